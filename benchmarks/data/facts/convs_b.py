"""Conversations f09-f16 of taggraph's facts-that-change set (all text written for taggraph).

Same layout as ``convs_a.py``.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f09", "sessions": {
        "s1": ("2023-09-11 20:30", [
            ("school1", "Ezra started Year 1 at Brookfield Primary today. He cried at the gate. "
             "Normal?",
             "Completely normal. Keep goodbyes short and cheerful; most children settle within "
             "a couple of weeks."),
            ("teacher1", "His teacher, Mrs Adebayo, sent a photo of him laughing an hour later.",
             "That's reassuring. Sounds like a kind teacher.")]),
        "s2": ("2023-10-24 17:15", [
            ("club1", "Ezra joined the chess club after school on Thursdays. He's six, is that "
             "too young?",
             "Not at all. Chess at six is mostly about patience and taking turns."),
            ("He lost every game and still loved it.", "The best attitude there is.")]),
        "s3": ("2024-01-30 21:00", [
            ("We've decided to move Ezra to a school with more outdoor time.",
             "That can suit energetic kids. Have you picked one?"),
            ("school2", "Yes, he starts at Larchmont Academy after the Easter holidays. They "
             "have a forest school every Friday.",
             "Sounds wonderful. Visit together before his first day.")]),
        "s4": ("2024-03-05 12:40", [
            ("My niece Clementine just got a place at Brookfield Primary for September. My sister "
             "is thrilled.",
             "Lovely. Ezra can tell her all about it."),
            ("He says the dinners are terrible.", "A very honest review.")]),
        "s5": ("2024-05-14 18:05", [
            ("teacher2", "Ezra's new teacher at Larchmont is Mr Castellanos and Ezra thinks he's "
             "the funniest person alive.",
             "A teacher he adores makes the move so much easier."),
            ("club2", "He swapped chess for the robotics club, Tuesdays after school.",
             "Robotics is a great fit for a tinkerer.")]),
    }, "questions": [
        ("announced", "2024-06-20 09:00", "Which school does Ezra go to?", "Larchmont Academy",
         ["school2"]),
        ("paraphrase", "2024-06-20 09:00", "Where is my son enrolled?", "Larchmont Academy",
         ["school2"]),
        ("distractor_slot", "2024-06-20 09:00", "What school is my kid at?", "Larchmont Academy",
         ["school2"]),
        ("implicit_present", "2024-06-20 09:00", "Who is Ezra's teacher?", "Mr Castellanos",
         ["teacher2"]),
        ("past", "2024-06-20 09:00", "Who taught Ezra in the autumn term?", "Mrs Adebayo",
         ["teacher1"]),
        ("past", "2024-06-20 09:00", "Where did Ezra go to school before Larchmont?",
         "Brookfield Primary", ["school1"]),
        ("implicit_present", "2024-06-20 09:00", "What after-school club does Ezra do?",
         "Robotics club, on Tuesdays", ["club2"]),
        ("past", "2024-06-20 09:00", "Which club was Ezra in before robotics?", "Chess club",
         ["club1"]),
    ]},
    {"id": "f10", "sessions": {
        "s1": ("2023-03-04 16:50", [
            ("team1", "Lifelong Carrow Harriers fan here, and we lost 3-0 again. Cheer me up.",
             "Every fan base has a season like this. The next home game is a fresh start."),
            ("mi1", "I'm running about 15 miles a week to take my mind off football.",
             "Good outlet. Keep most of those miles easy.")]),
        "s2": ("2023-04-19 07:20", [
            ("club1", "I run with a Tuesday evening group that meets at Pembury Park. Should I "
             "add a long run?",
             "Yes, one longer run at the weekend, building a mile every other week."),
            ("How long before a half marathon?", "Twelve to sixteen weeks of steady training.")]),
        "s3": ("2023-08-27 22:15", [
            ("team2", "The Harriers sold our best striker to fund a new stand. That's it, I "
             "support Dunmore Athletic now. Don't judge me.",
             "No judgement! Switching clubs is rare but not unheard of."),
            ("My dad is horrified.", "He'll come round, maybe.")]),
        "s4": ("2023-10-02 19:45", [
            ("club2", "I left the Pembury Park group and joined Northgate Striders, a proper "
             "club with a coach.",
             "A coached club will give structure to your training."),
            ("mi2", "I'm up to about 25 miles a week now.", "That's a solid base for a half.")]),
        "s5": ("2023-12-16 13:30", [
            ("My son Arlo says his favourite team is the Harriers and he wants their new shirt "
             "for Christmas.",
             "Sounds like the family loyalty skipped you and landed on him."),
            ("I'll buy it, through gritted teeth.", "That's love.")]),
    }, "questions": [
        ("implicit_present", "2024-01-15 11:00", "What's my favourite football team?",
         "Dunmore Athletic", ["team2"]),
        ("paraphrase", "2024-01-15 11:00", "Which club do I support?", "Dunmore Athletic",
         ["team2"]),
        ("distractor_slot", "2024-01-15 11:00", "Which team do I cheer for?", "Dunmore Athletic",
         ["team2"]),
        ("past", "2024-01-15 11:00", "Who did I support before I switched teams?",
         "Carrow Harriers", ["team1"]),
        ("explicit_present", "2024-01-15 11:00", "How many miles a week am I running at the "
         "moment?", "About 25 miles", ["mi2"]),
        ("past", "2024-01-15 11:00", "What was my weekly mileage back in March 2023?",
         "About 15 miles", ["mi1"]),
        ("implicit_present", "2024-01-15 11:00", "Which running club am I in?",
         "Northgate Striders", ["club2"]),
    ]},
    {"id": "f11", "sessions": {
        "s1": ("2023-11-08 19:00", [
            ("emp1", "I'm a logistics analyst at Quillstone Logistics and I'm bored. How do I "
             "tell if it's the job or just November?",
             "Notice whether the boredom lifts on good weeks. If nothing at work excites you for "
             "months, it's the job."),
            ("com1", "The 40-minute drive each way doesn't help.", "Long commutes drain a lot.")]),
        "s2": ("2024-01-12 21:30", [
            ("My husband Piet has an interview at Quillstone next week, funnily enough.",
             "Good luck to him! You can give him the inside view."),
            ("I told him the canteen is the best part.", "An honest recommendation.")]),
        "s3": ("2024-02-06 18:10", [
            ("emp2", "I accepted an offer from Harrowgate Analytics! I start on 4 March, so I'm "
             "handing my notice in at Quillstone tomorrow.",
             "Congratulations! Keep the resignation letter short and thank them."),
            ("How much notice is normal?", "Whatever your contract says; often four weeks.")]),
        "s4": ("2024-04-02 08:45", [
            ("title2", "One month in at Harrowgate as a data analyst. Much more SQL than I "
             "expected.",
             "Practice window functions; they come up constantly."),
            ("com2", "And the office is close enough that I cycle in, 15 minutes.",
             "Brilliant, exercise built into the day.")]),
        "s5": ("2024-05-19 15:00", [
            ("Piet got the Quillstone job, he starts in June.", "Congratulations to him."),
            ("We'll compare canteens.", "A fun household rivalry.")]),
    }, "questions": [
        ("announced", "2024-07-01 09:00", "Where do I work?", "Harrowgate Analytics", ["emp2"]),
        ("paraphrase", "2024-07-01 09:00", "Which company am I employed by?",
         "Harrowgate Analytics", ["emp2"]),
        ("distractor_slot", "2024-07-01 09:00", "Who's my employer these days?",
         "Harrowgate Analytics", ["emp2"]),
        ("past", "2024-07-01 09:00", "Where was I working in January 2024?",
         "Quillstone Logistics", ["emp1"]),
        ("implicit_present", "2024-07-01 09:00", "What's my job title?", "Data analyst",
         ["title2"]),
        ("past", "2024-07-01 09:00", "What was my title at Quillstone?", "Logistics analyst",
         ["emp1"]),
        ("implicit_present", "2024-07-01 09:00", "How do I get to work?",
         "I cycle, about 15 minutes", ["com2"]),
    ]},
    {"id": "f12", "sessions": {
        "s1": ("2023-01-17 20:20", [
            ("g1", "I boulder at The Crux Wall two evenings a week. How do I stop my forearms "
             "getting pumped so fast?",
             "Climb more easy problems for volume, shake out often, and rest three minutes "
             "between hard attempts."),
            ("gr1", "I'm stuck at V3.", "Work on footwork; most plateaus at V3 are about feet.")]),
        "s2": ("2023-02-25 10:05", [
            ("My flatmate Odile climbs at Summit Works across town and keeps trying to recruit me.",
             "Trying another wall now and then can be fun; new setters, new styles."),
            ("Maybe once.", "Bring chalk.")]),
        "s3": ("2023-04-12 18:30", [
            ("g2", "I switched to CrossFit at Forge Box. I wanted more all-round fitness.",
             "Good for conditioning. Scale the lifts at first and learn the movements."),
            ("The burpees are evil.", "Everyone agrees on that.")]),
        "s4": ("2023-07-21 09:50", [
            ("I hurt my shoulder doing kipping pull-ups.", "Sorry. See a physio before you load "
             "it again."),
            ("The physio says no overhead work for six weeks.", "Follow that strictly.")]),
        "s5": ("2023-09-14 19:40", [
            ("g3", "Shoulder is better and I'm back at The Crux Wall. CrossFit wasn't for me "
             "after all.",
             "Welcome back to the wall. Ease in with slab and vertical problems."),
            ("gr2", "And I sent my first V5 last night!", "Huge. All that footwork paid off.")]),
        "s6": ("2023-11-02 21:10", [
            ("Odile says Summit Works is getting new holds. Still not going.",
             "Loyalty to your home wall is fair."),
            ("Recipe for a post-climb dinner in 20 minutes?", "Egg fried rice with frozen peas "
             "and whatever greens you have.")]),
    }, "questions": [
        ("implicit_present", "2023-12-10 10:00", "Where do I train?", "The Crux Wall",
         ["g3"]),
        ("changes_back", "2023-12-10 10:00", "Am I doing CrossFit or climbing at the moment?",
         "Climbing, at The Crux Wall", ["g3"]),
        ("distractor_slot", "2023-12-10 10:00", "Which climbing gym do I go to?",
         "The Crux Wall", ["g3"]),
        ("past", "2023-12-10 10:00", "What gym was I going to in May 2023?",
         "Forge Box (CrossFit)", ["g2"]),
        ("past", "2023-12-10 10:00", "Where did I train before I tried CrossFit?",
         "The Crux Wall", ["g1"]),
        ("implicit_present", "2023-12-10 10:00", "What grade do I climb?", "V5", ["gr2"]),
        ("past", "2023-12-10 10:00", "What grade was I stuck at early in the year?", "V3",
         ["gr1"]),
    ]},
    {"id": "f13", "sessions": {
        "s1": ("2024-02-02 09:30", [
            ("d1", "My blood pressure was 158 over 96, so Dr Feeney started me on amlodipine "
             "5 mg. My ankles are a bit puffy.",
             "Ankle swelling is a known side effect; mention it at your review."),
            ("Anything I can do besides the pill?", "Less salt, more walking, less alcohol.")]),
        "s2": ("2024-03-18 20:00", [
            ("doc1", "Dr Feeney told me she retires in June. From July my GP will be Dr "
             "Oyelaran, who's new at the practice.",
             "Ask for a summary letter so nothing gets lost in the handover."),
            ("Good idea.", "Handovers are when things slip.")]),
        "s3": ("2024-04-29 18:15", [
            ("d2", "Review today: amlodipine goes up to 10 mg because the readings are still "
             "high.",
             "Keep a home log of readings so the next review has data."),
            ("Morning or evening readings?", "Both, ideally, for a week before the review.")]),
        "s4": ("2024-05-03 11:20", [
            ("d3", "Correction: the new dose is 7.5 mg, not 10. I mixed it up with my wife's "
             "prescription. The pharmacist set me straight.",
             "Thanks for fixing that: amlodipine 7.5 mg."),
            ("She's on lisinopril 10 mg, that's where the 10 came from.",
             "That explains it.")]),
        "s5": ("2024-06-10 16:40", [
            ("My brother takes 5 mg of amlodipine too. Is it genetic, high blood pressure?",
             "Family history does raise the risk, so it's good you're both treated."),
            ("We're doing a sponsored walk together.", "Good for both of you.")]),
    }, "questions": [
        ("implicit_present", "2024-08-05 10:00", "What dose of amlodipine am I on?", "7.5 mg",
         ["d3"]),
        ("correction", "2024-08-05 10:00", "How many mg is my blood pressure tablet?",
         "7.5 mg", ["d3"]),
        ("paraphrase", "2024-08-05 10:00", "What's the strength of my BP meds these days?",
         "7.5 mg amlodipine", ["d3"]),
        ("distractor_slot", "2024-08-05 10:00", "How much amlodipine do I take?", "7.5 mg",
         ["d3"]),
        ("past", "2024-08-05 10:00", "What dose was I on when I started amlodipine?", "5 mg",
         ["d1"]),
        ("announced", "2024-08-05 10:00", "Who is my GP?", "Dr Oyelaran", ["doc1"]),
        ("past", "2024-08-05 10:00", "Who was my family doctor in the spring?", "Dr Feeney",
         ["d1", "doc1"]),
    ]},
    {"id": "f14", "sessions": {
        "s1": ("2023-10-03 22:00", [
            ("adv1", "First week of my PhD in marine ecology. My supervisor, Professor "
             "Marchetti, wants a reading list by Friday. Where do I start?",
             "Start with two recent reviews and follow their most cited references."),
            ("off1", "My desk is in room 3.14, next to the fish tanks.", "Noisy pumps, I bet.")]),
        "s2": ("2023-12-12 14:30", [
            ("st1", "My stipend is 18,600 pounds a year and I'm trying to budget. Help?",
             "Set your rent first, then food, then a small fun fund; save anything you can for "
             "conferences."),
            ("Conferences aren't funded?", "Often partly; ask the department.")]),
        "s3": ("2024-02-20 10:10", [
            ("adv2", "Big change: Marchetti is leaving for a job in Lisbon, so Dr Ahn is my "
             "supervisor now. She works on seagrass, which is close to my topic.",
             "A close fit helps. Set up a meeting to agree your first-year plan with her."),
            ("Nervous about it.", "New supervisors often bring fresh energy.")]),
        "s4": ("2024-04-09 19:00", [
            ("My lab mate Greta's supervisor, Professor Barros, is on sabbatical all year.",
             "Greta may need a stand-in for day-to-day questions."),
            ("She's asked Dr Ahn to cover.", "Dr Ahn will be busy!")]),
        "s5": ("2024-05-27 17:20", [
            ("st2", "The research council raised stipends: mine is 19,237 pounds now.",
             "A welcome bump."),
            ("off2", "And we moved offices, my desk is in room 2.06, no fish tanks.",
             "Quieter, at least.")]),
    }, "questions": [
        ("implicit_present", "2024-06-30 10:00", "Who is my PhD supervisor?", "Dr Ahn", ["adv2"]),
        ("paraphrase", "2024-06-30 10:00", "Who is my doctoral advisor?", "Dr Ahn", ["adv2"]),
        ("distractor_slot", "2024-06-30 10:00", "Who supervises my thesis?", "Dr Ahn", ["adv2"]),
        ("past", "2024-06-30 10:00", "Who supervised me when I started my PhD?",
         "Professor Marchetti", ["adv1"]),
        ("implicit_present", "2024-06-30 10:00", "How much is my stipend?",
         "19,237 pounds a year", ["st2"]),
        ("past", "2024-06-30 10:00", "What was my stipend before the raise?",
         "18,600 pounds a year", ["st1"]),
        ("explicit_present", "2024-06-30 10:00", "Which room is my desk in now?", "Room 2.06",
         ["off2"]),
    ]},
    {"id": "f15", "sessions": {
        "s1": ("2023-05-10 21:20", [
            ("day1", "I volunteer at Hillcrest Food Bank on Wednesday evenings.",
             "That's generous of you. What do you do there?"),
            ("role1", "Mostly sorting donations and checking dates on tins.",
             "Unglamorous but essential.")]),
        "s2": ("2023-07-01 12:00", [
            ("My friend Ruairi volunteers at the cat shelter on Wednesdays too; we get a drink "
             "after.",
             "A nice tradition."),
            ("Any cheap summer dinner ideas for two?", "Grilled halloumi wraps with salad.")]),
        "s3": ("2023-08-22 19:30", [
            ("role2", "They asked me to be warehouse coordinator at the food bank from September! "
             "I'll plan deliveries and run the rota.",
             "Congratulations. A shared spreadsheet for the rota will save you."),
            ("day2", "It also means moving my shift to Saturdays.", "Weekends will be busier.")]),
        "s4": ("2023-09-04 18:45", [
            ("day3", "Update: not Saturdays after all, it's Sundays. The Saturday coordinator "
             "slot was taken.",
             "Noted: Sunday shifts."),
            ("Sundays are quieter anyway.", "Easier for planning deliveries too.")]),
        "s5": ("2023-11-15 20:15", [
            ("Ruairi's cat shelter moved his shift to Fridays, so no more Wednesday drinks.",
             "Maybe a Friday one instead."),
            ("Good idea.", "Cheers to that.")]),
    }, "questions": [
        ("correction", "2024-01-08 09:00", "Which day do I volunteer at the food bank?",
         "Sundays", ["day3"]),
        ("implicit_present", "2024-01-08 09:00", "When is my food bank shift?", "Sundays",
         ["day3"]),
        ("distractor_slot", "2024-01-08 09:00", "What day of the week do I volunteer?",
         "Sunday", ["day3"]),
        ("past", "2024-01-08 09:00", "What day did I volunteer when I started at Hillcrest?",
         "Wednesday evenings", ["day1"]),
        ("announced", "2024-01-08 09:00", "What's my role at the food bank?",
         "Warehouse coordinator", ["role2"]),
        ("explicit_present", "2024-01-08 09:00", "Am I still sorting donations these days?",
         "No, I'm the warehouse coordinator now", ["role2"]),
        ("past", "2024-01-08 09:00", "What did I do at the food bank at first?",
         "Sorting donations and checking dates on tins", ["role1"]),
    ]},
    {"id": "f16", "sessions": {
        "s1": ("2023-02-08 08:00", [
            ("diet1", "I've been vegetarian for six years. Give me a high-protein breakfast "
             "without eggs every day.",
             "Greek yoghurt with nuts, tofu scramble, or beans on toast with cheese."),
            ("co1", "And my morning flat white, obviously.", "Of course, the essential.")]),
        "s2": ("2023-03-30 19:25", [
            ("yo1", "I go to a yoga class on Tuesday nights. Poses for tight hamstrings?",
             "Forward folds with bent knees, a supine hamstring stretch with a strap, and "
             "pyramid pose."),
            ("The strap helps a lot.", "Props make everything kinder.")]),
        "s3": ("2023-05-16 20:40", [
            ("diet2", "I've started eating fish again, so I'm pescatarian now. Easy salmon "
             "recipe?",
             "Bake it with soy, honey and ginger for 12 minutes at 200 degrees."),
            ("My iron was low, that's why.", "Fish and leafy greens will help.")]),
        "s4": ("2023-07-09 09:15", [
            ("My boyfriend Teodor just went vegan, so dinners are complicated.",
             "Cook a vegan base and add fish or cheese to your own plate."),
            ("co2", "He's converted me to oat milk too: my usual is an oat latte now.",
             "Oat milk foams nicely for lattes.")]),
        "s5": ("2023-09-26 18:30", [
            ("diet3", "The fish experiment is over, I'm back to being fully vegetarian. My iron "
             "is fine with supplements.",
             "Good to hear the iron is sorted. Lentils and spinach remain your friends."),
            ("yo2", "Also my yoga class moved to Thursday nights.", "Thursdays it is.")]),
    }, "questions": [
        ("changes_back", "2023-11-20 10:00", "Do I eat fish?",
         "No, I'm fully vegetarian again", ["diet3"]),
        ("implicit_present", "2023-11-20 10:00", "What's my diet?", "Vegetarian", ["diet3"]),
        ("distractor_slot", "2023-11-20 10:00", "Am I vegan, vegetarian or pescatarian?",
         "Vegetarian", ["diet3"]),
        ("past", "2023-11-20 10:00", "Was I eating fish in June 2023?",
         "Yes, I was pescatarian then", ["diet2"]),
        ("implicit_present", "2023-11-20 10:00", "What's my usual coffee order?",
         "An oat latte", ["co2"]),
        ("past", "2023-11-20 10:00", "What coffee did I drink before the oat latte?",
         "A flat white", ["co1"]),
        ("explicit_present", "2023-11-20 10:00", "Which night is my yoga class these days?",
         "Thursday", ["yo2"]),
    ]},
]
