# Two entry points on a fresh machine: `make demo` and `make test`. Each creates its own virtual
# environment (.venv-demo / .venv) the first time and reuses it afterwards.
PYTHON ?= python3

.PHONY: demo lint test bench clean

.venv-demo/.installed: pyproject.toml setup.py src/taggraph/retrieve/_push.c src/taggraph/retrieve/_bm25.c src/taggraph/retrieve/_topk.h
	$(PYTHON) -m venv .venv-demo
	.venv-demo/bin/python -m pip install -q --upgrade pip
	.venv-demo/bin/python -m pip install -q -e .
	touch $@

demo: .venv-demo/.installed
	.venv-demo/bin/taggraph demo

.venv/.installed: pyproject.toml setup.py src/taggraph/retrieve/_push.c src/taggraph/retrieve/_bm25.c src/taggraph/retrieve/_topk.h
	$(PYTHON) -m venv .venv
	.venv/bin/python -m pip install -q --upgrade pip
	# llama-cpp-python compiles llama.cpp: the tests use its text server only, so its multimodal
	# library (LLAVA_BUILD, ~50 of ~170 compile units) is not built.
	CMAKE_ARGS="$${CMAKE_ARGS:-} -DLLAVA_BUILD=OFF" CMAKE_BUILD_PARALLEL_LEVEL=$$(nproc) \
	  .venv/bin/python -m pip install -q -e '.[dense,bench,test,postgres,serve,langchain]'
	touch $@

# Lint (ruff), type-check (mypy strict) and check the layers' import rules before the tests.
lint: .venv/.installed
	.venv/bin/ruff check src tests benchmarks
	.venv/bin/mypy
	.venv/bin/python -m taggraph.devtools.layers

test: lint
	.venv/bin/python -m pytest -q

clean:
	rm -rf .venv .venv-demo build src/*.egg-info src/taggraph/retrieve/_push*.so src/taggraph/retrieve/_bm25*.so
