"""The compiled parts of taggraph: the forward-push loop of local PPR (src/taggraph/retrieve/_push.c)
and BM25's per-term accumulation (src/taggraph/retrieve/_bm25.c).

Everything else is declared in pyproject.toml. Both extensions are optional: where no C compiler
is found the install goes on, taggraph.retrieve.push runs the same loop compiled by numba, and
BM25 scores with numpy.
"""

from setuptools import Extension, setup

setup(ext_modules=[
    Extension(
        "taggraph.retrieve._push", ["src/taggraph/retrieve/_push.c"],
        depends=["src/taggraph/retrieve/_topk.h"],
        # no fused multiply-add: the same rounding as the numba loop, so both give equal estimates
        extra_compile_args=["-O2", "-ffp-contract=off"],
        optional=True,
    ),
    Extension(
        "taggraph.retrieve._bm25", ["src/taggraph/retrieve/_bm25.c"],
        depends=["src/taggraph/retrieve/_topk.h"],
        # the same rounding as numpy's expression (BM25.scores), so both give equal scores
        extra_compile_args=["-O2", "-ffp-contract=off"],
        optional=True,
    ),
])
