"""Questions for the Niamh vault. Writes OUT/queries.json (clean) ; check.py uses KEYS + ANSWER_TERMS."""
import json
import os

# file aliases
E = {
    "hh_quote": "mail/2025/10/2025-10-14_stove-quote-bandon.eml",
    "u16": "mail/2025/10/2025-10-29_u16-winter-training.eml",
    "site": "mail/2025/10/2025-10-30_site-assessment-report.eml",
    "loan": "mail/2025/10/2025-10-31_loan-approval.eml",
    "ppc": "mail/2025/11/2025-11-18_pre-planning-clinic.eml",
    "cug": "mail/2025/11/2025-11-21_irish-college-booking.eml",
    "sched": "mail/2025/11/2025-11-26_care-schedule.eml",
    "newsl": "mail/2025/12/2025-12-03_heritage-newsletter.eml",
    "flights": "mail/2025/12/2025-12-12_flight-confirmation.eml",
    "apt": "mail/2025/12/2025-12-14_apartment-reservation.eml",
    "hh_cancel": "mail/2026/01/2026-01-12_re-re-stove-install-saturday.eml",
    "lis_may": "mail/2026/01/2026-01-13_re-lisbon-dates.eml",
    "ew_quote": "mail/2026/01/2026-01-14_new-stove-quote.eml",
    "keysafe": "mail/2026/01/2026-01-20_key-safe.eml",
    "clinic": "mail/2026/01/2026-01-29_fwd-clinic-letter.eml",
    "lis_apr": "mail/2026/02/2026-02-03_re-re-lisbon-dates.eml",
    "al": "mail/2026/02/2026-02-04_re-re-annual-leave.eml",
    "travel": "mail/2026/02/2026-02-12_travel-and-kit-list.eml",
    "ptm": "mail/2026/02/2026-02-19_fwd-3rd-year-meeting.eml",
    "phn": "mail/2026/02/2026-02-20_donal-update.eml",
    "gpform": "mail/2026/02/2026-02-24_medical-form-ready.eml",
    "prep": "mail/2026/03/2026-03-02_install-prep.eml",
    "cathal": "mail/2026/03/2026-03-03_re-dad-while-away.eml",
    "hearth": "mail/2026/03/2026-03-04_re-hearth-and-sweep.eml",
    "curam_apr": "mail/2026/03/2026-03-05_donal-april.eml",
    "rota": "mail/2026/03/2026-03-06_april-rota.eml",
    "mbox": "mail/lists/ronta-swimmers.mbox",
    "overview": "notes/cottage/renovation-overview.md",
    "stove": "notes/cottage/stove-and-flue.md",
    "septic": "notes/cottage/septic-tank.md",
    "planning": "notes/cottage/planning-query.md",
    "floorideas": "notes/cottage/floor-ideas.md",
    "weekend": "notes/cottage/weekend-jobs.md",
    "audit": "notes/work/ward-audit-plan.md",
    "cpd": "notes/work/cpd-log.md",
    "dadplan": "notes/dad/dad-care-plan.md",
    "memnote": "notes/dad/memory-clinic-2026-01-28.md",
    "swimnote": "notes/swimming/ronta-swim-notes.md",
    "gael": "notes/oisin/gaeltacht.md",
    "hurl": "notes/oisin/hurling.md",
    "cu": "notes/money/credit-union-loan.md",
    "lisnote": "notes/travel/lisbon-trip.md",
    "d1005": "notes/daily/2025-10-05.md",
    "d1109": "notes/daily/2025-11-09.md",
    "d0111": "notes/daily/2026-01-11.md",
    "d0222": "notes/daily/2026-02-22.md",
    "meds": "docs/dad-medication-list.txt",
    "houseinfo": "docs/dad-house-info-for-carers.txt",
    "shifts": "calendar/shifts.ics",
    "family": "calendar/family.ics",
    "cottcal": "calendar/cottage.ics",
    "swimcal": "calendar/swim.ics",
    "gpt11": "chats/chatgpt/conversations-2025-11.json",
    "gpt02": "chats/chatgpt/conversations-2026-02.json",
    "food": "chats/assistant/shift-food-2025-10.json",
    "dadmeds": "chats/assistant/dad-meds-2026-02.json",
    "quick": "chats/assistant/quick-questions-2026.jsonl",
    "budget": "data/cottage-budget.csv",
    "swimlog": "data/swim-log-2025-26.csv",
}

# (id, kind, query, {alias: [key strings]}, answer_terms_for_filename_check, gold_hint)
Q = [
    # ---------------- fact
    ("h01", "fact", "cu loan no. for the cottage",
     {"loan": ["LHCU-HI-558120"], "cu": ["LHCU-HI-558120"]}, ["558120"],
     "Loan number LHCU-HI-558120 (Lee Harbour Credit Union). In the base64 approval e-mail and the loan note. "
     "Distractors: cottage-budget.csv and the overview mention the €20,000 loan without the number."),
    ("h02", "fact", "t value perc test gortalassa",
     {"site": ["T = 38"]}, ["t-38", "t38"],
     "T = 38 (P = 29), only inside the base64 attachment of the site-assessment e-mail. septic-tank.md only says the "
     "ground is slow and points to the report (not gold)."),
    ("h03", "fact", "oisins gaeltacht booking ref",
     {"cug": ["CUG-26-0877"], "gael": ["CUG-26-0877"]}, ["0877"],
     "CUG-26-0877. The Feb travel/kit-list e-mail and family.ics mention the course but not the reference."),
    ("h04", "fact", "lisbon flight booking refrence",
     {"flights": ["QX7LMP"], "lisnote": ["QX7LMP"]}, ["qx7lmp"],
     "QX7LMP (Celtic Skyways). In the base64 flight confirmation and lisbon-trip.md. The apartment reservation "
     "is a different booking (distractor)."),
    ("h05", "fact", "how much is the stove quote from the clon crowd",
     {"ew_quote": ["4,120.00"], "stove": ["€4,120"], "budget": ["EW-0262),4120"]}, ["4120", "4,120"],
     "€4,120 incl. VAT (Ember West, Clonakilty, EW-0262). Distractor: the old Hearth & Home (Bandon) quote of "
     "€3,850 (HH-1193) in the Oct e-mail, the overview and the budget CSV."),
    # ---------------- who
    ("h06", "who", "whos dads public health nurse",
     {"dadplan": ["Bríd Hennessy"], "phn": ["Bríd Hennessy", "Public Health Nurse"], "family": ["Bríd Hennessy"]},
     ["hennessy", "brid"],
     "Bríd Hennessy, PHN at Ballincollig Health Centre. Distractors: the care-schedule and key-safe e-mails and "
     "the daily note of 22 Feb say 'the public health nurse'/'the PHN' without a name."),
    ("h07", "who", "name of the engineer that did the septic site assesment",
     {"site": ["Orla Crowley"], "septic": ["Orla Crowley"], "cottcal": ["Orla Crowley"]}, ["orla", "crowley"],
     "Orla Crowley of Carbery Wastewater Services. Distractors: the overview, the budget CSV and weekend-jobs.md "
     "name the firm or 'the septic engineer' only."),
    ("h08", "who", "oisin hurling coach name",
     {"u16": ["Jer Sheehan"], "hurl": ["Jer Sheehan"]}, ["sheehan"],
     "Jer Sheehan, Coill Rua GAA U16. Distractor: family.ics hurling training event (no coach named)."),
    ("h09", "who", "planner i met at the pre-planning clinic",
     {"ppc": ["Aoife Brennan"], "planning": ["Aoife Brennan"], "cottcal": ["Aoife Brennan"]}, ["brennan", "aoife"],
     "Aoife Brennan, Executive Planner, Cork County Council (West Cork). Distractor: overview (council, no name), "
     "budget CSV row for the clinic."),
    ("h10", "who", "dads morning carer",
     {"sched": ["Marta Kowalczyk", "08:30"], "dadplan": ["Marta Kowalczyk", "08:30-09:30"]}, ["marta"],
     "Marta Kowalczyk, Mon-Fri 08:30-09:30 (Cúram Home Care). Distractors: Joseph Mensah (evenings/weekends), "
     "the Cúram key-safe and April e-mails (carers not named as the morning carer), Sinéad Barry (co-ordinator)."),
    # ---------------- where
    ("h11", "where", "where does the gaeltacht bus go from",
     {"travel": ["Parnell Place Bus Station"], "family": ["Parnell Place Bus Station"]}, ["parnell"],
     "Parnell Place Bus Station, Cork (coach bays 10-12), Wed 1 July 10:00. Distractor: the booking e-mail and "
     "gaeltacht.md say travel details will follow."),
    ("h12", "where", "lisbon apt address",
     {"apt": ["Rua das Gaivotas 12"], "lisnote": ["Rua das Gaivotas 12"]}, ["gaivotas"],
     "Casa das Gaivotas, Rua das Gaivotas 12, 2.º Esq., Alfama. Distractor: the Lisbon ChatGPT conversation only "
     "says 'an apartment in Alfama'."),
    ("h13", "where", "christmas day swim where was it",
     {"mbox": ["Poll an Róin"], "swimcal": ["Poll an Róin"], "swimlog": ["Poll an Róin"],
      "swimnote": ["Poll an Róin"]}, ["poll"],
     "Poll an Róin beach, 25 Dec 10:30 (Cork Sea Rescue). Distractors: the regular meeting points Carraig Dhubh "
     "slipway / Old Boathouse at Trá Bheag."),
    ("h14", "where", "which pharmacy does dads blister packs",
     {"dadplan": ["Ó Riordáin's Pharmacy, Main Street"], "meds": ["Ó Riordáin's Pharmacy, Main Street"]},
     ["riordain"],
     "Ó Riordáin's Pharmacy, Main Street, Ballincollig. Distractors: memory-clinic note ('rang the pharmacy'), "
     "house-info sheet (blister pack in the press), dad-meds chat."),
    ("h15", "where", "pals recert venue",
     {"shifts": ["Clinical Simulation Suite, Level 1"], "cpd": ["Clinical Simulation Suite, Level 1"]},
     ["simulation"],
     "Clinical Simulation Suite, Level 1, Lee Valley Education Centre (Tue 24 March). Distractor: ward-audit-plan "
     "('book PALS recert', no venue)."),
    # ---------------- event_time
    ("h16", "event_time", "when is the stove going in",
     {"ew_quote": ["Saturday 14 March 2026"], "prep": ["Saturday 14 March"], "stove": ["Saturday 14 March 2026"],
      "cottcal": ["2026-03-14 08:30"], "gpt02": ["Saturday 14 March"]}, ["14-march", "0314"],
     "Sat 14 March 2026, 8:30am (Ember West). Distractors: old Hearth & Home date Sat 6 Dec 2025 (overview, Oct "
     "quote, cancelled event in cottage.ics); daily 22 Feb only says 'mid-March'."),
    ("h17", "event_time", "dads next memory clinic appt",
     {"clinic": ["22 April 2026 at 14:15"], "family": ["2026-04-22 14:15"]}, ["0422", "22-april"],
     "Wed 22 April 2026 at 14:15 (date only in the base64 clinic-letter attachment and family.ics). Distractors: "
     "the 28 Jan appointment (memory-clinic note, family.ics); the note says 'about three months'."),
    ("h18", "event_time", "parent teacher meeting oisin when",
     {"ptm": ["26 February 2026"], "family": ["2026-02-26 17:20"]}, ["0226"],
     "Thu 26 Feb 2026, 4-7pm, Niamh's slots from 5:20pm."),
    ("h19", "event_time", "gaeltacht balance due date",
     {"cug": ["15 April 2026"], "gael": ["15 April 2026"], "family": ["2026-04-15"]}, ["0415"],
     "€850 balance due by 15 April 2026. Distractors: medical form by 1 May; bus fare by 1 June (travel e-mail); "
     "the April rota also mentions 15 Apr (a shift)."),
    ("h20", "event_time", "what time was the pre planning clinic in skib",
     {"ppc": ["11:20"], "planning": ["11:20"], "cottcal": ["2025-12-02 11:20"]}, ["1120"],
     "Tue 2 Dec 2025 at 11:20 (ref PPC-W-25-0412). Distractor: budget CSV has the date but no time; overview says "
     "'early December'."),
    # ---------------- multi_source
    ("h21", "multi_source", "who's minding dad while im in lisbon",
     {"cathal": ["Saturday 18th about 6pm"], "curam_apr": ["Sunday 19 April"]}, [],
     "Cathal comes Thu 16 April (at Dad's by 11am) and leaves Sat 18 about 6pm (his e-mail); Cúram adds an extra "
     "Sat evening call and extended/extra Sunday calls (Sinéad's e-mail). Distractor: lisbon-trip.md to-do "
     "'sort cover for Dad' has no details."),
    ("h22", "multi_source", "lisbon what time do we land and when can we get into the apartment",
     {"flights": ["arr 09:25"], "apt": ["15:00"]}, [],
     "Land 09:25 (CS 482, base64 flight confirmation); apartment check-in from 15:00, bags at Café Gaivota from "
     "10:00 (reservation). family.ics has only an all-day Lisbon block."),
    ("h23", "multi_source", "stove prep hearth size and when is the sweep coming",
     {"prep": ["900 mm x 900 mm"], "hearth": ["Tuesday 10th at 2pm"]}, [],
     "Tomás needs a non-combustible hearth min 900x900 mm, 12 mm thick, plus a sweep cert and CO alarm; Pádraig "
     "pours the hearth Sat 7 March and Fergal sweeps Tue 10 March at 2pm. Distractor: the old Hearth & Home quote "
     "also asked for a sweep and CO alarm."),
    ("h24", "multi_source", "can i make the lisbon flight after my shift on the 15th",
     {"rota": ["Wed 15 Apr Day 07:45-20:15"], "flights": ["dep 06:40"]}, [],
     "Day shift Wed 15 April ends 20:15 (April rota e-mail); flight CS 482 leaves Cork 06:40 Thu 16 April, bag drop "
     "closes 05:55 (base64 flight confirmation). shifts.ics only covers Jan-Mar."),
    ("h25", "multi_source", "gaeltacht medical form deadline and gp fee",
     {"cug": ["1 May 2026"], "gpform": ["€25"]}, [],
     "Form must be back to the college by 1 May 2026 (booking e-mail); GP has it ready from Thu 12 March, €25 fee "
     "(practice e-mail). gaeltacht.md and family.ics only have a bare to-do."),
    # ---------------- decision
    ("h26", "decision", "lisbon in the end april or may",
     {"lis_apr": ["16 to 19 April"], "al": ["Thu 16 to Sun 19 April"], "lisnote": ["back to the April dates"],
      "gpt02": ["Thursday 16 to Sunday 19 April after all"], "family": ["original April dates"],
      "cathal": ["back on for the April dates"]}, ["april", "may"],
     "Reversed decision: moved to 7-10 May on 13 Jan, then back to the original 16-19 April on 3 Feb. Distractors: "
     "the 13 Jan 'May it is' reply and daily 11 Jan; the flight and apartment bookings made in Dec (before the "
     "change)."),
    ("h27", "decision", "what septic system did we go with",
     {"septic": ["packaged wastewater treatment system (BioClear 6PE) with a soil polishing"],
      "overview": ["packaged wastewater treatment system with a soil polishing filter"],
      "budget": ["Packaged treatment system + soil polishing filter,11900,0,accepted"]}, ["packaged", "bioclear"],
     "Packaged wastewater treatment system (BioClear 6PE) + ~60 m² soil polishing filter by Carbery, decided "
     "20 Nov 2025. Distractor: the site-assessment e-mail is only the recommendation/options."),
    ("h28", "decision", "what did i decide for the kitchen floor",
     {"d1109": ["reclaimed flagstones on a limecrete slab"], "overview": ["flagstones laid on a limecrete slab"],
      "budget": ["Limecrete + reclaimed flagstones"]}, ["flag", "limecrete"],
     "Reclaimed flagstones on a limecrete slab (kitchen + west room), decided 9 Nov 2025. Distractor: "
     "floor-ideas.md lists options with nothing decided."),
    ("h29", "decision", "why july gaeltacht course not june",
     {"gael": ["Junior Cycle exams run into June"]}, [],
     "Course 2 (1-21 July) picked because Course 1 (June) clashes with the Junior Cycle exams, Course 3 with the "
     "August U16 blitz, and Darragh is on Course 2. Distractors: booking e-mail, travel e-mail and family.ics show "
     "Course 2 but not why; hurling.md mentions the blitz."),
    ("h30", "decision", "is dad going to the day centre or not",
     {"phn": ["Tuesday 3 March 2026"], "d0222": ["Tuesday 3 March"],
      "family": ["Ionad Lae an Ghleanna", "freq=weekly;byday=tu,th"]}, ["day-centre", "daycentre"],
     "Yes: Ionad Lae an Ghleanna, Tue & Thu from 3 March 2026, minibus 9:45. Distractors: dad-care-plan.md "
     "('thinking about it, not deciding'), memory-clinic note and clinic letter (consultant encourages it)."),
    # ---------------- temporal_current
    ("h31", "temporal_current", "who is fitting the stove now",
     {"ew_quote": ["Ember West"], "prep": ["Ember West"], "hearth": ["Tomás"], "stove": ["installer is now"],
      "cottcal": ["Ember West"], "budget": ["Ember West Stoves"], "gpt02": ["Ember West are fitting"],
      "d0222": ["Tomás confirmed the stove"]}, ["ember", "tomas"],
     "Ember West Stoves, Clonakilty (Tomás Ó Súilleabháin) since Jan 2026. Old: Hearth & Home, Bandon (Declan "
     "Kingston) in the overview, the Oct quote and the cancelled cottage.ics event; the cancellation e-mail and "
     "daily 11 Jan don't name the new installer."),
    ("h32", "temporal_current", "dads donepezil dose now",
     {"clinic": ["10 mg"], "memnote": ["10 mg"], "meds": ["Donepezil 10 mg"], "dadmeds": ["10 mg"],
      "d0222": ["10 mg donepezil"]}, ["10mg", "10-mg"],
     "10 mg at night since 2 Feb 2026. Old value 5 mg in dad-care-plan.md (Nov 2025) and the Nov ChatGPT chat."),
    ("h33", "temporal_current", "where do the ronta swimmers meet now",
     {"mbox": ["Old Boathouse"], "swimnote": ["Old Boathouse at Trá Bheag"], "swimlog": ["Old Boathouse"],
      "d0111": ["Old Boathouse at Trá Bheag"], "d0222": ["Old Boathouse"]}, ["boathouse", "bheag"],
     "Old Boathouse, Trá Bheag since 11 Jan 2026. Old: Carraig Dhubh slipway (swim.ics is stale, daily 5 Oct, "
     "first list mail)."),
    ("h34", "temporal_current", "key safe code dads",
     {"keysafe": ["2958"]}, ["2958"],
     "2958 since 19 Jan 2026, only in the base64 Cúram e-mail. Old code 4417 in dad-care-plan.md and the carers' "
     "info sheet."),
    ("h35", "temporal_current", "what nights is oisins hurling training",
     {"u16": ["MONDAYS and WEDNESDAYS, 7:00 to 8:00pm"], "hurl": ["Monday & Wednesday 7:00-8:00pm"]}, [],
     "Mon & Wed 7-8pm on the floodlit astro at Páirc na Coille since 3 Nov. Old: Tue/Thu 6:30 main pitch "
     "(family.ics RRULE is stale; daily 5 Oct)."),
    # ---------------- open_loop
    ("h36", "open_loop", "what do i still need to send the credit union",
     {"cu": ["before 31 March"], "loan": ["31 March 2026"], "cottcal": ["evidence of spend"],
      "weekend": ["send the credit union copies of the invoices"], "quick": ["I still have to send them the invoices"]},
     [], "Invoices/receipts as evidence of spend by 31 March 2026 (not sent yet)."),
    ("h37", "open_loop", "did i pay the gaeltacht balance yet",
     {"gael": ["- [ ] pay the balance"], "family": ["Pay Gaeltacht balance", "needs-action"]}, [],
     "Not yet: unchecked to-do and a NEEDS-ACTION VTODO; €850 due 15 April. Related but not answering the status: "
     "the booking e-mail (states the amount due)."),
    ("h38", "open_loop", "what did i say id book for lisbon",
     {"lis_apr": ["book the Pena Palace tickets"], "lisnote": ["Pena Palace"]}, [],
     "Niamh promised to book Pena Palace timed tickets for Sat 18 April and send the girls the link. Distractor: "
     "the Lisbon ChatGPT itinerary suggests Pena generically."),
    ("h39", "open_loop", "hand hygeine audit results due",
     {"audit": ["Fri 20 March"], "rota": ["Friday 20 March"], "shifts": ["hand hygiene audit - results to IPC"]},
     [], "Q1 hand hygiene results to IPC by Fri 20 March 2026; a weekend observation session still outstanding."),
    ("h40", "open_loop", "co alarm cottage still to buy",
     {"weekend": ["CO alarm"], "cottcal": ["Buy CO alarm"], "prep": ["carbon monoxide alarm"],
      "quick": ["I still haven't bought one"], "stove": ["buy a CO alarm"], "budget": ["CO alarm (main room),40,0,to buy"],
      "d0222": ["need to get the CO alarm"], "hearth": ["The CO alarm is your job"]}, [],
     "Still not bought; needed before the stove is commissioned on 14 March. Distractors: the heritage newsletter "
     "(CO alarm advice + offer) and the old Hearth & Home quote."),
    # ---------------- preference
    ("h41", "preference", "food i cant eat lisbon",
     {"gpt02": ["allergic to shellfish"], "lisnote": ["don't eat shellfish"]}, [],
     "Shellfish allergy (prawns, crab, mussels) - fish is fine. Siobhán is the vegetarian (distractor)."),
    ("h42", "preference", "what do i like eating on nights",
     {"food": ["soup in a flask"], "d1005": ["lentil soup"]}, [],
     "Soup in a flask, overnight oats, Greek yoghurt with berries, boiled eggs; no big meal at 3am, no energy or "
     "fizzy drinks, no caffeine after 3am, not much cheese. Daily 5 Oct shows the night batch-cook (soup + oats)."),
    ("h43", "preference", "windows timber or pvc",
     {"gpt11": ["I really don't want uPVC"], "overview": ["No uPVC"]}, ["upvc", "timber"],
     "Timber box sash windows painted sage green, never uPVC. Distractor: the heritage newsletter (general advice, "
     "not hers); budget CSV windows row."),
    ("h44", "preference", "wetsuit or not sea swim",
     {"swimnote": ["No wetsuit"], "quick": ["never wear a wetsuit"]}, [],
     "No wetsuit ever - togs plus neoprene socks and gloves in winter."),
    ("h45", "preference", "things dad likes",
     {"dadplan": ["two sugars"], "houseinfo": ["two sugars"]}, [],
     "Hurling on the radio (Cork, Na Piarsaigh), strong tea with two sugars in the big blue mug, the crossword, a "
     "walk to the weir, Oisín, old West Cork photos; dislikes being rushed and evening showers."),
    # ---------------- vague
    ("h46", "vague", "report about the broken old sewage tank in the field",
     {"site": ["cracked"], "septic": ["cracked"]}, [],
     "The Carbery site-assessment report (old block tank with a cracked lid and walls) and septic-tank.md. "
     "Distractor: overview (brief)."),
    ("h47", "vague", "the fireplace fella who kept putting off the job",
     {"hh_cancel": ["week of 13 April"], "stove": ["week of 13 April"], "d0111": ["not waiting till April"],
      "cottcal": ["Liner on backorder"]}, [],
     "Declan Kingston of Hearth & Home: liner on backorder, pushed from 6 Dec to April, cancelled 9 Jan. "
     "Distractors: the original Oct quote e-mail and the budget CSV row ('cancelled')."),
    ("h48", "vague", "dad gets agitated late afternoon wants to go out what helps",
     {"gpt11": ["sundowning"], "dadplan": ["sundowning"], "d1109": ["late-afternoon confusion"]}, [],
     "Sundowning: lights on early, radio low, small jobs, tea at half four, don't argue about Mam, Cathal's earlier "
     "call. Mentions only: memory-clinic note, clinic letter, daily 22 Feb."),
    ("h49", "vague", "what the lad needs to pack for irish college",
     {"travel": ["WHAT TO BRING"]}, [],
     "The college's kit list (sleeping bag/duvet cover, towels, rain gear, togs, dictionary, labelled). "
     "Distractor: gaeltacht.md to-do (name labels only) and the booking e-mail."),
    ("h50", "vague", "letter from the lending co-op about the house money",
     {"loan": ["approved"], "cu": ["Approved 31 Oct 2025"]}, [],
     "Lee Harbour Credit Union loan approval (€20,000, €395.08/month). Distractor: the overview money table."),
]

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current", "open_loop",
         "preference", "vague"]

KEYS = {}
ANSWER_TERMS = {}


def build():
    out = []
    for qid, kind, query, keys, terms, hint in Q:
        gold = [E[a] for a in keys]
        out.append({"id": qid, "query": query, "gold": gold, "kind": kind, "gold_hint": hint})
        KEYS[qid] = {E[a]: v for a, v in keys.items()}
        ANSWER_TERMS[qid] = terms
    assert len(out) == 50
    for i, k in enumerate(KINDS):
        assert [q["kind"] for q in out[i * 5:(i + 1) * 5]] == [k] * 5, k
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(os.path.dirname(here), "queries.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return out


if __name__ == "__main__":
    build()
    print("queries.json written")
