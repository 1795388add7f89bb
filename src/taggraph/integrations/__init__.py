"""Ways in from agent frameworks: a LangGraph store (:mod:`.langgraph`) and a LangChain retriever
(:mod:`.langchain`), both over a local store (SQLite file, ``postgresql://`` URL) or a running
``taggraph serve`` (``http://host:port``). They need the ``langchain`` extra."""
