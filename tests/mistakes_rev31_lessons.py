"""A thirty-first reviewer's attempts (/tmp/rev31, lesson 16) whose failing cases said "got None"
with no word on where None comes from, as they wrote them, with a second learner-style form of
the same slip.  The answer forms of that review (lessons 07 and 17) are tested directly in
tests/test_checks_rev31_lessons.py.

Same form as tests/mistakes_rev22.py: ``ATTEMPTS`` holds ``(label, lesson, exercise id, cell
source, function name, expected)``, ``expected`` being ``"passed"`` or the list of mistake keys
the report must name (and no other).
"""

from mistakes_review_games import define  # noqa: F401  (the tests use it)

# -- lesson 16: store_kind ----------------------------------------------------------------------

ATTEMPTS = [
    ("store-kind: falls off the end for an exact value (the reviewer's)", "deepening",
     "store-kind", '''
def store_kind(value, alpha, beta):
    if value >= beta:
        return "lower"
    if value <= alpha:
        return "upper"
''', "store_kind", []),
    ("store-kind: return None for an exact value", "deepening", "store-kind", '''
def store_kind(value, alpha, beta):
    if value >= beta:
        return "lower"
    elif value <= alpha:
        return "upper"
    else:
        return None
''', "store_kind", []),
    ("store-kind: right, with elif and a final return", "deepening", "store-kind", '''
def store_kind(value, alpha, beta):
    if value <= alpha:
        return "upper"
    elif value >= beta:
        return "lower"
    return "exact"
''', "store_kind", "passed"),
]
