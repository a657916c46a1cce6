"""E-mail (.eml) files and the members-list mbox."""
import mailbox, os
from common import msg, save_eml, dt, path, OUT

DEV = "Devon Okafor <devon@okafor-consulting.example>"
DEVP = "Devon Okafor <devon.okafor@pmail.example>"
PIXEL = '<img src="https://t.{d}/o/{k}.gif" width="1" height="1" alt="" style="display:none">'

def q(text):
    return "\n".join(("> " + l) if l else ">" for l in text.strip("\n").split("\n"))

def mails():
    # 1 ---------------------------------------------------------------- Halyard SOW 2025
    m = msg("Marcus Feld <mfeld@halyardlogistics.example>", DEV, dt(2024,12,3,14,22),
            "Halyard / Okafor Consulting - SOW HL-SOW-2025-01 countersigned",
            "<sow-2025-01.countersigned@halyardlogistics.example>",
            cc="Rosalind Tremblay <rtremblay@halyardlogistics.example>")
    m.set_content("""Hi Devon,

Good news - HL-SOW-2025-01 is countersigned on our side. Summary for your records:

  Term:          6 January 2025 - 19 December 2025
  Rate:          CAD $950 per day, plus HST
  Capacity:      up to 3 days per week, 130 days max for the term
  Payment:       NET-30 from receipt of invoice
  PO:            4500-71102 (please quote it on every invoice)
  Invoices to:   ap@halyardlogistics.example

Rosalind will set up the kickoff for mid-January at our office. Security will
have a contractor badge waiting for you on the first day.

Any questions on the paperwork side, come straight to me.

Best,
Marcus Feld
Procurement & Vendor Management | Halyard Logistics Inc.
905-555-0128
""", cte="7bit")
    save_eml("mail/2024/12/2024-12-03_halyard-sow-2025-countersigned.eml", m)

    # 2 ---------------------------------------------------------------- NDA completed (multipart/alt)
    m = msg("Signetry <notifications@signetry.example>", DEV, dt(2025,2,11,16,41),
            "Completed: Mutual NDA - Kestrel Pay Inc. / Okafor Consulting",
            "<env-SGN-4F7A-22C9-90B1.completed@signetry.example>")
    text = """All parties have signed "Mutual NDA - Kestrel Pay Inc. / Okafor Consulting".

Envelope ID: SGN-4F7A-22C9-90B1

Signers
  1. Anjali Venkatesan, CTO, Kestrel Pay Inc. - signed 11 Feb 2025, 10:02 ET
  2. Devon Okafor, Okafor Consulting - signed 11 Feb 2025, 16:40 ET

Key terms (from the sender's summary)
  - Term: 3 years from the effective date
  - Governing law: Ontario
  - Non-solicitation of employees: 12 months

The completed document and certificate of completion are attached in your
Signetry account. This link expires in 30 days.

Signetry - e-signatures for small teams
"""
    html = """<html><body style="font-family:Arial,sans-serif">
<h2>Document completed</h2>
<p>All parties have signed <b>Mutual NDA - Kestrel Pay Inc. / Okafor Consulting</b>.</p>
<p>Envelope ID: <code>SGN-4F7A-22C9-90B1</code></p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>#</th><th>Signer</th><th>Role</th><th>Signed</th></tr>
<tr><td>1</td><td>Anjali Venkatesan</td><td>CTO, Kestrel Pay Inc.</td><td>11 Feb 2025, 10:02 ET</td></tr>
<tr><td>2</td><td>Devon Okafor</td><td>Okafor Consulting</td><td>11 Feb 2025, 16:40 ET</td></tr>
</table>
<p>Term: 3 years &middot; Governing law: Ontario &middot; Non-solicit: 12 months</p>
<p><a href="https://app.signetry.example/env/SGN-4F7A-22C9-90B1">View documents</a></p>
""" + PIXEL.format(d="signetry.example", k="c81f") + "</body></html>"
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    save_eml("mail/2025/02/2025-02-11_signetry-nda-completed.eml", m)

    # 3 ---------------------------------------------------------------- Ada venue change (8bit)
    m = msg("Ada Okafor <adaeze.okafor@northmail.example>",
            "Ngozi Okafor <ngozi.okafor@northmail.example>, Chuka Okafor <chuka.okafor@northmail.example>, " + DEVP,
            dt(2025,3,5,21,14), "Venue change!! (the date is NOT changing)",
            "<CAF-ada-20250305-2114@northmail.example>",
            cc="Julian Marchetti <julian.marchetti@pmail.example>")
    m.set_content("""Hi Mom, Dad, Dev,

Deep breath - the wedding is still on Saturday 13 September, nothing about the
date is changing. But the venue is.

Cedar Hollow Farm called this morning. The creek came up during the thaw last
week and the barn flooded - the floor, the walls, the lot. They're insured and
they'll rebuild, but they can't promise it'll be ready by September, and
honestly I don't want to spend the summer wondering.

So!! We toured The Glasshouse at Mill Pond in Elora on Sunday "just in case",
and we've signed with them today. It's a glass pavilion right on the mill pond,
ceremony on the lawn, dinner inside with the water all around. Julian teared up
on the tour (he'll deny it). Their events person has been amazing.

Practical stuff:
- Ceremony still 3:30pm, just in Elora instead of Caledon.
- Elora is about 25 minutes further for you from Brampton, Mom - sorry.
- The save-the-dates say Cedar Hollow. Ignore them, we'll send proper
  invitations in May with the new address.
- We'll sort a hotel block in Elora for out-of-town people.

Dev - you're still on Grandma duty. Non-negotiable.

Love you all. Je ne regrette rien (Julian made me say that).

Ada xx
""", cte="8bit")
    save_eml("mail/2025/03/2025-03-05_ada-venue-change.eml", m)

    # 4 ---------------------------------------------------------------- Tracklane newsletter (noise)
    m = msg("Tracklane <news@tracklane.example>", DEV, dt(2025,4,15,10,0),
            "Tracklane Monthly - April: cycles, triage rules and a faster command bar",
            "<nl-2025-04-a81@mail.tracklane.example>",
            headers={"List-Unsubscribe": "<https://tracklane.example/unsubscribe?u=d0k>",
                     "Precedence": "bulk"})
    text = """TRACKLANE MONTHLY - APRIL 2025

What's new
- Cycles 2.0: roll unfinished issues into the next cycle automatically.
- Triage rules: route bugs from your support inbox to the right team.
- Command bar is 40% faster on big workspaces.

From the blog
- How a 6-person payments team runs on-call without burning out
- Writing issues your future self will understand

Webinar: "Roadmaps that survive contact with reality" - Thu 24 April, 1pm ET.

You're receiving this because you have a Tracklane account.
Unsubscribe: https://tracklane.example/unsubscribe?u=d0k
"""
    html = """<html><body><table width="600" align="center" style="font-family:Helvetica">
<tr><td><h1>Tracklane Monthly &middot; April</h1></td></tr>
<tr><td><h3>What's new</h3><ul><li>Cycles 2.0</li><li>Triage rules</li><li>Faster command bar</li></ul></td></tr>
<tr><td><h3>From the blog</h3><p>How a 6-person payments team runs on-call without burning out</p></td></tr>
<tr><td><p>Webinar: Roadmaps that survive contact with reality &mdash; Thu 24 April, 1pm ET</p></td></tr>
<tr><td><small><a href="https://tracklane.example/unsubscribe?u=d0k">Unsubscribe</a></small></td></tr>
</table>""" + PIXEL.format(d="tracklane.example", k="a81") + "</body></html>"
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    save_eml("mail/2025/04/2025-04-15_tracklane-newsletter.eml", m)

    # 5 ---------------------------------------------------------------- Postmortem w/ base64 attachment
    pm_body = """Hi all,

Attached is the postmortem for INC-0412 (duplicate payouts, Tuesday 17 June).
Thank you to Tomás, Devon and Bea for a very long night and day.

The blameless review is on Monday 23 June, 1:00-2:00pm ET on Zoom (invite
sent). Please read the document before the meeting and add comments to the
action items - several are unowned and we'll assign them in the review.

Anjali
--
Anjali Venkatesan | CTO | Kestrel Pay Inc.
"""
    m = msg("Anjali Venkatesan <anjali@kestrelpay.example>",
            "eng-leads@kestrelpay.example", dt(2025,6,18,18,5),
            "Postmortem: INC-0412 duplicate payouts (17 Jun)",
            "<inc-0412-postmortem-20250618@kestrelpay.example>",
            cc=DEV + ", Tomás Reyes <tomas@kestrelpay.example>")
    m.set_content(pm_body, cte="8bit")
    attachment = """KESTREL PAY - INCIDENT POSTMORTEM
INC-0412: Duplicate payouts from webhook redelivery
Severity: SEV-1        Status: Resolved        Author: Anjali Venkatesan
Date of incident: Tuesday 17 June 2025, 02:10-04:55 ET

SUMMARY
During a traffic spike, our payout webhook consumer (kestrel-webhooks) took
longer than its configured handler timeout to respond to deliveries from our
banking partner, Lumen Rails. The partner treated these deliveries as failed
and redelivered them. Because the consumer did not de-duplicate events, each
redelivery was processed as a new payout.

IMPACT
- 417 duplicate payouts sent to 96 merchants
- Total duplicated amount: CAD $38,920.55
- $37,604.10 recovered by 27 June via reversals; remainder being recovered
  directly with six merchants by Finance (Bea)
- No customer card data was exposed

ROOT CAUSE
1. handler.timeout_ms was 3000 ms. Under load, the synchronous ledger call
   pushed p99 handling time to ~4.8 s, so the partner saw timeouts.
2. The consumer had no idempotency check on the partner's event_id.
   (This was raised as a risk during scoping in February and deferred.)

WHAT WENT WELL
- Tomás noticed the anomaly within minutes from the payouts dashboard.
- Contractor (Devon Okafor) joined within 10 minutes and identified the retry
  header pattern.

WHAT WENT BADLY
- It took 80 minutes to reach the partner to pause deliveries.
- Nobody knew how to safely replay or reconcile events after the fact.

REMEDIATION (decided)
R1. Idempotency: a Postgres table (webhook_events_seen) with a unique constraint
    on event_id, inserted in the same transaction as the payout state change.
    Redis SETNX was considered and REJECTED: not durable across a failover and
    not transactional with the payout write.
R2. handler.timeout_ms raised from 3000 ms to 15000 ms, and the ledger call
    moved after the acknowledgement.
R3. Alert when duplicate payout rate > 0.1% over 5 minutes.
R4. Partner escalation contact list in the on-call wiki.

ACTION ITEMS
AI-1  Implement R1 + backfill last 30 days of event_ids      Tomás Reyes    30 Jun
AI-2  Deploy R2 config change                                Tomás Reyes    24 Jun
AI-3  R3 alerting                                            Tomás Reyes    4 Jul
AI-4  Replay / reconciliation runbook                        UNOWNED        TBD
AI-5  Partner escalation contacts (R4)                       Anjali V.      27 Jun
"""
    m.add_attachment(attachment, subtype="plain", filename="INC-0412-postmortem.txt",
                     cte="base64")
    save_eml("mail/2025/06/2025-06-18_kestrel-inc-0412-postmortem.eml", m)

    # 6 ---------------------------------------------------------------- Re: postmortem (QP, trimmed quote)
    m = msg(DEV, "Anjali Venkatesan <anjali@kestrelpay.example>", dt(2025,6,19,8,47),
            "Re: Postmortem: INC-0412 duplicate payouts (17 Jun)",
            "<CADO-20250619-0847@okafor-consulting.example>",
            cc="Tomás Reyes <tomas@kestrelpay.example>",
            in_reply_to="<inc-0412-postmortem-20250618@kestrelpay.example>")
    m.set_content("""Hi Anjali,

Thanks for writing this up so quickly - it's clear and fair.

On the unowned items: I'll take AI-4. I'll write the replay / reconciliation
runbook - how to find affected event_ids, how to replay safely through the new
dedupe table, and how to hand a reconciliation CSV to Finance - and I'll do a
dry run against the staging replica. I'll have a draft to Tomás by Thursday
31 July.

One more suggestion for the review: can we add a line to the SOW-level risk
register so "no idempotency" can't quietly get deferred again? Happy to draft it.

Devon

On Wed, Jun 18, 2025 at 6:05 PM Anjali Venkatesan <anjali@kestrelpay.example> wrote:
""" + q("""Hi all,

Attached is the postmortem for INC-0412 (duplicate payouts, Tuesday 17 June).
Thank you to Tomás, Devon and Bea for a very long night and day.
[...]""") + "\n", cte="quoted-printable")
    save_eml("mail/2025/06/2025-06-19_re-inc-0412-postmortem.eml", m)

    # 7 ---------------------------------------------------------------- desk move (7bit)
    m = msg("Bettina Saarinen <bettina@tanneryrow.example>", DEVP, dt(2025,7,2,11,30),
            "Your desk move - window row",
            "<tr-desk-22-okafor@tanneryrow.example>")
    m.set_content("""Hi Devon,

Good news - a window-row spot opened up and you were first on the list. From
Monday 7 July you're at DESK 22 (window row, second from the end by the plants).

- Your plan and price don't change ($425 + HST).
- Please clear desk 14 by Friday 4 July at 5pm - Hamish's friend is starting on it.
- Your new locker key (also #22) will be at the front desk on Monday.
- Parcels are sorted by desk number, so update any couriers that use the desk
  number in the address line.

Reminder that the door code changes on the 7th too - check the members list
e-mail from Monday for the new one.

Enjoy the view (it's mostly the bike shop roof, but still),
Bettina

Bettina Saarinen | Community Manager | Tannery Row Cowork
""", cte="7bit")
    save_eml("mail/2025/07/2025-07-02_tannery-row-desk-move.eml", m)

    # 8 ---------------------------------------------------------------- Crestline notice of entry (HTML, QP)
    m = msg("Crestline Property Management <notices@crestlinepm.example>",
            DEVP + ", 1207 Owner <r.dasgupta@inboxly.example>", dt(2025,7,21,9,12),
            "Notice of Entry - Suites 1107 & 1207, 24 Linden Quay",
            "<noe-2025-07-21-1107-1207@crestlinepm.example>",
            reply_to="Hollis Baptiste <hollis.baptiste@crestlinepm.example>")
    m.set_content("""<html><body style="font-family:Georgia,serif">
<p><b>TSCC 2871 &ndash; 24 Linden Quay</b><br>Managed by Crestline Property Management</p>
<h2>NOTICE OF ENTRY</h2>
<p>Further to the water leak reported on Saturday, July 19, 2025, management will require
access to the suites listed below so that a licensed plumber can investigate the source and
carry out any necessary repairs.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Suites</th><td>1107 and 1207</td></tr>
<tr><th>Date</th><td>Wednesday, July 23, 2025</td></tr>
<tr><th>Time window</th><td>9:00 a.m. &ndash; 12:00 p.m.</td></tr>
<tr><th>Contractor</th><td>Sal Ruggiero, Dufferin Drain &amp; Plumbing (licensed plumber)</td></tr>
<tr><th>Accompanied by</th><td>Building superintendent</td></tr>
<tr><th>Purpose</th><td>Locate source of water ingress into 1107 bathroom ceiling; inspect 1207 bathroom fixtures</td></tr>
</table>
<p>Please secure pets during the visit. If you have questions, reply to this notice or call
Hollis Baptiste, Property Manager, at 416-555-0119.</p>
<p>Crestline Property Management<br>on behalf of the Board of Directors</p>
""" + PIXEL.format(d="crestlinepm.example", k="noe721") + "</body></html>",
        subtype="html", cte="quoted-printable")
    save_eml("mail/2025/07/2025-07-21_crestline-notice-of-entry.eml", m)

    # 9 ---------------------------------------------------------------- NimbusDrive receipt (HTML b64, noise)
    m = msg("NimbusDrive Billing <billing@nimbusdrive.example>", DEV, dt(2025,8,1,3,14),
            "Your NimbusDrive receipt [#ND-3390712]",
            "<receipt-ND-3390712@nimbusdrive.example>")
    m.set_content("""<html><body style="font-family:Helvetica,Arial">
<h2>Thanks for your payment</h2>
<table cellpadding="6" cellspacing="0" border="0" style="border:1px solid #ddd">
<tr><td>Receipt</td><td>#ND-3390712</td></tr>
<tr><td>Plan</td><td>NimbusDrive Pro (2 TB), monthly</td></tr>
<tr><td>Billing period</td><td>Aug 1 &ndash; Aug 31, 2025</td></tr>
<tr><td>Amount</td><td>USD $23.40</td></tr>
<tr><td>Card</td><td>Visa ending 4417</td></tr>
</table>
<p>Manage your plan at nimbusdrive.example/account. Questions? Just reply.</p>
</body></html>""", subtype="html", cte="base64")
    save_eml("mail/2025/08/2025-08-01_nimbusdrive-receipt.eml", m)

    # 10 --------------------------------------------------------------- Re: ceiling repair (QP)
    hollis = """Hi Devon,

Thanks for the photos and the Patchwell quote.

I checked with the board and the insurer. The corporation's insurance
deductible is $25,000, so the corporation won't be making a claim for a
unit-to-unit leak of this size. Under the declaration and the corporation's
by-law on insurance deductibles, the owner of the unit where the leak
originated (1207) is responsible for the repair of resulting damage to your
suite.

I've copied Mr. Dasgupta's contact details below with his permission. Let me
know how you'd like to proceed and I'll note it on the incident file.

Regards,
Hollis Baptiste
Property Manager, Crestline Property Management
"""
    m = msg(DEVP, "Hollis Baptiste <hollis.baptiste@crestlinepm.example>", dt(2025,8,11,19,26),
            "Re: Suite 1107 ceiling - repair and insurance",
            "<CAPD-20250811-1926@pmail.example>",
            in_reply_to="<hb-1107-ceiling-20250806@crestlinepm.example>")
    m.set_content("""Hi Hollis,

Thanks for looking into it - that's clear.

Update: I spoke to Rajiv Dasgupta (1207) this afternoon and he's agreed to pay
Patchwell Drywall directly for the repair ($1,380 as quoted). So I'm going to
withdraw the claim I opened with my own insurer, Northgate Mutual (claim
NGM-25-0718-4432) - there's no point paying my $1,000 deductible for a repair
that's being covered anyway. I'll call them tomorrow.

Patchwell have us booked for Tuesday 26 August. They only prime, so I'll paint
it myself afterwards. Once it's done I'll send you the after photos and a copy
of Patchwell's paid invoice for the building's incident file.

Thanks again for the quick help the night it happened - the concierge and
security were great.

Devon Okafor
Suite 1107

On Wed, Aug 6, 2025 at 2:41 PM Hollis Baptiste <hollis.baptiste@crestlinepm.example> wrote:
""" + q(hollis) + "\n", cte="quoted-printable")
    save_eml("mail/2025/08/2025-08-11_re-suite-1107-ceiling.eml", m)

    # 11 --------------------------------------------------------------- Ada wedding weekend (base64 body)
    m = msg("Ada Okafor <adaeze.okafor@northmail.example>",
            "Ngozi Okafor <ngozi.okafor@northmail.example>, Chuka Okafor <chuka.okafor@northmail.example>, " + DEVP + ", Obinna Eze <obinna.eze@pmail.example>",
            dt(2025,8,25,20,3), "Wedding weekend - the plan (PLEASE READ 🙏)",
            "<CAF-ada-20250825-2003@northmail.example>")
    m.set_content("""Hi family!

Less than three weeks!! Here's the plan. Please actually read it, Obinna.

FRIDAY 12 SEPTEMBER
- 4:00pm  Rehearsal at The Glasshouse (wedding party + parents + Dev + Obinna)
- 6:30pm  Rehearsal dinner at Osteria Lupa, 14 Bridge St, Fergus (ten minutes
          from Elora). Private room at the back, under "Marchetti". It's family
          style, and I've sent them everyone's dietary stuff.

SATURDAY 13 SEPTEMBER
- 1:30pm  Family photos by the pond (wear the outfits, not the jeans)
- 3:30pm  Ceremony on the lawn
- 4:15pm  Cocktails + canapés
- 6:00pm  Dinner. Speeches after the mains - the venue will confirm the exact
          slot closer to the day.
- 9:00pm  Evening change for me (george wrapper!!) and dancing till midnight

SUNDAY 14 SEPTEMBER
- 10:30am Brunch in the inn's dining room, then everyone goes home and sleeps

HOTEL
Block at the Elora Riverside Inn - use group code OKMAR0913 when you call,
it's $206/night. Book by 29 August, after that they release the rooms.

JOBS
- Dev: Grandma pickup in Brampton Friday 11am, and you're with her all weekend.
- Obinna: ushers with Dev. Be on time. I mean it.
- Mom & Dad: the kola nut + blessing before dinner. Dad, short version please.

Love you all - see you in Elora! ❤️
Ada
""", cte="base64")
    save_eml("mail/2025/08/2025-08-25_ada-wedding-weekend-plan.eml", m)

    # 12 --------------------------------------------------------------- Fwd: speeches & AV
    liesl = """Hi Ada,

As promised, here's the speeches plan for Saturday:

- Speeches will begin at 7:40 pm, once the main course has been cleared.
- Order: Father of the bride (Chuka Okafor), brother of the bride (Devon
  Okafor), best man (Marco Ferri), then a few words from the two of you.
- We provide two wireless handheld microphones; our AV tech will hand them
  over at the head table. Please ask speakers to hold the mic close - the
  glass walls are lively.
- No projector or slideshow is planned; let me know by Sept 8 if that changes.
- We suggest 3-4 minutes per speaker so dessert isn't late.

Warmly,
Liesl Van Dam
Events Coordinator | The Glasshouse at Mill Pond, Elora
519-555-0177
"""
    m = msg("Ada Okafor <adaeze.okafor@northmail.example>", DEVP, dt(2025,9,2,12,18),
            "Fwd: Speeches & AV - Okafor/Marchetti, Sat Sept 13",
            "<CAF-ada-20250902-1218@northmail.example>")
    m.set_content("""Dev - you're second, right after Dad. 3 minutes MAX please 🙏
No slideshow. I know you were thinking about it.

---------- Forwarded message ---------
From: Liesl Van Dam <events@glasshouse-millpond.example>
Date: Tue, Sep 2, 2025 at 11:52 AM
Subject: Speeches & AV - Okafor/Marchetti, Sat Sept 13
To: Ada Okafor <adaeze.okafor@northmail.example>

""" + liesl, cte="quoted-printable")
    save_eml("mail/2025/09/2025-09-02_fwd-speeches-av.eml", m)

    # 13 --------------------------------------------------------------- race registration (HTML b64)
    m = msg("Waterfront Fall Half <registration@waterfronthalf.example>", DEVP,
            dt(2025,9,4,13,7), "You're in! Waterfront Fall Half Marathon - Sun Oct 19",
            "<reg-WFH25-a7c19e@waterfronthalf.example>")
    m.set_content("""<html><body style="font-family:Verdana,sans-serif;color:#123">
<h1>Registration confirmed</h1>
<p>Hi Devon, you're registered for the <b>Waterfront Fall Half Marathon 2025</b>.</p>
<table border="1" cellpadding="8" cellspacing="0">
<tr><th align="left">Event</th><td>Half Marathon (21.1 km)</td></tr>
<tr><th align="left">Date</th><td>Sunday, October 19, 2025</td></tr>
<tr><th align="left">Start time</th><td>7:45 a.m. (wave start; Corral C crosses approx. 7:53)</td></tr>
<tr><th align="left">Start / finish</th><td>Princes' Gates, Exhibition Place, Toronto</td></tr>
<tr><th align="left">Bib number</th><td><b>2187</b></td></tr>
<tr><th align="left">Corral</th><td>C (predicted 1:45&ndash;1:55)</td></tr>
<tr><th align="left">Entry fee</th><td>$118.00 (incl. HST)</td></tr>
</table>
<h3>Race kit pickup</h3>
<p>Friday Oct 17 (12&ndash;8pm) or Saturday Oct 18 (10am&ndash;6pm) at the Race Expo,
Enercare-side hall. Bring photo ID. No race-morning pickup.</p>
<p>Bag check closes at 7:15 a.m. Road closures begin at 6:00 a.m.</p>
<p>See you on the start line!<br>Waterfront Fall Half race team</p>
</body></html>""", subtype="html", cte="base64")
    save_eml("mail/2025/09/2025-09-04_waterfront-half-registration.eml", m)

    # 14 --------------------------------------------------------------- Farah instalments (QP)
    m = msg("Farah Siddiqui CPA <farah@siddiquilowe-cpa.example>", DEV, dt(2025,9,9,16,55),
            "2025 instalments (revised) + the incorporation question",
            "<SL-20250909-okafor@siddiquilowe-cpa.example>")
    m.set_content("""Hi Devon,

I've finished the mid-year review with your numbers through August. Two things.

1) INSTALMENTS - please use these instead of the CRA reminder

The February reminder used the no-calculation option, which is based on your
2023 and 2024 tax. Your 2025 net income is tracking about 20% lower (mostly
Kestrel winding down), so we can switch to the current-year option and pay
less. I've kept a cushion so we don't get hit with instalment interest.

   Sept 15:  $2,450.00   (instead of $3,480.00 on the reminder)
   Dec 15:   $2,210.00   (instead of $3,480.00 on the reminder)

Pay them the same way as before, with the same payment reference from your
reminder. If your Q4 billing ends up much higher than the ~$36k we assumed,
tell me before December and I'll redo the December figure.

2) INCORPORATING

I know you were keen in the spring. My recommendation is to NOT incorporate
for 2025. The tax deferral only helps if you leave money in the corporation,
and based on your spending you'd be drawing almost everything out. You'd pay
for a second set of books, a T2 and payroll for very little benefit. Let's
revisit in the spring once the 2026 Halyard contract is signed - if you're
likely to leave $40k+ in the business each year, it starts to make sense.

Let me know what you decide and I'll note the file.

Also - Q3 HST is due October 31.

Best,
Farah

Farah Siddiqui, CPA
Siddiqui & Lowe CPA | 905-555-0152
""", cte="quoted-printable")
    save_eml("mail/2025/09/2025-09-09_farah-instalments-incorporation.eml", m)

    # 15 --------------------------------------------------------------- Cobalt decline (7bit)
    desmond = """Hi Devon,

Great to chat on Thursday. As discussed, here's what we have in mind:

- Retainer starting October 6
- 2 days per week, mostly the video CMS and the rights-management backend
- $900/day, invoiced monthly, 3-month initial term then rolling

Budget is fixed for this fiscal year unfortunately. Let me know by the end of
next week if this works for you.

Desmond Achterberg
Head of Product | Cobalt Harbour Media
"""
    m = msg(DEV, "Desmond Achterberg <desmond@cobaltharbour.example>", dt(2025,9,26,10,12),
            "Re: Retainer from October",
            "<CADO-20250926-1012@okafor-consulting.example>",
            in_reply_to="<cbh-retainer-20250919@cobaltharbour.example>")
    m.set_content("""Hi Desmond,

Thank you for the offer, and for being so clear about the budget - I appreciate it.

After thinking it over I'm going to pass on the retainer. Two days a week on
top of my existing commitments would leave me with no slack at all, and I'd
rather say no now than do a half-hearted job for you in November.

I'd like to introduce you to Priscila Nunes, who I sit near at Tannery Row.
She's a strong Django developer, has built video-asset pipelines before, and
is free from mid-October. I'll send a separate intro e-mail today if that's
OK with you.

And if something smaller and well-scoped comes up next year, I'd be glad to
hear about it.

All the best,
Devon

On Fri, Sep 19, 2025 at 4:10 PM Desmond Achterberg <desmond@cobaltharbour.example> wrote:
""" + q(desmond) + "\n", cte="7bit")
    save_eml("mail/2025/09/2025-09-26_re-cobalt-retainer.eml", m)

    # 16 --------------------------------------------------------------- Stride Lab promo (HTML b64, noise)
    m = msg("Stride Lab <hello@stridelab.example>", DEVP, dt(2025,10,2,7,30),
            "Fall trail sale: 20% off trail shoes this weekend only",
            "<promo-fall-trail-2025@stridelab.example>",
            headers={"List-Unsubscribe": "<https://stridelab.example/u/dko>", "Precedence": "bulk"})
    m.set_content("""<html><body style="font-family:Arial">
<table width="600" align="center"><tr><td>
<h1 style="color:#e4572e">FALL TRAIL SALE</h1>
<p>20% off all trail shoes, Friday to Sunday only. In store on Queen St E and online.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Shoe</th><th>Was</th><th>Now</th></tr>
<tr><td>Ridgeback 4</td><td>$180</td><td>$144</td></tr>
<tr><td>Scree Runner GTX</td><td>$220</td><td>$176</td></tr>
<tr><td>Loam Lite</td><td>$150</td><td>$120</td></tr>
</table>
<p>Free gait analysis with every purchase. Members earn double points.</p>
<p><small>Stride Lab &middot; <a href="https://stridelab.example/u/dko">unsubscribe</a></small></p>
</td></tr></table>""" + PIXEL.format(d="stridelab.example", k="ft25") + "</body></html>",
        subtype="html", cte="base64")
    save_eml("mail/2025/10/2025-10-02_stridelab-trail-sale.eml", m)

    # 17 --------------------------------------------------------------- Halyard renewal proposal (7bit)
    proposal = """Hi Rosalind,

Thanks again for the QBR last week - it was good to hear the manifest pipeline
is now boring in the best way.

As promised, here's my proposal for 2026:

- Term: January to June 2026, renewable
- Capacity: up to 3 days per week, as now
- Rate: $1,100/day (up from $950)
- Scope: finish the carrier EDI migration, hand the pipeline fully to Owen's
  team, and a light on-call arrangement for the manifest pipeline during
  peak season (best-effort, business hours)

The increase reflects the wider scope and that 2025 was a deliberately low
"loyalty" rate for the first full year. I'm happy to talk through scope if the
number is a problem.

Best,
Devon
"""
    m = msg(DEV, "Rosalind Tremblay <rtremblay@halyardlogistics.example>", dt(2025,10,8,11,2),
            "Halyard 2026 - renewal proposal",
            "<CADO-20251008-1102@okafor-consulting.example>")
    m.set_content(proposal, cte="7bit")
    save_eml("mail/2025/10/2025-10-08_halyard-2026-renewal-proposal.eml", m)

    # 18 --------------------------------------------------------------- Marcus counter (QP)
    m = msg("Marcus Feld <mfeld@halyardlogistics.example>", DEV, dt(2025,10,16,15,40),
            "RE: Halyard 2026 - renewal proposal",
            "<HL-MF-20251016-1540@halyardlogistics.example>",
            cc="Rosalind Tremblay <rtremblay@halyardlogistics.example>",
            in_reply_to="<CADO-20251008-1102@okafor-consulting.example>")
    m.set_content("""Hi Devon,

Rosalind passed your proposal to me - thank you, and to be clear, everyone here
wants you back for 2026.

Our contractor budget for H1 2026 is tighter than last year. The best I can
offer right now is $1,000/day, same cap of 3 days per week, January to June,
NET-30. The scope as you described it is fine.

Happy to get on a call if that's easier.

Best,
Marcus Feld
Procurement & Vendor Management | Halyard Logistics Inc.
905-555-0128

-----Original Message-----
From: Devon Okafor <devon@okafor-consulting.example>
Sent: Wednesday, October 8, 2025 11:02 AM
To: Rosalind Tremblay <rtremblay@halyardlogistics.example>
Subject: Halyard 2026 - renewal proposal

""" + q(proposal) + "\n", cte="quoted-printable")
    save_eml("mail/2025/10/2025-10-16_re-halyard-renewal-counter.eml", m)

    # 19 --------------------------------------------------------------- Gwen re invoice (8bit)
    devon_nudge = """Hi Gwen,

Hope the fall rush is treating you well! A friendly reminder that invoice
DO-2025-017 ($3,361.75 incl. HST, for the POS integration build in August) was
due on 2 October. e-Transfer to this address is easiest.

Thanks!
Devon
"""
    m = msg("Gwen Laframboise <gwen@mapleandfinch.example>", DEV, dt(2025,10,20,21,48),
            "Re: Invoice DO-2025-017", "<mf-gwen-20251020-2148@mapleandfinch.example>",
            in_reply_to="<CADO-20251017-0930@okafor-consulting.example>")
    m.set_content("""Devon, I'm so sorry - it's been sitting in my "to pay" pile under a stack of
publisher returns. Thanksgiving weekend was bonkers and then the west-end
shop's furnace died (in October! in a bookshop!).

I'll e-Transfer the full amount by the end of the month, promise. If it's not
there by Nov 1 please yell at me.

Gwen
Maple & Finch Books — two shops, zero furnaces

On Fri, Oct 17, 2025 at 9:30 AM Devon Okafor <devon@okafor-consulting.example> wrote:
""" + q(devon_nudge) + "\n", cte="8bit")
    save_eml("mail/2025/10/2025-10-20_re-invoice-reminder.eml", m)

    # 20 --------------------------------------------------------------- SOW 2026 w/ attachment
    m = msg("Marcus Feld <mfeld@halyardlogistics.example>", DEV, dt(2025,11,3,10,15),
            "Halyard SOW HL-SOW-2026-02 for signature",
            "<HL-MF-20251103-1015@halyardlogistics.example>",
            cc="Rosalind Tremblay <rtremblay@halyardlogistics.example>")
    m.set_content("""Hi Devon,

Thanks for the call on Friday. As agreed, $1,050/day with NET-15 payment
terms, everything else as in your proposal. The new SOW starts 5 January 2026.

The SOW is attached. Please sign and return, or sign on paper at your
on-site tomorrow and I'll scan it. The PO details are in section 6 - please
quote the new PO on 2026 invoices (the 2025 one closes on 19 December).

Best,
Marcus Feld
Procurement & Vendor Management | Halyard Logistics Inc.
905-555-0128
""", cte="7bit")
    sow = """STATEMENT OF WORK  HL-SOW-2026-02
under Master Services Agreement HL-MSA-2023-07 between
Halyard Logistics Inc. ("Halyard") and Devon Okafor, carrying on business as
Okafor Consulting ("Consultant")

1. TERM
   5 January 2026 to 30 June 2026, renewable by written agreement.

2. SERVICES
   2.1 Complete the migration of carrier EDI feeds into the manifest pipeline.
   2.2 Transfer operational ownership of the manifest pipeline to the Halyard
       data platform team (lead: Owen Castellanos), including runbooks.
   2.3 Best-effort business-hours support for the manifest pipeline during
       peak season (15 Jan - 31 Mar 2026).

3. CAPACITY
   Up to three (3) days per week; not to exceed sixty (60) days in the term.

4. FEES
   CAD $1,050.00 per day, plus applicable HST. Travel within the GTA included.

5. INVOICING AND PAYMENT
   Monthly in arrears. Payment NET-15 from receipt of a correct invoice.

6. PURCHASE ORDER
   PO number 4500-88213, value CAD $63,000.00 plus HST.
   Invoices must quote the PO number and be sent to ap@halyardlogistics.example.

7. CONTACTS
   Halyard sponsor: Rosalind Tremblay, VP Engineering
   Halyard commercial: Marcus Feld, Procurement & Vendor Management
   Consultant: Devon Okafor

Signed for Halyard: ______________________   Date: __________
Signed for Consultant: ___________________   Date: __________
"""
    m.add_attachment(sow, subtype="plain", filename="HL-SOW-2026-02.txt", cte="base64")
    save_eml("mail/2025/11/2025-11-03_halyard-sow-2026-for-signature.eml", m)

    # 21 --------------------------------------------------------------- vet reschedule (multipart/alt)
    m = msg("Lindenview Animal Hospital <appointments@lindenviewvet.example>", DEVP,
            dt(2025,11,12,14,3), "Pemberton's dental procedure has been rescheduled",
            "<lav-appt-55120-resched@lindenviewvet.example>")
    text = """Hi Devon,

We need to move Pemberton's dental procedure - Dr. Kowalczyk will be away at a
conference on the original date. Sorry for the shuffle!

  Was:  Wednesday, November 19, 2025
  Now:  Wednesday, November 26, 2025
  Drop-off: 7:45 a.m.   Estimated pick-up: 4:00 p.m.
  Veterinarian: Dr. Ines Kowalczyk

Before the procedure:
  - No food after 10:00 p.m. the night before. Water is fine.
  - Bring him in a carrier, with a towel he knows.

The estimate you signed ($780-$1,150) is unchanged. If the new date doesn't work,
call us at 416-555-0147 and we'll find another.

Lindenview Animal Hospital
1172 Gerrard St E, Toronto
"""
    html = """<html><body style="font-family:Arial">
<p>Hi Devon,</p>
<p>We need to move <b>Pemberton</b>'s dental procedure &ndash; Dr. Kowalczyk will be away at a
conference on the original date.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Was</th><td><s>Wednesday, November 19, 2025</s></td></tr>
<tr><th>Now</th><td><b>Wednesday, November 26, 2025</b></td></tr>
<tr><th>Drop-off</th><td>7:45 a.m.</td></tr>
<tr><th>Pick-up</th><td>approx. 4:00 p.m.</td></tr>
<tr><th>Veterinarian</th><td>Dr. Ines Kowalczyk</td></tr>
</table>
<p>No food after 10:00 p.m. the night before. Water is fine.</p>
<p>Lindenview Animal Hospital &middot; 1172 Gerrard St E &middot; 416-555-0147</p>
</body></html>"""
    m.set_content(text, cte="quoted-printable")
    m.add_alternative(html, subtype="html", cte="quoted-printable")
    save_eml("mail/2025/11/2025-11-12_lindenview-dental-rescheduled.eml", m)

    # 22 --------------------------------------------------------------- 2026 budget + AGM (HTML QP)
    m = msg("Crestline Property Management <notices@crestlinepm.example>", DEVP,
            dt(2025,11,18,16,20),
            "TSCC 2871 - 2026 Budget, Common Expense Fees and Notice of AGM",
            "<budget-2026-agm-tscc2871-1107@crestlinepm.example>",
            reply_to="Hollis Baptiste <hollis.baptiste@crestlinepm.example>")
    m.set_content("""<html><body style="font-family:Georgia,serif">
<p><b>Toronto Standard Condominium Corporation No. 2871</b><br>24 Linden Quay</p>
<p>Dear Owner of Suite 1107,</p>
<p>The Board of Directors has approved the 2026 operating budget. Because of increases in
insurance premiums (+18%), hydro and the elevator maintenance contract, and to keep the
reserve fund on track with the 2024 reserve fund study, common expense fees will increase
by 5.84% effective <b>January 1, 2026</b>.</p>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Suite</th><th>Proportionate share</th><th>2025 monthly fee</th><th>2026 monthly fee</th></tr>
<tr><td>1107</td><td>0.4122%</td><td>$612.40</td><td><b>$648.15</b></td></tr>
</table>
<p>If you pay by pre-authorized debit, the new amount will be withdrawn automatically from
January 1. If you pay by post-dated cheques, please provide twelve new cheques by December 15.</p>
<h3>Notice of Annual General Meeting</h3>
<table border="1" cellpadding="6" cellspacing="0">
<tr><th>Date</th><td>Tuesday, December 9, 2025</td></tr>
<tr><th>Time</th><td>7:00 p.m. (registration from 6:30 p.m.)</td></tr>
<tr><th>Place</th><td>Party Room, Level 2, 24 Linden Quay (or by proxy)</td></tr>
<tr><th>Business</th><td>Audited financials, appointment of auditor, election of two directors</td></tr>
</table>
<p>Proxy forms are available from the concierge desk and must be returned by 5:00 p.m. on
December 8.</p>
<p>Marguerite Chen-Alvarez, President, on behalf of the Board<br>
Crestline Property Management &middot; Hollis Baptiste, Property Manager &middot; 416-555-0119</p>
""" + PIXEL.format(d="crestlinepm.example", k="b26") + "</body></html>",
        subtype="html", cte="quoted-printable")
    save_eml("mail/2025/11/2025-11-18_crestline-2026-budget-agm.eml", m)


def mbox():
    p = path("mail/lists/tannery-row-members.mbox")
    if os.path.exists(p):
        os.remove(p)
    box = mailbox.mbox(p, create=True)
    LIST = "Tannery Row Members <members@lists.tanneryrow.example>"
    BET = "Bettina Saarinen <bettina@tanneryrow.example>"
    posts = [
        (BET, dt(2024,12,9,9,15), "[TR members] Welcome December newbies + holiday hours",
         "<tr-2024-12-09-welcome@tanneryrow.example>", None, """Morning all,

A warm welcome to our December members: Devon (dedicated desk), Mira and Sam
(hot desk), and the two-person team from Ledgerlight in the back corner.

Holiday hours: the space is open 24/7 for dedicated desk members as usual. The
front desk is unstaffed from Dec 24 to Jan 2, so parcels will pile up - please
don't ship anything huge.

Holiday potluck: Thursday Dec 19, 5pm, in the kitchen. Bring a dish, label it
(allergies matter!).

Bettina
"""),
        (BET, dt(2025,1,27,10,2), "[TR members] Phone booths are warm - we know",
         "<tr-2025-01-27-booths@tanneryrow.example>", None, """Hi all,

Yes, the phone booths are saunas right now. The building is fixing the
radiator valve on the 3rd floor this week. Until then, booth doors can stay
cracked open between calls.

Bettina
"""),
        ("Priscila Nunes <priscila@nunes-dev.example>", dt(2025,4,22,14,12),
         "[TR members] Anyone have a good accountant for freelancers?",
         "<pn-2025-04-22-acct@nunes-dev.example>", None, """Hi folks,

First year filing as a sole prop and I'm scared of HST. Anyone have an
accountant they'd recommend who's used to freelancers?

From experience: I'd rather pay someone than learn the hard way.

Thanks,
Priscila (desk by the plants)
"""),
        ("Devon Okafor <devon@okafor-consulting.example>", dt(2025,4,22,15,40),
         "Re: [TR members] Anyone have a good accountant for freelancers?",
         "<CADO-20250422-1540@okafor-consulting.example>", "<pn-2025-04-22-acct@nunes-dev.example>",
         """Priscila - I use Farah Siddiqui at Siddiqui & Lowe. Very good with
freelancers and HST, answers e-mail quickly, and explains things without making
you feel stupid. Happy to intro.

Devon

> First year filing as a sole prop and I'm scared of HST. Anyone have an
> accountant they'd recommend who's used to freelancers?
"""),
        (BET, dt(2025,6,30,9,0), "[TR members] New door code from Monday 7 July",
         "<tr-2025-06-30-doorcode@tanneryrow.example>", None, """Hi everyone,

Our regular code rotation: from Monday 7 July the door code (street door and
3rd floor) will be 8302#.

The current code keeps working until Sunday night. Please don't share the code
with guests - buzz them in or meet them downstairs.

Also: we have one hot-desk opening if anyone has a friend looking.

Bettina
"""),
        (BET, dt(2025,8,14,16,30), "[TR members] Bike room clean-out Aug 22",
         "<tr-2025-08-14-bikes@tanneryrow.example>", None, """Hi all,

We're clearing abandoned bikes from the basement bike room on Friday 22 August.
If your bike is down there, put a tag on it (tags by the door). Untagged bikes
go to the Bike Share community program.

Bettina
"""),
        (BET, dt(2025,10,27,9,5), "[TR members] Door code change - Monday 3 November",
         "<tr-2025-10-27-doorcode@tanneryrow.example>", None, """Hi everyone,

Door code rotation time again. From Monday 3 November the new code for the
street door and the 3rd floor door is:

    5527#

The old code (8302#) stops working at midnight on Sunday 2 November. If you
have a cleaner or a dog walker who uses the code, please update them.

Wi-Fi passwords are NOT changing.

Bettina
"""),
        (BET, dt(2025,11,10,11,11), "[TR members] Holiday party Thursday Dec 11",
         "<tr-2025-11-10-party@tanneryrow.example>", None, """Hi all,

Save the date: the Tannery Row holiday party is Thursday December 11 from 6pm.
Food by the Ethiopian place on Gerrard, drinks, and the annual "worst Zoom
background" award.

From the archives: last year's winner was a screensaver of a screensaver.

RSVP in the app so we order enough injera.

Bettina
"""),
    ]
    for frm, when, subj, mid, irt, body in posts:
        m = msg(frm, LIST, when, subj, mid, in_reply_to=irt,
                headers={"List-Id": "Tannery Row members <members.lists.tanneryrow.example>",
                         "List-Post": "<mailto:members@lists.tanneryrow.example>",
                         "Precedence": "list"})
        m.set_content(body, cte="8bit")
        mm = mailbox.mboxMessage(m.as_bytes())
        addr = frm.split("<")[1].rstrip(">")
        mm.set_from(addr, when.astimezone().utctimetuple())
        box.add(mm)
    box.flush(); box.close()

if __name__ == "__main__":
    mails(); mbox()
