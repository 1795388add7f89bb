"""Namespaces: one store file per namespace under a data directory, kept open and warm.

Per namespace, writes are serialised and reads run concurrently (a reader-writer lock). A
query first catches the in-memory view up with the store's change log under the write lock,
then searches under the read lock, so no query ever sees the view change under it. Whether
there is anything to catch up with is asked on a second, read-only connection, so queries only
take the write lock when some process (this one or another sharing the data directory) wrote.
The first query of each kind (method and options) also runs under the write lock, because it
loads or builds that method's index components. A remember extracts its turn and computes its
vector under the read lock (queries go on) and takes the write lock only to store them.
"""

from __future__ import annotations

import gc
import os
import re
import shutil
import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TypeVar

import fasteners

from ..errors import TaggraphError
from ..memory import Memory, Prepared
from ..notes import Turn
from ..store import blobfiles

T = TypeVar("T")

NAME_RE = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")
NAME_RULE = "1-64 characters from a-z, 0-9, '_' and '-', starting with a letter or digit"
SUFFIX = ".db"


class NamespaceError(TaggraphError):
    """A bad namespace name, or one that does not exist."""


class InvalidNamespaceError(NamespaceError):
    pass


class NamespaceNotFoundError(NamespaceError):
    pass


def check_name(name: str) -> str:
    """``name`` if it is a valid namespace name; the fixed character set rules out path
    traversal, separators and hidden files whatever the file system."""
    if not isinstance(name, str) or not NAME_RE.fullmatch(name):
        raise InvalidNamespaceError(f"invalid namespace name {name[:80]!r}: use {NAME_RULE}")
    return name


def private(path: Path) -> None:
    """Make a store written by an earlier version (0644) and its WAL side files readable by their
    owner only, as new stores are created."""
    for f in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        try:
            if f.stat().st_mode & 0o077:
                f.chmod(0o600)
        except FileNotFoundError:
            pass
        except OSError:  # not ours to change (another user's file): opening it will say more
            pass


class Namespace:
    """One open store with its lock and its change-log probe."""

    def __init__(self, name: str, path: Path) -> None:
        self.name = name
        self.path = path
        self.memory = Memory.open(path)
        self.memory.auto_refresh = False
        self.lock = fasteners.ReaderWriterLock()
        self._probe = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        self._probe_lock = threading.Lock()
        self._inode = path.stat().st_ino
        self._warm: set[object] = set()
        # One remember at a time, held from its extraction to its commit: the extraction reads
        # the ontology, which only the commit of the remember before it may change.
        self.remembering = threading.Lock()
        # Set by a first remember, which resolves the extractor and loads the write-side
        # structures under the write lock; later ones extract under the read lock (prepared()).
        self.write_warm = False
        self.closed = False
        with self.lock.write_lock():
            self._seen = self.memory.refresh()

    def _latest_change(self) -> int:
        with self._probe_lock:
            self._check_open()
            return int(self._probe.execute("SELECT COALESCE(MAX(seq), 0) FROM changes").fetchone()[0])

    def is_current_file(self) -> bool:
        """False once the file was deleted (or replaced) by another process."""
        try:
            return self.path.stat().st_ino == self._inode
        except FileNotFoundError:
            return False

    @contextmanager
    def reading(self, kind: object = None) -> Iterator[Memory]:
        """The memory, current with every committed write, for reads that run concurrently;
        the first read of a ``kind`` runs alone (it may build index components)."""
        if kind is not None and kind not in self._warm:
            with self.lock.write_lock():
                self._check_open()
                self._seen = self.memory.refresh()
                yield self.memory
                self._warm.add(kind)
            settle()
            return
        if self._latest_change() > self._seen:
            with self.lock.write_lock():
                self._check_open()
                self._seen = self.memory.refresh()
        with self.lock.read_lock():
            self._check_open()
            yield self.memory

    @contextmanager
    def writing(self) -> Iterator[Memory]:
        """The memory for one write at a time (also for reads that use the store connection)."""
        with self.lock.write_lock():
            self._check_open()
            self._seen = self.memory.refresh()
            yield self.memory
            self._seen = self.memory.refresh()

    def prepared(self, turns: list[Turn], again: Prepared | None = None) -> Prepared:
        """``Memory.prepare(turns)`` under the read lock, beside the namespace's queries; the
        caller holds ``remembering`` until it has stored the result under the write lock."""
        with self.reading() as mem:
            return mem.prepare(turns, again=again)

    def _check_open(self) -> None:
        # A request that fetched this handle just before the namespace was deleted gets a 404,
        # not an error from a closed store.
        if self.closed:
            raise NamespaceNotFoundError(f"namespace {self.name!r} was deleted")

    def close(self) -> None:
        with self.lock.write_lock():
            if self.closed:
                return
            with self._probe_lock:
                self.closed = True
                self._probe.close()
            self.memory.close()
        # its objects were frozen with everyone's (settle): collectable again, or never freed
        gc.unfreeze()


def settle() -> None:
    """Once a namespace has loaded what a kind of query or its writes read: collect what the
    loading left, then take every object the process holds out of the cyclic collector's view
    (``gc.freeze``). A server keeps its namespaces' indexes for hours, and each full collection
    walked all of them again, on whichever request it fell. Objects made later stay in view; a
    closed namespace gives everything back to the collector (``Namespace.close``)."""
    gc.collect()
    gc.freeze()


def _missing(name: str) -> NamespaceNotFoundError:
    return NamespaceNotFoundError(f"namespace {name!r} does not exist (it is created by its first write)")


class Namespaces:
    """The namespaces of one data directory; a namespace is opened on first use and stays open."""

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.data_dir = Path(data_dir)
        if not self.data_dir.is_dir():
            raise NamespaceError(f"data directory {self.data_dir} does not exist; create it first")
        self._open: dict[str, Namespace] = {}
        self._lock = threading.Lock()
        # One lock per name, so opening a large store does not hold up other namespaces.
        self._opening: dict[str, threading.Lock] = {}

    def path(self, name: str) -> Path:
        return self.data_dir / f"{check_name(name)}{SUFFIX}"

    def names(self) -> list[str]:
        return sorted(p.name[: -len(SUFFIX)] for p in self.data_dir.glob(f"*{SUFFIX}")
                      if NAME_RE.fullmatch(p.name[: -len(SUFFIX)]))

    def exists(self, name: str) -> bool:
        return self.path(name).is_file()

    def get(self, name: str, *, create: bool = False) -> Namespace:
        """The open namespace; created when ``create`` (a first write), else it must exist."""
        path = self.path(name)
        with self._lock:
            ns = self._open.get(name)
        if ns is not None and ns.is_current_file():
            return ns
        if not create and ns is None and not path.is_file():
            raise _missing(name)  # before a lock is kept for the name: made-up names leave nothing behind
        with self._lock:
            opening = self._opening.setdefault(name, threading.Lock())
        with opening:
            with self._lock:
                ns = self._open.get(name)
            if ns is not None and ns.is_current_file():
                return ns
            if ns is not None:  # deleted or replaced by another process: drop our handle
                self._forget_handle(name, ns)
            if not create and not path.is_file():
                raise _missing(name)
            private(path)
            ns = Namespace(name, path)
            with self._lock:
                self._open[name] = ns
            return ns

    def _forget_handle(self, name: str, ns: Namespace) -> None:
        with self._lock:
            if self._open.get(name) is ns:
                del self._open[name]
        ns.close()

    def read(self, name: str, fn: Callable[[Memory], T], kind: object = None) -> T:
        with self.get(name).reading(kind) as mem:
            return fn(mem)

    def write(self, name: str, fn: Callable[[Memory], T], *, create: bool = False) -> T:
        with self.get(name, create=create).writing() as mem:
            return fn(mem)

    def delete(self, name: str) -> None:
        """Remove the namespace's store file (and its WAL side files)."""
        ns = self.get(name)
        with self._opening[name]:
            self._forget_handle(name, ns)
            for suffix in ("", "-wal", "-shm"):
                with suppress(FileNotFoundError):
                    Path(f"{ns.path}{suffix}").unlink()
            shutil.rmtree(blobfiles.folder(str(ns.path)), ignore_errors=True)  # its large snapshots

    def close(self) -> None:
        with self._lock:
            spaces = list(self._open.values())
            self._open.clear()
        for ns in spaces:
            ns.close()
