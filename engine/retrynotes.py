"""The instruction for another attempt: the user's words, with a note of what the last
attempt got wrong (a retry of a retry replaces the earlier note), and the user's words read
back out of such an instruction.

    retry_instruction(instruction, verdict) -> str
    fix_instruction(instruction, verdict) -> str     the last result given as the file to fix
    typed_instruction(instruction) -> str"""

from __future__ import annotations

from .checks import BREAKS, SUSPECT, Verdict


RETRY_MARK = "\nYour previous attempt"


def typed_instruction(instruction: str) -> str:
    """`instruction` without the note retry_instruction added: what the user asked."""
    return instruction.split(RETRY_MARK)[0].strip()


def retry_instruction(instruction: str, verdict: Verdict) -> str:
    """The instruction for another attempt that tells the model what the last one got wrong
    (a retry of a retry replaces the earlier note)."""
    base = typed_instruction(instruction)
    if verdict.level == SUSPECT:
        return f"{base}{RETRY_MARK} did not do what was asked: {verdict.detail}. Do exactly that and change nothing else."
    return f"{base}{RETRY_MARK} broke the file: it {verdict.detail}. Keep the file valid."


def fix_instruction(instruction: str, verdict: Verdict) -> str:
    """The instruction for a retry that is given the last result as the file to fix (an
    experiment: next_attempt(from_result=True)); typed_instruction still reads the user's part."""
    base = typed_instruction(instruction)
    problem = f"it {verdict.detail}" if verdict.level == BREAKS else verdict.detail
    return (f"{base}{RETRY_MARK}, shown above as the file, has a problem: {problem}. "
            "Fix only that problem in it and keep every other line exactly as it is.")
