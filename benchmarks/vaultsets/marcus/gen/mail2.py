from lib import eml

M = 'Marcus Adeyemi-Hart <marcus@mardykecycles.example.co.uk>'
MADDR = 'marcus@mardykecycles.example.co.uk'
MP = 'Marcus Adeyemi-Hart <marcus.ah@postbox.example>'


def build():
    # 13 --------------------------------------------------------- police crime reference (7bit)
    eml('mail/2025/08/2025-08-19_police-crime-report.eml',
        frm='Avon and Somerset Police <no-reply.crimereporting@police-mail.example.police.uk>', to=MADDR,
        date='2025-08-19 15:36 +0100',
        subject='Your crime report - reference number',
        cte='7bit',
        text="""Dear Marcus Adeyemi-Hart,

Thank you for reporting a crime to Avon and Somerset Police.

Your crime reference number is: 5225187342

Please quote this number if you contact us about this crime, or when
speaking to your insurer.

Offence:            Theft (pedal cycle - electric) / damage to padlock
Location:           Rear yard, 23 Kilnworth Street, Bristol BS3 4NX
Date/time:          between 18/08/2025 17:45 and 19/08/2025 07:40
Officer in charge:  PC 3318 J. Whitcombe, Bedminster Neighbourhood Team

What happens next
We have recorded the crime and assessed the information available. An officer
has attended and collected evidence. If any new lines of enquiry come to light
we will contact you. If you have any further information, such as CCTV or the
frame number being seen for sale online, please call 101 quoting your crime
reference number, or use our online form.

Victim support
Victim Support is an independent charity that can help anyone affected by
crime. Call 0808 168 9111 (free) or visit their website.

This mailbox is not monitored. Please do not reply to this email.
""")

    # 14 --------------------------------------------------------- TapTill new rate (alternative, QP)
    eml('mail/2025/08/2025-08-22_taptill-revised-rate.eml',
        frm='Callum Reyes <callum.reyes@taptill.example.com>', to=M,
        date='2025-08-22 13:55 +0100',
        subject='Your revised TapTill rate - confirmation',
        cte='quoted-printable',
        text="""Hi Marcus,

Thanks for your time on the phone yesterday. As promised, here is written
confirmation of what we agreed for merchant ID TT-M-0049127:

  Card transaction rate:   1.59% (all cards)
  Effective from:          1 September 2025
  Fixed until:             31 August 2026
  Terminal rental:         £18.00 per month (unchanged, 3 terminals)
  Payouts:                 next working day, free

The 1.95% rate will apply to transactions up to 31 August. Your September
statement will show the new rate. No new contract to sign - this is a variation
to your existing merchant agreement.

Really glad we could keep you with us.

Best,
Callum Reyes
Merchant Retention, TapTill
""",
        html="""<html><body style="font-family:Helvetica,Arial,sans-serif">
<p>Hi Marcus,</p>
<p>Thanks for your time on the phone yesterday. As promised, here is written confirmation of what we agreed for merchant ID TT-M-0049127:</p>
<table cellpadding="6" border="1" style="border-collapse:collapse;border-color:#ddd">
<tr><td>Card transaction rate</td><td><b>1.59%</b> (all cards)</td></tr>
<tr><td>Effective from</td><td>1 September 2025</td></tr>
<tr><td>Fixed until</td><td>31 August 2026</td></tr>
<tr><td>Terminal rental</td><td>&pound;18.00 per month (unchanged, 3 terminals)</td></tr>
<tr><td>Payouts</td><td>next working day, free</td></tr>
</table>
<p>The 1.95% rate will apply to transactions up to 31 August. Your September statement will show the new rate. No new contract to sign - this is a variation to your existing merchant agreement.</p>
<p>Really glad we could keep you with us.</p>
<p>Best,<br>Callum Reyes<br>Merchant Retention, TapTill</p>
</body></html>""")

    # 15 --------------------------------------------------------- Owen reply re claim, quoting Marcus's forward of Lucy's email
    eml('mail/2025/08/2025-08-26_re-fwd-stolen-ebike-claim.eml',
        frm='Owen Tredegar <owen.tredegar@severnmutual.example.co.uk>', to=M,
        date='2025-08-26 10:12 +0100',
        subject='Re: Fwd: Stolen e-bike - Voltrek Commuter 2 - goods in trust claim',
        cte='quoted-printable',
        headers={'In-Reply-To': '<mah-0821-fwd@mardykecycles.example.co.uk>',
                 'References': '<lucy-0820@amberley-home.example.net> <mah-0821-fwd@mardykecycles.example.co.uk>'},
        text="""Morning Marcus,

Cyclesure have registered the claim - your claim number is CLM-25-30917.
Please quote it on anything you send them.

They've accepted it in principle under goods in trust (customer's property in
your care). They'll settle on Dr Amberley's receipt, less your £250 theft
excess, and pay you; you then settle with her. A loss adjuster may ring you -
that's routine for anything over £2,500, don't worry about it.

One heads-up for October: the renewal will reflect this, and I expect them to
ask how customer bikes are stored overnight from now on. Have a think about a
ground anchor for the yard.

Best,
Owen

Owen Tredegar Cert CII
Account Executive, Severn Mutual Brokers | 0117 496 0415

On Thu, 21 Aug 2025 at 18:03, Marcus Adeyemi-Hart wrote:
> Owen,
>
> As discussed on the phone. Forwarding the customer's e-mail below with her
> receipt details. I've reported it to the police and they've been out; the
> reference is in the separate e-mail I sent you Tuesday. CCTV stills attached
> to that one too.
>
> Bike was in the back yard overnight, cable locked. Gate padlock cut. I know.
>
> Marcus
>
> ---------- Forwarded message ---------
> From: Lucy Amberley <lucy@amberley-home.example.net>
> Date: Wed, 20 Aug 2025 at 09:15
> Subject: My bike
> To: Marcus Adeyemi-Hart <marcus@mardykecycles.example.co.uk>
>
> Hi Marcus,
>
> Thanks for ringing yesterday - I know it's not what anyone wants. As
> promised, the details:
>
> Voltrek Commuter 2, grey, medium frame, frame number VT2-88M-20417.
> Bought from Harbourside E-Bikes, 14 March 2023, £2,950 (receipt attached -
> scan). Rear rack, Abus-type frame lock (key was with the bike).
>
> I'd prefer this go through your insurance rather than mine if that's ok -
> I've got a claim open on the house already.
>
> Lucy
""")

    # 16 --------------------------------------------------------- Marcus reply to Fiona re VAT (QP)
    eml('mail/2025/09/2025-09-09_re-vat-return-jun-aug.eml',
        frm=M, to='Fiona Castellane <fiona@castellanerudd.example.co.uk>',
        date='2025-09-09 22:05 +0100',
        subject='Re: VAT return Jun-Aug 2025 - what I need from you',
        cte='quoted-printable',
        headers={'In-Reply-To': '<fc-0908-vat@castellanerudd.example.co.uk>',
                 'References': '<fc-0908-vat@castellanerudd.example.co.uk>'},
        text="""Hi Fiona,

Till export and the TapTill statements are in the shared folder now. Chainline
- you've got the portal login.

I'll send the Velotrade credit note and the Lowmoor invoices (June + July) by
Friday. The credit note is buried in my e-mail somewhere from April - it's the
damaged tubes one.

Insurance money for the e-bike hasn't landed yet - I'll tell you when it does.

Thanks,
Marcus

On Mon, 8 Sep 2025 at 16:40, Fiona Castellane wrote:
> Hi Marcus,
>
> Quarter end was 31 August, so the Jun-Aug return (VAT reg GB 318 4472 90)
> needs to be filed and paid by Tuesday 7 October. To do it properly I need,
> by Friday 19 September please:
>
> 1. Till sales export for June, July and August
> 2. TapTill statements for the same months
> 3. Purchase invoices - Chainline (I can pull from the portal), Velotrade,
>    and your new coffee people (Lowmoor?) - and the last Hartcliffe one
> 4. The Velotrade credit note from the spring - otherwise we're claiming
>    input VAT on tubes you didn't pay for
> 5. Anything unusual - I gather there was a theft?
>
> Once I've got it all I'll send you the figure to approve.
>
> Best,
> Fiona
>
> Fiona Castellane FCCA
> Castellane & Rudd, Chartered Certified Accountants
""")

    # 17 --------------------------------------------------------- Nadia: rent agreed (mixed + base64 memorandum)
    eml('mail/2025/09/2025-09-12_re-rent-review-agreed.eml',
        frm='Nadia Forsythe <nadia.forsythe@kingsdownpm.example.co.uk>', to=M,
        date='2025-09-12 16:30 +0100',
        subject='Re: 23 Kilnworth Street - rent review - trustees\' decision',
        cte='quoted-printable',
        headers={'In-Reply-To': '<mah-0828-rr@mardykecycles.example.co.uk>',
                 'References': '<kpm-0702-23kil@kingsdownpm.example.co.uk> <mah-0828-rr@mardykecycles.example.co.uk>'},
        text="""Dear Marcus,

Thank you for coming in on the 28th - it was helpful to talk it through in
person, and I'm sorry to hear about the theft from the yard.

I've now heard back from the trustees. They have agreed to settle the review
at £15,600 per annum (£1,300 per month), effective from the review date,
29 September 2025. In addition, and outside the rent, the landlord will:

- replace the yard gate with a steel gate and a proper locking hasp by the end
  of November 2025, and
- repaint the shopfront in spring 2026,

both at the landlord's cost.

I attach the memorandum of rent review. Could you sign it and return it to me
by Friday 10 October? A scan by e-mail is fine, with the original in the post.
Please also update your standing order for the payment due 1 October.

Kind regards,

Nadia Forsythe MRICS
Property Manager, Kingsdown Property Management
""",
        attachments=[('memorandum_rent_review_23_kilnworth.txt', """MEMORANDUM OF RENT REVIEW

Property:   23 Kilnworth Street, Bedminster, Bristol BS3 4NX
Lease:      dated 29 September 2020 between the Trustees of the Pemberton
            Family Trust (1) and Marcus Adeyemi-Hart (2)

Review date:            29 September 2025
Rent before review:     GBP 14,400 per annum
Revised rent agreed:    GBP 15,600 (fifteen thousand six hundred pounds)
                        per annum, payable monthly in advance

The parties record that the rent payable under the Lease from and including
the Review Date is the Revised Rent stated above.

Signed for the Landlord:  .................................  Date: ........
                          (Kingsdown Property Management, as agent)

Signed by the Tenant:     .................................  Date: ........
                          Marcus Adeyemi-Hart
""")])
