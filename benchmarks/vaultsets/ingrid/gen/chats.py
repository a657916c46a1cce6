# -*- coding: utf-8 -*-
"""AI-chat exports: ChatGPT conversations.json, plain messages JSON, quick-questions JSONL."""
import calendar
import datetime
import hashlib
import json


def epoch(y, mo, d, h, mi, s=0):
    naive = datetime.datetime(y, mo, d, h, mi, s)
    summer = datetime.datetime(2025, 3, 30, 2) <= naive < datetime.datetime(2025, 10, 26, 3)
    t = naive - datetime.timedelta(hours=2 if summer else 1)
    return float(calendar.timegm(t.timetuple())) + 0.123456


def uid(*parts):
    h = hashlib.md5("|".join(parts).encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:32])


class Conv:
    def __init__(self, key, title, ts):
        self.key, self.title, self.ts = key, title, ts
        self.mapping = {}
        self.update = ts
        self.root = uid(key, "root")
        self.mapping[self.root] = {"id": self.root, "message": None, "parent": None, "children": []}
        sys_id = uid(key, "system")
        self._node(sys_id, self.root, "system", "", ts, hidden=True)
        self.last = sys_id
        self.n = 0

    def _node(self, nid, parent, role, text, ts, hidden=False):
        msg = {
            "id": nid,
            "author": {"role": role, "name": None, "metadata": {}},
            "create_time": None if role == "system" else ts,
            "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully",
            "end_turn": True if role == "assistant" else None,
            "weight": 0.0 if hidden else 1.0,
            "metadata": {"is_visually_hidden_from_conversation": True} if hidden else {},
            "recipient": "all",
        }
        self.mapping[nid] = {"id": nid, "message": msg, "parent": parent, "children": []}
        self.mapping[parent]["children"].append(nid)
        self.update = max(self.update, ts)
        return nid

    def say(self, role, text, ts, parent=None):
        self.n += 1
        nid = uid(self.key, str(self.n), role)
        self._node(nid, parent or self.last, role, text, ts)
        self.last = nid
        return nid

    def export(self):
        return {
            "title": self.title,
            "create_time": self.ts,
            "update_time": self.update,
            "mapping": self.mapping,
            "moderation_results": [],
            "current_node": self.last,
            "plugin_ids": None,
            "conversation_id": uid(self.key, "conv"),
            "conversation_template_id": None,
            "gizmo_id": None,
            "is_archived": False,
            "safe_urls": [],
            "default_model_slug": "gpt-4o",
            "id": uid(self.key, "conv"),
        }


def conversations():
    convs = []

    c = Conv("steam", "Steaming pine planks", epoch(2025, 4, 12, 21, 4))
    c.say("user", "How long should I steam 22 mm pine planks for a clinker boat? We have a PVC pipe steam box "
                  "and a wallpaper steamer.", epoch(2025, 4, 12, 21, 4))
    c.say("assistant", "The usual rule of thumb is **1 hour of steaming per inch (25 mm) of thickness**, so for "
                       "22 mm pine plan on roughly 50–60 minutes once the box is at temperature (close to 100 °C "
                       "inside).\n\nA few practical points:\n- Put a thermometer in the box. A wallpaper steamer "
                       "can struggle to keep a 3 m pipe hot – insulate the pipe and keep the lid ends snug.\n"
                       "- Support a PVC pipe along its length; it can sag when hot.\n- Over-steaming makes the wood "
                       "darker and more brittle, not more flexible.\n- Work fast: you have about 1–2 minutes before "
                       "the plank starts to stiffen, so have clamps and the mould ready before you open the box.",
           epoch(2025, 4, 12, 21, 5))
    c.say("user", "Does pine bend as well as oak?", epoch(2025, 4, 12, 21, 9))
    c.say("assistant", "Not quite. White oak is the classic steam-bending timber; pine bends less readily and is "
                       "more likely to fail on tight curves. For the gentle twist of a clinker plank, good pine is "
                       "fine if it is straight-grained, knot-free and air-dried rather than kiln-dried. Avoid "
                       "planks with run-out (grain leaving the face), as that is where breaks start.",
           epoch(2025, 4, 12, 21, 10))
    convs.append(c.export())

    c = Conv("rig", "Oselvar rig choice", epoch(2025, 6, 20, 21, 40))
    first_user = c.say("user", "What's the traditional rig for a Norwegian oselvar færing?", epoch(2025, 6, 20, 21, 40))
    c.say("assistant", "Historically, oselvar boats from the Os area were rowed most of the time and sailed with a "
                       "simple rig when the wind was fair. Do you want the historical background or advice for "
                       "your own boat?", epoch(2025, 6, 20, 21, 41))
    # edited branch: the user rewrote the first question
    c.last = first_user
    parent_of_first = c.mapping[first_user]["parent"]
    c.say("user", "We're restoring a 1961 oselvar (18 ft færing). Should we rig her with a traditional square "
                  "sail (råsegl) or a spritsail? Dad wants traditional, I want something that can point a bit "
                  "higher.", epoch(2025, 6, 20, 21, 43), parent=parent_of_first)
    c.say("assistant", "Both have a history on the west coast, but for an oselvar the **square sail (råsegl)** is "
                       "the older and more typical rig: one mast stepped forward of midships, a yard, and a "
                       "sail that is simple to set and strike. It sails well off the wind and on a reach, but "
                       "it won't point as high as a spritsail.\n\nA **spritsail** became common on many Norwegian "
                       "small boats from the late 1800s. It points higher and is easier to reef, but it adds a "
                       "sprit and more rigging, and purists may see it as less authentic for an oselvar.\n\n"
                       "If the aim is a faithful restoration and you mostly row, go square. If you want a boat "
                       "you can tack up a narrow fjord, the spritsail is the practical choice.",
           epoch(2025, 6, 20, 21, 44))
    c.say("user", "Ok, vi går for råsegl. Pappa vil ha det tradisjonelt, og jeg gidder ikke krangle – det er "
                  "en robåt først og fremst uansett. How big should the sail be?", epoch(2025, 6, 20, 21, 52))
    c.say("assistant", "Good choice for a faithful restoration. For an 18 ft færing a square sail of roughly "
                       "8–10 m² is typical. Start on the small side – you can always go bigger, and a small sail "
                       "keeps the boat easy to handle with two people. Traditional sails were linen or cotton; "
                       "today many restorers use a synthetic canvas that looks like cotton but doesn't rot. "
                       "A sailmaker who knows traditional boats can cut it with the right belly.",
           epoch(2025, 6, 20, 21, 53))
    convs.append(c.export())

    c = Conv("latin", "Latin pronunciation O magnum mysterium", epoch(2025, 9, 28, 20, 15))
    c.say("user", "How do I pronounce the Latin in Nystedt's O magnum mysterium? Our conductor wants church "
                  "Latin. The text: 'O magnum mysterium, et admirabile sacramentum, ut animalia viderent "
                  "Dominum natum, jacentem in praesepio.'", epoch(2025, 9, 28, 20, 15))
    c.say("assistant", "Here's a guide for Italianate (church) Latin, stressed syllables in capitals:\n\n"
                       "- O magnum mysterium – oh MAH-nyoom mee-STEH-ree-oom\n"
                       "- et admirabile sacramentum – et ahd-mee-RAH-bee-leh sah-krah-MEN-toom\n"
                       "- ut animalia viderent – oot ah-nee-MAH-lee-ah vee-DEH-rent\n"
                       "- Dominum natum – DOH-mee-noom NAH-toom\n"
                       "- jacentem in praesepio – yah-CHEN-tem een preh-SEH-pee-oh\n\n"
                       "Rules behind it: 'gn' = 'ny' (like Spanish ñ); 'ae' = a pure 'eh'; 'c' before e/i = 'ch'; "
                       "'j' = 'y'; all vowels pure, no diphthongs, and don't aspirate consonants.",
           epoch(2025, 9, 28, 20, 16))
    c.say("user", "What's the most common mistake Scandinavian choirs make with it?", epoch(2025, 9, 28, 20, 20))
    c.say("assistant", "Mixing in German-style Latin: saying 'mysterium' with a 'ü'-like y, pronouncing c before "
                       "e as 'ts' (tsen-tem), and a hard 'g' in 'magnum'. Also closing the final 'm' too early – "
                       "sing on the vowel and add the 'm' at the very end.", epoch(2025, 9, 28, 20, 21))
    convs.append(c.export())

    c = Conv("thruster", "Email about bow thruster seal", epoch(2025, 10, 28, 19, 2))
    c.say("user", "Help me write a short, professional email to our technical superintendent reporting a slow oil "
                  "leak at the bow thruster shaft seal on a hybrid ferry. About 0.3 l per day, no water "
                  "ingress, I'd like a seal kit before the yard period.", epoch(2025, 10, 28, 19, 2))
    c.say("assistant", "Subject: Stordsund – bow thruster shaft seal leak\n\nHi David,\n\nI'd like to report a "
                       "slow oil leak at the bow thruster shaft seal on Stordsund. We are currently topping up "
                       "the header tank by approximately 0.3 litres per day. There is no sign of water ingress, "
                       "and the leak rate has been stable over the last week. Photos are attached.\n\nWould it be "
                       "possible to order a seal kit so the seal can be replaced before the upcoming yard period? "
                       "Until then we will monitor the level every watch and log all top-ups.\n\nBest regards,\n"
                       "Ingrid Haugland\n1st Engineer, MF Stordsund", epoch(2025, 10, 28, 19, 3))
    c.say("user", "Shorter please, he hates long emails.", epoch(2025, 10, 28, 19, 6))
    c.say("assistant", "Subject: Stordsund – bow thruster seal leak\n\nHi David,\n\nSlow oil leak at the bow "
                       "thruster shaft seal on Stordsund – topping up ~0.3 l/day, no water ingress. Photos "
                       "attached. Can we get a seal kit before the yard period?\n\nIngrid Haugland, 1st eng.",
           epoch(2025, 10, 28, 19, 6))
    convs.append(c.export())
    return convs


def messages_paint():
    return [
        {"role": "user", "timestamp": "2025-05-06T21:14:03+02:00",
         "content": "Vi restaurerer en oselvar fra 1961. Pappa ville male den hvit som originalen, men nå er han "
                    "usikker. Hva er fordeler og ulemper med maling kontra tjære og linolje på furubord?"},
        {"role": "assistant", "timestamp": "2025-05-06T21:14:31+02:00",
         "content": "Kort oppsummert:\n\n**Maling (grunning + toppstrøk)**\n+ Ser ryddig ut, gir beskyttelse mot UV\n"
                    "+ Lett å se skader\n– Må vedlikeholdes jevnlig; der malingen sprekker kommer vann inn og blir "
                    "stående, og det kan gi råte under malingen\n– Treet kan ikke «puste»\n\n**Tjære + kokt linolje "
                    "(ofte 50/50, gjerne med litt terpentin)**\n+ Tradisjonelt for oselvarer og andre klinkbygde "
                    "båter\n+ Trekker inn i veden, holder den smidig og vannavstøtende\n+ Lett å vedlikeholde – du "
                    "smører på et nytt strøk, ingen skraping\n– Mørkner over tid, kan være klissete i varmt vær de "
                    "første ukene\n– Trenger lang tørketid før sjøsetting\n\nFor en restaurering av en gammel "
                    "furubåt velger mange tjære, men originalen var jo malt, så begge er «riktige»."},
        {"role": "user", "timestamp": "2025-05-06T21:19:47+02:00",
         "content": "Takk. Jeg skal ta det opp med pappa igjen på søndag, han er sta. Hvor lenge må tjæra tørke?"},
        {"role": "assistant", "timestamp": "2025-05-06T21:20:05+02:00",
         "content": "Avhenger av vær og tykkelse, men regn med minst 2–4 uker før båten er tørr nok til å "
                    "sjøsettes, gjerne lenger om det er kjølig. Tynne strøk tørker mye raskere enn tykke."},
    ]


def messages_haugesund():
    return [
        {"role": "user", "timestamp": "2025-11-14T17:02:11+01:00",
         "content": "I get off a ferry shift at Stord at 06:30 on a Tuesday and need to be in Haugesund by the "
                    "afternoon. What's the easiest way without a car?"},
        {"role": "assistant", "timestamp": "2025-11-14T17:02:40+01:00",
         "content": "From Stord (Leirvik) you can take the coastal express bus south to Haugesund – it crosses "
                    "via the bridges and the trip takes around 1.5–2 hours, with several departures during the "
                    "day. Check the regional planner for the exact times. Since you're free from early morning, "
                    "a late-morning bus gives you time for breakfast in Leirvik."},
        {"role": "user", "timestamp": "2025-11-14T17:05:55+01:00",
         "content": "Thanks. It's for a two-day safety refresher course – any tips for the smoke diving and "
                    "pool parts? Last time I was terrible at the liferaft."},
        {"role": "assistant", "timestamp": "2025-11-14T17:06:30+01:00",
         "content": "A few tips: bring a change of warm clothes and a hair tie, eat a proper breakfast, and "
                    "for the liferaft righting exercise, let the instructor's technique do the work – get your "
                    "feet on the gas bottle, lean back with straight arms, and let your weight turn it. In smoke "
                    "diving, move slowly, keep contact with the wall and your partner, and breathe calmly to save "
                    "air."},
    ]


def quick_questions():
    rows = [
        ("2025-01-12T08:01:00+01:00", "knop til km/t", "1 knop = 1,852 km/t."),
        ("2025-01-29T03:12:00+01:00", "SAE 40 vs 15W-40 difference",
         "SAE 40 is a monograde oil for warm engines; 15W-40 is multigrade and flows better cold."),
        ("2025-02-26T22:40:00+01:00", "hvor mange kobbernagler per meter bord",
         "Vanlig er én nagle for hver 8–10 cm langs landet, dvs. ca. 10–12 per meter."),
        ("2025-03-02T19:05:00+01:00", "what is a rove (boatbuilding)",
         "A small copper washer/burr pushed over the nail inside the hull before the nail is cut and riveted over."),
        ("2025-03-09T21:30:00+01:00", "Bergen Lerwick ferry how long",
         "Seasonal crossings take roughly 12–14 hours depending on the route."),
        ("2025-04-02T06:10:00+02:00", "how to bleed air from diesel fuel filter",
         "Open the bleed screw on the filter head, pump the primer until bubble-free fuel comes out, close."),
        ("2025-04-20T20:20:00+02:00", "alt 2 på engelsk", "Second alto (alto II)."),
        ("2025-05-04T18:44:00+02:00", "tjære linolje blandingsforhold",
         "Vanlig er 50/50 tjære og kokt linolje, gjerne tynnet med litt terpentin i første strøk."),
        ("2025-09-12T09:15:00+02:00", "kreatinin katt normalverdi",
         "Referanseområdet varierer mellom laboratorier, ofte opp mot ca. 140–165 µmol/l."),
        ("2025-09-13T10:02:00+02:00", "hva er SDMA",
         "Symmetrisk dimetylarginin, en tidlig markør for nedsatt nyrefunksjon hos katt og hund."),
        ("2025-10-09T21:45:00+02:00", "wifi 6 vs wifi 5",
         "Wi-Fi 6 (802.11ax) handles many devices better and is somewhat faster; for a small flat the difference is modest."),
        ("2025-10-30T04:20:00+01:00", "reef knot vs square knot", "Same knot – 'square knot' is the US name."),
        ("2025-11-02T15:50:00+01:00", "overtime tax norway",
         "Overtime is taxed as ordinary income; the withholding table may take a higher percentage from a large payslip."),
    ]
    return "".join(json.dumps({"ts": a, "q": b, "a": c}, ensure_ascii=False) + "\n" for a, b, c in rows)


def build():
    out = {}
    out["chat/chatgpt/conversations.json"] = json.dumps(conversations(), ensure_ascii=False, indent=1).encode("utf-8")
    out["chat/assistant/2025-05-tjaere-vs-maling.json"] = json.dumps(messages_paint(), ensure_ascii=False, indent=2).encode("utf-8")
    out["chat/assistant/2025-11-haugesund-reise.json"] = json.dumps(messages_haugesund(), ensure_ascii=False, indent=2).encode("utf-8")
    out["chat/quick-questions.jsonl"] = quick_questions().encode("utf-8")
    return out
