"""Conversations f124-f129 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, on learning and study, with slots new to the set: an apprentice's college day-release day,
the building job an apprentice electrician is on and the date of his practical assessment, a
child's class teacher, her times table and her school lunch (packed or hot dinners), the journal a
research paper is with, a PhD field site and a dissertation deadline, a sixth-former's A-level
subjects, predicted maths grade and firm-choice university, a private tutor's hourly rate,
number of pupils and teaching room, and a college student's major, lab partner and GPA.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f124", "sessions": {
        "s1": ("2022-03-07 19:30", [
            ("col1", "Can you help me set up a weekly budget? I've just started my apprenticeship "
             "with Tallack Electrical and it's my first proper wage, which isn't much. Four "
             "days a week I'm out on the van with Gwilym Kessell, who's the qualified sparky "
             "I'm learning under, and every Wednesday I'm at Trevena College in Redruth for "
             "the theory side, so that day I pay for the bus and my own lunch. I give my mum "
             "forty quid a week for board and I'm trying to save for a car.",
             "List the fixed costs first (board, phone, bus fares on college days), then a "
             "weekly amount for food and going out, and pay a set sum into a separate savings "
             "account on payday so the car fund grows before you can spend it."),
            ("site1", "Right now we're rewiring Castleby Primary in the Easter holidays and at "
             "weekends. Old cabling everywhere and a lot of crawling about in ceiling voids.",
             "In an old school, check the asbestos survey has been done and that you know what "
             "it found before you go into any void.")]),
        "s2": ("2022-05-16 20:10", [
            ("site2", "Could you explain the difference between a ring final circuit and a "
             "radial in plain English? We've got a test on it at college and the textbook "
             "makes my head spin. Castleby got signed off on Friday, and since Monday Gwilym "
             "and me have been doing first fix on Pendower Meadows, the new-build estate off "
             "the bypass, plots one to twelve for now. Much cleaner than the school, though "
             "the canteen is a portakabin with one kettle for forty blokes.",
             "A radial runs out from the consumer unit and stops at the last socket. A ring "
             "leaves the board, loops through every socket and comes back to the same "
             "terminals, so each socket is fed from two directions and a smaller cable can "
             "carry the load."),
            ("How many sockets can go on a radial?",
             "It isn't a fixed count; it depends on the floor area served and the cable and "
             "breaker size, so check the table in your wiring regulations guide.")]),
        "s3": ("2022-07-04 18:45", [
            ("Gwilym reckons I should buy my own multifunction tester eventually. New ones are "
             "six hundred quid plus. I looked at a second-hand one online but it had no "
             "calibration certificate, so I left it.",
             "Good call. Without a calibration record you can't rely on its readings; wait "
             "until you can buy one with a certificate."),
            ("I also asked college about swapping into the Tuesday group with my mate Jethro, "
             "who does plumbing there, but it was full, so that's not happening.",
             "Groups fill fast; it might be worth asking again next year.")]),
        "s4": ("2022-08-22 19:00", [
            ("col2", "Can you help me write a short email to Hazel, Gwilym's wife, who does the "
             "office and the holiday chart? I want the week of the 10th of October off for my "
             "cousin's wedding in Bodmin. Also the second-year timetable came through "
             "yesterday: from September we go in on Mondays instead of Wednesdays, which is a "
             "pain because Monday morning is when the site meetings happen. Keep it polite "
             "but not grovelling, she's alright really.",
             "Something like: 'Hi Hazel, could I book the week of 10 October as holiday? It's "
             "for my cousin's wedding. I've checked the college timetable and I won't miss any "
             "assessments that week. Thanks very much.'")]),
        "s5": ("2022-11-14 20:30", [
            ("exam1", "My Level 2 practical assessment is booked for the 9th of February at "
             "the Carnbrea Skills Centre. Full day: wire a small installation, test it and "
             "find the faults they've planted.",
             "Practise fault-finding against the clock; that part catches people out more "
             "than the wiring."),
            ("What kind of faults do they usually plant?",
             "Commonly open circuits, reversed polarity, a high-resistance joint or a break in "
             "the protective conductor.")]),
        "s6": ("2023-01-16 19:15", [
            ("site3", "Can you walk me through safe isolation step by step, the way an "
             "assessor would expect it? I keep doing it in the wrong order under pressure. "
             "We've been back at Castleby Primary since the 3rd, doing the juniors' block "
             "this time: same ceiling voids as last spring, so I'm now an expert crawler, and "
             "the caretaker remembers me and brings us tea. Gwilym says if I can't isolate "
             "in my sleep by February he'll make me do it in front of the whole site.",
             "Identify the circuit, switch off and lock off, put up a warning notice, prove "
             "your voltage indicator on a known live source, test every conductor "
             "combination at the point of work, then prove the indicator again. Say each "
             "step out loud while you practise."),
            ("exam2", "Also I gave you the wrong date before: the practical is on the 16th "
             "of February, not the 9th. The 9th is the online multiple-choice paper.",
             "Thanks for the correction. Revise the regulations for the earlier paper and "
             "keep the last week for hands-on practice.")]),
        "s7": ("2023-02-06 18:30", [
            ("Jethro's college has moved all the plumbing apprentices to Fridays from this "
             "term, so his day release is Friday now and he keeps rubbing it in.",
             "A Friday at college does make the weekend feel longer."),
            ("His firm's changed jobs too: he's on a hospital refit in Truro with his boss for "
             "the next six months.",
             "Hospital jobs are strict on permits and infection control, so he'll learn a "
             "lot.")]),
    }, "questions": [
        ("implicit_present", "2023-02-13 09:00", "Which day do I go to college?", "Monday",
         ["col2"]),
        ("announced", "2023-02-13 09:00", "Now that I'm in my second year, what day am I at "
         "Trevena College?", "Mondays", ["col2"]),
        ("distractor_slot", "2023-02-13 09:00", "What day of the week is my day release?",
         "Monday", ["col2"]),
        ("changes_back", "2023-02-13 09:00", "Which job am I working on with Gwilym?",
         "Castleby Primary (the juniors' block)", ["site3"]),
        ("paraphrase", "2023-02-13 09:00", "Which building site do I report to each morning "
         "at the moment?", "Castleby Primary school", ["site3"]),
        ("correction", "2023-02-13 09:00", "When is my Level 2 practical assessment?",
         "16 February, at the Carnbrea Skills Centre", ["exam2"]),
        ("past", "2023-02-13 09:00", "Where was I working in the summer of 2022?",
         "Pendower Meadows, the new-build estate", ["site2"]),
        ("past", "2023-02-13 09:00", "Which day did I go to college in my first year?",
         "Wednesday", ["col1"]),
        ("past", "2023-02-13 09:00", "What job were we on when I started my apprenticeship?",
         "Rewiring Castleby Primary", ["site1"]),
    ]},
    {"id": "f125", "sessions": {
        "s1": ("2023-09-06 20:15", [
            ("tch1", "Iona started Year 3 at Holmbury Lane Primary today and came out buzzing. "
             "Her new class teacher is Mrs Ferrand, who keeps a tortoise called Gingersnap in "
             "the classroom, so that's the whole family's dinner conversation sorted for a year. "
             "Can you help me think of a few questions for the meet-the-teacher evening next "
             "week? I'd like to ask about homework and reading without coming across as one "
             "of those parents.",
             "Try: how much homework to expect each week and how long it should take; how "
             "reading books are chosen and how often they change; what the class is working "
             "on this term; and the best way to get in touch if something comes up.")]),
        "s2": ("2023-10-02 19:40", [
            ("lun1", "Give me five packed lunch ideas that aren't ham sandwiches? Iona takes "
             "a packed lunch every day and she says she's 'bored to death' of them.",
             "Pasta salad with sweetcorn, a wrap cut into pinwheels, cheese and crackers with "
             "grapes, a mini pitta with hummus and carrot sticks, or cold sausage with a boiled "
             "egg."),
            ("tt1", "Times tables are her nemesis. The class works through them one table at "
             "a time and she's stuck on the 4s, three tests in a row now.",
             "Doubling twice is a handy trick for the 4s. Quick daily games at breakfast work "
             "better than long sessions."),
            ("School dinners are £2.60 a day for juniors. We talked about switching but she "
             "says the pasta is 'slimy', so no.",
             "Fair enough; you can always look at the menu again next term.")]),
        "s3": ("2023-11-20 20:30", [
            ("tch2", "Could you help me word a card for Mrs Ferrand? She goes off on "
             "maternity leave at Christmas, the baby's due in January, and the children adore "
             "her. From January the class will have Mr Ibbotson, who's been teaching at the "
             "school's other site, covering until the summer. Iona is a bit wobbly about the "
             "change, so I want a cheerful goodbye that she can mostly write herself, with "
             "maybe a line about Gingersnap.",
             "'Dear Mrs Ferrand, thank you for being the best teacher. Good luck with your "
             "baby! I promise we'll say hello to Gingersnap every morning for you. Love, "
             "Iona.' She could draw the tortoise on the front.")]),
        "s4": ("2024-01-22 19:10", [
            ("lun2", "Can you plan a week of family dinners for four on about seventy pounds? "
             "We eat meat three nights or so. I don't need to worry about Iona's lunch any "
             "more: since we went back after Christmas she's been having the hot dinners at "
             "school, because her best friend does, and apparently the Wednesday roast is "
             "'elite'. So that's one less lunchbox to fill at half seven every morning, which "
             "honestly feels like a pay rise.",
             "Monday chilli, Tuesday pasta bake with veg, Wednesday sausage and bean "
             "casserole, Thursday vegetable curry, Friday homemade pizza, Saturday roast "
             "chicken, Sunday leftovers soup or fried rice. Buy a big bag of onions and "
             "tinned tomatoes to cover most of the week.")]),
        "s5": ("2024-02-06 19:30", [
            ("tt2", "Iona finally passed her 4s test! She's moved on to the 8s now and is "
             "very full of herself.",
             "Well done to her. She can use the 4s she knows: every answer in the 8s is "
             "double the matching 4s fact.")]),
        "s6": ("2024-02-26 18:50", [
            ("tt3", "I told you wrong about Iona's times tables: she's on the 6s, not the "
             "8s. The school does the 3s and 6s after the 4s; I'd misread the sheet.",
             "Thanks for setting that straight. Doubling her 3s will help with those."),
            ("Mr Ibbotson has the class doing a Romans project, and she needs a cardboard "
             "shield by Friday. Quickest way?",
             "Cut a large rectangle from a box, curve it by rolling it gently, paint it red "
             "and add a gold circle in the middle.")]),
        "s7": ("2024-04-22 20:00", [
            ("lun3", "Could you help me write a polite email to the school office? We've "
             "paid for school dinners up to the end of April, but Iona has gone back to a "
             "packed lunch since Easter: they changed the menu, the roast disappeared, and "
             "she was leaving most of her plate. I'd like to ask whether the last week of "
             "credit can be refunded, or kept on her account for later. Short and friendly, "
             "please.",
             "'Hello, we've paid for meals up to the end of April, but our daughter is now "
             "bringing her own lunch. Could the remaining credit be refunded, or kept on her "
             "account? Many thanks.' Add her name and class at the top.")]),
        "s8": ("2024-05-13 19:30", [
            ("My friend Greer says her son Fintan, who's in the other Year 3 class, has had a "
             "new teacher since Easter, a Miss Jarrow, and he loves her already.",
             "Good to hear he's settled in with her."),
            ("Fintan has switched to school dinners this term too, because his packed lunches "
             "kept coming home untouched.",
             "A hot meal is sometimes easier for children who pick at cold food.")]),
    }, "questions": [
        ("announced", "2024-05-20 09:00", "Who is Iona's class teacher?",
         "Mr Ibbotson (covering Mrs Ferrand's maternity leave)", ["tch2"]),
        ("distractor_slot", "2024-05-20 09:00", "Who teaches my daughter's class?",
         "Mr Ibbotson", ["tch2"]),
        ("past", "2024-05-20 09:00", "Who was Iona's teacher when she started Year 3?",
         "Mrs Ferrand", ["tch1"]),
        ("correction", "2024-05-20 09:00", "Which times table is Iona working on?",
         "The 6s", ["tt3"]),
        ("past", "2024-05-20 09:00", "Which times table was Iona stuck on in the autumn?",
         "The 4s", ["tt1"]),
        ("changes_back", "2024-05-20 09:00", "Does Iona have school dinners or a packed "
         "lunch?", "A packed lunch", ["lun3"]),
        ("paraphrase", "2024-05-20 09:00", "Do I need to fill a lunchbox for my girl in the "
         "mornings?", "Yes, she takes a packed lunch again since Easter", ["lun3"]),
        ("past", "2024-05-20 09:00", "What was Iona eating at midday in February?",
         "The hot school dinners", ["lun2"]),
    ]},
    {"id": "f126", "sessions": {
        "s1": ("2021-04-12 21:00", [
            ("fs1", "Field season starts next week! My study site for the salamander survey "
             "is Caddow Creek, about an hour north of campus: twenty cover boards along the "
             "stream bank.",
             "Exciting. Check the boards at the same time of day each visit so the counts "
             "stay comparable."),
            ("dl1", "Can you help me sketch a rough timeline for the next two years? The grad "
             "school deadline for my dissertation is April 28, 2023, which is the last day "
             "to submit and still graduate in May. Three chapters: the cover-board survey, a "
             "lab experiment on soil moisture, and a population model. I tend to "
             "underestimate writing time by about half, and my advisor, Dr Haverkamp, wants "
             "full drafts a month before anything goes to the committee.",
             "Work backward from the deadline: committee drafts about six weeks before it, "
             "your advisor's drafts a month before that, then one field season plus a semester "
             "of writing for each chapter. Put the modeling chapter where it overlaps with "
             "writing the first one.")]),
        "s2": ("2021-08-30 20:15", [
            ("jr1", "Can you help me tighten a cover letter? The first paper from the "
             "creek data is finally going out, to Wetland Ecology Letters. Dr Haverkamp "
             "thinks it's a good fit since they like short field reports. My letter is three "
             "paragraphs and reads stiff: the main finding is that we found far more "
             "red-backed salamanders under the boards after rain than the old models predict, "
             "and that it matters for how surveys get timed.",
             "Open with the finding in one sentence, then say in two why it matters for "
             "survey design, then one line on why the paper suits the journal's readers. "
             "Cut any sentence that only repeats the abstract.")]),
        "s3": ("2021-11-08 19:30", [
            ("Bad news: Wetland Ecology Letters desk-rejected the paper. 'Out of scope.' Ouch.",
             "Desk rejections for scope say nothing about the quality of the work. It's "
             "common."),
            ("We talked about one of the big herpetology journals, but they take a year to "
             "review, so probably not. We'll decide after Thanksgiving.",
             "A faster journal makes sense with your dissertation timeline.")]),
        "s4": ("2022-01-24 22:10", [
            ("jr2", "I need tips for staying productive while a paper's under review, "
             "because I keep refreshing the submission portal like a maniac. We ended up "
             "sending it to the Journal of Amphibian Field Studies; it went in last Tuesday "
             "after Dr Haverkamp rewrote half my discussion section. Meanwhile I'm meant to "
             "be designing the moisture experiment, and I've done nothing except make a "
             "spreadsheet of sensor prices.",
             "Turn off the portal notifications and check once a week. Give the experiment a "
             "small daily target, like one page of methods, and book a meeting with your "
             "advisor in two weeks so there's a deadline for the design.")]),
        "s5": ("2022-03-21 20:45", [
            ("fs2", "Could you help me write a packing checklist for a week of fieldwork with "
             "two undergrad volunteers? The state didn't renew our permit at the creek "
             "because they're restoring the banks, so this season all the cover boards are "
             "going into Hemlock Run State Forest instead. It's two hours away with no cell "
             "signal, and we're staying in a cabin with a wood stove and no fridge, so I need "
             "to think about food as well as gear.",
             "Gear: boards, GPS, data sheets and pencils, a spare battery pack, first-aid kit "
             "and a satellite messenger. Food: things that keep without a fridge, like pasta, "
             "canned beans, oats, peanut butter, hard cheese and fruit. Leave a written plan "
             "with someone in the department.")]),
        "s6": ("2022-10-10 19:00", [
            ("dl2", "Can you help me reply to a committee member who wants to move my next "
             "meeting to December? Context: the committee approved my extension last week, so "
             "the dissertation is now due August 18, 2023, instead of the spring deadline, and "
             "I'll graduate in the summer instead of May. I'd rather meet in January, when the "
             "model chapter actually exists. I don't want to sound like I'm dodging her.",
             "'Thanks for suggesting December. Since the extension, January would let me "
             "bring a full draft of the modeling chapter, which would make the meeting more "
             "useful. Would a date in the second half of January work for you?'")]),
        "s7": ("2022-12-05 21:30", [
            ("My labmate Ivette just got her frog paper accepted at Wetland Ecology Letters, "
             "the same journal that bounced mine. I'm happy for her. Mostly.",
             "Entirely human. Her acceptance doesn't change how good your work is."),
            ("And now the restoration's done, Ivette is setting up her own field site at "
             "Caddow Creek next spring.",
             "Handy for her; the site already has a track record from your data.")]),
    }, "questions": [
        ("implicit_present", "2023-01-09 10:00", "Which journal is my salamander paper under "
         "review at?", "The Journal of Amphibian Field Studies", ["jr2"]),
        ("distractor_slot", "2023-01-09 10:00", "Which journal have I submitted my creek "
         "paper to?", "The Journal of Amphibian Field Studies", ["jr2"]),
        ("past", "2023-01-09 10:00", "Which journal did I send my first paper to in August "
         "2021?", "Wetland Ecology Letters", ["jr1"]),
        ("explicit_present", "2023-01-09 10:00", "Where am I doing my fieldwork these days?",
         "Hemlock Run State Forest", ["fs2"]),
        ("paraphrase", "2023-01-09 10:00", "Which patch of woods do I survey for my "
         "research now?", "Hemlock Run State Forest", ["fs2"]),
        ("past", "2023-01-09 10:00", "Where was my study site in 2021?", "Caddow Creek",
         ["fs1"]),
        ("implicit_present", "2023-01-09 10:00", "When is my dissertation due?", "August 18, 2023",
         ["dl2"]),
        ("past", "2023-01-09 10:00", "What was my dissertation deadline before the "
         "extension?", "April 28, 2023", ["dl1"]),
    ]},
    {"id": "f127", "sessions": {
        "s1": ("2023-09-11 19:20", [
            ("al1", "Jolyon has started at Bramwell Sixth Form College. He's doing maths, "
             "chemistry and physics for A-level, and he's already complaining about the "
             "amount of homework.",
             "The jump from GCSE is real. A set time each evening helps more than marathon "
             "sessions.")]),
        "s2": ("2023-10-23 20:05", [
            ("al2", "Could you help me put together a sensible half-term for Jolyon? He wants "
             "to sleep until noon every day and I want him to do a bit of catching up. The "
             "catching up is because he's dropped physics: the practicals made him "
             "miserable, so the college let him swap to economics three weeks in, and he's "
             "behind on that one. Maths and chemistry are fine. Something like two hours of "
             "work a day, with a couple of days completely off?",
             "Mornings from about ten for two hours, economics first while he's freshest, "
             "then afternoons free. Keep two days with no work at all, and agree the plan "
             "with him first so he owns it.")]),
        "s3": ("2024-02-12 19:45", [
            ("pg1", "Parents' evening tonight. His maths teacher has him predicted a B at the "
             "moment and says he throws marks away by not showing working.",
             "That's a very fixable problem. Practising past papers against the mark scheme "
             "shows where the method marks are."),
            ("We thought about a maths tutor, but at forty pounds an hour we're going to try "
             "past papers first.",
             "Sensible. You can always add a tutor closer to the exams.")]),
        "s4": ("2024-10-14 20:30", [
            ("pg2", "Can you help Jolyon with his personal statement opening? He wants to do "
             "chemistry at university, and his first line currently reads 'I have always "
             "been passionate about chemistry', which even he knows is awful. The good news "
             "is his mocks went brilliantly and college has raised his predicted maths grade "
             "to an A*, so he's aiming a bit higher with his choices than we thought. He "
             "loved making soap in a summer workshop.",
             "Start with the soap: a sentence about what surprised him when the reaction "
             "worked, and the question it made him ask. Concrete moments read far better "
             "than claims of passion.")]),
        "s5": ("2024-11-04 19:10", [
            ("pg3", "Correction to what I told you: Jolyon's predicted maths grade is an A, "
             "not an A*. The A* was his mock paper mark; the prediction on the UCAS form is "
             "an A.",
             "Thanks, noted. It's a strong prediction for chemistry courses either way.")]),
        "s6": ("2025-03-17 19:00", [
            ("fc1", "Can you help me make a checklist for the student finance application? "
             "Deadlines and documents, that kind of thing. Jolyon has made his choices on "
             "UCAS at last: Sheffield is his firm and Nottingham the insurance, after a lot "
             "of agonising over the accommodation costs. We'll need my payslips, I assume, "
             "and his passport details. Anything else that usually trips people up?",
             "Have his passport and national insurance number, your household income from "
             "the relevant tax year, and the university and course details. Apply early, "
             "because a single mismatch in the income details can hold things up for weeks.")]),
        "s7": ("2025-04-07 20:15", [
            ("fc2", "Can you help me write a message to my sister about Jolyon's eighteenth "
             "in May? We're doing a small family barbecue. Also, a twist: after the "
             "offer-holder day he rang UCAS within the fortnight and swapped them round, so "
             "Nottingham is his firm now and Sheffield the insurance. He said the chemistry "
             "labs there felt like somewhere he'd actually want to be. I want the message "
             "to tell her the date, the time, and that the cake is a surprise.",
             "'Hi! We're having a small barbecue for Jolyon's eighteenth on Saturday the "
             "17th of May from three. The cake is a surprise, so please don't mention it. "
             "Hope you can come!'")]),
        "s8": ("2025-04-28 18:40", [
            ("His best friend Hal has just firmed Sheffield for engineering, so they'll be "
             "about an hour apart by train.",
             "Close enough for weekend visits."),
            ("Hal's also predicted A* in maths, and his mum won't let anyone forget it.",
             "Every group has one.")]),
    }, "questions": [
        ("implicit_present", "2025-05-12 09:00", "What is Jolyon's firm choice?",
         "Nottingham", ["fc2"]),
        ("distractor_slot", "2025-05-12 09:00", "Which university has my son accepted as his "
         "first choice?", "Nottingham", ["fc2"]),
        ("past", "2025-05-12 09:00", "Which university did Jolyon firm in March?",
         "Sheffield", ["fc1"]),
        ("explicit_present", "2025-05-12 09:00", "What A-levels is Jolyon doing now?",
         "Maths, chemistry and economics", ["al1", "al2"]),
        ("past", "2025-05-12 09:00", "What was Jolyon's third subject when he started sixth "
         "form?", "Physics", ["al1"]),
        ("correction", "2025-05-12 09:00", "What is Jolyon predicted in maths?", "An A",
         ["pg3"]),
        ("paraphrase", "2025-05-12 09:00", "What grade are my son's teachers expecting him to "
         "get in maths?", "An A", ["pg3"]),
        ("past", "2025-05-12 09:00", "What was Jolyon's maths prediction before his mocks?",
         "A B", ["pg1"]),
    ]},
    {"id": "f128", "sessions": {
        "s1": ("2022-01-17 19:00", [
            ("ven1", "Can you help me lay out a simple spreadsheet to track my tutoring? I've "
             "got nine pupils at the moment, mostly GCSE maths, and I see all of them in the "
             "bookable study room at Glasshouse Road Library, after school on weekdays and on "
             "Saturday mornings. I need to keep track of who has paid, what we covered each "
             "session and what homework I set, and I'd like to see at a glance who's behind "
             "on payment.",
             "One row per session: date, pupil, topics, homework, amount due, paid (yes or "
             "no). Add a summary tab with a total owed per pupil, and colour anything unpaid "
             "for more than two weeks."),
            ("rate1", "I charge £30 an hour, the same for everyone, GCSE or A-level.",
             "Keeping one price makes the admin much simpler.")]),
        "s2": ("2022-04-04 20:20", [
            ("n2", "Exam season rush: three more GCSE kids signed up this week, so I've got "
             "twelve pupils now and every evening is full.",
             "Block out one evening a week for yourself, or you'll burn out before June."),
            ("I wondered about putting my price up for the new ones, but it felt unfair to "
             "charge them more than the others.",
             "A single rise for everyone at the start of a school year is cleaner.")]),
        "s3": ("2022-05-23 19:45", [
            ("ven2", "Could you help me write a message to all the families? The library is "
             "closing its study rooms for a refurbishment, so from the 1st of June my "
             "sessions move to the Kittow Street community centre, the small room upstairs, "
             "same days and times. Parking is easier there, but there's no lift, which "
             "matters for one boy who's on crutches until July. I'll meet him downstairs in "
             "the café for now.",
             "'Dear families, from 1 June our sessions will be held in a new room nearby, "
             "same days and times. The room is upstairs with no lift, so if that's a "
             "problem, let me know and we'll arrange somewhere on the ground floor.' Add the "
             "address and the parking details.")]),
        "s4": ("2022-07-11 18:30", [
            ("rate2", "Help me word a price rise for September without sounding greedy. From "
             "the 1st of September I'm going from £30 to £35 an hour, the first rise in three "
             "years, and the room hire has gone up since I moved. I thought about £40 just "
             "for A-level, but decided one price for everyone is fairer. I'd like to send it "
             "before the summer so nobody is surprised in the autumn.",
             "'Thank you for a great year. From September my fee will rise slightly, the "
             "first change in three years, to cover higher room costs. I've kept one rate "
             "for all levels. I'm looking forward to working with you again.' Put the new "
             "figure in the message itself so it's clear.")]),
        "s5": ("2022-09-12 20:00", [
            ("ven3", "Small correction to what I told you in May: my tutoring room isn't in "
             "the Kittow Street community centre, it's in St Feock's church hall next door. "
             "They share a car park and I always mix them up.",
             "Thanks, I've got that straight now."),
            ("The hall has a piano in the corner that the kids can't leave alone.",
             "Maybe a minute on it as a reward at the end of a session.")]),
        "s6": ("2022-10-17 19:15", [
            ("n3", "Can you suggest a warm-up activity for a Year 11 who freezes the moment "
             "she sees algebra? I want something she can't get wrong in the first five "
             "minutes. It's a quieter term for me anyway: after the summer exams most of my "
             "lot left, and with the price rise a couple of families dropped out, so I'm down "
             "to seven pupils, which is honestly a relief after the spring.",
             "Start with a 'think of a number' puzzle she can check with real numbers, then "
             "write the same steps using n. She sees algebra as a shorthand for something "
             "she's just done.")]),
        "s7": ("2022-11-21 20:40", [
            ("My friend Fern, who tutors chemistry, has just put her hourly rate up to £42 "
             "and has fifteen pupils on her books. She says I'm undercharging.",
             "Rates vary a lot by subject and area; what matters is that yours works for "
             "you and your families."),
            ("Fern has moved into the study room at the library now the refurb is finished.",
             "A quiet room with good light makes a difference.")]),
    }, "questions": [
        ("announced", "2022-12-05 09:00", "How much do I charge for an hour of tutoring?",
         "£35", ["rate2"]),
        ("distractor_slot", "2022-12-05 09:00", "What's my hourly rate?", "£35", ["rate2"]),
        ("past", "2022-12-05 09:00", "What did I charge per hour in the spring of 2022?",
         "£30", ["rate1"]),
        ("explicit_present", "2022-12-05 09:00", "How many pupils am I tutoring at the "
         "moment?", "Seven", ["n3"]),
        ("past", "2022-12-05 09:00", "How many students did I have in April 2022?",
         "Twelve", ["n2"]),
        ("correction", "2022-12-05 09:00", "Where do I hold my tutoring sessions?",
         "St Feock's church hall", ["ven3"]),
        ("paraphrase", "2022-12-05 09:00", "Where do the kids come to meet me for their maths "
         "help?", "St Feock's church hall, next to the Kittow Street community centre",
         ["ven3"]),
        ("past", "2022-12-05 09:00", "Where did I tutor at the start of 2022?",
         "The study room at Glasshouse Road Library", ["ven1"]),
    ]},
    {"id": "f129", "sessions": {
        "s1": ("2021-09-13 21:00", [
            ("maj1", "First week of college done! Can you help me build a weekly study "
             "schedule? I'm a psychology major, at least on paper, taking intro psych, "
             "general chemistry, a writing seminar and intro linguistics as an elective. I "
             "work ten hours a week at the campus bookstore, Tuesday and Thursday afternoons, "
             "and I'm useless after 10 p.m. I'd like Sundays mostly free.",
             "Block two hours a day for each lab science, review psych notes the same day as "
             "the lecture, and keep Friday afternoons for the writing seminar's drafts. Put "
             "your hardest work in the mornings, and keep Sunday for a single planning hour."),
            ("lp1", "Gen chem lab is already my favorite, mostly because my lab partner "
             "Gaspard is hilarious and labels everything in the fume hood.",
             "A good partner makes a three-hour lab fly by.")]),
        "s2": ("2022-01-10 20:00", [
            ("gpa1", "Fall grades are in: a 3.2 GPA. Not bad for a first semester, I guess, "
             "but the chem midterm hurt.",
             "A solid start, and first-semester grades often climb once you know how the "
             "exams work."),
            ("lp2", "New semester, new lab section. Gaspard moved to the morning section, so "
             "for Chem II lab I've been paired with Jessamy, who's very organized.",
             "An organized partner is a gift in a lab with long write-ups.")]),
        "s3": ("2022-03-14 19:30", [
            ("maj2", "Can you help me write an email to Professor Galloway? I loved her intro "
             "linguistics class so much that I switched: as of last week I'm officially a "
             "linguistics major, and psych is just a minor now. She runs a research lab on "
             "regional dialects, and I want to ask whether she takes sophomores as "
             "undergraduate assistants next fall. I don't want to sound like I'm sucking up, "
             "even though I kind of am.",
             "'Dear Professor Galloway, I took your intro course last fall and it's the "
             "reason I changed my plans. I'd love to learn how your dialect lab works, and I "
             "wondered whether you take sophomore assistants. I'm happy to start with "
             "transcription or anything else useful.' Keep it to a short paragraph."),
            ("I also looked at cognitive science, but it needs two more math classes than I "
             "can fit in.",
             "It's a common trade-off; you can still take some cognitive science electives.")]),
        "s4": ("2022-06-06 18:00", [
            ("gpa2", "Spring grades are up and my GPA is a 3.5 now!",
             "Big jump. Something in how you studied this semester worked."),
            ("Any ideas for a summer job that isn't retail?",
             "Tutoring, a campus research lab, summer camps or a library job are worth "
             "asking about.")]),
        "s5": ("2022-09-19 21:15", [
            ("lp3", "Help me make a study plan for organic chemistry, which everyone calls "
             "the weed-out class. Some good news: Gaspard and I ended up in the same lab "
             "section again this fall, so we're partners for orgo lab, and he's much better "
             "than me with the glassware. I have lecture three mornings a week and lab on "
             "Wednesday afternoons. I want to build flashcards for the reactions without "
             "spending my whole weekend on them.",
             "After every lecture, make cards for the new reactions only: starting material, "
             "reagent, product and one line on the mechanism. Review them for fifteen minutes "
             "a day, and spend Sunday working one problem set without notes."),
            ("gpa3", "Also, I told you 3.5 for my GPA in June, but it's actually 3.45. I'd "
             "been looking at the rounded number on the app.",
             "Thanks for the correction. Still a big step up.")]),
        "s6": ("2022-11-07 20:30", [
            ("My roommate Hollis just switched his major to psychology. He says the stats "
             "requirement doesn't scare him.",
             "Psych is a popular switch; the stats sequence is the main hurdle."),
            ("And his orgo lab partner dropped the class, so Hollis is working with Jessamy "
             "now.",
             "She'll keep his notebook in order.")]),
    }, "questions": [
        ("implicit_present", "2022-11-28 09:00", "What's my major?", "Linguistics", ["maj2"]),
        ("distractor_slot", "2022-11-28 09:00", "What am I majoring in?", "Linguistics",
         ["maj2"]),
        ("past", "2022-11-28 09:00", "What did I declare as my major when I started college?",
         "Psychology", ["maj1"]),
        ("changes_back", "2022-11-28 09:00", "Who is my lab partner?", "Gaspard", ["lp3"]),
        ("explicit_present", "2022-11-28 09:00", "Who do I work with at the bench in chem "
         "lab this semester?", "Gaspard", ["lp3"]),
        ("past", "2022-11-28 09:00", "Who was my lab partner in the spring 2022 semester?",
         "Jessamy", ["lp2"]),
        ("correction", "2022-11-28 09:00", "What's my GPA?", "3.45", ["gpa3"]),
        ("paraphrase", "2022-11-28 09:00", "How are my grades averaging out overall?",
         "A 3.45 grade point average", ["gpa3"]),
        ("past", "2022-11-28 09:00", "What was my GPA after my first semester?", "3.2",
         ["gpa1"]),
    ]},
]
