"""Servers for the LLM tests: a scripted OpenAI-compatible HTTP server (stdlib, for transport
failures a real model server cannot be made to produce on demand) and a launcher for the real
llama-cpp-python server."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Self

import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Reply:
    """One scripted HTTP answer. ``delay`` seconds pass before it is sent."""

    status: int = 200
    content: str | None = None  # becomes choices[0].message.content
    body: Any = None  # raw JSON body, overrides content
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


def chat_body(content: str, prompt_tokens: int = 10, completion_tokens: int = 5) -> dict[str, Any]:
    return {
        "id": "x",
        "object": "chat.completion",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens},
    }


class ScriptedServer:
    """Answers POST /v1/chat/completions from a script, GET /v1/models from ``models``.

    ``script`` is either a list of Reply consumed in order (the last one repeats) or a function
    (request_body, request_number) -> Reply. Every request body and header set is recorded.
    """

    def __init__(self, script: list[Reply] | Callable[[dict[str, Any], int], Reply],
                 models: list[str] | None = None, models_status: int = 200) -> None:
        self.script = script
        self.models = models if models is not None else ["test-model"]
        self.models_status = models_status
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._lock = threading.Lock()
        self.cond = threading.Condition(self._lock)
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._httpd.daemon_threads = True
        self.port = self._httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/v1"
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    @property
    def chat_requests(self) -> int:
        return len(self.requests)

    def _next(self, body: dict[str, Any]) -> Reply:
        with self._lock:
            n = len(self.requests)
            self.requests.append(body)
        if callable(self.script):
            return self.script(body, n)
        return self.script[min(n, len(self.script) - 1)]

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:  # keep test output clean
                pass

            def _send(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for k, v in (headers or {}).items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                if self.path.rstrip("/") == "/v1/models":
                    data = [{"id": m, "object": "model"} for m in server.models]
                    self._send(server.models_status, {"object": "list", "data": data})
                else:
                    self._send(404, {"error": "not found"})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                with server._lock:
                    server.headers.append(dict(self.headers))
                    server.in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server.in_flight)
                    server.cond.notify_all()
                try:
                    reply = server._next(body)
                    if reply.delay:
                        time.sleep(reply.delay)
                    payload = reply.body if reply.body is not None else (
                        chat_body(reply.content or "") if reply.status == 200 else {"error": {"message": "scripted"}})
                finally:
                    # counted out before the reply is sent: once the client has it, it may send its
                    # next request before this thread runs again (a busy machine counted 5 of 4)
                    with server._lock:
                        server.in_flight -= 1
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # the client gave up
                    self._send(reply.status, payload, reply.headers)

        return Handler


@dataclass
class LlamaServer:
    """A real ``python -m llama_cpp.server`` subprocess."""

    proc: subprocess.Popen[bytes]
    url: str
    log: Path

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=30)


def start_llama_server(model: Path, log: Path, alias: str = "tiny", n_ctx: int = 8192,
                       threads: int = 1, timeout: float = 120.0) -> LlamaServer:
    port = free_port()
    cmd = [sys.executable, "-m", "llama_cpp.server", "--model", str(model), "--model_alias", alias,
           "--host", "127.0.0.1", "--port", str(port), "--n_ctx", str(n_ctx),
           "--n_threads", str(threads), "--n_batch", "512"]
    out = log.open("wb")
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}/v1"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"llama_cpp.server exited with {proc.returncode}:\n{log.read_text()[-3000:]}")
        try:
            if httpx.get(url + "/models", timeout=2.0).status_code == 200:
                return LlamaServer(proc, url, log)
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    proc.kill()
    raise RuntimeError(f"llama_cpp.server did not answer within {timeout}s:\n{log.read_text()[-3000:]}")
