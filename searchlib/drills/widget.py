"""The drill widget: question, picture, an answer box, "check", "show me" and "another
question".

Standard ipywidgets only.  The report of a wrong answer shows below it,
with the stepper on the same instance opened where the answer parts ways
(asking, in predict mode, what happens there, until the answer is given).
"""

import html

__all__ = ["DrillWidget"]


class DrillWidget:
    """A drill on screen; ``box`` is the widget to display.

    Examples
    --------
    >>> from searchlib.drills import drill
    >>> d = drill("minimax-value", seed=2)
    >>> w = d.widget
    >>> w.answer.value = "5"
    >>> w.check()
    >>> "Not yet" in w.report_html.value
    True
    """

    def __init__(self, drill):
        import ipywidgets as w

        self.drill = drill
        self.title_html = w.HTML()
        self.question_html = w.HTML(layout=w.Layout(max_width="720px"))
        self.image = w.Image(format="png")
        self.answer = w.Text(placeholder="your answer", layout=w.Layout(width="320px"))
        self.check_button = w.Button(description="check", layout=w.Layout(width="auto"))
        self.show_button = w.Button(description="show me", tooltip="give the answer",
                                    layout=w.Layout(width="auto"))
        self.next_button = w.Button(description="another question", layout=w.Layout(width="auto"))
        self.report_html = w.HTML()
        self.explain_box = w.VBox()
        self.check_button.on_click(lambda _b: self.check())
        self.show_button.on_click(lambda _b: self.show_me())
        self.next_button.on_click(lambda _b: self.another())
        # in a box of its own, so that the picture keeps its size (a VBox stretches it)
        self.box = w.VBox([self.title_html, self.question_html, w.HBox([self.image]),
                           w.HBox([self.answer, self.check_button, self.show_button,
                                   self.next_button]),
                           self.report_html, self.explain_box])
        self.box.add_class("searchlib-drill")
        self.answer.add_class("searchlib-drill-answer")
        self.report_html.add_class("searchlib-drill-verdict")
        self._fill()

    def _fill(self):
        d = self.drill
        self.title_html.value = (f"<b>Drill: {html.escape(d.kind)}</b> "
                                 f"<span style='color:#666'>(seed {d.seed})</span>")
        self.question_html.value = f"<span>{html.escape(d.question)}</span>"
        self.image.value = d.png
        self.answer.value = ""
        self.report_html.value = ""
        self._clear_explanation()

    def _clear_explanation(self):
        for child in self.explain_box.children:
            child.close()
        self.explain_box.children = ()

    def check(self):
        """Check the answer box; show the report (and the stepper when wrong)."""
        self._report(self.drill.check(self.answer.value))

    def show_me(self):
        """Give the answer, with a stepper on the instance."""
        self._report(self.drill.show_me())

    def _report(self, report):
        self.report_html.value = report._repr_html_()
        self._clear_explanation()
        if report.stepper is not None:
            self.explain_box.children = (report.stepper.widget,)
        self.last = report

    def another(self):
        """Load the next seed's question in place (a seed that cannot be drawn is said so,
        and the drill stays as it was)."""
        seed = self.drill.seed + 1
        try:
            self.drill._load(self.drill.kind, seed)
        except Exception as error:       # shown, not lost in a button callback
            self.report_html.value = (f'<span style="color:#cf222e">Could not draw the '
                                      f"question for seed {seed}: "
                                      f"{html.escape(type(error).__name__)}: "
                                      f"{html.escape(str(error))}</span>")
            raise
        self._fill()
