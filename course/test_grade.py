"""The items make grade runs: a learner's tree each (harness/plugin/grading.py
makes them, from --grade-tree, and gathers what they found).

Run it through `make grade` (python3 -m harness grade), which loads the
plugin, says which trees to grade and writes the gradebook.
"""

import pytest

from harness.learner import trees
from harness.plugin.grading import GRADED, grade


def test_tree(tree_name, request):
    graded = grade(request.config, tree_name)
    request.node.user_properties.append((GRADED, graded.as_dict()))
    if graded.verdict != trees.CURED:
        pytest.fail(f"{graded.verdict}: {graded.first_failing}", pytrace=False)
