"""Conversations f100-f105 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, on health and care, with slots new to the set: a midwife, a baby's due date, a place of birth,
a long-acting insulin dose, an insulin-to-carb ratio, a glucose sensor, a mother's home care
agency, her number of care visits a day, her walking aid and her day centre, a sertraline dose, a
peer support group, a light box's daily minutes, an eczema steroid cream, an emollient, a
dermatologist, a patch-test result, a blood thinner, an INR reading and a cardiac rehab class.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f100", "sessions": {
        "s1": ("2023-07-24 19:40", [
            ("mw1", "Two lines on the test last month and today was the booking appointment. "
             "The midwife is Jacintha Gorley, at the Hamnett Road surgery, and she spent forty "
             "minutes on my family history without once looking at the clock.",
             "That's a good start; a midwife who takes her time at booking usually makes the "
             "later checks easier too. Did she give you your maternity notes?"),
            ("due1", "She did. Going by my last period the baby should arrive on 14 March, "
             "which feels like a lifetime away.",
             "Plenty of time to get ready. The dating scan will firm that up, so don't order "
             "anything engraved yet.")]),
        "s2": ("2023-08-30 20:15", [
            ("due2", "Could you help me word a message to my manager? I want to tell her I'm "
             "pregnant before the team notices me refusing the office coffee, but I don't want "
             "to sound like I'm asking permission for anything, and I'd like to say I'll sort "
             "a handover plan in the new year. Context, if it matters: the twelve-week scan "
             "went fine, baby waved, and they've brought the date forward, so we're expecting "
             "the baby on 9 March now rather than mid-March. Short and warm, please; she's "
             "nice but very busy.",
             "Try: 'Hi, I wanted you to hear it from me first: I'm pregnant, due in March. "
             "I'm feeling well and I'll put together a handover plan early in the new year so "
             "nothing falls through the cracks. Happy to chat whenever suits you.'"),
            ("She replied with three exclamation marks.",
             "That's about as warm as a busy manager gets.")]),
        "s3": ("2023-09-18 12:30", [
            ("Gruff's sister Kerensa is pregnant as well, about eight weeks behind me. She's "
             "with the midwife team at the other surgery and we compare notes every day.",
             "Having someone going through it at the same time is lovely, especially for "
             "the 3 am questions."),
            ("We've started a shared list of baby names we hate.",
             "That list is often more fun than the one you like.")]),
        "s4": ("2023-10-09 21:05", [
            ("due3", "I need to correct myself: the scan letter says 7 March, not the 9th. I'd "
             "gone off what the sonographer said out loud and clearly misheard her.",
             "Noted, 7 March. The letter is the date your notes will work from."),
            ("Gruff has already told his mum the 9th.",
             "Two days either way won't upset a grandmother much.")]),
        "s5": ("2023-10-30 19:50", [
            ("bp1", "Could you suggest a few gentle exercises for pelvic girdle pain? Getting "
             "out of the car has become a whole performance. On the birth side, we made up "
             "our minds after the tours: a home birth was out because we're three floors up "
             "with no lift, so the Larkmead Birth Centre is what's written in the birth plan, "
             "pool rooms and dim lights and all. I'm on my feet all day at work, if that "
             "changes what you'd suggest.",
             "Try pelvic tilts on all fours, gentle cat-cow, and squeezing a cushion between "
             "your knees while sitting. Get out of the car by swinging both legs out together, "
             "and ask your midwife for a physio referral if it gets worse."),
            ("They said a transfer to Ingleby General takes twelve minutes if anything goes "
             "wrong.",
             "That's a short transfer if you need one.")]),
        "s6": ("2023-11-13 18:25", [
            ("mw2", "Jacintha told me at the 25-week check that she's off on secondment to the "
             "hospital at the end of the month. Ilona Kellaway picks up her caseload from "
             "December, so she'll be the one seeing me through to the birth.",
             "A shame to switch partway, but handovers at this stage are usually smooth. Jot "
             "down anything you want Ilona to know at your first visit."),
            ("I'll miss Jacintha's terrible jokes.", "Maybe Ilona's are worse.")]),
        "s7": ("2024-01-10 20:40", [
            ("bp2", "Pram question: we're torn between a travel system that clicks into a car "
             "seat and a lighter pushchair with a separate car seat. We're up three flights, "
             "so weight matters, and the car is a small hatchback. Also, the birth centre is "
             "off: the 34-week growth scan showed the baby measuring big and my blood "
             "pressure is creeping up, so the consultant wants me on the labour ward at "
             "Ingleby General instead, with monitoring. Gutted about the pool. Which pram "
             "would you go for?",
             "With three flights and a small boot, go light: a compact pushchair that takes "
             "a separate infant car seat, ideally one that folds with one hand. Measure the "
             "boot before you buy."),
            ("Gruff is measuring it with a tape right now.", "A man on a mission.")]),
        "s8": ("2024-01-29 21:10", [
            ("Kerensa's midwife has changed too. Hers went off sick and since last week she's "
             "been seeing Linnea Holroyd, who she says is the calmest person alive.",
             "Good that she has someone steady for the rest of her pregnancy."),
            ("Is it normal that I can't sleep on either side any more?",
             "Very common in the third trimester. A pillow between the knees and one under "
             "the bump often helps.")]),
        "s9": ("2024-02-19 10:05", [
            ("What should actually go in the hospital bag? Everyone has a different list.",
             "Your notes, loose nightclothes, maternity pads, snacks, a long phone charger, "
             "a going-home outfit for you and the baby, and the car seat fitted in the car."),
            ("Ilona says pack it by 37 weeks, so I'm late.",
             "Not by much; it's an evening's job.")]),
    }, "questions": [
        ("announced", "2023-11-27 09:00", "Who's my midwife?",
         "Jacintha Gorley (Ilona Kellaway only takes over in December)", ["mw1", "mw2"]),
        ("announced", "2024-02-26 09:00", "Who does my antenatal checks?", "Ilona Kellaway",
         ["mw2"]),
        ("distractor_slot", "2024-02-26 09:00", "What's the name of my midwife?",
         "Ilona Kellaway", ["mw2"]),
        ("correction", "2024-02-26 09:00", "When is the baby due?", "7 March 2024", ["due3"]),
        ("past", "2024-02-26 09:00", "What date did I first work out for the birth, from my "
         "last period?", "14 March", ["due1"]),
        ("implicit_present", "2024-02-26 09:00", "Where am I having the baby?",
         "On the labour ward at Ingleby General", ["bp2"]),
        ("paraphrase", "2024-02-26 09:00", "Where should we head once labour starts?",
         "The labour ward at Ingleby General", ["bp2"]),
        ("past", "2024-02-26 09:00", "Where were we planning to give birth in the autumn of "
         "2023?", "The Larkmead Birth Centre", ["bp1"]),
    ]},
    {"id": "f101", "sessions": {
        "s1": ("2020-02-10 20:30", [
            ("bas1", "Week two of being type 1 at twenty-nine. The long-acting one is "
             "glargine: 18 units every night at ten, and I've set three alarms so I don't "
             "forget.",
             "Three alarms is a sensible start; the same time each night keeps the background "
             "insulin steady. How are you finding the injections?"),
            ("rat1", "Fine, weirdly. The fiddly bit is meals: one unit of the quick stuff for "
             "every 10 grams of carbs, so I'm weighing pasta like a chemist.",
             "Weighing is tedious at first, but you'll soon know your usual portions by "
             "eye.")]),
        "s2": ("2020-03-23 13:10", [
            ("bas2", "Can you help me plan a week of work lunches that are easy to count carbs "
             "for? There's a microwave and a fridge at the office, no hob, and I'm sick of "
             "sandwiches. Things with the carbs printed on the packet would be ideal. The "
             "diabetes nurse went through my readings on Friday and put the night-time "
             "glargine up to 22 units, since I'm waking up high every day, so I'd like lunches "
             "boring and predictable while that settles.",
             "Try microwave rice pouches with a tin of mackerel, soup with a weighed roll, "
             "overnight oats in a jar, leftover chilli portioned and frozen, and a pot of "
             "pre-cooked lentils with feta and peppers. All have the carbs on the label."),
            ("Overnight oats, I can do that.", "Weigh the oats once and write it on the jar.")]),
        "s3": ("2020-05-04 19:00", [
            ("sen1", "Funding came through! There's a Lintra sensor stuck on the back of my arm "
             "and I just wave my phone at it. Four finger pricks all week instead of forty.",
             "That's a huge difference. Keep a meter handy for when the reading and how you "
             "feel don't match."),
            ("It beeped at me in a meeting though.",
             "You can usually set the alerts to vibrate.")]),
        "s4": ("2020-06-15 18:45", [
            ("My dad's type 2 has got worse and his GP has started him on insulin too, 10 "
             "units of glargine at night. He rang me for tips, which is a first.",
             "Nice that he can lean on you. His team will adjust his dose over the next few "
             "weeks."),
            ("He asked if he can keep it in the butter compartment.",
             "The fridge door is fine for spare pens; the one in use can stay at room "
             "temperature.")]),
        "s5": ("2020-08-03 20:20", [
            ("rat2", "It's my turn to pick the Friday takeaway and I'm dreading the maths. "
             "Roughly how many carbs are in a chicken tikka masala with pilau rice and half a "
             "naan? The dietitian went through my food diary last week and reckons I'm more "
             "insulin resistant than we thought, so a unit only covers 8 grams of carbs now "
             "instead of 10, which makes a curry a lot of units. Is there anything on a "
             "typical Indian menu that's kinder?",
             "Very roughly: 75 to 90 g for a standard portion of pilau rice, about 35 g for "
             "half a naan, and 10 to 15 g in the sauce. Tandoori chicken or a tikka with salad "
             "and a small rice is much gentler, and dal is slower to hit."),
            ("Tandoori it is.", "Your future self thanks you.")]),
        "s6": ("2020-09-21 07:50", [
            ("bas3", "Two hypos at 3 am last week, one bad enough that I ate half a box of "
             "cereal in the dark. Nurse's verdict: the glargine drops back to 18 units, where "
             "I started.",
             "Sensible; night hypos usually mean too much background insulin. Keep glucose "
             "tablets by the bed."),
            ("I asked about a pump instead, but the waiting list is eighteen months.",
             "Stay on the list; your needs may have changed by then anyway.")]),
        "s7": ("2020-11-09 21:30", [
            ("sen2", "My prescription for the Lintra got dropped in the new formulary, so after "
             "a lot of phone calls I've ended up with a Gavia instead. It streams to my phone "
             "every five minutes and screams when I go low, which after September I'm "
             "grateful for.",
             "Alarms on lows are a real safety net, especially at night. How's the "
             "adhesive?"),
            ("Better than the old one. Survived a swim.", "Good sign.")]),
        "s8": ("2021-01-11 12:15", [
            ("New guy at work, Hywel, is type 1 as well, and he's just been given the Lintra, "
             "the very sensor I lost. He's thrilled with it, so I didn't spoil it.",
             "Kind of you. Different sensors suit different people anyway."),
            ("We've formed a two-person diabetes club by the biscuit tin.",
             "The most dangerous club in the office.")]),
    }, "questions": [
        ("changes_back", "2021-02-01 09:00", "How much glargine do I inject at night?",
         "18 units", ["bas3"]),
        ("explicit_present", "2021-02-01 09:00", "What's my background insulin dose at the "
         "moment?", "18 units of glargine at night", ["bas3"]),
        ("past", "2021-02-01 09:00", "What was my bedtime insulin dose in the summer of 2020?",
         "22 units of glargine", ["bas2"]),
        ("implicit_present", "2021-02-01 09:00", "How many grams of carbohydrate does one unit "
         "of quick-acting insulin cover for me?", "8 grams", ["rat2"]),
        ("past", "2021-02-01 09:00", "What carb ratio was I given when I was diagnosed?",
         "One unit per 10 grams", ["rat1"]),
        ("distractor_slot", "2021-02-01 09:00", "Which glucose sensor do I wear?", "A Gavia",
         ["sen2"]),
        ("paraphrase", "2021-02-01 09:00", "What gadget tells my phone how my sugars are "
         "doing?", "A Gavia sensor", ["sen2"]),
        ("past", "2021-02-01 09:00", "What did I have on my arm before my prescription changed "
         "in November 2020?", "A Lintra sensor", ["sen1"]),
    ]},
    {"id": "f102", "sessions": {
        "s1": ("2022-03-07 21:00", [
            ("ag1", "Mum's home after the hip operation, and the council have arranged for "
             "Hearthside Home Care to come in. Her carer this week is a lovely woman called "
             "Hafsa who calls her 'my queen'.",
             "Good that it was in place before discharge. Keep a notebook by the door so "
             "carers and family can leave each other messages."),
            ("vis1", "It's two visits a day for now, one in the morning to help her wash and "
             "dress, one at bedtime.",
             "A common starting package; it can be increased if she struggles in between.")]),
        "s2": ("2022-04-19 18:30", [
            ("walk1", "The physio has got Mum off the hospital frame already and onto a single "
             "walking stick indoors. She's ridiculously proud of herself.",
             "Quick progress after a hip. Check the rubber tip on the stick isn't worn."),
            ("She's named the stick Gerald.", "Of course she has.")]),
        "s3": ("2022-05-30 19:15", [
            ("day1", "Mum started at the Ivy Lodge day centre. Tuesdays, the minibus picks "
             "her up at half nine, and she came back saying the dominoes crowd cheat.",
             "A regular day out does wonders. Let her keep an eye on the dominoes crowd."),
            ("She wants to go twice a week already.",
             "Ask the centre whether a second day is free.")]),
        "s4": ("2022-07-11 20:05", [
            ("ag2", "Can you help me write a complaint email that's firm but doesn't burn "
             "bridges? Three times this month the morning carer turned up after eleven, and "
             "once nobody came at all, so Mum sat in her nightie until I got there at "
             "lunchtime. Leif and I have already decided to move her to Kindlewood Care, who "
             "start on the first of August, but Hearthside still have three weeks of her and "
             "I want them to actually turn up.",
             "Keep it factual: the dates and times of the late and missed visits, what it "
             "meant for your mum, and what you expect for the remaining weeks, with a reply "
             "by a set date. Copy in the council's care team."),
            ("Sent. I was very polite.", "Polite and specific is hardest to ignore.")]),
        "s5": ("2022-08-22 13:40", [
            ("How do I get Mum to drink more water? She says tea counts and then has two "
             "cups a day.",
             "Tea does count. Try a jug she can see the level in, and soup or jelly as extra "
             "fluid."),
            ("She's agreed to the jug if it's the blue one.", "Whatever works.")]),
        "s6": ("2022-10-03 21:25", [
            ("walk2", "She had a wobble in the kitchen last week, no harm done, but the falls "
             "team came round and now she's got a four-wheeled rollator with a seat and a "
             "basket. She parks it by the kettle like a little car.",
             "Wheels and a seat mean she can rest halfway; good that the falls team acted "
             "quickly."),
            ("vis2", "What's a good easy phone for someone in her eighties with arthritic "
             "fingers? Mum keeps hanging up on people by accident. The social worker's review "
             "went through as well: two calls a day weren't enough after the wobble, so the "
             "carers come four times a day now, morning, lunch, teatime and bed, which "
             "means someone is always around to find the phone when she's lost it. Big "
             "buttons and a loud ring matter most.",
             "Look for a big-button mobile with a loud ringer, photo speed-dial keys and a "
             "charging cradle so she only has to set it down. Some have an emergency button "
             "on the back that rings you.")]),
        "s7": ("2022-11-14 19:05", [
            ("day2", "Recipe help: Mum's lost her appetite and I want three soft, "
             "high-calorie puddings I can batch make on Sundays. She likes anything with "
             "custard. Her routine's been shaken up too: Ivy Lodge is shut for a refurb until "
             "the new year, so meanwhile she goes to the Gorsebank Centre on Thursdays and "
             "has decided their tea is an outrage. Nothing with nuts, her teeth won't have it.",
             "Try a baked rice pudding made with whole milk and cream, a sponge with custard "
             "that you freeze in portions, and a fruit fool made with stewed apple, custard "
             "and whipped cream."),
            ("Rice pudding was her mother's.", "Then that one will go down well.")]),
        "s8": ("2023-01-16 18:20", [
            ("Mrs Lomax next door has just signed her husband up with Larchwood Care now he's "
             "home from the stroke unit. Their carers start at seven, which I'd kill for.",
             "An early first visit makes the whole day easier. I hope it goes well for "
             "them."),
            ("Mum pretends to everyone that she has no carers at all.",
             "Pride is common; she may prefer to think of them as visitors.")]),
        "s9": ("2023-02-06 10:30", [
            ("day3", "Ivy Lodge has reopened, so it's Tuesdays there again, and Mum says the "
             "new chairs are the first decent chairs of her life.",
             "Lovely that she has her old friends back. Did the dominoes crowd return too?"),
            ("Sadly yes.", "Some things a refurbishment can't fix.")]),
    }, "questions": [
        ("announced", "2023-02-20 09:00", "Which care agency looks after Mum?",
         "Kindlewood Care", ["ag2"]),
        ("distractor_slot", "2023-02-20 09:00", "Which company sends carers to Mum's house?",
         "Kindlewood Care", ["ag2"]),
        ("past", "2023-02-20 09:00", "Who did Mum's home care when she came out of hospital?",
         "Hearthside Home Care", ["ag1"]),
        ("implicit_present", "2023-02-20 09:00", "How many times a day do the carers call in "
         "on Mum?", "Four: morning, lunch, teatime and bed", ["vis2"]),
        ("paraphrase", "2023-02-20 09:00", "What does Mum lean on to get about the house?",
         "A four-wheeled rollator with a seat and a basket", ["walk2"]),
        ("past", "2023-02-20 09:00", "What was Mum walking with in April 2022?",
         "A single walking stick", ["walk1"]),
        ("changes_back", "2023-02-20 09:00", "Which day centre does Mum go to?",
         "Ivy Lodge, on Tuesdays", ["day3"]),
        ("past", "2023-02-20 09:00", "Where was Mum spending her Thursdays in December 2022?",
         "At the Gorsebank Centre", ["day2"]),
        ("explicit_present", "2023-02-20 09:00", "What day does Mum's minibus collect her at "
         "the moment?", "Tuesdays, for Ivy Lodge", ["day3"]),
    ]},
    {"id": "f103", "sessions": {
        "s1": ("2021-01-18 22:10", [
            ("ser1", "Saw Dr Jardine today and finally said it out loud. She's started me on "
             "sertraline, 50 mg in the mornings, and warned me the first fortnight can feel "
             "worse before it helps.",
             "Saying it out loud is often the hardest step. If anything feels alarming in "
             "those first weeks, go back to her sooner rather than later."),
            ("I feel a bit sick already. Might be in my head.",
             "Nausea is a common early side effect and usually fades; taking it with food "
             "helps.")]),
        "s2": ("2021-02-22 08:05", [
            ("lamp1", "She also suggested a light box for the dark mornings, so I bought a "
             "Lumenna from the chemist. Twenty minutes at the breakfast table, at arm's "
             "length, while I eat toast and squint.",
             "Morning light is the usual advice for low winter mood. Keep it off to the side "
             "rather than staring into it."),
            ("Feels a bit like being interrogated.", "A gentle interrogation, at least.")]),
        "s3": ("2021-03-29 19:40", [
            ("grp1", "Can you suggest a few ways to open up for a nervous first-timer? I went "
             "to a men's peer support group last night, Monday evenings in the back room of "
             "Kilbride Road library, and I sat through the whole thing saying nothing but my "
             "name. Next week I'd like to say at least one real thing. Not too heavy, "
             "something a bunch of strangers drinking bad coffee would get.",
             "Start small and true: how your week actually went, one thing that was harder "
             "than it should have been, or why you came. 'I'm not sure what to say, but I "
             "came back' is a real thing too."),
            ("I'll use that last one if I freeze.", "It often opens the door.")]),
        "s4": ("2021-04-26 21:15", [
            ("ser2", "Review with Dr Jardine: the 50 took the edge off but not much else, so "
             "it's 100 mg of sertraline from tomorrow.",
             "A step up after a couple of months is common. Give it four to six weeks at the "
             "new dose."),
            ("Sleep's still rubbish.", "Mention it next time; the timing of the dose can "
             "matter.")]),
        "s5": ("2021-06-14 20:30", [
            ("My brother admitted last week that he's been on sertraline for two years, 150 "
             "mg, and never said a word. We had the most honest pint of our lives.",
             "Sometimes one person speaking up gives the other permission. That sounds like "
             "a good pint."),
            ("He might come to the group with me once.",
             "Company on a first night helps.")]),
        "s6": ("2021-09-06 19:55", [
            ("grp2", "The library's stopped opening the back room in the evenings, so the group "
             "has upped sticks: Wednesdays at the Haldane Community Hall from now on, same "
             "faces, better biscuits.",
             "Good that it carried on rather than folding. Midweek is a nice time for it."),
            ("I did the welcome for a new lad this week.",
             "That's a real turnaround from saying only your name.")]),
        "s7": ("2021-10-18 07:45", [
            ("lamp2", "Clocks go back soon, so the Lumenna is out of the cupboard again, but "
             "this winter it's forty minutes a morning, not twenty. Dr Jardine thinks I didn't "
             "give it long enough last year.",
             "Forty minutes first thing is within the usual range. Read or plan your day "
             "in front of it so it doesn't feel wasted."),
            ("She floated going up to 150 of sertraline for the winter as well. I said no, "
             "I'd rather try the light and the group first.",
             "A fair choice to make together; you can revisit it if things slip.")]),
        "s8": ("2021-11-29 21:00", [
            ("ser3", "Help me plan a low-key birthday for my partner? She hates surprises and "
             "crowds, and likes walking and food. I'm in a better state for organising things "
             "than I was: Dr Jardine and I agreed I'm steady enough to come down slowly, so "
             "I've been taking 75 mg since last week, and if that goes well, 50 in the new "
             "year. Budget around 120, and nothing with a late night, I'm up early for work.",
             "A morning coastal or woodland walk she likes, then a long lunch at a place with "
             "good food and quiet corners, booked for early afternoon. Add a small thoughtful "
             "present, such as a book or a map print of the walk."),
            ("The map print is genius.", "Mark the lunch spot on it.")]),
        "s9": ("2021-12-13 20:10", [
            ("My mate Ifor has found a support group too, after his divorce. His meets on "
             "Thursday nights in the upstairs room of the Garroway Arms, which sounds like a "
             "recipe for trouble.",
             "A pub room can work if the group keeps to soft drinks during the session. "
             "Good for him for going."),
            ("He says they have a strict orange juice rule.", "Then it's in safe hands.")]),
    }, "questions": [
        ("explicit_present", "2022-01-10 09:00", "How much sertraline am I taking these days?",
         "75 mg", ["ser3"]),
        ("past", "2022-01-10 09:00", "What dose of my antidepressant was I on in the summer "
         "of 2021?", "100 mg of sertraline", ["ser2"]),
        ("implicit_present", "2022-01-10 09:00", "When does my support group meet?",
         "Wednesdays at the Haldane Community Hall", ["grp2"]),
        ("distractor_slot", "2022-01-10 09:00", "Where is my peer support group held?",
         "The Haldane Community Hall", ["grp2"]),
        ("past", "2022-01-10 09:00", "Where did the men's group meet when I first went?",
         "The back room of Kilbride Road library, on Monday evenings", ["grp1"]),
        ("paraphrase", "2022-01-10 09:00", "How long do I sit in front of the bright lamp in "
         "the mornings?", "Forty minutes", ["lamp2"]),
        ("past", "2022-01-10 09:00", "How many minutes of light therapy was I doing in "
         "February 2021?", "Twenty minutes", ["lamp1"]),
    ]},
    {"id": "f104", "sessions": {
        "s1": ("2024-01-15 20:00", [
            ("cr1", "My hands have cracked open again with the cold. The GP gave me "
             "hydrocortisone 1% for the red patches, a thin layer twice a day for a week.",
             "A mild steroid in a short burst is standard. Moisturise generously in between, "
             "not just when it hurts."),
            ("em1", "What I've got for moisturising is Hydravel cream in the big pump bottle. "
             "It's fine, but I go through it in a week.",
             "That's about right; most people use far too little. The pump bottles are good "
             "value.")]),
        "s2": ("2024-02-26 19:30", [
            ("der1", "Can you explain the difference between a cream and an ointment in plain "
             "words? Everyone uses them as if they're the same thing. My referral finally came "
             "through and I saw a dermatologist, Dr Gulnara Hext, at the hospital skin clinic "
             "on Thursday, and she talked so fast about 'greasier is better' that I nodded "
             "along without understanding a word. I don't want to look daft at the "
             "follow-up.",
             "An ointment is mostly oil with no water, so it's greasy and seals moisture in "
             "for longer; a cream is oil and water mixed, so it soaks in faster and feels "
             "lighter. Greasier means longer protection for very dry skin."),
            ("So greasy at night, cream in the day?", "That's exactly how many people use "
             "them.")]),
        "s3": ("2024-03-18 21:10", [
            ("cr2", "The hydrocortisone is barely touching it. Dr Hext has moved me up to "
             "clobetasone, a moderate one, every day for two weeks on the flares and then "
             "weekends only.",
             "Weekend-only use to keep flares away is a common plan. Stick to the schedule "
             "she gave you."),
            ("She's booking me in for patch testing too. Three days of stickers on my back "
             "and no showers.",
             "Not glamorous, but it can find a trigger you'd never have guessed.")]),
        "s4": ("2024-04-15 18:50", [
            ("pt1", "Patch test results are in: I reacted to nickel, so my belt buckle and "
             "my old watch may be part of the problem.",
             "That would explain a lot. Nickel-free buckles exist, or cover the back of the "
             "buckle with tape or clear nail varnish."),
            ("My sister says she's allergic to nickel too.",
             "It's one of the commonest contact allergies.")]),
        "s5": ("2024-05-20 20:25", [
            ("pt2", "Embarrassing: I read the results sheet again with my glasses on. It's "
             "cobalt I reacted to, not nickel; nickel was the row above. The watch might be "
             "innocent.",
             "Good that you checked. Cobalt turns up in some metals, leather dyes and cement, "
             "so the advice is a little different."),
            ("em2", "Gave up on the pump bottle, too. Dr Hext said go greasier, so it's Lenimar "
             "ointment slathered on at night and cotton gloves in bed, like a Victorian.",
             "The gloves help it soak in. Messy, but usually worth it.")]),
        "s6": ("2024-07-08 19:20", [
            ("cr3", "Could you help me pack for a week's camping in Wales with a six-year-old? "
             "We've a tent, a two-ring stove and a car, and it will rain. My skin's finally "
             "behaving, by the way: I've stopped the clobetasone and I'm using plain "
             "hydrocortisone 1% again for the odd patch, which feels like winning. Jago wants "
             "to bring his entire dinosaur collection. How do I say no?",
             "Pack layers and waterproofs for both of you, two pairs of shoes each, a "
             "washing-up bowl, head torches, a tarp for a dry porch and card games. For the "
             "dinosaurs, let him choose five that fit in one bag."),
            ("Five dinosaurs. He'll negotiate.", "Start at three, settle at five.")]),
        "s7": ("2024-08-19 21:00", [
            ("der2", "Skin clinic follow-up. Dr Hext has left for another hospital, and Dr "
             "Keturah Lanyon has taken over her patients, so she's who I'll be seeing from "
             "now on. Very direct; said my hands look 'dramatically better'.",
             "A good first impression, and a bit of praise never hurts."),
            ("Jago's skin is the worry now.",
             "Children's eczema often comes and goes in phases.")]),
        "s8": ("2024-10-07 20:40", [
            ("Jago's eczema has flared behind his knees, and the GP has put him on "
             "clobetasone for a week, the same steroid cream I was on in the spring. He calls "
             "it his knee paint.",
             "A short course on a child's skin is fine as prescribed. Keep up his moisturiser "
             "afterwards."),
            ("He negotiates a sticker per application.", "A fair deal for everyone.")]),
    }, "questions": [
        ("changes_back", "2024-11-04 09:00", "What steroid cream do I use on my hands?",
         "Hydrocortisone 1%", ["cr3"]),
        ("distractor_slot", "2024-11-04 09:00", "Which cream do I put on when my eczema "
         "flares?", "Hydrocortisone 1%", ["cr3"]),
        ("past", "2024-11-04 09:00", "What was I using on my flares in April 2024?",
         "Clobetasone", ["cr2"]),
        ("paraphrase", "2024-11-04 09:00", "What do I rub into my skin before bed?",
         "Lenimar ointment, with cotton gloves", ["em2"]),
        ("explicit_present", "2024-11-04 09:00", "Which moisturiser am I using nowadays?",
         "Lenimar ointment", ["em2"]),
        ("past", "2024-11-04 09:00", "What emollient did I have at the start of 2024?",
         "Hydravel cream", ["em1"]),
        ("implicit_present", "2024-11-04 09:00", "Who is my dermatologist?",
         "Dr Keturah Lanyon", ["der2"]),
        ("correction", "2024-11-04 09:00", "What did my patch test show I'm allergic to?",
         "Cobalt", ["pt2"]),
    ]},
    {"id": "f105", "sessions": {
        "s1": ("2019-03-11 10:40", [
            ("ac1", "The cardiologist, Dr Gellately, confirmed atrial fibrillation. I'm on "
             "warfarin now, 5 mg every evening, and I'm to go to the anticoagulation clinic "
             "at the surgery every week until it settles.",
             "Weekly checks are normal at the start while they find your dose. Keep your "
             "yellow book with you."),
            ("Do I have to give up my pint on a Saturday?",
             "A steady, moderate amount is usually fine, but ask the clinic; big swings in "
             "drink upset warfarin.")]),
        "s2": ("2019-04-15 19:30", [
            ("inr1", "INR came back 2.4 this week, bang in the middle of the 2 to 3 range. The "
             "nurse nearly gave me a round of applause.",
             "A good steady reading. The checks should space out if it stays there."),
            ("Is spinach banned?", "Not banned; just keep your greens fairly steady week to "
             "week.")]),
        "s3": ("2019-05-20 11:15", [
            ("reh1", "My granddaughter wants help with her school project on the Victorians "
             "and I'm meant to be the expert. Could you give me five surprising facts a "
             "nine-year-old would love? I'll be less free on Wednesday mornings, mind, "
             "because I've started cardiac rehab at Greybridge Leisure Centre, an hour of "
             "circuits with a nurse who shouts 'heart rate!' every ten minutes. Facts with a "
             "bit of gore are fine; she's that sort of child.",
             "Victorian doctors often operated in blood-stiffened coats; children worked "
             "down mines; people had photos taken with dead relatives; arsenic was used to "
             "dye green wallpaper; and the Great Stink of 1858 closed Parliament."),
            ("She'll love the wallpaper one.", "Poisonous decor is always a hit.")]),
        "s4": ("2019-07-01 20:00", [
            ("inr2", "Bit of a wobble: INR was 3.4 on Monday after barbecue season started, "
             "so they've knocked my warfarin down a notch.",
             "A high reading after a change in food or drink is common. Watch for unusual "
             "bruising."),
            ("Only one burger, officer.", "The warfarin believes you, mostly.")]),
        "s5": ("2019-07-08 09:10", [
            ("inr3", "Correction to last week: the INR was 3.1, not 3.4. I'd copied the number "
             "from the line above in my yellow book.",
             "Thanks, 3.1. Just above range, which fits a small dose change."),
            ("Still counts as a wobble.", "A small one.")]),
        "s6": ("2019-09-16 18:40", [
            ("ac2", "Can you help me work out a walk of about three miles round the reservoir "
             "that avoids the steep bit by the dam? I'm allowed to push myself a bit more "
             "now. Good news from Dr Gellately as well: from the first of October I'm coming "
             "off warfarin and going onto apixaban, twice a day, so no more weekly finger "
             "pricks and no more fretting about spinach. I'll bring a flask and stop at the "
             "bench halfway.",
             "Go anticlockwise from the car park so the climb by the dam is replaced by the "
             "gentle track along the far shore; it's about three miles back round to the "
             "car park, with the bench at the halfway inlet."),
            ("Anticlockwise it is.", "Enjoy the flask.")]),
        "s7": ("2019-10-28 12:00", [
            ("My brother-in-law Gwyn has just gone onto warfarin after his valve operation, "
             "7 mg already. He keeps asking me what INR means and I keep forgetting.",
             "It compares how long your blood takes to clot with normal; on warfarin they "
             "aim for a set range, often 2 to 3."),
            ("I'll write that on a card for him.", "He'll appreciate it.")]),
        "s8": ("2019-11-25 14:30", [
            ("reh2", "Can you recommend a couple of audiobooks for the car? Something gripping "
             "but not grim; I've had enough grim this year. I'm driving to the hospital every "
             "week now, because the twelve-week course at Greybridge has finished and they've "
             "kept me on for the maintenance class instead: Monday afternoons in the gym at "
             "the Galbraith Unit, smaller group, same shouting nurse. Ten hours or so would "
             "be ideal.",
             "Try a classic adventure read by a good narrator, a light detective series "
             "where each book stands alone, or a funny travel memoir. All suit short drives "
             "because you can dip in and out."),
            ("A detective series, then.", "Pick one with a narrator you like; it matters.")]),
        "s9": ("2020-01-13 19:10", [
            ("Our neighbour Laurence has just started cardiac rehab after his stent, Friday "
             "mornings at Greybridge Leisure Centre, the same circuits I did. I've warned him "
             "about the shouting nurse.",
             "Having a neighbour who's been through it will reassure him."),
            ("We might share lifts.", "Good for both of you.")]),
    }, "questions": [
        ("announced", "2019-09-30 09:00", "Which blood thinner am I taking?",
         "Warfarin (apixaban only from 1 October)", ["ac1", "ac2"]),
        ("announced", "2020-02-03 09:00", "What anticoagulant am I on?",
         "Apixaban, twice a day", ["ac2"]),
        ("paraphrase", "2020-02-03 09:00", "What do I take so my blood doesn't clot too "
         "easily?", "Apixaban", ["ac2"]),
        ("correction", "2020-02-03 09:00", "What was my INR in early July 2019?", "3.1",
         ["inr3"], "past"),
        ("explicit_present", "2020-02-03 09:00", "Where am I doing cardiac rehab at the "
         "moment?", "The gym at the Galbraith Unit, on Monday afternoons", ["reh2"]),
        ("distractor_slot", "2020-02-03 09:00", "What day is my rehab class for my heart?",
         "Monday afternoons", ["reh2"]),
        ("past", "2020-02-03 09:00", "Where did I go for my exercise sessions after the AF "
         "diagnosis, in summer 2019?", "Greybridge Leisure Centre, on Wednesday mornings",
         ["reh1"]),
    ]},
]
