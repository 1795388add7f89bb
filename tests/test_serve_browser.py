"""The memory browser in a real headless Chromium (Debian's package, driven by Playwright):
connect with a token, search with every method and read the explanations, open a note with its
tags, browse the ontology, forget a note through the confirmation step."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from serve_helpers import Server, add_token

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]

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

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"),
                                reason="needs Debian's chromium (apt-get install chromium; .ci/run installs it)")


@pytest.fixture()
def shots(tmp_path: Path) -> Path:
    out = Path(os.environ.get("TAGGRAPH_SCREENSHOTS", tmp_path / "shots"))
    out.mkdir(parents=True, exist_ok=True)
    return out


@pytest.fixture()
def garden(tmp_path: Path) -> Iterator[tuple[Server, str, list[str]]]:
    token = add_token(tmp_path, "garden", "kitchen")
    with Server(tmp_path) as server, server.client(token) as c:
        r = c.post("/v1/namespaces/garden/remember_many",
                   json={"turns": [{"user": u, "assistant": a, "session_id": "spring"} for u, a in NOTES]})
        ids = [n["id"] for n in r.json()["notes"]]
        c.post("/v1/namespaces/kitchen/remember", json={"user": "The oven runs 10 degrees hot."})
        yield server, token, ids


def test_browser_search_note_ontology_forget(garden: tuple[Server, str, list[str]], shots: Path) -> None:
    from playwright.sync_api import expect, sync_playwright

    server, token, ids = garden
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1100, "height": 760})
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(server.url + "/")
        expect(page.get_by_test_id("status")).to_contain_text("Enter a token")
        page.get_by_test_id("token").fill(token)
        page.get_by_test_id("connect").click()
        expect(page.get_by_test_id("status")).to_contain_text("Connected: 2 namespaces")
        page.get_by_test_id("namespace").select_option("garden")

        methods = page.get_by_test_id("method").locator("option").evaluate_all("os => os.map(o => o.value)")
        assert {"bm25", "taggraph-tfidf", "adaptive", "openclaw"} <= set(methods)
        for method in methods:
            page.get_by_test_id("query").fill("who lent me the hedge trimmer")
            page.get_by_test_id("method").select_option(method)
            page.get_by_test_id("search").click()
            # the first query of a method builds its index (openclaw also loads its model)
            expect(page.get_by_test_id("status")).to_contain_text(f"by {method} in garden", timeout=90_000)
            first = page.get_by_test_id("hit").first
            expect(first).to_contain_text("Priya")
            expect(first.get_by_test_id("explanation")).to_be_visible()
            expect(first.get_by_test_id("explanation")).not_to_be_empty()
        page.get_by_test_id("method").select_option("adaptive")
        page.get_by_test_id("search").click()
        expect(page.get_by_test_id("status")).to_contain_text("by adaptive")
        page.screenshot(path=str(shots / "1-search.png"), full_page=True)

        page.get_by_test_id("note-link").first.click()
        expect(page.get_by_test_id("view-note")).to_be_visible()
        expect(page.get_by_test_id("note-user")).to_have_text(NOTES[1][0])
        with server.client(token) as c:  # the page shows the stored tags, whatever the extractor made
            stored = c.get(f"/v1/namespaces/garden/notes/{ids[1]}").json()["tags"]
        paths = [p for cat, ps in stored.items() if cat != "summary" for p in ps]
        assert paths
        for p in paths:
            expect(page.get_by_test_id("note-tags")).to_contain_text(p)
        page.screenshot(path=str(shots / "2-note.png"), full_page=True)

        page.get_by_role("button", name="Ontology").click()
        deepest = max(paths, key=lambda p: p.count("/"))  # a tag of the hedge-trimmer note
        node = page.locator(f'[data-testid="tree-node"][data-path="{deepest}"]')
        expect(node).to_be_visible()
        node.click()
        expect(page.get_by_test_id("tag-notes")).to_contain_text("hedge trimmer")
        page.screenshot(path=str(shots / "3-ontology.png"), full_page=True)

        page.get_by_test_id("tag-notes").get_by_test_id("note-link").filter(has_text="hedge trimmer").click()
        page.get_by_test_id("forget").click()
        expect(page.get_by_test_id("confirm")).to_be_visible()
        page.screenshot(path=str(shots / "4-forget-confirm.png"), full_page=True)
        page.get_by_test_id("confirm-forget").click()
        expect(page.get_by_test_id("status")).to_contain_text(f"Forgot note {ids[1]}")
        page.get_by_role("button", name="Recent notes").click()
        expect(page.get_by_test_id("status")).to_contain_text(f"{len(NOTES) - 1} notes in garden")
        expect(page.get_by_test_id("recent")).not_to_contain_text("hedge trimmer")
        page.screenshot(path=str(shots / "5-recent.png"), full_page=True)
        browser.close()
        assert not errors, errors

    with server.client(token) as c:  # the store agrees with the page
        assert c.get(f"/v1/namespaces/garden/notes/{ids[1]}").status_code == 404
        assert c.get("/v1/namespaces/garden/stats").json()["notes"] == len(NOTES) - 1
