"""The memory layer: :class:`Memory`, the public face, over the extractor policy
(:mod:`.policy`), a write's work done ahead of it (:mod:`.prepared`), export and import
(:mod:`.transfer`) and statistics (:mod:`.stats`)."""

from .core import Memory
from .policy import ExtractorMismatchError
from .prepared import Prepared

__all__ = ["ExtractorMismatchError", "Memory", "Prepared"]
