"""Distil a static token-embedding table from the shipped all-MiniLM-L6-v2 int8 ONNX model
(model2vec-style), for the ``minilm-static`` embedding backend (``taggraph.embed_static``).

    python benchmarks/distill_static.py --out src/taggraph/data/minilm-static-256.npz --dim 256

1. Every wordpiece of MiniLM's own vocabulary (30,522, ``[unused*]`` and special tokens left
   out) goes through the shipped ONNX model alone, as ``[CLS] token [SEP]``, and its mean-pooled
   output is its vector: what MiniLM itself says about that token. Nothing is downloaded.
2. PCA (numpy SVD, centred on the mean token) keeps ``--dim`` dimensions.
3. Frequency weighting (SIF, Arora et al. 2017: ``a / (a + p(token))``, a = 1e-3): the token
   probabilities come from tokenising wordfreq's English word list (the package the offline
   extractor already installs) weighted by each word's frequency, so frequent pieces ("the",
   "##s") weigh little and rare names weigh much. The weights are folded into the rows.

A sentence's vector is then the mean of its tokens' rows (L2-normalised by ``Embedder``). The
table is stored as float16 in an ``.npz`` file whose sha256 ``embed_static`` pins; rerunning
this script on the same onnxruntime build reproduces it (another CPU may differ in the last
float16 bits, and then in the hash).
"""

from __future__ import annotations

import argparse
import hashlib
import io
import time
from pathlib import Path

import numpy as np

from taggraph.embed import MiniLMOnnx

SIF_A = 1e-3


def token_vectors(backend: MiniLMOnnx, ids: list[int], batch: int = 512, pool: str = "mean") -> np.ndarray:
    """``pool="mean"``: MiniLM's own mean pooling over ``[CLS] token [SEP]``; ``"token"``: the
    output at the token's own position."""
    cls, sep = 101, 102
    out = np.zeros((len(ids), 384), dtype=np.float32)
    for start in range(0, len(ids), batch):
        chunk = ids[start:start + batch]
        rows = [[cls, i, sep] for i in chunk]
        if pool == "mean":
            out[start:start + len(chunk)] = backend._run(rows)
        else:
            ids_arr = np.array(rows, dtype=np.int64)
            feeds = {"input_ids": ids_arr, "attention_mask": np.ones_like(ids_arr)}
            if "token_type_ids" in backend._input_names:
                feeds["token_type_ids"] = np.zeros_like(ids_arr)
            out[start:start + len(chunk)] = backend._session.run(None, feeds)[0][:, 1]
    return out


def token_probabilities(tokenizer: object, vocab_size: int, n_words: int = 200_000) -> np.ndarray:
    import wordfreq

    words = wordfreq.top_n_list("en", n_words)
    freqs = np.array([wordfreq.word_frequency(w, "en") for w in words], dtype=np.float64)
    counts = np.zeros(vocab_size, dtype=np.float64)
    encs = tokenizer.encode_batch(words, add_special_tokens=False)  # type: ignore[attr-defined]
    for enc, f in zip(encs, freqs, strict=True):
        for i in enc.ids:
            counts[i] += f
    # a piece wordfreq never produces gets the probability of the rarest one seen
    seen = counts > 0
    counts[~seen] = counts[seen].min()
    probs: np.ndarray = counts / counts.sum()
    return probs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--dim", type=int, default=256, help="PCA dimensions (384: no reduction)")
    ap.add_argument("--threads", type=int, default=1, help="onnxruntime threads (1: the reproducible setting)")
    ap.add_argument("--pool", choices=["mean", "token"], default="mean", help="see token_vectors")
    args = ap.parse_args()

    t0 = time.perf_counter()
    backend = MiniLMOnnx(threads=args.threads)
    tok = backend._tok
    vocab = tok.get_vocab()
    size = tok.get_vocab_size()
    keep = sorted(i for t, i in vocab.items() if not (t.startswith("[") and t.endswith("]")))
    vecs = token_vectors(backend, keep, pool=args.pool)
    print(f"{len(keep)} token vectors in {time.perf_counter() - t0:.1f} s")

    mean = vecs.mean(axis=0)
    centred = vecs - mean
    if args.dim < centred.shape[1]:
        _, s, vt = np.linalg.svd(centred, full_matrices=False)
        proj = centred @ vt[: args.dim].T
        kept = float((s[: args.dim] ** 2).sum() / (s ** 2).sum())
        print(f"PCA to {args.dim} dims keeps {kept:.1%} of the variance")
    else:
        proj = centred
    p = token_probabilities(tok, size)
    weights = SIF_A / (SIF_A + p[keep])
    table = np.zeros((size, proj.shape[1]), dtype=np.float32)  # special and unused tokens: zero rows
    table[keep] = proj * weights[:, None]

    buf = io.BytesIO()
    np.savez(buf, table=table.astype(np.float16))
    data = buf.getvalue()
    Path(args.out).write_bytes(data)
    print(f"wrote {args.out}: {table.shape}, {len(data) / 1e6:.1f} MB, sha256 {hashlib.sha256(data).hexdigest()}")


if __name__ == "__main__":
    main()
