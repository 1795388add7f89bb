"""The ontology: every prefix of every tag path, reference-counted so that ``forget`` removes
paths no note uses any more, rendered as the indented ``ontology.md`` of the paper's Appendix C."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator


def prefixes(path: str) -> list[str]:
    """``a/b/c`` -> ``["a", "a/b", "a/b/c"]``."""
    parts = path.split("/")
    return ["/".join(parts[: i + 1]) for i in range(len(parts))]


class Ontology:
    def __init__(self, paths: Iterable[str] = ()) -> None:
        # node -> number of tag occurrences at or below it; a node lives while its count > 0.
        self._count: Counter[str] = Counter()
        # full tag path -> number of notes carrying it (for the "existing tags" list of the prompt)
        self._tags: Counter[str] = Counter()
        for p in paths:
            self.add(p)

    def add(self, path: str) -> None:
        self._tags[path] += 1
        for node in prefixes(path):
            self._count[node] += 1

    def remove(self, path: str) -> None:
        if self._tags.get(path, 0) <= 0:
            return
        self._tags[path] -= 1
        if not self._tags[path]:
            del self._tags[path]
        for node in prefixes(path):
            self._count[node] -= 1
            if self._count[node] <= 0:
                del self._count[node]

    def __contains__(self, node: object) -> bool:
        return node in self._count

    def __len__(self) -> int:
        return len(self._count)

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._count))

    def nodes(self) -> list[str]:
        return sorted(self._count)

    def tags(self) -> list[str]:
        """Distinct full tag paths, most used first (ties alphabetical) - the prompt's tag list."""
        return [t for t, _ in sorted(self._tags.items(), key=lambda kv: (-kv[1], kv[0]))]

    def roots(self) -> list[str]:
        return sorted(n for n in self._count if "/" not in n)

    def to_markdown(self) -> str:
        """Indented hierarchy: ``- device`` then ``  - fitbit_inspire_hr`` (two spaces a level)."""
        lines = []
        for node in sorted(self._count, key=lambda n: n.split("/")):
            depth = node.count("/")
            lines.append(f"{'  ' * depth}- {node.rsplit('/', 1)[-1]}")
        return "\n".join(lines) + ("\n" if lines else "")
