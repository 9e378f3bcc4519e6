"""The words of a file come from tree-sitter's strings and comments found by a query, with the
code between them read whole: the same words, each of the same kind, as a walk of every
leaf, in every grammar the check reads."""

from __future__ import annotations

import pytest

from redraft.engine.verify.leaves import SPLIT_WORDS, _walk, leaf_spans
from redraft.engine.verify.syntax_trees import _parsed, _parser
from redraft.engine.verify.tokens import _words, lex

SNIPPETS = {
    ".py": 'def total(rows, scale=1.5):\n    """Sum the rows."""  # doc\n    name = f"{rows[0]!r:>10} of {len(rows)}"\n'
           '    raw = rb"\\d+" + u\'x\' + """\nmulti {line}\n"""\n    return sum(r * scale for r in rows)  # done\n',
    ".js": "// head\nconst tpl = `a ${b + 'c'} d ${`e ${f}`}`;\nconst re = /ab+c/g; /* block */ let n = 0x1F;\n",
    ".ts": "const kind: string = 'x'; // the type keyword is code\nfunction f(s: string): string { return `${s}!`; }\n",
    ".go": 'package x\n\n// Sum adds.\nfunc Sum(a []int) string {\n\treturn fmt.Sprintf("%d", len(a)) + `raw` + string(\'c\')\n}\n',
    ".rs": 'fn main() {\n    let s = r#"raw "quoted""#; // note\n    println!("{} {}", s, 10u8);\n    let c = \'z\';\n}\n',
    ".sh": 'NAME="world"\necho "hello ${NAME} $(date +%s)" # greet\ncat <<EOF\nbody $NAME\nEOF\n',
    ".sql": "-- count\nSELECT name, 'it''s' AS q, 42 FROM t WHERE id = 7; /* done */\n",
    ".rb": "# comment\nname = \"x #{1 + 2} y\"\nputs 'single'\n",
    ".php": "<?php\n// c\n$a = \"v {$b} w\";\necho 'x' . $a; # hash\n",
    ".c": '#include <stdio.h>\n/* block */\nint main(void) { printf("%d\\n", 3); return \'a\'; } // end\n',
    ".java": 'class A { String s = "x"; /** doc */ int f() { return 1; } } // end\n',
    ".kt": 'val s = "a ${b} c $d" // tail\n',
    ".cs": 'var s = $"a {b} c"; // tail\nvar v = @"verbatim";\n',
    ".swift": 'let s = "a \\(b) c" // tail\n',
    ".lua": '-- note\nlocal s = "a" .. [[long]] --[[ block ]]\n',
    ".css": ".a { width: calc(1.6rem + 2px); color: #fff; } /* c */\n",
    ".html": "<p class=\"x\">Nm&sup3; <!-- c --></p>\n",
}


def _all_leaves(text: str, suffix: str) -> list[tuple[str, str, int]]:
    return [(w.text, w.kind, w.line) for w in _words(text, _walk(_parsed(text, suffix).walk()))]


@pytest.mark.parametrize("suffix", sorted(SNIPPETS))
def test_the_words_are_those_of_a_walk_of_every_leaf(suffix: str) -> None:
    if _parser(suffix) is None:
        pytest.skip(f"no grammar for {suffix}")
    text = SNIPPETS[suffix]
    spans = leaf_spans(text, suffix)
    assert spans is not None
    assert [(w.text, w.kind, w.line) for w in _words(text, spans)] == _all_leaves(text, suffix)
    kinds = {w.kind for w in lex(text, "f" + suffix)}
    assert "code" in kinds and ("comment" in kinds or suffix in SPLIT_WORDS)


def test_strings_and_the_code_inside_them_keep_their_kinds() -> None:
    words = lex('x = f"a {count} b"  # tail\n', "m.py")
    kinds = {w.text: w.kind for w in words}
    assert kinds["x"] == "code" and kinds["count"] == "code" and kinds["a"] == "string" and kinds["tail"] == "comment"
    ts = lex("const kind: string = 'x';\n", "m.ts")
    assert [w.kind for w in ts if w.text == "string"] == ["code"]  # TypeScript's type keyword is code


def test_broken_code_and_unknown_types_fall_back() -> None:
    assert leaf_spans("def f(:\n", ".py") is None
    assert leaf_spans("x = 'é'\n", ".py") is None  # not ASCII: the lexer reads it
    assert leaf_spans("a b", ".nosuch") is None


def test_long_stretches_of_code_give_the_words_and_lines_of_short_ones() -> None:
    text = "x = 1\n" + "\n".join(f"value_{n} = compute({n}, 'tag')  # note {n}" for n in range(60)) + "\n\n\n" + " " * 300 + "\ny = 2\n"
    spans = leaf_spans(text, ".py")
    assert spans is not None and any(end - start > 200 for start, end, _ in spans)
    assert [(w.text, w.kind, w.line) for w in _words(text, spans)] == _all_leaves(text, ".py")
    spaced = "x\n\n" + " " * 300 + "abc"  # a long span of spaces alone, after lines no word counted yet
    blank = [(0, 1, "code"), (1, 3, "code"), (3, 303, "code"), (303, 306, "code")]
    assert [(w.text, w.line) for w in _words(spaced, blank)] == [("x", 1), ("abc", 3)]


# Leaves that touch with no space between them, in code and in strings of every kind.
TOUCHING_SNIPPETS = [
    (".swift", 'print("\\tTotal: \\(total)")\nlet s = """\n\\tname\n"""\n'),
    (".cs", 'var s = $"\\tname {x}";\nvar v = @"\\tverb";\nvar m = 10m;\n'),
    (".cpp", 'auto d = 12_km + 1.5_kg;\nauto r = R"(\\tx)";\nauto s = "\\tname"s;\n'),
    (".rb", 'x = 1_000r\ny = 3i\nsym = :"\\tname"\ns = "\\tname #{x}"\n'),
    (".php", '<?php $s = "\\tname {$x}";\n$h = <<<EOT\n\\tname\nEOT;\n'),
    (".rs", 'fn f() { let s = "\\tname"; let n = 10u8; let f = 1.5f32; }\n'),
    (".java", 'class A { String s = "\\tname"; long l = 10L; }\n'),
    (".kt", 'val s = "\\tname ${x}"\nval l = 10L\n'),
    (".js", 'const t = `\\t${x}`;\nconst n = 10n;\nconst r = /\\tname/g;\n'),
]


@pytest.mark.parametrize("suffix,text", TOUCHING_SNIPPETS)
def test_touching_leaves_stay_apart(suffix: str, text: str) -> None:
    if _parser(suffix) is None:
        pytest.skip(f"no grammar for {suffix}")
    spans = leaf_spans(text, suffix)
    assert spans is not None
    assert [(w.text, w.kind, w.line) for w in _words(text, spans)] == _all_leaves(text, suffix)
