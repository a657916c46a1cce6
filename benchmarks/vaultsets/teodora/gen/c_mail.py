# -*- coding: utf-8 -*-
"""E-mail (.eml) files and the running-club mbox."""
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime

from util import make_eml, rdt, write_bytes, h8

TEO = "Teodora Mureșan <teodora.muresan@mailbox.example>"
TEO_W = "Teodora Mureșan <teodora.muresan@spitalsomes.example>"
VLAD = "Vlad Pop <vlad.pop@mailbox.example>"
OANA = "Oana Keller <oana.keller@mailbox.example>"
FLORIN = "Florin Gavrilă <florin.gavrila.electric@mailbox.example>"
ANDREI = "Andrei Szabó - Nucleu Mobilier <andrei.szabo@nucleumobilier.example>"
NUCLEU = "Nucleu Mobilier - Comenzi <comenzi@nucleumobilier.example>"
LIVIU = "Liviu Cozma <liviu.cozma@spitalsomes.example>"
SUCIU = "Dr. Mihaela Suciu <mihaela.suciu@spitalsomes.example>"
FARM = "Farmacie SCS <farmacie@spitalsomes.example>"
CARPAT = "CarpatBank <notificari@carpatbank.example>"
BROKER = "Cristian Neagu - Ipoteca Smart <cristian.neagu@ipotecasmart.example>"
DSP = "DSP Cluj - Control în Sănătate Publică <control@dspcluj.example>"
CJP = "Casa Județeană de Pensii Cluj <registratura@cjpcluj.example>"
CJP_P = "CJP Cluj - Programări online <programari@cjpcluj.example>"
VIZIO = "Clinica Vizio Oftalmologie <programari@vizio-oftalmo.example>"
CEHP = "CEHP 2026 Scientific Committee <abstracts@cehp2026.example>"
CEHP_P = "CEHP 2026 Posters <posters@cehp2026.example>"
ASOC = "Asociația de Proprietari Primăverii 9 <admin.p4@asocprimaverii.example>"
TRAIL = "Apuseni Trail <inscrieri@apusenitrail.example>"

HTML_HEAD = ('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>%s</title>'
             '<style>td,th{border:1px solid #ccc;padding:4px 8px}table{border-collapse:collapse}</style>'
             '</head>\n<body style="font-family:Arial,sans-serif;font-size:14px">\n')
HTML_FOOT = "\n</body></html>\n"


def html(title, inner):
    return HTML_HEAD % title + inner + HTML_FOOT


def build():
    ids = {}

    # ------------------------------------------------------------ bank contract (HTML only, QP)
    make_eml(
        "mail/2025/06/2025-06-05_carpatbank-contract-credit.eml",
        frm=CARPAT, to=TEO, cc=VLAD,
        subject="Confirmare acordare credit ipotecar — contract nr. CB-IPO-2025-044718",
        date=rdt(2025, 6, 5, 11, 42, 7),
        html=html("Confirmare credit", """<p>Stimată doamnă Mureșan, stimate domnule Pop,</p>
<p>Vă confirmăm acordarea creditului ipotecar pentru achiziția locuinței din Cluj-Napoca, Str. Primăverii nr. 9, bl. P4, ap. 12.
Mai jos găsiți principalele elemente ale contractului:</p>
<table>
<tr><th>Element</th><th>Valoare</th></tr>
<tr><td>Număr contract</td><td>CB-IPO-2025-044718</td></tr>
<tr><td>Sumă acordată</td><td>330.000,00 lei</td></tr>
<tr><td>Durată</td><td>360 luni</td></tr>
<tr><td>Dobândă</td><td>fixă 5,49% pe an în primele 12 luni (până la 25.06.2026); ulterior variabilă: IRCC + marjă fixă 2,35 p.p.</td></tr>
<tr><td>Tip rate</td><td>rate egale (anuități)</td></tr>
<tr><td>Rată lunară în perioada fixă</td><td>1.871,40 lei</td></tr>
<tr><td>Scadență</td><td>data de 25 a fiecărei luni, prima rată la 25.06.2025</td></tr>
<tr><td>DAE</td><td>6,12%</td></tr>
</table>
<p>Graficul de rambursare și contractul semnat sunt disponibile în aplicația CarpatBank Online, secțiunea Credite.</p>
<p>Consilierul dumneavoastră: Roxana Ilieș, sucursala Mănăștur.</p>
<p>Cu stimă,<br>Echipa CarpatBank</p>
<p style="font-size:11px;color:#888">Acest mesaj a fost generat automat. Vă rugăm să nu răspundeți.</p>"""),
        html_cte="quoted-printable")

    # ------------------------------------------------------------ electrician
    florin_body = """Buna ziua doamna Muresan,

Cum am vorbit la fata locului, va trimit oferta pentru refacerea completa a instalatiei electrice la ap. 12:

- demontare instalatie veche (aluminiu), slituire pereti si tavan hol/living
- cablu cupru CYY-F 3x2,5 pentru prize, 3x1,5 pentru iluminat
- tablou electric nou 24 module, cu diferentiale pe circuite
- 9 circuite: iluminat x2, prize camere x2, bucatarie x2, baie, masina de spalat, AC
- doze, prize si intrerupatoare (gama medie, albe)
- impamantare refacuta
- masuratori PRAM + buletin la final

Total manopera + materiale: 14.500 lei (fara corpuri de iluminat si fara gletuit dupa slituire).
Durata: 2,5 saptamani. Pot incepe din 21 iulie.
Plata: 5.000 avans, 6.000 la jumatatea lucrarii, restul la final.

Daca vreti circuit separat pentru plita si cuptor (recomand la inductie), se adauga. Discutam.

Cu stima,
Florin Gavrila
electrician
0700 000 123
"""
    ids["florin"] = make_eml(
        "mail/2025/06/2025-06-18_florin-oferta-instalatie.eml",
        frm=FLORIN, to=TEO, subject="Oferta instalatie electrica ap. 12 Primaverii 9",
        date=rdt(2025, 6, 18, 21, 5, 33), body=florin_body, cte="8bit")

    quoted = "\n".join("> " + l if l else ">" for l in florin_body.splitlines()[:20])
    teo_accept = """Bună ziua, domnule Gavrilă,

Am discutat cu Vlad și acceptăm oferta. Rămâne cum ați zis: începeți pe 21 iulie, avansul de 5.000 îl dăm în prima zi.

Vrem și circuitul separat pentru plită + cuptor, și prize IP44 în baie (plus un spot deasupra oglinzii). Vă rog să ne spuneți cât se adaugă.

Cheile: Vlad vă așteaptă luni la 8:00 la bloc.

Mulțumesc,
Teodora Mureșan
0700 000 202

Pe 18.06.2025, Florin Gavrilă a scris:
""" + quoted + "\n"
    ids["teo_accept"] = make_eml(
        "mail/2025/06/2025-06-23_re-oferta-instalatie.eml",
        frm=TEO, to=FLORIN, cc=VLAD, subject="Re: Oferta instalatie electrica ap. 12 Primaverii 9",
        date=rdt(2025, 6, 23, 7, 58, 12), body=teo_accept, cte="8bit",
        in_reply_to=ids["florin"])

    pram = """BULETIN DE VERIFICARE PRAM nr. 114 / 22.08.2025
(masurarea rezistentei de dispersie, continuitatii si rezistentei de izolatie)

Beneficiar: Muresan Teodora, Pop Vlad
Adresa: Cluj-Napoca, Str. Primaverii nr. 9, bl. P4, sc. 1, et. 3, ap. 12
Executant: PFA Gavrila Florin, electrician autorizat ANRE grad IIB, legitimatie nr. 23817
Aparat de masura: tester multifunctional instalatii, seria MX-0472, verificat metrologic 03.2025
Data masuratorii: 22.08.2025, ora 10:40

1. Priza de pamant (coloana bloc + priza suplimentara)
   Rezistenta de dispersie masurata: 2,8 ohm (admis max. 4 ohm) ...... CORESPUNDE
2. Continuitatea conductorului de protectie (PE), toate prizele ....... CORESPUNDE
3. Rezistenta de izolatie (500 V c.c.)
   C1 iluminat living/dormitor ............ > 200 MOhm
   C2 iluminat hol/baie/bucatarie ......... > 200 MOhm
   C3 prize living ........................ 180 MOhm
   C4 prize dormitor ...................... > 200 MOhm
   C5 prize bucatarie ..................... 150 MOhm
   C6 plita + cuptor (circuit dedicat) .... > 200 MOhm
   C7 baie (prize IP44 + spot) ............ 160 MOhm
   C8 masina de spalat .................... > 200 MOhm
   C9 aer conditionat ..................... > 200 MOhm
   (admis min. 0,5 MOhm) ...................................... CORESPUNDE
4. Dispozitive diferentiale 30 mA - timp de declansare 18-24 ms ....... CORESPUNDE

Concluzie: instalatia electrica corespunde din punct de vedere al protectiei la atingere indirecta.
Urmatoarea verificare recomandata: 08.2029.

Intocmit: Gavrila Florin
"""
    florin_final = """Buna ziua,

Am terminat tot, inclusiv spotul din baie. Va trimit atasat buletinul PRAM (masuratorile de vineri, toate ok).

Factura finala: 16.800 lei in total
 - 14.500 oferta initiala
 - 1.600 circuit separat plita + cuptor (cablu 3x4, siguranta separata)
 - 700 prize IP44 baie + spot oglinda
Ati platit pana acum 11.000 (5.000 avans + 6.000 tranșa 2), ramane de plata 5.800 lei. Puteti face transfer in contul din factura.

Sigurantele din tablou sunt toate etichetate. Daca sare ceva, ma sunati.

O zi buna,
Florin

Pe 23.06.2025, Teodora Mureșan a scris:
> Vrem și circuitul separat pentru plită + cuptor, și prize IP44 în baie (plus un spot deasupra oglinzii). Vă rog să ne spuneți cât se adaugă.
"""
    make_eml(
        "mail/2025/08/2025-08-25_florin-pram-factura.eml",
        frm=FLORIN, to=TEO, cc=VLAD, subject="Re: Oferta instalatie electrica ap. 12 Primaverii 9",
        date=rdt(2025, 8, 25, 19, 14, 2), body=florin_final, cte="8bit",
        in_reply_to=ids["teo_accept"], references=ids["florin"] + " " + ids["teo_accept"],
        attachments=[("buletin_PRAM_Primaverii9_ap12.txt", pram)])

    # ------------------------------------------------------------ kitchen
    nucleu_offer = html("Oferta bucatarie", """<p>Bună ziua, Teodora și Vlad,</p>
<p>Mulțumesc pentru vizita în showroom și pentru răbdare la măsurători. Mai jos oferta pentru bucătărie, conform schiței discutate (varianta în L, 2,95 + 1,60 m).</p>
<table>
<tr><th>Poziție</th><th>Detalii</th><th>Preț (lei)</th></tr>
<tr><td>Corpuri</td><td>PAL melaminat alb 18 mm, cant ABS 2 mm</td><td>9.800</td></tr>
<tr><td>Fronturi</td><td>MDF vopsit mat, verde salvie, 19 mm</td><td>8.600</td></tr>
<tr><td>Blat</td><td>cuarț Bianco Carrara 20 mm, decupaj plită + chiuvetă sub blat</td><td>7.900</td></tr>
<tr><td>Feronerie</td><td>balamale și glisiere cu amortizare</td><td>2.300</td></tr>
<tr><td>Transport și montaj</td><td>2 zile, 2 montatori</td><td>2.800</td></tr>
<tr><td colspan="2"><b>Total</b></td><td><b>31.400</b></td></tr>
</table>
<p>Termen de execuție: 8–10 săptămâni de la plata avansului (50%). Electrocasnicele și chiuveta nu sunt incluse.</p>
<p>Referința comenzii: NC-2025-117.</p>
<p>Cu drag,<br>Andrei Szabó<br>designer mobilier</p>
<hr>
<p style="font-size:12px;color:#555">Nucleu Mobilier SRL · showroom &amp; atelier: Str. Fabricii nr. 46, hala 3, Cluj-Napoca (intrarea prin curtea din spate) · L–V 9–18, S 10–14 · 0700 000 640</p>""")
    ids["nucleu_offer"] = make_eml(
        "mail/2025/09/2025-09-12_nucleu-oferta-bucatarie.eml",
        frm=ANDREI, to=TEO, cc=VLAD,
        subject="Ofertă bucătărie — Mureșan / Pop (NC-2025-117)",
        date=rdt(2025, 9, 12, 16, 20, 41), html=nucleu_offer, html_cte="quoted-printable")

    teo_switch = """Bună, Andrei,

Ne-am răzgândit la blat, scuze 🙈 — renunțăm la cuarț și mergem pe HPL compact 12 mm, decorul stejar natur (cel din mostrarul mic pe care ni l-ai arătat la final), tot cu chiuveta montată sub blat.
Motivele: prețul (aproape jumătate) și faptul că gătim mult cu turmeric și sfeclă, și nu vreau să trăiesc cu frica petelor.

Restul rămâne exact ca în ofertă. Mânerele rămân cum am vorbit la telefon.
Ne trimiți oferta refăcută și plătim avansul imediat?

Mulțumim,
Teodora

On Fri, 12 Sep 2025 at 16:20, Andrei Szabó wrote:
> Bună ziua, Teodora și Vlad,
> Mulțumesc pentru vizita în showroom și pentru răbdare la măsurători.
> [...]
> Blat: cuarț Bianco Carrara 20 mm, decupaj plită + chiuvetă sub blat — 7.900
> Total: 31.400
"""
    ids["teo_switch"] = make_eml(
        "mail/2025/10/2025-10-16_re-oferta-bucatarie.eml",
        frm=TEO, to=ANDREI, cc=VLAD,
        subject="Re: Ofertă bucătărie — Mureșan / Pop (NC-2025-117)",
        date=rdt(2025, 10, 16, 22, 3, 50), body=teo_switch, cte="quoted-printable",
        in_reply_to=ids["nucleu_offer"])

    conf_txt = """Bună ziua,

Confirmăm comanda NC-2025-117 (bucătărie Primăverii 9, ap. 12) cu modificarea cerută:

- corpuri PAL alb 18 mm
- fronturi MDF vopsit mat, verde salvie
- blat HPL compact 12 mm, decor stejar natur, chiuvetă sub blat (decupaj frezat)
- feronerie cu amortizare
- mânere conform mostrei aprobate (cod M-14)
- transport și montaj

Total nou: 27.100 lei (blatul HPL: 3.600 lei în loc de 7.900).
Avans 50%: 13.550 lei — primit azi, mulțumim.
Montaj programat: luni, 15.12.2025, de la ora 8:00 (2 zile).

Nucleu Mobilier — Comenzi
"""
    conf_html = html("Confirmare comanda", """<p>Bună ziua,</p>
<p>Confirmăm comanda <b>NC-2025-117</b> (bucătărie Primăverii 9, ap. 12) cu modificarea cerută:</p>
<table>
<tr><td>Corpuri</td><td>PAL alb 18 mm</td></tr>
<tr><td>Fronturi</td><td>MDF vopsit mat, verde salvie</td></tr>
<tr><td>Blat</td><td>HPL compact 12 mm, decor stejar natur, chiuvetă sub blat (decupaj frezat)</td></tr>
<tr><td>Feronerie</td><td>cu amortizare</td></tr>
<tr><td>Mânere</td><td>conform mostrei aprobate (cod M-14)</td></tr>
<tr><td>Transport și montaj</td><td>inclus</td></tr>
</table>
<p>Total nou: <b>27.100 lei</b> (blatul HPL: 3.600 lei în loc de 7.900).<br>
Avans 50%: 13.550 lei — primit azi, mulțumim.<br>
Montaj programat: luni, 15.12.2025, de la ora 8:00 (2 zile).</p>
<p>Nucleu Mobilier — Comenzi</p>""")
    make_eml(
        "mail/2025/10/2025-10-20_nucleu-confirmare-comanda.eml",
        frm=NUCLEU, to=TEO, cc="Andrei Szabó <andrei.szabo@nucleumobilier.example>",
        subject="Confirmare comandă NC-2025-117 — bucătărie Primăverii 9",
        date=rdt(2025, 10, 20, 12, 31, 0), body=conf_txt, cte="quoted-printable",
        html=conf_html, html_cte="quoted-printable")

    make_eml(
        "mail/2025/12/2025-12-01_nucleu-amanare-montaj.eml",
        frm=NUCLEU, to=TEO, cc=VLAD,
        subject="Comanda NC-2025-117 - reprogramare montaj",
        date=rdt(2025, 12, 1, 9, 12, 45), cte="7bit", body="""Buna ziua,

Din pacate furnizorul nostru de feronerie (balamale si glisiere) ne-a anuntat o intarziere de aproximativ 4 saptamani.
Nu vrem sa montam bucataria fara feronerie sau cu inlocuitori de calitate mai slaba.

Montajul programat pe 15.12.2025 se muta pe 20.01.2026 (marti), incepand cu ora 8:00, durata estimata 2 zile.
Restul de plata (13.550 lei) se achita dupa montaj, ca de obicei.

Ne cerem scuze pentru neplacere si va multumim pentru intelegere.

Nucleu Mobilier - Comenzi
0700 000 641
""")

    # ------------------------------------------------------------ pharmacy: stock-out
    make_eml(
        "mail/2025/10/2025-10-14_liviu-ruptura-stoc-piptazo.eml",
        frm=LIVIU, to=FARM, cc="Sefi sectii SCS <sefi.sectii@spitalsomes.example>",
        subject="URGENT: ruptură de stoc Piperacilină/Tazobactam — protocol de substituție (v1)",
        date=rdt(2025, 10, 14, 8, 7, 19), cte="quoted-printable", body="""Stimați colegi,

Vă informăm că, începând de azi, 14.10.2025, Piperacilina/Tazobactam 4 g/0,5 g este în ruptură de stoc la nivel de distribuitor. Stocul nostru acoperă aproximativ 6 zile la consumul actual.

Până la reluarea livrărilor se aplică următoarele:
1. Pip/Tazo se eliberează DOAR cu avizul medicului infecționist (dr. Suciu sau medicul de gardă infecționist).
2. Protocol de substituție, versiunea 1:
   - infecții intraabdominale complicate / pneumonie nosocomială: cefepim 2 g la 8 ore i.v. + metronidazol 500 mg la 8 ore i.v.
   - neutropenie febrilă: cefepim 2 g la 8 ore i.v.
   - ajustarea dozelor la pacienții cu insuficiență renală conform tabelului din anexa protocolului.
3. Farmacia transmite zilnic, la ora 14:00, stocul disponibil.

Protocolul va fi revizuit într-o ședință extraordinară a comisiei de antibioterapie, pe 28.10. Până atunci, vă rugăm să respectați versiunea de față.

Pentru întrebări: farmacia, int. 2140 (farm. Teodora Mureșan / farm. Ioana Rusu).

Farm. primar Liviu Cozma
Farmacist-șef, Spitalul Clinic Someș
""")

    proto_v2 = """SPITALUL CLINIC SOMEȘ — COMISIA DE ANTIBIOTERAPIE
PROTOCOL DE SUBSTITUȚIE — RUPTURĂ DE STOC PIPERACILINĂ/TAZOBACTAM
Versiunea 2 — aprobat în ședința extraordinară din 28.10.2025, aplicabil de la 30.10.2025
(înlocuiește versiunea 1 din 14.10.2025)

1. INFECȚII INTRAABDOMINALE COMPLICATE (comunitare)
   - ertapenem 1 g/zi i.v., o dată pe zi
   - reevaluare la 48–72 h, de-escaladare conform antibiogramei

2. PNEUMONIE NOSOCOMIALĂ / ASOCIATĂ VENTILAȚIEI
   - cefepim 2 g la 8 h i.v. (± amikacină conform protocolului ATI)

3. NEUTROPENIE FEBRILĂ
   - cefepim 2 g la 8 h i.v.

4. MEROPENEM
   - NU se folosește ca substitut de rutină; doar cu avizul scris al medicului infecționist (fișa de aviz, câmpul "motivul excepției").

5. INSUFICIENȚĂ RENALĂ — ajustări conform tabelului din anexa 1 (nemodificat față de v1).

6. Farmacia raportează săptămânal consumul (DDD/100 zile de spitalizare) pentru cefepim, carbapeneme și metronidazol.

Coordonator: dr. Mihaela Suciu, medic primar boli infecțioase
Farmacist-șef: farm. pr. Liviu Cozma
"""
    make_eml(
        "mail/2025/10/2025-10-29_suciu-protocol-substitutie-v2.eml",
        frm=SUCIU, to=FARM, cc="Sefi sectii SCS <sefi.sectii@spitalsomes.example>",
        subject="Protocol de substituție Pip/Tazo — versiunea 2 (aprobată)",
        date=rdt(2025, 10, 29, 15, 44, 8), cte="8bit", body="""Dragi colegi,

Atașat găsiți protocolul de substituție revizuit (v2), aprobat ieri în ședința extraordinară a comisiei de antibioterapie.
Se aplică de mâine, 30.10.2025, și înlocuiește complet versiunea 1. Vă rog să-l printați și să-l afișați pe secții, lângă fișele de aviz.

Principala schimbare privește infecțiile intraabdominale (vezi punctul 1) și restrângerea carbapenemelor.

Mulțumesc farmaciei pentru datele de consum, au fost esențiale.

Dr. Mihaela Suciu
Medic primar boli infecțioase, coordonator SPIAAM
""", attachments=[("Protocol_substitutie_PipTazo_v2.txt", proto_v2)])

    # ------------------------------------------------------------ pensions / parents
    make_eml(
        "mail/2025/10/2025-10-09_cjp-inregistrare-cerere.eml",
        frm=CJP, to=TEO, subject="Confirmare înregistrare cerere — Mureșan Ioan",
        date=rdt(2025, 10, 9, 13, 2, 55), cte="quoted-printable", body="""Stimată doamnă Mureșan,

Vă comunicăm că cererea depusă în calitate de împuternicit, privind recalcularea drepturilor de pensie pentru titularul Mureșan Ioan, a fost înregistrată la Casa Județeană de Pensii Cluj cu nr. 18442/07.10.2025.

În urma verificării dosarului, vă rugăm să completați documentația cu:
- adeverința privind încadrarea activității în condiții deosebite (grupa a II-a de muncă) pentru perioada 1979–1991, emisă de SC Ceramica Turda SA sau de deținătorul legal al arhivei acesteia.

Termenul de soluționare este de 45 de zile de la data completării dosarului.
Documentele pot fi depuse la registratură sau prin poștă, cu mențiunea numărului de înregistrare de mai sus.

Cu stimă,
Serviciul Relații cu Publicul
Casa Județeană de Pensii Cluj
""")

    vizio_offer = """Stimată doamnă Mureșan,

În urma consultului din 14.10.2025, vă transmitem opțiunile de lentilă intraoculară pentru intervenția de cataractă a dl. Mureșan Ioan (ochiul drept, ulterior ochiul stâng):

1) lentilă monofocală standard — inclusă în pachetul decontat CNAS, cost suplimentar 0 lei
2) lentilă monofocală asferică premium — 1.900 lei / ochi
3) lentilă multifocală (trifocală) — 4.800 lei / ochi
4) lentilă torică (pentru astigmatism) — nu este indicată în cazul de față

Biometria și consultul preoperator: 350 lei (achitat).
Intervenția se poate programa în a doua jumătate a lunii noiembrie.

Dr. Adriana Pătraș
Clinica Vizio Oftalmologie
"""
    fwd_body = """Oana, uite oferta de la clinică pentru tata. Ce zici? Tata zice că nu dă 5.000 pe o lentilă 😅 și eu înclin spre a doua variantă, dar vreau să aud și părerea ta.

Pup,
Teo

---------- Forwarded message ---------
From: Clinica Vizio Oftalmologie <programari@vizio-oftalmo.example>
Date: Thu, 16 Oct 2025 at 10:11
Subject: Ofertă lentile intraoculare — Mureșan Ioan
To: Teodora Mureșan <teodora.muresan@mailbox.example>

""" + vizio_offer
    ids["fwd"] = make_eml(
        "mail/2025/10/2025-10-18_fwd-oferta-lentile.eml",
        frm=TEO, to=OANA, subject="Fwd: Ofertă lentile intraoculare — Mureșan Ioan",
        date=rdt(2025, 10, 18, 20, 40, 3), body=fwd_body, cte="8bit")

    make_eml(
        "mail/2025/10/2025-10-21_re-fwd-oferta-lentile.eml",
        frm=OANA, to=TEO, subject="Re: Fwd: Ofertă lentile intraoculare — Mureșan Ioan",
        date=rdt(2025, 10, 21, 22, 17, 36), cte="8bit", in_reply_to=ids["fwd"], body="""Teo,

NU multifocală pentru tata, te rog. Mama unei colege de la birou (Frau Huber) și-a pus trifocale acum doi ani și vede cercuri, halouri în jurul farurilor noaptea — nu mai conduce deloc după ce se întunecă. Und sie war vorher eine sehr gute Fahrerin. Tata merge seara cu mașina la grădină, știi că nu-l oprește nimeni.

Ia-o pe asferica, merită cei 1.900 — contrastul noaptea e mai bun, mi-a zis și oftalmologul meu de aici. Ochelarii de citit oricum îi poartă de o viață, nu-l deranjează.

Eu pun jumătate din bani, nu discutăm.

Și spune-i mamei să nu-l lase să care saci după operație. Știu că o s-o facă.

Pup,
O.

Am Sa., 18. Okt. 2025 um 20:40 schrieb Teodora Mureșan:
> Oana, uite oferta de la clinică pentru tata. Ce zici? Tata zice că nu dă 5.000 pe o lentilă 😅
> [...]
> 3) lentilă multifocală (trifocală) — 4.800 lei / ochi
""")

    make_eml(
        "mail/2026/04/2026-04-08_vizio-reprogramare-OS.eml",
        frm=VIZIO, to=TEO, subject="Reprogramare intervenție — Mureșan Ioan (OS)",
        date=rdt(2026, 4, 8, 14, 26, 10), cte="8bit", body="""Stimată doamnă Mureșan,

Vă informăm că, din cauza participării dr. Adriana Pătraș la un congres internațional, intervenția de cataractă la ochiul stâng (OS) pentru dl. Mureșan Ioan, programată inițial pe 05.05.2026, se reprogramează pe:

    marți, 19.05.2026, ora 07:45
    (prezentare la recepție la ora 07:15, nemâncat din seara precedentă)

Restul indicațiilor rămân neschimbate: analizele de sânge cu cel mult 30 de zile înainte, lista medicamentelor uzuale, un însoțitor pentru întoarcerea acasă.
Lentila aleasă (aceeași ca la ochiul drept) a fost deja comandată.

Vă rugăm să confirmați printr-un răspuns la acest mesaj sau telefonic.

Cu stimă,
Recepția Clinicii Vizio Oftalmologie
Calea Dorobanților nr. 88, Cluj-Napoca · 0700 000 880
""")

    make_eml(
        "mail/2026/04/2026-04-14_cjp-confirmare-programare.eml",
        frm=CJP_P, to=TEO, subject="Confirmare programare — Mureșan Maria",
        date=rdt(2026, 4, 14, 9, 3, 27), cte="quoted-printable", body="""Programarea dumneavoastră a fost înregistrată.

Serviciu: Depunere documente — recalculare / valorificare stagii de cotizare
Titular: Mureșan Maria
Data: marți, 28.04.2026
Ora: 10:20
Ghișeul: 4
Adresa: Casa Județeană de Pensii Cluj, Str. Constanța nr. 7, Cluj-Napoca, parter
Cod programare: CJ-7Q4K2

Vă rugăm să vă prezentați cu 10 minute înainte de ora programării, cu actul de identitate al titularului.
Dacă veniți în calitate de împuternicit, aveți nevoie de procură notarială în original.

Pentru anulare sau reprogramare, accesați linkul din contul dumneavoastră, cu cel puțin 24 de ore înainte.

Acesta este un mesaj automat. Vă rugăm să nu răspundeți.
""")

    # ------------------------------------------------------------ DSP audit
    make_eml(
        "mail/2026/01/2026-01-26_dsp-notificare-control.eml",
        frm=DSP, to=FARM, cc="Manager SCS <manager@spitalsomes.example>",
        subject="Notificare control tematic — Farmacia cu circuit închis, Spitalul Clinic Someș",
        date=rdt(2026, 1, 26, 10, 15, 0), cte="8bit", body="""Către: Spitalul Clinic Someș — Farmacia cu circuit închis
În atenția: farmacist-șef, farm. pr. Liviu Cozma

Stimate domnule farmacist-șef,

În conformitate cu planul de control tematic pe anul 2026, vă aducem la cunoștință că în data de 11.02.2026, începând cu ora 09:00, echipa de control formată din:
 - inspector sanitar Adrian Mărginean (coordonator)
 - inspector sanitar Lucia Pop
va efectua un control tematic la farmacia cu circuit închis, privind:
 a) circuitul medicamentului în unitate (recepție, depozitare, eliberare pe secții);
 b) condițiile de păstrare, inclusiv lanțul frigorific și monitorizarea temperaturii;
 c) evidența și păstrarea substanțelor stupefiante și psihotrope;
 d) gestionarea medicamentelor expirate și returnate.

Vă rugăm să asigurați prezența farmacistului-șef și să puneți la dispoziția echipei:
 - procedurile operaționale în vigoare;
 - înregistrările de temperatură pentru ultimele 6 luni;
 - registrele de evidență a stupefiantelor;
 - contractul de eliminare a deșeurilor farmaceutice.

Cu stimă,
Serviciul Control în Sănătate Publică
Direcția de Sănătate Publică Cluj
""")

    make_eml(
        "mail/2026/02/2026-02-09_liviu-pregatire-control.eml",
        frm=LIVIU, to=FARM, subject="Control DSP miercuri — organizare",
        date=rdt(2026, 2, 9, 16, 50, 31), cte="quoted-printable", body="""Dragilor,

Miercuri, 11 februarie, vine DSP la ora 9:00. Câteva lucruri:

- Ne vedem toți la 08:15 în farmacie, în halate curate, cu ecusoanele la vedere.
- Ședința de deschidere cu echipa de control va fi la 08:45, în sala de consiliu «Ștefan Hațieganu» (corp B, etajul 1). Vin eu cu Teodora; restul rămâneți pe poziții.
- Dana: ușa de la depozit descuiată, cheile de la dulapul de stupefiante la mine.
- Ioana, Sergiu: fiecare cu biblioraftul lui pe masă, nu în dulap.
- Nimeni nu răspunde la întrebări care nu i s-au pus. Dacă nu știți, spuneți "verific și revin".
- Cafeaua și fursecurile le aduc eu, pentru după.

Mulțumesc că ați muncit atât săptămâna asta. O să fie bine.

Liviu
""")

    pv_html = html("Proces-verbal", """<p><b>DIRECȚIA DE SĂNĂTATE PUBLICĂ CLUJ</b><br>Serviciul Control în Sănătate Publică</p>
<h3>Proces-verbal de constatare nr. 1187 din 16.02.2026</h3>
<p>Încheiat ca urmare a controlului tematic efectuat la Farmacia cu circuit închis a Spitalului Clinic Someș.
În urma verificărilor au fost constatate următoarele neconformități:</p>
<table>
<tr><th>Nr.</th><th>Neconformitate constatată</th><th>Temei</th></tr>
<tr><td>1</td><td>Lipsa înregistrărilor de temperatură pentru frigiderul nr. 3 (produse termolabile) în intervalul 24–25.01.2026.</td><td>condiții de păstrare</td></tr>
<tr><td>2</td><td>Registrul de evidență a substanțelor stupefiante: o corectură neconformă la pagina 47 (ștersătură fără semnătură și dată).</td><td>evidența stupefiantelor</td></tr>
<tr><td>3</td><td>Medicamente expirate (6 cutii) depozitate în afara zonei de carantină delimitate.</td><td>gestionarea expiratelor</td></tr>
</table>
<p>Unitatea va transmite planul de măsuri corective, cu responsabili și termene, până la data de <b>13.03.2026</b>.</p>
<p>Nu s-au aplicat sancțiuni contravenționale.</p>
<p>Echipa de control:<br>inspector sanitar Adrian Mărginean<br>inspector sanitar Lucia Pop</p>""")
    ids["pv"] = make_eml(
        "mail/2026/02/2026-02-16_dsp-proces-verbal.eml",
        frm=DSP, to=FARM, cc="Manager SCS <manager@spitalsomes.example>",
        subject="Proces-verbal de control — Farmacia cu circuit închis",
        date=rdt(2026, 2, 16, 12, 5, 44), html=pv_html, html_cte="base64")

    make_eml(
        "mail/2026/02/2026-02-17_liviu-plan-masuri.eml",
        frm=LIVIU, to=FARM, subject="Re: Proces-verbal de control — Farmacia cu circuit închis",
        date=rdt(2026, 2, 17, 8, 32, 16), cte="8bit", in_reply_to=ids["pv"], body="""Colegi,

Am primit PV-ul (e în mailul de mai jos). Împărțim punctele așa:

 - pct. 1 (frigiderul 3, temperaturi) — Teodora: logger nou cu alarmă, SOP monitorizare temperatură v3, instruirea echipei cu semnături.
 - pct. 2 (registrul) — Ioana: îndreptarea corecturii conform procedurii, instruire pe completarea registrelor, verificare lunară încrucișată cu Sergiu.
 - pct. 3 (expirate) — Sergiu: delimitarea clară a zonei de carantină, etichete, predarea lotului la firma de deșeuri, cu proces-verbal.

Fiecare îmi trimite partea lui (măsură + termen + dovadă) până pe 6 martie. Eu compilez și trimit planul la DSP până pe 13.03.

Nu e o tragedie, e o listă. O bifăm.

Liviu

> Vă transmitem alăturat procesul-verbal de constatare încheiat la Farmacia cu circuit închis.
""")

    # ------------------------------------------------------------ conference (English)
    cehp_txt = """Dear Ms Teodora Muresan,

On behalf of the Scientific Committee, we are pleased to inform you that your abstract

  A-0342 "Managing a piperacillin/tazobactam shortage: a substitution protocol in a Romanian county hospital"

has been accepted for POSTER presentation at the 14th Central European Hospital Pharmacy Congress (CEHP 2026).

The congress will take place on 21-23 May 2026 at Cankarjev dom, Ljubljana, Slovenia.

Next steps:
- The presenting author must register by 15 March 2026 (early-bird rate until that date).
- Poster board numbers, session times and mounting instructions will be sent in April.
- The abstract will be published in the congress supplement; please check your author names and affiliations in the submission system by 1 March.

We look forward to welcoming you in Ljubljana.

Kind regards,
CEHP 2026 Scientific Committee
"""
    cehp_html = html("CEHP 2026", """<p>Dear Ms Teodora Mureșan,</p>
<p>On behalf of the Scientific Committee, we are pleased to inform you that your abstract</p>
<blockquote><b>A-0342</b> &ldquo;Managing a piperacillin/tazobactam shortage: a substitution protocol in a Romanian county hospital&rdquo;</blockquote>
<p>has been accepted for <b>POSTER</b> presentation at the 14th Central European Hospital Pharmacy Congress (CEHP 2026).</p>
<p>The congress will take place on <b>21&ndash;23 May 2026</b> at <b>Cankarjev dom, Ljubljana, Slovenia</b>.</p>
<ul>
<li>The presenting author must register by 15 March 2026 (early-bird rate until that date).</li>
<li>Poster board numbers, session times and mounting instructions will be sent in April.</li>
<li>Please check your author names and affiliations in the submission system by 1 March.</li>
</ul>
<p>Kind regards,<br>CEHP 2026 Scientific Committee</p>""")
    make_eml(
        "mail/2026/02/2026-02-20_cehp-abstract-accepted.eml",
        frm=CEHP, to=TEO_W, subject="CEHP 2026 - Abstract A-0342 accepted for poster presentation",
        date=rdt(2026, 2, 20, 10, 0, 12), body=cehp_txt, cte="7bit",
        html=cehp_html, html_cte="quoted-printable")

    poster_html = html("Poster details", """<p>Dear presenting author,</p>
<p>Thank you for registering for CEHP 2026. Here are the details for your poster <b>A-0342</b>:</p>
<table>
<tr><th>Item</th><th>Details</th></tr>
<tr><td>Poster board</td><td><b>P-58</b></td></tr>
<tr><td>Session</td><td>PS-07 &ldquo;Medicine shortages &amp; supply resilience&rdquo;</td></tr>
<tr><td>Presentation slot</td><td>Friday, 22 May 2026, 12:30&ndash;13:30 (presenting authors stand by their poster)</td></tr>
<tr><td>Poster area</td><td>Hall E1 foyer, level &minus;1</td></tr>
<tr><td>Format</td><td>A0 portrait (841 &times; 1189 mm)</td></tr>
<tr><td>Mounting</td><td>from Thursday 21 May, 08:00; remove by Saturday 23 May, 14:00</td></tr>
</table>
<p>Velcro and pins are provided at the poster desk. Posters left after 14:00 on Saturday will be discarded.</p>
<p>Best regards,<br>CEHP 2026 Poster Desk</p>""")
    make_eml(
        "mail/2026/04/2026-04-10_cehp-poster-details.eml",
        frm=CEHP_P, to=TEO_W, subject="CEHP 2026 - your poster presentation details (A-0342)",
        date=rdt(2026, 4, 10, 9, 30, 0), html=poster_html, html_cte="base64")

    # ------------------------------------------------------------ asociatia
    make_eml(
        "mail/2026/02/2026-02-24_asociatie-convocare-aga.eml",
        frm=ASOC, to="Proprietari P4 <proprietari.p4@asocprimaverii.example>",
        subject="Convocator Adunarea Generală — 12 martie 2026",
        date=rdt(2026, 2, 24, 19, 40, 0), cte="8bit", body="""Stimați proprietari,

Vă convocăm la Adunarea Generală a Asociației de Proprietari Primăverii 9 (bl. P4), care va avea loc joi, 12.03.2026, ora 18:30, în sala de la parterul scării 2.

Ordinea de zi:
1. Aprobarea ofertei pentru înlocuirea coloanelor de apă rece și caldă (ofertele Hidroterm Instal și AquaNord sunt afișate la avizier).
2. Majorarea fondului de reparații pentru finanțarea lucrării.
3. Diverse (curățenia în subsol, parcarea din spatele blocului).

Dacă nu se întrunește cvorumul, adunarea se reconvoacă într-un termen de cel mult 10 zile.
Vă rugăm să participați personal sau prin împuternicit, cu procură scrisă.

Cu stimă,
Administrator, Elena Vaida
Președinte, Gheorghe Sabău
""")

    pv_aga = html("PV AGA", """<p>Stimați proprietari,</p>
<p>Vă transmitem hotărârile Adunării Generale a Asociației de Proprietari Primăverii 9 (bl. P4) din data de <b>19.03.2026</b> (reconvocată după amânarea din 12.03), la care au participat 47 de proprietari, personal sau prin împuternicit.</p>
<table>
<tr><th>Nr.</th><th>Hotărâre</th><th>Vot</th></tr>
<tr><td>1</td><td>Se aprobă oferta Hidroterm Instal SRL pentru înlocuirea coloanelor de apă rece și caldă, valoare totală 148.000 lei cu TVA. Execuție: iunie–iulie 2026, pe scări, cu întreruperi anunțate cu 48 de ore înainte.</td><td>38 pentru, 6 împotrivă, 3 abțineri</td></tr>
<tr><td>2</td><td>Fondul de reparații se majorează de la 40 lei la 65 lei / apartament / lună, începând cu lista de întreținere pe luna aprilie 2026, până la achitarea integrală a lucrării.</td><td>35 pentru, 9 împotrivă, 3 abțineri</td></tr>
<tr><td>3</td><td>Curățenia generală a subsolului: sâmbătă, 18.04.2026, ora 9:00. Obiectele neridicate vor fi eliminate.</td><td>unanimitate</td></tr>
</table>
<p>Procesul-verbal semnat poate fi consultat la administrator.</p>
<p>Cu stimă,<br>Președinte, Gheorghe Sabău<br>Administrator, Elena Vaida</p>""")
    make_eml(
        "mail/2026/03/2026-03-23_asociatie-pv-aga.eml",
        frm=ASOC, to="Proprietari P4 <proprietari.p4@asocprimaverii.example>",
        subject="Hotărârile AGA din 19.03.2026",
        date=rdt(2026, 3, 23, 20, 12, 0), html=pv_aga, html_cte="quoted-printable")

    # ------------------------------------------------------------ race registration
    race_html = html("Confirmare inscriere", """<h2>Apuseni Trail Half 2026 — înscriere confirmată ✔</h2>
<p>Salut, Teodora!</p>
<p>Îți confirmăm înscrierea la <b>Apuseni Trail Half</b> (23 km / D+ 1.050 m).</p>
<table>
<tr><td>Număr de concurs</td><td><b>1417</b></td></tr>
<tr><td>Data</td><td>sâmbătă, 13 iunie 2026</td></tr>
<tr><td>Ora startului</td><td>09:00</td></tr>
<tr><td>Start / Sosire</td><td>Arieșeni — baza pârtiei Vârtop</td></tr>
<tr><td>Ridicare kit</td><td>vineri 12 iunie, 18:00–21:00, și sâmbătă 07:00–08:15, cortul organizatorilor</td></tr>
<tr><td>Taxă</td><td>220 lei — achitată</td></tr>
</table>
<p>Echipament obligatoriu: frontală, folie de supraviețuire, fluier, telefon încărcat, minimum 500 ml apă. La ridicarea kitului prezinți actul de identitate și adeverința medicală.</p>
<p>Ne vedem la munte!<br>Echipa Apuseni Trail</p>""")
    make_eml(
        "mail/2026/03/2026-03-02_apuseni-trail-confirmare.eml",
        frm=TRAIL, to=TEO, subject="Confirmare înscriere — Apuseni Trail Half 2026",
        date=rdt(2026, 3, 2, 20, 51, 18), html=race_html, html_cte="base64")

    # ------------------------------------------------------------ mortgage 2026
    broker_txt = """Bună ziua, Vlad și Teodora,

Așa cum am discutat, vă trimit mai jos comparația ofertelor de refinanțare pentru creditul de la CarpatBank (sold estimat la 30.06.2026: ~324.600 lei, 29 de ani rămași).

1) Banca Nordica — dobândă fixă 5,95% pe 5 ani, apoi IRCC + 2,10 p.p.
   Rată estimată: 1.958 lei/lună
   Costuri: evaluare 600 lei, notar + ANCPI ~2.100 lei, comision de analiză 0 lei
2) Banca Vest — dobândă fixă 5,65% pe 3 ani, apoi IRCC + 2,50 p.p.
   Rată estimată: 1.905 lei/lună
   Costuri: evaluare 550 lei, notar ~2.100 lei, comision de analiză 300 lei
3) Rămânere la CarpatBank pe variabil (IRCC + 2,35 p.p.) — pentru comparație.

Recomandarea mea: Banca Nordica, pentru cei 5 ani de predictibilitate; diferența de rată față de Banca Vest se recuperează dacă IRCC nu scade sub 5%.
Dosarul se poate depune în 2 săptămâni de la decizie; aprobarea durează 3–4 săptămâni.

Cu stimă,
Cristian Neagu
Ipoteca Smart — consultanță credite
0700 000 777
"""
    broker_html = html("Comparatie refinantare", """<p>Bună ziua, Vlad și Teodora,</p>
<p>Așa cum am discutat, vă trimit mai jos comparația ofertelor de refinanțare pentru creditul de la CarpatBank (sold estimat la 30.06.2026: ~324.600 lei, 29 de ani rămași).</p>
<table>
<tr><th>Bancă</th><th>Dobândă</th><th>Rată estimată</th><th>Costuri</th></tr>
<tr><td>Banca Nordica</td><td>fixă 5,95% pe 5 ani, apoi IRCC + 2,10 p.p.</td><td>1.958 lei</td><td>evaluare 600 lei, notar + ANCPI ~2.100 lei, analiză 0 lei</td></tr>
<tr><td>Banca Vest</td><td>fixă 5,65% pe 3 ani, apoi IRCC + 2,50 p.p.</td><td>1.905 lei</td><td>evaluare 550 lei, notar ~2.100 lei, analiză 300 lei</td></tr>
<tr><td>CarpatBank (actual)</td><td>variabilă IRCC + 2,35 p.p.</td><td>—</td><td>—</td></tr>
</table>
<p>Recomandarea mea: <b>Banca Nordica</b>, pentru cei 5 ani de predictibilitate.</p>
<p>Cu stimă,<br>Cristian Neagu<br>Ipoteca Smart</p>""")
    ids["broker"] = make_eml(
        "mail/2026/03/2026-03-18_ipotecasmart-comparatie-refinantare.eml",
        frm=BROKER, to=VLAD, cc=TEO,
        subject="Comparație refinanțare credit ipotecar — Pop / Mureșan",
        date=rdt(2026, 3, 18, 17, 25, 9), body=broker_txt, cte="quoted-printable",
        html=broker_html, html_cte="quoted-printable")

    make_eml(
        "mail/2026/04/2026-04-07_re-comparatie-refinantare.eml",
        frm=TEO, to=BROKER, cc=VLAD,
        subject="Re: Comparație refinanțare credit ipotecar — Pop / Mureșan",
        date=rdt(2026, 4, 7, 21, 36, 48), cte="8bit", in_reply_to=ids["broker"], body="""Mulțumim mult, Cristian!

Varianta cu Banca Nordica arată cel mai bine, suntem de acord cu tine. Înainte să decidem însă, așteptăm și răspunsul de la CarpatBank — le-am cerut pe 3 aprilie, în scris, o ofertă de conversie pe dobândă fixă, ca să avem o comparație corectă (fără notar, fără evaluare nouă).
Revenim imediat ce avem răspunsul, cel târziu la jumătatea lui mai, ca să prindem termenul de 25 iunie.

O seară bună,
Teodora

Pe 18.03.2026, Cristian Neagu a scris:
> Bună ziua, Vlad și Teodora,
> Așa cum am discutat, vă trimit mai jos comparația ofertelor de refinanțare pentru creditul de la CarpatBank
> [...]
""")

    make_eml(
        "mail/2026/04/2026-04-02_carpatbank-sfarsit-perioada-fixa.eml",
        frm=CARPAT, to=TEO, cc=VLAD,
        subject="Informare: încheierea perioadei cu dobândă fixă — contract CB-IPO-2025-044718",
        date=rdt(2026, 4, 2, 8, 0, 0), cte="quoted-printable", body="""Stimată doamnă Mureșan, stimate domnule Pop,

Vă informăm că perioada cu dobândă fixă (5,49% pe an) aferentă contractului de credit ipotecar nr. CB-IPO-2025-044718 se încheie la data de 25.06.2026.

Începând cu rata scadentă la 25.07.2026, dobânda devine variabilă și se calculează astfel:
  IRCC (5,66%, valabil pentru trimestrul II 2026) + marja fixă 2,35 p.p. = 8,01% pe an.
Rata lunară estimată, la nivelul actual al IRCC: 2.419,77 lei (față de 1.871,40 lei în prezent).
Valoarea IRCC se actualizează trimestrial; noul grafic de rambursare va fi disponibil în CarpatBank Online după 25.06.2026.

Dacă doriți să analizați o ofertă de conversie la dobândă fixă pentru o nouă perioadă, vă rugăm să vă adresați consilierului dumneavoastră sau oricărei sucursale CarpatBank.

Cu stimă,
Echipa CarpatBank

Acest mesaj a fost generat automat. Vă rugăm să nu răspundeți.
""")

    # ------------------------------------------------------------ noise
    make_eml(
        "mail/2025/12/2025-12-05_alpinsport-newsletter.eml",
        frm="AlpinSport <noutati@alpinsport.example>", to=TEO,
        subject="Sezonul rece e aici: -30% la frontale, bete si geci",
        date=rdt(2025, 12, 5, 7, 0, 0), cte="7bit",
        body="""AlpinSport - Newsletter decembrie

Sezonul rece e aici!
- Frontale 400-900 lumeni: -30%
- Bete de trekking si trail din carbon: -25%
- Geci softshell: -20%
- Parazapezi si coltari: de la 89 lei

Livrare gratuita peste 250 lei. Oferta valabila pana pe 14 decembrie sau in limita stocului.

Nu mai vrei sa primesti aceste mesaje? Dezabonare din contul tau.
""",
        html=html("AlpinSport", """<h2>Sezonul rece e aici!</h2>
<table>
<tr><td>Frontale 400–900 lumeni</td><td><b>-30%</b></td></tr>
<tr><td>Bețe de trekking și trail din carbon</td><td><b>-25%</b></td></tr>
<tr><td>Geci softshell</td><td><b>-20%</b></td></tr>
<tr><td>Parazăpezi și colțari</td><td>de la 89 lei</td></tr>
</table>
<p>Livrare gratuită peste 250 lei. Ofertă valabilă până pe 14 decembrie sau în limita stocului.</p>
<p style="font-size:11px">Dezabonare din contul tău.</p>"""), html_cte="quoted-printable")

    make_eml(
        "mail/2026/01/2026-01-09_megasport-comanda-livrata.eml",
        frm="MegaSport <comenzi@megasport.example>", to=TEO,
        subject="Comanda ta #MS-5520931 a fost livrată",
        date=rdt(2026, 1, 9, 15, 47, 22), html_cte="quoted-printable",
        html=html("Comanda livrata", """<p>Salut, Teodora!</p>
<p>Comanda ta <b>#MS-5520931</b> a fost livrată la adresa Str. Primăverii nr. 9, bl. P4, ap. 12, Cluj-Napoca.</p>
<table>
<tr><th>Produs</th><th>Mărime</th><th>Cant.</th><th>Preț</th></tr>
<tr><td>Hoka Speedgoat 6 — damă, gri/verde</td><td>39 1/3</td><td>1</td><td>749,99 lei</td></tr>
<tr><td>Șosete trail merino</td><td>37–39</td><td>2</td><td>119,98 lei</td></tr>
<tr><td colspan="3"><b>Total (TVA inclus)</b></td><td><b>869,97 lei</b></td></tr>
</table>
<p>Ai 30 de zile pentru retur gratuit. Factura o găsești în contul tău.</p>
<p>Echipa MegaSport</p>"""))

    build_mbox()


# ---------------------------------------------------------------- mbox (running club list)

LIST_ID = "Cluj Trail Runners <clujtrail.lists.clujtrail.example>"
LIST_ADDR = "Cluj Trail Runners <clujtrail@lists.clujtrail.example>"


def _mbox_msg(frm, subject, date, body, msgid, in_reply_to=None):
    m = EmailMessage(policy=policy.default)
    m["From"] = frm
    m["To"] = LIST_ADDR
    m["Subject"] = subject
    m["Date"] = format_datetime(date)
    m["Message-ID"] = msgid
    if in_reply_to:
        m["In-Reply-To"] = in_reply_to
        m["References"] = in_reply_to
    m["List-Id"] = LIST_ID
    m["List-Post"] = "<mailto:clujtrail@lists.clujtrail.example>"
    m["List-Unsubscribe"] = "<mailto:clujtrail-unsubscribe@lists.clujtrail.example>"
    m["Precedence"] = "list"
    m.set_content(body, charset="utf-8", cte="8bit")
    return m


def build_mbox():
    SORIN = "Sorin Pavel <sorin.pavel@mailbox.example>"
    ALINA = "Alina Crișan <alina.crisan@mailbox.example>"
    MIHAI = "Mihai Dobre <mihai.dobre@mailbox.example>"
    msgs = []
    m1 = "<ctr-2026-01-12-plan@lists.clujtrail.example>"
    msgs.append((SORIN, "[CTR] Plan de pregătire Apuseni Trail Half — 22 de săptămâni", rdt(2026, 1, 12, 7, 45, 0), """Salutare tuturor,

Cum am promis, pentru cei care vă pregătiți pentru Apuseni Trail Half (13 iunie), am pus planul de 22 de săptămâni în folderul clubului.
Pe scurt:
 - marți: intervale sau deal, alternativ (o săptămână da, una nu)
 - joi: ușor, 45–60 de minute
 - sâmbătă: long run cu grupul, ora 8:00, din parcarea de la intrarea în Făget (lângă stația de autobuz)
 - restul: odihnă sau cross-training

Regula de aur: nu creșteți volumul cu mai mult de 10% pe săptămână. Și mâncați pe long run-uri, nu doar la final.

Întrebări — pe listă sau la mine.
Sorin Pavel
antrenor CTR
""", m1, None))
    m2 = "<ctr-2026-02-03-bete@lists.clujtrail.example>"
    msgs.append((ALINA, "[CTR] Bețe la Apuseni?", rdt(2026, 2, 3, 12, 10, 0), """Salut,

Are cineva experiență cu bețele pe traseul de la Apuseni? Merită cărate 23 km sau doar încurcă?
Și dacă da, pliabile sau telescopice?

Mersi,
Alina
""", m2, None))
    m3 = "<ctr-2026-02-03-re-bete@lists.clujtrail.example>"
    msgs.append((SORIN, "Re: [CTR] Bețe la Apuseni?", rdt(2026, 2, 3, 18, 32, 0), """Alina,

Pentru distanța asta, sincer, nu sunt necesare. Urcarea mare e una singură, spre creastă, în jur de 400 m, și se poate face bine și fără.
From the top of Vârtop the descent is long and technical — acolo bețele mai mult încurcă, dacă nu ești obișnuită cu ele.
Dacă vrei totuși, pliabile, ca să le poți pune în vestă.

> Are cineva experiență cu bețele pe traseul de la Apuseni? Merită cărate 23 km sau doar încurcă?

Sorin
""", m3, m2))
    m4 = "<ctr-2026-03-10-duminica@lists.clujtrail.example>"
    msgs.append((SORIN, "[CTR] Din aprilie: long run duminica, 7:30", rdt(2026, 3, 10, 21, 0, 0), """Salutare,

Începând cu 5 aprilie, long run-ul de grup se mută duminica dimineața, la 7:30, tot din parcarea de la intrarea în Făget.
Motive: e mai răcoare dimineața devreme și jumătate dintre voi aveți ture sau copii sâmbăta.
Ultimul long run de sâmbătă: 28 martie.

Sorin
""", m4, None))
    m5 = "<ctr-2026-03-28-carpool@lists.clujtrail.example>"
    msgs.append((MIHAI, "[CTR] Carpool Apuseni Trail — 12 iunie", rdt(2026, 3, 28, 10, 5, 0), """Salut,

Pentru cine merge la Apuseni Trail Half: conduc eu, plec vineri 12 iunie la ora 17:00 din parcarea de lângă Sala Polivalentă.
Am 3 locuri libere. Ajungem la Arieșeni pe la 19:30, ridicăm kiturile și dormim la pensiune. Întoarcerea sâmbătă după festivitate.
Benzina o împărțim.

Mihai Dobre
""", m5, None))
    m6 = "<ctr-2026-03-28-re-carpool@lists.clujtrail.example>"
    msgs.append(("Teodora Mureșan <teodora.muresan@mailbox.example>", "Re: [CTR] Carpool Apuseni Trail — 12 iunie", rdt(2026, 3, 28, 11, 40, 0), """Mihai, super! Eu și Alina luăm două locuri, dacă se poate. Aducem noi cafea și sandvișuri pentru drum.

Teo

> Pentru cine merge la Apuseni Trail Half: conduc eu, plec vineri 12 iunie la ora 17:00 din parcarea de lângă Sala Polivalentă.
> Am 3 locuri libere.
""", m6, m5))
    m7 = "<ctr-2026-04-06-logistica@lists.clujtrail.example>"
    msgs.append((SORIN, "[CTR] Apuseni Trail — logistică și traseu", rdt(2026, 4, 6, 20, 15, 0), """Câteva informații utile pentru concurs:

 - startul și sosirea sunt la baza pârtiei Vârtop, în Arieșeni; parcare la pensiunile din zonă, nu în fața pârtiei
 - primul punct de hidratare la km 8, al doilea la km 15
 - cut-off la km 15: ora 12:30
 - pe creastă bate vântul, aveți geacă subțire în vestă chiar dacă e soare

Recunoaștere de traseu cu clubul: sâmbătă, 9 mai. Detalii mai aproape de dată.

Sorin
""", m7, None))
    m8 = "<ctr-2026-04-14-tapering@lists.clujtrail.example>"
    msgs.append((ALINA, "[CTR] Cine are o frontală de împrumut?", rdt(2026, 4, 14, 9, 20, 0), """Salut,

Regulamentul cere frontală obligatoriu, chiar dacă startul e la 9. Are cineva una în plus de împrumutat pentru iunie? Sau recomandări de una ieftină și ușoară?

Mersi,
Alina
""", m8, None))

    out = []
    for frm, subj, dt, body, mid, irt in msgs:
        m = _mbox_msg(frm, subj, dt, body, mid, irt)
        raw = m.as_bytes(policy=policy.default).decode("utf-8")
        lines = []
        for line in raw.split("\n"):
            if line.startswith("From "):
                line = ">" + line
            lines.append(line)
        addr = frm.split("<")[1].rstrip(">")
        u = dt.astimezone(__import__("datetime").timezone.utc)
        days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        mons = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        envelope = "From %s %s %s %2d %02d:%02d:%02d %d" % (
            addr, days[u.weekday()], mons[u.month - 1], u.day, u.hour, u.minute, u.second, u.year)
        out.append(envelope + "\n" + "\n".join(lines).rstrip("\n") + "\n\n")
    write_bytes("mail/lists/cluj-trail-runners.mbox", "".join(out).encode("utf-8"))
