"""The game server: rooms, seats and live play over websockets, stored in SQLite or PostgreSQL.

`fives.server.app.create_app` builds the ASGI application; `fives serve` runs it with uvicorn.
"""
