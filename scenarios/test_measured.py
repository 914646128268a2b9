"""measured/ beside expected/: every §5 check has its k of N (pure: nothing boots)."""

from harness import rates, spec


def test_every_measure_check_has_a_measured_rate():
    """Each check of a measure states a relation of our build; how often it
    holds is measured (measured/measures/rates.toml, make measure-rates),
    over at least rates.MIN_BOOTS runs, as the clinics' chance scenarios are."""
    measures, broken = spec.load_measures()
    assert not broken
    measured = rates.load_measure_rates()
    short = []
    for measure in measures:
        for scenario in measure.scenarios:
            found = measured.get(scenario.name)
            for check in scenario.reference:
                runs = found.judged.get(check.says, 0) if found is not None else 0
                if runs < rates.MIN_BOOTS:
                    short.append(f"{scenario.name} / {check.says}: {runs} runs")
    assert not short, (f"measured over fewer than {rates.MIN_BOOTS} runs (make measure-rates):\n"
                       + "\n".join(short))


def _prof_run(total, functions):
    """What prof grep prints of one run: its samples, then its list by function."""
    lines = [f"prof: {total} samples, 0 outside [0x0, 0xcb9), 4-byte buckets",
             f"prof: {total} in the buckets", "prof: by function"]
    lines += [f"  {count * 100 // total}% {count} {name}" for name, count in functions]
    return "\n".join(lines + ["prof: by bucket", "  0x0 matchhere+0x0 1", ""])


def test_a_grep_run_without_a_matchstar_line_counts_0_for_it():
    """The figures of a loaded host (issue 22): 7 matchstar lines in 8 runs.
    The run without one counts 0, so each run keeps its place beside its
    total, and the spread is computed over all eight."""
    from harness.facts import facts
    from harness.judge import judge
    from harness.record import RunRecord
    totals = [10, 10, 9, 10, 10, 9, 82, 124]
    stars = [5, 5, 4, 4, 0, 2, 36, 57]
    console = "".join(_prof_run(total, [("matchhere", total - star)]
                                + ([("matchstar", star)] if star else []))
                      for total, star in zip(totals, stars))
    measure, = spec.load_measures()[0]
    scenario = next(s for s in measure.scenarios if s.name == "statistics of the matcher's share")
    run = RunRecord("reference", measure.bug, scenario.name, 1, "", console=console)
    names = facts(run, scenario, kernel={})
    assert names["stars"] == stars and names["total"] == totals
    outcomes = judge(scenario.reference, names, "here")
    assert [outcome.error for outcome in outcomes] == [None, None]
    assert outcomes[0].ok and outcomes[0].seen == (stars, totals)
