# -*- coding: utf-8 -*-
"""Build Pilar's vault deterministically (stdlib only). Run from the set folder: python gen/build.py"""
import hashlib
import io
import os
import shutil
import sys
from email import policy
from email.generator import BytesGenerator

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import c_notes  # noqa: E402
import c_mail  # noqa: E402
import c_chat  # noqa: E402
import c_misc  # noqa: E402

VAULT = os.path.join(os.path.dirname(HERE), "vault")


def write(rel, data):
    p = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(p, "wb") as f:
        f.write(data)


def fix_boundaries(msg, rel):
    i = 0
    for part in msg.walk():
        if part.is_multipart():
            h = hashlib.sha1(("%s#%d" % (rel, i)).encode()).hexdigest()[:24]
            part.set_boundary("=_pilar_" + h)
            i += 1


def eml_bytes(msg, rel):
    fix_boundaries(msg, rel)
    buf = io.BytesIO()
    BytesGenerator(buf, policy=policy.default.clone(linesep="\n")).flatten(msg)
    return buf.getvalue()


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    for rel, text in c_notes.NOTES.items():
        write(rel, text)
    for rel, text in c_notes.TXT.items():
        write(rel, text)
    for rel, fn in c_mail.MAILS.items():
        write(rel, eml_bytes(fn(), rel))
    write("mail/lists/club-2cv-cuyo.mbox", c_misc.mbox_text())
    write("calendar/trabajo.ics", c_misc.cal_trabajo())
    write("calendar/visitas-bodega.ics", c_misc.cal_visitas())
    write("calendar/tomi.ics", c_misc.cal_tomas())
    write("calendar/personal.ics", c_misc.cal_personal())
    write(c_chat.WHATSAPP_NAME, c_chat.WHATSAPP)
    write("chats/chatgpt/conversations.json", c_chat.chatgpt())
    write("chats/asistente/playlist-vendimia.json", c_chat.playlist_json())
    write("chats/preguntas-rapidas.jsonl", c_chat.quick_jsonl())
    gastos, total = c_misc.gastos_csv()
    write("csv/gastos-2cv.csv", gastos)
    write("csv/recepcion-uva-2025.csv", c_misc.recepcion_csv())
    n = sum(len(fs) for _, _, fs in os.walk(VAULT))
    print("wrote %d files to %s (2CV total %d)" % (n, VAULT, total))


if __name__ == "__main__":
    main()
