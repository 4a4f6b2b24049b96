"""Test-wide setup: test this checkout's searchlib, with quiet, deterministic plotting.

The notebook kernels that nbval starts inherit this process's environment, so
putting the checkout first on PYTHONPATH makes every notebook import the code
under test, whatever copy of searchlib is installed.
"""
import os
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
os.environ["PYTHONPATH"] = os.pathsep.join(
    [ROOT] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p and p != ROOT])
os.environ.setdefault("MPLBACKEND", "Agg")
# a check that fails raises in the test run (and only there); see searchlib.checks
os.environ["SEARCHLIB_STRICT_CHECKS"] = "1"
