"""`redraft serve`: load the model once, warm it up, and serve it over HTTP (uvicorn +
starlette) on 127.0.0.1 and on a unix socket in the user's runtime dir, which `redraft
edit` finds by itself (and starts in the background when none runs: app/remote/warm.py).
Another address needs a token. Ctrl+C, SIGTERM, `redraft serve stop` or `--idle-exit`
stop it: running generations are cancelled and the socket and pid file are removed.
`redraft serve status` names the one that runs."""

from __future__ import annotations

import argparse
import contextlib
import ipaddress
import os
import socket
import sys
import threading
import time
from pathlib import Path

from ..config_file import load_config
from ..options import add_decode_options, add_model_options, config_names, decode_config, model_options
from . import control
from .http import json_errors_protocol
from ..remote import pidfile
from ..remote.address import TOKEN_ENV, default_socket
from ..terminal import say
from ...engine import InputError

DEFAULT_PORT = 8341


def add_parser(sub) -> None:
    p = sub.add_parser("serve", help="keep the model loaded and serve edits over HTTP (OpenAI-compatible too)",
                       description="Keep the model loaded and serve edits over HTTP. `redraft serve status` and "
                       "`redraft serve stop` name and stop the local one (the one `redraft edit` starts by itself too).")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1; any other needs a token)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT}; 0: any free port)")
    p.add_argument("--no-tcp", action="store_true", help="no TCP port: the unix socket only")
    p.add_argument("--token", default=None, help=f"require this bearer token (default: ${TOKEN_ENV})")
    p.add_argument("--socket", default=None, metavar="PATH",
                   help="also listen on this unix socket (default: serve.sock in your runtime dir, where `redraft edit` looks)")
    p.add_argument("--no-socket", action="store_true", help="no unix socket: TCP only")
    p.add_argument("--idle-exit", type=float, default=0.0, metavar="SECONDS",
                   help="stop after this long with no request (default 0: never; the server `redraft edit` starts "
                   "uses the config's serve_idle, 600)")
    p.add_argument("--log", default="", help=argparse.SUPPRESS)  # where a background server's output goes (its pid file says)
    p.add_argument("--queue", type=int, default=8, help="requests that may wait behind the running one (default 8); more get 503")
    p.add_argument("--max-tokens-limit", type=int, default=16384, help="the most tokens a request may ask for (default 16384)")
    p.add_argument("--max-body", type=int, default=4 * 1024 * 1024, help="the largest request in bytes (default 4 MiB)")
    p.add_argument("--config", default=None, metavar="PATH", help="read this config file instead")
    add_model_options(p)
    add_decode_options(p)
    p.set_defaults(run=run, serve_action=None)
    actions = p.add_subparsers(dest="serve_action", metavar="{status,stop}")
    for name, what in (("status", "say whether a local server runs: its pid, model, weights and load"),
                       ("stop", "stop the local server (SIGTERM: running generations are cancelled)")):
        a = actions.add_parser(name, help=what, description=what)
        a.add_argument("--socket", default=None, metavar="PATH", help="the server on this socket (default: your runtime dir's)")
        a.set_defaults(run=run_action)


def run_action(args: argparse.Namespace) -> int:
    path = Path(args.socket).expanduser() if args.socket else default_socket()
    return control.status(path) if args.serve_action == "status" else control.stop(path)


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
    if args.idle_exit < 0:
        raise InputError(f"--idle-exit {args.idle_exit:g}: must be >= 0 (0: never)")
    if args.no_tcp and args.no_socket:
        raise InputError("--no-tcp and --no-socket: nothing left to listen on; drop one")


def bind_tcp(host: str, port: int) -> socket.socket:
    try:
        return socket.create_server((host.strip("[]"), port), reuse_port=False)
    except OSError as e:
        raise InputError(f"cannot listen on {host}:{port}: {e.strerror or e}; pick another --port") from None


def bind_unix(path: Path) -> socket.socket:
    """A socket only this user can connect to (0600 in a 0700 folder); a stale one left by
    a killed server is replaced, a live one is refused."""
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as e:
        raise InputError(f"cannot make {path.parent} for the socket: {e.strerror or e}; give --socket PATH "
                         "in a folder of yours, or --no-socket") from None
    if len(os.fsencode(path)) > 107:  # sun_path's size on Linux, less the terminating NUL
        raise InputError(f"the socket path {path} is too long for a unix socket; give a shorter --socket PATH")
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
    # before the model loads: a taken port or an unusable socket folder fails at once
    sockets = [] if args.no_tcp else [bind_tcp(args.host, args.port)]
    uds = None if args.no_socket else Path(args.socket).expanduser() if args.socket else default_socket()
    if uds is not None:
        sockets.append(bind_unix(uds))
        pidfile.write_pid_file(uds, pidfile.PidFile(os.getpid(), str(uds), args.log, args.idle_exit, time.time()))

    def remove_socket() -> None:
        if uds is not None:
            pidfile.remove_pid_file(uds)
            try:
                uds.unlink()
            except OSError:
                pass

    try:
        return serve(args, cfg, opts, where, token, sockets, remove_socket)
    finally:
        remove_socket()


def load_session(opts: dict, where):
    """The model, loaded and checked (REDRAFT_SESSION_FACTORY: a test's session instead)."""
    from ..progress import progress_bar
    from ..session_hook import hooked_factory
    from ...engine.session import Session

    factory = hooked_factory()
    with progress_bar() as progress:
        if factory is not None:
            return factory(progress)
        return Session.load(model=opts["model"], progress=progress, settings=opts["settings"], placement=where)


def addresses(sockets: list[socket.socket]) -> list[str]:
    out = []
    for s in sockets:
        if s.family == socket.AF_UNIX:
            out.append(f"unix:{s.getsockname()}")
        else:
            host, port = s.getsockname()[:2]
            out.append(f"http://{host if ':' not in host else f'[{host}]'}:{port}")
    return out


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
    from .routes import Facts, Limits, build_app
    from ..remote.spec import server_spec
    from ...engine.store import named_models
    from ...engine.store.modelstore import is_installed

    session = load_session(opts, where)
    session.warmup(cfg, later=False)  # the first request pays no first use
    limits = Limits(max_body=args.max_body, max_tokens=args.max_tokens_limit, queue=args.queue)
    spec = server_spec(opts, where, named_models.default_name(where.device_type, is_installed))
    app = build_app(session, cfg, limits, token, on_shutdown, Facts(os.getpid(), spec, args.idle_exit))
    app.state.engine.warm_up_later()
    info = session.info
    idle = f"; stops after {args.idle_exit:g} s idle" if args.idle_exit else ""
    say(f"redraft serve: {info.model} ({info.name}, {info.device}, {info.dtype}) on {' and '.join(addresses(sockets))}"
        f"{', token required' if token else ''}; pid {os.getpid()}{idle}; Ctrl+C stops")  # a model folder's name may hold control characters
    server = server_class(app.state.engine.cancel_all)(uvicorn_config(app))
    if args.idle_exit:
        watch_idle(server, app.state.engine, args.idle_exit)
    server.run(sockets=sockets)
    print("redraft serve: stopped", file=sys.stderr, flush=True)
    return 0


def uvicorn_config(app, timeout_graceful_shutdown: int = 3):
    """How the app is served: quiet, its lifespan run, malformed requests answered in JSON."""
    import uvicorn

    return uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=timeout_graceful_shutdown,
                          lifespan="on", http=json_errors_protocol())


def watch_idle(server, engine, idle_s: float) -> threading.Thread:
    """Stop `server` once no request has run or waited for `idle_s` seconds."""

    def work() -> None:
        while not server.should_exit:
            time.sleep(min(1.0, idle_s / 4))
            if engine.idle_for() >= idle_s:
                print(f"redraft serve: idle for {idle_s:g} s: stopping", file=sys.stderr, flush=True)
                server.should_exit = True

    th = threading.Thread(target=work, name="redraft-serve-idle", daemon=True)
    th.start()
    return th
