"""Blobs larger than one database value, stored as numbered parts.

SQLite refuses a value over ``SQLITE_MAX_LENGTH`` (1e9 bytes unless compiled otherwise) and
Postgres a ``bytea`` over 1 GB; at a million notes the vectors' and the graph's snapshots are
larger. A store keeps a blob as rows ``name`` (part 0), ``name#00001``, ``name#00002``... of
at most ``PART_BYTES`` each, all written in one transaction, so a reader sees every part of one
save or none of it. Both backends share these helpers.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import TypeAlias

PART_BYTES = 64 << 20  # well under both limits; a part is what a save copies at once (twice: ours, SQLite's)
SEP = "#"

# One bytes-like object, or a sequence of them that together make the blob (a snapshot is encoded
# as its header followed by each array's buffer, so it is never joined into one copy).
Buffer: TypeAlias = bytes | bytearray | memoryview
Buffers: TypeAlias = Buffer | Sequence[Buffer]


def part_name(name: str, i: int) -> str:
    if SEP in name:
        raise ValueError(f"a blob name may not contain {SEP!r}: {name!r}")
    return name if i == 0 else f"{name}{SEP}{i:05d}"


def parts_range(name: str) -> tuple[str, str]:
    """``lo <= stored < hi`` selects the parts after part 0 (``#`` sorts just before ``$``)."""
    return name + SEP, name + chr(ord(SEP) + 1)


def base_name(stored: str) -> str:
    return stored.split(SEP, 1)[0]


def sizes(rows: Iterable[tuple[str, int, int]]) -> dict[str, tuple[int, int]]:
    """name -> (size, position) of each blob, from its stored rows ``(name, length, position)``:
    the parts' sizes summed (every part of a blob has one position)."""
    out: dict[str, tuple[int, int]] = {}
    for stored, size, pos in rows:
        name = base_name(stored)
        out[name] = (out.get(name, (0, 0))[0] + int(size), int(pos))
    return out


def split(data: Buffers, part_bytes: int | None = None) -> Iterator[bytes | bytearray]:
    """The blob in parts of ``part_bytes`` (default ``PART_BYTES``, read at each call; the last
    part shorter); at least one part, maybe empty."""
    part_bytes = part_bytes or PART_BYTES
    if isinstance(data, (bytes, bytearray)) and len(data) <= part_bytes:
        yield data  # the common case, a small blob: no copy
        return
    pieces = [data] if isinstance(data, (bytes, bytearray, memoryview)) else data
    buf = bytearray()
    sent = False
    for piece in pieces:
        view = memoryview(piece).cast("B")
        while len(view):
            take = part_bytes - len(buf)
            buf += view[:take]
            view = view[take:]
            if len(buf) == part_bytes:
                yield buf
                sent = True
                buf = bytearray()
    if buf or not sent:
        yield buf
