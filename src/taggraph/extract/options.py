"""The extractor flags shared by ``taggraph`` commands and ``taggraph serve``, and the LLM
extractor they ask for."""

from __future__ import annotations

import argparse
from typing import Any

from .base import Extractor
from .cache import ReplyCache


# -- extractor selection ------------------------------------------------------------------------
def extractor_settings(args: argparse.Namespace) -> dict[str, Any] | None:
    """The LLM extractor's settings the flags ask for, as plain JSON values (``taggraph serve``
    hands them to its workers); None for the offline extractor."""
    kind = getattr(args, "extractor", None) or ("llm" if getattr(args, "llm_gguf", None) else "offline")
    if kind == "offline":
        return None
    return {"url": args.llm_url, "model": args.llm_model, "gguf": args.llm_gguf, "use_cache": not args.no_cache,
            "concurrency": args.llm_concurrency, "ontology_mode": "bounded" if args.ontology_mode == "bounded" else "all",
            "max_ontology_tags": args.ontology_max, "max_tokens": args.llm_max_tokens}


def llm_extractor_for(store_cache: ReplyCache, settings: dict[str, Any]) -> Extractor:
    """An LLM extractor with ``settings`` whose replies are cached in ``store_cache`` (a store's
    ``extraction_cache()``)."""
    from .factory import make_extractor

    return make_extractor("llm", store_cache=store_cache, **settings)


def add_extractor_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--extractor", choices=["offline", "llm"], default=None,
                   help="5W extractor (default: the store's, or offline for a new store)")
    p.add_argument("--llm-url", help="OpenAI-compatible base URL, e.g. http://127.0.0.1:8080/v1")
    p.add_argument("--llm-model", help="model name the server knows")
    p.add_argument("--llm-gguf", help="run a local GGUF file in process (taggraph[llm-local])")
    p.add_argument("--llm-concurrency", type=int, default=8)
    p.add_argument("--llm-max-tokens", type=int, default=1024, help="reply length cap per request")
    p.add_argument("--ontology-mode", choices=["full", "bounded"], default="full",
                   help="existing tags in the prompt: the whole list (the paper) or the most related")
    p.add_argument("--ontology-max", type=int, default=200, help="tag cap of --ontology-mode bounded")
    p.add_argument("--no-cache", action="store_true", help="bypass the extraction cache")
