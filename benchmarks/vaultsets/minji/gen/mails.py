# -*- coding: utf-8 -*-
"""The 25 .eml files."""
from lib import new_message, finish_message, wrap, quote

ME = "Min-ji Kim <minji.kim@fastpost.example>"
ME_WORK = "Min-ji Kim <m.kim@northbridge-uni.example>"
SOPHIE = "Sophie Kettering <sophie.kettering@redbricklettings.example>"
CALLUM = "Callum Doyle <callum.doyle@redbricklettings.example>"
UNNI = "=?utf-8?b?6rmA66+87ISc?= <minseo.kim@navermail.example>"  # 김민서
MUM = "=?utf-8?b?7J207KCV7IiZ?= <jslee1962@daummail.example>"    # 이정숙


def H(frm, to, subj, date, mid, extra=()):
    h = [("From", frm), ("To", to), ("Subject", subj), ("Date", date), ("Message-ID", mid)]
    h.extend(extra)
    return h


def html_page(inner, title=""):
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title></head>\n"
            "<body style=\"font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222\">\n%s\n</body></html>\n"
            % (title, inner))


def table(rows, header=True):
    out = ["<table border=\"1\" cellpadding=\"6\" cellspacing=\"0\" style=\"border-collapse:collapse\">"]
    for i, r in enumerate(rows):
        tag = "th" if (header and i == 0) else "td"
        out.append("<tr>" + "".join("<%s>%s</%s>" % (tag, c, tag) for c in r) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


MAILS = []  # (rel, builder)


def mail(rel):
    def deco(fn):
        MAILS.append((rel, fn))
        return fn
    return deco


# 1 ------------------------------------------------------------------------
M1_BODY = wrap("""\
Dear Min-ji,

I hope you had a lovely Christmas and New Year.

As mentioned before the break, your current fixed term at Flat 5, 31 Hartington Grove ends on 28 February 2025. Your landlord, Mr Nigel Ashworth, would like to offer you a renewal for a further 12 months.

Following a review of comparable properties in the area, the landlord proposes that the rent increases from GBP 895 to GBP 945 per calendar month with effect from 1 March 2025. All other terms of the tenancy would remain the same.

Could you let me know by Friday 31 January whether you would like to proceed? If so, I will send the renewal agreement for e-signature.

If you have any questions, please don't hesitate to get in touch.

Kind regards,

Sophie Kettering
Lettings & Property Manager
Redbrick Lettings
0161 496 0815
""")


@mail("mail/2025/01/2025-01-08_redbrick-tenancy-renewal.eml")
def m1(rel):
    m = new_message(H(SOPHIE, ME, "Flat 5, 31 Hartington Grove - tenancy renewal and rent review",
                      "Wed, 08 Jan 2025 11:42:10 +0000", "<20250108114210.4471@redbricklettings.example>"))
    m.set_content(M1_BODY, cte="7bit")
    return m


# 2 ------------------------------------------------------------------------
@mail("mail/2025/01/2025-01-20_stringworks-winter-sale.eml")
def m2(rel):
    m = new_message(H("Stringworks <news@stringworks.example>", "minji.kim@fastpost.example",
                      "❄ Winter String Sale — up to 25% off viola strings",
                      "Mon, 20 Jan 2025 07:05:00 +0000", "<wss2025-0120-88102@mail.stringworks.example>",
                      [("List-Unsubscribe", "<https://stringworks.example/unsub?u=88102>")]))
    rows = [["Product", "Was", "Now"],
            ["Larsen viola A, medium (steel)", "£38.50", "£29.95"],
            ["Evah Pirazzi viola set, medium", "£112.00", "£89.00"],
            ["Thomastik Dominant viola set", "£74.00", "£59.00"],
            ["Spirocore viola C, tungsten", "£46.00", "£38.00"],
            ["Dark rosin, cello/viola", "£9.50", "£7.50"]]
    inner = ("<h2>Winter String Sale</h2>\n<p>Cold outside, bright inside. Our biggest string sale of the year "
             "runs until Sunday 2 February.</p>\n" + table(rows) +
             "\n<p>Free UK delivery on orders over £25. Rehair service: book online, 7-day turnaround.</p>"
             "\n<p style=\"font-size:11px;color:#777\">You are receiving this because you bought from Stringworks. "
             "<a href=\"https://stringworks.example/unsub?u=88102\">Unsubscribe</a></p>")
    m.set_content(html_page(inner, "Winter String Sale"), subtype="html", cte="quoted-printable")
    return m


# 3 ------------------------------------------------------------------------
M3_BODY = wrap("""\
Hi Sophie,

Thanks for this, and happy new year.

I would like to renew, but before I agree to an increase I need to raise the condition of the bedroom. Since November there has been black mould on the external wall in the bedroom (north-east corner, behind the wardrobe) and around the window seals. I clean it every few weeks and it comes back. The bathroom extractor fan also doesn't seem to extract anything.

I've sent you five photos (dated November to January) in a separate email this morning, as they were too big to attach here.

Given that, an increase of GBP 50 a month feels like a lot. Would the landlord consider a smaller increase, and could someone actually look at the wall and the fan before or at the next inspection?

Many thanks,
Min-ji
""") + "\n\nOn Wed, 8 Jan 2025 at 11:42, Sophie Kettering <sophie.kettering@redbricklettings.example> wrote:\n" + quote(M1_BODY)


@mail("mail/2025/02/2025-02-03_re-tenancy-renewal.eml")
def m3(rel):
    m = new_message(H(ME, SOPHIE, "Re: Flat 5, 31 Hartington Grove - tenancy renewal and rent review",
                      "Mon, 03 Feb 2025 08:17:44 +0000", "<CAMk2025020308174401@fastpost.example>",
                      [("In-Reply-To", "<20250108114210.4471@redbricklettings.example>"),
                       ("References", "<20250108114210.4471@redbricklettings.example>")]))
    m.set_content(M3_BODY, cte="quoted-printable")
    return m


# 4 ------------------------------------------------------------------------
M4_BODY = wrap("""\
Hi Min-ji,

Thank you for your email and the photos, and apologies for the slow reply.

I have spoken to Mr Ashworth. He has agreed to a revised rent of £925 per calendar month from 1 March 2025 (instead of the £945 originally proposed), on a new 12-month fixed term. The renewal agreement will follow by e-signature this week.

Regarding the bedroom, we will look at the wall and the extractor fan at the routine inspection in April and report back to the landlord. In the meantime please keep the room ventilated and let us know if it gets worse.

Kind regards,

Sophie Kettering
Lettings & Property Manager
Redbrick Lettings
""") + "\n\nOn Mon, 3 Feb 2025 at 08:17, Min-ji Kim <minji.kim@fastpost.example> wrote:\n" + quote(M3_BODY)


@mail("mail/2025/02/2025-02-10_re-re-tenancy-renewal.eml")
def m4(rel):
    m = new_message(H(SOPHIE, ME, "Re: Re: Flat 5, 31 Hartington Grove - tenancy renewal and rent review",
                      "Mon, 10 Feb 2025 15:03:29 +0000", "<20250210150329.5521@redbricklettings.example>",
                      [("In-Reply-To", "<CAMk2025020308174401@fastpost.example>"),
                       ("References", "<20250108114210.4471@redbricklettings.example> <CAMk2025020308174401@fastpost.example>")]))
    m.set_content(M4_BODY, cte="8bit")
    return m


# 5 ------------------------------------------------------------------------
M5_BODY = """\
민지야,

어제 통화 때 말한 거 정리해서 보내.

엄마 영국 가는 거 — 5월 초로 생각하고 있어. 5월 3일(토) 쯤 출발해서 3주 정도.
엄마는 벌써 뭐 입고 갈지 고민 중 ㅋㅋ

1. 비행기: 한빛여행사 (내 친구 지현이네) 에 물어봤는데, 직항은 맨체스터 없고
   헬싱키나 암스테르담 경유가 제일 낫대. 5월이면 왕복 120만원 정도.
2. ETA인가 그거 네가 알아봐 줘. 엄마 혼자 영어 사이트는 무리.
3. 엄마 요즘 눈이 침침하다고 계속 그러셔. 안과 한번 가보시라고 했어.
   혹시 뭐 있으면 일정 바뀔 수도 있음.
4. 아빠는 역시 안 간대. 허리 때문에 12시간 비행기 못 탄다고.

네 쪽에서 5월 괜찮은지, 회사 휴가 되는지 알려줘.
너 집 곰팡이 얘기는 엄마한테 아직 안 했어. 걱정하실까봐.

언니가
"""


@mail("mail/2025/02/2025-02-16_unni-mum-uk-trip.eml")
def m5(rel):
    m = new_message(H(UNNI, ME, "엄마 영국 가는 거 (5월?)",
                      "Sun, 16 Feb 2025 13:22:05 +0900", "<b5f1e2a0-16fe-2025-naver-77124@navermail.example>"))
    m.set_content(M5_BODY, cte="8bit")
    return m


# 6 ------------------------------------------------------------------------
M6_BODY = wrap("""\
Dear Min-ji,

Please find attached the confirmation of employment letter you requested (HR case HRS-558120). The signed PDF version has also been uploaded to your staff record, and a paper copy can be collected from the HR Services desk in the Whitworth Building if needed.

If the letter needs to be addressed to a specific organisation, let us know and we can reissue it.

Best wishes,

Gareth Pryce
HR Services Adviser
Northbridge University
""")

M6_ATT = """\
NORTHBRIDGE UNIVERSITY - HUMAN RESOURCES
Whitworth Building, Oxford Road, Manchester

Date: 4 March 2025
Our ref: HRS-558120

TO WHOM IT MAY CONCERN

CONFIRMATION OF EMPLOYMENT - Ms Min-ji KIM

This is to confirm that Ms Min-ji KIM (date of birth 14/06/1990) has been
employed by Northbridge University since 2 October 2017.

She is currently employed as Senior Technician (Materials Characterisation)
in the Department of Materials, School of Natural Sciences, on a permanent,
full-time contract (36.5 hours per week), at Grade 6 of the University's
pay scale.

Ms Kim's employment is ongoing and there are no current plans to end it.

This letter is issued at the request of the employee for the purpose of
supporting a family visit to the United Kingdom.

Yours faithfully,

Gareth Pryce
HR Services Adviser
on behalf of the Director of Human Resources
"""


@mail("mail/2025/03/2025-03-05_hr-employment-letter.eml")
def m6(rel):
    m = new_message(H("HR Services <hr.services@northbridge-uni.example>", ME_WORK,
                      "Confirmation of employment letter - case HRS-558120",
                      "Wed, 05 Mar 2025 10:31:12 +0000", "<hrs-558120-reply-1@northbridge-uni.example>"))
    m.set_content(M6_BODY, cte="7bit")
    m.add_attachment(M6_ATT, subtype="plain", filename="Confirmation_of_employment_MKim.txt", cte="base64")
    return m


# 7 ------------------------------------------------------------------------
M7_QUOTED = """\
엄마 눈 검사 어떻게 됐어? 의사 선생님이 뭐래?
수술해야 되면 5월 여행은 미뤄도 돼. 엄마 눈이 먼저야.
결과 나오면 메일로 자세히 보내줘. 카톡은 자꾸 묻혀서.

민지"""

M7_BODY = """\
민지야

안과 다녀왔어. 백내장 맞대. 오른쪽이 더 심하고 왼쪽도 조금.
수술 날짜 잡았어. 4월 22일 화요일 오전에 오른쪽 먼저 하고,
왼쪽은 경과 봐서 한두 달 뒤에 한대.

의사 선생님이 수술하고 최소 석 달은 장거리 비행기 타지 말래.
그래서 5월에 영국 가는 건 안 되겠다. 아쉽지만 할 수 없지.
언니는 겨울에 가래. 크리스마스 때. 엄마도 그게 좋을 것 같아.
영국 크리스마스 구경도 하고.

걱정하지 마. 요즘 백내장 수술은 간단하대. 20분이면 끝난대.
아빠가 병원 데려다준대.

밥 잘 챙겨 먹어라. 곰팡이 있는 방에서 자지 말고.
언니가 다 얘기했어. 

엄마가
"""


@mail("mail/2025/03/2025-03-19_mum-re-eye-check.eml")
def m7(rel):
    m = new_message(H(MUM, ME, "Re: 엄마 눈 검사 결과",
                      "Wed, 19 Mar 2025 21:40:33 +0900", "<20250319214033.jslee.3310@daummail.example>",
                      [("In-Reply-To", "<CAMk2025031508100312@fastpost.example>"),
                       ("References", "<CAMk2025031508100312@fastpost.example>")]))
    body = M7_BODY + "\n\n2025. 3. 15. 오후 5:10, Min-ji Kim <minji.kim@fastpost.example> 작성:\n" + quote(M7_QUOTED) + "\n"
    m.set_content(body, cte="base64")
    return m


# 8 ------------------------------------------------------------------------
M8_TEXT = wrap("""\
NORTHBRIDGE STAFF NEWS - April 2025

1. Lab Safety Week, 12-16 May
Drop-in sessions on glovebox safety, cryogens and HF first aid. Technical staff can book a place through the training portal. Faculty Safety Advisors will be running open walk-rounds all week.

2. Electron microscopy: software upgrade
The FEG-SEM in the Hatton Building (B.09) will be unavailable from 28 to 30 April for a control software upgrade. Please rebook any sessions in that window. Questions to the EM superusers.

3. Capital equipment fund - results
Twelve bids were funded this round, including a new high-temperature box furnace for the Department of Materials and a benchtop XRD for Chemistry.

4. Cycle to Work scheme
The scheme reopens on 1 May. Save up to 40% on a new bike.

5. Staff choir
Northbridge Staff Choir rehearses Mondays 12:30 in the chaplaincy. No auditions, cake provided.
""")

M8_HTML = html_page("""\
<h1 style="color:#5b2a86">Northbridge Staff News &mdash; April 2025</h1>
<h3>1. Lab Safety Week, 12&ndash;16 May</h3>
<p>Drop-in sessions on glovebox safety, cryogens and HF first aid. Technical staff can book a place through
the training portal. Faculty Safety Advisors will be running open walk-rounds all week.</p>
<h3>2. Electron microscopy: software upgrade</h3>
<p>The FEG-SEM in the Hatton Building (B.09) will be unavailable from <b>28 to 30 April</b> for a control
software upgrade. Please rebook any sessions in that window.</p>
<h3>3. Capital equipment fund &mdash; results</h3>
<p>Twelve bids were funded this round, including a new high-temperature box furnace for the Department of
Materials and a benchtop XRD for Chemistry.</p>
<h3>4. Cycle to Work scheme</h3><p>Reopens 1 May. Save up to 40% on a new bike.</p>
<h3>5. Staff choir</h3><p>Mondays 12:30 in the chaplaincy. No auditions, cake provided.</p>
""", "Staff News")


@mail("mail/2025/04/2025-04-09_staff-news-april.eml")
def m8(rel):
    m = new_message(H("Northbridge Staff News <staffnews@northbridge-uni.example>",
                      "all-staff@northbridge-uni.example", "Staff News - April 2025",
                      "Wed, 09 Apr 2025 06:30:00 +0100", "<staffnews-2025-04@northbridge-uni.example>",
                      [("List-Id", "Northbridge all staff <all-staff.northbridge-uni.example>")]))
    m.set_content(M8_TEXT, cte="quoted-printable")
    m.add_alternative(M8_HTML, subtype="html", cte="quoted-printable")
    return m


# 9 ------------------------------------------------------------------------
@mail("mail/2025/05/2025-05-14_new-box-furnace-install.eml")
def m9(rel):
    m = new_message(H("Helen Marsh <h.marsh@northbridge-uni.example>",
                      "Min-ji Kim <m.kim@northbridge-uni.example>, Raj Patel <r.patel@northbridge-uni.example>",
                      "New box furnace - delivery & install 3 June",
                      "Wed, 14 May 2025 16:48:02 +0100", "<5c1d0e77-hm-2025-05-14@northbridge-uni.example>",
                      [("Cc", "Ewa Nowak <e.nowak@northbridge-uni.example>")]))
    rows = [["Item", "Detail"],
            ["Supplier", "Kelvar Thermal Ltd"],
            ["Model", "Kelvar KF-1200/18 muffle (box) furnace"],
            ["Max temperature", "1200 &deg;C (continuous 1150 &deg;C)"],
            ["Chamber", "18 litres, 250 &times; 240 &times; 300 mm"],
            ["Controller", "20-segment programmable, RS-485 logging"],
            ["Safety", "door interlock (element power cut on opening), over-temperature cut-out"],
            ["Power", "3-phase 16 A &mdash; Estates fitting the isolator on 2 June"],
            ["Location", "C.214, bench 4 (next to FC3/FC4)"],
            ["Delivery &amp; install", "Tuesday 3 June, engineer on site from 09:00"],
            ["Serial no.", "KT-25-00731"]]
    inner = ("<p>Hi both,</p>\n<p>Good news &mdash; the capital bid came through and the new furnace is "
             "confirmed. Details below. Min-ji, could you be there for the install and sign the commissioning "
             "sheet? Raj, please clear bench 4 by Friday 30th.</p>\n" + table(rows) +
             "\n<p>The old booking rules apply; Min-ji will set up a sheet. Please don't put anything in it until "
             "it's been commissioned.</p>\n<p>Thanks,<br>Helen</p>\n"
             "<p style=\"color:#666\">Dr Helen Marsh<br>Laboratory Manager, Department of Materials<br>"
             "Northbridge University</p>")
    m.set_content(html_page(inner, "New box furnace"), subtype="html", cte="quoted-printable")
    return m


# 10 -----------------------------------------------------------------------
@mail("mail/2025/06/2025-06-07_homewise-order-receipt.eml")
def m10(rel):
    m = new_message(H("Homewise <orders@homewise.example>", "minji.kim@fastpost.example",
                      "Your Homewise order HW-20250607-88213 is confirmed",
                      "Sat, 07 Jun 2025 19:12:45 +0100", "<order-HW-20250607-88213@homewise.example>"))
    rows = [["Item", "Qty", "Price"],
            ["DryMate DM-20P 20L Compressor Dehumidifier (white)", "1", "£179.99"],
            ["Replacement filter pack (2)", "1", "£12.99"],
            ["Delivery (standard, 3&ndash;5 days)", "", "FREE"],
            ["<b>Total</b>", "", "<b>£192.98</b>"]]
    inner = ("<h2>Thanks for your order, Min-ji!</h2>\n<p>Order <b>HW-20250607-88213</b> placed 7 June 2025.</p>\n"
             + table(rows) +
             "\n<p>Delivering to: Min-ji Kim, Flat 5, 31 Hartington Grove, Manchester M14 7XQ</p>"
             "\n<p>Paid with Visa ending 4402.</p>\n<p>30-day returns. 2-year manufacturer warranty.</p>")
    m.set_content(html_page(inner, "Order confirmation"), subtype="html", cte="quoted-printable")
    return m


# 11 -----------------------------------------------------------------------
M11_BODY = wrap("""\
Dear Min-ji,

I'm writing to let you know that Sophie Kettering has left Redbrick Lettings, and from Monday 7 July your tenancy at Flat 5, 31 Hartington Grove will be managed by me.

Your tenancy, rent and payment arrangements are not affected. Please send any maintenance requests to me directly at callum.doyle@redbricklettings.example or on 0161 496 0822. For emergencies out of hours (gas, water, no heating in winter), please use the out-of-hours number on your welcome pack.

I've been through the file and can see there are some notes about the bedroom. I'll be in touch about that.

Best regards,

Callum Doyle
Property Manager
Redbrick Lettings
""")


@mail("mail/2025/07/2025-07-02_redbrick-new-property-manager.eml")
def m11(rel):
    m = new_message(H(CALLUM, ME, "Change of property manager – Flat 5, 31 Hartington Grove",
                      "Wed, 02 Jul 2025 09:05:51 +0100", "<20250702090551.6610@redbricklettings.example>"))
    m.set_content(M11_BODY, cte="quoted-printable")
    return m


# 12 -----------------------------------------------------------------------
M12_BODY = wrap("""\
Dear Callum,

Formal complaint: damp and mould, Flat 5, 31 Hartington Grove

Thank you for your email of 2 July. As promised in it, here is the history in one place. I am making this a formal complaint about damp and mould in the bedroom, and asking the landlord to investigate and fix the cause.

- November 2024: black mould first appears on the external wall of the bedroom (north-east corner, behind the wardrobe) and around the window.
- 3 February 2025: I reported it in writing to Sophie Kettering with photos.
- 10 February 2025: Sophie replied that the wall and the extractor fan would be looked at during the April inspection.
- 9 April 2025: the inspection took place. The inspector called the mould "lifestyle" and did not inspect the wall or the fan. I have heard nothing since.
- 7 June 2025: I bought a dehumidifier at my own cost. It collects around 2 litres of water a night from the bedroom even in summer. I keep a log of humidity readings, which I can share.
- The bathroom extractor fan does not extract at all.

The wall is damp to the touch after rain, which makes me think water is getting in from outside, not just condensation.

My mother is visiting from Korea in December and will be sleeping in this room.

Please can you:
1. arrange an independent damp survey of the bedroom and the outside wall, and
2. confirm in writing what the landlord will do and by when.

I'm happy to provide access at any time with 24 hours' notice. Photos (12, dated) are attached to my earlier emails to Sophie, which I have forwarded to you separately.

Yours sincerely,

Min-ji Kim
Flat 5, 31 Hartington Grove, Manchester M14 7XQ
""")


@mail("mail/2025/07/2025-07-28_formal-damp-complaint.eml")
def m12(rel):
    m = new_message(H(ME, CALLUM, "Formal complaint - damp and mould in bedroom, Flat 5",
                      "Mon, 28 Jul 2025 20:14:09 +0100", "<CAMk2025072820140922@fastpost.example>"))
    m.set_content(M12_BODY, cte="7bit")
    return m


# 13 -----------------------------------------------------------------------
M13_BODY = wrap("""\
Dear Min-ji,

Thank you for setting this out so clearly, and I'm sorry it has taken this long.

I have discussed your complaint with Mr Ashworth. He has agreed to pay for an independent damp and timber survey of the bedroom and the external wall. We use Dryline Surveys Ltd for this; they will contact you directly to arrange a date, probably in September or early October given their current waiting list.

Once we have the report, the landlord will decide on the works and I will confirm them to you in writing.

In the meantime, please keep using the dehumidifier and keep the log going - it will be useful to the surveyor.

Best regards,

Callum Doyle
Property Manager, Redbrick Lettings
""") + "\n\nOn 28/07/2025 20:14, Min-ji Kim wrote:\n" + quote(M12_BODY)


@mail("mail/2025/08/2025-08-12_re-formal-damp-complaint.eml")
def m13(rel):
    m = new_message(H(CALLUM, ME, "RE: Formal complaint - damp and mould in bedroom, Flat 5",
                      "Tue, 12 Aug 2025 12:30:40 +0100", "<20250812123040.7702@redbricklettings.example>",
                      [("In-Reply-To", "<CAMk2025072820140922@fastpost.example>"),
                       ("References", "<CAMk2025072820140922@fastpost.example>")]))
    m.set_content(M13_BODY, cte="quoted-printable")
    return m


# 14 -----------------------------------------------------------------------
M14_TEXT = """\
[한빛여행사] 전자항공권 발행 안내

김민서 고객님, 안녕하세요. 한빛여행사입니다.
요청하신 항공권이 발권되었습니다. 아래 내용을 확인해 주세요.

■ 예약번호(PNR): K7QWZD
■ 항공사: 오로라 노르딕 항공 (Aurora Nordic Airlines, AU)
■ 탑승객: LEE/JEONGSUK MS (이정숙)
■ 전자항공권 번호: 615-2419087733

[가는 편] 2025년 12월 6일 (토)
  AU 812  인천(ICN) 제1터미널 00:50 → 헬싱키(HEL) 05:35   이코노미
  AU 1447 헬싱키(HEL) 12:55 → 맨체스터(MAN) 14:35        이코노미
  도착: 맨체스터 공항 제2터미널 (T2)
  환승 시간: 7시간 20분 (헬싱키 공항 내 환승, 입국심사 없음)

[오는 편] 2026년 1월 10일 (토)
  AU 1448 맨체스터(MAN) 16:20 → 헬싱키(HEL) 21:15
  AU 811  헬싱키(HEL) 23:40 → 인천(ICN) 17:05 (+1일)

■ 수하물: 위탁 23kg 1개, 기내 8kg 1개
■ 결제 금액: 1,486,000원 (유류할증료 및 세금 포함)

※ 영국 입국 시 전자여행허가(ETA)가 필요합니다. 출발 전 반드시 승인받으세요.
※ 스케줄 변경 시 항공사에서 직접 안내 메일이 발송될 수 있습니다.

감사합니다.
한빛여행사 | 담당 박지현 | 031-000-0000 | ticket@hanbit-travel.example
"""

M14_HTML = html_page("""\
<h2 style="color:#0b5394">[한빛여행사] 전자항공권 발행 안내</h2>
<p>김민서 고객님, 요청하신 항공권이 발권되었습니다.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th>예약번호(PNR)</th><td><b>K7QWZD</b></td></tr>
<tr><th>항공사</th><td>오로라 노르딕 항공 (Aurora Nordic Airlines, AU)</td></tr>
<tr><th>탑승객</th><td>LEE/JEONGSUK MS (이정숙)</td></tr>
<tr><th>전자항공권 번호</th><td>615-2419087733</td></tr>
</table>
<h3>가는 편 &mdash; 2025년 12월 6일 (토)</h3>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th>편명</th><th>출발</th><th>도착</th></tr>
<tr><td>AU 812</td><td>인천(ICN) 제1터미널 00:50</td><td>헬싱키(HEL) 05:35</td></tr>
<tr><td>AU 1447</td><td>헬싱키(HEL) 12:55</td><td>맨체스터(MAN) 14:35 &mdash; 맨체스터 공항 제2터미널 (T2)</td></tr>
</table>
<h3>오는 편 &mdash; 2026년 1월 10일 (토)</h3>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th>편명</th><th>출발</th><th>도착</th></tr>
<tr><td>AU 1448</td><td>맨체스터(MAN) 16:20</td><td>헬싱키(HEL) 21:15</td></tr>
<tr><td>AU 811</td><td>헬싱키(HEL) 23:40</td><td>인천(ICN) 17:05 (+1일)</td></tr>
</table>
<p>수하물: 위탁 23kg 1개, 기내 8kg 1개 &middot; 결제 금액: 1,486,000원</p>
<p>※ 영국 입국 시 전자여행허가(ETA)가 필요합니다.</p>
<p>한빛여행사 | 담당 박지현 | ticket@hanbit-travel.example</p>
""", "전자항공권")


@mail("mail/2025/09/2025-09-02_hanbit-eticket.eml")
def m14(rel):
    m = new_message(H("=?utf-8?b?7ZWc67mb7Jes7ZaJ7IKs?= <ticket@hanbit-travel.example>",
                      "minseo.kim@navermail.example",
                      "[한빛여행사] 전자항공권 발행 안내 - LEE/JEONGSUK MS",
                      "Tue, 02 Sep 2025 15:20:07 +0900", "<et-20250902-152007-0093@hanbit-travel.example>",
                      [("Cc", "minji.kim@fastpost.example")]))
    m.set_content(M14_TEXT, cte="base64")
    m.add_alternative(M14_HTML, subtype="html", cte="base64")
    return m


# 15 -----------------------------------------------------------------------
M15_TEXT = wrap("""\
Dear Ms Kim,

Survey appointment confirmation - Flat 5, 31 Hartington Grove, Manchester M14 7XQ

We are instructed by Redbrick Lettings on behalf of the landlord to carry out a damp and timber survey at the above property.

Date: Tuesday 14 October 2025
Time: 09:30 (allow about 2 hours)
Surveyor: Aidan Mulvey CSRT

To help the survey go smoothly, please:
- pull furniture at least 50 cm away from the affected walls (the wardrobe in the bedroom, if you can)
- do not clean or treat the affected areas for 7 days before the visit
- make sure we can get to the rear of the building for the ladder

Our report will be sent to the letting agent and to you within 5-7 working days of the visit.

If you need to change the appointment, please reply to this email or call 0161 496 0904.

Kind regards,

Bethany Croft
Bookings, Dryline Surveys Ltd
""")

M15_HTML = html_page("""\
<p>Dear Ms Kim,</p>
<p><b>Survey appointment confirmation</b> &mdash; Flat 5, 31 Hartington Grove, Manchester M14 7XQ</p>
<p>We are instructed by Redbrick Lettings on behalf of the landlord to carry out a damp and timber survey at the above property.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
<tr><th>Date</th><td>Tuesday 14 October 2025</td></tr>
<tr><th>Time</th><td>09:30 (allow about 2 hours)</td></tr>
<tr><th>Surveyor</th><td>Aidan Mulvey CSRT</td></tr>
</table>
<ul>
<li>pull furniture at least 50 cm away from the affected walls</li>
<li>do not clean or treat the affected areas for 7 days before the visit</li>
<li>make sure we can get to the rear of the building for the ladder</li>
</ul>
<p>Our report will be sent to the letting agent and to you within 5&ndash;7 working days of the visit.</p>
<p>Kind regards,<br>Bethany Croft<br>Bookings, Dryline Surveys Ltd</p>
""", "Survey appointment")


@mail("mail/2025/09/2025-09-23_dryline-survey-appointment.eml")
def m15(rel):
    m = new_message(H("Dryline Surveys <bookings@dryline-surveys.example>", ME,
                      "Survey appointment confirmation - Flat 5, 31 Hartington Grove",
                      "Tue, 23 Sep 2025 11:02:19 +0100", "<dl-appt-25-1187@dryline-surveys.example>",
                      [("Cc", "callum.doyle@redbricklettings.example")]))
    m.set_content(M15_TEXT, cte="quoted-printable")
    m.add_alternative(M15_HTML, subtype="html", cte="quoted-printable")
    return m


# 16 -----------------------------------------------------------------------
M16_Q = wrap("""\
Hello,

I'm a registered patient at the practice. My mother (63, lives in South Korea) is visiting me from 6 December to 10 January and staying at my address.

Could you tell me:
1. Can she register as a temporary patient while she's here?
2. If she gets ill, will she be charged for anything?
3. She takes tablets for blood pressure and cholesterol. If she runs out, can a GP here prescribe them?
4. Is there anything she should bring with her?

Thank you,
Min-ji Kim
""")

M16_BODY = wrap("""\
Dear Ms Kim,

Thank you for your email.

1. Visitors from abroad can ask to be seen as a temporary resident if they need treatment during their stay. This is at the practice's discretion and depends on capacity at the time; it is not something we can arrange in advance.
2. GP consultations are free. Emergency treatment in A&E is free at the point of use, but if your mother is admitted to hospital or needs follow-up hospital care, the hospital may charge her under the overseas visitor rules. We would strongly recommend travel insurance with medical cover for the whole stay.
3. We would not normally issue a prescription for long-term medication for a short-term visitor, so please ask her to bring enough for the whole stay plus a week or two spare.
4. Please ask her to bring her medicines in their original packaging with a written list of what she takes (in English, with doses), and her insurance details. For anything non-urgent, NHS 111 (phone or online) can advise and can arrange an interpreter.

I hope she has a lovely visit.

Kind regards,

Lorraine Abbott
Practice Manager
Cringle Fields Surgery
48 Errwood Lane, Manchester M19 2QX
Tel 0161 496 0732
""")


@mail("mail/2025/10/2025-10-06_gp-re-visiting-parent.eml")
def m16(rel):
    m = new_message(H("Cringle Fields Surgery <reception@cringlefields-surgery.example>", ME,
                      "RE: Visiting parent from South Korea - temporary registration?",
                      "Mon, 06 Oct 2025 14:26:37 +0100", "<cfs-20251006-142637-112@cringlefields-surgery.example>",
                      [("In-Reply-To", "<CAMk2025100309120044@fastpost.example>"),
                       ("References", "<CAMk2025100309120044@fastpost.example>")]))
    body = M16_BODY + "\n\n-----Original Message-----\nFrom: Min-ji Kim <minji.kim@fastpost.example>\nSent: 03 October 2025 09:12\nTo: reception@cringlefields-surgery.example\nSubject: Visiting parent from South Korea - temporary registration?\n\n" + quote(M16_Q)
    m.set_content(body, cte="7bit")
    return m


# 17 -----------------------------------------------------------------------
def m17_body():
    top = """\
언니,

GP에서 답장 왔어. 아래 메일 봐봐. 요약하면:
- 미리 등록은 안 되고, 아프면 그때 '임시 환자'로 봐줄 수도 있다 (병원 재량)
- 응급실은 무료지만 입원하면 돈 청구될 수 있음
- 약은 체류 기간 전부 + 여유분 챙겨오고, 영어로 된 약 목록 같이
- 여행자보험 꼭 들라고 함

보험은 언니가 한국에서 알아봐 줄 수 있어? 의료비 포함된 걸로.
이번 주말에 통화하자.

민지

---------- Forwarded message ---------
From: Cringle Fields Surgery <reception@cringlefields-surgery.example>
Date: Mon, 6 Oct 2025 at 14:26
Subject: RE: Visiting parent from South Korea - temporary registration?
To: Min-ji Kim <minji.kim@fastpost.example>

"""
    return top + M16_BODY + "\n\n-----Original Message-----\nFrom: Min-ji Kim <minji.kim@fastpost.example>\nSent: 03 October 2025 09:12\nTo: reception@cringlefields-surgery.example\nSubject: Visiting parent from South Korea - temporary registration?\n\n" + quote(M16_Q)


@mail("mail/2025/10/2025-10-06_fwd-gp-reply-to-unni.eml")
def m17(rel):
    m = new_message(H(ME, UNNI, "Fwd: RE: Visiting parent from South Korea - temporary registration?",
                      "Mon, 06 Oct 2025 19:55:02 +0100", "<CAMk2025100619550201@fastpost.example>"))
    m.set_content(m17_body(), cte="8bit")
    return m


# 18 -----------------------------------------------------------------------
M18_BODY = wrap("""\
Dear Ms Kim,

Please find attached our damp and timber survey report (ref DS-25-1187) for Flat 5, 31 Hartington Grove, following our visit on 14 October. A copy has also been sent to Redbrick Lettings.

The surveyor's findings and recommendations are in sections 4 and 5. If you have any questions about the report, please contact us quoting the reference.

Kind regards,

Dryline Surveys Ltd
""")

M18_ATT = """\
DRYLINE SURVEYS LTD - DAMP & TIMBER SURVEY REPORT
Report ref: DS-25-1187
Property: Flat 5, 31 Hartington Grove, Manchester M14 7XQ (first floor flat,
          solid brick end-terrace, c.1905, converted c.1990)
Instructed by: Redbrick Lettings on behalf of Mr N. Ashworth
Date of inspection: 14 October 2025
Surveyor: Aidan Mulvey CSRT
Weather: dry at time of survey; heavy rain the previous 48 hours

1. SCOPE
Inspection of the bedroom (north-east elevation), bathroom and hallway,
and the external north-east elevation from ground level and ladder.
Non-destructive moisture meter readings, two drilled masonry samples for
carbide testing, and salt analysis.

2. OBSERVATIONS - INTERNAL
Bedroom: black mould growth to approx. 0.8 m2 in the NE corner and below
the window bay, concentrated behind the wardrobe position. Plaster
softening at skirting level below the bay. Window seals discoloured.
Bathroom: extractor fan (ceiling, 100 mm) runs but measured extract rate
was nil (0 l/s) - the duct appears disconnected or blocked in the void.
Hallway: no defects noted.

3. OBSERVATIONS - EXTERNAL
The cast-iron rainwater hopper head serving the bay roof is completely
blocked with moss and debris. The downpipe below it has a vertical crack
approx. 400 mm long. Staining to brickwork consistent with prolonged water
discharge down the face of the wall directly outside the bedroom.

4. MOISTURE READINGS AND FINDINGS
Bedroom NE external wall, 300-900 mm above floor, below the bay:
  up to 28% WME (wood moisture equivalent) - very wet.
Other bedroom walls: 12-15% WME. Bathroom: 16% WME near the ceiling.
Carbide tests: 4.8% and 5.1% moisture content at depth (NE wall).
Salt analysis: no significant chlorides or nitrates.
The pattern (highest readings below the hopper, not uniform at low level)
and the salt results are NOT consistent with rising damp. The existing
damp-proof course is present and appears to be functioning.

FINDING: penetrating damp caused by the blocked hopper head and cracked
downpipe saturating the external wall, made worse by condensation from
inadequate ventilation (non-functioning bathroom extract, furniture
against a cold external wall).

5. RECOMMENDATIONS
5.1 Clear the hopper head; replace the cracked downpipe section. Urgent.
5.2 Allow the wall to dry for 4-6 weeks with heating and dehumidification,
    then fungicidal wash and stain-block sealer before redecoration.
5.3 Replace the bathroom extractor fan with a humidistat-controlled unit
    (min. 15 l/s) and reconnect/replace the ducting.
5.4 Consider a positive input ventilation (PIV) unit in the hallway.
5.5 Keep furniture at least 50 mm off external walls.
No chemical DPC injection is required.

Aidan Mulvey CSRT
Dryline Surveys Ltd
"""


@mail("mail/2025/10/2025-10-21_dryline-survey-report.eml")
def m18(rel):
    m = new_message(H("Dryline Surveys <reports@dryline-surveys.example>", ME,
                      "Damp & timber survey report DS-25-1187 - Flat 5, 31 Hartington Grove",
                      "Tue, 21 Oct 2025 16:40:12 +0100", "<dl-report-25-1187@dryline-surveys.example>",
                      [("Cc", "callum.doyle@redbricklettings.example")]))
    m.set_content(M18_BODY, cte="quoted-printable")
    m.add_attachment(M18_ATT, subtype="plain", filename="DS-25-1187_report.txt", cte="base64")
    return m


# 19 -----------------------------------------------------------------------
M19_ROWS = [["#", "Work", "Who", "When"],
            ["1", "Clear rainwater hopper head; replace cracked downpipe section", "Castlefield Roofing (Darren Quayle)", "Tue 28 Oct, 8:00am"],
            ["2", "Fungicidal mould wash, stain-block and repaint bedroom wall", "Redbrick maintenance team", "w/c 10 Nov (once the wall has dried)"],
            ["3", "Replace bathroom extractor fan with humidistat unit + ducting", "Electrician (TBC) &mdash; will contact you within two weeks", "TBC"],
            ["4", "Positive input ventilation unit (hallway)", "Not approved at this stage &mdash; landlord will review after the winter", "&ndash;"]]


@mail("mail/2025/10/2025-10-24_redbrick-remedial-works.eml")
def m19(rel):
    m = new_message(H(CALLUM, ME, "Remedial works agreed - Flat 5, 31 Hartington Grove",
                      "Fri, 24 Oct 2025 10:11:48 +0100", "<20251024101148.8013@redbricklettings.example>"))
    inner = ("<p>Dear Min-ji,</p>\n<p>Following the Dryline report (DS-25-1187), Mr Ashworth has agreed to the "
             "following works:</p>\n" + table(M19_ROWS) +
             "\n<p>Castlefield Roofing will need access to the rear of the building only; you don't need to be in. "
             "Our maintenance team will contact you to arrange access for item 2.</p>"
             "\n<p>There will be no change to your rent for the remainder of the tenancy.</p>"
             "\n<p>Please let me know if you have any questions.</p>"
             "\n<p>Best regards,<br>Callum Doyle<br>Property Manager, Redbrick Lettings<br>0161 496 0822</p>")
    m.set_content(html_page(inner, "Remedial works"), subtype="html", cte="quoted-printable")
    return m


# 20 -----------------------------------------------------------------------
M19_TRIMMED = """\
Following the Dryline report (DS-25-1187), Mr Ashworth has agreed to the following works:
[...]
3. Replace bathroom extractor fan with humidistat unit + ducting - Electrician (TBC) - will contact you within two weeks - TBC
[...]
Best regards,
Callum Doyle"""

M20_BODY = wrap("""\
Hi Callum,

Thank you - this is a relief, and thanks for pushing it through.

I'll be honest: I had been planning to give notice and move out because of the damp. With these works agreed and in writing, I'm happy to stay on in the flat and won't be giving notice.

Two things:
- Item 3: could you let me have a date for the electrician as soon as you have one? The fan matters most to me before my mother arrives on 6 December.
- Item 2: any weekday works for access, I'll leave a key with my neighbour at no. 29 if I'm at work.

Thanks again,
Min-ji
""") + "\n\nOn Fri, 24 Oct 2025 at 10:11, Callum Doyle <callum.doyle@redbricklettings.example> wrote:\n" + quote(wrap(M19_TRIMMED))


@mail("mail/2025/10/2025-10-25_re-remedial-works.eml")
def m20(rel):
    m = new_message(H(ME, CALLUM, "Re: Remedial works agreed - Flat 5, 31 Hartington Grove",
                      "Sat, 25 Oct 2025 09:47:30 +0100", "<CAMk2025102509473011@fastpost.example>",
                      [("In-Reply-To", "<20251024101148.8013@redbricklettings.example>"),
                       ("References", "<20251024101148.8013@redbricklettings.example>")]))
    m.set_content(M20_BODY, cte="quoted-printable")
    return m


# 21 -----------------------------------------------------------------------
M21_BODY = wrap("""\
Dear colleagues,

Because of a clash with the Faculty Health & Safety Committee, the safety audit of the Materials teaching and research laboratories originally scheduled for Thursday 20 November has been moved.

New date: Tuesday 2 December 2025, starting at 10:00 in C.214 (Hatton Building), then B.09 (electron microscopy) and the sample prep room. Please allow until about 12:30.

I'll be looking in particular at:
- COSHH assessments for the highest-hazard substances (in your case, hydrofluoric acid) - please make sure they are current
- spill kits and first-aid provision for HF
- furnace risk assessments and run logs
- training records for the SEM

Could the lab manager and the technician responsible for each area be available to walk round with me? Please update your calendars - the original invitation will be cancelled.

Many thanks,

Fiona Lacey
Faculty Safety Advisor
Faculty of Science and Engineering, Northbridge University
""")


@mail("mail/2025/11/2025-11-04_safety-audit-new-date.eml")
def m21(rel):
    m = new_message(H("Fiona Lacey <f.lacey@northbridge-uni.example>",
                      "Helen Marsh <h.marsh@northbridge-uni.example>, Min-ji Kim <m.kim@northbridge-uni.example>",
                      "Materials labs safety audit – NEW DATE Tue 2 December",
                      "Tue, 04 Nov 2025 14:05:26 +0000", "<fl-audit-2025-11-04@northbridge-uni.example>",
                      [("Cc", "Raj Patel <r.patel@northbridge-uni.example>")]))
    m.set_content(M21_BODY, cte="quoted-printable")
    return m


# 22 -----------------------------------------------------------------------
M22_BODY = """\
UK Electronic Travel Authorisation (ETA)

Dear JEONGSUK LEE,

Your application for an electronic travel authorisation (ETA) to travel to
the UK has been granted.

Application number: 4418 2093 7751
Passport: Republic of Korea, number ending 17
Date of decision: 6 November 2025

Your ETA is digitally linked to the passport you used to apply. You do not
need to print this email, but you may find it helpful to keep a copy.

Your ETA allows you to travel to the UK multiple times for up to 6 months at
a time for tourism, visiting family and friends, business or short-term
study. It is valid for 2 years, or until the passport you applied with
expires, whichever is sooner.

An ETA is not a guarantee of entry. You will still need to show your
passport to a Border Force officer, who may ask about the purpose and length
of your visit.

Do not reply to this email. This mailbox is not monitored.
"""


@mail("mail/2025/11/2025-11-06_uk-eta-granted.eml")
def m22(rel):
    m = new_message(H("UK ETA <no-reply@eta-notify.example>", "minji.kim@fastpost.example",
                      "Your UK electronic travel authorisation (ETA) has been granted",
                      "Thu, 06 Nov 2025 08:02:44 +0000", "<eta-decision-0651aa3f@eta-notify.example>"))
    m.set_content(M22_BODY, cte="base64")
    return m


# 23 -----------------------------------------------------------------------
@mail("mail/2025/11/2025-11-10_aurora-schedule-change.eml")
def m23(rel):
    m = new_message(H("Aurora Nordic Airlines <noreply@auroranordic.example>", "minseo.kim@navermail.example",
                      "Important: a change to your flight schedule",
                      "Mon, 10 Nov 2025 06:14:09 +0200", "<sc-20251110-5521930@auroranordic.example>",
                      [("Cc", "minji.kim@fastpost.example")]))
    rows = [["Flight", "Date", "Route", "Was", "Now"],
            ["AU 812", "6 Dec 2025", "Seoul (ICN) &rarr; Helsinki (HEL)", "00:50 &ndash; 05:35", "no change"],
            ["AU 1447", "6 Dec 2025", "Helsinki (HEL) &rarr; Manchester (MAN)", "dep 12:55, arr 14:35",
             "<b>dep 17:10, arr 18:50</b>"],
            ["AU 1448", "10 Jan 2026", "Manchester (MAN) &rarr; Helsinki (HEL)", "16:20 &ndash; 21:15", "no change"],
            ["AU 811", "10 Jan 2026", "Helsinki (HEL) &rarr; Seoul (ICN)", "23:40 &ndash; 17:05+1", "no change"]]
    inner = ("<h2>We've changed your flight times</h2>\n<p>Booking reference: <b>K7QWZD</b><br>"
             "Passenger: LEE/JEONGSUK MS</p>\n<p>Due to an operational change, the departure time of one of "
             "your flights has changed. Your new itinerary is below. All times are local.</p>\n" + table(rows) +
             "\n<p>Your connection in Helsinki is protected. You don't need to do anything if the new times suit "
             "you. If they don't, you can change to another flight or request a refund in Manage booking.</p>"
             "\n<p>We're sorry for any inconvenience.<br>Aurora Nordic Airlines</p>")
    m.set_content(html_page(inner, "Schedule change"), subtype="html", cte="base64")
    return m


# 24 -----------------------------------------------------------------------
M24_TEXT = wrap("""\
YORK BREAKS - WINTER 2025

The York Winter Festival and Christmas Market is back! 13 November - 21 December, Parliament Street and St Sampson's Square, 10am-7pm daily (until 8pm on Thursdays).

This winter in York:
- York Minster by candlelight: evensong daily at 5.30pm, free to attend services
- Walk the walls: the full 3.4 km circuit, open 9am to dusk (closed in icy weather)
- The Shambles: independent shops, late opening Thursdays in December
- National Railway Museum: free entry, winter family trail

Getting here: York is under 2 hours by train from Manchester, Leeds and Newcastle. Book in advance for the best fares.

You're receiving this because you signed up at yorkbreaks.example.
""")

M24_HTML = html_page("""\
<h1 style="color:#8b0000">York Breaks &mdash; Winter 2025</h1>
<p>The <b>York Winter Festival and Christmas Market</b> is back! 13 November &ndash; 21 December, Parliament
Street and St Sampson's Square, 10am&ndash;7pm daily (until 8pm on Thursdays).</p>
<table border="0" cellpadding="8">
<tr><td><b>York Minster by candlelight</b></td><td>Evensong daily 5.30pm, free to attend services</td></tr>
<tr><td><b>Walk the walls</b></td><td>3.4 km circuit, 9am to dusk</td></tr>
<tr><td><b>The Shambles</b></td><td>Late opening Thursdays in December</td></tr>
<tr><td><b>National Railway Museum</b></td><td>Free entry, winter family trail</td></tr>
</table>
<p>York is under 2 hours by train from Manchester, Leeds and Newcastle.</p>
<p style="font-size:11px">You're receiving this because you signed up at yorkbreaks.example.</p>
""", "York Breaks")


@mail("mail/2025/11/2025-11-12_york-breaks-winter-newsletter.eml")
def m24(rel):
    m = new_message(H("York Breaks <hello@yorkbreaks.example>", "minji.kim@fastpost.example",
                      "Christmas in York: the market is open!",
                      "Wed, 12 Nov 2025 08:00:00 +0000", "<yb-newsletter-2025-11-12@yorkbreaks.example>",
                      [("List-Unsubscribe", "<https://yorkbreaks.example/unsub/5530912>")]))
    m.set_content(M24_TEXT, cte="quoted-printable")
    m.add_alternative(M24_HTML, subtype="html", cte="quoted-printable")
    return m


# 25 -----------------------------------------------------------------------
@mail("mail/2025/11/2025-11-18_traingo-york-tickets.eml")
def m25(rel):
    m = new_message(H("TrainGo <tickets@traingo.example>", "minji.kim@fastpost.example",
                      "Your tickets: Manchester Piccadilly to York, Sat 13 Dec",
                      "Tue, 18 Nov 2025 21:33:17 +0000", "<tg-88Q41K7-confirm@traingo.example>"))
    rows = [["Journey", "Depart", "Arrive", "Seats"],
            ["Outward &mdash; Sat 13 Dec 2025", "Manchester Piccadilly 09:17", "York 10:46", "Coach C, 24 + 25"],
            ["Return &mdash; Sat 13 Dec 2025", "York 17:32", "Manchester Piccadilly 19:05", "Coach B, 61 + 62"]]
    inner = ("<h2>You're all booked</h2>\n<p>Booking reference <b>TG-88Q4-1K7</b></p>\n" + table(rows) +
             "\n<p>Passengers: 2 adults &middot; Railcard: Two Together<br>Ticket type: Advance Single &times; 2 "
             "(outward) + Advance Single &times; 2 (return) &mdash; valid only on the trains shown</p>"
             "\n<p><b>Total paid: £58.40</b></p>\n<p>Your tickets are in the TrainGo app. Remember to carry your "
             "railcard &mdash; both named holders must travel together.</p>")
    m.set_content(html_page(inner, "Your tickets"), subtype="html", cte="quoted-printable")
    return m


def build_mails():
    for rel, fn in MAILS:
        finish_message(rel, fn(rel))
    return [rel for rel, _ in MAILS]
