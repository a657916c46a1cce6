"""Orchestra mailing list archive as an mbox (List-Id, a reply, a >From escape)."""
from email.message import EmailMessage
from email import policy
from util import write_bytes, msgid

LIST = "Aire Valley Sinfonia members <avs-members.lists.avs-mail.example>"
POST = "avs-members@lists.avs-mail.example"


def msg(n, frm, date, envdate, subject, body, reply_to_n=None):
    m = EmailMessage(policy=policy.default.clone(linesep="\n"))
    m["From"] = frm
    m["To"] = POST
    m["Date"] = date
    m["Subject"] = subject
    m["Message-ID"] = msgid(f"avs-{n}", "lists.avs-mail.example")
    if reply_to_n is not None:
        ref = msgid(f"avs-{reply_to_n}", "lists.avs-mail.example")
        m["In-Reply-To"] = ref
        m["References"] = ref
    m["List-Id"] = LIST
    m["List-Post"] = f"<mailto:{POST}>"
    m["List-Unsubscribe"] = "<mailto:avs-members-leave@lists.avs-mail.example>"
    m["Precedence"] = "list"
    m.set_content(body, subtype="plain", charset="utf-8", cte="8bit")
    addr = frm.split("<")[1].rstrip(">")
    raw = m.as_bytes()
    # mboxrd-style escaping of body lines that start with "From "
    head, _, tail = raw.partition(b"\n\n")
    lines = tail.split(b"\n")
    esc = []
    for ln in lines:
        stripped = ln.lstrip(b">")
        if stripped.startswith(b"From "):
            ln = b">" + ln
        esc.append(ln)
    tail = b"\n".join(esc)
    return b"From " + addr.encode() + b" " + envdate.encode() + b"\n" + head + b"\n\n" + tail


FIONA = "Fiona Gallagher <fiona.g@avs-mail.example>"
OWEN = "Owen Price <owen.price@avs-mail.example>"
RAJ = "Raj Menon <raj.menon@avs-mail.example>"
HELEN = "Helen Marsh <helen.marsh@avs-mail.example>"
DOM = "Dom Castle <dom.castle@avs-mail.example>"

M = []
M.append(msg(1, FIONA, "Wed, 03 Sep 2025 18:20:00 +0100", "Wed Sep  3 17:20:00 2025",
             "Autumn term - welcome back!", """Hi everyone,

Welcome back after the summer! Autumn term details:

- Rehearsals every Wednesday, 7.30-9.30pm, St Michael's Church Hall,
  Headingley, starting 10 September.
- No rehearsal in half term (29 October).
- Subs: £95 for the term, bank details as before, reference = your surname.

Spring concert repertoire (14 March 2026): Weber - Der Freischütz overture,
Bruch - Kol Nidrei with Ines Carvalho, and Dvořák Symphony No. 8.

Owen will send out parts next month.

See you on the 10th!
Fiona (membership secretary)
"""))
M.append(msg(2, OWEN, "Wed, 15 Oct 2025 21:03:11 +0100", "Wed Oct 15 20:03:11 2025",
             "Parts for Dvořák 8", """Dear all,

Parts for the Dvořák are on the table at the back of the hall from tonight.
Pencils only please - these are hired from the county library and they
charge us for every pen mark.

From the library: please return your summer Beethoven parts if you still
have them. I'm missing two second violins and a viola (you know who you are).

Owen (librarian)
"""))
M.append(msg(3, RAJ, "Wed, 03 Dec 2025 22:15:40 +0000", "Wed Dec  3 22:15:40 2025",
             "Venue change from January", """Dear AVS,

Important: St Michael's is being refurbished from January and the hall won't
be available for at least six months.

From Wednesday 7 January we rehearse at Burley Community Hall, 21 Haddon Road,
Leeds LS4. Same time. Street parking only, but the hall has a lift and -
luxury - heating that works. The 56 bus stops at the end of the road.

Last rehearsal at St Michael's is next week, 10 December, followed by mince
pies.

Raj
"""))
M.append(msg(4, HELEN, "Thu, 04 Dec 2025 08:40:02 +0000", "Thu Dec  4 08:40:02 2025",
             "Re: Venue change from January", """Thanks Raj - heating! Luxury indeed.

Violas: while I'm here - sectionals continue at mine in Chapel Allerton, on
Sunday afternoons every four weeks from 18 January, 2-4pm. Bring a pencil and
whoever is on the cake rota brings cake. I'll send the dates.

Helen Marsh
principal viola

> From Wednesday 7 January we rehearse at Burley Community Hall, 21 Haddon Road,
> Leeds LS4. Same time. Street parking only, but the hall has a lift and -
> luxury - heating that works.
>
> Raj
""", reply_to_n=3))
M.append(msg(5, OWEN, "Wed, 25 Feb 2026 19:55:30 +0000", "Wed Feb 25 19:55:30 2026",
             "Dress rehearsal - Thursday 12 March", """Hi all,

Concert logistics for the spring concert:

- NO rehearsal at Burley on Wednesday 11 March.
- Instead: dress rehearsal Thursday 12 March, 7pm-10pm, at St Aidan's
  Church, Roundhay Road (the concert venue). Full run, soloist present.
- Concert: Saturday 14 March, 7.30pm. Call 6.30pm. All black.

Please bring stands to the dress rehearsal, St Aidan's only has 12.

Owen
"""))
M.append(msg(6, RAJ, "Mon, 16 Mar 2026 09:12:00 +0000", "Mon Mar 16 09:12:00 2026",
             "Thank you + summer term", """Dear AVS,

What a concert. Thank you all - the Dvořák finale was the best we've ever
played it, and Ines was sublime in the Bruch. We raised £1,140 for the
hospice.

Summer term: our summer concert is on Saturday 27 June, 7.30pm, at Otley
Courthouse. Programme:
  Mendelssohn - The Hebrides
  Vaughan Williams - Fantasia on Greensleeves
  Schubert - Symphony No. 5

Rehearsals resume Wednesday 8 April (after Easter). Fiona will send term
details.

Raj
"""))
M.append(msg(7, FIONA, "Wed, 08 Apr 2026 12:30:00 +0100", "Wed Apr  8 11:30:00 2026",
             "Summer term: new start time", """Hi all,

Two bits of admin for the summer term:

1. From Wednesday 15 April rehearsals will run 7.15pm-9.15pm. The hall has
   let the room after us to a dance class, so we have to be out by 9.30.
   Tonight (8 April) is still the old time.
2. Summer subs: £95, please pay by 30 April.

Thanks!
Fiona
"""))
M.append(msg(8, FIONA, "Thu, 09 Apr 2026 20:02:45 +0100", "Thu Apr  9 19:02:45 2026",
             "Re: Summer term: new start time", """Hi Dom,

Every week until the summer concert - 7.15pm start, tuning at 7.10. It's a
permanent change for this term, and probably next term too.

Fiona

> Quick question - is the 7.15 start every week or just April?
> Dom (cellos)
>
>> 1. From Wednesday 15 April rehearsals will run 7.15pm-9.15pm.
""", reply_to_n=7))


def build():
    write_bytes("mail/lists/aire-valley-sinfonia.mbox", b"\n".join(M) + b"\n")
