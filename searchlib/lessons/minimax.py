"""Lesson 08 · Game trees and minimax: the questions and the write-it-yourself checks.

In the notebook::

    from searchlib.lessons import minimax as lesson
    lesson.check("two-level-max", 6)
    lesson.check("minimax-value", minimax_value)     # the learner's function
    lesson.check("best-move", best_move)

The two exercises run the learner's functions on game trees written as
nested lists (a leaf is a number, an inner node the list of its children,
turns alternating level by level, ``player`` at the root).  The right
answers come from :func:`searchlib.minimax`; each case also knows what the
common mistakes would return (MIN maximising, the players not alternating,
the ``player`` argument ignored, a value returned for a move or the other
way round) and names the one the learner's answer matches.

Examples
--------
>>> def value(node, player="max"):
...     if not isinstance(node, list):
...         return node
...     values = [value(c, "min" if player == "max" else "max") for c in node]
...     return max(values) if player == "max" else min(values)
>>> check("minimax-value", value, show=False).status
'passed'
>>> def all_max(node, player="max"):
...     return node if not isinstance(node, list) else max(all_max(c) for c in node)
>>> report = BANK.item("minimax-value").evaluate(all_max)    # a check, neither shown nor kept
>>> report.status, "min-maximises" in report.mistakes
('failed', True)
"""

import numbers

from ..checks import Case, Exercise, Lesson, Mistake, Pattern, Question, Suite
from ..games import GameTree, minimax

__all__ = ["BANK", "check", "progress", "questions", "VALUE_SUITE", "MOVE_SUITE"]

#: The trees the exercises are checked on, with the player to move at the root.
TREES = [
    ("two levels, MAX to move", [[7, 15, 4], [13, 9], [11, 20, 6]], "max"),
    ("two levels, MIN to move", [[7, 15, 4], [13, 9], [11, 20, 6]], "min"),
    ("three levels, MAX to move", [[[1, 14], [10, 5]], [[16, 2], [8, 12]], [[3, 11]]], "max"),
    ("uneven depths, MAX to move", [17, [[2, 19], 6], [[11, [3, 21]], 9]], "max"),
    ("uneven depths, MIN to move", [17, [[2, 19], 6], [[11, [3, 21]], 9]], "min"),
    ("negative and decimal leaves", [[-7, 2], [-1, [-4.5, 3.5]], [0.5]], "max"),
    ("three levels, MIN to move", [[[6, 13, 3], [9, 8]], [[12, 5], [4, 18]]], "min"),
    ("a leaf: the game is already over", 42, "max"),
]

_OTHER = {"max": "min", "min": "max"}


# -- what the common mistakes compute (nested lists only) ------------------------------
def _mistaken_values(node, player, mistake):
    """The child values at the root, and the root's rule, under ``mistake``."""
    rule = player
    if mistake == "ignores-player":
        rule = "max"
    elif mistake == "wrong-player-at-root":
        rule = _OTHER[player]
    below = rule if mistake == "no-alternation" else _OTHER[rule]
    deep = mistake if mistake in ("min-maximises", "max-minimises", "no-alternation") else None
    values = [_mistaken_value(child, below, deep) for child in node]
    if mistake == "min-maximises":
        rule = "max"
    elif mistake == "max-minimises":
        rule = "min"
    return values, rule


def _mistaken_value(node, player, mistake):
    if not isinstance(node, list):
        return node
    values, rule = _mistaken_values(node, player, mistake)
    return max(values) if rule == "max" else min(values)


def _mistaken_moves(node, player, mistake):
    if not isinstance(node, list):
        return frozenset()
    values, rule = _mistaken_values(node, player, mistake)
    best = max(values) if rule == "max" else min(values)
    return frozenset(i for i, v in enumerate(values) if v == best)


_PLAYER_MISTAKES = {
    "min-maximises": "Your MIN nodes seem to take the largest value as well. When it is MIN's "
                     "turn, take the smallest of the children's values.",
    "max-minimises": "Your MAX nodes seem to take the smallest value. When it is MAX's turn, "
                     "take the largest of the children's values.",
    "no-alternation": "Every level seems to be played by the same player. After MAX moves it "
                      "is MIN's turn: pass the other player to the children.",
    "ignores-player": "With player=\"min\" your function still puts MAX at the root: use the "
                      "player argument for the node you are given.",
    "wrong-player-at-root": "That is the answer with the other player at the root: check how "
                            "you read the player argument (\"max\" means MAX moves here).",
}


def _is_number(x):
    return isinstance(x, numbers.Real) and not isinstance(x, bool)


def _right(tree, player):
    """``(value, set of best moves)`` from the library's minimax."""
    game = GameTree(tree, first=player)
    result = minimax(game)
    if not isinstance(tree, list):
        return result.value, frozenset()
    values = result.action_values
    return result.value, frozenset(a for a, v in values.items() if v == result.value)


def _shown(tree, player):
    return f"{tree!r}, {player!r}"


_MUTATION = ("your function changed the tree it was given (sorting, popping or replacing "
             "children?); read the lists without changing them")


# -- the value exercise ---------------------------------------------------------------
def _unique(wrongs):
    """The mistakes whose wrong answer no other mistake shares (on one case)."""
    return [key for key, w in wrongs.items() if sum(x == w for x in wrongs.values()) == 1]


def _value_cases():
    cases = []
    for label, tree, player in TREES:
        value, moves = _right(tree, player)
        mistakes = []
        wrongs = {}
        if isinstance(tree, list):
            wrongs = {key: _mistaken_value(tree, player, key) for key in _PLAYER_MISTAKES}
            wrongs = {key: w for key, w in wrongs.items() if w != value}
        for key in _unique(wrongs):
            mistakes.append(Mistake(key, _PLAYER_MISTAKES[key],
                                    lambda t, w=wrongs[key]: t.value == w))
        if moves:
            mistakes.append(Mistake(
                "returns-move", "That looks like the position of the best move, not the "
                "value: minimax_value returns a number that comes from the leaves.",
                lambda t, m=moves: isinstance(t.value, int) and t.value in m))
        cases.append(Case(label, (tree, player), expected=value, judge=_value_judge,
                          given=_shown(tree, player), mistakes=mistakes, mutation=_MUTATION))
    return cases


def _value_patterns():
    """A player mistake that explains every answer."""
    patterns = []
    for key, text in _PLAYER_MISTAKES.items():
        answers = {label: _mistaken_value(tree, player, key) for label, tree, player in TREES}

        def test(trials, answers=answers):
            return all(t.kind == "value" and _is_number(t.value) and t.value == answers[label]
                       for label, t in trials.items())
        patterns.append(Pattern(key, text, test))
    return patterns


def _value_judge(trial):
    if trial.kind != "value":
        return False, []
    got = trial.value
    if isinstance(got, list):
        return False, ["you returned a list: a node's value is a single number"]
    if not _is_number(got):
        return False, [f"expected a number, got {type(got).__name__}"]
    return got == trial.case.expected, []


VALUE_SUITE = Suite(
    "minimax-value", "minimax_value(node, player) -> the minimax value (a number)",
    _value_cases(), patterns=_value_patterns(),
    about="Each case is a tree in nested lists with the player to move at the root; the "
          "expected value comes from searchlib.minimax.")


# -- the move exercise ----------------------------------------------------------------
def _move_cases():
    cases = []
    for label, tree, player in TREES:
        value, moves = _right(tree, player)
        if not isinstance(tree, list):
            cases.append(Case(
                label + ", no move to make", (tree, player), expected=None,
                judge=_none_judge, given=_shown(tree, player), shown="None",
                mistakes=[Mistake("leaf-not-none", "At a leaf the game is over and there is "
                                  "no move to choose: return None.", lambda t: True)],
                mutation=_MUTATION))
            continue
        leaf_moves = {tree[m] for m in moves if not isinstance(tree[m], list)}
        mistakes = [
            Mistake("returns-value", "That is the position's value, not a move: return the "
                    "position (0, 1, 2, ...) of the child to choose.",
                    lambda t, v=value, m=moves: _is_number(t.value) and t.value == v
                    and t.value not in m),
            Mistake("returns-child", "You returned the child itself; return its position in "
                    "the list (0 for the first child).",
                    lambda t, v=value, c=leaf_moves: isinstance(t.value, list)
                    or (t.value in c and t.value != v)),
        ]
        shown = " or ".join(str(m) for m in sorted(moves))
        cases.append(Case(label, (tree, player), expected=moves, judge=_move_judge,
                          given=_shown(tree, player), shown=shown, mistakes=mistakes,
                          mutation=_MUTATION))
    return cases


def _move_patterns():
    """Move indices collide too often to name a mistake from one case: these look at all."""
    right = {label: _right(tree, player)[1] for label, tree, player in TREES
             if isinstance(tree, list)}

    def one_based(trials):
        return all(isinstance(t.value, int) and t.value - 1 in right[label]
                   for label, t in trials.items() if label in right)
    patterns = [Pattern("one-based", "Positions count from 0: the first child is 0, the "
                        "second 1, and so on.", one_based)]
    for key, text in _PLAYER_MISTAKES.items():
        answers = {}
        for label, tree, player in TREES:
            if isinstance(tree, list):
                answers[label] = _mistaken_moves(tree, player, key)
            else:
                answers[label + ", no move to make"] = None

        def test(trials, answers=answers):
            return all(t.kind == "value" and (
                t.value is None if answers[label] is None else
                isinstance(t.value, int) and t.value in answers[label])
                for label, t in trials.items())
        patterns.append(Pattern(key, text, test))
    return patterns


def _none_judge(trial):
    if trial.kind != "value":
        return False, []
    return trial.value is None, []


def _move_judge(trial):
    if trial.kind != "value":
        return False, []
    got = trial.value
    if not isinstance(got, numbers.Integral) or isinstance(got, bool):
        return False, []
    return got in trial.case.expected, []


MOVE_SUITE = Suite(
    "best-move", "best_move(node, player) -> the position of the child to choose, or None",
    _move_cases(), patterns=_move_patterns(),
    about="Each case is a tree in nested lists with the player to move at the root; any "
          "move as good as searchlib.minimax's is accepted.")


# -- the bank ---------------------------------------------------------------------------
BANK = Lesson("minimax", "08 · Game trees and minimax", [
    Question(
        'two-level-max', 'int',
        prompt="Leaves (3, 12) / (8, 6), MAX at the root and MIN below: the root's value?",
        answers=['05b9141c1b36bfc29744'],
        hints={
            '2efb5337eaf756e91da7':
                ("12 is the largest leaf, but it sits under MIN's choice: MIN answers the left "
                 'move with 3. Compare what MIN leaves you after each move.'),
            '56e895392cd3edbc9387':
                ('8 is the value with MIN at the root (and MAX below). Here MAX chooses at the '
                 'root and MIN answers.'),
            'ae3fa216eb172fb1c8db':
                ('3 is what the left move is worth (MIN answers with 3). Is the right move any '
                 'better for MAX?'),
        },
        hint=('Work bottom up: each MIN node takes its smaller leaf, then MAX takes the larger '
              'of those two numbers.'),
        explain='min(3, 12) = 3 and min(8, 6) = 6; MAX takes the larger, 6.',
    ),
    Question(
        'two-level-min', 'int',
        prompt="The same leaves with MIN at the root and MAX below: the root's value?",
        answers=['950f9975d92f279dfdbb'],
        hints={
            '07bcf51a8c938967d5c8':
                ('6 is the value with MAX at the root. Swap the roles: the two nodes below are '
                 'MAX nodes now, so each takes its larger leaf.'),
            '6aa7c579246cac7ccd6a':
                ("3 is the smallest leaf, but MIN does not pick leaves directly: after MIN's "
                 'move MAX answers and takes the larger leaf.'),
            '18d8f5adbe7175aded64':
                ('12 is what MIN gets after the left move (MAX answers with 12). MIN chooses at '
                 'the root: which move leaves MAX less?'),
        },
        hint=('Work bottom up: each MAX node takes its larger leaf, then MIN takes the smaller '
              'of those two numbers.'),
        explain='max(3, 12) = 12 and max(8, 6) = 8; MIN takes the smaller, 8.',
    ),
    Question(
        'new-tree-value', 'int',
        prompt="MAX to move in [[20, 6], [15, 9, 11], [7, 12]] (MIN below): the root's value?",
        answers=['cb8d1b1050f3092facf0'],
        hints={
            'f56b086898086cd75c7a':
                ('20 is the largest leaf, but MIN answers that move with 6: MAX never gets the '
                 '20.'),
            '4a7ff490e55ae18875dd':
                '12 is the value with MIN at the root and MAX below. Here MAX moves first.',
            '510f6b3afc8c4bb21976':
                ('6 is what the left move is worth. MAX has two other moves: what does MIN leave'
                 ' after each of them?'),
            'a0be65d4ff8dcea0d2bc':
                '7 is what the right move is worth. Check the middle move too.',
            'b0ecddc88a1f0c4f3b52':
                ('1 is the move (the middle child), not the value. The value is a number from '
                 'the leaves.'),
        },
        hint=('Find the value of each MIN node first (the smallest of its leaves), then take the'
              ' largest of those.'),
        explain='The MIN nodes are worth 6, 9 and 7; MAX takes 9.',
    ),
    Question(
        'new-tree-move', 'int',
        prompt="In the same tree, which move should MAX play (the child's position, from 0)?",
        answers=['4a2036321a4fc6ab50b2'],
        hints={
            '60f054e3689a9d88d814':
                ('9 is the value of the position, not the move. Give the position of the child '
                 'MAX should choose: 0, 1 or 2.'),
            'e9ecb33ecffc1a158029':
                ('The left move holds the 20, but MIN answers it with 6. Which move has the best'
                 ' worst case for MAX?'),
            'a39e07f2352b071a2d5a':
                ('Positions count from 0: the left child is 0. Which child has the largest MIN '
                 'value?'),
        },
        hint='Give the position (0, 1 or 2) of the child whose MIN value is largest.',
        explain='The middle child (position 1) is worth 9, more than 6 or 7: the 20 is a trap.',
    ),

    Exercise(
        "minimax-value", VALUE_SUITE,
        prompt="Write minimax_value(node, player) for nested lists: the value of node when "
               "player (\"max\" or \"min\") is to move there."),
    Exercise(
        "best-move", MOVE_SUITE,
        prompt="Write best_move(node, player): the position of the child player should "
               "choose (None at a leaf)."),
])

check, progress, questions = BANK.check, BANK.progress, BANK.questions
