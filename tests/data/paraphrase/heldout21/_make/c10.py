from mk import Case
# ---------------- html
orig = '''
<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Harrowgate Museum — Objects on loan</title>
  <link rel="stylesheet" href="/static/loans.css">
</head>
<body>
  <header class="site-header">
    <img src="/static/harrowgate-logo.svg" alt="Harrowgate Museum" width="180">
    <nav>
      <a href="/collections">Collections</a>
      <a href="/loans" aria-current="page">Loans</a>
      <a href="/visit">Visit</a>
    </nav>
  </header>

  <main>
    <h1>Objects currently on loan</h1>
    <section class="loan-gallery">
      <figure>
        <img src="/media/HM.1962.118.jpg" alt="Jacquard coverlet, 1841">
        <figcaption>Jacquard coverlet, 1841 — Tiverton Textile Museum until 27 Jan 2027</figcaption>
      </figure>
      <figure>
        <img src="/media/HM.1988.004.jpg" alt="Salt-glazed harvest jug">
        <figcaption>Salt-glazed harvest jug — Calder Gallery until 7 Jan 2027</figcaption>
      </figure>
      <figure>
        <img src="/media/HM.2001.067.jpg" alt="Surveyor's brass theodolite">
        <figcaption>Surveyor's brass theodolite — Science Hall, Leeds until 3 Mar 2027</figcaption>
      </figure>
    </section>
  </main>

  <footer>
    <img src="/static/arts-council-badge.png" alt="Supported by the Arts Council" width="120">
    <p>Loan enquiries: <a href="mailto:loans@harrowgate.example">loans@harrowgate.example</a></p>
  </footer>
</body>
</html>
'''
c = Case("add_attribute-html-loan_gallery", "loans.html", "add_attribute", "html", orig)
c.ins("terse", "loading=\"lazy\" on the gallery images")
c.ins("polite", "Could you add loading=\"lazy\" to the three object images in the loan gallery? Only those; the logo and the footer badge should load normally.")
c.ins("declarative", "The images inside section.loan-gallery should be lazy-loaded.")
c.ins("other", "Voeg loading=\"lazy\" toe aan de afbeeldingen in de loan-gallery sectie, niet aan het logo of de badge.")
c.ins("other", "only in the loan gallery: add loading=lazy to every <img>")
G = [('.jpg" alt=', '.jpg" loading="lazy" alt=', 3)]
c.res("right", G, "loading=\"lazy\" added to the three gallery images only")
c.res("right", [('alt="Jacquard coverlet, 1841">', 'alt="Jacquard coverlet, 1841" loading="lazy">', 1), ('alt="Salt-glazed harvest jug">', 'alt="Salt-glazed harvest jug" loading="lazy">', 1),
                ('''alt="Surveyor's brass theodolite">''', '''alt="Surveyor's brass theodolite" loading="lazy">''', 1)], "attribute added at the end of each gallery img tag")
c.res("wrong", G + [('<img src="/static/harrowgate-logo.svg"', '<img src="/static/harrowgate-logo.svg" loading="lazy"', 1), ('<img src="/static/arts-council-badge.png"', '<img src="/static/arts-council-badge.png" loading="lazy"', 1)], "logo and footer badge made lazy too")
c.res("wrong", [('.jpg" alt=', '.jpg" loading="lazy" alt=', 3, 0)], "only the first gallery image got the attribute")
c.res("wrong", [('.jpg" alt=', '.jpg" loading="eager" alt=', 3)], "loading=\"eager\" added instead of lazy")
c.res("wrong", G + [('<figcaption>Salt-glazed harvest jug — Calder Gallery until 7 Jan 2027</figcaption>', '<figcaption>Salt-glazed harvest jug — Calder Gallery until 17 Jan 2027</figcaption>', 1)], "attribute right but the jug's return date changed from 7 to 17 Jan")
c.write()

# ---------------- makefile
orig = '''
# Larkspur Mill dye-works lab tools
PYTHON ?= python3
RECIPES := $(wildcard recipes/*.json)
OUT := build

.PHONY: all check lint sheets archive clean

all: check sheets

check:
\t$(PYTHON) -m dyelab.validate $(RECIPES)

lint:
\t$(PYTHON) -m ruff check dyelab

sheets: $(OUT)
\t$(PYTHON) -m dyelab.sheets --out $(OUT) $(RECIPES)

archive: sheets
\ttar -czf dye-sheets-$(shell date +%Y%m%d).tar.gz $(OUT)

$(OUT):
\tmkdir -p $(OUT)

clean:
\trm -rf $(OUT)
'''
c = Case("add_make_target-makefile-dye_lab", "Makefile", "add_make_target", "makefile", orig)
c.ins("terse", "add phony target `labels` that runs $(PYTHON) -m dyelab.labels --out $(OUT) $(RECIPES), depends on $(OUT)")
c.ins("polite", "Could you add a labels target to the Makefile that runs `$(PYTHON) -m dyelab.labels --out $(OUT) $(RECIPES)` after making sure $(OUT) exists? Please mark it .PHONY too, and don't add it to all.")
c.ins("declarative", "make labels should build the vat labels with python -m dyelab.labels into $(OUT); it is phony and needs the output directory.")
c.ins("other", "新增一个 make 目标 labels：依赖 $(OUT)，执行 $(PYTHON) -m dyelab.labels --out $(OUT) $(RECIPES)，并加到 .PHONY 里。")
P = (".PHONY: all check lint sheets archive clean", ".PHONY: all check lint sheets labels archive clean", 1)
T = ("$(OUT):\n", "labels: $(OUT)\n\t$(PYTHON) -m dyelab.labels --out $(OUT) $(RECIPES)\n\n$(OUT):\n", 1)
c.res("right", [P, T], "labels target added with $(OUT) prerequisite, recipe as asked, listed in .PHONY, not in all")
c.res("right", [(".PHONY: all check lint sheets archive clean", ".PHONY: all check lint sheets archive clean labels", 1), ("clean:\n\trm -rf $(OUT)\n", "clean:\n\trm -rf $(OUT)\n\nlabels: $(OUT)\n\t$(PYTHON) -m dyelab.labels --out $(OUT) $(RECIPES)\n", 1)], "labels added at the end of the file and of the .PHONY list")
c.res("wrong", [P, ("$(OUT):\n", "labels: $(OUT)\n    $(PYTHON) -m dyelab.labels --out $(OUT) $(RECIPES)\n\n$(OUT):\n", 1)], "recipe indented with spaces instead of a tab: make stops with 'missing separator'", breaks=True)
c.res("wrong", [P, T, ("all: check sheets", "all: check sheets labels", 1)], "labels also added to all, which the polite phrasing forbids and nobody asked for")
c.res("wrong", [T], "target added but not declared .PHONY")
c.res("wrong", [P, ("$(OUT):\n", "labels:\n\t$(PYTHON) -m dyelab.labels --out $(OUT) $(RECIPES)\n\n$(OUT):\n", 1)], "labels has no $(OUT) prerequisite, so the output directory may not exist")
c.write()
