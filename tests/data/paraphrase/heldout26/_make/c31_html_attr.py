from lib import E, case

ORIG = '''<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>The Lighthouse Keeper: lighting plot</title>
  <link rel="stylesheet" href="plot.css">
</head>
<body>
  <header class="site-header">
    <img src="img/gantry-logo.svg" alt="Gantry Street Theatre" width="140" height="40">
    <nav>
      <a href="#cues">Cue list</a>
      <a href="#gallery">Focus photos</a>
    </nav>
  </header>

  <main>
    <section id="cues">
      <h2>Cue list</h2>
      <table>
        <thead><tr><th>Cue</th><th>Time</th><th>Description</th></tr></thead>
        <tbody>
          <tr><td>1</td><td>5</td><td>Preset: cold blue wash, lamp glow</td></tr>
          <tr><td>2</td><td>12</td><td>Storm builds, lightning chase on the cyc</td></tr>
          <tr><td>3</td><td>3</td><td>Lamp room special, stage left</td></tr>
        </tbody>
      </table>
    </section>

    <section id="gallery">
      <h2>Focus photos</h2>
      <figure>
        <img src="photos/lx1-profiles.jpg" alt="LX1 bar profiles focused on the lamp room" width="800" height="533">
        <figcaption>LX1: lamp room specials</figcaption>
      </figure>
      <figure>
        <img src="photos/cyc-floods.jpg" alt="Cyclorama floods in storm blue" width="800" height="533">
        <figcaption>Cyc floods, storm state</figcaption>
      </figure>
      <figure>
        <img src="photos/boom-sl.jpg" alt="Stage left boom with side light" width="533" height="800">
        <figcaption>SL boom: side light for the rescue scene</figcaption>
      </figure>
    </section>
  </main>

  <footer>
    <img src="img/lx-dept-badge.png" alt="Lighting department" width="48" height="48">
    <p>Plot revision 7, for the production electrician.</p>
  </footer>
</body>
</html>
'''

G = [E('<img src="photos/lx1-profiles.jpg"', '<img loading="lazy" src="photos/lx1-profiles.jpg"'),
     E('<img src="photos/cyc-floods.jpg"', '<img loading="lazy" src="photos/cyc-floods.jpg"'),
     E('<img src="photos/boom-sl.jpg"', '<img loading="lazy" src="photos/boom-sl.jpg"')]

case(
    "add_attribute-html-lazy-photos", "plot.html", "add_attribute", "html", ORIG,
    [
        ("terse", "gallery imgs: add loading=\"lazy\""),
        ("polite", "Could you add loading=\"lazy\" to the images in the focus-photo gallery section? The header logo and the footer badge are above the fold or tiny, so please leave those two as they are."),
        ("declarative", "Every photo in the #gallery section should be lazily loaded (loading=\"lazy\"); other images stay eager."),
        ("other", "the plot page is slow on the crew's phones. lazy-load the three focus photos only"),
    ],
    [
        ("right-1.html", "right", "loading=\"lazy\" added as the first attribute of the three gallery images; logo and badge untouched", G),
        ("right-2.html", "right", "loading=\"lazy\" added after the height attribute of the three gallery images",
         [E('width="800" height="533">\n        <figcaption>LX1', 'width="800" height="533" loading="lazy">\n        <figcaption>LX1'),
          E('width="800" height="533">\n        <figcaption>Cyc', 'width="800" height="533" loading="lazy">\n        <figcaption>Cyc'),
          E('width="533" height="800">', 'width="533" height="800" loading="lazy">')]),
        ("wrong-1.html", "wrong", "the header logo and the footer badge were made lazy as well",
         G + [E('<img src="img/gantry-logo.svg"', '<img loading="lazy" src="img/gantry-logo.svg"'), E('<img src="img/lx-dept-badge.png"', '<img loading="lazy" src="img/lx-dept-badge.png"')]),
        ("wrong-2.html", "wrong", "the stage-left boom photo was missed", G[:2]),
        ("wrong-3.html", "wrong", "loading=\"lazy\" was put on the <figure> elements, where it does nothing",
         [E("      <figure>\n", '      <figure loading="lazy">\n', 3)]),
        ("wrong-4.html", "wrong", "attribute added to the gallery photos, but the cyc photo's alt text was dropped",
         G + [E(' alt="Cyclorama floods in storm blue"', '')]),
    ],
)
