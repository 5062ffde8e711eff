"""Tests of suite.sh, `make test`'s two lanes: with a Makefile of short shell steps, both lanes pass and the after
steps run last; a failing step in either lane fails the suite, stops the other lane at once and shows the failed
lane's output; a TERM stops everything; nothing is left running. Run by `make test-repo-tools`
(python3 -m unittest discover -s Tools/scripts)."""
import os
import shutil
import signal
import subprocess
import tempfile
import time
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "suite.sh")

# Each step records that it started, sleeps $(NAME)_SLEEP seconds (0.2 by default) and exits $(NAME)_EXIT.
MAKEFILE = """\
STEPS := a1 a2 b1 b2 c1
$(STEPS):
\t@echo "output of $@"; echo $@ >> $(DIR)/started; sleep $(or $($@_SLEEP),0.2); \\
\t\techo $@ >> $(DIR)/finished; exit $(or $($@_EXIT),0)
"""


class SuiteTests(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()
        with open(os.path.join(self.dir, "steps.mk"), "w") as makefile:
            makefile.write(MAKEFILE)
        self.addCleanup(shutil.rmtree, self.dir, ignore_errors=True)

    def run_suite(self, variables="", stop_after=None):
        make = f"make -f {self.dir}/steps.mk DIR={self.dir} {variables}"
        process = subprocess.Popen(
            ["bash", SCRIPT, os.path.join(self.dir, "logs"), "a1 a2", "b1 b2", "c1"],
            env=dict(os.environ, MAKE=make), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            start_new_session=True)
        if stop_after is not None:
            time.sleep(stop_after)
            process.send_signal(signal.SIGTERM)
        output, _ = process.communicate(timeout=60)
        # Nothing of the suite may outlive it: no step's make or sleep is left.
        time.sleep(0.3)
        left = subprocess.run(["pgrep", "-f", f"{self.dir}/steps.mk"], capture_output=True, text=True).stdout
        self.assertEqual(left, "", "processes left running")
        return process.returncode, output

    def lines(self, name):
        path = os.path.join(self.dir, name)
        if not os.path.exists(path):
            return []
        with open(path) as file:
            return file.read().split()

    def test_bothLanesPass_thenTheAfterStepsRun(self):
        status, output = self.run_suite()
        self.assertEqual(status, 0, output)
        self.assertEqual(sorted(self.lines("finished")), ["a1", "a2", "b1", "b2", "c1"])
        self.assertEqual(self.lines("started")[-1], "c1")
        self.assertIn("output of b2", output)
        self.assertRegex(output, r"suite: a2 ended after [\d.]+ s \(CPU [\d.]+ s user \+ [\d.]+ s system\)")

    def test_aFailingStepBeside_failsTheSuite_showsItsOutput_andStopsTheOtherLane(self):
        status, output = self.run_suite("b1_EXIT=3 a2_SLEEP=20")
        self.assertNotEqual(status, 0)
        self.assertIn("output of b1", output)
        self.assertIn("the lane beside failed", output)
        self.assertNotIn("a2", self.lines("finished"))
        self.assertNotIn("c1", self.lines("started"))

    def test_aFailingSharedStep_failsTheSuite_andStopsTheLaneBeside(self):
        status, output = self.run_suite("a1_EXIT=4 b2_SLEEP=20")
        self.assertNotEqual(status, 0)
        self.assertIn("suite: a1 failed", output)
        self.assertNotIn("b2", self.lines("finished"))
        self.assertNotIn("c1", self.lines("started"))

    def test_aFailingAfterStep_failsTheSuite(self):
        status, _ = self.run_suite("c1_EXIT=5")
        self.assertNotEqual(status, 0)

    def test_aTerm_stopsBothLanes(self):
        status, output = self.run_suite("a2_SLEEP=20 b2_SLEEP=20", stop_after=1.5)
        self.assertEqual(status, 130, output)
        self.assertNotIn("a2", self.lines("finished"))
        self.assertNotIn("b2", self.lines("finished"))


if __name__ == "__main__":
    unittest.main()
