"""The import rules of taggraph's layers, checked: ``python -m taggraph.devtools.layers``.

Each module sits on a floor; an import runs down or stays on its floor, and no import chain
comes back to where it started. Every import counts, including those inside functions and
under ``TYPE_CHECKING``: a lazy import is still a dependency a reader has to follow. Exit status
1 lists the loops and the imports that run up a floor (``ALLOWED_UP`` names the accepted ones).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

# Lowest first. A module takes the floor of the longest prefix listed ("" is the package root).
FLOORS: list[tuple[str, ...]] = [
    ("errors", "text", "timeq", "arrays", "lazydict", "lifetime", "blas", "codehash"),
    ("tags",),
    ("notes", "strictjson", "ingest", "ingest_formats", "display"),
    ("extract", "embed_files", "embed", "embed_static"),
    ("store",),
    ("graph",),
    ("index",),
    ("retrieve",),
    ("memory", "demo", ""),
    ("cli", "serve", "bench", "integrations", "devtools"),
]
# (importer, imported): up-floor imports that stay, each with its reason.
ALLOWED_UP: dict[tuple[str, str], str] = {
    ("index.base", "retrieve.base"): "the index caches the retrievers built over it, by registry name",
}

ROOT = Path(__file__).resolve().parents[1]


def modules(root: Path = ROOT) -> dict[str, Path]:
    out = {}
    for p in root.rglob("*.py"):
        parts = list(p.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = p
    return out


def imports(name: str, path: Path, known: dict[str, Path]) -> Iterator[str]:
    """The taggraph modules ``name`` imports (names relative to the package)."""
    pkg = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    pkg = [p for p in pkg if p]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg[: len(pkg) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            elif node.module and (node.module == "taggraph" or node.module.startswith("taggraph.")):
                target = node.module.removeprefix("taggraph").lstrip(".")
            else:
                continue
            for alias in node.names:
                sub = f"{target}.{alias.name}" if target else alias.name
                yield sub if sub in known else target
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("taggraph."):
                    yield alias.name.removeprefix("taggraph.")


def floor(name: str) -> int:
    best, found = -1, -1
    for i, names in enumerate(FLOORS):
        for prefix in names:
            if (name == prefix or name.startswith(prefix + ".") or prefix == "") and len(prefix) > best:
                best, found = len(prefix), i
    return found


def graph(root: Path = ROOT) -> dict[str, set[str]]:
    known = modules(root)
    return {m: {t for t in imports(m, p, known) if t in known and t != m} for m, p in known.items()}


def loops(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on.add(start)
        while work:
            v, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
    return out


def up_imports(edges: dict[str, set[str]]) -> list[tuple[str, str]]:
    return sorted((m, t) for m, ts in edges.items() for t in ts if floor(t) > floor(m))


def main() -> int:
    edges = graph()
    unplaced = sorted(m for m in edges if floor(m) < 0)
    found = loops(edges)
    up = [e for e in up_imports(edges) if e not in ALLOWED_UP]
    n = sum(len(t) for t in edges.values())
    print(f"{len(edges)} modules on {len(FLOORS)} floors, {n} imports: {len(found)} loops, "
          f"{len(up)} up-floor imports ({len(ALLOWED_UP)} allowed)")
    for comp in found:
        print("loop:", " <-> ".join(comp))
    for m, t in up:
        print(f"up: {m} (floor {floor(m)}) imports {t} (floor {floor(t)})")
    for m in unplaced:
        print("no floor:", m)
    return 1 if found or up or unplaced else 0


if __name__ == "__main__":
    sys.exit(main())
