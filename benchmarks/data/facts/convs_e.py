"""Conversations f28-f32 of taggraph's facts-that-change set (all held out).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the held-out part: values said in
passing, changes told without the obvious verb (a stolen bike, a refit), announced changes asked
before and after they take effect, corrections, values that change back, and other people's
values for the same slot.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f28", "sessions": {
        "s1": ("2021-02-08 18:30", [
            ("tl1", "Anyway, since Oriane Falk took me onto her platform team at Brackwater "
             "Analytics I review way more pull requests than I write. Is that normal?",
             "Quite normal on a platform team. Reviews are how the team keeps its standards, "
             "and you learn the codebase faster that way."),
            ("com1", "It helps that I cycle in along the canal path, twenty minutes, so my head "
             "is clear by the time I sit down.",
             "A car-free ride along water is about the best commute there is.")]),
        "s2": ("2021-03-15 10:05", [
            ("cafe1", "Saturday ritual: a flat white and a cardamom bun at The Sorrel Room on "
             "Mill Yard. What's a good book to read over coffee?",
             "Something in short chapters works well at a cafe table; essays or a collection "
             "of stories."),
            ("Stories it is.", "Enjoy the bun.")]),
        "s3": ("2021-04-20 21:40", [
            ("My flatmate Jory's team lead made him redo a whole slide deck at nine in the "
             "evening. He was fuming.",
             "Late rework with no warning is demoralising. He could ask for earlier checkpoints "
             "on decks like that."),
            ("I told him to bring it up in his one-to-one.", "That's the right place for it.")]),
        "s4": ("2021-06-02 13:20", [
            ("tl2", "Team news: Oriane goes on parental leave at the end of June, and Benedek "
             "Haas runs the platform team from July until she's back next spring.",
             "Worth asking Benedek how he'd like updates before the handover."),
            ("He's nice, a bit chaotic.", "Clear written notes will help you both.")]),
        "s5": ("2021-07-19 08:10", [
            ("com2", "Somebody nicked my bike from outside the station, lock and all, so it's "
             "the number 14 bus for me now. Forty minutes each way.",
             "Sorry, that's maddening. Report it to the police with the frame number; bikes do "
             "turn up sometimes."),
            ("At least I can read on the bus.", "A silver lining of sorts.")]),
        "s6": ("2021-09-03 11:45", [
            ("cafe2", "The Sorrel Room shut for a refit, so my Saturday flat white comes from "
             "Pellucid on Dray Lane for now.",
             "A change of scene can be nice. Do they do buns?"),
            ("No buns. A tragedy.", "Perhaps a croissant will do in the meantime.")]),
        "s7": ("2021-10-25 19:15", [
            ("My colleague Sunniva takes a little ferry across the estuary to get to work. "
             "Her commute sounds like a holiday.",
             "Until it's cancelled for fog, I imagine."),
            ("That happened twice last week!", "Then it's less of a holiday than it sounds.")]),
        "s8": ("2021-11-30 17:55", [
            ("cafe3", "The Sorrel Room reopened with new benches. Pellucid's beans never grew on "
             "me, so Saturdays are back at the old place.",
             "Glad the buns are back in your life."),
            ("They added a pear one too.", "Sounds like the refit was worth the wait.")]),
    }, "questions": [
        ("announced", "2021-06-20 09:00", "Who's my team lead?",
         "Oriane Falk (Benedek Haas only takes over in July)", ["tl1", "tl2"]),
        ("announced", "2022-01-12 09:00", "Who is my team lead?", "Benedek Haas", ["tl2"]),
        ("distractor_slot", "2022-01-12 09:00", "Who's in charge of my team at work?",
         "Benedek Haas", ["tl2"]),
        ("implicit_present", "2022-01-12 09:00", "How do I get to work?",
         "The number 14 bus", ["com2"]),
        ("changes_back", "2022-01-12 09:00", "Where do I go for my Saturday coffee?",
         "The Sorrel Room", ["cafe3"]),
        ("explicit_present", "2022-01-12 09:00", "What's my favourite cafe right now?",
         "The Sorrel Room", ["cafe3"]),
        ("past", "2022-01-12 09:00", "How did I get to the office before my bike was stolen?",
         "Cycling along the canal path", ["com1"]),
        ("past", "2022-01-12 09:00", "Which cafe did I use in the autumn of 2021?",
         "Pellucid on Dray Lane", ["cafe2"]),
    ]},
    {"id": "f29", "sessions": {
        "s1": ("2022-03-10 20:00", [
            ("alg1", "Hay fever season is starting early. I take one fexofenadine a day, 120 mg. "
             "Should I start it before the pollen peaks?",
             "Yes, starting a couple of weeks before your usual worst weeks tends to work "
             "better than waiting for symptoms."),
            ("ch1", "Also I joined the Thornbury Community Choir! They put me in with the altos.",
             "Lovely. Altos get the interesting harmonies.")]),
        "s2": ("2022-04-04 19:25", [
            ("pod1", "My friend Wrenna and I are launching a podcast about mending clothes. "
             "We're calling it Loose Threads. Any tips for the first episode?",
             "Keep it short, introduce yourselves, and fix one real garment on air so "
             "listeners get something useful."),
            ("We'll darn a sock live.", "Perfect first episode.")]),
        "s3": ("2022-05-23 08:40", [
            ("alg2", "Pollen is brutal. The GP said I can go up to 180 mg of the fexofenadine "
             "until the summer is over, so that's what I'm on.",
             "Good that you checked. Keep windows shut in the early evening too."),
            ("And shower before bed?", "Yes, it washes the pollen out of your hair.")]),
        "s4": ("2022-06-30 21:10", [
            ("My colleague Ottoline takes two of her antihistamines a day, and she's still "
             "sneezing through every meeting.",
             "Some people need a different tablet altogether; she could ask a pharmacist."),
            ("I'll suggest it.", "Kind of you.")]),
        "s5": ("2022-08-16 18:35", [
            ("ch2", "Choir update: my voice sits so low these days that our director moved me "
             "over to the tenors, and honestly it suits me.",
             "Plenty of lower voices sing tenor in community choirs. Enjoy the new line."),
            ("My cousin Halvard sings bass in a male voice choir and thinks it's hilarious.",
             "Tell him to come to your concert.")]),
        "s6": ("2022-09-26 19:50", [
            ("alg3", "Pollen's done, so I'm back on my usual 120 mg of fexofenadine.",
             "Makes sense; just the regular dose until spring."),
            ("Feels good to breathe again.", "Enjoy the autumn air.")]),
        "s7": ("2022-10-19 20:30", [
            ("pod2", "We renamed the podcast: Loose Threads was taken by a knitting show, so "
             "we're Second Stitch from episode twelve.",
             "A good name, and it sounds like mending. Update the feed art too."),
            ("Wrenna is drawing a new logo.", "Great, keep the old name in the description "
             "for a while so people find you.")]),
        "s8": ("2022-12-12 17:15", [
            ("Our winter concert is on Saturday. How do I stop my voice cracking on high "
             "notes when I'm nervous?",
             "Warm up gently, breathe low, and don't push the top notes; support them."),
            ("Thanks, that helps.", "Break a leg.")]),
    }, "questions": [
        ("changes_back", "2023-01-18 09:00", "What dose of hay fever tablets do I take?",
         "120 mg of fexofenadine", ["alg3"]),
        ("paraphrase", "2023-01-18 09:00", "How many milligrams is my antihistamine now?",
         "120 mg", ["alg3"]),
        ("past", "2023-01-18 09:00", "What dose of fexofenadine was I on in June 2022?",
         "180 mg", ["alg2"]),
        ("implicit_present", "2023-01-18 09:00", "Which section do I sing in?", "Tenor",
         ["ch2"]),
        ("distractor_slot", "2023-01-18 09:00", "What voice part am I in the choir?", "Tenor",
         ["ch2"]),
        ("implicit_present", "2023-01-18 09:00", "What's the name of my podcast?",
         "Second Stitch", ["pod2"]),
        ("past", "2023-01-18 09:00", "What was our show called when Wrenna and I started it?",
         "Loose Threads", ["pod1"]),
    ]},
    {"id": "f30", "sessions": {
        "s1": ("2024-08-05 21:00", [
            ("mort1", "Our mortgage is fixed at 4.9% with Gannet Home Loans until February. "
             "Should we overpay a bit each month?",
             "If there's no early repayment charge within the allowance, overpaying cuts the "
             "interest you pay over the term."),
            ("step1", "Also my watch nags me about 8,000 steps a day and I never hit it.",
             "A short walk after lunch usually gets people most of the way.")]),
        "s2": ("2024-09-14 16:20", [
            ("tut1", "Lio has GCSE maths next year, so we got him a tutor, Ysolde Marr, "
             "Thursdays after school.",
             "Good timing. Ask her to focus on the topics he finds shakiest first."),
            ("He hates algebra.", "Then algebra first, in small doses.")]),
        "s3": ("2024-10-28 20:45", [
            ("My neighbour Pernille is on a tracker mortgage at 5.6% and checks the base rate "
             "news every morning.",
             "Trackers move with the base rate, so that's understandable."),
            ("She's thinking of fixing.", "A broker could compare fixes for her.")]),
        "s4": ("2024-12-09 19:10", [
            ("mort2", "Sorted the remortgage: when the Gannet fix ends, we go to Ledgerwood "
             "Mutual at 4.35%, starting on the first of March.",
             "Nice, that's a real saving. Check the old direct debit is cancelled after "
             "February."),
            ("Will do.", "And keep the offer letter somewhere safe.")]),
        "s5": ("2025-01-13 07:50", [
            ("tut2", "Lio's Thursday sessions are with Caspian Lind since the new year; Ysolde's "
             "timetable filled up at the college.",
             "Hopefully the handover was smooth. How's Lio finding him?"),
            ("He says Caspian explains things slower. That's a compliment.",
             "High praise from a teenager.")]),
        "s6": ("2025-02-20 18:30", [
            ("step2", "New year, new me: I raised my daily step target to 12,000.",
             "Ambitious. Break it into three walks."),
            ("I'll walk to the station.", "That's a good chunk right there.")]),
        "s7": ("2025-02-22 09:15", [
            ("step3", "Oops, I mistyped the other day. My step goal is 10,000 a day, not 12,000.",
             "Noted, 10,000 a day. Much more doable."),
            ("My sister does 15,000 but she's a postie.", "That's cheating, in a good way.")]),
        "s8": ("2025-04-16 20:05", [
            ("Can you explain what an offset mortgage is? My colleague keeps recommending them.",
             "Your savings sit against the loan balance, so you pay interest only on the "
             "difference. It suits people with big savings."),
            ("We don't have big savings.", "Then a plain fix is usually the better deal.")]),
    }, "questions": [
        ("announced", "2025-06-10 09:00", "What interest rate is our mortgage on?", "4.35%",
         ["mort2"]),
        ("paraphrase", "2025-06-10 09:00", "Who's our home loan with?", "Ledgerwood Mutual",
         ["mort2"]),
        ("distractor_slot", "2025-06-10 09:00", "What rate are we paying on the house?",
         "4.35% with Ledgerwood Mutual", ["mort2"]),
        ("past", "2025-06-10 09:00", "What was our mortgage rate in 2024?",
         "4.9% with Gannet Home Loans", ["mort1"]),
        ("correction", "2025-06-10 09:00", "What's my daily step goal?", "10,000 steps",
         ["step3"]),
        ("past", "2025-06-10 09:00", "What was my step target before I raised it?",
         "8,000 steps a day", ["step1"]),
        ("implicit_present", "2025-06-10 09:00", "Who tutors Lio?", "Caspian Lind", ["tut2"]),
        ("past", "2025-06-10 09:00", "Who was Lio's maths tutor in autumn 2024?",
         "Ysolde Marr", ["tut1"]),
    ]},
    {"id": "f31", "sessions": {
        "s1": ("2021-09-06 19:40", [
            ("ph1", "I'm on a SIM-only deal with Pebblecast, 12 pounds a month, and the signal "
             "at my allotment is nonexistent. Is wifi calling a thing?",
             "Yes, most phones support it; turn it on in the settings and calls go over wifi "
             "when the signal is weak."),
            ("plot1", "There's no wifi on plot 14 either, sadly. Just beans.",
             "Then the beans will have to take messages.")]),
        "s2": ("2021-10-21 07:30", [
            ("run1", "Did my first parkrun with the Saltmarsh Striders, the club on the front. "
             "Twenty-nine minutes!",
             "A great first time. Clubs are good for steady improvement."),
            ("They meet Tuesdays and Sundays.", "Two runs a week is a sensible start.")]),
        "s3": ("2021-12-02 20:15", [
            ("My brother Aurelio pays 40 pounds a month for his phone contract because he had "
             "to have the newest model.",
             "Contracts bundle the phone's price in, so it adds up."),
            ("He'll be paying for it till 2024.", "That's the catch.")]),
        "s4": ("2022-02-11 18:50", [
            ("ph2", "Signal at the allotment is finally fine since going over to Orbitel, and "
             "it's only 9 pounds a month.",
             "Cheaper and better, nice. Did your number port across?"),
            ("Yes, no problems.", "Good.")]),
        "s5": ("2022-03-24 21:00", [
            ("plot2", "The committee let me swap to plot 22 by the gate; it gets sun all day and "
             "the water butt is right there.",
             "Sun and water on hand are the two best things a plot can have."),
            ("The old plot's shed was falling down anyway.", "Then it's an upgrade all round.")]),
        "s6": ("2022-05-09 19:05", [
            ("run2", "Tuesday track sessions with the Kilnworth Road Runners are killing me. "
             "Their coach is relentless. Much more serious than the Striders were.",
             "Track work pays off quickly. Keep the easy runs really easy."),
            ("The Striders were mostly about cake.", "There's room for both in life.")]),
        "s7": ("2022-06-27 18:25", [
            ("ph3", "Small correction on the phone: the Orbitel deal is 11 pounds a month, not 9. "
             "I forgot the roaming add-on.",
             "Noted, 11 a month with roaming."),
            ("Still cheaper than Pebblecast.", "It is.")]),
        "s8": ("2022-08-01 20:40", [
            ("My colleague Idris runs with a club in the city that does intervals on the "
             "bridge at 6am. No thank you.",
             "Dedication or madness; hard to tell."),
            ("Madness.", "Agreed.")]),
    }, "questions": [
        ("implicit_present", "2022-09-14 09:00", "Who's my phone contract with?", "Orbitel",
         ["ph2"]),
        ("correction", "2022-09-14 09:00", "How much am I paying for my phone these days?",
         "11 pounds a month", ["ph3"]),
        ("distractor_slot", "2022-09-14 09:00", "Which running club am I in?",
         "Kilnworth Road Runners", ["run2"]),
        ("past", "2022-09-14 09:00", "Which club did I run with in 2021?",
         "The Saltmarsh Striders", ["run1"]),
        ("implicit_present", "2022-09-14 09:00", "Which allotment plot do I have?", "Plot 22",
         ["plot2"]),
        ("past", "2022-09-14 09:00", "What number was my allotment plot before the swap?",
         "Plot 14", ["plot1"]),
        ("past", "2022-09-14 09:00", "Which network was I with when we first spoke?",
         "Pebblecast", ["ph1"]),
    ]},
    {"id": "f32", "sessions": {
        "s1": ("2023-02-06 19:00", [
            ("car1", "My lease car is a grey Nardini Pica, 189 a month. Is it worth getting "
             "winter tyres?",
             "If you drive on snowy hills a lot, yes; otherwise all-season tyres are a good "
             "compromise. Check the lease allows it."),
            ("pil1", "Also started Wednesday Pilates with Marguerite at Lantern Studio. My core "
             "is jelly.",
             "Everyone's core is jelly in week one.")]),
        "s2": ("2023-03-13 18:20", [
            ("pil2", "Marguerite's having knee surgery, so Anselm Varga covers her Wednesday "
             "class until she's back in June. He's tougher.",
             "Wish Marguerite a smooth recovery. Tell Anselm about anything that hurts."),
            ("Everything hurts.", "That's just Pilates.")]),
        "s3": ("2023-04-27 20:10", [
            ("My sister Rosamund leases a camper van, which seems mad to me, but she lives in "
             "it half the year.",
             "For someone who travels that much, it can make sense."),
            ("She's in Portugal now.", "Lucky her.")]),
        "s4": ("2023-06-19 19:35", [
            ("pil3", "Marguerite is back! Wednesday Pilates is hers again, and Anselm went back "
             "to his Saturday classes.",
             "Nice, and you'll have built a good base while she was away."),
            ("My mum wants to come along, her Pilates teacher moved away.",
             "Bring her, it's fun to go with someone.")]),
        "s5": ("2023-08-30 17:45", [
            ("car2", "Handed the Pica back at the end of the lease; I'm in an electric Lumen E3 "
             "now, 245 a month.",
             "Congratulations on going electric. Do you have a charger at home?"),
            ("Getting one fitted next week.", "Then charging overnight will be cheap.")]),
        "s6": ("2023-09-04 08:30", [
            ("car3", "Correction: the Lumen is 239 a month, not 245. I forgot the loyalty "
             "discount.",
             "Even better. 239 it is."),
            ("The charger's in.", "Great, enjoy the quiet driving.")]),
        "s7": ("2023-11-22 20:55", [
            ("Any tips for range in cold weather on an electric car?",
             "Precondition the cabin while it's plugged in, keep tyres at the right pressure, "
             "and use the seat heater rather than the cabin heat."),
            ("Seat heater is bliss.", "It really is.")]),
    }, "questions": [
        ("explicit_present", "2023-05-02 09:00", "Who's teaching my Pilates class at the "
         "moment?", "Anselm Varga (covering for Marguerite)", ["pil2"]),
        ("changes_back", "2024-01-15 09:00", "Who teaches my Wednesday Pilates?", "Marguerite",
         ["pil3"]),
        ("past", "2024-01-15 09:00", "Who took my Pilates class in spring 2023?",
         "Anselm Varga", ["pil2"]),
        ("implicit_present", "2024-01-15 09:00", "What car do I drive?", "A Lumen E3 (electric)",
         ["car2"]),
        ("correction", "2024-01-15 09:00", "What do I pay each month for the car?",
         "239 a month", ["car3"]),
        ("distractor_slot", "2024-01-15 09:00", "What's my lease vehicle?", "A Lumen E3",
         ["car2"]),
        ("past", "2024-01-15 09:00", "What did I drive before the electric car?",
         "A grey Nardini Pica", ["car1"]),
    ]},
]
