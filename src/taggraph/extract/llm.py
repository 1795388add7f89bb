"""5W extraction with any OpenAI-compatible chat server (vLLM, Ollama, llama.cpp, hosted APIs).

``OpenAIChatClient`` speaks the wire protocol and sorts errors into retryable and permanent ones;
``LLMExtractor`` turns turns into FiveW records on top of any :class:`ChatBackend` (this client,
or the in-process GGUF backend in ``local.py``): the paper's prompt, temperature 0, structured
output with a fallback ladder, one re-ask on an invalid reply, retries with backoff, N requests
in flight, a cache, and counters. A turn that cannot be extracted comes back as
``Extraction(failed=True)`` -- nothing in a run raises to the caller.
"""

from __future__ import annotations

import os
import random
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass, replace
from typing import Any, Protocol
from urllib.parse import urlsplit

import httpx

from ..errors import InvalidArgumentError, TaggraphError
from ..tags import FiveW
from .base import Extraction
from .cache import ReplyCache, turn_sha256
from .prompt import DEFAULT_MAX_TAGS, PROMPT_VERSION, OntologyMode, build_prompt
from .reply import FIVEW_JSON_SCHEMA, parse_reply

API_KEY_ENV_VARS = ("TAGGRAPH_LLM_API_KEY", "OPENAI_API_KEY")
# The structured-output ladder, strictest first. "json_object+schema" is the json_object mode with
# the schema attached, which llama-cpp-python's server (and Anyscale-style APIs) turn into a
# grammar while rejecting OpenAI's json_schema type; servers that reject it step on down.
FORMATS = ("json_schema", "json_object+schema", "json_object", "text")

REASK = (
    "Your previous reply could not be used: {error}\n"
    "Reply again with only the JSON object: keys who, what, when, where, why, extra "
    "(arrays of tag strings) and summary (a string). No prose, no code fences."
)


class LLMError(TaggraphError):
    """Base class of everything the LLM path raises internally."""


class LLMUnavailableError(LLMError):
    """The preflight check failed: server unreachable, model missing, key refused."""


class TransientError(LLMError):
    """Worth retrying: 429, 5xx, timeouts, refused or dropped connections."""

    def __init__(self, message: str, *, connect: bool = False, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.connect = connect
        self.retry_after = retry_after


class FormatRefusedError(LLMError):
    """The server rejected the request (HTTP 400/422) while a response_format was set."""


class RequestError(LLMError):
    """Permanent failure of one request (other 4xx, unusable body)."""


@dataclass(frozen=True)
class ChatReply:
    text: str
    prompt_tokens: int = 0
    completion_tokens: int = 0


class ChatBackend(Protocol):
    """One chat completion at temperature 0. ``fmt`` is one of :data:`FORMATS`."""

    model: str
    location: str  # URL or file, for messages
    extractor_id: str
    concurrency_limit: int | None  # None: any number of requests in flight

    def chat(self, messages: list[dict[str, str]], fmt: str, max_tokens: int) -> ChatReply: ...

    def check(self) -> None: ...


def response_format(fmt: str) -> dict[str, Any] | None:
    if fmt == "json_schema":
        return {
            "type": "json_schema",
            "json_schema": {"name": "fivew", "strict": True, "schema": FIVEW_JSON_SCHEMA},
        }
    if fmt == "json_object+schema":
        return {"type": "json_object", "schema": FIVEW_JSON_SCHEMA}
    if fmt == "json_object":
        return {"type": "json_object"}
    return None


def normalize_base_url(url: str) -> str:
    """``http://host:8080`` -> ``http://host:8080/v1``; a URL with a path is kept as given."""
    url = url.strip().rstrip("/")
    if "://" not in url:
        url = "http://" + url
    if urlsplit(url).path in ("", "/"):
        url += "/v1"
    return url


class OpenAIChatClient:
    """``POST {base}/chat/completions`` over httpx; thread-safe (one pooled ``httpx.Client``)."""

    concurrency_limit: int | None = None

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 300.0,  # CPU servers under load take minutes; a timed-out request keeps them busy
        connect_timeout: float = 5.0,
    ) -> None:
        self.location = normalize_base_url(base_url)
        self.model = model
        self.extractor_id = f"llm:{model}"
        key = (
            api_key
            if api_key is not None
            else next((os.environ[v] for v in API_KEY_ENV_VARS if os.environ.get(v)), None)
        )
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        self._http = httpx.Client(
            base_url=self.location,
            headers=headers,
            timeout=httpx.Timeout(timeout, connect=connect_timeout),
            limits=httpx.Limits(max_connections=64, max_keepalive_connections=16),
        )
        self.timeout = timeout

    def close(self) -> None:
        self._http.close()

    def chat(self, messages: list[dict[str, str]], fmt: str, max_tokens: int) -> ChatReply:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "temperature": 0,
            "max_tokens": max_tokens,
        }
        rf = response_format(fmt)
        if rf is not None:
            body["response_format"] = rf
        resp = self._send("POST", "/chat/completions", json=body)
        if rf is not None and _refuses_format(resp):
            raise FormatRefusedError(f"HTTP {resp.status_code} with response_format {fmt}: {_snippet(resp)}")
        self._raise_for_status(resp)
        try:
            data = resp.json()
            choice = data["choices"][0]
            text = (choice.get("message") or {}).get("content") or choice.get("text") or ""
        except (ValueError, KeyError, IndexError, TypeError, AttributeError) as exc:
            raise RequestError(f"unusable response body ({type(exc).__name__}): {_snippet(resp)}") from None
        usage = data.get("usage") or {}
        return ChatReply(str(text), _int(usage.get("prompt_tokens")), _int(usage.get("completion_tokens")))

    def _send(self, method: str, path: str, **kw: Any) -> httpx.Response:
        try:
            return self._http.request(method, path, **kw)
        except httpx.ConnectError as exc:
            raise TransientError(
                f"cannot reach {self.location}: {_connect_reason(exc)}", connect=True
            ) from None
        except httpx.TimeoutException as exc:
            raise TransientError(f"{self.location}: {type(exc).__name__} after {self.timeout:g}s") from None
        except (httpx.TransportError, httpx.DecodingError) as exc:  # dropped connection mid-request
            raise TransientError(f"{self.location}: {type(exc).__name__}: {exc}", connect=True) from None

    def _raise_for_status(self, resp: httpx.Response) -> None:
        code = resp.status_code
        if code < 400:
            return
        if code == 429 or code >= 500:
            raise TransientError(f"HTTP {code}: {_snippet(resp)}", retry_after=_retry_after(resp))
        raise RequestError(f"HTTP {code}: {_snippet(resp)}")

    def check(self) -> None:
        """One cheap request: the server answers and serves ``model``. Raises LLMUnavailableError."""
        hint = "start your server or pass --llm-url"
        try:
            resp = self._send("GET", "/models")
        except TransientError as exc:
            raise LLMUnavailableError(f"{exc}; {hint}") from None
        if resp.status_code in (401, 403):
            raise LLMUnavailableError(
                f"{self.location} refused the API key (HTTP {resp.status_code}); set {API_KEY_ENV_VARS[0]}"
            )
        ids: list[str] = []
        if resp.status_code == 200:
            try:
                ids = [str(m.get("id")) for m in resp.json().get("data", []) if isinstance(m, dict)]
            except (ValueError, AttributeError):
                ids = []
            if self.model in ids:
                return
        # No model list, or the model is not in it: some servers (llama.cpp) answer to any name,
        # so the final word is a tiny chat request.
        try:
            self.chat([{"role": "user", "content": 'Reply with {"ok": true}'}], "text", 8)
        except TransientError as exc:
            raise LLMUnavailableError(f"{exc}; {hint}") from None
        except LLMError as exc:
            listed = f"; the server lists: {', '.join(ids[:10])}" if ids else ""
            raise LLMUnavailableError(
                f"{self.location} did not serve model {self.model!r} ({exc}){listed}; pass --llm-model"
            ) from None


@dataclass(frozen=True)
class LLMStats:
    turns: int = 0
    requests: int = 0
    cache_hits: int = 0
    failures: int = 0
    first_try_valid: int = 0
    reasks: int = 0
    retries: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    seconds: float = 0.0  # summed per-turn wall time of turns that sent requests

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


class _GiveUpError(Exception):
    def __init__(self, message: str, requests: int, connect: bool) -> None:
        super().__init__(message)
        self.requests = requests
        self.connect = connect


@dataclass
class _Outcome:
    extraction: Extraction
    raw_reply: str | None  # set only for successes, which are what the cache keeps


class LLMExtractor:
    """The Extractor protocol over a chat backend.

    ``cache`` is consulted and written only on the calling thread; ``use_cache=False`` is the
    ``--no-cache`` switch. ``concurrency`` requests are in flight in ``extract_many``.
    """

    def __init__(
        self,
        client: ChatBackend,
        cache: ReplyCache | None = None,
        *,
        use_cache: bool = True,
        concurrency: int = 8,
        ontology_mode: OntologyMode = "all",
        max_ontology_tags: int = DEFAULT_MAX_TAGS,
        max_tokens: int = 1024,
        max_retries: int = 4,
        backoff: float = 0.5,
        max_backoff: float = 8.0,
        reask: bool = True,
        type_entities: bool = True,
    ) -> None:
        if concurrency < 1:
            raise InvalidArgumentError("concurrency must be >= 1")
        self.client = client
        self.id = client.extractor_id
        self.cache = cache
        self.use_cache = use_cache
        limit = client.concurrency_limit
        self.concurrency = min(concurrency, limit) if limit else concurrency
        self.ontology_mode: OntologyMode = ontology_mode
        self.max_ontology_tags = max_ontology_tags
        self.max_tokens = max_tokens
        self.max_retries = max_retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.reask = reask
        self.prompt_version = PROMPT_VERSION
        # Bare values get the root the turn's entities imply (see offline_nlp.type_bare_tags); the
        # cache keeps the reply as it came, so this is applied on the way out, to hits as well.
        self.typing_version: str | None = None
        if type_entities:
            from .offline_nlp import extractor_id

            self.typing_version = extractor_id()
        self._lock = threading.Lock()
        self._format_level = 0
        self._server_down = False
        self._stats = LLMStats()

    # -- public API ---------------------------------------------------------------------------

    @property
    def ontology_label(self) -> str:
        return "all" if self.ontology_mode == "all" else f"bounded:{self.max_ontology_tags}"

    @property
    def response_format_in_use(self) -> str:
        return FORMATS[self._format_level]

    @property
    def stats(self) -> LLMStats:
        with self._lock:
            return self._stats

    def report(self) -> dict[str, Any]:
        """What a run's report says about extraction: which model, prompt and ontology mode, and
        the running counts (requests, cache hits, failures, tokens)."""
        return {"id": self.id, "prompt_version": self.prompt_version, "ontology": self.ontology_label,
                "response_format": self.response_format_in_use, **self.stats.as_dict()}

    def check(self) -> None:
        """Preflight; raises :class:`LLMUnavailableError` with a message for the user."""
        self.client.check()

    def close(self) -> None:
        """Release the HTTP pool or the loaded model."""
        close = getattr(self.client, "close", None)
        if close is not None:
            close()

    def extract(
        self, user: str, assistant: str, ontology: Sequence[str] | Mapping[str, int] = ()
    ) -> Extraction:
        return self.extract_many([(user, assistant)], ontology)[0]

    def extract_many(
        self,
        turns: Sequence[tuple[str, str]],
        ontology: Sequence[str] | Mapping[str, int] = (),
        *,
        progress: Callable[[int, Extraction], None] | None = None,
    ) -> list[Extraction]:
        """Extract every turn against the same ontology; results in input order. ``progress``
        is called on this thread as each turn finishes (index, extraction)."""
        results: list[Extraction | None] = [None] * len(turns)
        pending: dict[str, list[int]] = {}
        for i, (user, assistant) in enumerate(turns):
            key = turn_sha256(user, assistant)
            hit = self._cached(key)
            if hit is not None:
                results[i] = hit
                self._count(turns=1, cache_hits=1)
                if progress:
                    progress(i, hit)
            else:
                pending.setdefault(key, []).append(i)

        def finish(key: str, outcome: _Outcome) -> None:
            if outcome.raw_reply is not None and self.cache is not None and self.use_cache:
                self.cache.put(self.id, self.prompt_version, key, outcome.raw_reply, outcome.extraction.tags)
            for i in pending[key]:
                results[i] = outcome.extraction
                if progress:
                    progress(i, outcome.extraction)

        if self.concurrency == 1 or len(pending) <= 1:
            for key, idx in pending.items():
                finish(key, self._run(*turns[idx[0]], ontology))
        else:
            with ThreadPoolExecutor(max_workers=min(self.concurrency, len(pending))) as pool:
                futures = {
                    pool.submit(self._run, *turns[idx[0]], ontology): key for key, idx in pending.items()
                }
                for fut in as_completed(futures):
                    finish(futures[fut], fut.result())
        done = [r for r in results if r is not None]
        return self._typed(done, [user for user, _ in turns]) if self.typing_version else done

    def _typed(self, results: list[Extraction], texts: list[str]) -> list[Extraction]:
        from .offline_nlp import type_many

        try:
            typed = type_many([r.tags for r in results], texts)
        except Exception as exc:  # noqa: BLE001 -- a missing model must not cost the notes
            return [replace(r, info={**r.info, "typing_error": f"{type(exc).__name__}: {exc}"}) for r in results]
        return [replace(r, tags=t) for r, t in zip(results, typed, strict=True)]

    # -- one turn -----------------------------------------------------------------------------

    def _cached(self, key: str) -> Extraction | None:
        if self.cache is None or not self.use_cache:
            return None
        hit = self.cache.get(self.id, self.prompt_version, key)
        if hit is None:
            return None
        return Extraction(hit.tags, info=self._info(cache_hit=True, requests=0))

    def _run(self, user: str, assistant: str, ontology: Sequence[str] | Mapping[str, int]) -> _Outcome:
        """Worker-thread body: never raises."""
        start = time.monotonic()
        try:
            return self._attempt(user, assistant, ontology, start)
        except Exception as exc:  # noqa: BLE001 -- a bug here must still not lose the turn
            self._count(turns=1, failures=1)
            return _Outcome(
                Extraction(FiveW(), True, f"internal error: {type(exc).__name__}: {exc}", self._info()), None
            )

    def _attempt(self, user: str, assistant: str, ontology: Any, start: float) -> _Outcome:
        prompt, sel = build_prompt(user, assistant, ontology, self.ontology_mode, self.max_ontology_tags)
        messages = [{"role": "user", "content": prompt}]
        usage = [0, 0]
        requests = 0
        extra = {"ontology_tags": len(sel.paths), "ontology_total": sel.total}
        try:
            reply, n = self._chat(messages)
            requests += n
            usage[0] += reply.prompt_tokens
            usage[1] += reply.completion_tokens
        except _GiveUpError as exc:
            return self._failed(FiveW(), str(exc), requests + exc.requests, usage, start, extra)
        tags, error = parse_reply(reply.text)
        first_ok = error is None and tags is not None
        raw = reply.text
        if error is not None and self.reask:
            self._count(reasks=1)
            again = messages + [
                {"role": "assistant", "content": reply.text[:4000]},
                {"role": "user", "content": REASK.format(error=error[:500])},
            ]
            try:
                reply2, n = self._chat(again)
                requests += n
                usage[0] += reply2.prompt_tokens
                usage[1] += reply2.completion_tokens
                tags2, error2 = parse_reply(reply2.text)
                if error2 is None and tags2 is not None:
                    tags, error, raw = tags2, None, reply2.text
                elif tags2 is not None and (tags is None or len(tags2) > len(tags)):
                    tags, error = tags2, f"after re-ask: {error2}"
                else:
                    error = f"after re-ask: {error2}"
            except _GiveUpError as exc:
                requests += exc.requests
                error = f"{error}; re-ask failed: {exc}"
        if error is not None:
            return self._failed(tags or FiveW(), error, requests, usage, start, extra)
        assert tags is not None
        seconds = time.monotonic() - start
        self._count(
            turns=1,
            requests=0,
            first_try_valid=int(first_ok),
            seconds=seconds,
            prompt_tokens=usage[0],
            completion_tokens=usage[1],
        )
        info = self._info(
            requests=requests,
            first_try_valid=first_ok,
            prompt_tokens=usage[0],
            completion_tokens=usage[1],
            seconds=round(seconds, 3),
            **extra,
        )
        return _Outcome(Extraction(tags, info=info), raw)

    def _failed(
        self, tags: FiveW, error: str, requests: int, usage: list[int], start: float, extra: dict[str, Any]
    ) -> _Outcome:
        seconds = time.monotonic() - start
        self._count(turns=1, failures=1, seconds=seconds, prompt_tokens=usage[0], completion_tokens=usage[1])
        info = self._info(
            requests=requests,
            first_try_valid=False,
            prompt_tokens=usage[0],
            completion_tokens=usage[1],
            seconds=round(seconds, 3),
            **extra,
        )
        return _Outcome(Extraction(tags, True, error[:1000], info), None)

    def _info(self, **kw: Any) -> dict[str, Any]:
        info = {
            "extractor": self.id,
            "model": self.client.model,
            "prompt_version": self.prompt_version,
            "ontology": self.ontology_label,
            "response_format": self.response_format_in_use,
            "cache_hit": False,
        }
        info.update(kw)
        return info

    # -- one request with retries and the response_format ladder ------------------------------

    def _chat(self, messages: list[dict[str, str]]) -> tuple[ChatReply, int]:
        """(reply, requests sent). Raises _GiveUpError after retries or on a permanent error."""
        level = self._format_level
        sent = 0
        retry = 0
        while True:
            sent += 1
            self._count(requests=1)
            try:
                reply = self.client.chat(messages, FORMATS[level], self.max_tokens)
            except FormatRefusedError as exc:
                if level + 1 >= len(FORMATS):
                    raise _GiveUpError(str(exc), sent, False) from None
                level += 1  # the server refused this response_format; step down the ladder
                continue
            except TransientError as exc:
                limit = 0 if (exc.connect and self._server_down) else self.max_retries
                if retry >= limit:
                    if exc.connect:
                        self._server_down = True  # later turns try once instead of backing off
                    raise _GiveUpError(f"{exc} (after {sent} attempts)", sent, exc.connect) from None
                delay = min(self.max_backoff, self.backoff * 2**retry) * random.uniform(0.75, 1.0)
                if exc.retry_after is not None:
                    delay = min(max(delay, exc.retry_after), self.max_backoff * 4)
                retry += 1
                self._count(retries=1)
                time.sleep(delay)
                continue
            except LLMError as exc:
                raise _GiveUpError(str(exc), sent, False) from None
            except Exception as exc:  # noqa: BLE001 -- a backend bug is one failed turn, not a crash
                raise _GiveUpError(f"{type(exc).__name__}: {exc}", sent, False) from None
            self._server_down = False
            if level > self._format_level:
                with self._lock:  # remember the format that worked so later turns skip the refusals
                    self._format_level = max(self._format_level, level)
            return reply, sent

    def _count(self, **deltas: float) -> None:
        with self._lock:
            d = self._stats.as_dict()
            for k, v in deltas.items():
                d[k] += v
            self._stats = LLMStats(**d)


def _int(v: Any) -> int:
    try:
        return int(v)
    except (TypeError, ValueError):
        return 0


def _snippet(resp: httpx.Response, n: int = 300) -> str:
    try:
        text = resp.text
    except Exception:  # noqa: BLE001
        text = ""
    return " ".join(text.split())[:n] or resp.reason_phrase


def _refuses_format(resp: httpx.Response) -> bool:
    """A 400/422, or a 5xx that names response_format (llama-cpp-python's server answers an
    unknown response_format type with HTTP 500 and a validation message)."""
    if resp.status_code in (400, 422):
        return True
    if resp.status_code >= 500:
        body = _snippet(resp, 4000).lower()
        return "response_format" in body or "json_schema" in body
    return False


def _retry_after(resp: httpx.Response) -> float | None:
    try:
        return max(0.0, float(resp.headers.get("retry-after", "")))
    except ValueError:
        return None


def _connect_reason(exc: Exception) -> str:
    text = str(exc).lower()
    if "refused" in text or "errno 111" in text:
        return "connection refused"
    if "name or service" in text or "nodename" in text or "getaddrinfo" in text:
        return "unknown host"
    return str(exc) or type(exc).__name__
