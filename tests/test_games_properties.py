"""Properties on thousands of random trees, against brute force written here.

The oracles are short recursive functions over the nested lists: they
share no code with searchlib's event core.  Hypothesis explores (and
shrinks) a few hundred trees per property; a seeded sweep adds thousands
more cheaply (generating trees with hypothesis costs more than searching
them).
"""

import math
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from searchlib import GameTree, alphabeta, expectimax, maxn, minimax
from searchlib.games import Chance, Max, Min, Node

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])

leaf = st.integers(-6, 6)


def trees(leaves, explicit=False, max_leaves=30):
    def extend(children):
        node = st.lists(children, min_size=1, max_size=4)
        if explicit:
            node = node | st.builds(Max, node) | st.builds(Min, node)
        return node
    return st.recursive(leaves, extend, max_leaves=max_leaves)


def oracle(node, role):
    """role 0 MAX, 1 MIN; explicit nodes set their own role."""
    if isinstance(node, Node):
        role = {"max": 0, "min": 1}[node.role]
        node = node.children
    if not isinstance(node, list):
        return node
    values = [oracle(child, 1 - role) for child in node]
    return max(values) if role == 0 else min(values)


def root_role(nested, first):
    if isinstance(nested, Node):
        return {"max": 0, "min": 1}[nested.role]
    return 0 if first == "max" else 1


@SETTINGS
@given(trees(leaf, explicit=True), st.sampled_from(["max", "min"]), st.integers(0, 10 ** 6))
def test_alphabeta_returns_the_minimax_value(nested, first, seed):
    tree = GameTree(nested, first=first)
    truth = oracle(nested, root_role(nested, first))
    plain = minimax(tree)
    assert plain.value == truth
    assert plain.leaves == len(tree.leaves)
    rng = random.Random(seed)
    noise = {s: rng.random() for s in range(tree.size)}
    for strict in (False, True):
        for order in (None, "best", noise.__getitem__):
            r = alphabeta(tree, strict=strict, order=order)
            assert r.value == truth
            assert r.leaves <= plain.leaves
            assert r.leaves + r.pruned == plain.leaves
            if r.action is not None:
                # the move chosen is worth the minimax value
                assert plain.action_values[r.action] == truth


def random_tree(rng, depth=0):
    """A random nested tree of depth <= 5, branching 1..4, some explicit roles."""
    if depth >= 5 or (depth > 0 and rng.random() < 0.3):
        return rng.randint(-6, 6)
    kids = [random_tree(rng, depth + 1) for _ in range(rng.randint(1, 4))]
    pick = rng.random()
    return Max(kids) if pick < 0.1 else Min(kids) if pick < 0.2 else kids


def test_alphabeta_matches_minimax_on_3000_seeded_trees():
    rng = random.Random(20261129)
    cut_seen = tie_cut_seen = 0
    for _ in range(3000):
        nested = random_tree(rng)
        first = rng.choice(["max", "min"])
        tree = GameTree(nested, first=first)
        truth = oracle(nested, root_role(nested, first))
        plain = minimax(tree)
        assert plain.value == truth
        for strict in (False, True):
            for order in (None, "best"):
                r = alphabeta(tree, strict=strict, order=order)
                assert r.value == truth
                assert r.leaves + r.pruned == plain.leaves
                assert plain.action_values[r.action] == truth
                cut_seen += bool(r.cuts)
                tie_cut_seen += any(c.value == (c.alpha if c.bound == "alpha" else c.beta)
                                    for c in r.cuts)
    assert cut_seen > 1000 and tie_cut_seen > 100   # the sweep exercises both kinds of cut


@SETTINGS
@given(trees(leaf, max_leaves=30))
def test_alphabeta_evaluates_a_subsequence_of_minimax_leaves(nested):
    tree = GameTree(nested)
    every = minimax(tree, trace=True).trace.leaves_evaluated
    some = alphabeta(tree, trace=True).trace.leaves_evaluated
    it = iter(every)
    assert all(s in it for s in some)
    assert every == tree.leaves or not isinstance(nested, list)


def contract(node):
    """Replace every one-child inner node by its child, keeping roles explicit."""
    def walk(n, role):
        if isinstance(n, Node):
            role, n = {"max": 0, "min": 1}[n.role], n.children
        if not isinstance(n, list):
            return n
        if len(n) == 1:
            return walk(n[0], 1 - role)
        kids = [walk(k, 1 - role) for k in n]
        return (Max if role == 0 else Min)(kids)
    return walk(node, 0)


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(trees(leaf, max_leaves=30))
def test_contracting_one_child_nodes_changes_neither_value_nor_leaves(nested):
    full, short = GameTree(nested), GameTree(contract(nested))
    a, b = alphabeta(full), alphabeta(short)
    assert (a.value, a.leaves) == (b.value, b.leaves)


def chance_trees():
    def extend(children):
        kids = st.lists(children, min_size=1, max_size=3)
        weights = st.lists(st.integers(1, 4), min_size=3, max_size=3)

        def chance(args):
            ks, ws = args
            ws = ws[:len(ks)]
            return Chance(ks, [x / sum(ws) for x in ws])
        return kids | st.tuples(kids, weights).map(chance)
    return st.recursive(leaf, extend, max_leaves=25)


def expect_oracle(node, role):
    """role 0 MAX, 1 MIN; a chance node stands in for `role` and passes the turn on."""
    if isinstance(node, Chance):
        return sum(p * expect_oracle(k, 1 - role) for k, p in zip(node.children, node.probs))
    if not isinstance(node, list):
        return node
    values = [expect_oracle(k, 1 - role) for k in node]
    return max(values) if role == 0 else min(values)


@SETTINGS
@given(chance_trees())
def test_expectimax_equals_the_brute_force_expectation(nested):
    tree = GameTree(nested)
    r = expectimax(tree)
    truth = expect_oracle(nested, 0)
    assert math.isclose(r.value, truth, abs_tol=1e-9)
    assert r.leaves == len(tree.leaves)


def maxn_oracle(node, player, n):
    if isinstance(node, tuple):
        return node
    best = None
    for k in node:
        v = maxn_oracle(k, (player + 1) % n, n)
        if best is None or v[player] > best[player]:
            best = v
    return best


@settings(max_examples=150, deadline=None, derandomize=True, database=None)
@given(st.integers(2, 4).flatmap(
    lambda n: trees(st.tuples(*[st.integers(-3, 3)] * n), max_leaves=25)))
def test_maxn_backs_up_the_movers_best_tuple(nested):
    if isinstance(nested, tuple):
        return
    tree = GameTree(nested)
    n = tree.n_players
    r = maxn(tree)
    assert r.value == maxn_oracle(nested, 0, n)
    assert r.value == maxn_oracle(nested[r.action], 1 % n, n) if isinstance(
        nested[r.action], list) else r.value == nested[r.action]


@SETTINGS
@given(trees(leaf, max_leaves=30), st.integers(0, 4))
def test_depth_limited_search_uses_the_estimate_at_the_horizon(nested, depth):
    tree = GameTree(nested)

    def cut(node, role, d):
        if not isinstance(node, list):
            return node
        if d == depth:
            return -len(node)           # the evaluation used below
        values = [cut(k, 1 - role, d + 1) for k in node]
        return max(values) if role == 0 else min(values)
    score = (lambda s: -len(tree.children(s)))
    r = minimax(tree, depth=depth, evaluate=score)
    assert r.value == cut(nested, 0, 0)
    assert alphabeta(tree, depth=depth, evaluate=score).value == r.value
