# -*- coding: utf-8 -*-
"""Four iCalendar files. Lines are raw content lines; lib.ics_calendar folds them."""
from lib import ics_escape as E

TZ = "TZID=Europe/Helsinki"
STAMP = "DTSTAMP:20250515T060000Z"


def ev(uid, summary, start, end=None, *, allday=False, loc=None, desc=None, rrule=None,
       exdates=None, rid=None, attendees=None, organizer=None, alarm=None, status=None,
       created="20240801T080000Z", seq=None, transp=None):
    L = ["BEGIN:VEVENT", f"UID:{uid}", STAMP, f"CREATED:{created}"]
    if rid:
        L.append(f"RECURRENCE-ID;{TZ}:{rid}")
    if allday:
        L.append(f"DTSTART;VALUE=DATE:{start}")
        if end:
            L.append(f"DTEND;VALUE=DATE:{end}")
    else:
        L.append(f"DTSTART;{TZ}:{start}")
        if end:
            L.append(f"DTEND;{TZ}:{end}")
    if rrule:
        L.append(f"RRULE:{rrule}")
    for x in exdates or []:
        if allday:
            L.append(f"EXDATE;VALUE=DATE:{x}")
        else:
            L.append(f"EXDATE;{TZ}:{x}")
    L.append(f"SUMMARY:{E(summary)}")
    if loc:
        L.append(f"LOCATION:{E(loc)}")
    if desc:
        L.append(f"DESCRIPTION:{E(desc)}")
    if status:
        L.append(f"STATUS:{status}")
    if seq is not None:
        L.append(f"SEQUENCE:{seq}")
    if transp:
        L.append(f"TRANSP:{transp}")
    if organizer:
        L.append(f"ORGANIZER;CN={organizer[0]}:mailto:{organizer[1]}")
    for cn, mail, role in attendees or []:
        L.append(f"ATTENDEE;CN={cn};ROLE={role};PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:{mail}")
    if alarm:
        L += ["BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{E(alarm[1])}",
              f"TRIGGER:{alarm[0]}", "END:VALARM"]
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due, *, status="NEEDS-ACTION", desc=None, completed=None, allday=True,
         priority=None):
    L = ["BEGIN:VTODO", f"UID:{uid}", STAMP, "CREATED:20250101T090000Z"]
    if allday:
        L.append(f"DUE;VALUE=DATE:{due}")
    else:
        L.append(f"DUE;{TZ}:{due}")
    L.append(f"SUMMARY:{E(summary)}")
    if desc:
        L.append(f"DESCRIPTION:{E(desc)}")
    L.append(f"STATUS:{status}")
    if priority:
        L.append(f"PRIORITY:{priority}")
    if completed:
        L.append(f"COMPLETED:{completed}")
    L.append("END:VTODO")
    return L


CALS = {}

# ------------------------------------------------------------------ work calendar
SCHOOL = "Kalevanharjun koulu"
CALS["calendars/opetus.ics"] = ("-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN", "Opetus 3B", [
    ev("vilho-osp-20240905@kalevanharju.edu.example", "Oppimissuunnitelmapalaveri – Vilho S.",
       "20240905T141500", "20240905T151500", loc=f"{SCHOOL}, neuvotteluhuone 2 (hallintosiipi)",
       desc="Vilhon oppimissuunnitelman päivitys. Ota mukaan havainnot lukemisesta ja siirtymistä.",
       organizer=("Sari Heinonen", "sari.heinonen@kalevanharju.edu.example"),
       attendees=[("Kirsi Saarinen", "kirsi.saarinen@koti.example", "REQ-PARTICIPANT"),
                  ("Hanna Salo", "hanna.salo@kalevanharju.edu.example", "REQ-PARTICIPANT"),
                  ("Laura Ahonen", "laura.ahonen@kalevanharju.edu.example", "REQ-PARTICIPANT"),
                  ("Aino Virtanen", "aino.virtanen@kalevanharju.edu.example", "REQ-PARTICIPANT")]),
    ev("vanhempainilta-3b-2024s@kalevanharju.edu.example", "Vanhempainilta 3B",
       "20240917T180000", "20240917T193000", loc=f"{SCHOOL}, luokka 204"),
    ev("opekokous-monthly@kalevanharju.edu.example", "Opettajainkokous",
       "20240902T143000", "20240902T160000", loc=f"{SCHOOL}, auditorio",
       rrule="FREQ=MONTHLY;BYDAY=1MO;UNTIL=20250505T235959Z",
       exdates=["20250106T143000"], desc="Kuukauden ensimmäinen maanantai."),
    ev("sao-3b-pe-2024@kalevanharju.edu.example", "Samanaikaisopetus 3B (Hanna) – pe 1.–2. t",
       "20240927T081500", "20240927T094500", loc=f"{SCHOOL}, luokka 204",
       rrule="FREQ=WEEKLY;BYDAY=FR;UNTIL=20241220T235959Z", exdates=["20241018T081500"],
       desc="Syksyn jako (rehtorin luonnos 20.9.). Käsityö/liikunta."),
    ev("vilho-arviointi-20250123@kalevanharju.edu.example", "Arviointipalaveri – Vilho S.",
       "20250123T141500", "20250123T150000", loc=f"{SCHOOL}, neuvotteluhuone 2",
       attendees=[("Kirsi Saarinen", "kirsi.saarinen@koti.example", "REQ-PARTICIPANT"),
                  ("Hanna Salo", "hanna.salo@kalevanharju.edu.example", "REQ-PARTICIPANT")]),
    ev("sao-3b-ti-2025@kalevanharju.edu.example", "Samanaikaisopetus 3B (Hanna) – matikka, ti 2. t",
       "20250107T090000", "20250107T094500", loc=f"{SCHOOL}, luokka 204 + ryhmätila",
       rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20250527T235959Z", exdates=["20250225T090000"],
       desc="Rehtorin päätös 20.11.2024. Rinnakkaisryhmät: Hanna ryhmätilassa.",
       created="20241121T080000Z"),
    ev("sao-3b-to-2025@kalevanharju.edu.example", "Samanaikaisopetus 3B (Hanna) – matikka, to 3. t",
       "20250109T100000", "20250109T104500", loc=f"{SCHOOL}, luokka 204 + ryhmätila",
       rrule="FREQ=WEEKLY;BYDAY=TH;UNTIL=20250529T235959Z",
       exdates=["20250227T100000", "20250529T100000"],
       desc="Rehtorin päätös 20.11.2024.", created="20241121T080000Z"),
    ev("sao-3b-to-2025@kalevanharju.edu.example", "Samanaikaisopetus 3B (Hanna) – SIIRRETTY 4. tunnille",
       "20250313T120000", "20250313T124500", rid="20250313T100000",
       loc=f"{SCHOOL}, luokka 204", desc="Hannalla koulutus aamupäivällä, tunti siirretty.",
       seq=1, created="20241121T080000Z"),
    ev("vanhempainilta-3b-2025k@kalevanharju.edu.example", "Kevään vanhempainilta 3B",
       "20250311T173000", "20250311T190000", loc=f"{SCHOOL}, luokka 204",
       desc="Aiheet: kevään arviointi, Särkänniemi-retki, 4. luokalle siirtyminen.",
       created="20250115T080000Z"),
    ev("niec2025@kalevanharju.edu.example", "NIEC 2025 -konferenssi (Göteborg)",
       "20250424", "20250426", allday=True, loc="Göteborg",
       desc="Sijainen luokassa to–pe. Lento to aamulla, paluu pe illalla.",
       created="20250203T100000Z", transp="TRANSPARENT"),
    ev("sarkanniemi-3b-2025@kalevanharju.edu.example", "3B kevätretki: Särkänniemi",
       "20250527T090000", "20250527T144000", loc="Särkänniemi, Tampere",
       desc="Bussi 9.15, paluu koululle n. 14.40. Eväät kotoa.", created="20250429T150000Z",
       alarm=("-P1D", "Huomenna retki: ensiapulaukku, lupalaput, puhelinlista")),
    ev("kevatjuhla-2025@kalevanharju.edu.example", "Kevätjuhla",
       "20250531T100000", "20250531T110000", loc=f"{SCHOOL}, liikuntasali"),
    todo("todo-vilho-osp-paivitys@kalevanharju.edu.example", "Vilhon oppimissuunnitelman kevätpäivitys",
         "20250523", desc="Kirjaa kevään arviointi + syksyn tavoitteet. Hanna kommentoi."),
    todo("todo-arvioinnit-wilma@kalevanharju.edu.example", "Lukuvuositodistusten arvioinnit Wilmaan",
         "20250526", priority=1),
])

# ------------------------------------------------------------------ kids
CALS["calendars/lapset.ics"] = ("-//Apple Inc.//macOS 14.5//EN", "Lapset", [
    ev("lapset-minulla@posti.example", "Lapset minulla (parittomat viikot)",
       "20240812", "20240819", allday=True, rrule="FREQ=WEEKLY;INTERVAL=2",
       exdates=["20241230"], desc="Vaihto maanantaisin koulun/eskarin kautta. Uudenvuoden viikko Juhalla (sovittu joulua vastaan).",
       transp="TRANSPARENT"),
    ev("joulu-2024-lapset@posti.example", "Joulu: lapset minulla", "20241223", "20241227",
       allday=True, desc="Sovittu Juhan kanssa. Juha ottaa uudenvuoden viikon.",
       created="20241202T200000Z"),
    ev("eeli-salibandy@posti.example", "Eeli: salibandytreenit", "20240820T173000", "20240820T184500",
       loc="Pispalan liikuntahalli", rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20250429T235959Z",
       exdates=["20241015T173000", "20241224T173000", "20241231T173000"],
       desc="Kassi + juomapullo! Lauantain treenit eivät tässä kalenterissa."),
    ev("senni-tanssi@posti.example", "Senni: lastentanssi (Tähtöset)", "20240904T170000",
       "20240904T174500", loc="Tanssikoulu Piruetti",
       rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20250507T235959Z",
       exdates=["20241016T170000", "20241225T170000", "20250101T170000", "20250226T170000"]),
    ev("senni-uimakoulu-2025k@posti.example", "Senni: uimakoulu (Vesikirput)", "20250111T093000",
       "20250111T101500", loc="Pyynikin uimahalli, opetusallas",
       rrule="FREQ=WEEKLY;BYDAY=SA;UNTIL=20250329T235959Z", exdates=["20250301T093000"],
       desc="Uimalasit, pyyhe. Ohjaaja Noora.", created="20241202T193000Z"),
    ev("eeli-kevatjuhla-2025@posti.example", "Eelin koulun kevätjuhla", "20250531T090000",
       "20250531T094500", loc="Pyynikinrinteen koulu",
       desc="Päällekkäin oman kevätjuhlan kanssa (klo 10) – Juha menee."),
    todo("todo-leirimaksu@posti.example", "Eelin leirimaksu 245 €", "20250415",
         status="COMPLETED", completed="20250410T190000Z", desc="Juhalta puolet MobilePaylla."),
    todo("todo-oikomishoito@posti.example", "Eelin oikomishoidon lähete – ei ole tullut, selvitä",
         "20250530", desc="Juha lupasi soittaa hammashoitolaan. Jos ei kuulu, soitan itse."),
])

# ------------------------------------------------------------------ cottage (stale!)
CALS["calendars/mokki.ics"] = ("-//Google Inc//Google Calendar 70.9054//EN", "Mökki (Kiviniemi)", [
    ev("sakokaivo-2024@kiviniemi.example", "Sakokaivon tyhjennys", "20240830T120000", "20240830T130000",
       loc="Kiviniementie 41, Ruovesi", desc="Loka-auto, Pekka paikalla."),
    ev("kiuas-asennus-2024@kiviniemi.example", "Kiukaan asennus mökillä", "20241019T090000",
       "20241019T130000", loc="Kiviniementie 41, Ruovesi",
       desc="Kivet valmiiksi paikalle! Vanha kiuas jää pihalle.",
       attendees=[("Pekka Virtanen", "pekka.virtanen@kotiposti.example", "REQ-PARTICIPANT"),
                  ("Aino Virtanen", "aino.virtanen@posti.example", "REQ-PARTICIPANT")],
       created="20240918T090000Z"),
    ev("tiekunta-vuosikokous-2025@kiviniemi.example", "Tiekunnan vuosikokous", "20250426T130000",
       "20250426T150000", loc="Ruoveden seurakuntakoti, pieni sali",
       desc="Pekka menee. Asialistalla mäen perusparannus.", created="20250301T090000Z"),
    ev("jatevesitarkastus-2025@kiviniemi.example", "Jätevesijärjestelmän tarkastus (mökki)",
       "20250522T100000", "20250522T110000", loc="Kiviniementie 41, Ruovesi",
       desc="Kunnan jätevesineuvonta. Paperit esille, kaivojen kannet näkyviin.",
       created="20250310T120000Z", alarm=("-P2D", "Jätevesitarkastus ylihuomenna – paperit!")),
    ev("laituri-korjaus-2025@kiviniemi.example", "Laiturin korjaus (alustava, vko 22)",
       "20250526", "20250531", allday=True, status="TENTATIVE", loc="Kiviniementie 41, Ruovesi",
       desc="Koskela vahvistaa tarkan päivän.", created="20250422T080000Z"),
    ev("juhannus-2025@kiviniemi.example", "Juhannus mökillä", "20250620", "20250623", allday=True,
       desc="Pekan perhe + äiti + me."),
    ev("aiti-70v@kiviniemi.example", "Äidin 70-vuotisjuhlat mökillä", "20250712T140000",
       "20250712T220000", loc="Kiviniementie 41, Ruovesi",
       desc="n. 30 vierasta. Teltta, tuolit seurakunnalta, Pekka grillaa.",
       alarm=("-P7D", "Viikko äidin juhliin: teltta vahvistettu?")),
    todo("todo-tiemaksu-2025@kiviniemi.example", "Tiemaksu 2025 maksettava", "20250615",
         desc="Lasku tiekunnalta toukokuussa."),
    todo("todo-jatevesi-paperit@kiviniemi.example", "Jätevesitarkastuksen paperit esille", "20250521",
         desc="Lista neuvonnan meilissä 10.3. Isän vanhat paperit mökin kirjoituspöydässä?"),
])

# ------------------------------------------------------------------ choir + studies
CHOIR_OLD = "Kalevan kirkko, seurakuntasali"
CHOIR_NEW = "Tammelan koulu, auditorio"
CALS["calendars/kuoro-ja-opiskelu.ics"] = ("-//Apple Inc.//iOS 17.5//EN", "Kuoro + opiskelu", [
    ev("sointu-harj-syksy@posti.example", "Sointu: harjoitukset", "20240904T183000", "20240904T210000",
       loc=CHOIR_OLD, rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20250129T235959Z",
       exdates=["20241016T183000", "20241225T183000", "20250101T183000"]),
    ev("sointu-harj-kevat@posti.example", "Sointu: harjoitukset (uusi paikka)", "20250205T183000",
       "20250205T210000", loc=CHOIR_NEW, rrule="FREQ=WEEKLY;BYDAY=WE;UNTIL=20250514T235959Z",
       exdates=["20250226T183000"], desc="Kalevan kirkon remontti – harjoitukset kevään ajan täällä.",
       created="20250122T200000Z", alarm=("-PT1H", "Kuoro: nuotit + vesipullo")),
    ev("sointu-joulukonsertti-2024@posti.example", "Sointu: joulukonsertti", "20241208T180000",
       "20241208T193000", loc="Kalevan kirkko", desc="Asu: musta. Paikalla 16.30."),
    ev("sointu-leiri-2025@posti.example", "Sointu: harjoitusleiri", "20250315", "20250317",
       allday=True, loc="Leirikeskus Marjaniemi, Kangasala",
       desc="Lauantaina lähipäivä yliopistolla → leirille vasta su aamuna.",
       created="20250115T190000Z"),
    ev("sointu-kenraali-2025@posti.example", "Sointu: kenraaliharjoitus", "20250517T120000",
       "20250517T150000", loc="Aleksanterin kirkko", created="20250505T190000Z"),
    ev("sointu-kevatkonsertti-2025@posti.example", "Sointu: kevätkonsertti \"Kevään valoa\"",
       "20250518T160000", "20250518T173000", loc="Aleksanterin kirkko",
       desc="Paikalla klo 14.30. Liput 20/10 €.", created="20250115T190000Z",
       alarm=("-PT3H", "Konsertti tänään – asu + huivi!")),
    ev("erpe-lahi1-2025@posti.example", "Erityispedagogiikka: lähiopetus 1", "20250201T090000",
       "20250201T150000", loc="Tampereen yliopisto, Pinni B, sali B1097",
       alarm=("-PT1H", "Lähipäivä: läppäri + eväät"), created="20241220T100000Z"),
    ev("erpe-lahi2-2025@posti.example", "Erityispedagogiikka: lähiopetus 2 + ryhmätyön esitys",
       "20250315T090000", "20250315T150000", loc="Tampereen yliopisto, Pinni B, sali B1097",
       created="20241220T100000Z"),
    todo("todo-essee@posti.example", "Essee: oppimisympäristön esteettömyys (Moodle)",
         "20250328T235900", allday=False, status="COMPLETED", completed="20250403T204500Z"),
    todo("todo-oppimispaivakirja@posti.example", "Oppimispäiväkirja – palautus Moodleen", "20250530",
         desc="Koko jakson päiväkirja. Siisti ja lisää lähteet."),
    todo("todo-kuoromaksu@posti.example", "Kuoron kevätmaksu 90 €", "20250228",
         desc="Tilille, viestiksi nimi + kevät 2025."),
])
