"""Predict mode: the learner says what the next step does before seeing it.

``step_through(result, predict=True)`` gives a :class:`PredictStepper`: the
ordinary stepper (the slider stays, for review) with a question under the
picture and one button per possible answer.  A right pick draws the next
step; a wrong one says what was wrong (naming the misconception only when
the pick is exactly what that misconception gives) and waits for another
pick; "show me" draws the next step without an answer.  Questions are about
the step shown, so moving the slider anywhere and carrying on from there
works.

Nothing on screen gives the answer away while a question waits:

* the buttons are in an order of their own (states by name, numbers
  increasing), and a line under the question says which;
* when the search's next state is asked, the frontier table lists the
  entries in the order they came in (oldest first, numbered), with g, h
  and f, and shades no row (the ordinary stepper lists them next out
  first);
* when a game-tree node's value is asked, the step that brings in its last
  value is shown with that node's value (and the bound its children move:
  alpha for MAX, beta for MIN) written "?", in the picture and the table,
  and the message says only what was evaluated; where values and cuts are
  both asked, a cut question holds the node's v back the same way (its
  words too), since v is the value a node that cuts backs up;
* a wrong pick's words give the right answer only when another try would
  tell nothing (two choices left, or a second wrong pick).

What is asked (see :mod:`searchlib.widgets.questions`):

* a search: ``"next"`` (which state leaves the frontier; the default),
  ``"goal"`` (is it the goal), ``"f"`` (the f, or h, or g, of a new child);
  on IDA*, ``"next"`` also asks each next contour's bound, and ``"goal"``
  asks what happens to a state the search reaches: cut off by the bound
  (before any goal test), the goal, or expanded;
* a game tree: ``"value"`` (the value a node backs up; the default),
  ``"cut"`` (does a node cut, and by which test), ``"window"`` (alpha and
  beta given to a child).

``predict=True`` asks the first kind; name others with
``predict=("next", "goal", "f")``.  In code, answer with
:meth:`PredictStepper.choose`: a choice, or a choice or its button's label
as text in any case ("b" for state B); a pick that is none of the choices
is refused and not scored.

Examples
--------
>>> from searchlib import GraphProblem, bfs, step_through
>>> demo = GraphProblem({"S": ["A", "B"], "A": ["C"], "B": ["D"]}, "S", "D")
>>> s = step_through(bfs(demo, goal_test="removed", trace=True), predict=True)
>>> s.index, s.question.text, s.choices
(1, 'Which state leaves the frontier next?', ['A', 'B'])
>>> s.table
(['added', 'state', 'g'], [[2, 'A', 1], [3, 'B', 1]])
>>> s.choose("B").right, s.index
(False, 1)
>>> s.choose("Z").text
"'Z' is not one of the choices, so nothing is scored. Pick one of: A | B."
>>> s.choose("a").text, s.index
('Right: A leaves next.', 2)
>>> s.score
(0, 1)
"""

import html
import inspect

from ..games.trace import GameTrace
from ..search.trace import Trace
from .base import Frame, StepperError, html_table
from .questions import GAME_KINDS, SEARCH_KINDS, Feedback, _same, questions
from .stepper import Stepper, as_trace

__all__ = ["PredictStepper", "predict_kinds"]


def predict_kinds(trace, predict):
    """The kinds asked of ``trace`` for ``predict`` (True or names); raise on unknown names.

    Examples
    --------
    >>> from searchlib import GameTree, alphabeta
    >>> predict_kinds(alphabeta(GameTree([[1, 2]]), trace=True).trace, True)
    ('value',)
    """
    if not isinstance(trace, (Trace, GameTrace)):
        raise StepperError(f"predict mode asks about one-frontier searches and game-tree "
                           f"searches; a {type(trace).__name__} has no questions to ask: use "
                           "step_through(result) without predict")
    known = GAME_KINDS if hasattr(trace, "game") else SEARCH_KINDS
    if predict is True:
        return known[:1]
    if isinstance(predict, str):
        predict = (predict,)
    try:
        kinds = tuple(predict)
    except TypeError:
        raise StepperError(f"predict must be True or names from {known}, not {predict!r}") \
            from None
    unknown = [k for k in kinds if k not in known]
    if unknown or not kinds:
        raise StepperError(f"predict names what to ask, from {known}; "
                           f"{unknown or 'nothing'} is not one of them")
    return tuple(k for k in known if k in kinds)


class PredictStepper(Stepper):
    """A stepper that asks before it shows; see :mod:`searchlib.widgets.predict`.

    Attributes
    ----------
    kinds : tuple of str
        What is asked.
    question : Question or None
        The question waiting for an answer (None at the end).
    choices : list
        What can be picked now (for ``"next"``, the states themselves).
    score : tuple
        ``(right, asked)``: questions answered right at the first pick, and
        questions answered at all.
    """

    def __init__(self, trace, *, predict=True, **options):
        self._pending = []
        self._asked_at = None
        self._moving = False
        self.right = self.asked = 0
        self._tried = False
        self._wrong = []
        self._masked = {}
        # known before the first frame is drawn: they decide what the frames show
        self.kinds = predict_kinds(as_trace(trace), predict)
        super().__init__(trace, **options)
        self._build_predict()
        self.slider.observe(self._on_move, names="value")
        self._ask(self.index)
        self._advance_to_question()         # from the start step to the first question

    # -- building ----------------------------------------------------------------
    def _build_predict(self):
        import ipywidgets as w

        self.question_html = w.HTML()
        self.order_html = w.HTML()
        self.choice_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.feedback_html = w.HTML(layout=w.Layout(min_height="1.4em"))
        self.score_html = w.HTML()
        self.show_button = w.Button(description="show me", tooltip="draw the next step",
                                    layout=w.Layout(width="auto"))
        self.show_button.on_click(lambda _b: self.show_me())
        self.predict_box = w.VBox([self.question_html, self.choice_box, self.order_html,
                                   w.HBox([self.show_button, self.score_html],
                                          layout=w.Layout(align_items="center")),
                                   self.feedback_html])
        self.predict_box.add_class("searchlib-predict")
        self.question_html.add_class("searchlib-question")
        self.feedback_html.add_class("searchlib-feedback")
        self.order_html.add_class("searchlib-choice-order")
        self.score_html.add_class("searchlib-score")
        children = list(self.widget.children)
        children.insert(children.index(self.message_html) + 1, self.predict_box)
        self.widget.children = children
        self._buttons = []
        self._show_score()

    # -- asking --------------------------------------------------------------------
    @property
    def question(self):
        """The question waiting for an answer (None when there is none)."""
        return self._pending[0] if self._pending else None

    @property
    def choices(self):
        """What can be picked now (empty when nothing is asked)."""
        q = self.question
        return [] if q is None else list(q.choices)

    @property
    def score(self):
        """``(right, asked)``."""
        return (self.right, self.asked)

    def _on_move(self, change):
        if not self._moving:
            self._ask(change["new"])

    def _ask(self, index):
        self._pending = questions(self.trace, index, self.kinds) if index + 1 < self.count else []
        self._asked_at = index
        self._tried = False
        self._wrong = []
        self._draw_question()
        if index == self.index:
            self._show(index)       # with or without a value held back, as the question needs

    def _advance_to_question(self):
        """Move on over steps that ask nothing (a leaf evaluated, a single choice...).

        Only the kinds asked stop the widget; the slider shows every step.
        """
        while self.question is None and self.index + 1 < self.count:
            self._go(self.index + 1)

    def _go(self, index):
        self._moving = True
        try:
            # the play button is linked to the slider in the browser only: a page that
            # loads the widgets later (Voila) would set the slider back to the play's value
            self.play.value = index
            self.slider.value = index
        finally:
            self._moving = False
        self._ask(index)

    def _draw_question(self):
        import ipywidgets as w

        for button in self._buttons:
            button.close()
        self._buttons = []
        q = self.question
        if q is None:
            done = self.index + 1 >= self.count
            self.question_html.value = ("<i>The end: nothing more to predict.</i>" if done else
                                        "<i>Nothing to predict here: press show me or next."
                                        "</i>")
            self.choice_box.children = ()
            self.order_html.value = ""
            self.show_button.disabled = done
            return
        self.show_button.disabled = False
        self.question_html.value = f"<b>Predict:</b> {html.escape(q.text)}"
        self.order_html.value = (f'<span style="font-size:11px;opacity:0.75">'
                                 f"{html.escape(q.note)}</span>" if q.note else "")
        for choice, label in zip(q.choices, q.labels):
            button = w.Button(description=label, layout=w.Layout(width="auto"),
                              tooltip=f"pick {label}")
            button.add_class("searchlib-choice")
            button.on_click(lambda _b, c=choice: self._on_pick(c))
            self._buttons.append(button)
        self.choice_box.children = tuple(self._buttons)

    def _show_score(self):
        self.score_html.value = (f"<span style='margin-left:12px'>score: {self.right} of "
                                 f"{self.asked} right at the first try</span>")

    def _say(self, feedback):
        colour = "#1a7f37" if feedback.right else "#cf222e"
        self.feedback_html.value = (f'<span style="color:{colour}">'
                                    f"{html.escape(feedback.text)}</span>")

    def _on_pick(self, choice):
        self.choose(choice)

    # -- what the frames show --------------------------------------------------------
    def _mask(self, index):
        """The mask of the question waiting first at ``index`` (or None): a value question's,
        or a cut question's where values are asked too."""
        if self._asked_at != index or not self._pending:
            return None
        return self._pending[0].mask

    def frame(self, index):
        mask = self._mask(index)
        if mask is None:
            return super().frame(index)
        frame = self._masked.get(index)
        if frame is None:
            frame = self._masked[index] = self._frame(index, mask)
        return frame

    def _frame(self, index, mask=None):
        step = self.trace[index]
        view = self.view
        shown = step
        if mask is not None:
            shown = self._held_step(step, mask)
            hold = self._held_nodes(index, mask)
            if hold is not None:
                view.update(step, hold=hold)
            else:
                view.update(step)
        else:
            view.update(step)
        png = self.renderer.png()
        headers, rows = view.table(shown)
        summary = view.summary(step)
        caption, first = getattr(view, "table_caption", None), True
        if self._arrival_table():
            headers, rows = self._arrival_rows(step)
            caption, first = ("frontier in the order its entries came in, oldest first (not "
                              "the order they leave in)"), False
        side = (f'<div style="font-size:12px;margin-bottom:6px">{html.escape(summary)}</div>'
                + html_table(headers, rows, max_rows=self.max_rows, caption=caption,
                             first=first))
        if mask is not None:
            message = (f"{mask['head']}. ({mask['label']}'s value after this step is "
                       "hidden until you answer.)")
        else:
            message = view.message(step) if hasattr(view, "message") else step.message
        counter = f"step {index} of {self.count - 1}"
        return Frame(png, side, message or "", counter, (shown, (headers, rows), summary))

    def _arrival_table(self):
        """Whether the frontier table must hide the order of removal (search, "next")."""
        return ("next" in self.kinds and not hasattr(self.trace, "game")
                and getattr(self.trace, "discipline", None) in ("fifo", "lifo", "priority"))

    def _arrival_rows(self, step):
        entries = sorted(step.frontier or [], key=lambda e: e.arrival)
        headers = ["added", "state", "g"]
        with_h = self.trace.h is not None
        with_f = with_h and self.trace.priority is not None
        headers += ["h"] * with_h + ["f"] * with_f
        stale = any(e.stale for e in entries)
        headers += ["note"] * stale
        rows = []
        for e in entries:
            row = [e.arrival, self.view.describe(e.state), e.g]
            if with_h:
                row.append(e.h)
            if with_f:
                row.append(e.f)
            if stale:
                row.append("stale: dropped when it comes out" if e.stale else "")
            rows.append(row)
        return headers, rows

    @staticmethod
    def _hidden(entry, role):
        """``entry`` (a PathEntry or NodeInfo) with its value and the bound the node's own
        children move (alpha for MAX, beta for MIN) written as "?"."""
        own = {"MAX": "alpha", "MIN": "beta"}.get(role)
        fields = {"value": "?"}
        if own is not None and getattr(entry, own) is not None:
            fields[own] = "?"
        return entry._replace(**fields)

    def _held_step(self, step, mask):
        """``step`` with the asked node's value (and its own bound) hidden."""
        import copy

        held = copy.copy(step)
        held.path = [self._hidden(p, mask["role"]) if p.state == mask["state"] else p
                     for p in step.path]
        return held

    def _held_nodes(self, index, mask):
        """``{state: NodeInfo}`` of the asked node with its value hidden, for a tree drawing."""
        update = getattr(self.view, "update", None)
        if update is None or "hold" not in inspect.signature(update).parameters:
            return None
        info = self.trace.snapshot(index).nodes.get(mask["state"])
        return None if info is None else {mask["state"]: self._hidden(info, mask["role"])}

    # -- answering ---------------------------------------------------------------
    def choose(self, pick):
        """Answer the question asked now; return the :class:`Feedback`.

        A right pick moves on (to the next question, or draws the next step);
        a wrong one leaves everything in place for another try.  ``pick`` is a
        choice, or a choice or its button's label written as text in any case
        ("beta", "a" for state A); a pick that is none of the choices is
        refused, and not scored.
        """
        q = self.question
        if q is None:
            feedback = Feedback(False, "Nothing is asked now: this is the last step."
                                if self.index + 1 >= self.count else
                                "Nothing is asked at this step: press next.")
            self._say(feedback)
            return feedback
        if not q.is_choice(pick):
            feedback = q.refusal(pick)
            self._say(feedback)
            return feedback
        chosen = q.normalise(pick)
        if not _same(chosen, q.answer) and not any(_same(chosen, c) for c in self._wrong):
            self._wrong.append(chosen)
        left = [c for c in q.choices if not any(_same(c, x) for x in self._wrong)]
        # the answer is given only when another try would tell nothing
        feedback = q.judge(pick, reveal=len(self._wrong) >= 2 or len(left) <= 1)
        if not self._tried:
            self.asked += 1
            self.right += bool(feedback)
            self._tried = True
        self._show_score()
        self._say(feedback)
        if feedback:
            self._next_question()
        return feedback

    def show_me(self):
        """Skip the question asked now: draw the next step (not scored). Return self."""
        q = self.question
        if q is None:
            if self.index + 1 < self.count:
                self._go(self.index + 1)
            return self
        shown = next(label for choice, label in zip(q.choices, q.labels)
                     if _same(choice, q.answer))
        self.feedback_html.value = f"<span>Shown: the answer was {html.escape(shown)}.</span>"
        self._pending = []
        self._go(self.index + 1)
        self._advance_to_question()
        return self

    def _next_question(self):
        self._pending.pop(0)
        self._tried = False
        self._wrong = []
        if self._pending:
            self._draw_question()
            self._show(self.index)      # a value held back is shown once it is answered
        else:
            self._go(self.index + 1)
            self._advance_to_question()

    def close(self):
        for button in self._buttons:
            button.close()
        for widget in (self.question_html, self.order_html, self.choice_box, self.feedback_html,
                       self.score_html, self.show_button, self.predict_box):
            widget.close()
        super().close()

    def __repr__(self):
        return (f"<PredictStepper {getattr(self.trace, 'algorithm', '')}: step {self.index}, "
                f"score {self.right}/{self.asked}>")
