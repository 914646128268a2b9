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
