"""Chat exports: ChatGPT conversations.json, plain message JSON files, JSONL, Telegram result.json."""
import json

from common import berlin, epoch, det_uuid

CHATS = {}


def _dump(obj, indent=2):
    return (json.dumps(obj, ensure_ascii=False, indent=indent) + "\n").encode("utf-8")


# ============================================================ ChatGPT conversations.json
def _node(cid, key, role, text, t, parent, children, hidden=False):
    mid = det_uuid(cid, key)
    msg = {
        "id": mid,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t if role != "system" else None,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 0.0 if hidden else 1.0,
        "metadata": ({"is_visually_hidden_from_conversation": True} if hidden else
                     ({"model_slug": "gpt-4o", "default_model_slug": "gpt-4o", "finish_details": {"type": "stop"}}
                      if role == "assistant" else {})),
        "recipient": "all",
        "channel": None,
    }
    return mid, {"id": mid, "message": msg, "parent": parent, "children": children}


def conversation(title, start, turns, edit=None):
    """turns: list of (role, text, seconds_after_start). edit: (index_of_user_turn, old_user_text, old_answer)"""
    cid = det_uuid("conv", title)
    t0 = epoch(start) + 0.0
    mapping = {}
    root = det_uuid(cid, "root")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
    sys_id, sys_node = _node(cid, "system", "system", "", None, root, [], hidden=True)
    mapping[sys_id] = sys_node
    mapping[root]["children"].append(sys_id)
    parent = sys_id
    last = None
    for i, (role, text, dt) in enumerate(turns):
        if edit and i == edit[0]:
            # abandoned original branch: old user question + old answer
            o_id, o_node = _node(cid, "old-u-%d" % i, "user", edit[1], t0 + dt - 95.3, parent, [])
            a_id, a_node = _node(cid, "old-a-%d" % i, "assistant", edit[2], t0 + dt - 88.1, o_id, [])
            o_node["children"].append(a_id)
            mapping[o_id] = o_node
            mapping[a_id] = a_node
            mapping[parent]["children"].append(o_id)
        n_id, node = _node(cid, "t-%d" % i, role, text, t0 + dt + 0.417 * (i + 1), parent, [])
        mapping[n_id] = node
        mapping[parent]["children"].append(n_id)
        parent = n_id
        last = n_id
    return {
        "title": title,
        "create_time": t0 + 0.25,
        "update_time": t0 + turns[-1][2] + 7.5,
        "mapping": mapping,
        "moderation_results": [],
        "current_node": last,
        "plugin_ids": None,
        "conversation_id": cid,
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "id": cid,
    }


C1 = conversation("Heil- und Kostenplan Krone erklärt", berlin(2025, 7, 9, 21, 14, 5), [
    ("user", "Was bedeutet Regelversorgung bei einer Krone an einem Backenzahn (unten rechts, Zahn 46)? Und was ist der Unterschied zwischen gleichartiger und andersartiger Versorgung?", 0),
    ("assistant", "Kurz erklärt, wie es bei gesetzlich Versicherten in Deutschland läuft:\n\n**Regelversorgung**: Das ist die Versorgung, die der Gemeinsame Bundesausschuss für einen bestimmten Befund als medizinisch ausreichend festlegt. Für einen Backenzahn wie 46 ist das in der Regel eine **Vollgusskrone aus Nichtedelmetall (NEM)** – also eine metallfarbene Krone ohne Verblendung.\n\n**Gleichartige Versorgung**: Du bekommst im Prinzip dieselbe Versorgungsart (eine Krone), aber in höherwertiger Ausführung – z. B. eine keramisch verblendete Krone (VMK) oder eine Vollkeramik-/Zirkonkrone. Die Kasse zahlt denselben Festzuschuss wie für die Regelversorgung, die Mehrkosten trägst du selbst.\n\n**Andersartige Versorgung**: Eine ganz andere Versorgungsform als vorgesehen, z. B. ein Implantat statt einer Brücke. Auch hier gibt es nur den Festzuschuss des Befunds.\n\nDer Heil- und Kostenplan (HKP) zeigt dir Befund, Regelversorgung, geplante Therapie, die voraussichtlichen Kosten und deinen Eigenanteil.", 40),
    ("user", "Was ist der Festzuschuss genau und was bringt mein Bonusheft?", 300),
    ("assistant", "Der **Festzuschuss** ist ein fester Betrag, den die Krankenkasse für einen bestimmten Befund zahlt – unabhängig davon, welche Versorgung du wählst. Seit Oktober 2020 beträgt er **60 %** der Kosten der Regelversorgung.\n\nMit Bonusheft erhöht er sich:\n- 5 Jahre lückenlos: **70 %**\n- 10 Jahre lückenlos: **75 %**\n\nWichtig: Der Prozentsatz bezieht sich immer auf die Regelversorgung. Wenn du eine teurere Krone wählst, steigt dein Eigenanteil um die volle Differenz.", 330),
    ("user", "Lohnt sich Zirkon statt NEM bei einem Backenzahn, den man eh nicht sieht?", 620),
    ("assistant", "Das ist vor allem eine Abwägung zwischen Kosten und persönlichen Präferenzen:\n\n**NEM-Vollgusskrone**\n+ sehr haltbar, dünn präparierbar, günstig (geringer Eigenanteil)\n- metallisch sichtbar beim Lachen/Gähnen, selten Unverträglichkeiten oder Metallgeschmack, ggf. dunkler Rand am Zahnfleisch\n\n**Monolithische Zirkonkrone**\n+ zahnfarben, metallfrei, sehr bruchfest, gut verträglich\n- deutlich höherer Eigenanteil (oft mehrere hundert Euro mehr), sehr hart (Gegenzahn sollte beobachtet werden)\n\nWenn dir Optik und Metallfreiheit nicht wichtig sind, ist NEM funktional völlig in Ordnung. Wenn du Bedenken wegen Metall hast, ist Zirkon die naheliegende Wahl.", 650),
    ("user", "Ok danke. Ich tendiere zur NEM-Krone, sieht ja keiner.", 900),
    ("assistant", "Nachvollziehbar – für einen Backenzahn ist das eine solide, wirtschaftliche Entscheidung. Lass dir den HKP trotzdem genau erklären, bevor du unterschreibst, und frag nach, ob die Praxis auch eine Variante für Zirkon rechnet, damit du den Unterschied schwarz auf weiß hast.", 915),
], edit=(0, "Was bedeutet Regelversorgung bei einer Krone?",
         "Die Regelversorgung ist die medizinisch notwendige Standardversorgung, die die gesetzliche Krankenkasse für einen bestimmten Befund vorsieht. Für welchen Zahn geht es denn? Bei Front- und Backenzähnen unterscheidet sich die Regelversorgung."))

C2 = conversation("Gartenpflege in den Nebenkosten", berlin(2025, 7, 16, 22, 2, 44), [
    ("user", "Unser Vermieter rechnet in der Nebenkostenabrechnung Gartenpflege ab, unser Anteil 418 € statt 186 € im Vorjahr. Im Herbst wurde im Hof eine große Birke gefällt. Darf der das alles umlegen? Was darf man bei Gartenpflege überhaupt abrechnen?", 0),
    ("assistant", "Gartenpflege gehört grundsätzlich zu den umlagefähigen Betriebskosten (§ 2 Nr. 10 BetrKV), wenn das im Mietvertrag vereinbart ist. Umlagefähig sind typischerweise:\n\n- Rasenmähen, Laub entfernen, Hecken- und Baumschnitt\n- Pflege und **Erneuerung** von Pflanzen und Gehölzen\n- Pflege von Spielplätzen (inkl. Sand erneuern)\n- Pflege von Plätzen, Zugängen und Zufahrten, die nicht dem öffentlichen Verkehr dienen\n\n**Nicht** umlagefähig sind in der Regel:\n- die erstmalige Anlage oder eine grundlegende Umgestaltung des Gartens\n- Reparaturen (z. B. an Zäunen, Wegen) – das ist Instandhaltung\n- Verwaltungskosten\n\n**Baumfällung** ist ein Graubereich: Manche Gerichte sehen das Fällen eines kranken oder nicht mehr standsicheren Baumes als umlagefähige Gartenpflege an (z. B. wenn es zur Verkehrssicherung nötig war). Andere werten eine einmalige Fällung als nicht umlagefähig, besonders wenn der Baum gesund war oder es um eine Umgestaltung ging.\n\nEmpfehlung: Verlange **Belegeinsicht**, schau dir an, was genau auf der Rechnung steht, und lass dich von einem Mieterverein beraten. Einwendungen müssen innerhalb von 12 Monaten nach Zugang der Abrechnung erhoben werden.", 35),
    ("user", "Und der Hausmeister hat auch die Haustür repariert, das steht bei den Hausmeisterkosten mit drin.", 400),
    ("assistant", "Dann ist das sehr wahrscheinlich nicht korrekt. Hausmeisterkosten (§ 2 Nr. 14 BetrKV) sind nur umlagefähig, soweit es um typische Hauswarttätigkeiten geht – Kontrollgänge, Reinigung, kleine Pflegearbeiten. **Reparaturen** und Instandsetzung gehören nicht dazu und müssen herausgerechnet werden. Bei Pauschalverträgen muss der Vermieter den Anteil für Reparatur und Verwaltung schätzen und abziehen.", 430),
])

C3 = conversation("Email to accommodation office – arrival", berlin(2025, 8, 28, 20, 40, 0), [
    ("user", "Can you help me write a short polite email in English to a university accommodation office in Leeds? My daughter arrives on Saturday 20 September around midday. I want to ask if she can collect her keys then, and whether she can send a parcel with bedding to the residence before she arrives.", 0),
    ("assistant", "Of course – here is a draft:\n\nSubject: Arrival on 20 September and parcel delivery\n\nDear Accommodation Team,\n\nMy daughter, Lena Brandstetter, will be moving into her room on Saturday 20 September and expects to arrive at the residence around midday. Could you please confirm that she will be able to collect her keys at that time?\n\nWe would also like to send a parcel with bedding to the residence a few days before her arrival. Is it possible for the reception to accept and store parcels for students who have not yet moved in? If so, how should the parcel be addressed?\n\nThank you very much for your help.\n\nKind regards,\nMatthias Brandstetter", 25),
    ("user", "Thanks. Is 'bedding' the right word or should I say 'bed linen'?", 200),
    ("assistant", "Both are fine. 'Bedding' is the broader, everyday word (duvet, pillow, sheets); 'bed linen' refers specifically to sheets and covers. If the parcel contains a duvet and pillow as well, 'bedding' is the better choice.", 215),
])

C4 = conversation("DIN 1076 summary outline (EN)", berlin(2025, 10, 12, 16, 5, 30), [
    ("user", "I need to write a 3-4 page English summary of the German bridge inspection standard DIN 1076 for British colleagues. Can you give me an outline?", 0),
    ("assistant", "Here is a suggested outline:\n\n1. **Purpose and scope** – which structures are covered (bridges, tunnels, retaining walls, noise barriers), legal basis\n2. **Types of inspection**\n   - Principal inspection (Hauptprüfung): every 6 years, hands-on, all parts\n   - Simple inspection (Einfache Prüfung): 3 years after each principal inspection, mostly visual\n   - Special inspections (Prüfung aus besonderem Anlass), e.g. after accidents or floods\n   - Routine observation / annual visual check (Besichtigung, laufende Beobachtung)\n3. **Inspector qualification** – certified inspectors, training courses\n4. **Damage assessment** – stability, traffic safety, durability (S/V/D ratings 0–4)\n5. **Condition rating** (Zustandsnote 1.0–4.0) and what the bands mean\n6. **Documentation** – inspection report, database (SIB-Bauwerke)\n7. **Comparison with UK practice** – General vs Principal Inspections, BCI scores\n8. **Practical example** – a recent principal inspection\n\nWould you like me to draft one of the sections?", 30),
    ("user", "Perfect, that's a good structure. Not now, thanks.", 240),
])

CHATS["chats/chatgpt/conversations.json"] = _dump([C4, C3, C2, C1])

# ============================================================ plain messages JSON (assistant exports)
def _ts(aware):
    return aware.isoformat()


CHATS["chats/assistant/2025-04-18_ebike_gebraucht.json"] = _dump([
    {"role": "user", "timestamp": _ts(berlin(2025, 4, 18, 21, 14, 3)),
     "content": "Ich will ein gebrauchtes E-Bike kaufen, Budget max. 2000 €. Für mich gilt: Mittelmotor ist Pflicht, einen Nabenmotor will ich nicht – fährt sich wie geschoben, und am Berg taugt der nix. Trekkingrad, Rahmen 56–58. Worauf muss ich beim Gebrauchtkauf achten?"},
    {"role": "assistant", "timestamp": _ts(berlin(2025, 4, 18, 21, 14, 31)),
     "content": "Gute Kriterien! Beim gebrauchten E-Bike besonders wichtig:\n\n1. **Rechnung/Eigentumsnachweis** – ohne Originalrechnung besteht Diebstahlrisiko. Rahmennummer mit der Rechnung vergleichen.\n2. **Akku** – der teuerste Verschleißteil. Lass ihn beim Fachhändler auslesen (Restkapazität, Ladezyklen).\n3. **Motor** – Geräusche, Fehlerspeicher, Software-Stand; Mittelmotoren lassen sich beim Händler diagnostizieren.\n4. **Verschleißteile** – Kette, Kassette, Bremsbeläge, Reifen.\n5. **Rahmen** – Risse an Schweißnähten, besonders am Tretlager.\n6. **Probefahrt** – unbedingt, auch am Hang.\n7. **Kaufvertrag** – schriftlich mit Rahmennummer, Kilometerstand und Zubehör."},
    {"role": "user", "timestamp": _ts(berlin(2025, 4, 18, 21, 19, 47)),
     "content": "Ab welcher Restkapazität ist der Akku noch ok?"},
    {"role": "assistant", "timestamp": _ts(berlin(2025, 4, 18, 21, 20, 9)),
     "content": "Als Faustregel: Über 80 % Restkapazität ist gut, 70–80 % ist noch brauchbar (Preis verhandeln), unter 70 % solltest du einen Ersatzakku einplanen – der kostet schnell 600–900 €. Typisch sind nach 500 Vollzyklen etwa 70–80 %."},
    {"role": "user", "timestamp": _ts(berlin(2025, 4, 18, 21, 24, 12)),
     "content": "Danke. Zwei Kandidaten, eins in Dachau, eins in Freising. Ich schau mir am Wochenende beide an."},
    {"role": "assistant", "timestamp": _ts(berlin(2025, 4, 18, 21, 24, 30)),
     "content": "Viel Erfolg! Nimm ein Foto der Rahmennummer und der Rechnung mit und frag nach, ob du den Akku vor dem Kauf beim Händler prüfen lassen darfst."},
])

CHATS["chats/assistant/2025-10-11_englisch_pruefbericht.json"] = _dump({
    "title": "Englische Begriffe Prüfbericht",
    "exported": _ts(berlin(2025, 10, 26, 10, 0, 0)),
    "messages": [
        {"role": "user", "timestamp": _ts(berlin(2025, 10, 11, 19, 2, 0)),
         "content": "Wie sage ich auf Englisch (britisch): 'Vertikalriss in der Kammerwand mit Aussinterungen'?"},
        {"role": "assistant", "timestamp": _ts(berlin(2025, 10, 11, 19, 2, 20)),
         "content": "A natural British phrasing would be: \"vertical crack in the abutment ballast wall with efflorescence (calcite deposits)\". In UK reports the ballast wall is sometimes called the 'backwall'."},
        {"role": "user", "timestamp": _ts(berlin(2025, 10, 11, 19, 6, 41)),
         "content": "Und 'Betonabplatzung mit freiliegender Bügelbewehrung'?"},
        {"role": "assistant", "timestamp": _ts(berlin(2025, 10, 11, 19, 7, 2)),
         "content": "\"Concrete spalling with exposed shear links\" – 'links' is the usual UK term for stirrups."},
        {"role": "user", "timestamp": _ts(berlin(2025, 10, 11, 19, 11, 30)),
         "content": "Übergangskonstruktion mit verschlissenen Lamellen?"},
        {"role": "assistant", "timestamp": _ts(berlin(2025, 10, 11, 19, 11, 52)),
         "content": "\"Modular expansion joint with worn lamellae / centre beams\" – if it is a single-gap joint, just \"worn expansion joint seals\"."},
    ],
})

# ============================================================ JSONL quick questions
_qq = [
    (berlin(2025, 1, 30, 7, 55), "176 pfund in euro", "176 GBP ≈ 205 EUR (Kurs ca. 1,17)."),
    (berlin(2025, 2, 11, 12, 31), "kindergeld wenn kind im ausland studiert", "Kindergeld läuft weiter, wenn das Kind seinen Wohnsitz in Deutschland behält (z. B. Rückkehr in den Semesterferien) und die Ausbildung nachgewiesen wird. Die Familienkasse verlangt dazu eine Immatrikulationsbescheinigung der ausländischen Hochschule."),
    (berlin(2025, 3, 2, 18, 4), "abutment deutsch", "Widerlager."),
    (berlin(2025, 3, 23, 9, 12), "wie hoch darf hecke kleingarten", "Das regelt die Gartenordnung des Vereins bzw. des Stadtverbands; häufig 1,20–1,50 m an Wegen."),
    (berlin(2025, 4, 29, 22, 40), "e-bike kaufvertrag privat muster", "Wichtig: Namen/Adressen, Modell, Rahmennummer, Akku-Seriennummer, km-Stand, Preis, Zubehör, Gewährleistungsausschluss, Unterschriften."),
    (berlin(2025, 6, 3, 19, 20), "zwetschgendatschi hefeteig oder mürbteig", "Traditionell in Bayern: Hefeteig. Mürbteig geht auch, wird aber eher als 'Zwetschgenkuchen' bezeichnet."),
    (berlin(2025, 7, 10, 7, 3), "BEMA GOZ unterschied", "BEMA = Abrechnung mit der gesetzlichen Kasse; GOZ = Gebührenordnung für privat berechnete Leistungen (z. B. Mehrkosten bei gleichartiger Versorgung)."),
    (berlin(2025, 7, 16, 21, 40), "betrkv gartenpflege nummer", "§ 2 Nr. 10 BetrKV."),
    (berlin(2025, 8, 14, 20, 15), "sunday roast was ist das", "Traditionelles britisches Sonntagsessen: Braten (Rind, Lamm, Huhn), Röstkartoffeln, Gemüse, Yorkshire Pudding und Bratensoße (gravy)."),
    (berlin(2025, 9, 1, 6, 50), "manchester airport nach headingley wie lange auto", "Etwa 1 Stunde bis 1 Stunde 15 Minuten über die M62, je nach Verkehr."),
    (berlin(2025, 9, 29, 21, 10), "zustandsnote 2,5 bis 2,9 bedeutung", "Nach RI-EBW-PRÜF: 'ausreichender Bauwerkszustand' – Standsicherheit gegeben, Instandsetzung mittelfristig erforderlich."),
    (berlin(2025, 10, 14, 12, 2), "einspruchsfrist steuerbescheid berechnen", "Ein Monat ab Bekanntgabe. Bekanntgabe gilt seit 2025 am vierten Tag nach Aufgabe zur Post; fällt das Fristende auf ein Wochenende, verschiebt es sich auf den nächsten Werktag."),
    (berlin(2025, 10, 19, 17, 33), "quittengelee rezept wenig zucker", "1 kg Quittensaft, 500 g Gelierzucker 2:1, Saft einer Zitrone; 4 Minuten sprudelnd kochen."),
    (berlin(2025, 10, 25, 8, 5), "wasserhahn garten frost offen lassen warum", "Damit verbleibendes Wasser ausdehnen bzw. ablaufen kann und Leitung und Hahn bei Frost nicht platzen."),
]
CHATS["chats/quick_questions.jsonl"] = "".join(
    json.dumps({"ts": t.isoformat(), "q": q, "a": a}, ensure_ascii=False) + "\n" for t, q, a in _qq
).encode("utf-8")

# ============================================================ Telegram Desktop export (result.json)
ME_NAME, ME_ID = "Matthias Brandstetter", "user5512093377"
ST_NAME, ST_ID = "Stefan Brandstetter", "user4410239876"
_msgs = []
_next = [88412]


def _ent(text):
    if isinstance(text, str):
        return [{"type": "plain", "text": text}] if text else []
    ents = []
    for part in text:
        ents.append({"type": "plain", "text": part} if isinstance(part, str) else part)
    return ents


def tg(who, when, text, reply_to=None, edited=None, photo=None, extra=None):
    mid = _next[0]
    _next[0] += 1
    name, uid = (ME_NAME, ME_ID) if who == "M" else (ST_NAME, ST_ID)
    m = {"id": mid, "type": "message", "date": when.strftime("%Y-%m-%dT%H:%M:%S"),
         "date_unixtime": str(epoch(when))}
    if edited:
        m["edited"] = edited.strftime("%Y-%m-%dT%H:%M:%S")
        m["edited_unixtime"] = str(epoch(edited))
    m["from"] = name
    m["from_id"] = uid
    if reply_to:
        m["reply_to_message_id"] = reply_to
    if photo:
        m["photo"] = photo[0]
        m["width"] = photo[1]
        m["height"] = photo[2]
    if extra:
        m.update(extra)
    m["text"] = text
    m["text_entities"] = _ent(text)
    _msgs.append(m)
    return mid


def call(who, when, duration):
    mid = _next[0]
    _next[0] += 1
    name, uid = (ME_NAME, ME_ID) if who == "M" else (ST_NAME, ST_ID)
    _msgs.append({"id": mid, "type": "service", "date": when.strftime("%Y-%m-%dT%H:%M:%S"),
                  "date_unixtime": str(epoch(when)), "actor": name, "actor_id": uid,
                  "action": "phone_call", "duration_seconds": duration, "discard_reason": "hangup",
                  "text": "", "text_entities": []})


b = berlin
tg("S", b(2025, 1, 12, 19, 4, 11), "Mama hat angerufen. Zum 80. will sie \"nix Großes\" 🙄 Wir sollten trotzdem was planen, oder?")
tg("M", b(2025, 1, 12, 19, 21, 40), "Klar. Ich mach eine Liste mit Lokalen. Zur Post in Ergolding wär halt ihr Stammlokal.")
tg("M", b(2025, 1, 29, 18, 10, 2), "Lena hat Leeds bekommen!!! Ein ganzes Jahr ab September 🎓")
tg("S", b(2025, 1, 29, 18, 12, 55), "Wahnsinn! Gratulier ihr von uns. Und du: Taschentücher bereitlegen 😄")
call("S", b(2025, 3, 2, 17, 30, 0), 1312)
tg("S", b(2025, 3, 30, 10, 2, 18), "Wegen Mama: Zur Post hat ja die Treppe zum Saal. Das schafft sie mit dem Rollator nicht mehr, hab's mir gestern angeschaut.")
q = tg("M", b(2025, 3, 30, 10, 15, 3), "Mist. Dann Bräustüberl oder Moosbauer?")
tg("S", b(2025, 4, 2, 20, 41, 9), "Moosbauer. Der Wirt (Hans) gibt uns das Nebenzimmer für 26 Leute, alles ebenerdig, und Mama kann raus in den Garten. 48 € pro Person mit Torte.", reply_to=q)
tg("M", b(2025, 4, 2, 20, 55, 31), "Passt, machen wir. Also Landgasthof Moosbauer in Altdorf, Sa 14.6. ab 12 Uhr. Ich sag's Claudia und Lena, du reservierst?")
tg("S", b(2025, 4, 2, 21, 0, 4), "Mach ich morgen 👍")
tg("S", b(2025, 4, 20, 11, 2, 44), "Und, E-Bike? Oder wieder nur Prospekte? 😏")
tg("M", b(2025, 4, 20, 11, 30, 12), "Zwei in der engeren Auswahl. Nächsten Samstag Probefahrt.")
tg("M", b(2025, 5, 3, 17, 48, 20), "Gekauft! 🚲", photo=("photos/photo_1@03-05-2025_17-48-20.jpg", 1280, 960))
tg("S", b(2025, 5, 3, 17, 52, 1), "Glückwunsch! Wie viel?")
tg("M", b(2025, 5, 3, 17, 55, 36), "1750. Akku lass ich nächste Woche im Radhaus prüfen.")
tg("S", b(2025, 6, 14, 22, 30, 7), "Schön war's heute. Mama hat geweint vor Freude. Danke fürs Organisieren mit 🙏", photo=("photos/photo_2@14-06-2025_22-30-07.jpg", 1280, 853))
tg("M", b(2025, 6, 14, 22, 41, 50), "Ja, war perfekt. Das Fotobuch von Lena war der Hit.")
tg("M", b(2025, 7, 28, 19, 3, 15), "Ich krieg eine Krone auf den 46er. Nehm die Metallkrone (NEM), ist ja hinten, sieht keiner, und kostet fast nix.")
q = tg("S", b(2025, 7, 28, 19, 20, 42), "Überleg dir das gut. Ich hatte 8 Jahre so eine NEM-Krone unten links. Ständig so ein Metallgeschmack, wie wenn man auf Alufolie beißt, und am Zahnfleisch hat sich ein grauer Rand gebildet. Hab sie 2022 gegen Zirkon tauschen lassen, seitdem Ruhe. Hätte ich gleich machen sollen – am Ende hab ich zweimal gezahlt.", edited=b(2025, 7, 28, 19, 22, 10))
tg("M", b(2025, 7, 28, 19, 34, 8), "Hm. Das wusste ich gar nicht. Ich überleg's mir nochmal.", reply_to=q)
tg("S", b(2025, 7, 28, 19, 36, 30), ["Falls du eine Zahnzusatz suchst: ", {"type": "link", "text": "https://zahnzusatz-vergleich.example/rechner"}, " – für dich zu spät, aber für Claudia vielleicht."])
tg("M", b(2025, 8, 17, 21, 12, 0), "Zurück aus dem Passeiertal. Knie hat gehalten, 4 Touren 🏔️", photo=("photos/photo_3@17-08-2025_21-12-00.jpg", 960, 1280))
tg("M", b(2025, 9, 20, 14, 2, 33), "Lena ist gut in Leeds angekommen und hat schon ihr Zimmer. Claudia hat nur ein bisschen geweint. Ich auch.")
tg("S", b(2025, 9, 21, 9, 15, 0), "Hat sie schon eine englische Nummer?")
tg("M", b(2025, 9, 21, 9, 40, 27), "Noch nicht, die ersten Tage läuft alles übers WLAN.")
call("M", b(2025, 10, 5, 18, 0, 0), 2405)
q = tg("S", b(2025, 10, 18, 17, 5, 12), "Gib mir mal Lenas UK-Nummer, ich will ihr am Dienstag zum Geburtstag schreiben.")
tg("M", b(2025, 10, 18, 17, 20, 45), "Die erste (…266) ist schon wieder abgemeldet, der Prepaid-Tarif war Mist. Ihre neue Nummer seit letzter Woche: +44 7700 900418", reply_to=q, edited=b(2025, 10, 18, 17, 21, 30))
tg("S", b(2025, 10, 18, 17, 22, 3), "Danke! Und, Krone endlich drin?")
tg("M", b(2025, 10, 18, 17, 30, 19), "Nein, das Labor trödelt. Seit 5 Wochen Provisorium 🙄")
tg("S", b(2025, 10, 26, 12, 4, 50), "Wie machen wir Weihnachten mit Mama? Sie fragt schon.")
tg("M", b(2025, 10, 26, 12, 30, 2), "Heiligabend bei uns, Lena ist dann auch da. Ihr kommt am 2. Feiertag?")

CHATS["chats/telegram/result.json"] = _dump({
    "name": "Stefan Brandstetter",
    "type": "personal_chat",
    "id": 4410239876,
    "messages": _msgs,
}, indent=1)
