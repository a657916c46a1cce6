"""CSV files: chata expense ledger (Czech, semicolon) and choir member list."""
from common import add, prague

LEDGER = [
    ("datum", "položka", "dodavatel", "částka Kč", "zaplaceno", "poznámka"),
    ("14. 12. 2024", "Prohlídka střechy + nabídka", "Střechy Šimek", "0", "—", "zdarma"),
    ("18. 1. 2025", "Záloha na materiál – elektro", "Elektro Kučera", "15 000", "ano", "převodem"),
    ("12. 3. 2025", "Elektroinstalace – práce + výchozí revize", "Elektro Kučera", "38 700", "ano", "revizní zpráva v mailu"),
    ("29. 4. 2025", "Kontejner na suť (3 dny)", "Služby obce Zálesná Lhota", "2 900", "ano", ""),
    ("22. 4. 2025", "Aku vrtačka Makita + vrtáky", "Nářadí-Expres", "4 239", "ano", "e-shop"),
    ("10. 5. 2025", "Odvoz starého nábytku", "Bazar Bystřice", "1 200", "ano", "skříně z komory"),
    ("3. 6. 2025", "Přípravek na trámy 5 kg + štětce", "Stavebniny Dlouhý", "1 486", "ano", "proti červotoči"),
    ("20. 6. 2025", "Záloha – střecha", "Střechy Šimek", "50 000", "ano", "dle faktury"),
    ("26. 6. 2025", "Bojler – výměna topné spirály + termostatu, práce", "Tomáš Pokorný", "3 850", "ano", "hotově, 80 l bojler"),
    ("8. 7. 2025", "Rozbor vody (krácený + mikrobiologie)", "VodaLab Jihlava", "2 180", "ano", "protokol v mailu"),
    ("5. 8. 2025", "Pojištění chaty – roční pojistné", "Horizont pojišťovna", "4 380", "ano", "od 15. 8."),
    ("15. 8. 2025", "Klempířské práce – okapy a svody", "Střechy Šimek", "18 400", "ano", ""),
    ("15. 8. 2025", "Večeře pro partu pokrývačů", "hospoda Bystřice", "3 260", "ano", "zasloužili si"),
    ("2. 9. 2025", "Doplatek – střecha vč. víceprací (2 krokve)", "Střechy Šimek", "121 300", "ano", ""),
    ("13. 9. 2025", "Kominík – kontrola spalinové cesty", "Luboš Vacek", "1 450", "ano", "hotově, zpráva mailem"),
    ("20. 9. 2025", "Palivové dříví 8 prm buk", "Lesy Kříž", "10 400", "ano", "dovoz 22. 10."),
    ("6. 10. 2025", "Okna – záloha 30 %", "Okna Vysočina", "41 700", "ano", "montáž 04/2026"),
    ("11. 10. 2025", "Kamnář – prohlídka kamen", "Jaroslav Mach", "0", "—", "zdarma"),
    ("18. 10. 2025", "Izolace podkroví – materiál, 1. část", "Stavebniny Dlouhý", "27 600", "ano", "akce -15 %"),
    ("25. 10. 2025", "Dezinfekce studny – chlornan + čerpání", "Stavebniny Dlouhý / vlastní práce", "640", "ano", ""),
    ("2. 11. 2025", "Benzín – cesty na chatu (říjen)", "—", "2 350", "ano", "4× tam a zpět"),
]

MEMBERS = [
    ("č.", "jméno", "hlas", "člen od", "příspěvek jaro 2025", "příspěvek podzim 2025", "GDPR souhlas", "poznámka"),
    ("101", "Dana Křížová", "S", "2009", "1200", "1400", "ano", "předsedkyně"),
    ("102", "Eva Procházková", "A", "2011", "1200", "1400", "ano", "pokladní"),
    ("103", "Tereza Dvořáková", "A", "2014", "1200", "1400", "ano", "admin, web"),
    ("104", "Petr Holub", "T", "2012", "1200", "1400", "ano", ""),
    ("105", "Klára Benešová", "S", "2016", "1200", "1400", "ano", ""),
    ("106", "Jana Vlčková", "A", "2010", "1200", "1400", "ano", ""),
    ("107", "Martin Sedlák", "B", "2013", "1200", "", "ano", "podzim nezaplaceno – připomenout"),
    ("108", "Zuzana Horká", "S", "2018", "1200", "1400", "ano", ""),
    ("109", "Ivana Kopecká", "A", "2015", "1200", "1400", "ano", ""),
    ("110", "Roman Bílek", "B", "2019", "1200", "1400", "ano", "hotově na soustředění"),
    ("111", "Alena Marková", "S", "2017", "1200", "1400", "ano", ""),
    ("112", "Tomáš Jelínek", "T", "2020", "1200", "1400", "ano", "hotově na soustředění"),
    ("113", "Markéta Urbanová", "A", "2021", "1200", "", "ano", "mateřská – pauza"),
    ("114", "Jiří Kadlec", "B", "2008", "1200", "1400", "ano", ""),
    ("115", "Hana Říhová", "A", "2025", "", "1400", "ano", "nová od září"),
    ("116", "Jonas Weber", "T", "2025", "600", "1400", "ne", "nový od května (poloviční jaro)"),
    ("117", "Lenka Malá", "S", "2025", "", "1400", "ne", "nová od září"),
    ("118", "Filip Sýkora", "B", "2025", "", "1400", "ne", "nový od září, hotově na soustředění"),
    ("119", "Ondřej Pavlík", "T", "2022", "1200", "1400", "ano", ""),
    ("120", "Věra Šimková", "S", "2010", "1200", "1400", "ano", ""),
]


def csv_text(rows, sep):
    def cell(v):
        if sep in v or '"' in v:
            return '"' + v.replace('"', '""') + '"'
        return v
    return "".join(sep.join(cell(c) for c in r) + "\r\n" for r in rows)


def build():
    rows = [LEDGER[0]] + sorted(LEDGER[1:], key=lambda r: tuple(reversed([int(x) for x in r[0].replace(" ", "").split(".")])))
    add("data/chata-naklady-2025.csv", csv_text(rows, ";"), prague(2025, 11, 2, 20, 0))
    add("data/sbor-clenove-2025.csv", csv_text(MEMBERS, ","), prague(2025, 10, 20, 21, 0))
