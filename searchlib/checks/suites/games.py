"""Suites over the game protocol with chance moves (lesson 11's expectimax on a ``Game``).

==================  ==================================================================
suite               exercise
==================  ==================================================================
``EXPECTIMAX_GAME`` ``expectimax_game(game, state)``: MAX's expected value of a state of
                    any game that follows the protocol, chance moves included (11)
==================  ==================================================================

The planted mistakes are :func:`~searchlib.checks.oracles.trees.expected` with a switch
turned.  The games are the check's own: explicit trees, one turn of Pig with a loaded die,
and a race between two players named Ann and Bob in which a lucky gamble earns a second move
in a row.

Examples
--------
>>> from searchlib.checks.runner import run_suite
>>> def as_minimax(game, state):          # chance treated as the opponent
...     if game.terminal(state):
...         return game.value(state)
...     values = [as_minimax(game, game.result(state, a)) for a in game.actions(state)]
...     return max(values) if game.player(state) == game.players[0] else min(values)
>>> run_suite(as_minimax, EXPECTIMAX_GAME).mistakes
['chance-as-min']
"""

import copy

from ...games.base import CHANCE, Game
from ...games.notation import Chance, Max, Min
from ...games.tree import GameTree
from ..oracles.search import Watch
from ..oracles.trees import expected
from ..runner import Case, Suite, Variant
from .trees import (_FAR_CHANCE_TREES, _HUGE_CHANCE_TREES, _MIN_ABOVE_NODES, _UTILITIES,
                    _chance_tree, _number, _start_variants, _value_judge, compared_with)

__all__ = ["EXPECTIMAX_GAME", "LoadedPig", "Race", "WatchedGame"]


class WatchedGame(Game):
    """A game that answers like the one it wraps and notes each state whose moves are asked for.

    The note tells the check that a function asked for moves (an endless loop is stopped
    after ``watch.most`` of them), and whether the asking came from searchlib's own game
    search (a call to the library, which the exercise does not accept).

    Examples
    --------
    >>> watch = Watch()
    >>> game = WatchedGame(GameTree(Max([1, 2])), watch)
    >>> game.actions(game.initial), game.players, watch.events
    ((0, 1), ('max', 'min'), [('expand', 0)])
    """

    def __init__(self, game, watch):
        self._game, self._watch = game, watch

    @property
    def players(self):
        return self._game.players

    @property
    def initial(self):
        return self._game.initial

    def actions(self, state):
        self._watch.note("expand", state)
        return self._game.actions(state)

    def player(self, state):
        return self._game.player(state)

    def result(self, state, action):
        return self._game.result(state, action)

    def terminal(self, state):
        return self._game.terminal(state)

    def utility(self, state, player):
        return self._game.utility(state, player)

    def probability(self, state, action):
        return self._game.probability(state, action)

    def value(self, state):
        return self._game.value(state)

    def __getattr__(self, name):            # anything else the wrapped game has
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self._game, name)

    def __repr__(self):
        return repr(self._game)


class LoadedPig(Game):
    """One turn of Pig with a loaded die: roll while you like; a 1 scores 0; stop at ``cap``.

    States are ``(total, phase)``; ``"you"`` choose, the die is chance.
    """

    players = ("you", "the die")
    #: The die's faces 1..6 come up with these probabilities.
    ODDS = (0.25, 0.1, 0.1, 0.15, 0.15, 0.25)

    def __init__(self, cap=8):
        self.cap = cap
        self.initial = (0, "choose")

    def player(self, state):
        return {"choose": "you", "rolling": CHANCE}.get(state[1], "the die")

    def actions(self, state):
        return {"choose": ("stop", "roll"), "rolling": (1, 2, 3, 4, 5, 6)}.get(state[1], ())

    def result(self, state, action):
        total, phase = state
        if phase == "choose":
            return (total, "over") if action == "stop" else (total, "rolling")
        if action == 1:
            return (0, "over")
        total += action
        return (total, "over" if total >= self.cap else "choose")

    def probability(self, state, face):
        return self.ODDS[face - 1]

    def terminal(self, state):
        return state[1] == "over"

    def utility(self, state, player):
        return state[0] if player == "you" else -state[0]

    def __repr__(self):
        return f"LoadedPig(cap={self.cap})"


class Race(Game):
    """Ann (MAX) and Bob race to 3 points: walk (+1), or gamble on a coin that lands heads
    one time in four (+2 and move again) and otherwise gives nothing.

    A state is ``(ann, bob, turn, phase, turns left)``; after 6 turns it is a draw (0).
    """

    players = ("Ann", "Bob")
    HEADS = 0.25

    def __init__(self, start=(0, 0, "Ann", "choose", 6)):
        self.initial = start

    def player(self, state):
        return CHANCE if state[3] == "coin" else state[2]

    def actions(self, state):
        if self.terminal(state):
            return ()
        return ("heads", "tails") if state[3] == "coin" else ("walk", "gamble")

    def result(self, state, action):
        ann, bob, turn, phase, left = state
        other = "Bob" if turn == "Ann" else "Ann"
        if action == "gamble":
            return (ann, bob, turn, "coin", left)
        gain = {"walk": 1, "heads": 2, "tails": 0}[action]
        ann, bob = (ann + gain, bob) if turn == "Ann" else (ann, bob + gain)
        if action == "heads" and max(ann, bob) < 3:
            return (ann, bob, turn, "choose", left)           # a second move in a row
        return (ann, bob, other, "choose", left - 1)

    def probability(self, state, action):
        return self.HEADS if action == "heads" else 1 - self.HEADS

    def terminal(self, state):
        return max(state[0], state[1]) >= 3 or state[4] == 0

    def utility(self, state, player):
        ann, bob = state[0], state[1]
        won = 0 if max(ann, bob) < 3 else (1 if ann >= 3 else -1)
        return won if player == "Ann" else -won

    def __repr__(self):
        return "Race()"


def _game_cases():
    trees = [
        ("unequal odds: a 30% chance of 10 against a sure 4",
         Max([Chance([0, 10], [0.7, 0.3]), 4])),
        ("MIN below chance", Max([Chance([Min([6, 2]), 9], [0.5, 0.5]),
                                  Chance([5, Min([3, 8])], [0.75, 0.25])])),
        ("chance at the root", Chance([Max([1, 7]), Min([4, 8])], [0.25, 0.75])),
        ("chance directly below chance", Chance([Chance([0, 8], [0.25, 0.75]), 2],
                                                [0.5, 0.5])),
        # MIN states above chance and MAX states, MAX's best move to a MIN state
        _MIN_ABOVE_NODES,
        ("a hidden tree", _chance_tree(12, levels=4)),
        ("the game is already over", 7),
        # a state that starts from a number such as -1000 instead of an infinity keeps it
        *[(label.replace("leaves", "utilities"), tree)
          for label, tree in _FAR_CHANCE_TREES + _HUGE_CHANCE_TREES],
    ]
    cases = [Case(label, (GameTree(tree), 0), given=f"GameTree({tree!r}), its root",
                  size=len(repr(tree))) for label, tree in trees]
    pig, race = LoadedPig(), Race()
    cases += [
        Case("one turn of Pig with a loaded die, stopping at 8", (pig, pig.initial),
             given=f"LoadedPig(cap=8): roll or stop; faces 1 to 6 come up with probabilities "
                   f"{', '.join(map(str, LoadedPig.ODDS))}; a 1 scores 0; players "
                   f"{LoadedPig.players}", size=1000),
        Case("Ann and Bob race to 3; a lucky gamble moves again", (race, race.initial),
             given="Race(): players ('Ann', 'Bob'); walk (+1) or gamble (heads, 1 time in 4: "
                   "+2 and move again; tails: nothing); first to 3 wins (+1 for Ann, -1 for "
                   "Bob), a draw after 6 turns", size=2000),
        Case("the race from the middle: Bob to move at 2-1", (race, (2, 1, "Bob", "choose", 3)),
             given="Race(), state (2, 1, 'Bob', 'choose', 3): Ann has 2, Bob 1, Bob to move, "
                   "3 turns left", size=500)]
    return cases


def _watched(case):
    watch = Watch(most=20_000, verb="requests for a state's moves")
    game, state = copy.deepcopy(case.args)
    return (WatchedGame(game, watch), state), {}, watch


def _expected(**switches):
    return lambda game, state: expected(game, state, **switches)


_WHOSE = {"max": "MAX's states", "min": "The other player's states",
          ("max", "min"): "MAX's states and the other player's"}
_TAKES = {"max": "the largest", "min": "the smallest",
          ("max", "min"): "the largest (MAX) or the smallest (the other player)"}
_KINDS = ("min", "max", ("max", "min"))

#: Players' states that take game.value of the next states instead of searching them.
_NOT_SEARCHED = [
    ((kind,) if isinstance(kind, str) else kind,
     f"{_WHOSE[kind]} took {_TAKES[kind]} game.value(...) of the states their moves lead to, "
     "without searching any further: your values are those of such a search. game.value only "
     "scores a finished game: where the game goes on, it is None in the trees (and comparing "
     "None with a number, or with None, fails), and in Pig and the race a number that is not "
     "what the state is worth. Call expectimax_game(game, game.result(state, a)) for each "
     f"action a and take {_TAKES[kind]} of those values.") for kind in _KINDS]

#: States that take the value of their first action's outcome alone.
_FIRST_MOVE_ONLY = [
    (("chance",), "The chance states took the value of their first outcome alone: your values "
     "are those of a search that follows only game.actions(state)[0] there. Chance weighs "
     "every outcome: sum(game.probability(state, a) * value) over all the actions a."),
    *[((kind,) if isinstance(kind, str) else kind,
       f"{_WHOSE[kind]} took the value of their first move alone: your values are those of a "
       "search that follows only game.actions(state)[0] there (as that index does, or a "
       "`return` indented inside the loop over the actions, which leaves after the first one). "
       f"Take {_TAKES[kind]} value over all the moves.") for kind in _KINDS]]

_FIRST_TERM = ("The chance states counted their first outcome alone, times its probability: "
               "your values are those of a search that returns game.probability(state, a) * "
               "value for the first action a and adds nothing more (as a `return` indented "
               "inside the loop over the actions does: it leaves after the first one). Return "
               "the sum once the loop has added up every outcome.")

#: MAX's name (game.players[0]) in each of the check's games.
_MAX_CALLED = (("the trees", "max"), ("Pig", "you"), ("the race", "Ann"))


def _compared_with(name):
    """The hint for a MAX found by comparing the player with ``name``, MAX's name in one of
    the check's games and not in the others."""
    return compared_with(name, _MAX_CALLED)


EXPECTIMAX_GAME = Suite(
    "expectimax_game", "expectimax_game(game, state) -> MAX's expected value of state",
    _game_cases, reference=_expected(), arguments=_watched, normalise=_number,
    judge=_value_judge,
    stub_methods=(), reference_name="expectimax",
    variants=[
        Variant("chance-as-min", "Chance states took their smallest outcome, as if an opponent "
                "chose it: that is minimax. Where game.player(state) is \"chance\", nobody "
                "chooses: take sum(game.probability(state, a) * value) over the actions a.",
                _expected(chance="min")),
        Variant("chance-as-max", "Chance states took their largest outcome, as if the dice "
                "always favoured MAX. Chance averages: sum(game.probability(state, a) * "
                "value).", _expected(chance="max")),
        Variant("unweighted-average", "Chance states averaged their outcomes as if each were "
                "equally likely. Weight each by game.probability(state, a): some of these dice "
                "and coins are loaded.", _expected(chance="mean")),
        Variant("no-weights", "Chance states added up their outcomes' values without "
                "weighting them. Multiply each by game.probability(state, a) first: the "
                "probabilities add up to 1, so the result is an average, not a total.",
                _expected(chance="sum")),
        Variant("per-action", "Chance states divided sum(game.probability(state, a) * value) "
                "by the number of outcomes. The probabilities already add up to 1, so the "
                "weighted sum is the expected value itself: do not divide it again.",
                _expected(chance="per-action")),
        Variant("players-swapped", "MAX and MIN are the wrong way round: MAX is "
                "game.players[0] (it takes the largest value), the other player takes the "
                "smallest.", _expected(mover="swapped")),
        Variant("literal-player", "Every choice took the smallest value: MAX never "
                "maximised. MAX is game.players[0], whatever its name ('max', 'you' and 'Ann' "
                "here, never 'MAX' or 'X'): compare game.player(state) with game.players[0].",
                _expected(literal="MAX")),
        # MAX found by its name in one of the games (Pig's "you" is the one the lesson shows)
        *[Variant("literal-player", _compared_with(name), _expected(literal=name))
          for name in ("max", "you")],
        Variant("player-names", "In the race Ann took the smallest value: your MAX test lists "
                "the names MAX had in other games ('max', 'you', ...) but not 'Ann'. MAX is "
                "game.players[0], whatever it is called: compare game.player(state) with "
                "game.players[0] rather than with names.", _expected(mover="names")),
        *[Variant("by-level", "Whose turn it is came from counting levels (MAX, MIN, MAX, "
                  "...), not from the game. The levels do not say who moves: chance states sit "
                  "between the turns, and in the race a lucky gamble gives the same player a "
                  "second move in a row. Ask game.player(state) at every state.",
                  _expected(mover=how)) for how in ("level", "alternate")],
        Variant("min-maximises", "The other player took the largest value too. The value is "
                "always MAX's, so where the other player moves, take the smallest child "
                "value.", _expected(min_as="max")),
        Variant("min-averaged", "The other player's states averaged their outcomes, as if "
                "that player moved at random. Only chance states average: the other player "
                "chooses against MAX, so where it moves, take the smallest child value.",
                _expected(min_as="mean")),
        Variant("utility-for-mover", "A finished game was scored for the player whose turn it "
                "would be, game.utility(state, game.player(state)). The value is always MAX's: "
                "game.value(state), which is game.utility(state, game.players[0]).",
                _expected(utility="mover")),
        Variant("no-terminal-test", "A finished game has no moves, so there is nothing to "
                "take the max, min or average of. Test game.terminal(state) first and return "
                "game.value(state).", _expected(terminal=False)),
        Variant("floor-odds", "Every chance state came out as 0: the values are those of a "
                "search that weighs each outcome by 1 // len(game.actions(state)), which is 0 "
                "(// divides rounding down to a whole number). Weigh each outcome by its own "
                "probability, game.probability(state, a): these dice and coins are loaded, so "
                "1 / len(game.actions(state)) would be wrong too.", _expected(chance="floor")),
        *[Variant("next-state-values", hint, _expected(shallow=kinds))
          for kinds, hint in _NOT_SEARCHED],
        *[Variant("first-child-only", hint, _expected(first=kinds))
          for kinds, hint in _FIRST_MOVE_ONLY],
        Variant("first-child-only", _FIRST_TERM, _expected(chance="first-weighted")),
        *_start_variants(lambda start: _expected(start=start), _UTILITIES, huge=True)],
    about="Values are compared to within 1e-9. Each case gives your function a game and a "
          "state; MAX is game.players[0], and a chance state is one where game.player(state) "
          "== \"chance\".")
