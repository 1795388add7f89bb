"""Conversations f82-f87 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, with slots new to the set: a toddler's nursery key worker, a running app, a blood donor
session venue, a home wifi network name, a smart speaker's wake word, a Friday takeaway, a boiler
engineer, a monthly gift to a hospice, a hallway paint colour, a work team's name, a daily
stand-up time, a language app's daily goal, a dog's insurer, a dog's weekday minder, a dog
training class, a standing order to a son at university, an allotment neighbour and a cinema
membership.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f82", "sessions": {
        "s1": ("2021-09-06 20:10", [
            ("key1", "Can you help me write a short note to go in Ivo's nursery bag? He started "
             "at Acornfield today, mornings only this week. Things they need to know: he'll "
             "drink milk but won't touch anything lumpy, he naps best with his grey rabbit, and "
             "he says 'bop' when he means his bottle. They've paired him with Bethan Blackwood "
             "as his key worker, and she got straight down on the carpet with him and he let "
             "her read him a whole book, which never happens with strangers. I want it to "
             "sound relaxed, not like one of those parents.",
             "Here's a draft: 'Hi Bethan, a few things about Ivo: he's happy with milk (his "
             "bottle is a \"bop\"), he isn't keen on lumpy food yet, and he naps best with his "
             "grey rabbit. Thanks for such a lovely first morning!' Short, friendly, and it "
             "tells her what she needs."),
            ("He cried at the door though.",
             "Most children cry at drop-off for the first week or two and settle within minutes "
             "once you've gone. Ask them to text you a photo mid-morning.")]),
        "s2": ("2021-10-18 07:45", [
            ("run1", "Trying to get back into running now Ivo sleeps through. I've put Jogwise "
             "on my phone, the free one where a woman tells you when to walk and when to run. "
             "Week three nearly finished me.",
             "Week three is where a lot of people wobble because the running blocks get longer. "
             "Repeat a week if you need to; there's no prize for finishing on schedule."),
            ("Is it normal for my shins to ache the day after?",
             "Some ache is common at the start. Ease off if it's sharp or in one spot, run on "
             "softer ground when you can, and check your shoes aren't worn out.")]),
        "s3": ("2021-11-29 19:30", [
            ("don1", "Gave blood for the first time today, at the donor session in the Civic "
             "Hall on Bellmont Road. Turns out I'm O negative, so the nurse says they'll be "
             "chasing me every sixteen weeks.",
             "O negative can go to almost anyone, so you'll be popular. Eat something salty and "
             "drink plenty for the rest of the day."),
            ("I got a biscuit and a sticker.", "Honestly the best part.")]),
        "s4": ("2022-01-24 21:05", [
            ("Half the people at the Saturday morning run use Kilopace, so I tried the free "
             "trial. The plans are good but it's 8.99 a month after that. Not paying it, I've "
             "cancelled and I'm sticking with what I had.",
             "Fair enough. A free app and a simple plan on paper will get you a long way."),
            ("Finished couch-to-5k last week, by the way!",
             "Congratulations, that's a real achievement. Hold at 5k for a few weeks before "
             "adding distance.")]),
        "s5": ("2022-03-07 18:20", [
            ("key2", "Ivo's moved up to the Ladybird room now he's two, so it's Dilys Colquhoun "
             "who does his daily sheet and his learning journal from now on. She's older and "
             "very calm and sends me photos of him at the sand tray. He still waves at Bethan "
             "through the window every morning.",
             "Room moves usually come with a new key person, and he sounds in good hands. The "
             "waving shows the bond he built in his first room."),
            ("How do I get him to tell me what he did all day?",
             "Ask small, specific questions ('who played at the sand with you?') and use the "
             "photos as prompts.")]),
        "s6": ("2022-04-11 08:30", [
            ("don2", "Text from the blood service: the Civic Hall is closing for a refurb, so "
             "from June the donor sessions move to Merriton Leisure Centre, in the sports hall. "
             "I've booked 14 June after work.",
             "Thanks for the heads-up. Have a proper meal beforehand and drink a pint of water "
             "just before you donate."),
            ("The leisure centre has better parking at least.",
             "That makes the evening slots much easier.")]),
        "s7": ("2022-05-23 19:50", [
            ("run2", "Could you put together a ten-week plan for the Dalesby 10k in September? "
             "I can run three times a week, and one of them has to be the Thursday evening "
             "session with the running club I've joined, usually hills or intervals. Everyone "
             "there logs their runs on Kilopace and the coach sets the sessions in it, so I "
             "caved and signed up properly after all, and I'll put your plan in there too. My "
             "longest run so far is 7k, and I'd like to get round in under an hour without "
             "walking.",
             "Weeks 1-4: the Thursday club session, one easy 5k, and a Sunday long run building "
             "from 7k to 9k. Weeks 5-8: add a few minutes at 10k pace to the easy run and take "
             "the long run to 11k. Weeks 9-10: taper back to 6-7k. Under an hour is about 6 "
             "minutes per km, very doable from where you are."),
            ("Can I swap days round if Ivo's ill?",
             "Yes, just keep a rest day between the two harder runs.")]),
        "s8": ("2022-07-04 20:15", [
            ("Our friends' daughter Agnes started at Acornfield this week and guess who her key "
             "worker is: Bethan. Agnes has apparently decided Bethan is her best friend.",
             "Bethan sounds very good with new starters. Lovely that Agnes settled quickly."),
            ("Ivo is outraged that Agnes gets Bethan.",
             "Toddler jealousy is fierce but short-lived.")]),
        "s9": ("2022-08-15 21:30", [
            ("Freya has caught the running bug too, but she's gone with Milestride because she "
             "says the app I'm on is full of show-offs posting their splits. Three runs in and "
             "she's already bought a headband.",
             "Whatever app gets her out of the door is the right one. The headband shows "
             "commitment."),
            ("Should we train together?",
             "Run together on easy days at her pace and keep your club session separate.")]),
    }, "questions": [
        ("announced", "2022-05-30 09:00", "Where do I go to give blood?",
         "The Civic Hall on Bellmont Road (the sessions only move to Merriton Leisure Centre in "
         "June)", ["don1", "don2"]),
        ("announced", "2022-09-12 09:00", "Where are the blood donor sessions I go to held?",
         "Merriton Leisure Centre, in the sports hall", ["don2"]),
        ("implicit_present", "2022-09-12 09:00", "Who is Ivo's key worker at nursery?",
         "Dilys Colquhoun", ["key2"]),
        ("distractor_slot", "2022-09-12 09:00", "Which member of the nursery staff is "
         "responsible for my son?", "Dilys Colquhoun, in the Ladybird room", ["key2"]),
        ("past", "2022-09-12 09:00", "Who looked after Ivo when he first started at "
         "Acornfield?", "Bethan Blackwood", ["key1"]),
        ("paraphrase", "2022-09-12 09:00", "What do I record my jogs on?", "Kilopace",
         ["run2"]),
        ("explicit_present", "2022-09-12 09:00", "Which running app am I using at the moment?",
         "Kilopace (the one the running club uses)", ["run2"]),
        ("past", "2022-09-12 09:00", "What was guiding me through couch-to-5k in autumn 2021?",
         "Jogwise, the free app", ["run1"]),
    ]},
    {"id": "f83", "sessions": {
        "s1": ("2023-01-09 19:00", [
            ("tk1", "Friday is takeaway night in our house, always Kashmir Spice on the corner. "
             "Emrys has had the same lamb bhuna every week for four years.",
             "A ritual like that is half the fun. Do they know your order when you ring?"),
            ("They start cooking before I've finished saying hello.",
             "That's the mark of true regulars.")]),
        "s2": ("2023-02-13 20:30", [
            ("wifi1", "My mum is coming to stay for a fortnight and she's hopeless with anything "
             "technical. Could you write a little card for the guest room with the basics? The "
             "heating comes on at half six, the shower needs the pull cord by the door, the "
             "spare key is in the blue jug, and the wifi network is Gooseberry Fool with the "
             "password on the sticker under the router in the hall. Big print, cheerful, "
             "nothing that makes her feel fussed over.",
             "Welcome! Heating: on at 6.30 every morning. Shower: pull the cord by the door "
             "first. Spare key: in the blue jug. Wifi: Gooseberry Fool, password on the sticker "
             "under the router in the hall. Shout if anything's odd, and make yourself at "
             "home."),
            ("Perfect, she'll love that.", "Print it nice and large.")]),
        "s3": ("2023-04-03 18:40", [
            ("spk1", "The speaker in the kitchen answers to 'Hey Jinni' and the kids think it's "
             "hilarious to shout rude requests at it. Can I stop it blasting music at full "
             "volume when they do?",
             "Most of these speakers let you set a maximum volume and a family filter in the "
             "app. Cap it around half and turn the filter on."),
            ("Done. They're furious.", "A sign it's working.")]),
        "s4": ("2023-06-19 21:15", [
            ("wifi2", "Full fibre went in today, new router and everything. Emrys insisted on "
             "renaming the network Kettle Corn, because it's his favourite snack. Password is "
             "on a post-it on the fridge for now.",
             "A good moment to pick a strong password too. Anything on the old network, like "
             "the speaker, will need connecting again."),
            ("Ah, that's why it's been silent all afternoon.",
             "Yes, it'll need setting up on the new network in its app.")]),
        "s5": ("2023-08-07 19:20", [
            ("spk2", "Had to change what the kitchen speaker listens for. My niece Jinny is "
             "staying for the summer and every time someone called her it started playing the "
             "radio. It wakes up to 'Computer' now, and Emrys says it's like living on a "
             "spaceship.",
             "Sensible fix. A wake word that sounds like nobody's name saves a lot of "
             "accidental triggers."),
            ("Jinny thinks it's about her personally.", "Teenagers usually do.")]),
        "s6": ("2023-10-30 17:55", [
            ("tk2", "I'm doing a little Halloween party for the kids and four of their friends. "
             "Can you give me a simple plan, two games, a craft and a spooky-looking pudding? I "
             "am not cooking a main. We stopped getting Kashmir Spice on Fridays once it "
             "changed hands and the bhuna went sweet, it's pizza from Forno Lupo now, so I'll "
             "just order a few of their margheritas. Keep it cheap, the living room is tiny "
             "and I'm outnumbered.",
             "Games: musical statues with a spooky playlist, then a mummy race with loo roll. "
             "Craft: paper-plate masks. Pudding: chocolate pots with crushed biscuit 'soil' and "
             "jelly worms. With pizza ordered in, that's about an hour of prep."),
            ("Jelly worms, genius.", "They always go first.")]),
        "s7": ("2023-11-20 19:10", [
            ("wifi3", "Quick correction to what I told you: the wifi isn't Kettle Corn with a "
             "space, it's Kettlecorn, one word. Mum spent twenty minutes on the phone to me "
             "because I'd written it wrong on her card.",
             "Noted, Kettlecorn, one word. Network names are fussy about spaces and capitals."),
            ("We tried Hanok Kitchen last Friday for a change. Good fried chicken but it took "
             "ninety minutes, so that was a one-off.",
             "Ninety minutes is a long wait on a Friday. Maybe keep it for a night you order "
             "early.")]),
        "s8": ("2024-01-22 20:45", [
            ("tk3", "The old family have bought Kashmir Spice back, the son came home to run "
             "the kitchen, and the bhuna tastes right again. So Fridays are theirs once more and "
             "Forno Lupo can keep its soggy bases.",
             "Good news all round, especially for Emrys."),
            ("He cried a bit. Joking. Mostly.", "Understandable.")]),
        "s9": ("2024-02-19 18:30", [
            ("My sister Imogen got the same speaker for Christmas and set hers to wake up to "
             "'Jinni', since nobody in her house has a name like that. Her Friday takeaway is "
             "Thai from Lemongrass Garden.",
             "Sounds like she's copied your setup and improved on the name problem."),
            ("She also renamed her wifi after her cat.", "A popular choice.")]),
    }, "questions": [
        ("changes_back", "2024-03-11 09:00", "Where do we get our Friday takeaway from?",
         "Kashmir Spice on the corner", ["tk3"]),
        ("distractor_slot", "2024-03-11 09:00", "Which place do we order dinner from at the "
         "end of the week?", "Kashmir Spice", ["tk3"]),
        ("past", "2024-03-11 09:00", "Where were we ordering our Friday food from at Christmas "
         "2023?", "Forno Lupo (pizza)", ["tk2"]),
        ("correction", "2024-03-11 09:00", "What's our wifi network called?",
         "Kettlecorn, one word", ["wifi3"]),
        ("past", "2024-03-11 09:00", "What was the network name when Mum came to stay in "
         "February 2023?", "Gooseberry Fool", ["wifi1"]),
        ("paraphrase", "2024-03-11 09:00", "What do I have to say to get the kitchen gadget to "
         "listen?", "'Computer'", ["spk2"]),
        ("explicit_present", "2024-03-11 09:00", "What's the wake word on our smart speaker "
         "now?", "Computer", ["spk2"]),
    ]},
    {"id": "f84", "sessions": {
        "s1": ("2019-03-11 19:30", [
            ("eng1", "Boiler had its annual service today. Dewi Ellery from Calderflow Heating "
             "has done it every March since we moved in, knows all its moods, and only charged "
             "70.",
             "A regular engineer who knows the boiler's history is worth keeping."),
            ("pnt1", "And we finally finished the hallway: Dovecote Grey, two coats. It looks "
             "twice the size.",
             "Pale greys bounce light round a narrow space. Keep the leftover tin for "
             "touch-ups.")]),
        "s2": ("2019-04-29 20:00", [
            ("dd1", "Can you help me set up a simple monthly budget? Take-home is about 2,100. "
             "Fixed stuff: mortgage 780, council tax 140, phone and broadband 55, and the 10 a "
             "month that goes to Bramblewood Hospice by direct debit since they looked after "
             "Dad at the end, that one isn't up for discussion. I want a category for food, one "
             "for petrol, and some kind of buffer so a car repair doesn't wreck the month. "
             "Spreadsheet or app, I don't mind.",
             "Fixed costs come to 985, leaving about 1,115. Try food 350, petrol 120, a buffer "
             "of 150 moved to savings on payday, and the rest split between household bits and "
             "spending. A spreadsheet with one row per category and a column per month is "
             "enough."),
            ("The buffer is the bit I always skip.",
             "Move it on payday, before you can spend it.")]),
        "s3": ("2019-06-17 18:15", [
            ("My daughter wants the hall pink. We tried a tester pot of Mallow Pink by the door "
             "and it looked like a hospital corridor, so no.",
             "Testers save a lot of regret. Maybe let her choose the colour of her own room."),
            ("She's holding out for purple.", "Negotiations continue, then.")]),
        "s4": ("2019-09-23 21:00", [
            ("dd2", "Bramblewood sent a letter about their night nurses appeal, so I've bumped "
             "my monthly gift up to 15. Felt like the least I could do.",
             "That's kind. Gift Aid adds a quarter on top if you pay income tax."),
            ("Already ticked that box.", "Then they get even more.")]),
        "s5": ("2019-11-04 07:20", [
            ("eng2", "The heating died on the coldest night of the year and the gauge on the "
             "boiler says 0.5. Dewi has retired, his van's got a for-sale sign on it, so I rang "
             "round and a woman called Lenka Keane from Ironbridge Heating came out within two "
             "hours. She topped it up, showed me the filling loop, and she's doing the annual "
             "service from now on. How do I repressurise it myself next time so I don't have "
             "to call her out at 40 quid a go?",
             "With the boiler off and cool, open both taps on the filling loop slowly until "
             "the gauge reads about 1.2-1.5 bar, then close them firmly and turn the boiler "
             "back on. If it keeps dropping, there's a leak and Lenka should look at it."),
            ("Thanks, writing that on the cupboard door.", "Good place for it.")]),
        "s6": ("2019-12-16 19:45", [
            ("dd3", "Checked the bank app: the hospice direct debit is 12 a month, not 15. I "
             "must have filled in the wrong box on the form. I'll leave it at 12.",
             "Noted, 12 a month to Bramblewood."),
            ("Twelve is still twelve more than nothing.", "Exactly.")]),
        "s7": ("2020-02-10 20:20", [
            ("pnt2", "Spent the weekend redoing the hall. The grey showed every scuff from the "
             "pushchair, so it's Lichen Green now, a soft sage, with white skirting. Any tips "
             "for getting paint spots off a laminate floor?",
             "Wet emulsion wipes off with a damp cloth. Once it's dry, soften it with a little "
             "warm soapy water and lift it with a plastic scraper or your fingernail."),
            ("Fingernail it is.", "Go gently near the joins.")]),
        "s8": ("2020-03-09 18:05", [
            ("Next door's combi packed in last week and they swear by their man, Carwyn from "
             "Gaskin Plumbing, who fixed it in twenty minutes. They keep telling me to use him.",
             "Good to have a backup name, but if your current engineer is working out there's "
             "no need to switch."),
            ("My colleague Isidore has just painted his hallway Calico Cream and keeps sending "
             "me photos.", "Warm creams seem to be everywhere this year.")]),
    }, "questions": [
        ("paraphrase", "2020-04-06 09:00", "Who do I ring when the heating packs up?",
         "Lenka Keane from Ironbridge Heating", ["eng2"]),
        ("explicit_present", "2020-04-06 09:00", "Who services our boiler these days?",
         "Lenka Keane (Ironbridge Heating)", ["eng2"]),
        ("past", "2020-04-06 09:00", "Who did the boiler service in March 2019?",
         "Dewi Ellery from Calderflow Heating", ["eng1"]),
        ("correction", "2020-04-06 09:00", "How much do I give the hospice each month?", "12",
         ["dd3"]),
        ("past", "2020-04-06 09:00", "How much was my monthly donation to Bramblewood in "
         "spring 2019?", "10", ["dd1"]),
        ("implicit_present", "2020-04-06 09:00", "What colour is our hallway?",
         "Lichen Green, a soft sage", ["pnt2"]),
        ("past", "2020-04-06 09:00", "What colour were the hall walls in 2019?",
         "Dovecote Grey", ["pnt1"]),
    ]},
    {"id": "f85", "sessions": {
        "s1": ("2024-02-05 19:00", [
            ("team1", "First week done at the new job. I'm a developer in a squad called Ibis "
             "that looks after the checkout pages. Everyone's nice, and nobody has explained "
             "the bird names yet.",
             "Bird names are a common way to name teams without tying them to a product. "
             "Checkout is a good place to learn how the money flows."),
            ("su1", "Stand-up is at 9.15 sharp, which means I'm on the 8.10 train every day.",
             "Early, but it gives you a clean start to the day.")]),
        "s2": ("2024-03-18 20:30", [
            ("lang1", "Booked a week in Crete for October, so I've started Greek on Lingomoss. "
             "The daily goal is 10 minutes, mostly done on the train. The alphabet is melting "
             "my brain.",
             "Ten minutes a day is a sustainable start. The alphabet clicks faster than you'd "
             "think, since a lot of the letters turn up in maths."),
            ("Sigma, I know sigma.", "That's one down.")]),
        "s3": ("2024-04-29 21:10", [
            ("lang2", "Can you help me plan the Crete week? We land in Chania on a Saturday, "
             "don't want to drive much, and want two beach days, one gorge walk if it's not too "
             "brutal, and one day of doing nothing at all. I've doubled my daily goal on the "
             "language app to 20 minutes, by the way, because I want to order food and ask for "
             "the bill without pointing. Also, what's a sensible amount of cash to take?",
             "Base yourselves in Chania old town and use buses. Beach days by bus, the gorge "
             "walk mid-week with an early start, and the lazy day last. Cards work in most "
             "places, but take cash for tavernas and buses, about 50 euros a day between you."),
            ("Gorge walk sounds terrifying.", "It's long rather than hard. Good shoes and "
             "water.")]),
        "s4": ("2024-06-10 12:40", [
            ("team2", "Reorg email this morning. From 1 August, Ibis merges with the payments "
             "squad and the combined team will be called Kingfisher. Same work for me, bigger "
             "retro, more meetings.",
             "Merges like that usually settle within a couple of sprints. Worth getting to "
             "know the payments people before August."),
            ("Will the stand-up move, do you think?",
             "Possibly. Ask whoever is running the merge.")]),
        "s5": ("2024-07-15 19:45", [
            ("The merger planning meetings are endless. We spent an hour today on what to call "
             "the team chat channel.",
             "Naming debates are a classic. Suggest a vote with a two-minute timer."),
            ("I suggested that. They voted against the vote.", "Of course they did.")]),
        "s6": ("2024-09-09 08:50", [
            ("su2", "Now we're one big team, we all meet at 9.45 every morning, because half "
             "the payments people do the school run. I get a coffee first, very civilised.",
             "A later start that works for parents tends to get better attendance too."),
            ("And I can get the later train.", "Even better.")]),
        "s7": ("2024-10-21 20:05", [
            ("lang3", "Back from Crete! Had a whole conversation with a taxi driver. I've put "
             "the app back to 10 minutes a day though, 20 was eating my whole commute. The "
             "streak is at 215 days.",
             "A taxi conversation is a real milestone. Ten minutes keeps the streak going "
             "without it becoming a chore."),
            ("The driver said my accent is 'very brave'.", "High praise, in its way.")]),
        "s8": ("2024-12-02 19:30", [
            ("Funny thing: my friend Bryony's team at the council has just been renamed Ibis, "
             "the same name as my old squad. She works in housing, no checkout pages there.",
             "Someone out there really likes ibises."),
            ("She's doing Italian on Lingomoss too, with a 30-minute daily goal. Show-off.",
             "Thirty minutes is a lot. Your ten is the one that lasts.")]),
    }, "questions": [
        ("announced", "2024-07-22 09:00", "Which team am I in at work?",
         "Ibis (it only becomes Kingfisher from 1 August)", ["team1", "team2"]),
        ("announced", "2025-01-20 09:00", "What's my team at work called?", "Kingfisher",
         ["team2"]),
        ("distractor_slot", "2025-01-20 09:00", "What's the name of the group I work in?",
         "Kingfisher", ["team2"]),
        ("implicit_present", "2025-01-20 09:00", "What time is my stand-up?", "9.45",
         ["su2"]),
        ("past", "2025-01-20 09:00", "What time did the daily team meeting start when I "
         "joined?", "9.15", ["su1"]),
        ("changes_back", "2025-01-20 09:00", "How many minutes a day do I practise Greek?",
         "10 minutes", ["lang3"]),
        ("distractor_slot", "2025-01-20 09:00", "What's my daily target on the language app?",
         "10 minutes", ["lang3"]),
        ("past", "2025-01-20 09:00", "How long was my daily practice goal on Lingomoss over "
         "the summer of 2024?", "20 minutes", ["lang2"]),
    ]},
    {"id": "f86", "sessions": {
        "s1": ("2020-06-01 18:30", [
            ("ins1", "We pick up our puppy on Saturday, a cocker spaniel we're calling Figgy! "
             "Can you give me a checklist for the first week? We've got a crate, a lead, a "
             "harness and far too many toys. I've already sorted the insurance, a lifetime "
             "policy with Furlong Pet Cover at 23 a month, because my brother's dog ran up a "
             "3,000 pound vet bill last year. What am I forgetting, and how do I stop her "
             "crying in the crate at night?",
             "Add: her current food, bowls, puppy pads, an enzyme cleaner, a chew or two and a "
             "vet appointment in the first week. For nights, put the crate by your bed with an "
             "old T-shirt of yours in it and expect a few broken nights."),
            ("My partner says I've bought more for her than for myself all year.",
             "Puppies are more demanding in the short run.")]),
        "s2": ("2020-07-13 20:00", [
            ("cls1", "Figgy's started puppy class on Wednesday evenings at the village hall, "
             "with a trainer called Jocasta Brereton who has a whistle and no patience for "
             "owners on their phones.",
             "Good trainers are strict with owners, not dogs. Practise five minutes a day "
             "between classes."),
            ("She made me do the recall twice.", "A sign she's paying attention.")]),
        "s3": ("2020-09-07 07:30", [
            ("day1", "Back in the office three days a week from Monday, so Figgy's booked "
             "into Bounce Barn doggy daycare on those days. She came home from the trial day "
             "and slept for fourteen hours.",
             "A tired puppy is a good puppy. Check they rest them in the afternoons."),
            ("They do, there's a nap room.", "Then she's in good hands.")]),
        "s4": ("2020-11-02 19:15", [
            ("Furlong's renewal letter came: 38 a month, up from 23! I looked at Cosytails but "
             "they'd exclude her ears because of the infection in August, so I'm grudgingly "
             "staying put for now.",
             "Switching after a claim often means exclusions. Worth checking again next year."),
            ("Annoying.", "Very.")]),
        "s5": ("2021-01-11 18:45", [
            ("cls2", "Puppy class is done, she graduated with a rosette. We've moved on to a "
             "scent-work class at Elmstead Farm on Saturday mornings. She's obsessed with "
             "sniffing out a tin of cheese.",
             "Scent work is brilliant for spaniels; it tires their brains out."),
            ("She sleeps all afternoon after it.", "Job done.")]),
        "s6": ("2021-03-15 21:00", [
            ("ins2", "Can you help me write a short, polite but firm email to Furlong Pet "
             "Cover? They want 41 a month from April and I'm not paying it. Figgy's now "
             "insured with Heathcote Pet, 27 a month, ears covered after a six-month clear "
             "period, and the policy started yesterday. I need to cancel the Furlong direct "
             "debit, ask them to confirm there's no fee, and make sure they don't auto-renew. "
             "The policy number is FPC-448-210 if you need it.",
             "'Dear Furlong Pet Cover, please cancel policy FPC-448-210 for my dog Figgy with "
             "effect from today, as she is now insured elsewhere. Please confirm that no "
             "cancellation fee applies, that the direct debit has been stopped, and that the "
             "policy will not renew. Kind regards.'"),
            ("Sent. That felt good.", "It usually does.")]),
        "s7": ("2021-05-10 12:20", [
            ("day2", "Bounce Barn put their price up to 30 a day, which is mad for three days a "
             "week. So on office days Figgy goes round to Gwenda now, a retired lady two "
             "streets away who minds four dogs in her own house and takes them up the common "
             "at lunchtime. Figgy adores her. Is it OK to give a spaniel a frozen carrot to "
             "chew, by the way? She's teething on the furniture again.",
             "Yes, a whole frozen carrot is a safe, cheap chew for a teething pup. Supervise "
             "her and take it away once it's small enough to swallow."),
            ("Carrots it is.", "Your sofa thanks you.")]),
        "s8": ("2021-06-21 19:40", [
            ("Next door's labrador Dougal has just started at Bounce Barn three days a week. "
             "They say he's a changed dog. They're with Furlong for insurance too, poor them.",
             "Daycare suits some dogs very well. Maybe warn them about the renewal price."),
            ("I did. They went pale.", "Forewarned.")]),
        "s9": ("2021-07-26 20:30", [
            ("cls3", "Elmstead Farm has been sold, so scent work is over. We've gone back to "
             "Jocasta at the village hall on Wednesday evenings, her advanced group this time, "
             "and Figgy walked in like she owned the place.",
             "Going back somewhere familiar with new skills is a nice confidence boost."),
            ("Jocasta says she's the best recall in the group.", "Proud owner moment.")]),
    }, "questions": [
        ("paraphrase", "2021-09-06 09:00", "Who pays out if Figgy needs the vet?",
         "Heathcote Pet", ["ins2"]),
        ("explicit_present", "2021-09-06 09:00", "How much am I paying for Figgy's insurance "
         "at the moment?", "27 a month", ["ins2"]),
        ("past", "2021-09-06 09:00", "Which company insured Figgy when she was a puppy?",
         "Furlong Pet Cover", ["ins1"]),
        ("implicit_present", "2021-09-06 09:00", "Who looks after Figgy on my office days?",
         "Gwenda, a retired lady two streets away", ["day2"]),
        ("distractor_slot", "2021-09-06 09:00", "Where does my dog spend the day when I'm at "
         "work?", "At Gwenda's house, two streets away", ["day2"]),
        ("past", "2021-09-06 09:00", "Where did Figgy go on my office days in autumn 2020?",
         "Bounce Barn doggy daycare", ["day1"]),
        ("changes_back", "2021-09-06 09:00", "What training class does Figgy go to?",
         "Jocasta Brereton's advanced group, Wednesday evenings at the village hall",
         ["cls3"]),
        ("past", "2021-09-06 09:00", "What class was Figgy doing in spring 2021?",
         "Scent work at Elmstead Farm on Saturday mornings", ["cls2"]),
    ]},
    {"id": "f87", "sessions": {
        "s1": ("2022-09-19 21:15", [
            ("so1", "Can you help me write a card for my son Ciaran? He's off to Exeter "
             "tomorrow to start his degree, in halls, and I want something warm but not soppy, "
             "he'd die of embarrassment. Mention that we're proud of him, that he should ring "
             "his gran on Sundays, and that the standing order we've set up for his food, 150 "
             "a month into his account on the 1st, is not to be spent entirely on pizza. Keep "
             "it short enough to fit in a card.",
             "'Ciaran, we're so proud of you. Ring Gran on Sundays (she'll be waiting), and "
             "remember the 150 on the 1st is for food, not just pizza. Have the best time. "
             "Love, Mum.'"),
            ("He'll roll his eyes and keep it forever.", "That's the aim.")]),
        "s2": ("2022-10-17 16:40", [
            ("nbr1", "The chap on the plot next to mine, Bernard Mottram, gave me half his "
             "leeks today and a lecture on onion fly. He's been there forty years and knows "
             "everything.",
             "A neighbour like that is the best gardening book there is. Fine mesh over the "
             "onions keeps the fly off."),
            ("He said the same, at length.", "Then it must be true.")]),
        "s3": ("2022-11-28 19:50", [
            ("cin1", "Treated myself to a year's membership at the Lumiere on Coppice Street, "
             "60 pounds, pays for itself after six films. Went to a Tuesday matinee and had the "
             "place to myself.",
             "A near-empty screen on a weekday afternoon is one of life's small luxuries."),
            ("I took a flask.", "Very civilised.")]),
        "s4": ("2023-01-16 20:05", [
            ("Ciaran rang to say his food money doesn't touch the sides and could we make it "
             "250. I said no, get a Saturday job like everyone else. Was I mean?",
             "Not mean. A small job teaches budgeting, and you can always review it next "
             "term."),
            ("His dad caved and sent him 20 for a takeaway.", "Good cop, bad cop.")]),
        "s5": ("2023-03-06 17:30", [
            ("nbr2", "What can I sow under cover in March? I've got a cold frame and a lot of "
             "enthusiasm. Also, news from the allotments: Bernard's knees have finally beaten "
             "him and he's given up after forty years, and the plot beside mine has gone to a "
             "young couple, Esme and Kofi Ansah, who've already put up a polytunnel and asked "
             "if they can share my water butt. Nice kids, very keen.",
             "In a cold frame in March: lettuce, spinach, spring onions, early peas and "
             "broad beans. Start tomatoes and peppers indoors on a windowsill. And sharing a "
             "water butt is a good start with new neighbours."),
            ("I'll miss Bernard's lectures.", "Ask him to visit; he'll love being asked.")]),
        "s6": ("2023-04-24 18:10", [
            ("so2", "His rent went up, so we've relented and upped the monthly standing order "
             "to Ciaran to 200. He can still get a job.",
             "A fair compromise. Maybe tell him it's for rent and food, not nights out."),
            ("Already did. Twice.", "Then he's been told.")]),
        "s7": ("2023-06-12 20:25", [
            ("cin2", "I've been asked to pick five films for a summer film night in the "
             "village: something for everyone, nothing too violent, at least one comedy. "
             "Speaking of films, I've let the Lumiere membership lapse, they put it up to 90 "
             "and it's all superheroes now, and joined the Glassworks Film Society instead: "
             "Thursday screenings in the old school hall, 35 for the season, with a chat "
             "afterwards. Any ideas for the five?",
             "Mix the eras: one musical, one gentle British comedy, one animated film for the "
             "children, one classic black-and-white, and one recent crowd-pleaser. Let people "
             "vote on the last one."),
            ("Voting is a good idea.", "It makes people turn up.")]),
        "s8": ("2023-08-21 19:00", [
            ("My friend Dorcas on the Fenwick Road allotments has a new neighbour too, a "
             "retired headteacher who's already complained about her bindweed.",
             "Bindweed is a fair complaint, to be honest."),
            ("And my sister Maeve sends her daughter 250 a month at university. Ciaran has "
             "heard and is sulking.",
             "Every family is different. Remind him his rent is partly covered.")]),
        "s9": ("2023-09-25 18:35", [
            ("so3", "Looked at the bank app properly: the standing order to Ciaran is 180 a "
             "month, not 200. I set it up in a hurry on my phone. Leaving it at that.",
             "Noted, 180 a month."),
            ("He hasn't noticed.", "Probably best not to mention it.")]),
    }, "questions": [
        ("correction", "2023-10-16 09:00", "How much goes into Ciaran's account every month?",
         "180", ["so3"]),
        ("distractor_slot", "2023-10-16 09:00", "How much do I send my boy at university each "
         "month?", "180 a month", ["so3"]),
        ("past", "2023-10-16 09:00", "How much were we sending Ciaran each month in his first "
         "term?", "150", ["so1"]),
        ("implicit_present", "2023-10-16 09:00", "Who has the allotment plot next to mine?",
         "Esme and Kofi Ansah", ["nbr2"]),
        ("past", "2023-10-16 09:00", "Who had the plot beside mine in 2022?",
         "Bernard Mottram", ["nbr1"]),
        ("paraphrase", "2023-10-16 09:00", "Where do I go to watch films these days?",
         "The Glassworks Film Society, Thursdays in the old school hall", ["cin2"]),
        ("explicit_present", "2023-10-16 09:00", "Which cinema am I a member of now?",
         "The Glassworks Film Society", ["cin2"]),
        ("past", "2023-10-16 09:00", "Where did I have a cinema membership in early 2023?",
         "The Lumiere on Coppice Street", ["cin1"]),
    ]},
]
