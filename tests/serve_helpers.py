"""Real `taggraph serve` processes for the serve tests: started from the CLI on a free loopback
port, ready when /readyz answers, stopped (or killed) by the test."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
from mcp.types import CallToolResult, TextContent

SRC = str(Path(__file__).resolve().parents[1] / "src")


def env() -> dict[str, str]:
    e = dict(os.environ)
    e["PYTHONPATH"] = SRC + (os.pathsep + e["PYTHONPATH"] if e.get("PYTHONPATH") else "")
    return e


def cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "taggraph.cli", *args], capture_output=True, text=True, check=False,
                          env=env(), timeout=120, cwd=cwd)


def add_token(data: Path, *namespaces: str, read_only: bool = False) -> str:
    args = ["token", "add", "--data-dir", str(data)]
    for ns in namespaces:
        args += ["--namespace", ns]
    r = cli(*args, *(["--read-only"] if read_only else []))
    assert r.returncode == 0, r.stderr
    return r.stdout.strip()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def tool_text(result: CallToolResult) -> str:
    """The text block a taggraph MCP tool answers with (its result or its error message)."""
    block = result.content[0]
    assert isinstance(block, TextContent), block
    return block.text


class Server:
    def __init__(self, data: Path, *extra: str, port: int | None = None) -> None:
        self.data, self.port = data, port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = (data / f"server-{self.port}.log").open("ab")  # noqa: SIM115 - the server's log, closed by stop()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "taggraph.cli", "serve", "--data-dir", str(data), "--port", str(self.port),
             *extra], stdout=self.log, stderr=subprocess.STDOUT, env=env())
        deadline = time.monotonic() + 60
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited with {self.proc.returncode}: {self.read_log()}")
            try:
                if httpx.get(self.url + "/readyz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("server did not start: " + self.read_log())
            time.sleep(0.1)

    def read_log(self) -> str:
        self.log.flush()
        return (self.data / f"server-{self.port}.log").read_text("utf-8", "replace")

    def client(self, token: str | None = None) -> httpx.Client:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        return httpx.Client(base_url=self.url, headers=headers, timeout=60)

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)
        self.log.close()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.log.close()

    def __enter__(self) -> Server:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
