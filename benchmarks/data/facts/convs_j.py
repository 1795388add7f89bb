"""Conversations f55-f59 of taggraph's facts-that-change set (all held out).

Same layout as ``convs_e.py``. Written later than the rest, all for the held-out part, so that no
ranking change was ever tuned on this text: a dissertation supervisor handed over after a term,
a weekend job that comes back, student digs; a babysitter announced weeks ahead, a child's
bedtime and shoe size; a pub quiz venue, a podcast habit and a home insurer; a nurse's ward that
changes back, her preceptor and her sea-swimming spot; a golf handicap, a caravan pitch and a
delivered newspaper.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f55", "sessions": {
        "s1": ("2024-09-23 21:30", [
            ("home1", "Final year! Still in Larchfield Court, the uni flats by the sports "
             "centre, which at least means a two-minute walk to lectures.",
             "Being close to campus saves a lot of time in a heavy year."),
            ("job1", "I'm keeping my Saturdays at Quillon Books on the market square, though. "
             "How do I fit a dissertation around that?",
             "Block two fixed mornings a week for the dissertation and guard them the way "
             "you'd guard a shift.")]),
        "s2": ("2024-10-14 16:05", [
            ("sup1", "Dr Enid Prowse is supervising my dissertation on tidal mills, and she "
             "wants a two-page plan by Friday. Where do I start?",
             "Start with the question you want to answer and a rough chapter outline. "
             "Supervisors like to see the shape early."),
            ("She wrote a book on mills.", "Then cite it, gently.")]),
        "s3": ("2024-11-08 18:20", [
            ("job2", "Quillon Books cut its weekend hours, so I've picked up Saturdays at the "
             "cafe in Grindstone Climbing Centre. Free chalk, free cake.",
             "Free cake is a decent perk for a student job."),
            ("The flapjacks are enormous.", "Dangerous.")]),
        "s4": ("2024-12-05 20:50", [
            ("sup2", "Email from Dr Prowse: she's on research leave from February, and Dr "
             "Barnaby Mensah takes over her dissertation students then. Apparently he's a mill "
             "nerd too.",
             "Lucky that he shares your topic. Send him your plan before the handover so he "
             "knows where you are."),
            ("I'll do it before Christmas.", "Good plan.")]),
        "s5": ("2025-01-16 12:40", [
            ("home2", "New term, new front door: five of us are renting a terrace on Ribbon "
             "Street. The boiler has moods.",
             "Find out where the stopcock and the boiler manual are in week one. It saves a "
             "panic later."),
            ("The manual is in the bread bin.", "Naturally.")]),
        "s6": ("2025-02-18 19:10", [
            ("My housemate Maelle's supervisor hasn't answered her emails in three weeks and "
             "her draft is due in March.",
             "She could copy in the module leader and ask for a short meeting; silence that "
             "long is worth escalating politely."),
            ("I'll tell her.", "Hope it gets sorted.")]),
        "s7": ("2025-03-24 17:30", [
            ("job3", "Quillon rang to ask if I'd come back for Saturdays now their hours are up "
             "again, and I said yes. Handed in my notice at the climbing cafe.",
             "Nice to be wanted back. You'll know the shelves already."),
            ("I'll miss the flapjacks.", "Bring one as a leaving present to yourself.")]),
    }, "questions": [
        ("announced", "2025-05-12 09:00", "Who supervises my dissertation?",
         "Dr Barnaby Mensah", ["sup2"]),
        ("distractor_slot", "2025-05-12 09:00", "Who's my supervisor?", "Dr Barnaby Mensah",
         ["sup2"]),
        ("paraphrase", "2025-05-12 09:00", "Which lecturer oversees my final-year project?",
         "Dr Barnaby Mensah", ["sup2"]),
        ("changes_back", "2025-05-12 09:00", "Where do I work on Saturdays?", "Quillon Books",
         ["job3"]),
        ("past", "2025-05-12 09:00", "Where was my Saturday job in January 2025?",
         "The cafe at Grindstone Climbing Centre", ["job2"]),
        ("implicit_present", "2025-05-12 09:00", "Where do I live?",
         "A shared terrace on Ribbon Street", ["home2"]),
        ("past", "2025-05-12 09:00", "Where did I live at the start of final year?",
         "Larchfield Court, the uni flats", ["home1"]),
    ]},
    {"id": "f56", "sessions": {
        "s1": ("2025-01-20 20:00", [
            ("shoe1", "Osric needs new school shoes already, he's a size 10 now. Which brands "
             "survive a five-year-old?",
             "Look for a rubber toe bumper and a stitched sole; those outlast glued ones. "
             "Buy with a thumb's width of room."),
            ("sit1", "Also, Isolde, the sixth-former from two doors down, has been our Friday "
             "babysitter since Christmas, and this Friday we're actually going out.",
             "Enjoy it. A reliable sitter next door is gold.")]),
        "s2": ("2025-02-26 19:35", [
            ("bed1", "Osric's bedtime is seven and every single night it's a negotiation. "
             "Tips?",
             "Same steps in the same order every night, a warning ten minutes before, and "
             "let him choose small things, like which pyjamas or which book."),
            ("He chooses the longest book.", "Then pick the book shelf he chooses from.")]),
        "s3": ("2025-04-03 21:15", [
            ("My sister-in-law Kirsi pays her babysitter 15 an hour. Is that the going rate?",
             "It varies by area and age; for an experienced adult sitter in a city it's "
             "common."),
            ("Hers is a nursery nurse.", "Then that sounds fair.")]),
        "s4": ("2025-05-12 18:00", [
            ("bed2", "The light evenings wrecked seven o'clock, so it's half seven now and the "
             "fights have mostly stopped.",
             "A later time that sticks beats an earlier one that's a battle. Blackout blinds "
             "help too."),
            ("We got some last week.", "Perfect.")]),
        "s5": ("2025-07-21 10:30", [
            ("shoe2", "Bought wellies for Osric's summer camp, size 11. He's shot up.",
             "Children's feet can grow a size in a few months at that age."),
            ("And trousers, and a raincoat.", "Summer camp shopping adds up.")]),
        "s6": ("2025-08-14 20:45", [
            ("sit2", "Isolde's off to uni in September. Her cousin Wilhelmina takes over our "
             "Fridays from the 12th, and Osric has already met her.",
             "Good that they've met. Leave Wilhelmina a short note with the bedtime routine."),
            ("Isolde is writing her a handover list.", "Very professional.")]),
        "s7": ("2025-08-18 08:30", [
            ("shoe3", "The wellies are a 12, not an 11. I'd read the size off the wrong box. "
             "His feet are enormous.",
             "Noted: size 12. Good that they fit before camp."),
            ("Camp starts tomorrow.", "Have a lovely week of quiet.")]),
    }, "questions": [
        ("announced", "2025-11-03 09:00", "Who babysits for us on Fridays?", "Wilhelmina",
         ["sit2"]),
        ("distractor_slot", "2025-11-03 09:00", "Who's our babysitter?", "Wilhelmina",
         ["sit2"]),
        ("past", "2025-11-03 09:00", "Who was our Friday babysitter at the start of 2025?",
         "Isolde", ["sit1"]),
        ("correction", "2025-11-03 09:00", "What shoe size is Osric?", "Size 12", ["shoe3"]),
        ("implicit_present", "2025-11-03 09:00", "What time does Osric go to bed?",
         "Half past seven", ["bed2"]),
        ("paraphrase", "2025-11-03 09:00", "When do we put the little one down at night?",
         "Half past seven", ["bed2"]),
        ("past", "2025-11-03 09:00", "What was Osric's bedtime in the winter?", "Seven o'clock",
         ["bed1"]),
    ]},
    {"id": "f57", "sessions": {
        "s1": ("2024-03-05 22:10", [
            ("quiz1", "The Lesser Spotted Pedants came second at the Ferryman tonight. We lost "
             "it on a round about flags.",
             "Flags rounds are brutal. Second is still a good night."),
            ("pod1", "On my walks I'm bingeing a true-crime podcast called Cold Harbour. Any "
             "others like it?",
             "Look for long-form shows that follow a single case across a season; they have "
             "the same slow-burn feel.")]),
        "s2": ("2024-04-16 19:00", [
            ("ins1", "Home insurance renewal from Palisade Direct: 410 a year, up from 290! "
             "Should I shop around?",
             "Yes. Compare like for like on the excess and the cover limits, and ring "
             "Palisade too; renewal quotes often come down when you ask."),
            ("I'll try both.", "Good luck.")]),
        "s3": ("2024-05-28 20:30", [
            ("My colleague Joss's quiz team, Eggheads Anonymous, wins every week at the Crown "
             "and Anchor. He's unbearable about it.",
             "Perhaps your team should visit and take them down a peg."),
            ("We'd lose.", "Maybe just for the chips, then.")]),
        "s4": ("2024-06-10 17:50", [
            ("ins2", "Took your advice and switched: the house is with Hollyhock Insurance now, "
             "330 a year.",
             "Eighty pounds saved on the renewal quote. Cancel the Palisade direct debit."),
            ("Already done.", "Great.")]),
        "s5": ("2024-08-19 07:40", [
            ("pod2", "Cold Harbour's second season went off the rails. What I can't stop "
             "playing now is Small Engines, a man fixing lawnmowers and talking about his life.",
             "Gentle, practical shows like that are good walking company."),
            ("He fixed a hedge trimmer and cried.", "Sounds like a proper episode.")]),
        "s6": ("2024-10-01 21:55", [
            ("quiz2", "The Ferryman dropped its quiz night, so the Pedants have moved across "
             "the square to the Wheatsheaf, Wednesdays. Smaller prizes, better chips.",
             "Better chips is a fair trade."),
            ("We won a meat raffle.", "A true pub-quiz triumph.")]),
        "s7": ("2024-11-25 19:15", [
            ("My dad's insurer turned down his flood claim because of a gap under the back "
             "door. He's furious.",
             "He can ask for the decision in writing and complain to the ombudsman if he "
             "thinks it's unfair."),
            ("I'll help him write it.", "Good.")]),
    }, "questions": [
        ("implicit_present", "2025-02-10 09:00", "Where do we do the pub quiz?",
         "The Wheatsheaf, on Wednesdays", ["quiz2"]),
        ("past", "2025-02-10 09:00", "Which pub did my quiz team play at in spring 2024?",
         "The Ferryman", ["quiz1"]),
        ("explicit_present", "2025-02-10 09:00", "What podcast am I hooked on at the moment?",
         "Small Engines", ["pod2"]),
        ("past", "2025-02-10 09:00", "Which podcast was I bingeing in March 2024?",
         "Cold Harbour", ["pod1"]),
        ("implicit_present", "2025-02-10 09:00", "Who insures the house?",
         "Hollyhock Insurance", ["ins2"]),
        ("distractor_slot", "2025-02-10 09:00", "How much is my home insurance?",
         "330 a year with Hollyhock", ["ins2"]),
        ("paraphrase", "2025-02-10 09:00", "Which firm is our buildings and contents cover "
         "with?", "Hollyhock Insurance", ["ins2"]),
    ]},
    {"id": "f58", "sessions": {
        "s1": ("2022-09-12 21:40", [
            ("ward1", "A month in as a qualified nurse on Plover Ward, the respiratory ward. "
             "How do I stop taking every shift home with me?",
             "A small ritual at the end of a shift helps, like a walk or a change of clothes "
             "before you get home."),
            ("mentor1", "My preceptor, Yusuf Darrow, says the same thing: leave it in the "
             "locker.",
             "Sounds like you've got a good preceptor.")]),
        "s2": ("2022-10-20 07:55", [
            ("swim1", "Dawn swim with the group at Pelham Cove before my late shift. Eleven "
             "degrees! Is it safe to go in most days?",
             "With a group, short dips and warm layers for after, yes. Get out before you "
             "start shivering hard."),
            ("There's cake after.", "Non-negotiable, then.")]),
        "s3": ("2022-11-30 19:20", [
            ("ward2", "First fortnight in cardiology on Heron Ward. The monitors never stop "
             "beeping and I dream in heart rhythms.",
             "A new specialty is a steep climb; the rhythms will start to make sense."),
            ("I hope so.", "Give it a couple of months.")]),
        "s4": ("2023-01-17 18:45", [
            ("My friend Eilidh is on the children's ward at the Infirmary, and her preceptor "
             "has been off sick for weeks, so nobody can sign her competencies.",
             "She should ask the ward manager for a temporary preceptor; it's a common gap."),
            ("She's asked twice.", "Then the practice education team is the next step.")]),
        "s5": ("2023-02-27 08:10", [
            ("swim2", "Another sewage warning at Pelham Cove, so the group swims off Gullet "
             "Point now. Rockier, but clean.",
             "Water quality first. Wear swim shoes on the rocks."),
            ("Ordered some.", "Good.")]),
        "s6": ("2023-04-11 20:30", [
            ("ward3", "Asked to go back to respiratory and they said yes: I'm on Plover again "
             "from Monday. Heron was never for me.",
             "It's good to know where you fit. Your old colleagues will be glad."),
            ("They've saved me a mug.", "That's a welcome back.")]),
        "s7": ("2023-05-23 19:50", [
            ("mentor2", "Yusuf moved to theatres, so Ama Kettleby is my preceptor now. She's "
             "strict about documentation.",
             "Strict about notes is a good habit to pick up early."),
            ("My charting has never been neater.", "There you go.")]),
    }, "questions": [
        ("changes_back", "2023-08-07 09:00", "Which ward do I work on?",
         "Plover Ward (respiratory)", ["ward3"]),
        ("past", "2023-08-07 09:00", "Which ward was I on in January 2023?",
         "Heron Ward (cardiology)", ["ward2"]),
        ("implicit_present", "2023-08-07 09:00", "Who's my preceptor?", "Ama Kettleby",
         ["mentor2"]),
        ("distractor_slot", "2023-08-07 09:00", "Who signs off my competencies?",
         "Ama Kettleby", ["mentor2"]),
        ("explicit_present", "2023-08-07 09:00", "Where do I swim in the mornings at the "
         "moment?", "Gullet Point", ["swim2"]),
        ("implicit_present", "2023-08-07 09:00", "Which beach does my swim group use?",
         "Gullet Point", ["swim2"]),
        ("past", "2023-08-07 09:00", "Where did I go sea swimming in autumn 2022?",
         "Pelham Cove", ["swim1"]),
    ]},
    {"id": "f59", "sessions": {
        "s1": ("2023-03-27 16:40", [
            ("golf1", "Got my first handicap at Withybrook Golf Club: 18. Not bad for a "
             "pensioner.",
             "Not bad at all. Steady putting is the quickest way to bring it down."),
            ("van1", "Celebrating at the caravan this weekend. We keep it at Seacombe Holiday "
             "Park, three rows back from the sea.",
             "Lovely. Hope the weather plays along.")]),
        "s2": ("2023-05-09 08:20", [
            ("paper1", "The newsagent drops the Morning Tribune through the door every day; "
             "the crossword keeps me sharp.",
             "A daily crossword is a good habit. Do you race the clock?"),
            ("Against my wife.", "Then it's a serious contest.")]),
        "s3": ("2023-07-18 19:30", [
            ("golf2", "Down to 16 after a good summer of Tuesday medals.",
             "Two shots in a few months is quick progress."),
            ("The putting practice worked.", "It usually does.")]),
        "s4": ("2023-09-05 15:10", [
            ("Our friends the Abernathys keep their caravan at Gorse Hollow and keep telling "
             "us we should move ours there.",
             "It might be worth a visit to compare site fees and facilities."),
            ("Their site has a bowls green.", "A strong argument.")]),
        "s5": ("2023-10-30 11:45", [
            ("van2", "Seacombe doubled its site fees, so the caravan was towed to Sandwort Dunes "
             "last week, ready for next season. Smaller site, friendlier people.",
             "A friendly site makes the weekends. Check the insurance has the new address."),
            ("Done already.", "Good.")]),
        "s6": ("2024-01-08 09:15", [
            ("paper2", "Cancelled the Tribune, the crossword got too easy. The Evening Courier "
             "comes through the door now and its cryptic is fiendish.",
             "A harder crossword keeps it interesting."),
            ("I've done one clue in three days.", "Early days.")]),
        "s7": ("2024-03-18 17:20", [
            ("golf3", "Handicap's 14 now! The winter league did wonders.",
             "Down four shots in a year; well done."),
            ("My brother plays off 9 and is insufferable.", "You're catching him up.")]),
    }, "questions": [
        ("implicit_present", "2024-05-06 09:00", "What's my golf handicap?", "14", ["golf3"]),
        ("paraphrase", "2024-05-06 09:00", "How many shots do I get at golf?", "14",
         ["golf3"]),
        ("past", "2024-05-06 09:00", "What was my handicap when I first got one?", "18",
         ["golf1"]),
        ("implicit_present", "2024-05-06 09:00", "Where's our caravan kept?", "Sandwort Dunes",
         ["van2"]),
        ("distractor_slot", "2024-05-06 09:00", "Which holiday park is our caravan at?",
         "Sandwort Dunes", ["van2"]),
        ("past", "2024-05-06 09:00", "Where was our caravan sited in the summer of 2023?",
         "Seacombe Holiday Park", ["van1"]),
        ("explicit_present", "2024-05-06 09:00", "Which newspaper do I get delivered these "
         "days?", "The Evening Courier", ["paper2"]),
    ]},
]
