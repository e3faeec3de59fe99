"""Fünf gewinnt: threats seen directly, not by a full-width search.

A five comes from a window of five cells in a line holding four stones of one colour: the fifth
cell completes it.  So one's own immediate wins and the opponent's are found by scanning the
windows of the four directions through the stones of one colour (`fours`), and only the moves
that land on such a cell are tried through the rules (a placement there may not touch the area,
a lifted stone may belong to the row, a capture may break it).  In the afterplay a player left
with fewer than five stones loses (option ``few_stones_lose``): while a side has at most
`CAPTURE_WATCH` stones, every move is tried for one's own win, and for the opponent's one move per
stone it can lift (captures are judged at the lifting, so the destination does not change them;
with the option ``reconnect`` it can, and every move is tried).

`winning_moves` are the moves that win at once; `safe_moves` the moves after which the opponent
has no immediate win (the block-now moves when the opponent threatens one, all moves when it
cannot threaten anything: no window of four of the opponent's is open or held by only one of
one's own stones that could be lifted).  Together they cost a few tens of milliseconds even in
an afterplay with 400 moves, where looking two moves ahead by search costs seconds.
"""

from __future__ import annotations

from typing import Any

from fives.ai.search.budget import Clock
from fives.games.fuenf_gewinnt import FuenfGewinntState
from fives.games.fuenf_gewinnt.ai.evaluation import BIT_STEPS, Cell, window_sums, windows

Action = tuple[int, ...]
#: at or below this many stones a side is watched for a loss by captures (every move is tried)
CAPTURE_WATCH = 9


def fours(board: dict[Cell, int], colour: int) -> tuple[set[Cell], set[Cell]]:
    """Windows of five holding four stones of ``colour``: their fifth cells when empty (the cells
    that complete a five) and when held by the other colour (stones whose lifting opens one)."""
    empty: set[Cell] = set()
    held: set[Cell] = set()
    get = board.get
    for sx, sy, dx, dy in windows(board, colour):
        count = 0
        other: Cell | None = None
        free: Cell | None = None
        for i in range(5):
            cell = (sx + i * dx, sy + i * dy)
            v = get(cell)
            if v == colour:
                count += 1
            elif v is None:
                if free is not None or other is not None:
                    break
                free = cell
            else:
                if free is not None or other is not None:
                    break
                other = cell
        else:
            if count == 4:
                if free is not None:
                    empty.add(free)
                elif other is not None:
                    held.add(other)
    return empty, held


def state_fours(state: FuenfGewinntState, colour: int) -> tuple[set[Cell], set[Cell]]:
    """`fours` of the state's board, from its bitboards (the same sets, faster: tested)."""
    own, other = state._own[colour], state._own[1 - colour]
    empty = held = 0
    for step in BIT_STEPS:
        _, ones, _, fours = window_sums(own, other, step)
        four = fours & ~ones  # windows with exactly four of ``own``: the fifth cell is the other
        if not four:
            continue
        for k in range(5):
            shift = k * step
            fifth = four & ~(own >> shift)
            if fifth:
                by_other = fifth & (other >> shift)
                empty |= (fifth ^ by_other) << shift
                held |= by_other << shift
    return set(state._cells_of(empty)), set(state._cells_of(held))


def destination(action: Action) -> Cell | None:
    if len(action) == 2:
        return (action[0], action[1])
    if len(action) == 4:
        return (action[2], action[3])
    return None


def _wins(state: FuenfGewinntState, player: int, action: Action) -> bool:
    state.push(action, player)
    try:
        return state.is_terminal() and state.returns()[player] > 0
    finally:
        state.pop()


def _watched(state: FuenfGewinntState, colour: int) -> bool:
    """Whether ``colour`` could be captured below five stones in one move."""
    return bool(state.afterplay and state.few_stones_lose and state.stones_on_board(colour) <= CAPTURE_WATCH)


def winning_moves(state: FuenfGewinntState, player: int, legal: list[Action]) -> list[Action]:
    """The moves of ``legal`` that win at once (checked through the rules)."""
    if _watched(state, 1 - player):
        candidates = legal
    else:
        cells, _ = state_fours(state, player)
        if not cells:
            return []
        candidates = [a for a in legal if destination(a) in cells]
    return [a for a in candidates if _wins(state, player, a)]


def can_win_at_once(state: FuenfGewinntState, player: int) -> bool:
    """Whether ``player``, to move in ``state``, has a move that wins at once."""
    if state.is_terminal() or state.current_player() != player:
        return False
    cells, _ = state_fours(state, player)
    watched = _watched(state, 1 - player)
    if not cells and not watched:
        return False
    legal = state.legal_actions(player)
    if watched and state.reconnect:
        return any(_wins(state, player, a) for a in legal)
    candidates = [a for a in legal if destination(a) in cells]
    if watched:  # a capture: one move per lifted stone
        lifted: set[tuple[int, ...]] = set()
        for a in legal:
            if len(a) == 4 and a[:2] not in lifted:
                lifted.add(a[:2])
                candidates.append(a)
    return any(_wins(state, player, a) for a in candidates)


def safe_moves(
    state: FuenfGewinntState,
    player: int,
    legal: list[Action],
    clock: Clock | None = None,
    legacy: bool = False,
) -> list[Action]:
    """The moves of ``legal`` after which the opponent cannot win at once (empty when every
    move loses so).  When ``clock`` runs out, the moves not checked yet count as safe.
    ``legacy``: as at commit 4283797 (the baseline of issue 34), which tried every move when
    the opponent had a four held by one of our stones and none when it had no four at all
    (missing a capture of ours that leaves us few enough to be captured below five)."""
    opponent = 1 - player
    open_cells, held = state_fours(state, opponent)
    watched = _watched(state, player)
    if legacy:
        if not open_cells and not (state.afterplay and held) and not watched:
            return list(legal)
        return _safe_of(state, player, legal, clock)
    if not open_cells and not watched and not state.afterplay:
        return list(legal)  # no move of ours can give the opponent a five
    if not open_cells and not state.reconnect and not watched:
        # only a lifting can give the opponent a five (freeing a cell of ``held``) or a capture
        # win (our captures may leave us few enough to be captured below five): the moves that
        # lift a stone off ``held`` and cut nothing off are safe without a look
        risky: dict[Cell, bool] = {}
        checked: list[Action] = []
        for action in legal:
            if len(action) == 4:
                lifted = (action[0], action[1])
                risk = risky.get(lifted)
                if risk is None:
                    risk = risky[lifted] = lifted in held or bool(state._cut_bits(lifted, player))
                if risk:
                    checked.append(action)
        if not checked:
            return list(legal)
        unsafe = set(checked) - set(_safe_of(state, player, checked, clock))
        return [a for a in legal if a not in unsafe]
    return _safe_of(state, player, legal, clock)


def _safe_of(state: FuenfGewinntState, player: int, legal: list[Action], clock: Clock | None) -> list[Action]:
    """The moves of ``legal`` after which the opponent cannot win at once, each tried through
    the rules (`safe_moves`)."""
    opponent = 1 - player
    result: list[Action] = []
    for index, action in enumerate(legal):
        if clock is not None and not clock.tick():
            return result + legal[index:]
        state.push(action, player)
        try:
            if state.is_terminal():
                if state.returns()[player] >= 0:
                    result.append(action)
            elif not can_win_at_once(state, opponent):
                result.append(action)
        finally:
            state.pop()
    return result


def four_makers(board: dict[Cell, int], colour: int) -> dict[Cell, set[Cell]]:
    """Windows of five holding three stones of ``colour`` and two empty cells: for each such empty
    cell, the cells that a stone of ``colour`` on it would make five-completing (the window's
    other empty cell).  A cell with two or more of them (counting the fours already there) makes
    a double threat: an open four (``.XXXX.``) or two fours at once."""
    makers: dict[Cell, set[Cell]] = {}
    get = board.get
    for sx, sy, dx, dy in windows(board, colour):
        count = 0
        empty: list[Cell] = []
        for i in range(5):
            cell = (sx + i * dx, sy + i * dy)
            v = get(cell)
            if v == colour:
                count += 1
            elif v is None:
                empty.append(cell)
            else:
                break
        else:
            if count == 3:
                a, b = empty
                makers.setdefault(a, set()).add(b)
                makers.setdefault(b, set()).add(a)
    return makers


def double_threat_cells(board: dict[Cell, int], colour: int) -> dict[Cell, set[Cell]]:
    """The cells where a stone of ``colour`` would leave it two or more five-completing cells
    (those cells: the windows' own and the fours already on the board), found on the board
    alone (whether the cells can be played is for the rules to say)."""
    existing, _ = fours(board, colour)
    result: dict[Cell, set[Cell]] = {}
    for cell, made in four_makers(board, colour).items():
        completions = (made | existing) - {cell}
        if len(completions) >= 2:
            result[cell] = completions
    return result


def _forced_win(state: FuenfGewinntState, player: int, action: Action, clock: Clock | None) -> bool | None:
    """Whether ``action`` wins by force within ``player``'s next move: after it the opponent has no
    win at once, and after every reply ``player`` has one (None: the clock ran out first).

    In the placement, while ``player`` still has a stone for its next move, a reply can only
    take away a five-completing cell by covering it (stones are only added, so a cell that can
    be played stays playable): when one of them can be played now, only the replies covering
    those cells are tried (a reply may also make a cell playable: a diagonal's end needs a stone
    beside it, so with none playable now every reply is tried).
    Otherwise (the afterplay: a reply may lift a blocking stone, capture, or move the row's
    stones' neighbours) every reply is tried through the rules."""
    opponent = 1 - player
    state.push(action, player)
    try:
        if state.is_terminal():
            return state.returns()[player] > 0
        cells, _ = state_fours(state, player)
        if len(cells) < 2 and not _watched(state, opponent):
            return False  # one five-completing cell (or none) left: a reply can cover it
        if can_win_at_once(state, opponent):
            return False
        replies = state.legal_actions(opponent)
        # the replies that cover a five-completing cell first: they are the likely refutations
        replies.sort(key=lambda r: destination(r) not in cells)
        placing = not state.afterplay and state.in_hand[player] > 0 and state.in_hand[opponent] > 0
        if placing and cells & set(state.placements()):
            replies = [r for r in replies if destination(r) in cells]
        for reply in replies:
            if clock is not None and not clock.tick():
                return None
            state.push(reply, opponent)
            try:
                won = state.is_terminal() and state.returns()[player] > 0
                held = won or (not state.is_terminal() and can_win_at_once(state, player))
            finally:
                state.pop()
            if not held:
                return False
        return True
    finally:
        state.pop()


def moves_of(state: FuenfGewinntState, colour: int) -> list[Action]:
    """The moves the rules give ``colour``, whether or not it is its turn."""
    if not state.afterplay:
        return state.placements()
    return state.moves(colour) or [()]


def double_threats(
    state: FuenfGewinntState, player: int, legal: list[Action], clock: Clock | None = None
) -> list[Action]:
    """The moves of ``legal`` that make a double threat the opponent cannot parry: an open four or
    two fours at once, after which it has no win of its own and every reply leaves ``player`` a
    win at once (checked through the rules; ``player`` need not be the one to move: a move of
    the other side's is tried as if it were its turn).  Only the moves onto a
    `double_threat_cells` cell are tried; when ``clock`` runs out, the rest count as none."""
    cells = double_threat_cells(state.board, player)
    if not cells:
        return []
    result: list[Action] = []
    for action in legal:
        if destination(action) not in cells:
            continue
        verdict = _forced_win(state, player, action, clock)
        if verdict is None:
            break
        if verdict:
            result.append(action)
    return result


def threatened_double(state: FuenfGewinntState, player: int, clock: Clock | None = None) -> bool:
    """Whether the opponent, were it to move now, would have a double threat it wins by (a null
    move: only the placements and liftings the rules give it, tried through the rules)."""
    opponent = 1 - player
    if not double_threat_cells(state.board, opponent):
        return False
    return bool(double_threats(state, opponent, moves_of(state, opponent), clock))


def _double_watch(state: FuenfGewinntState, player: int, clock: Clock | None) -> bool:
    """Whether to look for parries: in the placement whenever the opponent has a cell that would
    give it two five-completing cells (one of our moves may make them playable: a diagonal's end
    needs a stone beside it); in the afterplay, with hundreds of moves, only when it has a
    winning double threat already (`threatened_double`)."""
    if not double_threat_cells(state.board, 1 - player):
        return False
    return not state.afterplay or threatened_double(state, player, clock)


def parries(
    state: FuenfGewinntState, player: int, moves: list[Action], clock: Clock | None = None
) -> list[Action]:
    """The moves of ``moves`` after which the opponent has no winning double threat (its open
    three is blocked, or one of its two threes, or a four of ``player``'s own forces its hand
    first).  When ``clock`` runs out, the moves not checked yet count as parries."""
    opponent = 1 - player
    result: list[Action] = []
    for index, action in enumerate(moves):
        if clock is not None and not clock.tick():
            return result + moves[index:]
        state.push(action, player)
        try:
            if (
                state.is_terminal()
                or not double_threat_cells(state.board, opponent)
                or not double_threats(state, opponent, state.legal_actions(opponent), clock)
            ):
                result.append(action)
        finally:
            state.pop()
    return result


def tactical_moves(
    state: FuenfGewinntState,
    player: int,
    legal: list[Action],
    clock: Clock | None = None,
    deep_clock: Clock | None = None,
    deep: bool = True,
    legacy: bool = False,
) -> tuple[list[Action], bool]:
    """(moves, decided), tier by tier: the winning moves (decided); else the safe moves when some
    moves lose at once; among those, a double threat that wins by force (decided); else, when the
    opponent threatens such a double threat, the moves that parry it (all safe moves when none
    does); decided when just one move is left, otherwise the search chooses among them.  The
    double threats and parries count against ``deep_clock`` when given (else ``clock``): in
    the afterplay they cost a reply each, and the search needs the rest; ``deep=False`` leaves
    them out; ``legacy``: `safe_moves` as at commit 4283797."""
    wins = winning_moves(state, player, legal)
    if wins:
        return wins, True
    safe = safe_moves(state, player, legal, clock, legacy)
    if not safe:
        return list(legal), False  # every move loses: let the search choose
    if len(safe) == 1 or not deep:
        return safe, len(safe) == 1
    deep_clock = clock if deep_clock is None else deep_clock
    forcing = double_threats(state, player, safe, deep_clock)
    if forcing:
        return forcing, True
    if len(safe) == len(legal) and _double_watch(state, player, deep_clock):
        parrying = parries(state, player, safe, deep_clock)
        if parrying:
            return parrying, len(parrying) == 1
    return safe, False


def as_state(observation: Any) -> FuenfGewinntState:
    if not isinstance(observation, FuenfGewinntState):
        raise TypeError("Fünf gewinnt's tactics need a Fünf gewinnt position")
    return observation
