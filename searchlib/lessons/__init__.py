"""The lessons' question banks: one module per lesson, each with ``check`` and ``progress``.

=============================  ================================  ==========================================
module                         notebook                          questions and exercises
=============================  ================================  ==========================================
:mod:`~.search_problems`       01-search-problems                which part, 15-puzzle states, solution vs
                                                                 optimal; write a route-finding ``Problem``
:mod:`~.frontier_loop`         02-frontier-and-loop              what enters the frontier; oldest first;
                                                                 rebuild the path from a node
:mod:`~.dfs_bfs`               03-dfs-vs-bfs                     DFS/BFS orders, goal F counts, a new graph;
                                                                 a queue's ``remove``; ``bfs(problem)``
:mod:`~.mazes`                 04-mazes                          DFS's first move, does BFS always win, a
                                                                 path length; ``neighbours``, ``solve``
:mod:`~.greedy`                05-greedy-best-first              Manhattan distance, walls, greedy's next
                                                                 cell; ``manhattan``, a maze's ``h``
:mod:`~.astar`                 06-astar                          P versus Q, twice Manhattan; an admissible
                                                                 ``h``; ``astar``
:mod:`~.iterative_deepening`   07-iterative-deepening            memory, a frame's solvability, no maximum
                                                                 depth; ``inversions``, ``solvable``,
                                                                 ``dls``, ``iddfs``
:mod:`~.minimax`               08-minimax                        two-level trees, a new tree's value and
                                                                 move; ``minimax``, ``decision``
:mod:`~.alphabeta`             09-alpha-beta                     leaves evaluated, cut arcs and their tests;
                                                                 ``alphabeta``
:mod:`~.evaluation`            10-depth-limits-evaluation        why evaluate, depth 2's move, a safe
                                                                 evaluation; depth-limited minimax
:mod:`~.expectimax`            11-expectimax                     chance against a sure thing, relabellings;
                                                                 ``expectimax_value`` (MAX, MIN, chance)
:mod:`~.maxn`                  12-multiplayer-maxn               a root value, which leaf; the max^n backup
:mod:`~.degrees`               13-project-degrees                the project's facts; ``shortest_path``
:mod:`~.tictactoe`             14-project-tictactoe              the seven functions, whole games
=============================  ================================  ==========================================

A notebook imports one::

    from searchlib.lessons import dfs_bfs as lesson
    lesson.questions()                     # ids and prompts
    lesson.check("bfs-order", answer)      # an answer
    lesson.check("bfs", bfs)               # a function
    lesson.progress()                      # what passed in this session

To add a question, hash its answer with :mod:`searchlib.checks.author` and
paste the printed entry into the lesson's ``BANK``.
"""

import os as _os

__all__ = ["LESSONS"]

if _os.environ.get("SEARCHLIB_REHEARSE_HANDOUT"):      # the course's tests only
    from ..checks.handout import rehearse as _rehearse
    _rehearse()

#: The lesson modules, in course order.
LESSONS = ("search_problems", "frontier_loop", "dfs_bfs", "mazes", "greedy", "astar",
           "iterative_deepening", "minimax", "alphabeta", "evaluation", "expectimax", "maxn",
           "degrees", "tictactoe", "beyond_astar", "deepening", "mcts")
