# -*- coding: utf-8 -*-
"""E-mail specs for the aigerim vault. Built with email.message.EmailMessage in build.py."""

ME = "Aigerim Sadykova <aigerim.sadykova@tulparpay.example>"
ME_P = "Aigerim Sadykova <aigerim.s@mail.example>"
BAKHYT = "Bakhyt Ermekov <bakhyt.ermekov@tulparpay.example>"

# each spec: path, headers (dict, ordered), kind, and content fields
# kind: plain (body, cte) | html (html, cte) | alt (body, html, cte) | mixed (body, cte, attachments=[(filename, text)])
MAILS = []


def add(path, frm, to, subject, date, kind, **kw):
    MAILS.append(dict(path=path, frm=frm, to=to, subject=subject, date=date, kind=kind, **kw))


add("mail/2024/04/2024-04-09_paynomad-case.eml",
    "PayNomad Merchant Support <support@paynomad.example>", ME,
    "[PN-CASE-77812] Duplicate captures reported - merchant Tulpar Pay",
    "2024-04-09 23:41:07+05:00", "plain", cte="7bit", msgid="pn77812.1@paynomad.example",
    body="""Hello Aigerim,

Thank you for contacting PayNomad Merchant Support. A case has been opened for your report.

  Case number:  PN-CASE-77812
  Merchant:     Tulpar Pay LLP (MID 4410-22)
  Category:     Duplicate capture / idempotency
  Priority:     P1

Our initial analysis shows multiple capture requests with different Idempotency-Key values
for the same order reference between 21:38 and 23:30 (UTC+5). Our platform processed these
as independent captures, which is expected behaviour for distinct keys.

Please quote the case number in all further communication. A settlement report with the
affected transactions will follow within 2 business days.

Kind regards,
Jonas
PayNomad Merchant Support
""")

add("mail/2024/04/2024-04-12_postmortem-invite.eml",
    BAKHYT, "qa-team@tulparpay.example, dev-payments@tulparpay.example",
    "Post-mortem 2.14 \u2014 Tue 16 Apr, 15:00",
    "2024-04-12 11:05:00+05:00", "plain", cte="quoted-printable", msgid="pm214.invite@tulparpay.example",
    body="""Hi all,

Blameless post-mortem for the 2.14 duplicate-capture incident:

  When:  Tuesday 16 April, 15:00\u201316:30
  Where: Khan Tengri meeting room, 5th floor (the big one with the broken blinds)
  Zoom for Daulet and anyone remote: link in the calendar invite

Aigerim will walk us through the timeline (draft is in Confluence). Please read it before the
meeting and add anything that's missing. Bring facts, not blame \u2014 we all shipped this.

Agenda: timeline \u2192 root cause \u2192 refunds status \u2192 action items.

Bakhyt
CTO, Tulpar Pay
""")

add("mail/2024/04/2024-04-18_re-postmortem-actions.eml",
    ME, BAKHYT, "Re: Post-mortem 2.14 - action items",
    "2024-04-18 18:22:40+05:00", "plain", cte="7bit", msgid="pm214.re2@tulparpay.example",
    inreplyto="pm214.actions@tulparpay.example",
    body="""Hi Bakhyt,

Status from my side:

- Refunds: all 37 customers refunded by Wednesday evening, support sent the apology mails.
- Contract test for the idempotency key: merged, runs in every pipeline.
- PayNomad: on the call today they agreed to issue a credit note for the chargeback fees of
  the 3 disputes that still came in (around EUR 45 in total). Their account manager promised
  it "by the end of May". I'll keep this thread and chase them.
- Load testing: I'll start the vendor search in July after the 2.15 release.

Aigerim

On Wed, 17 Apr 2024 at 19:10, Bakhyt Ermekov <bakhyt.ermekov@tulparpay.example> wrote:
> Thanks everyone for yesterday. Action items are in the doc. Aigerim, can you
> own the PayNomad side (fees, settlement file) and send me a status by Friday?
>
> Also: we refund first, we argue with the gateway later.
>
> B.
""")

add("mail/2024/05/2024-05-20_dala-bank-schedule.eml",
    "Dala Bank <noreply@dalabank.example>", ME_P,
    "График платежей по Вашему займу",
    "2024-05-20 09:12:00+05:00", "plain", cte="base64", msgid="dala.sched.0520@dalabank.example",
    body="""Уважаемая Айгерим Нурлановна!

Направляем Вам актуальный график платежей по договору банковского займа
№ АК-2023/55120 от 14.08.2023 (автокредит, Hyundai Elantra).

Сумма займа: 7 800 000 ₸
Срок: 36 месяцев
Ежемесячный платёж: 142 300 ₸
Дата списания: 15 числа каждого месяца с Вашего текущего счёта.
Если 15 число выпадает на выходной, списание происходит в следующий рабочий день.

Частичное досрочное погашение возможно без комиссии по истечении 12 месяцев с даты
выдачи займа. Заявление можно подать в мобильном приложении.

С уважением,
Dala Bank
Это письмо сформировано автоматически, пожалуйста, не отвечайте на него.
""")

add("mail/2024/06/2024-06-03_ctd-talk-accepted.eml",
    "Caucasus Testing Days <program@caucasustestingdays.example>", ME,
    "Your talk has been accepted - Caucasus Testing Days 2024",
    "2024-06-03 16:40:00+04:00", "html", cte="7bit", msgid="ctd.accept.112@caucasustestingdays.example",
    html="""<html><body style="font-family:Arial,sans-serif">
<h2>Congratulations, Aigerim!</h2>
<p>We are happy to tell you that your proposal has been accepted for
<b>Caucasus Testing Days 2024</b> in Tbilisi.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th align="left">Talk</th><td>Flaky Tests Are Product Bugs</td></tr>
<tr><th align="left">Format</th><td>30 min talk + 10 min Q&amp;A</td></tr>
<tr><th align="left">Day</th><td>Thursday, 17 October 2024</td></tr>
<tr><th align="left">Slot</th><td>14:00 - 14:40, Hall A</td></tr>
<tr><th align="left">Venue</th><td>Rustaveli Tech Hall, 37 Kostava St, Tbilisi</td></tr>
</table>
<p>Speakers get a free conference pass, a partner rate at two hotels in Sololaki and an
honorarium of 500 USD. Please confirm by 15 June and send your bio and photo.</p>
<p>See you in Tbilisi!<br>Nino Beridze, Program Committee</p>
</body></html>
""")

add("mail/2024/06/2024-06-14_shanyrak-preapproval.eml",
    "Shanyrak Housing Bank <ipoteka@shanyrak-bank.example>", ME_P,
    "Предварительное одобрение по программе «Birge Ui»",
    "2024-06-14 15:30:00+05:00", "mixed", cte="quoted-printable", msgid="shn.pa.0614@shanyrak-bank.example",
    body="""Уважаемая Айгерим Нурлановна!

Рады сообщить, что по Вашей заявке на ипотечный заём по государственной программе
«Birge Ui» принято положительное предварительное решение.

Предварительно одобренная сумма: 31 500 000 ₸
Ставка: 7% годовых, срок до 20 лет.
Первоначальный взнос: не менее 20% от стоимости жилья.

Официальное письмо с номером заявки и условиями во вложении. Пожалуйста, указывайте номер
заявки при обращении в отделение.

С уважением,
отдел ипотечного кредитования
Shanyrak Housing Bank
""",
    attachments=[("predvaritelnoe_odobrenie.txt", """ПРЕДВАРИТЕЛЬНОЕ ОДОБРЕНИЕ

Номер заявки: PA-2406-88417
Заёмщик: Садыкова Айгерим Нурлановна
Программа: «Birge Ui» (государственная жилищная программа)
Сумма: 31 500 000 тенге
Ставка: 7% годовых
Срок: до 240 месяцев
Действительно до: 15.03.2025

Условия выдачи:
1. Подтверждение доходов за последние 6 месяцев.
2. Отчёт об оценке приобретаемого жилья.
3. Первоначальный взнос не менее 20%.
""")])

add("mail/2024/07/2024-07-02_testing-weekly-212.eml",
    "Testing Weekly <newsletter@testingweekly.example>", ME,
    "Testing Weekly #212: load testing tools roundup, flaky test budgets",
    "2024-07-02 08:00:00+00:00", "html", cte="quoted-printable", msgid="tw212@testingweekly.example",
    html="""<html><body>
<h1>Testing Weekly #212</h1>
<h3>This week</h3>
<table cellpadding="4">
<tr><td><b>Tools</b></td><td>Load testing tools roundup 2024: k6, Gatling, Locust, and the SaaS crowd
(Loadbeam, StressLab, BlazeRun) compared on price per virtual user.</td></tr>
<tr><td><b>Practice</b></td><td>"A flaky test budget that actually works" &mdash; quarantine lanes and the 7-day rule.</td></tr>
<tr><td><b>Events</b></td><td>Caucasus Testing Days, Tbilisi, 17&ndash;18 October. Early bird ends 31 July.</td></tr>
<tr><td><b>Sponsor</b></td><td>Loadbeam &mdash; chaos hooks for your load tests. 14-day free trial.</td></tr>
</table>
<p style="font-size:small">You receive this because you subscribed at testingweekly.example. <a href="https://testingweekly.example/unsub">Unsubscribe</a></p>
</body></html>
""")

add("mail/2024/07/2024-07-22_loadbeam-quote.eml",
    "Martin Kask <martin@loadbeam.example>", ME,
    "Loadbeam - quote for Tulpar Pay",
    "2024-07-22 12:15:00+03:00", "alt", cte="7bit", msgid="lb.quote.tp@loadbeam.example",
    body="""Hi Aigerim,

Great talking to you on the demo! As promised, our offer:

  Plan:        Loadbeam Team
  Virtual users: up to 2,500 concurrent
  Chaos hooks: included (gateway timeouts, latency injection)
  Price:       USD 1,150 per month, billed monthly
               (10% off if you commit annually)
  Hosting:     EU data centres

Happy to set up a 14-day pilot on your staging environment.

Best,
Martin Kask
Account Executive, Loadbeam (Tallinn)
""",
    html="""<html><body><p>Hi Aigerim,</p><p>Great talking to you on the demo! As promised, our offer:</p>
<table border="1" cellpadding="4"><tr><td>Plan</td><td>Loadbeam Team</td></tr>
<tr><td>Virtual users</td><td>up to 2,500 concurrent</td></tr>
<tr><td>Chaos hooks</td><td>included (gateway timeouts, latency injection)</td></tr>
<tr><td>Price</td><td>USD 1,150 per month, billed monthly (10% off if you commit annually)</td></tr>
<tr><td>Hosting</td><td>EU data centres</td></tr></table>
<p>Happy to set up a 14-day pilot on your staging environment.</p><p>Best,<br>Martin Kask<br>Account Executive, Loadbeam (Tallinn)</p></body></html>
""")

add("mail/2024/08/2024-08-05_stresslab-quote.eml",
    "StressLab Sales <sales@stresslab.example>", ME,
    "StressLab proposal - Tulpar Pay (fault injection + 3,000 VU)",
    "2024-08-05 10:02:00+02:00", "alt", cte="7bit", msgid="sl.prop.tp@stresslab.example",
    body="""Dear Aigerim,

Thank you for your time at the demo. Please find our proposal below.

- StressLab Professional, 3,000 concurrent virtual users
- Fault injection per endpoint (timeouts, 5xx, slow responses), HAR replay
- Kotlin DSL and JavaScript scripting, GitLab CI runner
- Data processed and stored in Frankfurt (EU); DPA and sub-processor list available
- Price: USD 1,350 per month on an annual agreement

We can discuss the price for an annual prepayment.

Kind regards,
Anke Vogel
StressLab Sales
""",
    html="""<html><body><p>Dear Aigerim,</p><p>Thank you for your time at the demo. Please find our proposal below.</p>
<ul><li>StressLab Professional, 3,000 concurrent virtual users</li>
<li>Fault injection per endpoint (timeouts, 5xx, slow responses), HAR replay</li>
<li>Kotlin DSL and JavaScript scripting, GitLab CI runner</li>
<li>Data processed and stored in Frankfurt (EU); DPA and sub-processor list available</li>
<li><b>Price: USD 1,350 per month</b> on an annual agreement</li></ul>
<p>We can discuss the price for an annual prepayment.</p><p>Kind regards,<br>Anke Vogel<br>StressLab Sales</p></body></html>
""")

add("mail/2024/08/2024-08-28_re-loadbeam-vendor-review.eml",
    "Saule Bekova <saule.bekova@tulparpay.example>", ME,
    "Re: Vendor review - Loadbeam",
    "2024-08-28 17:48:00+05:00", "plain", cte="7bit", msgid="sec.lb.re1@tulparpay.example",
    inreplyto="sec.lb.req@tulparpay.example",
    body="""Aigerim,

I finished the review and I can't approve Loadbeam, sorry.

1. Their "EU data centres" is the marketing page. The sub-processor list they sent shows
   test data and results stored in AWS us-east-1.
2. They don't have a DPA template and said they "can prepare one in Q1 2025".
3. We would send them HAR files from staging, which contain real-looking card tokens.

For a payments company that is a no from infosec. If StressLab's DPA is what they claim
(Frankfurt, sub-processors listed), send me their package and I can turn it around in 3 days.

Saule Bekova
Information Security Lead

On Mon, 19 Aug 2024, Aigerim Sadykova wrote:
> Hi Saule, could you please run the standard vendor review for Loadbeam?
> We'd like to sign this month. Questionnaire and their security whitepaper attached.
> Thanks!
""")

add("mail/2024/09/2024-09-04_re-load-testing-decision.eml",
    ME, BAKHYT, "Re: Load testing vendor - what now?",
    "2024-09-04 11:30:00+05:00", "plain", cte="7bit", msgid="lt.dec.re2@tulparpay.example",
    inreplyto="lt.dec.q@tulparpay.example",
    body="""Bakhyt,

Final decision: we're going with StressLab, not Loadbeam.

- Loadbeam is out after the infosec review (data in the US, no DPA).
- StressLab passed infosec yesterday.
- I negotiated the price down: USD 1,200 per month with annual prepayment
  (their quote was 1,350). That's within the budget you approved for Loadbeam + 10%.
- Contract: they send it this week, kickoff end of September.

Sorry for announcing Loadbeam too early in August. Lesson learned.

Aigerim

On Tue, 3 Sep 2024, Bakhyt Ermekov wrote:
> Saw Saule's note on Loadbeam. So what now? Do we go self-hosted or
> the other vendor? I need a final answer for the Q4 budget this week.
""")

add("mail/2024/09/2024-09-10_clinic-operation-date.eml",
    "Травматологическое отделение <travma@oblbolnica-tk.example>", ME_P,
    "Кулаш Садыкова: перенос даты операции",
    "2024-09-10 14:05:00+05:00", "plain", cte="quoted-printable", msgid="tk.op.0910@oblbolnica-tk.example",
    body="""Здравствуйте, Айгерим Нурлановна!

Сообщаем, что плановая операция (эндопротезирование тазобедренного сустава) пациентки
Садыковой Кулаш перенесена с 17.09.2024 на 24.09.2024 в связи с графиком операционной.

Госпитализация: 23.09.2024 к 8:00, приёмный покой.
Размещение после операции: корпус 2, 3 этаж, отделение травматологии, палата 14.
Оперирующий хирург: Жумабеков Серик Маратович.

С собой: удостоверение личности, результаты анализов (сданы 10.09), компрессионные чулки,
удобная обувь без задника не подходит.

Посещения: ежедневно с 16:00 до 19:00.

Областная многопрофильная больница, г. Талдыкорган
""")

add("mail/2024/09/2024-09-12_ctd-schedule-change.eml",
    "Caucasus Testing Days <program@caucasustestingdays.example>", ME,
    "Schedule change for your talk - please read",
    "2024-09-12 13:20:00+04:00", "alt", cte="7bit", msgid="ctd.sched.112@caucasustestingdays.example",
    body="""Dear Aigerim,

Because one keynote speaker had to change dates, we had to rework the programme.
Your talk is now:

  Day:  Friday, 18 October 2024
  Time: 11:30 - 12:10
  Room: Hall B (same building, 2nd floor)

Your calendar invite from June is no longer valid. If you want to change the title of your
talk, please send the final title by 20 September for the printed programme.

Sorry for the inconvenience,
Nino Beridze, Program Committee
""",
    html="""<html><body><p>Dear Aigerim,</p><p>Because one keynote speaker had to change dates, we had to rework the programme. Your talk is now:</p>
<table border="1" cellpadding="4"><tr><td>Day</td><td>Friday, 18 October 2024</td></tr>
<tr><td>Time</td><td>11:30 - 12:10</td></tr><tr><td>Room</td><td>Hall B (same building, 2nd floor)</td></tr></table>
<p>Your calendar invite from June is no longer valid. If you want to change the title of your talk, please send the final title by 20 September for the printed programme.</p>
<p>Sorry for the inconvenience,<br>Nino Beridze, Program Committee</p></body></html>
""")

add("mail/2024/09/2024-09-16_stresslab-agreement.eml",
    "Anke Vogel <anke.vogel@stresslab.example>", ME,
    "Countersigned agreement + kickoff",
    "2024-09-16 09:45:00+02:00", "mixed", cte="7bit", msgid="sl.contract.tp@stresslab.example",
    body="""Dear Aigerim,

Welcome aboard! Attached is the summary of the countersigned agreement for your records
(the PDF is in the customer portal).

Kickoff call: Thursday 26 September, 14:00 Almaty time (10:00 CET), Zoom link to follow.
Please bring whoever will own the CI integration.

Best regards,
Anke
""",
    attachments=[("agreement-summary.txt", """SERVICE AGREEMENT - SUMMARY

Agreement number: SL-2024-KZ-0391
Provider: StressLab GmbH, Frankfurt am Main
Customer: Tulpar Pay LLP, Almaty
Product: StressLab Professional (3,000 concurrent VU, fault injection module)
Term: 12 months from 1 October 2024, renews unless cancelled 60 days before end of term
Data processing: EU (Frankfurt), DPA signed as Annex 2
Support: business hours CET, P1 response 4h
""")])

add("mail/2024/10/2024-10-01_hotel-booking-tbilisi.eml",
    "Sololaki Terrace Hotel <reservations@sololaki-terrace.example>", ME,
    "Booking confirmed - 16-19 October 2024",
    "2024-10-01 20:10:00+04:00", "html", cte="quoted-printable", msgid="stt.book.1016@sololaki-terrace.example",
    html="""<html><body style="font-family:Georgia,serif">
<p>Dear Ms Sadykova,</p>
<p>Thank you for choosing Sololaki Terrace Hotel. Your reservation is confirmed.</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><td>Booking code</td><td><b>TBS-5K2Q9</b></td></tr>
<tr><td>Check-in</td><td>Wed, 16 Oct 2024 (from 14:00)</td></tr>
<tr><td>Check-out</td><td>Sat, 19 Oct 2024 (until 12:00)</td></tr>
<tr><td>Room</td><td>Superior Double, terrace view, breakfast included</td></tr>
<tr><td>Rate</td><td>Caucasus Testing Days speaker rate, 130 USD / night</td></tr>
<tr><td>Address</td><td>9 Asatiani St, Sololaki, Tbilisi 0105</td></tr>
</table>
<p>Airport transfer can be arranged for 25 GEL &mdash; just reply with your flight number.</p>
<p>Gamarjoba and see you soon!<br>Front desk</p>
</body></html>
""")

add("mail/2024/10/2024-10-15_dala-early-repayment.eml",
    "Dala Bank <noreply@dalabank.example>", ME_P,
    "Частичное досрочное погашение проведено",
    "2024-10-15 10:01:00+05:00", "plain", cte="quoted-printable", msgid="dala.pdp.1015@dalabank.example",
    body="""Уважаемая Айгерим Нурлановна!

Частичное досрочное погашение по Вашему займу на сумму 1 500 000 ₸ проведено 14.10.2024.

По Вашему заявлению выбран вариант: уменьшение суммы ежемесячного платежа
(срок займа не изменяется).

Новый ежемесячный платёж: 118 900 ₸, начиная с 15.11.2024.
Остаток основного долга: 3 103 100 ₸.

Обновлённый график доступен в мобильном приложении.

С уважением,
Dala Bank
""")

add("mail/2024/10/2024-10-20_bolt-receipt.eml",
    "Bolt <receipts@bolt-rides.example>", ME_P,
    "Your Bolt ride on Saturday",
    "2024-10-19 09:14:00+04:00", "plain", cte="7bit", msgid="bolt.r.88120@bolt-rides.example",
    body="""Thanks for riding with Bolt!

Sat, 19 Oct 2024, 08:31
From: Asatiani St 9, Tbilisi
To: Tbilisi International Airport

Ride fare        27.40 GEL
Booking fee       1.10 GEL
Total            28.50 GEL  (Visa **** 4417)

Driver: Giorgi, Toyota Prius, TB-214-QX

Rate your ride in the app.
""")

add("mail/2024/10/2024-10-21_hr-offers-accepted.eml",
    "Aliya Serikbayeva <aliya.serikbayeva@tulparpay.example>", ME,
    "Both QA offers accepted \U0001f389",
    "2024-10-21 16:55:00+05:00", "plain", cte="8bit", msgid="hr.qa.offers@tulparpay.example",
    body="""Сәлем, Aigerim!

Good news \u2013 both candidates signed today:

\u2022 Madina Tulegenova \u2013 Senior QA Engineer \u2013 first day Monday, 4 November 2024
\u2022 Ruslan Kim \u2013 Junior QA Automation Engineer \u2013 first day Monday, 2 December 2024
  (he has a 4-week notice period at his current company)

Salaries as agreed in the approval (I won't repeat them here). Probation 3 months for both.
IT is ordering the laptops, please send me the onboarding plan and who will be their buddy.

Рахмет!
Aliya
HR, Tulpar Pay
""")

add("mail/2024/11/2024-11-05_fwd-ast1-course.eml",
    "Kairat Mukanov <kairat.mukanov@mail.example>", ME_P,
    "Fwd: AST-1 January - dates and place",
    "2024-11-05 21:17:00+05:00", "plain", cte="8bit", msgid="fwd.ast1.km@mail.example",
    body="""Айка, вот инфа про курс, я записался. Давай тоже, Yerlan без AST-1 не берёт.

---------- Forwarded message ---------
From: Alatau Mountain School <school@alatau-mountain.example>
Date: Mon, 4 Nov 2024 at 12:00
Subject: AST-1 January - dates and place
To: Kairat Mukanov <kairat.mukanov@mail.example>

Hello Kairat,

Thanks for your interest in our Avalanche Skills Training level 1 (AST-1).

Classroom day: Saturday 18 January 2025, 10:00-18:00
  at our office: Kunaev St 77, office 4 (2nd floor, entrance from the courtyard)
Field day: Sunday 19 January 2025, 08:30 - approx. 16:00
  Shymbulak, meet at the lower gondola station (Medeu side)

Course fee: 65,000 KZT, includes course materials and certificate.
Beacon/shovel/probe sets can be rented from us for 5,000 KZT per day.

Register by replying to this e-mail with your full name and phone number.

Alatau Mountain School
""")

add("mail/2024/11/2024-11-22_tausport-black-friday.eml",
    "Tau Sport <news@tausport.example>", ME_P,
    "Black Friday: -30% on avalanche safety gear",
    "2024-11-22 07:00:00+05:00", "alt", cte="quoted-printable", msgid="ts.bf24@tausport.example",
    body="""BLACK FRIDAY AT TAU SPORT - 22-25 November

- Mammut Barryvox: 199 000 -> 159 000 KZT
- Ortovox Diract Voice: 249 000 -> 189 000 KZT
- Pomoca skins: -25%
- Dynafit touring boots: -20%

Stores: Abay Ave / Dostyk Plaza / online. While stocks last.
Unsubscribe: https://tausport.example/unsub
""",
    html="""<html><body><h2>BLACK FRIDAY AT TAU SPORT</h2><p>22&ndash;25 November</p>
<table border="1" cellpadding="4"><tr><th>Item</th><th>Was</th><th>Now</th></tr>
<tr><td>Mammut Barryvox</td><td>199 000 KZT</td><td>159 000 KZT</td></tr>
<tr><td>Ortovox Diract Voice</td><td>249 000 KZT</td><td>189 000 KZT</td></tr>
<tr><td>Pomoca skins</td><td colspan="2">-25%</td></tr>
<tr><td>Dynafit touring boots</td><td colspan="2">-20%</td></tr></table>
<p>Stores: Abay Ave / Dostyk Plaza / online. While stocks last.</p>
<p><a href="https://tausport.example/unsub">Unsubscribe</a></p></body></html>
""")

add("mail/2024/12/2024-12-03_meyirim-new-carer.eml",
    "Агентство «Мейірім» <info@meyirim-care.example>", ME_P,
    "Сиделка для Кулаш апа с 9 декабря",
    "2024-12-03 12:40:00+05:00", "plain", cte="8bit", msgid="mey.carer.1203@meyirim-care.example",
    body="""Здравствуйте, Айгерим!

Как договорились по телефону с Вами и Жанар, с понедельника 9 декабря к Кулаш апа будет
приходить наша сиделка Раушан Тохтарова (медсестра, стаж 12 лет, опыт с пациентами после
эндопротезирования).

График: ежедневно 8:00-11:00 и 18:00-20:30, в воскресенье только утро.
Стоимость: 170 000 ₸ в месяц, оплата до 5 числа на счёт агентства (реквизиты в договоре).
Договор пришлём Жанар на подпись в WhatsApp.

Если что-то не устраивает - звоните, заменим.

С уважением,
Агентство по уходу «Мейірім», Талдыкорган
""")

add("mail/2024/12/2024-12-18_re-ast1-registration.eml",
    "Alatau Mountain School <school@alatau-mountain.example>", ME_P,
    "Re: AST-1 registration - Aigerim Sadykova",
    "2024-12-18 10:22:00+05:00", "plain", cte="7bit", msgid="ams.reg.re1@alatau-mountain.example",
    inreplyto="ams.reg.as@mail.example",
    body="""Hello Aigerim,

You're registered for AST-1 in January, and we received your payment of 65,000 KZT - thank you.

Please bring: warm layers, ski or touring setup (snowshoes are fine for the field day), a
thermos, and your own beacon if you have one. If not, we rent complete sets (beacon + shovel +
probe) for 5,000 KZT per day - tell us a week before.

See you in January!
Alatau Mountain School

On Tue, 17 Dec 2024, Aigerim Sadykova wrote:
> Hello, I'd like to register for the January AST-1 (Kairat Mukanov sent me the details).
> Aigerim Sadykova, +7 777 000 00 00. Paid via Kaspi just now.
> Do I need my own beacon?
""")

add("mail/2025/01/2025-01-09_vershina-reservation.eml",
    "Vershina Rent <booking@vershina-rent.example>", ME_P,
    "Reservation VR-20417 confirmed",
    "2025-01-09 19:30:00+05:00", "html", cte="quoted-printable", msgid="vr20417@vershina-rent.example",
    html="""<html><body>
<p>Hello Aigerim,</p>
<p>your ski touring rental is reserved:</p>
<table border="1" cellpadding="5" style="border-collapse:collapse">
<tr><th>Reservation</th><td>VR-20417</td></tr>
<tr><th>Items</th><td>Touring skis 166 cm + skins, touring boots 24.5, adjustable poles</td></tr>
<tr><th>Pick-up</th><td>Friday 7 March 2025, 18:00&ndash;20:00</td></tr>
<tr><th>Return</th><td>Wednesday 12 March 2025, by 19:00</td></tr>
<tr><th>Price</th><td>12,000 KZT / day &times; 5 days = 60,000 KZT (deposit: ID card)</td></tr>
<tr><th>Address</th><td>Vershina Rent, 150 Abay Ave, entrance from Baizakov St</td></tr>
</table>
<p>Ski crampons can be added for 1,500 KZT/day. Beacons are not rented for multi-day trips.</p>
<p>Vershina Rent</p>
</body></html>
""")

add("mail/2025/01/2025-01-27_shanyrak-extension.eml",
    "Shanyrak Housing Bank <ipoteka@shanyrak-bank.example>", ME_P,
    "Re: Продление предварительного одобрения",
    "2025-01-27 11:15:00+05:00", "plain", cte="base64", msgid="shn.ext.re1@shanyrak-bank.example",
    inreplyto="shn.ext.req@mail.example",
    body="""Уважаемая Айгерим Нурлановна!

Срок действия предварительного одобрения по программе «Birge Ui» продлён до 30.04.2025.
Одобренная сумма и ставка не изменились.

Для перехода к выдаче займа необходимо до окончания срока предоставить:
1) справку о доходах с места работы за последние 6 месяцев;
2) отчёт об оценке выбранной квартиры (аккредитованный оценщик);
3) договор купли-продажи или договор долевого участия.

Повторное продление не предусмотрено.

С уважением,
отдел ипотечного кредитования
Shanyrak Housing Bank

20.01.2025, Айгерим Садыкова пишет:
> Здравствуйте! Срок предварительного одобрения по моей заявке истекает в марте,
> квартиру я ещё выбираю. Можно ли продлить одобрение? Что для этого нужно?
""")

add("mail/2025/02/2025-02-05_re-trip-meeting-point.eml",
    "Yerlan Abenov <yerlan.guide@mail.example>", ME_P,
    "Re: Tian Shan 8-11 March - meeting point?",
    "2025-02-05 20:40:00+05:00", "plain", cte="7bit", msgid="ya.trip.re1@mail.example",
    inreplyto="as.trip.q@mail.example",
    body="""Aigerim, hi

Meeting point: Medeu, the big parking by the skating rink, Saturday 8 March at 06:30 sharp.
We drive up to Shymbulak and start skinning from the top of the road. Who is late - stays home,
I told everyone.

Bring: beacon (your own - check batteries), shovel, probe, rented skis already adjusted to your
boots (do it at the shop on Friday, not at 6 am on the parking), food for lunch day 1, headlamp.
Hut dinner and breakfast are organised.

Forecast and final route I will send on Thursday 6 March.

Yerlan

On Wed, 5 Feb 2025, Aigerim Sadykova wrote:
> Salem Yerlan! Where and when do we meet on the 8th? I pick up my rental
> the evening before. Should I bring anything for the hut?
""")

add("mail/2025/02/2025-02-12_egov-pension.eml",
    "eGov уведомления <notify@egov-portal.example>", ME_P,
    "Уведомление: перерасчёт размера пенсии",
    "2025-02-12 09:00:00+05:00", "html", cte="base64", msgid="egov.pens.0212@egov-portal.example",
    html="""<html><body>
<p>Уважаемый пользователь!</p>
<p>По заявке на получение сведений для получателя <b>Садыкова Кулаш</b> (уведомления подключены: Садыкова А.Н.)
сообщаем о перерасчёте пенсионных выплат с 01.01.2025 в связи с ежегодной индексацией.</p>
<table border="1" cellpadding="4" style="border-collapse:collapse">
<tr><th>Вид выплаты</th><th>до 01.01.2025</th><th>с 01.01.2025</th></tr>
<tr><td>Базовая пенсионная выплата</td><td>32 360 ₸</td><td>35 560 ₸</td></tr>
<tr><td>Солидарная пенсия</td><td>114 340 ₸</td><td>122 840 ₸</td></tr>
<tr><td><b>Итого в месяц</b></td><td>146 700 ₸</td><td><b>158 400 ₸</b></td></tr>
</table>
<p>Выплата производится на счёт получателя до 25 числа каждого месяца.</p>
<p>Это автоматическое сообщение портала электронного правительства.</p>
</body></html>
""")
