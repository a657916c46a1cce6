"""Choir mailing list archive (mbox)."""
from email.utils import format_datetime
from common import add, prague, new_msg, msg_bytes, quote

LIST = "Cantabile Brno – členové <clenove@cantabile.example>"
LIST_HDRS = [
    ("List-Id", "Cantabile Brno - clenove <clenove.cantabile.example>"),
    ("List-Post", "<mailto:clenove@cantabile.example>"),
    ("List-Archive", "<https://lists.cantabile.example/archive/clenove/>"),
    ("Precedence", "list"),
]

M3_BODY = """Milí zpěváci,

posílám zápis z valné hromady spolku Cantabile Brno, z. s., která proběhla
v úterý 17. 6. 2025 po zkoušce (přítomno 27 z 38 členů, usnášeníschopná).

1. Zpráva o činnosti a hospodaření – schváleno. Hudební rozpočet je druhý rok
   v mínusu, hlavně kvůli nájmu a notovému materiálu.

2. Členský příspěvek: výbor navrhoval zvýšení na 1 500 Kč. Po diskusi schváleno
   zvýšení na 1 400 Kč za semestr, platí od podzimu 2025 (poprvé splatné do
   30. 9. 2025). Účet a variabilní symbol beze změny.

3. Zkušebna: ZUŠ Smetanova bude od září v rekonstrukci. Od září proto zkoušíme
   v KC Jasanka, Mutěnická 9, sál Jasan (1. patro, bezbariérový přístup ze dvora).
   Čas beze změny – úterý 18:30–20:30. První zkouška 2. 9.

4. Soustředění v říjnu – místo hledá Dana, dá vědět v srpnu.

5. Výbor beze změny: Dana Křížová (předsedkyně), Eva Procházková (pokladní),
   Tereza Dvořáková (administrativa, web, konference).

Krásné léto a ať se hlasivky odpočinou!
Tereza"""


def mk(frm, subject, date, msgid, body, in_reply_to=None, references=None):
    m = new_msg(frm, LIST, subject, date, msgid, in_reply_to=in_reply_to, references=references,
                extra=LIST_HDRS + [("Sender", "clenove-bounces@cantabile.example")])
    m.set_content(body, cte="8bit")
    return m


def build():
    msgs = []
    msgs.append(("dana.krizova@cantabile.example", mk(
        "Dana Křížová <dana.krizova@cantabile.example>",
        "Šály na koncerty + zkouška 21. 1.", prague(2025, 1, 14, 21, 5),
        "<dana-2025-0114-2105@cantabile.example>",
        """Ahoj všichni,

na dnešní zkoušce jsme se dohodli, že ke koncertnímu černému oblečení budeme mít
všichni jednotné šály – vínové (bordó). Objednávám 40 kusů, dorazí do března,
cena 180 Kč/ks, peníze vybere Eva na zkoušce.

Příští zkouška 21. 1. normálně v ZUŠ Smetanova, sál 204. Irena prosí, ať si
všichni vezmou tužky – opravujeme dynamiku v Michnovi.

Dana""")))

    msgs.append(("eva.prochazkova@cantabile.example", mk(
        "Eva Procházková <eva.prochazkova@cantabile.example>",
        "Příspěvky – jaro 2025", prague(2025, 3, 11, 19, 30),
        "<eva-2025-0311-1930@cantabile.example>",
        """Dobrý den všem,

připomínám členský příspěvek na jarní semestr 2025: 1 200 Kč.
Účet: 2801234567/2010, variabilní symbol = vaše členské číslo (najdete v tabulce
u Terezy nebo se zeptejte). Splatnost do 31. 3.

Kdo platí hotově, na zkoušce u mě. A šály 180 Kč, pokud jste ještě nezaplatili.

Děkuji,
Eva (pokladní)""")))

    m3 = mk("Tereza Dvořáková <tereza.dvorakova@seznam.example>",
            "Zápis z valné hromady 17. 6. 2025", prague(2025, 6, 18, 22, 40),
            "<tereza-2025-0618-2240@cantabile.example>", M3_BODY)
    msgs.append(("tereza.dvorakova@seznam.example", m3))

    jonas = """Hi Tereza, hi all,

thanks for the minutes (and sorry that I write in English, my Czech is still
"pivo a knedlík" level).

From September on I can drive people from Královo Pole to the new place on
Tuesdays - I have 3 free seats. Just write me.

Also: the fee is totally fine for me.

Jonas (tenor)

Tereza Dvořáková wrote on 18. 6. 2025 22:40:
""" + quote("3. Zkušebna: ZUŠ Smetanova bude od září v rekonstrukci. Od září proto zkoušíme\n"
            "   v KC Jasanka, Mutěnická 9, sál Jasan (1. patro, bezbariérový přístup ze dvora).")
    msgs.append(("jonas.weber@mailbox.example", mk(
        "Jonas Weber <jonas.weber@mailbox.example>",
        "Re: Zápis z valné hromady 17. 6. 2025", prague(2025, 6, 19, 8, 12),
        "<jw-20250619-0812@mailbox.example>", jonas,
        in_reply_to="<tereza-2025-0618-2240@cantabile.example>")))

    msgs.append(("dana.krizova@cantabile.example", mk(
        "Dana Křížová <dana.krizova@cantabile.example>",
        "Soustředění 17.–19. 10. – Sněžné", prague(2025, 8, 26, 20, 15),
        "<dana-2025-0826-2015@cantabile.example>",
        """Ahoj všichni,

soustředění bude od pátku 17. 10. do neděle 19. 10. 2025 v Penzionu Pod Lipou,
Sněžné 48, 592 03 Sněžné na Moravě.

- příjezd v pátek do 18:00, první zkouška po večeři
- cena 2 100 Kč za plnou penzi (2 noci), platí se Evě do 30. 9.
- pokoje 2–4 lůžkové, ručníky s sebou
- s sebou: všechny vánoční noty, tužku, přezůvky, teplé oblečení na procházku
- auta: kdo má volné místo, ať napíše Tereze, udělá tabulku spolujízd

Těším se!
Dana""")))

    msgs.append(("dana.krizova@cantabile.example", mk(
        "Dana Křížová <dana.krizova@cantabile.example>",
        "Šály – změna barvy!", prague(2025, 9, 9, 22, 5),
        "<dana-2025-0909-2205@cantabile.example>",
        """Ahoj,

jak jsem říkala na dnešní zkoušce: dodavatel vínové šály přestal vyrábět a noví
členové by je neměli. Odhlasovali jsme, že od Vánoc budeme mít VŠICHNI nové šály
v tmavě zelené (lahvově zelené) barvě – objednávám 45 ks, dorazí začátkem října,
cena 150 Kč. Vínové už na koncerty nenoste, můžete si je nechat na památku.

Dana""")))

    msgs.append(("vojtech.malek@cantabile.example", mk(
        "Vojtěch Málek <vojtech.malek@cantabile.example>",
        "Vánoční koncert 13. 12. – místo a program", prague(2025, 9, 16, 23, 0),
        "<vm-2025-0916-2300@cantabile.example>",
        """Milí,

vánoční koncert bude v sobotu 13. 12. 2025 v 17:00 v kostele sv. Vavřince
v Brně-Řečkovicích (farnost nám půjčí kostel zdarma, na oplátku zazpíváme
na půlnoční dva kusy).

Sólo v „Narodil se Kristus Pán“ zpívá Jana Vlčková. Michnu a Rybu zkoušíme
od příští zkoušky, noty jsou ve sdílené složce.

Generálka ve čtvrtek 11. 12. v 18:30 na místě.

Vojta""")))

    msgs.append(("tereza.dvorakova@seznam.example", mk(
        "Tereza Dvořáková <tereza.dvorakova@seznam.example>",
        "Zkouška 4. 11. se přesouvá na středu 5. 11. + souhlasy", prague(2025, 10, 28, 12, 0),
        "<tereza-2025-1028-1200@cantabile.example>",
        """Ahoj všichni,

4. 11. je sál Jasan obsazený (akce městské části), takže zkouška bude výjimečně
ve STŘEDU 5. 11., stejný čas 18:30–20:30, stejné místo.

Noví členové: pořád mi chybí tři podepsané souhlasy se zpracováním osobních
údajů. Bez nich vás nemůžu dát do programu ani na web. Stačí sken nebo fotka.

Díky, Tereza""")))

    holub = """Ve středu nemůžu, mám službu v nemocnici. Vojto, pošleš prosím nahrávku
tenorů z minulé zkoušky, ať to doma projedu?

Petr

Dne 28. 10. 2025 Tereza Dvořáková napsala:
""" + quote("4. 11. je sál Jasan obsazený (akce městské části), takže zkouška bude výjimečně\n"
            "ve STŘEDU 5. 11., stejný čas 18:30–20:30, stejné místo.")
    msgs.append(("petr.holub@seznam.example", mk(
        "Petr Holub <petr.holub@seznam.example>",
        "Re: Zkouška 4. 11. se přesouvá na středu 5. 11. + souhlasy", prague(2025, 10, 29, 7, 20),
        "<ph-20251029-0720@seznam.example>", holub,
        in_reply_to="<tereza-2025-1028-1200@cantabile.example>")))

    out = []
    for i, (sender, m) in enumerate(msgs):
        raw = msg_bytes(m, "mbox-%d" % i).decode("utf-8")
        dt = m["Date"].datetime.astimezone(__import__("datetime").timezone.utc)
        from_line = "From %s %s" % (sender, dt.strftime("%a %b %d %H:%M:%S %Y").replace(" 0", "  ", 1)
                                     if dt.day < 10 else dt.strftime("%a %b %d %H:%M:%S %Y"))
        head, _, body = raw.partition("\n\n")
        lines = []
        for line in body.split("\n"):
            if line.startswith("From "):
                line = ">" + line
            lines.append(line)
        body = "\n".join(lines)
        if not body.endswith("\n"):
            body += "\n"
        out.append(from_line + "\n" + head + "\n\n" + body + "\n")
    add("mail/lists/cantabile-clenove.mbox", "".join(out), prague(2025, 10, 29, 7, 21))
