"""The 50 held-out questions. KEYS (not exported) hold the regex each gold file must contain once decoded."""
import json
import os

M = "mail/2025/"
F = {
    "m01": M + "01/2025-01-20_badrumsfixarna-offert.eml",
    "m02": M + "02/2025-02-03_pennine-kiln-quote.eml",
    "m03": M + "03/2025-03-06_kakelkungen-kampanj.eml",
    "m04": M + "04/2025-04-08_re-andring-badkar.eml",
    "m05": M + "05/2025-05-12_havning-av-avtal.eml",
    "m06": M + "05/2025-05-20_hisingens-offert.eml",
    "m07": M + "06/2025-06-02_stugan-kod-och-forsakring.eml",
    "m08": M + "06/2025-06-14_boreal-air-booking.eml",
    "m09": M + "06/2025-06-19_re-pennine-revised-dispatch.eml",
    "m10": M + "06/2025-06-26_ugnsmakarna-orderbekraftelse.eml",
    "m11": M + "07/2025-07-18_orust-ror-faktura.eml",
    "m12": M + "08/2025-08-12_lerverket-ht25.eml",
    "m13": M + "08/2025-08-28_japan-rail-traveller-news.eml",
    "m14": M + "09/2025-09-08_mamma-75-arsdag.eml",
    "m15": M + "09/2025-09-16_re-japan-flytta-till-maj.eml",
    "m16": M + "09/2025-09-18_fwd-booking-changed-itinerary.eml",
    "m17": M + "09/2025-09-22_el-offert-trefasuttag.eml",
    "m18": M + "09/2025-09-10_hisingens-slutbesiktning.eml",
    "m19": M + "10/2025-10-02_kamado-inn-reservation.eml",
    "m20": M + "10/2025-10-07_ugnsmakarna-leveransavisering.eml",
    "m21": M + "10/2025-10-14_re-vinterstangning-routern.eml",
    "m22": M + "10/2025-10-20_mashiko-private-session.eml",
    "m23": M + "10/2025-10-28_duschvagg-nytt-datum.eml",
    "m24": M + "11/2025-11-03_keramikforeningen-nyhetsbrev.eml",
    "m25": M + "11/2025-11-11_re-vt26-och-julmarknaden.eml",
    "mbox": "mail/lists/tynnered-f13.mbox",
    "ics_f13": "calendar/innebandy.ics",
    "ics_ker": "calendar/keramik.ics",
    "ics_hem": "calendar/hem-och-stuga.ics",
    "ics_res": "calendar/resor.ics",
    "gpt05": "chats/chatgpt/conversations-2025-05.json",
    "gpt09": "chats/chatgpt/conversations-2025-09.json",
    "chat_stugan": "chats/assistant/stugan-delning-2025-07.json",
    "chat_ugn": "chats/assistant/ugn-elanslutning-2025-08.json",
    "jsonl": "chats/assistant/snabbfragor-2025.jsonl",
    "csv_badrum": "data/badrum-budget.csv",
    "csv_brann": "data/brannlogg-2025.csv",
    "txt_kurs": "docs/drejkurs-ht25-kursplan.txt",
    "txt_pump": "docs/stugan-vattenpump.txt",
    "badrum": "notes/badrum/badrumsrenovering.md",
    "beslut": "notes/badrum/badrumsbeslut.md",
    "inspiration": "notes/badrum/inspiration.md",
    "restlista": "notes/badrum/restlista.md",
    "d0114": "notes/daily/2025-01-14.md",
    "d0512": "notes/daily/2025-05-12.md",
    "d0621": "notes/daily/2025-06-21.md",
    "d0716": "notes/daily/2025-07-16.md",
    "d1003": "notes/daily/2025-10-03.md",
    "d1025": "notes/daily/2025-10-25.md",
    "d1112": "notes/daily/2025-11-12.md",
    "sasong": "notes/innebandy/f13-sasong-2025-26.md",
    "ovningar": "notes/innebandy/ovningar.md",
    "trupp": "notes/innebandy/trupp-f13.md",
    "japan": "notes/japan/japan-2026.md",
    "ergonomi": "notes/keramik/ergonomi-vid-drejskivan.md",
    "glasyr": "notes/keramik/glasyrer-och-brannprogram.md",
    "ugn": "notes/keramik/ny-brannugn.md",
    "inbox": "notes/lists/inbox.md",
    "stugan": "notes/stugan/stugan-orust.md",
    "vinter": "notes/stugan/vinterstangning.md",
}

# (id, kind, query, [gold keys], key regex (str, or dict gold->regex), hint)
Q = [
    # ---------------- fact
    ("h01", "fact", "säker vatten behörighetsnummer nya badrumsfirman", ["m18"], r"21-4417",
     "21-4417, only inside the base64 attachment (kvalitetsdokument) of the Hisingens slutbesiktning mail. "
     "Distractors: havning mail and offert KV-2505-33 mention Säker Vatten but no number; plattsättarens cert GVK-PL-30117 is a different number."),
    ("h02", "fact", "ordernummer brännugnen", ["m10", "m20", "ugn"], r"ua-25-0388",
     "UA-25-0388 (Ugnsmakarna, UA Toppmatad 90); the delivery notice states it only in its base64 body. "
     "Distractors: Pennine quote PK-Q-4471 / order PK-2025-118 (cancelled)."),
    ("h03", "fact", "Boreal Air booking reference Japan", ["m08", "m16", "japan", "ics_res"], r"k7xq2m",
     "K7XQ2M (same ref after the re-dating); forward of the change has a base64 body. Distractor: ryokan number SHG-60218."),
    ("h04", "fact", "how much did the underfloor heating mat cost", ["csv_badrum"], r"6890",
     "6 890 kr (CSV row 'Golvvärmematta 4,5 m² + termostat', budget 6000). Distractor: Kakelkungen promo "
     "'Golvvärmepaket 4 m²' 5 495/6 295 kr; the bathroom notes mention golvvärme without a price."),
    ("h05", "fact", "shigaraki ryokan reservation number", ["m19", "japan", "ics_res"], r"shg-60218",
     "SHG-60218 (Kamado Inn, 21–23 May 2026). Distractor: flight ref K7XQ2M."),
    # ---------------- who
    ("h06", "who", "who replaced the water pump at the cotage", ["m11", "d0716", "txt_pump"], r"olausson",
     "Bengt Olausson (Orust Rör & Pump AB), 15 July 2025. Distractor: stugan-orust.md (pump/hydrofor, no person), "
     "chat stugan-delning (no pump), Anders 'fixed' the old one."),
    ("h07", "who", "electrician who installed the 3-phase socket for the kiln", ["m17", "d1003", "ugn", "ics_ker"],
     r"ahlgren",
     "Rasmus Ahlgren (Ahlgrens El AB), 3 Oct 2025. Distractors: chat ugn-elanslutning ('the electrician', no name), "
     "Ugnsmakarna mails (need an electrician)."),
    ("h08", "who", "vem är projektledare på Hisingens Kakel", ["m06", "m18", "m23", "badrum", "restlista", "ics_hem"],
     r"linnea",
     "Linnea Ek. Distractors: Jonas Berg (plattsättare), Goran Petrović (Badrumsfixarna, the fired firm)."),
    ("h09", "who", "F13 assistant coach name", ["mbox", "sasong"], r"tobias kvist",
     "Tobias Kvist (assisterande tränare). Distractors: Hanna Persson (lagledare), Roger Alm (kansli); innebandy.ics "
     "lists Tobias Kvist only as an attendee without role; ovningar/daily notes say just 'Tobias'."),
    ("h10", "who", "who runs the pottery studio in Mashiko we're visiting", ["m22", "japan", "ics_res"], r"sakamoto",
     "Haruto Sakamoto, Tsuchi-no-Ie Pottery Studio. Distractors: Japan chat (Mashiko, Hamada; no Sakamoto)."),
    # ---------------- where
    ("h11", "where", "where is the Kustcupen tournament", ["mbox", "ics_f13"], r"kungsbacka sportcenter",
     "Kungsbacka Sportcenter, hall B (10–11 Jan 2026). Distractor: season plan says only 'Kustcupen i januari'."),
    ("h12", "where", "Shigaraki ryokan address", ["m19", "ics_res"], r"1187 nagano",
     "Kamado Inn, 1187 Nagano, Shigaraki-cho, Koka-shi, Shiga. Distractor: japan-2026.md names Kamado Inn but no address."),
    ("h13", "where", "var är mammas 75-årsfest", ["m14", "ics_res"], r"strandhugget",
     "Pensionat Strandhugget, Henån (Orust), 4 Apr 2026 15:00. Distractors: japan-2026.md, Elin's reply and daily "
     "2025-10-25 mention the party without the venue."),
    ("h14", "where", "var sitter nyckelboxen på stugan", ["stugan", "m07", "vinter"], r"vedbod",
     "Baksidan av vedboden (under takfoten till vänster). Distractor: pump doc (pumphuset)."),
    ("h15", "where", "where's the stopcock at the cottage", ["txt_pump", "stugan", "vinter"], r"krypgrund",
     "Huvudkranen: krypgrunden, luckan under trappan i hallen (blått vred). Swedish-only content; "
     "'stopcock' never appears. Distractor: säkring 4 / pumphuset."),
    # ---------------- event_time
    ("h16", "event_time", "when is the glass shower screen being fitted", ["m23", "restlista", "d1112", "ics_hem"],
     r"20 nov|20251120",
     "Thursday 20 Nov 2025 08:00 (Jonas Berg). The base64 mail of 28 Oct moved it. Distractor: slutbesiktning mail "
     "(planned 30 Oct, superseded)."),
    ("h17", "event_time", "kiln delivery date and time", ["m20", "ics_ker", "d1003", "ugn"], r"9 okt|20251009",
     "Thursday 9 Oct 2025, 07–10 (base64 delivery notice). Distractor: order confirmation says only 'vecka 41'."),
    ("h18", "event_time", "när var slutbesiktningen av badrummet", ["m18", "ics_hem", "badrum", "restlista"],
     r"9 sep|20250909|9/9",
     "Tisdag 9 september 2025 kl 13. Distractor: offert KV-2505-33 ('klart vecka 33')."),
    ("h19", "event_time", "Lerverket chrismas market date", ["m25", "ics_ker", "m24", "inbox"],
     r"6 dec|20251206",
     "Lördag 6 december 2025, 11–16 (uppställning 09:30). Distractor: mbox has a floorball match 'Lör 6 dec'; "
     "Krukmakargården 13–14 Dec in the newsletter."),
    ("h20", "event_time", "F13 föräldramöte datum och tid", ["mbox", "ics_f13", "sasong"], r"9 sep|20250909",
     "Tisdag 9 september 2025 kl 19:15, cafeterian i Grimmeredshallen."),
    # ---------------- multi_source
    ("h21", "multi_source", "total cost of the new kiln including the electrician", ["m10", "m17"],
     {"m10": r"58 900", "m17": r"7 450"},
     "58 900 kr (Ugnsmakarna order incl. frakt) + 7 450 kr (Ahlgrens El) = 66 350 kr. Distractors: Pennine quote "
     "(GBP, cancelled), delivery notice (rest payment 41 230 only)."),
    ("h22", "multi_source", "how much have we spent on the Japan trip so far flights rebooking ryokan",
     ["m08", "m16", "m19"], {"m08": r"17 480", "m16": r"2 700", "m19": r"76,000"},
     "Flights SEK 17 480 (booking) + change fee SEK 2 700 (forward, base64) + ryokan ¥76,000. "
     "Distractor: japan-2026.md has no amounts; Mashiko session not yet paid."),
    ("h23", "multi_source", "how much does Anders owe me for the cottage this year", ["m07", "m11"],
     {"m07": r"5 600", "m11": r"14 350"},
     "Anders paid insurance 6 240 + property fee 4 960 (Sigrid's half 5 600); Sigrid paid the pump 14 350 "
     "(base64 invoice attachment), Anders' half 7 175 → Anders owes Sigrid 1 575 kr. "
     "Distractors: re-vinterstangning mail (settle-up, no amounts), chat stugan-delning (principles only)."),
    ("h24", "multi_source", "hur mycket har vi betalat hantverkarna för badrummet totalt", ["m05", "m18"],
     {"m05": r"48 000", "m18": r"147 900"},
     "48 000 kr a conto to Badrumsfixarna (hävning mail) + 147 900 kr to Hisingens (slutfaktura) = 195 900 kr. "
     "Distractors: Badrumsfixarna offert 186 000, Hisingens offert 142 500, budget CSV (materials only)."),
    ("h25", "multi_source", "which F13 players are injured and what rehab exercises should they do",
     ["trupp", "ovningar"], {"trupp": r"saga lund", "ovningar": r"fotledsprogram"},
     "Saga Lund (Osgood-Schlatter, knee) and Tilde Nygren (sprained ankle) from the squad note; the knee and ankle "
     "programs from the drill bank."),
    # ---------------- decision
    ("h26", "decision", "badkar eller walk-in-dusch vad blev det till slut", ["beslut", "m04", "m06", "badrum"],
     r"walk-in",
     "Reversed: 14 Jan 'behåller badkaret' → 7 Apr walk-in-dusch med glasvägg 90 cm. Distractors: daily 2025-01-14 "
     "(old decision), Badrumsfixarna offert (bathtub), inspiration.md (ideas only)."),
    ("h27", "decision", "did we decide to get a JR pas", ["japan", "gpt09"], r"jr pass",
     "No JR Pass: IC card + one shinkansen ticket (decided 22 Sep). Distractor: Japan Rail Traveller newsletter "
     "(prices, 'do the maths')."),
    ("h28", "decision", "what did I decide about the Pennine kiln order", ["m09", "ugn", "d0621", "chat_ugn"],
     r"cancel|avbeställ",
     "Cancelled 19 June 2025 (deposit refund), switched to Ugnsmakarna UA Toppmatad 90. Distractor: Pennine quote PK-Q-4471."),
    ("h29", "decision", "ska vi hyra ut stugan 2026 beslut", ["d1025"], r"hyr inte",
     "Decided 25 Oct 2025: NOT renting out in 2026; saving 1 000 kr/month each for the roof. Distractors: chat "
     "stugan-delning (renting out as an idea only), inbox (idea of renting out kiln space)."),
    ("h30", "decision", "F13 playing time policy", ["mbox", "sasong"], r"lika speltid",
     "Equal playing time for all, no 'toppning', goalkeepers rotate every other match. Distractors: floorball chat "
     "(drills), innebandy.ics föräldramöte (agenda only)."),
    # ---------------- temporal_current
    ("h31", "temporal_current", "nyckelbox kod stugan", ["m07", "vinter"], r"5280",
     "5280 since June 2025. Old: 3917 in stugan-orust.md. Daily 2025-06-21 only points to the mail."),
    ("h32", "temporal_current", "where and when is thursday floorball training now", ["mbox", "ics_f13", "d1112"],
     r"önnered",
     "Önneredsskolans idrottshall 18:00–19:30 from 6 Nov 2025. Old: Grimmeredshallen 17:30–19:00 "
     "(season plan, Aug list mail)."),
    ("h33", "temporal_current", "japan trip dates", ["m16", "m15", "ics_res", "japan", "gpt09"],
     r"11 may|11 maj|11–26|20260511",
     "11–26 May 2026. Old: 28 Mar–12 Apr 2026 (Boreal booking 14 Jun). Mamma's 75th on 4 Apr caused the move."),
    ("h34", "temporal_current", "stugan wifi lösenord", ["m21"], r"makrillfiske88",
     "Network Sillvik12 / Makrillfiske88 (new router Oct 2025). Old: Telia-4G-8812 / sillvik2019 in stugan-orust.md; "
     "daily 2025-10-25 only says the new password works."),
    ("h35", "temporal_current", "vad kostar drejkursen på Lerverket nu", ["m25"], r"3 450",
     "3 450 kr from VT26 (quoted in the reply to Petra). Old: 3 200 kr (HT25 mail, kursplan txt)."),
    # ---------------- open_loop
    ("h36", "open_loop", "ARN complaint against the first bathroom contractor still to do?",
     ["restlista", "ics_hem", "inbox"], r"arn-anmälan",
     "Not done: ARN-anmälan mot Badrumsfixarna, own deadline 30 Nov. Distractor: ChatGPT hävning chat (mentions ARN "
     "as generic advice)."),
    ("h37", "open_loop", "have I confirmed the Mashiko pottery workshop yet", ["m22", "japan", "ics_res", "inbox"],
     r"30 nov",
     "Not yet: confirm + pay ¥6,000 deposit by 30 Nov 2025 (session 15 May 2026 10:00)."),
    ("h38", "open_loop", "what did I promise Petra", ["m25", "ics_ker", "inbox", "d1112", "jsonl"],
     r"kursbeskrivning|30 muggar",
     "Course description for VT26 by 1 Dec + 30 mugs for the julmarknad. Distractor: HT25 mail (Petra asks for "
     "the HT25 kursplan – already done)."),
    ("h39", "open_loop", "vad lovade jag Anders att fixa till stugan", ["m21", "ics_hem", "vinter", "d1025"],
     r"slamtömning|brandvarnar",
     "Order slamtömning for April 2026 + bring batteries for the smoke alarms. Distractor: stugan-orust.md "
     "(slamtömning every other year, no promise)."),
    ("h40", "open_loop", "målvaktsmask till Wilma har jag beställt", ["mbox", "ics_f13", "d1112"], r"mask",
     "Not yet ordered: promised Johan (Wilma's dad) on 8 Oct to order via Roger/kansliet before Kustcupen. "
     "Distractor: jsonl (translation of 'målvaktsmask')."),
    # ---------------- preference
    ("h41", "preference", "what kind of tiles do I like and hate", ["gpt05", "inspiration", "badrum"],
     r"zellige",
     "Likes handmade/zellige-look, matte terracotta, chalk white; dislikes big grey 60x60 concrete-look, glossy white "
     "metro tiles, fake marble. Distractors: Kakelkungen promo (the disliked tiles on sale), offert/CSV (tile names only)."),
    ("h42", "preference", "glazes I don't like", ["gpt05", "glasyr"], r"glossy commercial",
     "Dislikes glossy commercial brush-on glazes ('look like plastic') and effect glazes; likes satin-matte, celadon, "
     "ash looks. Distractor: kursplan (studio glazes used in class)."),
    ("h43", "preference", "hur vill jag resa i japan vad vill jag undvika", ["gpt09", "japan"],
     r"crowd|trängsel",
     "Avoid crowds/queues and Golden Week, small ryokan with onsen not chain hotels, few moves, pottery towns. "
     "Distractors: rail newsletter (Golden Week dates), Elin's reply (quoted 'efter Golden Week' as scheduling)."),
    ("h44", "preference", "floorbal drills I hate", ["gpt09", "ovningar"], r"varv",
     "Hates running laps without a ball; also long queues and punishment running; prefers small-sided games. "
     "Borderline non-gold: daily 2025-01-14 (2v2 'without a single lap', no dislike stated)."),
    ("h45", "preference", "food allergy what can't I eat", ["jsonl", "gpt09", "m19", "japan"],
     r"skaldjur|shellfish",
     "Shellfish allergy (räkor, krabba, hummer, musslor); fish fine; natto a no (chat). Elin doesn't eat meat."),
    # ---------------- vague
    ("h46", "vague", "email where the english oven company said it would be months late", ["m09"],
     r"late september",
     "Pennine Kilns delay (quoted in Sigrid's cancellation reply). Distractors: Pennine quote, ny-brannugn.md (a note), "
     "Ugnsmakarna delivery notice."),
    ("h47", "vague", "that handout about not wrecking your back and thumbs when making pots on the spinning wheel",
     ["ergonomi"], r"tumm",
     "ergonomi-vid-drejskivan.md. Distractors: kursplan (week 1 'ergonomi'), jsonl course description."),
    ("h48", "vague", "bill for fixing the broken water machine at the island house", ["m11"], r"14 350",
     "Orust Rör & Pump invoice 7841 (base64 attachment). Distractors: daily 2025-07-16 ('fakturan kommer'), pump doc."),
    ("h49", "vague", "list of things to shut off before leaving the summer place for the cold months", ["vinter"],
     r"frostskydd",
     "vinterstangning.md checklist. Distractor: pump doc (points to the checklist), re-vinterstangning mail (date only)."),
    ("h50", "vague", "spreadsheet of all my oven runs with temperatures", ["csv_brann"], r"topptemp",
     "brannlogg-2025.csv. Distractor: glaze notebook (program table, not a log)."),
]


def build(out_dir):
    items = []
    for qid, kind, query, gold, _key, hint in Q:
        items.append({"id": qid, "query": query, "gold": [F[g] for g in gold], "kind": kind, "gold_hint": hint})
    with open(os.path.join(out_dir, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(items, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return items


if __name__ == "__main__":
    build(os.path.abspath(os.path.join(os.path.dirname(__file__), "..")))
