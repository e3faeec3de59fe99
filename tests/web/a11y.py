"""axe-core in the browser tests: the serious and critical accessibility violations of a page.

axe-core (tests/web/vendor/axe.min.js, version and licence beside it) is injected by the tests
only; it is never served to players."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import Page

AXE = Path(__file__).resolve().parent / "vendor" / "axe.min.js"


def violations(page: Page, selector: str | None = None) -> list[dict[str, Any]]:
    """axe's serious and critical violations on the page (or within ``selector``), each with the
    rule, its help and up to three of the offending nodes."""
    if not page.evaluate("() => Boolean(window.axe)"):
        # evaluated through the debugger, so the page's Content-Security-Policy does not block it
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    found: list[dict[str, Any]] = page.evaluate(
        """async (selector) => {
          const result = await window.axe.run(selector || document, { resultTypes: ['violations'] });
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => ({
              id: v.id, impact: v.impact, help: v.help,
              nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ': ' + n.failureSummary),
            }));
        }""",
        selector,
    )
    return found
