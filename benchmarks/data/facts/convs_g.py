"""Conversations f38-f43 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, with slots mostly new to the set: a shift supervisor, a vet, a cat's food, a car and its
insurer, a child's after-school club, an inhaler, working hours, a job title.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f38", "sessions": {
        "s1": ("2022-01-10 22:15", [
            ("sup1", "Back from a night shift at the Kestrel Road depot. My supervisor, Idris "
             "Vantongeren, lets us take the long break at 3 instead of 2, which is a lifesaver.",
             "A later break splits a night shift more evenly. Do you eat a proper meal then?"),
            ("bed1", "Mostly a sandwich. On my days off I try to be in bed by half eleven so I "
             "don't drift completely.",
             "Keeping roughly the same bedtime on days off makes the switch back less brutal.")]),
        "s2": ("2022-02-21 11:30", [
            ("rent1", "Rent on my one-bed above the launderette went up to 745 a month. The "
             "heating still clanks like a ship.",
             "Worth asking the landlord to bleed the radiators; the clanking is often air."),
            ("I'll email him tonight.", "Keep it in writing, it helps later.")]),
        "s3": ("2022-03-30 19:05", [
            ("rent2", "Small fix to what I told you: the rent is 765, not 745. I read the old "
             "standing order by mistake.",
             "Got it, 765 a month."),
            ("Twenty quid is twenty quid.", "It adds up over a year, yes.")]),
        "s4": ("2022-05-12 17:40", [
            ("My brother Tobin pays 1,100 for a studio in the city centre and thinks I'm the "
             "one being robbed.",
             "City centre studios are priced for location, not space."),
            ("His has a balcony the size of a tea tray.", "A very small luxury.")]),
        "s5": ("2022-06-27 08:20", [
            ("sup2", "Shake-up at the depot. Idris moves to the day shift in August, and "
             "Marguerite Okonjo will be the one running our nights after that.",
             "New supervisors often change small routines, so ask her early about breaks."),
            ("I hope she keeps the 3 o'clock break.", "Bring it up in your first week.")]),
        "s6": ("2022-09-14 23:50", [
            ("bed2", "I've given up on the half-eleven thing. Days off I just crash around one "
             "in the morning now, it's easier on my body clock.",
             "If it keeps you steadier between shifts, that's reasonable."),
            ("My cat approves, she likes the late company.", "Cats are natural night workers.")]),
        "s7": ("2022-11-03 14:10", [
            ("Is it bad to drink energy drinks on nights? I have two a shift.",
             "Two is a lot of caffeine late on; try having the second before 2 am at the "
             "latest so you can still sleep after."),
            ("Noted.", "Water in between helps too.")]),
        "s8": ("2023-01-19 21:25", [
            ("bed3", "Doctor talked me round: days off I'm back to bed by half past eleven, "
             "like I used to. Feel much better for it.",
             "Good, the earlier bedtime is kinder to your sleep overall."),
            ("Marguerite even swapped my rota to help.", "A supervisor worth keeping.")]),
    }, "questions": [
        ("announced", "2022-07-20 09:00", "Who is my supervisor on nights?",
         "Idris Vantongeren (Marguerite Okonjo only takes over in August)", ["sup1", "sup2"]),
        ("announced", "2023-03-02 09:00", "Who's my supervisor at the depot?",
         "Marguerite Okonjo", ["sup2"]),
        ("paraphrase", "2023-03-02 09:00", "Who's my boss on the night shift these days?",
         "Marguerite Okonjo", ["sup2"]),
        ("correction", "2023-03-02 09:00", "How much rent do I pay for my flat?",
         "765 a month", ["rent2"]),
        ("distractor_slot", "2023-03-02 09:00", "What's my monthly rent?", "765 a month",
         ["rent2"]),
        ("changes_back", "2023-03-02 09:00", "What time do I go to bed on my days off?",
         "Half past eleven", ["bed3"]),
        ("past", "2023-03-02 09:00", "When was I going to sleep on days off in autumn 2022?",
         "Around one in the morning", ["bed2"]),
        ("past", "2023-03-02 09:00", "Who supervised my shifts in early 2022?",
         "Idris Vantongeren", ["sup1"]),
    ]},
    {"id": "f39", "sessions": {
        "s1": ("2020-04-06 18:00", [
            ("vet1", "Pumpernickel, my tabby, had his jabs at Fernhollow Vets today. Dr Ashby "
             "said he's a healthy lump.",
             "Good news. Keep the vaccination card somewhere you can find it."),
            ("food1", "He's on Nibblecrest indoor biscuits, a cup a day, and acts like he's "
             "starving.",
             "Indoor cats are great actors. A puzzle feeder can slow him down.")]),
        "s2": ("2020-05-18 20:30", [
            ("My neighbour Philippa takes her spaniel to Greystone Animal Clinic and swears by "
             "their nurse.",
             "A good vet nurse makes a big difference for nervous dogs."),
            ("Her spaniel is very nervous.", "Then it's a lucky match.")]),
        "s3": ("2020-07-02 09:45", [
            ("food2", "Pumpernickel's on a wet food called Sardine Sunday since his teeth "
             "started bothering him. He eats it in about eight seconds.",
             "Softer food is easier on sore teeth. Ask the vet to check them anyway."),
            ("Already booked.", "Good.")]),
        "s4": ("2020-08-11 16:20", [
            ("vet2", "We've left Fernhollow. Too far now I don't drive. Pumpernickel is "
             "registered at the Quayside Pet Surgery round the corner.",
             "Closer is better for a cat who hates the carrier."),
            ("He yowled the whole way to the old place.", "Then the short walk is a gift.")]),
        "s5": ("2020-10-01 19:10", [
            ("What plants are poisonous to cats? I want to buy some for the windowsill.",
             "Lilies are the big one; avoid them completely. Spider plants and calatheas are "
             "safe choices."),
            ("Spider plant it is.", "He may chew it, but it won't hurt him.")]),
        "s6": ("2020-11-23 13:35", [
            ("food3", "His teeth were fine in the end, so he's back on the Nibblecrest biscuits "
             "and the Sardine Sunday is a Friday treat only.",
             "A treat day keeps him happy without the cost."),
            ("My sister feeds her cats raw chicken. Not doing that.", "Fair enough.")]),
        "s7": ("2021-01-14 10:05", [
            ("Pumpernickel learned to open the cupboard with the treats. Any advice?",
             "Child locks work on cats too, the plastic clip kind."),
            ("Genius.", "He'll be offended, but he'll live.")]),
    }, "questions": [
        ("implicit_present", "2021-02-20 09:00", "Which vet is Pumpernickel registered with?",
         "Quayside Pet Surgery", ["vet2"]),
        ("distractor_slot", "2021-02-20 09:00", "What's the name of our vet practice?",
         "Quayside Pet Surgery", ["vet2"]),
        ("paraphrase", "2021-02-20 09:00", "Where do I take my cat for check-ups?",
         "Quayside Pet Surgery, round the corner", ["vet2"]),
        ("past", "2021-02-20 09:00", "Where did Pumpernickel have his jabs in April 2020?",
         "Fernhollow Vets", ["vet1"]),
        ("changes_back", "2021-02-20 09:00", "What does my cat eat day to day?",
         "Nibblecrest indoor biscuits", ["food3"]),
        ("explicit_present", "2021-02-20 09:00", "What's Pumpernickel's everyday food "
         "at the moment?", "Nibblecrest indoor biscuits", ["food3"]),
        ("past", "2021-02-20 09:00", "What was my cat eating in the summer of 2020?",
         "Sardine Sunday wet food", ["food2"]),
    ]},
    {"id": "f40", "sessions": {
        "s1": ("2023-02-02 19:20", [
            ("car1", "My old Skoda Fabia failed its MOT on the brakes again. The garage says "
             "it's 600 quid.",
             "On an older car, compare that with what the car is worth before you pay."),
            ("ins1", "It's insured with Thistledown Direct, 41 a month, which feels steep for "
             "a car worth about 900.",
             "At that value, a third-party policy might save you money.")]),
        "s2": ("2023-03-09 12:05", [
            ("car2", "Said goodbye to the Fabia. Picked up a secondhand Kia Ceed, grey, 2017, "
             "and it has heated seats!",
             "Heated seats on a February morning feel like luxury. Enjoy it."),
            ("The previous owner left a box of mints in the glovebox.", "A welcome gift.")]),
        "s3": ("2023-04-15 15:40", [
            ("My colleague Benno drives a bright orange Fiat Panda and we can always find it "
             "in the car park.",
             "The easiest car to find in any car park."),
            ("He calls it the satsuma.", "Of course he does.")]),
        "s4": ("2023-05-30 18:50", [
            ("ins2", "Thistledown wanted 58 a month to cover the Kia, so I went with "
             "Marrowbank Insurance at 36 instead.",
             "Comparing at renewal nearly always pays. Check the excess is similar."),
            ("Excess is 250.", "That's normal.")]),
        "s5": ("2023-07-21 09:10", [
            ("park1", "The council gave me a resident's permit for zone F, so I can park on "
             "Alder Crescent outside my door.",
             "Much better than circling the block at night."),
            ("It's 90 a year.", "Cheaper than a parking ticket or two.")]),
        "s6": ("2023-09-04 20:15", [
            ("My dad wants to get an electric car but he lives in a flat. Is that mad?",
             "Not if there are public chargers nearby or at his work; check the map apps."),
            ("There's one at his supermarket.", "That could work for weekly top-ups.")]),
        "s7": ("2023-11-12 17:25", [
            ("park2", "Moved the car off the street; I'm renting a garage on Pemberly Mews "
             "for 45 a month after two wing mirrors got clipped.",
             "A garage will save you repairs and scraping ice."),
            ("ins3", "And Marrowbank took 10 a month off the insurance because it's garaged "
             "overnight, so it's 26 now.",
             "Nice, garaging often lowers premiums.")]),
    }, "questions": [
        ("implicit_present", "2024-01-08 09:00", "What car do I drive?",
         "A grey 2017 Kia Ceed", ["car2"]),
        ("distractor_slot", "2024-01-08 09:00", "What kind of car have I got?",
         "A grey 2017 Kia Ceed", ["car2"]),
        ("implicit_present", "2024-01-08 09:00", "Who insures my car?", "Marrowbank Insurance",
         ["ins2"]),
        ("explicit_present", "2024-01-08 09:00", "How much is my car insurance currently?",
         "26 a month", ["ins3"]),
        ("paraphrase", "2024-01-08 09:00", "Where do I leave the car overnight?",
         "A rented garage on Pemberly Mews", ["park2"]),
        ("past", "2024-01-08 09:00", "Which car did I have before the Kia?", "A Skoda Fabia",
         ["car1"]),
        ("past", "2024-01-08 09:00", "Which company insured my car in early 2023?",
         "Thistledown Direct", ["ins1"]),
    ]},
    {"id": "f41", "sessions": {
        "s1": ("2019-09-09 20:05", [
            ("club1", "Wren started the Tuesday after-school club at Hollins Primary, it's "
             "Lego robotics. She came home talking about gears for an hour.",
             "That's a great sign. Robotics clubs build patience as well as skills."),
            ("sch1", "She's in Year 3 now, in Mrs Pettigrew's class.",
             "Year 3 is a big jump in independence.")]),
        "s2": ("2019-10-22 18:40", [
            ("Our friends' boy Alfie goes to judo club on Tuesdays and they're trying to get "
             "Wren to join too.",
             "Trying a couple of taster sessions never hurts."),
            ("She said judo is 'just hugging on the floor'.", "Not entirely wrong.")]),
        "s3": ("2019-12-03 19:30", [
            ("tea1", "Parents' evening: Mrs Pettigrew is going on maternity leave after "
             "Christmas, and a Mr Adeyemi-Clarke will have Wren's class for the rest of the "
             "year.",
             "Worth meeting him early in January so he knows where Wren is at."),
            ("We'll send a note in.", "Good idea.")]),
        "s4": ("2020-01-27 08:15", [
            ("club2", "Wren dropped robotics, she says the boys hog the motors. She does "
             "the choir club on Thursdays now and sings in the bath constantly.",
             "Choir is lovely for confidence. Maybe flag the motor-hogging to the club?"),
            ("We told the school.", "Good.")]),
        "s5": ("2020-03-02 19:55", [
            ("How do I get a 7 year old to read on her own at bedtime?",
             "Let her pick the books, even comics, and read the first chapter together."),
            ("Comics it is.", "Anything that gets pages turned.")]),
        "s6": ("2020-06-10 12:00", [
            ("My nephew's school runs a chess club at lunch and he's already beating my "
             "brother.",
             "Children pick up chess fast when they play daily."),
            ("My brother is sulking.", "He'll survive.")]),
        "s7": ("2020-09-14 17:35", [
            ("sch2", "Wren is Year 4 now, her teacher this year is Miss Okafor-Lund, who keeps "
             "stick insects in the classroom.",
             "Class pets are great for responsibility."),
            ("club3", "And she's gone back to the robotics club, Tuesdays again, now there's a "
             "girls-only table.",
             "Lovely that the school sorted it.")]),
    }, "questions": [
        ("implicit_present", "2020-10-19 09:00", "Who is Wren's teacher?", "Miss Okafor-Lund",
         ["sch2"]),
        ("implicit_present", "2020-10-19 09:00", "What year group is Wren in?", "Year 4",
         ["sch2"]),
        ("changes_back", "2020-10-19 09:00", "What after-school club does Wren go to?",
         "The robotics club on Tuesdays", ["club3"]),
        ("distractor_slot", "2020-10-19 09:00", "Which club does my daughter do after "
         "school these days?", "Lego robotics, on Tuesdays", ["club3"]),
        ("past", "2020-10-19 09:00", "What club was Wren doing in spring 2020?",
         "Choir club on Thursdays", ["club2"]),
        ("past", "2020-10-19 09:00", "Who was Wren's teacher in February 2020?",
         "Mr Adeyemi-Clarke", ["tea1"]),
        ("announced", "2020-01-14 09:00", "Who teaches Wren's class?", "Mr Adeyemi-Clarke",
         ["tea1"]),
    ]},
    {"id": "f42", "sessions": {
        "s1": ("2024-03-04 21:10", [
            ("inh1", "Asthma's flaring with the damp. I use a blue salbutamol inhaler, two "
             "puffs when I need it, plus a brown preventer, Clenil, 100 micrograms twice a day.",
             "If you reach for the blue one more than three times a week, the preventer may "
             "need reviewing with your nurse."),
            ("I'm at about five times a week.", "Then book that review soon.")]),
        "s2": ("2024-03-25 10:30", [
            ("inh2", "Asthma nurse bumped the preventer: Clenil 200 micrograms, twice a day, "
             "for three months, then we review.",
             "Rinse your mouth after the preventer to avoid thrush."),
            ("nur1", "The nurse is called Siobhan Farrow, she was brilliant.",
             "A good asthma nurse is worth her weight in gold.")]),
        "s3": ("2024-04-29 19:45", [
            ("My partner's mum is on three puffs of her preventer and a tablet for her "
             "asthma as well.",
             "Add-on tablets are common when inhalers alone aren't enough."),
            ("She's doing fine.", "Good.")]),
        "s4": ("2024-06-20 16:05", [
            ("pe1", "Bought a peak flow meter. My best reading this week was 410.",
             "Write down your best; it's the yardstick your plan uses."),
            ("I'll keep a diary.", "Morning and evening if you can.")]),
        "s5": ("2024-07-08 09:25", [
            ("inh3", "Review done: chest is much calmer so I'm stepping down to Clenil 100 "
             "twice daily again.",
             "Stepping down when things settle is exactly the plan. Watch for a relapse in "
             "autumn."),
            ("nur2", "Siobhan has left the practice, by the way. My asthma reviews are with "
             "Nurse Ekwueme now.",
             "Hopefully the notes carry over smoothly.")]),
        "s6": ("2024-09-30 20:40", [
            ("pe2", "Peak flow best is up to 460 since I started swimming.",
             "Great improvement, swimming suits asthmatic lungs."),
            ("I'm doing 20 lengths.", "Nice steady amount.")]),
        "s7": ("2024-10-04 20:55", [
            ("pe3", "Correction, I misread the meter: my best peak flow is 450, not 460.",
             "Noted, 450. Still a clear improvement on 410."),
            ("Still happy.", "You should be.")]),
    }, "questions": [
        ("changes_back", "2024-11-18 09:00", "What dose of Clenil am I on?",
         "100 micrograms twice a day", ["inh3"]),
        ("paraphrase", "2024-11-18 09:00", "How strong is my brown inhaler now?",
         "100 micrograms, twice a day", ["inh3"]),
        ("distractor_slot", "2024-11-18 09:00", "What dose is my preventer inhaler?",
         "Clenil 100 micrograms, twice a day", ["inh3"]),
        ("past", "2024-11-18 09:00", "What preventer dose was I on in May 2024?",
         "Clenil 200 micrograms twice a day", ["inh2"]),
        ("implicit_present", "2024-11-18 09:00", "Who does my asthma reviews?",
         "Nurse Ekwueme", ["nur2"]),
        ("correction", "2024-11-18 09:00", "What is my best peak flow reading?", "450",
         ["pe3"]),
        ("past", "2024-11-18 09:00", "Which nurse put my preventer dose up?", "Siobhan Farrow",
         ["nur1"]),
    ]},
    {"id": "f43", "sessions": {
        "s1": ("2025-01-13 18:45", [
            ("job1", "First week as a junior data analyst at Cobbleway Freight. I mostly clean "
             "up spreadsheets of pallets.",
             "Cleaning data is most of the job everywhere, and it teaches you the business."),
            ("hrs1", "Hours are 9 to 5.30, Monday to Friday, all in the office on Dunmore "
             "Street.",
             "Regular hours help while you're learning.")]),
        "s2": ("2025-02-24 20:10", [
            ("My housemate Clio just got made senior designer at her studio, drinks on her.",
             "Congratulations to her. Enjoy the drinks."),
            ("She works four days a week too, lucky thing.", "A four-day week is a dream "
             "for many.")]),
        "s3": ("2025-04-07 12:35", [
            ("What's the difference between a left join and an inner join? My manager keeps "
             "asking me to fix mine.",
             "An inner join keeps only rows with a match on both sides; a left join keeps all "
             "of the left table and fills gaps with nulls."),
            ("That explains the missing pallets.", "It usually does.")]),
        "s4": ("2025-05-19 17:15", [
            ("hrs2", "Good news on the rota: I start at 8 and finish at 4 from now on, and "
             "Fridays are from home.",
             "Early finishes are great in summer."),
            ("I can make the 4.20 train.", "That's a proper perk.")]),
        "s5": ("2025-07-02 19:30", [
            ("job2", "Had my review. From the first of September I'm Data Analyst, no 'junior', "
             "with a pay bump.",
             "Congratulations, that's a quick step up."),
            ("Six months!", "Well earned.")]),
        "s6": ("2025-09-22 08:55", [
            ("hrs3", "I asked to compress my week: Monday to Thursday, 8 till 6, Fridays off. "
             "Approved!",
             "Long days, but a three-day weekend every week."),
            ("I'm going to learn pottery on Fridays.", "Good use of it.")]),
        "s7": ("2025-11-10 21:00", [
            ("My cousin is a data engineer and thinks analysts have it easy. Discuss.",
             "Engineers build the pipes; analysts explain what comes out. Both are hard in "
             "different ways."),
            ("I'll quote you at Christmas.", "Please do.")]),
    }, "questions": [
        ("announced", "2025-08-12 09:00", "What's my job title?", "Junior data analyst",
         ["job1", "job2"]),
        ("announced", "2025-12-01 09:00", "What is my job title at Cobbleway?", "Data Analyst",
         ["job2"]),
        ("distractor_slot", "2025-12-01 09:00", "What's my role called at work?",
         "Data Analyst", ["job2"]),
        ("implicit_present", "2025-12-01 09:00", "What hours do I work?",
         "Monday to Thursday, 8 till 6, Fridays off", ["hrs3"]),
        ("explicit_present", "2025-12-01 09:00", "Which days am I working at the moment?",
         "Monday to Thursday", ["hrs3"]),
        ("past", "2025-12-01 09:00", "What time did I finish work in June 2025?", "4 pm",
         ["hrs2"]),
        ("past", "2025-12-01 09:00", "What were my working hours when I started at "
         "Cobbleway?", "9 to 5.30, Monday to Friday", ["hrs1"]),
    ]},
]
