"""Arenas and self-play on a Dask cluster (the optional extra ``fives[cluster]``).

Dask's ``distributed`` rather than Ray: its wheels are pure Python (no separate daemon, no
platform binaries), ``LocalCluster`` runs in-process for tests and laptops, and a multi-machine
cluster is two commands (``dask scheduler`` on one machine, ``dask worker tcp://HOST:8786`` on
each of the others) that a client joins with ``Client("tcp://HOST:8786")``.  Every worker needs
the same version of fives installed (``pip install "fives[cluster]==X.Y"``): tasks are fives'
own functions, sent by reference.  See docs/research.md, "Arenas and self-play on a cluster".
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from fives.core import FivesError


def _distributed() -> Any:
    try:
        import distributed
    except ImportError:
        raise FivesError("--cluster needs Dask's distributed: pip install 'fives[cluster]'") from None
    return distributed


@contextmanager
def connect(address: str, workers: int = 2) -> Iterator[Any]:
    """A Dask client: ``local`` starts a `LocalCluster` of ``workers`` single-threaded worker
    processes here (closed on exit); an address (``tcp://host:8786``) joins a running scheduler."""
    distributed = _distributed()
    if address == "local":
        cluster = distributed.LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
        )
        try:
            with distributed.Client(cluster) as client:
                yield client
        finally:
            cluster.close()
        return
    try:
        client = distributed.Client(address, timeout="20s")
    except OSError as exc:
        raise FivesError(f"no Dask scheduler at {address}: {exc}") from None
    with client:
        yield client
