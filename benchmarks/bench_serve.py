"""Load on `taggraph serve` over loopback: 32 concurrent HTTP clients for 60 s, 20% remember and
80% query, against 4 namespaces pre-filled with 10,000 notes each. Reports throughput, p50/p99
latency per operation and per query method, the count of 5xx answers, the server's CPU time and
the load average, what the server says a request's time was made of (``GET /v1/requests``: the
wait for its heavy lane, the run, the thread's CPU), and checks afterwards that every
acknowledged note is stored.

    nice -n 10 .venv/bin/python benchmarks/bench_serve.py [--clients 32] [--duration 60]
        [--notes 10000] [--namespaces 4] [--methods default,bm25] [--data DIR] [--json out.json]
        [--rate R] [--workers N]

By default the 32 clients run a closed loop (each sends its next request when the last one is
answered), which measures the server at saturation: by Little's law the latency is then about
clients / throughput, whatever a single request costs. ``--rate R`` runs an open loop instead:
R requests per second arrive at random times, at most --clients in flight, each timed from its
scheduled start, which measures latency at a given traffic level.

The pre-filled stores are written with the library (the offline extractor) and reused by later
runs with the same --data. The exchanges are generated here from templates and Faker values.
Only 127.0.0.1 is contacted, and the run stops at --duration or --max-requests, whichever first.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import httpx
from faker import Faker

from taggraph import Memory, Turn
from taggraph.serve.auth import TokenFile

TEMPLATES = [
    ("I had lunch with {name} from the {job} team at a cafe in {city} on {day}.", "Sounds like a nice lunch."),
    ("My {rel} {name} moved to {city} to start as a {job}.", "Big change for {first}!"),
    ("Remind me that the invoice from {company} is due on {day}, {month} {num}.", "I'll remind you."),
    ("We're planning a trip to {city} with {name} in {month}.", "What are you most looking forward to?"),
    ("{name} recommended the book '{title}' to me, I should read it before {month}.", "Added to your list."),
    ("My {rel} {first} is allergic to {food}, keep that in mind for the dinner.", "Noted: no {food}."),
    ("I started learning {skill} on {day} evenings with a teacher named {name}.", "Good luck with {skill}!"),
    ("The {thing} at home broke again; the repair shop on {street} quoted {num}0 euros.", "That's annoying."),
    ("I switched my gym membership to the one near {street} in {city}.", "Closer is better."),
    ("{company} offered me a {job} position starting in {month}.", "Congratulations!"),
]
WORDS = {
    "rel": ["sister", "brother", "cousin", "neighbour", "colleague", "friend", "aunt", "uncle"],
    "food": ["peanuts", "shellfish", "gluten", "sesame", "dairy", "kiwi"],
    "skill": ["pottery", "the cello", "Portuguese", "woodworking", "salsa", "chess", "sailing"],
    "thing": ["dishwasher", "bike", "boiler", "laptop", "washing machine", "car radio"],
}


class Writer:
    """Synthetic user/assistant exchanges with people, places, dates and topics."""

    def __init__(self, seed: int) -> None:
        self.fake = Faker()
        self.fake.seed_instance(seed)
        self.rng = random.Random(seed)

    def turn(self, session: str) -> Turn:
        f, r = self.fake, self.rng
        first = f.first_name()
        values = {"name": f"{first} {f.last_name()}", "first": first, "job": f.job().split(",")[0].lower(),
                  "city": f.city(), "day": f.day_of_week(), "month": f.month_name(), "num": r.randint(2, 28),
                  "company": f.company(), "street": f.street_name(), "title": f.catch_phrase(),
                  **{k: r.choice(v) for k, v in WORDS.items()}}
        user, assistant = r.choice(TEMPLATES)
        return Turn(user.format(**values), assistant.format(**values), session_id=session)


def prefill(path: Path, notes: int, seed: int) -> float:
    """Write ``notes`` exchanges into the store at ``path`` (kept when it already holds them)."""
    t0 = time.perf_counter()
    with Memory.open(path) as mem:
        have = len(mem)
        if have >= notes:
            return 0.0
        w = Writer(seed)
        turns = [w.turn(f"s{i // 12}") for i in range(notes)][have:]
        mem.remember_many(turns, batch_size=500)
    return time.perf_counter() - t0


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, round(q / 100 * (len(s) - 1)))]


class Traffic:
    """The request mix: 20% remember (a new exchange), 80% query (a short question about things
    the stored exchanges name, with one of the methods), over random namespaces."""

    def __init__(self, namespaces: list[str], methods: list[str | None], seed: int) -> None:
        self.namespaces, self.methods = namespaces, methods
        self.questions = Writer(seed + 99)
        # A session name of this run's own: a note equal to one a previous run stored (same
        # text, time and session) would be answered from the store without being written.
        self.run = f"{time.time_ns():x}"

    def next(self, rng: random.Random, w: Writer, who: int) -> tuple[str, tuple[str, str], str, dict[str, Any]]:
        """(namespace, (op, method), url path, JSON body) of one request."""
        ns = rng.choice(self.namespaces)
        if rng.random() < 0.2:
            t = w.turn(f"load-{self.run}-{who}")
            return ns, ("remember", "-"), f"/v1/namespaces/{ns}/remember", {
                "user": t.user, "assistant": t.assistant, "session_id": t.session_id}
        method = self.methods[rng.randrange(len(self.methods))]
        fake = self.questions.fake
        text = rng.choice([fake.city(), fake.first_name(), rng.choice(WORDS["skill"]), rng.choice(WORDS["thing"]),
                           fake.month_name()])
        text = rng.choice(["what do I know about {}?", "when did I mention {}", "{}"]).format(text)
        body: dict[str, Any] = {"text": text, "k": 10} | ({"method": method} if method else {})
        return ns, ("query", method or "default"), f"/v1/namespaces/{ns}/query", body


async def run_load(base: str, token: str, namespaces: list[str], methods: list[str | None], *, clients: int,
                   duration: float, max_requests: int, seed: int, rate: float = 0.0) -> dict[str, Any]:
    """Closed loop (``rate`` 0): ``clients`` clients each send their next request as soon as the
    last one is answered, so latency grows with the server's queue. Open loop (``rate`` > 0):
    requests arrive at random (Poisson) times, ``rate`` per second in total, at most ``clients``
    in flight; each latency counts from the request's scheduled time, so a stalled server cannot
    hide its backlog by slowing the senders down."""
    lat: dict[tuple[str, str], list[float]] = defaultdict(list)
    status: Counter[int] = Counter()
    transport_errors: list[str] = []
    acked: dict[str, set[str]] = {ns: set() for ns in namespaces}
    sent = 0
    stop_at = time.perf_counter() + duration
    traffic = Traffic(namespaces, methods, seed)
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)

    async def send(http: httpx.AsyncClient, rng: random.Random, w: Writer, who: int, t0: float) -> None:
        ns, key, path, body = traffic.next(rng, w, who)
        try:
            r = await http.post(path, json=body)
        except httpx.TransportError as exc:
            transport_errors.append(repr(exc))
            return
        lat[key].append(time.perf_counter() - t0)
        status[r.status_code] += 1
        if key[0] == "remember" and r.status_code == 201:
            acked[ns].add(r.json()["id"])

    async def client(i: int, http: httpx.AsyncClient) -> None:
        nonlocal sent
        rng, w = random.Random(seed * 1000 + i), Writer(seed * 1000 + i + 7)
        while time.perf_counter() < stop_at and sent < max_requests:
            sent += 1
            await send(http, rng, w, i, time.perf_counter())

    async def arrivals(http: httpx.AsyncClient) -> None:
        nonlocal sent
        rng, w = random.Random(seed), Writer(seed + 7)
        slots = asyncio.Semaphore(clients)
        tasks = []
        due = time.perf_counter()

        async def one(t0: float, i: int) -> None:
            async with slots:
                await send(http, rng, w, i % clients, t0)

        while due < stop_at and sent < max_requests:
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            tasks.append(asyncio.create_task(one(due, sent)))
            sent += 1
            due += rng.expovariate(rate)
        await asyncio.gather(*tasks)

    async with httpx.AsyncClient(base_url=base, headers={"Authorization": f"Bearer {token}"}, timeout=120,
                                 limits=limits) as http:
        t0 = time.perf_counter()
        if rate > 0:
            await arrivals(http)
        else:
            await asyncio.gather(*(client(i, http) for i in range(clients)))
        elapsed = time.perf_counter() - t0
    return {"elapsed_s": elapsed, "latency": lat, "status": status, "transport_errors": transport_errors,
            "acked": acked}


def tree_cpu_s(pid: int) -> float:
    """CPU seconds (user + system) used so far by process ``pid`` and its live descendants (the
    server's workers), read from /proc; NaN where there is no /proc."""
    try:
        stats = {}
        for d in Path("/proc").iterdir():
            if d.name.isdigit():
                try:
                    fields = (d / "stat").read_text().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                stats[int(d.name)] = (int(fields[1]), (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK"))
    except OSError:
        return float("nan")
    tree, total, grew = {pid}, 0.0, True
    while grew:
        more = {p for p, (ppid, _) in stats.items() if ppid in tree} - tree
        grew = bool(more)
        tree |= more
    for p in tree:
        total += stats.get(p, (0, 0.0))[1]
    return total


def missing_after(base: str, token: str, acked: dict[str, set[str]]) -> dict[str, int]:
    out = {}
    with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {token}"}, timeout=120) as c:
        for ns, ids in acked.items():
            stored: set[str] = set()
            total = c.get(f"/v1/namespaces/{ns}/stats").json()["notes"]
            while len(stored) < total:
                page = c.get(f"/v1/namespaces/{ns}/notes", params={"limit": 500, "offset": len(stored)}).json()
                if not page["notes"]:
                    break
                stored |= {n["id"] for n in page["notes"]}
            out[ns] = len(ids - stored)
    return out


def parse_args() -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clients", type=int, default=32,
                    help="concurrent clients (closed loop), or most requests in flight (with --rate)")
    ap.add_argument("--rate", type=float, default=0.0,
                    help="open loop: requests per second in total, arriving at random times (0: closed loop)")
    ap.add_argument("--duration", type=float, default=60.0)
    ap.add_argument("--max-requests", type=int, default=500_000)
    ap.add_argument("--notes", type=int, default=10_000)
    ap.add_argument("--namespaces", type=int, default=4)
    ap.add_argument("--methods", default="default,bm25",
                    help="query methods, comma-separated; 'default' sends no method (the library's default)")
    ap.add_argument("--data", help="data directory (reused between runs; default: a temporary one)")
    ap.add_argument("--port", type=int, default=18765)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--workers", type=int, default=1, help="server worker processes (taggraph serve --workers)")
    ap.add_argument("--json", help="write the results here")
    return ap.parse_args()


def start_server(data: Path, tokens: TokenFile, port: int, workers: int) -> subprocess.Popen[bytes]:
    """`taggraph serve` on ``data``, its output in ``data/server.log``."""
    env = dict(os.environ)
    # --preload: every worker loads every namespace before it reports ready, whichever worker the
    # warm-up requests happen to reach
    with (data / "server.log").open("ab") as log:  # the child keeps its own copy of the handle
        return subprocess.Popen([sys.executable, "-m", "taggraph.cli", "serve", "--data-dir", str(data), "--port",
                                str(port), "--tokens", str(tokens.path), "--workers", str(workers),
                                "--preload", "*"], env=env, stdout=subprocess.DEVNULL, stderr=log)


def wait_ready(server: subprocess.Popen[bytes], data: Path, port: int, workers: int) -> None:
    """Return once ``workers`` distinct worker processes answer /readyz."""
    deadline = time.monotonic() + 900
    ready: set[int] = set()
    while True:
        try:
            r = httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=1)
            if r.status_code == 200:
                ready.add(r.json()["pid"])
                if len(ready) >= workers:
                    return
        except httpx.TransportError:
            pass
        if server.poll() is not None or time.monotonic() > deadline:
            raise SystemExit(f"server did not start; see {data / 'server.log'}")
        time.sleep(0.2)


def warm_up(base: str, token: str, namespaces: list[str], methods: list[str | None]) -> float:
    """Open every namespace, build each method's index and write once (outside the timed
    window); returns the seconds it took."""
    t0 = time.perf_counter()
    with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {token}"}, timeout=600) as c:
        for ns in namespaces:
            for m in methods:
                r = c.post(f"/v1/namespaces/{ns}/query", json={"text": "warm up", **({"method": m} if m else {})})
                r.raise_for_status()
            # the first write of a process loads the write-side structures (ontology lookups)
            r = c.post(f"/v1/namespaces/{ns}/remember", json={"user": "Warm-up note written before the run."})
            r.raise_for_status()
    return time.perf_counter() - t0


def request_times(base: str, token: str) -> dict[str, Any] | None:
    """The server's own account of its requests so far (``GET /v1/requests``, one worker's); None
    from a version without it (run against older code for a ratio)."""
    r = httpx.get(base + "/v1/requests", headers={"Authorization": f"Bearer {token}"}, timeout=60)
    if r.status_code == 404:
        return None
    r.raise_for_status()
    out: dict[str, Any] = r.json()
    return out


def inside_run(before: dict[str, Any] | None, after: dict[str, Any] | None) -> dict[str, dict[str, float]]:
    """Per kind, the mean ms of the run's requests (the warm-up's taken out): waiting for the heavy
    lane, running, thread CPU. Empty when another worker answered the second call."""
    if before is None or after is None or before["pid"] != after["pid"]:
        return {}
    out = {}
    for kind, a in after["kinds"].items():
        b = before["kinds"].get(kind, {"requests": 0, "wait_ms": 0.0, "run_ms": 0.0, "cpu_ms": 0.0})
        n = a["requests"] - b["requests"]
        if n > 0:
            out[kind] = {"requests": n, **{f: round((a[f] * a["requests"] - b[f] * b["requests"]) / n, 1)
                                           for f in ("wait_ms", "run_ms", "cpu_ms")}}
    return out


def summarise(args: argparse.Namespace, res: dict[str, Any], missing: dict[str, int], default: str,
              warm_s: float) -> dict[str, Any]:
    rows = []
    for (op, method), values in sorted(res["latency"].items()):
        name = f"{method} (= {default})" if method == "default" else method
        rows.append({"op": op, "method": name, "n": len(values), "p50_ms": round(pct(values, 50) * 1000, 1),
                     "p99_ms": round(pct(values, 99) * 1000, 1), "mean_ms": round(statistics.fmean(values) * 1000, 1)})
    total = sum(res["status"].values())
    return {
        "clients": args.clients, "workers": args.workers,
        "mode": f"open loop, {args.rate:g} requests/s offered" if args.rate > 0 else "closed loop",
        "load_average": os.getloadavg(), "load_average_before": res["load_before"],
        "duration_s": round(res["elapsed_s"], 1), "namespaces": args.namespaces,
        "notes_per_namespace": args.notes, "default_method": default, "warmup_s": round(warm_s, 1),
        "requests": total, "throughput_rps": round(total / res["elapsed_s"], 1),
        # the server's processes only (the load generator runs in this process)
        "server_cpu_s": round(res["server_cpu_s"], 1),
        "server_cpu_ms_per_request": round(res["server_cpu_s"] * 1000 / max(total, 1), 1),
        "status": dict(sorted(res["status"].items())),
        "5xx": sum(v for k, v in res["status"].items() if k >= 500),
        "transport_errors": len(res["transport_errors"]), "transport_error_samples": res["transport_errors"][:5],
        "acknowledged_notes": sum(len(v) for v in res["acked"].values()),
        "acknowledged_missing": sum(missing.values()), "per_op": rows, "cpus": os.cpu_count(),
        "inside_server": res["inside"],
    }


def main() -> None:
    args = parse_args()
    data = Path(args.data) if args.data else Path(tempfile.mkdtemp(prefix="taggraph-bench-serve-"))
    data.mkdir(parents=True, exist_ok=True)
    namespaces = [f"load{i}" for i in range(args.namespaces)]
    fill_s = {}
    for i, ns in enumerate(namespaces):
        fill_s[ns] = prefill(data / f"{ns}.db", args.notes, seed=args.seed + i)
        print(f"{ns}: {args.notes} notes ({fill_s[ns]:.0f} s to write)", file=sys.stderr)
    tokens = TokenFile(data / "bench-tokens.json")
    token, _ = tokens.add(namespaces, read_only=False, label="bench_serve")

    base = f"http://127.0.0.1:{args.port}"
    server = start_server(data, tokens, args.port, args.workers)
    try:
        wait_ready(server, data, args.port, args.workers)
        default = httpx.get(base + "/v1/methods").json()["default"]
        methods: list[str | None] = [None if m == "default" else m for m in args.methods.split(",")]
        warm_s = warm_up(base, token, namespaces, methods)
        load_before, cpu0 = os.getloadavg(), tree_cpu_s(server.pid)
        inside0 = request_times(base, token)
        res = asyncio.run(run_load(base, token, namespaces, methods, clients=args.clients, duration=args.duration,
                                   max_requests=args.max_requests, seed=args.seed, rate=args.rate))
        res["server_cpu_s"], res["load_before"] = tree_cpu_s(server.pid) - cpu0, load_before
        res["inside"] = inside_run(inside0, request_times(base, token))
        missing = missing_after(base, token, res["acked"])
    finally:
        server.terminate()
        server.wait(30)

    report = summarise(args, res, missing, default, warm_s)
    rows = report["per_op"]
    print(f"{report['mode']}: {report['requests']} requests in {report['duration_s']} s from {args.clients} clients over "
          f"{args.namespaces} namespaces x {args.notes} notes: {report['throughput_rps']} req/s, "
          f"5xx: {report['5xx']}, transport errors: {report['transport_errors']}, acknowledged notes "
          f"{report['acknowledged_notes']}, missing afterwards: {report['acknowledged_missing']}")
    print(f"server CPU {report['server_cpu_s']} s ({report['server_cpu_ms_per_request']} ms/request) over "
          f"{report['duration_s']} s wall; load average before {report['load_average_before'][0]:.2f}, "
          f"after {report['load_average'][0]:.2f} (1 min) on {report['cpus']} CPUs")
    print(f"{'op':<9} {'method':<22} {'n':>7} {'p50 ms':>8} {'p99 ms':>8} {'mean ms':>8}")
    for op in rows:
        print(f"{op['op']:<9} {op['method']:<22} {op['n']:>7} {op['p50_ms']:>8} {op['p99_ms']:>8} {op['mean_ms']:>8}")
    if report["inside_server"]:
        print("inside the server (GET /v1/requests, one worker), mean ms: waiting for the heavy lane, running, "
              "thread CPU")
        for kind, v in sorted(report["inside_server"].items()):
            print(f"  {kind:<30} {v['requests']:>7} {v['wait_ms']:>8} {v['run_ms']:>8} {v['cpu_ms']:>8}")
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n")
    if report["5xx"] or report["acknowledged_missing"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
