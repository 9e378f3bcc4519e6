from lib import case

ORIG29 = '''
/* Hallam Natural History Museum - visitor site, gallery pages */

:root {
  --ink: #1d2321;
  --paper: #f7f4ec;
  --moss: #4f6b47;
  --stone: #9a968c;
  --alert: #b4432f;
}

body {
  margin: 0;
  font-family: "Source Sans 3", system-ui, sans-serif;
  color: var(--ink);
  background: var(--paper);
}

.gallery-list {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1.5rem;
  padding: 2rem;
}

.gallery-card {
  border: 1px solid var(--moss);
  border-radius: 6px;
  background: #fff;
  overflow: hidden;
}

.gallery-card h3 {
  margin: 0.75rem 1rem 0.25rem;
  font-size: 1.2rem;
}

.gallery-card .hours {
  margin: 0 1rem 1rem;
  color: var(--stone);
}

.banner--alert {
  background: var(--alert);
  color: #fff;
  padding: 0.5rem 2rem;
}

@media print {
  .gallery-card {
    border-color: #000;
  }
  .banner--alert {
    display: none;
  }
}
'''
CARD_END = ".gallery-card .hours {\n  margin: 0 1rem 1rem;\n  color: var(--stone);\n}\n"
RULE = "\n.gallery-card--closed {\n  opacity: 0.5;\n  border-color: var(--stone);\n}\n"
case("add_css_rule-css-gallery-cards", "galleries.css", "add_css_rule", "css", ORIG29,
     [("terse", "new rule .gallery-card--closed { opacity: .5; border-color: var(--stone) } after the card rules"),
      ("polite", "Could you add a .gallery-card--closed rule with opacity 0.5 and border-color var(--stone), placed after the other .gallery-card rules? It should apply on screen, so not inside the print block, and please leave the existing rules unchanged."),
      ("declarative", "Closed galleries (.gallery-card--closed) should be shown at half opacity with a stone-coloured border."),
      ("other", "Ajoute une règle .gallery-card--closed (opacity: 0.5; border-color: var(--stone)) juste après les règles .gallery-card.")],
     [("right", "new rule added after .gallery-card .hours, outside the print block", [(CARD_END, CARD_END + RULE, 1)]),
      ("right", "same rule, written with opacity: .5 and placed right after the .gallery-card rule itself",
       [(".gallery-card h3 {", RULE.lstrip("\n").replace("opacity: 0.5", "opacity: .5") + "\n.gallery-card h3 {", 1)]),
      ("wrong", "rule added inside @media print, so it never applies on screen",
       [("  .banner--alert {\n    display: none;\n  }\n}", "  .banner--alert {\n    display: none;\n  }\n  .gallery-card--closed {\n    opacity: 0.5;\n    border-color: var(--stone);\n  }\n}", 1)]),
      ("wrong", "selector typo: .gallery-card-closed (single dash)", [(CARD_END, CARD_END + RULE.replace("--closed", "-closed"), 1)]),
      ("wrong", "opacity and border-color added to the existing .gallery-card rule, greying out every card",
       [("  background: #fff;\n  overflow: hidden;\n}", "  background: #fff;\n  overflow: hidden;\n  opacity: 0.5;\n  border-color: var(--stone);\n}", 1)]),
      ("wrong", "new rule is missing its closing brace, swallowing the .banner--alert rule",
       [(CARD_END, CARD_END + RULE.replace("stone);\n}\n", "stone);\n"), 1)])])

ORIG30 = '''
<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>School visits - Hallam Natural History Museum</title>
  <link rel="stylesheet" href="/css/galleries.css">
</head>
<body>
  <header>
    <img class="hero" src="/img/dinosaur-hall-wide.jpg" alt="Pupils under the Iguanodon skeleton in the Dinosaur Hall" width="1600" height="600">
    <h1>School visits</h1>
  </header>
  <main>
    <p>Free guided sessions for primary and secondary schools, Monday to Friday.</p>
    <section class="gallery-list">
      <article class="gallery-card">
        <img src="/img/minerals.jpg" alt="Blue John vase in the Mineral Gallery" width="400" height="260">
        <h3>Mineral Gallery</h3>
        <p class="hours">KS2-KS4, 45 minutes</p>
      </article>
      <article class="gallery-card">
        <img src="/img/insects.jpg" alt="Goliath beetle drawer" width="400" height="260">
        <h3>Insect Gallery</h3>
        <p class="hours">KS1-KS3, 45 minutes</p>
      </article>
      <article class="gallery-card gallery-card--closed">
        <img src="/img/birds.jpg" alt="Great auk case in the Bird Gallery" width="400" height="260">
        <h3>Bird Gallery</h3>
        <p class="hours">Closed until March</p>
      </article>
    </section>
    <iframe src="https://maps.example/hallam-nhm" title="Map of the museum" width="600" height="400"></iframe>
  </main>
  <footer>
    <img src="/img/logo-footer.svg" alt="Hallam Natural History Museum" width="120" height="40">
  </footer>
</body>
</html>
'''
CARDS = ['<img src="/img/minerals.jpg"', '<img src="/img/insects.jpg"', '<img src="/img/birds.jpg"']
def lazy(which, attr='loading="lazy"'):
    return [(c, c.replace("<img ", f"<img {attr} "), 1) for c in which]
def lazy_end(which):
    return [(c + rest, c + rest.replace('height="260">', 'height="260" loading="lazy">'), 1)
            for c, rest in [(CARDS[0], ' alt="Blue John vase in the Mineral Gallery" width="400" height="260">'),
                            (CARDS[1], ' alt="Goliath beetle drawer" width="400" height="260">'),
                            (CARDS[2], ' alt="Great auk case in the Bird Gallery" width="400" height="260">')]]
case("add_attribute-html-school-visits", "school-visits.html", "add_attribute", "html", ORIG30,
     [("terse", "loading=lazy on the three gallery card images"),
      ("polite", "Could you add loading=\"lazy\" to the images in the gallery cards? The hero image at the top must keep loading eagerly, and please leave the footer logo and the map as they are."),
      ("declarative", "The gallery card pictures should be lazy-loaded; the hero image stays as it is."),
      ("other", "page is slow on school wifi. lazy-load the card images (only those 3, not the hero)")],
     [("right", "loading=\"lazy\" added to the three card images only", lazy(CARDS)),
      ("right", "loading=\"lazy\" added as the last attribute of the three card images", lazy_end(CARDS)),
      ("wrong", "the hero image was made lazy too", lazy(CARDS) + [('<img class="hero"', '<img loading="lazy" class="hero"', 1)]),
      ("wrong", "the closed Bird Gallery card's image was skipped", lazy(CARDS[:2])),
      ("wrong", "attribute misspelled as lazyload=\"true\"", lazy(CARDS, 'lazyload="true"')),
      ("wrong", "attribute added, but the Goliath beetle image lost its alt text",
       lazy(CARDS) + [(' alt="Goliath beetle drawer"', "", 1)])])
