"""spaCy parses of a long import computed ahead, in worker processes, while the importing process
runs the extraction rules, stores notes and embeds them: the parse is most of the extractor's
cost (``benchmarks/bench_offline_extractor.py`` times both) and the rules must see the turns in
order, so only the parse moves. Docs come back serialised (``Doc.to_bytes``) and give the same tags as a parse in
process (tested). Workers die with their parent (PR_SET_PDEATHSIG, and a parent-pid check between
batches elsewhere), so a killed import leaves none behind and none holds its output open.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import os
import queue
import signal
from collections import deque
from collections.abc import Sequence
from typing import Any

from ..lifetime import signal_on_parent_death

BATCH = 64
# Below this many turns the workers' start (each loads the pipeline) does not pay
# (``benchmarks/bench_ingest.py pipeline`` measures an import with and without them).
MIN_TURNS = 2000


def _orphaned(parent: int, outq: Any) -> bool:
    if os.getppid() == parent:
        return False
    # nobody reads the results any more: exiting must not wait for them to reach the pipe
    outq.cancel_join_thread()
    return True


def _worker(inq: Any, outq: Any, parent: int) -> None:
    signal_on_parent_death(signal.SIGKILL)  # elsewhere the ppid check below does it
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C stops the import; the parent closes the pool
    if _orphaned(parent, outq):  # the parent died before prctl took effect
        return
    from .offline_nlp import load

    nlp = load()
    while not _orphaned(parent, outq):
        try:
            item = inq.get(timeout=1.0)
        except queue.Empty:
            continue
        if item is None:
            return
        i, texts = item
        outq.put((i, [d.to_bytes(exclude=["tensor", "user_data"]) for d in nlp.pipe(texts, batch_size=BATCH)]))


class ParsePool:
    """Parses ``texts`` in order in ``processes`` workers; :meth:`take` hands the docs out in the
    same order, and only when the caller asks for exactly the next texts."""

    def __init__(self, texts: Sequence[str], processes: int = 2) -> None:
        # fork where there is one: the workers inherit the loaded pipeline, and a caller's script
        # without a ``__main__`` guard is not run again in them (spawn would import it)
        if "fork" in mp.get_all_start_methods():
            from .offline_nlp import load

            load()
            ctx: Any = mp.get_context("fork")
        else:
            ctx = mp.get_context("spawn")
        self._inq: Any = ctx.Queue()
        self._outq: Any = ctx.Queue()
        self._procs = [ctx.Process(target=_worker, args=(self._inq, self._outq, os.getpid()), daemon=True)
                       for _ in range(processes)]
        for p in self._procs:
            p.start()
        self._batches = [list(texts[i:i + BATCH]) for i in range(0, len(texts), BATCH)]
        self._sent = 0
        self._done: dict[int, list[bytes]] = {}
        self._next = 0  # next batch to hand out
        self._buffer: deque[tuple[str, bytes]] = deque()
        self._ahead = 2 * processes + 2
        self._fill()

    def _fill(self) -> None:
        while self._sent < len(self._batches) and self._sent - self._next < self._ahead:
            self._inq.put((self._sent, self._batches[self._sent]))
            self._sent += 1

    def take(self, texts: Sequence[str], vocab: Any) -> list[Any] | None:
        """The parsed docs of ``texts`` when they are the next texts of the pool, else None
        (the caller parses them itself)."""
        from spacy.tokens import Doc

        out = []
        for t in texts:
            if not self._buffer:
                if self._next >= len(self._batches):
                    return None
                while self._next not in self._done:
                    try:
                        i, docs = self._outq.get(timeout=1.0)
                    except queue.Empty:
                        if not all(p.is_alive() for p in self._procs):
                            return None  # a worker died: the caller parses in process
                        continue
                    self._done[i] = docs
                self._buffer.extend(zip(self._batches[self._next], self._done.pop(self._next), strict=True))
                self._next += 1
                self._fill()
            text, raw = self._buffer[0]
            if text != t:
                return None
            self._buffer.popleft()
            out.append(Doc(vocab).from_bytes(raw))
        return out

    def close(self) -> None:
        for _ in self._procs:
            with contextlib.suppress(Exception):
                self._inq.put(None)
        for p in self._procs:
            p.join(timeout=5)
            if p.is_alive():
                p.terminate()
                p.join(timeout=5)
        for q in (self._inq, self._outq):
            q.cancel_join_thread()
            q.close()
