"""``GET /api/health``: whether a load balancer should send this process new requests.

A process that got SIGTERM drains before it stops (``fives serve --drain-seconds``,
docs/deploy.md#restarts-and-crashes): from the signal on, this check answers 404 while every
other request is still served, so the proxy stops choosing the process before it stops accepting
and closes its connections.  HAProxy's ``http-check disable-on-404`` (deploy/haproxy.cfg) takes
a server that answers 404 out of load balancing at the first such check without cutting what is
open on it; any other balancer takes the 404 for a failed check.
"""

from __future__ import annotations

from typing import Any, Literal

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from .responses import errors

router = APIRouter()


class Health(BaseModel):
    """What the check answers: ``serving``, or ``draining`` (with 404)."""

    status: Literal["serving", "draining"]


def draining(request: Request) -> bool:
    """Whether the process is draining (`fives.server.cli.DrainingServer` sets it)."""
    return bool(getattr(request.app.state, "draining", False))


@router.get(
    "/api/health",
    summary="Whether this process takes new requests (for a load balancer's check)",
    responses={
        **errors(),
        200: {"model": Health, "description": "Serving: send it requests"},
        404: {"model": Health, "description": "Draining before a stop: send it no new requests"},
    },
)
async def health(request: Request) -> Any:
    if draining(request):
        return JSONResponse({"status": "draining"}, status_code=404)
    return {"status": "serving"}


__all__ = ["draining", "router"]
