# -*- coding: utf-8 -*-
"""Question set. Each gold file maps to key strings that must appear in its decoded text.
`scan` lists answer terms used by check.py to list every file that contains them (gold-completeness review)."""
import json, os

M = {
 'M03': 'mail/2025/02/2025-02-10_convocatoria-junta-extraordinaria.eml',
 'M04': 'mail/2025/02/2025-02-24_harlow-finch-terms.eml',
 'M05': 'mail/2025/03/2025-03-21_re-mateo-patio.eml',
 'M09': 'mail/2025/04/2025-04-03_citacion-reunion-colegio.eml',
 'M07': 'mail/2025/04/2025-04-14_circular-derrama-ascensor.eml',
 'M08': 'mail/2025/05/2025-05-06_re-re-circular-derrama.eml',
 'M10': 'mail/2025/05/2025-05-20_re-surgery-date.eml',
 'M11': 'mail/2025/05/2025-05-27_atlantica-cambio-reserva.eml',
 'M13': 'mail/2025/06/2025-06-23_resumen-acuerdos-junta-ordinaria.eml',
 'M14': 'mail/2025/06/2025-06-30_bienvenida-nueva-asesoria.eml',
 'M15': 'mail/2025/07/2025-07-17_modelos-2t-presentados.eml',
 'M16': 'mail/2025/08/2025-08-08_fwd-dad-pathology.eml',
 'M18': 'mail/2025/09/2025-09-12_ampa-extraescolares-25-26.eml',
 'M17': 'mail/2025/09/2025-09-15_derrama-definitiva-obras.eml',
 'M19': 'mail/2025/09/2025-09-16_cambio-aula-34571.eml',
 'M20': 'mail/2025/09/2025-09-24_re-salt-orchard-delivery.eml',
 'M21': 'mail/2025/09/2025-09-30_club-info-practica-half.eml',
 'M24': 'mail/2025/10/2025-10-01_huertos-novedades-otono.eml',
 'M22': 'mail/2025/10/2025-10-06_re-dad-blood-test.eml',
 'M23': 'mail/2025/10/2025-10-08_re-incidente-comedor.eml',
 'MBOX': 'mail/lists/club-triatlo-turia.mbox',
 'ASC': 'notes/comunidad/ascensor-derrama.md',
 'JUNTA': 'notes/comunidad/junta-extraordinaria-2025-03-27.md',
 'IMP': 'notes/autonoma/impuestos-2025.md',
 'CLI': 'notes/autonoma/clientes-tarifas.md',
 'GES': 'notes/autonoma/cambio-gestoria.md',
 'UNI': 'notes/uni/traduccion-juridica.md',
 'DAD': 'notes/dad/dad-prostate-surgery.md',
 'PDX': 'notes/dad/portland-trip-2025.md',
 'HALF': 'notes/triatlon/half-costa-azahar.md',
 'HUERTO': 'notes/huerto/parcela-17-diario.md',
 'ACOSO': 'notes/mateo/acoso-patio.md',
 'EXTRA': 'notes/mateo/extraescolares-ampa.md',
 'COCHE': 'notes/casa/coche-o-bici.md',
 'CONT': 'notes/casa/contactos.md',
 'IDEAS': 'notes/lists/ideas-escapadas.md',
 'INBOX': 'notes/inbox.md',
 'D0218': 'notes/daily/2025-02-18.md', 'D0328': 'notes/daily/2025-03-28.md', 'D0408': 'notes/daily/2025-04-08.md',
 'D0718': 'notes/daily/2025-07-18.md', 'D0902': 'notes/daily/2025-09-02.md', 'D1013': 'notes/daily/2025-10-13.md',
 'NORMAS': 'docs/huerto-normas-2025.txt', 'DISCH': 'docs/dad-discharge-instructions.txt', 'SEAT': 'docs/seat-ibiza-datos.txt',
 'CFAM': 'calendar/familia.ics', 'CTRA': 'calendar/trabajo.ics', 'CDEP': 'calendar/deporte.ics', 'CCASA': 'calendar/casa-viajes.ics',
 'CH04': 'chats/chatgpt/conversations-2025-04.json', 'CH09': 'chats/chatgpt/conversations-2025-09.json',
 'CHACO': 'chats/assistant/acoso-mateo-2025-04.json', 'JSONL': 'chats/assistant/preguntas-rapidas-2025.jsonl',
 'FACT': 'data/facturas-2025.csv', 'ENTR': 'data/entrenos-half-2025.csv',
}

# id, kind, query, {gold_key: [key strings]}, gold_hint, scan terms
Q = [
 # ---------------- fact
 ('fact', 'numero de cliente asesoria micalet', {'M14': ['MC-4471']},
  'MC-4471 — only inside the base64 body of the Micalet welcome mail (30/06). Distractors: cambio-gestoria.md (mentions the welcome mail, no number), contactos.md (Pau Ribes, no number).', ['MC-4471']),
 ('fact', "what stage did the pathology give for dad's prostate cancer after the operation", {'M16': ['pT2'], 'DAD': ['pT2']},
  'pT2 N0, margins negative, Gleason 3+4=7, 0/6 nodes (portal message forwarded to Ethan 08/08; dad note). Distractors: biopsy Gleason in the Jan timeline, discharge sheet (no pathology yet).', ['pT2']),
 ('fact', 'flight booking reference Portland trip', {'M11': ['QX7M4P']},
  'Localizador QX7M4P — only in the base64 HTML Atlantica booking-change mail. Distractors: portland-trip note and casa-viajes.ics (flight numbers, "localizador en el email").', ['QX7M4P']),
 ('fact', 'cuánto salió a pagar el 303 del segundo trimestre', {'M15': ['1.517,20']},
  '1.517,20 € (303 2T 2025, presented by Micalet 17/07). Distractors: impuestos-2025.md (4T 2024 / 1T 2025 values only: 1.284,60).', ['1.517,20']),
 ('fact', 'tarifa por mil palabras Harlow & Finch', {'M04': ['£95'], 'CLI': ['£95']},
  '£95 per 1,000 words (≈ £8,740 for 92,000 words). Spanish query about an English mail. Distractors: 0,10 €/palabra direct clients, 0,12 USD Clearwater.', ['£95']),
 # ---------------- who
 ('who', 'quien es ahora la presidenta de la comunidad de vecinos', {'M13': ['Tormo', 'Presidenta'], 'M17': ['Presidenta, Margarita Tormo'], 'ASC': ['Tormo es la presidenta'], 'CONT': ['presidenta de la comunidad']},
  'Marga (Margarita) Tormo, 4º-14, since the junta of 19/06/2025. Distractors: Vicente Alapont (former president, convocatoria Feb), Ernesto Palau (administrador).', ['Tormo']),
 ('who', 'name of the urologist who operated on my dad', {'M10': ['Okafor'], 'M16': ['Okafor'], 'DAD': ['Okafor'], 'DISCH': ['Anita Okafor'], 'CONT': ['Okafor']},
  'Dr. Anita Okafor, Columbia Ridge Medical Center. Distractors: Brenda Tsosie (nurse navigator), Dr. Paul Hendricks (primary care), Carla (physio).', ['Okafor']),
 ('who', 'orientadora reunion protocolo acoso mateo', {'M09': ['Pilar Gasent'], 'ACOSO': ['Pilar'], 'D0408': ['Pilar Gasent'], 'CFAM': ['Pilar Gasent']},
  'Pilar Gasent (orientadora); the name is in the base64 attachment of the citación. Distractors: Marisa Climent (jefa de estudios), Nuria Bellver (tutora), Andrés Peiró (tutor 2ºA).', ['Gasent']),
 ('who', "who's my contact person at the new tax advisor", {'M14': ['Pau Ribes'], 'M15': ['Pau Ribes'], 'GES': ['Pau Ribes'], 'CONT': ['Pau Ribes']},
  'Pau Ribes (Asesoría Micalet, since July 2025). English query about Spanish files. Distractor: Inma Cervera (Gestoría Albufera, the old one).', ['Pau Ribes']),
 ('who', 'quién me regaba el huerto mientras estaba en Portland', {'HUERTO': ['Reme me riega'], 'PDX': ['Reme']},
  'Reme (Remedios Chulià), parcela 18. Distractors: Toni Masià (coordinator), casa-viajes.ics VTODO (returning Reme\'s tools, not watering).', ['Reme']),
 # ---------------- where
 ('where', 'donde se recogen los dorsales del half de Oropesa', {'M21': ['Carpa Expo'], 'CDEP': ['Carpa Expo']},
  'Carpa Expo, Paseo Marítimo de La Concha (Oropesa), Sat 25/10 16:00–20:00 — in the base64 attachment of the club mail and in deporte.ics. Distractors: bus from Pabellón Fuente de San Luis, race start at playa de La Concha.', ['Carpa Expo']),
 ('where', 'where was the extraordinary residents meeting about the lift held', {'M03': ['Casal Ve'], 'JUNTA': ['Casal Veïnal'], 'CCASA': ['Casal Veïnal']},
  'Casal Veïnal de Benicalap, sala polivalente, C/ de la Fira Vella 12 (27/03/2025). M03 is ISO-8859-1. Distractor: junta ordinaria 19/06 held in the zaguán of the building.', ['Casal Ve']),
 ('where', 'dónde le quitaban la sonda a papá', {'DISCH': ['Suite 410'], 'CCASA': ['Suite 410']},
  'Urology Clinic, Physicians Pavilion, Suite 410 (Columbia Ridge), 28/07 10:15. Spanish query about English files. Distractor: surgery at the Surgical Pavilion 3rd floor.', ['Suite 410']),
 ('where', 'where does the club saturday bike ride meet now', {'MBOX': ['La Pasarela'], 'ENTR': ['La Pasarela']},
  'Bar La Pasarela, El Saler (since 7 June 2025, all year; 8:00 in winter). Distractors: Gasolinera de Pinedo (old, still in deporte.ics and the Feb list mail).', ['La Pasarela']),
 ('where', 'AMPA general assembly location', {'M18': ['biblioteca'], 'CFAM': ['Biblioteca']},
  'Biblioteca del CEIP Mestre Lluís Gil, martes 30/09 18:00 h. Distractor: extraescolares-ampa.md (mentions the assembly, no place).', ['biblioteca']),
 # ---------------- event_time
 ('event_time', 'fecha operacion papa', {'M10': ['July 17'], 'DAD': ['17 July 2025'], 'PDX': ['17 July 2025'], 'DISCH': ['07/17/2025'], 'CCASA': ['20250717'], 'D0718': ['Yesterday was surgery day']},
  'Thursday 17 July 2025, 7:30 am (check-in 5:30); originally 2 July. The daily note of 18 July says "yesterday". Distractors: pre-op 15 July, catheter removal 28 July.', ['July 17', '17 July', '07/17/2025', '20250717']),
 ('event_time', 'reunion con el tutor de mateo octubre hora', {'M23': ['21 de octubre a las 16:45'], 'ACOSO': ['16:45'], 'CFAM': ['20251021T164500'], 'D1013': ['16:45']},
  'Martes 21/10/2025, 16:45 h, aula de 2ºA (Andrés Peiró). Distractor: 8 April 17:00 protocol meeting.', ['16:45']),
 ('event_time', 'what time does my wave start at the half triathlon', {'M21': ['08:45'], 'CDEP': ['20251026T084500'], 'HALF': ['8:45']},
  '8:45 h, F40-49 wave, Sunday 26/10/2025 (élite 8:15, men 9:00). The attachment is base64.', ['8:45']),
 ('event_time', 'cuándo empiezan las obras del ascensor', {'M17': ['6 de octubre'], 'ASC': ['6 de octubre'], 'CCASA': ['20251006']},
  'Lunes 6 de octubre de 2025 (hasta el 14 de noviembre). Distractors: April circular ("septiembre" with Levante), June summary ("octubre", no day), daily 13/10 (second week, no date).', ['6 de octubre', '20251006', '6 October']),
 ('event_time', 'car inspection appointment seat when', {'COCHE': ['09:40'], 'CCASA': ['20251022T094000']},
  'Miércoles 22/10/2025 09:40 h, ITV Levante Norte (Paterna). Distractor: seat-ibiza-datos.txt (deadline 31/10, no appointment).', ['09:40', '094000']),
 # ---------------- multi_source
 ('multi_source', 'total pagado modelo 130 primer y segundo trimestre 2025', {'IMP': ['612,35'], 'M15': ['701,80']},
  '612,35 € (1T, impuestos note) + 701,80 € (2T, Micalet mail) = 1.314,15 €.', ['612,35', '701,80']),
 ('multi_source', 'dad PSA before the surgery vs the latest one', {'DAD': ['8.2'], 'M22': ['0.02']},
  '8.2 ng/mL (Nov 2024, dad note) → 0.02 "undetectable" (blood drawn 2 Oct, Dad mail 6 Oct).', ['8.2 ng', '0.02']),
 ('multi_source', 'derrama: cuánto he pagado ya y cuánto me queda y hasta cuándo', {'D1013': ['1.018,33'], 'M17': ['1.018,32']},
  'Paid 1.018,33 € on 9 Oct (daily 13/10); remaining 1.018,32 € before 15/01/2026 (circular 15/09). Distractor: inbox ([x] paid, no amount).', ['1.018,33', '1.018,32', '15/01/2026']),
 ('multi_source', 'how much is the half ironman costing me in total entry wetsuit bus', {'HALF': ['165 €'], 'MBOX': ['40 €'], 'M21': ['18 €']},
  'Entry 165 € (half note) + wetsuit rental 40 € (club list, July) + bus 18 € (base64 attachment) = 223 €. Distractor: promo neoprenos 249 €.', ['165 €', 'por 40 €', '18 €']),
 ('multi_source', 'Harlow & Finch: has the advance been paid and how much is still to come', {'M04': ['50% on signature'], 'FACT': ['LFM-2025-006', '20/03/2025']},
  'Total ≈ £8,740, 50% on signature and balance on acceptance (terms mail, Feb); the £4,370 advance invoice LFM-2025-006 was paid on 20/03/2025 (facturas CSV) → ≈ £4,370 still due on acceptance. Distractor: clientes-tarifas.md (rate only).', ['LFM-2025-006', '50% on signature']),
 # ---------------- decision
 ('decision', 'al final vendimos el Seat o no', {'D0902': ['nos quedamos el Seat'], 'COCHE': ['nos quedamos el Seat'], 'CH09': ['nos quedamos el Seat']},
  'No — decided in Feb to sell, reversed on 1–2 Sep 2025: keeping the Seat (judo, Javi\'s shifts, the half, Dad\'s visit). Distractors: daily 18/02 and the April chat (decision to sell).', ['quedamos el Seat']),
 ('decision', 'which elevator compnay did the building go with in the end', {'M13': ['ELEVADORES MEDITERRÁNEO'], 'M17': ['ELEVADORES MEDITERRÁNEO'], 'ASC': ['cambiar a Elevadores Mediterráneo'], 'D1013': ['Elevadores Mediterráneo'], 'CCASA': ['Elevadores Mediterráneo']},
  'Elevadores Mediterráneo S.A., 52.900 € (junta 19/06, after Levante raised its price to 63.100 €). Distractors: convocatoria/junta note/April circular (Levante approved in March).', ['Mediterráneo']),
 ('decision', 'por qué decidí cambiar de gestoría', {'GES': ['Me cambio a Asesoría Micalet']},
  'Switch from Gestoría Albufera (65 €+IVA, slow, in person) to Asesoría Micalet (42 €+IVA, online portal, assigned gestor) from 1 July 2025. Related but without reasons: welcome mail, contactos.md.', ['Micalet']),
 ('decision', 'did we decide on a weekend trip during the Portland stay', {'PDX': ['Decided: no coast this time'], 'CCASA': ['Multnomah Falls']},
  'No overnight/coast trip; only a day out to Multnomah Falls on 30 July. Distractor: ideas-escapadas.md (ideas only: Cannon Beach, Hood River, Crater Lake).', ['Multnomah']),
 ('decision', 'qué se decidió sobre Mateo e Iker para segundo', {'ACOSO': ['grupos distintos'], 'D0408': ['grupos distintos en 2º'], 'M23': ['grupos distintos'], 'D0902': ['Iker en 2ºB']},
  'Separate them into different classes in 2º (Mateo 2ºA, Iker 2ºB), proposed by the school on 8 April and applied in September. Distractor: acoso chat (assistant lists options only).', ['grupos distintos', '2ºB']),
 # ---------------- temporal_current
 ('temporal_current', 'codigo candado huerto', {'M24': ['2058'], 'HUERTO': ['2058']},
  '2058 since 1 Oct 2025 (base64 mail from Toni). Old: 4179 in huerto-normas-2025.txt.', ['2058', '4179']),
 ('temporal_current', 'which classroom is my translation class in now', {'M19': ['B-305'], 'UNI': ['B-305']},
  'Aula B-305 (edificio B) since 22/09/2025. Old/stale: A-2.14 (spring term, and still in trabajo.ics).', ['B-305', 'A-2.14']),
 ('temporal_current', 'cuota autonomos actual', {'M15': ['356,20'], 'D1013': ['356,20']},
  '356,20 €/mes since 1 Aug 2025. Old: 294 €/mes (impuestos-2025.md).', ['356,20', '294 €']),
 ('temporal_current', 'derrama ascensor cuanto me toca', {'M17': ['2.036,65'], 'ASC': ['2.036,65']},
  '2.036,65 € (coeficiente 3,85 % × 52.900). Old: 3.650 € (April circular, equal split) and 2.248,40 € (coeficiente on Levante 58.400; reply thread and April chat).', ['2.036,65', '3.650', '2.248,40']),
 ('temporal_current', "Mateo's after-school activity days this year", {'M18': ['martes y jueves'], 'EXTRA': ['martes y jueves'], 'CFAM': ['BYDAY=TU,TH'], 'CH09': ['judo martes y jueves']},
  'Judo, Tuesdays and Thursdays 16:30–17:30 (Kidsport Turia, from 1 Oct). Old: patinaje Mon/Wed with Educaocio (24/25, still in familia.ics until June).', ['judo']),
 # ---------------- open_loop
 ('open_loop', 'acta junta junio administador pendiente', {'M13': ['se la remitiré en los próximos días'], 'ASC': ['acta firmada'], 'INBOX': ['acta firmada']},
  'Ernesto promised the signed acta of the 19/06 junta "en los próximos días" (23/06); still not sent by mid-Oct.', ['acta']),
 ('open_loop', 'what did I promise to send Rebecca', {'M20': ['glossary'], 'INBOX': ['huerta glossary']},
  'A glossary of the huerta terms (alquería, séquia, tanda de riego…) by mid-October; still open. (Rebecca in turn promised the house style sheet.)', ['glossary', 'glosario']),
 ('open_loop', 'cartel mercadillo AMPA', {'EXTRA': ['cartel del mercadillo'], 'CFAM': ['cartel del mercadillo']},
  'Promised Rosa Montesinos to design the poster for the mercadillo solidario (13 Dec) before 15 Nov; not started.', ['cartel']),
 ('open_loop', 'facturas tercer trimestre gestoria pendiente enviar', {'D1013': ['facturas del 3T'], 'CTRA': ['facturas del 3T']},
  'Still to upload Q3 invoices + laptop receipt + Trados licence to the asesoría; deadline 10/10 already missed, 303/130 due 20/10. Distractor: welcome mail (general rule "día 10").', ['3T']),
 ('open_loop', 'what did I borrow from my garden neighbour that I still need to give back', {'HUERTO': ['carretilla'], 'CCASA': ['carretilla']},
  "Reme's wheelbarrow (carretilla) and small weeding hoe (azada pequeña de escardar), lent in August. Distractor: Lucía's own azada and hose lent to Reme in July (already returned).", ['carretilla']),
 # ---------------- preference
 ('preference', 'which energy gels do I avoid', {'JSONL': ['cafeína me dan retortijones'], 'HALF': ['NO geles con cafeína']},
  'Caffeinated gels (stomach cramps since the 2024 half marathon). Distractor: Deportes Albufera promo selling caffeine gels.', ['cafeína']),
 ('preference', 'qué hortaliza no quiero plantar más en el huerto', {'JSONL': ['calabacines'], 'HUERTO': ['Calabacines: NUNCA MÁS']},
  'Calabacines (zucchini) — powdery mildew every year.', ['calabac']),
 ('preference', 'what time of day do I like to train', {'CH04': ['out the door at 6:00'], 'HALF': ['salir a las **6:00**']},
  'Early morning, out at 6:00 before Mateo wakes; hates lunchtime swims. Daily notes show 6:00 sessions but do not state the preference.', ['6:00']),
 ('preference', "foods Javi won't eat", {'CH09': ['Javi no come setas'], 'JSONL': ["won't eat mushrooms"]},
  'Mushrooms (setas/champiñones) in any form. Distractors: Mateo no spicy food, Lucía no lamb.', ['setas', 'mushroom']),
 ('preference', 'encargos de traduccion que no acepto', {'CLI': ['Weekend rush jobs'], 'JSONL': ['I never take weekend rush jobs']},
  'Weekend rush jobs (never), plus (clientes note) scanned PDFs without surcharge, medical-device manuals, MT post-editing at half rate, free tests >300 words.', ['rush']),
 # ---------------- vague
 ('vague', 'the nickname other kids gave my son for being half american', {'ACOSO': ['guiri'], 'CHACO': ['guiri'], 'M05': ['guiri']},
  '"el guiri" — bullying at school (acoso note, April chat, 20/03 mail quoted in the tutor\'s reply).', ['guiri']),
 ('vague', 'hoja donde apunto pulsaciones y kilómetros de cada sesión', {'ENTR': ['fc_media']},
  'data/entrenos-half-2025.csv (training log: fecha, deporte, duración, km, FC media, RPE).', []),
 ('vague', 'papel del hospital con lo que papá no podía hacer al volver a casa', {'DISCH': ['NO lifting']},
  'docs/dad-discharge-instructions.txt (English discharge instructions: no lifting >10 lb, no driving 2 weeks…).', []),
 ('vague', 'email from the new after-school provider with the monthly fees', {'M18': ['Kidsport Turia', 'Precio/mes']},
  'AMPA mail 12/09/2025 (HTML table of Kidsport Turia activities and prices). Distractor: extraescolares-ampa.md (note, not the mail).', []),
 ('vague', 'the argument with the building manager about splitting the elevator bill equally vs by share', {'M08': ['coeficiente'], 'ASC': ['partes iguales'], 'CH04': ['partes iguales'], 'M13': ['coeficiente de participación'], 'JUNTA': ['partes iguales'], 'D0328': ['coeficiente']},
  'Dispute over the derrama split: equal parts (3.650 €) vs coeficiente (2.248,40 €); Lucía\'s written objection and Ernesto\'s reply, the April chat, the note, the June resolution (coeficiente), and the first clash at the March junta (Marga: coeficiente; Ernesto: "en la circular") in the junta note and daily 28/03. Related but not gold: the April circular itself (only the equal split, no dispute).', ['partes iguales']),
]

assert len(Q) == 50


def queries():
    out = []
    for i, (kind, q, gold, hint, scan) in enumerate(Q, 1):
        out.append({'id': f'h{i:02d}', 'query': q, 'gold': [M[k] for k in gold], 'kind': kind, 'gold_hint': hint})
    return out


if __name__ == '__main__':
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, '..', 'queries.json'), 'w', encoding='utf-8') as f:
        json.dump(queries(), f, ensure_ascii=False, indent=1)
        f.write('\n')
    print('written', len(Q))
