"""Chat exports: Facebook Messenger message_1.json, ChatGPT conversations.json,
a plain role/content/timestamp JSON, and a JSONL of quick questions."""
import datetime as _dt
import json
from common import put, hid, dedent

AWST = _dt.timezone(_dt.timedelta(hours=8))


def ts(y, mo, d, h, mi, s=0):
    return _dt.datetime(y, mo, d, h, mi, s, tzinfo=AWST)


def fb(s):
    """Facebook's export double-encodes UTF-8 as latin-1 code points."""
    return s.encode('utf-8').decode('latin-1')


# ----------------------------------------------------------------- Messenger
B, K, D, J, L, JE = 'Bronwyn Tait', 'Kerry Maddox', 'Darren Tait', 'Joan Tait', 'Lachie Tait', 'Jess Maddox'
THREAD = 'taitmob_5521908834'
M = []  # (datetime, sender, content, extras)


def say(when, who, text=None, react=None, photo=None, share=None):
    M.append((when, who, text, react, photo, share))


say(ts(2024, 5, 18, 15, 2), B, 'Meet Marge \U0001f690\U0001f9e1', react=[('\u2764', J), ('\U0001f602', D)],
    photo='marge_pinjarra')
say(ts(2024, 5, 18, 15, 6), K, 'Bron what have you DONE')
say(ts(2024, 5, 18, 15, 9), D, 'She\u2019s beautiful. Floor looks nice and airy')
say(ts(2024, 5, 18, 16, 40), J, 'Your father would have loved her. Love Mum xx', react=[('\u2764', B)])
say(ts(2024, 5, 18, 16, 52), L, 'for the record I said don\u2019t buy it')
say(ts(2024, 6, 9, 19, 21), JE, 'Aunty Bron is Marge getting a name plate??')
say(ts(2024, 6, 9, 19, 30), B, 'She already has one. It says MILLARD in chrome. Very classy')
say(ts(2024, 7, 28, 18, 5), K, 'Right. Mum\u2019s 75th. Ideas? Thinking a proper dinner not the RSL')
say(ts(2024, 7, 28, 18, 11), B, 'Somewhere in Bunbury so Mum doesn\u2019t have to travel. Sat 19th?')
say(ts(2024, 7, 28, 18, 14), K, 'Sailing club has a private room on the water. Or The Rose')
say(ts(2024, 7, 28, 18, 20), J, 'I don\u2019t want a fuss')
say(ts(2024, 7, 28, 18, 21), D, 'She wants a fuss', react=[('\U0001f602', K), ('\U0001f602', B)])
say(ts(2024, 8, 18, 20, 3), B, 'Paint vote for Marge: A) sea mist green + white  B) duck egg blue  C) keep the faded orange  D) charcoal')
say(ts(2024, 8, 18, 20, 5), K, 'A!!!!!')
say(ts(2024, 8, 18, 20, 9), D, 'C is a crime against caravans. D')
say(ts(2024, 8, 18, 20, 30), L, 'whatever\u2019s cheapest mum')
say(ts(2024, 8, 18, 21, 2), B, 'A it is. Kerry wins. Don\u2019t get used to it', react=[('\U0001f44d', K)])
say(ts(2024, 9, 18, 11, 20), B, 'Booked Mum\u2019s dinner for the Sat night! Sent the confirmation to everyone\u2019s email so don\u2019t ask me where it is')
say(ts(2024, 10, 20, 9, 14), J, 'Thank you all for a wonderful night. I am still full. Love Mum xx',
    react=[('\u2764', K), ('\u2764', B), ('\u2764', D), ('\u2764', L), ('\u2764', JE)])
say(ts(2024, 11, 10, 17, 44), K, 'Christmas. Where are we doing it? Mum can\u2019t do the drive up to Gero this year')
say(ts(2024, 11, 10, 17, 52), B, 'Do it at mine. Freo\u2019s central and Darren flies into Perth anyway')
say(ts(2024, 11, 10, 18, 1), D, 'Yes. I\u2019ll do prawns')
say(ts(2024, 11, 10, 18, 3), K, 'Fine but I\u2019m doing the trifle and nobody else touches it')
say(ts(2024, 11, 10, 18, 30), J, 'I\u2019ll bring the pavlova')
say(ts(2024, 11, 10, 18, 33), B, 'Decided then \u2013 Christmas at mine \U0001f384 Lachie is doing Dad\u2019s ham', react=[('\U0001f44d', D)])
say(ts(2024, 11, 10, 18, 35), L, 'wait what')
say(ts(2024, 11, 22, 12, 10), D, 'Paul Kelly at the Arts Centre 15 Feb, grabbed 2 tix. Bron you\u2019re coming')
say(ts(2024, 11, 22, 12, 31), B, 'YES!! How much do I owe you')
say(ts(2024, 11, 22, 12, 40), D, '180 for yours. Whenever')
say(ts(2024, 12, 20, 21, 4), L, 'servo run, anyone want anything')
say(ts(2024, 12, 20, 21, 5), B, 'long black no sugar ta. and a sausage roll')
say(ts(2024, 12, 20, 21, 6), L, 'it\u2019s 9pm mum')
say(ts(2024, 12, 20, 21, 6, 41), B, 'and?')
say(ts(2025, 1, 15, 19, 40), B, 'Heads up \u2013 pretty sure I\u2019m getting deployed down south Saturday for 5 days. Jess you still right to mind Nugget + the chooks?')
say(ts(2025, 1, 15, 19, 48), JE, 'Yep!! what\u2019s the lockbox code again')
say(ts(2025, 1, 15, 19, 50), B, 'It\u2019s on the sheet on the fridge \u2013 sheet has everything incl the wifi. Not putting it in here \U0001f602')
say(ts(2025, 1, 15, 20, 2), J, 'Please be careful love. Ring me when you can')
say(ts(2025, 1, 19, 21, 15), B, 'All good. Tired. Filthy. Can\u2019t say much. Back Thurs', react=[('\u2764', K), ('\u2764', J)])
say(ts(2025, 1, 23, 2, 30), B, 'Home. Smell like a bbq. Going to sleep for a week')
say(ts(2025, 1, 23, 8, 1), JE, 'Nugget missed you!! Mrs Beakman escaped once sorry. Neighbour brought her back with a note \U0001f414')
say(ts(2025, 3, 1, 14, 12), K, 'Mum\u2019s IN! Keys handed over, she\u2019s unpacking cups', photo='mum_unit')
say(ts(2025, 3, 1, 14, 25), L, 'coffee run for the movers \u2013 orders?')
say(ts(2025, 3, 1, 14, 26), B, 'long black')
say(ts(2025, 3, 1, 14, 26, 37), K, 'flat white x2 (one\u2019s for Mum, she won\u2019t ask)')
say(ts(2025, 3, 12, 20, 55), D, 'Story time. Took the cruiser up to Eighty Mile on my days off. Parked on the flat to fish. Came back two hours later and the water\u2019s halfway up the wheels. Had to get snatched out by an old bloke with a tractor who laughed at me the whole time. Cost me a slab')
say(ts(2025, 3, 12, 20, 58), B, '\U0001f602\U0001f602 you absolute flog')
say(ts(2025, 3, 12, 21, 3), J, 'Darren!! You could have drowned')
say(ts(2025, 3, 12, 21, 5), D, 'Mum it was knee deep')
say(ts(2025, 3, 12, 21, 6), L, 'rookie')
say(ts(2025, 3, 17, 7, 10), B, 'Van colour news coming. Don\u2019t be mad Kez')
say(ts(2025, 3, 17, 7, 31), K, 'what have you done')
say(ts(2025, 3, 17, 7, 33), B, 'tell you Sunday \U0001f648')
say(ts(2025, 4, 3, 16, 2), K, 'Mum\u2019s landline is FINALLY connected \U0001f389 08 5550 0418. She\u2019s very proud',
    react=[('\U0001f44d', B), ('\U0001f44d', D)])
say(ts(2025, 4, 3, 16, 40), J, 'Hello this is Mum on the phone computer. The new number works. Ring me')
say(ts(2025, 4, 18, 12, 0), D, 'Home Sat week. Bron you still owe me 180 for Paul Kelly \U0001f602')
say(ts(2025, 4, 18, 12, 22), B, 'I KNOW. I\u2019ll transfer it when you\u2019re home, I keep locking myself out of the banking app')
say(ts(2025, 4, 18, 12, 23, 15), D, 'convenient')
say(ts(2025, 4, 21, 10, 5), K, 'Anyone free to help clear Dad\u2019s shed at the old house Sat 3 May?')
say(ts(2025, 4, 21, 10, 40), B, 'I\u2019m in. Will bring the ute + trailer', share='https://www.gumtree.example/s-caravan-parts/perth')


def messenger():
    msgs = []
    for when, who, text, react, photo, share in sorted(M, key=lambda x: x[0], reverse=True):
        ms = int(when.timestamp() * 1000)
        m = {'sender_name': fb(who), 'timestamp_ms': ms}
        if text is not None:
            m['content'] = fb(text)
        if photo:
            m['photos'] = [{'uri': 'messages/inbox/%s/photos/%s_%s.jpg' % (THREAD, photo, hid('ph', photo, n=10)),
                            'creation_timestamp': ms // 1000}]
        if share:
            m['share'] = {'link': share}
        if react:
            m['reactions'] = [{'reaction': fb(r), 'actor': fb(a)} for r, a in react]
        m['is_geoblocked_for_viewer'] = False
        m['is_unsent_image_by_messenger_kid_parent'] = False
        msgs.append(m)
    doc = {
        'participants': [{'name': fb(n)} for n in (JE, L, J, D, K, B)],
        'messages': msgs,
        'title': fb('Tait Mob \U0001f998'),
        'is_still_participant': True,
        'thread_path': 'inbox/' + THREAD,
        'magic_words': [],
        'image': {'uri': 'messages/inbox/%s/photos/thread_%s.jpg' % (THREAD, hid('thread', n=10)),
                  'creation_timestamp': 1715000000},
        'joinable_mode': {'mode': 1, 'link': ''},
    }
    return json.dumps(doc, indent=2, ensure_ascii=True) + '\n'


# ----------------------------------------------------------------- ChatGPT
def _uuid(*parts):
    h = hid('uuid', *parts, n=32)
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], '4' + h[13:16], '8' + h[17:20], h[20:32])


def conversation(key, title, start, turns):
    """turns: list of (node_key, parent_key, role, text, offset_seconds)."""
    t0 = start.timestamp()
    root = _uuid(key, 'root')
    mapping = {root: {'id': root, 'message': None, 'parent': None, 'children': []}}
    sysid = _uuid(key, 'sys')
    mapping[sysid] = {'id': sysid, 'message': {
        'id': sysid, 'author': {'role': 'system', 'name': None, 'metadata': {}}, 'create_time': None,
        'update_time': None, 'content': {'content_type': 'text', 'parts': ['']}, 'status': 'finished_successfully',
        'end_turn': True, 'weight': 0.0, 'metadata': {'is_visually_hidden_from_conversation': True},
        'recipient': 'all', 'channel': None}, 'parent': root, 'children': []}
    mapping[root]['children'].append(sysid)
    ids = {'sys': sysid}
    last = None
    for nk, pk, role, text, off in turns:
        nid = _uuid(key, nk)
        ids[nk] = nid
        par = ids[pk]
        msg = {'id': nid, 'author': {'role': role, 'name': None, 'metadata': {}},
               'create_time': round(t0 + off, 3), 'update_time': None,
               'content': {'content_type': 'text', 'parts': [text]},
               'status': 'finished_successfully', 'end_turn': True if role == 'assistant' else None,
               'weight': 1.0,
               'metadata': ({'model_slug': 'gpt-4o', 'default_model_slug': 'gpt-4o', 'finish_details': {'type': 'stop'},
                             'parent_id': par} if role == 'assistant' else {'serialization_metadata': {'custom_symbol_offsets': []}}),
               'recipient': 'all', 'channel': None}
        mapping[nid] = {'id': nid, 'message': msg, 'parent': par, 'children': []}
        mapping[par]['children'].append(nid)
        last = nid
    cid = _uuid(key, 'conv')
    return {'title': title, 'create_time': round(t0, 3), 'update_time': round(t0 + turns[-1][4] + 5, 3),
            'mapping': mapping, 'moderation_results': [], 'current_node': last, 'plugin_ids': None,
            'conversation_id': cid, 'conversation_template_id': None, 'gizmo_id': None, 'gizmo_type': None,
            'is_archived': False, 'is_starred': None, 'safe_urls': [], 'default_model_slug': 'gpt-4o',
            'conversation_origin': None, 'voice': None, 'async_status': None, 'disabled_tool_ids': [], 'id': cid}


RUST_A = dedent('''
Good news: surface rust on an old caravan chassis is very fixable. The reason it usually comes back is that the treatment stops at the paint. Here's a process that lasts:

1. **Get back to bright metal where you can.** Wire wheel or flap disc on an angle grinder. Knock off all the loose scale on the A-frame scabby bits - if a hammer goes through, that section needs cutting out and plating, not painting.
2. **Convert what you can't remove.** A phosphoric-acid rust converter on the pitted bits and in the corners you can't get a wheel into. Let it go black and cure fully (usually 24 h).
3. **Zinc-rich primer** ("cold gal") over all bare and converted metal, two coats.
4. **Topcoat** with a chassis black or an enamel.

The trick that actually stops it coming back:

5. **Lanolin-based underbody spray, once a year.** After the paint has cured, spray a lanolin (wool-grease) protectant into the box sections, along the seams, behind brackets and inside the A-frame. It creeps into joins and stays soft, so it keeps moisture and salt out of exactly the places paint can't reach. Re-apply every year before winter, or after any beach trip.
6. **Drain holes.** Check that every box section has a drain hole at its lowest point - water sitting inside the rail is what rots old chassis from the inside out.
7. **Rinse after the coast.** Fresh-water hose underneath after any salty trip.

If you want, tell me the chassis material (most Millards of that era are RHS steel) and I can suggest specific products available in Australia.
''')

FRIDGE_A1 = dedent('''
Both work; it depends how you camp.

**3-way (absorption)** - runs on gas, 240 V or 12 V. Silent, very efficient on gas, good for off-grid without a big battery. Downsides: needs to be level, struggles in high heat, poor on 12 V, and needs an external flue/vents.

**12 V compressor** - runs on battery. Cools well even in hot weather, doesn't care about being level. Downsides: needs a decent battery and charging setup, and there's a little compressor hum.

If you tell me your battery/solar plans I can be more specific.
''')

FRIDGE_A2 = dedent('''
With a 100 Ah lithium, 200 W of solar and a DC-DC charger from the ute, a **12 V compressor fridge is the clear choice** for you:

- **No holes in the walls.** A 3-way needs a flue and two external vents - on a 1972 Millard that means cutting the original aluminium skin. A compressor fridge needs only ventilation inside the cabinet.
- **Your power budget works.** A 60-75 L compressor fridge typically draws 25-40 Ah/day in hot weather. 200 W of solar in WA sun replaces that most days; the 100 Ah gives you two days of buffer.
- **Performs in heat.** Absorption fridges lose a lot of cooling capacity above ~32 degrees C ambient; compressors don't.
- **Charges while towing.** The DC-DC keeps the battery topped up on the drive.
- **One less gas appliance** to certify.

The only real argument for 3-way would be long stays with no sun and no driving, which doesn't sound like you.
''')

FRIDGE_A3 = dedent('''
For 1-2 people, weekends up to a week: **60-75 L upright** (front-opening, like a house fridge) is the sweet spot for a van of Marge's size.

- Upright rather than chest - much easier to use in a caravan kitchen and fits the original fridge cavity shape.
- Look for a model with a small freezer compartment if you want ice/frozen meat.
- Allow ~50 mm clearance at the back/top for ventilation, with a vent to the cabin or a small 12 V fan.
- Wire it direct to the fuse block with 6 mm2 (B&S 8) cable for the run length you'll have.
''')

CLB_A = dedent('''
Here's a quick quiz for your Crew Leader prep - answers at the bottom.

1. What does LACES stand for?
2. What's the briefing format commonly used for a crew briefing?
3. Name three triggers that should make you re-assess your crew's position.
4. What's the difference between an anchor point and a safety zone?
5. When should an escape route be checked?

Answers:
1. Lookouts, Awareness, Communications, Escape routes, Safety zones.
2. SMEACS - Situation, Mission, Execution, Administration/logistics, Command & communications, Safety.
3. Any wind change, increasing spotting, losing lookouts or comms, fatigue, fire behaviour not matching the forecast.
4. An anchor point is a secure starting point for line construction (road, burnt ground, water); a safety zone is an area large enough for the crew to survive without shelter.
5. Before committing, and repeatedly as conditions change - escape routes go stale fast.
''')

BEAR_A = dedent('''
Repacking caravan wheel bearings (drum brakes, older van):

1. Chock, jack under the axle, axle stand. Remove the wheel.
2. Pop the dust cap, remove split pin, castle nut, washer. Pull the drum - the outer bearing will want to fall out, catch it.
3. Lever out the rear seal, knock out the inner bearing. Clean everything in degreaser.
4. Inspect the races. Pitting, blueing or rough spots = replace bearing AND race (they're a pair).
5. Pack new/clean bearings with high-temp wheel bearing grease - push grease through the rollers from the wide side until it comes out the top.
6. New seal every time.
7. Refit, tighten the nut while spinning the drum to seat the bearings, back it off to the first split-pin hole so there's no play but it spins freely.
8. New split pin, dust cap, wheel. Re-check after the first 50 km.

If one side was full of water, the seal was gone - check the brake shoes on that side too.
''')


def chatgpt():
    convs = [
        conversation('rust', 'Stopping rust on caravan chassis', ts(2024, 6, 14, 20, 31), [
            ('u1', 'sys', 'user', "restoring a 1972 caravan, chassis has surface rust and a few scabby bits on the a-frame. whats the best way to treat it so it doesnt just come back in a year", 0),
            ('a1', 'u1', 'assistant', RUST_A, 14),
            ('u2', 'a1', 'user', 'lanolin like the sheep wool grease? does it stink', 120),
            ('a2', 'u2', 'assistant', 'Yes - lanolin is the grease from sheep\'s wool. The automotive versions are refined and only have a faint wool smell for a day or two. It stays tacky, which is the point: it self-heals when scratched. Don\'t spray it on the brakes, tyres or anything you\'ll paint later.', 130),
        ]),
        conversation('bear', 'Caravan wheel bearing repack', ts(2024, 7, 18, 21, 2), [
            ('u1', 'sys', 'user', 'how do i repack wheel bearings on an old caravan, one side was full of water', 0),
            ('a1', 'u1', 'assistant', BEAR_A, 11),
        ]),
        conversation('clb', 'Crew leader course prep quiz', ts(2024, 10, 20, 19, 45), [
            ('u1', 'sys', 'user', 'doing a bushfire crew leader course next weekend, quiz me on the basics', 0),
            ('a1', 'u1', 'assistant', CLB_A, 12),
        ]),
        conversation('fridge', '3-way vs compressor fridge', ts(2024, 11, 24, 19, 12), [
            ('u1', 'sys', 'user', '3 way fridge or 12v compressor for a 1972 millard?', 0),
            ('a1', 'u1', 'assistant', FRIDGE_A1, 9),
            # edited branch: same parent, edited prompt
            ('u1b', 'sys', 'user', "3 way fridge or 12v compressor for a 1972 millard? I'll have a 100Ah lithium, 200W solar blanket and a DC-DC from the ute. Don't want to cut holes in the original walls.", 95),
            ('a1b', 'u1b', 'assistant', FRIDGE_A2, 104),
            ('u2', 'a1b', 'user', 'righto, compressor it is. what size for 1-2 people, weekends up to a week', 300),
            ('a2', 'u2', 'assistant', FRIDGE_A3, 310),
        ]),
    ]
    return json.dumps(convs, indent=None, ensure_ascii=False) + '\n'


# ----------------------------------------------------------------- plain messages JSON
def bushtucker():
    t = lambda d, h, m: ts(2024, 8, d, h, m).isoformat()
    msgs = [
        {'role': 'user', 'timestamp': t(21, 19, 42), 'content':
            'I\'m the groundskeeper at a primary school in Fremantle WA. One of the Year 4 teachers and I want to put in a '
            'bush tucker garden - native edible plants the kids can learn about and taste. I need to pitch it to the P&C '
            'next week and ask for about $800. Bed is 6m x 2m, full sun, sandy soil, we can run drip off the retic. '
            'Can you suggest plants and help me write a one-page proposal?'},
        {'role': 'assistant', 'timestamp': t(21, 19, 43), 'content': dedent('''
            Great project. For a sunny, sandy Perth bed with drip, these are tough, edible and kid-friendly:

            1. Old man saltbush (Atriplex nummularia) - salty leaves, great for tasting, very hardy
            2. Warrigal greens (Tetragonia tetragonioides) - spinach-like, must be blanched before eating
            3. Muntries (Kunzea pomifera) - low groundcover, apple-flavoured berries in summer
            4. Native thyme (Prostanthera incisa) - aromatic leaves
            5. Pigface (Carpobrotus) - edible fruit, coastal, almost unkillable
            6. Finger lime (Citrus australasica) - spectacular but slow and pricey
            7. Lemon myrtle (Backhousia citriodora) - beautiful flavour, but an east-coast rainforest tree
            8. Native lemongrass (Cymbopogon ambiguus) - aromatic, tough

            Would you like me to cost these and draft the proposal?
            ''')},
        {'role': 'user', 'timestamp': t(21, 20, 5), 'content':
            'ok - final list is saltbush, warrigal greens, muntries, native thyme and pigface. dropping the finger lime (too slow, too dear) '
            'and the lemon myrtle (not local, Caz wants local-ish). Rewrite the proposal with those 5, budget $800 incl mulch and drip fittings.'},
        {'role': 'assistant', 'timestamp': t(21, 20, 6), 'content': dedent('''
            **Proposal: Bush Tucker Garden - Beaconsfield Ridge PS**

            *Purpose.* Give students a living classroom for learning about Aboriginal food plants, seasons and water-wise gardening, linked to the Year 4 science and HASS curriculum.

            *Location.* 6 m x 2 m bed beside the Year 4 block (full sun). Drip irrigation from the existing school retic.

            *Plants (final selection).*
            | Plant | Qty | Why |
            |---|---|---|
            | Old man saltbush | 3 | hardy, salty leaves to taste |
            | Warrigal greens | 4 | fast, cooked-green tasting (blanched) |
            | Muntries | 6 | groundcover, summer berries |
            | Native thyme | 4 | aromatic, sensory |
            | Pigface | 6 | edging, edible fruit |

            *Budget.* Plants $340, soil improver + mulch $210, drip fittings + timer valve $180, signage $70. **Total $800.**

            *Ongoing care.* Grounds (B. Tait) maintains irrigation; Year 4 classes weed and harvest with supervision.

            *Safety.* All plants non-toxic; warrigal greens only eaten blanched, supervised by staff.
            ''')},
        {'role': 'user', 'timestamp': t(21, 20, 14), 'content': 'perfect. can you make the signage bit sound less boring, like something the kids would help make'},
        {'role': 'assistant', 'timestamp': t(21, 20, 15), 'content':
            '*Signage.* Year 4 students will design and paint a plant sign for each species - name, a drawing, and one fact they have researched - sealed and mounted on hardwood stakes ($70 for timber, paint and sealant).'},
    ]
    return json.dumps(msgs, indent=2, ensure_ascii=False) + '\n'


# ----------------------------------------------------------------- JSONL quick questions
QQ = [
    ((2024, 5, 21, 20, 14), 'what does ATM mean on a caravan plate', 'Aggregate Trailer Mass - the maximum the caravan may weigh fully loaded, including the weight carried on the tow ball.'),
    ((2024, 6, 2, 7, 3), '14 ft in metres', 'About 4.27 m.'),
    ((2024, 6, 30, 18, 40), 'how long to leave rust converter before painting', 'Most phosphoric-acid converters need 24 hours to cure fully before priming.'),
    ((2024, 7, 30, 6, 55), 'can chooks eat avocado', 'No - avocado skin, stone and leaves (and to a lesser degree the flesh) contain persin, which is toxic to birds including chickens. Keep avo out of the scraps bucket.'),
    ((2024, 8, 12, 17, 20), 'when to spray bindii perth', 'Late winter to early spring, before the prickly seed heads form - usually August to early September in Perth.'),
    ((2024, 9, 3, 12, 31), 'do bobtail lizards bite', 'They can give a strong pinching bite if handled, but they are not venomous. Best left alone.'),
    ((2024, 10, 12, 14, 2), 'ball weight caravan percentage', 'Commonly 10% of the loaded caravan weight, within the tow bar and vehicle limits.'),
    ((2024, 10, 20, 21, 40), 'SMEACS stands for', 'Situation, Mission, Execution, Administration & logistics, Command & communications, Safety.'),
    ((2024, 11, 20, 21, 50), 'LiFePO4 vs AGM weight 100Ah', 'Roughly 11-13 kg for 100Ah LiFePO4 versus about 27-30 kg for a 100Ah AGM.'),
    ((2024, 12, 11, 15, 12), 'fire danger rating catastrophic meaning', 'Catastrophic is the highest rating: if a fire starts, lives are likely to be lost. Leave high-risk areas the night before or early in the day.'),
    ((2025, 1, 26, 10, 4), 'how much water does a chook drink a day in summer', 'Around 250-500 mL per bird on hot days - keep multiple water sources in the shade.'),
    ((2025, 2, 9, 19, 27), 'rotator cuff what to avoid', 'Avoid repetitive overhead work and jerky pulling (like pull-starting engines) while irritated; follow your physio\'s loading program.'),
    ((2025, 2, 25, 20, 3), 'best way to get dog hair off upholstery', 'A damp rubber glove or squeegee works well; tight-weave fabrics shed hair far better than velour or pile fabrics.'),
    ((2025, 3, 23, 16, 41), 'how long lamb shanks slow cooker', '8 hours on low or about 4-5 hours on high.'),
    ((2025, 4, 12, 9, 30), 'what size cable for 12v fridge 5m run', 'Usually 6 mm2 (B&S 8) for a 5 m run to keep voltage drop under 3%; check the fridge manual.'),
    ((2025, 4, 20, 8, 15), 'sap off car paint', 'Soften with isopropyl alcohol or a dedicated bug & tar remover, wipe gently, then wash and wax.'),
]


def quick():
    lines = []
    for i, (w, qs, a) in enumerate(QQ):
        lines.append(json.dumps({'id': 'qq-%03d' % (i + 1), 'ts': ts(*w).isoformat(), 'q': qs, 'a': a},
                                ensure_ascii=False))
    return '\n'.join(lines) + '\n'


def build():
    put('chats/facebook/messages/inbox/%s/message_1.json' % THREAD, messenger())
    put('chats/chatgpt/conversations.json', chatgpt())
    put('chats/assistant_bushtucker_2024-08.json', bushtucker())
    put('chats/quick_questions.jsonl', quick())
