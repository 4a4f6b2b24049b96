"""The lessons' question banks: one module per lesson, each with ``check`` and ``progress``.

=============================  ==========================================================
module                         questions and exercises
=============================  ==========================================================
:mod:`~.dfs_bfs`               DFS and BFS orders on the demo graph, goal F counts;
                               the queue frontier's ``remove``; ``bfs(problem)``
:mod:`~.greedy`                Manhattan distance, walls; ``manhattan(a, b)``
:mod:`~.astar`                 P versus Q under greedy and A*; an admissible heuristic
:mod:`~.iterative_deepening`   inversions and solvability, IDDFS memory; ``inversions``,
                               ``solvable``, ``dls``, ``iddfs``
:mod:`~.minimax`               two-level trees; ``minimax``, ``decision``
:mod:`~.alphabeta`             leaves evaluated, move ordering; ``alphabeta``
:mod:`~.expectimax`            chance against a sure thing; ``expectimax``
:mod:`~.degrees`               the Degrees project's ``shortest_path``
:mod:`~.tictactoe`             the Tic-Tac-Toe project's seven functions
=============================  ==========================================================

A notebook imports one::

    from searchlib.lessons import dfs_bfs as lesson
    lesson.questions()                     # ids and prompts
    lesson.check("bfs-order", answer)      # an answer
    lesson.check("bfs", bfs)               # a function
    lesson.progress()                      # what passed in this session

To add a question, hash its answer with :mod:`searchlib.checks.author` and
paste the printed entry into the lesson's ``BANK``.
"""

__all__ = ["LESSONS"]

#: The lesson modules, in course order.
LESSONS = ("dfs_bfs", "greedy", "astar", "iterative_deepening", "minimax", "alphabeta",
           "expectimax", "degrees", "tictactoe")
