"""llama-cpp-python's OpenAI-compatible server with weight repacking off.

Same arguments as ``python -m llama_cpp.server``; see ``taggraph/extract/local.py`` for why
repacking is off (it segfaulted on an AMX Xeon).

    python benchmarks/llama_server.py --model model.gguf --model_alias qwen --n_ctx 8192 \\
        --n_threads 2 --host 127.0.0.1 --port 8088
"""

from __future__ import annotations

from taggraph.extract.local import weight_repack_disabled

if __name__ == "__main__":
    from llama_cpp.server.__main__ import main

    with weight_repack_disabled():
        main()  # type: ignore[no-untyped-call]  # llama-cpp-python's entry point has no annotations
