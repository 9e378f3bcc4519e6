from lib import case
IMGS = ["hallerton-junction", "porthkennack-quay", "ruebeland", "ashby-wharf"]
def lazy(names, before=False):
    out = []
    for n in names:
        if before:
            out.append((f'<img src="img/{n}.jpg"', f'<img loading="lazy" src="img/{n}.jpg"', 1))
        else:
            out.append((lambda n: (lambda s: _lazy_after(s, n)))(n))
    return out
def _lazy_after(s, n):
    i = s.index(f'<img src="img/{n}.jpg"'); j = s.index(">", i)
    return s[:j] + ' loading="lazy"' + s[j:]
case("add_attribute-html-exhibition-gallery", "gallery.html", "add_attribute", "html", [
    ("terse", "gallery imgs: add loading=\"lazy\" (not the logo)"),
    ("polite", "Could you add loading=\"lazy\" to the four layout photos in the gallery section? The club logo in the header is above the fold, so please leave it loading normally."),
    ("declarative", "Every photo inside #gallery is lazy-loaded; the header logo is not."),
    ("other", "the gallery page is slow on the hall's wifi, lazy-load the layout pictures pls (logo stays as is)"),
    ("other", "Voeg loading=\"lazy\" toe aan alle foto's in de galerij, maar niet aan het logo."),
], [
    ("right", "loading=\"lazy\" appended to the four <img> tags inside #gallery; logo unchanged",
     lazy(IMGS)),
    ("right", "loading=\"lazy\" written as the first attribute of each of the four gallery images; logo unchanged",
     lazy(IMGS, before=True)),
    ("wrong", "the header logo was made lazy as well",
     lazy(IMGS) + [('alt="Elmbridge Model Railway Club" width="180" height="48">', 'alt="Elmbridge Model Railway Club" width="180" height="48" loading="lazy">', 1)]),
    ("wrong", "the Ashby Wharf photo was missed: only three of the four gallery images are lazy",
     lazy(IMGS[:3])),
    ("wrong", "on the Ruebeland photo the alt text was replaced by the loading attribute instead of kept",
     lazy(IMGS[:2] + IMGS[3:]) + [('alt="Narrow gauge railcar crossing the Bode bridge"', 'loading="lazy"', 1)]),
    ("wrong", "loading=\"lazy\" was put on the <article class=\"layout-card\"> elements, where it does nothing",
     [('<article class="layout-card">', '<article class="layout-card" loading="lazy">', 4)]),
])
