"""Markdown notes, daily notes and plain-text docs for Rocío's vault."""
from common import write_text

NOTES = {}

# ---------------------------------------------------------------- visa (long)
NOTES["notes/tramites/visa-tn-renovacion.md"] = """
---
title: Renovación de visa TN (2025)
tags: [tramites, visa, tn, migracion]
creado: 2025-08-11
actualizado: 2025-09-29
---

# Renovación de la visa TN — 2025

> Nota larga para no volverme loca. La checklist detallada de papeles está en [[visa-documentos-checklist]].
> Todo lo que dice "Gabi" es Gabriela Lizárraga (mi jefa en Taller Pitaya).

## Contexto

Llegué a Austin en febrero de 2022 con visa TN. El empleador "oficial" en EE.UU. es **Pitaya Design Group LLC**
(la entidad de Austin del taller), aunque en la práctica trabajo con el equipo de Guadalajara y mis juntas son
con gente de allá. La estampa de la visa en mi pasaporte **vence el 30 de noviembre de 2025**. El I-94 tiene su
propia fecha, pero como voy a salir del país en noviembre de todos modos, lo más sano es renovar la estampa en un
consulado en México y volver a entrar con visa nueva.

Cosas que tengo que tener claras:

- La TN no es "UX Designer". En la lista del tratado no existe ese puesto. La categoría que usamos desde 2022
  es **Graphic Designer** (con mi título de Licenciatura en Diseño Gráfico y la cédula). Todo lo que diga la carta
  tiene que cuadrar con eso. En la entrevista de 2022 me preguntaron literalmente "so what do you design?" y
  contesté con ejemplos de interfaces, pantallas, sistemas visuales. Funcionó.
- El sueldo y el puesto de la carta deben coincidir con mis talones de pago.
- La renovación es "como si fuera la primera vez": DS-160, pago, huellas (CAS) y entrevista.

## Pasos (en orden)

1. **DS-160.** Lo llené el 14 de agosto. Confirmación del primero: `AA00K7RZ4M` (ese es el de Monterrey, ver abajo).
   Ojo: en el DS-160 se elige el consulado, así que si cambio de ciudad hay que revisarlo.
2. **Pago de derechos (MRV).** USD 185. Pagado el 15 de agosto con tarjeta en el portal de citas. El recibo
   lo imprimí y lo metí en el fólder azul.
3. **Agendar citas.** Primero el CAS (huellas y foto) y luego la entrevista en el consulado. El sistema te obliga a
   que el CAS sea antes que la entrevista, normalmente uno o dos días.
4. **Entrega del pasaporte.** Se elige un punto de entrega (DHL) al agendar. Tarda entre 3 y 10 días hábiles
   según lo que dicen en los foros.

## Citas originales (Monterrey)

Cuando agendé en agosto no había nada en Guadalajara antes de diciembre, así que agarré Monterrey:

| Cita | Fecha | Hora | Lugar |
|---|---|---|---|
| CAS (huellas) | lunes 6 de octubre 2025 | 9:30 | CAS Monterrey |
| Entrevista | martes 7 de octubre 2025 | 8:00 | Consulado en Monterrey |

El plan era volar AUS–MTY un domingo, quedarme con Emiliano (mi hermano vive en San Pedro) y regresar el
miércoles. Costo aproximado: vuelo redondo ~USD 290 + 3 días sin poder trabajar bien.

## Carta del empleador

La carta la **redacta Itzel Domínguez** (Recursos Humanos de Pitaya) y la **firma Gabi** como directora de diseño.
Tiene que decir:

- puesto: Graphic Designer (puede decir "(UX/UI)" entre paréntesis, pero la palabra clave es Graphic Designer),
- que es un puesto profesional de tiempo completo,
- sueldo anual,
- duración esperada (3 años),
- que tengo el título requerido.

El primer borrador que me pasó Itzel decía "Senior UX Designer". Ya le pedí que lo cambie. Esto es lo que más me
preocupa de todo el trámite, porque si el oficial ve "UX" y no está en la lista me puede dar un 221(g) o negármela.

## Preguntas que me preocupan para la entrevista

- "Why do you need to be physically in the US if your team is in Guadalajara?" → porque los clientes de la entidad
  de Austin son de EE.UU., hago talleres presenciales con ellos y la LLC me contrata directamente.
- "Do you do freelance work?" → Contestar con la verdad y corto. Los proyectos freelance los facturo en México
  como persona física y no trabajo para clientes de EE.UU. fuera de Pitaya mientras estoy en TN... (esto lo tengo
  que platicar con Lorena, mi contadora, antes de la entrevista; no quiero decir nada que luego no cuadre).
- "How long do you plan to stay?" → TN es temporal; contestar en términos del proyecto y el contrato.

Práctica: en la chamba me cuesta improvisar, así que voy a escribir respuestas cortas y ensayarlas en voz alta.

## Riesgos y plan B

- **221(g)**: si piden algo más (por ejemplo una carta más detallada) el pasaporte se queda y te mandan un papel
  azul/blanco. Tener la carta en PDF en el celular y el correo de Itzel a la mano.
- **Retraso en entrega del pasaporte**: mi vuelo de regreso es el 24 de noviembre y la visa vieja vence el 30.
  Si no me regresan el pasaporte a tiempo, me tengo que quedar en GDL. Gabi ya sabe que eso puede pasar.
- **Presión de tiempo con la cirugía de papá**: justo por eso moví todo a Guadalajara (ver actualización).

## Costos

| Concepto | Monto |
|---|---|
| MRV (derechos) | USD 185 |
| Fotos (no se necesitan, las toman en el CAS) | 0 |
| Vuelos Monterrey (cancelado) | — |
| Copias, fólder, impresiones | ~USD 12 |

## Actualización — 29 de septiembre

¡Se abrieron citas en Guadalajara! Estuve refrescando el portal varias noches y el domingo 28 aparecieron fechas
en noviembre. **Decidí cambiar todo a Guadalajara** para que coincida con la cirugía de papá y no tener que
hacer dos viajes. Cancelé las de Monterrey (se cancelan solas al reprogramar).

Tuve que llenar un DS-160 nuevo porque el anterior decía Monterrey (el número nuevo está en la checklist, no lo
copio aquí para no confundirme con el viejo).

Citas nuevas:

- **CAS Guadalajara** — lunes **10 de noviembre de 2025, 8:15 a.m.** — Av. Patria 1203, local 8, Zapopan.
  Llegar 15 minutos antes, sin mochila grande.
- **Entrevista en el Consulado General de EE.UU. en Guadalajara** — miércoles **12 de noviembre de 2025,
  7:45 a.m.**
- **Entrega del pasaporte:** elegí **DHL ServicePoint Chapalita, Av. Guayacán 640** (está a 6 cuadras de la casa
  de mis papás, puedo ir caminando).

Ventajas del cambio:

1. Un solo viaje: llego el 7 de noviembre, hago CAS y entrevista, y el 13 estoy con papá en la cirugía.
2. Me ahorro el vuelo a Monterrey (~USD 290).
3. Puedo trabajar desde la casa de mis papás los días que no tengo citas (Gabi me aprobó trabajar remoto desde GDL).

Desventaja: si algo sale mal en la entrevista ya no tengo margen antes del 30 de noviembre. Acepto el riesgo.

## Historia de mis visas (para no confundirme)

- **2016–2020:** visa de turista B1/B2 (la de todos). La saqué en Guadalajara cuando estaba en la uni para ir a
  un congreso de diseño en San Antonio.
- **2022:** primera TN, sacada en el consulado de Ciudad de México porque ahí había citas. Entrevista de cinco
  minutos: me preguntaron qué diseño, dónde estudié y cuánto iba a ganar. La oficial ni vio la carta completa.
- **2025:** esta renovación. La TN se da hasta por tres años; la estampa anterior se la dieron por el plazo
  completo, hasta el 30 de noviembre de 2025.

Una cosa que no sabía en 2022: el I-94 es el que realmente dice hasta cuándo puedo estar, no la estampa. La
estampa solo sirve para entrar. Por eso el plan es entrar con la visa nueva el 24 de noviembre y revisar que el
I-94 nuevo salga con la fecha correcta (la de la carta, tres años).

## Lo que leí en foros y grupos (con pinzas)

- En Guadalajara el consulado es más "estricto" con TN que Monterrey, según algunos. Otros dicen lo contrario.
  Conclusión: nadie sabe nada y cada oficial es un mundo.
- Muchos dicen que para diseñadores lo importante es que el título diga "Diseño" y que la carta describa
  actividades de diseño (no de "research", ni "product management"). Mi título dice Diseño Gráfico; bien.
- Gente que trabaja remoto para empresas mexicanas con entidad en EE.UU. reporta preguntas sobre por qué tienen
  que estar físicamente allá. Preparar respuesta concreta con ejemplos de talleres presenciales con clientes de
  Austin (Lumen Trail no cuenta, eso es freelance; los de Pitaya: el banco de Dallas y la clínica de San Marcos).
- La fila del consulado empieza desde temprano; llegar 30 minutos antes de la hora, no más, porque no dejan
  formarse antes.
- Los que tuvieron 221(g) por la carta recibieron su pasaporte unas dos o tres semanas después de mandar el
  documento extra por el portal. Eso me dejaría sin poder regresar a tiempo. Por eso la carta tiene que
  estar perfecta desde el principio.

## Script de respuestas (en inglés, para practicar)

> **What will you be doing in the US?**
> I'm a graphic designer focused on digital interfaces for Pitaya Design Group, the Austin office of a design
> studio. I design screens, visual systems and prototypes for our US clients and run design workshops with them
> in person.

> **Where did you study?**
> I have a bachelor's degree in Graphic Design from a university in Guadalajara, and my professional licence
> (cédula profesional).

> **Why can't you do this from Mexico?**
> Our clients are US companies; the LLC hired me directly to work with them on site, including workshops and
> usability sessions in Austin and Dallas.

> **How much will you earn?**
> The salary in my letter. (Revisar que coincida con los talones.)

> **Do you plan to stay permanently?**
> No. My family is in Guadalajara; I'm here for this role.

Nota para mí: contestar corto, no dar información extra, no decir "UX" como si fuera el puesto. Si me
preguntan qué es UX, explicarlo como diseño de interfaces.

## Qué pasa si me la niegan

- No pierdo el derecho de pedirla otra vez, pero me tendría que quedar en México mientras tanto.
- Mi departamento, Pilón, mis cosas están en Austin. Mi vecina podría cuidar a Pilón más tiempo, pero no
  indefinidamente.
- Gabi dijo que en el peor escenario puedo trabajar desde el taller en Guadalajara con contrato mexicano
  mientras arreglamos la carta. Ojalá no.
- Plan C: pedir la visa en otro consulado fronterizo (Nuevo Laredo) con cita de emergencia. Poco probable.

## Después de la entrevista

- Rastrear el pasaporte en el portal (el estatus cambia a "Issued" y luego "Ready for pickup").
- Revisar que la visa diga **TN** y que el nombre y la fecha de nacimiento estén bien.
- Al volver a entrar a EE.UU. (24 de nov) revisar el I-94 en línea a los dos días.
- Mandarle a Itzel copia de la visa nueva para el expediente.

## Notas sueltas

- En la fila del consulado no dejan pasar celulares; dejarlo con Mariana o en la casa.
- Llevar todo en fólder transparente y en orden: confirmación de cita, DS-160, pasaporte, carta, título, cédula,
  talones.
- No llevar la laptop.
- Desayunar antes; la de 2022 tardó tres horas y media desde que entré hasta que salí.
"""

NOTES["notes/tramites/visa-documentos-checklist.md"] = """
---
title: Checklist documentos visa TN
tags: [tramites, visa, checklist]
actualizado: 2025-11-04
---

# Checklist — papeles para CAS y entrevista (GDL)

Para llevar en el fólder transparente. El contexto largo está en [[visa-tn-renovacion]].

## Ya tengo

- [x] Pasaporte vigente (vence en 2031)
- [x] DS-160 **nuevo** (Guadalajara) — confirmación **AA00M2QX9T**. El viejo de Monterrey ya no sirve, no llevarlo.
- [x] Recibo del pago de derechos (MRV)
- [x] Hoja de confirmación de citas (CAS + consulado), impresa 2 veces
- [x] Copia de título de Lic. en Diseño Gráfico + cédula profesional
- [x] Visa TN anterior (está en el mismo pasaporte)
- [x] Contrato de renta nuevo firmado (por si preguntan domicilio en EE.UU.)

## Me falta

- [ ] Imprimir el I-94 más reciente (bajarlo de la página de CBP)
- [ ] Carta de soporte **firmada** y con el puesto correcto: *Graphic Designer (UX/UI)*. Itzel quedó de mandarla
      firmada el viernes 17 de octubre y todavía no llega. Escribirle otra vez.
- [ ] Talones de pago de agosto, septiembre y octubre (3). Los de octubre salen el 31.
- [ ] Carta de Gabi explicando el proyecto Cenzontle (opcional, solo si da tiempo)
- [ ] Foto del pasaporte y de todo en el celular (por si acaso)

## No llevar

- Laptop, audífonos grandes, mochila.
- El DS-160 viejo.
"""

# ---------------------------------------------------------------- depa
NOTES["notes/depa/renovacion-lease-2025.md"] = """
---
title: Renovación del contrato del depa (lease 2025)
tags: [depa, renta, alderwick, decisiones]
creado: 2025-07-22
actualizado: 2025-10-01
---

# Renovación del lease — The Alderwick, depa 3B

## Lo básico

- Depa: The Alderwick, 2207 Alderwick St, Apt 3B, Austin TX 78702.
- Administradora: Brightfield Residential. La que lleva las renovaciones es **Kendra Vollmer** (leasing manager).
- Contrato actual: 1 dic 2024 – 30 nov 2025, renta **$1,640** al mes.
- Estacionamiento techado (lugar 14) se paga aparte y no cambia.

## Lo que me ofrecieron (correo del 21 de julio)

| Opción | Renta mensual | Diferencia vs hoy |
|---|---|---|
| 12 meses | $1,785 | +$145 (+8.8%) |
| 6 meses | $1,905 | +$265 |
| Mes a mes | $2,050 | +$410 |

Fecha límite para contestar: **30 de septiembre de 2025**. Si no contestas, te pasan a mes a mes automáticamente
(o sea, a $2,050, que es un robo).

## Mi contraoferta (22 de agosto)

Le escribí a Kendra pidiendo **$1,690 por 12 meses**, con estos argumentos:

1. Tres años pagando a tiempo, nunca un cargo por retraso.
2. Comparables en la zona: dos edificios parecidos a 10 minutos anuncian 1 recámara en $1,600–1,700 con
   "2 weeks free".
3. Cuido el depa: nunca han tenido que venir por algo que yo haya roto; el único ticket fue el aire acondicionado.
4. Irme les cuesta a ellos: pintura, limpieza, el depa vacío uno o dos meses.

## Lo que contestaron (25 de agosto)

- 12 meses a **$1,735**, o
- 14 meses a **$1,710** (terminaría el 31 de enero de 2027),
- y en cualquiera de las dos me quitan el cargo de renovación de $150.

## Comparación: quedarme vs mudarme

Hice cuentas para 14 meses, que es lo que dura la opción más larga.

| Escenario | Renta x 14 meses | Costos de mudanza | Total aprox. | Notas |
|---|---|---|---|---|
| Quedarme, 12 meses a $1,735 | $24,290* | $0 | $24,290 | *12 meses a 1,735 + 2 meses a lo que sea la siguiente renovación (calculé 1,735) |
| Quedarme, 14 meses a $1,710 | $23,940 | $0 | $23,940 | Termina en enero: mejor época para buscar depa (menos demanda que en verano) |
| Mudarme a The Juniper (Riverside) | $21,840 ($1,560) | ~$1,900 | ~$23,740 | Más lejos del gym, sin estacionamiento techado, lavadora compartida |
| Mudarme a un dúplex en Mueller (con roomie) | ~$18,200 | ~$1,400 | ~$19,600 | Tendría que vivir con alguien; Pilón + otro gato = no sé |

Costos de mudanza estimados: mudanza $900 (2 personas, 4 horas), depósito nuevo $500 (lo recupero
después... en teoría), application fees $50–100, conexión de luz/internet, dos días sin trabajar bien, y el
estrés. Más la renta doble si no cuadran las fechas.

Conclusión de números: mudarme a The Juniper me ahorra como $200 en 14 meses. Eso no vale la pena.
La única opción que ahorra en serio es con roomie, y no quiero roomie a los 32 años.

## Lo que me gusta del depa (y lo que no)

Me gusta:

- La luz de la tarde en la ventana del escritorio. Para trabajar es perfecta.
- Que está a 8 minutos en bici del gym y a 5 caminando de Café Ocotillo.
- El estacionamiento techado (en agosto, con 40 grados, es oro).
- Que aceptan gatos sin cobrar "pet rent" (me cobraron depósito de mascota una sola vez en 2022).
- Mi vecina del 3C es un amor. Eso no tiene precio.

No me gusta:

- El elevador se descompone cada mes.
- El aire acondicionado hace un ruido como de avión a las 3 a.m.
- Las paredes delgadas con el 3A (el del perro que aúlla).
- Brightfield tarda siglos en contestar tickets de mantenimiento.

## Script que usé para negociar (resumen)

Lo armé con ayuda del asistente pero lo reescribí a mi manera:

> Hi Kendra, thank you for the renewal offer. I'd really like to stay at The Alderwick. I've paid on time every
> month for three years and I take good care of the unit. The proposed increase is higher than what comparable
> one-bedrooms nearby are listing for right now. Would you consider $1,690 for a 12-month renewal?

Lo importante: no amenazar con irme, no sonar enojada, poner datos.

## Qué revisar en el contrato nuevo

- Que la renta diga lo acordado y que el cargo de renovación esté en cero.
- Fecha de fin: 31 de enero de 2027.
- Cláusula de aviso para no renovar: 60 días antes (o sea, avisar a más tardar a finales de noviembre de 2026
  si me quiero ir).
- Que el estacionamiento siga al mismo precio.
- Política de seguro de inquilino: cobertura mínima de responsabilidad civil y que Brightfield aparezca como
  "interested party".

## Calendario de este año (por qué el timing importa)

- Noviembre: viaje largo a Guadalajara (visa + cirugía de papá), del 7 al 24.
- Diciembre: boda de Ximena el 6 (soy dama y madrina de anillos).
- El contrato actual termina el 30 de noviembre. Mudarme justo en noviembre = imposible.

## Historia de la decisión

- **9 sep:** me enojé con la renta y decidí no renovar e irme a otro lado (ver diario). Empecé a ver depas.
- **30 sep:** después de hacer bien las cuentas (la tabla de arriba) y ver el calendario de noviembre, me
  retracté.

## Decisión final (30 de septiembre)

**Renuevo por 14 meses a $1,710**, del 1 de diciembre de 2025 al 31 de enero de 2027. Se lo confirmé a Kendra
por correo ese mismo día. Firma electrónica en el portal la semana siguiente.

Por qué 14 y no 12:

- $25 menos al mes ($350 en total si comparo contra 12 meses a $1,735 y luego otra subida).
- Termina en enero, cuando hay más depas disponibles y más baratos si el próximo año sí me quiero ir.
- No me obliga a pensar en esto en plena época de bodas/viajes.

## Historial con Brightfield (para tener contexto si hay que pelear algo)

| Fecha | Qué pasó | Cómo terminó |
|---|---|---|
| feb 2022 | Me mudo. Depósito $500 + depósito de mascota $300 (Pilón). | Todo bien. |
| ago 2022 | El aire acondicionado muere en plena ola de calor. | Tardaron 4 días; me dieron un ventilador y $50 de crédito. |
| dic 2022 | Primera renovación: de $1,495 a $1,560. | Firmé sin negociar (error de novata). |
| dic 2023 | Segunda renovación: de $1,560 a $1,595. | Negocié el cargo de renovación; me lo quitaron. |
| dic 2024 | Tercera renovación: de $1,595 a $1,640. | Firmé rápido porque estaba de viaje. |
| may 2025 | Gotera en el baño por el depa de arriba. | Lo arreglaron en 2 días, bien. |
| jul 2025 | Oferta de renovación con +8.8%. | Ver arriba. |

Cada año sube, pero este año fue el brinco más grande. Los años anteriores fueron de 2–4%.

## Cómo queda mi presupuesto mensual

Con la renta nueva, mis gastos fijos en Austin quedan así (aprox.):

| Concepto | Mensual (USD) |
|---|---|
| Renta | 1,710 |
| Estacionamiento | 35 |
| Luz | 70–140 (verano horrible) |
| Internet | 65 |
| Celular | 40 |
| Seguro del carro compartido / transporte | 90 |
| Súper | 380 |
| Envío a mamá | ~220 |
| Gym | (ver nota del gym) |
| Ahorro para la segunda fase de papá | 250 |

La renta es como el 31% de mi ingreso neto. Está en el límite de lo que me dijeron que es sano (30%), pero
aguanta, sobre todo con lo freelance.

## Lo que aprendí de este proceso

1. **Siempre contraofertar.** Aunque no te den lo que pides, algo se mueve. Este año fueron $75 al mes menos
   que la primera oferta, más el cargo de renovación.
2. **Pedir opciones de plazo.** El plazo largo fue lo que más bajó el precio; para ellos vale mucho que el
   contrato termine en temporada baja.
3. **No decidir enojada.** El 9 de septiembre casi me voy por coraje (el elevador, otra vez). Con números
   en frío la decisión era obvia.
4. **Poner todo por escrito** y guardar los correos en una carpeta "Depa".

## Pendientes

- Firmar en el portal (hecho el 8 de octubre).
- Renovar el seguro de inquilino; lo piden para el contrato nuevo.
- Pedir que cambien el filtro del aire antes del verano.
"""

NOTES["notes/depa/ideas-mudanza.md"] = """
---
title: Ideas si me mudo
tags: [depa, ideas]
creado: 2025-09-10
---

# Ideas — ¿y si me mudo?

Lluvia de ideas, nada decidido. Solo para tener opciones a la mano.

## Zonas

- **Mueller**: bonito, parques, pero caro y lejos de los tacos buenos.
- **Riverside**: más barato; The Juniper anuncia 1 rec en ~$1,560. Reseñas mixtas (ruido, estacionamiento).
- **Pflugerville / Round Rock**: mucho más barato, pero sin carro propio (uso el de renta compartida) sería
  una pesadilla.
- **North Loop**: me encanta caminarlo, pero casi no hay 1 recámara con lavadora dentro.

## Opciones que vi

| Lugar | Precio | Pros | Contras |
|---|---|---|---|
| The Juniper (Riverside) | $1,560 | precio | lejos del gym, sin techo para el carro |
| Dúplex en Mueller con roomie | ~$1,300 mi parte | patio | roomie, ¿aceptan gatos? |
| Estudio en North Loop | $1,495 | caminable | 480 ft², no cabe mi escritorio |
| Casa compartida en Pflugerville | ~$950 | barato | lejísimos |

## Cosas que tendría que tener el depa nuevo

- Que acepten gatos (Pilón).
- Buena luz para trabajar (mínimo una ventana grande donde va el escritorio).
- Internet de fibra.
- A menos de 15 min del gym.
- Lavadora y secadora dentro del depa, no en el pasillo.

## Preguntas

- Preguntarle a Andrés si en su edificio hay algo disponible.
- ¿Cuánto cobran las mudanzas pequeñas en diciembre?
- ¿Vale la pena esperar a que termine la boda para buscar?
"""

# ---------------------------------------------------------------- papá (long)
NOTES["notes/papa/cirugia-papa-implantes.md"] = """
---
title: Cirugía dental de papá (implantes)
tags: [familia, papa, salud, gdl, pagos]
creado: 2025-08-13
actualizado: 2025-10-07
---

# Cirugía de implantes de papá

Papá: **Arturo Ibarra Núñez**, 66 años. Diabético tipo 2 (metformina 850 mg, dos veces al día) e hipertenso
(losartán; **ahora 100 mg** desde octubre, antes 50 mg). Muy terco con los doctores, pero con esta sí quiere,
porque ya no puede masticar carne del lado derecho y eso para él es una tragedia.

## Quién es quién

| Persona | Rol | Notas |
|---|---|---|
| **Dra. Paulina Arreola Vega** | Cirujana maxilofacial, hace la cirugía | Muy clara, explica con dibujos. Le cae bien a papá. |
| Yesenia | Recepción de la clínica | Ella manda los correos y agenda. Contesta WhatsApp rápido. |
| **Dr. Hugo Cervantes** | Cardiólogo de papá | Es el que pidió mover la cirugía por la presión. |
| Mariana (mi hermana) | Coordina todo en GDL | Lleva a papá a las citas; yo pago y hago el seguimiento por correo. |
| Mamá (Lety) | Cuidados en casa | Se pone muy nerviosa; hay que darle la lista por escrito. |

**Clínica Odontológica Arreola** — Av. de los Arcos 1187, Col. Jardines del Bosque, Guadalajara, Jal.
Está como a 15 minutos de la casa de mis papás en carro. Tiene estacionamiento atrás (entrada por la calle lateral).

## Diagnóstico

- Le faltan los dos molares superiores del lado derecho (piezas **16 y 17**) desde hace como 4 años.
- El hueso se fue "reabsorbiendo" (se adelgaza cuando no hay diente), así que no basta con poner los implantes
  solitos: necesita injerto óseo.
- En la **tomografía** (CBCT, 29 de agosto, en un centro de imagen que recomendó la doctora) se vio que el seno
  maxilar está muy bajo en esa zona. Por eso agregaron una **elevación de seno**. Eso es lo que subió el
  presupuesto.

## Plan de tratamiento

1. Cirugía (una sola sesión, con sedación consciente): elevación de seno + injerto + colocación de 2 implantes.
2. Esperar la integración del hueso: 4 a 6 meses.
3. Segunda fase (2026): pilares y coronas. **Esa parte no está en el presupuesto actual**; se cotiza después.

## Presupuesto — historia

| Fecha | Monto (MXN) | Qué incluye | Fuente |
|---|---|---|---|
| 12 ago 2025 | $68,500 | 2 implantes + injerto + sedación | lo que le dijeron a Mariana en la consulta |
| 3 sep 2025 | **$74,200** | lo mismo + elevación de seno (el injerto sale un poco menos) | presupuesto actualizado por correo (adjunto) |

**Costo actual: $74,200 MXN.** (Ojo: la primera cifra de 68,500 ya no aplica.)

## Pagos

| Concepto | Monto (MXN) | Fecha | Cómo | Estado |
|---|---|---|---|---|
| Consulta de valoración | 1,500 | 14 ago | Remesa Rápida a mamá, ella pagó en efectivo | pagado |
| Tomografía | 2,800 | 28 ago | Remesa Rápida a Mariana | pagado |
| Anticipo para agendar | 20,000 | 24 sep | Cambiavía directo a la clínica (CLABE) | pagado |
| **Saldo** | **54,200** | día de la cirugía | Cambiavía a la CLABE de la clínica o tarjeta en mostrador | pendiente |

La CLABE de la clínica y los datos de la cuenta están en [[mandar-dinero-mexico]].

## Fechas

- Consulta de valoración: 12 de agosto (fue Mariana con papá).
- Tomografía: 29 de agosto.
- Valoración preoperatoria con el cardiólogo: 3 de octubre. La presión salió en **162/98**. Nada grave, pero el
  Dr. Cervantes no quiso que operaran así.
- **Fecha original de la cirugía: jueves 23 de octubre, 9:00.** → ya no.
- **Fecha actual: jueves 13 de noviembre de 2025, 9:00 a.m.** (llegar 8:30). Se movió por la presión; el
  cardiólogo subió el losartán y quiere tres semanas con la dosis nueva antes de operar.
- Revisión postoperatoria: **jueves 20 de noviembre, 10:30**.
- Retiro de puntos: jueves 27 de noviembre (ya no voy a estar; va Mariana).

Lo bueno del cambio: ahora la cirugía cae cuando yo estoy en Guadalajara (llego el 7 de noviembre por lo de la visa).

## Indicaciones

- Las indicaciones **antes** de la cirugía vienen en el correo de la clínica que reenvió Mariana el 6 de octubre.
- Las indicaciones **después** de la cirugía están en la hoja que nos dio Yesenia (la pasé a texto en docs).
- Dieta: le pregunté al asistente ideas de comida blanda para papá; luego las paso en limpio.

## Pendientes

- [x] Pagar el anticipo (24 sep, Cambiavía)
- [x] Mandar a la clínica copia del INE de papá para la factura
- [ ] Transferir el saldo de **$54,200** por Cambiavía la noche del miércoles 12 de noviembre (para que entre por SPEI el
      13 temprano). Si no se refleja, pagar con mi tarjeta en mostrador.
- [ ] Confirmar con Yesenia que con la transferencia del día anterior basta.
- [ ] Pedir la factura a nombre de papá (para deducibles médicos de su declaración).
- [ ] Llevar a papá el 13 y quedarme hasta que salga de la sedación. Mariana maneja de regreso.
- [ ] Preguntar a la doctora cuánto costaría la segunda fase (coronas) para ir ahorrando.

## Preguntas que le hicimos a la doctora (y lo que contestó)

Esto lo fue apuntando Mariana en la consulta y yo lo pasé en limpio por videollamada.

- **¿Por qué no un puente en vez de implantes?** Porque para el puente habría que desgastar dientes sanos y
  el lado derecho no tiene un diente firme atrás donde apoyarlo. El implante es "para siempre" si se cuida.
- **¿Duele?** La cirugía con sedación no. Los primeros tres días sí hay inflamación y molestia, pero se controla.
- **¿Y la diabetes?** Tiene que llegar con la glucosa controlada. La doctora pidió la hemoglobina glucosilada
  (salió en 6.9, aceptable) y que la glucosa en ayunas del día esté abajo de 180.
- **¿Cuánto dura?** Entre dos horas y dos horas y media con todo y elevación de seno.
- **¿Qué puede salir mal?** Que el injerto no "pegue" o que se perfore la membrana del seno. La doctora dijo
  que en su experiencia pasa en menos de 5 de cada 100 casos y que si pasa se repara en el momento.
- **¿Cuándo puede comer normal?** Comida blanda las primeras semanas; masticar del lado izquierdo hasta que la
  doctora diga.
- **¿La segunda fase?** A los 4–6 meses, con otra tomografía. Ahí se ponen los pilares y las coronas.

## Seguro

Papá tiene un seguro de gastos médicos mayores por parte de su antiguo trabajo, pero **no cubre nada dental**
(ni siquiera con la palabra "cirugía"). Mariana llamó dos veces para confirmarlo. Así que todo sale de nuestro
bolsillo: yo pago la cirugía y Mariana y Emiliano se reparten las medicinas y la segunda fase.

## Logística del día de la cirugía

- Salir de la casa a las 8:00 (el tráfico en la mañana es horrible).
- Papá va en ayunas. Llevar su glucómetro, sus medicinas y una chamarra (la clínica es un refrigerador).
- Mariana maneja; yo voy de copiloto con los papeles.
- Mamá se queda en casa preparando la comida blanda (gelatinas, caldo colado, puré).
- Después: a la casa, acostado con dos almohadas. Yo me quedo con él la tarde; Mariana se va a trabajar.
- Emiliano llega de Monterrey el sábado 15 para relevarnos el fin de semana.

## Riesgos y cosas a vigilar después

- Fiebre, sangrado que no para, o que salga líquido por la nariz → llamar a Yesenia de inmediato.
- La glucosa: la inflamación y no comer bien la pueden subir o bajar; medirla tres veces al día esa semana.
- Que no se quite la gasa para "revisar" (lo conocemos).
- Que no se ponga a cargar las cubetas del jardín. Mamá está avisada.

## Línea de tiempo completa

| Fecha | Qué pasó |
|---|---|
| mar 2025 | papá se queja de que no puede masticar; Mariana pide recomendaciones |
| 12 ago | consulta con la Dra. Arreola; primer presupuesto |
| 29 ago | tomografía |
| 3 sep | presupuesto actualizado (elevación de seno) |
| 20 sep | decido pagar todo por Cambiavía |
| 24 sep | anticipo |
| 3 oct | valoración preoperatoria con el cardiólogo; presión alta |
| 6 oct | la clínica mueve la cirugía |
| 13 nov | cirugía |
| 20 nov | revisión |
| 27 nov | retiro de puntos |
| 2026 | segunda fase (coronas) |

## Cosas que aprendí

- Las clínicas aquí cotizan "por pieza" y luego agregan cosas; siempre pedir el presupuesto por escrito y
  desglosado.
- La tomografía es clave; sin ella el primer presupuesto era casi un volado.
- Pagar desde EE.UU.: Cambiavía llega en minutos por SPEI y la comisión es clara. Remesa Rápida era más lento para
  cuentas de empresa y el tipo de cambio peor.
- A papá hay que explicarle todo dos veces y por escrito; lo que entiende a la primera lo olvida a la segunda.

## Cómo se siente papá

Está nervioso pero contento. Dice que en Navidad se va a comer "un buen corte" aunque la doctora le dijo que
nada duro por semanas. Mamá ya le dijo que se va a comer el corte molido.
"""

NOTES["notes/papa/mandar-dinero-mexico.md"] = """
---
title: Mandar dinero a México (Remesa Rápida vs Cambiavía)
tags: [dinero, familia, papa, decisiones]
creado: 2025-09-20
---

# Mandar dinero a México

Mando dinero cada mes a mamá (4 mil pesos para el súper y la luz) y este año además la cirugía de papá.

## Comparación (septiembre 2025)

| | Remesa Rápida | Cambiavía |
|---|---|---|
| Comisión | $0 en "Economy", $3.99 en "Express" | ~$4–8 según el monto, se ve antes de mandar |
| Tipo de cambio | con margen (vi hasta 1.5% debajo del real) | el real (mid-market) |
| Tiempo | Express minutos, Economy 3–5 días | minutos por SPEI casi siempre |
| A cuentas de empresa (CLABE) | a veces lo rechazaba / lo revisaba un día | sin problema |
| Comprobante | correo sencillo | recibo detallado con número de transferencia |

## Decisión (20 de septiembre)

**Me cambio a Cambiavía para todo**: lo mensual de mamá y los pagos a la clínica. Remesa Rápida ya no. Con un envío de
20 mil pesos la diferencia de tipo de cambio era de casi 300 pesos; con lo de la cirugía no tiene sentido
regalar ese dinero. El primer envío por Cambiavía fue el anticipo de la clínica (24 sep).

## Datos para pagar a la clínica

- Beneficiario: **Clínica Odontológica Arreola SC**
- Banco: (el que sale en el presupuesto)
- CLABE: **072320011233445566**
- Concepto: "Anticipo cirugia A. Ibarra" / "Saldo cirugia A. Ibarra"

## Datos de mamá

- Leticia Salgado — cuenta de débito, CLABE guardada en Cambiavía como "Mamá Lety".

## Tips

- Mandar entre semana en la mañana; los fines de semana el tipo de cambio de algunos servicios es peor.
- Guardar los recibos en la carpeta "Papá cirugía" del Drive.
- Llevar el registro en la hoja de envíos (data/).
"""

# ---------------------------------------------------------------- boda
NOTES["notes/boda/boda-ximena-y-bruno.md"] = """
---
title: Boda de Ximena y Bruno
tags: [boda, ximena, damas]
creado: 2025-04-21
actualizado: 2025-09-16
---

# Boda de Ximena y Bruno — 6 de diciembre 2025

Ximena Ochoa Ruvalcaba (mi mejor amiga desde la prepa) se casa con **Bruno Castañeda Pliego**.
Yo soy **dama de honor** y **madrina de anillos** (yo llevo los anillos a la ceremonia, pánico).

## Datos

- Fecha: **sábado 6 de diciembre de 2025**
- Ceremonia: 5:00 p.m. (civil + simbólica en el jardín), recepción de 7:00 p.m. a 2:00 a.m.
- **Sede actual: Jardín Casa Veranda, Calle Alfareros 88, Tlaquepaque.**
- ~~Sede original: Hacienda San Isidro de los Agaves, Tequila~~ → la cambiaron el 15 de septiembre porque el
  salón y el jardín de la hacienda **se inundaron con las lluvias** de principios de septiembre y no iban a
  terminar la reparación a tiempo.
- Wedding planner: **Renata Gallardo** (Gallardo Eventos). Ella manda todo por correo.
- Invitados: ~180.

Lo bueno del cambio: Tlaquepaque está a 20 minutos de casa de mis papás, ya no hay camión desde Guadalajara a
Tequila ni hotel obligatorio.

## Vestido

- Color de las damas: **verde salvia**. Largo, tirantes delgados, sin brillos.
- Lo hace **Consuelo "Chelo" Méndez**, la costurera de Atelier Malva (la misma que le hizo el vestido de
  graduación a Mariana).
- Medidas tomadas por videollamada en junio; la prueba final es en noviembre, cuando esté en GDL (ver calendario).
- Zapatos: nude, tacón cuadrado (¡jardín = pasto!).

## Las damas

- Fernanda Quiroz — organiza la despedida (ver [[despedida-xime]]).
- Daniela "Dani" Ruvalcaba — prima de Xime.
- Sofía Treviño — amiga de la uni de Xime.
- Yo.

## Lo que me toca

- Llevar los anillos (cajita de Xime, me la da el viernes en el ensayo).
- Decir unas palabras en la recepción (estoy trabajando en el brindis con el asistente).
- Diseñar el "save the date" (hecho en mayo) y el menú impreso (pendiente; Renata me manda el menú final).
- Ayudar a Xime a vestirse: llegar a su cuarto a la 1:00 p.m.

## Regalo

Ver [[ideas-regalo-boda]]. Lo vamos a platicar Fer y yo.

## Dudas

- ¿Hay ensayo el viernes 5? Renata dijo que sí, a las 7 p.m.
- ¿Puedo llevar acompañante? Xime dice que sí pero no tengo a quién llevar jajaja.
"""

NOTES["notes/boda/despedida-xime.md"] = """
---
title: Despedida de soltera de Xime
tags: [boda, despedida, mazamitla]
creado: 2025-10-02
actualizado: 2025-11-03
---

# Despedida de Xime — Mazamitla

- **Dónde:** Cabaña El Tecolote, Mazamitla (camino a La Zanja, km 3.5). 4 recámaras, chimenea, jacuzzi
  exterior.
- **Cuándo:** viernes 21 al domingo 23 de noviembre 2025.
- **Quién organiza:** Fernanda (ya pagó el depósito de la cabaña).
- **Costo por persona: $2,350 MXN** (cabaña + súper + la cena del sábado). Se le paga a Fer por transferencia
  antes del 20.
- Somos 8: las 4 damas, Xime, su hermana Pau, y dos amigas del trabajo de Xime.

## Plan

- Viernes: llegar a las 6 p.m., pizzas, juegos.
- Sábado: caminata al mirador en la mañana, comida en el pueblo, en la noche cena + lotería personalizada +
  karaoke.
- Domingo: brunch y regreso. Yo me regreso a GDL con Fer porque el lunes 24 vuelo a Austin.

## Quién lleva qué

| Quién | Qué |
|---|---|
| Fer | depósito, decoración, bocina |
| Dani | botanas y vino |
| Sofía | banda, velo, "team bride" |
| **Yo** | **playlist** + **lotería personalizada** (diseñar las cartas con fotos de Xime y Bruno e imprimirlas) |

## Checklist (lo mío)

- [ ] Playlist compartida (perreo + Juan Gabriel + Rocío Dúrcal, Xime las ama). Le prometí a Fer mandarla el domingo 9.
- [ ] Diseñar la lotería: 16 cartas + 8 tablas. Pedirle fotos a Bruno a escondidas.
- [ ] Mandarle a Fer el PDF de la lotería para que lo imprima en GDL (papel opalina).
- [ ] Transferirle a Fer mi parte.
- [x] Confirmar que sí voy (sí, regreso a Austin el 24).

## Notas

- Mazamitla en noviembre = frío. Llevar chamarra y pijama calientita.
- No hay buena señal en la cabaña; descargar la playlist offline.
"""

NOTES["notes/boda/ideas-regalo-boda.md"] = """
---
title: Ideas de regalo — boda Xime y Bruno
tags: [boda, regalo, ideas]
creado: 2025-09-21
---

# Ideas de regalo para Xime y Bruno

Lluvia de ideas. **Nada decidido**, lo tengo que platicar con Fer (a lo mejor damos algo juntas).

- Cafetera espresso de la mesa de regalos (Bruno es muy cafetero). Cara, pero entre dos se puede.
- Vajilla de barro de Tlaquepaque pintada a mano.
- Experiencia: vuelo en globo o una noche en un hotel boutique en Tapalpa.
- Una ilustración mía de algo significativo para ellos (¿el lugar donde se conocieron? ¿la casa nueva?).
- Sobre (lluvia de sobres), que es lo que más les sirve porque se van a Japón de luna de miel.
- Un álbum de fotos diseñado por mí con fotos de la prepa a hoy.

Preguntas: ¿tienen mesa de regalos en alguna tienda? ¿Cuánto quiero gastar?
"""

# ---------------------------------------------------------------- trabajo
NOTES["notes/trabajo/freelance-clientes-y-tarifas.md"] = """
---
title: Freelance — clientes, tarifas y facturación
tags: [trabajo, freelance, facturas, impuestos]
actualizado: 2025-08-02
---

# Freelance: clientes, tarifas y facturación

## Datos fiscales (México)

- RFC: **IASR930417QK2**
- Régimen: RESICO (persona física). Lo lleva **Lorena Echeverría** (contadora, C.P.), ella emite los CFDI
  cuando el cliente mexicano los pide.
- Cuenta para cobros en pesos: la de BBVA a mi nombre. Cobros en dólares: a mi cuenta de Austin por ACH.

## Clientes activos

### Lumen Trail Outfitters (Austin) — USD

- Contacto: Brooke Halvorsen (Head of Product).
- Qué hago: UX del checkout y de la app de rentas de equipo.
- Facturo cada mes por horas, net 30, a la dirección de cuentas por pagar que viene en el SOW.
- **Tarifa:** empezó en $65/h (SOW de enero). **Desde el 1 de agosto es $75/h** (lo acordé con Brooke el 8 de
  julio; aplica desde las horas de agosto).

### Hoja Verde Café (Guadalajara) — MXN

- Contacto: Ignacio Bañuelos (dueño).
- Rediseño del menú digital y la app de pedidos para llevar.
- Proyecto cerrado en **$38,000 MXN**: 50% al arrancar, 50% al entregar. Necesita CFDI → Lorena.

## Tarifas (referencia)

| Tipo | Precio |
|---|---|
| Hora (clientes EE.UU.) | $75 USD |
| Hora (clientes México) | $950 MXN |
| Auditoría UX express (1 semana) | $1,800 USD / $28,000 MXN |

## Cómo facturo

1. El primer día hábil del mes: exportar horas de Toggl.
2. Factura en el formato RIS-AAAA-### (consecutivo).
3. Mandar PDF + resumen de horas por e-mail.
4. Anotar en la hoja de facturas (data/) y marcar cuando llegue el pago.
5. Si pasa la fecha de vencimiento: recordatorio amable al día 3, llamada al día 10.

## Reglas que me puse

- Máximo 10 horas a la semana de freelance. Pitaya va primero.
- Nada de trabajar en fines de semana salvo emergencias.
- No aceptar proyectos de apps de apuestas ni cripto.
"""

NOTES["notes/trabajo/1on1-gabriela-2025-09-18.md"] = """
---
title: 1:1 con Gabi — 18 sep 2025
tags: [trabajo, pitaya, 1on1]
fecha: 2025-09-18
---

# 1:1 con Gabi (Gabriela Lizárraga) — 18 de septiembre

## Cenzontle (onboarding de la app)

- Pruebas de usabilidad de la v3: 7 de 8 personas completaron el alta sin ayuda. La pantalla de "comprobante de
  domicilio" sigue siendo la que más confunde.
- Entregables: flujo final a desarrollo el 24 de octubre. Handoff en Figma + specs de accesibilidad.
- Gabi quiere que presente los hallazgos al cliente en la junta mensual (octubre).

## Noviembre

- **Vacaciones aprobadas: 10 al 14 de noviembre** (visa + cirugía de papá).
- Del 7 al 24 trabajo remoto desde Guadalajara los otros días. Standup a la misma hora (en GDL es una hora
  antes mientras Austin siga en horario de verano; después del 2 de nov es la misma).
- Si me retienen el pasaporte, Gabi dice que no hay bronca, sigo trabajando desde GDL.

## Carta para la visa

- Gabi la firma, pero la **redacta Itzel (RH)**. Pedirle a Itzel que el puesto diga *Graphic Designer* y no
  "Senior UX Designer".
- Gabi dice que si el consulado pide algo extra, ella puede escribir una carta del proyecto.

## Feedback

- Bien: la facilitación de talleres con el cliente. "Te toman en serio".
- Mejorar: documentar decisiones más seguido (lo dijo con cariño, pero sí).
- Crecimiento: le interesa que lleve al diseñador junior (Ramiro) en el siguiente proyecto.

## Acuerdos

- Yo: mandar a Gabi el plan de cobertura para noviembre antes del 10 de octubre.
- Gabi: hablar con Itzel sobre la carta.
"""

# ---------------------------------------------------------------- escalada
NOTES["notes/escalada/cedar-crag.md"] = """
---
title: Cedar Crag — membresía
tags: [escalada, gym, cedar-crag]
actualizado: 2025-11-04
---

# Cedar Crag Climbing (East)

- Dirección: 901 Tillery Bend, Austin (a 8 min en bici del depa).
- **Número de socia: CC-20931**
- Socia desde el 1 de marzo de 2025.
- Cobro automático el día 1 de cada mes a la tarjeta de crédito.

## Precio

| Desde | Mensualidad |
|---|---|
| mar 2025 | $79 |
| **1 sep 2025** | **$86** (subieron a todos los mensuales; avisaron en agosto) |

El anual prepagado sale en $899, pero no me conviene si voy a estar fuera varias semanas al año.

## Horarios que uso

- Martes y jueves 7:00 a.m. con Andrés (antes del standup).
- Sábado a mediodía, a veces, sola.

## Congelar vs cancelar (noviembre)

Como voy a estar en Guadalajara casi todo noviembre y luego otra vez en diciembre por la boda, lo pensé:

- Cancelar: me ahorro la mensualidad completa, pero para volver hay cuota de inscripción de $50 y pierdo el
  lugar en la liga de invierno.
- Congelar: pago una cuota chiquita y la membresía se queda igual.

**Decisión: congelar, no cancelar.** Lo pedí en la recepción (hay que pedirlo una semana antes).

## Otras cosas

- Renta de zapatos: ya no, tengo los míos (talla 38).
- Casillero: el 112 (candado propio).
- Clase de técnica de pies con Maya: los miércoles 7 p.m. (fui dos veces, buenísima).
"""

NOTES["notes/escalada/bitacora-boulder.md"] = """
---
title: Bitácora de boulder
tags: [escalada, bitacora]
actualizado: 2025-10-16
---

# Bitácora de boulder

## Lo que me gusta y lo que no

- **Me encantan** las placas (slab) y los muros verticales técnicos: equilibrio, pies, leer la ruta.
- **No me gustan** los desplomes fuertes ni los techos, y menos con regletas chiquitas (crimps). Desde lo de la
  polea le tengo miedo a las regletas.
- Prefiero escalar temprano (7 a.m.) cuando no hay nadie. En la tarde está lleno de gente que se cuelga
  de todo gritando.
- Escalo con **Andrés Villaseñor** (regio, trabaja en una startup de energía solar). Él es todo fuerza, yo todo
  técnica. Buena combinación.

## Lesión

- 14 de marzo 2025: me lastimé la **polea A2 del anular izquierdo** en un techo con regletas (V4). Sentí un
  "pop" chiquito. Dos semanas sin escalar, luego 6 semanas sin regletas. Fisio: Dr. Kamal Reyes (sports PT).
- Desde entonces: calentar bien los dedos, nada de colgarme en regletas en frío.

## Registro

| Fecha | Dónde | Nivel | Notas |
|---|---|---|---|
| 2025-03-04 | Cedar Crag | V3 | primera semana, todo se siente raro |
| 2025-03-14 | Cedar Crag | V4 | techo con regletas → polea A2 (ver arriba) |
| 2025-04-29 | Cedar Crag | V2–V3 | regreso suave, solo placas |
| 2025-05-20 | Cedar Crag | V3 | encadené la placa azul del muro 2 |
| 2025-06-17 | Cedar Crag | V4 | primera V4 después de la lesión (placa) |
| 2025-07-22 | Cedar Crag | V4 | con Andrés; él hizo la V6 del desplome, yo ni lo intenté |
| 2025-08-28 | Cedar Crag | V4–V5 | proyecto: la rosa del muro vertical, me falta el último paso |
| 2025-09-25 | Cedar Crag | V5 | ¡¡la rosa!! primera V5 |
| 2025-10-16 | Cedar Crag | V4 | reset del muro 3, todo nuevo |

## Proyectos

- Muro 3 (vertical): la amarilla con el paso de talón.
- Mejorar en desplome "un poquito", sin regletas. Andrés dice que los agarres de pinza me van a ayudar más que las regletas.
"""

# ---------------------------------------------------------------- listas
NOTES["notes/listas/comida-y-cafes-austin.md"] = """
---
title: Comida y cafés en Austin
tags: [listas, austin, comida]
actualizado: 2025-08-30
---

# Comida y cafés en Austin (mi lista)

## Cafés

- **Café Ocotillo** (E 6th): mi favorito para trabajar. Pedir **cortado con leche entera** — la de avena me sabe
  a cartón y no la pido nunca.
- **Tercer Lugar Coffee**: buen pan dulce (conchas decentes, raro en Austin).
- **Blue Heron Roasters**: el espresso muy ácido para mi gusto. No regresar.

## Tacos

- **Taquería La Güera Norteña** (trailer en Manor Rd): los de trompo. La salsa verde cruda está buenísima.
- **El Comal de Tía Nena**: guisados, como en casa. Chicharrón en salsa verde los jueves.
- Evitar: cualquier lugar que le ponga queso amarillo a los tacos. No.

## Otros

- Ramen Tsubaki — para días de frío (que son 4 al año).
- Pho Saigon Lotus — cuando me enfermo.
- Pizzería Brasa — buena para ir con Andrés después de escalar.

## Lo que extraño de Guadalajara y no he encontrado aquí

- Tortas ahogadas de verdad (birote salado).
- Jericallas.
- Un buen tejuino.
"""

NOTES["notes/viajes/viaje-gdl-noviembre.md"] = """
---
title: Viaje a Guadalajara — noviembre 2025
tags: [viajes, gdl, visa, papa, boda]
actualizado: 2025-11-02
---

# Viaje a GDL — 7 al 24 de noviembre

Un solo viaje para todo: visa, cirugía de papá, prueba del vestido y despedida de Xime.

## Vuelos

- Ida: viernes 7 de noviembre, Azulejo AZ 1482, AUS → GDL.
- Regreso: **lunes 24 de noviembre, AZ 1483, sale de GDL a las 10:05**, llega a AUS 12:50.
- **Clave de reservación: QJ7WKM.** Asiento de pasillo en los dos.

## Agenda

| Día | Qué | Hora |
|---|---|---|
| vie 7 | Llego a GDL, Mariana me recoge | tarde |
| lun 10 | CAS (huellas) | 8:15 |
| mié 12 | Entrevista consulado | **7:45** |
| jue 13 | Cirugía de papá | 9:00 (llegar 8:30) |
| sáb 15 | Prueba final del vestido | **11:00** |
| vie 21 – dom 23 | Despedida de Xime | — |
| lun 24 | Regreso a Austin | 10:05 |

Del 10 al 14 estoy de vacaciones; los demás días trabajo desde casa de mis papás (el wifi de ahí es malísimo:
llevar el módem portátil).

## En Austin mientras no estoy

- Pilón: lo cuida **Keisha Brandt** (mi vecina del 3C). Le dejo la llave y las instrucciones impresas.
- El gym: congelado.
- Plantas: Keisha también las riega los domingos.

## Maleta

- [ ] Fólder de la visa (todo lo de la checklist)
- [ ] Zapatos del vestido (para la prueba)
- [ ] Chamarra para la despedida (hace frío en la sierra)
- [ ] Regalo para mamá (galletas de la panadería que le gustan)
- [ ] Cargador de la laptop + adaptador (no se necesita, pero el multicontacto de mis papás está muerto)
- [ ] Termómetro y gel frío para papá
"""

# ---------------------------------------------------------------- diario
NOTES["notes/diario/2025-03-15.md"] = """
---
fecha: 2025-03-15
tags: [diario]
---

# Sábado 15 de marzo

Ayer en Cedar Crag me lastimé el dedo. Estaba en un techo con regletas (V4) que Andrés me insistió en probar, y
en el tercer movimiento sentí un "pop" chiquito en el anular izquierdo. No dolió tanto en el momento, pero en la
noche ya estaba hinchado. Hoy fui con el fisio (Dr. Kamal Reyes): **esguince de la polea A2**, grado 1. Dos
semanas sin escalar, hielo, y después cintas y nada de regletas por un mes y medio.

Lección: yo no soy de techos. Me gustan las placas. Punto.

Trabajo: terminé los wireframes del checkout de Lumen Trail. Brooke contenta. Facturar las horas de marzo el
martes.

Llamé a mamá. Papá ya se queja otra vez de que no puede masticar del lado derecho; Mariana dice que lo va a
llevar con una cirujana que le recomendaron.

Pilón tiró el cafe de la mesa. Normal.
"""

NOTES["notes/diario/2025-06-09.md"] = """
---
fecha: 2025-06-09
tags: [diario, boda]
---

# Lunes 9 de junio

Videollamada con Chelo (la costurera) para tomarme medidas con Mariana sosteniendo el celular. Muy chistoso.
Ya está el color: **verde salvia** para las damas. Le mandé el anticipo del vestido (2,400 pesos) por Remesa Rápida.

Xime está feliz con el save the date que le diseñé. Renata (la planner) mandó el itinerario de la hacienda
y el transporte desde Guadalajara; todo suena precioso pero me da flojera el camión a Tequila.

En la chamba: sprint review de Cenzontle. Gabi dijo que el prototipo de onboarding estaba "muy pulido". Yei.

Escalada: regresé a una V3 de placa sin dolor en el dedo. Bien.
"""

NOTES["notes/diario/2025-09-09.md"] = """
---
fecha: 2025-09-09
tags: [diario, depa]
---

# Martes 9 de septiembre

Estoy hartísima de Brightfield. La contraoferta de $1,735 sigue siendo casi $100 más que ahora y hoy se volvió a
descomponer el elevador.

**Decidí: no renuevo. Me voy a mudar en diciembre.** Voy a empezar a ver depas esta semana (Riverside, Mueller).
Hice una lista de ideas en otra nota.

Lo demas: Mariana mandó foto de papá con la tomografía en la mano, muy orgulloso como si fuera un diploma.
Seguimos esperando el presupuesto nuevo.

Escalada con Andrés a las 7: la rosa del muro vertical, otra vez me faltó el último paso.
"""

NOTES["notes/diario/2025-09-30.md"] = """
---
fecha: 2025-09-30
tags: [diario, depa, visa]
---

# Martes 30 de septiembre

**Cambio de planes con el depa.** Hice las cuentas bien (está en la nota del lease) y mudarme a The Juniper me
ahorra como doscientos dólares en 14 meses, con todo el estrés de una mudanza en plena cirugía de papá y con la
boda encima. No tiene sentido.

**Me quedo: renuevo por 14 meses a $1,710.** Le escribí a Kendra hoy mismo. Termina en enero de 2027, que además
es mejor época para buscar si el próximo año sí me quiero ir.

Visa: el domingo aparecieron citas en Guadalajara y ayer **cambié todo de Monterrey a Guadalajara**. Tuve que
hacer un DS-160 nuevo. Ahora CAS y entrevista caen la misma semana que la cirugía de papá. Un solo viaje. Qué
alivio.

Me siento más ligera. Cené tacos de La Güera para celebrar.
"""

NOTES["notes/diario/2025-10-17.md"] = """
---
fecha: 2025-10-17
tags: [diario, boda]
---

# Viernes 17 de octubre

Llamada con Fer sobre el regalo de Xime y Bruno. **Ya decidimos:** le damos juntas una ilustración enmarcada de
la fachada de Casa Veranda (la dibujo yo, Fer paga el marco bonito) **y** cada quien su sobre en la lluvia de
sobres, porque se van a Japón de luna de miel y les sirve más el dinero que otra licuadora. Adiós a la idea de
la cafetera.

Itzel no ha mandado la carta firmada. Hoy era el día. Le ecribo el lunes.

Escalada: reset del muro 3 ayer; hoy probé la amarilla del talón, no sale.

Trabajo tranquilo. Handoff de Cenzontle el 24.
"""

NOTES["notes/diario/2025-11-04.md"] = """
---
fecha: 2025-11-04
tags: [diario, viaje, pendientes]
---

# Martes 4 de noviembre

Me voy el viernes. Lista de pendientes antes de irme:

- [x] Gym: **congelé la membresía del 7 de noviembre al 7 de diciembre** (mejor que cancelar; regreso a escalar
      a mediados de diciembre, después de la boda). Lo pedí hoy en recepción.
- [x] Dejarle a **Keisha** la llave, las instrucciones de Pilón y el dinero.
- [ ] Subir el comprobante del renters insurance al portal de Brightfield — **fecha límite 15 de noviembre**.
      Primero tengo que renovar la póliza (venció el 31 de octubre). Hacerlo desde GDL si no me da tiempo.
- [ ] Comprar los vuelos para la boda (4 al 8 de diciembre). Los precios están subiendo.
- [ ] Imprimir todo lo de la visa.
- [ ] Mandarle a Fer la playlist y la lotería (el domingo).
- [ ] Sacar pesos del cajero en el aeropuerto, no en la casa de cambio.

Escalé hoy a las 7 por última vez antes del viaje. Andrés me regaló una cinta para los dedos "para que no
extrañes". Qué ñoño.
"""

# ---------------------------------------------------------------- docs
DOCS = {}

DOCS["docs/indicaciones-postoperatorias-implantes.txt"] = """
CLINICA ODONTOLOGICA ARREOLA
Indicaciones POSTOPERATORIAS - cirugia de implantes / injerto / elevacion de seno
(transcrito de la hoja que nos dio Yesenia, oct 2025)

Paciente: Arturo Ibarra Nunez

PRIMERAS 24 HORAS
- Morder la gasa 45 minutos. No escupir, no enjuagarse.
- Hielo por fuera de la mejilla: 20 minutos si, 20 minutos no, durante el primer dia.
- Dormir semi-sentado (dos almohadas) las primeras 3 noches.
- Es normal un poco de sangrado y saliva rosada.

DIETA
- Dieta blanda y FRIA o tibia las primeras 72 horas (nada caliente).
- NO usar popote durante 1 semana (la succion puede desprender el coagulo / injerto).
- Nada de semillas, tostadas, chicharron, nueces durante 2 semanas.
- Masticar del lado izquierdo hasta nueva indicacion.

HIGIENE
- A partir del dia 2: enjuague con clorhexidina 0.12%, 2 veces al dia (manana y noche), 1 minuto, sin hacer
  buches fuertes. Durante 10 dias.
- Cepillar normal los demas dientes; en la zona operada solo con el cepillo quirurgico suave.

MEDICAMENTOS (segun receta)
- Amoxicilina 500 mg cada 8 horas por 7 dias.
- Ibuprofeno 400 mg cada 8 horas por 3 dias (si hay dolor despues, paracetamol).
- Seguir con sus medicamentos de siempre (metformina, losartan).

POR LA ELEVACION DE SENO (IMPORTANTE)
- NO sonarse la nariz con fuerza durante 2 semanas.
- Estornudar con la boca abierta.
- Nada de avion, buceo ni esfuerzo fuerte durante 2 semanas.

LLAMAR A LA CLINICA SI:
- Sangrado abundante que no para con la gasa despues de 1 hora.
- Fiebre de mas de 38 grados.
- Sale liquido por la nariz al tomar agua.

Telefono de la clinica: 33 5550 1187 (WhatsApp Yesenia)
"""

DOCS["docs/info-depa-alderwick.txt"] = """
APT INFO - The Alderwick #3B  (for guests / cat sitter)
2207 Alderwick St, Apt 3B, Austin TX 78702
====================================================

Wi-Fi: Alderwick-3B-5G   password: nopal-y-pilon-2207
(2.4GHz network "Alderwick-3B" has the same password; the printer only sees that one)

Building gate code: #4471  (changes every January; Brightfield emails it)
Mailbox: #3B, small key on the blue keychain
Parking: covered spot #14 ($35/mo, billed with rent). Guest parking = the 3 spots by the dumpsters.

Maintenance (Brightfield): 512-555-0192, or the resident portal.  After hours emergency: same number, press 2.
Leasing office: Kendra Vollmer (leasing manager)

--- PILON (cat) -------------------------------------
Cat sitter: Keisha Brandt, Apt 3C, 512-555-0147
Pilon = orange cat, 6 yrs, friendly but hides for the first 10 minutes.

Feeding:
 - 7am-ish: 1/3 cup of the dry food (green bag, in the pantry). NOT more, he will beg. Ignore him.
 - 6pm-ish: HALF a can of wet food (salmon or chicken, NOT the turkey one, it makes him throw up).
   Cover the other half and put it in the fridge.
 - Fresh water every day (the fountain needs a refill every 2 days).
 - Litter box: scoop once a day. Bags under the sink.
 - No meds. If he doesn't eat for a whole day, text me and call the vet (Eastside Paws Vet, 512-555-0163).

Plants: water the monstera and the pothos on Sundays (1 glass each). The cactus: never.

Thermostat: leave at 78 (cooling) / 66 (heating).
Trash day: Thursday.
"""


def build():
    for rel, text in NOTES.items():
        write_text(rel, text)
    for rel, text in DOCS.items():
        write_text(rel, text)
    return list(NOTES) + list(DOCS)


if __name__ == "__main__":
    print(len(build()), "notes/docs written")
