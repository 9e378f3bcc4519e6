import re
import time
from dataclasses import dataclass

BLOCKLIST = {"scamlink.example", "free-crypto.example"}
MAX_MENTIONS = 8
MAX_REPEAT = 3
URL_RE = re.compile(r"https?://([^/\s]+)")
MENTION_RE = re.compile(r"@\w+")


@dataclass
class Message:
    author_id: int
    channel_id: int
    text: str
    sent_at: float


@dataclass
class Verdict:
    allowed: bool
    reason: str = ""


def blocked_domain(text: str) -> str | None:
    for host in URL_RE.findall(text):
        if host.lower() in BLOCKLIST:
            return host
    return None


def too_many_mentions(text: str) -> bool:
    return len(MENTION_RE.findall(text)) > MAX_MENTIONS


def is_repeat(msg: Message, history: list[Message]) -> bool:
    same = [m for m in history if m.author_id == msg.author_id and m.text == msg.text]
    return len(same) >= MAX_REPEAT


def moderate(msg: Message, history: list[Message]) -> Verdict:
    host = blocked_domain(msg.text)
    if host:
        return Verdict(False, f"link to blocked domain {host}")
    if too_many_mentions(msg.text):
        return Verdict(False, "too many mentions")
    if is_repeat(msg, history):
        return Verdict(False, "repeated message")
    return Verdict(True)


def recent(history: list[Message], now: float | None = None, window: float = 60.0) -> list[Message]:
    now = time.time() if now is None else now
    return [m for m in history if now - m.sent_at <= window]
