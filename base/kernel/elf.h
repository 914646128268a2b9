// The parts of the ELF64 executable format that exec reads: the file
// header at offset 0, and the program headers, e_phnum of them at
// offset e_phoff, each describing a segment to load.  Field names
// follow the ELF specification.
#ifndef ELF_H
#define ELF_H
#include "types.h"

#define ELF_MAGIC 0x464C457FU   // "\x7FELF" read as a little-endian word

struct elfhdr {
  uint   e_magic;        // ELF_MAGIC
  uchar  e_ident[12];    // class, byte order, ABI: not checked
  ushort e_type;
  ushort e_machine;
  uint   e_version;
  uint64 e_entry;        // where execution starts
  uint64 e_phoff;        // file offset of the program headers
  uint64 e_shoff;
  uint   e_flags;
  ushort e_ehsize;
  ushort e_phentsize;
  ushort e_phnum;        // number of program headers
  ushort e_shentsize;
  ushort e_shnum;
  ushort e_shstrndx;
};

struct proghdr {
  uint   p_type;         // ELF_PROG_LOAD for a segment to load
  uint   p_flags;        // ELF_PF_* permissions
  uint64 p_offset;       // file offset of the segment's bytes
  uint64 p_vaddr;        // where it goes in memory
  uint64 p_paddr;
  uint64 p_filesz;       // bytes present in the file
  uint64 p_memsz;        // bytes in memory; the rest is zero
  uint64 p_align;
};

#define ELF_PROG_LOAD 1

// p_flags bits.
#define ELF_PF_X 1   // executable
#define ELF_PF_W 2   // writable
#define ELF_PF_R 4   // readable

#endif
