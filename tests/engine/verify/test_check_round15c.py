"""Round 15 of the check (issue 41), part three: guards the instruction bounds, qualified
places, and the C++ and Rust shapes of owners. Fixtures written for the rules."""

from __future__ import annotations

from redraft.engine import check
from redraft.engine.verify.rangeguard import _value

import ast

ROOMS = """package rooms

type Controller struct{ last map[string]Reading }

func (c *Controller) Apply(r *Reading) error {
	if r.TempC < -5 || r.TempC > 45 {
		return fmt.Errorf("temp %v: %w", r.TempC, ErrImplausible)
	}
	c.last[r.Room] = *r
	return nil
}
"""
GUARDED = ROOMS.replace("\tc.last[r.Room] = *r\n", "\tif r.Humidity < 0 || r.Humidity > 100 {\n"
                        "\t\treturn fmt.Errorf(\"humidity %v: %w\", r.Humidity, ErrImplausible)\n\t}\n\tc.last[r.Room] = *r\n")
SAID = ("Apply: reject Humidity outside 0..100 with ErrImplausible",
        "Could you add a guard to Controller.Apply that returns ErrImplausible when r.Humidity is below 0 or above 100?")


def test_a_guard_with_both_bounds_as_said() -> None:
    for said in SAID:
        assert not check(ROOMS, GUARDED, "rooms.go", said).refused, said


def test_a_guard_missing_a_side_or_moving_a_bound() -> None:
    one_side = GUARDED.replace("r.Humidity < 0 || r.Humidity > 100", "r.Humidity > 100")
    moved = GUARDED.replace("r.Humidity > 100", "r.Humidity >= 100")
    for said in SAID:
        assert "lets through below 0" in check(ROOMS, one_side, "rooms.go", said).text, said
        assert "rejects 100" in check(ROOMS, moved, "rooms.go", said).text, said


def test_the_guard_is_worked_out_without_running_the_file() -> None:
    tree = ast.parse("v < 0 or v > 100", mode="eval").body
    assert _value(tree, "v", -1) is True and _value(tree, "v", 50) is False
    assert _value(ast.parse("().__class__", mode="eval").body, "v", 1) is None
    assert _value(ast.parse("f(v) > 1", mode="eval").body, "v", 1) is None


def test_a_method_named_through_its_type_is_the_place() -> None:
    said = "Could you add a guard to Controller.Apply that returns ErrImplausible when r.Humidity is below 0 or above 100?"
    verdict = check(ROOMS, GUARDED, "rooms.go", said)
    assert "added nothing to" not in verdict.text and "appears once more" not in verdict.text


# -- C++ classes, range-for loops, `Type::member` -------------------------------------------

SHOW = """#include <vector>

class Projector {
public:
    void setLamp(double percent);
};

class Dome {
public:
    void setLamp(double percent);
};

void Projector::setLamp(double percent) { lamp_ = percent; }
void Dome::setLamp(double percent) { cove_ = percent; }

void start(std::vector<Projector>& projectors, Dome& dome) {
    dome.setLamp(5.0);
    for (auto& p : projectors) {
        p.setLamp(100.0);
    }
}
"""
SHOW_RIGHT = SHOW.replace("class Projector {\npublic:\n    void setLamp", "class Projector {\npublic:\n    void setLampPower") \
    .replace("void Projector::setLamp", "void Projector::setLampPower").replace("p.setLamp(100.0)", "p.setLampPower(100.0)")


def test_a_cpp_method_renamed_on_its_own_class() -> None:
    for said in ("Projector::setLamp -> setLampPower (not Dome::setLamp)",
                 "Could you rename Projector::setLamp to setLampPower, covering the declaration, the definition and the calls?"):
        assert check(SHOW, SHOW_RIGHT, "show.cpp", said).level == "verified", said
        every = SHOW_RIGHT.replace("dome.setLamp(5.0)", "dome.setLampPower(5.0)").replace("void Dome::setLamp", "void Dome::setLampPower")
        assert check(SHOW, every, "show.cpp", said).refused, said


OVEN = """pub trait Burner {
    fn heat_up(&mut self);
}

pub struct Oven<B: Burner> {
    burner: B,
}

impl<B: Burner> Oven<B> {
    pub fn heat_up(&mut self) {
        self.burner.heat_up();
    }
}

fn oven() -> Oven<Gas> {
    Oven { burner: Gas }
}

#[test]
fn warms() {
    let mut o = oven();
    o.heat_up();
}
"""


def test_a_generic_impl_and_a_factory_are_the_types() -> None:
    right = OVEN.replace("    pub fn heat_up(&mut self) {", "    pub fn preheat(&mut self) {").replace("    o.heat_up();", "    o.preheat();")
    assert check(OVEN, right, "oven.rs", "Oven::heat_up -> preheat").level == "verified"


# -- a route an Express app gains -----------------------------------------------------------

API = """const express = require('express');
const router = express.Router();

router.get('/plots/:plotId', requireAuth, async (req, res) => {
  res.json(await plots.find(req.params.plotId));
});

router.get('/plots/:plotId/beds', requireAuth, async (req, res) => {
  res.json(await beds.of(req.params.plotId));
});

router.use((req, res) => {
  res.status(404).json({ error: 'no route' });
});

module.exports = router;
"""
ROUTE = """router.get('/plots/:plotId/rota', requireAuth, async (req, res) => {
  res.json(await rota.of(req.params.plotId));
});

"""
SAID_ROUTE = "add GET /plots/:plotId/rota returning the watering rota, behind requireAuth like the other plot routes"


def test_a_route_read_its_path_reached_and_guarded_like_its_siblings() -> None:
    right = API.replace("router.use((req, res) => {", ROUTE + "router.use((req, res) => {")
    assert not check(API, right, "plots.js", SAID_ROUTE).refused
    stray = right.replace("rota.of(req.params.plotId)", "rota.of(req.params.id)")
    assert "reads `req.params.id`, but its path names `:plotId`" in check(API, stray, "plots.js", SAID_ROUTE).text
    late = API.replace("module.exports = router;", ROUTE + "module.exports = router;")
    assert "registered after the catch-all" in check(API, late, "plots.js", SAID_ROUTE).text
    open_route = right.replace("'/plots/:plotId/rota', requireAuth, ", "'/plots/:plotId/rota', ")
    assert "does not pass `requireAuth`" in check(API, open_route, "plots.js", SAID_ROUTE).text


# -- which tags an attribute goes on --------------------------------------------------------

PAGE = """<header><a href="/"><img src="logo.png" alt="Plot 9"></a></header>
<section class="gallery">
  <a href="a.jpg"><img src="a.jpg" alt="beans"></a>
  <a href="b.jpg"><img src="b.jpg" alt="squash"></a>
  <a href="c.jpg"><img src="c.jpg" alt="leeks"></a>
</section>
<form id="signup">
  <input name="email" type="email">
  <input name="phone" type="tel">
  <input name="plot" type="text">
</form>
"""
LAZY = "add loading=\"lazy\" to every image in the gallery (not the logo)"


def test_an_attribute_on_every_tag_of_the_place_named_and_none_elsewhere() -> None:
    right = PAGE.replace('alt="beans"', 'alt="beans" loading="lazy"').replace('alt="squash"', 'alt="squash" loading="lazy"') \
        .replace('alt="leeks"', 'alt="leeks" loading="lazy"')
    assert not check(PAGE, right, "plots.html", LAZY).refused
    logo = right.replace('alt="Plot 9"', 'alt="Plot 9" loading="lazy"')
    assert "outside the `<section>` (gallery)" in check(PAGE, logo, "plots.html", LAZY).text
    short = right.replace('alt="squash" loading="lazy"', 'alt="squash"')
    assert "2 of the 3 `<img>`" in check(PAGE, short, "plots.html", LAZY).text
    links = PAGE.replace('<a href="a.jpg">', '<a href="a.jpg" loading="lazy">')
    assert "to the `<a>`" in check(PAGE, links, "plots.html", LAZY).text


def test_the_tags_picked_by_name_need_no_others() -> None:
    picked = PAGE.replace('name="email" type="email"', 'name="email" type="email" required') \
        .replace('name="plot" type="text"', 'name="plot" type="text" required')
    assert not check(PAGE, picked, "plots.html", "signup form: make the email and plot inputs required").refused


# -- Rust derives ----------------------------------------------------------------------------

GELS = """#[derive(Debug, Clone, Copy)]
pub struct GelCode {
    pub number: u16,
}

#[derive(Debug, Clone)]
pub struct Shelf {
    pub gels: Vec<(GelCode, u32)>,
}
"""
DERIVE_SAID = "Could you derive PartialEq, Eq and Hash for GelCode so we can use it as a HashMap key?"


def test_the_derives_asked_on_the_type_named_and_nowhere_else() -> None:
    right = GELS.replace("#[derive(Debug, Clone, Copy)]", "#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]")
    assert not check(GELS, right, "gels.rs", DERIVE_SAID).refused
    second = GELS.replace("#[derive(Debug, Clone, Copy)]\n", "#[derive(Debug, Clone, Copy)]\n#[derive(PartialEq, Eq, Hash)]\n")
    assert not check(GELS, second, "gels.rs", DERIVE_SAID).refused
    dropped = GELS.replace("#[derive(Debug, Clone, Copy)]", "#[derive(Clone, Copy, PartialEq, Eq, Hash)]")
    assert "no longer derives `Debug`" in check(GELS, dropped, "gels.rs", DERIVE_SAID).text
    short = GELS.replace("#[derive(Debug, Clone, Copy)]", "#[derive(Debug, Clone, Copy, Hash)]")
    assert "does not derive `Eq`, `PartialEq`" in check(GELS, short, "gels.rs", DERIVE_SAID).text
    elsewhere = GELS.replace("#[derive(Debug, Clone)]", "#[derive(Debug, Clone, PartialEq, Eq, Hash)]")
    assert check(GELS, elsewhere, "gels.rs", DERIVE_SAID).refused


# -- Go struct tags --------------------------------------------------------------------------

READING = """package hives

type Reading struct {
	HiveID    string
	BatteryMV int
}

type Station struct {
	Name string
}
"""
TAGGED = READING.replace("HiveID    string", 'HiveID    string `json:"hive_id"`').replace("BatteryMV int", 'BatteryMV int    `json:"battery_mv"`')


def test_struct_tags_every_field_in_the_case_asked_and_well_formed() -> None:
    said = "Reading: json tags, snake_case"
    assert not check(READING, TAGGED, "hives.go", said).refused
    assert "not snake_case" in check(READING, TAGGED.replace("battery_mv", "batteryMv"), "hives.go", said).text
    assert "has no `json` tag" in check(READING, TAGGED.replace(' `json:"battery_mv"`', ""), "hives.go", said).text
    assert 'not `key:"value"`' in check(READING, TAGGED.replace('json:"hive_id"', "json:hive_id"), "hives.go", said).text
