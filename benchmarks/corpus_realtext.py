"""Real-text benchmark corpus from Debian documentation packages (text nobody on the project wrote).

Sources: linux-doc's ``Documentation`` (``.rst``/``.txt``, gzipped by Debian), python3.11-doc's
``html/_sources/**/*.rst.txt``, perl-doc's ``pod/*.pod`` and the main text of the Django HTML docs.
Text is split into paragraph chunks of 300–1,500 characters, exact duplicates are dropped, and the chunks
are shuffled with a fixed seed. The first ``HELD_OUT`` chunks are reserved for queries and never indexed;
tier ``N`` indexes the next ``N`` chunks, so the 10k tier is a prefix of the 100k tier.

Each tier directory holds::

    vault/<source>/<document>.txt   one file per source document: its chunks, blank-line separated
    docs.jsonl                      one chunk per line {"id", "text", "path"} (peers index this)
    queries.json                    150 phrases of 3-6 words + 50 one/two-word queries from held-out chunks
    meta.json                       written last: its presence means the tier is complete (cache marker)

Usage: ``python -m benchmarks.corpus_realtext --tier 10k`` (also ``100k``, ``--scale 1m``).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import ClassVar

SEED = 20240611
MIN_CHARS, MAX_CHARS = 300, 1500
HELD_OUT = 3000
TIERS = {"10k": 10_000, "100k": 100_000, "1m": 1_000_000}
N_PHRASES, N_SHORT = 150, 50
APT_PACKAGES = ["linux-doc", "python3.11-doc", "perl-doc", "python-django-doc"]
CORPORA = Path(__file__).resolve().parent / "corpora"

LINUX_DOCS = Path("/usr/share/doc/linux-doc-6.1/Documentation")
PYTHON_SOURCES = Path("/usr/share/doc/python3.11/html/_sources")
PERL_POD_GLOB = "/usr/share/perl/5*/pod"
DJANGO_HTML = Path("/usr/share/doc/python-django-doc/html")


class CorpusUnavailable(RuntimeError):
    """The Debian doc packages are missing and cannot be installed here: callers skip, not fail."""


@dataclass(frozen=True)
class Chunk:
    """A paragraph chunk and the source document it came from (``doc`` is a vault-relative path)."""

    doc: str
    pos: int
    text: str


# ------------------------------------------------------------------------------------------- sources


def ensure_packages() -> None:
    """Install the doc packages when running as root and they are missing; otherwise explain and stop."""
    if all(_source_present()):
        return
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        raise CorpusUnavailable(
            "Debian doc packages missing and cannot be installed (need root and apt-get): "
            f"apt-get install {' '.join(APT_PACKAGES)}")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for cmd in (["apt-get", "update"], ["apt-get", "install", "-y", *APT_PACKAGES]):
        if subprocess.run(cmd, env=env, check=False).returncode != 0:
            raise CorpusUnavailable(f"`{' '.join(cmd)}` failed; install {' '.join(APT_PACKAGES)} by hand")
    if not any(_source_present()):
        raise CorpusUnavailable("doc packages installed but no documentation files found")


def _source_present() -> list[bool]:
    return [LINUX_DOCS.is_dir(), PYTHON_SOURCES.is_dir(), bool(_perl_pod_dirs()), DJANGO_HTML.is_dir()]


def _perl_pod_dirs() -> list[Path]:
    import glob

    return sorted(Path(p) for p in glob.glob(PERL_POD_GLOB) if Path(p).is_dir())


def _read_text(path: Path) -> str:
    raw = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
    return raw.decode("utf-8", errors="replace")


def iter_documents() -> Iterator[tuple[str, str]]:
    """Yield ``(vault-relative document name, plain text)`` for every source document, in stable order."""
    if LINUX_DOCS.is_dir():
        for p in sorted(LINUX_DOCS.rglob("*")):
            name = p.name.removesuffix(".gz")
            if p.is_file() and name.endswith((".rst", ".txt")):
                yield f"linux/{p.relative_to(LINUX_DOCS).parent / name}", _read_text(p)
    if PYTHON_SOURCES.is_dir():
        for p in sorted(PYTHON_SOURCES.rglob("*.rst.txt")):
            yield f"python/{p.relative_to(PYTHON_SOURCES)}", _read_text(p)
    for pod_dir in _perl_pod_dirs()[:1]:
        for p in sorted(pod_dir.glob("*.pod")):
            yield f"perl/{p.name}", _read_text(p)
    if DJANGO_HTML.is_dir():
        for p in sorted(DJANGO_HTML.rglob("*.html")):
            if "_modules" in p.parts or p.name in {"genindex.html", "search.html", "py-modindex.html"}:
                continue
            yield f"django/{p.relative_to(DJANGO_HTML)}", html_main_text(_read_text(p))


class _MainTextParser(HTMLParser):
    """Collects the text of the page's main column, skipping navigation, sidebars, scripts and permalinks.

    Django's theme puts the article in ``div#yui-main``; Sphinx's default themes use ``role="main"`` or
    ``div.body``. Block-level tags become paragraph breaks so the chunker sees real paragraphs.
    """

    MAIN_MARKERS = ({"id": "yui-main"}, {"role": "main"}, {"class": "body"})
    SKIP_TAGS: ClassVar[frozenset[str]] = frozenset({"script", "style", "nav", "header", "footer", "noscript"})
    SKIP_CLASSES: ClassVar[frozenset[str]] = frozenset({"headerlink", "nav", "sphinxsidebar", "related",
                                                        "breadcrumbs"})
    BLOCK_TAGS: ClassVar[frozenset[str]] = frozenset({"p", "div", "li", "pre", "h1", "h2", "h3", "h4", "h5", "h6",
                                                      "dt", "dd", "tr", "br", "table", "ul", "ol", "dl",
                                                      "blockquote", "section"})
    VOID_TAGS: ClassVar[frozenset[str]] = frozenset({"br", "img", "hr", "meta", "link", "input", "wbr", "col", "area",
                                                     "base", "source"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool, bool]] = []  # (tag, opened main, opened skip)
        self.main_depth = 0
        self.skip_depth = 0
        self.in_pre = 0
        self.parts: list[str] = []
        self.found_main = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: (v or "") for k, v in attrs}
        if tag in self.BLOCK_TAGS:
            self.parts.append("\n\n" if tag != "br" else "\n")
        if tag in self.VOID_TAGS:
            return
        is_main = any(self._matches(a, marker) for marker in self.MAIN_MARKERS)
        is_skip = tag in self.SKIP_TAGS or bool(self.SKIP_CLASSES & set(a.get("class", "").split())) \
            or a.get("id") in {"sidebar", "global-nav", "hd", "ft"}
        self.main_depth += is_main
        self.found_main |= is_main
        self.skip_depth += is_skip
        self.in_pre += tag == "pre"
        self.stack.append((tag, is_main, is_skip))

    @staticmethod
    def _matches(attrs: dict[str, str], marker: dict[str, str]) -> bool:
        return all(v in attrs.get(k, "").split() if k == "class" else attrs.get(k) == v
                   for k, v in marker.items())

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID_TAGS:
            return
        while self.stack:  # tolerate unclosed tags: pop until the matching one
            t, is_main, is_skip = self.stack.pop()
            self.main_depth -= is_main
            self.skip_depth -= is_skip
            self.in_pre -= t == "pre"
            if t == tag:
                break
        if tag in self.BLOCK_TAGS:
            self.parts.append("\n\n")

    def handle_data(self, data: str) -> None:
        if self.main_depth > 0 and self.skip_depth == 0:
            self.parts.append(data if self.in_pre else re.sub(r"\s+", " ", data))


def html_main_text(html: str) -> str:
    parser = _MainTextParser()
    parser.feed(html)
    parser.close()
    return "".join(parser.parts)


# ------------------------------------------------------------------------------------------ chunking


def paragraphs(text: str) -> Iterator[str]:
    """Blank-line separated blocks with trailing whitespace trimmed and runs of spaces collapsed."""
    for block in re.split(r"\n[ \t]*\n", text.replace("\r\n", "\n")):
        lines = [re.sub(r"[ \t]+", " ", ln).rstrip() for ln in block.split("\n")]
        para = "\n".join(ln for ln in lines if ln).strip()
        if para:
            yield para


def _split_long(para: str) -> Iterator[str]:
    """Cut a paragraph longer than MAX_CHARS at line or sentence boundaries (hard cut as a last resort)."""
    pieces = re.split(r"(?<=[.!?])\s+|\n", para)
    buf = ""
    for piece in pieces:
        while len(piece) > MAX_CHARS:
            head, piece = piece[:MAX_CHARS], piece[MAX_CHARS:]
            if buf:
                yield buf
                buf = ""
            yield head
        if buf and len(buf) + 1 + len(piece) > MAX_CHARS:
            yield buf
            buf = piece
        else:
            buf = f"{buf} {piece}" if buf else piece
    if buf:
        yield buf


def chunk_text(text: str) -> Iterator[str]:
    """Greedy paragraph grouping: merge short paragraphs up to >= MIN_CHARS, never exceed MAX_CHARS."""
    buf: list[str] = []
    size = 0
    for para in paragraphs(text):
        for piece in (_split_long(para) if len(para) > MAX_CHARS else (para,)):
            if buf and size + 2 + len(piece) > MAX_CHARS:
                if size >= MIN_CHARS:
                    yield "\n\n".join(buf)
                buf, size = [], 0
            buf.append(piece)
            size += len(piece) + (2 if size else 0)
            if size >= MIN_CHARS:
                yield "\n\n".join(buf)
                buf, size = [], 0
    if buf and size >= MIN_CHARS:
        yield "\n\n".join(buf)


def build_pool(seed: int = SEED) -> list[Chunk]:
    """All unique chunks of every source document, shuffled deterministically."""
    seen: set[bytes] = set()
    pool: list[Chunk] = []
    for doc, text in iter_documents():
        doc_path = _vault_name(doc)
        for pos, chunk in enumerate(chunk_text(text)):
            digest = hashlib.blake2b(chunk.encode("utf-8"), digest_size=16).digest()
            if digest not in seen:
                seen.add(digest)
                pool.append(Chunk(doc_path, pos, chunk))
    random.Random(seed).shuffle(pool)
    return pool


def _vault_name(doc: str) -> str:
    stem = re.sub(r"\.(rst\.txt|rst|txt|pod|html)$", "", doc)
    return re.sub(r"[^A-Za-z0-9._/-]", "_", stem) + ".txt"


def load_pool(cache_dir: Path, seed: int = SEED) -> list[Chunk]:
    """The shuffled chunk pool, cached as gzipped JSON lines because extraction takes a while."""
    cache = cache_dir / f"pool-{seed}.jsonl.gz"
    if cache.exists():
        with gzip.open(cache, "rt", encoding="utf-8") as fh:
            return [Chunk(**json.loads(line)) for line in fh]
    ensure_packages()
    pool = build_pool(seed)
    cache_dir.mkdir(parents=True, exist_ok=True)
    tmp = cache.with_suffix(".tmp")
    with gzip.open(tmp, "wt", encoding="utf-8", compresslevel=3) as fh:
        for c in pool:
            fh.write(json.dumps({"doc": c.doc, "pos": c.pos, "text": c.text}) + "\n")
    tmp.replace(cache)
    return pool


# ------------------------------------------------------------------------------------------- queries

STOP = set("""a about above after again against all am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further had has have
having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off
on once only or other our out over own same she should so some such than that the their them then there
these they this those through to too under until up very was we were what when where which while who whom
why will with would you your e g eg ie etc use used using may also see one two""".split())
QUERY_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'-]*[A-Za-z0-9]|[A-Za-z]")


def make_queries(held_out: list[Chunk], seed: int) -> list[dict[str, str]]:
    """Phrases a user might half-remember (3–6 consecutive words) and one/two-word keyword queries."""
    rng = random.Random(seed + 1)
    phrases: list[str] = []
    shorts: list[str] = []
    for chunk in held_out:
        words = QUERY_WORD.findall(chunk.text)
        content = [w for w in words if w.lower() not in STOP and len(w) >= 4]
        if len(phrases) < N_PHRASES and len(words) >= 8:
            n = rng.randint(3, 6)
            start = rng.randrange(0, len(words) - n)
            window = words[start:start + n]
            if sum(w.lower() not in STOP for w in window) >= 2:
                phrases.append(" ".join(window))
                continue
        if len(shorts) < N_SHORT and len(content) >= 2:
            shorts.append(" ".join(rng.sample(content, rng.choice((1, 2)))))
        if len(phrases) >= N_PHRASES and len(shorts) >= N_SHORT:
            break
    queries = [{"id": f"p{i:03d}", "text": t, "kind": "phrase"} for i, t in enumerate(phrases)]
    queries += [{"id": f"s{i:03d}", "text": t, "kind": "short"} for i, t in enumerate(shorts)]
    return queries


# ------------------------------------------------------------------------------------------- scaling


def perturb(text: str, rng: random.Random) -> str:
    """A near-copy: ~4% of adjacent word pairs swapped and ~3% of words dropped (at least one of either)."""
    words = text.split(" ")
    for i in range(len(words) - 1):
        if rng.random() < 0.04:
            words[i], words[i + 1] = words[i + 1], words[i]
    kept = [w for w in words if rng.random() >= 0.03] or words
    if kept == text.split(" ") and len(kept) > 1:
        del kept[rng.randrange(len(kept))]
    return " ".join(kept)


def _digest(text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest(), "little")


def scaled(base: list[Chunk], n: int, seed: int) -> Iterator[Chunk]:
    """The base chunks, then perturbed replicas under ``rep<NN>/`` until ``n`` chunks exist.

    Every replica is re-drawn until it differs from every chunk emitted so far, so the 1M tier holds no
    exact duplicates either (same rule as the real tiers).
    """
    rng = random.Random(seed + 2)
    seen: set[int] = set()
    for i in range(n):
        rep, c = divmod(i, len(base))
        chunk = base[c]
        text = chunk.text
        if rep:
            text, attempt = perturb(text, rng), 0
            while _digest(text) in seen:  # one-word chunks (e.g. CJK runs) cannot be reshuffled: tag them
                attempt += 1
                text = perturb(chunk.text, rng) if attempt < 3 else f"{chunk.text} r{rep}v{attempt}"
        seen.add(_digest(text))
        yield Chunk(f"rep{rep:02d}/{chunk.doc}" if rep else chunk.doc, chunk.pos, text)


# -------------------------------------------------------------------------------------------- output


def write_tier(out: Path, chunks: Iterable[Chunk], queries: list[dict[str, str]], meta: dict) -> dict:
    """Write docs.jsonl, the vault files (one per document, chunks in source order) and queries.json."""
    if out.exists():
        shutil.rmtree(out)
    vault = out / "vault"
    vault.mkdir(parents=True)
    by_doc: dict[str, list[Chunk]] = defaultdict(list)
    n = raw = 0
    with (out / "docs.jsonl").open("w", encoding="utf-8") as fh:
        for i, c in enumerate(chunks):
            fh.write(json.dumps({"id": f"c{i:07d}", "text": c.text, "path": c.doc}) + "\n")
            by_doc[c.doc].append(c)
            n += 1
            raw += len(c.text.encode("utf-8"))
    for doc, items in by_doc.items():
        target = vault / doc
        target.parent.mkdir(parents=True, exist_ok=True)
        items.sort(key=lambda c: c.pos)
        target.write_text("\n\n".join(c.text for c in items) + "\n", encoding="utf-8")
    (out / "queries.json").write_text(json.dumps({"seed": meta["seed"], "queries": queries}, indent=1))
    meta = {**meta, "n_chunks": n, "raw_bytes": raw, "n_files": len(by_doc), "n_queries": len(queries)}
    (out / "meta.json").write_text(json.dumps(meta, indent=2))
    return meta


def build_tier(tier: str, root: Path = CORPORA, seed: int = SEED, force: bool = False) -> Path:
    """Build (or reuse) a tier and return its directory. Raises CorpusUnavailable when impossible."""
    out = root / tier
    if (out / "meta.json").exists() and not force:
        return out
    pool = load_pool(root / "_cache", seed)
    held, rest = pool[:HELD_OUT], pool[HELD_OUT:]
    n = TIERS[tier]
    if n <= len(rest):
        chunks: Iterable[Chunk] = rest[:n]
        replicated = False
    else:
        base = rest[:TIERS["100k"]]
        chunks = scaled(base, n, seed)
        replicated = True
    meta = {"tier": tier, "seed": seed, "pool_chunks": len(pool), "held_out": len(held),
            "replicated": replicated}
    write_tier(out, chunks, make_queries(held, seed), meta)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tier", choices=("10k", "100k"), default="10k")
    ap.add_argument("--scale", choices=("1m",), help="build the replicated 1M-chunk tier instead")
    ap.add_argument("--root", type=Path, default=CORPORA)
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--force", action="store_true", help="rebuild even if the tier exists")
    args = ap.parse_args(argv)
    tier = args.scale or args.tier
    try:
        out = build_tier(tier, args.root, args.seed, args.force)
    except CorpusUnavailable as exc:
        print(f"SKIP real-text corpus: {exc}", file=sys.stderr)
        return 0
    print(json.dumps(json.loads((out / "meta.json").read_text())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
