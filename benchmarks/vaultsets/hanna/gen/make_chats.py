"""Chat exports: ChatGPT-style conversations.json, a messages-JSON and a JSONL file."""
import json
import uuid
from datetime import datetime, timezone, timedelta

from common import write

CET = timezone(timedelta(hours=1))
CEST = timezone(timedelta(hours=2))
BST = timezone(timedelta(hours=1))

NS = uuid.UUID("6f1c2a52-6b1e-4c55-9a43-7d1f0a1e2b3c")


def uid(*parts):
    return str(uuid.uuid5(NS, "/".join(map(str, parts))))


def node(nid, role, text, t, parent, children, hidden=False):
    msg = None
    if role is not None:
        msg = {
            "id": nid,
            "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t,
            "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully",
            "end_turn": True if role == "assistant" else None,
            "weight": 0.0 if hidden else 1.0,
            "metadata": {"is_visually_hidden_from_conversation": True} if hidden else {},
            "recipient": "all",
            "channel": None,
        }
    return {"id": nid, "message": msg, "parent": parent, "children": children}


def conversation(title, start, turns, branch=None):
    """turns: list of (role, text, seconds_offset). branch: (index_of_user_turn, old_text, old_reply)
    adds an earlier, abandoned version of that user turn (an edited message)."""
    cid = uid(title, "conv")
    t0 = start.timestamp()
    mapping = {}
    root = "client-created-root"
    sys_id = uid(title, "system")
    mapping[root] = node(root, None, None, None, None, [sys_id])
    mapping[sys_id] = node(sys_id, "system", "", None, root, [], hidden=True)
    parent = sys_id
    last = sys_id
    for i, (role, text, off) in enumerate(turns):
        nid = uid(title, i)
        mapping[nid] = node(nid, role, text, t0 + off, parent, [])
        mapping[parent]["children"].append(nid)
        if branch and branch[0] == i:
            # an older version of this user message, with its own reply, left as a side branch
            old_u = uid(title, i, "old")
            old_a = uid(title, i, "old-reply")
            mapping[old_u] = node(old_u, "user", branch[1], t0 + off - 40, parent, [old_a])
            mapping[old_a] = node(old_a, "assistant", branch[2], t0 + off - 25, old_u, [])
            mapping[parent]["children"].insert(0, old_u)
        parent = nid
        last = nid
    return {
        "title": title,
        "create_time": t0,
        "update_time": t0 + turns[-1][2] + 5,
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


def chatgpt():
    convs = []

    convs.append(conversation("Nebenkostenabrechnung prüfen", datetime(2024, 11, 20, 21, 14, tzinfo=CET), [
        ("user", "Wir haben die Nebenkostenabrechnung 2023 von unserer Hausverwaltung bekommen: 612,40 € "
                 "Nachzahlung, und die Vorauszahlung soll von 185 auf 236 € steigen. Drin sind u. a. "
                 "Verwaltungskosten (42 € unser Anteil) und Gartenpflege, obwohl der Hauswart die "
                 "Grünflächen macht. Wie gehe ich vor? Wichtig: Ich will mit der Hausverwaltung nur "
                 "schriftlich kommunizieren. Ich telefoniere ungern, und am Telefon wird einem immer "
                 "alles Mögliche versprochen, das hinterher niemand mehr weiß.", 0),
        ("assistant", "Das ist ein sehr vernünftiger Ansatz – schriftliche Kommunikation ist bei "
                      "Betriebskostenfragen ohnehin empfehlenswert. So können Sie vorgehen:\n\n"
                      "**1. Fristen im Blick behalten**\nSie haben nach Zugang der Abrechnung zwölf Monate "
                      "Zeit, Einwendungen zu erheben (§ 556 Abs. 3 BGB). Es eilt also nicht, aber warten Sie "
                      "auch nicht zu lange.\n\n**2. Formelle Prüfung**\n- Ist der Abrechnungszeitraum korrekt "
                      "(12 Monate)?\n- Sind Gesamtkosten, Verteilerschlüssel, Ihr Anteil und die "
                      "Vorauszahlungen nachvollziehbar angegeben?\n\n**3. Inhaltliche Prüfung**\n"
                      "- **Verwaltungskosten** sind nach § 1 Abs. 2 BetrKV grundsätzlich nicht umlagefähig.\n"
                      "- **Doppelte Abrechnung**: Wenn der Hauswartvertrag die Gartenpflege umfasst, darf sie "
                      "nicht noch einmal separat abgerechnet werden.\n- **Hauswartkosten**: Anteile für "
                      "Reparaturen und Verwaltung müssen herausgerechnet werden.\n\n**4. Belegeinsicht**\n"
                      "Sie haben ein Recht auf Einsicht in die Originalbelege. Beantragen Sie diese "
                      "schriftlich. Bis zur Gewährung können Sie die Nachzahlung zurückhalten.\n\n"
                      "**5. Unterstützung**\nEin Mieterverein prüft Abrechnungen oft im Mitgliedsbeitrag "
                      "inbegriffen und kann Musterschreiben zur Verfügung stellen.\n\n**6. Vorauszahlung**\n"
                      "Eine Anpassung ist nach einer Abrechnung grundsätzlich zulässig, sollte aber auf einer "
                      "korrekten Abrechnung beruhen. Zahlen Sie ggf. unter Vorbehalt.\n\nSoll ich Ihnen einen "
                      "Entwurf für das Widerspruchsschreiben machen?", 40),
        ("user", "Ja bitte, kurz und sachlich. Und lohnt sich der Mieterverein, wenn wir eh bald "
                 "umziehen wollen?", 300),
        ("assistant", "Gern. Hier ein Entwurf:\n\n---\nSehr geehrte Damen und Herren,\n\ngegen die "
                      "Betriebskostenabrechnung 2023 vom [Datum] erhebe ich fristgerecht Widerspruch zu "
                      "folgenden Positionen: [1. Verwaltungskosten – nicht umlagefähig; 2. Gartenpflege – "
                      "doppelt; 3. Hauswart – Aufschlüsselung erbeten]. Ich beantrage Einsicht in die "
                      "Originalbelege. Bis zur Klärung leiste ich die Nachzahlung nicht. Bitte antworten "
                      "Sie schriftlich.\n\nMit freundlichen Grüßen\n---\n\nZum Mieterverein: Ja, auch bei "
                      "einem bevorstehenden Umzug kann sich das lohnen – gerade bei der Kautionsrückzahlung "
                      "und der Wohnungsübergabe gibt es häufig Streitpunkte, bei denen eine Beratung hilft. "
                      "Beachten Sie aber, dass manche Vereine eine Wartezeit für Rechtsschutz haben.", 340),
    ]))

    convs.append(conversation("Sell or repair the cargo bike?", datetime(2025, 3, 6, 22, 5, tzinfo=CET), [
        ("user", "We have an e-cargo bike (Packesel Cargo 2, bought used in 2022). The motor keeps cutting "
                 "out. The bike shop quoted 780 EUR and says the new motor takes 8-10 weeks to arrive. We're "
                 "a car-free family in Leipzig, our daughter (3) starts Kita in September about 2 km away. "
                 "Should we repair it, or sell it (maybe 1,900 EUR) and use car sharing + public transport?", 0),
        ("assistant", "That's a real trade-off. Some ways to think about it:\n\n**1. What the bike does for "
                      "you**\nFor a car-free family, a cargo bike often replaces a car for the daily school/Kita "
                      "run and shopping. If you sell it, what replaces *those* trips? Car sharing is great for "
                      "occasional big trips but awkward for daily short ones.\n\n**2. Repair economics**\n"
                      "780 EUR on a bike worth ~1,900 EUR used is significant but not absurd. A new comparable "
                      "e-cargo bike would cost 4,000-6,000 EUR.\n\n**3. The diagnosis**\nMotor cut-outs are "
                      "frequently caused by sensors, connectors or wiring rather than the motor itself. Before "
                      "replacing the motor, a second opinion from a shop that specialises in e-cargo bikes "
                      "could save a lot of money.\n\n**4. Downtime**\n8-10 weeks without the bike in spring "
                      "is annoying but you'd have it back well before September.\n\n**5. Alternatives**\n"
                      "Cargo bike subscriptions, trailers, employer leasing schemes.\n\nIf you tell me more "
                      "about your weekly trips I can help you compare costs.", 45),
        ("user", "Honestly I think we'll sell it. Matteo agrees, sort of. I just can't face another 800 euros "
                 "and two months of waiting. Can you help me write the Kleinanzeigen ad in German?", 600),
        ("assistant", "Of course. Here's a draft:\n\n---\n**E-Lastenrad Packesel Cargo 2 – gepflegt, "
                      "familienerprobt**\n\nVerkaufe unser E-Lastenrad Packesel Cargo 2 (Baujahr 2021, bei uns "
                      "seit 2022). Kasten mit Regenverdeck und Kindersitz, Akku 500 Wh.\n\n**Bekannter "
                      "Mangel:** Der Motor setzt zeitweise aus (Kostenvoranschlag liegt vor). Deshalb "
                      "Preis: 1.900 € VB.\n\nAbholung in Leipzig-Plagwitz, Probefahrt nach Absprache.\n---\n\n"
                      "Being upfront about the fault protects you legally and attracts buyers who know "
                      "what they're getting.", 640),
    ]))

    convs.append(conversation("Helping mum after hip replacement", datetime(2025, 7, 5, 21, 40, tzinfo=BST), [
        ("user", "I'm in Norwich with my mum (72). She had a left total hip replacement on Wednesday, the "
                 "surgeon said it went perfectly, she came home yesterday with a frame. I'm here until the "
                 "10th, then my sister Claire takes over for ten days, and the neighbour Brenda checks in "
                 "every morning. Mum HATES being fussed over. What should the house have, and how do I get "
                 "her to actually do her exercises without nagging?", 0),
        ("assistant", "You're clearly well organised already. A few thoughts:\n\n**The house**\n- Raised "
                      "toilet seat and a frame or rails\n- A perching stool in the kitchen\n- A grabber "
                      "(two if there are stairs)\n- Long-handled shoehorn and sock aid\n- Remove loose rugs "
                      "and trailing cables\n- Firm, higher chair with arms – avoid low sofas for six weeks\n- "
                      "Night light between bed and bathroom\n\n**The precautions**\nFor the first six weeks: "
                      "don't bend the hip beyond 90 degrees, don't cross the legs, don't twist on the "
                      "operated leg. Check the exact rules her team gave her.\n\n**Exercises without "
                      "nagging**\n- Tie them to existing routines (after breakfast, after lunch, before the "
                      "evening news).\n- Let her track them herself – a simple tick sheet on the fridge.\n"
                      "- Frame it as getting her independence back, not as doing what the physio says.\n"
                      "- Involve her in planning: which exercise feels easiest?\n\n**The handover**\nWrite "
                      "Claire a one-page summary: medications, wound care, exercise sheet, physio dates, "
                      "who Brenda is. It saves a lot of phone calls.", 50),
        ("user", "She refuses to move her bed downstairs and keeps putting the hall rug back. I removed it "
                 "three times.", 400),
        ("assistant", "That's very common – and in a way a good sign: she wants her home to stay *hers*. "
                      "Some compromises:\n- Instead of moving the bed, add a second stair rail and agree that "
                      "she only goes up once in the evening.\n- For the rug: a non-slip underlay or "
                      "double-sided rug tape might be a deal she accepts.\n- Pick your battles. Safety-"
                      "critical things (stairs, bathroom) matter most; the rest can be negotiated.", 430),
    ]))

    convs.append(conversation("Eingewöhnung Kita – Tipps", datetime(2025, 8, 10, 20, 55, tzinfo=CEST), [
        ("user", "Meine Tochter Lina (3) startet am 1. September in der Kita, Eingewöhnung nach dem Berliner "
                 "Modell. Ihre Bezugserzieherin heißt Jana Schubert, wirkt sehr nett. Lina war bisher bei "
                 "einer Tagesmutter (kleine Gruppe, 4 Kinder). Ich begleite die ersten zwei Wochen, mein "
                 "Partner Matteo die dritte. Ich habe Angst, dass ich selbst mehr weine als sie. Tipps?", 0),
        ("assistant", "Das ist völlig normal – und ein gutes Zeichen, dass Ihnen der Übergang wichtig ist. "
                      "Einige Tipps:\n\n**Vorbereitung**\n- Sprechen Sie vorher positiv und konkret über die "
                      "Kita: Wer ist Jana, was gibt es dort zum Spielen?\n- Ein Fotobuch mit Familienfotos "
                      "für die Garderobe hilft vielen Kindern.\n- Ein vertrautes Kuscheltier mitnehmen.\n\n"
                      "**Während der Eingewöhnung**\n- Seien Sie ein \"sicherer Hafen\": im Raum, aber eher "
                      "passiv. Lassen Sie Lina selbst auf Jana zugehen.\n- Verabschieden Sie sich beim "
                      "ersten Trennungsversuch immer klar – niemals heimlich gehen.\n- Ein kurzes, immer "
                      "gleiches Abschiedsritual (Umarmung, Winken am Fenster).\n\n**Übergabe an Matteo**\n"
                      "Ein Wechsel der Begleitperson ist möglich, sollte aber mit Jana abgesprochen sein. "
                      "Ideal ist, wenn Matteo in Woche 2 schon einmal kurz dabei ist.\n\n**Für Sie**\n"
                      "Planen Sie für die ersten Trennungstage etwas Schönes in der Nähe – ein Café, ein "
                      "Spaziergang. Und ja: Weinen ist erlaubt, nur vielleicht erst um die Ecke.", 45),
        ("user", "Danke. Wie lange dauert es normalerweise, bis sie den Mittagsschlaf dort macht?", 500),
        ("assistant", "Sehr unterschiedlich. Viele Kinder schlafen nach zwei bis vier Wochen in der Kita; "
                      "Kinder, die vorher in der Tagespflege geschlafen haben, oft schneller. Der "
                      "Mittagsschlaf ist meist der letzte Schritt der Eingewöhnung, weil er viel Vertrauen "
                      "braucht. Sprechen Sie mit Jana ab, ob Lina ihr Schlafritual (Kuscheltier, Lied) "
                      "mitbringen kann.", 530),
    ]))

    convs.append(conversation("First conference talk abroad – nerves", datetime(2025, 8, 30, 21, 30, tzinfo=CEST), [
        ("user", "I'm giving my first conference talk abroad: Tejo UX Research Summit in Lisbon, Friday 17 "
                 "October at 14:00 – the post-lunch slot, 25 minutes + Q&A, about 180 people. I'm a UX "
                 "researcher and I'm fine in workshops but on a stage my voice goes shaky and I speed up. "
                 "How do I prepare?", 0),
        ("assistant", "Congratulations – and what you describe is extremely common. Here's a plan:\n\n"
                      "**Six weeks out**\n- Finalise the story before the slides. Can you tell it in three "
                      "sentences?\n- Write your first two minutes word for word; nerves peak at the start.\n\n"
                      "**Rehearsal**\n- At least three full run-throughs with a timer, one in front of "
                      "colleagues.\n- Record one run, listen once, fix the two biggest issues, then stop.\n\n"
                      "**Voice and pace**\n- Mark pauses in your notes.\n- Breathe out fully before you "
                      "start; long exhale calms the nervous system.\n- Drink water before, not during the "
                      "first minute.\n\n**The post-lunch slot**\n- Start with something concrete – a sound, "
                      "a quote, a question – to wake the room.\n\n**On the day**\n- Visit the room early, "
                      "test the A/V, stand on the stage.\n- Find three friendly faces.\n\nWould you like "
                      "help with your opening?", 50),
        ("user", "Can you give me a 10-minute warm-up routine I can do in the hotel room or a quiet corner "
                 "before I go on?", 400),
        ("assistant", "Sure – a 10-minute routine:\n1. **Shake out** (1 min): arms, legs, shoulders.\n"
                      "2. **Box breathing** (2 min): in 4, hold 4, out 4, hold 4.\n3. **Humming** (1 min): "
                      "hum on a low note, feel the vibration in the chest.\n4. **Lip trills** (1 min) up and "
                      "down your range.\n5. **Tongue twisters** (1 min), slowly then faster.\n6. **Power "
                      "posture** (1 min): stand tall, feet grounded.\n7. **Say your first sentence aloud** "
                      "three times, slowly (2 min).\n8. **One minute of silence** – look out of the window.",
         430),
        ("user", "About slides: I hate slides full of bullet points. I want one big photo or one quote per "
                 "slide, dark text on light background, and I always print my speaker notes on A5 cards – "
                 "presenter view has failed me twice. Is that a bad idea for a research talk?", 900),
        ("assistant", "Not at all – that's how many of the best research talks work. Some tips to make it "
                      "robust:\n- **Number your cards** and the slides so you can recover if you drop them.\n"
                      "- For research data, give each key number its own slide with a one-line takeaway.\n"
                      "- Put a small slide number in the corner so you can sync cards and screen.\n"
                      "- Keep a backup PDF on a USB stick and in your email.\n- For quotes, use the "
                      "participant's words and a neutral photo that doesn't identify them.", 930),
        ("user", "Last thing – travel. I'd honestly rather have gone by train, I always prefer trains, but "
                 "Leipzig to Lisbon is like 2.5 days, so our travel desk booked a flight. My one rule was no "
                 "flight before 9am. I land Wednesday afternoon. Is that enough buffer?", 1300),
        ("assistant", "Yes – arriving Wednesday afternoon for a Friday afternoon talk gives you a full day to "
                      "settle in, see the venue and sleep properly. Use Thursday to attend a few talks in "
                      "your room, check the stage and A/V, and do a final run-through in the evening. "
                      "Avoid late nights at the speakers' dinner, and keep your slides and cards in your "
                      "hand luggage.", 1330),
    ], branch=(2, "Can you give me a warm-up routine?",
               "Sure: shake out your body, do some breathing exercises, hum, and say your first sentence "
               "aloud a few times.")))

    write("chats/chatgpt/conversations.json", json.dumps(convs, ensure_ascii=False, indent=1))


def assistant_json():
    msgs = [
        {"role": "user", "timestamp": "2025-07-26T07:12:40+02:00",
         "content": "Kurze Frage zur Schilddrüse. Meine Endokrinologin hat mein L-Thyroxin von 100 auf 88 µg "
                    "reduziert, weil das TSH zu niedrig war (Herzklopfen nachts, schlafe schlecht). Seit "
                    "gestern nehme ich die 88er. Ich nehme die Tablette immer um 6 Uhr und trinke frühestens "
                    "30 Minuten später Kaffee. Wie lange dauert es, bis das Herzklopfen weggeht? Und kann ich "
                    "abends weiter Magnesium nehmen?"},
        {"role": "assistant", "timestamp": "2025-07-26T07:13:30+02:00",
         "content": "Gute Fragen – vorab: Bitte besprechen Sie medizinische Details immer mit Ihrer Ärztin, "
                    "ich kann nur allgemeine Informationen geben.\n\n**Wie schnell wirkt eine Dosisänderung?**\n"
                    "Levothyroxin hat eine lange Halbwertszeit (etwa eine Woche). Ein neues Gleichgewicht "
                    "stellt sich erst nach etwa 6 Wochen ein – deshalb wird das TSH meist nach 6–8 Wochen oder "
                    "später kontrolliert. Viele Menschen merken aber schon nach 1–3 Wochen, dass Symptome "
                    "einer Überdosierung wie Herzklopfen oder Schlafstörungen nachlassen.\n\n**Magnesium "
                    "abends**\nDas ist in der Regel eine gute Lösung: Mineralstoffe wie Magnesium, Calcium "
                    "und Eisen können die Aufnahme von Levothyroxin hemmen. Ein Abstand von mindestens vier "
                    "Stunden wird häufig empfohlen – morgens Tablette, abends Magnesium passt also gut.\n\n"
                    "**Ihre Routine**\n6 Uhr mit Wasser und 30 Minuten Abstand zum Kaffee ist genau das, was "
                    "meist empfohlen wird. Wichtig ist vor allem, es jeden Tag gleich zu machen.\n\n**Wann "
                    "früher melden?**\nWenn Herzrasen, Brustschmerzen, starke Unruhe oder Atemnot auftreten, "
                    "oder wenn sich die Beschwerden nach einigen Wochen nicht bessern."},
        {"role": "user", "timestamp": "2025-07-26T07:20:02+02:00",
         "content": "Im Oktober bin ich für eine Konferenz in Lissabon, eine Stunde Zeitverschiebung. Einfach "
                    "Ortszeit 6 Uhr nehmen? Und ich bin froh, dass es die 88 µg als eigene Stärke gibt – ich "
                    "hasse es, Tabletten zu teilen."},
        {"role": "assistant", "timestamp": "2025-07-26T07:20:51+02:00",
         "content": "Bei einer Stunde Zeitverschiebung ist das unkompliziert: Nehmen Sie die Tablette einfach "
                    "zur gewohnten Ortszeit. Eine Stunde früher oder später spielt bei der langen "
                    "Halbwertszeit praktisch keine Rolle.\n\nTipps für die Reise:\n- Tabletten im "
                    "Handgepäck in der Originalpackung mitnehmen.\n- Eine kleine Reserve für zwei, drei "
                    "Tage extra einpacken.\n- Wasser am Bett bereitstellen, damit die Routine auch im "
                    "Hotel klappt.\n\nUnd ja, eigene Wirkstärken wie 88 µg sind genau dafür da, dass "
                    "man nicht teilen muss – das ist genauer und einfacher."},
        {"role": "user", "timestamp": "2025-07-26T07:24:30+02:00",
         "content": "Danke! Kontrolle ist am 21. Oktober, also kurz nach Lissabon."},
        {"role": "assistant", "timestamp": "2025-07-26T07:24:55+02:00",
         "content": "Das passt gut – dann sind seit der Umstellung etwa 12 Wochen vergangen, und der Wert ist "
                    "aussagekräftig. Denken Sie daran, die Tablette an dem Morgen erst nach der Blutabnahme "
                    "zu nehmen, falls Ihre Praxis das so handhabt."},
    ]
    write("chats/assistant/schilddruese-2025-07.json",
          json.dumps({"messages": msgs}, ensure_ascii=False, indent=1))


def jsonl():
    rows = [
        ("user", "Meine Endokrinologin hat die L-Thyroxin-Dosis von 75 auf 100 µg erhöht (TSH war 5,6). "
                 "Wie lange dauert es, bis ich etwas merke?", "2025-01-15T06:52:10+01:00"),
        ("assistant", "Levothyroxin braucht etwa 4–6 Wochen, bis sich ein neuer stabiler Spiegel einstellt. "
                      "Viele merken nach 2–3 Wochen eine erste Besserung bei Müdigkeit und Konzentration. "
                      "Haut und Haare brauchen oft länger – mehrere Monate. Die Kontrolle erfolgt meist nach "
                      "6–12 Wochen.", "2025-01-15T06:52:40+01:00"),
        ("user", "Quick dinner ideas for a weeknight? I'm pescetarian – fish yes, meat no. My partner is a "
                 "chef and cooks meat all day at work, so at home we eat fish and veg. And I can't stand "
                 "fennel or anything aniseedy (tarragon, ouzo, liquorice – all no).", "2025-02-03T18:20:05+01:00"),
        ("assistant", "Here are five ideas that skip meat, fennel and anise:\n1. Salmon with lemon-butter "
                      "lentils and spinach\n2. Chickpea and tomato stew with feta and crusty bread\n3. Prawn "
                      "and courgette linguine with chilli and lemon\n4. Miso-glazed cod with rice and greens\n"
                      "5. Mushroom and leek risotto with parmesan", "2025-02-03T18:20:41+01:00"),
        ("user", "Update on the cargo bike: we're NOT selling it after all. Got a second opinion at the "
                 "Lastenradwerk in Connewitz – the motor is fine, it was just a speed sensor and a chafed "
                 "cable. We decided to repair it and keep it. What's a sensible maintenance routine for an "
                 "e-cargo bike used daily?", "2025-04-13T10:02:33+02:00"),
        ("assistant", "Great news. A sensible routine:\n- **Weekly:** tyre pressure, brakes, quick wipe and "
                      "lube of the chain.\n- **Monthly:** check bolts (especially the box and steering), "
                      "cables and connectors for chafing, brake pad wear.\n- **Every 1,000-1,500 km:** "
                      "chain wear check, brake service.\n- **Yearly:** full service at a cargo-bike "
                      "specialist, including the drive unit and wiring.\n- **Battery:** store indoors in "
                      "winter, keep between 30-80% if not used for a while.", "2025-04-13T10:03:10+02:00"),
        ("user", "Ich lasse meine Steuererklärung 2024 dieses Jahr vom Steuerberater machen statt selbst mit "
                 "WISO – nach dem Ärger mit dem Finanzamt wegen Arbeitszimmer vs. Homeoffice-Pauschale hab "
                 "ich keine Lust mehr. Was kostet das typischerweise, und kann ich die Kosten absetzen?",
         "2025-05-12T21:45:00+02:00"),
        ("assistant", "Steuerberater rechnen nach der Steuerberatervergütungsverordnung (StBVV) ab. Für eine "
                      "Arbeitnehmer-Erklärung mit einigen Besonderheiten (Kinderbetreuung, Homeoffice, "
                      "haushaltsnahe Dienstleistungen) liegen die Kosten häufig zwischen 400 und 900 Euro. "
                      "Fragen Sie vorab nach einer Schätzung.\n\nAbsetzbarkeit: Kosten, die auf die "
                      "Einkünfte aus nichtselbständiger Arbeit entfallen (z. B. Anlage N), sind als "
                      "Werbungskosten abziehbar; reine Privatanteile nicht.", "2025-05-12T21:45:41+02:00"),
        ("user", "Rudern: Ich fahre am liebsten Skull, am allerliebsten Doppelzweier mit meiner Freundin "
                 "Katja, samstags ganz früh, wenn das Wasser noch glatt ist. Riemen mag ich nicht so, und das "
                 "Ergometer im Winter hasse ich. Wie kann ich über den Sommer meine Technik verbessern?",
         "2025-06-02T20:31:19+02:00"),
        ("assistant", "Schöne Ausgangslage! Ideen für den Sommer:\n- **Video**: Lassen Sie sich vom Steg "
                      "oder Motorboot aus filmen – Auslage, Wasserarbeit und Rücklage sieht man so am "
                      "besten.\n- **Technikübungen im Zweier**: Rudern mit Pause in der Auslage, "
                      "Vierteltakt, einseitiges Rudern, Augen-zu-Rudern für das Bootsgefühl.\n- "
                      "**Synchronität**: Im Doppelzweier hilft es, bewusst den Rhythmus der Schlagfrau zu "
                      "übernehmen und die Rollen zu tauschen.\n- **Einer**: Ab und zu im Einer fahren – "
                      "das schult Balance und ehrliches Feedback.\n- Und für den Winter: Vielleicht macht "
                      "das Ergometer mit Technikfokus statt Kilometerfokus mehr Spaß.", "2025-06-02T20:32:01+02:00"),
        ("user", "Can you draft a polite but firm email in German to our old property management? They "
                 "promised on 10 July to pay back our deposit balance of 1.481,10 EUR 'within 14 days' and "
                 "nothing has arrived yet. I want to set a deadline.", "2025-09-19T22:10:44+02:00"),
        ("assistant", "Here's a draft:\n\n---\nBetreff: Auszahlung der Mietsicherheit – Mieter-Nr. [..]\n\n"
                      "Sehr geehrter Herr [Name],\n\nmit Schreiben vom 10.07.2025 haben Sie die Auszahlung "
                      "unserer Mietsicherheit in Höhe von 1.481,10 € innerhalb von 14 Tagen zugesagt. Bis "
                      "heute ist der Betrag nicht auf unserem Konto eingegangen.\n\nWir bitten Sie, die "
                      "Zahlung bis spätestens [Datum, z. B. 10 Tage] zu veranlassen. Sollte bis dahin kein "
                      "Zahlungseingang erfolgen, behalten wir uns weitere Schritte vor.\n\nMit freundlichen "
                      "Grüßen\n---\n\nTip: send it by email and keep a copy; for the next step, a letter "
                      "by registered mail.", "2025-09-19T22:11:20+02:00"),
    ]
    lines = [json.dumps({"role": r, "content": c, "timestamp": t}, ensure_ascii=False) for r, c, t in rows]
    write("chats/assistant/quick-questions-2025.jsonl", "\n".join(lines) + "\n")


def main():
    chatgpt()
    assistant_json()
    jsonl()


if __name__ == "__main__":
    main()
