# -*- coding: utf-8 -*-
"""Chat exports: Discord (DiscordChatExporter JSON), ChatGPT conversations.json,
two plain messages files and a JSONL of quick questions."""

import datetime as _dt
import hashlib
import uuid

NS = uuid.UUID("6f1c2b9e-6d0a-4c7e-9a51-2f3e4d5c6b7a")


def _uid(*parts):
    return str(uuid.uuid5(NS, "/".join(parts)))


def _offset(d):
    """Europe/Stockholm offset for a naive local datetime in 2024-2025."""
    if _dt.datetime(2024, 3, 31, 2) <= d < _dt.datetime(2024, 10, 27, 3):
        return 2
    if _dt.datetime(2025, 3, 30, 2) <= d < _dt.datetime(2025, 10, 26, 3):
        return 2
    return 1


def _epoch(d):
    off = _offset(d)
    return (d - _dt.datetime(1970, 1, 1) - _dt.timedelta(hours=off)).total_seconds()


def _iso(d, ms=0, frac=3):
    off = _offset(d)
    if frac == 3:
        return d.strftime("%Y-%m-%dT%H:%M:%S") + ".%03d+%02d:00" % (ms, off)
    return d.strftime("%Y-%m-%dT%H:%M:%S") + "+%02d:00" % off


def _p(s):
    return _dt.datetime.strptime(s, "%Y-%m-%d %H:%M:%S" if s.count(":") == 2 else "%Y-%m-%d %H:%M")


# ====================================================================== Discord
USERS = {
    "H": ("402918573362315265", "henkel_lq", "Henrik", "#1F8B4C", 0),
    "M": ("318457220915642369", "matsekberg", "Mats", "#E67E22", 1),
    "P": ("552013987461283841", "pelle.nystrom", "Pelle", "#992D22", 2),
    "J": ("611290345577250826", "jonnastrand", "Jonna", "#9B59B6", 3),
    "I": ("743118560234971137", "immyclarke", "Immy", "#3498DB", 4),
}
GUILD_ID = "1187339947313536000"
CHANNEL_ID = "1187340262259617863"
CATEGORY_ID = "1187339947313536001"

# (local time, author, content, extras)
# extras: reply=<index>, edited="YYYY-mm-dd HH:MM", react=[(emoji, code, count)],
#         attach=(fileName, bytes), mention=[keys], pinned=True
D = [
    ("2024-11-24 20:11:03", "M", "Hon står fint på Fiskebäck nu. Presenningen sitter, typ. 👍", {}),
    ("2024-11-24 20:15:40", "H", "Grymt. Jag är ombord till söndag, åker förbi och kollar nästa ledighet.", {}),
    ("2024-12-15 11:02:18", "J", "Glöggfika hos oss den 27:e? Henrik & Immy är i Bristol va?", {}),
    ("2024-12-15 11:30:51", "I", "We are! Save us some glögg please 🙏", {}),
    ("2025-01-21 19:02:44", "P", "Läser om drevning i vinter. Vill ni kan jag komma och kolla nåtarna innan ni målar.", {}),
    ("2025-01-21 19:30:09", "H", "Ja tack! Vi skrapar helgen 22–23 mars, jag är hemma då.", {"reply": 4}),
    ("2025-02-22 23:48:10", "J", "Tack för i kväll! Pelle har slutat prata om drevjärn nu. Nästan.", {}),
    ("2025-03-02 18:40:12", "M", "Bottenfärg då. Båtshoppen har rea. Marinplast Soft eller Kustfärg Hård Eco? Soft är billigare men den slits bort på en säsong.", {}),
    ("2025-03-02 18:52:35", "P", "Hård färg på en träbåt som ligger i hela säsongen. Och kopparfri, annars blir det bråk med hamnkaptenen.", {}),
    ("2025-03-02 19:05:02", "H", "Då kör vi på Kustfärg Hård Eco. Två burkar räcker om vi inte spiller som förra året 😅", {"react": [("👍", "thumbsup", 2)]}),
    ("2025-03-02 19:06:27", "M", "Beställt. Jag hämtar på torsdag.", {"reply": 9}),
    ("2025-03-08 14:20:55", "P", "Har kollat nåtarna på Solveig idag. De flesta är ok. Vi snackar material när du är hemma Henrik, jag ringer dig.", {"mention": ["H"]}),
    ("2025-03-22 17:45:30", "H", "Skrapat! Min axel hatar mig.", {"attach": ("IMG_4471.jpg", 2841377)}),
    ("2025-03-22 17:50:02", "J", "Ni är galna. Fika imorgon?", {}),
    ("2025-03-22 18:02:19", "M", "Imorgon blir det andra halvan. Ta med kaffe Henrik, inte det där brända från båten.", {}),
    ("2025-03-22 18:05:44", "H", "Mitt kaffe är det enda goda kaffet i hela Nordsjön, tack.", {"reply": 14}),
    ("2025-04-12 21:03:11", "H", "Hur var drevningskursen? Sur att jag missade den, sitter i maskinrummet och svettas.", {}),
    ("2025-04-12 21:10:37", "P", "Bra! Mats kan till och med hålla i ett drevjärn nu. Nästan rätt.", {"reply": 16}),
    ("2025-04-26 13:12:08", "M", "SJÖSATT! 🎉 Läcker lite i kölnaten som vanligt, tar sig nog på en vecka.", {"attach": ("sjosattning.jpg", 3377120), "react": [("🎉", "tada", 4)], "pinned": True}),
    ("2025-04-26 13:30:27", "I", "Congratulations Solveig! 🍾 Can I come out on her this summer?", {}),
    ("2025-04-26 13:41:50", "H", "Of course. Vi tar det lugnt första gången, promise.", {"reply": 19}),
    ("2025-05-03 10:15:31", "M", "Varvsfakturan kom, jag betalade den. Delar som vanligt.", {}),
    ("2025-05-17 16:40:12", "I", "OK, ground rules before I get on that boat: I'm not going out if it's blowing more than 8 m/s. Non-negotiable 😅", {}),
    ("2025-05-17 16:44:58", "P", "Det är en bra regel faktiskt. Jonna har samma.", {"reply": 22}),
    ("2025-05-17 16:50:03", "H", "Noted, skipper.", {"reply": 22, "react": [("😂", "joy", 3)]}),
    ("2025-05-24 09:31:40", "H", "Lämnade storseglet hos segelmakaren på Saltholmen. Klart om tre veckor sa hon.", {}),
    ("2025-06-14 11:15:28", "J", "Käringön är proppfullt men vi fick plats längst in! Lägg er utanpå oss.", {}),
    ("2025-06-14 11:20:41", "H", "Vi är där vid fyra-tiden.", {"reply": 26}),
    ("2025-06-14 20:22:16", "P", "Apropå nåtarna ovanför vattenlinjen: vill ni göra eget kitt som förr i tiden så är det rå linolja och slämkrita. Knåda ihop tills det känns som en seg bulldeg. Förr blandade man i blyvitt men det skippar vi 😄 Håller i åratal.", {}),
    ("2025-06-14 20:30:45", "J", "Pelle och hans recept 🙄", {"reply": 28}),
    ("2025-06-14 20:31:02", "P", "Du äter väl mina recept också.", {"reply": 29}),
    ("2025-06-18 18:05:33", "H", "Seglet hämtat, ser nytt ut! 4 250 kr, jag la ut. Mats, swisha halva när du kan?", {"mention": ["M"]}),
    ("2025-06-18 18:40:09", "M", "Swishar dig efter lön 👍", {"reply": 31}),
    ("2025-07-20 12:04:19", "I", "Dad says thank you for the sail yesterday. He is insufferable now, everything is 'when I was in the Navy'. Also: I steered! 🙌", {}),
    ("2025-07-20 12:10:55", "M", "Bra styrt Immy! Välkommen till besättningen.", {"reply": 33}),
    ("2025-08-10 19:00:22", "M", "Vinter då. Jag har räknat: hallen på Fiskebäck 9 800, ute på Fiskebäck 5 600, Hinsholmen 4 900, eller så ligger hon kvar i sjön vid Långedrag med bubblare för typ 1 500.", {}),
    ("2025-08-10 19:12:37", "P", "Träbåtar mår bra av att ligga i. Torkar inte ut. Men isen vill man inte ha runt rodret.", {}),
    ("2025-08-10 19:25:14", "H", "Jag röstar sjön. Billigast, och hon läcker mindre i vår.", {}),
    ("2025-08-10 19:31:48", "M", "Då bestämmer vi det: hon ligger kvar i sjön vid Långedrag i vinter. Jag lånar Kjells bubblare.", {"react": [("👍", "thumbsup", 3)]}),
    ("2025-08-10 19:33:02", "H", "👍 Jag skriver ihop det i en anteckning.", {"reply": 38}),
    ("2025-09-02 17:48:30", "P", "Tråkiga nyheter. Stack kniven i bordet ovanför kölnaten på styrbord, midskepps. Mjukt. Röta, ca 40 cm. Det bordet måste bytas, och det gör man inte med båten i sjön.", {"attach": ("rota_styrbord.jpg", 2210458)}),
    ("2025-09-02 18:10:03", "M", "Fan. Då funkar inte sjön i vinter.", {"reply": 40}),
    ("2025-09-02 18:30:27", "H", "Ok, ändrat beslut: vi tar upp henne på Fiskebäck och ställer henne inne i hallen, så kan Pelle byta bordet under vintern. Glöm bubblaren. Jag mejlar Leif imorgon.", {"react": [("👍", "thumbsup", 3)], "pinned": True, "edited": "2025-09-02 18:32:10"}),
    ("2025-09-02 18:31:40", "J", "Smart. Kjell får behålla sin bubblare 😄", {}),
    ("2025-09-02 18:40:15", "P", "Jag tar bordbytet. Behöver mahogny, jag hör runt.", {"reply": 42}),
    ("2025-09-05 12:02:56", "H", "Leif har bekräftat hallplats. Tiden för upptagning står i mejlet.", {}),
    ("2025-09-10 21:14:08", "H", "Mats, påminnelse om seglet 😇", {"mention": ["M"]}),
    ("2025-09-10 21:40:33", "M", "Ja ja! Snart. Bilen blev dyr i augusti.", {"reply": 46}),
    ("2025-09-20 10:00:47", "I", "We're off to the wedding on Friday, Alva is cat-sitting. If anyone sees smoke from our flat it's just Alva trying to cook.", {}),
    ("2025-09-26 16:55:12", "H", "Varvet har flyttat upptagningen två veckor pga kranservice, se mejlet från Leif. Och då är jag ombord 😞 Kan ni ta det utan mig?", {}),
    ("2025-09-26 17:20:39", "M", "Klart. Jag kör henne från Långedrag tidigt på morgonen, masten tar vi av vid kranen på Långedrag kvällen innan.", {"reply": 49}),
    ("2025-09-26 17:32:05", "P", "Jag och Jonna möter upp vid varvet med bockarna och pallningen.", {"reply": 49}),
    ("2025-09-26 17:35:50", "J", "Jag tar med kaffe. Och kanelbullar om Pelle slutar klaga.", {}),
    ("2025-09-26 17:40:18", "H", "Ni är bäst. Öl på mig när jag är hemma.", {"react": [("🍺", "beer", 3)]}),
    ("2025-10-05 20:00:31", "P", "Henrik, jag har fått tag i mahogny till bordet. 22 mm, räcker med råge. Kvittot kommer.", {"mention": ["H"]}),
    ("2025-10-05 20:12:09", "H", "Fantastiskt! Vi delar som vanligt.", {"reply": 54}),
    ("2025-10-12 19:10:44", "M", "Såg ni klubbmejlet om kranlördagen den 11:e? Den missade vi men vi ska ju till Fiskebäck ändå.", {}),
    ("2025-10-18 11:00:26", "H", "Lycka till med upptagningen nu när jag är borta, skicka bilder!", {}),
    ("2025-10-18 11:05:13", "I", "I'll come and take the photos. And hold the coffee. Not the boat.", {"reply": 57}),
]


def _snowflake(d, seq):
    ms = int(round(_epoch(d) * 1000))
    return str(((ms - 1420070400000) << 22) | (1 << 17) | (seq & 0xFFF))


def _author(k):
    uid, name, nick, color, av = USERS[k]
    return {"id": uid, "name": name, "discriminator": "0000", "nickname": nick, "color": color,
            "isBot": False, "roles": [],
            "avatarUrl": "https://cdn.discordapp.com/embed/avatars/%d.png" % av}


def discord():
    msgs = []
    ids = []
    for i, (ts, who, content, ex) in enumerate(D):
        d = _p(ts)
        ms = int(hashlib.md5(("%d%s" % (i, ts)).encode()).hexdigest()[:4], 16) % 1000
        mid = _snowflake(d, i)
        ids.append(mid)
        m = {
            "id": mid,
            "type": "Reply" if "reply" in ex else "Default",
            "timestamp": _iso(d, ms),
            "timestampEdited": _iso(_p(ex["edited"]), 0) if "edited" in ex else None,
            "callEndedTimestamp": None,
            "isPinned": bool(ex.get("pinned")),
            "content": content,
            "author": _author(who),
            "attachments": [],
            "embeds": [],
            "stickers": [],
            "reactions": [],
            "mentions": [],
        }
        if "attach" in ex:
            fn, size = ex["attach"]
            aid = _snowflake(d, i + 100)
            m["attachments"].append({
                "id": aid,
                "url": "https://cdn.discordapp.com/attachments/%s/%s/%s" % (CHANNEL_ID, aid, fn),
                "fileName": fn, "fileSizeBytes": size})
        for emoji, code, count in ex.get("react", []):
            cp = "-".join("%x" % ord(c) for c in emoji)
            m["reactions"].append({
                "emoji": {"id": "", "name": emoji, "code": code, "isAnimated": False,
                          "imageUrl": "https://cdn.jsdelivr.net/gh/twitter/twemoji@latest/assets/svg/%s.svg" % cp},
                "count": count})
        for k in ex.get("mention", []):
            a = _author(k)
            m["mentions"].append({"id": a["id"], "name": a["name"], "discriminator": "0000",
                                  "nickname": a["nickname"], "isBot": False})
        if "reply" in ex:
            m["reference"] = {"messageId": ids[ex["reply"]], "channelId": CHANNEL_ID,
                              "guildId": GUILD_ID}
        msgs.append(m)
    return {
        "guild": {"id": GUILD_ID, "name": "Solveig och co",
                  "iconUrl": "https://cdn.discordapp.com/embed/avatars/2.png"},
        "channel": {"id": CHANNEL_ID, "type": "GuildTextChat", "categoryId": CATEGORY_ID,
                    "category": "Text Channels", "name": "solveig-batsnack",
                    "topic": "Solveig: varv, segling, pengar och skvaller"},
        "dateRange": {"after": None, "before": None},
        "exportedAt": "2025-10-19T09:12:44.5519334+02:00",
        "messages": msgs,
        "messageCount": len(msgs),
    }


# ====================================================================== ChatGPT
def _msg_node(conv, nid, role, text, t, parent, children, model="gpt-4o"):
    msg = {
        "id": nid,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": t,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 1.0,
        "metadata": {},
        "recipient": "all",
        "channel": None,
    }
    if role == "assistant":
        msg["metadata"] = {"finish_details": {"type": "stop", "stop_tokens": [200002]},
                           "is_complete": True, "citations": [], "content_references": [],
                           "model_slug": model, "default_model_slug": model,
                           "parent_id": parent, "request_id": _uid(conv, nid, "req")[:20],
                           "timestamp_": "absolute"}
    elif role == "user":
        msg["metadata"] = {"request_id": _uid(conv, nid, "req")[:20], "timestamp_": "absolute",
                           "message_type": None}
    return {"id": nid, "message": msg, "parent": parent, "children": children}


def conversation(key, title, start, turns, edited=None):
    """turns: list of (role, text, seconds_after_start). edited: (index_of_user_turn,
    alt_user_text, alt_assistant_text, seconds) – an abandoned original branch."""
    t0 = _epoch(_p(start))
    mapping = {}
    root = _uid(key, "root")
    sysid = _uid(key, "system")
    mapping[root] = {"id": root, "message": None, "parent": None, "children": [sysid]}
    sysnode = _msg_node(key, sysid, "system", "", None, root, [])
    sysnode["message"]["weight"] = 0.0
    sysnode["message"]["metadata"] = {"is_visually_hidden_from_conversation": True}
    mapping[sysid] = sysnode
    parent = sysid
    last = None
    for i, (role, text, dt) in enumerate(turns):
        nid = _uid(key, "turn", str(i))
        if edited and edited[0] == i:
            # original (abandoned) branch first
            oid = _uid(key, "orig", str(i))
            oaid = _uid(key, "orig-a", str(i))
            mapping[oid] = _msg_node(key, oid, "user", edited[1], t0 + edited[3], parent, [oaid])
            mapping[oaid] = _msg_node(key, oaid, "assistant", edited[2], t0 + edited[3] + 9, oid, [])
            mapping[parent]["children"].append(oid)
        mapping[nid] = _msg_node(key, nid, role, text, t0 + dt, parent, [])
        mapping[parent]["children"].append(nid)
        parent = nid
        last = nid
    ts = [n["message"]["create_time"] for n in mapping.values()
          if n["message"] and n["message"]["create_time"]]
    cid = _uid(key, "conversation")
    return {
        "title": title, "create_time": t0, "update_time": max(ts),
        "mapping": mapping, "moderation_results": [], "current_node": last,
        "plugin_ids": None, "conversation_id": cid, "conversation_template_id": None,
        "gizmo_id": None, "gizmo_type": None, "is_archived": False, "is_starred": None,
        "safe_urls": [], "default_model_slug": "gpt-4o", "conversation_origin": None,
        "voice": None, "async_status": None, "disabled_tool_ids": [], "id": cid,
    }


def chatgpt():
    convs = []
    convs.append(conversation("antifouling", "Copper-free antifouling for wooden boat",
                              "2025-02-28 22:14:05", [
        ("user", "We have a 1959 mahogany-on-oak koster in Gothenburg, west coast, salty-ish water. "
                 "We need a copper-free antifouling. Hard or soft (self-polishing)? What should we "
                 "think about on a wooden hull?", 0),
        ("assistant", "Good question – on a traditional wooden hull the choice matters a bit more "
                      "than on GRP.\n\n**Hard (contact) antifouling**\n- Forms a durable film that "
                      "doesn't wear away much.\n- Good for boats that stay in all season and are "
                      "scrubbed or hauled every year.\n- Builds up over the years, so you'll need to "
                      "sand it back occasionally.\n\n**Soft / self-polishing**\n- Wears away as the "
                      "boat moves, so it doesn't build up.\n- Usually cheaper per tin but can be "
                      "mostly gone after one season on a boat that's used a lot.\n- Rubs off on "
                      "slings and trailers.\n\n**Wood-specific points**\n- Make sure the primer is "
                      "compatible with wood and with whatever is already on the hull.\n- Don't seal "
                      "the hull so hard that it can't take up water after launch – carvel planking "
                      "needs to swell.\n- Check local rules: some harbours and regions restrict "
                      "which biocides are allowed; copper-free products are the safe bet.\n\nIf you "
                      "tell me how often you haul out I can narrow it down.", 28),
        ("user", "Hauled every winter, in the water April–October. My co-owner thinks soft is "
                 "cheaper. Which way would you lean?", 240),
        ("assistant", "For a boat that's hauled every winter and in for about six months, either "
                      "works. Soft is cheaper per tin, but if it's largely gone by September you "
                      "may end up buying as much every year. A hard copper-free paint will often "
                      "last the whole season with less growth late in the summer. If the cost "
                      "difference is small, many wooden-boat owners lean towards hard. In the end "
                      "it's a budget and habit call for the two of you.", 262),
    ]))
    convs.append(conversation("caulking", "Cotton vs oakum caulking", "2025-03-05 21:02:40", [
        ("user", "Traditional caulking on a carvel hull: when do you use cotton and when oakum?", 0),
        ("assistant", "Broadly:\n\n- **Cotton** is used for thinner planking and narrower seams. "
                      "It's softer and compresses well, so it suits yacht-type hulls with tight "
                      "seams.\n- **Oakum** (tarred hemp) is used in heavier construction and wider "
                      "seams, typically on workboats and larger vessels. On big ships you'd often "
                      "see a strand of cotton first and oakum on top.\n\nThe usual rules of thumb: "
                      "don't overdrive the seam (you can split planks or push the caulking "
                      "through), and pay the seam with a compound or putty afterwards so the "
                      "caulking stays protected.", 31),
        ("user", "Ours is a 28 ft koster, 1959. Upper seams narrow, garboard and keel seam quite "
                 "wide. Does mixing make sense?", 410),
        ("assistant", "Mixing materials on one hull isn't unusual, as long as each seam gets what "
                      "suits its width. But seam width alone isn't everything – plank thickness, "
                      "the state of the edges and what was used before matter too. It would be "
                      "worth having someone experienced look at the hull before you decide; a club "
                      "with traditional boats is often the best source.", 440),
    ]))
    convs.append(conversation("sjoinkomst", "Sjöinkomstavdrag och varvsdagar", "2025-04-24 21:40:00", [
        ("user", "Jag är maskinbefäl på en färja i närfart. Förra hösten låg fartyget på varv i "
                 "Danmark i några veckor, och vi bodde ombord och gick vakt hela tiden. Räknas de "
                 "dagarna när man räknar sjöinkomstavdraget?", 300),
        ("assistant", "Kort svar: det är inte självklart, och det beror på omständigheterna.\n\n"
                      "Sjöinkomstavdraget är kopplat till sjöinkomst, alltså inkomst av anställning "
                      "ombord på ett fartyg som används i sjöfart. När ett fartyg ligger på varv "
                      "och inte är i trafik kan Skatteverket bedöma att inkomsten under den tiden "
                      "inte är sjöinkomst. Samtidigt har det i praxis spelat roll om besättningen "
                      "faktiskt tjänstgjort ombord, t.ex. gått vakt.\n\nJag kan inte ge ett säkert "
                      "besked. Spara tjänstgöringsintyg från rederiet och dokumentation om vad ni "
                      "gjorde ombord, och ta gärna hjälp av en skatterådgivare om Skatteverket "
                      "ifrågasätter avdraget.", 318),
        ("user", "Hur skriver jag svaret till Skatteverket utan att det blir en roman?", 900),
        ("assistant", "Några tips:\n1. Svara bara på det de frågar, i samma ordning.\n2. Hänvisa "
                      "till bifogade intyg i stället för att återge dem.\n3. En kort mening om "
                      "vakthållningen under varvstiden, med datum.\n4. Avsluta med att du gärna "
                      "kompletterar om något saknas.\n\nHalv A4-sida räcker ofta.", 915),
    ], edited=(0, "Räknas varvsdagar som sjödagar?",
               "Det beror på. Vill du berätta lite mer om situationen – vilken typ av fartyg, och "
               "vad gjorde besättningen under varvstiden?", 0)))
    convs.append(conversation("gift70", "70th birthday gift ideas", "2025-06-05 06:12:00", [
        ("user", "My partner's dad turns 70 in July. Ex Royal Navy, loves ships, history and good "
                 "food. They're visiting us in Gothenburg for it. Gift ideas from the two of us?", 0),
        ("assistant", "Some ideas that fit a Navy veteran visiting Gothenburg:\n\n1. A framed "
                      "nautical chart of somewhere meaningful to him.\n2. A guided visit to a "
                      "maritime museum, with lunch.\n3. A day sail in the archipelago.\n4. A "
                      "seafood dinner with the family.\n5. A book on Swedish naval history in "
                      "English.\n6. A good bottle of aquavit with a story behind it.", 22),
        ("user", "He already got a framed chart from us last Christmas. We'll take him sailing "
                 "and there's a dinner. Something small to unwrap?", 300),
        ("assistant", "Then something small and personal works well: a brass ship's bell or "
                      "barometer for his study, a pair of merino watch caps, a photo book of the "
                      "visit sent afterwards, or a print of an old Gothenburg harbour map. The "
                      "photo book has the advantage that it captures the trip itself.", 320),
    ]))
    return convs


# ====================================================================== plain message files
EDINBURGH = [
    ("user", "Planning a surprise weekend in Edinburgh for my partner's birthday. Her birthday is "
             "8 March but I'm at sea then, so we celebrate early: fly from Gothenburg on Friday 28 "
             "February, back Sunday 2 March (I join the ship on the Monday). A few things: I'm 194 cm "
             "so I need an aisle seat, always, window seats are torture on anything longer than "
             "an hour. And I'd rather not fly before 9 in the morning, I get enough early starts "
             "at work.", "2025-02-16 20:14:03"),
    ("assistant", "Lovely plan! Some suggestions:\n\n- Look for a late-morning departure from "
                  "Göteborg on Friday with one change (Amsterdam, Copenhagen or London are the "
                  "usual hubs).\n- Book seats right away – exit rows and aisle seats go first. If "
                  "you're flying as a pair, pick aisle + middle and hope for an empty window.\n- "
                  "For Saturday dinner, book now: the Old Town and Leith have good seafood places "
                  "that fill up on weekends.\n- If the weather is kind, Arthur's Seat at sunset "
                  "is free and memorable.", "2025-02-16 20:14:19"),
    ("user", "Good. She likes bookshops and whisky, I like anything with an engine. Saturday "
             "plan?", "2025-02-16 20:17:41"),
    ("assistant", "Saturday: late breakfast in Stockbridge, browse the second-hand bookshops "
                  "around the Grassmarket and Victoria Street, lunch, then a whisky tasting in "
                  "the afternoon. If you want your engine fix, the Royal Yacht Britannia in Leith "
                  "has a proper engine room you can see – that could go Sunday morning. Birthday "
                  "dinner Saturday evening.", "2025-02-16 20:17:58"),
]

SEMLOR = [
    ("user", "Immy ska ha med fika till sin svenskkurs på tisdag. Semlor, 12 st. Ge mig ett "
             "enkelt recept. Och ärligt: jag tycker inte om mandelmassa, går det att göra med "
             "vaniljkräm i stället?", "2025-02-26 19:02:10"),
    ("assistant", "Absolut! Här är ett enkelt recept för 12 semlor.\n\n**Bullar**\n- 50 g jäst\n- "
                  "3 dl mjölk\n- 100 g smör\n- 1 dl socker\n- 2 tsk stött kardemumma\n- ½ tsk "
                  "salt\n- 1 ägg\n- ca 9 dl vetemjöl\n\nSmält smöret, tillsätt mjölken "
                  "(fingervarmt), lös jästen, blanda i resten. Jäs 30 min, forma 12 bullar, jäs "
                  "30 min till, pensla med ägg, grädda 225 °C i 8–10 min.\n\n**Fyllning utan "
                  "mandelmassa**\nSkär av locket, gröp ur lite, blanda inkråmet med vaniljkräm "
                  "(kall, tjock), fyll, spritsa vispad grädde, lägg på locket och pudra "
                  "florsocker. Det kallas ibland \"vaniljsemla\" och är fullt accepterat, även "
                  "om traditionalister fnyser.", "2025-02-26 19:02:31"),
    ("user", "Perfekt. Kan man baka bullarna kvällen innan?", "2025-02-26 19:05:12"),
    ("assistant", "Ja. Låt dem svalna helt, lägg i plastpåse över natten och fyll dem samma dag "
                  "som de ska ätas. Vill du fräscha upp dem: 3–4 minuter i 150 °C innan du skär.",
                  "2025-02-26 19:05:20"),
]


def plain_messages(rows):
    return [{"role": r, "content": c, "timestamp": _iso(_p(t), frac=0)} for r, c, t in rows]


QUICK = [
    ("2025-01-03 22:10:11", "8 m/s i beaufort", "Ungefär 4–5 Beaufort, måttlig till frisk bris."),
    ("2025-01-17 03:12:40", "how long does raw linseed oil take to dry between coats",
     "Raw linseed oil can take several days per coat, depending on temperature; boiled oil is faster (about a day)."),
    ("2025-02-04 09:30:02", "drevning engelska", "Caulking. Drevgarn = oakum, drevjärn = caulking iron."),
    ("2025-02-09 18:44:15", "GBP to SEK rough", "Roughly 1 GBP ≈ 13–14 SEK at the moment; check your bank's rate."),
    ("2025-03-01 21:05:33", "ventilspel md2b", "Check the workshop manual for your engine; for small Volvo Penta diesels of that era it is typically a few tenths of a millimetre, set with the engine cold."),
    ("2025-03-12 07:51:09", "what is omprövning in english", "A request for reconsideration (review) of a decision by the same authority."),
    ("2025-04-06 16:20:48", "kan man ha lack på teak", "Det går, men lack på gångytor flagnar och blir halt; många oljar teak eller låter den gråna."),
    ("2025-04-22 19:33:27", "anstånd skatteverket förfrågan hur", "Du kan begära anstånd med att svara via Mina sidor eller genom att ringa handläggaren; ange skäl."),
    ("2025-05-19 23:02:50", "cat ate a bit of a hair tie what do i do", "Watch for vomiting, lethargy or not eating; if any of those appear, call a vet. Small pieces often pass."),
    ("2025-06-30 12:14:03", "swish gräns per dag", "Beror på banken, ofta 30 000–150 000 kr per dygn; går att ändra i bankappen."),
    ("2025-07-14 08:40:19", "best fish soup gothenburg", "Many seafood restaurants near the harbour and in Saluhallen serve fish soup; ask locals for favourites."),
    ("2025-08-05 21:27:36", "migrationsverket handläggningstid permanent uppehållstillstånd", "Varierar kraftigt, ofta flera månader. Se Migrationsverkets webbplats för aktuell prognos."),
    ("2025-08-21 22:58:12", "stambyte hur länge utan badrum", "Vanligtvis 3–6 veckor per lägenhet; föreningen brukar ordna duschvagn eller annan lösning."),
    ("2025-09-15 06:31:55", "speech tips wedding sister short", "Keep it to 3–5 minutes: one story, one thank-you, one toast. Practise out loud."),
    ("2025-10-09 20:05:41", "flights gothenburg bristol 29 december", "Search via Amsterdam or London; book early, holiday fares rise quickly."),
    ("2025-10-16 13:40:22", "läkarintyg sjöfolk giltighetstid", "Normalt två år för vuxna sjömän, kortare om läkaren anger det."),
]


def quick_rows():
    return [{"ts": _iso(_p(t), frac=0), "q": q, "a": a} for t, q, a in QUICK]


def json_files():
    out = {}
    out["chat/discord/Solveig och co - Text Channels - solveig-batsnack [%s].json" % CHANNEL_ID] = discord()
    out["chat/chatgpt/conversations.json"] = chatgpt()
    out["chat/assistant/2025-02-16_edinburgh-weekend.json"] = plain_messages(EDINBURGH)
    out["chat/assistant/2025-02-26_semlor.json"] = plain_messages(SEMLOR)
    out["chat/quick-questions.jsonl"] = quick_rows()
    return out
