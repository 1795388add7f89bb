"""``TaggraphStore``: taggraph as a LangGraph long-term store (``langgraph.store.base.BaseStore``),
for LangGraph agents and LangMem.

    store = TaggraphStore("memories.db")                    # or "postgresql://...", or
    store = TaggraphStore("http://127.0.0.1:8765", token="tg_...", namespace="alice")
    graph = builder.compile(store=store)

**Items.** An item's value is a dict. Its ``text`` string (else ``content``; else the fields
named by ``put(..., index=[...])``; else the value as JSON) is remembered as one note and is what
``search`` ranks. The whole value is kept in the note's ``meta`` and comes back intact from
``get`` and ``search``. ``put`` on an existing key remembers the new value and forgets the old
note, so a search never finds a replaced value; ``created_at`` survives the replacement.

**Namespaces.** One taggraph store (a file, a Postgres schema, a server namespace) holds one
LangGraph store, and a LangGraph namespace tuple is a *prefix inside it*, kept in each note's
meta, not a taggraph namespace of its own. Why: LangGraph searches by namespace *prefix*
(``search(("users",))`` spans ``("users", "a")`` and ``("users", "b")``), which needs one
ranking over several namespaces, and fusion scores from separate stores are not comparable;
labels are any strings, which server namespace names (``[a-z0-9_-]{1,64}``) cannot hold. A
search only ever returns items under its prefix: the ranking is filtered to the items the
prefix and ``filter`` admit, and over a local store the candidate depth grows until enough of
them are ranked. Memories that must stay apart for access control (one per user) belong in
separate taggraph stores: separate files, ``?schema=`` or server namespaces with their own tokens.

**Search.** With a ``query``: the store's default method (fusion) ranks; each ``SearchItem``
carries the score, and ``.explanation`` / ``.note_id`` / ``.tags`` (also in ``.dict()``). Items the
ranking did not reach (only over HTTP, whose queries stop at 100 hits) follow with score None,
as LangGraph's own stores do for unindexed items. Without a query: newest ``updated_at`` first.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    get_text_at_path,
    tokenize_path,
)

from ..errors import InvalidArgumentError
from ..notes import Turn
from ..retrieve.base import DEFAULT_METHOD
from .backend import Backend, HitRecord, NoteRecord, open_backend

META_KEY = "langgraph"
SESSION_PREFIX = "langgraph:"
FIRST_DEPTH = 50  # fusion's own candidate depth per method


class TaggraphSearchItem(SearchItem):
    """A ``SearchItem`` that also says why it ranked where it did."""

    __slots__ = ("explanation", "note_id", "tags")

    def __init__(self, item: Item, score: float | None, note_id: str, tags: dict[str, Any],
                 explanation: dict[str, Any] | None) -> None:
        super().__init__(item.namespace, item.key, item.value, item.created_at, item.updated_at, score)
        self.note_id = note_id
        self.tags = tags
        self.explanation = explanation

    def dict(self) -> dict[str, Any]:
        d = super().dict()
        d.update(note_id=self.note_id, tags=self.tags, explanation=self.explanation)
        return d


class _Entry:
    """One live item: its note and the LangGraph item made from the note's meta."""

    __slots__ = ("note_id", "item", "tags")

    def __init__(self, note_id: str, item: Item, tags: dict[str, Any]) -> None:
        self.note_id, self.item, self.tags = note_id, item, tags


class TaggraphStore(BaseStore):
    """A LangGraph ``BaseStore`` over taggraph (see the module docstring for the mapping).

    ``target``: an SQLite path, a ``postgresql://`` URL, an open ``Memory``, or the URL of a
    ``taggraph serve`` (then ``token`` and ``namespace``, default ``"langgraph"``). ``method``:
    the ranking of ``search`` (default: the library's, fusion)."""

    def __init__(self, target: Any = ":memory:", *, token: str | None = None, namespace: str | None = None,
                 method: str = DEFAULT_METHOD, timeout: float = 60.0) -> None:
        self._backend: Backend = open_backend(target, token=token, namespace=namespace, timeout=timeout)
        self.method = method
        self._lock = threading.RLock()
        self._items: dict[tuple[tuple[str, ...], str], _Entry] = {}
        self._by_note: dict[str, tuple[tuple[str, ...], str]] = {}
        self._loaded = False

    # -- the item map (namespace, key) -> note, following the store --------------------------------
    def _refresh(self) -> None:
        """Bring the item map up to date with the store: once fully, then from the change log
        (a local store), or fully again every batch (a server, whose API has no change log)."""
        if self._loaded:
            delta = self._backend.changes()
            if delta is not None:
                for op, what in delta:
                    if op == "add":
                        self._take(what)
                    else:
                        self._drop_note(what)
                return
        self._items.clear()
        self._by_note.clear()
        for rec in self._backend.notes():
            self._take(rec)
        self._loaded = True

    def _take(self, rec: NoteRecord) -> None:
        m = rec.meta.get(META_KEY)
        if not isinstance(m, dict) or "key" not in m or "ns" not in m:
            return  # a note that is not a LangGraph item (remembered by other means)
        ns, key = tuple(m["ns"]), str(m["key"])
        item = Item(value=m.get("value") or {}, key=key, namespace=ns,
                    created_at=datetime.fromisoformat(m["created_at"]),
                    updated_at=datetime.fromisoformat(m["updated_at"]))
        old = self._items.get((ns, key))
        if old is not None and old.item.updated_at > item.updated_at:
            return  # a stale copy left behind by an interrupted replace; the newer one wins
        if old is not None:
            self._by_note.pop(old.note_id, None)
        self._items[(ns, key)] = _Entry(rec.id, item, rec.tags)
        self._by_note[rec.id] = (ns, key)

    def _drop_note(self, note_id: str) -> None:
        where = self._by_note.pop(note_id, None)
        if where is not None and where in self._items and self._items[where].note_id == note_id:
            del self._items[where]

    # -- BaseStore --------------------------------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Reads see the store as it was before the batch; then the batch's writes apply, the
        last write to a key winning (as LangGraph's InMemoryStore does)."""
        ops = list(ops)
        with self._lock:
            self._refresh()
            results: list[Result] = []
            puts: dict[tuple[tuple[str, ...], str], PutOp] = {}
            for op in ops:
                if isinstance(op, GetOp):
                    entry = self._items.get((tuple(op.namespace), op.key))
                    results.append(entry.item if entry else None)
                elif isinstance(op, SearchOp):
                    results.append(self._search(op))
                elif isinstance(op, ListNamespacesOp):
                    results.append(self._list_namespaces(op))
                elif isinstance(op, PutOp):
                    puts[(tuple(op.namespace), op.key)] = op
                    results.append(None)
                else:
                    raise ValueError(f"unknown operation {type(op).__name__}")
            if puts:
                self._apply_puts(list(puts.values()))
            return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        # the backends are blocking (SQLite, Postgres, httpx): run them off the event loop
        return await asyncio.to_thread(self.batch, list(ops))

    # -- writes -------------------------------------------------------------------------------------
    def _apply_puts(self, puts: list[PutOp]) -> None:
        for op in puts:  # checked before anything is written: a bad value stores none of the batch
            check_value(op)
        now = datetime.now(UTC)
        turns: list[Turn] = []
        old_ids: list[str] = []
        for op in puts:
            ns = tuple(op.namespace)
            old = self._items.get((ns, op.key))
            if old is not None:
                old_ids.append(old.note_id)
            if op.value is None:
                continue
            created = old.item.created_at if old is not None else now
            meta = {META_KEY: {"ns": list(ns), "key": op.key, "value": op.value,
                               "created_at": created.isoformat(), "updated_at": now.isoformat()}}
            # Its own session per item: two items with the same text at the same moment stay two
            # notes, and no item is another one's "neighbouring turn" in fusion's features.
            session = SESSION_PREFIX + json.dumps([list(ns), op.key], ensure_ascii=False)
            turns.append(Turn(item_text(op.value, op.index), "", now, session, meta))
        # New notes first, then the old ones go: a crash in between leaves the old value findable
        # and the newer copy wins when the map is next built (see _take).
        for rec in self._backend.remember(turns) if turns else []:
            self._take(rec)
        for nid in old_ids:
            self._backend.forget(nid)
            self._drop_note(nid)

    # -- reads --------------------------------------------------------------------------------------
    def _candidates(self, op: SearchOp) -> list[_Entry]:
        prefix = tuple(op.namespace_prefix)
        out = []
        for (ns, _), entry in self._items.items():
            if ns[:len(prefix)] != prefix:
                continue
            if op.filter and not all(matches(field_value(entry.item.value, k), v) for k, v in op.filter.items()):
                continue
            out.append(entry)
        return out

    def _search(self, op: SearchOp) -> list[SearchItem]:
        pool = self._candidates(op)
        want = op.offset + op.limit
        if not op.query or not pool:
            pool.sort(key=lambda e: e.item.updated_at, reverse=True)
            return [TaggraphSearchItem(e.item, None, e.note_id, e.tags, None) for e in pool[op.offset:want]]
        allowed = {e.note_id: e for e in pool}
        ranked = self._rank(op.query, allowed, want)
        out: list[SearchItem] = [TaggraphSearchItem(allowed[h.note.id].item, h.score, h.note.id, allowed[h.note.id].tags,
                                                    h.explanation) for h in ranked]
        if len(out) < want:  # items the ranking did not reach come last, unscored, newest first
            seen = {h.note.id for h in ranked}
            rest = sorted((e for e in pool if e.note_id not in seen), key=lambda e: e.item.updated_at, reverse=True)
            out.extend(TaggraphSearchItem(e.item, None, e.note_id, e.tags, None) for e in rest[:want - len(out)])
        return out[op.offset:want]

    def _rank(self, query: str, allowed: dict[str, _Entry], want: int) -> list[HitRecord]:
        """The ranking of ``query`` restricted to ``allowed`` notes, at least ``want`` of them when
        the ranking reaches that many. Locally, fusion's candidate depth grows (x4) until it does
        or every note of the store is a candidate; a server answers at most its k limit."""
        total = self._backend.count()
        fusion = self.method == "fusion"
        depth = FIRST_DEPTH
        while True:
            k = max(want, 4 * depth if fusion else depth)
            if self._backend.max_k is not None:
                k = min(k, self._backend.max_k)
            hits = self._backend.query(query, k=k, method=self.method,
                                       depth=depth if fusion and depth != FIRST_DEPTH else None)
            mine = [h for h in hits if h.note.id in allowed]
            # A server's ranking stops at its k limit; a single method returning fewer than k
            # has no more; fusion has ranked every note once its depth covers the store.
            exhausted = self._backend.max_k is not None or (not fusion and len(hits) < k) or depth >= total
            if len(mine) >= min(want, len(allowed)) or exhausted:
                return mine[:want]
            depth *= 4
            if not fusion:
                depth = max(depth, want)

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        spaces = {ns for ns, _ in self._items}
        conds: tuple[MatchCondition, ...] = op.match_conditions or ()
        found = [ns for ns in spaces if all(namespace_matches(c, ns) for c in conds)]
        if op.max_depth is not None:
            found = list({ns[:op.max_depth] for ns in found})
        found.sort()
        return found[op.offset:op.offset + op.limit]

    # -- lifetime -----------------------------------------------------------------------------------
    def close(self) -> None:
        self._backend.close()

    def __enter__(self) -> TaggraphStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def check_value(op: PutOp) -> None:
    """A value is a dict that JSON can hold (it is kept in the note's meta), or None (delete)."""
    if op.value is None:
        return
    where = f"{tuple(op.namespace)!r}, key {op.key!r}"
    if not isinstance(op.value, dict):
        raise InvalidArgumentError(f"the value at {where} is a {type(op.value).__name__}; store a dict")
    try:
        json.dumps(op.value, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise InvalidArgumentError(f"the value at {where} cannot be stored as JSON ({exc}); "
                                   "convert it to plain dicts, lists, strings and numbers first") from None


def item_text(value: Mapping[str, Any], index: Any = None) -> str:
    """What is remembered and searched of ``value``: its ``text`` string, else ``content``
    (a string, or the text inside LangMem's ``{"content": {...}}``), else the fields ``index``
    names, else the value as JSON."""
    for name in ("text", "content"):
        v = value.get(name)
        if isinstance(v, str) and v.strip():
            return v
        if isinstance(v, dict):
            return item_text(v)
    if isinstance(index, list) and index:
        parts = [t for path in index for t in get_text_at_path(value, tokenize_path(path)) if t.strip()]
        if parts:
            return "\n".join(parts)
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def field_value(value: Mapping[str, Any], key: str) -> Any:
    """``value[key]``; a dotted key not present as such walks nested dicts (``"user.city"``),
    as LangGraph's SQL stores read filter keys (its InMemoryStore reads only the literal key)."""
    if key in value or "." not in key:
        return value.get(key)
    node: Any = value
    for part in key.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return None
        node = node[part]
    return node


def matches(item_value: Any, wanted: Any) -> bool:
    """LangGraph's filter semantics: equality, nested dicts, and ``$eq $ne $gt $gte $lt $lte``."""
    if isinstance(wanted, dict):
        if any(k.startswith("$") for k in wanted):
            return all(_operator(item_value, k, v) for k, v in wanted.items())
        return isinstance(item_value, dict) and all(matches(item_value.get(k), v) for k, v in wanted.items())
    if isinstance(wanted, (list, tuple)):
        return (isinstance(item_value, (list, tuple)) and len(item_value) == len(wanted)
                and all(matches(a, b) for a, b in zip(item_value, wanted, strict=True)))
    return bool(item_value == wanted)


def _operator(value: Any, op: str, arg: Any) -> bool:
    if op == "$eq":
        return bool(value == arg)
    if op == "$ne":
        return bool(value != arg)
    if value is None:
        return False  # a missing field is neither above nor below anything
    compare = {"$gt": float.__gt__, "$gte": float.__ge__, "$lt": float.__lt__, "$lte": float.__le__}.get(op)
    if compare is None:
        raise ValueError(f"unsupported filter operator {op!r} (use $eq $ne $gt $gte $lt $lte)")
    return bool(compare(float(value), float(arg)))


def namespace_matches(cond: MatchCondition, ns: tuple[str, ...]) -> bool:
    """A namespace against a prefix or suffix condition, ``"*"`` matching any one label."""
    path = tuple(cond.path)
    if len(ns) < len(path):
        return False
    part = ns[:len(path)] if cond.match_type == "prefix" else ns[len(ns) - len(path):]
    return all(p in ("*", n) for p, n in zip(path, part, strict=True))
