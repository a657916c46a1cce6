"""CSV files: freelance invoices and money transfers to Mexico."""
import csv
import io

from common import write_text

INVOICES = [
    # folio, cliente, moneda, concepto, horas, monto, emitida, vence, pagada, estado
    ("RIS-2025-001", "Lumen Trail Outfitters", "USD", "UX checkout - enero", "28", "1820.00", "2025-01-31", "2025-03-02", "2025-02-27", "pagada"),
    ("RIS-2025-002", "Lumen Trail Outfitters", "USD", "UX checkout - febrero", "34", "2210.00", "2025-02-28", "2025-03-30", "2025-03-25", "pagada"),
    ("RIS-2025-003", "Hoja Verde Café", "MXN", "Rediseño menú digital - anticipo 50%", "", "19000.00", "2025-03-10", "2025-03-17", "2025-03-12", "pagada"),
    ("RIS-2025-004", "Lumen Trail Outfitters", "USD", "UX checkout + rentas - marzo", "30", "1950.00", "2025-03-31", "2025-04-30", "2025-04-28", "pagada"),
    ("RIS-2025-005", "Lumen Trail Outfitters", "USD", "App rentas - abril", "26", "1690.00", "2025-04-30", "2025-05-30", "2025-05-29", "pagada"),
    ("RIS-2025-006", "Lumen Trail Outfitters", "USD", "App rentas - mayo", "38", "2470.00", "2025-05-31", "2025-06-30", "2025-07-02", "pagada"),
    ("RIS-2025-007", "Lumen Trail Outfitters", "USD", "Sistema de diseño - junio", "22", "1430.00", "2025-06-30", "2025-07-30", "2025-07-29", "pagada"),
    ("RIS-2025-008", "Lumen Trail Outfitters", "USD", "Research sessions - julio", "40", "2600.00", "2025-07-31", "2025-08-30", "2025-08-29", "pagada"),
    ("RIS-2025-009", "Lumen Trail Outfitters", "USD", "App rentas v2 - agosto", "36", "2700.00", "2025-09-01", "2025-10-01", "2025-09-30", "pagada"),
    ("RIS-2025-010", "Hoja Verde Café", "MXN", "Rediseño menú digital - finiquito 50%", "", "19000.00", "2025-10-01", "2025-10-08", "2025-10-14", "pagada"),
    ("RIS-2025-011", "Lumen Trail Outfitters", "USD", "App rentas v2 - septiembre", "42", "3150.00", "2025-10-01", "2025-10-31", "", "vencida"),
    ("RIS-2025-012", "Lumen Trail Outfitters", "USD", "Checkout a11y - octubre", "30", "2250.00", "2025-11-01", "2025-12-01", "", "pendiente"),
]

TRANSFERS = [
    # fecha, servicio, usd_enviado, comision_usd, tipo_cambio, mxn_recibido, destinatario, concepto
    ("2025-01-03", "Remesa Rápida", "214.59", "0.00", "18.64", "4000.00", "Leticia Salgado", "mensual mamá"),
    ("2025-02-03", "Remesa Rápida", "213.22", "0.00", "18.76", "4000.00", "Leticia Salgado", "mensual mamá"),
    ("2025-03-03", "Remesa Rápida", "217.51", "0.00", "18.39", "4000.00", "Leticia Salgado", "mensual mamá"),
    ("2025-04-02", "Remesa Rápida", "221.73", "0.00", "18.04", "4000.00", "Leticia Salgado", "mensual mamá"),
    ("2025-05-02", "Remesa Rápida", "222.96", "0.00", "17.94", "4000.00", "Leticia Salgado", "mensual mamá"),
    ("2025-06-03", "Remesa Rápida", "216.86", "0.00", "18.44", "4000.00", "Leticia Salgado", "mensual mamá"),
    ("2025-06-09", "Remesa Rápida", "130.85", "3.99", "18.34", "2400.00", "Atelier Malva", "anticipo vestido dama"),
    ("2025-07-02", "Remesa Rápida", "217.39", "0.00", "18.40", "4000.00", "Leticia Salgado", "mensual mamá"),
    ("2025-08-04", "Remesa Rápida", "217.63", "0.00", "18.38", "4000.00", "Leticia Salgado", "mensual mamá"),
    ("2025-08-14", "Remesa Rápida", "81.70", "3.99", "18.36", "1500.00", "Leticia Salgado", "consulta dentista papá"),
    ("2025-08-28", "Remesa Rápida", "152.64", "3.99", "18.34", "2800.00", "Mariana Ibarra", "tomografía papá"),
    ("2025-09-03", "Remesa Rápida", "216.56", "0.00", "18.47", "4000.00", "Leticia Salgado", "mensual mamá"),
    ("2025-09-24", "Cambiavía", "1092.30", "7.84", "18.31", "20000.00", "Clínica Odontológica Arreola SC", "anticipo cirugía papá"),
    ("2025-10-02", "Cambiavía", "217.51", "1.62", "18.39", "4000.00", "Leticia Salgado", "mensual mamá"),
    ("2025-11-03", "Cambiavía", "217.99", "1.62", "18.35", "4000.00", "Leticia Salgado", "mensual mamá"),
]


def to_csv(header, rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


def build():
    write_text("data/facturas-freelance-2025.csv",
               to_csv(["folio", "cliente", "moneda", "concepto", "horas", "monto", "fecha_emision",
                       "fecha_vencimiento", "fecha_pago", "estado"], INVOICES))
    write_text("data/envios-mexico-2025.csv",
               to_csv(["fecha", "servicio", "usd_enviado", "comision_usd", "tipo_cambio", "mxn_recibido",
                       "destinatario", "concepto"], TRANSFERS))
    return ["data/facturas-freelance-2025.csv", "data/envios-mexico-2025.csv"]


if __name__ == "__main__":
    print(build())
