"""Checks for the Tic-Tac-Toe project: ``minimax`` on chosen boards, and whole games.

The six smaller functions are checked with the suites of
:mod:`searchlib.checks.suites.tictactoe` (:data:`PROJECT_SUITES`).  This
module adds two suites for the learner's ``minimax``, which works on the
project's board (three lists of ``"X"``, ``"O"`` or None) and calls the
learner's other functions through their notebook's globals:

* :data:`MINIMAX`: boards chosen so that each planted mistake plays a worse
  move than the best on at least one of them, whichever order it tries the
  moves in: O choosing the largest value at the top, or further down;
  alpha and beta swapped where the top level hands its best value on (on
  both sides, or on one only); a move on a finished board.  Before the
  cases run, the learner's other functions are run against their own
  suites, and a hint names any that fails (:func:`broken_helpers`); the
  check also counts ``utility`` calls to tell a pruning minimax from a
  plain one, which picks the hint;
* :data:`GAMES`: whole games: no loss in seeded games against random play
  as X and as O, a draw against itself, boards left unchanged, and how many
  boards and games the first move looks at (255,168 games without
  pruning).  Each board is thought about once and its move remembered, so
  1,000 games a side cost little more than the first moves.

The judge is a small exact solver written here (:func:`value`,
:func:`best_moves`, :func:`games_in` over 9-character board strings).

Examples
--------
>>> value(".XOOXXX.O"), best_moves(".XOOXXX.O"), games_in("." * 9)
(0, [(2, 1)], 255168)
"""

import ctypes
import inspect
import random
import threading
import time

from ..checks.budget import Budget, BudgetExceeded, Outcome, call_with_budget
from ..checks.runner import Case, Mistake, Pattern, Suite
from ..checks.suites.tictactoe import SUITES as PROJECT_SUITES

__all__ = ["MINIMAX", "GAMES", "PROJECT_SUITES", "last_games", "broken_helpers", "value",
           "best_moves", "board_of", "string_of", "games_in", "LINES"]

X, O, EMPTY = "X", "O", None

#: The eight lines as square numbers (0..8, row by row).
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8),
         (2, 4, 6))

# -- the rules on strings: the judge --------------------------------------------------


def board_of(text):
    """The project's board (three lists) from 9 characters ``X``, ``O``, ``.``.

    Examples
    --------
    >>> board_of("X...O....")
    [['X', None, None], [None, 'O', None], [None, None, None]]
    """
    return [[None if ch == "." else ch for ch in text[r * 3:r * 3 + 3]] for r in range(3)]


def string_of(board):
    """9 characters from a project board (None for anything that is not one)."""
    try:
        cells = [cell for row in board for cell in row]
    except TypeError:
        return None
    if len(cells) != 9 or any(c not in (X, O, EMPTY) for c in cells):
        return None
    return "".join("." if c is None else c for c in cells)


def _winner(s):
    for a, b, c in LINES:
        if s[a] != "." and s[a] == s[b] == s[c]:
            return s[a]
    return None


def _to_move(s):
    return X if s.count(X) == s.count(O) else O


def _over(s):
    return _winner(s) is not None or "." not in s


def _children(s):
    mark = _to_move(s)
    return {(i // 3, i % 3): s[:i] + mark + s[i + 1:] for i in range(9) if s[i] == "."}


_VALUE = {}


def value(s):
    """The minimax value of board string ``s`` for X (+1, 0 or -1)."""
    if s not in _VALUE:
        if _over(s):
            w = _winner(s)
            _VALUE[s] = 0 if w is None else (1 if w == X else -1)
        else:
            values = [value(c) for c in _children(s).values()]
            _VALUE[s] = max(values) if _to_move(s) == X else min(values)
    return _VALUE[s]


def best_moves(s):
    """The optimal moves on a board string that is not over, in reading order."""
    return [m for m, c in _children(s).items() if value(c) == value(s)]


_GAMES = {}


def games_in(s):
    """How many complete games start from board string ``s`` (255,168 from the empty one)."""
    if s not in _GAMES:
        _GAMES[s] = 1 if _over(s) else sum(games_in(c) for c in _children(s).values())
    return _GAMES[s]


def _show(s):
    return " / ".join(s[r * 3:r * 3 + 3] for r in range(3))


def _given(s, *extra):
    return ", ".join([f"{board_of(s)!r}  ({_show(s)})"] + [repr(e) for e in extra])


# -- helpers ---------------------------------------------------------------------------------

def _value_of(trial):
    return trial.value if trial.kind == "value" else None


# -- the functions a function relies on -------------------------------------------------------

#: Which of the learner's other functions each check relies on.
DEPENDS = {"minimax": ("player", "actions", "result", "winner", "terminal", "utility"),
           "games": ("player", "actions", "result", "winner", "terminal", "utility")}
_BROKEN = {}


def _globals_of(func):
    return getattr(inspect.unwrap(func), "__globals__", None)


def broken_helpers(func, name):
    """The functions ``name`` relies on that fail their own checks, in ``func``'s globals.

    Worked out once per check run (each suite's case builder forgets it).
    """
    if _BROKEN.get(name) is None:
        from ..checks.runner import run_suite
        space = _globals_of(func) or {}
        broken = []
        for helper in DEPENDS.get(name, ()):
            found = space.get(helper)
            if not callable(found) or run_suite(found, _SUITES[helper]).status != "passed":
                broken.append(helper)
        _BROKEN[name] = broken
    return _BROKEN[name]


def _underneath(name):
    """A pattern that names the broken functions ``name`` relies on."""
    pattern = Pattern("underneath", "", lambda trials: bool(_BROKEN.get(name)))
    return pattern


def _set_underneath_text(suite, name):
    broken = _BROKEN.get(name) or []
    for pattern in suite.patterns:
        if pattern.key == "underneath" and broken:
            names = ", ".join(broken)
            one = len(broken) == 1
            fails = "fails its own check" if one else "fail their own checks"
            pattern.text = (f"{name} relies on {names}, which {fails} "
                            f"(lesson.check(\"{broken[0]}\", {broken[0]})): fix "
                            f"{'it' if one else 'them'} first.")


def _probing_call(name, inner=None):
    """A suite's call hook that first finds the broken functions ``name`` relies on."""
    def call(func, args, kwargs, budget):
        broken_helpers(func, name)
        _set_underneath_text(_SUITES[name], name)
        if inner is not None:
            return inner(func, args, kwargs, budget)
        return call_with_budget(func, args, kwargs, budget=budget)
    return call


def _fresh(name, build):
    """A case builder that forgets the last run's probe before building the cases."""
    def cases(**options):
        _BROKEN[name] = None
        return build(**options)
    return cases


# -- minimax ----------------------------------------------------------------------------------

#: Boards for minimax: (label, board). Each of the planted mistakes in the
#: tests picks a losing move on at least one of them (whichever order it
#: tries the moves in).
MINIMAX_BOARDS = (
    ("the lecture's endgame (O to move)", ".XOOXXX.O"),
    ("O to move, two squares left", "..OOXXOXX"),
    ("O to move, four squares left", "...O.XXOX"),
    ("O to move, two squares left (a diagonal decides)", "O..XXOXOX"),
    ("O to move, two squares left (nobody has won yet)", "..OXOXXOX"),
    ("O to move, six squares left", "....O..XX"),
    ("X to move, three squares left", "...OOXXOX"),
    ("X to move, three squares left (a line to block)", "...OXXXOO"),
    ("X to move, three squares left (the top row empty)", "...OOXOXX"),
    ("X to move, five squares left", "....O.OXX"),
    ("X to move, five squares left (the top row empty)", "....OO.XX"),
    ("finished: X has won, squares left", "XXX..O..O"),
    ("finished: the top row is empty, X has won", "...XXX.OO"),
    ("finished: a full board, a draw", "XOXXOOOXX"),
)

_O_MAX_TOP = ("On O's turn your minimax picked a move with the largest value. Values are X's "
              "(utility says +1 when X wins), so O, the minimiser, must pick the smallest.")
_BELOW = ("Some of X's moves are wrong, so the values computed below the top are off: "
          "Min-Value (O's level) must take the smallest value of its children, starting "
          "from +infinity; Max-Value the largest, starting from -infinity.")
_BELOW_PRUNED = ("Some of X's moves are wrong, so the values computed below the top (or handed "
                 "down to it) are off. Your minimax prunes: check that alpha and beta are not "
                 "swapped. Alpha is the value MAX is already sure of, beta MIN's; the top level "
                 "passes its "
                 "best value so far as alpha when X moves and as beta when O moves; MAX stops "
                 "once its value reaches beta, MIN once it falls to alpha. Also check that "
                 "Min-Value takes the smallest value and Max-Value the largest. Keep a version "
                 "without pruning and compare the values on the same boards.")
_O_SIDE_PRUNED = ("Only O's moves are wrong. Either O takes the largest value where minimax "
                  "chooses the move (values are X's, so O must take the smallest), or, since "
                  "your minimax prunes, the best value so far on O's turn is handed down as "
                  "alpha instead of beta.")
_FINISHED = "On a finished board there is no move: return None."

_CALLS = {}


def _minimax_judge(s):
    def judge(trial):
        if trial.kind != "value":
            return False, []
        got = trial.value
        if _over(s):
            return got is None, ([] if got is None else [f"the game is over, but it returned "
                                                         f"{got!r}"])
        if isinstance(got, list) and len(got) == 2:
            got = tuple(got)
        if got not in _children(s):
            return False, [f"{got!r} is not an empty square of the board"]
        if got not in best_moves(s):
            worth = value(_children(s)[got])
            return False, [f"{got} is worth {worth:+d} for X; the board is worth "
                           f"{value(s):+d} with best play"]
        return True, []
    return judge


def _o_took_max(s):
    def test(t):
        got = _value_of(t)
        if _over(s) or _to_move(s) != O or got is None:
            return False
        kids = _children(s)
        got = tuple(got) if isinstance(got, list) else got
        if got not in kids:
            return False
        values = [value(c) for c in kids.values()]
        return value(kids[got]) == max(values) > min(values)
    return test


def _minimax_cases():
    out = []
    for label, s in MINIMAX_BOARDS:
        shown = ("None (the game is over)" if _over(s)
                 else f"one of {best_moves(s)}" if len(best_moves(s)) > 1
                 else repr(best_moves(s)[0]))
        side = "finished" if _over(s) else _to_move(s)
        out.append(Case(label, (board_of(s),), given=_given(s), shown=shown,
                        judge=_minimax_judge(s), tags={side},
                        mistakes=[Mistake("o-took-max", _O_MAX_TOP,
                                          lambda t, s=s: _helpers_ok("minimax")
                                          and _o_took_max(s)(t)),
                                  Mistake("move-when-over", _FINISHED,
                                          lambda t, s=s: _over(s) and _value_of(t) is not None)]))
    return out


class _Counting:
    """Wrap global functions of ``func``'s module so that their calls are counted."""

    def __init__(self, func, names):
        self.space = _globals_of(func)
        self.names = [n for n in names if self.space is not None
                      and callable(self.space.get(n))]
        self.counts = dict.fromkeys(names, 0)
        self.saved = {}

    def __enter__(self):
        for name in self.names:
            real = self.saved[name] = self.space[name]

            def counting(*args, _real=real, _name=name, **kwargs):
                self.counts[_name] += 1
                return _real(*args, **kwargs)
            self.space[name] = counting
        return self

    def __exit__(self, *exc):
        for name, real in self.saved.items():
            self.space[name] = real
        return False


def _call_minimax(func, args, kwargs, budget):
    s = string_of(args[0])
    with _Counting(func, ["utility"]) as counting:
        outcome = call_with_budget(func, args, kwargs, budget=budget)
    if s is not None:
        _CALLS[s] = counting.counts["utility"] if counting.names else None
    return outcome


def _prunes():
    """True when some board's minimax called utility less often than it has games."""
    return any(n is not None and 0 < n < games_in(s) for s, n in _CALLS.items()
               if not _over(s))


def _x_side_ok(trials):
    return all(t.ok for t in trials.values() if "X" in t.case.tags)


def _o_side_fails(trials):
    return any(not t.ok for t in trials.values() if "O" in t.case.tags)


def _helpers_ok(name):
    return not _BROKEN.get(name)


#: ``minimax(board) -> the best move, or None``.
MINIMAX = Suite(
    "minimax", "minimax(board) -> an optimal move (i, j) for the player to move, or None",
    _fresh("minimax", _minimax_cases),
    call=_probing_call("minimax", _call_minimax),
    patterns=[
        _underneath("minimax"),
        Pattern("o-max-top", _O_MAX_TOP, lambda tr: _helpers_ok("minimax") and _x_side_ok(tr)
                and _o_side_fails(tr) and not _prunes()),
        Pattern("o-side-pruned", _O_SIDE_PRUNED, lambda tr: _helpers_ok("minimax")
                and _x_side_ok(tr) and _o_side_fails(tr) and _prunes()),
        Pattern("values-below-pruned", _BELOW_PRUNED,
                lambda tr: _helpers_ok("minimax") and not _x_side_ok(tr) and _prunes()),
        Pattern("values-below", _BELOW, lambda tr: _helpers_ok("minimax")
                and not _x_side_ok(tr) and not _prunes()),
    ],
    budget=Budget(lines=3_000_000, seconds=20),
    about="Any optimal move is accepted. The boards come from the middle and the end of a "
          "game, so even a minimax without pruning answers each within a second or two.")

# -- whole games --------------------------------------------------------------------------------

_RANDOM_LOSS_O = ("Your AI lost games as O but not as X: the classic sign of O taking the "
                  "largest value at the top level of minimax. O must pick the smallest.")
_LOSSES = ("Your AI lost games: some moves are not optimal. The minimax check above shows "
           "on which boards.")
_CHANGED = ("minimax changed the board it was given. It must leave it as it was: result has "
            "to return a new board (every row copied) instead of writing on the old one.")
_SELF = ("Against itself it did not draw: with best play on both sides tic-tac-toe is a draw. "
         "X winning quickly usually means O takes the largest value (after 7 moves: at the "
         "top level; after 5: further down too).")
_TOO_MANY = ("utility was called more often than there are games (255,168 from the empty "
             "board): is it called on boards that are not finished, or does terminal miss a "
             "win so that games go on past their end?")


def _async_raise(thread_id, exc_type):
    setter = getattr(ctypes.pythonapi, "PyThreadState_SetAsyncExc", None)
    if setter is not None:
        setter(ctypes.c_ulong(thread_id), ctypes.py_object(exc_type) if exc_type else None)


class _Player:
    """The learner's minimax as a player: each board thought about once, checked move."""

    def __init__(self, func):
        self.func = func
        self.memo = {}

    def move(self, s):
        if s not in self.memo:
            board = board_of(s)
            move = self.func(board)
            if string_of(board) != s:
                raise ValueError(f"minimax changed the board it was given: before "
                                 f"{_show(s)}, after {_show(string_of(board) or '?' * 9)}")
            if isinstance(move, list) and len(move) == 2:
                move = tuple(move)
            if move not in _children(s):
                raise ValueError(f"minimax returned {move!r} on {_show(s)}, which is not an "
                                 "empty square")
            self.memo[s] = move
        return self.memo[s]


def _play(ai, ai_side, rng):
    s = "." * 9
    moves = 0
    while not _over(s):
        if _to_move(s) == ai_side:
            move = ai.move(s)
        else:
            move = rng.choice(sorted(_children(s)))
        s = _children(s)[move]
        moves += 1
    return _winner(s), moves


def _games_task(kind, games, seed):
    def task(ai):
        if kind == "first":
            with _Counting(ai.func, ["result", "utility"]) as counting:
                move = ai.move("." * 9)
            return {"move": move, "boards": counting.counts["result"],
                    "games": counting.counts["utility"], "counted": bool(counting.names)}
        if kind == "self":
            s, moves = "." * 9, 0
            while not _over(s):
                s = _children(s)[ai.move(s)]
                moves += 1
            return {"winner": _winner(s), "moves": moves}
        rng = random.Random(seed)
        tally = {"won": 0, "drawn": 0, "lost": 0}
        for _ in range(games):
            won, _ = _play(ai, kind, rng)
            tally["won" if won == kind else "drawn" if won is None else "lost"] += 1
        return tally
    return task


def _games_call(seconds):
    state = {"ai": None, "stopped": False}

    def call(func, args, kwargs, budget):
        task = kwargs["_task"]
        if state["ai"] is None or state["ai"].func is not func:
            state["ai"] = _Player(func)
        if state["stopped"]:
            return Outcome("budget")
        me, done = threading.get_ident(), threading.Event()

        def watchdog():
            if not done.wait(seconds):
                _async_raise(me, BudgetExceeded)
        threading.Thread(target=watchdog, daemon=True).start()
        start = time.perf_counter()
        try:
            outcome = Outcome("value", value=_TASKS[task](state["ai"]))
        except BudgetExceeded:
            outcome = Outcome("budget")
        except KeyboardInterrupt:
            raise
        except Exception as exc:  # noqa: BLE001 - the learner's code may raise anything
            outcome = Outcome("error", error=exc, where=getattr(func, "__name__", None))
        finally:
            done.set()
        outcome.seconds = time.perf_counter() - start
        if outcome.kind == "budget":
            state["stopped"] = True
        _LAST[task] = (outcome.value if outcome.kind == "value" else None, outcome.seconds)
        return outcome
    return call


_TASKS = {}
_LAST = {}


def last_games(*, forget=False):
    """``{task: (value, seconds)}`` of the last :data:`GAMES` run (tasks first, X, O, self).

    With ``forget=True``, also forget them.
    """
    found = dict(_LAST)
    if forget:
        _LAST.clear()
    return found


def _first_judge(trial):
    if trial.kind != "value":
        return False, []
    got = trial.value
    if got["counted"] and got["games"] > games_in("." * 9):
        return False, [f"utility was called {got['games']:,} times"]
    return True, []


def _games_cases(games=1000, seed=0, seconds=300):
    _TASKS.clear()
    _LAST.clear()
    _TASKS["first"] = _games_task("first", 0, seed)
    _TASKS["X"] = _games_task(X, games, seed)
    _TASKS["O"] = _games_task(O, games, seed)
    _TASKS["self"] = _games_task("self", 0, seed)
    GAMES.call = _probing_call("games", _games_call(seconds))
    _BROKEN["games"] = None
    changed = Mistake("board-changed", _CHANGED,
                      lambda t: t.kind == "error" and "changed the board" in str(t.error))

    def no_loss(trial):
        if trial.kind != "value":
            return False, []
        return trial.value["lost"] == 0, []
    return [
        Case("the first move from the empty board", (), {"_task": "first"},
             given="minimax(initial_state()), counting the calls of result and utility",
             shown="a move; utility called at most 255,168 times (exactly that without "
                   "pruning)", judge=_first_judge,
             mistakes=[changed, Mistake("too-many-games", _TOO_MANY,
                                        lambda t: t.kind == "value")]),
        Case(f"{games:,} games as X against random play", (), {"_task": "X"},
             given=f"random opponent, seed {seed}", shown="no game lost", judge=no_loss,
             tags={"X"}, mistakes=[changed, Mistake("losses", _LOSSES,
                                                    lambda t: t.kind == "value")]),
        Case(f"{games:,} games as O against random play", (), {"_task": "O"},
             given=f"random opponent, seed {seed}", shown="no game lost", judge=no_loss,
             tags={"O"}, mistakes=[changed, Mistake("losses", _LOSSES,
                                                    lambda t: t.kind == "value")]),
        Case("against itself", (), {"_task": "self"}, given="minimax plays both sides",
             shown="a draw after 9 moves",
             judge=lambda t: (t.kind == "value" and t.value["winner"] is None, []),
             mistakes=[changed, Mistake("self-win", _SELF, lambda t: t.kind == "value")]),
    ]


def _lost_only_as_o(trials):
    by = {next(iter(t.case.tags), None): t for t in trials.values()}
    x, o = by.get("X"), by.get("O")
    return (x is not None and o is not None and x.kind == o.kind == "value"
            and x.value["lost"] == 0 and o.value["lost"] > 0)


#: Whole games with ``minimax(board)`` (options ``games``, ``seed``, ``seconds``).
GAMES = Suite(
    "games", "minimax(board) playing whole games", _games_cases,
    patterns=[_underneath("games"),
              Pattern("o-max-top", _RANDOM_LOSS_O,
                      lambda tr: _helpers_ok("games") and _lost_only_as_o(tr))],
    about="Each board is thought about once and its move remembered, so the many games cost "
          "little more than the first moves.")


_SUITES = dict(PROJECT_SUITES, minimax=MINIMAX, games=GAMES)
