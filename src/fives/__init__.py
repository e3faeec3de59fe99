"""fives: eight tabletop games with exact rules, computer opponents and play anywhere."""

from collections.abc import Mapping
from typing import Any

from fives.core.message import set_renderer

__version__ = "0.1.0"


def _text(key: str, args: Mapping[str, Any], lang: str) -> str:
    """A message's text from the catalogs, read when a first text is asked for: messages are
    data in the core and the rules, which never read a catalog themselves."""
    from fives.i18n.fluent import render

    return render(key, args, lang)


set_renderer(_text)
