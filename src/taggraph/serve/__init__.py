"""``taggraph serve``: memories kept open and warm behind MCP (stdio and streamable HTTP), a JSON
HTTP API and a memory browser, one store file per namespace, bearer tokens scoped to namespaces.

Needs the ``serve`` extra (FastAPI, uvicorn, the MCP SDK). Start it with ``taggraph serve``;
build the app in process with :func:`taggraph.serve.api.create_app`.
"""
