"""Write ../queries.json and answer_keys.json (gold file -> key strings that must appear once decoded)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))

M = "mail/2025/"
PM = M + "06/2025-06-18_kestrel-inc-0412-postmortem.eml"
REPM = M + "06/2025-06-19_re-inc-0412-postmortem.eml"
DESK = M + "07/2025-07-02_tannery-row-desk-move.eml"
NOE = M + "07/2025-07-21_crestline-notice-of-entry.eml"
RECEIL = M + "08/2025-08-11_re-suite-1107-ceiling.eml"
WKND = M + "08/2025-08-25_ada-wedding-weekend-plan.eml"
AV = M + "09/2025-09-02_fwd-speeches-av.eml"
REG = M + "09/2025-09-04_waterfront-half-registration.eml"
FARAH = M + "09/2025-09-09_farah-instalments-incorporation.eml"
COBALT = M + "09/2025-09-26_re-cobalt-retainer.eml"
COUNTER = M + "10/2025-10-16_re-halyard-renewal-counter.eml"
GWEN = M + "10/2025-10-20_re-invoice-reminder.eml"
SOW26 = M + "11/2025-11-03_halyard-sow-2026-for-signature.eml"
DENTAL = M + "11/2025-11-12_lindenview-dental-rescheduled.eml"
BUDGET = M + "11/2025-11-18_crestline-2026-budget-agm.eml"
NDA = M + "02/2025-02-11_signetry-nda-completed.eml"
SOW25 = "mail/2024/12/2024-12-03_halyard-sow-2025-countersigned.eml"
MBOX = "mail/lists/tannery-row-members.mbox"
RATES = "notes/business/rates-and-terms.md"
TAX = "notes/business/tax-2025.md"
COWORK = "notes/business/coworking.md"
LEAK = "notes/home/condo-leak-log.md"
PLAN = "notes/running/half-marathon-plan.md"
CHECK = "notes/running/race-day-checklist.md"
WED = "notes/family/ada-wedding.md"
TOAST = "notes/family/toast-draft.md"
VET = "notes/pem/vet-history.md"
INBOX = "notes/inbox.md"
KICK = "notes/clients/halyard/kickoff-2025-01-14.md"
SCOPE = "notes/clients/kestrel/scoping-2025-02-20.md"
LIVE = "notes/clients/kestrel/inc-0412-live-notes.md"
MAPLE = "notes/clients/maple-finch/meeting-2025-04-08.md"
D0322, D0403, D0617, D1104 = ("notes/daily/2025-03-22.md", "notes/daily/2025-04-03.md",
                              "notes/daily/2025-06-17.md", "notes/daily/2025-11-04.md")
WORK, PERS, RUN, ADMIN = ("calendar/work.ics", "calendar/personal.ics",
                          "calendar/running.ics", "calendar/admin.ics")
GPT04, GPT10 = "chats/chatgpt/conversations-2025-04.json", "chats/chatgpt/conversations-2025-10.json"
MEAL, TOASTCHAT = "chats/assistant/meal-prep-2025-06.json", "chats/assistant/wedding-toast-2025-08.json"
QQ = "chats/assistant/quick-questions-2025.jsonl"
INVCSV = "data/invoices-2025.csv"
WELCOME = "docs/coworking-welcome.txt"
SITTER = "docs/pem-sitter-instructions.txt"
MKINV = "code/invoicing/make_invoice.py"
CONFIG = "code/kestrel-webhooks/config.yaml"
BACKUP = "code/scripts/backup_nas.sh"

Q = [
 # ---------------------------------------------------------------- fact
 ("fact", "my hst registration #", {MKINV: ["78412 3309 RT0001"], TAX: ["78412 3309 RT0001"]},
  "78412 3309 RT0001 (HST_NUMBER in make_invoice.py; tax note). Distractors: instalment reference 3015-8842-6671, Halyard PO numbers."),
 ("fact", "halyard PO number 2026", {SOW26: ["PO number 4500-88213"]},
  "4500-88213 - only inside the base64 SOW attachment (section 6). Distractor: 2025 PO 4500-71102 (2024 SOW mail, invoices CSV)."),
 ("fact", "insurance claim # ceiling leak", {RECEIL: ["NGM-25-0718-4432"], LEAK: ["NGM-25-0718-4432"]},
  "Northgate Mutual claim NGM-25-0718-4432 (later withdrawn). Distractors: condo corp TSCC 2871, notice of entry mail."),
 ("fact", "pem microchip number", {SITTER: ["900 164 000 552 871"]},
  "900 164 000 552 871 (PetTrace Canada). Distractors: vet-history note and vet mails (no chip number)."),
 ("fact", "invoice no for halyard september work", {INVCSV: ["DO-2025-018,Halyard Logistics,2025-10-01,Sep 2025"]},
  "DO-2025-018 (service period Sep 2025, issued 1 Oct, $12,882.00). Distractor: DO-2025-015 was issued in Sept for August work."),
 # ---------------------------------------------------------------- who
 ("who", "who was the plumber that fixed the leak", {NOE: ["Sal Ruggiero"], LEAK: ["Sal Ruggiero"]},
  "Sal Ruggiero of Dufferin Drain & Plumbing. Distractors: Hollis Baptiste (property manager), Rajiv Dasgupta (1207 owner), Patchwell Drywall."),
 ("who", "who signed the nda for kestrel", {NDA: ["Anjali Venkatesan", "Mutual NDA"], SCOPE: ["Anjali Venkatesan (CTO) signed for Kestrel"]},
  "Anjali Venkatesan, CTO of Kestrel Pay (signed 11 Feb 2025). Distractors: Tomás Reyes (engineer), Signetry (the e-sign service); rates note, postmortem mails and work.ics name her without the NDA."),
 ("who", "halyard procurment contact", {SOW25: ["Marcus Feld", "Procurement"], COUNTER: ["Marcus Feld", "Procurement"],
                                        SOW26: ["Marcus Feld", "Procurement"], RATES: ["Marcus Feld, procurement"],
                                        KICK: ["Marcus Feld", "Procurement"]},
  "Marcus Feld, Procurement & Vendor Management. Distractors: Rosalind Tremblay (VP Eng sponsor), Owen Castellanos (data lead); daily 2025-11-04 and work.ics name Marcus without his role."),
 ("who", "wedding venue coordinator name elora", {AV: ["Liesl Van Dam", "Events Coordinator"], WED: ["Liesl Van Dam", "coordinator"]},
  "Liesl Van Dam, Events Coordinator at The Glasshouse at Mill Pond. Distractors: Ada (bride), Marco Ferri (best man); venue-change mail only says 'their events person'."),
 ("who", "physio for my calf strain", {D0322: ["Kwame Boateng"], PLAN: ["Kwame Boateng"], RUN: ["Kwame Boateng"]},
  "Kwame Boateng, Eastside Motion Physio. Distractors: daily 2025-04-03 and the March ChatGPT chat mention 'physio' without a name."),
 # ---------------------------------------------------------------- where
 ("where", "where was the rehearsal dinner", {WKND: ["Osteria Lupa, 14 Bridge St, Fergus"], PERS: ["Osteria Lupa, 14 Bridge St, Fergus"]},
  "Osteria Lupa, 14 Bridge St, Fergus (Fri 12 Sep, 6:30pm). Weekend-plan mail is base64. Distractors: wedding note ('Ada is choosing the place'), The Glasshouse at Mill Pond (rehearsal itself)."),
 ("where", "tanery row adress", {WELCOME: ["41 Mercer Lane, 3rd floor"]},
  "41 Mercer Lane, 3rd floor, Toronto. Distractors: coworking.md and the members mbox (no street address)."),
 ("where", "halyard office address on-site days", {KICK: ["6100 Airway Crescent, Building B"], WORK: ["6100 Airway Crescent, Building B"]},
  "Halyard HQ, 6100 Airway Crescent, Building B, 2nd floor, Mississauga. Distractors: Kestrel in Waterloo (22 Erb Lane), Tannery Row."),
 ("where", "where does the nightly backup go", {BACKUP: ["pemnas.local", "/volume1/backups/devon-mbp"]},
  "rsync to pemnas.local:/volume1/backups/devon-mbp (Synology NAS in the hall closet). Distractor: NimbusDrive receipt (cloud storage)."),
 ("where", "half marathon start line location", {REG: ["Princes' Gates, Exhibition Place"], CHECK: ["Princes' Gates"], RUN: ["Princes' Gates, Exhibition Place"]},
  "Princes' Gates, Exhibition Place (corral C). Registration mail is base64 HTML. Distractors: Martin Goodman Trail (long runs), Stride Lab (Striders meet), expo (kit pickup)."),
 # ---------------------------------------------------------------- event_time
 ("event_time", "when is pem's dental now", {DENTAL: ["Wednesday, November 26, 2025", "7:45"], PERS: ["2025-11-26 07:45"]},
  "Wed 26 Nov 2025, drop-off 7:45am (moved). Distractors: old date 19 Nov 8:00 in vet-history.md and the Oct ChatGPT chat; quick-questions says 'next wednesday' only."),
 ("event_time", "condo agm date", {BUDGET: ["Tuesday, December 9, 2025", "7:00 p.m."], PERS: ["2025-12-09 19:00"]},
  "Tue 9 Dec 2025, 7pm, Party Room level 2. Distractor: proxy deadline 8 Dec, cheques by 15 Dec."),
 ("event_time", "kestrel postmortem review meeting time", {PM: ["Monday 23 June, 1:00-2:00pm ET"], WORK: ["2025-06-23 13:00"]},
  "Mon 23 Jun 2025, 1:00-2:00pm ET on Zoom. Distractors: incident itself 17 Jun 02:10; the reply mail (quote trimmed, no time)."),
 ("event_time", "what time does the half marathon start", {REG: ["7:45 a.m."], RUN: ["2025-10-19 07:45"], CHECK: ["7:45am"]},
  "Sun 19 Oct 2025, gun 7:45am (corral C crosses ~7:53). Distractors: bag check 7:15, alarm 5:30, Pem's dental drop-off also at 7:45."),
 ("event_time", "when does the new halyard contract start", {SOW26: ["5 January 2026"], RATES: ["starts 5 January 2026"], D1104: ["5 January 2026"]},
  "5 January 2026 (runs to 30 June 2026). Distractor: 2025 SOW term 6 Jan-19 Dec 2025."),
 # ---------------------------------------------------------------- multi_source
 ("multi_source", "race bib number and what to pack", {REG: ["2187"], CHECK: ["Body glide"]},
  "Bib 2187 only in the base64 registration e-mail; kit list (gels, body glide, throwaway hoodie, race shoes) only in race-day-checklist.md."),
 ("multi_source", "INC-0412 how many duplicate payouts and when did I promise the runbook",
  {PM: ["417 duplicate payouts"], REPM: ["31 July"]},
  "417 duplicate payouts (CAD $38,920.55) in the base64 postmortem attachment; Devon promised the replay runbook draft by Thu 31 July in his reply. Daily 2025-11-04 and admin.ics mention the runbook but no date."),
 ("multi_source", "when do i give the toast and how does it open", {AV: ["7:40 pm"], TOAST: ["second-most stubborn Okafor"]},
  "Speeches start 7:40pm, Devon second after Dad (forwarded Liesl mail); opening line 'second-most stubborn Okafor in any room' (toast-draft.md). Distractor: the toast chat's earlier draft opening."),
 ("multi_source", "dec installment amount + payment reference", {FARAH: ["$2,210.00"], TAX: ["3015-8842-6671"]},
  "Dec 15 instalment $2,210 (Farah's 9 Sep mail) + payment reference 3015-8842-6671 (tax-2025.md). Distractor: reminder amount $3,480, Sept $2,450."),
 ("multi_source", "cowork desk number and wifi password", {DESK: ["DESK 22"], WELCOME: ["hideandseek-1887"]},
  "Desk 22 since 7 Jul 2025 (desk-move mail) + Wi-Fi TanneryRow-Members / hideandseek-1887 (welcome sheet, which still says desk 14)."),
 # ---------------------------------------------------------------- decision
 ("decision", "did I end up incorporating", {RATES: ["NOT incorporating for 2025"], TAX: ["NOT incorporating for 2025"]},
  "Reversed: decided in April to incorporate (daily 2025-04-03, April ChatGPT chat), then on 10 Sep decided NOT to incorporate for 2025 - stay sole proprietor. Farah's 9 Sep mail is only a recommendation."),
 ("decision", "cobalt harbour retainer - what did i decide", {COBALT: ["pass on the retainer"], RATES: ["Declined on 26 Sep"]},
  "Declined (26 Sep) and referred Desmond to Priscila Nunes. Distractor: cobalt-harbour-options.md lists options A-D, ideas only, no decision."),
 ("decision", "did I claim the ceiling damage on my insurance", {RECEIL: ["withdraw the claim"], LEAK: ["withdrew my claim"]},
  "No - claim NGM-25-0718-4432 withdrawn; 1207 owner Rajiv Dasgupta paid Patchwell ($1,380) directly. Distractor: condo corp deductible $25,000 (corp won't claim)."),
 ("decision", "which half did i pick after the calf injury", {D0403: ["target the **Waterfront Fall Half"], PLAN: ["skip the spring race, target the Waterfront Fall Half"]},
  "Dropped the Don Valley Spring Half (4 May), targeted the Waterfront Fall Half (19 Oct), goal 1:50. Distractor: March ChatGPT chat is only 'leaning towards' switching."),
 ("decision", "idempotency store redis or postgres", {PM: ["Redis SETNX was considered and REJECTED"], CONFIG: ["store: postgres"]},
  "Postgres table with unique constraint on event_id (webhook_events_seen); Redis rejected. Distractor: inc-0412-live-notes.md was 'leaning' Redis (ideas only)."),
 # ---------------------------------------------------------------- temporal_current
 ("temporal_current", "door code cowork", {MBOX: ["5527#"], COWORK: ["Current: 5527#"]},
  "5527# from 3 Nov 2025. Old: 4719# (welcome sheet, Dec 2024), 8302# (mbox June notice)."),
 ("temporal_current", "halyard day rate 2026", {SOW26: ["$1,050"], RATES: ["$1,050/day"], D1104: ["$1,050/day"]},
  "$1,050/day, NET-15, from 5 Jan 2026. Old/other: $950 (2025 SOW, invoices CSV), asked $1,100 (proposal), counter $1,000 (Marcus), $1,075 (Devon's counter)."),
 ("temporal_current", "current monthly condo fee", {BUDGET: ["$648.15"]},
  "$648.15/month from 1 Jan 2026 (5.84% increase). Old: $612.40 in tax-2025.md."),
 ("temporal_current", "kestrel webhook timeout value", {CONFIG: ["timeout_ms: 15000"], PM: ["15000 ms"]},
  "handler.timeout_ms = 15000 (raised after INC-0412). Old: 3000 ms (README default, postmortem root cause); live notes idea '10 s?'."),
 ("temporal_current", "which desk am i at tannery row", {DESK: ["DESK 22"]},
  "Desk 22 (window row) from 7 Jul 2025. Old: desk 14 (welcome sheet)."),
 # ---------------------------------------------------------------- open_loop
 ("open_loop", "kestrel replay runbook - still owe it?", {REPM: ["I'll take AI-4"], D1104: ["replay runbook"], ADMIN: ["replay runbook"]},
  "Yes - promised 19 Jun (draft by 31 Jul), still not written on 4 Nov; VTODO due 14 Nov. Distractors: postmortem lists AI-4 as UNOWNED; live notes list a runbook as an idea."),
 ("open_loop", "maple finch unpaid invoice", {INVCSV: ["DO-2025-017,Maple & Finch Books", "overdue"], GWEN: ["DO-2025-017", "by the end of the month"], INBOX: ["DO-2025-017"]},
  "DO-2025-017, $3,361.75, due 2 Oct, still overdue; Gwen promised to pay by end of October. Distractor: DO-2025-008 (paid)."),
 ("open_loop", "pem bloodwork recheck not booked yet", {VET: ["Book the SDMA recheck"], ADMIN: ["SDMA recheck"]},
  "SDMA recheck bloodwork still to book (was due ~Sept). Distractor: Oct ChatGPT chat mentions SDMA 15 but no to-do."),
 ("open_loop", "whats left to do on the bathroom ceiling", {LEAK: ["Send Hollis the after photos"], RECEIL: ["send you the after photos"]},
  "Paint the ceiling, send Hollis after photos + Patchwell's paid invoice, electrician to check the fan. Distractor: notice-of-entry mail."),
 ("open_loop", "dec 15 tax payment todo", {TAX: ["Pay Dec 15 instalment"], ADMIN: ["Pay Dec 15 tax instalment"], FARAH: ["Dec 15"]},
  "Pay the Dec 15 instalment ($2,210 per Farah) - open in tax-2025.md checklist and admin.ics VTODO. Distractors: Q4 HST due 31 Jan 2026; Sept instalment already paid."),
 # ---------------------------------------------------------------- preference
 ("preference", "which editor do i use", {GPT04: ["I use Neovim (LazyVim)", "VS Code"]},
  "Neovim (LazyVim), dislikes VS Code (sluggish, telemetry). Distractor: make_invoice.py / README have no editor info."),
 ("preference", "how do I take my coffee", {MEAL: ["black filter coffee, light roast"], COWORK: ["light-roast"]},
  "Black filter, light roast (Ethiopian/Kenyan), no sugar, max two cups, none after 2pm; hates the office dark-roast drip and lattes. Distractor: race-morning 'one coffee'."),
 ("preference", "foods I avoid allergies", {MEAL: ["allergic to cashews", "mushrooms"], WED: ["allergic to cashews", "mushroom"]},
  "Allergic to cashews (EpiPen), can't stand mushrooms, pescatarian (no meat). Distractor: wedding weekend mail ('dietary stuff', no detail)."),
 ("preference", "what do i listen to while programming", {QQ: ["can't have lyrics", "Brian Eno"]},
  "Instrumental/ambient only - Brian Eno, Nils Frahm, Hiroshi Yoshimura; no lyrics; lo-fi gets repetitive. Distractor: Afrobeats is for tempo runs (plan note, March chat)."),
 ("preference", "meeting times I won't take", {GPT10: ["don't take calls before 10am"], RATES: ["No calls before 10am"]},
  "No calls before 10am (deep-work block); prefers decisions/negotiation by e-mail over calls/Slack."),
 # ---------------------------------------------------------------- vague
 ("vague", "writeup of the night merchants got paid out twice", {PM: ["duplicate payouts"], LIVE: ["same event_id processed"], D0617: ["Real money going out twice"]},
  "INC-0412 (17 Jun 2025): postmortem attachment, live scratch notes, daily note. Distractors: reply mail (action items only), config.yaml, work.ics review event."),
 ("vague", "upstairs neighbours toilet flooded into my place", {LEAK: ["supply line on 1207's toilet"], NOE: ["water leak reported"], RECEIL: ["1207"]},
  "The July 2025 bathroom-ceiling leak from suite 1207: leak log, Crestline notice of entry, reply to Hollis. Distractor: Crestline budget/AGM mail."),
 ("vague", "words I read out at my sis's reception", {TOAST: ["raise your glasses"], TOASTCHAT: ["brother-of-the-bride toast"]},
  "The brother-of-the-bride toast: toast-draft.md (final) and the August assistant chat (drafts). Distractors: ada-wedding.md (logistics, points to the draft), quick-questions 'how long should a toast be'."),
 ("vague", "script that spits out client bills with sales tax", {MKINV: ["HST_RATE"]},
  "code/invoicing/make_invoice.py (renders invoices from the CSV, 13% HST). Distractors: invoices CSV, backup_nas.sh, rates note mentions the script by name only."),
 ("vague", "bookshop customer points scheme meeting", {MAPLE: ["stamp card", "loyalty programme"]},
  "Maple & Finch meeting 8 Apr 2025 with Gwen about replacing the stamp card with a loyalty programme on Tillpoint. Distractor: 'loyalty rate' in the Halyard renewal mails/rates note."),
]

def main():
    queries, keys = [], {}
    for i, (kind, query, gold, hint) in enumerate(Q, 1):
        qid = f"h{i:02d}"
        queries.append({"id": qid, "query": query, "gold": list(gold), "kind": kind, "gold_hint": hint})
        keys[qid] = gold
    with open(os.path.join(HERE, "..", "queries.json"), "w", encoding="utf-8") as f:
        json.dump(queries, f, indent=1, ensure_ascii=False)
    with open(os.path.join(HERE, "answer_keys.json"), "w", encoding="utf-8") as f:
        json.dump(keys, f, indent=1, ensure_ascii=False)
    print(len(queries), "queries written")

if __name__ == "__main__":
    main()
