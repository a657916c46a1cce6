"""CSV files and the curling-club mailing-list mbox."""
import csv
import io

RENO = [
    ("date", "payee", "description", "amount", "method", "claimable"),
    ("2024-07-15", "Olafson Plumbing & Drain", "emergency call-out + pump replacement (inv 24-0716)", "1293.05", "Visa", "partial"),
    ("2024-07-15", "Pembina Tool Rental", "2 dehumidifiers + 3 air movers, 1 wk", "412.50", "debit", "yes"),
    ("2024-07-16", "Northstar Hardware", "wet-vac filters, tarps, storage bins", "86.44", "Visa", "yes"),
    ("2024-07-20", "Brady Road landfill", "disposal (carpet, futon, freezer)", "34.00", "cash", "yes"),
    ("2024-07-22", "Pembina Tool Rental", "dehumidifier extension, 1 wk", "198.00", "debit", "yes"),
    ("2024-08-02", "Bargain Appliance", "upright freezer (replaces chest freezer)", "749.99", "Visa", "contents"),
    ("2024-08-14", "Prairie Basement Renovations", "deposit 25%", "9600.00", "cheque", "n/a"),
    ("2024-09-04", "Olafson Plumbing & Drain", "backup pump install (inv 24-0904)", "781.20", "e-transfer", "no"),
    ("2024-11-20", "Northstar Hardware", "mould test kit", "39.00", "Visa", "no"),
    ("2025-01-13", "Prairie Basement Renovations", "progress payment 1 (demo + valve)", "7680.00", "cheque", "n/a"),
    ("2025-01-31", "Prairie Basement Renovations", "progress payment 2 (framing + insulation)", "5760.00", "cheque", "n/a"),
    ("2025-02-10", "Prairie Basement Renovations", "change order 1 (pot lights + dimmers)", "1300.00", "e-transfer", "n/a"),
    ("2025-02-24", "Northstar Hardware", "closet shelving kit", "142.37", "Visa", "no"),
    ("2025-03-03", "Prairie Basement Renovations", "progress payment 3 (electrical + drywall)", "7680.00", "cheque", "n/a"),
    ("2025-03-20", "Floorcraft Tile", "washroom floor tile (client supplied)", "486.12", "Visa", "no"),
    ("2025-04-07", "Prairie Basement Renovations", "change order 2 (window well cover + fan)", "2250.00", "e-transfer", "n/a"),
    ("2025-04-15", "Paint & Paper Co.", "extra paint for touch-ups (Cloud Cover)", "94.85", "Visa", "no"),
    ("2025-05-05", "Prairie Basement Renovations", "progress payment 4 (paint + tile)", "5760.00", "cheque", "n/a"),
    ("2025-05-09", "Bargain Appliance", "50-pint dehumidifier for the new basement", "289.99", "Visa", "no"),
]

GAMES = [
    ("date", "draw", "sheet", "opponent", "result", "score", "notes"),
    ("2024-10-01", "7:00 pm", "4", "Hrynchuk", "L", "4-6", "first game, rusty"),
    ("2024-10-08", "7:00 pm", "2", "Sinclair", "W", "7-3", ""),
    ("2024-10-15", "9:00 pm", "5", "Okoye", "W", "6-5", "stole 2 in the 8th"),
    ("2024-10-22", "7:00 pm", "1", "Bergmann", "L", "3-8", "conceded after 7"),
    ("2024-10-29", "7:00 pm", "3", "Lavallee", "W", "5-4", ""),
    ("2024-11-05", "7:00 pm", "6", "Hrynchuk", "L", "2-7", "they're retired, they practice"),
    ("2024-11-12", "9:00 pm", "4", "Tran", "W", "8-6", ""),
    ("2024-11-19", "7:00 pm", "2", "Sinclair", "L", "4-7", "Dana missed the last shot by a hair"),
    ("2024-11-26", "7:00 pm", "5", "Okoye", "W", "6-3", ""),
    ("2024-12-03", "7:00 pm", "1", "Bergmann", "L", "5-6", "extra end"),
    ("2024-12-11", "8:45 pm", "3", "Lavallee", "W", "7-5", "Wednesday - moved for ice plant work"),
    ("2025-01-07", "7:00 pm", "6", "Tran", "W", "9-4", ""),
    ("2025-01-14", "7:00 pm", "2", "Hrynchuk", "L", "3-8", "played 3-person, Dana hurt her wrist"),
    ("2025-01-21", "7:00 pm", "2", "Sinclair", "W", "6-4", "spare: Jen Kaminski"),
    ("2025-01-28", "9:00 pm", "4", "Okoye", "L", "5-6", "spare: Jen Kaminski"),
    ("2025-02-04", "7:00 pm", "1", "Bergmann", "W", "7-2", "spare: Jen Kaminski"),
    ("2025-02-11", "7:00 pm", "5", "Lavallee", "W", "6-5", "spare: Jen Kaminski"),
    ("2025-02-18", "7:00 pm", "3", "Tran", "W", "8-3", "Dana back"),
    ("2025-02-25", "7:00 pm", "6", "Hrynchuk", "L", "4-5", "so close"),
    ("2025-03-04", "7:00 pm", "2", "Sinclair", "L", "5-7", "Dana's last game :("),
    ("2025-03-11", "7:00 pm", "4", "Okoye", "W", "6-5", "playoff QF, extra end"),
    ("2025-03-18", "7:00 pm", "1", "Bergmann", "L", "3-6", "playoff SF, season over"),
]


def to_csv(rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    for r in rows:
        w.writerow(r)
    return buf.getvalue().encode("utf-8")


# ---------------------------------------------------------------- mbox
LIST_ID = "Riverbend CC Members <members.riverbendcurling.example>"
LIST_ADDR = "members@riverbendcurling.example"

MBOX_MSGS = [
    ("gord@riverbendcurling.example", "Tue Sep 10 19:02:11 2024",
     "Gord Hiebert <gord@riverbendcurling.example>", "Tue, 10 Sep 2024 19:02:11 -0500",
     "<league-reg-2425@riverbendcurling.example>", None,
     "[Riverbend] 2024-25 league registration is open",
     """Hi everyone,

League registration for 2024-25 is open. Tuesday night league starts October 1,
with draws at 7:00 pm and 9:00 pm. Fees are $310 per player for the season,
payable to the club by September 20.

Spares: if you'd like to be on the spares list, reply to me (not the list!).

Gord Hiebert
League Coordinator
"""),
    ("barb.l@prairiemail.example", "Thu Sep 12 08:15:40 2024",
     "Barb Lavallee <barb.l@prairiemail.example>", "Thu, 12 Sep 2024 08:15:40 -0500",
     "<barb-re-reg@prairiemail.example>", "<league-reg-2425@riverbendcurling.example>",
     "Re: [Riverbend] 2024-25 league registration is open",
     """Is the spares list from last year carried over or do we sign up again?

Barb

> Spares: if you'd like to be on the spares list, reply to me (not the list!).
"""),
    ("gord@riverbendcurling.example", "Thu Nov 28 18:40:02 2024",
     "Gord Hiebert <gord@riverbendcurling.example>", "Thu, 28 Nov 2024 18:40:02 -0600",
     "<ice-plant-dec@riverbendcurling.example>", None,
     "[Riverbend] Ice plant maintenance - Tuesday Dec 10 games moved",
     """Hi all,

The ice plant compressor needs its scheduled service on Tuesday December 10,
so there will be no curling that night.

- The 7:00 pm Tuesday draw moves to Wednesday, December 11 at 8:45 pm.
- The 9:00 pm Tuesday draw moves to Thursday, December 12 at 8:45 pm.

Same opponents, same sheets. Sorry for the late start, the juniors have the
ice until 8:30.

Gord
"""),
    ("h.tran@northmail.example", "Fri Nov 29 07:58:19 2024",
     "Henry Tran <h.tran@northmail.example>", "Fri, 29 Nov 2024 07:58:19 -0600",
     "<htran-re-ice@northmail.example>", "<ice-plant-dec@riverbendcurling.example>",
     "Re: [Riverbend] Ice plant maintenance - Tuesday Dec 10 games moved",
     """Does this affect the Thursday afternoon seniors league too?

Henry

> The ice plant compressor needs its scheduled service on Tuesday December 10,
> so there will be no curling that night.
"""),
    ("manager@riverbendcurling.example", "Wed Jan 15 12:30:55 2025",
     "Club Manager <manager@riverbendcurling.example>", "Wed, 15 Jan 2025 12:30:55 -0600",
     "<parkade-ice-0115@riverbendcurling.example>", None,
     "[Riverbend] Icy walkway from the parkade - please read",
     """Hello members,

A member slipped on the walkway between the parkade and the front doors last
night and was hurt. We're sorry, and we've asked the parkade owner to salt
more often.

From the board: we're putting two buckets of ice melt by the front doors.
Please use them, and please use the railing side of the walkway.

Wishing our injured member a quick recovery.

Club Manager
"""),
    ("gord@riverbendcurling.example", "Thu Feb 20 17:45:12 2025",
     "Gord Hiebert <gord@riverbendcurling.example>", "Thu, 20 Feb 2025 17:45:12 -0600",
     "<spring-fling-2025@riverbendcurling.example>", None,
     "[Riverbend] Spring Fling Bonspiel - March 28-30",
     """The Spring Fling Bonspiel is back!

Dates: Friday March 28 to Sunday March 30, 2025
Entry: $180 per team, 4-game guarantee, A/B/C events
Register by March 14 at the bar or by e-transfer.
Saturday night: chili supper + live music in the lounge.

Spares are allowed; let me know who's playing.

Gord
"""),
    ("gord@riverbendcurling.example", "Mon Mar 24 20:05:33 2025",
     "Gord Hiebert <gord@riverbendcurling.example>", "Mon, 24 Mar 2025 20:05:33 -0500",
     "<spring-fling-draw@riverbendcurling.example>", "<spring-fling-2025@riverbendcurling.example>",
     "Re: [Riverbend] Spring Fling Bonspiel - March 28-30",
     """The draw is posted on the board by the bar and on the website. First games
are Friday March 28 at 6:00 pm. 24 teams this year!

> The Spring Fling Bonspiel is back!
"""),
    ("gord@riverbendcurling.example", "Fri Apr 25 09:10:00 2025",
     "Gord Hiebert <gord@riverbendcurling.example>", "Fri, 25 Apr 2025 09:10:00 -0500",
     "<agm-2025@riverbendcurling.example>", None,
     "[Riverbend] AGM May 27 + draw time survey",
     """Hi everyone,

Our Annual General Meeting is Tuesday, May 27 at 7:00 pm in the lounge. We'll
vote on next year's fees and elect three board members.

We're also surveying the Tuesday league about draw times for next season
(7:00 vs 9:00). Please have ONE person per team reply to me by May 15.

Gord
"""),
]


def mbox_escape(body):
    out = []
    for ln in body.split("\n"):
        if ln.startswith("From "):
            ln = ">" + ln
        out.append(ln)
    return "\n".join(out)


def build_mbox():
    parts = []
    for env_from, env_date, frm, date, mid, irt, subj, body in MBOX_MSGS:
        h = ["From %s %s" % (env_from, env_date),
             "From: " + frm,
             "To: " + LIST_ADDR,
             "Subject: " + subj,
             "Date: " + date,
             "Message-ID: " + mid]
        if irt:
            h += ["In-Reply-To: " + irt, "References: " + irt]
        h += ["List-Id: " + LIST_ID,
              "List-Post: <mailto:%s>" % LIST_ADDR,
              "List-Unsubscribe: <mailto:members-leave@riverbendcurling.example>",
              "Precedence: list",
              "MIME-Version: 1.0",
              "Content-Type: text/plain; charset=us-ascii",
              "Content-Transfer-Encoding: 7bit"]
        parts.append("\n".join(h) + "\n\n" + mbox_escape(body.rstrip("\n")) + "\n\n")
    return "".join(parts).encode("ascii")


def build_tables():
    return {
        "ledgers/basement_reno_expenses.csv": to_csv(RENO),
        "curling/2024-25_game_log.csv": to_csv(GAMES),
        "mail/lists/riverbend-curling-members.mbox": build_mbox(),
    }
