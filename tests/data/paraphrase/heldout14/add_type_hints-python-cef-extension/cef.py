"""CEF (ArcSight Common Event Format) parsing for the firewall log ingest."""

import re

HEADER_FIELDS = ("version", "vendor", "product", "device_version", "signature_id", "name", "severity")
_EXT_KEY = re.compile(r"(?:^|\s)([A-Za-z0-9_.]+)=")


def _split_header(body):
    parts, cur, escaped = [], [], False
    for ch in body:
        if escaped:
            cur.append(ch)
            escaped = False
        elif ch == "\\":
            escaped = True
        elif ch == "|" and len(parts) < 7:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return parts


def parse_extension(ext, unescape=True):
    out = {}
    keys = list(_EXT_KEY.finditer(ext))
    for i, m in enumerate(keys):
        end = keys[i + 1].start() if i + 1 < len(keys) else len(ext)
        value = ext[m.end():end].strip()
        if unescape:
            value = value.replace("\\=", "=").replace("\\n", "\n").replace("\\\\", "\\")
        out[m.group(1)] = value
    return out


def parse_cef(line):
    idx = line.find("CEF:")
    if idx < 0:
        return None
    parts = _split_header(line[idx + 4:])
    if len(parts) != 8:
        return None
    event = dict(zip(HEADER_FIELDS, parts[:7]))
    event["extension"] = parse_extension(parts[7])
    return event


def severity_bucket(sev):
    try:
        n = int(sev)
    except ValueError:
        return {"low": 1, "medium": 5, "high": 8, "very-high": 10}.get(sev.lower(), 0)
    return max(0, min(n, 10))
