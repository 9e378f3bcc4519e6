from edits import build

LAZY = [(' width="400" height="300">', ' width="400" height="300" loading="lazy">', 5)]
build("add_attribute-html-apiary-gallery", "gallery.html", {
    "right-1.html": LAZY,
    "right-2.html": [('<img src="/img/gallery/', '<img loading="lazy" src="/img/gallery/', 5)],
    "wrong-1.html": LAZY + [(' width="180" height="48">', ' width="180" height="48" loading="lazy">', 1)],
    "wrong-2.html": ("right-1.html", [('alt="A swarm hanging from the walnut tree" width="400" height="300" loading="lazy">',
                                       'alt="A swarm hanging from the walnut tree" width="400" height="300">', 1)]),
    "wrong-3.html": [('-full.jpg">', '-full.jpg" loading="lazy">', 5)],
    "wrong-4.html": LAZY + [('<img src="/img/gallery/jars.jpg" alt="Rows of labelled honey jars" ', '<img src="/img/gallery/jars.jpg" ', 1)],
})
