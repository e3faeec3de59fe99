"""All Fives in the terminal: the straight line from its W end to its E end with the spinner
(in braces, ``{6|6}``) and its N and S side arms drawn from it, the open ends and their running
sum, the own hand (the tile that must be played highlighted), the other hands' and the
boneyard's tile counts, the scores (with the traditional tally: a stroke per 5 points, an X per
50), the last moves and rounds."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from fives.cli.lang import log_line, outcome_reason, say
from fives.cli.render.plugin import TerminalPlugin
from fives.cli.render.results import Outcome, Words

TILE_STYLE = "bold black on grey85"
DOUBLE_STYLE = "bold black on khaki1"
SPINNER_STYLE = "bold white on dark_magenta"


def _tile(left: int, right: int, style: str) -> Text:
    return Text(f"[{left}|{right}]", style=style)


def _num(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


def tally(points: float) -> str:
    """The traditional tally: X per 50 points, | per 5, ½ for a half point left over, and the
    rest written out (scores are kept raw; this is only a picture)."""
    whole = int(points)
    crosses, rest = divmod(whole, 50)
    strokes, odd = divmod(rest, 5)
    text = "X" * crosses + "|" * strokes
    extra = odd + (points - whole)
    if extra:
        text += f" +{_num(extra)}"
    return text or "-"


def straight_line(layout: dict[str, Any], lang: str = "en") -> tuple[Text, int]:
    """The straight line, W end on the left, E end on the right, and the column of the spinner
    in it (-1: none).  The spinner is drawn in braces, ``{6|6}``."""
    line = Text()
    if layout["center"] is None:
        return Text(say("term-af-no-tile", lang), style="dim"), -1
    spinner_at = layout["spinner_at"]
    index = layout["spinner_index"]
    column = -1
    tiles: list[tuple[int, int, bool]] = []
    west = layout["arms"]["W"]
    for i in range(len(west) - 1, -1, -1):
        inner, outer = west[i]
        tiles.append((outer, inner, spinner_at == "W" and i == index))
    lo, hi = layout["center_pips"]
    tiles.append((lo, hi, spinner_at == "middle"))
    for i, (inner, outer) in enumerate(layout["arms"]["E"]):
        tiles.append((inner, outer, spinner_at == "E" and i == index))
    for left, right, spinner in tiles:
        if spinner:
            column = len(line.plain) + 2
            line.append(f"{{{left}|{right}}}", style=SPINNER_STYLE)
        else:
            line.append_text(_tile(left, right, _style(left, right)))
    return line, column


def _style(a: int, b: int) -> str:
    return DOUBLE_STYLE if a == b else TILE_STYLE


def side_arm(layout: dict[str, Any], name: str, column: int, lang: str = "en") -> Text:
    """A side arm, drawn from the spinner's column upward (N) or downward (S)."""
    arm = layout["arms"][name]
    text = Text(" " * max(column, 2))
    if column >= 0:
        text.append("│ ", style="magenta")
    text.append(say("term-af-arm", lang, name=name) + " ", style="bold")
    if layout["spinner"] is None:
        text.append(say("term-af-no-spinner", lang), style="dim")
    elif not arm:
        state = say("term-af-arm-open" if layout["arms_open"] else "term-af-arm-closed", lang)
        text.append(say("term-af-from-spinner", lang, spinner=layout["spinner"], state=state), style="dim")
    else:
        for inner, outer in arm:
            text.append_text(_tile(inner, outer, _style(inner, outer)))
    return text


def ends_line(pos: dict[str, Any], lang: str = "en") -> Text:
    ends = pos["layout"]["ends"]
    text = Text(say("term-af-open-ends", lang) + " ", style="bold")
    parts = []
    for name in "WENS":
        if name in ends:
            end = ends[name]
            if not end["begun"]:
                parts.append(f"{name} {end['pips']} " + say("term-af-counts-0", lang))
            elif end["double"]:
                parts.append(f"{name} {end['pips']}+{end['pips']}")
            else:
                parts.append(f"{name} {end['pips']}")
    text.append(" · ".join(parts) if parts else say("term-af-none", lang))
    total = pos["sum"]
    text.append("    " + say("term-af-sum", lang, sum=total), style="bold cyan")
    if total > 0 and total % 5 == 0:
        text.append("  " + say("term-af-multiple", lang), style="cyan")
    return text


def scores_line(view: dict[str, Any], lang: str = "en") -> Text:
    pos = view["position"]
    text = Text(say("term-af-scores", lang) + " ", style="bold")
    scores = pos["side_scores"]
    if pos["teams"]:
        names = ["+".join(f"P{p + 1}" for p in team) for team in pos["teams"]]
    else:
        names = [f"P{p + 1}" for p in range(len(scores))]
    text.append("   ".join(f"{n} {_num(s)} [{tally(s)}]" for n, s in zip(names, scores, strict=True)))
    target = say(
        "term-af-target", lang, target=pos["target"], divided=str(bool(pos["divide_by_five"])).lower()
    )
    text.append(f"   ({target})", style="dim")
    return text


def hands_line(pos: dict[str, Any], lang: str = "en") -> RenderableType:
    lines: list[RenderableType] = []
    viewer = pos["viewer"]
    if pos["hand"] is not None:
        hand = Text(say("term-af-your-hand", lang, player=f"P{viewer + 1}") + " ", style="bold")
        for name in pos["hand"]:
            a, b = (int(x) for x in name.split("-"))
            style = "bold white on red" if name == pos["must_play"] else _style(a, b)
            hand.append_text(_tile(a, b, style))
            hand.append(" ")
        if not pos["hand"]:
            hand.append(say("term-af-empty", lang), style="dim")
        if pos["must_play"]:
            hand.append("  " + say("term-af-must-play", lang, tile=pos["must_play"]), style="red")
        lines.append(hand)
    counts = Text(say("term-af-tiles-in-hand", lang) + " ", style="bold")
    you = " " + say("term-you", lang)
    counts.append(
        " · ".join(f"P{p + 1} {c}" + (you if p == viewer else "") for p, c in enumerate(pos["hand_counts"]))
    )
    counts.append("    " + say("term-af-boneyard", lang, tiles=pos["boneyard"]), style="bold")
    if pos["drawable"] != pos["boneyard"]:
        counts.append(" " + say("term-af-drawable", lang, tiles=pos["drawable"]), style="dim")
    lines.append(counts)
    return Group(*lines)


def render(view: dict[str, Any], lang: str = "en") -> RenderableType:
    pos: dict[str, Any] = view["position"]
    layout = pos["layout"]
    head = Text("All Fives · " + say("term-zp-round", lang, round=pos["round"]), style="bold")
    if view.get("terminal"):
        head.append("   " + say("term-af-match-over", lang), style="bold green")
    elif pos["phase"] == "play" and pos["to_move"] is not None:
        head.append("   " + say("term-af-to-play", lang, player=f"P{pos['to_move'] + 1}"), style="bold cyan")
    else:
        head.append("   (" + say("term-af-phase", lang, phase=pos["phase"]) + ")", style="dim")
    parts: list[RenderableType] = [head, scores_line(view, lang), Text("")]
    west = ends_label(layout, "W")
    east = ends_label(layout, "E")
    line = Text(f"  W {west} ◀ ", style="bold")
    straight, column = straight_line(layout, lang)
    if column >= 0:
        column += len(line.plain)
    line.append_text(straight)
    line.append(f" ▶ E {east}", style="bold")
    parts.extend([side_arm(layout, "N", column, lang), line, side_arm(layout, "S", column, lang)])
    parts.append(ends_line(pos, lang))
    parts.append(Text(""))
    parts.append(hands_line(pos, lang))
    log = view.get("log") or []
    if log:
        parts.append(Text(say("term-af-last-moves", lang), style="bold"))
        parts.extend(
            Text(f"  {log_line(view, i, lang)}", style="dim") for i in range(max(0, len(log) - 6), len(log))
        )
    if pos["rounds"]:
        names = [f"P{p + 1}" for p in range(int(pos["players"]))]
        words = Words(names, lang)
        last = all_fives_round(pos["rounds"][-1], words)
        parts.append(Text(say("term-af-last-round", lang, round=last), style="italic"))
    outcome = view.get("outcome")
    if outcome:
        parts.append(
            Text(say("term-af-result", lang, reason=outcome_reason(outcome, lang)), style="bold green")
        )
    elif view.get("legal"):
        parts.append(Text(say("term-af-legal", lang, moves=", ".join(view["legal"])), style="green"))
    return Group(*parts)


def ends_label(layout: dict[str, Any], name: str) -> str:
    end = layout["ends"].get(name)
    return "·" if end is None else str(end["pips"])


# ----------------------------------------------------------------------------- end screen


def result_tables(d: Outcome, w: Words) -> list[RenderableType]:
    sides = len(d.get("side_scores", []))
    side_names = _side_names(sides, w)
    header = [w("results-round"), w("results-how")]
    header += [f"{n}: {w('results-hand-points')}" for n in side_names]
    header += [f"{n}: {w('results-total')}" for n in side_names]
    rows = []
    for r in d.get("rounds", []):
        how = (
            w("all-fives-domino-by", player=w.name(r["domino_by"]))
            if r["end"] == "domino"
            else w("all-fives-blocked")
        )
        totals = r.get("totals") or [None] * sides
        rows.append(
            [str(r["round"]), how]
            + [w.number(p) for p in r["points"]]
            + ["–" if t is None else w.number(t) for t in totals]
        )
    final = list(d.get("side_scores", []))
    if d.get("ended_by") == "target" and (not rows or [r.get("totals") for r in d["rounds"]][-1] != final):
        row = [str(len(rows) + 1), w("results-all-fives-target-reached")]
        rows.append(row + ["–"] * sides + [w.number(t) for t in final])
    scale = int(d.get("points_per_score", 1))
    sheet = [
        w("results-all-fives-tally-side", side=n, points=w.number(s * scale))
        for n, s in zip(side_names, d.get("side_scores", []), strict=True)
    ]
    return [w.table(header, rows), Text(w("results-all-fives-tally") + ": " + "; ".join(sheet))]


def all_fives_round(r: Mapping[str, Any], w: Words) -> str:
    """A round of All Fives in one sentence: who won it, how, and the hand points."""
    sides = _side_names(len(r["points"]), w)
    how = (
        {"key": "all-fives-domino-by", "args": {"player": w.name(r["domino_by"])}}
        if r["end"] == "domino"
        else {"key": "all-fives-blocked", "args": {}}
    )
    gain: Any = [
        {"key": "all-fives-side-scores", "args": {"side": sides[s], "points": w.number(r["points"][s])}}
        for s in r["winners"]
        if r["points"][s]
    ] or {"key": "all-fives-no-points", "args": {}}
    won = {"key": "list-and", "args": {"items": [sides[s] for s in r["winners"]]}}
    return w("all-fives-round", round=r["round"], winners=won, how=how, gain=gain)


def _side_names(sides: int, w: Words) -> list[str]:
    if sides == 2 and len(w.names) == 4:
        return [w.names_and([0, 2]), w.names_and([1, 3])]
    return [w.name(s) for s in range(sides)]


RENDERER = TerminalPlugin(render=render, result=result_tables)
