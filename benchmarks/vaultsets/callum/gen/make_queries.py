#!/usr/bin/env python3
"""Writes ../queries.json (hand-written questions; kept here so the file is reproducible)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))

M = "mail/"
SHEET = "house-sitter-sheet.txt"
WA = "chats/whatsapp/WhatsApp Chat with Drummond Family.txt"
MBOX = "mail/lists/foll-crew.mbox"
DAMP = M + "2024/10/2024-10-08_westcoast-damp-survey-report.eml"
BUDGET = M + "2024/11/2024-11-12_kelplink-budget-v2.eml"
MOVED = M + "2025/01/2025-01-14_kelplink-workshop-new-dates.eml"
NSOF = M + "2025/01/2025-01-10_nsof-deadline-extended.eml"
KIRSTY = M + "2025/02/2025-02-11_kirsty-re-mums-70th.eml"
FWD = M + "2025/02/2025-02-03_fwd-s2-residential.eml"

Q = [
 # ---------------- fact
 ("h01", "fact", "selkie insurance policy number", [M + "2024/07/2024-07-22_merrow-marine-renewal.eml"],
  "MMI-7730-SEL-24, only inside the base64 body of the Merrow Marine renewal mail; selkie.md and the 2024-08-02 daily only say insurance renews/was paid"),
 ("h02", "fact", "damp survey report ref no", [DAMP],
  "WDT-24-1187, only in the base64 report attachment from Westcoast Damp & Timber; damp.md and cottage-spend.csv (inv 2231) are distractors"),
 ("h03", "fact", "wifi pasword at the cottage", [SHEET],
  "network TighnaCreige, password selkie-bracken-77 (house-sitter sheet); no other file has it"),
 ("h04", "fact", "what outboard is on the boat", ["notes/boat/selkie.md"],
  "Yamaha F20 20hp four-stroke (selkie.md); the chandlery receipt says 'Yamaha F15/F20' anode kit and the Merrow mail only '20hp four-stroke'"),
 ("h05", "fact", "kelplink WP3 budget total", [BUDGET],
  "WP3 = 248,600 GBP in budget v2 (base64 attachment); Callum's reply and the grant note give no total"),
 # ---------------- who
 ("h06", "who", "name of the damp surveyor guy", [DAMP],
  "Ewan Lindsay, Westcoast Damp & Timber; damp.md/personal.ics only name the firm, Archie Fraser is the stonemason"),
 ("h07", "who", "who's looking after Bracken while I'm in Bergen", [SHEET],
  "Eilidh Morrison (neighbour Jean's granddaughter), 3-7 March 2025; the new-year journal only plans to ask Jean's granddaughter, no name"),
 ("h08", "who", "who is organising the lifeboat ceilidh", [MBOX],
  "Morven Gillies (fundraising) in the crew list mbox; crew-notes.md lists only 'Morven - fundraising', lifeboat.ics has the event without organiser"),
 ("h09", "who", "lifeboat ops manager name", [MBOX, "notes/lifeboat/crew-notes.md"],
  "Shona Campbell, Lifeboat Operations Manager (crew-notes.md + her signature in the mbox); Donnie MacLeod is senior helm, Lachie Grant training officer"),
 ("h10", "who", "roofer euans pal for the slipped slates", [WA],
  "Stevie Rennie in Connel (Kirsty in the WhatsApp group, Sept 2024); journal 2024-09-22 mentions 'Euan's pal' without a name"),
 # ---------------- where
 ("h11", "where", "where's the spare key hidden", [SHEET],
  "under the old lobster creel by the back door (house-sitter sheet)"),
 ("h12", "where", "bergen workshop venue adress", [MOVED],
  "Havbrekk Institute, Nordnesveien 41, 5005 Bergen, room 'Torsk' 3rd floor; hotel mail has the hotel address (Slottsgaten 3), work.ics only says 'Bergen'"),
 ("h13", "where", "where is isla going on her S2 residential", [FWD],
  "Ardentinny Outdoor Centre, Loch Long - only inside the base64 body of Fiona's forward; journal/daily only mention 'a residential'"),
 ("h14", "where", "septic tank lid where", ["notes/cottage/septic-tank.md", SHEET],
  "behind the woodshed under the big flat slate (septic-tank.md and house-sitter sheet); ChatGPT septic chat is generic"),
 ("h15", "where", "which dive site is the urchin barren", ["notes/work/survey-sites.md"],
  "Sgeir Dhubh, reef off SW Kerrera (survey-sites.md); newsletter says only 'a site off Kerrera', work.ics/daily 2024-04-17 name the site without its status"),
 # ---------------- event_time
 ("h16", "event_time", "when is the bergen kelplink workshop", [MOVED],
  "Tue 4 - Thu 6 March 2025 (Ingrid's 'new dates' mail); work.ics (stale) still says 11-13 Feb, journal says 11th-13th Feb; hotel/flight/sheet give trip dates 3-7 March"),
 ("h17", "event_time", "mum's 70th dinner date", [KIRSTY, "calendars/personal.ics"],
  "Saturday 15 March 2025, 7pm (Kirsty's mail + personal.ics); WhatsApp only says 'the Saturday after her birthday'"),
 ("h18", "event_time", "lifeboat ceilidh date", [MBOX, "calendars/lifeboat.ics"],
  "Friday 21 March 2025, 7.30pm, Ardcarrick Village Hall (mbox + lifeboat.ics); Open Day 10 Aug 2024 is a distractor"),
 ("h19", "event_time", "Isla parents evening when", ["calendars/kids.ics", WA],
  "Thursday 27 Feb 2025, 4.30pm with Mr Sutherland (kids.ics + WhatsApp)"),
 ("h20", "event_time", "rory swim gala", ["calendars/kids.ics"],
  "Saturday 8 March 2025, 1pm, Oban Swim Centre (kids.ics); the WhatsApp only mentions 'the gala' with no date; fortnightly swimming club is a distractor"),
 # ---------------- multi_source
 ("h21", "multi_source", "bergen trip hotel booking ref + flight no", [M + "2025/02/2025-02-07_hotel-bryggekaia-booking.eml", M + "2025/02/2025-02-10_fjordair-eticket.eml"],
  "hotel ref HBK-55831 (base64 HTML hotel mail) + flight FJ 417 EDI 11:40 on 3 Mar (Fjordair e-ticket); the travel chat has no flight number"),
 ("h22", "multi_source", "when's the outboard next due a service", ["data/boat-log.csv", "notes/boat/selkie.md"],
  "last service 25 May 2024 at 212.0 engine hours (boat-log.csv) + rule every 100 hours or 12 months (selkie.md) => due at 312 h or by May 2025"),
 ("h23", "multi_source", "easter hols dates and which week do I have the kids", ["calendars/kids.ics", WA],
  "Easter holidays Mon 7 - Fri 18 April 2025 (kids.ics) + first week with Callum (Mull), second with Fiona (WhatsApp); journal only wishes for 'a week'"),
 ("h24", "multi_source", "kelplink proposal ID and the submission deadline now", [BUDGET, NSOF],
  "proposal ID NSOF-CR25-0419 (base64 budget attachment) + deadline now 28 March 2025 16:00 CET (NSOF extension mail); grant note/work.ics/kick-off mail have the old 14 March"),
 ("h25", "multi_source", "mum's 70th - where's the dinner and what present are we getting", [KIRSTY, WA],
  "The Ferryman's Inn, Ballachulish (Kirsty's mail) + framed Ailsa Munro print of the Buachaille, halves (WhatsApp); the Lochside in Onich was only an idea"),
 # ---------------- decision
 ("h26", "decision", "which stove did I go with in the end", [M + "2024/07/2024-07-04_re-kerr-stoves-going-charnwood.eml"],
  "Charnwood C-Five (Callum's reply to Jamie, 4 Jul 2024) - reversed from the Morsø Squirrel chosen in woodburner.md / renovation-plan.md / the June quote; Jamie's 3 Jul mail only recommends it"),
 ("h27", "decision", "damp gable - injection dpc or lime, what did we decide", ["daily/2024-11-28.md"],
  "no chemical injection; gutter fixed, cement render off + lime repoint in spring by Archie (daily 2024-11-28); the survey report only recommends, damp.md lists options"),
 ("h28", "decision", "did we keep the ROV in the grant budget", [M + "2024/11/2024-11-15_re-kelplink-budget-v2.eml"],
  "no - ROV hire dropped, drop-down camera + diver transects instead (Callum's reply 15 Nov 2024); kick-off mail / grant note / budget v2 still have the ROV"),
 ("h29", "decision", "xmas 2024 kids arrangement", [WA],
  "Fiona has Christmas Eve + Day, Callum Boxing Day to 1 Jan (Hogmanay at Mum's), back to Fiona 2 Jan (WhatsApp 12 Nov 2024); handover.md just says it alternates"),
 ("h30", "decision", "what did i decide about the boat for winter", ["notes/journal/2024-09-22-end-of-summer.md", "data/boat-log.csv"],
  "lift Selkie out (19 Oct) and winter her ashore in Gregor's shed at Clachan, keep the mooring paid (journal 2024-09-22 + boat-log lift-out row); the winterising how-to is about the engine"),
 # ---------------- temporal_current
 ("h31", "temporal_current", "which day is the kids handover now", [WA, "calendars/personal.ics"],
  "Thursdays (5pm) since 16 Jan 2025 (WhatsApp + personal.ics Thu series); handover.md and the ended Wed series say Wednesday"),
 ("h32", "temporal_current", "septic tank emptying price", [M + "2024/12/2024-12-09_lorn-drainage-prices-2025.eml"],
  "£215 incl VAT from 1 Jan 2025 (Lorn Drainage price mail); septic-tank.md, cottage-spend.csv, budget-2025.md and the March 2024 mail have the old 180"),
 ("h33", "temporal_current", "what night is lifeboat training now", [MBOX, "calendars/lifeboat.ics"],
  "Mondays 19:30 since 4 Nov 2024 (mbox notice + lifeboat.ics Monday series); crew-notes.md and the spring programme say Tuesdays 7pm"),
 ("h34", "temporal_current", "NSOF grant deadline", [NSOF],
  "28 March 2025 16:00 CET (extension mail); kelplink-grant.md, work.ics, kick-off mail and the new-year journal still say 14 March"),
 ("h35", "temporal_current", "mooring fee 2025", [M + "2025/01/2025-01-20_ardcarrick-mooring-invoice-2025.eml"],
  "£165.00 for 2025/26 (January 2025 invoice); the 2024 invoice and budget-2025.md say £140"),
 # ---------------- open_loop
 ("h36", "open_loop", "has archie confirmed a start date for the pointing", [M + "2025/02/2025-02-05_archie-fraser-re-north-gable.eml"],
  "no - he'll confirm a start date in March, April at the earliest (Archie's quote mail, £3,850 + £420 scaffold); budget-2025 says still waiting on his quote (older)"),
 ("h37", "open_loop", "need to book the septic empty?", ["calendars/personal.ics", "daily/2025-02-12.md"],
  "yes - open VTODO 'Book septic tank empty for April (ring Kenny)' due 31 Mar + unchecked item in daily 2025-02-12; April 2024 empty is done"),
 ("h38", "open_loop", "outstanding support letters for the grant", ["notes/work/kelplink-grant.md", "daily/2025-02-12.md"],
  "Ardcarrick Harbour Trust letter (Duncan MacPhail) still to chase, Lorn Fisheries Association unanswered (grant note checklist + daily 2025-02-12)"),
 ("h39", "open_loop", "sea survival refresher still to do", [MBOX, "notes/lifeboat/crew-notes.md", "calendars/lifeboat.ics"],
  "not done - must complete by 31 March 2025, courses 8 or 22 March via Lachie (mbox, crew-notes checklist, lifeboat.ics VTODO)"),
 ("h40", "open_loop", "isla residential deposit due by", [FWD],
  "£60 deposit via ParentPay by 28 February 2025, balance by 11 April (base64 forward from Fiona); daily 2025-02-12 only says check what Fiona forwarded"),
 # ---------------- preference
 ("h41", "preference", "herbs i cant stand", ["notes/food-and-messages.md"],
  "coriander ('tastes of soap', use flat-leaf parsley) in the food note"),
 ("h42", "preference", "flying to norway - direct or connecting, what do I prefer", ["chats/assistant/bergen-travel-2025-01.json"],
  "direct from Edinburgh even if dearer, hates connecting via Schiphol (travel chat); the Fjordair e-ticket only shows the booking"),
 ("h43", "preference", "best logs for the stove what do I like burning", ["chats/chatgpt/conversations.json"],
  "prefers birch, won't burn sitka spruce (ChatGPT firewood chat); cottage-spend.csv only lists kiln-dried logs"),
 ("h44", "preference", "what does Isla not eat these days", ["notes/kids/isla-and-rory.md", WA],
  "vegetarian since July 2024, no fish either (kids note + WhatsApp); Rory's no-mushrooms is the distractor"),
 ("h45", "preference", "podcasts i dont like", ["notes/journal/2025-01-03-new-year.md"],
  "can't be doing true crime (prefers shipping forecast, history, birds) - new-year journal"),
 # ---------------- vague
 ("h46", "vague", "that time we pulled the canoe guy out near the lighthouse", [MBOX, "notes/journal/2024-09-22-end-of-summer.md"],
  "capsized kayaker off Eilean Musdile/Lismore, 14 Sept 2024 (shout report in the mbox + journal 2024-09-22); WhatsApp only says 'long afternoon on the boat'"),
 ("h47", "vague", "newsletter bit about spiky things eating the seaweed", [M + "2024/08/2024-08-14_station-news-august.eml"],
  "'Urchins on the march' / 'a pink desert' in Station News Aug 2024; survey-sites.md and the grant note also discuss urchins but are not the article"),
 ("h48", "vague", "that soup the norwegian woman was on about", [M + "2024/04/2024-04-09_kelplink-kickoff-notes.eml"],
  "bergensk fiskesuppe, Ingrid's grandmother's recipe (P.S. of the kick-off mail); Callum's reply and the new-dates mail only mention 'the soup'"),
 ("h49", "vague", "seal that kept pinching fish off the pontoon", ["daily/2024-08-02.md"],
  "grey seal Rory named Hamish (daily 2024-08-02); words note has 'ròn = seal', boat log only counts mackerel"),
 ("h50", "vague", "app for high water times", ["chats/quick-questions.jsonl"],
  "UKHO EasyTide site / 'My Tide Times' app for Oban (quick-questions.jsonl); Kenny's 'depends on the tide' is noise"),
]

out = [{"id": i, "query": q, "gold": g, "kind": k, "gold_hint": h} for (i, k, q, g, h) in Q]
with open(os.path.join(HERE, "..", "queries.json"), "w", encoding="utf-8") as fh:
    json.dump(out, fh, ensure_ascii=False, indent=1)
    fh.write("\n")
print(len(out), "queries")
