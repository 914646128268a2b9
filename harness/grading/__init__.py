"""A class's trees graded against one clinic, and what the teacher gets.

- class_run:  make grade: one pytest run over a class's trees (pytest-xdist
              runs them in parallel; GNU parallel on other machines), then
              the gradebook (that run's pytest plugin is harness/plugin/grading.py);
- over_ssh:   make grade on other machines: GNU parallel over ssh, a tree a job;
- one_tree:   one learner's tree graded: its scenarios, points and verdict;
- gradebook:  the files a teacher reads or uploads (csv, json, JUnit);
- classreport: what the class did: its trees grouped by what they did
              (class.md, with a figure);
- teacher:    the teacher's word on a tree (OUT/teacher.toml), over the
              harness's verdict and kept through every regrade;
- reverse:    how often a cured tree is judged not cured: the counts of
              make reverse-error (measured/grading/reverse-error.toml),
              beside the model (harness/learner/chances.py);
- reverse_boots: the boots of make reverse-error's cured checks, a row a
              tree and scenario (measured/grading/reverse-boots/), and
              whether they failed more with another tree graded beside;
- gradescope: a Gradescope autograder for one clinic (make gradescope);
- classroom:  the kinds of tree a class might hand in, made from base/ and
              bugs/, with the verdict each must get.
"""
