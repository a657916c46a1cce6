# -*- coding: utf-8 -*-
"""E-mails (.eml) and the mailing-list mbox."""
import re
from email import policy
from email.message import EmailMessage

from util import put, new_msg, eml_bytes, rfc2822

I_WORK = "Inês Carvalho <ines.carvalho@iabm.example>"
I_HOME = "Inês Carvalho <ines.carvalho@correio.example>"
I_SURF = "Inês Carvalho <ines@ondanorte.example>"
TIAGO = "Tiago Carvalho <tiago@ondanorte.example>"
JOANA = "Joana Reis <joana@ondanorte.example>"
HELENA = "Helena Carvalho <helena.carvalho@correio.example>"
GRACA = "Graça Sousa <graca.sousa@correio.example>"
FILIPA = "Filipa Moura <filipa.moura@ribeiralar.example>"
AZEVEDO = "Rui Azevedo <rui.azevedo@azevedo-advogados.example>"
SOPHIE = "Sophie Marchetti <sophie.marchetti@iabm.example>"
PAULO = "Paulo Nogueira <paulo.nogueira@iabm.example>"


def save(rel, msg):
    put(rel, eml_bytes(msg, rel))


# --------------------------------------------------------------- M01 8bit
m = new_msg(AZEVEDO, I_HOME, "Herança D. Maria de Lurdes Sousa – próximos passos",
            "2024-12-12 10:14", "20241212101400.7731@azevedo-advogados.example")
m.set_content("""Cara Inês,

Antes de mais, os meus sentidos pêsames a toda a família. Conheci a D. Lurdes durante muitos anos e era uma senhora de uma enorme gentileza.

Conforme falámos ao telefone, os próximos passos são:

1. Certidão de óbito (pode pedir online ou na conservatória).
2. Habilitação de herdeiros no cartório — as herdeiras são a sua mãe, D. Helena, e a sua tia, D. Graça. Vou pedir data ao cartório e aviso logo que a tiver.
3. Participação às Finanças (Modelo 1 do Imposto do Selo) até ao fim do 3.º mês seguinte ao óbito.
4. Depois da habilitação, atualizar a caderneta predial e os contratos (luz, água, condomínio).

Documentos de que vou precisar: cartões de cidadão das duas herdeiras, certidões de nascimento, a caderneta predial do apartamento da Rua do Almada e, se houver, o testamento (a sua mãe julga que não existe).

Com os melhores cumprimentos,
Rui Azevedo
Advogado
""", charset="utf-8", cte="8bit")
save("mail/2024/12/2024-12-12_azevedo_heranca.eml", m)

# --------------------------------------------------------------- M02 HTML only, base64
m = new_msg("Luzenergia Comercial <apoio@luzenergia.example>", I_HOME,
            "Pedido de informação – dados do contrato (ref. PI-88412)",
            "2025-01-22 15:02", "PI-88412.20250122150200@luzenergia.example")
m.set_content("""<html><body style="font-family:Arial,sans-serif">
<p>Exma. Sra. Inês Carvalho,</p>
<p>Na sequência do seu pedido, enviamos os dados do contrato de fornecimento de eletricidade associado à morada indicada.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Campo</th><th>Valor</th></tr>
<tr><td>Titular</td><td>Maria de Lurdes Sousa</td></tr>
<tr><td>Morada de fornecimento</td><td>Rua do Almada 214, 3º Esq., 4050-032 Porto</td></tr>
<tr><td>Código CPE</td><td>PT0002000081234567XY</td></tr>
<tr><td>Potência contratada</td><td>6,9 kVA</td></tr>
<tr><td>Tarifa</td><td>Simples</td></tr>
<tr><td>N.º de cliente</td><td>1002 334 871</td></tr>
</table>
<p>Para a alteração de titularidade por óbito, o novo titular deve apresentar a habilitação de herdeiros e indicar o código CPE acima.</p>
<p>Com os melhores cumprimentos,<br>Equipa Luzenergia</p>
</body></html>
""", subtype="html", charset="utf-8", cte="base64")
save("mail/2025/01/2025-01-22_luzenergia_dados_contrato.eml", m)

# --------------------------------------------------------------- M03 reply, base64 text
m = new_msg(AZEVEDO, I_HOME, "Re: Herança D. Maria de Lurdes Sousa – próximos passos",
            "2025-02-10 17:40", "20250210174000.1189@azevedo-advogados.example",
            in_reply_to="CAF7q2x.ines.20250207@correio.example")
m.set_content("""Cara Inês,

Já temos data. A habilitação de herdeiros fica marcada para quinta-feira, 20 de março de 2025, às 10h30, no Cartório Notarial da Dra. Conceição Simões, Rua de Ceuta 45, 2.º andar, Porto.

O número do processo no cartório é HH-2025/0381 — convém indicá-lo se telefonarem para lá.

Têm de estar presentes as duas herdeiras (a sua mãe e a sua tia) com o cartão de cidadão. Eu levo a certidão de óbito e as certidões de nascimento. Os emolumentos devem rondar os 375 €.

Cumprimentos,
Rui Azevedo

Em 07/02/2025 21:12, Inês Carvalho escreveu:
> Caro Dr. Azevedo,
> Já há data para o cartório? A minha mãe e a minha tia precisam de
> organizar a viagem ao Porto.
> Obrigada,
> Inês
""", charset="utf-8", cte="base64")
save("mail/2025/02/2025-02-10_azevedo_re_cartorio.eml", m)

# --------------------------------------------------------------- M04 7bit plumber invoice
m = new_msg("Joaquim Teixeira <jteixeira.canalizacoes@correio.example>", I_HOME,
            "Fatura reparacao - Rua do Almada 214 3 Esq",
            "2025-03-14 18:22", "ft2025117.jt@correio.example")
m.set_content("""Boa tarde D. Ines,

Segue a fatura da reparacao feita no dia 12 na casa de banho da Rua do Almada 214, 3 Esq.

Fatura FT 2025/117
- substituicao do tubo flexivel do lavatorio ........ 28,00
- valvula de descarga do autoclismo ................. 34,00
- mao de obra (2h) + deslocacao ..................... 123,00
Total: 185,00 EUR (IVA incluido)

A fuga vinha do tubo flexivel por tras do lavatorio e a agua escorria para o teto da vizinha do 2. andar. Ficou tudo seco e testado. Aconselho a fechar a torneira geral quando a casa estiver muito tempo vazia.

Pagamento por transferencia para o IBAN PT50 0000 0000 0000 0000 0000 0.

Cumprimentos,
Joaquim Teixeira
Canalizador
""", charset="us-ascii", cte="7bit")
save("mail/2025/03/2025-03-14_teixeira_fatura.eml", m)

# --------------------------------------------------------------- M05 reply, QP English
m = new_msg(SOPHIE, I_WORK, "Re: CTD replacement – options table",
            "2025-03-28 16:05", "CAsm.20250328.160500@iabm.example",
            in_reply_to="CAic.20250327.184000@iabm.example")
m.set_content("""Hi Inês,

Thanks for the table, very clear. Let's go with the RBRconcerto3.

My reasoning: the AML is cheaper on paper, but a ~5-month lead time means we'd miss the whole summer season, and without a turbidity channel we can't do the light-attenuation analysis we promised in WP2. The Sea-Bird is lovely, but at 16.9k it blows the small-equipment line and I'm not cutting boat days for it. The RBR has turbidity in the package, 6–8 weeks delivery, and Kiel uses the same model, so our data will be directly comparable with Jonas's.

Please ask Hidromar for a formal quote (with the turbidity sensor and a spare battery pack) and send it to the finance office with my approval in cc.

Sophie

On Thu, 27 Mar 2025 at 18:40, Inês Carvalho <ines.carvalho@iabm.example> wrote:
> Hi Sophie,
> I put the three CTD options in a table (ctd_options.md on the lab
> drive). I was leaning AML for the price, but their lead time is
> ~5 months. Your call — I'd like to order before Easter.
> Inês
""", charset="utf-8", cte="quoted-printable")
save("mail/2025/03/2025-03-28_sophie_re_ctd.eml", m)

# --------------------------------------------------------------- M06 mixed, base64 attachment
m = new_msg("Rodrigo Pais <rodrigo.pais@hidromar.example>", I_WORK,
            "Quotation – CTD for IABM / SEAMEAD", "2025-04-02 11:30",
            "quote.20250402113000@hidromar.example", cc=SOPHIE)
m.set_content("""Dear Dr. Carvalho,

Thank you for your enquiry. Please find attached our quotation for the CTD with turbidity sensor, as requested by Dr. Marchetti.

The quotation is valid for 60 days. Delivery is 6-8 weeks from the purchase order.

Best regards,
Rodrigo Pais
Hidromar Instrumentacao Lda
""", charset="us-ascii", cte="7bit")
m.add_attachment("""HIDROMAR INSTRUMENTAÇÃO LDA — QUOTATION
Quote no.: Q-25-0932
Date: 2025-04-02
Customer: IABM — Estação de Campo do Sado (attn. Dr. Inês Carvalho)
Project: SEAMEAD

Item 1  RBRconcerto3 C.T.D, 750 m housing, with turbidity sensor   10 950.00 EUR
Item 2  Spare battery pack                                          330.00 EUR
Item 3  Ruskin software licence + USB-C cable                       200.00 EUR
                                                           Total: 11 480.00 EUR (ex VAT)

VAT 23% not included. Delivery 6–8 weeks after PO. Warranty 2 years.
Valid until 2025-06-01.
""", subtype="plain", charset="utf-8", cte="base64", filename="quotation_IABM_2025-04.txt")
save("mail/2025/04/2025-04-02_hidromar_quotation.eml", m)

# --------------------------------------------------------------- M07 HTML only, QP
m = new_msg("Gestcondo Porto <administracao@gestcondo.example>",
            "Herdeiros de D. Maria de Lurdes Sousa <ines.carvalho@correio.example>",
            "Prédio Rua do Almada 214 – obras na fachada: mapa de quotas extraordinárias",
            "2025-04-18 12:10", "almada214.obras.20250418@gestcondo.example")
m.set_content("""<html><body>
<p>Exmos. Condóminos,</p>
<p>Conforme deliberado na assembleia extraordinária de 3 de abril, as obras de reabilitação da fachada e da cobertura arrancam em julho. O orçamento aprovado (Construções Ribadouro) é de 38.710,00 €, repartido segundo a permilagem de cada fração.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Fração</th><th>Permilagem</th><th>Quota total</th><th>Prestações (30/06/2025 · 30/09/2025 · 15/12/2025)</th></tr>
<tr><td>R/C (loja)</td><td>256‰</td><td>9.910,00 €</td><td>3 × 3.303,33 €</td></tr>
<tr><td>1º Esq.</td><td>124‰</td><td>4.800,00 €</td><td>3 × 1.600,00 €</td></tr>
<tr><td>1º Dto.</td><td>124‰</td><td>4.800,00 €</td><td>3 × 1.600,00 €</td></tr>
<tr><td>2º Esq.</td><td>124‰</td><td>4.800,00 €</td><td>3 × 1.600,00 €</td></tr>
<tr><td>2º Dto.</td><td>124‰</td><td>4.800,00 €</td><td>3 × 1.600,00 €</td></tr>
<tr><td>3º Esq.</td><td>124‰</td><td>4.800,00 €</td><td>3 × 1.600,00 €</td></tr>
<tr><td>3º Dto.</td><td>124‰</td><td>4.800,00 €</td><td>3 × 1.600,00 €</td></tr>
</table>
<p>Os pagamentos devem ser feitos por transferência para a conta do condomínio, indicando a fração. A 3.ª e última prestação vence a 15/12/2025.</p>
<p>Com os melhores cumprimentos,<br>
Vasco Lima<br>Administrador — Gestcondo Porto<br>Tel. +351 900 333 220</p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
save("mail/2025/04/2025-04-18_gestcondo_obras_fachada.eml", m)

# --------------------------------------------------------------- M08 mixed, base64 attachment
m = new_msg("Seguros Atlântida <apoio.cliente@segurosatlantida.example>", I_SURF,
            "Renovação da apólice automóvel – Onda Norte Surf School, Lda",
            "2025-05-06 09:41", "renov.20250506094100@segurosatlantida.example")
m.set_content("""Estimado(a) Cliente,

Informamos que a apólice automóvel do veículo da sua empresa foi renovada com sucesso para o período 2025/2026. Em anexo seguem as Condições Particulares atualizadas, que deve guardar juntamente com a Carta Verde.

O prémio anual será cobrado por débito direto a 15 de maio.

Com os melhores cumprimentos,
Seguros Atlântida — Apoio ao Cliente
""", charset="utf-8", cte="quoted-printable")
m.add_attachment("""SEGUROS ATLÂNTIDA, S.A. — CONDIÇÕES PARTICULARES
Ramo: Automóvel — Responsabilidade Civil + Danos Próprios
Apólice n.º: AT-0045-778213
Tomador: Onda Norte Surf School, Lda — NIPC 500 000 000
Veículo: Ford Transit Custom 2.0 TDCi, 9 lugares
Matrícula: AX-27-QP
Início: 06/05/2025   Termo: 05/05/2026
Condutores habituais: Tiago Carvalho, Inês Carvalho, Joana Reis
Franquia de danos próprios: 500,00 €
Prémio anual: 612,40 €
Assistência em viagem 24h: 800 000 222
""", subtype="plain", charset="utf-8", cte="base64", filename="condicoes_particulares_2025.txt")
save("mail/2025/05/2025-05-06_seguros_atlantida_renovacao.eml", m)

# --------------------------------------------------------------- M09 newsletter, alternative
m = new_msg("Ericeira Surf Supply <news@ericeirasurfsupply.example>", I_SURF,
            "🌊 Fatos de primavera -20% + novas softboards", "2025-05-20 19:00",
            "nl-2025-05-20@ericeirasurfsupply.example",
            extra=[("List-Unsubscribe", "<https://ericeirasurfsupply.example/unsub?u=ondanorte>")])
m.set_content("""ERICEIRA SURF SUPPLY — newsletter de maio

Fatos de primavera com -20% até domingo:
- 4/3 chest-zip (homem/mulher)
- 3/2 back-zip
- botas 3 mm

Novas softboards 7'0 e 8'0 com quilhas soft — ideais para escolas.
Escolas de surf: código ESCOLAS25 para 25% em encomendas acima de 500 €.

Loja: Rua do Surf 12, Ericeira. Aberto todos os dias 10h–19h.

Não quer receber mais emails? https://ericeirasurfsupply.example/unsub
""", charset="utf-8", cte="quoted-printable")
m.add_alternative("""<html><body>
<h2>Fatos de primavera -20%</h2>
<table border="0" cellpadding="6">
<tr><td>4/3 chest-zip</td><td><s>249 €</s> 199 €</td></tr>
<tr><td>3/2 back-zip</td><td><s>179 €</s> 143 €</td></tr>
<tr><td>Botas 3 mm</td><td><s>45 €</s> 36 €</td></tr>
</table>
<p>Novas softboards 7'0 e 8'0 — ideais para escolas. Código <b>ESCOLAS25</b>: 25% em encomendas acima de 500 €.</p>
<p><a href="https://ericeirasurfsupply.example/unsub">Cancelar subscrição</a></p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
save("mail/2025/05/2025-05-20_ericeira_surf_supply_newsletter.eml", m)

# --------------------------------------------------------------- M10 8bit, decision to sell
m = new_msg(I_HOME, FILIPA, "Apartamento Rua do Almada 214 – venda", "2025-06-09 10:03",
            "CAi9.20250609100300@correio.example", cc=HELENA)
m.set_content("""Olá Filipa,

O seu contacto foi-me dado pela D. Amélia, vizinha do prédio, que vendeu a casa da irmã consigo.

Depois de muita conversa em família decidimos vender o apartamento da minha avó (Rua do Almada 214, 3º Esq., T2, c. 78 m²) em vez de o arrendar, como chegámos a pensar no início do ano. As herdeiras são a minha mãe, Helena Carvalho (em cc), e a minha tia, Graça Sousa; eu trato do processo em nome delas.

Seria possível marcar uma visita para avaliação? Estou no Porto no fim de semana de 28 de junho; nos outros dias a D. Amélia pode abrir a porta.

A casa precisa de obras (cozinha e casa de banho originais) e o prédio vai ter obras na fachada este verão — prefiro dizer já.

Obrigada,
Inês Carvalho
+351 900 111 207
""", charset="utf-8", cte="8bit")
save("mail/2025/06/2025-06-09_ines_filipa_venda.eml", m)

# --------------------------------------------------------------- M11 reply 8bit, private lesson price
m = new_msg(TIAGO, JOANA, "Re: preço das aulas privadas", "2025-06-24 22:17",
            "CAtc.20250624221700@ondanorte.example", cc=I_SURF,
            in_reply_to="CAjr.20250624194800@ondanorte.example")
m.set_content("""Por mim ok. A Inês já disse que sim por telefone (estava dentro de água, literalmente).

Fica então: aula privada a 60 € a partir de 1 de julho. Joana, atualizas o site e o Instagram? Eu mudo as mensagens automáticas das reservas.

Abraço,
T.

No dia ter., 24/06/2025 às 19:48, Joana Reis <joana@ondanorte.example> escreveu:
> Olá sócios,
>
> Proponho subir a aula privada para 60 € a partir de 1 de julho. Os
> 55 € que decidimos em março já estão abaixo de toda a gente (a Ribeira
> Surf cobra 65 €) e no verão temos lista de espera para privadas.
> O resto fica igual.
>
> Beijinhos,
> Joana
""", charset="utf-8", cte="8bit")
save("mail/2025/06/2025-06-24_tiago_re_aulas_privadas.eml", m)

# --------------------------------------------------------------- M12 HTML only QP, valuation
m = new_msg(FILIPA, I_HOME, "Avaliação – Rua do Almada 214, 3º Esq.", "2025-07-03 18:30",
            "aval.almada214.20250703@ribeiralar.example")
m.set_content("""<html><body>
<p>Olá Inês,</p>
<p>Obrigada pela visita de sábado. Segue o resumo da avaliação:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Imóvel</td><td>T2, 3º Esq., Rua do Almada 214, Porto</td></tr>
<tr><td>Área bruta</td><td>78 m²</td></tr>
<tr><td>Estado</td><td>Para remodelar (cozinha, WC, instalação elétrica)</td></tr>
<tr><td>Valor de mercado estimado</td><td>200.000 € – 215.000 €</td></tr>
<tr><td>Preço de anúncio recomendado</td><td>210.000 €</td></tr>
<tr><td>Comissão</td><td>4% + IVA</td></tr>
<tr><td>Contrato de mediação</td><td>não exclusivo, 6 meses</td></tr>
</table>
<p>Preciso de: cópia da chave para as visitas, caderneta predial, certidão permanente e, até à escritura, o certificado energético (posso indicar-lhe um técnico, o Eng. Sá).</p>
<p>Os azulejos da cozinha vão ser destaque nas fotos!</p>
<p>Beijinhos,<br>Filipa Moura<br>Ribeira Lar Imobiliária — Rua de Cedofeita 300, Porto</p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
save("mail/2025/07/2025-07-03_filipa_avaliacao.eml", m)

# --------------------------------------------------------------- M13 alternative, programme
m = new_msg("EuroSeagrass 2025 Programme Committee <programme@euroseagrass2025.example>", I_WORK,
            "EuroSeagrass 2025 – programme published & your presentation slot",
            "2025-07-15 09:00", "prog.2025.s3.017@euroseagrass2025.example")
m.set_content("""Dear Dr. Inês Carvalho,

The full programme of EuroSeagrass 2025 (Bergen, 15–19 September) is now online.

Your oral presentation:
  Title: "Four years of Cymodocea nodosa restoration in the Arrábida meadows: what survived the heat"
  Session: S3 – Restoration in practice
  Day/time: Tuesday 16 September 2025, 11:20–11:35 (12 min talk + 3 min questions)
  Room: Troldsalen, Bergen Harbour Conference Centre

Please upload your slides (16:9, PDF or PPTX) by Friday 12 September. The speakers' room opens at 08:00 every day.

Kind regards,
The Programme Committee
""", charset="utf-8", cte="quoted-printable")
m.add_alternative("""<html><body>
<p>Dear Dr. Inês Carvalho,</p>
<p>The full programme of <b>EuroSeagrass 2025</b> (Bergen, 15–19 September) is now online.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Title</th><td>Four years of Cymodocea nodosa restoration in the Arrábida meadows: what survived the heat</td></tr>
<tr><th>Session</th><td>S3 – Restoration in practice</td></tr>
<tr><th>Day/time</th><td>Tuesday 16 September 2025, 11:20–11:35</td></tr>
<tr><th>Room</th><td>Troldsalen, Bergen Harbour Conference Centre</td></tr>
</table>
<p>Please upload your slides by Friday 12 September.</p>
<p>Kind regards,<br>The Programme Committee</p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
save("mail/2025/07/2025-07-15_euroseagrass_programme.eml", m)

# --------------------------------------------------------------- M14 HTML only base64, hotel receipt
m = new_msg("Hotel Bryggen Kai <reservations@bryggenkai.example>", I_WORK,
            "Booking confirmation – your stay 14–19 September 2025", "2025-08-11 14:22",
            "bk.20250811.142200@bryggenkai.example")
m.set_content("""<html><body style="font-family:Georgia,serif">
<h2>Thank you for your booking, Inês!</h2>
<table border="1" cellpadding="5" cellspacing="0">
<tr><td>Confirmation number</td><td>5521-883-OK</td></tr>
<tr><td>Guest</td><td>Inês Carvalho</td></tr>
<tr><td>Arrival</td><td>Sunday 14 September 2025 (check-in from 15:00)</td></tr>
<tr><td>Departure</td><td>Friday 19 September 2025 (check-out by 11:00)</td></tr>
<tr><td>Room</td><td>Single, harbour view, breakfast included</td></tr>
<tr><td>Nights</td><td>5</td></tr>
<tr><td>Total</td><td>NOK 8 950 — paid (card ending 4471)</td></tr>
</table>
<p>Hotel Bryggen Kai · Bryggen Kai 7 · 5003 Bergen · Norway</p>
<p>Free cancellation until 12 September, 18:00 local time.</p>
</body></html>
""", subtype="html", charset="utf-8", cte="base64")
save("mail/2025/08/2025-08-11_hotel_bryggen_kai_booking.eml", m)

# --------------------------------------------------------------- M15 7bit, extension
m = new_msg("Katarzyna Nowak <katarzyna.nowak@rea-programme.example>", SOPHIE,
            "SEAMEAD - request for extension of D2.1 interim report: approved",
            "2025-08-26 11:05", "po.seamead.20250826@rea-programme.example", cc=I_WORK)
m.set_content("""Dear Dr. Marchetti,

Following your request of 4 August, I confirm that the deadline for deliverable D2.1 (interim technical report) has been extended. The new due date is 15 December 2025.

This is a one-off extension; no further extension will be possible for D2.1. The amendment will appear in the portal within 10 working days.

Best regards,
Katarzyna Nowak
Project Officer
""", charset="us-ascii", cte="7bit")
save("mail/2025/08/2025-08-26_project_officer_extension.eml", m)

# --------------------------------------------------------------- M16 8bit, clearance
m = new_msg("Limpezas Douro <geral@limpezasdouro.example>", I_HOME,
            "Confirmação – esvaziamento Rua do Almada 214, 3º Esq.", "2025-09-02 11:48",
            "conf.0913.almada@limpezasdouro.example")
m.set_content("""Boa tarde Sra. Inês,

Confirmamos o serviço de esvaziamento do apartamento da Rua do Almada 214, 3º Esq., no sábado, 13 de setembro de 2025, com início às 08h30.

- Equipa: 3 pessoas + camião de 20 m³
- Orçamento fechado: 650 € (IVA incluído), inclui o transporte para o ecocentro e a doação do que estiver em bom estado
- Os móveis e caixas marcados com fita verde NÃO são levados
- Frigorífico e fogão ficam, conforme pedido

Pedimos que alguém esteja presente para abrir a porta. Como o prédio não tem elevador, o serviço pode prolongar-se até às 14h00.

Cumprimentos,
Marco Pinho
Limpezas Douro
""", charset="utf-8", cte="8bit")
save("mail/2025/09/2025-09-02_limpezas_douro_confirmacao.eml", m)

# --------------------------------------------------------------- M17 reply QP, Sundays
m = new_msg(TIAGO, JOANA, "Re: domingos de outubro", "2025-09-18 21:05",
            "CAtc.20250918210500@ondanorte.example", cc=I_SURF,
            in_reply_to="CAjr.20250918101200@ondanorte.example")
m.set_content("""Olá às duas,

Falei hoje com o Kiko (Francisco Rocha) e ele fica com os domingos de outubro e novembro, 10h–12h, comigo na segunda prancha. Paga-se como ao Duarte.

Ele tem o nível 1 de treinador da FPS, mas o certificado ainda não chegou — a federação diz que está "em processamento". Para as aulas não há problema (estou sempre lá), mas para a renovação da licença vamos precisar dele.

Marcamos a reunião de sócios de fecho de época para meados de novembro, depois digo o dia.

T.

Em qui., 18/09/2025 às 10:12, Joana Reis <joana@ondanorte.example> escreveu:
> Então, agora que o Duarte foi para a Austrália, quem fica com os
> domingos? Eu não consigo, tenho o meu pai no hospital aos fins de
> semana.
> J.
""", charset="utf-8", cte="quoted-printable")
save("mail/2025/09/2025-09-18_tiago_re_domingos.eml", m)

# --------------------------------------------------------------- M18 base64, station updates
m = new_msg(PAULO, "ECS users <ecs-users@iabm.example>", "ECS station – updates for October",
            "2025-09-30 17:15", "ecs.20250930171500@iabm.example")
m.set_content("""Hi all,

Two station updates before the autumn boat days:

1) New back door code from Wednesday 1 October: 4817#
   The old code stops working that day. Please don't write it on the whiteboard this time.

2) The compressor is out of service until January (the motor is being rewound in Lisbon).
   Until then, tanks are filled at the Arrábida Azul dive centre in Sesimbra (Porto de Abrigo, next to the fish auction).
   Say it's for IABM — it goes on our account, no need to pay. Open 08:00–18:00, closed Mondays.
   Please bring the tanks back the same day.

Thanks,
Paulo
Station manager — Estação de Campo do Sado
""", charset="utf-8", cte="base64")
save("mail/2025/09/2025-09-30_paulo_station_updates.eml", m)

# --------------------------------------------------------------- M19 reply QP, lower price
m = new_msg(FILIPA, I_HOME, "Re: Rua do Almada – ponto de situação", "2025-10-07 12:40",
            "re.almada214.20251007@ribeiralar.example",
            in_reply_to="CAi9.20251006203100@correio.example")
m.set_content("""Olá Inês,

Tem razão, três meses sem propostas é sinal de que o preço está acima do que o mercado aceita para uma casa a precisar de obras. Sugiro baixar o preço de anúncio para 195.000 €, já a partir desta semana. Com esse valor entramos nos filtros de pesquisa "até 200 mil", que é onde está a maior parte dos compradores jovens.

Se as herdeiras concordarem, faço a alteração no anúncio e nos portais amanhã.

Lembro também que continuamos a precisar do certificado energético antes de qualquer escritura — o Eng. Sá diz que ainda não conseguiu marcar a visita. Se quiser, indico outro técnico.

Beijinhos,
Filipa

Em 06/10/2025 20:31, Inês Carvalho escreveu:
> Olá Filipa,
> Já são três meses desde o anúncio e nenhuma proposta. O que sugere?
> A minha mãe e a minha tia estão a ficar impacientes.
> Inês
""", charset="utf-8", cte="quoted-printable")
save("mail/2025/10/2025-10-07_filipa_re_ponto_situacao.eml", m)

# --------------------------------------------------------------- M20 alternative, defence
m = new_msg("Secretaria de Mestrados – Biologia Marinha <mestrados.bio@fc.example>",
            "Beatriz Lemos <beatriz.lemos@alunos.fc.example>",
            "Provas públicas de mestrado – Beatriz Lemos", "2025-10-14 14:02",
            "provas.bl.20251014@fc.example", cc=I_WORK)
m.set_content("""Exma. Sra. Beatriz Lemos,

Informamos que as provas públicas de defesa da dissertação de mestrado em Ecologia Marinha, intitulada "Epiphyte load and shoot density of Cymodocea nodosa in the Arrábida meadows", terão lugar:

Data: 4 de dezembro de 2025 (quinta-feira)
Hora: 14h30
Local: Sala 2.13, Edifício C2, Faculdade de Ciências

Júri:
- Presidente: Prof.ª Doutora Teresa Gameiro
- Arguente: Doutor Miguel Faria (Universidade do Algarve)
- Orientadora: Doutora Inês Carvalho (IABM)

A versão final da dissertação deve ser entregue em PDF até 20 de novembro de 2025.

Com os melhores cumprimentos,
Secretaria de Mestrados
""", charset="utf-8", cte="quoted-printable")
m.add_alternative("""<html><body>
<p>Exma. Sra. Beatriz Lemos,</p>
<p>Informamos que as provas públicas de defesa da dissertação de mestrado em Ecologia Marinha terão lugar:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Data</th><td>4 de dezembro de 2025 (quinta-feira)</td></tr>
<tr><th>Hora</th><td>14h30</td></tr>
<tr><th>Local</th><td>Sala 2.13, Edifício C2, Faculdade de Ciências</td></tr>
<tr><th>Presidente</th><td>Prof.ª Doutora Teresa Gameiro</td></tr>
<tr><th>Arguente</th><td>Doutor Miguel Faria (Universidade do Algarve)</td></tr>
<tr><th>Orientadora</th><td>Doutora Inês Carvalho (IABM)</td></tr>
</table>
<p>A versão final deve ser entregue em PDF até 20 de novembro de 2025.</p>
<p>Com os melhores cumprimentos,<br>Secretaria de Mestrados</p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
save("mail/2025/10/2025-10-14_fcul_provas_bia.eml", m)

# --------------------------------------------------------------- M21 HTML only QP, licence
m = new_msg("Câmara Municipal de Mafra – Licenciamento <licenciamento@cm-mafra.example>",
            "Onda Norte Surf School <geral@ondanorte.example>",
            "Renovação da licença de escola de surf – época 2026 (ref. LIC-ES-2026/044)",
            "2025-10-21 10:30", "lic-es-2026-044@cm-mafra.example")
m.set_content("""<html><body>
<p>Exmos. Senhores,</p>
<p>Informamos que se encontra aberto o período de renovação das licenças de atividade das escolas de surf para 2026. O pedido deve ser submetido no Balcão Online até <b>15 de dezembro de 2025</b>. Pedidos incompletos não serão aceites.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Documento</th><th>Observações</th></tr>
<tr><td>Apólice de responsabilidade civil</td><td>capital mínimo 250.000 €</td></tr>
<tr><td>Apólice de acidentes pessoais</td><td>cobrindo alunos e instrutores</td></tr>
<tr><td>Certificados de treinador FPS</td><td>válidos, de todos os instrutores em funções</td></tr>
<tr><td>Declaração de não dívida (AT e Segurança Social)</td><td>emitida há menos de 3 meses</td></tr>
<tr><td>Planta de localização do equipamento de apoio</td><td>contentor / zona de apoio</td></tr>
</table>
<p>Com os melhores cumprimentos,<br>Divisão de Licenciamento — Câmara Municipal de Mafra</p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
save("mail/2025/10/2025-10-21_camara_mafra_licenca_2026.eml", m)

# --------------------------------------------------------------- M25 reply 7bit, call times
m = new_msg(I_WORK, "Jonas Weber <jonas.weber@ozean-kiel.example>",
            "Re: call about the two-estuary comparison", "2025-10-28 16:48",
            "CAic.20251028164800@iabm.example",
            in_reply_to="jw.20251028110200@ozean-kiel.example")
m.set_content("""Hi Jonas,

Sure, happy to talk! Thursdays after 14:00 Lisbon time are best for me (15:00 for you). Please never before 9:30 my time - I'm either on the road to Setubal or useless before coffee, usually both.

How about Thursday 6 November, 14:30 Lisbon / 15:30 Kiel? I'll send an invite.

Best,
Ines

On Tue, 28 Oct 2025 at 11:02, Jonas Weber <jonas.weber@ozean-kiel.example> wrote:
> Hi Ines,
> Could we set up a call next week about the Kiel-Sado temperature
> comparison? I'm flexible, mornings are easiest for me (8-10).
> Cheers, Jonas
""", charset="us-ascii", cte="7bit")
save("mail/2025/10/2025-10-28_ines_re_jonas_call.eml", m)

# --------------------------------------------------------------- M22 7bit, survey moved
m = new_msg(PAULO, "SEAMEAD field team <seamead-field@iabm.example>",
            "Roaz II engine service - winter survey moved + boat days", "2025-11-03 09:20",
            "ecs.20251103092000@iabm.example", cc=SOPHIE)
m.set_content("""Hi all,

Bad news and a change:

1) Roaz II goes into the yard for the engine service (the starboard engine overheated twice last week). The WINTER SURVEY IS MOVED from Tuesday 18 November to Tuesday 25 November. Same plan: 08:00 departure from Doca das Fontainhas, Portinho + Galapos + Alpertuche, back around 15:00. Backup day if the weather is bad: Thursday 27 November.

2) From now on boat days are on Tuesdays (fortnightly), not Thursdays. Armando signed a contract with the Troia ferry company and is busy every Thursday until the summer. The first regular Tuesday boat day will be 9 December.

Please update your calendars - the old field calendar still shows the 18th.

Paulo
""", charset="us-ascii", cte="7bit")
save("mail/2025/11/2025-11-03_paulo_survey_moved.eml", m)

# --------------------------------------------------------------- M24 promo, alternative
m = new_msg("Desportolândia <ofertas@desportolandia.example>", I_HOME,
            "Black Friday antecipada: até -40% em neoprene e natação", "2025-11-05 20:00",
            "bf25-early.8812@desportolandia.example",
            extra=[("List-Unsubscribe", "<https://desportolandia.example/unsubscribe>")])
m.set_content("""BLACK FRIDAY ANTECIPADA

Até -40% em fatos de neoprene, óculos de natação e lanternas de mergulho.
Só até domingo, em loja e online.

Portes grátis acima de 50 €.
Cancelar subscrição: https://desportolandia.example/unsubscribe
""", charset="utf-8", cte="quoted-printable")
m.add_alternative("""<html><body>
<h1>BLACK FRIDAY ANTECIPADA</h1>
<table><tr><td>Fatos de neoprene</td><td>até -40%</td></tr>
<tr><td>Lanternas de mergulho</td><td>até -30%</td></tr>
<tr><td>Óculos de natação</td><td>2 por 1</td></tr></table>
<p>Portes grátis acima de 50 €. <a href="https://desportolandia.example/unsubscribe">Cancelar subscrição</a></p>
</body></html>
""", subtype="html", charset="utf-8", cte="quoted-printable")
save("mail/2025/11/2025-11-05_desportolandia_promo.eml", m)

# --------------------------------------------------------------- M23 forward 8bit, offer
m = new_msg(I_HOME, "%s, %s" % (HELENA, GRACA), "Fwd: Proposta – Rua do Almada 214, 3º Esq.",
            "2025-11-07 08:55", "CAi9.20251107085500@correio.example")
m.set_content("""Mãe, tia,

Chegou finalmente uma proposta (ver abaixo). Eu contrapropunha 192 mil — a Filipa acha que eles sobem. Temos de responder até sexta, dia 14.

Tia, precisamos mesmo da tua resposta, sem ti não posso dizer nada à Filipa.

Beijinhos,
Inês

---------- Forwarded message ---------
De: Filipa Moura <filipa.moura@ribeiralar.example>
Date: quinta, 6/11/2025 às 19:02
Subject: Proposta – Rua do Almada 214, 3º Esq.
To: Inês Carvalho <ines.carvalho@correio.example>

Olá Inês,

Boas notícias: recebemos uma proposta escrita de 188.000 € para o apartamento, de um jovem casal (ele é médico interno no S. João), com crédito pré-aprovado. O preço anunciado é 195.000 €.

A proposta é válida até sexta-feira, 14 de novembro. Podem aceitar, recusar ou fazer uma contraproposta. A minha sugestão: contrapropor um valor intermédio, eles gostaram muito da casa (e dos azulejos!).

Beijinhos,
Filipa
""", charset="utf-8", cte="8bit")
save("mail/2025/11/2025-11-07_fwd_proposta_almada.eml", m)


# =============================================================== mbox
LIST = "escolas@aese-ericeira.example"
NUNO = "Nuno Bastos <nuno.bastos@aese-ericeira.example>"


def lmsg(frm, subject, date, mid, body, irt=None):
    mm = new_msg(frm, "Escolas de Surf da Ericeira <%s>" % LIST, subject, date, mid,
                 in_reply_to=irt,
                 extra=[("List-Id", "Escolas de Surf da Ericeira <escolas.aese-ericeira.example>"),
                        ("List-Post", "<mailto:%s>" % LIST),
                        ("Precedence", "list")])
    mm.set_content(body, charset="utf-8", cte="8bit")
    return mm


ML = [
    ("nuno.bastos@aese-ericeira.example", lmsg(NUNO,
     "[AESE] Limpeza de praia – Ribeira d'Ilhas, sábado 4 de outubro", "2025-09-08 09:12",
     "aese.20250908.01@aese-ericeira.example", """Olá a todos,

Como combinado na última reunião, a limpeza de praia anual da associação será no sábado, 4 de outubro, às 9h00, em Ribeira d'Ilhas (ponto de encontro junto à rampa, ao lado do painel da Reserva Mundial de Surf). A Câmara fornece luvas, sacos e o transporte do lixo.

Cada escola traz alunos/voluntários e, se possível, pequeno-almoço para partilhar. Acabamos por volta das 12h00.

Confirmem por aqui quantas pessoas trazem.

Nuno Bastos
Coordenação AESE
""")),
    ("rita@ribeirasurf.example", lmsg("Rita Paiva <rita@ribeirasurf.example>",
     "Re: [AESE] Limpeza de praia – Ribeira d'Ilhas, sábado 4 de outubro", "2025-09-09 13:40",
     "rs.20250909.1340@ribeirasurf.example", """Contem connosco, levamos 10 alunos e bolos de arroz.

Rita — Ribeira Surf School

Nuno Bastos escreveu:
> Como combinado na última reunião, a limpeza de praia anual da
> associação será no sábado, 4 de outubro, às 9h00, em Ribeira d'Ilhas
""", irt="aese.20250908.01@aese-ericeira.example")),
    ("nuno.bastos@aese-ericeira.example", lmsg(NUNO,
     "[AESE] Novas regras para a Foz do Lizandro a partir de 1 de novembro", "2025-09-22 18:30",
     "aese.20250922.01@aese-ericeira.example", """Olá a todos,

Recebemos da Câmara e da Capitania as regras novas para a Foz do Lizandro, aprovadas depois da reunião de julho. Resumo:

- máximo de 3 escolas na água em simultâneo
- blocos de 2 horas atribuídos a cada escola ao fim de semana
- máximo de 8 alunos por instrutor

Blocos atribuídos (sábados e domingos):
  08h–10h: Lizandro Surf Camp, Mar Bravo, Surf Lab
  10h–12h: Onda Norte, Ribeira Surf School, Ericeira Waves
  12h–14h: Sul Surf, Escola do Baleal Norte, Praia Azul
  14h–16h: livre para privados (máx. 2 escolas)

Para as escolas com staff estrangeiro, segue o resumo em inglês que a Capitania mandou:
From 1 November, no more than three schools may be in the water at Foz do Lizandro at the same time, and each school must keep to its assigned two-hour slot on weekends.

Quem quiser trocar de bloco tem de combinar com outra escola e avisar a Câmara por escrito.

Nuno
""")),
    ("tiago@ondanorte.example", lmsg(TIAGO,
     "Re: [AESE] Novas regras para a Foz do Lizandro a partir de 1 de novembro", "2025-09-23 08:05",
     "CAtc.20250923080500@ondanorte.example", """Obrigado Nuno. O bloco das 10h–12h ao fim de semana serve-nos bem, a Onda Norte mantém.

Tiago

Nuno Bastos escreveu:
> Blocos atribuídos (sábados e domingos):
>   08h–10h: Lizandro Surf Camp, Mar Bravo, Surf Lab
""", irt="aese.20250922.01@aese-ericeira.example")),
    ("nuno.bastos@aese-ericeira.example", lmsg(NUNO,
     "[AESE] Dísticos de estacionamento para as carrinhas das escolas", "2025-10-01 10:00",
     "aese.20251001.01@aese-ericeira.example", """Olá a todos,

A Junta de Freguesia da Ericeira já está a emitir os dísticos de estacionamento para as carrinhas das escolas (parques da Foz do Lizandro e de Ribeira d'Ilhas). Levar o DUA da carrinha e o comprovativo do seguro. Prazo: 31 de outubro.

Nuno
""")),
    ("nuno.bastos@aese-ericeira.example", lmsg(NUNO,
     "[AESE] Obrigado! Limpeza de praia", "2025-10-06 21:10",
     "aese.20251006.01@aese-ericeira.example", """Olá a todos,

Obrigado a quem apareceu no sábado: 64 voluntários de 9 escolas, 180 kg de lixo, incluindo uma rede de pesca inteira presa nas rochas (obrigado à Onda Norte pela paciência!).

Fotos no drive da associação.

Nuno
""")),
    ("sergio@mediadorseguros.example", lmsg("Sérgio Antunes <sergio@mediadorseguros.example>",
     "[AESE] Seguro de grupo RC + acidentes pessoais para escolas associadas", "2025-10-20 15:25",
     "sa.20251020.1525@mediadorseguros.example", """Boa tarde,

Como mediador parceiro da AESE, consigo um seguro de grupo (responsabilidade civil + acidentes pessoais) com 15% de desconto para as escolas associadas, já com os capitais exigidos pela Câmara para 2026. Quem tiver interesse, responda-me diretamente com o número de instrutores e alunos/ano.

Sérgio Antunes
Mediador de seguros
""")),
    ("nuno.bastos@aese-ericeira.example", lmsg(NUNO,
     "[AESE] Convocatória – Assembleia Geral, 20 de novembro, 19h00", "2025-11-04 11:45",
     "aese.20251104.01@aese-ericeira.example", """Caros associados,

Convoco a Assembleia Geral ordinária da AESE para quinta-feira, 20 de novembro, às 19h00, na sala da Junta de Freguesia da Ericeira.

Ordem de trabalhos:
1. Contas de 2025
2. Balanço das regras da Foz do Lizandro
3. Quotas 2026
4. Outros assuntos

Nuno Bastos
Coordenação AESE
""")),
]

_months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
out = []
for sender, mm in ML:
    raw = mm.as_bytes(policy=policy.default).replace(b"\r\n", b"\n")
    raw = re.sub(rb"(?m)^(>*From )", rb">\1", raw)
    d = mm["Date"].datetime
    from_line = "From %s %s %s %2d %02d:%02d:%02d %d\n" % (
        sender, _days[d.weekday()], _months[d.month - 1], d.day, d.hour, d.minute, d.second, d.year)
    if not raw.endswith(b"\n"):
        raw += b"\n"
    out.append(from_line.encode("ascii") + raw + b"\n")
put("lists/aese-escolas-surf.mbox", b"".join(out))
