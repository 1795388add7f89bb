"""Conversations f106-f111 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, on home and money, with slots new to the set: a flat's estate agent, asking price, agreed sale
price and completion date, a monthly energy direct debit, a heating thermostat setting, a plumber,
a van's breakdown cover, its servicing garage and its finance payment, an audiobook subscription,
a coffee subscription's roaster and delivery frequency, a rented-out flat's tenants, its yearly
service charge and its handyman, a tax code, a pension contribution and a payday.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f106", "sessions": {
        "s1": ("2022-09-05 19:30", [
            ("ag1", "Can you help me write the listing blurb for our flat? Two bedrooms, second "
             "floor, a big bay window in the lounge, ten minutes' walk to the station, boiler "
             "replaced last year. We had three valuations and signed with Rookwell Homes on "
             "Friday, mostly because their valuer was the only one who opened the cupboards and "
             "asked about the loft. The photographer comes Thursday. Warm but not cheesy, "
             "please, and no 'deceptively spacious'.",
             "Here's a start: 'A bright two-bedroom flat on the second floor, with a generous "
             "bay window that fills the lounge with afternoon light, a boiler fitted last year "
             "and the station ten minutes away on foot.' Then one line each on the kitchen, the "
             "bedrooms and the street."),
            ("pr1", "They're putting it on at 275,000. The other two agents said 260 and 285, so "
             "we went for the middle.",
             "Pitching near the middle of the valuations is sensible; the first few weeks of "
             "viewings will tell you if it's right.")]),
        "s2": ("2022-10-17 20:10", [
            ("Six weeks on the market, eleven viewings and not one offer. Every bit of feedback "
             "says the second bedroom is small. Is that the price talking or the photos?",
             "Usually both: if people view but don't offer, the price feels high for what they "
             "see. Ask how many people saved the listing compared with similar flats."),
            ("Renata wants to take it off until spring. I'd rather not lose the momentum.",
             "Spring brings more buyers but more competition too; a modest cut now may be the "
             "quicker route.")]),
        "s3": ("2022-11-07 18:45", [
            ("pr2", "Took the plunge. The flat went back up on the portals this morning at "
             "265,000. Rookwell pushed for 259,950 but we weren't ready to go under 260 yet.",
             "Ten thousand off is a clear signal to buyers who'd filtered you out. Give it three "
             "or four weeks before thinking again.")]),
        "s4": ("2022-12-12 21:00", [
            ("ag2", "We've told Rookwell we're not renewing when their twelve weeks run out on "
             "the 8th of January. From the 9th the flat's with Marlowe Estates, the little "
             "office by the butcher's, who've sold two flats in our block this year.",
             "A fresh agent usually means fresh photos and a new push to their buyer list. Check "
             "the old contract for a fee if a buyer they introduced ends up buying."),
            ("Good shout, there's a clause about that.",
             "Ask Rookwell for the list of people they introduced, so there's no argument "
             "later.")]),
        "s5": ("2023-01-10 19:20", [
            ("My sister Melisande has finally put her cottage in Quenby on the market, with "
             "Nettlefield Estates, asking 339,950. It's thatched, so the insurance alone puts "
             "half the buyers off.",
             "Thatch has a devoted following; a specialist insurer's quote in the sales pack can "
             "reassure the rest."),
            ("She's far calmer about it than I am.", "Not being in a chain helps.")]),
        "s6": ("2023-01-23 20:30", [
            ("pr3", "I need cheap staging ideas. We've got about 150 to spend and the second "
             "bedroom is the problem, everyone says it feels like a box room. The new "
             "photographer comes on Friday. We also gave in on price: it's relisted at 259,950, "
             "which the agent says matters because so many buyers search up to 260. Should I put "
             "a single bed in there or turn it into a study with a desk?",
             "Make it a study with a narrow daybed: it shows it can sleep someone without looking "
             "cramped. Pale bedding, a small desk under the window, a mirror to bounce the "
             "light, and nothing at all on the floor.")]),
        "s7": ("2023-03-06 18:15", [
            ("sp1", "We've accepted an offer! 255,000 from a first-time buyer, no chain, "
             "mortgage agreed in principle.",
             "That's a strong buyer: nothing to sell and finance lined up. Get your solicitor "
             "moving on the paperwork today."),
            ("cd1", "Solicitors are aiming to complete on Friday the 14th of April.",
             "Ambitious but doable with no chain. Answer their enquiries quickly.")]),
        "s8": ("2023-03-27 21:05", [
            ("sp2", "Can you tell me what to ask when I book a man with a van? We're only taking "
             "the sofa, the bed, a bookcase and about thirty boxes, across town. Bit of a blow "
             "last week: the buyer's survey found damp under the bay, so after a lot of back and "
             "forth we're selling for 251,000 instead, which still just about covers our "
             "deposit on the new place. Is it normal to pay a deposit to the van man?",
             "Ask for a fixed price in writing, what's included (blankets, dismantling the bed), "
             "whether they're insured for goods in transit, and how many people come. A small "
             "deposit is normal; check what happens to it if your date moves."),
            ("cd2", "And her lender is slow, so completion has slipped to Friday the 5th of May.",
             "Then book the van provisionally and check its cancellation terms.")]),
        "s9": ("2023-04-03 08:50", [
            ("cd3", "Sorry, I had the dates mixed up: the 5th of May is exchange. Completion is a "
             "week later, Friday the 12th.",
             "Got it: exchange on the 5th, completion on the 12th. The van should be booked for "
             "the 12th then."),
            ("Moving the van booking now.",
             "Ask for a late-morning slot; keys are usually released around lunchtime."),
            ("Melisande's sold too! She accepted 331,000 this morning from a couple moving out "
             "of the city. Race you to completion.",
             "Two sales in one family in a month. Good luck to you both.")]),
    }, "questions": [
        ("announced", "2023-01-03 09:00", "Which estate agent is selling our flat?",
         "Rookwell Homes (Marlowe Estates take over on 9 January)", ["ag1", "ag2"]),
        ("announced", "2023-04-11 09:00", "Which agency is handling the sale of our flat?",
         "Marlowe Estates", ["ag2"]),
        ("paraphrase", "2023-04-11 09:00", "Whose board is up outside our building?",
         "Marlowe Estates'", ["ag2"]),
        ("past", "2023-04-11 09:00", "What did we first list the flat for?", "275,000",
         ["pr1"]),
        ("past", "2023-04-11 09:00", "What was the flat on the market for around Christmas "
         "2022?", "265,000", ["pr2"]),
        ("past", "2023-04-11 09:00", "How much did our buyer offer at first?", "255,000",
         ["sp1"]),
        ("implicit_present", "2023-04-11 09:00", "What price did we settle on with our buyer?",
         "251,000", ["sp2"]),
        ("distractor_slot", "2023-04-11 09:00", "How much are we selling our place for?",
         "251,000", ["sp2"]),
        ("correction", "2023-04-11 09:00", "On what day does the flat sale complete?",
         "Friday 12 May", ["cd3"]),
    ]},
    {"id": "f107", "sessions": {
        "s1": ("2022-09-12 19:00", [
            ("dd1", "Set up the direct debit with Ostrander Energy for the new house: 96 a month "
             "for gas and electric, which they reckon covers the year.",
             "Send them a meter reading every month so the estimate stays honest."),
            ("pl1", "And we've inherited a plumber. The sellers left a card for Rhodri Penhallow, "
             "who's done every job in this house for fifteen years apparently.",
             "A plumber who already knows where every pipe runs is worth keeping.")]),
        "s2": ("2022-10-03 20:40", [
            ("tm1", "How do I bleed radiators without flooding the floor? The two upstairs are "
             "cold at the top and gurgle all night. The heating's on the timer, six till nine "
             "and five till ten, with the thermostat in the hall on 20, and Malachy swears the "
             "bedrooms never get past 16. Do I need a special key, and should the heating be "
             "on or off while I do it?",
             "Turn the heating off and let the radiators cool. Use a radiator key (a couple of "
             "pounds at any hardware shop), hold a cloth under the valve, open it a quarter turn "
             "until the hissing stops and water appears, then close it. Check the boiler "
             "pressure afterwards and top it up if it has dropped below 1."),
            ("dd2", "Also, Ostrander have emailed: from the 1st of November it goes up to 148 a "
             "month, because of the price cap.",
             "Painful. Compare it with your actual use and ask them to review it after the "
             "winter.")]),
        "s3": ("2022-11-14 21:15", [
            ("tm2", "Knocked the hall thermostat down to 18. Jumpers, hot water bottles and a "
             "blanket on the sofa from now on.",
             "Each degree lower saves roughly a tenth of the heating. Try to keep the bedroom "
             "above 16 at night."),
            ("Malachy calls it the igloo era.", "Very fitting for November.")]),
        "s4": ("2022-12-19 08:30", [
            ("Burst pipe in the loft on Saturday night, water through the landing ceiling. "
             "Rhodri came out on a Sunday morning and had it fixed in an hour, bless him.",
             "Worth finding where the stopcock is and lagging the loft pipes before the next "
             "cold snap."),
            ("Our neighbour Mr Quilliam keeps his thermostat on 23 all winter. The party wall is "
             "the warmest spot in our house.",
             "Free heat through the wall, a small consolation.")]),
        "s5": ("2023-01-30 19:45", [
            ("pl2", "Could you help me choose a kitchen tap? The old mixer drips however hard "
             "we turn it, and I'm lost between pull-out sprays, boiling-water taps and plain "
             "levers. Budget about 120. Sad news is that Rhodri has retired to be near his "
             "grandchildren, so anything to do with pipes here is Morwenna Pengelly's job from "
             "now on; everyone on the street's group chat recommends her and she can fit it "
             "next week. What's worth paying for?",
             "At 120, a good single-lever mixer with ceramic discs (they don't wear like "
             "washers) is the best value. A pull-out spray is handy for rinsing pans; a "
             "boiling-water tap costs several hundred more and needs a tank under the sink.")]),
        "s6": ("2023-03-13 20:00", [
            ("I looked at fixing with another supplier, but Ostrander's exit fee was 150 so "
             "we're staying put for now.",
             "Exit fees often wipe out the saving. Look again when your current deal ends."),
            ("My mum's energy direct debit has just gone up to 160 and she lives on her own in a "
             "two-bed. Is that right?",
             "It may be an estimate from a bad winter; she should send readings and ask them "
             "to recalculate.")]),
        "s7": ("2023-04-24 18:30", [
            ("dd3", "Sent Ostrander a whole year of readings and they've cut what we pay each "
             "month to 113, starting now.",
             "That's what readings are for. Nice result.")]),
        "s8": ("2023-05-02 19:10", [
            ("dd4", "Ignore what I said about 113. I looked at the actual email: the new payment "
             "is 131 a month. I'd swapped the digits.",
             "Noted: 131 a month, still well down on the winter."),
            ("Less exciting, but still.", "Still a few hundred a year less.")]),
        "s9": ("2023-10-30 20:20", [
            ("tm3", "Can you give me a checklist for making the house safe for someone on "
             "crutches? Mum comes to stay for six weeks after her hip operation on Thursday "
             "and she'll sleep in the dining room. She feels the cold terribly, so the heating's "
             "back up to 20, igloo era over, and Malachy has already rolled up the rugs. What "
             "else? The bathroom's upstairs, which worries me.",
             "Clear walkways of cables and rugs, put night lights between her bed and the "
             "loo, get a commode or a toilet frame if the stairs are hard, raise the chair she'll "
             "use, and keep everything she needs at waist height."),
            ("My friend Mireille has just had a new plumber, Parfitt, redo her whole bathroom in "
             "four days, and now she's telling everyone to use him.",
             "Four days for a whole bathroom is quick. Worth keeping the name.")]),
    }, "questions": [
        ("implicit_present", "2023-11-20 09:00", "Who's our plumber?", "Morwenna Pengelly",
         ["pl2"]),
        ("distractor_slot", "2023-11-20 09:00", "Which plumber should I call if the kitchen "
         "tap starts dripping again?", "Morwenna Pengelly", ["pl2"]),
        ("past", "2023-11-20 09:00", "Who did the plumbing for us when we first moved in?",
         "Rhodri Penhallow", ["pl1"]),
        ("changes_back", "2023-11-20 09:00", "What's the hall thermostat set to?", "20",
         ["tm3"]),
        ("past", "2023-11-20 09:00", "How warm did we keep the house in the winter of "
         "2022-23?", "18", ["tm2"]),
        ("correction", "2023-11-20 09:00", "How much do we pay for gas and electricity each "
         "month?", "131", ["dd4"]),
        ("announced", "2022-10-20 09:00", "How much is our energy direct debit?",
         "96 a month (148 from 1 November)", ["dd1", "dd2"]),
        ("explicit_present", "2023-11-20 09:00", "What temperature is the heating on at the "
         "moment?", "20", ["tm3"]),
    ]},
    {"id": "f108", "sessions": {
        "s1": ("2019-03-11 20:15", [
            ("fin1", "Can you help me make a simple quote template for carpet jobs? I want the "
             "customer's address, room sizes, carpet and underlay prices, gripper, fitting, and "
             "taking up the old stuff, plus a line for VAT. Big week too: picked up the new "
             "van, on finance at 312 a month for four years, so the quotes need to start "
             "looking professional. What should go at the bottom, terms-wise?",
             "Put payment terms (deposit, and the balance on completion), how long the quote is "
             "valid (30 days is usual), what's excluded (moving furniture, lifting laminate), "
             "and your contact details and VAT number if you're registered."),
            ("br1", "Breakdown cover came with it: a year of Redline Rescue thrown in by the "
             "dealer.",
             "Handy. Note the renewal date so it doesn't roll over at a silly price.")]),
        "s2": ("2019-04-29 18:40", [
            ("mec1", "Van's first service done at Pendleford Motors, the place under the railway "
             "arches. 140 quid, and they washed it, which nobody ever does.",
             "A garage that goes the extra mile is worth sticking with.")]),
        "s3": ("2019-06-17 21:00", [
            ("Diesel is killing me, 90 quid a week. Can I claim that back somehow?",
             "Self-employed, you can claim either the actual van costs or a flat mileage rate; "
             "keep every receipt and a mileage log, and ask an accountant which suits you."),
            ("I'll start a log in the glovebox.", "Date, job and miles per trip is enough.")]),
        "s4": ("2019-08-05 19:30", [
            ("My dad has taken his old estate car to the same mechanic, Melvyn, for twenty-five "
             "years. Melvyn is seventy-one and still lies on a creeper under cars.",
             "A loyal customer and a mechanic who loves the work. That's rare.")]),
        "s5": ("2019-10-14 20:45", [
            ("Redline took four hours to reach me on the bypass last Tuesday when the clutch "
             "went. I lost a whole fitting day and the customer was livid.",
             "Four hours is poor for a working vehicle. Complain in writing and ask what "
             "response time they actually promise."),
            ("They sent a voucher for 20 quid. Wow.", "Keep it, and remember it at renewal.")]),
        "s6": ("2019-11-25 19:50", [
            ("br2", "Can you help me word a message to a customer whose job I have to push back "
             "a week? Her carpet's stuck at the warehouse and I don't want to lose her; she's a "
             "retired teacher and very particular. One thing sorted at least: the Redline "
             "renewal came in at 165, so after the bypass fiasco the van's breakdown cover is "
             "with Nightowl Breakdown instead, 98 a year and they promise an hour. Polite but "
             "not grovelling, please.",
             "Something like: 'I'm sorry to say the warehouse has delayed your carpet by a "
             "week. I'd rather fit it properly than rush it, so could we move your fitting to "
             "Tuesday the 3rd? I'll confirm as soon as it's with me.'")]),
        "s7": ("2020-01-20 18:25", [
            ("mec2", "Pendleford Motors has shut, the arches are being turned into flats. The "
             "van goes to Rushmere Autos now. Roisin runs it and she spotted a worn brake pipe "
             "the last MOT missed.",
             "Good that she caught it. A garage that thorough is worth keeping."),
            ("The main dealer wanted 290 for a service. No chance.",
             "Once the warranty is gone, dealers rarely make sense.")]),
        "s8": ("2020-02-03 20:10", [
            ("fin2", "Big bathroom job paid in full, so I'm putting 4,000 off the van at the end "
             "of the month. From March what I pay the finance company each month drops to 205.",
             "A smart use of a windfall. Ask them to confirm the new figure in writing.")]),
        "s9": ("2020-04-27 19:00", [
            ("My mate Perrin has just signed up with Redline Rescue for his pickup, the lot I "
             "ditched. Told him to enjoy the four-hour waits.",
             "Maybe he'll have better luck."),
            ("Any stretches for a sore back after kneeling all day?",
             "Cat-cow, child's pose and a hamstring stretch morning and evening, plus proper "
             "knee pads if you aren't already using them.")]),
    }, "questions": [
        ("implicit_present", "2020-05-18 09:00", "Who's my breakdown cover with?",
         "Nightowl Breakdown", ["br2"]),
        ("paraphrase", "2020-05-18 09:00", "If the van won't start outside a customer's "
         "house, who do I ring for help?", "Nightowl Breakdown", ["br2"]),
        ("distractor_slot", "2020-05-18 09:00", "Who does the servicing on my van?",
         "Rushmere Autos (Roisin)", ["mec2"]),
        ("explicit_present", "2020-05-18 09:00", "Which garage looks after the van at the "
         "moment?", "Rushmere Autos", ["mec2"]),
        ("announced", "2020-05-18 09:00", "How much do I pay off the van loan each month?",
         "205", ["fin2"]),
        ("announced", "2020-02-10 09:00", "What's my monthly payment on the van?",
         "312 (it drops to 205 from March)", ["fin1", "fin2"]),
        ("past", "2020-05-18 09:00", "Where did the van have its first service?",
         "Pendleford Motors", ["mec1"]),
        ("past", "2020-05-18 09:00", "Which breakdown firm covered the van in its first "
         "year?", "Redline Rescue", ["br1"]),
    ]},
    {"id": "f109", "sessions": {
        "s1": ("2024-01-15 08:10", [
            ("ab1", "I've started a new job with a seventy-minute train each way and I want to "
             "get through some fiction instead of doomscrolling. Can you suggest what kind of "
             "audiobooks to go for, nothing too bleak, ideally ten to fifteen hours each? I've "
             "got a Narrowcast subscription with one credit a month, so I want picks worth a "
             "credit, not ones I could borrow free. I liked gentle mysteries last year.",
             "Go for long cosy mysteries with a single strong narrator, a family saga or two and "
             "a comic novel. Listen to the sample before spending a credit, and save credits "
             "for books over ten hours; short ones are often cheaper to buy outright."),
            ("Good tip on the length.", "Long books stretch a credit furthest.")]),
        "s2": ("2024-02-19 19:30", [
            ("cf1", "Treated myself to a coffee subscription from Mossgiel Coffee: a 250 g bag "
             "of whole beans every fortnight. The first one was a washed Ethiopian and it's "
             "wonderful.",
             "Washed Ethiopians are bright and floral, lovely as a pour-over."),
            ("I need a better grinder now, don't I.",
             "A burr grinder makes the biggest difference; blade grinders give uneven "
             "grounds.")]),
        "s3": ("2024-04-08 21:10", [
            ("ab2", "Ditched Narrowcast. 9.99 for a single book felt daft when Pagewell lets "
             "you listen to as much as you like for 7.99, so that's where my commute lives now.",
             "Unlimited plans suit heavy listeners. Check the books you want are actually in "
             "their catalogue.")]),
        "s4": ("2024-05-20 20:00", [
            ("Pagewell's catalogue is thinner than I thought, half my list isn't on it. I "
             "thought about going back, but I'd lose the three books I've got queued.",
             "Borrow the missing ones from the library app in the meantime."),
            ("The library app waiting list is nine weeks.",
             "Place the holds now; they'll land at random times.")]),
        "s5": ("2024-07-01 18:55", [
            ("cf2", "I'm hosting eight for dinner on Saturday and want a pudding I can make the "
             "day before. One guest is coeliac and one doesn't eat dairy. Impressive but "
             "honestly easy, please. On the coffee front, beans were piling up in the cupboard "
             "faster than I could drink them, so the Mossgiel bags only come once a month now, "
             "which is a good excuse to serve the last of the Kenyan after dinner. Ideas?",
             "A dairy-free chocolate mousse made with aquafaba and dark chocolate (check the "
             "label for gluten), set in glasses the day before and topped with raspberries. Or "
             "pears poached in spiced red wine, which keep happily overnight.")]),
        "s6": ("2024-09-09 19:05", [
            ("cf3", "Mossgiel put their prices up by a third, so I've moved the subscription to "
             "Ravelin Roasters. Same deal otherwise, and they roast it the day before posting.",
             "Roasted-to-order beans are lovely; let them rest a few days before brewing.")]),
        "s7": ("2024-11-11 20:30", [
            ("ab3", "Can you suggest a few podcasts for the days I want something lighter on "
             "the train? Comedy or history, nothing true crime. Audiobook-wise I've given up on "
             "Pagewell: they lost a whole publisher's catalogue, including the series I was "
             "halfway through, so I've gone back to Narrowcast, and they gave me three months "
             "at half price for returning. So podcasts are just for variety now.",
             "Try a panel-style comedy show, a long-form history series that runs in multi-part "
             "episodes, and a light science chat show; sample one episode of each on a short "
             "journey first.")]),
        "s8": ("2025-01-13 21:00", [
            ("My partner Mabon has just moved his audiobooks from Narrowcast to Pagewell, "
             "because he only listens to science fiction and Pagewell has loads. The opposite "
             "of me.",
             "Different catalogues suit different listeners."),
            ("My brother Milo has a bag of beans from Mossgiel arriving every week. He must "
             "vibrate.", "Some people run on espresso.")]),
    }, "questions": [
        ("changes_back", "2025-02-10 09:00", "Which audiobook service am I paying for?",
         "Narrowcast", ["ab3"]),
        ("distractor_slot", "2025-02-10 09:00", "Which app do I get my audiobooks through?",
         "Narrowcast", ["ab3"]),
        ("past", "2025-02-10 09:00", "What was I listening to books on in summer 2024?",
         "Pagewell", ["ab2"]),
        ("implicit_present", "2025-02-10 09:00", "Which company does my coffee subscription "
         "come from?", "Ravelin Roasters", ["cf3"]),
        ("paraphrase", "2025-02-10 09:00", "How often does a fresh bag of beans land on my "
         "doormat?", "Once a month", ["cf2"]),
        ("explicit_present", "2025-02-10 09:00", "Who roasts my coffee these days?",
         "Ravelin Roasters", ["cf3"]),
        ("past", "2025-02-10 09:00", "How often did my coffee arrive when I first subscribed?",
         "Every fortnight", ["cf1"]),
        ("past", "2025-02-10 09:00", "Which roaster did my coffee subscription start with?",
         "Mossgiel Coffee", ["cf1"]),
    ]},
    {"id": "f110", "sessions": {
        "s1": ("2020-02-03 19:40", [
            ("tn1", "Could you help me set up a simple spreadsheet for the flat I rent out? I "
             "need to track rent in, mortgage interest, the service charge, repairs and the "
             "landlord insurance, so the tax return isn't a nightmare in January. Ophelia, the "
             "paediatric nurse who has been renting it since 2018, pays by standing order on "
             "the 1st, so that part's easy. I've never done one of these and HMRC scare me.",
             "Make one tab per tax year with columns for date, description, category, money in "
             "and money out. Categories: rent, mortgage interest, service charge, repairs, "
             "insurance, other. Keep a second tab listing receipts with a link to a photo of "
             "each.")]),
        "s2": ("2020-03-16 20:20", [
            ("sc1", "The block's service charge bill came: 1,140 for the year, payable to "
             "Quayview Block Management in two halves.",
             "Log both halves when you pay them; service charges are an allowable expense."),
            ("Quayview's website looks like it was built in 2003.",
             "As long as the bank details on it are right.")]),
        "s3": ("2020-04-27 18:10", [
            ("hm1", "Merrick, the handyman I use for the flat, fixed the bathroom extractor fan "
             "for 60 quid, parts included.",
             "Good value. A working fan should stop the mould coming back.")]),
        "s4": ("2020-05-18 21:00", [
            ("tn2", "Quick one: how much notice do I have to give before showing people round "
             "a rented flat? Ophelia has given notice, she's moving in with her boyfriend at "
             "the end of June, but it turns out I may not need viewings at all: a colleague's "
             "cousin Mariska and her husband Renzo saw it on a video call and want it, so "
             "they're taking the flat from the 1st of July. I still want to do things properly "
             "if the references fall through.",
             "At least 24 hours' written notice, at a reasonable time, and the tenant can ask "
             "to be there. Get Mariska and Renzo's references and right-to-rent checks done "
             "now so you know early if you need a plan B.")]),
        "s5": ("2020-08-10 19:15", [
            ("My colleague Prudence has just let her flat in town to two junior doctors, "
             "Orlagh and her brother. She keeps calling them the tenants from heaven.",
             "Every landlord's dream: they're rarely home long enough to break anything."),
            ("Any tips for my first inspection visit?",
             "Give written notice, take photos, check for damp and smoke alarms, and treat it "
             "as a chance to ask if anything needs fixing.")]),
        "s6": ("2020-09-28 20:00", [
            ("hm2", "Can you help me write an inventory checklist for the flat? I never did a "
             "proper one when Ophelia moved in and I want one before the deposit is ever in "
             "question. Also Merrick has packed in odd jobs to drive for a parcel firm, so "
             "small repairs at the flat go to Oswin Rennison now, a retired joiner Renzo found. "
             "Room by room is fine; what do people usually forget?",
             "Go room by room with dated photos: walls, floors, windows, fittings, appliances "
             "with model numbers, meter readings, keys, smoke alarms tested. People forget "
             "inside cupboards and the oven, the mattress, light bulbs and the bin store.")]),
        "s7": ("2021-01-11 19:30", [
            ("sc2", "Quayview's new budget is out. Because of the roof replacement the service "
             "charge goes to 1,380 a year from now on.",
             "A big jump. Ask for the breakdown and check how much is a one-off reserve "
             "top-up.")]),
        "s8": ("2021-02-01 20:45", [
            ("sc3", "Had another look at the Quayview letter: 1,380 was the line with the "
             "reserve fund counted twice. The actual service charge is 1,320.",
             "Good catch. 1,320 a year then."),
            ("Could have paid 60 quid for nothing.", "Always worth a second read.")]),
        "s9": ("2021-03-15 19:00", [
            ("My sister Nerys pays a service charge of 2,100 on her flat in Pellingham and the "
             "lift never works. I'm not complaining any more.",
             "A bit of perspective helps.")]),
    }, "questions": [
        ("announced", "2020-06-08 09:00", "Who is renting my flat?",
         "Ophelia (until the end of June; Mariska and Renzo from 1 July)", ["tn1", "tn2"]),
        ("explicit_present", "2021-04-12 09:00", "Who's living in my rental flat at the "
         "moment?", "Mariska and Renzo", ["tn2"]),
        ("distractor_slot", "2021-04-12 09:00", "Who are my tenants?", "Mariska and Renzo",
         ["tn2"]),
        ("correction", "2021-04-12 09:00", "What's the yearly service charge on the flat?",
         "1,320", ["sc3"]),
        ("past", "2021-04-12 09:00", "How much did the block charge for the year before the "
         "roof was redone?", "1,140", ["sc1"]),
        ("implicit_present", "2021-04-12 09:00", "Who is my handyman?", "Oswin Rennison",
         ["hm2"]),
        ("paraphrase", "2021-04-12 09:00", "Who do I ring to fix little things at the rental?",
         "Oswin Rennison, a retired joiner", ["hm2"]),
        ("past", "2021-04-12 09:00", "Who sorted out the extractor fan at the flat?",
         "Merrick", ["hm1"]),
        ("past", "2021-04-12 09:00", "Who rented my flat at the start of 2020?",
         "Ophelia, a paediatric nurse", ["tn1"]),
    ]},
    {"id": "f111", "sessions": {
        "s1": ("2024-04-22 20:00", [
            ("tc1", "First payslip from Morvale Logistics and I understand about half of it. "
             "Gross is 3,050, then there's income tax, National Insurance, something called "
             "'EE pension' and a student loan deduction. The tax code at the top is 1257L, which "
             "my dad says is the normal one. Can you walk me through what each line means and "
             "whether the numbers look roughly right?",
             "1257L means the standard 12,570 tax-free allowance. Income tax is 20% on monthly "
             "pay above about 1,047, National Insurance applies above a similar threshold, 'EE "
             "pension' is your own contribution, and the student loan is 9% of pay above your "
             "plan's threshold."),
            ("pc1", "The pension's 5% from me and 3% from Morvale.",
             "That's the legal minimum split. Ask whether they match more if you put in more.")]),
        "s2": ("2024-06-03 19:20", [
            ("pd1", "We get paid on the last working day of the month, and May felt like it had "
             "six weeks in it. Any tips for making money last?",
             "Split it the day it lands: bills and savings out first, then a weekly allowance "
             "moved to a separate account.")]),
        "s3": ("2024-08-12 18:45", [
            ("tc2", "Took the company car, a little electric hatchback. HMRC sent a letter and "
             "I'm on 1094L now, because the car counts as a benefit.",
             "That's normal: the car's taxable value comes off your tax-free allowance.")]),
        "s4": ("2024-09-23 21:05", [
            ("My partner Moira's code has just changed to 1185L because her new job comes with "
             "private medical insurance. We sat comparing payslips like a pair of accountants.",
             "Health cover is taxed the same way, by reducing the allowance."),
            ("And she puts 10% into her pension, which made me feel lazy.",
             "Different employers, different matches; it's not a race.")]),
        "s5": ("2024-10-28 20:30", [
            ("pc2", "Should I overpay my credit card or build savings first? I owe 1,800 at "
             "24.9% and have about 600 put by. Money's a bit tighter because since last month "
             "8% of my salary goes into the pension through salary sacrifice, as Morvale match "
             "up to 6% if you do, though the take-home hit was smaller than I feared. I can "
             "spare about 300 a month.",
             "Keep a small buffer, say 1,000, then put everything else at the card: no savings "
             "account pays anything like 24.9%. At 300 a month it's gone in about seven "
             "months.")]),
        "s6": ("2024-11-18 19:40", [
            ("pd2", "Payroll is moving to a new system, so from January the money comes in on "
             "the 25th instead of the last working day. January will be lovely, December a bit "
             "long.",
             "Getting paid early in January is a rare gift; just make December's money "
             "stretch.")]),
        "s7": ("2025-01-27 20:15", [
            ("Thought about going up to 10% in the pension like Moira, but with nursery fees "
             "starting in spring we can't do it yet. Maybe next year.",
             "Raising it by 1% with each pay rise is a painless way to get there."),
            ("My friend Romy gets paid on the 15th and swears mid-month paydays are best.",
             "Whatever the date, the gap between paydays is the same.")]),
        "s8": ("2025-03-03 19:00", [
            ("tc3", "Handed the car back, I'm taking the car allowance in cash instead. This "
             "month's payslip says 1257L again.",
             "So your full allowance is back; the cash allowance is simply taxed as pay.")]),
    }, "questions": [
        ("changes_back", "2025-03-17 09:00", "What's my tax code?", "1257L", ["tc3"]),
        ("explicit_present", "2025-03-17 09:00", "Which tax code am I on at the moment?",
         "1257L", ["tc3"]),
        ("past", "2025-03-17 09:00", "What was my tax code while I had the company car?",
         "1094L", ["tc2"]),
        ("distractor_slot", "2025-03-17 09:00", "What percentage of my pay goes into my "
         "pension?", "8%, through salary sacrifice", ["pc2"]),
        ("paraphrase", "2025-03-17 09:00", "How much am I setting aside for retirement out of "
         "each pay packet?", "8% through salary sacrifice", ["pc2"]),
        ("announced", "2025-03-17 09:00", "What date does my salary land?", "The 25th",
         ["pd2"]),
        ("announced", "2024-12-09 09:00", "When am I paid each month?",
         "The last working day of the month (the 25th from January)", ["pd1", "pd2"]),
        ("past", "2025-03-17 09:00", "How much did I put into my pension when I started at "
         "Morvale?", "5%", ["pc1"]),
    ]},
]
