"""A Hugging Face hub on loopback for the download tests: the few routes huggingface_hub's
snapshot_download, model_info and verify_repo_checksums call (repo info, the file tree, HEAD
and GET of a file), over repos held in memory. Not the hub: enough of its protocol (headers,
error codes) that the real client runs against it unchanged, through HF_ENDPOINT."""

from __future__ import annotations

import hashlib
import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import unquote, urlparse

LFS = (".safetensors", ".gguf")  # stored in git-lfs on the hub: their etag is the sha256


@dataclass
class Repo:
    files: dict[str, bytes]
    commit: str = "1" * 40
    config: dict | None = None  # model_info's `config` (what the hub reads from config.json)
    gguf: dict | None = None  # model_info's `gguf` (the header's architecture)
    served: dict[str, bytes] = field(default_factory=dict)  # bytes sent instead of a file's own (damage)

    def entry(self, name: str) -> dict:
        data = self.files[name]
        git = hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()
        row = {"type": "file", "path": name, "size": len(data), "oid": git}
        if name.endswith(LFS):
            row["lfs"] = {"oid": hashlib.sha256(data).hexdigest(), "size": len(data), "pointerSize": 134}
        return row


class Hub:
    def __init__(self) -> None:
        self.repos: dict[str, Repo] = {}
        self.gets: list[str] = []  # files downloaded, in order
        hub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def do_HEAD(self) -> None:
                hub.route(self, head=True)

            def do_GET(self) -> None:
                hub.route(self, head=False)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def route(self, h: BaseHTTPRequestHandler, head: bool) -> None:
        parts = [unquote(p) for p in urlparse(h.path).path.strip("/").split("/")]
        if parts[:2] == ["api", "models"]:
            rest = parts[2:]
            if "tree" in rest:
                i = rest.index("tree")
                return self.tree(h, "/".join(rest[:i]))
            if "revision" in rest:
                rest = rest[: rest.index("revision")]
            return self.info(h, "/".join(rest))
        if "resolve" in parts:
            i = parts.index("resolve")
            return self.file(h, "/".join(parts[:i]), "/".join(parts[i + 2 :]), head)
        self.send(h, 404, {"error": "not found"})

    def repo(self, h, name: str) -> Repo | None:
        got = self.repos.get(name)
        if got is None:
            self.send(h, 404, {"error": "Repository not found"}, {"X-Error-Code": "RepoNotFound"})
        return got

    def info(self, h, name: str) -> None:
        r = self.repo(h, name)
        if r is not None:
            self.send(h, 200, {"id": name, "modelId": name, "sha": r.commit, "private": False,
                               "siblings": [{"rfilename": n} for n in sorted(r.files)],
                               **({"config": r.config} if r.config else {}), **({"gguf": r.gguf} if r.gguf else {})})

    def tree(self, h, name: str) -> None:
        r = self.repo(h, name)
        if r is not None:
            self.send(h, 200, [r.entry(n) for n in sorted(r.files)])

    def file(self, h, name: str, path: str, head: bool) -> None:
        r = self.repo(h, name)
        if r is None:
            return
        if path not in r.files:
            return self.send(h, 404, {"error": "Entry not found"}, {"X-Error-Code": "EntryNotFound"})
        data = r.served.get(path, r.files[path])
        e = r.entry(path)
        headers = {"X-Repo-Commit": r.commit, "ETag": f'"{e["oid"]}"', "Content-Length": str(len(data)),
                   "Content-Type": "application/octet-stream", "Accept-Ranges": "bytes"}
        if "lfs" in e:
            headers.update({"X-Linked-Etag": f'"{e["lfs"]["oid"]}"', "X-Linked-Size": str(len(data))})
        h.send_response(200)
        for k, v in headers.items():
            h.send_header(k, v)
        h.end_headers()
        if not head:
            self.gets.append(f"{name}/{path}")
            h.wfile.write(data)

    @staticmethod
    def send(h, code: int, body, headers: dict | None = None) -> None:
        data = json.dumps(body).encode()
        h.send_response(code)
        for k, v in {"Content-Type": "application/json", "Content-Length": str(len(data)), **(headers or {})}.items():
            h.send_header(k, v)
        h.end_headers()
        if h.command != "HEAD":
            h.wfile.write(data)
