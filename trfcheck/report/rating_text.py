"""``trfcheck rating`` rendered as text (within 80 columns) or CSV.

Text: the rules applied and why, then one block per player: the summary line (rated games,
sum(dR), K and its source, K x sum(dR) unrounded and rounded) or, for an unrated player,
Ra, p, dp and Ru, then each round: D (capped), PD and dR, or why it is not rated.
"""

from __future__ import annotations

import csv
import io
import textwrap
from fractions import Fraction

from trfcheck.rating.change import InitialRating, PlayerRating, RatingReport
from trfcheck.rating.games import Exclusion, Game

__all__ = ["render_rating_csv", "render_rating_text"]

CSV_COLUMNS = (
    "start_rank", "name", "fide_id", "rating", "rated_games", "sum_dr", "k", "k_source",
    "change", "change_rounded", "period_change_rounded", "ra", "p", "dp", "ru",
    "reaches_five_games",
)  # fmt: skip


#: Why a round is not rated, short enough for the table (the legend gives the long form).
_SHORT = {
    Exclusion.UNPLAYED: "unplayed",
    Exclusion.NO_RESULT: "no result",
    Exclusion.NOT_RATED_CODE: "W/D/L code",
    Exclusion.OPPONENT_UNRATED: "opponent unrated",
    Exclusion.OPPONENT_BELOW_FLOOR: "opponent < 1400",
    Exclusion.RULE_600: "600/2600 rule",
}
LEGEND = (
    "D: own rating - opponent's, * capped at 400 (B.02 8.3.1); PD: expected score (8.1.2); "
    "dR = score - PD. Not rated: unplayed (forfeit, bye, not paired); W/D/L code (fewer than "
    "one move each); opponent unrated; opponent < 1400 (not a FIDE rating from 1 Mar 2024, "
    "B.02 7.2.1); 600/2600 rule (rapid/blitz from 1 Dec 2024: |D| >= 600, rated above 2600)."
)


def _signed(value: Fraction | None, places: int = 2) -> str:
    return "" if value is None else f"{float(value):+.{places}f}"


def render_rating_text(report: RatingReport, title: str, notes: list[str]) -> str:
    """The report as text: rules, notes, then one block per player."""
    lines = [f"Rating: {title}", *report.rules.describe(), *(f"note: {n}" for n in notes)]
    lines.append(LEGEND)
    for player in report.players:
        lines.append("")
        lines.extend(_player_lines(player))
    return "".join(_fit(line) for line in lines)


def _fit(line: str) -> str:
    """The line, wrapped within 80 columns (continuations indented)."""
    if len(line) < 80:
        return line + "\n"
    indent = " " * (len(line) - len(line.lstrip()) + 4)
    return "\n".join(textwrap.wrap(line, 79, subsequent_indent=indent)) + "\n"


def _player_lines(p: PlayerRating) -> list[str]:
    head = f"{p.start_rank} {p.name or '(no name)'}"
    if p.rating is not None:
        k = "unknown" if p.k_used is None else str(p.k_used)
        if p.k_used is not None and p.k.k is not None and p.k_used != p.k.k:
            k += f" (given {p.k.k}, 700 rule)"
        change = (
            f"K x sum(dR) {_signed(p.change)}, rounded {_whole(p.change_rounded)}"
            if p.change is not None and p.change_rounded is not None
            else f"K unknown: change = K x {_signed(p.sum_dr)}"
        )
        lines = [
            f"{head}, rated {p.rating}: {_games(p.rated_games)}, "
            f"sum(dR) {_signed(p.sum_dr)}, "
            + (f"K {k} ({p.k.source})" if p.k_used is not None else "K unknown (see --k)"),
            f"  {change}"
            + (
                f", per period {_whole(p.period_change_rounded)}"
                if p.period_change_rounded is not None
                else ""
            ),
        ]
    elif p.initial is not None:
        i = p.initial
        five = "reaches 5 rated games" if i.reaches_five else "fewer than 5 rated games"
        if i.points == 0:
            five += "; zero points: a first event with no point is disregarded (B.02 8.2)"
        elif i.ru < 1400 and i.text == "2024":
            five += "; Ru below 1400: no rating is published below the floor (B.02 7.2.1)"
        added = f"dp {i.dp:+d}" if i.text == "2024" or 2 * i.points < i.games else _over(i)
        lines = [
            f"{head}, {_unrated(p)}: {_games(i.games)}, {float(i.points):g} "
            f"point{'' if i.points == 1 else 's'}, "
            f"Ra {float(i.ra):.2f}, p {i.percent / 100:.2f}, {added}, Ru {i.ru}"
            + (" (B.02 2022 8.2)" if i.text == "2022" else ""),
            f"  this event alone: {five} (B.02 7.1.4; other events may be pooled)",
        ]
    else:
        lines = [f"{head}, {_unrated(p)}: no initial rating from this event ({_why_none(p)})"]
    if p.games:
        lines.append(_GAME_HEAD)
        lines.extend(_game_row(g) for g in p.games)
    return lines


#: The games table: fixed columns (rd, opp, rtg, res, D, PD, dR), written without tabulate
#: because a 1000-player report has 1000 of them (tabulate costs 4 ms each).
_GAME_HEAD = "   rd   opp   rtg  res      D    PD     dR"


def _game_row(g: Game) -> str:
    result = g.result.value if g.result is not None else ""
    opponent = str(g.opponent) if g.opponent is not None else "-"
    rating = str(g.opponent_rating) if g.opponent_rating else ""
    head = f"  {g.round_no:>3} {opponent:>5} {rating:>5} {result:>4}"
    if g.excluded is not None:
        return f"{head}  not rated: {_SHORT[g.excluded]}"
    if g.d is None:
        return head  # an unrated player's game: counted for Ra, no D
    d = f"{g.d:+d}" + ("*" if g.d != g.d_uncapped else " ")
    return f"{head} {d:>6} {float(g.pd or 0):5.2f} {_signed(g.dr):>6}"


def render_rating_csv(report: RatingReport) -> str:
    """One row per player: the summary figures (the games are in the JSON form)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for p in report.players:
        i = p.initial
        writer.writerow(
            [
                p.start_rank, p.name, p.fide_id, p.rating or "", p.rated_games,
                "" if p.sum_dr is None else f"{float(p.sum_dr):.4f}",
                p.k_used if p.k_used is not None else "", p.k.source.value,
                "" if p.change is None else f"{float(p.change):.4f}",
                _blank(p.change_rounded), _blank(p.period_change_rounded),
                "" if i is None else f"{float(i.ra):.2f}",
                "" if i is None else f"{i.percent / 100:.2f}",
                "" if i is None else i.dp, "" if i is None else i.ru,
                "" if i is None else ("yes" if i.reaches_five else "no"),
            ]
        )  # fmt: skip
    return out.getvalue()


def _unrated(p: PlayerRating) -> str:
    """'unrated', with the 001 rating that is not a FIDE rating (B.02 7.2.1) when there is one."""
    column = p.column_rating
    return f"unrated (001 rating {column} is below 1400)" if column else "unrated"


def _why_none(p: PlayerRating) -> str:
    return "no rated game"


def _over(i: InitialRating) -> str:
    """B.02 2022 8.2.3 at 50 % or above: 20 for each half point above 50 %."""
    halves = int(2 * i.points - i.games)
    return f"+20 x {halves} half point(s) above 50 % = {i.dp:+d}"


def _whole(value: int) -> str:
    """A rounded change: signed, 0 without a sign."""
    return f"{value:+d}" if value else "0"


def _games(count: int) -> str:
    return f"{count} rated game{'' if count == 1 else 's'}"


def _blank(value: int | None) -> str:
    return "" if value is None else str(value)
