"""Export a store as a folder of Markdown notes and read such a folder back: the notes as the
paper writes them (Appendix A), with a manifest that keeps ids, times, sessions and meta."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

from ..index.ontology import Ontology
from ..notes import Note, NoteFormatError, Turn, note_id_for, parse_note
from ..store import Store, StoreError
from ..strictjson import InvalidMetaError, check_meta, json_safe

EXPORT_FORMAT = 1


# newline="": a note's text keeps its own line endings both ways (read_text has no newline= in 3.11)
def _write_text(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8", newline="")


def _read_text(path: Path) -> str:
    with path.open(encoding="utf-8", newline="") as f:
        return f.read()


def export_store(store: Store, out: Path) -> Path:
    """Write ``store``'s notes to the folder ``out`` (see ``Memory.export``)."""
    (out / "notes").mkdir(parents=True, exist_ok=True)
    manifest = []
    paths: list[str] = []
    for i, note in enumerate(store.iter_notes(), start=1):
        name = f"notes/{i:06d}_{note.id}.md"
        _write_text(out / name, note.markdown)
        paths.extend(note.tags.paths())
        manifest.append(json.dumps({
            "id": note.id, "file": name,
            "timestamp": note.timestamp.isoformat() if note.timestamp else None,
            "session_id": note.session_id, "summary": note.summary, "meta": json_safe(note.meta),
            "extraction_failed": note.extraction_failed, "extracted_by": note.extracted_by,
        }, ensure_ascii=False, sort_keys=True, default=str))
    _write_text(out / "notes.jsonl", "".join(line + "\n" for line in manifest))
    _write_text(out / "ontology.md", Ontology(paths).to_markdown())
    info = {"format": EXPORT_FORMAT, "extractor": store.get_meta("extractor"), "notes": len(manifest)}
    _write_text(out / "taggraph.json", json.dumps(info, indent=2, sort_keys=True) + "\n")
    return out


def read_folder(src: Path) -> tuple[list[Note], str | None]:
    """The notes of an exported folder (or any folder of Appendix-A notes), in order, and the
    extractor its manifest names; a bad file or meta raises StoreError before anything is stored."""
    if not src.is_dir():
        raise StoreError(f"cannot import {src}: not a folder")
    info_file, manifest_file = src / "taggraph.json", src / "notes.jsonl"
    extractor = None
    entries: list[dict[str, Any]]
    if manifest_file.exists():
        extractor = json.loads(info_file.read_text("utf-8")).get("extractor") if info_file.exists() else None
        entries = [json.loads(line) for line in manifest_file.read_text("utf-8").splitlines() if line.strip()]
    else:
        files = sorted(p for p in src.rglob("*.md") if p.name != "ontology.md")
        entries = [{"file": str(p.relative_to(src))} for p in files]
    notes: list[Note] = []
    for e in entries:
        f = src / e["file"]
        try:
            tags, user, assistant = parse_note(_read_text(f), summary=e.get("summary") or "")
        except (OSError, NoteFormatError, ValueError) as exc:
            raise StoreError(f"cannot import {f}: {exc}") from None
        ts = datetime.fromisoformat(e["timestamp"]) if e.get("timestamp") else None
        try:
            meta = check_meta(e.get("meta") or {}, f"meta of note {e.get('id') or e['file']!r}")
        except InvalidMetaError as exc:
            raise StoreError(f"cannot import {src}: {exc}; nothing was imported") from None
        turn = Turn(user, assistant, ts, e.get("session_id"))
        notes.append(Note(id=e.get("id") or note_id_for(turn), user=user, assistant=assistant, tags=tags,
                          timestamp=ts, session_id=e.get("session_id"), meta=meta,
                          extraction_failed=bool(e.get("extraction_failed")),
                          extracted_by=e.get("extracted_by")))
    return notes, extractor
