"""TaggraphStore as a real LangGraph store: a compiled StateGraph remembering in one thread and
recalling in another, the BaseStore contract checked against LangGraph's own InMemoryStore on
the same operations, over SQLite and Postgres, and a store reached through a real `taggraph
serve` process."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any, TypedDict

import pytest

langgraph = pytest.importorskip("langgraph", reason="needs the langchain extra: pip install 'taggraph[langchain]'")

from langchain_core.runnables import RunnableConfig  # noqa: E402
from langgraph.checkpoint.memory import InMemorySaver  # noqa: E402
from langgraph.graph import END, START, StateGraph  # noqa: E402
from langgraph.store.base import BaseStore, InvalidNamespaceError, PutOp  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from serve_helpers import Server, add_token  # noqa: E402

from taggraph import Memory  # noqa: E402
from taggraph.errors import InvalidArgumentError  # noqa: E402
from taggraph.integrations.backend import BackendError  # noqa: E402
from taggraph.integrations.langgraph import TaggraphSearchItem, TaggraphStore  # noqa: E402

# Written for these tests: a few facts about two invented users.
ANN = [("pet", "I adopted a grey cat called Miso last spring."),
       ("family", "My sister Lena lives in Porto and teaches chemistry."),
       ("work", "I started a new job as a bridge inspector in March."),
       ("food", "I am allergic to peanuts and avoid satay sauce.")]
BOB = [("pet", "My ginger cat Toast sleeps on the radiator all winter."),
       ("hobby", "I restore old typewriters on weekends.")]


# -- a real LangGraph agent ------------------------------------------------------------------------
class State(TypedDict, total=False):
    said: str
    recalled: list[str]


def build_graph(store: BaseStore) -> Any:
    def remember(state: State, config: RunnableConfig, *, store: BaseStore) -> State:
        user = config["configurable"]["user_id"]
        if state.get("said"):
            n = len(store.search(("memories", user), limit=100))
            store.put(("memories", user), f"m{n}", {"text": state["said"], "source": "chat"})
        return {}

    def recall(state: State, config: RunnableConfig, *, store: BaseStore) -> State:
        user = config["configurable"]["user_id"]
        hits = store.search(("memories", user), query=state.get("said") or "", limit=2)
        return {"recalled": [h.value["text"] for h in hits]}

    g = StateGraph(State)
    g.add_node("remember", remember)
    g.add_node("recall", recall)
    g.add_edge(START, "remember")
    g.add_edge("remember", "recall")
    g.add_edge("recall", END)
    return g.compile(checkpointer=InMemorySaver(), store=store)


def test_agent_remembers_in_one_thread_and_recalls_in_another(tmp_path: Path) -> None:
    db = tmp_path / "agent.db"
    with TaggraphStore(str(db)) as store:
        graph = build_graph(store)
        for _, text in ANN:
            graph.invoke({"said": text}, {"configurable": {"thread_id": "monday", "user_id": "ann"}})
        graph.invoke({"said": BOB[0][1]}, {"configurable": {"thread_id": "bob-1", "user_id": "bob"}})
    # a new process's store over the same file, a new thread: the question is all it is given
    with TaggraphStore(str(db)) as store:
        graph = build_graph(store)
        out = graph.invoke({"said": "what is my cat called?"},
                           {"configurable": {"thread_id": "friday", "user_id": "ann"}})
        assert out["recalled"][0] == ANN[0][1]
        assert BOB[0][1] not in out["recalled"]  # another user's cat stays in its namespace
        out = graph.invoke({"said": "where does my sister live?"},
                           {"configurable": {"thread_id": "saturday", "user_id": "ann"}})
        assert out["recalled"][0] == ANN[1][1]


# -- the BaseStore contract ------------------------------------------------------------------------
@pytest.fixture
def store_at(new_store: Callable[[], str]) -> Iterator[Callable[[], TaggraphStore]]:
    opened: list[TaggraphStore] = []
    where = new_store()

    def make() -> TaggraphStore:
        s = TaggraphStore(where)
        opened.append(s)
        return s
    yield make
    for s in opened:
        s.close()


def fill(*stores: BaseStore) -> None:
    for s in stores:
        for i, (kind, text) in enumerate(ANN):
            s.put(("users", "ann", "facts"), f"a{i}", {"text": text, "kind": kind, "n": i})
        for i, (kind, text) in enumerate(BOB):
            s.put(("users", "bob"), f"b{i}", {"content": text, "kind": kind, "n": i, "meta": {"v": 1}})
        s.put(("users", "ann", "prefs"), "tone", {"text": "Keep answers short.", "kind": "pref", "n": 9})


def same_items(a: list[Any], b: list[Any]) -> None:
    assert sorted((tuple(x.namespace), x.key, repr(x.value)) for x in a) == \
        sorted((tuple(x.namespace), x.key, repr(x.value)) for x in b)


def test_contract_matches_langgraphs_in_memory_store(store_at: Callable[[], TaggraphStore]) -> None:
    ours, ref = store_at(), InMemoryStore()
    fill(ours, ref)
    assert ours.get(("nobody",), "a1") is None  # (InMemoryStore.get would create the namespace)
    for ns, key in [(("users", "ann", "facts"), "a1"), (("users", "bob"), "b0"), (("users", "bob"), "nope")]:
        a, b = ours.get(ns, key), ref.get(ns, key)
        assert (a is None) == (b is None)
        if a is not None and b is not None:
            assert (a.namespace, a.key, a.value) == (b.namespace, b.key, b.value)
    for prefix, flt in [(("users",), None), (("users", "ann"), None), (("users", "ann", "facts"), {"kind": "pet"}),
                        (("users",), {"kind": "pet"}), (("users",), {"n": {"$gte": 2}}), (("users",), {"n": {"$lt": 1}}),
                        (("users",), {"kind": {"$ne": "pet"}}), (("users",), {"meta": {"v": 1}}),
                        (("users",), {"missing": 3}), (("nobody",), None), (("users", "an"), None)]:
        same_items(ours.search(prefix, filter=flt, limit=50), ref.search(prefix, filter=flt, limit=50))
    list_args: list[dict[str, Any]] = [
        {}, {"prefix": ("users",)}, {"prefix": ("users", "ann")}, {"suffix": ("bob",)},
        {"prefix": ("users", "*", "facts")}, {"max_depth": 2}, {"max_depth": 1}, {"limit": 2, "offset": 1},
        {"prefix": ("nobody",)}]
    for kw in list_args:
        assert ours.list_namespaces(**kw) == ref.list_namespaces(**kw), kw
    # a replace, a delete, a delete of a missing key: the two stores still agree
    for s in (ours, ref):
        s.put(("users", "bob"), "b1", {"content": "I sold my typewriters and took up pottery.", "kind": "hobby", "n": 1})
        s.delete(("users", "ann", "facts"), "a3")
        s.delete(("users", "ann", "facts"), "never-stored")
        s.delete(("users", "ann", "prefs"), "tone")
    same_items(ours.search(("users",), limit=50), ref.search(("users",), limit=50))
    # an emptied namespace is gone, as in LangGraph's SQL stores (InMemoryStore keeps it listed)
    assert ours.list_namespaces() == [("users", "ann", "facts"), ("users", "bob")]
    # and a new store over the same data sees exactly that
    same_items(store_at().search(("users",), limit=50), ref.search(("users",), limit=50))


def test_search_without_query_is_newest_first_with_offset_and_limit(store_at: Callable[[], TaggraphStore]) -> None:
    s = store_at()
    fill(s)
    everything = s.search(("users",), limit=100)
    assert [x.updated_at for x in everything] == sorted((x.updated_at for x in everything), reverse=True)
    assert everything[0].key == "tone"
    assert [x.key for x in s.search(("users",), limit=3, offset=2)] == [x.key for x in everything[2:5]]
    assert s.search(("users",), limit=3, offset=50) == []
    assert all(x.score is None for x in everything)


def test_query_search_ranks_with_fusion_and_explains(store_at: Callable[[], TaggraphStore]) -> None:
    s = store_at()
    fill(s)
    hits = s.search(("users", "ann"), query="which city does my sister live in?", limit=3)
    assert hits[0].key == "a1" and hits[0].value == {"text": ANN[1][1], "kind": "family", "n": 1}
    assert all(isinstance(h, TaggraphSearchItem) and tuple(h.namespace)[:2] == ("users", "ann") for h in hits)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)  # type: ignore[type-var]
    top = hits[0]
    assert isinstance(top, TaggraphSearchItem) and top.explanation is not None
    assert top.explanation["method"] == "fusion" and top.explanation["line"]
    assert top.dict()["explanation"]["line"] == top.explanation["line"] and top.dict()["note_id"] == top.note_id
    # offset and limit page through the same ranking
    assert [h.key for h in s.search(("users", "ann"), query="which city does my sister live in?", limit=2, offset=1)] \
        == [h.key for h in hits[1:3]]
    # a filter applies before ranking
    pets = s.search(("users",), query="cat", filter={"kind": "pet"}, limit=10)
    assert {h.key for h in pets} == {"a0", "b0"}
    assert s.search(("nobody",), query="cat") == []


def test_put_replaces_the_note_and_keeps_created_at(store_at: Callable[[], TaggraphStore]) -> None:
    s = store_at()
    s.put(("u",), "home", {"text": "I live in a flat above a bakery in Ghent."})
    first = s.get(("u",), "home")
    assert first is not None
    s.put(("u",), "home", {"text": "I moved to a houseboat moored in Utrecht.", "since": 2026})
    now = s.get(("u",), "home")
    assert now is not None and now.value == {"text": "I moved to a houseboat moored in Utrecht.", "since": 2026}
    assert now.created_at == first.created_at and now.updated_at > first.updated_at
    mem = s._backend.memory  # type: ignore[attr-defined]
    assert [n.user for n in mem.notes()] == ["I moved to a houseboat moored in Utrecht."]  # the old note is forgotten
    hits = s.search(("u",), query="bakery in Ghent")
    assert [h.value["text"] for h in hits] == ["I moved to a houseboat moored in Utrecht."]


def test_namespaces_never_leak_even_when_outranked(tmp_path: Path) -> None:
    """Bob's 120 notes all name the query's words; Ann's one note is outside fusion's default
    candidates, so her search has to look deeper, and still returns nothing of Bob's."""
    with TaggraphStore(str(tmp_path / "m.db")) as s:
        s.batch([])
        for i in range(120):
            s.put(("users", "bob"), f"b{i}", {"text": f"Garden note {i}: the tomato plants in bed {i} need water."})
        s.put(("users", "ann"), "a0", {"text": "Remind me to phone the plumber about the boiler."})
        mem = s._backend.memory  # type: ignore[attr-defined]
        ann_note = s._items[(("users", "ann"), "a0")].note_id
        assert ann_note not in {h.note_id for h in mem.query("tomato plants need water", k=200)}
        hits = s.search(("users", "ann"), query="tomato plants need water", limit=5)
        assert [h.key for h in hits] == ["a0"] and hits[0].score is not None
        assert all(h.namespace[1] == "bob" for h in s.search(("users", "bob"), query="plumber boiler", limit=20))


def test_missing_and_invalid(store_at: Callable[[], TaggraphStore]) -> None:
    s = store_at()
    assert s.get(("a",), "missing") is None
    assert s.search(("a",)) == [] and s.search(("a",), query="anything") == [] and s.list_namespaces() == []
    s.delete(("a",), "missing")  # no error, nothing stored
    for bad in [(), ("the", "thing.about"), ("x", ""), ("langgraph", "x")]:
        with pytest.raises(InvalidNamespaceError):
            s.put(bad, "k", {"text": "never stored"})
    assert len(s._backend.memory) == 0  # type: ignore[attr-defined]


def test_a_value_json_cannot_hold_is_refused_and_nothing_of_the_batch_is_stored(
        store_at: Callable[[], TaggraphStore]) -> None:
    s = store_at()
    s.put(("u",), "keep", {"text": "The allotment plot number is 41."})
    good = PutOp(("u",), "fine", {"text": "A value that would be stored."})
    for bad in [{"text": "when", "at": datetime(2026, 1, 1)}, {"text": "x", "ratio": float("nan")}, ["not", "a", "dict"]]:
        with pytest.raises(InvalidArgumentError, match=r"the value at \('u',\), key 'bad'"):
            s.batch([good, PutOp(("u",), "bad", bad)])  # type: ignore[arg-type]
    assert [n.meta["langgraph"]["key"] for n in s._backend.memory.notes()] == ["keep"]  # type: ignore[attr-defined]
    assert s.get(("u",), "fine") is None and s.get(("u",), "keep") is not None


def test_item_text_choices(store_at: Callable[[], TaggraphStore]) -> None:
    s = store_at()
    s.put(("n",), "plain", {"text": "Orchid repotting is due in May."})
    s.put(("n",), "langmem", {"kind": "Memory", "content": {"content": "Prefers oat milk in coffee."}})
    s.put(("n",), "fields", {"title": "Passport renewal", "body": {"note": "Appointment at the consulate."}},
          index=["title", "body.note"])
    s.put(("n",), "other", {"colour": "teal", "count": 3})
    texts = {n.meta["langgraph"]["key"]: n.user for n in s._backend.memory.notes()}  # type: ignore[attr-defined]
    assert texts == {"plain": "Orchid repotting is due in May.", "langmem": "Prefers oat milk in coffee.",
                     "fields": "Passport renewal\nAppointment at the consulate.",
                     "other": '{"colour": "teal", "count": 3}'}
    assert s.search(("n",), query="oat milk")[0].key == "langmem"


def test_two_stores_on_one_file_follow_each_other(tmp_path: Path) -> None:
    path = str(tmp_path / "shared.db")
    with TaggraphStore(path) as a, TaggraphStore(path) as b:
        assert b.get(("u",), "k") is None
        a.put(("u",), "k", {"text": "The spare key is under the blue flowerpot."})
        item = b.get(("u",), "k")
        assert item is not None and item.value["text"] == "The spare key is under the blue flowerpot."
        b.put(("u",), "k", {"text": "The spare key is with the neighbour at number 12."})
        a.delete(("u",), "k")
        assert a.get(("u",), "k") is None and b.get(("u",), "k") is None
        assert len(Memory.open(path)) == 0


def test_async_api(tmp_path: Path) -> None:
    async def run() -> None:
        with TaggraphStore(str(tmp_path / "a.db")) as s:
            await s.aput(("u", "ann"), "cat", {"text": ANN[0][1]})
            await s.aput(("u", "ann"), "job", {"text": ANN[2][1]})
            got = await s.aget(("u", "ann"), "cat")
            assert got is not None and got.value == {"text": ANN[0][1]}
            hits = await s.asearch(("u",), query="what do I do for work?")
            assert hits[0].key == "job"
            assert await s.alist_namespaces() == [("u", "ann")]
            await s.adelete(("u", "ann"), "cat")
            assert await s.aget(("u", "ann"), "cat") is None
    asyncio.run(run())


# -- against a real `taggraph serve` -----------------------------------------------------------------
def test_http_store_against_a_running_server(tmp_path: Path) -> None:
    token = add_token(tmp_path, "alice")
    with Server(tmp_path) as server:
        with TaggraphStore(server.url, token=token, namespace="alice") as s:
            assert s.get(("mem",), "x") is None and s.search(("mem",), query="cat") == []  # namespace not created yet
            fill(s)
            ref = InMemoryStore()
            fill(ref)
            same_items(s.search(("users",), limit=50), ref.search(("users",), limit=50))
            assert s.list_namespaces() == ref.list_namespaces()
            hits = s.search(("users", "ann"), query="what is my cat called?", limit=2)
            assert isinstance(hits[0], TaggraphSearchItem) and hits[0].explanation is not None
            assert hits[0].key == "a0" and hits[0].explanation["method"] == "fusion"
            assert all(tuple(h.namespace)[:2] == ("users", "ann") for h in hits)
            s.put(("users", "bob"), "b0", {"content": "Toast the cat now lives with my aunt.", "kind": "pet"})
            s.delete(("users", "ann", "prefs"), "tone")
        # another client (a new process) sees the replace and the delete
        with TaggraphStore(f"{server.url}/v1/namespaces/alice", token=token) as s2:
            item = s2.get(("users", "bob"), "b0")
            assert item is not None and item.value["content"] == "Toast the cat now lives with my aunt."
            assert s2.get(("users", "ann", "prefs"), "tone") is None
            assert len(s2.search(("users",), limit=50)) == len(ANN) + len(BOB)
        with server.client(token) as c:
            assert c.get("/v1/namespaces/alice/stats").json()["notes"] == len(ANN) + len(BOB)
        with pytest.raises(BackendError, match="403"), TaggraphStore(server.url, token=token, namespace="bob") as s3:
            s3.put(("m",), "k", {"text": "not allowed here"})
        with pytest.raises(BackendError, match="401"), TaggraphStore(server.url, token="tg_wrong", namespace="alice") as s4:
            s4.get(("m",), "k")
