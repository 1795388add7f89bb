"""Placeholder."""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = []
