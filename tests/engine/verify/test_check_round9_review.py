"""Round 9's review (issue 41): right edits a reviewer wrote against the new rules, each refused
by a rule before it was narrowed, and odd inputs that crashed or hung a rule. Every case here
is a right edit: the check must not refuse it."""

from __future__ import annotations

import signal

import pytest

from redraft.engine import check
from redraft.engine.verify.ordering import asks_order
from redraft.engine.verify.orphans import orphan_findings

FORM = '<form action="/login" method="post">\n  <input id="email" name="email" type="email">\n  <input id="pw" name="password" type="password">\n  <button type="submit">Log in</button>\n</form>\n'
CASES: list[tuple[str, str, str, str, str]] = []


def C(name: str, filename: str, original: str, result: str, instruction: str) -> None:
    CASES.append((name, filename, original, result, instruction))


def _cases() -> None:
    C("R1", "bag.rs", "pub struct Bag {\n    items: Vec<String>,\n}\n\nimpl Bag {\n    pub fn new() -> Self {\n        Bag { items: Vec::new() }\n    }\n}\n",
        "pub struct Bag {\n    items: Vec<String>,\n    cap: usize,\n}\n\nimpl Bag {\n    pub fn new(cap: usize) -> Self {\n        Bag { items: Vec::new(), cap }\n    }\n}\n", "Give Bag a cap field that new takes as a parameter")
    C("R2", "Cart.java", "import java.util.*;\n\npublic class Cart {\n    private final List<String> items = new ArrayList<>();\n\n    public void add(String item) {\n        items.add(item);\n    }\n}\n",
        "import java.util.*;\n\npublic class Cart {\n    private final List<String> items = new ArrayList<>();\n\n    public void add(String item, int qty) {\n        for (int i = 0; i < qty; i++) {\n            items.add(item);\n        }\n    }\n}\n", "Cart.add should take an int qty and add the item qty times")
    C("R3", "shapes.py", "from base import Shape\n\n\nclass Circle(Shape):\n    def __init__(self, r):\n        super().__init__(\"circle\")\n        self.r = r\n",
        "from base import Shape\n\n\nclass Circle(Shape):\n    def __init__(self, r, color):\n        super().__init__(\"circle\")\n        self.r = r\n        self.color = color\n", "Circle takes a color and stores it")
    C("R4", "log.js", 'function log(msg) {\n  console.log(msg);\n}\nlog("start");\nlog("end");\n',
        'function log(msg, level) {\n  level = level || "info";\n  console.log(`[${level}] ${msg}`);\n}\nlog("start");\nlog("end", "debug");\n', "log should take an optional level, defaulting to info")
    C("R5", "cart.test.js", 'describe("cart", () => {\n  function setup() { return new Cart(); }\n  it("adds", () => { expect(setup().add(1)).toBe(1); });\n});\n',
        'describe("cart", () => {\n  function setup() { return new Cart(); }\n  it("adds", () => { expect(setup().add(1)).toBe(1); });\n});\n\ndescribe("checkout", () => {\n  function setup() { return new Checkout(); }\n  it("pays", () => { expect(setup().pay()).toBe(true); });\n});\n', "Add tests for checkout")
    C("R6", "path.rs", "#[cfg(unix)]\nfn sep() -> char { '/' }\n", "#[cfg(unix)]\nfn sep() -> char { '/' }\n\n#[cfg(windows)]\nfn sep() -> char { '\\\\' }\n", "add a windows version of sep")
    C("R7", "m.rs", "fn first(v: &[i32]) -> Option<i32> {\n    if let Some(x) = v.iter().max() {\n        return Some(*x);\n    }\n    None\n}\n",
        "fn first(v: &[i32]) -> Option<i32> {\n    if v.len() == 1 {\n        return Some(v[0]);\n    }\n    if let Some(x) = v.iter().max() {\n        return Some(*x);\n    }\n    None\n}\n", "return the only element when there is one")
    C("R8", "conf.py", "settings = {}\n\n\ndef refresh():\n    global settings\n    settings = load_settings()\n    apply(settings)\n",
        "settings = {}\n\n\ndef refresh():\n    global settings\n    try:\n        settings = load_settings()\n    except OSError:\n        log.warning(\"keeping the old settings\")\n    apply(settings)\n", "If loading fails with OSError, log a warning and keep the old settings")
    C("R9", "cli.py", "def main():\n    args = parser.parse_args()\n    port = int(args.port)\n    serve(port)\n",
        "def main():\n    args = parser.parse_args()\n    try:\n        port = int(args.port)\n    except ValueError:\n        parser.error(\"port must be a number\")\n    serve(port)\n", "report a bad port through argparse")
    C("R10", "Dao.java", "class Dao {\n    void save() {\n        try {\n            conn.commit();\n        } catch (Exception e) {\n            log(e);\n        }\n    }\n}\n",
        "class Dao {\n    void save() {\n        try {\n            conn.commit();\n        } catch (Exception e) {\n            try {\n                conn.rollback();\n            } catch (SQLException ex) {\n                log(ex);\n            }\n            log(e);\n        }\n    }\n}\n", "roll back when the commit fails")
    C("R11", "A.java", "class A {\n    void run() {\n        try {\n            work();\n        } catch (Exception e) {\n            log(e);\n        }\n    }\n}\n",
        "class A {\n    void run() {\n        try {\n            work();\n        } catch (Exception e) {\n            log(e);\n        } catch (Throwable t) {\n            fatal(t);\n        }\n    }\n}\n", "also catch Throwable as a last resort")
    C("R12", "Dockerfile", "FROM php:8.2-fpm\nWORKDIR /app\n", "FROM php:8.2-fpm\nCOPY --from=composer /usr/bin/composer /usr/bin/composer\nWORKDIR /app\n", "install composer from the composer image")
    C("R13", "Dockerfile", "# syntax=docker/dockerfile:1\nFROM debian:bookworm\nRUN apt-get update\nRUN apt-get install -y curl\n",
        "# syntax=docker/dockerfile:1\nFROM debian:bookworm\nRUN <<EOF\napt-get update\napt-get install -y curl\nEOF\n", "combine the RUN steps into one heredoc")
    C("R14", "Dockerfile", "FROM node:18-alpine\nWORKDIR /app\n", "FROM node:20\nWORKDIR /app\n", "Change the base image to node:20")
    C("R15", "setup.sh", "#!/bin/sh\nset -e\n", "#!/bin/sh\nset -e\ncat > ~/.gitconfig <<EOF\n[user]\n    name = Build Bot\nEOF\n", "write a gitconfig for the bot")
    C("R16", "calc.sh", "case \"$op\" in\n  +) echo $((a + b)) ;;\n  '*') echo $((a * b)) ;;\nesac\n",
        "case \"$op\" in\n  +) echo $((a + b)) ;;\n  '*') echo $((a * b)) ;;\n  /) echo $((a / b)) ;;\nesac\n", "support division")
    C("R17", "index.html", FORM, FORM.replace('  <button', '  <input type="checkbox" id="show-pw"> <label for="show-pw">Show password</label>\n  <button'), "add a show password checkbox")
    C("R18", "index.html", '<header><h1>Shop</h1></header>\n' + FORM, '<header><h1>Shop</h1>\n  <input type="checkbox" id="dark"></header>\n' + FORM, "add a dark mode toggle to the header")
    C("R19", "login.html", '<form method="post">\n  <label for="id_username">User</label>\n  {{ form.username }}\n</form>\n',
        '<form method="post">\n  <label for="id_username">User</label>\n  {{ form.username }}\n  <label for="id_password">Password</label>\n  {{ form.password }}\n</form>\n', "add the password field")
    C("R20", "servers.yaml", "servers:\n  - host: a\n    port: 1\n  - port: 2\n    host: b\n", "servers:\n  - port: 2\n    host: b\n", "remove server a")
    C("R21", "package.json", '{\n  "name": "app",\n  "scripts": {\n    "build": "tsc",\n    "test": "mocha"\n  }\n}\n',
        '{\n  "name": "app",\n  "scripts": {\n    "test": "jest",\n    "build": "tsc"\n  }\n}\n', 'Set scripts to {"test": "jest", "build": "tsc"}')
    C("R22", "config.json", '{"name": "app", "port": 8080, "debug": false}\n', '{\n  "debug": false,\n  "name": "app",\n  "port": 8080\n}\n', "Отсортируй ключи по алфавиту и отформатируй")
    C("R23", "002.sql", "CREATE FUNCTION touch() RETURNS trigger AS $$\nBEGIN\n  NEW.updated_at = now();\n  RETURN NEW;\nEND;\n$$ LANGUAGE plpgsql;\n",
        "CREATE FUNCTION touch() RETURNS trigger AS $$\nBEGIN\n  NEW.updated_at = now();\n  RETURN NEW;\nEND;\n$$ LANGUAGE plpgsql;\n\nCREATE FUNCTION stamp() RETURNS trigger AS $$\nBEGIN\n  NEW.created_at = now();\n  RETURN NEW;\nEND;\n$$ LANGUAGE plpgsql;\n", "add a stamp() trigger function that sets created_at")
    C("R24", "A.java", "public class A {\n    /** {@inheritDoc} */\n    public int a() { return 1; }\n\n    /** {@inheritDoc} */\n    public int b() { return 2; }\n}\n",
        "public class A {\n    /** {@inheritDoc} */\n    public int a() { return 1; }\n}\n", "remove b")
    C("R25", "index.html", '<header><h1>Shop</h1></header>\n' + FORM, '<header><h1>Shop</h1>\n  <select id="lang" onchange="setLang(this.value)"><option>en</option></select></header>\n' + FORM, "add a language picker to the header")


_cases()


@pytest.mark.parametrize(("name", "filename", "original", "result", "instruction"), CASES, ids=[c[0] for c in CASES])
def test_a_right_edit_the_review_wrote_is_not_refused(name: str, filename: str, original: str, result: str, instruction: str) -> None:
    v = check(original, result, filename, instruction)
    assert not v.refused, (name, v.text)


def test_odd_inputs_neither_crash_nor_hang() -> None:
    signal.alarm(20)  # a self-referencing YAML anchor once looped forever
    try:
        assert not check("FROM alpine\nRUN a\n", "FROM alpine\n\\\n", "Dockerfile", "x").refused  # a lone `\`
        check("? [a]\n: 1\n? [a]\n: 2\n", "a: &x\n  b: *x\n", "x.yaml", "do it")
    finally:
        signal.alarm(0)


@pytest.mark.parametrize("instruction", ["put version next to name", "group the database settings together",
                                         "name should come at the beginning", "ordene as chaves", "alfabéticamente, por favor",
                                         "キーをソートして", "Verschiebe version nach oben"])
def test_ways_to_ask_for_another_order(instruction: str) -> None:
    assert asks_order(instruction)


def test_a_template_value_in_an_attribute_writes_no_element() -> None:
    from redraft.engine.verify.forms_html import html_form_findings

    form = '<form>\n  <input type="hidden" name="csrf" value="{{ csrf_token }}">\n  <input id="amount" name="amount">\n</form>\n'
    bad = form.replace("</form>", '  <label for="cost-centre">Cost centre</label>\n  <input id="cost_centre" name="cost_centre">\n</form>')
    assert [f.lines for f in html_form_findings(form, bad, "claim.html")] == [(4,)]


def test_what_is_no_comment_of_a_removed_function() -> None:
    rs = "//! Geometry helpers.\nfn area(w: f64) -> f64 { w * w }\n\nfn side(a: f64) -> f64 { a.sqrt() }\n"
    assert orphan_findings(rs, rs.replace("fn area(w: f64) -> f64 { w * w }\n\n", ""), "g.rs") == []  # the module's doc
    c = "#ifdef USE_AREA\nint area(int w) { return w * w; }\n#endif\nint side(int a) { return a; }\n"
    assert orphan_findings(c, c.replace("int area(int w) { return w * w; }\n", ""), "g.c") == []  # a directive
