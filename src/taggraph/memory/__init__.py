"""The memory layer: :class:`Memory`, the public face, over the extractor policy
(:mod:`.policy`), export and import (:mod:`.transfer`) and statistics (:mod:`.stats`)."""

from .core import Memory
from .policy import ExtractorMismatchError

__all__ = ["ExtractorMismatchError", "Memory"]
