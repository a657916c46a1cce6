from common import (email_msg, set_plain, set_html, set_alt, add_text_attachment, save_eml,
                    sthlm, dedent, SIGRID)
from email.utils import format_datetime
from datetime import datetime, timezone, timedelta

GORAN = "Goran Petrović <goran@badrumsfixarna.example.se>"
LINNEA = "Linnea Ek <linnea.ek@hisingenskakel.example.se>"
ANDERS = "Anders Holmqvist <anders.holmqvist@mejl.example.se>"
ELIN = "Elin Sandberg <elin.sandberg@kontakt.example.se>"
PETRA = "Petra Nyström <petra@lerverket.example.se>"
GRAHAM = "Graham Whitlow <sales@penninekilns.example.co.uk>"
MIKAEL = "Ugnsmakarna i Alingsås <order@ugnsmakarna.example.se>"

PIXEL = '<img src="https://t.{dom}/o/{tok}.gif" width="1" height="1" alt="" style="display:none">'


def m01_badrumsfixarna_offert():
    m = email_msg(GORAN, SIGRID, sthlm(2025, 1, 20, 16, 42),
                  "Offert BF-2025-0117 – badrumsrenovering Lingonstigen 14",
                  "<bf-2025-0117.offert@badrumsfixarna.example.se>")
    html = dedent("""
    <html><body style="font-family:Arial,sans-serif;font-size:14px">
    <p>Hej Sigrid!</p>
    <p>Tack för att vi fick komma ut och titta i förra veckan. Här kommer vår offert enligt vad vi pratade om.
    Vi behåller badkaret men byter till ett nytt med lägre kant (Nordstil 160, insats 150 cm) och ny duschvägg
    på badkarskanten.</p>
    <table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
    <tr style="background:#e8eef4"><th align="left">Post</th><th align="right">Belopp inkl. moms</th></tr>
    <tr><td>Rivning, bortforsling, skydd</td><td align="right">14 500 kr</td></tr>
    <tr><td>Ny golvbrunn, VVS-arbete, badkar och blandare</td><td align="right">38 000 kr</td></tr>
    <tr><td>Tätskikt golv och väggar, spackling, fall</td><td align="right">29 500 kr</td></tr>
    <tr><td>Plattsättning golv och väggar</td><td align="right">30 000 kr</td></tr>
    <tr><td><b>Summa arbete</b></td><td align="right"><b>112 000 kr</b></td></tr>
    <tr><td>Material (tätskikt, brunn, lim, fog, badkar, blandare, porslin)</td><td align="right">74 000 kr</td></tr>
    <tr><td><b>Totalt inkl. moms</b></td><td align="right"><b>186 000 kr</b></td></tr>
    <tr><td>Avgår ROT-avdrag 30 % av arbetskostnad</td><td align="right">-33 600 kr</td></tr>
    <tr style="background:#e8eef4"><td><b>Att betala</b></td><td align="right"><b>152 400 kr</b></td></tr>
    </table>
    <p>Kakel och klinker köper kunden själv (enligt önskemål). Golvvärmematta köper kunden, vi lägger den.</p>
    <p>Start: måndag 10 mars 2025. Beräknad tid: 6 veckor.<br>
    Betalning: a conto-fakturor under arbetets gång, slutfaktura efter slutbesiktning.</p>
    <p>Offerten gäller 30 dagar.</p>
    <p>Med vänlig hälsning<br>Goran Petrović<br>Badrumsfixarna i Väst AB<br>031-390 06 44</p>
    </body></html>
    """)
    set_html(m, html, cte="quoted-printable")
    return save_eml("mail/2025/01/2025-01-20_badrumsfixarna-offert.eml", m)


def m02_pennine_quote():
    m = email_msg(GRAHAM, SIGRID, datetime(2025, 2, 3, 11, 5, tzinfo=timezone.utc),
                  "Your quotation PK-Q-4471 - PK-80 top loader",
                  "<pkq4471.quote@penninekilns.example.co.uk>")
    body = dedent("""
    Dear Sigrid,

    Thank you for your enquiry about our PK-80 top-loading kiln. Please find our quotation below.

      Quotation:      PK-Q-4471
      Model:          Pennine PK-80 top loader, 80 litres, max 1300C
      Supply:         230 V single phase, 7.2 kW (requires a 32 A supply)
      Controller:     PC-9 programmable, 9 programs x 9 segments
      Kiln price:     GBP 3,480.00 (ex UK VAT, export)
      Shipping:       GBP 620.00 pallet delivery to Gothenburg, Sweden (kerbside)
      Lead time:      approx. 10 weeks from deposit
      Deposit:        GBP 700.00 to confirm the order

    Please note that import VAT and any duties in Sweden are the responsibility of the
    customer. Most of our customers in Europe use a 32 A single phase supply; please
    check this with your electrician before ordering.

    Kind regards,
    Graham Whitlow
    Sales, Pennine Kilns Ltd
    Unit 7, Longport Works, Stoke-on-Trent
    """)
    set_plain(m, body, cte="7bit")
    return save_eml("mail/2025/02/2025-02-03_pennine-kiln-quote.eml", m)


def m03_kakelkungen_promo():
    m = email_msg("Kakelkungen <nyhetsbrev@kakelkungen.example.se>", "sigrid.holmqvist@brevlada.example",
                  sthlm(2025, 3, 6, 7, 30), "Vårkampanj! Upp till 30 % på klinker och golvvärme",
                  "<kampanj-2025-v10.3391@kakelkungen.example.se>",
                  extra={"List-Unsubscribe": "<https://kakelkungen.example.se/avregistrera?u=3391>"})
    html = dedent("""
    <html><body style="font-family:Helvetica,Arial;color:#222">
    <h1 style="color:#b3261e">VÅRKAMPANJ hos Kakelkungen</h1>
    <p>Dags att fräscha upp badrummet? Just nu har vi riktigt bra priser på allt du behöver.</p>
    <table width="100%" cellpadding="8" style="border-collapse:collapse">
    <tr><th align="left">Produkt</th><th align="left">Ord. pris</th><th align="left">Kampanj</th></tr>
    <tr><td>Klinker Beton Grå 60x60 (betonglook), per m²</td><td>549 kr</td><td><b>379 kr</b></td></tr>
    <tr><td>Kakel Metro Vit Blank 7,5x15, per m²</td><td>329 kr</td><td><b>249 kr</b></td></tr>
    <tr><td>Golvvärmepaket 4 m² inkl. termostat</td><td>6 295 kr</td><td><b>5 495 kr</b></td></tr>
    <tr><td>Duschvägg Klar 90 cm</td><td>4 990 kr</td><td><b>3 990 kr</b></td></tr>
    <tr><td>Fix &amp; fog-paket (lim, fog, primer)</td><td>1 195 kr</td><td><b>895 kr</b></td></tr>
    </table>
    <p>Erbjudandet gäller t.o.m. 31 mars eller så långt lagret räcker.</p>
    <p style="font-size:11px;color:#888">Du får det här mejlet för att du är medlem i Kakelkungen Klubb.
    <a href="https://kakelkungen.example.se/avregistrera?u=3391">Avregistrera</a></p>
    """) + PIXEL.format(dom="kakelkungen.example.se", tok="v10-3391") + "\n</body></html>\n"
    set_html(m, html, cte="quoted-printable")
    return save_eml("mail/2025/03/2025-03-06_kakelkungen-kampanj.eml", m)


def m04_re_andring_badkar():
    m = email_msg(GORAN, SIGRID, sthlm(2025, 4, 8, 19, 3),
                  "Re: Ändring – badkaret utgår, walk-in-dusch istället",
                  "<re-andring-0408@badrumsfixarna.example.se>",
                  in_reply_to="<CAF7ndr-holmqvist-20250408@brevlada.example>")
    body = dedent("""
    Hej Sigrid

    Noterat. Walk-in med glasvägg blir en ÄTA, jag återkommer med pris. Badkaret
    avbeställer jag hos grossisten i morgon. Vi är tillbaka på plats tisdag 22/4,
    killen har varit sjuk.

    /Goran

    Den tis 8 apr. 2025 kl 08:14 skrev Sigrid Holmqvist <sigrid.holmqvist@brevlada.example>:
    > Hej Goran,
    >
    > Jag vill göra en ändring i beställningen innan ni lägger tätskiktet:
    >
    > - Badkaret utgår helt. Jag har bestämt mig för en walk-in-dusch istället.
    > - Glasvägg 90 cm, ingen tröskel, fall mot golvbrunnen i hela duschytan.
    > - Termostatblandare med takdusch + handdusch (jag köper själv, borstad mässing).
    > - Förstärkning i väggen för stödhandtag vid dusch och toalett.
    >
    > Kan du bekräfta att ni har fått det här och vad det påverkar i pris och tid?
    >
    > Och: när kommer ni tillbaka? Det har nu gått en vecka utan att någon varit här.
    >
    > Hälsningar
    > Sigrid
    """)
    set_plain(m, body, cte="8bit")
    return save_eml("mail/2025/04/2025-04-08_re-andring-badkar.eml", m)


def m05_havning():
    m = email_msg(SIGRID, GORAN, sthlm(2025, 5, 12, 10, 12),
                  "Hävning av avtal – badrumsrenovering Lingonstigen 14 (offert BF-2025-0117)",
                  "<CAF7hav-holmqvist-20250512@brevlada.example>")
    body = dedent("""
    Hej Goran,

    Härmed häver jag avtalet om badrumsrenovering på Lingonstigen 14, 421 66 Västra
    Frölunda, enligt er offert BF-2025-0117 som jag accepterade den 24 januari 2025.
    Hävningen sker med stöd av konsumenttjänstlagen (21 §), eftersom tjänsten har
    väsentliga fel och förseningen är väsentlig.

    Skälen:

    1. Tätskiktet på golvet har lagts med fel fall. Det finns bakfall på ca 4 mm mot
       dörren och vatten blir stående i hörnet. Jag har foton och mätningar från
       22 och 23 april.
    2. Badrumsfixarna i Väst AB finns inte i Säker Vattens register över behöriga
       företag, och den plattsättare som lade tätskiktet har inget personligt
       certifikat. Det framgick inte när vi skrev avtal – tvärtom sa du att ni var
       behöriga. Utan behörighet kan inget kvalitetsdokument utfärdas.
    3. Ingen har varit på plats mellan 31 mars och 17 april utan förklaring, trots
       att arbetet skulle vara klart på sex veckor från 10 mars.
    4. Jag har begärt ert behörighetsnummer och kvalitetsdokument skriftligt den
       29 april utan att få svar.

    Jag har hittills betalat 48 000 kr (a conto-faktura 1, betald 20 mars 2025). Jag
    kommer inte att betala några ytterligare fakturor. Jag förbehåller mig rätten att
    kräva ersättning för de merkostnader som uppstår när ett annat företag måste riva
    och göra om tätskiktet.

    Ert material som står kvar i garaget kan hämtas efter överenskommelse senast
    31 maj.

    Med vänlig hälsning
    Sigrid Holmqvist
    Lingonstigen 14, 421 66 Västra Frölunda
    070-174 06 12

    (Skickas även som rekommenderat brev till företagets adress.)
    """)
    set_plain(m, body, cte="quoted-printable")
    return save_eml("mail/2025/05/2025-05-12_havning-av-avtal.eml", m)


def m06_hisingens_offert():
    m = email_msg(LINNEA, SIGRID, sthlm(2025, 5, 20, 14, 25),
                  "Offert KV-2505-33 badrum Lingonstigen 14",
                  "<kv-2505-33@hisingenskakel.example.se>")
    text = dedent("""
    Hej Sigrid,

    Tack för visningen i onsdags. Som vi pratade om behöver det befintliga tätskiktet
    rivas helt och fallet göras om från grunden. Här är vår offert.

    Offert KV-2505-33
    - Rivning av befintligt tätskikt, spackel och brunn
    - Ny golvbrunn anpassad för träbjälklag
    - Ny fallspackling med korrekt fall mot brunn (walk-in, ingen tröskel)
    - Tätskikt enligt Säker Vatten, golv och väggar
    - Läggning av kundens golvvärmematta + anslutning (behörig elektriker)
    - Plattsättning: kundens hexagonklinker på golv, zellige-look på väggar
    - Walk-in-dusch med glasvägg 90 cm (vi levererar glasväggen), inget badkar
    - Montering av kundens termostatblandare, WC, kommod
    - Kvalitetsdokument/våtrumsintyg vid slutbesiktning

    Pris totalt inkl. moms: 142 500 kr (före ROT-avdrag, som dras på fakturan)
    Start: måndag 2 juni 2025. Beräknat klart: vecka 33.

    Vi är auktoriserade enligt Säker Vatten och alla våra plattsättare har personligt
    certifikat. Behörighetshandlingar skickas med kvalitetsdokumentet.

    Hör av dig om du har frågor!

    Vänliga hälsningar
    Linnea Ek
    Projektledare, Hisingens Kakel & VVS AB
    031-390 06 57
    """)
    html = dedent("""
    <html><body style="font-family:Calibri,Arial">
    <p>Hej Sigrid,</p>
    <p>Tack för visningen i onsdags. Som vi pratade om behöver det befintliga tätskiktet rivas helt och fallet
    göras om från grunden. Här är vår offert.</p>
    <p><b>Offert KV-2505-33</b></p>
    <ul>
    <li>Rivning av befintligt tätskikt, spackel och brunn</li>
    <li>Ny golvbrunn anpassad för träbjälklag</li>
    <li>Ny fallspackling med korrekt fall mot brunn (walk-in, ingen tröskel)</li>
    <li>Tätskikt enligt Säker Vatten, golv och väggar</li>
    <li>Läggning av kundens golvvärmematta + anslutning (behörig elektriker)</li>
    <li>Plattsättning: kundens hexagonklinker på golv, zellige-look på väggar</li>
    <li>Walk-in-dusch med glasvägg 90 cm (vi levererar glasväggen), inget badkar</li>
    <li>Montering av kundens termostatblandare, WC, kommod</li>
    <li>Kvalitetsdokument/våtrumsintyg vid slutbesiktning</li>
    </ul>
    <p>Pris totalt inkl. moms: <b>142 500 kr</b> (före ROT-avdrag, som dras på fakturan)<br>
    Start: måndag 2 juni 2025. Beräknat klart: vecka 33.</p>
    <p>Vi är auktoriserade enligt Säker Vatten och alla våra plattsättare har personligt certifikat.
    Behörighetshandlingar skickas med kvalitetsdokumentet.</p>
    <p>Vänliga hälsningar<br>Linnea Ek<br>Projektledare, Hisingens Kakel &amp; VVS AB<br>031-390 06 57</p>
    </body></html>
    """)
    set_alt(m, text, html)
    return save_eml("mail/2025/05/2025-05-20_hisingens-offert.eml", m)


def m07_anders_kod():
    m = email_msg(ANDERS, SIGRID, sthlm(2025, 6, 2, 21, 48),
                  "Stugan: ny kod + försäkringen",
                  "<20250602214800.anders@mejl.example.se>")
    body = dedent("""
    Tja!

    Har bytt kodlåset på nyckelboxen i helgen (det gamla hade rostat fast). Sitter på
    samma ställe, baksidan av vedboden. Ny kod: 5280. Den gamla funkar inte längre.

    Sen har jag betalat två grejer för stugan i vår:
    - försäkringen (helår): 6 240 kr
    - fastighetsavgiften: 4 960 kr

    Totalt 11 200, så din halva blir 5 600 kr. Ingen brådska, vi gör upp i höst som
    vanligt.

    Veckorna enligt din tabell funkar för oss. Vi kommer ut på midsommar med mamma.

    /Anders
    """)
    set_plain(m, body, cte="8bit")
    return save_eml("mail/2025/06/2025-06-02_stugan-kod-och-forsakring.eml", m)


def m08_boreal_booking():
    m = email_msg("Boreal Air <no-reply@borealair.example.com>", SIGRID,
                  datetime(2025, 6, 14, 18, 22, tzinfo=timezone.utc),
                  "Your booking confirmation – K7XQ2M – Gothenburg to Tokyo",
                  "<conf-k7xq2m-20250614@borealair.example.com>")
    html = dedent("""
    <html><body style="font-family:Arial,sans-serif;background:#f4f6f8">
    <div style="max-width:640px;margin:auto;background:#fff;padding:20px">
    <h2 style="color:#0b3d63">Thank you for booking with Boreal Air</h2>
    <p>Booking reference: <b style="font-size:18px">K7XQ2M</b></p>
    <p>Passengers: MS SIGRID HOLMQVIST, MS ELIN SANDBERG</p>
    <table width="100%" cellpadding="6" style="border-collapse:collapse;border:1px solid #ccd">
    <tr style="background:#0b3d63;color:#fff"><th>Flight</th><th>Date</th><th>From</th><th>To</th><th>Dep</th><th>Arr</th></tr>
    <tr><td>BO 812</td><td>28 Mar 2026</td><td>Gothenburg (GOT)</td><td>Helsinki (HEL)</td><td>06:10</td><td>08:55</td></tr>
    <tr><td>BO 61</td><td>28 Mar 2026</td><td>Helsinki (HEL)</td><td>Tokyo Haneda (HND)</td><td>10:40</td><td>07:30 +1</td></tr>
    <tr><td>BO 78</td><td>12 Apr 2026</td><td>Osaka Kansai (KIX)</td><td>Helsinki (HEL)</td><td>10:15</td><td>15:05</td></tr>
    <tr><td>BO 819</td><td>12 Apr 2026</td><td>Helsinki (HEL)</td><td>Gothenburg (GOT)</td><td>16:20</td><td>16:45</td></tr>
    </table>
    <h3>Payment</h3>
    <table cellpadding="4">
    <tr><td>Fare Economy Classic x 2</td><td align="right">SEK 14 380</td></tr>
    <tr><td>Taxes and carrier charges x 2</td><td align="right">SEK 3 100</td></tr>
    <tr><td><b>Total paid</b> (SEK 8 740 per passenger)</td><td align="right"><b>SEK 17 480</b></td></tr>
    </table>
    <p>Fare rules: changes permitted for a fee of SEK 1 350 per passenger plus any fare difference.
    Non-refundable.</p>
    <p>Baggage: 1 x 23 kg checked, 1 x 8 kg cabin per passenger.</p>
    <p style="font-size:11px;color:#777">Boreal Air Oy is a fictional carrier. Manage your booking at
    borealair.example.com.</p>
    </div>
    """) + PIXEL.format(dom="borealair.example.com", tok="k7xq2m") + "\n</body></html>\n"
    set_html(m, html, cte="quoted-printable")
    return save_eml("mail/2025/06/2025-06-14_boreal-air-booking.eml", m)


def m09_re_pennine_delay():
    m = email_msg(SIGRID, GRAHAM, sthlm(2025, 6, 19, 9, 31),
                  "Re: PK-Q-4471 / order PK-2025-118 - revised dispatch date",
                  "<CAF7pen-holmqvist-20250619@brevlada.example>",
                  in_reply_to="<pk2025-118.delay@penninekilns.example.co.uk>")
    body = dedent("""
    Dear Graham,

    Thank you for letting me know. I'm afraid I can't wait until late September (or
    later), and since we last spoke I've also realised that our house can't provide a
    32 A single-phase supply without a new main fuse, which isn't an option here.

    So please cancel order PK-2025-118 (quotation PK-Q-4471) and refund the GBP 700
    deposit I paid on 10 February to the same card.

    I'm sorry it didn't work out - your kilns look lovely and you've been very
    helpful.

    Best regards,
    Sigrid Holmqvist

    On Tue, 17 Jun 2025 at 15:02, Graham Whitlow <sales@penninekilns.example.co.uk> wrote:
    > Dear Sigrid,
    >
    > I'm sorry to tell you that your PK-80 (order PK-2025-118) has been delayed. Our
    > supplier of kanthal elements has had a production problem and we are not
    > receiving new stock until August. Realistically your kiln will not leave our
    > works until late September at the earliest, and with export paperwork to Sweden
    > it may be October.
    >
    > We completely understand if you would prefer to cancel. Your deposit is fully
    > refundable in that case.
    >
    > With apologies,
    > Graham Whitlow
    > Pennine Kilns Ltd
    """)
    set_plain(m, body, cte="quoted-printable")
    return save_eml("mail/2025/06/2025-06-19_re-pennine-revised-dispatch.eml", m)


def m10_ugnsmakarna_order():
    m = email_msg(MIKAEL, SIGRID, sthlm(2025, 6, 26, 13, 57),
                  "Orderbekräftelse UA-25-0388",
                  "<ua-25-0388.order@ugnsmakarna.example.se>")
    html = dedent("""
    <html><body style="font-family:Georgia,serif">
    <p>Hej Sigrid!</p>
    <p>Tack för din beställning och trevligt samtal i måndags. Här är din orderbekräftelse.</p>
    <table border="1" cellpadding="6" style="border-collapse:collapse">
    <tr style="background:#efe6d8"><th>Ordernr</th><th>Artikel</th><th>Antal</th><th>Pris inkl. moms</th></tr>
    <tr><td>UA-25-0388</td><td>UA Toppmatad 90 – 90 liter, max 1300 °C, 9 kW, 400 V 3-fas 16 A</td><td>1</td><td>54 900 kr</td></tr>
    <tr><td></td><td>Styrning Stegreg 12 (12 program, 9 segment)</td><td>1</td><td>ingår</td></tr>
    <tr><td></td><td>Startpaket: 3 hyllplattor 40 cm, 12 stödben, ugnsskydd</td><td>1</td><td>2 600 kr</td></tr>
    <tr><td></td><td>Frakt Göteborg inkl. inbärning (2 personer)</td><td>1</td><td>1 400 kr</td></tr>
    <tr style="background:#efe6d8"><td colspan="3"><b>Totalt</b></td><td><b>58 900 kr</b></td></tr>
    </table>
    <p>Leverans: vecka 41. Vi bekräftar exakt dag och tid en vecka innan.<br>
    Anslutning: ugnen levereras med 5-polig CEE-kontakt 16 A. Uttaget ska vara installerat av behörig
    elektriker innan leverans.</p>
    <p>Betalning: 30 % vid order, resten mot faktura vid leverans.</p>
    <p>Hälsningar<br>Mikael Fors<br>Ugnsmakarna i Alingsås AB</p>
    </body></html>
    """)
    set_html(m, html, cte="8bit")
    return save_eml("mail/2025/06/2025-06-26_ugnsmakarna-orderbekraftelse.eml", m)


def m11_orust_ror_faktura():
    m = email_msg("Bengt Olausson <bengt@orustror.example.se>", SIGRID, sthlm(2025, 7, 18, 7, 40),
                  "Faktura pumpbyte Sillvik 12",
                  "<faktura-7841@orustror.example.se>")
    body = dedent("""
    Hej Sigrid!

    Här kommer fakturan för pumpbytet hos er på Sillvik 12 i tisdags. Den nya
    pumpen har 3 års garanti, spara fakturan som kvitto.

    Hör av dig om den börjar gå konstigt.

    Hälsningar
    Bengt Olausson
    Orust Rör & Pump AB
    """)
    set_plain(m, body, cte="8bit")
    att = dedent("""
    ORUST RÖR & PUMP AB                                  FAKTURA
    Org.nr 556000-0000 (fiktivt)                         Fakturanr: 7841
                                                         Fakturadatum: 2025-07-18
                                                         Förfallodatum: 2025-08-17
    Kund: Sigrid Holmqvist
    Arbetsplats: Sillvik 12, 474 31 Ellös

    Utfört 2025-07-15: byte av vattenpump och tryckklocka, provtryckning.

    Specifikation                                   Antal      Belopp exkl. moms
    Vattenpump Aquaflux JP-5                          1             7 192,00
    Tryckklocka 24 l                                  1             1 320,00
    Kopplingar, backventil, material                  1               488,00
    Arbete (Bengt Olausson)                         3 h             1 920,00
    Resa                                              1               560,00
                                                              ----------------
    Summa exkl. moms                                               11 480,00
    Moms 25 %                                                       2 870,00
    ATT BETALA                                                     14 350,00 kr

    Bankgiro 000-0000. Ange fakturanummer vid betalning.
    """)
    add_text_attachment(m, att, "faktura-7841.txt")
    return save_eml("mail/2025/07/2025-07-18_orust-ror-faktura.eml", m)


def m12_lerverket_ht25():
    m = email_msg(PETRA, SIGRID, sthlm(2025, 8, 12, 10, 20),
                  "Drejkursen HT25 – fullt!",
                  "<ht25-drej.1208@lerverket.example.se>")
    body = dedent("""
    Hej Sigrid!

    Nu är nybörjarkursen på tisdagar fullbokad – 8 av 8 platser, plus två på
    väntelistan. Samma upplägg som i våras:

    - tisdagar 18–21, 8 gånger, 2 september – 21 oktober
    - pris 3 200 kr, inkl. 10 kg lera, glasyr och bränning
    - drejrummet på nedre planet, du har nyckel

    Deltagarlistan ligger i bokningssystemet. En av dem har en gammal handledsfraktur,
    hon skrev det i anmälan – bra att du vet.

    Kan du skicka din kursplan så lägger jag upp den på hemsidan?

    Kram
    Petra
    """)
    set_plain(m, body, cte="quoted-printable")
    return save_eml("mail/2025/08/2025-08-12_lerverket-ht25.eml", m)


def m13_japan_rail_news():
    m = email_msg("Japan Rail Traveller <news@japanrailtraveller.example.com>",
                  "sigrid.holmqvist@brevlada.example", datetime(2025, 8, 28, 6, 0, tzinfo=timezone.utc),
                  "August update: JR Pass prices, Golden Week tips and new Shinkansen seats",
                  "<jrt-2025-08.news@japanrailtraveller.example.com>",
                  extra={"List-Unsubscribe": "<https://japanrailtraveller.example.com/unsub>"})
    text = dedent("""
    JAPAN RAIL TRAVELLER - AUGUST 2025

    1. JR Pass prices - still worth it?
    Since the big price rise in October 2023 the 7-day ordinary JR Pass costs
    JPY 50,000 and the 14-day pass JPY 80,000. For many itineraries, individual
    Shinkansen tickets plus an IC card now work out cheaper. Our rule of thumb: if
    you're not doing Tokyo-Kyoto-Tokyo AND a long trip to Hiroshima or further, do
    the maths first.

    2. Golden Week 2026
    Golden Week runs roughly 29 April - 6 May. Trains and hotels book out months in
    advance. If you can, travel before or after.

    3. Oversized baggage on the Tokaido Shinkansen
    Bags over 160 cm total dimensions still need a reservation.

    4. Reader tip: "Mashiko and Shigaraki are both easy day trips" - well, Shigaraki
    is a bit of a trek; consider staying a night.

    Unsubscribe: https://japanrailtraveller.example.com/unsub
    """)
    html = "<html><body>" + "".join(
        f"<p>{line}</p>" for line in text.strip().split("\n\n")) + PIXEL.format(
        dom="japanrailtraveller.example.com", tok="aug25") + "</body></html>\n"
    set_alt(m, text, html)
    return save_eml("mail/2025/08/2025-08-28_japan-rail-traveller-news.eml", m)


def m14_mamma_75():
    m = email_msg("Birgitta Holmqvist <birgitta.holmqvist@mejl.example.se>",
                  f"{SIGRID}, {ANDERS}", sthlm(2025, 9, 8, 15, 11),
                  "Min 75-årsdag",
                  "<b75.0908@mejl.example.se>")
    body = dedent("""
    Hej mina älskade barn!

    Nu har jag bestämt mig. Jag fyller ju 75 i april och vill ha fest, en riktig.
    Lördagen den 4 april 2026 kl 15 på Pensionat Strandhugget i Henån. Jag har
    pratat med dem och bokat matsalen. Ungefär 35 personer. Kusinerna från Lysekil
    kommer.

    Sigrid, du sa något om Japan i vår? Det är väl inte då?? Säg att det inte är då.

    Anders, kan du hålla tal? Sigrid, du får göra bordsplaceringen, du är bäst på
    sånt.

    Kram mamma
    """)
    set_plain(m, body, cte="8bit")
    return save_eml("mail/2025/09/2025-09-08_mamma-75-arsdag.eml", m)


def m15_re_japan_flytta():
    m = email_msg(ELIN, SIGRID, sthlm(2025, 9, 16, 7, 52),
                  "Re: Japan – flytta till maj?",
                  "<CAE1n-sandberg-20250916@kontakt.example.se>",
                  in_reply_to="<CAF7jap-holmqvist-20250915@brevlada.example>")
    body = dedent("""
    Men klart vi flyttar! Din mamma fyller bara 75 en gång. Och maj blir nog
    billigare än hanami-veckorna också.

    11–26 maj funkar för mig, jag har redan frågat chefen. Gör ombokningen, så bokar
    jag Kyoto-boendet (machiya-stället) för de nya datumen.

    Kram E

    Den mån 15 sep. 2025 kl 21:40 skrev Sigrid Holmqvist <sigrid.holmqvist@brevlada.example>:
    > Elin – katastrof. Mamma har bokat sin 75-årsfest lördag 4 april, mitt i vår
    > resa. Jag kan inte missa den.
    >
    > Förslag: vi flyttar hela resan till 11–26 maj. Efter Golden Week, före
    > regnperioden. Samma flygbolag, samma rutt (in Haneda, ut Kansai). Ombokning
    > kostar en avgift per person, jag betalar din del eftersom det är mitt fel.
    >
    > Vad säger du?
    > /S
    """)
    set_plain(m, body, cte="quoted-printable")
    return save_eml("mail/2025/09/2025-09-16_re-japan-flytta-till-maj.eml", m)


def m16_fwd_boreal_change():
    m = email_msg(SIGRID, ELIN, sthlm(2025, 9, 18, 20, 5),
                  "Fwd: Booking K7XQ2M – your changed itinerary",
                  "<CAF7fwd-holmqvist-20250918@brevlada.example>")
    body = dedent("""
    Klart! Nya datum nedan. Avgiften är betald (även din, som sagt).

    /S

    ---------- Forwarded message ---------
    From: Boreal Air <no-reply@borealair.example.com>
    Date: Thu, 18 Sep 2025 at 17:48
    Subject: Booking K7XQ2M - your changed itinerary
    To: Sigrid Holmqvist <sigrid.holmqvist@brevlada.example>

    Dear Ms Holmqvist,

    Your booking K7XQ2M has been changed. Your new itinerary:

      BO 812  11 May 2026  Gothenburg (GOT) 06:10 - Helsinki (HEL) 08:55
      BO 61   11 May 2026  Helsinki (HEL) 10:40 - Tokyo Haneda (HND) 07:30 +1
      BO 78   26 May 2026  Osaka Kansai (KIX) 10:15 - Helsinki (HEL) 15:05
      BO 819  26 May 2026  Helsinki (HEL) 16:20 - Gothenburg (GOT) 16:45

    Passengers: MS SIGRID HOLMQVIST, MS ELIN SANDBERG

    Change fee: SEK 1 350 per passenger x 2 = SEK 2 700
    Fare difference: SEK 0
    Total charged today: SEK 2 700

    Your previous flights on 28 March and 12 April 2026 have been cancelled.

    Boreal Air Customer Service
    """)
    set_plain(m, body, cte="base64")
    return save_eml("mail/2025/09/2025-09-18_fwd-booking-changed-itinerary.eml", m)


def m17_ahlgrens_el():
    m = email_msg("Rasmus Ahlgren <rasmus@ahlgrensel.example.se>", SIGRID, sthlm(2025, 9, 22, 17, 30),
                  "Offert trefasuttag garage – Lingonstigen 14",
                  "<ahlgrens-2025-0922@ahlgrensel.example.se>")
    body = dedent("""
    Hej Sigrid,

    Tack för att jag fick komma och titta. Som jag sa räcker er huvudsäkring (20 A)
    för ugnen även när golvvärmen går.

    Offert:
    - Ny kabel (5G2,5) från elcentralen i hallen till garaget, ca 14 m, förlagd i rör
    - Ny trefasgrupp 16 A med jordfelsbrytare i centralen
    - CEE-uttag 16 A 5-polig på garagets bakre vägg, 1,2 m över golv
    - Egenkontroll och dokumentation

    Pris: 7 450 kr inkl. moms, efter ROT-avdrag (arbetskostnaden).
    Jag kan komma fredag 3 oktober kl 08. Räkna med en halv dag.

    Hälsningar
    Rasmus Ahlgren
    Ahlgrens El AB
    070-174 06 48
    """)
    set_plain(m, body, cte="8bit")
    return save_eml("mail/2025/09/2025-09-22_el-offert-trefasuttag.eml", m)


def m18_hisingens_slutbesiktning():
    m = email_msg(LINNEA, SIGRID, sthlm(2025, 9, 10, 11, 15),
                  "Slutbesiktning, kvalitetsdokument och slutfaktura – Lingonstigen 14",
                  "<kv-2505-33.slut@hisingenskakel.example.se>")
    body = dedent("""
    Hej Sigrid!

    Tack för igår. Sammanfattning av slutbesiktningen tisdag 9 september kl 13:

    Godkänt, med följande anmärkningar som vi åtgärdar:
    1. Duschväggen saknas – restnoterad hos leverantören. Planerad montering
       torsdag 30 oktober.
    2. Silikonfog vid tröskeln görs om (samma dag som duschväggen).
    3. Handduksvärmarens timer – vår elektriker kommer och byter den.

    Bifogat finns kvalitetsdokumentet för våtrummet. Spara det, försäkringsbolaget
    kan vilja se det.

    Slutfaktura skickas separat från vårt ekonomisystem. Totalt för hela jobbet
    blir det 147 900 kr inkl. moms, vilket är offerten 142 500 kr + ÄTA 5 400 kr för
    den extra golvbrunnen. ROT är redan avdraget på a conto-fakturorna.

    Tack för ett trevligt samarbete, och hälsa Elin!

    Linnea Ek
    Projektledare, Hisingens Kakel & VVS AB
    """)
    set_plain(m, body, cte="quoted-printable")
    att = dedent("""
    KVALITETSDOKUMENT – VÅTRUM
    ==========================
    Utfärdat av: Hisingens Kakel & VVS AB
    Säker Vatten – auktoriserat företag, behörighetsnummer: 21-4417
    Branschregler: Säker Vatteninstallation 2021:2 / GVK 2021

    Objekt: Badrum övervåning, Lingonstigen 14, 421 66 Västra Frölunda
    Beställare: Sigrid Holmqvist

    Underlag / konstruktion: träbjälklag, ny fallspackling
    Fall mot golvbrunn: 1:100 i duschzon, 1:150 övrig golvyta (kontrollmätt)
    Golvbrunn: PurusLine 1000 (träbjälklag) med klämring
    Tätskiktssystem: Hydrolit 2K Flex, golv och väggar, 2 skikt med armering i hörn
    Skikttjocklek uppmätt: 1,1 mm (golv), 0,9 mm (vägg)
    Plattsättare: Jonas Berg, personligt certifikat nr GVK-PL-30117

    Utfört: 2025-06-02 – 2025-09-09
    Egenkontroll genomförd och signerad: 2025-09-09

    Underskrift: Linnea Ek, projektledare
    """)
    add_text_attachment(m, att, "kvalitetsdokument-vatrum.txt")
    return save_eml("mail/2025/09/2025-09-10_hisingens-slutbesiktning.eml", m)


def m19_kamado_inn():
    m = email_msg("Kamado Inn Shigaraki <stay@kamadoinn.example.jp>", SIGRID,
                  datetime(2025, 10, 2, 14, 3, tzinfo=timezone(timedelta(hours=9))),
                  "Reservation confirmed - SHG-60218 - 21-23 May 2026",
                  "<shg-60218@kamadoinn.example.jp>")
    body = dedent("""
    Dear Ms. Sigrid Holmqvist,

    Thank you very much for choosing Kamado Inn. We are happy to confirm your
    reservation.

    Reservation number: SHG-60218
    Guests: 2 (Ms. Sigrid Holmqvist, Ms. Elin Sandberg)
    Check-in: Thursday 21 May 2026, from 15:00
    Check-out: Saturday 23 May 2026, by 10:00
    Room: Japanese-style room "Hi-iro" with private outdoor bath (2 nights)
    Rate: ¥38,000 per night for two guests, including kaiseki dinner and breakfast
    Total: ¥76,000 (paid by card, receipt attached in your account)

    Dietary requirements: we have noted that Ms. Holmqvist is allergic to shellfish
    (shrimp, crab, lobster, clams). Our chef will prepare her dinner without
    shellfish and without shellfish-based dashi. Ms. Sandberg does not eat meat -
    fish is fine. Please tell us if this is not correct.

    Address: 1187 Nagano, Shigaraki-cho, Koka-shi, Shiga 529-1851, Japan
    Access: Shigaraki Station (Shigaraki Kohgen Railway), 12 minutes on foot. Please
    call us from the station and we will pick you up.
    Telephone: +81 748-00-0000 (fictional)

    Cancellation: free until 30 days before arrival, 50% from 29 days, 100% on the day.

    We look forward to welcoming you in Shigaraki.

    Kamado Inn
    """)
    set_plain(m, body, cte="quoted-printable")
    return save_eml("mail/2025/10/2025-10-02_kamado-inn-reservation.eml", m)


def m20_ugnsmakarna_leverans():
    m = email_msg(MIKAEL, SIGRID, sthlm(2025, 10, 7, 8, 45),
                  "Leveransavisering order UA-25-0388",
                  "<ua-25-0388.leverans@ugnsmakarna.example.se>")
    body = dedent("""
    Hej Sigrid,

    Din ugn (order UA-25-0388, UA Toppmatad 90) levereras

        torsdag 9 oktober 2025, mellan kl 07.00 och 10.00

    Chauffören ringer ca 30 minuter innan. Vi lossar vid garageporten och bär in
    ugnen till platsen du angett (bakre väggen). Se till att det är fritt fram och
    att CEE-uttaget är installerat – vi gör en provstart tillsammans med dig.

    Restbetalning 41 230 kr faktureras vid leverans.

    Hälsningar
    Mikael Fors
    Ugnsmakarna i Alingsås AB
    """)
    set_plain(m, body, cte="base64")
    return save_eml("mail/2025/10/2025-10-07_ugnsmakarna-leveransavisering.eml", m)


def m21_re_vinterstangning():
    m = email_msg(SIGRID, ANDERS, sthlm(2025, 10, 14, 6, 58),
                  "Re: Vinterstängning + nya routern",
                  "<CAF7vin-holmqvist-20251014@brevlada.example>",
                  in_reply_to="<20251013193000.anders@mejl.example.se>")
    body = dedent("""
    Bra! 25–26 passar. Jag kommer ut fredag kväll redan.

    Jag tar på mig att beställa slamtömningen till april (den är ju vartannat år och
    sist var maj 2024), och jag köper nya batterier till brandvarnarna och tar med.
    Det jag är skyldig dig för försäkringen och fastighetsavgiften drar vi av mot
    pumpfakturan, så gör vi upp allt när vi ses.

    /S

    Den mån 13 okt. 2025 kl 19:30 skrev Anders Holmqvist <anders.holmqvist@mejl.example.se>:
    > Hej syrran,
    >
    > Förslag: vi stänger stugan helgen 25–26 oktober. Vilgot följer med och hjälper
    > till med båten.
    >
    > Jag har satt in en ny router (den gamla Telia-dosan dog). Nya uppgifter:
    > Nätverk: Sillvik12
    > Lösenord: Makrillfiske88
    > Temperaturlarmet är kopplat igen.
    >
    > /A
    """)
    set_plain(m, body, cte="8bit")
    return save_eml("mail/2025/10/2025-10-14_re-vinterstangning-routern.eml", m)


def m22_mashiko():
    m = email_msg("Tsuchi-no-Ie Pottery Studio <hello@tsuchinoie.example.jp>", SIGRID,
                  datetime(2025, 10, 20, 9, 30, tzinfo=timezone(timedelta(hours=9))),
                  "Re: Private wheel session in May 2026",
                  "<tsuchi-1020@tsuchinoie.example.jp>",
                  in_reply_to="<CAF7mas-holmqvist-20251012@brevlada.example>")
    text = dedent("""
    Dear Sigrid,

    Thank you for your kind message, and it is a pleasure to hear from a fellow potter
    and teacher in Sweden.

    I can offer you and your friend a private wheel session at my studio:

      Date: Friday 15 May 2026
      Time: 10:00 - 13:00 (with tea and a short visit to our noborigama kiln)
      Price: ¥12,000 per person, including clay, glazing and firing.
             We will ship the finished pieces to Sweden (shipping charged separately).

    To hold the date, please confirm and pay a deposit of ¥6,000 through the link on
    our website by 30 November 2025. After that date I will open the slot to other
    guests, as May is a busy month in Mashiko.

    With warm regards,
    Haruto Sakamoto
    Tsuchi-no-Ie Pottery Studio, Mashiko
    """)
    html = ("<html><body style='font-family:serif'>" + "".join(
        f"<p>{p.replace(chr(10), '<br>')}</p>" for p in text.strip().split("\n\n")) + "</body></html>\n")
    set_alt(m, text, html)
    return save_eml("mail/2025/10/2025-10-20_mashiko-private-session.eml", m)


def m23_duschvagg_nytt_datum():
    m = email_msg(LINNEA, SIGRID, sthlm(2025, 10, 28, 15, 2),
                  "Duschväggen – nytt datum",
                  "<kv-2505-33.dusch@hisingenskakel.example.se>")
    body = dedent("""
    Hej Sigrid,

    Tyvärr – leverantören har restnoterat glasväggen en gång till, så det blir inget
    på torsdag 30 oktober. Förlåt!

    Nytt datum: torsdag 20 november kl 08:00. Jonas Berg kommer och monterar
    duschväggen och gör om silikonfogen vid tröskeln samtidigt. Det tar ca 3 timmar.

    Elektrikern för handduksvärmaren försöker jag få dit samma dag.

    Hälsningar
    Linnea
    """)
    set_plain(m, body, cte="base64")
    return save_eml("mail/2025/10/2025-10-28_duschvagg-nytt-datum.eml", m)


def m24_keramikforeningen():
    m = email_msg("Keramikföreningen Väst <info@keramikvast.example.se>", "sigrid.holmqvist@brevlada.example",
                  sthlm(2025, 11, 3, 8, 0), "Nyhetsbrev november: julmarknader, brännkurs och medlemsmöte",
                  "<nb-2025-11@keramikvast.example.se>",
                  extra={"List-Unsubscribe": "<https://keramikvast.example.se/avsluta>"})
    text = dedent("""
    KERAMIKFÖRENINGEN VÄST – NOVEMBER 2025

    JULMARKNADER I REGIONEN
    - Lerverket keramikstudio, Majorna: lördag 6 december 11–16. Lärare och
      elever säljer, glögg i gården.
    - Krukmakargården Kungälv: 13–14 december.
    - Konsthantverkarna i Alingsås: söndag 14 december.

    BRÄNNKURS FÖR NYA UGNSÄGARE
    Lördag 22 november, 10–15. Programmering, termoelement, underhåll av element,
    säkerhet. 650 kr för medlemmar.

    MEDLEMSMÖTE
    Torsdag 27 november kl 19 i föreningslokalen. Tema: råvarupriser och leveranser
    – flera leverantörer har höjt priset på stengodslera med 8–12 %.

    Avsluta prenumeration: https://keramikvast.example.se/avsluta
    """)
    html = ("<html><body>" + "".join(
        f"<p>{p.replace(chr(10), '<br>')}</p>" for p in text.strip().split("\n\n"))
        + PIXEL.format(dom="keramikvast.example.se", tok="nb2511") + "</body></html>\n")
    set_alt(m, text, html)
    return save_eml("mail/2025/11/2025-11-03_keramikforeningen-nyhetsbrev.eml", m)


def m25_re_vt26():
    m = email_msg(SIGRID, PETRA, sthlm(2025, 11, 11, 21, 17),
                  "Re: VT26 + julmarknaden",
                  "<CAF7vt26-holmqvist-20251111@brevlada.example>",
                  in_reply_to="<vt26.1110@lerverket.example.se>")
    body = dedent("""
    Hej Petra!

    Självklart. Jag skickar kursbeskrivningen för VT26 senast 1 december – jag gör
    om den lite, med mer om ergonomi första kvällen. Och jag tar med 30 muggar till
    julmarknaden (bränner dem i min nya ugn veckan innan).

    Priset låter rimligt med tanke på lerpriserna.

    Kram
    Sigrid

    Den mån 10 nov. 2025 kl 16:05 skrev Petra Nyström <petra@lerverket.example.se>:
    > Hej Sigrid,
    >
    > Två saker:
    >
    > 1. Vårterminen: nybörjarkursen startar tisdag 20 januari 2026, 8 gånger,
    > 18–21 som vanligt. Vi måste höja priset till 3 450 kr (leran har blivit
    > dyrare, se föreningens nyhetsbrev). Kan du skicka en uppdaterad kursbeskrivning
    > senast 1 december så lägger jag ut den?
    >
    > 2. Julmarknaden lördag 6 december, 11–16. Uppställning från 09:30. Har du
    > muggar eller skålar att sälja? Vi tar 15 % som vanligt.
    >
    > Kram Petra
    """)
    set_plain(m, body, cte="quoted-printable")
    return save_eml("mail/2025/11/2025-11-11_re-vt26-och-julmarknaden.eml", m)


ALL = [m01_badrumsfixarna_offert, m02_pennine_quote, m03_kakelkungen_promo, m04_re_andring_badkar,
       m05_havning, m06_hisingens_offert, m07_anders_kod, m08_boreal_booking, m09_re_pennine_delay,
       m10_ugnsmakarna_order, m11_orust_ror_faktura, m12_lerverket_ht25, m13_japan_rail_news,
       m14_mamma_75, m15_re_japan_flytta, m16_fwd_boreal_change, m17_ahlgrens_el,
       m18_hisingens_slutbesiktning, m19_kamado_inn, m20_ugnsmakarna_leverans, m21_re_vinterstangning,
       m22_mashiko, m23_duschvagg_nytt_datum, m24_keramikforeningen, m25_re_vt26]


def build():
    return [f() for f in ALL]
