"""E-mail files (.eml) under mail/YYYY/MM/."""
from common import add, prague, new_msg, msg_bytes, quote

T = "Tereza Dvořáková <tereza.dvorakova@seznam.example>"
TW = "Tereza Dvořáková <tereza.dvorakova@kodexa.example>"
SIMEK = "Radek Šimek <radek@strechy-simek.example>"
VIDIUM = "Oční centrum Vidium <objednavky@vidium.example>"
DAD = "Jiří Dvořák <jiri.dvorak51@seznam.example>"
ONDRA = "Ondřej Dvořák <ondra.dvorak@gmail.example>"
LUKAS = "Lukáš Fiala <lukas.fiala@kodexa.example>"
SOFIE = "Sofie Lindqvist <sofie.lindqvist@kodexa.example>"
QA_TEAM = "QA team <qa-team@kodexa.example>"
DANA = "Dana Křížová <dana.krizova@cantabile.example>"
MAREK = "Marek Horák <marek.horak@post.example>"


def put(path, msg, when):
    add(path, msg_bytes(msg, path), when)


def build():
    # ---------------------------------------------------------------- E1 roof quote (QP)
    d = prague(2024, 12, 9, 16, 42)
    e1_body = """Dobrý den, paní Dvořáková,

děkuji za sobotní prohlídku střechy v Zálesné Lhotě. Posílám slíbenou cenovou nabídku
č. CN-2024-117.

Rozsah prací:
- demontáž a ekologická likvidace eternitové krytiny (cca 110 m²) firmou s oprávněním,
  včetně ohlášení na KHS
- výměna poškozených latí, nová kontralatě, difuzní fólie
- nová krytina: falcovaný plech, barva antracit
- oplechování komína, úžlabí a štítů
- lešení, doprava, odvoz suti

Cena celkem: 148 000 Kč vč. DPH (15 %, rekreační objekt – prosím ještě ověřit)
Okapy a svody nejsou součástí nabídky, můžeme nacenit zvlášť.

Ceny platí do 31. 3. 2025, poté dle aktuálních cen plechu.
Termín realizace: léto 2025 podle počasí, dva týdny.
Záruka na práci 10 let.

Kdybyste měla dotazy, volejte.

S pozdravem
Radek Šimek
Střechy Šimek, Bystřice nad Pernštejnem
tel. +420 700 000 121
"""
    m = new_msg(SIMEK, T, "Nabídka – střecha Zálesná Lhota 37 (CN-2024-117)", d,
                "<20241209164200.CN117@strechy-simek.example>")
    m.set_content(e1_body, cte="quoted-printable")
    put("mail/2024/12/2024-12-09_simek-nabidka-strecha.eml", m, d)

    # ---------------------------------------------------------------- E2 reply accept (8bit)
    d2 = prague(2025, 1, 8, 20, 15)
    e2 = """Dobrý den, pane Šimku,

po poradě s rodinou Vaši nabídku bereme. Prosím o potvrzení termínu – ideálně
druhá polovina července nebo srpen, to tam můžeme být s partnerem skoro pořád.
Zálohu pošlu, jakmile přijde zálohová faktura.

Okapy a svody prosím naceňte taky, ty staré jsou na tom špatně.

Děkuji a přeji hezký večer
Tereza Dvořáková
+420 700 000 100

Dne 9. 12. 2024 v 16:42 Radek Šimek napsal(a):
""" + quote(e1_body)
    m = new_msg(T, SIMEK, "Re: Nabídka – střecha Zálesná Lhota 37 (CN-2024-117)", d2,
                "<a81c2e55-tereza-0108@seznam.example>",
                in_reply_to="<20241209164200.CN117@strechy-simek.example>")
    m.set_content(e2, cte="8bit")
    put("mail/2025/01/2025-01-08_re-nabidka-strecha.eml", m, d2)

    # ---------------------------------------------------------------- E3 clinic confirmation (alt, QP)
    d3 = prague(2025, 1, 20, 10, 5)
    e3_txt = """Vážený pane Dvořáku,

potvrzujeme Vám termín operace šedého zákalu (katarakty):

  Oko: pravé
  Datum: úterý 18. 2. 2025
  Příjezd: 7:15 (recepce ve 2. patře)
  Operatérka: MUDr. Hana Kolářová

Adresa: Oční centrum Vidium, Jungmannova 9, 779 00 Olomouc
(výtah vpravo od vrátnice, parkování ve dvoře omezené – doporučujeme MHD, zastávka Žižkovo nám.)

S sebou: kartičku pojištěnce, seznam užívaných léků, výsledky předoperačního vyšetření
od praktického lékaře (ne starší 14 dnů), brýle na čtení.
Nalačno být nemusíte. Po zákroku nesmíte řídit – zajistěte si prosím doprovod.

Kontrola následující den ráno, další termíny Vám sdělíme při propuštění.

S pozdravem
recepce Oční centrum Vidium
tel. +420 700 000 230
"""
    e3_html = """<html><body style="font-family:Arial,sans-serif">
<p>Vážený pane Dvořáku,</p>
<p>potvrzujeme Vám termín operace šedého zákalu (katarakty):</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><td>Oko</td><td>pravé</td></tr>
<tr><td>Datum</td><td><b>úterý 18. 2. 2025</b></td></tr>
<tr><td>Příjezd</td><td>7:15 (recepce ve 2. patře)</td></tr>
<tr><td>Operatérka</td><td>MUDr. Hana Kolářová</td></tr>
</table>
<p>Adresa: Oční centrum Vidium, Jungmannova 9, 779 00 Olomouc<br>
(výtah vpravo od vrátnice, parkování ve dvoře omezené – doporučujeme MHD, zastávka Žižkovo nám.)</p>
<p>S sebou: kartičku pojištěnce, seznam užívaných léků, výsledky předoperačního vyšetření
od praktického lékaře (ne starší 14 dnů), brýle na čtení.<br>
Nalačno být nemusíte. Po zákroku nesmíte řídit – zajistěte si prosím doprovod.</p>
<p>Kontrola následující den ráno, další termíny Vám sdělíme při propuštění.</p>
<p>S pozdravem<br>recepce Oční centrum Vidium<br>tel. +420 700 000 230</p>
</body></html>
"""
    m = new_msg(VIDIUM, DAD, "Potvrzení termínu operace – Jiří Dvořák", d3,
                "<vid-2025-0120-0412@vidium.example>", cc=T)
    m.set_content(e3_txt, cte="quoted-printable")
    m.add_alternative(e3_html, subtype="html", cte="quoted-printable")
    put("mail/2025/01/2025-01-20_vidium-potvrzeni-terminu.eml", m, d3)

    # ---------------------------------------------------------------- E4 Cypress (7bit)
    d4 = prague(2025, 2, 6, 11, 20)
    e4 = """Hi all,

quick summary of yesterday's E2E framework session, so it's written down somewhere
other than the whiteboard.

Decision: we replace the legacy Selenium suite with **Cypress**.

Why:
- Nikola and Jakub already know it, so we start fast
- great local dev experience, time-travel debugging
- the component testing story fits the design-system work

We also looked at Playwright. It scored well on multi-browser support, but we felt team
familiarity matters more for the first quarter. Tereza raised the concern about the
bank-connect popup window - Nikola will check it in the first spike week.

Plan: 6-week spike starting Monday, then we review. ADR-005 is in the repo.

Cheers,
Lukas
"""
    m = new_msg(LUKAS, QA_TEAM, "E2E framework: we're going with Cypress (ADR-005)", d4,
                "<CAF2025020611200.lf@kodexa.example>")
    m.set_content(e4, cte="7bit")
    put("mail/2025/02/2025-02-06_e2e-framework-cypress.eml", m, d4)

    # ---------------------------------------------------------------- E29 e-ticket (8bit)
    d29 = prague(2025, 2, 16, 19, 2)
    e29 = """Moravia Rail – elektronická jízdenka

Děkujeme za nákup. Jízdenku předložte v mobilu nebo vytištěnou.

Číslo jízdenky: MR 7731 0924 5518
Cestující: Tereza Dvořáková (In Karta 50)

Spoj:      R 843 „Haná“
Odjezd:    pondělí 17. 2. 2025, 6:42, Brno hl. n.
Příjezd:   8:09, Olomouc hl. n.
Vůz / místo: 3 / 56 (tichý oddíl, u okna)

Cena: 219 Kč (zaplaceno kartou **** 4410)

Zpáteční jízdenku jste nezakoupila. Šťastnou cestu!

Moravia Rail a.s. · zakaznik@moravia-rail.example · tato zpráva byla vygenerována automaticky
"""
    m = new_msg("Moravia Rail <jizdenky@moravia-rail.example>", T,
                "Vaše jízdenka Brno hl. n. → Olomouc hl. n. (17. 2. 2025)", d29,
                "<eticket-77310924@moravia-rail.example>")
    m.set_content(e29, cte="8bit")
    put("mail/2025/02/2025-02-16_eticket-brno-olomouc.eml", m, d29)

    # ---------------------------------------------------------------- E5 promo HTML (QP)
    d5 = prague(2025, 2, 14, 8, 0)
    e5 = """<html><body style="font-family:Verdana,sans-serif;color:#222">
<h1 style="color:#b3261e">Stavebniny Dlouhý – únorové slevy!</h1>
<p>Připravte se na jarní stavební sezónu. Akce platí do 28. 2. 2025 nebo do vyprodání zásob.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr style="background:#eee"><th>Zboží</th><th>Běžná cena</th><th>Akční cena</th></tr>
<tr><td>Minerální vata 100 mm, balení 6 m²</td><td>689 Kč</td><td><b>549 Kč</b></td></tr>
<tr><td>Difuzní fólie 75 m²</td><td>2 190 Kč</td><td><b>1 790 Kč</b></td></tr>
<tr><td>Sádrokarton 12,5 mm</td><td>219 Kč</td><td><b>179 Kč</b></td></tr>
<tr><td>Aku šroubovák 18 V</td><td>2 990 Kč</td><td><b>2 390 Kč</b></td></tr>
<tr><td>Lazura na dřevo 2,5 l, ořech</td><td>899 Kč</td><td><b>719 Kč</b></td></tr>
</table>
<p>Doprava zdarma nad 15 000 Kč v okrese Žďár nad Sázavou.</p>
<p style="font-size:11px;color:#777">Tento e-mail dostáváte, protože jste se přihlásila k odběru novinek.
<a href="https://stavebniny-dlouhy.example/odhlasit">Odhlásit odběr</a></p>
</body></html>
"""
    m = new_msg("Stavebniny Dlouhý <novinky@stavebniny-dlouhy.example>", T,
                "Únorové slevy – izolace, fólie, nářadí", d5,
                "<newsletter-2025-02@stavebniny-dlouhy.example>",
                extra=[("List-Unsubscribe", "<https://stavebniny-dlouhy.example/odhlasit>")])
    m.set_content(e5, subtype="html", cte="quoted-printable")
    put("mail/2025/02/2025-02-14_stavebniny-akce.eml", m, d5)

    # ---------------------------------------------------------------- E7 reply Ondra (8bit)
    d7 = prague(2025, 3, 3, 21, 48)
    t_orig = """Ahoj Ondro,

shrnutí, ať to máme černé na bílém:
- 4. 3. jedu na kontrolu já (vlak 6:42, zpátky večer)
- víkend 15.–16. 3. bys mohl vzít ty?
- kontrola 1. 4. – zatím nevím, záleží na sprintu

Kapky mu končí 4. 3., pak řekne doktorka. Seznam je na lednici.

T."""
    e7 = """Ahoj,

beru 15.–16. 3., přijedu v pátek večer. Vezmu mu i tu novou lampičku na čtení.
Na kontrolu 1. 4. ale nemůžu, máme v práci audit a nejde to posunout – můžeš ty?
Kdyby ne, zkusím se domluvit s paní Hrubou, ale radši ne.

O.

Dne po 3. 3. 2025 v 20:10 Tereza Dvořáková napsala:
""" + quote(t_orig)
    m = new_msg(ONDRA, T, "Re: táta – březen, kdo kdy jede", d7,
                "<CAOndra0303.2148@gmail.example>",
                in_reply_to="<tereza-0303-2010@seznam.example>")
    m.set_content(e7, cte="8bit")
    put("mail/2025/03/2025-03-03_re-tata-brezen.eml", m, d7)

    # ---------------------------------------------------------------- E6 electrician + attachment (mixed)
    d6 = prague(2025, 3, 12, 18, 3)
    e6 = """Dobrý den, paní Dvořáková,

v příloze posílám revizní zprávu k nové elektroinstalaci na chatě v Zálesné Lhotě.
Instalace je v pořádku a schopná bezpečného provozu.

Do budoucna doporučuji zvážit navýšení hlavního jističe, pokud budete chtít topit
elektricky nebo dávat do kuchyně indukci – to ale musí schválit distributor.

Fakturu za práci posílám zvlášť, materiál už máte zaplacený zálohou.

S pozdravem
Pavel Kučera
Elektro Kučera, Žďár nad Sázavou
tel. +420 700 000 134
"""
    att = """REVIZNÍ ZPRÁVA č. RZ-0325/118
o výchozí revizi elektrické instalace

Objekt:            rekreační chata, Zálesná Lhota č. p. 37, okres Žďár nad Sázavou
Objednatel:        Tereza Dvořáková
Druh revize:       výchozí (nová instalace)
Datum revize:      11. 3. 2025
Revizní technik:   Pavel Kučera, ev. č. osvědčení 0000/7/19/EZ-E2A (fiktivní)

Rozsah:
- hlavní rozvaděč RH1 (chodba), 3 × 25 A, proudový chránič 30 mA
- zásuvkové okruhy přízemí (4), podkroví (2), kuchyň (2)
- světelné okruhy (3), venkovní zásuvka u kůlny (IP44)
- uzemnění, hlavní ochranné pospojování (vodovod, čerpadlo)

Měření:
- izolační odpor: vyhovuje (> 200 MΩ)
- impedance smyčky: vyhovuje
- vypínací časy chráničů: 18–24 ms, vyhovuje

Závady: bez závad.

ZÁVĚR: Elektrická instalace JE schopna bezpečného provozu.
Termín příští pravidelné revize: 03/2030.
"""
    m = new_msg("Pavel Kučera <kucera@elektro-kucera.example>", T,
                "Revize elektro – chata Zálesná Lhota 37", d6,
                "<elektro-kucera-20250312-1803@elektro-kucera.example>")
    m.set_content(e6, cte="8bit")
    m.add_attachment(att, subtype="plain", filename="revizni_zprava_ZL37.txt", cte="base64")
    put("mail/2025/03/2025-03-12_kucera-revize.eml", m, d6)

    # ---------------------------------------------------------------- E8 Playwright (alt, QP)
    d8 = prague(2025, 4, 15, 17, 5)
    e8_txt = """Hi all,

after the six-week spike and today's review meeting we are reversing the February
decision. Final call:

  >> E2E tests move to Playwright (TypeScript). Cypress is dropped. <<

Why we changed our minds:
1. The bank-connect OAuth popup and the "open in new tab" invoice flow were painful
   in Cypress (thanks Tereza for insisting on testing them first).
2. We need a WebKit run for our Safari users (~18 %).
3. Parallel runs in CI without a paid dashboard were clumsy; the Playwright spike
   ran the same 120 tests in 19 minutes instead of 41.

Next steps:
- ADR-007 (supersedes ADR-005) - Tereza writes it up this week
- the Cypress spike branch gets archived, nothing is deleted
- Nikola leads the migration, Tereza sets the priorities

Sorry for the zig-zag, better now than in October.

Lukas
"""
    e8_html = """<html><body>
<p>Hi all,</p>
<p>after the six-week spike and today's review meeting we are <b>reversing the February decision</b>. Final call:</p>
<p style="font-size:16px"><b>E2E tests move to Playwright (TypeScript). Cypress is dropped.</b></p>
<p>Why we changed our minds:</p>
<ol>
<li>The bank-connect OAuth popup and the "open in new tab" invoice flow were painful in Cypress (thanks Tereza for insisting on testing them first).</li>
<li>We need a WebKit run for our Safari users (~18&nbsp;%).</li>
<li>Parallel runs in CI without a paid dashboard were clumsy; the Playwright spike ran the same 120 tests in 19 minutes instead of 41.</li>
</ol>
<p>Next steps:</p>
<ul>
<li>ADR-007 (supersedes ADR-005) - Tereza writes it up this week</li>
<li>the Cypress spike branch gets archived, nothing is deleted</li>
<li>Nikola leads the migration, Tereza sets the priorities</li>
</ul>
<p>Sorry for the zig-zag, better now than in October.</p>
<p>Lukas</p>
</body></html>
"""
    m = new_msg(LUKAS, QA_TEAM, "Change of plan: E2E moves to Playwright (ADR-007)", d8,
                "<CAF2025041517050.lf@kodexa.example>")
    m.set_content(e8_txt, cte="quoted-printable")
    m.add_alternative(e8_html, subtype="html", cte="quoted-printable")
    put("mail/2025/04/2025-04-15_e2e-framework-playwright.eml", m, d8)

    # ---------------------------------------------------------------- E9 receipt HTML (base64)
    d9 = prague(2025, 4, 22, 13, 37)
    e9 = """<html><body style="font-family:Arial,sans-serif">
<h2>Děkujeme za Vaši objednávku!</h2>
<p>Dobrý den, Tereza Dvořáková,<br>Vaši objednávku jsme přijali a připravujeme ji k odeslání.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><td><b>Číslo objednávky</b></td><td>25-4471930</td></tr>
<tr><td><b>Datum</b></td><td>22. 4. 2025</td></tr>
<tr><td><b>Doprava</b></td><td>Výdejní místo Brno, Štefánikova 41</td></tr>
<tr><td><b>Platba</b></td><td>kartou online – zaplaceno</td></tr>
</table>
<br>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr style="background:#f0f0f0"><th>Zboží</th><th>Ks</th><th>Cena</th></tr>
<tr><td>Makita DDF485RTJ aku vrtací šroubovák 18 V, 2× 5 Ah, kufr</td><td>1</td><td>3 990 Kč</td></tr>
<tr><td>Sada vrtáků do dřeva 3–10 mm</td><td>1</td><td>249 Kč</td></tr>
<tr><td>Doprava</td><td>1</td><td>0 Kč</td></tr>
<tr><td colspan="2"><b>Celkem</b></td><td><b>4 239 Kč</b></td></tr>
</table>
<p>Reklamace a vrácení zboží: do 14 dnů bez udání důvodu. Číslo objednávky uvádějte při každé komunikaci.</p>
<p>Nářadí-Expres.example</p>
</body></html>
"""
    m = new_msg("Nářadí-Expres <objednavky@naradi-expres.example>", T,
                "Vaše objednávka byla přijata", d9, "<order-confirm-20250422-1337@naradi-expres.example>")
    m.set_content(e9, subtype="html", cte="base64")
    put("mail/2025/04/2025-04-22_objednavka-naradi.eml", m, d9)

    # ---------------------------------------------------------------- E10 revised roof price (base64)
    d10 = prague(2025, 5, 6, 7, 58)
    e10 = """Dobrý den, paní Dvořáková,

jak jsem avizoval po telefonu, od dubna nám dodavatel zdražil falcovaný plech
i klempířské prvky zhruba o 10 %. Původní nabídka CN-2024-117 platila do 31. 3.,
posílám proto aktualizovanou nabídku č. CN-2025-041.

Rozsah prací je stejný (demontáž a likvidace eternitu, latě, fólie, falcovaný plech
antracit, oplechování).

Aktualizovaná cena celkem: 162 500 Kč vč. DPH.

Okapy a svody (pozink, půlkulaté 125 mm) nacením po zaměření na místě – odhadem
do 20 000 Kč.

Termín Vám potvrdím v červnu, jakmile budu vědět, jak skončí zakázka v Rožné.
Zálohu 50 000 Kč budu potřebovat cca 14 dní před nástupem.

Omlouvám se za změnu, bohužel to není v mých rukou.

S pozdravem
Radek Šimek
Střechy Šimek
tel. +420 700 000 121
"""
    m = new_msg(SIMEK, T, "Aktualizace nabídky – střecha (CN-2025-041)", d10,
                "<20250506075800.CN041@strechy-simek.example>")
    m.set_content(e10, cte="base64")
    put("mail/2025/05/2025-05-06_simek-aktualizace-nabidky.eml", m, d10)

    # ---------------------------------------------------------------- E11 spring concert HTML (QP)
    d11 = prague(2025, 5, 19, 22, 30)
    e11 = """<html><body style="font-family:Georgia,serif">
<p>Milá Terezko,</p>
<p>posílám rozpis na neděli 25. 5. – prosím rozešli to na konferenci, já se do toho systému pořád neumím přihlásit.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr style="background:#f3e9d2"><th>Čas</th><th>Co</th><th>Kde</th></tr>
<tr><td>15:15</td><td>sraz, převlečení</td><td>fara vedle kostela sv. Augustina</td></tr>
<tr><td>15:45</td><td>rozezpívání s Vojtou</td><td>kostel</td></tr>
<tr><td>16:30</td><td>otevírá se pro veřejnost</td><td></td></tr>
<tr><td>17:00</td><td>jarní koncert</td><td>kostel sv. Augustina</td></tr>
<tr><td>cca 18:15</td><td>úklid, pak posezení</td><td>hospoda U Jakuba</td></tr>
</table>
<p>Oblečení: černá + šála. Kdo ještě nemá šálu, ať se ozve mně.<br>
Noty v černých deskách, tužka s sebou. Vodu v láhvi bez etikety.</p>
<p>Díky, Dana</p>
</body></html>
"""
    m = new_msg(DANA, T, "Jarní koncert – rozpis na neděli", d11,
                "<dana-2025-0519-2230@cantabile.example>")
    m.set_content(e11, subtype="html", cte="quoted-printable")
    put("mail/2025/05/2025-05-19_jarni-koncert-rozpis.eml", m, d11)

    # ---------------------------------------------------------------- E12 rail newsletter HTML (8bit)
    d12 = prague(2025, 6, 10, 9, 0)
    e12 = """<html><body style="font-family:Helvetica,Arial,sans-serif">
<h1>Léto vlakem s Moravia Rail ☀️</h1>
<p>Ahoj Terezo, léto je tady a s ním i naše letní jízdenky!</p>
<table border="0" cellpadding="8" style="background:#fff7d6">
<tr><th align="left">Trasa</th><th align="left">Od</th><th align="left">Pozn.</th></tr>
<tr><td>Brno → Olomouc</td><td>129 Kč</td><td>v tichém oddíle +20 Kč</td></tr>
<tr><td>Brno → Praha</td><td>199 Kč</td><td>Wi-Fi zdarma</td></tr>
<tr><td>Brno → Žďár nad Sázavou</td><td>99 Kč</td><td>kolo s sebou zdarma v červenci</td></tr>
</table>
<p>Nově: aplikace ukáže obsazenost vozů v reálném čase.</p>
<p style="font-size:10px">Odhlásit odběr novinek můžete ve svém profilu.</p>
</body></html>
"""
    m = new_msg("Moravia Rail <novinky@moravia-rail.example>", T,
                "Léto vlakem: jízdenky od 99 Kč", d12, "<nl-2025-06-10@moravia-rail.example>",
                extra=[("List-Unsubscribe", "<https://moravia-rail.example/profil/odber>")])
    m.set_content(e12, subtype="html", cte="8bit")
    put("mail/2025/06/2025-06-10_moravia-rail-newsletter.eml", m, d12)

    # ---------------------------------------------------------------- E13 roof dates reply (8bit)
    d13 = prague(2025, 6, 24, 12, 10)
    t13 = """Dobrý den, pane Šimku,

ozývám se kvůli termínu – už víte, kdy byste mohli nastoupit? Potřebuji si
naplánovat dovolenou a partner taky.

Děkuji, Tereza Dvořáková"""
    e13 = """Dobrý den,

potvrzuji nástup v pondělí 4. 8. v 7:00, počítáme s dokončením do pátku 15. 8.,
pokud nebude pršet víc než dva dny. Kontejner na eternit objednám já, jen prosím
nechte volný prostor u kůlny pro lešení.

Zálohu 50 000 Kč prosím do konce června na účet z faktury, kterou posílám
samostatně. Okapy doměříme na místě.

S pozdravem
Radek Šimek

Dne 23. 6. 2025 v 19:02 Tereza Dvořáková napsala:
""" + quote(t13)
    m = new_msg(SIMEK, T, "Re: Termín střecha – Zálesná Lhota", d13,
                "<20250624121000.termin@strechy-simek.example>",
                in_reply_to="<tereza-0623-1902@seznam.example>")
    m.set_content(e13, cte="8bit")
    put("mail/2025/06/2025-06-24_re-termin-strecha.eml", m, d13)

    # ---------------------------------------------------------------- E14 water lab + attachment (mixed)
    d14 = prague(2025, 7, 21, 10, 14)
    e14 = """Dobrý den,

v příloze zasíláme protokol o zkoušce vzorku vody odebraného dne 8. 7. 2025
na adrese Zálesná Lhota 37 (vzorek č. 25-0708-3).

Hodnocení je uvedeno v závěru protokolu. V případě dotazů k výsledkům nebo
k dalšímu postupu nás neváhejte kontaktovat.

S pozdravem
VodaLab Jihlava s.r.o.
zákaznické oddělení, tel. +420 700 000 195
"""
    att14 = """PROTOKOL O ZKOUŠCE č. 25-0708-3
VodaLab Jihlava s.r.o. – zkušební laboratoř (fiktivní akreditace)

Zákazník:        Tereza Dvořáková
Místo odběru:    Zálesná Lhota 37, kopaná studna (hl. 9 m) + kohout v kuchyni
Datum odběru:    8. 7. 2025
Rozsah:          krácený rozbor + mikrobiologie (vyhl. 252/2004 Sb.)

UKAZATEL                    VÝSLEDEK          LIMIT         HODNOCENÍ
pH                          6,9               6,5–9,5       vyhovuje
konduktivita                41 mS/m           125 mS/m      vyhovuje
dusičnany                   38 mg/l           50 mg/l       vyhovuje
dusitany                    < 0,05 mg/l       0,5 mg/l      vyhovuje
amonné ionty                < 0,05 mg/l       0,5 mg/l      vyhovuje
železo                      0,12 mg/l         0,2 mg/l      vyhovuje
mangan                      0,03 mg/l         0,05 mg/l     vyhovuje
CHSK-Mn                     1,9 mg/l          3,0 mg/l      vyhovuje
koliformní bakterie         12 KTJ/100 ml     0 KTJ/100 ml  NEVYHOVUJE
Escherichia coli            0 KTJ/100 ml      0 KTJ/100 ml  vyhovuje
enterokoky                  0 KTJ/100 ml      0 KTJ/100 ml  vyhovuje

ZÁVĚR:
Vzorek NEVYHOVUJE požadavkům na pitnou vodu v ukazateli koliformní bakterie.
Chemické ukazatele vyhovují; dusičnany jsou pod limitem, ale blízko horní hranice
(doporučujeme sledovat – hnojení v okolí, septik).
Doporučení: mechanické vyčištění a dezinfekce studny (chlorace), kontrola těsnosti
skruží a poklopu, poté opakovaný mikrobiologický rozbor.
"""
    m = new_msg("VodaLab Jihlava <protokoly@vodalab.example>", T,
                "Protokol o zkoušce – vzorek 25-0708-3", d14, "<protokol-25-0708-3@vodalab.example>")
    m.set_content(e14, cte="quoted-printable")
    m.add_attachment(att14, subtype="plain", filename="protokol_25-0708-3.txt", cte="base64")
    put("mail/2025/07/2025-07-21_vodalab-protokol.eml", m, d14)

    # ---------------------------------------------------------------- E15 insurance HTML (base64)
    d15 = prague(2025, 8, 5, 14, 20)
    e15 = """<html><body style="font-family:Arial,sans-serif;color:#123">
<h2 style="color:#0a5">Horizont pojišťovna – Vaše pojistná smlouva</h2>
<p>Vážená paní Dvořáková,</p>
<p>děkujeme za sjednání pojištění <b>Domov Plus – rekreační objekt</b>. Smlouva je platná
uhrazením první splátky pojistného.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><td>Číslo pojistné smlouvy</td><td><b>HZ-7710-4432-19</b></td></tr>
<tr><td>Pojištěná nemovitost</td><td>rekreační chata, Zálesná Lhota č. p. 37</td></tr>
<tr><td>Pojistná částka – budova</td><td>2 400 000 Kč</td></tr>
<tr><td>Pojistná částka – domácnost</td><td>150 000 Kč</td></tr>
<tr><td>Spoluúčast</td><td>5 000 Kč</td></tr>
<tr><td>Počátek pojištění</td><td>15. 8. 2025</td></tr>
<tr><td>Roční pojistné</td><td>4 380 Kč</td></tr>
</table>
<p>Škodu nahlásíte nonstop na lince +420 700 000 300 nebo v aplikaci Horizont. Při hlášení
uvádějte číslo pojistné smlouvy.</p>
<p>Upozornění: objekt bez trvalého obývání – v období od 1. 11. do 31. 3. je nutné vypustit
vodu z rozvodů, jinak se pojištění nevztahuje na škody mrazem.</p>
<p>S pozdravem<br>Horizont pojišťovna a.s.</p>
</body></html>
"""
    m = new_msg("Horizont pojišťovna <klient@horizont-pojistovna.example>", T,
                "Vaše pojistná smlouva – Domov Plus", d15, "<hz-smlouva-20250805@horizont-pojistovna.example>")
    m.set_content(e15, subtype="html", cte="base64")
    put("mail/2025/08/2025-08-05_horizont-pojistna-smlouva.eml", m, d15)

    # ---------------------------------------------------------------- E16 QA Days accepted (alt, base64)
    d16 = prague(2025, 8, 28, 9, 30)
    e16_txt = """Dear Tereza,

congratulations - your talk "Flaky tests are a product problem" has been accepted
for QA Days Brno 2025!

Conference day: Thursday 27 November 2025
Venue: Orbis Congress Hotel, Brno
Your room: Salon Orion (2nd floor, theatre seating for 120, HDMI + USB-C at the lectern)
Talk length: 40 minutes including Q&A

The detailed timetable with exact slot times will be published with the final
programme in October - we'll send you a calendar invite then.

Speakers' dinner: Wednesday 26 November, 19:00 (details to follow).
Please send your slides by 20 November so we can test them on the venue projectors.

See you in Brno!
Klara Novak, QA Days programme committee
"""
    e16_html = """<html><body style="font-family:Arial,sans-serif">
<p>Dear Tereza,</p>
<p>congratulations - your talk <b>"Flaky tests are a product problem"</b> has been accepted for <b>QA Days Brno 2025</b>!</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><td>Conference day</td><td>Thursday 27 November 2025</td></tr>
<tr><td>Venue</td><td>Orbis Congress Hotel, Brno</td></tr>
<tr><td>Your room</td><td>Salon Orion (2nd floor, theatre seating for 120, HDMI + USB-C at the lectern)</td></tr>
<tr><td>Talk length</td><td>40 minutes including Q&amp;A</td></tr>
</table>
<p>The detailed timetable with exact slot times will be published with the final programme in October - we'll send you a calendar invite then.</p>
<p>Speakers' dinner: Wednesday 26 November, 19:00 (details to follow).<br>
Please send your slides by 20 November so we can test them on the venue projectors.</p>
<p>See you in Brno!<br>Klara Novak, QA Days programme committee</p>
</body></html>
"""
    m = new_msg("QA Days Brno <program@qadays.example>", TW,
                "QA Days Brno 2025 - your talk is accepted", d16, "<accept-2025-117@qadays.example>")
    m.set_content(e16_txt, cte="base64")
    m.add_alternative(e16_html, subtype="html", cte="base64")
    put("mail/2025/08/2025-08-28_qadays-talk-accepted.eml", m, d16)

    # ---------------------------------------------------------------- E17 second eye (QP)
    d17 = prague(2025, 9, 2, 11, 12)
    e17 = """Vážený pane Dvořáku,

na základě Vaší kontroly v srpnu Vám přidělujeme termín operace šedého zákalu
na levém oku:

  Datum: úterý 21. 10. 2025
  Příjezd: 7:15 (recepce ve 2. patře)

Předoperační vyšetření u praktického lékaře prosím zajistěte nejdříve 14 dnů
před zákrokem. Informace k případnému doplatku za nadstandardní nitrooční čočku
obdržíte při předoperační konzultaci na naší klinice.

Pokud Vám termín nevyhovuje, kontaktujte nás prosím co nejdříve.

S pozdravem
recepce Oční centrum Vidium
tel. +420 700 000 230
"""
    m = new_msg(VIDIUM, DAD, "Termín operace – levé oko (Jiří Dvořák)", d17,
                "<vid-2025-0902-1112@vidium.example>", cc=T)
    m.set_content(e17, cte="quoted-printable")
    put("mail/2025/09/2025-09-02_vidium-termin-leve-oko.eml", m, d17)

    # ---------------------------------------------------------------- E18 test env (7bit)
    d18 = prague(2025, 9, 15, 9, 45)
    e18 = """Hi everyone,

heads-up from infra: the QA environment is moving to the new EU cluster.

- From Monday 22 Sep the old staging-3 environment is READ-ONLY.
- On Tuesday 30 Sep staging-3 gets switched off for good.
- New QA environment: https://qa-eu-2.kodexa.example
  API: https://api.qa-eu-2.kodexa.example
- Test tenants were copied over on Friday night, same names, same users.
- Nightly regression jobs were re-pointed already; local .env files you have to
  update yourselves (BASE_URL / API_URL).

Why: staging-3 ran on the old VM fleet, the new cluster gives us per-branch preview
environments later this year.

Ping me in #infra if something looks off.

Martin
--
Martin Hora, DevOps, Kodexa
"""
    m = new_msg("Martin Hora <martin.hora@kodexa.example>", "Engineering <eng@kodexa.example>",
                "[infra] Test environment migration: staging-3 -> qa-eu-2", d18,
                "<infra-2025-0915-0945.mh@kodexa.example>")
    m.set_content(e18, cte="7bit")
    put("mail/2025/09/2025-09-15_test-env-migration.eml", m, d18)

    # ---------------------------------------------------------------- E19 forward chimney (8bit)
    d19 = prague(2025, 9, 16, 20, 40)
    e19 = """Marku,

koukni na to, tohle nezní dobře. Kamna asi do zimy nerozjedeme. Promluvíme
si o tom ve čtvrtek?

T.

---------- Přeposlaná zpráva ----------
Od: Luboš Vacek <vacek.kominik@seznam.example>
Datum: po 15. 9. 2025 v 18:31
Předmět: Zpráva o kontrole spalinové cesty – Zálesná Lhota 37
Komu: Tereza Dvořáková <tereza.dvorakova@seznam.example>

Dobrý den,

posílám přepis zprávy z kontroly spalinové cesty ze soboty 13. 9. 2025.

Spotřebič: kachlová kamna (kuchyň), palivo dřevo
Spalinová cesta: zděný komín, jeden průduch, vyvložkovaný keramickou vložkou (stáří
odhadem 40+ let)

Zjištění:
- podélná trhlina ve vnitřní keramické vložce v úrovni půdy, délka cca 60 cm
- netěsné napojení kouřovodu u sopouchu
- nová komínová hlava a oplechování po pokrývačích v pořádku

Závěr: Spalinová cesta NENÍ schopna bezpečného provozu. Do odstranění závad
spotřebič nepoužívat.

Doporučení: vložkování komínového průduchu nerezovou vložkou Ø 150 mm
(po domluvě s kamnářem, podle toho, jak se budou kamna přestavovat), poté nová
kontrola.

S pozdravem
Luboš Vacek, kominík
tel. +420 700 000 152
"""
    m = new_msg(T, MAREK, "Fwd: Zpráva o kontrole spalinové cesty – Zálesná Lhota 37", d19,
                "<tereza-0916-2040-fwd@seznam.example>")
    m.set_content(e19, cte="8bit")
    put("mail/2025/09/2025-09-16_fwd-kominik-zprava.eml", m, d19)

    # ---------------------------------------------------------------- E20 moved surgery (QP)
    d20 = prague(2025, 10, 6, 13, 25)
    e20 = """Vážený pane Dvořáku,

z provozních důvodů (plánovaný servis operačního přístroje) jsme nuceni přesunout
Váš termín operace šedého zákalu na levém oku, původně plánovaný na 21. 10. 2025.

Nový termín:
  Datum: úterý 25. 11. 2025
  Zákrok: 7:30 (příjezd v 7:00, recepce ve 2. patře)

Předoperační vyšetření od praktického lékaře platí 14 dnů – pokud jste ho již
absolvoval kvůli původnímu termínu, bude nutné ho zopakovat nejdříve 11. 11. 2025.

Za komplikace se omlouváme. Termín prosím potvrďte odpovědí na tento e-mail
nebo telefonicky.

S pozdravem
recepce Oční centrum Vidium
tel. +420 700 000 230
"""
    m = new_msg(VIDIUM, DAD, "Změna termínu operace – Jiří Dvořák", d20,
                "<vid-2025-1006-1325@vidium.example>", cc=T)
    m.set_content(e20, cte="quoted-printable")
    put("mail/2025/10/2025-10-06_vidium-zmena-terminu.eml", m, d20)

    # ---------------------------------------------------------------- E21 QA hire (alt, QP)
    d21 = prague(2025, 10, 9, 16, 2)
    e21_txt = """Hi Tereza, Nikola,

great news - Ahmed Karimi accepted our offer for the QA Engineer role!

Thanks both for the interviews, your write-ups made the decision easy. His
exploratory testing exercise was the best we've seen this year.

Start date: still being sorted out with HR (notice period at his current job,
somewhere between 1 and 3 months). I'll send the onboarding invite once it's fixed.
Tereza, could you be his onboarding buddy for the first month?

Lukas
"""
    e21_html = """<html><body>
<p>Hi Tereza, Nikola,</p>
<p>great news - <b>Ahmed Karimi accepted our offer</b> for the QA Engineer role!</p>
<p>Thanks both for the interviews, your write-ups made the decision easy. His exploratory testing exercise was the best we've seen this year.</p>
<p>Start date: still being sorted out with HR (notice period at his current job, somewhere between 1 and 3 months). I'll send the onboarding invite once it's fixed.<br>
Tereza, could you be his onboarding buddy for the first month?</p>
<p>Lukas</p>
</body></html>
"""
    m = new_msg(LUKAS, "Tereza Dvořáková <tereza.dvorakova@kodexa.example>, "
                "Nikola Straková <nikola.strakova@kodexa.example>",
                "QA hire - offer accepted!", d21, "<CAF2025100916020.lf@kodexa.example>")
    m.set_content(e21_txt, cte="quoted-printable")
    m.add_alternative(e21_html, subtype="html", cte="quoted-printable")
    put("mail/2025/10/2025-10-09_qa-hire-offer-accepted.eml", m, d21)

    # ---------------------------------------------------------------- E24 domain expiry (7bit)
    d24 = prague(2025, 11, 3, 6, 0)
    e24 = """Hello,

this is an automatic reminder from Modry Web.

Domain:        cantabile.example
Holder:        Cantabile Brno, z. s.
Admin contact: Tereza Dvorakova
Expires on:    30 November 2025

Renewal for 1 year: 390 CZK incl. VAT.
If the domain is not renewed by the expiry date, the website and all e-mail
addresses on this domain will stop working. After a 30-day grace period the
domain is released for registration by anyone.

Renew now: https://modry-web.example/client/domains/cantabile.example/renew
Invoice on request: fakturace@modry-web.example

Modry Web s.r.o. - customer support
"""
    m = new_msg("Modry Web <noreply@modry-web.example>", T,
                "Reminder: cantabile.example expires soon", d24, "<dom-exp-88213@modry-web.example>")
    m.set_content(e24, cte="7bit")
    put("mail/2025/11/2025-11-03_domena-expirace.eml", m, d24)

    # ---------------------------------------------------------------- E28 bookshop newsletter (8bit)
    d28 = prague(2025, 11, 5, 7, 30)
    e28 = """Knihkupectví U Modrého ptáka – listopadové novinky

Milí čtenáři,

listopad patří dlouhým večerům a dobrým knihám. Vybrali jsme pro vás:

  * Nový román z Vysočiny – detektivka z Třebíče, druhý díl
  * Kuchařka „Buchty a koláče našich babiček“ – 120 receptů z Moravy a Vysočiny
  * Audioknihy: klasika české literatury v novém nahrání (Čapek, Havlíček, Poláček)
  * Dětské knihy pro nejmenší – leporela a první čtení

Čtenářský klub: čtvrtek 20. 11. v 18:00, téma „Knihy, které nás provázely dětstvím“.

Při nákupu nad 800 Kč dárkové balení zdarma až do Vánoc.

Odhlášení: odpovězte na tento e-mail slovem ODHLÁSIT.
"""
    m = new_msg("U Modrého ptáka <info@modry-ptak.example>", T,
                "Listopadové novinky + čtenářský klub", d28, "<nl-2025-11@modry-ptak.example>")
    m.set_content(e28, cte="8bit")
    put("mail/2025/11/2025-11-05_knihkupectvi-novinky.eml", m, d28)

    # ---------------------------------------------------------------- E25 soloist reply (8bit)
    d25 = prague(2025, 11, 7, 21, 12)
    t25 = """Ahoj Dano,

potřebuju na plakát a do programu finální jména – kdo zpívá sólo v Narodil se
Kristus Pán? Pořád Jana? A v kolik je sraz?

Díky, T."""
    e25 = """Terezko,

změna: Jana má zánět hlasivek a doktorka jí zakázala zpívat nejmíň tři týdny, do
Vánoc to nechce riskovat. Sólo v Narodil se Kristus Pán proto zazpívá Klára Benešová –
Vojta to s ní včera zkoušel a souhlasí, zní to krásně. Do programu tedy prosím Klára
Benešová (soprán).

Sraz 13. 12. v 15:45 v sakristii, rozezpívání v 16:00, koncert v 17:00 jako vždycky.
Šály s sebou!

Dana

Dne 7. 11. 2025 v 18:40 Tereza Dvořáková napsala:
""" + quote(t25)
    m = new_msg(DANA, T, "Re: Vánoční koncert – sólo a sraz", d25,
                "<dana-2025-1107-2112@cantabile.example>", cc="Vojtěch Málek <vojtech.malek@cantabile.example>",
                in_reply_to="<tereza-1107-1840@seznam.example>")
    m.set_content(e25, cte="8bit")
    put("mail/2025/11/2025-11-07_re-vanocni-koncert-solo.eml", m, d25)

    # ---------------------------------------------------------------- E23 stove follow-up reply (8bit)
    d23 = prague(2025, 11, 10, 8, 55)
    mach = """Dobrý den,

děkuji za sobotní prohlídku. Kamna jsou původní a stojí za záchranu, ale ohniště
je na přestavbu a asi šest kachlů bude potřeba nahradit – zkusím sehnat podobné
z bouraček. Komín nechám na kominíkovi, s panem Vackem se znám, domluvíme se
spolu, co a kdy.

Nabídku na přestavbu kamen vč. nových šamotových desek a práce Vám pošlu
do konce října.

S pozdravem
Jaroslav Mach
Kamnářství Mach, Nové Město na Moravě"""
    e23 = """Dobrý den, pane Machu,

chtěla jsem se připomenout – nabídku na přestavbu kamen jsem zatím nedostala.
Potřebovali bychom ji ideálně do konce listopadu, abychom věděli, jestli se do
toho pustit ještě letos, nebo až na jaře.

Kdyby Vám něco chybělo (fotky, rozměry), dejte vědět, partner tam o víkendu bude.

Děkuji a přeji hezký den
Tereza Dvořáková
+420 700 000 100

Dne 12. 10. 2025 v 19:20 Jaroslav Mach napsal(a):
""" + quote(mach)
    m = new_msg(T, "Jaroslav Mach <kamnarstvi.mach@seznam.example>",
                "Re: Kamna Zálesná Lhota – prohlídka", d23, "<tereza-1110-0855@seznam.example>",
                in_reply_to="<mach-20251012-1920@seznam.example>")
    m.set_content(e23, cte="8bit")
    put("mail/2025/11/2025-11-10_re-kamna-nabidka.eml", m, d23)

    # ---------------------------------------------------------------- E27 Sofie sign-off reply (alt, QP)
    d27 = prague(2025, 11, 12, 14, 40)
    t27 = """Hi Sofie,

nightly results from Monday and Tuesday are green, but KDX-2240 only got merged
yesterday. Could we do the go/no-go a day later than you proposed, so we get one
more nightly with the fix in?

Tereza"""
    e27_txt = """Hi Tereza,

fair point. Let's lock it then: release 4.12 regression sign-off (go/no-go) is on
Thursday 20 Nov at 15:00, meeting room Svratka + Meet link. Prod deploy stays
Monday 24 Nov in the morning. I've sent the calendar invite.

If anything red shows up Wednesday night, ping me before 10:00 on Thursday.

Thanks!
Sofie

On Wed, 12 Nov 2025 at 09:14, Tereza Dvořáková wrote:
""" + quote(t27)
    e27_html = """<html><body>
<p>Hi Tereza,</p>
<p>fair point. Let's lock it then: <b>release 4.12 regression sign-off (go/no-go) is on Thursday 20 Nov at 15:00</b>, meeting room Svratka + Meet link. Prod deploy stays Monday 24 Nov in the morning. I've sent the calendar invite.</p>
<p>If anything red shows up Wednesday night, ping me before 10:00 on Thursday.</p>
<p>Thanks!<br>Sofie</p>
<blockquote>Hi Sofie,<br><br>nightly results from Monday and Tuesday are green, but KDX-2240 only got merged yesterday. Could we do the go/no-go a day later than you proposed, so we get one more nightly with the fix in?<br><br>Tereza</blockquote>
</body></html>
"""
    m = new_msg(SOFIE, TW, "Re: 4.12 regression timeline", d27, "<sofie-2025-1112-1440@kodexa.example>",
                in_reply_to="<tereza-2025-1112-0914@kodexa.example>")
    m.set_content(e27_txt, cte="quoted-printable")
    m.add_alternative(e27_html, subtype="html", cte="quoted-printable")
    put("mail/2025/11/2025-11-12_re-4-12-regression-timeline.eml", m, d27)

    # ---------------------------------------------------------------- E26 OOO + cover (8bit)
    d26 = prague(2025, 11, 13, 10, 5)
    e26 = """Hi Lukáš, Sofie, Jakub,

heads-up: I'm out of office Mon 24 – Wed 26 Nov. My dad has his second eye
surgery in Olomouc and I'm staying with him for a few days. Back on Thursday 27th
(straight to QA Days, I'm speaking in the afternoon).

While I'm away, Jakub Řezníček will cover QA for the 4.12 rollout: he monitors the
prod deploy on Monday, verifies any hotfixes and is the QA contact for anything
urgent. Nikola stays on the migration as planned. The sign-off on the 20th happens
before I leave, so nothing changes there.

I'll have the phone with me but please only call if something is on fire.

Thanks Jakub for jumping in!
Tereza
"""
    m = new_msg(TW, "Lukáš Fiala <lukas.fiala@kodexa.example>, Sofie Lindqvist <sofie.lindqvist@kodexa.example>, "
                "Jakub Řezníček <jakub.reznicek@kodexa.example>",
                "OOO 24–26 Nov + who covers QA", d26, "<tereza-2025-1113-1005@kodexa.example>")
    m.set_content(e26, cte="8bit")
    put("mail/2025/11/2025-11-13_ooo-qa-cover.eml", m, d26)
