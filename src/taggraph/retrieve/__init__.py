"""Retrievers: one module each, all behind the protocol in :mod:`taggraph.retrieve.base`."""

from .base import ABLATIONS, METHODS, REGISTRY, Retriever, Scored, UnknownMethodError, resolve

__all__ = ["ABLATIONS", "METHODS", "REGISTRY", "Retriever", "Scored", "UnknownMethodError", "resolve"]
