from lib import Case, sub

c = Case("add_attribute-html-booking-form", "book-a-room.html", "add_attribute", "html")
o = c.original
c.ins("terse", "booking form: required on name, email, date inputs")
c.ins("polite", "Could you mark the name, email and date fields of the booking form as required? The notes field stays optional, and the newsletter form in the footer shouldn't change.")
c.ins("declarative", "In the booking form, the name, email and date inputs should carry the required attribute; notes remain optional.")
c.ins("other", "予約フォームの名前・メール・日付の入力欄に required 属性を付けてください。備考欄とフッターのニュースレターはそのままで。")

N = ('<input id="bk-name" name="name" type="text" autocomplete="name">', '<input id="bk-name" name="name" type="text" autocomplete="name" required>')
E = ('<input id="bk-email" name="email" type="email" autocomplete="email">', '<input id="bk-email" name="email" type="email" autocomplete="email" required>')
D = ('<input id="bk-date" name="date" type="date" min="2026-12-07">', '<input id="bk-date" name="date" type="date" min="2026-12-07" required>')

def build(text, edits):
    for a, b in edits:
        text = sub(text, a, b)
    return text

right = build(o, (N, E, D))
c.res("right", right, "required added to the three booking inputs (name, email, date); notes and the newsletter form unchanged")
c.res("right", build(o, ((N[0], N[0].replace("<input ", '<input required ')), (E[0], E[0].replace("<input ", '<input required ')), (D[0], D[0].replace("<input ", '<input required ')))),
      "same three inputs marked required, with the attribute written first")

w = build(o, (N, E))
c.res("wrong", w, "the date input was not made required")

w = sub(right, '<textarea id="bk-notes" name="notes" rows="3">', '<textarea id="bk-notes" name="notes" rows="3" required>')
c.res("wrong", w, "the notes textarea was made required too, though it should stay optional")

w = build(o, (N, D, ('<input id="nl-email" name="email" type="email" placeholder="you@example.com">', '<input id="nl-email" name="email" type="email" placeholder="you@example.com" required>')))
c.res("wrong", w, "required went on the newsletter's email input in the footer instead of the booking form's email")

w = sub(right, '<option value="ROWAN">Rowan (4 seats)</option>', '<option value="ROWAN" selected>Rowan (4 seats)</option>')
c.res("wrong", w, "fields made required, but Rowan is now pre-selected as the room")
c.write()
