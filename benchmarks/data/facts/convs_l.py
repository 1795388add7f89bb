"""Conversations f65-f69 of taggraph's facts-that-change set (all held out).

Same layout as ``convs_e.py``. Written after f50-f59, all for the held-out part, without looking at
the ranking code or any run's results: a contact-lens prescription read wrongly, a dance class
that changes style and night, a language-exchange partner, a horse's farrier, a daughter's
driving instructor handed over at New Year, a hay supplier, a cook's kitchen section, an iron
level, a pub darts team, an orchestra chair announced for the new season, an accountant, a count
of beehives, a father's carer, a sleep-apnoea machine's pressure and a grocery delivery.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f65", "sessions": {
        "s1": ("2025-01-20 19:40", [
            ("lens1", "Eye test this morning: no change, still -2.75 in both eyes, so I just "
             "reordered the same monthly lenses.",
             "Stable is good news. Remember to swap the case every month too."),
            ("dance1", "And I've signed up for salsa beginners at the dance school on Tanyard "
             "Street, Tuesday nights. I have two left feet.",
             "Salsa beginners' classes are full of people who say that. The basic step "
             "clicks after a few weeks.")]),
        "s2": ("2025-02-25 21:15", [
            ("lx1", "Found someone to swap languages with: Tiago Verdelho. I help him with "
             "English for his nursing exams, he helps me with my Portuguese, an hour each way "
             "on Sunday video calls.",
             "That's a great arrangement. Agree a rough topic each week so the hour doesn't "
             "drift into small talk."),
            ("He corrects my accent mercilessly.", "That's the useful kind.")]),
        "s3": ("2025-04-08 22:05", [
            ("dance2", "Quit salsa, too fast and too sweaty. I tried an Argentine tango taster "
             "at Gallowglass Hall and it's Wednesday nights there for me from now on. Slow, "
             "moody, perfect.",
             "Tango suits people who like to listen to the music. Good shoes with a smooth "
             "sole make the turns much easier."),
            ("Already ordered some.", "Committed.")]),
        "s4": ("2025-05-19 18:30", [
            ("lens2", "Eyes got worse: the optician says -3.00 now, and she switched me to "
             "daily lenses because my eyes were getting dry with the monthlies.",
             "Dailies are often more comfortable for dry eyes, and there's no cleaning."),
            ("Less faff, more plastic.", "Some brands take the used ones back to recycle.")]),
        "s5": ("2025-06-10 20:45", [
            ("lx2", "Tiago passed his exams and started his first nursing job, so he's got no "
             "time left. Leonor Quarrendon from the same exchange site is my new Portuguese "
             "partner, Thursday evenings. She grew up on a fishing island and talks fast.",
             "Different accents are good practice. Ask her to slow down; exchange partners "
             "expect it."),
            ("She says I sound like a textbook.", "That fades with practice.")]),
        "s6": ("2025-06-17 08:10", [
            ("lens3", "Got the box of dailies and read the label: -3.25, not -3.00. The -3.00 "
             "was the trial pair the optician had me try first.",
             "So -3.25 is your prescription now. Worth knowing if you ever buy a spare box."),
            ("Noted in my phone.", "Good plan.")]),
        "s7": ("2025-08-05 21:30", [
            ("My flatmate Juniper caught the tango bug too, but she goes to Pallister Rooms "
             "on Mondays. She says their teacher is stricter.",
             "Different teachers suit different people; it's nice that you can compare notes."),
            ("We practise in the kitchen.", "Mind the table corners.")]),
        "s8": ("2025-09-16 12:20", [
            ("What's a good way to learn Portuguese verb endings without flashcards?",
             "Write short diary entries in the tense you're practising and read them aloud; "
             "songs with simple lyrics help too."),
            ("Songs it is.", "Pick one with a chorus you'll hum all day.")]),
    }, "questions": [
        ("correction", "2025-10-20 09:00", "What's my contact lens prescription?", "-3.25",
         ["lens3"]),
        ("past", "2025-10-20 09:00", "What strength were my contact lenses in January?",
         "-2.75", ["lens1"]),
        ("implicit_present", "2025-10-20 09:00", "What dance class do I go to?",
         "Argentine tango at Gallowglass Hall", ["dance2"]),
        ("explicit_present", "2025-10-20 09:00", "Which night is my dance class these days?",
         "Wednesday", ["dance2"]),
        ("distractor_slot", "2025-10-20 09:00", "Where do I go dancing?", "Gallowglass Hall",
         ["dance2"]),
        ("implicit_present", "2025-10-20 09:00", "Who's my Portuguese exchange partner?",
         "Leonor Quarrendon", ["lx2"]),
        ("past", "2025-10-20 09:00", "Who did I practise Portuguese with in early 2025?",
         "Tiago Verdelho", ["lx1"]),
    ]},
    {"id": "f66", "sessions": {
        "s1": ("2021-05-10 18:20", [
            ("farrier1", "Gethin Harcastle came out to shoe Tallow this afternoon. Six weeks "
             "on the dot, as always. Tallow tried to eat his hat.",
             "Regular six-week visits keep the feet in good balance. The hat was a bonus."),
            ("hay1", "We're still buying hay from Pennock's Farm at five pounds a bale. Is that "
             "fair?",
             "For good small bales that's about the going rate, though prices jump after a "
             "wet summer.")]),
        "s2": ("2021-06-21 20:10", [
            ("drive1", "Poppy had her first driving lesson today with Lorcan Threlfall. He "
             "says she's a natural. She says he brakes on his side too much.",
             "Dual-control brakes are the instructor's safety net. Keep the lessons regular "
             "and the progress comes quickly."),
            ("She wants to practise in my car.", "Only with L plates and insurance in order.")]),
        "s3": ("2021-08-02 16:55", [
            ("farrier2", "Gethin's back has packed in and he's passed his round on. Elspeth "
             "Harrower did Tallow's feet yesterday and they look better than ever.",
             "A smooth handover is lucky; a farrier's round can be hard to replace."),
            ("Tallow didn't try to eat her hat.", "A mark of respect.")]),
        "s4": ("2021-09-13 19:30", [
            ("hay2", "Pennock's had such a wet summer they've nothing to sell. We're getting "
             "ours from Skelmore Grange now: six pounds fifty a bale, but they deliver.",
             "Delivery saves a lot of trips with a trailer. Check a few bales for dust and "
             "mould when they arrive."),
            ("Smells sweet so far.", "That's a good sign.")]),
        "s5": ("2021-10-25 21:00", [
            ("drive2", "Lorcan is retiring at Christmas. From January Poppy's lessons will be "
             "with his niece, Kezia Threlfall, who's taking over the business and his car.",
             "Same car and the same family business should make the switch easy. Ask Kezia "
             "for a mock test in her first few lessons."),
            ("Poppy's worried Kezia will be stricter.", "Strict instructors pass a lot of "
             "learners.")]),
        "s6": ("2021-12-06 17:40", [
            ("My friend Hester's farrier, Percy Gadd, turned up two hours late again and "
             "then left one shoe half done because of another call.",
             "That's frustrating with a horse standing in the cold. She might ask around for "
             "someone more reliable."),
            ("She's asked for Elspeth's number.", "Word travels fast among horse people.")]),
        "s7": ("2022-01-24 19:15", [
            ("Poppy passed her theory test today, first try! 48 out of 50.",
             "Brilliant score. The hazard perception part trips up a lot of people."),
            ("Now she wants a car.", "Of course she does.")]),
    }, "questions": [
        ("implicit_present", "2022-03-14 09:00", "Who's our farrier?", "Elspeth Harrower",
         ["farrier2"]),
        ("distractor_slot", "2022-03-14 09:00", "Who shoes Tallow?", "Elspeth Harrower",
         ["farrier2"]),
        ("past", "2022-03-14 09:00", "Who shod Tallow in spring 2021?", "Gethin Harcastle",
         ["farrier1"]),
        ("announced", "2022-03-14 09:00", "Who's Poppy's driving instructor?",
         "Kezia Threlfall", ["drive2"]),
        ("paraphrase", "2022-03-14 09:00", "Who is teaching my daughter to drive?",
         "Kezia Threlfall", ["drive2"]),
        ("implicit_present", "2022-03-14 09:00", "Where do we buy our hay?",
         "Skelmore Grange", ["hay2"]),
        ("past", "2022-03-14 09:00", "How much were we paying for a bale of hay in May "
         "2021?", "Five pounds, from Pennock's Farm", ["hay1"]),
    ]},
    {"id": "f67", "sessions": {
        "s1": ("2022-02-14 23:40", [
            ("station1", "Long night on the grill section at Tallis & Crumb. Sixty covers and "
             "every second one wanted the steak medium rare. My forearms are singed.",
             "Grill on a busy night is brutal. Aloe gel and a good night's sleep."),
            ("darts1", "At least it's darts tomorrow. I throw for the Wheelwright's Arms in "
             "the Burnside league on Tuesdays.",
             "A night at the oche sounds like the perfect way to unwind.")]),
        "s2": ("2022-03-28 15:10", [
            ("iron1", "Blood test for the constant tiredness: my ferritin is 9. The GP's put me "
             "on iron tablets twice a day.",
             "That's low, so the tiredness makes sense. Take them with orange juice rather "
             "than tea, which blocks absorption."),
            ("They're making me feel sick.", "Taking them with a bit of food can help; ask "
             "the GP if it carries on.")]),
        "s3": ("2022-05-09 00:20", [
            ("station2", "Our pastry chef walked out on Friday and chef has put me on pastry "
             "until further notice. So it's tarts and custards every night now and I've "
             "never been this calm at work.",
             "Pastry is a different rhythm from the grill: more prep, more precision, less "
             "fire. Plenty of chefs find it suits them."),
            ("I made a lemon tart today that nobody sent back.", "High praise in a kitchen.")]),
        "s4": ("2022-06-20 12:30", [
            ("iron2", "Recheck: ferritin's up to 38, and I'm not falling asleep on the bus "
             "home any more.",
             "Big improvement. The GP will probably keep you on the tablets a while to build "
             "up your stores."),
            ("Three more months, she said.", "Sounds about right.")]),
        "s5": ("2022-08-01 22:45", [
            ("darts2", "The Wheelwright's Arms has shut for a refit, so our whole team has "
             "moved to the Drover's Rest. Same league, but match night is Thursday there.",
             "A team that moves together is a good team. Hopefully the new board is well "
             "lit."),
            ("It's better lit than the old one.", "Then your averages should go up.")]),
        "s6": ("2022-09-12 23:05", [
            ("My cousin Cormac plays darts for the Navigation Inn, in the same league. We "
             "meet them in October and he's already trash-talking.",
             "Nothing like a family grudge match to fill a pub."),
            ("I'll be practising every night.", "Sensible.")]),
        "s7": ("2022-10-24 13:50", [
            ("iron3", "Ferritin 61 on the latest test, so the GP says I can stop the tablets.",
             "Great result. Keep some iron-rich food in your diet so it holds."),
            ("Steak at staff dinner, then.", "Perks of the job.")]),
    }, "questions": [
        ("implicit_present", "2022-12-05 09:00", "Which section of the kitchen do I run?",
         "Pastry", ["station2"]),
        ("paraphrase", "2022-12-05 09:00", "What part of the menu do I cook at work?",
         "The desserts (tarts and custards): I'm on pastry", ["station2"]),
        ("past", "2022-12-05 09:00", "Which section was I on at the start of 2022?",
         "The grill", ["station1"]),
        ("past", "2022-12-05 09:00", "What was my ferritin before I started on iron "
         "tablets?", "9", ["iron1"]),
        ("explicit_present", "2022-12-05 09:00", "Which pub's darts team am I playing for at "
         "the moment?", "The Drover's Rest", ["darts2"]),
        ("distractor_slot", "2022-12-05 09:00", "What night is my darts match?", "Thursday",
         ["darts2"]),
        ("past", "2022-12-05 09:00", "Which pub did I throw darts for in February?",
         "The Wheelwright's Arms", ["darts1"]),
    ]},
    {"id": "f68", "sessions": {
        "s1": ("2023-03-06 22:10", [
            ("orch1", "Concert with the Orrisford Sinfonia tonight. I'm still second chair in "
             "the cellos, next to Ottilie Brandreth, and she carried us through the symphony.",
             "Sitting next to a strong principal is the best way to learn a section's job."),
            ("hives1", "Also checked my two hives this morning. Both colonies made it through "
             "the winter.",
             "Two out of two after winter is a good result. Keep an eye on their stores "
             "until the spring flowers get going.")]),
        "s2": ("2023-04-17 14:25", [
            ("acct1", "Bartholomew Senna at Senna & Gault has done my tax return again. "
             "Orchestra fees, teaching and the university job. He makes it look easy.",
             "With three income streams a good accountant pays for himself. Keep your "
             "receipts in one folder for him through the year."),
            ("He charges £400.", "Not unusual for a return with self-employed income.")]),
        "s3": ("2023-06-05 19:40", [
            ("hives2", "Caught a swarm off the neighbour's apple tree! So that makes three "
             "hives.",
             "A free colony. Give it a few weeks before judging how strong it is."),
            ("The neighbour was delighted.", "Not everyone is, with a swarm on their tree.")]),
        "s4": ("2023-07-17 21:50", [
            ("orch2", "Big news: Ottilie retires at the end of this season, and the committee "
             "has offered me principal cello from the autumn season, which starts in "
             "September. I said yes before they could change their minds.",
             "Congratulations! Use the summer to look over the autumn programme with the "
             "section leader's hat on: bowings, cues, solos."),
            ("Terrified.", "That's the right amount of terrified.")]),
        "s5": ("2023-09-18 17:20", [
            ("hives3", "I told you three hives, but it's four: I split my strongest colony in "
             "May to stop it swarming and forgot to count the new one.",
             "Four hives, then. That's a proper apiary."),
            ("Honey for everyone at Christmas.", "Popular gift.")]),
        "s6": ("2023-11-06 10:05", [
            ("acct2", "Senna & Gault got swallowed by a big firm and the fee for my return "
             "doubled. Henrietta Quayle, who works on her own in Orrisford, is doing my "
             "self-assessment from now on.",
             "A sole practitioner is often better value for a return like yours. Send her "
             "last year's return so she can see how it was done."),
            ("She's already asked for it.", "Organised.")]),
        "s7": ("2024-01-15 20:35", [
            ("My colleague Dr Loveday's accountant, Kit Marwood, forgot to file her return "
             "on time and she got a £100 penalty.",
             "She can appeal if the accountant was at fault, and the accountant should "
             "really cover it."),
            ("He's offered to pay it.", "As he should.")]),
    }, "questions": [
        ("announced", "2024-02-26 09:00", "What's my seat in the cello section?",
         "Principal (since the autumn season began in September)", ["orch2"]),
        ("past", "2024-02-26 09:00", "Where did I sit in the orchestra's cellos in spring "
         "2023?", "Second chair, next to Ottilie Brandreth", ["orch1"]),
        ("implicit_present", "2024-02-26 09:00", "Who's my accountant?", "Henrietta Quayle",
         ["acct2"]),
        ("paraphrase", "2024-02-26 09:00", "Who fills in my tax return for me?",
         "Henrietta Quayle", ["acct2"]),
        ("distractor_slot", "2024-02-26 09:00", "Which accountant do I use?",
         "Henrietta Quayle", ["acct2"]),
        ("correction", "2024-02-26 09:00", "How many beehives do I keep?", "Four",
         ["hives3"]),
        ("past", "2024-02-26 09:00", "How many hives did I have in March 2023?", "Two",
         ["hives1"]),
    ]},
    {"id": "f69", "sessions": {
        "s1": ("2024-06-03 13:30", [
            ("carer1", "Dad's morning visits from Harebell Care started today. His carer, "
             "Ruthanne Gibb, got him showered and dressed and had him laughing by half nine.",
             "A carer who can make him laugh on day one is a good sign. Give it a couple of "
             "weeks for routines to settle."),
            ("shop1", "And our weekly shop is booked with Farthing's for Friday evenings now, "
             "so I'm not dragging bags up the hill.",
             "A regular slot saves a lot of time. Keep a running list on your phone through "
             "the week.")]),
        "s2": ("2024-07-15 08:45", [
            ("cpap1", "The sleep clinic gave me a CPAP machine set at a fixed 9 centimetres of "
             "water pressure. The mask leaks on my left cheek.",
             "Leaks are usually a sizing or strap issue. Ask the clinic to try a different "
             "mask size; many people take a few weeks to get used to it."),
            ("I do feel less groggy.", "That's the main thing.")]),
        "s3": ("2024-08-26 18:00", [
            ("carer2", "Ruthanne has gone over to the agency's night team. Dad's mornings are "
             "with Eamon Lusk now, who does the crossword with him over breakfast.",
             "A shared crossword is a lovely way to start a visit."),
            ("Dad says Eamon is hopeless at anagrams.", "Every team needs a weak link.")]),
        "s4": ("2024-10-07 20:20", [
            ("shop2", "Farthing's has stopped delivering to our postcode. The weekly shop "
             "comes from Orchardine now, Sunday mornings, and they pack the eggs properly.",
             "Unbroken eggs are a good sign. Check their substitution settings so you don't "
             "get surprises."),
            ("They substituted oat milk for cream.", "Turn substitutions off for that one.")]),
        "s5": ("2024-11-18 09:10", [
            ("cpap2", "Follow-up at the sleep clinic: they switched my machine to auto mode, "
             "anywhere between 7 and 13 depending on what I need through the night.",
             "Auto mode adjusts as your breathing changes, which many people find more "
             "comfortable than one fixed pressure."),
            ("The mask still leaks.", "Then ask about a different style of mask.")]),
        "s6": ("2025-01-06 16:40", [
            ("My aunt Eulalia's carer, Agathe Voss, is moving away next month and Eulalia is "
             "upset.",
             "Losing a carer she trusts is hard. Ask the agency to introduce the new person "
             "before Agathe leaves, if they can."),
            ("They've promised a handover visit.", "That will help.")]),
        "s7": ("2025-02-17 12:55", [
            ("My colleague Stellan still swears by Farthing's. He gets everything from them, "
             "including his cat food.",
             "Lucky him, if they still deliver to his area."),
            ("They do. Lucky Stellan.", "Postcode lottery.")]),
    }, "questions": [
        ("implicit_present", "2025-03-31 09:00", "Who is Dad's carer?", "Eamon Lusk",
         ["carer2"]),
        ("distractor_slot", "2025-03-31 09:00", "Which carer comes to Dad in the mornings?",
         "Eamon Lusk", ["carer2"]),
        ("past", "2025-03-31 09:00", "Who was Dad's carer when the visits started?",
         "Ruthanne Gibb", ["carer1"]),
        ("explicit_present", "2025-03-31 09:00", "What pressure is my CPAP machine on now?",
         "Auto mode, between 7 and 13", ["cpap2"]),
        ("past", "2025-03-31 09:00", "What was my CPAP set to when the sleep clinic first "
         "gave it to me?", "A fixed 9 centimetres of water", ["cpap1"]),
        ("implicit_present", "2025-03-31 09:00", "Which supermarket delivers our shopping?",
         "Orchardine", ["shop2"]),
        ("paraphrase", "2025-03-31 09:00", "Who do we get our groceries from?", "Orchardine",
         ["shop2"]),
    ]},
]
