"""What ``Memory.stats()`` reports: the store, its tags and ontology, the extractor and its
version, fusion's weights, notes that need attention, and the share of notes with a vector."""

from __future__ import annotations

from typing import Any

from ..index.base import Index
from ..index.facts import KEY as CHAINS_KEY
from ..index.facts import FactChains
from ..index.ontology import Ontology
from ..index.vectors import NoteVectors
from ..store import Store
from ..store.audit import unsafe_meta_ids
from .policy import version_note


def collect(store: Store, index: Index, ontology: Ontology, vectors: NoteVectors) -> dict[str, Any]:
    """What ``Memory.stats()`` reports."""
    # fusion (and the model it loads) is imported here, not at module level: a process that
    # only answers bm25 queries should not pay for it at start
    from ..retrieve.fusion import fusion_status

    recorded = store.get_meta("extractor")
    paths = store.tag_paths()
    n = store.count()
    # said only when a query has loaded them: stats() does not load the chains to ask
    stale = index.is_loaded(CHAINS_KEY) and FactChains.of(index).stale
    facts = {"fact_rows": ("some notes' facts were read by earlier slot rules (a store from before an upgrade); "
                           "`taggraph reindex` reads every note again")} if stale else {}
    return {
        "path": store.path,
        "notes": n,
        "distinct_tags": len(set(paths)),
        "tags_per_note": round(len(paths) / n, 3) if n else 0.0,
        "ontology_nodes": len(ontology),
        "ontology_roots": len(ontology.roots()),
        "extractor": recorded or "(none yet)",
        **version_note(store, recorded),
        "extraction_failed": store.count_failed(),
        "extracted_by": store.count_extracted_by(),
        "fusion": fusion_status(index, store.get_meta("extractor")),
        # notes stored before meta was checked, whose meta holds NaN or Infinity
        "meta_not_json": unsafe_meta_ids(store),
        "vectors": vectors.status(),
        **facts,
    }
