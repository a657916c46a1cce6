"""Chat exports: ChatGPT-style export, {"messages": [...]} files and a .jsonl."""
import json
from common import chatgpt_conversation, epoch, iso, write


def chatgpt():
    convs = []
    # ---------------------------------------------------------------- canoe routes (March)
    u1 = ("My son, an old friend and I want to do a 4-day canoe trip in the Adirondacks at the end of July. "
          "I'm 58 with a bad lower back, my friend Luis is 64, my son Tobias is 32 and does all the heavy "
          "lifting. We're looking at three options: the Seven Carries in the St. Regis Canoe Area, Lows Lake, "
          "or Lake Lila. Two things are non-negotiable for me. First, Kevlar canoes - I am done hauling a 75 lb "
          "aluminum Grumman over a portage, my back can't take it. Second, I sleep in a hammock, not a tent. "
          "One night on the ground and I'm useless the next day. Which route fits us best?")
    a1 = ("Great question - all three are classic Adirondack trips, but they suit different groups.\n\n"
          "**Seven Carries (St. Regis Canoe Area)**\n- Series of small ponds connected by short carries (most "
          "well under a mile).\n- Motorless, quiet, sheltered from wind - forgiving for mixed-ability groups.\n"
          "- Plenty of designated campsites, many with trees well suited to hammocks.\n- Logistics are simple: "
          "local outfitters rent lightweight boats and run car shuttles.\n\n**Lows Lake**\n- Stunning and remote, "
          "but it's big water and the west end can get windy; the approach includes a long paddle up the "
          "Bog River flow.\n- Better suited to a longer trip.\n\n**Lake Lila**\n- Beautiful sandy beaches, but there's "
          "a long carry from the parking area and the lake is exposed to wind.\n\n**Recommendation:** For a "
          "4-day trip with a bad back and a 64-year-old paddler, the Seven Carries is the best fit. Some tips:\n"
          "1. Rent ultralight (Kevlar or similar composite) tandems - around 40-45 lb. Double-carry so nobody "
          "carries boat + pack together.\n2. Use portage yokes with thick pads and take breaks on longer carries.\n"
          "3. For hammock camping: bring wide tree straps to protect bark, a bug net, and an underquilt - "
          "nights in the Adirondacks can drop into the 40s even in summer.\n4. Pack light: a single 'kitchen' "
          "pack, one personal pack each.\n5. Check current regulations with the DEC before you go.\n\nWould you "
          "like a sample day-by-day itinerary?")
    u2 = ("Yes - and we've settled on the Seven Carries. I just booked two tandems with an outfitter for "
          "Thursday 07/24 to Sunday 07/27.")
    a2 = ("Excellent choice. Here's a sample itinerary for a relaxed 4-day Seven Carries trip:\n\n**Day 1:** "
          "Put in on Lower St. Regis Lake, paddle through Spitfire Lake and Upper St. Regis, first carries to "
          "Bog Pond and Bear Pond. Camp on St. Regis Pond if sites are open.\n**Day 2:** Layover day on St. Regis "
          "Pond - fishing, swimming, a nap in the hammock.\n**Day 3:** Carries to Green Pond and Little Clear Pond; "
          "camp near Little Clear.\n**Day 4:** Short paddle out; meet the shuttle.\n\nGeneral tips:\n- Start "
          "early each day to avoid afternoon wind.\n- Keep food in a bear-resistant canister.\n- Leave a trip "
          "plan with someone at home.\n- Bring a spare paddle and a basic repair kit.\n\nHave a wonderful trip!")
    # edited branch: the older first question (before he added the hammock line)
    b_u = ("Best Adirondack canoe route for three guys, one with a bad back, 4 days in late July? Options: "
           "Seven Carries, Lows Lake, Lake Lila.")
    b_a = ("All three are great. For a group with a bad back, shorter carries are key - the Seven Carries "
           "is likely the most comfortable option. Lows Lake involves more open water, and Lake Lila has a "
           "long initial carry. Let me know more about your group and I can give a more detailed recommendation.")
    t = epoch(2025, 3, 2, 20, 11)
    convs.append(chatgpt_conversation("Adirondack canoe routes", [
        ("user", u1, t), ("assistant", a1, t + 31), ("user", u2, t + 600), ("assistant", a2, t + 628)],
        seed=11, branch=(0, b_u, b_a)))

    # ---------------------------------------------------------------- truck pricing (May)
    u1 = ("I've decided to sell my pickup. 2008 Chevy Silverado 1500 extended cab 4x4, 5.3 V8, 187,400 miles, "
          "new all-terrain tires in 2022, new battery last fall. Rust on the frame near the rear spring hangers, "
          "A/C needs a recharge, torn seat. Vermont truck. Back in January I'd decided to keep it for hauling "
          "sap and firewood with my neighbor, but he bought a UTV and the truck sat all season, so it's going. "
          "What should I ask for it, and where should I list it?")
    a1 = ("Congratulations on making the call - an unused truck is just an insurance bill with wheels.\n\n"
          "**Pricing**\n- Check the private-party value on a couple of pricing guides using the exact trim and "
          "mileage, then adjust for condition. Frame rust is the big factor in the Northeast - buyers will "
          "crawl underneath.\n- Trucks with a working 4x4 and a tow package hold value well in rural areas.\n"
          "- Many sellers list 10-15% above what they'd accept, with 'OBO', to leave room to negotiate.\n\n"
          "**Where to list**\n- Local classifieds and community forums reach serious local buyers.\n- Large "
          "marketplace sites get more views but also more scams and lowball offers.\n\n**Tips**\n1. Take 20+ "
          "clear photos, including the frame rust - honesty saves everyone time.\n2. Gather maintenance "
          "records.\n3. Accept cash or a cashier's check verified with the issuing bank.\n4. Complete a bill "
          "of sale and the title transfer, and remove your plates.\n5. Cancel your insurance only after the "
          "sale is complete.\n\nBased on what you've described, an asking price in the mid-to-high $6,000s "
          "with OBO would be reasonable in many markets, expecting to settle lower.")
    u2 = "OK. Listing it at $6,800 OBO this Saturday."
    a2 = ("Sounds like a sensible starting point. Good luck with the sale - and be ready for a few "
          "'is this still available?' messages from bots. Screening callers by phone first helps.")
    t = epoch(2025, 5, 8, 19, 40)
    convs.append(chatgpt_conversation("Pricing a used Silverado", [
        ("user", u1, t), ("assistant", a1, t + 27), ("user", u2, t + 300), ("assistant", a2, t + 309)], seed=12))

    # ---------------------------------------------------------------- mites (Aug) - undecided
    u1 = ("Beekeeping question. Mite washes on 08/08: one hive at 3%, others 1-2%. A guy in my club swears by "
          "Apivar strips. I used Apivar last fall. The other option is Formic Pro. I haven't decided yet - what "
          "are the trade-offs?")
    a1 = ("Both are widely used varroa treatments; here's how they compare:\n\n**Apivar (amitraz)**\n- Strips "
          "stay in 6-10 weeks.\n- Not temperature-sensitive.\n- Honey supers must be off during treatment.\n- "
          "Resistance to amitraz has been reported in some areas; rotating chemistries is commonly recommended.\n\n"
          "**Formic Pro (formic acid)**\n- Short treatment (about 14 days for the two-strip dose).\n- Penetrates "
          "capped brood, killing mites in cells.\n- Temperature-sensitive: follow the label's temperature range; "
          "high heat can cause queen loss or brood damage.\n- Can be used with supers on per label.\n\n"
          "**Rotation**: Many beekeepers alternate between treatments year to year to slow resistance.\n\n"
          "Always follow the label, wear protective equipment, and re-test mite levels after treatment.")
    t = epoch(2025, 8, 18, 21, 2)
    convs.append(chatgpt_conversation("Formic Pro vs Apivar", [
        ("user", u1, t), ("assistant", a1, t + 24)], seed=13))

    # ---------------------------------------------------------------- meal plan (Aug)
    u1 = ("Help me plan meals for a canoe trip. The dates moved twice; we're now going Thursday 09/18 to Sunday "
          "09/21 - three guys, three nights on the Seven Carries. Tobias is bringing his gravity water filter and "
          "one bear canister, I'm bringing the second canister. I'll do breakfasts: oatmeal with our own maple "
          "syrup. I drink tea, not coffee, but the other two need coffee. No store-bought freeze-dried chili - "
          "last time it was a disaster.")
    a1 = ("Here's a simple 3-night meal plan for three paddlers:\n\n**Day 1**\n- Lunch: wraps with hard salami, "
          "cheddar and mustard; apples.\n- Dinner: steak and foil-packet potatoes (fine for the first night while "
          "it's cold).\n\n**Day 2**\n- Breakfast: oatmeal with maple syrup, walnuts and dried cranberries; tea and "
          "coffee.\n- Lunch: tortillas with peanut butter and honey.\n- Dinner: pasta with pesto and sun-dried "
          "tomatoes, parmesan.\n\n**Day 3**\n- Breakfast: oatmeal again, or pancakes if you bring a griddle.\n- "
          "Lunch: crackers, tuna packets, cheese.\n- Dinner: home-dehydrated chili with rice.\n\n**Day 4**\n- "
          "Breakfast: oatmeal, then pack up.\n\n**Tips**\n- Repackage everything into zip bags to save space in "
          "the canisters.\n- Budget roughly 1.5-2 lb of food per person per day.\n- Bring a little extra in case "
          "weather holds you an extra night.\n- Filter all water, or boil it.\n\nWant a shopping list?")
    t = epoch(2025, 8, 24, 18, 15)
    convs.append(chatgpt_conversation("Canoe trip meal plan", [
        ("user", u1, t), ("assistant", a1, t + 33)], seed=14))

    for c in convs:
        c["id"] = c["conversation_id"]
    write("chats/chatgpt/conversations-2025.json", json.dumps(convs, indent=1, ensure_ascii=False))


def assistant_files():
    mom = {"messages": [
        {"role": "user", "timestamp": iso(2025, 8, 16, 21, 4),
         "content": ("Some background first. My mother Greta is 86. She fell in her kitchen on the night of "
                     "May 27 and broke her left hip - partial hip replacement the next day, then three weeks of rehab "
                     "at Cedar Knoll in Williston, home since June 20. As a family we decided she'd go home to her own "
                     "condo with a morning aide and a fall-detection pendant rather than move in with us or go to "
                     "assisted living. The first agency, Champlain Home Companions, kept not showing up, so we "
                     "switched - she now has Birchline Home Care six mornings a week, and her caregiver Rosalind "
                     "Mbeki is wonderful. Her doctor just cut her metoprolol from 25 mg to 12.5 mg twice a day "
                     "because she's been dizzy and her BP is low. What should we be watching for?")},
        {"role": "assistant", "timestamp": iso(2025, 8, 16, 21, 5),
         "content": ("It sounds like you've put a thoughtful plan in place. After a beta-blocker dose change, "
                     "here are some things to keep an eye on (and always follow her doctor's specific instructions):\n\n"
                     "**Blood pressure and heart rate**\n- Keep the daily morning readings going, ideally at the same "
                     "time and seated after 5 minutes of rest.\n- Note the heart rate too - a lower dose may let it "
                     "rise a little, which is expected; ask the doctor what range is acceptable.\n\n**Dizziness and "
                     "fall risk**\n- Encourage her to sit on the edge of the bed for a minute before standing.\n- "
                     "Keep night lights on the path to the bathroom.\n- Make sure she wears her pendant, including in "
                     "the bathroom if it's waterproof.\n\n**Symptoms to report promptly**\n- Palpitations, a racing "
                     "heart, chest discomfort, shortness of breath.\n- New swelling in the legs.\n- Fainting or "
                     "near-fainting.\n\n**Practical tips**\n- A pill splitter makes half-tablets more accurate.\n- "
                     "Update every written medication list (fridge, binder, pharmacy) so nobody gives the old dose.\n"
                     "- Bring the BP log to every appointment.\n\nWould you like a simple log template the aide can use?")},
        {"role": "user", "timestamp": iso(2025, 8, 16, 21, 12),
         "content": ("Yes, but first something else. She's particular, and the aides need to know it: only women "
                     "caregivers, she showers in the morning never at night, she wants Earl Grey with milk and no "
                     "sugar, and she HATES being called honey or sweetie - she's Mrs. Okafor-Brandt until she says "
                     "otherwise. Jeopardy at 7:30 is sacred. How do I write a one-page 'about me' sheet for caregivers?")},
        {"role": "assistant", "timestamp": iso(2025, 8, 16, 21, 13),
         "content": ("A one-page 'About Me' sheet is a wonderful idea - it helps new caregivers treat her as a "
                     "person, not a task list. A simple structure:\n\n**1. Name and how to address me**\n\"Please call "
                     "me Mrs. Okafor-Brandt.\"\n\n**2. A little about my life**\nWhere she grew up, her career, family, "
                     "what she's proud of.\n\n**3. My daily routine**\nWake time, shower preference, breakfast, tea "
                     "preferences, favorite programs.\n\n**4. Things I enjoy**\nCrosswords, particular shows, music, "
                     "foods.\n\n**5. Things that upset me**\nBeing called pet names, loud TV, being rushed.\n\n**6. "
                     "Health and safety notes**\nMobility aids, hip precautions, medications handled by the aide, "
                     "allergies.\n\n**7. Who to call**\nFamily contacts and the agency.\n\nKeep it to one page with large "
                     "print, and put a copy in the binder and one on the fridge. Review it with each new caregiver.")},
        {"role": "user", "timestamp": iso(2025, 8, 21, 20, 30),
         "content": ("Different topic. Medicare denied the ambulance ride from the night she fell - $1,840 - as "
                     "'not medically necessary'. She had a broken hip! The ambulance company says they'll fix a "
                     "coding error on their side but I should file an appeal myself too. I still have to do it - "
                     "haven't even requested the ER record yet. What do I need to include?")},
        {"role": "assistant", "timestamp": iso(2025, 8, 21, 20, 31),
         "content": ("Ambulance denials like this are often overturned on appeal when the records show the "
                     "medical need. General steps for a first-level appeal (a 'redetermination') with Original "
                     "Medicare:\n\n1. **Check the deadline** on the Medicare Summary Notice - generally 120 days from "
                     "receipt.\n2. **Use the form or a letter.** You can use the Redetermination Request Form or write "
                     "a letter including the beneficiary's name, Medicare number, the specific item/service and date, "
                     "and why you disagree.\n3. **Include supporting documentation**: the emergency department record, "
                     "the X-ray report confirming the fracture, and ideally a short statement from a doctor.\n4. **Send "
                     "it to the address on the MSN**, by a trackable method, and keep copies.\n5. **Coordinate with the "
                     "provider** - if the ambulance company corrects and resubmits the claim, that may resolve it "
                     "too, but don't let the appeal deadline pass while waiting.\n\nIf the redetermination is denied, "
                     "there are further levels of appeal. A State Health Insurance Assistance Program (SHIP) counselor "
                     "can help for free.")},
    ]}
    write("chats/assistant/mom-care-2025-08.json", json.dumps(mom, indent=1, ensure_ascii=False))

    pb = {"messages": [
        {"role": "user", "timestamp": iso(2025, 5, 6, 20, 45),
         "content": ("I sit on my city's planning board. We have a contentious variance hearing - a five-story "
                     "building on Shelburne Road, case ZP-25-0147 - that's been continued to June. I still consult "
                     "one day a week for my old engineering firm, Hale & Corrigan. They have no involvement in this "
                     "project, so I don't think I need to recuse. Do you agree?\n\nSecond thing: I much prefer "
                     "in-person meetings. Hybrid Zoom hearings are awful - the audio drops, people talk over each "
                     "other, and half the public comment is someone's kitchen echo. I print the whole packet "
                     "double-sided and mark it up with a red pencil, and I get more out of it than any PDF. How can I "
                     "encourage the board to limit remote testimony without looking like a dinosaur?")},
        {"role": "assistant", "timestamp": iso(2025, 5, 6, 20, 46),
         "content": ("On the conflict question: recusal rules vary by state and municipality, so check your "
                     "board's rules of procedure and your state's conflict-of-interest statute. In general:\n\n"
                     "- A conflict usually exists where you (or a close family member or employer) have a financial "
                     "or personal interest in the outcome.\n- If your firm has no involvement with the applicant or "
                     "the project, many boards would not consider that a conflict - but it's wise to disclose the "
                     "relationship on the record anyway.\n- Revisit the question if anything changes, such as the "
                     "firm being engaged later.\n\nOn hybrid meetings:\n1. Frame it around fairness and the record: "
                     "dropped audio can compromise testimony.\n2. Suggest clear procedures: remote commenters "
                     "pre-register, speak in a set order, time limits apply equally.\n3. Propose written comment as "
                     "the preferred remote option.\n4. Ask staff to test the AV setup before hearings.\n5. Offer to pilot "
                     "changes for a few months and review.\n\nAnd there's nothing dinosaur-like about preferring "
                     "paper - many people retain more from printed documents.")},
        {"role": "user", "timestamp": iso(2025, 8, 29, 19, 58),
         "content": ("Update on that planning board case. The applicant has now hired Hale & Corrigan - my firm - to "
                     "do the structural peer review for their revised plans. I've decided to recuse myself from the "
                     "Shelburne Road case for the rest of the proceeding. How should I word a short written recusal "
                     "statement for the file?")},
        {"role": "assistant", "timestamp": iso(2025, 8, 29, 19, 59),
         "content": ("That sounds like a prudent decision. A recusal statement is usually brief. A template:\n\n"
                     "---\n**Statement of Recusal**\n\nRe: [Application number and address]\n\nI, [name], a member of "
                     "the [board], hereby recuse myself from participating in the review, deliberation and decision "
                     "on the above application for the remainder of the proceeding.\n\nReason: [Firm] has been "
                     "retained by the applicant to provide [services]. I am a paid consultant to [Firm]. Although I "
                     "have no role in that engagement, my relationship with the firm could create the appearance of "
                     "a conflict of interest.\n\nI will not participate in any discussion of this application, "
                     "formal or informal, with board members, staff, the applicant or the public.\n\n[Signature, "
                     "date]\n---\n\nTips: submit it before the packet goes out, announce the recusal at the start "
                     "of the item, and physically step away from the board table.")},
    ]}
    write("chats/assistant/planning-board-2025.json", json.dumps(pb, indent=1, ensure_ascii=False))

    lines = [
        {"role": "user", "content": "How many pounds of sugar and how much water for 2 gallons of 2:1 syrup for feeding bees?",
         "timestamp": iso(2025, 1, 5, 10, 12)},
        {"role": "assistant", "content": "For 2:1 syrup by weight, use 2 parts sugar to 1 part water. Roughly 10 lb of sugar dissolved in 5 lb (about 2.4 quarts) of hot water makes a little over 2 gallons. Use warm, not boiling, water and stir until clear.",
         "timestamp": iso(2025, 1, 5, 10, 12, 20)},
        {"role": "user", "content": "Settle an argument. Which maple syrup grade is best for baked beans and johnnycakes? I like Very Dark Strong Taste best - it's the only one that tastes like real syrup to me. My wife Jo likes Amber Rich and says I'm a barbarian.",
         "timestamp": iso(2025, 2, 10, 19, 30)},
        {"role": "assistant", "content": "You're both right, in a way. Very Dark, Strong Taste has the most intense, caramelized flavor - it holds its own in baked beans, baking and glazes, where lighter grades get lost. Amber Rich is the classic pancake syrup: well-rounded and smoother. Plenty of sugarmakers keep both in the pantry for exactly this reason.",
         "timestamp": iso(2025, 2, 10, 19, 30, 18)},
        {"role": "user", "content": "Does Vermont require a bill of sale when you sell a vehicle privately?",
         "timestamp": iso(2025, 4, 27, 16, 2)},
        {"role": "assistant", "content": "In Vermont, a bill of sale is typically used along with the signed-over title when a vehicle changes hands privately, and the DMV provides a bill of sale form. Check the Vermont DMV website for the current form and requirements, and remember to remove your plates.",
         "timestamp": iso(2025, 4, 27, 16, 2, 15)},
        {"role": "user", "content": "Is it OK for my 86-year-old mom to take alendronate at the same time as her calcium tablet?",
         "timestamp": iso(2025, 6, 30, 8, 45)},
        {"role": "assistant", "content": "Generally, no - calcium and other supplements can block alendronate absorption. Alendronate is usually taken first thing in the morning with a full glass of plain water, at least 30 minutes before food, drinks or other medicines, staying upright. Confirm the exact timing with her pharmacist or doctor.",
         "timestamp": iso(2025, 6, 30, 8, 45, 22)},
        {"role": "user", "content": "How can I tell if a hive has gone queenless in early September, when brood is already tapering off?",
         "timestamp": iso(2025, 9, 1, 17, 20)},
        {"role": "assistant", "content": "Look for eggs and young larvae first - standing eggs mean a queen was there within the last three days. A queenless colony often sounds louder (a roar rather than a hum), can be more defensive, and may show scattered emergency queen cells. If in doubt, add a frame of eggs from another hive: if they build queen cells on it within a few days, they're queenless.",
         "timestamp": iso(2025, 9, 1, 17, 20, 16)},
    ]
    write("chats/assistant/quick-questions-2025.jsonl", "\n".join(json.dumps(l, ensure_ascii=False) for l in lines) + "\n")


def build():
    chatgpt(); assistant_files()
