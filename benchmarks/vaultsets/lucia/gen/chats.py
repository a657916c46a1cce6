# -*- coding: utf-8 -*-
"""Chat exports: ChatGPT-style (mapping tree), {"messages": [...]} JSON and a JSONL."""
import json, uuid
from common import dump_json, write_text, madrid

NS = uuid.UUID('5b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3')


def uid(*parts):
    return str(uuid.uuid5(NS, '/'.join(parts)))


def msg_node(mid, role, text, t, parent, children):
    return {'id': mid, 'message': {
        'id': mid, 'author': {'role': role, 'name': None, 'metadata': {}},
        'create_time': t, 'update_time': None,
        'content': {'content_type': 'text', 'parts': [text]},
        'status': 'finished_successfully', 'end_turn': role == 'assistant' or None, 'weight': 1.0,
        'metadata': {} if role != 'assistant' else {'model_slug': 'gpt-4o', 'finish_details': {'type': 'stop'}},
        'recipient': 'all', 'channel': None}, 'parent': parent, 'children': children}


def conversation(key, title, turns, branch=None):
    """turns: list of (role, text, datetime). branch: (index_of_user_turn, old_text, old_reply, dt) - an
    earlier version of that user turn, left as an abandoned sibling."""
    mapping = {}
    root = 'client-created-root'
    sys_id = uid(key, 'system')
    mapping[root] = {'id': root, 'message': None, 'parent': None, 'children': [sys_id]}
    sysnode = msg_node(sys_id, 'system', '', None, root, [])
    sysnode['message']['metadata'] = {'is_visually_hidden_from_conversation': True}
    sysnode['message']['end_turn'] = True
    sysnode['message']['weight'] = 0.0
    mapping[sys_id] = sysnode
    parent = sys_id
    for i, (role, text, t) in enumerate(turns):
        mid = uid(key, str(i))
        ts = t.timestamp()
        if branch and branch[0] == i:
            old_u, old_a = uid(key, 'old-u'), uid(key, 'old-a')
            bt = branch[3].timestamp()
            mapping[old_u] = msg_node(old_u, 'user', branch[1], bt, parent, [old_a])
            mapping[old_a] = msg_node(old_a, 'assistant', branch[2], bt + 21.4, old_u, [])
            mapping[parent]['children'].append(old_u)
        mapping[mid] = msg_node(mid, role, text, ts, parent, [])
        mapping[parent]['children'].append(mid)
        parent = mid
    first = turns[0][2].timestamp()
    last = turns[-1][2].timestamp()
    cid = uid(key, 'conv')
    return {'title': title, 'create_time': first - 2.5, 'update_time': last + 1.2, 'mapping': mapping,
            'moderation_results': [], 'current_node': parent, 'plugin_ids': None, 'conversation_id': cid,
            'conversation_template_id': None, 'gizmo_id': None, 'is_archived': False, 'safe_urls': [],
            'default_model_slug': 'gpt-4o', 'id': cid}


# ------------------------------------------------------------------ April export
COCHE_U1 = """Javi (mi pareja) y yo decidimos el mes pasado vender el coche, un Seat Ibiza de 2016 con unos 115.000 km. Yo ya voy en bici a todas partes (trabajo en casa y doy clase en la uni, 22 minutos por el río) y el coche pasa la semana parado en una plaza de garaje que además pagamos aparte. So: what's the smartest way to sell a used car privately in Spain? Papeleo, precio, dónde anunciarlo, y cómo no acabar estafada."""
COCHE_A1 = """¡Buena decisión si el coche está parado casi toda la semana! Vender un coche usado entre particulares en España es bastante sencillo si sigues un orden. Te lo resumo por fases.

**1. Antes de anunciarlo**
- **Precio de referencia**: mira anuncios de Ibiza del mismo año, motor y kilometraje en varios portales y en tu zona (Valencia suele tener precios algo más altos que el interior). Las tablas de Hacienda (precios medios de venta) sirven para saber el mínimo fiscal, no el de mercado.
- **Informe de la DGT**: descarga el informe del vehículo (cargas, embargos, ITV, kilómetros registrados). Un comprador serio lo pedirá, y tenerlo da confianza.
- **Puesta a punto mínima**: limpieza a fondo, fotos con buena luz, ITV en vigor, libro de mantenimiento y facturas a mano.

**2. El anuncio**
- Fotos: exterior en los cuatro ángulos, interior, maletero, cuentakilómetros, neumáticos.
- Texto claro: año, motor, km reales, mantenimiento, por qué lo vendes ("no lo usamos"), y si aceptas negociación.
- Pon un precio con un pequeño margen (5–8 %) para negociar.

**3. Visitas y prueba**
- Queda en sitios públicos y de día. Pide el DNI antes de la prueba y acompaña siempre al comprador.
- No entregues las llaves ni la documentación sin haber cobrado.

**4. El pago**
- Transferencia inmediata o cheque bancario verificado llamando tú al banco. Evita efectivo en grandes cantidades y desconfía de "pagos por adelantado de más" o de compradores que no pueden ver el coche.
- Si te dejan una señal, ponlo por escrito (cantidad, plazo, qué pasa si se echa atrás).

**5. Papeleo**
- **Contrato de compraventa** firmado por ambas partes (hay modelos en la web de la DGT), con fecha y hora exactas de la entrega.
- **Notificación de venta a la DGT** o transferencia gestionada por el comprador; como vendedora, te interesa que conste la fecha para no responder de multas posteriores.
- El comprador paga el Impuesto de Transmisiones Patrimoniales.
- Da de baja el seguro desde la fecha de la venta y pide el extorno de la prima no consumida.
- Lleva el recibo del impuesto de circulación del año (se paga entero, salvo acuerdo).

**6. Después**
- Quita el coche de cualquier app (peajes, aparcamiento) y del garaje.

Si quieres, te ayudo a redactar el anuncio y a calcular un precio de salida con los datos exactos del coche."""
COCHE_U2 = """Perfecto. Precio de salida pensaba 6.900 €. Y sí, ayúdame con el anuncio, en castellano, corto."""
COCHE_A2 = """Aquí tienes una propuesta corta:

"Se vende Seat Ibiza 1.0 TSI 95 CV Style (2016), 5 puertas, gris. 115.000 km reales, mantenimiento al día en taller (facturas), ITV en vigor hasta octubre de 2025, neumáticos delanteros nuevos. Siempre en garaje, no fumadores. Se vende por no usarlo (nos movemos en bici). 6.900 € negociables. Solo visitas en Valencia, se puede ver por las tardes."

Consejos: publica el jueves por la noche (mucha gente busca el fin de semana), renueva el anuncio cada 7–10 días y, si en tres semanas no hay llamadas, baja un 5 %."""

TRI_U1 = """I've just signed up for my first half-ironman: Half Triatlón Costa Azahar in Oropesa del Mar on 26 October 2025. I'm 41, I've done lots of 10Ks and a couple of half marathons, I swim okay (2 km in the pool without dying), and I ride a 2016 aluminium road bike.

Constraints: I have a 7-year-old, Mateo, and my partner Javi is a firefighter who does 24-hour shifts (one in five days), so my training windows are tight. I strongly prefer training early — I like to be out the door at 6:00 before Mateo wakes up, and I'm useless in the afternoons anyway. I hate swimming at lunchtime in the municipal pool (crowded lanes, people who don't know how to overtake). My favourite place to run is the Turia gardens, the old riverbed — shade, fountains, no cars.

Goal: under 6 hours. Can you sketch a realistic plan from March to October?"""
TRI_A1 = """Congratulations on signing up — a half-ironman is a fantastic goal, and with seven months you have plenty of time to prepare properly even with a busy family schedule. Here's a realistic framework built around early-morning sessions and your partner's shift pattern.

**Overall structure (about 33 weeks)**
1. **Base (March–April, 6–7 h/week):** build aerobic fitness and technique. Mostly easy efforts.
2. **Build 1 (May–June, 8–9 h/week):** longer rides, first brick sessions (bike followed by a short run), open-water practice.
3. **Maintenance period (any travel or busy weeks):** keep frequency, drop volume. Three to five hours is enough to hold fitness for two or three weeks.
4. **Build 2 (August–September, 9–11 h/week):** race-specific intensity, long bricks, nutrition practice.
5. **Peak (mid-September to early October):** one race simulation (e.g. 90 km bike + 10 km run).
6. **Taper (last 2–3 weeks):** reduce volume by 40–50 %, keep some intensity.

**A typical week (early-morning friendly)**
- Monday: swim 45–60 min at 6:30 (technique + aerobic sets).
- Tuesday: indoor trainer 60 min with intervals (great for shift days because you can do it at home while Mateo sleeps).
- Wednesday: swim 45–60 min.
- Thursday: run 45–60 min with some tempo.
- Friday: rest or mobility.
- Saturday: long ride (2–4 h), optionally with your club; later in the plan, add a 15–30 min run off the bike.
- Sunday: long run (60–110 min) in the Turia gardens, easy pace.

**Working around 24-hour shifts**
- Put your long sessions on days when Javi is off; on shift days, choose the trainer or a short run from home.
- Keep a shared calendar so you can swap days without guilt.
- Accept that some weeks will be 70 % of the plan. Consistency over months matters more than any single session.

**Swim tips**
- If lunchtime is impossible, early-morning lane swimming is ideal: quieter lanes, steadier pace.
- From May, practise open water with a group and a safety buoy; sighting and starting in a crowd are skills of their own.

**Pacing for sub-6 hours**
A rough split could be 40–45 min swim, 3:05–3:15 bike, 2:00–2:10 run, plus 6–8 min of transitions. The key is riding controlled enough to run well.

**Recovery**
Sleep is your best performance enhancer — early training works only if you go to bed early. Plan one easy week every three to four weeks.

Would you like me to turn this into a week-by-week table with specific sessions?"""

DERRAMA_U1 = """Necesito ayuda con un tema de comunidad de vecinos. Vivo en un edificio de 16 viviendas y 2 locales en Valencia. El ascensor es de 1979 y no pasó la inspección, así que en marzo la junta aprobó cambiarlo: presupuesto de 58.400 € con Ascensores Levante. No se votó ninguna forma de reparto especial.

Ahora el administrador (Ernesto) ha mandado una circular diciendo que se reparte a partes iguales entre las 16 viviendas: 3.650 € cada una, y los locales exentos. Pero nuestros estatutos (art. 7) dicen que los gastos, incluido el ascensor, van por coeficiente de participación. El mío es 3,85 %, así que me tocarían 2.248,40 €, no 3.650 €. ¿Tengo razón? ¿Cómo se lo planteo sin montar una guerra con medio edificio?"""
DERRAMA_A1 = """Por lo que describes, tienes bastantes argumentos. Te explico el marco general y luego cómo plantearlo.

**1. La regla general: el coeficiente**
La Ley de Propiedad Horizontal establece que cada propietario contribuye a los gastos generales según su cuota de participación (coeficiente), salvo que el título constitutivo, los estatutos o un acuerdo válido digan otra cosa. La sustitución del ascensor es un gasto de conservación/mejora del edificio y, en principio, entra en esa regla.

**2. ¿Se puede repartir a partes iguales?**
Sí, pero no por decisión del administrador. Un reparto distinto del coeficiente suele exigir un acuerdo que modifique el sistema de reparto, y eso normalmente requiere unanimidad, o que los propios estatutos lo prevean. Si en la junta no se votó ningún reparto especial, la circular no puede crearlo por su cuenta.

**3. ¿Y los locales?**
Depende de los estatutos. Muchas comunidades eximen a los locales de los gastos de ascensor, pero solo si está escrito. Si vuestros estatutos no lo dicen, pagan según su coeficiente.

**4. Cómo plantearlo (sin guerra)**
- **Por escrito y en tono neutro.** Un correo al administrador, con copia al presidente, citando el artículo de los estatutos y la ley, y pidiendo que se rectifique la circular antes de girar cobros.
- **Incluye el cálculo** (tu coeficiente y el importe resultante) para que se vea que no es una opinión.
- **Busca aliados** antes de la siguiente junta: es probable que otros pisos pequeños salgan perjudicados.
- **Pide que se lleve a la junta** como punto del orden del día si el administrador no rectifica.
- **Guarda los plazos**: los acuerdos contrarios a la ley o a los estatutos pueden impugnarse dentro de un plazo (en general, un año; tres meses en otros casos). Consultarlo con un abogado si llega a ese punto.

**5. Un posible texto**
"Estimado Sr. …: he recibido la circular del … Quiero manifestar mi desacuerdo con el reparto a partes iguales, ya que en la junta del … no se adoptó ningún acuerdo sobre un reparto distinto del ordinario, y el art. 7 de los estatutos establece el reparto por coeficiente… Le ruego rectifique…"

¿Quieres que te redacte el correo completo con tus datos?"""
DERRAMA_U2 = """Sí, porfa. Firmo como Lucía Ferrer Moore, 4º pta. 15. Y que quede educado, que Ernesto es de los que se ofenden."""
DERRAMA_A2 = """Aquí lo tienes (tono cordial y firme):

"Estimado Sr. Palau:

He recibido la circular del 14 de abril sobre la derrama del ascensor y quiero manifestar por escrito mi desacuerdo con el reparto a partes iguales.

1. En la junta del 27 de marzo no se votó ningún reparto distinto del ordinario; se votó la empresa.
2. El artículo 7 de nuestros estatutos establece que los gastos generales, incluidos los del ascensor, se reparten según el coeficiente de participación.
3. El art. 9.1.e) de la Ley de Propiedad Horizontal dice lo mismo.

Con mi coeficiente (3,85 %) me corresponderían 2.248,40 €. Le ruego que rectifique la circular antes de girar ningún cobro y que lo comunique al resto de propietarios.

Atentamente,
Lucía Ferrer Moore (4º, pta. 15)"

Consejo: envíalo por correo electrónico y guarda el acuse; si no responde en dos semanas, reenvíalo con copia al presidente."""


def export_april():
    convs = [
        conversation('coche-venta', 'Vender el coche y moverme en bici', [
            ('user', COCHE_U1, madrid(2025, 3, 2, 22, 14, 5)), ('assistant', COCHE_A1, madrid(2025, 3, 2, 22, 14, 41)),
            ('user', COCHE_U2, madrid(2025, 3, 2, 22, 19, 12)), ('assistant', COCHE_A2, madrid(2025, 3, 2, 22, 19, 30))]),
        conversation('half-plan', 'Half-ironman plan around a 7-year-old', [
            ('user', TRI_U1, madrid(2025, 3, 10, 21, 40, 2)), ('assistant', TRI_A1, madrid(2025, 3, 10, 21, 40, 55))]),
        conversation('derrama', 'Derrama ascensor: ¿partes iguales o coeficiente?', [
            ('user', DERRAMA_U1, madrid(2025, 4, 16, 22, 5, 9)), ('assistant', DERRAMA_A1, madrid(2025, 4, 16, 22, 5, 52)),
            ('user', DERRAMA_U2, madrid(2025, 4, 16, 22, 11, 30)), ('assistant', DERRAMA_A2, madrid(2025, 4, 16, 22, 11, 58))]),
    ]
    dump_json('chats/chatgpt/conversations-2025-04.json', convs)


# ------------------------------------------------------------------ September export
SEAT_OLD_U = """Oye, ¿me ayudas a pensar si vendemos el coche o no?"""
SEAT_OLD_A = """¡Claro! Para ayudarte necesito un poco de contexto: ¿cuánto usáis el coche, qué alternativas tenéis (transporte público, bici, alquiler) y qué ha cambiado desde que lo pensasteis por primera vez?"""
SEAT_U1 = """En febrero decidimos vender nuestro Seat Ibiza (2016) y movernos en bici. Lo anunciamos en abril por 6.900 €, un comprador se echó atrás y luego con el viaje a Portland (operación de mi padre) se quedó parado. Ahora empieza el curso y han cambiado cosas:
- Mateo (7) empieza judo martes y jueves, y algunos días le recoge mi madre, que ya no conduce de noche.
- Javi (bombero) tiene guardias de 24 h en el parque de Paterna: 15 minutos en coche, 50 en transporte público con transbordo.
- El 26 de octubre tengo el half de Oropesa: bici, ruedas, bolsas y un niño.
- Mi padre quizá venga en Navidad desde Portland, recién operado.
Ya cambiamos el seguro en agosto a uno más barato (338 €/año). Javi y yo lo hemos hablado esta noche y creo que nos lo quedamos. ¿Estoy siendo incoherente?"""
SEAT_A1 = """No estás siendo incoherente: estás actualizando una decisión con información nueva, que es exactamente lo que hay que hacer. La decisión de febrero tenía sentido con las circunstancias de febrero; las de septiembre son distintas.

**Lo que ha cambiado**
1. **Logística familiar**: dos tardes fijas de extraescolar y una abuela que ya no puede conducir de noche añaden trayectos regulares que antes no existían.
2. **Turnos de 24 h**: 35 minutos de diferencia por trayecto, ida y vuelta, tras una guardia de 24 horas, es un factor de seguridad y de descanso, no solo de comodidad.
3. **Eventos puntuales de alto valor**: el triatlón y la posible visita de tu padre son justo los casos en los que alquilar o improvisar sale caro y estresante.
4. **El mercado**: si en abril no se vendió a 6.900 € y en mayo tampoco a 6.500 €, el dinero que obtendrías es menor de lo que pensabais.

**Una forma de comprobarlo**
- Suma los costes anuales reales ahora (seguro nuevo, garaje, combustible con uso reducido, mantenimiento).
- Estima cuánto gastaríais en alternativas (taxis a Paterna, alquiler por horas para el triatlón y el aeropuerto, etc.).
- Añade un "coste de estrés" cualitativo.

Si la diferencia es pequeña o favorable al coche, quedaros con él es razonable. Podéis mantener el espíritu de la decisión original: bici como opción por defecto, coche solo cuando haga falta, y revisar dentro de un año.

**Para que no vuelva la duda cada mes**
- Poned una fecha de revisión (por ejemplo, verano de 2026).
- Apuntad las razones de hoy; si desaparecen, la decisión se revisa sola.

¿Quieres que hagamos juntos la cuenta con vuestros números?"""
SEAT_U2 = """No hace falta, ya lo tengo claro. Decidido: NO lo vendemos, nos quedamos el Seat. Revisamos en verano de 2026. Gracias."""
SEAT_A2 = """¡Perfecto! Decisión tomada y con fecha de revisión, que es lo que evita darle vueltas. Un par de cosas prácticas ya que os lo quedáis: revisa cuándo le toca la ITV (si caduca este otoño, pide cita con antelación porque en octubre suelen ir llenas), y retira el anuncio si seguía publicado en algún portal. ¡Suerte en Oropesa!"""

DAD_U1 = """My dad (73, in Portland, Oregon) had a robotic prostatectomy in July. The catheter came out at the end of July. Five weeks on he's walking a mile a day, but he's still using about two pads a day and he's getting discouraged. He does his pelvic floor exercises and sees a physio weekly. Is this normal at five weeks? What can I say to encourage him without lying? We video call on Sundays at 9 pm my time (noon there) — it's our thing, and I'd like to have something useful to say."""
DAD_A1 = """What your dad is experiencing is very common, and it's encouraging that he's already walking daily and working with a pelvic floor physiotherapist.

**What's typical**
- Some leakage after prostatectomy is expected. Many men improve steadily over the first three to six months, and a meaningful number keep improving up to a year.
- Using one or two pads a day at five weeks is within the usual range. Progress is rarely linear: good days and bad days are normal, and tiredness, evening hours and physical effort often make leakage worse.

**What helps**
1. **Consistency with pelvic floor exercises**, ideally as prescribed by the physiotherapist (quality matters more than quantity).
2. **"The knack"**: tightening the pelvic floor just before coughing, sneezing, standing up or lifting.
3. **Fluids**: keep drinking enough water; cutting back too much concentrates urine and irritates the bladder. Reducing caffeine, fizzy drinks and alcohol can help.
4. **Bowel regularity**: constipation and straining put pressure on the pelvic floor.
5. **Weight and activity**: walking is great; gradually increasing activity helps overall recovery.

**How to encourage him honestly**
- Focus on trends rather than single days: "Two weeks ago it was three pads, now it's two."
- Suggest he keeps a simple log (pads per day, activity) so he can see progress.
- Normalise: many men feel exactly this way at five weeks.
- Celebrate non-continence wins: his walks, his energy, being home.

**When to call the team**
If leakage suddenly worsens, if there's pain, fever, blood, or difficulty passing urine, he should contact his urology team.

For your Sunday calls, you might ask him to show you his log or his walking route — a small ritual that keeps the focus on progress."""

MENU_U1 = """Hazme un menú de cenas para esta semana, otoño, rápido (30 min máximo). Condiciones: Javi no come setas ni champiñones, ni en salsa ni escondidos, los detesta. Mateo (7) no soporta nada picante. Yo no como cordero. Nos encantan las legumbres y el pescado azul. Estoy en semana de taper antes del half, así que algo más de hidratos el viernes y el sábado."""
MENU_A1 = """¡Vamos allá! Un menú de cenas rápidas, sin setas ni champiñones, sin picante y sin cordero, con legumbres y pescado azul, y con más hidratos al final de la semana.

**Lunes** – Crema de calabaza y zanahoria con garbanzos tostados al horno y pan integral.
**Martes** – Caballa al horno con patata y pimiento rojo asado (sin guindilla), ensalada de tomate.
**Miércoles** – Lentejas rápidas (de bote, lavadas) salteadas con verduras, huevo poché por encima.
**Jueves** – Tortilla de calabacín y cebolla con ensalada de judías blancas, atún y tomate.
**Viernes** – Pasta con salsa de tomate casera, atún y aceitunas; fruta y yogur de postre (más hidratos).
**Sábado** – Arroz al horno "exprés" con garbanzos y costilla de cerdo ya cocida, o versión de verduras; pan (más hidratos para el domingo).
**Domingo** – Sopa de fideos con pollo y huevo duro, algo ligero después del esfuerzo.

**Consejos**
- Cocina legumbres el domingo para toda la semana o usa conservas de calidad.
- Para el pescado azul, el horno es lo más rápido y limpio.
- Si Mateo quiere "sabores", usa pimentón dulce, comino suave o hierbas, nunca picante.

¿Quieres la lista de la compra organizada por secciones?"""


def export_september():
    convs = [
        conversation('dad-recovery', "Dad's recovery after prostatectomy - what's normal", [
            ('user', DAD_U1, madrid(2025, 8, 20, 22, 31, 4)), ('assistant', DAD_A1, madrid(2025, 8, 20, 22, 31, 49))]),
        conversation('seat-quedar', '¿Nos quedamos el coche al final?', [
            ('user', SEAT_U1, madrid(2025, 9, 1, 23, 2, 10)), ('assistant', SEAT_A1, madrid(2025, 9, 1, 23, 2, 58)),
            ('user', SEAT_U2, madrid(2025, 9, 1, 23, 9, 33)), ('assistant', SEAT_A2, madrid(2025, 9, 1, 23, 9, 49))],
            branch=(0, SEAT_OLD_U, SEAT_OLD_A, madrid(2025, 9, 1, 22, 58, 40))),
        conversation('menu-otono', 'Menú semanal de otoño (sin setas)', [
            ('user', MENU_U1, madrid(2025, 9, 28, 19, 12, 0)), ('assistant', MENU_A1, madrid(2025, 9, 28, 19, 12, 44))]),
    ]
    dump_json('chats/chatgpt/conversations-2025-09.json', convs)


# ------------------------------------------------------------------ {"messages": [...]} file
ACOSO = [
 ('user', """Necesito consejo. Mi hijo Mateo tiene 7 años y está en 1º de Primaria. Desde enero vuelve a casa algunos días sin el almuerzo y al final nos ha contado que se lo quita un compañero, Iker. También hay empujones en la fila. Y lo que más me duele: un grupito le llama "el guiri" y le imitan hablando inglés con voz rara, porque habla inglés con el auxiliar de conversación y con su abuelo, que es americano (yo también soy medio americana). Mateo dijo que no quiere ser guiri, que quiere ser "de aquí".

Escribí a la tutora el 20 de marzo y contestó rápido; ahora el colegio ha activado el protocolo y nos han citado el martes 8 con jefatura y la orientadora. ¿Qué debería llevar preparado y qué puedo pedir?""", '2025-04-01T22:18:40+02:00'),
 ('assistant', """Siento mucho que Mateo esté pasando por esto. Lo primero: habéis hecho las cosas bien. Lo habéis escuchado, lo habéis comunicado por escrito y el colegio ha activado el protocolo, que es justo lo que tiene que pasar.

**Qué llevar preparado a la reunión**
1. **Una cronología breve y por escrito**: fechas aproximadas de los episodios (almuerzos, empujones, insultos), qué os contó Mateo y cuándo, y cuándo escribisteis a la tutora. Una página es suficiente.
2. **Los efectos en Mateo**: cambios de humor, dolor de tripa, no querer ir al colegio, comentarios como el de "no quiero ser guiri". Esto ayuda a que el centro entienda la gravedad aunque los hechos parezcan "pequeños".
3. **Vuestras preguntas** (ver abajo), para no olvidaros de nada con los nervios.

**Qué podéis pedir**
- **Medidas de protección inmediatas**: más vigilancia en el patio y en las filas, una persona adulta de referencia a la que Mateo pueda acudir.
- **Trabajo en el aula** sobre diversidad y convivencia, sin señalar a Mateo: familias de distintos países, lenguas, respeto.
- **Comunicación regular** con la familia (por ejemplo, semanal).
- **Seguimiento con fechas**: cuándo se revisa si las medidas funcionan.
- **Opciones a medio plazo**: algunas familias piden, si el conflicto persiste, valorar la organización de los grupos el curso siguiente, la distribución en el comedor o en las actividades. No tiene por qué decidirse ahora; basta con dejarlo sobre la mesa.

**Cómo acompañar a Mateo en casa**
- Conversaciones cortas y sin interrogatorio, en momentos tranquilos (el baño, antes de dormir).
- Ensayar respuestas sencillas: "para, no me gusta", alejarse, buscar a un adulto.
- Reforzar su identidad doble como algo valioso: tener dos idiomas y dos países es un superpoder.
- Evitar hablar mal del otro niño delante de él; el objetivo es que Mateo esté seguro, no "ganar".

**Durante la reunión**
- Id los dos si podéis. Tomad notas y pedid que las medidas acordadas queden por escrito.
- Preguntad quién es la persona responsable del seguimiento y cómo contactar con ella.

Si queréis, os ayudo a redactar la cronología con lo que me contéis.""", '2025-04-01T22:19:31+02:00'),
 ('user', """Sí, gracias. Otra cosa: ¿es mala idea contarle que yo también era "la americana" en el cole? Acabó bien, pero me da miedo que se quede con lo malo.""", '2025-04-01T22:31:02+02:00'),
 ('assistant', """No es mala idea, al contrario, puede ser muy útil si lo cuentas bien. A los niños les tranquiliza saber que a las personas que quieren les pasó algo parecido y salieron adelante.

Algunas claves:
- **Cuéntalo corto** y centrado en cómo lo resolviste o quién te ayudó, no en los detalles dolorosos.
- **Termina en positivo**: qué te aportó ser "de dos sitios" (idiomas, viajes, el abuelo).
- **No lo conviertas en comparación constante**: una vez, bien contada, vale más que repetirlo cada día.
- **Déjale preguntar**: si él quiere saber más, responde con sinceridad y a su nivel.

Y recuerda que lo que le pasa a Mateo no es culpa suya ni de su origen; el mensaje principal es que tiene derecho a estar tranquilo en el colegio y que los adultos se van a encargar.""", '2025-04-01T22:31:40+02:00'),
]


def acoso_chat():
    dump_json('chats/assistant/acoso-mateo-2025-04.json',
              {'messages': [{'role': r, 'content': c, 'timestamp': t} for r, c, t in ACOSO]})


# ------------------------------------------------------------------ JSONL
QUICK = [
 ('user', "Quick weeknight dinner ideas please, 30 minutes max. Rules: Javi (my partner) won't eat mushrooms in any form - not even hidden in a sauce - and Mateo (7) won't touch anything spicy.", '2025-01-19T18:02:11+01:00'),
 ('assistant', "Here are six quick ideas, all mushroom-free and mild:\n1. Salmon and broccoli traybake with lemon and new potatoes (25 min).\n2. Chickpea and spinach stew with smoked paprika (sweet, not hot) and rice.\n3. Chicken fajitas with peppers, onions and a mild seasoning; spice up your own.\n4. Pasta with tuna, cherry tomatoes and olives.\n5. Lentil and vegetable soup with crusty bread.\n6. Spanish omelette with a green salad.\nTip: cook a double batch of legumes at the weekend to save time on weeknights.", '2025-01-19T18:02:40+01:00'),
 ('user', "¿Cómo prevengo el oídio en el huerto sin químicos? Por cierto, este año no pienso plantar calabacines: los odio, todos los años se llenan de oídio y acabo regalando calabacines que nadie quiere. ¿Qué pongo en su lugar en verano?", '2025-02-09T11:40:03+01:00'),
 ('assistant', "Para prevenir el oídio sin químicos:\n- Deja espacio entre plantas para que circule el aire.\n- Riega a pie de planta, por la mañana, sin mojar las hojas.\n- Pulveriza preventivamente con leche diluida (1:9) o bicarbonato potásico, y usa cola de caballo como fortalecedor.\n- Retira las hojas afectadas en cuanto aparezcan.\n\nAlternativas al calabacín para el verano: judía de enrame, pepino (también puede tener oídio, ojo), calabaza de invierno de variedades resistentes, berenjena, pimiento, acelga, albahaca y flores como caléndula o capuchina para atraer polinizadores.", '2025-02-09T11:40:35+01:00'),
 ('user', "An agency just asked me for a 6,000-word job for Monday, meaning I'd work all weekend. I never take weekend rush jobs, full stop - weekends are for my son and my training. Help me say no politely but keep the door open for normal-deadline work.", '2025-05-14T17:25:50+02:00'),
 ('assistant', "Here's a short, friendly reply:\n\n\"Thank you for thinking of me for this project. Unfortunately I'm not able to take on work over the weekend, so I can't meet a Monday deadline for 6,000 words. If the deadline could be moved to Wednesday, I'd be happy to help; otherwise, please do keep me in mind for future projects with standard turnaround times.\"\n\nIt's clear, doesn't over-explain, offers an alternative and keeps the relationship positive.", '2025-05-14T17:26:14+02:00'),
 ('user', "Geles para el half: los que llevan cafeína me dan retortijones (me pasó en el medio maratón de Valencia y luego dos veces entrenando). ¿Qué alternativas sin cafeína me recomiendas para 6 horas de carrera?", '2025-06-16T07:55:21+02:00'),
 ('assistant', "Para una prueba de unas 6 horas, alternativas sin cafeína:\n- Geles sin cafeína (muchas marcas tienen versión 'sin'), mejor con mezcla glucosa-fructosa.\n- Bebida isotónica con carbohidratos (60–90 g/h entre sólido y líquido en la bici).\n- Comida real: dátiles, plátano, barritas de arroz caseras, patata cocida con sal.\n- Gominolas deportivas o pastillas de glucosa.\nEntrena el estómago: prueba exactamente lo que vas a tomar en las tiradas largas y el simulacro. Si el café del desayuno te sienta bien, mantenlo, pero evita añadir cafeína durante la carrera.", '2025-06-16T07:55:58+02:00'),
 ('user', "How would you explain 'derrama' to my American dad in one sentence?", '2025-07-02T21:10:00+02:00'),
 ('assistant', "A 'derrama' is a one-off special assessment that every owner in a Spanish apartment building has to pay, on top of the regular fees, to cover a big expense such as replacing the elevator.", '2025-07-02T21:10:12+02:00'),
 ('user', "Para clase: ¿fideicomiso y trust son equivalentes? Los alumnos siempre lo traducen uno por otro.", '2025-09-10T12:31:44+02:00'),
 ('assistant', "No son equivalentes exactos. El trust anglosajón separa la titularidad legal (trustee) de la titularidad en beneficio (beneficiary), algo que no existe como tal en el derecho español. El fideicomiso en derecho español es sobre todo una figura sucesoria (sustitución fideicomisaria), y en algunos países latinoamericanos sí existe un fideicomiso similar al trust. Para traducir 'trust' al español de España suele preferirse mantener 'trust' en cursiva con una explicación, o usar 'fideicomiso (trust)' según el contexto y el destinatario.", '2025-09-10T12:32:20+02:00'),
]


def quick_jsonl():
    lines = [json.dumps({'role': r, 'content': c, 'timestamp': t}, ensure_ascii=False) for r, c, t in QUICK]
    write_text('chats/assistant/preguntas-rapidas-2025.jsonl', '\n'.join(lines) + '\n')


def build():
    export_april(); export_september(); acoso_chat(); quick_jsonl()
