"""Conversations f01-f08 of taggraph's facts-that-change set (all text written for taggraph).

A conversation: ``id``, ``sessions`` {key: (date, turns)} where a turn is (user, assistant) or
(label, user, assistant), and ``questions`` [(facts_kind, asked, question, answer, [labels])]
whose labels name the turns that state the answering value.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f01", "sessions": {
        "s1": ("2023-03-14 19:05", [
            ("I just started as a junior designer at Copperline Print. Can you help me plan my "
             "first week?",
             "Congratulations! Spend the first days learning the file naming rules, the print "
             "specs and who signs off on proofs."),
            ("mgr1", "My manager is Hedda Lindqvist. She seems strict but fair. What should I ask "
             "her in our first one-to-one?",
             "Ask how she likes to receive work for review, what a good first month looks like, "
             "and how often she wants updates.")]),
        "s2": ("2023-05-02 07:40", [
            ("gym1", "I finally joined a gym, Ironbark Fitness near the station. Give me a "
             "beginner plan for three days a week.",
             "Day A: squats, push-ups, rows. Day B: deadlifts, overhead press, lunges. Alternate "
             "A and B, with a short walk on the treadmill to warm up."),
            ("How long should each session be?", "Forty-five minutes is plenty at the start.")]),
        "s3": ("2023-06-20 21:15", [
            ("My sister Inka is miserable at work. Her manager Rufus keeps moving her deadlines "
             "up without telling her.",
             "That sounds stressful. She could ask Rufus to confirm deadline changes in writing "
             "so there's a record."),
            ("I'll pass that on. She's thinking of quitting.",
             "Suggest she line something up first if she can.")]),
        "s4": ("2023-08-29 12:30", [
            ("Big news at Copperline: Hedda is retiring at the end of September.",
             "That's a big change. Do you know who will replace her?"),
            ("mgr2", "Yes, Tomasz Wojcik from the packaging team takes over as my manager from "
             "the first of October. I've only spoken to him twice.",
             "A short intro chat with Tomasz before he starts would help you both.")]),
        "s5": ("2023-10-16 18:50", [
            ("gym2", "I cancelled Ironbark, it was always packed. I swim at the Elm Street public "
             "pool three mornings a week now.",
             "Swimming is great for your back. Mix freestyle with some backstroke."),
            ("How many lengths is a good target?", "Start at twenty and add a few each week.")]),
        "s6": ("2023-12-05 13:10", [
            ("Funny thing, my colleague Petra just signed up at Ironbark Fitness and asked me if "
             "it's any good.",
             "You could tell her honestly that it gets crowded at peak times."),
            ("Also help me pick a Secret Santa gift under 15 pounds for someone who loves tea.",
             "A tin of loose-leaf tea with a small infuser would be perfect.")]),
    }, "questions": [
        ("implicit_present", "2024-01-10 09:00", "Who is my manager?", "Tomasz Wojcik", ["mgr2"]),
        ("paraphrase", "2024-01-10 09:00", "Who's my boss at the print shop?", "Tomasz Wojcik",
         ["mgr2"]),
        ("announced", "2024-01-10 09:00", "Now that autumn is over, who do I report to at work?",
         "Tomasz Wojcik", ["mgr2"]),
        ("explicit_present", "2024-01-10 09:00", "Where do I work out these days?",
         "The Elm Street public pool", ["gym2"]),
        ("distractor_slot", "2024-01-10 09:00", "Which gym am I a member of?",
         "None now; I swim at the Elm Street pool (I cancelled Ironbark Fitness)", ["gym2"]),
        ("past", "2024-01-10 09:00", "Who was my manager when I started at Copperline?",
         "Hedda Lindqvist", ["mgr1"]),
        ("past", "2024-01-10 09:00", "Which gym did I join in the spring?", "Ironbark Fitness",
         ["gym1"]),
    ]},
    {"id": "f02", "sessions": {
        "s1": ("2023-01-09 10:20", [
            ("city1", "It's 24 degrees in Tucson in January and I still complain. Ideas for a "
             "weekend day trip from here?",
             "Mount Lemmon for the drive and the cooler air, or Tubac for galleries."),
            ("title1", "I'll do Mount Lemmon. Also, I work as a QA analyst, remote. How do I "
             "avoid feeling isolated?",
             "Book a regular coworking day and keep your camera on in stand-ups.")]),
        "s2": ("2023-03-02 16:00", [
            ("My partner got a hospital job up north, so we're packing. Best way to ship books?",
             "Media mail if you're in no rush: it's cheap for heavy boxes of books."),
            ("How many boxes for around 400 books?", "About fifteen small boxes; keep them light.")]),
        "s3": ("2023-04-18 20:45", [
            ("city2", "We made it, we live in Spokane now. It's cold and green and I love it.",
             "Welcome to the Inland Northwest! Riverfront Park is a good first walk."),
            ("Any tips for the first winter here?", "Snow tyres and a good pair of boots.")]),
        "s4": ("2023-09-12 11:30", [
            ("title2", "I got promoted! I'm a senior QA analyst now, with two juniors to mentor.",
             "Well deserved. Start with weekly pairing sessions with each junior."),
            ("What should the pairing cover?", "Test design, bug reports, and reading the logs.")]),
        "s5": ("2024-02-27 09:10", [
            ("My partner's contract ended and honestly we both miss the desert.",
             "That's a big decision. Are you thinking about moving back?"),
            ("Probably. We'd look at places on the east side.", "Take your time with it.")]),
        "s6": ("2024-05-20 18:25", [
            ("city3", "Done: we moved back to Tucson last week. Same heat, new house near "
             "Sabino Canyon.",
             "Welcome home. Early-morning hikes will be your friend in summer."),
            ("Best time to hike Sabino in May?", "Start before 6am and be off the trail by 10.")]),
        "s7": ("2024-07-08 14:00", [
            ("My cousin Levi just took a teaching job in Spokane. I sent him my list of favourite "
             "coffee places there.",
             "That's kind. He'll have a head start."),
            ("What's a good housewarming gift for him?", "A nice snow shovel is a funny, useful "
             "one.")]),
    }, "questions": [
        ("implicit_present", "2024-08-01 10:00", "Where do I live?", "Tucson", ["city3"]),
        ("changes_back", "2024-08-01 10:00", "Which city am I based in at the moment?", "Tucson",
         ["city3"]),
        ("distractor_slot", "2024-08-01 10:00", "What city is home for me these days?", "Tucson",
         ["city3"]),
        ("past", "2024-08-01 10:00", "Where was I living in the summer of 2023?", "Spokane",
         ["city2"]),
        ("past", "2024-08-01 10:00", "Where did I live before Spokane?", "Tucson", ["city1"]),
        ("implicit_present", "2024-08-01 10:00", "What's my job title?", "Senior QA analyst",
         ["title2"]),
        ("paraphrase", "2024-08-01 10:00", "What position do I hold at work?", "Senior QA analyst",
         ["title2"]),
        ("past", "2024-08-01 10:00", "What was my role when we first talked?", "QA analyst",
         ["title1"]),
    ]},
    {"id": "f03", "sessions": {
        "s1": ("2024-01-22 08:15", [
            ("dose1", "My GP diagnosed type 2 diabetes and put me on metformin, 500 mg once a day "
             "with dinner. Any tips for the stomach side effects?",
             "Take it with food, build up slowly, and avoid very fatty meals at first; the "
             "queasiness usually settles in a few weeks."),
            ("Thanks. I'm a bit scared, honestly.", "That's normal. Many people manage it well.")]),
        "s2": ("2024-02-10 17:00", [
            ("ph1", "I pick up my prescriptions at Rowan Street Pharmacy. Is it worth asking "
             "about a prepayment certificate?",
             "If you have more than a few items a year, it usually saves money."),
            ("Good to know.", "Ask the pharmacist; they can set it up.")]),
        "s3": ("2024-04-03 19:30", [
            ("dose2", "Check-up today: the doctor increased my metformin to 1000 mg a day.",
             "That's a common step. Keep taking it with meals."),
            ("My HbA1c dropped a little, which is nice.", "That's real progress.")]),
        "s4": ("2024-04-09 12:05", [
            ("dose3", "Small correction about my metformin from last week: it went up to 1500 mg "
             "a day, not 1000. It's 750 mg with breakfast and 750 mg with dinner. I misread the "
             "label.",
             "Thanks for correcting it: 1500 mg a day, split over breakfast and dinner."),
            ("Do I need to eat a big breakfast then?", "A normal breakfast is enough.")]),
        "s5": ("2024-05-14 20:10", [
            ("My dad is on metformin too, 1000 mg a day, and he swears by walking after dinner.",
             "He's right: a short walk after meals helps blood sugar."),
            ("We're going to do it together on Sundays.", "Lovely habit.")]),
        "s6": ("2024-06-25 09:40", [
            ("ph2", "I switched to a mail-order pharmacy called Parcelmed. The tablets arrive "
             "every month in a small box.",
             "Convenient. Keep an eye on the delivery dates so you don't run short."),
            ("Can I still ask a pharmacist questions?", "Yes, most run a phone line.")]),
    }, "questions": [
        ("implicit_present", "2024-07-15 08:00", "What's my daily metformin dose?",
         "1500 mg a day (750 mg twice)", ["dose3"]),
        ("correction", "2024-07-15 08:00", "How many milligrams of metformin do I take each day?",
         "1500 mg", ["dose3"]),
        ("paraphrase", "2024-07-15 08:00", "How much of my blood sugar medicine am I on?",
         "1500 mg of metformin a day", ["dose3"]),
        ("distractor_slot", "2024-07-15 08:00", "How much metformin do I take?", "1500 mg a day",
         ["dose3"]),
        ("past", "2024-07-15 08:00", "What dose did I start metformin on?", "500 mg once a day",
         ["dose1"]),
        ("implicit_present", "2024-07-15 08:00", "Where do I get my prescriptions from?",
         "Parcelmed, a mail-order pharmacy", ["ph2"]),
        ("past", "2024-07-15 08:00", "Which pharmacy did I use in February?",
         "Rowan Street Pharmacy", ["ph1"]),
    ]},
    {"id": "f04", "sessions": {
        "s1": ("2023-09-04 18:00", [
            ("w1", "The vet weighed Pickle, my beagle, at 14.2 kg and says he needs to lose a bit. "
             "How do I cut back without him begging all day?",
             "Measure his food, swap some kibble for green beans, and use part of his daily "
             "ration as training treats."),
            ("vet1", "We go to Greenhollow Vets on the high street.", "Ask them for a target "
             "weight and a re-check date.")]),
        "s2": ("2023-10-11 08:30", [
            ("walk1", "Our dog walker Felix takes Pickle out at lunch. Should I ask for longer "
             "walks?",
             "Yes, swapping thirty minutes for forty-five helps and costs little."),
            ("Felix says Pickle pulls a lot.", "A front-clip harness helps with pulling.")]),
        "s3": ("2023-12-01 19:20", [
            ("w2", "Weigh-in: Pickle is down to 13.1 kg!", "Great progress, over a kilo."),
            ("He still thinks he's starving.", "Beagles always do. Stay the course.")]),
        "s4": ("2024-01-15 10:45", [
            ("walk2", "Felix moved away, so our new walker is Andile. He does group walks in the "
             "park.",
             "Group walks are good for a sociable beagle."),
            ("vet2", "Also we changed vets to Marsh Lane Animal Hospital, it's open on Sundays.",
             "Weekend hours are handy. Send them Pickle's records.")]),
        "s5": ("2024-02-20 17:35", [
            ("My neighbour's labrador Bosun weighs 31 kg and he's the same age as Pickle.",
             "Labradors are just built bigger; a beagle at 31 kg would be alarming!"),
            ("Ha, true.", "Bosun and Pickle must look funny together.")]),
        "s6": ("2024-03-28 12:00", [
            ("w3", "Pickle's latest weight at Marsh Lane was 12.4 kg. The vet is happy and says "
             "keep him there.",
             "Excellent, that's his target reached."),
            ("Can he have a birthday treat?", "A small one, and take it out of his dinner.")]),
    }, "questions": [
        ("implicit_present", "2024-04-15 09:00", "How much does Pickle weigh?", "12.4 kg", ["w3"]),
        ("paraphrase", "2024-04-15 09:00", "How heavy is my dog these days?", "12.4 kg", ["w3"]),
        ("distractor_slot", "2024-04-15 09:00", "What's my dog's weight?", "12.4 kg", ["w3"]),
        ("past", "2024-04-15 09:00", "What did Pickle weigh when the vet first said he should slim "
         "down?", "14.2 kg", ["w1"]),
        ("implicit_present", "2024-04-15 09:00", "Which vet do we take Pickle to?",
         "Marsh Lane Animal Hospital", ["vet2"]),
        ("implicit_present", "2024-04-15 09:00", "Who walks my dog?", "Andile", ["walk2"]),
        ("past", "2024-04-15 09:00", "Who walked Pickle before Andile?", "Felix", ["walk1"]),
    ]},
    {"id": "f05", "sessions": {
        "s1": ("2023-02-07 07:10", [
            ("car1", "My 2012 Honda Civic won't start on cold mornings. Battery?",
             "Likely. Have it tested; batteries over four years old often fail in the cold."),
            ("shift1", "I'm a nurse on night shifts, so I leave at 6pm, when it's coldest for "
             "the car anyway.",
             "A battery charger overnight on your days off could help too.")]),
        "s2": ("2023-03-21 22:40", [
            ("ins1", "My car insurance with Larkspur Mutual renews next month and went up 20%.",
             "Compare quotes before renewing; loyalty rarely pays."),
            ("I'll look this weekend.", "Have your no-claims years ready.")]),
        "s3": ("2023-04-30 15:15", [
            ("shift2", "Good news: from June I'm off nights! I'll work day shifts, 7am to 7pm.",
             "That should help your sleep a lot."),
            ("Any tips for switching my body clock back?", "Get bright light in the morning and "
             "shift bedtime an hour every couple of days.")]),
        "s4": ("2023-05-12 13:00", [
            ("My colleague Tobias just bought a Mazda CX-5 and won't stop talking about it.",
             "New car joy is hard to contain."),
            ("He let me drive it round the car park.", "Did it tempt you?")]),
        "s5": ("2023-07-03 18:20", [
            ("car2", "I traded the Civic in for a used Subaru Outback. Four-wheel drive for the "
             "winter!",
             "Great choice for snowy roads. Check the timing belt history."),
            ("ins2", "I moved the insurance to Bellwether Insurance too, much cheaper.",
             "Nice saving. Make sure the new car is on the policy.")]),
        "s6": ("2023-09-19 09:00", [
            ("Tobias asked if I want to carpool in his Mazda on Fridays.",
             "Could save petrol and be good company."),
            ("We'll try it.", "Enjoy the Friday rides.")]),
    }, "questions": [
        ("implicit_present", "2023-11-01 10:00", "What car do I drive?", "A used Subaru Outback",
         ["car2"]),
        ("explicit_present", "2023-11-01 10:00", "What am I driving at the moment?",
         "A Subaru Outback", ["car2"]),
        ("distractor_slot", "2023-11-01 10:00", "What make is my car?", "Subaru", ["car2"]),
        ("past", "2023-11-01 10:00", "What did I drive before the Subaru?", "A 2012 Honda Civic",
         ["car1"]),
        ("announced", "2023-11-01 10:00", "Am I working nights or days these days?",
         "Day shifts, 7am to 7pm", ["shift2"]),
        ("past", "2023-11-01 10:00", "What shifts was I working in February?", "Night shifts",
         ["shift1"]),
        ("implicit_present", "2023-11-01 10:00", "Who insures my car?", "Bellwether Insurance",
         ["ins2"]),
    ]},
    {"id": "f06", "sessions": {
        "s1": ("2024-01-05 20:00", [
            ("p1", "My girlfriend Marisol and I want a weekend away in February. Somewhere by the "
             "sea, not too far?",
             "A small coastal town out of season is quiet and cheap; look for a cottage with a "
             "fireplace."),
            ("She loves seafood.", "Then pick somewhere with a harbour.")]),
        "s2": ("2024-01-28 11:15", [
            ("home1", "My studio on Harbour Road is so small the bike lives in the shower. "
             "Storage ideas?",
             "A wall hook for the bike, under-bed boxes, and a tall narrow shelf."),
            ("Wall hook it is.", "Check the wall can take the weight.")]),
        "s3": ("2024-03-16 23:30", [
            ("Marisol and I broke up. It was mutual but I'm sad.",
             "I'm sorry. Be gentle with yourself; see friends and keep a routine."),
            ("Thanks. I'll call my brother.", "Good idea.")]),
        "s4": ("2024-05-04 14:40", [
            ("home2", "Moved out of the studio! I'm in a two-bed apartment in Fairview now, "
             "sharing with my friend Cosmo.",
             "More room at last. Agree on a cleaning rota early."),
            ("Chore wheel?", "A chore wheel on the fridge works for many flatmates.")]),
        "s5": ("2024-06-22 19:55", [
            ("p2", "I've been seeing someone new, Wren. We met at a pottery class and it's going "
             "really well.",
             "That's lovely news. Pottery is a great first-date story."),
            ("Ideas for a third date?", "A picnic in the park or a night market.")]),
        "s6": ("2024-07-30 10:10", [
            ("Cosmo's partner Leontyne is staying with us for a week. How do I share the bathroom "
             "schedule politely?",
             "Post morning slots on the door and keep it light-hearted."),
            ("Good plan.", "A little planning avoids a lot of queueing.")]),
    }, "questions": [
        ("implicit_present", "2024-09-01 12:00", "Who am I dating?", "Wren", ["p2"]),
        ("paraphrase", "2024-09-01 12:00", "What's my partner's name?", "Wren", ["p2"]),
        ("distractor_slot", "2024-09-01 12:00", "Who's my other half these days?", "Wren", ["p2"]),
        ("past", "2024-09-01 12:00", "Who was I going out with at the start of the year?",
         "Marisol", ["p1"]),
        ("implicit_present", "2024-09-01 12:00", "Where do I live?",
         "A two-bed apartment in Fairview, shared with Cosmo", ["home2"]),
        ("paraphrase", "2024-09-01 12:00", "Which flat am I in right now?",
         "The two-bed apartment in Fairview", ["home2"]),
        ("past", "2024-09-01 12:00", "Where did I live before Fairview?",
         "A studio on Harbour Road", ["home1"]),
    ]},
    {"id": "f07", "sessions": {
        "s1": ("2023-06-06 18:30", [
            ("rent1", "My rent is 1,150 pounds a month for a one-bed. Is that normal for a city "
             "centre?",
             "It's in the usual range for a central one-bed outside London."),
            ("ll1", "The landlord, Mr Okonjo, lives downstairs, which is handy for repairs.",
             "A landlord nearby usually means faster fixes.")]),
        "s2": ("2023-08-14 09:25", [
            ("How do I make a budget that actually sticks?",
             "List fixed costs first, then give every remaining pound a job, and review weekly."),
            ("Weekly feels like a lot.", "Ten minutes on Sunday evening is enough.")]),
        "s3": ("2023-10-02 20:05", [
            ("rent2", "Bad news, a letter came: my rent goes up to 1,240 pounds from November.",
             "That's almost 8%. You can ask whether it's negotiable."),
            ("I'll try.", "Mention your record of paying on time.")]),
        "s4": ("2023-10-20 17:40", [
            ("rent3", "I negotiated! The rent is 1,200 a month from November, not 1,240.",
             "Well done, that's 480 pounds a year saved."),
            ("I'm weirdly proud.", "You should be.")]),
        "s5": ("2024-01-09 12:50", [
            ("My friend Saoirse pays 900 pounds rent for a room in a shared house. Jealous.",
             "Shared houses are cheaper, but you'd give up your own space."),
            ("True, I like my quiet.", "Quiet is worth something.")]),
        "s6": ("2024-03-11 15:30", [
            ("ll2", "Mr Okonjo sold the building. Our landlord is now a company, Brightkey "
             "Lettings, and repairs go through an app.",
             "Keep photos and dates of every repair request in the app."),
            ("The boiler is already making a noise.", "Report it right away.")]),
    }, "questions": [
        ("implicit_present", "2024-04-20 10:00", "How much is my rent?", "1,200 pounds a month",
         ["rent3"]),
        ("correction", "2024-04-20 10:00", "What rent am I paying since the increase?",
         "1,200 pounds a month (negotiated down from 1,240)", ["rent3"]),
        ("explicit_present", "2024-04-20 10:00", "How much rent am I currently paying?",
         "1,200 pounds a month", ["rent3"]),
        ("distractor_slot", "2024-04-20 10:00", "What do I pay each month for my place?",
         "1,200 pounds", ["rent3"]),
        ("past", "2024-04-20 10:00", "What was my rent before the increase?",
         "1,150 pounds a month", ["rent1"]),
        ("implicit_present", "2024-04-20 10:00", "Who is my landlord?", "Brightkey Lettings",
         ["ll2"]),
        ("past", "2024-04-20 10:00", "Who owned my building when I first mentioned my rent?",
         "Mr Okonjo", ["ll1"]),
    ]},
    {"id": "f08", "sessions": {
        "s1": ("2023-02-14 21:00", [
            ("ph1", "My Pixel 6 battery dies by 3pm. Settings to fix that?",
             "Turn on adaptive battery, lower the screen refresh rate, and check which apps run "
             "in the background."),
            ("c1", "Also my network, Tidewave Mobile, drops calls in my kitchen.",
             "Wi-Fi calling will fix the kitchen problem.")]),
        "s2": ("2023-04-01 10:30", [
            ("My mum just got an iPhone 13 and calls me for every setting.",
             "Set up screen sharing on a video call, it saves a lot of explaining."),
            ("Good idea.", "Patience helps too!")]),
        "s3": ("2023-05-26 16:45", [
            ("ph2", "I switched to an iPhone 14. Everyone in my family has one, so I gave in.",
             "Welcome. Move your photos with the transfer app and give it a night."),
            ("The keyboard is driving me nuts.", "You can add a third-party keyboard.")]),
        "s4": ("2023-08-08 19:00", [
            ("c2", "Moved my number to Northspark, half the price of Tidewave.",
             "Nice saving. Check their coverage map at home and at work."),
            ("It's fine so far.", "Then it's a win.")]),
        "s5": ("2023-10-17 22:10", [
            ("ph3", "I gave up on the iPhone and went back to Android: I'm on a Pixel 8 now and "
             "I'm so much happier.",
             "Sometimes you just know what suits you. Restore from your Google backup."),
            ("Sold the iPhone to my brother.", "Keeps it in the family at least.")]),
        "s6": ("2023-12-03 11:00", [
            ("Mum dropped her iPhone in the bath. Rice or not?",
             "Skip the rice; switch it off, dry it outside, and let it air out for a day or two."),
            ("It survived!", "Lucky phone.")]),
    }, "questions": [
        ("implicit_present", "2024-01-08 09:00", "What phone do I have?", "A Pixel 8", ["ph3"]),
        ("changes_back", "2024-01-08 09:00", "Am I on Android or iPhone right now?",
         "Android (a Pixel 8)", ["ph3"]),
        ("distractor_slot", "2024-01-08 09:00", "Which phone do I use?", "A Pixel 8", ["ph3"]),
        ("past", "2024-01-08 09:00", "What phone did I have before the iPhone?", "A Pixel 6",
         ["ph1"]),
        ("past", "2024-01-08 09:00", "What phone was I using in the summer of 2023?",
         "An iPhone 14", ["ph2"]),
        ("implicit_present", "2024-01-08 09:00", "Who's my mobile provider?", "Northspark",
         ["c2"]),
        ("paraphrase", "2024-01-08 09:00", "Which network is my cell plan with?", "Northspark",
         ["c2"]),
    ]},
]
