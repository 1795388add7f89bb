"""``minilm-static``: a static token-embedding table distilled from the shipped all-MiniLM-L6-v2
int8 ONNX model (model2vec-style; ``benchmarks/distill_static.py`` reproduces it), for when
MiniLM itself is too slow to embed every note as it is written.

A text is tokenised with MiniLM's own tokenizer and its vector is the mean of its tokens' rows
(each row already carries its token's frequency weight); ``Embedder`` normalises it. No
transformer runs: thousands of notes a second on one core, against about 80 for MiniLM. The
table ships in ``taggraph/data`` and is pinned by sha256; its model id carries the hash, so
vectors of another table are never mixed with its own.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import numpy as np

from .embed_files import TOKENIZER_SHA256, DenseUnavailableError, tokenizer_path, verify_sha256

STATIC_FILE = "minilm-static-256.npz"
STATIC_SHA256 = "4c6ba9c842088ae50d44451a7ea99a6cf0b5b32896b50d0742f8fa877d336797"
# Longer texts are cut here: past a few hundred tokens the mean barely moves.
STATIC_MAX_TOKENS = 512


def static_table_path() -> Path:
    return Path(str(resources.files("taggraph") / "data" / STATIC_FILE))


class StaticMiniLM:
    """Mean of distilled MiniLM token vectors; vectors are returned unnormalised."""

    name = "minilm-static"

    def __init__(self, *, table_path: str | Path | None = None, table_sha256: str | None = STATIC_SHA256,
                 max_tokens: int = STATIC_MAX_TOKENS) -> None:
        try:
            from tokenizers import Tokenizer
        except ImportError as e:
            raise DenseUnavailableError("the tokenizers package is needed; install taggraph[dense]") from e
        path = Path(table_path) if table_path is not None else static_table_path()
        if table_sha256:
            verify_sha256(path, table_sha256)
        tok_path = tokenizer_path()
        verify_sha256(tok_path, TOKENIZER_SHA256)
        with np.load(path) as f:
            self._table = f["table"].astype(np.float32)
        digest = (table_sha256 or "unpinned")[:12]
        self.model_id = f"minilm-static-{self._table.shape[1]}+{digest}"
        self._tok = Tokenizer.from_file(str(tok_path))
        self._tok.no_padding()
        self._tok.enable_truncation(max_length=max_tokens)

    @property
    def dim(self) -> int:
        return int(self._table.shape[1])

    def embed(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        encs = self._tok.encode_batch(list(texts), add_special_tokens=False)
        lens = np.fromiter((len(e.ids) for e in encs), dtype=np.int64, count=len(encs))
        ids = np.fromiter((i for e in encs for i in e.ids), dtype=np.int64, count=int(lens.sum()))
        nonempty = np.flatnonzero(lens)
        if not len(nonempty):
            return out
        starts = np.concatenate([[0], np.cumsum(lens)[:-1]])[nonempty]
        sums = np.add.reduceat(self._table[ids], starts, axis=0)
        out[nonempty] = sums / lens[nonempty, None]
        return out
