"""Index snapshots: the blob codec and the store's blob methods on every backend (a real SQLite
file, a real Postgres)."""

from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from taggraph.store import SCHEMA_VERSION, SQLiteStore, open_store
from taggraph.store.snapshot import (
    SnapshotRejectedError,
    decode,
    decode_parts,
    encode,
    pack_strings,
    read_header,
    store_identity,
    unpack_strings,
)

HEADER = {"component": "demo", "version": "demo/1", "schema": "1", "extractor": "offline/x", "store": "abc"}


def test_codec_round_trip_and_every_rejection() -> None:
    arrays: dict[str, np.ndarray] = {"a": np.arange(10, dtype=np.int32), "w": np.linspace(0, 1, 7)}
    data = encode(arrays, HEADER)
    got = decode(data, HEADER)
    assert set(got) == {"a", "w"} and np.array_equal(got["a"], arrays["a"]) and np.array_equal(got["w"], arrays["w"])
    # one flipped payload byte: checksum
    bad = bytearray(data)
    bad[-20] ^= 0xFF
    with pytest.raises(SnapshotRejectedError, match="checksum"):
        decode(bytes(bad), HEADER)
    with pytest.raises(SnapshotRejectedError, match="checksum"):
        decode(data[:-5], HEADER)
    with pytest.raises(SnapshotRejectedError, match="magic"):
        decode(b"PK\x03\x04" + data, HEADER)
    for key, other in [("version", "demo/2"), ("schema", "2"), ("extractor", "llm/y"), ("store", "def")]:
        with pytest.raises(SnapshotRejectedError, match=key):
            decode(data, {**HEADER, key: other})


def with_header(data: bytes, edit: Callable[[dict[str, Any]], None]) -> bytes:
    """``data`` with its JSON header edited (its length field updated), the payload unchanged."""
    import json

    head, off = read_header(data)
    edit(head)
    raw = json.dumps(head, sort_keys=True).encode("utf-8")
    return data[:8] + len(raw).to_bytes(4, "big") + raw + data[off:]


def test_every_field_of_the_header_is_covered_by_the_checksum() -> None:
    arrays: dict[str, np.ndarray] = {"a": np.arange(12, dtype=np.int32), "w": np.linspace(0, 1, 6),
                                     "m": np.arange(6, dtype=np.int16)}
    data = encode(arrays, HEADER)
    head, _ = read_header(data)
    assert head["format"] == 4 and "blake3" in head  # format 2 hashed the payload only
    edits: list[Callable[[dict[str, Any]], None]] = [
        lambda h: h["arrays"][0].__setitem__(1, "<f4"),      # dtype of "a": same size, other numbers
        lambda h: h["arrays"][0].__setitem__(1, "<u4"),
        lambda h: h["arrays"][2].__setitem__(2, [2, 3]),     # shape of "m"
        lambda h: h["arrays"][1].__setitem__(0, "x"),        # name
        lambda h: h["arrays"][1].__setitem__(4, 40),         # byte count
        lambda h: h["arrays"].reverse(),                     # order
        lambda h: h.__setitem__("position", 1),
        lambda h: h.__setitem__("extra", "field"),
    ]
    for i, edit in enumerate(edits):
        bad = with_header(data, edit)
        decoders: list[Callable[[bytes], object]] = [lambda d: decode(d, HEADER),
                                                     lambda d: decode_parts(*pieces(d), HEADER)]
        for decoder in decoders:
            with pytest.raises(SnapshotRejectedError, match="checksum|unreadable") as info:
                decoder(bad)
            assert "checksum" in str(info.value) or i in (4, 5), (i, info.value)


def owner(a: np.ndarray) -> object:
    """The object whose memory an array decoded from bytes lives in."""
    b = a.base
    while isinstance(b, np.ndarray):
        b = b.base
    return b.obj if isinstance(b, memoryview) else b


def pieces(data: bytes) -> tuple[Callable[[int, int], bytes], int]:
    return (lambda off, n: data[off:off + n]), len(data)


def as_format_3(data: bytes) -> bytes:
    """``data`` as the previous version wrote it: format 3, a sha256 over the header and payload."""
    import hashlib
    import json

    head, off = read_header(data)
    head = {k: v for k, v in head.items() if k != "blake3"} | {"format": 3}
    digest = hashlib.sha256(json.dumps(head, sort_keys=True).encode("utf-8"))
    digest.update(data[off:])
    raw = json.dumps(head | {"sha256": digest.hexdigest()}, sort_keys=True).encode("utf-8")
    return data[:8] + len(raw).to_bytes(4, "big") + raw + data[off:]


def test_a_snapshot_the_previous_version_wrote_still_loads_and_is_still_checked() -> None:
    """Format 3 (sha256) is read as before, so a store saved by the previous version is not
    rebuilt; a changed byte or header field of it is still refused, and so is a format-3 header
    that carries a BLAKE3 digest, or an unknown format."""
    arrays: dict[str, np.ndarray] = {"a": np.arange(12, dtype=np.int32), "w": np.linspace(0, 1, 6)}
    old = as_format_3(encode(arrays, HEADER))
    assert read_header(old)[0]["format"] == 3
    new_digest = read_header(encode(arrays, HEADER))[0]["blake3"]
    decoders: list[Callable[[bytes], dict[str, np.ndarray]]] = [
        lambda d: decode(d, HEADER), lambda d: decode_parts(*pieces(d), HEADER)]
    for decoder in decoders:
        got = decoder(old)
        assert all(np.array_equal(got[k], v) for k, v in arrays.items())
        bad = bytearray(old)
        bad[-3] ^= 0x01
        with pytest.raises(SnapshotRejectedError, match="checksum"):
            decoder(bytes(bad))
        with pytest.raises(SnapshotRejectedError, match="checksum"):
            decoder(with_header(old, lambda h: h["arrays"][0].__setitem__(1, "<f4")))
        with pytest.raises(SnapshotRejectedError, match="checksum"):
            decoder(with_header(old, lambda h: h.__setitem__("sha256", new_digest)))
        with pytest.raises(SnapshotRejectedError, match="format 5"):
            decoder(with_header(old, lambda h: h.__setitem__("format", 5)))


def test_a_blob_read_in_pieces_decodes_like_the_whole_and_each_array_owns_its_bytes() -> None:
    arrays: dict[str, np.ndarray] = {
        "a": np.arange(10, dtype=np.int32), "w": np.linspace(0, 1, 7), "none": np.zeros(0, np.int64),
        "s": pack_strings(["x", "yz"]), "m": np.arange(6, dtype=np.int16).reshape(2, 3)}
    data = encode(arrays, HEADER)
    whole, parts = decode(data, HEADER), decode_parts(*pieces(data), HEADER)
    assert list(parts) == list(whole)
    for name, arr in whole.items():
        assert parts[name].dtype == arr.dtype and np.array_equal(parts[name], arr)
    # views of one buffer keep all of it alive; pieces do not share one
    assert len({id(owner(a)) for a in whole.values()}) == 1
    assert len({id(owner(a)) for a in parts.values()}) == len(parts)
    bad = bytearray(data)
    bad[-20] ^= 0xFF
    with pytest.raises(SnapshotRejectedError, match="checksum"):
        decode_parts(*pieces(bytes(bad)), HEADER)
    with pytest.raises(SnapshotRejectedError, match="checksum"):
        decode_parts(*pieces(data[:-5]), HEADER)
    with pytest.raises(SnapshotRejectedError, match="magic"):
        decode_parts(*pieces(b"PK\x03\x04" + data), HEADER)
    with pytest.raises(SnapshotRejectedError, match="magic"):
        decode_parts(*pieces(data[:6]), HEADER)
    with pytest.raises(SnapshotRejectedError, match="version"):
        decode_parts(*pieces(data), {**HEADER, "version": "demo/2"})


def test_strings_pack_and_refuse_nul() -> None:
    items = ["alpha", "", "ünïcode", "tag:who:person/x"]
    assert unpack_strings(pack_strings(items), len(items)) == items
    assert unpack_strings(pack_strings([]), 0) == []
    with pytest.raises(ValueError):
        pack_strings(["a\x00b"])
    with pytest.raises(SnapshotRejectedError):
        unpack_strings(pack_strings(items), 3)


def test_blobs_and_identity(new_store: Callable[[], str]) -> None:
    db = new_store()
    store = open_store(db)
    assert store.get_blob("index/x") is None and store.change_position() == 0
    store.put_blob("index/x", b"\x00\x01payload", 7)
    store.put_blob("index/x", b"second", 9)
    assert store.get_blob("index/x") == (b"second", 9)
    assert store.blob_info() == {"index/x": (6, 9)}
    sid = store_identity(store)
    store.close()
    other = open_store(db)  # durable, and the identity is stable across handles
    assert other.get_blob("index/x") == (b"second", 9) and store_identity(other) == sid
    third = open_store(new_store())
    assert store_identity(third) != sid
    third.close()
    other.delete_blob("index/x")
    assert other.get_blob("index/x") is None


def test_store_written_before_blobs_gains_the_table(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    SQLiteStore(db).close()
    import sqlite3

    with sqlite3.connect(db) as conn:  # as a store of schema 1 without the table
        conn.execute("DROP TABLE blobs")
        conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    store = SQLiteStore(db)
    store.put_blob("index/y", b"z", 0)
    assert store.get_blob("index/y") == (b"z", 0)
    assert store.get_meta("schema_version") == str(SCHEMA_VERSION)


# -- index snapshots through Memory, on real SQLite files -------------------------------------------

import random  # noqa: E402
from collections.abc import Sequence  # noqa: E402
from datetime import datetime, timedelta  # noqa: E402

from taggraph import Memory, Turn  # noqa: E402
from taggraph.arrays import (  # noqa: E402
    GrowArray,  # noqa: E402
    IdRows,
    IdSlots,
    TailArray,
)
from taggraph.extract.base import Extraction  # noqa: E402
from taggraph.graph import views  # noqa: E402
from taggraph.graph.base import MemoryGraph  # noqa: E402
from taggraph.index.base import Index, NoteStats  # noqa: E402
from taggraph.index.notetable import NoteTable  # noqa: E402
from taggraph.index.ontology import OntologyIndex  # noqa: E402
from taggraph.index.postings import TermPostings  # noqa: E402
from taggraph.retrieve.adaptive import AdaptiveGraph  # noqa: E402
from taggraph.retrieve.bm25 import BM25  # noqa: E402
from taggraph.store.snapshot import PREFIX  # noqa: E402
from taggraph.tags import FiveW  # noqa: E402

METHODS = ("bm25", "taggraph-basic", "taggraph-stopwords", "taggraph-tfidf", "adaptive", "adaptive-local")
PLACES = ["harbour", "orchard", "bakery", "observatory", "quarry", "library", "ferry", "vineyard"]
THINGS = ["kayak", "violin", "sourdough", "telescope", "granite", "atlas", "lantern", "trellis"]
FRIENDS = ["Odile", "Bartek", "Yusuf", "Marisol", "Tamsin", "Kenji"]


class WordTags:
    """A small deterministic extractor for these tests: tags from the words of the turn."""

    id = "test-wordtags"

    def extract(self, user: str, assistant: str, ontology: Sequence[str] = ()) -> Extraction:
        words = [w.strip(".,?").lower() for w in user.split()]
        return Extraction(FiveW.from_raw({
            "who": ["user", *(f"person/{w}" for w in words if w.capitalize() in FRIENDS)],
            "what": [f"thing/{w}" for w in words if w in THINGS],
            "where": [f"place/{w}" for w in words if w in PLACES]}))

    def extract_many(self, turns: Sequence[tuple[str, str]], ontology: Sequence[str] = ()) -> list[Extraction]:
        return [self.extract(u, a) for u, a in turns]


def built_bm25(ix: Index) -> BM25:
    r = ix.built("bm25")
    assert isinstance(r, BM25), r
    return r


def stored_blob(store: SQLiteStore, name: str) -> tuple[bytes, int]:
    got = store.get_blob(name)
    assert got is not None, f"no blob {name}"
    return got


def history(n: int, seed: int = 4) -> list[Turn]:
    rng = random.Random(seed)
    t0 = datetime(2025, 5, 1, 8, 0)
    return [Turn(f"{rng.choice(FRIENDS)} and I took the {rng.choice(THINGS)} to the {rng.choice(PLACES)}, "
                 f"then the {rng.choice(THINGS)} near the {rng.choice(PLACES)} number {i}.", "Sounds fun.",
                 t0 + timedelta(hours=i), f"s{i // 10}") for i in range(n)]


QUESTIONS = ["where did Odile take the kayak?", "telescope at the observatory", "who came to the quarry",
             "sourdough bakery with Kenji", "lantern ferry"]


def answers(mem: Memory, methods: Sequence[str] = METHODS) -> dict[tuple[str, str], list[tuple[str, float]]]:
    return {(m, q): [(h.note_id, round(h.score, 9)) for h in mem.query(q, k=8, method=m)]
            for m in methods for q in QUESTIONS}


def make_store(tmp_path: Path, n: int = 120) -> Path:
    db = tmp_path / "snap.db"
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.remember_many(history(n))
        answers(mem)
        assert set(mem.save_index()) == {"note-stats", "bm25-postings", "graph", "term-postings", "ontology"}
    return db


def rebuilt(db: Path | str) -> dict[tuple[str, str], list[tuple[str, float]]]:
    with Memory.open(db, extractor=WordTags(), snapshots=False) as mem:
        return answers(mem)


def events(mem: Memory) -> dict[str, str]:
    """Per component, what open did first (a rejection is followed by "built")."""
    out: dict[str, str] = {}
    for key, what in mem.index.events:
        out.setdefault(key, what)
    return out


def test_open_loads_snapshots_and_answers_as_a_rebuild(tmp_path: Path) -> None:
    db = make_store(tmp_path)
    with Memory.open(db, extractor=WordTags()) as mem:
        got = answers(mem)
        assert all(v == "loaded (+0 changes)" for v in events(mem).values()), events(mem)
    assert got == rebuilt(db)


def test_restored_components_share_the_note_tables_id_strings(tmp_path: Path) -> None:
    db = make_store(tmp_path)
    with Memory.open(db, extractor=WordTags()) as writer:  # a removal: BM25 keeps a dead slot
        assert writer.forget(writer.query("kayak", k=1)[0].note_id)
        writer.query("kayak", method="adaptive")
        writer.ontology  # noqa: B018
        writer.save_index()
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.query("kayak", method="bm25")
        mem.query("kayak", method="adaptive")
        ix = mem.index
        table = {nid: nid for nid in ix.notes}
        mem.ontology  # noqa: B018
        onto = ix._components["ontology"]
        assert isinstance(onto, OntologyIndex)
        lists: dict[str, Sequence[str | None]] = {
            "note-stats": ix.stats.forward._base_ids, "ontology": onto.forward._base_ids,
            "bm25": built_bm25(ix).post.ids, "graph": ix.graph().slot_ids}
        for name, ids in lists.items():
            live = [nid for nid in ids if nid]
            assert len(live) == len(table), name
            assert all(table[nid] is nid for nid in live), name
        assert answers(mem) == rebuilt(db)


def test_fusion_after_a_forget_answers_as_a_rebuild(tmp_path: Path) -> None:
    # the forgotten note's vector row stays, dead, until the table compacts: it is no score
    db = tmp_path / "forget.db"
    with Memory.open(db, extractor=WordTags(), snapshots=False) as mem:
        mem.remember_many(history(60))
        assert mem.forget(answers(mem, ["fusion"])[("fusion", QUESTIONS[0])][0][0])
        after = answers(mem, ["fusion"])
    with Memory.open(db, extractor=WordTags(), snapshots=False) as mem:
        assert answers(mem, ["fusion"]) == after


def test_restored_vectors_share_the_tables_strings_and_follow_a_forget_as_a_rebuild(tmp_path: Path) -> None:
    from taggraph.arrays import IdSlots
    from taggraph.index.vectortable import RawTextIndex

    db = tmp_path / "vectors.db"
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.remember_many(history(60))
        answers(mem, ["fusion"])
        assert any(k.startswith("raw-text:") for k in mem.save_index())
    with Memory.open(db, extractor=WordTags()) as mem:
        before = answers(mem, ["fusion"])
        vectors = RawTextIndex.of(mem.index).vectors
        rows, slots = vectors.rows, mem.index.graph().slot_of
        assert isinstance(rows, IdSlots) and isinstance(slots, IdSlots)  # restored: no dict of every id
        search = mem.index.notes.id_rows(list(mem.index.notes)).hashes  # the one every component shares
        assert rows.base.hashes is search and slots.base.hashes is search
        table = {nid: nid for nid in mem.index.notes}
        assert all(table[nid] is nid for nid in vectors._ids if nid)
        gone = before[("fusion", QUESTIONS[0])][0][0]
        assert mem.forget(gone)
        new = mem.remember("Odile took the kayak out past the harbour wall.", "Noted.")
        assert gone not in vectors.rows and new.id in vectors.rows and len(vectors) == len(mem)
        after = answers(mem, ["fusion"])
    with Memory.open(db, extractor=WordTags(), snapshots=False) as mem:
        assert answers(mem, ["fusion"]) == after


def test_term_postings_share_bm25s_inverted_index_until_bm25_compacts(tmp_path: Path) -> None:
    db = make_store(tmp_path, n=200)
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.query("kayak", method="bm25")  # BM25 first: the graph's postings take its index
        mem.query("kayak", method="adaptive")
        terms = TermPostings.of(mem.index)
        assert terms.terms is built_bm25(mem.index).post.terms
        mem.remember_many(history(30, seed=21))  # appended once, read by both
        assert terms.terms is built_bm25(mem.index).post.terms
        assert answers(mem) == rebuilt(db)
        ids = [n.note_id for n in mem.query("user", k=200, method="bm25")]
        for nid in ids[:70]:  # past a quarter of BM25's slots: it compacts them
            assert mem.forget(nid)
        assert terms.terms is not built_bm25(mem.index).post.terms
        mem.remember_many(history(12, seed=22))
        assert answers(mem) == rebuilt(db)
    with Memory.open(db, extractor=WordTags()) as mem:  # loaded the other way round: nothing shared
        mem.query("kayak", method="adaptive")
        mem.query("kayak", method="bm25")
        assert TermPostings.of(mem.index).terms is not built_bm25(mem.index).post.terms
        assert answers(mem) == rebuilt(db)


def test_bm25_replays_enough_forgets_to_compact_after_the_statistics_replayed_them(tmp_path: Path) -> None:
    # The statistics load (and replay every change) first; BM25, restored from a snapshot of the
    # same age, replays the removals one by one and compacts midway, over notes the statistics
    # no longer hold.
    db = make_store(tmp_path, n=200)
    with Memory.open(db, extractor=WordTags()) as mem:
        for hit in mem.query("user", k=70, method="bm25"):
            assert mem.forget(hit.note_id)
    with Memory.open(db, extractor=WordTags()) as mem:
        assert answers(mem, ["bm25"]) == {k: v for k, v in rebuilt(db).items() if k[0] == "bm25"}
        assert events(mem)["bm25-postings"] == "loaded (+70 changes)"


def test_note_table_shares_its_strings_with_any_id_list() -> None:
    table = NoteTable(ids=["a1", "b2", "c3"], fetch=lambda ids: {})
    own = list(table)
    for ids in (["a1", "b2"], ["b2", "", "c3", "zz"], []):
        copies = ["".join(list(i)) for i in ids]  # equal strings, other objects
        assert all(c is not o for c in copies for o in own)
        got = table.shared(copies)
        assert got == ids
        assert all(x is own[own.index(x)] for x in got if x in own)
        # the same from a packed snapshot array, decoded only where it is not the table's prefix
        unpacked = table.unpacked(pack_strings(copies), len(copies))
        assert unpacked == ids and all(x is own[own.index(x)] for x in unpacked if x in own)
    assert table.unpacked(pack_strings(["a1", "b2", "c3"]), 3) == own
    assert table.unpacked(pack_strings(["a1", "b3"]), 2) == ["a1", "b3"]  # the same length, other bytes


def test_a_growable_array_set_from_a_snapshot_takes_appends_in_place() -> None:
    restored = np.frombuffer(np.arange(800, dtype=np.int32).tobytes(), dtype=np.int32)  # read-only, as loaded
    g = GrowArray(np.int32)
    g.set(restored)
    buf = g.a
    assert buf is not restored and np.array_equal(g.view(), restored)
    for x in range(100):  # an eighth of it: no copy
        g.append(1000 + x)
    assert g.a is buf and np.array_equal(g.view(), np.concatenate([restored, 1000 + np.arange(100)]))
    g.extend(np.zeros(50, dtype=np.int32))
    assert g.a is not buf and len(g) == 950 and g.view()[-51] == 1099


def test_a_restored_graph_keeps_its_edge_log_as_loaded_through_a_write(tmp_path: Path) -> None:
    # the log is only appended to: restored as the snapshot's own read-only arrays, not copied,
    # and a write appends beside them; the whole log starts with the same edges
    db = make_store(tmp_path)
    with Memory.open(db, extractor=WordTags()) as mem:
        g = mem.index.graph()
        assert ("graph", "loaded (+0 changes)") in mem.index.events
        arrays = [arr for arr in (g.log_src, g.log_dst, g.log_w) if isinstance(arr, TailArray)]
        assert len(arrays) == 3 and not any(arr.base.flags.writeable for arr in arrays)
        logs = [arr.view().copy() for arr in arrays]
        loaded = [arr.base for arr in arrays]
        mem.remember("Marisol rowed the kayak to the harbour.", "Nice.")
        assert all(arr.base is base for arr, base in zip(arrays, loaded, strict=True))  # appended beside it
        assert all(np.array_equal(arr.view()[:len(old)], old) for arr, old in zip(arrays, logs, strict=True))
        assert len(g.log_w) > len(logs[2]) and len(g.log_w.since(len(logs[2]))) == len(g.log_w) - len(logs[2])
        after = answers(mem)
    assert after == rebuilt(db)


def test_a_tail_array_appends_beside_its_base_and_reads_like_one_array() -> None:
    base = np.frombuffer(np.arange(10, dtype=np.int32).tobytes(), dtype=np.int32)  # read-only, as loaded
    t = TailArray(base)
    assert len(t) == 10 and t.view() is base and t.since(4).tolist() == list(range(4, 10))
    for x in range(10, 15):
        t.append(x)
    t.extend(np.arange(15, 20, dtype=np.int32))
    assert t.base is base and len(t) == 20 and t.view().tolist() == list(range(20))
    assert t.since(12).tolist() == list(range(12, 20)) and t.since(3).tolist() == list(range(3, 20))
    t.set(np.array([7, 8], dtype=np.int32))  # replaced whole (a compaction): its own array
    assert len(t) == 2 and t.view().tolist() == [7, 8] and t.since(1).tolist() == [8]
    t.append(9)
    assert t.view().tolist() == [7, 8, 9]


class SameHash(str):
    """Ids whose hashes all collide, so that lookups must tell them apart by value."""

    def __hash__(self) -> int:
        return 7


@pytest.mark.parametrize("make", [str, SameHash])
def test_id_slots_act_like_the_dict_they_replace(make: Callable[[str], str]) -> None:
    rng = random.Random(5)
    ids: list[str | None] = [make(f"n{i}") for i in range(300)]
    ids[10] = None  # removed before the snapshot
    slots = IdSlots(ids)
    ref = {nid: i for i, nid in enumerate(ids) if nid is not None}
    for step in range(400):
        live = sorted(ref)
        if step % 3 == 0 and live:
            gone = rng.choice(live)
            slot = slots.pop(gone)
            assert slot == ref.pop(gone)
            ids[slot] = None  # as the owner does
        else:
            nid = make(rng.choice([f"n{rng.randrange(300)}", f"new{step}"]))
            if nid in ref:
                with pytest.raises(KeyError):
                    slots[nid] = 0
                continue
            ids.append(nid)
            slots[nid] = ref[nid] = len(ids) - 1
        probe = make(f"n{rng.randrange(320)}")
        assert slots.get(probe) == ref.get(probe) and (probe in slots) == (probe in ref)
        assert len(slots) == len(ref)
        probes = [make(f"n{rng.randrange(320)}") for _ in range(20)] + [make(f"new{rng.randrange(step + 1)}")]
        assert slots.get_many(probes).tolist() == [ref.get(x, -1) for x in probes]
    assert dict(slots.items()) == ref and sorted(slots) == sorted(ref)
    rows = IdRows(ids)
    assert all(rows.get(nid) == i for i, nid in enumerate(ids) if nid is not None)
    assert rows.get(make("absent")) is None
    everyone = [nid for nid in ids if nid is not None] + [make("absent")]
    assert rows.get_many(everyone).tolist() == [-1 if (r := rows.get(nid)) is None else r for nid in everyone]


@pytest.mark.parametrize("make", [str, SameHash])
def test_id_rows_sharing_the_tables_search_find_only_their_own_rows(make: Callable[[str], str]) -> None:
    table = [make(f"n{i}") for i in range(300)]
    full = IdRows(table)
    mine: list[str | None] = list(table[:200])  # a component restored before the last 100 notes
    rows = IdRows(mine, of=full)
    assert rows.hashes is full.hashes  # searched, not hashed again
    slots = IdSlots(mine, rows)
    mine.append(make("later"))  # the component's own later id: not a restored row
    probes = [make(f"n{i}") for i in (0, 5, 199, 200, 250, 299)] + [make("later"), make("absent")]
    assert [rows.get(p) for p in probes] == [0, 5, 199, None, None, None, None, None]
    assert rows.get_many(probes).tolist() == [0, 5, 199, -1, -1, -1, -1, -1]
    del slots[make("n5")]  # the owner's removal: not found any more, through either
    assert rows.get(make("n5")) is None and slots.get(make("n5")) is None and rows.get_many([make("n5")]).tolist() == [-1]


def test_the_note_table_shares_its_search_only_with_a_prefix_of_its_ids(tmp_path: Path) -> None:
    from taggraph.index.notetable import NoteTable

    table = NoteTable(ids=[f"n{i}" for i in range(50)])
    full = table.id_rows(list(table))
    assert table.id_rows([f"n{i}" for i in range(20)]).hashes is full.hashes
    other = table.id_rows(["n1", "n0"])  # not a prefix: a search of its own
    assert other.hashes is not full.hashes and other.get("n0") == 1 and other.get("n2") is None


@pytest.mark.parametrize("make", [str, SameHash])
def test_row_values_act_like_the_dict_they_replace(make: Callable[[str], str]) -> None:
    # a column restored for every id (some absent), then reads, sets, removes and re-adds in
    # random order: the same answers, length, order and items as a dict that had every step
    from taggraph.arrays import RowValues

    rng = random.Random(9)
    ids = [make(f"n{i}") for i in range(200)]
    present = np.array([i % 7 != 3 for i in range(200)])
    values = RowValues(IdRows(ids), [i * 10 for i in range(200)], present)
    ref = {nid: i * 10 for i, nid in enumerate(ids) if present[i]}
    ids.append(make("n300"))  # the owner's list grows (a vocabulary's terms): not a restored id
    for step in range(500):
        nid = make(rng.choice([f"n{rng.randrange(210)}", f"new{rng.randrange(50)}"]))
        op = rng.randrange(4)
        if op == 0:
            assert values.get(nid) == ref.get(nid) and (nid in values) == (nid in ref)
        elif op == 1:
            values[nid] = ref[nid] = step
        elif nid in ref:
            assert values.pop(nid) == ref.pop(nid)
        else:
            with pytest.raises(KeyError):
                del values[nid]
        assert len(values) == len(ref)
    assert list(values) == list(ref) and list(values.items()) == list(ref.items()) and values == ref
    values.clear()
    assert len(values) == 0 and not list(values) and make("n1") not in values


def test_loading_is_lazy_per_method(tmp_path: Path) -> None:
    db = make_store(tmp_path)
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.query("kayak", method="bm25")
        assert set(events(mem)) == {"note-stats", "bm25-postings"}
        mem.query("kayak", method="taggraph-basic")
        assert set(events(mem)) == {"note-stats", "bm25-postings", "graph", "term-postings"}


def test_newer_changes_are_replayed(tmp_path: Path) -> None:
    db = make_store(tmp_path)
    with Memory.open(db, extractor=WordTags()) as writer:
        added = writer.remember_many(history(7, seed=9))
        assert writer.forget(added[2].id) and writer.forget(writer.query("kayak", k=1)[0].note_id)
    with Memory.open(db, extractor=WordTags()) as mem:
        got = answers(mem)
        assert events(mem)["graph"] == "loaded (+9 changes)", events(mem)
        assert all(v.startswith("loaded") for v in events(mem).values())
        # the replayed graph is the graph a rebuild makes
        walk = mem.index.retriever("adaptive")
        assert isinstance(walk, AdaptiveGraph)
        g = walk.graph
        assert views.edges(g, chronological=True) == views.edges(MemoryGraph(list(mem.notes())), chronological=True)
    assert got == rebuilt(db)


def test_corrupt_snapshot_is_rejected_and_rebuilt(tmp_path: Path) -> None:
    db = make_store(tmp_path)
    store = SQLiteStore(db)
    data, pos = stored_blob(store, PREFIX + "graph")
    bad = bytearray(data)
    bad[len(bad) // 2] ^= 0x5A
    store.put_blob(PREFIX + "graph", bytes(bad), pos)
    store.close()
    with Memory.open(db, extractor=WordTags()) as mem:
        got = answers(mem)
        ev = events(mem)
        assert ev["graph"].startswith("rejected: snapshot checksum mismatch"), ev["graph"]
        # term postings are in the graph's slot space: never trusted over a rebuilt graph
        assert ev["term-postings"] == "rejected: built against another graph than the one loaded"
        assert ev["bm25-postings"].startswith("loaded")
        mem.save_index()
    assert got == rebuilt(db)
    with Memory.open(db, extractor=WordTags()) as mem:  # the rebuild, saved, loads
        answers(mem, ["adaptive"])
        assert all(v.startswith("loaded") for v in events(mem).values()), events(mem)


def test_a_tampered_dtype_in_the_graph_snapshot_header_is_rejected_and_rebuilt(tmp_path: Path) -> None:
    """The case of a real store file: the recorded dtype of an int32 array of the graph changed
    to float32 in the blob's header (same length, so the header still parses)."""
    import sqlite3

    db = make_store(tmp_path)
    with sqlite3.connect(db) as conn:
        data = bytes(conn.execute("SELECT data FROM blobs WHERE name = ?", (PREFIX + "graph",)).fetchone()[0])
        head, off = read_header(data)
        assert '"<i4"' in data[:off].decode("utf-8")
        tampered = data[:off].replace(b'"<i4"', b'"<f4"') + data[off:]
        conn.execute("UPDATE blobs SET data = ? WHERE name = ?", (tampered, PREFIX + "graph"))
    with Memory.open(db, extractor=WordTags()) as mem:
        got = answers(mem)
        ev = events(mem)
        assert ev["graph"] == ("rejected: snapshot checksum mismatch (its header or data was changed or is "
                               "corrupt)"), ev
        assert ("graph", "built") in mem.index.events
    assert got == rebuilt(db)


def test_foreign_stale_and_version_mismatch_are_rejected(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = make_store(tmp_path)
    other = tmp_path / "other.db"
    with Memory.open(other, extractor=WordTags()) as mem:
        mem.remember_many(history(30, seed=5))
        mem.query("kayak")
        mem.save_index()
    src, dst = SQLiteStore(other), SQLiteStore(db)
    data, pos = stored_blob(src, PREFIX + "note-stats")
    dst.put_blob(PREFIX + "note-stats", data, pos)  # copied from another store
    bm, bpos = stored_blob(dst, PREFIX + "bm25-postings")
    head, off = read_header(bm)
    ahead = encode(decode(bm, {}), {k: v for k, v in head.items() if k not in ("format", "size", "blake3")}
                   | {"position": bpos + 500})
    dst.put_blob(PREFIX + "bm25-postings", ahead, bpos + 500)  # claims changes the store never had
    src.close()
    dst.close()
    with Memory.open(db, extractor=WordTags()) as mem:
        got = answers(mem, ["bm25"])
        ev = events(mem)
        assert ev["note-stats"].startswith("rejected: snapshot store is")
        assert ev["bm25-postings"].startswith("rejected: snapshot at")
    assert got == {k: v for k, v in rebuilt(db).items() if k[0] == "bm25"}
    monkeypatch.setattr(NoteStats, "SNAPSHOT_VERSION", "note-stats/999")
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.query("kayak")
        assert events(mem)["note-stats"].startswith("rejected: snapshot version is 'note-stats/1'")
    dst = SQLiteStore(db)
    dst.set_meta("extractor", "another-extractor")
    dst.close()
    with Memory.open(db, extractor="another-extractor") as mem:
        mem.query("kayak")
        assert events(mem)["bm25-postings"].startswith("rejected: snapshot extractor is")


def test_snapshots_refresh_after_n_changes(tmp_path: Path) -> None:
    db = make_store(tmp_path)
    before = SQLiteStore(db).blob_info()[PREFIX + "graph"][1]
    with Memory.open(db, extractor=WordTags(), snapshot_every=5) as mem:
        mem.query("kayak", method="adaptive")
        for t in history(4, seed=11):
            mem.remember(t.user, t.assistant, timestamp=t.timestamp)
        mem.query("kayak", method="adaptive")
        assert SQLiteStore(db).blob_info()[PREFIX + "graph"][1] == before  # 4 < 5 changes: not yet
        mem.remember("Tamsin brought the atlas to the library.", "Nice.")
        mem.query("kayak", method="adaptive")  # 5 behind: captured, written in the background
    info = SQLiteStore(db).blob_info()
    assert info[PREFIX + "graph"][1] == info[PREFIX + "note-stats"][1] == before + 5
    with Memory.open(db, extractor=WordTags()) as mem:
        got = answers(mem)
        ev = events(mem)
        assert ev["graph"] == ev["note-stats"] == ev["term-postings"] == "loaded (+0 changes)"
        # BM25 was not loaded when the others were refreshed: its older snapshot still loads,
        # built over the same statistics, and replays what it missed
        assert ev["bm25-postings"] == "loaded (+5 changes)"
    assert got == rebuilt(db)


def test_openclaw_raw_text_index_round_trips(tmp_path: Path) -> None:
    db = tmp_path / "dense.db"
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.remember_many(history(40))
        before = answers(mem, ["openclaw"])
        saved = mem.save_index()
        assert any(k.startswith("raw-text:") for k in saved) and "chunks-fts" in saved
    with Memory.open(db, extractor=WordTags()) as writer:
        writer.remember("Marisol left the violin at the ferry.", "Oh no.")
    with Memory.open(db, extractor=WordTags()) as mem:
        got = answers(mem, ["openclaw"])
        raw = [v for k, v in events(mem).items() if k.startswith("raw-text:") or k == "chunks-fts"]
        assert raw == ["loaded (+1 changes)"] * 2
        assert mem.query("violin ferry Marisol", method="openclaw")[0].note.user.startswith("Marisol left")
    with Memory.open(db, extractor=WordTags(), snapshots=False) as mem:
        assert got == answers(mem, ["openclaw"])
    assert before != got  # the replayed note changed some answers


def test_fusion_reads_the_vectors_and_never_loads_the_full_text_table(tmp_path: Path) -> None:
    db = tmp_path / "fusion.db"
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.remember_many(history(40))
        hits = mem.query("Marisol violin", method="fusion")
        assert hits and hits[0].explanation["dense"] == "on"
        assert any(k.startswith("raw-text:") for k in events(mem)) and "chunks-fts" not in events(mem)
        assert "chunks-fts" not in mem.save_index()
        mem.query("Marisol violin", method="openclaw")  # the keyword side loads it
        assert ("chunks-fts", "built") in mem.index.events and "chunks-fts" in mem.save_index()


def test_snapshots_load_and_replay_on_every_backend(new_store: Callable[[], str]) -> None:
    db = new_store()
    with Memory.open(db, extractor=WordTags()) as mem:
        mem.remember_many(history(120))
        answers(mem)
        mem.save_index()
    with Memory.open(db, extractor=WordTags()) as writer:  # another process's later writes
        added = writer.remember_many(history(7, seed=9))
        assert writer.forget(added[0].id)
    with Memory.open(db, extractor=WordTags()) as mem:
        got = answers(mem)
        assert events(mem)["graph"] == "loaded (+8 changes)", events(mem)
        assert all(v.startswith("loaded") for v in events(mem).values()), events(mem)
    assert got == rebuilt(db)


def test_an_import_leaves_the_default_indexes_saved_for_the_first_query(tmp_path: Path) -> None:
    """remember_many(index=True), as every import of BULK_INDEX_MIN notes or more does, builds
    and saves what the default method reads: the next process's first query loads it all,
    the fact chains included, and builds nothing. A small batch leaves that to the first query."""
    turns = [Turn(f"My manager on project {i} is Odile Marchetti; we met on day {i}.", "Noted.",
                  datetime(2025, 1, 1) + timedelta(days=i)) for i in range(30)]
    with Memory.open(tmp_path / "imported.db") as mem:
        mem.remember_many(turns, index=True)
    with Memory.open(tmp_path / "imported.db") as mem:
        assert mem.query("who is my manager?", k=3)
        events = dict(mem.index.events)
        assert "fact-chains" in events and "graph" in events
        assert all(what.startswith("loaded") for what in events.values()), mem.index.events
    with Memory.open(tmp_path / "small.db") as mem:
        mem.remember_many(turns)  # fewer than BULK_INDEX_MIN: nothing built at write time
    with Memory.open(tmp_path / "small.db") as mem:
        mem.query("who is my manager?", k=3)
        assert ("fact-chains", "built") in mem.index.events


def test_a_restore_freezes_what_it_loaded_only_where_the_process_ends_with_the_memory(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import gc

    from taggraph.cli import main

    db = make_store(tmp_path)
    gc.unfreeze()
    before = gc.get_freeze_count()
    try:
        # the library's default, and main() called by a caller whose process goes on: what a
        # restore loads stays with the cyclic collector, so a Memory dropped unclosed is freed
        with Memory.open(db, extractor=WordTags()) as mem:
            answers(mem, ["bm25"])
            assert events(mem)["bm25-postings"].startswith("loaded")
            # but it goes straight to the oldest generation: the youngest two's collections do
            # not walk it (a walk visits every item of the indexes' large lists)
            bm25 = mem.index.retriever("bm25")
            assert isinstance(bm25, BM25)
            assert any(o is bm25.post for o in gc.get_objects(generation=2))
        assert main(["--db", str(db), "query", "kayak", "--method", "bm25"]) == 0
        assert "kayak" in capsys.readouterr().out
        assert gc.get_freeze_count() == before
        # asked for, as the taggraph command's own process asks: frozen, and the same answers
        with Memory.open(db, extractor=WordTags()) as mem:
            mem.index.freeze_loaded = True
            got = answers(mem)
            assert events(mem)["graph"].startswith("loaded")
        assert gc.get_freeze_count() > before
        assert got == rebuilt(db)
        # what is frozen stays frozen: a restore then leaves everything where it is (the count
        # alone may fall: a frozen object freed by its reference count leaves it)
        kept: list[list[int]] = [[]]
        gc.freeze()
        assert not any(o is kept for o in gc.get_objects())
        with Memory.open(db, extractor=WordTags()) as mem:
            answers(mem, ["bm25"])
        assert not any(o is kept for o in gc.get_objects())
    finally:
        gc.unfreeze()
