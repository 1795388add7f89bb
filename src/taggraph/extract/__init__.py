"""5W extraction: the offline default and the LLM path behind one interface."""

from .base import Extraction, Extractor

__all__ = ["Extraction", "Extractor"]
