"""Checks over what a store already holds, for ``stats()`` and ``taggraph doctor``: notes written
by an earlier version that the current checks would refuse."""

from __future__ import annotations

import json

from ..strictjson import has_nonfinite
from .base import Store
from .sqlite import SQLiteStore


def unsafe_meta_ids(store: Store) -> list[str]:
    """Ids of stored notes whose meta holds a non-finite number (written before the check). On
    SQLite a text filter picks the candidates, so the scan reads only them."""
    if isinstance(store, SQLiteStore):
        rows = store.conn.execute("SELECT id, meta FROM notes WHERE meta LIKE '%Infinity%' "
                                  "OR meta LIKE '%NaN%' ORDER BY seq").fetchall()
        return [nid for nid, meta in rows if has_nonfinite(json.loads(meta))]
    return [n.id for n in store.iter_notes() if has_nonfinite(n.meta)]
