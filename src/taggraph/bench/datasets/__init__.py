"""Loaders of the memory benchmarks the harness runs, one module each."""

DATASETS = ("atant", "locomo", "longmemeval")
