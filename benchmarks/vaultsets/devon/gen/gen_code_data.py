"""code/ folder, data/*.csv and docs/*.txt"""
import csv, io, random
from datetime import date, timedelta
from common import write_text

def code():
    write_text("code/kestrel-webhooks/README.md", r"""
# kestrel-webhooks

Payout webhook consumer for **Kestrel Pay**. It receives `payout.*` events from the
banking partner (Lumen Rails), checks the HMAC signature, and records payout state
transitions in Postgres so the ledger service can pick them up.

- Contract maintainer: Devon Okafor (Okafor Consulting)
- Kestrel owner: Tomás Reyes (payments platform)

## Running locally

```bash
python3 -m venv .venv && . .venv/bin/activate
pip install -r requirements.txt
export KWH_CONFIG=config.yaml
export KWH_SIGNING_SECRET=dev-only-not-a-real-secret
python -m kwh.server --port 8087
```

Send a fake event:

```bash
python scripts/send_fake_event.py --type payout.paid --amount 1250 --currency CAD
```

Staging endpoint: `https://webhooks.staging.kestrelpay.example/v1/payouts`

## Configuration

All settings live in `config.yaml`. The handler has a per-request timeout
(`handler.timeout_ms`, default 3000 ms). If a request takes longer than that the
partner treats the delivery as failed and will retry it.

| Setting | Meaning |
|---|---|
| `handler.timeout_ms` | per-request budget before we give up |
| `handler.max_concurrency` | worker pool size |
| `partner.tolerance_seconds` | max clock skew accepted on signed payloads |

## Tests

```bash
pytest -q
ruff check .
```

## Deploying

Merges to `main` deploy to staging automatically. Production deploys are manual and
need a second approver from the payments-platform team.
""")

    write_text("code/kestrel-webhooks/config.yaml", r"""
# kestrel-webhooks configuration (production)
# owner: payments-platform   last reviewed: 2025-06-24 (INC-0412 follow-up)

service:
  name: kestrel-webhooks
  port: 8087
  log_level: info

handler:
  # CHANGED after INC-0412: timeout_ms used to be 3000 (see the postmortem doc).
  # Do not lower this without talking to Tomás first.
  timeout_ms: 15000
  max_concurrency: 32
  retry_policy: none        # the partner retries; we never retry on top of it

idempotency:
  enabled: true
  store: postgres           # agreed at the INC-0412 review: Postgres unique constraint, NOT redis
  table: webhook_events_seen
  key: event_id
  ttl_days: 30

partner:
  name: lumen-rails
  signature_header: X-Lumen-Signature
  tolerance_seconds: 300

alerts:
  duplicate_payout_rate_threshold: 0.001
  pager: kestrel-payments-oncall
""")

    write_text("code/invoicing/make_invoice.py", r'''
#!/usr/bin/env python3
"""Render a plain-text invoice from data/invoices-2025.csv.

Usage:
    python make_invoice.py DO-2025-003            # print to stdout
    python make_invoice.py DO-2025-003 --out inv/  # write inv/DO-2025-003.txt

I keep the CSV as the single source of truth and regenerate the text/PDF from it,
so the numbers on the invoice always match what I report to Farah.
"""
import argparse
import csv
import pathlib
import sys
from decimal import Decimal, ROUND_HALF_UP

BUSINESS_NAME = "Okafor Consulting"
OWNER = "Devon Okafor"
HST_NUMBER = "78412 3309 RT0001"      # GST/HST registration (Ontario, 13%)
HST_RATE = Decimal("0.13")
PAY_TO = "e-Transfer: devon@okafor-consulting.example (autodeposit on)"
CSV_PATH = pathlib.Path(__file__).resolve().parents[2] / "data" / "invoices-2025.csv"

CLIENT_ADDRESSES = {
    "Halyard Logistics": "Accounts Payable, Halyard Logistics Inc., Mississauga ON",
    "Kestrel Pay": "Finance, Kestrel Pay Inc., Waterloo ON",
    "Maple & Finch Books": "Gwen Laframboise, Maple & Finch Books, Toronto ON",
}


def money(x: Decimal) -> str:
    return f"${x.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP):,.2f}"


def load(invoice_no: str) -> dict:
    with open(CSV_PATH, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            if row["invoice_no"] == invoice_no:
                return row
    sys.exit(f"no such invoice: {invoice_no}")


def render(row: dict) -> str:
    days = Decimal(row["days"])
    rate = Decimal(row["day_rate"])
    subtotal = days * rate
    hst = (subtotal * HST_RATE).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    lines = [
        f"{BUSINESS_NAME} - {OWNER}",
        f"HST # {HST_NUMBER}",
        "",
        f"INVOICE {row['invoice_no']}        Issued: {row['issue_date']}   Due: {row['due_date']}",
        "",
        "Bill to:",
        "  " + CLIENT_ADDRESSES.get(row["client"], row["client"]),
        "",
        f"  {row['description']} ({row['service_period']})",
        f"  {days} day(s) x {money(rate)}/day" + " " * 8 + money(subtotal),
        f"  HST 13%" + " " * 30 + money(hst),
        f"  TOTAL (CAD)" + " " * 26 + money(subtotal + hst),
        "",
        f"Payment: {PAY_TO}",
        "Late payments: 2% per month after the due date.",
    ]
    if row.get("po"):
        lines.insert(4, f"Client PO: {row['po']}")
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("invoice_no")
    ap.add_argument("--out", type=pathlib.Path)
    args = ap.parse_args()
    text = render(load(args.invoice_no))
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / f"{args.invoice_no}.txt").write_text(text, encoding="utf-8")
    else:
        print(text)


if __name__ == "__main__":
    main()
''')

    write_text("code/scripts/backup_nas.sh", r"""
#!/usr/bin/env bash
# Nightly backup of work + notes to the Synology in the hall closet.
# launchd runs this at 01:30 (see ~/Library/LaunchAgents/ca.okafor.backup.plist).
set -euo pipefail

NAS_HOST="pemnas.local"
NAS_USER="devon"
DEST="/volume1/backups/devon-mbp"
KEEP_DAYS=45
STAMP="$(date +%Y-%m-%d)"
LOG="$HOME/Library/Logs/backup_nas.log"

SOURCES=(
  "$HOME/work"
  "$HOME/vault"
  "$HOME/Documents/clients"
)

EXCLUDES=(
  --exclude node_modules
  --exclude .venv
  --exclude __pycache__
  --exclude '*.pyc'
  --exclude .DS_Store
)

echo "[$(date -Iseconds)] backup start" >> "$LOG"

if ! ping -c1 -t2 "$NAS_HOST" >/dev/null 2>&1; then
  echo "[$(date -Iseconds)] NAS not reachable, skipping" >> "$LOG"
  exit 0
fi

for src in "${SOURCES[@]}"; do
  name="$(basename "$src")"
  rsync -a --delete "${EXCLUDES[@]}" \
    --link-dest="$DEST/latest/$name" \
    "$src/" "$NAS_USER@$NAS_HOST:$DEST/$STAMP/$name/" >> "$LOG" 2>&1
done

# move the 'latest' pointer and prune old snapshots
ssh "$NAS_USER@$NAS_HOST" "ln -sfn $DEST/$STAMP $DEST/latest && \
  find $DEST -mindepth 1 -maxdepth 1 -type d -mtime +$KEEP_DAYS -exec rm -rf {} +"

echo "[$(date -Iseconds)] backup done" >> "$LOG"
""")


INVOICES = [
 # no, client, issue, period, desc, days, rate, due, status, paid, po
 ("DO-2025-001","Halyard Logistics","2025-02-03","Jan 2025","Manifest pipeline consulting",10,950,"2025-03-05","paid","2025-02-27","4500-71102"),
 ("DO-2025-002","Halyard Logistics","2025-03-03","Feb 2025","Manifest pipeline consulting",12,950,"2025-04-02","paid","2025-03-28","4500-71102"),
 ("DO-2025-003","Kestrel Pay","2025-03-03","Feb 2025","Webhook consumer scoping",4,1100,"2025-04-02","paid","2025-03-14",""),
 ("DO-2025-004","Halyard Logistics","2025-04-01","Mar 2025","Manifest pipeline consulting",11,950,"2025-05-01","paid","2025-04-29","4500-71102"),
 ("DO-2025-005","Kestrel Pay","2025-04-01","Mar 2025","Webhook consumer rewrite",8,1100,"2025-05-01","paid","2025-04-11",""),
 ("DO-2025-006","Halyard Logistics","2025-05-01","Apr 2025","Manifest pipeline consulting",12,950,"2025-05-31","paid","2025-05-26","4500-71102"),
 ("DO-2025-007","Kestrel Pay","2025-05-01","Apr 2025","Webhook consumer rewrite",6,1100,"2025-05-31","paid","2025-05-09",""),
 ("DO-2025-008","Maple & Finch Books","2025-05-20","Apr-May 2025","POS integration - discovery",2,850,"2025-06-19","paid","2025-06-16",""),
 ("DO-2025-009","Halyard Logistics","2025-06-02","May 2025","Manifest pipeline consulting",12,950,"2025-07-02","paid","2025-06-30","4500-71102"),
 ("DO-2025-010","Kestrel Pay","2025-06-02","May 2025","Webhook consumer rewrite",3,1100,"2025-07-02","paid","2025-06-10",""),
 ("DO-2025-011","Halyard Logistics","2025-07-02","Jun 2025","Manifest pipeline consulting",10,950,"2025-08-01","paid","2025-07-30","4500-71102"),
 ("DO-2025-012","Kestrel Pay","2025-07-02","Jun 2025","Webhook consumer + incident support",7,1100,"2025-08-01","paid","2025-07-15",""),
 ("DO-2025-013","Halyard Logistics","2025-08-01","Jul 2025","Manifest pipeline consulting",9,950,"2025-08-31","paid","2025-08-28","4500-71102"),
 ("DO-2025-014","Kestrel Pay","2025-08-01","Jul 2025","Post-incident hardening",5,1100,"2025-08-31","paid","2025-08-12",""),
 ("DO-2025-015","Halyard Logistics","2025-09-02","Aug 2025","Manifest pipeline consulting",8,950,"2025-10-02","paid","2025-09-29","4500-71102"),
 ("DO-2025-016","Kestrel Pay","2025-09-02","Aug 2025","Post-incident hardening",2,1100,"2025-10-02","paid","2025-09-10",""),
 ("DO-2025-017","Maple & Finch Books","2025-09-02","Aug 2025","POS integration - build",3.5,850,"2025-10-02","overdue",""," "),
 ("DO-2025-018","Halyard Logistics","2025-10-01","Sep 2025","Manifest pipeline consulting",12,950,"2025-10-31","paid","2025-10-30","4500-71102"),
 ("DO-2025-019","Halyard Logistics","2025-11-03","Oct 2025","Manifest pipeline consulting",12,950,"2025-12-03","sent","","4500-71102"),
]

def invoices():
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["invoice_no","client","issue_date","service_period","description","days",
                "day_rate","subtotal","hst_13","total","due_date","status","paid_date","po"])
    for no, cl, iss, per, desc, days, rate, due, st, paid, po in INVOICES:
        sub = round(days * rate, 2)
        hst = round(sub * 0.13 + 1e-9, 2)
        w.writerow([no, cl, iss, per, desc, days, f"{rate:.2f}", f"{sub:.2f}", f"{hst:.2f}",
                    f"{sub+hst:.2f}", due, st, paid, po.strip()])
    write_text("data/invoices-2025.csv", buf.getvalue())


def runs():
    rng = random.Random(19)
    rows = []
    d = date(2025, 6, 29)
    end = date(2025, 10, 19)
    week = 0
    while d <= end:
        wd = d.weekday()
        if wd == 6:  # Sunday long run
            if d == date(2025, 9, 14):
                d += timedelta(days=1); continue
            if d == end:
                rows.append((d.isoformat(), "race", "21.1", "1:48:31", "5:09", "171",
                             "Waterfront Fall Half - chip time, negative split"))
                break
            km = min(12 + week * 0.9, 20) if d < date(2025, 10, 5) else (16 if d == date(2025,10,5) else 12)
            km = round(km, 1)
            pace = 5.75 + rng.uniform(-0.12, 0.12)
            rows.append((d.isoformat(), "long", f"{km}", _dur(km, pace), _pace(pace),
                         str(rng.randint(142, 152)), ""))
            week += 1
        elif wd == 1:  # Tuesday tempo w/ Riverside Striders
            km = round(rng.choice([8, 9, 10]), 1)
            pace = 5.05 + rng.uniform(-0.1, 0.1)
            rows.append((d.isoformat(), "tempo", f"{km}", _dur(km, pace), _pace(pace),
                         str(rng.randint(158, 166)), "Striders tempo"))
        elif wd == 3:  # Thursday easy
            km = round(rng.choice([6, 7, 8]), 1)
            pace = 6.05 + rng.uniform(-0.15, 0.15)
            note = ""
            if d == date(2025, 8, 7):
                note = "calf tight, cut short"; km = 4.0
            rows.append((d.isoformat(), "easy", f"{km}", _dur(km, pace), _pace(pace),
                         str(rng.randint(135, 145)), note))
        d += timedelta(days=1)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["date","type","distance_km","duration","avg_pace_min_km","avg_hr","notes"])
    w.writerows(rows)
    write_text("data/runs-2025.csv", buf.getvalue())

def _pace(p):
    m = int(p); s = int(round((p - m) * 60))
    if s == 60: m, s = m + 1, 0
    return f"{m}:{s:02d}"

def _dur(km, p):
    tot = int(round(km * p * 60))
    h, r = divmod(tot, 3600); m, s = divmod(r, 60)
    return f"{h}:{m:02d}:{s:02d}"


def docs():
    write_text("docs/coworking-welcome.txt", """
TANNERY ROW COWORK - MEMBER WELCOME SHEET
=========================================
41 Mercer Lane, 3rd floor, Toronto ON  M5V 0Z4
(street door is the black one beside the bike shop; elevator or stairs to 3)

Member ......... Devon Okafor
Plan ........... Dedicated Desk (24/7 access)
Desk ........... 14 (middle row, facing the kitchen)
Start date ..... Monday 2 December 2024
Monthly fee .... $425.00 + HST, billed on the 1st

DOOR CODE
  Street door and 3rd floor door: 4719#
  The code changes from time to time. Changes are announced on the members
  mailing list at least a week ahead - please don't share it with guests.

WI-FI
  Members network: TanneryRow-Members
  Password: hideandseek-1887
  Guest network: TanneryRow-Guest (password on the kitchen whiteboard)
  Please don't run torrents or crypto miners. Yes, this has happened.

PHONE BOOTHS
  Two booths (Booth A "Bellows", Booth B "Anvil"). Book in the app, max 90
  minutes at a time. Leave the fan on when you go.

MEETING ROOM ("The Vat")
  Seats 8, screen + HDMI/USB-C. Dedicated desk members get 6 hours a month.

KITCHEN
  Drip coffee, tea and oat/2% milk are free. Label your food. Fridge is
  cleared every Friday at 4pm.

MAIL
  You can use the address for business mail. Parcels go in the cubbies by the
  front desk, sorted by desk number.

QUIET HOURS
  The north room is a no-calls zone all day.

QUESTIONS
  Bettina Saarinen, Community Manager
  bettina@tanneryrow.example  /  416-555-0162
""")

    write_text("docs/pem-sitter-instructions.txt", """
PEM (PEMBERTON) - NOTES FOR WHOEVER IS FEEDING HIM
Suite 1107, 24 Linden Quay. Spare key is with the concierge under "Okafor".

THE CAT
  Orange tabby, neutered male, ~7 years old. Friendly once he decides you're
  furniture. Hides under the bed for the first hour - don't chase him.

FOOD
  - Renal-support dry food (the blue bag in the pantry): 1/4 cup at 7am and
    1/4 cup at 7pm. He will lie and say he wasn't fed. He was.
  - Half a pouch of the wet renal food at night, mixed with a splash of warm water.
  - NO tuna, NO milk, no treats from the human table. The vet was very clear.
  - Fresh water in the fountain every day (it's on the bathroom floor).

LITTER
  Scoop once a day, bags under the sink. Full change on Sundays.

MEDS
  None right now. If he stops eating for more than 24 hours call the vet.

VET
  Lindenview Animal Hospital, 1172 Gerrard St E, Toronto
  416-555-0147  (Dr. Ines Kowalczyk)
  After hours: Eastway Emergency Vet, 416-555-0190 (24h)

MICROCHIP
  900 164 000 552 871  (registered with PetTrace Canada under Devon Okafor)

ME
  Devon: 416-555-0134. Ada (my sister) is backup: 647-555-0171.

Thank you!! He is worth it, mostly.
""")

if __name__ == "__main__":
    code(); invoices(); runs(); docs()
