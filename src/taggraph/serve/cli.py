"""The ``taggraph serve`` and ``taggraph token`` commands."""

from __future__ import annotations

import argparse
import ipaddress
import json
import os
import sys
from pathlib import Path
from typing import Any

from ..errors import TaggraphError
from .process import CONFIG_ENV

DEFAULT_PORT = 8765


class ServeError(TaggraphError):
    pass


def default_data_dir() -> str:
    return os.environ.get("TAGGRAPH_DATA", "taggraph-data")


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _tokens_path(args: argparse.Namespace) -> Path:
    return Path(args.tokens) if args.tokens else Path(args.data_dir) / "tokens.json"


def _add_common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--data-dir", default=default_data_dir(),
                   help="folder with one store file per namespace (default: $TAGGRAPH_DATA or ./taggraph-data)")
    p.add_argument("--tokens", help="tokens file (default: DATA_DIR/tokens.json)")


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("serve", help="serve memories over MCP and HTTP, with a memory browser")
    _add_common(p)
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=DEFAULT_PORT)
    p.add_argument("--no-auth", action="store_true", help="serve without tokens (loopback only)")
    p.add_argument("--stdio", action="store_true", help="speak MCP on stdin/stdout instead of HTTP")
    p.add_argument("--namespace", default="default", help="the namespace an --stdio connection uses")
    p.add_argument("--max-body-bytes", type=int, default=None, help="largest request body (default 4 MiB)")
    p.add_argument("--workers", type=int, default=1,
                   help="server processes sharing the port; each keeps its own warm indexes and follows "
                        "the others' writes through the stores' change logs")
    p.add_argument("--preload", action="append", metavar="NAMESPACE",
                   help="load this namespace's indexes before the server reports ready (repeat; '*' for all)")
    p.add_argument("--log-level", default="warning", choices=["debug", "info", "warning", "error"])
    from ..extract.options import add_extractor_args

    add_extractor_args(p)  # what extracts new notes: --extractor llm --llm-url URL --llm-model NAME
    p.set_defaults(fn=cmd_serve)

    p = sub.add_parser("token", help="manage the bearer tokens of `taggraph serve`")
    tsub = p.add_subparsers(dest="token_command", required=True)
    t = tsub.add_parser("add", help="create a token (printed once; only its hash is stored)")
    _add_common(t)
    t.add_argument("--namespace", action="append", required=True,
                   help="a namespace the token may use (repeat for more; '*' for all)")
    t.add_argument("--read-only", action="store_true", help="query only: no remember, forget or delete")
    t.add_argument("--label", default="", help="a note to yourself about who holds the token")
    t.set_defaults(fn=cmd_token_add)
    t = tsub.add_parser("list", help="list tokens (ids and scopes, never the tokens)")
    _add_common(t)
    t.add_argument("--json", action="store_true")
    t.set_defaults(fn=cmd_token_list)
    t = tsub.add_parser("revoke", help="delete a token by its id")
    _add_common(t)
    t.add_argument("token_id")
    t.set_defaults(fn=cmd_token_revoke)


def cmd_token_add(args: argparse.Namespace) -> None:
    from .auth import TokenFile

    token, entry = TokenFile(_tokens_path(args)).add(args.namespace, read_only=args.read_only, label=args.label)
    scope = "read-only" if entry["read_only"] else "read-write"
    print(token)
    print(f"token {entry['id']}: {scope} on {', '.join(entry['namespaces'])}; stored as a hash in "
          f"{_tokens_path(args)}; this is the only time it is shown", file=sys.stderr)


def cmd_token_list(args: argparse.Namespace) -> None:
    import json

    from .auth import TokenFile

    entries = TokenFile(_tokens_path(args)).list()
    if args.json:
        print(json.dumps(entries, indent=2))
        return
    for e in entries:
        scope = "read-only " if e["read_only"] else "read-write"
        print(f"{e['id']}  {scope}  {','.join(e['namespaces']):<30} {e.get('created', '')}  {e.get('label', '')}")


def cmd_token_revoke(args: argparse.Namespace) -> None:
    from .auth import TokenFile

    if not TokenFile(_tokens_path(args)).revoke(args.token_id):
        raise ServeError(f"no token with id {args.token_id!r} in {_tokens_path(args)}")
    print(f"revoked {args.token_id}")


def cmd_serve(args: argparse.Namespace) -> None:
    try:
        import uvicorn

        from .api import create_app
        from .auth import ANYONE, TokenFile
        from .namespaces import Namespaces, check_name
        from .service import Limits, Service
    except ImportError as exc:
        raise ServeError(f"taggraph serve needs the serve extra ({exc.name} is missing): "
                         "pip install 'taggraph[serve]'") from None
    data = Path(args.data_dir)
    try:
        data.mkdir(parents=True, exist_ok=True, mode=0o700)  # the notes of every user: owner only
    except OSError as exc:
        raise ServeError(f"cannot create data directory {data}: {exc}") from None
    if data.stat().st_mode & 0o077:
        print(f"taggraph serve: WARNING: data directory {data} is open to other local users "
              f"(mode {data.stat().st_mode & 0o777:o}); `chmod 700 {data}` makes it private "
              "(its store files are private either way)", file=sys.stderr)
    from ..extract.options import extractor_settings

    limits = Limits() if args.max_body_bytes is None else Limits(max_body_bytes=args.max_body_bytes)
    settings = extractor_settings(args)
    for name in args.preload or ():
        if name != "*":
            check_name(name)  # a bad name stops the start with one error, not a log line later
    service = Service(Namespaces(data), limits, settings)
    if args.stdio:
        import anyio

        from .mcp_server import run_stdio

        # stdio is a private pipe to the process that started us, so no token is asked for
        anyio.run(run_stdio, service, check_name(args.namespace), ANYONE)
        return
    loopback = is_loopback(args.host)
    tokens = None
    if args.no_auth:
        if not loopback:
            raise ServeError(f"--no-auth is only allowed on a loopback address (127.0.0.1, ::1), not {args.host}")
        print("taggraph serve: WARNING: --no-auth: anyone who can reach this port can read and change "
              "every namespace", file=sys.stderr)
    else:
        tokens = TokenFile(_tokens_path(args))
        if tokens.count() == 0:
            print(f"taggraph serve: no tokens in {tokens.path} yet, so every request gets 401; create one "
                  f"with `taggraph token add --data-dir {data} --namespace NAME`", file=sys.stderr)
    base = f"http://{args.host if ':' not in args.host else f'[{args.host}]'}:{args.port}"
    print(f"taggraph serve: {base}/ (memory browser), {base}/docs (HTTP API), "
          f"{base}/v1/namespaces/NAME/mcp (MCP); data in {data}", file=sys.stderr)
    common = {"host": args.host, "port": args.port, "log_level": args.log_level, "access_log": False}
    if args.workers > 1:
        # uvicorn starts each worker from an import string; the settings travel in the environment
        os.environ[CONFIG_ENV] = json.dumps({
            "data_dir": str(data), "tokens": str(tokens.path) if tokens else None, "loopback": loopback,
            "max_body_bytes": limits.max_body_bytes, "extractor": settings, "preload": args.preload,
            "parent_pid": os.getpid()})
        uvicorn.run("taggraph.serve.api:app_from_env", factory=True, workers=args.workers, **common)
        return
    uvicorn.run(create_app(service, tokens, loopback=loopback, preload=args.preload), **common)
