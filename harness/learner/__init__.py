"""One learner's tree: the exercise handed out, the tree checked and diagnosed.

- exercise:  a bug's variant copied into a learner's folder, and what to do;
- boots:     a tree booted to its first prompt a few times, before any scenario;
- chances:   what a check's numbers say: stale rates, how often the reference did
             what a finding says a tree did, how often a cured tree fails;
- trust:     which files of a tree are the learner's, and the tree built on them;
- interface: whether a built tree has the handout's interface: its system
             calls' numbers, its struct prof's layout;
- evidence:  what a scenario showed on a tree, in words (a finding's evidence);
- findings:  a scenario's runs on a tree judged into a Finding (pure);
- trees:     the clinics' scenarios run on a given tree: is its fix a cure;
- verdict:   one tree checked against one clinic: its verdict with every caveat
             (the one check that make check prints and make grade stores);
- diagnosis: what a diagnosis says, from the findings (nothing boots).
"""
