"""Conversations f60-f64 of taggraph's facts-that-change set (all held out).

Same layout as ``convs_e.py``. Written after f50-f59, all for the held-out part, without looking at
the ranking code or any run's results: a translator's agency, a cholesterol result given wrongly,
a sailing club that lost its water, a factory shift pattern that comes back, a union rep handed
over at an AGM, a child's school bus, a karate belt, an orthodontist, a lodger who returns, a
mortgage broker, a council tax band changed from April, a savings rate, a gardener, a mother's
care home, a choir conductor on sabbatical and a pair of hearing aids.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f60", "sessions": {
        "s1": ("2024-01-09 09:40", [
            ("agency1", "Third patent job this week from Skerritt Verbatim, all German claims "
             "about valve seals. They're most of my work at the moment. Is it normal to feel "
             "brain-dead after six hours of claim language?",
             "Very normal: claims are dense and repetitive in a way that wears you out. Short "
             "breaks every hour and a glossary you build as you go both help."),
            ("sail1", "On a happier note I've joined Ashmere Water Sailing Club for the season. "
             "They race Lasers on the reservoir on Wednesday evenings.",
             "Evening racing on a reservoir is a great way to learn fast. Expect to capsize a "
             "few times in the first month.")]),
        "s2": ("2024-02-20 13:15", [
            ("chol1", "The GP rang with my blood test. Total cholesterol 6.9. She wants me to "
             "try three months of diet changes before we talk about statins.",
             "That's a sensible first step. Oats, beans, nuts and less saturated fat usually "
             "move the number, and more walking helps too."),
            ("Does coffee count against me?", "Filtered coffee is fine; it's mostly the "
             "unfiltered kind, like cafetière, that nudges cholesterol up.")]),
        "s3": ("2024-03-28 17:50", [
            ("agency2", "Skerritt got bought out and the new owners knocked fifteen percent off "
             "their rates, so I've stopped accepting their jobs. Brannock Translations have "
             "filled the gap with medical device manuals, enough to keep me busy all week.",
             "Dropping a client who cuts rates is often the right call. Medical device work "
             "tends to come in steady batches."),
            ("The manuals are dull but the pay is better.", "Dull and well paid is a decent "
             "trade.")]),
        "s4": ("2024-05-14 20:05", [
            ("sail2", "Ashmere's been drained for repairs to the dam wall, probably for two "
             "years. I've taken my Laser down to Kestlewick Bay Sailing Club on the coast. "
             "Waves! Tides! I'm terrified and loving it.",
             "Sea sailing is a big step up from a reservoir. Learn the tide tables and sail "
             "with the club's safety boat out until you're used to it."),
            ("The rescue boat crew already know my name.", "That's what they're there for.")]),
        "s5": ("2024-06-25 08:30", [
            ("chol2", "Repeat blood test is back: 5.8! So the porridge and the walks worked.",
             "That's a big drop from 6.9 in four months. Your GP will probably want to keep "
             "an eye on it rather than start tablets."),
            ("I'm weirdly proud of a number.", "You earned that one.")]),
        "s6": ("2024-07-02 19:20", [
            ("chol3", "Oops. My husband had his cholesterol done the same week and I read his "
             "letter by mistake. The 5.8 is his. Mine says 5.4.",
             "So your result is 5.4. Even better news, and your husband might want the "
             "porridge too."),
            ("He's refusing the porridge.", "Then you'll have to set an example.")]),
        "s7": ("2024-08-30 18:10", [
            ("My brother Auberon has joined Hollin Point Sailing Club on the river and is "
             "already pricing up second-hand boats.",
             "River sailing is great for learning to read the wind: the banks make it gusty."),
            ("He wants a Wayfarer so the kids can come.", "A roomy dinghy makes sense for a "
             "family.")]),
        "s8": ("2024-10-15 11:00", [
            ("How do I politely tell a project manager that a 9,000-word manual can't be done "
             "by tomorrow?",
             "Give a realistic date, offer a partial delivery of the most urgent sections "
             "first, and keep it short and friendly."),
            ("They took the partial delivery.", "Good outcome for both sides.")]),
    }, "questions": [
        ("implicit_present", "2024-11-20 09:00", "Which agency do I mostly translate for?",
         "Brannock Translations", ["agency2"]),
        ("paraphrase", "2024-11-20 09:00", "Who gives me most of my freelance work?",
         "Brannock Translations", ["agency2"]),
        ("past", "2024-11-20 09:00", "Which agency sent me most of my jobs at the start of "
         "2024?", "Skerritt Verbatim", ["agency1"]),
        ("correction", "2024-11-20 09:00", "What was my latest cholesterol result?", "5.4",
         ["chol3"]),
        ("past", "2024-11-20 09:00", "What was my cholesterol when the GP first rang about "
         "it?", "6.9", ["chol1"]),
        ("implicit_present", "2024-11-20 09:00", "Which sailing club am I a member of?",
         "Kestlewick Bay Sailing Club", ["sail2"]),
        ("distractor_slot", "2024-11-20 09:00", "Where is my Laser kept?",
         "At Kestlewick Bay Sailing Club, on the coast", ["sail2"]),
    ]},
    {"id": "f61", "sessions": {
        "s1": ("2022-09-05 21:30", [
            ("shift1", "Six weeks on days at the Gorsefield bakery plant, six till two, Monday "
             "to Friday, and my body has finally stopped fighting the alarm.",
             "Six weeks is about how long it takes. Keeping the same wake time at weekends "
             "will hold it there."),
            ("bus1", "Ollie starts at Tarnbrook High tomorrow. He gets the 612, which stops at "
             "the end of our lane at twenty to eight. He's pretending not to be nervous.",
             "Lay out his things tonight so the morning is calm. Most kids settle in within "
             "a week or two.")]),
        "s2": ("2022-10-18 19:05", [
            ("union1", "Went to my first union branch meeting. Our rep on the site is Desmond "
             "Haverick, he's been fighting the overtime rota for months and knows the "
             "agreement off by heart.",
             "A rep who knows the agreement that well is worth a lot. Ask him what the "
             "branch needs; new members who turn up are rare."),
            ("He asked me to hand out leaflets.", "That's how it starts.")]),
        "s3": ("2022-11-29 16:40", [
            ("shift2", "They've put me on the night crew for line 3, ten at night till six. "
             "First week done and sleeping at eight in the morning feels criminal. Tips?",
             "Blackout blinds, earplugs, a cool room, and the same sleep window every day, "
             "even on your days off if you can. Avoid bright light on the drive home."),
            ("Sunglasses on the drive home it is.", "They really do help.")]),
        "s4": ("2023-01-12 07:55", [
            ("bus2", "The council re-tendered the school buses over Christmas. Ollie's on the "
             "47A now, from the garage on Crane Road at twenty-five past seven. Which means "
             "a ten-minute walk in the dark.",
             "A reflective strip on his bag and a torch on his phone would help on those dark "
             "mornings."),
            ("He says reflective strips are embarrassing.", "Teenagers always do.")]),
        "s5": ("2023-02-20 20:15", [
            ("union2", "Desmond is standing down as our rep at the AGM on 27 March, his knees "
             "have had enough of the shop floor. Bernadine Eke is the only nomination so she "
             "takes over from the meeting.",
             "A handover at a set date is tidy. It's worth going to the AGM to hear what "
             "Bernadine wants to focus on."),
            ("I'll go if I'm not on nights.", "Fair enough.")]),
        "s6": ("2023-03-10 18:25", [
            ("My niece Tilly's school bus, the 88, broke down on the bypass this morning and "
             "the whole bus had to wait an hour for a replacement.",
             "An hour on a bypass with a bus full of kids sounds grim. Hopefully the school "
             "didn't mark them late."),
            ("They got a free breakfast out of it.", "Not bad then.")]),
        "s7": ("2023-04-24 06:50", [
            ("shift3", "Line 3 finally has its own night crew, so I'm back on days, six till "
             "two, as of this week. My wife cried a little.",
             "Back to the old pattern. Expect a week or two of odd sleep while your body "
             "switches back."),
            ("I slept eleven hours on Saturday.", "Your body was collecting a debt.")]),
        "s8": ("2023-06-05 21:00", [
            ("My sister Ngaire does four on, four off at the hospital lab, twelve-hour shifts. "
             "She says she'd never go back to a five-day week.",
             "Long shifts with long breaks suit some people very well, especially with "
             "childcare to juggle."),
            ("She gets whole weeks off sometimes.", "That's the big appeal.")]),
    }, "questions": [
        ("announced", "2023-03-15 09:00", "Who's our union rep at work?",
         "Desmond Haverick (Bernadine Eke takes over at the AGM on 27 March)",
         ["union1", "union2"]),
        ("announced", "2023-07-10 09:00", "Who is my union rep?", "Bernadine Eke",
         ["union2"]),
        ("changes_back", "2023-07-10 09:00", "What shifts am I working?",
         "Days, six till two", ["shift3"]),
        ("past", "2023-07-10 09:00", "What hours was I working over the winter?",
         "Nights on line 3, ten at night till six", ["shift2"]),
        ("implicit_present", "2023-07-10 09:00", "Which bus does Ollie take to school?",
         "The 47A from the garage on Crane Road", ["bus2"]),
        ("distractor_slot", "2023-07-10 09:00", "What number is the school bus?", "47A",
         ["bus2"]),
        ("past", "2023-07-10 09:00", "Which bus did Ollie catch when he started at "
         "Tarnbrook High?", "The 612, from the end of our lane", ["bus1"]),
    ]},
    {"id": "f62", "sessions": {
        "s1": ("2023-02-07 18:45", [
            ("belt1", "Rafferty passed his grading at the karate club on Wexcombe Road! Yellow "
             "belt. He wore it to bed.",
             "Congratulations to him. The first grading is a big deal at that age."),
            ("lodger1", "Other news: Zsombor, our lodger, is going abroad for a year from the "
             "summer, so we'll need someone else for the spare room.",
             "Start asking around in the spring; people looking for a room often plan a "
             "couple of months ahead.")]),
        "s2": ("2023-03-22 20:30", [
            ("ortho1", "Mia's braces go on next month at Lanyard Orthodontics. Dr Achterberg "
             "says they'll ache for a few days. What can she eat?",
             "Soft things for the first days: pasta, soup, yoghurt, scrambled eggs, smoothies. "
             "Cold food helps with the ache."),
            ("She's asking for ice cream for every meal.", "For a day or two, that's fair.")]),
        "s3": ("2023-05-30 17:10", [
            ("belt2", "Orange belt for Rafferty at Saturday's grading. The kata was twice as "
             "long this time and he nailed it.",
             "Brilliant. That's a proper jump in difficulty."),
            ("He wants a black belt by Christmas.", "Ambitious. Let him dream.")]),
        "s4": ("2023-07-18 21:05", [
            ("lodger2", "Zsombor flew out on Saturday. Saffron Mallory, a PhD student, moved "
             "into the spare room yesterday. Quiet, tidy, bakes bread at midnight.",
             "Midnight bread is about the best lodger habit there is."),
            ("The house smells amazing.", "A fine trade for the noise of the mixer.")]),
        "s5": ("2023-09-05 19:50", [
            ("ortho2", "Lanyard Orthodontics has closed: Dr Achterberg retired and nobody bought "
             "the practice. Mia's been taken on by Dr Hobday at Pellow & Quint in town, who "
             "says her teeth are moving nicely.",
             "Good that she was picked up quickly and the treatment plan carries on."),
            ("The new place has a fish tank.", "Every waiting room should.")]),
        "s6": ("2023-10-24 18:00", [
            ("My friend Cerys has taken in a lodger too, a trainee vet called Ansel. He "
             "painted her box room orange without asking.",
             "Bold move for a new lodger. Hopefully it's a nice orange."),
            ("It is not a nice orange.", "Ah.")]),
        "s7": ("2023-12-11 16:30", [
            ("belt3", "Green belt! Rafferty was so nervous he forgot to bow on the way in, but "
             "they passed him anyway.",
             "Green in his first year is a lot of progress. The bow will come back."),
            ("He's reminded us about the bow twelve times.", "He'll never forget it now.")]),
        "s8": ("2024-01-29 20:40", [
            ("lodger3", "Plot twist: Zsombor's year abroad fell through after four months and "
             "he asked for his old room back. Saffron was moving in with her boyfriend anyway, "
             "so as of Saturday it's Zsombor in the spare room again.",
             "Neat timing. A returning lodger you already trust is about the easiest kind."),
            ("He brought us cheese from abroad.", "A model lodger.")]),
    }, "questions": [
        ("implicit_present", "2024-04-08 09:00", "What belt is Rafferty?", "Green",
         ["belt3"]),
        ("past", "2024-04-08 09:00", "What colour belt did Rafferty have in March 2023?",
         "Yellow", ["belt1"]),
        ("paraphrase", "2024-04-08 09:00", "Who's in charge of straightening Mia's teeth?",
         "Dr Hobday at Pellow & Quint", ["ortho2"]),
        ("past", "2024-04-08 09:00", "Which orthodontist fitted Mia's braces?",
         "Dr Achterberg at Lanyard Orthodontics", ["ortho1"]),
        ("changes_back", "2024-04-08 09:00", "Who's our lodger?", "Zsombor", ["lodger3"]),
        ("distractor_slot", "2024-04-08 09:00", "Who rents the spare room in our house?",
         "Zsombor", ["lodger3"]),
        ("explicit_present", "2024-04-08 09:00", "Who's staying in our spare room at the "
         "moment?", "Zsombor, back from abroad", ["lodger3"]),
    ]},
    {"id": "f63", "sessions": {
        "s1": ("2024-03-04 19:15", [
            ("broker1", "Our fixed rate ends in October. Quentin Arbery at Hearthstone Finance, "
             "our mortgage broker, says to start looking in the summer. Is that too late?",
             "Most lenders let you lock in a new deal up to six months ahead, so summer is "
             "about right. Have your payslips and statements ready."),
            ("gardener1", "Also, Mungo Teversham did the garden today, as he does every other "
             "Thursday. The hedge is his pride and joy.",
             "A gardener who loves a hedge is a gardener worth keeping.")]),
        "s2": ("2024-04-15 12:40", [
            ("ctax1", "Council tax bill for the year: still band E, £2,940. The house next door "
             "is band D and it's the same size as ours. Can I challenge it?",
             "You can ask the valuation office to review the band. Gather what you know about "
             "similar houses nearby; a challenge can also raise a band, so be sure first."),
            ("I'm sure. Theirs has an extra bathroom.", "Then you've got a fair case.")]),
        "s3": ("2024-05-27 21:10", [
            ("save1", "Moved our rainy-day money into Kittiwake Bank's easy-access account. "
             "4.4 percent, which beats the pittance we were getting.",
             "Easy-access rates move with the base rate, so check it every few months."),
            ("Will do.", "A calendar reminder makes it painless.")]),
        "s4": ("2024-06-24 18:35", [
            ("broker2", "Turns out Quentin left Hearthstone in May and nobody told us. My "
             "sister put me onto Clemency Fairweather, who works for herself, and she's "
             "already found us three remortgage options.",
             "Three options in the first week is a good sign. Ask her to set out the fees "
             "next to the rates, so you can compare the total cost."),
            ("She says no fee if we go through her.", "Even better.")]),
        "s5": ("2024-07-30 09:20", [
            ("ctax2", "The valuation office agreed! We're going down to band D, but only from "
             "1 April 2025, no backdating. Until then we keep paying band E.",
             "A win, even if you have to wait for it. The new band should show on next "
             "spring's bill."),
            ("I'll frame the letter.", "You earned it.")]),
        "s6": ("2024-09-09 20:00", [
            ("save2", "Correction on the savings: Kittiwake pays 4.1 percent, not 4.4. The 4.4 "
             "was a bonus rate for the first three months only, and I hadn't read the small "
             "print.",
             "So 4.1 percent now. Still decent for easy access, but worth comparing in a few "
             "months."),
            ("Typical.", "Introductory bonuses catch a lot of people.")]),
        "s7": ("2024-10-21 15:45", [
            ("gardener2", "Mungo has hung up his shears at seventy-four. Iolanthe Brisk from "
             "the village comes on Tuesdays now, and she's ruthless with the brambles.",
             "A ruthless approach to brambles is exactly what most gardens need."),
            ("She took out half the hedge.", "Mungo may need to look away.")]),
        "s8": ("2025-01-13 19:30", [
            ("Our neighbour Percival's gardener, Dunstan Hale, wants to gravel over his whole "
             "front lawn. Percival is torn.",
             "Gravel is low-maintenance but drains and looks very different. A mix of gravel "
             "and planting is a common middle road."),
            ("I'll suggest the middle road.", "Diplomatic.")]),
    }, "questions": [
        ("paraphrase", "2025-05-12 09:00", "Who's our mortgage adviser?",
         "Clemency Fairweather", ["broker2"]),
        ("past", "2025-05-12 09:00", "Which broker were we using in early 2024?",
         "Quentin Arbery at Hearthstone Finance", ["broker1"]),
        ("announced", "2025-05-12 09:00", "What council tax band is our house in?",
         "Band D (since 1 April 2025)", ["ctax2"]),
        ("past", "2025-05-12 09:00", "What band did we pay council tax on in spring 2024?",
         "Band E", ["ctax1"]),
        ("correction", "2025-05-12 09:00", "What interest does our easy-access savings "
         "account pay?", "4.1 percent", ["save2"]),
        ("implicit_present", "2025-05-12 09:00", "Who does our garden?", "Iolanthe Brisk",
         ["gardener2"]),
        ("distractor_slot", "2025-05-12 09:00", "What day does the gardener come?",
         "Tuesday", ["gardener2"]),
    ]},
    {"id": "f64", "sessions": {
        "s1": ("2022-03-14 10:30", [
            ("home1", "Mum moved into Larchmere House last Tuesday. The staff say it takes "
             "about a month to settle. She keeps asking when she's going home.",
             "That's very common in the first weeks. Familiar things in her room, photos, her "
             "own blanket, can help it feel like hers."),
            ("choir1", "Choir tonight should cheer me up. Crispin Vell will make us sing the "
             "Requiem three times, he always does.",
             "A conductor who repeats things usually gets a choir to sound its best.")]),
        "s2": ("2022-04-26 16:20", [
            ("hear1", "Audiology fitted my first hearing aid today. Right ear only, a little "
             "behind-the-ear Sonaro 3. Everything sounds tinny.",
             "Tinny is normal at first; your brain needs a few weeks to get used to the extra "
             "high sounds. Wear it all day rather than on and off."),
            ("The birds are so loud.", "You'd stopped hearing them. Now they're back.")]),
        "s3": ("2022-06-07 21:35", [
            ("choir2", "Crispin is off on sabbatical until Christmas, writing a book on church "
             "anthems. Ottavia Orrin, our accompanist, is conducting us in the meantime, and "
             "she's much fussier about consonants.",
             "A change of conductor often sharpens a choir; you hear different things."),
            ("We sound like a choir of snakes now.", "Crisp consonants, though.")]),
        "s4": ("2022-07-19 14:10", [
            ("home2", "Larchmere couldn't manage Mum's dementia care any more, so she's moved "
             "to Fernbrake Lodge, which has a specialist unit. It's also ten minutes from us "
             "instead of forty.",
             "A specialist unit closer to home sounds like a better fit, and you'll be able to "
             "pop in more often."),
            ("She liked the garden there straight away.", "That's a good start.")]),
        "s5": ("2022-09-27 19:00", [
            ("My friend Winifred's choir in Bramleigh has a new conductor, a young chap called "
             "Tristram Penwarden, who makes them warm up with sirens.",
             "Siren warm-ups are popular with younger conductors. They do loosen the voice."),
            ("Winifred says it's undignified.", "She may come round.")]),
        "s6": ("2022-11-08 11:50", [
            ("hear2", "Back at audiology: they've given me a pair now, one for each ear, the "
             "newer Sonaro 5s that pair with my phone. I can take calls through them!",
             "Two aids usually make it much easier to tell where sounds come from, and "
             "streaming calls is a real bonus."),
            ("The grandchildren think I'm a spy.", "Let them think it.")]),
        "s7": ("2023-01-17 21:20", [
            ("choir3", "Crispin's back from sabbatical and on the podium again, Ottavia is "
             "back at the piano, and everyone's relieved, including Ottavia.",
             "Good to have the usual team back, especially for the spring concert."),
            ("He hasn't finished the book.", "Books rarely stick to a sabbatical.")]),
    }, "questions": [
        ("implicit_present", "2023-03-06 09:00", "Which care home is Mum in?",
         "Fernbrake Lodge", ["home2"]),
        ("past", "2023-03-06 09:00", "Where did Mum live when she first went into care?",
         "Larchmere House", ["home1"]),
        ("changes_back", "2023-03-06 09:00", "Who conducts my choir?", "Crispin Vell",
         ["choir3"]),
        ("past", "2023-03-06 09:00", "Who conducted the choir in the autumn of 2022?",
         "Ottavia Orrin", ["choir2"]),
        ("distractor_slot", "2023-03-06 09:00", "Who leads the choir I sing in?",
         "Crispin Vell", ["choir3"]),
        ("explicit_present", "2023-03-06 09:00", "What hearing aids am I wearing now?",
         "A pair of Sonaro 5s, one in each ear", ["hear2"]),
        ("past", "2023-03-06 09:00", "Which hearing aid was I given first?",
         "A Sonaro 3, right ear only", ["hear1"]),
    ]},
]
