# -*- coding: utf-8 -*-
"""Chat exports: WhatsApp (Android), ChatGPT conversations.json, messages JSON, JSONL quick questions."""
import json
import datetime as _dt

ART = _dt.timezone(_dt.timedelta(hours=-3))

WHATSAPP_NAME = "chats/whatsapp/WhatsApp Chat with Tomi.txt"

WHATSAPP = """12/08/24, 21:03 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
12/08/24, 21:03 - Tomi: ma
12/08/24, 21:03 - Tomi: el profe dijo q el torneo de san rafael es seguro
12/08/24, 21:04 - Tomi: el micro sale $18.000 y hay q pagarle a damian antes del viernes
12/08/24, 21:10 - Pilar: Ok. Mañana te transfiero y se lo das vos. No lo pierdas
12/08/24, 21:10 - Tomi: obvio q no lo pierdo
12/08/24, 21:11 - Tomi: bueno una vez
14/08/24, 19:48 - Tomi: <Media omitted>
14/08/24, 19:48 - Tomi: mirá como quedé
14/08/24, 19:49 - Pilar: Estás hermoso!! 😍 ¿Te duele?
14/08/24, 19:52 - Tomi: un poco
me siento un robot
la doctora dijo nada de chicle por dos años 😭
14/08/24, 19:53 - Pilar: Sopa y puré esta semana
21/08/24, 12:14 - Tomi: q viento
21/08/24, 12:14 - Tomi: se suspendió educación física por el zonda
21/08/24, 12:30 - Pilar: Quedate adentro. Y cerrá la ventana de tu cuarto cuando llegues que entra tierra
02/09/24, 08:01 - Pilar: Hoy te busca tu papá del club
02/09/24, 08:15 - Tomi: ok
15/09/24, 21:40 - Tomi: GANAMOS LA SEMI
15/09/24, 21:40 - Tomi: <Media omitted>
15/09/24, 21:41 - Tomi: la final la perdimos por penales pero bue
15/09/24, 21:45 - Pilar: Qué orgullo!!! A qué hora llega el micro?
15/09/24, 21:46 - Tomi: 1 y algo
16/10/24, 06:02 - Pilar: Buen viaje mi amor. Abrigate de noche que en Ischigualasto refresca. Y cargá el celu
16/10/24, 07:30 - Tomi: si ma
16/10/24, 07:31 - Tomi: ya arrancamos
17/10/24, 22:18 - Tomi: <Media omitted>
17/10/24, 22:18 - Tomi: <Media omitted>
17/10/24, 22:19 - Tomi: el valle de la luna es otro planeta
17/10/24, 22:25 - Pilar: Qué lindo!!! Pasala bien y hacele caso a la profe
29/10/24, 18:05 - Tomi: ma q color va a ser el 2cv
29/10/24, 18:06 - Pilar: Gris, ya te dije
29/10/24, 18:06 - Tomi: <Media omitted>
29/10/24, 18:06 - Tomi: amarillo como este
29/10/24, 18:07 - Tomi: porfa
29/10/24, 18:10 - Pilar: Lo vamos a pensar 😂
05/11/24, 14:22 - Tomi: This message was deleted
05/11/24, 14:23 - Tomi: nada olvidate
05/11/24, 14:30 - Pilar: ??
05/11/24, 14:31 - Tomi: nada nada
20/11/24, 17:02 - Pilar: Hoy control de orto 17:30, te paso a buscar por el colegio a las 17
20/11/24, 17:03 - Tomi: ya estoy en la puerta
24/12/24, 23:58 - Pilar: Feliz Navidad hijo ❤️ Portate bien en lo de tu papá
25/12/24, 00:04 - Tomi: feliz navidad ma!! te quiero
25/12/24, 00:05 - Tomi: decile a pisco q lo extraño
09/01/25, 07:15 - Pilar: Ya aterricé en Santiago. Te quiero. Cualquier cosa llamá a la tía Lau o a papá
09/01/25, 11:40 - Tomi: ok
09/01/25, 11:40 - Tomi: como está la casa del tata
09/01/25, 13:05 - Pilar: Vacía. Rara. Te mando fotos del parrón
09/01/25, 13:06 - Pilar: <Media omitted>
09/01/25, 13:20 - Tomi: 😢
12/02/25, 21:30 - Pilar: Hoy no me esperes, cosechamos Chardonnay de noche. Hay milanesas en la heladera
12/02/25, 21:31 - Tomi: de noche??
12/02/25, 21:31 - Pilar: Sí, para que la uva entre fría
12/02/25, 21:32 - Tomi: q loco. suerte
17/02/25, 20:15 - Pilar: Novedad: el 2CV va AMARILLO. Ganaste
17/02/25, 20:15 - Tomi: SIIIIIII
17/02/25, 20:15 - Tomi: 🟨🟨🟨🟨
17/02/25, 20:16 - Tomi: lo puedo manejar cuando tenga el registro?
17/02/25, 20:20 - Pilar: Ni en sueños 😂
04/03/25, 19:40 - Tomi: ma
04/03/25, 19:40 - Tomi: la profe noelia de mate dice q son 24.000 por mes, 2 clases por semana
04/03/25, 19:41 - Tomi: hay q pagarle el primer mes antes de arrancar
04/03/25, 19:41 - Tomi: me pasas la plata?
04/03/25, 19:58 - Pilar: Sí. El finde te transfiero, recordámelo
04/03/25, 19:58 - Tomi: 👍
06/03/25, 22:10 - Tomi: y cuando te vas a chile yo con quien me quedo
06/03/25, 22:14 - Pilar: Lo estoy hablando con tu papá, mañana te digo
06/03/25, 22:15 - Tomi: ok
11/03/25, 18:30 - Tomi: ma me olvidé de decirte
11/03/25, 18:30 - Tomi: lo de la profe noelia
11/03/25, 18:31 - Tomi: arranco el lunes
11/03/25, 19:02 - Pilar: Uy perdón!! Esta noche sin falta
11/03/25, 19:02 - Pilar: You deleted this message
11/03/25, 19:03 - Pilar: Pasame el alias de ella así le transfiero directo
11/03/25, 19:20 - Tomi: no tengo, le pregunto
"""


def _ts(y, mo, d, h, mi, s=0):
    return _dt.datetime(y, mo, d, h, mi, s, tzinfo=ART).timestamp()


def _node(nid, role, text, t, parent, children):
    msg = None
    if role is not None:
        msg = {
            "id": nid,
            "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t,
            "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully",
            "end_turn": True if role == "assistant" else None,
            "weight": 1.0,
            "metadata": {"model_slug": "gpt-4o"} if role == "assistant" else {},
            "recipient": "all",
            "channel": None,
        }
    return {"id": nid, "message": msg, "parent": parent, "children": children}


def _conv(cid, title, turns, current):
    """turns: list of (id, role, text, ts, parent, children)"""
    mapping = {}
    for nid, role, text, t, parent, children in turns:
        mapping[nid] = _node(nid, role, text, t, parent, children)
    times = [x[3] for x in turns if x[3]]
    return {
        "title": title,
        "create_time": min(times),
        "update_time": max(times),
        "mapping": mapping,
        "moderation_results": [],
        "current_node": current,
        "plugin_ids": None,
        "conversation_id": cid,
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "id": cid,
    }


def chatgpt():
    c1 = "6a1f0c2e-7b3d-4e55-9a10-3c2b8e4d1f01"
    t = _ts(2024, 6, 12, 22, 4)
    turns1 = [
        ("r1", None, None, None, None, ["s1"]),
        ("s1", "system", "", t, "r1", ["u1a", "u1b"]),
        ("u1a", "user",
         "Necesito estimar la energía de frío para fermentar Malbec en 3 tanques de 5.000 L cada uno, "
         "mosto con 240 g/L de azúcar, fermentación de 7 días controlada a 26 °C. ¿Cuántos kWh "
         "eléctricos gastaría el chiller?", t + 10, "s1", ["a1a"]),
        ("a1a", "assistant",
         "Estimación rápida para 15.000 L:\n- Azúcar total: 15.000 L × 0,240 kg/L = 3.600 kg\n"
         "- Calor de fermentación ≈ 0,546 MJ por kg de azúcar → ≈ 1.966 MJ ≈ 546 kWh térmicos\n"
         "- Con un chiller de COP ≈ 3: ≈ 185 kWh eléctricos en toda la fermentación.\n"
         "Pico (día 2-4): ≈ 2,5 veces el promedio.", t + 40, "u1a", []),
        ("u1b", "user",
         "Perdón, me equivoqué: son 3 tanques de 10.000 L cada uno (los nuevos de 100 hL). Mismo mosto, "
         "240 g/L, 7 días a 26 °C. ¿Cuántos kWh eléctricos del chiller?", t + 120, "s1", ["a1b"]),
        ("a1b", "assistant",
         "Para 30.000 L de mosto:\n"
         "1. Azúcar total: 30.000 L × 0,240 kg/L = 7.200 kg.\n"
         "2. Calor liberado: ≈ 0,546 MJ/kg → 7.200 × 0,546 ≈ 3.931 MJ ≈ 1.092 kWh térmicos.\n"
         "3. Parte se pierde por las paredes y el CO2; supongamos que el equipo tiene que sacar ~100% "
         "(caso conservador, verano en Mendoza).\n"
         "4. Con COP ≈ 3: ≈ 370 kWh eléctricos en toda la fermentación de los tres tanques.\n"
         "Potencia: promedio ≈ 6,5 kW térmicos; pico ≈ 16 kW térmicos (≈ 5,5 kW eléctricos).\n"
         "Si fermentás los tres a la vez en el pico, dimensioná el frío para ~20 kW térmicos con margen.",
         t + 160, "u1b", ["u2"]),
        ("u2", "user", "¿Y un chiller de 35 kW alcanza para esto más los tanques viejos?", t + 400, "a1b", ["a2"]),
        ("a2", "assistant",
         "Probablemente sí: 35 kW frigoríficos cubren el pico de los tres tanques nuevos (~16-20 kW) y "
         "dejan ~15 kW para el resto, siempre que no coincidan todos los picos. Revisá el caudal de "
         "glicol y el diámetro de las líneas hasta la nave.", t + 430, "u2", []),
    ]
    conv1 = _conv(c1, "Carga de frío fermentación tanques", turns1, "a2")

    c2 = "b47d2a90-1e6c-4f8b-8d3e-5f7a9c0e2b12"
    t2 = _ts(2024, 11, 3, 20, 15)
    turns2 = [
        ("r2", None, None, None, None, ["v1"]),
        ("v1", "user",
         "Help me write a short, professional apology in English to our Brazilian importer. Our lot number "
         "on the INV certificate was wrong (L-2319 instead of L-2391), the container is held in Santos. "
         "We will get a corrected certificate and pay the storage. Tone: warm but professional.",
         t2, "r2", ["w1"]),
        ("w1", "assistant",
         "Dear Fernanda,\n\nPlease accept our sincere apologies for the inconvenience caused by the "
         "lot number error on the INV certificate of analysis (L-2319 instead of L-2391). The mistake "
         "originated in our application to INV, and we take full responsibility.\n\nWe have already "
         "requested a corrected certificate, which we will send you by courier as soon as it is issued, "
         "and Bodega Los Aromos will cover the storage costs in Santos until the container is released.\n\n"
         "We have also introduced a double-check of lot numbers for all future export documents.\n\n"
         "Warm regards,\nPilar Echeverria", t2 + 30, "v1", ["v2"]),
        ("v2", "user", "Make it a bit shorter and add that Gustavo (our GM) signs it too.", t2 + 200, "w1", ["w2"]),
        ("w2", "assistant",
         "Dear Fernanda,\n\nWe sincerely apologise for the lot number error on the INV certificate "
         "(L-2319 instead of L-2391), which originated on our side. A corrected certificate is on its way "
         "and we will cover the storage costs in Santos. We have added a double-check of lot numbers to "
         "our export procedure.\n\nWarm regards,\nPilar Echeverria, Winemaker\nGustavo Lencinas, General Manager",
         t2 + 220, "v2", []),
    ]
    conv2 = _conv(c2, "Apology letter Brazil importer", turns2, "w2")

    c3 = "e93c5b11-2d8f-4a6e-b0c4-7d1e3f5a6c23"
    t3 = _ts(2024, 9, 20, 23, 2)
    turns3 = [
        ("r3", None, None, None, None, ["x1"]),
        ("x1", "user",
         "En Chile, ¿cómo funciona el impuesto a las herencias cuando el causante no dejó testamento y "
         "hay dos hijos? ¿Hay un monto exento?", t3, "r3", ["y1"]),
        ("y1", "assistant",
         "En Chile el impuesto a las herencias (Ley 16.271) se calcula sobre la asignación de cada "
         "heredero, no sobre la masa total. Para hijos hay una exención (en UTA) y luego tramos "
         "progresivos. El trámite se hace con el Formulario 4423 ante el SII después de la posesión "
         "efectiva. Si cada asignación queda bajo el tramo exento, el impuesto es cero, pero igual "
         "hay que declarar. Te recomiendo confirmar los valores vigentes de la UTA con el SII o un abogado.",
         t3 + 25, "x1", []),
    ]
    conv3 = _conv(c3, "Impuesto herencia Chile", turns3, "y1")
    return json.dumps([conv1, conv2, conv3], ensure_ascii=False, indent=2)


def playlist_json():
    msgs = [
        ("user", "Armame una playlist para poner en la bodega durante la vendimia, que dure unas 3 horas. "
                 "Me gusta Violeta Parra, Los Jaivas, Mercedes Sosa, algo de Jorge Drexler y Víctor Jara. "
                 "Nada de reggaetón ni cumbia, y nada muy electrónico, que a las 6 de la mañana no lo banco.",
         "2025-02-08T21:14:03-03:00"),
        ("assistant", "¡Buena base! Propuesta en tres bloques:\n1) Amanecer (suave): Violeta Parra – "
                      "Gracias a la vida; Mercedes Sosa – Todo cambia; Drexler – Todo se transforma...\n"
                      "2) Media mañana (con energía): Los Jaivas – Todos juntos; Los Jaivas – Mira niñita; "
                      "Víctor Jara – El derecho de vivir en paz...\n3) Cierre: Drexler – Al otro lado del río; "
                      "Violeta Parra – Volver a los 17.\n¿Querés que agregue algo de folklore cuyano?",
         "2025-02-08T21:14:40-03:00"),
        ("user", "Sí, agregá tonadas cuyanas (Hilario Cuadros, Los Trovadores de Cuyo). Y sacá lo muy triste, "
                 "que la gente de la cosecha se me deprime.", "2025-02-08T21:17:55-03:00"),
        ("assistant", "Hecho: sumé Hilario Cuadros – La hija del bodeguero; Los Trovadores de Cuyo – Póngale "
                      "por las hileras; Félix Dardo Palorma – Mendoza de mi amor; y quité las más melancólicas. "
                      "Quedan ~3 h 05 min.", "2025-02-08T21:18:30-03:00"),
    ]
    return json.dumps([{"role": r, "content": c, "timestamp": ts} for r, c, ts in msgs],
                      ensure_ascii=False, indent=2)


QUICK = [
    ("2024-05-09T08:12:00-03:00", "brix a alcohol probable 24", "≈ 14,0 % vol (factor ~0,58-0,60 según cepa y levadura)."),
    ("2024-05-16T13:40:00-03:00", "100 hL a galones", "100 hL = 10.000 L ≈ 2.642 galones US."),
    ("2024-06-02T19:01:00-03:00", "LHM o DOT 2cv", "Los 2CV con frenos de líquido mineral usan LHM (verde). Nunca mezclar con DOT."),
    ("2024-07-20T10:30:00-03:00", "como se dice despalilladora en italiano", "diraspatrice (o diraspa-pigiatrice si además estruja)."),
    ("2024-08-30T22:45:00-03:00", "SO2 libre rosado pH 3,4", "Para ~0,5 mg/L de SO2 molecular a pH 3,4 ≈ 20 mg/L de SO2 libre."),
    ("2024-10-01T07:55:00-03:00", "horario paso cristo redentor", "En temporada invernal suele abrir 9 a 21 h (Argentina); confirmar el estado del paso el mismo día."),
    ("2024-11-02T12:20:00-03:00", "MAPA brasil que es", "Ministério da Agricultura e Pecuária: controla la importación de bebidas, incluidos los certificados de análisis."),
    ("2025-01-21T09:10:00-03:00", "temperatura servicio cabernet franc", "16-17 °C; un poco más fresco si es de clima frío (Gualtallary)."),
    ("2025-02-05T18:02:00-03:00", "6350 UF en dolares",
     "Con la UF a ~$38.500 CLP y el dólar a ~$960 CLP: 6.350 UF ≈ $244,5 millones CLP ≈ USD 254.700."),
    ("2025-02-21T15:30:00-03:00", "what does rolled over mean shipping", "The container was not loaded on the planned vessel and was moved to a later one."),
    ("2025-02-21T15:34:00-03:00", "B/L amendment que es", "Una corrección del conocimiento de embarque (consignatario, dirección, descripción) antes de la llegada."),
    ("2025-03-09T21:48:00-03:00", "125 R 15 diametro en mm", "Llanta de 15\" = 381 mm; la cubierta 125 R 15 (perfil ~82%) da ≈ 585 mm de diámetro total."),
]


def quick_jsonl():
    lines = [json.dumps({"ts": ts, "q": q, "a": a}, ensure_ascii=False) for ts, q, a in QUICK]
    return "\n".join(lines) + "\n"
