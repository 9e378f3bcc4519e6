from lib import case
css = '''/* Kestrel Point sailing school - course calendar page */
:root {
  --navy: #12355b;
  --spray: #e8f1f8;
  --flag-red: #c8102e;
  --sand: #f4e9d8;
}

.calendar {
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 4px;
  font-family: "Source Sans 3", sans-serif;
}

.calendar .day {
  background: var(--spray);
  border-radius: 4px;
  padding: 6px;
  min-height: 90px;
}

.course-slot {
  display: block;
  margin-top: 4px;
  padding: 2px 6px;
  border-left: 4px solid var(--navy);
  background: #fff;
  color: var(--navy);
  font-size: 0.85rem;
}

.course-slot.full {
  opacity: 0.55;
  text-decoration: line-through;
}

@media (max-width: 640px) {
  .calendar {
    grid-template-columns: 1fr;
  }
}
'''
RULE = "\n.course-slot.cancelled-wind {\n  border-left-color: var(--flag-red);\n  background: var(--sand);\n}\n"
ANCH = ".course-slot.full {\n  opacity: 0.55;\n  text-decoration: line-through;\n}\n"
case("add_css_rule-css-course-calendar", "calendar.css", "add_css_rule", "css", css, [
    ("terse", ".course-slot.cancelled-wind: red left border (--flag-red), sand background"),
    ("polite", "Could you add a rule for `.course-slot.cancelled-wind` that gives the slot a var(--flag-red) left border colour and a var(--sand) background? Please put it next to the other course-slot rules and keep the rest unchanged."),
    ("declarative", "Slots cancelled for wind (.course-slot.cancelled-wind) should show a --flag-red left border and a --sand background on every screen size."),
    ("other", "when we blow off a session the slot should look different: .course-slot.cancelled-wind -> border-left-color flag red, background sand"),
    ("other", "Dodaj regułę .course-slot.cancelled-wind: kolor lewej ramki var(--flag-red), tło var(--sand). Reszty nie ruszaj."),
], [
    dict(label="right", why="new rule after .course-slot.full with border-left-color and background from the variables", edits=[(ANCH, ANCH + RULE)]),
    dict(label="right", why="rule written with the full border-left shorthand keeping the 4px width (free choice), placed after .course-slot",
         edits=[("  font-size: 0.85rem;\n}\n", "  font-size: 0.85rem;\n}\n\n.course-slot.cancelled-wind {\n  border-left: 4px solid var(--flag-red);\n  background: var(--sand);\n}\n")]),
    dict(label="wrong", why="rule put inside the max-width: 640px media query, so it only applies on phones",
         edits=[("    grid-template-columns: 1fr;\n  }\n}\n", "    grid-template-columns: 1fr;\n  }\n\n  .course-slot.cancelled-wind {\n    border-left-color: var(--flag-red);\n    background: var(--sand);\n  }\n}\n")]),
    dict(label="wrong", why="selector written as `.course-slot .cancelled-wind` (descendant), which never matches the slot itself",
         edits=[(ANCH, ANCH + RULE.replace(".course-slot.cancelled-wind", ".course-slot .cancelled-wind"))]),
    dict(label="wrong", why="rule added, but the --flag-red variable's value was changed from #c8102e to #c81020",
         edits=[(ANCH, ANCH + RULE), ("  --flag-red: #c8102e;\n", "  --flag-red: #c81020;\n")]),
    dict(label="wrong", why="the new rule replaced the .course-slot.full rule instead of being added next to it",
         edits=[(ANCH, RULE.lstrip("\n"))]),
])

html = '''<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Combe Noire - Trade orders</title>
  <link rel="stylesheet" href="/static/trade.css">
</head>
<body>
  <header class="site-header">
    <a class="logo" href="/"><img src="/static/combe-noire.svg" alt="Combe Noire cheese cave"></a>
    <nav>
      <ul>
        <li><a href="/trade/catalogue">Catalogue</a></li>
        <li><a href="/trade/orders">My orders</a></li>
        <li><a href="/trade/invoices">Invoices</a></li>
        <li><a href="/trade/account">Account</a></li>
      </ul>
    </nav>
  </header>

  <main>
    <h1>Trade orders</h1>
    <p class="lead">Orders placed before 11:00 ship the next working day. Minimum order 4&nbsp;kg.</p>
    <table class="orders">
      <thead>
        <tr><th>Order</th><th>Placed</th><th>Kg</th><th>Status</th></tr>
      </thead>
      <tbody id="order-rows"></tbody>
    </table>
  </main>

  <footer>
    <p>Combe Noire Caves, Old Quarry Lane, Shepton Mallet</p>
    <ul class="footer-links">
      <li><a href="/trade/terms">Trade terms</a></li>
      <li><a href="/contact">Contact</a></li>
    </ul>
  </footer>
  <script src="/static/orders.js" defer></script>
</body>
</html>
'''
NAV = '        <li><a href="/trade/invoices">Invoices</a></li>\n'
LI = '        <li><a href="/trade/affinage-calendar">Affinage calendar</a></li>\n'
case("add_nav_link-html-trade-portal", "orders.html", "add_nav_link", "html", html, [
    ("terse", "nav: add \"Affinage calendar\" -> /trade/affinage-calendar after My orders"),
    ("polite", "Could you add an \"Affinage calendar\" link to /trade/affinage-calendar in the header navigation, right after \"My orders\"? The footer links should stay as they are."),
    ("declarative", "The header nav should list Catalogue, My orders, Affinage calendar (/trade/affinage-calendar), Invoices, Account, in that order."),
    ("other", "shops want to see when wheels will be ready. new header nav item Affinage calendar (/trade/affinage-calendar), between My orders and Invoices"),
    ("other", "ヘッダーのナビに「Affinage calendar」(/trade/affinage-calendar) を My orders の直後に追加してください。フッターはそのまま。"),
], [
    dict(label="right", why="new li after My orders in the header nav, same markup as its siblings; footer unchanged", edits=[(NAV, LI + NAV)]),
    dict(label="wrong", why="link added to the footer list instead of the header nav",
         edits=[('      <li><a href="/trade/terms">Trade terms</a></li>\n', '      <li><a href="/trade/terms">Trade terms</a></li>\n      <li><a href="/trade/affinage-calendar">Affinage calendar</a></li>\n')]),
    dict(label="wrong", why="link added at the end of the nav, after Account, not after My orders",
         edits=[('        <li><a href="/trade/account">Account</a></li>\n', '        <li><a href="/trade/account">Account</a></li>\n' + LI)]),
    dict(label="wrong", why="href written as /trade/affinage_calendar (underscore), a different URL",
         edits=[(NAV, LI.replace("affinage-calendar", "affinage_calendar") + NAV)]),
    dict(label="wrong", why="link added, but the Invoices item was replaced rather than kept",
         edits=[(NAV, LI)]),
])
