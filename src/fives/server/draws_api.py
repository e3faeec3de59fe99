"""The HTTP routes of draw offers and takeback requests (`fives.server.draws`)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict, Field

from .api import Token, hub_of
from .draws import answer, offer
from .operations import seat_by_token
from .responses import SEAT, errors

router = APIRouter()


class OfferRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: str = Field(..., description="draw or takeback", max_length=20)


class AnswerRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    accept: bool = Field(..., description="accept (true) or decline (false; the asker: withdraw)")


@router.post(
    "/api/rooms/{room_id}/offers",
    summary="Offer a draw, or ask to take back your last move (casual games)",
    responses=errors(400, 409, 503, *SEAT),
)
async def offer_route(
    room_id: str, body: OfferRequest, request: Request, x_seat_token: Token = None
) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    seat = seat_by_token(room, x_seat_token)
    found = await offer(hub, room, seat.seat, body.kind)
    return {**found, "info": hub.session(room).info()}


@router.post(
    "/api/rooms/{room_id}/offers/answer",
    summary="Accept or decline the pending draw offer or takeback request",
    responses=errors(409, 503, *SEAT),
)
async def answer_route(
    room_id: str, body: AnswerRequest, request: Request, x_seat_token: Token = None
) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    seat = seat_by_token(room, x_seat_token)
    found = await answer(hub, room, seat.seat, body.accept)
    return {**found, "info": hub.session(room).info()}


__all__ = ["router"]
