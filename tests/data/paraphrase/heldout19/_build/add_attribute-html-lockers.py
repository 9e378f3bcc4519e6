from lib import SPLIT, apply, write_case

NAME = "add_attribute-html-lockers"
FILE = "pickup.html"
src = (SPLIT / NAME / FILE).read_text()

A = ('pattern="[0-9]{6}" maxlength="6">', 'pattern="[0-9]{6}" maxlength="6" required>')
B = ('pattern="[0-9]{4}" maxlength="4">', 'pattern="[0-9]{4}" maxlength="4" required>')
right1 = apply(src, [A, B])
right2 = apply(src, [('<input id="pickup-code" name="code" type="text"', '<input id="pickup-code" name="code" type="text" required'),
                     ('<input id="phone-tail" name="phone_tail" type="text"', '<input id="phone-tail" name="phone_tail" type="text" required')])
wrong1 = apply(src, [A])
wrong2 = apply(right1, [('placeholder="jij@voorbeeld.nl">', 'placeholder="jij@voorbeeld.nl" required>')])
wrong3 = apply(right1, [('pattern="[0-9]{6}" maxlength="6" required>', 'pattern="[0-9]{4,6}" maxlength="6" required>')])
wrong4 = apply(src, [('<form id="pickup-form" action="/pickup" method="post" autocomplete="off">', '<form id="pickup-form" action="/pickup" method="post" autocomplete="off" required>')])

write_case(NAME, FILE, "add_attribute", "html", [
    ("terse", "pickup form: required on code + phone digits inputs"),
    ("polite", "Could you make the pickup code and the phone digits fields in the pickup form required? The newsletter field in the footer stays optional."),
    ("declarative", "Both inputs of the pickup form (pickup code, last four phone digits) carry the required attribute."),
    ("other", "people keep submitting the pickup form empty and the locker API returns 500. add required to both inputs there (not the newsletter one)"),
    ("other", "Maak in het ophaalformulier de velden ophaalcode en laatste 4 cijfers verplicht (required)."),
], [
    ("right-1.html", "right", "required added at the end of #pickup-code and #phone-tail; newsletter input unchanged", right1, False),
    ("right-2.html", "right", "required added right after type=\"text\" on both pickup inputs", right2, False),
    ("wrong-1.html", "wrong", "only the pickup code got required; the phone digits input did not", wrong1, False),
    ("wrong-2.html", "wrong", "the newsletter email input in the footer was made required too", wrong2, False),
    ("wrong-3.html", "wrong", "required added to both, but the pickup code pattern was loosened to [0-9]{4,6}", wrong3, False),
    ("wrong-4.html", "wrong", "required put on the <form> element, where it does nothing; the inputs are unchanged", wrong4, False),
])
