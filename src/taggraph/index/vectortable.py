"""The shared raw-text indexes: the dense vectors of the raw exchanges (one component per
embedder) and an FTS5 table over them (one component). OpenClaw ranks over both, fusion reads
the vectors only; :mod:`taggraph.index.vectors` fills the vectors as notes are written."""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable, Mapping, MutableMapping
from typing import TYPE_CHECKING, Any

import numpy as np

from ..arrays import IdSlots, positions
from ..embed import Embedder, text_key
from . import ann
from .notetable import table_of
from .rows import Rows

if TYPE_CHECKING:
    from ..notes import Note
    from .base import Index


class VectorTable:
    """Row-per-note float32 matrix, appended in insertion order; removal leaves a tombstone and
    compacts once tombstones outnumber live rows, so row order (the tie-break) never changes.

    From ``ann_min`` live rows on (default :data:`taggraph.index.ann.ANN_MIN`), :meth:`top` is
    approximate: an IVF-SQ8 index (:mod:`taggraph.index.ann`), trained when the table first
    crosses it and kept in step by every add, remove and compaction, picks the candidates that
    are re-scored exactly. Below it nothing changes (no index, no faiss import)."""

    def __init__(self, compact_min: int = 1024, *, ann_min: int | None = None,
                 ann_settings: ann.AnnSettings | None = None) -> None:
        self._compact_min = compact_min
        self._mat: Rows | None = None  # row r is note self._ids[r]'s vector
        self._ids: list[str | None] = []
        self._alive = np.zeros(0, dtype=bool)
        self._row: MutableMapping[str, int] = {}  # an IdSlots over a restored table's ids
        self._dead = 0
        self.ann_min = ann.ANN_MIN if ann_min is None else ann_min
        self.ann_settings = ann_settings or ann.DEFAULT
        self.ann: ann.IvfIndex | None = None
        # with an ANN: the sum of the live rows (float64), so base() is one dot product
        self._sum: np.ndarray | None = None

    def __len__(self) -> int:
        return len(self._row)

    def add_many(self, ids: list[str], vecs: np.ndarray) -> None:
        if not ids:
            return
        vecs = np.asarray(vecs, dtype=np.float32)
        n0 = len(self._ids)
        need = n0 + len(ids)
        if self._mat is None:
            self._mat = Rows(vecs.shape[1])
        self._mat.append(vecs)  # the rows already there are not copied (a mapped snapshot's stay mapped)
        if need > len(self._alive):
            alive = np.zeros(max(64, need, 2 * len(self._alive)), dtype=bool)
            alive[:n0] = self._alive[:n0]
            self._alive = alive
        self._alive[n0:need] = True
        for j, id_ in enumerate(ids):
            self._ids.append(id_)
            self._row[id_] = n0 + j
        if self.ann is not None:
            self.ann.add(self._mat.take, np.arange(n0, need, dtype=np.int64))
            self._sum = self._live_sum() if self._sum is None else self._sum + vecs.sum(axis=0, dtype=np.float64)
        else:
            self.ensure_ann()

    @property
    def approximate(self) -> bool:
        """Whether :meth:`top` is approximate (the table holds an ANN index)."""
        return self.ann is not None

    def describe_search(self) -> str:
        """How :meth:`top` searches, for explanations and ``stats()``."""
        if self.ann is not None:
            return f"approximate ({self.ann.describe()}; {len(self)} vectors)"
        return f"exact ({len(self)} vectors)"

    def ensure_ann(self) -> bool:
        """Train the ANN index once the table has ``ann_min`` live rows (a write, or a load of a
        snapshot saved without one, pays for it); returns whether it trained one."""
        if self.ann is not None or self._mat is None or len(self._row) < max(1, self.ann_min):
            return False
        live = np.flatnonzero(self._alive[:len(self._ids)])
        self.ann = ann.IvfIndex.train(self._mat.take, live, self.ann_settings)
        self._sum = self._live_sum()
        return True

    def _live_sum(self) -> np.ndarray:
        assert self._mat is not None
        return self._mat.sum(self._alive)

    def live_matrix(self) -> np.ndarray:
        """The live rows in row order, as one new array."""
        if self._mat is None:
            return np.zeros((0, 0), dtype=np.float32)
        return self._mat.take(np.flatnonzero(self._alive[:len(self._ids)]))

    def remove(self, id_: str) -> None:
        r = self._row.pop(id_, None)
        if r is None:
            return
        self._alive[r] = False
        self._ids[r] = None
        self._dead += 1
        if self.ann is not None:
            self.ann.remove([r])
            if self._sum is not None and self._mat is not None:
                self._sum = self._sum - self._mat.take(np.array([r]))[0].astype(np.float64)
        if self._dead > max(self._compact_min, len(self._row)):
            self._compact()

    def _compact(self) -> None:
        if self._mat is None:
            return
        n = len(self._ids)
        keep = np.flatnonzero(self._alive[:n])
        mat = Rows(self._mat.dim)
        mat.append(self._mat.take(keep))
        alive = np.zeros(len(self._alive), dtype=bool)
        alive[:len(keep)] = True
        self._ids = [self._ids[r] for r in keep]
        self._row = {id_: i for i, id_ in enumerate(self._ids) if id_ is not None}
        self._mat, self._alive, self._dead = mat, alive, 0
        if self.ann is not None:  # the ANN's ids are row numbers: add the live rows again
            self.ann.renumber(mat.take, np.arange(len(keep), dtype=np.int64))
            self._sum = self._live_sum()

    def row(self, id_: str) -> int | None:
        return self._row.get(id_)

    @property
    def rows(self) -> Mapping[str, int]:
        """Note id -> row of :meth:`all_scores` (read-only use)."""
        return self._row

    def _positions(self, ids: list[str]) -> np.ndarray:
        """The row of each id, -1 for an id without one."""
        return positions(self._row, ids)

    def take(self, ids: list[str]) -> np.ndarray:
        """The vectors of ``ids`` as rows (a zero row for an id without one)."""
        out = np.zeros((len(ids), self._mat.dim if self._mat is not None else 0), dtype=np.float32)
        if self._mat is not None and ids:
            pos = self._positions(ids)
            ok = np.flatnonzero(pos >= 0)
            out[ok] = self._mat.take(pos[ok])
        return out

    def all_scores(self, q: np.ndarray) -> np.ndarray:
        """The dot product of ``q`` with every row (index = :meth:`row`); dead rows score -inf."""
        size = len(self._ids)
        if self._mat is None or not size:
            return np.zeros(0, dtype=np.float32)
        scores = self._mat.dots(q)
        scores[~self._alive[:size]] = -np.inf
        return scores

    def dots(self, ids: list[str], q: np.ndarray) -> np.ndarray:
        """The dot product of ``q`` with the rows of ``ids`` only (0.0 for an id without a row):
        what a caller needs of a few notes, without reading every row."""
        out = np.zeros(len(ids), dtype=np.float64)
        if self._mat is None or not ids:
            return out
        pos = self._positions(ids)
        ok = np.flatnonzero(pos >= 0)
        if len(ok):
            out[ok] = np.einsum("ij,j->i", self._mat.take(pos[ok]), q.astype(np.float32))
        return out

    def base(self, q: np.ndarray) -> float:
        """The mean dot product of ``q`` over the live rows. With an ANN it is ``q`` times the
        kept sum of the live rows over their count (the mean of the products is the product
        with the mean): one dot product, not a pass over every row."""
        if self._mat is None or not self._row:
            return 0.0
        if self._sum is None or self.ann is None:
            return float(np.mean(self.all_scores(q)[self._alive[:len(self._ids)]]))
        return float(self._sum @ q.astype(np.float64)) / len(self._row)

    def top(self, q: np.ndarray, n: int, scores: np.ndarray | None = None, *,
            exact: bool = False) -> list[tuple[str, float]]:
        """The ``n`` best rows by dot product (= cosine for unit vectors), best first, ties in
        row order; non-finite scores are dropped. ``scores``: :meth:`all_scores` of ``q``, when
        the caller has it already. Approximate when the table holds an ANN index (see
        :attr:`approximate`) and neither ``scores`` nor ``exact`` is given: the ANN's candidates,
        re-scored exactly."""
        if self._mat is None or not self._row or n <= 0:
            return []
        size = len(self._ids)
        if self.ann is not None and scores is None and not exact:
            return self._top_of(self.ann.candidates(q, n), q, n)
        if scores is None or len(scores) != size:
            scores = self._mat.dots(q)
        ok = self._alive[:size] & np.isfinite(scores)
        rows = np.flatnonzero(ok)
        return self._select(rows, scores[rows], n)

    def _top_of(self, rows: np.ndarray, q: np.ndarray, n: int) -> list[tuple[str, float]]:
        """The ``n`` best of the candidate ``rows``, by their exact dot product with ``q``."""
        rows = np.sort(rows[(rows < len(self._ids))])
        rows = rows[self._alive[rows]]  # a removed row is out of the ANN too; this is a guard
        assert self._mat is not None  # an ANN index is made from the matrix
        s = np.einsum("ij,j->i", self._mat.take(rows), q.astype(np.float32))
        keep = np.isfinite(s)
        return self._select(rows[keep], s[keep], n)

    def _select(self, rows: np.ndarray, s: np.ndarray, n: int) -> list[tuple[str, float]]:
        """The ``n`` best of ``rows`` scored ``s`` (rows ascending), best first, ties in row order."""
        if len(rows) > n:
            part = np.argpartition(-s, n - 1)[:n]
            thr = s[part].min()
            above = np.flatnonzero(s > thr)
            ties = np.flatnonzero(s == thr)[: n - len(above)]
            sel = np.concatenate([above, ties])
            rows, s = rows[sel], s[sel]
        order = np.lexsort((rows, -s))
        return [(self._ids[rows[i]], float(s[i])) for i in order]


def _add_in_slices(index: Index, add_many: Callable[[list[Note]], None], size: int = 4096) -> None:
    """Every note of ``index`` to ``add_many``, a slice at a time: a build over a large store never
    holds every note at once (and a lookup-only vector build reads its vectors a batch at a time)."""
    batch: list[Note] = []
    for note in index.notes.values():
        batch.append(note)
        if len(batch) == size:
            add_many(batch)
            batch = []
    add_many(batch)


class ChunksFts:
    """OpenClaw's ``chunks_fts``: an in-memory FTS5 table over the notes' raw text, one index
    component (``chunks-fts``) whatever the embedder. Kept apart from the vectors because fusion,
    the default method, reads only the vectors: its first query neither reads nor holds the table
    (40 MB at 100k notes). Its snapshot is the serialised database."""

    SNAPSHOT_VERSION = "chunks-fts/1"
    KEY = "chunks-fts"

    def __init__(self, db: sqlite3.Connection | None = None) -> None:
        if db is None:
            db = sqlite3.connect(":memory:", check_same_thread=False)
            # No tokenize= option: FTS5's default unicode61 (case folding, diacritics removed, no
            # stemming, no stopwords), as OpenClaw's chunks_fts.
            db.execute("CREATE VIRTUAL TABLE chunks_fts USING fts5(text, id UNINDEXED)")
        self.db = db
        self.rowid: dict[str, int] = {}
        self.next_rowid = 1
        self.lock = threading.RLock()

    @classmethod
    def of(cls, index: Index) -> ChunksFts:
        def build(ix: Index) -> ChunksFts:
            f = cls()
            _add_in_slices(ix, f.add_many)
            return f
        return index.component(cls.KEY, build, cls)

    def add(self, note: Note) -> None:
        self.add_many([note])

    def add_many(self, notes: list[Note]) -> None:
        with self.lock:
            rows = []
            for n in notes:
                if n.id not in self.rowid:
                    self.rowid[n.id] = self.next_rowid
                    rows.append((self.next_rowid, n.raw_text, n.id))
                    self.next_rowid += 1
            self.db.executemany("INSERT INTO chunks_fts(rowid, text, id) VALUES (?, ?, ?)", rows)

    def remove(self, note_id: str) -> None:
        with self.lock:
            rowid = self.rowid.pop(note_id, None)
            if rowid is not None:
                self.db.execute("DELETE FROM chunks_fts WHERE rowid = ?", (rowid,))

    def search(self, fts_query: str, limit: int) -> list[tuple[str, float]]:
        """(note id, bm25 rank) of the rows matching ``fts_query``, best first."""
        with self.lock:
            # rowid (= insertion order) breaks rank ties deterministically; OpenClaw leaves
            # them to SQLite.
            return self.db.execute(
                "SELECT id, bm25(chunks_fts) AS rank FROM chunks_fts WHERE chunks_fts MATCH ? "
                "ORDER BY rank ASC, rowid ASC LIMIT ?", (fts_query, limit)).fetchall()

    def snapshot_state(self) -> dict[str, np.ndarray]:
        from ..store.snapshot import pack_strings

        with self.lock:
            self.db.commit()  # FTS5 keeps inserted terms in memory until the transaction ends
            return {"fts": np.frombuffer(self.db.serialize(), dtype=np.uint8),
                    "row_ids": pack_strings(list(self.rowid)), "n_rows": np.array([len(self.rowid)]),
                    "rowids": np.fromiter(self.rowid.values(), dtype=np.int64, count=len(self.rowid)),
                    "next_rowid": np.array([self.next_rowid])}

    @classmethod
    def from_snapshot(cls, index: Index, a: dict[str, np.ndarray]) -> ChunksFts:
        from ..store.snapshot import unpack_strings

        db = sqlite3.connect(":memory:", check_same_thread=False)
        db.deserialize(a["fts"].tobytes())
        f = cls(db)
        f.rowid = dict(zip(unpack_strings(a["row_ids"], int(a["n_rows"][0])), a["rowids"].tolist(), strict=True))
        f.next_rowid = int(a["next_rowid"][0])
        return f


class RawTextIndex:
    """The dense vectors of the raw exchanges: one index component per embedder
    (``raw-text:<model id>``), shared by fusion and every OpenClaw variant. Its snapshot is the
    vector matrix, the notes indexed without a vector and, above ``ANN_MIN`` vectors, the trained
    ANN index (:mod:`taggraph.index.ann`), so a new process neither re-reads every note, nor looks
    up every embedding, nor trains the ANN again."""

    # 3: the ANN index ("ann", above ANN_MIN vectors only). A raw-text/2 snapshot still loads; above
    # ANN_MIN the ANN is then trained at load (12-24 s wall at 1M vectors) and the snapshot saved again.
    SNAPSHOT_VERSION = "raw-text/3"
    SNAPSHOT_READS = ("raw-text/2",)
    # How often (seconds) a query may look up the vectors of notes that had none when they were
    # indexed: another process (``taggraph reindex``) may have written them since.
    RECHECK_SECONDS = 10.0
    RECHECK_MAX = 2000

    def __init__(self, embedder: Any, *, compute: bool = True) -> None:
        self.embedder = embedder
        # compute=False (a Memory's store, whose vectors are written with each note): read the
        # stored vectors only, never embed in a query; notes without one are kept in ``missing``.
        self.compute = compute or not isinstance(embedder, Embedder)
        self.missing: dict[str, str] = {}  # note id -> text key, notes indexed without a vector
        self._checked = 0.0
        self.lock = threading.RLock()
        self.vectors = VectorTable()

    @classmethod
    def of(cls, index: Index) -> RawTextIndex:
        emb = index.embedder
        key = f"raw-text:{getattr(emb, 'model_id', None) or type(emb).__name__}"

        def build(ix: Index) -> RawTextIndex:
            r = cls(emb, compute=getattr(ix, "compute_vectors", True))
            _add_in_slices(ix, r.add_many)
            return r
        return index.component(key, build, cls)

    def __contains__(self, note_id: str) -> bool:
        return note_id in self.vectors.rows or note_id in self.missing

    def count(self) -> int:
        """Notes indexed, with a vector or without."""
        return len(self.vectors) + len(self.missing)

    def add(self, note: Note) -> None:
        self.add_many([note])

    def add_many(self, notes: list[Note]) -> None:
        notes = [n for n in notes if n.id not in self]
        if not notes:
            return
        texts = [n.raw_text for n in notes]
        if self.compute:
            vecs, found = self.embedder.encode(texts), np.ones(len(texts), dtype=bool)
        else:
            vecs, found = self.embedder.lookup(texts)
        with self.lock:
            if found.all():
                self.vectors.add_many([n.id for n in notes], vecs)
            else:
                rows_ok = np.flatnonzero(found)
                self.vectors.add_many([notes[i].id for i in rows_ok.tolist()], vecs[rows_ok])
                for i in np.flatnonzero(~found).tolist():
                    self.missing[notes[i].id] = text_key(texts[i])

    def remove(self, note_id: str) -> None:
        with self.lock:
            self.vectors.remove(note_id)
            self.missing.pop(note_id, None)

    # -- notes indexed without a vector ------------------------------------------------------------
    def embedded_share(self) -> float:
        n = self.count()
        return 1.0 if not n else (n - len(self.missing)) / n

    def recheck_missing(self, *, limit: int | None = None, force: bool = False) -> int:
        """Look up stored vectors for (up to ``limit``) notes indexed without one, at most every
        ``RECHECK_SECONDS`` unless ``force``; returns how many were found."""
        if not self.missing or not isinstance(self.embedder, Embedder):
            return 0
        now = time.monotonic()
        if not force and now - self._checked < self.RECHECK_SECONDS:
            return 0
        self._checked = now
        with self.lock:
            todo = list(self.missing.items())[: limit or len(self.missing)]
        found = self.embedder.vectors_for_keys([k for _, k in todo])
        got = [(nid, found[k]) for nid, k in todo if k in found]
        if got:
            self.attach([nid for nid, _ in got], np.vstack([v for _, v in got]))
        return len(got)

    def attach(self, ids: list[str], vecs: np.ndarray) -> None:
        """Vectors computed after their notes were indexed (a fill in this process)."""
        with self.lock:
            keep = [j for j, nid in enumerate(ids) if nid in self.missing]
            if keep:
                self.vectors.add_many([ids[j] for j in keep], np.asarray(vecs)[keep])
                for j in keep:
                    del self.missing[ids[j]]

    def snapshot_state(self) -> dict[str, np.ndarray]:
        from ..store.snapshot import pack_strings

        with self.lock:
            v = self.vectors
            n = len(v._ids)
            mat = v._mat.array() if v._mat is not None else np.zeros((0, 0), dtype=np.float32)
            out = {"vec_ids": pack_strings([i or "" for i in v._ids]), "n_vecs": np.array([n]),
                   "vec_alive": v._alive[:n].copy(), "mat": mat,
                   "missing": pack_strings(list(self.missing)), "n_missing": np.array([len(self.missing)])}
            if v.ann is not None:
                out["ann"] = v.ann.serialize()
                out["ann_sum"] = v._live_sum() if v._sum is None else v._sum.copy()
            return out

    @classmethod
    def from_snapshot(cls, index: Index, a: dict[str, np.ndarray]) -> RawTextIndex:
        from ..store.snapshot import unpack_strings

        r = cls(index.embedder)
        n = int(a["n_vecs"][0])
        if n:
            v = r.vectors
            alive = a["vec_alive"].astype(bool)
            notes = table_of(index)  # the note table's strings and id search
            ids = notes.unpacked(a["vec_ids"], n)
            v._ids = [i if ok else None for i, ok in zip(ids, alive.tolist(), strict=True)]
            v._mat, v._alive = Rows(a["mat"].shape[1], a["mat"]), alive
            # the restored ids by binary search over their hashes: a dict of a million took 0.26 s
            v._row = IdSlots(v._ids, notes.id_rows(v._ids))
            v._dead = n - int(alive.sum())
            if "ann" in a and len(v._row) >= v.ann_min:  # below the threshold (now): exact, as always
                from .ann import IvfIndex

                v.ann = IvfIndex.deserialize(a["ann"], v.ann_settings)
                v._sum = np.array(a["ann_sum"], dtype=np.float64)
            else:  # saved below ANN_MIN, or by raw-text/2
                v.ensure_ann()
        r.compute = getattr(index, "compute_vectors", True) or not isinstance(r.embedder, Embedder)
        lacking = unpack_strings(a["missing"], int(a["n_missing"][0]))
        if lacking:
            # notes saved without a vector: note their keys and take what was written since
            got = index.notes.get_many(lacking)
            r.missing = {nid: text_key(got[nid].raw_text) for nid in lacking if nid in got}
            if r.compute:
                ids = list(r.missing)
                r.attach(ids, r.embedder.encode([got[i].raw_text for i in ids]))
            else:
                r.recheck_missing(force=True)
        return r
