"""Drills: for every kind and many seeds, the answer the drill accepts equals an answer
computed here, independently of searchlib's algorithms (plain loops over the instance's
adjacency, grid or nested lists), and a wrong answer is refused and explained."""

import heapq
import itertools
import math

import pytest

from searchlib import drill
from searchlib.drills import DrillError

SEEDS = range(20)
MOVES = ((-1, 0), (1, 0), (0, -1), (0, 1))   # up, down, left, right, as the questions say


# -- independent searches ------------------------------------------------------------------
def neighbours(problem, state):
    if hasattr(problem, "adjacency"):
        return list(problem.adjacency[state].items())
    r, c = state
    return [((r + dr, c + dc), 1) for dr, dc in MOVES
            if not problem.walls[r + dr][c + dc]]


def blind_order(problem, stack):
    """States in the order they leave the frontier (goal last): a queue or a stack."""
    frontier, reached, order = [problem.initial], {problem.initial}, []
    parent = {problem.initial: None}
    while frontier:
        state = frontier.pop() if stack else frontier.pop(0)
        order.append(state)
        if state == problem.goal:
            return order, parent
        for nbr, _w in neighbours(problem, state):
            if nbr not in reached:
                reached.add(nbr)
                parent[nbr] = state
                frontier.append(nbr)
    return order, parent


def best_first_order(problem, f):
    """Lowest f(g, h) first, ties to the newest; cheaper paths replace entries."""
    newest = itertools.count(0, -1)
    start = problem.initial
    heap = [(f(0, problem.h(start)), next(newest), 0, start)]
    best, parent, order = {start: 0}, {start: None}, []
    while heap:
        _f, _n, g, state = heapq.heappop(heap)
        if g > best[state]:
            continue
        order.append(state)
        if state == problem.goal:
            return order, parent
        for nbr, w in neighbours(problem, state):
            if nbr not in best or g + w < best[nbr]:
                best[nbr] = g + w
                parent[nbr] = state
                heapq.heappush(heap, (f(g + w, problem.h(nbr)), next(newest), g + w, nbr))
    return order, parent


RULES = {
    "breadth-first": lambda p: blind_order(p, False),
    "depth-first": lambda p: blind_order(p, True),
    "uniform-cost": lambda p: best_first_order(p, lambda g, h: g),
    "greedy": lambda p: best_first_order(p, lambda g, h: h),
    "A*": lambda p: best_first_order(p, lambda g, h: g + h),
}


def rule_named(question):
    found = [name for name in RULES if name in question]
    assert len(found) == 1, question
    return RULES[found[0]]


def path_to(parent, goal):
    path = [goal]
    while parent[path[-1]] is not None:
        path.append(parent[path[-1]])
    return path[::-1]


def limited(problem, limit):
    entered = []

    def walk(state, path):
        entered.append(state)
        if state == problem.goal:
            return True
        if len(path) - 1 == limit:
            return False
        for nbr, _w in neighbours(problem, state):
            if nbr not in path and walk(nbr, path + [nbr]):
                return True
        return False
    walk(problem.initial, [problem.initial])
    return entered


# -- independent game-tree searches over nested lists ---------------------------------------
def minimax_value(node, maximise=True):
    if not isinstance(node, list):
        return node
    values = [minimax_value(k, not maximise) for k in node]
    return max(values) if maximise else min(values)


def alphabeta_walk(node, alpha, beta, maximise, leaves, cut, index, order=None):
    """Alpha-beta over nested lists; ``index`` counts nodes depth first (for arc names)."""
    me = index[0]
    index[0] += 1
    if not isinstance(node, list):
        leaves.append(node)
        return node
    kids = list(enumerate(node))
    if order:
        kids.sort(key=lambda p: minimax_value(p[1], not maximise), reverse=maximise)
    v = -math.inf if maximise else math.inf
    done = set()
    for pos, (_i, kid) in enumerate(kids):
        v = max(v, alphabeta_walk(kid, alpha, beta, False, leaves, cut, index, order)) \
            if maximise else min(v, alphabeta_walk(kid, alpha, beta, True, leaves, cut, index,
                                                  order))
        done.add(_i)
        if (maximise and v >= beta) or (not maximise and v <= alpha):
            cut.extend((me, k) for k, _ in kids[pos + 1:])
            break
        if maximise:
            alpha = max(alpha, v)
        else:
            beta = min(beta, v)
    # skip the depth-first numbers of children never entered, so that names stay right
    for k, kid in kids:
        if k not in done:
            index[0] += count_nodes(kid)
    return v


def count_nodes(node):
    return 1 + sum(count_nodes(k) for k in node) if isinstance(node, list) else 1


def first_numbers(nested):
    """Depth-first number of each child position path, for naming arcs a, b, c, ..."""
    numbers, counter = {}, itertools.count()

    def walk(node, path):
        numbers[path] = next(counter)
        if isinstance(node, list):
            for i, kid in enumerate(node):
                walk(kid, path + (i,))
    walk(nested, ())
    return numbers


def expectimax_value(tree, state, maximise=True):
    if tree.terminal(state):
        return tree.value(state)
    kids = [(a, tree.result(state, a)) for a in tree.actions(state)]
    if tree.role(state) == -1:
        return sum(tree.probability(state, a) * expectimax_value(tree, k) for a, k in kids)
    return max(expectimax_value(tree, k) for _a, k in kids)


def maxn_value(node, player=0):
    if not isinstance(node, list):
        return tuple(node)
    best = None
    for kid in node:
        v = maxn_value(kid, (player + 1) % 3)
        if best is None or v[player] > best[player]:
            best = v
    return best


def contour_bounds(problem):
    """IDA* written here: the f-bound of each contour (path check, alphabetical order)."""
    bounds = [problem.h(problem.initial)]
    while True:
        over = []

        def walk(state, g, path):
            f = g + problem.h(state)
            if f > bounds[-1]:
                over.append(f)
                return False
            if state == problem.goal:
                return True
            return any(walk(nbr, g + w, path + [nbr]) for nbr, w in neighbours(problem, state)
                       if nbr not in path)
        if walk(problem.initial, 0, [problem.initial]) or not over:
            return bounds
        bounds.append(min(over))


def stored_kinds(node, alpha, beta, maximise, kinds, path=()):
    """Fail-soft alpha-beta over nested lists; ``kinds[path]`` is the kind a table stores."""
    if not isinstance(node, list):
        return node
    v = -math.inf if maximise else math.inf
    a, b = alpha, beta
    for i, kid in enumerate(node):
        value = stored_kinds(kid, a, b, not maximise, kinds, path + (i,))
        v = max(v, value) if maximise else min(v, value)
        if (maximise and v >= b) or (not maximise and v <= a):
            break
        if maximise:
            a = max(a, v)
        else:
            b = min(b, v)
    kinds[path] = "lower" if v >= beta else "upper" if v <= alpha else "exact"
    return v


def ucb_pick(question):
    """The move UCB1 picks, read from the question's numbers and computed here."""
    import re
    c = float(re.search(r"c = (\d+(?:\.\d+)?)", question).group(1))
    parent = int(re.search(r"visited N = (\d+)", question).group(1))
    best, best_score = None, -math.inf
    for r, col, w, n in re.findall(r"\((\d), (\d)\): W = (\d+(?:\.\d+)?), N = (\d+)", question):
        score = float(w) / int(n) + c * math.sqrt(math.log(parent) / int(n))
        if score > best_score + 1e-12:
            best, best_score = (int(r), int(col)), score
    return best


def independent(d):
    """The answer to drill ``d`` computed here."""
    kind, inst = d.kind, d.instance
    if kind == "idastar-bounds":
        return contour_bounds(inst)
    if kind == "ucb-choice":
        return ucb_pick(d.question)
    if kind == "table-kind":
        import re
        name = re.search(r"arc '([a-z]+)'", d.question).group(1)
        kinds = {}
        stored_kinds(inst.nested(), -math.inf, math.inf, True, kinds)
        path = next(p for p in first_numbers(inst.nested()) if p and
                    inst.label(inst.node(p)) == name)
        return kinds[path]
    if kind.endswith("-order") and kind != "iddfs-order":
        return rule_named(d.question)(inst)[0]
    if kind == "iddfs-order":
        return limited(inst, 2)
    if kind == "path":
        _order, parent = rule_named(d.question)(inst)
        return path_to(parent, inst.goal)
    if kind == "expanded-count":
        order, _parent = rule_named(d.question)(inst)
        return len(order) - 1
    nested = inst.nested()
    if kind == "minimax-value":
        return minimax_value(nested)
    if kind in ("alphabeta-leaves", "ordered-leaves"):
        leaves = []
        alphabeta_walk(nested, -math.inf, math.inf, True, leaves, [], [0],
                       order=kind == "ordered-leaves")
        return leaves
    if kind == "cut-arcs":
        cut = []
        alphabeta_walk(nested, -math.inf, math.inf, True, [], cut, [0])
        numbers = first_numbers(nested)
        by_number = {n: path for path, n in numbers.items()}
        names = set()
        for parent_number, k in cut:
            child_path = by_number[parent_number] + (k,)
            names.add(inst.label(inst.node(child_path)))
        return names
    if kind == "expectimax-value":
        return expectimax_value(inst, inst.initial)
    if kind == "maxn-root":
        return maxn_value(nested)
    raise AssertionError(f"no independent answer for {kind}")


def perturbed(answer):
    if isinstance(answer, str):
        return {"exact": "lower", "lower": "upper", "upper": "exact"}[answer]
    if isinstance(answer, list):
        return answer[:-1] if len(answer) > 1 else answer + answer
    if isinstance(answer, set):
        return answer ^ {"zz"}
    if isinstance(answer, tuple):
        return (answer[0] + 1,) + answer[1:]
    return answer + 1


def test_the_kinds_the_issue_asks_for_are_there():
    for kind in ("bfs-order", "dfs-order", "astar-order", "ucs-order", "path", "expanded-count",
                 "minimax-value", "alphabeta-leaves", "cut-arcs", "ordered-leaves",
                 "expectimax-value", "maxn-root"):
        assert kind in drill.kinds


@pytest.mark.parametrize("kind", drill.kinds)
def test_the_accepted_answer_is_the_independent_one(kind):
    for seed in SEEDS:
        d = drill(kind, seed=seed)
        mine = independent(d)
        report = d.check(mine)
        assert report, f"{kind} seed {seed}: {mine!r} refused: {report.text}"
        wrong = perturbed(mine)
        refused = d.check(wrong)
        assert not refused, f"{kind} seed {seed}: {wrong!r} accepted"
        assert refused.text.startswith("Not yet")


@pytest.mark.parametrize("kind", drill.kinds)
def test_same_seed_same_question_and_next_moves_on(kind):
    a, b = drill(kind, seed=11), drill(kind, seed=11)
    assert a.question == b.question and a.png == b.png
    assert a.check(independent(b))
    later = a.next()
    assert later.seed == 12 and later.kind == kind


def test_instances_stay_small_enough_to_do_by_hand():
    for seed in SEEDS:
        assert len(drill("bfs-order", seed=seed).instance.adjacency) == 6
        assert len(drill("expanded-count", seed=seed).instance.open_cells) <= 30
        assert drill("alphabeta-leaves", seed=seed).instance.leaf_count() <= 12
        assert drill("maxn-root", seed=seed).instance.leaf_count() == 8


def test_answers_written_as_text_are_read():
    d = drill("bfs-order", seed=1)
    right = independent(d)
    assert d.check(" -> ".join(right).lower())
    e = drill("expectimax-value", seed=2)
    value = independent(e)
    assert e.check(f"{value}") and not e.check(f"{value + 0.5}")
    m = drill("maxn-root", seed=3)
    assert m.check(str(independent(m)))
    assert not drill("minimax-value", seed=1).check("seven")


def test_a_known_mistake_is_named_only_when_the_answer_is_exactly_it():
    for seed in SEEDS:
        d = drill("bfs-order", seed=seed)
        dfs_answer = RULES["depth-first"](d.instance)[0]
        text = d.check(dfs_answer).text
        assert "depth-first search (a stack)" in text
        # an answer that is no algorithm's order gets no name, only where it parts ways
        odd = independent(d)[:1] + ["G"]
        odd_text = d.check(odd).text
        assert "stack" not in odd_text and "parts from the search at item 2" in odd_text


def test_a_wrong_answer_opens_the_stepper_where_it_parts_ways():
    d = drill("bfs-order", seed=4)
    right = independent(d)
    wrong = right[:2] + right[3:]
    report = d.check(wrong)
    stepper = report.stepper
    assert stepper is not None and stepper.trace.problem is d.instance
    # the step shown is the one before the third removal: the frontier then holds both
    frontier = [e.state for e in stepper.step.frontier]
    assert right[2] in frontier and stepper.index < len(stepper.trace) - 1
    assert d.check(right).stepper is None


def test_the_widget_checks_and_loads_another_question():
    d = drill("minimax-value", seed=3)
    w = d.widget
    w.answer.value = str(independent(d))
    w.check()
    assert "Right" in w.report_html.value and not w.explain_box.children
    w.answer.value = str(independent(d) + 1)
    w.check()
    assert "Not yet" in w.report_html.value and w.explain_box.children
    w.another()
    assert d.seed == 4 and w.answer.value == "" and not w.explain_box.children
    assert "seed 4" in w.title_html.value


def test_bad_kinds_and_seeds_are_named():
    with pytest.raises(DrillError, match="no drill kind"):
        drill("bfs")
    with pytest.raises(DrillError, match="seed"):
        drill("bfs-order", seed=-1)
