"""Three long rambling notes (1.5-2k words each)."""

LONG = {}

LONG["notes/long/brain-dump-2025-02.md"] = """---
title: Sunday night brain dump
date: 2025-02-16
tags: [journal, long]
---
# Sunday night brain dump (February)

Oliver is asleep, Bolacha is on my feet, and I can't switch off, so here is everything that is
in my head, in no particular order. Future me: sorry.

## January, the numbers

January was better than I feared. The bolo-rei season spilled into the first week (Reis on the
6th is always a second Christmas for us) and then came the usual dip, the one where the whole
bairro is on a diet and walks past the window looking guilty. Takings ended up about 8% above
last January, which sounds great until you look at the other column: butter, eggs, electricity,
the new accountant. Priya costs more than old Sr. Lemos, but she answers emails on the same day,
and in one afternoon she explained the IVA to me better than he did in five years. I finally
understand why we pay what we pay every quarter, and that alone is worth the difference. She also
wants everything by the 5th of the month, which means I need to become the kind of person who
photographs invoices on the day they arrive instead of stuffing them in the drawer under the till.
Working on it.

## Bolo-rei post-mortem

We sold 164 bolos-rei and 41 bolos-rainha and ran out on the 23rd at four in the afternoon. People
were genuinely upset. One man told me he had been buying his bolo-rei "in this shop" since before
we opened, which is impossible but I took it as a compliment. Inês worked like a machine. Next
year we need preorders with a cut-off date, a proper list (not napkins), and more candied fruit
ordered in November, not December, because the supplier runs short every year and every year I
act surprised. Also: bigger boxes. The 1 kg ones barely closed.

## The oven

The bottom deck is dropping temperature halfway through a bake. It starts fine, the display says
290, and twelve minutes later the natas come out with pale bottoms while the tops are already
black at the edges. Inês rotates the trays to compensate and it costs us about ten minutes per
batch, every batch, all day. I called Sérgio at TecnoFornos and he can't come before the 19th of
March because his assistant quit and he is doing all of Lisbon alone. I started a separate note
with the options (repair, a new one, the second-hand one in Benfica). Money is the problem, as
always. I don't want to sign a five-year leasing for an oven in the same year that the landlord
might decide to squeeze us.

## Butter, again

Lacticínios Serra put butter up again, now over nine euros a kilo for the good stuff. Someone on
the bairro list suggested laminating with the Spanish block from the cash & carry because it's
three euros cheaper. No. For the nata dough I only use Azores butter, unsalted. I tried the
cheaper stuff in 2021 when money was tight and the layers didn't open, the dough smeared, and a
regular told me, very politely, that the natas "tasted like a supermarket". I will close the shop
before I laminate with that plastic again. For the bolo de arroz and the cakes, fine, use whatever
is on offer, you can't tell. For the natas, no.

## Saturdays and Sundays

Saturdays are chaos. From ten to one there is a queue out of the door, Rúben is alone on the
counter, I'm running between the oven and the till, and we lose people who look at the queue and
walk to the café on the corner. I keep thinking we need someone for Saturdays only. Then I do the
maths with social security on top and with the rent question hanging over us, and I decide not
now. Maybe in the autumn, when I know what the rent will be.

Sundays are a different thing. It's mostly tourists, they buy one nata and one galão and sit on
the terrace for an hour with the wifi. Lovely people, they leave nice reviews, but the till on a
Sunday is sad compared with the effort. I'm definately not sure opening on Sundays is worth it anymore. I
haven't said this to anyone yet, not even to Oliver. Let it cook for a few months.

## The team

Inês is the reason this place works. She arrives at six, she has the dough laminated before I have
finished my first coffee, and she notices everything: a sack of flour that is a bit damp, a tray that
was not greased, a customer who looks unwell. She never asks for anything, which makes me nervous,
because people who never ask for anything leave one day without warning. I should offer before she
asks. More holidays? A better schedule once the summer is over? Ask her properly, not in passing
between trays.

Rúben is 24 and still figuring out what he wants, but on the counter he is brilliant. He remembers
how every regular takes their coffee, he flirts with the old ladies exactly the right amount, and he
can close the till in ten minutes when it takes me thirty. He wants to learn latte art. I said yes, as
long as it's not on the Saturday rush. He also wants to change the music in the mornings, which we
will have to talk about, because his taste in the morning is my headache.

## Priya's list

She gave me a list on day one and I'm maybe 70% through it. Missing: the old staff contracts (in a box
at Mum's, don't ask), the insurance papers (the renewal is coming anyway), and the bank statements
from October, which I have somewhere in the email. Do it this week. Properly this week.

## The rent

The contract ends in June. Dona Lurdes at the tabacaria says Queirós raised the rent on the
hairdresser across the road by almost 30% when their contract came up. She also says he's a
gentleman who "only listens to the agency", which I think means he doesn't want to hear from us
directly. We've been there six years, never late once, we paid for the kitchen and the toilet
ourselves. I need to put that in writing when the letter comes, because the letter will come.
Oliver says I should not panic before there is something to panic about. He's right. I will panic
anyway, quietly, at 2am.

## Coffee

Cafés Tejo told us prices go up in March. The bica is still at eighty cents, the same as three
years ago. At some point we have to raise it, and I hate that conversation with the regulars more
than anything. The old men at table 2 will make a speech. Maybe in the autumn, together with the
new hours if we change them. One bad news day instead of two.

## Flour

Ribeiro is steady, same price as the list they sent in December. Fernanda is lovely and the
flour is consistent, which is all I ask. Hugo from Farinhas do Oeste left a card in December and
has called twice. I haven't called back. No need to fix what isn't broken, at least until it is.

## Oliver, and us

Oliver is working too much as well, two projects at the same time, and still finds time to run
the Instagram. We're at 2,100 followers and the video of a tray of natas coming out of the oven,
shot on his phone, got 40,000 views. I still don't want to show my face on there. Hands, trays,
the window, the cat if she ever comes to the shop, fine. My face, no. He wants a holiday in the
summer, a real one, two weeks with no phone. His parents are coming in April, and this Christmas
is his turn, so Manchester. I need to tell Mum early so she doesn't build up a whole drama about
it. Joana will handle her, she always does.

Note to self: stop agreeing to meetings in the morning. Before three in the afternoon I am useless
to anyone who isn't buying a pastel de nata. The bank guy wanted nine-thirty on a Thursday. No.
Priya understood this immediately, which is another point in her favour.

## My body

Back pain is worse. The padel with Rui on Wednesday nights is the only thing that helps, which is
ironic because Rui says padel is terrible for backs. The physio said stop lifting the flour sacks
alone. The flour sacks are 25 kilos and there are ten a week. Who is going to lift them, the cat?
I'll ask the driver to leave them inside by the storeroom instead of at the door. That's the
compromise.

## Ideas, half-baked (ha)

- A nata with ginja, just for the Santos Populares in June. Could be a disaster. Could be the
  thing people come back for.
- Bolo de arroz with orange zest instead of lemon in winter. Inês already does it at home, she
  says, and her kid prefers it.
- Mini queijadas for orders. Easy upsell for parties.
- A loyalty card: ten natas, the eleventh free. Oliver says do it digitally. I say paper, because
  the old ladies. Compromise: paper, and he designs it.
- Selling our leftover egg whites to the meringue guy in Ourique instead of freezing them.

## Family

Mum's knee is worse and she won't see a doctor because "it's the weather". Joana's birthday is on
the 17th of March: get her the Portuguese baking book she keeps borrowing and never returning. Uncle
Zé had his fall in January, he's fine, but Mum now calls every evening "just to check", which
means calling to tell me about Uncle Zé.

## Closing

Lots of worry in this note, but reading it back: the shop is full, the team is good, the natas are
right when the oven behaves. The problems are the oven, the rent, and me being tired. Two of those
can be fixed with money and one with sleep. Go to sleep, Mateus.
"""

LONG["notes/long/reflexao-verao-2025.md"] = """---
title: Reflexão sobre o verão
data: 2025-08-28
tags: [diário, longo]
---
# Reflexão sobre o verão (fim de agosto)

Voltei de Tavira há quatro dias e já parece que nunca fui. Escrevo isto antes que a rotina me
apague as ideias todas. O Oliver diz que eu só escrevo quando estou cansado ou preocupado; hoje
estou as duas coisas, mas também contente, o que é raro.

## O horário de verão

Abrir das sete às oito da noite, de terça a domingo, foi demais. Os números até justificam: junho e
julho foram os melhores meses de sempre, a esplanada cheia até fechar, turistas a fazer fila para
tirar fotografias ao balcão. Mas as pessoas não são máquinas. O Rúben a fechar às oito e a voltar
no dia seguinte ao meio-dia, eu a abrir às sete e a sair às nove da noite sem ter visto a luz do
dia. Em julho houve uma semana em que não jantei com o Oliver uma única vez. A Inês é a única que
manteve o horário normal, e mesmo assim ficou muitas vezes até mais tarde por minha causa.

Para o ano, se voltarmos a fazer horário de verão, tem de ser com mais uma pessoa. Ou com menos
horas. Não há terceira opção.

## O dinheiro

Fiz as contas de julho com a Priya por telefone. Faturámos mais do que em qualquer mês desde que
abrimos, mas os custos também subiram: horas extra, a eletricidade com o forno e a vitrine a
trabalhar sem parar com o calor, a manteiga que não para de subir, a farinha que subiu em junho. A
margem é mais ou menos a mesma do ano passado, com muito mais trabalho. É isso que me faz pensar que
o horário de verão, tal como o fizemos, não compensa. Mais horas abertas não é o mesmo que mais
lucro. A Priya disse uma coisa que me ficou: "revenue is vanity, margin is sanity". Vou pôr isso na
parede da cozinha, em inglês, para a Inês se rir de mim.

Também percebi que ao sábado de manhã perdemos clientes. Vejo-os chegar, olhar para a fila, e ir
embora para o café da esquina. Se houvesse mais uma pessoa ao balcão das dez à uma, essa gente
ficava. Não sei quanto é em dinheiro, mas não é pouco.

## Os turistas e a esplanada

A esplanada é uma bênção e uma maldição. Dá dinheiro, dá visibilidade, as fotografias aparecem no
Instagram de pessoas que nem nos seguem. Mas também é onde as pessoas ficam uma hora com um galão.
A Câmara anda a falar de mexer na ciclovia e já me disseram que podemos perder uma mesa. Vamos ver
o que vem na carta da renovação, que deve chegar em outubro.

## A renda

Pelo menos isto resolveu-se. A renda ficou nos 1.960 € desde julho. Não é o que eu queria, mas é
muito menos do que os 2.100 que o senhorio pediu em abril, e ficámos com um contrato longo, que era
o que mais me preocupava. O Oliver foi fundamental: leu tudo com calma, disse-me para não assinar
nada à pressa e para pôr a questão da humidade do armazém por escrito. Ficou na adenda. Agora é
esperar que cumpram até ao fim de setembro. Conhecendo a agência, não aposto nisso.

## A farinha

A história da farinha do Oeste deu-me uma lição que eu já devia saber: o barato sai caro. Poupar um
euro e pouco por saco e perder uma fornada de massa folhada inteira não é poupar nada. Já está
resolvido, mas a Inês ainda me lembra disso todos os dias, com aquele olhar de "eu avisei". E
avisou mesmo.

## A música

Uma coisa que aprendi este verão, e que quero escrever para não esquecer: a música muda tudo na
loja. Durante duas semanas de julho o Rúben pôs a rádio comercial de manhã e eu fiquei com os nervos
em franja: anúncios aos gritos, pop aos berros, o locutor a rir de si próprio. De manhã não aguento
isso. O que funciona para mim, e acho que para os clientes também, é bossa nova baixinho (João
Gilberto, Tom Jobim, aquele disco da Nara Leão que o Oliver me deu) e às vezes guitarra portuguesa
instrumental, Carlos Paredes, quando está a chover. À tarde o Rúben põe o que quiser, desde que não
seja reggaeton nem aquela playlist de "café lounge" que parece música de elevador de hotel.
Combinámos assim e acabaram-se as discussões.

## Os domingos

Ando a pensar em fechar ao domingo. Ainda não disse a ninguém além do Oliver. Ao domingo a caixa
é fraca, são quase só turistas, e pago ao Rúben a dobrar o sentido de obrigação. Ao mesmo tempo,
à segunda-feira, que é quando estamos fechados, vejo as pessoas do escritório da esquina a olhar
para a porta fechada. Talvez trocar: fechar ao domingo e abrir à segunda. Preciso de ver os números
com calma em setembro, depois de passar o pico dos turistas. Não quero decidir cansado.

## A cozinha

O forno portou-se bem desde março, felizmente, com o calor todo. A Inês diz que a câmara do meio
perde calor pela porta e tem razão: o Sérgio já tinha avisado da junta. Tenho de marcar antes do
inverno, antes das encomendas de Natal. A vitrine também deu sustos em junho, mas o eletricista
refez a ligação ao termóstato e desde então está certinha nos quatro graus.

## As férias

Tavira foi exatamente o que precisávamos. Duas semanas sem telefone (quase), o Oliver a ler na praia
da ilha, eu a dormir à tarde como um avô. Comi pastéis de nata de três pastelarias diferentes para
"pesquisa" e fiquei contente: os nossos são melhores. Um deles tinha canela por cima já posta, o
que me irrita profundamente, mas isso é outra conversa.

## A equipa

O Rúben quer mais responsabilidade. Falou comigo antes das férias: quer tratar dos cafés especiais,
dos chás, talvez de um "brunch" ao sábado. Acho que tem razão e acho que lhe devo um aumento, pelo
menos pelo verão que aguentou. Vou falar com a Priya sobre o que é possível. A Inês vai de férias em
setembro, duas semanas, e já está tudo tratado para a substituição. Ela merece-as mais do que
ninguém.

E há a questão do sábado. Sozinhos não chegamos. Em março decidi que não era altura de contratar
ninguém, e se calhar estava certo na altura, mas agora as coisas mudaram. Tenho de refazer as contas.

## O gelado de nata

O teste do gelado de nata correu mal. A textura ficou boa, o sabor ficou bom, mas derrete em dois
minutos na esplanada e a máquina que alugámos fazia um barulho de avião. Fica para outro ano, ou
para nunca. O Oliver diz que foi "um fracasso muito elegante". Obrigado, amor.

## A família

A mãe continua com o joelho e continua sem ir ao médico. A Joana levou-a finalmente a uma consulta
em Setúbal e parece que vai fazer fisioterapia. O tio Zé está ótimo e continua a tirar as frutas do
bolo-rei e a deixá-las no prato, segundo a Joana, "por princípio". Este Natal vamos a Manchester,
é a vez da família do Oliver, e a mãe já começou a fazer o discurso do "no meu tempo o Natal era
com a família". Eu sei, mãe.

## Os clientes do bairro

Com tanto turista, quase me esquecia dos clientes de sempre. A D. Amélia do terceiro andar, que vem
todos os dias às nove e meia buscar dois pastéis de nata, um para ela e outro "para o marido", que
morreu há cinco anos. O Sr. Alberto e os amigos da mesa 2, que discutem futebol e política com a
mesma intensidade e pedem sempre a mesma coisa. As mães da escola, que passam às quatro e levam
bolos de arroz para os miúdos. Em agosto, com a loja cheia de gente de fora, alguns deixaram de
aparecer. Disseram-me que não havia lugar. Têm razão. Tenho de arranjar maneira de guardar um canto
para eles, nem que seja a mesa do fundo com um papel a dizer "reservado".

Também houve coisas bonitas: um casal de Manchester (!) que conhece a rua dos pais do Oliver, uma
senhora brasileira que chorou com o pastel de nata porque lhe lembrou a avó, e um miúdo de seis anos
que nos desenhou a montra e agora o desenho está colado na porta da cozinha.

## O Oliver

O Oliver aguentou este verão melhor do que eu merecia. Tratou do Instagram, das fotografias, das
traduções dos emails da agência, das contas da renda, e ainda me obrigou a ir de férias. Quando
voltámos de Tavira disse-me que não quer outro verão assim, e disse-o com aquela calma inglesa que
me assusta mais do que se gritasse. Tem razão. Tenho de lhe dar mais do que as sobras do dia.

## O que quero para o outono

1. Decidir os domingos com números, não com cansaço.
2. Arranjar ajuda para o sábado.
3. Subir a bica, que está igual há três anos e o café subiu imenso.
4. Tratar do forno antes do Natal: a junta da porta que o Sérgio disse em março.
5. Dormir. Mais. Pelo menos seis horas.
6. Ir ao fisioterapeuta em vez de fingir que o padel resolve as costas.

E parar de fazer contas às duas da manhã, como o Oliver me pede há anos.
"""

LONG["notes/long/year-review-2025-draft.md"] = """---
title: 2025 – year review (draft)
date: 2025-11-18
status: draft
tags: [journal, long, review]
---
# 2025 – year in review (draft, unfinished)

Writing this in pieces between batches. Oliver says I should finish it before Christmas so I go to
Manchester with a clear head. Let's see.

## The headline

Revenue is up about 11% on 2024 with six weeks still to go, the best year since we opened. Margin is
not up 11%, because everything we buy went up and we only raised prices a little, late. Still: we're
alive, we're busy, the team is intact, and I'm writing this at a reasonable hour.

## The accountant

Switching to Ledgerwise in January was the best admin decision of the year. Priya is strict and she
is right to be. She explained the quarterly IVA, set up the monthly routine (SAF-T and invoices by
the 5th), and she caught two supplier invoices that had been charged twice. She also has infinite
patience with my "I'll send it tomorrow", which I should not test any further. There are still a
couple of things she's chasing me for.

## The oven

The Forni Vittoria had its crisis in February and March. Sérgio fixed it on the 19th of March and it
has behaved since. Back then I decided not to replace it this year — with the rent up in the air that would have
been mad, especially since the quotes I had were for the price of a small car. The new oven is in the 2026 budget instead; I need fresh quotes in January. In the meantime
the door seal on the middle deck is tired and Sérgio is coming to replace it once his part arrives
from Italy.

## The rent

The rent negotiation ended better than I feared, thanks to Oliver's cold head and to Priya reading the
small print before I signed. We got a long contract and a cap on the yearly update. The damp in the
storeroom is another story, and I will write about it when I'm less angry.

## The flour saga

In June Ribeiro put their prices up by more than two euros a sack and I panicked and decided to move
to Farinhas do Oeste. The trial in July was a mess: torn dough, a binned batch, Inês furious. We
stayed with Ribeiro in the end, and Fernanda came down on price to keep us, in exchange for a fixed
weekly volume. Lesson learned: test before you decide, not after. And listen to Inês when she says a
flour "feels different", because she is always right about flour.

## Prices

We raised almost nothing this year, which was a mistake. The counter prices are the ones from March,
apart from the coffee. The event orders are priced per unit with a delivery fee on top, and the first
real event showed me the delivery fee is too low for anything past Sintra: two people, a van, and
half a Saturday. For 2026 I want one price review in January, done once, announced once, and then
left alone for the year. Oliver wants to do a little card for the counter explaining why. I think
nobody reads those, but he designs them beautifully, so fine.

## Summer hours

Seven to eight, six days a week, from June to September. The numbers were great and the people were
destroyed. Never again without an extra person.

## Closing on Sundays

This was the best call of the year, and I almost didn't make it. We close on Sundays and open on
Mondays since October. The reasoning, for the record: Sunday revenue was mostly terrace tourists
nursing a galão for an hour, at Sunday staff cost; Mondays, the office crowd and the school mums were
finding a closed door. Six weeks in, Monday is our third-best day of the week, and for the first time
since 2019 the whole team has a day off together. Inês says her son recognises her again. Nobody
complained except the old men at table 2, who complain about everything and still come every day.

## The coffee price

We finally raised the bica in October. I had dreaded it for a year. Two people said something, one of
them was Sr. Alberto, who said it with a smile, and then paid. That was it. I wasted a year of worry on
a ten-cent conversation.

## The team

Inês is the rock of this place. She did the whole summer without complaining (much), went on holiday
in September and came back to find the nata dough had been made exactly her way, which she took as a
compliment to her notes. Rúben grew up this year: he runs the coffee side now, he trained the new
girl, and he deserves the raise he'll get in January. Leonor joined us this month for Saturdays — a
hotel-school student, quick, good with the old ladies, and she already knows where everything is.
Hiring her is the thing I resisted for too long. I tried to do Saturdays myself for six months and my
back is still paying for it.

## The first big event order

An English bride found us through her fiancé's aunt, who lives upstairs. The order was for her wedding
at a quinta out near Sintra, on a Saturday in November. Oliver drove the van, I held the trays on my
lap for forty minutes of curves, and nothing broke. She sent photos the next day: our natas on a
three-tier stand, next to a cake that cost more than our monthly rent. I want more of those. Need a
proper price list for events and a delivery fee that makes sense.

## The shop

- The scale saga (new scale, faulty scale, returned scale). I refuse to write about it.
- The vitrine wiring was redone in the summer and the fridge holds temperature.
- The terrace is losing a table next year because of the bike lane. Fine. Fewer tourists nursing galões.
- The Christmas boxes are ordered and arrive next week. Next year I want them with the logo.

## Suppliers, in general

Most of them were fine. The egg man, Sr. Adelino, never missed a Friday. Lacticínios Serra kept
raising the butter price, and the association's group buy in October helped a lot — we should do
that every quarter. Cafés Tejo raised the coffee price in March and then did the annual service on
time, so I'll forgive them. PackBox is cheap but their website is a crime. TecnoFornos: Sérgio is one
man doing all of Lisbon; he is good, but plan everything a month ahead.

## Things that went wrong

- The nata ice-cream in July. Beautiful, melted in two minutes on the terrace, the rented machine
  sounded like a plane. Never again, or at least not outdoors.
- The storeroom damp. Boxes ruined, a smell of mould when it rains, and a landlord who only speaks
  through the agency. To be continued, sadly.
- The scale (see above, no).
- My back.
- The week in July when Rúben and I both had a cold and Inês ran the counter and the kitchen with
  my mother's help. Mum loved it. The customers loved her. Inês did not.

## Customers and the bairro

The bairro association turned out to be more useful than I expected: the plumber recommendation in
March, the butter group buy, the Christmas market, and the meetings where everyone complains about
card fees. I went to two meetings and I should go to more. Sr. Alberto's table 2 is still the loudest
table in Campo de Ourique. Dona Amélia still takes a nata "for her husband". The school mums discovered
the bolo de arroz with orange zest in the winter and now ask for it in November. And twice this autumn
people came in asking for things they could eat without wheat, which we don't have. Noted for 2026.

## Me, and us

I worked too much. Oliver put up with it, then stopped putting up with it, and he was right both
times. Tavira in August saved my summer. Padel with Rui on Wednesdays saved my back, partially. Mum
had her knee seen, finally. Joana keeps the family running and sends me ideas for the shop that are
usually better than mine. Bolacha is eleven and fine, except for the thyroid.

This Christmas is Manchester: the cold, the pub quiz with his dad's friends, the
mince pies that I secretly love and pretend to judge. The shop closes on the 25th and 26th and Inês
and Rúben cover the rest of the week with Leonor. First Christmas I'm not behind the counter since
2019. I'm nervous about it and I also can't wait.

## 2026, things I want

1. New oven, bought properly, not in a panic.
2. Printed boxes with the logo for Christmas.
3. Something for the people who can't eat wheat — done properly, or not at all.
4. Three weeks of holiday, not two.
5. Pay Rúben more. Keep Leonor.
6. No 70-hour weeks. If I write this every year, maybe one year it becomes true.
7. A real events price list, with delivery fees for Sintra and Cascais.

(To be continued — need to add the numbers per quarter when Priya sends the Q4 estimate.)
"""


def files():
    return {k: v.encode("utf-8") for k, v in LONG.items()}


if __name__ == "__main__":
    for k, v in LONG.items():
        print(k, len(v.split()))
