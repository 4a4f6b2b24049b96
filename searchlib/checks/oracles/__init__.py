"""The oracles the suites judge with: one per family, independent of the search and game cores.

===========================  =========================================================
module                       what
===========================  =========================================================
:mod:`~.search`              the frontier loop, depth-limited search and iterative
                             deepening, with a switch per planted mistake; the
                             recording problem that watches a learner's search
:mod:`~.trees`               minimax, alpha-beta, expectimax and max^n on explicit
                             trees, with switches; a tree that records the leaves read;
                             depth-limited minimax and expectimax over the game protocol
:mod:`~.tictactoe`           the Tic-Tac-Toe rules and exhaustive minimax
:mod:`~.evaluation`          Connect Four's window evaluation, with switches
===========================  =========================================================
"""

__all__ = []
