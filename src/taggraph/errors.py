"""The one base class of every error a user can cause (bad file, bad config, unreachable model
server). The CLI prints these as one line; anything else is a bug and keeps its traceback.

Subclasses live beside the code that raises them (``StoreError``, ``IngestError``, ``LLMError``,
``BenchError``...). Several also derive from the matching built-in (``ValueError``,
``ImportError``) so that code catching the built-in keeps working.
"""


class TaggraphError(Exception):
    pass


class InvalidArgumentError(TaggraphError, ValueError):
    """An argument out of range or of an unknown kind (``k < 1``, an unknown option value)."""
