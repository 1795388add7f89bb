"""Conversations f17-f24 of taggraph's facts-that-change set: the held-out part.

Same layout as ``convs_a.py``; a question may carry a 6th element ``"past"`` when a kind other
than ``past`` (here a correction) is asked about an earlier value.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f17", "sessions": {
        "s1": ("2023-06-05 18:40", [
            ("t1", "First week as a support agent at Velomark, the bike company. Angry customers "
             "about late deliveries all day. How do I not take it personally?",
             "Acknowledge the frustration, say what you'll do and by when, and remember they're "
             "angry at the delay, not you."),
            ("mgr1", "My team lead, Anneliese Brandt, listens in on calls and gives feedback "
             "every Friday.",
             "Regular feedback early on will speed you up a lot.")]),
        "s2": ("2023-08-10 21:05", [
            ("My friend Caspar says his boss Gunnar checks his screen every ten minutes.",
             "That kind of micromanaging wears people down. Caspar could ask for clear goals "
             "instead."),
            ("He's job hunting.", "Understandable.")]),
        "s3": ("2023-09-18 12:15", [
            ("mgr2", "Anneliese moved over to marketing, so my supervisor is Kwame Asante now. "
             "He's very calm.",
             "A calm supervisor is a gift in support work."),
            ("He wants us to write more help articles.", "Good way to cut repeat tickets.")]),
        "s4": ("2023-11-07 19:30", [
            ("t2", "Promotion! I'm a senior support specialist now. I handle the escalations.",
             "Congratulations! Escalations are where you learn the product deeply."),
            ("Any tips?", "Write down each fix so the next person can find it.")]),
        "s5": ("2023-12-14 17:50", [
            ("mgr3", "Kwame goes on parental leave from January until April. Until he's back, "
             "Yolanda Reyes covers as my manager.",
             "Good to know who to go to. Introduce your current projects to Yolanda before the "
             "break."),
            ("Will do.", "Enjoy the holidays.")]),
    }, "questions": [
        ("announced", "2024-02-12 09:00", "Who is my manager?",
         "Yolanda Reyes (covering while Kwame is on parental leave)", ["mgr3"]),
        ("paraphrase", "2024-02-12 09:00", "Who's my boss right now?", "Yolanda Reyes",
         ["mgr3"]),
        ("distractor_slot", "2024-02-12 09:00", "Who do I answer to at work?", "Yolanda Reyes",
         ["mgr3"]),
        ("past", "2024-02-12 09:00", "Who was my team lead when I joined Velomark?",
         "Anneliese Brandt", ["mgr1"]),
        ("past", "2024-02-12 09:00", "Who supervised me in October 2023?", "Kwame Asante",
         ["mgr2"]),
        ("implicit_present", "2024-02-12 09:00", "What's my job title?",
         "Senior support specialist", ["t2"]),
        ("past", "2024-02-12 09:00", "What was my title before the promotion?", "Support agent",
         ["t1"]),
    ]},
    {"id": "f18", "sessions": {
        "s1": ("2023-04-03 20:10", [
            ("h1", "Our rented flat in Westbury is on the third floor with no lift. Carrying "
             "shopping up is a workout.",
             "A folding trolley that climbs stairs might help."),
            ("co1", "At least the number 12 bus to work stops right outside.",
             "A door-to-door bus is a real perk.")]),
        "s2": ("2023-06-22 19:00", [
            ("We're saving for a deposit. What's a realistic monthly saving goal?",
             "Aim for around a fifth of take-home pay if you can, and automate it on payday."),
            ("Automating it is smart.", "You won't miss what you never see.")]),
        "s3": ("2023-10-09 18:30", [
            ("h2", "We got the keys! We own a little terraced house on Quarry Lane in Ashcombe.",
             "Congratulations, homeowners! Change the locks and find the stopcock first."),
            ("m1", "The mortgage payment is 980 pounds a month.", "Put it on a standing order.")]),
        "s4": ("2023-10-15 10:20", [
            ("m2", "Correction on the mortgage: it's 1,080 a month, not 980. I forgot the "
             "insurance we added to the payment.",
             "Thanks: 1,080 pounds a month including the insurance."),
            ("Still cheaper than rent was.", "A nice feeling.")]),
        "s5": ("2023-12-04 08:50", [
            ("co2", "From Ashcombe I take the train into work now, twenty minutes.",
             "Trains are great for reading time."),
            ("I've finished two novels already.", "Ha, a commute well used.")]),
        "s6": ("2024-01-21 16:00", [
            ("My friend Rosalind just bought a flat in Westbury, in the block where we used to "
             "live!",
             "What a coincidence. You can warn her about the stairs."),
            ("I already did.", "A true friend.")]),
    }, "questions": [
        ("implicit_present", "2024-03-01 10:00", "Where do I live?",
         "A terraced house on Quarry Lane in Ashcombe", ["h2"]),
        ("paraphrase", "2024-03-01 10:00", "Which street is my home on?", "Quarry Lane", ["h2"]),
        ("distractor_slot", "2024-03-01 10:00", "Do I live in a flat or a house?",
         "A house (terraced, on Quarry Lane)", ["h2"]),
        ("past", "2024-03-01 10:00", "Where did I live before we bought the house?",
         "A rented third-floor flat in Westbury", ["h1"]),
        ("correction", "2024-03-01 10:00", "How much is our monthly mortgage payment?",
         "1,080 pounds", ["m2"]),
        ("implicit_present", "2024-03-01 10:00", "How do I get to work?",
         "By train, about twenty minutes", ["co2"]),
        ("past", "2024-03-01 10:00", "How did I commute when I lived in Westbury?",
         "The number 12 bus", ["co1"]),
    ]},
    {"id": "f19", "sessions": {
        "s1": ("2024-01-08 19:45", [
            ("w1", "Mochi, my rescue cat, weighs 4.1 kg. Is that okay for a small female?",
             "That's a healthy weight for a small cat; ask your vet about her body shape."),
            ("f1", "She eats Purring Hills dry kibble, two scoops a day.",
             "Measure the scoops with a kitchen scale to be exact.")]),
        "s2": ("2024-02-19 13:30", [
            ("My sister's cat Biscotti weighs 6 kg and steals Mochi's food when they visit.",
             "Feed them in separate rooms during visits."),
            ("Good idea.", "Less drama all round.")]),
        "s3": ("2024-04-02 18:20", [
            ("w2", "Weighed Mochi today: 5.6 kg! How did she gain so much?",
             "That's a big jump. Check the scoops and treats, and mention it to the vet."),
            ("Maybe the neighbours feed her.", "Possible with an outdoor cat.")]),
        "s4": ("2024-04-03 09:10", [
            ("w3", "Sorry, false alarm: I forgot to subtract the carrier. Mochi is 4.9 kg, not "
             "5.6.",
             "Phew. 4.9 kg is a modest gain, easy to manage."),
            ("I feel silly.", "It happens to everyone.")]),
        "s5": ("2024-05-27 20:00", [
            ("f2", "The vet suggested wet food, so Mochi is on Tideline salmon pouches now.",
             "Wet food helps with hydration. Switch gradually over a week."),
            ("She loves them.", "A happy cat.")]),
    }, "questions": [
        ("correction", "2024-07-01 10:00", "How much does Mochi weigh?", "4.9 kg", ["w3"]),
        ("implicit_present", "2024-07-01 10:00", "What's my cat's weight?", "4.9 kg", ["w3"]),
        ("distractor_slot", "2024-07-01 10:00", "How heavy is my cat?", "4.9 kg", ["w3"]),
        ("past", "2024-07-01 10:00", "What did Mochi weigh when I first mentioned her?",
         "4.1 kg", ["w1"]),
        ("implicit_present", "2024-07-01 10:00", "What food does Mochi eat?",
         "Tideline salmon pouches (wet food)", ["f2"]),
        ("paraphrase", "2024-07-01 10:00", "What am I feeding my cat at the moment?",
         "Wet food: Tideline salmon pouches", ["f2"]),
        ("past", "2024-07-01 10:00", "What did I feed Mochi before the wet food?",
         "Purring Hills dry kibble", ["f1"]),
    ]},
    {"id": "f20", "sessions": {
        "s1": ("2024-02-11 11:30", [
            ("c1", "I lease a Kia Niro EV and the lease ends in August. Buy it out or hand it "
             "back?",
             "Compare the buy-out price with used prices for the same model nearer the time."),
            ("t1", "We're on the Greenvolt flat tariff, so charging at home isn't cheap.",
             "A time-of-use tariff could halve your charging cost.")]),
        "s2": ("2024-04-06 15:40", [
            ("My neighbour Dorotea parks her Tesla across my driveway every Saturday.",
             "A friendly note first, then a chat if it keeps happening."),
            ("She apologised with cake.", "Best possible outcome.")]),
        "s3": ("2024-06-18 20:00", [
            ("t2", "Switched to the night-saver tariff. Electricity between midnight and 5am is "
             "a third of the price.",
             "Set the charger and the dishwasher to start after midnight."),
            ("Already done.", "Efficient.")]),
        "s4": ("2024-08-29 17:25", [
            ("c2", "Handed the Kia back. I bought a used Toyota Prius outright instead, no more "
             "monthly payments.",
             "No payments is a great feeling. Get the hybrid battery checked at its next "
             "service."),
            ("It has 60,000 miles.", "That's fine for a Prius.")]),
        "s5": ("2024-10-03 09:00", [
            ("Dorotea is selling her Tesla and asked if I want it. No thanks!",
             "Happy with the Prius, then."),
            ("Very.", "Good.")]),
    }, "questions": [
        ("implicit_present", "2024-11-10 10:00", "What car do I have?", "A used Toyota Prius",
         ["c2"]),
        ("explicit_present", "2024-11-10 10:00", "Am I still leasing a car?",
         "No, I own a used Toyota Prius outright", ["c2"]),
        ("distractor_slot", "2024-11-10 10:00", "What do I drive?", "A Toyota Prius", ["c2"]),
        ("past", "2024-11-10 10:00", "What was I driving in spring 2024?",
         "A leased Kia Niro EV", ["c1"]),
        ("implicit_present", "2024-11-10 10:00", "What electricity tariff am I on?",
         "The night-saver tariff", ["t2"]),
        ("past", "2024-11-10 10:00", "Which energy tariff did we have before?",
         "The Greenvolt flat tariff", ["t1"]),
        ("paraphrase", "2024-11-10 10:00", "What's my current set of wheels?",
         "A Toyota Prius", ["c2"]),
    ]},
    {"id": "f21", "sessions": {
        "s1": ("2023-08-14 07:30", [
            ("d1", "I've been diagnosed with an underactive thyroid and started levothyroxine, "
             "50 mcg every morning.",
             "Take it on an empty stomach with water, 30 to 60 minutes before breakfast or "
             "coffee."),
            ("e1", "My endocrinologist is Dr Varga at the Riverside clinic.",
             "Ask her when the first blood test should be.")]),
        "s2": ("2023-10-20 18:05", [
            ("d_wrong", "Blood test was still off, so my dose went up to 100 mcg.",
             "Keep taking it at the same time every day."),
            ("Tired all the time still.", "It can take six weeks to feel the change.")]),
        "s3": ("2023-10-22 10:40", [
            ("d2", "I got it wrong the other day: my dose is 75 mcg, not 100. 100 was only the "
             "possible next step she mentioned.",
             "Thanks for correcting it: 75 mcg each morning."),
            ("Good thing I double-checked the box.", "Always worth it.")]),
        "s4": ("2024-01-25 19:50", [
            ("My mum has been on 100 mcg of levothyroxine for twenty years and says I'll get used "
             "to it.",
             "It's nice to have someone who understands."),
            ("She's been great.", "Lovely.")]),
        "s5": ("2024-03-12 08:20", [
            ("e2", "Dr Varga left the Riverside clinic, so I see Dr Lindgren now.",
             "Take your results history to the first appointment."),
            ("d3", "Dr Lindgren fine-tuned the levothyroxine to 88 mcg.",
             "88 mcg is a common in-between dose.")]),
    }, "questions": [
        ("implicit_present", "2024-05-02 09:00", "What dose of levothyroxine do I take?",
         "88 mcg", ["d3"]),
        ("paraphrase", "2024-05-02 09:00", "How much thyroid medication am I on these days?",
         "88 mcg of levothyroxine", ["d3"]),
        ("distractor_slot", "2024-05-02 09:00", "What's my levothyroxine dose?", "88 mcg",
         ["d3"]),
        ("correction", "2024-05-02 09:00", "What dose was I on over the winter, after the first "
         "increase?", "75 mcg", ["d2"], "past"),
        ("past", "2024-05-02 09:00", "What dose did I start on?", "50 mcg", ["d1"]),
        ("implicit_present", "2024-05-02 09:00", "Who is my endocrinologist?", "Dr Lindgren",
         ["e2"]),
        ("past", "2024-05-02 09:00", "Who was my thyroid specialist before Dr Lindgren?",
         "Dr Varga", ["e1"]),
    ]},
    {"id": "f22", "sessions": {
        "s1": ("2023-11-20 20:30", [
            ("e1", "I'm an archivist at the city library. We found a box of 1890s tram tickets "
             "today! How should I store them?",
             "Acid-free folders in an archival box, kept cool and dry, and handle them with clean "
             "dry hands."),
            ("cm1", "The tram to work takes 25 minutes, so I had time to read up on it.",
             "Handy reading time.")]),
        "s2": ("2024-01-16 18:00", [
            ("e2", "I've been offered the collections manager job at the Maritime Museum and I "
             "said yes! I start on 1 April.",
             "Congratulations! That's a big step up."),
            ("I'll miss the library.", "You'll take your skills with you.")]),
        "s3": ("2024-03-08 17:10", [
            ("Help me write a short goodbye message to my library colleagues.",
             "Thank you all for the years of puzzles, tea and dusty boxes. I'll miss you, and "
             "I'll be back to borrow books!"),
            ("Perfect.", "They'll love it.")]),
        "s4": ("2024-04-24 13:00", [
            ("My friend Oona works at the Maritime Museum café and brings me cake at lunch.",
             "A friend in the café is a serious perk."),
            ("Dangerous for my waistline.", "Worth it.")]),
        "s5": ("2024-05-15 08:40", [
            ("cm2", "The museum is a 10-minute walk from home, so no more tram.",
             "A walking commute is good for body and mind."),
            ("I even go home for lunch sometimes.", "A luxury.")]),
    }, "questions": [
        ("announced", "2024-06-10 10:00", "Where do I work?", "The Maritime Museum", ["e2"]),
        ("announced", "2024-06-10 10:00", "What's my job title?", "Collections manager",
         ["e2"]),
        ("distractor_slot", "2024-06-10 10:00", "Who employs me?", "The Maritime Museum",
         ["e2"]),
        ("past", "2024-06-10 10:00", "Where did I work in February 2024?",
         "The city library", ["e1"]),
        ("past", "2024-06-10 10:00", "What was my job before the museum?",
         "Archivist at the city library", ["e1"]),
        ("implicit_present", "2024-06-10 10:00", "How long does my trip to work take?",
         "A 10-minute walk", ["cm2"]),
        ("past", "2024-06-10 10:00", "How did I get to work at the library?",
         "By tram, 25 minutes", ["cm1"]),
    ]},
    {"id": "f23", "sessions": {
        "s1": ("2024-01-10 19:20", [
            ("n1", "Liesl is two now and goes to Little Acorns nursery three days a week. She "
             "bites other kids sometimes. Help!",
             "Common at two. Stay calm, name the feeling, and work with the nursery on a "
             "consistent response."),
            ("b1", "Bedtime is 7pm but she fights it.", "A fixed, boring routine helps.")]),
        "s2": ("2024-05-28 21:00", [
            ("n2", "Little Acorns closes for refurbishment this summer, so a nanny, Perpetua, "
             "looks after Liesl at home from June to August.",
             "A good chance for one-to-one time. Agree nap times with Perpetua."),
            ("She's lovely already.", "Great start.")]),
        "s3": ("2024-07-14 12:30", [
            ("Our neighbours' nanny Ingeborg takes their twins to the same playground as "
             "Perpetua.",
             "Playground friends for everyone."),
            ("The twins adore Liesl.", "Sweet.")]),
        "s4": ("2024-09-09 20:40", [
            ("n3", "Little Acorns reopened and Liesl is back there three days a week. We miss "
             "Perpetua.",
             "Returning to a familiar place should help Liesl settle quickly."),
            ("b2", "We moved bedtime to 7:30 now she naps less.", "Makes sense at her age.")]),
    }, "questions": [
        ("changes_back", "2024-10-20 10:00", "Who looks after Liesl during the day?",
         "Little Acorns nursery", ["n3"]),
        ("implicit_present", "2024-10-20 10:00", "Where does Liesl go while I'm at work?",
         "Little Acorns nursery", ["n3"]),
        ("distractor_slot", "2024-10-20 10:00", "Do we have a nanny?",
         "No, Liesl is back at Little Acorns nursery", ["n3"]),
        ("past", "2024-10-20 10:00", "Who looked after Liesl in July 2024?",
         "Perpetua, a nanny", ["n2"]),
        ("implicit_present", "2024-10-20 10:00", "What time is Liesl's bedtime?", "7:30pm",
         ["b2"]),
        ("past", "2024-10-20 10:00", "What was Liesl's bedtime at the start of the year?", "7pm",
         ["b1"]),
        ("explicit_present", "2024-10-20 10:00", "Which nursery is my daughter at currently?",
         "Little Acorns", ["n3"]),
    ]},
    {"id": "f24", "sessions": {
        "s1": ("2023-09-02 15:15", [
            ("pt1", "At 45 I started piano lessons with Mrs Halvorsen. My fingers won't do what "
             "they're told.",
             "Slow practice with hands separately is the fastest way forward."),
            ("How long per day?", "Twenty focused minutes beats an hour of noodling.")]),
        "s2": ("2023-10-14 11:00", [
            ("ch1", "I joined St Brigid's community choir. They put me with the tenors.",
             "Choir is great for ear training, which helps the piano too."),
            ("bb1", "Also, basketball season starts: I'm a Ridgeport Comets fan, for my sins.",
             "Long-suffering fans are the most loyal.")]),
        "s3": ("2024-01-08 18:30", [
            ("pt2", "Mrs Halvorsen moved to the coast, so Jonah Feld teaches me piano now. He "
             "makes me play scales in the dark.",
             "Playing without looking builds real finger memory."),
            ("It's terrifying.", "And effective.")]),
        "s4": ("2024-02-20 20:20", [
            ("My daughter's piano teacher, Ms Okafor, entered her for a competition.",
             "How exciting. Short daily practice will serve her well."),
            ("She's practising more than me.", "Healthy competition at home.")]),
        "s5": ("2024-03-26 21:45", [
            ("ch2", "The choir director moved me from tenor to baritone; the high notes were a "
             "struggle.",
             "Singing in a comfortable range will improve your tone."),
            ("bb2", "And I've given up on the Comets. I'm all in on the Halden Foxes now.",
             "A bold switch mid-season.")]),
    }, "questions": [
        ("implicit_present", "2024-05-05 10:00", "Who is my piano teacher?", "Jonah Feld",
         ["pt2"]),
        ("distractor_slot", "2024-05-05 10:00", "Who gives me piano lessons?", "Jonah Feld",
         ["pt2"]),
        ("past", "2024-05-05 10:00", "Who taught me piano when I started?", "Mrs Halvorsen",
         ["pt1"]),
        ("implicit_present", "2024-05-05 10:00", "What part do I sing in the choir?",
         "Baritone", ["ch2"]),
        ("past", "2024-05-05 10:00", "Which voice part did I sing when I joined the choir?",
         "Tenor", ["ch1"]),
        ("paraphrase", "2024-05-05 10:00", "Which basketball side am I a fan of?",
         "The Halden Foxes", ["bb2"]),
        ("past", "2024-05-05 10:00", "Which team did I follow before the Foxes?",
         "The Ridgeport Comets", ["bb1"]),
    ]},
]
