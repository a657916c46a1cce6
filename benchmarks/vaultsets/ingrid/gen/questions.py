# -*- coding: utf-8 -*-
"""The 50 questions, their gold files and the answer keys used by check.py.
Run `python gen/questions.py` to (re)write ../queries.json."""
import json
import os

WA = "chat/whatsapp/WhatsApp-chat med Båtlaget.txt"
M = "mail/"
CBS = M + "2025/03/2025-03-18_classic-boat-supply-order.eml"
CBS2 = M + "2025/04/2025-04-03_classic-boat-supply-part-shipped.eml"
SDIR = M + "2025/09/2025-09-22_sjofartsdirektoratet-mangelbrev.eml"
OTC = M + "2025/10/2025-10-02_overtime-claim-september.eml"
JONAS = M + "2025/09/2025-09-19_re-kattevakt.eml"
HANNE = M + "2025/08/2025-08-14_re-stordsund.eml"
VMK = M + "2025/10/2025-10-20_vmk-kursbekreftelse.eml"
HOTEL = M + "2025/11/2025-11-05_hotell-karmsund-booking.eml"
MOVED = M + "2025/10/2025-10-16_julekonserten-flyttes.eml"
YARD = M + "2025/11/2025-11-12_re-yard-period-and-leave.eml"
DOC = M + "2025/11/2025-11-10_sjomannslegen-timebekreftelse.eml"
SAMEIE = M + "2025/04/2025-04-28_sameiet-protokoll-arsmote.eml"
RATE = M + "2025/06/2025-06-12_new-overtime-rate.eml"
VET = M + "2025/09/2025-09-15_dyreklinikk-blodprove-toffe.eml"
FWD = M + "2025/11/2025-11-06_fwd-venteliste-batplass.eml"
BT = M + "2025/10/2025-10-29_re-stordsund-bow-thruster-seal.eml"
NEWS = M + "2025/05/2025-05-15_kystkultur-nyhetsbrev-mai.eml"
MBOX = "mail/lists/havnekor.mbox"
KOR_ICS = "calendars/havnekor.ics"
PRIV = "calendars/privat.ics"
TURNUS = "calendars/turnus-2025.ics"
BOAT_ICS = "calendars/batprosjekt.ics"
GPT = "chat/chatgpt/conversations.json"
N = "notes/"

# (id, kind, query, {gold_path: [keys...]}, gold_hint)
Q = [
 ("h01", "fact", "order nr copper rivets england", {CBS: ["CBS-448213"]},
  "CBS-448213 (only inside the base64 HTML order confirmation); distractors: part-shipped mail (no number), expense CSV row, batprosjekt.ics VTODO"),
 ("h02", "fact", "saksnummer sjøfartsdirektoratet fornyelse", {SDIR: ["2025/18344"]},
  "2025/18344 (only in the base64 SDIR letter); distractors: certificates-and-courses.md (pointer), hostnotat (mentions the letter, no number)"),
 ("h03", "fact", "stordsund genset engine modell", {N + "ferry-engine-notes.md": ["NV-8L26"]},
  "2 x Nordvik NV-8L26; distractor: Fjordbris NV-6L32 in the same note, handover note, bunkering procedure"),
 ("h04", "fact", "toffe chipnummer", {N + "kattevakt-toffe.txt": ["578077000123456"]},
  "578077000123456 in the cat-sitter sheet; distractors: vet mail, hostnotat"),
 ("h05", "fact", "overtime claim ref september", {OTC: ["OT-2025-0917"]},
  "OT-2025-0917 (only in the base64 attachment); distractors: overtime-log CSV (Sept hours), turnus VTODO"),
 ("h06", "who", "who took my shift when dad turned 70", {TURNUS: ["Kristoffer Dahl"]},
  "Kristoffer Dahl covered 21-28 Oct (RECURRENCE-ID override in turnus-2025.ics); distractors: handover note names him as 2nd engineer, daily 2025-11-11"),
 ("h07", "who", "boat builder who checked the hull", {N + "oselvar-prosjekt.md": ["Oddvar Tveit"]},
  "Oddvar Tveit, retired boatbuilder from Lepsøy; distractors: batprosjekt.ics 'Befaring' (no name), WhatsApp, summer note and steaming how-to (first name only)"),
 ("h08", "who", "hvem er kattevakt nå", {JONAS: ["Jonas"], N + "hostnotat-alt-mulig.md": ["naboen Jonas"]},
  "Neighbour Jonas Birkeland (2nd floor) since Sept; distractors: kattevakt-toffe.txt and Jan note (old sitter Marte), daily 2025-09-09 (asked, no answer yet)"),
 ("h09", "who", "chief engineer on stordsund", {HANNE: ["Tor Arild Vik"]},
  "Tor Arild Vik; distractors: handover note (Rune Solheim = Fjordbris chief), hostnotat (unnamed), bow-thruster reply (cc, no role)"),
 ("h10", "who", "who conducts xmas concert this yr", {MBOX: ["Henrik Aasen"]},
  "Henrik Aasen, substitute conductor while Solveig Brekke is on leave (mbox); distractors: Jan note (Solveig), kor note, hostnotat (unnamed substitute)"),
 ("h11", "where", "hvor ligger naustnokkelen", {WA: ["blå bøtta"]},
  "Under the blue bucket by the woodshed (WhatsApp, said twice); distractors: oselvar note, batprosjekt.ics naust location"),
 ("h12", "where", "hvilken bod er min i kjelleren", {N + "leilighet-sameie.md": ["Bod nr. 14"]},
  "Bod nr. 14 in the basement, entrance B; distractors: sameie protocol mail"),
 ("h13", "where", "stcw refresher adress", {VMK: ["Smedasundet 97"]},
  "VMK, Smedasundet 97, 5528 Haugesund (only in base64 HTML); distractors: hotel mail (Strandgata 12), certificates note (pointer), haugesund-reise.json"),
 ("h14", "where", "restaurant for dads 70th", {PRIV: ["Sjøboden"]},
  "Sjøboden, Os (privat.ics 25 Oct); distractors: gaveideer.md ('se kalenderen'), WhatsApp thanks, hostnotat"),
 ("h15", "where", "where was the choir weekend", {MBOX: ["Hosanger kurssted"], KOR_ICS: ["Hosanger kurssted"]},
  "Hosanger kurssted, 28-30 March; distractor: re-påmelding-korhelg mail (dates and price, no place)"),
 ("h16", "event_time", "xmas concert date", {MOVED: ["14. desember"]},
  "Sunday 14 Dec 2025 18:00, Johanneskirken (moved by mail); distractors: havnekor.ics (stale 7 Dec), kor note and mbox (7. desember)"),
 ("h17", "event_time", "når er tannlegetimen", {PRIV: ["2025-12-10"]},
  "10 Dec 2025 08:30, Tannlegene på Torget; distractor: daily 2025-09-09 ('Ringe tannlegen')"),
 ("h18", "event_time", "basic safety refresher course dates", {VMK: ["3. desember"]},
  "Wed 3 - Thu 4 Dec 2025, 08:00 (base64 HTML); distractors: hotel mail (2-4 Dec stay), certificates note, haugesund-reise.json"),
 ("h19", "event_time", "when is stordsund going to the yard", {YARD: ["12 January"]},
  "Fitjar Slipp 12-30 Jan 2026; distractors: hostnotat ('januar'), bow-thruster reply ('before the yard period')"),
 ("h20", "event_time", "helseerklæring time sjomannslegen", {DOC: ["10:15"]},
  "Fri 5 Dec 2025 10:15, dr. Ola Vatne; distractors: certificates note (expiry 2025-12-20, pointer), hostnotat"),
 ("h21", "multi_source", "how much over budget is the boat",
  {N + "oselvar-prosjekt.md": ["40 000"], "boat/utgifter-oselvar.csv": ["16250"]},
  "Budget 40 000 kr (oselvar note) vs spend 42 489 kr summed from the ledger CSV -> ~2 489 kr over; distractors: summer note and hostnotat (over budget, no figures)"),
 ("h22", "multi_source", "haugesund trip hotel check in and course start time",
  {VMK: ["08:00"], HOTEL: ["15:00"]},
  "Course starts 08:00 on 3 Dec (VMK mail) + hotel check-in from 15:00 on 2 Dec, ref HK-55102 (Hotell Karmsund mail); distractor: haugesund-reise.json"),
 ("h23", "multi_source", "dad 70 - gift and where was dinner",
  {N + "gaveideer.md": ["Veritas"], PRIV: ["Sjøboden"]},
  "Gift: Veritas low-angle block plane, engraved (gaveideer.md) + dinner at Sjøboden, Os 25 Oct 18:00 (privat.ics); distractors: WhatsApp ('gaven'), hostnotat"),
 ("h24", "multi_source", "julekonsert dato og hva skal vi ha på oss",
  {MOVED: ["14. desember"], N + "kor-julekonsert-2025.md": ["mørkegrønt skjerf"]},
  "Date 14 Dec (moved mail) + all black with dark-green scarf from the choir (kor note, which has the stale 7 Dec); distractors: havnekor.ics, mbox"),
 ("h25", "multi_source", "toffe vet appointment when + who brings him",
  {PRIV: ["2025-11-26"], JONAS: ["dyreklinikken"]},
  "26 Nov 14:15 Sandviken Dyreklinikk (privat.ics) + neighbour Jonas takes him (Jonas' reply); distractor: vet mail (asks to book, no date)"),
 ("h26", "decision", "maling eller tjaere på båten, hva ble det",
  {WA: ["tjære og kokt linolje 50/50"], N + "summer-brain-dump-2025.md": ["We tarred her"]},
  "Reversed: white paint (Feb) -> pine tar + boiled linseed oil 50/50 (WhatsApp 11 May; summer note confirms); distractors: oselvar note (white, stale), tjaere-vs-maling.json (no decision), quick-questions"),
 ("h27", "decision", "faroes or shetland what did we pick", {N + "reise-sommer-2025.md": ["Beslutning (2. mai"]},
  "Shetland (ferry from Bergen), decided 2 May; distractors: Jan note (undecided), quick-questions (ferry time), privat.ics 'Ferie med Magnus'"),
 ("h28", "decision", "outboard motor on the oselvar yes or no", {N + "summer-brain-dump-2025.md": ["no outboard"]},
  "No outboard - oars and sail only (summer note); distractors: rig chat, WhatsApp"),
 ("h29", "decision", "what did the sameie vote on the balconys", {SAMEIE: ["utskifting av alle balkonger"]},
  "Replace all balconies (alt. B) in spring 2026, ~85 000 kr per unit, 14-3 (only in base64 attachment); distractors: leilighet-sameie.md (options before vote), hostnotat, summer note"),
 ("h30", "decision", "sail rig choice for lisbet", {GPT: ["vi går for råsegl"]},
  "Square sail (råsegl), stated in the ChatGPT rig conversation (edited branch); distractors: WhatsApp 20 June, hostnotat ('bestemt rigg', unnamed), batprosjekt VTODO seilmaker"),
 ("h31", "temporal_current", "hvor er korøvelsene nå", {MBOX: ["Fjellsiden skole"]},
  "Fjellsiden skole, music room, entrance from Fjellveien (mbox Aug); distractors: havnekor.ics (stale Sandviken bydelshus), Jan note, daily 2025-02-25"),
 ("h32", "temporal_current", "sjosetting ny dato",
  {WA: ["16. mai 2026"], N + "daily/2025-09-09.md": ["16. mai 2026"]},
  "Saturday 16 May 2026 (WhatsApp 8 Sep + daily 9 Sep); older: 14 June (batprosjekt.ics, oselvar note), 30 Aug (WhatsApp June, summer note)"),
 ("h33", "temporal_current", "current overtime rate", {RATE: ["612,50"]},
  "NOK 612,50/h from 1 May 2025 (base64 payroll mail); old 589 kr in Jan note; distractors: overtime claim, summer note"),
 ("h34", "temporal_current", "wifi password home", {N + "daily/2025-11-11.md": ["Oselvar-Lisbet-61"]},
  "Network Sandviken-31 / Oselvar-Lisbet-61 (daily 11 Nov); old Haugland-hjemme/tøffekatt2019 in kattevakt sheet; distractor: Fibernett mail (sticker)"),
 ("h35", "temporal_current", "what food should tøffe get now", {VET: ["VetDiet Renal"]},
  "VetDiet Renal dry food, 40 g morning + 40 g evening (vet mail Sept); old: Fisk & Ris in kattevakt sheet; distractors: hostnotat, daily 11 Nov (pointer)"),
 ("h36", "open_loop", "hva må jeg oppdatere på kattearket", {N + "daily/2025-11-11.md": ["nytt wifi + ny mat"]},
  "Update the cat sheet with new wifi + new food (daily 11 Nov, open checkbox); distractors: hostnotat (new sheet for Jonas), packing list, Jan note"),
 ("h37", "open_loop", "what is sdir still missing for my certificate renewal",
  {SDIR: ["fartstidsbekreftelse"], N + "certificates-and-courses.md": ["fartstidsbekreftelse"]},
  "Sea-service confirmation (fartstidsbekreftelse, form KS-0110) from employer by 15 Dec; asked Hanne 3 Nov, no reply (certificates note); distractor: hostnotat (vague)"),
 ("h38", "open_loop", "rivets roves still not delivered?",
  {CBS2: ["backorder"], N + "hostnotat-alt-mulig.md": ["fortsatt ikke fått alle"]},
  "200 copper roves on backorder since April, still not received in Oct; distractors: order confirmation, expense CSV"),
 ("h39", "open_loop", "mooring spot application deadline",
  {BOAT_ICS: ["31. januar 2026"], FWD: ["31. januar 2026"]},
  "Not applied yet; portal opens 1 Dec, waiting-list deadline 31 Jan 2026 (VTODO + Magnus' forward); distractor: hostnotat ('Søke båtplass (!!)')"),
 ("h40", "open_loop", "bow thruster seal kit status", {BT: ["week 48"]},
  "Seal kit ordered, ETA week 48 to Stord; check header tank each watch; distractors: ChatGPT draft email, hostnotat, daily 11 Nov, yard mail"),
 ("h41", "preference", "earplugs which ones do i like", {N + "packing-list-rotation.md": ["Moldex"]},
  "Only the orange Moldex foam ones; distractor: summer note ('the right ones')"),
 ("h42", "preference", "christmas songs i hate singing", {N + "hostnotat-alt-mulig.md": ["Jingle Bell Rock"]},
  "Dislikes English pop Christmas songs in church concerts (Jingle Bell Rock etc.), prefers Nystedt/Sandvold/Norwegian hymns; distractor: kor note repertoire"),
 ("h43", "preference", "fiskesuppe hvilken fisk vil jeg ha", {N + "oppskrift-fiskesuppe.md": ["aldri laks"]},
  "Sei (or cod), never salmon; distractors: bergen tips, Jan note"),
 ("h44", "preference", "podcasts i like", {N + "reading-and-podcasts.md": ["Kystpodden"]},
  "Kystpodden (favourite), Maskinrommet, Sea Stories Weekly; not true crime"),
 ("h45", "preference", "hvor liker jeg best å svømme", {N + "trening-og-helse.md": ["Nordnes sjøbad"]},
  "Nordnes sjøbad year-round, hates chlorinated indoor pools; distractors: bergen tips (sea bath), summer note, Sportsnett promo"),
 ("h46", "vague", "den historien pappa fortalte om bestefar", {WA: ["Fisketorget"]},
  "Farfar rowed the oselvar from Os to Fisketorget every Saturday before the war, singing hymns (WhatsApp Dec 2024); distractors: steaming how-to, Jan note, hostnotat (photo)"),
 ("h47", "vague", "trick so the planks dont crack when bending them", {"boat/dampe-bord-howto.txt": ["stålbånd"]},
  "Steel backing strap on the outside of the bend (+ soak in sea water a week); distractors: ChatGPT steaming conversation, WhatsApp 'ingen sprekker'"),
 ("h48", "vague", "that old lighthouse guy story", {NEWS: ["Hans Myklebust"]},
  "Last keeper of Marstein fyr, Hans Myklebust, diary 1962-63 (Kystkultur newsletter)"),
 ("h49", "vague", "the stretchy band thing for my sholder", {N + "trening-og-helse.md": ["Utadrotasjon med strikk"]},
  "External rotation with green band 3x15, three times a week (physio Thomas Lien); distractors: packing list (band), summer note"),
 ("h50", "vague", "how do you say the latin words in that christmas motet", {GPT: ["yah-CHEN-tem"]},
  "ChatGPT church-Latin guide for O magnum mysterium; distractors: kor note, mbox (Henrik 'øv på latinen'), hostnotat"),
]

ENCODED_ONLY = {
    "CBS-448213": CBS,
    "2025/18344": SDIR,
    "OT-2025-0917": OTC,
    "612,50": RATE,
    "Smedasundet 97": VMK,
    "utskifting av alle balkonger": SAMEIE,
}

NORWEGIAN = {"h02", "h04", "h08", "h11", "h12", "h17", "h20", "h24", "h26", "h31", "h32", "h36", "h43", "h45", "h46"}


def write():
    here = os.path.dirname(os.path.abspath(__file__))
    out = [{"id": i, "query": q, "gold": list(g.keys()), "kind": k, "gold_hint": h} for i, k, q, g, h in Q]
    with open(os.path.join(here, "..", "queries.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")


if __name__ == "__main__":
    write()
    print("wrote queries.json (%d)" % len(Q))
