"""In-process extraction with a GGUF model through llama-cpp-python (``taggraph[llm-local]``).

Same prompt, same schema-constrained output, same parser, retries and cache as the HTTP path:
``LlamaCppChat`` is just another :class:`~taggraph.extract.llm.ChatBackend`. llama.cpp's
``json_object`` mode with a ``schema`` compiles the FiveW schema into a grammar, so every reply is
valid JSON of the right shape. A llama context is not thread-safe, so one request runs at a time.

Weight repacking (llama.cpp's "extra buffer types", e.g. the AMX int8 kernels) is off by default:
on a Xeon with AMX, llama-cpp-python 0.3.36 segfaulted on the first multi-token batch of a Q4_K_M
model with it on, and a segfault takes the whole process down. ``repack=True`` turns it back on.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import Any

from .cache import ReplyCache
from .llm import ChatReply, LLMExtractor, LLMUnavailableError, RequestError
from .reply import FIVEW_JSON_SCHEMA

INSTALL_HINT = "--llm-gguf needs llama-cpp-python: pip install 'taggraph[llm-local]'"


def _import_llama() -> Any:
    try:
        import llama_cpp
    except ImportError:
        raise LLMUnavailableError(INSTALL_HINT) from None
    return llama_cpp


_PATCH_LOCK = threading.Lock()


@contextmanager
def weight_repack_disabled() -> Iterator[None]:
    """Models loaded inside this block skip llama.cpp's weight repacking (``use_extra_bufts``).

    llama-cpp-python exposes no switch for it, so the default model parameters are wrapped for
    the duration of the block."""
    import llama_cpp.llama_cpp as capi

    with _PATCH_LOCK:
        original = capi.llama_model_default_params

        def params() -> Any:
            p = original()
            if hasattr(p, "use_extra_bufts"):
                p.use_extra_bufts = False
            return p

        capi.llama_model_default_params = params
        try:
            yield
        finally:
            capi.llama_model_default_params = original


class LlamaCppChat:
    """A GGUF file loaded in this process; the model loads on first use (or :meth:`check`)."""

    concurrency_limit: int | None = 1

    def __init__(
        self,
        model_path: str | Path,
        *,
        n_ctx: int = 8192,
        n_threads: int | None = None,
        n_gpu_layers: int = 0,
        chat_format: str | None = None,
        seed: int = 0,
        verbose: bool = False,
        repack: bool = False,
    ) -> None:
        self.repack = repack
        self.path = Path(model_path).expanduser()
        self.model = self.path.stem
        self.location = str(self.path)
        self.extractor_id = f"gguf:{self.path.stem}"
        self._kwargs: dict[str, Any] = {
            "n_ctx": n_ctx, "n_threads": n_threads, "n_gpu_layers": n_gpu_layers,
            "chat_format": chat_format, "seed": seed, "verbose": verbose,
        }
        self._llm: Any = None
        self._lock = threading.Lock()

    def _load(self) -> Any:
        if self._llm is None:
            llama_cpp = _import_llama()
            if not self.path.is_file():
                raise LLMUnavailableError(f"no GGUF model at {self.path}; pass --llm-gguf PATH to a .gguf file")
            try:
                with nullcontext() if self.repack else weight_repack_disabled():
                    self._llm = llama_cpp.Llama(model_path=str(self.path), **self._kwargs)
            except Exception as exc:  # noqa: BLE001 -- llama.cpp reports load failures as ValueError/RuntimeError
                raise LLMUnavailableError(f"cannot load GGUF model {self.path}: {exc}") from None
        return self._llm

    def check(self) -> None:
        with self._lock:
            self._load()

    def chat(self, messages: list[dict[str, str]], fmt: str, max_tokens: int) -> ChatReply:
        if fmt in ("json_schema", "json_object+schema"):
            rf: dict[str, Any] | None = {"type": "json_object", "schema": FIVEW_JSON_SCHEMA}
        elif fmt == "json_object":
            rf = {"type": "json_object"}
        else:
            rf = None
        with self._lock:
            llm = self._load()
            try:
                out = llm.create_chat_completion(
                    messages=messages, temperature=0.0, max_tokens=max_tokens, response_format=rf
                )
            except (ValueError, RuntimeError) as exc:  # context overflow, decode failure
                raise RequestError(f"llama.cpp: {exc}") from None
        text = out["choices"][0]["message"].get("content") or ""
        usage = out.get("usage") or {}
        return ChatReply(text, int(usage.get("prompt_tokens", 0)), int(usage.get("completion_tokens", 0)))

    def close(self) -> None:
        with self._lock:
            if self._llm is not None:
                self._llm.close()
                self._llm = None


class LocalLLMExtractor(LLMExtractor):
    """``LLMExtractor`` over an in-process GGUF model; extractor id ``gguf:<file stem>``."""

    def __init__(
        self,
        model_path: str | Path,
        cache: ReplyCache | None = None,
        *,
        n_ctx: int = 8192,
        n_threads: int | None = None,
        n_gpu_layers: int = 0,
        chat_format: str | None = None,
        repack: bool = False,
        **kwargs: Any,
    ) -> None:
        _import_llama()  # fail at construction with the install hint, not on the first turn
        backend = LlamaCppChat(model_path, n_ctx=n_ctx, n_threads=n_threads, n_gpu_layers=n_gpu_layers,
                               chat_format=chat_format, repack=repack)
        super().__init__(backend, cache, **kwargs)
