"""Measurements of fives, run from the repository root as ``python -m benchmarks.<kind>.<name>``.

- `benchmarks.suite`: `make bench` (``python -m benchmarks.suite.run``), written to docs/benchmarks.md;
- `benchmarks.evidence`: the tools behind figures quoted in the docs (each names its doc);
- `benchmarks.training`: the pipeline that fits weights that ship (Torris's learned value).

Finished investigations are not kept here: their conclusions are in the docs, their code in git
(docs/ai-strength.md names the commit).
"""
