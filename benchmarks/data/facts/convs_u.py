"""Conversations f118-f123 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, on getting about and getting away, with slots new to the set: a motorbike, a motorbike
licence and where the motorbike is kept overnight, an airline loyalty tier and the airport a user
flies from, a family's summer holiday destination, its departure day and the house-sitter, an
e-bike, where it is left during the working day and who services it, penalty points on a driving
licence and a navigation app, a rail season ticket and a railcard.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f118", "sessions": {
        "s1": ("2022-03-07 19:30", [
            ("lic1", "Could you help me sort out a monthly budget? Something finally went right: "
             "I passed my CBT at Ridgeway Rider Training on Saturday, so I'm legal on L-plates "
             "and can ride to my early shifts at the hospital instead of sitting on two buses "
             "for an hour. I want to know whether petrol, insurance and a bit put aside for "
             "servicing will come to less than the £84 I've been paying every month for the bus. "
             "Take-home is about £1,900.",
             "List the fixed costs first: insurance split monthly, road tax, and a servicing pot "
             "of around £15 a month. A small bike often does 90 miles or more to the gallon, so a "
             "12-mile round trip five days a week is roughly £20 of fuel a month. That beats the "
             "bus comfortably and leaves something over for kit."),
            ("moto1", "The bike itself is a secondhand Brisca 125 in pale blue, nine thousand "
             "miles on the clock, which I bought off a chap in Hartwell for £1,650. It starts "
             "first time, which is all I ask.",
             "A reliable first bike is worth more than a shiny one. Change the oil early so you "
             "know where you stand.")]),
        "s2": ("2022-04-11 20:15", [
            ("store1", "Can you help me write a friendly note for the neighbours? I leave for the "
             "7am shift at about quarter past six, and I think starting the bike is waking the "
             "couple at number 14, whose bedroom is right above the side passage between our "
             "houses. That passage is where the bike lives overnight, under a cover and chained "
             "to the drainpipe, so I can't really move it anywhere else. I'd like to apologise, "
             "say I'll push it to the end of the road before starting it, and give them my "
             "number in case it still bothers them.",
             "Here's a draft: 'Hi both, I'm sorry if my motorbike has been waking you early. From "
             "now on I'll wheel it to the end of the road before I start it. If it's ever a "
             "problem, please text me on ...' Short and friendly; the offer does the work."),
            ("Should I add a box of chocolates?", "A small one never hurts.")]),
        "s3": ("2022-05-23 18:40", [
            ("Had a sit on a Tarrant Drifter 400 at the dealer in town on Saturday. Lovely thing, "
             "but I can't ride anything that size until I've got a bigger licence, and my test "
             "isn't until the end of June, so I walked away.",
             "Sensible. Sitting on bikes is free; see how you feel once the test is done."),
            ("My instructor says I keep forgetting the lifesaver check on the left.",
             "Make it a habit on every ride, not just on test day.")]),
        "s4": ("2022-07-04 21:00", [
            ("lic2", "Will you help me plan a first proper day out on the bike? Big news first: I "
             "passed module 2 on Thursday, so I've got my A2 licence. The L-plates are in the "
             "bin, I'm allowed on the motorway at last, and I can take a pillion. Eoin is "
             "nervous but wants to come. I was thinking of the coast road to Saltmere, about 70 "
             "miles each way, with a stop for chips. What should I check before I carry a "
             "passenger for the first time?",
             "Congratulations! Before a pillion ride, adjust the rear preload and tyre pressures "
             "for the extra weight, make sure Eoin has proper gloves, boots and a jacket, and "
             "agree taps for 'stop' and 'slow down'. Brake earlier than you're used to, and do a "
             "short loop round town before the coast.")]),
        "s5": ("2022-09-19 19:50", [
            ("moto2", "Can you help me write to the council about the potholes on Copse Hill? One "
             "nearly had me off last week, and on two wheels that's no joke. On the bike front, "
             "you'll be proud: the little Brisca went to a lad who'd just done his CBT, and I "
             "ended up buying a Montaro 500X from the dealer, the red one, restricted to 47 "
             "horsepower so it's legal on what I've got. I'd like the letter to be firm, give "
             "the exact spots, and ask when they'll be filled.",
             "Dear Highways team, I'm writing to report three deep potholes on Copse Hill: "
             "outside number 22, at the bus stop, and just before the junction with the main "
             "road. For a motorcyclist these are a real danger; one nearly caused me to fall last "
             "week. Please tell me when they will be repaired. Add photos and the dates if you "
             "have them."),
            ("store2", "The new one is too wide for the side passage, and the insurer wants it "
             "locked away at night anyway, so I've started renting a lock-up on Eldon Row, ten "
             "minutes' walk from the house, at £45 a month.",
             "Worth it for the insurance alone. Ask the owner if you can fit a ground anchor.")]),
        "s6": ("2022-11-14 20:30", [
            ("moto3", "I told you wrong about the bike. It's the plain Montaro 500, not the 500X. "
             "The X is the adventure version with the tall seat; I sat on one in the showroom "
             "and my toes barely touched the floor, so I bought the road one.",
             "Thanks for putting me straight. Being able to get your feet down matters more "
             "than looks."),
            ("My brother Dafydd has caught the bug too: he's bought a Sorvik 800 adventure bike "
             "and keeps sending me photos of it parked in lay-bys.",
             "He'll want some training on something that heavy before he heads anywhere "
             "remote.")]),
        "s7": ("2023-03-06 19:10", [
            ("store3", "Could you help me word a message giving notice on the lock-up? Someone "
             "forced the doors on Eldon Row in February; nothing went, but I'm done with it. "
             "The bike's back at home in the side passage, only this time I've had a ground "
             "anchor drilled into the concrete and bought a heavy-duty cover, and the insurer is "
             "happy with that. I want to ask for my £90 deposit back and point out that the "
             "damage to the door was the break-in, not me.",
             "Something like: 'Dear Mr ..., I'm writing to give one month's notice on my lock-up. "
             "As you know, the doors were forced in February, which I reported to the police at "
             "the time (crime number ...). Please return my £90 deposit to the account below.' "
             "Keep a copy of the crime number with it.")]),
        "s8": ("2023-04-17 20:00", [
            ("My colleague Aled keeps his scooter in the staff bike cage at the hospital and says "
             "there's room in there for a bigger bike overnight. Tempting, but I'd have to go in "
             "on my days off to fetch it.",
             "Fair point. If it's secure where it is, there's no need to move it."),
            ("I can't go for the full A licence until July 2024 anyway, after two years on what "
             "I've got.",
             "That gives you plenty of miles to get ready for it.")]),
    }, "questions": [
        ("implicit_present", "2023-05-08 09:00", "What motorbike do I ride?",
         "A Montaro 500 (the road version, not the 500X)", ["moto2", "moto3"]),
        ("correction", "2023-05-08 09:00", "Is my bike the Montaro 500 or the 500X?",
         "The Montaro 500", ["moto3"]),
        ("explicit_present", "2023-05-08 09:00", "What motorcycle licence do I hold at the "
         "moment?", "An A2 licence", ["lic2"]),
        ("paraphrase", "2023-05-08 09:00", "Am I still a learner rider on the road?",
         "No: I passed the A2 test (module 2) at the end of June 2022", ["lic2"]),
        ("changes_back", "2023-05-08 09:00", "Where does my bike live overnight?",
         "At home in the side passage, on a ground anchor under a heavy cover", ["store3"]),
        ("distractor_slot", "2023-05-08 09:00", "Where is my motorbike stored at night?",
         "At home in the side passage", ["store3"]),
        ("past", "2023-05-08 09:00", "Where did I keep the bike in autumn 2022?",
         "In a rented lock-up on Eldon Row", ["store2"]),
        ("past", "2023-05-08 09:00", "What was I riding when I passed my CBT?",
         "A secondhand pale blue Brisca 125", ["moto1"]),
        ("past", "2023-05-08 09:00", "What licence was I riding on in spring 2022?",
         "Just a CBT, on L-plates", ["lic1"]),
    ]},
    {"id": "f119", "sessions": {
        "s1": ("2021-06-14 20:00", [
            ("tier1", "Could you help me plan four days in Porto with my mum at the end of July? "
             "She's 69 and doesn't like long walks any more, but she wants to take me to the "
             "Serralves gardens and to the market, and she'll insist on cooking every night. "
             "One handy thing: the Aerovale app says I've made Silver in their Club this month, "
             "so a checked bag is free now, which means I can bring home a suitcase of her jam "
             "without paying £40 for the privilege.",
             "Keep each day to one outing: the gardens on a weekday morning when it's quiet, the "
             "market early on Saturday, a short tram ride and a river cruise on the other days, "
             "all with plenty of places to sit. Leave the evenings to her cooking."),
            ("apt1", "I always fly out of Newcastle for these trips. It's fifty minutes from our "
             "house in Darlington, and the 6am flight lands in time for lunch.",
             "An early flight gives you the whole first afternoon with her.")]),
        "s2": ("2021-10-18 19:30", [
            ("My husband Bram thinks I should fly from Edinburgh because the fares are lower, "
             "but it's two and a half hours on the train, so no thanks.",
             "Cheap fares often stop being cheap once the train is added."),
            ("How far ahead should I book flights for Christmas?",
             "Two or three months ahead is usually the sweet spot for Christmas.")]),
        "s3": ("2022-02-07 08:20", [
            ("tier2", "Guess who got an email at six this morning saying she's been bumped up to "
             "Gold? All those Madrid work trips paid off. Lounge, an extra bag, and I board "
             "practically with the pilots.",
             "Congratulations! Do you know what it takes to keep it next year?"),
            ("Twenty-four flights by the end of February 2023. We'll see.",
             "Keep an eye on the count in the app as the year goes on.")]),
        "s4": ("2022-08-22 21:10", [
            ("apt2", "Can you help me write an email to my manager asking to move some leave? "
             "Aerovale emailed to say they're pulling out of Newcastle, and from 1 November the "
             "Porto flights leave from Manchester. The October half-term trip is fine, but "
             "Christmas now means a two-and-a-half-hour drive and a hotel the night before. I'd "
             "like to take 23 December off as well as the 24th, and offer to cover the 2nd of "
             "January in exchange. Nothing grovelling.",
             "Hi ..., could I move my leave so I'm off on 23 December as well as the 24th? "
             "My flight home now leaves much earlier from further away. In exchange I'm happy "
             "to cover 2 January. Let me know if that works. Fill in the name and send.")]),
        "s5": ("2022-09-12 19:45", [
            ("apt3", "I told you wrong about the airport. I read the Aerovale email again "
             "properly: from November the Porto flights go from Teesside, not Manchester. "
             "Manchester is where their Faro route is moving. Teesside is fifteen minutes from "
             "home, so Christmas is saved and you can forget the hotel.",
             "That's much better news. No early drive and no hotel bill."),
            ("Is there even a lounge there?",
             "Smaller airports often have one shared lounge; check the app before you go.")]),
        "s6": ("2022-12-05 18:30", [
            ("My colleague Berit has just made Gold with Aerovale too, and she's gutted about "
             "the cuts: she still flies out of Newcastle every month to see her dad in Bergen, "
             "now with a different airline.",
             "Monthly flights add up fast; she'll earn her status wherever she flies."),
            ("She says the Newcastle lounge is half empty these days.",
             "Fewer routes, fewer people.")]),
        "s7": ("2023-03-13 20:20", [
            ("tier3", "Can you help me write a card for my mum's seventieth? She's had a hard "
             "year with her knee and I won't be there on the day, so I want something warm that "
             "makes her laugh, with one line in Portuguese at the end. Bad news on the flying "
             "side, by the way: the Madrid trips stopped in the autumn, I ended up three flights "
             "short, and at the start of March Aerovale dropped me back down to Silver. Goodbye, "
             "lounge croissants.",
             "'Happy seventieth, Mum! This year you've been braver than anyone I know, and you "
             "still beat me at cards. I can't be there on the day, but I'm bringing the cake "
             "next month, and I'm not sharing. Um beijinho enorme.' Adjust the joke to suit "
             "her.")]),
        "s8": ("2023-05-22 19:00", [
            ("Teesside's car park has gone up to £11 a day. I looked at the bus instead, but "
             "it's two changes with a suitcase.",
             "For a few days, the car park may still be the least painful option."),
            ("Bram is coming with me in June. He's on their basic Blue tier; he never flies.",
             "He'll still get to board with you if you book together.")]),
    }, "questions": [
        ("announced", "2022-10-03 09:00", "Which airport do I fly from to visit my mum?",
         "Newcastle (the Porto flights only move from 1 November)", ["apt1"]),
        ("correction", "2023-06-12 09:00", "Which airport do my Porto flights leave from?",
         "Teesside", ["apt3"]),
        ("distractor_slot", "2023-06-12 09:00", "What airport do I fly out of these days?",
         "Teesside", ["apt3"]),
        ("past", "2023-06-12 09:00", "Where did I fly from in summer 2021?", "Newcastle",
         ["apt1"]),
        ("changes_back", "2023-06-12 09:00", "What's my Aerovale Club tier?", "Silver",
         ["tier3"]),
        ("paraphrase", "2023-06-12 09:00", "What level am I at in the airline's loyalty "
         "programme?", "Silver", ["tier3"]),
        ("explicit_present", "2023-06-12 09:00", "Do I get into the Aerovale lounge at the "
         "moment?", "No: I went back down to Silver in March 2023", ["tier3"]),
        ("past", "2023-06-12 09:00", "What status did I have with Aerovale in summer 2022?",
         "Gold", ["tier2"]),
        ("past", "2023-06-12 09:00", "Which tier had I reached when I took my mum's jam home "
         "in 2021?", "Silver", ["tier1"]),
    ]},
    {"id": "f120", "sessions": {
        "s1": ("2024-01-15 20:30", [
            ("dest1", "Could you help me set up a savings plan for the summer? We've booked! "
             "Twelve nights at Les Chênes Verts, a campsite near Sarlat in the Dordogne, in a "
             "mobile home with the hot tub the kids have campaigned for since October. It's "
             "£2,340 with £500 paid and the rest due on 1 May, and then we need the ferry, fuel "
             "and motorway tolls on top. How much should we put aside each month?",
             "The £1,840 balance over three and a half months is about £525 a month until May. "
             "From May to July, switch that money to the travel costs: the crossing, fuel and "
             "tolls, plus a spending pot. A separate savings account stops it leaking."),
            ("date1", "The crossing is the overnight boat from Portsmouth on Saturday 27 July, "
             "then we drive down from Caen.",
             "Book cabins early; the August sailings fill up.")]),
        "s2": ("2024-02-26 19:10", [
            ("Spent an evening looking at Greek islands because all the kids' friends go, but "
             "flights for five in August were over £2,000 before we'd even found a bed. We're "
             "sticking with what we booked.",
             "Summer fares for five add up quickly. The kids will survive.")]),
        "s3": ("2024-03-25 18:45", [
            ("sit1", "Sorted the cats for the summer: Eluned, the sixteen-year-old from next "
             "door, will pop in morning and evening to feed Crumpet and Dumpling and do the "
             "litter. We'll pay her £10 a day, and she seems thrilled.",
             "Leave a written routine and the vet's number, and ask her round for a trial visit "
             "before you go.")]),
        "s4": ("2024-04-29 20:50", [
            ("dest2", "I need help with a calm message for the family group chat, because "
             "there will be tears. The campsite emailed: new owners are shutting Les Chênes "
             "Verts for the whole summer to rebuild the pool, and we've had a full refund. I "
             "spent the weekend rebooking, and we're now off to Lake Bohinj in Slovenia instead: "
             "ten nights in an apartment five minutes from the water, with kayaks thrown in. I "
             "want to sell it to the kids as an upgrade, not a disaster.",
             "Try: 'Change of plan, and it's a good one! The French campsite is closed for "
             "building work, so we've booked somewhere even better: mountains, a lake you can "
             "swim in, and kayaks for everyone. Pictures below. Who's first in the water?'"),
            ("date2", "We fly to Ljubljana on Saturday 20 July, so we're going a week earlier "
             "than before.",
             "An earlier start means more of the summer left afterwards.")]),
        "s5": ("2024-05-20 19:30", [
            ("My sister Alys has just booked her lot into a campsite in the Dordogne for "
             "August, almost exactly where we were meant to be. She's asked for my packing "
             "list.",
             "Nice that your list gets used after all."),
            ("She's taking the overnight ferry too.", "She'll want the same tips on cabins.")]),
        "s6": ("2024-06-17 20:15", [
            ("date3", "I told you wrong about the flight: we go on Friday 19 July, not the "
             "Saturday. It's the 06:05 from Stansted, and in my head an early-morning flight "
             "counted as the next day.",
             "Easily done with early flights. Book the taxi for the small hours."),
            ("sit2", "Could you help me put together a one-page house sheet? Change of plan on "
             "the cats: Eluned got a summer job at the lido and can't do mornings, so we went "
             "through an agency, and a retired couple, Dorian and Annika Fairbrass, are going "
             "to live in while we're away and look after Crumpet and Dumpling. I want the wifi, "
             "the bin days, the boiler's moods, the cats' feeding (Dumpling is on a kidney "
             "diet) and the vet's number, all on one sheet.",
             "Use headings: House (wifi name and password, bin days, how to reset the boiler, "
             "where the stopcock is), Cats (who eats what and when, Dumpling's kidney food kept "
             "separate, litter routine), Contacts (vet, a neighbour with a key, your mobiles). "
             "Stick it on the fridge.")]),
        "s7": ("2024-07-08 19:00", [
            ("My colleague Alaric is off to Sicily on 20 July, the day I'd first thought we "
             "were flying, and he's collecting restaurant tips from the whole office.",
             "He'll come back with more recommendations than days."),
            ("The kids are counting down on the fridge calendar.", "The best part of a "
             "holiday is sometimes the waiting.")]),
    }, "questions": [
        ("implicit_present", "2024-07-12 09:00", "Where are we going on holiday this summer?",
         "Lake Bohinj in Slovenia", ["dest2"]),
        ("distractor_slot", "2024-07-12 09:00", "Where's our family holiday this year?",
         "An apartment by Lake Bohinj, Slovenia", ["dest2"]),
        ("past", "2024-07-12 09:00", "Where were we booked to go when we first planned this "
         "summer's trip?", "Les Chênes Verts, a campsite near Sarlat in the Dordogne",
         ["dest1"]),
        ("correction", "2024-07-12 09:00", "What day do we fly out?", "Friday 19 July",
         ["date3"]),
        ("past", "2024-07-12 09:00", "When was our trip going to start back in March?",
         "Saturday 27 July, on the overnight ferry from Portsmouth", ["date1"]),
        ("explicit_present", "2024-07-12 09:00", "Who is looking after the cats while we're "
         "away, as things stand now?", "Dorian and Annika Fairbrass, a retired couple "
         "from an agency", ["sit2"]),
        ("paraphrase", "2024-07-12 09:00", "Who will be living in our house and minding the "
         "pets during the trip?", "Dorian and Annika Fairbrass", ["sit2"]),
        ("past", "2024-07-12 09:00", "Who had we arranged to feed the cats back in the "
         "spring?", "Eluned, the sixteen-year-old next door", ["sit1"]),
    ]},
    {"id": "f121", "sessions": {
        "s1": ("2023-02-06 19:20", [
            ("eb1", "Can you help me plan a morning routine that gets me out of the door by "
             "7:30? I've finally given up the car for work: the cycle-to-work scheme came "
             "through, and on Saturday I picked up a Velto Urban 500, the grey one with the "
             "battery hidden in the frame. It's 11 km to the office, mostly on the river path, "
             "and I still need to get the kids to breakfast club, shower at work and be at my "
             "desk for half eight.",
             "Work backwards: at your desk 8:30, showered and changed by 8:20, riding 7:45 to "
             "8:10, breakfast club drop at 7:35. Pack the bag and charge the battery the night "
             "before, lay out the kids' things, and keep a set of work clothes in the office."),
            ("park1", "At the other end I leave it in the Eastgate Cycle Hub under the station: "
             "£2 a day on a swipe card, CCTV, and five minutes' walk to the office.",
             "Good security for an expensive bike. Keep the charger at home.")]),
        "s2": ("2023-03-20 18:30", [
            ("shop1", "First service done at Spokesworth Cycles, where I bought it. They said "
             "the brake pads were already half gone, which is what a hilly ride does.",
             "Disc pads wear quickly on a heavy e-bike; carry a spare pair."),
            ("They want to see it again in six months.", "Put a reminder in your calendar.")]),
        "s3": ("2023-05-15 20:00", [
            ("Looked at swapping to a cargo bike so I could take the youngest to breakfast club "
             "on it, but at £5,500 I'll stick with a child seat on the car days.",
             "A child seat is a much cheaper way to try it."),
            ("The council also rents bike lockers on Tanner Street for £60 a year, but they're a "
             "ten-minute walk from work, so I didn't bother.",
             "Convenience matters when it's raining.")]),
        "s4": ("2023-07-10 21:00", [
            ("park2", "Could you help me write a short piece for our staff newsletter about the "
             "move to the new building? Three upbeat paragraphs: the rooftop garden, the new "
             "canteen, and that the old phone numbers keep working. For me the best bit is "
             "that there's a secure bike store in the basement with showers and charging "
             "points, and from 4 September I'll be parking in there for free instead of paying "
             "the Eastgate hub every day.",
             "Para 1: the big move and the date. Para 2: what's new, with the rooftop garden, "
             "the canteen and the cycle facilities. Para 3: what stays the same, including "
             "phone numbers, and who to ask. End with an invitation to the first rooftop "
             "lunch.")]),
        "s5": ("2023-09-25 19:40", [
            ("eb2", "Can you help me make a checklist so this never happens again? The Velto "
             "was stolen on Saturday from outside the library in town, not from work where "
             "it'd have been safe; they cut the cable lock in broad daylight. The insurance "
             "paid out quickly and I've replaced it with a Corrigan step-through: heavier, but "
             "the battery lasts the whole week. I want locks, marking, registration, photos and "
             "what paperwork to keep at home.",
             "Use two locks of different types, a D-lock and a chain, through the frame and to "
             "something solid. Get the frame security-marked and registered, photograph the "
             "bike and its frame number, keep the receipt and serial numbers at home, and take "
             "the battery and display with you when you can.")]),
        "s6": ("2023-11-13 18:50", [
            ("shop2", "Spokesworth had a three-week wait for a service, so I've been using a "
             "mobile mechanic instead: Cathal Brennock comes to the basement at work on "
             "Thursdays and fixes it while I'm at my desk, and he's twenty quid cheaper.",
             "Mobile mechanics suit commuters well. Keep a note of what's been done each time."),
            ("He says the chain is wearing fast.", "Motor-assisted bikes eat chains; it's normal.")]),
        "s7": ("2023-12-11 19:30", [
            ("eb3", "I told you the new bike was the Corrigan step-through. It isn't: they'd sold "
             "out of those, so I took the Corrigan Tourer, the one with the crossbar and the "
             "rear rack. I only noticed because Cathal wrote the model on the invoice.",
             "Thanks for the correction. A rack is handy for panniers anyway.")]),
        "s8": ("2024-01-22 20:10", [
            ("My colleague Anwen has gone electric too: she's bought a Velto Urban 500, the same "
             "as my stolen one, and leaves it at the Eastgate Cycle Hub because she takes the "
             "train part of the way.",
             "Tell her to use two locks; that model seems to be popular with thieves."),
            ("She's asked whether Cathal takes new customers.", "Worth asking him on Thursday.")]),
    }, "questions": [
        ("announced", "2023-08-14 09:00", "Where do I leave my bike while I'm at work?",
         "The Eastgate Cycle Hub (the basement store only from 4 September)", ["park1"]),
        ("announced", "2024-02-05 09:00", "Where do I park my e-bike during the working day?",
         "In the secure bike store in the new building's basement", ["park2"]),
        ("distractor_slot", "2024-02-05 09:00", "Which e-bike do I ride to work?",
         "A Corrigan Tourer", ["eb2", "eb3"]),
        ("correction", "2024-02-05 09:00", "What model is my new e-bike exactly?",
         "The Corrigan Tourer (not the step-through)", ["eb3"]),
        ("implicit_present", "2024-02-05 09:00", "Who services my bike?",
         "Cathal Brennock, a mobile mechanic who comes to work on Thursdays", ["shop2"]),
        ("paraphrase", "2024-02-05 09:00", "Who does the repairs on my electric bicycle?",
         "Cathal Brennock", ["shop2"]),
        ("past", "2024-02-05 09:00", "Which bike was I riding to work in summer 2023?",
         "A grey Velto Urban 500", ["eb1"]),
        ("past", "2024-02-05 09:00", "Where did I get the bike serviced in spring 2023?",
         "Spokesworth Cycles", ["shop1"]),
        ("past", "2024-02-05 09:00", "Where did I leave the bike before we moved buildings?",
         "The Eastgate Cycle Hub under the station", ["park1"]),
    ]},
    {"id": "f122", "sessions": {
        "s1": ("2019-05-20 19:00", [
            ("pts1", "Could you help me plan my weekly client visits more sensibly? I drive about "
             "600 miles a week round Norfolk and Suffolk, and the letter that came this morning "
             "makes it urgent: three points for doing 36 in a 30 on Marlpit Road in March, my "
             "first in eighteen years of driving. They wouldn't offer a course because I did "
             "one in 2017. I want Monday to Thursday routes that don't have me racing between "
             "appointments.",
             "Group clients by area: north Norfolk on Monday, Norwich and the south on Tuesday, "
             "Suffolk coast on Wednesday, west Suffolk on Thursday. Leave 20 minutes' slack "
             "between visits and put the longest drive first, so running late never means "
             "catching up on the road."),
            ("nav1", "Part of the problem is the car's built-in sat-nav. It's what I go by, but it "
             "still thinks the Wymondham bypass doesn't exist and sends me through every "
             "village.",
             "Old map data does that. The maker may sell an update.")]),
        "s2": ("2019-10-07 20:10", [
            ("I paid £99 for that map update and it's no better. Also looked at dashcams after "
             "a near miss at a roundabout, but haven't bought one.",
             "Annoying. A dashcam is cheap peace of mind if you do that many miles."),
            ("Maybe for Christmas.", "Put it on the list.")]),
        "s3": ("2020-06-15 19:30", [
            ("nav2", "Can you help me plan a road trip for August? Five days on the "
             "Northumberland coast with two teenagers who hate being in the car for more than "
             "two hours at a stretch, so we'll stop somewhere halfway on the way up. I've given "
             "up on the car's sat-nav, by the way; since March I've been going by Pathwise on "
             "my phone, clipped to the air vent, and it's far better at dodging jams. Where "
             "would you break the journey?",
             "Split it in two: stop for a night around York, with a walk on the walls and "
             "dinner out, then it's under three hours to the coast next morning. Do the same "
             "on the way back, with a long lunch and a walk halfway.")]),
        "s4": ("2021-02-22 21:00", [
            ("pts2", "Awful news: the average-speed cameras at the A11 roadworks got me in "
             "December, 58 in the 50 zone. Three more points came through today, which takes "
             "me to six on my licence. The insurer is going to love that.",
             "That's a blow. Make a note of when each set stops counting; it matters at "
             "renewal."),
            ("I'm driving like a nun now.", "That's the idea.")]),
        "s5": ("2021-08-16 19:20", [
            ("My husband Bastian was caught on his phone at the wheel at the lights in town, so "
             "he's on six points himself now, after years of lecturing me.",
             "Phone offences carry six in one go. He'll have to be careful for a while."),
            ("I'm being very gracious about it.", "Of course you are.")]),
        "s6": ("2022-03-07 20:00", [
            ("nav3", "Could you help me write a short app store review? I moved over to Roadlark "
             "in January when Pathwise went to £4.99 a month. Roadlark's free, has other "
             "drivers' reports of speed cameras and hazards, which given my record is no bad "
             "thing, and it reads the road names out properly. About a hundred words, honest, "
             "mention the battery drain, four stars.",
             "'Switched to this from a paid app and haven't looked back. The live reports from "
             "other drivers about cameras, hazards and jams are genuinely useful, and it reads "
             "road names clearly. Rerouting is quick. One star off because it drains the "
             "battery fast, so keep a cable in the car. Four stars.'")]),
        "s7": ("2022-06-13 19:45", [
            ("pts3", "Can you help me compare two car insurance renewals? Quote A is £612 with a "
             "£250 excess and a courtesy car; quote B is £548 with a £400 excess and no courtesy "
             "car. One bit of good news: the Marlpit Road points are over three years old now, "
             "so they've dropped off for insurance purposes and I'm down to three points to "
             "declare. As I drive for work, a day without a car costs me money.",
             "B saves £64 a year but costs £150 more if you claim, and no courtesy car could "
             "cost you several days' work after an accident. With your mileage, A is the safer "
             "choice. Check both cover business use.")]),
        "s8": ("2022-09-05 18:50", [
            ("My colleague Brodie swears by Pathwise and has just paid for a whole year up "
             "front. I didn't have the heart to tell him.",
             "If he's happy with it, that's what counts."),
            ("He also thinks I drive too slowly now.", "Better than the alternative.")]),
    }, "questions": [
        ("changes_back", "2022-10-03 09:00", "How many penalty points do I have?", "Three",
         ["pts3"]),
        ("distractor_slot", "2022-10-03 09:00", "How many points are on my driving licence?",
         "Three", ["pts3"]),
        ("paraphrase", "2022-10-03 09:00", "What number of driving endorsements do I have to "
         "tell insurers about?", "Three points", ["pts3"]),
        ("past", "2022-10-03 09:00", "How many points did I have in autumn 2021?", "Six",
         ["pts2"]),
        ("past", "2022-10-03 09:00", "How many points were on my licence before the cameras at "
         "the roadworks caught me?", "Three", ["pts1"]),
        ("implicit_present", "2022-10-03 09:00", "What navigation app do I use?", "Roadlark",
         ["nav3"]),
        ("explicit_present", "2022-10-03 09:00", "What do I use for directions in the car "
         "these days?", "The Roadlark app on my phone", ["nav3"]),
        ("past", "2022-10-03 09:00", "What did I use to find my way in the car in 2019?",
         "The car's built-in sat-nav", ["nav1"]),
        ("past", "2022-10-03 09:00", "Which app guided us on the summer 2020 road trip?",
         "Pathwise", ["nav2"]),
    ]},
    {"id": "f123", "sessions": {
        "s1": ("2022-01-10 19:30", [
            ("tkt1", "Could you help me set up a repayment spreadsheet? Work lends you the money "
             "for an annual season ticket interest-free, and I've just taken them up on it: "
             "£4,120 for Harwick to Dunmere, valid for a year from today, paid back out of my "
             "salary over ten months. I want columns for the deduction, what's left to pay, and "
             "a running total of what I'd have spent on day returns at £21.40, so I can feel "
             "smug every payday.",
             "Columns: Month, Deduction (£412), Balance left, Days travelled, Day-return cost "
             "(days times £21.40), Running day-return total, and Saving to date (running total "
             "minus what you've repaid). A line chart of the last two makes the smugness "
             "visual.")]),
        "s2": ("2022-03-14 20:00", [
            ("rc1", "Elias and I are off to Scarborough for the weekend. I've got my 26-30 "
             "Railcard, so my fare's a third off, but he's 32 and pays full whack. Train or "
             "drive?",
             "Compare the two fares together with fuel and parking; for two people the train "
             "is often close, and you don't have to drive home tired."),
            ("It runs out when I turn 31 in September, sadly.", "Make the most of it until "
             "then.")]),
        "s3": ("2022-06-20 19:10", [
            ("Three strike days this month. I drove in twice and parking in Dunmere was £14 a "
             "day. I wondered about giving up the train and driving every day, but the sums "
             "are horrible.",
             "Strike days are miserable, but they rarely change the yearly maths."),
            ("Back on the train tomorrow.", "Take a book.")]),
        "s4": ("2022-10-03 20:40", [
            ("rc2", "Can you help me plan a weekend in Edinburgh for Elias's birthday in "
             "November? Two nights, one nice dinner, and he wants to walk up Arthur's Seat even "
             "if it's raining. On the fares: my 26-30 card died with my birthday, so we've "
             "bought a Two Together Railcard, which gets a third off for both of us as long as "
             "we travel together, which on these trips we always do. Where's good to stay near "
             "Waverley without it costing a fortune?",
             "Look at the streets just east of the station, towards Leith Walk, or the Old Town "
             "side streets, where guesthouses are cheaper than the big hotels. Do Arthur's Seat "
             "on the Saturday morning, then book the nice dinner for the evening so there's "
             "something to look forward to after a wet climb.")]),
        "s5": ("2023-01-09 19:20", [
            ("tkt2", "Could you help me write a polite email to HR? With the new hybrid policy "
             "I'm only in on Tuesdays and Thursdays, so when the annual ran out on Saturday I "
             "didn't renew it. I've got a flexi season instead: eight travel days in any 28, "
             "Harwick to Dunmere, £312. I need to ask whether the season-ticket loan can cover "
             "one of those, because the form only mentions annual tickets.",
             "Hi, with the hybrid policy I now travel in two days a week, so my ticket needs "
             "have changed. The loan form only mentions annual tickets: could it cover other "
             "kinds of season ticket too, and if so, how do I apply? Thanks.")]),
        "s6": ("2023-05-15 18:30", [
            ("My colleague Bryn has just bought an annual season ticket with the work loan, "
             "Harwick to Dunmere like mine used to be. He's in five days a week by choice, the "
             "lunatic.",
             "Some people like the office buzz. At five days, the yearly ticket pays."),
            ("He sits in my Tuesday seat.", "Then you'll have company.")]),
        "s7": ("2023-11-20 20:00", [
            ("tkt3", "Could you help me reply to my manager's email without sounding sulky? The "
             "directors have decided everyone's back in four days a week from 8 January. At "
             "four days the flexi makes no sense, so from January I'll switch to a monthly "
             "season, about £420 a month through the loan. What I really want to ask is "
             "whether Fridays stay at home and whether the early finish on Thursdays survives.",
             "Thanks for letting us know. I'll plan to be in four days a week from 8 January. "
             "Could you confirm that Friday will be the home day, and whether the early finish "
             "on Thursdays continues? It would help me sort out my travel. Friendly, and it "
             "asks what you need.")]),
        "s8": ("2024-01-15 19:40", [
            ("My friend Esyllt has gone the other way: her office went hybrid, so she's "
             "dropped her monthly season ticket and bought a flexi.",
             "Two days a week, that usually saves money."),
            ("She's already lost track of how many days she's used.",
             "The app usually shows the count.")]),
    }, "questions": [
        ("announced", "2023-12-04 09:00", "What ticket do I use for the train to work?",
         "A flexi season, eight days in 28 (the monthly season only from January)",
         ["tkt2"]),
        ("announced", "2024-02-12 09:00", "What season ticket am I on now?",
         "A monthly season, Harwick to Dunmere", ["tkt3"]),
        ("distractor_slot", "2024-02-12 09:00", "What kind of train ticket do I commute on?",
         "A monthly season ticket", ["tkt3"]),
        ("past", "2024-02-12 09:00", "What ticket did I have for the commute in 2022?",
         "An annual season ticket, Harwick to Dunmere", ["tkt1"]),
        ("past", "2024-02-12 09:00", "What ticket was I travelling on in spring 2023?",
         "A flexi season (eight days in 28)", ["tkt2"]),
        ("implicit_present", "2024-02-12 09:00", "Which railcard do I have?",
         "A Two Together Railcard, with Elias", ["rc2"]),
        ("paraphrase", "2024-02-12 09:00", "What discount card do Elias and I use for rail "
         "trips?", "A Two Together Railcard", ["rc2"]),
        ("past", "2024-02-12 09:00", "Which railcard did I use on our Scarborough weekend?",
         "A 26-30 Railcard", ["rc1"]),
    ]},
]
