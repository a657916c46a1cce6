# -*- coding: utf-8 -*-
"""E-mails (.eml) for Pilar's vault. Each entry: path -> function returning EmailMessage."""
from email.message import EmailMessage

PILAR_P = "Pilar Echeverría <pilar.echeverria@correo.example>"
PILAR_W = "Pilar Echeverria <pecheverria@bodegalosaromos.example>"


def base(frm, to, subject, date, msgid, cc=None, extra=None):
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = date
    m["Message-ID"] = msgid
    for k, v in (extra or []):
        m[k] = v
    return m


MAILS = {}


def mail(path):
    def deco(fn):
        MAILS[path] = fn
        return fn
    return deco


# ------------------------------------------------------------------ 2024-04
@mail("mail/2024/04/2024-04-15_colegio-viaje-san-juan.eml")
def _():
    m = base("Colegio San Andrés de Chacras <secretaria@colegiosanandres.example>",
             "Familias 4º año <familias4@colegiosanandres.example>",
             "Viaje educativo a San Juan - 4º año - cuotas y autorización",
             "Mon, 15 Apr 2024 09:12:40 -0300", "<20240415091240.4471@colegiosanandres.example>")
    html = """<html><body style="font-family:Arial">
<p>Estimadas familias de 4º año:</p>
<p>Les informamos que el <b>viaje educativo a San Juan</b> (Parque Provincial Ischigualasto y
Parque Nacional Talampaya / Valle de la Luna) se realizará del <b>miércoles 16 al sábado 19 de octubre de 2024</b>,
a cargo de la Prof. Mariela Giordano y el Prof. Esteban Luna.</p>
<p>Costo total por alumno: $ 255.000, en tres cuotas:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Cuota</th><th>Importe</th><th>Vencimiento</th></tr>
<tr><td>1</td><td>$ 85.000</td><td>15/05/2024</td></tr>
<tr><td>2</td><td>$ 85.000</td><td>15/06/2024</td></tr>
<tr><td>3</td><td>$ 85.000</td><td>15/07/2024</td></tr>
</table>
<p>El pago se realiza por transferencia a la cuenta de la Cooperadora (alias COOP.SANANDRES.CHACRAS)
indicando nombre y curso del alumno.</p>
<p>La autorización firmada por ambos progenitores debe entregarse en preceptoría antes del 30 de septiembre.</p>
<p>Saludos cordiales,<br>Secretaría — Colegio San Andrés de Chacras</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return m


# ------------------------------------------------------------------ 2024-05
@mail("mail/2024/05/2024-05-14_enotech-quotation.eml")
def _():
    m = base("Marco Bellandi <m.bellandi@enotech-serbatoi.example>", PILAR_W,
             "Quotation Q-2024-0514 - 3x VTF-100 fermentation tanks - Bodega Los Aromos",
             "Tue, 14 May 2024 10:22:05 +0200", "<Q20240514.1022@enotech-serbatoi.example>")
    txt = """Dear Ms. Echeverria,

thank you for your enquiry of 8 May. Please find below our quotation.

Quotation: Q-2024-0514
Item: 3 x VTF-100 vertical fermentation tank, 100 hL (10,000 L) net capacity
  - stainless steel AISI 304, 2B finish inside
  - double-zone cooling jacket (dimple type)
  - side manway 420x530 mm + top manway D.500
  - pump-over valve DN50, racking valve DN50, total drain DN65
  - adjustable legs
Unit price: EUR 12,800
Total: EUR 38,400 EXW Verona (packing included, freight excluded)
Delivery: 16-18 weeks from order confirmation and down payment
Payment: 30% with order, 70% before shipment
Validity: 60 days

Please do not hesitate to contact me for any clarification.

Best regards,
Marco Bellandi
Export Sales - Enotech Serbatoi S.r.l.
Via dell'Industria 14, Verona (VR), Italy
"""
    html = """<html><body style="font-family:Helvetica,Arial">
<p>Dear Ms. Echeverria,</p>
<p>thank you for your enquiry of 8 May. Please find below our quotation.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Quotation</th><td>Q-2024-0514</td></tr>
<tr><th>Item</th><td>3 x VTF-100 vertical fermentation tank, 100 hL (10,000 L)</td></tr>
<tr><th>Material</th><td>AISI 304, 2B finish inside</td></tr>
<tr><th>Cooling</th><td>double-zone dimple jacket</td></tr>
<tr><th>Unit price</th><td>EUR 12,800</td></tr>
<tr><th>Total</th><td>EUR 38,400 EXW Verona</td></tr>
<tr><th>Delivery</th><td>16-18 weeks</td></tr>
<tr><th>Payment</th><td>30% with order, 70% before shipment</td></tr>
</table>
<p>Best regards,<br>Marco Bellandi<br>Export Sales &ndash; Enotech Serbatoi S.r.l.</p>
</body></html>"""
    m.set_content(txt, cte="7bit")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    return m


# ------------------------------------------------------------------ 2024-06
@mail("mail/2024/06/2024-06-03_boletin-enologico.eml")
def _():
    m = base("Boletín Enológico Cuyo <boletin@enologiacuyo.example>", PILAR_W,
             "Boletín Enológico Nº 118 — heladas tardías, nuevas levaduras y la feria de septiembre",
             "Mon, 03 Jun 2024 07:00:00 -0300", "<boletin118@enologiacuyo.example>",
             extra=[("List-Unsubscribe", "<mailto:baja@enologiacuyo.example>")])
    txt = """BOLETÍN ENOLÓGICO CUYO — Nº 118 — junio 2024

1) Heladas tardías: cómo proteger los brotes en Valle de Uco (informe INTA).
2) Nuevas cepas de levadura autóctona aisladas en Luján de Cuyo: resultados de la campaña 2024.
3) Feria Vinos de Altura: 12 y 13 de septiembre, Mendoza. Inscripción de expositores abierta.
4) Mercados: Brasil sigue creciendo para el vino argentino (+14% en volumen).
5) Curso: análisis sensorial avanzado, modalidad virtual, desde el 1 de julio.

Para darte de baja respondé este correo con BAJA.
"""
    html = """<html><body><h2>Boletín Enológico Cuyo — Nº 118</h2>
<ol>
<li><b>Heladas tardías</b>: cómo proteger los brotes en Valle de Uco (informe INTA).</li>
<li><b>Levaduras autóctonas</b> aisladas en Luján de Cuyo: resultados 2024.</li>
<li><b>Feria Vinos de Altura</b>: 12 y 13 de septiembre, Mendoza.</li>
<li><b>Mercados</b>: Brasil sigue creciendo (+14% en volumen).</li>
<li><b>Curso</b>: análisis sensorial avanzado, desde el 1 de julio.</li>
</ol><p style="font-size:10px">Para darte de baja respondé este correo con BAJA.</p></body></html>"""
    m.set_content(txt, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    return m


# ------------------------------------------------------------------ 2024-07
@mail("mail/2024/07/2024-07-03_re-enotech-quotation.eml")
def _():
    m = base("Marco Bellandi <m.bellandi@enotech-serbatoi.example>", PILAR_W,
             "Re: Quotation Q-2024-0514 - 3x VTF-100 fermentation tanks - Bodega Los Aromos",
             "Wed, 03 Jul 2024 16:40:12 +0200", "<R2-20240703.1640@enotech-serbatoi.example>",
             extra=[("In-Reply-To", "<CAPE-20240628@bodegalosaromos.example>"),
                    ("References", "<Q20240514.1022@enotech-serbatoi.example> <CAPE-20240628@bodegalosaromos.example>")])
    txt = """Dear Pilar,

please find our revised offer Q-2024-0514-R2 with the changes you asked for:

  - top manways and lids in AISI 316 (instead of 304)
  - 2 x PT100 temperature probes per tank, with thermowell
  - racking arm on the side valve

Unfortunately since June our steel supplier applies a surcharge on 316 and on flat sheet, so the
price is now:

  3 x VTF-100 (revised)   EUR 41,250 total, EXW Verona

Delivery is unchanged (16-18 weeks). If you confirm before 31 August we can keep a production
slot in weeks 44-48, so the tanks can be shipped in January and arrive before your harvest.

For freight to Buenos Aires (CIF) I will ask our forwarder once the order is confirmed.

Kind regards,
Marco

On Fri, 28 Jun 2024 at 18:05, Pilar Echeverria <pecheverria@bodegalosaromos.example> wrote:
> Dear Marco,
>
> thanks for the quotation. Before we confirm, could you quote two changes:
> 1) lids and top manways in AISI 316, we have had corrosion problems with SO2 on the tops;
> 2) two temperature probes per tank (PT100).
> Also, is there any discount if we pay 40% in advance instead of 30%?
>
> Best,
> Pilar Echeverria
> Enologa - Bodega Los Aromos
"""
    m.set_content(txt, cte="7bit")
    return m


@mail("mail/2024/07/2024-07-29_club-chacras-torneo.eml")
def _():
    m = base("Club Atlético Chacras de Coria <futbol@clubchacras.example>",
             "Padres Sub-17 <padres.sub17@clubchacras.example>",
             "Sub-17: Torneo Regional San Rafael + cuota social agosto",
             "Mon, 29 Jul 2024 20:15:33 -0300", "<sub17-20240729@clubchacras.example>")
    html = """<html><body>
<p>Hola familias de la Sub-17!</p>
<p>Les confirmamos que los chicos van a participar del <b>Torneo Regional Juvenil en San Rafael</b>
el <b>sábado 14 y domingo 15 de septiembre</b>. Salimos el sábado 6:30 desde la sede y volvemos el domingo a la noche.
El costo del traslado lo informa el profe Damián por el grupo de WhatsApp de cada categoría.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Concepto</th><th>Importe</th><th>Vence</th></tr>
<tr><td>Cuota social agosto</td><td>$ 16.500</td><td>10/08</td></tr>
<tr><td>Seguro deportivo anual</td><td>$ 9.000</td><td>10/08</td></tr>
<tr><td>Inscripción torneo (alojamiento y comidas)</td><td>$ 32.000</td><td>30/08</td></tr>
</table>
<p>Entrenamientos sin cambios: martes y jueves 18:30 en la cancha 2.</p>
<p>Abrazo,<br>Comisión de Fútbol Juvenil — Club Atlético Chacras de Coria</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return m


# ------------------------------------------------------------------ 2024-08
@mail("mail/2024/08/2024-08-05_ortodoncia-presupuesto.eml")
def _():
    m = base("Consultorio Dra. Valeria Sosa <turnos@ortodonciasosa.example>", PILAR_P,
             "Presupuesto tratamiento - Tomás Ruiz Echeverría",
             "Mon, 05 Aug 2024 11:03:27 -0300", "<pres-0805-tomas@ortodonciasosa.example>")
    txt = """Hola Pilar, ¿cómo estás?

Te adjunto el presupuesto del tratamiento de Tomás con brackets metálicos convencionales, como lo
conversamos en la consulta. La colocación queda para el miércoles 14 de agosto a las 17:30.

Los controles mensuales tienen un valor de $ 45.000 cada uno (no incluidos en el presupuesto).

Cualquier duda, escribinos.
Saludos,
Lorena — secretaría
Consultorio Dra. Valeria Sosa — Ortodoncia
Arístides Villanueva 455, 2º piso, Mendoza
"""
    att = """CONSULTORIO DRA. VALERIA SOSA - ORTODONCIA
PRESUPUESTO Nº 2024-0318
Fecha: 05/08/2024
Paciente: Tomás Ruiz Echeverría (16 años)
Responsables: Pilar Echeverría / Martín Ruiz

Tratamiento: ortodoncia fija superior e inferior, brackets metálicos convencionales
Duración estimada: 24 meses

  Estudios (telerradiografía, modelos, fotos) ............ $   95.000
  Aparatología superior + inferior ........................ $  780.000
  Colocación ............................................. $  185.000
  Retiro + contención (placa y alambre fijo) .............. $  180.000
  -----------------------------------------------------------------
  TOTAL TRATAMIENTO ..................................... $ 1.240.000

Forma de pago: 40% al inicio, saldo en 6 cuotas mensuales.
Controles mensuales: se abonan aparte.
Validez: 30 días.
"""
    m.set_content(txt, cte="quoted-printable")
    m.add_attachment(att, subtype="plain", filename="presupuesto_tomas_ruiz.txt", cte="base64")
    return m


@mail("mail/2024/08/2024-08-12_registro-civil-posesion-efectiva.eml")
def _():
    m = base("Registro Civil e Identificación <notificaciones@registrocivil.example>", PILAR_P,
             "Posesión efectiva concedida - Solicitud Nº PE-2024-118273",
             "Mon, 12 Aug 2024 14:30:00 -0400", "<pe-2024-118273@registrocivil.example>")
    html = """<html><body style="font-family:Arial">
<p>Estimada Sra. Pilar Echeverría Lagos:</p>
<p>Le informamos que la solicitud de posesión efectiva de la herencia intestada ha sido <b>concedida</b>
mediante resolución exenta y se encuentra inscrita en el Registro Nacional de Posesiones Efectivas.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Solicitud</th><td>PE-2024-118273</td></tr>
<tr><th>Causante</th><td>Jorge Echeverría Soto</td></tr>
<tr><th>Fecha de defunción</th><td>17/01/2024</td></tr>
<tr><th>Herederos</th><td>Pilar Echeverría Lagos; Rodrigo Echeverría Lagos</td></tr>
<tr><th>Inventario</th><td>Inmueble Pasaje Las Violetas 1432, Ñuñoa; cuenta vista BancoEstado</td></tr>
<tr><th>Estado</th><td>Concedida e inscrita</td></tr>
</table>
<p>Recuerde que debe presentar la declaración del impuesto a las herencias ante el Servicio de
Impuestos Internos dentro del plazo legal.</p>
<p>Servicio de Registro Civil e Identificación</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return m


# ------------------------------------------------------------------ 2024-09
@mail("mail/2024/09/2024-09-17_enotech-order-confirmation.eml")
def _():
    m = base("Marco Bellandi <m.bellandi@enotech-serbatoi.example>", PILAR_W,
             "Order confirmation - Bodega Los Aromos - 3x VTF-100",
             "Tue, 17 Sep 2024 09:15:44 +0200", "<OC-20240917.0915@enotech-serbatoi.example>",
             cc="Gustavo Lencinas <glencinas@bodegalosaromos.example>")
    txt = """Dear Pilar, dear Gustavo,

thank you for your order. The down payment (30%) has been received on 13 September.

Please find attached our order confirmation. Production is planned in weeks 44-48; we will send
the anchor bolt layout and the foundation drawing within two weeks.

Kind regards,
Marco Bellandi
Enotech Serbatoi S.r.l.
"""
    att = """ENOTECH SERBATOI S.r.l. - Via dell'Industria 14 - Verona (VR) - Italy
ORDER CONFIRMATION
==================
Order Confirmation No.: EST-24-1187
Date: 17/09/2024
Customer: Bodega Los Aromos S.A., Ruta 15 km 24, Agrelo, Lujan de Cuyo, Mendoza, Argentina
Your PO: LA-OC-0912
Reference: revised quotation Q-2024-0514-R2 (prices as per quotation)

Pos 1  3 pcs  VTF-100 vertical fermentation tank 100 hL, AISI 304 body / AISI 316 top
              double-zone dimple cooling jacket, 2 x PT100 per tank, racking arm
Incoterm: EXW Verona (freight to be quoted separately)
Production: weeks 44-48 / 2024
Down payment 30%: received 13/09/2024
Balance 70%: before shipment

Please quote our order confirmation number in all correspondence.
"""
    m.set_content(txt, cte="7bit")
    m.add_attachment(att, subtype="plain", filename="order_confirmation.txt", cte="base64")
    return m


@mail("mail/2024/09/2024-09-24_sii-formulario-4423.eml")
def _():
    m = base("SII - Servicio de Impuestos Internos <notificaciones@sii.example>", PILAR_P,
             "Comprobante de declaración - Formulario 4423",
             "Tue, 24 Sep 2024 12:47:09 -0300", "<f4423-20240924-1247@sii.example>")
    txt = """Servicio de Impuestos Internos
COMPROBANTE DE DECLARACIÓN — IMPUESTO A LAS HERENCIAS

Formulario: 4423
Folio: 88204417
Fecha de presentación: 24/09/2024
Causante: Jorge Echeverría Soto
Declarante: Pilar Echeverría Lagos (por sí y en representación de Rodrigo Echeverría Lagos)

Masa hereditaria declarada: $ 214.630.000
Impuesto determinado (ambos herederos): $ 0 — asignaciones bajo el tramo exento
Estado: Recibida conforme

Conserve este comprobante. Para consultas, cite el folio de la declaración.
Este es un correo automático, por favor no responda.
"""
    m.set_content(txt, cte="base64")
    return m


# ------------------------------------------------------------------ 2024-10
@mail("mail/2024/10/2024-10-08_propiedades-andes-publicacion.eml")
def _():
    m = base("Carolina Fuenzalida <cfuenzalida@propiedadesandes.example>", PILAR_P,
             "Publicación Pasaje Las Violetas 1432 — ya está en línea",
             "Tue, 08 Oct 2024 17:22:10 -0300", "<pub-lasvioletas-20241008@propiedadesandes.example>",
             cc="Rodrigo Echeverría <rodrigo.echeverria@correo.example>")
    txt = """Hola Pilar, hola Rodrigo:

Les cuento que la casa de Pasaje Las Violetas 1432 ya está publicada en nuestro sitio y en los
portales. Quedó con un precio de UF 6.900, de acuerdo a la tasación que hicimos en septiembre
(rango UF 6.600 – 7.000).

Ficha:
- 3 dormitorios, 2 baños, living-comedor, cocina, patio con parrón
- terreno 312 m², construidos 128 m²
- contribuciones al día (según lo que me indicaron)

La primera semana suelen llegar varias consultas; les voy informando. Mi sugerencia es esperar
unos tres meses antes de pensar en ajustar el precio.

Un abrazo,
Carolina Fuenzalida
Corredora — Propiedades Andes Sur
+56 9 5555 0187
"""
    html = """<html><body style="font-family:Georgia">
<p>Hola Pilar, hola Rodrigo:</p>
<p>La casa de <b>Pasaje Las Violetas 1432</b> ya está publicada en nuestro sitio y en los portales.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Precio publicación</th><td>UF 6.900</td></tr>
<tr><th>Tasación (sept.)</th><td>UF 6.600 – 7.000</td></tr>
<tr><th>Dormitorios / baños</th><td>3 / 2</td></tr>
<tr><th>Terreno / construidos</th><td>312 m² / 128 m²</td></tr>
</table>
<p>Mi sugerencia es esperar unos tres meses antes de pensar en ajustar el precio.</p>
<p>Un abrazo,<br>Carolina Fuenzalida<br>Propiedades Andes Sur</p>
</body></html>"""
    m.set_content(txt, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    return m


@mail("mail/2024/10/2024-10-28_fwd-sommelier-casa-bruma.eml")
def _():
    m = base("Gustavo Lencinas <glencinas@bodegalosaromos.example>", PILAR_W,
             "Fwd: Visita a la bodega - Casa Bruma",
             "Mon, 28 Oct 2024 19:02:51 -0300", "<fwd-casabruma-1028@bodegalosaromos.example>")
    txt = """Pili, te lo dejo a vos. Atendelo como vos sabés, que Casa Bruma nos puede abrir la puerta de
Palermo. Coordiná fecha directamente con él.

G.

---------- Forwarded message ---------
De: Andrea Vitale <andrea@casabruma.example>
Date: vie, 25 oct 2024 a las 12:40
Subject: Visita a la bodega - Casa Bruma
To: Gustavo Lencinas <glencinas@bodegalosaromos.example>

Estimado Gustavo:

Soy Andrea Vitale, sommelier de Casa Bruma (Palermo, Buenos Aires). Estamos armando la carta de
otoño con foco en vinos de Mendoza "de lugar" y nos encantaría visitar la bodega en marzo, en
plena vendimia, para probar sus vinos y conocer el viñedo. Me interesan especialmente el Cabernet
Franc de Gualtallary y el Malbec de parcela.

¿Sería posible la semana del 17 de marzo? Quedo atento.

Saludos cordiales,
Andrea Vitale
Sommelier — Casa Bruma
"""
    m.set_content(txt, cte="8bit")
    return m


# ------------------------------------------------------------------ 2024-11
@mail("mail/2024/11/2024-11-02_vinhos-do-sul-certificate.eml")
def _():
    m = base("Fernanda Lopes <fernanda@vinhosdosul.example>", PILAR_W,
             "URGENT - container held in Santos - INV certificate lot number",
             "Sat, 02 Nov 2024 10:48:19 -0300", "<vds-20241102-1048@vinhosdosul.example>",
             cc="Gustavo Lencinas <glencinas@bodegalosaromos.example>")
    txt = """Hi Pilar,

bad news, sorry to write on a Saturday. The MAPA inspection in Santos has put our container on
hold:

  Container: MSKU 448120-3
  B/L: BUE2410-88231
  Vessel: Maersk Itajaí, arrived 30/10

Reason: the INV certificate of analysis CA-2024-029455 states lot L-2319, but the labels, the
invoice and the packing list all say L-2391. For MAPA this is a document/product mismatch.

Options, as far as I understand:
  (a) relabel the bottles in the bonded warehouse here with the lot on the certificate
      (the warehouse quotes about 9 working days + labour), or
  (b) you obtain a corrected certificate from INV and send us the original by courier.

Storage in the terminal is running from Monday. Please let me know what you prefer as soon as
possible. I can call you Monday morning.

Beijos,
Fernanda Lopes
Vinhos do Sul Importadora — São Paulo
"""
    m.set_content(txt, cte="quoted-printable")
    return m


@mail("mail/2024/11/2024-11-06_re-certificado-inv.eml")
def _():
    m = base("Sergio Pizarro <pizarro@despachoscuyo.example>", PILAR_W,
             "Re: Certificado INV rectificado - embarque Vinhos do Sul",
             "Wed, 06 Nov 2024 18:31:02 -0300", "<sp-20241106-1831@despachoscuyo.example>",
             cc="Gustavo Lencinas <glencinas@bodegalosaromos.example>",
             extra=[("In-Reply-To", "<pe-20241104-1012@bodegalosaromos.example>")])
    txt = """Pilar, buenas tardes:

Listo. El INV emitió hoy el certificado de análisis rectificado para exportación:

  Certificado Nº CA-2024-031877
  Lote: L-2391 (corregido)
  Reemplaza al CA-2024-029455, que queda anulado.

El original sale mañana jueves por DHL a Santos, a nombre de Fernanda Lopes (Vinhos do Sul).
Guía DHL: te la paso mañana apenas la tenga. Le mandé copia escaneada a Fernanda para que la
presente ya al MAPA y vayan adelantando.

Costo del trámite INV + courier: te lo facturo con el despacho de noviembre.

Saludos,
Sergio Pizarro
Despachante de Aduana — Despachos Cuyo

El lun, 4 nov 2024 a las 10:12, Pilar Echeverria escribió:
> Sergio, buen día:
> como te comenté por teléfono, Gustavo decidió no reetiquetar. Necesitamos que el INV nos
> rectifique el certificado de análisis del embarque a Brasil (lote mal tipeado, va L-2391).
> ¿Cuánto puede tardar? El contenedor está parado en Santos y corre el almacenaje.
> Gracias!
> Pilar
"""
    m.set_content(txt, cte="base64")
    return m


@mail("mail/2024/11/2024-11-19_mercado-sur-recibo.eml")
def _():
    m = base("Mercado Sur <no-responder@mercadosur.example>", PILAR_P,
             "¡Listo! Tu compra está confirmada — Kit juntas carburador Solex 26/35",
             "Tue, 19 Nov 2024 22:05:40 -0300", "<ms-orden-2000071834@mercadosur.example>")
    txt = """Hola Pilar,

Tu compra está confirmada.

Producto: Kit juntas y reparación carburador Solex 26/35 CSIC (Citroën 2CV / Ami 8)
Vendedor: CLASICOS_FRANCESES_BA
Cantidad: 1
Precio: $ 38.500
Envío: $ 6.200 (llega entre el 25 y el 28 de noviembre)
Total: $ 44.700
Orden: #2000071834

Gracias por comprar en Mercado Sur.
"""
    html = """<html><body><h3>Tu compra está confirmada</h3>
<table border="0" cellpadding="3"><tr><td>Producto</td><td>Kit juntas carburador Solex 26/35 CSIC (2CV / Ami 8)</td></tr>
<tr><td>Precio</td><td>$ 38.500</td></tr><tr><td>Envío</td><td>$ 6.200</td></tr>
<tr><td><b>Total</b></td><td><b>$ 44.700</b></td></tr><tr><td>Orden</td><td>#2000071834</td></tr></table>
</body></html>"""
    m.set_content(txt, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="base64")
    return m


# ------------------------------------------------------------------ 2024-12
@mail("mail/2024/12/2024-12-05_vinoteca-promo.eml")
def _():
    m = base("La Cava de Chacras <promos@lacavachacras.example>", PILAR_P,
             "🎄 Fiestas: 20% OFF en espumantes y cajas mixtas",
             "Thu, 05 Dec 2024 10:00:00 -0300", "<promo-fiestas-2024@lacavachacras.example>")
    html = """<html><body style="font-family:Verdana">
<h2>¡Llegan las fiestas a La Cava!</h2>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Producto</th><th>Antes</th><th>Ahora</th></tr>
<tr><td>Espumante Brut Nature (6 u.)</td><td>$ 96.000</td><td>$ 76.800</td></tr>
<tr><td>Caja mixta Malbec Valle de Uco (6 u.)</td><td>$ 84.000</td><td>$ 67.200</td></tr>
<tr><td>Pan dulce artesanal + Cosecha Tardía</td><td>$ 32.000</td><td>$ 25.600</td></tr>
</table>
<p>Envíos gratis en Chacras, Vistalba y Luján hasta el 23/12.</p>
<p style="font-size:9px">Si no querés recibir más promociones, hacé clic acá.</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return m


@mail("mail/2024/12/2024-12-12_taller-quiroga-2cv.eml")
def _():
    m = base("Taller Quiroga <tallerquiroga@correo.example>", PILAR_P,
             "2CV novedades",
             "Thu, 12 Dec 2024 19:47:13 -0300", "<tq-20241212-1947@correo.example>")
    txt = """Pilar buenas tardes

Te cuento como viene el Dos Caballos:

- llegaron los faros y el burlete de las puertas, todo original, impecable
- los cilindros de rueda delanteros los cambie, los traseros estaban bien
- el kit de embrague que pedimos a Francia (Méhari Pièces, Lyon) todavia NO llego, dicen que sale
  en enero y tarda 4-6 semanas mas. Sin eso no lo puedo terminar de armar
- la instalacion electrica la arranco la semana que viene

Por la plata: calculo que de mano de obra faltan unos $ 850.000 hasta terminarlo (sin pintura ni
tapizado, eso es aparte).

Otra cosa: ¿me confirmás el gris Cormoran asi compro la pintura antes de que aumente? El chapista
me lo pide para enero.

Y cuando este andando hay que sacar turno para la RTO, acordate que sin eso no lo podes sacar a la
calle.

Saludos
Beto
Taller Quiroga — Godoy Cruz
"""
    m.set_content(txt, cte="8bit")
    return m


# ------------------------------------------------------------------ 2025-01
@mail("mail/2025/01/2025-01-08_fibra-cuyo-factura.eml")
def _():
    m = base("Fibra Cuyo <facturacion@fibracuyo.example>", PILAR_P,
             "Tu factura de enero ya está disponible",
             "Wed, 08 Jan 2025 06:30:00 -0300", "<fc-factura-202501-88412@fibracuyo.example>")
    html = """<html><body>
<p>Hola Pilar Echeverría,</p>
<p>Tu factura de <b>enero 2025</b> ya está disponible.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Cliente</th><td>88412</td></tr>
<tr><th>Plan</th><td>Fibra 300 Mb + WiFi 6</td></tr>
<tr><th>Domicilio</th><td>Viamonte 4820, 4B, Chacras de Coria</td></tr>
<tr><th>Importe</th><td>$ 21.900</td></tr>
<tr><th>Vencimiento</th><td>20/01/2025</td></tr>
</table>
<p>Tip: podés cambiar el nombre y la contraseña de tu red wifi desde la app Mi Fibra.</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return m


@mail("mail/2025/01/2025-01-15_enotech-shipping-update.eml")
def _():
    m = base("Giulia Ferraresi <g.ferraresi@enotech-serbatoi.example>", PILAR_W,
             "Your order VTF-100 x3 - shipping details & new contact person",
             "Wed, 15 Jan 2025 11:05:37 +0100", "<ship-20250115-1105@enotech-serbatoi.example>",
             cc="Gustavo Lencinas <glencinas@bodegalosaromos.example>")
    html = """<html><body style="font-family:Helvetica,Arial">
<p>Dear Pilar,</p>
<p>let me introduce myself: I am <b>Giulia Ferraresi</b>, export sales. Marco Bellandi left Enotech at the end of
December and I am now your contact person for the order and for after-sales. You can reach me at this address
or on +39 045 555 0133.</p>
<p>Your three tanks are finished, tested and packed. Shipping details:</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Vessel</th><td>MSC Aurora</td></tr>
<tr><th>Port of loading</th><td>Genova</td></tr>
<tr><th>ETD</th><td>28 January 2025</td></tr>
<tr><th>Port of discharge</th><td>Buenos Aires</td></tr>
<tr><th>ETA</th><td>5 March 2025</td></tr>
<tr><th>Container</th><td>1 x 40' open top</td></tr>
<tr><th>Freight + insurance (CIF Buenos Aires)</th><td>EUR 3,980</td></tr>
</table>
<p>The freight will be invoiced together with the balance (70%). Our forwarder will send the draft B/L next week.</p>
<p>Best regards,<br>Giulia Ferraresi<br>Export Sales &ndash; Enotech Serbatoi S.r.l.</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="quoted-printable")
    return m


@mail("mail/2025/01/2025-01-20_re-precio-casa.eml")
def _():
    m = base("Carolina Fuenzalida <cfuenzalida@propiedadesandes.example>", PILAR_P,
             "Re: precio casa Las Violetas",
             "Mon, 20 Jan 2025 12:14:55 -0300", "<cf-20250120-1214@propiedadesandes.example>",
             cc="Rodrigo Echeverría <rodrigo.echeverria@correo.example>",
             extra=[("In-Reply-To", "<pe-20250119-2230@correo.example>")])
    txt = """Hola Pilar:

Perfecto, como conversamos los tres por videollamada, desde hoy la casa queda publicada en
UF 6.500 (antes 6.900). Ya actualicé el sitio y los portales.

Por otro lado, los Contreras (la pareja que vino a verla contigo el 10 de enero) hicieron una
oferta formal de UF 6.200, con crédito hipotecario preaprobado. Les dije que ustedes lo iban a
conversar. Mi recomendación: contraofertar alrededor de UF 6.400 – 6.350; son compradores serios y
el banco ya los aprobó.

Quedo atenta a lo que decidan con Rodrigo.

Cariños,
Carolina

El dom, 19 ene 2025 a las 22:30, Pilar Echeverría escribió:
> Carolina, hablé con Rodrigo y estamos de acuerdo en bajar el precio como sugeriste.
> ¿Podés actualizar la publicación? Y contame si los Contreras dijeron algo después de la visita.
> Gracias,
> Pilar
"""
    m.set_content(txt, cte="8bit")
    return m


# ------------------------------------------------------------------ 2025-02
@mail("mail/2025/02/2025-02-06_re-oferta-contreras.eml")
def _():
    m = base("Rodrigo Echeverría <rodrigo.echeverria@correo.example>", PILAR_P,
             "Re: Fwd: oferta Contreras",
             "Thu, 06 Feb 2025 21:40:18 -0300", "<re-20250206-2140@correo.example>",
             extra=[("In-Reply-To", "<pe-20250205-1830@correo.example>")])
    txt = """Pili:

Ok, yo también lo pensé harto. Decidido entonces: aceptamos la contraoferta de los Contreras,
UF 6.350, con escritura en marzo. Le escribo yo a Carolina para que le avise al corredor de ellos
y que la notaría nos mande fecha. Vamos 50 y 50 como siempre.

Lo de los muebles: ya conseguí el guardamuebles, "Guarda Todo" en Av. Vicuña Mackenna 7110, La
Florida, bodega 42. Lo arrendé por 6 meses. El flete lo hace el primo de Claudia el sábado 15, y
ahí llevamos todo lo que no se regala. El piano va directo a mi casa.

Un abrazo grande,
Rodrigo

El mié, 5 feb 2025 a las 18:30, Pilar Echeverría <pilar.echeverria@correo.example> escribió:
> Rodri, te reenvío lo que dice Carolina. Los Contreras subieron a UF 6.350.
> Yo aceptaría: quiero cerrar esto antes del invierno y me gusta que sea una familia.
> ¿Vos qué decís? Y ¿qué hacemos con los muebles que no se lleva nadie?
> Pili
"""
    m.set_content(txt, cte="8bit")
    return m


@mail("mail/2025/02/2025-02-10_aeroandes-reserva.eml")
def _():
    m = base("AeroAndes <reservas@aeroandes.example>", PILAR_P,
             "Confirmación de tu reserva — Mendoza ⇄ Santiago",
             "Mon, 10 Feb 2025 23:12:08 -0300", "<aa-conf-20250210-2312@aeroandes.example>")
    html = """<html><body style="font-family:Arial">
<h2>¡Tu viaje está confirmado!</h2>
<p>Hola PILAR ECHEVERRIA, gracias por volar con AeroAndes.</p>
<p>Código de reserva: <b style="font-size:20px">QXM7TR</b></p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Tramo</th><th>Vuelo</th><th>Fecha</th><th>Sale</th><th>Llega</th><th>Asiento</th></tr>
<tr><td>MDZ → SCL</td><td>AN 1402</td><td>mar 18 mar 2025</td><td>07:40</td><td>08:45</td><td>3A</td></tr>
<tr><td>SCL → MDZ</td><td>AN 1409</td><td>sáb 22 mar 2025</td><td>19:10</td><td>20:10</td><td>12C</td></tr>
</table>
<p>Tarifa: Light + equipaje en bodega 23 kg. Total pagado: USD 312,40.</p>
<p>Presentá tu código de reserva y tu documento en el aeropuerto. Check-in online desde 48 h antes.</p>
</body></html>"""
    m.set_content(html, subtype="html", cte="base64")
    return m


@mail("mail/2025/02/2025-02-18_notaria-firma.eml")
def _():
    m = base("38ª Notaría de Santiago <agenda@notariagutierrez.example>", PILAR_P,
             "Confirmación firma escritura compraventa — Las Violetas 1432",
             "Tue, 18 Feb 2025 16:05:41 -0300", "<agenda-20250218-1605@notariagutierrez.example>",
             cc="Rodrigo Echeverría <rodrigo.echeverria@correo.example>")
    txt = """Estimada Sra. Echeverría:

Por instrucción de Propiedades Andes Sur y del banco de los compradores, confirmamos la firma de la
escritura de compraventa del inmueble ubicado en Pasaje Las Violetas 1432, comuna de Ñuñoa:

  Fecha: jueves 20 de marzo de 2025
  Hora: 10:30 hrs.
  Lugar: Huérfanos 1160, oficina 204, Santiago Centro (38ª Notaría, notario Raúl Gutiérrez Pinto)

Comparecientes vendedores: Pilar Echeverría Lagos y Rodrigo Echeverría Lagos.
Deben presentarse con cédula de identidad vigente. Se ruega puntualidad; la firma del banco se
realiza a continuación.

Documentos que aún faltan en la carpeta: certificado de avalúo fiscal y certificado de deuda de
contribuciones (Tesorería). Favor enviarlos antes del 14 de marzo.

Atentamente,
Ximena Rojas
Agenda — 38ª Notaría de Santiago
"""
    m.set_content(txt, cte="quoted-printable")
    return m


@mail("mail/2025/02/2025-02-21_enotech-eta-update.eml")
def _():
    m = base("Giulia Ferraresi <g.ferraresi@enotech-serbatoi.example>", PILAR_W,
             "Shipment update - new vessel / new ETA + documents still missing",
             "Fri, 21 Feb 2025 14:22:09 +0100", "<ship-20250221-1422@enotech-serbatoi.example>",
             cc="Gustavo Lencinas <glencinas@bodegalosaromos.example>")
    txt = """Dear Pilar,

I am sorry to inform you that the container was rolled over in Valencia (transshipment) because of
port congestion. The forwarder has booked it on a new vessel:

  New vessel: MSC Leandra
  New ETA Buenos Aires: 26 March 2025 (previous ETA 5 March is cancelled)

I know this is during your harvest. We will do our best to keep you informed of any change.

Still pending from your side, please:
  1) the anchor bolt layout / foundation drawing signed by your engineer (we sent the template in
     October), so our technician can check the slab before travelling;
  2) confirmation of the consignee CUIT and address for the B/L amendment.

Our technician, Paolo Zanetti, will travel to Mendoza for the installation once the tanks are on
site. Let us agree the dates by phone.

Best regards,
Giulia Ferraresi
Export Sales - Enotech Serbatoi S.r.l.
"""
    html = """<html><body style="font-family:Helvetica,Arial">
<p>Dear Pilar,</p>
<p>the container was rolled over in Valencia (transshipment) because of port congestion.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>New vessel</th><td>MSC Leandra</td></tr>
<tr><th>New ETA Buenos Aires</th><td>26 March 2025</td></tr>
<tr><th>Previous ETA</th><td><s>5 March 2025</s> (cancelled)</td></tr>
</table>
<p><b>Still pending from your side:</b></p>
<ol><li>anchor bolt layout / foundation drawing signed by your engineer;</li>
<li>consignee CUIT and address for the B/L amendment.</li></ol>
<p>Our technician, Paolo Zanetti, will travel once the tanks are on site.</p>
<p>Best regards,<br>Giulia Ferraresi</p>
</body></html>"""
    m.set_content(txt, cte="7bit")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    return m


@mail("mail/2025/02/2025-02-25_colegio-inicio-clases.eml")
def _():
    m = base("Colegio San Andrés de Chacras <secretaria@colegiosanandres.example>",
             "Familias 5º año <familias5@colegiosanandres.example>",
             "5º año 2025: reunión de padres y viaje de estudios a Bariloche",
             "Tue, 25 Feb 2025 08:40:00 -0300", "<5anio-20250225@colegiosanandres.example>")
    txt = """Estimadas familias de 5º año:

¡Bienvenidos al último año! Les recordamos que las clases comienzan el miércoles 26 de febrero.

REUNIÓN DE PADRES
Viernes 21 de marzo, 19 hs, en el SUM del colegio. Temas: viaje de estudios, fiesta de egresados,
orientación vocacional.

VIAJE DE ESTUDIOS A BARILOCHE
- Salida: sábado 12 de julio de 2025, 20 hs, desde la Terminal de Ómnibus de Mendoza (plataforma 40).
- Regreso: sábado 19 de julio por la mañana.
- Empresa: Travesías Patagónicas (coordina Prof. Mariela Giordano).
- Autorización firmada por ambos progenitores: entregar en preceptoría antes del 31 de marzo.
- Cuotas: 6 cuotas de $ 290.000, la primera vence el 10 de marzo.

Saludos cordiales,
Secretaría — Colegio San Andrés de Chacras
"""
    html = """<html><body style="font-family:Arial">
<p>Estimadas familias de 5º año:</p>
<p>Las clases comienzan el <b>miércoles 26 de febrero</b>.</p>
<h3>Reunión de padres</h3>
<p>Viernes 21 de marzo, 19 hs, SUM del colegio.</p>
<h3>Viaje de estudios a Bariloche</h3>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>Salida</th><td>sábado 12 de julio de 2025, 20 hs, Terminal de Ómnibus de Mendoza (plataforma 40)</td></tr>
<tr><th>Regreso</th><td>sábado 19 de julio</td></tr>
<tr><th>Autorización</th><td>firmada por ambos progenitores, antes del 31 de marzo</td></tr>
<tr><th>Cuotas</th><td>6 x $ 290.000 (1ª vence 10/03)</td></tr>
</table>
<p>Secretaría — Colegio San Andrés de Chacras</p>
</body></html>"""
    m.set_content(txt, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    return m


@mail("mail/2025/02/2025-02-27_re-visita-sommelier.eml")
def _():
    m = base("Andrea Vitale <andrea@casabruma.example>", PILAR_W,
             "Re: Visita Casa Bruma - cambio de fecha",
             "Thu, 27 Feb 2025 13:18:40 -0300", "<av-20250227-1318@casabruma.example>",
             extra=[("In-Reply-To", "<pe-20250226-2105@bodegalosaromos.example>")])
    txt = """Hola Pilar!

Dale, ningún problema, la vendimia manda (y las notarías también, jaja). Pasamos la visita al
jueves 27 de marzo a las 11:00 en la bodega. Vuelo el 26 a la noche, así que llego descansado.

Voy con Sofía, mi jefa de sala, si no te molesta. Y sí, encantados de quedarnos a almorzar.
Me muero por probar ese Cab Franc del fudre del que me hablaste.

Abrazo,
Andrea

El mié, 26 feb 2025 a las 21:05, Pilar Echeverria escribió:
> Hola Andrea, ¿cómo andás?
> Te escribo porque me surgió un viaje a Santiago por la venta de la casa de mi papá justo el
> martes 18 y no voy a estar. ¿Podemos pasar la visita a la semana siguiente? Te propongo el
> jueves 27 a la mañana. Perdón por el cambio!
> Pilar
"""
    m.set_content(txt, cte="quoted-printable")
    return m


# ------------------------------------------------------------------ 2025-03
@mail("mail/2025/03/2025-03-05_re-tomas-marzo.eml")
def _():
    m = base("Martín Ruiz <martin.ruiz@correo.example>", PILAR_P,
             "Re: Tomi semana del 17",
             "Wed, 05 Mar 2025 08:55:21 -0300", "<mr-20250305-0855@correo.example>",
             extra=[("In-Reply-To", "<pe-20250304-2210@correo.example>")])
    txt = """Pili, buen día.

Justo esa semana me mandan a Buenos Aires por laburo, del lunes 17 al viernes 21, no me lo puedo
sacar de encima. Ya lo arreglé con mi hermana: Laura lo busca del colegio y Tomi se queda en lo
de ella del martes 18 al sábado 22. Ella lo lleva al entrenamiento el jueves. El sábado cuando
vuelvas lo buscás por lo de Laura (Barrio Dalvian, ya sabés).

Pasale a Laura el horario del orto si tiene turno esa semana.

Abrazo,
Martín

El mar, 4 mar 2025 a las 22:10, Pilar Echeverría escribió:
> Martín, te recuerdo que del 18 al 22 estoy en Santiago por la firma de la casa.
> ¿Tomi se queda con vos esos días? Avisame así me organizo.
> P.
"""
    m.set_content(txt, cte="quoted-printable")
    return m
