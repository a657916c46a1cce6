"""The query language: a search box's text parsed once into a ``Query`` that ranking, filters, highlighting and
explanations all use (docs/query-language.md).

    boiler repair            words: they rank results (a session need not hold every one)
    "boiler repair"          a phrase: the words adjacent and in order; required
    -invoice  -"old quote"   leave out sessions that contain it ("--verbose" and "-i", options, and "-7" are words)
    boiler OR furnace        one group: at least one of its clauses is required (OR in capitals)
    kind:email  from:ingrid  operators filter; -kind:email leaves out what the operator selects
    after:2025-10 on:"last week" sort:newest

An operator whose value cannot be read (``after:someday``, ``kind:hologram``) is searched as words and
reported in ``Query.problems``; nothing typed ever raises. ``Query.canonical()`` writes the query back as text
that parses to an equal ``Query`` (dates written out as ISO dates), and ``Query.operators`` holds every
operator as typed with its span, for the app's chips.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from datetime import date, datetime, time, timedelta
from typing import Any

from .filters import Filters, folder_path
from .model import KINDS

SORTS = ("relevance", "newest", "oldest")
MODES = ("auto", "bm25")  # ranking: the full pipeline, or plain BM25 of the best chunk
# Operator names as typed → the name they are known by (chips, canonical form, ``Operator.name``).
OPERATOR_NAMES = {"kind": "kind", "from": "from", "to": "to", "subject": "subject", "title": "subject",
                  "in": "folder", "folder": "folder", "ext": "ext", "tag": "tag", "after": "after",
                  "before": "before", "on": "on", "has": "has", "sort": "sort"}
KIND_ALIASES = {"mail": "email", "emails": "email", "notes": "note", "events": "event", "calendar": "event",
                "todos": "todo", "task": "todo", "tasks": "todo", "chats": "chat", "tables": "table",
                "csv": "table", "spreadsheet": "table", "spreadsheets": "table", "xlsx": "table",
                "journals": "journal", "contacts": "contact", "vcard": "contact",
                "documents": "document", "doc": "document", "docs": "document", "pdf": "document",
                "docx": "document", "odt": "document", "presentation": "document", "presentations": "document",
                "slides": "document", "pptx": "document", "epub": "document", "book": "document",
                "books": "document", "notebook": "document", "notebooks": "document", "ipynb": "document"}
SORT_ALIASES = {"date": "newest", "new": "newest", "old": "oldest", "best": "relevance"}
_PERIODS = ("day", "week", "month", "year")
_OPERATOR = re.compile(r"([A-Za-z]+):")
_OPTION_OR_NUMBER = re.compile(r"\w|\d+(?:[.,]\d+)*%?")  # after a hyphen: a short option or a negative number


@dataclass(frozen=True, slots=True)
class Clause:
    """A word or a phrase of the query (``text`` as typed; a phrase's words single-spaced)."""

    text: str
    phrase: bool = False

    def canonical(self) -> str:
        return f'"{self.text}"' if self.phrase else self.text


@dataclass(frozen=True, slots=True)
class Operator:
    """An operator as typed, for chips: ``name`` is the one it is known by (``in:`` is "folder", ``title:``
    "subject"), ``start``/``end`` its span in the query text, ``problem`` why its value could not be read."""

    name: str
    value: str
    start: int
    end: int
    negated: bool = False
    problem: str | None = None


@dataclass(frozen=True, slots=True)
class QueryProblem:
    """An operator whose value could not be read: searched as words (unless negated), shown to the user."""

    text: str  # as typed, e.g. "after:someday"
    message: str
    negated: bool = False

    def canonical(self) -> str:
        return ("-" if self.negated else "") + self.text


@dataclass(frozen=True, slots=True)
class Query:
    text: str = field(default="", compare=False)
    should: tuple[tuple[Clause, ...], ...] = ()  # groups of clauses; a group matches when any clause does
    must_not: tuple[Clause, ...] = ()
    filters: Filters = field(default_factory=Filters)
    excluded: tuple[Filters, ...] = ()  # each negated operator: sessions it selects are left out
    sort: str = "relevance"
    problems: tuple[QueryProblem, ...] = ()
    operators: tuple[Operator, ...] = field(default=(), compare=False)

    @property
    def ranking_text(self) -> str:
        """The words the ranker scores: every word and phrase word of the groups, and unreadable operators."""
        words = [c.text for group in self.should for c in group]
        return " ".join(words + [p.text for p in self.problems if not p.negated])

    @property
    def required(self) -> tuple[tuple[Clause, ...], ...]:
        """Groups a session must match: an OR of several clauses, or a phrase. A lone word only ranks."""
        return tuple(g for g in self.should if len(g) > 1 or g[0].phrase)

    @property
    def constrained(self) -> bool:
        """Whether anything besides ranking words narrows the sessions (so a query of them alone lists)."""
        return bool(self.required or self.must_not or self.excluded or not self.filters.is_empty())

    def is_empty(self) -> bool:
        return not self.ranking_text.strip() and not self.constrained

    def to_json(self) -> dict[str, Any]:
        """How the query was read (``--json``'s ``parsed``; docs/cli-json.md)."""
        return {"canonical": self.canonical(), "ranking_text": self.ranking_text, "sort": self.sort,
                "operators": [{"name": o.name, "value": o.value, "start": o.start, "end": o.end,
                               "negated": o.negated, "problem": o.problem} for o in self.operators],
                "problems": [{"text": p.text, "message": p.message, "negated": p.negated} for p in self.problems]}

    def canonical(self) -> str:
        """Text that parses to this query: groups, exclusions, operators (dates as ISO), sort, problems."""
        parts = [" OR ".join(c.canonical() for c in group) for group in self.should]
        parts += ["-" + c.canonical() for c in self.must_not]
        parts += filter_operators(self.filters)
        parts += ["-" + op for f in self.excluded for op in filter_operators(f)]
        if self.sort != "relevance":
            parts.append(f"sort:{self.sort}")
        parts += [p.canonical() for p in self.problems]
        return " ".join(parts)


def parse_query(text: str, now: datetime | None = None) -> Query:
    """The query in ``text``; relative dates ("yesterday", "last week") count from ``now`` (local time)."""
    now = now or datetime.now().astimezone()
    should: list[list[Clause]] = []
    must_not: list[Clause] = []
    filters = Filters()
    excluded: list[Filters] = []
    sort = "relevance"
    problems: list[QueryProblem] = []
    operators: list[Operator] = []
    join_next = False  # an OR stands between the last clause and the next one
    last_was_clause = False
    for tok in _merge_periods(list(_tokens(text))):
        if tok.kind == "or":
            join_next = last_was_clause and not join_next
            last_was_clause = False
            continue
        if tok.kind in ("word", "phrase"):
            clause = Clause(" ".join(tok.value.split()) if tok.kind == "phrase" else tok.value, tok.kind == "phrase")
            if not clause.text:
                join_next = last_was_clause = False
                continue
            if tok.negated:
                must_not.append(clause)
            elif join_next and should:
                should[-1].append(clause)
            else:
                should.append([clause])
            join_next, last_was_clause = False, not tok.negated
            continue
        join_next = last_was_clause = False
        name = OPERATOR_NAMES[tok.name.lower()]
        try:
            if name == "sort":
                if tok.negated:
                    raise ValueError("a sort order cannot be negated")
                sort = _one_of(tok.value, SORT_ALIASES, SORTS, "an order")
                selected = None
            else:
                selected = _operator_filters(name, tok.value, now)
        except ValueError as exc:
            problems.append(QueryProblem(tok.raw, str(exc), tok.negated))
            operators.append(Operator(name, tok.value, tok.start, tok.end, tok.negated, str(exc)))
            continue
        operators.append(Operator(name, tok.value, tok.start, tok.end, tok.negated))
        if selected is None:
            continue
        if tok.negated:
            excluded.append(selected)
        else:
            filters = _narrow(filters, selected)
    return Query(text, tuple(tuple(g) for g in should), tuple(must_not), filters, tuple(excluded), sort,
                 tuple(problems), tuple(operators))


# ---- lexing -------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _Token:
    kind: str  # "word", "phrase", "or", "op"
    value: str
    start: int
    end: int
    negated: bool = False
    name: str = ""  # operator name as typed
    raw: str = ""  # the token as typed (without a leading '-')


def _tokens(text: str) -> Iterator[_Token]:
    """Whitespace-separated tokens; a quote opens a phrase (or an operator's value) up to the next quote, or
    the end of the text when it is never closed."""
    i, n = 0, len(text)
    while i < n:
        if text[i].isspace():
            i += 1
            continue
        start = i
        # "-word" leaves a word out; "--verbose" is a command-line option searched as a word, and so are "-i" of
        # "sed -i" (one letter: leaving out every text with an "I" in it is never meant) and "-7" (a number)
        negated = (text[i] == "-" and i + 1 < n and not text[i + 1].isspace() and text[i + 1] != "-"
                   and not _OPTION_OR_NUMBER.fullmatch(text, i + 1, _word_end(text, i + 1)))
        i += negated
        if text[i] == '"':
            close = text.find('"', i + 1)
            end = n if close < 0 else close + 1
            yield _Token("phrase", text[i + 1:close if close >= 0 else n], start, end, negated)
            i = end
            continue
        m = _OPERATOR.match(text, i)
        if m and m.group(1).lower() in OPERATOR_NAMES:
            value_at = m.end()
            if text[value_at:value_at + 1] == '"':
                close = text.find('"', value_at + 1)
                end = n if close < 0 else close + 1
                value = text[value_at + 1:close if close >= 0 else n]
            else:
                end = _word_end(text, value_at)
                value = text[value_at:end]
            yield _Token("op", value.strip(), start, end, negated, m.group(1), text[i:end])
            i = end
            continue
        end = _word_end(text, i)
        word = text[i:end]
        yield _Token("or" if word == "OR" and not negated else "word", word, start, end, negated)
        i = end


def _word_end(text: str, i: int) -> int:
    while i < len(text) and not text[i].isspace():
        i += 1
    return i


def _merge_periods(tokens: list[_Token]) -> list[_Token]:
    """``after:last week`` as typed: a date operator's "last"/"this"/"next" takes the period word after it."""
    out: list[_Token] = []
    for tok in tokens:
        prev = out[-1] if out else None
        if (prev is not None and prev.kind == "op" and prev.name.lower() in ("after", "before", "on")
                and prev.value.lower() in ("last", "this", "next") and prev.raw[-1:] != '"'
                and tok.kind == "word" and not tok.negated and tok.value.lower() in _PERIODS):
            out[-1] = replace(prev, value=f"{prev.value} {tok.value}", end=tok.end, raw=f'{prev.raw} {tok.value}')
            continue
        out.append(tok)
    return out


# ---- operator values ----------------------------------------------------------------------------------------

def _operator_filters(name: str, value: str, now: datetime) -> Filters:
    """The filter one operator stands for; ``ValueError`` (with a reason to show) when its value is unreadable."""
    if not value:
        raise ValueError("needs a value")
    if name == "kind":
        kinds = tuple(_one_of(v, KIND_ALIASES, KINDS, "a kind") for v in _alternatives(value))
        return Filters(kinds=kinds)
    if name == "ext":
        return Filters(exts=tuple(_extension(v) for v in _alternatives(value)))
    if name == "folder":
        if not folder_path(value):
            raise ValueError("needs a folder inside the vault, e.g. in:mail")
        return Filters(folder=value)
    if name == "tag":
        if not value.lstrip("#"):
            raise ValueError("needs a tag name, e.g. tag:travel")
        return Filters(tags=(value,))
    if name == "from":
        return Filters(senders=(value,))
    if name == "to":
        return Filters(recipients=(value,))
    if name == "subject":
        return Filters(titles=(value,))
    if name == "has":
        if value.lower() not in ("attachment", "attachments"):
            raise ValueError("only has:attachment is known")
        return Filters(has_attachment=True)
    start, end = period(value, now)
    try:
        if name == "after":
            return Filters(date_from=start)
        if name == "before":
            return Filters(date_to=start - timedelta(microseconds=1))
        return Filters(date_from=start, date_to=end - timedelta(microseconds=1))
    except OverflowError:
        raise ValueError(f"{value!r} is out of range") from None


def _alternatives(value: str) -> list[str]:
    parts = [v.strip() for v in re.split(r"[|,]", value)]
    if not all(parts):
        raise ValueError(f"{value!r}: an empty alternative")
    return parts


def _one_of(value: str, aliases: dict[str, str], names: tuple[str, ...], what: str) -> str:
    """``value`` as one of ``names`` (case-insensitive, through ``aliases``); ``ValueError`` naming ``what``."""
    name = aliases.get(value.lower(), value.lower())
    if name not in names:
        raise ValueError(f"{value!r} is not {what} ({', '.join(names)})")
    return name


def _extension(value: str) -> str:
    ext = value.lower().lstrip(".")
    if not ext or not ext.replace("-", "").replace("_", "").isalnum():
        raise ValueError(f"{value!r} is not a file extension")
    return ext


def _narrow(current: Filters, more: Filters) -> Filters:
    """Both filters at once: single-valued fields collect alternatives, the rest all apply, dates intersect."""
    starts = [d for d in (current.date_from, more.date_from) if d is not None]
    ends = [d for d in (current.date_to, more.date_to) if d is not None]
    return Filters(
        kinds=_union(current.kinds, more.kinds), folder=_union(current.folders, more.folders),
        date_from=max(starts) if starts else None, date_to=min(ends) if ends else None,
        exts=_union(current.exts, more.exts), tags=_union(current.tags, more.tags),
        senders=_union(current.senders, more.senders), recipients=_union(current.recipients, more.recipients),
        titles=_union(current.titles, more.titles), has_attachment=current.has_attachment or more.has_attachment)


def _union(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(a + b))


# ---- dates --------------------------------------------------------------------------------------------------

def period(value: str, now: datetime) -> tuple[datetime, datetime]:
    """The local-time span [start, end) a date expression names: ``2025-11-03``, ``2025-11``, ``2025``, an ISO
    date-time (``2025-11-03T10:00``, an instant), ``today``, ``yesterday``, ``tomorrow``, ``last|this|next day|week|month|year``
    (weeks start on Monday)."""
    text = " ".join(value.lower().replace("_", " ").split())
    today = now.date()
    if text in ("today", "yesterday", "tomorrow"):
        day = today + timedelta(days={"today": 0, "yesterday": -1, "tomorrow": 1}[text])
        return _local(day), _local(day + timedelta(days=1))
    words = text.replace("-", " ").split()
    if len(words) == 2 and words[0] in ("last", "this", "next") and words[1] in _PERIODS:
        return _relative(words[0], words[1], today)
    try:
        if re.fullmatch(r"\d{4}", text):
            year = int(text)
            return _local(date(year, 1, 1)), _local(_add_months(date(year, 1, 1), 12))
        if re.fullmatch(r"\d{4}-\d{1,2}", text):
            first = date(int(text[:4]), int(text[5:]), 1)
            return _local(first), _local(_add_months(first, 1))
        if re.fullmatch(r"\d{4}-\d{1,2}-\d{1,2}", text):
            y, m, d = (int(p) for p in text.split("-"))
            return _local(date(y, m, d)), _local(date(y, m, d) + timedelta(days=1))
        if not re.fullmatch(r"\d{4}-\d\d-\d\d[t ]\d\d:\d\d\S*", text):
            raise ValueError(text)
        moment = datetime.fromisoformat(value.strip().upper()).astimezone()
        return moment, moment + timedelta(microseconds=1)
    except (ValueError, OverflowError, OSError):
        raise ValueError(f"{value!r} is not a date (2025-11-03, 2025-11, yesterday, last week …)") from None


def _relative(which: str, unit: str, today: date) -> tuple[datetime, datetime]:
    step = {"last": -1, "this": 0, "next": 1}[which]
    if unit == "day":
        day = today + timedelta(days=step)
        return _local(day), _local(day + timedelta(days=1))
    if unit == "week":
        monday = today - timedelta(days=today.weekday()) + timedelta(weeks=step)
        return _local(monday), _local(monday + timedelta(weeks=1))
    months = 1 if unit == "month" else 12
    first = date(today.year, today.month if unit == "month" else 1, 1)
    first = _add_months(first, step * months)
    return _local(first), _local(_add_months(first, months))


def _add_months(first: date, months: int) -> date:
    """The first day of the month ``months`` after the month that ``first`` (a first day) begins."""
    year, month = divmod(first.year * 12 + first.month - 1 + months, 12)
    return date(year, month + 1, 1)


def _local(day: date) -> datetime:
    """Local midnight of ``day``, with the offset in force then."""
    return datetime.combine(day, time()).astimezone()


# ---- canonical form -----------------------------------------------------------------------------------------

def filter_operators(f: Filters) -> list[str]:
    """Operators that select what ``f`` selects (the inverse of parsing them)."""
    out = []
    if f.kinds:
        out.append("kind:" + "|".join(f.kinds))
    out += [_op("folder", v, "/") for v in f.folders]
    if f.exts:
        out.append("ext:" + "|".join(e.lstrip(".") for e in f.exts))
    out += [_op("tag", v, "#") for v in f.tags]
    out += [_op("from", v) for v in f.senders]
    out += [_op("to", v) for v in f.recipients]
    out += [_op("subject", v) for v in f.titles]
    if f.has_attachment:
        out.append("has:attachment")
    if f.date_from is not None:
        out.append("after:" + _iso(f.date_from))
    if f.date_to is not None:
        out.append("before:" + _iso(f.date_to + timedelta(microseconds=1)))
    return out


def _op(name: str, value: str, mark: str = "") -> str:
    """``name:value``, the value quoted when it holds a space. A value that starts with a quote cannot be quoted
    (it holds no space then): it is written after ``mark``, a prefix the operator ignores ("#" of a tag)."""
    if any(c.isspace() for c in value):
        return f'{name}:"{value}"'
    return f"{name}:{mark}{value}" if value[:1] == '"' else f"{name}:{value}"


def _iso(moment: datetime) -> str:
    """A local midnight as its date, any other instant in full (with its offset)."""
    local = moment.astimezone()
    day = local.date()
    return day.isoformat() if _local(day) == moment else moment.isoformat()
