"""Write queries.json (50 questions, 5 per kind). `check` = key strings verified by check.py in every gold file
(list: each entry is a list of alternatives that must appear; dict: per-file keys)."""
import json, os

M = "mail/"
Q = []


def q(kind, query, gold, hint, check):
    Q.append({"id": f"h{len(Q) + 1:02d}", "query": query, "gold": gold, "kind": kind, "gold_hint": hint,
              "check": check})


PIR = M + "2025/03/2025-03-03_baggage-report-confirmation.eml"
LOSTREPLY = M + "2025/03/2025-03-25_re-missing-case-status.eml"
SETTLE = M + "2025/07/2025-07-15_baggage-claim-settlement.eml"
CLAIMACK = M + "2025/04/2025-04-10_schademelding-ontvangen.eml"
PAYOUT = M + "2025/09/2025-09-18_uitkering-schade-apparatuur.eml"
OFFER = M + "2024/11/2024-11-12_offerte-tour-2025.eml"
MKINV = M + "2024/10/2024-10-22_factuur-verhuur-oktober.eml"
IEMHIRE = M + "2025/04/2025-04-03_huurbevestiging-iem-set.eml"
QUOTE1 = M + "2025/05/2025-05-13_offerte-bodemplaten.eml"
PROMO = M + "2025/05/2025-05-27_voorjaarsdeals.eml"
CREW = M + "2025/06/2025-06-11_polderpop-crewinfo.eml"
ADV = M + "2025/06/2025-06-24_advance-show-duitsland.eml"
QUOTE2 = M + "2025/07/2025-07-09_nieuwe-offerte-na-diktemeting.eml"
QUOTE2RE = M + "2025/07/2025-07-14_re-nieuwe-offerte.eml"
WELCOME = M + "2025/08/2025-08-12_welkom-klantnummer.eml"
BORGRE = M + "2025/08/2025-08-26_re-borg-iem-set.eml"
SAILMAIL = M + "2025/09/2025-09-01_najaarsrooster-kielboot-2.eml"
PERMIT = M + "2025/09/2025-09-12_besluit-aanvraag-ligplaats.eml"
FWD = M + "2025/10/2025-10-14_fwd-change-of-venue.eml"
Q3 = M + "2025/10/2025-10-24_aangifte-omzetbelasting-q3.eml"
STORE = M + "2025/10/2025-10-24_wijziging-toegang.eml"
INPUT = M + "2025/11/2025-11-06_re-input-list-stage-plot.eml"
ANNUAL = M + "2025/11/2025-11-07_jaargesprek-bevestiging.eml"
MBOX = M + "lists/woonboten-schiehaven.mbox"
WERK, ZZP, BOOT, ZEIL = "calendar/werk.ics", "calendar/zzp-administratie.ics", "calendar/boot.ics", "calendar/zeilen.ics"
GPT03, GPT09 = "chats/chatgpt/conversations-2025-03.json", "chats/chatgpt/conversations-2025-09.json"
SAILCHAT = "chats/assistant/zeilen-vragen-2025-05.json"
EARS = "chats/assistant/oor-piept-na-festival-2025-07.json"
QUICK = "chats/assistant/quick-questions-2025.jsonl"
LEDGER, BUDGET = "data/boekhouding-2025.csv", "data/woonboot-begroting.csv"
STOREDOC = "docs/opslagbox-info.txt"
N = "notes/"
TARIEF, GEAR, VERHUUR, CASE = N + "werk/tarieven.md", N + "werk/gear-inventaris.md", N + "werk/verhuur-leveranciers.md", N + "werk/flightcase-kwijt.md"
TOUR, PP, PACK = N + "werk/tour-stille-wateren-2025.md", N + "werk/polderpop-2025.md", N + "lists/tour-paklijst.md"
BTW, BOEK, BEDRIJF = N + "zzp/btw-2025.md", N + "zzp/boekhouder.md", N + "zzp/bedrijfsgegevens.md"
OVER, LIG, ROMP = N + "boot/woonboot-overzicht.md", N + "boot/ligplaatsvergunning.md", N + "boot/romp-en-laswerk.md"
HEAT, IDEAS = N + "boot/verwarming-beslissing.md", N + "boot/ideeen-energie.md"
LOG, INBOX = N + "zeilen/zeillessen-logboek.md", N + "inbox.md"
D = lambda d: N + f"daily/{d}.md"

# ---------------------------------------------------------------- fact
q("fact", "PIR nummer koffer vlucht München", [PIR],
  "MUCAL38152 – only inside the base64 body of the AeroLink PIR confirmation. Distractors: flightcase-kwijt.md and "
  "2025-03-04 daily (say the PIR is in the mail), the 25 Mar reply ('file reference remains unchanged'), the claim "
  "attachment ('kopie PIR').", [["MUCAL38152"]])
q("fact", "schadenummer hollandia flightcase", [CLAIMACK],
  "SCH-2025-117604 – only in the base64 attachment of the 10 Apr acknowledgement. Distractors: the payout mail "
  "(no number), polis number AV-338162 in gear-inventaris.md, flightcase-kwijt.md (pointer only).",
  [["SCH-2025-117604"]])
q("fact", "btw-id nummer van mijn bedrijf", [BEDRIJF, OFFER],
  "NL004417829B63 (bedrijfsgegevens + signature of the Nov 2024 offer). Distractors: old omzetbelastingnummer "
  "8117.29.346.B.01, KvK 71829346.", [["NL004417829B63"]])
q("fact", "zaaknummer ligplaatsvergunnig", [LIG, PERMIT],
  "ZK-2025-041736. Distractors: mbox (ligplaats 23 vacancy, no number), woonboot-overzicht.md.",
  [["ZK-2025-041736"]])
q("fact", "serial number lost IEM transmitter", [GEAR, CLAIMACK],
  "2RJ0715 (gear-inventaris table + base64 claim attachment). Distractor: the new replacement transmitter "
  "4TK2290 in the same note; bodypacks 2RJ1180/1181.", [["2RJ0715"]])

# ---------------------------------------------------------------- who
q("who", "who is my accountant", [BOEK, BTW, ZZP, Q3, ANNUAL, D("2025-02-18"), INBOX, CASE],
  "Anouk van Rijn (Van Rijn Administratie & Advies, Schiedam). Distractors: the ledger row 'Van Rijn Administratie' "
  "(firm only), the Apr 2025 BTW chat ('my accountant' without a name), bedrijfsgegevens.md.", [["Anouk"]])
q("who", "naam lasser woonboot", [QUOTE1, QUOTE2, QUOTE2RE, ROMP, OVER, BOOT, D("2025-07-07")],
  "Bram Kuipers (welder at Werf Drechtzijde, Dordrecht). Distractors naming only the yard: woonboot-begroting.csv; "
  "the sleepdienst Maasmond; 'de expert' for the thickness survey.", [["Bram"]])
q("who", "wie behandelt mijn verzekeringsclaim", [CLAIMACK, PAYOUT, CASE],
  "Marloes Vink, schadebehandelaar Hollandia Zakelijk. Distractors: gear-inventaris.md (Hollandia polis, no name), "
  "AeroLink mails (no names), ledger premium row.", [["Marloes"]])
q("who", "productieleider duitse show", [ADV, FWD, INPUT, TOUR, WERK, D("2025-11-10"), INBOX],
  "Katrin Lohmeyer (production manager, Kulturwerk Ruhr – Emscherhalle & Kesselhaus). Distractors: Koen Verhaegen "
  "(tour manager), Elise Vandamme (producer), Thijs Wagemakers (Polderpop production).", [["Katrin"]])
q("who", "sailing instructor name", [LOG, SAILMAIL, ZEIL],
  "Femke de Lange (Zeilschool Wijde Blik); Rutger stands in sometimes (logboek). Distractors: Daan Verbeek "
  "(friend, Friesland trip), sailing chat (no instructor name).", [["Femke"]])

# ---------------------------------------------------------------- where
q("where", "adres werf dordrecht", [QUOTE1],
  "Werfkade 8, 3311 KX Dordrecht – only in the base64 HTML letterhead of the first hull quote. Distractors: boot.ics "
  "('Werf Drechtzijde, Dordrecht' without street), the later quote mails, romp-en-laswerk.md.", [["Werfkade 8"]])
q("where", "where are the kielboot II lessons", [SAILMAIL, ZEIL],
  "Clubhuis Zeilschool Wijde Blik, Plaszoom 4, Rotterdam (Kralingse Plas), from steiger B. Distractors: "
  "logboek (Kralingse Plas, no address), sailing chat.", [["Plaszoom 4"]])
q("where", "where's my storage unit", [STOREDOC, STORE],
  "BoxPoint Self Storage Spaanse Polder, Schuttevaerweg 60, Rotterdam, unit C-114. Distractors: ledger rows "
  "'BoxPoint ... unit C-114' (no location), 2025-01-14 and 2025-11-10 dailies.", [["Schuttevaerweg 60"]])
q("where", "accountant ofice address", [BOEK, ZZP, ANNUAL, Q3],
  "Van Rijn Administratie & Advies, Lange Haven 88, Schiedam. Distractors: bedrijfsgegevens.md (own postbus "
  "address), btw-2025.md.", [["Lange Haven 88"]])
q("where", "walstroomsleutel ophalen waar", [MBOX, BOOT],
  "Havenkantoor, Schiehaven 15a (di/do 09:00–12:00, borg €25). Distractors: ligplaatsvergunning.md and inbox "
  "('walstroomsleutel opgehaald' without place), woonboot-overzicht.md ('bij het havenkantoor', no address).",
  [["15a"]])

# ---------------------------------------------------------------- event_time
q("event_time", "when does the boat go on the slipway", [QUOTE2, QUOTE2RE, ROMP, OVER, BOOT, D("2025-11-10")],
  "Monday 17 November 2025, at the yard by 07:30 (tow from 05:30). Distractors: mbox lock closure 15–17 Nov "
  "(not the slipway), first quote ('september of later'), woonboot-begroting.csv ('week 47').",
  [["17 november", "17/11", "2025-11-17"]])
q("event_time", "jaargesprek boekhouder datum en tijd", [ANNUAL, ZZP, BOEK, INBOX],
  "Tuesday 9 December 2025, 14:00–15:30 (inbox gives only the date). Distractors: 4 Aug phone call with Anouk, "
  "BTW deadlines, 2 Dec document deadline.", [["9 december", "9 dec", "2025-12-09"]])
q("event_time", "polderpop crew call time", [CREW, WERK],
  "Thursday 3 July 2025, 14:00 at the crew desk (festival 4–6 July). Distractors: polderpop-2025.md ('Do – "
  "opbouw', no date/time), ledger rows.", [["14:00"], ["3 juli", "2025-07-03"]])
q("event_time", "what day did the airline lose my flight case",
  [PIR, LOSTREPLY, SETTLE, CLAIMACK, CASE, GEAR, D("2025-03-04"), GPT03],
  "Monday 3 March 2025 (flight AL2316 AMS–MUC). Distractors: declared lost 24/25 March, claim filed 8 April; werk.ics "
  "and the ledger give the München gig date without mentioning the loss.",
  [["3 march", "03mar25", "3 maart", "03-03-2025"]])
q("event_time", "when did we move the houseboat to the new mooring", [OVER, LIG, BOOT, D("2025-10-06"), MBOX, GPT09],
  "Monday 6 October 2025 (08:00 Coolhaven, 10:40 at Schiehaven 23). Distractors: permit start date 1 October, "
  "decision 12 September, tour note ('twee dagen later').",
  [["maandag 6 oktober", "6 october", "2025-10-06 08:00"]])

# ---------------------------------------------------------------- multi_source
q("multi_source", "how much did I get back in total for the lost flight case", [SETTLE, PAYOUT],
  "€1,150 from AeroLink (settlement mail) + €3,330 from Hollandia (payout mail) = €4,480. Distractors: claimed "
  "value €4,730 and €250 excess (claim attachment, notes), flightcase-kwijt.md (no amounts).",
  {SETTLE: [["1,150"]], PAYOUT: [["3.330"]]})
q("multi_source", "Essen show laadtijd en hotel", [FWD, TOUR],
  "Load-in 12:00 via Hof B (forwarded venue-change mail) + Hotel Zollverein-Garten, Essen (tour note). Distractors: "
  "the June advance and werk.ics still say 10:00 in Oberhausen.",
  {FWD: [["Load-in is now 12:00"]], TOUR: [["Zollverein-Garten"]]})
q("multi_source", "btw Q3 2025 bedrag en betalingskenmerk", [BTW, Q3],
  "€1.967 (btw-2025.md) + betalingskenmerk 0120 5583 9174 2206, pay before 31 Oct (Anouk's mail). Distractors: "
  "Q2 €2.184, Q1 €1.412; BTW chat (Q1).", {BTW: [["1.967"]], Q3: [["0120 5583 9174 2206"]]})
q("multi_source", "polderpop crew parking + what did the desk rental cost", [CREW, LEDGER],
  "P-Crew via the Zandkreekdijk, gate C (crew mail) + Maasklank invoice MKV-2025-0412 €2,352.23 excl / €2,846.20 "
  "incl (ledger). Distractors: the re-invoiced €2,587.45 row, polderpop-2025.md (no amounts, 'zie crewmail').",
  {CREW: [["poort C"]], LEDGER: [["2846.20"]]})
q("multi_source", "friesland zeilweek boot en datums", [SAILCHAT, ZEIL],
  "Daan's 1974 Waarschip 'Wiebelwind' from Heeg (May sailing chat) + 11–16 August 2025 (zeilen.ics). Distractors: "
  "logboek and 2025-08-19 daily (trip mentioned, no boat name or dates).",
  {SAILCHAT: [["Wiebelwind"]], ZEIL: [["2025-08-11"]]})

# ---------------------------------------------------------------- decision
q("decision", "houseboat heating decision diesel or heat pump", [HEAT, OVER, GPT09, BUDGET],
  "Air-to-water heat pump ~6 kW + underfloor heating (21 Sep 2025), reversing the Feb 2025 Refleks diesel stove "
  "decision. Distractors: ideeen-energie.md (ideas only), 2025-02-18 daily (diesel), mbox subsidy evening.",
  [["warmtepomp", "heat pump"]])
q("decision", "romp dubbelen of vervangen besluit", [ROMP, QUOTE2RE, OVER],
  "Fully replace per quote B (€11,200 excl.), no doubling (14 Jul 2025). Distractors: the quote-B mail offering "
  "doubling for €7,900, first quote €8,750, woonboot-begroting.csv ('akkoord', no method).", [["niet dubbelen"]])
q("decision", "wat heb ik besloten over het examen kielboot 2", [LOG, D("2025-11-10")],
  "Exam postponed to April 2026 (decided 26 Oct 2025) after missing two lessons. Distractors: sailing-school mail "
  "(exam 'op de laatste les of in het voorjaar' – options), zeilen.ics/inbox sign-up to-dos.", [["april 2026"]])
q("decision", "btw aangifte zelf doen of uitbesteden", [BOEK, BTW, ZZP, Q3],
  "Anouk does the quarterly BTW returns from Q3 2025 (€95/quarter), decided 4 Aug 2025. Distractors: April BTW chat "
  "(did it himself, accountant only income tax), ledger row 'Btw-aangifte Q3'.",
  [["vanaf Q3", "vanaf dit kwartaal"]])
q("decision", "Essen eigen tafel of huistafel", [INPUT, TOUR],
  "Bring their own DiGiCo SD9 + D-Rack, not the house Behringer X32. Distractors: venue-change mail ('crew may "
  "prefer'), June advance (house CL5), rider console preference in quick-questions.jsonl.", [["SD9"]])

# ---------------------------------------------------------------- temporal_current
q("temporal_current", "current day rate", [TARIEF, GPT09, D("2025-08-19")],
  "€450/day (half day €290) since 1 Sep 2025. Old: €395 (2024) and €425 (offer mail Nov 2024, Jan 2025 "
  "quick-question, 2025-01-14 daily).", [["450"]])
q("temporal_current", "welke verhuurder gebruik ik nu voor tafel en iem",
  [VERHUUR, WELCOME, TOUR, D("2025-08-19"), LOG, INBOX, LEDGER],
  "Brabant Audio Rental, Eindhoven (Wessel Dekker) since Aug 2025. Old: Maasklank Verhuur (2024 invoice, IEM hire "
  "Apr 2025, Polderpop crew mail, polderpop note, deposit mails).", [["Brabant Audio"]])
q("temporal_current", "berth number houseboat now", [LIG, PERMIT, OVER, BOOT, D("2025-10-06"), MBOX],
  "Schiehaven, ligplaats 23 (since 6 Oct 2025). Old: Coolhaven ligplaats 7 (boot.ics thickness survey, overview "
  "history). Heat-pump chat and verwarming note name the Schiehaven without the number.", [["ligplaats 23"]])
q("temporal_current", "waar is de show in duitsland nu", [FWD, TOUR, INPUT, OVER, D("2025-11-10"), INBOX],
  "Kesselhaus Altenessen, Am Kesselhaus 5, Essen (moved from Kulturwerk Emscherhalle, Oberhausen). Stale: werk.ics "
  "and the June advance (Oberhausen), quick-questions (Aug, Oberhausen).",
  {FWD: [["Kesselhaus Altenessen"]], TOUR: [["Kesselhaus Altenessen"]], INPUT: [["Kesselhaus"]],
   OVER: [["Essen (27 november)"]], D("2025-11-10"): [["Inputlijst Essen"]], INBOX: [["stageplot Essen"]]})
q("temporal_current", "storage unit door code", [STORE],
  "9082# from 1 Nov 2025 (base64 BoxPoint mail only). Old: 4471# (opslagbox-info.txt, 2025-01-14 daily); "
  "2025-11-10 daily only points to the mail.", [["9082#"]])

# ---------------------------------------------------------------- open_loop
q("open_loop", "did I get the IEM deposit back from maasklank",
  [BORGRE, INBOX, WERK, D("2025-11-10"), VERHUUR, D("2025-08-19")],
  "No: €1,200 deposit still open; Joris promised on 26 Aug to pay 'next week'; still not received on 10 Nov (VTODO "
  "call Maasklank). Distractors: April hire confirmation (deposit terms), Brabant 'geen borg', walstroom key borg.",
  [["borg"]])
q("open_loop", "inputlijst stageplot beloofd aan katrin", [INPUT, WERK, INBOX, D("2025-11-10")],
  "Promised the v2 input list + stage plot by Friday 14 Nov (waiting for Mirte's set list). Distractors: June "
  "advance (asked by end of October), tour note ('v2 komt'), quick-questions translation.",
  [["inputlijst", "input list"]])
q("open_loop", "documents I still owe my accountant", [ANNUAL, BOEK, ZZP, INBOX],
  "Km-administratie 2025, koopcontract/factuur Transit, privégebruik telefoon/laptop, bank year statement (Jan) – "
  "before 2 Dec / the 9 Dec meeting. Distractor: tour-paklijst ('kilometerstand noteren', routine), Hollandia letter "
  "already sent.", [["km-administratie", "kilometeradministratie"]])
q("open_loop", "what's still open after moving the boat", [LIG, BOOT, INBOX, OVER],
  "BRP address change, sewer connection inspection (before 1 Jan 2026), casco report to the municipality, "
  "insurance; walstroom key already done. Distractor: 2025-10-06 daily (next-day chores).", [["adreswijziging"]])
q("open_loop", "zeilexamen inschrijven todo", [ZEIL, LOG, INBOX],
  "Register for the CWO Kielboot II exam (registration opens in January; exam April 2026). Distractors: "
  "sailing-school mail, 'zeilpak kopen'.", [["inschrijven"]])

# ---------------------------------------------------------------- preference
q("preference", "voorkeur mengtafel theatre", [QUICK],
  "DiGiCo SD12 or SD9; Yamaha CL acceptable; never X32/M32 above 24 inputs. Distractors: Essen decision to bring "
  "the SD9 (practical, not a preference), Polderpop crew mail ('op jouw verzoek een SD12').", [["SD12"]])
q("preference", "which earplugs do I like", [EARS, PACK],
  "Custom-moulded Elacin (RC15) with 15 dB filters; dislikes foam plugs (kill the top end). Distractor: "
  "polderpop-2025.md ('eigen oordoppen').", [["15 dB"]])
q("preference", "helmstok of stuurwiel", [SAILCHAT, LOG],
  "Tiller (helmstok); the wheel feels numb 'like a fader with latency'.", [["tiller", "helmstok"]])
q("preference", "catering rider wishes", [QUICK, PACK],
  "Vegetarian, no heavy meal before the show (soup at 17:00 fine), oat-milk flat white, no energy drinks. "
  "Distractor: Polderpop crew catering ('vegetarisch standaard').", [["oat milk", "havermelk"]])
q("preference", "liever rijden of vliegen met apparatuur", [PACK, CASE, D("2025-03-04"), GPT03, QUICK, GEAR],
  "Drive (van) or train; never check in gear since the March 2025 loss; critical kit as hand luggage only.",
  {PACK: [["vliegen"]], CASE: [["nooit meer gear inchecken"]], D("2025-03-04"): [["nooit meer apparatuur inchecken"]],
   GPT03: [["never checking in gear again"]], QUICK: [["don't fly with gear"]], GEAR: [["NOOIT meer in het ruim"]]})

# ---------------------------------------------------------------- vague
q("vague", "airline mail the day my case didnt show up on the belt", [PIR],
  "The AeroLink PIR confirmation of 3 Mar 2025 (base64). Distractors: 25 Mar 'declared lost' reply, 15 Jul "
  "settlement.", [["Property Irregularity Report"]])
q("vague", "boat metal guy sent a higher price after measuring", [QUOTE2, QUOTE2RE, ROMP, OVER, BUDGET],
  "Quote B from Werf Drechtzijde after the ultrasonic thickness survey: €11,200 (was €8,750). Distractors: first "
  "quote mail, 2025-07-07 daily (phone call, no amount).", [["11.200", "11200"]])
q("vague", "brief gemeente dat de boot mag blijven liggen", [PERMIT, LIG, OVER],
  "Mooring-permit decision ZK-2025-041736, granted 12 Sep 2025 (Schiehaven 23 from 1 Oct). Distractors: mbox "
  "(neighbour news), 2025-01-14 daily (application).", [["verleend"]])
q("vague", "conversation about whistling ear after outdoor gig", [EARS],
  "The July 2025 chat about ringing ear after Polderpop. Distractors: polderpop-2025.md and 2025-07-07 daily "
  "(mention the ear but are not the conversation).", [["ringing"]])
q("vague", "reclame aanbieding snoeren en standaards", [PROMO],
  "Podiumtechniek Direct 'Voorjaarsdeals' promo (XLR cables −25%, mic stands −20%, code VOORJAAR25). Distractor: "
  "ledger purchases from Podiumtechniek Direct.", [["VOORJAAR25"]])

assert len(Q) == 50
HERE = os.path.dirname(os.path.abspath(__file__))
out = [{k: x[k] for k in ("id", "query", "gold", "kind", "gold_hint")} for x in Q]
with open(os.path.join(os.path.dirname(HERE), "queries.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "check_keys.json"), "w", encoding="utf-8") as f:
    json.dump({x["id"]: x["check"] for x in Q}, f, ensure_ascii=False, indent=1)
print("queries:", len(out))
