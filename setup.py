"""The one compiled part of taggraph: the forward-push loop of local PPR (src/taggraph/retrieve/_push.c).

Everything else is declared in pyproject.toml. The extension is optional: where no C compiler
is found the install goes on, and taggraph.retrieve.push runs the same loop compiled by numba.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension(
    "taggraph.retrieve._push", ["src/taggraph/retrieve/_push.c"],
    # no fused multiply-add: the same rounding as the numba loop, so both give equal estimates
    extra_compile_args=["-O2", "-ffp-contract=off"],
    optional=True,
)])
