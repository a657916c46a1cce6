# -*- coding: utf-8 -*-
"""E-mails (.eml) and the volunteers' mailing list (.mbox)."""
from lib import when, quote, TR

ELIF = "Elif Yıldız-Carter <elif@yildizcarter.example>"
ELIF_PHONE = "Elif Yildiz-Carter <elif@yildizcarter.example>"
TOM = "Tom Carter <tom@yildizcarter.example>"
JANET = "Janet Okafor <janet.okafor@abbeydalekitchen.example>"
MEHMET = "Antep Baharat Evi - Mehmet Kaya <siparis@antepbaharatevi.example>"
AYSE = "Ayşe Demirtaş <ayse@ayvalikzeytin.example>"
ZEYNEP = "Zeynep Aksoy <zeynep.aksoy@egeposta.example>"
GILLIAN = "Gillian Marsh <gillian.marsh@moorfootvets.example>"
SCHOOL = "Brincliffe Edge Primary School <office@brincliffeedge.sch.example>"

MAILS = []  # list of (path, spec)


def add(path, **spec):
    MAILS.append((path, spec))


# ------------------------------------------------------------------ M01
add("mail/2024/03/2024-03-21_janet_saturday-bookings.eml",
    **{"from": JANET, "to": ELIF, "subject": "Saturday bookings – April to July",
       "date": when("2024-03-21 09:30"), "msgid": "<20240321093012.4471@abbeydalekitchen.example>",
       "cte": "quoted-printable",
       "body": """Hi Elif,

Lovely to meet you on Tuesday – the committee were really happy to hear about the Turkish cooking sessions, and Raj has already asked if he can come to one.

I can confirm alternate Saturdays from 13 April through to the end of July, 10:00–13:30 in the main kitchen (you'll have all five stations). Hire is £40 per session, I invoice monthly.

A few house rules:
- Max 10 participants (fire certificate for the main kitchen)
- Everything cleaned down and put away by 13:30, the youth group is in at 14:00
- Keys are in the key safe by the side door; I'll give you the closing-up sheet with the code nearer the time
- Hirers need a Level 2 food hygiene certificate – please send me a copy of yours for the file

If you want the dates in August too just let me know, we're quiet then.

Best wishes,
Janet

Janet Okafor
Bookings & Volunteer Coordinator
Abbeydale Community Kitchen
14 Carrfield Lane, Sheffield
"""})

# ------------------------------------------------------------------ M02
M02_BODY = """Merhaba Elif Hanım,

Siparişiniz elimize ulaştı, teşekkür ederiz. Özet aşağıda:

Sipariş no: AB-24-0612
- Maraş pul biber (yağlı, az acı) — 2 kg × ₺320 = ₺640
- Urfa isot — 1 kg × ₺380 = ₺380
- Sumak (çekirdeksiz) — 1 kg × ₺290 = ₺290
- Kuru nane — 500 g = ₺95
Ara toplam: ₺1.405
Kargo (İngiltere, ekonomik): ₺1.150
Toplam: ₺2.555

Ödeme bilgileri:
TR00 0000 0000 0000 0000 0000 00 (Antep Baharat Evi — Mehmet Kaya)

Ürünler vakumlu paketlenip cuma günü kargoya verilecek. Kargoya verilince takip numarasını ayrıca göndereceğiz.

İngiltere'deki kursunuz hayırlı olsun, öğrencilerinize Antep'ten selam söyleyin!

Saygılarımla,
Mehmet Kaya
Antep Baharat Evi
Gaziantep
"""
add("mail/2024/04/2024-04-09_antep-baharat_siparis-onayi.eml",
    **{"from": MEHMET, "to": ELIF, "subject": "Sipariş onayı – AB-24-0612",
       "date": when("2024-04-09 14:12", TR), "msgid": "<AB-24-0612.1712661120@antepbaharatevi.example>",
       "cte": "8bit", "body": M02_BODY})

# ------------------------------------------------------------------ M03 (reply, QP)
add("mail/2024/04/2024-04-10_re-siparis-onayi.eml",
    **{"from": ELIF, "to": MEHMET, "subject": "Re: Sipariş onayı – AB-24-0612",
       "date": when("2024-04-10 07:48"), "msgid": "<c3f1a2e0-elif-0410@yildizcarter.example>",
       "in_reply_to": "<AB-24-0612.1712661120@antepbaharatevi.example>",
       "cte": "quoted-printable",
       "body": """Mehmet Bey merhaba,

Çok teşekkürler, ödemeyi bugün yaptım (açıklamaya sipariş numarasını yazdım).

İki küçük rica:
1. Gümrük beyannamesine lütfen içeriği tek tek yazın (pul biber, isot, sumak, nane) — geçen sefer başka bir firmadan gelen paket "unknown contents" diye bir hafta bekledi.
2. Sumak'ı mümkünse iki ayrı 500 g paket yapabilir misiniz? Kursta ikiye bölüp kullanıyorum.

Sağlıcakla kalın,
Elif

9 Nis 2024 Sal 14:12 tarihinde Antep Baharat Evi - Mehmet Kaya <siparis@antepbaharatevi.example> şunu yazdı:
""" + quote(M02_BODY)})

# ------------------------------------------------------------------ M04 (HTML only, QP)
add("mail/2024/05/2024-05-03_school-newsletter-summer.eml",
    **{"from": SCHOOL, "to": "Parents and Carers <parents@brincliffeedge.sch.example>",
       "subject": "Brincliffe Edge News – Summer Term 2024",
       "date": when("2024-05-03 15:05"), "msgid": "<news-2024-05-03@brincliffeedge.sch.example>",
       "kind": "html", "cte": "quoted-printable",
       "html": """<html><head><meta charset="utf-8"><title>Brincliffe Edge News</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
<h1 style="color:#1d5c3a">Brincliffe Edge News &ndash; Summer Term</h1>
<p>Dear Parents and Carers,</p>
<p>What a busy spring it has been! Thank you to everyone who came to the Easter bonnet parade and to the PTA for raising &pound;640 at the spring disco.</p>
<h2>Key dates this term</h2>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Date</th><th>Event</th></tr>
<tr><td>Mon 27 &ndash; Fri 31 May</td><td>Half term</td></tr>
<tr><td>Mon 3 June</td><td>INSET day &ndash; school closed to pupils</td></tr>
<tr><td>Fri 14 June</td><td>Year 2 class assembly (Robin class), 9:10am</td></tr>
<tr><td>Wed 3 July</td><td>Sports Day (KS2 morning, KS1 afternoon)</td></tr>
<tr><td>Fri 12 July</td><td>Summer fair, 3:30&ndash;5:30pm</td></tr>
<tr><td>Fri 19 July</td><td>Last day of term, 1:30pm finish</td></tr>
</table>
<h2>Year 4 parents</h2>
<p>Information about next year&rsquo;s Year 5 residential will be sent out before the end of term.</p>
<h2>Uniform</h2>
<p>Summer dresses and shorts may be worn from after half term. Please name <b>everything</b> &ndash; the lost property box is overflowing.</p>
<p>With best wishes,<br>Mrs K. Lowther, Headteacher</p>
</body></html>
"""})

# ------------------------------------------------------------------ M05 (HTML only, base64) — hidden PNR
add("mail/2024/05/2024-05-14_skyanadolu-booking.eml",
    **{"from": "SkyAnadolu <noreply@skyanadolu.example>", "to": ELIF,
       "subject": "Your SkyAnadolu booking is confirmed / Rezervasyonunuz onaylandı",
       "date": when("2024-05-14 21:37"), "msgid": "<bk-20240514213712-99812@skyanadolu.example>",
       "kind": "html", "cte": "base64",
       "html": """<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="font-family:Helvetica,Arial,sans-serif">
<table width="600" style="border:1px solid #c00"><tr><td style="background:#c00;color:#fff;padding:12px"><b>SkyAnadolu</b> &middot; Booking confirmation / Rezervasyon onayı</td></tr>
<tr><td style="padding:12px">
<p>Dear Mrs Elif Yildiz-Carter,</p>
<p>Thank you for flying with us. Your booking is confirmed.</p>
<table cellpadding="4" border="1" cellspacing="0">
<tr><th align="left">Booking reference (PNR)</th><td><b>K7QZ4M</b></td></tr>
<tr><th align="left">Passengers</th><td>MRS ELIF YILDIZ-CARTER, MR THOMAS CARTER, MSTR DENIZ CARTER, MISS AYLA CARTER</td></tr>
<tr><th align="left">Baggage</th><td>1 × 23 kg checked + 1 × 8 kg cabin per passenger</td></tr>
</table>
<h3>Itinerary</h3>
<table cellpadding="4" border="1" cellspacing="0">
<tr><th>Date</th><th>Flight</th><th>From</th><th>To</th><th>Dep</th><th>Arr</th></tr>
<tr><td>Sun 28 Jul 2024</td><td>SA 1962</td><td>Manchester (MAN)</td><td>Istanbul (IST)</td><td>06:10</td><td>12:25</td></tr>
<tr><td>Sun 28 Jul 2024</td><td>SA 2318</td><td>Istanbul (IST)</td><td>Izmir (ADB)</td><td>17:40</td><td>18:50</td></tr>
<tr><td>Sun 18 Aug 2024</td><td>SA 2323</td><td>Izmir (ADB)</td><td>Istanbul (IST)</td><td>07:15</td><td>08:25</td></tr>
<tr><td>Sun 18 Aug 2024</td><td>SA 1961</td><td>Istanbul (IST)</td><td>Manchester (MAN)</td><td>10:40</td><td>12:55</td></tr>
</table>
<p>Total paid: <b>&pound;1,486.20</b> (Visa ending 4417)</p>
<p>Online check-in opens 24 hours before departure. Please have your booking reference ready.</p>
<p>İyi uçuşlar! &ndash; SkyAnadolu</p>
</td></tr></table>
</body></html>
"""})

# ------------------------------------------------------------------ M06 (Turkish, 8bit)
add("mail/2024/06/2024-06-04_zeynep_annemin-dizi.eml",
    **{"from": ZEYNEP, "to": ELIF, "subject": "Annemin dizi — doktordan döndük",
       "date": when("2024-06-04 19:22", TR), "msgid": "<zk-20240604-1922@egeposta.example>",
       "cte": "8bit",
       "body": """Ablacım merhaba,

Bugün annemle Doç. Dr. Levent Aras'a gittik (ortopedi, Bornova'da muayenehanesi var). MR sonuçlarına baktı: sol dizde kıkırdak neredeyse bitmiş. Net söyledi: total diz protezi gerekiyor, sonbaharda yapalım dedi. İğne, fizik tedavi falan artık sadece zaman kazandırırmış.

Beni asıl korkutan şu: annem artık merdivenleri çıkamıyor. Apartmanda asansör yok biliyorsun, üçüncü kat. Geçen hafta pazardan dönerken ikinci katta oturup on dakika beklemiş, komşu Saadet teyze görmüş, bana o söyledi — annem bana söylememiş bile! Babam da "bir şey yok, yorgun" diyor.

Bence yazın bizde kalsınlar, bizim ev giriş katı ve bahçeli. Ameliyattan sonra da en az bir iki ay bizde kalmalı. Sen ne dersin? Sen gelince bunu beraber konuşalım, benim sözümü dinlemiyorlar, seni dinlerler.

Temmuzda geliyorsunuz değil mi? Tarihleri yaz da Kerem izin ayarlasın.

Öpüyorum, çocuklara kocaman sarıl.
Zeynep
"""})

# ------------------------------------------------------------------ M07 (alternative, QP)
M07_TXT = """Hi all,

Good news – the practice will fund two places on the "Anaesthesia Monitoring in Practice" workshop run by the Northern Veterinary Nursing Network:

Date: Thursday 12 September 2024, 9:30 to 17:00 (registration from 9:00)
Venue: Harewood Vet Skills Centre, Unit 4, Wetherby Road, Leeds LS17 9XX
Places: Elif and Becky

It covers capnography, invasive vs non-invasive BP, and hands-on time with the new multiparameter monitors – the same model we're getting in October. Lunch is provided. Mileage can be claimed if you car-share, so please do.

I've put it on the rota; Lucy and Priya are covering theatre that day.

Please send me your certificate afterwards for your CPD file.

Thanks,
Gillian

Gillian Marsh
Practice Manager, Moorfoot Veterinary Practice
211 Ecclesall Road, Sheffield
"""
add("mail/2024/06/2024-06-18_gillian_cpd-anaesthesia-workshop.eml",
    **{"from": GILLIAN, "to": "Elif Yildiz-Carter <elif.yc@moorfootvets.example>, Becky Hollis <becky.hollis@moorfootvets.example>",
       "cc": "Priya Sandhu <priya.sandhu@moorfootvets.example>",
       "subject": "CPD: anaesthesia monitoring workshop – 12 September",
       "date": when("2024-06-18 12:41"), "msgid": "<GM.20240618.124100@moorfootvets.example>",
       "kind": "alt", "cte": "quoted-printable", "html_cte": "quoted-printable",
       "body": M07_TXT,
       "html": """<html><body style="font-family:Calibri,Arial,sans-serif;font-size:11pt">
<p>Hi all,</p>
<p>Good news &ndash; the practice will fund two places on the <i>Anaesthesia Monitoring in Practice</i> workshop run by the Northern Veterinary Nursing Network:</p>
<table border="0" cellpadding="3">
<tr><td><b>Date</b></td><td>Thursday 12 September 2024, 9:30 to 17:00 (registration from 9:00)</td></tr>
<tr><td><b>Venue</b></td><td>Harewood Vet Skills Centre, Unit 4, Wetherby Road, Leeds LS17 9XX</td></tr>
<tr><td><b>Places</b></td><td>Elif and Becky</td></tr>
</table>
<p>It covers capnography, invasive vs non-invasive BP, and hands-on time with the new multiparameter monitors &ndash; the same model we&rsquo;re getting in October. Lunch is provided. Mileage can be claimed if you car-share, so please do.</p>
<p>I&rsquo;ve put it on the rota; Lucy and Priya are covering theatre that day.</p>
<p>Please send me your certificate afterwards for your CPD file.</p>
<p>Thanks,<br>Gillian</p>
<p style="color:#666">Gillian Marsh<br>Practice Manager, Moorfoot Veterinary Practice<br>211 Ecclesall Road, Sheffield</p>
</body></html>
"""})

# ------------------------------------------------------------------ M08 (reply, 7bit)
M08_ORIG = """Hi Hannah,

Huge favour to ask... would you be able to house-sit for us while we're in
Izmir? We fly out early on the 28th of July and get back on the 18th of August.
It'd be feeding Pamuk, walking Biscuit twice a day (he's lazy, 20 mins is plenty)
and his medicine in the morning. Bins, plants, that's about it.

I'll leave a proper sheet with everything - wi-fi, vet numbers, the stopcock in
case of disasters etc.

Elif xx
"""
add("mail/2024/07/2024-07-02_hannah_re-house-sitting.eml",
    **{"from": "Hannah Webb <hannah.webb@mailbox.example>", "to": ELIF_PHONE,
       "subject": "Re: house-sitting 27 July - 18 Aug?",
       "date": when("2024-07-02 08:15"), "msgid": "<CAH4nn4h-0702-0815@mailbox.example>",
       "in_reply_to": "<elif-0701-2140@yildizcarter.example>", "cte": "7bit",
       "body": """Hi Elif!

Of course I'll do it - two and a half weeks of your garden and a greyhound on
the sofa sounds like a holiday to me. I'll come over on the evening of the 27th
so you can show me Biscuit's routine before your silly-o'clock flight.

Couple of questions:
- what's the wifi password? (I'll be working from yours on Mondays)
- is Biscuit's medicine the liquid one in the fridge or the cupboard?
- can I have a friend round for dinner one evening?

No need to pay me, honestly - just bring me back some of that pepper stuff and
Turkish delight from the good place.

Hannah x

--
Hannah Webb
07700 900215

On Mon, 1 Jul 2024 at 21:40, Elif Yildiz-Carter <elif@yildizcarter.example> wrote:
""" + quote(M08_ORIG)})

# ------------------------------------------------------------------ M09 (mixed, base64 attachment) — hidden cost + ref
add("mail/2024/07/2024-07-10_school_y5-residential-letter.eml",
    **{"from": "Mrs A. Pell <a.pell@brincliffeedge.sch.example>", "to": "Year 4 Parents <y4parents@brincliffeedge.sch.example>",
       "subject": "Year 5 Residential - Castleton - letter for parents",
       "date": when("2024-07-10 16:02"), "msgid": "<y5res-2024-07-10@brincliffeedge.sch.example>",
       "kind": "mixed", "cte": "7bit",
       "body": """Dear Parents and Carers of children going into Year 5,

Please find attached a letter with information about next year's Year 5
residential trip, including the cost, payment details and deposit deadline.

Paper copies were sent home in book bags today, but we know these have a habit
of disappearing!

Kind regards,

Mrs A. Pell
Educational Visits Coordinator
Brincliffe Edge Primary School
""",
       "attachments": [("Y5-residential-letter-2024.txt", """BRINCLIFFE EDGE PRIMARY SCHOOL
Year 5 Residential 2024 - Losehill Hall, Castleton

Dear Parents and Carers,

We are delighted to confirm that next year's Year 5 children will again spend
three days and two nights at Losehill Hall in Castleton in the first half of
the autumn term. Exact dates will be confirmed in September once the centre
has finalised its bookings.

Activities include caving at Peak Cavern, a gorge walk, orienteering and a
night walk.

Cost: £185.00 per child (includes coach, full board, all activities and
qualified instructors).

A deposit of £50.00 is due by Friday 20 September 2024, and the balance by
Friday 27 September 2024.

Please pay through the school payments system using the payment reference
BEP-Y5-3318 so that we can match the payment to your child.

If the cost is a barrier, please speak to Mrs Pell in confidence - no child
will miss out.

A kit list will follow in September.

Yours sincerely,

Mrs A. Pell
Educational Visits Coordinator
""", "base64")]})

# ------------------------------------------------------------------ M10 (alternative, QP, Turkish)
M10_TXT = """Elif Hanım merhaba,

Kargo firmasından bugün haber geldi: Temmuz sonunda gönderdiğimiz 2 tenekelik paket İngiltere gümrüğünde bekletilmiş ve size £38,60 gümrük + işlem ücreti çıkarılmış. Çok üzüldüm, gerçekten. Bugüne kadar hep sorunsuz geçiyordu; anlaşılan Brexit sonrası kurallar sıkılaştı, özellikle gıda ve yağ için.

Seçenekler şöyle:
1. Aynı şekilde göndermeye devam ederiz, ama her pakette benzer bir ücret çıkabilir.
2. Daha büyük, seyrek gönderiler (örneğin 6 teneke) — ücret yine çıkar ama teneke başına daha az düşer.
3. İngiltere'de bir dağıtıcıyla görüşüyoruz ama henüz kesin bir şey yok.

Yeni hasat (erken hasat) ekim sonunda çıkıyor, 5 L teneke fiyatımız ₺1.450 olarak kalacak.

Ne düşünürsünüz? Kararınızı bekliyorum.

Sevgiyle,
Ayşe Demirtaş
Ayvalık Zeytin Atölyesi
"""
add("mail/2024/08/2024-08-27_ayvalik_gumruk-masrafi.eml",
    **{"from": AYSE, "to": ELIF, "subject": "Son gönderi ve gümrük masrafı hakkında",
       "date": when("2024-08-27 10:05", TR), "msgid": "<ayz-20240827-1005@ayvalikzeytin.example>",
       "kind": "alt", "cte": "quoted-printable", "html_cte": "quoted-printable",
       "body": M10_TXT,
       "html": """<html><body style="font-family:Georgia,serif">
<p>Elif Hanım merhaba,</p>
<p>Kargo firmasından bugün haber geldi: Temmuz sonunda gönderdiğimiz 2 tenekelik paket İngiltere gümrüğünde bekletilmiş ve size <b>£38,60</b> gümrük + işlem ücreti çıkarılmış. Çok üzüldüm, gerçekten. Bugüne kadar hep sorunsuz geçiyordu; anlaşılan Brexit sonrası kurallar sıkılaştı, özellikle gıda ve yağ için.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Seçenek</th><th>Açıklama</th></tr>
<tr><td>1</td><td>Aynı şekilde göndermeye devam ederiz, ama her pakette benzer bir ücret çıkabilir.</td></tr>
<tr><td>2</td><td>Daha büyük, seyrek gönderiler (örneğin 6 teneke) — ücret yine çıkar ama teneke başına daha az düşer.</td></tr>
<tr><td>3</td><td>İngiltere'de bir dağıtıcıyla görüşüyoruz ama henüz kesin bir şey yok.</td></tr>
</table>
<p>Yeni hasat (erken hasat) ekim sonunda çıkıyor, 5 L teneke fiyatımız ₺1.450 olarak kalacak.</p>
<p>Ne düşünürsünüz? Kararınızı bekliyorum.</p>
<p>Sevgiyle,<br>Ayşe Demirtaş<br><i>Ayvalık Zeytin Atölyesi</i></p>
</body></html>
"""})

# ------------------------------------------------------------------ M11 (reply, 8bit)
add("mail/2024/09/2024-09-03_re-gumruk-masrafi.eml",
    **{"from": ELIF, "to": AYSE, "subject": "Re: Son gönderi ve gümrük masrafı hakkında",
       "date": when("2024-09-03 21:50"), "msgid": "<elif-0903-2150@yildizcarter.example>",
       "in_reply_to": "<ayz-20240827-1005@ayvalikzeytin.example>", "cte": "8bit",
       "body": """Ayşe Hanım merhaba,

Haber verdiğiniz için çok teşekkürler, sizin suçunuz değil tabii ki.

Uzun uzun düşündüm: kurs küçük bir iş, her pakete £40 ödersem hiçbir anlamı kalmıyor. O yüzden şimdilik siparişlere ara veriyorum. Bu arada Sheffield'da London Road'daki Türk marketinden (Anatolia Food Centre) teneke alacağım — sizin yağınız gibi değil ama idare eder.

İngiltere'deki dağıtıcı işi olursa lütfen bana ilk siz haber verin!

Selamlar, Ayvalık'a sevgiler,
Elif

27 Ağu 2024 Sal 10:05 tarihinde Ayşe Demirtaş <ayse@ayvalikzeytin.example> şunu yazdı:
""" + quote(M10_TXT)})

# ------------------------------------------------------------------ M12 promo (HTML only, QP)
add("mail/2024/09/2024-09-20_knifeworks-autumn-sale.eml",
    **{"from": "Sheffield Knifeworks <deals@sheffieldknifeworks.example>", "to": ELIF_PHONE,
       "subject": "Autumn Sharp Sale – 30% off chef's knives this weekend only",
       "date": when("2024-09-20 07:00"), "msgid": "<promo-autumn24-88121@sheffieldknifeworks.example>",
       "headers": [("List-Unsubscribe", "<https://sheffieldknifeworks.example/unsub?u=88121>")],
       "kind": "html", "cte": "quoted-printable",
       "html": """<html><body style="margin:0;font-family:Verdana,sans-serif;background:#f4f1ea">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="620" cellpadding="10" style="background:#fff">
<tr><td style="background:#222;color:#f4c542;font-size:22px">SHEFFIELD KNIFEWORKS &middot; Autumn Sharp Sale</td></tr>
<tr><td>
<p>Hi Elif,</p>
<p>This weekend only: <b>30% off every chef&rsquo;s knife</b> in our workshop range &ndash; hand-finished here in Sheffield. Use code <b>AUTUMN30</b> at checkout (ends Sunday midnight).</p>
<table border="1" cellpadding="6" cellspacing="0" width="100%">
<tr><th>Knife</th><th>Was</th><th>Now</th></tr>
<tr><td>8&Prime; Chef&rsquo;s knife, walnut handle</td><td>&pound;89.00</td><td>&pound;62.30</td></tr>
<tr><td>7&Prime; Santoku</td><td>&pound;79.00</td><td>&pound;55.30</td></tr>
<tr><td>3.5&Prime; Paring knife</td><td>&pound;32.00</td><td>&pound;22.40</td></tr>
<tr><td>Honing steel 10&Prime;</td><td>&pound;28.00</td><td>&pound;19.60</td></tr>
</table>
<p>Plus: free lifetime sharpening on any knife bought in the sale. Bring it into the shop on Arundel Street any Saturday.</p>
<p style="font-size:11px;color:#888">You&rsquo;re receiving this because you bought from us in 2023. Unsubscribe any time.</p>
</td></tr></table></td></tr></table>
</body></html>
"""})

# ------------------------------------------------------------------ M13 receipt (8bit)
add("mail/2024/10/2024-10-05_cookshop-order-receipt.eml",
    **{"from": "Cookshop Sheffield <orders@cookshop-sheffield.example>", "to": ELIF_PHONE,
       "subject": "Your order CS-88213 has been dispatched",
       "date": when("2024-10-05 11:18"), "msgid": "<CS-88213-dispatch@cookshop-sheffield.example>",
       "cte": "8bit",
       "body": """Hello Elif,

Good news - your order is on its way!

Order number: CS-88213
Ordered: 3 October 2024

  Copper cezve (Turkish coffee pot), medium    1 x £18.50
  Cotton apron, natural                         6 x £7.00 = £42.00
  Long rolling pin / dowel, 70 cm               1 x £9.99
  ---------------------------------------------
  Subtotal                                      £70.49
  Delivery (standard)                           FREE
  Total                                         £70.49

Delivering to: 18 Kingfield Grove, Sheffield
Courier: DPD-style tracked, expected Tuesday 8 October

Thanks for shopping local!
Cookshop Sheffield
"""})

# ------------------------------------------------------------------ M14 (Turkish, base64 body) — hidden tracking no.
add("mail/2024/10/2024-10-14_antep-baharat_kargoda.eml",
    **{"from": MEHMET, "to": ELIF, "subject": "Siparişiniz kargoda – AB-24-1187",
       "date": when("2024-10-14 16:40", TR), "msgid": "<AB-24-1187.1728913200@antepbaharatevi.example>",
       "cte": "base64",
       "body": """Merhaba Elif Hanım,

AB-24-1187 numaralı siparişiniz bugün kargoya verildi.

Kargo firması: AnadoluEx Uluslararası
Kargo takip numarası: 7284 1190 5531
Tahmini teslim: 8–12 iş günü

Paket içeriği:
- Maraş pul biber — 3 kg (₺410/kg; bu yıl hasat az oldu, fiyatlar maalesef yükseldi)
- Urfa isot — 1 kg
- Sumak — 1 kg
- Antep fıstığı (boz iç, baklavalık) — 1 kg

Gümrük beyannamesine içeriği tek tek yazdım, geçen sefer istediğiniz gibi.

Baklava denemelerinizde bol şans!
Mehmet Kaya
Antep Baharat Evi
"""})

# ------------------------------------------------------------------ M15 (mixed, base64 invoice) — hidden model + total
add("mail/2024/11/2024-11-21_turner-heating_invoice.eml",
    **{"from": "Dave Turner <dave@turnerheating.example>", "to": ELIF_PHONE, "cc": TOM,
       "subject": "Invoice TH-2291 - 18 Kingfield Grove",
       "date": when("2024-11-21 18:05"), "msgid": "<TH-2291-20241121@turnerheating.example>",
       "kind": "mixed", "cte": "7bit",
       "body": """Hi Elif,

Thanks for the brew yesterday! Invoice attached for the diverter valve job.
Bank details are on it, no rush, within 14 days is fine.

It's running nicely now but as I said it's well overdue a full service - give
me a ring in the new year and I'll get you booked in.

Cheers,
Dave

Turner Heating & Plumbing
07700 900784
""",
       "attachments": [("Invoice-TH-2291.txt", """TURNER HEATING & PLUMBING
Invoice TH-2291                 Date: 21/11/2024
Customer: Mrs E. Yildiz-Carter, 18 Kingfield Grove, Sheffield

Job date: 20/11/2024
Appliance: Ferncombe Eco 28C combination boiler
GC number: 47-311-09     Serial: FE28C-2019-118834
Fault: no domestic hot water - diverter valve seized

Parts:
  Diverter valve assembly (genuine)        £94.00
  Washers / sundries                        £4.40
Labour: 1.5 hrs                            £88.00
                                           -------
TOTAL DUE                                  £186.40
(not VAT registered)

Payment: bank transfer, reference TH-2291
Sort code 00-00-00   Account 00000000
Thank you for your business!
""", "base64")]})

# ------------------------------------------------------------------ M16 (8bit)
add("mail/2024/11/2024-11-25_janet_hire-charges-2025.eml",
    **{"from": JANET, "to": "Regular hirers <hirers@abbeydalekitchen.example>",
       "subject": "Abbeydale Community Kitchen - hire charges from January 2025",
       "date": when("2024-11-25 10:20"), "msgid": "<20241125102011.5120@abbeydalekitchen.example>",
       "cte": "8bit",
       "body": """Dear all,

I'm afraid the committee has had to agree an increase in hire charges from 1 January 2025 - the first in three years. Our energy bills have nearly doubled since the new hobs and the extra fridge went in, and the insurance went up again in the summer.

New rates from 1 January 2025:
  Main kitchen, Saturday morning session:  £40 -> £45
  Main kitchen, weekday evening:           £30 -> £35
  Small meeting room:                      unchanged at £15

Invoices from January will show the new rates.

Also a reminder that the key safe code changed on 1 November - it was posted on the volunteers list; if you're a hirer and not on the list, ring me and I'll tell you over the phone (please don't ask me to email it!).

Thank you all for your understanding, and for everything you bring to the kitchen.

Janet
Bookings & Volunteer Coordinator
"""})

# ------------------------------------------------------------------ M17 (HTML only, QP) — new rota + new PM
add("mail/2024/12/2024-12-09_gillian_new-rota-and-news.eml",
    **{"from": GILLIAN, "to": "Nursing & reception team <team@moorfootvets.example>",
       "subject": "New rota from February + some news from me",
       "date": when("2024-12-09 17:30"), "msgid": "<GM.20241209.173000@moorfootvets.example>",
       "kind": "html", "cte": "quoted-printable",
       "html": """<html><body style="font-family:Calibri,Arial,sans-serif;font-size:11pt">
<p>Hi everyone,</p>
<p>Two things, one boring and one less so.</p>
<h3>1. New nursing rota from Monday 3 February 2025</h3>
<p>After the consultation in October, here is the new pattern. Main changes: Elif&rsquo;s late moves from Tuesday to Thursday; Becky takes the Tuesday lates; Lucy comes back on three days a week.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Nurse</th><th>Mon</th><th>Tue</th><th>Wed</th><th>Thu</th><th>Fri</th></tr>
<tr><td>Priya</td><td>Early</td><td>Early</td><td>Late</td><td>Early</td><td>Off</td></tr>
<tr><td>Elif</td><td>Early</td><td>Early</td><td>Off</td><td>Late 12:00&ndash;20:00</td><td>Early</td></tr>
<tr><td>Becky</td><td>Late</td><td>Late 12:00&ndash;20:00</td><td>Early</td><td>Off</td><td>Early</td></tr>
<tr><td>Lucy</td><td>Off</td><td>Early</td><td>Early</td><td>Early</td><td>Off</td></tr>
</table>
<p>Early = 7:30&ndash;15:30, Late = 12:00&ndash;20:00. Saturday clinics stay on the one-in-four list. Swaps as usual &ndash; in the book <u>and</u> by email to me.</p>
<h3>2. My news</h3>
<p>After 23 very happy years I&rsquo;ll be retiring at the end of March. I&rsquo;m delighted to tell you that <b>Marcus Ellery</b>, currently deputy practice manager at a busy practice in Doncaster, will be joining us as Practice Manager from Monday 7 April. He&rsquo;ll come in for a few shadowing days before then.</p>
<p>There will be cake. Lots of it.</p>
<p>Gillian</p>
</body></html>
"""})

# ------------------------------------------------------------------ M18 (HTML only, base64) — hidden certificate no.
add("mail/2024/12/2024-12-06_safeserve_certificate.eml",
    **{"from": "SafeServe Training <certificates@safeserve-training.example>", "to": ELIF_PHONE,
       "subject": "Your certificate: Level 2 Food Hygiene and Safety for Catering",
       "date": when("2024-12-06 08:02"), "msgid": "<cert-559041-20241206@safeserve-training.example>",
       "kind": "html", "cte": "base64",
       "html": """<html><body style="font-family:Arial,sans-serif">
<h2 style="color:#2a6f97">Congratulations, Elif!</h2>
<p>You have successfully completed your course. Your certificate details are below &ndash; you can download a PDF copy from your learner dashboard at any time.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th align="left">Learner</th><td>Elif Yildiz-Carter</td></tr>
<tr><th align="left">Course</th><td>Level 2 Food Hygiene and Safety for Catering</td></tr>
<tr><th align="left">Completed</th><td>5 December 2024</td></tr>
<tr><th align="left">Score</th><td>27 / 30 (pass mark 20)</td></tr>
<tr><th align="left">Certificate number</th><td><b>FHC-2-559041</b></td></tr>
<tr><th align="left">Recommended refresher</th><td>December 2027</td></tr>
</table>
<p>Employers and environmental health officers can verify this certificate using the certificate number.</p>
<p>SafeServe Training</p>
</body></html>
"""})

# ------------------------------------------------------------------ M19 (alternative, base64, Turkish)
M19_TXT = """Elif Hanım merhaba, yeni yılınız kutlu olsun!

Size söz verdiğim haberi nihayet verebiliyorum: Leeds'te bir dağıtıcıyla (Kuzey Olive Ltd.) anlaştık. Yağlarımız artık toplu olarak İngiltere'ye giriyor, gümrüğü onlar hallediyor; size de Leeds deposundan 2–3 iş gününde, gümrük ücreti olmadan gönderiliyor.

5 L teneke erken hasat: £39 (Birleşik Krallık içi kargo dahil)
5 L teneke natürel sızma: £34

Kursunuz için yine bizden almak isterseniz çok seviniriz. İlk siparişe küçük bir kavanoz zeytin hediye ekleyeceğim :)

Sevgiyle,
Ayşe Demirtaş
Ayvalık Zeytin Atölyesi
"""
add("mail/2025/01/2025-01-08_ayvalik_muejde.eml",
    **{"from": AYSE, "to": ELIF, "subject": "Müjde: İngiltere'ye gümrüksüz gönderim!",
       "date": when("2025-01-08 11:30", TR), "msgid": "<ayz-20250108-1130@ayvalikzeytin.example>",
       "kind": "alt", "cte": "base64", "html_cte": "base64",
       "body": M19_TXT,
       "html": """<html><body style="font-family:Georgia,serif">
<p>Elif Hanım merhaba, yeni yılınız kutlu olsun!</p>
<p>Size söz verdiğim haberi nihayet verebiliyorum: Leeds'te bir dağıtıcıyla (<b>Kuzey Olive Ltd.</b>) anlaştık. Yağlarımız artık toplu olarak İngiltere'ye giriyor, gümrüğü onlar hallediyor; size de Leeds deposundan 2–3 iş gününde, gümrük ücreti olmadan gönderiliyor.</p>
<table border="1" cellpadding="5" cellspacing="0">
<tr><th>Ürün</th><th>Fiyat (UK içi kargo dahil)</th></tr>
<tr><td>5 L teneke erken hasat</td><td>£39</td></tr>
<tr><td>5 L teneke natürel sızma</td><td>£34</td></tr>
</table>
<p>Kursunuz için yine bizden almak isterseniz çok seviniriz. İlk siparişe küçük bir kavanoz zeytin hediye ekleyeceğim :)</p>
<p>Sevgiyle,<br>Ayşe Demirtaş<br><i>Ayvalık Zeytin Atölyesi</i></p>
</body></html>
"""})

# ------------------------------------------------------------------ M20 (reply, 8bit) — final (reversed) decision
add("mail/2025/01/2025-01-09_re-muejde.eml",
    **{"from": ELIF, "to": AYSE, "subject": "Re: Müjde: İngiltere'ye gümrüksüz gönderim!",
       "date": when("2025-01-09 20:12"), "msgid": "<elif-0109-2012@yildizcarter.example>",
       "in_reply_to": "<ayz-20250108-1130@ayvalikzeytin.example>", "cte": "8bit",
       "body": """Ayşe Hanım, bu harika bir haber!!

Karar verdim: yağı yeniden sizden alıyorum. London Road'dan aldığım tenekeler yemek için idare ediyordu ama salatada farkı herkes anlıyordu, bir öğrencim bile sordu "eskisi neden daha güzeldi" diye :)

İlk sipariş: 2 teneke erken hasat (£78). Ocak sonundaki kurs için yetişirse süper olur. Teslimat adresi aynı: 18 Kingfield Grove, Sheffield.

Hediye zeytin için şimdiden teşekkürler!
Elif

8 Oca 2025 Çar 11:30 tarihinde Ayşe Demirtaş <ayse@ayvalikzeytin.example> şunu yazdı:
""" + quote(M19_TXT)})

# ------------------------------------------------------------------ M21 forward (7bit)
add("mail/2025/01/2025-01-20_tom_fwd-bin-collection.eml",
    **{"from": TOM, "to": ELIF_PHONE, "subject": "Fwd: Changes to your bin collection day from 3 February",
       "date": when("2025-01-20 12:47"), "msgid": "<tom-0120-1247@yildizcarter.example>",
       "cte": "7bit",
       "body": """FYI - bins change day from Feb. I'll update the house-sitter sheet... at some point.
T

---------- Forwarded message ---------
From: Sheffield City Waste Services <noreply@citywaste.example>
Date: Mon, 20 Jan 2025 at 09:12
Subject: Changes to your bin collection day from 3 February
To: <tom@yildizcarter.example>

Dear Resident,

We are changing collection rounds across the S7 and S11 areas to make them
more efficient.

Address: 18 Kingfield Grove, Sheffield S11

From Monday 3 February 2025, your collection day will change from Tuesday to
Monday.

- Black bin (general waste): every other Monday, starting 3 February
- Blue bin (paper and card): every four weeks, starting 10 February
- Brown bin (glass, cans, plastic): every four weeks, starting 24 February
- Green bin (garden waste, subscription): fortnightly from March

Please put your bins out by 7am on collection day, with the handles facing
the road.

Sheffield City Waste Services
"""})

# ------------------------------------------------------------------ M22 (reply, QP, Turkish) — moved flight
M22_ORIG = """Zeynepçim,

Annemin biletini aldın mı? 3 Nisan hâlâ uygun mu? Bana uçuş saatlerini yazarsan işten izin isteyeceğim.

Öptüm,
Elif
"""
add("mail/2025/02/2025-02-18_zeynep_re-annemin-bileti.eml",
    **{"from": ZEYNEP, "to": ELIF, "subject": "Re: Annemin bileti",
       "date": when("2025-02-18 20:55", TR), "msgid": "<zk-20250218-2055@egeposta.example>",
       "in_reply_to": "<elif-0112-2103@yildizcarter.example>", "cte": "quoted-printable",
       "body": """Ablacım,

Annemin uçuşunu değiştirmek zorunda kaldık, kusura bakma son dakika oldu. Fizik tedavi hocası 4 Nisan'da son bir kontrol istedi, onu kaçırırsa yeniden sıraya girmesi gerekiyormuş.

Yeni uçuş:
- 10 Nisan Perşembe
- İzmir–İstanbul TK2331, 08:10
- İstanbul–Manchester TK1969, 11:45 kalkış, Manchester'a iniş 14:35 (yerel saat)
- Dönüş: 1 Mayıs, değişmedi

İki rica: Manchester'da tekerlekli sandalye / özel yardım (special assistance) ayarlayabilir misin? Biz buradan istedik ama İngiltere tarafı ayrı diye duydum. Bir de annem havalimanından tek başına çıkamaz, birinin karşılaması şart.

Öpüyorum,
Zeynep

12 Oca 2025 Paz 21:03 tarihinde Elif Yıldız-Carter <elif@yildizcarter.example> şunu yazdı:
""" + quote(M22_ORIG)})

# ------------------------------------------------------------------ M23 / M24
M23_BODY = """Hi Elif,

I've booked for the 22nd (meze day) - can't wait. Quick question: my son has
just been diagnosed coeliac. Is there much gluten in the meze dishes, and is
it OK if he comes along? He's 15 and actually keen, believe it or not.

Thanks,
Sarah
"""
add("mail/2025/02/2025-02-03_sarah_gluten-free.eml",
    **{"from": "Sarah Lindqvist <sarah.lindqvist@uni-mail.example>", "to": ELIF_PHONE,
       "subject": "Gluten free at the Saturday class?",
       "date": when("2025-02-03 19:40"), "msgid": "<SL-0203-1940@uni-mail.example>",
       "cte": "7bit", "body": M23_BODY})
add("mail/2025/02/2025-02-05_re-gluten-free.eml",
    **{"from": ELIF_PHONE, "to": "Sarah Lindqvist <sarah.lindqvist@uni-mail.example>",
       "subject": "Re: Gluten free at the Saturday class?",
       "date": when("2025-02-05 06:52"), "msgid": "<elif-0205-0652@yildizcarter.example>",
       "in_reply_to": "<SL-0203-1940@uni-mail.example>", "cte": "quoted-printable",
       "body": """Hi Sarah,

Of course he can come – a second place is £30 like everyone else, and he can share your station.

Good news: meze day is almost all naturally gluten-free – ezme, haydari, patlıcan salatası, cacık, the stuffed peppers. The only things with gluten are the bread and the bulgur in the kısır, so I'll make a separate batch of kısır with quinoa for him and bring gluten-free flatbreads. I'll give him his own board and knife so nothing gets mixed up.

See you both on the 22nd!
Elif

On Mon, 3 Feb 2025 at 19:40, Sarah Lindqvist <sarah.lindqvist@uni-mail.example> wrote:
""" + quote(M23_BODY)})

# ------------------------------------------------------------------ M25 newsletter (alternative, 7bit + QP html)
add("mail/2025/02/2025-02-12_vn-weekly-newsletter.eml",
    **{"from": "VN Weekly <newsletter@vnweekly.example>", "to": "elif.yc@moorfootvets.example",
       "subject": "VN Weekly: NSAIDs in senior dogs, rota wellbeing, and more",
       "date": when("2025-02-12 06:30"), "msgid": "<vnw-2025-07-elif@vnweekly.example>",
       "headers": [("List-Unsubscribe", "<https://vnweekly.example/u/elif>")],
       "kind": "alt", "cte": "7bit", "html_cte": "quoted-printable",
       "body": """VN WEEKLY - issue 2025/07

1. NSAIDs in senior dogs with early CKD
   A new review suggests many practices reduce meloxicam to the lowest
   effective dose and recheck renal values every 3 months rather than
   stopping altogether. Read more on our website.

2. Rota wellbeing
   Are your late shifts making you ill? We asked 400 nurses about late
   finishes, school runs and burnout.

3. CPD corner
   This month's free webinar: "Capnography made simple", Thursday 27 Feb, 7pm.

4. Jobs board
   12 new RVN vacancies in Yorkshire this week.

You are receiving this because you subscribed at a congress.
""",
       "html": """<html><body style="font-family:Arial,sans-serif">
<h2>VN Weekly &ndash; issue 2025/07</h2>
<table border="0" cellpadding="8">
<tr><td><b>1. NSAIDs in senior dogs with early CKD</b><br>A new review suggests many practices reduce meloxicam to the lowest effective dose and recheck renal values every 3 months rather than stopping altogether.</td></tr>
<tr><td><b>2. Rota wellbeing</b><br>Are your late shifts making you ill? We asked 400 nurses about late finishes, school runs and burnout.</td></tr>
<tr><td><b>3. CPD corner</b><br>This month&rsquo;s free webinar: &ldquo;Capnography made simple&rdquo;, Thursday 27 Feb, 7pm.</td></tr>
<tr><td><b>4. Jobs board</b><br>12 new RVN vacancies in Yorkshire this week.</td></tr>
</table>
<p style="font-size:10px;color:#999">You are receiving this because you subscribed at a congress.</p>
</body></html>
"""})

# ------------------------------------------------------------------ M26 (7bit)
add("mail/2025/03/2025-03-04_school_parents-evening.eml",
    **{"from": SCHOOL, "to": "Parents and Carers <parents@brincliffeedge.sch.example>",
       "subject": "Spring Parents' Evening",
       "date": when("2025-03-04 15:40"), "msgid": "<pe-spring-2025@brincliffeedge.sch.example>",
       "cte": "7bit",
       "body": """Dear Parents and Carers,

Our spring parents' evening will be held on Tuesday 25 March 2025, from 3:30pm
to 6:00pm, in classrooms as usual.

Appointments are 10 minutes long. Please book your slot(s) through the school
app - booking opens on Monday 10 March and closes on Friday 21 March. If you
have children in more than one class, please leave at least 10 minutes between
appointments.

Year 5 parents: there will be a short information point in the hall about the
secondary transfer process that starts next autumn.

The book fair will be open in the library throughout the evening.

Kind regards,

Mrs K. Lowther
Headteacher
"""})

# ------------------------------------------------------------------ M27 (7bit) — open loop
add("mail/2025/03/2025-03-07_priya_saturday-cover.eml",
    **{"from": "Priya Sandhu <priya.sandhu@moorfootvets.example>", "to": "Elif Yildiz-Carter <elif.yc@moorfootvets.example>",
       "subject": "Cover Sat 29 March?",
       "date": when("2025-03-07 13:05"), "msgid": "<PS.20250307.130500@moorfootvets.example>",
       "cte": "7bit",
       "body": """Hi Elif,

Sorry to ask - any chance you could do the Saturday morning surgery clinic on
29 March (8:30-12:30)? Lucy's at her sister's wedding and Becky's already doing
two Saturdays that month.

I know Saturdays are your cooking class days so totally fine to say no, I just
need to know by the end of next week so I can ask the locum agency if not.

Thanks lovely,
Priya

Priya Sandhu RVN
Head Nurse, Moorfoot Veterinary Practice
"""})


# ====================================================================== mbox
LIST_ID = "Abbeydale Kitchen volunteers <volunteers.abbeydalekitchen.example>"
LIST_ADDR = "volunteers@abbeydalekitchen.example"
RAJ = "Raj Patel <raj.patel@mailbox.example>"

MBOX = []  # (envelope_from, spec)


def lst(env, **spec):
    hdrs = [("List-Id", LIST_ID), ("List-Post", "<mailto:%s>" % LIST_ADDR),
            ("List-Unsubscribe", "<mailto:volunteers-leave@abbeydalekitchen.example>"),
            ("Precedence", "list"), ("Sender", "volunteers-bounces@abbeydalekitchen.example")]
    spec["headers"] = hdrs
    spec.setdefault("to", LIST_ID.split(" <")[0] + " <%s>" % LIST_ADDR)
    spec.setdefault("cte", "8bit")
    MBOX.append((env, spec))


J1 = """Hi all,

The annual deep clean is this Saturday, 7 September, 10am till about 12. We need
at least six people: ovens, fridges, the store cupboards and the extraction
hood (Trevor has the ladder).

Bring rubber gloves if you have them. Tea, coffee and Mo's samosas provided.

Reply to the list if you can come so I know numbers.

Janet
"""
lst("janet.okafor@abbeydalekitchen.example",
    **{"from": JANET, "subject": "[Abbeydale Volunteers] Deep clean - Saturday 7 September",
       "date": when("2024-09-02 18:30"), "msgid": "<list-0902-janet@abbeydalekitchen.example>", "body": J1})
lst("raj.patel@mailbox.example",
    **{"from": RAJ, "subject": "Re: [Abbeydale Volunteers] Deep clean - Saturday 7 September",
       "date": when("2024-09-03 07:55"), "msgid": "<list-0903-raj@mailbox.example>",
       "in_reply_to": "<list-0902-janet@abbeydalekitchen.example>",
       "body": """I can do 10 till 12, and I'll bring the pressure washer for the yard bins.

Raj

On 02/09/2024 18:30, Janet Okafor wrote:
""" + quote(J1)})
lst("janet.okafor@abbeydalekitchen.example",
    **{"from": JANET, "subject": "[Abbeydale Volunteers] New key safe code from 1 November",
       "date": when("2024-10-28 09:14"), "msgid": "<list-1028-janet@abbeydalekitchen.example>",
       "body": """Hi everyone,

After a couple of unexpected "visitors" in the yard last month, the committee
has agreed to change the code on the key safe by the side door (Carrfield Lane
entrance).

The new code is 8316 and it works from Friday 1 November. The old code stops
working at 9am that day.

Please:
 - don't write it anywhere near the door, or on the closing-up sheets
 - don't share it outside this list (hirers will get it from me by phone)
 - scramble the dial every time you put the key back

Thanks,
Janet
"""})
lst("mo.hussain@mailbox.example",
    **{"from": "Mo Hussain <mo.hussain@mailbox.example>", "subject": "[Abbeydale Volunteers] Lost: big blue casserole pot",
       "date": when("2024-11-10 20:02"), "msgid": "<list-1110-mo@mailbox.example>",
       "body": """Has anyone seen my big blue cast iron pot? It was on the hirers' shelf
after the Diwali lunch and now it's gone. It has "MO" in marker on the bottom.
No questions asked, it was my mum's.

Mo
"""})
J5 = """Hi all,

The community Christmas meal is on Sunday 15 December, 12 till 3, for about
60 guests (the lunch club, the refugee drop-in families and anyone on their
own). We need cooks and servers.

From 11am we'll need people in the kitchen for prep; from 12 serving starts.
Menu so far: roast chicken and veg, a vegetarian pie, trifle. If anyone wants
to bring a dish from home traditions, please do - say what on the list.

Janet
"""
lst("janet.okafor@abbeydalekitchen.example",
    **{"from": JANET, "subject": "[Abbeydale Volunteers] Community Christmas meal - cooks needed",
       "date": when("2024-11-20 13:10"), "msgid": "<list-1120-janet@abbeydalekitchen.example>", "body": J5})
lst("elif@yildizcarter.example",
    **{"from": ELIF_PHONE, "subject": "Re: [Abbeydale Volunteers] Community Christmas meal - cooks needed",
       "date": when("2024-12-02 21:30"), "msgid": "<list-1202-elif@yildizcarter.example>",
       "in_reply_to": "<list-1120-janet@abbeydalekitchen.example>",
       "body": """I'll do a big pot of Turkish pilav (with şehriye) for 60 and a tray of
baklava - I've been practising for weeks so you're all getting the results.
Deniz and Ayla want to be servers, if that's OK (they'll be good, I promise).

Elif

On 20/11/2024 13:10, Janet Okafor wrote:
""" + quote(J5)})
E7 = """Hi everyone,

Ramadan this year runs through March, and I'd love to do a community iftar
supper in the kitchen: Saturday 22 March, doors 18:15, we break the fast at
sunset (about 18:20) and eat together. Janet has kindly given us the hall for
free. 30 seats, £12 a ticket to cover food, free for the drop-in families.

I need 4-5 helpers from about 15:00 for prep and then serving. Anyone?

Elif
"""
lst("elif@yildizcarter.example",
    **{"from": ELIF_PHONE, "subject": "[Abbeydale Volunteers] Iftar supper - helpers?",
       "date": when("2025-02-24 20:45"), "msgid": "<list-0224-elif@yildizcarter.example>", "body": E7})
lst("raj.patel@mailbox.example",
    **{"from": RAJ, "subject": "Re: [Abbeydale Volunteers] Iftar supper - helpers?",
       "date": when("2025-02-26 07:20"), "msgid": "<list-0226-raj@mailbox.example>",
       "in_reply_to": "<list-0224-elif@yildizcarter.example>",
       "body": """Count me in, and my daughter Anjali. We can do the washing up shift too.

Raj

On 24/02/2025 20:45, Elif Yildiz-Carter wrote:
""" + quote(E7)})
