"""A real, throwaway Postgres server for the tests: initdb into a temporary folder, start it on a
free port on 127.0.0.1, one fresh database per test, stopped and removed at the end.

The binaries come from $TAGGRAPH_PG_BINDIR, from `pg_config --bindir`, or from Debian's
/usr/lib/postgresql/<version>/bin (which is not on PATH). Postgres refuses to run as root, so as
root the server runs as the `postgres` user that Debian's package creates.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path
from typing import Any


class Unavailable(Exception):
    """No Postgres can be started here; the message says why."""


def find_bindir() -> Path:
    candidates = []
    if os.environ.get("TAGGRAPH_PG_BINDIR"):
        candidates.append(os.environ["TAGGRAPH_PG_BINDIR"])
    if shutil.which("pg_config"):
        out = subprocess.run(["pg_config", "--bindir"], capture_output=True, text=True)
        candidates.append(out.stdout.strip())
    candidates += sorted((str(p) for p in Path("/usr/lib/postgresql").glob("*/bin")),
                         key=lambda p: int(p.split("/")[-2]), reverse=True)
    for c in candidates:
        if c and (Path(c) / "initdb").exists() and (Path(c) / "pg_ctl").exists():
            return Path(c)
    raise Unavailable("no Postgres server binaries (initdb, pg_ctl) found; install Debian's postgresql "
                      "package or set TAGGRAPH_PG_BINDIR")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PgCluster:
    def __init__(self) -> None:
        self.bindir = find_bindir()
        self.dir = Path(tempfile.mkdtemp(prefix="taggraph-pg-"))
        self.data = self.dir / "data"
        self.port = _free_port()
        self._as: dict[str, Any] = {}
        if os.geteuid() == 0:
            try:
                pw = pwd.getpwnam("postgres")
            except KeyError:
                raise Unavailable("running as root and there is no 'postgres' user to run the server as") from None
            os.chown(self.dir, pw.pw_uid, pw.pw_gid)
            self._as = {"user": pw.pw_uid, "group": pw.pw_gid, "extra_groups": []}
        self._names = itertools.count()

    def _run(self, *args: str) -> None:
        r = subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=120, **self._as)
        if r.returncode != 0:
            log = self.dir / "server.log"
            tail = log.read_text()[-2000:] if log.exists() else ""
            raise Unavailable(f"{' '.join(args[:2])} failed: {r.stderr.strip()[-2000:]} {tail}")

    def start(self) -> PgCluster:
        self._run(str(self.bindir / "initdb"), "-D", str(self.data), "-U", "postgres", "--auth=trust",
                  "--encoding=UTF8", "--locale=C")
        self.launch()
        return self

    def launch(self) -> None:
        """Start the server on the cluster's data folder (again, after ``stop``: Postgres replays
        its WAL after an immediate stop, as after a crash)."""
        opts = f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c max_connections=200"
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-o", opts, "-l", str(self.dir / "server.log"),
                  "-w", "-t", "60", "start")

    def url(self, db: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{db}"

    def new_database(self) -> str:
        import psycopg

        name = f"t{os.getpid()}_{next(self._names)}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self, mode: str = "fast") -> None:
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "stop")

    def destroy(self) -> None:
        with contextlib.suppress(Unavailable):
            self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)
