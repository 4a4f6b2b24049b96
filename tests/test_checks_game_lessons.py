"""The suites behind lessons 10-12 (depth limits, expectimax, max^n): right answers pass,
and each planted mistake is recognised by its own key."""

import math

import pytest

from searchlib.checks.runner import run_suite
from searchlib.checks.suites.depth_minimax import DEPTH_LIMITED
from searchlib.checks.suites.expectimax_nodes import WEIGHTED
from searchlib.checks.suites.maxn_trees import MAXN
from searchlib.games.notation import Chance, Max, Min, Node


# -- depth-limited minimax ---------------------------------------------------------------

def _dl(terminal_first=True, stop=0, full=False, by_level=False, all_max=False,
        eager=False, terminal_test=True, zero=False):
    def value(game, state, depth, evaluate, level=0, top=None):
        if top is None:
            top = game.player(state) == game.players[0]
        if terminal_test and terminal_first and game.terminal(state):
            return game.value(state)
        if eager:
            evaluate(state)
        if not full and depth <= stop:
            return 0 if zero else evaluate(state)
        if terminal_test and game.terminal(state):
            return game.value(state)
        values = [value(game, game.result(state, a), depth - 1, evaluate, level + 1, top)
                  for a in game.actions(state)]
        if all_max:
            mover = True
        elif by_level:
            mover = (level % 2 == 0) == top
        else:
            mover = game.player(state) == game.players[0]
        return max(values) if mover else min(values)

    def depth_limited_value(game, state, depth, evaluate):
        return value(game, state, depth, evaluate)
    return depth_limited_value


def _alphabeta(game, state, depth, evaluate, alpha=-math.inf, beta=math.inf):
    if game.terminal(state):
        return game.value(state)
    if depth == 0:
        return evaluate(state)
    maximising = game.player(state) == game.players[0]
    v = -math.inf if maximising else math.inf
    for a in game.actions(state):
        child = _alphabeta(game, game.result(state, a), depth - 1, evaluate, alpha, beta)
        if maximising:
            v = max(v, child)
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            beta = min(beta, v)
        if alpha >= beta:
            break
    return v


def test_depth_limited_right_answers_pass():
    assert run_suite(_dl(), DEPTH_LIMITED).status == "passed"
    assert run_suite(_alphabeta, DEPTH_LIMITED).status == "passed"


@pytest.mark.parametrize("variant, key", [
    (dict(terminal_first=False), "estimate-at-end"),
    (dict(terminal_test=False), "no-terminal-test"),
    (dict(stop=-1), "too-deep"),
    (dict(stop=1), "too-shallow"),
    (dict(full=True), "depth-ignored"),
    (dict(by_level=True), "by-level"),
    (dict(all_max=True), "min-maximises"),
    (dict(eager=True), "estimate-above-limit"),
    (dict(zero=True), "never-evaluates"),
])
def test_depth_limited_mistakes(variant, key):
    report = run_suite(_dl(**variant), DEPTH_LIMITED)
    assert report.status == "failed"
    assert key in report.mistakes, report.mistakes


# -- expectimax on explicit nodes ---------------------------------------------------------

def _probs(node):
    return node.probs or [1 / len(node.children)] * len(node.children)


def _ex(chance):
    def f(node):
        if isinstance(node, Chance):
            return chance(node, f)
        if isinstance(node, Max):
            return max(f(c) for c in node.children)
        if isinstance(node, Min):
            return min(f(c) for c in node.children)
        return node
    return f


_RIGHT = _ex(lambda n, f: sum(p * f(c) for p, c in zip(_probs(n), n.children)))


def _passed_down(node, weight=1):
    if isinstance(node, Chance):
        return sum(_passed_down(c, p) for p, c in zip(_probs(node), node.children))
    if isinstance(node, Max):
        return max(_passed_down(c, weight) for c in node.children)
    if isinstance(node, Min):
        return min(_passed_down(c, weight) for c in node.children)
    return weight * node


def _min_as_max(node):
    """Only MAX and chance handled: MIN nodes maximise."""
    if isinstance(node, Chance):
        return sum(p * _min_as_max(c) for p, c in zip(_probs(node), node.children))
    if isinstance(node, (Max, Min)):
        return max(_min_as_max(c) for c in node.children)
    return node


def _by_depth(node, maximizing=True):
    """Lesson 08's list habit: MAX and chance by level, node kinds ignored."""
    if not isinstance(node, Node):
        return node
    values = [_by_depth(c, not maximizing) for c in node.children]
    if maximizing:
        return max(values)
    return sum(p * v for p, v in zip(_probs(node), values))


def _returns_node(node):
    """No branch for Min: a Min node comes back as it is."""
    if isinstance(node, Chance):
        return sum(p * _returns_node(c) for p, c in zip(_probs(node), node.children))
    if isinstance(node, Max):
        return max(_returns_node(c) for c in node.children)
    return node


def test_expectimax_right_answer_passes():
    assert run_suite(_RIGHT, WEIGHTED).status == "passed"


@pytest.mark.parametrize("func, key", [
    (_ex(lambda n, f: sum(f(c) for c in n.children) / len(n.children)), "no-probabilities"),
    (_ex(lambda n, f: sum(f(c) for c in n.children)), "no-weights"),
    (_ex(lambda n, f: min(f(c) for c in n.children)), "chance-as-min"),
    (_ex(lambda n, f: max(f(c) for c in n.children)), "chance-as-max"),
    (_ex(lambda n, f: sum(p * c if not isinstance(c, Node) else f(c)
                          for p, c in zip(_probs(n), n.children))), "wrong-level"),
    (_passed_down, "wrong-level"),
    (_min_as_max, "min-as-max"),
    (_by_depth, "by-depth"),
    (_returns_node, "returns-node"),
])
def test_expectimax_mistakes(func, key):
    report = run_suite(func, WEIGHTED)
    assert report.status == "failed"
    assert report.mistakes == [key], report.mistakes


def test_expectimax_probs_none():
    func = _ex(lambda n, f: sum(p * f(c) for p, c in zip(n.probs, n.children)))
    report = run_suite(func, WEIGHTED)
    assert report.status == "failed" and report.mistakes == ["probs-none"]


# -- max^n -----------------------------------------------------------------------------------

def _mx(entry=lambda u, player, n: u[player - 1], nxt=lambda player, n: player % n + 1,
        better=lambda a, b: a > b, minimax=False):
    def maxn_value(node, player=1, n=3):
        if isinstance(node, tuple):
            return node
        best = None
        for child in node:
            v = maxn_value(child, nxt(player, n), n)
            if minimax and player != 1:
                if best is None or -v[0] > -best[0]:
                    best = v
            elif best is None or better(entry(v, player, n), entry(best, player, n)):
                best = v
        return best
    return maxn_value


def _entry_only(node, player=1, n=3):
    """Passes up the player's own entry, not the whole tuple."""
    if isinstance(node, tuple):
        return node[player - 1]
    return max(_entry_only(child, player % n + 1, n) for child in node)


def test_maxn_right_answer_passes():
    assert run_suite(_mx(), MAXN).status == "passed"


@pytest.mark.parametrize("func, key", [
    (_mx(entry=lambda u, p, n: u[p]), "index"),
    (_mx(nxt=lambda p, n: p + 1), "index"),
    (_mx(entry=lambda u, p, n: u[p % n]), "wrong-entry"),
    (_mx(entry=lambda u, p, n: u[0]), "root-entry"),
    (_mx(entry=lambda u, p, n: sum(u)), "sum"),
    (_mx(better=lambda a, b: a >= b), "last-tie"),
    (_mx(minimax=True), "minimax"),
    (_mx(nxt=lambda p, n: p), "same-player"),
    (_mx(nxt=lambda p, n: p % 3 + 1), "fixed-n"),
    (_entry_only, "number-not-tuple"),
])
def test_maxn_mistakes(func, key):
    report = run_suite(func, MAXN)
    assert report.status == "failed"
    assert key in report.mistakes, report.mistakes


# -- the worked answers of the banks, computed with searchlib -----------------------------

def _worked():
    from searchlib import ConnectFour, GameTree, alphabeta, expectimax, maxn
    from searchlib.games.notation import Leaf

    c4 = ConnectFour()
    quiz = c4.from_rows([". X . X . . .", ". X O O O . ."])
    tree = GameTree(Max([Chance([Min([4, 8]), 10], [0.75, 0.25]),
                         Chance([2, 6, 9], [0.25, 0.25, 0.5])]))
    coin = GameTree(Max([Chance([1, 9]), 6]))

    def changes(f):
        return "yes" if expectimax(coin.map_leaves(f)).action != expectimax(coin).action \
            else "no"
    nested = [[[(3, 5, 4), (2, 0, 4)], [(1, 9, 1), (5, 3, 7)]],
              [[(9, 6, 0), (0, 3, 6)], [(9, 0, 7), (0, 9, 3)]]]
    labelled = GameTree([
        [[Leaf((8, 1, 1), "a"), Leaf((2, 2, 6), "b")], [Leaf((4, 3, 3), "c"),
                                                        Leaf((1, 4, 5), "d")]],
        [[Leaf((6, 5, 2), "e"), Leaf((5, 0, 4), "f")], [Leaf((3, 6, 1), "g"),
                                                        Leaf((7, 1, 0), "h")]],
    ])
    node = labelled.initial
    while not labelled.terminal(node):
        node = labelled.result(node, maxn(labelled, state=node).action)
    return [
        ("evaluation", "depth2-move", alphabeta(c4, state=quiz, depth=2).action),
        ("evaluation", "why-evaluation", "b"),
        ("evaluation", "safe-evaluation", "c"),
        ("expectimax", "expectimax-value", expectimax(tree).value),
        ("expectimax", "relabel-affine", changes(lambda x: 2 * x + 3)),
        ("expectimax", "relabel-square", changes(lambda x: x * x)),
        ("maxn", "root-value", maxn(GameTree(nested)).value),
        ("maxn", "which-leaf", labelled.label(node)),
    ]


@pytest.mark.parametrize("lesson, qid, answer", _worked(),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_the_computed_answer_passes(lesson, qid, answer):
    import importlib
    module = importlib.import_module(f"searchlib.lessons.{lesson}")
    assert module.BANK.item(qid).evaluate(answer).passed


@pytest.mark.parametrize("lesson", ["evaluation", "maxn"])
def test_the_new_banks_follow_the_lesson_layout(lesson):
    import importlib
    module = importlib.import_module(f"searchlib.lessons.{lesson}")
    assert set(module.__all__) == {"BANK", "check", "progress", "questions"}
    assert all(qid in str(module.questions()) for qid in module.BANK.ids)
