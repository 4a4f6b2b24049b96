"""The suites: cases and planted-mistake recognisers for each "write it yourself" exercise.

=================================  ====================================================
module                             suites
=================================  ====================================================
:mod:`~.frontier`                  ``QUEUE``, ``STACK``: a frontier's ``remove``
:mod:`~.graph_search`              ``BFS``: breadth-first search on a graph problem
:mod:`~.heuristics`                ``MANHATTAN``, ``ADMISSIBLE``: heuristics on mazes
:mod:`~.maze_heuristic`            ``MAZE_H``: a maze's h(maze, cell), then greedy with it
:mod:`~.mazes`                     ``NEIGHBOURS``, ``SOLVE``: the lecture's maze program
:mod:`~.puzzle`                    ``INVERSIONS``, ``SOLVABLE``: the 8-puzzle parity test
:mod:`~.astar`                     ``ASTAR``: A* on weighted graphs, order of expansions too
:mod:`~.depth_limited`             ``DLS``, ``IDDFS``: depth-limited and iterative deepening
:mod:`~.degrees`                   ``SHORTEST_PATH``: the Degrees project
:mod:`~.tictactoe`                 ``PLAYER`` ... ``MINIMAX``: the Tic-Tac-Toe project
:mod:`~.ttt_games`                 ``GAMES``: whole Tic-Tac-Toe games, untraced
:mod:`~.ttt_helpers`               (none): a minimax's failing helpers, named first
:mod:`~.game_trees`                ``MINIMAX``, ``DECISION``, ``ALPHABETA``, ``EXPECTIMAX``
:mod:`~.depth_minimax`             ``DEPTH_LIMITED``: depth-limited minimax over the game protocol
:mod:`~.expectimax_nodes`          ``WEIGHTED``: expectimax on Max, Min, Chance nodes with odds
:mod:`~.maxn_trees`                ``MAXN``: the max^n backup on nested lists of tuples
=================================  ====================================================

Every suite judges with an oracle of its own (:mod:`~.paths`,
:mod:`~.ttt_rules`, the maze loop in :mod:`~.mazes`, the tree evaluators in
:mod:`~.game_trees`), not with the algorithms of :mod:`searchlib.search` or
:mod:`searchlib.games`, so a bug there cannot hide the same bug in a
learner's code.
"""

import importlib

__all__ = ["MODULES", "every_suite"]

#: The modules of suites written as data over an oracle (the comparison engine).
MODULES = ("search", "informed", "trees", "tictactoe", "degrees")


def every_suite():
    """``{"module.NAME": suite}`` for every suite of :data:`MODULES`."""
    from ..runner import Suite
    found = {}
    for name in MODULES:
        module = importlib.import_module(f"{__name__}.{name}")
        for attr in module.__all__:
            value = getattr(module, attr)
            if isinstance(value, Suite):
                found[f"{name}.{attr}"] = value
    return found
