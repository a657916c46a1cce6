"""KJSS parents mailing list, as an mbox file."""
import re
from util import van, new_msg, finish_msg, write_bytes

LIST = "parents@kjss.example"
LISTID = "KJSS Parents <parents.kjss.example>"


def _msg(frm, subj, date, mid, body, irt=None):
    m = new_msg(frm, "KJSS Parents <%s>" % LIST, subj, date, mid, in_reply_to=irt,
                extra=[("List-Id", LISTID),
                       ("List-Post", "<mailto:%s>" % LIST),
                       ("List-Unsubscribe", "<mailto:parents-leave@kjss.example>"),
                       ("Precedence", "list")])
    try:
        body.encode("ascii")
        m.set_content(body, cte="7bit")
    except UnicodeEncodeError:
        m.set_content(body, cte="8bit")
    return m


def build(root):
    rel = "mail/lists/kjss-parents.mbox"
    msgs = []
    msgs.append(("principal@kjss.example", _msg(
        "森 明子 (KJSS) <principal@kjss.example>", "[kjss-parents] 秋学期のお知らせ / Fall term starts Sept 13",
        van(2025, 9, 2, 20, 0), "<fall2025.mori@kjss.example>",
        """保護者の皆さま

秋学期は9月13日（土）から始まります。時間はいつもどおり9:30〜12:30です。
3年生（田中先生・岡部先生のクラス）は Room 204 です。
教科書代（$35）は初日に封筒に入れてお持ちください。

Fall term starts Saturday Sept 13, 9:30-12:30 as usual. Grade 3
(Tanaka-sensei / Okabe-sensei) is in Room 204. Please bring the $35
textbook fee in an envelope on the first day.

森 明子 校長
""")))
    msgs.append(("wendy.liang@shawnet.example", _msg(
        "Wendy Liang <wendy.liang@shawnet.example>", "[kjss-parents] Grade 3 snack rota",
        van(2025, 9, 9, 21, 15), "<snack.wl@shawnet.example>",
        """Hi Grade 3 families,

I made a snack rota for the fall (one family per Saturday, nut-free
please!). Sign-up sheet is on the classroom door. Emi's mom = me, I'll
take the first week.

Wendy (Emi's mom)
""")))
    msgs.append(("megumi.walsh@mail.example", _msg(
        "Megumi Walsh <megumi.walsh@mail.example>", "Re: [kjss-parents] Grade 3 snack rota",
        van(2025, 9, 10, 7, 48), "<re.snack.mw@mail.example>",
        """Thanks Wendy! Put Sora and me down for Oct 18.

> I made a snack rota for the fall (one family per Saturday, nut-free
> please!). Sign-up sheet is on the classroom door.

Megumi
""", irt="<snack.wl@shawnet.example>")))
    msgs.append(("principal@kjss.example", _msg(
        "森 明子 (KJSS) <principal@kjss.example>", "[kjss-parents] 3年生 教室変更 / Grade 3 classroom change",
        van(2025, 9, 29, 18, 30), "<room.mori@kjss.example>",
        """保護者の皆さま

Room 204 の天井から雨漏りがあり、修理に時間がかかるため、
10月11日から3年生のクラスは1階の Room 108（図書室）に移ります。
学期末までこのままの予定です。

Because of a roof leak in Room 204, from October 11 the Grade 3 class
will meet in Room 108 (the library, ground floor) for the rest of the
term. Drop-off is at the side door by the bike racks.

森 明子 校長
""")))
    msgs.append(("k.haraguchi@telus.example", _msg(
        "Kenta Haraguchi <k.haraguchi@telus.example>", "[kjss-parents] gakugeikai - anything we can lend?",
        van(2025, 10, 7, 22, 2), "<lend.kh@telus.example>",
        """Hello everyone,

Kenji's dad here. For the recital, if any class needs it we have a small
Epson projector and a 2 m pull-down screen at home that we can lend. Just
tell me by the week before so I can bring them on the Friday.

Kenta Haraguchi
""")))
    msgs.append(("yuki.tanaka@maplemail.example", _msg(
        "Yuki Tanaka <yuki.tanaka@maplemail.example>", "[kjss-parents] Grade 3: photo permission forms for the recital",
        van(2025, 10, 15, 21, 30), "<forms.yt@maplemail.example>",
        """Grade 3 families,

Your child brought home a photo/video permission form (写真・動画の同意書)
for the recital. Please sign and return it by Saturday Nov 8 - kids
without a form will be blurred in the school video.

From now on please also label water bottles and indoor shoes; we
have four identical pink bottles in the lost and found.

Thank you!
田中ゆき (Tanaka-sensei)
""")))
    msgs.append(("wendy.liang@shawnet.example", _msg(
        "Wendy Liang <wendy.liang@shawnet.example>", "Re: [kjss-parents] Grade 3: photo permission forms for the recital",
        van(2025, 10, 16, 8, 11), "<re.forms.wl@shawnet.example>",
        """> Please sign and return it by Saturday Nov 8

Will do - Emi lost hers already, can you send a PDF?

Wendy
""", irt="<forms.yt@maplemail.example>")))
    msgs.append(("principal@kjss.example", _msg(
        "森 明子 (KJSS) <principal@kjss.example>", "[kjss-parents] 学芸会のお知らせ / Recital reminder",
        van(2025, 11, 12, 19, 45), "<gkk.remind.mori@kjss.example>",
        """保護者の皆さま

学芸会まであと2週間あまりとなりました。日時・会場は先日お配りした
プリントをご覧ください。当日は上履き不要です。
お手伝いいただける方（受付・撮影）は担任までご連絡ください。

The recital is in just over two weeks - time and place are on the paper
handout. No indoor shoes needed on the day. Volunteers for reception and
filming, please tell your child's teacher.

森 明子 校長
""")))

    chunks = []
    for sender, m in msgs:
        raw = finish_msg(m, rel + m["Message-ID"])
        # mboxo/mboxrd escaping of body lines starting with "From "
        head, _, body = raw.partition(b"\n\n")
        body = re.sub(rb"(?m)^(>*From )", rb">\1", body)
        d = m["Date"].datetime
        from_line = "From %s %s %2d %s" % (sender, d.strftime("%a %b"), d.day,
                                           d.strftime("%H:%M:%S %Y"))
        chunks.append(from_line.encode() + b"\n" + head + b"\n\n" + body.rstrip(b"\n") + b"\n\n")
    write_bytes(root, rel, b"".join(chunks))
    return [rel]
