"""What the read-only commands print: ``vaultmem search`` and ``vaultmem export`` as text, from a vault and a request.

Written once for both places that answer them: the command's own process, and the process that keeps the vault's
index live (``vaultmem watch``, the app's indexer), which answers a command line over ``served`` without the
command loading the engine. A request is plain data that crosses that socket as JSON; ``from_json`` rejects
anything that is not exactly what ``to_json`` makes.
"""

from __future__ import annotations

import io
import json
from dataclasses import asdict, dataclass, fields
from datetime import datetime
from typing import TYPE_CHECKING, Any, ClassVar, Self

from .errors import VaultMemError
from .terminal import terminal_safe

if TYPE_CHECKING:
    from .query import Query
    from .vault import Vault

EXPORT_FORMATS = ("md", "json")


@dataclass(frozen=True, slots=True)
class Answer:
    """A command's exit code and what it writes to stdout and stderr."""

    code: int
    out: str = ""
    err: str = ""


class _Request:
    """JSON in and out, field by field, with each field's type and value checked on the way in (a request made
    here from the command's parsed arguments is valid by construction)."""

    __slots__ = ()
    COMMAND: ClassVar[str]

    def check(self) -> None:
        """Raise ``ValueError`` for a value the command line could not have given."""

    def to_json(self) -> dict[str, Any]:
        return {"command": self.COMMAND, **asdict(self)}  # type: ignore[call-overload]

    @classmethod
    def from_json(cls, doc: Any) -> Self:
        if not isinstance(doc, dict) or doc.get("command") != cls.COMMAND:
            raise ValueError(f"not a {cls.COMMAND} request")
        values = {}
        for f in fields(cls):  # type: ignore[arg-type]
            value = doc.get(f.name)
            if f.name == "kinds" and isinstance(value, list):
                value = tuple(value)
            if not _is(value, f.type):
                raise ValueError(f"{cls.COMMAND} request: {f.name} is not {f.type}")
            values[f.name] = value
        request = cls(**values)
        request.check()
        return request


def _is(value: Any, kind: Any) -> bool:
    if kind == "str":
        return isinstance(value, str)
    if kind == "str | None":
        return value is None or isinstance(value, str)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "tuple[str, ...]":
        return isinstance(value, tuple) and all(isinstance(v, str) for v in value)
    raise AssertionError(f"no check for {kind}")


@dataclass(frozen=True, slots=True)
class SearchRequest(_Request):
    COMMAND = "search"

    query: str
    k: int
    mode: str
    kinds: tuple[str, ...]
    folder: str | None
    since: str | None  # ISO 8601
    until: str | None
    sort: str | None
    json: bool
    explain: bool

    def check(self) -> None:
        from .query import MODES, SORTS

        if self.mode not in MODES or (self.sort is not None and self.sort not in SORTS):
            raise ValueError(f"search request: mode {self.mode!r} or sort {self.sort!r} unknown")
        if self.since is not None:
            datetime.fromisoformat(self.since)
        if self.until is not None:
            datetime.fromisoformat(self.until)


@dataclass(frozen=True, slots=True)
class ExportRequest(_Request):
    COMMAND = "export"

    query: str
    k: int
    mode: str
    budget: int
    format: str

    def check(self) -> None:
        from .query import MODES

        if self.mode not in MODES or self.format not in EXPORT_FORMATS:
            raise ValueError(f"export request: mode {self.mode!r} or format {self.format!r} unknown")


Request = SearchRequest | ExportRequest
REQUESTS: dict[str, type[SearchRequest | ExportRequest]] = {"search": SearchRequest, "export": ExportRequest}


def request_from_json(doc: Any) -> Request:
    """The request a JSON document holds; ``ValueError`` for anything else."""
    kind = REQUESTS.get(doc.get("command")) if isinstance(doc, dict) else None
    if kind is None:
        raise ValueError("not a search or export request")
    return kind.from_json(doc)


def answer(vault: Vault, request: Request) -> Answer:
    """Run one request on an open vault; an engine error is the command's error line and exit code 2."""
    try:
        return _search(vault, request) if isinstance(request, SearchRequest) else _export(vault, request)
    except VaultMemError as exc:
        return Answer(2, err=f"vaultmem: error: {terminal_safe(str(exc))}\n")


def _search(vault: Vault, r: SearchRequest) -> Answer:
    from .filters import Filters

    filters = Filters(r.kinds, r.folder, _when(r.since), _when(r.until))
    results = vault.search(r.query, r.k, filters=filters, mode=r.mode, sort=r.sort)
    out, err = io.StringIO(), io.StringIO()
    _say_problems(results.query, err)
    if r.json:
        out.write(json.dumps({"query": r.query, "mode": r.mode, "parsed": results.query.to_json(),
                              "matched": results.matched, "results": [x.to_json() for x in results]},
                             indent=2, ensure_ascii=False) + "\n")
    elif not results:
        out.write(f"no matches for {terminal_safe(r.query)}\n")
    else:
        from .render import render_result

        out.writelines(render_result(x, explain=r.explain) + "\n" for x in results)
    return Answer(0, out.getvalue(), err.getvalue())


def _export(vault: Vault, r: ExportRequest) -> Answer:
    from .export import ContextExport

    results = vault.search(r.query, r.k, mode=r.mode)
    done = ContextExport(r.budget, r.format, r.query).from_results(results, vault)
    err = io.StringIO()
    _say_problems(results.query, err)
    err.write(f"vaultmem: {done.tokens}/{done.budget} tokens, {done.included} passages "
              f"({done.truncated} trimmed, {done.omitted} left out)\n")
    text = terminal_safe(done.text, keep_lines=True) if r.format == "md" else done.text
    return Answer(0, text + "\n", err.getvalue())


def _when(iso: str | None) -> datetime | None:
    return datetime.fromisoformat(iso) if iso is not None else None


def _say_problems(query: Query | None, err: io.StringIO) -> None:
    """Operators that could not be read, one line each (the results are still printed)."""
    err.writelines(terminal_safe(f"vaultmem: {p.canonical()}: {p.message}; "
                                 f"{'ignored' if p.negated else 'searched as words'}") + "\n"
                   for p in (query.problems if query is not None else ()))
