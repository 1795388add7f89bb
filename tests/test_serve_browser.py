"""The memory browser in a real headless Chromium (Debian's package, driven by Playwright) against
a real `taggraph serve` process: reasons in words with the raw features behind "details", the
ontology tree collapsed with counts and a filter, tag chips that open a tag's notes and its
timeline (the real endpoint), timestamps in the reader's locale, a message for every failed fetch,
the page's security headers, and no console errors. Screenshots at 1280 and 390 px go to
$TAGGRAPH_SCREENSHOTS when it is set. Runs wherever /usr/bin/chromium exists."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest
from serve_helpers import Server, add_token

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
WIDTHS = (1280, 390)

NOTES = [
    ("The tomatoes in the greenhouse need watering every second evening.", "I'll keep that in mind."),
    ("My neighbour Priya lent me her hedge trimmer until Sunday.", "Remember to give it back on Sunday."),
    ("We planted three apple trees along the north fence in October.", "Lovely, apples in a few years."),
    ("The compost bin by the shed is full; start the second one.", "Noted: switch to the second bin."),
    ("Slugs ate the lettuce again, so I ordered copper tape.", "Copper tape should help."),
    ("The rain barrel overflowed during the storm on Tuesday night.", "Maybe add a diverter."),
    ("I want to try growing saffron crocus bulbs next autumn.", "They like well-drained soil."),
    ("Grandpa Walter always pruned the roses in late February.", "A good family tradition."),
    ("The allotment committee meets on the last Saturday of each month.", "I'll note the meetings."),
    ("Bees love the lavender border we put in by the path.", "Great for pollinators."),
]
# One stamp per note, in UTC; the page shows them in the reader's zone.
STAMPS = [f"2026-03-{d:02d}T08:30:00+00:00" for d in range(2, 12)]
# A bakery job whose manager changes: the kitchen namespace's timeline.
KITCHEN = [
    ("The oven runs 10 degrees hot.", "2026-01-05T09:00:00+00:00"),
    ("My manager at the bakery is Rosalind Okafor.", "2026-01-12T09:00:00+00:00"),
    ("Rosalind retired, so Teodor Falk is my manager now.", "2026-02-16T09:00:00+00:00"),
]

# Runs wherever chromium is installed; under CI (which installs it) a missing browser fails.
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"),
                                reason="needs Debian's chromium (apt-get install chromium; .ci/run installs it)")


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = Path(os.environ.get("TAGGRAPH_SCREENSHOTS") or tmp_path_factory.mktemp("shots"))
    out.mkdir(parents=True, exist_ok=True)
    return out


@pytest.fixture(scope="module")
def garden(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, str, list[str]]]:
    data = tmp_path_factory.mktemp("garden")
    token = add_token(data, "garden", "kitchen")
    with Server(data) as server, server.client(token) as c:
        r = c.post("/v1/namespaces/garden/remember_many",
                   json={"turns": [{"user": u, "assistant": a, "session_id": "spring", "timestamp": ts}
                                   for (u, a), ts in zip(NOTES, STAMPS, strict=True)]})
        ids = [n["id"] for n in r.json()["notes"]]
        c.post("/v1/namespaces/kitchen/remember_many",
               json={"turns": [{"user": u, "assistant": "Noted.", "timestamp": ts} for u, ts in KITCHEN]})
        yield server, token, ids


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


class Watched:
    """A page whose uncaught errors and console errors are collected."""

    def __init__(self, browser: Any, width: int, token: str | None = None, **context: Any) -> None:
        self.context = browser.new_context(viewport={"width": width, "height": 800}, **context)
        if token:  # as if the reader had connected before in this tab
            self.context.add_init_script(f"sessionStorage.setItem('taggraph-token', {token!r})")
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.console: list[str] = []
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        self.page.on("console", lambda m: self.console.append(m.text) if m.type == "error" else None)

    def unexpected(self, *allowed: str) -> list[str]:
        """Errors other than the browser's own log of a refused or failed request we caused."""
        return self.errors + [m for m in self.console if not any(a in m for a in allowed)]

    def close(self) -> None:
        self.context.close()


def connect(w: Watched, server: Server, ns: str = "garden") -> None:
    from playwright.sync_api import expect

    w.page.goto(server.url + "/")
    expect(w.page.get_by_test_id("status")).to_contain_text("Connected: 2 namespaces")
    w.page.get_by_test_id("namespace").select_option(ns)


def search(w: Watched, text: str, method: str) -> None:
    from playwright.sync_api import expect

    w.page.get_by_test_id("query").fill(text)
    w.page.get_by_test_id("method").select_option(method)
    w.page.get_by_test_id("search").click()
    # the first query of a method builds its index (openclaw also loads its model)
    expect(w.page.get_by_test_id("status")).to_contain_text(f"by {method} in garden", timeout=90_000)


def in_viewport(page: Any, locator: Any) -> bool:
    box = locator.bounding_box()
    return box is not None and 0 <= box["y"] < page.viewport_size["height"] - 40


def test_page_security_headers_and_no_inline_code(garden: tuple[Server, str, list[str]]) -> None:
    server, _, _ = garden
    for path, kind in (("/", "text/html"), ("/browser.js", "text/javascript"), ("/browser.css", "text/css")):
        r = httpx.get(server.url + path)
        assert r.status_code == 200 and r.headers["content-type"].startswith(kind)
        csp = r.headers["content-security-policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "frame-ancestors 'none'" in csp
        assert r.headers["x-content-type-options"] == "nosniff" and r.headers["x-frame-options"] == "DENY"
    html = httpx.get(server.url + "/").text
    assert not re.search(r"<script(?![^>]*\bsrc=)", html), "inline script"
    assert not re.search(r"<style|\sstyle=|\son[a-z]+=", html), "inline style or handler"


def test_search_shows_reasons_in_words_with_details(garden: tuple[Server, str, list[str]], chromium: Any,
                                                    shots: Path) -> None:
    from playwright.sync_api import expect

    server, token, _ = garden
    w = Watched(chromium, 1280, token)
    connect(w, server)
    page = w.page
    methods = page.get_by_test_id("method").locator("option").evaluate_all("os => os.map(o => o.value)")
    assert {"fusion", "bm25", "taggraph-tfidf", "adaptive", "openclaw"} <= set(methods)
    question = "who lent me the hedge trimmer"
    for method in methods:
        search(w, question, method)
        first = page.get_by_test_id("hit").first
        expect(first).to_contain_text("Priya")
        # the same words as the HTTP explanation, shown without a click
        with server.client(token) as c:
            api = c.post("/v1/namespaces/garden/query", json={"text": question, "method": method, "k": 10}).json()
        words = api["hits"][0]["explanation"]["reasons"]
        assert words and all(w_ for w_ in words)
        expect(first.get_by_test_id("reason")).to_have_text(words)
        expect(first.get_by_test_id("explanation")).to_be_hidden()
    search(w, question, "fusion")
    first = page.get_by_test_id("hit").first
    expect(first.get_by_test_id("reasons")).to_contain_text(re.compile("hedge|trimmer|Priya", re.I))
    first.get_by_test_id("details").locator("summary").click()
    raw = first.get_by_test_id("explanation")
    expect(raw).to_be_visible()
    expect(raw).to_contain_text("contributions")
    expect(raw).to_contain_text("features")
    page.screenshot(path=str(shots / "1280-1-search.png"), full_page=True)
    assert not w.unexpected(), w.unexpected()
    w.close()


@pytest.mark.parametrize("width", WIDTHS)
def test_note_view_chips_timeline_in_the_readers_locale(garden: tuple[Server, str, list[str]], chromium: Any,
                                                        shots: Path, width: int) -> None:
    from playwright.sync_api import expect

    server, token, ids = garden
    w = Watched(chromium, width, token, locale="de-DE", timezone_id="Europe/Berlin")
    connect(w, server)
    page = w.page
    search(w, "who lent me the hedge trimmer", "fusion")
    if width < 500:
        page.screenshot(path=str(shots / f"{width}-1-search.png"), full_page=True)
    page.get_by_test_id("note-link").first.click()
    expect(page.get_by_test_id("view-note")).to_be_visible()
    expect(page.get_by_test_id("note-user")).to_have_text(NOTES[1][0])
    with server.client(token) as c:
        stored = c.get(f"/v1/namespaces/garden/notes/{ids[1]}").json()
    when = datetime.fromisoformat(stored["timestamp"])
    local = when.astimezone(ZoneInfo("Europe/Berlin")) if when.tzinfo else when
    expect(page.get_by_test_id("note-meta")).to_contain_text(local.strftime("%d.%m.%Y, %H:%M"))  # German style
    paths = [p for cat, ps in stored["tags"].items() if cat != "summary" for p in ps]
    assert paths
    for p in paths:
        expect(page.locator(f'[data-testid="chip"][data-path="{p}"]')).to_be_visible()
    page.screenshot(path=str(shots / f"{width}-2-note.png"), full_page=True)

    # a chip opens that tag's notes where the reader is looking
    deepest = max(paths, key=lambda p: p.count("/"))
    page.locator(f'[data-testid="chip"][data-path="{deepest}"]').click()
    expect(page.get_by_test_id("view-ontology")).to_be_visible()
    expect(page.get_by_test_id("tag-title")).to_contain_text(f"under {deepest}")
    expect(page.get_by_test_id("tag-notes")).to_contain_text("hedge trimmer")
    assert in_viewport(page, page.get_by_test_id("tag-title"))
    page.screenshot(path=str(shots / f"{width}-3-chip-notes.png"))

    # a tag that no fact changes: the timeline says so, not an empty panel
    page.get_by_test_id("show-timeline").click()
    expect(page.get_by_test_id("timeline").get_by_test_id("empty")).to_contain_text("No dated facts about")
    page.screenshot(path=str(shots / f"{width}-4-timeline-empty.png"))
    assert not w.unexpected(), w.unexpected()
    w.close()


def test_timeline_entries_are_listed_in_time_order(garden: tuple[Server, str, list[str]], chromium: Any,
                                                   shots: Path) -> None:
    """The real /timeline answer for the manager slot, rendered in order with local dates."""
    from playwright.sync_api import expect

    server, token, _ = garden
    with server.client(token) as c:
        api = c.get("/v1/namespaces/kitchen/timeline", params={"q": "role/manager"}).json()
    assert [e["current"] for e in api["entries"]] == [False, True], api
    w = Watched(chromium, 1280, token, locale="en-GB", timezone_id="UTC")
    connect(w, server, "kitchen")
    page = w.page
    page.get_by_role("button", name="Ontology").click()
    page.get_by_test_id("tree-filter").fill("manager")
    page.locator('[data-testid="tree-node"][data-path="role/manager"]').click()
    page.get_by_test_id("show-timeline").click()
    entries = page.get_by_test_id("timeline-entry")
    expect(entries).to_have_count(2)
    expect(entries.nth(0)).to_contain_text("Rosalind")
    expect(entries.nth(0)).to_contain_text("12 Jan 2026 – 16 Feb 2026")
    expect(entries.nth(0)).to_contain_text(f"superseded by note {api['entries'][1]['note_id']}")
    expect(entries.nth(1)).to_contain_text("Teodor")
    expect(entries.nth(1)).to_contain_text("current")
    page.screenshot(path=str(shots / "1280-10-timeline.png"))
    entries.nth(1).get_by_test_id("note-link").click()
    expect(page.get_by_test_id("note-user")).to_have_text(KITCHEN[2][0])
    assert not w.unexpected(), w.unexpected()
    w.close()


@pytest.mark.parametrize("width", WIDTHS)
def test_tree_is_collapsed_with_counts_and_a_filter(garden: tuple[Server, str, list[str]], chromium: Any,
                                                    shots: Path, width: int) -> None:
    from playwright.sync_api import expect

    server, token, ids = garden
    with server.client(token) as c:
        tree = c.get("/v1/namespaces/garden/ontology").json()["tree"]
        stored = c.get(f"/v1/namespaces/garden/notes/{ids[1]}").json()["tags"]
    deep = [p for cat, ps in stored.items() if cat != "summary" for p in ps if "/" in p]
    assert deep, stored
    w = Watched(chromium, width, token)
    connect(w, server)
    page = w.page
    page.get_by_role("button", name="Ontology").click()
    nodes = page.get_by_test_id("tree-node")
    expect(nodes.first).to_be_visible()
    visible = [n for n in nodes.all() if n.is_visible()]
    assert len(visible) == len(tree)  # only the top level is open
    expect(page.get_by_test_id("tree")).to_contain_text(f"{tree[0]['notes']} note")
    page.screenshot(path=str(shots / f"{width}-5-tree.png"), full_page=True)

    target = deep[0]
    leaf = target.rsplit("/", 1)[1]
    page.get_by_test_id("tree-filter").fill(leaf)
    node = page.locator(f'[data-testid="tree-node"][data-path="{target}"]')
    expect(node).to_be_visible()
    assert len([n for n in nodes.all() if n.is_visible()]) < len(nodes.all())
    page.screenshot(path=str(shots / f"{width}-6-tree-filter.png"), full_page=True)
    node.click()
    expect(page.get_by_test_id("tag-notes")).to_contain_text("hedge trimmer")
    assert in_viewport(page, page.get_by_test_id("tag-title"))  # where the reader is looking
    page.screenshot(path=str(shots / f"{width}-7-tree-notes.png"))

    page.get_by_test_id("tree-filter").fill("no-such-tag-anywhere")
    expect(page.get_by_test_id("tree-summary")).to_contain_text("no tag matches")
    assert not w.unexpected(), w.unexpected()
    w.close()


@pytest.mark.parametrize("width", WIDTHS)
def test_failed_fetches_show_a_message(tmp_path: Path, chromium: Any, shots: Path, width: int) -> None:
    from playwright.sync_api import expect

    token = add_token(tmp_path, "shed")
    with Server(tmp_path) as server:
        with server.client(token) as c:
            c.post("/v1/namespaces/shed/remember", json={"user": "The lawnmower blade was sharpened in May."})
        # a wrong token: the page says so
        w = Watched(chromium, width)
        page = w.page
        page.goto(server.url + "/")
        expect(page.get_by_test_id("status")).to_contain_text("Enter a token")
        page.get_by_test_id("token").fill("tg_wrong_token_value")
        page.get_by_test_id("connect").click()
        expect(page.get_by_test_id("status")).to_contain_text("refused this token")
        page.screenshot(path=str(shots / f"{width}-8-error-token.png"))
        page.get_by_test_id("token").fill(token)
        page.get_by_test_id("connect").click()
        expect(page.get_by_test_id("status")).to_contain_text("Connected: 1 namespaces")
        server.stop()
    # the server is gone: each view says so in its own panel, and nothing is uncaught
    page.get_by_test_id("query").fill("lawnmower blade")
    page.get_by_test_id("search").click()
    expect(page.get_by_test_id("status")).to_contain_text("Cannot reach the taggraph server")
    expect(page.get_by_test_id("hits").get_by_test_id("empty")).to_contain_text("The search failed")
    page.screenshot(path=str(shots / f"{width}-9-error-stopped.png"))
    page.get_by_role("button", name="Ontology").click()
    expect(page.get_by_test_id("tree").get_by_test_id("empty")).to_contain_text("Could not load the tags")
    page.get_by_role("button", name="Recent notes").click()
    expect(page.get_by_test_id("recent").get_by_test_id("empty")).to_contain_text("Could not load the notes")
    assert not w.errors, w.errors
    # only Chromium's own log lines of the refused token and the unreachable server
    assert not w.unexpected("status of 401", "ERR_CONNECTION_REFUSED"), w.unexpected()
    w.close()


def test_forget_through_the_confirmation(garden: tuple[Server, str, list[str]], chromium: Any, shots: Path) -> None:
    from playwright.sync_api import expect

    server, token, ids = garden
    w = Watched(chromium, 1280, token)
    connect(w, server)
    page = w.page
    page.get_by_role("button", name="Recent notes").click()
    page.get_by_test_id("recent").get_by_test_id("note-link").filter(has_text="compost bin").click()
    page.get_by_test_id("forget").click()
    expect(page.get_by_test_id("confirm")).to_be_visible()
    page.get_by_test_id("confirm-forget").click()
    expect(page.get_by_test_id("status")).to_contain_text(f"Forgot note {ids[3]}")
    expect(page.get_by_test_id("status")).to_contain_text(f"Forgot note {ids[3]}")
    page.get_by_role("button", name="Recent notes").click()
    expect(page.get_by_test_id("status")).to_contain_text(f"{len(NOTES) - 1} notes in garden")
    expect(page.get_by_test_id("recent")).not_to_contain_text("compost bin")
    assert not w.unexpected(), w.unexpected()
    w.close()
    with server.client(token) as c:  # the store agrees with the page
        assert c.get(f"/v1/namespaces/garden/notes/{ids[3]}").status_code == 404
        assert c.get("/v1/namespaces/garden/stats").json()["notes"] == len(NOTES) - 1
