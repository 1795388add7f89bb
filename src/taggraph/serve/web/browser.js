// The memory browser: plain DOM calls against the JSON API, no build step. Every piece of
// stored text is set with textContent, never parsed as HTML.
"use strict";

const $ = (id) => document.getElementById(id);
const state = { ns: null, view: "search", back: "search", note: null, tag: null };

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

async function api(path, options = {}) {
  const headers = { ...(options.headers || {}) };
  const token = sessionStorage.getItem("taggraph-token");
  if (token) headers.Authorization = "Bearer " + token;
  if (options.body) headers["Content-Type"] = "application/json";
  const resp = await fetch(path, { ...options, headers });
  const body = await resp.json().catch(() => ({}));
  if (!resp.ok) {
    const err = new Error((body.error && body.error.message) || resp.statusText);
    err.status = resp.status;
    throw err;
  }
  return body;
}

const nsPath = (rest) => `/v1/namespaces/${encodeURIComponent(state.ns)}/${rest}`;

function short(text, n = 160) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= n ? flat : flat.slice(0, n - 1) + "…";
}

function fmt(value) {
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : value.toPrecision(3);
  if (Array.isArray(value)) return value.slice(0, 6).map(fmt).join(", ") + (value.length > 6 ? ", …" : "");
  if (value && typeof value === "object") {
    if (value.walk) return value.walk.join(" › ") + (value.contribution !== undefined ? ` (${fmt(value.contribution)})` : "");
    return Object.entries(value).slice(0, 6).map(([k, v]) => `${k}=${fmt(v)}`).join(", ");
  }
  return String(value);
}

function noteItem(note, extra = {}) {
  const head = el("div", { class: "hit-head" },
    extra.rank !== undefined ? el("span", { class: "rank", text: `${extra.rank}.` }) : null,
    el("a", { class: "note-link", "data-testid": "note-link", "data-id": note.id, text: short(note.user),
              on: { click: () => openNote(note.id) } }),
    extra.score !== undefined ? el("span", { class: "score", text: `score ${fmt(extra.score)}` }) : null);
  const item = el("li", { "data-testid": "hit" }, head, el("div", { class: "tagline", text: note.tag_line }));
  if (extra.why) {
    const dl = el("dl", { class: "why", "data-testid": "explanation" });
    for (const [k, v] of Object.entries(extra.why)) {
      if (k === "method") continue;
      dl.append(el("dt", { text: k }), el("dd", { text: fmt(v) }));
    }
    // the best hit's reason is shown; the others' are one click away
    const details = el("details", {}, el("summary", { class: "meta", text: "why this note" }), dl);
    details.open = extra.rank === 1;
    item.append(details);
  }
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
    $("hits").replaceChildren(...res.hits.map((h) => noteItem(h.note, { rank: h.rank, score: h.score, why: h.explanation })));
    say(`${res.hits.length} notes by ${res.method} in ${state.ns}`);
  } catch (e) {
    $("hits").replaceChildren();
    say(e.message, true);
  }
}

async function openNote(id) {
  try {
    const note = await api(nsPath("notes/" + encodeURIComponent(id)));
    state.note = note;
    $("note-title").textContent = "Note " + note.id;
    $("note-meta").textContent = [note.timestamp ? "at " + note.timestamp : "undated",
      note.session_id ? "session " + note.session_id : null, note.extracted_by ? "tagged by " + note.extracted_by : null,
      note.extraction_failed ? "extraction failed" : null].filter(Boolean).join(" · ");
    $("note-tagline").textContent = note.tag_line;
    const rows = [];
    for (const [cat, tags] of Object.entries(note.tags)) {
      if (cat === "summary") continue;
      const cell = el("td");
      for (const t of (tags.length ? tags : ["n/a"])) cell.append(el("span", { class: "chip", text: t }));
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
  } catch (e) {
    say(e.message, true);
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
    say(e.message, true);
  }
}

function treeNode(node) {
  const label = el("button", { "data-testid": "tree-node", "data-path": node.path, text: node.name,
                               on: { click: () => notesUnder(node.path) } });
  const li = el("li", {}, label, node.notes ? el("span", { class: "count", text: ` ${node.notes}` }) : null);
  if (node.children.length) li.append(el("ul", {}, ...node.children.map(treeNode)));
  return li;
}

async function notesUnder(path) {
  state.tag = path;
  const res = await api(nsPath("notes?limit=100&tag=" + encodeURIComponent(path)));
  $("tag-title").textContent = `${res.total} ${res.total === 1 ? "note" : "notes"} under ${path}`;
  $("tag-notes").replaceChildren(...res.notes.map((n) => noteItem(n)));
}

async function refreshView() {
  if (!state.ns) return;
  try {
    if (state.view === "search") await search();
    if (state.view === "ontology") {
      const res = await api(nsPath("ontology"));
      $("tree").replaceChildren(...res.tree.map(treeNode));
      say(`${res.tree.length} top-level tags in ${state.ns}`);
      if (state.tag) await notesUnder(state.tag);
    }
    if (state.view === "recent") {
      const res = await api(nsPath("notes?limit=50"));
      $("recent").replaceChildren(...res.notes.map((n) => noteItem(n)));
      say(`${res.total} notes in ${state.ns}, newest first`);
    }
  } catch (e) {
    say(e.message, true);
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
    say(e.status === 401 ? "Enter a token (taggraph token add) and press Connect." : e.message, true);
  }
}

$("search-form").addEventListener("submit", search);
$("connect").addEventListener("click", connect);
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
for (const b of document.querySelectorAll("nav button")) b.addEventListener("click", () => { show(b.dataset.view); refreshView(); });
connect();
