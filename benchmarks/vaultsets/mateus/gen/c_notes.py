"""Markdown notes (short ones) and plain-text files."""

NOTES = {}

NOTES["notes/shop-overview.md"] = """---
title: Pastelaria Alfacinha - overview
created: 2024-12-02
updated: 2024-12-02
tags: [shop, admin, reference]
---
# Pastelaria Alfacinha – the basics

Quick reference I keep for myself, for Oliver, and for whoever helps out.
(Priya will want most of this in January anyway.)

| What | Detail |
|---|---|
| Address | Rua das Amoreiras Velhas 41, 1350-213 Lisboa (Campo de Ourique) |
| Phone | +351 555 010 041 (landline, rings in the kitchen) |
| NIF | 555 000 123 |
| Opening hours | Tue–Sun 7:30–19:00, closed Mondays |
| Rent | €1,850/month, transfer on the 8th |
| Landlord | Sr. Armando Queirós, through Imobiliária Tejo Azul |
| Opened | March 2019 |

## Team
- **Inês Paiva** – pastry chef, early shift 6:00–14:00. Has keys. Does the nata dough,
  the custard and the bolos.
- **Rúben Tavares** – counter and coffee, 11:00–19:00. Does the till close.
- Me – everything else: ordering, accounts, second oven shift, dishes when nobody else does.

## Equipment
- Deck oven, Forni Vittoria, 3 decks – bought second-hand in 2019. Temperamental.
- Espresso machine from Cafés Tejo (on loan with the coffee contract).
- 2 display fridges (vitrines), 1 chest freezer, dishwasher, planetary mixer.

## Bestsellers
1. Pastel de nata (obviously)
2. Bolo de arroz
3. Queijadas (Thursdays only)
4. Tosta mista + bica at lunch

## Admin bits
- Accounts: moving to Ledgerwise (Priya Ramsden) from January. Old accountant, Sr. Lemos, retiring.
- Insurance: Seguros Atlântida, multi-risk, renews every March (direct debit).
- Bank: business account at Banco Tejo, card terminal from them as well.
"""

NOTES["notes/suppliers.md"] = """---
title: Suppliers
updated: 2025-01-10
tags: [suppliers, reference]
---
# Suppliers

| Supplier | What | Contact | Notes |
|---|---|---|---|
| Moagem Ribeiro (Rio Maior) | Flour T65, T55, T45 | Fernanda Ribeiro, fernanda@moagemribeiro.example, +351 555 020 110 | T65 25 kg sack €14.80 (2025 list); delivery Thursdays |
| Lacticínios Serra | butter, cream, milk | encomendas@lacticiniosserra.example | unsalted butter blocks, cream 35% |
| Ovos Quinta do Pinhal | eggs (yolks!!) | Sr. Adelino, +351 555 020 221 | 30 dozen/week |
| Cafés Tejo | coffee + machine on loan | comercial@cafestejo.example | technician: Vasco |
| PackBox EU | boxes, bags, napkins | orders@packbox.example | minimum order €80, ships from Spain |
| TecnoFornos | oven service | Sérgio Matos, +351 555 020 330 | comes within 48h if urgent |
| Açúcares do Tejo | sugar, cinnamon, lemons | — | check if worth changing |

## Notes
- Ribeiro: 30 days payment, bank transfer. Been with them since we opened.
- Ask Fernanda for a discount if we go to 12 sacks/week?
- Hugo from Farinhas do Oeste left a card in December. Haven't called.
- Eggs: Sr. Adelino wants cash on Fridays, keep change in the tin.
"""

NOTES["notes/prices-counter-and-orders.md"] = """---
title: Prices 2025 – counter and orders
updated: 2025-03-14
tags: [prices, orders]
---
# Prices 2025

## Counter
| Item | Price |
|---|---|
| Pastel de nata | €1.30 |
| Bolo de arroz | €1.50 |
| Queijada | €1.60 |
| Croissant (plain) | €1.40 |
| Bica | €0.80 |
| Galão | €1.40 |
| Tosta mista + bica | €3.90 |

## Orders (50 units or more)
| Item | Price/unit | Notice |
|---|---|---|
| Pastel de nata | €1.10 | 48 h |
| Queijada | €1.40 | 72 h |
| Mini bolo de arroz | €0.90 | 48 h |
| Bolo-rei (1 kg) | €19.00 | 5 days |
| Bolo-rainha (1 kg) | €21.00 | 5 days |

Delivery outside Campo de Ourique: +€15 (Lisbon), +€30 (Sintra / Cascais).
VAT included. 30% deposit for orders over €150.
"""

NOTES["notes/renda-negociacao.md"] = """---
title: Renda da loja – negociação 2025
criado: 2025-04-03
atualizado: 2025-11-03
tags: [renda, senhorio]
---
# Negociação da renda (loja)

Contrato de 2019. Renda de 1.850 €/mês; a atualização pela inflação nunca foi aplicada (sorte nossa).

## Cronologia
- **3 abr** — email da Carla Mendonça (Tejo Azul): o Sr. Queirós quer 2.100 € a partir de julho.
  "Valores de mercado", diz ela.
- **10 abr** — respondi com contraproposta: 1.900 € com contrato mais longo.
- **6 mai** — o Oliver leu tudo; os conselhos dele estão no email que me mandou. Liguei à Priya.
- **20 mai** — telefonema com a Carla: o senhorio "não desce abaixo dos 2.000". Disse que
  saíamos. Bluff, mais ou menos.
- **12 jun** — acordo fechado: **1.960 €/mês a partir de 1 de julho**. As restantes condições
  estão na adenda que veio em anexo no email da Carla.
- **1 jul** — primeira transferência com o valor novo.

Diferença: +110 €/mês, +1.320 €/ano. Dói, mas é bem menos que os 2.100.

## Pendentes
- [x] assinar a adenda e devolver digitalizada
- [x] atualizar a transferência permanente no Banco Tejo
- [ ] humidade na parede do armazém: o senhorio comprometeu-se a resolver até ao fim de
  setembro. Estamos em novembro e nada — cheira a mofo e já estragou duas caixas de papel.
  A Carla responde sempre "para a semana". Ligar outra vez e mandar fotos por escrito.
"""

NOTES["notes/summer-hours-2025.md"] = """---
title: Summer hours 2025
created: 2025-05-27
---
# Summer hours 2025

Agreed with Inês and Rúben on 27 May.

**From 2 June to 28 September:**
- Tuesday to Sunday: 7:00 – 20:00
- Monday: closed (as always)

Shifts:
- Inês: 6:00–14:00 (no change)
- Rúben: 12:00–20:00
- Me: 7:00–12:00 on the counter + closing on Fridays and Saturdays

Why: tourists, the terrace is full until late, and the nata ice-cream we want to test.
Review in September – if it doesn't pay, back to normal hours.

- [x] sign on the door
- [x] update Google
- [ ] update Instagram (Oliver)
"""

NOTES["notes/oven-repair-or-replace.md"] = """---
title: Oven – repair or replace?
created: 2025-02-11
updated: 2025-03-24
tags: [equipment, oven, money]
---
# Oven: repair or replace?

The Forni Vittoria's bottom deck keeps dropping temperature halfway through a bake. Pale
bottoms on the natas, burnt tops if I push it. Inês is compensating by rotating trays, which
costs us ten minutes every batch. It's eight years old and we bought it second-hand.

## Options
| Option | Cost | Notes |
|---|---|---|
| A. Repair (TecnoFornos) | ? – Sérgio quotes after his visit | probably a sensor, maybe the controller |
| B. New Forni Vittoria DeckPro 4 | €13,900 + €850 installation | 8–10 weeks lead time |
| C. Nordbake 3-deck (Dutch) | €11,200 + €1,100 installation/transport | stone soles, people on the list like it |
| D. Second-hand deck from the bakery closing in Benfica | ~€4,500 | 12 years old, no warranty |

## Thinking out loud
- B or C would need the Banco Tejo equipment leasing: roughly €260/month for 5 years.
  With the rent renegotiation coming in June that's a risk I don't love.
- D is a gamble: same age problem in a few years.
- If A is a few hundred euros, it buys us at least a year.
- Sérgio can't come before 19 March (his assistant quit). Until then: rotate trays.

## UPDATE 24 Mar
Sérgio came on the 19th and fixed it — details and the bill are in his report email.
Oven has held temperature all week; Inês is smiling again.

**Decision: not buying a new oven this year.** We keep the old one going, service it in the
autumn (he flagged the door seal), and put a new oven in the 2026 budget — revisit in January
with fresh quotes.
"""

NOTES["notes/flour-trial-oeste-vs-ribeiro.md"] = """---
title: Flour trial – Farinhas do Oeste vs Moagem Ribeiro
created: 2025-07-07
updated: 2025-08-05
tags: [suppliers, flour, decision]
---
# Flour trial: Oeste vs Ribeiro

Context: Ribeiro went up to €16.90 a sack in June. Oeste quoted €15.10 (minimum 20 sacks).
On 18 June I decided to switch from July, and we ordered 20 sacks of their T65 for a proper trial.

## Log
| Date | Product | What happened |
|---|---|---|
| 8 Jul | nata dough | absorbs less water, had to cut hydration ~6%. Dough tore twice while laminating. |
| 10 Jul | croissants | flatter, tighter crumb. Customers didn't notice, Inês did. |
| 15 Jul | bolo de arroz | fine, honestly no difference |
| 22 Jul | nata dough again | still tearing; binned a full batch. Inês furious. |
| 29 Jul | pão de Deus | OK |
| 1 Aug | nata dough, mixed 50/50 with the last Ribeiro sack | better, but that's not a solution |

## Verdict (5 Aug)
Not worth it. €1.80 a sack saved is about €75 a month, and we lost more than that in binned
dough, overtime and Inês's patience.

**Decision: we stay with Moagem Ribeiro** — reversing the June decision. I'll ask Fernanda for
better conditions, using the Oeste quote as leverage. The leftover Oeste sacks go into bolo de
arroz and pão de Deus until they're gone.
"""

NOTES["notes/hiring-weekend-help.md"] = """---
title: Weekend help – hire or not?
created: 2025-03-02
updated: 2025-09-22
status: decided
tags: [staff, decision]
---
# Hiring a Saturday helper

## March 2025 – first look
- Saturdays are mental: queue out of the door 10:00–13:00, Rúben alone on the counter,
  me running between the oven and the till.
- Rough cost: a bit over minimum wage per hour + social security on top. Ask Priya.
- **Decision (March): not now.** Rent negotiation coming, the oven might die, can't add fixed
  costs this spring. I'll cover the counter myself on Saturdays.

## September 2025 – revisited
What changed:
- Rent is settled (better than feared), oven repaired.
- Summer Saturdays were up 38% on last year and we turned people away.
- I've been doing 70-hour weeks since June. My back is done and Oliver put his foot down.
- Closing on Sundays from October will push even more people to Saturday.

**Decision (22 Sep): hire a part-timer for Saturdays after all.**
- Rate: **€6.20/hour**, paid monthly. Fixed-term part-time contract for 6 months, then review.
- Job ad drafted with ChatGPT, posted on the shop Instagram and on the bairro mailing list.
- Ask Priya what we actually pay on top (TSU etc.) once we recieve her contract draft.

## Candidates
- Leonor Batista – 19, at the hotel school, worked a summer at a café in Alvalade. Trial on
  Saturday 8 Nov went really well (on the wedding-order day, so a proper baptism). ✔
- Tomás (friend of Rúben's cousin) – didn't show up for the trial.
"""

NOTES["notes/christmas-2025-plan.md"] = """---
title: Christmas 2025 plan
created: 2025-10-27
updated: 2025-11-16
tags: [christmas, planning]
---
# Christmas 2025

## Boxes
Compared the PackBox options:

| Box | Price/unit | Lead time |
|---|---|---|
| Kraft with window, 6 natas | €0.48 | 1 week |
| Printed logo box, 6 natas | €0.70 | 3 weeks + €90 printing plate |
| Kraft bolo-rei box, 1 kg | €0.95 | 1 week |

**Decided 3 Nov: kraft with window** (plus the kraft bolo-rei boxes). The printed ones maybe
next year, when we're not also paying for a Saturday person. Order placed on the 4th — the
confirmation with the order number is in the PackBox email.

## Bolo-rei
- Preorders open 1 Dec, close 19 Dec.
- Target: 180 bolos-rei + 60 bolos-rainha (last year 164 + 41 and we ran out on the 23rd).
- Price stays €19 / €21.
- Mum's order: see Joana's email.

## To do
- [x] order boxes
- [ ] order candied fruit (12 kg) from the Confeitaria supplier — before 25 Nov!
- [ ] confirm Inês's extra hours for 20–24 Dec
- [ ] ask Oliver about what Joana suggested for the preorders (see her email)
- [ ] Christmas window — Oliver's sketch, buy the lights
- [ ] sign on the door: closed 25 and 26 Dec
- [ ] Mercado de Natal at Jardim da Parada (13–14 Dec): send the sign-up before the 28th
- [x] staff Christmas dinner booked: 18 Dec
"""

NOTES["notes/accountant-checklist.md"] = """---
title: Ledgerwise / Priya – checklist
updated: 2025-11-13
tags: [accounts, admin]
---
# Ledgerwise / Priya – checklist

## Monthly (by the 5th)
- [x] upload the SAF-T from the till to the portal
- [x] supplier invoices – photos into the shared folder

## Things Priya asked for
- [x] bank statements Oct–Dec 2024
- [x] staff contracts (Inês, Rúben)
- [x] insurance policy details → everything is in the Atlântida renewal email from February, just forward it
- [x] Leonor's contract draft → sent 12 Nov
- [ ] the signed lease addendum — she has asked more than once!! (scan is somewhere in Downloads)
- [ ] October Makro invoices — the paper ones are in the blue folder in the office

## Deadlines
- IVA Q3 — the amount is in Priya's October email, pay by 25 Nov
- IVA Q4 — February
- Esplanada licence renewal — Câmara, by 15 Dec (Oliver said he'd do it)
"""

NOTES["notes/recipes/pastel-de-nata-batch.md"] = """---
title: Pastel de nata – batch of 120
tags: [recipe, natas]
---
# Pastel de nata – batch (120 units)

## Massa folhada
- 1 kg flour T65 (Ribeiro)
- 10 g salt
- ~600 ml cold water (less with a new sack, go by feel)
- 750 g butter for laminating — **only Azores (Açores) butter, unsalted, 82% fat.** I've tried
  the cheaper continental blocks and the Spanish one from the cash & carry: they smear, the
  layers don't open, and you can taste the difference. Not negotiable, even at €9+/kg.

Roll into the log the night before; rest in the cold room at least 12 h.

## Custard
- 1.5 L whole milk, 250 ml cream
- 1.2 kg sugar + 450 ml water, syrup to 106 °C with lemon peel and a cinnamon stick
- 120 g corn flour, 36 yolks
- Whisk milk and corn flour, cook until it coats the spoon, add syrup slowly, then the yolks
  off the heat. Strain. Fill 3/4 of each case.

## Bake
- 290 °C top deck, 13–14 min, until the tops blister.
- Out of the tins after 5 min or they sweat.
"""

NOTES["notes/recipes/bolo-de-arroz.md"] = """---
title: Bolo de arroz
tags: [receita]
---
# Bolo de arroz (formas n.º 14)

Dá cerca de 40.

- 500 g de farinha **T55** — prefiro sempre a T55 da Moagem para isto; com a T65 fica pesado e
  seco ao segundo dia, e a T45 desfaz-se na forma.
- 250 g de farinha de arroz
- 500 g de açúcar
- 8 ovos
- 350 g de manteiga derretida (aqui serve qualquer manteiga sem sal)
- 400 ml de leite
- raspa de 2 limões (ou laranja no inverno)
- 16 g de fermento químico

Bater manteiga e açúcar, juntar os ovos um a um, depois as farinhas com o fermento alternando com o
leite. Deixar repousar a massa 1 hora no frio. Formas com papel, açúcar por cima.
Forno a 190 °C, câmara de cima, 25 min.
"""

NOTES["notes/daily/2025-06-18.md"] = """---
date: 2025-06-18
type: daily
---
# Wed 18 June 2025

- Hot. 31° at 3pm, terrace empty until 5 and then mobbed.
- Hugo from Farinhas do Oeste came by with two sample sacks. Inês did a test batch of
  bolo de arroz with it – fine.
- Did the sums again: Ribeiro at €16.90 vs Oeste at €15.10 → about €75/month at our volume.
- **Decided: switching flour to Farinhas do Oeste from July.** First order 20 sacks. Tell
  Fernanda once the first month goes well. (Inês is sceptical, says the T65 "feels different".)
- Rúben asked for the 28th off. Santos Populares hangover, he says. Honest, at least.
- Oliver: dinner at Kate's on Saturday, bring a bolo.
- [ ] post the signed addendum back to Carla
"""

NOTES["notes/daily/2025-09-09.md"] = """---
date: 2025-09-09
type: daily
---
# Tue 9 Sept 2025

- Long talk with Oliver last night, and again this morning with the till numbers.
- **Decided: from 1 October we close on Sundays and open on Mondays instead.**
  Why:
  - Sunday takings are ~20% below Saturday but cost the same in staff (Sunday rate for Rúben).
  - Sundays are mostly tourists nursing one galão on the terrace for an hour.
  - Mondays the office crowd and the school mums are back — and right now they find a closed door.
  - None of us has had a Sunday off since 2019. Inês has a kid. I have a partner I'd like to see.
- Tell the team at the end of the month once the new rota is done. Update Google, door sign,
  Instagarm.
- Winter hours while I'm at it: open 7:30, close earlier. Work out the exact times with Rúben.
- Inês off from the 15th – cover is sorted, see #turnos.
- Vitrine 1 thermometer at 7° again → call the electrician.
"""

NOTES["notes/daily/2025-11-12.md"] = """---
date: 2025-11-12
type: daily
---
# Wed 12 Nov 2025

- Sérgio moved the oven door-seal visit, the part is late. New date is in his email — update the
  calendar, it still has the old one.
- Still NO refund for the scale from KitchenPro. Sent it back on 2 Sep (it drifted 20 g), they
  confirmed they received it on the 9th and promised the money "within 14 days". That's two months.
  €89.90. Ticket #KP-44817. If nothing by Friday → complaint on the Livro de Reclamações online.
- Leonor's contract sent to Priya.
- The association butter is half gone already?! Inês says it's the Christmas test batches.
- Joana's email about Mum's bolos-rei — reply!
- Started drafting the year review.
"""

TXT = {}

TXT["txt/closing-checklist-saturday.txt"] = """PASTELARIA ALFACINHA - SATURDAY CLOSING (for Leonor)
Last updated: 13 Nov 2025 - Mateus

Before closing
 1. 30 min before: no more takeaway coffees, start wiping the machine.
 2. Count the natas left. Anything that won't keep goes in the "Too Good To Go"
    bag (pickup window is the last 20 min).
 3. Terrace: bring in the 4 tables and 8 chairs, chain them inside by the stairs.
 4. Till: print the Z report (button "Fecho"), cash in the grey pouch, pouch in
    the safe under the counter. Card terminal: "Fecho de dia" as well.
 5. Vitrines: lights off, fridges stay ON (always!). Cover the cakes with film.
 6. Dishwasher: last cycle, then leave the door open so it dries.
 7. Floor: sweep + mop the front. The kitchen is Ines's job, don't worry about it.

Leaving
 8. The alarm panel is on the wall behind the storeroom door. Type 4829 and press
    OK. You have 30 seconds. If it beeps fast you typed it wrong - type it again.
 9. Shutter: key switch left of the door, hold it down until it touches the floor.
10. Lock the bottom lock twice.

If something goes wrong
 - Spare key: Dona Lurdes at Tabacaria Estrela (two doors down, green sign) has
   one. She opens at 8 and closes at 20.
 - Alarm goes off by mistake: alarm company 555 000 818, say "Alfacinha",
   password "bolacha".
 - Anything else: Mateus +351 555 010 099, or Oliver +351 555 010 098.
"""

TXT["txt/como-ligar-a-maquina-de-cafe.txt"] = """MÁQUINA DE CAFÉ (Tejo Crema 2G) - como ligar de manhã

1. Interruptor geral atrás da máquina, do lado direito (o vermelho).
2. Esperar 20 a 25 minutos até o manómetro estar entre 1 e 1,2 bar.
   Não tirar cafés antes disso!
3. Purgar os dois grupos, 5 segundos cada.
4. Moinho: está no 4,5. Se o café sair em menos de 20 segundos, apertar meio
   ponto (para a direita). Nunca mais de meio ponto de cada vez.
5. O primeiro café de cada grupo vai para o lixo (ou para o Rúben).
6. Vaporizador: purgar antes e depois de cada leite.

Fecho: às sextas limpar com a pastilha (filtro cego, 5 ciclos de 10 segundos).

Avarias: Cafés Tejo, técnico Vasco Pinheiro, +351 555 011 212.
Contrato n.º 7781 (está no autocolante de lado).
"""

TXT["txt/cat-sitter-bolacha.txt"] = """BOLACHA - notes for the cat-sitter (Marta), 22-28 December 2025

Flat: Rua dos Lilases 9, 3rd floor left. Building door code: 1905 then the key symbol.
Keys: Marta has the set with the red tag.

Bolacha is 11, a grey tabby, very talkative, not very brave.

Food
 - Morning: 1/2 pouch of wet food (the kidney-care one, cupboard under the sink)
 - Evening: the other half + a small handful of dry food (yellow bag)
 - Fresh water in the fountain every visit; the filter is fine until January.

Meds (important!)
 - Thyroid tablet: 1/2 tablet every morning, hidden in a small piece of ham.
 - The tablets are in the blue tin on top of the fridge (already cut in halves).
 - If she spits it out, try again after 10 minutes. Don't force it.

Litter: scoop every visit, bags are under the bathroom sink.

Wi-Fi at the flat: network "Lilases9", the password is on the sticker under the router.

Vet: Clinica Veterinaria do Jardim, +351 555 030 300 (Dr. Paiva - no relation to Ines!).
We're away in the UK, reachable on WhatsApp: Mateus +351 555 010 099,
Oliver +351 555 010 098.
She hides under the bed when the doorbell goes. Leave her, she comes out.
"""


def files():
    out = {}
    for d in (NOTES, TXT):
        for k, v in d.items():
            out[k] = v.encode("utf-8")
    return out
