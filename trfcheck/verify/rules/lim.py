"""Lim system (C.04.4.3) rules a published round can be held to.

- PAB choice (art. 1.1, round 1 art. 7.1): in round 1 the lowest-rated
  participant; later, the lowest-ranked (largest number) eligible player of
  the lowest scoregroup, skipping a candidate whose bye would leave the others
  unpairable (docs/lim.md, "Interpretations"). BYE003, error.
- Maxi-tournaments (3.2.3): a player chosen to float to make a scoregroup
  even may float only if rated within 100 points of the group's
  lowest-ranked player (downward; highest-ranked upward); otherwise that
  player floats. FLT005, error, reported only where the case is clear: an odd
  group with no incoming floater and exactly one outgoing one, the default
  floater did not float in the previous round (3.10), has a compatible opponent
  in the adjacent group (type d, 3.9) and the rest of the group could have been
  paired among themselves.

- Last round (art. 6): the colour limits of 5.1 may be broken "even if for that it is
  necessary", so a break is allowed only when no pairing with the same scores avoids it:
  ``last_round_break`` says how a break could have been avoided (the other colours within
  the pair, or an exchange of two players of equal score with another pair of the round
  that leaves fewer breaks), for CLR001 / CLR002 (``colours.py``): error when avoidable,
  info when necessary.

Scoregroups are formed by pairing scores (C.04.7 virtual points included), as the engine
forms them. Compatibility (art. 2.1): not met over the board, and some colour allocation
keeps both players within the colour limits of 5.1; in the last round only
"not met" (art. 6).
"""

from __future__ import annotations

from collections.abc import Sequence

from trfcheck.pairers.core.colours import colour_difference
from trfcheck.pairers.core.matching import max_weight_matching
from trfcheck.pairers.core.state import PlayerState
from trfcheck.ruleset import maxi_setting
from trfcheck.trf.diagnostics import Diagnostic, Severity
from trfcheck.trf.model import Colour

from .check_inputs import Context
from .floats import pairing_floats

__all__ = ["check_lim", "compatible", "last_round_break", "perfectly_pairable"]


def _fits(colours: Sequence[Colour], colour: Colour) -> bool:
    seq = [*colours, colour]
    cd = colour_difference(seq)
    three = len(seq) >= 3 and seq[-1] is seq[-2] is seq[-3]
    return abs(cd) <= 2 and not three


def compatible(a: PlayerState, b: PlayerState, last_round: bool) -> bool:
    """Lim 2.1: not met, and (outside the last round, art. 6) a colour allocation exists
    that keeps both within 5.1 (no third colour in a row, no lead of three)."""
    if b.id in a.opponents:
        return False
    if last_round:
        return True
    for ca in (Colour.WHITE, Colour.BLACK):
        if _fits(a.colours, ca) and _fits(b.colours, ca.opposite):
            return True
    return False


def perfectly_pairable(players: Sequence[PlayerState], last_round: bool) -> bool:
    """True if ``players`` can all be paired with compatible opponents."""
    n = len(players)
    if n % 2:
        return False
    if n == 0:
        return True
    edges = [
        (i, j, 1)
        for i in range(n)
        for j in range(i + 1, n)
        if compatible(players[i], players[j], last_round)
    ]
    mate = max_weight_matching(n, edges)
    return all(m >= 0 for m in mate)


def _can_colour(a: PlayerState, b: PlayerState) -> bool:
    """Some colours for a and b keep both within 5.1."""
    return any(
        _fits(a.colours, c) and _fits(b.colours, c.opposite) for c in (Colour.WHITE, Colour.BLACK)
    )


def _breaks_as_published(ctx: Context, round_no: int, a: int, b: int) -> bool:
    states, games = ctx.states(round_no), ctx.games(round_no)
    for p in (a, b):
        game = games.get(p)
        if (
            game is not None
            and game.colour is not Colour.NONE
            and not _fits(states[p].colours, game.colour)
        ):
            return True
    return False


def last_round_break(ctx: Context, round_no: int, player: int, opponent: int) -> str | None:
    """Lim art. 6 [13]: how the break of 5.1 in the last-round pair player-opponent could
    have been avoided with the same scores, or None when it was necessary.

    First the colours within the pair: if the other colours keep both within 5.1, the break
    was avoidable. Then every other pair c-d of the round: exchanging two players of equal
    (pairing) score between the two pairs keeps every pair's scores; if the new pairs have
    not met, are not forbidden and need fewer breaks (choosing their colours freely) than
    the two pairs as published, the break was avoidable.
    """
    states = ctx.states(round_no)
    a, b = player, opponent
    if a not in states or b not in states:
        return None
    if _can_colour(states[a], states[b]):
        return f"the pair {a}-{b} with the colours the other way keeps both within the limits"
    forbidden = [f.players for f in ctx.tournament.forbidden if f.applies_to(round_no)]

    def may_meet(x: int, y: int) -> bool:
        if y in states[x].opponents or x in states[y].opponents:
            return False
        return not any(x in f and y in f for f in forbidden)

    def score(x: int) -> int:
        return states[x].pairing_score

    for c, d in ctx.pairs(round_no):
        if {c, d} & {a, b} or c not in states or d not in states:
            continue
        before = 1 + _breaks_as_published(ctx, round_no, c, d)
        for (p, q), (u, v) in (((a, c), (b, d)), ((a, d), (b, c))):
            # the exchange b <-> q (or a <-> v) keeps both pairs' scores if their scores match
            if not (score(b) == score(q) or score(a) == score(v)):
                continue
            if not (may_meet(p, q) and may_meet(u, v)):
                continue
            after = (not _can_colour(states[p], states[q])) + (
                not _can_colour(states[u], states[v])
            )
            if after < before:
                return (
                    f"{p}-{q} and {u}-{v} (players of equal score exchanged with the pair "
                    f"{c}-{d}) need {after} break{'s' if after != 1 else ''}"
                )
    return None


def check_lim(ctx: Context) -> list[Diagnostic]:
    """BYE003 and FLT005 (module notes), FLT005 for a Maxi-tournament as ``ctx.ruleset``
    says (``Ruleset.maxi``; None in a ruleset built by a caller: the resolver's rule,
    ``ruleset.maxi_setting``, as the engine applies it)."""
    maxi = ctx.ruleset.maxi.value
    if maxi is None:
        maxi = maxi_setting(ctx.tournament).maxi
    out = _pab_choice(ctx)
    if maxi:
        out += _maxi_floaters(ctx)
    return out


def _participants(ctx: Context, r: int) -> list[int]:
    return sorted(set(ctx.games(r)) | set(ctx.pab_players(r)))


def _pab_choice(ctx: Context) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    for r in ctx.rounds:
        pabs = ctx.pab_players(r)
        if len(pabs) != 1:
            continue
        given = pabs[0]
        expected = _expected_pab(ctx, r)
        if expected is None or expected == given:
            continue
        rule = "C.04.4.3 art. 7.1" if r == 1 else "C.04.4.3 art. 1.1"
        why = (
            "the lowest-rated player"
            if r == 1
            else (
                "the lowest-ranked eligible player of the lowest scoregroup whose bye leaves the "
                "others pairable"
            )
        )
        out.append(
            Diagnostic(
                "BYE003",
                Severity.ERROR,
                r,
                (given, expected),
                rule,
                f"the PAB goes to {given}, but {why} is {expected} ({rule})",
            )
        )
    return out


def _expected_pab(ctx: Context, r: int) -> int | None:
    players = _participants(ctx, r)
    t = ctx.tournament
    if r == 1:
        # 7.1: lowest rated; among equal ratings the lowest ranked (largest number).
        return min(players, key=lambda p: (t.player(p).rating, -p))
    states = ctx.states(r)
    last = ctx.is_last_round(r)
    order = sorted(
        (p for p in players if states[p].pab_eligible),
        key=lambda p: (states[p].pairing_score, -p),
    )
    for candidate in order:
        rest = [states[p] for p in players if p != candidate]
        if perfectly_pairable(rest, last):
            return candidate
    return None


def _maxi_floaters(ctx: Context) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    t = ctx.tournament
    for r in ctx.rounds:
        if r < 2:
            continue
        states = ctx.states(r)
        # 3.10: floated in the previous round = paired outside the own scoregroup (a bye is
        # not a float here).
        previous = {p for p in pairing_floats(ctx, r - 1) if p in ctx.games(r - 1)}
        games = ctx.games(r)
        last = ctx.is_last_round(r)
        median2 = (r - 1) * t.scoring.win  # twice the median score
        scores = sorted({states[p].pairing_score for p in games})
        for score in scores:
            if 2 * score == median2:
                continue
            found = _evenness_breach(ctx, r, score, 2 * score > median2, previous, last)
            if found is not None:
                out.append(found)
    return out


def _evenness_breach(
    ctx: Context, r: int, score: int, downward: bool, previous: set[int], last: bool
) -> Diagnostic | None:
    """FLT005 for one scoregroup paired ``downward`` (above the median) or upward, when the
    case is clear (module notes): an odd group with no incoming floater (2.3.4 floats one
    player to make it even), exactly one member paired outside it, and a default floater
    (3.2.4) who was free to float: a type d player (3.9: a compatible opponent among the
    residents of the adjacent group), not floated in the previous round (3.10), and whose
    removal leaves the rest pairable."""
    states = ctx.states(r)
    games = ctx.games(r)
    sign = 1 if downward else -1  # outgoing floaters meet a lower (downward) score

    def opponent_score(p: int) -> int:
        return states[games[p].opponent].pairing_score

    group = sorted(p for p in games if states[p].pairing_score == score)
    outgoing = [p for p in group if sign * (opponent_score(p) - score) < 0]
    incoming = [p for p in group if sign * (opponent_score(p) - score) > 0]
    if len(group) % 2 == 0 or incoming or len(outgoing) != 1:
        return None
    floater = outgoing[0]
    default = group[-1] if downward else group[0]
    if floater == default or default in previous:
        return None
    t = ctx.tournament
    gap = abs(t.player(floater).rating - t.player(default).rating)
    if gap <= 100:
        return None
    rest = [states[p] for p in group if p != default]
    if not perfectly_pairable(rest, last):
        return None
    lower = [s for s in {states[p].pairing_score for p in games} if sign * (s - score) < 0]
    if not lower:
        return None
    adjacent = max(lower) if downward else min(lower)
    residents = [states[p] for p in games if states[p].pairing_score == adjacent]
    if not any(compatible(states[default], q, last) for q in residents):
        return None  # the default is type c; a type d floater comes first (3.9.2)
    if _crack_possible(ctx, r, group, floater, default, downward, last):
        return None
    return _maxi_violation(r, floater, default, gap, downward)


def _crack_possible(
    ctx: Context, r: int, group: list[int], floater: int, default: int, down: bool, last: bool
) -> bool:
    """True if 2.6 may have made ``floater`` leave the group: the group is the last one
    before the median, and some floater 3.2.3 allows (the default, or a player within 100
    points of him) could not have been paired in the median group with the players who
    reached it from elsewhere; the median would then undo a pairing of this group, and the
    player who leaves it is not the one chosen under 2.3.4."""
    states = ctx.states(r)
    games = ctx.games(r)
    median2 = (r - 1) * ctx.tournament.scoring.win
    sign = 1 if down else -1

    def side(p: int) -> int:  # +1 this side of the median, -1 the other side, 0 on it
        d = sign * (2 * states[p].pairing_score - median2)
        return (d > 0) - (d < 0)

    score2 = 2 * states[group[0]].pairing_score
    between = [p for p in games if sign * (score2 - 2 * states[p].pairing_score) > 0 < side(p)]
    if between:
        return False  # another group lies between this one and the median
    members = set(group)
    reached = [
        p
        for p in games
        if p not in members and (side(p) == 0 or side(games[p].opponent) != side(p))
    ]
    rating = ctx.tournament.player
    allowed = [
        p
        for p in group
        if p != floater and (p == default or abs(rating(p).rating - rating(default).rating) <= 100)
    ]
    return any(not perfectly_pairable([states[q] for q in [*reached, p]], last) for p in allowed)


def _maxi_violation(r: int, floater: int, default: int, gap: int, downward: bool) -> Diagnostic:
    side = "lowest" if downward else "highest"
    return Diagnostic(
        "FLT005",
        Severity.ERROR,
        r,
        (floater, default),
        "C.04.4.3 art. 3.2.3",
        f"player {floater} floats {'down' if downward else 'up'} out of the scoregroup, "
        f"{gap} rating points from its {side}-ranked player {default}, who should float "
        "instead in a Maxi-tournament (C.04.4.3 art. 3.2.3: within 100 points only)",
    )
