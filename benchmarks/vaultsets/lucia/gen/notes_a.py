# -*- coding: utf-8 -*-
"""Long notes: comunidad / ascensor, dad surgery, acoso, half triathlon."""
from common import write_text

ASCENSOR = """---
title: Ascensor nuevo – derrama y follón con el administrador
tags: [comunidad, ascensor, derrama, pintor-vilar-23]
created: 2025-02-11
updated: 2025-09-16
---

# Ascensor nuevo: derrama, presupuestos y el follón con el administrador

> Nota viva. La voy actualizando cada vez que pasa algo. Lo más reciente está al final de la cronología
> y en el apartado «Estado actual».

## Datos básicos

- **Finca:** C/ Pintor Vilar 23, 46025 València (Benicalap). 16 viviendas (cuatro plantas, cuatro puertas por
  planta, numeradas de la 1 a la 16) + 2 locales en el bajo (Farmacia Sanchis y el bar El Racó de Paco).
- **Mi piso:** 4º, puerta 15. **Coeficiente de participación: 3,85 %** (lo pone la escritura y la nota simple,
  lo he comprobado dos veces).
- **Administrador de fincas:** Ernesto Palau Grau, de Fincas Turia Gestión S.L. Despacho en la Av. Burjassot.
  Atiende por correo, por teléfono casi nunca.
- **Presidencia:** Vicente Alapont (2º-6) fue presidente hasta junio. En la junta ordinaria del 19 de junio salió
  elegida **Marga Tormo (4º-14, la puerta de enfrente, en mi rellano)**. Marga Tormo es la presidenta de la
  comunidad desde el 19/06/2025.
- **Ascensor actual:** de 1979, cabina para 4 personas, puertas semiautomáticas, sin nivelación. En la inspección
  periódica de noviembre de 2024 el organismo de control lo dejó con resultado **desfavorable** y un plazo para
  corregir defectos graves (falta de puertas de cabina, foso). Repararlo salía casi tan caro como cambiarlo entero.

## Cronología

### Noviembre 2024 – enero 2025
- 18/11/2024: inspección desfavorable. Ernesto manda un PDF que nadie entiende.
- Diciembre: Vicente pide presupuestos «a tres empresas serias».
- Enero: van pasando técnicos. Uno de Orbital Lifts me pregunta si hay alguien con movilidad reducida en el
  edificio (sí: el señor Ramón del 1º-2 y, en la práctica, mi madre cuando viene a por Mateo).

### 10 de febrero de 2025 – convocatoria
Llega la convocatoria de junta extraordinaria por email (con los acentos rotos, como siempre). Tres presupuestos,
IVA incluido:

| Empresa | Importe | Plazo de obra | Mantenimiento incluido |
|---|---|---|---|
| Ascensores Levante Elevación S.L. | 58.400 € | 5 semanas | 2 años |
| Elevadores Mediterráneo S.A. | 52.900 € | 6 semanas | 1 año |
| Orbital Lifts | 61.200 € | 7 semanas | 3 años |

Mi primera impresión: Mediterráneo es el más barato, Levante el que «suena» más, Orbital demasiado caro.

### 27 de marzo de 2025 – junta extraordinaria
Notas de la junta en [[junta-extraordinaria-2025-03-27]]. Resumen: se aprobó **Ascensores Levante** por mayoría
(les convenció que empezaban antes y los dos años de mantenimiento). El tema del **reparto** se dejó en el aire:
Ernesto dijo «ya lo concretaremos en la circular». Mal presagio.

### 14 de abril de 2025 – la circular de la discordia
Circular del administrador: reparto **a partes iguales** entre las 16 viviendas = **3.650 € por vivienda**, y los
locales exentos. En tres plazos. Nadie lo había votado así.

Problema: los estatutos (art. 7) dicen que los gastos generales, **incluido el ascensor**, se reparten según
coeficiente, y la Ley de Propiedad Horizontal (art. 9.1.e) dice lo mismo salvo que el título o un acuerdo válido
diga otra cosa. Y no hay acuerdo válido: en la junta no se votó ningún reparto especial.

Mi cálculo con coeficiente: 58.400 × 3,85 % = **2.248,40 €** (frente a 3.650 €, más de 1.400 € de diferencia).
A los pisos pequeños del 1º (coeficientes de 2,9 %) les salía todavía más injusto. Los locales, que tienen
coeficientes altos (la farmacia 9,6 %), eran los grandes beneficiados del «partes iguales»… casualidad que el dueño
del local del bar sea cuñado de Vicente.

### 22 de abril – mi respuesta
Le contesté a Ernesto por escrito (educada pero firme), citando estatutos y LPH, y pidiendo que se rectificara
la circular antes de cobrar nada. Lo consulté antes con el asistente (chat de abril) para ordenar argumentos.

### 6 de mayo – respuesta de Ernesto
Dice que lo consultará con «nuestro asesor jurídico» y que se llevará a la junta ordinaria de junio. Mientras
tanto, **queda en suspenso el cobro del primer plazo**. Pequeña victoria.

### Mayo – hablando con vecinos
Marga Tormo (4º-14, abogada jubilada) se pone de mi lado desde el principio. Hacemos una ronda por los pisos: de
16 viviendas, 11 firman un escrito pidiendo reparto por coeficiente. Los del bar, en contra, claro. Vicente, muy
incómodo.

### 19 de junio de 2025 – junta ordinaria (la buena)
- **Levante sube el precio**: su nuevo presupuesto es de **63.100 €** («revisión de precios del acero y de la
  maquinaria»). Se indigna todo el mundo.
- Se vota **cambiar a Elevadores Mediterráneo S.A.** por los **52.900 €** que ofertaron en febrero (confirmaron
  que mantienen el precio). Aprobado por amplia mayoría. Levante queda fuera.
- **Reparto según coeficiente de participación**, con locales incluidos. Ganamos.
- Renovación de cargos: **Marga Tormo, presidenta**. Vicente, aliviado.
- Ernesto se compromete a mandar el acta firmada «en los próximos días». Me llegó el 23/06 un resumen de acuerdos,
  pero **el acta firmada no**.

### Julio – agosto
Nada. Yo en Portland con papá. Ernesto de vacaciones todo agosto.

### 15 de septiembre – circular definitiva
Circular con el reparto definitivo por coeficiente y el calendario de obras:

- **Mi derrama: 2.036,65 €** (52.900 × 3,85 %). En dos plazos (importes y fechas en la propia circular; la tengo
  en el correo y la he impreso para la nevera).
- **Obras: del 6 de octubre al 14 de noviembre de 2025**. Seis semanas sin ascensor. Elevadores Mediterráneo
  monta un andamio interior en el hueco; la escalera se queda libre pero con polvo.

## Estado actual (a 16/09/2025)
- Empresa: **Elevadores Mediterráneo S.A.** — 52.900 €.
- Mi parte: **2.036,65 €**.
- Presidenta: Marga Tormo. Administrador: Ernesto Palau (de momento…).
- Obras: 6 de octubre – 14 de noviembre.

## Pendiente
- [ ] **El acta firmada de la junta del 19 de junio.** Ernesto la prometió «en los próximos días» el 23 de junio
      y a mediados de septiembre sigue sin llegar. Sin acta firmada no podemos ni exigir ni defendernos si los
      del bar impugnan. Marga dice que le escribirá ella también.
- [ ] Preguntar si hay **ayudas de accesibilidad** (Generalitat / Ayuntamiento) para la sustitución: a lo mejor
      se puede pedir todavía. Marga tiene un folleto.
- [ ] Organizarme con mamá (Amparo) durante las obras: no puede subir cuatro pisos andando con la rodilla. Las
      recogidas de Mateo esas semanas mejor en su casa, en Benimaclet.
- [ ] Comprar un carrito de la compra con ruedas para escaleras (sí, existen).

## Notas para mí sobre el reparto (por si vuelve a salir)
1. El coeficiente manda salvo acuerdo unánime en contra o disposición de los estatutos. Los nuestros no eximen a
   los locales de los gastos de ascensor (hay comunidades que sí, la nuestra no).
2. Un acuerdo sobre reparto distinto al coeficiente requiere unanimidad (modifica el título), no mayoría simple.
3. Si la circular no refleja lo votado, se impugna el acuerdo o se reclama la rectificación por escrito (hecho).
4. Plazo de impugnación: tres meses desde el acuerdo (un año si es contrario a la ley o a los estatutos).
5. Guardar TODO por escrito. Los «ya lo hablamos» de Ernesto no valen nada.

## Cosas que he aprendido (o: por qué odio las juntas)
- Las juntas empiezan en segunda convocatoria siempre, da igual lo que ponga. Llevar agua y paciencia.
- El presidente no es el administrador. El administrador trabaja para la comunidad, no al revés. Cuesta que los
  vecinos mayores lo entiendan («es que lo ha dicho el administrador…»).
- Pedir los presupuestos completos, no el resumen. El de Levante tenía letra pequeña con «revisión de precios
  según índice» — de ahí la subida.
- Votar con nombre y coeficiente en el acta. Que no pongan «aprobado por mayoría» sin más.

## Las tres ofertas en detalle (lo que no venía en el resumen de la convocatoria)
Pedí los presupuestos completos por correo (Ernesto tardó nueve días en mandarlos). Lo que vi:

**Ascensores Levante Elevación S.L.**
- Cabina de 6 personas (450 kg), puertas automáticas telescópicas en cabina y en planta.
- Máquina sin cuarto de máquinas (la colocan en el hueco), lo que libera el cuartito de la azotea.
- Mantenimiento incluido dos años; después, 95 €/mes + IVA.
- **Letra pequeña:** «precios sujetos a revisión según índice de materiales si la obra se inicia más de 90 días
  después de la aceptación». Ahí estaba la trampa que luego usaron para subir el precio.

**Elevadores Mediterráneo S.A.**
- Cabina de 6 personas, puertas automáticas, nivelación de precisión (importante para el señor Ramón con el andador).
- También sin cuarto de máquinas.
- Mantenimiento incluido un año; después, 82 €/mes + IVA.
- Precio cerrado, sin cláusula de revisión, válido hasta el 31 de diciembre de 2025. Esto fue clave en junio.

**Orbital Lifts**
- Lo más completo (cabina de 8 personas, pantalla con información, telealarma con vídeo), pero también lo más caro
  y el plazo más largo.
- Nadie lo defendió en la junta. Ni Orbital, que no vino.

## Conversaciones con vecinos (para acordarme de quién es quién)
- **Señor Ramón (1º-2)**: 84 años, andador. El más interesado en que la obra se haga ya y en que haya alguna
  solución durante las seis semanas. Ahora es vicepresidente (!), le hace mucha ilusión.
- **Los del 3º-10**: alquilados; el propietario vive en Madrid y delega siempre el voto en Vicente.
- **Farmacia Sanchis**: la farmacéutica, Amparo Sanchis, razonable. Entiende que con coeficiente paga más, pero
  dice que «la ley es la ley». La respeto mucho.
- **El Racó de Paco**: el dueño del local del bar fue el que más peleó por quedar exento. Amenazó con impugnar en
  junio. De momento no ha hecho nada (que yo sepa).
- **Vicente Alapont (2º-6)**: no es mala persona, pero se dejó llevar por Ernesto en todo. En junio parecía
  aliviado de dejar la presidencia.
- **Marga Tormo (4º-14)**: abogada jubilada, metódica, con una carpeta con pestañas de colores. Sin ella no habríamos
  conseguido las 11 firmas.

## Preguntas que quiero hacer en la próxima junta (o antes, por escrito)
1. ¿Cuándo llega el acta firmada de junio?
2. ¿Se ha pedido la ayuda de accesibilidad? ¿Quién la tramita y quién cobra la subvención si llega?
3. ¿Qué pasa con el mantenimiento a partir del segundo año? ¿Se puede negociar ya?
4. ¿Hay seguro de obra? ¿Quién responde si se rompe algo en la escalera durante las seis semanas?
5. ¿Qué pasa con los que no paguen la derrama a tiempo? (Hay dos pisos que ya deben cuotas ordinarias.)
6. Rendición de cuentas del fondo de reserva: ¿cuánto hay y se va a usar algo para el ascensor?

## Vivir seis semanas sin ascensor (plan)
- Compra grande online con entrega los sábados por la mañana, cuando está Javi para subirla.
- Mateo sube andando encantado (dice que es «entrenamiento de bombero»).
- La bici de carretera se queda en el trastero del bajo; la de ciudad, encadenada en el patio.
- Mamá no viene a casa esas semanas: quedamos en la suya o en el parque.
- Si el señor Ramón necesita algo, Javi y yo nos hemos ofrecido. Marga ha hecho una lista de vecinos voluntarios.

## English summary (for Dad, he asked what a «derrama» is)
A *derrama* is a one-off special assessment that every owner in a Spanish apartment building pays for big works.
Our 1979 elevator failed its inspection, so the building is replacing it. In March the owners picked one company
(Levante), but the building manager then tried to split the bill equally per flat, which isn't what the bylaws
say — costs go by each flat's ownership share (mine is 3.85%). I pushed back in writing, eleven neighbours signed,
and in June the owners switched to the cheaper company (Elevadores Mediterráneo, 52,900 €) because Levante raised
its price, and agreed the split by share. My bit is 2,036.65 €. Works start on 6 October and last six weeks, so
it's four flights of stairs with shopping and a seven-year-old until mid-November. You'd have loved the meetings:
two hours of shouting about who uses the elevator more.
"""

JUNTA = """---
title: Junta extraordinaria – sustitución del ascensor
date: 2025-03-27
tags: [comunidad, ascensor, junta]
---

# Junta extraordinaria 27/03/2025 (mis notas)

**Lugar:** Casal Veïnal de Benicalap, sala polivalente (C/ de la Fira Vella 12) — porque en el zaguán no cabemos.
**Hora:** empezó 19:40 h (segunda convocatoria, como siempre).
**Preside:** Vicente Alapont (presidente). **Administrador:** Ernesto Palau (Fincas Turia Gestión).
**Asistentes:** 11 viviendas presentes + 3 representadas; los dos locales presentes.

## Orden del día
1. Sustitución del ascensor tras la inspección desfavorable.
2. Elección de empresa y forma de pago.
3. Ruegos y preguntas.

## Lo que se dijo
- Ernesto repasa los tres presupuestos (Levante 58.400 €, Mediterráneo 52.900 €, Orbital 61.200 €).
- El técnico de Levante vino en persona (!) y vendió bien lo de «empezamos en septiembre» y los dos años de
  mantenimiento incluido. Nadie de Mediterráneo.
- Marga Tormo (4º-14) pregunta por el **reparto**: recuerda que los estatutos dicen coeficiente. Ernesto:
  «eso ya lo concretaremos en la circular, ahora votemos empresa». Vicente le da la razón a Ernesto.
- El dueño del bar dice que «los locales no usan el ascensor». Murmullos.

## Votación empresa
| Empresa | Votos |
|---|---|
| Ascensores Levante Elevación | 9 |
| Elevadores Mediterráneo | 5 |
| Orbital Lifts | 0 |
| Abstenciones | 2 |

→ **Aprobado Levante** (58.400 €, IVA incl.).

## Mis impresiones (mixed, escribo rápido)
- I voted Mediterráneo — cheaper, and the six weeks vs five doesn't matter to me.
- Lo del reparto me da mala espina. Si lo hacen a partes iguales me toca mucho más que por coeficiente.
- Hablar con Marga esta semana. She knows the LPH inside out.
- Ruegos: el señor Ramón pide una silla salvaescaleras provisional durante las obras. Ernesto «lo mirará».
"""

DAD = """---
title: Dad – prostate cancer & surgery (2025)
tags: [dad, portland, health, family]
created: 2025-01-30
updated: 2025-08-10
---

# Dad — prostate cancer, surgery and recovery

Running notes so I don't have to reconstruct everything from WhatsApp, e-mail and phone calls at 9 pm.
Dad = Gregory ("Greg") Moore, 73, Sellwood, Portland OR. Married to Linda (Kowalski) since 2009. My half-brother
Ethan lives in Seattle and drives down when he can.

## Key people
| Who | Role | Notes |
|---|---|---|
| Dr. Anita Okafor | Urologic surgeon, Columbia Ridge Medical Center | Did the biopsy and the surgery. Calm, direct. Dad trusts her. |
| Brenda Tsosie, RN | Nurse navigator (urology) | The person who actually answers the phone. |
| Dr. Paul Hendricks | Dad's primary care doctor | Found the raised PSA in the routine bloodwork. |
| Linda | Dad's wife | Drives, manages the pill box, hates the portal. |
| Ethan | My half-brother, Seattle | Came for the surgery weekend. |

## Timeline

### Nov 2024 – routine bloods
PSA came back at **8.2 ng/mL** (it was 4.9 two years earlier). Dr. Hendricks referred him to urology.

### Jan 2025 – MRI and biopsy
- MRI: one PI-RADS 4 lesion, left side.
- Targeted + systematic biopsy on 21 January: **Gleason 3+4 = 7 (Grade Group 2)** in 4 of 12 cores.
- Dad e-mailed me the results on the 29th (very Dad: subject line "Some news, don't panic").

### Feb 2025 – options
We did a three-way video call (me in Valencia at 9 pm, Dad and Linda at noon, Ethan from Seattle). Options
Dr. Okafor laid out:
1. **Active surveillance** — not really recommended for Grade Group 2 with that volume, but possible.
2. **Radiation** (with six months of hormone therapy).
3. **Robotic radical prostatectomy**.

Dad chose surgery: "I want it out, I don't want to think about it every three months." He's 73 and fit (he still
walks to the Sellwood Bridge and back every morning), so Dr. Okafor agreed he's a good candidate.

### March–May 2025 – scheduling
- Surgery first booked for **Wednesday 2 July 2025**. I booked flights for Mateo and me around that
  (28 June – 19 July).
- 20 May: Dad wrote that the date had moved — Dr. Okafor had a conference and the OR schedule shifted. **New date:
  Thursday 17 July 2025**, check-in 5:30 am, surgery 7:30 am. I changed the flights (new trip 12 July – 3 August;
  see [[portland-trip-2025]]).
- Pre-op: pelvic floor exercises (Kegels) started in June, a pre-op class with Brenda, bloods and ECG.

### 17 July 2025 – surgery day
Robotic-assisted radical prostatectomy + pelvic lymph node dissection. About three and a half hours. Dr. Okafor
came out to the waiting room around 11:20 and said it had gone "textbook". Nerve-sparing on the right side, partial
on the left (that's where the lesion was). One night in hospital. Home on the 18th with a catheter.

### 18–28 July – catheter days
Dad hated the catheter more than the surgery. Discharge sheet is in `docs/` (the one with the restrictions: no
lifting, no driving, etc.). Linda was brilliant. Mateo drew him a "get well" comic every day.
Catheter out on 28 July. The first 48 hours after were rough (leaking), then better every
day.

### 5 August 2025 – pathology
Posted on the portal, and Dr. Okafor phoned him too:
- **Stage pT2 N0** — confined to the prostate, no spread to the 6 lymph nodes removed (0/6).
- **Surgical margins negative.**
- Gleason 3+4 = 7 confirmed (about 20 % pattern 4).
- No extraprostatic extension, seminal vesicles clear.
I forwarded the summary to Ethan on the 8th because Dad kept telling him "it's fine" with no details.

## What comes next (as of 10 August)
- **PSA at 6 weeks** (early September) and again at **3 months** (early October). Target: undetectable.
- Pelvic floor physio with Carla at the clinic, weekly until October.
- Continence: currently 2 pads a day, aiming for 0–1 by October.
- Erectile function: "let's not talk about it with my daughter, thank you." Fair.
- Next urology visit: late October; then every 3–6 months for the first two years.

## Pre-op (June – mid July)
- Pre-op class with Brenda (video link for me from Valencia, at 6 pm my time): what to pack, the catheter, walking
  from day one, and "the first bowel movement is a milestone, celebrate it". Dad took notes.
- Bloods, ECG and a chest X-ray: all normal. His blood pressure was a bit high the first time ("white coat", he says).
- He stopped aspirin a week before, on the surgeon's instructions.
- Kegels from early June, three sets a day. He set an alarm on his phone called "SQUEEZE". Linda kept finding it.
- Linda and I made a list of what he'd need at home: a raised toilet seat (borrowed from a neighbour), pads, a
  small pillow for the seat belt, loose trousers with an elastic waist, easy meals in the freezer.

## Hospital stay (from my side)
- We got there before dawn; the surgical pavilion is new and bright and the volunteers are all retired teachers,
  Dad made friends in five minutes.
- Waiting room: there's a screen with a patient number and a colour code (pre-op, in surgery, recovery). Watching
  a number go from yellow to green is the longest three and a half hours of my life.
- Night on the ward: Linda stayed; I went back to be with Mateo. Ethan slept on the sofa at home.
- Discharge the next day at about 2 pm, after he had walked the corridor twice and eaten.

## Talking to Mateo about it
- We told him "el abuelo tiene una cosa mala dentro y los médicos se la van a quitar". Simple. He asked if it was
  like when he had his tonsils out. Close enough.
- He wanted to see the scars (small, five of them). Dad showed him, very proud.
- The comic: "Super Abuelo vs. the Prostate Monster". Mateo still asks if the monster is gone for good.

## Questions for the late-October check-up
1. What does each PSA result mean and when do we stop worrying? What number would trigger more tests?
2. How long can continence keep improving? When is it worth considering other options?
3. Is he cleared for long-haul flights (Christmas in Valencia)? Compression socks?
4. Bike and tandem: any restrictions left?
5. Follow-up schedule for the next two years — can some visits be by video?

## Lessons for me (in case I ever have to do this again)
- Be there for the surgery and the first week home. The catheter days are when the carer needs help most.
- Keep one document (this one) and one calendar. Share both with Linda and Ethan.
- Ask the nurse navigator everything. Brenda was the most useful person in the whole process.
- Working from a different time zone is fine if I protect the early mornings.

## Money / insurance (so I understand the US side)
- Dad has **Medicare** (Part A and B) plus a **Medigap Plan G** supplement, so the hospital and surgeon bills are
  mostly covered. He paid the Part B deductible (about $257) and that's it.
- Prescription (Part D) — the only out-of-pocket was the stool softener and a short course of painkillers.
- Linda keeps the Explanation of Benefits letters in a blue folder in the kitchen drawer. If anything happens to
  both of them, **that folder** is where everything is.

## Things I want to remember
- Dad's question list for Dr. Okafor (he wrote it on a yellow legal pad, very him):
  1. How long will I leak? (Answer: most men are mostly dry by 3–6 months.)
  2. When can I ride my bike? (6 weeks, gently. He asked about the tandem with Linda; answer: 8.)
  3. Can I fly to Spain for Christmas? (Probably yes, if PSA is good. Don't promise Mateo yet.)
- Dad cried a bit when Mateo read him a story in English before going to the hospital. So did I.
- Linda's sister Joanne brought food for a week: casseroles, all of them with cheese. Dad loved it.
- Nota para mí: explicarle a mamá lo de papá sin dramatismo. Ella pregunta por educación pero se preocupa más de lo
  que dice. Treinta años divorciados y aún así.

## Vocabulary (EN / ES, because I end up explaining this to everyone here)
| English | Español |
|---|---|
| radical prostatectomy | prostatectomía radical |
| catheter | sonda vesical |
| margins (negative) | márgenes (libres) |
| pelvic floor | suelo pélvico |
| incontinence pads | compresas / pañales de incontinencia |
| PSA | PSA (antígeno prostático específico) |
| nurse navigator | enfermera gestora de casos (más o menos) |

## Calls
We do a proper video call on **Sundays at 21:00 my time** (noon in Portland). During the week, WhatsApp voice
notes. Dad prefers voice notes because "typing on this phone is like threading a needle".
"""

ACOSO = """---
title: Mateo – problemas en el patio (protocolo de acoso)
tags: [mateo, colegio, acoso, ceip]
created: 2025-02-20
updated: 2025-10-09
---

# Mateo y los problemas en el patio

Escribo esto para tener las fechas claras y no hablar «de memoria» en las reuniones. Y para no comerme la cabeza
a las dos de la mañana.

Colegio: **CEIP Mestre Lluís Gil** (Benicalap). Mateo estaba en **1ºA** en el curso 2024/25 (tutora: **Nuria
Bellver**) y ahora en **2ºA** (tutor: **Andrés Peiró**). Jefa de estudios: **Marisa Climent**. Orientadora:
**Pilar Gasent**. Directora: Consuelo Ibáñez.

Niño implicado: **Iker S.** (de su clase en 1º). No quiero demonizar a un niño de siete años: es un crío con sus
historias. Pero lo que le hacía a Mateo no estaba bien y el colegio tardó en verlo.

## Qué pasaba
- Desde finales de enero, varios días Mateo vuelve **sin el almuerzo**: «me lo ha quitado Iker».
- Empujones en la fila de entrar del patio. Una vez se hizo un raspón en la rodilla y en el cole dijeron que se
  había caído.
- Lo peor: un grupito (Iker y dos más) le llaman **«el guiri»** y le imitan hablando inglés con voz rara, porque
  habla inglés con el auxiliar de conversación y a veces se le escapa un «sorry». Y porque es muy rubio (el pelo
  del abuelo Greg). Mateo me dijo: «mamá, yo no quiero ser guiri, quiero ser de aquí». Se me partió el alma.
- No quería ir al cole los lunes. Dolor de tripa los domingos por la noche.

## Cronología
| Fecha | Qué |
|---|---|
| finales ene 2025 | Primeros almuerzos «perdidos». |
| 18/02/2025 | Mateo llega triste, segunda vez en la semana sin almuerzo. Lo apunto en el diario. |
| 20/03/2025 | Escribo a la tutora, Nuria Bellver, con todo por escrito. |
| 21/03/2025 | Nuria contesta: lo va a observar y lo hablará con jefatura. |
| 02/04/2025 | El colegio activa el **protocolo de acoso** (lo llaman así aunque «de momento es conflicto entre iguales»). |
| 03/04/2025 | Citación por correo para la reunión. |
| 08/04/2025 | Reunión con Marisa Climent y Pilar Gasent (y Nuria). Ver abajo. |
| abril–junio | Seguimiento. Mejoría clara desde mayo. |
| 08/09/2025 | Empieza 2º. Mateo en 2ºA, Iker en 2ºB. |
| 07/10/2025 | Incidente en el comedor (ver abajo). |
| 21/10/2025 | Reunión con el tutor, Andrés Peiró, a las 16:45 h. |

## Reunión del 8 de abril (protocolo)
Estuvimos Javi (le cambió la guardia un compañero) y yo, la jefa de estudios Marisa Climent, la orientadora Pilar
Gasent y la tutora. Una hora y cuarto.

Medidas que acordamos:
1. **Vigilancia reforzada del patio**: un maestro más en la zona de las porterías, que es donde pasaba todo.
2. **«Patios dinámicos»**: juegos organizados dos días por semana con los de 5º como monitores.
3. Pilar hace sesiones de **educación emocional** en la clase (sin señalar a nadie).
4. Mateo tiene una «persona de referencia» (la tutora) a la que puede ir sin sentirse chivato.
5. Comunicación semanal con nosotros por la agenda, los viernes.
6. **Decisión para el curso que viene: separar a Mateo e Iker en grupos distintos en 2º.** Lo propuso el propio
   colegio, y lo han cumplido: desde septiembre están en grupos distintos (2ºA y 2ºB).

Yo pedí que lo del «guiri» se trabajara en clase en general (diversidad, familias de varios países). Pilar dijo que
sí, que hay tres niños más con familia de fuera.

## Cómo lo he llevado en casa
- Hablar mucho, sin interrogatorios. La hora buena es en la bañera.
- Javi le enseñó a decir «para, no me gusta» en voz alta y alejarse. Lo practicaron en el pasillo como si fuera un
  simulacro de incendio (Javi es bombero, todo es un simulacro).
- Leímos cuentos sobre niños «de dos sitios». Y le conté que yo también era «la americana» en el cole, en los
  noventa, y que acabó bien.
- El abuelo Greg le mandó un vídeo diciendo que en Portland él sería «el español», y que eso mola. Le encantó.

## 7 de octubre – incidente en el comedor
En el comedor, Iker (ahora en 2ºB, pero comen en el mismo turno) le tiró el agua por encima y le dijo otra vez lo
del guiri delante de todos. La monitora del comedor lo separó. Mateo me lo contó por la noche, sin llorar, pero muy
callado. Escribí a Andrés al día siguiente.

Andrés me contestó el 8: propone **reunión el martes 21 de octubre a las 16:45 h** en el aula de 2ºA, y quiere que
venga también la coordinadora del comedor. Tengo que confirmarle asistencia.

## Lo que quiero pedir en la reunión del 21
- Que el **comedor** también esté dentro del protocolo (los monitores dependen de la empresa del comedor, no del
  colegio, y parece que nadie les ha contado nada).
- Que pongan a Mateo e Iker en **mesas separadas** en el comedor.
- Saber qué se está haciendo con Iker (sin detalles personales, pero que algo se está haciendo).
- Preguntar por la orientadora: ¿sigue Pilar este curso o han cambiado?

## Lo que he aprendido sobre el protocolo
- En la Comunitat Valenciana los centros tienen un protocolo de actuación ante posibles situaciones de acoso. Se
  activa cuando hay indicios, y no significa que se «condene» a nadie: primero se recoge información, luego se
  decide si es acoso o un conflicto entre iguales, y en los dos casos hay medidas.
- Hay medidas de **protección** (para el niño que lo sufre), **educativas** (para el que lo hace, y para el grupo) y
  de **comunicación** con las familias.
- El colegio tiene que informar a la inspección educativa si se confirma el acoso. En nuestro caso lo clasificaron
  como «conflicto entre iguales con componente de discriminación», y así lo dejaron por escrito.
- Tengo derecho a pedir copia de las medidas acordadas. Lo pedí y me lo dieron.

## Registro de conversaciones con Mateo (cortito)
| Fecha | Qué me dijo | Cómo estaba |
|---|---|---|
| 18/02 | «Se me ha perdido el almuerzo» (mentira piadosa) | callado |
| 02/03 | «Me lo quita Iker, pero no se lo digas a la seño» | llorando |
| 17/03 | «Me llaman guiri en el patio» | enfadado |
| 25/04 | «Hoy he jugado a fútbol con los de 5º» | contento |
| 20/05 | «Iker me ha pedido perdón, pero porque le ha obligado la seño» | desconfiado pero tranquilo |
| 12/09 | «En mi clase nueva nadie me llama nada» | feliz |
| 07/10 | (lo del comedor) «No quiero ir al comedor mañana» | muy callado |

## Qué ha funcionado (y qué no)
- **Funcionó:** los juegos organizados en el patio; que la tutora le diera un «cargo» (encargado de material) que le
  hacía sentirse importante; los viernes de agenda con novedades.
- **Funcionó:** hablar con otras familias de la clase, sin acusar a nadie. Dos madres me dijeron que sus hijos
  también habían visto cosas. Eso ayudó a que el colegio lo tomara en serio.
- **No funcionó:** al principio, decirle que «no hiciera caso». Se sentía más solo.
- **No funcionó:** que yo le preguntara cada día al salir del cole «¿qué tal con Iker?». Lo dejé de hacer en abril.

## Para Javi y para mí
- No entrar nunca a hablar con la familia de Iker por nuestra cuenta. Todo a través del colegio.
- Turnarnos en las reuniones si hay guardias, pero siempre uno de los dos y con las notas.
- Cuidarnos nosotros también: esto nos ha quitado sueño a los dos.

## Cosas que no quiero olvidar
- No compararlo con mi infancia delante de él todo el rato.
- Mateo no es frágil. Es sensible. No es lo mismo.
- Pedir las cosas por escrito (correo), siempre. Lo hablado en la puerta se olvida.
"""

HALF = """---
title: Half Triatlón Costa Azahar 2025
tags: [triatlon, half, entrenamiento, club-triatlo-turia]
created: 2025-03-05
updated: 2025-10-12
---

# Half Triatlón Costa Azahar — 26/10/2025

Mi primer medio ironman (half, 70.3, «medio», como lo quieras llamar). Inscrita el **5 de marzo de 2025** a través
del club (Club Triatló Turia), con el código de descuento del club. **Inscripción: 165 €** (incluye seguro de día y
camiseta; el seguro de cancelación no lo cogí, error o acierto ya se verá).

## La carrera
- **Lugar:** Oropesa del Mar (Castellón). Natación en la playa de La Concha, bici por la N-340 y el interior
  (Cabanes), carrera a pie en el paseo marítimo.
- **Distancias:** 1,9 km natación · 90 km bici · 21,1 km carrera.
- **Mi salida (grupo de edad F40-49): 8:45 h.** Las élites salen antes. Boxes abren temprano (los horarios
  exactos los mandó el club en un adjunto).
- **Corte:** 8 h 30 min.
- Objetivo: **acabar por debajo de 6 horas**. Objetivo secreto: 5:45. Objetivo real: acabar sonriendo.

## Por qué me he metido en esto
Porque cumplía 41 y porque después de años de carreras de 10 km y algún medio maratón quería algo que me diera
miedo. Y porque Javi se rió un poco cuando lo dije en voz alta. (Ahora me apoya muchísimo, conste.)

## Cómo entreno (y cómo me gusta entrenar)
- **Madrugar.** Lo mío es salir a las **6:00**, antes de que Mateo se despierte. A las 7:45 estoy duchada y
  haciendo el almuerzo. Por la tarde no rindo, y además es cuando tengo clases y a Mateo.
- **Natación:** lunes y miércoles a las 6:30 en la piscina municipal (calle rápida). Odio ir a mediodía: calles
  llenas, gente que no sabe adelantar, agua a 29 °C. Desde mayo, aguas abiertas los sábados con el club en la
  Malvarrosa cuando se puede.
- **Bici:** salida larga del club los sábados (ahora quedamos en otro sitio, ver mails del club). Martes rodillo
  en casa con series.
- **Carrera:** tiradas largas los domingos por el **Jardín del Turia**: del Parque de Cabecera a la Ciudad de las
  Artes y vuelta. Es mi sitio favorito del mundo para correr: sombra, fuentes y nada de coches.
- Logística con Javi: las guardias de 24 h (1 de cada 5 días) mandan. Los días de guardia, nada de entreno largo
  a primera hora, porque Mateo. Mamá ayuda los sábados a veces.
- Registro todas las sesiones en la hoja de cálculo de entrenos (pulso, distancia, RPE).

## Plan por bloques
| Bloque | Fechas | Enfoque | Horas/semana |
|---|---|---|---|
| Base | mar – abr | volumen suave, técnica de nado | 6–7 |
| Construcción 1 | may – jun | tiradas largas de bici, ladrillos cortos | 8–9 |
| Portland | 12 jul – 3 ago | mantener: correr con papá en casa, piscina de Sellwood | 4–5 |
| Construcción 2 | ago – sep | específico: ritmo de carrera, ladrillos largos | 9–11 |
| Pico | 15 sep – 5 oct | simulacro (90 km + 10 km) | 11 |
| Afinado (taper) | 6 – 25 oct | bajar volumen, mantener intensidad | 6 → 3 |

## Nutrición en carrera (lo que funciona y lo que NO)
- **NO geles con cafeína.** Nunca. En el medio maratón de Valencia de 2024 me tomé uno en el km 15 y tuve
  retortijones hasta meta. Probado dos veces más en entrenos largos: igual. Lo tengo clarísimo.
- Sí: **dátiles**, **patata cocida con sal** en la bici (en bolsita), barritas de arroz caseras, geles sin cafeína
  de los que no saben a jarabe de fresa.
- Bebida isotónica sin cafeína, 500–750 ml por hora en bici según calor.
- Objetivo: 60–70 g de hidratos por hora en la bici, 40–50 g en la carrera.
- Desayuno 3 h antes: pan con aceite y sal, plátano, café (el café normal sí me sienta bien, es el gel lo que no).

## Material
- Bici: la de carretera de siempre (aluminio, 2016) con acoples prestados por Sergio.
- **Neopreno: alquilado**, no comprado. El club tiene acuerdo con una tienda (precio en los mails del club). Para
  un triatlón al año no me compensa comprarlo.
- Zapatillas: las de siempre + cordones elásticos.
- Portabidones trasero: pendiente de montar.

## Logística del fin de semana
- Sábado 25: ir en el **bus del club** (la bici va en el remolque), recoger dorsal, briefing, dejar la bici en boxes
  si lo permiten el sábado.
- Dormir en el hotel con las del club (habitación compartida con Nerea).
- Domingo: boxes, calentar, salida 8:45 h.
- Javi y Mateo vienen el domingo a animar (y a traerme la bici de vuelta).

## Sesiones clave hasta ahora
- **12 de abril:** primera salida de 100 km con el club. Acabé vacía en los últimos 15 km por no comer. Lección:
  comer cada 30-40 minutos desde el principio aunque no tenga hambre.
- **17 de mayo:** primer día de aguas abiertas en la Malvarrosa. Agua a 18 °C, medusas cero, pánico el primero
  cien metros. Después, bien.
- **21 de junio:** ladrillo de 70 km + 8 km a ritmo. Las piernas «de madera» los primeros dos kilómetros, luego
  se sueltan. Normal, dice Sergio.
- **Portland (julio):** mantener como se pueda. Running along the Springwater Corridor with the heat, and the
  outdoor pool in Sellwood with kids doing cannonballs. Muy poco volumen, pero constante.
- **20 de septiembre:** simulacro con el club, 90 km por Sueca y Cullera + 10 km de carrera. Ritmo de bici 27,1
  km/h de media; carrera a 5:35/km. Comí dátiles y patata y bebí isotónico sin cafeína: cero problemas de tripa.
  Sensación de que el objetivo de menos de 6 h es realista.

## Plan de carrera (ritmos)
| Segmento | Objetivo | Notas |
|---|---|---|
| Natación 1,9 km | 42–45 min | Salir por fuera, atrás. Ritmo cómodo. No pelear. |
| T1 | 4 min | Neopreno hasta la cintura corriendo; gorro y gafas en la mano. |
| Bici 90 km | 3:10 | Pulso por debajo de 145. Comer cada 30 min. Beber cada 15. |
| T2 | 3 min | Calcetines ya preparados con polvos de talco. |
| Carrera 21,1 km | 2:00–2:05 | Primeros 5 km a 5:50, luego 5:35 si hay piernas. |
| **Total** | **≈ 5:59** | Con margen si algo va mal. |

## Bolsas de transición (checklist)
**T1 (bici):**
- [ ] Casco (abrochar ANTES de tocar la bici)
- [ ] Gafas de sol
- [ ] Zapatillas de bici (o ya enganchadas en los pedales, ya veremos)
- [ ] Dorsal en la cinta
- [ ] Comida: dátiles, patata con sal, dos barritas
- [ ] Dos bidones de isotónico sin cafeína

**T2 (carrera):**
- [ ] Zapatillas con cordones elásticos
- [ ] Gorra
- [ ] Calcetines con talco
- [ ] Geles (los que tolero) y sales
- [ ] Vaselina

**Bolsa de después:** ropa seca, chanclas, sudadera del club, algo salado, y el móvil para llamar a papá.

## Lecciones de este año (por si repito)
- Entrenar por la mañana temprano es lo único que me ha funcionado con Mateo y las guardias de Javi.
- La natación en piscina a las 6:30 es otra cosa: calles vacías, agua tranquila. Nunca más al mediodía.
- Comer en la bici es un entrenamiento en sí mismo.
- El club ayuda muchísimo: salidas en grupo, simulacro, y saber que no soy la única «madre que madruga».

## Miedos (para escribirlos y que pesen menos)
- La natación en masa. Los primeros 200 m me agobian. Estrategia: salir por fuera y al final.
- Pinchar. Practicar cambiar la cámara con el cronómetro.
- El calor en la media maratón si hace un octubre de 27 °C.

## Taper (desde el 12/10)
Esta semana: 3 sesiones cortas con cambios de ritmo, nada nuevo, dormir 8 horas, y dejar de mirar el tiempo que
va a hacer cada media hora.
"""

def build():
    write_text('notes/comunidad/ascensor-derrama.md', ASCENSOR)
    write_text('notes/comunidad/junta-extraordinaria-2025-03-27.md', JUNTA)
    write_text('notes/dad/dad-prostate-surgery.md', DAD)
    write_text('notes/mateo/acoso-patio.md', ACOSO)
    write_text('notes/triatlon/half-costa-azahar.md', HALF)
