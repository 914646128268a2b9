
kernel/kernel:     file format elf64-littleriscv


Disassembly of section .text:

0000000080000000 <_entry>:
#define BOOTSTACK 4096

        .section .text.entry
        .global _entry
_entry:
        csrr a1, mhartid
    80000000:	f14025f3          	csrr	a1,mhartid
        addi a1, a1, 1
    80000004:	0585                	add	a1,a1,1
        li a0, BOOTSTACK
    80000006:	6505                	lui	a0,0x1
        mul a0, a0, a1
    80000008:	02b50533          	mul	a0,a0,a1
        la sp, bootstacks
    8000000c:	00009117          	auipc	sp,0x9
    80000010:	b4410113          	add	sp,sp,-1212 # 80008b50 <bootstacks>
        add sp, sp, a0
    80000014:	912a                	add	sp,sp,a0
        call start
    80000016:	00000097          	auipc	ra,0x0
    8000001a:	046080e7          	jalr	70(ra) # 8000005c <start>

000000008000001e <hang>:
hang:
        wfi
    8000001e:	10500073          	wfi
        j hang
    80000022:	bff5                	j	8000001e <hang>

0000000080000024 <timerinit>:

// Arm this hart's supervisor timer.  Sstc gives supervisor mode its own
// comparator, so machine mode only has to allow it once.
static void
timerinit(void)
{
    80000024:	1141                	add	sp,sp,-16
    80000026:	e422                	sd	s0,8(sp)
    80000028:	0800                	add	s0,sp,16
CSR_ACCESSORS(mepc, mepc)
CSR_ACCESSORS(medeleg, medeleg)
CSR_ACCESSORS(mideleg, mideleg)
CSR_ACCESSORS(mie, mie)
CSR_ACCESSORS(mcounteren, mcounteren)
CSR_ACCESSORS(menvcfg, 0x30a)
    8000002a:	30a027f3          	csrr	a5,0x30a
  w_menvcfg(r_menvcfg() | MENVCFG_STCE);
    8000002e:	577d                	li	a4,-1
    80000030:	177e                	sll	a4,a4,0x3f
    80000032:	8fd9                	or	a5,a5,a4
    80000034:	30a79073          	csrw	0x30a,a5
CSR_ACCESSORS(mcounteren, mcounteren)
    80000038:	306027f3          	csrr	a5,mcounteren
  w_mcounteren(r_mcounteren() | MCOUNTEREN_TM);
    8000003c:	0027e793          	or	a5,a5,2
    80000040:	30679073          	csrw	mcounteren,a5
CSR_ACCESSORS(sscratch, sscratch)
CSR_READER(scause, scause)
CSR_READER(stval, stval)
CSR_ACCESSORS(satp, satp)
CSR_ACCESSORS(stimecmp, 0x14d)
CSR_READER(time, time)
    80000044:	c01027f3          	rdtime	a5
  w_stimecmp(r_time() + 1000000);
    80000048:	000f4737          	lui	a4,0xf4
    8000004c:	24070713          	add	a4,a4,576 # f4240 <_entry-0x7ff0bdc0>
    80000050:	97ba                	add	a5,a5,a4
CSR_ACCESSORS(stimecmp, 0x14d)
    80000052:	14d79073          	csrw	stimecmp,a5
}
    80000056:	6422                	ld	s0,8(sp)
    80000058:	0141                	add	sp,sp,16
    8000005a:	8082                	ret

000000008000005c <start>:

void
start(void)
{
    8000005c:	1141                	add	sp,sp,-16
    8000005e:	e406                	sd	ra,8(sp)
    80000060:	e022                	sd	s0,0(sp)
    80000062:	0800                	add	s0,sp,16
CSR_ACCESSORS(mstatus, mstatus)
    80000064:	300027f3          	csrr	a5,mstatus
  // mret will "return" to main in supervisor mode.
  w_mstatus((r_mstatus() & ~MSTATUS_MPP_MASK) | MSTATUS_MPP_S);
    80000068:	7779                	lui	a4,0xffffe
    8000006a:	7ff70713          	add	a4,a4,2047 # ffffffffffffe7ff <end+0xffffffff7ffdcc47>
    8000006e:	8ff9                	and	a5,a5,a4
    80000070:	6705                	lui	a4,0x1
    80000072:	80070713          	add	a4,a4,-2048 # 800 <_entry-0x7ffff800>
    80000076:	8fd9                	or	a5,a5,a4
    80000078:	30079073          	csrw	mstatus,a5
CSR_ACCESSORS(mepc, mepc)
    8000007c:	00000797          	auipc	a5,0x0
    80000080:	05278793          	add	a5,a5,82 # 800000ce <main>
    80000084:	34179073          	csrw	mepc,a5
CSR_ACCESSORS(satp, satp)
    80000088:	4781                	li	a5,0
    8000008a:	18079073          	csrw	satp,a5
CSR_ACCESSORS(medeleg, medeleg)
    8000008e:	67c1                	lui	a5,0x10
    80000090:	17fd                	add	a5,a5,-1 # ffff <_entry-0x7fff0001>
    80000092:	30279073          	csrw	medeleg,a5
CSR_ACCESSORS(mideleg, mideleg)
    80000096:	30379073          	csrw	mideleg,a5
CSR_ACCESSORS(sie, sie)
    8000009a:	104027f3          	csrr	a5,sie
  w_satp(0);

  // All exceptions and interrupts go to supervisor mode.
  w_medeleg(0xffff);
  w_mideleg(0xffff);
  w_sie(r_sie() | SIE_SEIE | SIE_STIE | SIE_SSIE);
    8000009e:	2227e793          	or	a5,a5,546
    800000a2:	10479073          	csrw	sie,a5
CSR_ACCESSORS(pmpaddr0, pmpaddr0)
    800000a6:	57fd                	li	a5,-1
    800000a8:	83a9                	srl	a5,a5,0xa
    800000aa:	3b079073          	csrw	pmpaddr0,a5
CSR_ACCESSORS(pmpcfg0, pmpcfg0)
    800000ae:	47bd                	li	a5,15
    800000b0:	3a079073          	csrw	pmpcfg0,a5

  // Physical memory protection: let supervisor mode reach all memory.
  w_pmpaddr0(0x3fffffffffffffull);
  w_pmpcfg0(0xf);

  timerinit();
    800000b4:	00000097          	auipc	ra,0x0
    800000b8:	f70080e7          	jalr	-144(ra) # 80000024 <timerinit>
CSR_READER(mhartid, mhartid)
    800000bc:	f14027f3          	csrr	a5,mhartid
static inline int  intr_get(void) { return (r_sstatus() & SSTATUS_SIE) != 0; }

static inline uint64 r_sp(void) { uint64 v; asm volatile("mv %0, sp" : "=r"(v)); return v; }
// tp holds this hart's id while in the kernel (set in start, kept in the trapframe).
static inline uint64 r_tp(void) { uint64 v; asm volatile("mv %0, tp" : "=r"(v)); return v; }
static inline void w_tp(uint64 v) { asm volatile("mv tp, %0" : : "r"(v)); }
    800000c0:	823e                	mv	tp,a5

  // cpuid() reads tp.
  w_tp(r_mhartid());

  asm volatile("mret");
    800000c2:	30200073          	mret
}
    800000c6:	60a2                	ld	ra,8(sp)
    800000c8:	6402                	ld	s0,0(sp)
    800000ca:	0141                	add	sp,sp,16
    800000cc:	8082                	ret

00000000800000ce <main>:

static volatile int kernel_ready;   // set by hart 0 when the others may go on

void
main(void)
{
    800000ce:	1141                	add	sp,sp,-16
    800000d0:	e406                	sd	ra,8(sp)
    800000d2:	e022                	sd	s0,0(sp)
    800000d4:	0800                	add	s0,sp,16
  if(cpuid() == 0){
    800000d6:	00002097          	auipc	ra,0x2
    800000da:	87a080e7          	jalr	-1926(ra) # 80001950 <cpuid>
    virtio_disk_init();
    userinit();        // the first process, init
    __sync_synchronize();
    kernel_ready = 1;
  } else {
    while(kernel_ready == 0)
    800000de:	00009717          	auipc	a4,0x9
    800000e2:	a4270713          	add	a4,a4,-1470 # 80008b20 <kernel_ready>
  if(cpuid() == 0){
    800000e6:	c139                	beqz	a0,8000012c <main+0x5e>
    while(kernel_ready == 0)
    800000e8:	431c                	lw	a5,0(a4)
    800000ea:	2781                	sext.w	a5,a5
    800000ec:	dff5                	beqz	a5,800000e8 <main+0x1a>
      ;
    __sync_synchronize();
    800000ee:	0ff0000f          	fence
    kvminithart();
    800000f2:	00001097          	auipc	ra,0x1
    800000f6:	f20080e7          	jalr	-224(ra) # 80001012 <kvminithart>
    trapinithart();
    800000fa:	00002097          	auipc	ra,0x2
    800000fe:	646080e7          	jalr	1606(ra) # 80002740 <trapinithart>
    plicinithart();
    80000102:	00001097          	auipc	ra,0x1
    80000106:	ce0080e7          	jalr	-800(ra) # 80000de2 <plicinithart>
    printf("hart %d starting\n", cpuid());
    8000010a:	00002097          	auipc	ra,0x2
    8000010e:	846080e7          	jalr	-1978(ra) # 80001950 <cpuid>
    80000112:	85aa                	mv	a1,a0
    80000114:	00008517          	auipc	a0,0x8
    80000118:	f1450513          	add	a0,a0,-236 # 80008028 <etext+0x28>
    8000011c:	00000097          	auipc	ra,0x0
    80000120:	754080e7          	jalr	1876(ra) # 80000870 <printf>
  }
  scheduler();
    80000124:	00002097          	auipc	ra,0x2
    80000128:	d46080e7          	jalr	-698(ra) # 80001e6a <scheduler>
    consoleinit();
    8000012c:	00001097          	auipc	ra,0x1
    80000130:	c54080e7          	jalr	-940(ra) # 80000d80 <consoleinit>
    printfinit();
    80000134:	00001097          	auipc	ra,0x1
    80000138:	822080e7          	jalr	-2014(ra) # 80000956 <printfinit>
    printf("\nprofclinic kernel: booting on hart 0\n");
    8000013c:	00008517          	auipc	a0,0x8
    80000140:	ec450513          	add	a0,a0,-316 # 80008000 <etext>
    80000144:	00000097          	auipc	ra,0x0
    80000148:	72c080e7          	jalr	1836(ra) # 80000870 <printf>
    kinit();           // page allocator
    8000014c:	00001097          	auipc	ra,0x1
    80000150:	d9a080e7          	jalr	-614(ra) # 80000ee6 <kinit>
    kvminit();         // kernel page table
    80000154:	00001097          	auipc	ra,0x1
    80000158:	1d0080e7          	jalr	464(ra) # 80001324 <kvminit>
    kvminithart();     // paging on
    8000015c:	00001097          	auipc	ra,0x1
    80000160:	eb6080e7          	jalr	-330(ra) # 80001012 <kvminithart>
    procinit();        // process table
    80000164:	00001097          	auipc	ra,0x1
    80000168:	758080e7          	jalr	1880(ra) # 800018bc <procinit>
    trapinit();
    8000016c:	00002097          	auipc	ra,0x2
    80000170:	5ac080e7          	jalr	1452(ra) # 80002718 <trapinit>
    trapinithart();    // this hart's trap vector
    80000174:	00002097          	auipc	ra,0x2
    80000178:	5cc080e7          	jalr	1484(ra) # 80002740 <trapinithart>
    plicinit();
    8000017c:	00001097          	auipc	ra,0x1
    80000180:	c50080e7          	jalr	-944(ra) # 80000dcc <plicinit>
    plicinithart();
    80000184:	00001097          	auipc	ra,0x1
    80000188:	c5e080e7          	jalr	-930(ra) # 80000de2 <plicinithart>
    binit();           // buffer cache
    8000018c:	00003097          	auipc	ra,0x3
    80000190:	448080e7          	jalr	1096(ra) # 800035d4 <binit>
    iinit();           // inode table
    80000194:	00004097          	auipc	ra,0x4
    80000198:	fc8080e7          	jalr	-56(ra) # 8000415c <iinit>
    fileinit();        // file table
    8000019c:	00005097          	auipc	ra,0x5
    800001a0:	a06080e7          	jalr	-1530(ra) # 80004ba2 <fileinit>
    virtio_disk_init();
    800001a4:	00003097          	auipc	ra,0x3
    800001a8:	f88080e7          	jalr	-120(ra) # 8000312c <virtio_disk_init>
    userinit();        // the first process, init
    800001ac:	00002097          	auipc	ra,0x2
    800001b0:	aa8080e7          	jalr	-1368(ra) # 80001c54 <userinit>
    __sync_synchronize();
    800001b4:	0ff0000f          	fence
    kernel_ready = 1;
    800001b8:	4785                	li	a5,1
    800001ba:	00009717          	auipc	a4,0x9
    800001be:	96f72323          	sw	a5,-1690(a4) # 80008b20 <kernel_ready>
    800001c2:	b78d                	j	80000124 <main+0x56>

00000000800001c4 <initlock>:
#include "proc.h"
#include "defs.h"

void
initlock(struct spinlock *lk, char *name)
{
    800001c4:	1141                	add	sp,sp,-16
    800001c6:	e422                	sd	s0,8(sp)
    800001c8:	0800                	add	s0,sp,16
  lk->name = name;
    800001ca:	e50c                	sd	a1,8(a0)
  lk->locked = 0;
    800001cc:	00052023          	sw	zero,0(a0)
  lk->owner = 0;
    800001d0:	00053823          	sd	zero,16(a0)
}
    800001d4:	6422                	ld	s0,8(sp)
    800001d6:	0141                	add	sp,sp,16
    800001d8:	8082                	ret

00000000800001da <holding>:

// Does this hart hold lk?  Call with interrupts off.
int
holding(struct spinlock *lk)
{
  return lk->locked && lk->owner == mycpu();
    800001da:	411c                	lw	a5,0(a0)
    800001dc:	e399                	bnez	a5,800001e2 <holding+0x8>
    800001de:	4501                	li	a0,0
}
    800001e0:	8082                	ret
{
    800001e2:	1101                	add	sp,sp,-32
    800001e4:	ec06                	sd	ra,24(sp)
    800001e6:	e822                	sd	s0,16(sp)
    800001e8:	e426                	sd	s1,8(sp)
    800001ea:	1000                	add	s0,sp,32
  return lk->locked && lk->owner == mycpu();
    800001ec:	6904                	ld	s1,16(a0)
    800001ee:	00001097          	auipc	ra,0x1
    800001f2:	772080e7          	jalr	1906(ra) # 80001960 <mycpu>
    800001f6:	40a48533          	sub	a0,s1,a0
    800001fa:	00153513          	seqz	a0,a0
}
    800001fe:	60e2                	ld	ra,24(sp)
    80000200:	6442                	ld	s0,16(sp)
    80000202:	64a2                	ld	s1,8(sp)
    80000204:	6105                	add	sp,sp,32
    80000206:	8082                	ret

0000000080000208 <push_off>:

// Like intr_off(), but counted: it takes as many pop_off()s to undo.
void
push_off(void)
{
    80000208:	1101                	add	sp,sp,-32
    8000020a:	ec06                	sd	ra,24(sp)
    8000020c:	e822                	sd	s0,16(sp)
    8000020e:	e426                	sd	s1,8(sp)
    80000210:	1000                	add	s0,sp,32
CSR_ACCESSORS(sstatus, sstatus)
    80000212:	100024f3          	csrr	s1,sstatus
    80000216:	100027f3          	csrr	a5,sstatus
static inline void intr_off(void) { w_sstatus(r_sstatus() & ~SSTATUS_SIE); }
    8000021a:	9bf5                	and	a5,a5,-3
CSR_ACCESSORS(sstatus, sstatus)
    8000021c:	10079073          	csrw	sstatus,a5
  int was_on = intr_get();

  intr_off();
  struct cpu *c = mycpu();
    80000220:	00001097          	auipc	ra,0x1
    80000224:	740080e7          	jalr	1856(ra) # 80001960 <mycpu>
  if(c->noff == 0)
    80000228:	5d3c                	lw	a5,120(a0)
    8000022a:	e781                	bnez	a5,80000232 <push_off+0x2a>
static inline int  intr_get(void) { return (r_sstatus() & SSTATUS_SIE) != 0; }
    8000022c:	8085                	srl	s1,s1,0x1
    8000022e:	8885                	and	s1,s1,1
    c->intena = was_on;
    80000230:	dd64                	sw	s1,124(a0)
  c->noff += 1;
    80000232:	2785                	addw	a5,a5,1
    80000234:	dd3c                	sw	a5,120(a0)
}
    80000236:	60e2                	ld	ra,24(sp)
    80000238:	6442                	ld	s0,16(sp)
    8000023a:	64a2                	ld	s1,8(sp)
    8000023c:	6105                	add	sp,sp,32
    8000023e:	8082                	ret

0000000080000240 <acquire>:
{
    80000240:	1101                	add	sp,sp,-32
    80000242:	ec06                	sd	ra,24(sp)
    80000244:	e822                	sd	s0,16(sp)
    80000246:	e426                	sd	s1,8(sp)
    80000248:	1000                	add	s0,sp,32
    8000024a:	84aa                	mv	s1,a0
  push_off();
    8000024c:	00000097          	auipc	ra,0x0
    80000250:	fbc080e7          	jalr	-68(ra) # 80000208 <push_off>
  if(holding(lk))
    80000254:	8526                	mv	a0,s1
    80000256:	00000097          	auipc	ra,0x0
    8000025a:	f84080e7          	jalr	-124(ra) # 800001da <holding>
  while(__sync_lock_test_and_set(&lk->locked, 1) != 0)
    8000025e:	4705                	li	a4,1
  if(holding(lk))
    80000260:	e115                	bnez	a0,80000284 <acquire+0x44>
  while(__sync_lock_test_and_set(&lk->locked, 1) != 0)
    80000262:	87ba                	mv	a5,a4
    80000264:	0cf4a7af          	amoswap.w.aq	a5,a5,(s1)
    80000268:	2781                	sext.w	a5,a5
    8000026a:	ffe5                	bnez	a5,80000262 <acquire+0x22>
  __sync_synchronize();
    8000026c:	0ff0000f          	fence
  lk->owner = mycpu();
    80000270:	00001097          	auipc	ra,0x1
    80000274:	6f0080e7          	jalr	1776(ra) # 80001960 <mycpu>
    80000278:	e888                	sd	a0,16(s1)
}
    8000027a:	60e2                	ld	ra,24(sp)
    8000027c:	6442                	ld	s0,16(sp)
    8000027e:	64a2                	ld	s1,8(sp)
    80000280:	6105                	add	sp,sp,32
    80000282:	8082                	ret
    panic("acquire");
    80000284:	00008517          	auipc	a0,0x8
    80000288:	dbc50513          	add	a0,a0,-580 # 80008040 <etext+0x40>
    8000028c:	00000097          	auipc	ra,0x0
    80000290:	690080e7          	jalr	1680(ra) # 8000091c <panic>

0000000080000294 <pop_off>:

void
pop_off(void)
{
    80000294:	1141                	add	sp,sp,-16
    80000296:	e406                	sd	ra,8(sp)
    80000298:	e022                	sd	s0,0(sp)
    8000029a:	0800                	add	s0,sp,16
  struct cpu *c = mycpu();
    8000029c:	00001097          	auipc	ra,0x1
    800002a0:	6c4080e7          	jalr	1732(ra) # 80001960 <mycpu>
CSR_ACCESSORS(sstatus, sstatus)
    800002a4:	100027f3          	csrr	a5,sstatus
static inline int  intr_get(void) { return (r_sstatus() & SSTATUS_SIE) != 0; }
    800002a8:	8b89                	and	a5,a5,2

  if(intr_get())
    800002aa:	e78d                	bnez	a5,800002d4 <pop_off+0x40>
    panic("pop_off: interruptible");
  if(c->noff < 1)
    800002ac:	5d3c                	lw	a5,120(a0)
    800002ae:	02f05b63          	blez	a5,800002e4 <pop_off+0x50>
    panic("pop_off: unbalanced");
  c->noff -= 1;
    800002b2:	37fd                	addw	a5,a5,-1
    800002b4:	0007871b          	sext.w	a4,a5
    800002b8:	dd3c                	sw	a5,120(a0)
  if(c->noff == 0 && c->intena)
    800002ba:	eb09                	bnez	a4,800002cc <pop_off+0x38>
    800002bc:	5d7c                	lw	a5,124(a0)
    800002be:	c799                	beqz	a5,800002cc <pop_off+0x38>
CSR_ACCESSORS(sstatus, sstatus)
    800002c0:	100027f3          	csrr	a5,sstatus
static inline void intr_on(void)  { w_sstatus(r_sstatus() | SSTATUS_SIE); }
    800002c4:	0027e793          	or	a5,a5,2
CSR_ACCESSORS(sstatus, sstatus)
    800002c8:	10079073          	csrw	sstatus,a5
    intr_on();
}
    800002cc:	60a2                	ld	ra,8(sp)
    800002ce:	6402                	ld	s0,0(sp)
    800002d0:	0141                	add	sp,sp,16
    800002d2:	8082                	ret
    panic("pop_off: interruptible");
    800002d4:	00008517          	auipc	a0,0x8
    800002d8:	d7450513          	add	a0,a0,-652 # 80008048 <etext+0x48>
    800002dc:	00000097          	auipc	ra,0x0
    800002e0:	640080e7          	jalr	1600(ra) # 8000091c <panic>
    panic("pop_off: unbalanced");
    800002e4:	00008517          	auipc	a0,0x8
    800002e8:	d7c50513          	add	a0,a0,-644 # 80008060 <etext+0x60>
    800002ec:	00000097          	auipc	ra,0x0
    800002f0:	630080e7          	jalr	1584(ra) # 8000091c <panic>

00000000800002f4 <release>:
{
    800002f4:	1101                	add	sp,sp,-32
    800002f6:	ec06                	sd	ra,24(sp)
    800002f8:	e822                	sd	s0,16(sp)
    800002fa:	e426                	sd	s1,8(sp)
    800002fc:	1000                	add	s0,sp,32
    800002fe:	84aa                	mv	s1,a0
  if(!holding(lk))
    80000300:	00000097          	auipc	ra,0x0
    80000304:	eda080e7          	jalr	-294(ra) # 800001da <holding>
    80000308:	c115                	beqz	a0,8000032c <release+0x38>
  lk->owner = 0;
    8000030a:	0004b823          	sd	zero,16(s1)
  __sync_synchronize();
    8000030e:	0ff0000f          	fence
  __sync_lock_release(&lk->locked);
    80000312:	0f50000f          	fence	iorw,ow
    80000316:	0804a02f          	amoswap.w	zero,zero,(s1)
  pop_off();
    8000031a:	00000097          	auipc	ra,0x0
    8000031e:	f7a080e7          	jalr	-134(ra) # 80000294 <pop_off>
}
    80000322:	60e2                	ld	ra,24(sp)
    80000324:	6442                	ld	s0,16(sp)
    80000326:	64a2                	ld	s1,8(sp)
    80000328:	6105                	add	sp,sp,32
    8000032a:	8082                	ret
    panic("release");
    8000032c:	00008517          	auipc	a0,0x8
    80000330:	d4c50513          	add	a0,a0,-692 # 80008078 <etext+0x78>
    80000334:	00000097          	auipc	ra,0x0
    80000338:	5e8080e7          	jalr	1512(ra) # 8000091c <panic>

000000008000033c <initsleeplock>:
#include "proc.h"
#include "sleeplock.h"

void
initsleeplock(struct sleeplock *lk, char *name)
{
    8000033c:	1101                	add	sp,sp,-32
    8000033e:	ec06                	sd	ra,24(sp)
    80000340:	e822                	sd	s0,16(sp)
    80000342:	e426                	sd	s1,8(sp)
    80000344:	e04a                	sd	s2,0(sp)
    80000346:	1000                	add	s0,sp,32
    80000348:	84aa                	mv	s1,a0
    8000034a:	892e                	mv	s2,a1
  initlock(&lk->lk, "sleep lock");
    8000034c:	00008597          	auipc	a1,0x8
    80000350:	d3458593          	add	a1,a1,-716 # 80008080 <etext+0x80>
    80000354:	00000097          	auipc	ra,0x0
    80000358:	e70080e7          	jalr	-400(ra) # 800001c4 <initlock>
  lk->name = name;
    8000035c:	0324b023          	sd	s2,32(s1)
  lk->locked = 0;
    80000360:	0004ac23          	sw	zero,24(s1)
  lk->pid = 0;
    80000364:	0004ae23          	sw	zero,28(s1)
}
    80000368:	60e2                	ld	ra,24(sp)
    8000036a:	6442                	ld	s0,16(sp)
    8000036c:	64a2                	ld	s1,8(sp)
    8000036e:	6902                	ld	s2,0(sp)
    80000370:	6105                	add	sp,sp,32
    80000372:	8082                	ret

0000000080000374 <acquiresleep>:

// May sleep.  Caller holds no spinlock.
void
acquiresleep(struct sleeplock *lk)
{
    80000374:	1101                	add	sp,sp,-32
    80000376:	ec06                	sd	ra,24(sp)
    80000378:	e822                	sd	s0,16(sp)
    8000037a:	e426                	sd	s1,8(sp)
    8000037c:	1000                	add	s0,sp,32
    8000037e:	84aa                	mv	s1,a0
  acquire(&lk->lk);
    80000380:	00000097          	auipc	ra,0x0
    80000384:	ec0080e7          	jalr	-320(ra) # 80000240 <acquire>
  while(lk->locked)
    80000388:	4c9c                	lw	a5,24(s1)
    8000038a:	cb89                	beqz	a5,8000039c <acquiresleep+0x28>
    sleep(lk, &lk->lk);
    8000038c:	85a6                	mv	a1,s1
    8000038e:	8526                	mv	a0,s1
    80000390:	00002097          	auipc	ra,0x2
    80000394:	c74080e7          	jalr	-908(ra) # 80002004 <sleep>
  while(lk->locked)
    80000398:	4c9c                	lw	a5,24(s1)
    8000039a:	fbed                	bnez	a5,8000038c <acquiresleep+0x18>
  lk->locked = 1;
    8000039c:	4785                	li	a5,1
    8000039e:	cc9c                	sw	a5,24(s1)
  lk->pid = myproc()->pid;
    800003a0:	00001097          	auipc	ra,0x1
    800003a4:	5e4080e7          	jalr	1508(ra) # 80001984 <myproc>
    800003a8:	591c                	lw	a5,48(a0)
    800003aa:	ccdc                	sw	a5,28(s1)
  release(&lk->lk);
    800003ac:	8526                	mv	a0,s1
    800003ae:	00000097          	auipc	ra,0x0
    800003b2:	f46080e7          	jalr	-186(ra) # 800002f4 <release>
}
    800003b6:	60e2                	ld	ra,24(sp)
    800003b8:	6442                	ld	s0,16(sp)
    800003ba:	64a2                	ld	s1,8(sp)
    800003bc:	6105                	add	sp,sp,32
    800003be:	8082                	ret

00000000800003c0 <releasesleep>:

// Wakes the waiters while still holding lk->lk, so none can miss it.
void
releasesleep(struct sleeplock *lk)
{
    800003c0:	1101                	add	sp,sp,-32
    800003c2:	ec06                	sd	ra,24(sp)
    800003c4:	e822                	sd	s0,16(sp)
    800003c6:	e426                	sd	s1,8(sp)
    800003c8:	1000                	add	s0,sp,32
    800003ca:	84aa                	mv	s1,a0
  acquire(&lk->lk);
    800003cc:	00000097          	auipc	ra,0x0
    800003d0:	e74080e7          	jalr	-396(ra) # 80000240 <acquire>
  lk->locked = 0;
    800003d4:	0004ac23          	sw	zero,24(s1)
  lk->pid = 0;
    800003d8:	0004ae23          	sw	zero,28(s1)
  wakeup(lk);
    800003dc:	8526                	mv	a0,s1
    800003de:	00002097          	auipc	ra,0x2
    800003e2:	c8a080e7          	jalr	-886(ra) # 80002068 <wakeup>
  release(&lk->lk);
    800003e6:	8526                	mv	a0,s1
    800003e8:	00000097          	auipc	ra,0x0
    800003ec:	f0c080e7          	jalr	-244(ra) # 800002f4 <release>
}
    800003f0:	60e2                	ld	ra,24(sp)
    800003f2:	6442                	ld	s0,16(sp)
    800003f4:	64a2                	ld	s1,8(sp)
    800003f6:	6105                	add	sp,sp,32
    800003f8:	8082                	ret

00000000800003fa <holdingsleep>:

// Does the current process hold lk?
int
holdingsleep(struct sleeplock *lk)
{
    800003fa:	7179                	add	sp,sp,-48
    800003fc:	f406                	sd	ra,40(sp)
    800003fe:	f022                	sd	s0,32(sp)
    80000400:	ec26                	sd	s1,24(sp)
    80000402:	e84a                	sd	s2,16(sp)
    80000404:	e44e                	sd	s3,8(sp)
    80000406:	1800                	add	s0,sp,48
    80000408:	84aa                	mv	s1,a0
  int mine;

  acquire(&lk->lk);
    8000040a:	00000097          	auipc	ra,0x0
    8000040e:	e36080e7          	jalr	-458(ra) # 80000240 <acquire>
  mine = lk->locked && lk->pid == myproc()->pid;
    80000412:	4c9c                	lw	a5,24(s1)
    80000414:	4901                	li	s2,0
    80000416:	ef91                	bnez	a5,80000432 <holdingsleep+0x38>
  release(&lk->lk);
    80000418:	8526                	mv	a0,s1
    8000041a:	00000097          	auipc	ra,0x0
    8000041e:	eda080e7          	jalr	-294(ra) # 800002f4 <release>
  return mine;
}
    80000422:	854a                	mv	a0,s2
    80000424:	70a2                	ld	ra,40(sp)
    80000426:	7402                	ld	s0,32(sp)
    80000428:	64e2                	ld	s1,24(sp)
    8000042a:	6942                	ld	s2,16(sp)
    8000042c:	69a2                	ld	s3,8(sp)
    8000042e:	6145                	add	sp,sp,48
    80000430:	8082                	ret
  mine = lk->locked && lk->pid == myproc()->pid;
    80000432:	01c4a983          	lw	s3,28(s1)
    80000436:	00001097          	auipc	ra,0x1
    8000043a:	54e080e7          	jalr	1358(ra) # 80001984 <myproc>
    8000043e:	03052903          	lw	s2,48(a0)
    80000442:	41390933          	sub	s2,s2,s3
    80000446:	00193913          	seqz	s2,s2
    8000044a:	b7f9                	j	80000418 <holdingsleep+0x1e>

000000008000044c <memset>:
// The few C string and memory functions the kernel needs.
#include "types.h"

void *
memset(void *dst, int c, uint n)
{
    8000044c:	1141                	add	sp,sp,-16
    8000044e:	e422                	sd	s0,8(sp)
    80000450:	0800                	add	s0,sp,16
  uchar *d = dst;

  for(uint i = 0; i < n; i++)
    80000452:	ca19                	beqz	a2,80000468 <memset+0x1c>
    80000454:	87aa                	mv	a5,a0
    80000456:	1602                	sll	a2,a2,0x20
    80000458:	9201                	srl	a2,a2,0x20
    8000045a:	00a60733          	add	a4,a2,a0
    d[i] = c;
    8000045e:	00b78023          	sb	a1,0(a5)
  for(uint i = 0; i < n; i++)
    80000462:	0785                	add	a5,a5,1
    80000464:	fee79de3          	bne	a5,a4,8000045e <memset+0x12>
  return dst;
}
    80000468:	6422                	ld	s0,8(sp)
    8000046a:	0141                	add	sp,sp,16
    8000046c:	8082                	ret

000000008000046e <memcmp>:

int
memcmp(const void *a, const void *b, uint n)
{
    8000046e:	1141                	add	sp,sp,-16
    80000470:	e422                	sd	s0,8(sp)
    80000472:	0800                	add	s0,sp,16
  const uchar *x = a, *y = b;

  for(uint i = 0; i < n; i++)
    80000474:	c615                	beqz	a2,800004a0 <memcmp+0x32>
    80000476:	87aa                	mv	a5,a0
    80000478:	1602                	sll	a2,a2,0x20
    8000047a:	9201                	srl	a2,a2,0x20
    8000047c:	00c506b3          	add	a3,a0,a2
    if(x[i] != y[i])
    80000480:	0007c503          	lbu	a0,0(a5)
    80000484:	0005c703          	lbu	a4,0(a1)
    80000488:	00e51863          	bne	a0,a4,80000498 <memcmp+0x2a>
  for(uint i = 0; i < n; i++)
    8000048c:	0785                	add	a5,a5,1
    8000048e:	0585                	add	a1,a1,1
    80000490:	fed798e3          	bne	a5,a3,80000480 <memcmp+0x12>
      return x[i] - y[i];
  return 0;
    80000494:	4501                	li	a0,0
    80000496:	a011                	j	8000049a <memcmp+0x2c>
      return x[i] - y[i];
    80000498:	9d19                	subw	a0,a0,a4
}
    8000049a:	6422                	ld	s0,8(sp)
    8000049c:	0141                	add	sp,sp,16
    8000049e:	8082                	ret
  return 0;
    800004a0:	4501                	li	a0,0
    800004a2:	bfe5                	j	8000049a <memcmp+0x2c>

00000000800004a4 <memmove>:

// Copies correctly when the regions overlap.
void *
memmove(void *dst, const void *src, uint n)
{
    800004a4:	1141                	add	sp,sp,-16
    800004a6:	e422                	sd	s0,8(sp)
    800004a8:	0800                	add	s0,sp,16
  uchar *d = dst;
  const uchar *s = src;

  if(d == s || n == 0)
    800004aa:	02b50263          	beq	a0,a1,800004ce <memmove+0x2a>
    800004ae:	c205                	beqz	a2,800004ce <memmove+0x2a>
    return dst;
  if(d < s || d >= s + n){
    800004b0:	02b57263          	bgeu	a0,a1,800004d4 <memmove+0x30>
    for(uint i = 0; i < n; i++)
    800004b4:	87ae                	mv	a5,a1
    800004b6:	872a                	mv	a4,a0
    800004b8:	1602                	sll	a2,a2,0x20
    800004ba:	9201                	srl	a2,a2,0x20
    800004bc:	95b2                	add	a1,a1,a2
      d[i] = s[i];
    800004be:	0007c683          	lbu	a3,0(a5)
    800004c2:	00d70023          	sb	a3,0(a4)
    for(uint i = 0; i < n; i++)
    800004c6:	0785                	add	a5,a5,1
    800004c8:	0705                	add	a4,a4,1
    800004ca:	feb79ae3          	bne	a5,a1,800004be <memmove+0x1a>
  } else {
    for(uint i = n; i > 0; i--)
      d[i-1] = s[i-1];
  }
  return dst;
}
    800004ce:	6422                	ld	s0,8(sp)
    800004d0:	0141                	add	sp,sp,16
    800004d2:	8082                	ret
  if(d < s || d >= s + n){
    800004d4:	02061793          	sll	a5,a2,0x20
    800004d8:	9381                	srl	a5,a5,0x20
    800004da:	97ae                	add	a5,a5,a1
    800004dc:	fcf57ce3          	bgeu	a0,a5,800004b4 <memmove+0x10>
    800004e0:	fff6079b          	addw	a5,a2,-1
    800004e4:	1782                	sll	a5,a5,0x20
    800004e6:	9381                	srl	a5,a5,0x20
    800004e8:	00f58733          	add	a4,a1,a5
    800004ec:	97aa                	add	a5,a5,a0
      d[i-1] = s[i-1];
    800004ee:	00074683          	lbu	a3,0(a4)
    800004f2:	00d78023          	sb	a3,0(a5)
    for(uint i = n; i > 0; i--)
    800004f6:	86ba                	mv	a3,a4
    800004f8:	177d                	add	a4,a4,-1
    800004fa:	17fd                	add	a5,a5,-1
    800004fc:	feb699e3          	bne	a3,a1,800004ee <memmove+0x4a>
    80000500:	b7f9                	j	800004ce <memmove+0x2a>

0000000080000502 <memcpy>:

// The compiler may emit calls to memcpy for structure copies.
void *
memcpy(void *dst, const void *src, uint n)
{
    80000502:	1141                	add	sp,sp,-16
    80000504:	e406                	sd	ra,8(sp)
    80000506:	e022                	sd	s0,0(sp)
    80000508:	0800                	add	s0,sp,16
  return memmove(dst, src, n);
    8000050a:	00000097          	auipc	ra,0x0
    8000050e:	f9a080e7          	jalr	-102(ra) # 800004a4 <memmove>
}
    80000512:	60a2                	ld	ra,8(sp)
    80000514:	6402                	ld	s0,0(sp)
    80000516:	0141                	add	sp,sp,16
    80000518:	8082                	ret

000000008000051a <strncmp>:

int
strncmp(const char *a, const char *b, uint n)
{
    8000051a:	1141                	add	sp,sp,-16
    8000051c:	e422                	sd	s0,8(sp)
    8000051e:	0800                	add	s0,sp,16
  for(; n > 0; n--, a++, b++){
    80000520:	c61d                	beqz	a2,8000054e <strncmp+0x34>
    80000522:	1602                	sll	a2,a2,0x20
    80000524:	9201                	srl	a2,a2,0x20
    80000526:	00c506b3          	add	a3,a0,a2
    if(*a != *b)
    8000052a:	00054783          	lbu	a5,0(a0)
    8000052e:	0005c703          	lbu	a4,0(a1)
    80000532:	00e79963          	bne	a5,a4,80000544 <strncmp+0x2a>
      return (uchar)*a - (uchar)*b;
    if(*a == 0)
    80000536:	cf91                	beqz	a5,80000552 <strncmp+0x38>
  for(; n > 0; n--, a++, b++){
    80000538:	0505                	add	a0,a0,1
    8000053a:	0585                	add	a1,a1,1
    8000053c:	fed517e3          	bne	a0,a3,8000052a <strncmp+0x10>
      return 0;
  }
  return 0;
    80000540:	4501                	li	a0,0
    80000542:	a019                	j	80000548 <strncmp+0x2e>
      return (uchar)*a - (uchar)*b;
    80000544:	40e7853b          	subw	a0,a5,a4
}
    80000548:	6422                	ld	s0,8(sp)
    8000054a:	0141                	add	sp,sp,16
    8000054c:	8082                	ret
  return 0;
    8000054e:	4501                	li	a0,0
    80000550:	bfe5                	j	80000548 <strncmp+0x2e>
      return 0;
    80000552:	4501                	li	a0,0
    80000554:	bfd5                	j	80000548 <strncmp+0x2e>

0000000080000556 <strncpy>:

// Like the C library's: pads with NULs, and leaves dst unterminated
// if src is n bytes or longer.
char *
strncpy(char *dst, const char *src, int n)
{
    80000556:	1141                	add	sp,sp,-16
    80000558:	e422                	sd	s0,8(sp)
    8000055a:	0800                	add	s0,sp,16
  int i = 0;

  for(; i < n && src[i]; i++)
    8000055c:	87aa                	mv	a5,a0
  int i = 0;
    8000055e:	4701                	li	a4,0
  for(; i < n && src[i]; i++)
    80000560:	02c05b63          	blez	a2,80000596 <strncpy+0x40>
    80000564:	0005c683          	lbu	a3,0(a1)
    80000568:	ca89                	beqz	a3,8000057a <strncpy+0x24>
    dst[i] = src[i];
    8000056a:	00d78023          	sb	a3,0(a5)
  for(; i < n && src[i]; i++)
    8000056e:	2705                	addw	a4,a4,1
    80000570:	0585                	add	a1,a1,1
    80000572:	0785                	add	a5,a5,1
    80000574:	fee618e3          	bne	a2,a4,80000564 <strncpy+0xe>
    80000578:	a839                	j	80000596 <strncpy+0x40>
  for(; i < n; i++)
    8000057a:	00c75e63          	bge	a4,a2,80000596 <strncpy+0x40>
    8000057e:	00e507b3          	add	a5,a0,a4
    80000582:	9e19                	subw	a2,a2,a4
    80000584:	1602                	sll	a2,a2,0x20
    80000586:	9201                	srl	a2,a2,0x20
    80000588:	00c78733          	add	a4,a5,a2
    dst[i] = 0;
    8000058c:	00078023          	sb	zero,0(a5)
  for(; i < n; i++)
    80000590:	0785                	add	a5,a5,1
    80000592:	fee79de3          	bne	a5,a4,8000058c <strncpy+0x36>
  return dst;
}
    80000596:	6422                	ld	s0,8(sp)
    80000598:	0141                	add	sp,sp,16
    8000059a:	8082                	ret

000000008000059c <safestrcpy>:

// Copies at most n-1 bytes and always terminates dst.
char *
safestrcpy(char *dst, const char *src, int n)
{
    8000059c:	1141                	add	sp,sp,-16
    8000059e:	e422                	sd	s0,8(sp)
    800005a0:	0800                	add	s0,sp,16
  int i = 0;

  if(n <= 0)
    800005a2:	02c05663          	blez	a2,800005ce <safestrcpy+0x32>
    return dst;
  for(; i < n - 1 && src[i]; i++)
    800005a6:	4785                	li	a5,1
    800005a8:	02c7d663          	bge	a5,a2,800005d4 <safestrcpy+0x38>
    800005ac:	86aa                	mv	a3,a0
    800005ae:	367d                	addw	a2,a2,-1
  int i = 0;
    800005b0:	4781                	li	a5,0
  for(; i < n - 1 && src[i]; i++)
    800005b2:	0005c703          	lbu	a4,0(a1)
    800005b6:	cb09                	beqz	a4,800005c8 <safestrcpy+0x2c>
    dst[i] = src[i];
    800005b8:	00e68023          	sb	a4,0(a3)
  for(; i < n - 1 && src[i]; i++)
    800005bc:	2785                	addw	a5,a5,1
    800005be:	0585                	add	a1,a1,1
    800005c0:	0685                	add	a3,a3,1
    800005c2:	fec798e3          	bne	a5,a2,800005b2 <safestrcpy+0x16>
    800005c6:	87b2                	mv	a5,a2
  dst[i] = 0;
    800005c8:	97aa                	add	a5,a5,a0
    800005ca:	00078023          	sb	zero,0(a5)
  return dst;
}
    800005ce:	6422                	ld	s0,8(sp)
    800005d0:	0141                	add	sp,sp,16
    800005d2:	8082                	ret
  int i = 0;
    800005d4:	4781                	li	a5,0
    800005d6:	bfcd                	j	800005c8 <safestrcpy+0x2c>

00000000800005d8 <strlen>:

int
strlen(const char *s)
{
    800005d8:	1141                	add	sp,sp,-16
    800005da:	e422                	sd	s0,8(sp)
    800005dc:	0800                	add	s0,sp,16
  int n = 0;

  while(s[n])
    800005de:	00054783          	lbu	a5,0(a0)
    800005e2:	cf91                	beqz	a5,800005fe <strlen+0x26>
    800005e4:	0505                	add	a0,a0,1
    800005e6:	87aa                	mv	a5,a0
    800005e8:	86be                	mv	a3,a5
    800005ea:	0785                	add	a5,a5,1
    800005ec:	fff7c703          	lbu	a4,-1(a5)
    800005f0:	ff65                	bnez	a4,800005e8 <strlen+0x10>
    n++;
    800005f2:	40a6853b          	subw	a0,a3,a0
    800005f6:	2505                	addw	a0,a0,1
  return n;
}
    800005f8:	6422                	ld	s0,8(sp)
    800005fa:	0141                	add	sp,sp,16
    800005fc:	8082                	ret
  int n = 0;
    800005fe:	4501                	li	a0,0
    80000600:	bfe5                	j	800005f8 <strlen+0x20>

0000000080000602 <printnum>:

static const char hexdigits[] = "0123456789abcdef";

static void
printnum(uint64 x, int base, int is_signed)
{
    80000602:	7139                	add	sp,sp,-64
    80000604:	fc06                	sd	ra,56(sp)
    80000606:	f822                	sd	s0,48(sp)
    80000608:	f426                	sd	s1,40(sp)
    8000060a:	f04a                	sd	s2,32(sp)
    8000060c:	0080                	add	s0,sp,64
  char digits[24];
  int i = 0, negative = 0;

  if(is_signed && (long)x < 0){
    8000060e:	c601                	beqz	a2,80000616 <printnum+0x14>
  int i = 0, negative = 0;
    80000610:	4601                	li	a2,0
  if(is_signed && (long)x < 0){
    80000612:	06054e63          	bltz	a0,8000068e <printnum+0x8c>
    negative = 1;
    80000616:	fc840693          	add	a3,s0,-56
    8000061a:	4781                	li	a5,0
    x = -(long)x;
  }
  do {
    digits[i++] = hexdigits[x % base];
    8000061c:	00008817          	auipc	a6,0x8
    80000620:	aec80813          	add	a6,a6,-1300 # 80008108 <hexdigits>
    80000624:	88be                	mv	a7,a5
    80000626:	2785                	addw	a5,a5,1
    80000628:	02b57733          	remu	a4,a0,a1
    8000062c:	9742                	add	a4,a4,a6
    8000062e:	00074703          	lbu	a4,0(a4)
    80000632:	00e68023          	sb	a4,0(a3)
    x /= base;
    80000636:	872a                	mv	a4,a0
    80000638:	02b55533          	divu	a0,a0,a1
  } while(x != 0);
    8000063c:	0685                	add	a3,a3,1
    8000063e:	feb773e3          	bgeu	a4,a1,80000624 <printnum+0x22>
  if(negative)
    80000642:	ca09                	beqz	a2,80000654 <printnum+0x52>
    digits[i++] = '-';
    80000644:	1781                	add	a5,a5,-32
    80000646:	97a2                	add	a5,a5,s0
    80000648:	02d00713          	li	a4,45
    8000064c:	fee78423          	sb	a4,-24(a5)
    80000650:	0028879b          	addw	a5,a7,2
  while(--i >= 0)
    80000654:	02f05763          	blez	a5,80000682 <printnum+0x80>
    80000658:	fc840713          	add	a4,s0,-56
    8000065c:	00f704b3          	add	s1,a4,a5
    80000660:	fff70913          	add	s2,a4,-1
    80000664:	993e                	add	s2,s2,a5
    80000666:	37fd                	addw	a5,a5,-1
    80000668:	1782                	sll	a5,a5,0x20
    8000066a:	9381                	srl	a5,a5,0x20
    8000066c:	40f90933          	sub	s2,s2,a5
    consputc(digits[i]);
    80000670:	fff4c503          	lbu	a0,-1(s1)
    80000674:	00000097          	auipc	ra,0x0
    80000678:	53c080e7          	jalr	1340(ra) # 80000bb0 <consputc>
  while(--i >= 0)
    8000067c:	14fd                	add	s1,s1,-1
    8000067e:	ff2499e3          	bne	s1,s2,80000670 <printnum+0x6e>
}
    80000682:	70e2                	ld	ra,56(sp)
    80000684:	7442                	ld	s0,48(sp)
    80000686:	74a2                	ld	s1,40(sp)
    80000688:	7902                	ld	s2,32(sp)
    8000068a:	6121                	add	sp,sp,64
    8000068c:	8082                	ret
    x = -(long)x;
    8000068e:	40a00533          	neg	a0,a0
    negative = 1;
    80000692:	4605                	li	a2,1
    80000694:	b749                	j	80000616 <printnum+0x14>

0000000080000696 <printptr>:

static void
printptr(uint64 x)
{
    80000696:	7179                	add	sp,sp,-48
    80000698:	f406                	sd	ra,40(sp)
    8000069a:	f022                	sd	s0,32(sp)
    8000069c:	ec26                	sd	s1,24(sp)
    8000069e:	e84a                	sd	s2,16(sp)
    800006a0:	e44e                	sd	s3,8(sp)
    800006a2:	e052                	sd	s4,0(sp)
    800006a4:	1800                	add	s0,sp,48
    800006a6:	892a                	mv	s2,a0
  consputc('0');
    800006a8:	03000513          	li	a0,48
    800006ac:	00000097          	auipc	ra,0x0
    800006b0:	504080e7          	jalr	1284(ra) # 80000bb0 <consputc>
  consputc('x');
    800006b4:	07800513          	li	a0,120
    800006b8:	00000097          	auipc	ra,0x0
    800006bc:	4f8080e7          	jalr	1272(ra) # 80000bb0 <consputc>
  for(int shift = 60; shift >= 0; shift -= 4)
    800006c0:	03c00493          	li	s1,60
    consputc(hexdigits[(x >> shift) & 0xf]);
    800006c4:	00008a17          	auipc	s4,0x8
    800006c8:	a44a0a13          	add	s4,s4,-1468 # 80008108 <hexdigits>
  for(int shift = 60; shift >= 0; shift -= 4)
    800006cc:	59f1                	li	s3,-4
    consputc(hexdigits[(x >> shift) & 0xf]);
    800006ce:	009957b3          	srl	a5,s2,s1
    800006d2:	8bbd                	and	a5,a5,15
    800006d4:	97d2                	add	a5,a5,s4
    800006d6:	0007c503          	lbu	a0,0(a5)
    800006da:	00000097          	auipc	ra,0x0
    800006de:	4d6080e7          	jalr	1238(ra) # 80000bb0 <consputc>
  for(int shift = 60; shift >= 0; shift -= 4)
    800006e2:	34f1                	addw	s1,s1,-4
    800006e4:	ff3495e3          	bne	s1,s3,800006ce <printptr+0x38>
}
    800006e8:	70a2                	ld	ra,40(sp)
    800006ea:	7402                	ld	s0,32(sp)
    800006ec:	64e2                	ld	s1,24(sp)
    800006ee:	6942                	ld	s2,16(sp)
    800006f0:	69a2                	ld	s3,8(sp)
    800006f2:	6a02                	ld	s4,0(sp)
    800006f4:	6145                	add	sp,sp,48
    800006f6:	8082                	ret

00000000800006f8 <printconv>:

// Print one conversion; returns how many characters of fmt it used.
static int
printconv(const char *fmt, va_list *ap)
{
    800006f8:	1101                	add	sp,sp,-32
    800006fa:	ec06                	sd	ra,24(sp)
    800006fc:	e822                	sd	s0,16(sp)
    800006fe:	e426                	sd	s1,8(sp)
    80000700:	e04a                	sd	s2,0(sp)
    80000702:	1000                	add	s0,sp,32
  int islong = (fmt[0] == 'l');
    80000704:	00054703          	lbu	a4,0(a0)
    80000708:	f9470493          	add	s1,a4,-108
    8000070c:	0014b793          	seqz	a5,s1
    80000710:	84be                	mv	s1,a5
  char c = fmt[islong];
    80000712:	953e                	add	a0,a0,a5
    80000714:	00054903          	lbu	s2,0(a0)

  switch(c){
    80000718:	07800793          	li	a5,120
    8000071c:	1327ee63          	bltu	a5,s2,80000858 <printconv+0x160>
    80000720:	06200793          	li	a5,98
    80000724:	0327f363          	bgeu	a5,s2,8000074a <printconv+0x52>
    80000728:	f9d9079b          	addw	a5,s2,-99
    8000072c:	0ff7f613          	zext.b	a2,a5
    80000730:	46d5                	li	a3,21
    80000732:	12c6e363          	bltu	a3,a2,80000858 <printconv+0x160>
    80000736:	00261793          	sll	a5,a2,0x2
    8000073a:	00008697          	auipc	a3,0x8
    8000073e:	97668693          	add	a3,a3,-1674 # 800080b0 <etext+0xb0>
    80000742:	97b6                	add	a5,a5,a3
    80000744:	439c                	lw	a5,0(a5)
    80000746:	97b6                	add	a5,a5,a3
    80000748:	8782                	jr	a5
    8000074a:	02090d63          	beqz	s2,80000784 <printconv+0x8c>
    8000074e:	02500793          	li	a5,37
    80000752:	10f91363          	bne	s2,a5,80000858 <printconv+0x160>
    for(s = s ? s : "(null)"; *s; s++)
      consputc(*s);
    break;
  }
  case '%':
    consputc('%');
    80000756:	02500513          	li	a0,37
    8000075a:	00000097          	auipc	ra,0x0
    8000075e:	456080e7          	jalr	1110(ra) # 80000bb0 <consputc>
    break;
    80000762:	a005                	j	80000782 <printconv+0x8a>
    printnum(islong ? va_arg(*ap, long) : va_arg(*ap, int), 10, 1);
    80000764:	06c00793          	li	a5,108
    80000768:	02f70563          	beq	a4,a5,80000792 <printconv+0x9a>
    8000076c:	619c                	ld	a5,0(a1)
    8000076e:	00878713          	add	a4,a5,8
    80000772:	e198                	sd	a4,0(a1)
    80000774:	4388                	lw	a0,0(a5)
    80000776:	4605                	li	a2,1
    80000778:	45a9                	li	a1,10
    8000077a:	00000097          	auipc	ra,0x0
    8000077e:	e88080e7          	jalr	-376(ra) # 80000602 <printnum>
  default:            // unknown: show it as written
    consputc('%');
    consputc(c);
    break;
  }
  return islong + 1;
    80000782:	2485                	addw	s1,s1,1
}
    80000784:	8526                	mv	a0,s1
    80000786:	60e2                	ld	ra,24(sp)
    80000788:	6442                	ld	s0,16(sp)
    8000078a:	64a2                	ld	s1,8(sp)
    8000078c:	6902                	ld	s2,0(sp)
    8000078e:	6105                	add	sp,sp,32
    80000790:	8082                	ret
    printnum(islong ? va_arg(*ap, long) : va_arg(*ap, int), 10, 1);
    80000792:	619c                	ld	a5,0(a1)
    80000794:	00878713          	add	a4,a5,8
    80000798:	e198                	sd	a4,0(a1)
    8000079a:	6388                	ld	a0,0(a5)
    8000079c:	bfe9                	j	80000776 <printconv+0x7e>
    printnum(islong ? va_arg(*ap, uint64) : va_arg(*ap, uint), 10, 0);
    8000079e:	06c00793          	li	a5,108
    800007a2:	00f70f63          	beq	a4,a5,800007c0 <printconv+0xc8>
    800007a6:	619c                	ld	a5,0(a1)
    800007a8:	00878713          	add	a4,a5,8
    800007ac:	e198                	sd	a4,0(a1)
    800007ae:	0007e503          	lwu	a0,0(a5)
    800007b2:	4601                	li	a2,0
    800007b4:	45a9                	li	a1,10
    800007b6:	00000097          	auipc	ra,0x0
    800007ba:	e4c080e7          	jalr	-436(ra) # 80000602 <printnum>
    break;
    800007be:	b7d1                	j	80000782 <printconv+0x8a>
    printnum(islong ? va_arg(*ap, uint64) : va_arg(*ap, uint), 10, 0);
    800007c0:	619c                	ld	a5,0(a1)
    800007c2:	00878713          	add	a4,a5,8
    800007c6:	e198                	sd	a4,0(a1)
    800007c8:	6388                	ld	a0,0(a5)
    800007ca:	b7e5                	j	800007b2 <printconv+0xba>
    printnum(islong ? va_arg(*ap, uint64) : va_arg(*ap, uint), 16, 0);
    800007cc:	06c00793          	li	a5,108
    800007d0:	00f70f63          	beq	a4,a5,800007ee <printconv+0xf6>
    800007d4:	619c                	ld	a5,0(a1)
    800007d6:	00878713          	add	a4,a5,8
    800007da:	e198                	sd	a4,0(a1)
    800007dc:	0007e503          	lwu	a0,0(a5)
    800007e0:	4601                	li	a2,0
    800007e2:	45c1                	li	a1,16
    800007e4:	00000097          	auipc	ra,0x0
    800007e8:	e1e080e7          	jalr	-482(ra) # 80000602 <printnum>
    break;
    800007ec:	bf59                	j	80000782 <printconv+0x8a>
    printnum(islong ? va_arg(*ap, uint64) : va_arg(*ap, uint), 16, 0);
    800007ee:	619c                	ld	a5,0(a1)
    800007f0:	00878713          	add	a4,a5,8
    800007f4:	e198                	sd	a4,0(a1)
    800007f6:	6388                	ld	a0,0(a5)
    800007f8:	b7e5                	j	800007e0 <printconv+0xe8>
    printptr(va_arg(*ap, uint64));
    800007fa:	619c                	ld	a5,0(a1)
    800007fc:	00878713          	add	a4,a5,8
    80000800:	e198                	sd	a4,0(a1)
    80000802:	6388                	ld	a0,0(a5)
    80000804:	00000097          	auipc	ra,0x0
    80000808:	e92080e7          	jalr	-366(ra) # 80000696 <printptr>
    break;
    8000080c:	bf9d                	j	80000782 <printconv+0x8a>
    consputc(va_arg(*ap, int));
    8000080e:	619c                	ld	a5,0(a1)
    80000810:	00878713          	add	a4,a5,8
    80000814:	e198                	sd	a4,0(a1)
    80000816:	4388                	lw	a0,0(a5)
    80000818:	00000097          	auipc	ra,0x0
    8000081c:	398080e7          	jalr	920(ra) # 80000bb0 <consputc>
    break;
    80000820:	b78d                	j	80000782 <printconv+0x8a>
    const char *s = va_arg(*ap, const char *);
    80000822:	619c                	ld	a5,0(a1)
    80000824:	00878713          	add	a4,a5,8
    80000828:	e198                	sd	a4,0(a1)
    8000082a:	0007b903          	ld	s2,0(a5)
    for(s = s ? s : "(null)"; *s; s++)
    8000082e:	00090e63          	beqz	s2,8000084a <printconv+0x152>
    80000832:	00094503          	lbu	a0,0(s2)
    80000836:	d531                	beqz	a0,80000782 <printconv+0x8a>
      consputc(*s);
    80000838:	00000097          	auipc	ra,0x0
    8000083c:	378080e7          	jalr	888(ra) # 80000bb0 <consputc>
    for(s = s ? s : "(null)"; *s; s++)
    80000840:	0905                	add	s2,s2,1
    80000842:	00094503          	lbu	a0,0(s2)
    80000846:	f96d                	bnez	a0,80000838 <printconv+0x140>
    80000848:	bf2d                	j	80000782 <printconv+0x8a>
    8000084a:	00008917          	auipc	s2,0x8
    8000084e:	84690913          	add	s2,s2,-1978 # 80008090 <etext+0x90>
    80000852:	02800513          	li	a0,40
    80000856:	b7cd                	j	80000838 <printconv+0x140>
    consputc('%');
    80000858:	02500513          	li	a0,37
    8000085c:	00000097          	auipc	ra,0x0
    80000860:	354080e7          	jalr	852(ra) # 80000bb0 <consputc>
    consputc(c);
    80000864:	854a                	mv	a0,s2
    80000866:	00000097          	auipc	ra,0x0
    8000086a:	34a080e7          	jalr	842(ra) # 80000bb0 <consputc>
    break;
    8000086e:	bf11                	j	80000782 <printconv+0x8a>

0000000080000870 <printf>:

void
printf(char *fmt, ...)
{
    80000870:	7119                	add	sp,sp,-128
    80000872:	fc06                	sd	ra,56(sp)
    80000874:	f822                	sd	s0,48(sp)
    80000876:	f426                	sd	s1,40(sp)
    80000878:	f04a                	sd	s2,32(sp)
    8000087a:	ec4e                	sd	s3,24(sp)
    8000087c:	0080                	add	s0,sp,64
    8000087e:	84aa                	mv	s1,a0
    80000880:	e40c                	sd	a1,8(s0)
    80000882:	e810                	sd	a2,16(s0)
    80000884:	ec14                	sd	a3,24(s0)
    80000886:	f018                	sd	a4,32(s0)
    80000888:	f41c                	sd	a5,40(s0)
    8000088a:	03043823          	sd	a6,48(s0)
    8000088e:	03143c23          	sd	a7,56(s0)
  va_list ap;
  int locking = !panicking;
    80000892:	00008997          	auipc	s3,0x8
    80000896:	2929a983          	lw	s3,658(s3) # 80008b24 <panicking>

  if(locking)
    8000089a:	00098c63          	beqz	s3,800008b2 <printf+0x42>
    acquire(&printlock);
  va_start(ap, fmt);
    8000089e:	00840793          	add	a5,s0,8
    800008a2:	fcf43423          	sd	a5,-56(s0)
  for(const char *f = fmt; *f; ){
    800008a6:	00054503          	lbu	a0,0(a0)
    800008aa:	c135                	beqz	a0,8000090e <printf+0x9e>
    if(*f != '%'){
    800008ac:	02500913          	li	s2,37
    800008b0:	a089                	j	800008f2 <printf+0x82>
    acquire(&printlock);
    800008b2:	00010517          	auipc	a0,0x10
    800008b6:	29e50513          	add	a0,a0,670 # 80010b50 <printlock>
    800008ba:	00000097          	auipc	ra,0x0
    800008be:	986080e7          	jalr	-1658(ra) # 80000240 <acquire>
  va_start(ap, fmt);
    800008c2:	00840793          	add	a5,s0,8
    800008c6:	fcf43423          	sd	a5,-56(s0)
  for(const char *f = fmt; *f; ){
    800008ca:	0004c503          	lbu	a0,0(s1)
    800008ce:	fd79                	bnez	a0,800008ac <printf+0x3c>
    f++;
    f += printconv(f, &ap);
  }
  va_end(ap);
  if(locking)
    release(&printlock);
    800008d0:	00010517          	auipc	a0,0x10
    800008d4:	28050513          	add	a0,a0,640 # 80010b50 <printlock>
    800008d8:	00000097          	auipc	ra,0x0
    800008dc:	a1c080e7          	jalr	-1508(ra) # 800002f4 <release>
}
    800008e0:	a03d                	j	8000090e <printf+0x9e>
      consputc(*f++);
    800008e2:	0485                	add	s1,s1,1
    800008e4:	00000097          	auipc	ra,0x0
    800008e8:	2cc080e7          	jalr	716(ra) # 80000bb0 <consputc>
  for(const char *f = fmt; *f; ){
    800008ec:	0004c503          	lbu	a0,0(s1)
    800008f0:	cd09                	beqz	a0,8000090a <printf+0x9a>
    if(*f != '%'){
    800008f2:	ff2518e3          	bne	a0,s2,800008e2 <printf+0x72>
    f++;
    800008f6:	0485                	add	s1,s1,1
    f += printconv(f, &ap);
    800008f8:	fc840593          	add	a1,s0,-56
    800008fc:	8526                	mv	a0,s1
    800008fe:	00000097          	auipc	ra,0x0
    80000902:	dfa080e7          	jalr	-518(ra) # 800006f8 <printconv>
    80000906:	94aa                	add	s1,s1,a0
    80000908:	b7d5                	j	800008ec <printf+0x7c>
  if(locking)
    8000090a:	fc0983e3          	beqz	s3,800008d0 <printf+0x60>
}
    8000090e:	70e2                	ld	ra,56(sp)
    80000910:	7442                	ld	s0,48(sp)
    80000912:	74a2                	ld	s1,40(sp)
    80000914:	7902                	ld	s2,32(sp)
    80000916:	69e2                	ld	s3,24(sp)
    80000918:	6109                	add	sp,sp,128
    8000091a:	8082                	ret

000000008000091c <panic>:

void
panic(char *s)
{
    8000091c:	1101                	add	sp,sp,-32
    8000091e:	ec06                	sd	ra,24(sp)
    80000920:	e822                	sd	s0,16(sp)
    80000922:	e426                	sd	s1,8(sp)
    80000924:	1000                	add	s0,sp,32
    80000926:	85aa                	mv	a1,a0
    80000928:	100027f3          	csrr	a5,sstatus
static inline void intr_off(void) { w_sstatus(r_sstatus() & ~SSTATUS_SIE); }
    8000092c:	9bf5                	and	a5,a5,-3
CSR_ACCESSORS(sstatus, sstatus)
    8000092e:	10079073          	csrw	sstatus,a5
  intr_off();
  panicking = 1;
    80000932:	4485                	li	s1,1
    80000934:	00008797          	auipc	a5,0x8
    80000938:	1e97a823          	sw	s1,496(a5) # 80008b24 <panicking>
  printf("panic: %s\n", s);
    8000093c:	00007517          	auipc	a0,0x7
    80000940:	75c50513          	add	a0,a0,1884 # 80008098 <etext+0x98>
    80000944:	00000097          	auipc	ra,0x0
    80000948:	f2c080e7          	jalr	-212(ra) # 80000870 <printf>
  panicked = 1;     // other harts freeze at their next output or tick
    8000094c:	00008797          	auipc	a5,0x8
    80000950:	1c97ae23          	sw	s1,476(a5) # 80008b28 <panicked>
  for(;;)
    80000954:	a001                	j	80000954 <panic+0x38>

0000000080000956 <printfinit>:
    ;
}

void
printfinit(void)
{
    80000956:	1141                	add	sp,sp,-16
    80000958:	e406                	sd	ra,8(sp)
    8000095a:	e022                	sd	s0,0(sp)
    8000095c:	0800                	add	s0,sp,16
  initlock(&printlock, "printf");
    8000095e:	00007597          	auipc	a1,0x7
    80000962:	74a58593          	add	a1,a1,1866 # 800080a8 <etext+0xa8>
    80000966:	00010517          	auipc	a0,0x10
    8000096a:	1ea50513          	add	a0,a0,490 # 80010b50 <printlock>
    8000096e:	00000097          	auipc	ra,0x0
    80000972:	856080e7          	jalr	-1962(ra) # 800001c4 <initlock>
}
    80000976:	60a2                	ld	ra,8(sp)
    80000978:	6402                	ld	s0,0(sp)
    8000097a:	0141                	add	sp,sp,16
    8000097c:	8082                	ret

000000008000097e <uartinit>:
  return (volatile uchar *)(UART0 + off);
}

void
uartinit(void)
{
    8000097e:	1141                	add	sp,sp,-16
    80000980:	e422                	sd	s0,8(sp)
    80000982:	0800                	add	s0,sp,16
  *uart_reg(UART_IER) = 0;
    80000984:	100007b7          	lui	a5,0x10000
    80000988:	000780a3          	sb	zero,1(a5) # 10000001 <_entry-0x6fffffff>
  *uart_reg(UART_LCR) = LCR_DLAB;
    8000098c:	f8000713          	li	a4,-128
    80000990:	00e781a3          	sb	a4,3(a5)
  *uart_reg(UART_DLL) = 3;          // 38400 baud; QEMU ignores it anyway
    80000994:	470d                	li	a4,3
    80000996:	00e78023          	sb	a4,0(a5)
  *uart_reg(UART_DLM) = 0;
    8000099a:	000780a3          	sb	zero,1(a5)
  *uart_reg(UART_LCR) = LCR_8N1;
    8000099e:	00e781a3          	sb	a4,3(a5)
  *uart_reg(UART_FCR) = FCR_FIFO_RESET;
    800009a2:	471d                	li	a4,7
    800009a4:	00e78123          	sb	a4,2(a5)
  *uart_reg(UART_IER) = IER_RX_ENABLE;
    800009a8:	4705                	li	a4,1
    800009aa:	00e780a3          	sb	a4,1(a5)
}
    800009ae:	6422                	ld	s0,8(sp)
    800009b0:	0141                	add	sp,sp,16
    800009b2:	8082                	ret

00000000800009b4 <uartputc_sync>:
// Send one byte, waiting until the UART can take it.  After a panic
// every other hart stops here for good, so the panic message stays
// the last thing on the console.
void
uartputc_sync(int c)
{
    800009b4:	1101                	add	sp,sp,-32
    800009b6:	ec06                	sd	ra,24(sp)
    800009b8:	e822                	sd	s0,16(sp)
    800009ba:	e426                	sd	s1,8(sp)
    800009bc:	1000                	add	s0,sp,32
    800009be:	84aa                	mv	s1,a0
  push_off();
    800009c0:	00000097          	auipc	ra,0x0
    800009c4:	848080e7          	jalr	-1976(ra) # 80000208 <push_off>
  if(panicked)
    800009c8:	00008797          	auipc	a5,0x8
    800009cc:	1607a783          	lw	a5,352(a5) # 80008b28 <panicked>
    for(;;)
      ;
  while((*uart_reg(UART_LSR) & LSR_TX_EMPTY) == 0)
    800009d0:	10000737          	lui	a4,0x10000
  if(panicked)
    800009d4:	c391                	beqz	a5,800009d8 <uartputc_sync+0x24>
    for(;;)
    800009d6:	a001                	j	800009d6 <uartputc_sync+0x22>
  while((*uart_reg(UART_LSR) & LSR_TX_EMPTY) == 0)
    800009d8:	00574783          	lbu	a5,5(a4) # 10000005 <_entry-0x6ffffffb>
    800009dc:	0207f793          	and	a5,a5,32
    800009e0:	dfe5                	beqz	a5,800009d8 <uartputc_sync+0x24>
    ;
  *uart_reg(UART_THR) = c;
    800009e2:	0ff4f513          	zext.b	a0,s1
    800009e6:	100007b7          	lui	a5,0x10000
    800009ea:	00a78023          	sb	a0,0(a5) # 10000000 <_entry-0x70000000>
  pop_off();
    800009ee:	00000097          	auipc	ra,0x0
    800009f2:	8a6080e7          	jalr	-1882(ra) # 80000294 <pop_off>
}
    800009f6:	60e2                	ld	ra,24(sp)
    800009f8:	6442                	ld	s0,16(sp)
    800009fa:	64a2                	ld	s1,8(sp)
    800009fc:	6105                	add	sp,sp,32
    800009fe:	8082                	ret

0000000080000a00 <uartintr>:

// The receive interrupt: hand every waiting byte to the console.
void
uartintr(void)
{
  while(*uart_reg(UART_LSR) & LSR_RX_READY)
    80000a00:	100007b7          	lui	a5,0x10000
    80000a04:	0057c783          	lbu	a5,5(a5) # 10000005 <_entry-0x6ffffffb>
    80000a08:	8b85                	and	a5,a5,1
    80000a0a:	c79d                	beqz	a5,80000a38 <uartintr+0x38>
{
    80000a0c:	1101                	add	sp,sp,-32
    80000a0e:	ec06                	sd	ra,24(sp)
    80000a10:	e822                	sd	s0,16(sp)
    80000a12:	e426                	sd	s1,8(sp)
    80000a14:	1000                	add	s0,sp,32
    consoleintr(*uart_reg(UART_RBR));
    80000a16:	100004b7          	lui	s1,0x10000
    80000a1a:	0004c503          	lbu	a0,0(s1) # 10000000 <_entry-0x70000000>
    80000a1e:	00000097          	auipc	ra,0x0
    80000a22:	214080e7          	jalr	532(ra) # 80000c32 <consoleintr>
  while(*uart_reg(UART_LSR) & LSR_RX_READY)
    80000a26:	0054c783          	lbu	a5,5(s1)
    80000a2a:	8b85                	and	a5,a5,1
    80000a2c:	f7fd                	bnez	a5,80000a1a <uartintr+0x1a>
}
    80000a2e:	60e2                	ld	ra,24(sp)
    80000a30:	6442                	ld	s0,16(sp)
    80000a32:	64a2                	ld	s1,8(sp)
    80000a34:	6105                	add	sp,sp,32
    80000a36:	8082                	ret
    80000a38:	8082                	ret

0000000080000a3a <consolewrite>:
}

// write() on the console.
static int
consolewrite(int user_src, uint64 src, int n)
{
    80000a3a:	715d                	add	sp,sp,-80
    80000a3c:	e486                	sd	ra,72(sp)
    80000a3e:	e0a2                	sd	s0,64(sp)
    80000a40:	fc26                	sd	s1,56(sp)
    80000a42:	f84a                	sd	s2,48(sp)
    80000a44:	f44e                	sd	s3,40(sp)
    80000a46:	f052                	sd	s4,32(sp)
    80000a48:	ec56                	sd	s5,24(sp)
    80000a4a:	0880                	add	s0,sp,80
  char c;
  int i;

  for(i = 0; i < n; i++){
    80000a4c:	04c05763          	blez	a2,80000a9a <consolewrite+0x60>
    80000a50:	8a2a                	mv	s4,a0
    80000a52:	84ae                	mv	s1,a1
    80000a54:	89b2                	mv	s3,a2
    80000a56:	4901                	li	s2,0
    if(either_copyin(&c, user_src, src + i, 1) == -1)
    80000a58:	5afd                	li	s5,-1
    80000a5a:	4685                	li	a3,1
    80000a5c:	8626                	mv	a2,s1
    80000a5e:	85d2                	mv	a1,s4
    80000a60:	fbf40513          	add	a0,s0,-65
    80000a64:	00002097          	auipc	ra,0x2
    80000a68:	a02080e7          	jalr	-1534(ra) # 80002466 <either_copyin>
    80000a6c:	01550d63          	beq	a0,s5,80000a86 <consolewrite+0x4c>
      break;
    uartputc_sync(c);
    80000a70:	fbf44503          	lbu	a0,-65(s0)
    80000a74:	00000097          	auipc	ra,0x0
    80000a78:	f40080e7          	jalr	-192(ra) # 800009b4 <uartputc_sync>
  for(i = 0; i < n; i++){
    80000a7c:	2905                	addw	s2,s2,1
    80000a7e:	0485                	add	s1,s1,1
    80000a80:	fd299de3          	bne	s3,s2,80000a5a <consolewrite+0x20>
    80000a84:	894e                	mv	s2,s3
  }
  return i;
}
    80000a86:	854a                	mv	a0,s2
    80000a88:	60a6                	ld	ra,72(sp)
    80000a8a:	6406                	ld	s0,64(sp)
    80000a8c:	74e2                	ld	s1,56(sp)
    80000a8e:	7942                	ld	s2,48(sp)
    80000a90:	79a2                	ld	s3,40(sp)
    80000a92:	7a02                	ld	s4,32(sp)
    80000a94:	6ae2                	ld	s5,24(sp)
    80000a96:	6161                	add	sp,sp,80
    80000a98:	8082                	ret
  for(i = 0; i < n; i++){
    80000a9a:	4901                	li	s2,0
    80000a9c:	b7ed                	j	80000a86 <consolewrite+0x4c>

0000000080000a9e <consoleread>:
// read() on the console: waits for a whole line, returns at most n bytes.
// A ^D ends the read; if it came after some bytes it is kept for the
// next read, which then returns 0 (end of file).
static int
consoleread(int user_dst, uint64 dst, int n)
{
    80000a9e:	715d                	add	sp,sp,-80
    80000aa0:	e486                	sd	ra,72(sp)
    80000aa2:	e0a2                	sd	s0,64(sp)
    80000aa4:	fc26                	sd	s1,56(sp)
    80000aa6:	f84a                	sd	s2,48(sp)
    80000aa8:	f44e                	sd	s3,40(sp)
    80000aaa:	f052                	sd	s4,32(sp)
    80000aac:	ec56                	sd	s5,24(sp)
    80000aae:	e85a                	sd	s6,16(sp)
    80000ab0:	0880                	add	s0,sp,80
    80000ab2:	8b2a                	mv	s6,a0
    80000ab4:	89ae                	mv	s3,a1
    80000ab6:	8ab2                	mv	s5,a2
  int got = 0;

  acquire(&cons.lock);
    80000ab8:	00010517          	auipc	a0,0x10
    80000abc:	0b050513          	add	a0,a0,176 # 80010b68 <cons>
    80000ac0:	fffff097          	auipc	ra,0xfffff
    80000ac4:	780080e7          	jalr	1920(ra) # 80000240 <acquire>
  int got = 0;
    80000ac8:	4a01                	li	s4,0
  while(got < n){
    while(cons.consumed == cons.committed){
    80000aca:	00010497          	auipc	s1,0x10
    80000ace:	09e48493          	add	s1,s1,158 # 80010b68 <cons>
      if(killed(myproc())){
        release(&cons.lock);
        return -1;
      }
      sleep(&cons.committed, &cons.lock);
    80000ad2:	00010917          	auipc	s2,0x10
    80000ad6:	13290913          	add	s2,s2,306 # 80010c04 <cons+0x9c>
  while(got < n){
    80000ada:	09505663          	blez	s5,80000b66 <consoleread+0xc8>
    while(cons.consumed == cons.committed){
    80000ade:	0984a783          	lw	a5,152(s1)
    80000ae2:	09c4a703          	lw	a4,156(s1)
    80000ae6:	02f71763          	bne	a4,a5,80000b14 <consoleread+0x76>
      if(killed(myproc())){
    80000aea:	00001097          	auipc	ra,0x1
    80000aee:	e9a080e7          	jalr	-358(ra) # 80001984 <myproc>
    80000af2:	00001097          	auipc	ra,0x1
    80000af6:	7c4080e7          	jalr	1988(ra) # 800022b6 <killed>
    80000afa:	ed3d                	bnez	a0,80000b78 <consoleread+0xda>
      sleep(&cons.committed, &cons.lock);
    80000afc:	85a6                	mv	a1,s1
    80000afe:	854a                	mv	a0,s2
    80000b00:	00001097          	auipc	ra,0x1
    80000b04:	504080e7          	jalr	1284(ra) # 80002004 <sleep>
    while(cons.consumed == cons.committed){
    80000b08:	0984a783          	lw	a5,152(s1)
    80000b0c:	09c4a703          	lw	a4,156(s1)
    80000b10:	fcf70de3          	beq	a4,a5,80000aea <consoleread+0x4c>
    }
    char c = cons.buf[cons.consumed % INPUT_BUF];
    80000b14:	07f7f693          	and	a3,a5,127
    80000b18:	00010717          	auipc	a4,0x10
    80000b1c:	05070713          	add	a4,a4,80 # 80010b68 <cons>
    80000b20:	9736                	add	a4,a4,a3
    80000b22:	01874703          	lbu	a4,24(a4)
    80000b26:	fae40fa3          	sb	a4,-65(s0)
    if(c == CTRL('D')){
    80000b2a:	4691                	li	a3,4
    80000b2c:	06d70a63          	beq	a4,a3,80000ba0 <consoleread+0x102>
      if(got == 0)
        cons.consumed++;
      break;
    }
    cons.consumed++;
    80000b30:	2785                	addw	a5,a5,1
    80000b32:	00010717          	auipc	a4,0x10
    80000b36:	0cf72723          	sw	a5,206(a4) # 80010c00 <cons+0x98>
    if(either_copyout(user_dst, dst + got, &c, 1) == -1)
    80000b3a:	4685                	li	a3,1
    80000b3c:	fbf40613          	add	a2,s0,-65
    80000b40:	85ce                	mv	a1,s3
    80000b42:	855a                	mv	a0,s6
    80000b44:	00002097          	auipc	ra,0x2
    80000b48:	8cc080e7          	jalr	-1844(ra) # 80002410 <either_copyout>
    80000b4c:	57fd                	li	a5,-1
    80000b4e:	00f50c63          	beq	a0,a5,80000b66 <consoleread+0xc8>
      break;
    got++;
    80000b52:	2a05                	addw	s4,s4,1
    if(c == '\n')
    80000b54:	fbf44703          	lbu	a4,-65(s0)
    80000b58:	47a9                	li	a5,10
    80000b5a:	00f70663          	beq	a4,a5,80000b66 <consoleread+0xc8>
  while(got < n){
    80000b5e:	0985                	add	s3,s3,1
    80000b60:	f74a9fe3          	bne	s5,s4,80000ade <consoleread+0x40>
    got++;
    80000b64:	8a56                	mv	s4,s5
      break;
  }
  release(&cons.lock);
    80000b66:	00010517          	auipc	a0,0x10
    80000b6a:	00250513          	add	a0,a0,2 # 80010b68 <cons>
    80000b6e:	fffff097          	auipc	ra,0xfffff
    80000b72:	786080e7          	jalr	1926(ra) # 800002f4 <release>
  return got;
    80000b76:	a811                	j	80000b8a <consoleread+0xec>
        release(&cons.lock);
    80000b78:	00010517          	auipc	a0,0x10
    80000b7c:	ff050513          	add	a0,a0,-16 # 80010b68 <cons>
    80000b80:	fffff097          	auipc	ra,0xfffff
    80000b84:	774080e7          	jalr	1908(ra) # 800002f4 <release>
        return -1;
    80000b88:	5a7d                	li	s4,-1
}
    80000b8a:	8552                	mv	a0,s4
    80000b8c:	60a6                	ld	ra,72(sp)
    80000b8e:	6406                	ld	s0,64(sp)
    80000b90:	74e2                	ld	s1,56(sp)
    80000b92:	7942                	ld	s2,48(sp)
    80000b94:	79a2                	ld	s3,40(sp)
    80000b96:	7a02                	ld	s4,32(sp)
    80000b98:	6ae2                	ld	s5,24(sp)
    80000b9a:	6b42                	ld	s6,16(sp)
    80000b9c:	6161                	add	sp,sp,80
    80000b9e:	8082                	ret
      if(got == 0)
    80000ba0:	fc0a13e3          	bnez	s4,80000b66 <consoleread+0xc8>
        cons.consumed++;
    80000ba4:	2785                	addw	a5,a5,1
    80000ba6:	00010717          	auipc	a4,0x10
    80000baa:	04f72d23          	sw	a5,90(a4) # 80010c00 <cons+0x98>
    80000bae:	bf65                	j	80000b66 <consoleread+0xc8>

0000000080000bb0 <consputc>:
{
    80000bb0:	1141                	add	sp,sp,-16
    80000bb2:	e406                	sd	ra,8(sp)
    80000bb4:	e022                	sd	s0,0(sp)
    80000bb6:	0800                	add	s0,sp,16
  if(c == BACKSPACE){
    80000bb8:	10000793          	li	a5,256
    80000bbc:	00f50a63          	beq	a0,a5,80000bd0 <consputc+0x20>
    uartputc_sync(c);
    80000bc0:	00000097          	auipc	ra,0x0
    80000bc4:	df4080e7          	jalr	-524(ra) # 800009b4 <uartputc_sync>
}
    80000bc8:	60a2                	ld	ra,8(sp)
    80000bca:	6402                	ld	s0,0(sp)
    80000bcc:	0141                	add	sp,sp,16
    80000bce:	8082                	ret
    uartputc_sync('\b');
    80000bd0:	4521                	li	a0,8
    80000bd2:	00000097          	auipc	ra,0x0
    80000bd6:	de2080e7          	jalr	-542(ra) # 800009b4 <uartputc_sync>
    uartputc_sync(' ');
    80000bda:	02000513          	li	a0,32
    80000bde:	00000097          	auipc	ra,0x0
    80000be2:	dd6080e7          	jalr	-554(ra) # 800009b4 <uartputc_sync>
    uartputc_sync('\b');
    80000be6:	4521                	li	a0,8
    80000be8:	00000097          	auipc	ra,0x0
    80000bec:	dcc080e7          	jalr	-564(ra) # 800009b4 <uartputc_sync>
    80000bf0:	bfe1                	j	80000bc8 <consputc+0x18>

0000000080000bf2 <erase_one>:

// Erase the last character of the line being typed, if any.
static int
erase_one(void)
{
  if(cons.edit == cons.committed)
    80000bf2:	00010717          	auipc	a4,0x10
    80000bf6:	f7670713          	add	a4,a4,-138 # 80010b68 <cons>
    80000bfa:	0a072783          	lw	a5,160(a4)
    80000bfe:	09c72703          	lw	a4,156(a4)
    return 0;
    80000c02:	4501                	li	a0,0
  if(cons.edit == cons.committed)
    80000c04:	02f70663          	beq	a4,a5,80000c30 <erase_one+0x3e>
{
    80000c08:	1141                	add	sp,sp,-16
    80000c0a:	e406                	sd	ra,8(sp)
    80000c0c:	e022                	sd	s0,0(sp)
    80000c0e:	0800                	add	s0,sp,16
  cons.edit--;
    80000c10:	37fd                	addw	a5,a5,-1
    80000c12:	00010717          	auipc	a4,0x10
    80000c16:	fef72b23          	sw	a5,-10(a4) # 80010c08 <cons+0xa0>
  consputc(BACKSPACE);
    80000c1a:	10000513          	li	a0,256
    80000c1e:	00000097          	auipc	ra,0x0
    80000c22:	f92080e7          	jalr	-110(ra) # 80000bb0 <consputc>
  return 1;
    80000c26:	4505                	li	a0,1
}
    80000c28:	60a2                	ld	ra,8(sp)
    80000c2a:	6402                	ld	s0,0(sp)
    80000c2c:	0141                	add	sp,sp,16
    80000c2e:	8082                	ret
    80000c30:	8082                	ret

0000000080000c32 <consoleintr>:

// The UART's receive interrupt calls this for every byte typed.
void
consoleintr(int c)
{
    80000c32:	1101                	add	sp,sp,-32
    80000c34:	ec06                	sd	ra,24(sp)
    80000c36:	e822                	sd	s0,16(sp)
    80000c38:	e426                	sd	s1,8(sp)
    80000c3a:	1000                	add	s0,sp,32
    80000c3c:	84aa                	mv	s1,a0
  acquire(&cons.lock);
    80000c3e:	00010517          	auipc	a0,0x10
    80000c42:	f2a50513          	add	a0,a0,-214 # 80010b68 <cons>
    80000c46:	fffff097          	auipc	ra,0xfffff
    80000c4a:	5fa080e7          	jalr	1530(ra) # 80000240 <acquire>
  switch(c){
    80000c4e:	47d5                	li	a5,21
    80000c50:	0af48663          	beq	s1,a5,80000cfc <consoleintr+0xca>
    80000c54:	0297c963          	blt	a5,s1,80000c86 <consoleintr+0x54>
    80000c58:	47a1                	li	a5,8
    80000c5a:	0af48763          	beq	s1,a5,80000d08 <consoleintr+0xd6>
    80000c5e:	47c1                	li	a5,16
    80000c60:	0af49963          	bne	s1,a5,80000d12 <consoleintr+0xe0>
  case CTRL('P'):
    procdump();
    80000c64:	00002097          	auipc	ra,0x2
    80000c68:	856080e7          	jalr	-1962(ra) # 800024ba <procdump>
      cons.committed = cons.edit;
      wakeup(&cons.committed);
    }
    break;
  }
  release(&cons.lock);
    80000c6c:	00010517          	auipc	a0,0x10
    80000c70:	efc50513          	add	a0,a0,-260 # 80010b68 <cons>
    80000c74:	fffff097          	auipc	ra,0xfffff
    80000c78:	680080e7          	jalr	1664(ra) # 800002f4 <release>
}
    80000c7c:	60e2                	ld	ra,24(sp)
    80000c7e:	6442                	ld	s0,16(sp)
    80000c80:	64a2                	ld	s1,8(sp)
    80000c82:	6105                	add	sp,sp,32
    80000c84:	8082                	ret
  switch(c){
    80000c86:	07f00793          	li	a5,127
    80000c8a:	06f48f63          	beq	s1,a5,80000d08 <consoleintr+0xd6>
    if(c == 0 || cons.edit - cons.consumed >= INPUT_BUF)
    80000c8e:	00010797          	auipc	a5,0x10
    80000c92:	eda78793          	add	a5,a5,-294 # 80010b68 <cons>
    80000c96:	0a07a703          	lw	a4,160(a5)
    80000c9a:	0987a783          	lw	a5,152(a5)
    80000c9e:	40f707bb          	subw	a5,a4,a5
    80000ca2:	07f00693          	li	a3,127
    80000ca6:	fcf6e3e3          	bltu	a3,a5,80000c6c <consoleintr+0x3a>
    if(c == '\r')
    80000caa:	47b5                	li	a5,13
    80000cac:	0af48263          	beq	s1,a5,80000d50 <consoleintr+0x11e>
    if(c != CTRL('D'))
    80000cb0:	4791                	li	a5,4
    80000cb2:	06f48263          	beq	s1,a5,80000d16 <consoleintr+0xe4>
      consputc(c);
    80000cb6:	8526                	mv	a0,s1
    80000cb8:	00000097          	auipc	ra,0x0
    80000cbc:	ef8080e7          	jalr	-264(ra) # 80000bb0 <consputc>
    cons.buf[cons.edit++ % INPUT_BUF] = c;
    80000cc0:	00010797          	auipc	a5,0x10
    80000cc4:	ea878793          	add	a5,a5,-344 # 80010b68 <cons>
    80000cc8:	0a07a683          	lw	a3,160(a5)
    80000ccc:	0016871b          	addw	a4,a3,1
    80000cd0:	0007061b          	sext.w	a2,a4
    80000cd4:	0ae7a023          	sw	a4,160(a5)
    80000cd8:	07f6f693          	and	a3,a3,127
    80000cdc:	97b6                	add	a5,a5,a3
    80000cde:	00978c23          	sb	s1,24(a5)
    if(c == '\n' || c == CTRL('D') || cons.edit - cons.consumed == INPUT_BUF){
    80000ce2:	47a9                	li	a5,10
    80000ce4:	04f48963          	beq	s1,a5,80000d36 <consoleintr+0x104>
    80000ce8:	00010797          	auipc	a5,0x10
    80000cec:	f187a783          	lw	a5,-232(a5) # 80010c00 <cons+0x98>
    80000cf0:	9f1d                	subw	a4,a4,a5
    80000cf2:	08000793          	li	a5,128
    80000cf6:	f6f71be3          	bne	a4,a5,80000c6c <consoleintr+0x3a>
    80000cfa:	a835                	j	80000d36 <consoleintr+0x104>
    while(erase_one())
    80000cfc:	00000097          	auipc	ra,0x0
    80000d00:	ef6080e7          	jalr	-266(ra) # 80000bf2 <erase_one>
    80000d04:	fd65                	bnez	a0,80000cfc <consoleintr+0xca>
    80000d06:	b79d                	j	80000c6c <consoleintr+0x3a>
    erase_one();
    80000d08:	00000097          	auipc	ra,0x0
    80000d0c:	eea080e7          	jalr	-278(ra) # 80000bf2 <erase_one>
    break;
    80000d10:	bfb1                	j	80000c6c <consoleintr+0x3a>
    if(c == 0 || cons.edit - cons.consumed >= INPUT_BUF)
    80000d12:	dca9                	beqz	s1,80000c6c <consoleintr+0x3a>
    80000d14:	bfad                	j	80000c8e <consoleintr+0x5c>
    cons.buf[cons.edit++ % INPUT_BUF] = c;
    80000d16:	0017069b          	addw	a3,a4,1
    80000d1a:	0006861b          	sext.w	a2,a3
    80000d1e:	00010797          	auipc	a5,0x10
    80000d22:	e4a78793          	add	a5,a5,-438 # 80010b68 <cons>
    80000d26:	0ad7a023          	sw	a3,160(a5)
    80000d2a:	07f77713          	and	a4,a4,127
    80000d2e:	97ba                	add	a5,a5,a4
    80000d30:	4711                	li	a4,4
    80000d32:	00e78c23          	sb	a4,24(a5)
      cons.committed = cons.edit;
    80000d36:	00010797          	auipc	a5,0x10
    80000d3a:	ecc7a723          	sw	a2,-306(a5) # 80010c04 <cons+0x9c>
      wakeup(&cons.committed);
    80000d3e:	00010517          	auipc	a0,0x10
    80000d42:	ec650513          	add	a0,a0,-314 # 80010c04 <cons+0x9c>
    80000d46:	00001097          	auipc	ra,0x1
    80000d4a:	322080e7          	jalr	802(ra) # 80002068 <wakeup>
    80000d4e:	bf39                	j	80000c6c <consoleintr+0x3a>
      consputc(c);
    80000d50:	4529                	li	a0,10
    80000d52:	00000097          	auipc	ra,0x0
    80000d56:	e5e080e7          	jalr	-418(ra) # 80000bb0 <consputc>
    cons.buf[cons.edit++ % INPUT_BUF] = c;
    80000d5a:	00010797          	auipc	a5,0x10
    80000d5e:	e0e78793          	add	a5,a5,-498 # 80010b68 <cons>
    80000d62:	0a07a703          	lw	a4,160(a5)
    80000d66:	0017069b          	addw	a3,a4,1
    80000d6a:	0006861b          	sext.w	a2,a3
    80000d6e:	0ad7a023          	sw	a3,160(a5)
    80000d72:	07f77713          	and	a4,a4,127
    80000d76:	97ba                	add	a5,a5,a4
    80000d78:	4729                	li	a4,10
    80000d7a:	00e78c23          	sb	a4,24(a5)
    if(c == '\n' || c == CTRL('D') || cons.edit - cons.consumed == INPUT_BUF){
    80000d7e:	bf65                	j	80000d36 <consoleintr+0x104>

0000000080000d80 <consoleinit>:

void
consoleinit(void)
{
    80000d80:	1141                	add	sp,sp,-16
    80000d82:	e406                	sd	ra,8(sp)
    80000d84:	e022                	sd	s0,0(sp)
    80000d86:	0800                	add	s0,sp,16
  initlock(&cons.lock, "cons");
    80000d88:	00007597          	auipc	a1,0x7
    80000d8c:	39858593          	add	a1,a1,920 # 80008120 <hexdigits+0x18>
    80000d90:	00010517          	auipc	a0,0x10
    80000d94:	dd850513          	add	a0,a0,-552 # 80010b68 <cons>
    80000d98:	fffff097          	auipc	ra,0xfffff
    80000d9c:	42c080e7          	jalr	1068(ra) # 800001c4 <initlock>
  uartinit();
    80000da0:	00000097          	auipc	ra,0x0
    80000da4:	bde080e7          	jalr	-1058(ra) # 8000097e <uartinit>
  devsw[CONSOLE].read = consoleread;
    80000da8:	00020797          	auipc	a5,0x20
    80000dac:	db878793          	add	a5,a5,-584 # 80020b60 <devsw>
    80000db0:	00000717          	auipc	a4,0x0
    80000db4:	cee70713          	add	a4,a4,-786 # 80000a9e <consoleread>
    80000db8:	eb98                	sd	a4,16(a5)
  devsw[CONSOLE].write = consolewrite;
    80000dba:	00000717          	auipc	a4,0x0
    80000dbe:	c8070713          	add	a4,a4,-896 # 80000a3a <consolewrite>
    80000dc2:	ef98                	sd	a4,24(a5)
}
    80000dc4:	60a2                	ld	ra,8(sp)
    80000dc6:	6402                	ld	s0,0(sp)
    80000dc8:	0141                	add	sp,sp,16
    80000dca:	8082                	ret

0000000080000dcc <plicinit>:

#define PLIC_REG(addr) (*(volatile uint32 *)(addr))

void
plicinit(void)
{
    80000dcc:	1141                	add	sp,sp,-16
    80000dce:	e422                	sd	s0,8(sp)
    80000dd0:	0800                	add	s0,sp,16
  PLIC_REG(PLIC_PRIORITY + 4 * UART0_IRQ) = 1;
    80000dd2:	0c0007b7          	lui	a5,0xc000
    80000dd6:	4705                	li	a4,1
    80000dd8:	d798                	sw	a4,40(a5)
  PLIC_REG(PLIC_PRIORITY + 4 * VIRTIO0_IRQ) = 1;
    80000dda:	c3d8                	sw	a4,4(a5)
}
    80000ddc:	6422                	ld	s0,8(sp)
    80000dde:	0141                	add	sp,sp,16
    80000de0:	8082                	ret

0000000080000de2 <plicinithart>:

void
plicinithart(void)
{
    80000de2:	1141                	add	sp,sp,-16
    80000de4:	e406                	sd	ra,8(sp)
    80000de6:	e022                	sd	s0,0(sp)
    80000de8:	0800                	add	s0,sp,16
  int hart = cpuid();
    80000dea:	00001097          	auipc	ra,0x1
    80000dee:	b66080e7          	jalr	-1178(ra) # 80001950 <cpuid>

  PLIC_REG(PLIC_SENABLE(hart)) = (1 << UART0_IRQ) | (1 << VIRTIO0_IRQ);
    80000df2:	0085179b          	sllw	a5,a0,0x8
    80000df6:	0c002737          	lui	a4,0xc002
    80000dfa:	08070713          	add	a4,a4,128 # c002080 <_entry-0x73ffdf80>
    80000dfe:	97ba                	add	a5,a5,a4
    80000e00:	40200713          	li	a4,1026
    80000e04:	c398                	sw	a4,0(a5)
  PLIC_REG(PLIC_SPRIORITY(hart)) = 0;
    80000e06:	00d5151b          	sllw	a0,a0,0xd
    80000e0a:	0c2017b7          	lui	a5,0xc201
    80000e0e:	953e                	add	a0,a0,a5
    80000e10:	00052023          	sw	zero,0(a0)
}
    80000e14:	60a2                	ld	ra,8(sp)
    80000e16:	6402                	ld	s0,0(sp)
    80000e18:	0141                	add	sp,sp,16
    80000e1a:	8082                	ret

0000000080000e1c <plic_claim>:

// The highest-priority pending interrupt for this hart, or 0.
int
plic_claim(void)
{
    80000e1c:	1141                	add	sp,sp,-16
    80000e1e:	e406                	sd	ra,8(sp)
    80000e20:	e022                	sd	s0,0(sp)
    80000e22:	0800                	add	s0,sp,16
  return PLIC_REG(PLIC_SCLAIM(cpuid()));
    80000e24:	00001097          	auipc	ra,0x1
    80000e28:	b2c080e7          	jalr	-1236(ra) # 80001950 <cpuid>
    80000e2c:	00d5151b          	sllw	a0,a0,0xd
    80000e30:	0c2017b7          	lui	a5,0xc201
    80000e34:	0791                	add	a5,a5,4 # c201004 <_entry-0x73dfeffc>
    80000e36:	953e                	add	a0,a0,a5
    80000e38:	4108                	lw	a0,0(a0)
}
    80000e3a:	60a2                	ld	ra,8(sp)
    80000e3c:	6402                	ld	s0,0(sp)
    80000e3e:	0141                	add	sp,sp,16
    80000e40:	8082                	ret

0000000080000e42 <plic_complete>:

void
plic_complete(int irq)
{
    80000e42:	1101                	add	sp,sp,-32
    80000e44:	ec06                	sd	ra,24(sp)
    80000e46:	e822                	sd	s0,16(sp)
    80000e48:	e426                	sd	s1,8(sp)
    80000e4a:	1000                	add	s0,sp,32
    80000e4c:	84aa                	mv	s1,a0
  PLIC_REG(PLIC_SCLAIM(cpuid())) = irq;
    80000e4e:	00001097          	auipc	ra,0x1
    80000e52:	b02080e7          	jalr	-1278(ra) # 80001950 <cpuid>
    80000e56:	00d5179b          	sllw	a5,a0,0xd
    80000e5a:	0c201737          	lui	a4,0xc201
    80000e5e:	0711                	add	a4,a4,4 # c201004 <_entry-0x73dfeffc>
    80000e60:	97ba                	add	a5,a5,a4
    80000e62:	2481                	sext.w	s1,s1
    80000e64:	c384                	sw	s1,0(a5)
}
    80000e66:	60e2                	ld	ra,24(sp)
    80000e68:	6442                	ld	s0,16(sp)
    80000e6a:	64a2                	ld	s1,8(sp)
    80000e6c:	6105                	add	sp,sp,32
    80000e6e:	8082                	ret

0000000080000e70 <kfree>:
}

// Give back the page at pa, which kalloc returned earlier.
void
kfree(void *pa)
{
    80000e70:	1101                	add	sp,sp,-32
    80000e72:	ec06                	sd	ra,24(sp)
    80000e74:	e822                	sd	s0,16(sp)
    80000e76:	e426                	sd	s1,8(sp)
    80000e78:	e04a                	sd	s2,0(sp)
    80000e7a:	1000                	add	s0,sp,32
  struct freepage *page = pa;

  if((uint64)pa % PGSIZE != 0 || (char *)pa < end || (uint64)pa >= PHYSTOP)
    80000e7c:	03451793          	sll	a5,a0,0x34
    80000e80:	ebb9                	bnez	a5,80000ed6 <kfree+0x66>
    80000e82:	84aa                	mv	s1,a0
    80000e84:	00021797          	auipc	a5,0x21
    80000e88:	d3478793          	add	a5,a5,-716 # 80021bb8 <end>
    80000e8c:	04f56563          	bltu	a0,a5,80000ed6 <kfree+0x66>
    80000e90:	47c5                	li	a5,17
    80000e92:	07ee                	sll	a5,a5,0x1b
    80000e94:	04f57163          	bgeu	a0,a5,80000ed6 <kfree+0x66>
    panic("kfree: not a page");
  memset(pa, 0x01, PGSIZE);
    80000e98:	6605                	lui	a2,0x1
    80000e9a:	4585                	li	a1,1
    80000e9c:	fffff097          	auipc	ra,0xfffff
    80000ea0:	5b0080e7          	jalr	1456(ra) # 8000044c <memset>

  acquire(&kmem.lock);
    80000ea4:	00010917          	auipc	s2,0x10
    80000ea8:	d6c90913          	add	s2,s2,-660 # 80010c10 <kmem>
    80000eac:	854a                	mv	a0,s2
    80000eae:	fffff097          	auipc	ra,0xfffff
    80000eb2:	392080e7          	jalr	914(ra) # 80000240 <acquire>
  page->next = kmem.head;
    80000eb6:	01893783          	ld	a5,24(s2)
    80000eba:	e09c                	sd	a5,0(s1)
  kmem.head = page;
    80000ebc:	00993c23          	sd	s1,24(s2)
  release(&kmem.lock);
    80000ec0:	854a                	mv	a0,s2
    80000ec2:	fffff097          	auipc	ra,0xfffff
    80000ec6:	432080e7          	jalr	1074(ra) # 800002f4 <release>
}
    80000eca:	60e2                	ld	ra,24(sp)
    80000ecc:	6442                	ld	s0,16(sp)
    80000ece:	64a2                	ld	s1,8(sp)
    80000ed0:	6902                	ld	s2,0(sp)
    80000ed2:	6105                	add	sp,sp,32
    80000ed4:	8082                	ret
    panic("kfree: not a page");
    80000ed6:	00007517          	auipc	a0,0x7
    80000eda:	25250513          	add	a0,a0,594 # 80008128 <hexdigits+0x20>
    80000ede:	00000097          	auipc	ra,0x0
    80000ee2:	a3e080e7          	jalr	-1474(ra) # 8000091c <panic>

0000000080000ee6 <kinit>:
{
    80000ee6:	7179                	add	sp,sp,-48
    80000ee8:	f406                	sd	ra,40(sp)
    80000eea:	f022                	sd	s0,32(sp)
    80000eec:	ec26                	sd	s1,24(sp)
    80000eee:	e84a                	sd	s2,16(sp)
    80000ef0:	e44e                	sd	s3,8(sp)
    80000ef2:	1800                	add	s0,sp,48
  initlock(&kmem.lock, "kmem");
    80000ef4:	00007597          	auipc	a1,0x7
    80000ef8:	24c58593          	add	a1,a1,588 # 80008140 <hexdigits+0x38>
    80000efc:	00010517          	auipc	a0,0x10
    80000f00:	d1450513          	add	a0,a0,-748 # 80010c10 <kmem>
    80000f04:	fffff097          	auipc	ra,0xfffff
    80000f08:	2c0080e7          	jalr	704(ra) # 800001c4 <initlock>
  for(uint64 pa = PGROUNDUP((uint64)end); pa + PGSIZE <= PHYSTOP; pa += PGSIZE)
    80000f0c:	00022497          	auipc	s1,0x22
    80000f10:	cab48493          	add	s1,s1,-853 # 80022bb7 <end+0xfff>
    80000f14:	77fd                	lui	a5,0xfffff
    80000f16:	8cfd                	and	s1,s1,a5
    80000f18:	6705                	lui	a4,0x1
    80000f1a:	9726                	add	a4,a4,s1
    80000f1c:	47c5                	li	a5,17
    80000f1e:	07ee                	sll	a5,a5,0x1b
    80000f20:	00e7ec63          	bltu	a5,a4,80000f38 <kinit+0x52>
    80000f24:	6985                	lui	s3,0x1
    80000f26:	893e                	mv	s2,a5
    kfree((void *)pa);
    80000f28:	8526                	mv	a0,s1
    80000f2a:	00000097          	auipc	ra,0x0
    80000f2e:	f46080e7          	jalr	-186(ra) # 80000e70 <kfree>
  for(uint64 pa = PGROUNDUP((uint64)end); pa + PGSIZE <= PHYSTOP; pa += PGSIZE)
    80000f32:	94ce                	add	s1,s1,s3
    80000f34:	ff249ae3          	bne	s1,s2,80000f28 <kinit+0x42>
}
    80000f38:	70a2                	ld	ra,40(sp)
    80000f3a:	7402                	ld	s0,32(sp)
    80000f3c:	64e2                	ld	s1,24(sp)
    80000f3e:	6942                	ld	s2,16(sp)
    80000f40:	69a2                	ld	s3,8(sp)
    80000f42:	6145                	add	sp,sp,48
    80000f44:	8082                	ret

0000000080000f46 <kalloc>:

// A free page, or 0 if memory is exhausted.
void *
kalloc(void)
{
    80000f46:	1101                	add	sp,sp,-32
    80000f48:	ec06                	sd	ra,24(sp)
    80000f4a:	e822                	sd	s0,16(sp)
    80000f4c:	e426                	sd	s1,8(sp)
    80000f4e:	1000                	add	s0,sp,32
  struct freepage *page;

  acquire(&kmem.lock);
    80000f50:	00010497          	auipc	s1,0x10
    80000f54:	cc048493          	add	s1,s1,-832 # 80010c10 <kmem>
    80000f58:	8526                	mv	a0,s1
    80000f5a:	fffff097          	auipc	ra,0xfffff
    80000f5e:	2e6080e7          	jalr	742(ra) # 80000240 <acquire>
  page = kmem.head;
    80000f62:	6c84                	ld	s1,24(s1)
  if(page)
    80000f64:	c885                	beqz	s1,80000f94 <kalloc+0x4e>
    kmem.head = page->next;
    80000f66:	609c                	ld	a5,0(s1)
    80000f68:	00010517          	auipc	a0,0x10
    80000f6c:	ca850513          	add	a0,a0,-856 # 80010c10 <kmem>
    80000f70:	ed1c                	sd	a5,24(a0)
  release(&kmem.lock);
    80000f72:	fffff097          	auipc	ra,0xfffff
    80000f76:	382080e7          	jalr	898(ra) # 800002f4 <release>

  if(page)
    memset(page, 0x05, PGSIZE);
    80000f7a:	6605                	lui	a2,0x1
    80000f7c:	4595                	li	a1,5
    80000f7e:	8526                	mv	a0,s1
    80000f80:	fffff097          	auipc	ra,0xfffff
    80000f84:	4cc080e7          	jalr	1228(ra) # 8000044c <memset>
  return page;
}
    80000f88:	8526                	mv	a0,s1
    80000f8a:	60e2                	ld	ra,24(sp)
    80000f8c:	6442                	ld	s0,16(sp)
    80000f8e:	64a2                	ld	s1,8(sp)
    80000f90:	6105                	add	sp,sp,32
    80000f92:	8082                	ret
  release(&kmem.lock);
    80000f94:	00010517          	auipc	a0,0x10
    80000f98:	c7c50513          	add	a0,a0,-900 # 80010c10 <kmem>
    80000f9c:	fffff097          	auipc	ra,0xfffff
    80000fa0:	358080e7          	jalr	856(ra) # 800002f4 <release>
  if(page)
    80000fa4:	b7d5                	j	80000f88 <kalloc+0x42>

0000000080000fa6 <freewalk>:
}

// Free the page-table pages below pagetable; leaves must be gone.
static void
freewalk(pagetable_t pagetable)
{
    80000fa6:	7179                	add	sp,sp,-48
    80000fa8:	f406                	sd	ra,40(sp)
    80000faa:	f022                	sd	s0,32(sp)
    80000fac:	ec26                	sd	s1,24(sp)
    80000fae:	e84a                	sd	s2,16(sp)
    80000fb0:	e44e                	sd	s3,8(sp)
    80000fb2:	e052                	sd	s4,0(sp)
    80000fb4:	1800                	add	s0,sp,48
    80000fb6:	8a2a                	mv	s4,a0
  for(int i = 0; i < 512; i++){
    80000fb8:	84aa                	mv	s1,a0
    80000fba:	6905                	lui	s2,0x1
    80000fbc:	992a                	add	s2,s2,a0
    80000fbe:	a821                	j	80000fd6 <freewalk+0x30>
    pte_t pte = pagetable[i];
    if((pte & PTE_V) == 0)
      continue;
    if(pte & (PTE_R | PTE_W | PTE_X))
      panic("freewalk: leaf still mapped");
    80000fc0:	00007517          	auipc	a0,0x7
    80000fc4:	18850513          	add	a0,a0,392 # 80008148 <hexdigits+0x40>
    80000fc8:	00000097          	auipc	ra,0x0
    80000fcc:	954080e7          	jalr	-1708(ra) # 8000091c <panic>
  for(int i = 0; i < 512; i++){
    80000fd0:	04a1                	add	s1,s1,8
    80000fd2:	03248363          	beq	s1,s2,80000ff8 <freewalk+0x52>
    pte_t pte = pagetable[i];
    80000fd6:	609c                	ld	a5,0(s1)
    if((pte & PTE_V) == 0)
    80000fd8:	0017f713          	and	a4,a5,1
    80000fdc:	db75                	beqz	a4,80000fd0 <freewalk+0x2a>
    if(pte & (PTE_R | PTE_W | PTE_X))
    80000fde:	00e7f713          	and	a4,a5,14
    80000fe2:	ff79                	bnez	a4,80000fc0 <freewalk+0x1a>
    freewalk((pagetable_t)PTE2PA(pte));
    80000fe4:	83a9                	srl	a5,a5,0xa
    80000fe6:	00c79513          	sll	a0,a5,0xc
    80000fea:	00000097          	auipc	ra,0x0
    80000fee:	fbc080e7          	jalr	-68(ra) # 80000fa6 <freewalk>
    pagetable[i] = 0;
    80000ff2:	0004b023          	sd	zero,0(s1)
    80000ff6:	bfe9                	j	80000fd0 <freewalk+0x2a>
  }
  kfree(pagetable);
    80000ff8:	8552                	mv	a0,s4
    80000ffa:	00000097          	auipc	ra,0x0
    80000ffe:	e76080e7          	jalr	-394(ra) # 80000e70 <kfree>
}
    80001002:	70a2                	ld	ra,40(sp)
    80001004:	7402                	ld	s0,32(sp)
    80001006:	64e2                	ld	s1,24(sp)
    80001008:	6942                	ld	s2,16(sp)
    8000100a:	69a2                	ld	s3,8(sp)
    8000100c:	6a02                	ld	s4,0(sp)
    8000100e:	6145                	add	sp,sp,48
    80001010:	8082                	ret

0000000080001012 <kvminithart>:
{
    80001012:	1141                	add	sp,sp,-16
    80001014:	e422                	sd	s0,8(sp)
    80001016:	0800                	add	s0,sp,16
static inline uint64 r_ra(void) { uint64 v; asm volatile("mv %0, ra" : "=r"(v)); return v; }

// Forget all cached translations.
static inline void sfence_vma(void) { asm volatile("sfence.vma zero, zero"); }
    80001018:	12000073          	sfence.vma
  w_satp(MAKE_SATP(kernel_pagetable));
    8000101c:	00008797          	auipc	a5,0x8
    80001020:	b147b783          	ld	a5,-1260(a5) # 80008b30 <kernel_pagetable>
    80001024:	83b1                	srl	a5,a5,0xc
    80001026:	577d                	li	a4,-1
    80001028:	177e                	sll	a4,a4,0x3f
    8000102a:	8fd9                	or	a5,a5,a4
CSR_ACCESSORS(satp, satp)
    8000102c:	18079073          	csrw	satp,a5
static inline void sfence_vma(void) { asm volatile("sfence.vma zero, zero"); }
    80001030:	12000073          	sfence.vma
}
    80001034:	6422                	ld	s0,8(sp)
    80001036:	0141                	add	sp,sp,16
    80001038:	8082                	ret

000000008000103a <walk>:
{
    8000103a:	7139                	add	sp,sp,-64
    8000103c:	fc06                	sd	ra,56(sp)
    8000103e:	f822                	sd	s0,48(sp)
    80001040:	f426                	sd	s1,40(sp)
    80001042:	f04a                	sd	s2,32(sp)
    80001044:	ec4e                	sd	s3,24(sp)
    80001046:	e852                	sd	s4,16(sp)
    80001048:	e456                	sd	s5,8(sp)
    8000104a:	e05a                	sd	s6,0(sp)
    8000104c:	0080                	add	s0,sp,64
    8000104e:	84aa                	mv	s1,a0
    80001050:	89ae                	mv	s3,a1
    80001052:	8ab2                	mv	s5,a2
  if(va >= MAXVA)
    80001054:	57fd                	li	a5,-1
    80001056:	83e9                	srl	a5,a5,0x1a
    80001058:	4a79                	li	s4,30
  for(int level = 2; level > 0; level--){
    8000105a:	4b31                	li	s6,12
  if(va >= MAXVA)
    8000105c:	00b7fd63          	bgeu	a5,a1,80001076 <walk+0x3c>
    panic("walk: va too large");
    80001060:	00007517          	auipc	a0,0x7
    80001064:	10850513          	add	a0,a0,264 # 80008168 <hexdigits+0x60>
    80001068:	00000097          	auipc	ra,0x0
    8000106c:	8b4080e7          	jalr	-1868(ra) # 8000091c <panic>
  for(int level = 2; level > 0; level--){
    80001070:	3a5d                	addw	s4,s4,-9
    80001072:	056a0563          	beq	s4,s6,800010bc <walk+0x82>
    pte_t *pte = &pagetable[PX(level, va)];
    80001076:	0149d933          	srl	s2,s3,s4
    8000107a:	1ff97913          	and	s2,s2,511
    8000107e:	090e                	sll	s2,s2,0x3
    80001080:	9926                	add	s2,s2,s1
    if(*pte & PTE_V){
    80001082:	00093483          	ld	s1,0(s2) # 1000 <_entry-0x7ffff000>
    80001086:	0014f793          	and	a5,s1,1
      pagetable = (pagetable_t)PTE2PA(*pte);
    8000108a:	80a9                	srl	s1,s1,0xa
    8000108c:	04b2                	sll	s1,s1,0xc
    if(*pte & PTE_V){
    8000108e:	f3ed                	bnez	a5,80001070 <walk+0x36>
    if(!alloc || (pagetable = kalloc()) == 0)
    80001090:	040a8763          	beqz	s5,800010de <walk+0xa4>
    80001094:	00000097          	auipc	ra,0x0
    80001098:	eb2080e7          	jalr	-334(ra) # 80000f46 <kalloc>
    8000109c:	84aa                	mv	s1,a0
    8000109e:	c515                	beqz	a0,800010ca <walk+0x90>
    memset(pagetable, 0, PGSIZE);
    800010a0:	6605                	lui	a2,0x1
    800010a2:	4581                	li	a1,0
    800010a4:	fffff097          	auipc	ra,0xfffff
    800010a8:	3a8080e7          	jalr	936(ra) # 8000044c <memset>
    *pte = PA2PTE(pagetable) | PTE_V;
    800010ac:	00c4d793          	srl	a5,s1,0xc
    800010b0:	07aa                	sll	a5,a5,0xa
    800010b2:	0017e793          	or	a5,a5,1
    800010b6:	00f93023          	sd	a5,0(s2)
    800010ba:	bf5d                	j	80001070 <walk+0x36>
  return &pagetable[PX(0, va)];
    800010bc:	00c9d993          	srl	s3,s3,0xc
    800010c0:	1ff9f993          	and	s3,s3,511
    800010c4:	098e                	sll	s3,s3,0x3
    800010c6:	01348533          	add	a0,s1,s3
}
    800010ca:	70e2                	ld	ra,56(sp)
    800010cc:	7442                	ld	s0,48(sp)
    800010ce:	74a2                	ld	s1,40(sp)
    800010d0:	7902                	ld	s2,32(sp)
    800010d2:	69e2                	ld	s3,24(sp)
    800010d4:	6a42                	ld	s4,16(sp)
    800010d6:	6aa2                	ld	s5,8(sp)
    800010d8:	6b02                	ld	s6,0(sp)
    800010da:	6121                	add	sp,sp,64
    800010dc:	8082                	ret
      return 0;
    800010de:	4501                	li	a0,0
    800010e0:	b7ed                	j	800010ca <walk+0x90>

00000000800010e2 <user_page>:
// The physical address of user page va, if the user may access it
// (and, with need_write, write it); 0 otherwise.
static uint64
user_page(pagetable_t pagetable, uint64 va, int need_write)
{
  if(va >= MAXVA)
    800010e2:	57fd                	li	a5,-1
    800010e4:	83e9                	srl	a5,a5,0x1a
    800010e6:	00b7f463          	bgeu	a5,a1,800010ee <user_page+0xc>
    return 0;
    800010ea:	4501                	li	a0,0
  if(pte == 0 || (*pte & (PTE_V | PTE_U)) != (PTE_V | PTE_U))
    return 0;
  if(need_write && (*pte & PTE_W) == 0)
    return 0;
  return PTE2PA(*pte);
}
    800010ec:	8082                	ret
{
    800010ee:	1101                	add	sp,sp,-32
    800010f0:	ec06                	sd	ra,24(sp)
    800010f2:	e822                	sd	s0,16(sp)
    800010f4:	e426                	sd	s1,8(sp)
    800010f6:	1000                	add	s0,sp,32
    800010f8:	84b2                	mv	s1,a2
  pte_t *pte = walk(pagetable, va, 0);
    800010fa:	4601                	li	a2,0
    800010fc:	00000097          	auipc	ra,0x0
    80001100:	f3e080e7          	jalr	-194(ra) # 8000103a <walk>
  if(pte == 0 || (*pte & (PTE_V | PTE_U)) != (PTE_V | PTE_U))
    80001104:	c505                	beqz	a0,8000112c <user_page+0x4a>
    80001106:	611c                	ld	a5,0(a0)
    80001108:	0117f693          	and	a3,a5,17
    8000110c:	4745                	li	a4,17
    return 0;
    8000110e:	4501                	li	a0,0
  if(pte == 0 || (*pte & (PTE_V | PTE_U)) != (PTE_V | PTE_U))
    80001110:	00e69963          	bne	a3,a4,80001122 <user_page+0x40>
  if(need_write && (*pte & PTE_W) == 0)
    80001114:	c481                	beqz	s1,8000111c <user_page+0x3a>
    80001116:	0047f513          	and	a0,a5,4
    8000111a:	c501                	beqz	a0,80001122 <user_page+0x40>
  return PTE2PA(*pte);
    8000111c:	83a9                	srl	a5,a5,0xa
    8000111e:	00c79513          	sll	a0,a5,0xc
}
    80001122:	60e2                	ld	ra,24(sp)
    80001124:	6442                	ld	s0,16(sp)
    80001126:	64a2                	ld	s1,8(sp)
    80001128:	6105                	add	sp,sp,32
    8000112a:	8082                	ret
    return 0;
    8000112c:	4501                	li	a0,0
    8000112e:	bfd5                	j	80001122 <user_page+0x40>

0000000080001130 <walkaddr>:
  if(va >= MAXVA)
    80001130:	57fd                	li	a5,-1
    80001132:	83e9                	srl	a5,a5,0x1a
    80001134:	00b7f463          	bgeu	a5,a1,8000113c <walkaddr+0xc>
    return 0;
    80001138:	4501                	li	a0,0
}
    8000113a:	8082                	ret
{
    8000113c:	1141                	add	sp,sp,-16
    8000113e:	e406                	sd	ra,8(sp)
    80001140:	e022                	sd	s0,0(sp)
    80001142:	0800                	add	s0,sp,16
  pte_t *pte = walk(pagetable, va, 0);
    80001144:	4601                	li	a2,0
    80001146:	00000097          	auipc	ra,0x0
    8000114a:	ef4080e7          	jalr	-268(ra) # 8000103a <walk>
  if(pte == 0 || (*pte & PTE_V) == 0 || (*pte & PTE_U) == 0)
    8000114e:	cd19                	beqz	a0,8000116c <walkaddr+0x3c>
    80001150:	611c                	ld	a5,0(a0)
    80001152:	0117f693          	and	a3,a5,17
    80001156:	4745                	li	a4,17
    return 0;
    80001158:	4501                	li	a0,0
  if(pte == 0 || (*pte & PTE_V) == 0 || (*pte & PTE_U) == 0)
    8000115a:	00e69563          	bne	a3,a4,80001164 <walkaddr+0x34>
  return PTE2PA(*pte);
    8000115e:	83a9                	srl	a5,a5,0xa
    80001160:	00c79513          	sll	a0,a5,0xc
}
    80001164:	60a2                	ld	ra,8(sp)
    80001166:	6402                	ld	s0,0(sp)
    80001168:	0141                	add	sp,sp,16
    8000116a:	8082                	ret
    return 0;
    8000116c:	4501                	li	a0,0
    8000116e:	bfdd                	j	80001164 <walkaddr+0x34>

0000000080001170 <mappages>:
{
    80001170:	715d                	add	sp,sp,-80
    80001172:	e486                	sd	ra,72(sp)
    80001174:	e0a2                	sd	s0,64(sp)
    80001176:	fc26                	sd	s1,56(sp)
    80001178:	f84a                	sd	s2,48(sp)
    8000117a:	f44e                	sd	s3,40(sp)
    8000117c:	f052                	sd	s4,32(sp)
    8000117e:	ec56                	sd	s5,24(sp)
    80001180:	e85a                	sd	s6,16(sp)
    80001182:	e45e                	sd	s7,8(sp)
    80001184:	0880                	add	s0,sp,80
  if(va % PGSIZE != 0 || size % PGSIZE != 0 || size == 0)
    80001186:	00c5e7b3          	or	a5,a1,a2
    8000118a:	17d2                	sll	a5,a5,0x34
    8000118c:	e7a1                	bnez	a5,800011d4 <mappages+0x64>
    8000118e:	8a2a                	mv	s4,a0
    80001190:	89ae                	mv	s3,a1
    80001192:	8932                	mv	s2,a2
    80001194:	8ab6                	mv	s5,a3
    80001196:	8b3a                	mv	s6,a4
    80001198:	0347d493          	srl	s1,a5,0x34
  for(uint64 off = 0; off < size; off += PGSIZE){
    8000119c:	6b85                	lui	s7,0x1
  if(va % PGSIZE != 0 || size % PGSIZE != 0 || size == 0)
    8000119e:	ca1d                	beqz	a2,800011d4 <mappages+0x64>
    pte_t *pte = walk(pagetable, va + off, 1);
    800011a0:	4605                	li	a2,1
    800011a2:	009985b3          	add	a1,s3,s1
    800011a6:	8552                	mv	a0,s4
    800011a8:	00000097          	auipc	ra,0x0
    800011ac:	e92080e7          	jalr	-366(ra) # 8000103a <walk>
    if(pte == 0)
    800011b0:	c131                	beqz	a0,800011f4 <mappages+0x84>
    if(*pte & PTE_V)
    800011b2:	611c                	ld	a5,0(a0)
    800011b4:	8b85                	and	a5,a5,1
    800011b6:	e79d                	bnez	a5,800011e4 <mappages+0x74>
    *pte = PA2PTE(pa + off) | perm | PTE_V;
    800011b8:	009a87b3          	add	a5,s5,s1
    800011bc:	83b1                	srl	a5,a5,0xc
    800011be:	07aa                	sll	a5,a5,0xa
    800011c0:	0167e7b3          	or	a5,a5,s6
    800011c4:	0017e793          	or	a5,a5,1
    800011c8:	e11c                	sd	a5,0(a0)
  for(uint64 off = 0; off < size; off += PGSIZE){
    800011ca:	94de                	add	s1,s1,s7
    800011cc:	fd24eae3          	bltu	s1,s2,800011a0 <mappages+0x30>
  return 0;
    800011d0:	4501                	li	a0,0
    800011d2:	a015                	j	800011f6 <mappages+0x86>
    panic("mappages: unaligned");
    800011d4:	00007517          	auipc	a0,0x7
    800011d8:	fac50513          	add	a0,a0,-84 # 80008180 <hexdigits+0x78>
    800011dc:	fffff097          	auipc	ra,0xfffff
    800011e0:	740080e7          	jalr	1856(ra) # 8000091c <panic>
      panic("mappages: remap");
    800011e4:	00007517          	auipc	a0,0x7
    800011e8:	fb450513          	add	a0,a0,-76 # 80008198 <hexdigits+0x90>
    800011ec:	fffff097          	auipc	ra,0xfffff
    800011f0:	730080e7          	jalr	1840(ra) # 8000091c <panic>
      return -1;
    800011f4:	557d                	li	a0,-1
}
    800011f6:	60a6                	ld	ra,72(sp)
    800011f8:	6406                	ld	s0,64(sp)
    800011fa:	74e2                	ld	s1,56(sp)
    800011fc:	7942                	ld	s2,48(sp)
    800011fe:	79a2                	ld	s3,40(sp)
    80001200:	7a02                	ld	s4,32(sp)
    80001202:	6ae2                	ld	s5,24(sp)
    80001204:	6b42                	ld	s6,16(sp)
    80001206:	6ba2                	ld	s7,8(sp)
    80001208:	6161                	add	sp,sp,80
    8000120a:	8082                	ret

000000008000120c <kvmmap>:
{
    8000120c:	1141                	add	sp,sp,-16
    8000120e:	e406                	sd	ra,8(sp)
    80001210:	e022                	sd	s0,0(sp)
    80001212:	0800                	add	s0,sp,16
    80001214:	87b6                	mv	a5,a3
  if(mappages(kpgtbl, va, sz, pa, perm) != 0)
    80001216:	86b2                	mv	a3,a2
    80001218:	863e                	mv	a2,a5
    8000121a:	00000097          	auipc	ra,0x0
    8000121e:	f56080e7          	jalr	-170(ra) # 80001170 <mappages>
    80001222:	e509                	bnez	a0,8000122c <kvmmap+0x20>
}
    80001224:	60a2                	ld	ra,8(sp)
    80001226:	6402                	ld	s0,0(sp)
    80001228:	0141                	add	sp,sp,16
    8000122a:	8082                	ret
    panic("kvmmap");
    8000122c:	00007517          	auipc	a0,0x7
    80001230:	f7c50513          	add	a0,a0,-132 # 800081a8 <hexdigits+0xa0>
    80001234:	fffff097          	auipc	ra,0xfffff
    80001238:	6e8080e7          	jalr	1768(ra) # 8000091c <panic>

000000008000123c <kvmmake>:
{
    8000123c:	1101                	add	sp,sp,-32
    8000123e:	ec06                	sd	ra,24(sp)
    80001240:	e822                	sd	s0,16(sp)
    80001242:	e426                	sd	s1,8(sp)
    80001244:	e04a                	sd	s2,0(sp)
    80001246:	1000                	add	s0,sp,32
  pagetable_t kpt = kalloc();
    80001248:	00000097          	auipc	ra,0x0
    8000124c:	cfe080e7          	jalr	-770(ra) # 80000f46 <kalloc>
  if(kpt == 0)
    80001250:	c171                	beqz	a0,80001314 <kvmmake+0xd8>
    80001252:	84aa                	mv	s1,a0
  memset(kpt, 0, PGSIZE);
    80001254:	6605                	lui	a2,0x1
    80001256:	4581                	li	a1,0
    80001258:	fffff097          	auipc	ra,0xfffff
    8000125c:	1f4080e7          	jalr	500(ra) # 8000044c <memset>
  kvmmap(kpt, UART0, UART0, PGSIZE, PTE_R | PTE_W);
    80001260:	4719                	li	a4,6
    80001262:	6685                	lui	a3,0x1
    80001264:	10000637          	lui	a2,0x10000
    80001268:	100005b7          	lui	a1,0x10000
    8000126c:	8526                	mv	a0,s1
    8000126e:	00000097          	auipc	ra,0x0
    80001272:	f9e080e7          	jalr	-98(ra) # 8000120c <kvmmap>
  kvmmap(kpt, VIRTIO0, VIRTIO0, PGSIZE, PTE_R | PTE_W);
    80001276:	4719                	li	a4,6
    80001278:	6685                	lui	a3,0x1
    8000127a:	10001637          	lui	a2,0x10001
    8000127e:	100015b7          	lui	a1,0x10001
    80001282:	8526                	mv	a0,s1
    80001284:	00000097          	auipc	ra,0x0
    80001288:	f88080e7          	jalr	-120(ra) # 8000120c <kvmmap>
  kvmmap(kpt, PLIC, PLIC, 0x4000000, PTE_R | PTE_W);
    8000128c:	4719                	li	a4,6
    8000128e:	040006b7          	lui	a3,0x4000
    80001292:	0c000637          	lui	a2,0xc000
    80001296:	0c0005b7          	lui	a1,0xc000
    8000129a:	8526                	mv	a0,s1
    8000129c:	00000097          	auipc	ra,0x0
    800012a0:	f70080e7          	jalr	-144(ra) # 8000120c <kvmmap>
  kvmmap(kpt, KERNBASE, KERNBASE, (uint64)etext - KERNBASE, PTE_R | PTE_X);
    800012a4:	00007917          	auipc	s2,0x7
    800012a8:	d5c90913          	add	s2,s2,-676 # 80008000 <etext>
    800012ac:	4729                	li	a4,10
    800012ae:	80007697          	auipc	a3,0x80007
    800012b2:	d5268693          	add	a3,a3,-686 # 8000 <_entry-0x7fff8000>
    800012b6:	4605                	li	a2,1
    800012b8:	067e                	sll	a2,a2,0x1f
    800012ba:	85b2                	mv	a1,a2
    800012bc:	8526                	mv	a0,s1
    800012be:	00000097          	auipc	ra,0x0
    800012c2:	f4e080e7          	jalr	-178(ra) # 8000120c <kvmmap>
  kvmmap(kpt, (uint64)etext, (uint64)etext, PHYSTOP - (uint64)etext, PTE_R | PTE_W);
    800012c6:	4719                	li	a4,6
    800012c8:	46c5                	li	a3,17
    800012ca:	06ee                	sll	a3,a3,0x1b
    800012cc:	412686b3          	sub	a3,a3,s2
    800012d0:	864a                	mv	a2,s2
    800012d2:	85ca                	mv	a1,s2
    800012d4:	8526                	mv	a0,s1
    800012d6:	00000097          	auipc	ra,0x0
    800012da:	f36080e7          	jalr	-202(ra) # 8000120c <kvmmap>
  kvmmap(kpt, TRAMPOLINE, (uint64)trampoline, PGSIZE, PTE_R | PTE_X);
    800012de:	4729                	li	a4,10
    800012e0:	6685                	lui	a3,0x1
    800012e2:	00006617          	auipc	a2,0x6
    800012e6:	d1e60613          	add	a2,a2,-738 # 80007000 <_trampoline>
    800012ea:	040005b7          	lui	a1,0x4000
    800012ee:	15fd                	add	a1,a1,-1 # 3ffffff <_entry-0x7c000001>
    800012f0:	05b2                	sll	a1,a1,0xc
    800012f2:	8526                	mv	a0,s1
    800012f4:	00000097          	auipc	ra,0x0
    800012f8:	f18080e7          	jalr	-232(ra) # 8000120c <kvmmap>
  proc_mapstacks(kpt);
    800012fc:	8526                	mv	a0,s1
    800012fe:	00000097          	auipc	ra,0x0
    80001302:	556080e7          	jalr	1366(ra) # 80001854 <proc_mapstacks>
}
    80001306:	8526                	mv	a0,s1
    80001308:	60e2                	ld	ra,24(sp)
    8000130a:	6442                	ld	s0,16(sp)
    8000130c:	64a2                	ld	s1,8(sp)
    8000130e:	6902                	ld	s2,0(sp)
    80001310:	6105                	add	sp,sp,32
    80001312:	8082                	ret
    panic("kvmmake: out of memory");
    80001314:	00007517          	auipc	a0,0x7
    80001318:	e9c50513          	add	a0,a0,-356 # 800081b0 <hexdigits+0xa8>
    8000131c:	fffff097          	auipc	ra,0xfffff
    80001320:	600080e7          	jalr	1536(ra) # 8000091c <panic>

0000000080001324 <kvminit>:
{
    80001324:	1141                	add	sp,sp,-16
    80001326:	e406                	sd	ra,8(sp)
    80001328:	e022                	sd	s0,0(sp)
    8000132a:	0800                	add	s0,sp,16
  kernel_pagetable = kvmmake();
    8000132c:	00000097          	auipc	ra,0x0
    80001330:	f10080e7          	jalr	-240(ra) # 8000123c <kvmmake>
    80001334:	00007797          	auipc	a5,0x7
    80001338:	7ea7be23          	sd	a0,2044(a5) # 80008b30 <kernel_pagetable>
}
    8000133c:	60a2                	ld	ra,8(sp)
    8000133e:	6402                	ld	s0,0(sp)
    80001340:	0141                	add	sp,sp,16
    80001342:	8082                	ret

0000000080001344 <uvmunmap>:
{
    80001344:	715d                	add	sp,sp,-80
    80001346:	e486                	sd	ra,72(sp)
    80001348:	e0a2                	sd	s0,64(sp)
    8000134a:	fc26                	sd	s1,56(sp)
    8000134c:	f84a                	sd	s2,48(sp)
    8000134e:	f44e                	sd	s3,40(sp)
    80001350:	f052                	sd	s4,32(sp)
    80001352:	ec56                	sd	s5,24(sp)
    80001354:	e85a                	sd	s6,16(sp)
    80001356:	e45e                	sd	s7,8(sp)
    80001358:	0880                	add	s0,sp,80
  if(va % PGSIZE != 0)
    8000135a:	03459793          	sll	a5,a1,0x34
    8000135e:	e795                	bnez	a5,8000138a <uvmunmap+0x46>
    80001360:	8a2a                	mv	s4,a0
    80001362:	892e                	mv	s2,a1
    80001364:	8ab6                	mv	s5,a3
  for(uint64 a = va; a < va + npages * PGSIZE; a += PGSIZE){
    80001366:	0632                	sll	a2,a2,0xc
    80001368:	00b609b3          	add	s3,a2,a1
    if(PTE_FLAGS(*pte) == PTE_V)
    8000136c:	4b85                	li	s7,1
  for(uint64 a = va; a < va + npages * PGSIZE; a += PGSIZE){
    8000136e:	6b05                	lui	s6,0x1
    80001370:	0535ea63          	bltu	a1,s3,800013c4 <uvmunmap+0x80>
}
    80001374:	60a6                	ld	ra,72(sp)
    80001376:	6406                	ld	s0,64(sp)
    80001378:	74e2                	ld	s1,56(sp)
    8000137a:	7942                	ld	s2,48(sp)
    8000137c:	79a2                	ld	s3,40(sp)
    8000137e:	7a02                	ld	s4,32(sp)
    80001380:	6ae2                	ld	s5,24(sp)
    80001382:	6b42                	ld	s6,16(sp)
    80001384:	6ba2                	ld	s7,8(sp)
    80001386:	6161                	add	sp,sp,80
    80001388:	8082                	ret
    panic("uvmunmap: unaligned");
    8000138a:	00007517          	auipc	a0,0x7
    8000138e:	e3e50513          	add	a0,a0,-450 # 800081c8 <hexdigits+0xc0>
    80001392:	fffff097          	auipc	ra,0xfffff
    80001396:	58a080e7          	jalr	1418(ra) # 8000091c <panic>
      panic("uvmunmap: not mapped");
    8000139a:	00007517          	auipc	a0,0x7
    8000139e:	e4650513          	add	a0,a0,-442 # 800081e0 <hexdigits+0xd8>
    800013a2:	fffff097          	auipc	ra,0xfffff
    800013a6:	57a080e7          	jalr	1402(ra) # 8000091c <panic>
      panic("uvmunmap: not a leaf");
    800013aa:	00007517          	auipc	a0,0x7
    800013ae:	e4e50513          	add	a0,a0,-434 # 800081f8 <hexdigits+0xf0>
    800013b2:	fffff097          	auipc	ra,0xfffff
    800013b6:	56a080e7          	jalr	1386(ra) # 8000091c <panic>
    *pte = 0;
    800013ba:	0004b023          	sd	zero,0(s1)
  for(uint64 a = va; a < va + npages * PGSIZE; a += PGSIZE){
    800013be:	995a                	add	s2,s2,s6
    800013c0:	fb397ae3          	bgeu	s2,s3,80001374 <uvmunmap+0x30>
    pte_t *pte = walk(pagetable, a, 0);
    800013c4:	4601                	li	a2,0
    800013c6:	85ca                	mv	a1,s2
    800013c8:	8552                	mv	a0,s4
    800013ca:	00000097          	auipc	ra,0x0
    800013ce:	c70080e7          	jalr	-912(ra) # 8000103a <walk>
    800013d2:	84aa                	mv	s1,a0
    if(pte == 0 || (*pte & PTE_V) == 0)
    800013d4:	d179                	beqz	a0,8000139a <uvmunmap+0x56>
    800013d6:	6108                	ld	a0,0(a0)
    800013d8:	00157793          	and	a5,a0,1
    800013dc:	dfdd                	beqz	a5,8000139a <uvmunmap+0x56>
    if(PTE_FLAGS(*pte) == PTE_V)
    800013de:	3ff57793          	and	a5,a0,1023
    800013e2:	fd7784e3          	beq	a5,s7,800013aa <uvmunmap+0x66>
    if(do_free)
    800013e6:	fc0a8ae3          	beqz	s5,800013ba <uvmunmap+0x76>
      kfree((void *)PTE2PA(*pte));
    800013ea:	8129                	srl	a0,a0,0xa
    800013ec:	0532                	sll	a0,a0,0xc
    800013ee:	00000097          	auipc	ra,0x0
    800013f2:	a82080e7          	jalr	-1406(ra) # 80000e70 <kfree>
    800013f6:	b7d1                	j	800013ba <uvmunmap+0x76>

00000000800013f8 <uvmcreate>:
{
    800013f8:	1101                	add	sp,sp,-32
    800013fa:	ec06                	sd	ra,24(sp)
    800013fc:	e822                	sd	s0,16(sp)
    800013fe:	e426                	sd	s1,8(sp)
    80001400:	1000                	add	s0,sp,32
  pagetable_t pagetable = kalloc();
    80001402:	00000097          	auipc	ra,0x0
    80001406:	b44080e7          	jalr	-1212(ra) # 80000f46 <kalloc>
    8000140a:	84aa                	mv	s1,a0
  if(pagetable)
    8000140c:	c519                	beqz	a0,8000141a <uvmcreate+0x22>
    memset(pagetable, 0, PGSIZE);
    8000140e:	6605                	lui	a2,0x1
    80001410:	4581                	li	a1,0
    80001412:	fffff097          	auipc	ra,0xfffff
    80001416:	03a080e7          	jalr	58(ra) # 8000044c <memset>
}
    8000141a:	8526                	mv	a0,s1
    8000141c:	60e2                	ld	ra,24(sp)
    8000141e:	6442                	ld	s0,16(sp)
    80001420:	64a2                	ld	s1,8(sp)
    80001422:	6105                	add	sp,sp,32
    80001424:	8082                	ret

0000000080001426 <uvmdealloc>:
{
    80001426:	1101                	add	sp,sp,-32
    80001428:	ec06                	sd	ra,24(sp)
    8000142a:	e822                	sd	s0,16(sp)
    8000142c:	e426                	sd	s1,8(sp)
    8000142e:	1000                	add	s0,sp,32
    return oldsz;
    80001430:	84ae                	mv	s1,a1
  if(newsz >= oldsz)
    80001432:	00b67d63          	bgeu	a2,a1,8000144c <uvmdealloc+0x26>
    80001436:	84b2                	mv	s1,a2
  uint64 keep = PGROUNDUP(newsz), had = PGROUNDUP(oldsz);
    80001438:	6785                	lui	a5,0x1
    8000143a:	17fd                	add	a5,a5,-1 # fff <_entry-0x7ffff001>
    8000143c:	00f60733          	add	a4,a2,a5
    80001440:	76fd                	lui	a3,0xfffff
    80001442:	8f75                	and	a4,a4,a3
    80001444:	97ae                	add	a5,a5,a1
    80001446:	8ff5                	and	a5,a5,a3
  if(keep < had)
    80001448:	00f76863          	bltu	a4,a5,80001458 <uvmdealloc+0x32>
}
    8000144c:	8526                	mv	a0,s1
    8000144e:	60e2                	ld	ra,24(sp)
    80001450:	6442                	ld	s0,16(sp)
    80001452:	64a2                	ld	s1,8(sp)
    80001454:	6105                	add	sp,sp,32
    80001456:	8082                	ret
    uvmunmap(pagetable, keep, (had - keep) / PGSIZE, 1);
    80001458:	8f99                	sub	a5,a5,a4
    8000145a:	4685                	li	a3,1
    8000145c:	00c7d613          	srl	a2,a5,0xc
    80001460:	85ba                	mv	a1,a4
    80001462:	00000097          	auipc	ra,0x0
    80001466:	ee2080e7          	jalr	-286(ra) # 80001344 <uvmunmap>
    8000146a:	b7cd                	j	8000144c <uvmdealloc+0x26>

000000008000146c <uvmalloc>:
{
    8000146c:	7139                	add	sp,sp,-64
    8000146e:	fc06                	sd	ra,56(sp)
    80001470:	f822                	sd	s0,48(sp)
    80001472:	f426                	sd	s1,40(sp)
    80001474:	f04a                	sd	s2,32(sp)
    80001476:	ec4e                	sd	s3,24(sp)
    80001478:	e852                	sd	s4,16(sp)
    8000147a:	e456                	sd	s5,8(sp)
    8000147c:	e05a                	sd	s6,0(sp)
    8000147e:	0080                	add	s0,sp,64
    80001480:	8aae                	mv	s5,a1
  if(newsz < oldsz)
    80001482:	08b66163          	bltu	a2,a1,80001504 <uvmalloc+0x98>
    80001486:	8a2a                	mv	s4,a0
    80001488:	89b2                	mv	s3,a2
  for(uint64 a = PGROUNDUP(oldsz); a < newsz; a += PGSIZE){
    8000148a:	6905                	lui	s2,0x1
    8000148c:	197d                	add	s2,s2,-1 # fff <_entry-0x7ffff001>
    8000148e:	992e                	add	s2,s2,a1
    80001490:	77fd                	lui	a5,0xfffff
    80001492:	00f97933          	and	s2,s2,a5
    80001496:	08c97263          	bgeu	s2,a2,8000151a <uvmalloc+0xae>
    if(mappages(pagetable, a, PGSIZE, (uint64)mem, PTE_R | PTE_U | xperm) != 0){
    8000149a:	0126eb13          	or	s6,a3,18
    char *mem = kalloc();
    8000149e:	00000097          	auipc	ra,0x0
    800014a2:	aa8080e7          	jalr	-1368(ra) # 80000f46 <kalloc>
    800014a6:	84aa                	mv	s1,a0
    if(mem == 0){
    800014a8:	c51d                	beqz	a0,800014d6 <uvmalloc+0x6a>
    memset(mem, 0, PGSIZE);
    800014aa:	6605                	lui	a2,0x1
    800014ac:	4581                	li	a1,0
    800014ae:	fffff097          	auipc	ra,0xfffff
    800014b2:	f9e080e7          	jalr	-98(ra) # 8000044c <memset>
    if(mappages(pagetable, a, PGSIZE, (uint64)mem, PTE_R | PTE_U | xperm) != 0){
    800014b6:	875a                	mv	a4,s6
    800014b8:	86a6                	mv	a3,s1
    800014ba:	6605                	lui	a2,0x1
    800014bc:	85ca                	mv	a1,s2
    800014be:	8552                	mv	a0,s4
    800014c0:	00000097          	auipc	ra,0x0
    800014c4:	cb0080e7          	jalr	-848(ra) # 80001170 <mappages>
    800014c8:	e105                	bnez	a0,800014e8 <uvmalloc+0x7c>
  for(uint64 a = PGROUNDUP(oldsz); a < newsz; a += PGSIZE){
    800014ca:	6785                	lui	a5,0x1
    800014cc:	993e                	add	s2,s2,a5
    800014ce:	fd3968e3          	bltu	s2,s3,8000149e <uvmalloc+0x32>
  return newsz;
    800014d2:	854e                	mv	a0,s3
    800014d4:	a80d                	j	80001506 <uvmalloc+0x9a>
      uvmdealloc(pagetable, a, oldsz);
    800014d6:	8656                	mv	a2,s5
    800014d8:	85ca                	mv	a1,s2
    800014da:	8552                	mv	a0,s4
    800014dc:	00000097          	auipc	ra,0x0
    800014e0:	f4a080e7          	jalr	-182(ra) # 80001426 <uvmdealloc>
      return 0;
    800014e4:	4501                	li	a0,0
    800014e6:	a005                	j	80001506 <uvmalloc+0x9a>
      kfree(mem);
    800014e8:	8526                	mv	a0,s1
    800014ea:	00000097          	auipc	ra,0x0
    800014ee:	986080e7          	jalr	-1658(ra) # 80000e70 <kfree>
      uvmdealloc(pagetable, a, oldsz);
    800014f2:	8656                	mv	a2,s5
    800014f4:	85ca                	mv	a1,s2
    800014f6:	8552                	mv	a0,s4
    800014f8:	00000097          	auipc	ra,0x0
    800014fc:	f2e080e7          	jalr	-210(ra) # 80001426 <uvmdealloc>
      return 0;
    80001500:	4501                	li	a0,0
    80001502:	a011                	j	80001506 <uvmalloc+0x9a>
    return oldsz;
    80001504:	852e                	mv	a0,a1
}
    80001506:	70e2                	ld	ra,56(sp)
    80001508:	7442                	ld	s0,48(sp)
    8000150a:	74a2                	ld	s1,40(sp)
    8000150c:	7902                	ld	s2,32(sp)
    8000150e:	69e2                	ld	s3,24(sp)
    80001510:	6a42                	ld	s4,16(sp)
    80001512:	6aa2                	ld	s5,8(sp)
    80001514:	6b02                	ld	s6,0(sp)
    80001516:	6121                	add	sp,sp,64
    80001518:	8082                	ret
  return newsz;
    8000151a:	8532                	mv	a0,a2
    8000151c:	b7ed                	j	80001506 <uvmalloc+0x9a>

000000008000151e <uvmfree>:
{
    8000151e:	1101                	add	sp,sp,-32
    80001520:	ec06                	sd	ra,24(sp)
    80001522:	e822                	sd	s0,16(sp)
    80001524:	e426                	sd	s1,8(sp)
    80001526:	1000                	add	s0,sp,32
    80001528:	84aa                	mv	s1,a0
  if(sz > 0)
    8000152a:	e999                	bnez	a1,80001540 <uvmfree+0x22>
  freewalk(pagetable);
    8000152c:	8526                	mv	a0,s1
    8000152e:	00000097          	auipc	ra,0x0
    80001532:	a78080e7          	jalr	-1416(ra) # 80000fa6 <freewalk>
}
    80001536:	60e2                	ld	ra,24(sp)
    80001538:	6442                	ld	s0,16(sp)
    8000153a:	64a2                	ld	s1,8(sp)
    8000153c:	6105                	add	sp,sp,32
    8000153e:	8082                	ret
    uvmunmap(pagetable, 0, PGROUNDUP(sz) / PGSIZE, 1);
    80001540:	6785                	lui	a5,0x1
    80001542:	17fd                	add	a5,a5,-1 # fff <_entry-0x7ffff001>
    80001544:	95be                	add	a1,a1,a5
    80001546:	4685                	li	a3,1
    80001548:	00c5d613          	srl	a2,a1,0xc
    8000154c:	4581                	li	a1,0
    8000154e:	00000097          	auipc	ra,0x0
    80001552:	df6080e7          	jalr	-522(ra) # 80001344 <uvmunmap>
    80001556:	bfd9                	j	8000152c <uvmfree+0xe>

0000000080001558 <uvmcopy>:
  for(va = 0; va < sz; va += PGSIZE){
    80001558:	ca5d                	beqz	a2,8000160e <uvmcopy+0xb6>
{
    8000155a:	7139                	add	sp,sp,-64
    8000155c:	fc06                	sd	ra,56(sp)
    8000155e:	f822                	sd	s0,48(sp)
    80001560:	f426                	sd	s1,40(sp)
    80001562:	f04a                	sd	s2,32(sp)
    80001564:	ec4e                	sd	s3,24(sp)
    80001566:	e852                	sd	s4,16(sp)
    80001568:	e456                	sd	s5,8(sp)
    8000156a:	e05a                	sd	s6,0(sp)
    8000156c:	0080                	add	s0,sp,64
    8000156e:	8b2a                	mv	s6,a0
    80001570:	8aae                	mv	s5,a1
    80001572:	8a32                	mv	s4,a2
  for(va = 0; va < sz; va += PGSIZE){
    80001574:	4981                	li	s3,0
    pte_t *pte = walk(old, va, 0);
    80001576:	4601                	li	a2,0
    80001578:	85ce                	mv	a1,s3
    8000157a:	855a                	mv	a0,s6
    8000157c:	00000097          	auipc	ra,0x0
    80001580:	abe080e7          	jalr	-1346(ra) # 8000103a <walk>
    80001584:	84aa                	mv	s1,a0
    if(pte == 0 || (*pte & PTE_V) == 0)
    80001586:	c139                	beqz	a0,800015cc <uvmcopy+0x74>
    80001588:	611c                	ld	a5,0(a0)
    8000158a:	8b85                	and	a5,a5,1
    8000158c:	c3a1                	beqz	a5,800015cc <uvmcopy+0x74>
    char *mem = kalloc();
    8000158e:	00000097          	auipc	ra,0x0
    80001592:	9b8080e7          	jalr	-1608(ra) # 80000f46 <kalloc>
    80001596:	892a                	mv	s2,a0
    if(mem == 0)
    80001598:	c539                	beqz	a0,800015e6 <uvmcopy+0x8e>
    memmove(mem, (char *)PTE2PA(*pte), PGSIZE);
    8000159a:	608c                	ld	a1,0(s1)
    8000159c:	81a9                	srl	a1,a1,0xa
    8000159e:	6605                	lui	a2,0x1
    800015a0:	05b2                	sll	a1,a1,0xc
    800015a2:	fffff097          	auipc	ra,0xfffff
    800015a6:	f02080e7          	jalr	-254(ra) # 800004a4 <memmove>
    if(mappages(new, va, PGSIZE, (uint64)mem, PTE_FLAGS(*pte)) != 0){
    800015aa:	6098                	ld	a4,0(s1)
    800015ac:	3ff77713          	and	a4,a4,1023
    800015b0:	86ca                	mv	a3,s2
    800015b2:	6605                	lui	a2,0x1
    800015b4:	85ce                	mv	a1,s3
    800015b6:	8556                	mv	a0,s5
    800015b8:	00000097          	auipc	ra,0x0
    800015bc:	bb8080e7          	jalr	-1096(ra) # 80001170 <mappages>
    800015c0:	ed11                	bnez	a0,800015dc <uvmcopy+0x84>
  for(va = 0; va < sz; va += PGSIZE){
    800015c2:	6785                	lui	a5,0x1
    800015c4:	99be                	add	s3,s3,a5
    800015c6:	fb49e8e3          	bltu	s3,s4,80001576 <uvmcopy+0x1e>
    800015ca:	a805                	j	800015fa <uvmcopy+0xa2>
      panic("uvmcopy: page missing");
    800015cc:	00007517          	auipc	a0,0x7
    800015d0:	c4450513          	add	a0,a0,-956 # 80008210 <hexdigits+0x108>
    800015d4:	fffff097          	auipc	ra,0xfffff
    800015d8:	348080e7          	jalr	840(ra) # 8000091c <panic>
      kfree(mem);
    800015dc:	854a                	mv	a0,s2
    800015de:	00000097          	auipc	ra,0x0
    800015e2:	892080e7          	jalr	-1902(ra) # 80000e70 <kfree>
  uvmunmap(new, 0, va / PGSIZE, 1);
    800015e6:	4685                	li	a3,1
    800015e8:	00c9d613          	srl	a2,s3,0xc
    800015ec:	4581                	li	a1,0
    800015ee:	8556                	mv	a0,s5
    800015f0:	00000097          	auipc	ra,0x0
    800015f4:	d54080e7          	jalr	-684(ra) # 80001344 <uvmunmap>
  return -1;
    800015f8:	557d                	li	a0,-1
}
    800015fa:	70e2                	ld	ra,56(sp)
    800015fc:	7442                	ld	s0,48(sp)
    800015fe:	74a2                	ld	s1,40(sp)
    80001600:	7902                	ld	s2,32(sp)
    80001602:	69e2                	ld	s3,24(sp)
    80001604:	6a42                	ld	s4,16(sp)
    80001606:	6aa2                	ld	s5,8(sp)
    80001608:	6b02                	ld	s6,0(sp)
    8000160a:	6121                	add	sp,sp,64
    8000160c:	8082                	ret
  return 0;
    8000160e:	4501                	li	a0,0
}
    80001610:	8082                	ret

0000000080001612 <uvmclear>:
{
    80001612:	1141                	add	sp,sp,-16
    80001614:	e406                	sd	ra,8(sp)
    80001616:	e022                	sd	s0,0(sp)
    80001618:	0800                	add	s0,sp,16
  pte_t *pte = walk(pagetable, va, 0);
    8000161a:	4601                	li	a2,0
    8000161c:	00000097          	auipc	ra,0x0
    80001620:	a1e080e7          	jalr	-1506(ra) # 8000103a <walk>
  if(pte == 0)
    80001624:	c901                	beqz	a0,80001634 <uvmclear+0x22>
  *pte &= ~PTE_U;
    80001626:	611c                	ld	a5,0(a0)
    80001628:	9bbd                	and	a5,a5,-17
    8000162a:	e11c                	sd	a5,0(a0)
}
    8000162c:	60a2                	ld	ra,8(sp)
    8000162e:	6402                	ld	s0,0(sp)
    80001630:	0141                	add	sp,sp,16
    80001632:	8082                	ret
    panic("uvmclear");
    80001634:	00007517          	auipc	a0,0x7
    80001638:	bf450513          	add	a0,a0,-1036 # 80008228 <hexdigits+0x120>
    8000163c:	fffff097          	auipc	ra,0xfffff
    80001640:	2e0080e7          	jalr	736(ra) # 8000091c <panic>

0000000080001644 <copyout>:
// Copy len bytes from the kernel's src to user address dstva.
// Returns 0, or -1 if any byte of the destination is not user-writable.
int
copyout(pagetable_t pagetable, uint64 dstva, char *src, uint64 len)
{
  while(len > 0){
    80001644:	caa5                	beqz	a3,800016b4 <copyout+0x70>
{
    80001646:	715d                	add	sp,sp,-80
    80001648:	e486                	sd	ra,72(sp)
    8000164a:	e0a2                	sd	s0,64(sp)
    8000164c:	fc26                	sd	s1,56(sp)
    8000164e:	f84a                	sd	s2,48(sp)
    80001650:	f44e                	sd	s3,40(sp)
    80001652:	f052                	sd	s4,32(sp)
    80001654:	ec56                	sd	s5,24(sp)
    80001656:	e85a                	sd	s6,16(sp)
    80001658:	e45e                	sd	s7,8(sp)
    8000165a:	e062                	sd	s8,0(sp)
    8000165c:	0880                	add	s0,sp,80
    8000165e:	8b2a                	mv	s6,a0
    80001660:	8c2e                	mv	s8,a1
    80001662:	8a32                	mv	s4,a2
    80001664:	89b6                	mv	s3,a3
    uint64 page = PGROUNDDOWN(dstva);
    80001666:	7bfd                	lui	s7,0xfffff
    uint64 pa = user_page(pagetable, page, 1);
    if(pa == 0)
      return -1;
    uint64 n = PGSIZE - (dstva - page);
    80001668:	6a85                	lui	s5,0x1
    8000166a:	a015                	j	8000168e <copyout+0x4a>
    if(n > len)
      n = len;
    memmove((void *)(pa + (dstva - page)), src, n);
    8000166c:	9562                	add	a0,a0,s8
    8000166e:	0004861b          	sext.w	a2,s1
    80001672:	85d2                	mv	a1,s4
    80001674:	41250533          	sub	a0,a0,s2
    80001678:	fffff097          	auipc	ra,0xfffff
    8000167c:	e2c080e7          	jalr	-468(ra) # 800004a4 <memmove>
    len -= n;
    80001680:	409989b3          	sub	s3,s3,s1
    src += n;
    80001684:	9a26                	add	s4,s4,s1
    dstva = page + PGSIZE;
    80001686:	01590c33          	add	s8,s2,s5
  while(len > 0){
    8000168a:	02098363          	beqz	s3,800016b0 <copyout+0x6c>
    uint64 page = PGROUNDDOWN(dstva);
    8000168e:	017c7933          	and	s2,s8,s7
    uint64 pa = user_page(pagetable, page, 1);
    80001692:	4605                	li	a2,1
    80001694:	85ca                	mv	a1,s2
    80001696:	855a                	mv	a0,s6
    80001698:	00000097          	auipc	ra,0x0
    8000169c:	a4a080e7          	jalr	-1462(ra) # 800010e2 <user_page>
    if(pa == 0)
    800016a0:	cd01                	beqz	a0,800016b8 <copyout+0x74>
    uint64 n = PGSIZE - (dstva - page);
    800016a2:	418904b3          	sub	s1,s2,s8
    800016a6:	94d6                	add	s1,s1,s5
    800016a8:	fc99f2e3          	bgeu	s3,s1,8000166c <copyout+0x28>
    800016ac:	84ce                	mv	s1,s3
    800016ae:	bf7d                	j	8000166c <copyout+0x28>
  }
  return 0;
    800016b0:	4501                	li	a0,0
    800016b2:	a021                	j	800016ba <copyout+0x76>
    800016b4:	4501                	li	a0,0
}
    800016b6:	8082                	ret
      return -1;
    800016b8:	557d                	li	a0,-1
}
    800016ba:	60a6                	ld	ra,72(sp)
    800016bc:	6406                	ld	s0,64(sp)
    800016be:	74e2                	ld	s1,56(sp)
    800016c0:	7942                	ld	s2,48(sp)
    800016c2:	79a2                	ld	s3,40(sp)
    800016c4:	7a02                	ld	s4,32(sp)
    800016c6:	6ae2                	ld	s5,24(sp)
    800016c8:	6b42                	ld	s6,16(sp)
    800016ca:	6ba2                	ld	s7,8(sp)
    800016cc:	6c02                	ld	s8,0(sp)
    800016ce:	6161                	add	sp,sp,80
    800016d0:	8082                	ret

00000000800016d2 <copyin>:
// Copy len bytes from user address srcva to the kernel's dst.
// Returns 0, or -1 if any byte is not user-readable.
int
copyin(pagetable_t pagetable, char *dst, uint64 srcva, uint64 len)
{
  while(len > 0){
    800016d2:	caad                	beqz	a3,80001744 <copyin+0x72>
{
    800016d4:	715d                	add	sp,sp,-80
    800016d6:	e486                	sd	ra,72(sp)
    800016d8:	e0a2                	sd	s0,64(sp)
    800016da:	fc26                	sd	s1,56(sp)
    800016dc:	f84a                	sd	s2,48(sp)
    800016de:	f44e                	sd	s3,40(sp)
    800016e0:	f052                	sd	s4,32(sp)
    800016e2:	ec56                	sd	s5,24(sp)
    800016e4:	e85a                	sd	s6,16(sp)
    800016e6:	e45e                	sd	s7,8(sp)
    800016e8:	e062                	sd	s8,0(sp)
    800016ea:	0880                	add	s0,sp,80
    800016ec:	8b2a                	mv	s6,a0
    800016ee:	8a2e                	mv	s4,a1
    800016f0:	8c32                	mv	s8,a2
    800016f2:	89b6                	mv	s3,a3
    uint64 page = PGROUNDDOWN(srcva);
    800016f4:	7bfd                	lui	s7,0xfffff
    uint64 pa = user_page(pagetable, page, 0);
    if(pa == 0)
      return -1;
    uint64 n = PGSIZE - (srcva - page);
    800016f6:	6a85                	lui	s5,0x1
    800016f8:	a01d                	j	8000171e <copyin+0x4c>
    if(n > len)
      n = len;
    memmove(dst, (void *)(pa + (srcva - page)), n);
    800016fa:	018505b3          	add	a1,a0,s8
    800016fe:	0004861b          	sext.w	a2,s1
    80001702:	412585b3          	sub	a1,a1,s2
    80001706:	8552                	mv	a0,s4
    80001708:	fffff097          	auipc	ra,0xfffff
    8000170c:	d9c080e7          	jalr	-612(ra) # 800004a4 <memmove>
    len -= n;
    80001710:	409989b3          	sub	s3,s3,s1
    dst += n;
    80001714:	9a26                	add	s4,s4,s1
    srcva = page + PGSIZE;
    80001716:	01590c33          	add	s8,s2,s5
  while(len > 0){
    8000171a:	02098363          	beqz	s3,80001740 <copyin+0x6e>
    uint64 page = PGROUNDDOWN(srcva);
    8000171e:	017c7933          	and	s2,s8,s7
    uint64 pa = user_page(pagetable, page, 0);
    80001722:	4601                	li	a2,0
    80001724:	85ca                	mv	a1,s2
    80001726:	855a                	mv	a0,s6
    80001728:	00000097          	auipc	ra,0x0
    8000172c:	9ba080e7          	jalr	-1606(ra) # 800010e2 <user_page>
    if(pa == 0)
    80001730:	cd01                	beqz	a0,80001748 <copyin+0x76>
    uint64 n = PGSIZE - (srcva - page);
    80001732:	418904b3          	sub	s1,s2,s8
    80001736:	94d6                	add	s1,s1,s5
    80001738:	fc99f1e3          	bgeu	s3,s1,800016fa <copyin+0x28>
    8000173c:	84ce                	mv	s1,s3
    8000173e:	bf75                	j	800016fa <copyin+0x28>
  }
  return 0;
    80001740:	4501                	li	a0,0
    80001742:	a021                	j	8000174a <copyin+0x78>
    80001744:	4501                	li	a0,0
}
    80001746:	8082                	ret
      return -1;
    80001748:	557d                	li	a0,-1
}
    8000174a:	60a6                	ld	ra,72(sp)
    8000174c:	6406                	ld	s0,64(sp)
    8000174e:	74e2                	ld	s1,56(sp)
    80001750:	7942                	ld	s2,48(sp)
    80001752:	79a2                	ld	s3,40(sp)
    80001754:	7a02                	ld	s4,32(sp)
    80001756:	6ae2                	ld	s5,24(sp)
    80001758:	6b42                	ld	s6,16(sp)
    8000175a:	6ba2                	ld	s7,8(sp)
    8000175c:	6c02                	ld	s8,0(sp)
    8000175e:	6161                	add	sp,sp,80
    80001760:	8082                	ret

0000000080001762 <copyinstr>:
// from user address srcva.  Returns 0, or -1 if it is unreadable or
// too long.
int
copyinstr(pagetable_t pagetable, char *dst, uint64 srcva, uint64 max)
{
  while(max > 0){
    80001762:	c6d1                	beqz	a3,800017ee <copyinstr+0x8c>
{
    80001764:	715d                	add	sp,sp,-80
    80001766:	e486                	sd	ra,72(sp)
    80001768:	e0a2                	sd	s0,64(sp)
    8000176a:	fc26                	sd	s1,56(sp)
    8000176c:	f84a                	sd	s2,48(sp)
    8000176e:	f44e                	sd	s3,40(sp)
    80001770:	f052                	sd	s4,32(sp)
    80001772:	ec56                	sd	s5,24(sp)
    80001774:	e85a                	sd	s6,16(sp)
    80001776:	e45e                	sd	s7,8(sp)
    80001778:	0880                	add	s0,sp,80
    8000177a:	8aaa                	mv	s5,a0
    8000177c:	84ae                	mv	s1,a1
    8000177e:	89b2                	mv	s3,a2
    80001780:	8936                	mv	s2,a3
    uint64 page = PGROUNDDOWN(srcva);
    80001782:	7a7d                	lui	s4,0xfffff
    80001784:	6b05                	lui	s6,0x1
    80001786:	a039                	j	80001794 <copyinstr+0x32>
    80001788:	99ca                	add	s3,s3,s2
    uint64 pa = user_page(pagetable, page, 0);
    if(pa == 0)
      return -1;
    char *s = (char *)(pa + (srcva - page));
    uint64 n = PGSIZE - (srcva - page);
    for(; n > 0 && max > 0; n--, max--, srcva++){
    8000178a:	40e989b3          	sub	s3,s3,a4
    8000178e:	893a                	mv	s2,a4
  while(max > 0){
    80001790:	04090d63          	beqz	s2,800017ea <copyinstr+0x88>
    uint64 page = PGROUNDDOWN(srcva);
    80001794:	0149fbb3          	and	s7,s3,s4
    uint64 pa = user_page(pagetable, page, 0);
    80001798:	4601                	li	a2,0
    8000179a:	85de                	mv	a1,s7
    8000179c:	8556                	mv	a0,s5
    8000179e:	00000097          	auipc	ra,0x0
    800017a2:	944080e7          	jalr	-1724(ra) # 800010e2 <user_page>
    if(pa == 0)
    800017a6:	c531                	beqz	a0,800017f2 <copyinstr+0x90>
    char *s = (char *)(pa + (srcva - page));
    800017a8:	954e                	add	a0,a0,s3
    800017aa:	41750533          	sub	a0,a0,s7
    uint64 n = PGSIZE - (srcva - page);
    800017ae:	413b8bb3          	sub	s7,s7,s3
    for(; n > 0 && max > 0; n--, max--, srcva++){
    800017b2:	fd4b8fe3          	beq	s7,s4,80001790 <copyinstr+0x2e>
    800017b6:	02090863          	beqz	s2,800017e6 <copyinstr+0x84>
    800017ba:	00148793          	add	a5,s1,1
    800017be:	01648633          	add	a2,s1,s6
    800017c2:	965e                	add	a2,a2,s7
    800017c4:	874a                	mv	a4,s2
      *dst = *s++;
    800017c6:	012508b3          	add	a7,a0,s2
    800017ca:	40e886b3          	sub	a3,a7,a4
    800017ce:	0006c803          	lbu	a6,0(a3) # fffffffffffff000 <end+0xffffffff7ffdd448>
    800017d2:	84be                	mv	s1,a5
    800017d4:	ff078fa3          	sb	a6,-1(a5) # fff <_entry-0x7ffff001>
      if(*dst++ == 0)
    800017d8:	00080f63          	beqz	a6,800017f6 <copyinstr+0x94>
    for(; n > 0 && max > 0; n--, max--, srcva++){
    800017dc:	177d                	add	a4,a4,-1 # fff <_entry-0x7ffff001>
    800017de:	fac785e3          	beq	a5,a2,80001788 <copyinstr+0x26>
    800017e2:	0785                	add	a5,a5,1
    800017e4:	f37d                	bnez	a4,800017ca <copyinstr+0x68>
        return 0;
    }
  }
  return -1;
    800017e6:	557d                	li	a0,-1
    800017e8:	a801                	j	800017f8 <copyinstr+0x96>
    800017ea:	557d                	li	a0,-1
    800017ec:	a031                	j	800017f8 <copyinstr+0x96>
    800017ee:	557d                	li	a0,-1
}
    800017f0:	8082                	ret
      return -1;
    800017f2:	557d                	li	a0,-1
    800017f4:	a011                	j	800017f8 <copyinstr+0x96>
        return 0;
    800017f6:	4501                	li	a0,0
}
    800017f8:	60a6                	ld	ra,72(sp)
    800017fa:	6406                	ld	s0,64(sp)
    800017fc:	74e2                	ld	s1,56(sp)
    800017fe:	7942                	ld	s2,48(sp)
    80001800:	79a2                	ld	s3,40(sp)
    80001802:	7a02                	ld	s4,32(sp)
    80001804:	6ae2                	ld	s5,24(sp)
    80001806:	6b42                	ld	s6,16(sp)
    80001808:	6ba2                	ld	s7,8(sp)
    8000180a:	6161                	add	sp,sp,80
    8000180c:	8082                	ret

000000008000180e <allocpid>:
  return p;
}

static int
allocpid(void)
{
    8000180e:	1101                	add	sp,sp,-32
    80001810:	ec06                	sd	ra,24(sp)
    80001812:	e822                	sd	s0,16(sp)
    80001814:	e426                	sd	s1,8(sp)
    80001816:	e04a                	sd	s2,0(sp)
    80001818:	1000                	add	s0,sp,32
  acquire(&pid_lock);
    8000181a:	0000f917          	auipc	s2,0xf
    8000181e:	41690913          	add	s2,s2,1046 # 80010c30 <pid_lock>
    80001822:	854a                	mv	a0,s2
    80001824:	fffff097          	auipc	ra,0xfffff
    80001828:	a1c080e7          	jalr	-1508(ra) # 80000240 <acquire>
  int pid = nextpid++;
    8000182c:	00007797          	auipc	a5,0x7
    80001830:	2e478793          	add	a5,a5,740 # 80008b10 <nextpid>
    80001834:	4384                	lw	s1,0(a5)
    80001836:	0014871b          	addw	a4,s1,1
    8000183a:	c398                	sw	a4,0(a5)
  release(&pid_lock);
    8000183c:	854a                	mv	a0,s2
    8000183e:	fffff097          	auipc	ra,0xfffff
    80001842:	ab6080e7          	jalr	-1354(ra) # 800002f4 <release>
  return pid;
}
    80001846:	8526                	mv	a0,s1
    80001848:	60e2                	ld	ra,24(sp)
    8000184a:	6442                	ld	s0,16(sp)
    8000184c:	64a2                	ld	s1,8(sp)
    8000184e:	6902                	ld	s2,0(sp)
    80001850:	6105                	add	sp,sp,32
    80001852:	8082                	ret

0000000080001854 <proc_mapstacks>:
{
    80001854:	7179                	add	sp,sp,-48
    80001856:	f406                	sd	ra,40(sp)
    80001858:	f022                	sd	s0,32(sp)
    8000185a:	ec26                	sd	s1,24(sp)
    8000185c:	e84a                	sd	s2,16(sp)
    8000185e:	e44e                	sd	s3,8(sp)
    80001860:	e052                	sd	s4,0(sp)
    80001862:	1800                	add	s0,sp,48
    80001864:	89aa                	mv	s3,a0
    80001866:	040004b7          	lui	s1,0x4000
    8000186a:	14f5                	add	s1,s1,-3 # 3fffffd <_entry-0x7c000003>
    8000186c:	04b2                	sll	s1,s1,0xc
  for(int i = 0; i < NPROC; i++){
    8000186e:	7a79                	lui	s4,0xffffe
    80001870:	04000937          	lui	s2,0x4000
    80001874:	f7d90913          	add	s2,s2,-131 # 3ffff7d <_entry-0x7c000083>
    80001878:	0932                	sll	s2,s2,0xc
    char *stack = kalloc();
    8000187a:	fffff097          	auipc	ra,0xfffff
    8000187e:	6cc080e7          	jalr	1740(ra) # 80000f46 <kalloc>
    80001882:	862a                	mv	a2,a0
    if(stack == 0)
    80001884:	c505                	beqz	a0,800018ac <proc_mapstacks+0x58>
    kvmmap(kpgtbl, KSTACK(i), (uint64)stack, PGSIZE, PTE_R | PTE_W);
    80001886:	4719                	li	a4,6
    80001888:	6685                	lui	a3,0x1
    8000188a:	85a6                	mv	a1,s1
    8000188c:	854e                	mv	a0,s3
    8000188e:	00000097          	auipc	ra,0x0
    80001892:	97e080e7          	jalr	-1666(ra) # 8000120c <kvmmap>
  for(int i = 0; i < NPROC; i++){
    80001896:	94d2                	add	s1,s1,s4
    80001898:	ff2491e3          	bne	s1,s2,8000187a <proc_mapstacks+0x26>
}
    8000189c:	70a2                	ld	ra,40(sp)
    8000189e:	7402                	ld	s0,32(sp)
    800018a0:	64e2                	ld	s1,24(sp)
    800018a2:	6942                	ld	s2,16(sp)
    800018a4:	69a2                	ld	s3,8(sp)
    800018a6:	6a02                	ld	s4,0(sp)
    800018a8:	6145                	add	sp,sp,48
    800018aa:	8082                	ret
      panic("proc_mapstacks: out of memory");
    800018ac:	00007517          	auipc	a0,0x7
    800018b0:	98c50513          	add	a0,a0,-1652 # 80008238 <hexdigits+0x130>
    800018b4:	fffff097          	auipc	ra,0xfffff
    800018b8:	068080e7          	jalr	104(ra) # 8000091c <panic>

00000000800018bc <procinit>:
{
    800018bc:	7139                	add	sp,sp,-64
    800018be:	fc06                	sd	ra,56(sp)
    800018c0:	f822                	sd	s0,48(sp)
    800018c2:	f426                	sd	s1,40(sp)
    800018c4:	f04a                	sd	s2,32(sp)
    800018c6:	ec4e                	sd	s3,24(sp)
    800018c8:	e852                	sd	s4,16(sp)
    800018ca:	e456                	sd	s5,8(sp)
    800018cc:	0080                	add	s0,sp,64
  initlock(&pid_lock, "nextpid");
    800018ce:	00007597          	auipc	a1,0x7
    800018d2:	98a58593          	add	a1,a1,-1654 # 80008258 <hexdigits+0x150>
    800018d6:	0000f517          	auipc	a0,0xf
    800018da:	35a50513          	add	a0,a0,858 # 80010c30 <pid_lock>
    800018de:	fffff097          	auipc	ra,0xfffff
    800018e2:	8e6080e7          	jalr	-1818(ra) # 800001c4 <initlock>
  initlock(&wait_lock, "wait_lock");
    800018e6:	00007597          	auipc	a1,0x7
    800018ea:	97a58593          	add	a1,a1,-1670 # 80008260 <hexdigits+0x158>
    800018ee:	0000f517          	auipc	a0,0xf
    800018f2:	35a50513          	add	a0,a0,858 # 80010c48 <wait_lock>
    800018f6:	fffff097          	auipc	ra,0xfffff
    800018fa:	8ce080e7          	jalr	-1842(ra) # 800001c4 <initlock>
  for(int i = 0; i < NPROC; i++){
    800018fe:	0000f497          	auipc	s1,0xf
    80001902:	76248493          	add	s1,s1,1890 # 80011060 <proc>
    80001906:	00015a97          	auipc	s5,0x15
    8000190a:	15aa8a93          	add	s5,s5,346 # 80016a60 <tickslock>
  initlock(&wait_lock, "wait_lock");
    8000190e:	04000937          	lui	s2,0x4000
    80001912:	1975                	add	s2,s2,-3 # 3fffffd <_entry-0x7c000003>
    80001914:	0932                	sll	s2,s2,0xc
    initlock(&proc[i].lock, "proc");
    80001916:	00007a17          	auipc	s4,0x7
    8000191a:	95aa0a13          	add	s4,s4,-1702 # 80008270 <hexdigits+0x168>
  for(int i = 0; i < NPROC; i++){
    8000191e:	79f9                	lui	s3,0xffffe
    initlock(&proc[i].lock, "proc");
    80001920:	85d2                	mv	a1,s4
    80001922:	8526                	mv	a0,s1
    80001924:	fffff097          	auipc	ra,0xfffff
    80001928:	8a0080e7          	jalr	-1888(ra) # 800001c4 <initlock>
    proc[i].state = UNUSED;
    8000192c:	0004ac23          	sw	zero,24(s1)
    proc[i].kstack = KSTACK(i);
    80001930:	0524b023          	sd	s2,64(s1)
  for(int i = 0; i < NPROC; i++){
    80001934:	16848493          	add	s1,s1,360
    80001938:	994e                	add	s2,s2,s3
    8000193a:	ff5493e3          	bne	s1,s5,80001920 <procinit+0x64>
}
    8000193e:	70e2                	ld	ra,56(sp)
    80001940:	7442                	ld	s0,48(sp)
    80001942:	74a2                	ld	s1,40(sp)
    80001944:	7902                	ld	s2,32(sp)
    80001946:	69e2                	ld	s3,24(sp)
    80001948:	6a42                	ld	s4,16(sp)
    8000194a:	6aa2                	ld	s5,8(sp)
    8000194c:	6121                	add	sp,sp,64
    8000194e:	8082                	ret

0000000080001950 <cpuid>:
{
    80001950:	1141                	add	sp,sp,-16
    80001952:	e422                	sd	s0,8(sp)
    80001954:	0800                	add	s0,sp,16
static inline uint64 r_tp(void) { uint64 v; asm volatile("mv %0, tp" : "=r"(v)); return v; }
    80001956:	8512                	mv	a0,tp
}
    80001958:	2501                	sext.w	a0,a0
    8000195a:	6422                	ld	s0,8(sp)
    8000195c:	0141                	add	sp,sp,16
    8000195e:	8082                	ret

0000000080001960 <mycpu>:
{
    80001960:	1141                	add	sp,sp,-16
    80001962:	e406                	sd	ra,8(sp)
    80001964:	e022                	sd	s0,0(sp)
    80001966:	0800                	add	s0,sp,16
  return &cpus[cpuid()];
    80001968:	00000097          	auipc	ra,0x0
    8000196c:	fe8080e7          	jalr	-24(ra) # 80001950 <cpuid>
    80001970:	051e                	sll	a0,a0,0x7
}
    80001972:	0000f797          	auipc	a5,0xf
    80001976:	2ee78793          	add	a5,a5,750 # 80010c60 <cpus>
    8000197a:	953e                	add	a0,a0,a5
    8000197c:	60a2                	ld	ra,8(sp)
    8000197e:	6402                	ld	s0,0(sp)
    80001980:	0141                	add	sp,sp,16
    80001982:	8082                	ret

0000000080001984 <myproc>:
{
    80001984:	1101                	add	sp,sp,-32
    80001986:	ec06                	sd	ra,24(sp)
    80001988:	e822                	sd	s0,16(sp)
    8000198a:	e426                	sd	s1,8(sp)
    8000198c:	1000                	add	s0,sp,32
  push_off();
    8000198e:	fffff097          	auipc	ra,0xfffff
    80001992:	87a080e7          	jalr	-1926(ra) # 80000208 <push_off>
  struct proc *p = mycpu()->proc;
    80001996:	00000097          	auipc	ra,0x0
    8000199a:	fca080e7          	jalr	-54(ra) # 80001960 <mycpu>
    8000199e:	6104                	ld	s1,0(a0)
  pop_off();
    800019a0:	fffff097          	auipc	ra,0xfffff
    800019a4:	8f4080e7          	jalr	-1804(ra) # 80000294 <pop_off>
}
    800019a8:	8526                	mv	a0,s1
    800019aa:	60e2                	ld	ra,24(sp)
    800019ac:	6442                	ld	s0,16(sp)
    800019ae:	64a2                	ld	s1,8(sp)
    800019b0:	6105                	add	sp,sp,32
    800019b2:	8082                	ret

00000000800019b4 <forkret>:
// here holding p->lock.  The very first process also mounts the root
// file system (which sleeps, so it cannot be done from main) and
// execs /init.
static void
forkret(void)
{
    800019b4:	7179                	add	sp,sp,-48
    800019b6:	f406                	sd	ra,40(sp)
    800019b8:	f022                	sd	s0,32(sp)
    800019ba:	ec26                	sd	s1,24(sp)
    800019bc:	1800                	add	s0,sp,48
  static int fs_ready = 0;
  struct proc *p = myproc();
    800019be:	00000097          	auipc	ra,0x0
    800019c2:	fc6080e7          	jalr	-58(ra) # 80001984 <myproc>
    800019c6:	84aa                	mv	s1,a0

  release(&p->lock);
    800019c8:	fffff097          	auipc	ra,0xfffff
    800019cc:	92c080e7          	jalr	-1748(ra) # 800002f4 <release>

  if(!fs_ready){
    800019d0:	00007797          	auipc	a5,0x7
    800019d4:	1687a783          	lw	a5,360(a5) # 80008b38 <fs_ready.1>
    800019d8:	ebb9                	bnez	a5,80001a2e <forkret+0x7a>
    fsinit(ROOTDEV);
    800019da:	4505                	li	a0,1
    800019dc:	00002097          	auipc	ra,0x2
    800019e0:	722080e7          	jalr	1826(ra) # 800040fe <fsinit>
    fs_ready = 1;
    800019e4:	4785                	li	a5,1
    800019e6:	00007717          	auipc	a4,0x7
    800019ea:	14f72923          	sw	a5,338(a4) # 80008b38 <fs_ready.1>
    __sync_synchronize();
    800019ee:	0ff0000f          	fence
    p->cwd = namei("/");
    800019f2:	00007517          	auipc	a0,0x7
    800019f6:	88650513          	add	a0,a0,-1914 # 80008278 <hexdigits+0x170>
    800019fa:	00003097          	auipc	ra,0x3
    800019fe:	07c080e7          	jalr	124(ra) # 80004a76 <namei>
    80001a02:	14a4b823          	sd	a0,336(s1)
    char *argv[] = { "/init", 0 };
    80001a06:	00007517          	auipc	a0,0x7
    80001a0a:	87a50513          	add	a0,a0,-1926 # 80008280 <hexdigits+0x178>
    80001a0e:	fca43823          	sd	a0,-48(s0)
    80001a12:	fc043c23          	sd	zero,-40(s0)
    p->trapframe->a0 = kexec("/init", argv);
    80001a16:	fd040593          	add	a1,s0,-48
    80001a1a:	00005097          	auipc	ra,0x5
    80001a1e:	8a8080e7          	jalr	-1880(ra) # 800062c2 <kexec>
    80001a22:	6cbc                	ld	a5,88(s1)
    80001a24:	fba8                	sd	a0,112(a5)
    if((int)p->trapframe->a0 < 0)
    80001a26:	6cbc                	ld	a5,88(s1)
    80001a28:	5bbc                	lw	a5,112(a5)
    80001a2a:	0007cb63          	bltz	a5,80001a40 <forkret+0x8c>
      panic("forkret: cannot exec /init");
  }
  usertrapret();
    80001a2e:	00001097          	auipc	ra,0x1
    80001a32:	d2a080e7          	jalr	-726(ra) # 80002758 <usertrapret>
}
    80001a36:	70a2                	ld	ra,40(sp)
    80001a38:	7402                	ld	s0,32(sp)
    80001a3a:	64e2                	ld	s1,24(sp)
    80001a3c:	6145                	add	sp,sp,48
    80001a3e:	8082                	ret
      panic("forkret: cannot exec /init");
    80001a40:	00007517          	auipc	a0,0x7
    80001a44:	84850513          	add	a0,a0,-1976 # 80008288 <hexdigits+0x180>
    80001a48:	fffff097          	auipc	ra,0xfffff
    80001a4c:	ed4080e7          	jalr	-300(ra) # 8000091c <panic>

0000000080001a50 <proc_pagetable>:
{
    80001a50:	1101                	add	sp,sp,-32
    80001a52:	ec06                	sd	ra,24(sp)
    80001a54:	e822                	sd	s0,16(sp)
    80001a56:	e426                	sd	s1,8(sp)
    80001a58:	e04a                	sd	s2,0(sp)
    80001a5a:	1000                	add	s0,sp,32
    80001a5c:	892a                	mv	s2,a0
  pagetable_t pagetable = uvmcreate();
    80001a5e:	00000097          	auipc	ra,0x0
    80001a62:	99a080e7          	jalr	-1638(ra) # 800013f8 <uvmcreate>
    80001a66:	84aa                	mv	s1,a0
  if(pagetable == 0)
    80001a68:	cd15                	beqz	a0,80001aa4 <proc_pagetable+0x54>
  if(mappages(pagetable, TRAMPOLINE, PGSIZE, (uint64)trampoline, PTE_R | PTE_X) != 0){
    80001a6a:	4729                	li	a4,10
    80001a6c:	00005697          	auipc	a3,0x5
    80001a70:	59468693          	add	a3,a3,1428 # 80007000 <_trampoline>
    80001a74:	6605                	lui	a2,0x1
    80001a76:	040005b7          	lui	a1,0x4000
    80001a7a:	15fd                	add	a1,a1,-1 # 3ffffff <_entry-0x7c000001>
    80001a7c:	05b2                	sll	a1,a1,0xc
    80001a7e:	fffff097          	auipc	ra,0xfffff
    80001a82:	6f2080e7          	jalr	1778(ra) # 80001170 <mappages>
    80001a86:	e515                	bnez	a0,80001ab2 <proc_pagetable+0x62>
  if(mappages(pagetable, TRAPFRAME, PGSIZE, (uint64)p->trapframe, PTE_R | PTE_W) != 0){
    80001a88:	4719                	li	a4,6
    80001a8a:	05893683          	ld	a3,88(s2)
    80001a8e:	6605                	lui	a2,0x1
    80001a90:	020005b7          	lui	a1,0x2000
    80001a94:	15fd                	add	a1,a1,-1 # 1ffffff <_entry-0x7e000001>
    80001a96:	05b6                	sll	a1,a1,0xd
    80001a98:	8526                	mv	a0,s1
    80001a9a:	fffff097          	auipc	ra,0xfffff
    80001a9e:	6d6080e7          	jalr	1750(ra) # 80001170 <mappages>
    80001aa2:	e105                	bnez	a0,80001ac2 <proc_pagetable+0x72>
}
    80001aa4:	8526                	mv	a0,s1
    80001aa6:	60e2                	ld	ra,24(sp)
    80001aa8:	6442                	ld	s0,16(sp)
    80001aaa:	64a2                	ld	s1,8(sp)
    80001aac:	6902                	ld	s2,0(sp)
    80001aae:	6105                	add	sp,sp,32
    80001ab0:	8082                	ret
    uvmfree(pagetable, 0);
    80001ab2:	4581                	li	a1,0
    80001ab4:	8526                	mv	a0,s1
    80001ab6:	00000097          	auipc	ra,0x0
    80001aba:	a68080e7          	jalr	-1432(ra) # 8000151e <uvmfree>
    return 0;
    80001abe:	4481                	li	s1,0
    80001ac0:	b7d5                	j	80001aa4 <proc_pagetable+0x54>
    uvmunmap(pagetable, TRAMPOLINE, 1, 0);
    80001ac2:	4681                	li	a3,0
    80001ac4:	4605                	li	a2,1
    80001ac6:	040005b7          	lui	a1,0x4000
    80001aca:	15fd                	add	a1,a1,-1 # 3ffffff <_entry-0x7c000001>
    80001acc:	05b2                	sll	a1,a1,0xc
    80001ace:	8526                	mv	a0,s1
    80001ad0:	00000097          	auipc	ra,0x0
    80001ad4:	874080e7          	jalr	-1932(ra) # 80001344 <uvmunmap>
    uvmfree(pagetable, 0);
    80001ad8:	4581                	li	a1,0
    80001ada:	8526                	mv	a0,s1
    80001adc:	00000097          	auipc	ra,0x0
    80001ae0:	a42080e7          	jalr	-1470(ra) # 8000151e <uvmfree>
    return 0;
    80001ae4:	4481                	li	s1,0
    80001ae6:	bf7d                	j	80001aa4 <proc_pagetable+0x54>

0000000080001ae8 <proc_freepagetable>:
{
    80001ae8:	1101                	add	sp,sp,-32
    80001aea:	ec06                	sd	ra,24(sp)
    80001aec:	e822                	sd	s0,16(sp)
    80001aee:	e426                	sd	s1,8(sp)
    80001af0:	e04a                	sd	s2,0(sp)
    80001af2:	1000                	add	s0,sp,32
    80001af4:	84aa                	mv	s1,a0
    80001af6:	892e                	mv	s2,a1
  uvmunmap(pagetable, TRAMPOLINE, 1, 0);
    80001af8:	4681                	li	a3,0
    80001afa:	4605                	li	a2,1
    80001afc:	040005b7          	lui	a1,0x4000
    80001b00:	15fd                	add	a1,a1,-1 # 3ffffff <_entry-0x7c000001>
    80001b02:	05b2                	sll	a1,a1,0xc
    80001b04:	00000097          	auipc	ra,0x0
    80001b08:	840080e7          	jalr	-1984(ra) # 80001344 <uvmunmap>
  uvmunmap(pagetable, TRAPFRAME, 1, 0);
    80001b0c:	4681                	li	a3,0
    80001b0e:	4605                	li	a2,1
    80001b10:	020005b7          	lui	a1,0x2000
    80001b14:	15fd                	add	a1,a1,-1 # 1ffffff <_entry-0x7e000001>
    80001b16:	05b6                	sll	a1,a1,0xd
    80001b18:	8526                	mv	a0,s1
    80001b1a:	00000097          	auipc	ra,0x0
    80001b1e:	82a080e7          	jalr	-2006(ra) # 80001344 <uvmunmap>
  uvmfree(pagetable, sz);
    80001b22:	85ca                	mv	a1,s2
    80001b24:	8526                	mv	a0,s1
    80001b26:	00000097          	auipc	ra,0x0
    80001b2a:	9f8080e7          	jalr	-1544(ra) # 8000151e <uvmfree>
}
    80001b2e:	60e2                	ld	ra,24(sp)
    80001b30:	6442                	ld	s0,16(sp)
    80001b32:	64a2                	ld	s1,8(sp)
    80001b34:	6902                	ld	s2,0(sp)
    80001b36:	6105                	add	sp,sp,32
    80001b38:	8082                	ret

0000000080001b3a <freeproc>:
{
    80001b3a:	1101                	add	sp,sp,-32
    80001b3c:	ec06                	sd	ra,24(sp)
    80001b3e:	e822                	sd	s0,16(sp)
    80001b40:	e426                	sd	s1,8(sp)
    80001b42:	1000                	add	s0,sp,32
    80001b44:	84aa                	mv	s1,a0
  if(p->trapframe)
    80001b46:	6d28                	ld	a0,88(a0)
    80001b48:	c509                	beqz	a0,80001b52 <freeproc+0x18>
    kfree(p->trapframe);
    80001b4a:	fffff097          	auipc	ra,0xfffff
    80001b4e:	326080e7          	jalr	806(ra) # 80000e70 <kfree>
  p->trapframe = 0;
    80001b52:	0404bc23          	sd	zero,88(s1)
  if(p->pagetable)
    80001b56:	68a8                	ld	a0,80(s1)
    80001b58:	c511                	beqz	a0,80001b64 <freeproc+0x2a>
    proc_freepagetable(p->pagetable, p->sz);
    80001b5a:	64ac                	ld	a1,72(s1)
    80001b5c:	00000097          	auipc	ra,0x0
    80001b60:	f8c080e7          	jalr	-116(ra) # 80001ae8 <proc_freepagetable>
  p->pagetable = 0;
    80001b64:	0404b823          	sd	zero,80(s1)
  p->sz = 0;
    80001b68:	0404b423          	sd	zero,72(s1)
  p->pid = 0;
    80001b6c:	0204a823          	sw	zero,48(s1)
  p->parent = 0;
    80001b70:	0204bc23          	sd	zero,56(s1)
  p->name[0] = 0;
    80001b74:	14048c23          	sb	zero,344(s1)
  p->chan = 0;
    80001b78:	0204b023          	sd	zero,32(s1)
  p->killed = 0;
    80001b7c:	0204a423          	sw	zero,40(s1)
  p->xstate = 0;
    80001b80:	0204a623          	sw	zero,44(s1)
  p->state = UNUSED;
    80001b84:	0004ac23          	sw	zero,24(s1)
}
    80001b88:	60e2                	ld	ra,24(sp)
    80001b8a:	6442                	ld	s0,16(sp)
    80001b8c:	64a2                	ld	s1,8(sp)
    80001b8e:	6105                	add	sp,sp,32
    80001b90:	8082                	ret

0000000080001b92 <allocproc>:
{
    80001b92:	1101                	add	sp,sp,-32
    80001b94:	ec06                	sd	ra,24(sp)
    80001b96:	e822                	sd	s0,16(sp)
    80001b98:	e426                	sd	s1,8(sp)
    80001b9a:	e04a                	sd	s2,0(sp)
    80001b9c:	1000                	add	s0,sp,32
  for(p = proc; p < &proc[NPROC]; p++){
    80001b9e:	0000f497          	auipc	s1,0xf
    80001ba2:	4c248493          	add	s1,s1,1218 # 80011060 <proc>
    80001ba6:	00015917          	auipc	s2,0x15
    80001baa:	eba90913          	add	s2,s2,-326 # 80016a60 <tickslock>
    acquire(&p->lock);
    80001bae:	8526                	mv	a0,s1
    80001bb0:	ffffe097          	auipc	ra,0xffffe
    80001bb4:	690080e7          	jalr	1680(ra) # 80000240 <acquire>
    if(p->state == UNUSED)
    80001bb8:	4c9c                	lw	a5,24(s1)
    80001bba:	cf81                	beqz	a5,80001bd2 <allocproc+0x40>
    release(&p->lock);
    80001bbc:	8526                	mv	a0,s1
    80001bbe:	ffffe097          	auipc	ra,0xffffe
    80001bc2:	736080e7          	jalr	1846(ra) # 800002f4 <release>
  for(p = proc; p < &proc[NPROC]; p++){
    80001bc6:	16848493          	add	s1,s1,360
    80001bca:	ff2492e3          	bne	s1,s2,80001bae <allocproc+0x1c>
    return 0;
    80001bce:	4481                	li	s1,0
    80001bd0:	a8a9                	j	80001c2a <allocproc+0x98>
  if(p == &proc[NPROC])
    80001bd2:	00015797          	auipc	a5,0x15
    80001bd6:	e8e78793          	add	a5,a5,-370 # 80016a60 <tickslock>
    80001bda:	06f48b63          	beq	s1,a5,80001c50 <allocproc+0xbe>
  p->pid = allocpid();
    80001bde:	00000097          	auipc	ra,0x0
    80001be2:	c30080e7          	jalr	-976(ra) # 8000180e <allocpid>
    80001be6:	d888                	sw	a0,48(s1)
  p->state = USED;
    80001be8:	4785                	li	a5,1
    80001bea:	cc9c                	sw	a5,24(s1)
  if((p->trapframe = kalloc()) == 0 || (p->pagetable = proc_pagetable(p)) == 0){
    80001bec:	fffff097          	auipc	ra,0xfffff
    80001bf0:	35a080e7          	jalr	858(ra) # 80000f46 <kalloc>
    80001bf4:	eca8                	sd	a0,88(s1)
    80001bf6:	c129                	beqz	a0,80001c38 <allocproc+0xa6>
    80001bf8:	8526                	mv	a0,s1
    80001bfa:	00000097          	auipc	ra,0x0
    80001bfe:	e56080e7          	jalr	-426(ra) # 80001a50 <proc_pagetable>
    80001c02:	e8a8                	sd	a0,80(s1)
    80001c04:	c915                	beqz	a0,80001c38 <allocproc+0xa6>
  memset(&p->context, 0, sizeof(p->context));
    80001c06:	07000613          	li	a2,112
    80001c0a:	4581                	li	a1,0
    80001c0c:	06048513          	add	a0,s1,96
    80001c10:	fffff097          	auipc	ra,0xfffff
    80001c14:	83c080e7          	jalr	-1988(ra) # 8000044c <memset>
  p->context.ra = (uint64)forkret;
    80001c18:	00000797          	auipc	a5,0x0
    80001c1c:	d9c78793          	add	a5,a5,-612 # 800019b4 <forkret>
    80001c20:	f0bc                	sd	a5,96(s1)
  p->context.sp = p->kstack + PGSIZE;
    80001c22:	60bc                	ld	a5,64(s1)
    80001c24:	6705                	lui	a4,0x1
    80001c26:	97ba                	add	a5,a5,a4
    80001c28:	f4bc                	sd	a5,104(s1)
}
    80001c2a:	8526                	mv	a0,s1
    80001c2c:	60e2                	ld	ra,24(sp)
    80001c2e:	6442                	ld	s0,16(sp)
    80001c30:	64a2                	ld	s1,8(sp)
    80001c32:	6902                	ld	s2,0(sp)
    80001c34:	6105                	add	sp,sp,32
    80001c36:	8082                	ret
    freeproc(p);
    80001c38:	8526                	mv	a0,s1
    80001c3a:	00000097          	auipc	ra,0x0
    80001c3e:	f00080e7          	jalr	-256(ra) # 80001b3a <freeproc>
    release(&p->lock);
    80001c42:	8526                	mv	a0,s1
    80001c44:	ffffe097          	auipc	ra,0xffffe
    80001c48:	6b0080e7          	jalr	1712(ra) # 800002f4 <release>
    return 0;
    80001c4c:	4481                	li	s1,0
    80001c4e:	bff1                	j	80001c2a <allocproc+0x98>
    return 0;
    80001c50:	4481                	li	s1,0
    80001c52:	bfe1                	j	80001c2a <allocproc+0x98>

0000000080001c54 <userinit>:
{
    80001c54:	1101                	add	sp,sp,-32
    80001c56:	ec06                	sd	ra,24(sp)
    80001c58:	e822                	sd	s0,16(sp)
    80001c5a:	e426                	sd	s1,8(sp)
    80001c5c:	1000                	add	s0,sp,32
  struct proc *p = allocproc();
    80001c5e:	00000097          	auipc	ra,0x0
    80001c62:	f34080e7          	jalr	-204(ra) # 80001b92 <allocproc>
  if(p == 0)
    80001c66:	cd0d                	beqz	a0,80001ca0 <userinit+0x4c>
    80001c68:	84aa                	mv	s1,a0
  initproc = p;
    80001c6a:	00007797          	auipc	a5,0x7
    80001c6e:	eca7bb23          	sd	a0,-298(a5) # 80008b40 <initproc>
  safestrcpy(p->name, "init", sizeof(p->name));
    80001c72:	4641                	li	a2,16
    80001c74:	00006597          	auipc	a1,0x6
    80001c78:	64458593          	add	a1,a1,1604 # 800082b8 <hexdigits+0x1b0>
    80001c7c:	15850513          	add	a0,a0,344
    80001c80:	fffff097          	auipc	ra,0xfffff
    80001c84:	91c080e7          	jalr	-1764(ra) # 8000059c <safestrcpy>
  p->state = RUNNABLE;
    80001c88:	478d                	li	a5,3
    80001c8a:	cc9c                	sw	a5,24(s1)
  release(&p->lock);
    80001c8c:	8526                	mv	a0,s1
    80001c8e:	ffffe097          	auipc	ra,0xffffe
    80001c92:	666080e7          	jalr	1638(ra) # 800002f4 <release>
}
    80001c96:	60e2                	ld	ra,24(sp)
    80001c98:	6442                	ld	s0,16(sp)
    80001c9a:	64a2                	ld	s1,8(sp)
    80001c9c:	6105                	add	sp,sp,32
    80001c9e:	8082                	ret
    panic("userinit");
    80001ca0:	00006517          	auipc	a0,0x6
    80001ca4:	60850513          	add	a0,a0,1544 # 800082a8 <hexdigits+0x1a0>
    80001ca8:	fffff097          	auipc	ra,0xfffff
    80001cac:	c74080e7          	jalr	-908(ra) # 8000091c <panic>

0000000080001cb0 <growproc>:
{
    80001cb0:	1101                	add	sp,sp,-32
    80001cb2:	ec06                	sd	ra,24(sp)
    80001cb4:	e822                	sd	s0,16(sp)
    80001cb6:	e426                	sd	s1,8(sp)
    80001cb8:	e04a                	sd	s2,0(sp)
    80001cba:	1000                	add	s0,sp,32
    80001cbc:	84aa                	mv	s1,a0
  struct proc *p = myproc();
    80001cbe:	00000097          	auipc	ra,0x0
    80001cc2:	cc6080e7          	jalr	-826(ra) # 80001984 <myproc>
    80001cc6:	892a                	mv	s2,a0
  uint64 sz = p->sz;
    80001cc8:	652c                	ld	a1,72(a0)
  if(n > 0){
    80001cca:	02905b63          	blez	s1,80001d00 <growproc+0x50>
    if(sz + n > TRAPFRAME || (sz = uvmalloc(p->pagetable, sz, sz + n, PTE_W)) == 0)
    80001cce:	00b48633          	add	a2,s1,a1
    80001cd2:	020007b7          	lui	a5,0x2000
    80001cd6:	17fd                	add	a5,a5,-1 # 1ffffff <_entry-0x7e000001>
    80001cd8:	07b6                	sll	a5,a5,0xd
    80001cda:	04c7e263          	bltu	a5,a2,80001d1e <growproc+0x6e>
    80001cde:	4691                	li	a3,4
    80001ce0:	6928                	ld	a0,80(a0)
    80001ce2:	fffff097          	auipc	ra,0xfffff
    80001ce6:	78a080e7          	jalr	1930(ra) # 8000146c <uvmalloc>
    80001cea:	85aa                	mv	a1,a0
    80001cec:	c91d                	beqz	a0,80001d22 <growproc+0x72>
  p->sz = sz;
    80001cee:	04b93423          	sd	a1,72(s2)
  return 0;
    80001cf2:	4501                	li	a0,0
}
    80001cf4:	60e2                	ld	ra,24(sp)
    80001cf6:	6442                	ld	s0,16(sp)
    80001cf8:	64a2                	ld	s1,8(sp)
    80001cfa:	6902                	ld	s2,0(sp)
    80001cfc:	6105                	add	sp,sp,32
    80001cfe:	8082                	ret
  } else if(n < 0){
    80001d00:	fe04d7e3          	bgez	s1,80001cee <growproc+0x3e>
    if((uint64)(-n) > sz)
    80001d04:	409007bb          	negw	a5,s1
    80001d08:	00f5ef63          	bltu	a1,a5,80001d26 <growproc+0x76>
    sz = uvmdealloc(p->pagetable, sz, sz + n);
    80001d0c:	00b48633          	add	a2,s1,a1
    80001d10:	6928                	ld	a0,80(a0)
    80001d12:	fffff097          	auipc	ra,0xfffff
    80001d16:	714080e7          	jalr	1812(ra) # 80001426 <uvmdealloc>
    80001d1a:	85aa                	mv	a1,a0
    80001d1c:	bfc9                	j	80001cee <growproc+0x3e>
      return -1;
    80001d1e:	557d                	li	a0,-1
    80001d20:	bfd1                	j	80001cf4 <growproc+0x44>
    80001d22:	557d                	li	a0,-1
    80001d24:	bfc1                	j	80001cf4 <growproc+0x44>
      return -1;
    80001d26:	557d                	li	a0,-1
    80001d28:	b7f1                	j	80001cf4 <growproc+0x44>

0000000080001d2a <kfork>:
{
    80001d2a:	7139                	add	sp,sp,-64
    80001d2c:	fc06                	sd	ra,56(sp)
    80001d2e:	f822                	sd	s0,48(sp)
    80001d30:	f426                	sd	s1,40(sp)
    80001d32:	f04a                	sd	s2,32(sp)
    80001d34:	ec4e                	sd	s3,24(sp)
    80001d36:	e852                	sd	s4,16(sp)
    80001d38:	e456                	sd	s5,8(sp)
    80001d3a:	0080                	add	s0,sp,64
  struct proc *p = myproc();
    80001d3c:	00000097          	auipc	ra,0x0
    80001d40:	c48080e7          	jalr	-952(ra) # 80001984 <myproc>
    80001d44:	8aaa                	mv	s5,a0
  struct proc *child = allocproc();
    80001d46:	00000097          	auipc	ra,0x0
    80001d4a:	e4c080e7          	jalr	-436(ra) # 80001b92 <allocproc>
  if(child == 0)
    80001d4e:	10050c63          	beqz	a0,80001e66 <kfork+0x13c>
    80001d52:	8a2a                	mv	s4,a0
  if(uvmcopy(p->pagetable, child->pagetable, p->sz) < 0){
    80001d54:	048ab603          	ld	a2,72(s5)
    80001d58:	692c                	ld	a1,80(a0)
    80001d5a:	050ab503          	ld	a0,80(s5)
    80001d5e:	fffff097          	auipc	ra,0xfffff
    80001d62:	7fa080e7          	jalr	2042(ra) # 80001558 <uvmcopy>
    80001d66:	04054863          	bltz	a0,80001db6 <kfork+0x8c>
  child->sz = p->sz;
    80001d6a:	048ab783          	ld	a5,72(s5)
    80001d6e:	04fa3423          	sd	a5,72(s4)
  *child->trapframe = *p->trapframe;
    80001d72:	058ab683          	ld	a3,88(s5)
    80001d76:	87b6                	mv	a5,a3
    80001d78:	058a3703          	ld	a4,88(s4)
    80001d7c:	12068693          	add	a3,a3,288
    80001d80:	0007b803          	ld	a6,0(a5)
    80001d84:	6788                	ld	a0,8(a5)
    80001d86:	6b8c                	ld	a1,16(a5)
    80001d88:	6f90                	ld	a2,24(a5)
    80001d8a:	01073023          	sd	a6,0(a4) # 1000 <_entry-0x7ffff000>
    80001d8e:	e708                	sd	a0,8(a4)
    80001d90:	eb0c                	sd	a1,16(a4)
    80001d92:	ef10                	sd	a2,24(a4)
    80001d94:	02078793          	add	a5,a5,32
    80001d98:	02070713          	add	a4,a4,32
    80001d9c:	fed792e3          	bne	a5,a3,80001d80 <kfork+0x56>
  child->trapframe->a0 = 0;
    80001da0:	058a3783          	ld	a5,88(s4)
    80001da4:	0607b823          	sd	zero,112(a5)
  for(int fd = 0; fd < NOFILE; fd++)
    80001da8:	0d0a8493          	add	s1,s5,208
    80001dac:	0d0a0913          	add	s2,s4,208
    80001db0:	150a8993          	add	s3,s5,336
    80001db4:	a00d                	j	80001dd6 <kfork+0xac>
    freeproc(child);
    80001db6:	8552                	mv	a0,s4
    80001db8:	00000097          	auipc	ra,0x0
    80001dbc:	d82080e7          	jalr	-638(ra) # 80001b3a <freeproc>
    release(&child->lock);
    80001dc0:	8552                	mv	a0,s4
    80001dc2:	ffffe097          	auipc	ra,0xffffe
    80001dc6:	532080e7          	jalr	1330(ra) # 800002f4 <release>
    return -1;
    80001dca:	597d                	li	s2,-1
    80001dcc:	a059                	j	80001e52 <kfork+0x128>
  for(int fd = 0; fd < NOFILE; fd++)
    80001dce:	04a1                	add	s1,s1,8
    80001dd0:	0921                	add	s2,s2,8
    80001dd2:	01348b63          	beq	s1,s3,80001de8 <kfork+0xbe>
    if(p->ofile[fd])
    80001dd6:	6088                	ld	a0,0(s1)
    80001dd8:	d97d                	beqz	a0,80001dce <kfork+0xa4>
      child->ofile[fd] = filedup(p->ofile[fd]);
    80001dda:	00003097          	auipc	ra,0x3
    80001dde:	e5a080e7          	jalr	-422(ra) # 80004c34 <filedup>
    80001de2:	00a93023          	sd	a0,0(s2)
    80001de6:	b7e5                	j	80001dce <kfork+0xa4>
  child->cwd = idup(p->cwd);
    80001de8:	150ab503          	ld	a0,336(s5)
    80001dec:	00002097          	auipc	ra,0x2
    80001df0:	524080e7          	jalr	1316(ra) # 80004310 <idup>
    80001df4:	14aa3823          	sd	a0,336(s4)
  safestrcpy(child->name, p->name, sizeof(p->name));
    80001df8:	4641                	li	a2,16
    80001dfa:	158a8593          	add	a1,s5,344
    80001dfe:	158a0513          	add	a0,s4,344
    80001e02:	ffffe097          	auipc	ra,0xffffe
    80001e06:	79a080e7          	jalr	1946(ra) # 8000059c <safestrcpy>
  int pid = child->pid;
    80001e0a:	030a2903          	lw	s2,48(s4)
  release(&child->lock);
    80001e0e:	8552                	mv	a0,s4
    80001e10:	ffffe097          	auipc	ra,0xffffe
    80001e14:	4e4080e7          	jalr	1252(ra) # 800002f4 <release>
  acquire(&wait_lock);
    80001e18:	0000f497          	auipc	s1,0xf
    80001e1c:	e3048493          	add	s1,s1,-464 # 80010c48 <wait_lock>
    80001e20:	8526                	mv	a0,s1
    80001e22:	ffffe097          	auipc	ra,0xffffe
    80001e26:	41e080e7          	jalr	1054(ra) # 80000240 <acquire>
  child->parent = p;
    80001e2a:	035a3c23          	sd	s5,56(s4)
  release(&wait_lock);
    80001e2e:	8526                	mv	a0,s1
    80001e30:	ffffe097          	auipc	ra,0xffffe
    80001e34:	4c4080e7          	jalr	1220(ra) # 800002f4 <release>
  acquire(&child->lock);
    80001e38:	8552                	mv	a0,s4
    80001e3a:	ffffe097          	auipc	ra,0xffffe
    80001e3e:	406080e7          	jalr	1030(ra) # 80000240 <acquire>
  child->state = RUNNABLE;
    80001e42:	478d                	li	a5,3
    80001e44:	00fa2c23          	sw	a5,24(s4)
  release(&child->lock);
    80001e48:	8552                	mv	a0,s4
    80001e4a:	ffffe097          	auipc	ra,0xffffe
    80001e4e:	4aa080e7          	jalr	1194(ra) # 800002f4 <release>
}
    80001e52:	854a                	mv	a0,s2
    80001e54:	70e2                	ld	ra,56(sp)
    80001e56:	7442                	ld	s0,48(sp)
    80001e58:	74a2                	ld	s1,40(sp)
    80001e5a:	7902                	ld	s2,32(sp)
    80001e5c:	69e2                	ld	s3,24(sp)
    80001e5e:	6a42                	ld	s4,16(sp)
    80001e60:	6aa2                	ld	s5,8(sp)
    80001e62:	6121                	add	sp,sp,64
    80001e64:	8082                	ret
    return -1;
    80001e66:	597d                	li	s2,-1
    80001e68:	b7ed                	j	80001e52 <kfork+0x128>

0000000080001e6a <scheduler>:
{
    80001e6a:	711d                	add	sp,sp,-96
    80001e6c:	ec86                	sd	ra,88(sp)
    80001e6e:	e8a2                	sd	s0,80(sp)
    80001e70:	e4a6                	sd	s1,72(sp)
    80001e72:	e0ca                	sd	s2,64(sp)
    80001e74:	fc4e                	sd	s3,56(sp)
    80001e76:	f852                	sd	s4,48(sp)
    80001e78:	f456                	sd	s5,40(sp)
    80001e7a:	f05a                	sd	s6,32(sp)
    80001e7c:	ec5e                	sd	s7,24(sp)
    80001e7e:	e862                	sd	s8,16(sp)
    80001e80:	e466                	sd	s9,8(sp)
    80001e82:	1080                	add	s0,sp,96
  struct cpu *c = mycpu();
    80001e84:	00000097          	auipc	ra,0x0
    80001e88:	adc080e7          	jalr	-1316(ra) # 80001960 <mycpu>
    80001e8c:	8a2a                	mv	s4,a0
  c->proc = 0;
    80001e8e:	00053023          	sd	zero,0(a0)
    int ran = 0;
    80001e92:	4c81                	li	s9,0
      if(p->state == RUNNABLE){
    80001e94:	498d                	li	s3,3
        p->state = RUNNING;
    80001e96:	4c11                	li	s8,4
        swtch(&c->context, &p->context);
    80001e98:	00850b93          	add	s7,a0,8
        ran = 1;
    80001e9c:	4b05                	li	s6,1
    for(struct proc *p = proc; p < &proc[NPROC]; p++){
    80001e9e:	00015917          	auipc	s2,0x15
    80001ea2:	bc290913          	add	s2,s2,-1086 # 80016a60 <tickslock>
    80001ea6:	a0a9                	j	80001ef0 <scheduler+0x86>
      release(&p->lock);
    80001ea8:	8526                	mv	a0,s1
    80001eaa:	ffffe097          	auipc	ra,0xffffe
    80001eae:	44a080e7          	jalr	1098(ra) # 800002f4 <release>
    for(struct proc *p = proc; p < &proc[NPROC]; p++){
    80001eb2:	16848493          	add	s1,s1,360
    80001eb6:	03248963          	beq	s1,s2,80001ee8 <scheduler+0x7e>
      acquire(&p->lock);
    80001eba:	8526                	mv	a0,s1
    80001ebc:	ffffe097          	auipc	ra,0xffffe
    80001ec0:	384080e7          	jalr	900(ra) # 80000240 <acquire>
      if(p->state == RUNNABLE){
    80001ec4:	4c9c                	lw	a5,24(s1)
    80001ec6:	ff3791e3          	bne	a5,s3,80001ea8 <scheduler+0x3e>
        p->state = RUNNING;
    80001eca:	0184ac23          	sw	s8,24(s1)
        c->proc = p;
    80001ece:	009a3023          	sd	s1,0(s4)
        swtch(&c->context, &p->context);
    80001ed2:	06048593          	add	a1,s1,96
    80001ed6:	855e                	mv	a0,s7
    80001ed8:	00000097          	auipc	ra,0x0
    80001edc:	67c080e7          	jalr	1660(ra) # 80002554 <swtch>
        c->proc = 0;   // the process has given the hart back
    80001ee0:	000a3023          	sd	zero,0(s4)
        ran = 1;
    80001ee4:	8ada                	mv	s5,s6
    80001ee6:	b7c9                	j	80001ea8 <scheduler+0x3e>
    if(!ran)
    80001ee8:	000a9463          	bnez	s5,80001ef0 <scheduler+0x86>
      asm volatile("wfi");   // wakes on a pending interrupt even with SIE off
    80001eec:	10500073          	wfi
CSR_ACCESSORS(sstatus, sstatus)
    80001ef0:	100027f3          	csrr	a5,sstatus
static inline void intr_on(void)  { w_sstatus(r_sstatus() | SSTATUS_SIE); }
    80001ef4:	0027e793          	or	a5,a5,2
CSR_ACCESSORS(sstatus, sstatus)
    80001ef8:	10079073          	csrw	sstatus,a5
    80001efc:	100027f3          	csrr	a5,sstatus
static inline void intr_off(void) { w_sstatus(r_sstatus() & ~SSTATUS_SIE); }
    80001f00:	9bf5                	and	a5,a5,-3
CSR_ACCESSORS(sstatus, sstatus)
    80001f02:	10079073          	csrw	sstatus,a5
    for(struct proc *p = proc; p < &proc[NPROC]; p++){
    80001f06:	0000f497          	auipc	s1,0xf
    80001f0a:	15a48493          	add	s1,s1,346 # 80011060 <proc>
    int ran = 0;
    80001f0e:	8ae6                	mv	s5,s9
    80001f10:	b76d                	j	80001eba <scheduler+0x50>

0000000080001f12 <sched>:
{
    80001f12:	7179                	add	sp,sp,-48
    80001f14:	f406                	sd	ra,40(sp)
    80001f16:	f022                	sd	s0,32(sp)
    80001f18:	ec26                	sd	s1,24(sp)
    80001f1a:	e84a                	sd	s2,16(sp)
    80001f1c:	e44e                	sd	s3,8(sp)
    80001f1e:	1800                	add	s0,sp,48
  struct proc *p = myproc();
    80001f20:	00000097          	auipc	ra,0x0
    80001f24:	a64080e7          	jalr	-1436(ra) # 80001984 <myproc>
    80001f28:	84aa                	mv	s1,a0
  struct cpu *c = mycpu();
    80001f2a:	00000097          	auipc	ra,0x0
    80001f2e:	a36080e7          	jalr	-1482(ra) # 80001960 <mycpu>
    80001f32:	892a                	mv	s2,a0
  if(!holding(&p->lock))
    80001f34:	8526                	mv	a0,s1
    80001f36:	ffffe097          	auipc	ra,0xffffe
    80001f3a:	2a4080e7          	jalr	676(ra) # 800001da <holding>
    80001f3e:	c529                	beqz	a0,80001f88 <sched+0x76>
  if(c->noff != 1)
    80001f40:	07892703          	lw	a4,120(s2)
    80001f44:	4785                	li	a5,1
    80001f46:	04f71963          	bne	a4,a5,80001f98 <sched+0x86>
  if(p->state == RUNNING)
    80001f4a:	4c98                	lw	a4,24(s1)
    80001f4c:	4791                	li	a5,4
    80001f4e:	04f70d63          	beq	a4,a5,80001fa8 <sched+0x96>
    80001f52:	100027f3          	csrr	a5,sstatus
static inline int  intr_get(void) { return (r_sstatus() & SSTATUS_SIE) != 0; }
    80001f56:	8b89                	and	a5,a5,2
  if(intr_get())
    80001f58:	e3a5                	bnez	a5,80001fb8 <sched+0xa6>
  int intena = c->intena;
    80001f5a:	07c92983          	lw	s3,124(s2)
  swtch(&p->context, &c->context);
    80001f5e:	00890593          	add	a1,s2,8
    80001f62:	06048513          	add	a0,s1,96
    80001f66:	00000097          	auipc	ra,0x0
    80001f6a:	5ee080e7          	jalr	1518(ra) # 80002554 <swtch>
  mycpu()->intena = intena;
    80001f6e:	00000097          	auipc	ra,0x0
    80001f72:	9f2080e7          	jalr	-1550(ra) # 80001960 <mycpu>
    80001f76:	07352e23          	sw	s3,124(a0)
}
    80001f7a:	70a2                	ld	ra,40(sp)
    80001f7c:	7402                	ld	s0,32(sp)
    80001f7e:	64e2                	ld	s1,24(sp)
    80001f80:	6942                	ld	s2,16(sp)
    80001f82:	69a2                	ld	s3,8(sp)
    80001f84:	6145                	add	sp,sp,48
    80001f86:	8082                	ret
    panic("sched p->lock");
    80001f88:	00006517          	auipc	a0,0x6
    80001f8c:	33850513          	add	a0,a0,824 # 800082c0 <hexdigits+0x1b8>
    80001f90:	fffff097          	auipc	ra,0xfffff
    80001f94:	98c080e7          	jalr	-1652(ra) # 8000091c <panic>
    panic("sched locks");
    80001f98:	00006517          	auipc	a0,0x6
    80001f9c:	33850513          	add	a0,a0,824 # 800082d0 <hexdigits+0x1c8>
    80001fa0:	fffff097          	auipc	ra,0xfffff
    80001fa4:	97c080e7          	jalr	-1668(ra) # 8000091c <panic>
    panic("sched running");
    80001fa8:	00006517          	auipc	a0,0x6
    80001fac:	33850513          	add	a0,a0,824 # 800082e0 <hexdigits+0x1d8>
    80001fb0:	fffff097          	auipc	ra,0xfffff
    80001fb4:	96c080e7          	jalr	-1684(ra) # 8000091c <panic>
    panic("sched interruptible");
    80001fb8:	00006517          	auipc	a0,0x6
    80001fbc:	33850513          	add	a0,a0,824 # 800082f0 <hexdigits+0x1e8>
    80001fc0:	fffff097          	auipc	ra,0xfffff
    80001fc4:	95c080e7          	jalr	-1700(ra) # 8000091c <panic>

0000000080001fc8 <yield>:
{
    80001fc8:	1101                	add	sp,sp,-32
    80001fca:	ec06                	sd	ra,24(sp)
    80001fcc:	e822                	sd	s0,16(sp)
    80001fce:	e426                	sd	s1,8(sp)
    80001fd0:	1000                	add	s0,sp,32
  struct proc *p = myproc();
    80001fd2:	00000097          	auipc	ra,0x0
    80001fd6:	9b2080e7          	jalr	-1614(ra) # 80001984 <myproc>
    80001fda:	84aa                	mv	s1,a0
  acquire(&p->lock);
    80001fdc:	ffffe097          	auipc	ra,0xffffe
    80001fe0:	264080e7          	jalr	612(ra) # 80000240 <acquire>
  p->state = RUNNABLE;
    80001fe4:	478d                	li	a5,3
    80001fe6:	cc9c                	sw	a5,24(s1)
  sched();
    80001fe8:	00000097          	auipc	ra,0x0
    80001fec:	f2a080e7          	jalr	-214(ra) # 80001f12 <sched>
  release(&p->lock);
    80001ff0:	8526                	mv	a0,s1
    80001ff2:	ffffe097          	auipc	ra,0xffffe
    80001ff6:	302080e7          	jalr	770(ra) # 800002f4 <release>
}
    80001ffa:	60e2                	ld	ra,24(sp)
    80001ffc:	6442                	ld	s0,16(sp)
    80001ffe:	64a2                	ld	s1,8(sp)
    80002000:	6105                	add	sp,sp,32
    80002002:	8082                	ret

0000000080002004 <sleep>:
// Atomically release lk and sleep on chan; reacquire lk when woken.
// Holding p->lock from before lk is released until the process is off
// the hart means a wakeup(chan) cannot slip in between.
void
sleep(void *chan, struct spinlock *lk)
{
    80002004:	7179                	add	sp,sp,-48
    80002006:	f406                	sd	ra,40(sp)
    80002008:	f022                	sd	s0,32(sp)
    8000200a:	ec26                	sd	s1,24(sp)
    8000200c:	e84a                	sd	s2,16(sp)
    8000200e:	e44e                	sd	s3,8(sp)
    80002010:	1800                	add	s0,sp,48
    80002012:	89aa                	mv	s3,a0
    80002014:	892e                	mv	s2,a1
  struct proc *p = myproc();
    80002016:	00000097          	auipc	ra,0x0
    8000201a:	96e080e7          	jalr	-1682(ra) # 80001984 <myproc>
    8000201e:	84aa                	mv	s1,a0

  acquire(&p->lock);
    80002020:	ffffe097          	auipc	ra,0xffffe
    80002024:	220080e7          	jalr	544(ra) # 80000240 <acquire>
  release(lk);
    80002028:	854a                	mv	a0,s2
    8000202a:	ffffe097          	auipc	ra,0xffffe
    8000202e:	2ca080e7          	jalr	714(ra) # 800002f4 <release>
  p->chan = chan;
    80002032:	0334b023          	sd	s3,32(s1)
  p->state = SLEEPING;
    80002036:	4789                	li	a5,2
    80002038:	cc9c                	sw	a5,24(s1)
  sched();
    8000203a:	00000097          	auipc	ra,0x0
    8000203e:	ed8080e7          	jalr	-296(ra) # 80001f12 <sched>
  p->chan = 0;
    80002042:	0204b023          	sd	zero,32(s1)
  release(&p->lock);
    80002046:	8526                	mv	a0,s1
    80002048:	ffffe097          	auipc	ra,0xffffe
    8000204c:	2ac080e7          	jalr	684(ra) # 800002f4 <release>
  acquire(lk);
    80002050:	854a                	mv	a0,s2
    80002052:	ffffe097          	auipc	ra,0xffffe
    80002056:	1ee080e7          	jalr	494(ra) # 80000240 <acquire>
}
    8000205a:	70a2                	ld	ra,40(sp)
    8000205c:	7402                	ld	s0,32(sp)
    8000205e:	64e2                	ld	s1,24(sp)
    80002060:	6942                	ld	s2,16(sp)
    80002062:	69a2                	ld	s3,8(sp)
    80002064:	6145                	add	sp,sp,48
    80002066:	8082                	ret

0000000080002068 <wakeup>:

// Make every process sleeping on chan runnable.  Takes each other
// process's p->lock in turn, so the caller must hold none of them.
void
wakeup(void *chan)
{
    80002068:	7139                	add	sp,sp,-64
    8000206a:	fc06                	sd	ra,56(sp)
    8000206c:	f822                	sd	s0,48(sp)
    8000206e:	f426                	sd	s1,40(sp)
    80002070:	f04a                	sd	s2,32(sp)
    80002072:	ec4e                	sd	s3,24(sp)
    80002074:	e852                	sd	s4,16(sp)
    80002076:	e456                	sd	s5,8(sp)
    80002078:	e05a                	sd	s6,0(sp)
    8000207a:	0080                	add	s0,sp,64
    8000207c:	8aaa                	mv	s5,a0
  struct proc *me = myproc();
    8000207e:	00000097          	auipc	ra,0x0
    80002082:	906080e7          	jalr	-1786(ra) # 80001984 <myproc>
    80002086:	892a                	mv	s2,a0

  for(struct proc *p = proc; p < &proc[NPROC]; p++){
    80002088:	0000f497          	auipc	s1,0xf
    8000208c:	fd848493          	add	s1,s1,-40 # 80011060 <proc>
    if(p == me)
      continue;
    acquire(&p->lock);
    if(p->state == SLEEPING && p->chan == chan)
    80002090:	4a09                	li	s4,2
      p->state = RUNNABLE;
    80002092:	4b0d                	li	s6,3
  for(struct proc *p = proc; p < &proc[NPROC]; p++){
    80002094:	00015997          	auipc	s3,0x15
    80002098:	9cc98993          	add	s3,s3,-1588 # 80016a60 <tickslock>
    8000209c:	a811                	j	800020b0 <wakeup+0x48>
    release(&p->lock);
    8000209e:	8526                	mv	a0,s1
    800020a0:	ffffe097          	auipc	ra,0xffffe
    800020a4:	254080e7          	jalr	596(ra) # 800002f4 <release>
  for(struct proc *p = proc; p < &proc[NPROC]; p++){
    800020a8:	16848493          	add	s1,s1,360
    800020ac:	03348263          	beq	s1,s3,800020d0 <wakeup+0x68>
    if(p == me)
    800020b0:	fe990ce3          	beq	s2,s1,800020a8 <wakeup+0x40>
    acquire(&p->lock);
    800020b4:	8526                	mv	a0,s1
    800020b6:	ffffe097          	auipc	ra,0xffffe
    800020ba:	18a080e7          	jalr	394(ra) # 80000240 <acquire>
    if(p->state == SLEEPING && p->chan == chan)
    800020be:	4c9c                	lw	a5,24(s1)
    800020c0:	fd479fe3          	bne	a5,s4,8000209e <wakeup+0x36>
    800020c4:	709c                	ld	a5,32(s1)
    800020c6:	fd579ce3          	bne	a5,s5,8000209e <wakeup+0x36>
      p->state = RUNNABLE;
    800020ca:	0164ac23          	sw	s6,24(s1)
    800020ce:	bfc1                	j	8000209e <wakeup+0x36>
  }
}
    800020d0:	70e2                	ld	ra,56(sp)
    800020d2:	7442                	ld	s0,48(sp)
    800020d4:	74a2                	ld	s1,40(sp)
    800020d6:	7902                	ld	s2,32(sp)
    800020d8:	69e2                	ld	s3,24(sp)
    800020da:	6a42                	ld	s4,16(sp)
    800020dc:	6aa2                	ld	s5,8(sp)
    800020de:	6b02                	ld	s6,0(sp)
    800020e0:	6121                	add	sp,sp,64
    800020e2:	8082                	ret

00000000800020e4 <reparent>:
{
    800020e4:	7179                	add	sp,sp,-48
    800020e6:	f406                	sd	ra,40(sp)
    800020e8:	f022                	sd	s0,32(sp)
    800020ea:	ec26                	sd	s1,24(sp)
    800020ec:	e84a                	sd	s2,16(sp)
    800020ee:	e44e                	sd	s3,8(sp)
    800020f0:	e052                	sd	s4,0(sp)
    800020f2:	1800                	add	s0,sp,48
    800020f4:	892a                	mv	s2,a0
  for(struct proc *q = proc; q < &proc[NPROC]; q++){
    800020f6:	0000f497          	auipc	s1,0xf
    800020fa:	f6a48493          	add	s1,s1,-150 # 80011060 <proc>
      q->parent = initproc;
    800020fe:	00007a17          	auipc	s4,0x7
    80002102:	a42a0a13          	add	s4,s4,-1470 # 80008b40 <initproc>
  for(struct proc *q = proc; q < &proc[NPROC]; q++){
    80002106:	00015997          	auipc	s3,0x15
    8000210a:	95a98993          	add	s3,s3,-1702 # 80016a60 <tickslock>
    8000210e:	a029                	j	80002118 <reparent+0x34>
    80002110:	16848493          	add	s1,s1,360
    80002114:	01348d63          	beq	s1,s3,8000212e <reparent+0x4a>
    if(q->parent == p){
    80002118:	7c9c                	ld	a5,56(s1)
    8000211a:	ff279be3          	bne	a5,s2,80002110 <reparent+0x2c>
      q->parent = initproc;
    8000211e:	000a3503          	ld	a0,0(s4)
    80002122:	fc88                	sd	a0,56(s1)
      wakeup(initproc);
    80002124:	00000097          	auipc	ra,0x0
    80002128:	f44080e7          	jalr	-188(ra) # 80002068 <wakeup>
    8000212c:	b7d5                	j	80002110 <reparent+0x2c>
}
    8000212e:	70a2                	ld	ra,40(sp)
    80002130:	7402                	ld	s0,32(sp)
    80002132:	64e2                	ld	s1,24(sp)
    80002134:	6942                	ld	s2,16(sp)
    80002136:	69a2                	ld	s3,8(sp)
    80002138:	6a02                	ld	s4,0(sp)
    8000213a:	6145                	add	sp,sp,48
    8000213c:	8082                	ret

000000008000213e <kexit>:
{
    8000213e:	7179                	add	sp,sp,-48
    80002140:	f406                	sd	ra,40(sp)
    80002142:	f022                	sd	s0,32(sp)
    80002144:	ec26                	sd	s1,24(sp)
    80002146:	e84a                	sd	s2,16(sp)
    80002148:	e44e                	sd	s3,8(sp)
    8000214a:	e052                	sd	s4,0(sp)
    8000214c:	1800                	add	s0,sp,48
    8000214e:	8a2a                	mv	s4,a0
  struct proc *p = myproc();
    80002150:	00000097          	auipc	ra,0x0
    80002154:	834080e7          	jalr	-1996(ra) # 80001984 <myproc>
    80002158:	89aa                	mv	s3,a0
  if(p == initproc)
    8000215a:	00007797          	auipc	a5,0x7
    8000215e:	9e67b783          	ld	a5,-1562(a5) # 80008b40 <initproc>
    80002162:	0d050493          	add	s1,a0,208
    80002166:	15050913          	add	s2,a0,336
    8000216a:	02a79363          	bne	a5,a0,80002190 <kexit+0x52>
    panic("init exiting");
    8000216e:	00006517          	auipc	a0,0x6
    80002172:	19a50513          	add	a0,a0,410 # 80008308 <hexdigits+0x200>
    80002176:	ffffe097          	auipc	ra,0xffffe
    8000217a:	7a6080e7          	jalr	1958(ra) # 8000091c <panic>
      fileclose(p->ofile[fd]);
    8000217e:	00003097          	auipc	ra,0x3
    80002182:	b08080e7          	jalr	-1272(ra) # 80004c86 <fileclose>
      p->ofile[fd] = 0;
    80002186:	0004b023          	sd	zero,0(s1)
  for(int fd = 0; fd < NOFILE; fd++){
    8000218a:	04a1                	add	s1,s1,8
    8000218c:	01248563          	beq	s1,s2,80002196 <kexit+0x58>
    if(p->ofile[fd]){
    80002190:	6088                	ld	a0,0(s1)
    80002192:	f575                	bnez	a0,8000217e <kexit+0x40>
    80002194:	bfdd                	j	8000218a <kexit+0x4c>
  begin_op();
    80002196:	00002097          	auipc	ra,0x2
    8000219a:	960080e7          	jalr	-1696(ra) # 80003af6 <begin_op>
  iput(p->cwd);
    8000219e:	1509b503          	ld	a0,336(s3)
    800021a2:	00002097          	auipc	ra,0x2
    800021a6:	360080e7          	jalr	864(ra) # 80004502 <iput>
  end_op();
    800021aa:	00002097          	auipc	ra,0x2
    800021ae:	9aa080e7          	jalr	-1622(ra) # 80003b54 <end_op>
  p->cwd = 0;
    800021b2:	1409b823          	sd	zero,336(s3)
  acquire(&wait_lock);
    800021b6:	0000f497          	auipc	s1,0xf
    800021ba:	a9248493          	add	s1,s1,-1390 # 80010c48 <wait_lock>
    800021be:	8526                	mv	a0,s1
    800021c0:	ffffe097          	auipc	ra,0xffffe
    800021c4:	080080e7          	jalr	128(ra) # 80000240 <acquire>
  reparent(p);
    800021c8:	854e                	mv	a0,s3
    800021ca:	00000097          	auipc	ra,0x0
    800021ce:	f1a080e7          	jalr	-230(ra) # 800020e4 <reparent>
  wakeup(p->parent);     // the parent may be asleep in kwait
    800021d2:	0389b503          	ld	a0,56(s3)
    800021d6:	00000097          	auipc	ra,0x0
    800021da:	e92080e7          	jalr	-366(ra) # 80002068 <wakeup>
  acquire(&p->lock);
    800021de:	854e                	mv	a0,s3
    800021e0:	ffffe097          	auipc	ra,0xffffe
    800021e4:	060080e7          	jalr	96(ra) # 80000240 <acquire>
  p->xstate = status;
    800021e8:	0349a623          	sw	s4,44(s3)
  p->state = ZOMBIE;
    800021ec:	4795                	li	a5,5
    800021ee:	00f9ac23          	sw	a5,24(s3)
  release(&wait_lock);
    800021f2:	8526                	mv	a0,s1
    800021f4:	ffffe097          	auipc	ra,0xffffe
    800021f8:	100080e7          	jalr	256(ra) # 800002f4 <release>
  sched();               // with p->lock held; the scheduler drops it
    800021fc:	00000097          	auipc	ra,0x0
    80002200:	d16080e7          	jalr	-746(ra) # 80001f12 <sched>
  panic("kexit: zombie ran");
    80002204:	00006517          	auipc	a0,0x6
    80002208:	11450513          	add	a0,a0,276 # 80008318 <hexdigits+0x210>
    8000220c:	ffffe097          	auipc	ra,0xffffe
    80002210:	710080e7          	jalr	1808(ra) # 8000091c <panic>

0000000080002214 <kkill>:

// kill: mark process pid killed; it exits at its next return to user
// space.  A sleeper is woken so that it notices.
int
kkill(int pid)
{
    80002214:	7179                	add	sp,sp,-48
    80002216:	f406                	sd	ra,40(sp)
    80002218:	f022                	sd	s0,32(sp)
    8000221a:	ec26                	sd	s1,24(sp)
    8000221c:	e84a                	sd	s2,16(sp)
    8000221e:	e44e                	sd	s3,8(sp)
    80002220:	1800                	add	s0,sp,48
    80002222:	892a                	mv	s2,a0
  for(struct proc *p = proc; p < &proc[NPROC]; p++){
    80002224:	0000f497          	auipc	s1,0xf
    80002228:	e3c48493          	add	s1,s1,-452 # 80011060 <proc>
    8000222c:	00015997          	auipc	s3,0x15
    80002230:	83498993          	add	s3,s3,-1996 # 80016a60 <tickslock>
    80002234:	a829                	j	8000224e <kkill+0x3a>
    acquire(&p->lock);
    if(p->pid == pid && p->state != UNUSED){
      p->killed = 1;
      if(p->state == SLEEPING)
        p->state = RUNNABLE;
    80002236:	478d                	li	a5,3
    80002238:	cc9c                	sw	a5,24(s1)
    8000223a:	a80d                	j	8000226c <kkill+0x58>
      release(&p->lock);
      return 0;
    }
    release(&p->lock);
    8000223c:	8526                	mv	a0,s1
    8000223e:	ffffe097          	auipc	ra,0xffffe
    80002242:	0b6080e7          	jalr	182(ra) # 800002f4 <release>
  for(struct proc *p = proc; p < &proc[NPROC]; p++){
    80002246:	16848493          	add	s1,s1,360
    8000224a:	03348e63          	beq	s1,s3,80002286 <kkill+0x72>
    acquire(&p->lock);
    8000224e:	8526                	mv	a0,s1
    80002250:	ffffe097          	auipc	ra,0xffffe
    80002254:	ff0080e7          	jalr	-16(ra) # 80000240 <acquire>
    if(p->pid == pid && p->state != UNUSED){
    80002258:	589c                	lw	a5,48(s1)
    8000225a:	ff2791e3          	bne	a5,s2,8000223c <kkill+0x28>
    8000225e:	4c9c                	lw	a5,24(s1)
    80002260:	dff1                	beqz	a5,8000223c <kkill+0x28>
      p->killed = 1;
    80002262:	4705                	li	a4,1
    80002264:	d498                	sw	a4,40(s1)
      if(p->state == SLEEPING)
    80002266:	4709                	li	a4,2
    80002268:	fce787e3          	beq	a5,a4,80002236 <kkill+0x22>
      release(&p->lock);
    8000226c:	8526                	mv	a0,s1
    8000226e:	ffffe097          	auipc	ra,0xffffe
    80002272:	086080e7          	jalr	134(ra) # 800002f4 <release>
      return 0;
    80002276:	4501                	li	a0,0
  }
  return -1;
}
    80002278:	70a2                	ld	ra,40(sp)
    8000227a:	7402                	ld	s0,32(sp)
    8000227c:	64e2                	ld	s1,24(sp)
    8000227e:	6942                	ld	s2,16(sp)
    80002280:	69a2                	ld	s3,8(sp)
    80002282:	6145                	add	sp,sp,48
    80002284:	8082                	ret
  return -1;
    80002286:	557d                	li	a0,-1
    80002288:	bfc5                	j	80002278 <kkill+0x64>

000000008000228a <setkilled>:

void
setkilled(struct proc *p)
{
    8000228a:	1101                	add	sp,sp,-32
    8000228c:	ec06                	sd	ra,24(sp)
    8000228e:	e822                	sd	s0,16(sp)
    80002290:	e426                	sd	s1,8(sp)
    80002292:	1000                	add	s0,sp,32
    80002294:	84aa                	mv	s1,a0
  acquire(&p->lock);
    80002296:	ffffe097          	auipc	ra,0xffffe
    8000229a:	faa080e7          	jalr	-86(ra) # 80000240 <acquire>
  p->killed = 1;
    8000229e:	4785                	li	a5,1
    800022a0:	d49c                	sw	a5,40(s1)
  release(&p->lock);
    800022a2:	8526                	mv	a0,s1
    800022a4:	ffffe097          	auipc	ra,0xffffe
    800022a8:	050080e7          	jalr	80(ra) # 800002f4 <release>
}
    800022ac:	60e2                	ld	ra,24(sp)
    800022ae:	6442                	ld	s0,16(sp)
    800022b0:	64a2                	ld	s1,8(sp)
    800022b2:	6105                	add	sp,sp,32
    800022b4:	8082                	ret

00000000800022b6 <killed>:

int
killed(struct proc *p)
{
    800022b6:	1101                	add	sp,sp,-32
    800022b8:	ec06                	sd	ra,24(sp)
    800022ba:	e822                	sd	s0,16(sp)
    800022bc:	e426                	sd	s1,8(sp)
    800022be:	e04a                	sd	s2,0(sp)
    800022c0:	1000                	add	s0,sp,32
    800022c2:	84aa                	mv	s1,a0
  acquire(&p->lock);
    800022c4:	ffffe097          	auipc	ra,0xffffe
    800022c8:	f7c080e7          	jalr	-132(ra) # 80000240 <acquire>
  int k = p->killed;
    800022cc:	0284a903          	lw	s2,40(s1)
  release(&p->lock);
    800022d0:	8526                	mv	a0,s1
    800022d2:	ffffe097          	auipc	ra,0xffffe
    800022d6:	022080e7          	jalr	34(ra) # 800002f4 <release>
  return k;
}
    800022da:	854a                	mv	a0,s2
    800022dc:	60e2                	ld	ra,24(sp)
    800022de:	6442                	ld	s0,16(sp)
    800022e0:	64a2                	ld	s1,8(sp)
    800022e2:	6902                	ld	s2,0(sp)
    800022e4:	6105                	add	sp,sp,32
    800022e6:	8082                	ret

00000000800022e8 <kwait>:
{
    800022e8:	715d                	add	sp,sp,-80
    800022ea:	e486                	sd	ra,72(sp)
    800022ec:	e0a2                	sd	s0,64(sp)
    800022ee:	fc26                	sd	s1,56(sp)
    800022f0:	f84a                	sd	s2,48(sp)
    800022f2:	f44e                	sd	s3,40(sp)
    800022f4:	f052                	sd	s4,32(sp)
    800022f6:	ec56                	sd	s5,24(sp)
    800022f8:	e85a                	sd	s6,16(sp)
    800022fa:	e45e                	sd	s7,8(sp)
    800022fc:	0880                	add	s0,sp,80
    800022fe:	8b2a                	mv	s6,a0
  struct proc *p = myproc();
    80002300:	fffff097          	auipc	ra,0xfffff
    80002304:	684080e7          	jalr	1668(ra) # 80001984 <myproc>
    80002308:	892a                	mv	s2,a0
  acquire(&wait_lock);
    8000230a:	0000f517          	auipc	a0,0xf
    8000230e:	93e50513          	add	a0,a0,-1730 # 80010c48 <wait_lock>
    80002312:	ffffe097          	auipc	ra,0xffffe
    80002316:	f2e080e7          	jalr	-210(ra) # 80000240 <acquire>
    int havekids = 0;
    8000231a:	4b81                	li	s7,0
      if(child->state == ZOMBIE){
    8000231c:	4a15                	li	s4,5
      havekids = 1;
    8000231e:	4a85                	li	s5,1
    for(struct proc *child = proc; child < &proc[NPROC]; child++){
    80002320:	00014997          	auipc	s3,0x14
    80002324:	74098993          	add	s3,s3,1856 # 80016a60 <tickslock>
    80002328:	0000f497          	auipc	s1,0xf
    8000232c:	d3848493          	add	s1,s1,-712 # 80011060 <proc>
    int havekids = 0;
    80002330:	875e                	mv	a4,s7
    80002332:	a051                	j	800023b6 <kwait+0xce>
        int pid = child->pid;
    80002334:	0304a983          	lw	s3,48(s1)
        if(addr != 0 && copyout(p->pagetable, addr, (char *)&child->xstate,
    80002338:	000b0e63          	beqz	s6,80002354 <kwait+0x6c>
    8000233c:	4691                	li	a3,4
    8000233e:	02c48613          	add	a2,s1,44
    80002342:	85da                	mv	a1,s6
    80002344:	05093503          	ld	a0,80(s2)
    80002348:	fffff097          	auipc	ra,0xfffff
    8000234c:	2fc080e7          	jalr	764(ra) # 80001644 <copyout>
    80002350:	04054063          	bltz	a0,80002390 <kwait+0xa8>
        freeproc(child);     // holding wait_lock and child->lock
    80002354:	8526                	mv	a0,s1
    80002356:	fffff097          	auipc	ra,0xfffff
    8000235a:	7e4080e7          	jalr	2020(ra) # 80001b3a <freeproc>
        release(&child->lock);
    8000235e:	8526                	mv	a0,s1
    80002360:	ffffe097          	auipc	ra,0xffffe
    80002364:	f94080e7          	jalr	-108(ra) # 800002f4 <release>
        release(&wait_lock);
    80002368:	0000f517          	auipc	a0,0xf
    8000236c:	8e050513          	add	a0,a0,-1824 # 80010c48 <wait_lock>
    80002370:	ffffe097          	auipc	ra,0xffffe
    80002374:	f84080e7          	jalr	-124(ra) # 800002f4 <release>
}
    80002378:	854e                	mv	a0,s3
    8000237a:	60a6                	ld	ra,72(sp)
    8000237c:	6406                	ld	s0,64(sp)
    8000237e:	74e2                	ld	s1,56(sp)
    80002380:	7942                	ld	s2,48(sp)
    80002382:	79a2                	ld	s3,40(sp)
    80002384:	7a02                	ld	s4,32(sp)
    80002386:	6ae2                	ld	s5,24(sp)
    80002388:	6b42                	ld	s6,16(sp)
    8000238a:	6ba2                	ld	s7,8(sp)
    8000238c:	6161                	add	sp,sp,80
    8000238e:	8082                	ret
          release(&child->lock);
    80002390:	8526                	mv	a0,s1
    80002392:	ffffe097          	auipc	ra,0xffffe
    80002396:	f62080e7          	jalr	-158(ra) # 800002f4 <release>
          release(&wait_lock);
    8000239a:	0000f517          	auipc	a0,0xf
    8000239e:	8ae50513          	add	a0,a0,-1874 # 80010c48 <wait_lock>
    800023a2:	ffffe097          	auipc	ra,0xffffe
    800023a6:	f52080e7          	jalr	-174(ra) # 800002f4 <release>
          return -1;
    800023aa:	59fd                	li	s3,-1
    800023ac:	b7f1                	j	80002378 <kwait+0x90>
    for(struct proc *child = proc; child < &proc[NPROC]; child++){
    800023ae:	16848493          	add	s1,s1,360
    800023b2:	03348463          	beq	s1,s3,800023da <kwait+0xf2>
      if(child->parent != p)
    800023b6:	7c9c                	ld	a5,56(s1)
    800023b8:	ff279be3          	bne	a5,s2,800023ae <kwait+0xc6>
      acquire(&child->lock);
    800023bc:	8526                	mv	a0,s1
    800023be:	ffffe097          	auipc	ra,0xffffe
    800023c2:	e82080e7          	jalr	-382(ra) # 80000240 <acquire>
      if(child->state == ZOMBIE){
    800023c6:	4c9c                	lw	a5,24(s1)
    800023c8:	f74786e3          	beq	a5,s4,80002334 <kwait+0x4c>
      release(&child->lock);
    800023cc:	8526                	mv	a0,s1
    800023ce:	ffffe097          	auipc	ra,0xffffe
    800023d2:	f26080e7          	jalr	-218(ra) # 800002f4 <release>
      havekids = 1;
    800023d6:	8756                	mv	a4,s5
    800023d8:	bfd9                	j	800023ae <kwait+0xc6>
    if(!havekids || killed(p)){
    800023da:	c30d                	beqz	a4,800023fc <kwait+0x114>
    800023dc:	854a                	mv	a0,s2
    800023de:	00000097          	auipc	ra,0x0
    800023e2:	ed8080e7          	jalr	-296(ra) # 800022b6 <killed>
    800023e6:	e919                	bnez	a0,800023fc <kwait+0x114>
    sleep(p, &wait_lock);    // woken by a child's kexit
    800023e8:	0000f597          	auipc	a1,0xf
    800023ec:	86058593          	add	a1,a1,-1952 # 80010c48 <wait_lock>
    800023f0:	854a                	mv	a0,s2
    800023f2:	00000097          	auipc	ra,0x0
    800023f6:	c12080e7          	jalr	-1006(ra) # 80002004 <sleep>
  for(;;){
    800023fa:	b73d                	j	80002328 <kwait+0x40>
      release(&wait_lock);
    800023fc:	0000f517          	auipc	a0,0xf
    80002400:	84c50513          	add	a0,a0,-1972 # 80010c48 <wait_lock>
    80002404:	ffffe097          	auipc	ra,0xffffe
    80002408:	ef0080e7          	jalr	-272(ra) # 800002f4 <release>
      return -1;
    8000240c:	59fd                	li	s3,-1
    8000240e:	b7ad                	j	80002378 <kwait+0x90>

0000000080002410 <either_copyout>:

// Copy to a user address (user_dst set) or a kernel one.
int
either_copyout(int user_dst, uint64 dst, void *src, uint64 len)
{
    80002410:	7179                	add	sp,sp,-48
    80002412:	f406                	sd	ra,40(sp)
    80002414:	f022                	sd	s0,32(sp)
    80002416:	ec26                	sd	s1,24(sp)
    80002418:	e84a                	sd	s2,16(sp)
    8000241a:	e44e                	sd	s3,8(sp)
    8000241c:	e052                	sd	s4,0(sp)
    8000241e:	1800                	add	s0,sp,48
    80002420:	892e                	mv	s2,a1
    80002422:	89b2                	mv	s3,a2
    80002424:	8a36                	mv	s4,a3
  if(user_dst)
    80002426:	e11d                	bnez	a0,8000244c <either_copyout+0x3c>
    80002428:	84aa                	mv	s1,a0
    return copyout(myproc()->pagetable, dst, src, len);
  memmove((char *)dst, src, len);
    8000242a:	0006861b          	sext.w	a2,a3
    8000242e:	85ce                	mv	a1,s3
    80002430:	854a                	mv	a0,s2
    80002432:	ffffe097          	auipc	ra,0xffffe
    80002436:	072080e7          	jalr	114(ra) # 800004a4 <memmove>
  return 0;
    8000243a:	8526                	mv	a0,s1
}
    8000243c:	70a2                	ld	ra,40(sp)
    8000243e:	7402                	ld	s0,32(sp)
    80002440:	64e2                	ld	s1,24(sp)
    80002442:	6942                	ld	s2,16(sp)
    80002444:	69a2                	ld	s3,8(sp)
    80002446:	6a02                	ld	s4,0(sp)
    80002448:	6145                	add	sp,sp,48
    8000244a:	8082                	ret
    return copyout(myproc()->pagetable, dst, src, len);
    8000244c:	fffff097          	auipc	ra,0xfffff
    80002450:	538080e7          	jalr	1336(ra) # 80001984 <myproc>
    80002454:	86d2                	mv	a3,s4
    80002456:	864e                	mv	a2,s3
    80002458:	85ca                	mv	a1,s2
    8000245a:	6928                	ld	a0,80(a0)
    8000245c:	fffff097          	auipc	ra,0xfffff
    80002460:	1e8080e7          	jalr	488(ra) # 80001644 <copyout>
    80002464:	bfe1                	j	8000243c <either_copyout+0x2c>

0000000080002466 <either_copyin>:

// Copy from a user address (user_src set) or a kernel one.
int
either_copyin(void *dst, int user_src, uint64 src, uint64 len)
{
    80002466:	7179                	add	sp,sp,-48
    80002468:	f406                	sd	ra,40(sp)
    8000246a:	f022                	sd	s0,32(sp)
    8000246c:	ec26                	sd	s1,24(sp)
    8000246e:	e84a                	sd	s2,16(sp)
    80002470:	e44e                	sd	s3,8(sp)
    80002472:	e052                	sd	s4,0(sp)
    80002474:	1800                	add	s0,sp,48
    80002476:	892a                	mv	s2,a0
    80002478:	89b2                	mv	s3,a2
    8000247a:	8a36                	mv	s4,a3
  if(user_src)
    8000247c:	e195                	bnez	a1,800024a0 <either_copyin+0x3a>
    8000247e:	84ae                	mv	s1,a1
    return copyin(myproc()->pagetable, dst, src, len);
  memmove(dst, (char *)src, len);
    80002480:	0006861b          	sext.w	a2,a3
    80002484:	85ce                	mv	a1,s3
    80002486:	ffffe097          	auipc	ra,0xffffe
    8000248a:	01e080e7          	jalr	30(ra) # 800004a4 <memmove>
  return 0;
    8000248e:	8526                	mv	a0,s1
}
    80002490:	70a2                	ld	ra,40(sp)
    80002492:	7402                	ld	s0,32(sp)
    80002494:	64e2                	ld	s1,24(sp)
    80002496:	6942                	ld	s2,16(sp)
    80002498:	69a2                	ld	s3,8(sp)
    8000249a:	6a02                	ld	s4,0(sp)
    8000249c:	6145                	add	sp,sp,48
    8000249e:	8082                	ret
    return copyin(myproc()->pagetable, dst, src, len);
    800024a0:	fffff097          	auipc	ra,0xfffff
    800024a4:	4e4080e7          	jalr	1252(ra) # 80001984 <myproc>
    800024a8:	86d2                	mv	a3,s4
    800024aa:	864e                	mv	a2,s3
    800024ac:	85ca                	mv	a1,s2
    800024ae:	6928                	ld	a0,80(a0)
    800024b0:	fffff097          	auipc	ra,0xfffff
    800024b4:	222080e7          	jalr	546(ra) # 800016d2 <copyin>
    800024b8:	bfe1                	j	80002490 <either_copyin+0x2a>

00000000800024ba <procdump>:

// ^P on the console: one line per process.  Takes no locks, so that it
// works even when the system is stuck.
void
procdump(void)
{
    800024ba:	7139                	add	sp,sp,-64
    800024bc:	fc06                	sd	ra,56(sp)
    800024be:	f822                	sd	s0,48(sp)
    800024c0:	f426                	sd	s1,40(sp)
    800024c2:	f04a                	sd	s2,32(sp)
    800024c4:	ec4e                	sd	s3,24(sp)
    800024c6:	e852                	sd	s4,16(sp)
    800024c8:	e456                	sd	s5,8(sp)
    800024ca:	e05a                	sd	s6,0(sp)
    800024cc:	0080                	add	s0,sp,64
  static char *names[] = {
    [UNUSED] "unused", [USED] "used", [SLEEPING] "sleep",
    [RUNNABLE] "runble", [RUNNING] "run", [ZOMBIE] "zombie",
  };

  printf("\n");
    800024ce:	00006517          	auipc	a0,0x6
    800024d2:	b6a50513          	add	a0,a0,-1174 # 80008038 <etext+0x38>
    800024d6:	ffffe097          	auipc	ra,0xffffe
    800024da:	39a080e7          	jalr	922(ra) # 80000870 <printf>
  for(struct proc *p = proc; p < &proc[NPROC]; p++){
    800024de:	0000f497          	auipc	s1,0xf
    800024e2:	cda48493          	add	s1,s1,-806 # 800111b8 <proc+0x158>
    800024e6:	00014917          	auipc	s2,0x14
    800024ea:	6d290913          	add	s2,s2,1746 # 80016bb8 <bcache>
    if(p->state == UNUSED)
      continue;
    char *state = (p->state < NELEM(names) && names[p->state]) ? names[p->state] : "???";
    800024ee:	4a95                	li	s5,5
    800024f0:	00006997          	auipc	s3,0x6
    800024f4:	e4098993          	add	s3,s3,-448 # 80008330 <hexdigits+0x228>
    printf("%d %s %s\n", p->pid, state, p->name);
    800024f8:	00006a17          	auipc	s4,0x6
    800024fc:	e40a0a13          	add	s4,s4,-448 # 80008338 <hexdigits+0x230>
    char *state = (p->state < NELEM(names) && names[p->state]) ? names[p->state] : "???";
    80002500:	00006b17          	auipc	s6,0x6
    80002504:	e78b0b13          	add	s6,s6,-392 # 80008378 <names.0>
    80002508:	a821                	j	80002520 <procdump+0x66>
    printf("%d %s %s\n", p->pid, state, p->name);
    8000250a:	ed86a583          	lw	a1,-296(a3)
    8000250e:	8552                	mv	a0,s4
    80002510:	ffffe097          	auipc	ra,0xffffe
    80002514:	360080e7          	jalr	864(ra) # 80000870 <printf>
  for(struct proc *p = proc; p < &proc[NPROC]; p++){
    80002518:	16848493          	add	s1,s1,360
    8000251c:	03248263          	beq	s1,s2,80002540 <procdump+0x86>
    if(p->state == UNUSED)
    80002520:	86a6                	mv	a3,s1
    80002522:	ec04a783          	lw	a5,-320(s1)
    80002526:	dbed                	beqz	a5,80002518 <procdump+0x5e>
    char *state = (p->state < NELEM(names) && names[p->state]) ? names[p->state] : "???";
    80002528:	864e                	mv	a2,s3
    8000252a:	fefae0e3          	bltu	s5,a5,8000250a <procdump+0x50>
    8000252e:	02079713          	sll	a4,a5,0x20
    80002532:	01d75793          	srl	a5,a4,0x1d
    80002536:	97da                	add	a5,a5,s6
    80002538:	6390                	ld	a2,0(a5)
    8000253a:	fa61                	bnez	a2,8000250a <procdump+0x50>
    8000253c:	864e                	mv	a2,s3
    8000253e:	b7f1                	j	8000250a <procdump+0x50>
  }
}
    80002540:	70e2                	ld	ra,56(sp)
    80002542:	7442                	ld	s0,48(sp)
    80002544:	74a2                	ld	s1,40(sp)
    80002546:	7902                	ld	s2,32(sp)
    80002548:	69e2                	ld	s3,24(sp)
    8000254a:	6a42                	ld	s4,16(sp)
    8000254c:	6aa2                	ld	s5,8(sp)
    8000254e:	6b02                	ld	s6,0(sp)
    80002550:	6121                	add	sp,sp,64
    80002552:	8082                	ret

0000000080002554 <swtch>:
# struct context is { ra, sp, s0 .. s11 }, eight bytes each.

        .globl swtch
swtch:
        # 1. save the old thread
        sd ra, 0(a0)
    80002554:	00153023          	sd	ra,0(a0)
        sd sp, 8(a0)
    80002558:	00253423          	sd	sp,8(a0)
        sd s0, 16(a0)
    8000255c:	e900                	sd	s0,16(a0)
        sd s1, 24(a0)
    8000255e:	ed04                	sd	s1,24(a0)
        sd s2, 32(a0)
    80002560:	03253023          	sd	s2,32(a0)
        sd s3, 40(a0)
    80002564:	03353423          	sd	s3,40(a0)
        sd s4, 48(a0)
    80002568:	03453823          	sd	s4,48(a0)
        sd s5, 56(a0)
    8000256c:	03553c23          	sd	s5,56(a0)
        sd s6, 64(a0)
    80002570:	05653023          	sd	s6,64(a0)
        sd s7, 72(a0)
    80002574:	05753423          	sd	s7,72(a0)
        sd s8, 80(a0)
    80002578:	05853823          	sd	s8,80(a0)
        sd s9, 88(a0)
    8000257c:	05953c23          	sd	s9,88(a0)
        sd s10, 96(a0)
    80002580:	07a53023          	sd	s10,96(a0)
        sd s11, 104(a0)
    80002584:	07b53423          	sd	s11,104(a0)

        # 2. load the new one
        ld ra, 0(a1)
    80002588:	0005b083          	ld	ra,0(a1)
        ld sp, 8(a1)
    8000258c:	0085b103          	ld	sp,8(a1)
        ld s0, 16(a1)
    80002590:	6980                	ld	s0,16(a1)
        ld s1, 24(a1)
    80002592:	6d84                	ld	s1,24(a1)
        ld s2, 32(a1)
    80002594:	0205b903          	ld	s2,32(a1)
        ld s3, 40(a1)
    80002598:	0285b983          	ld	s3,40(a1)
        ld s4, 48(a1)
    8000259c:	0305ba03          	ld	s4,48(a1)
        ld s5, 56(a1)
    800025a0:	0385ba83          	ld	s5,56(a1)
        ld s6, 64(a1)
    800025a4:	0405bb03          	ld	s6,64(a1)
        ld s7, 72(a1)
    800025a8:	0485bb83          	ld	s7,72(a1)
        ld s8, 80(a1)
    800025ac:	0505bc03          	ld	s8,80(a1)
        ld s9, 88(a1)
    800025b0:	0585bc83          	ld	s9,88(a1)
        ld s10, 96(a1)
    800025b4:	0605bd03          	ld	s10,96(a1)
        ld s11, 104(a1)
    800025b8:	0685bd83          	ld	s11,104(a1)

        # 3. "return" into the new thread
        ret
    800025bc:	8082                	ret
	...

00000000800025c0 <kernelvec>:
        .globl kerneltrap
        .globl kernelvec
        .align 4
kernelvec:
        # 1.
        addi sp, sp, -256
    800025c0:	7111                	add	sp,sp,-256
        sd ra, 0(sp)
    800025c2:	e006                	sd	ra,0(sp)
        sd gp, 16(sp)
    800025c4:	e80e                	sd	gp,16(sp)
        sd tp, 24(sp)
    800025c6:	ec12                	sd	tp,24(sp)
        sd t0, 32(sp)
    800025c8:	f016                	sd	t0,32(sp)
        sd t1, 40(sp)
    800025ca:	f41a                	sd	t1,40(sp)
        sd t2, 48(sp)
    800025cc:	f81e                	sd	t2,48(sp)
        sd a0, 72(sp)
    800025ce:	e4aa                	sd	a0,72(sp)
        sd a1, 80(sp)
    800025d0:	e8ae                	sd	a1,80(sp)
        sd a2, 88(sp)
    800025d2:	ecb2                	sd	a2,88(sp)
        sd a3, 96(sp)
    800025d4:	f0b6                	sd	a3,96(sp)
        sd a4, 104(sp)
    800025d6:	f4ba                	sd	a4,104(sp)
        sd a5, 112(sp)
    800025d8:	f8be                	sd	a5,112(sp)
        sd a6, 120(sp)
    800025da:	fcc2                	sd	a6,120(sp)
        sd a7, 128(sp)
    800025dc:	e146                	sd	a7,128(sp)
        sd t3, 216(sp)
    800025de:	edf2                	sd	t3,216(sp)
        sd t4, 224(sp)
    800025e0:	f1f6                	sd	t4,224(sp)
        sd t5, 232(sp)
    800025e2:	f5fa                	sd	t5,232(sp)
        sd t6, 240(sp)
    800025e4:	f9fe                	sd	t6,240(sp)

        # 2.
        call kerneltrap
    800025e6:	00000097          	auipc	ra,0x0
    800025ea:	308080e7          	jalr	776(ra) # 800028ee <kerneltrap>

        # 3.
        ld ra, 0(sp)
    800025ee:	6082                	ld	ra,0(sp)
        ld gp, 16(sp)
    800025f0:	61c2                	ld	gp,16(sp)
        ld t0, 32(sp)
    800025f2:	7282                	ld	t0,32(sp)
        ld t1, 40(sp)
    800025f4:	7322                	ld	t1,40(sp)
        ld t2, 48(sp)
    800025f6:	73c2                	ld	t2,48(sp)
        ld a0, 72(sp)
    800025f8:	6526                	ld	a0,72(sp)
        ld a1, 80(sp)
    800025fa:	65c6                	ld	a1,80(sp)
        ld a2, 88(sp)
    800025fc:	6666                	ld	a2,88(sp)
        ld a3, 96(sp)
    800025fe:	7686                	ld	a3,96(sp)
        ld a4, 104(sp)
    80002600:	7726                	ld	a4,104(sp)
        ld a5, 112(sp)
    80002602:	77c6                	ld	a5,112(sp)
        ld a6, 120(sp)
    80002604:	7866                	ld	a6,120(sp)
        ld a7, 128(sp)
    80002606:	688a                	ld	a7,128(sp)
        ld t3, 216(sp)
    80002608:	6e6e                	ld	t3,216(sp)
        ld t4, 224(sp)
    8000260a:	7e8e                	ld	t4,224(sp)
        ld t5, 232(sp)
    8000260c:	7f2e                	ld	t5,232(sp)
        ld t6, 240(sp)
    8000260e:	7fce                	ld	t6,240(sp)
        addi sp, sp, 256
    80002610:	6111                	add	sp,sp,256
        sret
    80002612:	10200073          	sret
    80002616:	0001                	nop
    80002618:	00000013          	nop
    8000261c:	00000013          	nop

0000000080002620 <clockintr>:

// A timer interrupt on this hart.
static void
clockintr(void)
{
  if(panicked)        // another hart panicked: stop here
    80002620:	00006797          	auipc	a5,0x6
    80002624:	5087a783          	lw	a5,1288(a5) # 80008b28 <panicked>
    80002628:	c391                	beqz	a5,8000262c <clockintr+0xc>
    for(;;)
    8000262a:	a001                	j	8000262a <clockintr+0xa>
{
    8000262c:	1101                	add	sp,sp,-32
    8000262e:	ec06                	sd	ra,24(sp)
    80002630:	e822                	sd	s0,16(sp)
    80002632:	e426                	sd	s1,8(sp)
    80002634:	1000                	add	s0,sp,32
      ;
  if(cpuid() == 0){
    80002636:	fffff097          	auipc	ra,0xfffff
    8000263a:	31a080e7          	jalr	794(ra) # 80001950 <cpuid>
    8000263e:	cd19                	beqz	a0,8000265c <clockintr+0x3c>
CSR_READER(time, time)
    80002640:	c01027f3          	rdtime	a5
    acquire(&tickslock);
    ticks++;
    wakeup(&ticks);
    release(&tickslock);
  }
  w_stimecmp(r_time() + TICK_INTERVAL);   // also clears the pending interrupt
    80002644:	000f4737          	lui	a4,0xf4
    80002648:	24070713          	add	a4,a4,576 # f4240 <_entry-0x7ff0bdc0>
    8000264c:	97ba                	add	a5,a5,a4
CSR_ACCESSORS(stimecmp, 0x14d)
    8000264e:	14d79073          	csrw	stimecmp,a5
}
    80002652:	60e2                	ld	ra,24(sp)
    80002654:	6442                	ld	s0,16(sp)
    80002656:	64a2                	ld	s1,8(sp)
    80002658:	6105                	add	sp,sp,32
    8000265a:	8082                	ret
    acquire(&tickslock);
    8000265c:	00014497          	auipc	s1,0x14
    80002660:	40448493          	add	s1,s1,1028 # 80016a60 <tickslock>
    80002664:	8526                	mv	a0,s1
    80002666:	ffffe097          	auipc	ra,0xffffe
    8000266a:	bda080e7          	jalr	-1062(ra) # 80000240 <acquire>
    ticks++;
    8000266e:	00006517          	auipc	a0,0x6
    80002672:	4da50513          	add	a0,a0,1242 # 80008b48 <ticks>
    80002676:	411c                	lw	a5,0(a0)
    80002678:	2785                	addw	a5,a5,1
    8000267a:	c11c                	sw	a5,0(a0)
    wakeup(&ticks);
    8000267c:	00000097          	auipc	ra,0x0
    80002680:	9ec080e7          	jalr	-1556(ra) # 80002068 <wakeup>
    release(&tickslock);
    80002684:	8526                	mv	a0,s1
    80002686:	ffffe097          	auipc	ra,0xffffe
    8000268a:	c6e080e7          	jalr	-914(ra) # 800002f4 <release>
    8000268e:	bf4d                	j	80002640 <clockintr+0x20>

0000000080002690 <devintr>:

// If the current trap is a device interrupt, handle it and say which
// kind (DEV_OTHER or DEV_TIMER); else DEV_NONE.
static int
devintr(void)
{
    80002690:	1101                	add	sp,sp,-32
    80002692:	ec06                	sd	ra,24(sp)
    80002694:	e822                	sd	s0,16(sp)
    80002696:	e426                	sd	s1,8(sp)
    80002698:	1000                	add	s0,sp,32
CSR_READER(scause, scause)
    8000269a:	14202773          	csrr	a4,scause
  uint64 scause = r_scause();

  if(scause == SCAUSE_S_TIMER){
    8000269e:	57fd                	li	a5,-1
    800026a0:	17fe                	sll	a5,a5,0x3f
    800026a2:	0795                	add	a5,a5,5
    800026a4:	00f70d63          	beq	a4,a5,800026be <devintr+0x2e>
    clockintr();
    return DEV_TIMER;
  }
  if(scause != SCAUSE_S_EXTERNAL)
    800026a8:	57fd                	li	a5,-1
    800026aa:	17fe                	sll	a5,a5,0x3f
    800026ac:	07a5                	add	a5,a5,9
    return DEV_NONE;
    800026ae:	4501                	li	a0,0
  if(scause != SCAUSE_S_EXTERNAL)
    800026b0:	00f70d63          	beq	a4,a5,800026ca <devintr+0x3a>
  else if(irq)
    printf("devintr: unexpected irq %d\n", irq);
  if(irq)
    plic_complete(irq);
  return DEV_OTHER;
}
    800026b4:	60e2                	ld	ra,24(sp)
    800026b6:	6442                	ld	s0,16(sp)
    800026b8:	64a2                	ld	s1,8(sp)
    800026ba:	6105                	add	sp,sp,32
    800026bc:	8082                	ret
    clockintr();
    800026be:	00000097          	auipc	ra,0x0
    800026c2:	f62080e7          	jalr	-158(ra) # 80002620 <clockintr>
    return DEV_TIMER;
    800026c6:	4509                	li	a0,2
    800026c8:	b7f5                	j	800026b4 <devintr+0x24>
  int irq = plic_claim();
    800026ca:	ffffe097          	auipc	ra,0xffffe
    800026ce:	752080e7          	jalr	1874(ra) # 80000e1c <plic_claim>
    800026d2:	84aa                	mv	s1,a0
  if(irq == UART0_IRQ)
    800026d4:	47a9                	li	a5,10
    800026d6:	02f50763          	beq	a0,a5,80002704 <devintr+0x74>
  else if(irq == VIRTIO0_IRQ)
    800026da:	4785                	li	a5,1
    800026dc:	02f50963          	beq	a0,a5,8000270e <devintr+0x7e>
  return DEV_OTHER;
    800026e0:	4505                	li	a0,1
  else if(irq)
    800026e2:	d8e9                	beqz	s1,800026b4 <devintr+0x24>
    printf("devintr: unexpected irq %d\n", irq);
    800026e4:	85a6                	mv	a1,s1
    800026e6:	00006517          	auipc	a0,0x6
    800026ea:	cc250513          	add	a0,a0,-830 # 800083a8 <names.0+0x30>
    800026ee:	ffffe097          	auipc	ra,0xffffe
    800026f2:	182080e7          	jalr	386(ra) # 80000870 <printf>
    plic_complete(irq);
    800026f6:	8526                	mv	a0,s1
    800026f8:	ffffe097          	auipc	ra,0xffffe
    800026fc:	74a080e7          	jalr	1866(ra) # 80000e42 <plic_complete>
  return DEV_OTHER;
    80002700:	4505                	li	a0,1
    80002702:	bf4d                	j	800026b4 <devintr+0x24>
    uartintr();
    80002704:	ffffe097          	auipc	ra,0xffffe
    80002708:	2fc080e7          	jalr	764(ra) # 80000a00 <uartintr>
  if(irq)
    8000270c:	b7ed                	j	800026f6 <devintr+0x66>
    virtio_disk_intr();
    8000270e:	00001097          	auipc	ra,0x1
    80002712:	ca4080e7          	jalr	-860(ra) # 800033b2 <virtio_disk_intr>
  if(irq)
    80002716:	b7c5                	j	800026f6 <devintr+0x66>

0000000080002718 <trapinit>:
{
    80002718:	1141                	add	sp,sp,-16
    8000271a:	e406                	sd	ra,8(sp)
    8000271c:	e022                	sd	s0,0(sp)
    8000271e:	0800                	add	s0,sp,16
  initlock(&tickslock, "time");
    80002720:	00006597          	auipc	a1,0x6
    80002724:	ca858593          	add	a1,a1,-856 # 800083c8 <names.0+0x50>
    80002728:	00014517          	auipc	a0,0x14
    8000272c:	33850513          	add	a0,a0,824 # 80016a60 <tickslock>
    80002730:	ffffe097          	auipc	ra,0xffffe
    80002734:	a94080e7          	jalr	-1388(ra) # 800001c4 <initlock>
}
    80002738:	60a2                	ld	ra,8(sp)
    8000273a:	6402                	ld	s0,0(sp)
    8000273c:	0141                	add	sp,sp,16
    8000273e:	8082                	ret

0000000080002740 <trapinithart>:
{
    80002740:	1141                	add	sp,sp,-16
    80002742:	e422                	sd	s0,8(sp)
    80002744:	0800                	add	s0,sp,16
CSR_ACCESSORS(stvec, stvec)
    80002746:	00000797          	auipc	a5,0x0
    8000274a:	e7a78793          	add	a5,a5,-390 # 800025c0 <kernelvec>
    8000274e:	10579073          	csrw	stvec,a5
}
    80002752:	6422                	ld	s0,8(sp)
    80002754:	0141                	add	sp,sp,16
    80002756:	8082                	ret

0000000080002758 <usertrapret>:
{
    80002758:	1141                	add	sp,sp,-16
    8000275a:	e406                	sd	ra,8(sp)
    8000275c:	e022                	sd	s0,0(sp)
    8000275e:	0800                	add	s0,sp,16
  struct proc *p = myproc();
    80002760:	fffff097          	auipc	ra,0xfffff
    80002764:	224080e7          	jalr	548(ra) # 80001984 <myproc>
CSR_ACCESSORS(sstatus, sstatus)
    80002768:	100027f3          	csrr	a5,sstatus
static inline void intr_off(void) { w_sstatus(r_sstatus() & ~SSTATUS_SIE); }
    8000276c:	9bf5                	and	a5,a5,-3
CSR_ACCESSORS(sstatus, sstatus)
    8000276e:	10079073          	csrw	sstatus,a5
  w_stvec(TRAMPOLINE + (uservec - trampoline));
    80002772:	00005697          	auipc	a3,0x5
    80002776:	88e68693          	add	a3,a3,-1906 # 80007000 <_trampoline>
    8000277a:	00005717          	auipc	a4,0x5
    8000277e:	88670713          	add	a4,a4,-1914 # 80007000 <_trampoline>
    80002782:	8f15                	sub	a4,a4,a3
    80002784:	040007b7          	lui	a5,0x4000
    80002788:	17fd                	add	a5,a5,-1 # 3ffffff <_entry-0x7c000001>
    8000278a:	07b2                	sll	a5,a5,0xc
    8000278c:	973e                	add	a4,a4,a5
CSR_ACCESSORS(stvec, stvec)
    8000278e:	10571073          	csrw	stvec,a4
  p->trapframe->kernel_satp = r_satp();
    80002792:	6d38                	ld	a4,88(a0)
CSR_ACCESSORS(satp, satp)
    80002794:	18002673          	csrr	a2,satp
    80002798:	e310                	sd	a2,0(a4)
  p->trapframe->kernel_sp = p->kstack + PGSIZE;
    8000279a:	6d30                	ld	a2,88(a0)
    8000279c:	6138                	ld	a4,64(a0)
    8000279e:	6585                	lui	a1,0x1
    800027a0:	972e                	add	a4,a4,a1
    800027a2:	e618                	sd	a4,8(a2)
  p->trapframe->kernel_trap = (uint64)usertrap;
    800027a4:	6d38                	ld	a4,88(a0)
    800027a6:	00000617          	auipc	a2,0x0
    800027aa:	04860613          	add	a2,a2,72 # 800027ee <usertrap>
    800027ae:	eb10                	sd	a2,16(a4)
  p->trapframe->kernel_hartid = r_tp();
    800027b0:	6d38                	ld	a4,88(a0)
static inline uint64 r_tp(void) { uint64 v; asm volatile("mv %0, tp" : "=r"(v)); return v; }
    800027b2:	8612                	mv	a2,tp
    800027b4:	f310                	sd	a2,32(a4)
CSR_ACCESSORS(sstatus, sstatus)
    800027b6:	10002773          	csrr	a4,sstatus
  sstatus &= ~SSTATUS_SPP;
    800027ba:	eff77713          	and	a4,a4,-257
  sstatus |= SSTATUS_SPIE;
    800027be:	02076713          	or	a4,a4,32
    800027c2:	10071073          	csrw	sstatus,a4
  w_sepc(p->trapframe->epc);
    800027c6:	6d38                	ld	a4,88(a0)
CSR_ACCESSORS(sepc, sepc)
    800027c8:	6f18                	ld	a4,24(a4)
    800027ca:	14171073          	csrw	sepc,a4
  uint64 satp = MAKE_SATP(p->pagetable);
    800027ce:	6928                	ld	a0,80(a0)
    800027d0:	8131                	srl	a0,a0,0xc
  void (*enter_user)(uint64) = (void (*)(uint64))(TRAMPOLINE + (userret - trampoline));
    800027d2:	00005717          	auipc	a4,0x5
    800027d6:	8ca70713          	add	a4,a4,-1846 # 8000709c <userret>
    800027da:	8f15                	sub	a4,a4,a3
    800027dc:	97ba                	add	a5,a5,a4
  enter_user(satp);
    800027de:	577d                	li	a4,-1
    800027e0:	177e                	sll	a4,a4,0x3f
    800027e2:	8d59                	or	a0,a0,a4
    800027e4:	9782                	jalr	a5
}
    800027e6:	60a2                	ld	ra,8(sp)
    800027e8:	6402                	ld	s0,0(sp)
    800027ea:	0141                	add	sp,sp,16
    800027ec:	8082                	ret

00000000800027ee <usertrap>:
{
    800027ee:	7179                	add	sp,sp,-48
    800027f0:	f406                	sd	ra,40(sp)
    800027f2:	f022                	sd	s0,32(sp)
    800027f4:	ec26                	sd	s1,24(sp)
    800027f6:	e84a                	sd	s2,16(sp)
    800027f8:	e44e                	sd	s3,8(sp)
    800027fa:	1800                	add	s0,sp,48
CSR_ACCESSORS(sstatus, sstatus)
    800027fc:	100027f3          	csrr	a5,sstatus
  if(r_sstatus() & SSTATUS_SPP)
    80002800:	1007f793          	and	a5,a5,256
    80002804:	eba9                	bnez	a5,80002856 <usertrap+0x68>
CSR_ACCESSORS(stvec, stvec)
    80002806:	00000797          	auipc	a5,0x0
    8000280a:	dba78793          	add	a5,a5,-582 # 800025c0 <kernelvec>
    8000280e:	10579073          	csrw	stvec,a5
  struct proc *p = myproc();
    80002812:	fffff097          	auipc	ra,0xfffff
    80002816:	172080e7          	jalr	370(ra) # 80001984 <myproc>
    8000281a:	84aa                	mv	s1,a0
  p->trapframe->epc = r_sepc();
    8000281c:	6d3c                	ld	a5,88(a0)
CSR_ACCESSORS(sepc, sepc)
    8000281e:	14102773          	csrr	a4,sepc
    80002822:	ef98                	sd	a4,24(a5)
CSR_READER(scause, scause)
    80002824:	142029f3          	csrr	s3,scause
  if(scause == SCAUSE_ECALL_U){
    80002828:	47a1                	li	a5,8
    8000282a:	02f98e63          	beq	s3,a5,80002866 <usertrap+0x78>
  } else if((which_dev = devintr()) == DEV_NONE){
    8000282e:	00000097          	auipc	ra,0x0
    80002832:	e62080e7          	jalr	-414(ra) # 80002690 <devintr>
    80002836:	892a                	mv	s2,a0
    80002838:	c141                	beqz	a0,800028b8 <usertrap+0xca>
  if(killed(p))
    8000283a:	8526                	mv	a0,s1
    8000283c:	00000097          	auipc	ra,0x0
    80002840:	a7a080e7          	jalr	-1414(ra) # 800022b6 <killed>
    80002844:	e145                	bnez	a0,800028e4 <usertrap+0xf6>
  if(which_dev == DEV_TIMER){
    80002846:	4789                	li	a5,2
    80002848:	04f91863          	bne	s2,a5,80002898 <usertrap+0xaa>
    yield();
    8000284c:	fffff097          	auipc	ra,0xfffff
    80002850:	77c080e7          	jalr	1916(ra) # 80001fc8 <yield>
    80002854:	a091                	j	80002898 <usertrap+0xaa>
    panic("usertrap: not from user mode");
    80002856:	00006517          	auipc	a0,0x6
    8000285a:	b7a50513          	add	a0,a0,-1158 # 800083d0 <names.0+0x58>
    8000285e:	ffffe097          	auipc	ra,0xffffe
    80002862:	0be080e7          	jalr	190(ra) # 8000091c <panic>
    if(killed(p))
    80002866:	00000097          	auipc	ra,0x0
    8000286a:	a50080e7          	jalr	-1456(ra) # 800022b6 <killed>
    8000286e:	e121                	bnez	a0,800028ae <usertrap+0xc0>
    p->trapframe->epc += 4;    // return past the ecall
    80002870:	6cb8                	ld	a4,88(s1)
    80002872:	6f1c                	ld	a5,24(a4)
    80002874:	0791                	add	a5,a5,4
    80002876:	ef1c                	sd	a5,24(a4)
CSR_ACCESSORS(sstatus, sstatus)
    80002878:	100027f3          	csrr	a5,sstatus
static inline void intr_on(void)  { w_sstatus(r_sstatus() | SSTATUS_SIE); }
    8000287c:	0027e793          	or	a5,a5,2
CSR_ACCESSORS(sstatus, sstatus)
    80002880:	10079073          	csrw	sstatus,a5
    syscall();
    80002884:	00000097          	auipc	ra,0x0
    80002888:	2a8080e7          	jalr	680(ra) # 80002b2c <syscall>
  if(killed(p))
    8000288c:	8526                	mv	a0,s1
    8000288e:	00000097          	auipc	ra,0x0
    80002892:	a28080e7          	jalr	-1496(ra) # 800022b6 <killed>
    80002896:	e539                	bnez	a0,800028e4 <usertrap+0xf6>
  usertrapret();
    80002898:	00000097          	auipc	ra,0x0
    8000289c:	ec0080e7          	jalr	-320(ra) # 80002758 <usertrapret>
}
    800028a0:	70a2                	ld	ra,40(sp)
    800028a2:	7402                	ld	s0,32(sp)
    800028a4:	64e2                	ld	s1,24(sp)
    800028a6:	6942                	ld	s2,16(sp)
    800028a8:	69a2                	ld	s3,8(sp)
    800028aa:	6145                	add	sp,sp,48
    800028ac:	8082                	ret
      kexit(-1);
    800028ae:	557d                	li	a0,-1
    800028b0:	00000097          	auipc	ra,0x0
    800028b4:	88e080e7          	jalr	-1906(ra) # 8000213e <kexit>
CSR_ACCESSORS(sepc, sepc)
    800028b8:	14102773          	csrr	a4,sepc
CSR_READER(stval, stval)
    800028bc:	143027f3          	csrr	a5,stval
    printf("usertrap: pid %d (%s) killed: scause 0x%lx sepc 0x%lx stval 0x%lx\n",
    800028c0:	86ce                	mv	a3,s3
    800028c2:	15848613          	add	a2,s1,344
    800028c6:	588c                	lw	a1,48(s1)
    800028c8:	00006517          	auipc	a0,0x6
    800028cc:	b2850513          	add	a0,a0,-1240 # 800083f0 <names.0+0x78>
    800028d0:	ffffe097          	auipc	ra,0xffffe
    800028d4:	fa0080e7          	jalr	-96(ra) # 80000870 <printf>
    setkilled(p);
    800028d8:	8526                	mv	a0,s1
    800028da:	00000097          	auipc	ra,0x0
    800028de:	9b0080e7          	jalr	-1616(ra) # 8000228a <setkilled>
    800028e2:	b76d                	j	8000288c <usertrap+0x9e>
    kexit(-1);
    800028e4:	557d                	li	a0,-1
    800028e6:	00000097          	auipc	ra,0x0
    800028ea:	858080e7          	jalr	-1960(ra) # 8000213e <kexit>

00000000800028ee <kerneltrap>:
{
    800028ee:	7179                	add	sp,sp,-48
    800028f0:	f406                	sd	ra,40(sp)
    800028f2:	f022                	sd	s0,32(sp)
    800028f4:	ec26                	sd	s1,24(sp)
    800028f6:	e84a                	sd	s2,16(sp)
    800028f8:	e44e                	sd	s3,8(sp)
    800028fa:	1800                	add	s0,sp,48
CSR_ACCESSORS(sepc, sepc)
    800028fc:	14102973          	csrr	s2,sepc
CSR_ACCESSORS(sstatus, sstatus)
    80002900:	100024f3          	csrr	s1,sstatus
CSR_READER(scause, scause)
    80002904:	142029f3          	csrr	s3,scause
  if((sstatus & SSTATUS_SPP) == 0)
    80002908:	1004f793          	and	a5,s1,256
    8000290c:	cb85                	beqz	a5,8000293c <kerneltrap+0x4e>
CSR_ACCESSORS(sstatus, sstatus)
    8000290e:	100027f3          	csrr	a5,sstatus
static inline int  intr_get(void) { return (r_sstatus() & SSTATUS_SIE) != 0; }
    80002912:	8b89                	and	a5,a5,2
  if(intr_get())
    80002914:	ef85                	bnez	a5,8000294c <kerneltrap+0x5e>
  int which_dev = devintr();
    80002916:	00000097          	auipc	ra,0x0
    8000291a:	d7a080e7          	jalr	-646(ra) # 80002690 <devintr>
  if(which_dev == DEV_NONE){
    8000291e:	cd1d                	beqz	a0,8000295c <kerneltrap+0x6e>
  if(which_dev == DEV_TIMER && myproc() != 0)
    80002920:	4789                	li	a5,2
    80002922:	06f50e63          	beq	a0,a5,8000299e <kerneltrap+0xb0>
CSR_ACCESSORS(sepc, sepc)
    80002926:	14191073          	csrw	sepc,s2
CSR_ACCESSORS(sstatus, sstatus)
    8000292a:	10049073          	csrw	sstatus,s1
}
    8000292e:	70a2                	ld	ra,40(sp)
    80002930:	7402                	ld	s0,32(sp)
    80002932:	64e2                	ld	s1,24(sp)
    80002934:	6942                	ld	s2,16(sp)
    80002936:	69a2                	ld	s3,8(sp)
    80002938:	6145                	add	sp,sp,48
    8000293a:	8082                	ret
    panic("kerneltrap: not from supervisor mode");
    8000293c:	00006517          	auipc	a0,0x6
    80002940:	afc50513          	add	a0,a0,-1284 # 80008438 <names.0+0xc0>
    80002944:	ffffe097          	auipc	ra,0xffffe
    80002948:	fd8080e7          	jalr	-40(ra) # 8000091c <panic>
    panic("kerneltrap: interrupts on");
    8000294c:	00006517          	auipc	a0,0x6
    80002950:	b1450513          	add	a0,a0,-1260 # 80008460 <names.0+0xe8>
    80002954:	ffffe097          	auipc	ra,0xffffe
    80002958:	fc8080e7          	jalr	-56(ra) # 8000091c <panic>
    printf("kerneltrap: unexpected trap on hart %d\n", cpuid());
    8000295c:	fffff097          	auipc	ra,0xfffff
    80002960:	ff4080e7          	jalr	-12(ra) # 80001950 <cpuid>
    80002964:	85aa                	mv	a1,a0
    80002966:	00006517          	auipc	a0,0x6
    8000296a:	b1a50513          	add	a0,a0,-1254 # 80008480 <names.0+0x108>
    8000296e:	ffffe097          	auipc	ra,0xffffe
    80002972:	f02080e7          	jalr	-254(ra) # 80000870 <printf>
CSR_READER(stval, stval)
    80002976:	143026f3          	csrr	a3,stval
    printf("scause=0x%lx sepc=0x%lx stval=0x%lx\n", scause, sepc, r_stval());
    8000297a:	864a                	mv	a2,s2
    8000297c:	85ce                	mv	a1,s3
    8000297e:	00006517          	auipc	a0,0x6
    80002982:	b2a50513          	add	a0,a0,-1238 # 800084a8 <names.0+0x130>
    80002986:	ffffe097          	auipc	ra,0xffffe
    8000298a:	eea080e7          	jalr	-278(ra) # 80000870 <printf>
    panic("kerneltrap");
    8000298e:	00006517          	auipc	a0,0x6
    80002992:	b4250513          	add	a0,a0,-1214 # 800084d0 <names.0+0x158>
    80002996:	ffffe097          	auipc	ra,0xffffe
    8000299a:	f86080e7          	jalr	-122(ra) # 8000091c <panic>
  if(which_dev == DEV_TIMER && myproc() != 0)
    8000299e:	fffff097          	auipc	ra,0xfffff
    800029a2:	fe6080e7          	jalr	-26(ra) # 80001984 <myproc>
    800029a6:	d141                	beqz	a0,80002926 <kerneltrap+0x38>
    yield();
    800029a8:	fffff097          	auipc	ra,0xfffff
    800029ac:	620080e7          	jalr	1568(ra) # 80001fc8 <yield>
    800029b0:	bf9d                	j	80002926 <kerneltrap+0x38>

00000000800029b2 <argraw>:
  return strlen(buf);
}

static uint64
argraw(int n)
{
    800029b2:	715d                	add	sp,sp,-80
    800029b4:	e486                	sd	ra,72(sp)
    800029b6:	e0a2                	sd	s0,64(sp)
    800029b8:	fc26                	sd	s1,56(sp)
    800029ba:	0880                	add	s0,sp,80
    800029bc:	84aa                	mv	s1,a0
  struct trapframe *tf = myproc()->trapframe;
    800029be:	fffff097          	auipc	ra,0xfffff
    800029c2:	fc6080e7          	jalr	-58(ra) # 80001984 <myproc>
    800029c6:	6d3c                	ld	a5,88(a0)
  uint64 regs[] = { tf->a0, tf->a1, tf->a2, tf->a3, tf->a4, tf->a5 };
    800029c8:	7bb8                	ld	a4,112(a5)
    800029ca:	fae43823          	sd	a4,-80(s0)
    800029ce:	7fb8                	ld	a4,120(a5)
    800029d0:	fae43c23          	sd	a4,-72(s0)
    800029d4:	63d8                	ld	a4,128(a5)
    800029d6:	fce43023          	sd	a4,-64(s0)
    800029da:	67d8                	ld	a4,136(a5)
    800029dc:	fce43423          	sd	a4,-56(s0)
    800029e0:	6bd8                	ld	a4,144(a5)
    800029e2:	fce43823          	sd	a4,-48(s0)
    800029e6:	6fdc                	ld	a5,152(a5)
    800029e8:	fcf43c23          	sd	a5,-40(s0)

  if(n < 0 || n >= NELEM(regs))
    800029ec:	0004871b          	sext.w	a4,s1
    800029f0:	4795                	li	a5,5
    800029f2:	00e7ee63          	bltu	a5,a4,80002a0e <argraw+0x5c>
    panic("argraw");
  return regs[n];
    800029f6:	048e                	sll	s1,s1,0x3
    800029f8:	fe048793          	add	a5,s1,-32
    800029fc:	008784b3          	add	s1,a5,s0
}
    80002a00:	fd04b503          	ld	a0,-48(s1)
    80002a04:	60a6                	ld	ra,72(sp)
    80002a06:	6406                	ld	s0,64(sp)
    80002a08:	74e2                	ld	s1,56(sp)
    80002a0a:	6161                	add	sp,sp,80
    80002a0c:	8082                	ret
    panic("argraw");
    80002a0e:	00006517          	auipc	a0,0x6
    80002a12:	ad250513          	add	a0,a0,-1326 # 800084e0 <names.0+0x168>
    80002a16:	ffffe097          	auipc	ra,0xffffe
    80002a1a:	f06080e7          	jalr	-250(ra) # 8000091c <panic>

0000000080002a1e <fetchaddr>:
{
    80002a1e:	1101                	add	sp,sp,-32
    80002a20:	ec06                	sd	ra,24(sp)
    80002a22:	e822                	sd	s0,16(sp)
    80002a24:	e426                	sd	s1,8(sp)
    80002a26:	e04a                	sd	s2,0(sp)
    80002a28:	1000                	add	s0,sp,32
    80002a2a:	84aa                	mv	s1,a0
    80002a2c:	892e                	mv	s2,a1
  struct proc *p = myproc();
    80002a2e:	fffff097          	auipc	ra,0xfffff
    80002a32:	f56080e7          	jalr	-170(ra) # 80001984 <myproc>
  if(addr >= p->sz || addr + sizeof(uint64) > p->sz)
    80002a36:	653c                	ld	a5,72(a0)
    80002a38:	02f4f463          	bgeu	s1,a5,80002a60 <fetchaddr+0x42>
    80002a3c:	00848713          	add	a4,s1,8
    80002a40:	02e7e263          	bltu	a5,a4,80002a64 <fetchaddr+0x46>
  return copyin(p->pagetable, (char *)ip, addr, sizeof(*ip));
    80002a44:	46a1                	li	a3,8
    80002a46:	8626                	mv	a2,s1
    80002a48:	85ca                	mv	a1,s2
    80002a4a:	6928                	ld	a0,80(a0)
    80002a4c:	fffff097          	auipc	ra,0xfffff
    80002a50:	c86080e7          	jalr	-890(ra) # 800016d2 <copyin>
}
    80002a54:	60e2                	ld	ra,24(sp)
    80002a56:	6442                	ld	s0,16(sp)
    80002a58:	64a2                	ld	s1,8(sp)
    80002a5a:	6902                	ld	s2,0(sp)
    80002a5c:	6105                	add	sp,sp,32
    80002a5e:	8082                	ret
    return -1;
    80002a60:	557d                	li	a0,-1
    80002a62:	bfcd                	j	80002a54 <fetchaddr+0x36>
    80002a64:	557d                	li	a0,-1
    80002a66:	b7fd                	j	80002a54 <fetchaddr+0x36>

0000000080002a68 <fetchstr>:
{
    80002a68:	7179                	add	sp,sp,-48
    80002a6a:	f406                	sd	ra,40(sp)
    80002a6c:	f022                	sd	s0,32(sp)
    80002a6e:	ec26                	sd	s1,24(sp)
    80002a70:	e84a                	sd	s2,16(sp)
    80002a72:	e44e                	sd	s3,8(sp)
    80002a74:	1800                	add	s0,sp,48
    80002a76:	892a                	mv	s2,a0
    80002a78:	84ae                	mv	s1,a1
    80002a7a:	89b2                	mv	s3,a2
  if(copyinstr(myproc()->pagetable, buf, addr, max) < 0)
    80002a7c:	fffff097          	auipc	ra,0xfffff
    80002a80:	f08080e7          	jalr	-248(ra) # 80001984 <myproc>
    80002a84:	86ce                	mv	a3,s3
    80002a86:	864a                	mv	a2,s2
    80002a88:	85a6                	mv	a1,s1
    80002a8a:	6928                	ld	a0,80(a0)
    80002a8c:	fffff097          	auipc	ra,0xfffff
    80002a90:	cd6080e7          	jalr	-810(ra) # 80001762 <copyinstr>
    80002a94:	00054e63          	bltz	a0,80002ab0 <fetchstr+0x48>
  return strlen(buf);
    80002a98:	8526                	mv	a0,s1
    80002a9a:	ffffe097          	auipc	ra,0xffffe
    80002a9e:	b3e080e7          	jalr	-1218(ra) # 800005d8 <strlen>
}
    80002aa2:	70a2                	ld	ra,40(sp)
    80002aa4:	7402                	ld	s0,32(sp)
    80002aa6:	64e2                	ld	s1,24(sp)
    80002aa8:	6942                	ld	s2,16(sp)
    80002aaa:	69a2                	ld	s3,8(sp)
    80002aac:	6145                	add	sp,sp,48
    80002aae:	8082                	ret
    return -1;
    80002ab0:	557d                	li	a0,-1
    80002ab2:	bfc5                	j	80002aa2 <fetchstr+0x3a>

0000000080002ab4 <argint>:

// The n'th argument as an int.
void
argint(int n, int *ip)
{
    80002ab4:	1101                	add	sp,sp,-32
    80002ab6:	ec06                	sd	ra,24(sp)
    80002ab8:	e822                	sd	s0,16(sp)
    80002aba:	e426                	sd	s1,8(sp)
    80002abc:	1000                	add	s0,sp,32
    80002abe:	84ae                	mv	s1,a1
  *ip = argraw(n);
    80002ac0:	00000097          	auipc	ra,0x0
    80002ac4:	ef2080e7          	jalr	-270(ra) # 800029b2 <argraw>
    80002ac8:	c088                	sw	a0,0(s1)
}
    80002aca:	60e2                	ld	ra,24(sp)
    80002acc:	6442                	ld	s0,16(sp)
    80002ace:	64a2                	ld	s1,8(sp)
    80002ad0:	6105                	add	sp,sp,32
    80002ad2:	8082                	ret

0000000080002ad4 <argaddr>:

// The n'th argument as an address; unchecked.
void
argaddr(int n, uint64 *ip)
{
    80002ad4:	1101                	add	sp,sp,-32
    80002ad6:	ec06                	sd	ra,24(sp)
    80002ad8:	e822                	sd	s0,16(sp)
    80002ada:	e426                	sd	s1,8(sp)
    80002adc:	1000                	add	s0,sp,32
    80002ade:	84ae                	mv	s1,a1
  *ip = argraw(n);
    80002ae0:	00000097          	auipc	ra,0x0
    80002ae4:	ed2080e7          	jalr	-302(ra) # 800029b2 <argraw>
    80002ae8:	e088                	sd	a0,0(s1)
}
    80002aea:	60e2                	ld	ra,24(sp)
    80002aec:	6442                	ld	s0,16(sp)
    80002aee:	64a2                	ld	s1,8(sp)
    80002af0:	6105                	add	sp,sp,32
    80002af2:	8082                	ret

0000000080002af4 <argstr>:

// The n'th argument as a string copied into buf; its length, or -1.
int
argstr(int n, char *buf, int max)
{
    80002af4:	7179                	add	sp,sp,-48
    80002af6:	f406                	sd	ra,40(sp)
    80002af8:	f022                	sd	s0,32(sp)
    80002afa:	ec26                	sd	s1,24(sp)
    80002afc:	e84a                	sd	s2,16(sp)
    80002afe:	1800                	add	s0,sp,48
    80002b00:	84ae                	mv	s1,a1
    80002b02:	8932                	mv	s2,a2
  uint64 addr;

  argaddr(n, &addr);
    80002b04:	fd840593          	add	a1,s0,-40
    80002b08:	00000097          	auipc	ra,0x0
    80002b0c:	fcc080e7          	jalr	-52(ra) # 80002ad4 <argaddr>
  return fetchstr(addr, buf, max);
    80002b10:	864a                	mv	a2,s2
    80002b12:	85a6                	mv	a1,s1
    80002b14:	fd843503          	ld	a0,-40(s0)
    80002b18:	00000097          	auipc	ra,0x0
    80002b1c:	f50080e7          	jalr	-176(ra) # 80002a68 <fetchstr>
}
    80002b20:	70a2                	ld	ra,40(sp)
    80002b22:	7402                	ld	s0,32(sp)
    80002b24:	64e2                	ld	s1,24(sp)
    80002b26:	6942                	ld	s2,16(sp)
    80002b28:	6145                	add	sp,sp,48
    80002b2a:	8082                	ret

0000000080002b2c <syscall>:
  [SYS_close]  sys_close,
};

void
syscall(void)
{
    80002b2c:	1101                	add	sp,sp,-32
    80002b2e:	ec06                	sd	ra,24(sp)
    80002b30:	e822                	sd	s0,16(sp)
    80002b32:	e426                	sd	s1,8(sp)
    80002b34:	e04a                	sd	s2,0(sp)
    80002b36:	1000                	add	s0,sp,32
  struct proc *p = myproc();
    80002b38:	fffff097          	auipc	ra,0xfffff
    80002b3c:	e4c080e7          	jalr	-436(ra) # 80001984 <myproc>
    80002b40:	84aa                	mv	s1,a0
  uint64 num = p->trapframe->a7;
    80002b42:	05853903          	ld	s2,88(a0)
    80002b46:	0a893683          	ld	a3,168(s2)

  if(num < NELEM(syscalls) && syscalls[num]){
    80002b4a:	47d5                	li	a5,21
    80002b4c:	00d7ef63          	bltu	a5,a3,80002b6a <syscall+0x3e>
    80002b50:	00369713          	sll	a4,a3,0x3
    80002b54:	00006797          	auipc	a5,0x6
    80002b58:	9bc78793          	add	a5,a5,-1604 # 80008510 <syscalls>
    80002b5c:	97ba                	add	a5,a5,a4
    80002b5e:	639c                	ld	a5,0(a5)
    80002b60:	c789                	beqz	a5,80002b6a <syscall+0x3e>
    p->trapframe->a0 = syscalls[num]();
    80002b62:	9782                	jalr	a5
    80002b64:	06a93823          	sd	a0,112(s2)
    80002b68:	a839                	j	80002b86 <syscall+0x5a>
  } else {
    printf("pid %d (%s): unknown system call %ld\n", p->pid, p->name, num);
    80002b6a:	15848613          	add	a2,s1,344
    80002b6e:	588c                	lw	a1,48(s1)
    80002b70:	00006517          	auipc	a0,0x6
    80002b74:	97850513          	add	a0,a0,-1672 # 800084e8 <names.0+0x170>
    80002b78:	ffffe097          	auipc	ra,0xffffe
    80002b7c:	cf8080e7          	jalr	-776(ra) # 80000870 <printf>
    p->trapframe->a0 = -1;
    80002b80:	6cbc                	ld	a5,88(s1)
    80002b82:	577d                	li	a4,-1
    80002b84:	fbb8                	sd	a4,112(a5)
  }
}
    80002b86:	60e2                	ld	ra,24(sp)
    80002b88:	6442                	ld	s0,16(sp)
    80002b8a:	64a2                	ld	s1,8(sp)
    80002b8c:	6902                	ld	s2,0(sp)
    80002b8e:	6105                	add	sp,sp,32
    80002b90:	8082                	ret

0000000080002b92 <sys_exit>:
#include "spinlock.h"
#include "proc.h"

uint64
sys_exit(void)
{
    80002b92:	1101                	add	sp,sp,-32
    80002b94:	ec06                	sd	ra,24(sp)
    80002b96:	e822                	sd	s0,16(sp)
    80002b98:	1000                	add	s0,sp,32
  int status;

  argint(0, &status);
    80002b9a:	fec40593          	add	a1,s0,-20
    80002b9e:	4501                	li	a0,0
    80002ba0:	00000097          	auipc	ra,0x0
    80002ba4:	f14080e7          	jalr	-236(ra) # 80002ab4 <argint>
  kexit(status);
    80002ba8:	fec42503          	lw	a0,-20(s0)
    80002bac:	fffff097          	auipc	ra,0xfffff
    80002bb0:	592080e7          	jalr	1426(ra) # 8000213e <kexit>

0000000080002bb4 <sys_getpid>:
}

uint64
sys_getpid(void)
{
    80002bb4:	1141                	add	sp,sp,-16
    80002bb6:	e406                	sd	ra,8(sp)
    80002bb8:	e022                	sd	s0,0(sp)
    80002bba:	0800                	add	s0,sp,16
  return myproc()->pid;
    80002bbc:	fffff097          	auipc	ra,0xfffff
    80002bc0:	dc8080e7          	jalr	-568(ra) # 80001984 <myproc>
}
    80002bc4:	5908                	lw	a0,48(a0)
    80002bc6:	60a2                	ld	ra,8(sp)
    80002bc8:	6402                	ld	s0,0(sp)
    80002bca:	0141                	add	sp,sp,16
    80002bcc:	8082                	ret

0000000080002bce <sys_fork>:

uint64
sys_fork(void)
{
    80002bce:	1141                	add	sp,sp,-16
    80002bd0:	e406                	sd	ra,8(sp)
    80002bd2:	e022                	sd	s0,0(sp)
    80002bd4:	0800                	add	s0,sp,16
  return kfork();
    80002bd6:	fffff097          	auipc	ra,0xfffff
    80002bda:	154080e7          	jalr	340(ra) # 80001d2a <kfork>
}
    80002bde:	60a2                	ld	ra,8(sp)
    80002be0:	6402                	ld	s0,0(sp)
    80002be2:	0141                	add	sp,sp,16
    80002be4:	8082                	ret

0000000080002be6 <sys_wait>:

uint64
sys_wait(void)
{
    80002be6:	1101                	add	sp,sp,-32
    80002be8:	ec06                	sd	ra,24(sp)
    80002bea:	e822                	sd	s0,16(sp)
    80002bec:	1000                	add	s0,sp,32
  uint64 status_addr;

  argaddr(0, &status_addr);
    80002bee:	fe840593          	add	a1,s0,-24
    80002bf2:	4501                	li	a0,0
    80002bf4:	00000097          	auipc	ra,0x0
    80002bf8:	ee0080e7          	jalr	-288(ra) # 80002ad4 <argaddr>
  return kwait(status_addr);
    80002bfc:	fe843503          	ld	a0,-24(s0)
    80002c00:	fffff097          	auipc	ra,0xfffff
    80002c04:	6e8080e7          	jalr	1768(ra) # 800022e8 <kwait>
}
    80002c08:	60e2                	ld	ra,24(sp)
    80002c0a:	6442                	ld	s0,16(sp)
    80002c0c:	6105                	add	sp,sp,32
    80002c0e:	8082                	ret

0000000080002c10 <sys_sbrk>:

// sbrk(n): grow or shrink memory by n bytes; returns the old break.
uint64
sys_sbrk(void)
{
    80002c10:	7179                	add	sp,sp,-48
    80002c12:	f406                	sd	ra,40(sp)
    80002c14:	f022                	sd	s0,32(sp)
    80002c16:	ec26                	sd	s1,24(sp)
    80002c18:	1800                	add	s0,sp,48
  int n;

  argint(0, &n);
    80002c1a:	fdc40593          	add	a1,s0,-36
    80002c1e:	4501                	li	a0,0
    80002c20:	00000097          	auipc	ra,0x0
    80002c24:	e94080e7          	jalr	-364(ra) # 80002ab4 <argint>
  uint64 oldsz = myproc()->sz;
    80002c28:	fffff097          	auipc	ra,0xfffff
    80002c2c:	d5c080e7          	jalr	-676(ra) # 80001984 <myproc>
    80002c30:	6524                	ld	s1,72(a0)
  if(growproc(n) < 0)
    80002c32:	fdc42503          	lw	a0,-36(s0)
    80002c36:	fffff097          	auipc	ra,0xfffff
    80002c3a:	07a080e7          	jalr	122(ra) # 80001cb0 <growproc>
    80002c3e:	00054863          	bltz	a0,80002c4e <sys_sbrk+0x3e>
    return -1;
  return oldsz;
}
    80002c42:	8526                	mv	a0,s1
    80002c44:	70a2                	ld	ra,40(sp)
    80002c46:	7402                	ld	s0,32(sp)
    80002c48:	64e2                	ld	s1,24(sp)
    80002c4a:	6145                	add	sp,sp,48
    80002c4c:	8082                	ret
    return -1;
    80002c4e:	54fd                	li	s1,-1
    80002c50:	bfcd                	j	80002c42 <sys_sbrk+0x32>

0000000080002c52 <sys_sleep>:

// sleep(n): wait n ticks of hart 0's clock.  -1 if killed meanwhile.
uint64
sys_sleep(void)
{
    80002c52:	7139                	add	sp,sp,-64
    80002c54:	fc06                	sd	ra,56(sp)
    80002c56:	f822                	sd	s0,48(sp)
    80002c58:	f426                	sd	s1,40(sp)
    80002c5a:	f04a                	sd	s2,32(sp)
    80002c5c:	ec4e                	sd	s3,24(sp)
    80002c5e:	0080                	add	s0,sp,64
  int n;

  argint(0, &n);
    80002c60:	fcc40593          	add	a1,s0,-52
    80002c64:	4501                	li	a0,0
    80002c66:	00000097          	auipc	ra,0x0
    80002c6a:	e4e080e7          	jalr	-434(ra) # 80002ab4 <argint>
  acquire(&tickslock);
    80002c6e:	00014517          	auipc	a0,0x14
    80002c72:	df250513          	add	a0,a0,-526 # 80016a60 <tickslock>
    80002c76:	ffffd097          	auipc	ra,0xffffd
    80002c7a:	5ca080e7          	jalr	1482(ra) # 80000240 <acquire>
  uint start = ticks;
    80002c7e:	00006917          	auipc	s2,0x6
    80002c82:	eca92903          	lw	s2,-310(s2) # 80008b48 <ticks>
  while(n > 0 && ticks - start < (uint)n){
    80002c86:	fcc42783          	lw	a5,-52(s0)
    80002c8a:	00006497          	auipc	s1,0x6
    80002c8e:	ebe48493          	add	s1,s1,-322 # 80008b48 <ticks>
    if(killed(myproc())){
      release(&tickslock);
      return -1;
    }
    sleep(&ticks, &tickslock);
    80002c92:	00014997          	auipc	s3,0x14
    80002c96:	dce98993          	add	s3,s3,-562 # 80016a60 <tickslock>
  while(n > 0 && ticks - start < (uint)n){
    80002c9a:	02f05b63          	blez	a5,80002cd0 <sys_sleep+0x7e>
    80002c9e:	4098                	lw	a4,0(s1)
    80002ca0:	4127073b          	subw	a4,a4,s2
    80002ca4:	2781                	sext.w	a5,a5
    80002ca6:	02f77563          	bgeu	a4,a5,80002cd0 <sys_sleep+0x7e>
    if(killed(myproc())){
    80002caa:	fffff097          	auipc	ra,0xfffff
    80002cae:	cda080e7          	jalr	-806(ra) # 80001984 <myproc>
    80002cb2:	fffff097          	auipc	ra,0xfffff
    80002cb6:	604080e7          	jalr	1540(ra) # 800022b6 <killed>
    80002cba:	e91d                	bnez	a0,80002cf0 <sys_sleep+0x9e>
    sleep(&ticks, &tickslock);
    80002cbc:	85ce                	mv	a1,s3
    80002cbe:	8526                	mv	a0,s1
    80002cc0:	fffff097          	auipc	ra,0xfffff
    80002cc4:	344080e7          	jalr	836(ra) # 80002004 <sleep>
  while(n > 0 && ticks - start < (uint)n){
    80002cc8:	fcc42783          	lw	a5,-52(s0)
    80002ccc:	fcf049e3          	bgtz	a5,80002c9e <sys_sleep+0x4c>
  }
  release(&tickslock);
    80002cd0:	00014517          	auipc	a0,0x14
    80002cd4:	d9050513          	add	a0,a0,-624 # 80016a60 <tickslock>
    80002cd8:	ffffd097          	auipc	ra,0xffffd
    80002cdc:	61c080e7          	jalr	1564(ra) # 800002f4 <release>
  return 0;
    80002ce0:	4501                	li	a0,0
}
    80002ce2:	70e2                	ld	ra,56(sp)
    80002ce4:	7442                	ld	s0,48(sp)
    80002ce6:	74a2                	ld	s1,40(sp)
    80002ce8:	7902                	ld	s2,32(sp)
    80002cea:	69e2                	ld	s3,24(sp)
    80002cec:	6121                	add	sp,sp,64
    80002cee:	8082                	ret
      release(&tickslock);
    80002cf0:	00014517          	auipc	a0,0x14
    80002cf4:	d7050513          	add	a0,a0,-656 # 80016a60 <tickslock>
    80002cf8:	ffffd097          	auipc	ra,0xffffd
    80002cfc:	5fc080e7          	jalr	1532(ra) # 800002f4 <release>
      return -1;
    80002d00:	557d                	li	a0,-1
    80002d02:	b7c5                	j	80002ce2 <sys_sleep+0x90>

0000000080002d04 <sys_kill>:

uint64
sys_kill(void)
{
    80002d04:	1101                	add	sp,sp,-32
    80002d06:	ec06                	sd	ra,24(sp)
    80002d08:	e822                	sd	s0,16(sp)
    80002d0a:	1000                	add	s0,sp,32
  int pid;

  argint(0, &pid);
    80002d0c:	fec40593          	add	a1,s0,-20
    80002d10:	4501                	li	a0,0
    80002d12:	00000097          	auipc	ra,0x0
    80002d16:	da2080e7          	jalr	-606(ra) # 80002ab4 <argint>
  return kkill(pid);
    80002d1a:	fec42503          	lw	a0,-20(s0)
    80002d1e:	fffff097          	auipc	ra,0xfffff
    80002d22:	4f6080e7          	jalr	1270(ra) # 80002214 <kkill>
}
    80002d26:	60e2                	ld	ra,24(sp)
    80002d28:	6442                	ld	s0,16(sp)
    80002d2a:	6105                	add	sp,sp,32
    80002d2c:	8082                	ret

0000000080002d2e <sys_uptime>:

// uptime(): ticks since boot.
uint64
sys_uptime(void)
{
    80002d2e:	1101                	add	sp,sp,-32
    80002d30:	ec06                	sd	ra,24(sp)
    80002d32:	e822                	sd	s0,16(sp)
    80002d34:	e426                	sd	s1,8(sp)
    80002d36:	1000                	add	s0,sp,32
  acquire(&tickslock);
    80002d38:	00014517          	auipc	a0,0x14
    80002d3c:	d2850513          	add	a0,a0,-728 # 80016a60 <tickslock>
    80002d40:	ffffd097          	auipc	ra,0xffffd
    80002d44:	500080e7          	jalr	1280(ra) # 80000240 <acquire>
  uint now = ticks;
    80002d48:	00006497          	auipc	s1,0x6
    80002d4c:	e004a483          	lw	s1,-512(s1) # 80008b48 <ticks>
  release(&tickslock);
    80002d50:	00014517          	auipc	a0,0x14
    80002d54:	d1050513          	add	a0,a0,-752 # 80016a60 <tickslock>
    80002d58:	ffffd097          	auipc	ra,0xffffd
    80002d5c:	59c080e7          	jalr	1436(ra) # 800002f4 <release>
  return now;
}
    80002d60:	02049513          	sll	a0,s1,0x20
    80002d64:	9101                	srl	a0,a0,0x20
    80002d66:	60e2                	ld	ra,24(sp)
    80002d68:	6442                	ld	s0,16(sp)
    80002d6a:	64a2                	ld	s1,8(sp)
    80002d6c:	6105                	add	sp,sp,32
    80002d6e:	8082                	ret

0000000080002d70 <reg_read>:
  struct virtio_blk_req hdr[QSIZE];
} disk;

static uint32
reg_read(int off)
{
    80002d70:	1141                	add	sp,sp,-16
    80002d72:	e422                	sd	s0,8(sp)
    80002d74:	0800                	add	s0,sp,16
  return *(volatile uint32 *)(VIRTIO0 + off);
    80002d76:	100017b7          	lui	a5,0x10001
    80002d7a:	953e                	add	a0,a0,a5
    80002d7c:	4108                	lw	a0,0(a0)
}
    80002d7e:	6422                	ld	s0,8(sp)
    80002d80:	0141                	add	sp,sp,16
    80002d82:	8082                	ret

0000000080002d84 <reg_write>:

static void
reg_write(int off, uint32 v)
{
    80002d84:	1141                	add	sp,sp,-16
    80002d86:	e422                	sd	s0,8(sp)
    80002d88:	0800                	add	s0,sp,16
  *(volatile uint32 *)(VIRTIO0 + off) = v;
    80002d8a:	100017b7          	lui	a5,0x10001
    80002d8e:	953e                	add	a0,a0,a5
    80002d90:	c10c                	sw	a1,0(a0)
}
    80002d92:	6422                	ld	s0,8(sp)
    80002d94:	0141                	add	sp,sp,16
    80002d96:	8082                	ret

0000000080002d98 <reg_write_addr>:

// Write a 64-bit physical address to a LOW/HIGH register pair.
static void
reg_write_addr(int low, uint64 pa)
{
    80002d98:	1101                	add	sp,sp,-32
    80002d9a:	ec06                	sd	ra,24(sp)
    80002d9c:	e822                	sd	s0,16(sp)
    80002d9e:	e426                	sd	s1,8(sp)
    80002da0:	e04a                	sd	s2,0(sp)
    80002da2:	1000                	add	s0,sp,32
    80002da4:	892a                	mv	s2,a0
    80002da6:	84ae                	mv	s1,a1
  reg_write(low, (uint32)pa);
    80002da8:	2581                	sext.w	a1,a1
    80002daa:	00000097          	auipc	ra,0x0
    80002dae:	fda080e7          	jalr	-38(ra) # 80002d84 <reg_write>
  reg_write(low + 4, (uint32)(pa >> 32));
    80002db2:	4204d593          	sra	a1,s1,0x20
    80002db6:	0049051b          	addw	a0,s2,4
    80002dba:	00000097          	auipc	ra,0x0
    80002dbe:	fca080e7          	jalr	-54(ra) # 80002d84 <reg_write>
}
    80002dc2:	60e2                	ld	ra,24(sp)
    80002dc4:	6442                	ld	s0,16(sp)
    80002dc6:	64a2                	ld	s1,8(sp)
    80002dc8:	6902                	ld	s2,0(sp)
    80002dca:	6105                	add	sp,sp,32
    80002dcc:	8082                	ret

0000000080002dce <alloc_desc>:
}

// Take an idle descriptor, or return -1.  Caller holds disk.lock.
static int
alloc_desc(void)
{
    80002dce:	1141                	add	sp,sp,-16
    80002dd0:	e422                	sd	s0,8(sp)
    80002dd2:	0800                	add	s0,sp,16
  for (int i = 0; i < QSIZE; i++) {
    80002dd4:	00014797          	auipc	a5,0x14
    80002dd8:	ca478793          	add	a5,a5,-860 # 80016a78 <disk>
    80002ddc:	4501                	li	a0,0
    80002dde:	46a1                	li	a3,8
    if (disk.idle[i]) {
    80002de0:	0307c703          	lbu	a4,48(a5)
    80002de4:	eb09                	bnez	a4,80002df6 <alloc_desc+0x28>
  for (int i = 0; i < QSIZE; i++) {
    80002de6:	2505                	addw	a0,a0,1
    80002de8:	0785                	add	a5,a5,1
    80002dea:	fed51be3          	bne	a0,a3,80002de0 <alloc_desc+0x12>
      disk.idle[i] = 0;
      return i;
    }
  }
  return -1;
    80002dee:	557d                	li	a0,-1
}
    80002df0:	6422                	ld	s0,8(sp)
    80002df2:	0141                	add	sp,sp,16
    80002df4:	8082                	ret
      disk.idle[i] = 0;
    80002df6:	00014797          	auipc	a5,0x14
    80002dfa:	c8278793          	add	a5,a5,-894 # 80016a78 <disk>
    80002dfe:	97aa                	add	a5,a5,a0
    80002e00:	02078823          	sb	zero,48(a5)
      return i;
    80002e04:	b7f5                	j	80002df0 <alloc_desc+0x22>

0000000080002e06 <fill_desc>:
}

// Caller holds disk.lock.
static void
fill_desc(int i, uint64 addr, uint32 len, uint16 flags, uint16 next)
{
    80002e06:	1141                	add	sp,sp,-16
    80002e08:	e422                	sd	s0,8(sp)
    80002e0a:	0800                	add	s0,sp,16
  disk.desc[i].addr = addr;
    80002e0c:	0512                	sll	a0,a0,0x4
    80002e0e:	00014797          	auipc	a5,0x14
    80002e12:	c6a78793          	add	a5,a5,-918 # 80016a78 <disk>
    80002e16:	0187b803          	ld	a6,24(a5)
    80002e1a:	982a                	add	a6,a6,a0
    80002e1c:	00b83023          	sd	a1,0(a6)
  disk.desc[i].len = len;
    80002e20:	6f8c                	ld	a1,24(a5)
    80002e22:	95aa                	add	a1,a1,a0
    80002e24:	c590                	sw	a2,8(a1)
  disk.desc[i].flags = flags;
    80002e26:	6f90                	ld	a2,24(a5)
    80002e28:	962a                	add	a2,a2,a0
    80002e2a:	00d61623          	sh	a3,12(a2)
  disk.desc[i].next = next;
    80002e2e:	6f9c                	ld	a5,24(a5)
    80002e30:	97aa                	add	a5,a5,a0
    80002e32:	00e79723          	sh	a4,14(a5)
}
    80002e36:	6422                	ld	s0,8(sp)
    80002e38:	0141                	add	sp,sp,16
    80002e3a:	8082                	ret

0000000080002e3c <negotiate_features>:
{
    80002e3c:	1101                	add	sp,sp,-32
    80002e3e:	ec06                	sd	ra,24(sp)
    80002e40:	e822                	sd	s0,16(sp)
    80002e42:	e426                	sd	s1,8(sp)
    80002e44:	1000                	add	s0,sp,32
  reg_write(VIRTIO_MMIO_DEVICE_FEATURES_SEL, 0);
    80002e46:	4581                	li	a1,0
    80002e48:	4551                	li	a0,20
    80002e4a:	00000097          	auipc	ra,0x0
    80002e4e:	f3a080e7          	jalr	-198(ra) # 80002d84 <reg_write>
  uint32 low = reg_read(VIRTIO_MMIO_DEVICE_FEATURES);
    80002e52:	4541                	li	a0,16
    80002e54:	00000097          	auipc	ra,0x0
    80002e58:	f1c080e7          	jalr	-228(ra) # 80002d70 <reg_read>
    80002e5c:	0005049b          	sext.w	s1,a0
  reg_write(VIRTIO_MMIO_DRIVER_FEATURES_SEL, 0);
    80002e60:	4581                	li	a1,0
    80002e62:	02400513          	li	a0,36
    80002e66:	00000097          	auipc	ra,0x0
    80002e6a:	f1e080e7          	jalr	-226(ra) # 80002d84 <reg_write>
  reg_write(VIRTIO_MMIO_DRIVER_FEATURES, low);
    80002e6e:	c7ffe5b7          	lui	a1,0xc7ffe
    80002e72:	75f58593          	add	a1,a1,1887 # ffffffffc7ffe75f <end+0xffffffff47fdcba7>
    80002e76:	8de5                	and	a1,a1,s1
    80002e78:	02000513          	li	a0,32
    80002e7c:	00000097          	auipc	ra,0x0
    80002e80:	f08080e7          	jalr	-248(ra) # 80002d84 <reg_write>
  reg_write(VIRTIO_MMIO_DEVICE_FEATURES_SEL, 1);
    80002e84:	4585                	li	a1,1
    80002e86:	4551                	li	a0,20
    80002e88:	00000097          	auipc	ra,0x0
    80002e8c:	efc080e7          	jalr	-260(ra) # 80002d84 <reg_write>
  if ((reg_read(VIRTIO_MMIO_DEVICE_FEATURES) & version1) == 0)
    80002e90:	4541                	li	a0,16
    80002e92:	00000097          	auipc	ra,0x0
    80002e96:	ede080e7          	jalr	-290(ra) # 80002d70 <reg_read>
    80002e9a:	8905                	and	a0,a0,1
    80002e9c:	c505                	beqz	a0,80002ec4 <negotiate_features+0x88>
  reg_write(VIRTIO_MMIO_DRIVER_FEATURES_SEL, 1);
    80002e9e:	4585                	li	a1,1
    80002ea0:	02400513          	li	a0,36
    80002ea4:	00000097          	auipc	ra,0x0
    80002ea8:	ee0080e7          	jalr	-288(ra) # 80002d84 <reg_write>
  reg_write(VIRTIO_MMIO_DRIVER_FEATURES, version1);
    80002eac:	4585                	li	a1,1
    80002eae:	02000513          	li	a0,32
    80002eb2:	00000097          	auipc	ra,0x0
    80002eb6:	ed2080e7          	jalr	-302(ra) # 80002d84 <reg_write>
}
    80002eba:	60e2                	ld	ra,24(sp)
    80002ebc:	6442                	ld	s0,16(sp)
    80002ebe:	64a2                	ld	s1,8(sp)
    80002ec0:	6105                	add	sp,sp,32
    80002ec2:	8082                	ret
    panic("negotiate_features: device does not offer VERSION_1");
    80002ec4:	00005517          	auipc	a0,0x5
    80002ec8:	6fc50513          	add	a0,a0,1788 # 800085c0 <syscalls+0xb0>
    80002ecc:	ffffe097          	auipc	ra,0xffffe
    80002ed0:	a50080e7          	jalr	-1456(ra) # 8000091c <panic>

0000000080002ed4 <ring_page>:
{
    80002ed4:	1101                	add	sp,sp,-32
    80002ed6:	ec06                	sd	ra,24(sp)
    80002ed8:	e822                	sd	s0,16(sp)
    80002eda:	e426                	sd	s1,8(sp)
    80002edc:	1000                	add	s0,sp,32
  void *pa = kalloc();
    80002ede:	ffffe097          	auipc	ra,0xffffe
    80002ee2:	068080e7          	jalr	104(ra) # 80000f46 <kalloc>
  if (pa == 0)
    80002ee6:	cd11                	beqz	a0,80002f02 <ring_page+0x2e>
    80002ee8:	84aa                	mv	s1,a0
  memset(pa, 0, PGSIZE);
    80002eea:	6605                	lui	a2,0x1
    80002eec:	4581                	li	a1,0
    80002eee:	ffffd097          	auipc	ra,0xffffd
    80002ef2:	55e080e7          	jalr	1374(ra) # 8000044c <memset>
}
    80002ef6:	8526                	mv	a0,s1
    80002ef8:	60e2                	ld	ra,24(sp)
    80002efa:	6442                	ld	s0,16(sp)
    80002efc:	64a2                	ld	s1,8(sp)
    80002efe:	6105                	add	sp,sp,32
    80002f00:	8082                	ret
    panic("ring_page: out of memory");
    80002f02:	00005517          	auipc	a0,0x5
    80002f06:	6f650513          	add	a0,a0,1782 # 800085f8 <syscalls+0xe8>
    80002f0a:	ffffe097          	auipc	ra,0xffffe
    80002f0e:	a12080e7          	jalr	-1518(ra) # 8000091c <panic>

0000000080002f12 <setup_queue>:
{
    80002f12:	1101                	add	sp,sp,-32
    80002f14:	ec06                	sd	ra,24(sp)
    80002f16:	e822                	sd	s0,16(sp)
    80002f18:	e426                	sd	s1,8(sp)
    80002f1a:	1000                	add	s0,sp,32
  reg_write(VIRTIO_MMIO_QUEUE_SEL, 0);
    80002f1c:	4581                	li	a1,0
    80002f1e:	03000513          	li	a0,48
    80002f22:	00000097          	auipc	ra,0x0
    80002f26:	e62080e7          	jalr	-414(ra) # 80002d84 <reg_write>
  if (reg_read(VIRTIO_MMIO_QUEUE_READY))
    80002f2a:	04400513          	li	a0,68
    80002f2e:	00000097          	auipc	ra,0x0
    80002f32:	e42080e7          	jalr	-446(ra) # 80002d70 <reg_read>
    80002f36:	2501                	sext.w	a0,a0
    80002f38:	e55d                	bnez	a0,80002fe6 <setup_queue+0xd4>
  uint32 max = reg_read(VIRTIO_MMIO_QUEUE_NUM_MAX);
    80002f3a:	03400513          	li	a0,52
    80002f3e:	00000097          	auipc	ra,0x0
    80002f42:	e32080e7          	jalr	-462(ra) # 80002d70 <reg_read>
    80002f46:	2501                	sext.w	a0,a0
  if (max < QSIZE)
    80002f48:	479d                	li	a5,7
    80002f4a:	0aa7f663          	bgeu	a5,a0,80002ff6 <setup_queue+0xe4>
  disk.desc = ring_page();
    80002f4e:	00000097          	auipc	ra,0x0
    80002f52:	f86080e7          	jalr	-122(ra) # 80002ed4 <ring_page>
    80002f56:	00014497          	auipc	s1,0x14
    80002f5a:	b2248493          	add	s1,s1,-1246 # 80016a78 <disk>
    80002f5e:	ec88                	sd	a0,24(s1)
  disk.avail = ring_page();
    80002f60:	00000097          	auipc	ra,0x0
    80002f64:	f74080e7          	jalr	-140(ra) # 80002ed4 <ring_page>
    80002f68:	f088                	sd	a0,32(s1)
  disk.used = ring_page();
    80002f6a:	00000097          	auipc	ra,0x0
    80002f6e:	f6a080e7          	jalr	-150(ra) # 80002ed4 <ring_page>
    80002f72:	f488                	sd	a0,40(s1)
  reg_write(VIRTIO_MMIO_QUEUE_NUM, QSIZE);
    80002f74:	45a1                	li	a1,8
    80002f76:	03800513          	li	a0,56
    80002f7a:	00000097          	auipc	ra,0x0
    80002f7e:	e0a080e7          	jalr	-502(ra) # 80002d84 <reg_write>
  reg_write_addr(VIRTIO_MMIO_QUEUE_DESC_LOW, (uint64)disk.desc);
    80002f82:	6c8c                	ld	a1,24(s1)
    80002f84:	08000513          	li	a0,128
    80002f88:	00000097          	auipc	ra,0x0
    80002f8c:	e10080e7          	jalr	-496(ra) # 80002d98 <reg_write_addr>
  reg_write_addr(VIRTIO_MMIO_QUEUE_DRIVER_LOW, (uint64)disk.avail);
    80002f90:	708c                	ld	a1,32(s1)
    80002f92:	09000513          	li	a0,144
    80002f96:	00000097          	auipc	ra,0x0
    80002f9a:	e02080e7          	jalr	-510(ra) # 80002d98 <reg_write_addr>
  reg_write_addr(VIRTIO_MMIO_QUEUE_DEVICE_LOW, (uint64)disk.used);
    80002f9e:	748c                	ld	a1,40(s1)
    80002fa0:	0a000513          	li	a0,160
    80002fa4:	00000097          	auipc	ra,0x0
    80002fa8:	df4080e7          	jalr	-524(ra) # 80002d98 <reg_write_addr>
  reg_write(VIRTIO_MMIO_QUEUE_READY, 1);
    80002fac:	4585                	li	a1,1
    80002fae:	04400513          	li	a0,68
    80002fb2:	00000097          	auipc	ra,0x0
    80002fb6:	dd2080e7          	jalr	-558(ra) # 80002d84 <reg_write>
    disk.idle[i] = 1;
    80002fba:	4785                	li	a5,1
    80002fbc:	02f48823          	sb	a5,48(s1)
    80002fc0:	02f488a3          	sb	a5,49(s1)
    80002fc4:	02f48923          	sb	a5,50(s1)
    80002fc8:	02f489a3          	sb	a5,51(s1)
    80002fcc:	02f48a23          	sb	a5,52(s1)
    80002fd0:	02f48aa3          	sb	a5,53(s1)
    80002fd4:	02f48b23          	sb	a5,54(s1)
    80002fd8:	02f48ba3          	sb	a5,55(s1)
}
    80002fdc:	60e2                	ld	ra,24(sp)
    80002fde:	6442                	ld	s0,16(sp)
    80002fe0:	64a2                	ld	s1,8(sp)
    80002fe2:	6105                	add	sp,sp,32
    80002fe4:	8082                	ret
    panic("setup_queue: queue 0 already in use");
    80002fe6:	00005517          	auipc	a0,0x5
    80002fea:	63250513          	add	a0,a0,1586 # 80008618 <syscalls+0x108>
    80002fee:	ffffe097          	auipc	ra,0xffffe
    80002ff2:	92e080e7          	jalr	-1746(ra) # 8000091c <panic>
    panic("setup_queue: queue too short");
    80002ff6:	00005517          	auipc	a0,0x5
    80002ffa:	64a50513          	add	a0,a0,1610 # 80008640 <syscalls+0x130>
    80002ffe:	ffffe097          	auipc	ra,0xffffe
    80003002:	91e080e7          	jalr	-1762(ra) # 8000091c <panic>

0000000080003006 <free_desc>:
{
    80003006:	1101                	add	sp,sp,-32
    80003008:	ec06                	sd	ra,24(sp)
    8000300a:	e822                	sd	s0,16(sp)
    8000300c:	e426                	sd	s1,8(sp)
    8000300e:	e04a                	sd	s2,0(sp)
    80003010:	1000                	add	s0,sp,32
  if (i < 0 || i >= QSIZE || disk.idle[i])
    80003012:	479d                	li	a5,7
    80003014:	04a7eb63          	bltu	a5,a0,8000306a <free_desc+0x64>
    80003018:	892a                	mv	s2,a0
    8000301a:	00014797          	auipc	a5,0x14
    8000301e:	a5e78793          	add	a5,a5,-1442 # 80016a78 <disk>
    80003022:	97aa                	add	a5,a5,a0
    80003024:	0307c783          	lbu	a5,48(a5)
    80003028:	e3a9                	bnez	a5,8000306a <free_desc+0x64>
  memset(&disk.desc[i], 0, sizeof(disk.desc[i]));
    8000302a:	00014497          	auipc	s1,0x14
    8000302e:	a4e48493          	add	s1,s1,-1458 # 80016a78 <disk>
    80003032:	00451793          	sll	a5,a0,0x4
    80003036:	6c88                	ld	a0,24(s1)
    80003038:	4641                	li	a2,16
    8000303a:	4581                	li	a1,0
    8000303c:	953e                	add	a0,a0,a5
    8000303e:	ffffd097          	auipc	ra,0xffffd
    80003042:	40e080e7          	jalr	1038(ra) # 8000044c <memset>
  disk.idle[i] = 1;
    80003046:	94ca                	add	s1,s1,s2
    80003048:	4785                	li	a5,1
    8000304a:	02f48823          	sb	a5,48(s1)
  wakeup(&disk.idle[0]);
    8000304e:	00014517          	auipc	a0,0x14
    80003052:	a5a50513          	add	a0,a0,-1446 # 80016aa8 <disk+0x30>
    80003056:	fffff097          	auipc	ra,0xfffff
    8000305a:	012080e7          	jalr	18(ra) # 80002068 <wakeup>
}
    8000305e:	60e2                	ld	ra,24(sp)
    80003060:	6442                	ld	s0,16(sp)
    80003062:	64a2                	ld	s1,8(sp)
    80003064:	6902                	ld	s2,0(sp)
    80003066:	6105                	add	sp,sp,32
    80003068:	8082                	ret
    panic("free_desc: bad descriptor");
    8000306a:	00005517          	auipc	a0,0x5
    8000306e:	5f650513          	add	a0,a0,1526 # 80008660 <syscalls+0x150>
    80003072:	ffffe097          	auipc	ra,0xffffe
    80003076:	8aa080e7          	jalr	-1878(ra) # 8000091c <panic>

000000008000307a <alloc3>:
{
    8000307a:	7179                	add	sp,sp,-48
    8000307c:	f406                	sd	ra,40(sp)
    8000307e:	f022                	sd	s0,32(sp)
    80003080:	ec26                	sd	s1,24(sp)
    80003082:	e84a                	sd	s2,16(sp)
    80003084:	e44e                	sd	s3,8(sp)
    80003086:	e052                	sd	s4,0(sp)
    80003088:	1800                	add	s0,sp,48
    8000308a:	89aa                	mv	s3,a0
  for (int i = 0; i < 3; i++) {
    8000308c:	892a                	mv	s2,a0
    8000308e:	4481                	li	s1,0
    80003090:	4a0d                	li	s4,3
    if ((d[i] = alloc_desc()) < 0) {
    80003092:	00000097          	auipc	ra,0x0
    80003096:	d3c080e7          	jalr	-708(ra) # 80002dce <alloc_desc>
    8000309a:	00a92023          	sw	a0,0(s2)
    8000309e:	02054063          	bltz	a0,800030be <alloc3+0x44>
  for (int i = 0; i < 3; i++) {
    800030a2:	2485                	addw	s1,s1,1
    800030a4:	0911                	add	s2,s2,4
    800030a6:	ff4496e3          	bne	s1,s4,80003092 <alloc3+0x18>
  return 0;
    800030aa:	4481                	li	s1,0
}
    800030ac:	8526                	mv	a0,s1
    800030ae:	70a2                	ld	ra,40(sp)
    800030b0:	7402                	ld	s0,32(sp)
    800030b2:	64e2                	ld	s1,24(sp)
    800030b4:	6942                	ld	s2,16(sp)
    800030b6:	69a2                	ld	s3,8(sp)
    800030b8:	6a02                	ld	s4,0(sp)
    800030ba:	6145                	add	sp,sp,48
    800030bc:	8082                	ret
      while (--i >= 0)
    800030be:	34fd                	addw	s1,s1,-1
    800030c0:	0204c163          	bltz	s1,800030e2 <alloc3+0x68>
    800030c4:	00249793          	sll	a5,s1,0x2
    800030c8:	99be                	add	s3,s3,a5
    800030ca:	597d                	li	s2,-1
        free_desc(d[i]);
    800030cc:	0009a503          	lw	a0,0(s3)
    800030d0:	00000097          	auipc	ra,0x0
    800030d4:	f36080e7          	jalr	-202(ra) # 80003006 <free_desc>
      while (--i >= 0)
    800030d8:	34fd                	addw	s1,s1,-1
    800030da:	19f1                	add	s3,s3,-4
    800030dc:	ff2498e3          	bne	s1,s2,800030cc <alloc3+0x52>
    800030e0:	b7f1                	j	800030ac <alloc3+0x32>
      return -1;
    800030e2:	54fd                	li	s1,-1
    800030e4:	b7e1                	j	800030ac <alloc3+0x32>

00000000800030e6 <free_chain>:
{
    800030e6:	7179                	add	sp,sp,-48
    800030e8:	f406                	sd	ra,40(sp)
    800030ea:	f022                	sd	s0,32(sp)
    800030ec:	ec26                	sd	s1,24(sp)
    800030ee:	e84a                	sd	s2,16(sp)
    800030f0:	e44e                	sd	s3,8(sp)
    800030f2:	1800                	add	s0,sp,48
    800030f4:	892a                	mv	s2,a0
    int more = disk.desc[i].flags & VIRTQ_DESC_F_NEXT;
    800030f6:	00014997          	auipc	s3,0x14
    800030fa:	98298993          	add	s3,s3,-1662 # 80016a78 <disk>
    800030fe:	00491713          	sll	a4,s2,0x4
    80003102:	0189b783          	ld	a5,24(s3)
    80003106:	97ba                	add	a5,a5,a4
    80003108:	00c7d483          	lhu	s1,12(a5)
    8000310c:	8885                	and	s1,s1,1
    int next = disk.desc[i].next;
    8000310e:	854a                	mv	a0,s2
    80003110:	00e7d903          	lhu	s2,14(a5)
    free_desc(i);
    80003114:	00000097          	auipc	ra,0x0
    80003118:	ef2080e7          	jalr	-270(ra) # 80003006 <free_desc>
    if (!more)
    8000311c:	f0ed                	bnez	s1,800030fe <free_chain+0x18>
}
    8000311e:	70a2                	ld	ra,40(sp)
    80003120:	7402                	ld	s0,32(sp)
    80003122:	64e2                	ld	s1,24(sp)
    80003124:	6942                	ld	s2,16(sp)
    80003126:	69a2                	ld	s3,8(sp)
    80003128:	6145                	add	sp,sp,48
    8000312a:	8082                	ret

000000008000312c <virtio_disk_init>:
{
    8000312c:	1141                	add	sp,sp,-16
    8000312e:	e406                	sd	ra,8(sp)
    80003130:	e022                	sd	s0,0(sp)
    80003132:	0800                	add	s0,sp,16
  initlock(&disk.lock, "virtio_disk");
    80003134:	00005597          	auipc	a1,0x5
    80003138:	54c58593          	add	a1,a1,1356 # 80008680 <syscalls+0x170>
    8000313c:	00014517          	auipc	a0,0x14
    80003140:	93c50513          	add	a0,a0,-1732 # 80016a78 <disk>
    80003144:	ffffd097          	auipc	ra,0xffffd
    80003148:	080080e7          	jalr	128(ra) # 800001c4 <initlock>
  if (reg_read(VIRTIO_MMIO_MAGIC_VALUE) != VIRTIO_MAGIC ||
    8000314c:	4501                	li	a0,0
    8000314e:	00000097          	auipc	ra,0x0
    80003152:	c22080e7          	jalr	-990(ra) # 80002d70 <reg_read>
    80003156:	2501                	sext.w	a0,a0
    80003158:	747277b7          	lui	a5,0x74727
    8000315c:	97678793          	add	a5,a5,-1674 # 74726976 <_entry-0xb8d968a>
    80003160:	0af51763          	bne	a0,a5,8000320e <virtio_disk_init+0xe2>
      reg_read(VIRTIO_MMIO_VERSION) != 2 ||
    80003164:	4511                	li	a0,4
    80003166:	00000097          	auipc	ra,0x0
    8000316a:	c0a080e7          	jalr	-1014(ra) # 80002d70 <reg_read>
    8000316e:	2501                	sext.w	a0,a0
  if (reg_read(VIRTIO_MMIO_MAGIC_VALUE) != VIRTIO_MAGIC ||
    80003170:	4789                	li	a5,2
    80003172:	08f51e63          	bne	a0,a5,8000320e <virtio_disk_init+0xe2>
      reg_read(VIRTIO_MMIO_DEVICE_ID) != VIRTIO_DEV_BLOCK ||
    80003176:	4521                	li	a0,8
    80003178:	00000097          	auipc	ra,0x0
    8000317c:	bf8080e7          	jalr	-1032(ra) # 80002d70 <reg_read>
    80003180:	2501                	sext.w	a0,a0
      reg_read(VIRTIO_MMIO_VERSION) != 2 ||
    80003182:	4789                	li	a5,2
    80003184:	08f51563          	bne	a0,a5,8000320e <virtio_disk_init+0xe2>
      reg_read(VIRTIO_MMIO_VENDOR_ID) != VIRTIO_VENDOR_QEMU)
    80003188:	4531                	li	a0,12
    8000318a:	00000097          	auipc	ra,0x0
    8000318e:	be6080e7          	jalr	-1050(ra) # 80002d70 <reg_read>
    80003192:	2501                	sext.w	a0,a0
      reg_read(VIRTIO_MMIO_DEVICE_ID) != VIRTIO_DEV_BLOCK ||
    80003194:	554d47b7          	lui	a5,0x554d4
    80003198:	55178793          	add	a5,a5,1361 # 554d4551 <_entry-0x2ab2baaf>
    8000319c:	06f51963          	bne	a0,a5,8000320e <virtio_disk_init+0xe2>
  reg_write(VIRTIO_MMIO_STATUS, status);   // 0 resets the device
    800031a0:	4581                	li	a1,0
    800031a2:	07000513          	li	a0,112
    800031a6:	00000097          	auipc	ra,0x0
    800031aa:	bde080e7          	jalr	-1058(ra) # 80002d84 <reg_write>
  reg_write(VIRTIO_MMIO_STATUS, status);
    800031ae:	4585                	li	a1,1
    800031b0:	07000513          	li	a0,112
    800031b4:	00000097          	auipc	ra,0x0
    800031b8:	bd0080e7          	jalr	-1072(ra) # 80002d84 <reg_write>
  reg_write(VIRTIO_MMIO_STATUS, status);
    800031bc:	458d                	li	a1,3
    800031be:	07000513          	li	a0,112
    800031c2:	00000097          	auipc	ra,0x0
    800031c6:	bc2080e7          	jalr	-1086(ra) # 80002d84 <reg_write>
  negotiate_features();
    800031ca:	00000097          	auipc	ra,0x0
    800031ce:	c72080e7          	jalr	-910(ra) # 80002e3c <negotiate_features>
  reg_write(VIRTIO_MMIO_STATUS, status);
    800031d2:	45ad                	li	a1,11
    800031d4:	07000513          	li	a0,112
    800031d8:	00000097          	auipc	ra,0x0
    800031dc:	bac080e7          	jalr	-1108(ra) # 80002d84 <reg_write>
  if ((reg_read(VIRTIO_MMIO_STATUS) & VIRTIO_STATUS_FEATURES_OK) == 0)
    800031e0:	07000513          	li	a0,112
    800031e4:	00000097          	auipc	ra,0x0
    800031e8:	b8c080e7          	jalr	-1140(ra) # 80002d70 <reg_read>
    800031ec:	8921                	and	a0,a0,8
    800031ee:	c905                	beqz	a0,8000321e <virtio_disk_init+0xf2>
  setup_queue();
    800031f0:	00000097          	auipc	ra,0x0
    800031f4:	d22080e7          	jalr	-734(ra) # 80002f12 <setup_queue>
  reg_write(VIRTIO_MMIO_STATUS, status);
    800031f8:	45bd                	li	a1,15
    800031fa:	07000513          	li	a0,112
    800031fe:	00000097          	auipc	ra,0x0
    80003202:	b86080e7          	jalr	-1146(ra) # 80002d84 <reg_write>
}
    80003206:	60a2                	ld	ra,8(sp)
    80003208:	6402                	ld	s0,0(sp)
    8000320a:	0141                	add	sp,sp,16
    8000320c:	8082                	ret
    panic("virtio_disk_init: no modern virtio disk found");
    8000320e:	00005517          	auipc	a0,0x5
    80003212:	48250513          	add	a0,a0,1154 # 80008690 <syscalls+0x180>
    80003216:	ffffd097          	auipc	ra,0xffffd
    8000321a:	706080e7          	jalr	1798(ra) # 8000091c <panic>
    panic("virtio_disk_init: features refused");
    8000321e:	00005517          	auipc	a0,0x5
    80003222:	4a250513          	add	a0,a0,1186 # 800086c0 <syscalls+0x1b0>
    80003226:	ffffd097          	auipc	ra,0xffffd
    8000322a:	6f6080e7          	jalr	1782(ra) # 8000091c <panic>

000000008000322e <virtio_disk_rw>:

// Read (write == 0) or write block b->blockno.  Caller holds b->lock
// and no spinlock; sleeps until the device has finished.
void
virtio_disk_rw(struct buf *b, int write)
{
    8000322e:	711d                	add	sp,sp,-96
    80003230:	ec86                	sd	ra,88(sp)
    80003232:	e8a2                	sd	s0,80(sp)
    80003234:	e4a6                	sd	s1,72(sp)
    80003236:	e0ca                	sd	s2,64(sp)
    80003238:	fc4e                	sd	s3,56(sp)
    8000323a:	f852                	sd	s4,48(sp)
    8000323c:	f456                	sd	s5,40(sp)
    8000323e:	f05a                	sd	s6,32(sp)
    80003240:	ec5e                	sd	s7,24(sp)
    80003242:	e862                	sd	s8,16(sp)
    80003244:	1080                	add	s0,sp,96
    80003246:	84aa                	mv	s1,a0
    80003248:	892e                	mv	s2,a1
  int d[3];

  acquire(&disk.lock);
    8000324a:	00014517          	auipc	a0,0x14
    8000324e:	82e50513          	add	a0,a0,-2002 # 80016a78 <disk>
    80003252:	ffffd097          	auipc	ra,0xffffd
    80003256:	fee080e7          	jalr	-18(ra) # 80000240 <acquire>
  while (alloc3(d) < 0)
    sleep(&disk.idle[0], &disk.lock);
    8000325a:	00014a17          	auipc	s4,0x14
    8000325e:	81ea0a13          	add	s4,s4,-2018 # 80016a78 <disk>
    80003262:	00014997          	auipc	s3,0x14
    80003266:	84698993          	add	s3,s3,-1978 # 80016aa8 <disk+0x30>
  while (alloc3(d) < 0)
    8000326a:	a039                	j	80003278 <virtio_disk_rw+0x4a>
    sleep(&disk.idle[0], &disk.lock);
    8000326c:	85d2                	mv	a1,s4
    8000326e:	854e                	mv	a0,s3
    80003270:	fffff097          	auipc	ra,0xfffff
    80003274:	d94080e7          	jalr	-620(ra) # 80002004 <sleep>
  while (alloc3(d) < 0)
    80003278:	fa040513          	add	a0,s0,-96
    8000327c:	00000097          	auipc	ra,0x0
    80003280:	dfe080e7          	jalr	-514(ra) # 8000307a <alloc3>
    80003284:	fe0544e3          	bltz	a0,8000326c <virtio_disk_rw+0x3e>

  struct virtio_blk_req *hdr = &disk.hdr[d[0]];
    80003288:	fa042b03          	lw	s6,-96(s0)
    8000328c:	00cb0a13          	add	s4,s6,12
    80003290:	0a12                	sll	s4,s4,0x4
  hdr->type = write ? VIRTIO_BLK_T_OUT : VIRTIO_BLK_T_IN;
    80003292:	00013a97          	auipc	s5,0x13
    80003296:	7e6a8a93          	add	s5,s5,2022 # 80016a78 <disk>
    8000329a:	014a85b3          	add	a1,s5,s4
    8000329e:	012037b3          	snez	a5,s2
    800032a2:	c19c                	sw	a5,0(a1)
  hdr->reserved = 0;
    800032a4:	0005a223          	sw	zero,4(a1)
  hdr->sector = (uint64)b->blockno * (BSIZE / 512);
    800032a8:	00c4e783          	lwu	a5,12(s1)
    800032ac:	0786                	sll	a5,a5,0x1
    800032ae:	e59c                	sd	a5,8(a1)

  // For a read the device fills the data buffer; for a write it only
  // reads it.  It always writes the status byte.
  uint16 dataflags = write ? 0 : VIRTQ_DESC_F_WRITE;
  disk.info[d[0]].status = 0xff;   // anything but 0 until the device says so
    800032b0:	004b0993          	add	s3,s6,4
    800032b4:	0992                	sll	s3,s3,0x4
    800032b6:	99d6                	add	s3,s3,s5
    800032b8:	57fd                	li	a5,-1
    800032ba:	00f98423          	sb	a5,8(s3)
  fill_desc(d[0], (uint64)hdr, sizeof(*hdr), VIRTQ_DESC_F_NEXT, d[1]);
    800032be:	fa442c03          	lw	s8,-92(s0)
    800032c2:	030c1713          	sll	a4,s8,0x30
    800032c6:	9341                	srl	a4,a4,0x30
    800032c8:	4685                	li	a3,1
    800032ca:	4641                	li	a2,16
    800032cc:	855a                	mv	a0,s6
    800032ce:	00000097          	auipc	ra,0x0
    800032d2:	b38080e7          	jalr	-1224(ra) # 80002e06 <fill_desc>
  fill_desc(d[1], (uint64)b->data, BSIZE, dataflags | VIRTQ_DESC_F_NEXT, d[2]);
    800032d6:	fa842b83          	lw	s7,-88(s0)
  uint16 dataflags = write ? 0 : VIRTQ_DESC_F_WRITE;
    800032da:	00193693          	seqz	a3,s2
    800032de:	0016969b          	sllw	a3,a3,0x1
  fill_desc(d[1], (uint64)b->data, BSIZE, dataflags | VIRTQ_DESC_F_NEXT, d[2]);
    800032e2:	0016e693          	or	a3,a3,1
    800032e6:	030b9713          	sll	a4,s7,0x30
    800032ea:	9341                	srl	a4,a4,0x30
    800032ec:	8a8d                	and	a3,a3,3
    800032ee:	40000613          	li	a2,1024
    800032f2:	05048593          	add	a1,s1,80
    800032f6:	8562                	mv	a0,s8
    800032f8:	00000097          	auipc	ra,0x0
    800032fc:	b0e080e7          	jalr	-1266(ra) # 80002e06 <fill_desc>
  fill_desc(d[2], (uint64)&disk.info[d[0]].status, 1, VIRTQ_DESC_F_WRITE, 0);
    80003300:	f88a0593          	add	a1,s4,-120
    80003304:	4701                	li	a4,0
    80003306:	4689                	li	a3,2
    80003308:	4605                	li	a2,1
    8000330a:	95d6                	add	a1,a1,s5
    8000330c:	855e                	mv	a0,s7
    8000330e:	00000097          	auipc	ra,0x0
    80003312:	af8080e7          	jalr	-1288(ra) # 80002e06 <fill_desc>

  b->disk = 1;
    80003316:	4905                	li	s2,1
    80003318:	0124a223          	sw	s2,4(s1)
  disk.info[d[0]].b = b;
    8000331c:	0099b023          	sd	s1,0(s3)

  disk.avail->ring[disk.avail->idx % QSIZE] = d[0];
    80003320:	020ab703          	ld	a4,32(s5)
    80003324:	00275783          	lhu	a5,2(a4)
    80003328:	8b9d                	and	a5,a5,7
    8000332a:	0786                	sll	a5,a5,0x1
    8000332c:	973e                	add	a4,a4,a5
    8000332e:	01671223          	sh	s6,4(a4)
  __sync_synchronize();   // descriptors and ring entry before the index
    80003332:	0ff0000f          	fence
  disk.avail->idx += 1;
    80003336:	020ab703          	ld	a4,32(s5)
    8000333a:	00275783          	lhu	a5,2(a4)
    8000333e:	2785                	addw	a5,a5,1
    80003340:	00f71123          	sh	a5,2(a4)
  __sync_synchronize();   // the index before the notification
    80003344:	0ff0000f          	fence
  reg_write(VIRTIO_MMIO_QUEUE_NOTIFY, 0);
    80003348:	4581                	li	a1,0
    8000334a:	05000513          	li	a0,80
    8000334e:	00000097          	auipc	ra,0x0
    80003352:	a36080e7          	jalr	-1482(ra) # 80002d84 <reg_write>

  while (b->disk == 1)
    80003356:	40dc                	lw	a5,4(s1)
    80003358:	01279c63          	bne	a5,s2,80003370 <virtio_disk_rw+0x142>
    sleep(b, &disk.lock);
    8000335c:	89d6                	mv	s3,s5
    8000335e:	85ce                	mv	a1,s3
    80003360:	8526                	mv	a0,s1
    80003362:	fffff097          	auipc	ra,0xfffff
    80003366:	ca2080e7          	jalr	-862(ra) # 80002004 <sleep>
  while (b->disk == 1)
    8000336a:	40dc                	lw	a5,4(s1)
    8000336c:	ff2789e3          	beq	a5,s2,8000335e <virtio_disk_rw+0x130>

  disk.info[d[0]].b = 0;
    80003370:	fa042503          	lw	a0,-96(s0)
    80003374:	00013497          	auipc	s1,0x13
    80003378:	70448493          	add	s1,s1,1796 # 80016a78 <disk>
    8000337c:	00450793          	add	a5,a0,4
    80003380:	0792                	sll	a5,a5,0x4
    80003382:	97a6                	add	a5,a5,s1
    80003384:	0007b023          	sd	zero,0(a5)
  free_chain(d[0]);
    80003388:	00000097          	auipc	ra,0x0
    8000338c:	d5e080e7          	jalr	-674(ra) # 800030e6 <free_chain>
  release(&disk.lock);
    80003390:	8526                	mv	a0,s1
    80003392:	ffffd097          	auipc	ra,0xffffd
    80003396:	f62080e7          	jalr	-158(ra) # 800002f4 <release>
}
    8000339a:	60e6                	ld	ra,88(sp)
    8000339c:	6446                	ld	s0,80(sp)
    8000339e:	64a6                	ld	s1,72(sp)
    800033a0:	6906                	ld	s2,64(sp)
    800033a2:	79e2                	ld	s3,56(sp)
    800033a4:	7a42                	ld	s4,48(sp)
    800033a6:	7aa2                	ld	s5,40(sp)
    800033a8:	7b02                	ld	s6,32(sp)
    800033aa:	6be2                	ld	s7,24(sp)
    800033ac:	6c42                	ld	s8,16(sp)
    800033ae:	6125                	add	sp,sp,96
    800033b0:	8082                	ret

00000000800033b2 <virtio_disk_intr>:

// Called from the trap handler for VIRTIO0_IRQ, in interrupt context.
void
virtio_disk_intr(void)
{
    800033b2:	1101                	add	sp,sp,-32
    800033b4:	ec06                	sd	ra,24(sp)
    800033b6:	e822                	sd	s0,16(sp)
    800033b8:	e426                	sd	s1,8(sp)
    800033ba:	e04a                	sd	s2,0(sp)
    800033bc:	1000                	add	s0,sp,32
  acquire(&disk.lock);
    800033be:	00013497          	auipc	s1,0x13
    800033c2:	6ba48493          	add	s1,s1,1722 # 80016a78 <disk>
    800033c6:	8526                	mv	a0,s1
    800033c8:	ffffd097          	auipc	ra,0xffffd
    800033cc:	e78080e7          	jalr	-392(ra) # 80000240 <acquire>

  // Acknowledge before looking at the ring: a request finishing while
  // we look then raises a fresh interrupt rather than going unnoticed.
  uint32 why = reg_read(VIRTIO_MMIO_INTERRUPT_STATUS);
    800033d0:	06000513          	li	a0,96
    800033d4:	00000097          	auipc	ra,0x0
    800033d8:	99c080e7          	jalr	-1636(ra) # 80002d70 <reg_read>
  reg_write(VIRTIO_MMIO_INTERRUPT_ACK, why & 0x3);
    800033dc:	00357593          	and	a1,a0,3
    800033e0:	06400513          	li	a0,100
    800033e4:	00000097          	auipc	ra,0x0
    800033e8:	9a0080e7          	jalr	-1632(ra) # 80002d84 <reg_write>
  __sync_synchronize();
    800033ec:	0ff0000f          	fence

  while (disk.used_seen != disk.used->idx) {
    800033f0:	749c                	ld	a5,40(s1)
    800033f2:	0027d783          	lhu	a5,2(a5)
    800033f6:	0384d703          	lhu	a4,56(s1)
    800033fa:	06f70363          	beq	a4,a5,80003460 <virtio_disk_intr+0xae>
    __sync_synchronize();   // read the entry only after seeing the index
    uint32 id = disk.used->ring[disk.used_seen % QSIZE].id;
    if (id >= QSIZE || disk.info[id].b == 0)
    800033fe:	491d                	li	s2,7
    __sync_synchronize();   // read the entry only after seeing the index
    80003400:	0ff0000f          	fence
    uint32 id = disk.used->ring[disk.used_seen % QSIZE].id;
    80003404:	7498                	ld	a4,40(s1)
    80003406:	0384d783          	lhu	a5,56(s1)
    8000340a:	8b9d                	and	a5,a5,7
    8000340c:	078e                	sll	a5,a5,0x3
    8000340e:	97ba                	add	a5,a5,a4
    80003410:	43dc                	lw	a5,4(a5)
    80003412:	2781                	sext.w	a5,a5
    if (id >= QSIZE || disk.info[id].b == 0)
    80003414:	06f96463          	bltu	s2,a5,8000347c <virtio_disk_intr+0xca>
    80003418:	02079693          	sll	a3,a5,0x20
    8000341c:	01c6d713          	srl	a4,a3,0x1c
    80003420:	9726                	add	a4,a4,s1
    80003422:	6328                	ld	a0,64(a4)
    80003424:	cd21                	beqz	a0,8000347c <virtio_disk_intr+0xca>
      panic("virtio_disk_intr: unknown request finished");
    if (disk.info[id].status != 0)
    80003426:	02079713          	sll	a4,a5,0x20
    8000342a:	01c75793          	srl	a5,a4,0x1c
    8000342e:	04078793          	add	a5,a5,64
    80003432:	97a6                	add	a5,a5,s1
    80003434:	0087c783          	lbu	a5,8(a5)
    80003438:	ebb1                	bnez	a5,8000348c <virtio_disk_intr+0xda>
      panic("virtio_disk_intr: disk reported an error");
    struct buf *b = disk.info[id].b;
    b->disk = 0;   // the request is complete: the block is ours again
    8000343a:	00052223          	sw	zero,4(a0)
    wakeup(b);
    8000343e:	fffff097          	auipc	ra,0xfffff
    80003442:	c2a080e7          	jalr	-982(ra) # 80002068 <wakeup>
    disk.used_seen += 1;
    80003446:	0384d783          	lhu	a5,56(s1)
    8000344a:	2785                	addw	a5,a5,1
    8000344c:	17c2                	sll	a5,a5,0x30
    8000344e:	93c1                	srl	a5,a5,0x30
    80003450:	02f49c23          	sh	a5,56(s1)
  while (disk.used_seen != disk.used->idx) {
    80003454:	7498                	ld	a4,40(s1)
    80003456:	00275703          	lhu	a4,2(a4)
    8000345a:	2781                	sext.w	a5,a5
    8000345c:	fae792e3          	bne	a5,a4,80003400 <virtio_disk_intr+0x4e>
  }

  release(&disk.lock);
    80003460:	00013517          	auipc	a0,0x13
    80003464:	61850513          	add	a0,a0,1560 # 80016a78 <disk>
    80003468:	ffffd097          	auipc	ra,0xffffd
    8000346c:	e8c080e7          	jalr	-372(ra) # 800002f4 <release>
}
    80003470:	60e2                	ld	ra,24(sp)
    80003472:	6442                	ld	s0,16(sp)
    80003474:	64a2                	ld	s1,8(sp)
    80003476:	6902                	ld	s2,0(sp)
    80003478:	6105                	add	sp,sp,32
    8000347a:	8082                	ret
      panic("virtio_disk_intr: unknown request finished");
    8000347c:	00005517          	auipc	a0,0x5
    80003480:	26c50513          	add	a0,a0,620 # 800086e8 <syscalls+0x1d8>
    80003484:	ffffd097          	auipc	ra,0xffffd
    80003488:	498080e7          	jalr	1176(ra) # 8000091c <panic>
      panic("virtio_disk_intr: disk reported an error");
    8000348c:	00005517          	auipc	a0,0x5
    80003490:	28c50513          	add	a0,a0,652 # 80008718 <syscalls+0x208>
    80003494:	ffffd097          	auipc	ra,0xffffd
    80003498:	488080e7          	jalr	1160(ra) # 8000091c <panic>

000000008000349c <unlink_buf>:
} bcache;

// Caller holds bcache.lock.
static void
unlink_buf(struct buf *b)
{
    8000349c:	1141                	add	sp,sp,-16
    8000349e:	e422                	sd	s0,8(sp)
    800034a0:	0800                	add	s0,sp,16
  b->prev->next = b->next;
    800034a2:	6138                	ld	a4,64(a0)
    800034a4:	653c                	ld	a5,72(a0)
    800034a6:	e73c                	sd	a5,72(a4)
  b->next->prev = b->prev;
    800034a8:	6138                	ld	a4,64(a0)
    800034aa:	e3b8                	sd	a4,64(a5)
}
    800034ac:	6422                	ld	s0,8(sp)
    800034ae:	0141                	add	sp,sp,16
    800034b0:	8082                	ret

00000000800034b2 <push_newest>:

// Caller holds bcache.lock.
static void
push_newest(struct buf *b)
{
    800034b2:	1141                	add	sp,sp,-16
    800034b4:	e422                	sd	s0,8(sp)
    800034b6:	0800                	add	s0,sp,16
  b->prev = &bcache.lru;
    800034b8:	0001c797          	auipc	a5,0x1c
    800034bc:	87878793          	add	a5,a5,-1928 # 8001ed30 <bcache+0x8178>
    800034c0:	e13c                	sd	a5,64(a0)
  b->next = bcache.lru.next;
    800034c2:	0001b797          	auipc	a5,0x1b
    800034c6:	6f678793          	add	a5,a5,1782 # 8001ebb8 <bcache+0x8000>
    800034ca:	1c07b703          	ld	a4,448(a5)
    800034ce:	e538                	sd	a4,72(a0)
  bcache.lru.next->prev = b;
    800034d0:	e328                	sd	a0,64(a4)
  bcache.lru.next = b;
    800034d2:	1ca7b023          	sd	a0,448(a5)
}
    800034d6:	6422                	ld	s0,8(sp)
    800034d8:	0141                	add	sp,sp,16
    800034da:	8082                	ret

00000000800034dc <find_cached>:
}

// The buf already caching (dev, blockno), or 0.  Caller holds bcache.lock.
static struct buf *
find_cached(uint dev, uint blockno)
{
    800034dc:	1141                	add	sp,sp,-16
    800034de:	e422                	sd	s0,8(sp)
    800034e0:	0800                	add	s0,sp,16
    800034e2:	872a                	mv	a4,a0
  for (struct buf *b = bcache.lru.next; b != &bcache.lru; b = b->next)
    800034e4:	0001c517          	auipc	a0,0x1c
    800034e8:	89453503          	ld	a0,-1900(a0) # 8001ed78 <bcache+0x81c0>
    800034ec:	0001c797          	auipc	a5,0x1c
    800034f0:	84478793          	add	a5,a5,-1980 # 8001ed30 <bcache+0x8178>
    800034f4:	02f50263          	beq	a0,a5,80003518 <find_cached+0x3c>
    800034f8:	86be                	mv	a3,a5
    800034fa:	a021                	j	80003502 <find_cached+0x26>
    800034fc:	6528                	ld	a0,72(a0)
    800034fe:	00d50963          	beq	a0,a3,80003510 <find_cached+0x34>
    if (b->dev == dev && b->blockno == blockno)
    80003502:	451c                	lw	a5,8(a0)
    80003504:	fee79ce3          	bne	a5,a4,800034fc <find_cached+0x20>
    80003508:	455c                	lw	a5,12(a0)
    8000350a:	feb799e3          	bne	a5,a1,800034fc <find_cached+0x20>
    8000350e:	a011                	j	80003512 <find_cached+0x36>
      return b;
  return 0;
    80003510:	4501                	li	a0,0
}
    80003512:	6422                	ld	s0,8(sp)
    80003514:	0141                	add	sp,sp,16
    80003516:	8082                	ret
  return 0;
    80003518:	4501                	li	a0,0
    8000351a:	bfe5                	j	80003512 <find_cached+0x36>

000000008000351c <recycle>:

// Take over the idle buf unused for longest.  Caller holds bcache.lock.
static struct buf *
recycle(uint dev, uint blockno)
{
    8000351c:	86aa                	mv	a3,a0
  for (struct buf *b = bcache.lru.prev; b != &bcache.lru; b = b->prev) {
    8000351e:	0001c517          	auipc	a0,0x1c
    80003522:	85253503          	ld	a0,-1966(a0) # 8001ed70 <bcache+0x81b8>
    80003526:	0001c797          	auipc	a5,0x1c
    8000352a:	80a78793          	add	a5,a5,-2038 # 8001ed30 <bcache+0x8178>
    8000352e:	00f50863          	beq	a0,a5,8000353e <recycle+0x22>
    80003532:	873e                	mv	a4,a5
    if (b->refcnt == 0) {
    80003534:	5d1c                	lw	a5,56(a0)
    80003536:	c385                	beqz	a5,80003556 <recycle+0x3a>
  for (struct buf *b = bcache.lru.prev; b != &bcache.lru; b = b->prev) {
    80003538:	6128                	ld	a0,64(a0)
    8000353a:	fee51de3          	bne	a0,a4,80003534 <recycle+0x18>
{
    8000353e:	1141                	add	sp,sp,-16
    80003540:	e406                	sd	ra,8(sp)
    80003542:	e022                	sd	s0,0(sp)
    80003544:	0800                	add	s0,sp,16
      b->blockno = blockno;
      b->valid = 0;   // its data belongs to some other block
      return b;
    }
  }
  panic("recycle: every buffer is in use");
    80003546:	00005517          	auipc	a0,0x5
    8000354a:	20250513          	add	a0,a0,514 # 80008748 <syscalls+0x238>
    8000354e:	ffffd097          	auipc	ra,0xffffd
    80003552:	3ce080e7          	jalr	974(ra) # 8000091c <panic>
      b->dev = dev;
    80003556:	c514                	sw	a3,8(a0)
      b->blockno = blockno;
    80003558:	c54c                	sw	a1,12(a0)
      b->valid = 0;   // its data belongs to some other block
    8000355a:	00052023          	sw	zero,0(a0)
}
    8000355e:	8082                	ret

0000000080003560 <bget>:

// Claim the buf for (dev, blockno) and lock it.  Caller holds no
// spinlock; may sleep waiting for the current holder of the block.
static struct buf *
bget(uint dev, uint blockno)
{
    80003560:	7179                	add	sp,sp,-48
    80003562:	f406                	sd	ra,40(sp)
    80003564:	f022                	sd	s0,32(sp)
    80003566:	ec26                	sd	s1,24(sp)
    80003568:	e84a                	sd	s2,16(sp)
    8000356a:	e44e                	sd	s3,8(sp)
    8000356c:	1800                	add	s0,sp,48
    8000356e:	892a                	mv	s2,a0
    80003570:	89ae                	mv	s3,a1
  acquire(&bcache.lock);
    80003572:	00013517          	auipc	a0,0x13
    80003576:	64650513          	add	a0,a0,1606 # 80016bb8 <bcache>
    8000357a:	ffffd097          	auipc	ra,0xffffd
    8000357e:	cc6080e7          	jalr	-826(ra) # 80000240 <acquire>
  struct buf *b = find_cached(dev, blockno);
    80003582:	85ce                	mv	a1,s3
    80003584:	854a                	mv	a0,s2
    80003586:	00000097          	auipc	ra,0x0
    8000358a:	f56080e7          	jalr	-170(ra) # 800034dc <find_cached>
    8000358e:	84aa                	mv	s1,a0
  if (b == 0)
    80003590:	c915                	beqz	a0,800035c4 <bget+0x64>
    b = recycle(dev, blockno);
  b->refcnt++;
    80003592:	5c9c                	lw	a5,56(s1)
    80003594:	2785                	addw	a5,a5,1
    80003596:	dc9c                	sw	a5,56(s1)
  release(&bcache.lock);
    80003598:	00013517          	auipc	a0,0x13
    8000359c:	62050513          	add	a0,a0,1568 # 80016bb8 <bcache>
    800035a0:	ffffd097          	auipc	ra,0xffffd
    800035a4:	d54080e7          	jalr	-684(ra) # 800002f4 <release>
  acquiresleep(&b->lock);
    800035a8:	01048513          	add	a0,s1,16
    800035ac:	ffffd097          	auipc	ra,0xffffd
    800035b0:	dc8080e7          	jalr	-568(ra) # 80000374 <acquiresleep>
  return b;
}
    800035b4:	8526                	mv	a0,s1
    800035b6:	70a2                	ld	ra,40(sp)
    800035b8:	7402                	ld	s0,32(sp)
    800035ba:	64e2                	ld	s1,24(sp)
    800035bc:	6942                	ld	s2,16(sp)
    800035be:	69a2                	ld	s3,8(sp)
    800035c0:	6145                	add	sp,sp,48
    800035c2:	8082                	ret
    b = recycle(dev, blockno);
    800035c4:	85ce                	mv	a1,s3
    800035c6:	854a                	mv	a0,s2
    800035c8:	00000097          	auipc	ra,0x0
    800035cc:	f54080e7          	jalr	-172(ra) # 8000351c <recycle>
    800035d0:	84aa                	mv	s1,a0
    800035d2:	b7c1                	j	80003592 <bget+0x32>

00000000800035d4 <binit>:
{
    800035d4:	7179                	add	sp,sp,-48
    800035d6:	f406                	sd	ra,40(sp)
    800035d8:	f022                	sd	s0,32(sp)
    800035da:	ec26                	sd	s1,24(sp)
    800035dc:	e84a                	sd	s2,16(sp)
    800035de:	e44e                	sd	s3,8(sp)
    800035e0:	1800                	add	s0,sp,48
  initlock(&bcache.lock, "bcache");
    800035e2:	00005597          	auipc	a1,0x5
    800035e6:	18658593          	add	a1,a1,390 # 80008768 <syscalls+0x258>
    800035ea:	00013517          	auipc	a0,0x13
    800035ee:	5ce50513          	add	a0,a0,1486 # 80016bb8 <bcache>
    800035f2:	ffffd097          	auipc	ra,0xffffd
    800035f6:	bd2080e7          	jalr	-1070(ra) # 800001c4 <initlock>
  bcache.lru.next = &bcache.lru;
    800035fa:	0001b797          	auipc	a5,0x1b
    800035fe:	5be78793          	add	a5,a5,1470 # 8001ebb8 <bcache+0x8000>
    80003602:	0001b717          	auipc	a4,0x1b
    80003606:	72e70713          	add	a4,a4,1838 # 8001ed30 <bcache+0x8178>
    8000360a:	1ce7b023          	sd	a4,448(a5)
  bcache.lru.prev = &bcache.lru;
    8000360e:	1ae7bc23          	sd	a4,440(a5)
  for (struct buf *b = bcache.bufs; b < bcache.bufs + NBUF; b++) {
    80003612:	00013497          	auipc	s1,0x13
    80003616:	5be48493          	add	s1,s1,1470 # 80016bd0 <bcache+0x18>
    initsleeplock(&b->lock, "buf");
    8000361a:	00005997          	auipc	s3,0x5
    8000361e:	15698993          	add	s3,s3,342 # 80008770 <syscalls+0x260>
  for (struct buf *b = bcache.bufs; b < bcache.bufs + NBUF; b++) {
    80003622:	893a                	mv	s2,a4
    initsleeplock(&b->lock, "buf");
    80003624:	85ce                	mv	a1,s3
    80003626:	01048513          	add	a0,s1,16
    8000362a:	ffffd097          	auipc	ra,0xffffd
    8000362e:	d12080e7          	jalr	-750(ra) # 8000033c <initsleeplock>
    push_newest(b);
    80003632:	8526                	mv	a0,s1
    80003634:	00000097          	auipc	ra,0x0
    80003638:	e7e080e7          	jalr	-386(ra) # 800034b2 <push_newest>
  for (struct buf *b = bcache.bufs; b < bcache.bufs + NBUF; b++) {
    8000363c:	45048493          	add	s1,s1,1104
    80003640:	ff2492e3          	bne	s1,s2,80003624 <binit+0x50>
}
    80003644:	70a2                	ld	ra,40(sp)
    80003646:	7402                	ld	s0,32(sp)
    80003648:	64e2                	ld	s1,24(sp)
    8000364a:	6942                	ld	s2,16(sp)
    8000364c:	69a2                	ld	s3,8(sp)
    8000364e:	6145                	add	sp,sp,48
    80003650:	8082                	ret

0000000080003652 <bread>:

// Return a locked buf holding the block.  May sleep (disk read).
struct buf *
bread(uint dev, uint blockno)
{
    80003652:	1101                	add	sp,sp,-32
    80003654:	ec06                	sd	ra,24(sp)
    80003656:	e822                	sd	s0,16(sp)
    80003658:	e426                	sd	s1,8(sp)
    8000365a:	1000                	add	s0,sp,32
  struct buf *b = bget(dev, blockno);
    8000365c:	00000097          	auipc	ra,0x0
    80003660:	f04080e7          	jalr	-252(ra) # 80003560 <bget>
    80003664:	84aa                	mv	s1,a0
  if (!b->valid) {
    80003666:	411c                	lw	a5,0(a0)
    80003668:	c799                	beqz	a5,80003676 <bread+0x24>
    virtio_disk_rw(b, 0);
    b->valid = 1;
  }
  return b;
}
    8000366a:	8526                	mv	a0,s1
    8000366c:	60e2                	ld	ra,24(sp)
    8000366e:	6442                	ld	s0,16(sp)
    80003670:	64a2                	ld	s1,8(sp)
    80003672:	6105                	add	sp,sp,32
    80003674:	8082                	ret
    virtio_disk_rw(b, 0);
    80003676:	4581                	li	a1,0
    80003678:	00000097          	auipc	ra,0x0
    8000367c:	bb6080e7          	jalr	-1098(ra) # 8000322e <virtio_disk_rw>
    b->valid = 1;
    80003680:	4785                	li	a5,1
    80003682:	c09c                	sw	a5,0(s1)
  return b;
    80003684:	b7dd                	j	8000366a <bread+0x18>

0000000080003686 <bwrite>:

// Caller holds b->lock; sleeps until the disk has the data.
void
bwrite(struct buf *b)
{
    80003686:	1101                	add	sp,sp,-32
    80003688:	ec06                	sd	ra,24(sp)
    8000368a:	e822                	sd	s0,16(sp)
    8000368c:	e426                	sd	s1,8(sp)
    8000368e:	1000                	add	s0,sp,32
    80003690:	84aa                	mv	s1,a0
  if (!holdingsleep(&b->lock))
    80003692:	0541                	add	a0,a0,16
    80003694:	ffffd097          	auipc	ra,0xffffd
    80003698:	d66080e7          	jalr	-666(ra) # 800003fa <holdingsleep>
    8000369c:	cd01                	beqz	a0,800036b4 <bwrite+0x2e>
    panic("bwrite: buffer not locked");
  virtio_disk_rw(b, 1);
    8000369e:	4585                	li	a1,1
    800036a0:	8526                	mv	a0,s1
    800036a2:	00000097          	auipc	ra,0x0
    800036a6:	b8c080e7          	jalr	-1140(ra) # 8000322e <virtio_disk_rw>
}
    800036aa:	60e2                	ld	ra,24(sp)
    800036ac:	6442                	ld	s0,16(sp)
    800036ae:	64a2                	ld	s1,8(sp)
    800036b0:	6105                	add	sp,sp,32
    800036b2:	8082                	ret
    panic("bwrite: buffer not locked");
    800036b4:	00005517          	auipc	a0,0x5
    800036b8:	0c450513          	add	a0,a0,196 # 80008778 <syscalls+0x268>
    800036bc:	ffffd097          	auipc	ra,0xffffd
    800036c0:	260080e7          	jalr	608(ra) # 8000091c <panic>

00000000800036c4 <brelse>:

// Caller holds b->lock and gives it up here.
void
brelse(struct buf *b)
{
    800036c4:	1101                	add	sp,sp,-32
    800036c6:	ec06                	sd	ra,24(sp)
    800036c8:	e822                	sd	s0,16(sp)
    800036ca:	e426                	sd	s1,8(sp)
    800036cc:	e04a                	sd	s2,0(sp)
    800036ce:	1000                	add	s0,sp,32
    800036d0:	84aa                	mv	s1,a0
  if (!holdingsleep(&b->lock))
    800036d2:	01050913          	add	s2,a0,16
    800036d6:	854a                	mv	a0,s2
    800036d8:	ffffd097          	auipc	ra,0xffffd
    800036dc:	d22080e7          	jalr	-734(ra) # 800003fa <holdingsleep>
    800036e0:	c131                	beqz	a0,80003724 <brelse+0x60>
    panic("brelse: buffer not locked");
  releasesleep(&b->lock);
    800036e2:	854a                	mv	a0,s2
    800036e4:	ffffd097          	auipc	ra,0xffffd
    800036e8:	cdc080e7          	jalr	-804(ra) # 800003c0 <releasesleep>

  acquire(&bcache.lock);
    800036ec:	00013517          	auipc	a0,0x13
    800036f0:	4cc50513          	add	a0,a0,1228 # 80016bb8 <bcache>
    800036f4:	ffffd097          	auipc	ra,0xffffd
    800036f8:	b4c080e7          	jalr	-1204(ra) # 80000240 <acquire>
  b->refcnt--;
    800036fc:	5c9c                	lw	a5,56(s1)
    800036fe:	37fd                	addw	a5,a5,-1
    80003700:	0007871b          	sext.w	a4,a5
    80003704:	dc9c                	sw	a5,56(s1)
  if (b->refcnt == 0) {
    80003706:	c71d                	beqz	a4,80003734 <brelse+0x70>
    // Now idle: move it to the newest end so it is recycled last.
    unlink_buf(b);
    push_newest(b);
  }
  release(&bcache.lock);
    80003708:	00013517          	auipc	a0,0x13
    8000370c:	4b050513          	add	a0,a0,1200 # 80016bb8 <bcache>
    80003710:	ffffd097          	auipc	ra,0xffffd
    80003714:	be4080e7          	jalr	-1052(ra) # 800002f4 <release>
}
    80003718:	60e2                	ld	ra,24(sp)
    8000371a:	6442                	ld	s0,16(sp)
    8000371c:	64a2                	ld	s1,8(sp)
    8000371e:	6902                	ld	s2,0(sp)
    80003720:	6105                	add	sp,sp,32
    80003722:	8082                	ret
    panic("brelse: buffer not locked");
    80003724:	00005517          	auipc	a0,0x5
    80003728:	07450513          	add	a0,a0,116 # 80008798 <syscalls+0x288>
    8000372c:	ffffd097          	auipc	ra,0xffffd
    80003730:	1f0080e7          	jalr	496(ra) # 8000091c <panic>
    unlink_buf(b);
    80003734:	8526                	mv	a0,s1
    80003736:	00000097          	auipc	ra,0x0
    8000373a:	d66080e7          	jalr	-666(ra) # 8000349c <unlink_buf>
    push_newest(b);
    8000373e:	8526                	mv	a0,s1
    80003740:	00000097          	auipc	ra,0x0
    80003744:	d72080e7          	jalr	-654(ra) # 800034b2 <push_newest>
    80003748:	b7c1                	j	80003708 <brelse+0x44>

000000008000374a <bpin>:

// Caller may hold b->lock or not; does not sleep.
void
bpin(struct buf *b)
{
    8000374a:	1101                	add	sp,sp,-32
    8000374c:	ec06                	sd	ra,24(sp)
    8000374e:	e822                	sd	s0,16(sp)
    80003750:	e426                	sd	s1,8(sp)
    80003752:	1000                	add	s0,sp,32
    80003754:	84aa                	mv	s1,a0
  acquire(&bcache.lock);
    80003756:	00013517          	auipc	a0,0x13
    8000375a:	46250513          	add	a0,a0,1122 # 80016bb8 <bcache>
    8000375e:	ffffd097          	auipc	ra,0xffffd
    80003762:	ae2080e7          	jalr	-1310(ra) # 80000240 <acquire>
  b->refcnt++;
    80003766:	5c9c                	lw	a5,56(s1)
    80003768:	2785                	addw	a5,a5,1
    8000376a:	dc9c                	sw	a5,56(s1)
  release(&bcache.lock);
    8000376c:	00013517          	auipc	a0,0x13
    80003770:	44c50513          	add	a0,a0,1100 # 80016bb8 <bcache>
    80003774:	ffffd097          	auipc	ra,0xffffd
    80003778:	b80080e7          	jalr	-1152(ra) # 800002f4 <release>
}
    8000377c:	60e2                	ld	ra,24(sp)
    8000377e:	6442                	ld	s0,16(sp)
    80003780:	64a2                	ld	s1,8(sp)
    80003782:	6105                	add	sp,sp,32
    80003784:	8082                	ret

0000000080003786 <bunpin>:

// Caller may hold b->lock or not; does not sleep.
void
bunpin(struct buf *b)
{
    80003786:	1101                	add	sp,sp,-32
    80003788:	ec06                	sd	ra,24(sp)
    8000378a:	e822                	sd	s0,16(sp)
    8000378c:	e426                	sd	s1,8(sp)
    8000378e:	1000                	add	s0,sp,32
    80003790:	84aa                	mv	s1,a0
  acquire(&bcache.lock);
    80003792:	00013517          	auipc	a0,0x13
    80003796:	42650513          	add	a0,a0,1062 # 80016bb8 <bcache>
    8000379a:	ffffd097          	auipc	ra,0xffffd
    8000379e:	aa6080e7          	jalr	-1370(ra) # 80000240 <acquire>
  if (b->refcnt == 0)
    800037a2:	5c9c                	lw	a5,56(s1)
    800037a4:	c385                	beqz	a5,800037c4 <bunpin+0x3e>
    panic("bunpin: buffer not pinned");
  b->refcnt--;
    800037a6:	37fd                	addw	a5,a5,-1
    800037a8:	dc9c                	sw	a5,56(s1)
  release(&bcache.lock);
    800037aa:	00013517          	auipc	a0,0x13
    800037ae:	40e50513          	add	a0,a0,1038 # 80016bb8 <bcache>
    800037b2:	ffffd097          	auipc	ra,0xffffd
    800037b6:	b42080e7          	jalr	-1214(ra) # 800002f4 <release>
}
    800037ba:	60e2                	ld	ra,24(sp)
    800037bc:	6442                	ld	s0,16(sp)
    800037be:	64a2                	ld	s1,8(sp)
    800037c0:	6105                	add	sp,sp,32
    800037c2:	8082                	ret
    panic("bunpin: buffer not pinned");
    800037c4:	00005517          	auipc	a0,0x5
    800037c8:	ff450513          	add	a0,a0,-12 # 800087b8 <syscalls+0x2a8>
    800037cc:	ffffd097          	auipc	ra,0xffffd
    800037d0:	150080e7          	jalr	336(ra) # 8000091c <panic>

00000000800037d4 <log_is_full>:
}

// Would one more operation risk overflowing the log?  Caller holds wal.lock.
static int
log_is_full(void)
{
    800037d4:	1141                	add	sp,sp,-16
    800037d6:	e422                	sd	s0,8(sp)
    800037d8:	0800                	add	s0,sp,16
  int reserved = (wal.active + 1) * MAXOPBLOCKS;
    800037da:	0001c697          	auipc	a3,0x1c
    800037de:	9a668693          	add	a3,a3,-1626 # 8001f180 <wal>
    800037e2:	5298                	lw	a4,32(a3)
    800037e4:	2705                	addw	a4,a4,1
    800037e6:	0027179b          	sllw	a5,a4,0x2
    800037ea:	9fb9                	addw	a5,a5,a4
    800037ec:	0017979b          	sllw	a5,a5,0x1
  return wal.lh.n + reserved > LOGBLOCKS;
    800037f0:	5698                	lw	a4,40(a3)
    800037f2:	9fb9                	addw	a5,a5,a4
}
    800037f4:	4579                	li	a0,30
    800037f6:	00f52533          	slt	a0,a0,a5
    800037fa:	6422                	ld	s0,8(sp)
    800037fc:	0141                	add	sp,sp,16
    800037fe:	8082                	ret

0000000080003800 <read_head>:
{
    80003800:	1101                	add	sp,sp,-32
    80003802:	ec06                	sd	ra,24(sp)
    80003804:	e822                	sd	s0,16(sp)
    80003806:	e426                	sd	s1,8(sp)
    80003808:	1000                	add	s0,sp,32
  struct buf *b = bread(wal.dev, wal.start);
    8000380a:	0001c797          	auipc	a5,0x1c
    8000380e:	97678793          	add	a5,a5,-1674 # 8001f180 <wal>
    80003812:	4fcc                	lw	a1,28(a5)
    80003814:	4f88                	lw	a0,24(a5)
    80003816:	00000097          	auipc	ra,0x0
    8000381a:	e3c080e7          	jalr	-452(ra) # 80003652 <bread>
    8000381e:	84aa                	mv	s1,a0
  memmove(&wal.lh, b->data, sizeof(wal.lh));
    80003820:	07c00613          	li	a2,124
    80003824:	05050593          	add	a1,a0,80
    80003828:	0001c517          	auipc	a0,0x1c
    8000382c:	98050513          	add	a0,a0,-1664 # 8001f1a8 <wal+0x28>
    80003830:	ffffd097          	auipc	ra,0xffffd
    80003834:	c74080e7          	jalr	-908(ra) # 800004a4 <memmove>
  brelse(b);
    80003838:	8526                	mv	a0,s1
    8000383a:	00000097          	auipc	ra,0x0
    8000383e:	e8a080e7          	jalr	-374(ra) # 800036c4 <brelse>
}
    80003842:	60e2                	ld	ra,24(sp)
    80003844:	6442                	ld	s0,16(sp)
    80003846:	64a2                	ld	s1,8(sp)
    80003848:	6105                	add	sp,sp,32
    8000384a:	8082                	ret

000000008000384c <write_head>:
{
    8000384c:	1101                	add	sp,sp,-32
    8000384e:	ec06                	sd	ra,24(sp)
    80003850:	e822                	sd	s0,16(sp)
    80003852:	e426                	sd	s1,8(sp)
    80003854:	1000                	add	s0,sp,32
  struct buf *b = bread(wal.dev, wal.start);
    80003856:	0001c797          	auipc	a5,0x1c
    8000385a:	92a78793          	add	a5,a5,-1750 # 8001f180 <wal>
    8000385e:	4fcc                	lw	a1,28(a5)
    80003860:	4f88                	lw	a0,24(a5)
    80003862:	00000097          	auipc	ra,0x0
    80003866:	df0080e7          	jalr	-528(ra) # 80003652 <bread>
    8000386a:	84aa                	mv	s1,a0
  memmove(b->data, &wal.lh, sizeof(wal.lh));
    8000386c:	07c00613          	li	a2,124
    80003870:	0001c597          	auipc	a1,0x1c
    80003874:	93858593          	add	a1,a1,-1736 # 8001f1a8 <wal+0x28>
    80003878:	05050513          	add	a0,a0,80
    8000387c:	ffffd097          	auipc	ra,0xffffd
    80003880:	c28080e7          	jalr	-984(ra) # 800004a4 <memmove>
  bwrite(b);
    80003884:	8526                	mv	a0,s1
    80003886:	00000097          	auipc	ra,0x0
    8000388a:	e00080e7          	jalr	-512(ra) # 80003686 <bwrite>
  brelse(b);
    8000388e:	8526                	mv	a0,s1
    80003890:	00000097          	auipc	ra,0x0
    80003894:	e34080e7          	jalr	-460(ra) # 800036c4 <brelse>
}
    80003898:	60e2                	ld	ra,24(sp)
    8000389a:	6442                	ld	s0,16(sp)
    8000389c:	64a2                	ld	s1,8(sp)
    8000389e:	6105                	add	sp,sp,32
    800038a0:	8082                	ret

00000000800038a2 <write_log>:
  for (int i = 0; i < wal.lh.n; i++) {
    800038a2:	0001c797          	auipc	a5,0x1c
    800038a6:	9067a783          	lw	a5,-1786(a5) # 8001f1a8 <wal+0x28>
    800038aa:	0af05163          	blez	a5,8000394c <write_log+0xaa>
{
    800038ae:	7139                	add	sp,sp,-64
    800038b0:	fc06                	sd	ra,56(sp)
    800038b2:	f822                	sd	s0,48(sp)
    800038b4:	f426                	sd	s1,40(sp)
    800038b6:	f04a                	sd	s2,32(sp)
    800038b8:	ec4e                	sd	s3,24(sp)
    800038ba:	e852                	sd	s4,16(sp)
    800038bc:	e456                	sd	s5,8(sp)
    800038be:	0080                	add	s0,sp,64
    800038c0:	0001ca97          	auipc	s5,0x1c
    800038c4:	8eca8a93          	add	s5,s5,-1812 # 8001f1ac <wal+0x2c>
  for (int i = 0; i < wal.lh.n; i++) {
    800038c8:	4a01                	li	s4,0
    struct buf *home = bread(wal.dev, wal.lh.block[i]);
    800038ca:	0001c997          	auipc	s3,0x1c
    800038ce:	8b698993          	add	s3,s3,-1866 # 8001f180 <wal>
    800038d2:	000aa583          	lw	a1,0(s5)
    800038d6:	0189a503          	lw	a0,24(s3)
    800038da:	00000097          	auipc	ra,0x0
    800038de:	d78080e7          	jalr	-648(ra) # 80003652 <bread>
    800038e2:	892a                	mv	s2,a0
    struct buf *slot = bread(wal.dev, wal.start + 1 + i);
    800038e4:	01c9a583          	lw	a1,28(s3)
    800038e8:	2585                	addw	a1,a1,1
    800038ea:	014585bb          	addw	a1,a1,s4
    800038ee:	0189a503          	lw	a0,24(s3)
    800038f2:	00000097          	auipc	ra,0x0
    800038f6:	d60080e7          	jalr	-672(ra) # 80003652 <bread>
    800038fa:	84aa                	mv	s1,a0
    memmove(slot->data, home->data, BSIZE);
    800038fc:	40000613          	li	a2,1024
    80003900:	05090593          	add	a1,s2,80
    80003904:	05050513          	add	a0,a0,80
    80003908:	ffffd097          	auipc	ra,0xffffd
    8000390c:	b9c080e7          	jalr	-1124(ra) # 800004a4 <memmove>
    bwrite(slot);
    80003910:	8526                	mv	a0,s1
    80003912:	00000097          	auipc	ra,0x0
    80003916:	d74080e7          	jalr	-652(ra) # 80003686 <bwrite>
    brelse(slot);
    8000391a:	8526                	mv	a0,s1
    8000391c:	00000097          	auipc	ra,0x0
    80003920:	da8080e7          	jalr	-600(ra) # 800036c4 <brelse>
    brelse(home);
    80003924:	854a                	mv	a0,s2
    80003926:	00000097          	auipc	ra,0x0
    8000392a:	d9e080e7          	jalr	-610(ra) # 800036c4 <brelse>
  for (int i = 0; i < wal.lh.n; i++) {
    8000392e:	2a05                	addw	s4,s4,1
    80003930:	0a91                	add	s5,s5,4
    80003932:	0289a783          	lw	a5,40(s3)
    80003936:	f8fa4ee3          	blt	s4,a5,800038d2 <write_log+0x30>
}
    8000393a:	70e2                	ld	ra,56(sp)
    8000393c:	7442                	ld	s0,48(sp)
    8000393e:	74a2                	ld	s1,40(sp)
    80003940:	7902                	ld	s2,32(sp)
    80003942:	69e2                	ld	s3,24(sp)
    80003944:	6a42                	ld	s4,16(sp)
    80003946:	6aa2                	ld	s5,8(sp)
    80003948:	6121                	add	sp,sp,64
    8000394a:	8082                	ret
    8000394c:	8082                	ret

000000008000394e <install>:
  for (int i = 0; i < wal.lh.n; i++) {
    8000394e:	0001c797          	auipc	a5,0x1c
    80003952:	85a7a783          	lw	a5,-1958(a5) # 8001f1a8 <wal+0x28>
    80003956:	0cf05163          	blez	a5,80003a18 <install+0xca>
{
    8000395a:	7139                	add	sp,sp,-64
    8000395c:	fc06                	sd	ra,56(sp)
    8000395e:	f822                	sd	s0,48(sp)
    80003960:	f426                	sd	s1,40(sp)
    80003962:	f04a                	sd	s2,32(sp)
    80003964:	ec4e                	sd	s3,24(sp)
    80003966:	e852                	sd	s4,16(sp)
    80003968:	e456                	sd	s5,8(sp)
    8000396a:	e05a                	sd	s6,0(sp)
    8000396c:	0080                	add	s0,sp,64
    8000396e:	8b2a                	mv	s6,a0
    80003970:	0001c997          	auipc	s3,0x1c
    80003974:	83c98993          	add	s3,s3,-1988 # 8001f1ac <wal+0x2c>
  for (int i = 0; i < wal.lh.n; i++) {
    80003978:	4901                	li	s2,0
    struct buf *home = bread(wal.dev, wal.lh.block[i]);
    8000397a:	0001ca17          	auipc	s4,0x1c
    8000397e:	806a0a13          	add	s4,s4,-2042 # 8001f180 <wal>
    80003982:	a8a1                	j	800039da <install+0x8c>
      struct buf *slot = bread(wal.dev, wal.start + 1 + i);
    80003984:	01ca2583          	lw	a1,28(s4)
    80003988:	2585                	addw	a1,a1,1
    8000398a:	012585bb          	addw	a1,a1,s2
    8000398e:	018a2503          	lw	a0,24(s4)
    80003992:	00000097          	auipc	ra,0x0
    80003996:	cc0080e7          	jalr	-832(ra) # 80003652 <bread>
    8000399a:	8aaa                	mv	s5,a0
      memmove(home->data, slot->data, BSIZE);
    8000399c:	40000613          	li	a2,1024
    800039a0:	05050593          	add	a1,a0,80
    800039a4:	05048513          	add	a0,s1,80
    800039a8:	ffffd097          	auipc	ra,0xffffd
    800039ac:	afc080e7          	jalr	-1284(ra) # 800004a4 <memmove>
      brelse(slot);
    800039b0:	8556                	mv	a0,s5
    800039b2:	00000097          	auipc	ra,0x0
    800039b6:	d12080e7          	jalr	-750(ra) # 800036c4 <brelse>
    bwrite(home);
    800039ba:	8526                	mv	a0,s1
    800039bc:	00000097          	auipc	ra,0x0
    800039c0:	cca080e7          	jalr	-822(ra) # 80003686 <bwrite>
    brelse(home);
    800039c4:	8526                	mv	a0,s1
    800039c6:	00000097          	auipc	ra,0x0
    800039ca:	cfe080e7          	jalr	-770(ra) # 800036c4 <brelse>
  for (int i = 0; i < wal.lh.n; i++) {
    800039ce:	2905                	addw	s2,s2,1
    800039d0:	0991                	add	s3,s3,4
    800039d2:	028a2783          	lw	a5,40(s4)
    800039d6:	02f95763          	bge	s2,a5,80003a04 <install+0xb6>
    struct buf *home = bread(wal.dev, wal.lh.block[i]);
    800039da:	0009a583          	lw	a1,0(s3)
    800039de:	018a2503          	lw	a0,24(s4)
    800039e2:	00000097          	auipc	ra,0x0
    800039e6:	c70080e7          	jalr	-912(ra) # 80003652 <bread>
    800039ea:	84aa                	mv	s1,a0
    if (after_crash) {
    800039ec:	f80b1ce3          	bnez	s6,80003984 <install+0x36>
    bwrite(home);
    800039f0:	00000097          	auipc	ra,0x0
    800039f4:	c96080e7          	jalr	-874(ra) # 80003686 <bwrite>
      bunpin(home);   // the pin from log_write
    800039f8:	8526                	mv	a0,s1
    800039fa:	00000097          	auipc	ra,0x0
    800039fe:	d8c080e7          	jalr	-628(ra) # 80003786 <bunpin>
    80003a02:	b7c9                	j	800039c4 <install+0x76>
}
    80003a04:	70e2                	ld	ra,56(sp)
    80003a06:	7442                	ld	s0,48(sp)
    80003a08:	74a2                	ld	s1,40(sp)
    80003a0a:	7902                	ld	s2,32(sp)
    80003a0c:	69e2                	ld	s3,24(sp)
    80003a0e:	6a42                	ld	s4,16(sp)
    80003a10:	6aa2                	ld	s5,8(sp)
    80003a12:	6b02                	ld	s6,0(sp)
    80003a14:	6121                	add	sp,sp,64
    80003a16:	8082                	ret
    80003a18:	8082                	ret

0000000080003a1a <recover>:
{
    80003a1a:	1141                	add	sp,sp,-16
    80003a1c:	e406                	sd	ra,8(sp)
    80003a1e:	e022                	sd	s0,0(sp)
    80003a20:	0800                	add	s0,sp,16
  read_head();
    80003a22:	00000097          	auipc	ra,0x0
    80003a26:	dde080e7          	jalr	-546(ra) # 80003800 <read_head>
  install(1);
    80003a2a:	4505                	li	a0,1
    80003a2c:	00000097          	auipc	ra,0x0
    80003a30:	f22080e7          	jalr	-222(ra) # 8000394e <install>
  wal.lh.n = 0;
    80003a34:	0001b797          	auipc	a5,0x1b
    80003a38:	7607aa23          	sw	zero,1908(a5) # 8001f1a8 <wal+0x28>
  write_head();
    80003a3c:	00000097          	auipc	ra,0x0
    80003a40:	e10080e7          	jalr	-496(ra) # 8000384c <write_head>
}
    80003a44:	60a2                	ld	ra,8(sp)
    80003a46:	6402                	ld	s0,0(sp)
    80003a48:	0141                	add	sp,sp,16
    80003a4a:	8082                	ret

0000000080003a4c <commit>:
  if (wal.lh.n == 0)
    80003a4c:	0001b797          	auipc	a5,0x1b
    80003a50:	75c7a783          	lw	a5,1884(a5) # 8001f1a8 <wal+0x28>
    80003a54:	e391                	bnez	a5,80003a58 <commit+0xc>
    80003a56:	8082                	ret
{
    80003a58:	1141                	add	sp,sp,-16
    80003a5a:	e406                	sd	ra,8(sp)
    80003a5c:	e022                	sd	s0,0(sp)
    80003a5e:	0800                	add	s0,sp,16
  write_log();
    80003a60:	00000097          	auipc	ra,0x0
    80003a64:	e42080e7          	jalr	-446(ra) # 800038a2 <write_log>
  write_head();   // from here on the transaction survives a crash
    80003a68:	00000097          	auipc	ra,0x0
    80003a6c:	de4080e7          	jalr	-540(ra) # 8000384c <write_head>
  install(0);
    80003a70:	4501                	li	a0,0
    80003a72:	00000097          	auipc	ra,0x0
    80003a76:	edc080e7          	jalr	-292(ra) # 8000394e <install>
  wal.lh.n = 0;
    80003a7a:	0001b797          	auipc	a5,0x1b
    80003a7e:	7207a723          	sw	zero,1838(a5) # 8001f1a8 <wal+0x28>
  write_head();   // the log may now be reused
    80003a82:	00000097          	auipc	ra,0x0
    80003a86:	dca080e7          	jalr	-566(ra) # 8000384c <write_head>
}
    80003a8a:	60a2                	ld	ra,8(sp)
    80003a8c:	6402                	ld	s0,0(sp)
    80003a8e:	0141                	add	sp,sp,16
    80003a90:	8082                	ret

0000000080003a92 <initlog>:
{
    80003a92:	7179                	add	sp,sp,-48
    80003a94:	f406                	sd	ra,40(sp)
    80003a96:	f022                	sd	s0,32(sp)
    80003a98:	ec26                	sd	s1,24(sp)
    80003a9a:	e84a                	sd	s2,16(sp)
    80003a9c:	e44e                	sd	s3,8(sp)
    80003a9e:	1800                	add	s0,sp,48
  if (sb->nlog < LOGBLOCKS + 1)
    80003aa0:	4998                	lw	a4,16(a1)
    80003aa2:	47f9                	li	a5,30
    80003aa4:	04e7f163          	bgeu	a5,a4,80003ae6 <initlog+0x54>
    80003aa8:	892a                	mv	s2,a0
    80003aaa:	84ae                	mv	s1,a1
  initlock(&wal.lock, "log");
    80003aac:	0001b997          	auipc	s3,0x1b
    80003ab0:	6d498993          	add	s3,s3,1748 # 8001f180 <wal>
    80003ab4:	00005597          	auipc	a1,0x5
    80003ab8:	d4458593          	add	a1,a1,-700 # 800087f8 <syscalls+0x2e8>
    80003abc:	854e                	mv	a0,s3
    80003abe:	ffffc097          	auipc	ra,0xffffc
    80003ac2:	706080e7          	jalr	1798(ra) # 800001c4 <initlock>
  wal.dev = dev;
    80003ac6:	0129ac23          	sw	s2,24(s3)
  wal.start = sb->logstart;
    80003aca:	48dc                	lw	a5,20(s1)
    80003acc:	00f9ae23          	sw	a5,28(s3)
  recover();
    80003ad0:	00000097          	auipc	ra,0x0
    80003ad4:	f4a080e7          	jalr	-182(ra) # 80003a1a <recover>
}
    80003ad8:	70a2                	ld	ra,40(sp)
    80003ada:	7402                	ld	s0,32(sp)
    80003adc:	64e2                	ld	s1,24(sp)
    80003ade:	6942                	ld	s2,16(sp)
    80003ae0:	69a2                	ld	s3,8(sp)
    80003ae2:	6145                	add	sp,sp,48
    80003ae4:	8082                	ret
    panic("initlog: log region too small");
    80003ae6:	00005517          	auipc	a0,0x5
    80003aea:	cf250513          	add	a0,a0,-782 # 800087d8 <syscalls+0x2c8>
    80003aee:	ffffd097          	auipc	ra,0xffffd
    80003af2:	e2e080e7          	jalr	-466(ra) # 8000091c <panic>

0000000080003af6 <begin_op>:

// Caller holds no spinlock; may sleep until the log has room.
void
begin_op(void)
{
    80003af6:	1101                	add	sp,sp,-32
    80003af8:	ec06                	sd	ra,24(sp)
    80003afa:	e822                	sd	s0,16(sp)
    80003afc:	e426                	sd	s1,8(sp)
    80003afe:	1000                	add	s0,sp,32
  acquire(&wal.lock);
    80003b00:	0001b517          	auipc	a0,0x1b
    80003b04:	68050513          	add	a0,a0,1664 # 8001f180 <wal>
    80003b08:	ffffc097          	auipc	ra,0xffffc
    80003b0c:	738080e7          	jalr	1848(ra) # 80000240 <acquire>
  while (wal.committing || log_is_full())
    80003b10:	0001b497          	auipc	s1,0x1b
    80003b14:	67048493          	add	s1,s1,1648 # 8001f180 <wal>
    80003b18:	a039                	j	80003b26 <begin_op+0x30>
    sleep(&wal, &wal.lock);
    80003b1a:	85a6                	mv	a1,s1
    80003b1c:	8526                	mv	a0,s1
    80003b1e:	ffffe097          	auipc	ra,0xffffe
    80003b22:	4e6080e7          	jalr	1254(ra) # 80002004 <sleep>
  while (wal.committing || log_is_full())
    80003b26:	50dc                	lw	a5,36(s1)
    80003b28:	fbed                	bnez	a5,80003b1a <begin_op+0x24>
    80003b2a:	00000097          	auipc	ra,0x0
    80003b2e:	caa080e7          	jalr	-854(ra) # 800037d4 <log_is_full>
    80003b32:	f565                	bnez	a0,80003b1a <begin_op+0x24>
  wal.active++;
    80003b34:	0001b517          	auipc	a0,0x1b
    80003b38:	64c50513          	add	a0,a0,1612 # 8001f180 <wal>
    80003b3c:	511c                	lw	a5,32(a0)
    80003b3e:	2785                	addw	a5,a5,1
    80003b40:	d11c                	sw	a5,32(a0)
  release(&wal.lock);
    80003b42:	ffffc097          	auipc	ra,0xffffc
    80003b46:	7b2080e7          	jalr	1970(ra) # 800002f4 <release>
}
    80003b4a:	60e2                	ld	ra,24(sp)
    80003b4c:	6442                	ld	s0,16(sp)
    80003b4e:	64a2                	ld	s1,8(sp)
    80003b50:	6105                	add	sp,sp,32
    80003b52:	8082                	ret

0000000080003b54 <end_op>:

// Caller holds no spinlock; the last operation out commits, sleeping.
void
end_op(void)
{
    80003b54:	1101                	add	sp,sp,-32
    80003b56:	ec06                	sd	ra,24(sp)
    80003b58:	e822                	sd	s0,16(sp)
    80003b5a:	e426                	sd	s1,8(sp)
    80003b5c:	1000                	add	s0,sp,32
  int last;

  acquire(&wal.lock);
    80003b5e:	0001b497          	auipc	s1,0x1b
    80003b62:	62248493          	add	s1,s1,1570 # 8001f180 <wal>
    80003b66:	8526                	mv	a0,s1
    80003b68:	ffffc097          	auipc	ra,0xffffc
    80003b6c:	6d8080e7          	jalr	1752(ra) # 80000240 <acquire>
  if (wal.committing)
    80003b70:	50dc                	lw	a5,36(s1)
    80003b72:	efa9                	bnez	a5,80003bcc <end_op+0x78>
    panic("end_op: operation ended during a commit");
  wal.active--;
    80003b74:	0001b717          	auipc	a4,0x1b
    80003b78:	60c70713          	add	a4,a4,1548 # 8001f180 <wal>
    80003b7c:	531c                	lw	a5,32(a4)
    80003b7e:	37fd                	addw	a5,a5,-1
    80003b80:	0007869b          	sext.w	a3,a5
    80003b84:	d31c                	sw	a5,32(a4)
  last = (wal.active == 0);
  if (last)
    80003b86:	eab9                	bnez	a3,80003bdc <end_op+0x88>
    wal.committing = 1;
    80003b88:	84ba                	mv	s1,a4
    80003b8a:	4785                	li	a5,1
    80003b8c:	d35c                	sw	a5,36(a4)
  else
    wakeup(&wal);   // our unused reservation may let a begin_op in
  release(&wal.lock);
    80003b8e:	853a                	mv	a0,a4
    80003b90:	ffffc097          	auipc	ra,0xffffc
    80003b94:	764080e7          	jalr	1892(ra) # 800002f4 <release>

  if (!last)
    return;
  commit();
    80003b98:	00000097          	auipc	ra,0x0
    80003b9c:	eb4080e7          	jalr	-332(ra) # 80003a4c <commit>
  acquire(&wal.lock);
    80003ba0:	8526                	mv	a0,s1
    80003ba2:	ffffc097          	auipc	ra,0xffffc
    80003ba6:	69e080e7          	jalr	1694(ra) # 80000240 <acquire>
  wal.committing = 0;
    80003baa:	0204a223          	sw	zero,36(s1)
  wakeup(&wal);
    80003bae:	8526                	mv	a0,s1
    80003bb0:	ffffe097          	auipc	ra,0xffffe
    80003bb4:	4b8080e7          	jalr	1208(ra) # 80002068 <wakeup>
  release(&wal.lock);
    80003bb8:	8526                	mv	a0,s1
    80003bba:	ffffc097          	auipc	ra,0xffffc
    80003bbe:	73a080e7          	jalr	1850(ra) # 800002f4 <release>
}
    80003bc2:	60e2                	ld	ra,24(sp)
    80003bc4:	6442                	ld	s0,16(sp)
    80003bc6:	64a2                	ld	s1,8(sp)
    80003bc8:	6105                	add	sp,sp,32
    80003bca:	8082                	ret
    panic("end_op: operation ended during a commit");
    80003bcc:	00005517          	auipc	a0,0x5
    80003bd0:	c3450513          	add	a0,a0,-972 # 80008800 <syscalls+0x2f0>
    80003bd4:	ffffd097          	auipc	ra,0xffffd
    80003bd8:	d48080e7          	jalr	-696(ra) # 8000091c <panic>
    wakeup(&wal);   // our unused reservation may let a begin_op in
    80003bdc:	0001b497          	auipc	s1,0x1b
    80003be0:	5a448493          	add	s1,s1,1444 # 8001f180 <wal>
    80003be4:	8526                	mv	a0,s1
    80003be6:	ffffe097          	auipc	ra,0xffffe
    80003bea:	482080e7          	jalr	1154(ra) # 80002068 <wakeup>
  release(&wal.lock);
    80003bee:	8526                	mv	a0,s1
    80003bf0:	ffffc097          	auipc	ra,0xffffc
    80003bf4:	704080e7          	jalr	1796(ra) # 800002f4 <release>
  if (!last)
    80003bf8:	b7e9                	j	80003bc2 <end_op+0x6e>

0000000080003bfa <log_write>:

// Caller holds b->lock, inside begin_op/end_op; does not sleep.
void
log_write(struct buf *b)
{
    80003bfa:	1101                	add	sp,sp,-32
    80003bfc:	ec06                	sd	ra,24(sp)
    80003bfe:	e822                	sd	s0,16(sp)
    80003c00:	e426                	sd	s1,8(sp)
    80003c02:	e04a                	sd	s2,0(sp)
    80003c04:	1000                	add	s0,sp,32
    80003c06:	84aa                	mv	s1,a0
  int i;

  acquire(&wal.lock);
    80003c08:	0001b917          	auipc	s2,0x1b
    80003c0c:	57890913          	add	s2,s2,1400 # 8001f180 <wal>
    80003c10:	854a                	mv	a0,s2
    80003c12:	ffffc097          	auipc	ra,0xffffc
    80003c16:	62e080e7          	jalr	1582(ra) # 80000240 <acquire>
  if (wal.active < 1)
    80003c1a:	02092783          	lw	a5,32(s2)
    80003c1e:	06f05763          	blez	a5,80003c8c <log_write+0x92>
    panic("log_write: outside a transaction");
  for (i = 0; i < wal.lh.n; i++)
    80003c22:	0001b617          	auipc	a2,0x1b
    80003c26:	58662603          	lw	a2,1414(a2) # 8001f1a8 <wal+0x28>
    80003c2a:	08c05463          	blez	a2,80003cb2 <log_write+0xb8>
    if (wal.lh.block[i] == b->blockno)
    80003c2e:	44cc                	lw	a1,12(s1)
    80003c30:	0001b717          	auipc	a4,0x1b
    80003c34:	57c70713          	add	a4,a4,1404 # 8001f1ac <wal+0x2c>
  for (i = 0; i < wal.lh.n; i++)
    80003c38:	4781                	li	a5,0
    if (wal.lh.block[i] == b->blockno)
    80003c3a:	4314                	lw	a3,0(a4)
    80003c3c:	06b68063          	beq	a3,a1,80003c9c <log_write+0xa2>
  for (i = 0; i < wal.lh.n; i++)
    80003c40:	2785                	addw	a5,a5,1
    80003c42:	0711                	add	a4,a4,4
    80003c44:	fec79be3          	bne	a5,a2,80003c3a <log_write+0x40>
      break;   // already logged: the commit will take its latest data
  if (i == wal.lh.n) {
    if (wal.lh.n >= LOGBLOCKS)
    80003c48:	47f5                	li	a5,29
    80003c4a:	04c7cc63          	blt	a5,a2,80003ca2 <log_write+0xa8>
      panic("log_write: transaction too big");
    wal.lh.block[wal.lh.n++] = b->blockno;
    80003c4e:	44d8                	lw	a4,12(s1)
    80003c50:	0001b797          	auipc	a5,0x1b
    80003c54:	53078793          	add	a5,a5,1328 # 8001f180 <wal>
    80003c58:	0016069b          	addw	a3,a2,1
    80003c5c:	d794                	sw	a3,40(a5)
    80003c5e:	0621                	add	a2,a2,8
    80003c60:	060a                	sll	a2,a2,0x2
    80003c62:	97b2                	add	a5,a5,a2
    80003c64:	c7d8                	sw	a4,12(a5)
    bpin(b);   // keep it cached: its home copy is stale until install
    80003c66:	8526                	mv	a0,s1
    80003c68:	00000097          	auipc	ra,0x0
    80003c6c:	ae2080e7          	jalr	-1310(ra) # 8000374a <bpin>
  }
  release(&wal.lock);
    80003c70:	0001b517          	auipc	a0,0x1b
    80003c74:	51050513          	add	a0,a0,1296 # 8001f180 <wal>
    80003c78:	ffffc097          	auipc	ra,0xffffc
    80003c7c:	67c080e7          	jalr	1660(ra) # 800002f4 <release>
}
    80003c80:	60e2                	ld	ra,24(sp)
    80003c82:	6442                	ld	s0,16(sp)
    80003c84:	64a2                	ld	s1,8(sp)
    80003c86:	6902                	ld	s2,0(sp)
    80003c88:	6105                	add	sp,sp,32
    80003c8a:	8082                	ret
    panic("log_write: outside a transaction");
    80003c8c:	00005517          	auipc	a0,0x5
    80003c90:	b9c50513          	add	a0,a0,-1124 # 80008828 <syscalls+0x318>
    80003c94:	ffffd097          	auipc	ra,0xffffd
    80003c98:	c88080e7          	jalr	-888(ra) # 8000091c <panic>
  if (i == wal.lh.n) {
    80003c9c:	fcf61ae3          	bne	a2,a5,80003c70 <log_write+0x76>
    80003ca0:	b765                	j	80003c48 <log_write+0x4e>
      panic("log_write: transaction too big");
    80003ca2:	00005517          	auipc	a0,0x5
    80003ca6:	bae50513          	add	a0,a0,-1106 # 80008850 <syscalls+0x340>
    80003caa:	ffffd097          	auipc	ra,0xffffd
    80003cae:	c72080e7          	jalr	-910(ra) # 8000091c <panic>
  if (i == wal.lh.n) {
    80003cb2:	fe5d                	bnez	a2,80003c70 <log_write+0x76>
    80003cb4:	bf69                	j	80003c4e <log_write+0x54>

0000000080003cb6 <nextelem>:
//   nextelem("a/bb//c", name) returns "bb//c", name "a"
//   nextelem("/c", name)      returns "",      name "c"
//   nextelem("///", name)     returns 0
static char *
nextelem(char *path, char *name)
{
    80003cb6:	7179                	add	sp,sp,-48
    80003cb8:	f406                	sd	ra,40(sp)
    80003cba:	f022                	sd	s0,32(sp)
    80003cbc:	ec26                	sd	s1,24(sp)
    80003cbe:	e84a                	sd	s2,16(sp)
    80003cc0:	e44e                	sd	s3,8(sp)
    80003cc2:	1800                	add	s0,sp,48
    80003cc4:	892e                	mv	s2,a1
  while (*path == '/')
    80003cc6:	00054783          	lbu	a5,0(a0)
    80003cca:	02f00713          	li	a4,47
    80003cce:	00e79763          	bne	a5,a4,80003cdc <nextelem+0x26>
    path++;
    80003cd2:	0505                	add	a0,a0,1
  while (*path == '/')
    80003cd4:	00054783          	lbu	a5,0(a0)
    80003cd8:	fee78de3          	beq	a5,a4,80003cd2 <nextelem+0x1c>
  if (*path == 0)
    80003cdc:	c3c1                	beqz	a5,80003d5c <nextelem+0xa6>
    return 0;

  char *start = path;
  while (*path != '/' && *path != 0)
    80003cde:	00054783          	lbu	a5,0(a0)
    80003ce2:	02f00693          	li	a3,47
    80003ce6:	84aa                	mv	s1,a0
    80003ce8:	02f00713          	li	a4,47
    path++;
  int len = path - start;
    80003cec:	4981                	li	s3,0
    80003cee:	4601                	li	a2,0
  while (*path != '/' && *path != 0)
    80003cf0:	04d78b63          	beq	a5,a3,80003d46 <nextelem+0x90>
    80003cf4:	c791                	beqz	a5,80003d00 <nextelem+0x4a>
    path++;
    80003cf6:	0485                	add	s1,s1,1
  while (*path != '/' && *path != 0)
    80003cf8:	0004c783          	lbu	a5,0(s1)
    80003cfc:	fee79ce3          	bne	a5,a4,80003cf4 <nextelem+0x3e>
  int len = path - start;
    80003d00:	40a48633          	sub	a2,s1,a0
    80003d04:	0006099b          	sext.w	s3,a2
  if (len >= DIRSIZ) {
    80003d08:	47b5                	li	a5,13
    80003d0a:	0337de63          	bge	a5,s3,80003d46 <nextelem+0x90>
    memmove(name, start, DIRSIZ);
    80003d0e:	4639                	li	a2,14
    80003d10:	85aa                	mv	a1,a0
    80003d12:	854a                	mv	a0,s2
    80003d14:	ffffc097          	auipc	ra,0xffffc
    80003d18:	790080e7          	jalr	1936(ra) # 800004a4 <memmove>
  } else {
    memmove(name, start, len);
    name[len] = 0;
  }

  while (*path == '/')
    80003d1c:	0004c703          	lbu	a4,0(s1)
    80003d20:	02f00793          	li	a5,47
    80003d24:	00f71963          	bne	a4,a5,80003d36 <nextelem+0x80>
    80003d28:	02f00713          	li	a4,47
    path++;
    80003d2c:	0485                	add	s1,s1,1
  while (*path == '/')
    80003d2e:	0004c783          	lbu	a5,0(s1)
    80003d32:	fee78de3          	beq	a5,a4,80003d2c <nextelem+0x76>
  return path;
}
    80003d36:	8526                	mv	a0,s1
    80003d38:	70a2                	ld	ra,40(sp)
    80003d3a:	7402                	ld	s0,32(sp)
    80003d3c:	64e2                	ld	s1,24(sp)
    80003d3e:	6942                	ld	s2,16(sp)
    80003d40:	69a2                	ld	s3,8(sp)
    80003d42:	6145                	add	sp,sp,48
    80003d44:	8082                	ret
    memmove(name, start, len);
    80003d46:	2601                	sext.w	a2,a2
    80003d48:	85aa                	mv	a1,a0
    80003d4a:	854a                	mv	a0,s2
    80003d4c:	ffffc097          	auipc	ra,0xffffc
    80003d50:	758080e7          	jalr	1880(ra) # 800004a4 <memmove>
    name[len] = 0;
    80003d54:	994e                	add	s2,s2,s3
    80003d56:	00090023          	sb	zero,0(s2)
    80003d5a:	b7c9                	j	80003d1c <nextelem+0x66>
    return 0;
    80003d5c:	4481                	li	s1,0
    80003d5e:	bfe1                	j	80003d36 <nextelem+0x80>

0000000080003d60 <readsb>:
{
    80003d60:	1101                	add	sp,sp,-32
    80003d62:	ec06                	sd	ra,24(sp)
    80003d64:	e822                	sd	s0,16(sp)
    80003d66:	e426                	sd	s1,8(sp)
    80003d68:	e04a                	sd	s2,0(sp)
    80003d6a:	1000                	add	s0,sp,32
    80003d6c:	892e                	mv	s2,a1
  struct buf *b = bread(dev, 1);
    80003d6e:	4585                	li	a1,1
    80003d70:	00000097          	auipc	ra,0x0
    80003d74:	8e2080e7          	jalr	-1822(ra) # 80003652 <bread>
    80003d78:	84aa                	mv	s1,a0
  memmove(out, b->data, sizeof(*out));
    80003d7a:	02000613          	li	a2,32
    80003d7e:	05050593          	add	a1,a0,80
    80003d82:	854a                	mv	a0,s2
    80003d84:	ffffc097          	auipc	ra,0xffffc
    80003d88:	720080e7          	jalr	1824(ra) # 800004a4 <memmove>
  brelse(b);
    80003d8c:	8526                	mv	a0,s1
    80003d8e:	00000097          	auipc	ra,0x0
    80003d92:	936080e7          	jalr	-1738(ra) # 800036c4 <brelse>
}
    80003d96:	60e2                	ld	ra,24(sp)
    80003d98:	6442                	ld	s0,16(sp)
    80003d9a:	64a2                	ld	s1,8(sp)
    80003d9c:	6902                	ld	s2,0(sp)
    80003d9e:	6105                	add	sp,sp,32
    80003da0:	8082                	ret

0000000080003da2 <bfree>:
{
    80003da2:	1101                	add	sp,sp,-32
    80003da4:	ec06                	sd	ra,24(sp)
    80003da6:	e822                	sd	s0,16(sp)
    80003da8:	e426                	sd	s1,8(sp)
    80003daa:	e04a                	sd	s2,0(sp)
    80003dac:	1000                	add	s0,sp,32
    80003dae:	84ae                	mv	s1,a1
  struct buf *b = bread(dev, BBLOCK(blockno, sb));
    80003db0:	00d5d59b          	srlw	a1,a1,0xd
    80003db4:	0001b797          	auipc	a5,0x1b
    80003db8:	4907a783          	lw	a5,1168(a5) # 8001f244 <sb+0x1c>
    80003dbc:	9dbd                	addw	a1,a1,a5
    80003dbe:	00000097          	auipc	ra,0x0
    80003dc2:	894080e7          	jalr	-1900(ra) # 80003652 <bread>
  uchar mask = 1 << (bit % 8);
    80003dc6:	0074f713          	and	a4,s1,7
    80003dca:	4785                	li	a5,1
    80003dcc:	00e797bb          	sllw	a5,a5,a4
  uint bit = blockno % BPB;
    80003dd0:	14ce                	sll	s1,s1,0x33
  if ((b->data[bit / 8] & mask) == 0)
    80003dd2:	0364d713          	srl	a4,s1,0x36
    80003dd6:	00e504b3          	add	s1,a0,a4
    80003dda:	0504c683          	lbu	a3,80(s1)
    80003dde:	00f6f633          	and	a2,a3,a5
    80003de2:	ca0d                	beqz	a2,80003e14 <bfree+0x72>
    80003de4:	892a                	mv	s2,a0
  b->data[bit / 8] &= ~mask;
    80003de6:	1702                	sll	a4,a4,0x20
    80003de8:	9301                	srl	a4,a4,0x20
    80003dea:	972a                	add	a4,a4,a0
    80003dec:	fff7c793          	not	a5,a5
    80003df0:	8efd                	and	a3,a3,a5
    80003df2:	04d70823          	sb	a3,80(a4)
  log_write(b);
    80003df6:	00000097          	auipc	ra,0x0
    80003dfa:	e04080e7          	jalr	-508(ra) # 80003bfa <log_write>
  brelse(b);
    80003dfe:	854a                	mv	a0,s2
    80003e00:	00000097          	auipc	ra,0x0
    80003e04:	8c4080e7          	jalr	-1852(ra) # 800036c4 <brelse>
}
    80003e08:	60e2                	ld	ra,24(sp)
    80003e0a:	6442                	ld	s0,16(sp)
    80003e0c:	64a2                	ld	s1,8(sp)
    80003e0e:	6902                	ld	s2,0(sp)
    80003e10:	6105                	add	sp,sp,32
    80003e12:	8082                	ret
    panic("bfree: block already free");
    80003e14:	00005517          	auipc	a0,0x5
    80003e18:	a5c50513          	add	a0,a0,-1444 # 80008870 <syscalls+0x360>
    80003e1c:	ffffd097          	auipc	ra,0xffffd
    80003e20:	b00080e7          	jalr	-1280(ra) # 8000091c <panic>

0000000080003e24 <bzero>:
{
    80003e24:	1101                	add	sp,sp,-32
    80003e26:	ec06                	sd	ra,24(sp)
    80003e28:	e822                	sd	s0,16(sp)
    80003e2a:	e426                	sd	s1,8(sp)
    80003e2c:	1000                	add	s0,sp,32
  struct buf *b = bread(dev, blockno);
    80003e2e:	00000097          	auipc	ra,0x0
    80003e32:	824080e7          	jalr	-2012(ra) # 80003652 <bread>
    80003e36:	84aa                	mv	s1,a0
  memset(b->data, 0, BSIZE);
    80003e38:	40000613          	li	a2,1024
    80003e3c:	4581                	li	a1,0
    80003e3e:	05050513          	add	a0,a0,80
    80003e42:	ffffc097          	auipc	ra,0xffffc
    80003e46:	60a080e7          	jalr	1546(ra) # 8000044c <memset>
  log_write(b);
    80003e4a:	8526                	mv	a0,s1
    80003e4c:	00000097          	auipc	ra,0x0
    80003e50:	dae080e7          	jalr	-594(ra) # 80003bfa <log_write>
  brelse(b);
    80003e54:	8526                	mv	a0,s1
    80003e56:	00000097          	auipc	ra,0x0
    80003e5a:	86e080e7          	jalr	-1938(ra) # 800036c4 <brelse>
}
    80003e5e:	60e2                	ld	ra,24(sp)
    80003e60:	6442                	ld	s0,16(sp)
    80003e62:	64a2                	ld	s1,8(sp)
    80003e64:	6105                	add	sp,sp,32
    80003e66:	8082                	ret

0000000080003e68 <balloc>:
{
    80003e68:	711d                	add	sp,sp,-96
    80003e6a:	ec86                	sd	ra,88(sp)
    80003e6c:	e8a2                	sd	s0,80(sp)
    80003e6e:	e4a6                	sd	s1,72(sp)
    80003e70:	e0ca                	sd	s2,64(sp)
    80003e72:	fc4e                	sd	s3,56(sp)
    80003e74:	f852                	sd	s4,48(sp)
    80003e76:	f456                	sd	s5,40(sp)
    80003e78:	f05a                	sd	s6,32(sp)
    80003e7a:	ec5e                	sd	s7,24(sp)
    80003e7c:	e862                	sd	s8,16(sp)
    80003e7e:	e466                	sd	s9,8(sp)
    80003e80:	1080                	add	s0,sp,96
  for (uint base = 0; base < sb.size; base += BPB) {
    80003e82:	0001b797          	auipc	a5,0x1b
    80003e86:	3aa7a783          	lw	a5,938(a5) # 8001f22c <sb+0x4>
    80003e8a:	c3e1                	beqz	a5,80003f4a <balloc+0xe2>
    80003e8c:	8baa                	mv	s7,a0
    80003e8e:	4a81                	li	s5,0
    struct buf *b = bread(dev, BBLOCK(base, sb));
    80003e90:	0001bb17          	auipc	s6,0x1b
    80003e94:	398b0b13          	add	s6,s6,920 # 8001f228 <sb>
    for (uint bit = 0; bit < BPB && base + bit < sb.size; bit++) {
    80003e98:	4c01                	li	s8,0
      uchar mask = 1 << (bit % 8);
    80003e9a:	4985                	li	s3,1
    for (uint bit = 0; bit < BPB && base + bit < sb.size; bit++) {
    80003e9c:	6a09                	lui	s4,0x2
  for (uint base = 0; base < sb.size; base += BPB) {
    80003e9e:	6c89                	lui	s9,0x2
    80003ea0:	a085                	j	80003f00 <balloc+0x98>
        b->data[bit / 8] |= mask;
    80003ea2:	1602                	sll	a2,a2,0x20
    80003ea4:	9201                	srl	a2,a2,0x20
    80003ea6:	964a                	add	a2,a2,s2
    80003ea8:	8ec9                	or	a3,a3,a0
    80003eaa:	04d60823          	sb	a3,80(a2)
        log_write(b);
    80003eae:	854a                	mv	a0,s2
    80003eb0:	00000097          	auipc	ra,0x0
    80003eb4:	d4a080e7          	jalr	-694(ra) # 80003bfa <log_write>
        brelse(b);
    80003eb8:	854a                	mv	a0,s2
    80003eba:	00000097          	auipc	ra,0x0
    80003ebe:	80a080e7          	jalr	-2038(ra) # 800036c4 <brelse>
        bzero(dev, base + bit);
    80003ec2:	85a6                	mv	a1,s1
    80003ec4:	855e                	mv	a0,s7
    80003ec6:	00000097          	auipc	ra,0x0
    80003eca:	f5e080e7          	jalr	-162(ra) # 80003e24 <bzero>
}
    80003ece:	8526                	mv	a0,s1
    80003ed0:	60e6                	ld	ra,88(sp)
    80003ed2:	6446                	ld	s0,80(sp)
    80003ed4:	64a6                	ld	s1,72(sp)
    80003ed6:	6906                	ld	s2,64(sp)
    80003ed8:	79e2                	ld	s3,56(sp)
    80003eda:	7a42                	ld	s4,48(sp)
    80003edc:	7aa2                	ld	s5,40(sp)
    80003ede:	7b02                	ld	s6,32(sp)
    80003ee0:	6be2                	ld	s7,24(sp)
    80003ee2:	6c42                	ld	s8,16(sp)
    80003ee4:	6ca2                	ld	s9,8(sp)
    80003ee6:	6125                	add	sp,sp,96
    80003ee8:	8082                	ret
    brelse(b);
    80003eea:	854a                	mv	a0,s2
    80003eec:	fffff097          	auipc	ra,0xfffff
    80003ef0:	7d8080e7          	jalr	2008(ra) # 800036c4 <brelse>
  for (uint base = 0; base < sb.size; base += BPB) {
    80003ef4:	015c8abb          	addw	s5,s9,s5
    80003ef8:	004b2783          	lw	a5,4(s6)
    80003efc:	04faf763          	bgeu	s5,a5,80003f4a <balloc+0xe2>
    struct buf *b = bread(dev, BBLOCK(base, sb));
    80003f00:	00dad59b          	srlw	a1,s5,0xd
    80003f04:	01cb2783          	lw	a5,28(s6)
    80003f08:	9dbd                	addw	a1,a1,a5
    80003f0a:	855e                	mv	a0,s7
    80003f0c:	fffff097          	auipc	ra,0xfffff
    80003f10:	746080e7          	jalr	1862(ra) # 80003652 <bread>
    80003f14:	892a                	mv	s2,a0
    for (uint bit = 0; bit < BPB && base + bit < sb.size; bit++) {
    80003f16:	004b2583          	lw	a1,4(s6)
    80003f1a:	84d6                	mv	s1,s5
    80003f1c:	8762                	mv	a4,s8
    80003f1e:	fcb4f6e3          	bgeu	s1,a1,80003eea <balloc+0x82>
      uchar mask = 1 << (bit % 8);
    80003f22:	00777793          	and	a5,a4,7
    80003f26:	00f997bb          	sllw	a5,s3,a5
    80003f2a:	0ff7f513          	zext.b	a0,a5
      if ((b->data[bit / 8] & mask) == 0) {
    80003f2e:	0037561b          	srlw	a2,a4,0x3
    80003f32:	0037569b          	srlw	a3,a4,0x3
    80003f36:	96ca                	add	a3,a3,s2
    80003f38:	0506c683          	lbu	a3,80(a3)
    80003f3c:	8ff5                	and	a5,a5,a3
    80003f3e:	d3b5                	beqz	a5,80003ea2 <balloc+0x3a>
    for (uint bit = 0; bit < BPB && base + bit < sb.size; bit++) {
    80003f40:	2705                	addw	a4,a4,1
    80003f42:	2485                	addw	s1,s1,1
    80003f44:	fd471de3          	bne	a4,s4,80003f1e <balloc+0xb6>
    80003f48:	b74d                	j	80003eea <balloc+0x82>
  printf("balloc: out of blocks\n");
    80003f4a:	00005517          	auipc	a0,0x5
    80003f4e:	94650513          	add	a0,a0,-1722 # 80008890 <syscalls+0x380>
    80003f52:	ffffd097          	auipc	ra,0xffffd
    80003f56:	91e080e7          	jalr	-1762(ra) # 80000870 <printf>
  return 0;
    80003f5a:	4481                	li	s1,0
    80003f5c:	bf8d                	j	80003ece <balloc+0x66>

0000000080003f5e <bmap>:
{
    80003f5e:	7179                	add	sp,sp,-48
    80003f60:	f406                	sd	ra,40(sp)
    80003f62:	f022                	sd	s0,32(sp)
    80003f64:	ec26                	sd	s1,24(sp)
    80003f66:	e84a                	sd	s2,16(sp)
    80003f68:	e44e                	sd	s3,8(sp)
    80003f6a:	e052                	sd	s4,0(sp)
    80003f6c:	1800                	add	s0,sp,48
    80003f6e:	89aa                	mv	s3,a0
  if (bn < NDIRECT) {
    80003f70:	47ad                	li	a5,11
    80003f72:	04b7f863          	bgeu	a5,a1,80003fc2 <bmap+0x64>
  bn -= NDIRECT;
    80003f76:	ff45849b          	addw	s1,a1,-12
    80003f7a:	0004871b          	sext.w	a4,s1
  if (bn >= NINDIRECT)
    80003f7e:	0ff00793          	li	a5,255
    80003f82:	06e7ea63          	bltu	a5,a4,80003ff6 <bmap+0x98>
  if (ip->addrs[NDIRECT] == 0)
    80003f86:	07852903          	lw	s2,120(a0)
    80003f8a:	06090e63          	beqz	s2,80004006 <bmap+0xa8>
  struct buf *b = bread(ip->dev, ip->addrs[NDIRECT]);
    80003f8e:	85ca                	mv	a1,s2
    80003f90:	0009a503          	lw	a0,0(s3)
    80003f94:	fffff097          	auipc	ra,0xfffff
    80003f98:	6be080e7          	jalr	1726(ra) # 80003652 <bread>
    80003f9c:	8a2a                	mv	s4,a0
  uint *table = (uint *)b->data;
    80003f9e:	05050793          	add	a5,a0,80
  uint addr = table[bn];
    80003fa2:	02049713          	sll	a4,s1,0x20
    80003fa6:	01e75593          	srl	a1,a4,0x1e
    80003faa:	00b784b3          	add	s1,a5,a1
    80003fae:	0004a903          	lw	s2,0(s1)
  if (addr == 0) {
    80003fb2:	06090663          	beqz	s2,8000401e <bmap+0xc0>
  brelse(b);
    80003fb6:	8552                	mv	a0,s4
    80003fb8:	fffff097          	auipc	ra,0xfffff
    80003fbc:	70c080e7          	jalr	1804(ra) # 800036c4 <brelse>
  return addr;
    80003fc0:	a819                	j	80003fd6 <bmap+0x78>
    if (ip->addrs[bn] == 0)
    80003fc2:	02059793          	sll	a5,a1,0x20
    80003fc6:	01e7d593          	srl	a1,a5,0x1e
    80003fca:	00b504b3          	add	s1,a0,a1
    80003fce:	44bc                	lw	a5,72(s1)
    80003fd0:	cf81                	beqz	a5,80003fe8 <bmap+0x8a>
    return ip->addrs[bn];
    80003fd2:	0484a903          	lw	s2,72(s1)
}
    80003fd6:	854a                	mv	a0,s2
    80003fd8:	70a2                	ld	ra,40(sp)
    80003fda:	7402                	ld	s0,32(sp)
    80003fdc:	64e2                	ld	s1,24(sp)
    80003fde:	6942                	ld	s2,16(sp)
    80003fe0:	69a2                	ld	s3,8(sp)
    80003fe2:	6a02                	ld	s4,0(sp)
    80003fe4:	6145                	add	sp,sp,48
    80003fe6:	8082                	ret
      ip->addrs[bn] = balloc(ip->dev);   // the caller's iupdate saves it
    80003fe8:	4108                	lw	a0,0(a0)
    80003fea:	00000097          	auipc	ra,0x0
    80003fee:	e7e080e7          	jalr	-386(ra) # 80003e68 <balloc>
    80003ff2:	c4a8                	sw	a0,72(s1)
    80003ff4:	bff9                	j	80003fd2 <bmap+0x74>
    panic("bmap: block beyond largest file");
    80003ff6:	00005517          	auipc	a0,0x5
    80003ffa:	8b250513          	add	a0,a0,-1870 # 800088a8 <syscalls+0x398>
    80003ffe:	ffffd097          	auipc	ra,0xffffd
    80004002:	91e080e7          	jalr	-1762(ra) # 8000091c <panic>
    ip->addrs[NDIRECT] = balloc(ip->dev);
    80004006:	4108                	lw	a0,0(a0)
    80004008:	00000097          	auipc	ra,0x0
    8000400c:	e60080e7          	jalr	-416(ra) # 80003e68 <balloc>
    80004010:	0005091b          	sext.w	s2,a0
    80004014:	0729ac23          	sw	s2,120(s3)
  if (ip->addrs[NDIRECT] == 0)
    80004018:	fa090fe3          	beqz	s2,80003fd6 <bmap+0x78>
    8000401c:	bf8d                	j	80003f8e <bmap+0x30>
    addr = balloc(ip->dev);
    8000401e:	0009a503          	lw	a0,0(s3)
    80004022:	00000097          	auipc	ra,0x0
    80004026:	e46080e7          	jalr	-442(ra) # 80003e68 <balloc>
    8000402a:	0005091b          	sext.w	s2,a0
    if (addr != 0) {
    8000402e:	f80904e3          	beqz	s2,80003fb6 <bmap+0x58>
      table[bn] = addr;
    80004032:	0124a023          	sw	s2,0(s1)
      log_write(b);
    80004036:	8552                	mv	a0,s4
    80004038:	00000097          	auipc	ra,0x0
    8000403c:	bc2080e7          	jalr	-1086(ra) # 80003bfa <log_write>
    80004040:	bf9d                	j	80003fb6 <bmap+0x58>

0000000080004042 <iget>:
{
    80004042:	7179                	add	sp,sp,-48
    80004044:	f406                	sd	ra,40(sp)
    80004046:	f022                	sd	s0,32(sp)
    80004048:	ec26                	sd	s1,24(sp)
    8000404a:	e84a                	sd	s2,16(sp)
    8000404c:	e44e                	sd	s3,8(sp)
    8000404e:	e052                	sd	s4,0(sp)
    80004050:	1800                	add	s0,sp,48
    80004052:	89aa                	mv	s3,a0
    80004054:	8a2e                	mv	s4,a1
  acquire(&itable.lock);
    80004056:	0001b517          	auipc	a0,0x1b
    8000405a:	1f250513          	add	a0,a0,498 # 8001f248 <itable>
    8000405e:	ffffc097          	auipc	ra,0xffffc
    80004062:	1e2080e7          	jalr	482(ra) # 80000240 <acquire>
  struct inode *ip, *spare = 0;
    80004066:	4901                	li	s2,0
  for (ip = itable.inode; ip < itable.inode + NINODE; ip++) {
    80004068:	0001b497          	auipc	s1,0x1b
    8000406c:	1f848493          	add	s1,s1,504 # 8001f260 <itable+0x18>
    80004070:	0001d697          	auipc	a3,0x1d
    80004074:	af068693          	add	a3,a3,-1296 # 80020b60 <devsw>
    80004078:	a039                	j	80004086 <iget+0x44>
    if (spare == 0 && ip->ref == 0)
    8000407a:	02090b63          	beqz	s2,800040b0 <iget+0x6e>
  for (ip = itable.inode; ip < itable.inode + NINODE; ip++) {
    8000407e:	08048493          	add	s1,s1,128
    80004082:	02d48a63          	beq	s1,a3,800040b6 <iget+0x74>
    if (ip->ref > 0 && ip->dev == dev && ip->inum == inum) {
    80004086:	449c                	lw	a5,8(s1)
    80004088:	fef059e3          	blez	a5,8000407a <iget+0x38>
    8000408c:	4098                	lw	a4,0(s1)
    8000408e:	ff3716e3          	bne	a4,s3,8000407a <iget+0x38>
    80004092:	40d8                	lw	a4,4(s1)
    80004094:	ff4713e3          	bne	a4,s4,8000407a <iget+0x38>
      ip->ref++;
    80004098:	2785                	addw	a5,a5,1
    8000409a:	c49c                	sw	a5,8(s1)
      release(&itable.lock);
    8000409c:	0001b517          	auipc	a0,0x1b
    800040a0:	1ac50513          	add	a0,a0,428 # 8001f248 <itable>
    800040a4:	ffffc097          	auipc	ra,0xffffc
    800040a8:	250080e7          	jalr	592(ra) # 800002f4 <release>
      return ip;
    800040ac:	8926                	mv	s2,s1
    800040ae:	a03d                	j	800040dc <iget+0x9a>
    if (spare == 0 && ip->ref == 0)
    800040b0:	f7f9                	bnez	a5,8000407e <iget+0x3c>
    800040b2:	8926                	mv	s2,s1
    800040b4:	b7e9                	j	8000407e <iget+0x3c>
  if (spare == 0)
    800040b6:	02090c63          	beqz	s2,800040ee <iget+0xac>
  spare->dev = dev;
    800040ba:	01392023          	sw	s3,0(s2)
  spare->inum = inum;
    800040be:	01492223          	sw	s4,4(s2)
  spare->ref = 1;
    800040c2:	4785                	li	a5,1
    800040c4:	00f92423          	sw	a5,8(s2)
  spare->valid = 0;   // ilock will read it
    800040c8:	02092c23          	sw	zero,56(s2)
  release(&itable.lock);
    800040cc:	0001b517          	auipc	a0,0x1b
    800040d0:	17c50513          	add	a0,a0,380 # 8001f248 <itable>
    800040d4:	ffffc097          	auipc	ra,0xffffc
    800040d8:	220080e7          	jalr	544(ra) # 800002f4 <release>
}
    800040dc:	854a                	mv	a0,s2
    800040de:	70a2                	ld	ra,40(sp)
    800040e0:	7402                	ld	s0,32(sp)
    800040e2:	64e2                	ld	s1,24(sp)
    800040e4:	6942                	ld	s2,16(sp)
    800040e6:	69a2                	ld	s3,8(sp)
    800040e8:	6a02                	ld	s4,0(sp)
    800040ea:	6145                	add	sp,sp,48
    800040ec:	8082                	ret
    panic("iget: inode table full");
    800040ee:	00004517          	auipc	a0,0x4
    800040f2:	7da50513          	add	a0,a0,2010 # 800088c8 <syscalls+0x3b8>
    800040f6:	ffffd097          	auipc	ra,0xffffd
    800040fa:	826080e7          	jalr	-2010(ra) # 8000091c <panic>

00000000800040fe <fsinit>:
{
    800040fe:	1101                	add	sp,sp,-32
    80004100:	ec06                	sd	ra,24(sp)
    80004102:	e822                	sd	s0,16(sp)
    80004104:	e426                	sd	s1,8(sp)
    80004106:	e04a                	sd	s2,0(sp)
    80004108:	1000                	add	s0,sp,32
    8000410a:	84aa                	mv	s1,a0
  readsb(dev, &sb);
    8000410c:	0001b917          	auipc	s2,0x1b
    80004110:	11c90913          	add	s2,s2,284 # 8001f228 <sb>
    80004114:	85ca                	mv	a1,s2
    80004116:	00000097          	auipc	ra,0x0
    8000411a:	c4a080e7          	jalr	-950(ra) # 80003d60 <readsb>
  if (sb.magic != FSMAGIC)
    8000411e:	00092703          	lw	a4,0(s2)
    80004122:	505257b7          	lui	a5,0x50525
    80004126:	f4678793          	add	a5,a5,-186 # 50524f46 <_entry-0x2fadb0ba>
    8000412a:	02f71163          	bne	a4,a5,8000414c <fsinit+0x4e>
  initlog(dev, &sb);
    8000412e:	0001b597          	auipc	a1,0x1b
    80004132:	0fa58593          	add	a1,a1,250 # 8001f228 <sb>
    80004136:	8526                	mv	a0,s1
    80004138:	00000097          	auipc	ra,0x0
    8000413c:	95a080e7          	jalr	-1702(ra) # 80003a92 <initlog>
}
    80004140:	60e2                	ld	ra,24(sp)
    80004142:	6442                	ld	s0,16(sp)
    80004144:	64a2                	ld	s1,8(sp)
    80004146:	6902                	ld	s2,0(sp)
    80004148:	6105                	add	sp,sp,32
    8000414a:	8082                	ret
    panic("fsinit: bad superblock magic");
    8000414c:	00004517          	auipc	a0,0x4
    80004150:	79450513          	add	a0,a0,1940 # 800088e0 <syscalls+0x3d0>
    80004154:	ffffc097          	auipc	ra,0xffffc
    80004158:	7c8080e7          	jalr	1992(ra) # 8000091c <panic>

000000008000415c <iinit>:
{
    8000415c:	7179                	add	sp,sp,-48
    8000415e:	f406                	sd	ra,40(sp)
    80004160:	f022                	sd	s0,32(sp)
    80004162:	ec26                	sd	s1,24(sp)
    80004164:	e84a                	sd	s2,16(sp)
    80004166:	e44e                	sd	s3,8(sp)
    80004168:	1800                	add	s0,sp,48
  initlock(&itable.lock, "itable");
    8000416a:	00004597          	auipc	a1,0x4
    8000416e:	79658593          	add	a1,a1,1942 # 80008900 <syscalls+0x3f0>
    80004172:	0001b517          	auipc	a0,0x1b
    80004176:	0d650513          	add	a0,a0,214 # 8001f248 <itable>
    8000417a:	ffffc097          	auipc	ra,0xffffc
    8000417e:	04a080e7          	jalr	74(ra) # 800001c4 <initlock>
  for (int i = 0; i < NINODE; i++)
    80004182:	0001b497          	auipc	s1,0x1b
    80004186:	0ee48493          	add	s1,s1,238 # 8001f270 <itable+0x28>
    8000418a:	0001d997          	auipc	s3,0x1d
    8000418e:	9e698993          	add	s3,s3,-1562 # 80020b70 <devsw+0x10>
    initsleeplock(&itable.inode[i].lock, "inode");
    80004192:	00004917          	auipc	s2,0x4
    80004196:	77690913          	add	s2,s2,1910 # 80008908 <syscalls+0x3f8>
    8000419a:	85ca                	mv	a1,s2
    8000419c:	8526                	mv	a0,s1
    8000419e:	ffffc097          	auipc	ra,0xffffc
    800041a2:	19e080e7          	jalr	414(ra) # 8000033c <initsleeplock>
  for (int i = 0; i < NINODE; i++)
    800041a6:	08048493          	add	s1,s1,128
    800041aa:	ff3498e3          	bne	s1,s3,8000419a <iinit+0x3e>
}
    800041ae:	70a2                	ld	ra,40(sp)
    800041b0:	7402                	ld	s0,32(sp)
    800041b2:	64e2                	ld	s1,24(sp)
    800041b4:	6942                	ld	s2,16(sp)
    800041b6:	69a2                	ld	s3,8(sp)
    800041b8:	6145                	add	sp,sp,48
    800041ba:	8082                	ret

00000000800041bc <ialloc>:
{
    800041bc:	7139                	add	sp,sp,-64
    800041be:	fc06                	sd	ra,56(sp)
    800041c0:	f822                	sd	s0,48(sp)
    800041c2:	f426                	sd	s1,40(sp)
    800041c4:	f04a                	sd	s2,32(sp)
    800041c6:	ec4e                	sd	s3,24(sp)
    800041c8:	e852                	sd	s4,16(sp)
    800041ca:	e456                	sd	s5,8(sp)
    800041cc:	e05a                	sd	s6,0(sp)
    800041ce:	0080                	add	s0,sp,64
  for (uint inum = 1; inum < sb.ninodes; inum++) {
    800041d0:	0001b717          	auipc	a4,0x1b
    800041d4:	06472703          	lw	a4,100(a4) # 8001f234 <sb+0xc>
    800041d8:	4785                	li	a5,1
    800041da:	04e7f663          	bgeu	a5,a4,80004226 <ialloc+0x6a>
    800041de:	8aaa                	mv	s5,a0
    800041e0:	8b2e                	mv	s6,a1
    800041e2:	4905                	li	s2,1
    struct buf *b = bread(dev, IBLOCK(inum, sb));
    800041e4:	0001ba17          	auipc	s4,0x1b
    800041e8:	044a0a13          	add	s4,s4,68 # 8001f228 <sb>
    800041ec:	0049559b          	srlw	a1,s2,0x4
    800041f0:	018a2783          	lw	a5,24(s4)
    800041f4:	9dbd                	addw	a1,a1,a5
    800041f6:	8556                	mv	a0,s5
    800041f8:	fffff097          	auipc	ra,0xfffff
    800041fc:	45a080e7          	jalr	1114(ra) # 80003652 <bread>
    80004200:	84aa                	mv	s1,a0
    struct dinode *dip = (struct dinode *)b->data + inum % IPB;
    80004202:	05050993          	add	s3,a0,80
    80004206:	00f97793          	and	a5,s2,15
    8000420a:	079a                	sll	a5,a5,0x6
    8000420c:	99be                	add	s3,s3,a5
    if (dip->type == 0) {
    8000420e:	00099783          	lh	a5,0(s3)
    80004212:	cf8d                	beqz	a5,8000424c <ialloc+0x90>
    brelse(b);
    80004214:	fffff097          	auipc	ra,0xfffff
    80004218:	4b0080e7          	jalr	1200(ra) # 800036c4 <brelse>
  for (uint inum = 1; inum < sb.ninodes; inum++) {
    8000421c:	2905                	addw	s2,s2,1
    8000421e:	00ca2783          	lw	a5,12(s4)
    80004222:	fcf965e3          	bltu	s2,a5,800041ec <ialloc+0x30>
  printf("ialloc: out of inodes\n");
    80004226:	00004517          	auipc	a0,0x4
    8000422a:	6ea50513          	add	a0,a0,1770 # 80008910 <syscalls+0x400>
    8000422e:	ffffc097          	auipc	ra,0xffffc
    80004232:	642080e7          	jalr	1602(ra) # 80000870 <printf>
  return 0;
    80004236:	4501                	li	a0,0
}
    80004238:	70e2                	ld	ra,56(sp)
    8000423a:	7442                	ld	s0,48(sp)
    8000423c:	74a2                	ld	s1,40(sp)
    8000423e:	7902                	ld	s2,32(sp)
    80004240:	69e2                	ld	s3,24(sp)
    80004242:	6a42                	ld	s4,16(sp)
    80004244:	6aa2                	ld	s5,8(sp)
    80004246:	6b02                	ld	s6,0(sp)
    80004248:	6121                	add	sp,sp,64
    8000424a:	8082                	ret
      memset(dip, 0, sizeof(*dip));
    8000424c:	04000613          	li	a2,64
    80004250:	4581                	li	a1,0
    80004252:	854e                	mv	a0,s3
    80004254:	ffffc097          	auipc	ra,0xffffc
    80004258:	1f8080e7          	jalr	504(ra) # 8000044c <memset>
      dip->type = type;   // claims it on disk
    8000425c:	01699023          	sh	s6,0(s3)
      log_write(b);
    80004260:	8526                	mv	a0,s1
    80004262:	00000097          	auipc	ra,0x0
    80004266:	998080e7          	jalr	-1640(ra) # 80003bfa <log_write>
      brelse(b);
    8000426a:	8526                	mv	a0,s1
    8000426c:	fffff097          	auipc	ra,0xfffff
    80004270:	458080e7          	jalr	1112(ra) # 800036c4 <brelse>
      return iget(dev, inum);
    80004274:	85ca                	mv	a1,s2
    80004276:	8556                	mv	a0,s5
    80004278:	00000097          	auipc	ra,0x0
    8000427c:	dca080e7          	jalr	-566(ra) # 80004042 <iget>
    80004280:	bf65                	j	80004238 <ialloc+0x7c>

0000000080004282 <iupdate>:
{
    80004282:	1101                	add	sp,sp,-32
    80004284:	ec06                	sd	ra,24(sp)
    80004286:	e822                	sd	s0,16(sp)
    80004288:	e426                	sd	s1,8(sp)
    8000428a:	e04a                	sd	s2,0(sp)
    8000428c:	1000                	add	s0,sp,32
    8000428e:	84aa                	mv	s1,a0
  struct buf *b = bread(ip->dev, IBLOCK(ip->inum, sb));
    80004290:	415c                	lw	a5,4(a0)
    80004292:	0047d79b          	srlw	a5,a5,0x4
    80004296:	0001b597          	auipc	a1,0x1b
    8000429a:	faa5a583          	lw	a1,-86(a1) # 8001f240 <sb+0x18>
    8000429e:	9dbd                	addw	a1,a1,a5
    800042a0:	4108                	lw	a0,0(a0)
    800042a2:	fffff097          	auipc	ra,0xfffff
    800042a6:	3b0080e7          	jalr	944(ra) # 80003652 <bread>
    800042aa:	892a                	mv	s2,a0
  struct dinode *dip = (struct dinode *)b->data + ip->inum % IPB;
    800042ac:	05050793          	add	a5,a0,80
    800042b0:	40d8                	lw	a4,4(s1)
    800042b2:	8b3d                	and	a4,a4,15
    800042b4:	071a                	sll	a4,a4,0x6
    800042b6:	97ba                	add	a5,a5,a4
  dip->type = ip->type;
    800042b8:	03c49703          	lh	a4,60(s1)
    800042bc:	00e79023          	sh	a4,0(a5)
  dip->major = ip->major;
    800042c0:	03e49703          	lh	a4,62(s1)
    800042c4:	00e79123          	sh	a4,2(a5)
  dip->minor = ip->minor;
    800042c8:	04049703          	lh	a4,64(s1)
    800042cc:	00e79223          	sh	a4,4(a5)
  dip->nlink = ip->nlink;
    800042d0:	04249703          	lh	a4,66(s1)
    800042d4:	00e79323          	sh	a4,6(a5)
  dip->size = ip->size;
    800042d8:	40f8                	lw	a4,68(s1)
    800042da:	c798                	sw	a4,8(a5)
  memmove(dip->addrs, ip->addrs, sizeof(ip->addrs));
    800042dc:	03400613          	li	a2,52
    800042e0:	04848593          	add	a1,s1,72
    800042e4:	00c78513          	add	a0,a5,12
    800042e8:	ffffc097          	auipc	ra,0xffffc
    800042ec:	1bc080e7          	jalr	444(ra) # 800004a4 <memmove>
  log_write(b);
    800042f0:	854a                	mv	a0,s2
    800042f2:	00000097          	auipc	ra,0x0
    800042f6:	908080e7          	jalr	-1784(ra) # 80003bfa <log_write>
  brelse(b);
    800042fa:	854a                	mv	a0,s2
    800042fc:	fffff097          	auipc	ra,0xfffff
    80004300:	3c8080e7          	jalr	968(ra) # 800036c4 <brelse>
}
    80004304:	60e2                	ld	ra,24(sp)
    80004306:	6442                	ld	s0,16(sp)
    80004308:	64a2                	ld	s1,8(sp)
    8000430a:	6902                	ld	s2,0(sp)
    8000430c:	6105                	add	sp,sp,32
    8000430e:	8082                	ret

0000000080004310 <idup>:
{
    80004310:	1101                	add	sp,sp,-32
    80004312:	ec06                	sd	ra,24(sp)
    80004314:	e822                	sd	s0,16(sp)
    80004316:	e426                	sd	s1,8(sp)
    80004318:	1000                	add	s0,sp,32
    8000431a:	84aa                	mv	s1,a0
  acquire(&itable.lock);
    8000431c:	0001b517          	auipc	a0,0x1b
    80004320:	f2c50513          	add	a0,a0,-212 # 8001f248 <itable>
    80004324:	ffffc097          	auipc	ra,0xffffc
    80004328:	f1c080e7          	jalr	-228(ra) # 80000240 <acquire>
  ip->ref++;
    8000432c:	449c                	lw	a5,8(s1)
    8000432e:	2785                	addw	a5,a5,1
    80004330:	c49c                	sw	a5,8(s1)
  release(&itable.lock);
    80004332:	0001b517          	auipc	a0,0x1b
    80004336:	f1650513          	add	a0,a0,-234 # 8001f248 <itable>
    8000433a:	ffffc097          	auipc	ra,0xffffc
    8000433e:	fba080e7          	jalr	-70(ra) # 800002f4 <release>
}
    80004342:	8526                	mv	a0,s1
    80004344:	60e2                	ld	ra,24(sp)
    80004346:	6442                	ld	s0,16(sp)
    80004348:	64a2                	ld	s1,8(sp)
    8000434a:	6105                	add	sp,sp,32
    8000434c:	8082                	ret

000000008000434e <ilock>:
{
    8000434e:	1101                	add	sp,sp,-32
    80004350:	ec06                	sd	ra,24(sp)
    80004352:	e822                	sd	s0,16(sp)
    80004354:	e426                	sd	s1,8(sp)
    80004356:	e04a                	sd	s2,0(sp)
    80004358:	1000                	add	s0,sp,32
  if (ip == 0 || ip->ref < 1)
    8000435a:	c115                	beqz	a0,8000437e <ilock+0x30>
    8000435c:	84aa                	mv	s1,a0
    8000435e:	451c                	lw	a5,8(a0)
    80004360:	00f05f63          	blez	a5,8000437e <ilock+0x30>
  acquiresleep(&ip->lock);
    80004364:	0541                	add	a0,a0,16
    80004366:	ffffc097          	auipc	ra,0xffffc
    8000436a:	00e080e7          	jalr	14(ra) # 80000374 <acquiresleep>
  if (ip->valid)
    8000436e:	5c9c                	lw	a5,56(s1)
    80004370:	cf99                	beqz	a5,8000438e <ilock+0x40>
}
    80004372:	60e2                	ld	ra,24(sp)
    80004374:	6442                	ld	s0,16(sp)
    80004376:	64a2                	ld	s1,8(sp)
    80004378:	6902                	ld	s2,0(sp)
    8000437a:	6105                	add	sp,sp,32
    8000437c:	8082                	ret
    panic("ilock: no reference");
    8000437e:	00004517          	auipc	a0,0x4
    80004382:	5aa50513          	add	a0,a0,1450 # 80008928 <syscalls+0x418>
    80004386:	ffffc097          	auipc	ra,0xffffc
    8000438a:	596080e7          	jalr	1430(ra) # 8000091c <panic>
  struct buf *b = bread(ip->dev, IBLOCK(ip->inum, sb));
    8000438e:	40dc                	lw	a5,4(s1)
    80004390:	0047d79b          	srlw	a5,a5,0x4
    80004394:	0001b597          	auipc	a1,0x1b
    80004398:	eac5a583          	lw	a1,-340(a1) # 8001f240 <sb+0x18>
    8000439c:	9dbd                	addw	a1,a1,a5
    8000439e:	4088                	lw	a0,0(s1)
    800043a0:	fffff097          	auipc	ra,0xfffff
    800043a4:	2b2080e7          	jalr	690(ra) # 80003652 <bread>
    800043a8:	892a                	mv	s2,a0
  struct dinode *dip = (struct dinode *)b->data + ip->inum % IPB;
    800043aa:	05050593          	add	a1,a0,80
    800043ae:	40dc                	lw	a5,4(s1)
    800043b0:	8bbd                	and	a5,a5,15
    800043b2:	079a                	sll	a5,a5,0x6
    800043b4:	95be                	add	a1,a1,a5
  ip->type = dip->type;
    800043b6:	00059783          	lh	a5,0(a1)
    800043ba:	02f49e23          	sh	a5,60(s1)
  ip->major = dip->major;
    800043be:	00259783          	lh	a5,2(a1)
    800043c2:	02f49f23          	sh	a5,62(s1)
  ip->minor = dip->minor;
    800043c6:	00459783          	lh	a5,4(a1)
    800043ca:	04f49023          	sh	a5,64(s1)
  ip->nlink = dip->nlink;
    800043ce:	00659783          	lh	a5,6(a1)
    800043d2:	04f49123          	sh	a5,66(s1)
  ip->size = dip->size;
    800043d6:	459c                	lw	a5,8(a1)
    800043d8:	c0fc                	sw	a5,68(s1)
  memmove(ip->addrs, dip->addrs, sizeof(ip->addrs));
    800043da:	03400613          	li	a2,52
    800043de:	05b1                	add	a1,a1,12
    800043e0:	04848513          	add	a0,s1,72
    800043e4:	ffffc097          	auipc	ra,0xffffc
    800043e8:	0c0080e7          	jalr	192(ra) # 800004a4 <memmove>
  brelse(b);
    800043ec:	854a                	mv	a0,s2
    800043ee:	fffff097          	auipc	ra,0xfffff
    800043f2:	2d6080e7          	jalr	726(ra) # 800036c4 <brelse>
  ip->valid = 1;
    800043f6:	4785                	li	a5,1
    800043f8:	dc9c                	sw	a5,56(s1)
  if (ip->type == 0)
    800043fa:	03c49783          	lh	a5,60(s1)
    800043fe:	fbb5                	bnez	a5,80004372 <ilock+0x24>
    panic("ilock: inode is free on disk");
    80004400:	00004517          	auipc	a0,0x4
    80004404:	54050513          	add	a0,a0,1344 # 80008940 <syscalls+0x430>
    80004408:	ffffc097          	auipc	ra,0xffffc
    8000440c:	514080e7          	jalr	1300(ra) # 8000091c <panic>

0000000080004410 <iunlock>:
{
    80004410:	1101                	add	sp,sp,-32
    80004412:	ec06                	sd	ra,24(sp)
    80004414:	e822                	sd	s0,16(sp)
    80004416:	e426                	sd	s1,8(sp)
    80004418:	1000                	add	s0,sp,32
  if (ip == 0 || ip->ref < 1 || !holdingsleep(&ip->lock))
    8000441a:	c515                	beqz	a0,80004446 <iunlock+0x36>
    8000441c:	451c                	lw	a5,8(a0)
    8000441e:	02f05463          	blez	a5,80004446 <iunlock+0x36>
    80004422:	01050493          	add	s1,a0,16
    80004426:	8526                	mv	a0,s1
    80004428:	ffffc097          	auipc	ra,0xffffc
    8000442c:	fd2080e7          	jalr	-46(ra) # 800003fa <holdingsleep>
    80004430:	c919                	beqz	a0,80004446 <iunlock+0x36>
  releasesleep(&ip->lock);
    80004432:	8526                	mv	a0,s1
    80004434:	ffffc097          	auipc	ra,0xffffc
    80004438:	f8c080e7          	jalr	-116(ra) # 800003c0 <releasesleep>
}
    8000443c:	60e2                	ld	ra,24(sp)
    8000443e:	6442                	ld	s0,16(sp)
    80004440:	64a2                	ld	s1,8(sp)
    80004442:	6105                	add	sp,sp,32
    80004444:	8082                	ret
    panic("iunlock: not locked");
    80004446:	00004517          	auipc	a0,0x4
    8000444a:	51a50513          	add	a0,a0,1306 # 80008960 <syscalls+0x450>
    8000444e:	ffffc097          	auipc	ra,0xffffc
    80004452:	4ce080e7          	jalr	1230(ra) # 8000091c <panic>

0000000080004456 <itrunc>:
{
    80004456:	7179                	add	sp,sp,-48
    80004458:	f406                	sd	ra,40(sp)
    8000445a:	f022                	sd	s0,32(sp)
    8000445c:	ec26                	sd	s1,24(sp)
    8000445e:	e84a                	sd	s2,16(sp)
    80004460:	e44e                	sd	s3,8(sp)
    80004462:	e052                	sd	s4,0(sp)
    80004464:	1800                	add	s0,sp,48
    80004466:	89aa                	mv	s3,a0
  for (int i = 0; i < NDIRECT; i++) {
    80004468:	04850493          	add	s1,a0,72
    8000446c:	07850913          	add	s2,a0,120
    80004470:	a021                	j	80004478 <itrunc+0x22>
    80004472:	0491                	add	s1,s1,4
    80004474:	01248d63          	beq	s1,s2,8000448e <itrunc+0x38>
    if (ip->addrs[i]) {
    80004478:	408c                	lw	a1,0(s1)
    8000447a:	dde5                	beqz	a1,80004472 <itrunc+0x1c>
      bfree(ip->dev, ip->addrs[i]);
    8000447c:	0009a503          	lw	a0,0(s3)
    80004480:	00000097          	auipc	ra,0x0
    80004484:	922080e7          	jalr	-1758(ra) # 80003da2 <bfree>
      ip->addrs[i] = 0;
    80004488:	0004a023          	sw	zero,0(s1)
    8000448c:	b7dd                	j	80004472 <itrunc+0x1c>
  if (ip->addrs[NDIRECT]) {
    8000448e:	0789a583          	lw	a1,120(s3)
    80004492:	e185                	bnez	a1,800044b2 <itrunc+0x5c>
  ip->size = 0;
    80004494:	0409a223          	sw	zero,68(s3)
  iupdate(ip);
    80004498:	854e                	mv	a0,s3
    8000449a:	00000097          	auipc	ra,0x0
    8000449e:	de8080e7          	jalr	-536(ra) # 80004282 <iupdate>
}
    800044a2:	70a2                	ld	ra,40(sp)
    800044a4:	7402                	ld	s0,32(sp)
    800044a6:	64e2                	ld	s1,24(sp)
    800044a8:	6942                	ld	s2,16(sp)
    800044aa:	69a2                	ld	s3,8(sp)
    800044ac:	6a02                	ld	s4,0(sp)
    800044ae:	6145                	add	sp,sp,48
    800044b0:	8082                	ret
    struct buf *b = bread(ip->dev, ip->addrs[NDIRECT]);
    800044b2:	0009a503          	lw	a0,0(s3)
    800044b6:	fffff097          	auipc	ra,0xfffff
    800044ba:	19c080e7          	jalr	412(ra) # 80003652 <bread>
    800044be:	8a2a                	mv	s4,a0
    for (int j = 0; j < NINDIRECT; j++)
    800044c0:	05050493          	add	s1,a0,80
    800044c4:	45050913          	add	s2,a0,1104
    800044c8:	a021                	j	800044d0 <itrunc+0x7a>
    800044ca:	0491                	add	s1,s1,4
    800044cc:	01248b63          	beq	s1,s2,800044e2 <itrunc+0x8c>
      if (table[j])
    800044d0:	408c                	lw	a1,0(s1)
    800044d2:	dde5                	beqz	a1,800044ca <itrunc+0x74>
        bfree(ip->dev, table[j]);
    800044d4:	0009a503          	lw	a0,0(s3)
    800044d8:	00000097          	auipc	ra,0x0
    800044dc:	8ca080e7          	jalr	-1846(ra) # 80003da2 <bfree>
    800044e0:	b7ed                	j	800044ca <itrunc+0x74>
    brelse(b);
    800044e2:	8552                	mv	a0,s4
    800044e4:	fffff097          	auipc	ra,0xfffff
    800044e8:	1e0080e7          	jalr	480(ra) # 800036c4 <brelse>
    bfree(ip->dev, ip->addrs[NDIRECT]);
    800044ec:	0789a583          	lw	a1,120(s3)
    800044f0:	0009a503          	lw	a0,0(s3)
    800044f4:	00000097          	auipc	ra,0x0
    800044f8:	8ae080e7          	jalr	-1874(ra) # 80003da2 <bfree>
    ip->addrs[NDIRECT] = 0;
    800044fc:	0609ac23          	sw	zero,120(s3)
    80004500:	bf51                	j	80004494 <itrunc+0x3e>

0000000080004502 <iput>:
{
    80004502:	1101                	add	sp,sp,-32
    80004504:	ec06                	sd	ra,24(sp)
    80004506:	e822                	sd	s0,16(sp)
    80004508:	e426                	sd	s1,8(sp)
    8000450a:	e04a                	sd	s2,0(sp)
    8000450c:	1000                	add	s0,sp,32
    8000450e:	84aa                	mv	s1,a0
  acquire(&itable.lock);
    80004510:	0001b517          	auipc	a0,0x1b
    80004514:	d3850513          	add	a0,a0,-712 # 8001f248 <itable>
    80004518:	ffffc097          	auipc	ra,0xffffc
    8000451c:	d28080e7          	jalr	-728(ra) # 80000240 <acquire>
  if (ip->ref == 1 && ip->valid && ip->nlink == 0) {
    80004520:	4498                	lw	a4,8(s1)
    80004522:	4785                	li	a5,1
    80004524:	02f70363          	beq	a4,a5,8000454a <iput+0x48>
  ip->ref--;
    80004528:	449c                	lw	a5,8(s1)
    8000452a:	37fd                	addw	a5,a5,-1
    8000452c:	c49c                	sw	a5,8(s1)
  release(&itable.lock);
    8000452e:	0001b517          	auipc	a0,0x1b
    80004532:	d1a50513          	add	a0,a0,-742 # 8001f248 <itable>
    80004536:	ffffc097          	auipc	ra,0xffffc
    8000453a:	dbe080e7          	jalr	-578(ra) # 800002f4 <release>
}
    8000453e:	60e2                	ld	ra,24(sp)
    80004540:	6442                	ld	s0,16(sp)
    80004542:	64a2                	ld	s1,8(sp)
    80004544:	6902                	ld	s2,0(sp)
    80004546:	6105                	add	sp,sp,32
    80004548:	8082                	ret
  if (ip->ref == 1 && ip->valid && ip->nlink == 0) {
    8000454a:	5c9c                	lw	a5,56(s1)
    8000454c:	dff1                	beqz	a5,80004528 <iput+0x26>
    8000454e:	04249783          	lh	a5,66(s1)
    80004552:	fbf9                	bnez	a5,80004528 <iput+0x26>
    acquiresleep(&ip->lock);
    80004554:	01048913          	add	s2,s1,16
    80004558:	854a                	mv	a0,s2
    8000455a:	ffffc097          	auipc	ra,0xffffc
    8000455e:	e1a080e7          	jalr	-486(ra) # 80000374 <acquiresleep>
    release(&itable.lock);
    80004562:	0001b517          	auipc	a0,0x1b
    80004566:	ce650513          	add	a0,a0,-794 # 8001f248 <itable>
    8000456a:	ffffc097          	auipc	ra,0xffffc
    8000456e:	d8a080e7          	jalr	-630(ra) # 800002f4 <release>
    itrunc(ip);
    80004572:	8526                	mv	a0,s1
    80004574:	00000097          	auipc	ra,0x0
    80004578:	ee2080e7          	jalr	-286(ra) # 80004456 <itrunc>
    ip->type = 0;
    8000457c:	02049e23          	sh	zero,60(s1)
    iupdate(ip);
    80004580:	8526                	mv	a0,s1
    80004582:	00000097          	auipc	ra,0x0
    80004586:	d00080e7          	jalr	-768(ra) # 80004282 <iupdate>
    ip->valid = 0;
    8000458a:	0204ac23          	sw	zero,56(s1)
    releasesleep(&ip->lock);
    8000458e:	854a                	mv	a0,s2
    80004590:	ffffc097          	auipc	ra,0xffffc
    80004594:	e30080e7          	jalr	-464(ra) # 800003c0 <releasesleep>
    acquire(&itable.lock);
    80004598:	0001b517          	auipc	a0,0x1b
    8000459c:	cb050513          	add	a0,a0,-848 # 8001f248 <itable>
    800045a0:	ffffc097          	auipc	ra,0xffffc
    800045a4:	ca0080e7          	jalr	-864(ra) # 80000240 <acquire>
    800045a8:	b741                	j	80004528 <iput+0x26>

00000000800045aa <iunlockput>:
{
    800045aa:	1101                	add	sp,sp,-32
    800045ac:	ec06                	sd	ra,24(sp)
    800045ae:	e822                	sd	s0,16(sp)
    800045b0:	e426                	sd	s1,8(sp)
    800045b2:	1000                	add	s0,sp,32
    800045b4:	84aa                	mv	s1,a0
  iunlock(ip);
    800045b6:	00000097          	auipc	ra,0x0
    800045ba:	e5a080e7          	jalr	-422(ra) # 80004410 <iunlock>
  iput(ip);
    800045be:	8526                	mv	a0,s1
    800045c0:	00000097          	auipc	ra,0x0
    800045c4:	f42080e7          	jalr	-190(ra) # 80004502 <iput>
}
    800045c8:	60e2                	ld	ra,24(sp)
    800045ca:	6442                	ld	s0,16(sp)
    800045cc:	64a2                	ld	s1,8(sp)
    800045ce:	6105                	add	sp,sp,32
    800045d0:	8082                	ret

00000000800045d2 <stati>:
{
    800045d2:	1141                	add	sp,sp,-16
    800045d4:	e422                	sd	s0,8(sp)
    800045d6:	0800                	add	s0,sp,16
  st->dev = ip->dev;
    800045d8:	411c                	lw	a5,0(a0)
    800045da:	c19c                	sw	a5,0(a1)
  st->ino = ip->inum;
    800045dc:	415c                	lw	a5,4(a0)
    800045de:	c1dc                	sw	a5,4(a1)
  st->type = ip->type;
    800045e0:	03c51783          	lh	a5,60(a0)
    800045e4:	00f59423          	sh	a5,8(a1)
  st->nlink = ip->nlink;
    800045e8:	04251783          	lh	a5,66(a0)
    800045ec:	00f59523          	sh	a5,10(a1)
  st->size = ip->size;
    800045f0:	04456783          	lwu	a5,68(a0)
    800045f4:	e99c                	sd	a5,16(a1)
}
    800045f6:	6422                	ld	s0,8(sp)
    800045f8:	0141                	add	sp,sp,16
    800045fa:	8082                	ret

00000000800045fc <readi>:
{
    800045fc:	7119                	add	sp,sp,-128
    800045fe:	fc86                	sd	ra,120(sp)
    80004600:	f8a2                	sd	s0,112(sp)
    80004602:	f4a6                	sd	s1,104(sp)
    80004604:	f0ca                	sd	s2,96(sp)
    80004606:	ecce                	sd	s3,88(sp)
    80004608:	e8d2                	sd	s4,80(sp)
    8000460a:	e4d6                	sd	s5,72(sp)
    8000460c:	e0da                	sd	s6,64(sp)
    8000460e:	fc5e                	sd	s7,56(sp)
    80004610:	f862                	sd	s8,48(sp)
    80004612:	f466                	sd	s9,40(sp)
    80004614:	f06a                	sd	s10,32(sp)
    80004616:	ec6e                	sd	s11,24(sp)
    80004618:	0100                	add	s0,sp,128
    8000461a:	f8b43423          	sd	a1,-120(s0)
  if (off > ip->size || off + n < off)
    8000461e:	417c                	lw	a5,68(a0)
    return 0;
    80004620:	4981                	li	s3,0
  if (off > ip->size || off + n < off)
    80004622:	0ad7e763          	bltu	a5,a3,800046d0 <readi+0xd4>
    80004626:	8baa                	mv	s7,a0
    80004628:	8b32                	mv	s6,a2
    8000462a:	84b6                	mv	s1,a3
    8000462c:	9eb9                	addw	a3,a3,a4
    return 0;
    8000462e:	4981                	li	s3,0
  if (off > ip->size || off + n < off)
    80004630:	0a96e063          	bltu	a3,s1,800046d0 <readi+0xd4>
  n = MIN(n, ip->size - off);
    80004634:	9f85                	subw	a5,a5,s1
    80004636:	8cbe                	mv	s9,a5
    80004638:	2781                	sext.w	a5,a5
    8000463a:	00f77363          	bgeu	a4,a5,80004640 <readi+0x44>
    8000463e:	8cba                	mv	s9,a4
    80004640:	2c81                	sext.w	s9,s9
  while (done < n) {
    80004642:	080c8463          	beqz	s9,800046ca <readi+0xce>
  uint done = 0;
    80004646:	4a81                	li	s5,0
    uint m = MIN(n - done, BSIZE - off % BSIZE);
    80004648:	40000d93          	li	s11,1024
    if (bad)
    8000464c:	5d7d                	li	s10,-1
    8000464e:	a83d                	j	8000468c <readi+0x90>
    int bad = either_copyout(user_dst, dst, b->data + off % BSIZE, m) == -1;
    80004650:	020a1c13          	sll	s8,s4,0x20
    80004654:	020c5c13          	srl	s8,s8,0x20
    80004658:	05090613          	add	a2,s2,80
    8000465c:	86e2                	mv	a3,s8
    8000465e:	963a                	add	a2,a2,a4
    80004660:	85da                	mv	a1,s6
    80004662:	f8843503          	ld	a0,-120(s0)
    80004666:	ffffe097          	auipc	ra,0xffffe
    8000466a:	daa080e7          	jalr	-598(ra) # 80002410 <either_copyout>
    8000466e:	89aa                	mv	s3,a0
    brelse(b);
    80004670:	854a                	mv	a0,s2
    80004672:	fffff097          	auipc	ra,0xfffff
    80004676:	052080e7          	jalr	82(ra) # 800036c4 <brelse>
    if (bad)
    8000467a:	05a98b63          	beq	s3,s10,800046d0 <readi+0xd4>
    done += m;
    8000467e:	015a0abb          	addw	s5,s4,s5
    off += m;
    80004682:	009a04bb          	addw	s1,s4,s1
    dst += m;
    80004686:	9b62                	add	s6,s6,s8
  while (done < n) {
    80004688:	059af263          	bgeu	s5,s9,800046cc <readi+0xd0>
    uint addr = bmap(ip, off / BSIZE);
    8000468c:	00a4d59b          	srlw	a1,s1,0xa
    80004690:	855e                	mv	a0,s7
    80004692:	00000097          	auipc	ra,0x0
    80004696:	8cc080e7          	jalr	-1844(ra) # 80003f5e <bmap>
    8000469a:	0005059b          	sext.w	a1,a0
    if (addr == 0)
    8000469e:	c59d                	beqz	a1,800046cc <readi+0xd0>
    struct buf *b = bread(ip->dev, addr);
    800046a0:	000ba503          	lw	a0,0(s7) # fffffffffffff000 <end+0xffffffff7ffdd448>
    800046a4:	fffff097          	auipc	ra,0xfffff
    800046a8:	fae080e7          	jalr	-82(ra) # 80003652 <bread>
    800046ac:	892a                	mv	s2,a0
    uint m = MIN(n - done, BSIZE - off % BSIZE);
    800046ae:	3ff4f713          	and	a4,s1,1023
    800046b2:	40ed87bb          	subw	a5,s11,a4
    800046b6:	415c86bb          	subw	a3,s9,s5
    800046ba:	8a3e                	mv	s4,a5
    800046bc:	2781                	sext.w	a5,a5
    800046be:	0006861b          	sext.w	a2,a3
    800046c2:	f8f677e3          	bgeu	a2,a5,80004650 <readi+0x54>
    800046c6:	8a36                	mv	s4,a3
    800046c8:	b761                	j	80004650 <readi+0x54>
  uint done = 0;
    800046ca:	8ae6                	mv	s5,s9
  return done;
    800046cc:	000a899b          	sext.w	s3,s5
}
    800046d0:	854e                	mv	a0,s3
    800046d2:	70e6                	ld	ra,120(sp)
    800046d4:	7446                	ld	s0,112(sp)
    800046d6:	74a6                	ld	s1,104(sp)
    800046d8:	7906                	ld	s2,96(sp)
    800046da:	69e6                	ld	s3,88(sp)
    800046dc:	6a46                	ld	s4,80(sp)
    800046de:	6aa6                	ld	s5,72(sp)
    800046e0:	6b06                	ld	s6,64(sp)
    800046e2:	7be2                	ld	s7,56(sp)
    800046e4:	7c42                	ld	s8,48(sp)
    800046e6:	7ca2                	ld	s9,40(sp)
    800046e8:	7d02                	ld	s10,32(sp)
    800046ea:	6de2                	ld	s11,24(sp)
    800046ec:	6109                	add	sp,sp,128
    800046ee:	8082                	ret

00000000800046f0 <writei>:
  if (off > ip->size || off + n < off)
    800046f0:	417c                	lw	a5,68(a0)
    800046f2:	10d7e863          	bltu	a5,a3,80004802 <writei+0x112>
{
    800046f6:	7159                	add	sp,sp,-112
    800046f8:	f486                	sd	ra,104(sp)
    800046fa:	f0a2                	sd	s0,96(sp)
    800046fc:	eca6                	sd	s1,88(sp)
    800046fe:	e8ca                	sd	s2,80(sp)
    80004700:	e4ce                	sd	s3,72(sp)
    80004702:	e0d2                	sd	s4,64(sp)
    80004704:	fc56                	sd	s5,56(sp)
    80004706:	f85a                	sd	s6,48(sp)
    80004708:	f45e                	sd	s7,40(sp)
    8000470a:	f062                	sd	s8,32(sp)
    8000470c:	ec66                	sd	s9,24(sp)
    8000470e:	e86a                	sd	s10,16(sp)
    80004710:	e46e                	sd	s11,8(sp)
    80004712:	1880                	add	s0,sp,112
    80004714:	8aaa                	mv	s5,a0
    80004716:	8bae                	mv	s7,a1
    80004718:	8a32                	mv	s4,a2
    8000471a:	8936                	mv	s2,a3
    8000471c:	8b3a                	mv	s6,a4
  if (off > ip->size || off + n < off)
    8000471e:	00e687bb          	addw	a5,a3,a4
    80004722:	0ed7e263          	bltu	a5,a3,80004806 <writei+0x116>
  if (off + n > MAXFILE * BSIZE)
    80004726:	00043737          	lui	a4,0x43
    8000472a:	0ef76063          	bltu	a4,a5,8000480a <writei+0x11a>
  while (done < n) {
    8000472e:	0c0b0863          	beqz	s6,800047fe <writei+0x10e>
  uint done = 0;
    80004732:	4981                	li	s3,0
    uint m = MIN(n - done, BSIZE - off % BSIZE);
    80004734:	40000c93          	li	s9,1024
    if (either_copyin(b->data + off % BSIZE, user_src, src, m) == -1) {
    80004738:	5c7d                	li	s8,-1
    8000473a:	a091                	j	8000477e <writei+0x8e>
    8000473c:	020d1d93          	sll	s11,s10,0x20
    80004740:	020ddd93          	srl	s11,s11,0x20
    80004744:	05048513          	add	a0,s1,80
    80004748:	86ee                	mv	a3,s11
    8000474a:	8652                	mv	a2,s4
    8000474c:	85de                	mv	a1,s7
    8000474e:	953a                	add	a0,a0,a4
    80004750:	ffffe097          	auipc	ra,0xffffe
    80004754:	d16080e7          	jalr	-746(ra) # 80002466 <either_copyin>
    80004758:	07850263          	beq	a0,s8,800047bc <writei+0xcc>
    log_write(b);
    8000475c:	8526                	mv	a0,s1
    8000475e:	fffff097          	auipc	ra,0xfffff
    80004762:	49c080e7          	jalr	1180(ra) # 80003bfa <log_write>
    brelse(b);
    80004766:	8526                	mv	a0,s1
    80004768:	fffff097          	auipc	ra,0xfffff
    8000476c:	f5c080e7          	jalr	-164(ra) # 800036c4 <brelse>
    done += m;
    80004770:	013d09bb          	addw	s3,s10,s3
    off += m;
    80004774:	012d093b          	addw	s2,s10,s2
    src += m;
    80004778:	9a6e                	add	s4,s4,s11
  while (done < n) {
    8000477a:	0569f663          	bgeu	s3,s6,800047c6 <writei+0xd6>
    uint addr = bmap(ip, off / BSIZE);
    8000477e:	00a9559b          	srlw	a1,s2,0xa
    80004782:	8556                	mv	a0,s5
    80004784:	fffff097          	auipc	ra,0xfffff
    80004788:	7da080e7          	jalr	2010(ra) # 80003f5e <bmap>
    8000478c:	0005059b          	sext.w	a1,a0
    if (addr == 0)
    80004790:	c99d                	beqz	a1,800047c6 <writei+0xd6>
    struct buf *b = bread(ip->dev, addr);
    80004792:	000aa503          	lw	a0,0(s5)
    80004796:	fffff097          	auipc	ra,0xfffff
    8000479a:	ebc080e7          	jalr	-324(ra) # 80003652 <bread>
    8000479e:	84aa                	mv	s1,a0
    uint m = MIN(n - done, BSIZE - off % BSIZE);
    800047a0:	3ff97713          	and	a4,s2,1023
    800047a4:	40ec87bb          	subw	a5,s9,a4
    800047a8:	413b06bb          	subw	a3,s6,s3
    800047ac:	8d3e                	mv	s10,a5
    800047ae:	2781                	sext.w	a5,a5
    800047b0:	0006861b          	sext.w	a2,a3
    800047b4:	f8f674e3          	bgeu	a2,a5,8000473c <writei+0x4c>
    800047b8:	8d36                	mv	s10,a3
    800047ba:	b749                	j	8000473c <writei+0x4c>
      brelse(b);
    800047bc:	8526                	mv	a0,s1
    800047be:	fffff097          	auipc	ra,0xfffff
    800047c2:	f06080e7          	jalr	-250(ra) # 800036c4 <brelse>
  if (off > ip->size)
    800047c6:	044aa783          	lw	a5,68(s5)
    800047ca:	0127f463          	bgeu	a5,s2,800047d2 <writei+0xe2>
    ip->size = off;
    800047ce:	052aa223          	sw	s2,68(s5)
  iupdate(ip);
    800047d2:	8556                	mv	a0,s5
    800047d4:	00000097          	auipc	ra,0x0
    800047d8:	aae080e7          	jalr	-1362(ra) # 80004282 <iupdate>
  return done;
    800047dc:	0009851b          	sext.w	a0,s3
}
    800047e0:	70a6                	ld	ra,104(sp)
    800047e2:	7406                	ld	s0,96(sp)
    800047e4:	64e6                	ld	s1,88(sp)
    800047e6:	6946                	ld	s2,80(sp)
    800047e8:	69a6                	ld	s3,72(sp)
    800047ea:	6a06                	ld	s4,64(sp)
    800047ec:	7ae2                	ld	s5,56(sp)
    800047ee:	7b42                	ld	s6,48(sp)
    800047f0:	7ba2                	ld	s7,40(sp)
    800047f2:	7c02                	ld	s8,32(sp)
    800047f4:	6ce2                	ld	s9,24(sp)
    800047f6:	6d42                	ld	s10,16(sp)
    800047f8:	6da2                	ld	s11,8(sp)
    800047fa:	6165                	add	sp,sp,112
    800047fc:	8082                	ret
  uint done = 0;
    800047fe:	89da                	mv	s3,s6
    80004800:	bfc9                	j	800047d2 <writei+0xe2>
    return -1;
    80004802:	557d                	li	a0,-1
}
    80004804:	8082                	ret
    return -1;
    80004806:	557d                	li	a0,-1
    80004808:	bfe1                	j	800047e0 <writei+0xf0>
    return -1;
    8000480a:	557d                	li	a0,-1
    8000480c:	bfd1                	j	800047e0 <writei+0xf0>

000000008000480e <namecmp>:
{
    8000480e:	1141                	add	sp,sp,-16
    80004810:	e406                	sd	ra,8(sp)
    80004812:	e022                	sd	s0,0(sp)
    80004814:	0800                	add	s0,sp,16
  return strncmp(s, t, DIRSIZ);
    80004816:	4639                	li	a2,14
    80004818:	ffffc097          	auipc	ra,0xffffc
    8000481c:	d02080e7          	jalr	-766(ra) # 8000051a <strncmp>
}
    80004820:	60a2                	ld	ra,8(sp)
    80004822:	6402                	ld	s0,0(sp)
    80004824:	0141                	add	sp,sp,16
    80004826:	8082                	ret

0000000080004828 <dirlookup>:
{
    80004828:	7139                	add	sp,sp,-64
    8000482a:	fc06                	sd	ra,56(sp)
    8000482c:	f822                	sd	s0,48(sp)
    8000482e:	f426                	sd	s1,40(sp)
    80004830:	f04a                	sd	s2,32(sp)
    80004832:	ec4e                	sd	s3,24(sp)
    80004834:	e852                	sd	s4,16(sp)
    80004836:	0080                	add	s0,sp,64
  if (dp->type != T_DIR)
    80004838:	03c51703          	lh	a4,60(a0)
    8000483c:	4785                	li	a5,1
    8000483e:	00f71a63          	bne	a4,a5,80004852 <dirlookup+0x2a>
    80004842:	84aa                	mv	s1,a0
    80004844:	8a2e                	mv	s4,a1
    80004846:	89b2                	mv	s3,a2
  for (uint off = 0; off < dp->size; off += sizeof(de)) {
    80004848:	417c                	lw	a5,68(a0)
    8000484a:	4901                	li	s2,0
    8000484c:	e79d                	bnez	a5,8000487a <dirlookup+0x52>
  return 0;
    8000484e:	4501                	li	a0,0
    80004850:	a885                	j	800048c0 <dirlookup+0x98>
    panic("dirlookup: not a directory");
    80004852:	00004517          	auipc	a0,0x4
    80004856:	12650513          	add	a0,a0,294 # 80008978 <syscalls+0x468>
    8000485a:	ffffc097          	auipc	ra,0xffffc
    8000485e:	0c2080e7          	jalr	194(ra) # 8000091c <panic>
      panic("dirlookup: short directory read");
    80004862:	00004517          	auipc	a0,0x4
    80004866:	13650513          	add	a0,a0,310 # 80008998 <syscalls+0x488>
    8000486a:	ffffc097          	auipc	ra,0xffffc
    8000486e:	0b2080e7          	jalr	178(ra) # 8000091c <panic>
  for (uint off = 0; off < dp->size; off += sizeof(de)) {
    80004872:	2941                	addw	s2,s2,16
    80004874:	40fc                	lw	a5,68(s1)
    80004876:	04f97d63          	bgeu	s2,a5,800048d0 <dirlookup+0xa8>
    if (readi(dp, 0, (uint64)&de, off, sizeof(de)) != sizeof(de))
    8000487a:	4741                	li	a4,16
    8000487c:	86ca                	mv	a3,s2
    8000487e:	fc040613          	add	a2,s0,-64
    80004882:	4581                	li	a1,0
    80004884:	8526                	mv	a0,s1
    80004886:	00000097          	auipc	ra,0x0
    8000488a:	d76080e7          	jalr	-650(ra) # 800045fc <readi>
    8000488e:	47c1                	li	a5,16
    80004890:	fcf519e3          	bne	a0,a5,80004862 <dirlookup+0x3a>
    if (de.inum == 0 || namecmp(name, de.name) != 0)
    80004894:	fc045783          	lhu	a5,-64(s0)
    80004898:	dfe9                	beqz	a5,80004872 <dirlookup+0x4a>
    8000489a:	fc240593          	add	a1,s0,-62
    8000489e:	8552                	mv	a0,s4
    800048a0:	00000097          	auipc	ra,0x0
    800048a4:	f6e080e7          	jalr	-146(ra) # 8000480e <namecmp>
    800048a8:	f569                	bnez	a0,80004872 <dirlookup+0x4a>
    if (poff)
    800048aa:	00098463          	beqz	s3,800048b2 <dirlookup+0x8a>
      *poff = off;
    800048ae:	0129a023          	sw	s2,0(s3)
    return iget(dp->dev, de.inum);
    800048b2:	fc045583          	lhu	a1,-64(s0)
    800048b6:	4088                	lw	a0,0(s1)
    800048b8:	fffff097          	auipc	ra,0xfffff
    800048bc:	78a080e7          	jalr	1930(ra) # 80004042 <iget>
}
    800048c0:	70e2                	ld	ra,56(sp)
    800048c2:	7442                	ld	s0,48(sp)
    800048c4:	74a2                	ld	s1,40(sp)
    800048c6:	7902                	ld	s2,32(sp)
    800048c8:	69e2                	ld	s3,24(sp)
    800048ca:	6a42                	ld	s4,16(sp)
    800048cc:	6121                	add	sp,sp,64
    800048ce:	8082                	ret
  return 0;
    800048d0:	4501                	li	a0,0
    800048d2:	b7fd                	j	800048c0 <dirlookup+0x98>

00000000800048d4 <dirlink>:
{
    800048d4:	7139                	add	sp,sp,-64
    800048d6:	fc06                	sd	ra,56(sp)
    800048d8:	f822                	sd	s0,48(sp)
    800048da:	f426                	sd	s1,40(sp)
    800048dc:	f04a                	sd	s2,32(sp)
    800048de:	ec4e                	sd	s3,24(sp)
    800048e0:	e852                	sd	s4,16(sp)
    800048e2:	0080                	add	s0,sp,64
    800048e4:	892a                	mv	s2,a0
    800048e6:	8a2e                	mv	s4,a1
    800048e8:	89b2                	mv	s3,a2
  if ((clash = dirlookup(dp, name, 0)) != 0) {
    800048ea:	4601                	li	a2,0
    800048ec:	00000097          	auipc	ra,0x0
    800048f0:	f3c080e7          	jalr	-196(ra) # 80004828 <dirlookup>
    800048f4:	e159                	bnez	a0,8000497a <dirlink+0xa6>
  for (off = 0; off < dp->size; off += sizeof(de)) {
    800048f6:	04492483          	lw	s1,68(s2)
    800048fa:	c49d                	beqz	s1,80004928 <dirlink+0x54>
    800048fc:	4481                	li	s1,0
    if (readi(dp, 0, (uint64)&de, off, sizeof(de)) != sizeof(de))
    800048fe:	4741                	li	a4,16
    80004900:	86a6                	mv	a3,s1
    80004902:	fc040613          	add	a2,s0,-64
    80004906:	4581                	li	a1,0
    80004908:	854a                	mv	a0,s2
    8000490a:	00000097          	auipc	ra,0x0
    8000490e:	cf2080e7          	jalr	-782(ra) # 800045fc <readi>
    80004912:	47c1                	li	a5,16
    80004914:	06f51963          	bne	a0,a5,80004986 <dirlink+0xb2>
    if (de.inum == 0)
    80004918:	fc045783          	lhu	a5,-64(s0)
    8000491c:	c791                	beqz	a5,80004928 <dirlink+0x54>
  for (off = 0; off < dp->size; off += sizeof(de)) {
    8000491e:	24c1                	addw	s1,s1,16
    80004920:	04492783          	lw	a5,68(s2)
    80004924:	fcf4ede3          	bltu	s1,a5,800048fe <dirlink+0x2a>
  memset(&de, 0, sizeof(de));
    80004928:	4641                	li	a2,16
    8000492a:	4581                	li	a1,0
    8000492c:	fc040513          	add	a0,s0,-64
    80004930:	ffffc097          	auipc	ra,0xffffc
    80004934:	b1c080e7          	jalr	-1252(ra) # 8000044c <memset>
  strncpy(de.name, name, DIRSIZ);
    80004938:	4639                	li	a2,14
    8000493a:	85d2                	mv	a1,s4
    8000493c:	fc240513          	add	a0,s0,-62
    80004940:	ffffc097          	auipc	ra,0xffffc
    80004944:	c16080e7          	jalr	-1002(ra) # 80000556 <strncpy>
  de.inum = inum;
    80004948:	fd341023          	sh	s3,-64(s0)
  if (writei(dp, 0, (uint64)&de, off, sizeof(de)) != sizeof(de))
    8000494c:	4741                	li	a4,16
    8000494e:	86a6                	mv	a3,s1
    80004950:	fc040613          	add	a2,s0,-64
    80004954:	4581                	li	a1,0
    80004956:	854a                	mv	a0,s2
    80004958:	00000097          	auipc	ra,0x0
    8000495c:	d98080e7          	jalr	-616(ra) # 800046f0 <writei>
    80004960:	1541                	add	a0,a0,-16
    80004962:	00a03533          	snez	a0,a0
    80004966:	40a00533          	neg	a0,a0
}
    8000496a:	70e2                	ld	ra,56(sp)
    8000496c:	7442                	ld	s0,48(sp)
    8000496e:	74a2                	ld	s1,40(sp)
    80004970:	7902                	ld	s2,32(sp)
    80004972:	69e2                	ld	s3,24(sp)
    80004974:	6a42                	ld	s4,16(sp)
    80004976:	6121                	add	sp,sp,64
    80004978:	8082                	ret
    iput(clash);
    8000497a:	00000097          	auipc	ra,0x0
    8000497e:	b88080e7          	jalr	-1144(ra) # 80004502 <iput>
    return -1;
    80004982:	557d                	li	a0,-1
    80004984:	b7dd                	j	8000496a <dirlink+0x96>
      panic("dirlink: short directory read");
    80004986:	00004517          	auipc	a0,0x4
    8000498a:	03250513          	add	a0,a0,50 # 800089b8 <syscalls+0x4a8>
    8000498e:	ffffc097          	auipc	ra,0xffffc
    80004992:	f8e080e7          	jalr	-114(ra) # 8000091c <panic>

0000000080004996 <namex>:
// some element is missing or not a directory.  Caller holds no inode
// lock (each directory is locked in turn), inside a transaction since
// iput may write; may sleep.
struct inode *
namex(char *path, int nameiparent, char *name)
{
    80004996:	7139                	add	sp,sp,-64
    80004998:	fc06                	sd	ra,56(sp)
    8000499a:	f822                	sd	s0,48(sp)
    8000499c:	f426                	sd	s1,40(sp)
    8000499e:	f04a                	sd	s2,32(sp)
    800049a0:	ec4e                	sd	s3,24(sp)
    800049a2:	e852                	sd	s4,16(sp)
    800049a4:	e456                	sd	s5,8(sp)
    800049a6:	e05a                	sd	s6,0(sp)
    800049a8:	0080                	add	s0,sp,64
    800049aa:	84aa                	mv	s1,a0
    800049ac:	8aae                	mv	s5,a1
    800049ae:	8a32                	mv	s4,a2
  struct inode *ip, *next;

  if (*path == '/')
    800049b0:	00054703          	lbu	a4,0(a0)
    800049b4:	02f00793          	li	a5,47
    800049b8:	00f70f63          	beq	a4,a5,800049d6 <namex+0x40>
    ip = iget(ROOTDEV, ROOTINO);
  else
    ip = idup(myproc()->cwd);
    800049bc:	ffffd097          	auipc	ra,0xffffd
    800049c0:	fc8080e7          	jalr	-56(ra) # 80001984 <myproc>
    800049c4:	15053503          	ld	a0,336(a0)
    800049c8:	00000097          	auipc	ra,0x0
    800049cc:	948080e7          	jalr	-1720(ra) # 80004310 <idup>
    800049d0:	892a                	mv	s2,a0

  while ((path = nextelem(path, name)) != 0) {
    ilock(ip);
    if (ip->type != T_DIR) {
    800049d2:	4b05                	li	s6,1
    800049d4:	a891                	j	80004a28 <namex+0x92>
    ip = iget(ROOTDEV, ROOTINO);
    800049d6:	4585                	li	a1,1
    800049d8:	4505                	li	a0,1
    800049da:	fffff097          	auipc	ra,0xfffff
    800049de:	668080e7          	jalr	1640(ra) # 80004042 <iget>
    800049e2:	892a                	mv	s2,a0
    800049e4:	b7fd                	j	800049d2 <namex+0x3c>
      iunlockput(ip);
    800049e6:	854a                	mv	a0,s2
    800049e8:	00000097          	auipc	ra,0x0
    800049ec:	bc2080e7          	jalr	-1086(ra) # 800045aa <iunlockput>
      return 0;
    800049f0:	4901                	li	s2,0
    // The path had no last element ("/" or ""): it has no parent.
    iput(ip);
    return 0;
  }
  return ip;
}
    800049f2:	854a                	mv	a0,s2
    800049f4:	70e2                	ld	ra,56(sp)
    800049f6:	7442                	ld	s0,48(sp)
    800049f8:	74a2                	ld	s1,40(sp)
    800049fa:	7902                	ld	s2,32(sp)
    800049fc:	69e2                	ld	s3,24(sp)
    800049fe:	6a42                	ld	s4,16(sp)
    80004a00:	6aa2                	ld	s5,8(sp)
    80004a02:	6b02                	ld	s6,0(sp)
    80004a04:	6121                	add	sp,sp,64
    80004a06:	8082                	ret
    next = dirlookup(ip, name, 0);
    80004a08:	4601                	li	a2,0
    80004a0a:	85d2                	mv	a1,s4
    80004a0c:	854a                	mv	a0,s2
    80004a0e:	00000097          	auipc	ra,0x0
    80004a12:	e1a080e7          	jalr	-486(ra) # 80004828 <dirlookup>
    80004a16:	89aa                	mv	s3,a0
    iunlockput(ip);
    80004a18:	854a                	mv	a0,s2
    80004a1a:	00000097          	auipc	ra,0x0
    80004a1e:	b90080e7          	jalr	-1136(ra) # 800045aa <iunlockput>
    if (next == 0)
    80004a22:	04098863          	beqz	s3,80004a72 <namex+0xdc>
    ip = next;
    80004a26:	894e                	mv	s2,s3
  while ((path = nextelem(path, name)) != 0) {
    80004a28:	85d2                	mv	a1,s4
    80004a2a:	8526                	mv	a0,s1
    80004a2c:	fffff097          	auipc	ra,0xfffff
    80004a30:	28a080e7          	jalr	650(ra) # 80003cb6 <nextelem>
    80004a34:	84aa                	mv	s1,a0
    80004a36:	c50d                	beqz	a0,80004a60 <namex+0xca>
    ilock(ip);
    80004a38:	854a                	mv	a0,s2
    80004a3a:	00000097          	auipc	ra,0x0
    80004a3e:	914080e7          	jalr	-1772(ra) # 8000434e <ilock>
    if (ip->type != T_DIR) {
    80004a42:	03c91783          	lh	a5,60(s2)
    80004a46:	fb6790e3          	bne	a5,s6,800049e6 <namex+0x50>
    if (nameiparent && *path == 0) {
    80004a4a:	fa0a8fe3          	beqz	s5,80004a08 <namex+0x72>
    80004a4e:	0004c783          	lbu	a5,0(s1)
    80004a52:	fbdd                	bnez	a5,80004a08 <namex+0x72>
      iunlock(ip);
    80004a54:	854a                	mv	a0,s2
    80004a56:	00000097          	auipc	ra,0x0
    80004a5a:	9ba080e7          	jalr	-1606(ra) # 80004410 <iunlock>
      return ip;
    80004a5e:	bf51                	j	800049f2 <namex+0x5c>
  if (nameiparent) {
    80004a60:	f80a89e3          	beqz	s5,800049f2 <namex+0x5c>
    iput(ip);
    80004a64:	854a                	mv	a0,s2
    80004a66:	00000097          	auipc	ra,0x0
    80004a6a:	a9c080e7          	jalr	-1380(ra) # 80004502 <iput>
    return 0;
    80004a6e:	8926                	mv	s2,s1
    80004a70:	b749                	j	800049f2 <namex+0x5c>
      return 0;
    80004a72:	894e                	mv	s2,s3
    80004a74:	bfbd                	j	800049f2 <namex+0x5c>

0000000080004a76 <namei>:

// See namex; same conditions.
struct inode *
namei(char *path)
{
    80004a76:	1101                	add	sp,sp,-32
    80004a78:	ec06                	sd	ra,24(sp)
    80004a7a:	e822                	sd	s0,16(sp)
    80004a7c:	1000                	add	s0,sp,32
  char name[DIRSIZ];
  return namex(path, 0, name);
    80004a7e:	fe040613          	add	a2,s0,-32
    80004a82:	4581                	li	a1,0
    80004a84:	00000097          	auipc	ra,0x0
    80004a88:	f12080e7          	jalr	-238(ra) # 80004996 <namex>
}
    80004a8c:	60e2                	ld	ra,24(sp)
    80004a8e:	6442                	ld	s0,16(sp)
    80004a90:	6105                	add	sp,sp,32
    80004a92:	8082                	ret

0000000080004a94 <nameiparent>:

// See namex; same conditions.
struct inode *
nameiparent(char *path, char *name)
{
    80004a94:	1141                	add	sp,sp,-16
    80004a96:	e406                	sd	ra,8(sp)
    80004a98:	e022                	sd	s0,0(sp)
    80004a9a:	0800                	add	s0,sp,16
    80004a9c:	862e                	mv	a2,a1
  return namex(path, 1, name);
    80004a9e:	4585                	li	a1,1
    80004aa0:	00000097          	auipc	ra,0x0
    80004aa4:	ef6080e7          	jalr	-266(ra) # 80004996 <namex>
}
    80004aa8:	60a2                	ld	ra,8(sp)
    80004aaa:	6402                	ld	s0,0(sp)
    80004aac:	0141                	add	sp,sp,16
    80004aae:	8082                	ret

0000000080004ab0 <devsw_of>:
}

// The device switch entry for a device file, or 0 if there is none.
static struct devsw *
devsw_of(struct file *f)
{
    80004ab0:	1141                	add	sp,sp,-16
    80004ab2:	e422                	sd	s0,8(sp)
    80004ab4:	0800                	add	s0,sp,16
  if (f->major < 0 || f->major >= NDEV)
    80004ab6:	02451503          	lh	a0,36(a0)
    80004aba:	03051713          	sll	a4,a0,0x30
    80004abe:	9341                	srl	a4,a4,0x30
    80004ac0:	47a5                	li	a5,9
    80004ac2:	00e7eb63          	bltu	a5,a4,80004ad8 <devsw_of+0x28>
    return 0;
  return &devsw[f->major];
    80004ac6:	0512                	sll	a0,a0,0x4
    80004ac8:	0001c797          	auipc	a5,0x1c
    80004acc:	09878793          	add	a5,a5,152 # 80020b60 <devsw>
    80004ad0:	953e                	add	a0,a0,a5
}
    80004ad2:	6422                	ld	s0,8(sp)
    80004ad4:	0141                	add	sp,sp,16
    80004ad6:	8082                	ret
    return 0;
    80004ad8:	4501                	li	a0,0
    80004ada:	bfe5                	j	80004ad2 <devsw_of+0x22>

0000000080004adc <write_inode>:

// Write n bytes from user address addr to an inode, one transaction
// per chunk.  Caller holds no lock; may sleep.
static int
write_inode(struct file *f, uint64 addr, int n)
{
    80004adc:	715d                	add	sp,sp,-80
    80004ade:	e486                	sd	ra,72(sp)
    80004ae0:	e0a2                	sd	s0,64(sp)
    80004ae2:	fc26                	sd	s1,56(sp)
    80004ae4:	f84a                	sd	s2,48(sp)
    80004ae6:	f44e                	sd	s3,40(sp)
    80004ae8:	f052                	sd	s4,32(sp)
    80004aea:	ec56                	sd	s5,24(sp)
    80004aec:	e85a                	sd	s6,16(sp)
    80004aee:	e45e                	sd	s7,8(sp)
    80004af0:	e062                	sd	s8,0(sp)
    80004af2:	0880                	add	s0,sp,80
    80004af4:	8a32                	mv	s4,a2
  // and two for unaligned ends; every data block may also dirty a
  // bitmap block, so only half of what is left can be data.
  int chunk = ((MAXOPBLOCKS - 1 - 1 - 2) / 2) * BSIZE;
  int done = 0;

  while (done < n) {
    80004af6:	08c05463          	blez	a2,80004b7e <write_inode+0xa2>
    80004afa:	892a                	mv	s2,a0
    80004afc:	8b2e                	mv	s6,a1
  int done = 0;
    80004afe:	4981                	li	s3,0
    int len = n - done;
    if (len > chunk)
    80004b00:	6b85                	lui	s7,0x1
    80004b02:	c00b8b93          	add	s7,s7,-1024 # c00 <_entry-0x7ffff400>
    80004b06:	6c05                	lui	s8,0x1
    80004b08:	c00c0c1b          	addw	s8,s8,-1024 # c00 <_entry-0x7ffff400>
    80004b0c:	a08d                	j	80004b6e <write_inode+0x92>
    80004b0e:	00048a9b          	sext.w	s5,s1
      len = chunk;

    begin_op();
    80004b12:	fffff097          	auipc	ra,0xfffff
    80004b16:	fe4080e7          	jalr	-28(ra) # 80003af6 <begin_op>
    ilock(f->ip);
    80004b1a:	01893503          	ld	a0,24(s2)
    80004b1e:	00000097          	auipc	ra,0x0
    80004b22:	830080e7          	jalr	-2000(ra) # 8000434e <ilock>
    int r = writei(f->ip, 1, addr + done, f->off, len);
    80004b26:	8756                	mv	a4,s5
    80004b28:	02092683          	lw	a3,32(s2)
    80004b2c:	01698633          	add	a2,s3,s6
    80004b30:	4585                	li	a1,1
    80004b32:	01893503          	ld	a0,24(s2)
    80004b36:	00000097          	auipc	ra,0x0
    80004b3a:	bba080e7          	jalr	-1094(ra) # 800046f0 <writei>
    80004b3e:	84aa                	mv	s1,a0
    if (r > 0)
    80004b40:	00a05763          	blez	a0,80004b4e <write_inode+0x72>
      f->off += r;
    80004b44:	02092783          	lw	a5,32(s2)
    80004b48:	9fa9                	addw	a5,a5,a0
    80004b4a:	02f92023          	sw	a5,32(s2)
    iunlock(f->ip);
    80004b4e:	01893503          	ld	a0,24(s2)
    80004b52:	00000097          	auipc	ra,0x0
    80004b56:	8be080e7          	jalr	-1858(ra) # 80004410 <iunlock>
    end_op();
    80004b5a:	fffff097          	auipc	ra,0xfffff
    80004b5e:	ffa080e7          	jalr	-6(ra) # 80003b54 <end_op>

    if (r != len)
    80004b62:	009a9f63          	bne	s5,s1,80004b80 <write_inode+0xa4>
      break;   // disk full or bad user address
    done += r;
    80004b66:	013489bb          	addw	s3,s1,s3
  while (done < n) {
    80004b6a:	0149db63          	bge	s3,s4,80004b80 <write_inode+0xa4>
    int len = n - done;
    80004b6e:	413a04bb          	subw	s1,s4,s3
    if (len > chunk)
    80004b72:	0004879b          	sext.w	a5,s1
    80004b76:	f8fbdce3          	bge	s7,a5,80004b0e <write_inode+0x32>
    80004b7a:	84e2                	mv	s1,s8
    80004b7c:	bf49                	j	80004b0e <write_inode+0x32>
  int done = 0;
    80004b7e:	4981                	li	s3,0
  }
  return done == n ? n : -1;
    80004b80:	013a1f63          	bne	s4,s3,80004b9e <write_inode+0xc2>
    80004b84:	8552                	mv	a0,s4
}
    80004b86:	60a6                	ld	ra,72(sp)
    80004b88:	6406                	ld	s0,64(sp)
    80004b8a:	74e2                	ld	s1,56(sp)
    80004b8c:	7942                	ld	s2,48(sp)
    80004b8e:	79a2                	ld	s3,40(sp)
    80004b90:	7a02                	ld	s4,32(sp)
    80004b92:	6ae2                	ld	s5,24(sp)
    80004b94:	6b42                	ld	s6,16(sp)
    80004b96:	6ba2                	ld	s7,8(sp)
    80004b98:	6c02                	ld	s8,0(sp)
    80004b9a:	6161                	add	sp,sp,80
    80004b9c:	8082                	ret
  return done == n ? n : -1;
    80004b9e:	557d                	li	a0,-1
    80004ba0:	b7dd                	j	80004b86 <write_inode+0xaa>

0000000080004ba2 <fileinit>:
{
    80004ba2:	1141                	add	sp,sp,-16
    80004ba4:	e406                	sd	ra,8(sp)
    80004ba6:	e022                	sd	s0,0(sp)
    80004ba8:	0800                	add	s0,sp,16
  initlock(&ftable.lock, "ftable");
    80004baa:	00004597          	auipc	a1,0x4
    80004bae:	e2e58593          	add	a1,a1,-466 # 800089d8 <syscalls+0x4c8>
    80004bb2:	0001c517          	auipc	a0,0x1c
    80004bb6:	04e50513          	add	a0,a0,78 # 80020c00 <ftable>
    80004bba:	ffffb097          	auipc	ra,0xffffb
    80004bbe:	60a080e7          	jalr	1546(ra) # 800001c4 <initlock>
}
    80004bc2:	60a2                	ld	ra,8(sp)
    80004bc4:	6402                	ld	s0,0(sp)
    80004bc6:	0141                	add	sp,sp,16
    80004bc8:	8082                	ret

0000000080004bca <filealloc>:
{
    80004bca:	1101                	add	sp,sp,-32
    80004bcc:	ec06                	sd	ra,24(sp)
    80004bce:	e822                	sd	s0,16(sp)
    80004bd0:	e426                	sd	s1,8(sp)
    80004bd2:	1000                	add	s0,sp,32
  acquire(&ftable.lock);
    80004bd4:	0001c517          	auipc	a0,0x1c
    80004bd8:	02c50513          	add	a0,a0,44 # 80020c00 <ftable>
    80004bdc:	ffffb097          	auipc	ra,0xffffb
    80004be0:	664080e7          	jalr	1636(ra) # 80000240 <acquire>
  for (struct file *f = ftable.file; f < ftable.file + NFILE; f++) {
    80004be4:	0001c497          	auipc	s1,0x1c
    80004be8:	03448493          	add	s1,s1,52 # 80020c18 <ftable+0x18>
    80004bec:	0001d717          	auipc	a4,0x1d
    80004bf0:	fcc70713          	add	a4,a4,-52 # 80021bb8 <end>
    if (f->ref == 0) {
    80004bf4:	40dc                	lw	a5,4(s1)
    80004bf6:	cf99                	beqz	a5,80004c14 <filealloc+0x4a>
  for (struct file *f = ftable.file; f < ftable.file + NFILE; f++) {
    80004bf8:	02848493          	add	s1,s1,40
    80004bfc:	fee49ce3          	bne	s1,a4,80004bf4 <filealloc+0x2a>
  release(&ftable.lock);
    80004c00:	0001c517          	auipc	a0,0x1c
    80004c04:	00050513          	mv	a0,a0
    80004c08:	ffffb097          	auipc	ra,0xffffb
    80004c0c:	6ec080e7          	jalr	1772(ra) # 800002f4 <release>
  return 0;
    80004c10:	4481                	li	s1,0
    80004c12:	a819                	j	80004c28 <filealloc+0x5e>
      f->ref = 1;
    80004c14:	4785                	li	a5,1
    80004c16:	c0dc                	sw	a5,4(s1)
      release(&ftable.lock);
    80004c18:	0001c517          	auipc	a0,0x1c
    80004c1c:	fe850513          	add	a0,a0,-24 # 80020c00 <ftable>
    80004c20:	ffffb097          	auipc	ra,0xffffb
    80004c24:	6d4080e7          	jalr	1748(ra) # 800002f4 <release>
}
    80004c28:	8526                	mv	a0,s1
    80004c2a:	60e2                	ld	ra,24(sp)
    80004c2c:	6442                	ld	s0,16(sp)
    80004c2e:	64a2                	ld	s1,8(sp)
    80004c30:	6105                	add	sp,sp,32
    80004c32:	8082                	ret

0000000080004c34 <filedup>:
{
    80004c34:	1101                	add	sp,sp,-32
    80004c36:	ec06                	sd	ra,24(sp)
    80004c38:	e822                	sd	s0,16(sp)
    80004c3a:	e426                	sd	s1,8(sp)
    80004c3c:	1000                	add	s0,sp,32
    80004c3e:	84aa                	mv	s1,a0
  acquire(&ftable.lock);
    80004c40:	0001c517          	auipc	a0,0x1c
    80004c44:	fc050513          	add	a0,a0,-64 # 80020c00 <ftable>
    80004c48:	ffffb097          	auipc	ra,0xffffb
    80004c4c:	5f8080e7          	jalr	1528(ra) # 80000240 <acquire>
  if (f->ref < 1)
    80004c50:	40dc                	lw	a5,4(s1)
    80004c52:	02f05263          	blez	a5,80004c76 <filedup+0x42>
  f->ref++;
    80004c56:	2785                	addw	a5,a5,1
    80004c58:	c0dc                	sw	a5,4(s1)
  release(&ftable.lock);
    80004c5a:	0001c517          	auipc	a0,0x1c
    80004c5e:	fa650513          	add	a0,a0,-90 # 80020c00 <ftable>
    80004c62:	ffffb097          	auipc	ra,0xffffb
    80004c66:	692080e7          	jalr	1682(ra) # 800002f4 <release>
}
    80004c6a:	8526                	mv	a0,s1
    80004c6c:	60e2                	ld	ra,24(sp)
    80004c6e:	6442                	ld	s0,16(sp)
    80004c70:	64a2                	ld	s1,8(sp)
    80004c72:	6105                	add	sp,sp,32
    80004c74:	8082                	ret
    panic("filedup: file not open");
    80004c76:	00004517          	auipc	a0,0x4
    80004c7a:	d6a50513          	add	a0,a0,-662 # 800089e0 <syscalls+0x4d0>
    80004c7e:	ffffc097          	auipc	ra,0xffffc
    80004c82:	c9e080e7          	jalr	-866(ra) # 8000091c <panic>

0000000080004c86 <fileclose>:
{
    80004c86:	7139                	add	sp,sp,-64
    80004c88:	fc06                	sd	ra,56(sp)
    80004c8a:	f822                	sd	s0,48(sp)
    80004c8c:	f426                	sd	s1,40(sp)
    80004c8e:	f04a                	sd	s2,32(sp)
    80004c90:	ec4e                	sd	s3,24(sp)
    80004c92:	e852                	sd	s4,16(sp)
    80004c94:	e456                	sd	s5,8(sp)
    80004c96:	0080                	add	s0,sp,64
    80004c98:	84aa                	mv	s1,a0
  acquire(&ftable.lock);
    80004c9a:	0001c517          	auipc	a0,0x1c
    80004c9e:	f6650513          	add	a0,a0,-154 # 80020c00 <ftable>
    80004ca2:	ffffb097          	auipc	ra,0xffffb
    80004ca6:	59e080e7          	jalr	1438(ra) # 80000240 <acquire>
  if (f->ref < 1)
    80004caa:	40dc                	lw	a5,4(s1)
    80004cac:	04f05f63          	blez	a5,80004d0a <fileclose+0x84>
  if (--f->ref > 0) {
    80004cb0:	37fd                	addw	a5,a5,-1
    80004cb2:	0007871b          	sext.w	a4,a5
    80004cb6:	c0dc                	sw	a5,4(s1)
    80004cb8:	06e04163          	bgtz	a4,80004d1a <fileclose+0x94>
  last = *f;
    80004cbc:	0004a903          	lw	s2,0(s1)
    80004cc0:	0094ca83          	lbu	s5,9(s1)
    80004cc4:	0104ba03          	ld	s4,16(s1)
    80004cc8:	0184b983          	ld	s3,24(s1)
  f->type = FD_NONE;
    80004ccc:	0004a023          	sw	zero,0(s1)
  release(&ftable.lock);
    80004cd0:	0001c517          	auipc	a0,0x1c
    80004cd4:	f3050513          	add	a0,a0,-208 # 80020c00 <ftable>
    80004cd8:	ffffb097          	auipc	ra,0xffffb
    80004cdc:	61c080e7          	jalr	1564(ra) # 800002f4 <release>
  if (last.type == FD_PIPE) {
    80004ce0:	4785                	li	a5,1
    80004ce2:	04f90d63          	beq	s2,a5,80004d3c <fileclose+0xb6>
  } else if (last.type == FD_INODE || last.type == FD_DEVICE) {
    80004ce6:	3979                	addw	s2,s2,-2
    80004ce8:	4785                	li	a5,1
    80004cea:	0527e063          	bltu	a5,s2,80004d2a <fileclose+0xa4>
    begin_op();
    80004cee:	fffff097          	auipc	ra,0xfffff
    80004cf2:	e08080e7          	jalr	-504(ra) # 80003af6 <begin_op>
    iput(last.ip);
    80004cf6:	854e                	mv	a0,s3
    80004cf8:	00000097          	auipc	ra,0x0
    80004cfc:	80a080e7          	jalr	-2038(ra) # 80004502 <iput>
    end_op();
    80004d00:	fffff097          	auipc	ra,0xfffff
    80004d04:	e54080e7          	jalr	-428(ra) # 80003b54 <end_op>
    80004d08:	a00d                	j	80004d2a <fileclose+0xa4>
    panic("fileclose: file not open");
    80004d0a:	00004517          	auipc	a0,0x4
    80004d0e:	cee50513          	add	a0,a0,-786 # 800089f8 <syscalls+0x4e8>
    80004d12:	ffffc097          	auipc	ra,0xffffc
    80004d16:	c0a080e7          	jalr	-1014(ra) # 8000091c <panic>
    release(&ftable.lock);
    80004d1a:	0001c517          	auipc	a0,0x1c
    80004d1e:	ee650513          	add	a0,a0,-282 # 80020c00 <ftable>
    80004d22:	ffffb097          	auipc	ra,0xffffb
    80004d26:	5d2080e7          	jalr	1490(ra) # 800002f4 <release>
}
    80004d2a:	70e2                	ld	ra,56(sp)
    80004d2c:	7442                	ld	s0,48(sp)
    80004d2e:	74a2                	ld	s1,40(sp)
    80004d30:	7902                	ld	s2,32(sp)
    80004d32:	69e2                	ld	s3,24(sp)
    80004d34:	6a42                	ld	s4,16(sp)
    80004d36:	6aa2                	ld	s5,8(sp)
    80004d38:	6121                	add	sp,sp,64
    80004d3a:	8082                	ret
    pipeclose(last.pipe, last.writable);
    80004d3c:	85d6                	mv	a1,s5
    80004d3e:	8552                	mv	a0,s4
    80004d40:	00000097          	auipc	ra,0x0
    80004d44:	274080e7          	jalr	628(ra) # 80004fb4 <pipeclose>
    80004d48:	b7cd                	j	80004d2a <fileclose+0xa4>

0000000080004d4a <filestat>:
  if (f->type != FD_INODE && f->type != FD_DEVICE)
    80004d4a:	411c                	lw	a5,0(a0)
    80004d4c:	37f9                	addw	a5,a5,-2
    80004d4e:	4705                	li	a4,1
    80004d50:	06f76063          	bltu	a4,a5,80004db0 <filestat+0x66>
{
    80004d54:	7139                	add	sp,sp,-64
    80004d56:	fc06                	sd	ra,56(sp)
    80004d58:	f822                	sd	s0,48(sp)
    80004d5a:	f426                	sd	s1,40(sp)
    80004d5c:	f04a                	sd	s2,32(sp)
    80004d5e:	0080                	add	s0,sp,64
    80004d60:	84aa                	mv	s1,a0
    80004d62:	892e                	mv	s2,a1
  ilock(f->ip);
    80004d64:	6d08                	ld	a0,24(a0)
    80004d66:	fffff097          	auipc	ra,0xfffff
    80004d6a:	5e8080e7          	jalr	1512(ra) # 8000434e <ilock>
  stati(f->ip, &st);
    80004d6e:	fc840593          	add	a1,s0,-56
    80004d72:	6c88                	ld	a0,24(s1)
    80004d74:	00000097          	auipc	ra,0x0
    80004d78:	85e080e7          	jalr	-1954(ra) # 800045d2 <stati>
  iunlock(f->ip);
    80004d7c:	6c88                	ld	a0,24(s1)
    80004d7e:	fffff097          	auipc	ra,0xfffff
    80004d82:	692080e7          	jalr	1682(ra) # 80004410 <iunlock>
  if (copyout(myproc()->pagetable, addr, (char *)&st, sizeof(st)) < 0)
    80004d86:	ffffd097          	auipc	ra,0xffffd
    80004d8a:	bfe080e7          	jalr	-1026(ra) # 80001984 <myproc>
    80004d8e:	46e1                	li	a3,24
    80004d90:	fc840613          	add	a2,s0,-56
    80004d94:	85ca                	mv	a1,s2
    80004d96:	6928                	ld	a0,80(a0)
    80004d98:	ffffd097          	auipc	ra,0xffffd
    80004d9c:	8ac080e7          	jalr	-1876(ra) # 80001644 <copyout>
    80004da0:	41f5551b          	sraw	a0,a0,0x1f
}
    80004da4:	70e2                	ld	ra,56(sp)
    80004da6:	7442                	ld	s0,48(sp)
    80004da8:	74a2                	ld	s1,40(sp)
    80004daa:	7902                	ld	s2,32(sp)
    80004dac:	6121                	add	sp,sp,64
    80004dae:	8082                	ret
    return -1;
    80004db0:	557d                	li	a0,-1
}
    80004db2:	8082                	ret

0000000080004db4 <fileread>:
{
    80004db4:	7179                	add	sp,sp,-48
    80004db6:	f406                	sd	ra,40(sp)
    80004db8:	f022                	sd	s0,32(sp)
    80004dba:	ec26                	sd	s1,24(sp)
    80004dbc:	e84a                	sd	s2,16(sp)
    80004dbe:	e44e                	sd	s3,8(sp)
    80004dc0:	1800                	add	s0,sp,48
  if (!f->readable)
    80004dc2:	00854783          	lbu	a5,8(a0)
    80004dc6:	cbd9                	beqz	a5,80004e5c <fileread+0xa8>
    80004dc8:	84aa                	mv	s1,a0
    80004dca:	89ae                	mv	s3,a1
    80004dcc:	8932                	mv	s2,a2
  switch (f->type) {
    80004dce:	411c                	lw	a5,0(a0)
    80004dd0:	4709                	li	a4,2
    80004dd2:	04e78b63          	beq	a5,a4,80004e28 <fileread+0x74>
    80004dd6:	470d                	li	a4,3
    80004dd8:	02e78b63          	beq	a5,a4,80004e0e <fileread+0x5a>
    80004ddc:	4705                	li	a4,1
    80004dde:	00e78a63          	beq	a5,a4,80004df2 <fileread+0x3e>
    panic("fileread: bad file type");
    80004de2:	00004517          	auipc	a0,0x4
    80004de6:	c3650513          	add	a0,a0,-970 # 80008a18 <syscalls+0x508>
    80004dea:	ffffc097          	auipc	ra,0xffffc
    80004dee:	b32080e7          	jalr	-1230(ra) # 8000091c <panic>
    return piperead(f->pipe, addr, n);
    80004df2:	6908                	ld	a0,16(a0)
    80004df4:	00000097          	auipc	ra,0x0
    80004df8:	352080e7          	jalr	850(ra) # 80005146 <piperead>
    80004dfc:	892a                	mv	s2,a0
}
    80004dfe:	854a                	mv	a0,s2
    80004e00:	70a2                	ld	ra,40(sp)
    80004e02:	7402                	ld	s0,32(sp)
    80004e04:	64e2                	ld	s1,24(sp)
    80004e06:	6942                	ld	s2,16(sp)
    80004e08:	69a2                	ld	s3,8(sp)
    80004e0a:	6145                	add	sp,sp,48
    80004e0c:	8082                	ret
    if ((dev = devsw_of(f)) == 0 || dev->read == 0)
    80004e0e:	00000097          	auipc	ra,0x0
    80004e12:	ca2080e7          	jalr	-862(ra) # 80004ab0 <devsw_of>
    80004e16:	c529                	beqz	a0,80004e60 <fileread+0xac>
    80004e18:	611c                	ld	a5,0(a0)
    80004e1a:	c7a9                	beqz	a5,80004e64 <fileread+0xb0>
    return dev->read(1, addr, n);
    80004e1c:	864a                	mv	a2,s2
    80004e1e:	85ce                	mv	a1,s3
    80004e20:	4505                	li	a0,1
    80004e22:	9782                	jalr	a5
    80004e24:	892a                	mv	s2,a0
    80004e26:	bfe1                	j	80004dfe <fileread+0x4a>
    ilock(f->ip);
    80004e28:	6d08                	ld	a0,24(a0)
    80004e2a:	fffff097          	auipc	ra,0xfffff
    80004e2e:	524080e7          	jalr	1316(ra) # 8000434e <ilock>
    r = readi(f->ip, 1, addr, f->off, n);
    80004e32:	874a                	mv	a4,s2
    80004e34:	5094                	lw	a3,32(s1)
    80004e36:	864e                	mv	a2,s3
    80004e38:	4585                	li	a1,1
    80004e3a:	6c88                	ld	a0,24(s1)
    80004e3c:	fffff097          	auipc	ra,0xfffff
    80004e40:	7c0080e7          	jalr	1984(ra) # 800045fc <readi>
    80004e44:	892a                	mv	s2,a0
    if (r > 0)
    80004e46:	00a05563          	blez	a0,80004e50 <fileread+0x9c>
      f->off += r;
    80004e4a:	509c                	lw	a5,32(s1)
    80004e4c:	9fa9                	addw	a5,a5,a0
    80004e4e:	d09c                	sw	a5,32(s1)
    iunlock(f->ip);
    80004e50:	6c88                	ld	a0,24(s1)
    80004e52:	fffff097          	auipc	ra,0xfffff
    80004e56:	5be080e7          	jalr	1470(ra) # 80004410 <iunlock>
    return r;
    80004e5a:	b755                	j	80004dfe <fileread+0x4a>
    return -1;
    80004e5c:	597d                	li	s2,-1
    80004e5e:	b745                	j	80004dfe <fileread+0x4a>
      return -1;
    80004e60:	597d                	li	s2,-1
    80004e62:	bf71                	j	80004dfe <fileread+0x4a>
    80004e64:	597d                	li	s2,-1
    80004e66:	bf61                	j	80004dfe <fileread+0x4a>

0000000080004e68 <filewrite>:
int
filewrite(struct file *f, uint64 addr, int n)
{
  struct devsw *dev;

  if (!f->writable)
    80004e68:	00954783          	lbu	a5,9(a0)
    80004e6c:	c7bd                	beqz	a5,80004eda <filewrite+0x72>
{
    80004e6e:	1101                	add	sp,sp,-32
    80004e70:	ec06                	sd	ra,24(sp)
    80004e72:	e822                	sd	s0,16(sp)
    80004e74:	e426                	sd	s1,8(sp)
    80004e76:	e04a                	sd	s2,0(sp)
    80004e78:	1000                	add	s0,sp,32
    80004e7a:	892e                	mv	s2,a1
    80004e7c:	84b2                	mv	s1,a2
    return -1;

  switch (f->type) {
    80004e7e:	411c                	lw	a5,0(a0)
    80004e80:	4709                	li	a4,2
    80004e82:	04e78763          	beq	a5,a4,80004ed0 <filewrite+0x68>
    80004e86:	470d                	li	a4,3
    80004e88:	02e78863          	beq	a5,a4,80004eb8 <filewrite+0x50>
    80004e8c:	4705                	li	a4,1
    80004e8e:	00e78a63          	beq	a5,a4,80004ea2 <filewrite+0x3a>
      return -1;
    return dev->write(1, addr, n);
  case FD_INODE:
    return write_inode(f, addr, n);
  default:
    panic("filewrite: bad file type");
    80004e92:	00004517          	auipc	a0,0x4
    80004e96:	b9e50513          	add	a0,a0,-1122 # 80008a30 <syscalls+0x520>
    80004e9a:	ffffc097          	auipc	ra,0xffffc
    80004e9e:	a82080e7          	jalr	-1406(ra) # 8000091c <panic>
    return pipewrite(f->pipe, addr, n);
    80004ea2:	6908                	ld	a0,16(a0)
    80004ea4:	00000097          	auipc	ra,0x0
    80004ea8:	178080e7          	jalr	376(ra) # 8000501c <pipewrite>
  }
}
    80004eac:	60e2                	ld	ra,24(sp)
    80004eae:	6442                	ld	s0,16(sp)
    80004eb0:	64a2                	ld	s1,8(sp)
    80004eb2:	6902                	ld	s2,0(sp)
    80004eb4:	6105                	add	sp,sp,32
    80004eb6:	8082                	ret
    if ((dev = devsw_of(f)) == 0 || dev->write == 0)
    80004eb8:	00000097          	auipc	ra,0x0
    80004ebc:	bf8080e7          	jalr	-1032(ra) # 80004ab0 <devsw_of>
    80004ec0:	cd19                	beqz	a0,80004ede <filewrite+0x76>
    80004ec2:	651c                	ld	a5,8(a0)
    80004ec4:	cf99                	beqz	a5,80004ee2 <filewrite+0x7a>
    return dev->write(1, addr, n);
    80004ec6:	8626                	mv	a2,s1
    80004ec8:	85ca                	mv	a1,s2
    80004eca:	4505                	li	a0,1
    80004ecc:	9782                	jalr	a5
    80004ece:	bff9                	j	80004eac <filewrite+0x44>
    return write_inode(f, addr, n);
    80004ed0:	00000097          	auipc	ra,0x0
    80004ed4:	c0c080e7          	jalr	-1012(ra) # 80004adc <write_inode>
    80004ed8:	bfd1                	j	80004eac <filewrite+0x44>
    return -1;
    80004eda:	557d                	li	a0,-1
}
    80004edc:	8082                	ret
      return -1;
    80004ede:	557d                	li	a0,-1
    80004ee0:	b7f1                	j	80004eac <filewrite+0x44>
    80004ee2:	557d                	li	a0,-1
    80004ee4:	b7e1                	j	80004eac <filewrite+0x44>

0000000080004ee6 <pipealloc>:

// Caller holds no lock; does not sleep.  Returns -1 if out of memory
// or files, with nothing allocated.
int
pipealloc(struct file **rf, struct file **wf)
{
    80004ee6:	7179                	add	sp,sp,-48
    80004ee8:	f406                	sd	ra,40(sp)
    80004eea:	f022                	sd	s0,32(sp)
    80004eec:	ec26                	sd	s1,24(sp)
    80004eee:	e84a                	sd	s2,16(sp)
    80004ef0:	e44e                	sd	s3,8(sp)
    80004ef2:	1800                	add	s0,sp,48
    80004ef4:	892a                	mv	s2,a0
    80004ef6:	89ae                	mv	s3,a1
  struct pipe *pi = 0;

  *rf = filealloc();
    80004ef8:	00000097          	auipc	ra,0x0
    80004efc:	cd2080e7          	jalr	-814(ra) # 80004bca <filealloc>
    80004f00:	00a93023          	sd	a0,0(s2)
  *wf = filealloc();
    80004f04:	00000097          	auipc	ra,0x0
    80004f08:	cc6080e7          	jalr	-826(ra) # 80004bca <filealloc>
    80004f0c:	00a9b023          	sd	a0,0(s3)
  if (*rf == 0 || *wf == 0 || (pi = (struct pipe *)kalloc()) == 0) {
    80004f10:	00093783          	ld	a5,0(s2)
    80004f14:	c7c9                	beqz	a5,80004f9e <pipealloc+0xb8>
    80004f16:	cd3d                	beqz	a0,80004f94 <pipealloc+0xae>
    80004f18:	ffffc097          	auipc	ra,0xffffc
    80004f1c:	02e080e7          	jalr	46(ra) # 80000f46 <kalloc>
    80004f20:	84aa                	mv	s1,a0
    80004f22:	c535                	beqz	a0,80004f8e <pipealloc+0xa8>
    if (*wf)
      fileclose(*wf);
    return -1;
  }

  initlock(&pi->lock, "pipe");
    80004f24:	00004597          	auipc	a1,0x4
    80004f28:	b2c58593          	add	a1,a1,-1236 # 80008a50 <syscalls+0x540>
    80004f2c:	ffffb097          	auipc	ra,0xffffb
    80004f30:	298080e7          	jalr	664(ra) # 800001c4 <initlock>
  pi->nread = 0;
    80004f34:	2004ac23          	sw	zero,536(s1)
  pi->nwritten = 0;
    80004f38:	2004ae23          	sw	zero,540(s1)
  pi->readopen = 1;
    80004f3c:	4785                	li	a5,1
    80004f3e:	22f4a023          	sw	a5,544(s1)
  pi->writeopen = 1;
    80004f42:	22f4a223          	sw	a5,548(s1)

  (*rf)->type = FD_PIPE;
    80004f46:	00093703          	ld	a4,0(s2)
    80004f4a:	c31c                	sw	a5,0(a4)
  (*rf)->readable = 1;
    80004f4c:	00093703          	ld	a4,0(s2)
    80004f50:	00f70423          	sb	a5,8(a4)
  (*rf)->writable = 0;
    80004f54:	00093703          	ld	a4,0(s2)
    80004f58:	000704a3          	sb	zero,9(a4)
  (*rf)->pipe = pi;
    80004f5c:	00093703          	ld	a4,0(s2)
    80004f60:	eb04                	sd	s1,16(a4)
  (*wf)->type = FD_PIPE;
    80004f62:	0009b703          	ld	a4,0(s3)
    80004f66:	c31c                	sw	a5,0(a4)
  (*wf)->readable = 0;
    80004f68:	0009b703          	ld	a4,0(s3)
    80004f6c:	00070423          	sb	zero,8(a4)
  (*wf)->writable = 1;
    80004f70:	0009b703          	ld	a4,0(s3)
    80004f74:	00f704a3          	sb	a5,9(a4)
  (*wf)->pipe = pi;
    80004f78:	0009b783          	ld	a5,0(s3)
    80004f7c:	eb84                	sd	s1,16(a5)
  return 0;
    80004f7e:	4501                	li	a0,0
}
    80004f80:	70a2                	ld	ra,40(sp)
    80004f82:	7402                	ld	s0,32(sp)
    80004f84:	64e2                	ld	s1,24(sp)
    80004f86:	6942                	ld	s2,16(sp)
    80004f88:	69a2                	ld	s3,8(sp)
    80004f8a:	6145                	add	sp,sp,48
    80004f8c:	8082                	ret
    if (*rf)
    80004f8e:	00093783          	ld	a5,0(s2)
    80004f92:	c791                	beqz	a5,80004f9e <pipealloc+0xb8>
      fileclose(*rf);
    80004f94:	853e                	mv	a0,a5
    80004f96:	00000097          	auipc	ra,0x0
    80004f9a:	cf0080e7          	jalr	-784(ra) # 80004c86 <fileclose>
    if (*wf)
    80004f9e:	0009b783          	ld	a5,0(s3)
    return -1;
    80004fa2:	557d                	li	a0,-1
    if (*wf)
    80004fa4:	dff1                	beqz	a5,80004f80 <pipealloc+0x9a>
      fileclose(*wf);
    80004fa6:	853e                	mv	a0,a5
    80004fa8:	00000097          	auipc	ra,0x0
    80004fac:	cde080e7          	jalr	-802(ra) # 80004c86 <fileclose>
    return -1;
    80004fb0:	557d                	li	a0,-1
    80004fb2:	b7f9                	j	80004f80 <pipealloc+0x9a>

0000000080004fb4 <pipeclose>:

// Caller holds no lock; does not sleep.
void
pipeclose(struct pipe *pi, int writable)
{
    80004fb4:	1101                	add	sp,sp,-32
    80004fb6:	ec06                	sd	ra,24(sp)
    80004fb8:	e822                	sd	s0,16(sp)
    80004fba:	e426                	sd	s1,8(sp)
    80004fbc:	e04a                	sd	s2,0(sp)
    80004fbe:	1000                	add	s0,sp,32
    80004fc0:	84aa                	mv	s1,a0
    80004fc2:	892e                	mv	s2,a1
  acquire(&pi->lock);
    80004fc4:	ffffb097          	auipc	ra,0xffffb
    80004fc8:	27c080e7          	jalr	636(ra) # 80000240 <acquire>
  if (writable) {
    80004fcc:	02090963          	beqz	s2,80004ffe <pipeclose+0x4a>
    pi->writeopen = 0;
    80004fd0:	2204a223          	sw	zero,548(s1)
    wakeup(&pi->nwritten);   // readers must see end of file
    80004fd4:	21c48513          	add	a0,s1,540
    80004fd8:	ffffd097          	auipc	ra,0xffffd
    80004fdc:	090080e7          	jalr	144(ra) # 80002068 <wakeup>
  } else {
    pi->readopen = 0;
    wakeup(&pi->nread);      // writers must see the broken pipe
  }
  int unused = !pi->readopen && !pi->writeopen;
    80004fe0:	2204b903          	ld	s2,544(s1)
  release(&pi->lock);
    80004fe4:	8526                	mv	a0,s1
    80004fe6:	ffffb097          	auipc	ra,0xffffb
    80004fea:	30e080e7          	jalr	782(ra) # 800002f4 <release>
  if (unused)
    80004fee:	02090163          	beqz	s2,80005010 <pipeclose+0x5c>
    kfree((char *)pi);
}
    80004ff2:	60e2                	ld	ra,24(sp)
    80004ff4:	6442                	ld	s0,16(sp)
    80004ff6:	64a2                	ld	s1,8(sp)
    80004ff8:	6902                	ld	s2,0(sp)
    80004ffa:	6105                	add	sp,sp,32
    80004ffc:	8082                	ret
    pi->readopen = 0;
    80004ffe:	2204a023          	sw	zero,544(s1)
    wakeup(&pi->nread);      // writers must see the broken pipe
    80005002:	21848513          	add	a0,s1,536
    80005006:	ffffd097          	auipc	ra,0xffffd
    8000500a:	062080e7          	jalr	98(ra) # 80002068 <wakeup>
    8000500e:	bfc9                	j	80004fe0 <pipeclose+0x2c>
    kfree((char *)pi);
    80005010:	8526                	mv	a0,s1
    80005012:	ffffc097          	auipc	ra,0xffffc
    80005016:	e5e080e7          	jalr	-418(ra) # 80000e70 <kfree>
}
    8000501a:	bfe1                	j	80004ff2 <pipeclose+0x3e>

000000008000501c <pipewrite>:
// Write n bytes from user address addr; returns n, or -1 if the pipe
// broke or the process was killed first.  Caller holds no lock; may
// sleep while the ring is full.
int
pipewrite(struct pipe *pi, uint64 addr, int n)
{
    8000501c:	711d                	add	sp,sp,-96
    8000501e:	ec86                	sd	ra,88(sp)
    80005020:	e8a2                	sd	s0,80(sp)
    80005022:	e4a6                	sd	s1,72(sp)
    80005024:	e0ca                	sd	s2,64(sp)
    80005026:	fc4e                	sd	s3,56(sp)
    80005028:	f852                	sd	s4,48(sp)
    8000502a:	f456                	sd	s5,40(sp)
    8000502c:	f05a                	sd	s6,32(sp)
    8000502e:	ec5e                	sd	s7,24(sp)
    80005030:	e862                	sd	s8,16(sp)
    80005032:	e466                	sd	s9,8(sp)
    80005034:	e06a                	sd	s10,0(sp)
    80005036:	1080                	add	s0,sp,96
    80005038:	84aa                	mv	s1,a0
    8000503a:	8aae                	mv	s5,a1
    8000503c:	89b2                	mv	s3,a2
  struct proc *p = myproc();
    8000503e:	ffffd097          	auipc	ra,0xffffd
    80005042:	946080e7          	jalr	-1722(ra) # 80001984 <myproc>
    80005046:	8a2a                	mv	s4,a0
  int done = 0;

  acquire(&pi->lock);
    80005048:	8526                	mv	a0,s1
    8000504a:	ffffb097          	auipc	ra,0xffffb
    8000504e:	1f6080e7          	jalr	502(ra) # 80000240 <acquire>
  while (done < n) {
    80005052:	0d305d63          	blez	s3,8000512c <pipewrite+0x110>
  int done = 0;
    80005056:	4901                	li	s2,0
      sleep(&pi->nread, &pi->lock);
      continue;
    }
    // Copy as much as fits before the ring wraps around.
    uint pos = pi->nwritten % PIPESIZE;
    uint m = MIN((uint)(n - done), MIN(room, PIPESIZE - pos));
    80005058:	20000b93          	li	s7,512
    if (copyin(p->pagetable, &pi->ring[pos], addr + done, m) == -1)
    8000505c:	5b7d                	li	s6,-1
      wakeup(&pi->nwritten);   // let readers drain it
    8000505e:	21c48c93          	add	s9,s1,540
      sleep(&pi->nread, &pi->lock);
    80005062:	21848c13          	add	s8,s1,536
    80005066:	a89d                	j	800050dc <pipewrite+0xc0>
      release(&pi->lock);
    80005068:	8526                	mv	a0,s1
    8000506a:	ffffb097          	auipc	ra,0xffffb
    8000506e:	28a080e7          	jalr	650(ra) # 800002f4 <release>
      return -1;
    80005072:	597d                	li	s2,-1
    done += m;
  }
  wakeup(&pi->nwritten);
  release(&pi->lock);
  return done;
}
    80005074:	854a                	mv	a0,s2
    80005076:	60e6                	ld	ra,88(sp)
    80005078:	6446                	ld	s0,80(sp)
    8000507a:	64a6                	ld	s1,72(sp)
    8000507c:	6906                	ld	s2,64(sp)
    8000507e:	79e2                	ld	s3,56(sp)
    80005080:	7a42                	ld	s4,48(sp)
    80005082:	7aa2                	ld	s5,40(sp)
    80005084:	7b02                	ld	s6,32(sp)
    80005086:	6be2                	ld	s7,24(sp)
    80005088:	6c42                	ld	s8,16(sp)
    8000508a:	6ca2                	ld	s9,8(sp)
    8000508c:	6d02                	ld	s10,0(sp)
    8000508e:	6125                	add	sp,sp,96
    80005090:	8082                	ret
      wakeup(&pi->nwritten);   // let readers drain it
    80005092:	8566                	mv	a0,s9
    80005094:	ffffd097          	auipc	ra,0xffffd
    80005098:	fd4080e7          	jalr	-44(ra) # 80002068 <wakeup>
      sleep(&pi->nread, &pi->lock);
    8000509c:	85a6                	mv	a1,s1
    8000509e:	8562                	mv	a0,s8
    800050a0:	ffffd097          	auipc	ra,0xffffd
    800050a4:	f64080e7          	jalr	-156(ra) # 80002004 <sleep>
      continue;
    800050a8:	a805                	j	800050d8 <pipewrite+0xbc>
    if (copyin(p->pagetable, &pi->ring[pos], addr + done, m) == -1)
    800050aa:	05e1                	add	a1,a1,24
    800050ac:	020d1693          	sll	a3,s10,0x20
    800050b0:	9281                	srl	a3,a3,0x20
    800050b2:	01590633          	add	a2,s2,s5
    800050b6:	95a6                	add	a1,a1,s1
    800050b8:	050a3503          	ld	a0,80(s4)
    800050bc:	ffffc097          	auipc	ra,0xffffc
    800050c0:	616080e7          	jalr	1558(ra) # 800016d2 <copyin>
    800050c4:	07650563          	beq	a0,s6,8000512e <pipewrite+0x112>
    pi->nwritten += m;
    800050c8:	21c4a783          	lw	a5,540(s1)
    800050cc:	00fd07bb          	addw	a5,s10,a5
    800050d0:	20f4ae23          	sw	a5,540(s1)
    done += m;
    800050d4:	012d093b          	addw	s2,s10,s2
  while (done < n) {
    800050d8:	05395b63          	bge	s2,s3,8000512e <pipewrite+0x112>
    if (!pi->readopen || killed(p)) {
    800050dc:	2204a783          	lw	a5,544(s1)
    800050e0:	d7c1                	beqz	a5,80005068 <pipewrite+0x4c>
    800050e2:	8552                	mv	a0,s4
    800050e4:	ffffd097          	auipc	ra,0xffffd
    800050e8:	1d2080e7          	jalr	466(ra) # 800022b6 <killed>
    800050ec:	fd35                	bnez	a0,80005068 <pipewrite+0x4c>
    uint room = PIPESIZE - (pi->nwritten - pi->nread);
    800050ee:	21c4a583          	lw	a1,540(s1)
    800050f2:	2184a783          	lw	a5,536(s1)
    800050f6:	2007879b          	addw	a5,a5,512
    800050fa:	9f8d                	subw	a5,a5,a1
    800050fc:	0007871b          	sext.w	a4,a5
    if (room == 0) {
    80005100:	db49                	beqz	a4,80005092 <pipewrite+0x76>
    uint pos = pi->nwritten % PIPESIZE;
    80005102:	1ff5f593          	and	a1,a1,511
    uint m = MIN((uint)(n - done), MIN(room, PIPESIZE - pos));
    80005106:	40bb86bb          	subw	a3,s7,a1
    8000510a:	8736                	mv	a4,a3
    8000510c:	2681                	sext.w	a3,a3
    8000510e:	0007861b          	sext.w	a2,a5
    80005112:	00d67363          	bgeu	a2,a3,80005118 <pipewrite+0xfc>
    80005116:	873e                	mv	a4,a5
    80005118:	412987bb          	subw	a5,s3,s2
    8000511c:	8d3a                	mv	s10,a4
    8000511e:	2701                	sext.w	a4,a4
    80005120:	0007869b          	sext.w	a3,a5
    80005124:	f8e6f3e3          	bgeu	a3,a4,800050aa <pipewrite+0x8e>
    80005128:	8d3e                	mv	s10,a5
    8000512a:	b741                	j	800050aa <pipewrite+0x8e>
  int done = 0;
    8000512c:	4901                	li	s2,0
  wakeup(&pi->nwritten);
    8000512e:	21c48513          	add	a0,s1,540
    80005132:	ffffd097          	auipc	ra,0xffffd
    80005136:	f36080e7          	jalr	-202(ra) # 80002068 <wakeup>
  release(&pi->lock);
    8000513a:	8526                	mv	a0,s1
    8000513c:	ffffb097          	auipc	ra,0xffffb
    80005140:	1b8080e7          	jalr	440(ra) # 800002f4 <release>
  return done;
    80005144:	bf05                	j	80005074 <pipewrite+0x58>

0000000080005146 <piperead>:
// Read up to n bytes into user address addr; returns the count, 0 at
// end of file, -1 if killed while waiting.  Caller holds no lock; may
// sleep while the ring is empty.
int
piperead(struct pipe *pi, uint64 addr, int n)
{
    80005146:	715d                	add	sp,sp,-80
    80005148:	e486                	sd	ra,72(sp)
    8000514a:	e0a2                	sd	s0,64(sp)
    8000514c:	fc26                	sd	s1,56(sp)
    8000514e:	f84a                	sd	s2,48(sp)
    80005150:	f44e                	sd	s3,40(sp)
    80005152:	f052                	sd	s4,32(sp)
    80005154:	ec56                	sd	s5,24(sp)
    80005156:	e85a                	sd	s6,16(sp)
    80005158:	e45e                	sd	s7,8(sp)
    8000515a:	e062                	sd	s8,0(sp)
    8000515c:	0880                	add	s0,sp,80
    8000515e:	84aa                	mv	s1,a0
    80005160:	8aae                	mv	s5,a1
    80005162:	8a32                	mv	s4,a2
  struct proc *p = myproc();
    80005164:	ffffd097          	auipc	ra,0xffffd
    80005168:	820080e7          	jalr	-2016(ra) # 80001984 <myproc>
    8000516c:	89aa                	mv	s3,a0
  int done = 0;

  acquire(&pi->lock);
    8000516e:	8526                	mv	a0,s1
    80005170:	ffffb097          	auipc	ra,0xffffb
    80005174:	0d0080e7          	jalr	208(ra) # 80000240 <acquire>
  while (pi->nread == pi->nwritten && pi->writeopen) {
    80005178:	2184a703          	lw	a4,536(s1)
    8000517c:	21c4a783          	lw	a5,540(s1)
    if (killed(p)) {
      release(&pi->lock);
      return -1;
    }
    sleep(&pi->nwritten, &pi->lock);
    80005180:	21c48913          	add	s2,s1,540
  while (pi->nread == pi->nwritten && pi->writeopen) {
    80005184:	02f71763          	bne	a4,a5,800051b2 <piperead+0x6c>
    80005188:	2244a783          	lw	a5,548(s1)
    8000518c:	c39d                	beqz	a5,800051b2 <piperead+0x6c>
    if (killed(p)) {
    8000518e:	854e                	mv	a0,s3
    80005190:	ffffd097          	auipc	ra,0xffffd
    80005194:	126080e7          	jalr	294(ra) # 800022b6 <killed>
    80005198:	e939                	bnez	a0,800051ee <piperead+0xa8>
    sleep(&pi->nwritten, &pi->lock);
    8000519a:	85a6                	mv	a1,s1
    8000519c:	854a                	mv	a0,s2
    8000519e:	ffffd097          	auipc	ra,0xffffd
    800051a2:	e66080e7          	jalr	-410(ra) # 80002004 <sleep>
  while (pi->nread == pi->nwritten && pi->writeopen) {
    800051a6:	2184a703          	lw	a4,536(s1)
    800051aa:	21c4a783          	lw	a5,540(s1)
    800051ae:	fcf70de3          	beq	a4,a5,80005188 <piperead+0x42>
  }
  while (done < n && pi->nread != pi->nwritten) {
    800051b2:	4901                	li	s2,0
    uint avail = pi->nwritten - pi->nread;
    uint pos = pi->nread % PIPESIZE;
    uint m = MIN((uint)(n - done), MIN(avail, PIPESIZE - pos));
    800051b4:	20000b93          	li	s7,512
    if (copyout(p->pagetable, addr + done, &pi->ring[pos], m) == -1)
    800051b8:	5b7d                	li	s6,-1
  while (done < n && pi->nread != pi->nwritten) {
    800051ba:	07404a63          	bgtz	s4,8000522e <piperead+0xe8>
      break;
    pi->nread += m;
    done += m;
  }
  wakeup(&pi->nread);   // room for writers
    800051be:	21848513          	add	a0,s1,536
    800051c2:	ffffd097          	auipc	ra,0xffffd
    800051c6:	ea6080e7          	jalr	-346(ra) # 80002068 <wakeup>
  release(&pi->lock);
    800051ca:	8526                	mv	a0,s1
    800051cc:	ffffb097          	auipc	ra,0xffffb
    800051d0:	128080e7          	jalr	296(ra) # 800002f4 <release>
  return done;
}
    800051d4:	854a                	mv	a0,s2
    800051d6:	60a6                	ld	ra,72(sp)
    800051d8:	6406                	ld	s0,64(sp)
    800051da:	74e2                	ld	s1,56(sp)
    800051dc:	7942                	ld	s2,48(sp)
    800051de:	79a2                	ld	s3,40(sp)
    800051e0:	7a02                	ld	s4,32(sp)
    800051e2:	6ae2                	ld	s5,24(sp)
    800051e4:	6b42                	ld	s6,16(sp)
    800051e6:	6ba2                	ld	s7,8(sp)
    800051e8:	6c02                	ld	s8,0(sp)
    800051ea:	6161                	add	sp,sp,80
    800051ec:	8082                	ret
      release(&pi->lock);
    800051ee:	8526                	mv	a0,s1
    800051f0:	ffffb097          	auipc	ra,0xffffb
    800051f4:	104080e7          	jalr	260(ra) # 800002f4 <release>
      return -1;
    800051f8:	597d                	li	s2,-1
    800051fa:	bfe9                	j	800051d4 <piperead+0x8e>
    if (copyout(p->pagetable, addr + done, &pi->ring[pos], m) == -1)
    800051fc:	0661                	add	a2,a2,24
    800051fe:	020c1693          	sll	a3,s8,0x20
    80005202:	9281                	srl	a3,a3,0x20
    80005204:	9626                	add	a2,a2,s1
    80005206:	015905b3          	add	a1,s2,s5
    8000520a:	0509b503          	ld	a0,80(s3)
    8000520e:	ffffc097          	auipc	ra,0xffffc
    80005212:	436080e7          	jalr	1078(ra) # 80001644 <copyout>
    80005216:	fb6504e3          	beq	a0,s6,800051be <piperead+0x78>
    pi->nread += m;
    8000521a:	2184a783          	lw	a5,536(s1)
    8000521e:	00fc07bb          	addw	a5,s8,a5
    80005222:	20f4ac23          	sw	a5,536(s1)
    done += m;
    80005226:	012c093b          	addw	s2,s8,s2
  while (done < n && pi->nread != pi->nwritten) {
    8000522a:	f9495ae3          	bge	s2,s4,800051be <piperead+0x78>
    8000522e:	2184a703          	lw	a4,536(s1)
    80005232:	21c4a783          	lw	a5,540(s1)
    80005236:	f8f704e3          	beq	a4,a5,800051be <piperead+0x78>
    uint pos = pi->nread % PIPESIZE;
    8000523a:	1ff77613          	and	a2,a4,511
    uint m = MIN((uint)(n - done), MIN(avail, PIPESIZE - pos));
    8000523e:	40cb86bb          	subw	a3,s7,a2
    uint avail = pi->nwritten - pi->nread;
    80005242:	9f99                	subw	a5,a5,a4
    uint m = MIN((uint)(n - done), MIN(avail, PIPESIZE - pos));
    80005244:	8736                	mv	a4,a3
    80005246:	2681                	sext.w	a3,a3
    80005248:	0007859b          	sext.w	a1,a5
    8000524c:	00d5f363          	bgeu	a1,a3,80005252 <piperead+0x10c>
    80005250:	873e                	mv	a4,a5
    80005252:	412a07bb          	subw	a5,s4,s2
    80005256:	8c3a                	mv	s8,a4
    80005258:	2701                	sext.w	a4,a4
    8000525a:	0007869b          	sext.w	a3,a5
    8000525e:	f8e6ffe3          	bgeu	a3,a4,800051fc <piperead+0xb6>
    80005262:	8c3e                	mv	s8,a5
    80005264:	bf61                	j	800051fc <piperead+0xb6>

0000000080005266 <argfd>:

// Fetch argument n as a descriptor of an open file.  Returns -1 if
// it is not one.
static int
argfd(int n, int *pfd, struct file **pf)
{
    80005266:	7179                	add	sp,sp,-48
    80005268:	f406                	sd	ra,40(sp)
    8000526a:	f022                	sd	s0,32(sp)
    8000526c:	ec26                	sd	s1,24(sp)
    8000526e:	e84a                	sd	s2,16(sp)
    80005270:	1800                	add	s0,sp,48
    80005272:	892e                	mv	s2,a1
    80005274:	84b2                	mv	s1,a2
  int fd;
  struct file *f;

  argint(n, &fd);
    80005276:	fdc40593          	add	a1,s0,-36
    8000527a:	ffffe097          	auipc	ra,0xffffe
    8000527e:	83a080e7          	jalr	-1990(ra) # 80002ab4 <argint>
  if (fd < 0 || fd >= NOFILE || (f = myproc()->ofile[fd]) == 0)
    80005282:	fdc42703          	lw	a4,-36(s0)
    80005286:	47bd                	li	a5,15
    80005288:	02e7eb63          	bltu	a5,a4,800052be <argfd+0x58>
    8000528c:	ffffc097          	auipc	ra,0xffffc
    80005290:	6f8080e7          	jalr	1784(ra) # 80001984 <myproc>
    80005294:	fdc42703          	lw	a4,-36(s0)
    80005298:	01a70793          	add	a5,a4,26
    8000529c:	078e                	sll	a5,a5,0x3
    8000529e:	953e                	add	a0,a0,a5
    800052a0:	611c                	ld	a5,0(a0)
    800052a2:	c385                	beqz	a5,800052c2 <argfd+0x5c>
    return -1;
  if (pfd)
    800052a4:	00090463          	beqz	s2,800052ac <argfd+0x46>
    *pfd = fd;
    800052a8:	00e92023          	sw	a4,0(s2)
  if (pf)
    *pf = f;
  return 0;
    800052ac:	4501                	li	a0,0
  if (pf)
    800052ae:	c091                	beqz	s1,800052b2 <argfd+0x4c>
    *pf = f;
    800052b0:	e09c                	sd	a5,0(s1)
}
    800052b2:	70a2                	ld	ra,40(sp)
    800052b4:	7402                	ld	s0,32(sp)
    800052b6:	64e2                	ld	s1,24(sp)
    800052b8:	6942                	ld	s2,16(sp)
    800052ba:	6145                	add	sp,sp,48
    800052bc:	8082                	ret
    return -1;
    800052be:	557d                	li	a0,-1
    800052c0:	bfcd                	j	800052b2 <argfd+0x4c>
    800052c2:	557d                	li	a0,-1
    800052c4:	b7fd                	j	800052b2 <argfd+0x4c>

00000000800052c6 <fdalloc>:

// Give f the lowest free descriptor of this process; the descriptor
// takes over the caller's reference.  Returns -1 if none is free.
static int
fdalloc(struct file *f)
{
    800052c6:	1101                	add	sp,sp,-32
    800052c8:	ec06                	sd	ra,24(sp)
    800052ca:	e822                	sd	s0,16(sp)
    800052cc:	e426                	sd	s1,8(sp)
    800052ce:	1000                	add	s0,sp,32
    800052d0:	84aa                	mv	s1,a0
  struct proc *p = myproc();
    800052d2:	ffffc097          	auipc	ra,0xffffc
    800052d6:	6b2080e7          	jalr	1714(ra) # 80001984 <myproc>
    800052da:	862a                	mv	a2,a0

  for (int fd = 0; fd < NOFILE; fd++) {
    800052dc:	0d050793          	add	a5,a0,208
    800052e0:	4501                	li	a0,0
    800052e2:	46c1                	li	a3,16
    if (p->ofile[fd] == 0) {
    800052e4:	6398                	ld	a4,0(a5)
    800052e6:	cb19                	beqz	a4,800052fc <fdalloc+0x36>
  for (int fd = 0; fd < NOFILE; fd++) {
    800052e8:	2505                	addw	a0,a0,1
    800052ea:	07a1                	add	a5,a5,8
    800052ec:	fed51ce3          	bne	a0,a3,800052e4 <fdalloc+0x1e>
      p->ofile[fd] = f;
      return fd;
    }
  }
  return -1;
    800052f0:	557d                	li	a0,-1
}
    800052f2:	60e2                	ld	ra,24(sp)
    800052f4:	6442                	ld	s0,16(sp)
    800052f6:	64a2                	ld	s1,8(sp)
    800052f8:	6105                	add	sp,sp,32
    800052fa:	8082                	ret
      p->ofile[fd] = f;
    800052fc:	01a50793          	add	a5,a0,26
    80005300:	078e                	sll	a5,a5,0x3
    80005302:	963e                	add	a2,a2,a5
    80005304:	e204                	sd	s1,0(a2)
      return fd;
    80005306:	b7f5                	j	800052f2 <fdalloc+0x2c>

0000000080005308 <enter_link>:

// Enter ip, which has a reference and is unlocked, into the directory
// of path newpath.  Caller is inside a transaction; may sleep.
static int
enter_link(struct inode *ip, char *newpath)
{
    80005308:	7179                	add	sp,sp,-48
    8000530a:	f406                	sd	ra,40(sp)
    8000530c:	f022                	sd	s0,32(sp)
    8000530e:	ec26                	sd	s1,24(sp)
    80005310:	e84a                	sd	s2,16(sp)
    80005312:	1800                	add	s0,sp,48
    80005314:	892a                	mv	s2,a0
    80005316:	852e                	mv	a0,a1
  char name[DIRSIZ];
  struct inode *dp;

  if ((dp = nameiparent(newpath, name)) == 0)
    80005318:	fd040593          	add	a1,s0,-48
    8000531c:	fffff097          	auipc	ra,0xfffff
    80005320:	778080e7          	jalr	1912(ra) # 80004a94 <nameiparent>
    80005324:	c929                	beqz	a0,80005376 <enter_link+0x6e>
    80005326:	84aa                	mv	s1,a0
    return -1;
  ilock(dp);
    80005328:	fffff097          	auipc	ra,0xfffff
    8000532c:	026080e7          	jalr	38(ra) # 8000434e <ilock>
  // A directory entry can only name an inode on its own device.
  if (dp->dev != ip->dev || dirlink(dp, name, ip->inum) < 0) {
    80005330:	4098                	lw	a4,0(s1)
    80005332:	00092783          	lw	a5,0(s2)
    80005336:	02f71963          	bne	a4,a5,80005368 <enter_link+0x60>
    8000533a:	00492603          	lw	a2,4(s2)
    8000533e:	fd040593          	add	a1,s0,-48
    80005342:	8526                	mv	a0,s1
    80005344:	fffff097          	auipc	ra,0xfffff
    80005348:	590080e7          	jalr	1424(ra) # 800048d4 <dirlink>
    8000534c:	00054e63          	bltz	a0,80005368 <enter_link+0x60>
    iunlockput(dp);
    return -1;
  }
  iunlockput(dp);
    80005350:	8526                	mv	a0,s1
    80005352:	fffff097          	auipc	ra,0xfffff
    80005356:	258080e7          	jalr	600(ra) # 800045aa <iunlockput>
  return 0;
    8000535a:	4501                	li	a0,0
}
    8000535c:	70a2                	ld	ra,40(sp)
    8000535e:	7402                	ld	s0,32(sp)
    80005360:	64e2                	ld	s1,24(sp)
    80005362:	6942                	ld	s2,16(sp)
    80005364:	6145                	add	sp,sp,48
    80005366:	8082                	ret
    iunlockput(dp);
    80005368:	8526                	mv	a0,s1
    8000536a:	fffff097          	auipc	ra,0xfffff
    8000536e:	240080e7          	jalr	576(ra) # 800045aa <iunlockput>
    return -1;
    80005372:	557d                	li	a0,-1
    80005374:	b7e5                	j	8000535c <enter_link+0x54>
    return -1;
    80005376:	557d                	li	a0,-1
    80005378:	b7d5                	j	8000535c <enter_link+0x54>

000000008000537a <isdirempty>:
static int
isdirempty(struct inode *dp)
{
  struct dirent de;

  for (uint off = 2 * sizeof(de); off < dp->size; off += sizeof(de)) {
    8000537a:	4178                	lw	a4,68(a0)
    8000537c:	02000793          	li	a5,32
    80005380:	04e7fa63          	bgeu	a5,a4,800053d4 <isdirempty+0x5a>
{
    80005384:	7179                	add	sp,sp,-48
    80005386:	f406                	sd	ra,40(sp)
    80005388:	f022                	sd	s0,32(sp)
    8000538a:	ec26                	sd	s1,24(sp)
    8000538c:	e84a                	sd	s2,16(sp)
    8000538e:	1800                	add	s0,sp,48
    80005390:	892a                	mv	s2,a0
  for (uint off = 2 * sizeof(de); off < dp->size; off += sizeof(de)) {
    80005392:	02000493          	li	s1,32
    if (readi(dp, 0, (uint64)&de, off, sizeof(de)) != sizeof(de))
    80005396:	4741                	li	a4,16
    80005398:	86a6                	mv	a3,s1
    8000539a:	fd040613          	add	a2,s0,-48
    8000539e:	4581                	li	a1,0
    800053a0:	854a                	mv	a0,s2
    800053a2:	fffff097          	auipc	ra,0xfffff
    800053a6:	25a080e7          	jalr	602(ra) # 800045fc <readi>
    800053aa:	47c1                	li	a5,16
    800053ac:	00f51c63          	bne	a0,a5,800053c4 <isdirempty+0x4a>
      panic("isdirempty: short directory read");
    if (de.inum != 0)
    800053b0:	fd045783          	lhu	a5,-48(s0)
    800053b4:	e395                	bnez	a5,800053d8 <isdirempty+0x5e>
  for (uint off = 2 * sizeof(de); off < dp->size; off += sizeof(de)) {
    800053b6:	24c1                	addw	s1,s1,16
    800053b8:	04492783          	lw	a5,68(s2)
    800053bc:	fcf4ede3          	bltu	s1,a5,80005396 <isdirempty+0x1c>
      return 0;
  }
  return 1;
    800053c0:	4505                	li	a0,1
    800053c2:	a821                	j	800053da <isdirempty+0x60>
      panic("isdirempty: short directory read");
    800053c4:	00003517          	auipc	a0,0x3
    800053c8:	69450513          	add	a0,a0,1684 # 80008a58 <syscalls+0x548>
    800053cc:	ffffb097          	auipc	ra,0xffffb
    800053d0:	550080e7          	jalr	1360(ra) # 8000091c <panic>
  return 1;
    800053d4:	4505                	li	a0,1
}
    800053d6:	8082                	ret
      return 0;
    800053d8:	4501                	li	a0,0
}
    800053da:	70a2                	ld	ra,40(sp)
    800053dc:	7402                	ld	s0,32(sp)
    800053de:	64e2                	ld	s1,24(sp)
    800053e0:	6942                	ld	s2,16(sp)
    800053e2:	6145                	add	sp,sp,48
    800053e4:	8082                	ret

00000000800053e6 <remove_entry>:

// Remove the entry name from dp, which is locked, and drop the link
// count of what it names.  Caller is inside a transaction; may sleep.
static int
remove_entry(struct inode *dp, char *name)
{
    800053e6:	7139                	add	sp,sp,-64
    800053e8:	fc06                	sd	ra,56(sp)
    800053ea:	f822                	sd	s0,48(sp)
    800053ec:	f426                	sd	s1,40(sp)
    800053ee:	f04a                	sd	s2,32(sp)
    800053f0:	0080                	add	s0,sp,64
    800053f2:	892a                	mv	s2,a0
    800053f4:	84ae                	mv	s1,a1
  struct dirent de;
  struct inode *ip;
  uint off;

  if (namecmp(name, ".") == 0 || namecmp(name, "..") == 0)
    800053f6:	00003597          	auipc	a1,0x3
    800053fa:	68a58593          	add	a1,a1,1674 # 80008a80 <syscalls+0x570>
    800053fe:	8526                	mv	a0,s1
    80005400:	fffff097          	auipc	ra,0xfffff
    80005404:	40e080e7          	jalr	1038(ra) # 8000480e <namecmp>
    80005408:	c97d                	beqz	a0,800054fe <remove_entry+0x118>
    8000540a:	00003597          	auipc	a1,0x3
    8000540e:	67e58593          	add	a1,a1,1662 # 80008a88 <syscalls+0x578>
    80005412:	8526                	mv	a0,s1
    80005414:	fffff097          	auipc	ra,0xfffff
    80005418:	3fa080e7          	jalr	1018(ra) # 8000480e <namecmp>
    8000541c:	c17d                	beqz	a0,80005502 <remove_entry+0x11c>
    return -1;
  if ((ip = dirlookup(dp, name, &off)) == 0)
    8000541e:	fcc40613          	add	a2,s0,-52
    80005422:	85a6                	mv	a1,s1
    80005424:	854a                	mv	a0,s2
    80005426:	fffff097          	auipc	ra,0xfffff
    8000542a:	402080e7          	jalr	1026(ra) # 80004828 <dirlookup>
    8000542e:	84aa                	mv	s1,a0
    80005430:	c979                	beqz	a0,80005506 <remove_entry+0x120>
    return -1;
  ilock(ip);
    80005432:	fffff097          	auipc	ra,0xfffff
    80005436:	f1c080e7          	jalr	-228(ra) # 8000434e <ilock>
  if (ip->nlink < 1)
    8000543a:	04249783          	lh	a5,66(s1)
    8000543e:	06f05863          	blez	a5,800054ae <remove_entry+0xc8>
    panic("remove_entry: inode with no links");
  if (ip->type == T_DIR && !isdirempty(ip)) {
    80005442:	03c49703          	lh	a4,60(s1)
    80005446:	4785                	li	a5,1
    80005448:	06f70b63          	beq	a4,a5,800054be <remove_entry+0xd8>
    iunlockput(ip);
    return -1;
  }

  memset(&de, 0, sizeof(de));
    8000544c:	4641                	li	a2,16
    8000544e:	4581                	li	a1,0
    80005450:	fd040513          	add	a0,s0,-48
    80005454:	ffffb097          	auipc	ra,0xffffb
    80005458:	ff8080e7          	jalr	-8(ra) # 8000044c <memset>
  if (writei(dp, 0, (uint64)&de, off, sizeof(de)) != sizeof(de))
    8000545c:	4741                	li	a4,16
    8000545e:	fcc42683          	lw	a3,-52(s0)
    80005462:	fd040613          	add	a2,s0,-48
    80005466:	4581                	li	a1,0
    80005468:	854a                	mv	a0,s2
    8000546a:	fffff097          	auipc	ra,0xfffff
    8000546e:	286080e7          	jalr	646(ra) # 800046f0 <writei>
    80005472:	47c1                	li	a5,16
    80005474:	06f51263          	bne	a0,a5,800054d8 <remove_entry+0xf2>
    panic("remove_entry: clearing directory entry");
  if (ip->type == T_DIR) {
    80005478:	03c49703          	lh	a4,60(s1)
    8000547c:	4785                	li	a5,1
    8000547e:	06f70563          	beq	a4,a5,800054e8 <remove_entry+0x102>
    dp->nlink--;   // the child's ".." no longer points at dp
    iupdate(dp);
  }
  ip->nlink--;
    80005482:	0424d783          	lhu	a5,66(s1)
    80005486:	37fd                	addw	a5,a5,-1
    80005488:	04f49123          	sh	a5,66(s1)
  iupdate(ip);
    8000548c:	8526                	mv	a0,s1
    8000548e:	fffff097          	auipc	ra,0xfffff
    80005492:	df4080e7          	jalr	-524(ra) # 80004282 <iupdate>
  iunlockput(ip);   // frees it if that was the last name and reference
    80005496:	8526                	mv	a0,s1
    80005498:	fffff097          	auipc	ra,0xfffff
    8000549c:	112080e7          	jalr	274(ra) # 800045aa <iunlockput>
  return 0;
    800054a0:	4501                	li	a0,0
}
    800054a2:	70e2                	ld	ra,56(sp)
    800054a4:	7442                	ld	s0,48(sp)
    800054a6:	74a2                	ld	s1,40(sp)
    800054a8:	7902                	ld	s2,32(sp)
    800054aa:	6121                	add	sp,sp,64
    800054ac:	8082                	ret
    panic("remove_entry: inode with no links");
    800054ae:	00003517          	auipc	a0,0x3
    800054b2:	5e250513          	add	a0,a0,1506 # 80008a90 <syscalls+0x580>
    800054b6:	ffffb097          	auipc	ra,0xffffb
    800054ba:	466080e7          	jalr	1126(ra) # 8000091c <panic>
  if (ip->type == T_DIR && !isdirempty(ip)) {
    800054be:	8526                	mv	a0,s1
    800054c0:	00000097          	auipc	ra,0x0
    800054c4:	eba080e7          	jalr	-326(ra) # 8000537a <isdirempty>
    800054c8:	f151                	bnez	a0,8000544c <remove_entry+0x66>
    iunlockput(ip);
    800054ca:	8526                	mv	a0,s1
    800054cc:	fffff097          	auipc	ra,0xfffff
    800054d0:	0de080e7          	jalr	222(ra) # 800045aa <iunlockput>
    return -1;
    800054d4:	557d                	li	a0,-1
    800054d6:	b7f1                	j	800054a2 <remove_entry+0xbc>
    panic("remove_entry: clearing directory entry");
    800054d8:	00003517          	auipc	a0,0x3
    800054dc:	5e050513          	add	a0,a0,1504 # 80008ab8 <syscalls+0x5a8>
    800054e0:	ffffb097          	auipc	ra,0xffffb
    800054e4:	43c080e7          	jalr	1084(ra) # 8000091c <panic>
    dp->nlink--;   // the child's ".." no longer points at dp
    800054e8:	04295783          	lhu	a5,66(s2)
    800054ec:	37fd                	addw	a5,a5,-1
    800054ee:	04f91123          	sh	a5,66(s2)
    iupdate(dp);
    800054f2:	854a                	mv	a0,s2
    800054f4:	fffff097          	auipc	ra,0xfffff
    800054f8:	d8e080e7          	jalr	-626(ra) # 80004282 <iupdate>
    800054fc:	b759                	j	80005482 <remove_entry+0x9c>
    return -1;
    800054fe:	557d                	li	a0,-1
    80005500:	b74d                	j	800054a2 <remove_entry+0xbc>
    80005502:	557d                	li	a0,-1
    80005504:	bf79                	j	800054a2 <remove_entry+0xbc>
    return -1;
    80005506:	557d                	li	a0,-1
    80005508:	bf69                	j	800054a2 <remove_entry+0xbc>

000000008000550a <fetch_argv>:
// uargv) into kalloc'd pages, one per string, with a 0 after the last.
// Returns -1 if it is unreadable, has more than MAXARG strings, or
// memory runs out; argv then holds what must still be freed.
static int
fetch_argv(uint64 uargv, char **argv)
{
    8000550a:	7139                	add	sp,sp,-64
    8000550c:	fc06                	sd	ra,56(sp)
    8000550e:	f822                	sd	s0,48(sp)
    80005510:	f426                	sd	s1,40(sp)
    80005512:	f04a                	sd	s2,32(sp)
    80005514:	ec4e                	sd	s3,24(sp)
    80005516:	0080                	add	s0,sp,64
  for (int i = 0; ; i++) {
    80005518:	10058993          	add	s3,a1,256
{
    8000551c:	84ae                	mv	s1,a1
    uint64 uarg;
    if (fetchaddr(uargv + i * sizeof(uint64), &uarg) < 0)
    8000551e:	40b50933          	sub	s2,a0,a1
    80005522:	fc840593          	add	a1,s0,-56
    80005526:	00990533          	add	a0,s2,s1
    8000552a:	ffffd097          	auipc	ra,0xffffd
    8000552e:	4f4080e7          	jalr	1268(ra) # 80002a1e <fetchaddr>
    80005532:	02054a63          	bltz	a0,80005566 <fetch_argv+0x5c>
      return -1;
    if (uarg == 0)
    80005536:	fc843783          	ld	a5,-56(s0)
    8000553a:	cb85                	beqz	a5,8000556a <fetch_argv+0x60>
      return 0;
    if (i >= MAXARG)
    8000553c:	03348963          	beq	s1,s3,8000556e <fetch_argv+0x64>
      return -1;
    if ((argv[i] = kalloc()) == 0)
    80005540:	ffffc097          	auipc	ra,0xffffc
    80005544:	a06080e7          	jalr	-1530(ra) # 80000f46 <kalloc>
    80005548:	85aa                	mv	a1,a0
    8000554a:	e088                	sd	a0,0(s1)
    8000554c:	c90d                	beqz	a0,8000557e <fetch_argv+0x74>
      return -1;
    if (fetchstr(uarg, argv[i], PGSIZE) < 0)
    8000554e:	6605                	lui	a2,0x1
    80005550:	fc843503          	ld	a0,-56(s0)
    80005554:	ffffd097          	auipc	ra,0xffffd
    80005558:	514080e7          	jalr	1300(ra) # 80002a68 <fetchstr>
    8000555c:	04a1                	add	s1,s1,8
    8000555e:	fc0552e3          	bgez	a0,80005522 <fetch_argv+0x18>
      return -1;
    80005562:	557d                	li	a0,-1
    80005564:	a031                	j	80005570 <fetch_argv+0x66>
      return -1;
    80005566:	557d                	li	a0,-1
    80005568:	a021                	j	80005570 <fetch_argv+0x66>
      return 0;
    8000556a:	4501                	li	a0,0
    8000556c:	a011                	j	80005570 <fetch_argv+0x66>
      return -1;
    8000556e:	557d                	li	a0,-1
  }
}
    80005570:	70e2                	ld	ra,56(sp)
    80005572:	7442                	ld	s0,48(sp)
    80005574:	74a2                	ld	s1,40(sp)
    80005576:	7902                	ld	s2,32(sp)
    80005578:	69e2                	ld	s3,24(sp)
    8000557a:	6121                	add	sp,sp,64
    8000557c:	8082                	ret
      return -1;
    8000557e:	557d                	li	a0,-1
    80005580:	bfc5                	j	80005570 <fetch_argv+0x66>

0000000080005582 <sys_dup>:
{
    80005582:	7179                	add	sp,sp,-48
    80005584:	f406                	sd	ra,40(sp)
    80005586:	f022                	sd	s0,32(sp)
    80005588:	ec26                	sd	s1,24(sp)
    8000558a:	e84a                	sd	s2,16(sp)
    8000558c:	1800                	add	s0,sp,48
  if (argfd(0, 0, &f) < 0)
    8000558e:	fd840613          	add	a2,s0,-40
    80005592:	4581                	li	a1,0
    80005594:	4501                	li	a0,0
    80005596:	00000097          	auipc	ra,0x0
    8000559a:	cd0080e7          	jalr	-816(ra) # 80005266 <argfd>
    return -1;
    8000559e:	57fd                	li	a5,-1
  if (argfd(0, 0, &f) < 0)
    800055a0:	02054363          	bltz	a0,800055c6 <sys_dup+0x44>
  if ((fd = fdalloc(f)) < 0)
    800055a4:	fd843903          	ld	s2,-40(s0)
    800055a8:	854a                	mv	a0,s2
    800055aa:	00000097          	auipc	ra,0x0
    800055ae:	d1c080e7          	jalr	-740(ra) # 800052c6 <fdalloc>
    800055b2:	84aa                	mv	s1,a0
    return -1;
    800055b4:	57fd                	li	a5,-1
  if ((fd = fdalloc(f)) < 0)
    800055b6:	00054863          	bltz	a0,800055c6 <sys_dup+0x44>
  filedup(f);
    800055ba:	854a                	mv	a0,s2
    800055bc:	fffff097          	auipc	ra,0xfffff
    800055c0:	678080e7          	jalr	1656(ra) # 80004c34 <filedup>
  return fd;
    800055c4:	87a6                	mv	a5,s1
}
    800055c6:	853e                	mv	a0,a5
    800055c8:	70a2                	ld	ra,40(sp)
    800055ca:	7402                	ld	s0,32(sp)
    800055cc:	64e2                	ld	s1,24(sp)
    800055ce:	6942                	ld	s2,16(sp)
    800055d0:	6145                	add	sp,sp,48
    800055d2:	8082                	ret

00000000800055d4 <sys_read>:
{
    800055d4:	7179                	add	sp,sp,-48
    800055d6:	f406                	sd	ra,40(sp)
    800055d8:	f022                	sd	s0,32(sp)
    800055da:	1800                	add	s0,sp,48
  argaddr(1, &buf);
    800055dc:	fe040593          	add	a1,s0,-32
    800055e0:	4505                	li	a0,1
    800055e2:	ffffd097          	auipc	ra,0xffffd
    800055e6:	4f2080e7          	jalr	1266(ra) # 80002ad4 <argaddr>
  argint(2, &n);
    800055ea:	fdc40593          	add	a1,s0,-36
    800055ee:	4509                	li	a0,2
    800055f0:	ffffd097          	auipc	ra,0xffffd
    800055f4:	4c4080e7          	jalr	1220(ra) # 80002ab4 <argint>
  if (argfd(0, 0, &f) < 0)
    800055f8:	fe840613          	add	a2,s0,-24
    800055fc:	4581                	li	a1,0
    800055fe:	4501                	li	a0,0
    80005600:	00000097          	auipc	ra,0x0
    80005604:	c66080e7          	jalr	-922(ra) # 80005266 <argfd>
    80005608:	87aa                	mv	a5,a0
    return -1;
    8000560a:	557d                	li	a0,-1
  if (argfd(0, 0, &f) < 0)
    8000560c:	0007cc63          	bltz	a5,80005624 <sys_read+0x50>
  return fileread(f, buf, n);
    80005610:	fdc42603          	lw	a2,-36(s0)
    80005614:	fe043583          	ld	a1,-32(s0)
    80005618:	fe843503          	ld	a0,-24(s0)
    8000561c:	fffff097          	auipc	ra,0xfffff
    80005620:	798080e7          	jalr	1944(ra) # 80004db4 <fileread>
}
    80005624:	70a2                	ld	ra,40(sp)
    80005626:	7402                	ld	s0,32(sp)
    80005628:	6145                	add	sp,sp,48
    8000562a:	8082                	ret

000000008000562c <sys_write>:
{
    8000562c:	7179                	add	sp,sp,-48
    8000562e:	f406                	sd	ra,40(sp)
    80005630:	f022                	sd	s0,32(sp)
    80005632:	1800                	add	s0,sp,48
  argaddr(1, &buf);
    80005634:	fe040593          	add	a1,s0,-32
    80005638:	4505                	li	a0,1
    8000563a:	ffffd097          	auipc	ra,0xffffd
    8000563e:	49a080e7          	jalr	1178(ra) # 80002ad4 <argaddr>
  argint(2, &n);
    80005642:	fdc40593          	add	a1,s0,-36
    80005646:	4509                	li	a0,2
    80005648:	ffffd097          	auipc	ra,0xffffd
    8000564c:	46c080e7          	jalr	1132(ra) # 80002ab4 <argint>
  if (argfd(0, 0, &f) < 0)
    80005650:	fe840613          	add	a2,s0,-24
    80005654:	4581                	li	a1,0
    80005656:	4501                	li	a0,0
    80005658:	00000097          	auipc	ra,0x0
    8000565c:	c0e080e7          	jalr	-1010(ra) # 80005266 <argfd>
    80005660:	87aa                	mv	a5,a0
    return -1;
    80005662:	557d                	li	a0,-1
  if (argfd(0, 0, &f) < 0)
    80005664:	0007cc63          	bltz	a5,8000567c <sys_write+0x50>
  return filewrite(f, buf, n);
    80005668:	fdc42603          	lw	a2,-36(s0)
    8000566c:	fe043583          	ld	a1,-32(s0)
    80005670:	fe843503          	ld	a0,-24(s0)
    80005674:	fffff097          	auipc	ra,0xfffff
    80005678:	7f4080e7          	jalr	2036(ra) # 80004e68 <filewrite>
}
    8000567c:	70a2                	ld	ra,40(sp)
    8000567e:	7402                	ld	s0,32(sp)
    80005680:	6145                	add	sp,sp,48
    80005682:	8082                	ret

0000000080005684 <sys_close>:
{
    80005684:	1101                	add	sp,sp,-32
    80005686:	ec06                	sd	ra,24(sp)
    80005688:	e822                	sd	s0,16(sp)
    8000568a:	1000                	add	s0,sp,32
  if (argfd(0, &fd, &f) < 0)
    8000568c:	fe840613          	add	a2,s0,-24
    80005690:	fe440593          	add	a1,s0,-28
    80005694:	4501                	li	a0,0
    80005696:	00000097          	auipc	ra,0x0
    8000569a:	bd0080e7          	jalr	-1072(ra) # 80005266 <argfd>
    return -1;
    8000569e:	57fd                	li	a5,-1
  if (argfd(0, &fd, &f) < 0)
    800056a0:	02054463          	bltz	a0,800056c8 <sys_close+0x44>
  myproc()->ofile[fd] = 0;
    800056a4:	ffffc097          	auipc	ra,0xffffc
    800056a8:	2e0080e7          	jalr	736(ra) # 80001984 <myproc>
    800056ac:	fe442783          	lw	a5,-28(s0)
    800056b0:	07e9                	add	a5,a5,26
    800056b2:	078e                	sll	a5,a5,0x3
    800056b4:	953e                	add	a0,a0,a5
    800056b6:	00053023          	sd	zero,0(a0)
  fileclose(f);
    800056ba:	fe843503          	ld	a0,-24(s0)
    800056be:	fffff097          	auipc	ra,0xfffff
    800056c2:	5c8080e7          	jalr	1480(ra) # 80004c86 <fileclose>
  return 0;
    800056c6:	4781                	li	a5,0
}
    800056c8:	853e                	mv	a0,a5
    800056ca:	60e2                	ld	ra,24(sp)
    800056cc:	6442                	ld	s0,16(sp)
    800056ce:	6105                	add	sp,sp,32
    800056d0:	8082                	ret

00000000800056d2 <sys_fstat>:
{
    800056d2:	1101                	add	sp,sp,-32
    800056d4:	ec06                	sd	ra,24(sp)
    800056d6:	e822                	sd	s0,16(sp)
    800056d8:	1000                	add	s0,sp,32
  argaddr(1, &st);
    800056da:	fe040593          	add	a1,s0,-32
    800056de:	4505                	li	a0,1
    800056e0:	ffffd097          	auipc	ra,0xffffd
    800056e4:	3f4080e7          	jalr	1012(ra) # 80002ad4 <argaddr>
  if (argfd(0, 0, &f) < 0)
    800056e8:	fe840613          	add	a2,s0,-24
    800056ec:	4581                	li	a1,0
    800056ee:	4501                	li	a0,0
    800056f0:	00000097          	auipc	ra,0x0
    800056f4:	b76080e7          	jalr	-1162(ra) # 80005266 <argfd>
    800056f8:	87aa                	mv	a5,a0
    return -1;
    800056fa:	557d                	li	a0,-1
  if (argfd(0, 0, &f) < 0)
    800056fc:	0007ca63          	bltz	a5,80005710 <sys_fstat+0x3e>
  return filestat(f, st);
    80005700:	fe043583          	ld	a1,-32(s0)
    80005704:	fe843503          	ld	a0,-24(s0)
    80005708:	fffff097          	auipc	ra,0xfffff
    8000570c:	642080e7          	jalr	1602(ra) # 80004d4a <filestat>
}
    80005710:	60e2                	ld	ra,24(sp)
    80005712:	6442                	ld	s0,16(sp)
    80005714:	6105                	add	sp,sp,32
    80005716:	8082                	ret

0000000080005718 <sys_link>:
{
    80005718:	712d                	add	sp,sp,-288
    8000571a:	ee06                	sd	ra,280(sp)
    8000571c:	ea22                	sd	s0,272(sp)
    8000571e:	e626                	sd	s1,264(sp)
    80005720:	e24a                	sd	s2,256(sp)
    80005722:	1200                	add	s0,sp,288
  if (argstr(0, old, MAXPATH) < 0 || argstr(1, new, MAXPATH) < 0)
    80005724:	08000613          	li	a2,128
    80005728:	f6040593          	add	a1,s0,-160
    8000572c:	4501                	li	a0,0
    8000572e:	ffffd097          	auipc	ra,0xffffd
    80005732:	3c6080e7          	jalr	966(ra) # 80002af4 <argstr>
    return -1;
    80005736:	597d                	li	s2,-1
  if (argstr(0, old, MAXPATH) < 0 || argstr(1, new, MAXPATH) < 0)
    80005738:	08054963          	bltz	a0,800057ca <sys_link+0xb2>
    8000573c:	08000613          	li	a2,128
    80005740:	ee040593          	add	a1,s0,-288
    80005744:	4505                	li	a0,1
    80005746:	ffffd097          	auipc	ra,0xffffd
    8000574a:	3ae080e7          	jalr	942(ra) # 80002af4 <argstr>
    8000574e:	06054e63          	bltz	a0,800057ca <sys_link+0xb2>
  begin_op();
    80005752:	ffffe097          	auipc	ra,0xffffe
    80005756:	3a4080e7          	jalr	932(ra) # 80003af6 <begin_op>
  if ((ip = namei(old)) == 0) {
    8000575a:	f6040513          	add	a0,s0,-160
    8000575e:	fffff097          	auipc	ra,0xfffff
    80005762:	318080e7          	jalr	792(ra) # 80004a76 <namei>
    80005766:	84aa                	mv	s1,a0
    80005768:	c925                	beqz	a0,800057d8 <sys_link+0xc0>
  ilock(ip);
    8000576a:	fffff097          	auipc	ra,0xfffff
    8000576e:	be4080e7          	jalr	-1052(ra) # 8000434e <ilock>
  if (ip->type == T_DIR) {
    80005772:	03c49703          	lh	a4,60(s1)
    80005776:	4785                	li	a5,1
    80005778:	06f70563          	beq	a4,a5,800057e2 <sys_link+0xca>
  ip->nlink++;
    8000577c:	0424d783          	lhu	a5,66(s1)
    80005780:	2785                	addw	a5,a5,1
    80005782:	04f49123          	sh	a5,66(s1)
  iupdate(ip);
    80005786:	8526                	mv	a0,s1
    80005788:	fffff097          	auipc	ra,0xfffff
    8000578c:	afa080e7          	jalr	-1286(ra) # 80004282 <iupdate>
  iunlock(ip);
    80005790:	8526                	mv	a0,s1
    80005792:	fffff097          	auipc	ra,0xfffff
    80005796:	c7e080e7          	jalr	-898(ra) # 80004410 <iunlock>
  int r = enter_link(ip, new);
    8000579a:	ee040593          	add	a1,s0,-288
    8000579e:	8526                	mv	a0,s1
    800057a0:	00000097          	auipc	ra,0x0
    800057a4:	b68080e7          	jalr	-1176(ra) # 80005308 <enter_link>
    800057a8:	892a                	mv	s2,a0
  ilock(ip);
    800057aa:	8526                	mv	a0,s1
    800057ac:	fffff097          	auipc	ra,0xfffff
    800057b0:	ba2080e7          	jalr	-1118(ra) # 8000434e <ilock>
  if (r < 0) {
    800057b4:	04094263          	bltz	s2,800057f8 <sys_link+0xe0>
  iunlockput(ip);
    800057b8:	8526                	mv	a0,s1
    800057ba:	fffff097          	auipc	ra,0xfffff
    800057be:	df0080e7          	jalr	-528(ra) # 800045aa <iunlockput>
  end_op();
    800057c2:	ffffe097          	auipc	ra,0xffffe
    800057c6:	392080e7          	jalr	914(ra) # 80003b54 <end_op>
}
    800057ca:	854a                	mv	a0,s2
    800057cc:	60f2                	ld	ra,280(sp)
    800057ce:	6452                	ld	s0,272(sp)
    800057d0:	64b2                	ld	s1,264(sp)
    800057d2:	6912                	ld	s2,256(sp)
    800057d4:	6115                	add	sp,sp,288
    800057d6:	8082                	ret
    end_op();
    800057d8:	ffffe097          	auipc	ra,0xffffe
    800057dc:	37c080e7          	jalr	892(ra) # 80003b54 <end_op>
    return -1;
    800057e0:	b7ed                	j	800057ca <sys_link+0xb2>
    iunlockput(ip);
    800057e2:	8526                	mv	a0,s1
    800057e4:	fffff097          	auipc	ra,0xfffff
    800057e8:	dc6080e7          	jalr	-570(ra) # 800045aa <iunlockput>
    end_op();
    800057ec:	ffffe097          	auipc	ra,0xffffe
    800057f0:	368080e7          	jalr	872(ra) # 80003b54 <end_op>
    return -1;
    800057f4:	597d                	li	s2,-1
    800057f6:	bfd1                	j	800057ca <sys_link+0xb2>
    ip->nlink--;
    800057f8:	0424d783          	lhu	a5,66(s1)
    800057fc:	37fd                	addw	a5,a5,-1
    800057fe:	04f49123          	sh	a5,66(s1)
    iupdate(ip);
    80005802:	8526                	mv	a0,s1
    80005804:	fffff097          	auipc	ra,0xfffff
    80005808:	a7e080e7          	jalr	-1410(ra) # 80004282 <iupdate>
    8000580c:	b775                	j	800057b8 <sys_link+0xa0>

000000008000580e <sys_unlink>:
{
    8000580e:	7171                	add	sp,sp,-176
    80005810:	f506                	sd	ra,168(sp)
    80005812:	f122                	sd	s0,160(sp)
    80005814:	ed26                	sd	s1,152(sp)
    80005816:	e94a                	sd	s2,144(sp)
    80005818:	1900                	add	s0,sp,176
  if (argstr(0, path, MAXPATH) < 0)
    8000581a:	08000613          	li	a2,128
    8000581e:	f6040593          	add	a1,s0,-160
    80005822:	4501                	li	a0,0
    80005824:	ffffd097          	auipc	ra,0xffffd
    80005828:	2d0080e7          	jalr	720(ra) # 80002af4 <argstr>
    8000582c:	87aa                	mv	a5,a0
    return -1;
    8000582e:	557d                	li	a0,-1
  if (argstr(0, path, MAXPATH) < 0)
    80005830:	0407c663          	bltz	a5,8000587c <sys_unlink+0x6e>
  begin_op();
    80005834:	ffffe097          	auipc	ra,0xffffe
    80005838:	2c2080e7          	jalr	706(ra) # 80003af6 <begin_op>
  if ((dp = nameiparent(path, name)) == 0) {
    8000583c:	f5040593          	add	a1,s0,-176
    80005840:	f6040513          	add	a0,s0,-160
    80005844:	fffff097          	auipc	ra,0xfffff
    80005848:	250080e7          	jalr	592(ra) # 80004a94 <nameiparent>
    8000584c:	892a                	mv	s2,a0
    8000584e:	cd0d                	beqz	a0,80005888 <sys_unlink+0x7a>
  ilock(dp);
    80005850:	fffff097          	auipc	ra,0xfffff
    80005854:	afe080e7          	jalr	-1282(ra) # 8000434e <ilock>
  int r = remove_entry(dp, name);
    80005858:	f5040593          	add	a1,s0,-176
    8000585c:	854a                	mv	a0,s2
    8000585e:	00000097          	auipc	ra,0x0
    80005862:	b88080e7          	jalr	-1144(ra) # 800053e6 <remove_entry>
    80005866:	84aa                	mv	s1,a0
  iunlockput(dp);
    80005868:	854a                	mv	a0,s2
    8000586a:	fffff097          	auipc	ra,0xfffff
    8000586e:	d40080e7          	jalr	-704(ra) # 800045aa <iunlockput>
  end_op();
    80005872:	ffffe097          	auipc	ra,0xffffe
    80005876:	2e2080e7          	jalr	738(ra) # 80003b54 <end_op>
  return r;
    8000587a:	8526                	mv	a0,s1
}
    8000587c:	70aa                	ld	ra,168(sp)
    8000587e:	740a                	ld	s0,160(sp)
    80005880:	64ea                	ld	s1,152(sp)
    80005882:	694a                	ld	s2,144(sp)
    80005884:	614d                	add	sp,sp,176
    80005886:	8082                	ret
    end_op();
    80005888:	ffffe097          	auipc	ra,0xffffe
    8000588c:	2cc080e7          	jalr	716(ra) # 80003b54 <end_op>
    return -1;
    80005890:	557d                	li	a0,-1
    80005892:	b7ed                	j	8000587c <sys_unlink+0x6e>

0000000080005894 <create>:
{
    80005894:	715d                	add	sp,sp,-80
    80005896:	e486                	sd	ra,72(sp)
    80005898:	e0a2                	sd	s0,64(sp)
    8000589a:	fc26                	sd	s1,56(sp)
    8000589c:	f84a                	sd	s2,48(sp)
    8000589e:	f44e                	sd	s3,40(sp)
    800058a0:	f052                	sd	s4,32(sp)
    800058a2:	ec56                	sd	s5,24(sp)
    800058a4:	e85a                	sd	s6,16(sp)
    800058a6:	0880                	add	s0,sp,80
    800058a8:	8b2e                	mv	s6,a1
    800058aa:	89b2                	mv	s3,a2
    800058ac:	8936                	mv	s2,a3
  if ((dp = nameiparent(path, name)) == 0)
    800058ae:	fb040593          	add	a1,s0,-80
    800058b2:	fffff097          	auipc	ra,0xfffff
    800058b6:	1e2080e7          	jalr	482(ra) # 80004a94 <nameiparent>
    800058ba:	84aa                	mv	s1,a0
    800058bc:	14050b63          	beqz	a0,80005a12 <create+0x17e>
  ilock(dp);
    800058c0:	fffff097          	auipc	ra,0xfffff
    800058c4:	a8e080e7          	jalr	-1394(ra) # 8000434e <ilock>
  if ((ip = dirlookup(dp, name, 0)) != 0) {
    800058c8:	4601                	li	a2,0
    800058ca:	fb040593          	add	a1,s0,-80
    800058ce:	8526                	mv	a0,s1
    800058d0:	fffff097          	auipc	ra,0xfffff
    800058d4:	f58080e7          	jalr	-168(ra) # 80004828 <dirlookup>
    800058d8:	8aaa                	mv	s5,a0
    800058da:	c921                	beqz	a0,8000592a <create+0x96>
    iunlockput(dp);
    800058dc:	8526                	mv	a0,s1
    800058de:	fffff097          	auipc	ra,0xfffff
    800058e2:	ccc080e7          	jalr	-820(ra) # 800045aa <iunlockput>
    ilock(ip);
    800058e6:	8556                	mv	a0,s5
    800058e8:	fffff097          	auipc	ra,0xfffff
    800058ec:	a66080e7          	jalr	-1434(ra) # 8000434e <ilock>
    if (type == T_FILE && (ip->type == T_FILE || ip->type == T_DEVICE))
    800058f0:	4789                	li	a5,2
    800058f2:	02fb1563          	bne	s6,a5,8000591c <create+0x88>
    800058f6:	03cad783          	lhu	a5,60(s5)
    800058fa:	37f9                	addw	a5,a5,-2
    800058fc:	17c2                	sll	a5,a5,0x30
    800058fe:	93c1                	srl	a5,a5,0x30
    80005900:	4705                	li	a4,1
    80005902:	00f76d63          	bltu	a4,a5,8000591c <create+0x88>
}
    80005906:	8556                	mv	a0,s5
    80005908:	60a6                	ld	ra,72(sp)
    8000590a:	6406                	ld	s0,64(sp)
    8000590c:	74e2                	ld	s1,56(sp)
    8000590e:	7942                	ld	s2,48(sp)
    80005910:	79a2                	ld	s3,40(sp)
    80005912:	7a02                	ld	s4,32(sp)
    80005914:	6ae2                	ld	s5,24(sp)
    80005916:	6b42                	ld	s6,16(sp)
    80005918:	6161                	add	sp,sp,80
    8000591a:	8082                	ret
    iunlockput(ip);
    8000591c:	8556                	mv	a0,s5
    8000591e:	fffff097          	auipc	ra,0xfffff
    80005922:	c8c080e7          	jalr	-884(ra) # 800045aa <iunlockput>
    return 0;
    80005926:	4a81                	li	s5,0
    80005928:	bff9                	j	80005906 <create+0x72>
  if ((ip = ialloc(dp->dev, type)) == 0) {
    8000592a:	85da                	mv	a1,s6
    8000592c:	4088                	lw	a0,0(s1)
    8000592e:	fffff097          	auipc	ra,0xfffff
    80005932:	88e080e7          	jalr	-1906(ra) # 800041bc <ialloc>
    80005936:	8a2a                	mv	s4,a0
    80005938:	c529                	beqz	a0,80005982 <create+0xee>
  ilock(ip);
    8000593a:	fffff097          	auipc	ra,0xfffff
    8000593e:	a14080e7          	jalr	-1516(ra) # 8000434e <ilock>
  ip->major = major;
    80005942:	033a1f23          	sh	s3,62(s4)
  ip->minor = minor;
    80005946:	052a1023          	sh	s2,64(s4)
  ip->nlink = 1;
    8000594a:	4905                	li	s2,1
    8000594c:	052a1123          	sh	s2,66(s4)
  iupdate(ip);
    80005950:	8552                	mv	a0,s4
    80005952:	fffff097          	auipc	ra,0xfffff
    80005956:	930080e7          	jalr	-1744(ra) # 80004282 <iupdate>
  if (type == T_DIR &&
    8000595a:	032b0b63          	beq	s6,s2,80005990 <create+0xfc>
  if (dirlink(dp, name, ip->inum) < 0)
    8000595e:	004a2603          	lw	a2,4(s4)
    80005962:	fb040593          	add	a1,s0,-80
    80005966:	8526                	mv	a0,s1
    80005968:	fffff097          	auipc	ra,0xfffff
    8000596c:	f6c080e7          	jalr	-148(ra) # 800048d4 <dirlink>
    80005970:	06054f63          	bltz	a0,800059ee <create+0x15a>
  iunlockput(dp);
    80005974:	8526                	mv	a0,s1
    80005976:	fffff097          	auipc	ra,0xfffff
    8000597a:	c34080e7          	jalr	-972(ra) # 800045aa <iunlockput>
  return ip;
    8000597e:	8ad2                	mv	s5,s4
    80005980:	b759                	j	80005906 <create+0x72>
    iunlockput(dp);
    80005982:	8526                	mv	a0,s1
    80005984:	fffff097          	auipc	ra,0xfffff
    80005988:	c26080e7          	jalr	-986(ra) # 800045aa <iunlockput>
    return 0;
    8000598c:	8ad2                	mv	s5,s4
    8000598e:	bfa5                	j	80005906 <create+0x72>
      (dirlink(ip, ".", ip->inum) < 0 || dirlink(ip, "..", dp->inum) < 0))
    80005990:	004a2603          	lw	a2,4(s4)
    80005994:	00003597          	auipc	a1,0x3
    80005998:	0ec58593          	add	a1,a1,236 # 80008a80 <syscalls+0x570>
    8000599c:	8552                	mv	a0,s4
    8000599e:	fffff097          	auipc	ra,0xfffff
    800059a2:	f36080e7          	jalr	-202(ra) # 800048d4 <dirlink>
  if (type == T_DIR &&
    800059a6:	04054463          	bltz	a0,800059ee <create+0x15a>
      (dirlink(ip, ".", ip->inum) < 0 || dirlink(ip, "..", dp->inum) < 0))
    800059aa:	40d0                	lw	a2,4(s1)
    800059ac:	00003597          	auipc	a1,0x3
    800059b0:	0dc58593          	add	a1,a1,220 # 80008a88 <syscalls+0x578>
    800059b4:	8552                	mv	a0,s4
    800059b6:	fffff097          	auipc	ra,0xfffff
    800059ba:	f1e080e7          	jalr	-226(ra) # 800048d4 <dirlink>
    800059be:	02054863          	bltz	a0,800059ee <create+0x15a>
  if (dirlink(dp, name, ip->inum) < 0)
    800059c2:	004a2603          	lw	a2,4(s4)
    800059c6:	fb040593          	add	a1,s0,-80
    800059ca:	8526                	mv	a0,s1
    800059cc:	fffff097          	auipc	ra,0xfffff
    800059d0:	f08080e7          	jalr	-248(ra) # 800048d4 <dirlink>
    800059d4:	00054d63          	bltz	a0,800059ee <create+0x15a>
    dp->nlink++;
    800059d8:	0424d783          	lhu	a5,66(s1)
    800059dc:	2785                	addw	a5,a5,1
    800059de:	04f49123          	sh	a5,66(s1)
    iupdate(dp);
    800059e2:	8526                	mv	a0,s1
    800059e4:	fffff097          	auipc	ra,0xfffff
    800059e8:	89e080e7          	jalr	-1890(ra) # 80004282 <iupdate>
    800059ec:	b761                	j	80005974 <create+0xe0>
  ip->nlink = 0;
    800059ee:	040a1123          	sh	zero,66(s4)
  iupdate(ip);
    800059f2:	8552                	mv	a0,s4
    800059f4:	fffff097          	auipc	ra,0xfffff
    800059f8:	88e080e7          	jalr	-1906(ra) # 80004282 <iupdate>
  iunlockput(ip);
    800059fc:	8552                	mv	a0,s4
    800059fe:	fffff097          	auipc	ra,0xfffff
    80005a02:	bac080e7          	jalr	-1108(ra) # 800045aa <iunlockput>
  iunlockput(dp);
    80005a06:	8526                	mv	a0,s1
    80005a08:	fffff097          	auipc	ra,0xfffff
    80005a0c:	ba2080e7          	jalr	-1118(ra) # 800045aa <iunlockput>
  return 0;
    80005a10:	bddd                	j	80005906 <create+0x72>
    return 0;
    80005a12:	8aaa                	mv	s5,a0
    80005a14:	bdcd                	j	80005906 <create+0x72>

0000000080005a16 <open_inode>:
{
    80005a16:	1101                	add	sp,sp,-32
    80005a18:	ec06                	sd	ra,24(sp)
    80005a1a:	e822                	sd	s0,16(sp)
    80005a1c:	e426                	sd	s1,8(sp)
    80005a1e:	e04a                	sd	s2,0(sp)
    80005a20:	1000                	add	s0,sp,32
  if (omode & O_CREATE)
    80005a22:	2005f793          	and	a5,a1,512
    80005a26:	eb85                	bnez	a5,80005a56 <open_inode+0x40>
    80005a28:	892e                	mv	s2,a1
  if ((ip = namei(path)) == 0)
    80005a2a:	fffff097          	auipc	ra,0xfffff
    80005a2e:	04c080e7          	jalr	76(ra) # 80004a76 <namei>
    80005a32:	84aa                	mv	s1,a0
    80005a34:	c911                	beqz	a0,80005a48 <open_inode+0x32>
  ilock(ip);
    80005a36:	fffff097          	auipc	ra,0xfffff
    80005a3a:	918080e7          	jalr	-1768(ra) # 8000434e <ilock>
  if (ip->type == T_DIR && omode != O_RDONLY) {
    80005a3e:	03c49703          	lh	a4,60(s1)
    80005a42:	4785                	li	a5,1
    80005a44:	02f70263          	beq	a4,a5,80005a68 <open_inode+0x52>
}
    80005a48:	8526                	mv	a0,s1
    80005a4a:	60e2                	ld	ra,24(sp)
    80005a4c:	6442                	ld	s0,16(sp)
    80005a4e:	64a2                	ld	s1,8(sp)
    80005a50:	6902                	ld	s2,0(sp)
    80005a52:	6105                	add	sp,sp,32
    80005a54:	8082                	ret
    return create(path, T_FILE, 0, 0);
    80005a56:	4681                	li	a3,0
    80005a58:	4601                	li	a2,0
    80005a5a:	4589                	li	a1,2
    80005a5c:	00000097          	auipc	ra,0x0
    80005a60:	e38080e7          	jalr	-456(ra) # 80005894 <create>
    80005a64:	84aa                	mv	s1,a0
    80005a66:	b7cd                	j	80005a48 <open_inode+0x32>
  if (ip->type == T_DIR && omode != O_RDONLY) {
    80005a68:	fe0900e3          	beqz	s2,80005a48 <open_inode+0x32>
    iunlockput(ip);
    80005a6c:	8526                	mv	a0,s1
    80005a6e:	fffff097          	auipc	ra,0xfffff
    80005a72:	b3c080e7          	jalr	-1220(ra) # 800045aa <iunlockput>
    return 0;
    80005a76:	4481                	li	s1,0
    80005a78:	bfc1                	j	80005a48 <open_inode+0x32>

0000000080005a7a <sys_open>:
{
    80005a7a:	7131                	add	sp,sp,-192
    80005a7c:	fd06                	sd	ra,184(sp)
    80005a7e:	f922                	sd	s0,176(sp)
    80005a80:	f526                	sd	s1,168(sp)
    80005a82:	f14a                	sd	s2,160(sp)
    80005a84:	ed4e                	sd	s3,152(sp)
    80005a86:	0180                	add	s0,sp,192
  argint(1, &omode);
    80005a88:	f4c40593          	add	a1,s0,-180
    80005a8c:	4505                	li	a0,1
    80005a8e:	ffffd097          	auipc	ra,0xffffd
    80005a92:	026080e7          	jalr	38(ra) # 80002ab4 <argint>
  if (argstr(0, path, MAXPATH) < 0)
    80005a96:	08000613          	li	a2,128
    80005a9a:	f5040593          	add	a1,s0,-176
    80005a9e:	4501                	li	a0,0
    80005aa0:	ffffd097          	auipc	ra,0xffffd
    80005aa4:	054080e7          	jalr	84(ra) # 80002af4 <argstr>
    80005aa8:	87aa                	mv	a5,a0
    return -1;
    80005aaa:	557d                	li	a0,-1
  if (argstr(0, path, MAXPATH) < 0)
    80005aac:	0a07c263          	bltz	a5,80005b50 <sys_open+0xd6>
  begin_op();
    80005ab0:	ffffe097          	auipc	ra,0xffffe
    80005ab4:	046080e7          	jalr	70(ra) # 80003af6 <begin_op>
  if ((ip = open_inode(path, omode)) == 0) {
    80005ab8:	f4c42583          	lw	a1,-180(s0)
    80005abc:	f5040513          	add	a0,s0,-176
    80005ac0:	00000097          	auipc	ra,0x0
    80005ac4:	f56080e7          	jalr	-170(ra) # 80005a16 <open_inode>
    80005ac8:	84aa                	mv	s1,a0
    80005aca:	c951                	beqz	a0,80005b5e <sys_open+0xe4>
  if ((ip->type == T_DEVICE && (ip->major < 0 || ip->major >= NDEV)) ||
    80005acc:	03c51703          	lh	a4,60(a0)
    80005ad0:	478d                	li	a5,3
    80005ad2:	00f71763          	bne	a4,a5,80005ae0 <sys_open+0x66>
    80005ad6:	03e55703          	lhu	a4,62(a0)
    80005ada:	47a5                	li	a5,9
    80005adc:	08e7ec63          	bltu	a5,a4,80005b74 <sys_open+0xfa>
      (f = filealloc()) == 0 || (fd = fdalloc(f)) < 0) {
    80005ae0:	fffff097          	auipc	ra,0xfffff
    80005ae4:	0ea080e7          	jalr	234(ra) # 80004bca <filealloc>
    80005ae8:	892a                	mv	s2,a0
  if ((ip->type == T_DEVICE && (ip->major < 0 || ip->major >= NDEV)) ||
    80005aea:	c549                	beqz	a0,80005b74 <sys_open+0xfa>
      (f = filealloc()) == 0 || (fd = fdalloc(f)) < 0) {
    80005aec:	fffff097          	auipc	ra,0xfffff
    80005af0:	7da080e7          	jalr	2010(ra) # 800052c6 <fdalloc>
    80005af4:	89aa                	mv	s3,a0
    80005af6:	06054a63          	bltz	a0,80005b6a <sys_open+0xf0>
  if (ip->type == T_DEVICE) {
    80005afa:	03c49703          	lh	a4,60(s1)
    80005afe:	478d                	li	a5,3
    80005b00:	08f70563          	beq	a4,a5,80005b8a <sys_open+0x110>
    f->type = FD_INODE;
    80005b04:	4789                	li	a5,2
    80005b06:	00f92023          	sw	a5,0(s2)
    f->off = 0;
    80005b0a:	02092023          	sw	zero,32(s2)
  f->ip = ip;
    80005b0e:	00993c23          	sd	s1,24(s2)
  f->readable = !(omode & O_WRONLY);
    80005b12:	f4c42783          	lw	a5,-180(s0)
    80005b16:	0017c713          	xor	a4,a5,1
    80005b1a:	8b05                	and	a4,a4,1
    80005b1c:	00e90423          	sb	a4,8(s2)
  f->writable = (omode & O_WRONLY) || (omode & O_RDWR);
    80005b20:	0037f713          	and	a4,a5,3
    80005b24:	00e03733          	snez	a4,a4
    80005b28:	00e904a3          	sb	a4,9(s2)
  if ((omode & O_TRUNC) && ip->type == T_FILE)
    80005b2c:	4007f793          	and	a5,a5,1024
    80005b30:	c791                	beqz	a5,80005b3c <sys_open+0xc2>
    80005b32:	03c49703          	lh	a4,60(s1)
    80005b36:	4789                	li	a5,2
    80005b38:	06f70063          	beq	a4,a5,80005b98 <sys_open+0x11e>
  iunlock(ip);
    80005b3c:	8526                	mv	a0,s1
    80005b3e:	fffff097          	auipc	ra,0xfffff
    80005b42:	8d2080e7          	jalr	-1838(ra) # 80004410 <iunlock>
  end_op();
    80005b46:	ffffe097          	auipc	ra,0xffffe
    80005b4a:	00e080e7          	jalr	14(ra) # 80003b54 <end_op>
  return fd;
    80005b4e:	854e                	mv	a0,s3
}
    80005b50:	70ea                	ld	ra,184(sp)
    80005b52:	744a                	ld	s0,176(sp)
    80005b54:	74aa                	ld	s1,168(sp)
    80005b56:	790a                	ld	s2,160(sp)
    80005b58:	69ea                	ld	s3,152(sp)
    80005b5a:	6129                	add	sp,sp,192
    80005b5c:	8082                	ret
    end_op();
    80005b5e:	ffffe097          	auipc	ra,0xffffe
    80005b62:	ff6080e7          	jalr	-10(ra) # 80003b54 <end_op>
    return -1;
    80005b66:	557d                	li	a0,-1
    80005b68:	b7e5                	j	80005b50 <sys_open+0xd6>
      fileclose(f);
    80005b6a:	854a                	mv	a0,s2
    80005b6c:	fffff097          	auipc	ra,0xfffff
    80005b70:	11a080e7          	jalr	282(ra) # 80004c86 <fileclose>
    iunlockput(ip);
    80005b74:	8526                	mv	a0,s1
    80005b76:	fffff097          	auipc	ra,0xfffff
    80005b7a:	a34080e7          	jalr	-1484(ra) # 800045aa <iunlockput>
    end_op();
    80005b7e:	ffffe097          	auipc	ra,0xffffe
    80005b82:	fd6080e7          	jalr	-42(ra) # 80003b54 <end_op>
    return -1;
    80005b86:	557d                	li	a0,-1
    80005b88:	b7e1                	j	80005b50 <sys_open+0xd6>
    f->type = FD_DEVICE;
    80005b8a:	00f92023          	sw	a5,0(s2)
    f->major = ip->major;
    80005b8e:	03e49783          	lh	a5,62(s1)
    80005b92:	02f91223          	sh	a5,36(s2)
    80005b96:	bfa5                	j	80005b0e <sys_open+0x94>
    itrunc(ip);
    80005b98:	8526                	mv	a0,s1
    80005b9a:	fffff097          	auipc	ra,0xfffff
    80005b9e:	8bc080e7          	jalr	-1860(ra) # 80004456 <itrunc>
    80005ba2:	bf69                	j	80005b3c <sys_open+0xc2>

0000000080005ba4 <sys_mkdir>:
{
    80005ba4:	7175                	add	sp,sp,-144
    80005ba6:	e506                	sd	ra,136(sp)
    80005ba8:	e122                	sd	s0,128(sp)
    80005baa:	0900                	add	s0,sp,144
  if (argstr(0, path, MAXPATH) < 0)
    80005bac:	08000613          	li	a2,128
    80005bb0:	f7040593          	add	a1,s0,-144
    80005bb4:	4501                	li	a0,0
    80005bb6:	ffffd097          	auipc	ra,0xffffd
    80005bba:	f3e080e7          	jalr	-194(ra) # 80002af4 <argstr>
    return -1;
    80005bbe:	57fd                	li	a5,-1
  if (argstr(0, path, MAXPATH) < 0)
    80005bc0:	02054963          	bltz	a0,80005bf2 <sys_mkdir+0x4e>
  begin_op();
    80005bc4:	ffffe097          	auipc	ra,0xffffe
    80005bc8:	f32080e7          	jalr	-206(ra) # 80003af6 <begin_op>
  if ((ip = create(path, T_DIR, 0, 0)) == 0) {
    80005bcc:	4681                	li	a3,0
    80005bce:	4601                	li	a2,0
    80005bd0:	4585                	li	a1,1
    80005bd2:	f7040513          	add	a0,s0,-144
    80005bd6:	00000097          	auipc	ra,0x0
    80005bda:	cbe080e7          	jalr	-834(ra) # 80005894 <create>
    80005bde:	cd19                	beqz	a0,80005bfc <sys_mkdir+0x58>
  iunlockput(ip);
    80005be0:	fffff097          	auipc	ra,0xfffff
    80005be4:	9ca080e7          	jalr	-1590(ra) # 800045aa <iunlockput>
  end_op();
    80005be8:	ffffe097          	auipc	ra,0xffffe
    80005bec:	f6c080e7          	jalr	-148(ra) # 80003b54 <end_op>
  return 0;
    80005bf0:	4781                	li	a5,0
}
    80005bf2:	853e                	mv	a0,a5
    80005bf4:	60aa                	ld	ra,136(sp)
    80005bf6:	640a                	ld	s0,128(sp)
    80005bf8:	6149                	add	sp,sp,144
    80005bfa:	8082                	ret
    end_op();
    80005bfc:	ffffe097          	auipc	ra,0xffffe
    80005c00:	f58080e7          	jalr	-168(ra) # 80003b54 <end_op>
    return -1;
    80005c04:	57fd                	li	a5,-1
    80005c06:	b7f5                	j	80005bf2 <sys_mkdir+0x4e>

0000000080005c08 <sys_mknod>:
{
    80005c08:	7135                	add	sp,sp,-160
    80005c0a:	ed06                	sd	ra,152(sp)
    80005c0c:	e922                	sd	s0,144(sp)
    80005c0e:	1100                	add	s0,sp,160
  argint(1, &major);
    80005c10:	f6c40593          	add	a1,s0,-148
    80005c14:	4505                	li	a0,1
    80005c16:	ffffd097          	auipc	ra,0xffffd
    80005c1a:	e9e080e7          	jalr	-354(ra) # 80002ab4 <argint>
  argint(2, &minor);
    80005c1e:	f6840593          	add	a1,s0,-152
    80005c22:	4509                	li	a0,2
    80005c24:	ffffd097          	auipc	ra,0xffffd
    80005c28:	e90080e7          	jalr	-368(ra) # 80002ab4 <argint>
  if (argstr(0, path, MAXPATH) < 0)
    80005c2c:	08000613          	li	a2,128
    80005c30:	f7040593          	add	a1,s0,-144
    80005c34:	4501                	li	a0,0
    80005c36:	ffffd097          	auipc	ra,0xffffd
    80005c3a:	ebe080e7          	jalr	-322(ra) # 80002af4 <argstr>
    return -1;
    80005c3e:	57fd                	li	a5,-1
  if (argstr(0, path, MAXPATH) < 0)
    80005c40:	02054b63          	bltz	a0,80005c76 <sys_mknod+0x6e>
  begin_op();
    80005c44:	ffffe097          	auipc	ra,0xffffe
    80005c48:	eb2080e7          	jalr	-334(ra) # 80003af6 <begin_op>
  if ((ip = create(path, T_DEVICE, major, minor)) == 0) {
    80005c4c:	f6841683          	lh	a3,-152(s0)
    80005c50:	f6c41603          	lh	a2,-148(s0)
    80005c54:	458d                	li	a1,3
    80005c56:	f7040513          	add	a0,s0,-144
    80005c5a:	00000097          	auipc	ra,0x0
    80005c5e:	c3a080e7          	jalr	-966(ra) # 80005894 <create>
    80005c62:	cd19                	beqz	a0,80005c80 <sys_mknod+0x78>
  iunlockput(ip);
    80005c64:	fffff097          	auipc	ra,0xfffff
    80005c68:	946080e7          	jalr	-1722(ra) # 800045aa <iunlockput>
  end_op();
    80005c6c:	ffffe097          	auipc	ra,0xffffe
    80005c70:	ee8080e7          	jalr	-280(ra) # 80003b54 <end_op>
  return 0;
    80005c74:	4781                	li	a5,0
}
    80005c76:	853e                	mv	a0,a5
    80005c78:	60ea                	ld	ra,152(sp)
    80005c7a:	644a                	ld	s0,144(sp)
    80005c7c:	610d                	add	sp,sp,160
    80005c7e:	8082                	ret
    end_op();
    80005c80:	ffffe097          	auipc	ra,0xffffe
    80005c84:	ed4080e7          	jalr	-300(ra) # 80003b54 <end_op>
    return -1;
    80005c88:	57fd                	li	a5,-1
    80005c8a:	b7f5                	j	80005c76 <sys_mknod+0x6e>

0000000080005c8c <sys_chdir>:
{
    80005c8c:	7135                	add	sp,sp,-160
    80005c8e:	ed06                	sd	ra,152(sp)
    80005c90:	e922                	sd	s0,144(sp)
    80005c92:	e526                	sd	s1,136(sp)
    80005c94:	e14a                	sd	s2,128(sp)
    80005c96:	1100                	add	s0,sp,160
  struct proc *p = myproc();
    80005c98:	ffffc097          	auipc	ra,0xffffc
    80005c9c:	cec080e7          	jalr	-788(ra) # 80001984 <myproc>
    80005ca0:	892a                	mv	s2,a0
  if (argstr(0, path, MAXPATH) < 0)
    80005ca2:	08000613          	li	a2,128
    80005ca6:	f6040593          	add	a1,s0,-160
    80005caa:	4501                	li	a0,0
    80005cac:	ffffd097          	auipc	ra,0xffffd
    80005cb0:	e48080e7          	jalr	-440(ra) # 80002af4 <argstr>
    return -1;
    80005cb4:	57fd                	li	a5,-1
  if (argstr(0, path, MAXPATH) < 0)
    80005cb6:	04054963          	bltz	a0,80005d08 <sys_chdir+0x7c>
  begin_op();
    80005cba:	ffffe097          	auipc	ra,0xffffe
    80005cbe:	e3c080e7          	jalr	-452(ra) # 80003af6 <begin_op>
  if ((ip = namei(path)) == 0) {
    80005cc2:	f6040513          	add	a0,s0,-160
    80005cc6:	fffff097          	auipc	ra,0xfffff
    80005cca:	db0080e7          	jalr	-592(ra) # 80004a76 <namei>
    80005cce:	84aa                	mv	s1,a0
    80005cd0:	c139                	beqz	a0,80005d16 <sys_chdir+0x8a>
  ilock(ip);
    80005cd2:	ffffe097          	auipc	ra,0xffffe
    80005cd6:	67c080e7          	jalr	1660(ra) # 8000434e <ilock>
  if (ip->type != T_DIR) {
    80005cda:	03c49703          	lh	a4,60(s1)
    80005cde:	4785                	li	a5,1
    80005ce0:	04f71163          	bne	a4,a5,80005d22 <sys_chdir+0x96>
  iunlock(ip);
    80005ce4:	8526                	mv	a0,s1
    80005ce6:	ffffe097          	auipc	ra,0xffffe
    80005cea:	72a080e7          	jalr	1834(ra) # 80004410 <iunlock>
  iput(p->cwd);   // may free an unlinked old directory: needs the transaction
    80005cee:	15093503          	ld	a0,336(s2)
    80005cf2:	fffff097          	auipc	ra,0xfffff
    80005cf6:	810080e7          	jalr	-2032(ra) # 80004502 <iput>
  end_op();
    80005cfa:	ffffe097          	auipc	ra,0xffffe
    80005cfe:	e5a080e7          	jalr	-422(ra) # 80003b54 <end_op>
  p->cwd = ip;
    80005d02:	14993823          	sd	s1,336(s2)
  return 0;
    80005d06:	4781                	li	a5,0
}
    80005d08:	853e                	mv	a0,a5
    80005d0a:	60ea                	ld	ra,152(sp)
    80005d0c:	644a                	ld	s0,144(sp)
    80005d0e:	64aa                	ld	s1,136(sp)
    80005d10:	690a                	ld	s2,128(sp)
    80005d12:	610d                	add	sp,sp,160
    80005d14:	8082                	ret
    end_op();
    80005d16:	ffffe097          	auipc	ra,0xffffe
    80005d1a:	e3e080e7          	jalr	-450(ra) # 80003b54 <end_op>
    return -1;
    80005d1e:	57fd                	li	a5,-1
    80005d20:	b7e5                	j	80005d08 <sys_chdir+0x7c>
    iunlockput(ip);
    80005d22:	8526                	mv	a0,s1
    80005d24:	fffff097          	auipc	ra,0xfffff
    80005d28:	886080e7          	jalr	-1914(ra) # 800045aa <iunlockput>
    end_op();
    80005d2c:	ffffe097          	auipc	ra,0xffffe
    80005d30:	e28080e7          	jalr	-472(ra) # 80003b54 <end_op>
    return -1;
    80005d34:	57fd                	li	a5,-1
    80005d36:	bfc9                	j	80005d08 <sys_chdir+0x7c>

0000000080005d38 <sys_exec>:

// exec(path, argv): replace this process's image.  Caller holds no
// lock; may sleep.
uint64
sys_exec(void)
{
    80005d38:	7121                	add	sp,sp,-448
    80005d3a:	ff06                	sd	ra,440(sp)
    80005d3c:	fb22                	sd	s0,432(sp)
    80005d3e:	f726                	sd	s1,424(sp)
    80005d40:	f34a                	sd	s2,416(sp)
    80005d42:	ef4e                	sd	s3,408(sp)
    80005d44:	0380                	add	s0,sp,448
  char path[MAXPATH];
  char *argv[MAXARG + 1];
  uint64 uargv;
  int r = -1;

  argaddr(1, &uargv);
    80005d46:	e4040593          	add	a1,s0,-448
    80005d4a:	4505                	li	a0,1
    80005d4c:	ffffd097          	auipc	ra,0xffffd
    80005d50:	d88080e7          	jalr	-632(ra) # 80002ad4 <argaddr>
  if (argstr(0, path, MAXPATH) < 0)
    80005d54:	08000613          	li	a2,128
    80005d58:	f5040593          	add	a1,s0,-176
    80005d5c:	4501                	li	a0,0
    80005d5e:	ffffd097          	auipc	ra,0xffffd
    80005d62:	d96080e7          	jalr	-618(ra) # 80002af4 <argstr>
    80005d66:	87aa                	mv	a5,a0
    return -1;
    80005d68:	557d                	li	a0,-1
  if (argstr(0, path, MAXPATH) < 0)
    80005d6a:	0407c363          	bltz	a5,80005db0 <sys_exec+0x78>

  memset(argv, 0, sizeof(argv));
    80005d6e:	10800613          	li	a2,264
    80005d72:	4581                	li	a1,0
    80005d74:	e4840513          	add	a0,s0,-440
    80005d78:	ffffa097          	auipc	ra,0xffffa
    80005d7c:	6d4080e7          	jalr	1748(ra) # 8000044c <memset>
  if (fetch_argv(uargv, argv) == 0)
    80005d80:	e4840593          	add	a1,s0,-440
    80005d84:	e4043503          	ld	a0,-448(s0)
    80005d88:	fffff097          	auipc	ra,0xfffff
    80005d8c:	782080e7          	jalr	1922(ra) # 8000550a <fetch_argv>
  int r = -1;
    80005d90:	59fd                	li	s3,-1
  if (fetch_argv(uargv, argv) == 0)
    80005d92:	c515                	beqz	a0,80005dbe <sys_exec+0x86>
    r = kexec(path, argv);

  for (int i = 0; i < NELEM(argv) && argv[i] != 0; i++)
    80005d94:	e4840493          	add	s1,s0,-440
    80005d98:	f5040913          	add	s2,s0,-176
    80005d9c:	6088                	ld	a0,0(s1)
    80005d9e:	c901                	beqz	a0,80005dae <sys_exec+0x76>
    kfree(argv[i]);
    80005da0:	ffffb097          	auipc	ra,0xffffb
    80005da4:	0d0080e7          	jalr	208(ra) # 80000e70 <kfree>
  for (int i = 0; i < NELEM(argv) && argv[i] != 0; i++)
    80005da8:	04a1                	add	s1,s1,8
    80005daa:	ff2499e3          	bne	s1,s2,80005d9c <sys_exec+0x64>
  return r;
    80005dae:	854e                	mv	a0,s3
}
    80005db0:	70fa                	ld	ra,440(sp)
    80005db2:	745a                	ld	s0,432(sp)
    80005db4:	74ba                	ld	s1,424(sp)
    80005db6:	791a                	ld	s2,416(sp)
    80005db8:	69fa                	ld	s3,408(sp)
    80005dba:	6139                	add	sp,sp,448
    80005dbc:	8082                	ret
    r = kexec(path, argv);
    80005dbe:	e4840593          	add	a1,s0,-440
    80005dc2:	f5040513          	add	a0,s0,-176
    80005dc6:	00000097          	auipc	ra,0x0
    80005dca:	4fc080e7          	jalr	1276(ra) # 800062c2 <kexec>
    80005dce:	89aa                	mv	s3,a0
    80005dd0:	b7d1                	j	80005d94 <sys_exec+0x5c>

0000000080005dd2 <sys_pipe>:

// pipe(fds): store the read and write descriptors at user address fds.
// Caller holds no lock; may sleep (closing on failure).
uint64
sys_pipe(void)
{
    80005dd2:	7139                	add	sp,sp,-64
    80005dd4:	fc06                	sd	ra,56(sp)
    80005dd6:	f822                	sd	s0,48(sp)
    80005dd8:	f426                	sd	s1,40(sp)
    80005dda:	0080                	add	s0,sp,64
  uint64 fds;
  struct file *rf, *wf;
  int fd0 = -1, fd1 = -1;
    80005ddc:	57fd                	li	a5,-1
    80005dde:	fcf42223          	sw	a5,-60(s0)
    80005de2:	fcf42023          	sw	a5,-64(s0)
  struct proc *p = myproc();
    80005de6:	ffffc097          	auipc	ra,0xffffc
    80005dea:	b9e080e7          	jalr	-1122(ra) # 80001984 <myproc>
    80005dee:	84aa                	mv	s1,a0

  argaddr(0, &fds);
    80005df0:	fd840593          	add	a1,s0,-40
    80005df4:	4501                	li	a0,0
    80005df6:	ffffd097          	auipc	ra,0xffffd
    80005dfa:	cde080e7          	jalr	-802(ra) # 80002ad4 <argaddr>
  if (pipealloc(&rf, &wf) < 0)
    80005dfe:	fc840593          	add	a1,s0,-56
    80005e02:	fd040513          	add	a0,s0,-48
    80005e06:	fffff097          	auipc	ra,0xfffff
    80005e0a:	0e0080e7          	jalr	224(ra) # 80004ee6 <pipealloc>
    return -1;
    80005e0e:	57fd                	li	a5,-1
  if (pipealloc(&rf, &wf) < 0)
    80005e10:	08054f63          	bltz	a0,80005eae <sys_pipe+0xdc>
  if ((fd0 = fdalloc(rf)) < 0 || (fd1 = fdalloc(wf)) < 0 ||
    80005e14:	fd043503          	ld	a0,-48(s0)
    80005e18:	fffff097          	auipc	ra,0xfffff
    80005e1c:	4ae080e7          	jalr	1198(ra) # 800052c6 <fdalloc>
    80005e20:	fca42223          	sw	a0,-60(s0)
    80005e24:	04054f63          	bltz	a0,80005e82 <sys_pipe+0xb0>
    80005e28:	fc843503          	ld	a0,-56(s0)
    80005e2c:	fffff097          	auipc	ra,0xfffff
    80005e30:	49a080e7          	jalr	1178(ra) # 800052c6 <fdalloc>
    80005e34:	fca42023          	sw	a0,-64(s0)
    80005e38:	08054163          	bltz	a0,80005eba <sys_pipe+0xe8>
      copyout(p->pagetable, fds, (char *)&fd0, sizeof(fd0)) < 0 ||
    80005e3c:	4691                	li	a3,4
    80005e3e:	fc440613          	add	a2,s0,-60
    80005e42:	fd843583          	ld	a1,-40(s0)
    80005e46:	68a8                	ld	a0,80(s1)
    80005e48:	ffffb097          	auipc	ra,0xffffb
    80005e4c:	7fc080e7          	jalr	2044(ra) # 80001644 <copyout>
  if ((fd0 = fdalloc(rf)) < 0 || (fd1 = fdalloc(wf)) < 0 ||
    80005e50:	02054063          	bltz	a0,80005e70 <sys_pipe+0x9e>
      copyout(p->pagetable, fds + sizeof(fd0), (char *)&fd1, sizeof(fd1)) < 0) {
    80005e54:	4691                	li	a3,4
    80005e56:	fc040613          	add	a2,s0,-64
    80005e5a:	fd843583          	ld	a1,-40(s0)
    80005e5e:	0591                	add	a1,a1,4
    80005e60:	68a8                	ld	a0,80(s1)
    80005e62:	ffffb097          	auipc	ra,0xffffb
    80005e66:	7e2080e7          	jalr	2018(ra) # 80001644 <copyout>
      p->ofile[fd1] = 0;
    fileclose(rf);
    fileclose(wf);
    return -1;
  }
  return 0;
    80005e6a:	4781                	li	a5,0
      copyout(p->pagetable, fds, (char *)&fd0, sizeof(fd0)) < 0 ||
    80005e6c:	04055163          	bgez	a0,80005eae <sys_pipe+0xdc>
    if (fd0 >= 0)
    80005e70:	fc442783          	lw	a5,-60(s0)
    80005e74:	0007c763          	bltz	a5,80005e82 <sys_pipe+0xb0>
      p->ofile[fd0] = 0;
    80005e78:	07e9                	add	a5,a5,26
    80005e7a:	078e                	sll	a5,a5,0x3
    80005e7c:	97a6                	add	a5,a5,s1
    80005e7e:	0007b023          	sd	zero,0(a5)
    if (fd1 >= 0)
    80005e82:	fc042783          	lw	a5,-64(s0)
    80005e86:	0007c763          	bltz	a5,80005e94 <sys_pipe+0xc2>
      p->ofile[fd1] = 0;
    80005e8a:	07e9                	add	a5,a5,26
    80005e8c:	078e                	sll	a5,a5,0x3
    80005e8e:	97a6                	add	a5,a5,s1
    80005e90:	0007b023          	sd	zero,0(a5)
    fileclose(rf);
    80005e94:	fd043503          	ld	a0,-48(s0)
    80005e98:	fffff097          	auipc	ra,0xfffff
    80005e9c:	dee080e7          	jalr	-530(ra) # 80004c86 <fileclose>
    fileclose(wf);
    80005ea0:	fc843503          	ld	a0,-56(s0)
    80005ea4:	fffff097          	auipc	ra,0xfffff
    80005ea8:	de2080e7          	jalr	-542(ra) # 80004c86 <fileclose>
    return -1;
    80005eac:	57fd                	li	a5,-1
}
    80005eae:	853e                	mv	a0,a5
    80005eb0:	70e2                	ld	ra,56(sp)
    80005eb2:	7442                	ld	s0,48(sp)
    80005eb4:	74a2                	ld	s1,40(sp)
    80005eb6:	6121                	add	sp,sp,64
    80005eb8:	8082                	ret
    if (fd0 >= 0)
    80005eba:	fc442783          	lw	a5,-60(s0)
    80005ebe:	fa07dde3          	bgez	a5,80005e78 <sys_pipe+0xa6>
    80005ec2:	bfc9                	j	80005e94 <sys_pipe+0xc2>

0000000080005ec4 <seg_perm>:

// Page permissions for a segment with ELF flags pf.  uvmalloc adds
// readable and user-accessible itself.
static int
seg_perm(uint pf)
{
    80005ec4:	1141                	add	sp,sp,-16
    80005ec6:	e422                	sd	s0,8(sp)
    80005ec8:	0800                	add	s0,sp,16
    80005eca:	87aa                	mv	a5,a0
  int perm = 0;
  if (pf & ELF_PF_X)
    80005ecc:	8905                	and	a0,a0,1
    80005ece:	050e                	sll	a0,a0,0x3
    perm |= PTE_X;
  if (pf & ELF_PF_W)
    80005ed0:	8b89                	and	a5,a5,2
    80005ed2:	c399                	beqz	a5,80005ed8 <seg_perm+0x14>
    perm |= PTE_W;
    80005ed4:	00456513          	or	a0,a0,4
  return perm;
}
    80005ed8:	6422                	ld	s0,8(sp)
    80005eda:	0141                	add	sp,sp,16
    80005edc:	8082                	ret

0000000080005ede <seg_ok>:

// Check a loadable segment's header: sizes consistent, no wrap-around,
// page-aligned start, and below the trapframe.
static int
seg_ok(struct proghdr *ph)
{
    80005ede:	1141                	add	sp,sp,-16
    80005ee0:	e422                	sd	s0,8(sp)
    80005ee2:	0800                	add	s0,sp,16
  if (ph->p_memsz < ph->p_filesz)
    80005ee4:	7518                	ld	a4,40(a0)
    80005ee6:	7114                	ld	a3,32(a0)
    80005ee8:	02d76563          	bltu	a4,a3,80005f12 <seg_ok+0x34>
    80005eec:	87aa                	mv	a5,a0
    return 0;
  if (ph->p_vaddr + ph->p_memsz < ph->p_vaddr)
    80005eee:	6910                	ld	a2,16(a0)
    80005ef0:	9732                	add	a4,a4,a2
    return 0;
    80005ef2:	4501                	li	a0,0
  if (ph->p_vaddr + ph->p_memsz < ph->p_vaddr)
    80005ef4:	02c76063          	bltu	a4,a2,80005f14 <seg_ok+0x36>
  if (ph->p_offset + ph->p_filesz < ph->p_offset)
    80005ef8:	679c                	ld	a5,8(a5)
    80005efa:	96be                	add	a3,a3,a5
    80005efc:	00f6ec63          	bltu	a3,a5,80005f14 <seg_ok+0x36>
    return 0;
  if (ph->p_vaddr % PGSIZE != 0)
    80005f00:	1652                	sll	a2,a2,0x34
    80005f02:	ea09                	bnez	a2,80005f14 <seg_ok+0x36>
    return 0;
  return ph->p_vaddr + ph->p_memsz <= TRAPFRAME;
    80005f04:	fe001537          	lui	a0,0xfe001
    80005f08:	053a                	sll	a0,a0,0xe
    80005f0a:	8169                	srl	a0,a0,0x1a
    80005f0c:	00a73533          	sltu	a0,a4,a0
    80005f10:	a011                	j	80005f14 <seg_ok+0x36>
    return 0;
    80005f12:	4501                	li	a0,0
}
    80005f14:	6422                	ld	s0,8(sp)
    80005f16:	0141                	add	sp,sp,16
    80005f18:	8082                	ret

0000000080005f1a <last_elem>:
}

// The last element of path, for the process name.
static char *
last_elem(char *path)
{
    80005f1a:	1141                	add	sp,sp,-16
    80005f1c:	e422                	sd	s0,8(sp)
    80005f1e:	0800                	add	s0,sp,16
  char *last = path;
  for (char *s = path; *s; s++)
    80005f20:	00054703          	lbu	a4,0(a0) # fffffffffe001000 <end+0xffffffff7dfdf448>
    80005f24:	cf11                	beqz	a4,80005f40 <last_elem+0x26>
    80005f26:	00150793          	add	a5,a0,1
    if (*s == '/')
    80005f2a:	02f00693          	li	a3,47
    80005f2e:	a029                	j	80005f38 <last_elem+0x1e>
  for (char *s = path; *s; s++)
    80005f30:	0785                	add	a5,a5,1
    80005f32:	fff7c703          	lbu	a4,-1(a5)
    80005f36:	c709                	beqz	a4,80005f40 <last_elem+0x26>
    if (*s == '/')
    80005f38:	fed71ce3          	bne	a4,a3,80005f30 <last_elem+0x16>
      last = s + 1;
    80005f3c:	853e                	mv	a0,a5
    80005f3e:	bfcd                	j	80005f30 <last_elem+0x16>
  return last;
}
    80005f40:	6422                	ld	s0,8(sp)
    80005f42:	0141                	add	sp,sp,16
    80005f44:	8082                	ret

0000000080005f46 <loadseg>:
  for (uint done = 0; done < filesz; done += PGSIZE) {
    80005f46:	c749                	beqz	a4,80005fd0 <loadseg+0x8a>
{
    80005f48:	711d                	add	sp,sp,-96
    80005f4a:	ec86                	sd	ra,88(sp)
    80005f4c:	e8a2                	sd	s0,80(sp)
    80005f4e:	e4a6                	sd	s1,72(sp)
    80005f50:	e0ca                	sd	s2,64(sp)
    80005f52:	fc4e                	sd	s3,56(sp)
    80005f54:	f852                	sd	s4,48(sp)
    80005f56:	f456                	sd	s5,40(sp)
    80005f58:	f05a                	sd	s6,32(sp)
    80005f5a:	ec5e                	sd	s7,24(sp)
    80005f5c:	e862                	sd	s8,16(sp)
    80005f5e:	e466                	sd	s9,8(sp)
    80005f60:	1080                	add	s0,sp,96
    80005f62:	8aaa                	mv	s5,a0
    80005f64:	8b2e                	mv	s6,a1
    80005f66:	8bb2                	mv	s7,a2
    80005f68:	8c36                	mv	s8,a3
    80005f6a:	89ba                	mv	s3,a4
  for (uint done = 0; done < filesz; done += PGSIZE) {
    80005f6c:	4901                	li	s2,0
    uint n = filesz - done < PGSIZE ? filesz - done : PGSIZE;
    80005f6e:	6c85                	lui	s9,0x1
    80005f70:	6a05                	lui	s4,0x1
    80005f72:	a815                	j	80005fa6 <loadseg+0x60>
      panic("loadseg: segment page not mapped");
    80005f74:	00003517          	auipc	a0,0x3
    80005f78:	b6c50513          	add	a0,a0,-1172 # 80008ae0 <syscalls+0x5d0>
    80005f7c:	ffffb097          	auipc	ra,0xffffb
    80005f80:	9a0080e7          	jalr	-1632(ra) # 8000091c <panic>
    uint n = filesz - done < PGSIZE ? filesz - done : PGSIZE;
    80005f84:	2481                	sext.w	s1,s1
    if (readi(ip, 0, pa, off + done, n) != n)
    80005f86:	8726                	mv	a4,s1
    80005f88:	012c06bb          	addw	a3,s8,s2
    80005f8c:	4581                	li	a1,0
    80005f8e:	855e                	mv	a0,s7
    80005f90:	ffffe097          	auipc	ra,0xffffe
    80005f94:	66c080e7          	jalr	1644(ra) # 800045fc <readi>
    80005f98:	2501                	sext.w	a0,a0
    80005f9a:	02951d63          	bne	a0,s1,80005fd4 <loadseg+0x8e>
  for (uint done = 0; done < filesz; done += PGSIZE) {
    80005f9e:	012a093b          	addw	s2,s4,s2
    80005fa2:	03397563          	bgeu	s2,s3,80005fcc <loadseg+0x86>
    uint64 pa = walkaddr(pt, va + done);
    80005fa6:	02091593          	sll	a1,s2,0x20
    80005faa:	9181                	srl	a1,a1,0x20
    80005fac:	95da                	add	a1,a1,s6
    80005fae:	8556                	mv	a0,s5
    80005fb0:	ffffb097          	auipc	ra,0xffffb
    80005fb4:	180080e7          	jalr	384(ra) # 80001130 <walkaddr>
    80005fb8:	862a                	mv	a2,a0
    if (pa == 0)
    80005fba:	dd4d                	beqz	a0,80005f74 <loadseg+0x2e>
    uint n = filesz - done < PGSIZE ? filesz - done : PGSIZE;
    80005fbc:	412984bb          	subw	s1,s3,s2
    80005fc0:	0004879b          	sext.w	a5,s1
    80005fc4:	fcfcf0e3          	bgeu	s9,a5,80005f84 <loadseg+0x3e>
    80005fc8:	84d2                	mv	s1,s4
    80005fca:	bf6d                	j	80005f84 <loadseg+0x3e>
  return 0;
    80005fcc:	4501                	li	a0,0
    80005fce:	a021                	j	80005fd6 <loadseg+0x90>
    80005fd0:	4501                	li	a0,0
}
    80005fd2:	8082                	ret
      return -1;
    80005fd4:	557d                	li	a0,-1
}
    80005fd6:	60e6                	ld	ra,88(sp)
    80005fd8:	6446                	ld	s0,80(sp)
    80005fda:	64a6                	ld	s1,72(sp)
    80005fdc:	6906                	ld	s2,64(sp)
    80005fde:	79e2                	ld	s3,56(sp)
    80005fe0:	7a42                	ld	s4,48(sp)
    80005fe2:	7aa2                	ld	s5,40(sp)
    80005fe4:	7b02                	ld	s6,32(sp)
    80005fe6:	6be2                	ld	s7,24(sp)
    80005fe8:	6c42                	ld	s8,16(sp)
    80005fea:	6ca2                	ld	s9,8(sp)
    80005fec:	6125                	add	sp,sp,96
    80005fee:	8082                	ret

0000000080005ff0 <load_segments>:
{
    80005ff0:	7135                	add	sp,sp,-160
    80005ff2:	ed06                	sd	ra,152(sp)
    80005ff4:	e922                	sd	s0,144(sp)
    80005ff6:	e526                	sd	s1,136(sp)
    80005ff8:	e14a                	sd	s2,128(sp)
    80005ffa:	fcce                	sd	s3,120(sp)
    80005ffc:	f8d2                	sd	s4,112(sp)
    80005ffe:	f4d6                	sd	s5,104(sp)
    80006000:	f0da                	sd	s6,96(sp)
    80006002:	ecde                	sd	s7,88(sp)
    80006004:	e8e2                	sd	s8,80(sp)
    80006006:	e4e6                	sd	s9,72(sp)
    80006008:	1100                	add	s0,sp,160
  uint off = eh->e_phoff;
    8000600a:	5204                	lw	s1,32(a2)
  for (int i = 0; i < eh->e_phnum; i++, off += sizeof(ph)) {
    8000600c:	03865783          	lhu	a5,56(a2) # 1038 <_entry-0x7fffefc8>
    80006010:	c3dd                	beqz	a5,800060b6 <load_segments+0xc6>
    80006012:	8aaa                	mv	s5,a0
    80006014:	89ae                	mv	s3,a1
    80006016:	8a32                	mv	s4,a2
    80006018:	8b36                	mv	s6,a3
    8000601a:	4901                	li	s2,0
    if (ph.p_type != ELF_PROG_LOAD)
    8000601c:	4b85                	li	s7,1
    8000601e:	a801                	j	8000602e <load_segments+0x3e>
  for (int i = 0; i < eh->e_phnum; i++, off += sizeof(ph)) {
    80006020:	2905                	addw	s2,s2,1
    80006022:	0384849b          	addw	s1,s1,56
    80006026:	038a5783          	lhu	a5,56(s4) # 1038 <_entry-0x7fffefc8>
    8000602a:	08f95463          	bge	s2,a5,800060b2 <load_segments+0xc2>
    if (readi(ip, 0, (uint64)&ph, off, sizeof(ph)) != sizeof(ph))
    8000602e:	03800713          	li	a4,56
    80006032:	86a6                	mv	a3,s1
    80006034:	f6840613          	add	a2,s0,-152
    80006038:	4581                	li	a1,0
    8000603a:	854e                	mv	a0,s3
    8000603c:	ffffe097          	auipc	ra,0xffffe
    80006040:	5c0080e7          	jalr	1472(ra) # 800045fc <readi>
    80006044:	03800793          	li	a5,56
    80006048:	06f51963          	bne	a0,a5,800060ba <load_segments+0xca>
    if (ph.p_type != ELF_PROG_LOAD)
    8000604c:	f6842783          	lw	a5,-152(s0)
    80006050:	fd7798e3          	bne	a5,s7,80006020 <load_segments+0x30>
    if (!seg_ok(&ph))
    80006054:	f6840513          	add	a0,s0,-152
    80006058:	00000097          	auipc	ra,0x0
    8000605c:	e86080e7          	jalr	-378(ra) # 80005ede <seg_ok>
    80006060:	c93d                	beqz	a0,800060d6 <load_segments+0xe6>
    uint64 end = ph.p_vaddr + ph.p_memsz;
    80006062:	f7843c03          	ld	s8,-136(s0)
    80006066:	f9043783          	ld	a5,-112(s0)
    8000606a:	9c3e                	add	s8,s8,a5
    uint64 newsz = uvmalloc(pt, *sz, end, seg_perm(ph.p_flags));
    8000606c:	000b3c83          	ld	s9,0(s6)
    80006070:	f6c42503          	lw	a0,-148(s0)
    80006074:	00000097          	auipc	ra,0x0
    80006078:	e50080e7          	jalr	-432(ra) # 80005ec4 <seg_perm>
    8000607c:	86aa                	mv	a3,a0
    8000607e:	8662                	mv	a2,s8
    80006080:	85e6                	mv	a1,s9
    80006082:	8556                	mv	a0,s5
    80006084:	ffffb097          	auipc	ra,0xffffb
    80006088:	3e8080e7          	jalr	1000(ra) # 8000146c <uvmalloc>
    if (newsz == 0)
    8000608c:	c539                	beqz	a0,800060da <load_segments+0xea>
    *sz = newsz;
    8000608e:	00ab3023          	sd	a0,0(s6)
    if (loadseg(pt, ph.p_vaddr, ip, ph.p_offset, ph.p_filesz) < 0)
    80006092:	f8842703          	lw	a4,-120(s0)
    80006096:	f7042683          	lw	a3,-144(s0)
    8000609a:	864e                	mv	a2,s3
    8000609c:	f7843583          	ld	a1,-136(s0)
    800060a0:	8556                	mv	a0,s5
    800060a2:	00000097          	auipc	ra,0x0
    800060a6:	ea4080e7          	jalr	-348(ra) # 80005f46 <loadseg>
    800060aa:	f6055be3          	bgez	a0,80006020 <load_segments+0x30>
      return -1;
    800060ae:	557d                	li	a0,-1
    800060b0:	a031                	j	800060bc <load_segments+0xcc>
  return 0;
    800060b2:	4501                	li	a0,0
    800060b4:	a021                	j	800060bc <load_segments+0xcc>
    800060b6:	4501                	li	a0,0
    800060b8:	a011                	j	800060bc <load_segments+0xcc>
      return -1;
    800060ba:	557d                	li	a0,-1
}
    800060bc:	60ea                	ld	ra,152(sp)
    800060be:	644a                	ld	s0,144(sp)
    800060c0:	64aa                	ld	s1,136(sp)
    800060c2:	690a                	ld	s2,128(sp)
    800060c4:	79e6                	ld	s3,120(sp)
    800060c6:	7a46                	ld	s4,112(sp)
    800060c8:	7aa6                	ld	s5,104(sp)
    800060ca:	7b06                	ld	s6,96(sp)
    800060cc:	6be6                	ld	s7,88(sp)
    800060ce:	6c46                	ld	s8,80(sp)
    800060d0:	6ca6                	ld	s9,72(sp)
    800060d2:	610d                	add	sp,sp,160
    800060d4:	8082                	ret
      return -1;
    800060d6:	557d                	li	a0,-1
    800060d8:	b7d5                	j	800060bc <load_segments+0xcc>
      return -1;
    800060da:	557d                	li	a0,-1
    800060dc:	b7c5                	j	800060bc <load_segments+0xcc>

00000000800060de <load_program>:
{
    800060de:	7119                	add	sp,sp,-128
    800060e0:	fc86                	sd	ra,120(sp)
    800060e2:	f8a2                	sd	s0,112(sp)
    800060e4:	f4a6                	sd	s1,104(sp)
    800060e6:	f0ca                	sd	s2,96(sp)
    800060e8:	ecce                	sd	s3,88(sp)
    800060ea:	e8d2                	sd	s4,80(sp)
    800060ec:	e4d6                	sd	s5,72(sp)
    800060ee:	0100                	add	s0,sp,128
    800060f0:	84aa                	mv	s1,a0
    800060f2:	8aae                	mv	s5,a1
    800060f4:	8a32                	mv	s4,a2
    800060f6:	89b6                	mv	s3,a3
  begin_op();
    800060f8:	ffffe097          	auipc	ra,0xffffe
    800060fc:	9fe080e7          	jalr	-1538(ra) # 80003af6 <begin_op>
  if ((ip = namei(path)) == 0) {
    80006100:	8526                	mv	a0,s1
    80006102:	fffff097          	auipc	ra,0xfffff
    80006106:	974080e7          	jalr	-1676(ra) # 80004a76 <namei>
    8000610a:	c929                	beqz	a0,8000615c <load_program+0x7e>
    8000610c:	84aa                	mv	s1,a0
  ilock(ip);
    8000610e:	ffffe097          	auipc	ra,0xffffe
    80006112:	240080e7          	jalr	576(ra) # 8000434e <ilock>
  if (readi(ip, 0, (uint64)&eh, 0, sizeof(eh)) == sizeof(eh) &&
    80006116:	04000713          	li	a4,64
    8000611a:	4681                	li	a3,0
    8000611c:	f8040613          	add	a2,s0,-128
    80006120:	4581                	li	a1,0
    80006122:	8526                	mv	a0,s1
    80006124:	ffffe097          	auipc	ra,0xffffe
    80006128:	4d8080e7          	jalr	1240(ra) # 800045fc <readi>
    8000612c:	04000793          	li	a5,64
  int r = -1;
    80006130:	597d                	li	s2,-1
  if (readi(ip, 0, (uint64)&eh, 0, sizeof(eh)) == sizeof(eh) &&
    80006132:	02f50b63          	beq	a0,a5,80006168 <load_program+0x8a>
  iunlockput(ip);
    80006136:	8526                	mv	a0,s1
    80006138:	ffffe097          	auipc	ra,0xffffe
    8000613c:	472080e7          	jalr	1138(ra) # 800045aa <iunlockput>
  end_op();
    80006140:	ffffe097          	auipc	ra,0xffffe
    80006144:	a14080e7          	jalr	-1516(ra) # 80003b54 <end_op>
}
    80006148:	854a                	mv	a0,s2
    8000614a:	70e6                	ld	ra,120(sp)
    8000614c:	7446                	ld	s0,112(sp)
    8000614e:	74a6                	ld	s1,104(sp)
    80006150:	7906                	ld	s2,96(sp)
    80006152:	69e6                	ld	s3,88(sp)
    80006154:	6a46                	ld	s4,80(sp)
    80006156:	6aa6                	ld	s5,72(sp)
    80006158:	6109                	add	sp,sp,128
    8000615a:	8082                	ret
    end_op();
    8000615c:	ffffe097          	auipc	ra,0xffffe
    80006160:	9f8080e7          	jalr	-1544(ra) # 80003b54 <end_op>
    return -1;
    80006164:	597d                	li	s2,-1
    80006166:	b7cd                	j	80006148 <load_program+0x6a>
  if (readi(ip, 0, (uint64)&eh, 0, sizeof(eh)) == sizeof(eh) &&
    80006168:	f8042703          	lw	a4,-128(s0)
    8000616c:	464c47b7          	lui	a5,0x464c4
    80006170:	57f78793          	add	a5,a5,1407 # 464c457f <_entry-0x39b3ba81>
    80006174:	fcf711e3          	bne	a4,a5,80006136 <load_program+0x58>
      load_segments(pt, ip, &eh, sz) == 0) {
    80006178:	86d2                	mv	a3,s4
    8000617a:	f8040613          	add	a2,s0,-128
    8000617e:	85a6                	mv	a1,s1
    80006180:	8556                	mv	a0,s5
    80006182:	00000097          	auipc	ra,0x0
    80006186:	e6e080e7          	jalr	-402(ra) # 80005ff0 <load_segments>
    8000618a:	892a                	mv	s2,a0
      eh.e_magic == ELF_MAGIC &&
    8000618c:	e511                	bnez	a0,80006198 <load_program+0xba>
    *entry = eh.e_entry;
    8000618e:	f9843783          	ld	a5,-104(s0)
    80006192:	00f9b023          	sd	a5,0(s3)
    r = 0;
    80006196:	b745                	j	80006136 <load_program+0x58>
  int r = -1;
    80006198:	597d                	li	s2,-1
    8000619a:	bf71                	j	80006136 <load_program+0x58>

000000008000619c <setup_stack>:
{
    8000619c:	7149                	add	sp,sp,-368
    8000619e:	f686                	sd	ra,360(sp)
    800061a0:	f2a2                	sd	s0,352(sp)
    800061a2:	eea6                	sd	s1,344(sp)
    800061a4:	eaca                	sd	s2,336(sp)
    800061a6:	e6ce                	sd	s3,328(sp)
    800061a8:	e2d2                	sd	s4,320(sp)
    800061aa:	fe56                	sd	s5,312(sp)
    800061ac:	fa5a                	sd	s6,304(sp)
    800061ae:	f65e                	sd	s7,296(sp)
    800061b0:	f262                	sd	s8,288(sp)
    800061b2:	ee66                	sd	s9,280(sp)
    800061b4:	1a80                	add	s0,sp,368
  uint64 base = PGROUNDUP(*sz);
    800061b6:	0005ba03          	ld	s4,0(a1)
    800061ba:	6785                	lui	a5,0x1
    800061bc:	17fd                	add	a5,a5,-1 # fff <_entry-0x7ffff001>
    800061be:	9a3e                	add	s4,s4,a5
    800061c0:	77fd                	lui	a5,0xfffff
    800061c2:	00fa7a33          	and	s4,s4,a5
  uint64 top = base + (USERSTACK + 1) * PGSIZE;
    800061c6:	6489                	lui	s1,0x2
    800061c8:	94d2                	add	s1,s1,s4
  if (top > TRAPFRAME)
    800061ca:	020007b7          	lui	a5,0x2000
    800061ce:	17fd                	add	a5,a5,-1 # 1ffffff <_entry-0x7e000001>
    800061d0:	07b6                	sll	a5,a5,0xd
    800061d2:	0c97ec63          	bltu	a5,s1,800062aa <setup_stack+0x10e>
    800061d6:	8aaa                	mv	s5,a0
    800061d8:	89ae                	mv	s3,a1
    800061da:	8932                	mv	s2,a2
    800061dc:	8bb6                	mv	s7,a3
    800061de:	8b3a                	mv	s6,a4
  if (uvmalloc(pt, base, top, PTE_W) == 0)
    800061e0:	4691                	li	a3,4
    800061e2:	8626                	mv	a2,s1
    800061e4:	85d2                	mv	a1,s4
    800061e6:	ffffb097          	auipc	ra,0xffffb
    800061ea:	286080e7          	jalr	646(ra) # 8000146c <uvmalloc>
    800061ee:	c161                	beqz	a0,800062ae <setup_stack+0x112>
  *sz = top;
    800061f0:	0099b023          	sd	s1,0(s3)
  uvmclear(pt, base);
    800061f4:	85d2                	mv	a1,s4
    800061f6:	8556                	mv	a0,s5
    800061f8:	ffffb097          	auipc	ra,0xffffb
    800061fc:	41a080e7          	jalr	1050(ra) # 80001612 <uvmclear>
  uint64 stackbase = top - USERSTACK * PGSIZE;
    80006200:	6785                	lui	a5,0x1
    80006202:	9a3e                	add	s4,s4,a5
  for (argc = 0; argv[argc] != 0; argc++) {
    80006204:	00093503          	ld	a0,0(s2)
    80006208:	c531                	beqz	a0,80006254 <setup_stack+0xb8>
    8000620a:	e9840c13          	add	s8,s0,-360
    8000620e:	f9840c93          	add	s9,s0,-104
    80006212:	4981                	li	s3,0
    uint64 len = strlen(argv[argc]) + 1;
    80006214:	ffffa097          	auipc	ra,0xffffa
    80006218:	3c4080e7          	jalr	964(ra) # 800005d8 <strlen>
    8000621c:	0015069b          	addw	a3,a0,1
    s = (s - len) & ~(uint64)15;   // RISC-V wants sp 16-byte aligned
    80006220:	8c95                	sub	s1,s1,a3
    80006222:	98c1                	and	s1,s1,-16
    if (s < stackbase || copyout(pt, s, argv[argc], len) < 0)
    80006224:	0944e763          	bltu	s1,s4,800062b2 <setup_stack+0x116>
    80006228:	00093603          	ld	a2,0(s2)
    8000622c:	85a6                	mv	a1,s1
    8000622e:	8556                	mv	a0,s5
    80006230:	ffffb097          	auipc	ra,0xffffb
    80006234:	414080e7          	jalr	1044(ra) # 80001644 <copyout>
    80006238:	06054f63          	bltz	a0,800062b6 <setup_stack+0x11a>
    ptrs[argc] = s;
    8000623c:	009c3023          	sd	s1,0(s8)
  for (argc = 0; argv[argc] != 0; argc++) {
    80006240:	2985                	addw	s3,s3,1
    80006242:	0921                	add	s2,s2,8
    80006244:	00093503          	ld	a0,0(s2)
    80006248:	c519                	beqz	a0,80006256 <setup_stack+0xba>
    if (argc >= MAXARG)
    8000624a:	0c21                	add	s8,s8,8
    8000624c:	fd9c14e3          	bne	s8,s9,80006214 <setup_stack+0x78>
      return -1;
    80006250:	59fd                	li	s3,-1
    80006252:	a835                	j	8000628e <setup_stack+0xf2>
  for (argc = 0; argv[argc] != 0; argc++) {
    80006254:	4981                	li	s3,0
  ptrs[argc] = 0;
    80006256:	00399793          	sll	a5,s3,0x3
    8000625a:	fa078793          	add	a5,a5,-96 # fa0 <_entry-0x7ffff060>
    8000625e:	97a2                	add	a5,a5,s0
    80006260:	ee07bc23          	sd	zero,-264(a5)
  uint64 len = (argc + 1) * sizeof(uint64);
    80006264:	0019869b          	addw	a3,s3,1
    80006268:	068e                	sll	a3,a3,0x3
  s = (s - len) & ~(uint64)15;
    8000626a:	8c95                	sub	s1,s1,a3
    8000626c:	98c1                	and	s1,s1,-16
  if (s < stackbase || copyout(pt, s, (char *)ptrs, len) < 0)
    8000626e:	0544e663          	bltu	s1,s4,800062ba <setup_stack+0x11e>
    80006272:	e9840613          	add	a2,s0,-360
    80006276:	85a6                	mv	a1,s1
    80006278:	8556                	mv	a0,s5
    8000627a:	ffffb097          	auipc	ra,0xffffb
    8000627e:	3ca080e7          	jalr	970(ra) # 80001644 <copyout>
    80006282:	02054e63          	bltz	a0,800062be <setup_stack+0x122>
  *sp = s;
    80006286:	009bb023          	sd	s1,0(s7)
  *uargv = s;
    8000628a:	009b3023          	sd	s1,0(s6)
}
    8000628e:	854e                	mv	a0,s3
    80006290:	70b6                	ld	ra,360(sp)
    80006292:	7416                	ld	s0,352(sp)
    80006294:	64f6                	ld	s1,344(sp)
    80006296:	6956                	ld	s2,336(sp)
    80006298:	69b6                	ld	s3,328(sp)
    8000629a:	6a16                	ld	s4,320(sp)
    8000629c:	7af2                	ld	s5,312(sp)
    8000629e:	7b52                	ld	s6,304(sp)
    800062a0:	7bb2                	ld	s7,296(sp)
    800062a2:	7c12                	ld	s8,288(sp)
    800062a4:	6cf2                	ld	s9,280(sp)
    800062a6:	6175                	add	sp,sp,368
    800062a8:	8082                	ret
    return -1;
    800062aa:	59fd                	li	s3,-1
    800062ac:	b7cd                	j	8000628e <setup_stack+0xf2>
    return -1;
    800062ae:	59fd                	li	s3,-1
    800062b0:	bff9                	j	8000628e <setup_stack+0xf2>
      return -1;
    800062b2:	59fd                	li	s3,-1
    800062b4:	bfe9                	j	8000628e <setup_stack+0xf2>
    800062b6:	59fd                	li	s3,-1
    800062b8:	bfd9                	j	8000628e <setup_stack+0xf2>
    return -1;
    800062ba:	59fd                	li	s3,-1
    800062bc:	bfc9                	j	8000628e <setup_stack+0xf2>
    800062be:	59fd                	li	s3,-1
    800062c0:	b7f9                	j	8000628e <setup_stack+0xf2>

00000000800062c2 <kexec>:
// Replace the calling process's image with the program at path.
// Returns argc (user code receives it in a0) or -1 with the old image
// untouched.  Caller holds no lock; may sleep.
int
kexec(char *path, char **argv)
{
    800062c2:	715d                	add	sp,sp,-80
    800062c4:	e486                	sd	ra,72(sp)
    800062c6:	e0a2                	sd	s0,64(sp)
    800062c8:	fc26                	sd	s1,56(sp)
    800062ca:	f84a                	sd	s2,48(sp)
    800062cc:	f44e                	sd	s3,40(sp)
    800062ce:	f052                	sd	s4,32(sp)
    800062d0:	0880                	add	s0,sp,80
    800062d2:	8a2a                	mv	s4,a0
    800062d4:	89ae                	mv	s3,a1
  struct proc *p = myproc();
    800062d6:	ffffb097          	auipc	ra,0xffffb
    800062da:	6ae080e7          	jalr	1710(ra) # 80001984 <myproc>
    800062de:	84aa                	mv	s1,a0
  pagetable_t pt;
  uint64 sz = 0, entry = 0, sp = 0, uargv = 0;
    800062e0:	fc043423          	sd	zero,-56(s0)
    800062e4:	fc043023          	sd	zero,-64(s0)
    800062e8:	fa043c23          	sd	zero,-72(s0)
    800062ec:	fa043823          	sd	zero,-80(s0)
  int argc;

  if ((pt = proc_pagetable(p)) == 0)
    800062f0:	ffffb097          	auipc	ra,0xffffb
    800062f4:	760080e7          	jalr	1888(ra) # 80001a50 <proc_pagetable>
    800062f8:	c15d                	beqz	a0,8000639e <kexec+0xdc>
    800062fa:	892a                	mv	s2,a0
    return -1;
  if (load_program(path, pt, &sz, &entry) < 0 ||
    800062fc:	fc040693          	add	a3,s0,-64
    80006300:	fc840613          	add	a2,s0,-56
    80006304:	85aa                	mv	a1,a0
    80006306:	8552                	mv	a0,s4
    80006308:	00000097          	auipc	ra,0x0
    8000630c:	dd6080e7          	jalr	-554(ra) # 800060de <load_program>
    80006310:	06054e63          	bltz	a0,8000638c <kexec+0xca>
      (argc = setup_stack(pt, &sz, argv, &sp, &uargv)) < 0) {
    80006314:	fb040713          	add	a4,s0,-80
    80006318:	fb840693          	add	a3,s0,-72
    8000631c:	864e                	mv	a2,s3
    8000631e:	fc840593          	add	a1,s0,-56
    80006322:	854a                	mv	a0,s2
    80006324:	00000097          	auipc	ra,0x0
    80006328:	e78080e7          	jalr	-392(ra) # 8000619c <setup_stack>
    8000632c:	89aa                	mv	s3,a0
  if (load_program(path, pt, &sz, &entry) < 0 ||
    8000632e:	04054f63          	bltz	a0,8000638c <kexec+0xca>
    proc_freepagetable(pt, sz);
    return -1;
  }

  // Point of no return: commit to the new image.
  safestrcpy(p->name, last_elem(path), sizeof(p->name));
    80006332:	8552                	mv	a0,s4
    80006334:	00000097          	auipc	ra,0x0
    80006338:	be6080e7          	jalr	-1050(ra) # 80005f1a <last_elem>
    8000633c:	85aa                	mv	a1,a0
    8000633e:	4641                	li	a2,16
    80006340:	15848513          	add	a0,s1,344 # 2158 <_entry-0x7fffdea8>
    80006344:	ffffa097          	auipc	ra,0xffffa
    80006348:	258080e7          	jalr	600(ra) # 8000059c <safestrcpy>
  pagetable_t oldpt = p->pagetable;
    8000634c:	68a8                	ld	a0,80(s1)
  uint64 oldsz = p->sz;
    8000634e:	64ac                	ld	a1,72(s1)
  p->pagetable = pt;
    80006350:	0524b823          	sd	s2,80(s1)
  p->sz = sz;
    80006354:	fc843783          	ld	a5,-56(s0)
    80006358:	e4bc                	sd	a5,72(s1)
  p->trapframe->epc = entry;
    8000635a:	6cbc                	ld	a5,88(s1)
    8000635c:	fc043703          	ld	a4,-64(s0)
    80006360:	ef98                	sd	a4,24(a5)
  p->trapframe->sp = sp;
    80006362:	6cbc                	ld	a5,88(s1)
    80006364:	fb843703          	ld	a4,-72(s0)
    80006368:	fb98                	sd	a4,48(a5)
  p->trapframe->a1 = uargv;
    8000636a:	6cbc                	ld	a5,88(s1)
    8000636c:	fb043703          	ld	a4,-80(s0)
    80006370:	ffb8                	sd	a4,120(a5)
  proc_freepagetable(oldpt, oldsz);
    80006372:	ffffb097          	auipc	ra,0xffffb
    80006376:	776080e7          	jalr	1910(ra) # 80001ae8 <proc_freepagetable>
  return argc;
}
    8000637a:	854e                	mv	a0,s3
    8000637c:	60a6                	ld	ra,72(sp)
    8000637e:	6406                	ld	s0,64(sp)
    80006380:	74e2                	ld	s1,56(sp)
    80006382:	7942                	ld	s2,48(sp)
    80006384:	79a2                	ld	s3,40(sp)
    80006386:	7a02                	ld	s4,32(sp)
    80006388:	6161                	add	sp,sp,80
    8000638a:	8082                	ret
    proc_freepagetable(pt, sz);
    8000638c:	fc843583          	ld	a1,-56(s0)
    80006390:	854a                	mv	a0,s2
    80006392:	ffffb097          	auipc	ra,0xffffb
    80006396:	756080e7          	jalr	1878(ra) # 80001ae8 <proc_freepagetable>
    return -1;
    8000639a:	59fd                	li	s3,-1
    8000639c:	bff9                	j	8000637a <kexec+0xb8>
    return -1;
    8000639e:	59fd                	li	s3,-1
    800063a0:	bfe9                	j	8000637a <kexec+0xb8>
	...

0000000080007000 <_trampoline>:
    80007000:	14051073          	csrw	sscratch,a0
    80007004:	02000537          	lui	a0,0x2000
    80007008:	357d                	addw	a0,a0,-1 # 1ffffff <_entry-0x7e000001>
    8000700a:	0536                	sll	a0,a0,0xd
    8000700c:	02153423          	sd	ra,40(a0)
    80007010:	02253823          	sd	sp,48(a0)
    80007014:	02353c23          	sd	gp,56(a0)
    80007018:	04453023          	sd	tp,64(a0)
    8000701c:	04553423          	sd	t0,72(a0)
    80007020:	04653823          	sd	t1,80(a0)
    80007024:	04753c23          	sd	t2,88(a0)
    80007028:	f120                	sd	s0,96(a0)
    8000702a:	f524                	sd	s1,104(a0)
    8000702c:	fd2c                	sd	a1,120(a0)
    8000702e:	e150                	sd	a2,128(a0)
    80007030:	e554                	sd	a3,136(a0)
    80007032:	e958                	sd	a4,144(a0)
    80007034:	ed5c                	sd	a5,152(a0)
    80007036:	0b053023          	sd	a6,160(a0)
    8000703a:	0b153423          	sd	a7,168(a0)
    8000703e:	0b253823          	sd	s2,176(a0)
    80007042:	0b353c23          	sd	s3,184(a0)
    80007046:	0d453023          	sd	s4,192(a0)
    8000704a:	0d553423          	sd	s5,200(a0)
    8000704e:	0d653823          	sd	s6,208(a0)
    80007052:	0d753c23          	sd	s7,216(a0)
    80007056:	0f853023          	sd	s8,224(a0)
    8000705a:	0f953423          	sd	s9,232(a0)
    8000705e:	0fa53823          	sd	s10,240(a0)
    80007062:	0fb53c23          	sd	s11,248(a0)
    80007066:	11c53023          	sd	t3,256(a0)
    8000706a:	11d53423          	sd	t4,264(a0)
    8000706e:	11e53823          	sd	t5,272(a0)
    80007072:	11f53c23          	sd	t6,280(a0)
    80007076:	140022f3          	csrr	t0,sscratch
    8000707a:	06553823          	sd	t0,112(a0)
    8000707e:	00853103          	ld	sp,8(a0)
    80007082:	02053203          	ld	tp,32(a0)
    80007086:	01053283          	ld	t0,16(a0)
    8000708a:	00053303          	ld	t1,0(a0)
    8000708e:	12000073          	sfence.vma
    80007092:	18031073          	csrw	satp,t1
    80007096:	12000073          	sfence.vma
    8000709a:	8282                	jr	t0

000000008000709c <userret>:
    8000709c:	12000073          	sfence.vma
    800070a0:	18051073          	csrw	satp,a0
    800070a4:	12000073          	sfence.vma
    800070a8:	02000537          	lui	a0,0x2000
    800070ac:	357d                	addw	a0,a0,-1 # 1ffffff <_entry-0x7e000001>
    800070ae:	0536                	sll	a0,a0,0xd
    800070b0:	02853083          	ld	ra,40(a0)
    800070b4:	03053103          	ld	sp,48(a0)
    800070b8:	03853183          	ld	gp,56(a0)
    800070bc:	04053203          	ld	tp,64(a0)
    800070c0:	04853283          	ld	t0,72(a0)
    800070c4:	05053303          	ld	t1,80(a0)
    800070c8:	05853383          	ld	t2,88(a0)
    800070cc:	7120                	ld	s0,96(a0)
    800070ce:	7524                	ld	s1,104(a0)
    800070d0:	7d2c                	ld	a1,120(a0)
    800070d2:	6150                	ld	a2,128(a0)
    800070d4:	6554                	ld	a3,136(a0)
    800070d6:	6958                	ld	a4,144(a0)
    800070d8:	6d5c                	ld	a5,152(a0)
    800070da:	0a053803          	ld	a6,160(a0)
    800070de:	0a853883          	ld	a7,168(a0)
    800070e2:	0b053903          	ld	s2,176(a0)
    800070e6:	0b853983          	ld	s3,184(a0)
    800070ea:	0c053a03          	ld	s4,192(a0)
    800070ee:	0c853a83          	ld	s5,200(a0)
    800070f2:	0d053b03          	ld	s6,208(a0)
    800070f6:	0d853b83          	ld	s7,216(a0)
    800070fa:	0e053c03          	ld	s8,224(a0)
    800070fe:	0e853c83          	ld	s9,232(a0)
    80007102:	0f053d03          	ld	s10,240(a0)
    80007106:	0f853d83          	ld	s11,248(a0)
    8000710a:	10053e03          	ld	t3,256(a0)
    8000710e:	10853e83          	ld	t4,264(a0)
    80007112:	11053f03          	ld	t5,272(a0)
    80007116:	11853f83          	ld	t6,280(a0)
    8000711a:	7928                	ld	a0,112(a0)
    8000711c:	10200073          	sret
	...
