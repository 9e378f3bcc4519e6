"""Which parts of a streamed reply were copied from the file and which are new, for
servers that do not say which tokens were drafts (vLLM, SGLang, llama-server). A cursor
follows the reply through the source as the prompt shows it; a piece that continues the
copy at the cursor is *copied*, and after an edit the cursor finds its place again from
the reply's last few characters. The final counts come from difflib over the whole reply."""

from __future__ import annotations

import difflib

RESYNC_CHARS = 16  # the reply's tail looked up in the source after a piece that did not continue the copy


class Aligner:
    def __init__(self, source: str) -> None:
        self.source = source
        self.reply = ""
        self.pos: int | None = None  # where the copy continues in the source; None: not copying

    def feed(self, piece: str) -> bool:
        """True if `piece` (appended to the reply) was copied from the source."""
        self.reply += piece
        if not piece:
            return False
        if self.pos is not None and self.source.startswith(piece, self.pos):
            self.pos += len(piece)
            return True
        tail = self.reply[-max(RESYNC_CHARS, len(piece)):]
        if len(tail) < len(piece) + 4 and len(self.reply) > len(tail):
            tail = self.reply[-(len(piece) + 4):]
        i = self.source.find(tail) if len(tail.strip()) >= 3 else -1
        self.pos = i + len(tail) if i >= 0 else None
        return i >= 0


def copied_share(source: str, reply: str) -> float:
    """The share of the reply's characters in blocks shared with the source (difflib)."""
    if not reply:
        return 0.0
    m = difflib.SequenceMatcher(None, source, reply, autojunk=False)
    return sum(b.size for b in m.get_matching_blocks()) / len(reply)
