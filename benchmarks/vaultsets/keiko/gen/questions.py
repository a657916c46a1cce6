"""Question list with per-gold-file answer keys. `python gen/questions.py` writes ../queries.json
(id, query, gold, kind, gold_hint); check.py uses KEYS from here."""
import json
import os

DISCORD = "chats/discord/Rink Rats - Text Channels - team-chat [1281604414168145981].json"
CHATGPT = "chats/chatgpt/conversations.json"
SMS = "chats/sms_graham_2025.json"
E_OLAF = "mail/2024/07/2024-07-17_olafson_invoice.eml"
E_KEYACK = "mail/2024/07/2024-07-19_keystone_claim.eml"
E_MSOREG = "mail/2024/09/2024-09-20_mso_registration.eml"
E_LUCJAN = "mail/2024/11/2024-11-05_luc_january_schedule.eml"
E_REGFWD = "mail/2025/01/2025-01-21_fwd_mso_regionals.eml"
E_CITY = "mail/2025/02/2025-02-11_city_flood_subsidy.eml"
E_SETTLE = "mail/2025/03/2025-03-04_keystone_building_settlement.eml"
E_INSP = "mail/2025/03/2025-03-14_luc_inspection_moved.eml"
E_BANQ = "mail/2025/03/2025-03-18_curling_banquet_invite.eml"
E_COMPL = "mail/2025/04/2025-04-02_luc_completion_update.eml"
E_FLOOR = "mail/2025/04/2025-04-03_re_flooring_change.eml"
E_GAPR = "mail/2025/04/2025-04-15_graham_pickup_days.eml"
E_KAPR = "mail/2025/04/2025-04-16_re_pickup_days.eml"
E_PROV = "mail/2025/04/2025-04-22_mso_provincials_info.eml"
E_VP = "mail/2025/05/2025-05-02_vp_class_coverage.eml"
E_EMI = "mail/2025/05/2025-05-06_emi_re_mom_70th.eml"
E_SWIM = "mail/2025/05/2025-05-14_swim_registration_receipt.eml"
MBOX = "mail/lists/riverbend-curling-members.mbox"
ICS_P = "calendars/keiko_personal.ics"
ICS_S = "calendars/school_ahc.ics"
ICS_K = "calendars/kenji_shared.ics"
GAMES = "curling/2024-25_game_log.csv"
J_OCT = "journal/2024-10-27_sunday_ramble.md"
J_JAN = "journal/2025-01-26_winter_brain_dump.md"
J_APR = "journal/2025-04-27_spring_ramble.md"
OLY = "notes/school/olympiad_2025.md"

# (id, kind, query, {gold_path: [keys]}, gold_hint)
Q = [
    # ------------------------------------------------------------ fact
    ("h01", "fact", "keystone claim #", {E_KEYACK: ["KMI-240719-0583"]},
     "KMI-240719-0583 -- only inside the base64 HTML body of Keystone's Jul 19 acknowledgement; "
     "insurance_claim.md just points to that email; the settlement email only has the adjuster file ref SB-2207"),
    ("h02", "fact", "City flood subsidy ref number", {E_CITY: ["BFP-2025-03318"]},
     "BFP-2025-03318 -- only in the base64 approval-letter attachment of the City email (Feb 11); "
     "reno_tracker/daily 2025-05-12 mention the subsidy without the number"),
    ("h03", "fact", "olympiad team code", {E_MSOREG: ["MBSO-T-1187"]},
     "MBSO-T-1187 -- only in the base64 body of the MSO registration confirmation (Sep 20); "
     "olympiad_2025.md only points to it; the provincials package doesn't repeat it"),
    ("h04", "fact", "wifi pasword house sitter", {"house_sitter_sheet.txt": ["mochi-toque-1987"]},
     "network TanakaReid-5G, password mochi-toque-1987 (house_sitter_sheet.txt)"),
    ("h05", "fact", "deductable on the flood claim",
     {"notes/basement/insurance_claim.md": ["Deductible: $1,500"], E_SETTLE: ["Less deductible", "1,500.00"]},
     "$1,500 sewer-backup deductible (insurance_claim.md; subtracted in Shauna's Mar 4 settlement); "
     "distractor: the regular $500 deductible mentioned in the same note"),
    # ------------------------------------------------------------ who
    ("h06", "who", "plumber guy who came the morning after the flood",
     {E_OLAF: ["Derek Olafson"], "notes/basement/flood_2024-07-14.md": ["Derek Olafson"]},
     "Derek Olafson, Olafson Plumbing & Drain (invoice email + flood log); the ledger/reno notes name "
     "only the company for later jobs (backup pump, backwater valve)"),
    ("h07", "who", "who's my insurance adjuster",
     {"notes/basement/insurance_claim.md": ["Shauna Boychuk"], E_SETTLE: ["Shauna Boychuk"]},
     "Shauna Boychuk, Keystone Mutual (insurance_claim.md + settlement email); the personal calendar "
     "has the adjuster visit without a name, daily 2025-03-11 says only 'Shauna'"),
    ("h08", "who", "who's covering my classes during provincials", {E_VP: ["Hannah Wiebe"]},
     "Hannah Wiebe (VP Sanjay Mehta's May 2 email); distractors: olympiad_2025.md 'Tom covers? No', "
     "spring journal 'whoever covers'"),
    ("h09", "who", "electrician on the basement job",
     {E_LUCJAN: ["Dupuis Electric (Marcel)"], E_INSP: ["Marcel Dupuis (Dupuis Electric)"]},
     "Marcel Dupuis of Dupuis Electric (Luc's Nov 5 schedule + Mar 14 inspection email); reno.ics only says "
     "'Electrician on site'"),
    ("h10", "who", "spare who filled in when dana hurt her wrist",
     {DISCORD: ["Jen Kaminski"], GAMES: ["spare: Jen Kaminski"]},
     "Jen Kaminski (Discord Jan 14/16 + game log 'spare' notes); winter journal and daily 2025-01-14 say "
     "only 'a spare'; Rob took over as skip (not the spare)"),
    # ------------------------------------------------------------ where
    ("h11", "where", "where is the main water shutoff",
     {"house_sitter_sheet.txt": ["behind the laundry tub"]},
     "furnace room, behind the laundry tub, red lever handle (house_sitter_sheet.txt); flood log only "
     "mentions the breaker panel in the furnace room"),
    ("h12", "where", "curling windup dinner venue", {E_BANQ: ["Café Bélanger"]},
     "Café Bélanger, 2nd floor, 312 Provencher Blvd (St. Boniface) -- name only in the QP-encoded parts "
     "of the Mar 18 banquet invite; Discord and the personal calendar just say 'see the club email'"),
    ("h13", "where", "where were sci olympiad regionals held",
     {E_REGFWD: ["Maplewood Regional Secondary"], ICS_S: ["Maplewood Regional Secondary"]},
     "Maplewood Regional Secondary, 880 Maplewood Ave, Gym B (Tom's forward + school calendar); "
     "distractor: provincials venue (Kinsmen Science Centre)"),
    ("h14", "where", "kenji handoff spot w/ graham", {SMS: ["Bean Counter"]},
     "the Bean Counter on St. Mary's Rd (SMS Apr 24); Graham's Apr 15 email only says 'somewhere else, I'll text'; "
     "older: school pickup"),
    ("h15", "where", "where are kenjis swimming lessons",
     {E_SWIM: ["Sage Creek Leisure Pool"], ICS_K: ["Sage Creek Leisure Pool"]},
     "Sage Creek Leisure Pool, 25 Sage Creek Blvd (registration receipt + shared Kenji calendar); "
     "kenji_info.md only says 'see the receipt'"),
    # ------------------------------------------------------------ event_time
    ("h16", "event_time", "when's the final electrical inspection", {E_INSP: ["Thursday April 24"]},
     "Thu April 24, 2025, 8-12 (Luc's Mar 14 email); STALE: basement_reno.ics, reno_tracker.md and the "
     "Feb 3 delay email all say April 8"),
    ("h17", "event_time", "date of olympiad regionals",
     {E_REGFWD: ["Saturday, February 22, 2025"], ICS_S: ["2025-02-22"]},
     "Saturday Feb 22, 2025, check-in 7:30 (forwarded MSO email + school calendar); distractor: "
     "provincials May 23-24"),
    ("h18", "event_time", "spring bonspiel dates", {MBOX: ["Friday March 28 to Sunday March 30"]},
     "Spring Fling Bonspiel, Fri Mar 28 - Sun Mar 30 2025 (club mailing list mbox); Discord mentions "
     "the spiel without dates; the Calgary trip (Mar 22-29) is why Keiko missed it"),
    ("h19", "event_time", "Kenji dentist appt when", {ICS_P: ["2025-05-27T15:40"]},
     "Tue May 27, 2025 3:40 pm, Dr. Mah at Pembina Kids Dental (personal calendar); kenji_info.md names "
     "the dentist but no date; spring journal says only 'end of May'"),
    ("h20", "event_time", "december curling game moved to wed - what time",
     {ICS_P: ["2024-12-11T20:45"], MBOX: ["Wednesday, December 11 at 8:45 pm"], GAMES: ["2024-12-11,8:45 pm"]},
     "Wed Dec 11, 2024 at 8:45 pm (RECURRENCE-ID override in the personal calendar, club list email, "
     "game log); Discord only says 'check your email' / 'playing midweek'"),
    # ------------------------------------------------------------ multi_source
    ("h21", "multi_source", "how much back total from insurance + city rebate",
     {E_SETTLE: ["27,850.00"], E_CITY: ["2,650.00"]},
     "$27,850 insurance building payment (Shauna's Mar 4 email) + $2,650 City subsidy (only in the "
     "base64 approval letter) = $30,500; distractors: the $29,350 estimate, the $30,000 endorsement limit"),
    ("h22", "multi_source", "provincials venue and how do i book the bus",
     {E_PROV: ["Kinsmen Science Centre"], "olympiad_bus_booking.txt": ["form TR-7"]},
     "venue Kinsmen Science Centre, Hall B, 1450 Waverley St (MSO Apr 22 package) + bus via form TR-7, "
     "principal signs, 15 school days ahead (olympiad_bus_booking.txt); olympiad note/school calendar only point"),
    ("h23", "multi_source", "sump pump model and how to test it",
     {E_OLAF: ["AquaVault AV-33C"], "sump_pump_howto.txt": ["5-gallon bucket"]},
     "model AquaVault AV-33C (only in the base64 invoice attachment) + monthly test: pour a 5-gallon bucket "
     "in the pit, float lifts, pump runs 10-15 s (sump_pump_howto.txt, which says model # is on the invoice)"),
    ("h24", "multi_source", "mom 70th plan + what gift am i getting",
     {E_EMI: ["Yuzu Garden"], "notes/gift_ideas.md": ["photo book"]},
     "Sat June 14, 6 pm, Yuzu Garden on Corydon (Emi's May 6 email) + gift: photo book of the 2019 Japan "
     "trip (gift_ideas.md); daily 2025-05-12 and spring journal only say 'order the gift'"),
    ("h25", "multi_source", "kenji summer camp which one + cost",
     {SMS: ["Prairie Wild nature camp, the week of July 7"], CHATGPT: ["$265/week"]},
     "Prairie Wild nature day camp, week of July 7, split with Graham (SMS Mar 3) + $265/week "
     "(ChatGPT 'Day camp comparison'); distractor: Byte Builders $410/week"),
    # ------------------------------------------------------------ decision
    ("h26", "decision", "why did we pick luc over red river",
     {"notes/basement/contractor_quotes.md": ["Nakamuras"]},
     "Prairie Basement Renovations (Luc): ~$5,800 cheaper, January start, and the Nakamuras' reference "
     "(contractor_quotes.md); the two quote emails give only prices"),
    ("h27", "decision", "basement floor carpet or vinyl final?", {E_FLOOR: ["Harbour Grey"]},
     "REVERSED: final = waterproof vinyl plank 'Harbour Grey' (Keiko's Apr 3 reply to Luc); the earlier "
     "carpet decision (Berber 'Oatmeal', Dec) is in reno_tracker.md, basement_reno.ics, winter journal"),
    ("h28", "decision", "which backup pump did we go with",
     {"daily/2024-08-21.md": ["going with the battery backup"], "sump_pump_howto.txt": ["battery-powered"]},
     "battery backup (12V), not water-powered (daily 2024-08-21; the how-to describes the battery backup); "
     "ChatGPT 'Backup sump pump options' only compares the two"),
    ("h29", "decision", "olympiad event we dropped for provincials", {OLY: ["dropping Bridge Building"]},
     "Bridge Building dropped (decided Mar 20 with Tom, olympiad_2025.md); spring journal mentions the "
     "decision without naming the event"),
    ("h30", "decision", "shower in the basement washroom y/n",
     {"chats/assistant_basement_budget_2025-01-28.json": ["no shower, 2-piece only"],
      "notes/basement/reno_tracker.md": ["2-piece, no shower"]},
     "no shower, 2-piece only (budget chat Jan 28 + reno_tracker decisions); winter journal was still "
     "'leaning no'"),
    # ------------------------------------------------------------ temporal_current
    ("h31", "temporal_current", "who's our skip now", {DISCORD: ["Priti is officially our skip"]},
     "Priti Anand (Discord, pinned Mar 5 2025); OLD: Dana Kowalczyk (team.md, Oct journal), Rob Delorme "
     "interim Jan-Feb (daily 2025-01-14, winter journal)"),
    ("h32", "temporal_current", "when will the basement actually be done",
     {E_COMPL: ["Friday, May 30, 2025"]},
     "May 30, 2025 (Luc's Apr 2 email); OLD: Mar 21 (Nov 5 email, winter journal), Apr 11 (Feb 3 email, "
     "reno_tracker.md, basement_reno.ics)"),
    ("h33", "temporal_current", "graham pickup days rn",
     {E_GAPR: ["Wednesdays and Fridays"], E_KAPR: ["Wednesdays and Fridays"], ICS_K: ["BYDAY=WE,FR"]},
     "Wednesdays and Fridays since the week of Apr 21 2025 (Graham's Apr 15 email, Keiko's reply, shared "
     "calendar's open-ended WE,FR rule); OLD: Tue/Thu (fall), Mon/Wed (Jan; schedule_with_graham.md)"),
    ("h34", "temporal_current", "reno contract total after change orders", {E_COMPL: ["$41,950"]},
     "$41,950 incl. GST after CO-2 (Luc's Apr 2 email); OLD: $38,400 quote, $39,700 after CO-1 "
     "(Feb 3 email, budget chat)"),
    ("h35", "temporal_current", "where's olympiad practise now", {OLY: ["Room 118 (Learning Commons)"]},
     "Room 118, Learning Commons, since Feb 13 (olympiad_2025.md); STALE: school_ahc.ics still says "
     "Room 214 (chem lab)"),
    # ------------------------------------------------------------ open_loop
    ("h36", "open_loop", "what does keystone still need from me",
     {E_SETTLE: ["receipts for the dehumidifier rental"], "daily/2025-03-11.md": ["air mover rental receipts"]},
     "contents portion still open: dehumidifier + air mover rental receipts (and the freezer receipt) "
     "(Shauna's Mar 4 email; daily 2025-03-11 unchecked task); the ledger only lists the rentals"),
    ("h37", "open_loop", "which kids havent handed in permission forms",
     {OLY: ["still missing Owen Klassen and Mateo Lopez"]},
     "Owen Klassen and Mateo Lopez (olympiad_2025.md checklist); Nadia's is a medical form, not permission"),
    ("h38", "open_loop", "what do i still need to send the city for the rebate",
     {E_CITY: ["photograph of the installed backwater valve"], "daily/2025-05-12.md": ["photo of the installed backwater valve"]},
     "paid plumber invoice + photo of the installed backwater valve + permit sign-off, within 90 days "
     "(approval letter, base64 attachment) -- still undone (daily 2025-05-12)"),
    ("h39", "open_loop", "do i owe anyone money for curling",
     {DISCORD: ["still haven't got your $45"], J_APR: ["Owe Rob money for the bonspiel"]},
     "$45 to Rob for the Spring Fling entry, still unpaid as of May 6 (Discord; spring journal to-do); "
     "distractors: $310 dues (paid), $55 banquet ticket"),
    ("h40", "open_loop", "kenji passport renewal todo",
     {ICS_P: ["Renew Kenji's passport"], "daily/2025-05-12.md": ["passport renewal form"],
      J_APR: ["passport is expiring"]},
     "renew Kenji's passport (expires July): needs Graham's signature, a guarantor, new photos "
     "(VTODO NEEDS-ACTION in personal calendar, daily 2025-05-12, spring journal)"),
    # ------------------------------------------------------------ preference
    ("h41", "preference", "herb i can't stand", {"notes/recipes/weeknight_dinners.md": ["NO cilantro"]},
     "cilantro (tastes like soap) -- weeknight_dinners.md"),
    ("h42", "preference", "what position do i like in curling",
     {J_OCT: ["I love playing second"], DISCORD: ["I love playing second"]},
     "second (hits + sweeping, never skip) -- Oct journal + Discord (Oct 1, Mar 4 'staying at second')"),
    ("h43", "preference", "my fav tea", {"chats/quick_questions.jsonl": ["genmaicha"]},
     "genmaicha (quick_questions.jsonl, Nov 11)"),
    ("h44", "preference", "pen i like for marking", {J_JAN: ["green Pilot G2"]},
     "green Pilot G2 0.7, never red (winter journal)"),
    ("h45", "preference", "early or late draw preference", {DISCORD: ["early draw please"]},
     "early 7:00 draw (9 pm on a school night is brutal) -- Discord Apr 8; club AGM email only asks"),
    # ------------------------------------------------------------ vague
    ("h46", "vague", "what did my sister say about the roof", {E_EMI: ["full re-roof"]},
     "Emi: Mom's roof needs a full re-roof (~$14,000), curling/missing shingles, don't tell Mom yet, "
     "maybe a joint birthday gift (May 6 email); spring journal only says Emi worries about the house"),
    ("h47", "vague", "colourful fire demo the kids loved", {"notes/school/chem_demos.md": ["boric acid"]},
     "green flame: boric acid in methanol (chem_demos.md); Oct journal mentions 'the fire demo' only"),
    ("h48", "vague", "that musty smell downstairs what was it", {"daily/2024-11-19.md": ["old carpet pad"], J_JAN: ["old carpet pad"]},
     "not mould (test kit negative) -- the old carpet pad under the stairs (daily 2024-11-19; the "
     "winter journal confirms it when Luc's crew ripped it out in January)"),
    ("h49", "vague", "novel someone from curling recommended", {DISCORD: ["Salt and Ice"]},
     "'Salt and Ice' by Mireille Arsenault, recommended by Priti (Discord Oct 15); journals mention "
     "'Priti's novel' without the title"),
    ("h50", "vague", "mole problems chatgpt made for the olympiad kids", {CHATGPT: ["limiting reagent"]},
     "ChatGPT 'Stoichiometry practice set' (Jan 18, edited prompt branch; 8 problems, #5 answer was wrong: "
     "17.0 g NH3); winter journal only mentions asking ChatGPT"),
]

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]

KEYS = {qid: gold for qid, _k, _q, gold, _h in Q}

# facts that may only exist inside encoded parts (absent from the raw bytes of every file)
HIDDEN = {
    "KMI-240719-0583": E_KEYACK,
    "AquaVault AV-33C": E_OLAF,
    "MBSO-T-1187": E_MSOREG,
    "BFP-2025-03318": E_CITY,
    "2,650.00": E_CITY,
    "Café Bélanger": E_BANQ,
}


def queries():
    return [{"id": qid, "query": q, "gold": list(gold), "kind": k, "gold_hint": h}
            for qid, k, q, gold, h in Q]


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(os.path.dirname(here), "queries.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(queries(), f, indent=2, ensure_ascii=False)
        f.write("\n")
    print("wrote %d queries to %s" % (len(Q), out))
