# -*- coding: utf-8 -*-
"""Shorter notes, lists, daily notes and plain-text docs."""
from common import write_text

IMPUESTOS = """---
title: Impuestos autónoma 2025
tags: [autonoma, impuestos, 303, 130, reta]
updated: 2025-06-12
---

# Impuestos 2025 (autónoma – traductora)

Alta en el RETA desde 2016. Epígrafe IAE 774 (traducción). Estimación directa simplificada.

## Modelos trimestrales
| Trimestre | 303 (IVA) | 130 (IRPF) | Presentado | Quién |
|---|---|---|---|---|
| 4T 2024 | 1.102,45 € a ingresar | 540,10 € | 28/01/2025 | Gestoría Albufera |
| 1T 2025 | 1.284,60 € a ingresar | 612,35 € | 18/04/2025 | Gestoría Albufera |
| 2T 2025 | — | — | — | lo presenta la nueva asesoría (julio) |

> Desde el 3T… bueno, desde el 2T ya lo lleva la asesoría nueva. A partir de ahí los importes los mandan ellos por
> correo y no los voy a copiar aquí dos veces. (Ver [[cambio-gestoria]].)

## Cuota de autónomos (RETA)
- 2025: **294 €/mes** (tramo según rendimientos netos previstos; me lo calculó Inma en enero).
- Se puede cambiar la base hasta seis veces al año. Si este año facturo más (Harlow & Finch), habrá que subirla.

## Recordatorios
- Clientes españoles (notaría, bufete, editorial de Valencia): **IVA 21 % + retención IRPF 15 %**.
- Clientes de fuera de la UE (Harlow & Finch – Reino Unido, Clearwater – EE. UU.): factura **sin IVA** (no sujeta,
  art. 69 LIVA) y sin retención. Poner la mención en la factura.
- LinguaBridge (Irlanda): operación intracomunitaria, inversión del sujeto pasivo. Dado de alta en el ROI (sí).
- Plazos: del 1 al 20 de abril, julio y octubre; 4T hasta el 30 de enero.
- **Gastos deducibles 2025 hasta ahora:** cuota de autónomos, licencia de Trados (anual), asociación AVTI (90 €),
  teléfono (50 %), portátil nuevo en mayo (1.349 €, amortización), seguro de RC profesional (118 €/año).
- Note to self: keep EVERY receipt in the «gastos 2025» folder. Last year I lost the one for the monitor.

## Modelo 390 y renta
- 390 (resumen anual IVA 2024): presentado en enero con el 4T.
- Renta 2024: a devolver 312 € (presentada en mayo por Inma). Cobrada en junio.
"""

CLIENTES = """---
title: Clientes y tarifas / Clients & rates
tags: [autonoma, clientes, tarifas, rates]
updated: 2025-09-25
---

# Clientes y tarifas 2025

## Directos
| Cliente | Dónde | Tipo de trabajo | Tarifa | Contacto |
|---|---|---|---|---|
| Harlow & Finch Publishing | Londres | literaria ES→EN (novela *La huerta de sal* → *The Salt Orchard*) | **£95 per 1,000 words** | Rebecca Ostrowski (editor) |
| Clearwater Health Alliance | Seattle | folletos de salud EN→ES, materiales para pacientes | 0,12 USD/palabra | Daniel Okoye (PM) |
| Notaría Benlloch | València | jurídica EN→ES (poderes, escrituras) | 0,10 €/palabra (mín. 40 €) | Sra. Ortells |
| Bufete Sanmartín & Asociados | València | contratos EN↔ES | 0,10 €/palabra | Jordi Sanmartín |

- Subí la tarifa de clientes directos de **0,09 a 0,10 €/palabra** en enero de 2025. Nadie se quejó. Debería
  haberlo hecho antes.
- Harlow & Finch: contrato HF-TR-2025-07. Aprox. 92.000 palabras. Condiciones de pago en el correo de Rebecca de
  febrero. Plazo original 30/09/2025 (ampliado, ver correo de Rebecca de septiembre).

## Agencias
| Agencia | Tarifa | Estado |
|---|---|---|
| LinguaBridge Ltd (Dublín) | 0,08 €/palabra | **Dejé de trabajar con ellos en mayo 2025**: querían bajar a 0,065 y «post-editing» al 50 %. |
| Traduvalia | 0,07 €/palabra | Solo si no tengo otra cosa. Pagan a 60 días. |

## What I don't accept (lo que NO acepto) — para no dudar cuando me llaman
- **Weekend rush jobs.** No urgentes de fin de semana. Ni con recargo. El fin de semana es de Mateo y del half.
- **PDFs escaneados sin recargo** (+25 % o no).
- **Manuales de dispositivos médicos**: no tengo seguro RC que cubra eso y es un campo que no domino.
- **MT post-editing at "half rate"**: si es post-edición, tarifa por hora (35 €/h), no por palabra a mitad.
- Pruebas de traducción gratuitas de más de 300 palabras.

## Lo que SÍ me gusta
- Literaria (obvio) y divulgación médica para pacientes: frases claras, gente real al otro lado.
- Jurídica «de la buena»: contratos bien redactados. Me sirve además para las clases.
- Clientes que mandan glosario y referencias sin que se lo pidas (Clearwater, te quiero).

## Condiciones estándar
- Pago a 30 días. Presupuesto por escrito. Cancelación con trabajo empezado: se factura lo hecho.
- Herramientas: Trados 2022, memoria de traducción propia por cliente; glosarios en hoja de cálculo.
"""

GESTORIA = """---
title: Cambio de gestoría
tags: [autonoma, gestoria, decision]
date: 2025-06-05
---

# ¿Cambio de gestoría? → Sí (decidido el 5 de junio de 2025)

## Situación
Llevo desde 2019 con **Gestoría Albufera** (Inma Cervera), en Russafa. Son majos, pero:
- Cuesta **65 € + IVA al mes** y cada cosa extra (un certificado, una duda de la renta) se cobra aparte.
- Todo es presencial o por teléfono en horario de 9 a 14 h, justo cuando estoy traduciendo o en el cole.
- En el 1T me avisaron del importe del 303 el **19 de abril** (¡un día antes del plazo!).
- No tienen app ni portal: les llevo las facturas en un pendrive. En 2025. En serio.

## Opciones que miré
| Opción | Precio | Pros | Contras |
|---|---|---|---|
| Seguir con Albufera | 65 € + IVA/mes | Me conocen, Inma es un encanto | Lenta, presencial, extras |
| Asesoría Micalet (online, València) | **42 € + IVA/mes** | App para subir facturas, gestor asignado, chat | Nueva, no conozco a nadie |
| Hacerlo yo sola | 0 € (+ mi tiempo) | Control total | Pánico. No. |
| Gestoría de la AVTI (convenio) | 55 € + IVA/mes | Especializada en traductores | Solo por correo, lista de espera hasta septiembre |

## Decisión
**Me cambio a Asesoría Micalet a partir del 1 de julio de 2025**, y que ya presenten ellos el 2T.
Razones: precio (ahorro ~276 €/año), el portal para subir facturas desde el móvil, y que el gestor asignado me
contesta por chat. Mi gestor será **Pau Ribes**.

## Pasos
- [x] Carta de baja a Albufera (enviada el 12/06). Inma muy elegante, me mandó todo el histórico en un zip.
- [x] Firmar el apoderamiento para Hacienda y Seguridad Social (Micalet lo gestiona con certificado digital).
- [x] Bienvenida de Micalet (30/06) — número de cliente y enlace al portal en ese correo.
- [x] Pasarle a Pau las facturas del 2T (antes del 10/07).
"""

UNI = """---
title: Traducción Jurídica y Económica (UMV) – docencia
tags: [uni, docencia, traduccion-juridica]
updated: 2025-09-19
---

# Traducción Jurídica y Económica B-A (inglés-español)

Soy **profesora asociada** en la Facultad de Traducción y Comunicación de la Universidad Mediterránea de Valencia
(UMV). Asignatura de 3º del Grado en Traducción e Interpretación, código 34571, 6 ECTS.
Coordinadora: **Dra. Elena Castelló**.

## Horarios y aulas
### Curso 2024/25 – 2º cuatrimestre
- Martes y jueves, 16:00–18:00 h. Aula A-2.14 (edificio A, 2ª planta). Del 4 de febrero al 22 de mayo.
- Examen final: 11 de junio de 2025. Revisión: 18 de junio.

### Curso 2025/26 – 1er cuatrimestre (¡me han movido de cuatrimestre!)
- **Lunes y miércoles, 15:30–17:30 h.** Del 8 de septiembre al 17 de diciembre. 42 estudiantes (un grupo).
- Aula: empezamos en la A-2.14, pero **desde el lunes 22 de septiembre estamos en el aula B-305** (edificio B,
  3ª planta) por obras de climatización en el edificio A. Elena dice que «hasta final de cuatrimestre, mínimo».
- Examen final: 14 de enero de 2026.

## Evaluación
- 40 % encargos (4 encargos de traducción: poder notarial, contrato de arrendamiento, sentencia, cuentas anuales).
- 20 % glosario colaborativo (EN-ES, en la hoja compartida).
- 40 % examen final (traducción con diccionarios, 3 h).

## Ideas para este curso
- Meter un encargo real (con permiso) de la Notaría Benlloch: un poder para vender un piso, anonimizado.
- Trust / fideicomiso: dedicar media sesión. Siempre lo traducen mal.
- Invitar a Jordi Sanmartín (bufete) a una charla sobre el trabajo real con contratos.
- Menos teoría del derecho comparado, más práctica. Los de 3º se aburren con el *common law* en abstracto.

## Cosas prácticas
- Llave del armario del proyector: en conserjería del edificio B (nuevo aula), pedirla a Toni o a Sole.
- El aula B-305 no tiene enchufes en las mesas: avisar a los estudiantes de que traigan el portátil cargado. La Wi-Fi
  del edificio B va fatal por las tardes: llevar los textos también en papel.
- Tutorías: lunes 17:30–18:30 h en el despacho compartido de asociados (A-1.07) o por videollamada.
"""

PORTLAND = """---
title: Portland trip – summer 2025
tags: [dad, portland, viaje, mateo]
created: 2025-03-10
updated: 2025-07-10
---

# Portland — verano 2025 (Dad's surgery)

## Dates / fechas
- **Dad's surgery: Thursday 17 July 2025** (7:30 am, check-in 5:30 am). It was 2 July until the date moved in May.
- Original trip: 28 June – 19 July. **Changed** after the new surgery date.
- **New trip: Lucía + Mateo, out Sat 12 July, back home Sun 3 August.** Atlantica via Amsterdam both ways.
  Localizador y detalles en el email de Atlantica (cambio de reserva, mayo).
- **Javi joins on Saturday 26 July** (he swapped two guardias with Quique) and flies back with us.

## Where we stay
Dad & Linda's house: 4418 SE Lambert St, Sellwood. Mateo in the "study" on the blow-up bed (he's thrilled).
Linda's car for errands — I'm insured as a second driver from 12 July. Wifi password is on the fridge (Dad recieved a new router in June and of course changed it).

## Checklist antes de irnos
- [x] ESTA para Mateo (pasaporte español) — aprobado 3 de junio. Yo viajo con el pasaporte americano.
- [x] Autorización de Javi para que Mateo viaje solo conmigo (por si acaso, traducida al inglés por mí, claro).
- [x] **Reme (parcela 18) me riega la parcela 17 del huerto** mientras estoy fuera. Le dejo la llave del candado
      y la azada. Le llevaré un regalo de Portland (¿mermelada de marionberry?).
- [x] Avisar a Rebecca (Harlow & Finch) de que julio va a ser lento.
- [x] Avisar a Sergio (club) — plan de entreno de mantenimiento.
- [x] Mamá (Amparo): llaves de casa por si Javi necesita algo.
- [ ] ~~Comprar el adaptador de enchufes~~ (papá tiene mil).
- [x] Regalo para Linda: la paellera y el arroz bomba.

## Plan while there
- The week before surgery: normal life, pre-op appointment with Dad on the 15th, Mateo at a half-day nature camp
  at Oaks Bottom (Mon–Fri 9–12, booked by Linda).
- Surgery day: Linda and I at the hospital, Ethan arrives from Seattle the night before. Mateo with Linda's sister
  Joanne.
- Recovery weeks: I work mornings (Salt Orchard, 3 h a day minimum), Dad naps, Mateo + Linda do the library and
  the Oaks Park rides.

## Decided: no coast this time
We talked about a weekend at the coast or Hood River (list of ideas in [[ideas-escapadas]]), but **decided: no
overnight trips**. Dad can't sit in a car for two hours with the catheter/just after, and I don't want to leave
Linda alone with everything. **Only one day out: Multnomah Falls on Wednesday 30 July**, with Linda, Mateo and
Javi — Dad stays home with Ethan. Cannon Beach / Crater Lake next time, when Dad can come.

## Money
- Flight change: paid in May (see Atlantica email).
- Mateo's camp: $180 (Linda paid, I paid her back).
- Groceries: we split with Dad & Linda.
"""

HUERTO = """---
title: Huerto – parcela 17 (diario)
tags: [huerto, benicalap, parcela-17]
updated: 2025-10-02
---

# Parcela 17 — Horts Urbans de Benicalap

Parcela de 25 m² en el programa municipal de huertos urbanos del Parque de Benicalap. Coordinador: **Toni Masià**.
Vecina de la parcela 18: **Reme** (Remedios Chulià), jubilada, sabe más de huerta que todos los libros.
Normas y horarios de riego en el txt de normas 2025 (aunque ya han cambiado cosas).

## Principios (míos)
- Nada de químicos. **Purín de ortiga**, cola de caballo para hongos, jabón potásico para el pulgón.
- Variedades de aquí: tomate valenciano, pimiento de bola, judía «bajoqueta», habas de Muchamiel.
- **Calabacines: NUNCA MÁS.** Tres años seguidos con oídio, hojas blancas, y acabo regalando calabacines que
  nadie quiere. Los odio. Este año, fuera. Mejor calabaza de invierno si acaso.
- Mateo tiene su «cuadradito» de 1 m²: fresas y girasoles.

## Diario
**12/01/2025** — Limpieza. Habas ya altas (sembradas en noviembre). Ajos bien.

**22/02/2025** — Semillero de tomates en casa, en la ventana de la cocina (valenciano, cor de bou, cherry).

**15/03/2025** — Primeras lechugas. Reme me regala plantel de alcachofas.

**12/04/2025** — Trasplante de tomates y pimientos. Lluvia justo después, perfecto.

**10/05/2025** — Pulgón en las habas. Jabón potásico dos veces. Cosecha de habas para tres cenas.

**01/06/2025** — **Horario de verano de riego**: lunes y jueves de 19:00 a 21:00 h (antes era martes y viernes por
la mañana). Toni lo mandó por WhatsApp.

**08/07/2025** — Todo listo para Portland: **Reme me riega la parcela** los lunes y jueves mientras estoy fuera
(12 de julio – 3 de agosto). Le dejo la llave del candado, mi **azada** y la **manguera de 15 m** (la suya está
rota). Le digo que coja todos los tomates que quiera.

**05/08/2025** — Vuelta. Reme lo ha cuidado mejor que yo. Tomates a reventar, pimientos bien. Le llevo la
mermelada de marionberry de Portland.

**30/08/2025** — Quito las tomateras. Preparar tierra con compost para otoño.

**20/09/2025** — Semillero de coles y brócoli. Mateo planta sus ajos.

**02/10/2025** — Correo de Toni: **nuevo código del candado: 2058** (desde el 1 de octubre; el antiguo, 4179, ya no
vale). Cuota de 2026: sube a 45 €. Riego de otoño martes y sábado por la mañana. Planto ajos y alcachofas.

## Pendiente
- [ ] **Devolverle a Reme su carretilla y la azada pequeña de escardar** que me prestó en agosto para limpiar las
      tomateras. Las tengo en el trastero desde entonces. Vergüenza. (Ojo: la azada grande y la manguera que le
      dejé yo en julio son mías, y ya me las devolvió.)
- [ ] Pagar la cuota de 2026 (45 €) antes del 15 de diciembre.
- [ ] Comprar semillas de habas de Muchamiel.
"""

EXTRAESCOLARES = """---
title: Extraescolares y AMPA
tags: [mateo, colegio, ampa, extraescolares]
updated: 2025-09-26
---

# Extraescolares de Mateo + cosas del AMPA

Colegio: CEIP Mestre Lluís Gil. AMPA: presidenta **Rosa Montesinos**, tesorero Fede Llopis. Cuota AMPA: 25 € por
familia y curso (pagada el 15/09).

## Curso 2024/25 (1º)
- Empresa de extraescolares del AMPA: **Educaocio Levante**.
- Mateo: **patinaje**, lunes y miércoles 16:30–17:30 h, en la pista del patio. **24 €/mes**.
- Le encantaba, pero el monitor cambió tres veces en el curso.

## Curso 2025/26 (2º)
- El AMPA **cambia de empresa**: ahora **Kidsport Turia** (Educaocio no se presentó al concurso… o no lo ganó;
  versiones distintas según a quién preguntes).
- Mateo ha elegido **judo, martes y jueves de 16:30 a 17:30 h**, en el gimnasio del cole. **28 €/mes** + kimono
  (lo compramos en Decathlon, 19 €). Empieza el **1 de octubre**, primera clase el jueves 2.
- Inscripción hecha el 20/09 por el formulario del AMPA.
- Patinaje con Kidsport ahora es solo los viernes y no le cuadra (los viernes va con la yaya).
- Los martes que Javi está de guardia y yo tengo tutorías, le recoge mamá a las 17:30.

## AMPA – en qué me he metido
- Asamblea general del 30/09: presentación de Kidsport, cuentas y actividades del curso.
- **Me comprometí con Rosa a diseñar el cartel del mercadillo solidario de Navidad** (sábado 13 de diciembre,
  en el patio). Tiene que estar **antes del 15 de noviembre** para imprimirlo. Todavía no he empezado.
  - [ ] Cartel mercadillo solidario (A3 + versión para WhatsApp)
  - [ ] Pedir a Rosa el logo del AMPA en buena resolución
- Me ofrecí también para traducir al inglés las circulares para las familias que no hablan castellano ni valenciano.
  (Rosa: «¡te tomo la palabra!». Miedo.)
"""

COCHE = """---
title: ¿Coche o bici? (el Seat)
tags: [casa, coche, bici, decision, seat]
created: 2025-02-18
updated: 2025-10-10
---

# ¿Vender el Seat y movernos en bici?

Coche: **Seat Ibiza 1.0 TSI, 2016, matrícula 3417 JKD**, gris. 118.000 km. Ficha y datos en `docs/`.

## Febrero 2025 – la idea
Uso real del coche: llevarlo a la compra grande una vez por semana, ir al parque de bomberos a veces (Javi), y las
visitas a mamá en Benimaclet. Yo ya voy en bici a la uni (22 minutos por el carril del Turia) y Mateo va andando al
cole (7 minutos).

| Coste anual del Seat | € |
|---|---|
| Seguro (Mutua Levantina, terceros ampliado) | 412 |
| Gasolina (estimado) | 900 |
| Plaza de garaje (alquiler) | 1.020 |
| Mantenimiento + ITV + impuesto de circulación | 450 |
| **Total aprox.** | **2.782** |

Alternativas: Valenbisi, taxi puntual, alquiler por horas (hay dos empresas en el barrio), bici de carga para la
compra (¿?), y el coche de mamá en casos extremos.

**18/02/2025 — DECIDIDO: vendemos el Seat.** Javi de acuerdo («mientras me dejes la bici buena»).

## Marzo – agosto 2025
- Anuncio publicado el 6 de abril por **6.900 €**. Dos visitas. Un comprador de Alzira dijo que sí, dejó una señal
  de 200 € y luego se echó atrás (le devolvimos la señal, no merecía la pena pelear).
- Mayo: bajamos a 6.500 €. Nadie.
- Junio-julio: con lo de Portland, el anuncio caducó y nadie lo renovó.
- Agosto: renovación del seguro. **Cambio de aseguradora**: de Mutua Levantina (412 €/año) a **Segurauto Directo**
  (**338 €/año**, terceros ampliado, póliza SD-77120485, desde el 14/08/2025). Por si acaso nos lo quedábamos.

## 02/09/2025 — CAMBIO DE PLANES: nos quedamos el Seat
Razones (hablado con Javi la noche del 1):
1. **Judo de Mateo** y las tardes que le recoge mamá: mamá ya no conduce de noche y hay días que toca llevarla.
2. Las **guardias de Javi**: al parque se tarda 50 min en transporte público con transbordo; en coche, 15.
3. El **half de Oropesa**: llevar bici, ruedas, bolsa de transición y a Mateo. Y los entrenos en la Calderona.
4. Papá: si viene en Navidad, hay que moverle (aeropuerto, médicos si hace falta).
5. El dinero de la venta (6.500 € como mucho) no compensa lo que nos costaría alquilar cada vez.

Lo que sí mantenemos: yo en bici a la uni siempre; compra pequeña andando; el Seat solo cuando haga falta.
Revisar en verano de 2026.

## Pendiente con el coche
- **ITV**: caduca el 31/10/2025. **Cita: miércoles 22 de octubre de 2025 a las 09:40 h** en ITV Levante Norte
  (polígono Fuente del Jarro, Paterna). Llevar permiso de circulación y ficha técnica.
- [ ] Cambiar las escobillas antes de la ITV.
- [ ] Revisar presión de ruedas (la de atrás izquierda pierde).
"""

CONTACTOS = """# Contactos útiles (casa, comunidad, papeleo)

> Teléfonos ficticios de ejemplo en formato real; los de EE. UU. son del rango 555-01xx.

| Quién | Qué | Teléfono / correo |
|---|---|---|
| Ernesto Palau Grau | Administrador de fincas (Fincas Turia Gestión S.L.) | 960 000 312 · ernesto.palau@fincasturia.example |
| Marga Tormo | Vecina 4º-14, **presidenta de la comunidad** desde junio 2025 | 600 000 418 |
| Vicente Alapont | Vecino 2º-6, expresidente | 600 000 226 |
| Pau Ribes | Mi gestor en la Asesoría Micalet (desde julio 2025) | pau.ribes@asesoriamicalet.example · chat de la app |
| Inma Cervera | Gestoría Albufera (antigua gestoría, hasta junio 2025) | 963 000 145 |
| Toni Masià | Coordinador huertos urbanos Benicalap | 600 000 577 |
| Andrés Peiró | Tutor de Mateo, 2ºA (curso 25/26) | por la app del cole |
| Rosa Montesinos | Presidenta del AMPA | 600 000 690 |
| Sergio Benavent | Entrenador, Club Triatló Turia | 600 000 733 |
| Dr. Anita Okafor | Dad's urologic surgeon, Columbia Ridge Medical Center (Portland) | +1 503-555-0148 |
| Brenda Tsosie, RN | Dad's nurse navigator | +1 503-555-0163 |
| Dad (Greg) | 4418 SE Lambert St, Portland OR | +1 503-555-0121 |
| Ethan Moore | Half-brother, Seattle | +1 206-555-0187 |
| Taller Hnos. Gimeno | Mecánico del Seat | 963 000 881 |
| Segurauto Directo | Seguro del coche (póliza SD-77120485) | 900 000 440 |
"""

IDEAS = """# Ideas de escapadas / trip ideas (nada decidido)

Lista de ideas sueltas. Nada reservado, nada decidido. Cuando algo se decide, lo pongo en su nota.

## Oregon (next time we're in Portland)
- Cannon Beach + Haystack Rock — tide pools with Mateo. 1h30 from Portland.
- Hood River: fruit loop, windsurfers, pie.
- Crater Lake — long way, maybe with a night in Bend.
- Columbia River Gorge: Multnomah Falls, Vista House, the old highway.
- Silver Falls State Park (Trail of Ten Falls) — Dad says it's better than Multnomah and without the crowds.
- Astoria: Goonies house (Javi would love it).

## España
- Albarracín en otoño (¿puente de diciembre?).
- Xàtiva + castillo, un sábado.
- Delta del Ebro en bici, con Mateo en el remolque… o ya en su propia bici.
- Fin de semana en Morella cuando nieve (nunca nieva cuando podemos).
- Ruta de los pantanos en la Calderona (bici con el club).

## Ideas para cuando papá venga (¿Navidad?)
- Belén de la plaza del Ayuntamiento y chocolate con churros.
- Mostrarle el huerto.
- La Albufera en barca al atardecer.
"""

INBOX = """# Inbox / pendientes sueltos

- [ ] Reclamar a Ernesto (administrador) **el acta firmada de la junta del 19 de junio** — la prometió en junio y
      no ha llegado. Marga también se la ha pedido. ¿Burofax?
- [ ] Send Rebecca the **huerta glossary** (culture-specific terms: alquería, séquia, tanda de riego, barraca…)
      — I promised it "by mid-October" in my September e-mail. Draft is half done in the shared doc.
- [ ] Renovar el DNI de Mateo (caduca en diciembre). Cita previa.
- [ ] Cámaras de repuesto para la bici (2× 700x25) antes del half.
- [ ] Dad: ask about Christmas flights once the January PSA is booked.
- [x] Pagar primer plazo de la derrama.
- [x] Cuota AMPA.
- [ ] Llamar a la Notaría Benlloch por la factura de agosto (no la han pagao todavia).
- [ ] Pedir cita revisión dentista para los tres.
- [ ] Read: «Translating Law» (Cao) for class. Also finish the Ferrante in English for fun.
"""

DAILY = {
'2025-02-18': """---
date: 2025-02-18
tags: [daily]
---
# Martes 18 de febrero de 2025

- 6:00 natación, 2.000 m. Técnica de brazada con el palo en la cabeza, qué risa.
- Mañana: Clearwater, folleto de diabetes gestacional (2.400 palabras). Bien.
- 16:00–18:00 clase. Poderes notariales. Dos alumnas muy buenas, el resto dormidos.

**Mateo** llegó triste otra vez: **segunda vez esta semana sin almuerzo**. Dice que «se le ha perdido». No me lo
creo. Mañana hablo con él tranquila. Si sigue, escribo a la tutora.

**Coche:** Javi y yo lo hemos hablado en la cena con números delante. **Decidido: vendemos el Seat.**
Yo voy en bici a todas partes igualmente, y para lo demás hay Valenbisi, taxis y el coche de mamá. Javi: «vale,
pero la bici buena es mía los sábados». Hacer fotos del coche este finde.

Javi salió de guardia esta mañana, hecho polvo (noche de dos salidas). Mamá recogió ayer a Mateo.
""",
'2025-03-28': """---
date: 2025-03-28
tags: [daily, comunidad]
---
# Viernes 28/03/2025

Ayer junta extraordinaria del ascensor. Dos horas y media. Resumen: **gana Levante** (9 votos), yo voté
Mediterráneo. Lo del reparto, «ya se verá en la circular». Ernesto escurridizo como siempre; Vicente haciéndole
de escudero. Marga Tormo (4º-14) fue la única que dijo en voz alta lo del coeficiente. Me cae genial.

Called Dad at 9 pm — told him about the meeting, he laughed: "HOA meetings are the same everywhere". He's doing the
pre-op pelvic floor exercises already, proud of himself.

Trabajo: capítulo 3 de *La huerta de sal*. La autora usa «tandeo» y «séquia» en cada página. Apuntar para el
glosario.

Entreno: 10 km suaves por el río con Nerea. Piernas pesadas.
""",
'2025-04-08': """---
date: 2025-04-08
tags: [daily, mateo]
---
# Martes 8 de abril de 2025

Hoy, reunión del protocolo en el cole a las 17:00. Javi vino (cambió la guardia con Quique). Estaban la jefa de
estudios, **Marisa Climent**, la orientadora, **Pilar Gasent**, y la tutora, Nuria.

Me fui con sensación de que por fin nos toman en serio. Medidas: más vigilancia en el patio, juegos organizados,
sesiones de Pilar en clase, comunicación los viernes. Y lo más importante: **el colegio propone separar a Mateo e
Iker el curso que viene (grupos distintos en 2º)**, y lo han dejado por escrito en el acta de la reunión. Nos
parece bien a los dos.

Por la noche, Mateo en la bañera: «¿y si Iker está solo en la otra clase?». Este niño. Le he dicho que Iker tendrá
a sus amigos y que él también.

Clase cancelada hoy (la cubrió Elena, gracias).
""",
'2025-07-18': """---
date: 2025-07-18
tags: [daily, portland, dad]
---
# Friday, July 18, 2025 — Portland

Yesterday was surgery day. Up at 4:15, at the hospital at 5:30 with Linda and Ethan. Dad joking with the anaesthetist
about Spanish ham. The surgeon came out at 11:20: everything went as planned, nerve-sparing on one side, the rest
"we'll know with the pathology". I cried in the car park, then ate a terrible muffin.

Today he came home. Catheter bag, a pillow for the car belt, and a printed list of don'ts as long as my arm. He's
sore but himself. Mateo made him a comic: "Super Abuelo vs. the Prostate Monster". Dad laughed and then said ow.

Work: two hours of Salt Orchard at the kitchen table at 6 am, before the house woke up. Chapter 11.
Run: 6 km along the Springwater Corridor. Hot.

Javi lands on the 26th. Mateo is counting the days on the fridge calendar. Yo también.
""",
'2025-09-02': """---
date: 2025-09-02
tags: [daily, coche]
---
# Martes 2 de septiembre de 2025

**Cambio de planes con el coche: nos quedamos el Seat.** Lo hablamos anoche Javi y yo. Con el judo de Mateo,
mamá que ya no conduce de noche, las guardias de Javi en Paterna, el half de Oropesa y papá a lo mejor viniendo en
Navidad, venderlo ahora sería una tontería. Ya no vendemos. Yo sigo en bici a la uni, eso no cambia.
(Lo consulté también con el asistente anoche; me dio la razón, como siempre, jaja.)

Cole: el lunes 8 empieza 2º. Mateo en 2ºA con Andrés Peiró. Iker en 2ºB. Respiro.

Uni: primera clase el lunes 8 a las 15:30. Preparar presentación y el primer encargo (poder notarial).

Entreno: ladrillo 60' bici + 20' carrera. Bien, mejor de lo que esperaba con el calor.
""",
'2025-10-13': """---
date: 2025-10-13
tags: [daily]
---
# Lunes 13 de octubre de 2025

Segunda semana de **obras del ascensor**: cuatro pisos a pie con la compra y con Mateo protestando. Polvo en el
rellano. Los de Elevadores Mediterráneo muy correctos, eso sí.

**Derrama:** pagué el primer plazo el jueves 9 de octubre por transferencia: **1.018,33 €**. Justificante guardado
en «comunidad 2025». Queda el segundo.

**Autónomos:** me ha llegado el cargo del mes: **356,20 €** (la nueva cuota desde agosto, tras el cambio de base que
me recomendaron en julio). Duele, pero tiene sentido con lo que estoy facturando.

## Pendiente
- [ ] **Mandar a la asesoría las facturas del 3T** + el ticket del portátil y la factura de la licencia de Trados.
      El plazo que me dieron era el viernes 10 y se me ha pasado. El 303/130 se presenta hasta el 20.
- [ ] Confirmar a Andrés (tutor) la reunión del **martes 21 a las 16:45 h**. Me lo pidió el 8 y aún no le he contestado.
- [ ] ITV: escobillas.
- [x] Dorsal y horarios del half impresos.

Entreno: taper. 40' de rodaje suave por el Turia a las 6:00. Qué gusto de fresquito, por fin.
Salt Orchard: capítulo 27 de 31. Va a salir.
""",
}

HUERTO_NORMAS = """HORTS URBANS DE BENICALAP - NORMAS DE USO 2025
==============================================
Programa municipal de huertos urbanos. Parque de Benicalap, acceso por la puerta norte (junto a la pista de petanca).

1. CUOTA ANUAL
   - 40 EUR por parcela y año. Pago antes del 15 de diciembre del año anterior.
   - Recibo por transferencia a la asociacion gestora. Indicar numero de parcela.

2. ACCESO
   - La puerta del recinto se cierra con candado de combinacion.
   - Combinacion vigente para 2025: 4179
   - No se debe comunicar la combinacion a personas ajenas. Cerrar SIEMPRE al salir aunque quede gente dentro.

3. RIEGO (temporada otono-primavera)
   - Turnos de riego: martes y viernes, de 8:00 a 10:00 h.
   - El horario de verano (junio-septiembre) se comunicara por WhatsApp y en el tablon.
   - Riego por goteo o manguera con pistola. Prohibido dejar la manguera abierta sin vigilancia.

4. CULTIVO
   - Solo cultivo ecologico. Prohibidos los fitosanitarios y abonos de sintesis.
   - Se permiten: purines vegetales, jabon potasico, azufre, compost.
   - Altura maxima de tutores y estructuras: 1,80 m.
   - Prohibido plantar arboles.

5. CONVIVENCIA
   - Las herramientas comunes se guardan en la caseta. Las personales, en cada parcela.
   - Parcela abandonada mas de 2 meses sin aviso = perdida de la adjudicacion.
   - Residuos vegetales al compostador comunitario. Plasticos y otros, a los contenedores de la calle.

Coordinacion: Toni Masia - 600 000 577 (WhatsApp preferiblemente, de 9 a 20 h)
"""

DISCHARGE = """COLUMBIA RIDGE MEDICAL CENTER - DEPARTMENT OF UROLOGY
PATIENT DISCHARGE INSTRUCTIONS
------------------------------------------------------------
Patient:        MOORE, GREGORY A.        DOB: 03/22/1952
Procedure:      Robotic-assisted laparoscopic radical prostatectomy
                with bilateral pelvic lymph node dissection
Date of surgery: 07/17/2025
Surgeon:        Anita Okafor, MD
Discharge date: 07/18/2025
------------------------------------------------------------

URINARY CATHETER
- Your Foley catheter stays in for about 10 days. Keep the bag below the level of your bladder.
- Use the leg bag during the day and the large night bag when sleeping.
- CATHETER REMOVAL APPOINTMENT: Monday 07/28/2025 at 10:15 AM
  Urology Clinic, Physicians Pavilion, Suite 410 (4th floor). Park in Garage B.
  Bring incontinence pads and a spare pair of underwear.

ACTIVITY
- Walk several times a day. Gradually increase the distance.
- NO lifting anything heavier than 10 lb (4.5 kg) for 6 weeks. That includes grandchildren.
- NO driving for 2 weeks and never while taking opioid pain medication.
- NO bicycle riding, jogging, golf or swimming for 6 weeks.
- Stairs are OK, slowly.
- You may shower from day 2. No baths or hot tubs until the incisions are fully healed.

DIET
- Drink 8-10 glasses of water a day unless told otherwise.
- Avoid constipation: take the stool softener (docusate 100 mg twice daily) while on pain medication.
- Avoid straining.

MEDICATIONS
- Acetaminophen 1,000 mg every 8 hours as needed (first choice for pain).
- Oxycodone 5 mg every 6 hours ONLY if needed for severe pain. Max 3 days.
- Docusate 100 mg twice daily.
- Resume your usual medications except aspirin: restart aspirin 81 mg on 07/25/2025.

PELVIC FLOOR
- Restart Kegel exercises ONLY after the catheter is removed.
- Pelvic floor physical therapy referral has been placed (first visit in 2-3 weeks).

CALL US (503-555-0163, 24 h) IF:
- Fever above 101 F (38.3 C), chills
- No urine draining for more than 2 hours, or large clots
- Calf pain or swelling, shortness of breath
- Increasing redness or drainage from the incisions

FOLLOW-UP
- Pathology results: 2-3 weeks (portal message + phone call).
- PSA blood test: 6 weeks and 3 months after surgery.
"""

SEAT = """SEAT IBIZA - DATOS
==================
Matricula: 3417 JKD
Modelo: Seat Ibiza 1.0 TSI 95 CV Style, 5 puertas, gris urano
Primera matriculacion: 07/03/2016
Bastidor (VIN): VSSZZZKJ0GR000000 (ficticio en esta copia)
Titular: Lucia Ferrer Moore
Km a 01/2025: 114.300

SEGURO
Compania: Mutua Levantina
Poliza: ML-2209-4471
Modalidad: terceros ampliado (lunas, robo, incendio), asistencia en viaje desde km 0
Prima anual: 412,00 EUR
Vencimiento / renovacion: 14/08/2025
Telefono asistencia: 900 000 219

ITV
Ultima ITV: 29/10/2024 - FAVORABLE
Proxima ITV: antes del 31/10/2025
Estacion habitual: ITV Levante Norte (Paterna)

MANTENIMIENTO
- Ultima revision: 11/2024, Taller Hnos. Gimeno (aceite + filtros). Proxima a los 125.000 km.
- Neumaticos delanteros cambiados 09/2024 (Michelin 185/65 R15).
- Correa de distribucion: no lleva (cadena).

IMPUESTO DE CIRCULACION (IVTM Valencia): 68,20 EUR/ano, domiciliado en abril.
"""


def build():
    write_text('notes/autonoma/impuestos-2025.md', IMPUESTOS)
    write_text('notes/autonoma/clientes-tarifas.md', CLIENTES)
    write_text('notes/autonoma/cambio-gestoria.md', GESTORIA)
    write_text('notes/uni/traduccion-juridica.md', UNI)
    write_text('notes/dad/portland-trip-2025.md', PORTLAND)
    write_text('notes/huerto/parcela-17-diario.md', HUERTO)
    write_text('notes/mateo/extraescolares-ampa.md', EXTRAESCOLARES)
    write_text('notes/casa/coche-o-bici.md', COCHE)
    write_text('notes/casa/contactos.md', CONTACTOS)
    write_text('notes/lists/ideas-escapadas.md', IDEAS)
    write_text('notes/inbox.md', INBOX)
    for d, t in DAILY.items():
        write_text(f'notes/daily/{d}.md', t)
    write_text('docs/huerto-normas-2025.txt', HUERTO_NORMAS)
    write_text('docs/dad-discharge-instructions.txt', DISCHARGE)
    write_text('docs/seat-ibiza-datos.txt', SEAT)
