"""Configuration errors end with one line on stderr (exit code 2), never a traceback."""

from __future__ import annotations

import socket

import pytest

from fives.server.config import ConfigError, database_url

from .procs import free_port, run_fives


def one_line_error(result: object, text: str) -> None:
    stderr: str = result.stderr  # type: ignore[attr-defined]
    assert result.returncode == 2, stderr  # type: ignore[attr-defined]
    assert "Traceback" not in stderr
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1, stderr
    assert lines[0].startswith("fives serve: ") and text in lines[0], stderr


def test_bad_database_url() -> None:
    one_line_error(
        run_fives("serve", "--port", str(free_port()), "--database", "mysql://x@y/z"), "not supported"
    )
    one_line_error(run_fives("serve", "--port", str(free_port()), "--database", "no-scheme"), "has no scheme")


def test_database_that_cannot_be_reached() -> None:
    url = f"postgresql://nobody:secret@127.0.0.1:{free_port()}/none"
    result = run_fives("serve", "--port", str(free_port()), "--database", url)
    one_line_error(result, "cannot open the database")
    assert "secret" not in result.stderr  # the password is not printed


def test_sqlite_file_that_cannot_be_created(tmp_path: object) -> None:
    blocker = f"{tmp_path}/file"
    open(blocker, "w").close()
    result = run_fives(
        "serve", "--port", str(free_port()), "--database", f"sqlite:///{blocker}/sub/db.sqlite3"
    )
    one_line_error(result, "cannot create the folder")


def test_port_in_use(tmp_path: object) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        result = run_fives("serve", "--port", str(port), "--database", f"sqlite:///{tmp_path}/db.sqlite3")
    one_line_error(result, f"port {port} on 127.0.0.1 is already in use")
    assert "choose another with --port N (with make: make run PORT=N)" in result.stderr


def test_database_url_forms(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FIVES_DATABASE_URL", raising=False)
    assert database_url().startswith("sqlite:////") and database_url().endswith("fives.sqlite3")
    assert database_url("postgresql://u@h/db") == "postgresql+psycopg://u@h/db"
    assert database_url("postgres://u@h/db") == "postgresql+psycopg://u@h/db"
    assert database_url("sqlite:///rel.db") == "sqlite:///rel.db"
    monkeypatch.setenv("FIVES_DATABASE_URL", "sqlite:////tmp/from-env.db")
    assert database_url() == "sqlite:////tmp/from-env.db"
    assert database_url("sqlite:////tmp/given.db") == "sqlite:////tmp/given.db"
    with pytest.raises(ConfigError, match="not supported"):
        database_url("oracle://x")


def test_log_lines_never_keep_a_query_string() -> None:
    import logging

    from fives.server.cli import ScrubTokens

    access = logging.LogRecord(
        "uvicorn.access",
        logging.INFO,
        "",
        0,
        '%s - "%s %s HTTP/%s" %d',
        ("127.0.0.1:5", "GET", "/api/rooms/x/me?token=SECRET", "1.1", 200),
        None,
    )
    socket_line = logging.LogRecord(
        "uvicorn.error",
        logging.INFO,
        "",
        0,
        '%s - "WebSocket %s" [accepted]',
        ("127.0.0.1:5", "/ws/rooms/x?token=SECRET"),
        None,
    )
    for record in (access, socket_line):
        assert ScrubTokens().filter(record)
        assert "SECRET" not in record.getMessage() and "/rooms/x" in record.getMessage()
