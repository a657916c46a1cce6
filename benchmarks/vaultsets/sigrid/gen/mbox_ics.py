import os
import mailbox
import time
from email import policy
from email.parser import BytesParser
from common import (VAULT, email_msg, set_plain, sthlm, dedent, ics, ics_escape, write,
                    VTZ_STOCKHOLM, VTZ_TOKYO, SIGRID)

LIST = "Tynnereds IBK F13 föräldrar <f13-foraldrar@lists.tynneredsibk.example.se>"
LIST_ID = "F13 parents <f13-foraldrar.lists.tynneredsibk.example.se>"
HANNA = "Hanna Persson <hanna.persson@mejl.example.se>"
TOBIAS = "Tobias Kvist <tobias.kvist@kontakt.example.se>"


def _list_msg(frm, date, subject, msgid, body, in_reply_to=None, cte="8bit"):
    m = email_msg(frm, LIST, date, subject, msgid, in_reply_to=in_reply_to,
                  extra={"List-Id": LIST_ID,
                         "List-Post": "<mailto:f13-foraldrar@lists.tynneredsibk.example.se>",
                         "Sender": "f13-foraldrar-bounces@lists.tynneredsibk.example.se"})
    set_plain(m, body, cte=cte)
    return m


def build_mbox():
    msgs = []
    msgs.append(_list_msg(HANNA, sthlm(2025, 8, 11, 19, 5), "[F13] Välkomna till säsongen 2025/26!",
                          "<f13-2025-08-11.valkommen@tynneredsibk.example.se>", dedent("""
    Hej alla F13-föräldrar!

    Välkomna tillbaka! Träningen drar igång tisdag 19 augusti.

    TRÄNINGSTIDER HÖSTEN
    Tisdagar 17:30–19:00, Grimmeredshallen
    Torsdagar 17:30–19:00, Grimmeredshallen

    LEDARE
    Huvudtränare: Sigrid Holmqvist
    Assisterande tränare: Tobias Kvist
    Lagledare: Hanna Persson (det är jag – matchschema, fika, körscheman)

    AVGIFT
    Säsongsavgiften är 1 300 kr och betalas till klubbens bankgiro senast 30 september.
    Märk med barnets namn + F13.

    Klubba, skyddsglasögon (obligatoriskt!), inneskor, vattenflaska.

    Hälsningar
    Hanna
    """)))
    msgs.append(_list_msg(SIGRID, sthlm(2025, 8, 25, 20, 30), "[F13] Föräldramöte tisdag 9 september",
                          "<f13-2025-08-25.foraldramote@brevlada.example>", dedent("""
    Hej!

    Välkomna på föräldramöte tisdag 9 september kl 19:15 i cafeterian i
    Grimmeredshallen, direkt efter träningen. Ca 45 minuter.

    Dagordning:
    1. Säsongens upplägg och mål
    2. Speltid och målvakter – hur vi tänker
    3. Skadeförebyggande träning (jag berättar kort, jag är fysioterapeut)
    4. Cuper: Kustcupen i januari
    5. Fikalista och körscheman (Hanna)

    Minst en vuxen per spelare, tack!

    Sigrid
    """)))
    msgs.append(_list_msg(SIGRID, sthlm(2025, 9, 10, 21, 12), "[F13] Anteckningar från föräldramötet",
                          "<f13-2025-09-10.anteckningar@brevlada.example>", dedent("""
    Hej alla, tack för att så många kom igår!

    Det vi bestämde/informerade om:

    - LIKA SPELTID för alla i serie och cup. Vi byter femmor på klocka. Ingen
      toppning – inte ens i finaler. Det här är lagets och klubbens linje och vi
      ändrar inte på den under säsongen.
    - MÅLVAKTERNA ROTERAR varannan match (Wilma och Ronja). Den som vill prova
      målvakt får göra det på träning.
    - Skadeförebyggande uppvärmning varje träning. Om ditt barn har ont någonstans:
      säg till mig eller Tobias, så anpassar vi.
    - KUSTCUPEN: vi är anmälda, helgen 10–11 januari. Mer info kommer.
    - Fika: Hanna har gjort ett schema i lagappen.

    Hälsningar
    Sigrid
    """)))
    msgs.append(_list_msg(HANNA, sthlm(2025, 9, 22, 18, 0), "[F13] Höstens matcher",
                          "<f13-2025-09-22.matcher@tynneredsibk.example.se>", dedent("""
    Hej! Här är höstens seriematcher (Göteborgs IBF, F13 nivå 3):

    Sön 5 okt   10:00  Askim IBK – Tynnered    (Askims sporthall)
    Sön 19 okt  12:00  Tynnered – Kållered SK  (Grimmeredshallen)
    Lör 8 nov   09:30  Mölndal IBF – Tynnered  (Åbyhallen)
    Sön 23 nov  11:00  Tynnered – Hovås IBK    (Grimmeredshallen)
    Lör 6 dec   13:00  Frölunda IBK – Tynnered (Frölundaborgs sporthall)

    Samling 45 min innan. Körschema kommer i appen.

    /Hanna
    """)))
    msgs.append(_list_msg("Johan Ahl <johan.ahl@mejl.example.se>", sthlm(2025, 10, 8, 12, 40),
                          "[F13] Målvaktsmask",
                          "<f13-2025-10-08.mask@mejl.example.se>", dedent("""
    Hej Sigrid och Tobias,

    Wilmas mask är för liten nu, den trycker över näsan.
    From what I understand the club has some kind of deal with a sports shop? Vet ni
    hur det funkar, eller ska vi köpa själva?

    Johan (Wilmas pappa)
    """)))
    msgs.append(_list_msg(SIGRID, sthlm(2025, 10, 8, 21, 2), "Re: [F13] Målvaktsmask",
                          "<f13-2025-10-08.mask-re@brevlada.example>", dedent("""
    Hej Johan,

    Ja, klubben har avtal – målvaktsutrustning köps via kansliet och klubben betalar
    hälften. Jag beställer en ny mask till Wilma via Roger på kansliet, det löser jag
    innan Kustcupen. Hon kan låna klubbens reservmask tills dess (den ligger i
    materialförrådet).

    Sigrid

    > Wilmas mask är för liten nu, den trycker över näsan. From what I understand the
    > club has some kind of deal with a sports shop?
    """), in_reply_to="<f13-2025-10-08.mask@mejl.example.se>"))
    msgs.append(_list_msg(SIGRID, sthlm(2025, 10, 21, 17, 55),
                          "[F13] VIKTIGT: nya torsdagstider från 6 november",
                          "<f13-2025-10-21.hall@brevlada.example>", dedent("""
    Hej alla,

    Se nedan från kansliet. Från och med torsdag 6 november tränar vi på torsdagar i
    Önneredsskolans idrottshall, kl 18:00–19:30. Tisdagarna är kvar som vanligt i
    Grimmeredshallen 17:30–19:00.

    Sigrid

    ---------- Vidarebefordrat meddelande ---------
    Från: Roger Alm <kansli@tynneredsibk.example.se>
    Datum: tis 21 okt. 2025 kl 14:10
    Ämne: Ändrade halltider torsdagar
    Till: Tränare ungdom <tranare@tynneredsibk.example.se>

    Hej tränare,

    Kommunen har omfördelat torsdagstiderna i Grimmeredshallen från november
    (seniorlagen får kvällarna). F13 får istället:

    Torsdagar 18:00–19:30, Önneredsskolans idrottshall
    Gäller från torsdag 6 november och resten av säsongen.

    Mvh Roger Alm, kansliet
    """)))
    msgs.append(_list_msg("Maria Lund <maria.lund@kontakt.example.se>", sthlm(2025, 10, 22, 8, 15),
                          "Re: [F13] VIKTIGT: nya torsdagstider från 6 november",
                          "<f13-2025-10-22.samakning@kontakt.example.se>", dedent("""
    Tack! Är det fler som bor åt Järnbrott-hållet? Vi kan samåka till Önnered på
    torsdagarna, jag har plats för tre till i bilen.

    Maria (Sagas mamma)

    > Från och med torsdag 6 november tränar vi på torsdagar i
    > Önneredsskolans idrottshall, kl 18:00–19:30.
    """), in_reply_to="<f13-2025-10-21.hall@brevlada.example>"))
    msgs.append(_list_msg(HANNA, sthlm(2025, 11, 4, 19, 45), "[F13] Kustcupen 10–11 januari – info",
                          "<f13-2025-11-04.kustcupen@tynneredsibk.example.se>", dedent("""
    Hej!

    Nu har vi mer info om Kustcupen:

    Datum: lördag–söndag 10–11 januari 2026
    Plats: Kungsbacka Sportcenter, hall B (Varlavägen, Kungsbacka)
    Avgift: 250 kr per spelare – swisha till mig senast 15 december
    Samling lördag: 08:15 vid entrén
    Vi spelar 3–4 gruppspelsmatcher, slutspel söndag.

    Körschema och matchtider kommer i december.

    /Hanna
    """)))
    msgs.append(_list_msg(TOBIAS, sthlm(2025, 11, 13, 20, 20), "[F13] Julavslutning",
                          "<f13-2025-11-13.jul@kontakt.example.se>", dedent("""
    Hej!

    Julavslutning tisdag 16 december: bowling 18:00–19:30 istället för träning,
    sedan pizza. Klubben bjuder på banorna, pizzan är 80 kr/barn.

    Anmäl i appen senast 5 december.

    /Tobias
    """)))

    path = os.path.join(VAULT, "mail/lists/tynnered-f13.mbox")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    box = mailbox.mbox(path, create=True)
    for m in msgs:
        raw = m.as_bytes(policy=policy.default)
        mm = mailbox.mboxMessage(raw)
        frm = m["From"].addresses[0].addr_spec
        dt = m["Date"].datetime
        mm.set_from(frm, time.gmtime(dt.timestamp()))
        box.add(mm)
    box.flush()
    box.close()
    return "mail/lists/tynnered-f13.mbox"


# ------------------------------------------------------------------ calendars

DTSTAMP = "DTSTAMP:20251114T080000Z"


def cal(name, events, tzs=(VTZ_STOCKHOLM,)):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Sigrid Holmqvist//Kalenderexport//SV",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH", f"X-WR-CALNAME:{name}", "X-WR-TIMEZONE:Europe/Stockholm"]
    for tz in tzs:
        lines += tz
    for e in events:
        lines += e
    lines.append("END:VCALENDAR")
    return ics(lines)


def ev(uid, summary, start, end, location=None, description=None, attendees=(), extra=(), tz="Europe/Stockholm",
       allday=False):
    L = ["BEGIN:VEVENT", f"UID:{uid}@sigrid.holmqvist", DTSTAMP]
    if allday:
        L += [f"DTSTART;VALUE=DATE:{start}", f"DTEND;VALUE=DATE:{end}"]
    else:
        stz, etz = (tz, tz) if isinstance(tz, str) else tz
        L += [f"DTSTART;TZID={stz}:{start}", f"DTEND;TZID={etz}:{end}"]
    L.append(f"SUMMARY:{ics_escape(summary)}")
    if location:
        L.append(f"LOCATION:{ics_escape(location)}")
    if description:
        L.append(f"DESCRIPTION:{ics_escape(description)}")
    for cn, mail in attendees:
        L.append(f'ATTENDEE;CN="{cn}";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:{mail}')
    L += list(extra)
    L.append("END:VEVENT")
    return L


def todo(uid, summary, due, description=None, status="NEEDS-ACTION", extra=()):
    L = ["BEGIN:VTODO", f"UID:{uid}@sigrid.holmqvist", DTSTAMP, f"SUMMARY:{ics_escape(summary)}",
         f"DUE;VALUE=DATE:{due}", f"STATUS:{status}"]
    if description:
        L.append(f"DESCRIPTION:{ics_escape(description)}")
    L += list(extra)
    L.append("END:VTODO")
    return L


def build_calendars():
    out = []
    # ---------------- innebandy
    E = [
        ev("f13-tis-ht25", "F13 träning (tisdag)", "20250819T173000", "20250819T190000",
           "Grimmeredshallen, Göteborg", "Tynnereds IBK F13. Skadeförebyggande uppvärmning först.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20251216T163000Z",
                  "EXDATE;TZID=Europe/Stockholm:20251028T173000,20251216T173000", "CATEGORIES:Innebandy"]),
        ev("f13-tors-ht25", "F13 träning (torsdag)", "20250821T173000", "20250821T190000",
           "Grimmeredshallen, Göteborg", "Tynnereds IBK F13.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20251023T153000Z", "CATEGORIES:Innebandy"]),
        ev("f13-tors-onnered", "F13 träning (torsdag) – Önnered", "20251106T180000", "20251106T193000",
           "Önneredsskolans idrottshall, Göteborg",
           "Ny torsdagstid från 6 november enligt kansliet (Roger Alm). Tisdagarna är kvar i Grimmered.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20251211T170000Z", "CATEGORIES:Innebandy"]),
        ev("f13-foraldramote", "F13 föräldramöte", "20250909T191500", "20250909T200000",
           "Grimmeredshallen, cafeterian",
           "Speltid, målvakter, skadeförebyggande, Kustcupen, fika.",
           attendees=[("Tobias Kvist", "tobias.kvist@kontakt.example.se"),
                      ("Hanna Persson", "hanna.persson@mejl.example.se")]),
        ev("f13-askim", "Seriematch Askim IBK – Tynnered F13", "20251005T100000", "20251005T113000",
           "Askims sporthall", "Samling 09:15."),
        ev("f13-kustcupen", "Kustcupen F13", "20260110", "20260112",
           "Kungsbacka Sportcenter, hall B, Varlavägen, Kungsbacka",
           "Samling lör 08:15 vid entrén. 250 kr/spelare till Hanna senast 15 dec. Slutspel söndag.",
           allday=True),
        ev("f13-julavslutning", "F13 julavslutning – bowling + pizza", "20251216T180000", "20251216T193000",
           "Bowlinghallen Frölunda Torg", "Istället för träning. Anmälan i appen senast 5 dec."),
        todo("f13-mask", "Beställa ny målvaktsmask till Wilma via kansliet", "20251219",
             "Lovat Johan (Wilmas pappa) 8 okt. Klubben betalar halva. Innan Kustcupen!"),
        todo("f13-sjukvard", "Fylla på sjukvårdsväskan", "20251120", "Tejp, kylpåsar, skavsårsplåster."),
    ]
    out.append(write("calendar/innebandy.ics", cal("Innebandy F13", E)))

    # ---------------- keramik
    E = [
        ev("drejkurs-ht25", "Drejkurs nybörjare HT25 (jag undervisar)", "20250902T180000", "20250902T210000",
           "Lerverket keramikstudio, Repslagaregatan 12, Majorna",
           "8 tillfällen. Max 8 deltagare. Kursplan i docs.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=8", "CATEGORIES:Keramik"]),
        ev("el-garage", "Elektriker: trefasuttag i garaget", "20251003T080000", "20251003T120000",
           "Lingonstigen 14, garaget", "CEE 16 A för nya ugnen.",
           attendees=[("Rasmus Ahlgren", "rasmus@ahlgrensel.example.se")]),
        ev("ugn-leverans", "Ugnsleverans – UA Toppmatad 90", "20251009T070000", "20251009T100000",
           "Lingonstigen 14, garaget (bakre väggen)",
           "Ugnsmakarna i Alingsås. Chauffören ringer 30 min innan. Flytta cyklarna!"),
        ev("brannkurs", "Brännkurs för nya ugnsägare (Keramikföreningen Väst)", "20251122T100000",
           "20251122T150000", "Keramikföreningen Väst, föreningslokalen", "650 kr medlemspris."),
        ev("julmarknad-lerverket", "Julmarknad på Lerverket", "20251206T093000", "20251206T160000",
           "Lerverket keramikstudio, Repslagaregatan 12, Majorna",
           "Uppställning 09:30, öppet 11–16. Ta med 30 muggar + prislappar + Swish-skylt.",
           attendees=[("Petra Nyström", "petra@lerverket.example.se")]),
        ev("drejkurs-vt26", "Drejkurs nybörjare VT26 (jag undervisar)", "20260120T180000", "20260120T210000",
           "Lerverket keramikstudio, Repslagaregatan 12, Majorna", "8 tillfällen.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=8", "CATEGORIES:Keramik"]),
        todo("kursbeskrivning-vt26", "Kursbeskrivning VT26 till Petra", "20251201",
             "Lovat i mejl 11 nov. Mer om ergonomi första kvällen."),
        todo("muggar-julmarknad", "Glasera och bränna 30 muggar till julmarknaden", "20251125",
             "Glasera 22–23 nov, P4-bränning 24–25 nov."),
        todo("flakt-garage", "Sätta upp frånluftsfläkten i garaget ordentligt", "20251130"),
    ]
    out.append(write("calendar/keramik.ics", cal("Keramik", E)))

    # ---------------- hem och stuga
    E = [
        ev("badrum-start-hisingens", "Badrum: Hisingens Kakel & VVS börjar", "20250602T070000", "20250602T160000",
           "Lingonstigen 14", "Rivning av gamla tätskiktet."),
        ev("badrum-slutbesiktning", "Slutbesiktning badrum", "20250909T130000", "20250909T143000",
           "Lingonstigen 14, badrummet övervåningen", "Hisingens Kakel & VVS. Kvalitetsdokument lämnas.",
           attendees=[("Linnea Ek", "linnea.ek@hisingenskakel.example.se")]),
        ev("duschvagg", "Duschväggen monteras (+ silikonfog vid tröskeln)", "20251120T080000", "20251120T110000",
           "Lingonstigen 14", "Hisingens Kakel & VVS. Jonas monterar glasväggen 90 cm. Flyttat från 30 okt.",
           attendees=[("Jonas Berg", "jonas.berg@hisingenskakel.example.se")]),
        ev("midsommar-stugan", "Midsommar på stugan", "20250619", "20250623", "Sillvik 12, Ellös, Orust",
           "Alla: Anders, Maja, barnen, mamma.", allday=True),
        ev("stugan-sigrid-v27-29", "Stugan – mina veckor (v. 27–29)", "20250630", "20250721",
           "Sillvik 12, Ellös, Orust", allday=True),
        ev("vinterstangning-2025", "Vinterstängning stugan", "20251025", "20251027", "Sillvik 12, Ellös, Orust",
           "Checklistan i anteckningarna. Båten upp.", allday=True,
           attendees=[("Anders Holmqvist", "anders.holmqvist@mejl.example.se")]),
        ev("sjukhuset-fredagar", "Pass ortopedrehab (timanställd)", "20250905T073000", "20250905T160000",
           "Västerstrands sjukhus, rehab plan 3", "En fredag i veckan.",
           extra=["RRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=20251219T150000Z",
                  "EXDATE;TZID=Europe/Stockholm:20251031T073000"]),
        todo("arn-badrumsfixarna", "ARN-anmälan mot Badrumsfixarna", "20251130",
             "Kräva ersättning för arbete som fick göras om. Bifoga foton, hävningen och Hisingens offert."),
        todo("kvalitetsdok-forsakring", "Skicka kopia av kvalitetsdokumentet till försäkringsbolaget", "20251130"),
        todo("slamtomning-2026", "Beställa slamtömning Sillvik 12 (till april)", "20260315",
             "Jag sa till Anders att jag ordnar det. Via kommunen, vartannat år."),
        todo("brandvarnare-stugan", "Köpa batterier till brandvarnarna på stugan", "20260401",
             "9V x 4. Glömde i oktober."),
    ]
    out.append(write("calendar/hem-och-stuga.ics", cal("Hem och stuga", E)))

    # ---------------- resor
    E = [
        ev("mamma-75", "Mammas 75-årsfest", "20260404T150000", "20260404T220000",
           "Pensionat Strandhugget, Henån, Orust",
           "Jag gör bordsplaceringen. Anders håller tal. Present från oss båda.",
           attendees=[("Birgitta Holmqvist", "birgitta.holmqvist@mejl.example.se"),
                      ("Anders Holmqvist", "anders.holmqvist@mejl.example.se")],
           extra=["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Mammas fest – bordsplacering klar?",
                  "TRIGGER:-P14D", "END:VALARM"]),
        ev("japan-utresa", "Flyg till Japan: GOT–HEL–HND (BO 812 / BO 61)", "20260511T061000", "20260512T073000",
           "Göteborg Landvetter", "Boreal Air, bokningsref K7XQ2M. Byte i Helsingfors. Med Elin.",
           tz=("Europe/Stockholm", "Asia/Tokyo"),
           attendees=[("Elin Sandberg", "elin.sandberg@kontakt.example.se")]),
        ev("japan-mashiko", "Drejpass hos Sakamoto-san (Mashiko)", "20260515T100000", "20260515T130000",
           "Tsuchi-no-Ie Pottery Studio, Mashiko",
           "Haruto Sakamoto. EJ BEKRÄFTAD – bekräfta och betala deposition före 30 nov 2025.",
           tz="Asia/Tokyo", extra=["STATUS:TENTATIVE"]),
        ev("japan-shigaraki", "Kamado Inn, Shigaraki (2 nätter)", "20260521", "20260523",
           "Kamado Inn, 1187 Nagano, Shigaraki-cho, Koka-shi, Shiga",
           "Bokning SHG-60218. Incheckning från 15:00, ring från stationen. Middag och frukost ingår.",
           allday=True),
        ev("japan-hemresa", "Flyg hem: KIX–HEL–GOT (BO 78 / BO 819)", "20260526T101500", "20260526T164500",
           "Osaka Kansai (KIX)", "Boreal Air, bokningsref K7XQ2M.",
           tz=("Asia/Tokyo", "Europe/Stockholm")),
        todo("mashiko-bekrafta", "Bekräfta Mashiko-workshopen + deposition ¥6,000", "20251130",
             "Via länken på Tsuchi-no-Ies hemsida. Annars släpper de tiden."),
        todo("reseforsakring", "Kolla reseförsäkring/avbeställningsskydd Japan", "20260301"),
    ]
    out.append(write("calendar/resor.ics", cal("Resor", E, tzs=(VTZ_STOCKHOLM, VTZ_TOKYO))))
    return out
