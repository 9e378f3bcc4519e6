from lib import SPLIT, apply, write_case

NAME = "add_docstring-python-boxoffice"
FILE = "refunds.py"
src = (SPLIT / NAME / FILE).read_text()

DEF = "def refund_amount(paid: Decimal, performance_start: datetime, requested_at: datetime, cancelled_by_theatre: bool = False) -> Decimal:\n"
DOC1 = ('    """Amount to refund for a ticket order.\n\n'
        '    A performance cancelled by the theatre is refunded in full. Once the\n'
        '    performance has started nothing is refunded. Otherwise the customer gets\n'
        '    the price paid minus the booking fee, halved when the request comes in\n'
        '    less than 48 hours before the start. Rounded to whole cents.\n'
        '    """\n')
DOC2 = ('    """Refund due: everything if the theatre cancelled, nothing after the start,\n'
        '    else the paid amount less BOOKING_FEE, and only half of that within\n'
        '    LATE_WINDOW (48 h) of the performance."""\n')
right1 = apply(src, [(DEF, DEF + DOC1)])
right2 = apply(src, [(DEF, DEF + DOC2)])
wrong1 = apply(right1, [("less than 48 hours before the start", "less than 24 hours before the start")])
wrong2 = apply(src, [("def refund_reference(order_id: str, when: datetime) -> str:\n",
                      "def refund_reference(order_id: str, when: datetime) -> str:\n" + DOC1)])
wrong3 = apply(src, [("    if cancelled_by_theatre:\n        return paid\n", "    if cancelled_by_theatre:\n        return paid\n" + DOC1)])
wrong4 = apply(right1, [("    if requested_at >= performance_start:\n", "    if requested_at > performance_start:\n")])
wrong5 = apply(src, [(DEF, DEF + DOC1.replace("\n    ", "\n").replace('    """Amount', '"""Amount'))])

write_case(NAME, FILE, "add_docstring", "python", [
    ("terse", "docstring for refund_amount describing the refund rules"),
    ("polite", "Could you add a docstring to refund_amount that explains the rules (theatre cancellation, after the start, booking fee, the 48 hour window)? Don't change the code itself please."),
    ("declarative", "refund_amount should carry a docstring that states its refund rules."),
    ("other", "the front desk staff read the code to answer customers. document refund_amount's rules in a docstring"),
    ("other", "refund_amount 函数加一个 docstring，说明退款规则（剧院取消、开演后、手续费、48 小时）。代码本身不要改。"),
], [
    ("right-1.py", "right", "multi-line docstring stating the four rules correctly; code unchanged", right1, False),
    ("right-2.py", "right", "shorter docstring naming BOOKING_FEE and LATE_WINDOW, rules stated correctly", right2, False),
    ("wrong-1.py", "wrong", "docstring says 24 hours; the code's window is 48 hours", wrong1, False),
    ("wrong-2.py", "wrong", "the docstring went onto refund_reference instead", wrong2, False),
    ("wrong-3.py", "wrong", "the text is placed after the first if block, so it is a stray string statement, not the docstring", wrong3, False),
    ("wrong-4.py", "wrong", "docstring added, but the started check became > instead of >=", wrong4, False),
    ("wrong-5.py", "wrong", "docstring not indented under the def: IndentationError", wrong5, True),
])
