"""Conversations f76-f81 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, with slots new to the set: a barber, a cloud storage plan, a favourite restaurant, glaucoma
eye drops, a sleep tracker, a daily walking route, a fantasy football team name, a tennis
partner, a work car park permit, a lift share to work, a work laptop's operating system, a
credit card, a novel's working title, a daily word target, a writing group, a child's violin
lesson day, a window cleaner and a doorstep milk delivery.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f76", "sessions": {
        "s1": ("2021-04-19 19:30", [
            ("bar1", "First proper haircut since the lockdowns. Went back to Yannick at Proper "
             "Cuts on Upperby Parade, skin fade and a beard tidy, 18 quid. Felt human again.",
             "That first cut after months is a real lift. Booking the next one before you "
             "leave the chair keeps your slot."),
            ("cld1", "Also my phone keeps yelling that storage is full. I'm on Quillvault's 50 "
             "GB plan, 99p a month, and it's rammed with photos of the baby.",
             "Clear out duplicates and screen recordings first. If it's still full, the next "
             "tier up is usually cheap.")]),
        "s2": ("2021-05-24 21:05", [
            ("rst1", "Anniversary dinner at Pepper & Vine on Ropewalk Lane. It's properly our "
             "place now, fourth time this year. The lamb shoulder is ridiculous.",
             "It's lovely to have a place that's yours. Do they know you by now?"),
            ("The waiter remembered Nadia's drink order, so yes.", "Then you're regulars.")]),
        "s3": ("2021-07-12 18:40", [
            ("cld2", "Finally caved on the phone storage thing and went up a tier on "
             "Quillvault. I think it's the 2 TB one, 7.99. I'm not deleting a single video "
             "of Teddy.",
             "A first year of videos is worth paying for. Turn on automatic backup so "
             "nothing slips through."),
            ("Already did.", "Good.")]),
        "s4": ("2021-09-06 20:15", [
            ("bar2", "Yannick's off for six months after a shoulder operation, so I had to "
             "find someone. I'm with a guy called Zeke at Stubble & Strop by the station now. "
             "Honestly a cleaner fade.",
             "Good that you found someone quickly. A barber who gets your fade right is "
             "worth remembering."),
            ("Does a skin fade grow out badly?",
             "It looks fuzzy after two or three weeks, which is why people book every "
             "three.")]),
        "s5": ("2021-10-18 12:20", [
            ("cld3", "Looked at my bank statement: Quillvault takes 4.99, not 7.99. So it's "
             "the 1 TB tier I picked, not the 2 TB. Still loads of room.",
             "Noted, 1 TB at 4.99 a month. That's plenty for a few years of baby videos."),
            ("What's the difference between backing up and syncing?",
             "A sync mirrors deletions too; a backup keeps a copy even if you delete it from "
             "the phone.")]),
        "s6": ("2021-12-13 19:50", [
            ("Pepper & Vine has a new chef. The lamb was dry and the bill was twenty quid "
             "more. Nadia was livid.",
             "New chefs often need a few months to settle, or it may simply be a different "
             "restaurant now."),
            ("We tried to book Yuzu House for her birthday instead but it's full till March.",
             "Put your name down for March, or try a weeknight; they're easier to get.")]),
        "s7": ("2022-02-07 20:30", [
            ("rst2", "New favourite found: Nonna Vita, a tiny Sicilian place on Wharf Street. "
             "We've been three Fridays running and nobody's mentioned the old place since.",
             "Three Fridays running is a strong vote. What's the dish?"),
            ("Pistachio pasta. Nadia wants to marry it.", "Understandable.")]),
        "s8": ("2022-03-21 18:10", [
            ("bar3", "Yannick's shoulder has healed and he's cutting again at Proper Cuts. "
             "Booked straight back in with him. Zeke was fine but Yannick knows my head.",
             "Loyalty to a barber who knows your head is fair enough."),
            ("Zeke's not bothered, he's got a queue out the door.", "Then everyone's happy.")]),
        "s9": ("2022-04-25 21:00", [
            ("My brother Wilf has finally given up on kitchen-chair haircuts. He's going to "
             "Ozan at Ridgeback Barbers on Tollgate Road now and won't shut up about the hot "
             "towel.",
             "A hot towel is a good way to get someone hooked on a proper barber."),
            ("He's trying to get me to switch to Ozan too. And he says his favourite "
             "restaurant is some steak place I've never heard of.",
             "If you're happy with your barber, there's no reason to move. The steak place "
             "could be a treat night, though.")]),
    }, "questions": [
        ("changes_back", "2022-05-30 09:00", "Who cuts my hair?",
         "Yannick at Proper Cuts on Upperby Parade", ["bar3"]),
        ("explicit_present", "2022-05-30 09:00", "Which barber's do I go to these days?",
         "Proper Cuts, with Yannick", ["bar3"]),
        ("past", "2022-05-30 09:00", "Who was doing my haircuts in autumn 2021?",
         "Zeke at Stubble & Strop by the station", ["bar2"]),
        ("correction", "2022-05-30 09:00", "How much am I paying for cloud storage?",
         "4.99 a month, for the 1 TB tier on Quillvault", ["cld3"]),
        ("past", "2022-05-30 09:00", "How big was my photo backup plan before I upgraded?",
         "50 GB, 99p a month", ["cld1"]),
        ("implicit_present", "2022-05-30 09:00", "What's our favourite restaurant?",
         "Nonna Vita on Wharf Street", ["rst2"]),
        ("paraphrase", "2022-05-30 09:00", "Where do Nadia and I usually go when we eat out?",
         "Nonna Vita, the Sicilian place on Wharf Street", ["rst2"]),
    ]},
    {"id": "f77", "sessions": {
        "s1": ("2023-02-06 10:15", [
            ("drp1", "Eye clinic at the Wrenfield confirmed it: early glaucoma, both eyes. I'm "
             "to put timolol drops in morning and night, one in each eye. For life, they "
             "say.",
             "Those drops are very good at bringing eye pressure down. After each drop, "
             "press gently on the inner corner of the eye for a minute."),
            ("wlk1", "Doctor also told me to keep walking. My usual is the loop round "
             "Tenterfield Park, past the lake and the bandstand, about three miles.",
             "Three miles most days is a fine habit. Keep it up.")]),
        "s2": ("2023-03-13 19:30", [
            ("slp1", "My grandson Seb gave me one of those sleep rings for my birthday, a "
             "Restora. It reckons I get six hours a night and wake four times.",
             "They're rough guides, but the pattern over a few weeks can be useful to show "
             "your GP."),
            ("He set the app up too. I'd never have managed.",
             "Grandchildren make the best tech support.")]),
        "s3": ("2023-04-03 11:00", [
            ("wlk2", "Notice on the park gates: they're dredging the lake from the first of "
             "May and the lake path is shut all summer. So from May it'll be the canal "
             "towpath for me, out to Nettleford Lock and back.",
             "The towpath is flat, which your knees may like. Take water, there's less "
             "shade."),
            ("Pauline says she'll come on the canal days.",
             "Company makes the miles go quicker.")]),
        "s4": ("2023-05-22 17:45", [
            ("Is it normal for the glaucoma drops to make your eyes sting and go red for an "
             "hour after?",
             "Some stinging and redness is common, especially early on. If it doesn't "
             "settle, mention it at your next pressure check."),
            ("I'll give it till the check in July.", "Sensible.")]),
        "s5": ("2023-07-17 14:20", [
            ("drp2", "Pressure check done. Because of the red eyes the consultant has taken "
             "me off the timolol, and it's travoprost instead, just one drop each eye at "
             "bedtime.",
             "Once a day is easier to remember too. Give it a month to settle."),
            ("She mentioned laser as an option down the line if the drops stop working. "
             "I'm not keen.",
             "It's good to know it's there, but there's no need to decide now.")]),
        "s6": ("2023-09-04 20:10", [
            ("The ring keeps telling me I slept four hours when I know I slept right through. "
             "It's driving me up the wall.",
             "Rings can misread lying still as being awake if they're loose. Try it on a "
             "different finger."),
            ("Tried that. Still nonsense.", "Then it may just not suit you.")]),
        "s7": ("2023-10-23 09:40", [
            ("slp2", "The ring's in a drawer. Seb found me a Vesper band for the wrist "
             "instead, and the numbers finally look like my actual nights.",
             "Wrist bands read movement better for some people. Glad it makes sense now."),
            ("Seven hours last night!", "That's a good night by anyone's measure.")]),
        "s8": ("2023-11-27 18:25", [
            ("Poor Pauline's joined the club: her optician found raised pressure and she's "
             "just been started on timolol, morning and night, the very drops I came off.",
             "It's common for it to turn up at a similar age. Plenty of people get on with "
             "those drops without the redness."),
            ("At least we can do our drops together.",
             "A shared routine makes them easier to remember.")]),
    }, "questions": [
        ("announced", "2023-04-20 09:00", "Where do I go for my daily walk?",
         "Round Tenterfield Park, past the lake (the towpath only from May)",
         ["wlk1", "wlk2"]),
        ("announced", "2023-08-01 09:00", "What route do I walk most days?",
         "The canal towpath out to Nettleford Lock and back", ["wlk2"]),
        ("distractor_slot", "2024-01-08 09:00", "Which eye drops am I on?",
         "Travoprost, one drop in each eye at bedtime", ["drp2"]),
        ("paraphrase", "2024-01-08 09:00", "What do I use for my glaucoma now?",
         "Travoprost drops, once a day at bedtime", ["drp2"]),
        ("past", "2024-01-08 09:00", "What was the clinic's first prescription for my "
         "eyes?", "Timolol drops, morning and night", ["drp1"]),
        ("implicit_present", "2024-01-08 09:00", "Which sleep tracker do I use?",
         "A Vesper band on the wrist", ["slp2"]),
        ("past", "2024-01-08 09:00", "What gadget was measuring my sleep in summer 2023?",
         "A Restora sleep ring from Seb", ["slp1"]),
        ("past", "2024-01-08 09:00", "Where did I walk before the lake path closed?",
         "The loop round Tenterfield Park, about three miles", ["wlk1"]),
    ]},
    {"id": "f78", "sessions": {
        "s1": ("2019-08-05 20:00", [
            ("fnt1", "Signed up for the office fantasy football league. I've called my team "
             "Sofa Athletic, which is an honest description of my fitness.",
             "A self-aware name. Pick a couple of cheap defenders who start every week and "
             "spend the money in midfield."),
            ("ten1", "I do play tennis, in my defence. Saturday mornings with my neighbour "
             "Piotr on the Ryecroft courts. He has a vicious slice.",
             "A slice on a slow court is nasty. Step in and take it early.")]),
        "s2": ("2019-09-16 08:30", [
            ("prk1", "Got a staff parking permit at last, for the Orwin Yard car park right "
             "behind the office. 30 a month out of my pay, and no more feeding the meter.",
             "Much better than running out every two hours."),
            ("Half the office is still on the waiting list.", "Best keep quiet about it.")]),
        "s3": ("2019-11-04 19:20", [
            ("fnt2", "Sofa Athletic is bottom after a nine-point week. To change our luck "
             "we go by Tiki Taka Tea Party from now on; renamed it in the app last night.",
             "A new name won't fix your defence, but it might fix morale."),
            ("Who should I captain this week?",
             "A reliable scorer at home to a weak side, rather than a gamble.")]),
        "s4": ("2020-01-20 21:15", [
            ("ten2", "Bad news next door: Piotr has snapped his Achilles and he's out for "
             "months. So it's Yasmin from accounts and me on Wednesday evenings under the "
             "lights now. She's better than him, don't tell him.",
             "Sorry about Piotr. Playing someone stronger will lift your game."),
            ("I bought a new racket to keep up.",
             "Go easy on your arm while you get used to it.")]),
        "s5": ("2020-03-02 12:40", [
            ("prk2", "Facilities email: Orwin Yard is being dug up for the new wing, so "
             "from the first of April our permits move to the Wyndcombe Road car park, a "
             "ten-minute walk away. Same 30 a month.",
             "A ten-minute walk is some exercise at least. Check it's lit in the evenings."),
            ("I asked about the underground one at the station instead, but it's 90 a "
             "month, so no chance.",
             "That's a lot to pay for a shorter walk.")]),
        "s6": ("2020-08-10 19:00", [
            ("fnt3", "New season, clean slate. Tiki Taka Tea Party finished 14th of 16, so "
             "I've changed the name back to Sofa Athletic. The old name was luckier.",
             "Superstition is half of fantasy football."),
            ("Rhys from sales won the whole thing last season.", "He'll be insufferable.")]),
        "s7": ("2020-10-05 18:30", [
            ("My wife Rowena has taken up tennis too. She plays doubles at the club on "
             "Thursdays with Ursula from her choir.",
             "Doubles is a lovely way to start: less running, more chat."),
            ("She's better than me already.", "Then you've got someone new to rally with.")]),
        "s8": ("2020-11-23 20:45", [
            ("Rhys has renamed his team Pitch Please for this season and announced it in "
             "the group chat with a gif. Top of the league again, obviously.",
             "Some people are born to gloat."),
            ("Rowena suggested I rename mine Net Gains. Absolutely not.",
             "A tennis pun in a football league would confuse everyone.")]),
    }, "questions": [
        ("changes_back", "2020-12-14 09:00", "What's my fantasy football team called?",
         "Sofa Athletic", ["fnt3"]),
        ("distractor_slot", "2020-12-14 09:00", "What name does my side in the office "
         "league go by this season?", "Sofa Athletic", ["fnt3"]),
        ("past", "2020-12-14 09:00", "What was my fantasy team called in early 2020?",
         "Tiki Taka Tea Party", ["fnt2"]),
        ("implicit_present", "2020-12-14 09:00", "Who do I play tennis with?",
         "Yasmin from accounts, on Wednesday evenings", ["ten2"]),
        ("past", "2020-12-14 09:00", "Who was I playing tennis with when I joined the "
         "fantasy league?", "Piotr, my neighbour, on Saturday mornings", ["ten1"]),
        ("announced", "2020-12-14 09:00", "Which car park is my work permit for?",
         "Wyndcombe Road car park", ["prk2"]),
        ("paraphrase", "2020-12-14 09:00", "Where am I allowed to leave the car when I "
         "drive to the office?", "The Wyndcombe Road car park", ["prk2"]),
        ("past", "2020-12-14 09:00", "Where did I park for work in 2019?",
         "Orwin Yard, behind the office", ["prk1"]),
    ]},
    {"id": "f79", "sessions": {
        "s1": ("2024-01-15 19:10", [
            ("lft1", "Started at the bottling plant out past the bypass. A bloke on my street, "
             "Ulrich Nowak, works there too, so we're sharing the drive in. He takes his car "
             "Mondays and Wednesdays, I do the rest.",
             "Lift shares are great on a long commute. Agree early how you split petrol and "
             "how long you wait for each other."),
            ("lap1", "Less great: the work laptop is an ancient Windows 10 thing that takes "
             "ten minutes to boot.",
             "Ask IT about a newer image or a faster drive; old laptops often just need "
             "that.")]),
        "s2": ("2024-02-19 20:30", [
            ("lft2", "I told you that backwards. Ulrich drives Tuesdays and Thursdays, I do "
             "Mondays and Wednesdays, and on Fridays we each go in on our own.",
             "Got it: his car Tuesday and Thursday, yours Monday and Wednesday, Fridays "
             "separate."),
            ("What's a fair way to split the parking?",
             "Whoever drives pays that day's parking. It evens out.")]),
        "s3": ("2024-04-08 18:00", [
            ("crd1", "Everything goes on my Sablewood cashback card, 1% back, and I clear it "
             "every month. Is that actually better than using a debit card?",
             "If you pay it off in full, 1% is free money, and card purchases have better "
             "protection."),
            ("It paid for a weekend away last year.", "That's the cashback doing its job.")]),
        "s4": ("2024-06-03 21:00", [
            ("lap2", "Finally won the war with IT. The work laptop's been wiped and it runs "
             "Ubuntu now. Boots in twenty seconds. I'm never going back.",
             "A big win if your tools run on it. Keep a list of anything that doesn't."),
            ("Only the expenses portal sulks.", "That's usually a browser setting.")]),
        "s5": ("2024-08-12 17:35", [
            ("lft3", "Ulrich's been moved onto nights, so that's the end of our arrangement. "
             "Zofia from packaging picks me up now. She's on my shift, lives two streets "
             "over and insists on driving every day.",
             "Being driven every day is a good deal. Offer to chip in for petrol."),
            ("Her music is awful though.", "A small price for a free seat.")]),
        "s6": ("2024-10-21 19:45", [
            ("crd2", "Sablewood cut their cashback to half a percent, so that card lives in a "
             "drawer now. I've moved all my spending to a Tidewater Rewards card, 1.25% "
             "back on everything.",
             "A quarter point better than before. Keep the old one open for your credit "
             "history if it has no fee."),
            ("No fee.", "Then keep it open and unused.")]),
        "s7": ("2025-01-13 09:20", [
            ("lap3", "IT email: Linux is no longer supported on work machines, and every "
             "laptop gets reimaged to Windows 11 in the week of the 14th of April. Ubuntu "
             "dies then. I'm gutted.",
             "Back up your scripts and settings before April so you can rebuild."),
            ("Can I still get a Linux shell on Windows?",
             "Yes, WSL runs a Linux environment inside Windows 11.")]),
        "s8": ("2025-03-03 20:00", [
            ("My husband Rafe just got a Voyager Miles credit card for the airline points "
             "and wants me to put the weekly shop on it too. Not happening, the fee is 95 "
             "a year.",
             "Miles cards pay off if you fly often; cashback is simpler if you don't."),
            ("He flies twice a year.", "Then the fee eats most of the points.")]),
        "s9": ("2025-05-12 18:50", [
            ("Ulrich has found himself a lift buddy on nights, a lad called Tavish from the "
             "warehouse, who drives him in every shift. Good for him.",
             "Nice that it worked out for him too."),
            ("He says Tavish's van smells of pasties.", "There are worse smells.")]),
    }, "questions": [
        ("announced", "2025-03-24 09:00", "What operating system does my work laptop run?",
         "Ubuntu (it goes to Windows 11 in the week of 14 April)", ["lap2", "lap3"]),
        ("announced", "2025-06-02 09:00", "Which OS is on my computer at work?",
         "Windows 11", ["lap3"]),
        ("distractor_slot", "2025-06-02 09:00", "Who do I ride in to the plant with?",
         "Zofia from packaging, who drives every day", ["lft3"]),
        ("correction", "2025-06-02 09:00", "On which days did Ulrich drive us in?",
         "Tuesdays and Thursdays", ["lft2"], "past"),
        ("past", "2025-06-02 09:00", "Who did I share the drive to work with when I "
         "started at the plant?", "Ulrich Nowak", ["lft1"]),
        ("implicit_present", "2025-06-02 09:00", "Which credit card do I use?",
         "The Tidewater Rewards card", ["crd2"]),
        ("past", "2025-06-02 09:00", "What card was I putting everything on in spring "
         "2024?", "The Sablewood cashback card, 1% back", ["crd1"]),
        ("explicit_present", "2025-06-02 09:00", "How much cashback am I getting on my "
         "spending currently?", "1.25% on everything", ["crd2"]),
    ]},
    {"id": "f80", "sessions": {
        "s1": ("2020-09-14 21:40", [
            ("ttl1", "I've finally started the novel properly instead of just talking about "
             "it. Working title: Windfall Tide. It's about a family growing apples on a "
             "flooding coast.",
             "A strong, strange image. Working titles often change, so don't let it stall "
             "you."),
            ("wrd1", "Target is 500 words a day before work, at the kitchen table with "
             "coffee.",
             "500 a day is roughly a draft a year. Very doable."),
            ("grp1", "And I've joined the Nightjar Writers. They meet in the library on "
             "Thursday evenings.",
             "A regular group will keep you honest.")]),
        "s2": ("2020-10-26 20:00", [
            ("My friend Yusra's debut comes out in March. It's called The Winter Ledger and "
             "I'm sick with envy.",
             "Envy is ambition with bad manners. Go to her launch."),
            ("I will. With wine.", "Good plan.")]),
        "s3": ("2020-12-07 22:10", [
            ("Nightjar is nearly all poets now. I read a chapter last week and someone asked "
             "where the line breaks were.",
             "Mixed groups can be useful, but you need a few prose readers. Maybe look "
             "around."),
            ("There's an online one, the Vellum Room, but I hate video calls.",
             "Then an in-person prose group is worth hunting for.")]),
        "s4": ("2021-02-15 19:30", [
            ("grp2", "Found my people: a prose-only crowd who meet Sunday afternoons "
             "upstairs at the Pennywort Cafe. Quit Nightjar last week.",
             "Sunday afternoons are a lovely slot for it. I hope they're kind readers."),
            ("ttl2", "Also, the book is Under the Weir from now on. The apples aren't really "
             "the point any more.",
             "Titles that follow the book's real heart tend to stick.")]),
        "s5": ("2021-05-03 08:15", [
            ("wrd2", "Draft two starts today and I've upped it to 1,000 words a day. Scary.",
             "Doubling is a big jump. Keep a smaller fallback for bad days so the streak "
             "survives."),
            ("How do you keep the voice consistent between drafts?",
             "Reread the last few pages before each session; it tunes your ear back in.")]),
        "s6": ("2021-06-21 21:30", [
            ("wrd3", "Slight correction on the daily target: it's 800, not 1,000. A "
             "thousand lasted four days.",
             "Noted, 800. Sustainable beats heroic."),
            ("Yusra writes 2,000 a day. Monster.", "Everyone's pace is their own.")]),
        "s7": ("2021-10-11 20:45", [
            ("Sent the first three chapters to five agents. The waiting is unbearable.",
             "Most take weeks. Start thinking about the next book meanwhile."),
            ("Yusra says hers took four months to answer.", "Then four months is normal.")]),
        "s8": ("2022-01-24 19:00", [
            ("ttl3", "An agent wants the full manuscript! Romilly Thackeray at Quarterlight "
             "Literary. She says Under the Weir sounds like a fishing manual, so it's "
             "Windfall Tide again, which I secretly always preferred.",
             "Congratulations! Going back to a first title is common once an outsider "
             "weighs in."),
            ("I'm printing it out to check it one last time.",
             "Reading on paper catches different mistakes.")]),
        "s9": ("2022-03-14 18:30", [
            ("Yusra has started her own writing group on Tuesdays at her flat, the Redpen "
             "Collective, and keeps asking me to join. I've said I'll stay put.",
             "It's flattering to be asked. One group is plenty while you're revising."),
            ("Her second novel is going to be called The Rook Year.",
             "A good title. She'll be pleased you like it.")]),
    }, "questions": [
        ("changes_back", "2022-04-25 09:00", "What's my novel called?", "Windfall Tide",
         ["ttl3"]),
        ("distractor_slot", "2022-04-25 09:00", "What's the title of the book I'm writing?",
         "Windfall Tide", ["ttl3"]),
        ("past", "2022-04-25 09:00", "What was my book called in summer 2021?",
         "Under the Weir", ["ttl2"]),
        ("correction", "2022-04-25 09:00", "How many words a day am I aiming for?", "800",
         ["wrd3"]),
        ("past", "2022-04-25 09:00", "What was my daily writing goal when I began the "
         "novel?", "500 words", ["wrd1"]),
        ("paraphrase", "2022-04-25 09:00", "Who do I read my chapters to for feedback?",
         "The prose group that meets Sunday afternoons upstairs at the Pennywort Cafe",
         ["grp2"]),
        ("past", "2022-04-25 09:00", "Which writers' group was I in back in autumn 2020?",
         "The Nightjar Writers, Thursday evenings at the library", ["grp1"]),
        ("explicit_present", "2022-04-25 09:00", "Which day does my writing group meet "
         "nowadays?", "Sunday afternoons", ["grp2"]),
    ]},
    {"id": "f81", "sessions": {
        "s1": ("2022-03-07 18:30", [
            ("vln1", "Verity's violin lessons are Tuesdays after school with Mr Quiroga, in "
             "the music room at school. She's on Grade 1 pieces.",
             "Lessons at school are so convenient. Does she practise without a fight?"),
            ("win1", "Some fights. Unrelated: the window man, Norris Pruett, came today. "
             "Every four weeks, 15 quid cash, and he does the conservatory roof.",
             "A conservatory roof is a pain to do yourself, so that's good value.")]),
        "s2": ("2022-04-25 20:00", [
            ("mlk1", "We've gone old-school: Whitestone Dairy leaves milk on the doorstep "
             "now, glass bottles, two pints on Tuesdays and Fridays.",
             "Glass bottles are lovely. Leave a cover out if the birds peck the tops."),
            ("The blue tits have already found them.", "They always do.")]),
        "s3": ("2022-06-13 19:10", [
            ("How long should an eight-year-old practise the violin each day?",
             "Fifteen to twenty focused minutes is plenty at her stage."),
            ("She does five and then argues for ten.", "Short and often still counts.")]),
        "s4": ("2022-09-05 17:50", [
            ("vln2", "New timetable means no music room on Tuesdays, so Verity goes to "
             "Mr Quiroga's house on Saturday mornings at 10 for violin now.",
             "Saturday mornings can be calmer than straight after school."),
            ("mlk2", "And we've asked Whitestone to make it three pints each delivery. "
             "Verity drinks the stuff like water.",
             "Growing kids go through it.")]),
        "s5": ("2022-11-21 20:20", [
            ("win2", "Norris is hanging up his ladder at Christmas. His customers are going "
             "to a firm called Vistaclear, who start with us in January: every six weeks, "
             "20 a time.",
             "Worth being in when they first come, so you can show them the conservatory."),
            ("I'll miss his chat.", "A good window cleaner knows the whole street's news.")]),
        "s6": ("2023-02-06 19:45", [
            ("Vistaclear left streaks all over the conservatory. Complained and they're "
             "coming back to redo it for free.",
             "Streaks usually mean the water wasn't pure enough. Glad they're fixing it."),
            ("Is it rude to tip a window cleaner?", "Not at all, especially at Christmas.")]),
        "s7": ("2023-04-17 18:00", [
            ("mlk3", "Verity has gone off milk completely, so we're down to two pints on "
             "Tuesdays and Fridays again.",
             "Tastes swing at that age. It may come back."),
            ("She'll still eat yoghurt.", "That helps with the calcium.")]),
        "s8": ("2023-06-19 20:30", [
            ("vln3", "Mr Quiroga is giving his Saturdays to adult learners, so from "
             "September Verity's violin moves to Wednesdays after school.",
             "A midweek slot can fit a school routine well. Check it doesn't clash with "
             "her clubs."),
            ("She wants to take Grade 2 in the spring.",
             "With steady practice that's realistic.")]),
        "s9": ("2023-10-09 19:15", [
            ("Yvette next door has switched too. She's gone with a lad called Piers Tolley "
             "who does her windows every fortnight for a tenner. Tempting.",
             "A fortnightly clean for a tenner is a good price, if he turns up."),
            ("And Verity's friend Zinnia has her violin on Thursdays with a different "
             "teacher and keeps saying hers is nicer.",
             "Children compare everything. It passes.")]),
    }, "questions": [
        ("announced", "2023-11-06 09:00", "Who cleans our windows?",
         "Vistaclear, every six weeks", ["win2"]),
        ("announced", "2022-12-12 09:00", "Who does our window cleaning?",
         "Norris Pruett (Vistaclear only takes over in January)", ["win1", "win2"]),
        ("distractor_slot", "2023-11-06 09:00", "Which day is Verity's violin lesson?",
         "Wednesdays after school", ["vln3"]),
        ("paraphrase", "2023-11-06 09:00", "When does my daughter have her music lesson?",
         "Wednesday, after school", ["vln3"]),
        ("past", "2023-11-06 09:00", "When did Verity go for violin in autumn 2022?",
         "Saturday mornings at 10, at Mr Quiroga's house", ["vln2"]),
        ("changes_back", "2023-11-06 09:00", "How much milk do we get delivered?",
         "Two pints on Tuesdays and Fridays", ["mlk3"]),
        ("past", "2023-11-06 09:00", "How many pints was the dairy bringing us at "
         "Christmas 2022?", "Three pints each delivery", ["mlk2"]),
    ]},
]
