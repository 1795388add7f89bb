"""Offline sentence embeddings: the MiniLM ONNX backend, the cache, the HTTP backend."""

from __future__ import annotations

import json
import math
import socket
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from taggraph import embed
from taggraph.embed import (
    MINILM_DIM,
    Backend,
    Embedder,
    MiniLMOnnx,
    OpenAICompatible,
    default_embedder,
    embeddings_url,
    make_embedder,
    shared_minilm,
    text_key,
)
from taggraph.embed_files import (
    TOKENIZER_SHA256,
    DenseUnavailableError,
    EmbeddingBackendError,
    sha256_file,
    tokenizer_path,
    verify_sha256,
)


@pytest.fixture(scope="module")
def emb() -> Embedder:
    return default_embedder()


def cos(a: np.ndarray, b: np.ndarray) -> float:
    return float(a @ b)


# -- the offline model -------------------------------------------------------------------------

def test_vectors_are_float32_unit_norm_and_shaped(emb: Embedder) -> None:
    v = emb.encode(["I adopted a cat named Luna.", "", "Quarterly revenue grew by 12%."])
    assert v.shape == (3, MINILM_DIM) and v.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    assert emb.encode([]).shape == (0, MINILM_DIM)
    assert emb.model_id == "all-MiniLM-L6-v2-onnx-int8"


@pytest.mark.parametrize("anchor,close,far", [
    ("A man is eating food.", "A man is eating a piece of bread.", "The girl is carrying a baby."),
    ("My dog loves running in the park.", "The puppy enjoys playing outside on the grass.",
     "The central bank raised interest rates again."),
    ("Where did I put my car keys?", "I left the keys to my car on the kitchen table.",
     "Photosynthesis converts light into chemical energy."),
    ("I'm allergic to peanuts.", "Nuts give me a severe allergic reaction.",
     "The train to Berlin leaves at nine."),
])
def test_semantically_close_sentences_score_higher(emb: Embedder, anchor: str, close: str, far: str) -> None:
    a, c, f = emb.encode([anchor, close, far])
    assert cos(a, c) > cos(a, f) + 0.2


def test_encoding_is_deterministic_and_independent_of_batch(emb: Embedder) -> None:
    texts = ["short", "A considerably longer sentence, so the batch needs padding to its width.",
             "Ein deutscher Satz über das Wetter.", "数字 123 and emoji 🙂"]
    # Many lengths, batched in several widths: a text's vector must not depend on the texts
    # beside it, bit for bit (NoteVectors.write_texts embeds slot texts in batches, a query
    # embeds them alone). Numbers come from the model's own kernels, not a tolerance.
    sentence = "my new manager starts on Monday and the car goes back to the garage after lunch"
    words = sentence.split(" ")
    texts += [" ".join(words[(i * 7 + j) % len(words)] for j in range(1 + (i * 13) % 90)) for i in range(70)]
    backend = shared_minilm()
    alone = np.vstack([backend.embed([t]) for t in texts])
    for size in (3, 32):
        batched = MiniLMOnnx(batch_size=size, threads=backend.threads)
        np.testing.assert_array_equal(batched.embed(texts), alone)
    together = embed.normalize_rows(backend.embed(texts))
    np.testing.assert_array_equal(embed.normalize_rows(backend.embed(texts)), together)
    # A fresh embedder (no shared cache) reproduces the cached vectors exactly.
    np.testing.assert_array_equal(Embedder(backend).encode(texts), emb.encode(texts))


def test_inputs_are_truncated_at_256_tokens() -> None:
    backend = shared_minilm()
    head = " ".join(["memory"] * 300)  # > 256 word pieces on its own
    a, b = embed.normalize_rows(backend.embed([head + " cats purr", head + " stock markets crashed"]))
    np.testing.assert_allclose(a, b, atol=1e-6)
    short = MiniLMOnnx(max_tokens=16)
    assert short.model_id.endswith("-t16")
    c, d = embed.normalize_rows(short.embed(["one two three four five six seven eight nine ten "
                                             "eleven twelve thirteen fourteen x", "one two three four five "
                                             "six seven eight nine ten eleven twelve thirteen fourteen y"]))
    np.testing.assert_allclose(c, d, atol=1e-6)


def test_pinned_files() -> None:
    assert sha256_file(tokenizer_path()) == TOKENIZER_SHA256
    notice = tokenizer_path().with_name("minilm-tokenizer.NOTICE").read_text()
    assert "Apache" in notice and TOKENIZER_SHA256 in notice


def test_a_model_file_that_does_not_match_the_pin_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "model.onnx"
    bad.write_bytes(b"not the model")
    with pytest.raises(EmbeddingBackendError, match="does not match the pinned"):
        MiniLMOnnx(model_path=bad)
    with pytest.raises(EmbeddingBackendError):
        verify_sha256(bad, "0" * 64)
    verify_sha256(bad, sha256_file(bad))  # the right hash passes


def test_missing_dense_dependencies_name_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "onnxruntime", None)  # makes `import onnxruntime` fail
    with pytest.raises(DenseUnavailableError, match=r"taggraph\[dense\]"):
        MiniLMOnnx()


def test_unknown_backend() -> None:
    with pytest.raises(ValueError, match="minilm-onnx"):
        make_embedder("no-such-backend")


# -- caching -------------------------------------------------------------------------------------

class DictStore:
    """The two methods taggraph's Store offers, over a dict, recording what was asked."""

    def __init__(self) -> None:
        self.rows: dict[tuple[str, str], bytes] = {}
        self.gets: list[list[str]] = []
        self.puts: list[list[str]] = []

    def embedding_get(self, model: str, keys: list[str]) -> dict[str, bytes]:
        self.gets.append(list(keys))
        return {k: self.rows[(model, k)] for k in keys if (model, k) in self.rows}

    def embedding_put(self, model: str, items: list[tuple[str, bytes]]) -> None:
        self.puts.append([k for k, _ in items])
        for k, blob in items:
            self.rows[(model, k)] = blob


class CountingBackend:
    """The real backend, counting how many texts reach it."""

    def __init__(self, inner: Backend) -> None:
        self.inner = inner
        self.model_id = inner.model_id
        self.seen: list[str] = []

    @property
    def dim(self) -> int | None:
        return self.inner.dim

    def embed(self, texts: list[str]) -> np.ndarray:
        self.seen.extend(texts)
        return self.inner.embed(texts)


def test_store_cache_is_used_across_embedders() -> None:
    store = DictStore()
    texts = ["first note", "second note", "first note"]
    b1 = CountingBackend(shared_minilm())
    v1 = Embedder(b1, cache=store).encode(texts)
    assert b1.seen == ["first note", "second note"]  # duplicates embedded once
    assert store.puts == [[text_key("first note"), text_key("second note")]]
    blob = store.rows[(b1.model_id, text_key("second note"))]
    np.testing.assert_array_equal(np.frombuffer(blob, dtype="<f4"), v1[1])

    b2 = CountingBackend(shared_minilm())
    e2 = Embedder(b2, cache=store)
    v2 = e2.encode(texts + ["third note"])
    assert b2.seen == ["third note"]
    np.testing.assert_array_equal(v2[:3], v1)
    assert e2.stats.store_hits == 2 and e2.stats.computed == 1
    e2.encode(["first note"])  # now served from memory, no store round trip
    assert e2.stats.memory_hits == 1 and len(store.gets) == 2


def test_a_stored_blob_of_the_wrong_size_is_recomputed() -> None:
    store = DictStore()
    backend = CountingBackend(shared_minilm())
    store.rows[(backend.model_id, text_key("hello"))] = b"\x00" * 12
    v = Embedder(backend, cache=store).encode(["hello"])
    assert backend.seen == ["hello"]
    assert math.isclose(float(np.linalg.norm(v[0])), 1.0, rel_tol=1e-5)


def test_without_a_store_an_in_process_cache_is_kept() -> None:
    backend = CountingBackend(shared_minilm())
    e = Embedder(backend, cache=object())  # an object without the two methods is ignored
    assert e.cache is None
    a = e.encode(["x y z"])
    b = e.encode(["x y z"])
    assert backend.seen == ["x y z"]
    np.testing.assert_array_equal(a, b)


# -- the OpenAI-compatible HTTP backend ----------------------------------------------------------

class _Handler(BaseHTTPRequestHandler):
    requests: list[tuple[str, dict[str, Any]]] = []
    fail = False

    def do_POST(self) -> None:  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append((self.path, body))
        if type(self).fail:
            self.send_response(500)
            self.end_headers()
            self.wfile.write(b"model not loaded")
            return
        # Vectors derived from the text: [len, count of 'a', 3, NaN for texts containing '!'].
        data = [{"index": i, "embedding": [float(len(t)), float(t.count("a")), 3.0,
                                           float("nan") if "!" in t else 0.0]}
                for i, t in enumerate(body["input"])]
        out = json.dumps({"object": "list", "data": list(reversed(data)), "model": body["model"]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def server() -> Iterator[str]:
    _Handler.requests = []
    _Handler.fail = False
    srv = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    yield f"http://127.0.0.1:{srv.server_address[1]}"
    srv.shutdown()
    srv.server_close()


def test_openai_compatible_backend(server: str) -> None:
    e = make_embedder("ollama", url=server, batch_size=2)
    assert e.model_id == "openai-compat:nomic-embed-text"
    v = e.encode(["aaa", "b", "ab!"])
    paths = {p for p, _ in _Handler.requests}
    assert paths == {"/v1/embeddings"}
    assert [b["input"] for _, b in _Handler.requests] == [["aaa", "b"], ["ab!"]]
    assert all(b["model"] == "nomic-embed-text" for _, b in _Handler.requests)
    # Server order is restored by "index"; NaN becomes 0; rows are unit length.
    raw = np.array([[3, 3, 3, 0], [1, 0, 3, 0], [3, 1, 3, 0]], dtype=np.float32)
    np.testing.assert_allclose(v, raw / np.linalg.norm(raw, axis=1, keepdims=True), rtol=1e-6)
    assert e.dim == 4


def test_openai_compatible_backend_reports_http_errors(server: str) -> None:
    _Handler.fail = True
    with pytest.raises(EmbeddingBackendError, match="HTTP 500: model not loaded"):
        make_embedder("openai", url=server + "/v1", model="m").encode(["x"])


def test_unreachable_server_gives_a_clear_error() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    backend = OpenAICompatible(f"http://127.0.0.1:{port}", "nomic-embed-text", timeout=5)
    with pytest.raises(EmbeddingBackendError, match=rf"cannot reach .*127\.0\.0\.1:{port}.*minilm-onnx"):
        Embedder(backend).encode(["hello"])


def test_embeddings_url() -> None:
    assert embeddings_url("http://h:11434") == "http://h:11434/v1/embeddings"
    assert embeddings_url("http://h:11434/v1/") == "http://h:11434/v1/embeddings"
    assert embeddings_url("https://api.example/v1/embeddings") == "https://api.example/v1/embeddings"


def test_sqlite_store_keeps_vectors_across_reopen(tmp_path: Path) -> None:
    from taggraph.store.sqlite import SQLiteStore

    path = tmp_path / "mem.sqlite"
    store = SQLiteStore(path)
    first = CountingBackend(shared_minilm())
    v1 = Embedder(first, cache=store).encode(["kept across processes", "second"])
    store.close()
    reopened = SQLiteStore(path)
    again = CountingBackend(shared_minilm())
    v2 = Embedder(again, cache=reopened).encode(["second", "kept across processes"])
    assert first.seen == ["kept across processes", "second"] and again.seen == []
    np.testing.assert_array_equal(v2, v1[::-1])
    reopened.close()


def test_queries_can_skip_the_store() -> None:
    store = DictStore()
    e = Embedder(shared_minilm(), cache=store)
    q = e.encode(["a passing query"], persist=False)
    assert store.gets == [] and store.puts == []
    np.testing.assert_array_equal(e.encode(["a passing query"], persist=False), q)
    assert e.stats.memory_hits == 1


# -- the static table distilled from MiniLM -------------------------------------------------------

def test_static_table_is_pinned_and_its_id_names_the_pin(tmp_path: Path) -> None:
    from taggraph.embed_static import STATIC_SHA256, StaticMiniLM, static_table_path

    assert sha256_file(static_table_path()) == STATIC_SHA256
    s = make_embedder("minilm-static")
    assert s.model_id == f"minilm-static-256+{STATIC_SHA256[:12]}" and s.dim == 256
    bad = tmp_path / "table.npz"
    bad.write_bytes(static_table_path().read_bytes()[:-10] + b"0123456789")
    with pytest.raises(EmbeddingBackendError, match="does not match the pinned"):
        StaticMiniLM(table_path=bad)


@pytest.mark.parametrize("anchor,close,far", [
    ("My dog loves running in the park.", "The puppy enjoys playing outside on the grass.",
     "The central bank raised interest rates again."),
    ("Where did I put my car keys?", "I left the keys to my car on the kitchen table.",
     "Photosynthesis converts light into chemical energy."),
])
def test_static_vectors_are_unit_norm_and_keep_meaning(anchor: str, close: str, far: str) -> None:
    s = make_embedder("minilm-static")
    v = s.encode([anchor, close, far, ""])
    assert v.shape == (4, 256) and v.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(v[:3], axis=1), 1.0, atol=1e-5)
    assert not v[3].any()  # no token, no vector
    assert cos(v[0], v[1]) > cos(v[0], v[2]) + 0.1
    # the same text alone or in a batch gives the same vector
    np.testing.assert_allclose(make_embedder("minilm-static").encode([close])[0], v[1], atol=1e-6)
