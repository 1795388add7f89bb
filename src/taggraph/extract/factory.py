"""Building extractors from user settings (the store's record, CLI flags or bench options), in
one place."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ..errors import TaggraphError
from .cache import ReplyCache

if TYPE_CHECKING:
    from .base import Extractor
    from .llm import LLMExtractor


class ExtractorConfigError(TaggraphError):
    pass


def make_extractor(kind: str = "offline", **llm: Any) -> Extractor:
    """``offline`` (any version's id names it), ``llm`` (``llm`` holds the settings of
    :func:`make_llm_extractor`) or ``module:Class`` (any Extractor with a no-argument constructor)."""
    if kind.startswith("offline"):
        from .offline import OfflineExtractor

        return OfflineExtractor()
    if kind == "llm":
        llm_extractor: Extractor = make_llm_extractor(**llm)
        return llm_extractor
    module, _, cls = kind.partition(":")
    if not cls or not module:
        raise ExtractorConfigError(f"unknown extractor {kind!r}; choose offline or llm")
    custom: Extractor = getattr(importlib.import_module(module), cls)()
    return custom


def make_llm_extractor(*, url: str | None = None, model: str | None = None, gguf: str | None = None,
                       cache_path: str | None = None, store_cache: ReplyCache | None = None,
                       use_cache: bool = True, concurrency: int = 8,
                       ontology_mode: str = "all", max_ontology_tags: int = 200, max_tokens: int = 1024,
                       check: bool = True) -> LLMExtractor:
    """An LLMExtractor over an OpenAI-compatible server (``url`` + ``model``) or an in-process GGUF
    file; ``check`` asks the server once up front, so a dead server fails before any work."""
    from .cache import ExtractionCache
    from .llm import LLMExtractor, OpenAIChatClient

    # The cache lives in the store when there is one (``store_cache``), else in a file of its own.
    cache: ReplyCache | None
    if store_cache is not None:
        cache = store_cache
    elif cache_path and cache_path != ":memory:":
        cache = ExtractionCache.open(cache_path)
    else:
        cache = None
    opts: dict[str, Any] = dict(use_cache=use_cache, concurrency=concurrency, ontology_mode=ontology_mode,
                                max_ontology_tags=max_ontology_tags, max_tokens=max_tokens)
    if gguf:
        from .local import LocalLLMExtractor

        return LocalLLMExtractor(gguf, cache, **opts)
    if not url or not model:
        raise ExtractorConfigError("LLM extraction needs --llm-url URL and --llm-model NAME (or --llm-gguf FILE)")
    extractor = LLMExtractor(OpenAIChatClient(url, model), cache, **opts)
    if check:
        extractor.check()
    return extractor
