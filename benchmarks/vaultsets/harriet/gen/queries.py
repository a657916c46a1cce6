"""Write OUT/queries.json (50 questions, 5 per kind)."""
import json
import os

OUT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

M = "mail/2025/"
Q = [
    # ---------------- fact
    ("h01", "power of attorney registration number", "fact",
     [M + "07/2025-07-02_poa-registered.eml"],
     "PA-25-118374, only inside the base64 OPG certificate attachment. Distractors: poa-notes.md (says the certificate is in "
     "the blue folder, no number), the appointment e-mail, the memory clinic letter (mentions the POA)."),
    ("h02", "how much was the credit note from the builder", "fact",
     [M + "10/2025-10-21_calder-shaw-credit-note.eml", "data/renovation-costs.csv", "notes/house/invoice-dispute.md"],
     "£1,022.40 (£852 + VAT; credit note base64 HTML). Distractors: Gregor's reply of 3 Oct (credit note promised, no amount), "
     "the invoice chat (£852 plus VAT only), the invoice itself."),
    ("h03", "factor job ref for the chimney stack repairs", "fact",
     [M + "06/2025-06-20_factor-chimney-stack-vote.eml", M + "07/2025-07-21_factor-vote-result.eml",
      "notes/house/common-repairs.md"],
     "GW/BR19/0457. Distractors: Tam's quote LS-0825-19, the council ref SW-CA-2025-06-4471, builder quote Q-1187."),
    ("h04", "SJ booking number stockholm oslo train", "fact",
     [M + "08/2025-08-20_sj-journey-changed.eml", "notes/travel/scandi-rail-itinerary.md"],
     "QZ8N4TD. Distractors: Copenhagen-Stockholm SJ ref PB2R6WM (itinerary), Vy NB-61833, the calendar (no ref)."),
    ("h05", "mum CHI number", "fact",
     [M + "07/2025-07-24_memory-service-clinic-letter.eml", "notes/mum/care-overview.md"],
     "0303391486 (in the clinic letter it is only in the base64 attachment). Distractors: the GP e-mail and OPG certificate "
     "(DOB only), key-contacts.txt."),
    # ---------------- who
    ("h06", "who was the social worker that did mum's assessment?", "who",
     ["calendar/mum-care.ics", "chats/chatgpt/conversations-2025-06.json",
      M + "06/2025-06-03_council-assessment-appointment.eml", M + "08/2025-08-12_council-assessment-outcome.eml",
      "notes/daily/2025-06-17.md", "notes/mum/assessment-prep.md", "notes/mum/care-overview.md"],
     "Morven Gillies. Distractors: bathroom-decision.md (OT 'came with the social worker', unnamed), provider-comparison.md "
     "(names her only as someone to tell about the ISF), Lorna Hume (the OT)."),
    ("h07", "name of the stonemason who did the window sills", "who",
     ["calendar/renovation.ics", M + "08/2025-08-15_lindsay-stoneworks-quote.eml", "notes/house/common-repairs.md",
      "notes/house/renovation-plan.md", "notes/house/stonework.md"],
     "Tam Lindsay (Lindsay Stoneworks). Distractors: renovation-costs.csv (firm only), Gregor's programme e-mail "
     "('the stonemason'), Pentland Roof & Stone (factor's contractor)."),
    ("h08", "who's our property manager at the factors", "who",
     [M + "06/2025-06-20_factor-chimney-stack-vote.eml", M + "07/2025-07-21_factor-vote-result.eml",
      "notes/house/common-repairs.md", "notes/house/renovation-plan.md", "notes/house/stonework.md"],
     "Alison Petrie (Grange & Whitehouse). Distractors: daily 2025-07-09 ('the factor's ballot'), Gregor Shaw (builder)."),
    ("h09", "food bank committee chair", "who",
     ["docs/foodbank-tuesday-checklist.txt", "mail/lists/southside-larder-volunteers.mbox",
      "notes/foodbank/agm-2025-10-28.md", "notes/foodbank/volunteer-notes.md"],
     "Graham Tulloch. Distractors: Shona Baxter (rota), Yusuf Rahman (treasurer), foodbank.ics (Graham as organiser, "
     "role not stated), Harriet (minutes secretary)."),
    ("h10", "which solicitor drew up mum's power of attorney", "who",
     ["calendar/mum-care.ics", M + "05/2025-05-06_drummond-kerr-appointment.eml", M + "07/2025-07-02_poa-registered.eml",
      "notes/mum/poa-notes.md", "notes/daily/2025-04-14.md"],
     "Fiona Drummond of Drummond Kerr WS. Distractors: care-overview.md (POA, no solicitor named), the memory clinic letter."),
    # ---------------- where
    ("h11", "where is the memory clinic mum goes to", "where",
     ["calendar/mum-care.ics", M + "07/2025-07-24_memory-service-clinic-letter.eml"],
     "Hermitage Unit (Ward 3), Braidhills Community Hospital (in the e-mail only inside the base64 letter). Distractors: "
     "care-overview.md and medications.md (memory clinic, no place), Braid Road Medical Practice (GP)."),
    ("h12", "where was the food bank AGM held", "where",
     ["calendar/foodbank.ics", "mail/lists/southside-larder-volunteers.mbox", "notes/foodbank/agm-2025-10-28.md"],
     "Dalkeith Road Bowling Club pavilion, upstairs lounge. Distractor: Newington Mission Hall, 3 Causeway Lane (where the "
     "food bank runs; volunteer-notes, checklist)."),
    ("h13", "copenhagen hotel adress", "where",
     ["calendar/scandinavia-2025.ics", "notes/travel/scandi-rail-itinerary.md"],
     "Hotel Vesterbro Lys, Istedgade 61, 1650 København V. Distractors: Bergen hotel change e-mail (Hotel Sjøbod Bryggen), "
     "Stockholm Pensionat Mälarstrand."),
    ("h14", "which quarry is the new sandstone for the sills coming from?", "where",
     [M + "08/2025-08-15_lindsay-stoneworks-quote.eml"],
     "Blackcleugh Quarry near Otterburn, Northumberland. Distractor: stonework.md (pointer: 'quarry and price are in Tam's "
     "quote'), renovation-plan.md."),
    ("h15", "where's the key safe at mum's flat", "where",
     ["docs/key-contacts.txt", M + "04/2025-04-28_re-care-plan-visit-times.eml", "notes/mum/care-overview.md",
      "notes/mum/thistle-handover.md"],
     "On the wall to the left of the back door, behind the green water butt. Distractors: daily 2025-11-03 (code change, no "
     "location), vestry safe at the food bank."),
    # ---------------- event_time
    ("h16", "what time was mum's care asessment with the council", "event_time",
     ["calendar/mum-care.ics", "chats/chatgpt/conversations-2025-06.json",
      M + "06/2025-06-03_council-assessment-appointment.eml", "notes/daily/2025-06-17.md", "notes/mum/assessment-prep.md"],
     "Tuesday 17 June 2025 at 10:30. Distractors: outcome letter, bathroom-decision.md and care-overview.md (date only, no "
     "time); the review on 14 Jan 2026 11:00."),
    ("h17", "when did mum sign the power of attorney", "event_time",
     ["calendar/mum-care.ics", M + "05/2025-05-06_drummond-kerr-appointment.eml", "notes/mum/poa-notes.md"],
     "Wednesday 14 May 2025 at 2pm at Drummond Kerr. Distractor: registration 1/2 July 2025 (OPG e-mail)."),
    ("h18", "stonemason dates on site october", "event_time",
     ["calendar/renovation.ics", M + "08/2025-08-15_lindsay-stoneworks-quote.eml",
      M + "09/2025-09-24_calder-shaw-programme-update.eml", "notes/house/common-repairs.md", "notes/house/stonework.md"],
     "Monday 13 to Friday 17 October 2025. Distractors: scaffold up 6 Oct, Tam's first visit 8 Aug."),
    ("h19", "when is mum's council review", "event_time",
     ["calendar/mum-care.ics", M + "08/2025-08-12_council-assessment-outcome.eml"],
     "Wednesday 14 January 2026, 11:00 at Mum's flat (stated in the base64 outcome letter). Distractors: medications.md / "
     "thistle-handover.md ('January review', no date), memory clinic 'review in six months', GP review 6 Oct."),
    ("h20", "when did the scaffolding go up at the back of the stair", "event_time",
     ["calendar/renovation.ics", "notes/house/common-repairs.md", "notes/house/stonework.md"],
     "Monday 6 October 2025 (factor's scaffold, back elevation). Distractors: factor vote result and Tam's quote ('early "
     "October'), scaffold struck 3-7 Nov, the GP e-mail of 6 Oct (donepezil - other topic)."),
    # ---------------- multi_source
    ("h21", "how much does mum pay on top of the council's personal budget each week for her care", "multi_source",
     [M + "08/2025-08-12_council-assessment-outcome.eml", M + "10/2025-10-24_thistle-start-and-agreement.eml"],
     "Budget £412.60/week (base64 outcome letter) vs Thistle £498.40/week (base64 attachment) -> top-up £85.80. "
     "Distractors: LHC £27.50/hour, provider-comparison ('a couple of pounds an hour dearer')."),
    ("h22", "new sandstone sills - which stone and what mortar mix", "multi_source",
     [M + "08/2025-08-15_lindsay-stoneworks-quote.eml", "notes/house/stonework.md"],
     "Stone: Blackcleugh buff sandstone (Tam's quote). Mortar: NHL 3.5 lime with sharp sand 1:2.5, no cement (stonework.md). "
     "Distractor: renovation.ics ('repoint in lime')."),
    ("h23", "which trains on the scandinavia trip were retimed and what were the new departure times", "multi_source",
     [M + "08/2025-08-20_sj-journey-changed.eml", M + "08/2025-08-27_vy-bergen-line-change.eml"],
     "Stockholm-Oslo 10 Sep: 07:32 direct replaced by 10:25 + bus Arvika-Kongsvinger, arr 17:40 (SJ). Oslo-Bergen 12 Sep: "
     "08:25 -> 08:11, arr 15:02 (Vy, base64). Distractors: itinerary and calendar (original times), daily 2025-09-10."),
    ("h24", "food bank saturday pilot: when does it start and who is leading it", "multi_source",
     ["notes/foodbank/agm-2025-10-28.md", "mail/lists/southside-larder-volunteers.mbox"],
     "Starts Saturday 10 January 2026, 10:00-12:00 for 12 weeks (AGM minutes); co-led by Harriet and Yusuf Rahman "
     "(Shona's list mail, 14 Nov). Distractor: volunteer-notes.md (Saturday opening as an idea)."),
    ("h25", "interim invoice CS-2291 original total and the credit note number", "multi_source",
     [M + "09/2025-09-26_calder-shaw-invoice-interim-2.eml", M + "10/2025-10-21_calder-shaw-credit-note.eml"],
     "Invoice total £9,612.00 (HTML invoice); credit note CN-0147 (base64 HTML). Distractors: invoice-dispute.md, Gregor's "
     "reply, the chat, renovation-costs.csv (net £8,589.60)."),
    # ---------------- decision
    ("h26", "did we go with the bath or a walk-in shower in the end", "decision",
     ["notes/house/bathroom-decision.md", M + "07/2025-07-10_re-bathroom-walk-in-shower.eml", "notes/daily/2025-07-09.md",
      "data/renovation-costs.csv"],
     "Walk-in shower (decided 9 July, reversing the 12 May 'keep the bath'). Distractors: renovation-plan.md (still says "
     "keep the bath), daily 2025-06-17 and assessment-prep.md (only questions)."),
    ("h27", "what color flooring did we choose for the kitchen", "decision",
     [M + "08/2025-08-04_kitchen-floor-decision.eml", "data/renovation-costs.csv"],
     "Natural linoleum, 'Sea Slate' (Linoleo Marmor LM-2714). Distractors: kitchen-ideas.md (ideas only: herringbone oak, "
     "encaustic tiles, cork), renovation-plan.md ('undecided'), snagging list / calendar (floor fitted, no material)."),
    ("h28", "why did we pick thistle over caledonian for mum's care", "decision",
     ["notes/mum/provider-comparison.md", "chats/chatgpt/conversations-2025-10.json"],
     "Ruth Okafor works for Thistle and Thistle guarantees a fixed lunch visit; Caledonian could not do lunch before 2pm. "
     "Distractors: thistle-handover.md, forwarded LHC notice (reasons for leaving LHC, new provider not named)."),
    ("h29", "lofoten or flam - what did we decide", "decision",
     ["chats/chatgpt/conversations-2025-06.json", "notes/travel/scandi-rail-itinerary.md", "calendar/scandinavia-2025.ics"],
     "Flåm Railway day trip from Bergen on Sun 14 Sep; Lofoten another year. Distractors: trip-ideas.md (both as ideas), "
     "NordRail promo (Lofoten/Flåm packages)."),
    ("h30", "food bank second storage unit decision", "decision",
     ["notes/foodbank/agm-2025-10-28.md", "mail/lists/southside-larder-volunteers.mbox"],
     "Not to rent the Peffermill unit (£4,200/yr); use the Mission Hall loft instead. Distractor: the Saturday pilot decision."),
    # ---------------- temporal_current
    ("h31", "mum's key safe code", "temporal_current",
     ["notes/daily/2025-11-03.md", "notes/mum/thistle-handover.md"],
     "2093 since 2 Nov 2025. Old 4417 in key-contacts.txt, care-overview.md and the LHC e-mail (quoted)."),
    ("h32", "current donepezl dose", "temporal_current",
     [M + "10/2025-10-06_gp-medication-change.eml", "notes/mum/medications.md", "notes/mum/thistle-handover.md",
      "chats/chatgpt/conversations-2025-10.json"],
     "10 mg at night since 6 Oct 2025 (GP e-mail is base64). Old 5 mg in the memory clinic letter and care-overview.md."),
    ("h33", "when is the kitchen handover now", "temporal_current",
     [M + "11/2025-11-10_calder-shaw-handover-date.eml", "calendar/renovation.ics", "notes/house/snagging-list.md"],
     "Friday 28 November 2025. Old: 17 Oct (renovation-plan.md), 14 Nov (programme e-mail of 24 Sep)."),
    ("h34", "what day and time is my food bank shift now", "temporal_current",
     ["calendar/foodbank.ics", "mail/lists/southside-larder-volunteers.mbox", "notes/daily/2025-11-03.md",
      "notes/foodbank/agm-2025-10-28.md"],
     "Thursday afternoons 13:00-16:00 from 6 Nov 2025 (AGM minutes give the move to Thursdays). Old: Tuesday 09:30-12:30 "
     "(volunteer-notes.md, checklist txt, older rotas in the mbox, the ended Tuesday series in the ics)."),
    ("h35", "what time is mum's lunch visit these days", "temporal_current",
     [M + "10/2025-10-24_thistle-start-and-agreement.eml", "notes/mum/thistle-handover.md",
      "notes/mum/provider-comparison.md"],
     "13:15 (Thistle, from 3 Nov). Old: 12:30 with LHC (LHC e-mail, care-overview.md, August visit log CSV)."),
    # ---------------- open_loop
    ("h36", "still need to send the POA certificate to the new agency?", "open_loop",
     ["calendar/mum-care.ics", M + "10/2025-10-24_thistle-start-and-agreement.eml", "notes/daily/2025-11-03.md",
      "notes/mum/thistle-handover.md", "notes/mum/poa-notes.md"],
     "Yes - Kasia (Thistle) asked for a copy of the registered POA certificate; still unticked (VTODO, checklists). "
     "Distractor: OPG registration e-mail (certificate itself)."),
    ("h37", "SJ delay compensation claim", "open_loop",
     ["calendar/scandinavia-2025.ics", "chats/assistant/quick-questions-2025.jsonl", "notes/daily/2025-09-10.md",
      "notes/travel/scandi-rail-itinerary.md"],
     "Still to claim for the 10 Sep Stockholm-Oslo delay (76 min); deadline about 10 Dec. Distractor: SJ change e-mail "
     "(generic entitlement notice)."),
    ("h38", "what did Gregor say he'd send me", "open_loop",
     [M + "11/2025-11-10_calder-shaw-handover-date.eml", "notes/house/snagging-list.md"],
     "Revised programme and updated snag list by Friday 14 Nov. Distractors: Gregor's 3 Oct reply (credit note, since "
     "received), the 10 Jul variation."),
    ("h39", "AGM minutes to circulate - deadline", "open_loop",
     ["calendar/foodbank.ics", "mail/lists/southside-larder-volunteers.mbox", "notes/daily/2025-11-03.md",
      "notes/foodbank/agm-2025-10-28.md"],
     "Harriet promised draft minutes to the committee by Friday 7 November. Distractor: jsonl minutes template question."),
    ("h40", "blue badge renewal for mum", "open_loop",
     ["calendar/mum-care.ics", "chats/assistant/quick-questions-2025.jsonl", "notes/daily/2025-11-03.md"],
     "Mum's Blue Badge expires 30 Nov and is not yet renewed (VTODO, checklist, chat)."),
    # ---------------- preference
    ("h41", "does mum mind male carers", "preference",
     ["chats/chatgpt/conversations-2025-06.json", M + "04/2025-04-28_re-care-plan-visit-times.eml",
      M + "10/2025-10-24_thistle-start-and-agreement.eml", "notes/lists/mum-likes-and-dislikes.md",
      "notes/mum/assessment-prep.md", "notes/mum/care-overview.md", "notes/mum/thistle-handover.md",
      "notes/mum/provider-comparison.md"],
     "Yes - female carers only for personal care (washing, dressing, toilet). Distractor: the August visit log CSV "
     "(male carer incidents recorded, no stated preference)."),
    ("h42", "my seat preferences on trains", "preference",
     ["chats/chatgpt/conversations-2025-06.json", "notes/travel/scandi-rail-itinerary.md"],
     "Window, forward-facing, quiet coach; table if possible; no night trains. Distractors: calendar seat numbers, SJ e-mail "
     "seats, jsonl 'quiet coach' translation question."),
    ("h43", "open plan kitchen or separate?", "preference",
     ["chats/assistant/quick-questions-2025.jsonl", "notes/house/renovation-plan.md"],
     "Separate kitchen with a door - Harriet dislikes open plan (also dislikes high-gloss handleless units). Distractor: "
     "kitchen-ideas.md."),
    ("h44", "what food does mum like", "preference",
     ["notes/lists/mum-likes-and-dislikes.md", "chats/assistant/mum-care-thinking-2025-08.json"],
     "Chapati, sukuma wiki, githeri, mandazi, Scotch broth; dislikes microwave ready meals. Distractor: jsonl (tea with "
     "evaporated milk only)."),
    ("h45", "do I prefer the carers to text or phone me", "preference",
     ["chats/chatgpt/conversations-2025-10.json", M + "10/2025-10-24_thistle-start-and-agreement.eml",
      "notes/mum/thistle-handover.md"],
     "Phone calls, not texts - landline first, then mobile. Distractors: LHC e-mail and care-overview.md (be informed "
     "if late, no call/text preference)."),
    # ---------------- vague
    ("h46", "the council letter saying mum qualifies and how much they'll pay a week", "vague",
     [M + "08/2025-08-12_council-assessment-outcome.eml"],
     "The base64 assessment outcome e-mail (substantial, £412.60/week, Option 2). Distractors: the appointment e-mail, "
     "the August chat (mentions the letter, no figures), assessment-prep.md."),
    ("h47", "result of the neighbors' ballot on fixing the chimney", "vague",
     [M + "07/2025-07-21_factor-vote-result.eml", "notes/house/common-repairs.md"],
     "6 of 8 owners in favour, 1 against, 1 no reply. Distractor: the June factor notice (asks for the vote), daily "
     "2025-07-09 (ballot open)."),
    ("h48", "that part in sweden where the train got swapped for a coach", "vague",
     [M + "08/2025-08-20_sj-journey-changed.eml", "notes/daily/2025-09-10.md", "chats/assistant/quick-questions-2025.jsonl"],
     "Replacement bus Arvika-Kongsvinger on the Stockholm-Oslo leg, 10 Sep. Distractors: the Vy e-mail, itinerary "
     "(original direct train)."),
    ("h49", "punch list for the kitchen and bathroom", "vague",
     ["notes/house/snagging-list.md"],
     "The snagging list (12 Nov walk-round). Distractors: renovation-plan.md open questions, invoice-dispute.md."),
    ("h50", "chat where I fretted about mum maybe going into residential care", "vague",
     ["chats/assistant/mum-care-thinking-2025-08.json"],
     "The August assistant chat about a care home vs staying at home. Distractors: the October provider-switch chat, "
     "care-overview.md 'What I worry about'."),
]


def main():
    out = [{"id": i, "query": q, "gold": g, "kind": k, "gold_hint": h} for i, q, k, g, h in Q]
    with open(os.path.join(OUT, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    print(len(out), "questions")


if __name__ == "__main__":
    main()
