"""A dict whose entries from a snapshot are built on first use, one key at a time.

A restored index holds hundreds of thousands of small Python objects (a set of child paths per
ontology node, a postings object per tag) of which a query reads a handful. Building them all at
load was most of a large store's first query; here a key costs one entry of a mapping (key -> row
of the snapshot's arrays: a dict, or an ``arrays.RowValues`` over the snapshot's ids) until it is
read, and its value is built then, once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterator, MutableMapping
from typing import Any, TypeVar, cast

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
_MISSING: Any = object()


class LazyDict(dict[K, V]):
    """A ``dict`` with entries pending in ``base`` (key -> row), each built by ``build(row)`` when
    first read, written or removed. Point reads (``[]``, ``get``, ``in``, ``setdefault``) build one
    entry; anything that walks the whole dict (iteration, ``items``, ``values``, ``==``) builds the
    rest first. Iteration order: entries in the order they were built, then the pending ones in
    ``base`` order (a plain dict would keep insertion order; nothing here depends on it).

    Readers may share it across threads, as they share a plain dict: an entry is built under a
    lock and stored before it leaves ``base``, so a reader never finds it in neither."""

    def __init__(self, base: MutableMapping[K, int], build: Callable[[int], V]) -> None:
        super().__init__()
        self._base = base
        self._build = build
        self._lock = threading.Lock()

    def _take(self, key: K) -> V:
        """The entry ``key``, built now if it is pending (KeyError if it is in neither)."""
        with self._lock:
            got = dict.get(self, key, _MISSING)
            if got is not _MISSING:
                return cast(V, got)
            value = self._build(self._base[key])
            dict.__setitem__(self, key, value)
            del self._base[key]
            return value

    def fill(self) -> None:
        """Build every pending entry (the base read whole: no search per key in a RowValues)."""
        with self._lock:
            for key, row in list(self._base.items()):
                if not dict.__contains__(self, key):
                    dict.__setitem__(self, key, self._build(row))
            self._base.clear()

    def pending(self) -> int:
        return len(self._base)

    def split(self) -> tuple[list[tuple[K, V]], list[tuple[K, int]]]:
        """The built entries and the pending ones' (key, row), building none: a writer that can
        copy a pending row as it was saved need not build it."""
        with self._lock:
            return list(dict.items(self)), list(self._base.items())

    def __getitem__(self, key: K) -> V:
        got = dict.get(self, key, _MISSING)
        return self._take(key) if got is _MISSING else cast(V, got)

    def get(self, key: K, default: Any = None) -> Any:
        got = dict.get(self, key, _MISSING)
        if got is not _MISSING:
            return got
        if key in self._base:
            return self._take(key)
        # built by another thread between the two looks: it is stored before it leaves base
        return dict.get(self, key, default)

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or key in self._base or dict.__contains__(self, key)

    def __setitem__(self, key: K, value: V) -> None:
        dict.__setitem__(self, key, value)
        self._base.pop(key, None)

    def __delitem__(self, key: K) -> None:
        if key in self._base:
            self._take(key)
        dict.__delitem__(self, key)

    def setdefault(self, key: K, default: Any = None) -> Any:
        got = self.get(key, _MISSING)
        if got is _MISSING:
            dict.__setitem__(self, key, default)
            return default
        return got

    def pop(self, key: K, default: Any = _MISSING) -> Any:
        if key in self._base:
            self._take(key)
        return dict.pop(self, key) if default is _MISSING else dict.pop(self, key, default)

    def popitem(self) -> tuple[K, V]:
        self.fill()
        return dict.popitem(self)

    def update(self, *args: Any, **kwargs: Any) -> None:
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def clear(self) -> None:
        self._base.clear()
        dict.clear(self)

    def __len__(self) -> int:
        return dict.__len__(self) + len(self._base)

    def __iter__(self) -> Iterator[K]:
        self.fill()
        return dict.__iter__(self)

    def keys(self) -> Any:
        self.fill()
        return dict.keys(self)

    def values(self) -> Any:
        self.fill()
        return dict.values(self)

    def items(self) -> Any:
        self.fill()
        return dict.items(self)

    def __eq__(self, other: object) -> bool:
        self.fill()
        if isinstance(other, LazyDict):
            other.fill()
        return dict.__eq__(self, other)

    __hash__ = None

    def __repr__(self) -> str:
        self.fill()
        return dict.__repr__(self)

    def copy(self) -> dict[K, V]:
        self.fill()
        return dict(dict.items(self))

    def __reduce__(self) -> Any:  # never pickled: refuse rather than lose the pending entries
        raise TypeError("a LazyDict is not picklable")
