"""Conversations f178-f183 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, on hobbies and making things, with slots new to the set: a pub quiz team's name, its captain
and the round the user answers; the work a choir is learning, the user's singing teacher and the
solo the user sings; an adult learner's viola (rented, then bought), the ensemble the user plays
in, the evening it meets and the piece being learned; where a reading group meets, who organises
it and the user's yearly reading goal; the tomato variety in an allotment greenhouse, what grows
in the plot's big bed and who shares the plot; the quilt project on the go, the sewing machine
and the lens the quilts are photographed with.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f178", "sessions": {
        "s1": ("2023-01-17 21:40", [
            ("sub1", "Could you write me ten practice questions on pop music from the 1980s, with "
             "the answers underneath? Our pub quiz league starts again next Tuesday and I'm the "
             "one who handles the music round, so if we drop points there it's on me. Everyone "
             "on the team has a subject, and we've all been told to do some homework before the "
             "first week. Medium difficulty, please: nothing so obscure that only a record "
             "collector would get it, but not 'who sang Thriller' either.",
             "Here are a few to start, with answers: 1. Which band had a 1985 hit with 'Don't "
             "You (Forget About Me)'? (Simple Minds) 2. Which Irish band released The Joshua "
             "Tree in 1987? (U2) 3. Andrew Ridgeley was one half of which duo? (Wham!) I can "
             "carry on in the same style up to ten."),
            ("cap1", "Lovely, yes please. Lochlan Ketteridge, who captains us, will test me on "
             "these on the bus home; he's that sort of captain.",
             "A keen captain is half the battle. Mix in a few questions of your own as well.")]),
        "s2": ("2023-02-21 20:15", [
            ("tn1", "Can you help me with a design brief for some quiz team T-shirts? A friend "
             "who does screen printing has offered to make six at cost if I send her something "
             "clear. We're The Know-It-Owls, so an owl in reading glasses is the obvious idea, "
             "but I'd like it to look smart rather than like a picture book. Navy shirts, one "
             "or two ink colours, and a small logo on the chest rather than a huge one on the "
             "back. What should the brief say?",
             "Ask for a simple line drawing of an owl in round glasses, in one colour (white or "
             "mustard on navy), about 9 cm wide on the left chest, with the team name "
             "underneath in a clean serif. Ask for two or three rough versions and the final "
             "file as a vector, so it prints crisply."),
            ("Someone wanted us to be the Quizzly Bears at first, but another team in the league "
             "already has that, so we kept ours.",
             "Good call: two teams with one name would make the scoreboard a mess.")]),
        "s3": ("2023-04-25 21:05", [
            ("cap2", "I need to write something in a leaving card for Lochlan. He's moving to "
             "Aberdeen for work at the end of May, so Tuesday the 30th is his last quiz with us, "
             "and we're all gutted. We had a vote after the quiz last night, and from June "
             "Noreen Fallowby will be our captain: she's been on the team longest after him and "
             "never panics on a tiebreak. Something warm but funny, please, ideally about his "
             "habit of crossing out our right answers at the last second.",
             "Try: 'Thank you for two years of bold leadership and even bolder crossings-out. "
             "Aberdeen's quiz nights don't know what's about to hit them. We'll miss you, and "
             "we'll finally get to keep our first answers. Love from all of us.'"),
            ("sub2", "There's a reshuffle too: from June I'm giving up music and taking over "
             "geography, which was Lochlan's round, because our new member Odhran knows more "
             "about music than anyone I've ever met.",
             "A new subject keeps things interesting. Short daily bursts with flashcards work "
             "for most topics.")]),
        "s4": ("2023-06-13 20:40", [
            ("tn2", "Could you help me word a short email to the league secretary? We need to "
             "change the name we're registered under before next week's fixtures. With Lochlan "
             "gone the owl joke felt like his thing, so we all voted over chips and "
             "we're The Wickerby Wonks now, after the village. The secretary is a stickler, so "
             "it should say which team we were, the new name, and that the captain has changed "
             "as well.",
             "'Dear league secretary, please note that our team will play under a new name from "
             "next week's fixtures: [new name], previously registered as [old name]. Our captain "
             "has also changed; please send fixture emails to [name and email] from now on. "
             "Many thanks.'"),
            ("Shame about the owl shirts, we'd only just got them.",
             "They'll make good souvenirs of the early days.")]),
        "s5": ("2023-08-08 19:50", [
            ("My brother Kieron has started a quiz team at his office. They're called The "
             "Spreadsheeters, and his boss Oksana captains it, which he says is like being "
             "managed twice.",
             "At least a quiz is one meeting where being right is clearly rewarded."),
            ("Our pub has put the entry up to 2.50 a head, and the rollover jackpot is at 140 "
             "pounds now.",
             "Still a cheap night out. Someone will scoop that jackpot soon.")]),
        "s6": ("2023-10-03 21:30", [
            ("sub3", "Could you give me a crash course in Britpop? The big facts, who was in "
             "which band, the famous chart battle, that sort of thing. Odhran has gone onto "
             "night shifts at the hospital and can't make Tuesdays any more, so I've been moved "
             "back onto the music round from this week, and I've forgotten everything after "
             "1989. Geography was fun, honestly, but I never once got a river right.",
             "The essentials: in August 1995 Blur's 'Country House' beat Oasis's 'Roll with It' "
             "to number one in the so-called Battle of Britpop. Pulp's 'Common People' came out "
             "the same year, and Suede, Elastica, Supergrass and Sleeper cover most of the "
             "other questions you'll meet.")]),
        "s7": ("2023-11-14 20:05", [
            ("One of the other teams, the Quizzly Bears, have made the landlord's niece Minka "
             "their captain, and she's seventeen. She got every answer in the science round.",
             "Some people are born quizzers. Keep an eye on them in the table."),
            ("And Kieron's lot have renamed themselves Excel-lent Minds. I'm not sure that's an "
             "improvement.",
             "It's a pun only an office could love.")]),
    }, "questions": [
        ("implicit_present", "2023-12-05 09:00", "Who captains my quiz team?", "Noreen Fallowby",
         ["cap2"]),
        ("distractor_slot", "2023-12-05 09:00", "Who's the captain of our pub quiz team?",
         "Noreen Fallowby (Minka captains the Quizzly Bears, Oksana Kieron's office team)",
         ["cap2"]),
        ("announced", "2023-12-05 09:00",
         "Now that Lochlan has moved away, who leads our team on quiz night?",
         "Noreen Fallowby, captain since June", ["cap2"]),
        ("paraphrase", "2023-12-05 09:00", "What name does my Tuesday trivia side play under?",
         "The Wickerby Wonks", ["tn2"]),
        ("changes_back", "2023-12-05 09:00", "Which round am I in charge of at the quiz?",
         "Music", ["sub3"]),
        ("explicit_present", "2023-12-05 09:00",
         "What subject do I cover for the team these days?", "Music", ["sub3"]),
        ("past", "2023-12-05 09:00", "What was our team called when the league started in "
         "January?", "The Know-It-Owls", ["tn1"]),
        ("past", "2023-12-05 09:00", "Which round did I do over the summer?", "Geography",
         ["sub2"]),
        ("past", "2023-12-05 09:00", "Who was our captain before Noreen?", "Lochlan Ketteridge",
         ["cap1"]),
    ]},
    {"id": "f179", "sessions": {
        "s1": ("2023-01-10 20:30", [
            ("work1", "Could you help me put together a practice plan I can actually stick to? "
             "The Wendling Vale Singers started on Haydn's Creation last week for our concert in "
             "May, and the alto lines in the big fugal choruses are fast and horribly exposed. I "
             "have about twenty minutes a day, usually after the children are in bed, so nothing "
             "loud. I read music slowly, but I can use the practice tracks on my phone. How "
             "would you split the time?",
             "Five minutes of gentle warm-ups (humming, lip trills), ten minutes on one hard "
             "passage at half speed with the practice track, then five minutes singing "
             "something you already know well, to finish on a good note. Pick a new passage "
             "each week and mark it in pencil."),
            ("Tuesday rehearsals run two hours and my voice is gone by the last half hour.",
             "That's common. Sip water through the evening and don't push the volume early.")]),
        "s2": ("2023-02-14 19:45", [
            ("tch1", "I've booked singing lessons to sort out the tiredness. My teacher is Lettice "
             "Merrow, who teaches in her front room on Saturday mornings, fortnightly, 30 pounds "
             "for 45 minutes. She says I sing from my throat.",
             "A teacher will fix that faster than anything. Breath support is usually the first "
             "job."),
            ("She's given me lip trills and a straw to practise with.",
             "Straw exercises are great for easing strain.")]),
        "s3": ("2023-05-22 21:00", [
            ("Concert done, and it went better than I dared hope. Now the committee is arguing "
             "about the autumn: some wanted Messiah, but hiring a baroque orchestra for it was "
             "far too dear.",
             "Committees and budgets, the eternal choir story. What did they decide?"),
            ("work2", "Could you help me write a short thank-you note to our conductor from the "
             "altos? She put up with a lot this term, and we clubbed together for flowers. In "
             "the end the committee settled on Vivaldi's Gloria, and we start learning it when "
             "we come back in September, which I'm pleased about: it's short and cheerful, and "
             "the alto part actually has tunes. So the note could look forward a bit too.",
             "'Thank you for your patience, your jokes and your pencil markings this term. You "
             "got us through the hard choruses and made the concert a joy. We can't wait to "
             "start again in September. With love and gratitude, the altos.'")]),
        "s4": ("2023-09-19 20:10", [
            ("tch2", "Can you help me sort out my setup for online lessons? My laptop microphone "
             "makes my voice sound tinny and the sound cuts out on high notes. Lettice moved "
             "away to be near her grandchildren in the summer, so since August I've been having "
             "lessons over Zoom with Madoc Lomasney, who teaches from his home in Wales and came "
             "recommended by half the choir. I have about 60 pounds to spend and a spare bedroom "
             "with carpet.",
             "In Zoom's audio settings turn on original sound for musicians and switch off "
             "background noise suppression, which is what chops the high notes. A USB "
             "microphone in the 40 to 60 pound range is a big step up from a laptop's. The "
             "carpet helps; hang a duvet behind you if it still sounds echoey."),
            ("solo1", "And news: I've been given one of the alto solos for the autumn concert, "
             "'Domine Deus, Agnus Dei'. I'm terrified.",
             "Congratulations! That's a real vote of confidence.")]),
        "s5": ("2023-10-03 19:30", [
            ("solo2", "I got my solo wrong when I told you. 'Domine Deus, Agnus Dei' is Nessa's; "
             "mine is 'Qui sedes ad dexteram Patris', the one with the bouncy string opening. "
             "I'd been reading the wrong page of the score.",
             "Easy to do in a long score. Mark your own entries with a coloured tab."),
            ("My teacher has me singing it on 'ah' first, to get the line before the words.",
             "A classic approach: the shape first, then the Latin.")]),
        "s6": ("2023-11-07 20:45", [
            ("My daughter Manon has started singing lessons at school, with a teacher called "
             "Oriana Kennet, and she already knows more theory than I do.",
             "It's lovely to share a hobby. She can test you on your theory."),
            ("My friend Lianne's choir is doing Messiah this Christmas. I'm a bit jealous.",
             "You could go and listen, and sing along under your breath.")]),
    }, "questions": [
        ("implicit_present", "2023-11-20 09:00", "Who is my singing teacher?", "Madoc Lomasney",
         ["tch2"]),
        ("distractor_slot", "2023-11-20 09:00", "Who gives me my voice lessons?",
         "Madoc Lomasney (Oriana Kennet teaches Manon)", ["tch2"]),
        ("explicit_present", "2023-11-20 09:00",
         "How do I have my singing lessons at the moment?",
         "Online over Zoom, with Madoc Lomasney", ["tch2"]),
        ("announced", "2023-11-20 09:00", "What is my choir learning this autumn?",
         "Vivaldi's Gloria", ["work2"]),
        ("paraphrase", "2023-11-20 09:00",
         "Which piece is on the music stand at my Tuesday rehearsals?", "Vivaldi's Gloria",
         ["work2"]),
        ("correction", "2023-11-20 09:00", "Which solo am I singing in the Gloria?",
         "'Qui sedes ad dexteram Patris'", ["solo2"]),
        ("past", "2023-11-20 09:00",
         "What were the Wendling Vale Singers rehearsing in spring 2023?", "Haydn's Creation",
         ["work1"]),
        ("past", "2023-11-20 09:00", "Who taught me singing when I first started lessons?",
         "Lettice Merrow", ["tch1"]),
    ]},
    {"id": "f180", "sessions": {
        "s1": ("2022-09-12 19:30", [
            ("vla1", "Can you help me set up a practice log in a paper notebook? I'm 52 and just "
             "went back to the viola after thirty years away, with lessons every other Thursday. "
             "For now I'm renting a student viola from Brightwater Strings downtown, 25 dollars "
             "a month on a rent-to-own plan; it sounds a bit like a cardboard box, but it'll do "
             "until I know I'm sticking with it. I want to log minutes, scales and pieces, and "
             "actually see whether I'm improving.",
             "Use a two-page spread per week: on the left, one line a day with the date, "
             "minutes, scales (key and bowing) and pieces; on the right, one thing that went "
             "well, one problem, and your teacher's notes from the lesson. Once a month, record "
             "yourself playing the same scale so you can hear the progress."),
            ("The C string is the hardest part. I'd forgotten how far apart the fingers are.",
             "Stretch gently before you practice, and check your thumb; it's usually the "
             "thumb.")]),
        "s2": ("2022-11-08 20:00", [
            ("ens1", "I joined an orchestra! The Sandhollow Community Orchestra rehearses Monday "
             "nights in a middle school band room, and I sit at the back of the violas and "
             "mostly count rests.",
             "Counting rests is a real skill, and playing with others will sharpen your "
             "reading fast."),
            ("The conductor wants a pencil at every rehearsal.",
             "Wise. Bowings change constantly.")]),
        "s3": ("2023-01-17 18:45", [
            ("pc1", "My teacher picked my piece for the studio recital in April: the Telemann "
             "Viola Concerto in G, first two movements. I'd hoped for one of the Bach cello "
             "suites on viola, but she says those can wait a year.",
             "A good recital choice for the instrument's warm sound. Slow practice on the "
             "quick movement pays off."),
            ("Any tips for recital nerves?",
             "Play it through for a few friends beforehand; a small audience is the best "
             "rehearsal.")]),
        "s4": ("2023-03-06 21:10", [
            ("vla2", "I need help working out how to insure an instrument. Last weekend I bought "
             "my own viola, a 1930s German one with a dark, chocolatey sound, from a luthier two "
             "towns over named Nikolai Sturdevant, for 3,800 dollars, and handed the rental back "
             "to Brightwater, who took 400 off for the months I'd paid. Is it better added to my "
             "homeowner's policy as a scheduled item, or with a specialist musical instrument "
             "insurer? I take it to rehearsal and lessons every week.",
             "A scheduled item on a homeowner's policy is often cheapest, but check that it "
             "covers the instrument away from home and accidental damage. Specialist instrument "
             "insurers usually cover both and know what repairs cost. Either way, keep the bill "
             "of sale and an appraisal, and photograph it from every side.")]),
        "s5": ("2023-05-02 19:20", [
            ("pc2", "Recital survived! My teacher has started me on the Bruch Romance, the one "
             "for viola and orchestra, with piano accompaniment for now. Long singing lines, "
             "which is exactly what I love about this instrument.",
             "A beautiful fit for the viola's voice. Take the long notes slowly and save bow."),
            ("My stand partner Kazuo rents from Brightwater too and is thinking of buying, so I "
             "sent him to my luthier.",
             "He'll be grateful. A good luthier is worth sharing.")]),
        "s6": ("2023-08-21 20:30", [
            ("ens2", "Could you help me choose some music for a beginners' string quartet? I "
             "left the Sandhollow orchestra in June, since I was spending two hours a week "
             "counting rests, and since July I've been playing in a quartet with three other "
             "adult students from my teacher's studio, at Mariela's house on Thursday evenings. "
             "None of us is very advanced, and the cellist has only played for two years. We'd "
             "like things that sound good even when we're a little rough.",
             "Start with Haydn's early quartets from Opus 1 and Opus 2, which are short and "
             "friendly, some Purcell and Boccherini minuets, and a book of hymn and folk-tune "
             "arrangements for quartet. Mozart's Divertimenti K. 136 to 138 are a step up once "
             "you're comfortable.")]),
        "s7": ("2023-09-12 20:15", [
            ("ens3", "A correction about the quartet: we meet on Wednesday evenings, not "
             "Thursdays. Thursday is my lesson night, which is why I muddled them.",
             "Thanks for setting that straight."),
            ("Mariela bakes every week, so it's dangerous.", "The best quartets run on cake.")]),
        "s8": ("2023-10-09 19:00", [
            ("My coworker Nuno has just joined the Sandhollow Community Orchestra on cello, and "
             "he's renting his cello from Brightwater Strings on the same rent-to-own deal I "
             "had.",
             "Small world. He'll enjoy the Monday nights."),
            ("And Kazuo ended up buying a viola from Nikolai as well, a modern Romanian one. "
             "He's learning the Telemann now.",
             "A nice full circle.")]),
    }, "questions": [
        ("implicit_present", "2023-11-01 09:00", "What viola do I play?",
         "My own 1930s German viola, bought from the luthier Nikolai Sturdevant", ["vla2"]),
        ("distractor_slot", "2023-11-01 09:00",
         "Do I still rent my instrument from Brightwater Strings?",
         "No: I bought my own viola from Nikolai Sturdevant (Nuno rents his cello there)",
         ["vla2"]),
        ("implicit_present", "2023-11-01 09:00", "Which ensemble do I play in?",
         "A string quartet of adult students from my teacher's studio", ["ens2"]),
        ("paraphrase", "2023-11-01 09:00", "Who do I make music with every week?",
         "Three other adult students, in a string quartet at Mariela's house", ["ens2"]),
        ("correction", "2023-11-01 09:00", "Which evening does my quartet meet?", "Wednesday",
         ["ens3"]),
        ("explicit_present", "2023-11-01 09:00", "What piece am I working on at the moment?",
         "The Bruch Romance for viola", ["pc2"]),
        ("past", "2023-11-01 09:00", "What was I playing on when I went back to the viola?",
         "A rented student viola from Brightwater Strings, rent-to-own", ["vla1"]),
        ("past", "2023-11-01 09:00", "What did I play at the April studio recital?",
         "The Telemann Viola Concerto in G, first two movements", ["pc1"]),
        ("past", "2023-11-01 09:00", "Which orchestra was I in during the winter of 2022?",
         "The Sandhollow Community Orchestra", ["ens1"]),
    ]},
    {"id": "f181", "sessions": {
        "s1": ("2022-01-11 20:00", [
            ("tgt1", "New year resolution: I've set my reading goal on the app to 30 books for "
             "2022, which is ten more than I managed last year. How do I actually find the "
             "time without giving up sleep?",
             "Keep a book with you everywhere, swap twenty minutes of evening scrolling for "
             "reading, and try audiobooks on the commute; they count."),
            ("Audiobooks count? Brilliant.", "They absolutely do.")]),
        "s2": ("2022-02-03 21:15", [
            ("ven1", "Could you suggest some discussion questions for a novel about a lighthouse "
             "keeper's family? It's my first time leading the talk at my reading group, which "
             "meets upstairs at the Blue Teapot café on the first Wednesday of the month; they "
             "let us have the room for the price of a pot of tea each. There are usually nine "
             "of us and the chat drifts off into holidays, so I'd like questions that keep us "
             "on the book without feeling like a school exam.",
             "Try: whose point of view did you trust most, and why? What does the lighthouse "
             "stand for by the end? Which character changed most? Was the ending earned? And a "
             "lighter one: would you take the keeper's job? Open with the easy one to warm the "
             "room up."),
            ("org1", "Thanks. Nolwenn Oakley started the group five years ago and still "
             "organises everything: she picks the dates, keeps the list and sends the "
             "reminders.",
             "Every group needs someone like that. She'll be glad of a volunteer to lead.")]),
        "s3": ("2022-09-14 19:40", [
            ("ven2", "Could you help me write a short farewell card from our reading group to "
             "the owners of the Blue Teapot? They're retiring and the café closes at the end of "
             "October, after letting us use their upstairs room for years. From November we'll "
             "meet in the community room at Hartsfield Library instead, still on the first "
             "Wednesday; it's free, but there's no tea. I'd like to thank them for the scones "
             "and the patience.",
             "'Thank you for years of scones, pots of tea and patience while we argued about "
             "endings upstairs. You made a book group into a home. We wish you a long, happy "
             "retirement, with plenty of time to read. With love from all of us.'")]),
        "s4": ("2023-01-09 20:10", [
            ("tgt2", "Can you help me plan a reading corner in our box room? It's about two "
             "metres square with a small window, and I'd like a comfortable chair, a good lamp "
             "and some shelves, for under 200 pounds. I've lowered my goal for 2023 to 20 "
             "books, since I only managed 26 of last year's 30 and the new job eats my "
             "evenings, so this corner has to make every spare half hour count.",
             "Put the chair side-on to the window for daylight over your shoulder, with a "
             "floor lamp behind it for evenings. Wall-mounted shelves above and beside the "
             "chair save floor space. A secondhand armchair, a lamp and two shelves should fit "
             "the budget.")]),
        "s5": ("2023-03-02 21:00", [
            ("org2", "Could you help me set up a simple shared spreadsheet for our reading group: "
             "who's read what, who's bringing which book, and a list of suggestions with votes? "
             "Nolwenn handed the group over at the February meeting because she's caring for "
             "her mum, and Marcellus Thorne has taken over organising. He's keen but not very "
             "technical, so it has to be something he can't break.",
             "Use one shared online sheet with three tabs: Meetings (date, book, who leads), "
             "Members (name, contact), and Suggestions (title, suggested by, votes). Lock the "
             "header rows and the formulas, and give everyone edit rights only where they need "
             "them."),
            ("We talked about moving online for the winter, but most people said they come for "
             "the company, so that idea's gone.",
             "Sensible; the room is half the point of a book group.")]),
        "s6": ("2023-03-20 12:30", [
            ("tgt3", "Small correction: my reading goal for this year is 24 books, not 20. I "
             "typed 24 into the app in January and then misremembered it when I told you.",
             "Thanks for the correction. The reading corner should help with that.")]),
        "s7": ("2023-04-18 19:00", [
            ("My sister Kaja has joined a book group that also meets at Hartsfield Library, on "
             "a different night, and it's organised by a retired teacher called Ninian. She's "
             "set herself a reading goal of 52 books this year, one a week!",
             "Ambitious! You two could swap recommendations."),
            ("She's already on book fourteen.", "She's keeping up, then.")]),
    }, "questions": [
        ("implicit_present", "2023-05-10 09:00", "Where does my reading group meet?",
         "The community room at Hartsfield Library", ["ven2"]),
        ("announced", "2023-05-10 09:00",
         "Now that the café has shut, where do we hold book group?",
         "The community room at Hartsfield Library, on the first Wednesday", ["ven2"]),
        ("explicit_present", "2023-05-10 09:00", "Who runs my book group at the moment?",
         "Marcellus Thorne", ["org2"]),
        ("distractor_slot", "2023-05-10 09:00", "Who organises our reading group?",
         "Marcellus Thorne (Ninian organises Kaja's group)", ["org2"]),
        ("correction", "2023-05-10 09:00", "How many books am I aiming to read this year?",
         "24", ["tgt3"]),
        ("paraphrase", "2023-05-10 09:00", "What's my annual target for books finished?",
         "24", ["tgt3"]),
        ("past", "2023-05-10 09:00", "What was my reading goal for 2022?", "30 books",
         ["tgt1"]),
        ("past", "2023-05-10 09:00", "Where did the reading group meet in spring 2022?",
         "Upstairs at the Blue Teapot café", ["ven1"]),
        ("past", "2023-05-10 09:00", "Who organised the book group when I first led a "
         "discussion?", "Nolwenn Oakley", ["org1"]),
    ]},
    {"id": "f182", "sessions": {
        "s1": ("2022-03-15 20:00", [
            ("tom1", "Could you help me work out a sowing timetable for the greenhouse? I'm on a "
             "plot at the Cutler's Lane allotments with a little lean-to greenhouse, and this "
             "year it's Gardener's Delight tomatoes again, the same cherry variety I've grown "
             "since I took the plot on, plus peppers and a few cucumbers. Last frost here is "
             "usually early May, and I can't heat the greenhouse, only fleece it on cold "
             "nights. When should each thing be sown indoors?",
             "Sow tomatoes and peppers on a warm windowsill indoors in mid to late March, and "
             "cucumbers in mid-April. Move them into the greenhouse in late April with fleece "
             "to hand, and plant them into their final pots once nights stay above about 10 "
             "degrees."),
            ("bed1", "The big bed by the gate is potatoes, as always: Charlotte and a row of "
             "Pink Fir Apple.",
             "Good salad potatoes. Chit them now on a cool, light windowsill.")]),
        "s2": ("2022-04-26 19:15", [
            ("par1", "I'm not on my own this year: Kalinda Treloar from two doors down is sharing "
             "the plot with me. She does Sundays, I do Wednesdays and Saturdays, and we split "
             "the 45 pound rent.",
             "Sharing makes a full plot far more manageable, and the company helps."),
            ("She's already talking about chickens. I've said no.",
             "A wise no, at least for the first year.")]),
        "s3": ("2022-08-30 18:40", [
            ("Blight hit the greenhouse this week and the whole lot is brown and collapsing. "
             "I've been reading about Crimson Crush, which is meant to resist it, and Sungold, "
             "which everyone raves about. Haven't decided anything.",
             "Blight is heartbreaking. Clear and bin this year's plants rather than composting "
             "them."),
            ("The potatoes got it too, but most of them were already lifted.",
             "Cut the foliage down now and the tubers in the ground should be fine.")]),
        "s4": ("2023-02-21 20:20", [
            ("tom2", "Can you help me draw up an order from the seed catalogue? After last "
             "August's blight I'm not risking my usual cherries in the greenhouse this year: "
             "I've gone for Crimson Crush, since Sungold was sold out everywhere by January, "
             "plus the same peppers and cucumbers. I also need compost, fleece and a new roll "
             "of twine, and I don't want to spend more than 40 pounds. What quantities make "
             "sense for a small lean-to?",
             "One packet each of tomato, pepper and cucumber seed is plenty; add two 50-litre "
             "bags of peat-free multipurpose compost, one roll of fleece and one of jute twine. "
             "That should come in just under your budget."),
            ("bed2", "And big news for the plot: we're turning the big bed by the gate into a "
             "permanent asparagus bed this spring. Kalinda has ordered the crowns and they go in "
             "in April, so no more potatoes there.",
             "A long-term investment. You won't cut much for a couple of years, so be "
             "patient.")]),
        "s5": ("2023-05-16 19:50", [
            ("par2", "Could you help me make a simple watering rota for the summer, for two "
             "people on one allotment plot? Kalinda has had to give up her half, because her "
             "daughter has had a baby a long way north and she's away most weeks, so my nephew "
             "Lazlo has taken over her share since the start of May and pays half the rent now. "
             "He's keen but he's twenty and forgets things, so it needs to be very clear who "
             "does what and when.",
             "Make a weekly grid with days across and tasks down (greenhouse watering, beds, "
             "picking, locking the shed), with initials in each box. Water the greenhouse daily "
             "in hot spells and the beds twice a week. Put it on a shared calendar with "
             "reminders and pin a laminated copy on the shed door.")]),
        "s6": ("2023-07-11 20:30", [
            ("Mehmet on the next plot has put his big bed down to leeks this year, and his "
             "daughter Nazanin shares the plot with him now; she does his watering on weekdays.",
             "The plots are turning into family affairs."),
            ("He grows Gardener's Delight in his greenhouse and has offered me spare seedlings "
             "next spring.",
             "Free seedlings from a neighbour are hard to beat.")]),
        "s7": ("2024-03-12 20:00", [
            ("tom3", "Can you remind me how to prick out tomato seedlings without wrecking the "
             "roots? I sowed the greenhouse tomatoes three weeks ago and they're ready. I'm back "
             "to Gardener's Delight this year, the old faithful, because last summer's Crimson "
             "Crush stayed healthy but tasted of nothing, and I'd rather take my chances with "
             "blight than grow tasteless fruit. Lazlo wants to do it with me, so it needs to be "
             "simple enough to explain.",
             "Water the tray an hour before. Hold each seedling by a leaf, never the stem, and "
             "ease it out from underneath with a pencil. Make a hole in a small pot of fresh "
             "compost, set it a little deeper than before, since tomatoes root along buried "
             "stem, then firm gently and water in.")]),
    }, "questions": [
        ("changes_back", "2024-04-20 09:00", "Which tomato am I growing in the greenhouse?",
         "Gardener's Delight", ["tom3"]),
        ("explicit_present", "2024-04-20 09:00",
         "What kind of tomatoes am I raising at the moment?", "Gardener's Delight", ["tom3"]),
        ("distractor_slot", "2024-04-20 09:00", "What's growing in the big bed on my allotment?",
         "Asparagus (Mehmet's big bed is leeks)", ["bed2"]),
        ("announced", "2024-04-20 09:00", "What's in the bed by the gate these days?",
         "Asparagus, planted as crowns in April 2023", ["bed2"]),
        ("implicit_present", "2024-04-20 09:00", "Who do I share my plot with?",
         "My nephew Lazlo", ["par2"]),
        ("paraphrase", "2024-04-20 09:00", "Who splits the allotment rent with me?", "Lazlo",
         ["par2"]),
        ("past", "2024-04-20 09:00", "Which tomato did I grow in the greenhouse in 2023?",
         "Crimson Crush", ["tom2"]),
        ("past", "2024-04-20 09:00", "What was in the big bed in 2022?",
         "Potatoes (Charlotte and Pink Fir Apple)", ["bed1"]),
        ("past", "2024-04-20 09:00", "Who shared the plot with me before my nephew?",
         "Kalinda Treloar", ["par1"]),
    ]},
    {"id": "f183", "sessions": {
        "s1": ("2023-02-06 19:30", [
            ("proj1", "Can you help me work out fabric yardage? I'm making a log cabin quilt for "
             "my niece Keeley's high school graduation in June, queen size, in her school "
             "colors, navy and gold, with a cream for the light side. Each block finishes at 12 "
             "inches, with strips that finish at 2 inches. I'd rather buy a little too much than "
             "run short, because the fabric store is forty minutes away.",
             "A queen top is about 84 by 96 inches, so 7 by 8 blocks, 56 in all. Plan on "
             "about 4 yards each of navy and gold and 5 of cream, plus backing (about 8 yards "
             "of regular width or 3 of 108-inch wide) and 3/4 yard for binding, and add 10 "
             "percent for mistakes."),
            ("mach1", "I'm piecing it on my mom's old Singer 301, which she gave me when she "
             "moved to assisted living. It weighs a ton but it never skips a stitch.",
             "Those are famous workhorses. Keep it oiled and it'll outlast us all.")]),
        "s2": ("2023-03-20 20:10", [
            ("lens1", "I've started posting my quilts online and the photos are awful. I shoot "
             "them with the 18-55mm kit zoom that came with my camera, with the quilt hung "
             "over the porch rail. Any tips?",
             "Shoot in open shade or on an overcast day, step back and zoom in a little to "
             "avoid distortion, and keep the camera square to the quilt at its center "
             "height.")]),
        "s3": ("2023-05-08 21:00", [
            ("lens2", "Could you help me plan a little photo corner in the garage for shooting "
             "finished quilts and close-ups of the stitching? I bought a used 35mm f/1.8 prime "
             "at Halide Camera Exchange on Saturday, and it's the only lens on my camera now; "
             "the kit zoom has gone in a drawer. The garage has one north-facing window and a "
             "bare bulb. I'd like to spend under 150 dollars and be able to put it all away.",
             "Hang a large white foam board or sheet by the north window as a reflector, and "
             "add an inexpensive daylight LED panel on a stand for dark days. A board covered "
             "in batting makes a good backdrop for blocks. Switch off the bare bulb so it "
             "doesn't tint the colors.")]),
        "s4": ("2023-06-19 19:40", [
            ("proj2", "The graduation quilt is done and Keeley cried! Now I've started something "
             "small and slow by hand: an English paper piecing hexagon table runner for my "
             "mother-in-law Minerva's anniversary in December.",
             "What a lovely follow-up. Hand piecing is nice for evenings in front of the TV."),
            ("The Singer started smoking last week and the repair shop says the motor isn't "
             "worth fixing. I looked at a Bernina 475, but it's nearly 3,000 dollars, so no.",
             "A sad end for a family machine. There are good used ones for far less.")]),
        "s5": ("2023-08-14 20:20", [
            ("mach2", "Can you help me lay out a small sewing room in our spare bedroom, about "
             "ten by eleven feet? I'll need a sewing table, an ironing station, a cutting table "
             "at standing height and somewhere for fabric. The machine side is sorted: I ended "
             "up buying a Juki TL-2010Q, a straight-stitch machine with a big throat, from a "
             "guild member named Leocadia Pruitt who was upgrading, for 600 dollars. It's "
             "heavier than it looks, so it needs a sturdy table by the window.",
             "Put the sewing table under the window for light, the cutting table against the "
             "opposite wall or in the middle if you can walk around it, and the ironing station "
             "between the two so you turn rather than walk. Keep fabric in closed shelving out "
             "of the sun so it doesn't fade.")]),
        "s6": ("2023-10-02 18:50", [
            ("lens3", "A correction to something I told you in May: the prime I bought is a "
             "40mm f/2.8 pancake, not a 35mm. I tried the 35 in the shop and bought the other "
             "one, and the two have been mixed up in my head ever since.",
             "Thanks for setting that straight. Pancakes are handy: small and light."),
            ("The close-ups of the hexagons look great with it.",
             "Hand stitching photographs beautifully up close.")]),
        "s7": ("2023-11-06 19:15", [
            ("My guild friend Ondine Nwosu just bought a 35mm f/1.8 lens for her quilt photos, "
             "and she's saving for a Bernina 475.",
             "She'll enjoy the prime; it's a popular choice for that kind of work."),
            ("And my sister is making a log cabin quilt too, for her son's wedding. Keeley "
             "started a trend.",
             "Log cabins never go out of style.")]),
    }, "questions": [
        ("implicit_present", "2023-12-01 09:00", "What machine do I sew on?", "A Juki TL-2010Q",
         ["mach2"]),
        ("paraphrase", "2023-12-01 09:00", "Which machine stitches my quilts now that Mom's old "
         "one has died?", "A Juki TL-2010Q, bought from Leocadia Pruitt", ["mach2"]),
        ("explicit_present", "2023-12-01 09:00",
         "What quilting project am I working on at the moment?",
         "An English paper piecing hexagon table runner for Minerva's anniversary", ["proj2"]),
        ("distractor_slot", "2023-12-01 09:00", "Which lens do I photograph my quilts with?",
         "A 40mm f/2.8 pancake prime (Ondine bought a 35mm)", ["lens3"]),
        ("correction", "2023-12-01 09:00", "What focal length is the prime on my camera?",
         "40mm", ["lens3"]),
        ("past", "2023-12-01 09:00", "What was I sewing in spring 2023?",
         "A queen-size log cabin quilt for Keeley's graduation", ["proj1"]),
        ("past", "2023-12-01 09:00", "What lens did I use for my quilt photos in March?",
         "The 18-55mm kit zoom", ["lens1"]),
        ("past", "2023-12-01 09:00", "What machine did I sew on before the Juki?",
         "My mom's old Singer 301", ["mach1"]),
    ]},
]
