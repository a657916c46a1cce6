# -*- coding: utf-8 -*-
"""Four .ics calendars (CRLF, folded lines)."""
from common import ics_calendar, vevent, vtodo, write_bytes

ESZTER = ("Kovács Eszter", "eszter.kovacs@tervter.example")


def munka():
    C = []
    C.append(vevent("munka-001@tervter.example", "Stúdió heti megbeszélés", "20240902T090000",
                    "20240902T100000", location="Tervtér iroda, tárgyaló",
                    rrule="FREQ=WEEKLY;BYDAY=MO;UNTIL=20250630T070000Z",
                    exdate="20241223T090000,20241230T090000",
                    desc="Heti projektáttekintés: iskolabővítés, tetőterek, pályázatok. Napirendet Gergely küldi vasárnap este (ha küldi)."))
    C.append(vevent("munka-002@tervter.example", "Kick-off: Árpádföldi iskola bővítése", "20240418T100000",
                    "20240418T120000", location="Polgármesteri Hivatal, díszterem",
                    organizer=("Tóth Andrea", "andrea.toth@kerulet.example"),
                    attendees=[ESZTER, ("Halmi Gergely", "gergely.halmi@tervter.example"),
                               ("Dr. Lengyel Piroska", "titkarsag@arpadfoldi-isk.example")]))
    C.append(vevent("munka-003@tervter.example", "ÉTDR beadás – engedélyezési dokumentáció (iskola)",
                    "20240712", "20240713", allday=True,
                    desc="Feltöltés + véglegesítés! Lásd etdr_feltoltes_howto."))
    C.append(vevent("munka-004@tervter.example", "Statika egyeztetés – Szalai Péter", "20240925T140000",
                    "20240925T153000", location="Tervtér iroda",
                    attendees=[ESZTER, ("Szalai Péter", "peter.szalai@szalaistatika.example")],
                    desc="Tornaszoba fesztáv, meglévő alapozás. Hozni: alaprajzok A3."))
    C.append(vevent("munka-005@tervter.example", "Egyeztetés az önkormányzatnál – hiánypótlás állása",
                    "20250313T140000", "20250313T150000",
                    location="Polgármesteri Hivatal, II. emelet 214-es tárgyaló",
                    organizer=("Tóth Andrea", "andrea.toth@kerulet.example"),
                    attendees=[ESZTER, ("Halmi Gergely", "gergely.halmi@tervter.example")],
                    desc="Hiánypótlás ütemezése, statika, hosszabbítás lehetősége. A jegyző titkárságán kell bejelentkezni, a 214-es a lift mellett balra."))
    C.append(vevent("munka-006@tervter.example", "Vonat Bécsbe – RJX, Budapest-Keleti → Wien Hbf",
                    "20250305T074000", "20250305T102200", location="Budapest-Keleti pályaudvar",
                    desc="Jegy az appban (MÁV/ÖBB közös), 2. osztály, kocsi 27, hely 65. Wien Hbf-ről U1 Nestroyplatzig."))
    C.append(vevent("munka-007@tervter.example", "Vonat haza – Wien Hbf → Budapest-Keleti",
                    "20250307T164000", "20250307T192000", location="Wien Hauptbahnhof"))
    C.append(vevent("munka-008@tervter.example", "LearnScape 2025 – BEADÁSI HATÁRIDŐ (12:00 CEST)",
                    "20250414T120000", "20250414T120000",
                    desc="Online portál, 2 A1 panel + abstract (max 300 words). Regisztrációs kód: a visszaigazoló levélben.",
                    alarm=("-P2D", "LearnScape beadás 2 nap múlva!")))
    C.append(vevent("munka-009@tervter.example", "ÉTDR hiánypótlás beadási cél (iskola)", "20250331", "20250401",
                    allday=True, desc="Meghosszabbított határidő. Statika + tűzvédelmi aláírás kell."))
    C.append(vevent("munka-010@tervter.example", "Call Lukas (LearnScape)", "20250109T180000", "20250109T190000",
                    rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;UNTIL=20250410T170000Z",
                    desc="Teams link in the invite from Lukas. Every 2nd Thursday."))
    C.append(vtodo("munka-t01@tervter.example", "Kamarai továbbképzési pontok 2025 – jelentkezni", due="20250630",
                   priority=5))
    C.append(vtodo("munka-t02@tervter.example", "Portfólió frissítése (tetőterek fotói)", due="20250430", priority=7))
    C.append(vtodo("munka-t03@tervter.example", "Szalai 1. részlet számla – jóváhagyás Gergelynek", due="20240930",
                   status="COMPLETED", completed="20240926T101500Z"))
    write_bytes("calendar/munka.ics", ics_calendar("Munka", C).encode("utf-8"))


def csalad():
    C = []
    C.append(vevent("csalad-001@posta.example", "Bence úszás (kedd)", "20240910T170000", "20240910T174500",
                    location="Angyalföldi Tanuszoda", rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20250211T160000Z",
                    exdate="20241029T170000,20241224T170000,20241231T170000",
                    desc="Delfin Úszóiskola, Kezdő 2. Sapka, papucs, kulacs!"))
    C.append(vevent("csalad-002@posta.example", "Bence úszás (csüt 16:30)", "20250213T163000", "20250213T171500",
                    location="Angyalföldi Tanuszoda",
                    rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20250612T150000Z",
                    desc="Új időpont a tavaszi félévtől, új edző. Suli után egyenesen."))
    C.append(vevent("csalad-003@posta.example", "Bence allergiavizsgálat – bőrpróba + vérvétel",
                    "20241008T093000", "20241008T110000",
                    location="Allergo-Med Rendelő, Budapest XIII., Váci út 86. 3. em.",
                    desc="Dr. Varga Orsolya. 3 nappal előtte NEM szabad antihisztamint adni! Éhgyomorra nem kell."))
    C.append(vevent("csalad-004@posta.example", "Fogadóóra – Kati néni (2.b)", "20250324T172000",
                    "20250324T173000", location="Dagály Utcai Általános Iskola, 1. emelet 12-es terem",
                    desc="10 perces idősáv, a táblázatban foglaltam. Kérdések: olvasás, fülfájás úszás után, menza-igazolás.",
                    alarm=("-PT2H", "Fogadóóra ma 17:20!")))
    C.append(vevent("csalad-005@posta.example", "Bence szülinap 🎂", "20240921", "20240922", allday=True,
                    rrule="FREQ=YEARLY", desc="2017-ben született."))
    C.append(vevent("csalad-006@posta.example", "Tanévnyitó", "20240902T080000", "20240902T090000",
                    location="Dagály Utcai Általános Iskola, udvar"))
    C.append(vevent("csalad-007@posta.example", "Karácsony Debrecenben (apánál)", "20241223", "20241229",
                    allday=True, desc="Vonat 23-án reggel, vissza 28-án. Bence ajándékai a csomagtartóban... nem, vonattal megyünk!"))
    C.append(vevent("csalad-008@posta.example", "Márton anyukája szülinap (Tata)", "20250406T120000",
                    "20250406T170000", location="Tata", desc="Ebéd. Sütit viszünk – mogyoró nélkül, ő is tudja már."))
    C.append(vtodo("csalad-t01@posta.example", "Úszás tavaszi félév befizetése (36 000 Ft)", due="20250220",
                   status="COMPLETED", completed="20250210T190000Z"))
    C.append(vtodo("csalad-t02@posta.example", "Osztálykirándulás befizetése", due="20250410", priority=5))
    write_bytes("calendar/csalad.ics", ics_calendar("Család", C).encode("utf-8"))


def apa():
    C = []
    C.append(vevent("apa-001@posta.example", "Apa – fekvőbeteg rehab (Nagyerdő)", "20240701", "20240720",
                    allday=True, location="Nagyerdei Rehabilitációs Intézet, C épület, 2. emelet, Debrecen",
                    desc="Látogatás 15–18 óráig. Papucs, zoknihúzó, magasító párna!"))
    C.append(vevent("apa-002@posta.example", "Apa gyógytorna", "20240723T100000", "20240723T104500",
                    location="Mester utcai Szakrendelő, Gyógytorna, földszint 4-es terem, Debrecen",
                    rrule="FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20241031T090000Z",
                    desc="Réka viszi, ha tud; különben taxi."))
    C.append(vevent("apa-003@posta.example", "Ortopédiai kontroll (6 hét) – apa", "20240806T090000", "20240806T100000",
                    location="Debreceni Városi Kórház, Ortopédiai Szakrendelés, B épület fszt.",
                    desc="Röntgen előtte. Réka megy vele."))
    C.append(vevent("apa-004@posta.example", "Szerződéskötés – Gondos Kéz (apa lakásán)", "20241003T100000",
                    "20241003T110000", location="Debrecen, Füredi út 41. II/7.",
                    attendees=[("Bíró Edit", "iroda@gondoskez.example"), ("Molnárné Kovács Réka", "reka.molnar@posta.example")]))
    C.append(vevent("apa-005@posta.example", "Debrecen – hétvége apánál", "20240907T073000", "20240907T200000",
                    location="Debrecen", rrule="FREQ=WEEKLY;INTERVAL=2;BYDAY=SA",
                    desc="IC Nyugatiból reggel, vissza este. Piac apával, ha jó az idő."))
    C.append(vevent("apa-005@posta.example", "Debrecen – hétvége apánál (vasárnapra téve)", "20241117T073000",
                    "20241117T200000", location="Debrecen", recurrence_id="20241116T073000",
                    desc="Szombaton Áron szülinapi zsúrja, Bence hivatalos, ezért vasárnap megyek."))
    C.append(vevent("apa-006@posta.example", "Apa ortopédiai kontroll (fél év)", "20250327T102000", "20250327T110000",
                    location="Debreceni Városi Kórház, Ortopédiai Szakrendelés, B épület fszt.",
                    desc="Dr. Papp rendelése. Röntgen 9:30-kor ugyanott! Réka viszi, én telefonon.",
                    alarm=("-P1D", "Holnap apa kontroll, szólni Rékának")))
    C.append(vtodo("apa-t01@posta.example", "Közgyógyellátási igazolvány igénylése apának (Kormányablak, Debrecen)",
                   due="20250331", priority=2,
                   desc="Kell: háziorvosi igazolás a gyógyszerekről (dr. Molnár), jövedelemigazolás (nyugdíj-értesítő 2025). Réka szerint jogosult lehet. Még nem adtuk be."))
    C.append(vtodo("apa-t02@posta.example", "Nyugdíjfolyósító – lakcím-változás nincs, de a számlaszám-módosítás visszaigazolása",
                   due="20241130", status="COMPLETED", completed="20241120T120000Z"))
    write_bytes("calendar/apa.ics", ics_calendar("Apa", C).encode("utf-8"))


def lakas():
    C = []
    C.append(vevent("lakas-001@posta.example", "Társasházi közgyűlés – homlokzatfelújítás", "20250326T180000",
                    "20250326T200000", location="Tátra u. 27., földszinti közös helyiség",
                    desc="Rendkívüli közgyűlés, 3 árajánlat. Meghatalmazás, ha nem megyünk.",
                    stamp="20250221T070000Z"))
    C.append(vevent("lakas-002@posta.example", "Vízszerelő (Oláh) – gyerekszoba radiátor", "20241122T080000",
                    "20241122T100000", location="otthon", stamp="20241120T070000Z"))
    C.append(vevent("lakas-003@posta.example", "Lakáshitel kamatforduló", "20250301", "20250302", allday=True,
                    desc="Új kamat és törlesztő a bank januári levelében.", stamp="20250116T070000Z"))
    C.append(vevent("lakas-004@posta.example", "Lakásbiztosítás évforduló", "20250110", "20250111", allday=True,
                    rrule="FREQ=YEARLY", stamp="20240110T070000Z"))
    C.append(vevent("lakas-005@posta.example", "Közös költség utalás", "20240410", "20240411", allday=True,
                    rrule="FREQ=MONTHLY;BYMONTHDAY=10", desc="28 400 Ft, Bárány Ház Kft. számlájára.",
                    stamp="20240401T070000Z"))
    C.append(vtodo("lakas-t01@posta.example", "Meghatalmazás a közgyűlésre (ha nem megyünk)", due="20250325",
                   stamp="20250221T070000Z"))
    C.append(vtodo("lakas-t02@posta.example", "Vízóra leolvasás, bediktálás", due="20250228", status="COMPLETED",
                   completed="20250226T180000Z", stamp="20250201T070000Z"))
    write_bytes("calendar/lakas_export_2025-02.ics",
                ics_calendar("Lakás", C, prodid="-//Marton//Telefon naptar export 2025-02//HU").encode("utf-8"))


def build():
    munka()
    csalad()
    apa()
    lakas()
