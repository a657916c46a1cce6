"""Seeded generator of realistic personal vaults for ingest, scale and freshness benchmarks.

Formats, mixed like a real vault:

* Markdown notes with YAML front matter, nested headings, lists, task boxes, wiki links and code blocks;
* emails (``.eml``): multipart/alternative text + HTML, some base64 or quoted-printable, quoted replies,
  occasional attachments;
* calendars (``.ics``): several events per file, some recurring (``RRULE``), folded lines, escaped text;
* chat exports (``.json``): one conversation, a list of ``{role, content, timestamp}`` turns.

Text comes from a built-in word list and sentence templates carrying the kinds of facts VaultMem extracts
(decisions, preferences, open loops, goals), so it is varied without any external data. Each file is
generated from its own ``Random(f"{seed}:{index}")``: output is byte-identical for a seed, independent of
the order files are written, and a 10k vault's first 1k files equal the 1k vault's. File mtimes are set to
the item's date (deterministic too). ``queries.json`` uses the format of ``corpus_realtext``.

    python -m benchmarks.vaultgen --files 10k [--formats md,eml,ics,chat] [--seed 7] [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

SIZES = {"1k": 1_000, "10k": 10_000, "100k": 100_000}
FORMATS = {"md": 0.50, "eml": 0.25, "ics": 0.10, "chat": 0.15}
EPOCH = datetime(2019, 1, 1, 8, 0, tzinfo=UTC)
SPAN_DAYS = 6 * 365
CORPORA = Path(__file__).resolve().parent / "corpora"

# ------------------------------------------------------------------------------------------ vocabulary

WORDS = """time year people way day man thing woman life child world school state family student group
country problem hand part place case week company system program question work government number night
point home water room mother area money story fact month lot right study book eye job word business issue
side kind head house service friend father power hour game line end member law car city community name
president team minute idea kid body information back parent face others level office door health person
art war history party result change morning reason research girl guy moment air teacher force education
foot boy age policy process music market sense nation plan college interest death experience effect use
class control care field development role effort rate heart drug show leader light voice wife police mind
price report decision son view relationship town road arm difference value building action model season
society tax director position player record paper space ground form event official matter center couple
site project activity star table need court oil situation cost industry figure street image phone data
picture practice piece land product doctor wall patient worker news test movie north love support
technology step baby computer type attention film tree source organization hair window evidence
population site garden budget schedule recipe library bicycle kitchen invoice meeting deadline draft
release backup server database cache queue migration dashboard roadmap contract vendor flight hotel
ticket receipt subscription insurance mortgage dentist pharmacy gym marathon guitar piano camera
notebook journal novel podcast newsletter workshop conference retreat holiday birthday anniversary
wedding funeral garden balcony tomato basil sourdough espresso tea whisky wine cheese chocolate""".split()
VERBS = """review ship migrate postpone cancel renew compare benchmark refactor document archive
schedule book order repair replace upgrade test deploy measure estimate simplify rewrite reorganise
outline summarise translate prepare clean pack backup restore monitor profile""".split()
ADJECTIVES = """quick slow cheap expensive quiet noisy early late simple complex stable flaky urgent
optional shared private remote local weekly monthly annual careful rough final tentative""".split()
PEOPLE = """Alice Bruno Chen Dana Elif Farid Grace Hiro Ines Jonas Kemal Lena Marco Nadia Omar Priya
Quentin Rosa Sami Tanja Uma Viktor Wen Ximena Yusuf Zoe""".split()
RELATIONS = "brother sister mother father cousin partner neighbour manager colleague friend".split()
PLACES = """Lisbon Berlin Kyoto Oslo Montreal Nairobi Lima Porto Vienna Seoul Dublin Krakow Austin
Valencia Tbilisi""".split()
TECH = """Redis Postgres SQLite Kafka nginx Terraform Kubernetes Grafana Django Flask React Rust Go numpy
pandas tantivy Elasticsearch S3 Lambda Docker""".split()
HOBBIES = """climbing pottery chess sailing birdwatching woodworking baking running cycling knitting
photography gardening astronomy calligraphy surfing""".split()
AREAS = "work personal health finance travel home reading learning projects".split()

TEMPLATES = [
    "We decided to {verb} the {noun} before {date}.",
    "Decision: use {tech} for the {noun} instead of {tech2}.",
    "I prefer {adj} {noun}s over {adj2} ones, especially in {place}.",
    "My {relation} {person} really likes {hobby}; maybe a {noun} for the birthday?",
    "TODO: follow up with {person} about the {noun} by {date}.",
    "I promised {person} to {verb} the {noun} next week.",
    "Goal for this quarter: {verb} the {noun} and {verb2} the {noun2}.",
    "The {adj} {noun} in {place} cost more than expected, around {number} euros.",
    "{person} mentioned that the {noun} is {adj} and needs a {noun2}.",
    "Can't eat {food} anymore, the doctor said so in {month}.",
    "Moved the {noun} from {tech} to {tech2}; latency dropped to {number} ms.",
    "Remember to {verb} the {noun} every {weekday}.",
    "Open question: should we {verb} the {noun} or wait for {person}?",
    "Update: the {noun} meeting moved to {weekday} at {hour}:00.",
    "Reading notes on {noun} and {noun2}: the {adj} approach wins for {noun3}.",
    "Interested in {hobby} since the trip to {place}.",
]
FOODS = "peanuts gluten dairy shellfish sugar coffee spicy food".split(" ")
MONTHS = "January February March April May June July August September October November December".split()
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


class Text:
    """Sentence and paragraph maker bound to one file's Random."""

    def __init__(self, rng: random.Random) -> None:
        self.r = rng

    def date(self) -> datetime:
        return EPOCH + timedelta(days=self.r.randrange(SPAN_DAYS), minutes=self.r.randrange(0, 600, 5))

    def templated(self) -> str:
        r = self.r
        return r.choice(TEMPLATES).format(
            verb=r.choice(VERBS), verb2=r.choice(VERBS), noun=r.choice(WORDS), noun2=r.choice(WORDS),
            noun3=r.choice(WORDS), adj=r.choice(ADJECTIVES), adj2=r.choice(ADJECTIVES),
            tech=r.choice(TECH), tech2=r.choice(TECH), place=r.choice(PLACES), person=r.choice(PEOPLE),
            relation=r.choice(RELATIONS), hobby=r.choice(HOBBIES), food=r.choice(FOODS),
            month=r.choice(MONTHS), weekday=r.choice(WEEKDAYS), hour=r.randint(8, 18),
            number=r.randint(2, 900), date=f"{r.choice(MONTHS)} {r.randint(1, 28)}")

    def filler(self) -> str:
        words = [self.r.choice(WORDS) for _ in range(self.r.randint(6, 16))]
        if self.r.random() < 0.3:
            words.insert(self.r.randrange(len(words)), self.r.choice(TECH + PEOPLE + PLACES))
        text = " ".join(words)
        return text[:1].upper() + text[1:] + "."  # str.capitalize() would lowercase names

    def sentence(self) -> str:
        return self.templated() if self.r.random() < 0.35 else self.filler()

    def paragraph(self, lo: int = 2, hi: int = 6) -> str:
        return " ".join(self.sentence() for _ in range(self.r.randint(lo, hi)))

    def title(self) -> str:
        r = self.r
        return r.choice([
            f"{r.choice(WORDS).title()} {r.choice(WORDS)} notes",
            f"{r.choice(TECH)} {r.choice(WORDS)} {r.choice(['plan', 'review', 'retro', 'ideas'])}",
            f"Trip to {r.choice(PLACES)}",
            f"1:1 with {r.choice(PEOPLE)}",
            f"{r.choice(ADJECTIVES).title()} {r.choice(WORDS)} {r.choice(WORDS)}",
        ])


# -------------------------------------------------------------------------------------------- formats


def markdown_note(t: Text) -> tuple[str, bytes, datetime]:
    r, date, title = t.r, t.date(), t.title()
    tags = sorted({r.choice(WORDS) for _ in range(r.randint(1, 4))})
    fm = [f"title: \"{title}\"", f"date: {date:%Y-%m-%d}", f"tags: [{', '.join(tags)}]"]
    if r.random() < 0.3:
        fm.append(f"aliases: [\"{r.choice(WORDS)} {r.choice(WORDS)}\"]")
    lines = ["---", *fm, "---", "", f"# {title}", "", t.paragraph(1, 3), ""]
    for _ in range(r.randint(1, 4)):
        lines += [f"## {t.title()}", "", t.paragraph(), ""]
        if r.random() < 0.5:
            lines += [f"### {r.choice(WORDS).title()} {r.choice(WORDS)}", "", t.paragraph(1, 4), ""]
        if r.random() < 0.4:
            lines += [f"- {t.sentence()}" for _ in range(r.randint(2, 5))] + [""]
        if r.random() < 0.3:
            lines += [f"- [{r.choice(' x')}] {t.templated()}" for _ in range(r.randint(1, 3))] + [""]
        if r.random() < 0.2:
            lines += [f"See [[{t.title()}]] and #{r.choice(WORDS)}.", ""]
        if r.random() < 0.1:
            func = f"def {r.choice(VERBS)}_{r.choice(WORDS)}(x):"
            lines += ["```python", func, "    return x * 2", "```", ""]
    area = r.choice(AREAS)
    return f"notes/{area}/{date:%Y}", "\n".join(lines).encode("utf-8"), date


def email_message(t: Text) -> tuple[str, bytes, datetime]:
    r, date = t.r, t.date()
    sender, rcpt = r.sample(PEOPLE, 2)
    msg = EmailMessage()
    subject = t.title()
    if r.random() < 0.3:
        subject = "Re: " + subject
    msg["From"] = f"{sender} <{sender.lower()}@example.org>"
    msg["To"] = f"{rcpt} <{rcpt.lower()}@example.com>"
    msg["Subject"] = subject
    msg["Date"] = format_datetime(date)
    msg["Message-ID"] = f"<{r.getrandbits(64):016x}@example.org>"  # make_msgid() mixes in time and pid
    body = "\n\n".join([f"Hi {rcpt},", t.paragraph(), t.paragraph(1, 4), f"Best,\n{sender}"])
    if subject.startswith("Re: "):
        quoted = "\n".join("> " + line for line in t.paragraph().split(". "))
        body += f"\n\nOn {format_datetime(date - timedelta(days=1))}, {rcpt} wrote:\n{quoted}"
    cte = r.choices(["quoted-printable", "base64", "8bit", "7bit"], weights=[3, 2, 3, 2])[0]
    msg.set_content(body, cte=cte)
    html = "".join(f"<p>{p}</p>" for p in body.split("\n\n"))
    msg.add_alternative(f"<html><body>{html}</body></html>", subtype="html",
                        cte=r.choice(["quoted-printable", "base64"]))
    if r.random() < 0.15:
        rows = "\n".join(f"{r.choice(WORDS)},{r.randint(1, 99)}" for _ in range(r.randint(2, 8)))
        msg.add_attachment(f"item,qty\n{rows}\n".encode(), maintype="text", subtype="csv",
                           filename=f"{r.choice(WORDS)}.csv")
    for part in msg.walk():  # the email package draws MIME boundaries from the global random module
        if part.is_multipart():
            part.set_boundary(f"==vaultgen-{r.getrandbits(64):016x}==")
    return f"mail/{date:%Y-%m}", bytes(msg), date


def _ics_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def _ics_fold(line: str) -> str:
    """RFC 5545 folding: at most 75 octets per line, continuation lines start with a space."""
    raw, out = line.encode("utf-8"), []
    while len(raw) > 75:
        cut = 75 if not out else 74
        while cut > 0 and (raw[cut] & 0xC0) == 0x80:  # never split a UTF-8 sequence
            cut -= 1
        out.append(raw[:cut].decode("utf-8"))
        raw = raw[cut:]
    out.append(raw.decode("utf-8"))
    return "\r\n ".join(out)


def calendar(t: Text) -> tuple[str, bytes, datetime]:
    r = t.r
    first = None
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//VaultMem//vaultgen//EN", "CALSCALE:GREGORIAN"]
    for _ in range(r.randint(1, 5)):
        start = t.date().replace(second=0, microsecond=0)
        first = first or start
        ev = ["BEGIN:VEVENT", f"UID:{r.getrandbits(64):016x}@vaultgen", f"DTSTAMP:{start:%Y%m%dT%H%M%SZ}",
              f"DTSTART:{start:%Y%m%dT%H%M%SZ}",
              f"DTEND:{start + timedelta(minutes=r.choice([30, 45, 60, 90])):%Y%m%dT%H%M%SZ}",
              f"SUMMARY:{_ics_escape(t.title())}", f"DESCRIPTION:{_ics_escape(t.paragraph(1, 3))}",
              f"LOCATION:{_ics_escape(r.choice(PLACES) + ', room ' + str(r.randint(1, 40)))}"]
        if r.random() < 0.4:
            rule = r.choice(["FREQ=WEEKLY;COUNT=10", "FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20261231T000000Z",
                             "FREQ=MONTHLY;BYMONTHDAY=1", "FREQ=YEARLY", "FREQ=DAILY;COUNT=5"])
            ev.append(f"RRULE:{rule}")
        lines += ev + ["END:VEVENT"]
    lines.append("END:VCALENDAR")
    text = "\r\n".join(_ics_fold(line) for line in lines) + "\r\n"
    return "calendar", text.encode("utf-8"), first or EPOCH


def chat_export(t: Text) -> tuple[str, bytes, datetime]:
    r, date = t.r, t.date()
    turns, when = [], date
    for i in range(r.randint(4, 20)):
        role = "user" if i % 2 == 0 else "assistant"
        content = t.templated() + " " + t.paragraph(0, 2) if role == "user" else t.paragraph(1, 5)
        turns.append({"role": role, "content": content.strip(), "timestamp": when.isoformat()})
        when += timedelta(seconds=r.randint(5, 600))
    return f"chats/{date:%Y}", json.dumps(turns, indent=1, ensure_ascii=False).encode("utf-8"), date


MAKERS: dict[str, tuple[Callable[[Text], tuple[str, bytes, datetime]], str]] = {
    "md": (markdown_note, ".md"), "eml": (email_message, ".eml"), "ics": (calendar, ".ics"),
    "chat": (chat_export, ".json"),
}


# ---------------------------------------------------------------------------------------------- vault


def pick_format(rng: random.Random, formats: list[str]) -> str:
    weights = [FORMATS[f] for f in formats]
    return rng.choices(formats, weights=weights)[0]


def generate_file(seed: int, index: int, formats: list[str]) -> tuple[str, str, bytes, datetime]:
    """Return (format, relative path, bytes, date) for file ``index``; pure function of its arguments."""
    rng = random.Random(f"{seed}:{index}")
    fmt = pick_format(rng, formats)
    maker, ext = MAKERS[fmt]
    folder, data, date = maker(Text(rng))
    return fmt, f"{folder}/{fmt}-{index:06d}{ext}", data, date


def make_queries(seed: int, n_phrase: int = 150, n_short: int = 50) -> list[dict[str, str]]:
    """Questions in the vault's vocabulary: half-remembered phrases and one/two-word lookups."""
    t = Text(random.Random(f"{seed}:queries"))
    r = t.r
    phrase_forms = [
        lambda: f"what did we decide about the {r.choice(WORDS)}",
        lambda: f"{r.choice(RELATIONS)} likes {r.choice(HOBBIES)}",
        lambda: f"follow up with {r.choice(PEOPLE)} about {r.choice(WORDS)}",
        lambda: f"{r.choice(TECH)} {r.choice(WORDS)} latency",
        lambda: f"trip to {r.choice(PLACES)} {r.choice(WORDS)}",
        lambda: " ".join(t.filler().rstrip(".").lower().split()[:r.randint(3, 6)]),
    ]
    phrases = [r.choice(phrase_forms)() for _ in range(n_phrase)]
    pool = WORDS + TECH + PEOPLE + PLACES + HOBBIES
    shorts = [" ".join(r.sample(pool, r.choice((1, 2)))) for _ in range(n_short)]
    return ([{"id": f"p{i:03d}", "text": q, "kind": "phrase"} for i, q in enumerate(phrases)]
            + [{"id": f"s{i:03d}", "text": q, "kind": "short"} for i, q in enumerate(shorts)])


def generate_vault(out: Path, n_files: int, seed: int = 7, formats: list[str] | None = None,
                   force: bool = False) -> dict:
    """Write the vault under ``out/vault`` (cached: reused when ``meta.json`` matches the parameters)."""
    formats = formats or list(FORMATS)
    params = {"n_files": n_files, "seed": seed, "formats": formats}
    meta_path = out / "meta.json"
    if meta_path.exists() and not force:
        meta = json.loads(meta_path.read_text())
        if {k: meta.get(k) for k in params} == params:
            return meta
    if out.exists():
        shutil.rmtree(out)
    vault = out / "vault"
    per_format: dict[str, dict[str, int]] = {f: {"files": 0, "bytes": 0} for f in formats}
    made_dirs: set[str] = set()
    for i in range(n_files):
        fmt, rel, data, date = generate_file(seed, i, formats)
        target = vault / rel
        if target.parent.as_posix() not in made_dirs:
            target.parent.mkdir(parents=True, exist_ok=True)
            made_dirs.add(target.parent.as_posix())
        target.write_bytes(data)
        stamp = date.timestamp()
        os.utime(target, (stamp, stamp))
        per_format[fmt]["files"] += 1
        per_format[fmt]["bytes"] += len(data)
    (out / "queries.json").write_text(json.dumps({"seed": seed, "queries": make_queries(seed)}, indent=1))
    meta = {**params, "per_format": per_format, "raw_bytes": sum(v["bytes"] for v in per_format.values())}
    meta_path.write_text(json.dumps(meta, indent=2))
    return meta


def default_out(n_files: int, seed: int, formats: list[str]) -> Path:
    label = next((k for k, v in SIZES.items() if v == n_files), str(n_files))
    suffix = "" if formats == list(FORMATS) else "-" + "+".join(formats)
    return CORPORA / f"vaultgen-{label}-s{seed}{suffix}"


def parse_count(text: str) -> int:
    return SIZES.get(text) or int(text)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--files", type=parse_count, default=SIZES["1k"], help="1k, 10k, 100k or a number")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--formats", default=",".join(FORMATS), help=f"subset of {','.join(FORMATS)}")
    ap.add_argument("--out", type=Path, help="default: benchmarks/corpora/vaultgen-<size>-s<seed>[-formats]")
    ap.add_argument("--force", action="store_true")
    args = ap.parse_args(argv)
    formats = [f for f in args.formats.split(",") if f]
    unknown = set(formats) - set(FORMATS)
    if unknown:
        ap.error(f"unknown formats: {sorted(unknown)}")
    out = args.out or default_out(args.files, args.seed, formats)
    meta = generate_vault(out, args.files, args.seed, formats, args.force)
    print(json.dumps({"out": str(out), **meta}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
