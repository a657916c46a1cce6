"""Pairs, file naming and session refs ("A3" = pair A, session 3)."""
import os

from common import parse_script

HERE = os.path.dirname(os.path.abspath(__file__))

PAIRS = {
    "A": {
        "folder": "Farida_Joost",
        "script": "script_farida_joost.txt",
        "speaker_a": "Farida", "speaker_b": "Joost",
        "locomo": {"F": "Farida", "J": "Joost"},
        "whatsapp": {"F": "Farida Haddad", "J": "Joost"},
        "wa_chat": "Joost",
    },
    "B": {
        "folder": "Keiko_Malee",
        "script": "script_keiko_malee.txt",
        "speaker_a": "Keiko", "speaker_b": "Malee",
        "locomo": {"K": "Keiko", "M": "Malee"},
        "line": {"K": "Keiko Tanabe", "M": "Malee Srisuk"},
        "line_other": "Malee Srisuk",
    },
    "C": {
        "folder": "Desmond_Aoife",
        "script": "script_desmond_aoife.txt",
        "speaker_a": "Desmond", "speaker_b": "Aoife",
        "locomo": {"D": "Desmond", "A": "Aoife"},
        "skype": {"D": "Desmond O'Connell", "A": "Aoife O'Connell"},
        "skype_ids": {"D": "8:live:.cid.5a1c7e0f2b3d4e91", "A": "8:live:aoife.oconnell"},
        "skype_owner": "A", "skype_other": "D",
    },
}


def load_sessions():
    out = {}
    for key, cfg in PAIRS.items():
        with open(os.path.join(HERE, cfg["script"]), encoding="utf-8") as f:
            for s in parse_script(f.read()):
                out["%s%d" % (key, s["n"])] = (key, s)
    return out


def rel_path(pair_key, session):
    cfg = PAIRS[pair_key]
    n = session["n"]
    fmt = session["fmt"]
    if fmt == "locomo":
        name = "session_%02d.json" % n
    elif fmt == "whatsapp":
        name = "WhatsApp Chat - %s %02d/_chat.txt" % (cfg["wa_chat"], n)
    elif fmt == "line":
        name = "[LINE] Chat with %s %02d.txt" % (cfg["line_other"], n)
    elif fmt == "skype":
        name = "skype_export_%02d/messages.json" % n
    else:
        raise ValueError(fmt)
    return cfg["folder"] + "/" + name


_SESS = None


def ref_path(ref):
    global _SESS
    if _SESS is None:
        _SESS = load_sessions()
    pk, s = _SESS[ref]
    return rel_path(pk, s)
