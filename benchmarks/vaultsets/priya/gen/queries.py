"""Questions for Priya's vault -> OUT/queries.json.

Each entry: id, kind, query, gold, gold_hint, and `check`: either a list of
groups (each group = alternatives; a file passes if every group has one
alternative present in its decoded text, case-insensitive), applied to every
gold file, or a dict {gold_file: groups} for per-file checks (multi_source).
"""
import json
import os

M = "mail/2025/"
Q = []


def q(id_, kind, query, gold, hint, check):
    Q.append({"id": id_, "kind": kind, "query": query, "gold": gold,
              "gold_hint": hint, "check": check})


# ------------------------------------------------------------------ fact
q("h01", "fact", "deposit protection ref no",
  [M + "12/2025-12-04_safehold-dispute-opened.eml", "chats/assistant/moving-deposit-2025-11.json"],
  "SafeHold deposit ID SH-2291-0457 (base64 body of the dispute e-mail; Priya also pastes it in the Nov moving chat). "
  "Distractors: dispute case ref DR-558102, council ref SR-2025-118734, tenancy-summary.txt (scheme name, no ID), damp log.",
  [["SH-2291-0457"]])
q("h02", "fact", "car insurence policy number",
  [M + "09/2025-09-12_new-car-insurance-policy.eml", "notes/car/fiesta-log.md"],
  "Current policy HM-7730-2214 (Harbourline; base64 e-mail body + fiesta log). Old Brindle policy BRI-55820914 "
  "in the Brindle renewal e-mail and the log's history rows is the distractor.",
  [["HM-7730-2214"]])
q("h03", "fact", "leo fitzgerald unpaid invoice no",
  [M + "11/2025-11-18_re-invoice-reminder.eml", "data/tutoring-sessions-2025.csv", "calendar/tutoring.ics"],
  "INV-2025-047, £144 (4 Oct sessions x £36), OVERDUE in the CSV; reminder quoted in Harriet's reply; VTODO to chase. "
  "Distractor: Leo's Nov invoice INV-2025-052 (status sent, not yet due).",
  [["INV-2025-047"]])
q("h04", "fact", "allotmnt rent 2026 how much",
  ["mail/lists/dogpool-plotholders.mbox"],
  "Half plot £74 for 2026 (Priya's 14B is a half plot), only in the base64 'Rents for 2026' list message. "
  "Distractors: 2025 rent £68 (plot note, rules txt, Jan list message), full plot £138.",
  [["£74"]])
q("h05", "fact", "improvement notice ref council",
  [M + "04/2025-04-24_council-inspection-outcome.eml", "notes/flat/damp-dispute-log.md"],
  "PRS/IN/25/0412 (in the base64 attachment of the council outcome e-mail and in the damp log). "
  "Distractor: service request SR-2025-118734 (booking e-mail).",
  [["PRS/IN/25/0412"]])

# ------------------------------------------------------------------ who
q("h06", "who", "council officer who inspected damp",
  [M + "03/2025-03-20_council-inspection-booked.eml", M + "04/2025-04-24_council-inspection-outcome.eml",
   "calendar/home-car.ics", "notes/flat/damp-dispute-log.md", "notes/daily/2025-04-08.md"],
  "Nadia Farooqui, Environmental Health Officer (BCC private rented services). Distractors: damp chat (council "
  "mentioned, no name), DryWise's Jason Pike (contractor), Kerry Walsh (agent).",
  [["Farooqui"]])
q("h07", "who", "wedding venue coordinator name",
  [M + "04/2025-04-09_new-venue-booking-confirmed.eml", "notes/wedding/anjali-wedding-master.md",
   "calendar/wedding.ics"],
  "Fiona Blake, Events Manager at Larkspur Hall. Distractors: speech draft / budget CSV / Anjali's e-mails naming "
  "Larkspur or 'the venue' without a person; Deepa Menon is the caterer.",
  [["Fiona Blake"]])
q("h08", "who", "allotment secretary",
  ["mail/lists/dogpool-plotholders.mbox", "notes/allotment/plot-14b-2025.md", "docs/allotment-rules-2025.txt"],
  "Dennis Maguire. Distractors: daily 2025-09-24 and inbox.md mention 'Dennis' without role; Hilary Osei is treasurer; "
  "Stan Kowalczyk is the plot neighbour.",
  [["Maguire"]])
q("h09", "who", "whos my letting agent contact",
  [M + "01/2025-01-14_mould-report.eml", M + "01/2025-01-21_re-mould-report.eml",
   M + "05/2025-05-13_fwd-damp-works-dates.eml", M + "09/2025-09-26_notice-to-end-tenancy.eml",
   M + "12/2025-12-01_checkout-deductions.eml", "notes/flat/damp-dispute-log.md",
   "docs/tenancy-summary.txt", "chats/chatgpt/conversations-2025-03.json"],
  "Kerry Walsh, property manager at Pennant Lettings (the damp chat says 'the property manager, Kerry'). "
  "Distractors: landlord Graham Tillotson; daily notes mention 'Kerry' without role; moving chat names Pennant only; "
  "new Harborne agent 'Jas' (moving checklist); home-car.ics mentions 'Kerry's e-mails' without role.",
  [["Kerry"], ["Pennant", "property manager"]])
q("h10", "who", "mechanic who did the mot",
  [M + "11/2025-11-08_mot-result.eml", "notes/car/fiesta-log.md", "notes/daily/2025-11-08.md"],
  "Gareth 'Gaz' Doyle at Pershore Road Autocare. Distractors: home-car.ics MOT event names the garage only; "
  "its VTODO says 'book rear brake pipes with Gaz' (nickname, no role).",
  [["Doyle"]])

# ------------------------------------------------------------------ where
q("h11", "where", "mehndi night where",
  ["notes/wedding/mehndi-plan.md", "calendar/wedding.ics", "notes/wedding/anjali-wedding-master.md"],
  "At Amma & Appa's house, 22 Wyndcliffe Drive, Handsworth Wood (marquee in the garden); the master note says "
  "'at Amma & Appa's'. Distractors: wedding itself at Larkspur Hall; budget CSV 'Henna (mehndi)' row.",
  [["mehndi"], ["Wyndcliffe", "Amma & Appa"]])
q("h12", "where", "sat tutoring room location",
  ["notes/tutoring/plus-one-overview.md", "calendar/tutoring.ics", M + "09/2025-09-01_new-rates-sept.eml",
   "chats/chatgpt/conversations-2025-10.json"],
  "Room 3, Stirchley Community Hub. Distractors: CSV (mode 'in person' only), Zoom sessions.",
  [["Stirchley"], ["Room 3"]])
q("h13", "where", "yr 9 reward trip venue",
  ["notes/school/yr9-trip-planning.md", M + "10/2025-10-21_yr9-trip-centre-booking.eml"],
  "Kingswood Ridge Activity Centre, near Bromsgrove. Distractors: rejected options in the note; options evening "
  "(Main Hall); Ashdown Grange was also 'near Bromsgrove'.",
  [["Kingswood Ridge"]])
q("h14", "where", "new flat address",
  ["notes/flat/moving-checklist.md", "chats/assistant/moving-deposit-2025-11.json"],
  "Flat 5, Rosslyn Court, 18 Alderbrook Road, Harborne B17 9PL. Distractors: old address 41 Woodbridge Grove "
  "(many files); daily 2025-11-29 and 2025-09-24 just say 'Harborne'.",
  [["Alderbrook Road"]])
q("h15", "where", "where's anjali's lehenga fitting",
  [M + "11/2025-11-20_lehenga-fitting-booking.eml"],
  "Rani Couture bridal studio, first floor, 271 Soho Road, Handsworth (not the Ladypool Road shop) - only in the "
  "base64 HTML e-mail. Distractors: wedding.ics fitting event (no location), master note and budget CSV (shop name only).",
  [["271 Soho Road"]])

# ------------------------------------------------------------------ event_time
q("h16", "event_time", "council damp inspection date",
  [M + "03/2025-03-20_council-inspection-booked.eml", "calendar/home-car.ics", "notes/flat/damp-dispute-log.md",
   "notes/daily/2025-04-08.md", M + "04/2025-04-24_council-inspection-outcome.eml"],
  "Tuesday 8 April 2025, 10:00 (the outcome letter restates 8 April). Distractors: outcome letter date 24 Apr; "
  "DryWise works 3-4 June; works start deadline 2 June.",
  [["8 April", "8 Apr", "20250408"]])
q("h17", "event_time", "caterer tasting wen",
  [M + "10/2025-10-03_caterer-quote-and-tasting.eml", "calendar/wedding.ics", "notes/daily/2025-10-11.md",
   "notes/wedding/anjali-wedding-master.md"],
  "Saturday 11 October 2025 at 2pm, Masala Mews Kitchen, Sparkhill. Distractors: speech chat of 12 Oct says "
  "'a tasting yesterday' (no date); quote date 3 Oct; told Spice Route 13 Oct.",
  [["11 Oct", "20251011"], ["tasting"]])
q("h18", "event_time", "yr9 options evening date + time",
  ["notes/school/options-evening-prep.md", "calendar/school.ics"],
  "Thursday 5 February 2026, 4:30-7:00pm (Main Hall + Sports Hall). Distractors: Yr 9 parents' evening 27 Nov 2025; "
  "options form deadlines 6/27 Feb; booklet deadline 16 Jan.",
  [["5 February 2026", "20260205"]])
q("h19", "event_time", "checkout inspection old flat when",
  ["calendar/home-car.ics", "notes/flat/moving-checklist.md", "notes/daily/2025-11-29.md",
   "chats/assistant/moving-deposit-2025-11.json"],
  "Saturday 29 November 2025 at 11:00. Distractors: moving day Fri 28 Nov, keys Thu 27 Nov, tenancy end 30 Nov; "
  "Kerry's deductions e-mail says only 'on Saturday'.",
  [["29 Nov", "20251129", "Saturday 29th"]])
q("h20", "event_time", "allotment agm when",
  ["mail/lists/dogpool-plotholders.mbox", "calendar/home-car.ics"],
  "Sunday 18 January 2026, 2pm, in the Hut. Distractors: rent due 31 Jan; water back on 1 March; work parties.",
  [["18 January 2026", "20260118"]])

# ------------------------------------------------------------------ multi_source
q("h21", "multi_source", "total catering cost final guest nos",
  [M + "10/2025-10-03_caterer-quote-and-tasting.eml", M + "11/2025-11-10_anjali-final-numbers.eml"],
  "Per-head prices £44 adult / £20 child (base64 quote attachment) x final numbers 130 adults + 12 children "
  "(Anjali, 10 Nov) = £5,960. Distractors: budget CSV estimate 6000; old 180/150 counts; Spice Route £39+£7.",
  {M + "10/2025-10-03_caterer-quote-and-tasting.eml": [["£44.00"], ["£20.00"]],
   M + "11/2025-11-10_anjali-final-numbers.eml": [["130 adults"], ["12 children"]]})
q("h22", "multi_source", "fiesta mot + insurance next due dates",
  [M + "11/2025-11-08_mot-result.eml", M + "09/2025-09-12_new-car-insurance-policy.eml"],
  "MOT expires 14/11/2026 (base64 certificate attachment); Harbourline policy runs 22/09/2025-21/09/2026, so renewal "
  "22 Sep 2026 (base64 body). Distractors: old MOT date 14 Nov 2025 (home-car.ics), Brindle renewal 22 Sep 2025.",
  {M + "11/2025-11-08_mot-result.eml": [["14/11/2026"]],
   M + "09/2025-09-12_new-car-insurance-policy.eml": [["21/09/2026"]]})
q("h23", "multi_source", "deposit deductions amount + evidence deadline",
  [M + "12/2025-12-01_checkout-deductions.eml", M + "12/2025-12-04_safehold-dispute-opened.eml"],
  "Deductions £380 (£240 bedroom redecoration + £140 clean, balance £570) from Kerry; evidence deadline "
  "18 December 2025 (SafeHold, base64). Distractors: deposit £950; moving checklist/VTODO (to-do without deadline).",
  {M + "12/2025-12-01_checkout-deductions.eml": [["£380.00"]],
   M + "12/2025-12-04_safehold-dispute-opened.eml": [["18 December 2025"]]})
q("h24", "multi_source", "yr9 trip date and cost per pupil",
  [M + "10/2025-10-21_yr9-trip-centre-booking.eml", "notes/school/yr9-trip-planning.md"],
  "Friday 19 June 2026 (centre booking e-mail) and £24.50 per pupil (planning note: £17 centre + ~£7.50 coach). "
  "Distractors: consent deadline 13 Mar 2026; centre-only price £17.",
  {M + "10/2025-10-21_yr9-trip-centre-booking.eml": [["19 June 2026"]],
   "notes/school/yr9-trip-planning.md": [["£24.50"]]})
q("h25", "multi_source", "rent difference old flat vs new",
  ["docs/tenancy-summary.txt", "notes/flat/moving-checklist.md"],
  "Old rent £825 pcm (tenancy summary), new rent £895 pcm (moving checklist) -> £70 a month more. "
  "Distractors: deposit £950, calendar rent standing order (no amount).",
  {"docs/tenancy-summary.txt": [["£825"]], "notes/flat/moving-checklist.md": [["£895"]]})

# ------------------------------------------------------------------ decision
q("h26", "decision", "why did we switch caterers",
  ["notes/daily/2025-10-11.md", "notes/wedding/anjali-wedding-master.md",
   "chats/chatgpt/conversations-2025-10.json", "data/wedding-budget.csv"],
  "Decided 11 Oct 2025 (after tasting) to go with Masala Mews instead of Spice Route: Spice Route's travel surcharge "
  "for Henley and no live dosa counter; Masala Mews tasted better, know Larkspur. Distractors: Spice Route fwd "
  "e-mail (problems but no decision), Masala Mews quote e-mail (before decision), Anjali's Feb e-mail (Spice Route chosen).",
  [["Masala Mews"], ["decided", "decision", "not proceeding"]])
q("h27", "decision", "stay or move out flat - what did i decide",
  ["notes/daily/2025-09-24.md", "notes/flat/damp-dispute-log.md", M + "09/2025-09-26_notice-to-end-tenancy.eml",
   "notes/flat/moving-checklist.md", "chats/assistant/moving-deposit-2025-11.json"],
  "Leaving: decided 24 Sep 2025, notice sent 26 Sep, tenancy ended 30 Nov, moved to Harborne. Reverses the "
  "14 Jun 2025 decision to stay (daily 2025-06-14 = distractor).",
  [["notice", "leaving", "moving out", "Move:"]])
q("h28", "decision", "keep fiesta or new car",
  ["notes/daily/2025-11-08.md", "notes/car/fiesta-log.md"],
  "Keep the Fiesta at least another year (decided 8 Nov 2025 after the MOT). Distractors: next-car-options.md "
  "(ideas only), car insurance chat ('at some point I'll replace it').",
  [["keeping the Fiesta"]])
q("h29", "decision", "sunday online sessions decision",
  ["notes/tutoring/plus-one-overview.md", "chats/chatgpt/conversations-2025-10.json", "calendar/tutoring.ics"],
  "Drop the Sunday evening Zoom slot from January 2026; Zara moves to Saturday 1pm in person. Distractor: "
  "tutoring-ideas.md floats a 'Sunday group on Zoom' (ideas only).",
  [["Sunday"], ["January"]])
q("h30", "decision", "sharing allotment plot decided?",
  ["notes/allotment/plot-14b-2025.md", "notes/daily/2025-10-11.md", "notes/inbox.md"],
  "Becky joins plot 14B as co-worker (decided 5 Oct 2025), pays half the rent, gets half the produce; co-worker form "
  "sent to Dennis. Distractors: daily 2025-09-24 ('keen on going halves', not decided); allotment rules on co-workers.",
  [["Becky"]])

# ------------------------------------------------------------------ temporal_current
q("h31", "temporal_current", "wedding venue",
  [M + "04/2025-04-09_new-venue-booking-confirmed.eml", "notes/wedding/anjali-wedding-master.md",
   "calendar/wedding.ics", "docs/wedding-speech-draft.txt", "chats/chatgpt/conversations-2025-10.json",
   M + "10/2025-10-03_caterer-quote-and-tasting.eml", "data/wedding-budget.csv",
   M + "07/2025-07-08_fwd-spice-route-quote.eml"],
  "Larkspur Hall, Henley-in-Arden. Old value: Ashdown Grange, Bromsgrove (Anjali's Feb e-mail, administrators' "
  "e-mail). Daily 2025-03-15 only has Larkspur on a shortlist.",
  [["Larkspur"]])
q("h32", "temporal_current", "my tutoring rate per hr",
  [M + "09/2025-09-01_new-rates-sept.eml", "notes/tutoring/plus-one-overview.md",
   "chats/chatgpt/conversations-2025-10.json", "data/tutoring-sessions-2025.csv",
   M + "11/2025-11-18_re-invoice-reminder.eml"],
  "£36/hr since 1 Sept 2025 (was £32). CSV rows from Sept show rate 36; invoice reminder '4 sessions at £36'. "
  "Distractors: old £32 rows; small-group idea £15 each (ideas note).",
  [["£36", ",36,"]])
q("h33", "temporal_current", "allotment gate code",
  ["mail/lists/dogpool-plotholders.mbox", "notes/inbox.md"],
  "3862 (changed 14 Sep 2025 after the break-in). Old code 1947 in plot-14b-2025.md and allotment-rules-2025.txt.",
  [["3862"]])
q("h34", "temporal_current", "who's my car insurer now",
  [M + "09/2025-09-12_new-car-insurance-policy.eml", "notes/car/fiesta-log.md",
   "chats/assistant/car-insurance-2025-09.json", "notes/flat/moving-checklist.md"],
  "Harbourline Motor (from 22 Sep 2025). Old: Brindle Insurance (renewal e-mail, home-car.ics renewal event). "
  "Daily 2025-11-29 says 'tell Harbourline' without saying what it is.",
  [["Harbourline"]])
q("h35", "temporal_current", "anjali wedding guest numbers",
  [M + "11/2025-11-10_anjali-final-numbers.eml"],
  "142 = 130 adults + 12 children (final list, 10 Nov 2025). Old: 'about 180' (Feb e-mail, master history), "
  "150 max (Spice Route fwd, master note, Larkspur e-mail capacity); 160 invitations printed.",
  [["142"]])

# ------------------------------------------------------------------ open_loop
q("h36", "open_loop", "safehold evidence upload todo",
  ["calendar/home-car.ics", "notes/flat/moving-checklist.md", M + "12/2025-12-04_safehold-dispute-opened.eml"],
  "Still to do: upload dispute evidence to SafeHold (photos, council letter, inventory, e-mails) - deadline 18 Dec 2025. "
  "Distractor: damp log's Sept plan to use ADR; Kerry's e-mail only mentions a dispute is possible.",
  [["SafeHold"], ["evidence"], ["upload"]])
q("h37", "open_loop", "ethan past papers did i send",
  [M + "10/2025-10-15_re-ethan-past-papers.eml", "notes/inbox.md"],
  "Promised Sarah Cole (15 Oct) to send the Edexcel Higher Nov 2023 papers 1-3 + mark schemes; still unchecked in "
  "inbox.md. Distractors: CSV 'Paper 3 practice' rows, tutoring.ics mocks week.",
  [["Edexcel Higher"]])
q("h38", "open_loop", "fiesta repairs outstanding",
  ["notes/car/fiesta-log.md", "calendar/home-car.ics", M + "11/2025-11-08_mot-result.eml", "notes/daily/2025-11-08.md"],
  "Rear brake pipes (~£180, book with Gaz in Dec) + NS front tyre 2.2mm (+ oil misting). Distractors: next-car ideas, "
  "old 2024 advisory (rear tyres).",
  [["brake pipe"]])
q("h39", "open_loop", "dhol player booked?",
  ["notes/wedding/anjali-wedding-master.md", M + "11/2025-11-10_anjali-final-numbers.eml", "calendar/wedding.ics",
   "data/wedding-budget.csv"],
  "Not booked yet - Anjali asked Priya on 10 Nov; Rob recommends Dhol Dynamix; must be in by 10am for 10:30 baraat. "
  "Distractor: DJ Kiran Beats (booked); mehndi dholki group.",
  [["dhol"], ["book", "BOOKED"]])
q("h40", "open_loop", "yr9 trip consent forms chase",
  ["notes/school/yr9-trip-planning.md", "calendar/school.ics"],
  "Chase consent forms + payments by 13 Mar 2026, then release spare places. Distractors: centre wants final numbers "
  "by 1 May 2026; options form deadline.",
  [["consent"]])

# ------------------------------------------------------------------ preference
q("h41", "preference", "foods i dont eat",
  ["chats/assistant/quick-questions-2025.jsonl", "notes/daily/2025-10-11.md"],
  "Vegetarian (eats eggs), can't stand mushrooms (texture). Distractors: wedding dietary list (Jain/vegan/nut allergy "
  "are guests), master note 'majority vegetarian'.",
  [["mushroom"]])
q("h42", "preference", "veg i like growing allotmnt",
  ["notes/allotment/plot-14b-2025.md", "chats/chatgpt/conversations-2025-03.json", "notes/daily/2025-06-14.md"],
  "Loves chillies (Kashmiri, bird's eye), methi, karela, garlic, Sungold; never courgettes; organic, no slug pellets. "
  "Distractors: seed promo e-mail, allotment list mail.",
  [["courgette"]])
q("h43", "preference", "how parents shld contact me",
  ["notes/tutoring/plus-one-overview.md", M + "09/2025-09-01_new-rates-sept.eml",
   "chats/chatgpt/conversations-2025-10.json", "chats/assistant/quick-questions-2025.jsonl"],
  "E-mail only; no WhatsApp (esp. voice notes); nothing after 8pm; replies within 48h on weekdays. Distractor: "
  "damp chat (prefers writing with the agent).",
  [["WhatsApp"], ["8pm"]])
q("h44", "preference", "next car must haves",
  ["notes/car/next-car-options.md", "chats/assistant/car-insurance-2025-09.json"],
  "Automatic (left knee), small, Apple CarPlay, heated seats nice, hybrid; no SUVs, no white cars. Distractor: "
  "fiesta-log decision to keep the Fiesta.",
  [["CarPlay"], ["SUV"]])
q("h45", "preference", "wedding flowers no-go",
  ["notes/wedding/anjali-wedding-master.md", "chats/chatgpt/conversations-2025-10.json", "data/wedding-budget.csv"],
  "No lilies (Priya allergic to lily pollen); marigolds + jasmine. Distractors: mehndi plan (marigold garlands, no "
  "lily mention).",
  [["lilies"]])

# ------------------------------------------------------------------ vague
q("h46", "vague", "loft fan gadget landlord put in for the mould",
  [M + "05/2025-05-13_fwd-damp-works-dates.eml", "notes/flat/damp-dispute-log.md", "notes/daily/2025-06-14.md"],
  "Positive Input Ventilation (PIV) unit fitted in the loft by DryWise (3-4 Jun 2025). Distractors: council notice "
  "('provide adequate mechanical ventilation', no PIV), daily 2025-09-24 (DryWise's work failed, no device named).",
  [["loft"], ["ventilation"]])
q("h47", "vague", "wedding barn place that went bust",
  [M + "03/2025-03-12_old-venue-administration.eml", "notes/wedding/anjali-wedding-master.md",
   "notes/daily/2025-03-15.md"],
  "Ashdown Grange (Bromsgrove) went into administration / ceased trading, March 2025. Distractors: Anjali's Feb "
  "booking e-mail (before collapse), budget CSV 'REFUNDED (s75)', speech draft/chat ('first venue closed down', unnamed).",
  [["Ashdown"], ["administration"]])
q("h48", "vague", "agent blamed me for drying washing indoors",
  [M + "01/2025-01-21_re-mould-report.eml", "notes/flat/damp-dispute-log.md",
   "chats/chatgpt/conversations-2025-03.json"],
  "Kerry Walsh's 21 Jan 2025 reply calling it condensation and telling her to stop drying laundry on airers; logged "
  "in the damp log and described in the damp chat. Distractor: council notice (says her habits weren't the cause).",
  [["laundry"], ["condensation"]])
q("h49", "vague", "someone nicked tools from the allotment sheds",
  ["mail/lists/dogpool-plotholders.mbox", "notes/daily/2025-09-24.md", "notes/allotment/plot-14b-2025.md"],
  "Sheds on rows B + C broken into 12/13 Sept 2025 (strimmers, rotavator, leaf blowers taken), gate code changed. "
  "Distractor: rules txt 'Society cannot insure your tools'.",
  [["broken into"]])
q("h50", "vague", "lady doing the hand painting for anjali's pre-wedding night",
  ["notes/wedding/mehndi-plan.md", "data/wedding-budget.csv"],
  "Roshni Patel - 'Henna by Roshni' (bridal henna £350, deposit paid). Distractors: master note (henna mentioned, "
  "no name), Rani Couture (lehenga), Auntie Lakshmi's dholki group.",
  [["Roshni"]])


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    outp = os.path.join(here, "..", "queries.json")
    data = [{k: e[k] for k in ("id", "query", "gold", "kind", "gold_hint")} for e in Q]
    with open(outp, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(len(data), "queries written")


if __name__ == "__main__":
    main()
