// The memory browser: plain DOM calls against the JSON API, no build step. Every piece of
// stored text is set with textContent, never parsed as HTML; the page's CSP allows no inline code.
"use strict";

const $ = (id) => document.getElementById(id);
const state = { ns: null, view: "search", back: "search", note: null, tag: null, tagMode: "notes", tree: null };
// Explanation keys shown as words, not repeated among the raw details.
const WORD_KEYS = new Set(["reasons", "line", "words", "method"]);

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") node.textContent = v;
    else if (k === "on") for (const [ev, fn] of Object.entries(v)) node.addEventListener(ev, fn);
    else node.setAttribute(k, v);
  }
  for (const c of children) if (c) node.append(c);
  return node;
}

function say(message, isError = false) {
  $("status").textContent = message;
  $("status").className = isError ? "status error" : "status";
}

// One message in place of a list's items, so a panel is never left blank.
function empty(list, message, isError = false) {
  list.replaceChildren(el("li", { class: "empty-row" }, el("p", { class: isError ? "empty error" : "empty", "data-testid": "empty", text: message })));
}

async function api(path, options = {}) {
  const headers = { ...(options.headers || {}) };
  const token = sessionStorage.getItem("taggraph-token");
  if (token) headers.Authorization = "Bearer " + token;
  if (options.body) headers["Content-Type"] = "application/json";
  let resp;
  try {
    resp = await fetch(path, { ...options, headers });
  } catch (e) {
    const err = new Error("Cannot reach the taggraph server: is `taggraph serve` still running? (" + e.message + ")");
    err.status = 0;
    throw err;
  }
  const body = await resp.json().catch(() => ({}));
  if (!resp.ok) {
    const detail = (body.error && body.error.message) || resp.statusText || "request failed";
    const err = new Error(`${detail} (HTTP ${resp.status})`);
    err.status = resp.status;
    err.code = body.error && body.error.code;
    throw err;
  }
  return body;
}

const nsPath = (rest) => `/v1/namespaces/${encodeURIComponent(state.ns)}/${rest}`;

function short(text, n = 160) {
  const flat = String(text).replace(/\s+/g, " ").trim();
  return flat.length <= n ? flat : flat.slice(0, n - 1) + "…";
}

// A stored timestamp in the reader's own locale and time zone (the ISO form stays in the tooltip).
function localTime(iso, withTime = true) {
  if (!iso) return "undated";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  return withTime ? d.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
                  : d.toLocaleDateString(undefined, { dateStyle: "medium" });
}

function fmt(value) {
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : value.toPrecision(3);
  if (Array.isArray(value)) return value.slice(0, 6).map(fmt).join(", ") + (value.length > 6 ? ", …" : "");
  if (value && typeof value === "object") {
    if (value.walk) return value.walk.join(" › ") + (value.contribution !== undefined ? ` (${fmt(value.contribution)})` : "");
    return Object.entries(value).slice(0, 8).map(([k, v]) => `${k}=${fmt(v)}`).join(", ");
  }
  return String(value);
}

function reasonsOf(why) {
  if (Array.isArray(why.reasons) && why.reasons.length) return why.reasons;
  return why.line ? [why.line] : [];
}

function explanation(why) {
  const list = el("ul", { class: "reasons", "data-testid": "reasons" },
    ...reasonsOf(why).map((r) => el("li", { "data-testid": "reason", text: r })));
  const dl = el("dl", { class: "why", "data-testid": "explanation" });
  if (why.method) dl.append(el("dt", { text: "method" }), el("dd", { text: String(why.method) }));
  for (const [k, v] of Object.entries(why)) {
    if (WORD_KEYS.has(k)) continue;
    dl.append(el("dt", { text: k }), el("dd", { text: fmt(v) }));
  }
  const details = el("details", { class: "details", "data-testid": "details" },
    el("summary", { text: "details" }), dl);
  return [list, details];
}

function noteItem(note, extra = {}) {
  const head = el("div", { class: "hit-head" },
    extra.rank !== undefined ? el("span", { class: "rank", text: `${extra.rank}.` }) : null,
    el("a", { class: "note-link", "data-testid": "note-link", "data-id": note.id, href: "#", text: short(note.user),
              on: { click: (ev) => { ev.preventDefault(); openNote(note.id); } } }),
    el("span", { class: "when", "data-testid": "when", title: note.timestamp || "", text: localTime(note.timestamp, false) }),
    extra.score !== undefined ? el("span", { class: "score", text: `score ${fmt(extra.score)}` }) : null);
  const item = el("li", { "data-testid": "hit" }, head, el("div", { class: "tagline", text: note.tag_line }));
  if (extra.why) item.append(...explanation(extra.why));
  return item;
}

function show(view) {
  for (const v of ["search", "note", "ontology", "recent"]) $("view-" + v).hidden = v !== view;
  for (const b of document.querySelectorAll("nav button")) b.setAttribute("aria-current", String(b.dataset.view === view));
  if (view !== "note") state.back = view;
  state.view = view;
}

async function search(event) {
  if (event) event.preventDefault();
  const form = $("search-form");
  const text = form.elements.text.value;
  if (!state.ns || !text.trim()) return;
  const body = { text, k: Number(form.elements.k.value) || 10, method: form.elements.method.value };
  say("Searching…");
  try {
    const res = await api(nsPath("query"), { method: "POST", body: JSON.stringify(body) });
    if (res.hits.length) {
      $("hits").replaceChildren(...res.hits.map((h) => noteItem(h.note, { rank: h.rank, score: h.score, why: h.explanation })));
    } else {
      empty($("hits"), "No note matches this question.");
    }
    say(`${res.hits.length} notes by ${res.method} in ${state.ns}`);
  } catch (e) {
    empty($("hits"), "The search failed: " + e.message, true);
    say(e.message, true);
  }
}

async function openNote(id) {
  try {
    const note = await api(nsPath("notes/" + encodeURIComponent(id)));
    state.note = note;
    $("note-title").textContent = "Note " + note.id;
    $("note-meta").textContent = [note.timestamp ? "at " + localTime(note.timestamp) : "undated",
      note.session_id ? "session " + note.session_id : null, note.extracted_by ? "tagged by " + note.extracted_by : null,
      note.extraction_failed ? "extraction failed" : null].filter(Boolean).join(" · ");
    $("note-meta").title = note.timestamp || "";
    $("note-tagline").textContent = note.tag_line;
    const rows = [];
    for (const [cat, tags] of Object.entries(note.tags)) {
      if (cat === "summary") continue;
      const cell = el("td");
      if (!tags.length) cell.append(el("span", { class: "meta", text: "n/a" }));
      for (const t of tags) {
        cell.append(el("button", { class: "chip", type: "button", "data-testid": "chip", "data-path": t,
                                   title: `notes tagged ${t}`, text: t, on: { click: () => openTag(t) } }));
      }
      rows.push(el("tr", {}, el("td", { class: "meta", text: cat }), cell));
    }
    if (note.tags.summary) rows.push(el("tr", {}, el("td", { class: "meta", text: "summary" }), el("td", { text: note.tags.summary })));
    $("note-tags").replaceChildren(...rows);
    $("note-user").textContent = note.user;
    $("note-assistant").textContent = note.assistant || "(no reply stored)";
    $("confirm").hidden = true;
    $("forget").hidden = false;
    show("note");
    say("");
    window.scrollTo(0, 0);
  } catch (e) {
    say("Could not open the note: " + e.message, true);
  }
}

async function forgetNote() {
  const id = state.note.id;
  try {
    await api(nsPath("notes/" + encodeURIComponent(id)), { method: "DELETE" });
    show(state.back);
    await refreshView();
    say(`Forgot note ${id}.`);
  } catch (e) {
    say("Could not forget the note: " + e.message, true);
  }
}

// -- the ontology tree: collapsed to its top level, with counts and a filter ---------------------
function treeNode(node) {
  const kids = node.children.length ? el("ul", { hidden: "" }, ...node.children.map(treeNode)) : null;
  const twisty = el("button", { class: "twisty", type: "button", "aria-expanded": "false",
                                "aria-label": `open ${node.path}`, text: kids ? "▸" : "" });
  if (!kids) twisty.disabled = true;
  const label = el("button", { class: "node", type: "button", "data-testid": "tree-node", "data-path": node.path,
                               title: node.path, text: node.name, on: { click: () => pickTag(node.path) } });
  const li = el("li", { "data-path": node.path }, twisty, label,
                el("span", { class: "count", text: ` ${node.notes} ${node.notes === 1 ? "note" : "notes"}` }), kids);
  twisty.addEventListener("click", () => expand(li, kids.hidden));
  return li;
}

function expand(li, open) {
  const kids = li.querySelector(":scope > ul");
  if (!kids) return;
  kids.hidden = !open;
  const twisty = li.querySelector(":scope > button.twisty");
  twisty.textContent = open ? "▾" : "▸";
  twisty.setAttribute("aria-expanded", String(open));
}

function countNodes(nodes) {
  return nodes.reduce((n, x) => n + 1 + countNodes(x.children), 0);
}

function renderTree(tree) {
  state.tree = tree;
  $("tree").replaceChildren(...tree.map(treeNode));
  $("tree-summary").textContent = tree.length
    ? `${countNodes(tree)} tags, ${tree.length} at the top; ▸ opens a branch, a name shows its notes`
    : "No tags yet.";
  if ($("tree-filter").value) filterTree();
}

// Show the nodes whose path holds the filter text, with their ancestors opened.
function filterTree() {
  const q = $("tree-filter").value.trim().toLowerCase();
  const visit = (li) => {
    const kids = [...li.querySelectorAll(":scope > ul > li")];
    const below = kids.map(visit).some(Boolean);
    const self = !q || li.dataset.path.toLowerCase().includes(q);
    li.hidden = Boolean(q) && !self && !below;
    if (q) expand(li, below);
    return self || below;
  };
  const shown = [...$("tree").children].map(visit).filter(Boolean).length;
  if (!q) for (const li of $("tree").querySelectorAll("li")) expand(li, false);
  $("tree-summary").textContent = q ? (shown ? `tags matching “${q}”` : `no tag matches “${q}”`)
                                     : `${countNodes(state.tree || [])} tags, ${(state.tree || []).length} at the top; ▸ opens a branch, a name shows its notes`;
}

function revealInTree(path) {
  let target = null;
  for (const li of $("tree").querySelectorAll("li")) {
    const p = li.dataset.path;
    if (p === path) target = li;
    if (path.startsWith(p + "/")) expand(li, true);
    li.querySelector(":scope > button.node").setAttribute("aria-current", String(p === path));
  }
  return target;
}

function inView(node) {
  const r = node.getBoundingClientRect();
  return r.top >= 0 && r.top < window.innerHeight - 40;
}

async function pickTag(path) {
  state.tag = path;
  revealInTree(path);
  await showTag();
  // the notes appear where the reader is looking, not below the whole tree
  if (!inView($("tag-title"))) $("tag-panel").scrollIntoView({ block: "start", behavior: "instant" });
}

async function openTag(path) {
  state.tag = path;
  state.tagMode = "notes";
  show("ontology");
  await refreshView();
  const li = revealInTree(path);
  if (li && window.matchMedia("(min-width: 701px)").matches) li.scrollIntoView({ block: "center", behavior: "instant" });
  if (!inView($("tag-title"))) $("tag-panel").scrollIntoView({ block: "start", behavior: "instant" });
}

async function showTag() {
  const path = state.tag;
  $("tag-tools").hidden = !path;
  $("show-notes").setAttribute("aria-pressed", String(state.tagMode === "notes"));
  $("show-timeline").setAttribute("aria-pressed", String(state.tagMode === "timeline"));
  $("tag-notes").hidden = state.tagMode !== "notes";
  $("timeline").hidden = state.tagMode !== "timeline";
  $("tag-empty").hidden = Boolean(path);
  if (!path) return;
  if (state.tagMode === "timeline") await timeline(path);
  else await notesUnder(path);
}

async function notesUnder(path) {
  $("tag-title").textContent = `Notes under ${path}`;
  try {
    const res = await api(nsPath("notes?limit=100&tag=" + encodeURIComponent(path)));
    $("tag-title").textContent = `${res.total} ${res.total === 1 ? "note" : "notes"} under ${path}`;
    if (res.notes.length) $("tag-notes").replaceChildren(...res.notes.map((n) => noteItem(n)));
    else empty($("tag-notes"), `No note carries ${path} any more.`);
  } catch (e) {
    empty($("tag-notes"), `Could not load the notes under ${path}: ${e.message}`, true);
    say(e.message, true);
  }
}

async function timeline(path) {
  $("tag-title").textContent = `Timeline of ${path}`;
  const list = $("timeline");
  try {
    const res = await api(nsPath("timeline?q=" + encodeURIComponent(path)));
    const entries = [...(res.entries || [])].sort((a, b) =>
      (a.valid_from ? Date.parse(a.valid_from) : -Infinity) - (b.valid_from ? Date.parse(b.valid_from) : -Infinity));
    $("tag-title").textContent = `Timeline of ${path}` + (res.slot ? ` (${res.slot})` : "");
    if (!entries.length) {
      empty(list, `No dated facts about ${path} yet.`);
      return;
    }
    list.replaceChildren(...entries.map((e) => {
      const span = `${e.valid_from ? localTime(e.valid_from, false) : "since an unknown date"}` +
                   (e.valid_until ? ` – ${localTime(e.valid_until, false)}` : e.current ? " – now" : "");
      return el("li", { class: e.current ? "current" : "", "data-testid": "timeline-entry" },
        el("div", {}, el("span", { class: "value", text: e.value }),
           el("span", { class: e.current ? "badge" : "badge old", text: e.current ? "current" : "past" })),
        el("div", { class: "meta", title: [e.valid_from, e.valid_until].filter(Boolean).join(" – "), text: span }),
        e.superseded_by ? el("div", { class: "meta", text: `superseded by note ${e.superseded_by}` }) : null,
        el("a", { class: "note-link", href: "#", "data-testid": "note-link", text: short(e.text || e.note_id, 120),
                  on: { click: (ev) => { ev.preventDefault(); openNote(e.note_id); } } }));
    }));
  } catch (e) {
    const missing = e.status === 404 && (e.code === "not_found" || !e.code);
    empty(list, missing ? "This server has no timeline yet (it answered 404 to /timeline): " +
                          "the notes of this tag are under “Notes”."
                        : `Could not load the timeline of ${path}: ${e.message}`, true);
  }
}

async function refreshView() {
  if (!state.ns) return;
  try {
    if (state.view === "search") await search();
    if (state.view === "ontology") {
      const res = await api(nsPath("ontology"));
      renderTree(res.tree);
      say(`${res.tree.length} top-level tags in ${state.ns}`);
      if (state.tag) revealInTree(state.tag);
      await showTag();
    }
    if (state.view === "recent") {
      const res = await api(nsPath("notes?limit=50"));
      if (res.notes.length) $("recent").replaceChildren(...res.notes.map((n) => noteItem(n)));
      else empty($("recent"), "No notes in this namespace yet.");
      say(`${res.total} notes in ${state.ns}, newest first`);
    }
  } catch (e) {
    say(e.message, true);
    if (state.view === "ontology") empty($("tree"), "Could not load the tags: " + e.message, true);
    if (state.view === "recent") empty($("recent"), "Could not load the notes: " + e.message, true);
  }
}

async function connect() {
  const typed = $("token").value.trim();
  if (typed) sessionStorage.setItem("taggraph-token", typed);
  try {
    const who = await api("/v1/whoami");
    $("token-box").hidden = !who.auth;
    const [{ namespaces }, methods] = await Promise.all([api("/v1/namespaces"), api("/v1/methods")]);
    $("namespace").replaceChildren(...namespaces.map((n) => el("option", { value: n, text: n })));
    const select = $("search-form").elements.method;
    select.replaceChildren(...methods.methods.map((m) => el("option", {
      value: m.name, title: m.description, text: m.name === methods.default ? `${m.name} (default)` : m.name })));
    select.value = methods.default;
    state.ns = namespaces[0] || null;
    say(namespaces.length ? `Connected: ${namespaces.length} namespaces${who.read_only ? " (read-only token)" : ""}`
                          : "Connected; no namespaces yet: they appear after the first remember");
    $("forget").disabled = who.read_only;
    await refreshView();
  } catch (e) {
    if (e.status === 401) sessionStorage.removeItem("taggraph-token");
    if (e.status === 401 && typed) say(`The server refused this token: ${e.message}. Check it and press Connect.`, true);
    else if (e.status === 401) say("Enter a token (taggraph token add) and press Connect.", true);
    else say(e.message, true);
  }
}

// A last resort: no failure ends as an "Uncaught (in promise)" with nothing on the page.
window.addEventListener("unhandledrejection", (ev) => {
  ev.preventDefault();
  say("Something failed: " + ((ev.reason && ev.reason.message) || ev.reason), true);
});

$("search-form").addEventListener("submit", search);
$("connect").addEventListener("click", connect);
$("token").addEventListener("keydown", (e) => { if (e.key === "Enter") connect(); });
$("namespace").addEventListener("change", (e) => {
  state.ns = e.target.value;
  state.tag = null;
  $("hits").replaceChildren();
  $("tag-notes").replaceChildren();
  refreshView();
});
$("back").addEventListener("click", () => { show(state.back); });
$("forget").addEventListener("click", () => { $("confirm").hidden = false; $("forget").hidden = true; });
$("confirm-no").addEventListener("click", () => { $("confirm").hidden = true; $("forget").hidden = false; });
$("confirm-yes").addEventListener("click", forgetNote);
$("tree-filter").addEventListener("input", filterTree);
$("tree-collapse").addEventListener("click", () => { $("tree-filter").value = ""; filterTree(); });
$("show-notes").addEventListener("click", () => { state.tagMode = "notes"; showTag(); });
$("show-timeline").addEventListener("click", () => { state.tagMode = "timeline"; showTag(); });
for (const b of document.querySelectorAll("nav button")) b.addEventListener("click", () => { show(b.dataset.view); refreshView(); });
connect();
