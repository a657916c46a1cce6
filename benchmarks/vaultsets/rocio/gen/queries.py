"""Write queries.json (50 questions, 5 per kind)."""
import json
import os

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

V1 = "notes/tramites/visa-tn-renovacion.md"
V2 = "notes/tramites/visa-documentos-checklist.md"
LEASE = "notes/depa/renovacion-lease-2025.md"
MOVE = "notes/depa/ideas-mudanza.md"
PAPA = "notes/papa/cirugia-papa-implantes.md"
DINERO = "notes/papa/mandar-dinero-mexico.md"
BODA = "notes/boda/boda-ximena-y-bruno.md"
DESP = "notes/boda/despedida-xime.md"
REGALO = "notes/boda/ideas-regalo-boda.md"
FREE = "notes/trabajo/freelance-clientes-y-tarifas.md"
ONE = "notes/trabajo/1on1-gabriela-2025-09-18.md"
GYM = "notes/escalada/cedar-crag.md"
BITA = "notes/escalada/bitacora-boulder.md"
FOOD = "notes/listas/comida-y-cafes-austin.md"
TRIP = "notes/viajes/viaje-gdl-noviembre.md"
D0315 = "notes/diario/2025-03-15.md"
D0609 = "notes/diario/2025-06-09.md"
D0909 = "notes/diario/2025-09-09.md"
D0930 = "notes/diario/2025-09-30.md"
D1017 = "notes/diario/2025-10-17.md"
D1104 = "notes/diario/2025-11-04.md"
POSTOP = "docs/indicaciones-postoperatorias-implantes.txt"
DEPA = "docs/info-depa-alderwick.txt"

E_SOW = "mail/2025/01/2025-01-16_lumen-trail-sow.eml"
E_WELCOME = "mail/2025/03/2025-03-02_cedar-crag-welcome.eml"
E_MADRINA = "mail/2025/04/2025-04-20_ximena-madrina.eml"
E_ITIN = "mail/2025/06/2025-06-05_gallardo-eventos-itinerario.eml"
E_ADW = "mail/2025/06/2025-06-18_austin-design-week-dispatch.eml"
E_RATE = "mail/2025/07/2025-07-08_re-rate-q3-lumen.eml"
E_OFFER = "mail/2025/07/2025-07-21_brightfield-renewal-offer.eml"
E_RATES = "mail/2025/08/2025-08-04_cedar-crag-rates.eml"
E_MARI = "mail/2025/08/2025-08-12_mariana-lo-de-papa.eml"
E_MTY = "mail/2025/08/2025-08-18_confirmacion-cita-visa.eml"
E_COUNTER = "mail/2025/08/2025-08-25_re-renewal-offer-3b.eml"
E_PRESUP = "mail/2025/09/2025-09-03_clinica-arreola-presupuesto.eml"
E_PROMO = "mail/2025/09/2025-09-12_lonestar-outdoor-promo.eml"
E_SEDE = "mail/2025/09/2025-09-15_cambio-de-sede-boda.eml"
E_TX = "mail/2025/09/2025-09-24_cambiavia-transfer-arrived.eml"
E_GDL = "mail/2025/09/2025-09-29_cita-visa-reprogramada.eml"
E_ITZEL = "mail/2025/10/2025-10-03_re-tn-support-letter.eml"
E_FWD = "mail/2025/10/2025-10-06_fwd-reprogramacion-cirugia.eml"
E_EXEC = "mail/2025/10/2025-10-10_brightfield-portal-notice.eml"
E_FLIGHT = "mail/2025/10/2025-10-14_azulejo-reservacion.eml"
E_MALVA = "mail/2025/10/2025-10-21_tu-vestido.eml"
E_DESP = "mail/2025/11/2025-11-03_re-despedida-cabana.eml"
E_INV = "mail/2025/11/2025-11-03_re-invoice-payment-status.eml"
MBOX = "mail/lists/cedar-crag-members.mbox"

C_TRAM = "calendar/tramites-y-depa.ics"
C_FAM = "calendar/familia-gdl.ics"
C_BODA = "calendar/boda-xime.ics"
C_WORK = "calendar/trabajo-y-escalada.ics"

G08 = "chats/chatgpt/conversations-2025-08.json"
G10 = "chats/chatgpt/conversations-2025-10.json"
BRINDIS = "chats/assistant/brindis-boda-xime-2025-09.json"
CLIMB = "chats/assistant/climbing-plan-2025-05.json"
QUICK = "chats/assistant/preguntas-rapidas-2025.jsonl"
WA_FAM = "chats/whatsapp/familia-ibarra-2025.txt"
WA_DAMAS = "chats/whatsapp/damas-de-xime.txt"

CSV_INV = "data/facturas-freelance-2025.csv"
CSV_TX = "data/envios-mexico-2025.csv"

Q = [
    # ---------------------------------------------------------------- fact
    ("fact", "numero confirmacion ds-160 nuevo", [E_GDL, V2],
     "AA00M2QX9T (new DS-160 for Guadalajara; only visible in the base64 body of the rescheduling e-mail and in the checklist). Distractor: old DS-160 AA00K7RZ4M in the Monterrey confirmation e-mail and the long visa note."),
    ("fact", "Cedar Crag member number", [E_WELCOME, GYM],
     "CC-20931. Distractors: rates e-mail, members mbox, promo (no member number)."),
    ("fact", "how many dollars did I send for the dentist deposit", [E_TX, CSV_TX],
     "USD 1,092.30 sent (+7.84 fee, 1,100.14 charged) for the MXN 20,000 anticipo; e-mail body is base64 HTML. Distractors: surgery note and clinic e-mail give only the peso amount."),
    ("fact", "cuál es mi RFC para facturar", [FREE],
     "IASR930417QK2. Distractors: invoices CSV, Lumen Trail e-mails (no RFC)."),
    ("fact", "clave de reservacion vuelo noviembre", [E_FLIGHT, C_FAM, TRIP],
     "QJ7WKM (Aerolíneas Azulejo AZ 1482/1483). Distractor: flights for the wedding not bought yet."),
    # ---------------------------------------------------------------- who
    ("who", "quien es el cardiologo de mi papa", [E_FWD, PAPA],
     "Dr. Hugo Cervantes. Distractors: Dra. Paulina Arreola Vega (the surgeon), family WhatsApp mentions 'el cardiólogo' without a name."),
    ("who", "who in HR is writing my TN support letter", [E_ITZEL, V1, V2, ONE, D1017],
     "Itzel Domínguez (People & Operations); Gabriela Lizárraga only signs. Distractor: Pitaya Design Group LLC, the TN prep chat (no names)."),
    ("who", "quién cuida a Pilón cuando viajo", [DEPA, D1104, TRIP],
     "Keisha Brandt, neighbour in Apt 3C. Distractor: the quick-questions chat mentions 'my neighbor across the hall' without a name."),
    ("who", "Ximena wedding planner name", [E_ITIN, E_SEDE, BODA, WA_DAMAS, D0609],
     "Renata Gallardo (Gallardo Eventos). Distractors: Ximena, Fernanda (organises the bachelorette)."),
    ("who", "who is the seamstress making my bridesmaid dress", [E_MALVA, BODA, D0609],
     "Consuelo 'Chelo' Méndez of Atelier Malva. Distractor: transfers CSV names only Atelier Malva."),
    # ---------------------------------------------------------------- where
    ("where", "direccion del CAS en guadalajara", [E_GDL, C_TRAM, V1],
     "Av. Patria 1203, local 8, Zapopan (CAS on 10 Nov 08:15). Distractor: old CAS Monterrey."),
    ("where", "where is the bachelorette cabin", [DESP, E_DESP, C_BODA, WA_DAMAS],
     "Cabaña El Tecolote, Mazamitla (camino a La Zanja km 3.5), 21–23 Nov. Distractors: wedding venue Casa Veranda, trip note (no place)."),
    ("where", "dónde está la clínica de la dra arreola", [PAPA, C_FAM, E_PRESUP],
     "Av. de los Arcos 1187, Col. Jardines del Bosque, Guadalajara. Distractors: Mariana's e-mail and forwarded reschedule (no address)."),
    ("where", "where do I pick up my passport after the visa interview", [E_GDL, V1],
     "DHL ServicePoint Chapalita, Av. Guayacán 640 (base64 body of the rescheduling e-mail). Distractor: old DHL San Pedro Garza García in the Monterrey confirmation."),
    ("where", "address for the final dress fitting", [E_MALVA, C_BODA],
     "Atelier Malva, Calle Marsella 214, Col. Americana, Guadalajara. Distractors: wedding note and trip note (no address)."),
    # ---------------------------------------------------------------- event_time
    ("event_time", "a qué hora es la entrevista en el consulado", [E_GDL, C_TRAM, V1, TRIP, G10],
     "Wednesday 12 Nov 2025, 07:45 (Guadalajara). Distractors: cancelled Monterrey interview Tue 7 Oct 08:00; CAS Mon 10 Nov 08:15."),
    ("event_time", "a que hora es la ultima prueba del vestido", [E_MALVA, C_BODA, TRIP],
     "Saturday 15 Nov 2025 at 11:00. Distractor: wedding note says only 'en noviembre'; renters-insurance deadline also 15 Nov."),
    ("event_time", "when is dad's follow-up appointment after the surgery", [E_FWD, C_FAM, PAPA],
     "Post-op check Thursday 20 Nov 2025, 10:30 (stitches out 27 Nov). Distractor: surgery itself 13 Nov 09:00."),
    ("event_time", "deadline to answer the lease renewal offer", [E_OFFER, C_TRAM, LEASE],
     "30 September 2025. Distractors: counter-offer reply (no deadline), executed-lease e-mail (insurance deadline 15 Nov)."),
    ("event_time", "a que hora sale mi vuelo de regreso a Austin", [E_FLIGHT, C_FAM, TRIP],
     "Monday 24 Nov 2025, AZ 1483 departs GDL 10:05 (arrives AUS 12:50). Distractor: outbound AZ 1482 13:40 on 7 Nov."),
    # ---------------------------------------------------------------- multi_source
    ("multi_source", "indicaciones antes y despues de la cirujia de papa", [E_FWD, POSTOP],
     "Before (forwarded clinic e-mail only): stop aspirin 100 mg 7 days before (from 6 Nov), 6 h fasting, labs, no metformin that morning. After (docs sheet only): soft cold diet 72 h, no straw 1 week, chlorhexidine 0.12% twice a day from day 2, don't blow nose 2 weeks. Distractors: surgery note (pointers only), diet chat."),
    ("multi_source", "cuanto me va a costar en total ser dama de Xime: vestido, despedida y regalo", [E_MALVA, DESP, WA_DAMAS],
     "Dress MXN 4,800 (Atelier Malva e-mail) + cabin share MXN 2,350 (bachelorette note) + envelope MXN 3,000 (bridesmaids WhatsApp) = MXN 10,150. Distractors: 2,400 dress deposit in CSV/diary, ideas note."),
    ("multi_source", "fechas del congelamiento del gym y cuánto cobran", [D1104, E_RATES],
     "Frozen 7 Nov – 7 Dec (diary 4 Nov) at $10 per month (rates e-mail, base64 HTML). Distractors: membership note (decision only), members mbox (prices only)."),
    ("multi_source", "cat sitter instructions and how much I'm paying her", [DEPA, QUICK],
     "Instructions in the apartment info sheet (1/3 cup dry food ~7am, half can wet ~6pm, not turkey, litter daily); pay $20 per visit, one visit a day (quick-questions chat). Distractors: diary 4 Nov, trip note."),
    ("multi_source", "overdue Lumen Trail invioce amount and PO number", [CSV_INV, E_INV],
     "RIS-2025-011 = USD 3,150.00 (42 h, CSV only); PO LT-PO-7781 (reply thread only). Distractors: SOW e-mail, rate e-mail, RIS-2025-012 (pending, not overdue)."),
    # ---------------------------------------------------------------- decision
    ("decision", "did I end up renewing the lease or moving out?", [D0930, LEASE, E_EXEC],
     "Renewed for 14 months at $1,710 (1 Dec 2025 – 31 Jan 2027); reversed the 9 Sep decision to move. Distractors: diary 2025-09-09 (old decision), ideas-mudanza (ideas only), counter-offer e-mail (options only)."),
    ("decision", "por qué dejé de usar Remesa Rápida para mandar dinero", [DINERO, PAPA, WA_FAM],
     "Switched to Cambiavía (Sep 2025): real exchange rate, clear fee, minutes via SPEI, no problems with company CLABE; Remesa Rápida cost ~300 pesos per big transfer. Distractors: Aug chat (undecided), transfers CSV, receipt e-mail."),
    ("decision", "qué decidimos regalarle a Xime y Bruno", [WA_DAMAS, D1017],
     "Framed illustration of the Casa Veranda façade (Rocío draws, Fer/Dani pay the frame) + each her own envelope (lluvia de sobres). Distractor: ideas-regalo-boda (ideas only, espresso machine etc.)."),
    ("decision", "gym durante el viaje a mexico: cancelar o congelar", [GYM, D1104, TRIP],
     "Freeze, not cancel (keep the rate/league spot, avoid $50 re-join fee). Distractors: rates e-mail (freeze policy, no decision), members mbox."),
    ("decision", "how did we split dad's surgery costs between us siblings", [PAPA, WA_FAM, E_MARI],
     "Rocío pays the surgery (deposit + balance); Mariana and Emiliano cover medicines and the second phase (crowns). Distractors: clinic budget e-mail, transfers CSV."),
    # ---------------------------------------------------------------- temporal_current
    ("temporal_current", "new monthly rent after renewal", [E_EXEC, LEASE, D0930],
     "$1,710/month from 1 Dec 2025. Old/other values: $1,640 current lease, $1,785 offer, $1,735 12-month counter, $1,690 Rocío's counter (offer e-mail, counter reply, Aug chat, diary 09-09)."),
    ("temporal_current", "costo actual cirugia papa", [E_PRESUP, PAPA, WA_FAM],
     "MXN 74,200 (updated budget, figure only in the base64 attachment of the clinic e-mail). Old: MXN 68,500 (Mariana's e-mail 12 Aug)."),
    ("temporal_current", "cuánto cuesta el gym de escalada al mes ahora", [E_RATES, MBOX, GYM],
     "$86/month since 1 Sep 2025. Old: $79 (welcome e-mail, March)."),
    ("temporal_current", "dónde es la boda de Ximena", [E_SEDE, BODA, C_BODA, WA_DAMAS],
     "Jardín Casa Veranda, Calle Alfareros 88, Tlaquepaque (moved 15 Sep). Old: Hacienda San Isidro de los Agaves, Tequila (madrina e-mail, itinerary e-mail, diary 06-09)."),
    ("temporal_current", "my current hourly rate with Lumen Trail", [E_RATE, FREE],
     "$75/h from August hours. Old: $65/h (SOW e-mail, January)."),
    # ---------------------------------------------------------------- open_loop
    ("open_loop", "qué me falta para la cita de la visa", [V2, C_TRAM, E_ITZEL, D1017],
     "Print I-94; signed support letter with 'Graphic Designer (UX/UI)' (Itzel promised it by 17 Oct, still missing); 3 pay stubs (Aug–Oct). Distractors: long visa note, TN prep chat (generic list)."),
    ("open_loop", "what did I promise Fernanda for the bachelorette", [E_DESP, DESP, C_BODA, D1104],
     "Send the playlist and the lotería PDF by Sunday 9 Nov (and transfer her share). Distractor: bridesmaids WhatsApp (cabin, gift)."),
    ("open_loop", "renters insurence proof pending", [E_EXEC, C_TRAM, D1104, LEASE],
     "Upload renters-insurance certificate ($100k liability, Brightfield as interested party) to the portal by 15 Nov 2025; the policy lapsed 31 Oct and must be renewed first."),
    ("open_loop", "what did I say I'd do about the unpaid Lumen Trail invoice", [E_INV, C_WORK],
     "Reissue RIS-2025-011 with the PO number and send it to payables (cc Brooke) the next morning. Distractor: invoices CSV (status only)."),
    ("open_loop", "qué quedé de hacer yo para la cirugía de papá", [PAPA, WA_FAM, C_FAM],
     "Transfer the MXN 54,200 balance via Cambiavía the night of Wed 12 Nov, confirm with Yesenia, ask for the invoice in papá's name, go with him on the 13th. Distractors: forwarded clinic e-mail (papá's pre-op instructions), post-op sheet."),
    # ---------------------------------------------------------------- preference
    ("preference", "what kind of boulder problems do I like and avoid", [CLIMB, BITA, D0315],
     "Likes slab and technical vertical; dislikes steep overhangs/roofs with small crimps; prefers 7am sessions. Distractor: members mbox (slab wall reset)."),
    ("preference", "cómo me gusta el café", [QUICK, FOOD],
     "Cortado with whole milk, never oat milk; café de olla on weekends; Café Ocotillo favourite, Blue Heron too acidic."),
    ("preference", "como quiero que sea mi brindis en la boda", [BRINDIS],
     "Max 2 minutes, funny, not cursi (no 'media naranja'), half Spanish half English, salsa-class story, end with ¡Salud!/Cheers."),
    ("preference", "how much more rent would I pay just to avoid moving", [G08],
     "Up to $100 more a month (she hates moving; $145 felt greedy). Distractors: lease note (numbers, no stated willingness)."),
    ("preference", "what foods does dad refuse to eat", [G10],
     "Hates yogurt and slimy textures (atole, oatmeal, milk jelly) and isn't keen on fish; loves caldo de res, puré de papa, frijoles. Distractors: post-op sheet, family WhatsApp (caldo de hueso)."),
    # ---------------------------------------------------------------- vague
    ("vague", "the message where the party place got water damage so they moved everything", [E_SEDE, BODA],
     "Venue change after flooding at Hacienda San Isidro → Jardín Casa Veranda. Distractor: bridesmaids WhatsApp ('un problema con el lugar', no flood)."),
    ("vague", "la nota donde hice cuentas de quedarme o irme del depa", [LEASE],
     "Lease renewal note with the stay-vs-move comparison table. Distractors: ideas-mudanza (ideas only), diary 09-09/09-30."),
    ("vague", "that finger tendon thing from bouldering", [D0315, BITA, CLIMB],
     "A2 pulley strain, left ring finger, 14 Mar 2025. Distractor: promo e-mail (finger tape)."),
    ("vague", "recibo del envío de dinero del adelanto del dentista", [E_TX],
     "Cambiavía receipt #1187443920 (base64 HTML). Distractor: transfers CSV row, clinic budget e-mail."),
    ("vague", "gym mailing list post about when they swap out the problems on each wall", [MBOX],
     "Cedar Crag members list: route-setting/reset schedule (7 Apr) and reset change (20 Oct). Distractors: climbing log and diary mention a reset but are not list mail."),
]


def build():
    out = []
    for i, (kind, query, gold, hint) in enumerate(Q, 1):
        out.append({"id": f"h{i:02d}", "query": query, "gold": gold, "kind": kind, "gold_hint": hint})
    kinds = {}
    for q in out:
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
    assert len(out) == 50 and all(v == 5 for v in kinds.values()), kinds
    with open(os.path.join(OUT, "queries.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    return out


if __name__ == "__main__":
    build()
    print("queries.json written")
