#!/usr/bin/env python3
"""Writes ../queries.json and holds the answer keys used by check.py (standard library only)."""
import json
import os

M = "mail/"
E1 = M + "2024/12/2024-12-09_simek-nabidka-strecha.eml"
E2 = M + "2025/01/2025-01-08_re-nabidka-strecha.eml"
E3 = M + "2025/01/2025-01-20_vidium-potvrzeni-terminu.eml"
E4 = M + "2025/02/2025-02-06_e2e-framework-cypress.eml"
E6 = M + "2025/03/2025-03-12_kucera-revize.eml"
E8 = M + "2025/04/2025-04-15_e2e-framework-playwright.eml"
E9 = M + "2025/04/2025-04-22_objednavka-naradi.eml"
E10 = M + "2025/05/2025-05-06_simek-aktualizace-nabidky.eml"
E13 = M + "2025/06/2025-06-24_re-termin-strecha.eml"
E14 = M + "2025/07/2025-07-21_vodalab-protokol.eml"
E15 = M + "2025/08/2025-08-05_horizont-pojistna-smlouva.eml"
E16 = M + "2025/08/2025-08-28_qadays-talk-accepted.eml"
E17 = M + "2025/09/2025-09-02_vidium-termin-leve-oko.eml"
E18 = M + "2025/09/2025-09-15_test-env-migration.eml"
E19 = M + "2025/09/2025-09-16_fwd-kominik-zprava.eml"
E20 = M + "2025/10/2025-10-06_vidium-zmena-terminu.eml"
E21 = M + "2025/10/2025-10-09_qa-hire-offer-accepted.eml"
E23 = M + "2025/11/2025-11-10_re-kamna-nabidka.eml"
E24 = M + "2025/11/2025-11-03_domena-expirace.eml"
E25 = M + "2025/11/2025-11-07_re-vanocni-koncert-solo.eml"
E26 = M + "2025/11/2025-11-13_ooo-qa-cover.eml"
E27 = M + "2025/11/2025-11-12_re-4-12-regression-timeline.eml"
MBOX = M + "lists/cantabile-clenove.mbox"
C_WORK = "calendar/prace.ics"
C_SBOR = "calendar/sbor.ics"
C_ROD = "calendar/rodina-osobni.ics"
C_CHATA = "calendar/chata.ics"
TG = "chats/telegram/ChatExport_2025-11-14/result.json"
GPT = "chats/chatgpt/conversations.json"
JSONL = "chats/ai/quick-questions.jsonl"
WINE = "chats/ai/2025-09-27_dinner-wine.json"
INSUL = "chats/ai/2025-06-02_attic-insulation.json"
LEDGER = "data/chata-naklady-2025.csv"
MEMBERS = "data/sbor-clenove-2025.csv"
SITTER = "docs/chata-pro-hlidace.txt"
HOWTO = "docs/howto-regression-local.txt"
N = "notes/"
PLAN = N + "chata/chata-plan-renovace.md"
NABIDKY = N + "chata/strecha-nabidky.md"
KONTAKTY = N + "chata/kontakty-remeslnici.md"
TATA = N + "tata/tata-sedy-zakal.md"
CHOIR = N + "choir/choir-admin.md"
REPERT = N + "choir/repertoar-vanoce-2025.md"
ADR = N + "work/adr-007-e2e-framework.md"
ONEONE = N + "work/1on1-lukas.md"
D0923 = N + "daily/2025-09-23.md"
D1112 = N + "daily/2025-11-12.md"
DUMP = N + "long/2025-07-mid-year-brain-dump.md"
DENIK = N + "long/chata-denik-leto-2025.md"
OCT = N + "long/2025-10-october-ramble.md"
DARKY = N + "darky-narozeniny.md"
RECEPT = N + "recepty/babicka-buchty.md"

# id, kind, query, {gold path: [answer keys that must be in the decoded file]}, gold_hint
Q = [
    ("h01", "fact", "revize elektro chata cislo zpravy", {E6: ["RZ-0325/118"]},
     "RZ-0325/118 – only inside the base64 attachment of Kučera's mail; plan note and ledger only point to 'zpráva v mailu'."),
    ("h02", "fact", "well water nitrates result", {E14: ["38 mg/l"]},
     "dusičnany 38 mg/l (limit 50) – only in the base64 lab protocol attachment; diary/brain dump/chata.ics mention the sample without values."),
    ("h03", "fact", "cottage insurance policy number", {E15: ["HZ-7710-4432-19"]},
     "HZ-7710-4432-19 (Horizont, Domov Plus) – base64 HTML mail only; plan note and ledger mention Horizont without the number."),
    ("h04", "fact", "číslo objednávky vrtačka makita", {E9: ["25-4471930"]},
     "25-4471930 (Nářadí-Expres, base64 HTML receipt); ledger row 'Aku vrtačka Makita' has no order number."),
    ("h05", "fact", "chata wifi password", {SITTER: ["Zalesna37!kos"], TG: ["Zalesna37!kos"]},
     "Wi-Fi Chata37 / Zalesna37!kos – house-sitter sheet and the Telegram message (code entity); dad's flat wifi in daily note is a distractor."),
    ("h06", "who", "who fixed the boiler at the chata", {KONTAKTY: ["Tomáš Pokorný", "bojler"], LEDGER: ["Tomáš Pokorný", "bojler"]},
     "Tomáš Pokorný (instalatér, new heating element + thermostat 26. 6. 2025); diary, Telegram and daily 06-17 mention the fix without a name."),
    ("h07", "who", "dads eye surgeon name", {E3: ["Hana Kolářová"], TATA: ["Hana Kolářová"]},
     "MUDr. Hana Kolářová, Vidium Olomouc; later clinic mails are signed by the reception only; GP Zedník is a distractor."),
    ("h08", "who", "kdo zpívá sólo na vánočním koncertě", {E25: ["zazpívá Klára Benešová"]},
     "Klára Benešová (Jana Vlčková has laryngitis) – Dana's Nov reply; mbox (Sept) and repertoire note still say Jana."),
    ("h09", "who", "who covers QA while im in olomouc", {E26: ["Jakub Řezníček will cover"]},
     "Jakub Řezníček covers QA 24–26 Nov (OOO mail); daily 2025-11-12 still asks 'Jakub or Nikola?', 1on1 says 'arrange a cover'."),
    ("h10", "who", "tátův praktický lékař", {TATA: ["Petr Zedník"]},
     "MUDr. Petr Zedník, poliklinika Olomouc-Nové Sady; surgeon Kolářová and the clinic mails are distractors."),
    ("h11", "where", "where is the spare key for grandmas cottage", {SITTER: ["u pana Brabce"], TG: ["u Brabců"]},
     "at neighbour Josef Brabec, č. p. 12 (plus key box on the shed wall); dad's flat spare key at paní Hrubá (Olomouc log) is a distractor."),
    ("h12", "where", "kde je hlavní uzávěr vody na chatě", {SITTER: ["ve sklepě pod schody"], DENIK: ["ve sklepě pod schody"]},
     "ve sklepě pod schody vlevo (červené kolečko) – sitter sheet + summer diary; insurance mail/plan note only say 'vypustit vodu'."),
    ("h13", "where", "xmas concert venue choir", {C_SBOR: ["sv. Vavřince"], MBOX: ["sv. Vavřince"]},
     "kostel sv. Vavřince, Brno-Řečkovice (13. 12. 17:00); spring concert at sv. Augustina (Dana's HTML mail) and Dana's Nov mail ('sakristie') are distractors."),
    ("h14", "where", "address of dad's eye clinic olomouc", {E3: ["Jungmannova 9"], TATA: ["Jungmannova 9"]},
     "Oční centrum Vidium, Jungmannova 9, Olomouc (2nd floor); dad's home Dobrovského 22 and the ics 'Vidium, Olomouc' (no street) are distractors."),
    ("h15", "where", "where's the choir retreat penzion", {C_SBOR: ["Pod Lipou"], MBOX: ["Pod Lipou"]},
     "Penzion Pod Lipou, Sněžné 48 (17.–19. 10. 2025); October ramble mentions 'one old penzion' without a name."),
    ("h16", "event_time", "kdy ma tata druhou operaci oka", {E20: ["25. 11. 2025"]},
     "út 25. 11. 2025, 7:30 (moved by the clinic mail of 6. 10.); stale: rodina-osobni.ics + Sept mail + Telegram say 21. 10.; OOO mail/1on1 only give 24–26 Nov off."),
    ("h17", "event_time", "4.12 regression sign off date", {C_WORK: ["2025-11-20 15:00"], E27: ["Thursday 20 Nov at 15:00"]},
     "Thu 20 Nov 2025 15:00 (room Svratka); release checklist only points to the mail/calendar; 4.11 sign-off 25 Sep is a distractor."),
    ("h18", "event_time", "when did the roofers start on the chata roof", {C_CHATA: ["2025-08-04"], E13: ["pondělí 4. 8."]},
     "Mon 4. 8. 2025 7:00 (until 15. 8.); diary says only 'začátkem srpna', revised quote says the date comes in June."),
    ("h19", "event_time", "when is my 1:1 with lukas", {C_WORK: ["1:1 Tereza / Lukáš", "INTERVAL=2"]},
     "every other Thursday 10:00–10:30 (from 9 Jan 2025), room Svratka; 1on1 note has dated notes but no slot."),
    ("h20", "event_time", "kdy jdu k zubaři", {C_ROD: ["Zubař", "2025-12-02 07:40"]},
     "út 2. 12. 2025 v 7:40, MUDr. Kratochvíl; daily 2025-11-12 and brain dump only mention the dentist without a date."),
    ("h21", "multi_source", "dad 2nd cataract op date and who is driving him",
     {E20: ["25. 11. 2025"], TG: ["ráno ho na kliniku vezu já"]},
     "date 25. 11. 2025 7:30 from the clinic mail of 6. 10.; Ondra drives him (Telegram 6. 10.); stale 21. 10. in calendar/Sept mail."),
    ("h22", "multi_source", "qa days talk what time and which room",
     {C_WORK: ["2025-11-27 14:20"], E16: ["Salon Orion"]},
     "27 Nov 14:20–15:00 (prace.ics, from the final programme) in Salon Orion, 2nd floor (base64 acceptance mail, which says slot times TBA); talk outline has only the date."),
    ("h23", "multi_source", "studna water test what was wrong + when is the retest",
     {E14: ["koliformní bakterie"], C_CHATA: ["2025-11-29 10:00"]},
     "coliform bacteria 12 KTJ/100 ml (base64 lab protocol) and retest Sat 29. 11. 2025 10:00 (chata.ics); diary only says 'nic moc'."),
    ("h24", "multi_source", "new qa hire name and start date",
     {E21: ["Ahmed Karimi"], C_WORK: ["2025-12-01 09:00"]},
     "Ahmed Karimi (Lukáš's mail, start date TBD) + onboarding day 1 Mon 1 Dec 2025 9:00 (prace.ics, no name); 1on1/October ramble say only 'offer accepted'."),
    ("h25", "multi_source", "co zjistil kominík a kolik jsme mu platili",
     {E19: ["podélná trhlina"], LEDGER: ["Luboš Vacek;1 450"]},
     "crack in the chimney liner, stove must not be used, relining recommended (forwarded report) + 1 450 Kč paid 13. 9. (ledger); October ramble only says the report 'wasn't great'."),
    ("h26", "decision", "cypress or playwright final decision", {E8: ["move to Playwright"], ADR: ["move to Playwright"]},
     "Playwright (TypeScript), reversing the Feb Cypress choice; distractors: Feb Cypress mail, ChatGPT comparison, prace.ics review meeting."),
    ("h27", "decision", "okna na chatu dřevo nebo plast co jsme vybrali", {PLAN: ["dřevěná eurookna"]},
     "dřevěná eurookna (smrk, ořechová lazura), decided 30. 9. 2025; diary (Aug) still undecided, ledger/October ramble only mention the deposit."),
    ("h28", "decision", "why did we pick simek over zeman for roof", {NABIDKY: ["Bereme **Šimka**", "reference od Brabců"]},
     "cheaper overall (asbestos disposal included), available summer 2025, longer warranty, Brabec's reference – strecha-nabidky.md; acceptance mail/Telegram give no reasons."),
    ("h29", "decision", "choir scarf colour final", {MBOX: ["tmavě zelené"]},
     "dark (bottle) green for everyone from Christmas, reversing January's burgundy (choir-admin note + Jan list mail)."),
    ("h30", "decision", "izolace podkroví jaký materiál nakonec", {DENIK: ["dřevovláknitými deskami"]},
     "dřevovláknité desky (160 mm between + 60 mm under rafters), decided 23. 8.; AI insulation chat and brain dump are undecided."),
    ("h31", "temporal_current", "simek roof price current", {E10: ["162 500"]},
     "162 500 Kč (CN-2025-041, base64 mail of 6. 5. 2025); older 148 000 Kč in Dec mail, the reply quoting it and strecha-nabidky.md."),
    ("h32", "temporal_current", "kde je ted zkouska sboru", {MBOX: ["KC Jasanka"], C_SBOR: ["KC Jasanka"]},
     "KC Jasanka, Mutěnická 9, sál Jasan (since Sept 2025, Tue 18:30); old ZUŠ Smetanova room 204 in choir-admin note and spring events."),
    ("h33", "temporal_current", "choir fee per semester now", {MBOX: ["1 400 Kč za semestr"], MEMBERS: ["1400"]},
     "1 400 Kč per semester from autumn 2025; old 1 200 Kč (choir-admin note, March list mail), proposed 1 500 Kč in the ChatGPT draft."),
    ("h34", "temporal_current", "test env url", {E18: ["qa-eu-2.kodexa.example"], D0923: ["qa-eu-2.kodexa.example"]},
     "https://qa-eu-2.kodexa.example (since Sept 2025); the how-to txt still has the dead staging-3."),
    ("h35", "temporal_current", "key box code chata", {TG: ["nový je 2583"]},
     "2583 (changed 12. 10. 2025, Telegram); the sitter sheet still says 4719."),
    ("h36", "open_loop", "still waiting on the kamna quote from mach?",
     {E23: ["nabídku na přestavbu kamen jsem zatím nedostala"], D1112: ["žádná nabídka od Macha"]},
     "yes – Mach promised it by end of October, Tereza chased him 10. 11., still nothing on 12. 11.; October ramble/chata.ics only mention his visit."),
    ("h37", "open_loop", "renew choir website domain deadline", {CHOIR: ["expires 30. 11. 2025"], E24: ["30 November 2025"]},
     "cantabile.example expires 30. 11. 2025, renewal 390 Kč, Eva must pay – unchecked to-do; brain dump says only 'sometime in the autumn'."),
    ("h38", "open_loop", "kdo z novych clenu jeste neposlal gdpr souhlas",
     {MEMBERS: ["Jonas Weber", "Lenka Malá", "Filip Sýkora"]},
     "Jonas Weber, Lenka Malá, Filip Sýkora (GDPR souhlas = ne); list mail of 28. 10. says 'three missing' without names, choir-admin only points to the CSV."),
    ("h39", "open_loop", "istqb course budget approved yet", {ONEONE: ["ISTQB"]},
     "not yet – Lukáš will know after the Q4 budget review mid-Nov, remind after 20. 11.; brain dump only says 'check with finance' (July)."),
    ("h40", "open_loop", "doplatek za čočku táta zaplacený?", {TG: ["Ještě jsem to neplatil"], C_ROD: ["9 800"]},
     "not paid yet – 9 800 Kč, Tereza will pay but dad hasn't found the letter with the VS (Telegram 9. 11.); open VTODO in rodina-osobni.ics; Sept clinic mail only mentions a possible surcharge."),
    ("h41", "preference", "how do i take my coffee", {JSONL: ["flat white with oat milk"]},
     "flat white with oat milk every morning (quick-questions JSONL)."),
    ("h42", "preference", "train or drive to olomouc what do i prefer", {OCT: ["rather take the train to Olomouc"]},
     "train, always (read/work, no D1, no parking) – October ramble; the e-ticket, the rail newsletter and Olomouc log only show trips."),
    ("h43", "preference", "what wine do i like", {WINE: ["dry Riesling"]},
     "dry Riesling / Ryzlink rýnský (Velké Bílovice, Pálava); hates oaky Chardonnay and sweet wine; Dana drinks red."),
    ("h44", "preference", "co má táta rád – dárek k narozeninám", {DARKY: ["miluje Čapka"]},
     "Čapek audiobooks, Sigma Olomouc; dislikes useless stuff and candles; recipe note 'Jirka chce jen povidlové' is a side distractor."),
    ("h45", "preference", "do i prefer meetings in the morning or afternoon", {DUMP: ["mornings are for thinking"]},
     "afternoons – mornings (8–11:30) are for focused test design; prace.ics has a bare 'Focus' block only."),
    ("h46", "vague", "that time my brother wanted to get rid of babička's place", {TG: ["nechceš tu chatu prodat"]},
     "Ondra suggested selling the chata (2. 3. 2025), Tereza and dad refused – Telegram family chat."),
    ("h47", "vague", "what was that stuff for the bugs in the old beams", {GPT: ["Bochemit"]},
     "Bochemit QB / Forte against woodworm (ChatGPT conversation, edited branch); ledger/diary/chata.ics say only 'přípravek na trámy'."),
    ("h48", "vague", "the latin song we dropped for xmas", {REPERT: ["Ave verum corpus"]},
     "Mozart's Ave verum corpus, cut 23. 9. 2025; daily 2025-09-23 only says 'Vojta cut one piece'."),
    ("h49", "vague", "ten babiccin recept na kynute", {RECEPT: ["švestková povidla"]},
     "babiččiny buchty (yeast dough, povidla/tvaroh/mák) from her 1968 notebook; diary mentions finding the notebook, bookshop newsletter advertises a buchty cookbook."),
    ("h50", "vague", "that hospoda we went to after the roof was done", {DENIK: ["U Zeleného stromu"]},
     "hospoda U Zeleného stromu in Bystřice (15. 8. 2025, svíčková) – summer diary; ledger row 'Večeře pro partu pokrývačů' has no name."),
]

ENCODED_ONLY = ["162 500", "RZ-0325/118", "38 mg/l", "HZ-7710-4432-19", "25-4471930", "Salon Orion", "koliformní"]

KINDS = ["fact", "who", "where", "event_time", "multi_source", "decision", "temporal_current",
         "open_loop", "preference", "vague"]


def main():
    out = [{"id": i, "query": q, "gold": list(g.keys()), "kind": k, "gold_hint": h} for i, k, q, g, h in Q]
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "queries.json")
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print("wrote %d queries to %s" % (len(out), path))


if __name__ == "__main__":
    main()
