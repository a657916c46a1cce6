# -*- coding: utf-8 -*-
"""The 50 questions, their gold files and the answer keys that check.py looks for.

Q entries: (id, kind, query, {gold_path: [answer keys found in that file once decoded]}, gold_hint)
A key starting with "expand:" means: a VEVENT in that .ics has an occurrence on that date
(YYYYMMDD) after RRULE/EXDATE expansion.
Running this file writes ../queries.json.
"""
import json
import os

DISCORD = "chat/discord/Solveig och co - Text Channels - solveig-batsnack [1187340262259617863].json"
M = "mail/"

Q = [
    # ------------------------------------------------------------------ fact
    ("h01", "fact", "invoice no from the yard for the spring launch",
     {M + "2025/04/2025-04-29_fiskebacks-batvarv-faktura.eml": ["FBV-25-0412"]},
     "FBV-25-0412 (only inside the base64 attachment faktura.txt of Fiskebäcks Båtvarv's mail 29 Apr); "
     "distractors: Mats' cost summary 10 Oct and the boat ledger CSV (amount only, no invoice no.)"),
    ("h02", "fact", "forsakringsnummer batforsakringen solveig",
     {M + "2025/02/2025-02-11_havsbris-fornyelse-batforsakring.eml": ["HB-447120-S"]},
     "HB-447120-S (base64 HTML renewal mail from Havsbris); solveig-overview.md only says 'see the renewal e-mail'"),
    ("h03", "fact", "wifi password at home",
     {"txt/house-sitter-sheet.txt": ["Smulan-och-Solveig-71"]},
     "Network Lindqvist-Clarke, password Smulan-och-Solveig-71 (house-sitter sheet); no other file has it"),
    ("h04", "fact", "booking ref xmas flights bristol",
     {M + "2024/12/2024-12-02_skylark-booking-confirmation.eml": ["KQ7XRM"]},
     "KQ7XRM (Skylark confirmation, HTML-only); bristol-christmas-2024.md only points to the mail"),
    ("h05", "fact", "kod källarförrådet",
     {"notes/home/lagenheten.md": ["källardörren är 6083"]},
     "6083 (källardörren, förråd nr 27) in lagenheten.md; distractors: portkod 1947/2316, miljörum code 2580"),
    # ------------------------------------------------------------------ who
    ("h06", "who", "whos covering my swing during saras wedding",
     {M + "2025/08/2025-08-12_re-leave-request-swing-22-sep.eml": ["Tomasz Nowicki"]},
     "Tomasz Nowicki, relief 2/E, covers 22 Sep–5 Oct (Oskar's reply 12 Aug); sjodagar CSV and the "
     "Aug journal only say leave/a relief engineer"),
    ("h07", "who", "vem är handläggaren på skatteverket",
     {"notes/skatt/skatteverket-arende.md": ["Anders Wallin"],
      M + "2025/06/2025-06-18_vb-beslut-skatteverket.eml": ["Anders Wallin"]},
     "Anders Wallin (case note front matter + base64 forwarded decision); distractor: Birgitta Holm is the adviser/ombud"),
    ("h08", "who", "who fixed the dish washer",
     {"notes/daily/2025-03-18.md": ["Rami Haddad"]},
     "Rami Haddad from Majornas Vitvaruservice, 18 Mar (replaced the drain pump); lagenheten.md only points to the daily note"),
    ("h09", "who", "who else has a spare key to our flat",
     {"txt/house-sitter-sheet.txt": ["Gun-Britt in 1102"]},
     "Neighbour Gun-Britt (Olausson) in 1102; kontakter.md lists her as neighbour without the key"),
    ("h10", "who", "vem sydde om storseglet",
     {M + "2025/06/2025-06-18_bergs-segelmakeri-kvitto.eml": ["Ulla Berg"]},
     "Ulla Berg, Bergs Segelmakeri, Saltholmen (base64 HTML receipt); Discord/ledger/calendar say only 'segelmakaren'"),
    # ------------------------------------------------------------------ where
    ("h11", "where", "where is the seafarer medical clinic",
     {M + "2025/10/2025-10-02_sjofartsmedicin-bokningsbekraftelse.eml": ["Järntorget 7"]},
     "Sjöfartsmedicin Väst, Järntorget 7, 3 tr (QP HTML booking mail); calendar event has no location, certifikat.md points to the mail"),
    ("h12", "where", "solveig summer berth number",
     {"notes/boat/solveig-overview.md": ["brygga C, plats 14"]},
     "Långedrag, brygga C, plats 14 (overview); mbox/CSV mention brygga C fees only"),
    ("h13", "where", "where's the recyling room for the bins",
     {"txt/house-sitter-sheet.txt": ["next to the bike shed"],
      "txt/tvattstuga-och-sopor.txt": ["bredvid cykelförrådet"]},
     "Courtyard, green door next to the bike shed (code 2580) – in the sitter sheet (EN) and the BRF rules txt (SV)"),
    ("h14", "where", "where is Aurora going for drydock",
     {M + "2025/05/2025-05-14_nordhavn-revised-rotation-dry-dock.eml": ["Gdańsk"]},
     "Gdańsk, from 17 Nov (Karin's mail 14 May); distractors: 2024 yard was Frederikshavn (tax files), May and "
     "Aug journals and the crew newsletter mention the November docking without a place"),
    ("h15", "where", "var ligger kyrkan för saras bröllop",
     {M + "2025/04/2025-04-03_sara-inbjudan-brollop.eml": ["Bokenäs gamla kyrka"]},
     "Bokenäs gamla kyrka, 14.00, party in the bygdegård (QP invitation); hemma.ics has the date without place"),
    # ------------------------------------------------------------------ event_time
    ("h16", "event_time", "nar ar upptagningen av solveig",
     {M + "2025/09/2025-09-26_fiskebacks-andrad-tid-upptagning.eml": ["lördag 25 oktober kl. 08.30"]},
     "Sat 25 Oct 08:30 (yard's mail 26 Sep moved it); stale: solveig.ics + confirmation mail 5 Sep say 11 Oct 09:00, "
     "VTK crane day 11 Oct in mbox"),
    ("h17", "event_time", "when are Immy's parents visiting",
     {M + "2025/05/2025-05-20_re-july-margaret.eml": ["Saturday 12 July"],
      "calendars/hemma.ics": ["20250712"]},
     "12–20 July 2025 (Margaret's mail + hemma.ics all-day event); distractors: Robert's dinner 18 Jul, sailing 19 Jul"),
    ("h18", "event_time", "when does the pipe replacement start in our stairwell",
     {M + "2025/08/2025-08-20_brf-stambyte-och-ny-portkod.eml": ["27 oktober"]},
     "Port 14B: 27 Oct – 12 Dec (BRF HTML table); 14A starts 6 Oct (distractor); lagenheten.md points to the mail"),
    ("h19", "event_time", "wich evenings is immys swedish class",
     {"calendars/hemma.ics": ["BYDAY=TU,TH"]},
     "Tuesdays and Thursdays 18:00–20:30, 26 Aug–11 Dec, not 28/30 Oct (hemma.ics RRULE); Aug journal says 'two evenings'"),
    ("h20", "event_time", "meeting with birgitta what day",
     {"calendars/papper-skatt.ics": ["20250429T100000"],
      M + "2025/04/2025-04-26_re-birgitta-forfragan.eml": ["tisdag 29 april kl 10 hos dig"]},
     "Tue 29 Apr 2025 10:00 at Första Långgatan 18 (calendar + Henrik's confirming reply); Birgitta's 25 Apr mail "
     "only proposes 29 or 30 Apr; case log says 'April, the day before I joined'"),
    # ------------------------------------------------------------------ multi_source
    ("h21", "multi_source", "how many sea days have i got this year and is that enough for the full deduction",
     {"csv/sjodagar-2024-2025.csv": ["14,126,ny rotation"],
      M + "2025/04/2025-04-25_birgitta-skatteverkets-forfragan.eml": ["minst 183 dagar"]},
     "126 days so far in 2025 (sjodagar CSV, cumulative) + full deduction needs at least 183 days (Birgitta's "
     "25 Apr mail) -> not enough yet; the ChatGPT chat has no numbers"),
    ("h22", "multi_source", "stambyte start date and where do we shower meanwhile",
     {M + "2025/08/2025-08-20_brf-stambyte-och-ny-portkod.eml": ["27 oktober"],
      "notes/home/lagenheten.md": ["duschvagnar på gården"]},
     "Start 27 Oct for 14B (BRF mail, which says shower info comes later) + shower trailers in the courtyard behind "
     "hus 16 (lagenheten.md, from the extrastämma)"),
    ("h23", "multi_source", "bristol christmas trip flight times + where we stayed",
     {M + "2024/12/2024-12-02_skylark-booking-confirmation.eml": ["10:05"],
      "notes/travel/bristol-christmas-2024.md": ["North Street"]},
     "Out 21 Dec GOT 10:05 via AMS, back 28 Dec BRS 14:20 (Skylark mail) + Airbnb above a bakery on North Street, "
     "Southville (travel note); Jan journal mentions the bakery flat without address"),
    ("h24", "multi_source", "upptagningen – vilken tid och vem hjälper till",
     {M + "2025/09/2025-09-26_fiskebacks-andrad-tid-upptagning.eml": ["08.30"],
      DISCORD: ["möter upp vid varvet"]},
     "Sat 25 Oct 08:30 (yard mail) + Mats motors her over from Långedrag, Pelle and Jonna meet at the yard with the "
     "trestles, Henrik is on board (Discord 26 Sep); Mats' mail 27 Sep only says 'we'll sort it'"),
    ("h25", "multi_source", "restskatt hur mycket och när ska den vara betald",
     {M + "2025/06/2025-06-18_vb-beslut-skatteverket.eml": ["restskatt på 1 770 kr"],
      "calendars/papper-skatt.ics": ["20251112"]},
     "1 770 kr (base64 forwarded decision, which says the due date is on the tax account) + due 12 Nov 2025 "
     "(VTODO in papper-skatt.ics)"),
    # ------------------------------------------------------------------ decision
    ("h26", "decision", "did we change our mind about keeping solveig in the water over winter",
     {DISCORD: ["ändrat beslut"]},
     "Yes: 10 Aug decided to stay in the water with a bubbler, reversed 2 Sep after Pelle found rot – haul out to "
     "Fiskebäck, indoors in the hall (Discord). Stale: vinterforvaring-2025.md, Aug journal; supporting only: "
     "yard mails 5/26 Sep, solveig.ics"),
    ("h27", "decision", "overklaga skatteverkets beslut eller inte, vad blev det",
     {"notes/skatt/skatteverket-arende.md": ["vi begär omprövning"],
      M + "2025/10/2025-10-03_birgitta-omprovningen-inskickad.eml": ["omprövningsbegäran inskickad"]},
     "Request omprövning (decided 12 Sep, filed 30 Sep); reversed from the June 'let it go' in daily 2025-06-22 "
     "and the Aug journal"),
    ("h28", "decision", "which antifouling did we go with",
     {DISCORD: ["Då kör vi på Kustfärg Hård Eco"]},
     "Kustfärg Hård Eco, hard copper-free (Discord 2 Mar); distractors: Båtshoppen newsletter lists brands, ChatGPT "
     "chat discusses hard vs soft, varvslista points to Discord"),
    ("h29", "decision", "xmas this year - final plan?",
     {M + "2025/10/2025-10-08_re-christmas-sorry.eml": ["New Year in Bristol for both of us"]},
     "Immy does Christmas in Bristol (flies 20 Dec), Henrik joins 29 Dec for New Year (Immy's reply 8 Oct); old "
     "plan 'Christmas in Gothenburg with the Clarkes' in the Aug journal, rotation note says Christmas off"),
    ("h30", "decision", "caulking cotton vs oakum what did we decide",
     {"notes/boat/varvslista-2025.md": ["drevgarn i kölnaten"]},
     "Cotton in the narrow seams above the waterline, oakum in the keel seam and two lowest strakes (varvslista); "
     "ChatGPT chat and VTK mbox discuss without deciding"),
    # ------------------------------------------------------------------ temporal_current
    ("h31", "temporal_current", "who's my crewing contact at nordhavn now",
     {M + "2025/08/2025-08-12_re-leave-request-swing-22-sep.eml": ["I took over crewing for the B-crew from Karin"]},
     "Oskar Fredén since 1 June (his mail 12 Aug); stale: Karin Dahlberg in kontakter.md and her 2024/May mails"),
    ("h32", "temporal_current", "Boat insurance premium this yr",
     {M + "2025/02/2025-02-11_havsbris-fornyelse-batforsakring.eml": ["3 480 kr"],
      "csv/batkostnader-2025.csv": ["Försäkring Havsbris 2025,3480"]},
     "3 480 kr for 2025 (renewal mail + ledger); stale: 2 950 kr in solveig-overview.md"),
    ("h33", "temporal_current", "when am i back on the ship next",
     {M + "2025/08/2025-08-12_re-leave-request-swing-22-sep.eml": ["Mon 20 Oct – Sun 2 Nov"],
      M + "2025/05/2025-05-14_nordhavn-revised-rotation-dry-dock.eml": ["Mon 20 Oct"],
      "calendars/jobb-aurora.ics": ["expand:20251020"],
      "csv/sjodagar-2024-2025.csv": ["2025-10-20"]},
     "Mon 20 Oct – Sun 2 Nov (revised rotation); stale: rotation-2025.md and Nov 2024 mail say 13 Oct"),
    ("h34", "temporal_current", "portkoden vad är den nu",
     {M + "2025/08/2025-08-20_brf-stambyte-och-ny-portkod.eml": ["2316"],
      "txt/house-sitter-sheet.txt": ["2316"]},
     "2316 from 1 Sep 2025 (BRF mail, sitter sheet); stale: 1947 in lagenheten.md"),
    ("h35", "temporal_current", "vad kostar båtplatsen i år",
     {"mbox/vtk-medlemmar.mbox": ["4 850 kr"],
      "csv/batkostnader-2025.csv": ["Båtplatsavgift VTK brygga C,4850"]},
     "4 850 kr for brygga C in 2025 (VTK treasurer's list mail + ledger); stale: 4 200 kr in solveig-overview.md"),
    # ------------------------------------------------------------------ open_loop
    ("h36", "open_loop", "kölbulten – har vi kollat den nån gång",
     {"notes/boat/varvslista-2025.md": ["- [ ] Dra en kölbult"],
      "calendars/solveig.ics": ["Dra en kölbult för kontroll"]},
     "Not done: unchecked in varvslista and NEEDS-ACTION VTODO in solveig.ics (last drawn 2009 per overview, "
     "which does not say it's pending)"),
    ("h37", "open_loop", "what am i still waiting on from skatteverket",
     {M + "2025/10/2025-10-03_birgitta-omprovningen-inskickad.eml": ["vänta på besked"],
      "notes/skatt/skatteverket-arende.md": ["Väntar på besked om omprövningen"]},
     "The answer on the omprövning filed 30 Sep (8–12 weeks); restskatt VTODO is a to-do, not a wait"),
    ("h38", "open_loop", "which course do i still need to book for my certs",
     {"notes/work/certifikat.md": ["Book the Basic Safety refresher"]},
     "STCW Basic Safety refresher before it expires 14 Feb 2026 (certifikat.md, unchecked); crew newsletter is a generic reminder"),
    ("h39", "open_loop", "did mats ever pay me back for the sail",
     {"csv/batkostnader-2025.csv": ["Mats ska swisha halva"],
      DISCORD: ["påminnelse om seglet"]},
     "No – 4 250 kr sail repair paid by Henrik, reglerat=nej (ledger), Mats 'swishar efter lön', reminder 10 Sep "
     "still unpaid (Discord); Mats' 10 Oct cost summary doesn't include the sail"),
    ("h40", "open_loop", "immy permit – heard anything since we sent the extra docs?",
     {"notes/home/immy-uppehallstillstand.md": ["Still waiting for their decision"]},
     "No decision yet after the komplettering sent 9 Sep; call Migrationsverket if nothing by 15 Nov "
     "(immy-uppehallstillstand.md); Aug journal predates the komplettering"),
    # ------------------------------------------------------------------ preference
    ("h41", "preference", "lack eller olja på däcket vad tycker jag",
     {"notes/journal/2025-05-tankar-efter-sjosattningen.md": ["linolja och trätjära på däck"]},
     "Linseed oil + pine tar on deck and cabin top, never varnish on walking surfaces (May journal); quick-questions "
     "has a generic teak answer"),
    ("h42", "preference", "do i actually like the night watches",
     {"notes/journal/2025-01-night-watch-thoughts.md": ["I'd take the 00–06 every time"]},
     "Yes – prefers the 00–06 watch, quiet engine room, fewer meetings (Jan journal)"),
    ("h43", "preference", "how windy is too windy for immy",
     {DISCORD: ["more than 8 m/s"]},
     "She won't go out if it's blowing more than 8 m/s (Immy on Discord 17 May); quick-questions has 8 m/s in "
     "Beaufort, Aug journal mentions 'her rule' without number"),
    ("h44", "preference", "basta hamnen i bohuslan enligt mig",
     {"notes/journal/2025-08-end-of-summer.md": ["Käringön is still my favourite harbour"]},
     "Käringön (Aug journal; Åstol too crowded, Marstrand a zoo); distractors: VTK meet at Käringön in mbox, "
     "solveig.ics, Discord"),
    ("h45", "preference", "preferred seat on planes",
     {"chat/assistant/2025-02-16_edinburgh-weekend.json": ["I need an aisle seat"]},
     "Aisle seat always (194 cm), no flights before 9 (Edinburgh chat); Skylark receipt just lists seats 14C/14D"),
    # ------------------------------------------------------------------ vague
    ("h46", "vague", "that stuff from dad my sister said we could have",
     {M + "2025/04/2025-04-03_sara-inbjudan-brollop.eml": ["Pappas gamla vinterkapell och mastbockar"]},
     "Dad's old winter cover and mast trestles in mum's barn in Uddevalla (PS in Sara's invitation); May journal "
     "mentions dad's logbooks instead"),
    ("h47", "vague", "pelle's old school putty recipe",
     {DISCORD: ["slämkrita"]},
     "Raw linseed oil + whiting (slämkrita) kneaded to a dough, skip the white lead (Pelle on Discord 14 Jun)"),
    ("h48", "vague", "nåt om att dagarna på varvet inte räknades",
     {M + "2025/06/2025-06-18_vb-beslut-skatteverket.eml": ["räknas inte som dagar med sjöinkomst"],
      "notes/skatt/skatteverket-arende.md": ["räknas inte som dagar med sjöinkomst"]},
     "Skatteverket's decision: the 38 yard days in Frederikshavn don't count as sea-income days (forwarded decision "
     "+ case log); ChatGPT chat and Birgitta's April mail only discuss the question"),
    ("h49", "vague", "the place with the fish soup robert kept going on about",
     {"notes/journal/2025-08-end-of-summer.md": ["fish soup at Kajkanten"]},
     "Restaurang Kajkanten (Aug journal); daily 2025-06-02 and hemma.ics name Kajkanten for the birthday dinner "
     "without the soup; quick-questions has a generic fish soup question"),
    ("h50", "vague", "book someone from the club recommended",
     {"mbox/vtk-medlemmar.mbox": ["Trä, tjära och tålamod"]},
     "'Trä, tjära och tålamod' by Ragnar Öst (Marianne Ek on the VTK list, 8 Sep)"),
]

SWEDISH = {"h02", "h05", "h07", "h10", "h15", "h16", "h24", "h25", "h27", "h34", "h35", "h36",
           "h41", "h44", "h48"}

# facts that must exist ONLY inside encoded parts (absent from every file's raw bytes)
ENCODED_ONLY = {
    "FBV-25-0412": M + "2025/04/2025-04-29_fiskebacks-batvarv-faktura.eml",
    "HB-447120-S": M + "2025/02/2025-02-11_havsbris-fornyelse-batforsakring.eml",
    "Ulla Berg": M + "2025/06/2025-06-18_bergs-segelmakeri-kvitto.eml",
    "Järntorget 7": M + "2025/10/2025-10-02_sjofartsmedicin-bokningsbekraftelse.eml",
    "Bokenäs gamla kyrka": M + "2025/04/2025-04-03_sara-inbjudan-brollop.eml",
    "1 770 kr": M + "2025/06/2025-06-18_vb-beslut-skatteverket.eml",
}


def queries():
    return [{"id": i, "query": q, "gold": list(g.keys()), "kind": k, "gold_hint": h}
            for i, k, q, g, h in Q]


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "queries.json"), "w", encoding="utf-8") as f:
        json.dump(queries(), f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("wrote %d queries" % len(Q))

# Short "core" answer strings, used by check.py only to list non-gold files that mention the
# answer (for manual review of distractors vs. missing gold).
ANSWER_CORE = {
    "h01": ["FBV-25-0412"], "h02": ["HB-447120-S"], "h03": ["Smulan-och-Solveig"],
    "h04": ["KQ7XRM"], "h05": ["6083"], "h06": ["Tomasz"], "h07": ["Wallin"],
    "h08": ["Rami"], "h09": ["Gun-Britt"], "h10": ["Ulla B"], "h11": ["Järntorget"],
    "h12": ["plats 14"], "h13": ["bike shed", "cykelförrådet", "2580"], "h14": ["Gdańsk", "Gdansk", "Polen", "Poland", "Polish yard"],
    "h15": ["Bokenäs"], "h16": ["25 oktober", "25 Oct"], "h17": ["12 July", "12/7"],
    "h18": ["27 oktober", "27 Oct"], "h19": ["TU,TH"], "h20": ["29 april", "20250429"],
    "h21": ["183"], "h22": ["duschvagn"], "h23": ["North Street", "10:05"],
    "h24": ["08.30", "möter upp"], "h25": ["1 770", "20251112", "12 nov"],
    "h26": ["ändrat beslut", "hall 2", "ligger kvar i sjön"], "h27": ["omprövning"],
    "h28": ["Kustfärg"], "h29": ["New Year", "nyår"], "h30": ["drevgarn", "oakum"],
    "h31": ["Oskar", "Karin"], "h32": ["3 480", "3480", "2 950"], "h33": ["20 Oct", "2025-10-20"],
    "h34": ["2316", "1947"], "h35": ["4 850", "4850", "4 200"], "h36": ["kölbult", "keel bolt"],
    "h37": ["vänta på besked", "väntar på besked"], "h38": ["Basic Safety", "BST"],
    "h39": ["swisha", "Swishar"], "h40": ["komplettering"], "h41": ["linolja"],
    "h42": ["00–06", "night watch"], "h43": ["8 m/s"], "h44": ["Käringön"],
    "h45": ["aisle"], "h46": ["vinterkapell", "mastbockar"], "h47": ["slämkrita", "kitt"],
    "h48": ["räknas inte"], "h49": ["Kajkanten", "fish soup"], "h50": ["Trä, tjära"],
}
