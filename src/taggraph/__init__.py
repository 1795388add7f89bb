"""taggraph: long-term memory for LLM agents.

``remember()`` after each exchange, ``query()`` when the past matters. Every exchange is one
Markdown note tagged by a 5W extraction; the tags form an ontology and a graph; six retrievers
rank notes over the same store.
"""

from .memory import Memory
from .notes import Hit, Note, Turn
from .tags import FiveW

Tags = FiveW

__all__ = ["FiveW", "Hit", "Memory", "Note", "Tags", "Turn"]
__version__ = "0.1.0"
