from lib import E, case

ORIG = '''// Reads a show's cue list from disk for the playback engine.
'use strict';

const fs = require('fs/promises');
const path = require('path');

const CUE_FILE = 'cues.json';

function loadCueList(showDir) {
  const file = path.join(showDir, CUE_FILE);
  return fs
    .readFile(file, 'utf8')
    .then((text) => JSON.parse(text))
    .then((data) => data.cues.filter((cue) => !cue.disabled))
    .catch((err) => {
      if (err.code === 'ENOENT') {
        return [];
      }
      throw err;
    });
}

function cueDuration(cue) {
  return (cue.delay || 0) + Math.max(cue.upFade, cue.downFade);
}

async function loadShow(showDir) {
  const cues = await loadCueList(showDir);
  const runtime = cues.reduce((sum, cue) => sum + cueDuration(cue), 0);
  return { showDir, cues, runtime };
}

module.exports = { loadCueList, loadShow, cueDuration };
'''

BODY = '''function loadCueList(showDir) {
  const file = path.join(showDir, CUE_FILE);
  return fs
    .readFile(file, 'utf8')
    .then((text) => JSON.parse(text))
    .then((data) => data.cues.filter((cue) => !cue.disabled))
    .catch((err) => {
      if (err.code === 'ENOENT') {
        return [];
      }
      throw err;
    });
}
'''

def body(head="async function loadCueList(showDir) {", read="await fs.readFile(file, 'utf8')", catch="""    if (err.code === 'ENOENT') {
      return [];
    }
    throw err;
"""):
    return f'''{head}
  const file = path.join(showDir, CUE_FILE);
  try {{
    const text = {read};
    const data = JSON.parse(text);
    return data.cues.filter((cue) => !cue.disabled);
  }} catch (err) {{
{catch}  }}
}}
'''

case(
    "make_async-javascript-cue-loader", "cueLoader.js", "make_async", "javascript", ORIG,
    [
        ("terse", "loadCueList -> async/await, no .then chain"),
        ("polite", "Could you rewrite loadCueList as an async function using await and try/catch instead of the promise chain? A missing cues.json must still give an empty list, and other errors should still be thrown."),
        ("declarative", "loadCueList should be an async function that awaits readFile rather than chaining .then/.catch; its behaviour stays the same."),
        ("other", "please modernise loadCueList: async + await. keep the ENOENT -> [] fallback"),
    ],
    [
        ("right-1.js", "right", "async function with await and try/catch; ENOENT returns [], other errors rethrown", [E(BODY, body())]),
        ("right-2.js", "right", "async function that awaits the read inside try/catch and parses and filters after the try block; same behaviour",
         [E(BODY, '''async function loadCueList(showDir) {
  const file = path.join(showDir, CUE_FILE);
  let text;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT') {
      return [];
    }
    throw err;
  }
  const data = JSON.parse(text);
  return data.cues.filter((cue) => !cue.disabled);
}
''')]),
        ("wrong-1.js", "wrong", "readFile is not awaited: JSON.parse gets a Promise and throws",
         [E(BODY, body(read="fs.readFile(file, 'utf8')"))]),
        ("wrong-2.js", "wrong", "the catch now swallows every error and returns [], not just ENOENT",
         [E(BODY, body(catch="    return [];\n"))]),
        ("wrong-3.js", "wrong", "the async keyword is missing, so await inside a plain function is a syntax error",
         [E(BODY, body(head="function loadCueList(showDir) {"))], "broken"),
        ("wrong-4.js", "wrong", "converted to async/await, but the try/catch was dropped: a missing cues.json now rejects instead of giving []",
         [E(BODY, '''async function loadCueList(showDir) {
  const file = path.join(showDir, CUE_FILE);
  const text = await fs.readFile(file, 'utf8');
  const data = JSON.parse(text);
  return data.cues.filter((cue) => !cue.disabled);
}
''')]),
    ],
)
