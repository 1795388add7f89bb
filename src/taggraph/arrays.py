"""Growable numpy containers shared by the graph and the lexical postings of the retrievers:
append in amortised O(1), read the live prefix as an array without copying."""

from __future__ import annotations

import numpy as np


class GrowArray:
    """A numpy vector with amortised O(1) append; ``view()`` is the live prefix."""

    __slots__ = ("a", "n")

    def __init__(self, dtype: type | str, capacity: int = 4) -> None:
        self.a = np.zeros(capacity, dtype=dtype)
        self.n = 0

    def append(self, value: int | float | bool) -> None:
        if self.n == len(self.a):
            self._grow(self.n + 1)
        self.a[self.n] = value
        self.n += 1

    def _grow(self, need: int) -> None:
        new = np.zeros(max(need, 2 * len(self.a)), dtype=self.a.dtype)
        new[: self.n] = self.a[: self.n]
        self.a = new

    def view(self) -> np.ndarray:
        return self.a[: self.n]

    def set(self, values: np.ndarray) -> None:
        self.a = np.array(values, dtype=self.a.dtype)
        self.n = len(self.a)

    def __len__(self) -> int:
        return self.n


class Postings:
    """Note slots holding one key (a tag or a token), optional per-slot values, lazily deleted:
    removed notes stay until more than half the entries are dead, then the list is compacted."""

    __slots__ = ("slots", "values", "dead")

    def __init__(self, with_values: bool = False) -> None:
        self.slots = GrowArray(np.int32)
        self.values = GrowArray(np.float32) if with_values else None
        self.dead = 0

    def add(self, slot: int, value: float = 1.0) -> None:
        self.slots.append(slot)
        if self.values is not None:
            self.values.append(value)

    def drop(self, alive: np.ndarray) -> None:
        self.dead += 1
        if 2 * self.dead > len(self.slots):
            keep = alive[self.slots.view()]
            if self.values is not None:
                self.values.set(self.values.view()[keep])
            self.slots.set(self.slots.view()[keep])
            self.dead = 0

    def live_count(self) -> int:
        return len(self.slots) - self.dead
