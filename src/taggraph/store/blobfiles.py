"""Large blobs of a SQLite store kept as files beside it, so a new process maps them instead of
reading them.

At a million notes the vectors' snapshot is 2.0 GB and the graph's 1.2 GB. Read out of SQLite, a
blob is copied page by page into fresh memory: for the vectors that was 2.1 s of reading and
1.8 s of placing the bytes, the largest part of a new process's first query, and every byte
stayed in its RSS. A blob of at least ``FILE_MIN`` bytes is written instead to a file in the
folder ``<store>-snapshots`` and the store keeps a small pointer row in its place
(``POINTER`` + JSON naming the file and its size). The file holds the same bytes the row would
have held, so it is checked the same way (``taggraph.store.snapshot.decode_file`` hashes it
whole before use) and its arrays are then views of a read-only map of it: pages are read when
touched, and an array that is never read whole (the vectors behind the approximate search)
never is.

Crash and concurrency rules: a file is written under a temporary name and fsynced; it is given
its final name, and the old file of that blob removed, only inside the SQLite write transaction
that replaces the pointer, so two writers never remove each other's files and a reader that
holds the old pointer's file open keeps reading it (unlinking leaves an open or mapped file
readable; a reader that read the pointer just before another process replaced the file reads
the pointer again). A transaction that fails after removing the old file leaves the old pointer
naming nothing: that component is rebuilt, as below. A killed save leaves a temporary file that
a later save of the same blob removes once it is an hour old. A copy of the store without its folder, or a file removed by hand, is a
snapshot that cannot be read: the component is rebuilt from the notes, none of which is touched.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
import uuid
from collections.abc import Callable
from pathlib import Path

from .blobparts import Buffers

FILE_MIN = 64 << 20  # smaller blobs stay rows: reading them costs little, and one file each would not
POINTER = b"TGFILE\x00\x01"
SUFFIX = ".tgsnap"
_TMP = ".tmp-"
_STALE_TMP = 3600.0  # seconds: a temporary file this old was left by a killed save


def folder(db_path: str) -> Path:
    return Path(f"{db_path}-snapshots")


def kept_as_file(db_path: str, size: int) -> bool:
    """Whether a blob of ``size`` bytes of the store at ``db_path`` is written as a file."""
    return db_path != ":memory:" and size >= FILE_MIN


def size_of(data: Buffers) -> int:
    if isinstance(data, (bytes, bytearray, memoryview)):
        return memoryview(data).nbytes
    return sum(memoryview(p).nbytes for p in data)


def _stem(name: str) -> str:
    """A fixed-length prefix per blob name: names hold "/" and ":", and one name must never be
    the start of another's files."""
    return hashlib.sha256(name.encode("utf-8")).hexdigest()[:24]


def write_temporary(db_path: str, name: str, data: Buffers) -> Path:
    """``data`` written and fsynced under a temporary name in the store's folder (made 0700:
    snapshots hold the notes' words)."""
    d = folder(db_path)
    d.mkdir(mode=0o700, exist_ok=True)
    tmp = d / f"{_TMP}{_stem(name)}-{uuid.uuid4().hex}"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        for piece in [data] if isinstance(data, (bytes, bytearray, memoryview)) else data:
            view = memoryview(piece).cast("B")
            while len(view):
                view = view[os.write(fd, view):]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        tmp.unlink(missing_ok=True)
        raise
    os.close(fd)
    return tmp


def reader(fd: int, size: int) -> Callable[[int, int], bytes]:
    """``read(offset, n)`` of an open file of ``size`` bytes, whole however large (one read
    call returns at most about 2 GB on Linux)."""
    def read(offset: int, n: int) -> bytes:
        n = max(0, min(n, size - offset))
        out = [os.pread(fd, n, offset)]
        got = len(out[0])
        while got < n:
            more = os.pread(fd, n - got, offset + got)
            if not more:
                raise OSError(f"snapshot file ended at {offset + got} bytes, expected {size}")
            out.append(more)
            got += len(more)
        return out[0] if len(out) == 1 else b"".join(out)
    return read


def final_name(name: str, tmp: Path) -> str:
    return f"{_stem(name)}-{tmp.name.rsplit('-', 1)[1]}{SUFFIX}"


def place(tmp: Path, final: str) -> None:
    """Give the written file its final name; to be called inside the write transaction that
    stores its pointer. Idempotent, as a retried transaction calls it again."""
    target = tmp.parent / final
    if tmp.exists():
        tmp.replace(target)
    elif not target.exists():
        raise FileNotFoundError(f"snapshot file {tmp} vanished before it was placed")


def pointer(final: str, size: int) -> bytes:
    return POINTER + json.dumps({"file": final, "size": size}, sort_keys=True).encode("utf-8")


def read_pointer(data: bytes | memoryview) -> tuple[str, int] | None:
    """(file name, size) if ``data`` is a pointer row, else None."""
    raw = bytes(data)
    if not raw.startswith(POINTER):
        return None
    try:
        got = json.loads(raw[len(POINTER):].decode("utf-8"))
        name, size = got["file"], got["size"]
    except (UnicodeDecodeError, ValueError, KeyError, TypeError):
        return None
    if not isinstance(name, str) or "/" in name or not name.endswith(SUFFIX) or not isinstance(size, int):
        return None  # a pointer only ever names a file in the store's own folder
    return name, size


def remove_others(db_path: str, name: str, keep: str | None) -> None:
    """Remove the files of blob ``name`` other than ``keep`` (inside the write transaction that
    replaced or deleted its pointer), and its temporary files left by killed saves."""
    d = folder(db_path)
    if db_path == ":memory:" or not d.is_dir():
        return
    stem = _stem(name)
    now = time.time()
    for f in d.iterdir():
        replaced = f.name.startswith(stem) and f.name.endswith(SUFFIX) and f.name != keep
        try:
            if replaced or (f.name.startswith(f"{_TMP}{stem}") and now - f.stat().st_mtime > _STALE_TMP):
                f.unlink()
        except FileNotFoundError:
            pass
