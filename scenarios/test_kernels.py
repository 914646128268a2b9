"""The kernels profclinic can run, as data (kernels/*.toml, harness/expected/kernels.py),
and xv6-riscv built from its description and booted (harness/kernel/tree.py).

The descriptions, their checks and their names are pure tests.  The boots
of xv6-riscv are opt-in (--with=xv6): they need a clone of
mit-pdos/xv6-riscv named by XV6=DIR, and skip with a line saying how to
get one when it is not named.
"""

import os
import re
import subprocess
import tomllib

import pytest

from harness import REPO, cli
from harness.tools import pytest_command
from harness.errors import ExpectationError, HarnessError
from harness.expected import kernels, spec
from harness.expected.kernels import load_kernel, parse_kernel
from harness.expected.spec_steps import BackgroundStep, RunStep, SendStep
from harness.build import REFERENCE, apply_patch
from harness.cli import run
from harness.kernel.symbols import Symbols
from harness.kernel.tree import build_described, described_key, made_tree
from harness.machine.boot import Boot
from harness.machine.debugger import Debugger
from harness.measured import rates
from harness.measured.keys import kernel_key, scenario_key
from harness.run import deadlines
from harness.run.record import load_runs
from harness.text.mi import Record

XV6 = load_kernel("xv6-riscv")


def test_the_kernels_described_load():
    assert kernels.kernel_names() == ["base", "xv6-riscv"]
    base = load_kernel("base")
    assert base.source() == REPO / "base" and base.names == {}
    assert base.own_name("kexit") == "kexit"


def test_xv6_riscv_names_the_handout_s_functions_its_own_way_and_back():
    assert [XV6.own_name(name) for name in ("kexit", "kwait", "kfork", "kexec", "freeproc")] \
        == ["exit", "wait", "fork", "exec", "freeproc"]
    assert [XV6.handout_name(name) for name in ("exit", "wait", "usertrap")] \
        == ["kexit", "kwait", "usertrap"]


# The handout's five clinics, each with its patch on xv6-riscv.  A clinic
# added later needs no patch there (it runs on base/ until it has one).
HANDOUT_CLINICS = {"clockintr_sampling", "sepc_after_yield", "no_range_check",
                   "free_on_exec", "dump_in_freeproc"}


def test_every_kernel_has_a_patch_for_the_handout_s_clinics():
    for name in kernels.kernel_names():
        kernel = load_kernel(name)
        for bug in HANDOUT_CLINICS:
            assert kernel.bug_patch(bug) is not None and kernel.bug_patch(bug).is_file(), \
                (name, bug)
        assert kernel.bug_patch("no_such_clinic") is None
    assert set(XV6.bugs) == HANDOUT_CLINICS
    assert HANDOUT_CLINICS <= set(spec.clinic_names())


def test_without_a_checkout_xv6_riscv_says_how_to_get_one(tmp_path):
    with pytest.raises(HarnessError) as raised:
        XV6.source(environ={})
    said = str(raised.value)
    assert "git clone https://github.com/mit-pdos/xv6-riscv DIR" in said
    assert "XV6=DIR" in said and XV6.commit[:12] in said
    with pytest.raises(HarnessError, match="is not a clone of"):
        XV6.source(environ={"XV6": str(tmp_path)})


# A second xv6-riscv, as a course would describe its own fork: no Python.
FORK = """
title = "a course's fork of xv6-riscv"
[source]
checkout = "COURSE_XV6"
clone = "https://example.org/course/xv6-riscv"
commit = "0123456789abcdef0123456789abcdef01234567"
patch = "kernels/xv6-riscv/profiler.patch"
[source.copy]
"kernel/prof.c" = "base/kernel/prof.c"
[build]
targets = ["kernel/kernel", "fs.img"]
[boot]
banner = "course kernel"
prompt = "$ "
[names]
kexit = "exit"
"""


def test_a_second_description_is_data_alone(tmp_path):
    (tmp_path / "course.toml").write_text(FORK)
    fork = load_kernel("course", tmp_path)
    assert fork.own_name("kexit") == "exit" and fork.own_name("kwait") == "kwait"
    assert kernels.kernel_names(tmp_path) == ["course"]
    with pytest.raises(HarnessError, match="COURSE_XV6=DIR"):
        fork.source(environ={})


@pytest.mark.parametrize("change, refused", [
    (("[boot]", "[boot]\ncolour = 1"), r"boot: unknown key 'colour'"),
    (('checkout = "COURSE_XV6"', 'checkout = "COURSE_XV6"\nfolder = "base"'), r"source: .*one of"),
    (('commit = "0123456789abcdef0123456789abcdef01234567"', ""), r"needs commit"),
    (('commit = "0123456789abcdef0123456789abcdef01234567"', 'commit = "main"'),
     r"commit: wanted a commit's 40 hex digits"),
    (('"kernel/prof.c" =', '"../prof.c" ='), r"\.\./prof\.c: a path inside the kernel's tree"),
    (('= "base/kernel/prof.c"', '= "base/kernel/gone.c"'), r"no file of this repository"),
    (('kexit = "exit"', 'kexit = "exit"\nkwait = "exit"'), r"names: two of the handout's"),
    (('[build]\ntargets = ["kernel/kernel", "fs.img"]', ""), r"missing key 'build'"),
])
def test_a_malformed_description_is_refused_naming_its_key(change, refused):
    old, new = change
    assert old in FORK
    with pytest.raises(ExpectationError, match=refused) as raised:
        parse_kernel(tomllib.loads(FORK.replace(old, new)), REPO / "x.toml")
    assert str(raised.value).startswith("x.toml")


def test_no_such_kernel_names_those_there_are():
    with pytest.raises(ExpectationError, match="the kernels are: base, xv6-riscv"):
        load_kernel("linux")


def test_the_port_quotes_at_most_three_of_xv6_s_lines_around_each_change():
    """The one exception to writing everything here: a hunk may quote the
    context lines it needs to apply, three at most on each side."""
    hunks, hunk = [], None
    for line in (REPO / XV6.patch).read_text().splitlines():
        if line.startswith("@@"):
            hunk = []
            hunks.append(hunk)
        elif line.startswith("diff "):
            hunk = None
        elif hunk is not None and line[:1] in (" ", "+", "-"):
            hunk.append("c" if line.startswith(" ") else "x")
    assert len(hunks) >= 10
    for kinds in map("".join, hunks):
        assert re.fullmatch(r"c{0,3}(x+c{0,6})*x+c{0,3}", kinds), kinds


def test_the_build_key_moves_with_the_patch_and_the_copied_files(tmp_path):
    fork = parse_kernel(tomllib.loads(FORK), tmp_path / "course.toml")
    other = parse_kernel(tomllib.loads(
        FORK.replace('"kernel/prof.c" = "base/kernel/prof.c"',
                     '"kernel/prof.c" = "base/kernel/proc.c"')), tmp_path / "course.toml")
    moved = parse_kernel(tomllib.loads(
        FORK.replace("0123456789abcdef0123456789abcdef01234567", "f" * 40)),
        tmp_path / "course.toml")
    keys = {described_key(kernel, None) for kernel in (fork, other, moved)}
    assert len(keys) == 3


def test_gdb_breaks_at_the_kernel_s_name_and_tells_frames_by_the_handout_s(tmp_path):
    """On xv6-riscv a breakpoint at kexit is set at exit, and a backtrace
    through exit and wait reads as the handout's kexit and kwait."""
    gdb = Debugger("kernel", "socket", tmp_path, names=XV6.names.items())
    typed = []
    gdb._while_stopped = lambda command: typed.append(command) or Record(
        "result", results={"bkpt": {"number": "1"}})
    gdb._say = lambda *said: None
    for location in ("kexit", "kwait+0x10", "freeproc", "*0x80001a2c"):
        gdb.break_at(location)
    assert [command.split()[-1] for command in typed] == [
        "exit", "wait+0x10", "freeproc", "*0x80001a2c"]
    stack = [{"level": str(level), "func": func, "addr": "0x0"}
             for level, func in enumerate(("acquire", "exit", "wait", "sys_wait"))]
    gdb.command = lambda command: Record("result", results={"stack": stack, "stack-args": []})
    assert [frame["func"] for frame in gdb.backtrace()] == [
        "acquire", "kexit", "kwait", "sys_wait"]


def test_a_check_reads_the_kernel_s_symbols_by_the_handout_s_names(tmp_path):
    (tmp_path / "kernel.sym").write_text("0000000080001000 fork\n0000000080001100 exit\n"
                                         "0000000080001200 wait\n")
    symbols = Symbols(tmp_path / "kernel.sym", XV6.names.items())
    assert symbols.sym("kexit") == 0x80001100 and symbols.end("kexit") == 0x80001200
    assert symbols.func_at(0x80001210) == "kwait" and symbols.sym("wait") == 0x80001200


# --- the kernel a run is on -------------------------------------------------------------

def test_the_current_kernel_is_base_unless_one_is_named(tmp_path):
    assert kernels.current_kernel({}).is_base and kernels.kernel_setting({}) == ""
    named = {kernels.KERNEL_VARIABLE: "xv6-riscv"}
    assert kernels.current_kernel(named) == XV6 and not XV6.is_base
    assert kernels.kernel_setting(named) == " KERNEL=xv6-riscv"
    (tmp_path / "course.toml").write_text(FORK)
    given = {kernels.KERNEL_VARIABLE: str(tmp_path / "course.toml")}
    assert kernels.current_kernel(given).name == "course"
    with pytest.raises(ExpectationError, match="no kernel named 'linux'"):
        kernels.current_kernel({kernels.KERNEL_VARIABLE: "linux"})
    with pytest.raises(ExpectationError, match="no such description file"):
        kernels.current_kernel({kernels.KERNEL_VARIABLE: str(tmp_path / "gone.toml")})
    (tmp_path / "base.toml").write_text(FORK)
    with pytest.raises(ExpectationError, match="give the description another file name"):
        kernels.current_kernel({kernels.KERNEL_VARIABLE: str(tmp_path / "base.toml")})


def test_on_another_kernel_a_run_keeps_its_own_rates_keys_and_slower_timeouts(monkeypatch):
    clinic = spec.load_clinic("dump_in_freeproc")
    scenario = clinic.scenarios[0]
    on_base = (rates.rates_path("dump_in_freeproc"), kernel_key("dump_in_freeproc"),
               kernel_key(REFERENCE), deadlines.slower(scenario, kernels.current_kernel().slower))
    monkeypatch.setenv(kernels.KERNEL_VARIABLE, "xv6-riscv")
    assert on_base[0] == rates.RATES / "dump_in_freeproc.toml" and on_base[3] == {}
    assert rates.rates_path("dump_in_freeproc") == \
        rates.RATES / "xv6-riscv" / "dump_in_freeproc.toml"
    assert kernel_key("dump_in_freeproc") == described_key(XV6, XV6.bug_patch("dump_in_freeproc"))
    assert kernel_key(REFERENCE) == described_key(XV6)
    assert len({on_base[1], on_base[2], kernel_key("dump_in_freeproc"), kernel_key(REFERENCE)}) == 4
    assert scenario.steps[0].timeout == 180 and XV6.slower == 4
    assert deadlines.slower(scenario, XV6.slower) == {"boot": 240, "1 run: proftest": 720}
    assert "KERNEL=xv6-riscv" in rates.measure_command("dump_in_freeproc", "proftest")


def _read_for(bug, kernel):
    path = REPO / "expected" / f"{bug}.toml"
    return spec.parse_clinic(path.read_text(), path, kernel=kernel)


# Each test below reads one clinic's file, named in its id.

@pytest.mark.parametrize("bug", ["no_range_check"])
def test_a_scenario_its_file_says_cannot_show_on_a_kernel_is_not_read_there(bug):
    base, there = _read_for(bug, "base"), _read_for(bug, "xv6-riscv")
    assert base.not_here == {} and base.kernel == "base" and there.kernel == "xv6-riscv"
    assert list(there.not_here) == ["2-byte buckets during usertests"]
    assert "pop_off" in there.not_here["2-byte buckets during usertests"]
    assert [s.name for s in there.scenarios] == [s.name for s in base.scenarios][1:]
    assert there.why["differs"] != base.why["differs"]


@pytest.mark.parametrize("bug", ["sepc_after_yield"])
def test_a_kernel_s_own_symptom_replaces_the_scenario_s_there_alone(bug):
    base, there = _read_for(bug, "base"), _read_for(bug, "xv6-riscv")
    alone = "alone, the hot loop is sampled on (nearly) every tick, every sample in hot()"
    assert alone in [c.says for c in base.scenarios[0].symptom]
    assert alone not in [c.says for c in there.scenarios[0].symptom]
    assert [c.says for c in there.scenarios[0].reference] == \
        [c.says for c in base.scenarios[0].reference]
    assert there.scenarios[0].differs and not base.scenarios[0].differs
    assert scenario_key(there.scenarios[0]) != scenario_key(base.scenarios[0])
    assert scenario_key(there.scenarios[1]) == scenario_key(base.scenarios[1])


def test_a_clinic_with_no_patch_for_a_kernel_runs_nothing_there(tmp_path):
    (tmp_path / "course.toml").write_text(FORK)      # a fork with no [bugs]: bugs/ serves,
    path = REPO / "expected" / "sixth.toml"          # and bugs/ has no sixth.patch
    text = ON_TABLE.replace("[scenario.on.KERNEL]\ndiffers = \"why\"\n", "")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(kernels.KERNEL_VARIABLE, str(tmp_path / "course.toml"))
        clinic = spec.parse_clinic(text, path)
    assert clinic.scenarios == [] and clinic.kernel == "course"
    assert clinic.not_here == {"s": "course has no patch for this clinic (the [bugs] of its "
                                    "description: kernels/README.md)"}
    assert [s.name for s in spec.parse_clinic(text, path, kernel="base").scenarios] == ["s"]


@pytest.mark.parametrize("bug", ["no_range_check"])
def test_a_kernel_s_own_steps_replace_the_scenario_s_there_alone(bug):
    base, there = _read_for(bug, "base"), _read_for(bug, "xv6-riscv")
    [ours, theirs] = [next(s for s in clinic.scenarios if "below" in s.name)
                      for clinic in (base, there)]
    assert [step.text for step in ours.steps if isinstance(step, SendStep)] == \
        ["prof -k ${lo} ${hi} -s 3 wc b2 b2 b2 b2 b2 b2"]
    assert [step.text for step in theirs.steps if isinstance(step, SendStep)] == \
        ["prof -k ${lo} ${hi} -s 3 wc b2 b2"]
    assert scenario_key(ours) != scenario_key(theirs)
    text = (REPO / "expected" / f"{bug}.toml").read_text()
    renamed = text.replace('wc b2 b2" },\n  { stops = 1, name = "below"',
                           'wc b2 b2" },\n  { stops = 1, name = "under"')
    assert renamed != text
    for kernel in ("base", "xv6-riscv"):
        with pytest.raises(ExpectationError, match=r"on.xv6-riscv: its steps must name the "
                                                   r"scenario's: \['below'\]"):
            spec.parse_clinic(renamed, REPO / "expected" / f"{bug}.toml", kernel=kernel)


XV6_SH_WORDS = 9     # xv6-riscv's sh: MAXARGS 10, and a command's words must be fewer


@pytest.mark.parametrize("bug", spec.clinic_names())
def test_every_command_typed_on_xv6_riscv_fits_its_shell(monkeypatch, bug):
    monkeypatch.setenv(kernels.KERNEL_VARIABLE, "xv6-riscv")
    clinic = spec.load_clinic(bug)
    typed = [(scenario.name, getattr(step, "command", None) or step.text)
             for scenario in clinic.scenarios for step in scenario.steps
             if isinstance(step, (RunStep, BackgroundStep, SendStep))]
    for name, line in typed:
        for command in line.split(";"):
            words = re.split(r"[<>]", command)[0].split()     # redirections are no words
            assert len(words) <= XV6_SH_WORDS, f"{bug} / {name}: {command!r}"


@pytest.mark.parametrize("bug", ["clockintr_sampling"])
def test_a_kernel_s_about_and_why_replace_the_file_s_own_there_alone(bug):
    base, there = _read_for(bug, "base"), _read_for(bug, "xv6-riscv")
    assert "on every tick\nor on none" in base.about and "none and all" in there.about
    assert "about 30 or 0" in base.why["evidence"] and "about 30 or 0" not in \
        there.why["evidence"]
    assert there.why["fix"] == base.why["fix"]
    assert {key for key in there.why if there.why[key] != base.why[key]} == {
        "mechanism", "evidence", "differs"}


@pytest.mark.parametrize("bug", ["clockintr_sampling"])
def test_base_s_figure_is_told_beside_the_handout_s_only_on_another_kernel(bug):
    def hot_check(kernel):
        clinic = _read_for(bug, kernel)
        return next(c for c in clinic.scenarios[0].symptom if c.says.startswith("the hot loop"))
    assert hot_check("base").handout == "30, 0, 11, 0; in another boot 23, 29, 26, 0"
    assert hot_check("xv6-riscv").handout.startswith(hot_check("base").handout + "; base/: 0 in")


ON_TABLE = """
title = "t"
[[scenario]]
name = "s"
steps = [{ run = "proftest" }]
[[scenario.symptom]]
says = "fails"
check = "seen('FAIL')"
[scenario.on.KERNEL]
differs = "why"
"""


@pytest.mark.parametrize("change, refused", [
    (("KERNEL", "linux"), r'scenario "s", on.linux: no kernel named \'linux\''),
    (("KERNEL", "base"), r"on.base: base/ is the kernel the file is written for"),
    (('differs = "why"', 'runs = false'), r"on.xv6-riscv: missing key 'differs'"),
    (('differs = "why"', 'differs = "why"\nsymptom = []'), r"symptom = \[\] would check nothing"),
    (('differs = "why"', 'differs = "why"\nsymptom = [{ says = "x", check = "nothing_known" }]'),
     r"on.xv6-riscv, symptom\[0\], check: unknown name 'nothing_known'"),
    (('differs = "why"', 'differs = "why"\nreboot = true'), r"on.xv6-riscv: unknown key 'reboot'"),
])
def test_a_malformed_on_table_is_refused_on_every_kernel(change, refused):
    text = ON_TABLE.replace("KERNEL", "xv6-riscv").replace(*change) \
        if change[0] != "KERNEL" else ON_TABLE.replace(*change)
    for kernel in ("base", "xv6-riscv"):
        with pytest.raises(ExpectationError, match=refused):
            spec.parse_clinic(text, REPO / "expected" / "x.toml", kernel=kernel)


def _pytest(tmp_path, *args, timeout=120, **env):
    """pytest run here as a child, with the environment given; (status, its output)."""
    done = subprocess.run(pytest_command(*args, "-rs", "-p", "no:xdist"), cwd=REPO,
                          env={**os.environ, **env}, capture_output=True, text=True,
                          timeout=timeout)
    return done.returncode, done.stdout + done.stderr


@pytest.mark.parametrize("bug", ["no_range_check"])
def test_a_scenario_that_cannot_show_on_a_kernel_is_skipped_saying_why(tmp_path, bug):
    (tmp_path / ".git").mkdir()      # a clone, as far as collecting goes: nothing is built
    status, said = _pytest(tmp_path, "--kernel=xv6-riscv", f"expected/{bug}.toml",
                           "-k", "2-byte or loads", XV6=str(tmp_path))
    assert status == 0 and "1 skipped" in said, said
    assert "'2-byte buckets during usertests' does not run on xv6-riscv: Few samples go " \
           "astray" in " ".join(said.split()), said


def test_a_kernel_that_cannot_be_had_is_a_usage_error_saying_what_to_do(tmp_path):
    status, said = _pytest(tmp_path, "--kernel=xv6-riscv", "expected/no_range_check.toml",
                           XV6="")
    assert status == 4 and "git clone https://github.com/mit-pdos/xv6-riscv DIR" in said, said
    status, said = _pytest(tmp_path, "--kernel=linux", "expected/no_range_check.toml")
    assert status == 4 and "no kernel named 'linux'" in said, said


def test_a_clinic_s_exercise_on_another_kernel_is_refused_saying_so(monkeypatch, capsys):
    monkeypatch.setenv(kernels.KERNEL_VARIABLE, "xv6-riscv")
    assert cli.main(["exercise", "sepc_after_yield"]) == 1
    assert "make exercise works on base/'s clinics only, not on xv6-riscv yet: run it " \
           "without KERNEL=" in capsys.readouterr().err


def test_a_learner_s_tree_is_judged_on_the_kernel_its_banner_names(tmp_path, monkeypatch,
                                                                   capsys):
    monkeypatch.setenv(kernels.KERNEL_VARIABLE, "")      # so that what the test sets is undone
    monkeypatch.delenv(kernels.KERNEL_VARIABLE)
    for name, banner in (("ours", "profclinic kernel: booting on hart 0"),
                         ("theirs", "xv6 kernel is booting"), ("neither", "hello")):
        (tmp_path / name / "kernel").mkdir(parents=True)
        (tmp_path / name / "kernel" / "main.c").write_text(f'printf("{banner}\\n");\n')
    assert kernels.kernel_of_tree(tmp_path / "ours") == "base"
    assert kernels.kernel_of_tree(tmp_path / "neither") is None
    assert run._judged_on_tree_kernel([tmp_path / "ours"]).is_base
    assert not os.environ.get(kernels.KERNEL_VARIABLE)
    assert run._judged_on_tree_kernel([tmp_path / "theirs"]).name == "xv6-riscv"
    assert os.environ[kernels.KERNEL_VARIABLE] == "xv6-riscv"
    assert "the tree is of MIT's xv6-riscv (2022), with profclinic's port of the profiler: " \
           "judged on it (KERNEL=xv6-riscv)" in capsys.readouterr().out
    monkeypatch.delenv(kernels.KERNEL_VARIABLE)
    with pytest.raises(HarnessError, match="different kernels"):
        run._judged_on_tree_kernel([tmp_path / "ours", tmp_path / "theirs"])
    monkeypatch.setenv(kernels.KERNEL_VARIABLE, "base")     # named: not told from the tree
    assert run._judged_on_tree_kernel([tmp_path / "theirs"]).is_base


# A course's own kernel, described in a file of its own: here base/'s
# sources under another name, as a course would point at its fork.
COURSE_KERNEL = """
title = "a course's kernel: base/'s sources, described apart"
[source]
folder = "base"
[build]
targets = ["kernel/kernel", "fs.img"]
[boot]
banner = "profclinic kernel: booting on hart 0"
prompt = "$ "
"""


@pytest.mark.qemu
@pytest.mark.slow
def test_a_second_description_runs_a_clinic_s_scenario_with_no_python_added(tmp_path):
    """A description file is all a kernel needs: built into its own cache
    entry, booted, and judged; its runs say which kernel they ran on."""
    (tmp_path / "course.toml").write_text(COURSE_KERNEL)
    status, said = _pytest(tmp_path, f"--kernel={tmp_path / 'course.toml'}",
                           "expected/dump_in_freeproc.toml", "-k", "proftest and not gdb",
                           f"--logdir={tmp_path / 'logs'}", PROFCLINIC_CACHE=str(tmp_path))
    assert status == 0 and "1 showed the symptom" in said \
        and "1 behaved as the reference" in said, said
    assert (tmp_path / "kernel-course-dump_in_freeproc" / "kernel" / "kernel").is_file()
    runs = load_runs(tmp_path / "logs")
    assert {(run.variant, run.kernel) for run in runs} == {
        ("dump_in_freeproc", "course"), ("reference", "course")}


# --- xv6-riscv booted (opt-in: --with=xv6, XV6=DIR) ---------------------------------------

@pytest.fixture(scope="module")
def xv6_build(log_root):
    if not os.environ.get(XV6.checkout):
        pytest.skip(f"xv6-riscv needs a checkout: {XV6.how_to_get()}")
    return build_described(XV6, log_path=log_root / "build-xv6-riscv.log")


@pytest.fixture
def xv6(xv6_build, test_logdir):
    with Boot(xv6_build, test_logdir) as boot:
        yield boot.machine


@pytest.mark.xv6
def test_each_clinic_s_patch_applies_to_the_port(xv6_build, tmp_path):
    for bug in sorted(XV6.bugs):
        tree = tmp_path / bug
        made_tree(XV6, XV6.source(), tree)
        apply_patch(XV6.bug_patch(bug), tree, onto=f"the port of {XV6.name}")


@pytest.mark.xv6
def test_xv6_riscv_runs_proftest_and_prof_grep(xv6):
    said = xv6.run("proftest", timeout=180)
    assert "proftest: ALL OK" in said, f"{said}\nconsole: {xv6.log_path}"
    report = xv6.run("prof grep .*.*.*z README > o", timeout=120)
    assert "matchhere" in report and "matchstar" in report, report


@pytest.mark.xv6
@pytest.mark.slow
def test_xv6_riscv_passes_usertests_on_three_harts(xv6):
    said = xv6.run("usertests -q", timeout=900)
    assert "ALL TESTS PASSED" in said, f"{said[-2000:]}\nconsole: {xv6.log_path}"


@pytest.mark.xv6
@pytest.mark.slow
@pytest.mark.parametrize("bug", sorted(HANDOUT_CLINICS))
def test_each_clinic_shows_its_symptom_on_xv6_riscv_and_the_port_does_not(xv6_build, bug,
                                                                         tmp_path):
    """The clinic's expected file, read for xv6-riscv, run there: every
    scenario's bug side shows the symptom within its budget, from rates
    measured on xv6-riscv, and the reference behaves; a scenario its file
    says cannot show there is skipped."""
    status, said = _pytest(tmp_path, "--kernel=xv6-riscv", f"expected/{bug}.toml",
                           f"--logdir={tmp_path / 'logs'}", timeout=7200)
    assert status == 0 and "xfailed" not in said, said
