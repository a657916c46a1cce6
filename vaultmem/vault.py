"""``Vault``: the engine's public facade — open a folder, keep its index in sync, search it.

The index lives in ``<vault>/.vaultmem/`` (mode 0700, files 0600). The vault itself is only ever read. A writer
(``index.live.LiveIndex``: the lock, commits, merges) and its ``sync.reconcile.Syncer`` (the sync loop and the
ingest workers) are made only for a vault opened to write; a reader (``readonly``: ``vaultmem search --no-sync``,
``stats``, a second app window) opens the committed snapshot (``index.reader.IndexReader``) and nothing else, so
a one-shot search imports none of the writer's machinery.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Self

import numpy as np

from .errors import IndexCorrupt, VaultLocked, VaultNotFound
from .extract.base import Limits
from .index import folder
from .index import manifest as manifest_io
from .index.reader import IndexReader
from .index.snapshot import Snapshot
from .model import KINDS, Problem, ProblemFiles, Session
from .query import Query, parse_query

if TYPE_CHECKING:
    from .extract.registry import Registry
    from .filters import Filters
    from .index.live import LiveIndex
    from .preview import Preview
    from .retrieval.explanation import SearchResult, SearchResults
    from .sidecar import Sidecars
    from .sync.reconcile import Cancel, ProgressFn, Syncer, SyncReport

SIMILAR_WORDS = 8  # "more like this": enough words to name a topic, few enough that BM25 still ranks by them


@dataclass(frozen=True, slots=True)
class VaultStats:
    root: str
    generation: int
    segments: int
    files: int
    sessions: int
    chunks: int
    index_bytes: int
    problems: int  # files that could not be read completely
    kinds: dict[str, int] = field(default_factory=dict)
    empty: int = 0  # files read fine with nothing to index


class Vault:
    def __init__(self, root: Path, index_dir: Path, limits: Limits, registry: Registry | None) -> None:
        self.root = root
        self.index_dir = index_dir
        self.limits = limits
        self._registry = registry
        self.readonly_reason: str | None = None  # why a writer open fell back to read-only
        self._live: LiveIndex | None = None  # the writer's side (None for a reader)
        self._reader: IndexReader | None = None
        self._syncer: Syncer | None = None

    # ---- lifecycle ------------------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike[str], *, readonly: bool = False, limits: Limits | None = None,
             registry: Registry | None = None, fallback_readonly: bool = False,
             index_dir: str | os.PathLike[str] | None = None) -> Vault:
        """Open a vault; ``fallback_readonly`` opens it read-only (``readonly_reason`` says why) instead of
        raising ``VaultLocked`` when another process is its writer — a second app instance can still search.

        ``index_dir`` keeps the index in that folder (outside the vault) instead of ``<vault>/.vaultmem``: for a
        read-only vault (an archive, a read-only mounted volume). Opt-in only, since the index then no longer
        travels with the vault, and an encrypted vault's index would sit outside its encryption."""
        root = Path(path).expanduser()
        if not root.is_dir():
            raise VaultNotFound(f"vault folder not found: {root}")
        root = root.resolve()
        where = folder.location(root, index_dir)
        vault = cls(root, where, limits or Limits(), registry)
        if readonly:
            vault._reader = IndexReader(where)
            return vault
        from .index.live import LiveIndex

        try:
            vault._live = LiveIndex.open(where, str(root))
        except VaultLocked as exc:
            if not fallback_readonly:
                raise
            vault.readonly_reason = str(exc)
            vault._reader = IndexReader(where)
        return vault

    @property
    def readonly(self) -> bool:
        return self._live is None

    @property
    def recovered(self) -> Problem | None:
        """Set when a corrupt index was discarded at open (and is rebuilt by the next sync)."""
        return self._live.recovered if self._live is not None else None

    @property
    def indexed(self) -> bool:
        """Whether the vault has an index at all (a committed manifest): an empty search then means "no results",
        not "never indexed"."""
        return (self.index_dir / manifest_io.MANIFEST).exists()

    @property
    def sidecars(self) -> Sidecars:
        """Where an app keeps its own files for this vault (settings, a log), inside the index folder."""
        from .sidecar import Sidecars

        return Sidecars(self.index_dir)

    @property
    def registry(self) -> Registry:
        """The extractors (the default set unless ``open`` was given one), loaded when first needed."""
        if self._registry is None:
            from .extract.registry import default_registry

            self._registry = default_registry()
        return self._registry

    def close(self) -> None:
        if self._syncer is not None:
            self._syncer.close()
        if self._live is not None:
            self._live.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- reading --------------------------------------------------------------------------------------------
    def snapshot(self) -> Snapshot:
        """The current consistent view; hold it for the duration of one query."""
        return self._live.snapshot() if self._live is not None else self._reader.snapshot()

    def refresh(self) -> bool:
        """Readers: pick up a newer committed generation. Returns True when the view changed (never for the
        writer, whose own snapshot is always the newest)."""
        return self._reader is not None and self._reader.refresh()

    @staticmethod
    def warm() -> None:
        """Load what a first query needs (the query-side modules, the token table, the lexicon) before a GUI shows its
        window: loading holds the GIL for tens of ms, which would otherwise stall someone's first typing."""
        import email.utils  # noqa: F401  (a vault with mail reads addresses: ~15 ms of module loading)

        from .retrieval import pipeline, search  # noqa: F401
        from .text import alternatives
        from .text.terms import query_words

        query_words(parse_query("warm up").ranking_text)
        alternatives("warm")  # loads the lexicon: 1.3 MB read and split into lines, ~20 ms, partly holding the GIL

    def search(self, query: str | Query, k: int = 10, *, filters: Filters | None = None, mode: str = "auto",
               sort: str | None = None) -> SearchResults:
        """The best ``k`` sessions for ``query`` (text in the query language, docs/query-language.md, or a parsed
        ``Query``), within ``filters`` as well; ``sort`` ("relevance", "newest", "oldest") overrides the query's."""
        from .retrieval.search import search

        parsed = query if isinstance(query, Query) else parse_query(query)
        return search(self.snapshot(), parsed, k, filters, mode, sort)

    def completions(self, operator: str, partial: str = "", limit: int = 20) -> list[str]:
        """Values the index holds for an operator (``kind``, ``folder``/``in``, ``tag``, ``ext``, ``from``, ``to``)
        that start with ``partial`` (or contain it, after those that start with it), most frequent first."""
        from .retrieval.completions import completions

        return completions(self.snapshot(), operator, partial, limit)

    def sessions(self, results: Sequence[SearchResult]) -> list[Session | None]:
        """The stored session records of search results (kind, title, date and metadata: a mail's ``thread_id``,
        a chat's ``conversation_id`` …), from the current snapshot; None for one no longer indexed. The app
        groups results by thread with them."""
        snap = self.snapshot()
        out: list[Session | None] = []
        for r in results:
            gid = snap.session_gid(r.path, r.session_id)
            info = snap.session(gid) if gid is not None else None
            out.append(Session(info.id, info.kind, info.title, info.path, info.date, info.metadata) if info else None)
        return out

    def similar_query(self, result: SearchResult, n: int = SIMILAR_WORDS) -> str:
        """"More like this": the words most particular to a result's session, as a query (``retrieval.similar``)."""
        from .retrieval.similar import similar_query

        snap = self.snapshot()
        gid = snap.session_gid(result.path, result.session_id)
        return "" if gid is None else similar_query(snap, gid, n)

    def problems(self) -> list[Problem]:
        out = [self.recovered] if self.recovered else []
        for f in sorted(self.snapshot().live_files().values(), key=lambda f: f.path):
            try:
                out.extend(Problem(**p) for p in f.problems)
            except TypeError as exc:
                raise IndexCorrupt(f"the index holds a malformed problem record for {f.path!r}") from exc
        return out

    def stats(self) -> VaultStats:
        snap = self.snapshot()
        files = snap.live_files()
        codes, counts = np.unique(snap.session_kind[snap.session_live], return_counts=True)
        kinds = {KINDS[int(c)]: int(n) for c, n in zip(codes, counts)}
        problem_files = ProblemFiles.of(Problem(**p) for f in files.values() for p in f.problems)
        return VaultStats(str(self.root), snap.generation, len(snap.segments), len(files), snap.live_sessions,
                          snap.live_chunks, folder.folder_bytes(self.index_dir), problem_files.failed, kinds,
                          problem_files.empty)

    def preview(self, session_id: str) -> Preview:
        """The session's display text, chunk spans and header fields, re-extracted from its file (for the app).

        Raises ``PreviewUnavailable`` (a ``VaultMemError``) when the file is gone or no longer has the session.
        """
        from .preview import build_preview

        return build_preview(self.root, self.registry, self.limits, session_id)

    def file_path(self, relpath: str) -> Path:
        """The file a result's ``path`` names, to open or reveal it in another program. Raises ``UnsafePath`` when
        that path (read from the index, which may come from someone else) is absolute, climbs out with ``..``, or
        resolves outside the vault."""
        from .safepath import resolve

        return resolve(self.root, relpath)

    def verify(self) -> list[str]:
        """Re-read every index file, check checksums and cross-references, and report stored paths that would be
        refused (outside the vault); returns the inconsistencies."""
        from .index.verify import verify_index

        return verify_index(self.index_dir, self.root)

    # ---- writing (delegated to the live index and its syncer) ---------------------------------------------------
    def sync(self, progress: ProgressFn | None = None, *, settle: bool = True,
             cancel: Cancel | None = None) -> SyncReport:
        """Bring the index in line with the folder: ingest adds and edits, tombstone deletes, detect renames.
        Returns once the change is searchable, and durable unless ``settle`` is False (then call ``settle``);
        ``cancel`` (an event) stops it at the next file or batch, keeping what was committed."""
        return self._writer_syncer().sync(progress, settle=settle, cancel=cancel)

    def sync_paths(self, paths: set[str], progress: ProgressFn | None = None, *, settle: bool = True) -> SyncReport:
        """Reconcile only ``paths`` (from watcher hints) by stat and content hash."""
        return self._writer_syncer().sync(progress, only=paths, settle=settle)

    def settle(self) -> None:
        """Make the last commit durable and delete the index files it unreferenced (``LiveIndex.settle``)."""
        self._writer_live().settle()

    def start_background_merge(self) -> None:
        """Run merges on a daemon thread from now on (the watcher does this); ``close()`` stops it."""
        if self._live is not None:
            self._live.start_background_merge()

    def merge_now(self) -> bool:
        return self._writer_live().merge_now()

    def wait_merged(self, timeout: float | None = None) -> bool:
        return self._writer_live().wait_merged(timeout)

    @property
    def merge_error(self) -> Exception | None:
        return self._live.merge_error if self._live is not None else None

    def _writer_live(self) -> LiveIndex:
        if self._live is None:
            raise VaultLocked("this vault is open read-only")
        return self._live

    def _writer_syncer(self) -> Syncer:
        live = self._writer_live()
        if self._syncer is None:
            from .sync.reconcile import Syncer

            self._syncer = Syncer(live, self.root, self.registry, self.limits)
        return self._syncer
