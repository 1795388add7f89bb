"""Conversations f136-f141 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, with slots new to the set, on paperwork and digital life: a smartwatch, a home printer, an
e-reader, a family's travel insurer, a life insurer and the amount of life cover, the executors
of a will, the solicitors who hold it and where the signed original is kept, the company that
buys a house's solar export and its export rate, a TV package, an online shop's platform, a
card reader for craft fairs, a newsletter service, a financial adviser, a small shop's payroll
service and its employer's liability insurer.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f136", "sessions": {
        "s1": ("2022-02-07 19:20", [
            ("wch1", "Could you help me plan a Year 9 lesson on persuasive writing? Fifty "
             "minutes, mixed ability, and I want them arguing by the end rather than copying "
             "off the board. I was thinking of using adverts as the hook. I also need to stop "
             "checking emails in lessons: the Corvane Pulse 2 on my wrist buzzes every time a "
             "parent writes in, I keep glancing at it mid-sentence, and the kids have started "
             "doing impressions of me. Is there a sensible way to structure the hour?",
             "Open with two short adverts and ask what tricks they use (ten minutes), teach "
             "three persuasive devices with examples (fifteen), then pairs write a one-minute "
             "pitch for a silly product and deliver it (twenty), and finish with a vote. For "
             "the buzzing, most wearables have a do-not-disturb schedule you can set to "
             "school hours."),
            ("prn1", "And a moan: the printer at home, a Kestrup LX200 inkjet, wants a new "
             "cartridge every three weeks, and the cartridges cost more than the machine did.",
             "That's the usual inkjet business model. High-yield or compatible cartridges can "
             "cut the cost.")]),
        "s2": ("2022-04-11 20:05", [
            ("rdr1", "Easter holidays at last. I've loaded six novels onto my e-reader, a "
             "Leafmoor Glow 6. Could you suggest one more, something gripping but not grim?",
             "Try a twisty country-house mystery or a light heist caper: pacey without being "
             "bleak."),
            ("Heist sounds perfect.", "Good holiday reading.")]),
        "s3": ("2022-06-20 18:40", [
            ("I priced up a laser printer to end the cartridge misery. The Lintrell P3 looked "
             "ideal, but 280 pounds for something I use twice a week? It's sitting in my "
             "basket and I've not pressed buy.",
             "Lasers cost more up front, but toner lasts far longer; it pays off if you print "
             "a lot of worksheets."),
            ("My colleague Selwyn has just turned up with a Tessaline Orbit smartwatch and "
             "spends break times showing everyone his sleep score.",
             "There's always one in the staffroom.")]),
        "s4": ("2022-09-05 21:10", [
            ("wch2", "Could you help me write a short email to my new Year 11 parents? I want "
             "to introduce myself as their child's English teacher, mention the mock exams in "
             "November and ask them to make sure there's a quiet place for homework, without "
             "it reading like a lecture. On a happier note, I've retired the Pulse: my partner "
             "gave me a Solberg Trail 5 for my birthday, with GPS for my runs and a battery "
             "that lasts a week, so the old band has gone in the kitchen drawer.",
             "'Dear parents and carers, I'm delighted to be teaching your child English this "
             "year. Mock exams take place in November, and steady work now makes a real "
             "difference. A quiet spot for homework helps enormously, and please get in touch "
             "with any questions.' Short and friendly works best.")]),
        "s5": ("2022-11-14 19:30", [
            ("prn2", "Can you help me design a one-page worksheet template for poetry "
             "analysis? Boxes for the title, the poet, first impressions, three quotations "
             "with notes, and a final paragraph. It has to work in black and white, because "
             "that's all I can print now: the inkjet's printhead clogged for the last time in "
             "October, so I gave in and bought a Brantmoor M12 mono laser in the half-term "
             "sale, cheaper than the one I was eyeing in the summer.",
             "Put a bold title band across the top, two small boxes for poem and poet, a wide "
             "box for first impressions, then a three-row table with columns for quotation, "
             "technique and effect, and a large box at the bottom for the paragraph. Thick "
             "borders and light grey shading print cleanly without colour.")]),
        "s6": ("2023-01-16 20:00", [
            ("rdr2", "Correction about my e-reader: it's a Leafmoor Glow 7, not the 6. The 6 "
             "was my old one, and my nephew has had it for two years.",
             "Thanks, noted."),
            ("The newer one has a warm light, which is lovely at night.",
             "Warmer light is easier on the eyes before sleep.")]),
        "s7": ("2023-02-27 19:45", [
            ("wch3", "Help me plan a revision session for Year 11 on Macbeth, please: an hour "
             "after school, about twenty students, on the key themes and quotations. The "
             "Solberg is gone, by the way: the screen died twice in four months, so it went "
             "back for a refund, and I've fished the old Pulse 2 out of the drawer and put it "
             "back on. Honestly, I'd missed how light it is. Could we start with a quick-fire "
             "quotation quiz?",
             "Yes: ten quotations on the board, and they name the speaker and the theme. Then "
             "four stations on ambition, guilt, the supernatural and kingship, ten minutes "
             "each, and an exam-style paragraph to finish.")]),
        "s8": ("2023-03-20 18:15", [
            ("My brother Wolfram has just bought himself a Solberg Trail 6 smartwatch and "
             "keeps sending me screenshots of his step count.",
             "Sibling step-count rivalry is the best kind."),
            ("He wants me to join a walking challenge.", "Could be good motivation.")]),
    }, "questions": [
        ("changes_back", "2023-04-17 09:00", "What watch am I wearing these days?",
         "The Corvane Pulse 2 again", ["wch3"]),
        ("distractor_slot", "2023-04-17 09:00", "Which smartwatch do I have?",
         "The Corvane Pulse 2 (the Solberg went back for a refund)", ["wch3"]),
        ("past", "2023-04-17 09:00", "What was on my wrist in autumn 2022?",
         "A Solberg Trail 5, a birthday present from my partner", ["wch2"]),
        ("implicit_present", "2023-04-17 09:00", "What printer do I have at home?",
         "A Brantmoor M12 mono laser", ["prn2"]),
        ("explicit_present", "2023-04-17 09:00", "Which printer am I using at the moment?",
         "The Brantmoor M12 mono laser", ["prn2"]),
        ("past", "2023-04-17 09:00", "What did I print on when I was planning the persuasive "
         "writing lesson?", "A Kestrup LX200 inkjet", ["prn1"]),
        ("correction", "2023-04-17 09:00", "Which e-reader do I use?", "A Leafmoor Glow 7",
         ["rdr2"]),
        ("paraphrase", "2023-04-17 09:00", "What gadget do I read novels on in bed?",
         "A Leafmoor Glow 7 e-reader", ["rdr2"]),
    ]},
    {"id": "f137", "sessions": {
        "s1": ("2023-01-09 20:30", [
            ("trv1", "Could you help me rough out ten days in Menorca at Easter? Two adults, "
             "kids of seven and four, a hire car, and we'd like one base rather than moving "
             "around. Beaches obviously, but also a day somewhere shady because the little one "
             "wilts in the heat. I've done the boring bit already: our annual travel cover is "
             "the Brindlecove family policy that comes free with our bank account, and it "
             "covers all four of us anywhere in Europe, so that's one thing off the list.",
             "Base yourselves near Ciutadella or on the quieter south coast. Plan one or two "
             "beach days, a boat trip to the coves, a shaded old-town wander with ice cream, "
             "and keep afternoons loose for naps and the pool."),
            ("Ciutadella sounds lovely.", "It's very walkable, with plenty of shade.")]),
        "s2": ("2023-03-13 21:00", [
            ("life1", "Can you help me set up a simple monthly budget? Take-home is about "
             "4,100 between us. Fixed costs: mortgage 1,240, nursery 610, council tax 168, "
             "energy 190, phones and broadband 85, and 22.60 for the life insurance we took "
             "out when the baby came, a Ravensholt Life policy that pays 200,000 if either of "
             "us dies. I want to see what's left for food, fun and savings.",
             "Your fixed costs come to about 2,316, leaving roughly 1,785. One split: 600 for "
             "food and household, 250 for fun, 150 for the kids' extras, 400 into savings, and "
             "about 385 kept back for surprises.")]),
        "s3": ("2023-05-22 19:10", [
            ("Home from Menorca. Brindlecove want 190 pounds to renew the travel insurance "
             "separately now the bank has dropped it. I got a quote from Fairwynd for 140, but "
             "once I declared my husband's asthma it came out dearer, so that's a no.",
             "Declaring conditions properly is right; an undeclared one can void a claim."),
            ("Annoying but fair.", "It's worth comparing again before the next renewal.")]),
        "s4": ("2023-08-14 20:40", [
            ("trv2", "I need a firm but polite complaint to Brindlecove. Our suitcase went "
             "missing on the flight home in April, we sent every receipt in May, and they've "
             "asked for the same documents three times since. Nine weeks and not a penny. "
             "Whatever happens, we're done with them: the policy runs out at the end of "
             "September, and from the first of October we're covered by Tidemark Travel "
             "instead, an annual Europe policy with no excess. Can you draft something I can "
             "email today?",
             "'Dear Claims Team, I am writing about claim [number] for luggage lost on our "
             "return flight on [date]. We supplied all receipts on [date] and have since been "
             "asked for the same documents three times. Nine weeks on, the claim is unpaid. "
             "Please confirm within 14 days when it will be settled, or I will escalate my "
             "complaint.'")]),
        "s5": ("2023-11-06 19:55", [
            ("life2", "Could you make me a checklist for renewing the kids' passports? Both "
             "run out next spring and I don't want a panic before the summer. Photos, old "
             "passports, countersignature, that sort of thing. Money news while I'm here: the "
             "adviser looked over our cover, and because I've not smoked for more than a year "
             "we could get more for less, so we've moved the life insurance to Tallowmere, a "
             "joint policy for 300,000, and cancelled the old one.",
             "Checklist: the current passports, new photos that meet the rules, the online "
             "forms, a countersignatory if anything has changed, the fee, and an envelope for "
             "sending the old passports. Apply at least ten weeks before you travel.")]),
        "s6": ("2024-01-15 18:30", [
            ("My friend Wiebke has just renewed her family's travel insurance with "
             "Brindlecove. I told her about our nine weeks of chasing, but she says they're "
             "the cheapest for a family of five.",
             "Cheapest isn't always best at claim time, but it's her call."),
            ("And my brother-in-law Pasquale has finally taken out life insurance, with "
             "Ravensholt Life, for 250,000.",
             "Good of him to get it sorted.")]),
        "s7": ("2024-02-26 20:15", [
            ("life3", "I told you wrong about the new life policy: the cover is 350,000, not "
             "300,000. I was reading the quote for the smaller option.",
             "Thanks, noted."),
            ("The premium is 19.80 a month, still less than the old one.",
             "More cover for less money is a good result.")]),
    }, "questions": [
        ("announced", "2023-09-11 09:00", "Who is our travel insurance with?",
         "Brindlecove; Tidemark Travel only takes over from 1 October", ["trv1", "trv2"]),
        ("announced", "2024-03-18 09:00", "Who insures us when we go on holiday?",
         "Tidemark Travel", ["trv2"]),
        ("distractor_slot", "2024-03-18 09:00", "Which travel insurer are we with?",
         "Tidemark Travel", ["trv2"]),
        ("past", "2024-03-18 09:00", "Which company covered our Easter 2023 trip to Menorca?",
         "Brindlecove, the family policy with our bank account", ["trv1"]),
        ("implicit_present", "2024-03-18 09:00", "Who is our life insurance with?",
         "Tallowmere (a joint policy)", ["life2"]),
        ("paraphrase", "2024-03-18 09:00", "Which firm would pay out to the family if one of "
         "us died?", "Tallowmere", ["life2"]),
        ("correction", "2024-03-18 09:00", "How much life cover do we have?", "350,000",
         ["life3"]),
        ("past", "2024-03-18 09:00", "Who were we insured with for life cover when I set up "
         "the budget?", "Ravensholt Life, for 200,000", ["life1"]),
    ]},
    {"id": "f138", "sessions": {
        "s1": ("2021-05-10 18:00", [
            ("sol1", "Now the divorce is final I'm making a will at last. I've got an "
             "appointment with Trevannion & Reeve on the high street next Thursday. What "
             "should I bring?",
             "A list of assets and debts, pension and insurance details, the names and "
             "addresses of the people you want to appoint and to benefit, and any wishes "
             "about your funeral."),
            ("exe1", "My brother Quincy will be executor. He's the only one of us who opens "
             "his post.",
             "Ask him first, and consider naming a back-up in case he can't act.")]),
        "s2": ("2021-06-21 19:30", [
            ("loc1", "Could you give me a plan for clearing out the spare room over three "
             "weekends? It's full of boxes my ex-husband never collected, old school books "
             "and about a decade of paperwork, and I want to end up with a usable desk. The "
             "paperwork is lighter than it was, at least: the will is signed, and the "
             "original went into a safe deposit box at the Quarrington Street building "
             "society along with the house deeds, so none of that needs to live at home.",
             "Weekend one: your ex's boxes, with a collection deadline sent to him. Weekend "
             "two: school books and keepsakes, one box to keep. Weekend three: paperwork, "
             "shredding what's more than six years old and filing the rest in a small "
             "cabinet by the desk.")]),
        "s3": ("2021-09-13 20:10", [
            ("My friend Uschi did her will online with Willoway for 90 pounds and says I "
             "overpaid. I had a look, but it can't handle the trust I want for the house, so "
             "no regrets.",
             "Online wills suit simple estates; anything with a trust is worth a solicitor."),
            ("Her executor is her accountant, which sounds bleak.",
             "It's common, especially when an estate is complicated.")]),
        "s4": ("2022-02-14 19:00", [
            ("exe2", "Could you help me write something warm to my brother Quincy? He's "
             "emigrating to Auckland with Tuuli and the boys in April, and I'm proud of him "
             "but gutted, and I never say these things out loud. In practice it means he "
             "can't sensibly sort out my affairs from the other side of the world, so I've "
             "asked my old friend Roderick Sandifer to take on the executor job instead, and "
             "he said yes straight away. I won't mention that in the card, obviously.",
             "'Quincy, starting again across the world takes real nerve, and I admire it, "
             "even if waving you off will be hard. "
             "You've always been the one I rely on. Send photos, call on Sundays, and know "
             "there's always a bed here for all of you.'")]),
        "s5": ("2022-06-06 18:45", [
            ("sol2", "Could you suggest a day walk of about ten miles in the Dales, ending at "
             "a pub? I need a clear head after the last few months. The admin is done, at "
             "least: old Mr Trevannion retired and his firm was wound up, so my will has been "
             "passed to Vantwell Legal, who drew up the codicil naming Roderick and will deal "
             "with anything else that comes up. They seem brisk and sensible.",
             "A loop from Malham up past the cove and the tarn and back over the tops is "
             "around that length, and the village has pubs at the finish."),
            ("loc2", "And the building society has stopped offering deposit boxes, so the "
             "signed original has gone into Vantwell's strongroom.",
             "Sensible. Keep their receipt with your own papers.")]),
        "s6": ("2022-10-03 20:00", [
            ("Quincy rang from Auckland: he and Tuuli have made new wills out there, and he's "
             "named Tuuli as his executor, with a lawyer from her office as back-up.",
             "It makes sense for them to have local wills."),
            ("He says their solicitor charges by the six minutes.",
             "Lawyers' billing is the same the world over.")]),
        "s7": ("2023-01-23 19:20", [
            ("exe3", "My daughter Sorcha turns eighteen in March and wants a party at home. "
             "Can you help me plan food for about thirty teenagers without it costing a "
             "fortune? One grown-up thing while I think of it: once she's eighteen she'll "
             "share the executor job with Roderick, so there's family as well as a friend, "
             "and Vantwell are drawing up a second codicil to be signed after her birthday. "
             "Back to food: I'm thinking a build-your-own taco bar?",
             "A taco bar is ideal: a big pot of chilli and one of spiced beans, tortillas, "
             "cheese, salsa, soured cream and lettuce, plus crisps and a tray cake. Budget "
             "roughly 3 to 4 pounds a head.")]),
    }, "questions": [
        ("announced", "2023-05-15 09:00", "Who are my executors?",
         "Roderick Sandifer and my daughter Sorcha, jointly", ["exe3"]),
        ("distractor_slot", "2023-05-15 09:00", "Who will deal with my estate when I die?",
         "Roderick Sandifer and Sorcha", ["exe3"]),
        ("past", "2023-05-15 09:00", "Who did I first name as executor?", "My brother Quincy",
         ["exe1"]),
        ("implicit_present", "2023-05-15 09:00", "Which solicitors do I use?", "Vantwell Legal",
         ["sol2"]),
        ("paraphrase", "2023-05-15 09:00", "Which law firm looks after my will?",
         "Vantwell Legal", ["sol2"]),
        ("past", "2023-05-15 09:00", "Who drew up my will in 2021?",
         "Trevannion & Reeve on the high street", ["sol1"]),
        ("explicit_present", "2023-05-15 09:00", "Where is the signed original of my will "
         "kept now?", "In Vantwell Legal's strongroom", ["loc2"]),
        ("past", "2023-05-15 09:00", "Where was my will stored in summer 2021?",
         "In a safe deposit box at the Quarrington Street building society", ["loc1"]),
    ]},
    {"id": "f139", "sessions": {
        "s1": ("2022-10-03 19:40", [
            ("exp1", "Can you help me work out a routine for running the washing machine and "
             "dishwasher off the solar panels? They went live in September, six panels on the "
             "south roof, and I'm home most days. Whatever we don't use goes back to the "
             "grid, and Orrindale Energy pay us a flat 5p a unit for it, which is pitiful, so "
             "I'd rather use it myself. Should I put things on timers or just run them at "
             "lunchtime?",
             "Run the big loads between about eleven and three on sunny days, one at a time, "
             "since each draws a lot. Delay timers help on days you're out, and the inverter "
             "app shows when generation peaks."),
            ("tv1", "Also, the Lumenta TV Big Bundle with all the sports channels costs us 68 "
             "a month. Is that normal?",
             "Sports is the expensive part of any package; that's within the usual range.")]),
        "s2": ("2022-12-12 20:20", [
            ("We had a quote for a home battery: 6,200 pounds. Payback would be about twelve "
             "years, so I said no.",
             "At that price it's a long wait, though battery prices are falling."),
            ("Our electricity still comes from Hollowmere Energy, by the way, and I'm not "
             "moving that.",
             "Buying and selling power don't have to be with the same company.")]),
        "s3": ("2023-02-20 19:00", [
            ("tv2", "Could you help me set up a spending tracker in a spreadsheet? I want a "
             "tab per month, categories down the side, and a summary that shows where the "
             "money leaks. I've already made one cut: with the kids away at uni the football "
             "isn't worth it, so we've dropped down to Lumenta's Basic package, which knocks "
             "30 a month off. Groceries are the big unknown. What formulas do I need?",
             "Make a sheet per month with Date, Category, Amount and Note columns. On a "
             "Summary sheet, list the categories down column A and use SUMIF to total each "
             "from every month. A bar chart of the totals shows the leaks.")]),
        "s4": ("2023-04-17 18:30", [
            ("exp2", "Can you help me write a friendly note to next door about the fence? The "
             "panels between our gardens blew down in the storm and I'd like to split the "
             "cost of a new one, about 400 pounds each. Solar news is better: we've switched "
             "our export over to Brightlark Power's Sunrise Export at 15p a unit, triple what "
             "Orrindale paid, and the import stays where it is. Something neighbourly, not "
             "demanding?",
             "'Hi both, the storm flattened the fence panels between our gardens. I've had a "
             "quote for a new run, about 800 in all; would you be happy to go halves? Glad to "
             "talk about style and timing. Thanks!'")]),
        "s5": ("2023-07-10 20:00", [
            ("Zebedee next door has had panels put on too, and he's exporting to Orrindale "
             "at 5p a unit, because nobody told him he could switch.",
             "Worth telling him; export deals vary a lot."),
            ("His TV package has every sports channel going.",
             "Then he can host the big matches.")]),
        "s6": ("2023-08-28 19:15", [
            ("tv3", "The football's back and our son has moved home for the year, so we're "
             "going back to the Big Bundle with the sports channels from the first of "
             "September. Basic was fine while it lasted.",
             "Upgrades usually go live within a day of ordering."),
            ("He's promised to pay half.", "We'll see.")]),
        "s7": ("2023-11-06 18:50", [
            ("exp3", "Got my first Brightlark statement, and I had the export rate wrong: "
             "it's 12p a unit, not 15p. The 15p is only for customers who also buy their "
             "electricity from them.",
             "Thanks, noted."),
            ("Still far better than Orrindale.", "More than double.")]),
    }, "questions": [
        ("announced", "2023-08-31 09:00", "What TV package do we have?",
         "Lumenta Basic (the Big Bundle only comes back on 1 September)", ["tv2", "tv3"]),
        ("changes_back", "2023-12-04 09:00", "What TV package are we on?",
         "Lumenta's Big Bundle with the sports channels", ["tv3"]),
        ("paraphrase", "2023-12-04 09:00", "Which telly subscription are we paying for?",
         "Lumenta TV's Big Bundle, sports included", ["tv3"]),
        ("past", "2023-12-04 09:00", "What TV package did we have in spring 2023?",
         "Lumenta Basic", ["tv2"]),
        ("explicit_present", "2023-12-04 09:00", "Which company is buying our solar export "
         "at the moment?", "Brightlark Power (Sunrise Export)", ["exp2"]),
        ("distractor_slot", "2023-12-04 09:00", "Who do we sell our spare solar power to?",
         "Brightlark Power", ["exp2"]),
        ("correction", "2023-12-04 09:00", "How much are we paid for each unit we export?",
         "12p a unit", ["exp3"]),
        ("past", "2023-12-04 09:00", "Who paid us for exported electricity in our first "
         "winter with the panels?", "Orrindale Energy, at 5p a unit", ["exp1"]),
    ]},
    {"id": "f140", "sessions": {
        "s1": ("2022-03-07 10:30", [
            ("shop1", "Can you help me write product descriptions for a new run of mugs? "
             "Speckled stoneware, a sea-glass green glaze, they hold about twelve ounces, "
             "dishwasher safe but I'd rather people hand-wash them. I want them warm and a "
             "little funny, not flowery. They go up in my Makerlane shop on Friday, and "
             "between the listing fees and the 12 percent cut, the photos and words have to "
             "earn their keep. Maybe three versions to choose from?",
             "1) 'Sea-glass green, speckled like a beach after a storm. Holds a proper twelve "
             "ounces of coffee and a fair amount of Monday.' 2) 'Hand-thrown stoneware in a "
             "glaze that changes every time the light moves.' 3) 'Your new favorite mug, "
             "probably. Dishwasher safe, but it likes a hand-wash best.'"),
            ("card1", "At craft fairs I take cards with a Tapstall reader that pairs with my "
             "phone. Any tips for a busy stall?",
             "Keep the phone charged with a power bank, test the connection before opening, "
             "and put up a sign saying cards are welcome.")]),
        "s2": ("2022-05-16 19:00", [
            ("nl1", "I send a monthly newsletter through Postwick to about 300 people. What "
             "should the June one say?",
             "Lead with the new glazes, add a behind-the-scenes photo from the studio, and "
             "list your upcoming fair dates."),
            ("Good, I'll show the kiln.", "People love kiln shots.")]),
        "s3": ("2022-08-01 20:15", [
            ("My friend Wenna sells her prints on her own Shopwright site and keeps nagging me "
             "to move. I looked at the pricing, 39 dollars a month, and decided I can't "
             "justify it yet.",
             "Makes sense until your sales cover the monthly fee comfortably."),
            ("Maybe after the holidays.", "Worth another look in January.")]),
        "s4": ("2022-10-24 18:40", [
            ("card2", "Help me plan my table for the big holiday market in December? A "
             "six-foot table, two days, and last year I ran out of small gifts by noon on "
             "Saturday. I'm thinking ornaments, small bowls and the mugs. Payments should be "
             "smoother this time: the Tapstall kept dropping its Bluetooth at the last fair, "
             "so I bought a Zellipay Go, which has its own SIM and takes tap and chip without "
             "my phone. How many of each thing should I bring?",
             "Lean on small, cheap pieces: around 60 ornaments, 40 small bowls and 30 mugs, "
             "plus a few bigger pieces for the display. Put the cheapest things at the front, "
             "price everything, and restock from boxes under the table.")]),
        "s5": ("2023-01-30 11:20", [
            ("shop2", "Can you help me write the January newsletter? The big news is that the "
             "shop has moved: I closed the Makerlane store, and everything now lives on my "
             "own website, built on Shopwright, under the same name, so no more 12 percent "
             "cut. I want to thank people for following me over, offer a 10 percent code for "
             "the first week, and show off the new spring glazes. Short, please, people skim.",
             "'Happy new year! The shop has a new home, and the link below takes you there. "
             "Thank you for coming along. Use NEWHOME10 for 10 percent off this week, and "
             "meet the spring glazes below.'"),
            ("It'll go out through Shopwright's built-in mailer, since Postwick was "
             "one more bill.",
             "Keeping things in one place saves time.")]),
        "s6": ("2023-03-20 19:30", [
            ("nl3", "I told you wrong in January: the newsletter goes out through Mailfern, "
             "not Shopwright's mailer. I mixed them up because Mailfern plugs into the site.",
             "Thanks, noted."),
            ("Open rates have gone up, too.", "Nice to see.")]),
        "s7": ("2023-05-08 18:00", [
            ("My studio-mate Sabeen just bought a Tapstall card reader for her first fair. I "
             "warned her about the Bluetooth.",
             "At least she knows to test it before opening."),
            ("She's starting a newsletter on Postwick too.",
             "A good way to keep buyers coming back.")]),
    }, "questions": [
        ("implicit_present", "2023-06-05 09:00", "Where do I sell my pottery online?",
         "On my own website, built on Shopwright", ["shop2"]),
        ("paraphrase", "2023-06-05 09:00", "Where can people buy my mugs on the internet?",
         "My own Shopwright site", ["shop2"]),
        ("past", "2023-06-05 09:00", "Which platform was my shop on when I launched the "
         "sea-glass mugs?", "Makerlane", ["shop1"]),
        ("explicit_present", "2023-06-05 09:00", "What card reader do I use at fairs now?",
         "A Zellipay Go", ["card2"]),
        ("distractor_slot", "2023-06-05 09:00", "What do I take card payments with at "
         "markets?", "A Zellipay Go", ["card2"]),
        ("past", "2023-06-05 09:00", "Which card reader did I have in spring 2022?",
         "A Tapstall reader that pairs with my phone", ["card1"]),
        ("correction", "2023-06-05 09:00", "What do I send my newsletter with?", "Mailfern",
         ["nl3"]),
        ("past", "2023-06-05 09:00", "Which service did I use for the newsletter before the "
         "shop moved?", "Postwick", ["nl1"]),
    ]},
    {"id": "f141", "sessions": {
        "s1": ("2023-02-06 19:00", [
            ("fa1", "Could you help me write a list of questions for our first meeting with "
             "a financial adviser? It's Seren Pemberton at Alderwick Wealth, recommended by "
             "my sister. We want to know whether to pay the mortgage off faster or put more "
             "into pensions, and what to do with the bike shop's spare cash now it's finally "
             "making money. I don't want to sound clueless, and I don't want to be sold "
             "anything we don't need.",
             "Ask how she's paid, fees or commission; what she'd do first and why; how "
             "pension contributions through the business compare with overpaying the "
             "mortgage; how much cash the shop should keep; and how often you'll review "
             "things and what that costs."),
            ("pay1", "On the shop side, Viggo's wages and tax go through Cradlepay, which "
             "costs 18 pounds a month and files everything with HMRC.",
             "A payroll service like that saves a lot of admin.")]),
        "s2": ("2023-04-17 20:00", [
            ("ins1", "Renewal letter came: the shop's employer's liability insurance is with "
             "Copthorne Mutual, 240 a year, covering Viggo. Is that a fair price?",
             "For one employee in a workshop that's a normal range. Check the public "
             "liability limit too.")]),
        "s3": ("2023-06-26 19:20", [
            ("I thought about doing Viggo's payroll myself with the free government tools to "
             "save the fee, but the first dry run took me three hours, so I've left it as it "
             "is.",
             "Your time is worth more than 18 pounds a month."),
            ("Seren wants to meet every six months.", "Twice a year is a sensible rhythm.")]),
        "s4": ("2023-09-11 19:45", [
            ("fa2", "Can you help me write a flyer for the shop's autumn service deal? Full "
             "service plus new brake pads for 75 pounds through October, and free collection "
             "within two miles. On the money side, Seren has left Alderwick to set up on her "
             "own, and they've handed us to a Torben Gaskell, who seems fine but talks only "
             "in percentages. We've had one call with him so far. Something punchy for the "
             "flyer, please.",
             "'Autumn tune-up: a full service plus new brake pads for 75 pounds, all October. "
             "We'll even collect your bike within two miles. Book now, before the wet weather "
             "does its worst.'")]),
        "s5": ("2023-11-20 18:30", [
            ("pay2", "Could you draft a short Christmas note to go in Viggo's card? He's been "
             "with me two years and kept the shop running when I had my knee done, and "
             "there's a 300-pound bonus in the envelope. Speaking of which, his payslips will "
             "look different: Cradlepay doubled its fee, so from this month the payroll is "
             "run by Nestwage, and the bonus goes through them on the December run.",
             "'Viggo, thank you for two brilliant years, and especially for holding the fort "
             "while I was out of action. The shop wouldn't be the same without you. Have a "
             "wonderful Christmas, and enjoy a little extra on me.'"),
            ("And the employer's liability has moved across too: Nestwage bundle it "
             "with Stannard Cover, so Copthorne is cancelled.",
             "Bundled cover is convenient; check the limits match the old policy.")]),
        "s6": ("2024-01-29 20:00", [
            ("My brother-in-law Radomir has just signed up with Alderwick Wealth, and Torben "
             "Gaskell is his adviser now.",
             "He'll get used to the percentages."),
            ("And my friend Yorick, who runs the cafe opposite, does his staff payroll through "
             "Cradlepay and swears by it.",
             "Different businesses, different needs.")]),
        "s7": ("2024-03-11 19:10", [
            ("fa3", "Help me plan a stand at the town's spring cycling festival? A gazebo, a "
             "workstand for free safety checks, and some cheap bits to sell, like lights and "
             "inner tubes. Oh, and we've left Alderwick: Torben never once answered an email "
             "inside a week, so we moved everything across to Seren's new firm, Pemberton "
             "Planning, and she's looking after us again. What should I bring for the stand?",
             "A weighted gazebo, your workstand and tools, a track pump, a card reader, a "
             "price board, a stack of flyers, and plenty of lights, tubes and chain lube. A "
             "sign-up sheet for service bookings turns safety checks into customers."),
            ("ins3", "And I told you wrong about the insurance: it hasn't moved to Stannard "
             "yet. The Copthorne policy runs until its renewal on the twentieth of April, so "
             "we're with them until then.",
             "Thanks, noted.")]),
    }, "questions": [
        ("changes_back", "2024-04-08 09:00", "Who is our financial adviser?",
         "Seren Pemberton, now at her own firm, Pemberton Planning", ["fa3"]),
        ("distractor_slot", "2024-04-08 09:00", "Who looks after our investments?",
         "Seren Pemberton at Pemberton Planning", ["fa3"]),
        ("past", "2024-04-08 09:00", "Who was advising us on money in autumn 2023?",
         "Torben Gaskell at Alderwick Wealth", ["fa2"]),
        ("past", "2024-04-08 09:00", "Which firm was our adviser with when we first met her?",
         "Alderwick Wealth", ["fa1"]),
        ("implicit_present", "2024-04-08 09:00", "Who runs the payroll for the shop?",
         "Nestwage", ["pay2"]),
        ("paraphrase", "2024-04-08 09:00", "Which service works out Viggo's payslips and tax?",
         "Nestwage", ["pay2"]),
        ("past", "2024-04-08 09:00", "What did the shop use for payroll in spring 2023?",
         "Cradlepay", ["pay1"]),
        ("correction", "2024-04-08 09:00", "Who insures the shop as Viggo's employer?",
         "Copthorne Mutual, until its renewal on 20 April", ["ins3"]),
    ]},
]
