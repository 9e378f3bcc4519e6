"""Bad input gets one line and exit code 2, no traceback, and the file is untouched.

These fail before any model loads, so they run without the default model."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def redraft(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "redraft.app", *args], capture_output=True, text=True, cwd=cwd or ROOT, timeout=120
    )


def assert_one_line_error(p: subprocess.CompletedProcess, *words: str) -> None:
    assert p.returncode == 2, p.stderr
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1, p.stderr
    assert "Traceback" not in p.stderr
    for w in words:
        assert w in lines[0], lines[0]


@pytest.fixture
def src(tmp_path: Path) -> Path:
    f = tmp_path / "f.py"
    f.write_text("x = 1\n")
    return f


def test_missing_file(tmp_path):
    assert_one_line_error(redraft("edit", str(tmp_path / "nope.py"), "-i", "rename x"), "no such file")


def test_directory(tmp_path):
    assert_one_line_error(redraft("edit", str(tmp_path), "-i", "rename x"), "directory")


def test_binary_file(tmp_path):
    f = tmp_path / "b.bin"
    f.write_bytes(b"\x7fELF\x00\x01\x02")
    assert_one_line_error(redraft("edit", str(f), "-i", "rename x"), "binary")
    assert f.read_bytes() == b"\x7fELF\x00\x01\x02"


def test_non_utf8_file(tmp_path):
    f = tmp_path / "latin1.txt"
    f.write_bytes("caf\xe9\n".encode("latin-1"))
    assert_one_line_error(redraft("edit", str(f), "-i", "fix typo"), "UTF-8")
    assert f.read_bytes() == "caf\xe9\n".encode("latin-1")


def test_empty_instruction(src):
    assert_one_line_error(redraft("edit", str(src), "-i", "   "), "instruction is empty")
    assert src.read_text() == "x = 1\n"


@pytest.mark.parametrize(
    "flags, words",
    [
        (["--ngram-min", "0"], ["--ngram-min"]),
        (["--ngram-min", "4", "--ngram-max", "3"], ["--ngram-max"]),
        (["--ngram-max", "17"], ["16"]),
        (["--max-draft", "0"], ["--max-draft"]),
        (["--max-draft", "65"], ["64"]),
        (["--top-p", "0"], ["--top-p"]),
        (["--temp", "-1"], ["--temp"]),
        (["--max-tokens", "0"], ["--max-tokens"]),
    ],
)
def test_bad_parameters_are_refused_before_loading(src, flags, words):
    p = redraft("edit", str(src), "-i", "rename x", "--model", "/nonexistent/model", *flags)
    assert_one_line_error(p, *words)  # the config error, not the missing model


@pytest.mark.parametrize(
    "flags, named",
    [
        (["--max-draft", "5"], "--max-draft"),
        (["--ngram-min", "3", "--draft-policy", "gated"], "--ngram-min, --draft-policy"),
        (["--no-cost-cap"], "--no-cost-cap"),
    ],
)
def test_plain_refuses_lookup_only_flags(src, flags, named):
    p = redraft("edit", str(src), "-i", "rename x", "--model", "/nonexistent/model", "--plain", *flags)
    assert_one_line_error(p, "--plain", named, "only apply to prompt lookup")


def test_engine_errors_name_the_parameter_and_each_surface_its_own_way(tmp_path):
    """The engine says max_draft; the CLI --max-draft, the config file max_draft (temp for
    temperature in both), with no rewriting of messages."""
    from redraft.app.config_file import parse_config
    from redraft.app.options import flag
    from redraft.engine.config import DecodeConfig, Sampling
    from redraft.engine.errors import ConfigError

    with pytest.raises(ConfigError) as e:
        DecodeConfig(max_draft=65).validate()
    assert (e.value.param, str(e.value)) == ("max_draft", "max_draft must be in [1, 64], got 65")
    assert e.value.named(flag) == "--max-draft must be in [1, 64], got 65"
    with pytest.raises(ConfigError) as e:
        Sampling(temperature=-1).validate()
    assert e.value.named(flag).startswith("--temp must be in [0, 10]")
    with pytest.raises(ConfigError, match=r"config: temp must be in \[0, 10\]"):
        parse_config({"decode": {"temp": -1.0}})
    with pytest.raises(ConfigError, match=r"config: max_draft must be in \[1, 64\]"):
        parse_config({"decode": {"max_draft": 65}})
    assert_one_line_error(redraft("edit", "f.py", "-i", "x", "--temp", "11"), "--temp must be in [0, 10]")


def test_missing_model_folder_is_one_line(src):
    p = redraft("edit", str(src), "-i", "rename x", "--model", str(src.parent / "no-such-model"))
    assert_one_line_error(p)
    assert src.read_text() == "x = 1\n"


def test_file_too_long_for_the_context(tmp_path):
    """A prompt over half the context (the reply repeats the file) is refused by the session."""
    from redraft.engine.backends.torch_backend import TorchBackend
    from redraft.engine.errors import InputError
    from redraft.engine.session import EditRequest, Session
    from tests.tiny import tiny_model

    class Tok:
        eos = [1]

        def encode_chat(self, messages):
            return [2] * len(messages[-1]["content"])

        def decode(self, ids):
            return ""

    session = Session(TorchBackend(tiny_model()), Tok())  # context 512
    with pytest.raises(InputError, match="too long"):
        session.prompt(EditRequest("y = 2\n" * 100, "rename y"))


def test_help_lists_subcommands():
    p = redraft("--help")
    assert p.returncode == 0
    for cmd in ("edit", "model"):
        assert cmd in p.stdout


@pytest.mark.parametrize("loaded", ["torch", "mlx.core", None])
def test_the_console_script_prints_everything_and_keeps_the_exit_code_when_it_skips_teardown(loaded):
    """entry() leaves with os._exit where a model was loaded (torch's teardown is ~0.5 s):
    what main printed, buffered on pipes, still arrives, and so does its exit code."""
    code = (
        "import sys, types, logging\n"
        f"if {loaded!r}: sys.modules[{loaded!r}] = types.ModuleType({loaded!r})\n"
        "import atexit\n"
        "atexit.register(lambda: print('teardown', file=sys.stderr))\n"
        "import redraft.app.cli as cli\n"
        "def main():\n"
        "    print('the edited file', end='')\n"
        "    print('a stats line', file=sys.stderr, end='')\n"
        "    logging.getLogger('redraft').warning('a warning')\n"
        "    return 3\n"
        "cli.main = main\n"
        "cli.entry()\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}  # pipes buffer, as for users
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    assert p.returncode == 3
    assert p.stdout == "the edited file"
    assert p.stderr.startswith("a stats line") and "a warning" in p.stderr
    assert ("teardown" in p.stderr) is (loaded is None)  # the interpreter's exit ran only without a model


@pytest.mark.parametrize("target, code, words", [("/dev/full", 2, "could not write the output"), ("pipe", 141, "")])
def test_a_failed_last_write_is_not_a_success_when_teardown_is_skipped(target, code, words):
    """`redraft edit --stdout > out.py` on a full disk: the buffered end of the file fails to
    write at exit; that is an error (one line), not exit 0. A reader that left is 141."""
    script = (
        "import sys, types\n"
        "sys.modules['torch'] = types.ModuleType('torch')\n"
        "import redraft.app.cli as cli\n"
        "cli.main = lambda: (print('x = 1\\n' * 100, end=''), 0)[1]\n"
        "cli.entry()\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    if target == "pipe":
        p = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        p.stdout.close()  # the reader leaves before anything is written
        assert p.wait(timeout=60) == code
        return
    with open(target, "w") as out:
        p = subprocess.run([sys.executable, "-c", script], stdout=out, stderr=subprocess.PIPE, text=True, env=env, timeout=60)
    assert p.returncode == code
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "Traceback" not in p.stderr
