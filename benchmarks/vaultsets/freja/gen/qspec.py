# -*- coding: utf-8 -*-
"""Source of queries.json. gold maps vault-relative path -> answer keys that file must contain
(after decoding). `python gen/qspec.py` rewrites ../queries.json."""
import json
import os

M1 = "mail/2025/01/2025-01-20_competition-registration.eml"
M6 = "mail/2025/04/2025-04-02_nordair-booking-confirmation.eml"
M7 = "mail/2025/04/2025-04-03_shore-lodge-confirmation.eml"
M8 = "mail/2025/04/2025-04-22_re-site-walk-moved.eml"
M9 = "mail/2025/04/2025-04-28_re-cover-fjordby-while-away.eml"
M11 = "mail/2025/05/2025-05-15_glud-forsamlingshus-bekraeftelse.eml"
M13 = "mail/2025/06/2025-06-10_ladcykelhuset-ordrebekraeftelse.eml"
M14 = "mail/2025/07/2025-07-01_cykelforsikring-oprettet.eml"
M16 = "mail/2025/08/2025-08-19_re-concept-name-decision.eml"
M17 = "mail/2025/08/2025-08-12_jeres-ladcykel-er-klar.eml"
M18 = "mail/2025/10/2025-10-02_submission-receipt.eml"
M20 = "mail/2025/10/2025-10-08_ny-kode-cykelkaelder.eml"
M21 = "mail/2025/10/2025-10-14_teoriproeve-duelighedsbevis.eml"
M22 = "mail/2025/10/2025-10-21_sv-formel-klage-altan.eml"
M24 = "mail/2025/11/2025-11-28_stage2-presentation-moved.eml"
M25 = "mail/2025/11/2025-11-05_expenses-leith-site-visit.eml"
M26 = "mail/2025/11/2025-11-18_nyt-fra-mejsen.eml"
MBOX = "mail/lists/solbakken-medlemmer.mbox"
ICS_W = "calendar/arbejde.ics"
ICS_F = "calendar/familie.ics"
ICS_S = "calendar/sejlads.ics"
ICS_K = "calendar/kolonihave.ics"
MSN = "chat/facebook-freja/your_facebook_activity/messages/inbox/familien_4418260937/message_1.json"
GPT = "chat/chatgpt/conversations.json"
D0426 = "notes/daily/2025-04-26.md"
D0507 = "notes/daily/2025-05-07.md"
D0929 = "notes/daily/2025-09-29.md"
D1127 = "notes/daily/2025-11-27.md"
ALTAN = "notes/altan/tidslinje.md"
HAVE = "notes/kolonihave/have-log.md"
SEJL = "notes/sejlads/kursus-noter.md"
PAL = "notes/work/planting-palette.md"
TRIP = "notes/work/edinburgh-trip-plan.md"
MET = "notes/work/1-1 mette.md"
DESIGN = "notes/work/harbour-park-design-thinking.md"
FORAAR = "notes/journal/foraar-rod.md"
SUMMER = "notes/journal/summer-brain-dump.md"

# facts that live only inside base64 parts: absent from the raw bytes of every file
ENCODED_ONLY = ["QX7R2M", "KLJ2-24-118734", "FHP-25-K7Q4", "412.60", "Glud Bygade 14"]

Q = [
    # ---------------------------------------------------------------- fact
    ("h01", "fact", "Booking ref for the Edinburgh flights", {M6: ["QX7R2M"]},
     "QX7R2M - NordAir confirmation, only inside the base64 HTML body. Distractors: hotel confirmation SL-20931, trip plan only says 'booking ref is in the mail'."),
    ("h02", "fact", "ladcykel stelnummer", {M13: ["KLJ2-24-118734"], M14: ["KLJ2-24-118734"]},
     "KLJ2-24-118734 - in the base64 attachment of the order confirmation and in the base64 insurance mail. Distractors: order no. LH-50872, battery serial KPB-545-77310, comparison note."),
    ("h03", "fact", "harbour park submission reciept code", {M18: ["FHP-25-K7Q4"]},
     "FHP-25-K7Q4 - base64 receipt mail of 2 Oct. Distractors: registration no. FHP-0193 (registration mail, brief summary), identification number 41772 (stage 1 result)."),
    ("h04", "fact", "cargo bike tyre pressure", {"text/ladcykel-vedligehold.txt": ["2,5 bar"]},
     "2,5 bar front (20\"), 3,0 bar rear (26\") - maintenance text file. Distractors: comparison table, order spec."),
    ("h05", "fact", "total for my leith expense claim", {M25: ["412.60"]},
     "GBP 412.60 - base64 attachment of the expenses mail (5 Nov). Distractors: hotel total GBP 387.00 (hotel mail), flights DKK 2,486 (flight mail, company card)."),
    # ---------------------------------------------------------------- who
    ("h06", "who", "hvem var skønsmanden på altanen", {ALTAN: ["Bo Thygesen"]},
     "Bo Thygesen, Byggeteknik Aarhus (inspection 12 June) - balcony timeline. Distractors: vicevært Kim Sørensen, Trine Holst (administrator); the board/forward mails mention the report but not the name."),
    ("h07", "who", "vikar på sejlkurset", {"sejlads/sejllog.csv": ["Karoline Weis"]},
     "Karoline Weis stood in on 24 June when Anders Toft was ill - sailing log CSV. Distractors: Anders Toft everywhere (welcome mail, course notes, calendar)."),
    ("h08", "who", "hvem stod for maden til fars 70 aars", {MSN: ["Hedensted Kokkehus"]},
     "Thomas from Hedensted Kokkehus (buffet, 285 kr/cover), booked by Maja - Messenger. Distractors: planning note and family calendar only say 'Maja står for maden'; Strandkanten (cancelled)."),
    ("h09", "who", "who covered fjordby while i was in Leith", {M9: ["Soren will hold the fort"]},
     "Søren Dahl (Mon-Thu), Oliver on holiday - Mette's reply of 28 Apr. Distractors: trip plan ('asked Mette, waiting'), foraar-rod, 1:1 notes."),
    ("h10", "who", "allotment association chair now", {MBOX: ["Hanne Bech"]},
     "Hanne Bech (have 22), elected 22 March - referat in the Solbakken mbox. Distractors: Poul Erik Vestergaard (old chair, January mail in the same mbox, kolonihave calendar)."),
    # ---------------------------------------------------------------- where
    ("h11", "where", "where did we meet callum for the site walk", {M8: ["Customs House"]},
     "Front steps of the old Customs House, Commercial Street (walk moved to Wed 7 May 09:30) - Callum's 22 Apr mail. Distractors: Western Harbour breakwater gate in the 19 Mar reply, trip plan and the stale work calendar."),
    ("h12", "where", "hotel address in leith", {M7: ["22 Bernard Street"]},
     "The Shore Lodge, 22 Bernard Street, Leith EH6 6PR - hotel confirmation (multipart/alternative, QP). Distractors: trip plan (hotel name only), expenses attachment."),
    ("h13", "where", "hvor skulle vi hente ladcyklen", {M13: ["Jægergårdsgade 88"]},
     "Workshop in the courtyard behind the shop, Jægergårdsgade 88, through the gate left of the shop door - order confirmation. Distractors: 'ready' mail (only says 'værkstedet'), promo mail, daily note 26 Apr."),
    ("h14", "where", "adresse paa forsamlingshuset til fars fest", {M11: ["Glud Bygade 14"]},
     "Glud Forsamlingshus, Glud Bygade 14, 7130 Juelsminde - base64 booking confirmation only. Distractors: Strandkanten (cancelled venue), family calendar/Messenger (name without address), key pickup at Glud Bygade 9."),
    ("h15", "where", "where's the key for the boat shed at the sailing club", {"text/rigning-af-jolle.txt": ["bagsiden af klubhuset"]},
     "Grey key box on the back of the clubhouse by the outdoor shower - dinghy rigging how-to. Distractors: welcome mail (meet at jollehallen), sailing calendar."),
    # ---------------------------------------------------------------- event_time
    ("h16", "event_time", "when is ida at the tandlæge", {ICS_F: ["2025-12-09"]},
     "Tue 9 Dec 2025 08:15, Tandplejen Frederiksbjerg Skole - family calendar. Distractor: daily note 27 Nov ('Ida skal snart til tandlæge - tjek kalenderen')."),
    ("h17", "event_time", "duelighedsbevis teoriprove dato", {M21: ["26. november 2025"], ICS_S: ["2025-11-26"]},
     "Wed 26 Nov 2025 19:00-21:00, clubhouse 1st floor - exam mail (base64 HTML) + sailing calendar. Distractors: daily note 27 Nov and Messenger (passed, no date), theory course Wednesdays."),
    ("h18", "event_time", "generalforsamling haveforeningen hvornaar", {MBOX: ["22. marts 2025"], ICS_K: ["2025-03-22"]},
     "Sat 22 March 2025 10:00 in fælleshuset - indkaldelse in the mbox + kolonihave calendar. Distractors: foraar-rod ('i marts'), planer for 2025."),
    ("h19", "event_time", "when could we pick up the cargo bike", {M17: ["14. august"]},
     "From Thursday 14 August 10:00 - 'klar' mail of 12 Aug. Distractors: order confirmation ('uge 33'), Messenger 'Cyklen er hentet' (no date in text)."),
    ("h20", "event_time", "sailing club end of seson party date", {ICS_S: ["2025-10-25"]},
     "Standerstrygning + fællesspisning Sat 25 Oct 2025 14:00 - sailing calendar. Distractors: standerhejsning 26 Apr, courtyard sweeping 25 Oct in the vicevært mail."),
    # ---------------------------------------------------------------- multi_source
    ("h21", "multi_source", "edinburgh trip flight + hotel confirmations", {M6: ["QX7R2M"], M7: ["SL-20931"]},
     "Flights NA1417/NA1418 ref QX7R2M (NordAir base64 HTML) + The Shore Lodge SL-20931 (hotel mail). Distractors: trip plan, expenses mail, work calendar trip entry."),
    ("h22", "multi_source", "ladcykel pris og forsikring pr år", {M13: ["27.498"], M14: ["1.188"]},
     "Paid 27.498 kr incl. Ida-seat (order confirmation) + insurance 1.188 kr/year (insurance mail, base64). Distractors: list prices in comparison note and promo mail (25.999/27.499), insured sum 28.000."),
    ("h23", "multi_source", "fars 70 aar adresse og hvem lavede mad", {M11: ["Glud Bygade 14"], MSN: ["Hedensted Kokkehus"]},
     "Address Glud Bygade 14 (base64 venue mail) + caterer Thomas/Hedensted Kokkehus (Messenger). Distractors: Strandkanten cancellation, planning note."),
    ("h24", "multi_source", "fjordby entry title + submission receipt", {M16: ["THE TIDAL STEPS"], M18: ["FHP-25-K7Q4"]},
     "Title 'The Tidal Steps' (Oliver's decision mail 19 Aug) + receipt code FHP-25-K7Q4 (base64 receipt). Distractors: design-thinking note (leaning Salt Meadow), registration FHP-0193."),
    ("h25", "multi_source", "hæk højde regel og hvornår er min arbejdsdag", {MBOX: ["1,80 m"], ICS_K: ["hækholdet"]},
     "Hedges max 1,80 m towards paths and neighbours (mbox referat) + her work day Sat 17 May 09-13 on the hedge team (kolonihave calendar). Distractors: mbox lists both work days (17 May and 23 Aug) without teams; foraar-rod mentions the hedge team without date."),
    # ---------------------------------------------------------------- decision
    ("h26", "decision", "why did we drop the 3 wheel cargo bike", {D0426: ["80 cm"], MSN: ["80 cm"]},
     "Reversed: Trio E (chosen 10 Mar) is 89 cm wide vs an 80 cm bike-cellar door and heavy on the hill -> Kvik Long John E2 - daily note 26 Apr + Messenger. Distractors: comparison note (old 'Trio E' conclusion), ChatGPT pros/cons chat."),
    ("h27", "decision", "final name harbour park concept", {M16: ["THE TIDAL STEPS"]},
     "The Tidal Steps (Salt Meadow kept as planting-chapter name) - Oliver's reply 19 Aug. Distractors: design-thinking note (leaning Salt Meadow), 1:1 note (pointer only), foraar-rod."),
    ("h28", "decision", "hvad gav vi far i gave til 70", {MSN: ["Marie Kirstine"]},
     "Day trip for dad and mum on the schooner Marie Kirstine from Juelsminde + Maja's photo book - Messenger 2 June. Distractors: gift brainstorm in planning note (kikkert, fotobog), CSV 'gave til far'."),
    ("h29", "decision", "altan hvad besluttede vi efter afslaget", {D0929: ["Vi betaler"]},
     "Not paying ourselves; formal complaint via ABF template; proposal to the March general assembly before any lawyer - daily note 29 Sep. Distractors: timeline (pointer + next steps), forward of the board's rejection, complaint mail."),
    ("h30", "decision", "did mette ok my reduced hours", {MET: ["32 hours a week"]},
     "Yes: from 1 Jan 2026, 32 h/week, Fridays off (1:1 notes 20 Nov). Distractors: earlier 1:1 entries ('after the competition', 'hesitant'), foraar-rod, planer for 2025."),
    # ---------------------------------------------------------------- temporal_current
    ("h31", "temporal_current", "kode til cykelkaelderen", {M20: ["7093"]},
     "7093 from Mon 13 Oct - vicevært mail. Distractors: old code 4471 in the house-sitter sheet; Messenger only points to 'mailen fra Kim'."),
    ("h32", "temporal_current", "kontingent kolonihave hvad koster det nu", {MBOX: ["2.400 kr"]},
     "2.400 kr/year from 2025 (adopted 22 Mar, referat in mbox). Distractors: old 2.150 kr (indkaldelse), CSV rates 1075/1325."),
    ("h33", "temporal_current", "Fjordby Stage 2 presentation date", {M24: ["16 December 2025"]},
     "Tue 16 Dec 2025 13:00-15:00, Byrådssalen - change mail 28 Nov. Distractors: stage 1 result mail, stale work calendar and daily note 27 Nov all say 10 Dec, room 2.14."),
    ("h34", "temporal_current", "home wifi password", {MSN: ["Havnekran-2025"]},
     "Havnekran-2025 (new router, 11 Oct) - Messenger. Distractor: old password Tang&Tide2019 in the house-sitter sheet."),
    ("h35", "temporal_current", "mejsen lukketid fredag", {M26: ["kl. 16.00 om fredagen"]},
     "Fridays close 16.00 from 1 Dec (was 16.30) - Mejsen newsletter 18 Nov. Distractor: boernehave.md table (16.30)."),
    # ---------------------------------------------------------------- open_loop
    ("h36", "open_loop", "altan sag hvad venter vi paa", {ALTAN: ["Venter stadig"], M22: ["1. december 2025"]},
     "Waiting for the board's written answer to the formal complaint (board meeting 27 Nov, promised by 1 Dec, still nothing on 3 Dec) - timeline + administrator's acknowledgement. Distractors: forward of the rejection, ChatGPT complaint chat, quick-question about no reply."),
    ("h37", "open_loop", "did the allotment board ever answer about the greenhouse", {HAVE: ["intet svar"], ICS_K: ["intet svar"]},
     "No - greenhouse application sent 12 Aug, still unanswered (have-log 15 Nov + open VTODO). Distractors: summer brain dump (plan to apply), mbox (generic 'send applications to the board')."),
    ("h38", "open_loop", "what's left for my sailing licence", {D1127: ["praktiske"], ICS_S: ["praktisk"], M21: ["praktisk"]},
     "Book and pass the practical test with an examiner, spring 2026 - daily note 27 Nov, open VTODO, exam mail. Distractors: Messenger 'Bestod teoriprøven', course notes."),
    ("h39", "open_loop", "what did i promise calum", {D0507: ["memo"], ICS_W: ["memo"]},
     "A short memo on salt-tolerant planting for the sea wall terraces (UK names), due end of May, still open - daily note 7 May + work calendar VTODO. Distractors: summer brain dump ('I still owe Callum something'), planting palette."),
    ("h40", "open_loop", "rain cover for the cargo bike still not here?", {M17: ["restordre"], MSN: ["regnslag"]},
     "Still not delivered: back-ordered (expected week 38) per shop mail; Messenger 3 Sep and 2 Dec confirm still missing. Distractors: CSV prepayment row, order attachment ('bestilt og betalt separat')."),
    # ---------------------------------------------------------------- preference
    ("h41", "preference", "plants i refuse to use in planting plans", {PAL: ["Rosa rugosa"], FORAAR: ["rynket rose"]},
     "Rosa rugosa / rynket rose (invasive) - planting palette + foraar-rod. Distractors: ChatGPT planting chat, newsletter salt-plant list."),
    ("h42", "preference", "Wich seat do I prefer when flying", {TRIP: ["aisle"]},
     "Aisle, always - trip plan. Distractor: flight confirmation (seats 14C/11C, no stated preference)."),
    ("h43", "preference", "hvilken vind kan jeg bedst lide at sejle i", {SEJL: ["4-6 m/s"]},
     "4-6 m/s sweet spot, over 8 m/s not fun - course notes. Distractors: sailing log wind column, rigging how-to (8 m/s limit)."),
    ("h44", "preference", "tog eller fly til københavn", {SUMMER: ["train to Copenhagen"]},
     "Train, every time - summer brain dump. Distractors: quick-questions, flight mails."),
    ("h45", "preference", "render style i prefer for comp boards", {DESIGN: ["watercolour"]},
     "Hand-made look: loose watercolour aerial + pencil sections, no glossy photoreal renders - design-thinking note. Distractors: Q&A mail (hand-drawn allowed), jury comment in the stage 1 result."),
    # ---------------------------------------------------------------- vague
    ("h46", "vague", "the thing maja said about dads hearing and the room", {MSN: ["høreapparatet"]},
     "Maja: small low-ceilinged hall suits dad, who can't hear in echoing rooms even with his hearing aid - Messenger 13 May. Distractors: summer brain dump, tale-udkast."),
    ("h47", "vague", "that fish place in leith", {D0507: ["Kittiwake"]},
     "The Kittiwake on the Shore (haddock) - daily note 7 May. Distractors: expenses attachment ('dinner'), trip plan."),
    ("h48", "vague", "rabbit thing for tying the knot", {SEJL: ["Kaninen"]},
     "Bowline/pælestik mnemonic: the rabbit comes up the hole, round the tree, back down - course notes. Distractors: quick-questions ('bowline = pælestik'), rigging how-to."),
    ("h49", "vague", "when i got AI help wording the complaint to the board", {GPT: ["udkast til klage"]},
     "ChatGPT conversation 'Klage til andelsboligforening om altan' (edited first prompt) - conversations.json. Distractors: the actual complaint quoted in the administrator's reply, daily note 29 Sep."),
    ("h50", "vague", "idea about showing old storm flood levels to kids", {DESIGN: ["1872"]},
     "Bronze lines with years (1872 storm flood, 2006, 2017, 2100) on the steps - design-thinking note. Distractors: newsletter (stepped edges), quick-question 'storm surge'."),
]


def queries():
    return [{"id": i, "query": q, "gold": list(g.keys()), "kind": k, "gold_hint": h}
            for i, k, q, g, h in Q]


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "queries.json")
    with open(out, "w", encoding="utf-8") as fh:
        json.dump(queries(), fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print("wrote", out, len(Q))
