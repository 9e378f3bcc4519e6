"""Round 8 of the check (issue 41): names and calls the code the result adds relies on,
whatever the instruction says:

    undeclared  a variable the original declared is still declared where the result reads it
    unawaited   a function made async is awaited where its value is used
    unimported  Go calls only the packages it imports
"""

from __future__ import annotations

import pytest

from redraft.engine import check
from redraft.engine.verify.asyncs import awaited
from redraft.engine.verify.unawaited import unawaited_findings
from redraft.engine.verify.undeclared import undeclared_findings
from redraft.engine.verify.unimported import unimported_findings

UPLOAD = """export async function startSession(file, meta) {
  const info = await stat(file);
  const body = JSON.stringify({ name: meta.title, size: info.size });
  return post("/sessions", { body, headers: JSON_HEADERS });
}
"""


@pytest.mark.parametrize("ask", ["inline `body` in startSession", "startSession doesn't need the body const, put it straight into the call"])
def test_a_variable_still_read_is_still_declared(ask: str) -> None:
    inlined = UPLOAD.replace("  const body = JSON.stringify({ name: meta.title, size: info.size });\n", "").replace(
        "{ body, headers", "{ body: JSON.stringify({ name: meta.title, size: info.size }), headers")
    assert not check(UPLOAD, inlined, "upload.js", ask).refused, check(UPLOAD, inlined, "upload.js", ask).text
    dropped = UPLOAD.replace("  const body = JSON.stringify({ name: meta.title, size: info.size });\n", "")
    v = check(UPLOAD, dropped, "upload.js", ask)
    assert v.refused and "`body` is no longer declared, but line 3 still reads it" in v.detail, v.text
    typed = UPLOAD.replace("const body =", "const body: string =").replace("(file, meta)", "(file: string, meta: Meta)")
    assert [f.rule for f in undeclared_findings(typed, dropped.replace("(file, meta)", "(file: string, meta: Meta)"), "upload.ts")] == ["undeclared"]


def test_declarations_in_other_languages_and_what_is_no_use() -> None:
    lua = "function M.report(client, s)\n  local topic = 'farm/' .. s.field\n  client:publish(topic, s.avg)\nend\n"
    assert [f.lines for f in undeclared_findings(lua, lua.replace("  local topic = 'farm/' .. s.field\n", ""), "s.lua")] == [(2,)]
    go = "package p\n\nfunc f() int {\n\tn, err := parse()\n\tif err != nil {\n\t\treturn 0\n\t}\n\treturn n\n}\n"
    assert [f.rule for f in undeclared_findings(go, go.replace("n, err := parse()", "err := check()"), "p.go")] == ["undeclared"]
    # now a parameter; read as a member or a key only; Python's names are the syntax check's
    assert undeclared_findings(lua, lua.replace("(client, s)", "(client, s, topic)").replace("  local topic = 'farm/' .. s.field\n", ""), "s.lua") == []
    js = "const size = 3;\nexport const opts = { size, depth: 2 };\n"
    assert undeclared_findings(js, "export const opts = { size: 3, depth: 2 };\nopts.size = 4;\n", "o.js") == []
    java = "class A {\n  int f() {\n    int total = 0;\n    return total;\n  }\n}\n"
    assert [f.rule for f in undeclared_findings(java, java.replace("    int total = 0;\n", ""), "A.java")] == ["undeclared"]
    py = "def f():\n    total = 0\n    return total\n"
    assert undeclared_findings(py, py.replace("    total = 0\n", ""), "f.py") == []


CONFIG = """const fs = require("node:fs");

function loadConfig(dir) {
  return JSON.parse(fs.readFileSync(`${dir}/config.json`, "utf8"));
}

function start(dir) {
  const config = loadConfig(dir);
  return listen(config.port);
}

module.exports = { loadConfig, start };
"""
ASYNC_CONFIG = CONFIG.replace('const fs = require("node:fs");', 'const fs = require("node:fs/promises");').replace(
    "function loadConfig(dir) {\n  return JSON.parse(fs.readFileSync(`${dir}/config.json`, \"utf8\"));",
    "async function loadConfig(dir) {\n  return JSON.parse(await fs.readFile(`${dir}/config.json`, \"utf8\"));")


RIGHT_CONFIG = ASYNC_CONFIG.replace("function start(dir) {\n  const config = loadConfig(dir);",
                                    "async function start(dir) {\n  const config = await loadConfig(dir);")


@pytest.mark.parametrize("ask", ["make loadConfig async (fs/promises)", "loadConfig: async/await pls, callers too",
                                 "loadConfig shouldn't block the event loop anymore"])
def test_a_function_made_async_is_awaited_where_its_value_is_used(ask: str) -> None:
    right = RIGHT_CONFIG
    assert not check(CONFIG, right, "config.js", ask).refused, check(CONFIG, right, "config.js", ask).text
    v = check(CONFIG, ASYNC_CONFIG, "config.js", ask)
    assert v.refused and "`loadConfig` is async now, but line 8 uses its value without `await`" in v.detail, v.text


def test_not_blocking_asks_for_async_in_any_negation() -> None:
    for ask in ("loadConfig shouldn't block the event loop", "loadConfig must not block", "stop blocking in loadConfig"):
        assert {7, 8} <= awaited(CONFIG, RIGHT_CONFIG, ask), ask
    assert awaited(CONFIG, RIGHT_CONFIG, "the blocking loadConfig gets a docstring") == set()


def test_what_hands_a_promise_on_is_no_fault() -> None:
    for use in ("return loadConfig(dir);", "loadConfig(dir).then(listen);", "loadConfig(dir);", "Promise.all([loadConfig(dir)]);",
                "loadConfig(\n    dir,\n  ).catch(report);"):
        res = ASYNC_CONFIG.replace("  const config = loadConfig(dir);\n  return listen(config.port);", "  " + use)
        assert unawaited_findings(CONFIG, res, "config.js") == [], use
    used = ASYNC_CONFIG.replace("  const config = loadConfig(dir);\n  return listen(config.port);", "  loadConfig(dir) || useDefaults();")
    assert [f.lines for f in unawaited_findings(CONFIG, used, "config.js")] == [(8,)]  # a promise is always truthy
    assert [f.lines for f in unawaited_findings(CONFIG, ASYNC_CONFIG.replace("  const config = loadConfig(dir);",
                                                "  // loadConfig(dir) is async\n  const config = loadConfig(dir);"), "config.js")] == [(9,)]
    py = "def sign(body):\n    return hmac(body)\n\n\ndef deliver(body):\n    headers = {'sig': sign(body)}\n    return post(body, headers)\n"
    made = py.replace("def sign", "async def sign")
    assert [f.lines for f in unawaited_findings(py, made, "hooks.py")] == [(6,)]
    lam = "later = lambda: sign(b'x')\n"  # a lambda hands the coroutine on
    assert [f.lines for f in unawaited_findings(py + lam, made + lam, "hooks.py")] == [(6,)]
    assert unawaited_findings(py, made.replace("{'sig': sign(body)}", "{'sig': await sign(body)}").replace("def deliver", "async def deliver"),
                              "hooks.py") == []


POLLER = """package plc

import (
\t"fmt"
\t"net"
)

// Dial opens the PLC; log the address on failure.
func Dial(host string) (net.Conn, error) {
\tconn, err := net.Dial("tcp", host+":502")
\tif err != nil {
\t\treturn nil, fmt.Errorf("dial %s: %w", host, err)
\t}
\treturn conn, nil
}
"""


@pytest.mark.parametrize("ask", ["Dial: take the port as an int parameter", "the port of Dial should be a parameter (int) instead of 502"])
def test_go_calls_only_packages_it_imports(ask: str) -> None:
    wrong = POLLER.replace("(host string)", "(host string, port int)").replace('host+":502"', 'host+":"+strconv.Itoa(port)')
    right = wrong.replace('\t"net"\n', '\t"net"\n\t"strconv"\n')
    assert unimported_findings(POLLER, right, "plc.go") == []
    assert [f.text for f in unimported_findings(POLLER, wrong, "plc.go")] == ["line 10 calls `strconv`, which the file does not import"]
    assert check(POLLER, wrong, "plc.go", ask).refused
    aliased = wrong.replace('\t"net"\n', '\t"net"\n\tconv "strconv"\n').replace("strconv.Itoa", "conv.Itoa")
    assert unimported_findings(POLLER, aliased, "plc.go") == []
    snippet = "func wait() {\n\ttime.Sleep(time.Second)\n}\n"  # pasted without its imports
    assert unimported_findings(snippet, snippet.replace("time.Second", "2 * time.Second"), "w.go") == []
    assert [f.lines for f in unimported_findings(snippet, snippet.replace("}", "\tlog.Print(1)\n}"), "w.go")] == [(3,)]
    logrus = right.replace('\t"strconv"\n', '\tlog "github.com/sirupsen/logrus"\n\t"strconv"\n').replace(
        "\t\treturn nil,", "\t\tlog.Info(err)\n\t\treturn nil,")
    assert unimported_findings(POLLER, logrus, "plc.go") == []  # imported under that name
    renamed = right.replace('\t"strconv"\n', '\tstdlog "log"\n\t"strconv"\n').replace("\t\treturn nil,", "\t\tlog.Print(err)\n\t\treturn nil,")
    assert [f.text for f in unimported_findings(POLLER, renamed, "plc.go")] == ["line 14 calls `log`, which the file does not import"]
    logger = POLLER.replace("(host string)", "(host string, log *slog.Logger)").replace("\t\treturn nil,", "\t\tlog.Error(\"dial\")\n\t\treturn nil,")
    assert [f.text for f in unimported_findings(POLLER, logger, "plc.go")] == ["line 9 calls `slog`, which the file does not import"]
