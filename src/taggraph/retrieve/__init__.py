"""Retrievers: one module each, all behind the protocol in :mod:`taggraph.retrieve.base`."""

from .base import (
           ABLATIONS,
           DEFAULT_METHOD,
           METHODS,
           PAPER_METHODS,
           REGISTRY,
           Retriever,
           Scored,
           UnknownMethodError,
           resolve,
)

__all__ = ["ABLATIONS", "DEFAULT_METHOD", "METHODS", "PAPER_METHODS", "REGISTRY", "Retriever", "Scored",
           "UnknownMethodError", "resolve"]
