"""Where a drill's explaining stepper opens: the step at which the search decides what a
wrong answer got wrong.

Each function takes the traced result the stepper shows and returns a step index; predict
mode asks its question about what comes right after that step.

Examples
--------
>>> from searchlib import GameTree, alphabeta
>>> tree = GameTree([[5, 12], [19, 15], [3, 4]])
>>> result = alphabeta(tree, trace=True)
>>> truth = [s.value for s in result.trace.leaf_order]
>>> truth
[5, 12, 19, 15, 3]
>>> step = leaf_parting(result, [5, 12, 19, 15, 3, 4], truth)   # evaluated 4: D cuts it
>>> result.trace[step + 1].message
'Cut: 3 <= alpha = 15, so D skips its remaining children (4).'
>>> step = leaf_parting(result, [5, 12, 19, 3], truth)    # skipped 15: C does not cut
>>> result.trace[step].message
'Leaf 19 evaluated; C (MIN) now has value 19; beta = 19.'
"""

__all__ = ["leaf_parting", "tie_parting", "maxn_value"]


def _first_difference(mine, theirs):
    for i, (a, b) in enumerate(zip(mine, theirs)):
        if a != b:
            return i
    return min(len(mine), len(theirs))


def _leaves_below(game, state):
    """The values of the leaves under ``state`` (a GameTree's), or an empty list."""
    subtree = getattr(game, "subtree", None)
    if subtree is None:
        return []
    return [game.value(s) for s in subtree(state) if game.terminal(s)]


def leaf_parting(result, mine, answer):
    """The step before the decision where the leaves ``mine`` part from the search's.

    ``answer`` is the search's list of leaf values, in the order evaluated.  After the
    last leaf both lists share, the search either cuts (skipping children) or goes on:

    * when the answer's next leaf is under children a cut skips, the answer missed that
      cut: the step before the cut, where the cutting node's value comes in;
    * otherwise the step before the search goes on to its next leaf (or into the subtree
      holding it): the decision the answer made differently (it cut, or went elsewhere);
    * with no leaf shared, the step before the first leaf.
    """
    trace = result.trace
    leaves = [s.index for s in trace if s.kind == "leaf"]
    position = _first_difference(mine, answer)
    if position == 0 or not leaves:
        return max(0, leaves[0] - 1) if leaves else 0
    last = leaves[position - 1]
    end = leaves[position] if position < len(leaves) else len(trace)
    if position < len(mine):
        game = trace.game
        for j in range(last + 1, end):
            step = trace[j]
            if step.kind == "cut" and step.cut is not None:
                skipped = [v for a in step.cut.skipped
                           for v in _leaves_below(game, game.result(step.cut.state, a))]
                if any(_same_value(mine[position], v) for v in skipped):
                    return j - 1
    for j in range(last + 1, min(end, len(trace) - 1) + 1):
        if trace[j].kind in ("enter", "leaf"):
            return j - 1
    return last


def _same_value(a, b):
    try:
        return abs(float(a) - float(b)) < 1e-9
    except (TypeError, ValueError):
        return a == b


def maxn_value(game, state=None, *, last=False):
    """The max^n tuple of ``state`` (default: the root): each player takes the child best
    for itself, the first such child on a tie, or with ``last`` the last one."""
    state = game.initial if state is None else state
    if game.terminal(state):
        return tuple(game.value(state))
    me = game.player(state) - 1
    best = None
    for kid in game.children(state):
        value = maxn_value(game, kid, last=last)
        if best is None or value[me] > best[me] or (last and value[me] == best[me]):
            best = value
    return best


def tie_parting(result):
    """The step before the first node (in the order they finish) that backs up another
    tuple when ties go to the last child, or None when there is none.

    That is the step that folds the node's last child in: predict mode asks its value
    there.
    """
    trace = result.trace
    game = trace.game
    for step in trace:
        if step.kind == "backup":
            state = step.state
        elif step.kind == "done":
            state = game.initial
        else:
            continue
        kids = [maxn_value(game, k) for k in game.children(state)]
        me = game.player(state) - 1
        last = max(i for i, v in enumerate(kids) if v[me] == max(w[me] for w in kids))
        if kids[last] != maxn_value(game, state):
            return max(0, step.index - 1)
    return None
