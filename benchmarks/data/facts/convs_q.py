"""Conversations f94-f99 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, all about work and career, with slots new to the set: an on-call week, the team's ticket
tracker, a teacher's tutor group, classroom and break duty, a sales territory and quarterly sales
target, a role on a staff forum, the office building and a fire warden's floor, a hospital lab
section (a secondment and the return from it), a weekend rota, a coworking space and the contact
at a freelancer's client.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f94", "sessions": {
        "s1": ("2022-02-07 20:15", [
            ("oncall1", "Survived my first on-call week at Brackenfold. I'm down for the first "
             "week of every month, Monday to Monday, and the pager went off twice at 3 am for "
             "the same flaky payment check.",
             "Two pages for one flaky check deserves a ticket of its own; noisy alerts wear a "
             "team out quickly. Did anyone show you the runbook before the week started?"),
            ("trk1", "Sort of. And speaking of tickets: everything here lives in Cardloft. "
             "Bugs, stories, every 'quick question'. Never used it before this job.",
             "It's quick to pick up. Learn the saved filters early and you'll spend far less "
             "time scrolling.")]),
        "s2": ("2022-03-21 19:40", [
            ("Cardloft has gone down twice this week and its search can't even find a ticket "
             "by its own number. Somebody pitched Dovetrack as a replacement, but the licences "
             "came to three times the price and the CTO killed it in the meeting.",
             "Search that can't find ticket numbers is maddening. Bookmark the boards for your "
             "active work in the meantime."),
            ("Bookmarks it is. Very 2005.", "Low-tech, but it works.")]),
        "s3": ("2022-04-25 21:05", [
            ("Ansgar's on call now too, for the hospital's IT desk. His week is the first of "
             "the month as well, so the flat will have two pagers going off at once.",
             "Maybe agree who sleeps in the spare room during that week, so only one of you is "
             "woken each time."),
            ("Romantic.", "Practical, at least.")]),
        "s4": ("2022-05-30 20:30", [
            ("oncall2", "Can you help me plan a long weekend in Cardiff for my cousin's wedding? "
             "It's Saturday the 18th of June, ceremony at 1, party till late. I'd like to "
             "arrive on the Friday and potter about on the Sunday. Handily, the rota got "
             "reshuffled when the two new starters joined, and from June I hold the pager in "
             "the third week of the month instead, so the wedding weekend is nowhere near my "
             "turn and I can actually have a drink. Ideas for a relaxed Sunday that isn't just "
             "a hangover?",
             "Arrive Friday afternoon and have an easy dinner near the hotel. On Sunday, a slow "
             "breakfast, then a walk round Cardiff Bay and the barrage, or the castle if it "
             "rains; both are gentle and full of places to stop for coffee."),
            ("The barrage walk sounds perfect.", "Take a jacket, it's breezy by the water.")]),
        "s5": ("2022-07-11 19:50", [
            ("trk2", "All-hands today, and the big news is that we're finally leaving the old "
             "ticket system behind. From the first of September every team at Brackenfold "
             "moves over to Ebbtide Boards. Someone has to migrate four years of tickets "
             "across before then, and guess who volunteered by not looking busy enough. Any "
             "advice on how not to drown in it, and what I can safely leave behind?",
             "Archive anything closed more than a year ago and only migrate open work plus the "
             "recent history. Agree the field mapping with one person per team first, then do "
             "a small pilot board before the big move."),
            ("Ebbtide has a dark mode at least.", "Small mercies.")]),
        "s6": ("2022-09-26 20:40", [
            ("Of all things, Ansgar's lot have just moved their helpdesk onto Cardloft. The "
             "exact tool we escaped from, and he thinks it's brilliant.",
             "It's decent for a small helpdesk; the search problems bite more with years of "
             "tickets in it."),
            ("How do I say no to a product manager who keeps adding 'tiny' things to the "
             "sprint?",
             "Ask what should come out to make room. It turns 'tiny' into a trade-off she has "
             "to own.")]),
        "s7": ("2022-11-03 21:15", [
            ("oncall3", "Swapped back to the first week for pager duty, starting this month. "
             "One of the new starters wanted the third week for childcare and I liked getting "
             "it out of the way at the start of the month anyway.",
             "Good swap for both of you. Getting it done early in the month is tidy."),
            ("Also, the payment check is finally fixed.", "Better nights all round, then.")]),
        "s8": ("2022-12-05 18:55", [
            ("Corentin, who sits next to me, has just been put on the third week of the "
             "on-call rota, so now he's the one moaning about 3 am pages.",
             "The rota giveth and the rota taketh away."),
            ("Any ideas for a Secret Santa under a tenner? It's for the CTO.",
             "A good notebook, fancy coffee, or a silly desk plant. Keep it light.")]),
    }, "questions": [
        ("announced", "2022-08-20 09:00", "Which tool does my team keep its tickets in?",
         "Cardloft (Ebbtide Boards only takes over on 1 September)", ["trk1", "trk2"]),
        ("announced", "2023-01-16 09:00", "Where do we log bugs and stories at work?",
         "Ebbtide Boards", ["trk2"]),
        ("distractor_slot", "2023-01-16 09:00", "Which ticketing system does my team use?",
         "Ebbtide Boards", ["trk2"]),
        ("explicit_present", "2023-01-16 09:00", "What are we running our tickets through at "
         "Brackenfold these days?", "Ebbtide Boards", ["trk2"]),
        ("changes_back", "2023-01-16 09:00", "Which week of the month am I on call?",
         "The first week", ["oncall3"]),
        ("paraphrase", "2023-01-16 09:00", "When is it my turn to answer the out-of-hours "
         "alerts?", "The first week of each month", ["oncall3"]),
        ("past", "2023-01-16 09:00", "Which week was I on call over the summer of 2022?",
         "The third week of the month", ["oncall2"]),
        ("past", "2023-01-16 09:00", "What did Brackenfold track its tickets in when I "
         "joined?", "Cardloft", ["trk1"]),
    ]},
    {"id": "f95", "sessions": {
        "s1": ("2023-09-04 19:30", [
            ("form1", "First day of term done. Year 9 tutor group again, 9C, twenty-eight of "
             "them, and three had lost their planners by lunch.",
             "Lost planners on day one is practically a tradition. A box of spares on your "
             "desk saves a lot of arguments."),
            ("room1", "At least I kept G14, the room at the end of the humanities corridor with "
             "the radiator that only works in June.",
             "A spare jumper in the cupboard, and ask the site team to bleed it.")]),
        "s2": ("2023-10-02 20:10", [
            ("duty1", "Could you help me word a letter to parents about the Year 10 river "
             "fieldwork on the 19th? Coach to the Dove valley, leaving 8.15, back by 4, wellies "
             "essential, packed lunch, £12 with help available for anyone who needs it. Keep "
             "it friendly, please; the head of department's last one read like a court "
             "summons. I'll probably finish it on the top field during my Tuesday break duty, "
             "since nothing happens up there except Year 7s losing footballs.",
             "Open with what the trip is for, then a short list: date, times, cost, what to "
             "bring, and how to ask for help with the cost in confidence. Close with a "
             "return slip and your email for questions."),
            ("Return slip, good call.", "It'll save you chasing names.")]),
        "s3": ("2023-11-13 19:45", [
            ("The new Cadwell Building won't be ready till after Easter now, the builders say. "
             "So much for a shiny classroom by Christmas.",
             "Building delays are almost the rule. At least you can plan the move for a "
             "quieter week."),
            ("Break duty on the top field in November is cruel. I asked to swap for the "
             "library and got laughed at.",
             "Thermals and a flask. The library job is always the first to go.")]),
        "s4": ("2024-01-08 20:00", [
            ("form2", "Bit of a shuffle this term. Mr Ashdown's off long-term sick, so his "
             "Year 10 lot, 10E, are mine from today, and 9C went to a newly qualified teacher. "
             "Miss my old ones already, but 10E have GCSEs next year so they need someone "
             "steady.",
             "Taking over a group mid-year is hard; a short one-to-one with each of them in the "
             "first few weeks goes a long way."),
            ("Twenty-six one-to-ones. Lovely.", "Two a day and it's done by half-term.")]),
        "s5": ("2024-02-26 19:05", [
            ("After half-term the NQT left, so Dervla from the room next to mine has been "
             "handed 9C. My old tutor group ended up with her and she already knows all their "
             "excuses.",
             "They'll be in good hands with someone who knows the school."),
            ("How do I stop Year 10 copying each other's homework?",
             "Set tasks with a personal element, like their own local example, so copying "
             "shows.")]),
        "s6": ("2024-04-22 18:40", [
            ("room2", "I need a twenty-question quiz on coastal landforms for Year 10, mixed "
             "difficulty, with answers: spits, stacks, wave-cut platforms, longshore drift, the "
             "lot. Their mock is on the 7th. It'll be the first lesson in the new room, too: we "
             "finally moved into the Cadwell Building over Easter and I'm in E12 on the first "
             "floor, with heating that works and a projector not held together with tape. "
             "Could the last five be 'explain' questions?",
             "Questions 1 to 10 can be recall (name the landform from a description), 11 to 15 "
             "labelling a headland diagram, and 16 to 20 explain questions, such as how a "
             "wave-cut platform forms or why spits curve at the end."),
            ("Perfect, I'll draw the headland myself.", "Even a rough sketch works.")]),
        "s7": ("2024-05-13 20:25", [
            ("room3", "Typo in what I told you last month: it's E21, not E12. Second floor, "
             "which my knees remind me of every morning.",
             "E21 on the second floor, noted. Free exercise, at least."),
            ("Ha.", "Think of the step count.")]),
        "s8": ("2024-06-03 19:15", [
            ("duty2", "Duty rota's been redone for the summer term. Thursdays now, canteen "
             "queue. Louder than the field but at least it's dry.",
             "Dry and loud beats wet and quiet."),
            ("Any tips for keeping Year 10 focused in the last weeks before the summer?",
             "Short tasks with a visible end, a bit of competition, and one fieldwork-style "
             "lesson outside if the weather plays along.")]),
    }, "questions": [
        ("paraphrase", "2024-06-24 09:00", "Which class do I take for registration every "
         "morning?", "10E", ["form2"]),
        ("distractor_slot", "2024-06-24 09:00", "Which form am I tutor to?", "10E",
         ["form2"]),
        ("implicit_present", "2024-06-24 09:00", "Which day do I have break duty?",
         "Thursday, in the canteen queue", ["duty2"]),
        ("explicit_present", "2024-06-24 09:00", "Where am I supervising at break at the "
         "moment?", "The canteen queue, on Thursdays", ["duty2"]),
        ("correction", "2024-06-24 09:00", "Which room do I teach in?",
         "E21, on the second floor of the Cadwell Building", ["room3"]),
        ("past", "2024-06-24 09:00", "Which tutor group did I have in the autumn term of "
         "2023?", "9C", ["form1"]),
        ("past", "2024-06-24 09:00", "Where was my classroom before the move into the new "
         "block?", "G14, at the end of the humanities corridor", ["room1"]),
        ("past", "2024-06-24 09:00", "Where was I posted at break times in the autumn?",
         "The top field, on Tuesdays", ["duty1"]),
    ]},
    {"id": "f96", "sessions": {
        "s1": ("2020-09-14 19:10", [
            ("ter1", "Week one on the road for Fairlane Dental Supplies. They've handed me "
             "East Anglia, so it's dental practices from Cambridge to Cromer and a lot of "
             "service-station coffee.",
             "That's a big patch. Grouping visits by area each day will save you hours of "
             "driving."),
            ("tgt1", "The quarterly target is 180k, which Coralie, my manager, calls 'gentle "
             "for a first year'.",
             "A gentle first year is a good chance to learn the products properly.")]),
        "s2": ("2020-11-02 20:30", [
            ("I asked Coralie if I could swap to Essex because it's closer to home. She said "
             "no: it belongs to Farida, who's top of the leaderboard.",
             "Worth asking again at the next reshuffle, once you have some numbers of your "
             "own."),
            ("Fair.", "Keep a note of how much of your week goes on driving; it helps the "
             "case.")]),
        "s3": ("2021-01-11 18:50", [
            ("tgt2", "Can you help me plan Thursday? Six practices: two in Cambridge, one in "
             "Ely, one in Bury St Edmunds and two on the way back. First one at 9, and I need "
             "an hour at the Ely one for a demo of the new scanner. I'm keen to squeeze in "
             "every visit I can this year, because Coralie set the new numbers at the kick-off "
             "and the gentle first year is over: it's 210k a quarter from here on. Best order "
             "to avoid doubling back?",
             "Do the two Cambridge practices first, then Ely for the long demo, then east to "
             "Bury St Edmunds, and pick off the last two on the way home. Leave a half-hour "
             "buffer after Ely in case the demo runs over."),
            ("That saves me the A14 twice.", "And a coffee stop.")]),
        "s4": ("2021-01-25 19:20", [
            ("tgt3", "I misheard at the kick-off. The figure per quarter is 215k, not 210; "
             "Coralie's slides have it in big red letters.",
             "215k a quarter, noted. The slides are the safer source."),
            ("Red letters. Subtle.", "Hard to misread, at least.")]),
        "s5": ("2021-03-15 20:05", [
            ("ter2", "What's the best way to book hotels when I'm away two nights a week and "
             "the company caps it at 85 a night? Loyalty scheme, or just whatever's cheapest? "
             "It matters more now, because after the reshuffle I ended up with Derbyshire and "
             "the Peak, Farida's old ground since she went into management, so it's Buxton "
             "and Chesterfield instead of Cambridge, and the hotels up there vary wildly. I'd "
             "like somewhere with parking and a decent breakfast.",
             "With a cap and regular trips, pick one chain with a loyalty scheme and stick "
             "to it; the points and free upgrades add up. Book flexible rates and check that "
             "parking is included, since it often isn't in town centres."),
            ("One chain it is.", "Their app will make the expense claims easier, too.")]),
        "s6": ("2021-05-10 19:40", [
            ("The new starter, Ebony, has taken over East Anglia. She rang me at eight this "
             "morning to ask where to park in Cambridge.",
             "Nice that she feels she can ask. You know that patch better than anyone."),
            ("I sent her my list of secret car parks.", "A generous handover.")]),
        "s7": ("2021-06-28 18:30", [
            ("Quarter closed and I'm short of the number by about 17k. Coralie was nice "
             "about it, but still.",
             "A new territory takes a quarter or two to come good. Look at which practices "
             "have budgets in the autumn."),
            ("Good idea.", "Start those conversations in the summer.")]),
        "s8": ("2021-08-16 21:00", [
            ("My flatmate sells software and his quarterly target just went up to 400k. He "
             "says mine sounds like pocket money.",
             "Software deals are bigger and fewer; it's not a fair comparison."),
            ("I told him that, with fewer words.", "Probably wise.")]),
    }, "questions": [
        ("implicit_present", "2021-09-20 09:00", "What's my sales territory?",
         "Derbyshire and the Peak", ["ter2"]),
        ("distractor_slot", "2021-09-20 09:00", "Which patch do I cover for Fairlane?",
         "Derbyshire and the Peak", ["ter2"]),
        ("paraphrase", "2021-09-20 09:00", "Which part of the country do I spend my days "
         "driving round visiting dentists?", "Derbyshire and the Peak", ["ter2"]),
        ("correction", "2021-09-20 09:00", "What is my quarterly sales target?",
         "215k a quarter", ["tgt3"]),
        ("explicit_present", "2021-09-20 09:00", "How much am I expected to sell every three "
         "months at the moment?", "215k", ["tgt3"]),
        ("past", "2021-09-20 09:00", "Which area did Fairlane give me when I started?",
         "East Anglia", ["ter1"]),
        ("past", "2021-09-20 09:00", "What was I expected to sell per quarter in my first "
         "year?", "180k", ["tgt1"]),
    ]},
    {"id": "f97", "sessions": {
        "s1": ("2023-01-16 18:20", [
            ("sf1", "Got elected to the staff forum as the Finance rep, by a landslide of "
             "eleven votes. First meeting is Thursday.",
             "Congratulations. Go to the first one mostly to listen and learn who gets "
             "things done."),
            ("bld1", "It's in the boardroom at Fennimore House, which is also where I work, "
             "so no excuse to miss it.",
             "Handy. No dashing across town for meetings.")]),
        "s2": ("2023-03-06 19:40", [
            ("fw1", "Did the fire warden course today: I'm the warden for the fourth floor at "
             "Fennimore House now. Hi-vis vest, clipboard, the works.",
             "Learn the assembly point and who needs help on the stairs; those two things "
             "matter most on the day."),
            ("There's a man in payroll who refuses to leave his desk for drills.",
             "Log it each time; that gives the facilities team something to act on.")]),
        "s3": ("2023-04-24 20:00", [
            ("The forum pushed for a four-day week trial and the exec shot it down in five "
             "minutes. Why do I bother?",
             "Ask what evidence would change their mind and come back with a smaller pilot, "
             "one team for three months."),
            ("A pilot might fly.", "Smaller asks are easier to say yes to.")]),
        "s4": ("2023-06-12 19:15", [
            ("sf2", "Could you give me a simple template for meeting minutes? Nothing fancy: "
             "date, who came, apologies, each item with what was decided and who's doing what "
             "by when. Ceridwen stood down at the last meeting and, because nobody else would "
             "put a hand up, the forum voted me in as its secretary, so writing up the minutes "
             "falls to me from now on. The old ones were three pages of who said what.",
             "Use a table per item with three columns: decision, action, owner and date. Put "
             "apologies and attendance at the top, and keep discussion to one line per item. "
             "One page is a good target."),
            ("One page. Ceridwen would weep.", "Your readers won't.")]),
        "s5": ("2023-09-04 18:45", [
            ("bld2", "I need a lunch routine that doesn't involve a meal deal every day. Budget "
             "about 20 a week, I have a fridge and a microwave, no oven. The whole directorate "
             "moved out of Fennimore House last week and we're in Cobden Yard by the canal "
             "now, which is lovely but there's only a posh deli nearby and I refuse to pay 9 "
             "quid for a sandwich. Batch ideas I can make on a Sunday?",
             "A big pot of lentil soup, a tray of roast vegetables with couscous, and a pasta "
             "salad with chickpeas will each do three lunches. Add fruit and a yoghurt and "
             "you'll stay well under 20."),
            ("fw2", "And I kept my hi-vis: at Cobden Yard they've made me fire warden for the "
             "second floor.",
             "New building, new routes. Walk the escape routes once before the first drill.")]),
        "s6": ("2023-11-20 20:10", [
            ("sf3", "AGM news: I was nominated unopposed, so I take over as chair of the staff "
             "forum in January, when Aoife's term runs out.",
             "Congratulations. Meet Aoife before she goes; a handover of who's who will save "
             "you months."),
            ("Terrified.", "Chairs mostly keep time and make sure quiet people get heard.")]),
        "s7": ("2024-01-29 19:30", [
            ("Edwina, on the floor above me, has just done the course and she's fire warden "
             "for the third floor at Cobden Yard. She's already bought her own whistle.",
             "An enthusiastic warden is a good thing."),
            ("She whistled at me in the lift.", "Practice, presumably.")]),
        "s8": ("2024-02-19 21:05", [
            ("Benedikt was voted chair of the works council at his engineering firm last "
             "week, so there are two chairs in this house now.",
             "Dinner-table negotiations will be formidable."),
            ("How long should an evening walk be to count for anything?",
             "Twenty to thirty minutes at a pace where talking is slightly effortful counts.")]),
    }, "questions": [
        ("announced", "2023-12-11 09:00", "What's my role on the staff forum?",
         "Secretary (I only take over as chair in January)", ["sf2", "sf3"]),
        ("announced", "2024-03-11 09:00", "What position do I hold on the staff forum?",
         "Chair", ["sf3"]),
        ("past", "2024-03-11 09:00", "What did I first get elected to on the staff forum?",
         "The Finance rep", ["sf1"]),
        ("implicit_present", "2024-03-11 09:00", "Which building do I work in?",
         "Cobden Yard, by the canal", ["bld2"]),
        ("paraphrase", "2024-03-11 09:00", "Where do I go when I head into the office?",
         "Cobden Yard, by the canal", ["bld2"]),
        ("distractor_slot", "2024-03-11 09:00", "Which floor am I fire warden for?",
         "The second floor at Cobden Yard", ["fw2"]),
        ("past", "2024-03-11 09:00", "Which floor did I look after in an evacuation when I "
         "first did the warden course?", "The fourth floor at Fennimore House", ["fw1"]),
        ("past", "2024-03-11 09:00", "Where was my workplace at the start of 2023?",
         "Fennimore House", ["bld1"]),
    ]},
    {"id": "f98", "sessions": {
        "s1": ("2021-02-08 19:00", [
            ("lab1", "Six months in haematology at Dunwarren Royal now. Blood counts and "
             "clotting screens all day, and I've finally stopped jumping when the analyser "
             "beeps.",
             "Six months is when it starts to feel like your own bench. Are you doing your "
             "specialist portfolio yet?"),
            ("wk1", "Starting it in spring. Weekends are one in four, which is bearable.",
             "One in four leaves you a decent run of free weekends.")]),
        "s2": ("2021-03-22 20:15", [
            ("I applied for the microbiology post at the other site and didn't get it. Honestly "
             "relieved; that commute would have been awful.",
             "Sometimes a no saves you from a yes you'd regret. The interview practice still "
             "counts."),
            ("They said to apply again next year.", "That's a real encouragement.")]),
        "s3": ("2021-04-26 19:35", [
            ("lab2", "Help me plan a birthday dinner for Florian? He's thirty, loves Thai food "
             "and hates surprises, so it needs to be a nice meal with six friends rather than "
             "a party. It has to be May, because from June they're lending me to blood "
             "transfusion for six months while one of their seniors is on maternity leave, and "
             "I won't know my shifts there until the last minute. Somewhere with a private "
             "table would be ideal.",
             "Book a Thai restaurant with a private room or a big corner table for a Friday or "
             "Saturday in mid-May, and tell him the date in advance since he hates surprises. "
             "Order sharing plates so nobody has to choose."),
            ("Sharing plates, yes. He can't decide anything.", "Then that's perfect.")]),
        "s4": ("2021-06-14 20:05", [
            ("Why does a blood bank keep platelets at room temperature but red cells in the "
             "fridge?",
             "Platelets stop working properly when chilled, so they're kept at about 22 "
             "degrees and gently shaken; red cells keep longer cold."),
            ("Gently shaken. Like a cocktail.", "A very expensive one.")]),
        "s5": ("2021-08-09 18:50", [
            ("wk2", "My gran keeps asking what I actually do all day, and I'd love a two-minute "
             "way to explain cross-matching blood for a transfusion that doesn't make her "
             "queasy. She's 88 and sharp as anything. Also, she won't see me as much: the "
             "weekend rota's been redone because of staff shortages and it's one weekend in "
             "three from now on, not one in four. She took that worse than I did.",
             "Tell her it's like checking a key fits a lock before you post it: you mix a drop "
             "of the patient's blood with the donor's and make sure nothing clumps, so the new "
             "blood is welcomed rather than fought."),
            ("She'll love the key thing.", "It works for most people.")]),
        "s6": ("2021-12-06 19:25", [
            ("Florian's shop has moved him onto every other weekend for the Christmas rush, so "
             "we'll barely overlap till January.",
             "Put the free weekends you share in the calendar now, so they don't get eaten."),
            ("Already done.", "Good.")]),
        "s7": ("2022-01-17 20:00", [
            ("lab3", "Secondment's over. Back at my old haematology bench this week, and it "
             "turns out I missed the analysers.",
             "Six months away will make you faster at spotting transfusion problems from the "
             "haematology side."),
            ("Everyone says I look less stressed.", "Blood banks are high stakes.")]),
        "s8": ("2022-02-21 19:10", [
            ("Delyth from my bench has just been seconded to transfusion for a year, so she's "
             "the one learning the cross-match rules now.",
             "You'll be a useful person for her to ask."),
            ("I've lent her my notes.", "A generous handover.")]),
    }, "questions": [
        ("announced", "2021-09-13 09:00", "Which department am I working in?",
         "Blood transfusion, on secondment", ["lab2"]),
        ("changes_back", "2022-03-14 09:00", "Which section of the lab do I work in?",
         "Haematology", ["lab3"]),
        ("explicit_present", "2022-03-14 09:00", "Which department am I in at the hospital "
         "these days?", "Haematology", ["lab3"]),
        ("implicit_present", "2022-03-14 09:00", "How often do I work weekends?",
         "One weekend in three", ["wk2"]),
        ("distractor_slot", "2022-03-14 09:00", "How many weekends do I have to work?",
         "One in three", ["wk2"]),
        ("paraphrase", "2022-03-14 09:00", "How regularly am I stuck at the bench on a "
         "Saturday and Sunday?", "One weekend in three", ["wk2"]),
        ("past", "2022-03-14 09:00", "Where was I working in the autumn of 2021?",
         "Blood transfusion, on secondment", ["lab2"]),
        ("past", "2022-03-14 09:00", "How often did I work weekends at the start of 2021?",
         "One weekend in four", ["wk1"]),
    ]},
    {"id": "f99", "sessions": {
        "s1": ("2024-01-15 18:30", [
            ("cw1", "New year, new freelance habits: I've signed up at Driftwood Works, "
             "the coworking place by the station, three days a week. No more writing in my "
             "pyjamas.",
             "Leaving the house does wonders for focus. Which days are you going in?"),
            ("cc1", "Monday to Wednesday. Amberlight Foods is still most of my work, and "
             "Aurelie Fontaine there signs off every word I write for them.",
             "One person signing off keeps things simple.")]),
        "s2": ("2024-02-26 20:00", [
            ("Driftwood Works put the day rate up by a fiver. I tried the free study room at "
             "Dappleford Library for a week, but the wifi dropped every half hour.",
             "A fiver may be cheaper than the time lost to bad wifi."),
            ("Grudgingly true.", "Grudging counts.")]),
        "s3": ("2024-04-08 19:20", [
            ("cw2", "Can you look over a pitch email to a cider maker I'd love to write for? "
             "It opens with my work for Amberlight, then offers a one-off rewrite of their "
             "website's about page for a fixed fee. I wrote it at my new desk, actually: I "
             "gave up on Driftwood after the price rise and I'm at Copperbeam Studios now, "
             "which is half the price and has a cat. Is 'I'd love to help you tell your "
             "story' too cheesy as a closing line?",
             "The structure is right. The closing line is a little generic; name something "
             "specific about their cider instead, and end with a simple question such as "
             "whether a short call next week would suit."),
            ("Naming their perry, then.", "Much stronger.")]),
        "s4": ("2024-05-20 18:45", [
            ("cc2", "Help me tighten a tagline for Amberlight's new oat bars? Mine is 'Slow "
             "oats, quick mornings, no nonsense'. It goes to a new person, by the way: Aurelie "
             "left for a job in Copenhagen, and Dominika Faulkner has taken over as my contact "
             "and approves the copy now. She's much more of a numbers person, so I think she'll "
             "want something shorter and punchier.",
             "'Slow oats, quick mornings' works on its own; 'no nonsense' adds little. For a "
             "punchier option: 'Oats that keep up.'"),
            ("Sending both.", "Let her pick.")]),
        "s5": ("2024-06-17 19:50", [
            ("cc3", "Slip of mine last time: the new contact at Amberlight is Dominika "
             "Fairbairn. Faulkner is my dentist.",
             "Dominika Fairbairn, noted. Best not to mix those two up in an email."),
            ("Very best.", "Check the name twice before you send.")]),
        "s6": ("2024-08-05 20:35", [
            ("How do I chase an invoice that's sixty days late without burning the bridge?",
             "A polite note with the invoice attached, the amount and the original due date, "
             "asking whether anything is holding it up. Then a call a week later."),
            ("Edric, another freelancer, says his contact at Amberlight is someone in "
             "packaging called Fitzroy, and that Fitzroy pays on time.",
             "Then it may be worth asking Dominika who handles payments on her side.")]),
        "s7": ("2024-09-16 18:55", [
            ("cw3", "Back at Driftwood Works since Monday. Copperbeam turned into a podcast "
             "studio every lunchtime and the cat started sitting on my keyboard, so the extra "
             "fiver is worth it.",
             "A quiet desk is what you're paying for, after all."),
            ("I do miss the cat.", "Visits are allowed.")]),
        "s8": ("2024-10-28 20:15", [
            ("My friend Cosima has just signed up for a desk at Copperbeam Studios for her "
             "bookbinding business. She loves the noise, apparently.",
             "Some people work better with a bit of buzz around them."),
            ("She's taken my old spot by the window.", "And presumably the cat.")]),
    }, "questions": [
        ("changes_back", "2024-11-25 09:00", "Where do I work from on my coworking days?",
         "Driftwood Works", ["cw3"]),
        ("distractor_slot", "2024-11-25 09:00", "Which coworking space am I a member of?",
         "Driftwood Works", ["cw3"]),
        ("implicit_present", "2024-11-25 09:00", "Where do I rent a desk?",
         "Driftwood Works, by the station", ["cw3"]),
        ("past", "2024-11-25 09:00", "Which shared workspace was I using in the summer of "
         "2024?",
         "Copperbeam Studios", ["cw2"]),
        ("correction", "2024-11-25 09:00", "Who is my contact at Amberlight Foods?",
         "Dominika Fairbairn", ["cc3"]),
        ("explicit_present", "2024-11-25 09:00", "Who approves my work at my biggest client "
         "currently?", "Dominika Fairbairn at Amberlight", ["cc3"]),
        ("past", "2024-11-25 09:00", "Who did I deal with at Amberlight at the start of "
         "2024?", "Aurelie Fontaine", ["cc1"]),
        ("past", "2024-11-25 09:00", "Where was I writing before I moved to Copperbeam?",
         "Driftwood Works", ["cw1"]),
    ]},
]
