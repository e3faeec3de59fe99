"""Reading a record file for the command line: every way a file can be bad is one clear error."""

from __future__ import annotations

from pathlib import Path

from fives.core import FivesError, FormatError, Record


def read_record(path: str) -> Record:
    """The record in the file at ``path``; `FivesError` (one line) when it cannot be read or is
    no record: missing, a folder, not UTF-8, not JSON (nested too deeply, a huge number), or JSON
    that is not a record."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise FivesError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise FormatError(f"{path} is not UTF-8 text (byte {exc.start}); a record is JSON in UTF-8") from None
    return Record.loads(text)
