"""Conversations f44-f49 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph with ``convs_g.py`` to enlarge the dev part:
a town and a partner, a chess club, rating and coach, streaming and meal-kit subscriptions, a
weekly long run and its shoes, a gym and its trainer, a guitar teacher and a favourite album.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f44", "sessions": {
        "s1": ("2019-05-06 20:20", [
            ("home1", "Living in Culverford is cheap but the last bus home leaves at ten. Is a "
             "folding bike worth it for the hill?",
             "A folding bike with low gears would manage a hill, and it goes on the train."),
            ("pt1", "My girlfriend Noor thinks I should just learn to drive.",
             "Driving lessons are a bigger cost, but both are fair options.")]),
        "s2": ("2019-06-17 19:40", [
            ("tel1", "Phone bill is 19 a month on Brightwire, and the data runs out by the 20th "
             "every month.",
             "Check if they have a bigger data bundle; it's often only a few pounds more."),
            ("I'll look.", "Or use wifi for the podcasts.")]),
        "s3": ("2019-08-03 11:15", [
            ("My mate Gideon's partner, Ffion, just got a job in Saltmarsh Bay and he's "
             "following her there.",
             "Moving for a partner's job is a big step. Hope it works out for them."),
            ("He's terrified of seagulls.", "That could be a problem at the seaside.")]),
        "s4": ("2019-10-14 22:05", [
            ("pt2", "Noor and I called it a day last week. Friendly, mostly. Still sad.",
             "Sorry. Even friendly endings hurt; give yourself some quiet weekends."),
            ("I've been walking a lot.", "Walking helps more than people think.")]),
        "s5": ("2019-12-09 18:30", [
            ("home2", "Big news: I got the library job in Saltmarsh Bay, so from the new year "
             "I'll be living there, a flat above a chip shop on Harbour Row.",
             "Congratulations! Living above a chip shop is either heaven or a warning."),
            ("Gideon says hi, he's two streets away.", "Nice to have a friend close.")]),
        "s6": ("2020-02-25 17:50", [
            ("tel2", "Moved the phone over to Tidepool Mobile, unlimited data for 15. Brightwire "
             "had nothing like it.",
             "Cheaper and more data, hard to argue with."),
            ("Signal is perfect on the seafront.", "Good for the map apps.")]),
        "s7": ("2020-05-11 20:35", [
            ("pt3", "I've been seeing someone. Her name is Ines Carvalho, she runs the bakery "
             "two doors down. We met over a rye loaf.",
             "A lovely way to meet. Is the rye any good?"),
            ("Best in town.", "Then you've chosen well.")]),
        "s8": ("2020-07-20 09:30", [
            ("How do I stop seagulls nicking my chips on the harbour wall?",
             "Eat facing a wall or under a shelter; gulls swoop from behind."),
            ("Gideon lost a whole cod yesterday.", "A rite of passage there.")]),
    }, "questions": [
        ("announced", "2019-12-20 09:00", "Which town do I live in?",
         "Culverford (the move to Saltmarsh Bay comes in the new year)", ["home1", "home2"]),
        ("announced", "2020-09-01 09:00", "Where do I live?",
         "Saltmarsh Bay, above a chip shop on Harbour Row", ["home2"]),
        ("paraphrase", "2020-09-01 09:00", "What street is my flat on?", "Harbour Row",
         ["home2"]),
        ("distractor_slot", "2020-09-01 09:00", "Who is my partner?", "Ines Carvalho",
         ["pt3"]),
        ("explicit_present", "2020-09-01 09:00", "Which mobile network am I with now?",
         "Tidepool Mobile", ["tel2"]),
        ("past", "2020-09-01 09:00", "Who was I going out with in the summer of 2019?", "Noor",
         ["pt1"]),
        ("past", "2020-09-01 09:00", "How much did my phone cost me a month before I "
         "switched networks?", "19 a month with Brightwire", ["tel1"]),
    ]},
    {"id": "f45", "sessions": {
        "s1": ("2021-09-27 21:30", [
            ("club1", "Joined the Rook and Lantern chess club, they meet Wednesdays in the back "
             "room of a pub. My online rating is about 1350.",
             "Over-the-board chess feels very different; expect your first few games to be "
             "slow."),
            ("co1", "One of the regulars, Magnus Iredale, offered to coach me for a tenner an "
             "hour.",
             "A regular who knows the local players is a good coach to start with.")]),
        "s2": ("2021-11-08 19:15", [
            ("Which opening should a beginner learn as black against e4?",
             "The Caro-Kann or a simple e5 setup; both keep things solid and teach you "
             "structure."),
            ("Caro-Kann sounds fancy.", "It's more solid than fancy.")]),
        "s3": ("2022-01-17 20:00", [
            ("rat1", "New personal best, my rating hit 1480 after the winter league!",
             "That's a big climb in a few months. Well done."),
            ("Magnus says it's the endgames.", "Endgames win more points than openings.")]),
        "s4": ("2022-01-18 08:40", [
            ("rat2", "Ugh, I looked at the wrong column yesterday. My rating is 1430, the 1480 "
             "was my blitz number.",
             "Noted, 1430. Still a healthy climb from 1350."),
            ("Slightly less proud.", "Still proud, though.")]),
        "s5": ("2022-03-21 21:10", [
            ("My sister's chess coach at university is an international master, which I find "
             "deeply unfair.",
             "University clubs sometimes attract strong players."),
            ("She's 1700 already.", "A family rivalry in the making.")]),
        "s6": ("2022-05-02 19:55", [
            ("co2", "Magnus is moving to Norway in June, so he's handed me over to Priya "
             "Venkataraman for coaching from July. She plays for the county.",
             "A county player will push you. Ask Magnus to pass on his notes."),
            ("club2", "And the pub closed, so the club meets on Wednesdays in the Sandown "
             "church hall now.",
             "Church halls are quieter than pubs anyway.")]),
        "s7": ("2022-09-12 20:25", [
            ("club3", "I switched clubs. Thursdays at the Ferrowgate Chess Circle suits my "
             "shifts better.",
             "Thursday suits you better, so it makes sense. Any league team?"),
            ("Their C team.", "A good level to play at.")]),
    }, "questions": [
        ("correction", "2022-10-20 09:00", "What's my chess rating?", "1430", ["rat2"]),
        ("past", "2022-10-20 09:00", "What was my rating when I joined my first club?",
         "About 1350", ["club1"]),
        ("announced", "2022-10-20 09:00", "Who coaches me at chess?", "Priya Venkataraman",
         ["co2"]),
        ("distractor_slot", "2022-10-20 09:00", "Who's my chess coach these days?",
         "Priya Venkataraman", ["co2"]),
        ("implicit_present", "2022-10-20 09:00", "Which chess club do I play at?",
         "The Ferrowgate Chess Circle, Thursdays", ["club3"]),
        ("explicit_present", "2022-10-20 09:00", "Which evening is chess club for me "
         "nowadays?", "Thursday, at the Ferrowgate Chess Circle", ["club3"]),
        ("past", "2022-10-20 09:00", "Where did my chess club meet in the summer of 2022?",
         "Sandown church hall, Wednesdays", ["club2"]),
        ("past", "2022-10-20 09:00", "Who coached me in my first year of chess?",
         "Magnus Iredale", ["co1"]),
    ]},
    {"id": "f46", "sessions": {
        "s1": ("2023-06-05 19:00", [
            ("tv1", "We pay for Loomvision, 8.99 a month, mostly for the cooking shows. Worth "
             "keeping?",
             "If you watch it weekly, probably. Rotate services if you only binge now and "
             "then."),
            ("kit1", "We also get a Pantry Parcel recipe box every Monday, three meals for two.",
             "Recipe boxes save planning time, if not money.")]),
        "s2": ("2023-07-17 20:45", [
            ("news1", "Started a digital subscription to the Weekly Lantern, 5 a month. Their "
             "puzzles are the best.",
             "Good puzzles are worth paying for."),
            ("The cryptic is wicked.", "That's half the fun.")]),
        "s3": ("2023-08-28 18:20", [
            ("kit2", "Paused the Pantry Parcel for now, we're eating out of the garden all "
             "August and September.",
             "Makes sense with courgettes coming out of your ears."),
            ("Three marrows yesterday.", "Marrow soup, then.")]),
        "s4": ("2023-10-09 21:00", [
            ("tv2", "Loomvision lost the cooking channel, so we cancelled and we're on "
             "Cinderbox now. It's 6.49 with adverts.",
             "Adverts are annoying, but the saving adds up."),
            ("The ads are mostly for mattresses.", "Someone thinks you're tired.")]),
        "s5": ("2023-11-13 19:35", [
            ("My parents have every streaming service going and still watch the same quiz show "
             "every night.",
             "Comfort television is a real thing."),
            ("Dad shouts the answers.", "Of course he does.")]),
        "s6": ("2023-12-04 18:05", [
            ("kit3", "Garden's done for the year, so the Pantry Parcel box is coming again "
             "every Monday, same three meals.",
             "Nice, it'll take the thinking out of winter dinners."),
            ("news2", "Also dropped the Weekly Lantern. I only did the puzzles and there's a "
             "free puzzle app now.",
             "Fair, the app should scratch the itch.")]),
        "s7": ("2024-01-15 20:50", [
            ("How do I stop my son clicking into paid films on the TV?",
             "Set a purchase PIN in the account settings; most services have one."),
            ("Done.", "Good.")]),
    }, "questions": [
        ("implicit_present", "2024-02-12 09:00", "Which streaming service do we pay for?",
         "Cinderbox", ["tv2"]),
        ("distractor_slot", "2024-02-12 09:00", "What TV subscription have we got at the "
         "moment?", "Cinderbox, 6.49 a month with adverts", ["tv2"]),
        ("changes_back", "2024-02-12 09:00", "Are we getting the recipe box?",
         "Yes, Pantry Parcel every Monday", ["kit3"]),
        ("paraphrase", "2024-02-12 09:00", "Is the meal kit delivery still on?",
         "Yes, Pantry Parcel comes every Monday again", ["kit3"]),
        ("explicit_present", "2024-02-12 09:00", "Do I currently subscribe to the Weekly "
         "Lantern?", "No, it was dropped in December 2023", ["news2"]),
        ("past", "2024-02-12 09:00", "What did we pay for streaming in summer 2023?",
         "8.99 a month for Loomvision", ["tv1"]),
        ("past", "2024-02-12 09:00", "What was the newspaper I paid for in 2023?",
         "The Weekly Lantern, 5 a month", ["news1"]),
    ]},
    {"id": "f47", "sessions": {
        "s1": ("2025-03-03 07:30", [
            ("run1", "Sunday long run is 8 km along the reservoir at the moment. I'd like to "
             "do a half marathon in the autumn.",
             "Add about a kilometre to the long run every week or two and you'll be there."),
            ("sh1", "I run in some battered Stridewell Pacers with 900 km on them.",
             "Most shoes are done by 700-800 km; new ones might save your knees.")]),
        "s2": ("2025-04-14 18:50", [
            ("sh2", "Bought new shoes: Harlow Glide 3, in an alarming lime green.",
             "The lime will help drivers see you at dawn, at least."),
            ("They feel like pillows.", "Break them in on shorter runs first.")]),
        "s3": ("2025-05-26 08:10", [
            ("run2", "Long runs are 14 km now, reservoir and back over the dam.",
             "Great progress. Take a gel or some sweets past an hour."),
            ("Jelly babies.", "The classic.")]),
        "s4": ("2025-06-30 19:20", [
            ("My running buddy Hettie does 30 km on Sundays. She's training for an ultra.",
             "Ultras need that kind of volume. Don't copy her plan."),
            ("I won't.", "Good.")]),
        "s5": ("2025-07-21 21:40", [
            ("tgt1", "I've entered the Brackenmoor Half in October. Aiming for 2 hours 5.",
             "A sensible target for your current long runs."),
            ("tgt2", "Sorry, typo, I mean 1 hour 55, not 2:05. I'm feeling brave.",
             "Noted, sub-1:55. Add a weekly tempo run for that pace.")]),
        "s6": ("2025-08-18 07:05", [
            ("run3", "Tweaked my calf, physio said cut back, so Sunday long run is 10 km "
             "until it settles.",
             "Wise. A few lighter weeks now beats missing the race."),
            ("Annoying though.", "It is, but it passes.")]),
        "s7": ("2025-09-08 20:15", [
            ("What should I eat the night before a half marathon?",
             "Something familiar and carb-heavy, like pasta or rice, and not too late."),
            ("Pasta it is.", "And lay your kit out too.")]),
    }, "questions": [
        ("implicit_present", "2025-09-25 09:00", "How far is my Sunday long run?", "10 km",
         ["run3"]),
        ("distractor_slot", "2025-09-25 09:00", "How many km do I run on Sundays these days?",
         "10 km", ["run3"]),
        ("paraphrase", "2025-09-25 09:00", "Which trainers do I run in?", "Harlow Glide 3",
         ["sh2"]),
        ("correction", "2025-09-25 09:00", "What's my target time for the Brackenmoor Half?",
         "1 hour 55", ["tgt2"]),
        ("past", "2025-09-25 09:00", "How long were my long runs in early June 2025?", "14 km",
         ["run2"]),
        ("past", "2025-09-25 09:00", "What shoes did I run in before the Harlow ones?",
         "Stridewell Pacers", ["sh1"]),
        ("past", "2025-09-25 09:00", "How far was my long run in March 2025?", "8 km",
         ["run1"]),
    ]},
    {"id": "f48", "sessions": {
        "s1": ("2020-01-13 19:05", [
            ("gym1", "New year, new gym: I joined Pulse Point on Carver Street, 24 a month. It's "
             "open all night, which suits me.",
             "All-night gyms are quiet late on. Ask for an induction on the machines."),
            ("I'll book one.", "Good.")]),
        "s2": ("2020-02-17 20:30", [
            ("pt1", "Booked six sessions with a trainer there, Dario Hensley. He has me doing "
             "goblet squats until I see stars.",
             "Goblet squats are a good foundation for heavier lifts later."),
            ("My legs hate him.", "Your legs will thank him eventually.")]),
        "s3": ("2020-03-30 18:15", [
            ("My flatmate goes to the climbing wall on Foundry Lane and pays nearly double what "
             "I do.",
             "Climbing walls cost more to run, with the ropes and staff."),
            ("She says it's worth it.", "If she uses it, it is.")]),
        "s4": ("2020-08-24 19:45", [
            ("gym2", "Left Pulse Point, it was heaving after reopening. Signed up at Forgehouse "
             "Strength on the ring road: 32 a month, but proper barbells.",
             "For lifting, a gym with free racks is worth the extra."),
            ("pt2", "Dario didn't come with me, so my coach at Forgehouse is Liesel Ambrose.",
             "A fresh coach can spot new things in your form.")]),
        "s5": ("2020-10-05 21:20", [
            ("How much protein do I need if I lift four times a week?",
             "Around 1.6 grams per kilo of body weight a day is a common target."),
            ("That's a lot of eggs.", "Beans and yoghurt help too.")]),
        "s6": ("2020-12-14 17:40", [
            ("gym3", "Forgehouse put the membership up to 36 from January. Still staying.",
             "Prices are creeping up everywhere. Check for an annual option."),
            ("My cousin's gym is 15 a month but has three dumbbells.", "You get what you "
             "pay for.")]),
        "s7": ("2021-02-01 08:55", [
            ("lift1", "Deadlift PB this morning: 120 kg for a single!",
             "Brilliant. Log it and rest well tonight."),
            ("Liesel cheered.", "She earned that.")]),
    }, "questions": [
        ("implicit_present", "2021-03-15 09:00", "Which gym am I a member of?",
         "Forgehouse Strength", ["gym2"]),
        ("explicit_present", "2021-03-15 09:00", "How much do I pay for the gym now?",
         "36 a month", ["gym3"]),
        ("distractor_slot", "2021-03-15 09:00", "What's my gym membership fee?",
         "36 a month at Forgehouse", ["gym3"]),
        ("paraphrase", "2021-03-15 09:00", "Who's my personal trainer?", "Liesel Ambrose",
         ["pt2"]),
        ("past", "2021-03-15 09:00", "Which gym was I at before Forgehouse?",
         "Pulse Point on Carver Street", ["gym1"]),
        ("past", "2021-03-15 09:00", "Who trained me in spring 2020?", "Dario Hensley",
         ["pt1"]),
        ("past", "2021-03-15 09:00", "What did Forgehouse cost when I joined?", "32 a month",
         ["gym2"]),
    ]},
    {"id": "f49", "sessions": {
        "s1": ("2026-01-12 20:40", [
            ("gt1", "Started guitar lessons with Orla Quennell on Monday evenings. She's very "
             "patient about my chord changes.",
             "Chord changes are everyone's first wall. Practise them slowly, a minute at a "
             "time."),
            ("inst1", "I'm learning on a borrowed nylon-string from my uncle.",
             "Nylon strings are kind to beginner fingertips.")]),
        "s2": ("2026-02-09 19:10", [
            ("fav1", "My favourite album at the moment is Lowland Weather by the Marram Choir. "
             "I play it on every train.",
             "Having one album on repeat is a great way to learn its songs."),
            ("I want to play the title track.", "Ask Orla to help you work it out.")]),
        "s3": ("2026-03-16 21:05", [
            ("My friend Delphine's guitar teacher makes her learn scales for the first ten "
             "minutes of every lesson.",
             "Scales are dull but they pay off."),
            ("She calls him the metronome.", "Harsh but fair.")]),
        "s4": ("2026-04-06 20:20", [
            ("inst2", "I finally bought my own guitar, a Thornfield steel-string, sunburst. "
             "Gave my uncle his back.",
             "Steel strings sting at first, but they sound brighter."),
            ("My fingertips are on fire.", "The calluses will come in a couple of weeks.")]),
        "s5": ("2026-05-11 19:30", [
            ("gt2", "Orla's going on tour with her band in June, so from June my lessons are "
             "with her friend Tadhg Moyle, same Monday slot.",
             "Keep a note of what you've covered so Tadhg can pick up from there."),
            ("fav2", "Also I've gone off Lowland Weather; it's all Paper Harbour by Jun Sato "
             "on my headphones now.",
             "Moods change with seasons. Is there a song you'd like to learn from it?")]),
        "s6": ("2026-06-22 18:45", [
            ("How do I tune a guitar without an app?",
             "Tune the low E to a reference note, then match each string to the fifth fret of "
             "the one above, except the G to B, which uses the fourth fret."),
            ("The fourth fret thing always gets me.", "It trips everybody up.")]),
        "s7": ("2026-07-27 20:00", [
            ("fav3", "Funny, I'm back to Lowland Weather as my favourite. Paper Harbour was a "
             "phase.",
             "Some albums keep calling you back."),
            ("Tadhg is teaching me the title track.", "A fine goal.")]),
    }, "questions": [
        ("announced", "2026-08-20 09:00", "Who teaches me guitar?", "Tadhg Moyle", ["gt2"]),
        ("distractor_slot", "2026-08-20 09:00", "Who's my guitar teacher?", "Tadhg Moyle",
         ["gt2"]),
        ("paraphrase", "2026-08-20 09:00", "What instrument do I practise on?",
         "My own sunburst Thornfield steel-string guitar", ["inst2"]),
        ("changes_back", "2026-08-20 09:00", "What's my favourite album?",
         "Lowland Weather by the Marram Choir", ["fav3"]),
        ("explicit_present", "2026-08-20 09:00", "Which record am I into these days?",
         "Lowland Weather by the Marram Choir", ["fav3"]),
        ("past", "2026-08-20 09:00", "What album was I listening to in June 2026?",
         "Paper Harbour by Jun Sato", ["fav2"]),
        ("past", "2026-08-20 09:00", "What guitar did I play before I bought my own?",
         "A nylon-string borrowed from my uncle", ["inst1"]),
    ]},
]
