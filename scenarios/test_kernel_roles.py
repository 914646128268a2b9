"""A learner's names for the profiler's parts (harness/kernel/roles.py):
found by their kind in the built kernel, and the handout's words of the
expected files put in them for gdb, on recorded gdb output
(scenarios/data/roles/, scenarios/data/layouts/: the independent
profiler of scenarios/data/xv6-independent/) and on real builds."""

from pathlib import Path
from types import SimpleNamespace

import pytest

from harness.build import REFERENCE, copy_variant
from harness.expected import spec
from harness.grading import classroom
from harness.kernel import roles
from harness.kernel.layout import parse_layout
from harness.learner import trees
from harness.learner.trust import build_trusted
from harness.machine.debugger import Debugger

DATA = Path(__file__).parent / "data"
PORT = parse_layout((DATA / "layouts" / "xv6-riscv-prof.txt").read_text())
INDEPENDENT = parse_layout((DATA / "layouts" / "independent-prof.txt").read_text())
KERNEL_SIDE = {"prof_count": ["usertrap", "prof_kernel_tick"]}


def test_what_gdb_found_in_the_independent_profiler_is_read():
    found = roles.parse_found((DATA / "roles" / "independent-found.txt").read_text())
    assert found == roles.Found(samplers=(("prof_count", ("pr", "pc")),), proc_fields=("prof",))


def test_the_independent_profiler_s_parts_are_named_by_their_kind():
    found = roles.parse_found((DATA / "roles" / "independent-found.txt").read_text())
    functions, terms = roles.renames(found, KERNEL_SIDE.get, INDEPENDENT, PORT)
    assert functions == (("profsample", "prof_count"), ("profkernel", "prof_kernel_tick"))
    assert terms == ((".nbuckets", "nbucket"), (".total", "nsample"),
                     (".outside", "noutside"), (".buckets", "bucket"))


def test_other_parameters_and_another_proc_field_are_named():
    found = roles.Found(samplers=(("tick", ("h", "where")),), proc_fields=("hist",))
    functions, terms = roles.renames(found, lambda name: ["usertrap"], PORT, PORT)
    assert functions == (("profsample", "tick"),), "no kernel sampler but the trap path"
    assert terms == (("pr", "h"), ("pc", "where"), (".prof", "hist"))


def test_the_handout_s_names_need_no_renaming():
    found = roles.Found(samplers=(("profsample", ("pr", "pc")), ("other", ("a", "b"))),
                        proc_fields=("prof",))
    assert roles.renames(found, lambda name: ["profkernel", "usertrap"], PORT, PORT) == ((), ())


@pytest.mark.parametrize("samplers", [(), (("one", ("pr", "pc")), ("two", ("pr", "pc")))])
def test_no_sampler_or_two_of_them_leaves_the_handout_s_name(samplers):
    found = roles.Found(samplers=samplers, proc_fields=("prof",))
    assert roles.renames(found, lambda name: ["elsewhere"]) == ((), ())


def test_fields_are_not_renamed_when_the_layouts_differ():
    found = roles.Found(samplers=(), proc_fields=())
    wider = parse_layout((DATA / "layouts" / "learner-shift-uint64.txt").read_text())
    assert roles.renames(found, lambda name: [], wider, PORT) == ((), ())


@pytest.mark.parametrize("expression, said", [
    ("pc >= pr->hi && ((pc - pr->lo) >> pr->shift) >= sizeof(pr->buckets) / "
     "sizeof(pr->buckets[0])",
     "where >= h->hi && ((where - h->lo) >> h->shift) >= sizeof(h->bucket) / "
     "sizeof(h->bucket[0])"),
    ("$word = (uint64)&pr->buckets[(pc - pr->lo) >> pr->shift]",
     "$word = (uint64)&h->bucket[(where - h->lo) >> h->shift]"),
    ("proc[3].prof", "proc[3].hist"),
    ("cpus[$tp].proc->name", "cpus[$tp].proc->name"),
    ("$pc + 0x10 + pc", "$pc + 0x10 + where"),
    ("&profsample", "&tick"),
])
def test_an_expression_in_the_handout_s_words_is_put_in_the_kernel_s(expression, said):
    words = {"pr": "h", "pc": "where", "profsample": "tick"}
    fields = {"buckets": "bucket", "prof": "hist"}
    assert roles.renamed(expression, words, fields) == said


def test_gdb_is_given_the_kernel_s_words(tmp_path):
    gdb = Debugger(tmp_path / "kernel", tmp_path / "socket", tmp_path,
                   names=[("profsample", "tick")],
                   terms=[("pr", "h"), (".buckets", "bucket")])
    assert gdb._own("pr->buckets[0] + sizeof(profsample)") == "h->bucket[0] + sizeof(tick)"


def test_a_part_not_found_is_said_with_what_was_looked_for():
    assert roles.unfound(["profsample"]) == (
        " (nor, under a name of its own, one function whose parameters are a struct "
        "prof * and a 64-bit pc)")
    assert roles.unfound(["proc"]) == ""


@pytest.mark.parametrize("bug", ["no_range_check"])
def test_a_scenario_s_symbols_are_looked_for_under_the_tree_s_names(bug, tmp_path):
    [scenario] = [s for s in spec.load_clinic(bug).scenarios if "below" in s.name]
    (tmp_path / "kernel").mkdir()
    (tmp_path / "kernel" / "kernel.sym").write_text("80000000 _entry\n80001000 tick\n")
    assert "profsample" in trees.needed_symbols(scenario)
    renamed = SimpleNamespace(source=tmp_path, names=(("profsample", "tick"),))
    assert "profsample" not in trees.missing_symbols(scenario, renamed)
    assert "profsample" in trees.missing_symbols(scenario, SimpleNamespace(source=tmp_path))


@pytest.mark.parametrize("bug", ["no_range_check"])
def test_a_tree_with_the_parts_named_otherwise_is_judged_in_its_own_names(bug, build_cache,
                                                                          tmp_path):
    """The reference with its sampling functions, their parameters and
    struct proc's field renamed: gdb stops in its own function, with its
    own words, and the tree behaves as the reference."""
    tree = copy_variant(REFERENCE, tmp_path / "t")
    classroom.name_parts_otherwise(tree)
    build = build_trusted(tree, cache=build_cache, log_path=tmp_path / "build.log")
    assert build.names == (("profsample", "count_sample"), ("profkernel", "kernel_sample"))
    assert build.terms == (("pr", "hist"), ("pc", "where"), (".prof", "histogram"))
    clinic = spec.load_clinic(bug)
    [scenario] = [s for s in clinic.scenarios if "below" in s.name]
    finding = trees.try_scenario(build, clinic, scenario, tmp_path / "logs", 1, learner=True)
    assert finding.status == trees.AS_REFERENCE, finding.evidence
    [log] = (tmp_path / "logs").rglob("gdb.log")
    assert '-break-insert -c "where < hist->lo" count_sample' in log.read_text()


def test_the_reference_s_parts_have_the_handout_s_names(reference_build):
    assert roles.own_names(reference_build.source) == ((), ())
