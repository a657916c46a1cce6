"""The choir mailing-list mbox (hand-written mboxo, with a >From escape)."""
from util import write, h

LIST_HDRS = """List-Id: Emmanuel Church Choir <choir.lists.emmanuelpeckham.example>
List-Post: <mailto:choir@lists.emmanuelpeckham.example>
List-Unsubscribe: <mailto:choir-leave@lists.emmanuelpeckham.example>
Precedence: list"""

GRACE = "Grace Adjei <grace.adjei@emmanuelpeckham.example>"
BERN = "Bernadette Ofori <bernadette.ofori@emmanuelpeckham.example>"
KWAME = "Kwame Asante <kwame.asante@mailbox.example>"

MSGS = [
    ("grace.adjei@emmanuelpeckham.example", "Thu Sep  5 19:02:11 2024", GRACE,
     "Thu, 05 Sep 2024 20:02:11 +0100", "Welcome back - autumn term rehearsals", None, """Dear all,

Welcome back after the summer! I hope you are all rested and your voices are ready.

Rehearsals start again on Thursday 12 September, 7.30 to 9.15pm in the church hall,
every Thursday as usual. Please be on time - Bernadette starts the warm-up at 7.30
sharp and the basses know what happens to latecomers.

New music this term: Ekele Diri Gi (Igbo, SATB). Chidi will help everybody with the
pronunciation - thank you Chidi.

Harvest Sunday is 6 October - robed, please.

Blessings,
Auntie Grace (choir secretary)
"""),
    ("bernadette.ofori@emmanuelpeckham.example", "Tue Oct  1 21:15:40 2024", BERN,
     "Tue, 01 Oct 2024 22:15:40 +0100", "Harvest Sunday - running order", None, """Hello everyone,

For Harvest on Sunday: robed and in the vestry by 10.10. We sing the introit as the
procession comes in, then Ekele Diri Gi after the second reading.

Sopranos - please bring the harvest baskets from the hall on your way.

Bernadette
"""),
    ("grace.adjei@emmanuelpeckham.example", "Thu Nov 28 18:44:02 2024", GRACE,
     "Thu, 28 Nov 2024 18:44:02 +0000", "Carol service + Christmas rehearsals", None, """Dear all,

Carol service: Sunday 15 December at 6pm. Robed by 5.30 please.

There is NO rehearsal on Thursday 26 December (Boxing Day). Rest!
>From the 9th of January we are back to normal Thursdays at 7.30.

Mince pies and zobo after the carol service - Mama Efua is making the zobo, so
it will be strong.

Auntie Grace
"""),
    ("bernadette.ofori@emmanuelpeckham.example", "Sun Jan 12 16:30:00 2025", BERN,
     "Sun, 12 Jan 2025 16:30:00 +0000", "Summer concert 2025!", None, """Dear all,

Happy new year! I'm excited to announce our SUMMER CONCERT:

    Saturday 7 June 2025, 7pm, in our church hall
    with the youth choir

Programme (so far): Ekele Diri Gi, How Great Thou Art, Total Praise, Baba O, and
the Hallelujah Chorus with the youth choir. The retiring collection will go to the
Peckham food bank.

Extra bass and tenor sectionals will start in March on alternate Saturdays -
section leaders will confirm.

Bernadette
"""),
    ("kwame.asante@mailbox.example", "Mon Jan 13 08:05:27 2025", KWAME,
     "Mon, 13 Jan 2025 08:05:27 +0000", "Re: Summer concert 2025!", "Summer concert 2025!", """Wonderful news! One worry though - is the hall big enough? At the carol service
we had people standing at the back and outside the door. If the youth choir and
their families come too, we will be packed.

Kwame (tenor)

On Sun, 12 Jan 2025, Bernadette Ofori wrote:
> Happy new year! I'm excited to announce our SUMMER CONCERT:
>
>     Saturday 7 June 2025, 7pm, in our church hall
>     with the youth choir
"""),
    ("grace.adjei@emmanuelpeckham.example", "Sun Mar  9 14:20:10 2025", GRACE,
     "Sun, 09 Mar 2025 14:20:10 +0000", "New stoles + Easter rehearsals", None, """Dear all,

NEW STOLES: the gold stoles for the summer concert have arrived. They are £25 each.
Please pay me (cash in an envelope with your name, or bank transfer - details on the
noticeboard) by the end of April.

Easter:
 - NO rehearsal on Maundy Thursday, 17 April.
 - The rehearsal after Easter moves to WEDNESDAY 23 April (the hall is booked on the
   Thursday).

Auntie Grace
"""),
    ("grace.adjei@emmanuelpeckham.example", "Thu Apr 17 20:10:45 2025", GRACE,
     "Thu, 17 Apr 2025 21:10:45 +0100", "Concert - what to wear + minibus", None, """Dear all,

As you will all have seen from Bernadette's email on Tuesday, the summer concert
has moved to Saturday 14 June at the new venue - all the details are in her email,
please read it there (and please don't ask me for directions!).

MINIBUS: leaves the church at 4.45pm for the warm-up. Put your name on the list in
the vestry if you want a seat.

DRESS CODE for the concert:
 - black trousers, or a long black skirt (ankle length)
 - white long-sleeved shirt or blouse
 - black shoes, polished
 - the NEW gold stoles
 - no big jewellery, no bright headties on the night please

Blessings,
Auntie Grace
"""),
    ("grace.adjei@emmanuelpeckham.example", "Sun May 11 15:02:33 2025", GRACE,
     "Sun, 11 May 2025 16:02:33 +0100", "Stole money - still outstanding!", None, """Dear all,

Thank you to everyone who has paid for the new gold stoles. Still outstanding,
£25 each:

   Chidi O.
   Kwame A.
   Efua M.

Please pay by the next rehearsal - I have already paid the supplier from my own
pocket and Mr Adjei is asking questions!

Also: there will be an extra full run-through on Saturday 7 June at 10am in church.

Auntie Grace
"""),
]


def build_all():
    out = []
    for env, envdate, frm, date, subj, reply_to, body in MSGS:
        mid = "<%s@lists.emmanuelpeckham.example>" % h(subj + date, 16)
        hdr = ["From %s %s" % (env, envdate),
               "Return-Path: <%s>" % env,
               "From: " + frm,
               "To: Emmanuel Church Choir <choir@lists.emmanuelpeckham.example>",
               "Subject: " + subj,
               "Date: " + date,
               "Message-ID: " + mid]
        if reply_to:
            parent = [m for m in MSGS if m[4] == reply_to][0]
            ref = "<%s@lists.emmanuelpeckham.example>" % h(parent[4] + parent[3], 16)
            hdr += ["In-Reply-To: " + ref, "References: " + ref]
        hdr += LIST_HDRS.split("\n")
        hdr += ["MIME-Version: 1.0", "Content-Type: text/plain; charset=utf-8",
                "Content-Transfer-Encoding: 8bit"]
        out.append("\n".join(hdr) + "\n\n" + body + "\n")
    write("lists/emmanuel-choir.mbox", "".join(out))
