# -*- coding: utf-8 -*-
"""CSV files: invoices 2025 and the half-triathlon training log."""
import csv, io, random, datetime as dt
from common import write_text


def eur(x):
    s = f'{x:,.2f}'
    return s.replace(',', 'X').replace('.', ',').replace('X', '.')


# numero, fecha, cliente, pais, concepto, base, iva%, irpf%, moneda, importe_origen, cobrada
INV = [
 ('LFM-2025-001', '08/01/2025', 'Notaría Benlloch', 'ES', 'Traducción EN>ES poder general (3.120 palabras)', 312.00, 21, 15, 'EUR', '', '05/02/2025'),
 ('LFM-2025-002', '15/01/2025', 'Clearwater Health Alliance', 'US', 'EN>ES patient leaflets, batch 1 (5.800 words)', 640.35, 0, 0, 'USD', '696,00', '10/02/2025'),
 ('LFM-2025-003', '27/01/2025', 'LinguaBridge Ltd', 'IE', 'EN>ES software UI (4.200 palabras) - ISP', 336.00, 0, 0, 'EUR', '', '28/02/2025'),
 ('LFM-2025-004', '10/02/2025', 'Bufete Sanmartín & Asociados', 'ES', 'Contrato de distribución EN>ES (6.050 palabras)', 605.00, 21, 15, 'EUR', '', '07/03/2025'),
 ('LFM-2025-005', '24/02/2025', 'Clearwater Health Alliance', 'US', 'EN>ES gestational diabetes booklet (2.400 words)', 265.10, 0, 0, 'USD', '288,00', '18/03/2025'),
 ('LFM-2025-006', '03/03/2025', 'Harlow & Finch Publishing Ltd', 'GB', 'Anticipo 50% traducción The Salt Orchard (contrato HF-TR-2025-07) - no sujeta art. 69 LIVA', 5230.89, 0, 0, 'GBP', '4.370,00', '20/03/2025'),
 ('LFM-2025-007', '17/03/2025', 'LinguaBridge Ltd', 'IE', 'EN>ES marketing (2.900 palabras) - ISP', 232.00, 0, 0, 'EUR', '', '30/04/2025'),
 ('LFM-2025-008', '31/03/2025', 'Notaría Benlloch', 'ES', 'Traducción jurada-no; escritura de compraventa EN>ES', 268.00, 21, 15, 'EUR', '', '28/04/2025'),
 ('LFM-2025-009', '14/04/2025', 'Clearwater Health Alliance', 'US', 'EN>ES patient leaflets, batch 2 (7.100 words)', 785.40, 0, 0, 'USD', '852,00', '12/05/2025'),
 ('LFM-2025-010', '30/04/2025', 'Bufete Sanmartín & Asociados', 'ES', 'Revisión contrato de licencia ES>EN', 410.00, 21, 15, 'EUR', '', '26/05/2025'),
 ('LFM-2025-011', '12/05/2025', 'LinguaBridge Ltd', 'IE', 'EN>ES e-learning (último encargo) - ISP', 288.00, 0, 0, 'EUR', '', '20/06/2025'),
 ('LFM-2025-012', '26/05/2025', 'Editorial Riu Blanc', 'ES', 'Informe de lectura novela EN (2 informes)', 240.00, 21, 15, 'EUR', '', '16/06/2025'),
 ('LFM-2025-013', '09/06/2025', 'Clearwater Health Alliance', 'US', 'EN>ES vaccination FAQ update (3.300 words)', 359.30, 0, 0, 'USD', '396,00', '03/07/2025'),
 ('LFM-2025-014', '23/06/2025', 'Notaría Benlloch', 'ES', 'Poder especial EN>ES (1.950 palabras)', 195.00, 21, 15, 'EUR', '', '15/07/2025'),
 ('LFM-2025-015', '30/06/2025', 'Bufete Sanmartín & Asociados', 'ES', 'Contrato de arrendamiento ES>EN (4.400 palabras)', 440.00, 21, 15, 'EUR', '', '28/07/2025'),
 ('LFM-2025-016', '08/07/2025', 'Clearwater Health Alliance', 'US', 'EN>ES discharge instructions templates (2.700 words)', 278.60, 0, 0, 'USD', '324,00', '05/08/2025'),
 ('LFM-2025-017', '28/08/2025', 'Notaría Benlloch', 'ES', 'Traducción EN>ES certificado de herencia (3.480 palabras)', 348.00, 21, 15, 'EUR', '', ''),
 ('LFM-2025-018', '05/09/2025', 'Clearwater Health Alliance', 'US', 'EN>ES patient leaflets, batch 3 (6.200 words)', 635.70, 0, 0, 'USD', '744,00', '29/09/2025'),
 ('LFM-2025-019', '15/09/2025', 'Bufete Sanmartín & Asociados', 'ES', 'Términos y condiciones web EN>ES (5.100 palabras)', 510.00, 21, 15, 'EUR', '', '10/10/2025'),
 ('LFM-2025-020', '26/09/2025', 'Editorial Riu Blanc', 'ES', 'Muestra de traducción ES>EN (20 páginas)', 300.00, 21, 15, 'EUR', '', ''),
 ('LFM-2025-021', '30/09/2025', 'Universidad Mediterránea de Valencia', 'ES', 'Curso de formación "Traducción de contratos" (8 h)', 480.00, 0, 15, 'EUR', '', '10/10/2025'),
]


def facturas():
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=';', lineterminator='\n')
    w.writerow(['numero', 'fecha', 'cliente', 'pais', 'concepto', 'base_imponible_eur', 'iva_pct', 'cuota_iva_eur',
                'retencion_irpf_pct', 'retencion_eur', 'total_factura_eur', 'moneda_origen', 'importe_origen',
                'cobrada_el'])
    for n, f, c, p, con, base, iva, irpf, mon, orig, cob in INV:
        civa = round(base * iva / 100, 2)
        ret = round(base * irpf / 100, 2)
        tot = round(base + civa - ret, 2)
        w.writerow([n, f, c, p, con, eur(base), iva, eur(civa), irpf, eur(ret), eur(tot), mon, orig, cob])
    write_text('data/facturas-2025.csv', buf.getvalue())


def entrenos():
    rnd = random.Random(2025)
    rows = []
    d = dt.date(2025, 3, 3)
    end = dt.date(2025, 10, 12)
    while d <= end:
        wd = d.weekday()
        portland = dt.date(2025, 7, 12) <= d <= dt.date(2025, 8, 3)
        phase = 1 if d.month <= 4 else 2 if d.month <= 6 else 3 if d.month <= 9 else 4
        if portland:
            if wd in (1, 3, 5):
                km = round(rnd.uniform(5, 9), 1)
                rows.append((d, 'carrera', int(km * 6.1), km, rnd.randint(141, 150), rnd.randint(4, 6),
                             'Springwater Corridor, Portland' if wd != 5 else 'Sellwood, con calor'))
            if wd == 2:
                rows.append((d, 'natación', 40, 1.8, rnd.randint(128, 136), 5, 'Sellwood pool, outdoor'))
        else:
            if wd in (0, 2):
                dist = round(rnd.uniform(1.8, 2.2) + 0.3 * (phase - 1), 1)
                rows.append((d, 'natación', int(dist * 22), dist, rnd.randint(125, 138), rnd.randint(4, 6),
                             'piscina 6:30, calle rápida' if phase < 3 or wd == 0 else 'series 10x200'))
            if wd == 1:
                rows.append((d, 'rodillo', 55 + 5 * phase, round(24 + 3 * phase + rnd.uniform(-1, 1), 1),
                             rnd.randint(138, 152), rnd.randint(6, 8), 'series en casa, Javi de guardia' if rnd.random() < .4 else 'series'))
            if wd == 3:
                km = round(rnd.uniform(8, 11) + phase, 1)
                rows.append((d, 'carrera', int(km * 5.7), km, rnd.randint(148, 160), rnd.randint(6, 7), 'tempo, Turia'))
            if wd == 5:
                km = round(rnd.uniform(60, 75) + 12 * phase, 0)
                note = 'salida club, Pinedo' if d < dt.date(2025, 6, 7) else 'salida club, desde La Pasarela'
                if d == dt.date(2025, 9, 20):
                    note, km = 'SIMULACRO 90 km + 10 km carrera (ladrillo)', 90.0
                rows.append((d, 'bici', int(km / 26.5 * 60), km, rnd.randint(132, 142), rnd.randint(5, 8), note))
            if wd == 6:
                km = round(rnd.uniform(11, 13) + 2 * phase, 1)
                if phase == 4:
                    km = round(rnd.uniform(10, 12), 1)
                rows.append((d, 'carrera', int(km * 6.0), km, rnd.randint(140, 149), rnd.randint(5, 7),
                             'tirada larga Jardín del Turia'))
        d += dt.timedelta(days=1)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator='\n')
    w.writerow(['fecha', 'deporte', 'duracion_min', 'distancia_km', 'fc_media', 'rpe', 'notas'])
    for r in rows:
        w.writerow([r[0].isoformat(), r[1], r[2], r[3], r[4], r[5], r[6]])
    write_text('data/entrenos-half-2025.csv', buf.getvalue())


def build():
    facturas(); entrenos()
