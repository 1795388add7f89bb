"""Conversations f50-f54 of taggraph's facts-that-change set (all held out).

Same layout as ``convs_e.py``. Written later than the rest, all for the held-out part, so that no
ranking change was ever tuned on this text: a hairdresser found after a closure, a bin day moved
by the council, home blood-pressure readings with a misread figure, a letting agent handed over
weeks ahead, a cut bus route, a knitting circle that lost its room, a child's swimming teacher
who comes back, a data allowance, a pension provider, a freelancer's day rate, client and desk,
a bridge partner, a cleaner and a reading-glasses prescription.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f50", "sessions": {
        "s1": ("2023-01-16 19:20", [
            ("hair1", "Briony Oduya at Fettle & Fringe talked me into a much shorter bob "
             "yesterday. How do I stop the ends flicking out?",
             "Dry it with a round brush and turn the ends under, then a little light cream. A "
             "fresh bob often settles down after a week of washing."),
            ("bin1", "Also, nag me about the wheelie bins: out on Monday night, because the "
             "lorry is on our road first thing Tuesday and I slept through it last week.",
             "Noted: bins out on Monday evening for the early Tuesday collection. A phone "
             "alarm at eight on Mondays would do the nagging for me.")]),
        "s2": ("2023-02-22 10:40", [
            ("bp1", "The practice nurse checked my blood pressure at my review: 148 over 92. "
             "She wants a fortnight of readings at home. What sort of monitor should I buy?",
             "An upper-arm cuff from a validated list; wrist monitors are fussier about how "
             "you hold them. Sit still for five minutes before each reading."),
            ("Any particular brand?", "The brand matters less than a cuff that fits your arm "
             "and a model that has been validated.")]),
        "s3": ("2023-03-30 20:15", [
            ("My sister Ilse's hairdresser visits her at home now, with a folding chair and a "
             "cape in a holdall. Ilse swears she'll never set foot in a salon again.",
             "Home visits are handy with small children in the house."),
            ("She pays a tenner extra for it.", "Convenience usually costs something.")]),
        "s4": ("2023-04-18 08:05", [
            ("bin2", "Three bags of rubbish sat on the pavement all week because I put them out "
             "on Monday night out of habit. The council's new rounds have our street down for "
             "Fridays.",
             "Annoying. Move the phone alarm to Thursday evening and it should stop the "
             "pavement pile-up."),
            ("Done. The foxes had a feast though.", "The foxes will be sorry about the new "
             "schedule.")]),
        "s5": ("2023-05-25 07:30", [
            ("bp2", "Three weeks of less salt and an evening walk, and this morning the cuff "
             "said 132 over 84. Is that real progress?",
             "That's a clear drop from 148 over 92. Keep logging; the GP will want the average "
             "over a week or two rather than one good morning."),
            ("I'll keep the log going.", "Good, same time each day if you can.")]),
        "s6": ("2023-06-29 18:50", [
            ("hair2", "Fettle & Fringe has shut, Briony went up to Leeds, so I took a gamble on "
             "Roddy Skelton at Shear Folly on Market Row. He got the layers right first go and "
             "I've booked in with him again for August.",
             "Finding someone good on the first try is rare. Nice work."),
            ("He also does a mean head massage.", "Then August can't come soon enough.")]),
        "s7": ("2023-07-03 21:05", [
            ("bp3", "Went back through the cuff's memory and I'd copied the wrong line into my "
             "log: that Thursday reading was 128 over 84. The 132 was the Wednesday.",
             "So 128 over 84 on the Thursday. Even better; fix the log before you show it to "
             "the GP."),
            ("Fixed.", "Great.")]),
        "s8": ("2023-08-21 19:35", [
            ("Dad finally let the pharmacist take his blood pressure: 161 over 97. He says he "
             "feels fine and won't book anything.",
             "That's high enough for a GP appointment even without symptoms; raised blood "
             "pressure rarely announces itself."),
            ("I'll get Mum onto him.", "Sometimes that works best.")]),
    }, "questions": [
        ("implicit_present", "2023-10-09 09:00", "Who cuts my hair?",
         "Roddy Skelton at Shear Folly", ["hair2"]),
        ("distractor_slot", "2023-10-09 09:00", "Where do I get my hair done?",
         "Shear Folly on Market Row", ["hair2"]),
        ("past", "2023-10-09 09:00", "Who did my hair at the start of 2023?",
         "Briony Oduya at Fettle & Fringe", ["hair1"]),
        ("implicit_present", "2023-10-09 09:00", "What day do the bins get collected?",
         "Friday", ["bin2"]),
        ("past", "2023-10-09 09:00", "Which morning did the bin lorry come before the council "
         "changed the rounds?", "Tuesday", ["bin1"]),
        ("correction", "2023-10-09 09:00", "What was my last reading on the home blood "
         "pressure cuff?", "128 over 84", ["bp3"]),
        ("past", "2023-10-09 09:00", "What did the nurse's blood pressure check show in "
         "February?", "148 over 92", ["bp1"]),
    ]},
    {"id": "f51", "sessions": {
        "s1": ("2022-04-11 18:10", [
            ("agent1", "The boiler in our flat is knocking again. Do I ring the landlord or go "
             "through Harrow & Pike? Gwenllian there looks after our building.",
             "Go through the letting agent if they manage the flat, and put it in an email so "
             "there's a record of when you reported it."),
            ("bus1", "It'll have to be tonight, I'm on earlies at the hospital all week. The "
             "31 from the library stop gets me in at ten to seven.",
             "An email tonight, then. Take a flask for those early buses.")]),
        "s2": ("2022-05-19 20:30", [
            ("knit1", "Went to the knitting circle for the first time: Thursdays in the back "
             "room of the Copper Kettle. Eight women, one retired postman, lots of gossip. My "
             "cast-on was a disaster.",
             "Everyone's first cast-on is. Ask someone to show you the long-tail method; "
             "groups like that love teaching it."),
            ("The postman knits socks on four needles.", "Then he's your man for heels.")]),
        "s3": ("2022-06-14 13:45", [
            ("My colleague Anouk gets the 46 in from Fennick Green and it's late so often "
             "that she's started walking the last two miles.",
             "Unreliable buses push a lot of people onto their feet. At least the walk is good "
             "for her."),
            ("She's lost half a stone.", "There you go.")]),
        "s4": ("2022-07-05 19:00", [
            ("agent2", "Letter from the landlord: from 1 September the flat is managed by Ravel "
             "Lettings. Harrow & Pike keep it until the end of August, so Gwenllian is still "
             "the one chasing the boiler man until then.",
             "Ask Harrow & Pike to pass the repair history across, so the boiler saga doesn't "
             "start again from zero."),
            ("Good idea.", "And check which scheme holds your deposit.")]),
        "s5": ("2022-08-08 07:15", [
            ("bus2", "The timetable shake-up axed the early 31s, so for earlies it's the X4 from "
             "the ring road. Twenty-five minutes, quicker to be fair.",
             "Quicker is a bonus. Is the walk to the ring road stop all right in the dark?"),
            ("Lit the whole way.", "Good.")]),
        "s6": ("2022-10-06 20:40", [
            ("knit2", "Circle news: the Copper Kettle turned the back room into more tables for "
             "food, so on Thursdays we're in the community room at Pendry Library. Much better "
             "light for cables.",
             "Good light makes a real difference with cable patterns. Libraries are usually "
             "glad to host a group like yours."),
            ("They even leave the urn on for us.", "That's a warm welcome.")]),
        "s7": ("2022-11-15 18:30", [
            ("My friend Lotte has waited four months for Brindle Homes, her letting agent, to "
             "do anything about the mould in her bathroom.",
             "She should put it in writing and mention the landlord's repair duty; the "
             "council's housing team can step in if nothing happens."),
            ("I'll send her that.", "Hope it moves things along.")]),
    }, "questions": [
        ("announced", "2022-08-20 09:00", "Who's our letting agent?",
         "Harrow & Pike (Ravel Lettings only takes over on 1 September)", ["agent1", "agent2"]),
        ("announced", "2023-01-10 09:00", "Who is the letting agent for our flat?",
         "Ravel Lettings", ["agent2"]),
        ("distractor_slot", "2023-01-10 09:00", "Which agency do I report repairs in the flat "
         "to?", "Ravel Lettings", ["agent2"]),
        ("implicit_present", "2023-01-10 09:00", "Which bus do I catch for my early shifts?",
         "The X4 from the ring road", ["bus2"]),
        ("past", "2023-01-10 09:00", "What bus did I take to the hospital in spring 2022?",
         "The 31 from the library stop", ["bus1"]),
        ("paraphrase", "2023-01-10 09:00", "Where does my knitting group get together?",
         "The community room at Pendry Library, on Thursdays", ["knit2"]),
        ("past", "2023-01-10 09:00", "Where did the knitting circle meet when I joined?",
         "The back room of the Copper Kettle", ["knit1"]),
    ]},
    {"id": "f52", "sessions": {
        "s1": ("2023-09-11 17:40", [
            ("swim1", "Nell moved up to Stage 3 at Brackenfield Leisure Centre! Her Saturday "
             "teacher, Dagny, is brilliant with nervous kids.",
             "Well done Nell. A teacher who handles nerves well makes all the difference at "
             "that stage."),
            ("data1", "Unrelated: out of mobile data again and it's only the 11th. 5 GB a month "
             "is clearly not enough for me.",
             "If you stream or use maps a lot, 20 to 30 GB plans don't usually cost much "
             "more.")]),
        "s2": ("2023-10-24 20:10", [
            ("pen1", "My annual statement from Thistlegate Life came, for the workplace pension. "
             "How do I tell whether the default fund is any good?",
             "Look at the annual charge and at how the fund is invested for someone your age. "
             "Workplace defaults usually charge well under one percent."),
            ("It says 0.6%.", "That's fairly typical.")]),
        "s3": ("2023-12-02 09:30", [
            ("swim2", "Nell is grumpy about Saturdays: Dagny is coaching a county squad this "
             "winter, so the Stage 3 group has Fergal Quist until the spring.",
             "A new teacher can unsettle kids for a couple of weeks; it usually passes."),
            ("Fergal makes them kick with boards for ages.", "Dull, but it builds strong "
             "legs.")]),
        "s4": ("2024-01-15 19:25", [
            ("data2", "Sorted the phone thing: 30 gigs a month on the same network, for two "
             "pounds more.",
             "That should see you through the month comfortably."),
            ("No more rationing maps.", "Freedom.")]),
        "s5": ("2024-02-20 21:00", [
            ("My husband Emeric has unlimited data and streams the football on the train every "
             "Saturday, then complains his phone gets hot.",
             "Hours of streaming warms any phone. Dropping the video quality helps with that "
             "and with the battery."),
            ("He won't drop the quality.", "Then a warm phone it is.")]),
        "s6": ("2024-04-13 12:15", [
            ("swim3", "Dagny's back at Brackenfield! Nell had her again this morning and came "
             "out grinning.",
             "Lovely. A familiar teacher should help her confidence."),
            ("She did a whole width on her back.", "Brilliant.")]),
        "s7": ("2024-05-29 18:45", [
            ("pen2", "Started at Corbel Engineering last week. Their scheme is run by Ardent "
             "Retirement, so my contributions go there now; the Thistlegate pot just sits "
             "where it is.",
             "Keep track of both pots. You can think about combining them once you've compared "
             "the charges."),
            ("Is combining risky?", "Check the old pot has no guarantees you'd lose first.")]),
        "s8": ("2024-06-03 20:20", [
            ("data3", "I was wrong about my phone plan: it's 25 GB, not 30. The 30 was the "
             "offer I nearly took.",
             "Thanks, 25 GB a month then."),
            ("Still plenty.", "It should be.")]),
    }, "questions": [
        ("changes_back", "2024-09-02 09:00", "Who teaches Nell swimming?", "Dagny", ["swim3"]),
        ("past", "2024-09-02 09:00", "Who had Nell's swimming group over the winter?",
         "Fergal Quist", ["swim2"]),
        ("correction", "2024-09-02 09:00", "How much data do I get on my phone?",
         "25 GB a month", ["data3"]),
        ("distractor_slot", "2024-09-02 09:00", "What's my monthly data allowance?", "25 GB",
         ["data3"]),
        ("past", "2024-09-02 09:00", "How much mobile data did I have before I upgraded?",
         "5 GB a month", ["data1"]),
        ("paraphrase", "2024-09-02 09:00", "Who manages the retirement savings from my job?",
         "Ardent Retirement", ["pen2"]),
        ("explicit_present", "2024-09-02 09:00", "Who's my pension with now?",
         "Ardent Retirement (the old Thistlegate Life pot is left where it is)", ["pen2"]),
    ]},
    {"id": "f53", "sessions": {
        "s1": ("2023-06-05 10:20", [
            ("rate1", "I quote 320 a day for picture-book illustration. A friend says that's "
             "low. Is it?",
             "It depends on the rights and how the art is used, but for picture books with "
             "broad rights it's on the modest side. Price the licence, not only the hours."),
            ("client1", "Most of my work comes from Pennyroyal Press anyway, and they never "
             "haggle.",
             "A steady client who pays on time is worth a lot.")]),
        "s2": ("2023-07-12 15:00", [
            ("desk1", "Working out of The Treadle on Carder Street now, a hot desk for 140 a month. "
             "The coffee is free and terrible.",
             "A desk away from home helps you switch off in the evening. Bring a flask of "
             "the good stuff."),
            ("There's a ping-pong table too.", "Dangerous for deadlines.")]),
        "s3": ("2023-09-19 19:45", [
            ("My friend Beatrix charges 520 a day for animation storyboards. I feel like a "
             "mug.",
             "Storyboards for animation are a different market with bigger budgets, but it's "
             "a fair nudge to look at your own rates."),
            ("I'll think about it.", "Worth doing before the new year's jobs come in.")]),
        "s4": ("2023-11-07 11:10", [
            ("rate2", "Decided: from the first of January, new jobs get quoted at 380 a day. "
             "Anything already agreed stays at the old rate until it's finished.",
             "A clear date makes it easy to explain. Put the new figure in your terms "
             "document now so it's ready."),
            ("Scary.", "It usually feels scarier than it turns out.")]),
        "s5": ("2024-01-29 16:30", [
            ("client2", "Pennyroyal cut their list after the merger, so nearly every invoice "
             "goes to Moth & Ember Games these days. So many goblins.",
             "Games work can be steady. Try to keep one or two smaller clients so you're not "
             "relying on a single one."),
            ("The goblins pay well.", "Then draw the goblins.")]),
        "s6": ("2024-03-04 09:50", [
            ("desk2", "The Treadle put its prices up, so I let the desk go. The spare room has a "
             "proper drawing table in it now and that's where I work.",
             "No commute is a fine perk. Set a finishing time so home doesn't turn into the "
             "office."),
            ("The cat has opinions about the table.", "Cats always do.")]),
        "s7": ("2024-04-22 20:00", [
            ("My partner Dov loves his co-working place: there's a nap pod and an office "
             "dog called Biscuit.",
             "A nap pod is a strong selling point."),
            ("He says Biscuit attends every meeting.", "The best colleague.")]),
    }, "questions": [
        ("announced", "2024-06-18 09:00", "What's my day rate?", "380 a day (since January)",
         ["rate2"]),
        ("distractor_slot", "2024-06-18 09:00", "How much do I charge for a day's work?",
         "380", ["rate2"]),
        ("past", "2024-06-18 09:00", "What did I quote per day in summer 2023?", "320",
         ["rate1"]),
        ("implicit_present", "2024-06-18 09:00", "Who's my main client?",
         "Moth & Ember Games", ["client2"]),
        ("past", "2024-06-18 09:00", "Which publisher did most of my work come from in "
         "2023?", "Pennyroyal Press", ["client1"]),
        ("implicit_present", "2024-06-18 09:00", "Where do I work from?",
         "The spare room at home", ["desk2"]),
        ("past", "2024-06-18 09:00", "Where was my desk in autumn 2023?",
         "A hot desk at The Treadle on Carder Street", ["desk1"]),
    ]},
    {"id": "f54", "sessions": {
        "s1": ("2024-02-12 11:00", [
            ("bridge1", "Leopold Rudd and I came third at the bridge club last night. He is a "
             "far better partner than I deserve.",
             "Third is a fine result. A patient partner makes the game much more fun."),
            ("cleaner1", "And Mirela has been this morning, as she is every Monday, so the "
             "windows are sparkling.",
             "A clean house and a podium finish; a good start to the week.")]),
        "s2": ("2024-03-20 14:30", [
            ("glasses1", "The optician says I need +1.5 for reading now. Is it normal for it "
             "to keep creeping up?",
             "Yes, it's very common in your fifties and sixties as the lens stiffens, and it "
             "tends to level off later."),
            ("Good to know.", "Keep a spare pair by the bed.")]),
        "s3": ("2024-04-25 17:15", [
            ("My neighbour Hamish's cleaner has stopped turning up without a word, and he's "
             "hopeless at it himself.",
             "He could ask around for recommendations; a cleaner found through a neighbour is "
             "often more reliable."),
            ("I might lend him mine.", "Generous of you.")]),
        "s4": ("2024-06-10 19:40", [
            ("bridge2", "Leopold has gone to live near his daughter in Inverness. Marit Lowe asked "
             "if I'd sit opposite her on club nights, and we won the pairs last week!",
             "Congratulations. Sorry to lose Leopold, but a win in the first month is a good "
             "sign."),
            ("She bids like a maniac.", "Then you'll never be bored.")]),
        "s5": ("2024-07-29 10:10", [
            ("cleaner2", "Mirela's gone home to Romania. The agency sends a young man called "
             "Lucjan on Fridays now, and he does the oven without being asked.",
             "An oven-cleaner who volunteers is worth keeping."),
            ("He's very quiet.", "Quiet and thorough is ideal.")]),
        "s6": ("2024-09-16 16:00", [
            ("glasses2", "Eye test yesterday: the reading prescription is up to +2.0, so new "
             "specs are on order.",
             "That explains the squinting. The new pair should make the crossword easier."),
            ("Two weeks to wait.", "Not long.")]),
        "s7": ("2024-09-23 11:25", [
            ("glasses3", "Collected the new glasses and read the slip properly: it's +2.25, not "
             "+2.0. No wonder the old pair felt weak.",
             "Noted, +2.25 for reading."),
            ("My brother-in-law plays bridge online with a partner in Canada, at odd hours.",
             "Online bridge does make time zones interesting.")]),
    }, "questions": [
        ("implicit_present", "2025-01-14 09:00", "Who's my bridge partner?", "Marit Lowe",
         ["bridge2"]),
        ("paraphrase", "2025-01-14 09:00", "Who do I play cards with at the club?",
         "Marit Lowe", ["bridge2"]),
        ("past", "2025-01-14 09:00", "Who did I partner at bridge in early 2024?",
         "Leopold Rudd", ["bridge1"]),
        ("explicit_present", "2025-01-14 09:00", "Who cleans the house for me these days?",
         "Lucjan, from the agency", ["cleaner2"]),
        ("distractor_slot", "2025-01-14 09:00", "What day does my cleaner come?", "Friday",
         ["cleaner2"]),
        ("correction", "2025-01-14 09:00", "What strength are my reading glasses?", "+2.25",
         ["glasses3"]),
        ("past", "2025-01-14 09:00", "What was my reading prescription in the spring of "
         "2024?", "+1.5", ["glasses1"]),
    ]},
]
