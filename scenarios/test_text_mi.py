"""gdb's machine interface as text (harness/text/mi.py, which
harness/machine/debugger.py speaks through), on text recorded from
gdb-multiarch talking to QEMU (no gdb or QEMU needed)."""

import pytest

from harness.text.mi import MIParseError, leading_string, parse_record, parse_value, stop_summary

STOPPED = ('*stopped,reason="breakpoint-hit",disp="keep",bkptno="1",frame={addr="0x0000000080006464",'
           'func="profsample",args=[{name="pr",value="0x80022000"},{name="pc",value="854"}],'
           'file="kernel/prof.c",fullname="/work/main/base/kernel/prof.c",line="49",'
           'arch="riscv:rv64"},thread-id="1",stopped-threads="all"')

FRAMES = ('276^done,stack=[frame={level="0",addr="0x0000000080006464",func="profsample",'
          'file="kernel/prof.c",line="49",arch="riscv:rv64"},frame={level="1",'
          'addr="0x000000008000293e",func="usertrap",file="kernel/trap.c",line="89",'
          'arch="riscv:rv64"},frame={level="2",addr="0x0000000000000348",func="??",'
          'arch="riscv:rv64"}]')


def test_result_record_with_token_and_list_of_results():
    record = parse_record(FRAMES + "\r")
    assert (record.kind, record.token, record.cls) == ("result", 276, "done")
    assert [frame["func"] for frame in record.results["stack"]] == ["profsample", "usertrap", "??"]
    assert record.results["stack"][1]["line"] == "89"


def test_stopped_record_and_its_summary():
    record = parse_record(STOPPED)
    assert (record.kind, record.token, record.cls) == ("exec", None, "stopped")
    assert record.results["frame"]["args"] == [{"name": "pr", "value": "0x80022000"},
                                               {"name": "pc", "value": "854"}]
    summary = stop_summary(record.results)
    assert (summary["reason"], summary["thread"], summary["func"], summary["bkptno"]) == \
        ("breakpoint-hit", 1, "profsample", 1)


def test_other_record_kinds():
    assert parse_record("(gdb) ").kind == "prompt"
    assert parse_record("5^connected").cls == "connected"
    assert parse_record("^exit").token is None
    running = parse_record('*running,thread-id="all"')
    assert (running.kind, running.results) == ("exec", {"thread-id": "all"})
    notify = parse_record('=thread-created,id="2",group-id="i1"')
    assert (notify.kind, notify.cls, notify.results["id"]) == ("notify", "thread-created", "2")
    assert parse_record('+download,x={section=".text"}').kind == "status"
    error = parse_record('12^error,msg="No symbol \\"nope\\" in current context."')
    assert error.results["msg"] == 'No symbol "nope" in current context.'


def test_stream_records_decode_escapes():
    record = parse_record('~"Thread 1 hit Breakpoint 1, profsample (pr=0x80022000) at kernel/prof.c:49\\n"')
    assert record.kind == "console"
    assert record.text.endswith("prof.c:49\n")
    assert parse_record('&"tab\\there \\\\ quote\\" \\101\\n"').text == 'tab\there \\ quote" A\n'
    assert parse_record('@"x"').kind == "target"


def test_values():
    assert parse_value("{}") == {}
    assert parse_value("[]") == []
    assert parse_value('["i1","i2"]') == ["i1", "i2"]
    assert parse_value('{a="1",b={c=[]},d=["x"]}') == {"a": "1", "b": {"c": []}, "d": ["x"]}
    assert parse_value('"caf\\303\\251"') == "café"   # octal bytes are UTF-8


def test_a_char_array_as_gdb_prints_it():
    record = parse_record('274^done,value="\\"proftest\\\\000\\\\000\\\\000\\""')
    assert record.results["value"] == '"proftest\\000\\000\\000"'
    assert leading_string(record.results["value"]) == "proftest"
    assert leading_string('"sh\\000t", \'\\000\' <repeats 12 times>') == "sh"
    assert leading_string("0x0") is None


@pytest.mark.parametrize("text", ['{a="1"', '"open', '[a="1",', '{a=1}', 'x=', '{a="1"}junk'])
def test_bad_values_are_refused(text):
    with pytest.raises(MIParseError):
        parse_value(text)


@pytest.mark.parametrize("line", ["hello", "12", '^done,x', '~"a" b'])
def test_bad_records_are_refused(line):
    with pytest.raises(MIParseError):
        parse_record(line)


def test_a_breakpoint_s_script_of_bare_values_reads_as_a_list():
    # gdb writes a breakpoint's commands as a tuple of values, not of results.
    record = parse_record('15^done,BreakpointTable={body=[bkpt={number="1",times="1",'
                          'script={"silent","disable 1","continue"},enabled="n"}]}')
    [row] = record.results["BreakpointTable"]["body"]
    assert row == {"number": "1", "times": "1", "script": ["silent", "disable 1", "continue"],
                   "enabled": "n"}
