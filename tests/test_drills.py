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


def best_first_order(problem, f, readd=True):
    """Lowest f(g, h) first, ties to the newest; with ``readd`` a cheaper path to a reached
    state adds it again (its old entry is dropped when it comes out), without it a reached
    state is never added again (greedy, as the question says)."""
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
            if nbr not in best or (readd and g + w < best[nbr]):
                best[nbr] = g + w
                parent[nbr] = state
                heapq.heappush(heap, (f(g + w, problem.h(nbr)), next(newest), g + w, nbr))
    return order, parent


RULES = {
    "breadth-first": lambda p: blind_order(p, False),
    "depth-first": lambda p: blind_order(p, True),
    "uniform-cost": lambda p: best_first_order(p, lambda g, h: g),
    "greedy": lambda p: best_first_order(p, lambda g, h: h, readd=False),
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


def limited(problem, limit, everywhere=False):
    """States entered by depth-limited search; with ``everywhere`` a state entered anywhere
    before in the round is skipped (not only one on the current path)."""
    entered = []

    def walk(state, path):
        entered.append(state)
        if state == problem.goal:
            return True
        if len(path) - 1 == limit:
            return False
        for nbr, _w in neighbours(problem, state):
            if nbr not in (entered if everywhere else path) and walk(nbr, path + [nbr]):
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


def perturbed(answer, d=None):
    if d is not None and d.kind == "ucb-choice":    # another listed move (others are refused)
        import re
        return next(move for move in ((int(r), int(c)) for r, c in
                                      re.findall(r"\((\d), (\d)\): W", d.question))
                    if move != answer)
    if d is not None and d.kind == "minimax-value":   # another leaf's value (others are refused)
        tree = d.instance
        return next(v for v in sorted({tree.utility(s, "max") for s in tree.subtree(tree.initial)
                                       if tree.terminal(s)}) if v != answer)
    if d is not None and d.kind == "expectimax-value":   # a leaf's value (one outside the
        tree = d.instance                                 # leaves' range is refused)
        return next(v for v in sorted({tree.utility(s, "max") for s in tree.subtree(tree.initial)
                                       if tree.terminal(s)}) if abs(v - answer) > 1e-6)
    if d is not None and d.kind == "maxn-root":       # another leaf's tuple (others are refused)
        tree = d.instance
        return next(tuple(tree.value(s)) for s in tree.subtree(tree.initial)
                    if tree.terminal(s) and tuple(tree.value(s)) != tuple(answer))
    if d is not None and d.kind == "path":            # another path from S to G (a list that
        adjacency = d.instance.adjacency              # is no such path is refused)

        def paths(path):
            if path[-1] == d.instance.goal:
                yield path
                return
            for nbr in sorted(adjacency[path[-1]]):
                if nbr not in path:
                    yield from paths(path + [nbr])
        return next(p for p in paths([d.instance.initial]) if p != list(answer))
    if isinstance(answer, str):
        return {"exact": "lower", "lower": "upper", "upper": "exact"}[answer]
    if isinstance(answer, list):
        return answer[:-1] if len(answer) > 1 else answer + answer
    if isinstance(answer, set):             # one arc fewer, or one the cut never skips
        return set(sorted(answer)[1:]) if answer else {"a"}
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
        wrong = perturbed(mine, d)
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
    # the step shown is the one before the third removal: the frontier then holds both;
    # before the answer is given the stepper asks what leaves next there (predict mode)
    frontier = [e.state for e in stepper.step.frontier]
    assert right[2] in frontier and stepper.index < len(stepper.trace) - 1
    assert stepper.question.text == "Which state leaves the frontier next?"
    assert stepper.question.answer == right[2]
    # the second wrong answer gives the answer, and an ordinary stepper
    again = d.check(wrong)
    assert again.revealed and "The answer is" in again.text
    assert not hasattr(again.stepper, "question")
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
    assert "The answer is" not in w.report_html.value
    w.show_button.click()
    assert f"The answer is {independent(d)}." in w.report_html.value
    w.another()
    assert d.seed == 4 and w.answer.value == "" and not w.explain_box.children
    assert "seed 4" in w.title_html.value


def test_bad_kinds_and_seeds_are_named():
    with pytest.raises(DrillError, match="no drill kind"):
        drill("bfs")
    with pytest.raises(DrillError, match="seed"):
        drill("bfs-order", seed=-1)


# -- every seed loads; graph pictures never hide an arc ----------------------------------------
GRAPH_KINDS = ("bfs-order", "dfs-order", "ucs-order", "greedy-order", "astar-order", "path",
               "iddfs-order")


def test_every_seed_loads_and_another_question_moves_on():
    # these seeds raised KeyError: 'A' (a graph without a way to G)
    for kind, seed in [("ucs-order", 23), ("greedy-order", 23), ("greedy-order", 103),
                       ("greedy-order", 198), ("greedy-order", 268), ("greedy-order", 273),
                       ("astar-order", 198), ("astar-order", 268), ("astar-order", 283)]:
        assert drill(kind, seed=seed).question
    for kind in GRAPH_KINDS:
        for seed in range(400):
            d = drill(kind, seed=seed)
            adjacency = d.instance.adjacency
            seen, todo = {"S"}, ["S"]
            while todo:
                for nbr in adjacency[todo.pop()]:
                    if nbr not in seen:
                        seen.add(nbr)
                        todo.append(nbr)
            assert seen == set(adjacency) and "G" not in adjacency["S"], (kind, seed)
    w = drill("ucs-order", seed=22).widget
    w.another()
    assert w.drill.seed == 23 and "seed 23" in w.title_html.value


def _segment_gap(p, a, b):
    """Distance from point ``p`` to the segment ``a``-``b``."""
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _box_meets_segment(box, a, b, margin):
    """Whether the segment a-b passes within ``margin`` pixels of the box (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box[0] - margin, box[1] - margin, box[2] + margin, box[3] + margin
    # clip the segment to the box (Liang-Barsky): it meets the box if anything is left
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    for p, q in ((-dx, a[0] - x0), (dx, x1 - a[0]), (-dy, a[1] - y0), (dy, y1 - a[1])):
        if p == 0:
            if q < 0:
                return False
        else:
            t = q / p
            if p < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
    return t0 <= t1


def _clearances(problem, numbers):
    """Measure the drill's picture of ``problem`` in pixels: how near an arc passes to a
    node it does not join, and whether a cost label touches a node, another label or an
    arc not its own."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from searchlib.drills.drill import _figure

    figure, drawing = _figure(problem, numbers)
    FigureCanvasAgg(figure).draw()
    renderer = figure.canvas.get_renderer()
    to_pixels = drawing.ax.transData.transform
    centre = {n: tuple(to_pixels(p)) for n, p in drawing.pos.items()}
    area = drawing.nodes.get_sizes()[0]
    radius = {n: math.sqrt(area * (1.9 if n in ("S", "G") else 1)) / 2 * figure.dpi / 72
              for n in centre}
    arcs = [(u, v) for u, v, _w in problem.edges]
    arc_gap = min(_segment_gap(centre[x], centre[u], centre[v]) - radius[x]
                  for u, v in arcs for x in centre if x not in (u, v))
    labels = []
    for text in drawing._weights:
        box = text.get_window_extent(renderer)
        labels.append((box.x0, box.y0, box.x1, box.y1))
    touching = []
    for k, box in enumerate(labels):
        middle = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        own = min(arcs, key=lambda e: math.dist(middle, ((centre[e[0]][0] + centre[e[1]][0]) / 2,
                                                         (centre[e[0]][1] + centre[e[1]][1]) / 2)))
        for x in centre:
            nearest = (min(max(centre[x][0], box[0]), box[2]),
                       min(max(centre[x][1], box[1]), box[3]))
            if math.dist(nearest, centre[x]) < radius[x] + 2:
                touching.append(("node", x))
        for u, v in arcs:
            if (u, v) != own and _box_meets_segment(box, centre[u], centre[v], 2):
                touching.append(("arc", u, v))
        for other in labels[k + 1:]:
            if not (box[2] + 2 < other[0] or other[2] + 2 < box[0]
                    or box[3] + 2 < other[1] or other[3] + 2 < box[1]):
                touching.append(("label",))
    return arc_gap, touching


def test_graph_pictures_never_hide_an_arc_behind_a_node():
    # the bottom slot's arc to G used to pass 0.076 units from the node at (2.0, 0.3),
    # through its circle; and A-G's cost label sat by C in drill("astar-order", 1)
    from searchlib import GraphProblem
    from searchlib.drills.instances import _ENDS, _SLOTS

    # every arc that can ever be drawn (all pairs but S-G), with labels and h, at once
    pos = {**_ENDS, **dict(zip("ABCD", _SLOTS))}
    names = list(pos)
    every = {n: {m: 5 for m in names if m != n and {n, m} != {"S", "G"}} for n in names}
    full = GraphProblem(every, "S", "G", h=dict.fromkeys(names, 10), undirected=True, pos=pos)
    arc_gap, touching = _clearances(full, "h")
    assert arc_gap > 20 and not touching, (arc_gap, touching)
    for kind in ("bfs-order", "astar-order", "ucs-order", "path"):
        for seed in range(0, 60, 3):
            d = drill(kind, seed=seed)
            arc_gap, touching = _clearances(d.instance, d._task.numbers)
            assert arc_gap > 20 and not touching, (kind, seed, arc_gap, touching)


# -- the rules stated are the library's; answers are read in reasonable forms --------------
def test_the_rule_for_reached_states_is_what_the_library_does():
    # greedy: a reached state is never added again (the question says so, and the library
    # does so); A*: added again only by a cheaper path, which with the drills' consistent h
    # never happens to an expanded state, so "never re-open" and "re-open" agree
    for seed in range(120):
        d = drill("greedy-order", seed=seed)
        assert "never added again, not even by a cheaper path" in d.question
        assert d.check(best_first_order(d.instance, lambda g, h: h, readd=False)[0])
        a = drill("astar-order", seed=seed)
        assert "added again only by a cheaper path" in a.question
        never = expanded_never_reopened(a.instance, lambda g, h: g + h)
        assert never == best_first_order(a.instance, lambda g, h: g + h)[0]
        assert a.check(never)
    # the reviewer's seeds: the answer the question's own rule gives is accepted
    for seed in (8, 16, 63, 115):
        d = drill("astar-order", seed=seed)
        assert d.check(expanded_never_reopened(d.instance, lambda g, h: g + h))
    for seed in (50, 146):
        d = drill("expanded-count", seed=seed)
        order, _parent = rule_named(d.question)(d.instance)
        assert d.check(len(order) - 1)


def expanded_never_reopened(problem, f):
    """Best-first order where an expanded state is never added again (a waiting one is, by
    a cheaper path): the rule as a learner applies it by hand."""
    newest = itertools.count(0, -1)
    start = problem.initial
    heap = [(f(0, problem.h(start)), next(newest), 0, start)]
    best, done, order = {start: 0}, set(), []
    while heap:
        _f, _n, g, state = heapq.heappop(heap)
        if g > best[state] or state in done:
            continue
        order.append(state)
        if state == problem.goal:
            return order
        done.add(state)
        for nbr, w in neighbours(problem, state):
            if nbr not in done and (nbr not in best or g + w < best[nbr]):
                best[nbr] = g + w
                heapq.heappush(heap, (f(g + w, problem.h(nbr)), next(newest), g + w, nbr))
    return order


def test_expanded_counts_never_equal_the_path_length():
    for seed in range(200):
        d = drill("expanded-count", seed=seed)
        order, parent = rule_named(d.question)(d.instance)
        moves = len(path_to(parent, d.instance.goal)) - 1
        assert len(order) - 1 not in (moves, moves + 1), seed


def test_a_mistake_two_rules_give_is_named_with_the_other():
    # depth-limited search: an answer that is the order with limit 3 and also breadth-first
    # order is not called only "breadth-first order": both are named (rev34 1)
    found = 0
    for seed in range(200):
        d = drill("iddfs-order", seed=seed)
        deeper = limited(d.instance, 3)
        wide = blind_order(d.instance, False)[0]
        if deeper == wide != independent(d):
            text = d.check(deeper).text
            assert "breadth-first" in text and "limit 3" in text and "It is also" in text
            found += 1
        elif deeper not in (independent(d), wide, limited(d.instance, 1),
                            limited(d.instance, 2, everywhere=True)):
            assert "that is the order with depth limit 3" in d.check(deeper).text
    assert found > 0


def test_answers_in_every_reasonable_form_are_read():
    d = drill("bfs-order", seed=1)
    right = independent(d)
    for text in ("-".join(right), " → ".join(right), " > ".join(right), " ".join(right) + ".",
                 "".join(right), "".join(right).lower(), ", ".join(right), str(right),
                 "\n".join(right), " ⟶ ".join(right)):
        assert d.check(text), text
    cut = drill("cut-arcs", seed=2)
    arcs = sorted(independent(cut))
    assert cut.check("".join(arcs)) and cut.check(", ".join(a.upper() for a in arcs))
    e = drill("expectimax-value", seed=1)
    value = independent(e)
    assert e.check(f"{value:.2f}")
    # a decimal comma is asked about, as the lessons do (3.5, or 3 and 5?), not scored (rev38)
    comma = e.check(str(value).replace(".", ","))
    assert not comma and comma.text.startswith("Could not read") and not comma.revealed
    assert f"write a point: {value}" in comma.text, comma.text


def test_answers_that_cannot_be_read_say_so_plainly():
    ex = drill("expectimax-value", seed=1)
    text = ex.check("1/0").text                       # was ZeroDivisionError
    assert text.startswith("Could not read '1/0'") and "example in the question" in text
    assert ex.check("inf").text.startswith("Could not read")
    m = drill("minimax-value", seed=1)
    text = m.check(None).text                          # was "Not yet. The answer is ..."
    assert text.startswith("Could not read nothing") and "example" not in text
    assert "Could not read 'seven'" in m.check("seven").text
    b = drill("bfs-order", seed=1)
    text = b.check("S X G").text
    assert "X is not a state of this graph" in text and "example in the question" not in text
    count = drill("expanded-count", seed=1)
    assert "example in the question" not in count.check("lots").text
    text = drill("cut-arcs", seed=1).check(7).text
    assert text.startswith("Could not read 7") and "example in the question" in text
    w = ex.widget
    w.answer.value = "1/0"
    w.check_button.click()
    assert "Could not read" in w.report_html.value


def test_the_first_wrong_answer_keeps_the_answer_back():
    for kind in drill.kinds:
        d = drill(kind, seed=5)
        wrong = perturbed(independent(d), d)
        first = d.check(wrong)
        assert not first and not first.revealed and "The answer is" not in first.text
        assert first.text.endswith("Try again, or press “show me” for the answer.")
        second = d.check(wrong)
        assert second.revealed and "The answer is" in second.text
        assert "The answer is" in d.show_me().text


# -- rev34: coincident mistakes, impossible answers, small inconsistencies ------------------
def _mistake_words(d, value):
    task = d._task
    return {words for v, words in task.mistakes
            if v is not None and task.compare(value, v) and not task.compare(v, task.answer)}


def test_an_answer_several_known_mistakes_give_names_them_all():
    # the reviewer's cases, as answered: each names every mistake that gives the answer
    for kind, seed, answer, parts in [
            ("expanded-count", 8, "23", ("without the start", "as soon as it is generated")),
            ("expanded-count", 2, "10", ("length of the path", "entry added first")),
            ("expanded-count", 3, "13", ("includes the goal", "greedy best-first search")),
            ("expanded-count", 4, "10", ("length of the path", "depth-first search")),
            ("ucb-choice", 2, "(1, 0)", ("best win rate", "most visited")),
            ("minimax-value", 34, "0", ("MIN at the root", "smallest leaf"))]:
        text = drill(kind, seed=seed).check(answer).text
        assert text.startswith("Not yet:") and all(p in text for p in parts), (kind, seed, text)
    # the rule, in general: never one of several (a scan over a few seeds of each kind)
    for kind in ("expanded-count", "ucb-choice", "minimax-value", "bfs-order", "iddfs-order"):
        for seed in range(1, 9):
            d = drill(kind, seed=seed)
            for value in {repr(v): v for v, _ in d._task.mistakes if v is not None}.values():
                words = _mistake_words(d, value)
                if not words:
                    continue
                text = drill(kind, seed=seed).check(value).text
                for w in words:
                    assert w.removeprefix("that is ") in text, (kind, seed, value, w, text)


def test_impossible_answers_are_refused_not_scored():
    for kind, seed, answer, why in [
            ("minimax-value", 1, "4,6", "not a whole number"),
            ("expanded-count", 1, "1,2", "not a whole number"),
            ("expanded-count", 1, "1e1", "not a whole number"),
            ("minimax-value", 1, 4.5, "not a whole number"),
            ("ucb-choice", 1, "(1, 1)", "(1, 1) is not one of the moves listed"),
            ("alphabeta-leaves", 1, "5 12 19 18 11 1 6 10 27 99", "99 is not a leaf value"),
            # rev35: numbers the answer cannot be were scored, and the next try revealed it
            ("minimax-value", 0, 12345, "12345 is no leaf's value"),
            ("minimax-value", 0, -7, "-7 is no leaf's value"),
            ("expanded-count", 0, -3, "-3 states cannot be"),
            ("expanded-count", 0, 100000, "100000 states cannot be")]:
        d = drill(kind, seed=seed)
        first = d.check(answer)
        assert not first and not first.revealed and "Could not read" in first.text, first.text
        assert why in first.text and "the search has" not in first.text, first.text
        assert "The answer is" not in first.text
        wrong = perturbed(independent(d), d)  # the next wrong answer is still the first
        assert "The answer is" not in d.check(wrong).text
    d = drill("expanded-count", seed=1)
    assert d.check(f" {d._task.answer}. ") and d.check(float(d._task.answer))


def test_no_cut_is_read_as_none_and_the_seed_is_a_whole_number():
    from searchlib.drills.drill import Drill
    d = drill("cut-arcs", seed=2)
    none = d.check("none").text
    for text in ("no", "no cut", "No arcs are pruned.", "nothing is cut"):
        assert drill("cut-arcs", seed=2).check(text).text == none, text
    assert "int or str" not in Drill.__doc__ and "whole number" in Drill.__doc__
    with pytest.raises(DrillError):
        drill("bfs-order", "abc")
