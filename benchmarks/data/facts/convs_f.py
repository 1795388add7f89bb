"""Conversations f33-f37 of taggraph's facts-that-change set (all held out).

Same layout as ``convs_a.py``; written for taggraph like ``convs_e.py``. A question may carry a
6th element ``"past"`` when a kind other than ``past`` is asked about an earlier value.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f33", "sessions": {
        "s1": ("2025-01-14 19:30", [
            ("sp1", "Evening Spanish at the Calder Institute started tonight. I'm in the A2 "
             "group, which is humbling. How do I learn verbs faster?",
             "Learn them in short sentences you'd actually say, and review a few every day "
             "rather than a list once a week."),
            ("fm1", "My flatmate Tobiah speaks fluent Spanish and refuses to help. He says it's "
             "character building.",
             "He may be right, annoyingly.")]),
        "s2": ("2025-02-25 08:45", [
            ("gp1", "Booked a check-up with Dr Ashworth at Millbeck Surgery; she's been my GP "
             "since I moved here. What should I ask about my iron levels?",
             "Ask whether to recheck after a few months and whether to take supplements with "
             "food or vitamin C."),
            ("Good shout.", "Take a written list in with you.")]),
        "s3": ("2025-03-31 21:15", [
            ("My friend Marisol's flatmate leaves dishes for a week and then blames the cat.",
             "The cat is innocent in most of these cases."),
            ("They don't even have a cat.", "Then the case is closed.")]),
        "s4": ("2025-05-08 20:20", [
            ("gp2", "Letter from the surgery: Dr Ashworth is going part-time, so from June my "
             "named GP is Dr Okonjo.",
             "Worth booking a short appointment to meet Dr Okonjo and go over your history."),
            ("I'll do that in the summer.", "Good plan.")]),
        "s5": ("2025-06-17 18:05", [
            ("fm2", "The flat smells of basil since Ferne took Tobiah's old room. She grows "
             "herbs on every windowsill.",
             "That sounds like a lovely flatmate to have."),
            ("She also cooks for two.", "Even better.")]),
        "s6": ("2025-07-22 19:40", [
            ("My colleague Brannoch is doing Spanish too; he's already in the C1 group and "
             "keeps showing off.",
             "Let him show off; you can practise with him."),
            ("I'll ask him over coffee.", "A good idea.")]),
        "s7": ("2025-09-16 20:50", [
            ("sp2", "Passed the placement test over the summer, so Tuesday nights are the B1 "
             "group now. The teacher talks so fast.",
             "Congratulations! Ask her to slow down sometimes; teachers expect it."),
            ("I'll try.", "You'll adjust in a few weeks.")]),
    }, "questions": [
        ("implicit_present", "2025-11-05 09:00", "What level is my Spanish class?", "B1",
         ["sp2"]),
        ("explicit_present", "2025-11-05 09:00", "Which Spanish group am I in now?", "B1",
         ["sp2"]),
        ("past", "2025-11-05 09:00", "What level was my Spanish in January 2025?", "A2",
         ["sp1"]),
        ("paraphrase", "2025-11-05 09:00", "Who's my housemate?", "Ferne", ["fm2"]),
        ("distractor_slot", "2025-11-05 09:00", "Who do I share my flat with?", "Ferne",
         ["fm2"]),
        ("past", "2025-11-05 09:00", "Who did I live with at the start of 2025?", "Tobiah",
         ["fm1"]),
        ("announced", "2025-11-05 09:00", "Who is my GP?", "Dr Okonjo", ["gp2"]),
    ]},
    {"id": "f34", "sessions": {
        "s1": ("2020-10-12 22:10", [
            ("emp1", "Anyway, since I started at Quillfeather Games I've barely cooked. Give me "
             "three dinners I can make in fifteen minutes.",
             "Egg fried rice, a tuna and white bean salad, and gnocchi with pesto and peas."),
            ("Gnocchi tonight.", "Good choice.")]),
        "s2": ("2020-11-30 19:30", [
            ("home1", "Our flat above the bakery on Penny Street in Lancaster is freezing. How "
             "do I stop draughts from the sash windows?",
             "Brush strips on the sashes and heavy curtains make a big difference; a draught "
             "snake for the sill too."),
            ("The bakery smell is free heating.", "Nature's radiator.")]),
        "s3": ("2021-01-18 20:00", [
            ("My partner Elowen's studio just shipped their game, and they're all getting a "
             "week off.",
             "Congratulations to her. A week off after a launch is well earned."),
            ("I'm jealous.", "Understandable.")]),
        "s4": ("2021-03-03 18:40", [
            ("emp2", "First week at Lattice & Loom went fine. Honestly I don't miss the crunch at "
             "Quillfeather one bit.",
             "A saner pace will show in your work. What are you working on?"),
            ("Weaving-pattern software. Niche but lovely.", "Niche is often the nicest.")]),
        "s5": ("2021-05-11 21:05", [
            ("home2", "We got the keys! A little terraced house in Durham with a yard. No more "
             "bakery smell though.",
             "Congratulations! First things first: find the stopcock and the fuse box."),
            ("Found both.", "Then you're ready for anything.")]),
        "s6": ("2021-06-29 17:20", [
            ("My sister Tamsin sold her house in Whitby and is renting a flat by the harbour.",
             "Renting by the sea sounds like a nice change."),
            ("She can hear the gulls at 5am.", "Less nice.")]),
        "s7": ("2021-08-16 19:55", [
            ("How do I get rid of moss on a brick yard without harsh chemicals?",
             "Scrub it with a stiff brush and hot water, then keep it swept and dry; a "
             "pressure washer works too."),
            ("Pressure washer it is.", "Wear old shoes.")]),
    }, "questions": [
        ("implicit_present", "2021-10-20 09:00", "Where do I work?", "Lattice & Loom",
         ["emp2"]),
        ("paraphrase", "2021-10-20 09:00", "Which company employs me?", "Lattice & Loom",
         ["emp2"]),
        ("distractor_slot", "2021-10-20 09:00", "Which studio do I work for?",
         "Lattice & Loom", ["emp2"]),
        ("past", "2021-10-20 09:00", "Where was I working in late 2020?", "Quillfeather Games",
         ["emp1"]),
        ("implicit_present", "2021-10-20 09:00", "Where do I live?",
         "A terraced house in Durham", ["home2"]),
        ("paraphrase", "2021-10-20 09:00", "Is my place a flat or a house?",
         "A terraced house (in Durham)", ["home2"]),
        ("past", "2021-10-20 09:00", "Where did I live before Durham?",
         "A flat above the bakery on Penny Street, Lancaster", ["home1"]),
    ]},
    {"id": "f35", "sessions": {
        "s1": ("2022-09-19 20:10", [
            ("sch1", "Ambrose is in his last year at Fellgate Primary and already acting like "
             "he owns the place. Ideas for a Year 6 science fair project?",
             "Growing cress under different light colours is easy and measurable."),
            ("care1", "Hettie, our childminder, picks both kids up Monday to Wednesday, so she "
             "could help with the cress.",
             "A childminder with a windowsill is a perfect lab assistant.")]),
        "s2": ("2022-10-31 18:00", [
            ("inst1", "Noor started cello lessons at school. The sound is, let's say, developing.",
             "Every cellist starts with that sound. Short daily practice beats a long weekly "
             "one."),
            ("Ten minutes a day then.", "Perfect.")]),
        "s3": ("2023-01-23 19:45", [
            ("inst2", "Noor has dropped the cello for the trumpet. The neighbours are thrilled, "
             "obviously.",
             "Trumpets are loud but great fun. A practice mute helps."),
            ("Buying a mute today.", "The neighbours thank you.")]),
        "s4": ("2023-03-06 20:35", [
            ("sch2", "Offers day! Ambrose got his first choice, so he starts at Rookwood Academy "
             "in September.",
             "Wonderful news. The summer before secondary goes fast."),
            ("He wants a new bag already.", "Of course he does.")]),
        "s5": ("2023-04-18 21:00", [
            ("Our neighbour's twins go to St Brigid's and their childminder does pick-ups in a "
             "cargo bike.",
             "That's charming, and very practical for school runs."),
            ("The kids are jealous.", "Understandable.")]),
        "s6": ("2023-05-30 19:10", [
            ("care2", "Hettie retired at half term, so it's the Owl Club at school for "
             "after-school care now, three days a week.",
             "Clubs can be fun for kids with friends around. Did Hettie have a send-off?"),
            ("Cake and a card the size of a door.", "A proper send-off.")]),
        "s7": ("2023-07-12 18:25", [
            ("inst3", "Plot twist: Noor missed the cello, so the trumpet went back and she's "
             "with her cello teacher again from next week.",
             "Sometimes you need to try something else to know what you love."),
            ("The neighbours are relieved.", "I imagine they are.")]),
    }, "questions": [
        ("announced", "2023-10-10 09:00", "Which school does Ambrose go to?",
         "Rookwood Academy", ["sch2"]),
        ("past", "2023-10-10 09:00", "Where was Ambrose at school in early 2023?",
         "Fellgate Primary", ["sch1"]),
        ("implicit_present", "2023-10-10 09:00", "Who looks after the kids after school?",
         "The Owl Club at school", ["care2"]),
        ("distractor_slot", "2023-10-10 09:00", "Who's our childminder?",
         "Nobody now: Hettie retired; the kids go to the Owl Club", ["care2"]),
        ("changes_back", "2023-10-10 09:00", "What instrument does Noor play?", "The cello",
         ["inst3"]),
        ("explicit_present", "2023-10-10 09:00", "Is Noor still on the trumpet these days?",
         "No, she's back on the cello", ["inst3"]),
        ("past", "2023-10-10 09:00", "What instrument was Noor learning in spring 2023?",
         "The trumpet", ["inst2"]),
    ]},
    {"id": "f36", "sessions": {
        "s1": ("2024-01-09 08:20", [
            ("thy1", "I take levothyroxine, 50 micrograms every morning. How long should I "
             "wait before coffee?",
             "Usually thirty to sixty minutes on an empty stomach, so it's absorbed "
             "properly."),
            ("lane1", "Then I swim in the slow lane at the leisure centre before work.",
             "A swim is a good use of the wait.")]),
        "s2": ("2024-02-12 19:15", [
            ("phy1", "My physio for the knee is Rosalind at Beckside Clinic. She gave me step-downs "
             "and wall sits. Which matters more?",
             "Both, but the step-downs train control on the stairs; do them slowly."),
            ("Slowly is hard.", "That's why it works.")]),
        "s3": ("2024-03-18 20:40", [
            ("My mum is on levothyroxine too, 125 micrograms, and she takes it with her tea. "
             "I've given up telling her.",
             "Her GP can judge from her blood tests whether it matters for her."),
            ("Fair.", "Pick your battles.")]),
        "s4": ("2024-04-22 18:30", [
            ("After the blood test they put me up to 100 micrograms of levothyroxine.",
             "Dose changes like that are common; they'll recheck in a couple of months."),
            ("I feel less foggy already.", "Good sign.")]),
        "s5": ("2024-04-24 07:55", [
            ("thy3", "Sorry, I got that wrong: my new dose is 75 micrograms, not 100. The 100s "
             "in the cupboard are Mum's old box.",
             "Noted, 75 micrograms. Worth keeping the boxes apart."),
            ("Separate shelves from now on.", "Good idea.")]),
        "s6": ("2024-06-11 19:00", [
            ("phy2", "Rosalind went to the clinic's Bath branch, so my knee is in Tamsin "
             "Oyelaran's hands now. She's added hopping.",
             "Hopping is a good sign; it means the knee is ready for more load."),
            ("lane2", "And the swimming's paying off: I've been bumped up to the medium lane.",
             "Congratulations, that's real progress.")]),
        "s7": ("2024-08-27 20:25", [
            ("My colleague Deverell sees a physio who uses acupuncture needles. Does that "
             "actually work?",
             "Evidence is mixed; some people find it helps with pain alongside exercise."),
            ("He swears by it.", "Then it's working for him.")]),
    }, "questions": [
        ("correction", "2024-11-15 09:00", "What dose of levothyroxine am I on?",
         "75 micrograms", ["thy3"]),
        ("paraphrase", "2024-11-15 09:00", "How strong are my thyroid tablets now?",
         "75 micrograms", ["thy3"]),
        ("distractor_slot", "2024-11-15 09:00", "How many micrograms of thyroxine do I take?",
         "75", ["thy3"]),
        ("past", "2024-11-15 09:00", "What dose was I on at the start of 2024?",
         "50 micrograms", ["thy1"]),
        ("implicit_present", "2024-11-15 09:00", "Who's my physio?", "Tamsin Oyelaran",
         ["phy2"]),
        ("explicit_present", "2024-11-15 09:00", "Which lane do I swim in nowadays?",
         "The medium lane", ["lane2"]),
        ("past", "2024-11-15 09:00", "Who was my physiotherapist in February 2024?",
         "Rosalind at Beckside Clinic", ["phy1"]),
    ]},
    {"id": "f37", "sessions": {
        "s1": ("2023-06-12 21:30", [
            ("bk1", "My book club in Marrowby is reading The Salt Orchard this month. How do I "
             "lead a discussion without it turning into a lecture?",
             "Bring three open questions, ask someone else to start, and let silences sit."),
            ("en1", "We host at ours, which is fine since our electricity is on a cheap Brightwick "
             "Energy fix.",
             "A cheap fix is worth holding on to.")]),
        "s2": ("2023-07-24 19:05", [
            ("pos1", "Five-a-side on Sunday: I'm in goal as usual and we lost 9-2. Not my fault. "
             "Mostly.",
             "Keepers always get the blame. Did the defence show up?"),
            ("Barely.", "Then I'd say it's shared.")]),
        "s3": ("2023-09-18 20:20", [
            ("en2", "Brightwick went bust, so the regulator moved all its customers over and "
             "we're with Corrach Power now. Same tariff for now, apparently.",
             "That's the usual process. Take a meter reading for the switch date."),
            ("Did it this morning.", "Good.")]),
        "s4": ("2023-10-02 20:45", [
            ("bk2", "October's book club pick is Nine Lanterns. It's five hundred pages!",
             "Fifty pages a night and you'll make it with time to spare."),
            ("I'm on page nine.", "Plenty of time.")]),
        "s5": ("2023-11-20 19:40", [
            ("My parents are with a tiny green energy company that sends handwritten "
             "newsletters.",
             "That's charming; small suppliers can be good value."),
            ("Dad reads them out loud.", "Of course he does.")]),
        "s6": ("2024-01-08 18:50", [
            ("pos2", "Dodgy wrist since Christmas, so on Sundays I'm playing at the back now and "
             "someone else goes in goal.",
             "Protect that wrist. Defending needs good positioning more than pace."),
            ("I'm slow anyway.", "Then positioning it is.")]),
        "s7": ("2024-02-26 20:10", [
            ("bk3", "New book club read: The Glass Cartographer. Finally something under three "
             "hundred pages.",
             "A welcome change after the long one."),
            ("My friend Galen's book club is on a Russian novel marathon.", "Brave people.")]),
        "s8": ("2024-04-15 19:25", [
            ("What's a good snack for book club that isn't crisps?",
             "Cheese straws, olives, or a tray of little savoury tarts."),
            ("Cheese straws it is.", "Everyone loves those.")]),
    }, "questions": [
        ("implicit_present", "2024-06-03 09:00", "What's my book club reading?",
         "The Glass Cartographer", ["bk3"]),
        ("explicit_present", "2024-06-03 09:00", "Which book are we on at book club right now?",
         "The Glass Cartographer", ["bk3"]),
        ("past", "2024-06-03 09:00", "What did my book club read in October 2023?",
         "Nine Lanterns", ["bk2"]),
        ("distractor_slot", "2024-06-03 09:00", "Who supplies our electricity?",
         "Corrach Power", ["en2"]),
        ("paraphrase", "2024-06-03 09:00", "Which energy company are we with?", "Corrach Power",
         ["en2"]),
        ("implicit_present", "2024-06-03 09:00", "What position do I play at five-a-side?",
         "At the back (in defence)", ["pos2"]),
        ("past", "2024-06-03 09:00", "Where did I play before I hurt my wrist?", "In goal",
         ["pos1"]),
    ]},
]
