# -*- coding: utf-8 -*-
"""Markdown notes and plain-text files for Pilar's vault."""

NOTES = {}

NOTES["notes/vendimia-2025-plan.md"] = """---
title: Plan de cosecha 2025
bodega: Los Aromos
actualizado: 2024-12-09
tags: [vendimia, trabajo]
---

# Vendimia 2025 — plan tentativo

Borrador que armé con Nico Ferreyra después de la recorrida de diciembre. **Las fechas son
tentativas**, se ajustan con los muestreos de madurez (Brix, acidez, semilla) desde enero.

| Variedad | Finca / cuartel | Fecha tentativa | Destino | Notas |
|---|---|---|---|---|
| Chardonnay | Agrelo, cuartel 2 | 10/02 | tanque 3 (acero) | manual, cajas 18 kg |
| Pinot Noir | Gualtallary, cuartel 5 | 17/02 | base espumante | muy temprano, ojo acidez |
| Sauvignon Blanc | Agrelo, cuartel 1 | 20/02 | tanque 5 | |
| Malbec | Agrelo, cuartel 4 | 10/03 | tanques nuevos (si llegan) | el de la línea Parcela |
| Malbec | Gualtallary, cuartel 7 | 24/03 | huevos de concreto | |
| Cabernet Franc | Gualtallary, cuartel 9 | 31/03 | fudre 2 | |
| Cabernet Sauvignon | Agrelo, cuartel 11 | 07/04 | tanques 8-9 | |

## Pendientes antes de arrancar
- [x] revisar despalilladora (cambiar rodillos)
- [x] contratar cosechadores (cuadrilla de Don Ismael, 22 personas)
- [ ] confirmar con Enotech si los tanques llegan antes del Malbec
- [ ] levaduras: pedir 10 kg más de la cepa para Malbec
- [x] análisis de agua de lavado

Si los tanques nuevos no llegan, el Malbec del cuartel 4 va a los tanques 6 y 7 viejos y listo.
Nada de drama.
"""

NOTES["notes/tanques-enotech.md"] = """---
title: Tanques nuevos — Enotech Serbatoi
created: 2024-05-20
tags: [trabajo, compras, tanques]
---

# Tanques nuevos (proveedor italiano)

Proveedor: **Enotech Serbatoi S.r.l.** (Verona). Contacto: Marco Bellandi, export sales.
Escribe en inglés, responde rápido (salvo en agosto, obvio, Italia cerrada).

## Lo que pedimos cotizar
- 3 fermentadores de 100 hL (10.000 L) acero inoxidable
- camisa de frío (cooling jacket) en dos zonas
- boca de hombre lateral + superior, válvula de remontaje
- patas regulables, escalera no (la tenemos)

## Cotización
- Primera cotización (mayo 2024): **EUR 38.400** EXW Verona, entrega 16-18 semanas.
- Me parece razonable. Gustavo quiere ver si baja algo si pagamos 40% adelantado.
- Le pregunté a Marco por tapas en AISI 316 y sondas de temperatura — ver el mail de respuesta
  de Marco, puede cambiar el precio.

## Dudas
- ¿nave 1 o nave 2? a definir con Gustavo (nave 1 tiene mejor desagüe, nave 2 está más cerca de la sala de barricas)
- potencia del equipo de frío: ¿alcanza el chiller actual? hacer la cuenta
- flete: EXW no incluye nada, hay que pedir CIF Buenos Aires

## Notas sueltas
The guy (Marco) says lead time goes up in September because of the fairs (SIMEI). Ordering before end of
August would be smart.
"""

NOTES["notes/exportacion-brasil-certificado.md"] = """---
title: Embarque Brasil — problema certificado
created: 2024-11-03
tags: [export, brasil, INV]
---

# Embarque a Brasil (Vinhos do Sul) — problema con el certificado

**Resumen:** el contenedor con Malbec 2022 y Rosado 2024 quedó retenido en el puerto de Santos.
El MAPA (Ministério da Agricultura) encontró que el número de lote del certificado de análisis del
INV no coincide con las etiquetas:

- certificado original: CA-2024-029455, lote **L-2319**
- etiquetas y factura: lote **L-2391**

O sea: un error de tipeo nuestro en la solicitud al INV (dígitos invertidos). Vergüenza.

## Opciones que se hablaron
1. reetiquetar en depósito fiscal en Santos (caro, lento, lo sugiere Fernanda como opción)
2. pedir al INV un certificado rectificado y mandarlo por courier

## Quién hace qué
- Sergio Pizarro (despachante) → gestión con el INV. El número del certificado nuevo está en el mail de Sergio.
- Fernanda Lopes (Vinhos do Sul) → habla con el MAPA y con el depósito en Santos.
- yo → carta explicando el error, firmada por Gustavo.

## Lección
Doble control de los números de lote antes de mandar la solicitud. Checklist nueva para export:
- [x] lote en factura = lote en etiqueta = lote en solicitud INV
- [x] grado alcohólico igual en todos los papeles
- [ ] armar plantilla en inglés/portugués para el packing list
"""

NOTES["notes/visita-sommelier.md"] = """---
title: Visita sommelier Casa Bruma
created: 2025-02-03
tags: [trabajo, visitas]
---

# Visita de Andrea Vitale (Casa Bruma, Buenos Aires)

Andrea es el sommelier jefe de Casa Bruma (Palermo). Lo contactó primero a Gustavo en octubre; me
toca atenderlo a mí. Quiere armar la carta de vinos de cuyo para el otoño.

**Cuándo:** martes 18/3, 11 hs, en la bodega. Después almuerzo en la galería.

## Qué vamos a servir (orden)
1. Chardonnay 2024, muestra de tanque 3 (sin madera, para que vea la fruta)
2. Rosado de Malbec 2024
3. Malbec 2022 línea Parcela (cuartel 4)
4. Cabernet Franc 2021 Gualtallary
5. de cierre: Malbec 2019 Reserva en magnum (quedan 4, sacar uno)

## Para preparar
- [ ] fichas técnicas impresas (en castellano, él no necesita inglés)
- [ ] copas Riedel de la sala de degustación, lavar y pulir
- [ ] hablar con Marta (cocina) para el almuerzo: chivito no, él es medio vegetariano
- [ ] muestras para llevar: 2 de Cab Franc

Ojo: ese día puede que tenga que viajar a Santiago por lo de la casa. Si es así, cambiar fecha.
"""

NOTES["notes/casa-papa-santiago.md"] = """---
title: Casa de papá — venta
created: 2024-04-02
updated: 2025-02-20
tags: [familia, santiago, herencia]
---

# Casa de papá (Pasaje Las Violetas 1432, Ñuñoa)

Herederos: Rodrigo y yo, 50 y 50. Rodrigo está en Valpo, así que casi todo lo presencial lo
hago yo cuando cruzo.

## Trámites
- [x] posesión efectiva (Registro Civil) — salió en agosto 2024
- [x] formulario 4423 de impuesto a la herencia (SII) — presentado en septiembre; el folio está en el mail del SII
- [x] publicación con Carolina Fuenzalida (Propiedades Andes Sur)
- [x] oferta de los Contreras aceptada (ver mail de Rodrigo)
- [x] agendar firma en la notaría (ver mail de la notaría)
- [ ] certificado de avalúo fiscal actualizado (SII) — lo pide el banco de los compradores
- [ ] certificado de deuda de contribuciones (TGR)
- [ ] cerrar cuenta de luz (Enel) y agua (Aguas Andinas) después de la entrega
- [ ] coordinar con Rodrigo quién recibe la plata y en qué cuenta

## Contactos
- Carolina Fuenzalida — corredora, cfuenzalida@propiedadesandes.example, +56 9 5555 0187
- Notaría Gutiérrez (38ª Notaría de Santiago) — notario Raúl Gutiérrez Pinto
- Rodrigo — +56 9 5555 0122

## Cosas de la casa
- el piano va para Rodrigo
- las fotos y cartas las traigo yo a Mendoza (en la camioneta, no en avión)
- la biblioteca de papá: donar lo que no queramos a la biblioteca de Ñuñoa
"""

NOTES["notes/2cv-restauracion.md"] = """---
title: Citroën 2CV — restauración
created: 2024-04-10
updated: 2024-12-01
tags: [2cv, auto, hobby]
---

# El Dos Caballos 🚗

Citroën 2CV6 1978, motor 602 cc. Lo compré en Tunuyán en marzo 2024 a un señor que lo tenía en
un galpón desde los 90. Chasis con algo de óxido en el piso, motor entero.

Mecánico: **Beto** (Alberto Quiroga), Taller Quiroga, Godoy Cruz. Sabe de Citroën de toda la vida.

## Regla de la casa
Repuestos originales o NOS (new old stock) siempre que se pueda. Nada de réplicas baratas del
mercado online que duran dos meses, aunque haya que esperar a que vengan de Francia. Prefiero
esperar medio año que tener un auto de plástico.

## Plan
- [x] desarme completo y fotos
- [x] chasis: arenado y tratamiento (lo hizo el chapista de Beto)
- [x] motor: juntas, aros, válvulas
- [x] carburador Solex (kit de juntas comprado en noviembre)
- [ ] frenos: cilindros de rueda + purga (ver instructivo en txt)
- [ ] instalación eléctrica nueva (12 V)
- [ ] pintura
- [ ] tapizado de asientos — preguntar en la lista del club quién tapiza bien
- [ ] capota de lona nueva (la vieja se rajó con el zonda)

## Color
Decidido: **Gris Cormoran (AC 088)**, el gris típico de los 70. Tomás quiere amarillo, pero no.

## Medidas / datos
- cubiertas 125 R 15
- aceite 20W50, 2,5 litros
- bujías: las que diga Beto
"""

NOTES["notes/tomas-colegio.md"] = """---
title: Tomi — colegio
created: 2024-03-05
tags: [tomas, colegio]
---

# Tomás — Colegio San Andrés de Chacras

- 2024: 4º año (orientación Ciencias Naturales). 2025: 5º año, último.
- preceptora: Sra. Inés Correa
- coordinadora viajes: Prof. Mariela Giordano

## 2024
- viaje a San Juan (Ischigualasto + Valle de la Luna), octubre. Cuotas pagadas las tres.
- matemática flojita en el 2º trimestre → clases particulares (ver con Tomi)
- química: se sacó 9 en el integrador, bien!

## 2025
- viaje de estudios a Bariloche en julio (5º año). Info en el mail del colegio de febrero.
- reunión de padres: ver mail del colegio
- autorización del viaje: firmamos Martín y yo

## Uniforme
Talle de chomba: L. Buzo: XL (creció un montón).
"""

NOTES["notes/tomas-ortodoncia.md"] = """---
title: Tomi — ortodoncia
created: 2024-07-22
updated: 2025-01-14
tags: [tomas, salud]
---

# Ortodoncia de Tomás

Dra. Valeria Sosa — ortodoncista. Consultorio en calle Arístides, 2º piso. Turnos: miércoles a la tarde.

## Decisión brackets
Opciones que nos dio la doctora:
- metálicos convencionales
- autoligado
- estéticos (zafiro) — casi el doble

Hablado con Martín y con Tomi: **elegimos metálicos convencionales**. Tomi dijo que le da igual que
se vean ("todos los tienen, ma"). Los de zafiro no valían la diferencia. Empezamos en agosto.

Presupuesto total y plan de pagos: en el PDF que mandó el consultorio en agosto.

## Controles
- Control mensual: ~~$ 45.000~~ → **$ 58.000 desde enero 2025** (aumentó, avisaron por WhatsApp)
- Martín paga la mitad de cada control (le mando el recibo)
- Si se sale un bracket: llamar, no esperar al control

## Cuidados
- nada de chicle, nada de turrón
- cepillo interdental en la mochila
"""

NOTES["notes/reunion-bodega-2024-09.md"] = """---
title: Reunión de dirección técnica — septiembre
date: 2024-09-10
asistentes: [Gustavo Lencinas, Pilar Echeverría, Nicolás Ferreyra, Daniela Toro]
tags: [trabajo, reunion, vendimia]
---

# Reunión técnica 10/09/2024

Presentes: Gustavo (gerente general), Nico Ferreyra (viñedo), Dani Toro (calidad), yo.

## 1. Tanques nuevos (Enotech)
- Se aprueba la cotización revisada. Orden de compra sale esta semana.
- **Ubicación:** nave 2, contra la pared norte, al lado de la sala de barricas. Se descarta la nave 1
  (hay que dejar espacio para la línea de embotellado móvil).
- Hay que hacer la platea de hormigón antes de marzo. Responsable: Gustavo con el ingeniero Ruiz Díaz.

## 2. Vendimia 2025 — criterios
- Chardonnay: **cosecha manual nocturna** (arrancar 22 hs, terminar antes de las 6), cajas de 18 kg,
  para entrar la uva fría. Se descarta la cosecha diurna con hielo seco (cara y nos fue mal en 2023).
- Malbec cuartel 4 → a los tanques nuevos si llegan a tiempo.
- Pinot Noir para base espumante, cosecha muy temprana.

## 3. Calidad
- Dani propone análisis de Brettanomyces mensual en barricas de más de 3 usos. Aprobado.

## 4. Exportación
- Brasil: primer contenedor sale en octubre. Sergio Pizarro hace el despacho.

## Próxima reunión
Octubre, fecha a confirmar.
"""

NOTES["notes/cata-barricas-2024.md"] = """---
title: Cata de barricas — 2024
tags: [trabajo, barricas, cata]
---

# Cata de barricas 2024

| Barrica | Tonelería | Uso | Vino | Nota |
|---|---|---|---|---|
| B-03 | francés, tostado medio | 3er uso | Malbec C4 2023 | fruta roja, tanino fino |
| B-07 | francés, tostado medio+ | 2º uso | Malbec C7 2023 | bien, algo de especia |
| B-14 | francés | nuevo | Cab Franc 2023 | vainilla muy marcada, coco |
| B-15 | americano | nuevo | Cab Sauv 2023 | dulzón, eneldo |
| F-2 | fudre 2.500 L | 5º uso | Cab Franc 2023 | fresco, floral, hierba |
| H-1 | huevo concreto | — | Malbec C7 2023 | tenso, mineral |

## Próximas acciones
- B-14 y B-15: trasegar antes, no dejar más de 8 meses
- hacer corte de prueba C4 (B-03) + C7 (H-1) para la línea Parcela
- Dani: Brett en B-03 negativo (agosto)
"""

NOTES["notes/contactos-utiles.md"] = """# Contactos útiles (Mendoza)

| Quién | Para qué | Teléfono |
|---|---|---|
| Beto Quiroga | mecánico 2CV (Taller Quiroga, Godoy Cruz) | 261 555 0190 |
| Ramón Aguilera | gasista matriculado — arregló el calefón en agosto | 261 555 0142 |
| Dra. Valeria Sosa | ortodoncista de Tomi | 261 555 0175 |
| Profe Damián Ortiz | DT Sub-17, Club Chacras | 261 555 0133 |
| Elsa (vecina 3B) | emergencias del edificio | 261 555 0108 |
| Sr. Ocaña | dueño del depto | 261 555 0161 |
| Fibra Cuyo | internet, reclamos | 0800 555 0100 |
| Veterinaria Chacras | Pisco (gato) | 261 555 0119 |
| Sergio Pizarro | despachante de aduana | 261 555 0150 |

Electricista: todavía no encontré uno bueno. Preguntar a Nico de la bodega.
"""

NOTES["notes/departamento-mendoza.md"] = """---
title: Depto Chacras
updated: 2025-01-11
tags: [casa]
---

# Departamento (Viamonte 4820, depto 4B, Chacras de Coria)

- Dueño: Sr. Ocaña. Alquiler ajusta cada 6 meses (próximo ajuste: julio 2025).
- Expensas: las cobra la administración Cuyo Consorcios, vencen el 10.
- Internet: Fibra Cuyo, plan 300 Mb.

## Wi-Fi
Red: `Depto4B_5G`
~~Clave vieja: Aromos_2024!~~
**Clave nueva (desde el 11/01/2025): Zonda-Malbec#25** — la cambié porque el vecino de al lado la tenía.
Acordarme de pasársela a Rosa y a Tomi.

## Cosas que arreglar
- [x] calefón (agosto 2024, ver daily)
- [ ] persiana del cuarto de Tomi, se traba
- [ ] canilla de la cocina gotea
- [x] cambiar cerradura de la baulera
"""

NOTES["notes/lecturas-y-pelis.md"] = """# Lecturas y pelis

## Leyendo
- *Los años* — Annie Ernaux (lo empecé en el avión, me está gustando mucho)
- *La memoria del suelo* — Clara Iturbe. Me lo recomendó Andrea Vitale cuando hablamos por teléfono
  para organizar la visita: dice que es lo mejor que leyó sobre viñedos de altura y vinos "de lugar".

## Leídos 2024
- *Mandíbula* (Mónica Ojeda) — inquietante
- *Cometierra* (Dolores Reyes) — me lo pasó Lau
- *La hija única* (Guadalupe Nettel) — bien
- manual de taller Citroën 2CV (Haynes) — jaja, cuenta

## Pelis / series
- Tomi y yo vimos *Relatos salvajes* de nuevo. Se rió con la del Bombita.
- *Los Dos Caballos* (documental francés) — para ver con Beto
- pendiente: *Nostalgia de la luz* (Guzmán), la tengo hace años
"""

NOTES["notes/regalos-ideas.md"] = """# Ideas de regalos

- **Tomi** (cumple 22/5): botines nuevos (talle 43!), o entradas para ver a Godoy Cruz. Nada de ropa, no la usa.
- **Rodrigo**: algún disco de vinilo de Los Jaivas, o una botella de Cab Franc 2021.
- **Gustavo** (fin de vendimia): libro de fotos de Mendoza.
- **Lau** (amiga): clase de cerámica juntas.
- **Mamá de Martín**: no sé, preguntarle a Tomi.
- **Beto** cuando termine el 2CV: una caja de Malbec Reserva y un asado.
"""

NOTES["daily/2024-08-21.md"] = """# Miércoles 21/08/2024

Día raro. Zonda desde las 11 de la mañana, 34 grados en agosto, polvo en todos lados.

- Vino el gasista, **Ramón Aguilera**, por el calefón que se apagaba solo. Era la termocupla.
  La cambió en 20 minutos y revisó la ventilación. Cobró $ 35.000. Serio, puntual, lo guardo.
- El 2CV estaba en la vereda del taller de Beto esperando que liberaran el elevador y el zonda le
  rajó la capota de lona de punta a punta. Ya estaba vieja, pero igual dolió. Beto dice que mejor,
  así compramos una nueva sin culpa.
- Tomi: primer control de ortodoncia con los brackets puestos. Le duele comer. Sopa esta semana.
- Bodega: poda terminada en Agrelo. Nico contento.

Recordar: comprar filtro para el calefón? Ramón dijo que no hace falta.
"""

NOTES["daily/2024-11-04.md"] = """# Lunes 4/11/2024

**Brasil** — reunión con Gustavo a las 9 sobre el contenedor retenido en Santos.

Gustavo decidió: **no reetiquetamos**. Se pide al INV el certificado rectificado con el lote correcto
y se manda por courier. El contenedor espera en Santos y la bodega paga el almacenaje (Fernanda
pasa el costo). Reetiquetar en depósito fiscal costaba casi lo mismo y tardaba más, y además
nos dejaba mal parados con el MAPA.

Yo: escribir a Sergio hoy mismo para que arranque con el INV. Carta de disculpas a Fernanda.

Otras cosas:
- Tomi tiene prueba de química el jueves.
- pagar expensas (vencen el 10)
- Beto mandó foto del motor armado ❤️
"""

NOTES["daily/2025-02-17.md"] = """# Lunes 17/02/2025

Semana 2 de vendimia. Chardonnay adentro (lo cosechamos de noche el 12, perfecto, 21,8 Brix).
El comité de hoy se pasó a mañana martes porque Gustavo está en San Juan.

**2CV — color, decisión final:** nada de gris. Va **amarillo Jaune Mimosa (AC 316)**, el amarillo
original de los 2CV de época. Lo vi en el auto de Silvina del club y me convenció; además Tomi
insiste desde hace meses y, bueno, el auto también va a ser un poco de él. Le avisé a Beto por
teléfono: compra la pintura esta semana y cancela el gris.

- Pinot Noir para base espumante: miércoles 19.
- llamar a la notaría por la firma (todavía no me confirmaron)
- Tomi empieza las clases el 26.
"""

NOTES["daily/2025-03-10.md"] = """# Lunes 10/03/2025

Comité de vendimia. Muestreo del Malbec cuartel 4: 23,1 Brix pero semilla todavía verde y el
hollejo no está. Decidimos esperar: **la cosecha del Malbec C4 pasa al lunes 24/03** (antes
estaba para el 17). El C7 de Gualtallary queda también para esa semana, vemos si lo corremos al 26.

Bonus: si los tanques de Enotech llegan a fines de marzo, el C4 igual no los va a poder usar.
Van a los tanques 6 y 7. Ya está.

- Martín confirmó lo de Tomi para la semana de Santiago.
- armar valija el domingo
- revisar que Rosa tenga la clave nueva del wifi
"""

# ---------------------------------------------------------------- long journals

NOTES["journal/2024-06-09-domingo-largo.md"] = """---
title: Domingo largo
date: 2024-06-09
tags: [diario, familia, papá]
---

# Domingo largo

Llueve en Mendoza, lo cual ya es noticia, y tengo la tarde entera para mí porque Tomi se fue con
Martín a ver a Godoy Cruz al Malvinas. Así que escribo, que hace mucho que no escribo nada que no
sea una planilla de Brix o un mail en inglés a los italianos.

Empiezo por lo pesado. Ya van casi cinco meses desde que murió papá y recién ahora siento que puedo
pensar en la casa sin que se me cierre la garganta. En enero fue todo tan rápido: el llamado de
Rodrigo a las seis de la mañana, el vuelo, el velorio en la parroquia de Ñuñoa, la gente del barrio
que yo no veía desde el colegio y que me reconocía igual ("la Pili, la que se fue a Argentina").
Después volví a Mendoza porque la vendimia no espera y me quedé con una sensación de cosa
sin cerrar que todavía me dura.

Los trámites, eso sí, avanzan. La posesión efectiva la está llevando una abogada amiga de Rodrigo,
Macarena Olguín, que trabaja en un estudio chico en Providencia y que, bendita sea, contesta los
WhatsApp a cualquier hora. Ella armó la solicitud en el Registro Civil, juntó los certificados de
nacimiento, el de matrimonio de papá y mamá, el de defunción de mamá (que ya tenía sus años), y nos
explicó a Rodrigo y a mí que como papá no dejó testamento, somos herederos por partes iguales y que
el trámite es relativamente simple. Dice que debería salir en dos o tres meses. Después viene el
impuesto a la herencia con el SII, que según Macarena probablemente nos dé poco o nada por los
tramos exentos, pero igual hay que presentar el formulario. Le pedí que me mande todo por mail
para tenerlo ordenado, porque yo en WhatsApp pierdo las cosas.

Lo que me pesa no son los papeles, es la casa. El pasaje, el parrón, la cocina con los azulejos
amarillos que mamá eligió en el 82. Rodrigo y yo estuvimos de acuerdo desde el principio en
venderla: ninguno de los dos va a volver a vivir en Santiago, él está instalado en Valparaíso con
Claudia y los niños, y yo acá. Pero una cosa es decirlo y otra es pensar en vaciar los cajones.
Rodrigo me dijo algo que me quedó dando vueltas: que antes de entregar la casa quiere sacar un
esqueje de la parra del patio, la que plantó el abuelo, para plantarla en su casa de Valpo. Que
si la casa se va, por lo menos la parra sigue. Me pareció tan él. Le dije que lo haga en invierno,
con la planta en reposo, que es ahora, y me mandó un audio de cinco minutos preguntándome cómo
se hace, como si yo fuera la experta en viveros. Bueno, algo sé. Le expliqué lo de las estacas de
sarmiento de un año, con tres o cuatro yemas, cortadas en bisel, enterradas en arena húmeda hasta
la primavera. Veremos si prende. Si no prende, tengo la excusa para llevarle una de acá.

Tomi está bien, creo. Los dieciséis le sientan raro: a veces es un nene que me pide que le rasque
la espalda y a veces es un señor que me explica la economía argentina con una seguridad que ni
Gustavo. Le van a poner brackets; la ortodoncista, la doctora Sosa, nos dio las opciones y tenemos
que decidir con Martín. Él dice que le da igual cuáles. A mí me preocupa más la plata que el
aspecto, para ser honesta. Con Martín la relación está bien, civilizada, hasta amable. Nos dividimos
los gastos del colegio y del médico y él se ocupa del club. Cuando viajo a Chile Tomi se queda con
él, salvo cuando Martín viaja por trabajo, que ahí se complica.

El fútbol es lo que más lo ordena. Entrena martes y jueves en el Club Chacras, el profe Damián lo
tiene de cinco, y parece que en septiembre hay un torneo en San Rafael. Ya me avisó que "hay que
pagar el micro". Todo siempre es "hay que pagar".

En la bodega, mientras tanto, la cabeza está en los tanques. Gustavo finalmente aceptó que
necesitamos más capacidad de fermentación con control de temperatura. En 2024 tuvimos que
fermentar el Malbec del cuartel 4 en los tanques viejos de epoxi, que son un horno, y se nos fue
de temperatura dos veces. Le pedí cotización a una empresa de Verona que me recomendó un colega
de Luján, Enotech. El contacto, Marco, escribe en un inglés de manual muy correcto, y yo le contesto
en mi inglés de enóloga que aprendió con papers y con ferias. Nos entendemos. La primera cotización
está razonable pero le pedí algunos cambios (tapas de mejor acero, sondas) y seguro sube. Después hay
que ver el flete, la aduana, la platea de hormigón... Gustavo me mira con cara de "esto iba a ser
simple". Nada es simple.

La poda arrancó y Nico está feliz porque este año el invierno viene frío, que es lo que necesitamos.
Caminé el cuartel 4 el jueves con él y estaba todo escarchado a las ocho de la mañana, hermoso. Le
saqué fotos para Tomi, que no le interesaron nada.

El auto. Me río sola cuando pienso que a los 45 me compré un 2CV destartalado. Es un 1978, estaba
en un galpón en Tunuyán, y el señor que lo vendía me lo dejó barato porque "nadie lo quiere, señora,
no tiene ni radio". Beto, el mecánico, casi se cae cuando lo vio llegar en el trailer. Después se le
iluminó la cara. Dice que en seis meses anda, yo creo que en un año, y los dos sabemos que va a ser
más. Papá tuvo un 2CV cuando yo era chica, uno celeste, en el que nos íbamos a Cartagena en verano
con los bolsos atados al techo. Creo que por eso lo compré. No lo dije en voz alta hasta ahora.

Cosas que quiero hacer este año, sin orden:
- terminar de leer algo que no sea técnico
- volver a nadar
- que Tomi apruebe matemática sin drama
- vender la casa de papá sin pelearme con Rodrigo (vamos bien)
- que los tanques estén para la vendimia 2025
- sacar el 2CV a la ruta aunque sea hasta Potrerillos

Hablé con Lau por teléfono, que me preguntó cómo estaba y le dije que bien, y después me quedé
pensando si era verdad. Creo que sí, más o menos. Bien cansada. Bien con un hueco. Lau me dijo que
a ella le pasó igual con su viejo, que el primer año es raro, que uno hace todo en piloto
automático y que de repente, un martes cualquiera, se le cae una lágrima en el súper. A mí me pasó
en el taller de Beto, mirando el volante del 2CV. Qué ridículo y qué lógico.

Otra cosa que me quedó de la charla con Macarena: me dijo que guarde todas las boletas de
contribuciones y de servicios de la casa de los últimos años, porque los compradores y el banco
piden certificados de deuda, de avalúo, y que conviene tener todo al día antes de publicar. Anoto
para no olvidarme. También me dijo que no es necesario que esté yo para todo: puedo darle un poder
a Rodrigo si hace falta. Por ahora prefiero ir yo, me hace bien cruzar la cordillera aunque sea un
fin de semana.

Mañana lunes: reunión con Gustavo a las 9, muestras de barricas, llamar al colegio por el tema del
viaje a San Juan (la segunda cuota), y pasar por lo de Beto a ver el chasis arenado. Y comprar
yerba, que se terminó, y Tomi toma más mate que yo.

Un párrafo de trabajo, porque si no lo escribo se me olvida: la idea que tengo para la línea
Parcela es que cada cuartel tenga su vino y que la gente lo pueda probar al lado del otro, como se
hace en Borgoña con los climats, pero sin la pretensión. El cuartel 4 de Agrelo da un Malbec más
ancho, de fruta negra, con tanino redondo; el 7 de Gualtallary es todo tensión, flor y tiza. Si los
fermentamos igual, en el mismo tipo de recipiente, con la misma levadura y el mismo tiempo de
maceración, la diferencia que queda es el lugar. Eso es lo que quiero mostrar. Gustavo dice que el
consumidor no entiende de cuarteles; yo digo que el consumidor entiende perfectamente cuando le
ponés dos copas adelante. Ya veremos en la feria de septiembre.

Y una cosa más de Tomi: me pidió permiso para hacer el curso de árbitro de la liga los sábados a la
mañana. Le dije que sí si no afloja con el colegio. Me hizo gracia: el chico que se pelea con todos
los árbitros quiere ser árbitro. Martín dice que es una buena escuela de paciencia. Para los dos.

Cosas de la casa de Mendoza, que también existen: el calefón anda como quiere, la persiana del cuarto
de Tomi se traba, Pisco vomitó dos veces esta semana (bolas de pelo, dice la veterinaria, nada
grave) y el alquiler sube en julio. Hay que sentarse con los números un domingo que no sea este.

Ahora voy a hacer una sopa y a ver si termino el libro que me prestó Lau. Afuera sigue lloviendo,
finito. Ojalá nieve en la cordillera, que el año pasado fue un desastre y los ríos van a llegar
flacos al verano. Eso también es trabajo, pensándolo bien: el agua del riego de enero se decide
ahora, en la nieve de junio. Todo está conectado. Papá decía eso, que en el campo todo está
conectado y que los de la ciudad no se dan cuenta. Él, que era contador en una oficina del centro
y que no plantó nada en su vida salvo los tomates del patio. Pero tenía razón.
"""

NOTES["journal/2024-10-20-semana-de-locos.md"] = """---
title: Semana de locos
date: 2024-10-20
tags: [diario, trabajo, tomas, casa]
---

# Semana de locos (y una opinión que tenía que escribir)

No sé por dónde empezar, así que empiezo por el final: es domingo a la noche, Tomi llegó de San Juan
el sábado con tres kilos de tierra en la mochila, un yeso en dos dedos (se cayó en el Valle de la
Luna haciendo una foto, obvio) y la felicidad más grande del mundo. Dice que fue el mejor viaje de
su vida. Le creo. Los profes lo vuelven a traer entero, que es lo que importa. Me mostró fotos de
Ischigualasto que parecen de otro planeta y me contó, en orden desordenado, quién se peleó con quién,
quién se puso de novio, y que la profesora Giordano "es re buena onda pero no te deja dormir nunca".

Lunes: Enotech. Llegó la confirmación de la orden de los tanques a fines de septiembre y esta semana
Marco me mandó el plan de producción: fabrican en noviembre-diciembre, embarque a fines de enero,
llegada a Buenos Aires en marzo. Justo, justísimo para la vendimia. Gustavo ya arrancó con la platea
de hormigón y el ingeniero Ruiz Díaz me mandó un plano que tengo que revisar con los anclajes que
pide Enotech. Le escribí a Marco para pedir el plano de bulones y me contestó en diez minutos, un
domingo de él. Los italianos trabajan más de lo que dice la fama.

Martes: el embarque a Brasil salió del puerto de Buenos Aires. El primer contenedor entero para
Vinhos do Sul, Malbec 2022 y el Rosado nuevo. Fernanda, la importadora de São Paulo, está feliz y yo
también, aunque tengo un presentimiento raro con los papeles. Vamos a ver. (Nota mental: revisar
SIEMPRE los números de lote en la solicitud del INV, yo sé que alguien los tipeó apurado.)

Miércoles: Carolina Fuenzalida, la corredora de Santiago, me mandó las fotos de la publicación de
la casa de papá. Quedó linda, la verdad, con el parrón en la foto principal. La publicamos en UF
6.900, que es lo que sugirió la tasación. Rodrigo dice que es mucho, que en Ñuñoa hay mucha oferta
y que vamos a tener que bajar. Carolina dice que esperemos tres meses. Yo no sé nada de
inmobiliarias así que le hago caso a la que sabe.

Jueves: cata de barricas con Dani y Gustavo. Y acá va la opinión que tenía que escribir, porque
la discusión me quedó dando vueltas toda la noche. Gustavo quiere comprar quince barricas nuevas de
roble francés para la línea Reserva, porque "el mercado brasileño pide madera". Yo no estoy de
acuerdo y lo dije, quizás demasiado fuerte. Para que quede escrito, mi posición, que es la misma
desde hace diez años: a mí la barrica nueva me aburre. Tapa todo. Un Malbec de Agrelo con ocho
meses de roble nuevo termina oliendo a vainilla y coco igual que un Malbec de cualquier otro
lado, y entonces ¿para qué cuidamos el viñedo? Prefiero mil veces la madera usada, de tercer uso
en adelante, los fudres grandes y los huevos de concreto: dejan respirar el vino sin maquillarlo.
Si hay que usar algo nuevo, poquito, en corte, no más del 20% del vino. Gustavo me escuchó, me dijo
que lo iba a pensar, y después se fue a hablar con el comercial, que seguro le dijo que la vainilla
vende. Vamos a ver. La B-14, que es nueva, estaba insoportable de coco. Lo anoté en la planilla
de cata con cara de "te lo dije".

Viernes: la ortodoncista. A Tomi se le salieron dos brackets en San Juan (¿cómo?) y hubo que ir de
urgencia. La doctora Sosa, divina, lo atendió a las 8 de la mañana antes de su primer paciente.
Le dije a Tomi que le lleve algo al consultorio la próxima vez.

Sábado: taller de Beto. El motor del 2CV está armado y suena. ¡SUENA! Hicimos arrancar el motor en
el banco y fue como escuchar a un chico que empieza a hablar. Beto me hizo firmar la pared del taller
con un marcador, dice que lo hace con todos los autos que resucita. Todavía falta el chasis, los
frenos, la electricidad, la pintura... Con el color estoy bastante convencida del gris, aunque Tomi
me manda fotos de 2CV amarillos todos los días como quien no quiere la cosa. El club de 2CV de Cuyo
tiene una lista de correo donde todos se conocen desde hace treinta años y se pelean por el tipo de
carburador. Me sumé y ya me siento en casa. Me escribieron dos personas diciendo que si necesito
algo, avise. Los autos viejos juntan gente buena, o por lo menos gente paciente.

Entre todo esto, el sommelier de Casa Bruma, un tal Andrea Vitale, le escribió a Gustavo para venir a
la bodega en marzo a probar vinos para la carta de otoño. Gustavo me lo reenvió con un "te lo
dejo a vos, Pili" que ya conozco. Me encanta, no me quejo: me gusta recibir gente que sabe. Lo
voy a atender en marzo, en plena vendimia, lo cual es una locura, pero bueno, si quiere ver la
bodega de verdad, esa es la bodega de verdad.

La casa, los tanques, Brasil, el club, el auto. Escribo la lista y me doy cuenta de que hace un año
no tenía ni la mitad de estas cosas. El 2CV y el club no existían, papá estaba vivo, los tanques
eran una idea. No sé si estoy más ocupada o más viva. Las dos cosas, creo.

Algo que quiero recordar de esta semana: en la cata, cuando ya estábamos todos cansados, Dani sirvió
a ciegas el Cab Franc del fudre y los tres dijimos que era lo mejor de la mesa. Sin madera nueva,
sin maquillaje, fresco, con esa cosa de hierba y flor. Gustavo se rió y dijo "bueno, ganaste esta".
No gané nada, ganó el vino.

Otras cosas sueltas, para no olvidar:
- Tomi necesita un buzo nuevo, creció otra vez. Talle XL.
- pagar la cuota del club (octubre)
- el zonda de agosto rompió la capota del auto; pedir una nueva de lona, Beto sabe dónde
- escribirle a Macarena para ver si el formulario del SII ya quedó cerrado del todo
- Lau cumple años el 2 de noviembre, comprarle algo (¿cerámica?)

Escribo también algo sobre Fernanda y Brasil, porque creo que es el negocio que más me entusiasma
del año. Vinhos do Sul es una importadora chica, familiar, que vende a restaurantes de São Paulo y
Curitiba. Fernanda vino a la bodega a principios de octubre, caminó el viñedo con barro hasta los
tobillos y pidió probar todo, incluso lo que no está a la venta. Se enamoró del Rosado, cosa que no
esperaba: yo pensaba que iba a ir por el Malbec Reserva, que es lo que "se vende en Brasil". Me dijo
que en São Paulo la gente toma rosado todo el año porque hace calor todo el año, y que el nuestro
tiene la acidez que les falta a los rosados de Provence que llegan cansados después del viaje. Me
quedé pensando en eso: a veces los de afuera ven lo que uno tiene adelante y no ve. Si este primer
contenedor sale bien, el año que viene podemos duplicar. Si sale mal, bueno, aprendemos. Pero tengo
el presentimiento de los papeles. No sé por qué. Algo en la solicitud del INV que firmé apurada un
viernes a las siete de la tarde.

Con Martín tuvimos una charla larga por la plata del colegio y de la ortodoncia. Estuvo bien. Él
propuso que cada uno pague la mitad de todo lo de Tomi y que lo anotemos en una planilla compartida
para no andar haciendo cuentas por WhatsApp. Me parece perfecto. Dijo también que el año que viene,
cuando yo viaje a Chile por la casa, se puede quedar con él, salvo la semana que tiene que ir a
Buenos Aires por el trabajo, que todavía no sabe cuándo es. Ya veremos; a esa altura falta mucho.

Con el sommelier, antes de que me olvide: quiero que la visita sea sin power point y sin discurso.
Caminar el cuartel 4, meter la mano en un tanque en fermentación, probar del tanque, de la barrica y
de la botella. Que vea cómo trabajamos. Los sommeliers de Buenos Aires están cansados de bodegas que
les muestran la fuente de agua de la entrada y el salón de eventos. Yo les quiero mostrar la
despalilladora con la que peleamos todas las mañanas.

La plata, en general: este año fue caro. El auto, el viaje de Tomi, los pasajes a Santiago, los
brackets. Pero no me arrepiento de nada. Me pongo un límite para el 2CV: si me paso de lo que anoté
en la planilla para diciembre, freno hasta después de la vendimia. Beto lo sabe y se ríe.

Me voy a dormir. Mañana lunes a las 8 reunión con Gustavo por la platea, y Tomi tiene que ir al
traumatólogo por los dedos. Otra semana de locos. Por lo menos esta tenía un motor que suena.
"""

NOTES["journal/2025-01-26-balance-verano.md"] = """---
title: Balance de verano, antes de la vendimia
date: 2025-01-26
tags: [diario, santiago, vendimia, tomas]
---

# Balance de verano (antes de que empiece la locura)

Faltan dos semanas para el primer Chardonnay y ya siento la vendimia en el estómago, como todos
los años desde hace veinte. Aprovecho este domingo tranquilo para escribir cómo viene todo,
porque a partir de febrero no voy a tener cabeza para nada que no sean uvas, levaduras y
temperaturas.

## Santiago, enero

Fui del 9 al 12 de enero a Santiago, sola, para ver la casa con Carolina y con un posible comprador.
Me quedé, como siempre, en un departamentito de Airbnb en Providencia, a dos cuadras del metro
Manuel Montt. Ya lo tengo decidido para siempre: prefiero mil veces un depto chico en Providencia,
cerca del metro, donde puedo ir caminando a comprar pan y a tomar café, que un hotel grande en
Las Condes con alfombra y desayuno buffet. En los hoteles de Las Condes me siento en un aeropuerto.
En Providencia me siento en Santiago. Y desde Manuel Montt llego a Ñuñoa en quince minutos.

La casa vacía me dio más pena que el velorio, si soy honesta. Sin los muebles de living, con las
marcas de los cuadros en las paredes, con la cocina amarilla de mamá sin los frascos. Carolina es
muy profesional y muy amable, pero habla de la casa como de "la propiedad" y a mí me dan ganas de
corregirla. Vinieron los Contreras, una pareja joven con una nena chiquita, y la nena se fue
directo al patio a mirar la parra. Eso me gustó. Los Contreras están interesados pero dicen que
el precio está alto; Carolina piensa que vamos a tener que bajar y Rodrigo, que ya lo decía en
octubre, está con el "te lo dije" en la boca. Vamos a tener que hablarlo los tres esta semana. No
me quiero aferrar a un número: quiero que la casa la habite gente que la quiera y cerrar esto
antes del invierno.

Rodrigo sacó por fin el esqueje de la parra (en julio) y me mandó foto: ¡brotó! Tiene cinco hojitas
y está en una maceta en su terraza mirando al mar. Me emocioné más de lo razonable.

## Tomi

Tomi pasó enero entre la pileta del club, la casa de Martín y la play. Está alto, se le nota la
espalda de jugador, y con los brackets sonríe con la boca cerrada en las fotos, lo cual me parte
el alma. Le quedan como un año y medio de ortodoncia según la doctora Sosa. Empieza 5º año en
febrero, el último del secundario, y el viaje a Bariloche en julio es el tema de todas las
conversaciones. Hay que pagar cuotas, firmar autorizaciones, comprar campera. Todo a la vez que la
vendimia, claro.

Con matemática no termina de arrancar. Le busqué una profesora particular para marzo, una chica que
me recomendó otra mamá del curso. Él dice que no la necesita. Él siempre dice que no necesita nada
hasta que el boletín dice otra cosa.

## Vendimia y tanques

Las fechas de cosecha se van ajustando. El plan de diciembre decía Chardonnay el 10 de febrero y
ahora, con los muestreos, Nico y yo pensamos que va a ser el 12, de noche como decidimos en
septiembre. Para el Malbec del cuartel 4 es temprano para saber; la planilla dice 10 de marzo pero
en el calendario ya lo pasé al 17 y no me sorprendería que se corra más.

Los tanques de Enotech zarparon (o van a zarpar) de Génova a fin de mes. Marco se fue de la empresa
en diciembre; ahora me escribe una chica, Giulia, muy eficiente, que manda tablas con todo. La platea
de hormigón está lista. Lo que todavía me da miedo es la aduana: Sergio dice que con lo que cambió
el régimen de importaciones debería ser rápido, pero "debería" en Argentina es una palabra muy grande.

La discusión de las barricas con Gustavo terminó en empate: compramos cinco nuevas en vez de quince.
Puedo vivir con eso.

## El 2CV

El auto avanza lento pero avanza. El motor está, los frenos están a medias, la electricidad a
medias, y falta un repuesto del embrague que viene de Francia. Beto insiste con que le confirme el
color para comprar la pintura y yo todavía no me decido. Tengo el gris en la cabeza desde el
principio, es el color "serio", el que va con la idea de auto de época. Pero Tomi me mandó ayer
la foto número cuatrocientos de un 2CV amarillo y la verdad es que es alegre. No sé. Lo resuelvo en
febrero, prometido.

El club de 2CV está organizando un rally corto por la ruta del vino en abril. Si el auto está, voy.
Si no está, voy de acompañante de alguien. Silvina me ofreció lugar en su amarillo.

Una cosa que me dijo Nico y que anoto porque me gustó: que el viñedo tiene memoria, que lo que hiciste
mal en la poda de 2023 lo ves en los racimos de 2025. Con los hijos es igual, pensé, pero no se lo dije.

## Yo

Me anoté de nuevo en pileta, dos veces por semana, martes y viernes temprano. Llevo tres semanas y
ya me duelen menos los hombros. Volví a leer novelas: terminé la de Nettel y empecé Ernaux. Y estoy
durmiendo mejor, salvo los domingos, que me agarra la ansiedad de la semana.

Pienso mucho en papá. Menos que antes, pero de otra manera: ya no con la angustia del principio
sino con una especie de conversación. Le cuento cosas. Le conté del motor que arrancó y del esqueje
de Rodrigo y de la casa. Creo que le hubiera gustado el 2CV más que nada. Él sí elegiría el gris,
seguro. O no. Quizás elegiría el amarillo para hacerme la contra, como siempre.

## La bodega en enero

Enero en la bodega es limpieza y nervios. Lavamos todo: tanques, mangueras, bombas, la prensa
neumática, la cinta de selección. Dani hizo los análisis de agua y de superficie y salió todo bien,
salvo una manguera vieja que tiramos. Llegaron las levaduras, las enzimas y el tanino; el CO2 para
inertizar está pedido. Nico recorre los cuarteles todos los días con el refractómetro y me manda
fotos de racimos con el pulgar al lado, para la escala. Los blancos vienen parejos; el Pinot Noir de
Gualtallary está adelantado por el calor de diciembre y va a ser lo primero, antes que el
Chardonnay si no tenemos cuidado.

Gustavo anda preocupado por los costos: la uva que compramos a terceros subió, el dólar no acompaña
y los salarios de cosecha se negociaron en diciembre con un aumento grande. Me pidió que este año
no haya "experimentos" fuera de los ya aprobados. Le dije que la línea Parcela no es un experimento,
es el futuro de la bodega. Se rió y dijo que el futuro de la bodega es pagar los sueldos de marzo. Los
dos tenemos razón, supongo.

Con Brasil ya está todo normalizado: el contenedor se liberó en diciembre con el certificado
corregido, Fernanda vendió casi todo el Rosado en tres semanas y ya pregunta por el próximo. Vamos
a mandar el segundo en mayo, esta vez con checklist doble de lotes. Aprendí la lección de la peor
manera, que es la única manera en que se aprenden estas cosas.

El sommelier de Casa Bruma confirmó que viene en marzo. Tengo que armar la lista de vinos y las
fichas. Me gustaría que pruebe el Cab Franc del fudre, que es lo que más me enorgullece de la
bodega. Veremos qué le parece.

## Plata y números

Me senté un domingo con la planilla, como me había prometido. El auto ya se comió bastante más de lo
que pensaba, pero está dentro del límite que me puse. El viaje de Bariloche de Tomi son seis cuotas
y las pagamos mitad y mitad con Martín. La casa de papá, cuando se venda, va a ser un alivio, aunque
después de los impuestos, la corredora y la notaría no va a quedar tanto como uno imagina. Rodrigo
quiere usar su parte para arreglar el techo de su casa; yo no sé todavía. Quizás guardarla para la
universidad de Tomi, que en dos años empieza y quiere estudiar ingeniería en Córdoba (¡Córdoba!
lejos, y caro).

## Pendientes para antes del 10 de febrero

- [x] confirmar cuadrilla de cosecha con Don Ismael
- [x] levaduras
- [ ] hablar con Rodrigo y Carolina por el precio de la casa
- [ ] cuota 1 del viaje de Bariloche
- [ ] fichas técnicas para el sommelier de marzo
- [ ] llamar a Beto por el color (¡decidir!)
- [ ] pasaje a Santiago para la firma, cuando haya fecha

Bueno. Me voy a caminar un rato por la acequia antes de que oscurezca. Enero en Chacras huele a
álamo y a tierra mojada cuando riegan, y eso, también, es algo que me gusta muchísimo.
"""

TXT = {}

TXT["txt/instrucciones-para-rosa.txt"] = """INSTRUCCIONES PARA ROSA (cuando viajo a Santiago)
Escrito: junio 2024
=================================================

Gracias Rosa!! Cualquier cosa me escribís al WhatsApp.

PISCO (el gato)
- comida seca: 1 taza chica a la mañana y 1 a la noche (la bolsa está en el placard de la cocina)
- lata: solo a la noche, media lata. La otra media a la heladera con film.
- agua fresca todos los días. La fuente hace ruido, es normal.
- arenero: limpiar día por medio. Bolsas en el cajón de abajo del baño.
- si no come dos días seguidos: Veterinaria Chacras (el número está en la heladera).

LLAVES
- la llave de repuesto la tiene Elsa, la vecina del 3B. Ya le avisé que vas a estar vos.
- la llave chica del llavero es de la baulera (no hace falta).

WIFI
- red: Depto4B_5G
- clave: Aromos_2024!

PLANTAS
- helechos del balcón: regar martes y viernes
- los cactus NO, por favor

BASURA
- se saca de domingo a jueves después de las 20 hs. Reciclables los miércoles.

CALEFACCIÓN
- el calefón a veces se apaga; si pasa, avisame y yo llamo al gasista.

Tomi está con su papá, no debería aparecer, pero si aparece es porque se olvidó algo.
"""

TXT["txt/como-purgar-frenos-2cv.txt"] = """CÓMO PURGAR LOS FRENOS DEL 2CV (según Beto + manual Haynes)
------------------------------------------------------------

Líquido: LHM verde (mineral) en el mío. NUNCA mezclar con DOT.
Herramientas: llave 7 mm, manguerita transparente, frasco, un ayudante (Tomi) para pisar.

Orden: de la rueda más lejana a la más cercana al cilindro maestro.
  1. trasera derecha
  2. trasera izquierda
  3. delantera derecha
  4. delantera izquierda

Pasos:
  1. llenar el depósito hasta la marca.
  2. manguerita en el purgador, la otra punta en el frasco con un poco de líquido.
  3. el ayudante pisa el pedal 3 veces y lo deja apretado.
  4. abrir el purgador 1/4 de vuelta, sale líquido con burbujas, cerrar.
  5. soltar pedal. Repetir hasta que no salgan burbujas.
  6. controlar nivel del depósito cada dos ruedas (¡no dejar que se vacíe!).
  7. al final el pedal tiene que quedar firme, alto.

Ojo:
- los purgadores viejos se rompen: poner antióxido la noche anterior.
- si el pedal sigue esponjoso, probablemente sea un cilindro de rueda. Cambiarlo.
"""

TXT["txt/checklist-viaje-santiago.txt"] = """CHECKLIST VIAJE A SANTIAGO
==========================

Documentos
[ ] cédula chilena (vigente hasta 2029) + DNI argentino
[ ] si va Tomi: su DNI + autorización de viaje de menor firmada por Martín ante escribano
    (si viajamos los dos sin Martín) — la de 2023 venció
[ ] papeles de la casa: carpeta azul (posesión efectiva, F4423, escritura vieja de papá)
[ ] si voy en auto: título, seguro con extensión a Chile, cédula verde, formulario SAG

Pasaje / vuelo
- Siempre ventanilla del lado izquierdo (asiento A) en el vuelo Mendoza→Santiago, para ver el
  Aconcagua al cruzar. A la vuelta me da igual, pasillo para bajar rápido.
- llegar 2 hs antes, El Plumerillo es chico pero la migración se atora

Si voy por el Cristo Redentor (en auto)
- mirar el estado del paso a la mañana (cierra por nieve sin aviso)
- nada de frutas, verduras, miel, ni quesos: el SAG revisa todo
- cargar nafta en Uspallata

Dinero
- pesos chilenos: cambiar en Mendoza, no en el aeropuerto
- tarjeta para el Uber / metro (tarjeta Bip!, está en el cajón)

Avisar
- Rosa (gato)
- Gustavo (si es día de semana)
- Martín / quien se quede con Tomi
"""
