from lib import write_case

LOAD = ("function loadMatchState(matchId) {\n  const raw = fs.readFileSync(statePath(matchId), 'utf8');",
        "async function loadMatchState(matchId) {\n  const raw = await fs.promises.readFile(statePath(matchId), 'utf8');")
REFRESH = ("function refreshScoreboard(matchIds, render) {", "async function refreshScoreboard(matchIds, render) {")
CALL = ("      const state = loadMatchState(id);", "      const state = await loadMatchState(id);")

write_case(
    "make_async-javascript-match-feed", "matchFeed.js", "make_async", "javascript",
    [
        ("terse", "loadMatchState -> async (fs.promises.readFile), await it in refreshScoreboard"),
        ("polite", "Could you make loadMatchState asynchronous, reading the file with fs.promises instead of readFileSync, and update refreshScoreboard so it awaits it? Please keep the per-match error handling exactly as it is."),
        ("declarative", "loadMatchState must not block the event loop any more: it should be an async function that reads through fs.promises, and refreshScoreboard should await it."),
        ("other", "Deixa o loadMatchState assíncrono usando fs.promises.readFile e faz o refreshScoreboard esperar (await) por ele; o tratamento de erros fica igual."),
    ],
    [
        ("right-1.js", "right", "loadMatchState async with await fs.promises.readFile; refreshScoreboard async and awaits it inside the same try",
         [LOAD, REFRESH, CALL]),
        ("right-2.js", "right", "same, importing readFile from fs/promises instead of using fs.promises",
         [("const fs = require('fs');\n", "const { readFile } = require('fs/promises');\n"),
          (LOAD[0], "async function loadMatchState(matchId) {\n  const raw = await readFile(statePath(matchId), 'utf8');"), REFRESH, CALL]),
        ("wrong-1.js", "wrong", "loadMatchState made async but refreshScoreboard still calls it without await: mapScore gets a Promise and read errors escape the try",
         [LOAD]),
        ("wrong-2.js", "wrong", "refreshScoreboard awaits loadMatchState but was not marked async: SyntaxError",
         [LOAD, CALL]),
        ("wrong-3.js", "wrong", "functions marked async and awaited, but loadMatchState still reads with blocking fs.readFileSync",
         [("function loadMatchState(matchId) {", "async function loadMatchState(matchId) {"), REFRESH, CALL]),
        ("wrong-4.js", "wrong", "async conversion right, but the state.loadedAt stamp was dropped, so isStale never reports a stale match",
         [LOAD, REFRESH, CALL, ("  state.loadedAt = Date.now();\n", "")]),
    ],
)
