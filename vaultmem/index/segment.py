"""One immutable segment: the files of one ingest batch, their sessions, chunks, tokens and postings.

Local ids are positions: file i, session j, chunk c. A session's chunks are contiguous, a file's sessions are
contiguous, so "which chunks belong to this file" is two array lookups. Tombstones live outside the segment
(the manifest names a bitmap of deleted file ids), which is what keeps segments immutable.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import IndexCorrupt
from ..model import KINDS, ChunkMetadata
from ..text.terms import word_count
from . import blocks, postings
from .container import Container, WrittenFile, write_container

# The version of what a segment holds, its layout *and* what ingest put in it: bump it when extraction, chunking,
# analysis or the owner's-words flag change, or an index built before keeps the old answers (a mismatch rebuilds).
SCHEMA_VERSION = 56  # 2: postings in per-term zstd blocks, decoded lazily; 3: tombstones inline in the manifest;
# 4: whole-word analysed terms (stems, compounds) and the session field table; 5: documentation files are not the
# owner's words (sync/ownership.py) and chunk metadata holds no structural facts (the index does); 6: smaller
# blocks for the records search reads at random (``BLOCK_ITEMS``, ``postings.TERM_BLOCK``); 7: what a mail message
# asks of its reader is an open-loop atom (``memory.atoms.requests_in``); 8: a decision stated without its subject
# ("Christmas is decided.", "plan agreed"); 9: the first sentence under a decision heading is a decision atom;
# 10: changes dated from a point on ("from this term") and quantities changed ("from 16 to 15") are updates;
# 11: chat turns under "turns" / "dialogue" / "utterances", and dates as written ("8 May 2023"), are read;
# 12: a statement ending with a colon reaches over the list it introduces ("Here's what we've agreed:");
# 13: a promise to act ("I'll send you the link") is an open-loop atom; 14: "ß", "æ", "ø"… fold to their ASCII
# spelling ("Straße" → "strasse"); 15: a conversation's "date_time" / "datetime" dates it; 16: a line labelled as
# the decision ("Decision, 14 April: …"); 17: irregular plurals and family words index as one form ("mum" →
# "mother"), an ordinal as its number; 18: chat turns under "conversation" / "chat" / "history", timed by "ts",
# "sent_at", "started"…, and numeric dates in the order the file's timestamps show ("05/02/2023 20:10");
# 19: a chat turn's caption of what it shared (a key ending in "caption") is part of its text; 20: the past forms of
# irregular verbs index as their base form ("paid" → "pay"); 21: numbers written as words index as their digits
# ("eight" → "8"); 22: a chat log saved as text (WhatsApp's export) is a conversation, one chunk per message, and
# memory cues read a contraction typed without its apostrophe ("didnt"); 23: the messaging apps' JSON exports
# (Telegram Desktop, Messenger/Instagram, DiscordChatExporter) are conversations, and an HTML page is a note (its
# title, heading sections and visible text); 24: LoCoMo's numbered sessions ("session_3" and its
# "session_3_date_time") are conversations; 25: so is a log of question-and-answer pairs ({"q": …, "a": …}), and
# Slack's and Google Chat's speakers are read by name; 26: (a text file cut by its reStructuredText sections, not
# kept); 27: a text file with reStructuredText section titles is titled by its first (``extract.rst``); 28: Turkish
# "ı", Icelandic "ð" and Maltese "ħ" fold to "i", "d" and "h" as "ł" and "ø" do; 29: a text file's chunks carry the
# reStructuredText section titles above them (``heading_path``), as a Markdown note's carry its headings; 30: Signal's
# message lists, phones' SMS exports (a conversation per thread) and imessage-exporter's text export are conversations;
# 31: a session dated only by its file's modification time is flagged (``SESSION_SAVED``); 32: a chat turn's text
# may be under "msg", and messages whose text is under a key no shape names are read as records, not dropped; 33: IRC
# and WeeChat logs are conversations, as is a chat log under an extension no extractor claims (``.log``), and an
# Android SMS backup's XML is one conversation per contact; 34: WhatsApp's iPhone export ("_chat.txt") is titled by
# its folder ("WhatsApp Chat - Name"); 35: address books (.vcf) are read, a ``contact`` session per card; 36: LINE's
# exported chat history (a day's date on its own line, then "time<tab>sender<tab>text" lines) is a conversation;
# 37: word processors' documents (.docx, .odt) and PDFs are read, a ``document`` session each (new kind); 38:
# spreadsheets (.xlsx, .ods) are read, a table session per sheet, and a table of one row is that row, not a header;
# 39: a mail's attached documents (PDF, .docx, .odt, .xlsx, .ods) are read into its attachment chunks; 40: a PDF's
# bookmark heads the line that names it, its lines are paragraphs, running heads and feet are kept once; 41:
# presentations (.pptx, .odp) are read, a document session each; 42: e-books (.epub) are read, a document session
# each; 43: Jupyter notebooks (.ipynb) are read, a document session each; 44: RTF documents are read as text notes
# (and a mail's attached RTF); 45: Skype's messages.json and KakaoTalk's exported chats are read as conversations;
# 46: weekday abbreviations index as the weekday ("Wed" → "wednesday", no longer the stem of "wedding"); 47: a chat
# message by a named speaker holds memory atoms (counted where the speaker is the owner, ``memory.chat_owner``);
# 48: Telegram Desktop's HTML chat export is read as a conversation (``extract.telegram_html``);
# 49: a CSV of messages (sender, text and time columns) is read as a conversation, and a cell in Excel's ``="…"``
# text guard as its text (``extract.table``); 50: Chinese, Japanese and Korean letters indexed as each letter and
# each pair of adjacent ones (``text.terms.segments``); 51: a CSV of messages dated by one date column (and a time
# column beside it), the owner's unnamed outgoing messages as the owner's; 52: a Slack export's lists of users and of
# direct messages' members are not indexed (``extract.chat.slack_directory``); 53: decisions stated in the other
# languages of the vaults people keep, and a line labelled "Decision:" (``memory.patterns.DECIDED_ELSEWHERE``)
# 54: words the vocabulary lacks also index their first five letters (``text.terms.truncated``), in a term range
# of their own that lengths leave out; 55: a truncated form's term is the CRC-32 of its letters, not of its tokens;
# 56: a chat log saved as Markdown (signal-export's "chat.md") is a conversation

# Items per compressed block of each record store. Search reads records at random (the best chunk of each candidate
# session, its metadata, its session row), and a block is decompressed whole: small blocks for what a query reads,
# large ones for what only a sync reads. On the 100k benchmark, tokens 64 → 4 and chunk metadata 64 → 8 took the
# auto p50 / p95 from 7.9 / 16.4 ms to 6.3 / 12.9 ms for a 12% larger index (docs/performance.md).
BLOCK_ITEMS = {"files": 64, "sessrec": 16, "chunkmeta": 8, "tokens": 4}
KIND_CODES = {k: i for i, k in enumerate(KINDS)}

# Chunk flag bits.
FLAG_USER = 1  # text written by the vault's owner: memory atoms come from these chunks
# Session flag bits.
SESSION_SAVED = 1  # its date is only when its file was last saved: its content names no day of its own


@dataclass(frozen=True, slots=True)
class LiveFile:
    """A file row as the sync compares it with the folder (live unless its segment's tombstones name it)."""

    path: str
    size: int
    mtime_ns: int
    sha256: str
    segment: str
    file_id: int
    problems: list[dict[str, str]]


@dataclass(slots=True)
class FileRow:
    path: str
    size: int
    mtime_ns: int
    sha256: str
    extractor: str
    problems: list[dict[str, str]]


@dataclass(slots=True)
class SessionRow:
    file: int
    id: str
    kind: str
    title: str
    path: str
    date: float  # epoch seconds, NaN when unknown
    date_iso: str | None
    metadata: dict[str, Any]
    fields: tuple[np.ndarray, ...] = ()  # terms of each session field (``index.fields.FIELDS``), not stored here
    saved_date: bool = False  # ``date`` is the file's modification time (``SESSION_SAVED``)


@dataclass(slots=True)
class ChunkRow:
    session: int
    tokens: np.ndarray  # raw tiktoken ids of the chunk text
    terms: np.ndarray  # normalised index terms (title/heading context + text)
    char_start: int
    char_end: int
    user_authored: bool
    metadata: ChunkMetadata


@dataclass(slots=True)
class SegmentArrays:
    """Everything a segment stores, column-wise; built from rows at ingest or spliced from segments at merge."""

    file_sessions: np.ndarray  # int64 offsets, n_files + 1
    file_json: list[np.ndarray]  # encoded JSON records (uint8)
    sess_file: np.ndarray
    sess_kind: np.ndarray
    sess_date: np.ndarray
    sess_flags: np.ndarray
    sess_chunks: np.ndarray  # int64 offsets, n_sessions + 1
    sess_json: list[np.ndarray]
    chunk_session: np.ndarray
    chunk_chars: np.ndarray
    chunk_dl: np.ndarray
    chunk_ntok: np.ndarray
    chunk_flags: np.ndarray
    chunk_json: list[np.ndarray]
    tokens: list[np.ndarray]
    postings: postings.Postings
    extra: dict[str, np.ndarray]

    def write(self, path: Path) -> WrittenFile:
        arrays: dict[str, np.ndarray] = {
            "file.sessions": self.file_sessions, "sess.file": self.sess_file, "sess.kind": self.sess_kind,
            "sess.date": self.sess_date, "sess.flags": self.sess_flags, "sess.chunks": self.sess_chunks,
            "chunk.session": self.chunk_session, "chunk.chars": self.chunk_chars, "chunk.dl": self.chunk_dl,
            "chunk.ntok": self.chunk_ntok, "chunk.flags": self.chunk_flags,
        }
        _add(arrays, "files", blocks.pack(self.file_json, np.uint8, BLOCK_ITEMS["files"]))
        _add(arrays, "sessrec", blocks.pack(self.sess_json, np.uint8, BLOCK_ITEMS["sessrec"]))
        _add(arrays, "chunkmeta", blocks.pack(self.chunk_json, np.uint8, BLOCK_ITEMS["chunkmeta"]))
        _add(arrays, "tokens", blocks.pack(self.tokens, np.uint32, BLOCK_ITEMS["tokens"]))
        arrays.update(postings.to_sections(self.postings))
        arrays.update(self.extra)
        compress = {"post.offsets", "post.terms", "chunk.session", "chunk.chars",
                    "chunk.dl", "chunk.ntok", "sess.chunks", "file.sessions"}
        meta = {"schema": SCHEMA_VERSION, "files": len(self.file_json), "sessions": len(self.sess_json),
                "chunks": len(self.chunk_json)}
        return write_container(path, arrays, compress, meta)


@dataclass(slots=True)
class SegmentBuilder:
    """Rows of one ingest batch, appended file by file, then turned into columns once."""

    files: list[FileRow] = field(default_factory=list)
    sessions: list[SessionRow] = field(default_factory=list)
    chunks: list[ChunkRow] = field(default_factory=list)
    extra: dict[str, np.ndarray] = field(default_factory=dict)  # atoms, signatures: owned by their modules

    def arrays(self) -> SegmentArrays:
        f_sessions = np.zeros(len(self.files) + 1, np.int64)
        np.add.at(f_sessions, np.asarray([s.file + 1 for s in self.sessions], np.int64), 1)
        s_chunks = np.zeros(len(self.sessions) + 1, np.int64)
        np.add.at(s_chunks, np.asarray([c.session + 1 for c in self.chunks], np.int64), 1)
        return SegmentArrays(
            file_sessions=np.cumsum(f_sessions),
            file_json=[blocks.encode_json(_file_json(f)) for f in self.files],
            sess_file=np.asarray([s.file for s in self.sessions], np.uint32),
            sess_kind=np.asarray([KIND_CODES.get(s.kind, KIND_CODES["record"]) for s in self.sessions], np.uint8),
            sess_date=np.asarray([s.date for s in self.sessions], np.float64),
            sess_flags=np.asarray([SESSION_SAVED if s.saved_date else 0 for s in self.sessions], np.uint8),
            sess_chunks=np.cumsum(s_chunks),
            sess_json=[blocks.encode_json(_session_json(s)) for s in self.sessions],
            chunk_session=np.asarray([c.session for c in self.chunks], np.uint32),
            chunk_chars=np.asarray([(c.char_start, c.char_end) for c in self.chunks], np.uint32).reshape(-1, 2),
            chunk_dl=np.asarray([word_count(c.terms) for c in self.chunks], np.uint32),
            chunk_ntok=np.asarray([len(c.tokens) for c in self.chunks], np.uint32),
            chunk_flags=np.asarray([FLAG_USER if c.user_authored else 0 for c in self.chunks], np.uint8),
            chunk_json=[blocks.encode_json(c.metadata) for c in self.chunks],
            tokens=[c.tokens for c in self.chunks],
            postings=postings.build([c.terms for c in self.chunks]),
            extra=dict(self.extra),
        )

    def write(self, path: Path) -> WrittenFile:
        return self.arrays().write(path)


def _add(arrays: dict[str, np.ndarray], prefix: str, store: dict[str, np.ndarray]) -> None:
    for key, value in store.items():
        arrays[f"{prefix}.{key}"] = value


def _file_json(f: FileRow) -> dict[str, Any]:
    return {"path": f.path, "size": f.size, "mtime_ns": f.mtime_ns, "sha256": f.sha256,
            "extractor": f.extractor, "problems": f.problems}


def _session_json(s: SessionRow) -> dict[str, Any]:
    return {"id": s.id, "kind": s.kind, "title": s.title, "path": s.path, "date": s.date_iso,
            "metadata": s.metadata}


class Segment:
    """Read side of a segment: columns as numpy arrays, records decoded on demand."""

    def __init__(self, path: Path, sha256: str | None, size: int | None = None) -> None:
        c = Container(path, sha256, size)
        if c.meta.get("schema") != SCHEMA_VERSION:
            raise IndexCorrupt(f"segment {path.name} has schema {c.meta.get('schema')}, expected {SCHEMA_VERSION}")
        self.name = path.name
        self.container = c
        # Query-side values derived from one session's immutable content (e.g. ranking profiles), by namespace
        # then local session index. They survive commits because later snapshots reuse this object, and merges
        # because the writer carries them to the merged segment.
        self.session_memo: dict[str, dict[int, Any]] = {}
        self.n_files: int = c.meta["files"]
        self.n_sessions: int = c.meta["sessions"]
        self.n_chunks: int = c.meta["chunks"]
        self.file_sessions = c.array("file.sessions")
        self.sess_file = c.array("sess.file")
        self.sess_kind = c.array("sess.kind")
        self.sess_date = c.array("sess.date")
        self.sess_flags = c.array("sess.flags")
        self.sess_chunks = c.array("sess.chunks")
        self.chunk_session = c.array("chunk.session")
        self.chunk_chars = c.array("chunk.chars")
        self.chunk_dl = c.array("chunk.dl")
        self.chunk_ntok = c.array("chunk.ntok")
        self.chunk_flags = c.array("chunk.flags")
        self.postings = postings.from_sections(*(c.array(name) for name in postings.SECTIONS))
        # Blocks kept decoded, per segment: record blocks are a few KB (token blocks of 4 chunks ~5 KB, ~200 in
        # 1 MB). Decoded chunk texts are cached per snapshot (``Snapshot.chunk_text``), so token blocks only serve
        # first reads.
        self._files = self._reader("files", np.uint8, 512 << 10)
        self._sessions = self._reader("sessrec", np.uint8, 512 << 10)
        self._chunkmeta = self._reader("chunkmeta", np.uint8, 512 << 10)
        self._tokens = self._reader("tokens", np.uint32, 1 << 20)

    def _reader(self, prefix: str, dtype: type, cache_bytes: int) -> blocks.BlockReader:
        c = self.container
        return blocks.BlockReader(c.array(f"{prefix}.blob"), c.array(f"{prefix}.blocks"),
                                  c.array(f"{prefix}.items"), np.dtype(dtype), BLOCK_ITEMS[prefix], cache_bytes)

    @functools.cached_property
    def file_records(self) -> list[dict[str, Any]]:
        return self._files.all_json()

    @functools.cached_property
    def files_by_path(self) -> dict[str, LiveFile]:
        """Every file row by path, built once per segment: later snapshots reuse this object, so a commit's
        ``Snapshot.live_files`` merges these tables instead of decoding every file record again."""
        return {rec["path"]: LiveFile(rec["path"], rec["size"], rec["mtime_ns"], rec["sha256"], self.name, fid,
                                      rec["problems"])
                for fid, rec in enumerate(self.file_records)}

    def session_record(self, i: int) -> dict[str, Any]:
        return self._sessions.get_json(i)

    def chunk_metadata(self, i: int) -> ChunkMetadata:
        return self._chunkmeta.get_json(i)

    def chunk_tokens(self, i: int) -> np.ndarray:
        return self._tokens.get(i)

    def token_items(self) -> list[np.ndarray]:
        return self._tokens.items()

    def raw_records(self, which: str) -> list[np.ndarray]:
        """Encoded JSON records ("files", "sessrec", "chunkmeta"), copied verbatim by merges."""
        return {"files": self._files, "sessrec": self._sessions, "chunkmeta": self._chunkmeta}[which].items()

    def chunk_file(self) -> np.ndarray:
        """File id of every chunk (for turning file tombstones into a chunk mask)."""
        return self.sess_file[self.chunk_session] if self.n_chunks else np.zeros(0, np.uint32)


def open_segment(path: Path, sha256: str | None, size: int | None = None) -> Segment:
    """A verified segment whose tables agree on their sizes; ``IndexCorrupt`` for anything malformed. A segment
    whose checksum matches its manifest may still have been crafted (an index from someone else), and a reader
    must get "rebuild", not an exception from deep inside numpy."""
    try:
        seg = Segment(path, sha256, size)
        n_files, n_sessions, n_chunks = (int(v) for v in (seg.n_files, seg.n_sessions, seg.n_chunks))
        sound = (len(seg.file_sessions) == n_files + 1 and int(seg.file_sessions[-1]) == n_sessions
                 and len(seg.sess_file) == n_sessions == len(seg.sess_kind) == len(seg.sess_date)
                 and len(seg.sess_flags) == n_sessions
                 and len(seg.sess_chunks) == n_sessions + 1 and int(seg.sess_chunks[-1]) == n_chunks
                 and len(seg.chunk_session) == n_chunks == len(seg.chunk_dl) == len(seg.chunk_ntok)
                 and seg.chunk_chars.shape == (n_chunks, 2) and len(seg.chunk_flags) == n_chunks
                 and int(seg.sess_file.max(initial=0)) < max(n_files, 1)
                 and int(seg.chunk_session.max(initial=0)) < max(n_sessions, 1))
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise IndexCorrupt(f"index file {path.name} is malformed ({type(exc).__name__})") from exc
    if not sound:
        raise IndexCorrupt(f"index file {path.name} is malformed (its tables disagree on their sizes)")
    return seg
