"""Index snapshots: the in-memory structures of an index saved in the store, so that a new process
loads them instead of rebuilding them from every note.

A snapshot is one blob per index component (note statistics, BM25 postings, the graph, term
postings, the ontology, dense vectors), stored through four store methods that any backend can
implement (:class:`BlobStore`): ``put_blob(name, data, position)``, ``get_blob(name)``,
``change_position()`` and ``get_meta``/``set_meta``. ``position`` is the change-log position the
blob reflects; opening loads it and replays only the newer changes.

Blob layout: ``MAGIC``, a 4-byte header length, a JSON header, then the payload: the raw bytes of
each numpy array, 8-byte aligned, whose name, dtype, shape and offset the header lists. Arrays are
read back with ``np.frombuffer`` as read-only views of the blob, without copying or parsing (the
npz format costs a zip read and a copy per array). No pickle anywhere: a store file may come from
anywhere, and unpickling it would let it run code; only plain numeric dtypes are accepted. The
header names the format, the component and its version, the store schema version, the extractor,
the store's identity and a BLAKE3 digest over the header (every field of it but the digest itself,
as canonical JSON) followed by the payload: a changed dtype, shape or offset breaks the checksum
as surely as a changed byte of data (format 2 hashed the payload only, so a header edited from
``<i4`` to ``<f4`` was read as floats). Format 3, the same with sha256, is still read: BLAKE3
(the ``blake3`` package) hashes about 4 GB/s on one core against sha256's 0.75 GB/s here, and
every snapshot is hashed at load, 0.5 s of a new process's first query at 100k notes. A blob
whose bytes, checksum or any of those fields do not match what this process expects is rejected
with the reason and the component is rebuilt from the notes; it is never trusted. A SQLite file
store keeps a large blob as a file beside it (``taggraph.store.blobfiles``): :func:`decode_file`
checks it the same way and hands out views of a read-only map of it instead of copies.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import mmap
import os
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from ..errors import TaggraphError
from . import blobfiles
from .blobparts import Buffers

if TYPE_CHECKING:
    from .base import Store

MAGIC = b"TGSNAP\x00\x01"
FORMAT = 4  # 3: the checksum covers the header too; 4: BLAKE3 instead of sha256
# The header field that holds the digest, per format read.
_DIGEST_FIELD = {3: "sha256", 4: "blake3"}
_KINDS = "biuf"  # numeric dtypes only (bool, int, uint, float): nothing that can hold objects
PREFIX = "index/"


class SnapshotRejectedError(TaggraphError):
    """A snapshot blob that must not be used; the message says why."""


class BlobStore(Protocol):
    """What snapshots need from a store (SQLite and Postgres both provide it)."""

    def put_blob(self, name: str, data: Buffers, position: int) -> None: ...

    def get_blob(self, name: str) -> tuple[bytes, int] | None: ...

    def change_position(self) -> int: ...

    def get_meta(self, key: str) -> str | None: ...

    def set_meta(self, key: str, value: str) -> None: ...


def store_identity(store: BlobStore) -> str:
    """A random id made once per store, so a snapshot copied from another store is foreign."""
    sid = store.get_meta("store_id")
    if sid is None:
        store.set_meta("store_id", uuid.uuid4().hex)
        sid = store.get_meta("store_id")  # another process may have written it first
    assert sid is not None
    return sid


def encode(arrays: dict[str, np.ndarray], header: dict[str, Any]) -> bytes:
    return b"".join(encode_parts(arrays, header))


def encode_parts(arrays: dict[str, np.ndarray], header: dict[str, Any]) -> list[bytes | memoryview]:
    """The blob as its pieces: magic and header, then each array's own buffer and its padding.
    A store writes them in parts (``blobparts``) without joining them: at a million notes the
    vectors alone are 1.5 GB, and a joined copy would double the memory a save takes."""
    table: list[list[Any]] = []
    parts: list[bytes | memoryview] = []
    off = 0
    for name, arr in arrays.items():
        a = np.ascontiguousarray(arr)
        if a.dtype.kind not in _KINDS:
            raise ValueError(f"cannot snapshot {name}: dtype {a.dtype} is not numeric")
        raw = a.reshape(-1).view(np.uint8).data  # a view of the array, not a copy
        pad = b"\x00" * (-len(raw) % 8)
        table.append([name, a.dtype.str, list(a.shape), off, len(raw)])
        parts += [raw, pad]
        off += len(raw) + len(pad)
    head = {k: v for k, v in header.items() if k not in _DIGEST_FIELD.values()}
    head |= {"format": FORMAT, "arrays": table, "size": off}
    digest = _digest(head)
    for part in parts:
        digest.update(part)
    head[_DIGEST_FIELD[FORMAT]] = digest.hexdigest()
    raw_head = json.dumps(head, sort_keys=True).encode("utf-8")
    return [MAGIC + len(raw_head).to_bytes(4, "big") + raw_head, *parts]


def _digest(head: dict[str, Any], *, threads: bool = False) -> Any:
    """The header's format's hash, having taken in the header (all but its digest field, as
    canonical JSON); the payload follows. ``threads``: BLAKE3 on every core, for a large file."""
    from blake3 import blake3

    field = _DIGEST_FIELD[head["format"]]
    raw = json.dumps({k: v for k, v in head.items() if k != field}, sort_keys=True).encode("utf-8")
    if field != "blake3":
        return hashlib.sha256(raw)
    return blake3(raw, max_threads=blake3.AUTO) if threads else blake3(raw)


def _matches(digest: Any, head: dict[str, Any]) -> bool:
    return bool(digest.hexdigest() == head.get(_DIGEST_FIELD[head["format"]]))


_MISMATCH = "snapshot checksum mismatch (its header or data was changed or is corrupt)"


def read_header(data: bytes) -> tuple[dict[str, Any], int]:
    """(header, payload offset); raises SnapshotRejectedError for anything that is not a snapshot."""
    if not data.startswith(MAGIC) or len(data) < len(MAGIC) + 4:
        raise SnapshotRejectedError("not a taggraph snapshot (bad magic)")
    n = int.from_bytes(data[len(MAGIC):len(MAGIC) + 4], "big")
    start = len(MAGIC) + 4
    try:
        head = json.loads(data[start:start + n].decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise SnapshotRejectedError("unreadable snapshot header") from None
    if not isinstance(head, dict):
        raise SnapshotRejectedError("unreadable snapshot header")
    return head, start + n


def _check(head: dict[str, Any], expect: dict[str, Any]) -> None:
    if head.get("format") not in _DIGEST_FIELD:
        raise SnapshotRejectedError(f"snapshot format {head.get('format')!r}, this version reads "
                                    f"{' and '.join(map(str, _DIGEST_FIELD))}")
    for key, want in expect.items():
        got = head.get(key)
        # a callable accepts a family of values (a component reading older versions as stale)
        if not (want(got) if callable(want) else got == want):
            raise SnapshotRejectedError(f"snapshot {key} is {got!r}, expected {want!r}")


def _entries(head: dict[str, Any], size: int) -> list[tuple[str, np.dtype[Any], Any, int, int]]:
    out = []
    for name, dtype, shape, start, nbytes in head["arrays"]:
        dt = np.dtype(dtype)
        if dt.kind not in _KINDS or start < 0 or nbytes < 0 or start + nbytes > size:
            raise ValueError(f"bad array entry {name!r}")
        out.append((name, dt, shape, start, nbytes))
    return out


def decode(data: bytes, expect: dict[str, Any]) -> dict[str, np.ndarray]:
    """The arrays of a snapshot whose header matches ``expect`` and whose payload matches its
    checksum; raises SnapshotRejectedError naming the first mismatch."""
    head, off = read_header(data)
    _check(head, expect)
    payload = memoryview(data)[off:]
    if len(payload) != head.get("size"):
        raise SnapshotRejectedError(_MISMATCH)
    digest = _digest(head)
    digest.update(payload)
    if not _matches(digest, head):
        raise SnapshotRejectedError(_MISMATCH)
    return _views(payload, head)


def _views(payload: Any, head: dict[str, Any]) -> dict[str, np.ndarray]:
    """Each array of the header's table as a read-only view of ``payload`` (no copy)."""
    out: dict[str, np.ndarray] = {}
    try:
        for name, dt, shape, start, nbytes in _entries(head, len(payload)):
            out[name] = np.frombuffer(payload, dtype=dt, count=nbytes // dt.itemsize,
                                      offset=start).reshape(shape)
    except (KeyError, TypeError, ValueError) as exc:  # hashes right but is not ours: a foreign writer
        raise SnapshotRejectedError(f"unreadable snapshot payload ({exc})") from None
    return out


def decode_file(path: str, size: int, expect: dict[str, Any]) -> dict[str, np.ndarray]:
    """``decode`` of a snapshot kept as a file (``taggraph.store.blobfiles``): the file is hashed
    whole, then its arrays are views of a read-only map of it, so a new process reads a page only
    when it is used and never holds a copy of the file."""
    with Path(path).open("rb") as f:
        if (has := os.fstat(f.fileno()).st_size) != size:
            raise SnapshotRejectedError(f"snapshot file {path} has {has} bytes, expected {size}")
        head, off = _read_head(blobfiles.reader(f.fileno(), size), size, expect)
        mapped = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)  # stays mapped while an array lives
    view = memoryview(mapped)
    # Hashed from the map, a block at a time, each block's pages dropped once hashed: reading the
    # file into a buffer instead copied every byte once more (README, "Large snapshots as files"),
    # and hashing the whole map at once would hold every page in the process.
    digest = _digest(head, threads=True)
    step = 64 << 20
    for start in range(0, size, step):
        end = min(size, start + step)
        if end > off:
            digest.update(view[max(start, off):end])
        with contextlib.suppress(OSError, ValueError, AttributeError):  # no madvise: the pages stay
            mapped.madvise(mmap.MADV_DONTNEED, start, end - start)
    if not _matches(digest, head):
        view.release()
        mapped.close()
        raise SnapshotRejectedError(_MISMATCH)
    return _views(view[off:], head)


def release(arrays: dict[str, np.ndarray]) -> None:
    """Drop the pages of ``arrays``' file maps from the process (``MADV_DONTNEED``) once a component
    has been built from them. Most arrays are copied into the component as it loads; their pages,
    read once, would otherwise stay in its RSS. An array still in use (the vectors) reads its pages
    back from the page cache when it next touches them, so this is always safe."""
    maps: dict[int, Any] = {}
    for arr in arrays.values():
        base: Any = arr
        while isinstance(base, np.ndarray):
            base = base.base
        if isinstance(base, memoryview) and isinstance(base.obj, mmap.mmap):
            maps[id(base.obj)] = base.obj
    for mapped in maps.values():
        with contextlib.suppress(OSError, ValueError, AttributeError):  # no madvise: the pages stay
            mapped.madvise(mmap.MADV_DONTNEED)


Reader = Callable[[int, int], bytes | memoryview]


def _read_head(read: Reader, size: int, expect: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """(header, payload offset) of a blob of ``size`` bytes read piece by piece, its header
    checked against ``expect`` and its payload's length against the header."""
    head_at = len(MAGIC) + 4
    first = read(0, min(size, head_at))
    n = int.from_bytes(first[len(MAGIC):head_at], "big") if len(first) == head_at else 0
    head, off = read_header(bytes(first) + read(head_at, min(n, max(size - head_at, 0))))
    _check(head, expect)
    if size - off != head.get("size"):
        raise SnapshotRejectedError(_MISMATCH)
    return head, off


def decode_parts(read: Reader, size: int, expect: dict[str, Any]) -> dict[str, np.ndarray]:
    """``decode`` of a blob of ``size`` bytes read piece by piece (``read(offset, n)``): each
    array is read into bytes of its own. Arrays decoded from one whole blob are views of it, so
    the whole blob stays in memory while any one of them lives; here an array a component copies
    (into a growable array, another dtype) or only unpacks (string tables) is freed with the
    snapshot's dict, and loading never holds the blob and its copies at once."""
    head, off = _read_head(read, size, expect)
    digest = _digest(head)
    out: dict[str, np.ndarray] = {}
    pos = 0
    try:
        entries = sorted(_entries(head, size - off), key=lambda e: e[3])
        for i, (name, dt, shape, start, nbytes) in enumerate(entries):
            # encode() writes the arrays back to back, each padded to 8 bytes: the payload is
            # their concatenation, so hashing the pieces in order hashes the payload
            end = entries[i + 1][3] if i + 1 < len(entries) else size - off
            if start != pos or end < start + nbytes:
                raise ValueError(f"array {name!r} is not where the previous one ends")
            piece = read(off + start, end - start)
            digest.update(piece)
            out[name] = np.frombuffer(piece, dtype=dt, count=nbytes // dt.itemsize).reshape(shape)
            pos = end
    except (KeyError, TypeError, ValueError) as exc:
        raise SnapshotRejectedError(f"unreadable snapshot payload ({exc})") from None
    if pos < size - off:
        digest.update(read(off + pos, size - off - pos))
    if not _matches(digest, head):
        raise SnapshotRejectedError(_MISMATCH)
    return out


def pack_strings(items: list[str]) -> np.ndarray:
    """Strings as one uint8 array (NUL-separated UTF-8): compact, and no pickle needed."""
    if not items:
        return np.zeros(0, dtype=np.uint8)
    arr = np.frombuffer("\x00".join(items).encode("utf-8", "surrogatepass"), dtype=np.uint8)
    if int(np.count_nonzero(arr == 0)) != len(items) - 1:
        raise ValueError("a string to snapshot contains NUL")
    return arr


def json_row(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


def pack_json(value: Any) -> np.ndarray:
    """A JSON document as one uint8 array: a whole table read back with one ``json.loads``."""
    return np.frombuffer(json_row(value).encode("utf-8"), dtype=np.uint8)


def unpack_json(arr: np.ndarray) -> Any:
    return json.loads(arr.tobytes())


class TextRows:
    """The strings of :func:`pack_strings`, each decoded when it is read: a query reads a few rows
    of a large store's table, and decoding every row at load cost most of a component's memory
    (the fact chains' per-note rows, README)."""

    def __init__(self, arr: np.ndarray, count: int) -> None:
        ends = np.flatnonzero(arr == 0)
        if count and len(ends) != count - 1:
            raise SnapshotRejectedError(f"snapshot row table holds {len(ends) + 1} rows, expected {count}")
        self._arr = arr
        self._bounds = np.concatenate([[-1], ends, [len(arr)]]) if count else np.zeros(1, np.int64)

    def __len__(self) -> int:
        return len(self._bounds) - 1

    def text(self, k: int) -> str:
        """Row ``k`` as it was saved (a JSON row is saved again without parsing it)."""
        return self._arr[int(self._bounds[k]) + 1:int(self._bounds[k + 1])].tobytes().decode("utf-8", "surrogatepass")

    def texts(self, lo: int, hi: int) -> list[str]:
        """Rows ``lo`` to ``hi - 1``, decoded in one piece."""
        if hi <= lo:
            return []
        raw = self._arr[int(self._bounds[lo]) + 1:int(self._bounds[hi])].tobytes()
        return raw.decode("utf-8", "surrogatepass").split("\x00")


class JsonRows(TextRows):
    """JSON documents (:func:`json_row`) packed by :func:`pack_strings`, each parsed when it is read."""

    def __getitem__(self, k: int) -> Any:
        return json.loads(self.text(k))


def unpack_strings(arr: np.ndarray, count: int) -> list[str]:
    if count == 0:
        return []
    out = arr.tobytes().decode("utf-8", "surrogatepass").split("\x00")
    if len(out) != count:
        raise SnapshotRejectedError(f"snapshot string table holds {len(out)} items, expected {count}")
    return out


class Snapshots:
    """Loading and saving component snapshots for one store.

    ``every``: a loaded component whose snapshot is this many changes behind is saved again.
    ``min_notes``: smaller indexes are not worth a snapshot (they rebuild in milliseconds).
    ``background``: saves are encoded and written by one worker thread on its own store handle,
    so a query that triggers a refresh does not wait for it; :meth:`close` waits for them.
    """

    def __init__(self, store: Store, *, every: int = 2000, min_notes: int = 1000,
                 background: bool = True) -> None:
        self.store = store
        self.every = every
        self.min_notes = min_notes
        self.background = background
        self._pool: Any = None
        self._writer: Any = None
        self.failed: dict[str, str] = {}  # key -> why its last save failed (cleared by a success)
        self.to_file: set[str] = set()  # keys loaded from rows that a save now writes as a file

    def expect(self, key: str, version: str | Callable[[Any], bool]) -> dict[str, Any]:
        return {"component": key, "version": version, "schema": self.store.get_meta("schema_version"),
                "extractor": self.store.get_meta("extractor") or "", "store": store_identity(self.store)}

    def load(self, key: str, version: str | Callable[[Any], bool]) -> tuple[dict[str, np.ndarray], int] | str:
        """(arrays, position), or the reason there is nothing usable."""
        expect = self.expect(key, version)
        filer = getattr(self.store, "blob_file", None)  # a SQLite file store's large blobs
        if filer is not None and (found := filer(PREFIX + key)) is not None:
            got = self._from_file(found, expect)
            if got is None:  # gone: replaced by another process's save since the pointer was read, or lost
                again = filer(PREFIX + key)
                got = self._from_file(again, expect) if again is not None and again != found else None
            return got or f"rejected: snapshot file {found[0]} is missing (a store copied without its folder?)"
        opener = getattr(self.store, "blob_reader", None)
        if opener is None:
            return self._from_whole(key, expect)
        with opener(PREFIX + key) as part:
            if part is None:
                return "no snapshot"
            read, size, position = part
            if filer is not None and blobfiles.kept_as_file(getattr(self.store, "path", ":memory:"), size):
                self.to_file.add(key)  # a store's row from before files: written as a file at the next save
            try:
                return decode_parts(read, size, dict(expect, position=position)), position
            except SnapshotRejectedError as exc:
                return f"rejected: {exc}"

    @staticmethod
    def _from_file(found: tuple[str, int, int],
                   expect: dict[str, Any]) -> tuple[dict[str, np.ndarray], int] | str | None:
        """None: there is no file of that name (a newer save replaced it, or it was lost)."""
        path, size, position = found
        try:
            return decode_file(path, size, dict(expect, position=position)), position
        except FileNotFoundError:
            return None
        except (SnapshotRejectedError, OSError) as exc:
            return f"rejected: {exc}"

    def _from_whole(self, key: str, expect: dict[str, Any]) -> tuple[dict[str, np.ndarray], int] | str:
        got = self.store.get_blob(PREFIX + key)
        if got is None:
            return "no snapshot"
        data, position = got
        try:
            return decode(data, dict(expect, position=position)), position
        except SnapshotRejectedError as exc:
            return f"rejected: {exc}"

    def save(self, key: str, version: str, arrays: dict[str, np.ndarray], position: int) -> None:
        header = dict(self.expect(key, version), position=position)
        if not self.background:
            self.store.put_blob(PREFIX + key, encode_parts(arrays, header), position)
            return
        if self._pool is None:
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="taggraph-snapshot")
        self._pool.submit(self._write, key, arrays, header, position)

    def _write(self, key: str, arrays: dict[str, np.ndarray], header: dict[str, Any], position: int) -> None:
        try:
            if self._writer is None:
                self._writer = self.store.reopen()
            self._writer.put_blob(PREFIX + key, encode_parts(arrays, header), position)
            self.failed.pop(key, None)
        except Exception as exc:  # noqa: BLE001 -- a failed refresh costs only speed; keep serving
            self.failed[key] = f"{type(exc).__name__}: {exc}"

    def wait(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None

    def close(self) -> None:
        self.wait()
        if self._writer is not None:
            self._writer.close()
            self._writer = None
