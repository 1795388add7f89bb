"""The vector table's two-part matrix (taggraph.index.rows): rows kept read-only from a load plus
rows appended after it answer as one plain array would, and appending never writes the first part."""

from __future__ import annotations

import numpy as np

from taggraph.index.rows import Rows
from taggraph.index.vectortable import VectorTable


def test_rows_appended_after_a_read_only_base_read_as_one_array() -> None:
    rng = np.random.default_rng(5)
    base = rng.standard_normal((50, 8)).astype(np.float32)
    base.flags.writeable = False  # as a view of a read-only map: any write would raise
    rows = Rows(8, base)
    plain = base.copy()
    for size in (1, 3, 70, 2):  # the tail grows past its first capacity
        more = rng.standard_normal((size, 8)).astype(np.float32)
        rows.append(more)
        plain = np.vstack([plain, more])
    assert rows.base is base and len(rows) == len(plain)
    pos = rng.choice(len(plain), 40)
    q = rng.standard_normal(8).astype(np.float32)
    mask = rng.random(len(plain)) < 0.6
    assert np.array_equal(rows.take(pos), plain[pos])
    assert np.allclose(rows.dots(q), plain @ q, atol=1e-5)
    assert np.array_equal(rows.array(), plain)
    assert np.allclose(rows.sum(mask, step=7), plain[mask].sum(axis=0, dtype=np.float64))


def test_a_table_loaded_read_only_grows_removes_and_compacts_as_one_built_whole() -> None:
    rng = np.random.default_rng(9)
    vecs = rng.standard_normal((300, 6)).astype(np.float32)
    ids = [f"n{i}" for i in range(300)]
    whole = VectorTable(compact_min=20)
    whole.add_many(ids, vecs)
    loaded = VectorTable(compact_min=20)
    frozen = vecs[:200].copy()
    frozen.flags.writeable = False
    loaded._mat, loaded._ids = Rows(6, frozen), list[str | None](ids[:200])
    loaded._alive = np.ones(200, dtype=bool)
    loaded._row = {i: k for k, i in enumerate(ids[:200])}
    loaded.add_many(ids[200:], vecs[200:])
    q = rng.standard_normal(6).astype(np.float32)
    for table in (whole, loaded):
        for i in range(300):
            if i % 3:
                table.remove(f"n{i}")  # more dead rows than live ones: compacts
    assert loaded._dead < 100 and not loaded._mat.base.size  # compacted into one owned array
    assert loaded.top(q, 15) == whole.top(q, 15)
    assert np.array_equal(loaded.take(["n0", "n297", "n3"]), whole.take(["n0", "n297", "n3"]))
    assert np.allclose(loaded.base(q), whole.base(q))
