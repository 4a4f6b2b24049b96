"""Predict mode: the learner says what the next step does before seeing it.

``step_through(result, predict=True)`` gives a :class:`PredictStepper`: the
ordinary stepper (the slider stays, for review) with a question under the
picture and one button per possible answer.  A right pick draws the next
step; a wrong one says what was wrong (naming the misconception only when
the pick is exactly what that misconception gives) and waits for another
pick; "show me" draws the next step without an answer.  Questions are about
the step shown, so moving the slider anywhere and carrying on from there
works.

What is asked (see :mod:`searchlib.widgets.questions`):

* a search: ``"next"`` (which state leaves the frontier; the default),
  ``"goal"`` (is it the goal), ``"f"`` (the f, or h, or g, of a new child);
* a game tree: ``"value"`` (the value a node backs up; the default),
  ``"cut"`` (does a node cut, and by which test), ``"window"`` (alpha and
  beta given to a child).

``predict=True`` asks the first kind; name others with
``predict=("next", "goal", "f")``.

Examples
--------
>>> from searchlib import GraphProblem, bfs, step_through
>>> demo = GraphProblem({"S": ["A", "B"], "A": ["C"], "B": ["D"]}, "S", "D")
>>> s = step_through(bfs(demo, goal_test="removed", trace=True), predict=True)
>>> s.index, s.question.text, s.choices
(1, 'Which state leaves the frontier next?', ['A', 'B'])
>>> s.choose("B").right, s.index
(False, 1)
>>> s.choose("A").text, s.index
('Right: A leaves next.', 2)
>>> s.score
(0, 1)
"""

import html

from ..games.trace import GameTrace
from ..search.trace import Trace
from .base import StepperError
from .questions import GAME_KINDS, SEARCH_KINDS, Feedback, questions
from .stepper import Stepper

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
        self._moving = False
        self.right = self.asked = 0
        self._tried = False
        super().__init__(trace, **options)
        self.kinds = predict_kinds(self.trace, predict)
        self._build_predict()
        self.slider.observe(self._on_move, names="value")
        self._ask(self.index)
        if options.get("start") is None:
            self._advance_to_question()

    # -- building ----------------------------------------------------------------
    def _build_predict(self):
        import ipywidgets as w

        self.question_html = w.HTML()
        self.choice_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.feedback_html = w.HTML(layout=w.Layout(min_height="1.4em"))
        self.score_html = w.HTML()
        self.show_button = w.Button(description="show me", tooltip="draw the next step",
                                    layout=w.Layout(width="auto"))
        self.show_button.on_click(lambda _b: self.show_me())
        self.predict_box = w.VBox([self.question_html, self.choice_box,
                                   w.HBox([self.show_button, self.score_html],
                                          layout=w.Layout(align_items="center")),
                                   self.feedback_html])
        self.predict_box.add_class("searchlib-predict")
        self.question_html.add_class("searchlib-question")
        self.feedback_html.add_class("searchlib-feedback")
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
        self._tried = False
        self._draw_question()

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
            self.show_button.disabled = done
            return
        self.show_button.disabled = False
        self.question_html.value = f"<b>Predict:</b> {html.escape(q.text)}"
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

    # -- answering ---------------------------------------------------------------
    def choose(self, pick):
        """Answer the question asked now; return the :class:`Feedback`.

        A right pick moves on (to the next question, or draws the next step);
        a wrong one leaves everything in place for another try.
        """
        q = self.question
        if q is None:
            feedback = Feedback(False, "Nothing is asked now: this is the last step."
                                if self.index + 1 >= self.count else
                                "Nothing is asked at this step: press next.")
            self._say(feedback)
            return feedback
        feedback = q.judge(pick)
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
        self.feedback_html.value = (f"<span>Shown: the answer was "
                                    f"{html.escape(q.labels[q.choices.index(q.answer)])}."
                                    "</span>")
        self._pending = []
        self._go(self.index + 1)
        self._advance_to_question()
        return self

    def _next_question(self):
        self._pending.pop(0)
        self._tried = False
        if self._pending:
            self._draw_question()
        else:
            self._go(self.index + 1)
            self._advance_to_question()

    def close(self):
        for button in self._buttons:
            button.close()
        for widget in (self.question_html, self.choice_box, self.feedback_html, self.score_html,
                       self.show_button, self.predict_box):
            widget.close()
        super().close()

    def __repr__(self):
        return (f"<PredictStepper {getattr(self.trace, 'algorithm', '')}: step {self.index}, "
                f"score {self.right}/{self.asked}>")
