"""`redraft serve`: load the model once, warm it up, and serve it over HTTP (uvicorn +
starlette) on 127.0.0.1 and on a unix socket in the user's runtime dir, which `redraft
edit` finds by itself. Another address needs a token. Ctrl+C or SIGTERM stop it: running
generations are cancelled and the socket is removed."""

from __future__ import annotations

import argparse
import contextlib
import ipaddress
import os
import socket
import sys
import threading
from pathlib import Path

from ..config_file import load_config
from ..options import add_decode_options, add_model_options, config_names, decode_config, model_options
from ..remote.address import TOKEN_ENV, default_socket
from ..terminal import say
from ...engine import InputError

DEFAULT_PORT = 8341


def add_parser(sub) -> None:
    p = sub.add_parser("serve", help="keep the model loaded and serve edits over HTTP (OpenAI-compatible too)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1; any other needs a token)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT}; 0: any free port)")
    p.add_argument("--token", default=None, help=f"require this bearer token (default: ${TOKEN_ENV})")
    p.add_argument("--socket", default=None, metavar="PATH",
                   help=f"also listen on this unix socket (default: {default_socket()}, where `redraft edit` looks)")
    p.add_argument("--no-socket", action="store_true", help="no unix socket: TCP only")
    p.add_argument("--queue", type=int, default=8, help="requests that may wait behind the running one (default 8); more get 503")
    p.add_argument("--max-tokens-limit", type=int, default=16384, help="the most tokens a request may ask for (default 16384)")
    p.add_argument("--max-body", type=int, default=4 * 1024 * 1024, help="the largest request in bytes (default 4 MiB)")
    p.add_argument("--config", default=None, metavar="PATH", help="read this config file instead")
    add_model_options(p)
    add_decode_options(p)
    p.set_defaults(run=run)


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def check_args(args: argparse.Namespace, token: str | None) -> None:
    if not is_loopback(args.host) and not token:
        raise InputError(f"--host {args.host} is reachable from other machines: give a token "
                         f"(--token or ${TOKEN_ENV}); clients send it as ${TOKEN_ENV}")
    if not 0 <= args.port <= 65535:
        raise InputError(f"--port {args.port}: must be in 0..65535")
    if args.queue < 0 or args.max_tokens_limit < 1 or args.max_body < 1024:
        raise InputError("--queue must be >= 0, --max-tokens-limit >= 1 and --max-body >= 1024")


def bind_tcp(host: str, port: int) -> socket.socket:
    try:
        return socket.create_server((host.strip("[]"), port), reuse_port=False)
    except OSError as e:
        raise InputError(f"cannot listen on {host}:{port}: {e.strerror or e}; pick another --port") from None


def bind_unix(path: Path) -> socket.socket:
    """A socket only this user can connect to (0600 in a 0700 folder); a stale one left by
    a killed server is replaced, a live one is refused."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    if path.exists():
        probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            probe.connect(str(path))
        except OSError:
            path.unlink()  # nobody listens: left by a server that was killed
        else:
            raise InputError(f"a redraft server already listens on {path}: stop it, or give --socket PATH or --no-socket")
        finally:
            probe.close()
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    old = os.umask(0o177)
    try:
        sock.bind(str(path))
    except OSError as e:
        sock.close()
        raise InputError(f"cannot listen on {path}: {e.strerror or e}") from None
    finally:
        os.umask(old)
    sock.listen(128)
    return sock


def run(args: argparse.Namespace) -> int:
    conf = load_config(args.config)
    cfg = decode_config(args, conf.decode, conf)
    opts = model_options(args, conf.model_defaults())
    token = args.token or os.environ.get(TOKEN_ENV) or None
    check_args(args, token)
    from ...engine.placement import place

    with config_names(args, conf):  # a bad value is named where it was given: flag or config key
        where = place(opts["backend"], opts["device"], opts["dtype"], opts["quant"], opts["graphs"])
    sockets = [bind_tcp(args.host, args.port)]  # before the model loads: a taken port fails at once
    uds = None if args.no_socket else Path(args.socket).expanduser() if args.socket else default_socket()
    if uds is not None:
        sockets.append(bind_unix(uds))

    def remove_socket() -> None:
        if uds is not None:
            try:
                uds.unlink()
            except OSError:
                pass

    try:
        return serve(args, cfg, opts, where, token, sockets, remove_socket)
    finally:
        remove_socket()


def server_class(on_exit):
    """uvicorn's Server, stopping on Ctrl+C and SIGTERM without raising the signal again
    afterwards (uvicorn's default): the command then says it stopped and exits 0. `on_exit`
    runs at the signal: the running generations are cancelled at once, so their streams end
    with a cancelled result instead of being cut when the graceful shutdown times out."""
    import signal

    import uvicorn

    class Server(uvicorn.Server):
        def handle_exit(self, sig, frame) -> None:
            super().handle_exit(sig, frame)
            on_exit()

        @contextlib.contextmanager
        def capture_signals(self):
            if threading.current_thread() is not threading.main_thread():
                yield
                return
            old = {sig: signal.signal(sig, self.handle_exit) for sig in (signal.SIGINT, signal.SIGTERM)}
            try:
                yield
            finally:
                for sig, handler in old.items():
                    signal.signal(sig, handler)

    return Server


def serve(args, cfg, opts, where, token, sockets, on_shutdown) -> int:
    import uvicorn

    from ..progress import progress_bar
    from .routes import Limits, build_app
    from ...engine.session import Session

    with progress_bar() as progress:
        session = Session.load(model=opts["model"], progress=progress, settings=opts["settings"], placement=where)
    session.warmup(cfg, later=False)  # the first request pays no first use
    limits = Limits(max_body=args.max_body, max_tokens=args.max_tokens_limit, queue=args.queue)
    app = build_app(session, cfg, limits, token, on_shutdown)
    app.state.engine.warm_up_later()
    host, port = sockets[0].getsockname()[:2]
    where = [f"http://{host if ':' not in host else f'[{host}]'}:{port}"] + [f"unix:{s.getsockname()}" for s in sockets[1:]]
    info = session.info
    say(f"redraft serve: {info.model} ({info.name}, {info.device}, {info.dtype}) on {' and '.join(where)}"
        f"{', token required' if token else ''}; Ctrl+C stops")  # a model folder's name may hold control characters
    config = uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=3, lifespan="on")
    server_class(app.state.engine.cancel_all)(config).run(sockets=sockets)
    print("redraft serve: stopped", file=sys.stderr, flush=True)
    return 0
