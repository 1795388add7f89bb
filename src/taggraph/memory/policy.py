"""Which extractor a store's notes come from, and the refusal to mix two: a store keeps one
extractor's tags, so that every note is found by the same vocabulary."""

from __future__ import annotations

from typing import Any

from ..extract.base import Extractor
from ..store import Store, StoreError


class ExtractorMismatchError(StoreError):
    pass


def extractor_for(spec: str | Extractor | None) -> Extractor:
    if spec is None or (isinstance(spec, str) and spec.startswith("offline")):
        from ..extract.factory import make_extractor

        return make_extractor("offline")
    if isinstance(spec, str):
        raise StoreError(f"extractor {spec!r} needs its settings; open the store with "
                         "extractor=LLMExtractor(...) (CLI: --extractor llm --llm-url URL --llm-model NAME)")
    return spec


def same_family(a: str, b: str) -> bool:
    """Two ids of the same extractor at different versions (``offline-v1``, ``offline-2+1a2b``)."""
    return a == b or (a.startswith("offline") and b.startswith("offline"))


def check_extractor(store: Store, wanted: str | None) -> None:
    """Refuse notes from extractor ``wanted`` (an id, or ``"offline"``) in a store whose notes
    came from another extractor. Versions of the offline extractor are one family: such a store
    opens, says so in stats(), and reextract(failed_only=False) brings every note up to date."""
    recorded = store.get_meta("extractor")
    if recorded and wanted and store.count() and not same_family(recorded, wanted):
        raise ExtractorMismatchError(
            f"{store.path} was built with extractor {recorded!r}; refusing to mix in notes "
            f"from {wanted!r} (use a new store, or open this one with its own extractor)")


def version_note(store: Store, recorded: str | None) -> dict[str, Any]:
    """For an offline store: the running extractor's id and how many notes another version
    tagged (``reextract --all`` re-tags them)."""
    if not recorded or not recorded.startswith("offline"):
        return {}
    from ..extract.offline_nlp import extractor_id

    current = extractor_id()
    stale = sum(n for label, n in store.count_extracted_by().items() if label != current)
    if recorded == current and not stale:
        return {}
    return {"extractor_current": current, "notes_from_other_versions": stale,
            "note": f"built by {recorded}, this taggraph extracts with {current}: "
                    "run `taggraph reextract --all` to re-tag every note"}
