"""E-mails (.eml under mail/YYYY/MM/) and the bairro mailing-list mbox."""
from lib import ldt, make_email, mbox_escape, quote, wrap

ME = "Mateus Carvalho <mateus@alfacinha.example>"
FERNANDA = "Fernanda Ribeiro <fernanda@moagemribeiro.example>"
PRIYA = "Priya Ramsden <priya@ledgerwise.example>"
CARLA = "Carla Mendonça <carla.mendonca@tejoazul.example>"
SERGIO = "Sérgio Matos <sergio@tecnofornos.example>"
OLIVER = "Oliver Hartley <oliver.hartley@postbox.example>"

PRIYA_SIG = """
--
Priya Ramsden
Ledgerwise Contabilidade
Av. Almirante Reis 100, 4th floor, Lisboa
+351 555 040 404"""

FERNANDA_SIG = """
Com os melhores cumprimentos,
Fernanda Ribeiro
Departamento Comercial
Moagem Ribeiro, Lda. - Rio Maior
Tel. +351 555 020 110"""

MAILS = []


def add(path, headers, body):
    MAILS.append((path, headers, body))


# 1 ---------------------------------------------------------------- Dec 2024, QP, PT
add("mail/2024/12/2024-12-09_moagem-tabela-precos-2025.eml", {
    "From": FERNANDA, "To": ME,
    "Subject": "Tabela de preços 2025 - Moagem Ribeiro",
    "date": ldt(2024, 12, 9, 10, 5), "msgid": "<20241209100500.tab2025@moagemribeiro.example>",
}, ("plain", """Bom dia Sr. Mateus,

Como todos os anos, envio a tabela de preços para 2025, válida a partir de 1 de janeiro.

  Farinha T45 (saco 25 kg) ........ 16,10 €
  Farinha T55 (saco 25 kg) ........ 15,40 €
  Farinha T65 (saco 25 kg) ........ 14,80 €
  Farinha integral (saco 25 kg) ... 17,20 €
  Sêmola (saco 10 kg) ............. 11,90 €

Os preços não incluem IVA (6%). As entregas continuam às quintas-feiras de manhã, encomenda mínima de 5 sacos. Pagamento a 30 dias.

Obrigada pela preferência e boas festas a toda a equipa!
""" + FERNANDA_SIG, "quoted-printable"))

# 2 ---------------------------------------------------------------- Jan 2025, 7bit, EN
add("mail/2025/01/2025-01-08_ledgerwise-welcome.eml", {
    "From": PRIYA, "To": ME, "Cc": OLIVER,
    "Subject": "Welcome to Ledgerwise - what I need from you",
    "date": ldt(2025, 1, 8, 16, 22), "msgid": "<CALW0108162200.priya@ledgerwise.example>",
}, ("plain", """Hi Mateus,

Great to meet you (and Oliver) on Friday. As promised, here's what I need to get Pastelaria Alfacinha set up with us:

1. Authorisation on the Portal das Financas (I'll send you the request, you just accept it)
2. Bank statements for October-December 2024
3. Your current insurance policy and the lease
4. Staff contracts for Ines and Ruben
5. The SAF-T file for December (your till software exports it)

Going forward the routine is simple: by the 5th of each month, upload the SAF-T and photos of the supplier invoices to the shared folder. You're on the quarterly VAT (IVA) regime, so each quarter I'll send you the amount to pay and the deadline.

Let's do a proper kick-off meeting next week - I'll send an invite. I've noted that mornings are hopeless for you, so I'll keep it to afternoons.

Best,
Priya
""" + PRIYA_SIG, "7bit"))

# 3 ---------------------------------------------------------------- Jan 2025, promo, HTML only, QP
add("mail/2025/01/2025-01-20_packbox-january-promo.eml", {
    "From": "PackBox EU <news@packbox.example>", "To": ME,
    "Subject": "January deals: up to -15% on bakery boxes",
    "date": ldt(2025, 1, 20, 7, 0), "msgid": "<promo-2025-01-20.88123@packbox.example>",
    "extra": [("List-Unsubscribe", "<https://packbox.example/unsubscribe?u=88123>")],
}, ("html", """<html><head><meta charset="utf-8"><title>PackBox January</title></head>
<body style="font-family:Arial,sans-serif">
<h1>New year, new boxes &#127881;</h1>
<p>Hi Mateus, start 2025 with our best prices on bakery packaging. Offer valid until 31 January.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Product</th><th>Regular</th><th>January</th></tr>
<tr><td>Kraft box with window &ndash; 6 tarts</td><td>&euro;0.52</td><td>&euro;0.44</td></tr>
<tr><td>Kraft cake box 1 kg</td><td>&euro;1.05</td><td>&euro;0.92</td></tr>
<tr><td>Custom printed box (from 500 units)</td><td>from &euro;0.74</td><td>from &euro;0.68</td></tr>
<tr><td>Paper bags, 1000 units</td><td>&euro;38.00</td><td>&euro;32.30</td></tr>
</table>
<p>Use code <b>JAN15</b> at checkout. Free shipping to Portugal over &euro;120.</p>
<p style="font-size:small">You receive this e-mail because you are a PackBox customer. <a href="https://packbox.example/unsubscribe?u=88123">Unsubscribe</a></p>
</body></html>
""", "quoted-printable"))

# 4 ---------------------------------------------------------------- Feb 2025, mixed with base64 attachment, PT
add("mail/2025/02/2025-02-17_atlantida-aviso-renovacao.eml", {
    "From": "Seguros Atlântida <apolices@seguros-atlantida.example>", "To": ME,
    "Subject": "Aviso de renovação - Multirriscos Comércio",
    "date": ldt(2025, 2, 17, 11, 40), "msgid": "<ren-20250217114000.77@seguros-atlantida.example>",
}, ("mixed", """Exmo. Senhor Mateus Carvalho,

Informamos que o seu seguro Multirriscos Comércio será renovado automaticamente a 1 de março de 2025.

O prémio anual para o novo período é de 684,20 €, a cobrar por débito direto na data de renovação.

Em anexo segue o aviso de renovação com os dados da apólice e o resumo das coberturas. Guarde este documento.

Para qualquer questão contacte o seu mediador, Sr. Henrique Vaz (+351 555 050 505).

Com os melhores cumprimentos,
Seguros Atlântida - Serviço de Clientes
""", "8bit", [("aviso_renovacao_2025.txt", """SEGUROS ATLÂNTIDA, S.A.
AVISO DE RENOVAÇÃO

Tomador: Mateus Carvalho - Pastelaria Alfacinha
Local de risco: Rua das Amoreiras Velhas 41, 1350-213 Lisboa
Produto: Multirriscos Comércio
Apólice n.º: ATL-77-310594
Período: 01/03/2025 a 28/02/2026
Prémio anual: 684,20 € (débito direto)

Coberturas principais:
- Incêndio, raio e explosão ............ capital 120.000 €
- Danos por água ....................... incluído
- Avaria de máquinas (forno, frio) ..... capital 25.000 €, franquia 250 €
- Responsabilidade civil exploração .... 100.000 €
- Perda de exploração .................. até 30 dias

Em caso de sinistro: linha 24h +351 555 050 000, indicando o número da apólice.
""", "base64")]))

# 5 ---------------------------------------------------------------- Mar 2025, HTML-only base64, PT
add("mail/2025/03/2025-03-19_tecnofornos-relatorio.eml", {
    "From": SERGIO, "To": ME,
    "Subject": "Relatório de intervenção 2025/0311 - Pastelaria Alfacinha",
    "date": ldt(2025, 3, 19, 17, 40), "msgid": "<rel-2025-0311@tecnofornos.example>",
}, ("html", """<html><body style="font-family:Verdana,sans-serif">
<p>Bom dia Mateus,</p>
<p>Segue o relatório da intervenção de hoje.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th align="left">Equipamento</th><td>Forno de lastro Forni Vittoria DeckPro 3/60 (3 câmaras, elétrico)</td></tr>
<tr><th align="left">N.º de série</th><td>DP3-2017-04418</td></tr>
<tr><th align="left">Avaria reportada</th><td>Câmara inferior perde temperatura a meio da cozedura</td></tr>
<tr><th align="left">Diagnóstico</th><td>Termopar da câmara inferior degradado; leitura com desvio de cerca de 40 &deg;C</td></tr>
<tr><th align="left">Trabalho realizado</th><td>Substituição do termopar; calibração das 3 câmaras; teste a 290 &deg;C</td></tr>
</table>
<h3>Custos</h3>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Item</th><th>Valor</th></tr>
<tr><td>Termopar tipo K (peça original)</td><td>142,00 &euro;</td></tr>
<tr><td>Mão de obra (1,5 h)</td><td>95,00 &euro;</td></tr>
<tr><td>Deslocação</td><td>30,00 &euro;</td></tr>
<tr><td><b>Total (sem IVA)</b></td><td><b>267,00 &euro;</b></td></tr>
</table>
<p><b>Recomendação:</b> a junta da porta da câmara do meio está gasta. Não é urgente, mas convém substituir antes do inverno. Posso encomendar a peça (demora cerca de 3 semanas).</p>
<p>A fatura segue em separado.</p>
<p>Cumprimentos,<br>S&eacute;rgio Matos<br>TecnoFornos, Lda. &ndash; +351 555 020 330</p>
</body></html>
""", "base64"))

# 6 ---------------------------------------------------------------- Mar 2025, reply, 8bit, PT
add("mail/2025/03/2025-03-21_re-tecnofornos-relatorio.eml", {
    "From": ME, "To": SERGIO,
    "Subject": "Re: Relatório de intervenção 2025/0311 - Pastelaria Alfacinha",
    "date": ldt(2025, 3, 21, 15, 12), "msgid": "<CAMC20250321151200.m@alfacinha.example>",
    "in_reply_to": "<rel-2025-0311@tecnofornos.example>",
}, ("plain", """Olá Sérgio,

Obrigado pela rapidez. O forno está a aguentar a temperatura desde quarta, a Inês até sorriu.

Quanto à junta da porta: fica para o outono, antes do Natal. Manda-me orçamento quando tiveres a peça e marcamos.

A fatura pode ir para a Ledgerwise (a Priya Ramsden trata de tudo): priya@ledgerwise.example.

Abraço,
Mateus

Em qua., 19/03/2025 às 17:40, Sérgio Matos <sergio@tecnofornos.example> escreveu:
""" + quote("""Bom dia Mateus,

Segue o relatório da intervenção de hoje.

[tabela]

Recomendação: a junta da porta da câmara do meio está gasta. Não é
urgente, mas convém substituir antes do inverno. Posso encomendar a peça
(demora cerca de 3 semanas).

Cumprimentos,
Sérgio Matos"""), "8bit"))

# 7 ---------------------------------------------------------------- Apr 2025, 8bit, PT
RENT_PROPOSAL = """Caro Sr. Mateus Carvalho,

Na qualidade de gestora do imóvel em nome do Sr. Armando Queirós, venho informar que o proprietário pretende atualizar a renda da loja sita na Rua das Amoreiras Velhas 41, atualmente de 1.850 €/mês, para 2.100 €/mês a partir de 1 de julho de 2025, tendo em conta os valores praticados na zona de Campo de Ourique.

Recordo que o contrato atual termina a 30 de junho de 2025. O proprietário tem interesse em manter o arrendamento, nas condições acima.

Agradeço uma resposta até ao final do mês de abril.

Com os melhores cumprimentos,
Carla Mendonça
Imobiliária Tejo Azul - Gestão de Arrendamento
+351 555 060 606"""

add("mail/2025/04/2025-04-03_tejoazul-atualizacao-renda.eml", {
    "From": CARLA, "To": ME,
    "Subject": "Loja Rua das Amoreiras Velhas 41 - atualização da renda",
    "date": ldt(2025, 4, 3, 10, 14), "msgid": "<TA-20250403101400.cm@tejoazul.example>",
}, ("plain", RENT_PROPOSAL, "8bit"))

# 8 ---------------------------------------------------------------- Apr 2025, reply, 8bit, PT
add("mail/2025/04/2025-04-10_re-atualizacao-renda.eml", {
    "From": ME, "To": CARLA, "Cc": OLIVER,
    "Subject": "Re: Loja Rua das Amoreiras Velhas 41 - atualização da renda",
    "date": ldt(2025, 4, 10, 21, 47), "msgid": "<CAMC20250410214700.m@alfacinha.example>",
    "in_reply_to": "<TA-20250403101400.cm@tejoazul.example>",
}, ("plain", """Cara Carla,

Obrigado pelo contacto. Estamos na loja há seis anos, sempre com a renda paga a tempo, e fizemos à nossa custa obras que valorizaram o espaço (a cozinha e a casa de banho).

Um aumento de 250 € por mês não é comportável para uma pastelaria de bairro. A nossa contraproposta: 1.900 €/mês, com renovação do contrato por 5 anos, o que dá estabilidade ao Sr. Queirós.

Há também a questão da humidade na parede do armazém, que reportámos em 2023 e continua por resolver. Gostaríamos que ficasse resolvida no âmbito do novo contrato.

Fico a aguardar.
Cumprimentos,
Mateus Carvalho
Pastelaria Alfacinha

Em 03/04/2025 10:14, Carla Mendonça escreveu:
""" + quote(RENT_PROPOSAL), "8bit"))

# 9 ---------------------------------------------------------------- May 2025, Oliver reply, alt (QP/QP), EN
OLIVER_TXT = """Hey you,

Read it all twice (the Portuguese took me a while, ChatGPT helped). A few things before you agree to anything:

1. Do NOT sign anything until Priya has read the indexation clause. Carla's first draft tied the yearly update to "market value", which basically means whatever Queirós feels like. Ask for a cap - inflation or 2%, whichever is lower.
2. Get the damp in the storeroom in writing, with a deadline. Verbal promises from that agency are worth nothing.
3. You're in a stronger position than you think. An empty shop in Campo de Ourique for six months costs him far more than 150 a month.

And please stop doing the sums at 2am. We'll sort it.

O x"""

OLIVER_QUOTED = """Carla still hasn't answered my counter-offer and I'm starting to panic a
bit. Can you read her email and my reply (both below) and tell me what
you think? I'm scared she'll just say take it or leave it.
M"""

add("mail/2025/05/2025-05-06_re-rent-read-this.eml", {
    "From": OLIVER, "To": ME,
    "Subject": "Re: the rent thing - can you read this?",
    "date": ldt(2025, 5, 6, 8, 31), "msgid": "<CAOH20250506083100.o@postbox.example>",
    "in_reply_to": "<CAMC20250505234800.m@alfacinha.example>",
}, ("alt", OLIVER_TXT + "\n\nOn Mon, 5 May 2025 at 23:48, Mateus Carvalho <mateus@alfacinha.example> wrote:\n" + quote(OLIVER_QUOTED),
    "quoted-printable",
    "<html><body>" + "".join("<p>" + p.replace("\n", "<br>") + "</p>\n" for p in OLIVER_TXT.split("\n\n"))
    + "<blockquote>" + OLIVER_QUOTED.replace("\n", " ") + "</blockquote></body></html>\n",
    "quoted-printable"))

# 10 --------------------------------------------------------------- May 2025, QP, PT (driver name only here, encoded)
add("mail/2025/05/2025-05-14_moagem-atualizacao-precos.eml", {
    "From": FERNANDA, "To": ME,
    "Subject": "Atualização de preços e rotas - junho 2025",
    "date": ldt(2025, 5, 14, 9, 32), "msgid": "<20250514093200.upd@moagemribeiro.example>",
}, ("plain", """Bom dia Sr. Mateus,

Lamentamos informar que, devido ao aumento do preço do trigo e dos custos de transporte, a nossa tabela será atualizada a partir de 1 de junho de 2025:

  Farinha T45 (saco 25 kg) ........ 18,20 €
  Farinha T55 (saco 25 kg) ........ 17,50 €
  Farinha T65 (saco 25 kg) ........ 16,90 €
  Farinha integral (saco 25 kg) ... 19,00 €

Aproveitamos para informar que, com a reorganização das rotas, a partir de junho as entregas na zona de Campo de Ourique passam a ser às terças-feiras de manhã, entre as 7h30 e as 9h00.

A vossa entrega passa a ser feita pela D. Conceição Alves, que já conhece bem a zona. O Sr. Jorge passa para a rota de Setúbal.

Continuamos ao dispor para o que precisar.
""" + FERNANDA_SIG, "quoted-printable"))

# 11 --------------------------------------------------------------- Jun 2025, 8bit, PT
add("mail/2025/06/2025-06-05_farinhas-oeste-proposta.eml", {
    "From": "Hugo Marques <hugo.marques@farinhasdooeste.example>", "To": ME,
    "Subject": "Proposta Farinhas do Oeste - Pastelaria Alfacinha",
    "date": ldt(2025, 6, 5, 14, 3), "msgid": "<FO-prop-20250605-1187@farinhasdooeste.example>",
}, ("plain", """Caro Mateus,

Na sequência da nossa conversa de terça, envio a nossa proposta:

- Farinha T65 "Oeste Pastelaria", saco 25 kg: 15,10 €
- Farinha T55, saco 25 kg: 15,90 €
- Encomenda mínima: 20 sacos (pode ser mista)
- Entregas às sextas-feiras, Lisboa centro
- Pagamento a 45 dias

Preços sem IVA, válidos até 31 de dezembro de 2025.

Passo aí na próxima semana com dois sacos de amostra, sem custo, para a vossa pasteleira experimentar.

Cumprimentos,
Hugo Marques
Comercial - Farinhas do Oeste, S.A. (Torres Vedras)
+351 555 070 707
""", "8bit"))

# 12 --------------------------------------------------------------- Jun 2025, mixed with base64 attachment, EN body
add("mail/2025/06/2025-06-12_tejoazul-rent-agreement.eml", {
    "From": CARLA, "To": ME, "Cc": OLIVER,
    "Subject": "Re: Shop at Rua das Amoreiras Velhas 41 - agreement",
    "date": ldt(2025, 6, 12, 12, 26), "msgid": "<TA-20250612122600.cm@tejoazul.example>",
    "in_reply_to": "<CAMC20250410214700.m@alfacinha.example>",
}, ("mixed", """Dear Mateus,

Since Mr. Hartley is copied, I'll write in English.

Following our phone call yesterday, I confirm that Mr. Queirós accepts a monthly rent of 1.960 EUR, starting on 1 July 2025.

Please find attached the addendum to the lease with the remaining conditions we agreed. Kindly sign it and return a scanned copy by the 25th; the original will follow by post.

Kind regards,
Carla Mendonça
Imobiliária Tejo Azul - Gestão de Arrendamento
+351 555 060 606
""", "8bit", [("adenda_contrato_2025.txt", """ADENDA AO CONTRATO DE ARRENDAMENTO NÃO HABITACIONAL

Imóvel: loja, Rua das Amoreiras Velhas 41, 1350-213 Lisboa
Senhorio: Armando Queirós
Arrendatário: Mateus Carvalho (Pastelaria Alfacinha)

Cláusula 1.ª - Renda
A renda mensal passa a ser de 1.960 € (mil novecentos e sessenta euros), com efeitos a 1 de julho de 2025.

Cláusula 2.ª - Prazo
O contrato é renovado pelo prazo de cinco anos, com início a 01/07/2025 e termo a 30/06/2030.

Cláusula 3.ª - Atualização
A renda será atualizada anualmente segundo o coeficiente publicado pelo INE, com o limite máximo de 2% ao ano.

Cláusula 4.ª - Obras
O senhorio compromete-se a reparar, a expensas suas, a infiltração e humidade na parede do armazém até 30/09/2025.

Lisboa, 12 de junho de 2025
""", "base64")]))

# 13 --------------------------------------------------------------- Jul 2025, newsletter, HTML only QP, EN
add("mail/2025/07/2025-07-09_lisbon-food-business-weekly.eml", {
    "From": "Lisbon Food Business Weekly <hello@lfbw.example>", "To": ME,
    "Subject": "LFBW #112 - card fees, tourist tax, the croissant wars",
    "date": ldt(2025, 7, 9, 6, 30), "msgid": "<lfbw-112@lfbw.example>",
    "extra": [("List-Unsubscribe", "<https://lfbw.example/u/4411>")],
}, ("html", """<html><body style="font-family:Georgia,serif;max-width:640px">
<h1>Lisbon Food Business Weekly #112</h1>
<h2>1. Card fees are going up again</h2>
<p>Three of the big acquirers have told merchants that contactless fees rise from September. Small caf&eacute;s we spoke to will pay between 0.90% and 1.1% per transaction. Several owners are now nudging customers towards MB Way for small amounts.</p>
<h2>2. Sundays: open or closed?</h2>
<p>A growing number of neighbourhood bakeries are closing on Sundays and opening on Mondays instead. &ldquo;Sunday is tourists and coffee; Monday is the people who actually live here,&rdquo; one owner in Arroios told us.</p>
<h2>3. The croissant wars</h2>
<p>Two new French-style bakeries opened in Pr&iacute;ncipe Real this month. Queues on both. Our reviewer preferred the almond one.</p>
<h3>This week in numbers</h3>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Item</th><th>Value</th></tr>
<tr><td>Average price of a bica in Lisbon</td><td>&euro;0.85</td></tr>
<tr><td>Butter (wholesale, unsalted, per kg)</td><td>&euro;9.10</td></tr>
<tr><td>Wheat flour T65 (25 kg, average)</td><td>&euro;16.40</td></tr>
<tr><td>New restaurant licences in June</td><td>212</td></tr>
</table>
<p style="font-size:small">You're receiving this because you subscribed at a LFBW event. <a href="https://lfbw.example/u/4411">Unsubscribe</a></p>
</body></html>
""", "quoted-printable"))

# 14 --------------------------------------------------------------- Jul 2025, alt 7bit/7bit, EN
Q2_TXT = """Hi Mateus,

Q2 (April-June) VAT return is filed. Amount to pay: EUR 3,105.80, deadline 25 August.

The payment reference is on the portal as usual (Financas > Pagamentos). It's higher than Q1 because of the strong June and because the oven repair fell in Q1.

Also, could you upload the Farinhas do Oeste invoice from July when you get a minute? I only see the Ribeiro ones.

Best,
Priya"""
add("mail/2025/07/2025-07-22_ledgerwise-iva-q2.eml", {
    "From": PRIYA, "To": ME,
    "Subject": "IVA Q2 2025 - amount to pay",
    "date": ldt(2025, 7, 22, 14, 50), "msgid": "<CALW0722145000.priya@ledgerwise.example>",
}, ("alt", Q2_TXT + "\n" + PRIYA_SIG, "7bit",
    "<html><body>" + "".join("<p>" + p.replace("\n", " ") + "</p>\n" for p in Q2_TXT.split("\n\n"))
    + "<p style=\"color:#888\">Priya Ramsden - Ledgerwise Contabilidade</p></body></html>\n", "7bit"))

# 15 --------------------------------------------------------------- Aug 2025, 8bit, PT
ASK_FERNANDA = """Olá Fernanda,

Espero que esteja tudo bem por Rio Maior.

Vou ser franco: com o aumento de junho a T65 ficou a 16,90 € e recebi a proposta de outro moinho a 15,10 €. Experimentámos em julho. A qualidade não é a mesma da vossa, mas a diferença pesa nas contas.

Trabalhamos juntos desde que abrimos e gostava de continuar. Conseguem fazer-nos um preço melhor? Podemos comprometer-nos com um volume fixo por semana.

Obrigado,
Mateus"""
add("mail/2025/08/2025-08-07_moagem-pedido-condicoes.eml", {
    "From": ME, "To": FERNANDA,
    "Subject": "Condições para o segundo semestre",
    "date": ldt(2025, 8, 7, 18, 5), "msgid": "<CAMC20250807180500.m@alfacinha.example>",
}, ("plain", ASK_FERNANDA, "8bit"))

# 16 --------------------------------------------------------------- Aug 2025, reply, QP, PT
add("mail/2025/08/2025-08-12_re-moagem-condicoes.eml", {
    "From": FERNANDA, "To": ME,
    "Subject": "Re: Condições para o segundo semestre",
    "date": ldt(2025, 8, 12, 11, 18), "msgid": "<20250812111800.re@moagemribeiro.example>",
    "in_reply_to": "<CAMC20250807180500.m@alfacinha.example>",
}, ("plain", """Olá Mateus,

Obrigada pela franqueza. Falei com o meu pai e conseguimos o seguinte, a partir de 1 de setembro:

  Farinha T65 (saco 25 kg) ... 15,60 €
  Farinha T55 (saco 25 kg) ... 16,30 €

Com o compromisso de 8 sacos de T65 por semana (mínimo) e faturação quinzenal. Mantemos o pagamento a 30 dias.

Se concordar, basta responder a este email e atualizamos a vossa ficha.

Um abraço,
Fernanda

Em 07/08/2025 18:05, Mateus Carvalho escreveu:
""" + quote(wrap(ASK_FERNANDA, 70)), "quoted-printable"))

# 17 --------------------------------------------------------------- Aug 2025, receipt, HTML only QP, EN
add("mail/2025/08/2025-08-26_kitchenpro-receipt.eml", {
    "From": "KitchenPro EU <orders@kitchenpro.example>", "To": ME,
    "Subject": "Your receipt - order KP-2025-093317",
    "date": ldt(2025, 8, 26, 13, 2), "msgid": "<rcpt-KP-2025-093317@kitchenpro.example>",
}, ("html", """<html><body style="font-family:Helvetica,Arial,sans-serif">
<h2>Thanks for your order, Mateus!</h2>
<p>Order <b>KP-2025-093317</b> &middot; 26 August 2025 &middot; paid with MB Way</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>PesaMax Pro digital kitchen scale 15 kg / 1 g, stainless</td><td>1</td><td>&euro;89.90</td></tr>
<tr><td>Shipping (Portugal)</td><td>1</td><td>&euro;0.00</td></tr>
<tr><td><b>Total (VAT incl.)</b></td><td></td><td><b>&euro;89.90</b></td></tr>
</table>
<p>Delivery: 1&ndash;2 working days to Rua das Amoreiras Velhas 41, Lisboa.</p>
<p>Not happy? You can return any item within 30 days. Refunds are processed within 14 days of us receiving the item.</p>
</body></html>
""", "quoted-printable"))

# 18 --------------------------------------------------------------- Oct 2025, wedding order, 8bit, EN
add("mail/2025/10/2025-10-06_wedding-order-8-november.eml", {
    "From": "Hannah Whitfield <hannah.whitfield@inbox.example>", "To": ME,
    "Subject": "Order for our wedding - 8 November",
    "date": ldt(2025, 10, 6, 19, 44), "msgid": "<HW20251006194400@inbox.example>",
}, ("plain", """Hi there,

My fiancé Tiago's aunt (Dona Amélia, she lives right above your shop!) swears by your natas, so here goes: we're getting married on Saturday 8 November and we'd love to order for the dessert table:

- 120 pastéis de nata
- 60 queijadas

Delivery would be to the venue, Quinta do Vale Fresco in Colares (Estrada da Azenha, no number - there's a green gate just after the wine cellar), on the day, by 2pm at the latest, as the reception starts at 3.

Could you confirm you can do it and let me know the total? Happy to pay a deposit by bank transfer.

Thank you so much!
Hannah Whitfield
+44 7700 900 456
""", "8bit"))

# 19 --------------------------------------------------------------- Oct 2025, Cafés Tejo, alt (8bit / QP), PT
TEJO_TXT = """Caro cliente,

A manutenção anual da sua máquina Tejo Crema 2G (contrato n.º 7781) está prevista para a segunda quinzena de outubro.

O nosso técnico, Vasco Pinheiro, irá contactá-lo para marcar o dia. A intervenção demora cerca de 1 hora e inclui a troca de juntas, a descalcificação e a afinação do moinho.

Lembramos que, ao abrigo do contrato de fornecimento, a manutenção anual não tem custos.

Cafés Tejo - Serviço Técnico
+351 555 011 200"""
add("mail/2025/10/2025-10-14_cafes-tejo-manutencao.eml", {
    "From": "Cafés Tejo <assistencia@cafestejo.example>", "To": ME,
    "Subject": "Manutenção anual da sua máquina - marcação",
    "date": ldt(2025, 10, 14, 9, 0), "msgid": "<mnt-7781-2025@cafestejo.example>",
}, ("alt", TEJO_TXT, "8bit",
    "<html><body>" + "".join("<p>" + p.replace("\n", "<br>") + "</p>\n" for p in TEJO_TXT.split("\n\n"))
    + "</body></html>\n", "quoted-printable"))

# 20 --------------------------------------------------------------- Oct 2025, forward, 8bit, EN + PT
add("mail/2025/10/2025-10-20_fwd-licenca-esplanada.eml", {
    "From": ME, "To": OLIVER,
    "Subject": "Fwd: Renovação de licença de ocupação de via pública - esplanada",
    "date": ldt(2025, 10, 20, 13, 15), "msgid": "<CAMC20251020131500.m@alfacinha.example>",
}, ("plain", """Hi love,

Can you deal with this one? The Câmara letter about the terrace licence. It's 412,50 for next year, the deadline is 15 December, and they want a new floor plan with only 4 tables (we had 5 - the bike lane). You're much better at their portal than me.

Thank you!! M

---------- Forwarded message ---------
De: Câmara Municipal de Lisboa - Licenciamento <licenciamento@cm-lisboa.example>
Date: seg., 20/10/2025 às 09:02
Subject: Renovação de licença de ocupação de via pública - esplanada
To: <mateus@alfacinha.example>

Exmo.(a) Senhor(a),

Informamos que a licença de ocupação de via pública (esplanada) n.º OVP/2024/03318, referente ao estabelecimento Pastelaria Alfacinha, caduca a 31/12/2025.

A renovação para 2026 deve ser requerida até 15/12/2025 através do Balcão Único, acompanhada de planta atualizada. Taxa de renovação: 412,50 €.

Em resultado da reconfiguração da ciclovia, a área autorizada passa a permitir no máximo 4 mesas e 8 cadeiras.

Com os melhores cumprimentos,
Divisão de Licenciamento do Espaço Público
""", "8bit"))

# 21 --------------------------------------------------------------- Oct 2025, HTML only base64, EN (IVA Q3 amount only here)
add("mail/2025/10/2025-10-28_ledgerwise-iva-q3.eml", {
    "From": PRIYA, "To": ME,
    "Subject": "Q3 IVA - amount and deadline",
    "date": ldt(2025, 10, 28, 15, 37), "msgid": "<CALW1028153700.priya@ledgerwise.example>",
}, ("html", """<html><body style="font-family:Calibri,Arial,sans-serif">
<p>Hi Mateus,</p>
<p>Q3 (July&ndash;September) is filed. Summary:</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th></th><th>EUR</th></tr>
<tr><td>IVA charged on sales</td><td>9,412.60</td></tr>
<tr><td>IVA deductible on purchases</td><td>6,565.30</td></tr>
<tr><td><b>Amount to pay</b></td><td><b>2,847.30</b></td></tr>
<tr><td>Payment deadline</td><td>25 November 2025</td></tr>
</table>
<p>Lower than Q2, mainly because the shop was closed for two weeks in August. The payment reference is on the portal as usual.</p>
<p>We'll go through Q4 and the 2026 planning at our year-end meeting.</p>
<p>Best,<br>Priya</p>
<p style="color:#888">Priya Ramsden &middot; Ledgerwise Contabilidade &middot; +351 555 040 404</p>
</body></html>
""", "base64"))

# 22 --------------------------------------------------------------- Nov 2025, alt base64/base64, EN (order ref only here)
PB_TXT = """Hi Mateus Carvalho,

Thanks for your order! Here is your summary.

Order number: PBX-58832
Order date: 04/11/2025

  300 x Kraft window box - 6 tarts ........ 0,48 EUR ... 144,00 EUR
  150 x Kraft cake box 1 kg ............... 0,95 EUR ... 142,50 EUR
  Shipping ................................................ 0,00 EUR
  Subtotal ............................................ 286,50 EUR
  VAT 23% .............................................. 65,90 EUR
  Total ............................................... 352,40 EUR

Estimated delivery: Monday 24/11/2025, 9:00-13:00.

Questions? Reply to this e-mail and quote your order number.
PackBox EU"""
add("mail/2025/11/2025-11-04_packbox-order-confirmation.eml", {
    "From": "PackBox EU <orders@packbox.example>", "To": ME,
    "Subject": "Your PackBox order is confirmed",
    "date": ldt(2025, 11, 4, 10, 11), "msgid": "<order-confirm-20251104101100@packbox.example>",
}, ("alt", PB_TXT, "base64",
    "<html><body><h2>Your order is confirmed</h2><pre>" + PB_TXT + "</pre></body></html>\n", "base64"))

# 23 --------------------------------------------------------------- Nov 2025, sister, 8bit, PT
add("mail/2025/11/2025-11-07_joana-natal-bolos-rei.eml", {
    "From": "Joana Carvalho <joana.carvalho@mail.example>", "To": ME,
    "Subject": "Natal + bolos-rei da mãe",
    "date": ldt(2025, 11, 7, 22, 9), "msgid": "<JC20251107220900@mail.example>",
}, ("plain", """Olá mano,

A mãe pediu-me para te dizer (porque a ti não diz, tem medo de incomodar): quer 3 bolos-rei para o dia 21, um deles sem frutas, porque o tio Zé tira-as todas e deixa-as no prato.

E já que estou a falar de bolos-rei: porque é que não fazes as reservas de Natal por um formulário online? Tipo um Google Form com o tamanho, o dia de levantamento, o nome e o telemóvel, e depois exportas tudo para uma folha de cálculo. No ano passado vi a Inês a escrever encomendas em guardanapos, juro. A minha amiga da florista em Setúbal faz assim e diz que acabaram as confusões e as encomendas repetidas.

Também fiquei triste por não virem no Natal, mas percebo, é a vez dos ingleses. Guardamos-te um bocado de bacalhau no almoço do dia 21, em casa da mãe.

Beijinhos,
Joana
""", "8bit"))

# 24 --------------------------------------------------------------- Nov 2025, reply (moved visit), 8bit, PT
OVEN_CONFIRM = """Olá Sérgio,
Confirmo então a visita para a junta da porta na terça, 25 de novembro, às 10h.
Aviso a Inês para não ligar a câmara do meio nessa manhã.
Abraço, Mateus"""
add("mail/2025/11/2025-11-11_re-junta-porta-marcacao.eml", {
    "From": SERGIO, "To": ME,
    "Subject": "Re: Junta da porta do forno - marcação",
    "date": ldt(2025, 11, 11, 8, 47), "msgid": "<tf-20251111084700@tecnofornos.example>",
    "in_reply_to": "<CAMC20251103182200.m@alfacinha.example>",
}, ("plain", """Olá Mateus,

Peço desculpa, mas a peça só chega do fornecedor italiano no fim do mês. Em vez de terça, 25 de novembro, às 10h, passamos a visita para terça-feira, 2 de dezembro, às 15h, se der jeito. A essa hora já têm o forno mais calmo, certo?

Demora cerca de 2 horas e a câmara do meio tem de estar fria.

Cumprimentos,
Sérgio

Em 03/11/2025 18:22, Mateus Carvalho escreveu:
""" + quote(OVEN_CONFIRM), "8bit"))

# 25 --------------------------------------------------------------- Nov 2025, accountant reply, 7bit, EN
PT_Q = """Hi Priya,
Leonor starts on Saturdays soon (she did a trial on the 8th). Quick one:
what do I actually pay on top of her hourly rate? Social security,
insurance, anything else? I want to know the real cost per Saturday
before the Christmas madness.
Thanks, M"""
add("mail/2025/11/2025-11-17_re-saturday-part-timer-costs.eml", {
    "From": PRIYA, "To": ME,
    "Subject": "Re: Saturday part-timer - costs?",
    "date": ldt(2025, 11, 17, 16, 2), "msgid": "<CALW1117160200.priya@ledgerwise.example>",
    "in_reply_to": "<CAMC20251114160500.m@alfacinha.example>",
}, ("plain", """Hi Mateus,

Short answer: on top of Leonor's gross pay you pay the employer's social security contribution (TSU) at 23.75%, plus work-accident insurance - ask Atlantida to add her to your existing policy, it's usually a few euros a month. The contract I sent you (part-time, fixed-term, 6 months) is fine as it is.

At those hours she's below the IRS withholding threshold, so nothing to withhold.

On my side I'm still waiting for two things from you, and I need both before the year-end close:
1. the signed lease addendum (the June one - third time of asking!)
2. the October Makro invoices - only September's made it into the folder.

Let's go through everything at our year-end meeting. Afternoon, as always.

Best,
Priya

On Fri, 14 Nov 2025 at 16:05, Mateus Carvalho <mateus@alfacinha.example> wrote:
""" + quote(PT_Q) + "\n" + PRIYA_SIG, "7bit"))


# ================================================================ mbox
LIST = "Pastelarias de Bairro <pastelarias-bairro@lists.lisboa-comercio.example>"
LIST_ID = "Pastelarias de Bairro <pastelarias-bairro.lists.lisboa-comercio.example>"

MBOX = []


def addm(sender_env, h, text, cte="8bit"):
    h = dict(h)
    h.setdefault("To", LIST)
    h["extra"] = [("List-Id", LIST_ID),
                  ("List-Post", "<mailto:pastelarias-bairro@lists.lisboa-comercio.example>"),
                  ("Precedence", "list")]
    MBOX.append((sender_env, h, text, cte))


M1 = """Bom dia a todos,

Temos uma fuga de água debaixo do lava-loiça da cozinha que já molhou o armazém duas vezes. Alguém conhece um canalizador de confiança, que venha depressa e não cobre uma fortuna?

Obrigado,
Mateus (Pastelaria Alfacinha, Campo de Ourique)"""
addm("mateus@alfacinha.example", {
    "From": ME, "Subject": "[Pastelarias] Canalizador de confiança?",
    "date": ldt(2025, 3, 3, 9, 12), "msgid": "<CAMC20250303091200.m@alfacinha.example>"}, M1)

M2 = """Olá Mateus,

Sem dúvida o Nuno Esteves: +351 555 090 101. Trabalha sozinho, é rápido, não cobra deslocação dentro do bairro e passa fatura. Já nos resolveu um esquentador e o esgoto da cozinha.

Diz que vais da minha parte.
Rogério
Confeitaria Faria (Estrela)"""
addm("rogerio@confeitariafaria.example", {
    "From": "Rogério Faria <rogerio@confeitariafaria.example>",
    "Subject": "Re: [Pastelarias] Canalizador de confiança?",
    "date": ldt(2025, 3, 3, 11, 40), "msgid": "<RF20250303114000@confeitariafaria.example>",
    "in_reply_to": "<CAMC20250303091200.m@alfacinha.example>"}, M2 + "\n\n" + quote(M1))

M3 = """Obrigado, Rogério! O Nuno Esteves veio ontem de manhã e resolveu a fuga em menos de uma hora: trocou o sifão e a mangueira. 85 € com tudo. Recomendo também."""
addm("mateus@alfacinha.example", {
    "From": ME, "Subject": "Re: [Pastelarias] Canalizador de confiança?",
    "date": ldt(2025, 3, 6, 15, 2), "msgid": "<CAMC20250306150200.m@alfacinha.example>",
    "in_reply_to": "<RF20250303114000@confeitariafaria.example>",
    "references": "<CAMC20250303091200.m@alfacinha.example> <RF20250303114000@confeitariafaria.example>"},
    M3 + "\n\nMateus\n\n" + quote(M2))

addm("sarah@thesconeroom.example", {
    "From": "Sarah Mitchell <sarah@thesconeroom.example>",
    "Subject": "[Pastelarias] Heads-up: card terminal fees (sorry, English)",
    "date": ldt(2025, 4, 22, 20, 18), "msgid": "<SM20250422201800@thesconeroom.example>"},
    """Hi all, sorry for writing in English, my Portuguese is still at the "uma bica, por favor" level.

Quick heads-up for anyone with a Banco Tejo card terminal:
From May the contactless fee goes up, and the monthly terminal rent too. I only found out because I read the small print on page 4 of their letter.
From what I can tell it's about 0.2 percentage points more per transaction. Worth calling them to negotiate; they gave me three months at the old rate when I asked.

Sarah
The Scone Room, Estrela""")

BUTTER = """Caros associados,

Conseguimos com a Lacticínios Serra uma compra conjunta de manteiga sem sal (82% MG, blocos de 1 kg) a 7,85 €/kg + IVA, para encomendas totais acima de 300 kg. O preço habitual para cada um de nós ronda os 9,20 €/kg.

- Encomendas: respondam a esta mensagem com a quantidade, até 10 de outubro
- Entrega: 20 de outubro, na sede da associação, entre as 8h e as 11h
- Pagamento: diretamente à Lacticínios Serra, a 30 dias

Luísa Amaral
Secretária da Direção"""
addm("direcao@pastelarias-bairro.example", {
    "From": "Luísa Amaral (Direção) <direcao@pastelarias-bairro.example>",
    "Subject": "[Pastelarias] Compra conjunta de manteiga - outubro",
    "date": ldt(2025, 9, 15, 10, 0), "msgid": "<DIR20250915100000@pastelarias-bairro.example>"}, BUTTER)

addm("padariaestrela@correio.example", {
    "From": "Helena Sousa <padariaestrela@correio.example>",
    "Subject": "Re: [Pastelarias] Compra conjunta de manteiga - outubro",
    "date": ldt(2025, 9, 16, 7, 55), "msgid": "<HS20250916075500@correio.example>",
    "in_reply_to": "<DIR20250915100000@pastelarias-bairro.example>"},
    "Contem com 25 kg da Padaria Estrela. Obrigada pela iniciativa, Luísa!\n\nHelena\n\n" + quote(BUTTER))

addm("direcao@pastelarias-bairro.example", {
    "From": "Luísa Amaral (Direção) <direcao@pastelarias-bairro.example>",
    "Subject": "[Pastelarias] Convocatória - Assembleia Geral",
    "date": ldt(2025, 10, 28, 18, 30), "msgid": "<DIR20251028183000@pastelarias-bairro.example>"},
    """Caros associados,

Convocam-se todos os associados para a Assembleia Geral ordinária, que terá lugar no sábado, 22 de novembro, às 10h30, no salão da Sociedade Recreativa Amoreiras (Rua Nova das Amoreiras 12).

Ordem de trabalhos:
1. Aprovação das contas de 2025
2. Mercado de Natal no Jardim da Parada
3. Comissões dos terminais de pagamento - proposta de negociação conjunta
4. Outros assuntos

Haverá café e bolos (tragam os vossos!).

Luísa Amaral
Secretária da Direção""")

addm("direcao@pastelarias-bairro.example", {
    "From": "Luísa Amaral (Direção) <direcao@pastelarias-bairro.example>",
    "Subject": "[Pastelarias] Mercado de Natal - Jardim da Parada, 13 e 14 de dezembro",
    "date": ldt(2025, 11, 3, 9, 15), "msgid": "<DIR20251103091500@pastelarias-bairro.example>"},
    """Caros associados,

Estão abertas as inscrições para o Mercado de Natal no Jardim da Parada, nos dias 13 e 14 de dezembro (10h às 19h).

- Barraca partilhada (2 associados): 60 € cada
- Barraca individual: 110 €
- Inscrições até 28 de novembro, por resposta a esta mensagem

Luísa Amaral
Secretária da Direção""", "quoted-printable")


def build_mbox():
    chunks = []
    for i, (env, h, text, cte) in enumerate(MBOX):
        raw = make_email("mail/lists/pastelarias-bairro.mbox#%d" % i, h, ("plain", text, cte))
        d = h["date"]
        sep = "From %s %s %2d %s\n" % (env, d.strftime("%a %b"), d.day, d.strftime("%H:%M:%S %Y"))
        chunks.append(sep.encode("ascii") + mbox_escape(raw).rstrip(b"\n") + b"\n\n")
    return b"".join(chunks)


def files():
    out = {}
    for path, h, body in MAILS:
        out[path] = make_email(path, h, body)
    out["mail/lists/pastelarias-bairro.mbox"] = build_mbox()
    return out
