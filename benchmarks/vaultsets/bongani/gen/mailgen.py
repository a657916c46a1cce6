# -*- coding: utf-8 -*-
"""E-mail and mbox generation for the bongani vault (stdlib only, deterministic)."""
import hashlib
from email.message import EmailMessage
from email import policy

ME = "Bongani Dlamini <bongani.dlamini@mailbox.example>"
ME_WORK = "Bongani Dlamini <b.dlamini@cmw.example>"


def _boundary(path, n):
    return "==b_" + hashlib.sha1(("%s#%d" % (path, n)).encode()).hexdigest()[:24] + "=="


def _headers(msg, h):
    for k, v in h:
        msg[k] = v


def simple(h, body, subtype="plain", cte="7bit", charset="utf-8"):
    msg = EmailMessage()
    _headers(msg, h)
    if cte == "7bit":
        charset = "us-ascii"
    msg.set_content(body, subtype=subtype, charset=charset, cte=cte)
    return msg


def alternative(h, text, html, cte_text="quoted-printable", cte_html="quoted-printable"):
    msg = EmailMessage()
    _headers(msg, h)
    msg.set_content(text, subtype="plain", charset="utf-8", cte=cte_text)
    msg.add_alternative(html, subtype="html", charset="utf-8", cte=cte_html)
    return msg


def mixed(h, text, att_name, att_text, cte_text="7bit"):
    msg = EmailMessage()
    _headers(msg, h)
    msg.set_content(text, subtype="plain", charset="us-ascii" if cte_text == "7bit" else "utf-8", cte=cte_text)
    msg.add_attachment(att_text, subtype="plain", charset="utf-8", cte="base64", filename=att_name)
    return msg


def finish(path, msg):
    n = 0
    for part in msg.walk():
        if part is not msg and "MIME-Version" in part:
            del part["MIME-Version"]
        if part.is_multipart():
            part.set_boundary(_boundary(path, n))
            n += 1
    return msg.as_bytes(policy=policy.default)


def H(frm, to, subj, date, mid, cc=None, irt=None, refs=None, extra=()):
    h = [("From", frm), ("To", to)]
    if cc:
        h.append(("Cc", cc))
    h += [("Subject", subj), ("Date", date), ("Message-ID", "<%s>" % mid)]
    if irt:
        h.append(("In-Reply-To", "<%s>" % irt))
        h.append(("References", refs or "<%s>" % irt))
    h += list(extra)
    return h


def quote(text):
    return "\n".join(("> " + l) if l else ">" for l in text.strip("\n").split("\n"))


def html_doc(title, inner):
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title></head>\n"
            "<body style=\"font-family:Arial,sans-serif;font-size:14px\">\n%s\n</body></html>\n") % (title, inner)


def table(rows, header=True):
    out = ["<table border=\"1\" cellpadding=\"6\" cellspacing=\"0\" style=\"border-collapse:collapse\">"]
    for i, r in enumerate(rows):
        tag = "th" if (header and i == 0) else "td"
        out.append("<tr>" + "".join("<%s>%s</%s>" % (tag, c, tag) for c in r) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def build_mails():
    M = {}

    # 1 ---------------------------------------------------------------- 7bit invoice (main-house plumber)
    p = "mail/2024/01/2024-01-05_govender-plumbing-invoice.eml"
    M[p] = finish(p, simple(H(
        "Govender Plumbing Accounts <accounts@govenderplumbing.example>", ME,
        "Invoice GP-2024-003 - emergency call-out 14 Sandpiper Close",
        "Fri, 05 Jan 2024 11:02:17 +0200", "gp-2024-003@govenderplumbing.example"),
        """Good day Mr Dlamini

Thank you for your business. Please find the invoice details below for the emergency
call-out on Wednesday 3 January 2024.

  Invoice no:   GP-2024-003
  Address:      14 Sandpiper Close, Umhlanga
  Work done:    Burst 15 mm copper pipe in the ceiling above the main bathroom.
                Cut out and replaced 1.2 m section, 2 x compression couplings,
                pressure tested. Ceiling board not replaced (water damaged - for owner).
  Call-out (public holiday week rate)      R   950.00
  Labour 2.5 h                              R 1 300.00
  Materials                                 R   620.00
  TOTAL                                     R 2 870.00

Banking details: Govender Plumbing, FNB, acc 62 555 000 111, ref GP-2024-003.

Deven Govender
Govender Plumbing - "no job too small"
031 555 0177
""", cte="7bit"))

    # 2 ---------------------------------------------------------------- QP tender advert
    p = "mail/2024/01/2024-01-22_tender-017-advertised.eml"
    M[p] = finish(p, simple(H(
        "CMW Supply Chain - Tenders <tenders@cmw.example>",
        "Infrastructure Planning Distribution <infra-planning@cmw.example>",
        "TENDER ADVERTISED: CMW/T/2024/017 - Replacement of AC water mains, Phoenix & Mount Moreland (Phase 2)",
        "Mon, 22 Jan 2024 08:15:00 +0200", "t017-advert@cmw.example", cc=ME_WORK),
        """Dear colleagues

Please note that the following tender was advertised today on the eTender portal and in the Mercury:

TENDER NO.:  CMW/T/2024/017
DESCRIPTION: Replacement of asbestos-cement water mains and house connections – Phoenix (Units 1 & 2) and Mount Moreland – Phase 2, including a 2.1 km rising main from Mount Moreland Pump Station.
CIDB GRADING: 7CE or higher

COMPULSORY CLARIFICATION MEETING AND SITE BRIEFING:
Tuesday 6 February 2024 at 10:00, Phoenix Depot, Boardroom 2, 12 Industrial Crescent, Phoenix. Bidders who do not sign the attendance register will be disqualified. The site visit to Mount Moreland PS follows the meeting (own transport).

CLOSING DATE: Friday 8 March 2024 at 12:00 at the tender box, Supply Chain Management, 3rd floor, Main Office. Late bids will not be accepted.

Technical enquiries: Mr B. Dlamini (Project Engineer) – in writing only, via tenders@cmw.example.
Please do not discuss the tender with prospective bidders outside the formal channel.

Regards
Supply Chain Management – Acquisitions
Coastal Metro Water
""", cte="quoted-printable"))

    # 3 ---------------------------------------------------------------- base64 plan acknowledgement (HIDDEN app no.)
    p = "mail/2024/02/2024-02-16_building-plans-acknowledgement.eml"
    M[p] = finish(p, simple(H(
        "Building Development Management - Northern <plans.north@bdm.metro.example>", ME,
        "Acknowledgement of building plan submission - Erf 4417 Umhlanga Rocks",
        "Fri, 16 Feb 2024 14:37:02 +0200", "ack-4417-20240216@bdm.metro.example"),
        """Dear Sir / Madam

ACKNOWLEDGEMENT OF RECEIPT: BUILDING PLAN APPLICATION

Your building plan submission has been received and registered as follows:

  Application number:  BP/2024/UMH/03318
  Property:            Erf 4417 Umhlanga Rocks (14 Sandpiper Close)
  Owner:               B. and T. Dlamini
  Description:         Proposed second dwelling unit (48 m²) and boundary wall alteration
  Submitted by:        Naidoo Drafting (Pr. Arch. Tech.)
  Date received:       13 February 2024
  Fees paid:           R 4 860.00

Applications are assessed within 30 working days for buildings under 500 m², provided the
submission is complete. Circulation: Town Planning, Fire, Drainage, Environmental Health.

Please quote the application number in all correspondence and when booking inspections.

Building Development Management – Northern Region
Coastal Metro Municipality
This is an automated message – please do not reply.
""", cte="base64"))

    # 4 ---------------------------------------------------------------- multipart/alternative QP addendum
    p = "mail/2024/02/2024-02-28_tender-017-addendum-2.eml"
    text = """Dear Bidders and colleagues

CMW/T/2024/017 – ADDENDUM No. 2

1. CLOSING DATE EXTENDED
The closing date and time for this tender is hereby extended to Friday, 22 March 2024 at 12:00.
The place of submission remains unchanged (tender box, SCM, 3rd floor, Main Office).

2. RESPONSES TO CLARIFICATION QUESTIONS (briefing of 6 February)
Q1: Is reinstatement of interlocking paving measured separately?  A: Yes, item 8.4.2, per m².
Q2: Who obtains the wayleave for the M4 off-ramp?  A: The Contractor, through the Employer's office.
Q3: May bidders use a CIDB joint venture to reach 7CE?  A: Yes, the combined grading applies.
Q4: Is night work permitted in Phoenix Unit 1?  A: No, except for tie-ins with prior approval.

Bidders must acknowledge this addendum in the returnable schedule (form T2.2.1).

Supply Chain Management – Acquisitions
Coastal Metro Water
"""
    html = html_doc("Addendum 2", """<p>Dear Bidders and colleagues</p>
<h2>CMW/T/2024/017 &ndash; ADDENDUM No. 2</h2>
<h3>1. Closing date extended</h3>
<p>The closing date and time for this tender is hereby extended to <b>Friday, 22 March 2024 at 12:00</b>.
The place of submission remains unchanged (tender box, SCM, 3rd floor, Main Office).</p>
<h3>2. Responses to clarification questions (briefing of 6 February)</h3>
""" + table([["No.", "Question", "Answer"],
             ["Q1", "Is reinstatement of interlocking paving measured separately?", "Yes, item 8.4.2, per m&sup2;."],
             ["Q2", "Who obtains the wayleave for the M4 off-ramp?", "The Contractor, through the Employer's office."],
             ["Q3", "May bidders use a CIDB joint venture to reach 7CE?", "Yes, the combined grading applies."],
             ["Q4", "Is night work permitted in Phoenix Unit 1?", "No, except for tie-ins with prior approval."]]) + """
<p>Bidders must acknowledge this addendum in the returnable schedule (form T2.2.1).</p>
<p>Supply Chain Management &ndash; Acquisitions<br>Coastal Metro Water</p>""")
    M[p] = finish(p, alternative(H(
        "CMW Supply Chain - Tenders <tenders@cmw.example>",
        "CMW/T/2024/017 bidders <t017-bidders@cmw.example>",
        "CMW/T/2024/017 - Addendum No. 2 (closing date extended)",
        "Wed, 28 Feb 2024 16:40:11 +0200", "t017-addendum2@cmw.example", cc=ME_WORK), text, html))

    # 5 ---------------------------------------------------------------- noise promo HTML-only
    p = "mail/2024/03/2024-03-05_buildit-depot-autumn-sale.eml"
    html = html_doc("Autumn Build Sale", """<h1 style="color:#d35400">AUTUMN BUILD SALE &ndash; this week only!</h1>
<p>Hi Bongani, building or renovating? Stock up before the winter price increase.</p>
""" + table([["Product", "Was", "Now"],
             ["Cement 32.5N 50 kg", "R 114.95", "R 99.95"],
             ["IBR roof sheet 0.47 mm charcoal (per m)", "R 189.00", "R 164.00"],
             ["Concrete roof tile (each)", "R 14.50", "R 12.99"],
             ["Face brick (per 1000)", "R 6 450", "R 5 990"],
             ["Jojo tank 2 500 L", "R 3 899", "R 3 299"]]) + """
<p>Prices valid 5&ndash;11 March 2024 while stocks last. Delivery free over R 5 000 within 30 km.</p>
<p style="font-size:11px">You are receiving this because you signed up for BuildIt Depot Rewards. <a href="https://builditdepot.example/unsub">Unsubscribe</a></p>""")
    M[p] = finish(p, simple(H(
        "BuildIt Depot <news@builditdepot.example>", "bongani.dlamini@mailbox.example",
        "Autumn Build Sale: cement from R99.95 + roofing specials",
        "Tue, 05 Mar 2024 06:00:00 +0200", "promo-20240305-88121@builditdepot.example",
        extra=[("List-Unsubscribe", "<https://builditdepot.example/unsub>")]), html, subtype="html",
        cte="quoted-printable"))

    # 6 ---------------------------------------------------------------- HTML-only QP council amendments
    p = "mail/2024/03/2024-03-20_building-plans-amendments-required.eml"
    html = html_doc("Amendments required", """<p>Dear Mr Dlamini</p>
<p><b>Erf 4417 Umhlanga Rocks &ndash; proposed second dwelling unit: AMENDMENTS REQUIRED</b></p>
<p>Your building plan application has been examined. Before it can be recommended for approval, the following must be addressed and amended plans (3 copies + PDF) resubmitted:</p>
""" + table([["No.", "Department", "Comment", "Action required"],
             ["1", "Town Planning", "Rear building line: 2,0 m required from the rear boundary in terms of the scheme (Special Residential 650). Plans show 1,5 m.", "Move the unit to comply, or apply for a building-line relaxation with neighbour's consent."],
             ["2", "Building Control", "SANS 10400-XA: fenestration calculation and roof insulation R-value not shown.", "Add XA compliance calculation / rational design."],
             ["3", "Drainage", "Connection to existing sewer and rodding eye positions not shown.", "Show drainage layout with inverts."],
             ["4", "Fire", "Wall within 1,0 m of side boundary to be a fire wall (no openings).", "Confirm on elevations."]]) + """
<p>Please note that resubmissions are assessed within 15 working days.</p>
<p>Kind regards<br>S. Govindsamy<br>Plans Examiner, Building Development Management &ndash; Northern Region</p>""")
    M[p] = finish(p, simple(H(
        "S Govindsamy (BDM Northern) <s.govindsamy@bdm.metro.example>", ME,
        "Erf 4417 Umhlanga Rocks - amendments required", "Wed, 20 Mar 2024 09:12:40 +0200",
        "amend-4417-20240320@bdm.metro.example", cc="Priya Naidoo <priya@naidoodrafting.example>"),
        html, subtype="html", cte="quoted-printable"))

    # 7 ---------------------------------------------------------------- 8bit reply: builder acceptance
    p = "mail/2024/04/2024-04-12_re-acceptance-of-quote-mkhize.eml"
    orig = """Hi Themba

Thandi and I have decided to accept your quote Q-0311 of R 485 000 (incl. materials) for
the granny flat at 14 Sandpiper Close, as per Priya's drawings rev B.

The council asked for some amendments (rear building line), Priya is redrawing – I'll send
you rev C as soon as it's back. We hope to have approval in May and the bond top-up in June.

Please confirm your payment schedule and proof of NHBRC registration for the bank.

Regards
Bongani
"""
    body = """Sawubona Bongani

Ngiyabonga kakhulu – thank you and Thandi for the trust. Confirmed:

- Quote Q-0311, R 485 000 incl. materials (tiles and sanitaryware as PC sums)
- Payment schedule: 15% deposit, then slab, wallplate, roof, completion
  – retention 10% until the occupation certificate
- NHBRC registration certificate attached to the next mail (no. 3300-555-12)

We'll start as soon as the plans are approved – my team is free from the 1st week of June.
Send rev C when you have it.

Themba Mkhize
Mkhize Builders | 082 555 0144

On Fri, 12 Apr 2024 at 07:45, Bongani Dlamini <bongani.dlamini@mailbox.example> wrote:
""" + quote(orig) + "\n"
    M[p] = finish(p, simple(H(
        "Themba Mkhize <themba@mkhizebuilders.example>", ME,
        "Re: Acceptance of quote - granny flat, 14 Sandpiper Close",
        "Fri, 12 Apr 2024 12:20:33 +0200", "re-accept-0412@mkhizebuilders.example",
        irt="accept-0412@mailbox.example"), body, cte="8bit"))

    # 8 ---------------------------------------------------------------- 7bit bond application
    p = "mail/2024/04/2024-04-25_bond-further-advance-application.eml"
    M[p] = finish(p, simple(H(
        ME, "Refilwe Motaung <homeloans@ubuntubank.example>",
        "Further advance application - bond 36-441-2207-8 (B & T Dlamini)",
        "Thu, 25 Apr 2024 20:14:09 +0200", "bond-fa-0425@mailbox.example",
        cc="Thandi Dlamini <thandi.dlamini@mailbox.example>"),
        """Hi Refilwe

As discussed on the phone, Thandeka and I would like to apply for a further advance
(top-up) on our home loan to build a second dwelling (granny flat) for my mother.

  Bond account:     36-441-2207-8
  Property:         14 Sandpiper Close, Umhlanga (Erf 4417)
  Amount requested: R 350 000
  Purpose:          construction of a 48 m2 second dwelling, NHBRC-registered builder,
                    quote R 485 000 - balance from savings

Attached (separately, the files are big): signed builder's quote, NHBRC certificate,
plans as submitted (approval expected in May), our last 3 payslips and 3 months'
bank statements.

Please let me know what else you need. We'd like the first draw available in June.

Kind regards
Bongani Dlamini
082 555 0110
""", cte="7bit"))

    # 9 ---------------------------------------------------------------- multipart/mixed incident (HIDDEN ref in attachment)
    p = "mail/2024/05/2024-05-09_trench-incident-mount-moreland.eml"
    text = """Hi all

Following yesterday's incident on the Phase 1 contract, please find the initial incident
report attached. It has also been submitted to the Department of Employment and Labour
this morning (section 24 notification).

Location: chainage 1+240, Mount Moreland Road, just past the Ohlanga canal bridge (verge side).
Injured: Mandla Khoza (general worker, Ubuhle Pipelines) - bruised left shin, treated at
Verulam clinic, booked off until Monday 13 May.

Investigation meeting: Monday 13 May, 10:00, site office. Ubuhle's SHE rep and site agent
must attend. Please bring the excavation inspection register and the daily diaries.

Stop-work on unshored trenches deeper than 1.5 m remains in place until further notice.

Regards
Nadia Hendricks
SHE Officer - Northern Region
Coastal Metro Water
"""
    att = """COASTAL METRO WATER - SHE INCIDENT REPORT (INITIAL)

Incident reference: SHE-INC-2024-0142
Date / time:        Wednesday 8 May 2024, approx. 09:40
Contract:           Phase 1 AC mains replacement - contractor Ubuhle Pipelines (Pty) Ltd
Location:           Ch 1+240, Mount Moreland Road (verge side, ~30 m N of Ohlanga canal bridge)
Classification:     Near-miss with minor injury (first aid + clinic), not a fatality / no hospital admission

DESCRIPTION
Side wall of a ~1.8 m deep pipe trench slumped after overnight rain. The section had no
shoring (trench box relocated to the next section). Spoil heap within 1 m of the edge.
One worker (M. Khoza) buried to knee level; released by co-workers within ~3 minutes.

IMMEDIATE ACTIONS
1. Work stopped on all open excavations > 1.5 m.
2. Injured person transported to Verulam clinic.
3. Scene barricaded and photographed; DEL notified 9 May (s24 OHSA).

REPORTED BY: N. Hendricks (SHE Officer)     PROJECT ENGINEER: B. Dlamini
"""
    M[p] = finish(p, mixed(H(
        "Nadia Hendricks <n.hendricks@cmw.example>",
        "Bongani Dlamini <b.dlamini@cmw.example>, Fathima Moosa <f.moosa@cmw.example>",
        "Incident 8 May - trench collapse Mount Moreland Rd - initial report",
        "Thu, 09 May 2024 11:26:51 +0200", "she-incident-0509@cmw.example",
        cc="Ubuhle Pipelines SHE <she@ubuhlepipelines.example>"), text,
        "initial_incident_report.txt", att))

    # 10 --------------------------------------------------------------- HTML-only base64 plan approval (HIDDEN app no.)
    p = "mail/2024/05/2024-05-14_building-plans-approved.eml"
    html = html_doc("Approval of building plans", """<p>Dear Sir / Madam</p>
<p><b>APPROVAL OF BUILDING PLANS &ndash; Application BP/2024/UMH/03318 &ndash; Erf 4417 Umhlanga Rocks</b></p>
<p>We are pleased to inform you that the amended plans (rev C) for the proposed second dwelling unit were <b>approved on 13 May 2024</b>, subject to the conditions below.</p>
""" + table([["No.", "Condition"],
             ["1", "Approved plans to be kept on site at all times."],
             ["2", "The building inspector must be notified at least 48 hours before: foundation trenches, drainage before backfilling, and on completion."],
             ["3", "An electrical certificate of compliance and (where applicable) a plumbing certificate must be submitted before an occupation certificate is issued."],
             ["4", "This approval lapses if work does not commence within 12 months."]]) + """
<p>Inspections can be booked with the Northern Region inspectorate on 031 555 0150.</p>
<p>Building Development Management &ndash; Northern Region<br>Coastal Metro Municipality</p>""")
    M[p] = finish(p, simple(H(
        "Building Development Management - Northern <plans.north@bdm.metro.example>", ME,
        "Approval of building plans - Erf 4417 Umhlanga Rocks",
        "Tue, 14 May 2024 10:03:27 +0200", "approval-4417-20240514@bdm.metro.example"),
        html, subtype="html", cte="base64"))

    # 11 --------------------------------------------------------------- HTML-only base64 bond approval (HIDDEN amount)
    p = "mail/2024/05/2024-05-21_further-advance-approved.eml"
    html = html_doc("Further advance approved", """<p>Dear Mr and Mrs Dlamini</p>
<p>Thank you for your application. We are pleased to confirm that your <b>further advance has been approved</b> on the following terms:</p>
""" + table([["Item", "Detail"],
             ["Home loan account", "36-441-2207-8"],
             ["Further advance approved", "R 320 000"],
             ["Interest rate", "Prime + 0.50% (variable, linked to the existing loan)"],
             ["Term", "Remaining term of the existing loan (17 years)"],
             ["Initiation fee", "R 6 037.50"],
             ["Registering attorneys", "Naidoo &amp; Mhlongo Inc, Umhlanga"],
             ["Draws", "Progress payments to the builder against inspections by the bank's valuer"]]) + """
<p>Please note the approved amount is lower than requested, based on the valuation of the completed improvements. Your new monthly instalment will be confirmed once the further advance is registered at the Deeds Office.</p>
<p>Kind regards<br>Refilwe Motaung<br>Home Loans Consultant, Ubuntu Bank</p>""")
    M[p] = finish(p, simple(H(
        "Refilwe Motaung <homeloans@ubuntubank.example>", ME,
        "Your further advance application - approved",
        "Tue, 21 May 2024 15:48:02 +0200", "fa-approved-36441@ubuntubank.example",
        cc="Thandi Dlamini <thandi.dlamini@mailbox.example>"), html, subtype="html", cte="base64"))

    # 12 --------------------------------------------------------------- 7bit reply: standby cover
    p = "mail/2024/06/2024-06-10_re-standby-swap-june.eml"
    orig = """Hi Lindiwe

We're taking the boys to the Berg in the school holidays. I'm on the standby roster for
the week of 24 June. Could you cover 24-30 June for me? I'll take your week starting
22 July in exchange.

Thanks
Bongani
"""
    body = """Hi Bongani

No problem, I'll cover the standby week 24-30 June. I've told the control room and
updated the roster on the shared drive. Please drop off the standby phone and the
Umdloti lockbox key on Friday 21st before you leave.

And yes, you're taking my 22 July week - I'm holding you to it!

Enjoy the Berg, take a jacket.

Lindiwe Cele
Pr Eng | Operations Engineer - Northern Region
Coastal Metro Water

-----Original Message-----
From: Bongani Dlamini <b.dlamini@cmw.example>
Sent: Monday, 10 June 2024 08:02
To: Lindiwe Cele <l.cele@cmw.example>
Subject: Standby swap - June

""" + quote(orig) + "\n"
    M[p] = finish(p, simple(H(
        "Lindiwe Cele <l.cele@cmw.example>", ME_WORK, "RE: Standby swap - June",
        "Mon, 10 Jun 2024 09:31:44 +0200", "re-standby-0610@cmw.example",
        irt="standby-0610@cmw.example", cc="Control Room <controlroom@cmw.example>"), body, cte="7bit"))

    # 13 --------------------------------------------------------------- multipart/alternative ECSA reminder (fee)
    p = "mail/2024/06/2024-06-17_ecsa-registration-renewal-reminder.eml"
    text = """Dear Mr B Dlamini (Pr Eng, registration no. 20090317)

RENEWAL OF PROFESSIONAL REGISTRATION – REMINDER

Your five-year registration cycle ends on 31 July 2024. To renew your registration you must:

1. Submit your CPD record for the cycle (minimum 25 credits) on the ECSA portal, and
2. Pay the renewal fee of R 2 346.00 (VAT inclusive).

Renewal applications received after 31 July 2024 may attract a late fee and your registration
may be suspended.

Regards
Registrations Department
Engineering Council of South Africa (ECSA)
"""
    html = html_doc("Renewal reminder", """<p>Dear Mr B Dlamini (Pr Eng, registration no. 20090317)</p>
<h3>Renewal of professional registration &ndash; reminder</h3>
<p>Your five-year registration cycle ends on <b>31 July 2024</b>.</p>
""" + table([["Requirement", "Detail"],
             ["CPD record", "Minimum 25 credits for the cycle, uploaded on the ECSA portal"],
             ["Renewal fee", "R 2 346.00 (VAT inclusive)"],
             ["Deadline", "31 July 2024"]]) + """
<p>Renewal applications received after 31 July 2024 may attract a late fee and your registration may be suspended.</p>
<p>Registrations Department<br>Engineering Council of South Africa (ECSA)</p>""")
    M[p] = finish(p, alternative(H(
        "ECSA Registrations <renewals@ecsa.example>", "b.dlamini@cmw.example",
        "Renewal of registration due 31 July 2024 - 20090317",
        "Mon, 17 Jun 2024 07:30:00 +0200", "renewal-20090317-2024@ecsa.example"), text, html,
        cte_text="quoted-printable", cte_html="base64"))

    # 14 --------------------------------------------------------------- noise newsletter multipart/alternative
    p = "mail/2024/07/2024-07-02_civil-weekly-newsletter.eml"
    text = """CIVIL WEEKLY – 2 July 2024

1. 100 days without load-shedding: what it means for municipal pump stations
   Utilities report fewer reservoir failures, but warn that maintenance backlogs remain.
2. HDPE vs PVC-O for rising mains: a surge perspective
   A new SAICE paper compares transient pressures and whole-life cost.
3. Non-revenue water: metros still losing 40%+
4. Events: IMESA conference, October, Gqeberha

You are subscribed as b.dlamini@cmw.example. Unsubscribe: https://civilweekly.example/u
"""
    html = html_doc("Civil Weekly", """<h1>Civil Weekly &ndash; 2 July 2024</h1>
<ol>
<li><b>100 days without load-shedding</b>: what it means for municipal pump stations. Utilities report fewer reservoir failures, but warn that maintenance backlogs remain.</li>
<li><b>HDPE vs PVC-O for rising mains</b>: a surge perspective &ndash; a new SAICE paper compares transient pressures and whole-life cost.</li>
<li><b>Non-revenue water</b>: metros still losing 40%+.</li>
<li><b>Events</b>: IMESA conference, October, Gqeberha.</li>
</ol>
<p style="font-size:11px">You are subscribed as b.dlamini@cmw.example. <a href="https://civilweekly.example/u">Unsubscribe</a></p>""")
    M[p] = finish(p, alternative(H(
        "Civil Weekly <newsletter@civilweekly.example>", "b.dlamini@cmw.example",
        "Civil Weekly: 100 days without load-shedding | HDPE vs PVC-O | NRW",
        "Tue, 02 Jul 2024 05:00:00 +0200", "cw-20240702@civilweekly.example",
        extra=[("List-Unsubscribe", "<https://civilweekly.example/u>")]), text, html))

    # 15 --------------------------------------------------------------- base64 ECSA confirmation (HIDDEN ref)
    p = "mail/2024/07/2024-07-10_ecsa-renewal-processed.eml"
    M[p] = finish(p, simple(H(
        "ECSA Registrations <renewals@ecsa.example>", "b.dlamini@cmw.example",
        "Your registration renewal has been processed",
        "Wed, 10 Jul 2024 13:05:41 +0200", "renewal-done-20090317@ecsa.example"),
        """Dear Mr B Dlamini

Your application for renewal of registration as a Professional Engineer has been processed.

  Registration number:   20090317
  Renewal reference:     ECSA-RN-7741902
  CPD record:            accepted
  Registration valid to: 31 July 2029

Please keep this reference for your records; it will be required for any queries about this
renewal. Your updated certificate can be downloaded from the ECSA portal.

Registrations Department
Engineering Council of South Africa
""", cte="base64"))

    # 16 --------------------------------------------------------------- 7bit receipt noise (warm white bulbs)
    p = "mail/2024/08/2024-08-14_shopza-order-receipt.eml"
    M[p] = finish(p, simple(H(
        "ShopZA Orders <orders@shopza.example>", "bongani.dlamini@mailbox.example",
        "Your ShopZA order #ZA-88412231 has shipped",
        "Wed, 14 Aug 2024 17:22:10 +0200", "order-ZA-88412231@shopza.example"),
        """Hi Bongani

Good news - your order is on its way!

Order #ZA-88412231 (placed 12 Aug 2024)
  4 x Smart WiFi plug 16A (app control)          R   796.00
  10 x LED downlight GU10 5W warm white 3000K    R   590.00
  1 x Extension reel 20 m                        R   349.00
  Delivery                                       R     0.00
  TOTAL (incl. VAT)                              R 1 735.00

Delivering to: 14 Sandpiper Close, Umhlanga. Expected: Fri 16 Aug.
Track your parcel in the ShopZA app.

Thanks for shopping with ShopZA!
""", cte="7bit"))

    # 17 --------------------------------------------------------------- multipart/mixed BrightVolt quote (HIDDEN quote no.)
    p = "mail/2024/08/2024-08-30_brightvolt-solar-quote.eml"
    text = """Hi Bongani

Thanks for having us on site on Tuesday. As discussed, attached is our quote for option B:
8 kW hybrid inverter with one battery now and space on the rack for a second one later.

Install can be mid-October once the roof and ceilings are in. 50% deposit to book the date,
balance on commissioning. Quote valid 30 days.

Cheers
Kyle Pretorius
BrightVolt Solar | 082 555 0175
"""
    att = """BRIGHTVOLT SOLAR (PTY) LTD
QUOTATION

Quote no:   BVS-Q-24117
Date:       30 August 2024
Client:     Bongani Dlamini, 14A Sandpiper Close, Umhlanga (granny flat)

Qty  Description                                             Amount (R)
1    Sunvolt HX-8K 8 kW hybrid inverter                        38 900.00
1    5.12 kWh LiFePO4 battery (rack mount)                      29 800.00
6    550 W mono panels                                          13 200.00
1    Mounting for IBR sheeting, DC/AC protection, cabling        7 600.00
1    Installation, commissioning, CoC for the PV installation    6 900.00
     TOTAL incl. VAT                                            96 400.00

Notes: Second battery can be added later (same model, parallel). Prices valid 30 days.
"""
    M[p] = finish(p, mixed(H(
        "Kyle Pretorius <kyle@brightvolt.example>", ME,
        "Quote - solar for the granny flat (option B)",
        "Fri, 30 Aug 2024 16:11:09 +0200", "quote-0830@brightvolt.example"), text,
        "BrightVolt_quote_Dlamini.txt", att))

    # 18 --------------------------------------------------------------- HTML-only 8bit bus bid schedule (price)
    p = "mail/2024/09/2024-09-03_bus-bids-schedule.eml"
    html = html_doc("Bus bids", """<p>Dear Finance Committee members</p>
<p>The bus service bids closed yesterday at 12:00. Three bids were received. Schedule below for Tuesday&rsquo;s special meeting &ndash; please treat as confidential.</p>
""" + table([["Bidder", "Price per learner per term", "Buses", "Tracking", "Drivers with PrDP", "Notes"],
             ["Khumalo Bus Services", "R 1 180", "3 (2019–2021 models)", "Yes", "All", "Operates for two schools in Phoenix"],
             ["Durban North Coaches", "R 1 260", "3 (2016 models)", "Yes", "All", "Aftercare run extra R 150"],
             ["Tiger Travel", "R 1 095", "2 + 1 hired", "No", "2 of 4 missing", "Cheapest; no tracking"]]) + """
<p>Current (Coastal Shuttle): R 1 040 per learner per term.</p>
<p>Regards<br>Joyce Mahlangu<br>Bursar, Sandbanks Primary School</p>""")
    M[p] = finish(p, simple(H(
        "Joyce Mahlangu <bursar@sandbanksprimary.example>",
        "SGB Finance Committee <fincom@sandbanksprimary.example>",
        "Bus service bids received - schedule for 10 Sept",
        "Tue, 03 Sep 2024 09:48:15 +0200", "bus-bids-0903@sandbanksprimary.example"),
        html, subtype="html", cte="8bit"))

    # 19 --------------------------------------------------------------- HTML-only QP school newsletter (budget meeting date)
    p = "mail/2024/09/2024-09-13_sandbanks-snippets-newsletter.eml"
    html = html_doc("Sandbanks Snippets", """<h1>Sandbanks Snippets &ndash; Term 3, Week 9</h1>
<h3>Heritage Day Braai Day &ndash; Tuesday 24 September</h3>
<p>Gates open at 11:00 on the school field. Ticket order forms went home in the blue bags &ndash; please return them to the office by Friday. Wear your heritage outfits!</p>
<h3>Parents&rsquo; budget meeting</h3>
""" + table([["What", "When", "Where"],
             ["Parents&rsquo; meeting: 2025 budget and school fees", "Wednesday 23 October 2024, 18:30", "School hall"]]) + """
<p>The draft budget will be available from the office two weeks before the meeting. Every household has one vote.</p>
<h3>Swimming gala</h3>
<p>The inter-house gala is on Friday 18 October at the aquatic centre.</p>
<h3>Lost property</h3>
<p>Three tracksuit tops, one shoe (?), eleven water bottles. Please claim by end of term.</p>
<p>Mr D. Reddy, Principal</p>""")
    M[p] = finish(p, simple(H(
        "Sandbanks Primary <office@sandbanksprimary.example>", "parents@sandbanksprimary.example",
        "Sandbanks Snippets - Term 3 Week 9",
        "Fri, 13 Sep 2024 13:00:00 +0200", "snippets-t3w9@sandbanksprimary.example"),
        html, subtype="html", cte="quoted-printable"))

    # 20 --------------------------------------------------------------- QP reply: braai results
    p = "mail/2024/10/2024-10-02_re-braai-day-final-figures.eml"
    orig = """Hi Celeste

Do we have final figures for Braai Day now that SnapScan has settled? I'd like to report
at the finance committee and thank the parents in the newsletter.

Thanks
Bongani
"""
    body = """Hi Bongani

Yes! Final figures for Braai Day (24 Sept):

  Gross takings (tickets, gate, cake stall, SnapScan):  R 71 240
  Costs (meat, gas, rolls, cooldrinks, castle hire):      R 23 390
  Net raised:                                             R 47 850 🎉

That's R 7 850 above target. Money banked on Monday. The butcher invoiced at cost as promised –
we must thank him properly.

Celeste
Treasurer, Sandbanks SGB

On Tue, 1 Oct 2024 at 18:02, Bongani Dlamini wrote:
""" + quote(orig) + "\n"
    M[p] = finish(p, simple(H(
        "Celeste Govender <celeste.govender@mailbox.example>", ME,
        "Re: Braai Day - final figures?", "Wed, 02 Oct 2024 07:58:30 +0200",
        "re-braai-1002@mailbox.example", irt="braai-1001@mailbox.example"),
        body, cte="quoted-printable"))

    # 21 --------------------------------------------------------------- multipart/alternative AGM outcome (6.5%)
    p = "mail/2024/10/2024-10-24_budget-meeting-outcome-fees-2025.eml"
    text = """Dear Parents

Thank you to the 214 parents who attended last night's budget meeting in the school hall.

After a long and robust discussion, the meeting voted to amend the proposed school fee
increase for 2025 from 6.8% to 6.5%. The 2025 budget was then approved as amended.

2025 school fees: R 28 250 per learner per year (10 instalments of R 2 825, February to November).
A 5% discount applies for payment in full by 31 January 2025.

The finance committee will adjust the budget to absorb the difference, mainly by phasing the
classroom data projectors over two years.

Thank you to Mr Dlamini and the finance committee for the many hours of preparation.

Mr D. Reddy
Principal, Sandbanks Primary School
"""
    html = html_doc("Budget meeting outcome", """<p>Dear Parents</p>
<p>Thank you to the 214 parents who attended last night&rsquo;s budget meeting in the school hall.</p>
<p>After a long and robust discussion, the meeting voted to <b>amend the proposed school fee increase for 2025 from 6.8% to 6.5%</b>. The 2025 budget was then approved as amended.</p>
""" + table([["2025 school fees", "Amount"],
             ["Per learner per year", "R 28 250"],
             ["10 instalments (Feb&ndash;Nov)", "R 2 825"],
             ["Discount for payment in full by 31 Jan 2025", "5%"]]) + """
<p>The finance committee will adjust the budget to absorb the difference, mainly by phasing the classroom data projectors over two years.</p>
<p>Mr D. Reddy<br>Principal, Sandbanks Primary School</p>""")
    M[p] = finish(p, alternative(H(
        "Mr D Reddy <principal@sandbanksprimary.example>", "parents@sandbanksprimary.example",
        "Outcome of the parents' budget meeting - 2025 fees",
        "Thu, 24 Oct 2024 12:30:00 +0200", "agm-outcome-1024@sandbanksprimary.example"), text, html))

    # 22 --------------------------------------------------------------- 8bit plumber handover
    p = "mail/2024/10/2024-10-28_flat-plumbing-second-fix-done.eml"
    M[p] = finish(p, simple(H(
        "Raj Pillay <raj@pillayplumbing.example>", ME,
        "Flat at 14A Sandpiper - second fix done",
        "Mon, 28 Oct 2024 16:45:12 +0200", "pp-2nd-fix-1028@pillayplumbing.example"),
        """Hi Bongani

Second fix at your mom's flat is done today:

- 150 L geyser (3 kW element) in the roof space, with drip tray, vacuum breakers and a
  geyser blanket. Timer set 04:00–06:00 and 16:00–18:00 – change it if your mom showers late.
- Walk-in shower: thermostatic mixer, the fold-down seat blocking is in the wall (tiler must
  not drill there), floor waste tested.
- Basin, kitchenette sink, washing-machine point on the outside wall.
- Gas line for the 2-plate hob: copper, pressure tested, bottle cage outside the kitchen wall.
  The gas COC comes from the gas installer on Thursday.

The isolating valve (stopcock) for the flat is under the small paving slab next to the
wash line – blue cap. If there is ever a leak, close that and the main house stays on.

My PIRB plumbing certificate will follow with the final invoice this week.

Raj Pillay
Pillay Plumbing | 083 555 0181
""", cte="8bit"))

    # 23 --------------------------------------------------------------- QP reply: tiling delay / move-in date
    p = "mail/2024/11/2024-11-05_re-handover-date-tiles-delayed.eml"
    orig = """Hi Themba

Where are we with the handover? Mama is packing already and Zanele wants to book her
flight for the 30th. Please give me a realistic date.

Bongani
"""
    body = """Hi Bongani

Bad news, sorry: the non-slip porcelain tiles for the bathroom are back-ordered. The supplier
now says 18 November. My tilers need about a week after that, then the sanitaryware goes in,
then the painters (your side) and the snag list.

Realistic: I propose handover on Thursday 12 December, so your Mama can move in on
Saturday 14 December. I know the 30th was the plan – I'd rather give you a date I can keep.

The rest of the flat (kitchen, bedroom floors) will be finished by the 22nd of November.

Themba Mkhize
Mkhize Builders | 082 555 0144

On Mon, 4 Nov 2024 at 19:10, Bongani Dlamini <bongani.dlamini@mailbox.example> wrote:
""" + quote(orig) + "\n"
    M[p] = finish(p, simple(H(
        "Themba Mkhize <themba@mkhizebuilders.example>", ME,
        "Re: Handover date?", "Tue, 05 Nov 2024 08:06:55 +0200",
        "re-handover-1105@mkhizebuilders.example", irt="handover-1104@mailbox.example"),
        body, cte="quoted-printable"))

    # 24 --------------------------------------------------------------- forward: Zanele's flight
    p = "mail/2024/11/2024-11-08_fwd-flycoast-booking-zanele.eml"
    M[p] = finish(p, simple(H(
        "Zanele Dlamini <zanele.dlamini@inbox.example>", ME,
        "Fwd: Your FlyCoast booking confirmation - K7QX2M",
        "Fri, 08 Nov 2024 21:14:03 +0200", "fwd-flycoast-1108@inbox.example",
        cc="Sibusiso Dlamini <sbu.dlamini@inbox.example>"),
        """Bhuti - here's my flight for Mama's big move. Can someone fetch me at the airport?
Love you. Z

---------- Forwarded message ---------
From: FlyCoast <bookings@flycoast.example>
Date: Fri, 8 Nov 2024 at 20:51
Subject: Your FlyCoast booking confirmation - K7QX2M
To: <zanele.dlamini@inbox.example>

Thank you for flying FlyCoast!

Booking reference: K7QX2M
Passenger: MS ZANELE DLAMINI

OUTBOUND  FC 311  Friday 13 December 2024
  Depart: Johannesburg (JNB) 18:15
  Arrive: Durban King Shaka International (DUR) 19:20
RETURN    FC 318  Sunday 15 December 2024
  Depart: Durban (DUR) 16:40
  Arrive: Johannesburg (JNB) 17:45

Baggage: 1 x 20 kg checked bag included.
Check-in opens 24 hours before departure in the FlyCoast app.
""", cte="7bit"))

    # 25 --------------------------------------------------------------- QP fibre active (HIDDEN wifi password)
    p = "mail/2024/11/2024-11-12_coastfibre-service-active-14a.eml"
    M[p] = finish(p, simple(H(
        "CoastFibre Support <support@coastfibre.example>", ME,
        "Your CoastFibre service is active - 14A Sandpiper Close",
        "Tue, 12 Nov 2024 15:20:48 +0200", "cf-active-14a-1112@coastfibre.example"),
        """Hi Bongani

Great news – your CoastFibre line at 14A Sandpiper Close (granny flat) is installed and active.

  Account:        CF-2024-771390
  Package:        25/25 Mbps uncapped (R 459 pm)
  Router:         installed in the lounge, next to the TV point

Your Wi-Fi details (printed on the router sticker too):
  Wi-Fi name (SSID):  Gogo_Flat
  Wi-Fi password:     Gogo=Flat#77

We recommend changing the password after the first login. Need help? WhatsApp us on 060 555 0199.

CoastFibre – fast, local, lekker.
""", cte="quoted-printable"))

    # 26 --------------------------------------------------------------- multipart/alternative battery 2 invoice
    p = "mail/2024/11/2024-11-15_brightvolt-invoice-second-battery.eml"
    text = """Hi Bongani

Thanks for having us back yesterday. Invoice INV-5532 for the second battery is below.

  1 x 5.12 kWh LiFePO4 battery (rack mount), paralleled with the existing unit   R 29 800.00
  Installation, firmware update, commissioning                                   R  2 100.00
  TOTAL incl. VAT                                                                R 31 900.00

Your system now has 2 x 5.12 kWh = 10.24 kWh of storage. We've updated the battery settings
in the app (minimum SOC still 20%). Overnight your mom should now easily run the fridge,
lights, TV and wifi even with Stage 6.

Kyle
BrightVolt Solar
"""
    html = html_doc("Invoice INV-5532", """<p>Hi Bongani</p>
<p>Thanks for having us back yesterday. Invoice <b>INV-5532</b> for the second battery:</p>
""" + table([["Item", "Amount"],
             ["1 x 5.12 kWh LiFePO4 battery (rack mount), paralleled with the existing unit", "R 29 800.00"],
             ["Installation, firmware update, commissioning", "R 2 100.00"],
             ["<b>TOTAL incl. VAT</b>", "<b>R 31 900.00</b>"]]) + """
<p>Your system now has <b>2 x 5.12 kWh = 10.24 kWh</b> of storage. We've updated the battery settings in the app (minimum SOC still 20%).</p>
<p>Kyle<br>BrightVolt Solar</p>""")
    M[p] = finish(p, alternative(H(
        "BrightVolt Solar Accounts <accounts@brightvolt.example>", ME,
        "Invoice INV-5532 - second battery installed",
        "Fri, 15 Nov 2024 10:02:19 +0200", "inv-5532@brightvolt.example"), text, html))

    # 27 --------------------------------------------------------------- 7bit reply: bank final draw
    p = "mail/2024/11/2024-11-20_re-final-draw-granny-flat.eml"
    orig = """Hi Refilwe

The flat is nearly done - handover is planned for 12 December. What do you need from us
for the final draw to the builder?

Thanks
Bongani
"""
    body = """Dear Bongani

Thank you for the update. The final draw (the 10% retention, R 48 500) can only be
released once we have received:

1. the occupation certificate issued by the municipality, and
2. the electrical certificate of compliance (COC) for the new dwelling,

together with the builder's final invoice and a completion inspection by our valuer
(we will book the valuer once items 1 and 2 are in).

Please e-mail the documents to me directly and I will submit them the same day.

Kind regards
Refilwe Motaung
Home Loans Consultant, Ubuntu Bank

On 19 Nov 2024, at 21:47, Bongani Dlamini <bongani.dlamini@mailbox.example> wrote:
""" + quote(orig) + "\n"
    M[p] = finish(p, simple(H(
        "Refilwe Motaung <homeloans@ubuntubank.example>", ME,
        "RE: Final draw - granny flat", "Wed, 20 Nov 2024 10:15:27 +0200",
        "re-finaldraw-1120@ubuntubank.example", irt="finaldraw-1119@mailbox.example"),
        body, cte="7bit"))

    # 28 --------------------------------------------------------------- 7bit reply: roadworthy certificates
    p = "mail/2024/11/2024-11-21_re-roadworthy-certificates-khumalo-bus.eml"
    orig = """Dear Mr Khumalo

Thank you for the PrDP copies and the insurance certificate. We still don't have the
roadworthy certificates for the three buses. The SGB cannot sign the contract until we
have all three. Please let us know when we can expect them.

Regards
Bongani Dlamini
Chair: Finance Committee, Sandbanks Primary SGB
"""
    body = """Dear Mr Dlamini

Apologies for the delay. Two of the buses (ND 555-101 and ND 555-102) went through the
testing station last week and passed; the third bus (ND 555-103) is booked at the
testing station on 3 December after a brake job. I will send all three roadworthy
certificates together by Friday 6 December at the latest.

Kind regards
Bheki Khumalo
Khumalo Bus Services

On Thu, 21 Nov 2024, 07:31 Bongani Dlamini <bongani.dlamini@mailbox.example> wrote:
""" + quote(orig) + "\n"
    M[p] = finish(p, simple(H(
        "Bheki Khumalo <ops@khumalobus.example>", ME,
        "Re: Roadworthy certificates - Sandbanks Primary contract", "Thu, 21 Nov 2024 14:02:38 +0200",
        "re-rwc-1121@khumalobus.example", irt="rwc-1121@mailbox.example",
        cc="Joyce Mahlangu <bursar@sandbanksprimary.example>"), body, cte="7bit"))

    return M


# ----------------------------------------------------------------------------- mbox
def _mbox_entry(frm_addr, asctime, msg_bytes):
    lines = msg_bytes.decode("utf-8").split("\n")
    out = []
    in_body = False
    for l in lines:
        if in_body and (l.startswith("From ") or l.startswith(">From ")):
            l = ">" + l
        if l == "" and not in_body:
            in_body = True
        out.append(l)
    txt = "\n".join(out).rstrip("\n") + "\n"
    return ("From %s %s\n" % (frm_addr, asctime)) + txt + "\n"


def build_mbox():
    LIST = [("List-Id", "Umhlanga Striders AC members <striders.lists.umhlangastriders.example>"),
            ("List-Post", "<mailto:striders@lists.umhlangastriders.example>"),
            ("List-Unsubscribe", "<mailto:striders-leave@lists.umhlangastriders.example>"),
            ("Precedence", "list")]
    TO = "Umhlanga Striders <striders@lists.umhlangastriders.example>"
    msgs = []

    def add(frm, addr, asct, subj, date, mid, body, irt=None, cte="7bit"):
        h = H(frm, TO, subj, date, mid, irt=irt, extra=LIST)
        msg = simple(h, body, cte=cte)
        msgs.append(_mbox_entry(addr, asct, msg.as_bytes(policy=policy.default)))

    add("Janine Maritz <secretary@umhlangastriders.example>", "secretary@umhlangastriders.example",
        "Tue Jan  9 18:02:11 2024", "[Striders] 2024 subs and licences",
        "Tue, 09 Jan 2024 18:02:11 +0200", "subs-2024@umhlangastriders.example",
        """Hi Striders

Happy new year! 2024 membership subs are R 650 (includes your ASA licence number).
Pay by 31 January to be covered for the early races. Banking details on the website.

New club vests arrive in February - R 280, order via the form.

Janine (secretary)
""")
    add("Ravi Singh <chair@umhlangastriders.example>", "chair@umhlangastriders.example",
        "Fri Feb  2 07:45:00 2024", "[Striders] Wednesday time trial - summer schedule",
        "Fri, 02 Feb 2024 07:45:00 +0200", "tt-summer-2024@umhlangastriders.example",
        """Morning all

The Wednesday time trial continues every week at 17:45 from the Umhlanga Lighthouse:
5 km out-and-back along the promenade, or 2 laps for the 10 km people.
Bring your tag; results on the website by Thursday.

During Stage 6 evenings the promenade lights are off - bring a headlamp and run in groups.

Ravi
""")
    add("Ravi Singh <chair@umhlangastriders.example>", "chair@umhlangastriders.example",
        "Mon Mar 11 12:10:40 2024", "[Striders] Comrades 2024 - entries and club bus",
        "Mon, 11 Mar 2024 12:10:40 +0200", "comrades-bus-2024@umhlangastriders.example",
        """Hi all

21 Striders are entered for Comrades on 9 June (up run). We'll run a club bus to the start
at Durban City Hall and a seconding table at Cato Ridge. Names to me by 31 March.

Ravi
""")
    add("Bongani Dlamini <bongani.dlamini@mailbox.example>", "bongani.dlamini@mailbox.example",
        "Mon Mar 11 20:33:05 2024", "Re: [Striders] Comrades 2024 - entries and club bus",
        "Mon, 11 Mar 2024 20:33:05 +0200", "re-comrades-bus-bd@mailbox.example",
        """Hi Ravi

Please put me down for the bus (Bongani Dlamini, race no. to follow). Happy to help at
the seconding table at Cato Ridge on the way back if anyone needs a lift.

Bongani

On Mon, 11 Mar 2024 at 12:10, Ravi Singh wrote:
> Hi all
>
> 21 Striders are entered for Comrades on 9 June (up run). We'll run a club bus to the start
> at Durban City Hall and a seconding table at Cato Ridge. Names to me by 31 March.
""", irt="comrades-bus-2024@umhlangastriders.example")
    add("Ravi Singh <chair@umhlangastriders.example>", "chair@umhlangastriders.example",
        "Mon May 27 19:00:12 2024", "[Striders] Comrades bus - final details",
        "Mon, 27 May 2024 19:00:12 +0200", "comrades-bus-final@umhlangastriders.example",
        """Comrades runners

Bus leaves the clubhouse (Umhlanga Sports Club car park) at 03:45 on Sunday 9 June.
Be there at 03:30. Drop bags in the bus, not at the start. Vaseline is your friend.

Good luck everyone - see you at Scottsville.
Ravi
""")
    add("Ravi Singh <chair@umhlangastriders.example>", "chair@umhlangastriders.example",
        "Mon Aug 19 08:20:33 2024", "[Striders] From the chairman's desk - August",
        "Mon, 19 Aug 2024 08:20:33 +0200", "chair-aug-2024@umhlangastriders.example",
        """Hi Striders

Congratulations again to our 19 Comrades finishers. Certificates at the clubhouse.

From 4 September the Wednesday time trial moves to the Umhlanga Pier (Bronze Beach end
of the promenade) because the promenade at the Lighthouse is being resurfaced. Same time,
17:45, same 5 km route in the other direction.

From the archives: the club's first time trial in 1987 had 6 runners and a stopwatch.

Ravi
""")
    add("Janine Maritz <secretary@umhlangastriders.example>", "secretary@umhlangastriders.example",
        "Mon Oct  7 17:15:02 2024", "[Striders] Summer time trial reminder",
        "Mon, 07 Oct 2024 17:15:02 +0200", "tt-oct-2024@umhlangastriders.example",
        """Hi all

Reminder: the Wednesday time trial stays at the Umhlanga Pier until further notice - the
Lighthouse section of the promenade is still closed. From 9 October we start at 18:00
(summer light). Parking at the Bronze Beach lot.

Janine
""")
    add("Janine Maritz <secretary@umhlangastriders.example>", "secretary@umhlangastriders.example",
        "Mon Nov 11 09:00:00 2024", "[Striders] Year-end function - Sat 30 November",
        "Mon, 11 Nov 2024 09:00:00 +0200", "yearend-2024@umhlangastriders.example",
        """Hi Striders

Year-end function: Saturday 30 November, 18:00 at the clubhouse. Braai, prize-giving and the
famous quiz. R 150 per person, RSVP by 22 November.

Janine
""")
    return "".join(msgs).encode("utf-8")
