"""Chat exports: ChatGPT-style JSON, {"messages": [...]} JSON, a JSONL and two WhatsApp text exports."""
import json
import uuid
from datetime import datetime, timedelta, timezone

from common import write_text

CDT = timezone(timedelta(hours=-5))
CST = timezone(timedelta(hours=-6))
NS = uuid.UUID("5b0d7a52-9c1e-4d7a-8f33-21b7e7a0c0de")


def uid(*parts):
    return str(uuid.uuid5(NS, "/".join(parts)))


def node(conv, key, role, text, t, parent):
    mid = uid(conv, key)
    return mid, {
        "id": mid,
        "message": {
            "id": mid,
            "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t,
            "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully",
            "end_turn": role == "assistant",
            "weight": 1.0,
            "metadata": {"model_slug": "gpt-4o"} if role == "assistant" else {},
            "recipient": "all",
            "channel": None,
        },
        "parent": parent,
        "children": [],
    }


def conversation(title, start, turns, branches=None):
    """turns: list of (role, text, seconds_offset). branches: {turn_index: [(role, text, offset), ...]}
    An alternative (older) branch that forks before turn_index; the main line stays current."""
    conv = uid(title, str(start.timestamp()))
    t0 = start.timestamp()
    mapping = {}
    root = "client-created-root"
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id = uid(conv, "system")
    mapping[sys_id] = {
        "id": sys_id,
        "message": {"id": sys_id, "author": {"role": "system", "name": None, "metadata": {}},
                    "create_time": None, "update_time": None,
                    "content": {"content_type": "text", "parts": [""]},
                    "status": "finished_successfully", "end_turn": True, "weight": 0.0,
                    "metadata": {"is_visually_hidden_from_conversation": True},
                    "recipient": "all", "channel": None},
        "parent": root, "children": []}
    mapping[root]["children"].append(sys_id)
    fork_parents = {}
    parent = sys_id
    for i, (role, text, off) in enumerate(turns):
        fork_parents[i] = parent
        mid, n = node(conv, f"main-{i}", role, text, t0 + off, parent)
        mapping[mid] = n
        mapping[parent]["children"].append(mid)
        parent = mid
    current = parent
    for idx, alt in (branches or {}).items():
        p = fork_parents[idx]
        for j, (role, text, off) in enumerate(alt):
            mid, n = node(conv, f"alt-{idx}-{j}", role, text, t0 + off, p)
            mapping[mid] = n
            # older branch goes first in the parent's children list
            mapping[p]["children"].insert(0, mid) if j == 0 else mapping[p]["children"].append(mid)
            p = mid
    last = max(off for _, _, off in turns)
    return {
        "title": title,
        "create_time": t0,
        "update_time": t0 + last + 5,
        "mapping": mapping,
        "moderation_results": [],
        "current_node": current,
        "plugin_ids": None,
        "conversation_id": conv,
        "conversation_template_id": None,
        "gizmo_id": None,
        "gizmo_type": None,
        "is_archived": False,
        "is_starred": None,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "conversation_origin": None,
        "voice": None,
        "async_status": None,
        "disabled_tool_ids": [],
        "id": conv,
    }


# ====================================================================== ChatGPT 2025-08
DINERO_U1 = """Hola. Necesito mandar dinero a México seguido y quiero hacerlo más barato. Contexto:
- Vivo en Austin, le mando a mi mamá 4,000 pesos cada mes para el súper.
- En septiembre/octubre voy a pagar la cirugía dental de mi papá en Guadalajara: un anticipo de 20 mil pesos a la cuenta de la clínica (es una SC, cuenta de empresa, CLABE) y luego el resto, como 50 mil y pico.
- Hoy uso Remesa Rápida. En "Express" me cobran $3.99 y llega rápido, pero el tipo de cambio siempre está como 1–1.5% abajo del que sale en Google. Una vez una transferencia a cuenta de empresa se quedó "en revisión" un día entero.
- Me han hablado de Cambiavía.

Lo que me importa: que la comisión sea transparente (odio las apps que te dicen "$0 de comisión" y te roban en el tipo de cambio), que llegue el mismo día por SPEI y que me dé un comprobante decente para la clínica. ¿Qué me recomiendas? Todavía no decido nada."""

DINERO_A1 = """¡Buena pregunta! Mandar dinero con frecuencia hace que las pequeñas diferencias se vuelvan grandes, así que vale la pena comparar con calma. Te dejo un marco para decidir:

**1. Compara el costo total, no solo la comisión**
El costo real de un envío = comisión fija + margen en el tipo de cambio. Un servicio con "$0 de comisión" y 1.5% de margen sale más caro que uno con $7 de comisión y tipo de cambio real cuando envías montos grandes. Por ejemplo, en un envío de ~USD 1,100, un margen de 1.5% son unos USD 16.

**2. Haz una prueba con el mismo monto el mismo día**
Abre ambas apps a la misma hora, pon el mismo monto en dólares y anota cuántos pesos recibe el destinatario. Ese número es el único que importa.

**3. Revisa la velocidad para cuentas de empresa**
Los pagos a personas morales (SC, SA de CV) a veces pasan por revisiones adicionales. Pregunta a la clínica si han recibido transferencias internacionales de ese servicio antes, y prueba con un monto pequeño.

**4. Comprobantes**
Para un pago médico conviene un recibo con: número de transferencia, monto enviado y recibido, tipo de cambio, beneficiario y fecha. Algunos servicios incluyen la clave de rastreo SPEI.

**5. Límites y verificación**
Montos grandes pueden requerir verificación de identidad o del origen de los fondos. Hazla antes de la fecha en que necesitas pagar.

**6. Divide responsabilidades**
Para los envíos mensuales a tu mamá puedes programar una transferencia recurrente; para la clínica, haz envíos puntuales con referencia clara (nombre del paciente + "anticipo" o "saldo").

Si quieres, dime los montos exactos y te ayudo a hacer una tabla comparativa para decidir."""

DINERO_U2 = """Ok. Lo mensual de mi mamá lo puedo decidir después, lo urgente es el anticipo. Y una duda: ¿la clínica tiene que darme factura aunque el dinero venga de EE.UU.?"""

DINERO_A2 = """Sobre la factura: en México, quien emite la factura (CFDI) es la clínica, y lo hace a nombre de quien recibe el servicio o de quien la solicite con sus datos fiscales, sin importar desde dónde se envió el dinero. Lo normal en un caso como el tuyo:

- **Pide la factura a nombre de tu papá** si él quiere usarla como deducible médico en su declaración anual. Necesitará su RFC, régimen fiscal y código postal.
- **Guarda tu comprobante de transferencia** como evidencia de pago, aunque la factura esté a nombre de él.
- Verifica que el concepto de la factura describa el tratamiento (por ejemplo, "cirugía de implantes dentales") y que el monto coincida con lo pagado.

Sobre el anticipo: como es el primer pago a esa cuenta, te sugiero hacerlo con unos días de margen antes de la fecha límite que te dio la clínica, y mandarles el comprobante por WhatsApp o correo el mismo día. Así, si algo se retrasa, hay tiempo para resolverlo.

¿Quieres que te ayude a redactar el mensaje para la clínica pidiendo los datos de facturación?"""

RENT_U1 = """I need help negotiating a rent increase. Facts:
- 1BR in East Austin, I've been there 3 years, always paid on time.
- Current rent: $1,640. Renewal offer: $1,785 for 12 months (+$145). Month-to-month would be $2,050.
- I have to answer by end of September.
- Comparable places nearby list for $1,600-1,700, some with 2 weeks free.

About me: I HATE moving. I've moved three times in four years and every time it wrecked me for a month. Honestly I would pay up to $100 more a month just to not move, but $145 feels greedy. Also November is chaos for me (family surgery in Mexico, a wedding in December), so moving this winter is basically impossible. How do I counter without sounding like I'm bluffing?"""

RENT_A1 = """That's a strong position to negotiate from: long tenancy, perfect payment history, and market data on your side. Here's a practical approach.

**1. Decide your numbers before you write anything**
- *Target*: what you'd be happy with (e.g., a modest increase).
- *Walk-away*: the most you'd accept before seriously looking elsewhere.
- Keep your walk-away private. Landlords negotiate against what they think you'll accept.

**2. Lead with value, then data**
Property managers care about vacancy costs: turnover cleaning, paint, marketing, and one or two empty months. A reliable tenant who stays is worth a lot. Mention:
- Years of on-time payments
- Care of the unit (no damage, few maintenance requests)
- Specific comparable listings with prices and concessions

**3. Make a specific counteroffer**
Vague requests ("could you do better?") invite small concessions. A concrete number anchors the conversation. Many renters counter somewhere between their current rent and the offer.

**4. Ask about other levers**
If they won't move on price, ask about:
- A longer lease term at a lower rate
- Waiving renewal or admin fees
- A free month spread over the term
- Upgrades (new appliances, carpet cleaning)

**5. Keep it friendly and written**
Email creates a record and gives the manager something to forward to the owner or regional manager.

**Sample message**
> Hi [Name], thank you for the renewal offer. I'd like to stay. I've paid on time for three years and taken good care of the unit. Comparable one-bedrooms nearby are listing at $1,600–1,700 with concessions. Would you consider [your number] for a 12-month renewal?

**6. Don't bluff about moving unless you're ready to**
You don't need to threaten to leave; the data does the work. If they say no, you can still accept or ask about a longer term.

Would you like help choosing the exact counter number, or a follow-up message if they come back with a middle option?"""

RENT_U2 = """I'll counter at $1,690 I think. If they come back with something in the middle, should I take a longer lease? I kind of like the idea of the lease ending in winter instead of summer."""

RENT_A2 = """Countering at $1,690 is reasonable and easy to justify with your comps.

On a longer lease, a few things to weigh:

- **Lower monthly rate vs. flexibility**: a 13–15 month term often comes with a discount because it shifts the lease end to a slower leasing season for the landlord. You lose some flexibility if your plans change.
- **End date matters**: leases ending in late fall or winter are usually better for renters who might move, because demand is lower and there are more concessions. Summer end dates mean competing with students and relocations.
- **Break clauses**: check the early-termination terms (fee, notice period) before you sign a longer lease.
- **Next renewal**: a longer term also delays your next increase, which in a rising market is worth something.

A simple rule: if the longer option saves money every month *and* moves your end date to a season you prefer, it's usually the better deal, provided you're fairly confident you'll stay the full term.

If they offer something like "X for 12 months or slightly less for 14 months", run the total cost over the same period for both and compare. Happy to do the math with you when you get their reply."""

# ====================================================================== ChatGPT 2025-10
TN_U1 = """I have my TN visa renewal interview at the US consulate in Guadalajara on Wednesday November 12 at 7:45am (CAS two days before). I originally had it in Monterrey in October but I moved it to Guadalajara so I can be there for my dad's dental surgery the next day.

Some context: I'm a UX designer but my TN category is Graphic Designer (that's what's on the USMCA list and what my degree says). The employer is the Austin LLC of a Guadalajara design studio. I'm worried they'll ask why I need to be in the US if my team is in Mexico, or get confused by "UX".

I'm terrible at improvising - I freeze and over-explain. I prefer to have short scripted answers that I can rehearse out loud. Can you help me prepare?"""

TN_A1 = """Absolutely. Rehearsed, short answers are the best strategy for consular interviews: officers have very little time per applicant and appreciate clear, consistent answers that match your documents.

**General principles**
1. **Answer only what's asked.** One or two sentences. Over-explaining introduces details that can create new questions.
2. **Match your paperwork.** Use the exact job title from your support letter every time. If the letter says "Graphic Designer", you say "graphic designer".
3. **Be concrete.** Instead of abstract terms, describe what you actually produce: screen layouts, visual systems, icons, prototypes.
4. **Stay calm with follow-ups.** A follow-up question is normal, not a sign of trouble.

**Likely questions and model answers**

- *What do you do?*  
  "I'm a graphic designer for Pitaya Design Group in Austin. I design digital interfaces and visual systems for our US clients."

- *What is UX?* (if it comes up)  
  "It's the design of digital products: how the screens look and work. My part is the visual and interface design."

- *Why do you need to be in the US?*  
  "The company's clients are in Texas. I run in-person design workshops and usability sessions with them, and the Austin company employs me directly."

- *Where did you study?*  
  "I have a bachelor's degree in Graphic Design from a university in Guadalajara."

- *How much do you earn?*  
  State the salary exactly as it appears in your letter.

- *How long will you stay?*  
  "For the duration of this position. My family is in Guadalajara."

**Documents to have in order**
Appointment confirmation, DS-160 confirmation, passport, support letter (signed), degree and professional licence, recent pay stubs, and your current I-94.

**Practice plan**
- Read each answer out loud five times.
- Ask a friend to interrupt you with random questions in English.
- Record yourself once and listen for filler words.

Would you like me to run a mock interview with you now, asking questions in random order?"""

TN_U2 = """Yes please, a short mock interview. Also: should I bring my freelance invoices? I do a bit of freelance for a Mexican café, invoiced in pesos."""

TN_A2 = """Let's do it. I'll ask, you answer as you would at the window, and I'll give feedback after each.

**Question 1:** "Good morning. What's the purpose of your trip to the United States?"

(Take your time. When you reply, I'll comment on length, clarity and consistency with your letter.)

About freelance invoices: generally, you bring documents that support the application you're making. For a TN, that's the employer's letter, your qualifications and proof of employment. Bringing unrelated documents can invite unnecessary questions. If you're asked directly about other work, answer truthfully and briefly. Because rules about outside work depend on your specific status and situation, it's a good idea to confirm with an immigration attorney or your employer's HR before the interview so you have a clear, accurate answer.

Ready for question 1?"""

DIETA_U1_OLD = """Mi papá (66 años, diabético tipo 2) va a tener cirugía de implantes dentales el 23 de octubre. Necesito ideas de dieta blanda para la primera semana."""

DIETA_A1_OLD = """¡Claro! Aquí tienes algunas ideas generales de dieta blanda para la primera semana después de una cirugía dental... (respuesta interrumpida)"""

DIETA_U1 = """Mi papá (66 años, diabético tipo 2, hipertenso) va a tener cirugía de implantes con injerto el jueves 13 de noviembre en Guadalajara. Necesito ideas de dieta blanda para la primera semana, que no le suban mucho la glucosa.

Cosas importantes de mi papá:
- ODIA el yogur. Dice que es "leche echada a perder". No hay forma.
- Tampoco soporta nada con textura babosa: atole, avena cocida, gelatina de leche. Le dan asco.
- Le encanta el caldo de res (de mi mamá), el puré de papa y los frijoles de la olla.
- Es muy de "sin tortilla no es comida", así que va a sufrir.

Mi mamá va a cocinar, así que dame cosas caseras, nada de licuados de farmacia."""

DIETA_A1 = """¡Qué bueno que lo están planeando con tiempo! Una dieta blanda bien pensada ayuda a la recuperación y a mantener la glucosa estable. Aquí tienes ideas adaptadas a los gustos de tu papá (sin yogur ni texturas "babosas").

**Principios generales (primeros días)**
- Comida **blanda, tibia o fría** (no caliente) los primeros días; sigue siempre las indicaciones específicas de su cirujana.
- **Proteína en cada comida** para cicatrizar: huevo, pollo deshebrado muy suave, pescado, frijoles.
- **Carbohidratos controlados** y acompañados de proteína o grasa para evitar picos de glucosa.
- Porciones pequeñas y frecuentes (5–6 al día).
- Mucha agua.

**Días 1–3**
- Caldo de res colado (sin trozos), tibio. ¡El de tu mamá es perfecto!
- Puré de papa con un poco de caldo para aflojarlo; porción moderada por la glucosa.
- Puré de frijoles de la olla (bien molidos, sin cáscara gruesa), tibio.
- Huevo revuelto muy suave.
- Puré de calabacita o chayote con un chorrito de aceite de oliva.

**Días 4–7**
- Sopa de fideo bien cocida en caldo.
- Pescado blanco al vapor desmenuzado con puré de zanahoria.
- Pollo deshebrado muy fino en caldo.
- Aguacate machacado con sal y limón.
- Plátano bien maduro machacado (porción pequeña).

**Para la glucosa**
- Mide la glucosa más seguido esa semana; la inflamación y los cambios de dieta pueden moverla.
- Combina el puré de papa con proteína (huevo, frijol) y no lo sirvas solo.
- Evita jugos y bebidas azucaradas, aunque sean "fáciles" de tomar.

**La tortilla**
Puedes ofrecerle tortilla muy suave remojada en caldo (tipo "sopa de tortilla" sin lo crujiente) cuando la cirujana lo permita. Psicológicamente ayuda mucho.

¿Quieres que lo organice en un menú de 7 días con lista de súper para tu mamá?"""

DIETA_U2 = """Sí, menú de 7 días con lista de súper. Y sin pescado, que a mi papá tampoco le gusta mucho."""

DIETA_A2 = """Aquí va un menú de 7 días, casero, sin yogur, sin texturas babosas y sin pescado.

| Día | Desayuno | Comida | Cena | Colaciones |
|---|---|---|---|---|
| 1 | Huevo revuelto suave | Caldo de res colado + puré de papa | Puré de frijol | Aguacate machacado |
| 2 | Huevo revuelto con calabacita picada fina | Caldo de res colado + puré de chayote | Puré de frijol con queso fresco desmoronado fino | Plátano maduro (½) |
| 3 | Huevo tibio | Caldo con fideo muy cocido | Puré de papa con pollo molido | Aguacate |
| 4 | Frijoles molidos + huevo | Pollo deshebrado fino en caldo + arroz muy cocido | Crema de calabaza (sin crema, con caldo) | Queso panela rallado |
| 5 | Huevo revuelto | Albóndigas muy suaves en caldo (carne molida fina) | Puré de frijol | Papaya machacada (porción chica) |
| 6 | Huevo con espinaca picada fina | Caldo de res con verduras machacadas | Pollo molido con puré de zanahoria | Aguacate |
| 7 | Frijoles + huevo | Sopa de tortilla suave (tortilla remojada) | Albóndigas en caldo | Queso fresco |

**Lista de súper**
- Huevo (2 docenas), carne de res para caldo y hueso, carne molida de res (½ kg), pechuga de pollo (1 kg)
- Papa, chayote, calabacita, zanahoria, espinaca, calabaza de Castilla
- Frijol (1 kg), arroz, fideo, tortillas
- Aguacates (6), plátanos, papaya chica
- Queso fresco y panela
- Aceite de oliva, sal, limones

Ajusten las porciones de papa, arroz y tortilla según la glucosa que vayan midiendo. ¿Te lo preparo también en formato para imprimir y pegar en el refri?"""

# ====================================================================== brindis (messages JSON)
BRINDIS = [
    ("user", "2025-09-07T21:12:40-05:00",
     """Necesito ayuda con un brindis. Soy dama y madrina de anillos en la boda de mi mejor amiga, Ximena, con Bruno, en diciembre en Guadalajara. Me toca decir unas palabras en la recepción.

Lo que quiero:
- CORTO. Máximo 2 minutos. Odio los brindis eternos donde la gente ya está viendo el celular.
- Con humor, pero sin exponer a Xime (nada del ex).
- Nada cursi. Prohibido "media naranja", "almas gemelas", "el amor todo lo puede" y citas de Paulo Coelho.
- Mitad español, mitad inglés, porque la familia de Bruno es de San Antonio y varios de sus tíos no hablan español.
- Quiero contar cómo se conocieron: en 2019 yo arrastré a Xime a una clase de salsa y Bruno era el único que sabía contar los pasos. Ella le pisó el pie tres veces y él la invitó a cenar igual.
- Cerrar con un "¡Salud!" / "Cheers!" y que todos levanten la copa."""),
    ("assistant", "2025-09-07T21:13:22-05:00",
     """¡Qué bonito encargo! Un brindis corto, bilingüe y con humor funciona muy bien en bodas con familias de dos países. Aquí tienes una estructura y un borrador.

**Estructura (≈ 2 minutos, unas 250–280 palabras)**
1. Saludo y presentación (10 s)
2. Anécdota de cómo se conocieron (45 s)
3. Qué hace buena a esta pareja, con ejemplos concretos (30 s)
4. Deseo para el futuro (20 s)
5. Brindis (10 s)

**Borrador**

> Buenas noches a todos. Good evening, everyone. Para los que no me conocen, soy Rocío, la amiga de Xime desde la prepa, y hoy también la encargada de no perder los anillos. So far, so good.
>
> In 2019 I dragged Ximena to a salsa class. She did not want to go. Esa noche descubrimos dos cosas: que Xime no tiene ritmo… y que había un muchacho que sí sabía contar "uno, dos, tres". That was Bruno. She stepped on his foot three times. He still asked her to dinner. Bruno, that's when I knew you were brave.
>
> Desde entonces los he visto organizar mudanzas, sobrevivir a un perro que se come los zapatos y planear una boda con cambio de planes incluido. And they always do it the same way: as a team, laughing, and with Bruno counting the steps.
>
> Xime, Bruno: les deseo muchos años de bailar juntos, aunque sea fuera de ritmo. May you never stop asking each other to dinner.
>
> Así que levanten sus copas. Please raise your glasses. ¡Por Ximena y Bruno! ¡Salud! Cheers!

**Tips para decirlo**
- Imprímelo en una tarjeta, letra grande.
- Haz pausas después de los chistes.
- Practica con cronómetro: si pasa de 2:15, recorta la parte del medio.

¿Quieres una versión más chistosa o una un poco más emotiva para comparar?"""),
    ("user", "2025-09-07T21:20:05-05:00",
     """Me encanta pero quita lo del perro, no tienen perro jaja. Y lo de "cambio de planes" mejor no, Xime todavía está sensible con eso. ¿Puedes darme una versión un poquito más chistosa pero igual de corta?"""),
    ("assistant", "2025-09-07T21:20:51-05:00",
     """¡Claro! Aquí va una versión con un poco más de humor, sin perro y sin mencionar cambios de planes, y con la misma duración.

> Buenas noches. Good evening. Soy Rocío: dama, madrina de anillos y, según Xime, "la responsable de todo esto". Let me explain.
>
> In 2019 I convinced Ximena to take a salsa class. Convencer es una palabra generosa: la llevé casi a rastras. Ahí estaba Bruno, el único hombre en el salón que sabía contar hasta tres en el orden correcto. Xime le pisó el pie una vez. Dos veces. Tres veces. And he still asked her out. Bruno: ese día supimos que eras valiente… o que no sentías los pies.
>
> Seis años después, siguen bailando. Not always on beat, but always together. Xime pone la energía, Bruno pone la paciencia, y los dos ponen la música demasiado alta.
>
> So tonight I only have one wish for you: que nunca dejen de invitarse a cenar, aunque ya vivan juntos y la cena sea quesadillas.
>
> Levanten sus copas, please raise your glasses: ¡Por Ximena y Bruno! ¡Salud! Cheers!

Duración estimada: 1 minuto 50 segundos leyendo con pausas. Si quieres, puedo preparar una tarjeta con las frases clave para que no lo leas completo."""),
]

# ====================================================================== climbing (messages JSON)
CLIMB = [
    ("user", "2025-05-11T07:58:10-05:00",
     """I want a simple training plan for bouldering. About me:
- Climbing since March at Cedar Crag in Austin, usually Tue/Thu at 7am with my friend Andrés. I LOVE early sessions, the gym is empty and I'm fresh. Evening sessions are a zoo.
- I'm a V3-V4 climber. I love slab and technical vertical stuff: balance, footwork, reading the problem. I hate steep overhangs and roofs, especially with tiny crimps.
- In mid-March I strained my A2 pulley (left ring finger) on a crimpy roof. Two weeks off, physio, and now I'm back but nervous about crimps. No hangboard until my PT says so.
- I hate running. Please don't tell me to run.
- I have 2-3 sessions a week max, 90 minutes each.

Goal: climb V5 by the end of the year without re-injuring my finger."""),
    ("assistant", "2025-05-11T07:59:02-05:00",
     """Great goal, and very achievable with smart, consistent training. Since you're coming back from a pulley strain, the priority is building volume and technique while progressively reloading your fingers. Here's a plan built around two or three 90-minute morning sessions.

**Warm-up (every session, 20 minutes)**
- 5 min general: jumping jacks, arm circles, light mobility (no running, promise).
- 5 min finger warm-up: open-hand hangs on big jugs with feet on, finger flexion/extension with a rubber band.
- 10 min easy climbing: 6–8 problems well below your max (V0–V2), focusing on quiet feet.

**Session A – Technique & volume (Tuesday)**
- 4x4s on problems two grades below max (4 problems, 4 times in a row, rest 4 min).
- Drills: silent feet, hover hands, flagging on vertical walls.
- Finish with 15 min of slab projecting (your strength—enjoy it!).

**Session B – Limit bouldering, finger-friendly (Thursday)**
- Pick 2–3 projects at V4–V5 on vertical or slightly overhanging terrain with slopers, pinches and open-hand holds.
- Max 4–5 attempts per move sequence, rest 3 minutes between tries.
- Avoid small crimps and full-crimp positions until cleared.

**Optional Session C – Weakness work (weekend)**
- Gentle overhang exposure: 30–40° walls with big holds, focusing on body tension and footwork rather than finger strength.
- Core: hanging knee raises on jugs, plank variations, 15 minutes.

**Finger rehab progression (with your physio's OK)**
- Weeks 1–4: open-hand grips only, no crimps.
- Weeks 5–8: half-crimp on medium edges, feet on.
- After clearance: introduce hangboard at low load (e.g., 20 mm edge, bodyweight reduced with a pulley system).
- Tape (H-tape) can help confidence, but it's not a substitute for gradual loading.

**Recovery**
- At least one rest day between sessions.
- Sleep and protein matter more than any exercise.
- Stop immediately if you feel sharp pain or a "pop" sensation.

**Progress markers**
- Flash most V3s by July.
- Send a V4 on overhanging terrain by September.
- First V5 (probably slab or vertical!) by November.

Want me to turn this into a weekly table you can print and stick on your fridge?"""),
    ("user", "2025-05-11T08:05:44-05:00", """Yes please, and make Andrés happy: he says I need to do at least a little overhang. But minimal!"""),
    ("assistant", "2025-05-11T08:06:30-05:00",
     """Here's a weekly table that keeps your sessions morning-friendly and includes a small, finger-safe dose of overhang for Andrés's peace of mind.

| Day | Focus | Main block | Overhang dose | Finish |
|---|---|---|---|---|
| Tuesday 7:00 | Technique & volume | 4x4s two grades below max | 2 easy problems on 30° wall, big holds | 15 min slab projecting |
| Thursday 7:00 | Limit (finger-friendly) | 2–3 V4–V5 projects, open-hand holds | 1 project on slight overhang with pinches | Core 10 min |
| Saturday (optional) | Weakness & fun | Flash attempts on new sets | 20 min body-tension drills on overhang | Stretch 10 min |

**Rules**
1. No full crimps until your physio clears you.
2. If a session feels flat, switch to volume at easy grades—no hero attempts.
3. Log each session (date, grade, notes) so you can see progress.

Good luck with that V5!"""),
]

# ====================================================================== JSONL quick questions
QUICK = [
    ("user", "2025-02-21T08:12:03-06:00", "What's a good way to say no to a freelance client politely? They want weekend work and I don't do weekends."),
    ("assistant", "2025-02-21T08:12:40-06:00", "A short, warm and firm message works best. For example: \"Thanks for thinking of me! I keep weekends off to make sure I do my best work during the week. I can start on this Monday morning and have a first version to you by Wednesday. Would that work?\" Offer an alternative, avoid over-explaining, and don't apologize for having boundaries."),
    ("user", "2025-05-03T09:30:11-05:00", "Quick one: I'm trying to cut down on coffee shop spending. I like cortados made with whole milk (never oat milk, it tastes like cardboard to me) and on weekends café de olla. Is it worth buying a small espresso machine?"),
    ("assistant", "2025-05-03T09:31:02-05:00", "If you buy 4–5 cortados a week at $4.50–5.50 each, you're spending roughly $80–110 a month. An entry-level espresso machine with a steam wand plus a grinder costs $250–450, so it pays for itself in 3–5 months if you actually use it. Consider: counter space, a few weeks of practice to steam milk well (whole milk is the easiest to texture—good news for you), and ongoing cost of beans (~$15–20/bag). For café de olla you only need a small clay pot, piloncillo and cinnamon."),
    ("user", "2025-07-30T19:02:45-05:00", "How much is 38,000 MXN in USD roughly? A client is paying me a fixed fee in pesos."),
    ("assistant", "2025-07-30T19:03:10-05:00", "At an exchange rate around 18.5–18.8 MXN per USD, 38,000 MXN is approximately USD 2,020–2,055. Rates move daily, so check the current mid-market rate on the day you convert, and remember your bank or transfer service may apply a margin."),
    ("user", "2025-09-21T13:40:22-05:00", "What shoes should a bridesmaid wear for an outdoor garden wedding in December in Mexico? The dress is long, sage green."),
    ("assistant", "2025-09-21T13:41:05-05:00", "For a garden wedding, block heels or wedges are best because stiletto heels sink into grass. Nude or metallic (champagne, soft gold) shoes flatter sage green. December evenings in central Mexico can get chilly (around 10–12°C), so consider a wrap or shawl. Break in the shoes at home beforehand and bring heel protectors and blister plasters."),
    ("user", "2025-11-02T18:20:50-06:00", "My neighbor across the hall is going to catsit my cat for ~17 days while I'm in Mexico. One visit a day (feed, water, litter). I'm paying her $20 per visit. Is that fair? Should I tip at the end?"),
    ("assistant", "2025-11-02T18:21:40-06:00", "$20 per daily drop-in visit is fair for a neighbor; professional pet sitters in most US cities charge roughly $20–30 per 30-minute visit. For 17 days that's about $340. A small thank-you at the end is a nice touch—an extra $20–40, a gift from your trip (snacks or a handmade item from Mexico), or both. Leave clear written instructions, your vet's number, and a spare key, and ask her to send you a photo every day or two."),
    ("user", "2025-11-04T07:05:18-06:00", "cómo se dice 'cortado' en inglés en un café de Austin? ya sé que es cortado pero a veces me entienden 'cold brew'"),
    ("assistant", "2025-11-04T07:05:50-06:00", "En Austin se dice igual: \"cortado\", pero pronúncialo marcando la \"t\" y la \"d\" suaves: \"cor-TAH-doh\". Si te confunden, puedes decir \"a cortado—espresso with a little steamed milk\". Y si lo quieres con leche entera, añade \"with whole milk, please\"."),
]

# ====================================================================== WhatsApp exports
FAMILIA = """12/8/25, 20:31 - Mariana: Ya salimos de la dentista. Papá feliz, dice que le van a poner "dientes de titanio" 🦾
12/8/25, 20:32 - Papá: Muy buena la doctora, muy guapa y muy seria
12/8/25, 20:32 - Mamá: Arturo!!!
12/8/25, 20:35 - Rocío: Jajaja papá. Mari, ¿cuánto les dijeron?
12/8/25, 20:36 - Mariana: 68 mil y medio pero dice que lo confirma con la tomografía. Ahorita te mando correo con todo
12/8/25, 20:40 - Emiliano: Yo pongo para las medicinas
14/8/25, 09:12 - Rocío: Ya les mandé lo de la consulta mamá, revisa
14/8/25, 10:01 - Mamá: Ya llegó mija, gracias 🙏
29/8/25, 12:47 - Mariana: <Multimedia omitido>
29/8/25, 12:47 - Mariana: Papá con su tomografía como si fuera su título de la universidad
29/8/25, 12:50 - Rocío: JAJAJA enmárquenla
3/9/25, 13:05 - Mariana: Ro, ¿te llegó el correo de la clínica? Que sí hay que hacer lo del seno
3/9/25, 13:20 - Rocío: Sí. Subió a 74,200 en total con la elevación de seno. Ya no son los 68,500
3/9/25, 13:21 - Emiliano: Órale. ¿Nos dividimos algo?
3/9/25, 13:24 - Rocío: No, yo la cirugía como quedamos. Ustedes medicinas y lo de las coronas el año que entra
3/9/25, 13:25 - Papá: Mis hijos son lo mejor que tengo. Y mis dientes de titanio
21/9/25, 18:10 - Rocío: Les aviso que ya me cambié a Cambiavía para mandar dinero. Remesa Rápida me estaba comiendo casi 300 pesos en cada envío grande con el tipo de cambio. Mamá, lo tuyo del mes también te llega por ahí, igual por SPEI
21/9/25, 18:12 - Mamá: Ay mija yo no entiendo nada pero mientras llegue 😅
24/9/25, 09:20 - Rocío: Listo el anticipo a la clínica, ya llegó 🙌
24/9/25, 09:31 - Mariana: Ya le confirmé a Yesenia. Cirugía el 23 de octubre 9 am
3/10/25, 14:02 - Mariana: Problemas: en la valoración con el cardiólogo a papá le salió la presión altísima. No lo quiere operar así
3/10/25, 14:05 - Rocío: 😰 ¿Y entonces?
3/10/25, 14:06 - Mariana: Le subió el losartán y quiere esperar 3 semanas. La clínica nos va a dar otra fecha
3/10/25, 14:10 - Papá: Estoy perfectamente bien. El doctor exagera
3/10/25, 14:10 - Mamá: No estás perfectamente bien Arturo
6/10/25, 19:50 - Mariana: Ya quedó: JUEVES 13 DE NOVIEMBRE a las 9. Te reenvié el correo Ro
6/10/25, 19:52 - Rocío: ¡¡Perfecto!! Ese día ya estoy allá. Llego el 7
6/10/25, 19:53 - Mariana: Yo te recojo en el aeropuerto el 7, pásame tu vuelo
6/10/25, 19:55 - Rocío: Y el saldo yo lo transfiero la noche del miércoles 12 para que esté el jueves temprano. No se preocupen por eso
6/10/25, 19:56 - Mariana: Va. Yo compro lo que pidan de la farmacia y las gasas
6/10/25, 19:58 - Emiliano: Yo llego el sábado 15 para relevarlas
2/11/25, 20:15 - Mamá: Ya le compré a tu papá su caldo de hueso para la semana de la cirugía
2/11/25, 20:16 - Rocío: Jaja mamá faltan 11 días
2/11/25, 20:16 - Mamá: Más vale
"""

DAMAS = """15/9/25, 17:40 - Xime: Damas: Renata les va a mandar correo pero se los digo yo primero 😭 La boda ya no es en la hacienda. Tuvimos un problema con el lugar y no va a estar listo
15/9/25, 17:41 - Xime: Ahora es en Jardín Casa Veranda en Tlaque!!! Misma fecha, misma hora
15/9/25, 17:41 - Fer: Nooo Xime 😭 pero Casa Veranda está precioso
15/9/25, 17:42 - Dani: Y queda más cerca!! Ya no hay que ir hasta Tequila
15/9/25, 17:44 - Rocío: Ay amiga te abrazo. Casa Veranda es hermoso, vas a ver que queda mejor
15/9/25, 17:45 - Sofi: Yo ya había apartado hotel en Tequila 🙃
15/9/25, 17:46 - Xime: Renata dice que se cancela sin costo, ella les explica
15/9/25, 17:50 - Xime: Las amo
2/10/25, 21:03 - Fer: Ok damas, despedida!!! Ya aparté la Cabaña El Tecolote en Mazamitla del 21 al 23 de nov. Xime no sabe el lugar, shhh
2/10/25, 21:04 - Dani: Mazamitla en noviembre = frío y ponche 🍷
2/10/25, 21:05 - Rocío: Yo ahí estoy, me regreso a Austin el 24 👍
2/10/25, 21:06 - Sofi: Yo llevo la banda y el velo
17/10/25, 20:12 - Rocío: Fer y yo ya decidimos el regalo: una ilustración enmarcada de la fachada de Casa Veranda (la dibujo yo, Fer pone el marco) y además cada quien su sobre
17/10/25, 20:13 - Fer: Confirmo. Y quedamos en 3,000 por cabeza en el sobre, ¿va? Se van a Japón, les sirve más la lana
17/10/25, 20:14 - Rocío: Va, 3,000 cada una. Dani, Sofi, ¿se suman a la ilustración? Cabe firma de todas
17/10/25, 20:20 - Dani: Sí!! Yo pongo para el marco con Fer
17/10/25, 20:22 - Sofi: Me sumo 🙌 pero yo el sobre lo doy aparte, ya lo tenía pensado
30/10/25, 11:02 - Fer: Recordatorio: transferirme su parte de la cabaña antes del 20 porfa 🙏
30/10/25, 11:05 - Dani: Listo
30/10/25, 11:30 - Sofi: Listo también
"""


def build():
    out = []
    # ChatGPT export, Aug 2025
    c1 = conversation("Mandar dinero a México más barato", datetime(2025, 8, 14, 21, 4, 12, tzinfo=CDT), [
        ("user", DINERO_U1, 2), ("assistant", DINERO_A1, 48), ("user", DINERO_U2, 310), ("assistant", DINERO_A2, 352)])
    c2 = conversation("Negotiating a rent increase", datetime(2025, 8, 20, 22, 17, 40, tzinfo=CDT), [
        ("user", RENT_U1, 3), ("assistant", RENT_A1, 61), ("user", RENT_U2, 540), ("assistant", RENT_A2, 583)])
    rel = "chats/chatgpt/conversations-2025-08.json"
    write_text(rel, json.dumps([c2, c1], ensure_ascii=False, indent=1))
    out.append(rel)
    # ChatGPT export, Oct 2025 (one edited/branched turn)
    c3 = conversation("TN visa interview prep", datetime(2025, 10, 20, 20, 41, 5, tzinfo=CDT), [
        ("user", TN_U1, 2), ("assistant", TN_A1, 55), ("user", TN_U2, 480), ("assistant", TN_A2, 512)])
    c4 = conversation("Dieta blanda para papá después de implantes", datetime(2025, 10, 24, 19, 2, 30, tzinfo=CDT), [
        ("user", DIETA_U1, 95), ("assistant", DIETA_A1, 140), ("user", DIETA_U2, 700), ("assistant", DIETA_A2, 760)],
        branches={0: [("user", DIETA_U1_OLD, 2), ("assistant", DIETA_A1_OLD, 20)]})
    rel = "chats/chatgpt/conversations-2025-10.json"
    write_text(rel, json.dumps([c4, c3], ensure_ascii=False, indent=1))
    out.append(rel)
    # messages JSON
    for rel, msgs in (("chats/assistant/brindis-boda-xime-2025-09.json", BRINDIS),
                      ("chats/assistant/climbing-plan-2025-05.json", CLIMB)):
        data = {"messages": [{"role": r, "content": c, "timestamp": t} for r, t, c in msgs]}
        write_text(rel, json.dumps(data, ensure_ascii=False, indent=1))
        out.append(rel)
    rel = "chats/assistant/preguntas-rapidas-2025.jsonl"
    write_text(rel, "".join(json.dumps({"role": r, "content": c, "timestamp": t}, ensure_ascii=False) + "\n"
                            for r, t, c in QUICK))
    out.append(rel)
    rel = "chats/whatsapp/familia-ibarra-2025.txt"
    write_text(rel, FAMILIA)
    out.append(rel)
    rel = "chats/whatsapp/damas-de-xime.txt"
    write_text(rel, DAMAS)
    out.append(rel)
    return out


if __name__ == "__main__":
    print(build())
