"""Conversations f88-f93 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, with slots new to the set: a hospital consultant, a hydrotherapy day, a savings app, a
child's reading band, a child's daily allergy medicine, a home internet router, a cycling club's
ride day and ride group, a foster cat, a neighbourhood watch role, a contact at the council, a
theatre subscription, a pottery class night and its teacher, a night class, a therapist's
rooms and a dog walker's day.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f88", "sessions": {
        "s1": ("2021-02-15 19:20", [
            ("con1", "It's official: rheumatoid arthritis, at thirty-four. I'm under Dr Struan "
             "Trewin in rheumatology at Wetherden General. Very thorough, a bit brisk.",
             "Thorough is what you want while the treatment is being worked out. Write your "
             "questions down before each clinic; the appointments go quickly."),
            ("Will I have to give up running?",
             "Not necessarily. Plenty of people keep running once the joints settle; ask your "
             "team when it's safe to build back up.")]),
        "s2": ("2021-03-29 20:45", [
            ("sav1", "Can you help me rough out a monthly budget? Take-home is about 2,150. Rent "
             "is 780, bills around 210 and I'm trying to keep food to 300. The bit I'm "
             "proudest of: every card payment now gets rounded up into Pocketwise, which "
             "sweeps the spare change into a pot I've called 'holiday', plus a tenner every "
             "Friday. What's a sensible amount to leave for fun without feeling guilty?",
             "After rent, bills and food you have roughly 860 left. Put a fixed amount into "
             "savings first, say 250 including the round-ups, keep 150 to 200 as guilt-free "
             "money, and leave the rest for transport, clothes and surprises."),
            ("Guilt-free money. I like that phrase.", "Give it its own name and it's easier to "
             "spend without worrying.")]),
        "s3": ("2021-05-10 18:10", [
            ("hyd1", "Started hydrotherapy at the hospital pool today. Tuesdays at 2, six weeks "
             "to begin with, with a physio called Nuala who sings along to the radio.",
             "Warm water takes the weight off stiff joints, so you can move further than on "
             "dry land."),
            ("The changing rooms are arctic though.", "Take a dressing gown; the walk back "
             "from the pool is the worst part.")]),
        "s4": ("2021-07-05 21:00", [
            ("The savings app charged me a 3.99 'premium' fee without asking. I nearly moved "
             "everything to Tuppenny, but their interest is even worse, so I've left it for "
             "now.",
             "Check whether a free trial rolled over into a paid plan. You can usually drop "
             "back to the free tier and ask for a refund."),
            ("I'll email them.", "Keep the reply; it helps if they do it again.")]),
        "s5": ("2021-09-13 19:35", [
            ("con2", "Could you help me plan a week of easy dinners? My hands are bad in the "
             "mornings and I can't face chopping after work. Bit of news from clinic "
             "too: Dr Trewin has cut down to two days a week for his research, so they've "
             "put me under a new consultant, Dr Ximena Vosper, and she changed my tablets on "
             "the spot. Anyway: five dinners, minimal chopping, nothing that needs a jar "
             "opened, please.",
             "Try a tray bake with frozen peppers, a slow-cooker chilli, an omelette with "
             "pre-grated cheese, a jacket potato with tinned tuna in a ring-pull can, and a "
             "stir-fry from a bag of ready-cut vegetables."),
            ("hyd2", "And the pool timetable's been redone. Tuesday's out, we're Thursdays at "
             "half ten now, which means a morning off work every week.",
             "Worth telling your manager early so it's in the rota.")]),
        "s6": ("2021-11-22 20:20", [
            ("My mum's just been referred to rheumatology at Wetherden as well, for her knees. "
             "She's under Dr Okwuosa and came home saying he's the nicest consultant she's "
             "ever met.",
             "A consultant who puts her at ease will make the appointments much less "
             "daunting."),
            ("She wants us to get clinic on the same day so we can have lunch after.",
             "Ask both secretaries; they can sometimes line them up.")]),
        "s7": ("2022-01-24 19:10", [
            ("sav2", "I need a present for Yannis's fortieth, about 150. He loves cooking and "
             "old films and hates clutter. For once the money's there: I got fed up with "
             "Pocketwise's fees and moved the holiday pot over to Stashley, which doesn't "
             "charge a penny and even pays a bit of interest, so the pot is actually growing. "
             "Experience or object, what do you think?",
             "For someone who hates clutter, an experience: a cookery class for two, or a "
             "classic film screening at an old cinema with dinner beforehand."),
            ("Cookery class for two, he'll love it.", "Book a date you can both do.")]),
        "s8": ("2022-03-07 18:40", [
            ("hyd3", "Thursday mornings weren't working with my new manager, so I asked the "
             "physios nicely and I'm back in the Tuesday 2 o'clock pool group as of this week. "
             "Nuala cheered.",
             "Good that they could fit you back in with people you know."),
            ("Any gadgets for opening jars? My hands hate me.",
             "A rubber gripper pad or an under-cupboard jar opener; both need very little "
             "grip.")]),
    }, "questions": [
        ("implicit_present", "2022-04-04 09:00", "Who is my rheumatology consultant?",
         "Dr Ximena Vosper", ["con2"]),
        ("distractor_slot", "2022-04-04 09:00", "Which consultant looks after my arthritis at "
         "Wetherden?", "Dr Ximena Vosper", ["con2"]),
        ("past", "2022-04-04 09:00", "Which doctor was I under when I was first diagnosed?",
         "Dr Struan Trewin", ["con1"]),
        ("changes_back", "2022-04-04 09:00", "When is my hydrotherapy?",
         "Tuesdays at 2", ["hyd3"]),
        ("past", "2022-04-04 09:00", "What day was my pool session in autumn 2021?",
         "Thursdays at half ten", ["hyd2"]),
        ("paraphrase", "2022-04-04 09:00", "Where is the money for my holiday building up?",
         "In Stashley", ["sav2"]),
        ("explicit_present", "2022-04-04 09:00", "Which savings app am I using at the "
         "moment?", "Stashley", ["sav2"]),
        ("past", "2022-04-04 09:00", "What did I use to round up my card payments in 2021?",
         "Pocketwise", ["sav1"]),
    ]},
    {"id": "f89", "sessions": {
        "s1": ("2023-09-18 20:10", [
            ("rd1", "Pascoe's first reading book of Year 1 came home with a green sticker on "
             "the spine. Mrs Ruddock says Green band is right where he should be, which is a "
             "relief after all the phonics worry.",
             "That's reassuring. Let him read the same book twice; the second time is where "
             "the confidence comes."),
            ("How long should we read with him each night?",
             "Ten minutes is plenty. Stop while he's still enjoying it.")]),
        "s2": ("2023-10-09 19:30", [
            ("alg1", "Party help please! Pascoe turns six next month and we're doing a "
             "dinosaur party for twelve kids in the church hall. The food has to be "
             "completely nut-free because of his peanut allergy. So far we've only ever "
             "needed the chlorphenamine syrup, 2.5 ml when he comes out in hives, but I'd "
             "rather not test it at his own party. Also, a dinosaur game that doesn't end "
             "with someone running into a wall?",
             "Stick to sandwiches, fruit, crisps you've checked and a shop cake with a "
             "nut-free label, and tell parents not to send treats. For a game, hide plastic "
             "dinosaur eggs round the hall and have a fossil hunt in a sand tray."),
            ("Fossil hunt is perfect.", "Give each child a paintbrush to dig with.")]),
        "s3": ("2023-10-23 18:45", [
            ("rd2", "Parents' evening: Mrs Ruddock says Pascoe is flying, so after half-term "
             "he goes up a band, to Orange. He's very smug about it.",
             "Well deserved. Orange books have longer sentences, so expect a few wobbly weeks "
             "at first."),
            ("He wants to start them tonight.", "Let him look at library books at that level; "
             "it keeps the excitement going.")]),
        "s4": ("2023-11-27 20:05", [
            ("alg2", "Long day at Ravensmoor Children's Hospital. The allergy clinic wants to "
             "get on top of the eczema and the hives, so no more syrup when it flares: he's "
             "on cetirizine now, 5 mg every morning crushed into his yoghurt, and we "
             "have to carry two adrenaline pens everywhere. The nurse, Seraphina, had us "
             "practise on an orange. Can you help me write a note for his teacher about "
             "where the pens are kept?",
             "Keep it short: his name and allergy, where the pens are, the signs to watch "
             "for, call 999 after using a pen, and your phone numbers. I can draft it if you "
             "tell me where the pens will live."),
            ("In a red bag on the classroom hook.", "Then say exactly that, with the colour.")]),
        "s5": ("2024-01-15 19:50", [
            ("Is it normal for a six-year-old on Orange books to still guess words from the "
             "pictures?",
             "Yes, quite normal. Cover the picture for a moment and ask him to sound the word "
             "out first, then check it against the picture."),
            ("He hates that.", "Then only do it on one page a night.")]),
        "s6": ("2024-02-12 21:00", [
            ("alg3", "I got the dose wrong when I told you about his allergy tablet: it's 2.5 "
             "mg each morning, not 5. The pharmacy label says half a tablet and I'd only "
             "looked at the box.",
             "Half of a 5 mg tablet, so 2.5 mg a morning. Good that you checked the label."),
            ("A pill cutter arrives tomorrow.", "Much easier than a knife.")]),
        "s7": ("2024-03-04 18:20", [
            ("Tiggy from Pascoe's class came round for tea. Her mum Paloma says she's just "
             "moved up to Turquoise band and reads chapter books at bedtime.",
             "Children move at very different speeds at this age; a term can change a lot."),
            ("Pascoe was not impressed.", "A bit of rivalry might spur him on.")]),
        "s8": ("2024-03-25 19:00", [
            ("Any Easter crafts for a six-year-old that won't cover the kitchen in glitter?",
             "Salt-dough eggs painted after baking, or a paper-plate chick with feathers "
             "glued on."),
            ("Salt dough, we have everything.", "Bake them low and slow so they don't crack.")]),
    }, "questions": [
        ("announced", "2023-10-26 09:00", "What reading band is Pascoe on?",
         "Green (he only moves up to Orange after half-term)", ["rd1", "rd2"]),
        ("announced", "2024-04-08 09:00", "Which book band is Pascoe reading at?", "Orange",
         ["rd2"]),
        ("distractor_slot", "2024-04-08 09:00", "What colour level are my son's school "
         "reading books these days?", "Orange band", ["rd2"]),
        ("paraphrase", "2024-04-08 09:00", "How far up the school reading scheme has my boy "
         "got?", "Orange band", ["rd2"]),
        ("correction", "2024-04-08 09:00", "How much cetirizine does Pascoe take?",
         "2.5 mg each morning", ["alg3"]),
        ("explicit_present", "2024-04-08 09:00", "What is Pascoe taking for his allergy at "
         "the moment?", "Cetirizine every morning, crushed into his yoghurt", ["alg2"]),
        ("past", "2024-04-08 09:00", "What did we give Pascoe for hives before the clinic "
         "appointment?", "Chlorphenamine syrup, 2.5 ml", ["alg1"]),
        ("past", "2024-04-08 09:00", "Which band was Pascoe reading at when Year 1 started?",
         "Green", ["rd1"]),
    ]},
    {"id": "f90", "sessions": {
        "s1": ("2020-06-08 19:40", [
            ("cyc1", "Joined the Wyvern Wheelers at last. The club run is Sunday mornings, 8 "
             "sharp from the war memorial, about sixty miles with a cafe stop.",
             "Sixty miles is a proper ride. Take two bottles and something to eat before the "
             "cafe."),
            ("rt1", "Uploading the ride took twenty minutes because our router is useless. "
             "It's the Nexlink X2 that Velocore sent in 2017 and it drops out every evening "
             "around eight.",
             "Evening dropouts are often congestion or an ageing router. Try restarting it "
             "and moving it off the floor.")]),
        "s2": ("2020-07-20 21:10", [
            ("grp1", "They've put me in the C group, the steady fifteen-mile-an-hour lot. I was "
             "hanging on at the back anyway.",
             "Better to start in a group you can stay with than get dropped every week."),
            ("Velocore support told me to turn the router off and on again. I looked at a "
             "mesh system but it's 200 quid, so no.",
             "Ask them for a line test; if the line is fine, they should replace the box "
             "for free.")]),
        "s3": ("2020-09-07 18:30", [
            ("cyc2", "Could you help me write a short, friendly message to my running group? "
             "I'm stepping back from their Saturday long runs for a while. The council has "
             "shut the coast road on Sunday mornings for resurfacing, so the Wheelers have "
             "switched the club run: Sunday's out, it's Saturdays at 7.30 now, and I can't "
             "do both without my knees filing a complaint. I don't want it to sound like I'm "
             "quitting for good.",
             "Try: 'Hi all, I'm taking a break from Saturday long runs while my cycling club "
             "rides that morning. I'll miss you and I'll be back, probably in the spring. "
             "Keep a space at the back for me!'"),
            ("Perfect, sent.", "Short and warm is right.")]),
        "s4": ("2020-10-19 20:00", [
            ("rt2", "Velocore have finally admitted the Nexlink is knackered. An engineer is "
             "coming on the 4th of November to swap it for one of their new Tellwave Hub 6 "
             "boxes.",
             "About time. Note down your wifi name and password so you can set the new one "
             "up the same and not reconnect everything."),
            ("Do I need to be in?", "Usually yes, for an hour or so in the slot they give.")]),
        "s5": ("2020-12-14 19:25", [
            ("grp2", "Is a turbo trainer worth it for winter? Asking because the Wheelers "
             "decided I'm fit enough for the B group, eighteen miles an hour, and the first "
             "ride with them nearly finished me. I need to build some proper power before "
             "spring and the lanes are all mud and gravel at the moment. Budget around 250, "
             "and it has to be quiet because Zainab works nights and sleeps in the next "
             "room.",
             "Yes, it's the quickest way to build power. At that budget a smart wheel-on "
             "trainer is realistic; for quiet, look at a direct-drive one second-hand and "
             "put it on a thick mat."),
            ("A mat, good call.", "It saves the floor from sweat too.")]),
        "s6": ("2021-02-22 20:40", [
            ("cyc3", "Coast road's finished and reopened. The club run has gone back to Sunday "
             "mornings, 8 from the war memorial, like when I joined. My running group will "
             "get me back on Saturdays.",
             "The best of both, then. Ease back into the long runs."),
            ("Bet my legs won't thank me.", "Give them a couple of weeks.")]),
        "s7": ("2021-04-12 19:15", [
            ("My brother Torin's club, Tarnside CC, has just moved its group ride to Saturday "
             "mornings because half of them play Sunday league. He's nagging me to ride with "
             "them.",
             "You might do the odd Saturday with him as a guest, if your running allows."),
            ("Our days never line up.", "Maybe a midweek evening ride in summer.")]),
        "s8": ("2021-05-03 18:00", [
            ("What should I carry for a puncture on a long ride?",
             "Two tubes, tyre levers, a mini pump or CO2, a patch kit and a tyre boot."),
            ("Tyre boot?", "A patch for a split tyre; a folded banknote works in a pinch.")]),
    }, "questions": [
        ("announced", "2020-10-26 09:00", "Which router do we have in the flat?",
         "The Nexlink X2 (the Tellwave Hub 6 only arrives on 4 November)", ["rt1", "rt2"]),
        ("announced", "2021-05-24 09:00", "Which router have we got at home?",
         "A Tellwave Hub 6 from Velocore", ["rt2"]),
        ("paraphrase", "2021-05-24 09:00", "What's the box that gives us our internet "
         "called?", "The Tellwave Hub 6", ["rt2"]),
        ("past", "2021-05-24 09:00", "What was the router that kept dropping out in 2020?",
         "The Nexlink X2", ["rt1"]),
        ("changes_back", "2021-05-24 09:00", "What day does the Wheelers' club run go out?",
         "Sunday mornings, 8 from the war memorial", ["cyc3"]),
        ("distractor_slot", "2021-05-24 09:00", "When is my cycling club's group ride?",
         "Sunday mornings", ["cyc3"]),
        ("past", "2021-05-24 09:00", "Which day did I ride with the club in autumn 2020?",
         "Saturdays at 7.30", ["cyc2"]),
        ("implicit_present", "2021-05-24 09:00", "Which group do I ride in with the Wyvern "
         "Wheelers?", "The B group, eighteen miles an hour", ["grp2"]),
    ]},
    {"id": "f91", "sessions": {
        "s1": ("2023-02-13 20:00", [
            ("fc1", "We've signed up to foster for Purrfield Cat Rescue and our first lodger "
             "arrived today: Noodle, a skinny ginger tom who hid under the bath for four "
             "hours.",
             "Hiding is normal at first. Leave food and a litter tray nearby and let him come "
             "out in his own time."),
            ("nw1", "Also I've somehow ended up as street coordinator for the Sycamore Row "
             "neighbourhood watch. Mostly passing on police alerts and nagging about bins.",
             "A good coordinator mostly keeps people talking to each other, so you're doing "
             "it right.")]),
        "s2": ("2023-03-20 19:15", [
            ("cn1", "Can you help me tighten up a complaint letter? The plane tree outside "
             "number 14 has lifted the pavement so badly that old Mr Yardley has tripped "
             "twice. It was passed to Nigel Rowntree in the council's highways team, who "
             "replies 'noted' and nothing else. I want it firm but not rude, and I want to "
             "mention the falls without sounding like I'm threatening to sue.",
             "Open with the location and your earlier reference number, state that a "
             "resident has fallen twice, ask for an inspection date in writing within ten "
             "working days, and close by saying you'd rather fix it before anyone is hurt."),
            ("That last line is good.", "It's firm without being a threat.")]),
        "s3": ("2023-05-22 20:30", [
            ("fc2", "Noodle was adopted on Saturday by a lovely retired couple and I cried in "
             "the car. Purrfield didn't give us long to mope: there's a tortoiseshell called "
             "Quince in the spare room now, eight months old and into everything.",
             "Crying at a handover is very common among fosterers. Kittens that age need "
             "plenty of play, or they make their own fun with your curtains."),
            ("She's already up the curtains.", "A wand toy before bed might tire her out.")]),
        "s4": ("2023-07-10 18:50", [
            ("nw2", "The watch AGM is in September. I've said I'll step down as coordinator "
             "then; Ulrika at number 3 is taking it on and I'll just do the quarterly "
             "newsletter.",
             "A newsletter is a nice self-contained job. Ask people for one line of news "
             "each and it half writes itself."),
            ("I'm secretly relieved.", "Nothing wrong with that.")]),
        "s5": ("2023-08-28 21:15", [
            ("Someone's started a petition to save the plane tree. Should I sign it, when "
             "I'm the one who complained about the pavement?",
             "The two aren't opposed: you want the pavement fixed, and it can often be "
             "relaid around the roots. You could sign and say exactly that."),
            ("I'll sign with a comment.", "That's a fair position.")]),
        "s6": ("2023-10-16 19:40", [
            ("cn2", "My first newsletter is due next week and I'd love a catchy headline. The "
             "main story is good news: the pavement on Sycamore Row is being relaid in "
             "November. Nigel Rowntree moved over to planning in the summer, and the woman "
             "who picked up our case, Seraphina Tolland, came out, looked at the tree and "
             "booked the work within a fortnight. Something upbeat, not smug?",
             "'Sycamore Row gets back on its feet' or 'Mind the gap no more'. Both cheerful, "
             "neither gloats."),
            ("Mind the gap no more!", "Good choice.")]),
        "s7": ("2023-12-04 20:10", [
            ("fc3", "Quince went to her forever home last month and the spare room was empty "
             "for a fortnight. Then Purrfield rang: Noodle's adopters had to give him back "
             "because their grandson turned out to be allergic. So he's back under our bath. "
             "I swear he remembers us.",
             "Cats often remember a place and its people. He may settle faster this time."),
            ("He came out after ten minutes this time.", "That's a good sign.")]),
        "s8": ("2024-01-22 19:30", [
            ("Rhiannon over the road has caught the bug and signed up with Purrfield as well. "
             "Her first foster came yesterday, a shy black cat called Nutmeg, and she keeps "
             "asking me about litter.",
             "You'll be her go-to now. Unscented clumping litter is a safe start for a shy "
             "cat."),
            ("She's put Nutmeg in her study.", "A quiet room is just right.")]),
    }, "questions": [
        ("changes_back", "2024-03-04 09:00", "Which cat are we fostering?",
         "Noodle, the ginger tom", ["fc3"]),
        ("distractor_slot", "2024-03-04 09:00", "What's the name of the rescue cat in our "
         "spare room?", "Noodle", ["fc3"]),
        ("past", "2024-03-04 09:00", "Which foster did we have in the summer of 2023?",
         "Quince, a young tortoiseshell", ["fc2"]),
        ("announced", "2024-03-04 09:00", "What do I do for the neighbourhood watch?",
         "I write the quarterly newsletter", ["nw2"]),
        ("past", "2024-03-04 09:00", "What was my job on the Sycamore Row watch at the "
         "start?", "Street coordinator", ["nw1"]),
        ("implicit_present", "2024-03-04 09:00", "Who is my contact at the council about the "
         "pavement?", "Seraphina Tolland", ["cn2"]),
        ("explicit_present", "2024-03-04 09:00", "Who's the officer on our pavement case "
         "at the moment?", "Seraphina Tolland", ["cn2"]),
        ("paraphrase", "2024-03-04 09:00", "Who at the town hall is handling the tree-root "
         "problem outside our house?", "Seraphina Tolland", ["cn2"]),
        ("past", "2024-03-04 09:00", "Who was dealing with my pavement complaint in spring "
         "2023?", "Nigel Rowntree in highways", ["cn1"]),
    ]},
    {"id": "f92", "sessions": {
        "s1": ("2022-01-31 20:15", [
            ("th1", "Treated myself to a season subscription at the Pilgrim Playhouse: six "
             "plays, the same seat in the circle, 168 for the year. First up is Chekhov, "
             "wish me luck.",
             "Good luck! Chekhov rewards a bit of reading beforehand; a one-page plot summary "
             "helps with all the names."),
            ("pot1", "And I've signed up for the beginners' wheel class at Slipware Studio, "
             "Monday nights, taught by a woman called Vashti who can centre clay with her "
             "eyes shut.",
             "Centring is the hardest bit to learn, so a teacher who's good at it is a "
             "blessing.")]),
        "s2": ("2022-03-14 19:05", [
            ("Why does my pot keep collapsing when I pull the walls up?",
             "Usually too much water or walls pulled too thin at the base. Sponge out the "
             "water and leave the bottom third a little thicker."),
            ("Vashti said the same thing, less politely.", "Then it must be true.")]),
        "s3": ("2022-05-23 21:30", [
            ("pot2", "Radek's birthday is in three weeks and I'm stuck. Last year I bought "
             "him a fancy pan he's used twice. He likes cycling, jazz and anything with a "
             "nice wooden handle. I was going to make him a mug, but Slipware has shuffled "
             "the timetable: Monday's out, the wheel class is Thursdays now, so I've lost a "
             "week and it won't be fired in time. Any ideas around 80 quid that aren't "
             "another pan?",
             "A jazz night for two at a small club, a good wooden-handled pocket knife, or a "
             "voucher for a bike service with a café stop. You could still give him an IOU "
             "for the mug."),
            ("The IOU mug is very me.", "He'll treasure it more than the pan.")]),
        "s4": ("2022-09-12 20:00", [
            ("The Pilgrim's next season is almost all musicals. Do I renew or not? I like "
             "new writing, not jazz hands.",
             "If only one or two shows appeal, single tickets might be cheaper than the "
             "subscription. Look at what else is on nearby first."),
            ("I'll think about it.", "No rush until the renewal date.")]),
        "s5": ("2022-11-07 19:10", [
            ("pot3", "Embarrassing one: I told you the wheel class moved to Thursdays, but "
             "it's Wednesdays, not Thursdays. Thursday on the timetable is the handbuilding "
             "group; I read the wrong row.",
             "Wednesdays, noted. At least you've been turning up on the right night."),
            ("Only because I follow the others.", "That counts.")]),
        "s6": ("2023-02-20 20:30", [
            ("th2", "Can you suggest a dinner near the river that's quick enough before a 7.30 "
             "curtain? I let the Pilgrim subscription lapse in the end, too many musicals, "
             "and ended up signing with the Rookery Theatre's Stalls Club instead: eight new "
             "plays a year, a free programme, and the first one is on Friday. I'd like to eat "
             "properly, not a sandwich in the interval.",
             "Book a table for 5.45 somewhere with a set menu so you're not waiting on the "
             "kitchen; two courses and you'll be in your seat with time to spare."),
            ("Set menu, good thinking.", "Tell them you have a show; they'll pace it.")]),
        "s7": ("2023-04-17 18:35", [
            ("pt2", "Vashti's started her maternity leave, so the wheel class is being run by "
             "Ugo until she's back. He's much stricter about wedging.",
             "Good wedging gets the air bubbles out, so your pots won't crack in the kiln."),
            ("My arms are sore.", "That's the wedging working.")]),
        "s8": ("2023-06-26 20:50", [
            ("My sister Xanthe has just bought a season ticket at the Norbury Opera House, ten "
             "operas, and wants me to come to the Wagner. Five hours. No.",
             "You could offer to meet her for the interval drink instead."),
            ("She'd never forgive me.", "Then pick the shortest opera on her list.")]),
    }, "questions": [
        ("implicit_present", "2023-07-17 09:00", "Which theatre do I have a subscription "
         "with?", "The Rookery Theatre (its Stalls Club)", ["th2"]),
        ("distractor_slot", "2023-07-17 09:00", "Where is my season ticket for plays?",
         "The Rookery Theatre", ["th2"]),
        ("paraphrase", "2023-07-17 09:00", "Where do I go to see new plays as a regular?",
         "The Rookery Theatre, through its Stalls Club", ["th2"]),
        ("past", "2023-07-17 09:00", "Which theatre's season was I signed up to in 2022?",
         "The Pilgrim Playhouse", ["th1"]),
        ("correction", "2023-07-17 09:00", "Which night do I go to the wheel class?",
         "Wednesdays", ["pot3"]),
        ("explicit_present", "2023-07-17 09:00", "Who's teaching my pottery class at the "
         "moment?", "Ugo, covering Vashti's maternity leave", ["pt2"]),
        ("past", "2023-07-17 09:00", "Which evening was my pottery class when I signed "
         "up?", "Monday nights", ["pot1"]),
    ]},
    {"id": "f93", "sessions": {
        "s1": ("2021-09-20 20:40", [
            ("nc1", "Enrolled on Intro to Bookkeeping at Upton Vale College, Tuesday nights "
             "for ten weeks. If I'm going freelance, the receipts can't live in a shoebox "
             "any more.",
             "A short course like that pays for itself in the first tax return."),
            ("dw1", "Scout's walker, Yelena, is doing Mondays and Wednesdays for now, since "
             "those are my office days.",
             "Two walks a week from someone he knows will keep him settled.")]),
        "s2": ("2021-10-25 19:00", [
            ("tp1", "Went to see a therapist for the first time today: Wanda Strachan, at the "
             "Rosebank Clinic above the opticians. Mostly about the freelancing anxiety. She "
             "has a very calm voice.",
             "A first session is often mostly getting to know each other. It's a good sign "
             "you came out feeling at ease."),
            ("I nearly cancelled twice.", "Going anyway was the hard part.")]),
        "s3": ("2022-01-17 21:00", [
            ("nc2", "Can you help me write a short bio for my freelance website? Two or three "
             "sentences, warm but professional: I design packaging for small food brands. "
             "A bit of personal colour would be nice. I passed the bookkeeping course, so "
             "the accounts are finally under control, and this term I've swapped my Tuesday "
             "nights for Upholstery for Beginners at the same college, hence the staple "
             "cuts on my hands. Too much for a bio?",
             "Try: 'I design packaging that helps small food brands look as good as they "
             "taste. When I'm not at the drawing board, I'm learning to reupholster old "
             "chairs, one staple at a time.' The bookkeeping can stay private."),
            ("Love the staple line.", "It makes you sound like a maker, which suits the job.")]),
        "s4": ("2022-02-28 18:30", [
            ("dw2", "I'm full-time freelance from next week, hurray! Can you help me plan a "
             "daily routine so I don't end up in pyjamas at 3pm? Roughly: work 9 to 5, "
             "a proper lunch, and I want exercise before I start. I've told Yelena I won't "
             "need her on Mondays and Wednesdays any more; I'll be at a client's on "
             "Fridays, so it's Fridays from now on for Scout's walk. What else should I "
             "build in?",
             "Get dressed as if you were going out, start with a walk with Scout, block out "
             "lunch away from the desk, and set a fixed finishing time with a short "
             "end-of-day list for tomorrow."),
            ("The end-of-day list is clever.", "It makes the next morning much easier.")]),
        "s5": ("2022-04-11 20:15", [
            ("My boyfriend Olek has started a night class too, Italian on Thursdays at Upton "
             "Vale. He practises on the cat.",
             "The cat is a patient audience. Learning together could help you both keep at "
             "it."),
            ("He's already better at ordering coffee than me.", "Coffee is the key phrase.")]),
        "s6": ("2022-05-23 19:30", [
            ("tp2", "Wanda has left the Rosebank Clinic to set up on her own. My sessions are "
             "in her new rooms on Tannery Lane from now on, in the old converted chapel, "
             "with a buzzer that never works.",
             "A quieter place of her own might suit sessions well. Maybe text her when you "
             "arrive until the buzzer's fixed."),
            ("dw3", "Oh, and I told you wrong about Yelena: she walks Scout on Thursdays, not "
             "Fridays. My client days moved before she even started.",
             "Thursdays, noted.")]),
        "s7": ("2022-06-27 20:45", [
            ("My friend Tova has just started seeing a therapist too, and hers has moved into "
             "the Rosebank Clinic, the same rooms Wanda left. Small town.",
             "It is a small world. Good that she's found someone."),
            ("We've promised not to compare notes.", "Probably wise.")]),
        "s8": ("2022-07-25 18:50", [
            ("How do I get dog hair off an upholstered chair? Scout has claimed my first "
             "project.",
             "A damp rubber glove or a squeegee pulls hair off fabric better than a lint "
             "roller."),
            ("Scout will just lie on it again.", "Then a washable throw is your friend.")]),
    }, "questions": [
        ("implicit_present", "2022-08-15 09:00", "What night class am I doing?",
         "Upholstery for Beginners, Tuesday nights at Upton Vale", ["nc2"]),
        ("distractor_slot", "2022-08-15 09:00", "Which evening course am I taking at the "
         "college?", "Upholstery for Beginners", ["nc2"]),
        ("past", "2022-08-15 09:00", "What did I study at night school in autumn 2021?",
         "Intro to Bookkeeping", ["nc1"]),
        ("explicit_present", "2022-08-15 09:00", "Where do I see my therapist these days?",
         "In Wanda's own rooms on Tannery Lane, in the old chapel", ["tp2"]),
        ("paraphrase", "2022-08-15 09:00", "Where do I go for my counselling appointments?",
         "Wanda Strachan's rooms on Tannery Lane", ["tp2"]),
        ("past", "2022-08-15 09:00", "Where were my therapy sessions when I started?",
         "The Rosebank Clinic above the opticians", ["tp1"]),
        ("correction", "2022-08-15 09:00", "Which day does Yelena walk Scout?", "Thursdays",
         ["dw3"]),
        ("past", "2022-08-15 09:00", "Which days did the dog walker come in autumn 2021?",
         "Mondays and Wednesdays", ["dw1"]),
    ]},
]
