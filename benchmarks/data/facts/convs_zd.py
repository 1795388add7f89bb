"""Conversations f172-f177 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, on the body and health beyond medicines, with slots new to the set: how far a knee bends after
a ligament rebuild and the home exercise on the physio's sheet; the kind of lenses in a user's
everyday glasses, the glasses' frames and how often the optometrist wants to see them; a dental
plan's monthly fee, the hygienist and what is worn at night against teeth grinding; a caffeine
cut-off on a sleep course, the wind-down routine before bed and which room the user sleeps in; a
renal dietitian, a daily fluid allowance and a daily protein target; the run-walk intervals and
the weekly distance cap on a return to running after a stress fracture.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f172", "sessions": {
        "s1": ("2023-02-06 18:30", [
            ("kb1", "Could you help me write an out-of-office message? I'm off work for another "
             "four weeks after my knee operation, the cruciate ligament rebuild, and people keep "
             "emailing me about the spring catalogue as if I'm sitting at my desk. Progress "
             "report while you're at it: at my first physio check on Friday she measured the "
             "bend at 70 degrees, which she says is fine at two weeks, although it felt like "
             "she was trying to fold me in half. I want the message to say who to contact "
             "instead, without sounding as if I'm dying.",
             "Try: 'Thanks for your email. I'm away from work until early March after a planned "
             "operation. For anything on the spring catalogue, please contact [name] in the "
             "product team; everything else will wait for my return.' Short is best."),
            ("ex1", "She's given me a sheet of home exercises too: straight-leg raises and heel "
             "slides, three sets of ten, three times a day. Is it normal for the leg raises to "
             "make my thigh shake?",
             "Very normal. The thigh muscle switches off after knee surgery, and the shaking "
             "is it waking up again. Go slowly and keep the knee as straight as you can.")]),
        "s2": ("2023-03-13 20:05", [
            ("kb2", "I'm back at work next week and need a plan for the commute, because I'm not "
             "allowed to drive yet and the bus stop is a ten-minute walk away. Could you compare "
             "a taxi there and the bus back with getting a lift from my neighbour, who leaves at "
             "half seven? For an idea of how mobile I am: the knee bends to 105 degrees now, the "
             "physio measured it on Thursday, and I can do stairs one at a time with the rail. "
             "Walking ten minutes is fine, just slow.",
             "If half seven suits you, take the lift in the mornings, when the buses are "
             "busiest, and get the bus home when you can take your time and find a seat. Keep "
             "a taxi number for wet days: slippery pavements are the real risk at this stage."),
            ("The stairs are humbling. I go up like a toddler.",
             "Good leg up, bad leg down: everyone learns that rule the hard way.")]),
        "s3": ("2023-04-24 19:15", [
            ("ex2", "Can you suggest a few podcasts for my lunch breaks? I've got forty minutes "
             "and I'm sick of scrolling. Something about history or odd science, nothing true "
             "crime. Knee-wise I feel like I've been promoted: at today's appointment the physio "
             "took the leg raises and heel slides off my sheet and put single-leg bridges and "
             "mini squats to a chair on instead, three sets of twelve of each, once a day. They "
             "burn in a way the old ones never did.",
             "Look for narrative history shows that tell one story over a few episodes, and "
             "science shows built around listeners' odd questions; both fit a forty-minute "
             "break well. Try a couple of episodes of each before subscribing."),
            ("How do I stop my knee caving in on the squats?",
             "Push your knees out gently as if spreading the floor apart, and use a mirror.")]),
        "s4": ("2023-06-05 21:00", [
            ("I've been looking at Oakhanger Performance, a private sports rehab gym, for the "
             "later stages. It's 65 pounds a month for two supervised sessions a week. Worth "
             "it?",
             "It can help with a return to sport, but if your physio is moving you on well, you "
             "may not need both."),
            ("I've decided against it for now. Funnily enough, my brother Ingmar has just "
             "started physio for his Achilles, and his sheet is calf raises, three sets of "
             "fifteen, twice a day. We compare notes like a pair of pensioners.",
             "A bit of sibling rivalry might keep you both doing them.")]),
        "s5": ("2023-07-17 18:40", [
            ("kb3", "I'm best man at a friend's wedding in August and need help tightening my "
             "speech: it runs eight minutes and I'd like five. I'll paste it below. The good "
             "news is that I can stand through the whole thing now: the physio measured the knee "
             "at 130 degrees last week, which she says is as good as the other side, and she's "
             "cleared me to dance if I promise not to do anything stupid. The stories about the "
             "stag weekend can probably go first.",
             "Paste it in and I'll trim it. As a rule: one story about the groom, one about the "
             "couple, a thank-you and a toast. Stag stories rarely survive the grandparents' "
             "table, so those go first."),
            ("ex3", "She's moving me on again after my next check on the 1st of August: from then "
             "it's Bulgarian split squats, three sets of eight, holding a 6 kg dumbbell in each "
             "hand, every other day. The bridges and mini squats become the warm-up.",
             "That's a proper strength exercise. Start with the back foot on a low step and "
             "work up to a bench.")]),
        "s6": ("2023-09-04 12:20", [
            ("My colleague Gustavo has just had a knee replacement and came into the office on "
             "crutches to show off. His physio measured his bend at 90 degrees, and he's doing "
             "leg raises, three sets of ten, three times a day, just like I started on.",
             "You're a good person to cheer him on; you know how slow the first weeks are."),
            ("He asked if he could borrow my ice machine.",
             "Generous of you, if you're done with it.")]),
    }, "questions": [
        ("implicit_present", "2023-09-25 09:00", "How far does my knee bend?", "130 degrees",
         ["kb3"]),
        ("distractor_slot", "2023-09-25 09:00",
         "How many degrees of bend have I got in my knee now?",
         "130 degrees (Gustavo's new knee is at 90)", ["kb3"]),
        ("announced", "2023-09-25 09:00", "What's the main exercise on my physio sheet?",
         "Bulgarian split squats, three sets of eight with a 6 kg dumbbell in each hand, every "
         "other day", ["ex3"]),
        ("paraphrase", "2023-09-25 09:00",
         "Which strengthening move am I doing at home for my repaired ligament?",
         "Bulgarian split squats with 6 kg dumbbells", ["ex3"]),
        ("distractor_slot", "2023-09-25 09:00", "How many sets and reps are on my rehab plan?",
         "Three sets of eight split squats (Ingmar does calf raises, three sets of fifteen; "
         "Gustavo leg raises, three sets of ten)", ["ex3"]),
        ("past", "2023-09-25 09:00", "Which exercises was I given straight after the operation?",
         "Straight-leg raises and heel slides, three sets of ten, three times a day", ["ex1"]),
        ("past", "2023-09-25 09:00", "How much could I bend my knee in spring 2023?",
         "105 degrees", ["kb2"]),
        ("past", "2023-09-25 09:00", "What was on my home exercise sheet in May 2023?",
         "Single-leg bridges and mini squats to a chair, three sets of twelve", ["ex2"]),
    ]},
    {"id": "f173", "sessions": {
        "s1": ("2021-10-04 19:10", [
            ("lt1", "Could you help me write a short review for Strang & Meriden Opticians? They "
             "fixed a hinge on my glasses for nothing while I waited, and I'd like to say "
             "something nice without it sounding like an advert. Background, in case it helps: "
             "I've worn single-vision distance glasses since I was nineteen, nothing fancy, and "
             "they've looked after me for years. Three or four sentences is plenty, and please "
             "mention that they didn't try to sell me anything.",
             "'Popped in with a broken hinge and left ten minutes later with my glasses fixed "
             "and no charge. Friendly, quick and not a hint of a sales pitch. This is why I keep "
             "coming back to Strang & Meriden.'"),
            ("fr1", "The glasses themselves are round gold wire frames by Ostler, three years "
             "old. I love them and refuse to replace them.",
             "Classic shapes age well. New nose pads now and then keep them comfortable.")]),
        "s2": ("2022-01-17 17:45", [
            ("lt2", "Eye test today. The optometrist says my close-up focus is going, which at "
             "forty-six is apparently right on time, so she's put me in varifocals: distance "
             "at the top, reading at the bottom. They'll be ready in ten days.",
             "They take a week or two to get used to. Move your head rather than your eyes, "
             "and take stairs carefully at first."),
            ("fr2", "I need help choosing between a nice pen and a small piece of jewellery for "
             "my niece's eighteenth, budget about sixty pounds. I've also done something rash: "
             "the new lenses wouldn't fit the little round Ostlers, so I've gone for new frames, "
             "thick black rectangular acetate ones by Varnholt. Very serious. My husband says I "
             "look like an architect. Anyway, the niece: she's starting university in the "
             "autumn and loves anything vintage.",
             "For a vintage lover, a simple silver pendant or a signet-style ring from a "
             "second-hand jeweller would feel special and last. A good fountain pen is lovely "
             "too, but she may use it less."),
            ("ri1", "She said the usual two years until my next test, since my eyes are "
             "otherwise healthy.",
             "Put a reminder in your calendar now; it's easy to let it slip.")]),
        "s3": ("2022-03-08 20:30", [
            ("The varifocals make me seasick on stairs and kerbs. The optician suggested office "
             "lenses as an extra pair for the desk, 190 pounds, but I said no.",
             "Some people never settle with them. Give it the full adaptation period, then go "
             "back and say so: many places will remake the lenses."),
            ("I nearly fell down the steps at the station yesterday.",
             "Please tell them. That's a safety issue, not just a niggle.")]),
        "s4": ("2022-05-23 19:05", [
            ("lt3", "Could you help me plan a small herb bed by the back door? It gets sun until "
             "about two, and I want things I'll actually cook with. I can read the seed packets "
             "again, by the way: I gave up on the varifocals in April and had plain distance "
             "lenses put back into the Varnholt frames, and I keep a pair of cheap readers from "
             "the chemist by the kettle for close work. The stairs are a joy again. Nothing "
             "that spreads like mint, unless it's in a pot.",
             "Chives, parsley, thyme and oregano all cope with half a day of sun. Put rosemary "
             "at the sunniest end and sink the mint in a pot so it can't escape. Coriander "
             "bolts quickly, so sow a little every few weeks.")]),
        "s5": ("2022-07-11 18:20", [
            ("ri2", "Can you help me write an email to my team explaining that I'll be out on "
             "Thursday morning? I don't want to overshare. It's another eye appointment: at a "
             "check in June the optometrist spotted a small change at the back of my right eye, "
             "probably nothing, but instead of every two years she now wants to see me every "
             "year, and this week it's a scan at the hospital to get a baseline. I'd like to "
             "say I'll be back for the 2 pm meeting.",
             "'Hi all, I'll be out on Thursday morning for an appointment and will be back in "
             "time for the 2 pm meeting. I'll catch up on messages then. Thanks!' You don't "
             "need to give any more detail than that.")]),
        "s6": ("2022-09-05 21:10", [
            ("My husband Gareth has just got his first pair of varifocals and gets on with them "
             "brilliantly, which is annoying. And my sister Filippa has new frames too, "
             "tortoiseshell cat-eyes.",
             "Everyone adapts differently. Filippa's sound very glamorous."),
            ("My friend Honora says her optician wants her in for an eye test every two years, "
             "and she goes every three anyway.",
             "Perhaps nudge her: the test checks the health of the eye as well as the "
             "prescription.")]),
        "s7": ("2022-10-10 17:00", [
            ("ri3", "A correction about the eye tests: after the hospital scan, the letter says "
             "every six months for now, not every year. The next one's in February.",
             "Thanks for correcting that. Put February in the diary now so it doesn't slip."),
            ("The scan itself was painless, just bright.",
             "Good. The bright flash is the worst of it.")]),
    }, "questions": [
        ("changes_back", "2022-11-01 09:00", "What kind of lenses are in my everyday glasses?",
         "Single-vision distance lenses (with readers from the chemist for close work)",
         ["lt3"]),
        ("distractor_slot", "2022-11-01 09:00", "Do I wear varifocals?",
         "No: I gave them up in April 2022 and went back to single-vision distance lenses "
         "(Gareth wears varifocals)", ["lt3"]),
        ("implicit_present", "2022-11-01 09:00", "What frames are my glasses?",
         "Black rectangular acetate frames by Varnholt", ["fr2"]),
        ("correction", "2022-11-01 09:00", "How often does the optometrist want to see me?",
         "Every six months, for now", ["ri3"]),
        ("paraphrase", "2022-11-01 09:00", "How long is the gap between my sight checks these "
         "days?", "Six months", ["ri3"]),
        ("past", "2022-11-01 09:00", "What lenses was I given at my January 2022 eye test?",
         "Varifocals", ["lt2"]),
        ("past", "2022-11-01 09:00", "Which frames did I wear in 2021?",
         "Round gold wire frames by Ostler", ["fr1"]),
        ("past", "2022-11-01 09:00", "How often was I having eye tests before the change at "
         "the back of my eye was found?", "Every two years", ["ri1"]),
    ]},
    {"id": "f174", "sessions": {
        "s1": ("2023-03-20 20:15", [
            ("dp1", "Could you help me set up a simple monthly budget? Take-home is about 2,100 "
             "pounds and rent is 850, and I want to see where the rest actually goes. The direct "
             "debits are: phone 18, gym 32, streaming 11, and the dental plan at Hazelgrove "
             "Dental, which is 15.50 a month and covers two check-ups and two hygiene "
             "appointments a year. I keep thinking I'm saving money, and then the month ends "
             "with nothing left.",
             "Subtract rent and the direct debits from take-home first; what's left is your "
             "spending money. Then track everything else for a month in three buckets: food, "
             "going out and other. Most people find the leak in 'other'."),
            ("hy1", "The hygiene appointments are with Jacinta Castellane, who is terrifyingly "
             "thorough.",
             "Thorough is what you want. Your gums will thank her.")]),
        "s2": ("2023-05-09 19:40", [
            ("ng1", "The dentist says I'm grinding my teeth at night and it's cracked an old "
             "filling. For now I've bought a boil-and-bite guard from the chemist. He offered "
             "to make me a custom splint for 280 pounds, but I said I'd think about it.",
             "A shop-bought guard is a sensible stopgap. If the grinding carries on, a made-to-"
             "measure one lasts longer and fits better."),
            ("Is grinding linked to stress?",
             "Often, yes, along with caffeine and alcohol late in the day.")]),
        "s3": ("2023-08-14 18:55", [
            ("hy2", "Could you help me write a polite note to my neighbour about his hedge? It's "
             "grown so far over the path that I have to walk in the road with the pram, and I "
             "don't want a feud. A dental update while I'm here: Jacinta has left Hazelgrove to "
             "open her own place in Bristol, so my cleaning this week was with Faustina "
             "Pellegrini, who has taken over all her patients. She was gentler, which I'm not "
             "complaining about. Something friendly, please, not passive-aggressive.",
             "'Hi, hope you're well! The hedge has grown over the path and it's hard to get "
             "past with the pram, so I've been stepping into the road. Would you be able to cut "
             "it back when you get a chance? Happy to lend a hand. Thanks!'")]),
        "s4": ("2023-10-02 20:10", [
            ("ng2", "Can you give me a packing list for a long weekend in Edinburgh with two "
             "friends? We're flying with hand luggage only, and it's meant to rain. One new "
             "thing has to go in the bag: I caved in and paid for the dentist's splint, hard "
             "clear plastic over my top teeth, made from a mould, and picked it up on Friday. "
             "The chemist guard went in the bin. It makes me lisp for ten minutes, so my "
             "friends will have fun.",
             "Pack a waterproof jacket with a hood, shoes that cope with wet cobbles, two "
             "layers you can mix, one going-out outfit and a small umbrella. Keep liquids in "
             "one clear bag, and put the case for your night-time mouthpiece in your "
             "washbag.")]),
        "s5": ("2024-01-15 21:00", [
            ("dp2", "Could you help me draft a complaint to my broadband company? The speed has "
             "been half what I pay for since November. On bills creeping up: Hazelgrove has "
             "written to say the dental plan goes up to 18.20 a month from the 1st of March. I "
             "did look at going NHS instead, but nobody within ten miles is taking new adult "
             "patients, so I'm staying put. The broadband is the bigger fight, and I've got "
             "speed-test screenshots.",
             "Open with your account number and the speed in your contract, set out the "
             "problem with dates and the screenshots, and ask for a fix by a set date or a "
             "lower price to match the speed you get. Say you'll go to the ombudsman if it "
             "isn't sorted within eight weeks.")]),
        "s6": ("2024-03-25 19:30", [
            ("My wife Hilde has joined a dental plan at her own dentist in town, 22 pounds a "
             "month, and she's shocked at how much I get for less.",
             "Plans vary a lot in what they include."),
            ("My colleague Godfrey says his hygienist is a woman called Hyacinth who sings while "
             "she works. And my friend Hamza has just been given a soft night guard for his "
             "grinding.",
             "Singing seems a bold choice when someone's mouth is full of instruments.")]),
    }, "questions": [
        ("announced", "2024-04-15 09:00", "How much is my dental plan each month?",
         "18.20 pounds (from March 2024)", ["dp2"]),
        ("distractor_slot", "2024-04-15 09:00", "What do I pay monthly for my dental cover?",
         "18.20 pounds (Hilde pays 22)", ["dp2"]),
        ("implicit_present", "2024-04-15 09:00", "Who is my hygienist?", "Faustina Pellegrini",
         ["hy2"]),
        ("paraphrase", "2024-04-15 09:00", "Who does the scale and polish on my teeth?",
         "Faustina Pellegrini at Hazelgrove", ["hy2"]),
        ("explicit_present", "2024-04-15 09:00",
         "What do I wear at night against the grinding at the moment?",
         "A custom hard clear splint over my top teeth, made by the dentist", ["ng2"]),
        ("past", "2024-04-15 09:00", "How much was the dental plan when I set up my budget?",
         "15.50 pounds a month", ["dp1"]),
        ("past", "2024-04-15 09:00", "What was I using for my teeth grinding in summer 2023?",
         "A boil-and-bite guard from the chemist", ["ng1"]),
        ("past", "2024-04-15 09:00", "Who cleaned my teeth before Faustina?",
         "Jacinta Castellane", ["hy1"]),
    ]},
    {"id": "f175", "sessions": {
        "s1": ("2024-01-08 20:40", [
            ("cc1", "Can you help me plan this week's dinners? I want five quick ones, nothing "
             "over thirty minutes, because I'm shattered: I've been sleeping terribly since "
             "before Christmas, waking at three and lying there until five. I've already got "
             "rules, for what they're worth: no coffee after four o'clock and no phone in bed. "
             "We've got chicken thighs, a bag of lentils, eggs and a lot of sad carrots to use "
             "up.",
             "Monday: chicken thighs traybaked with carrots and onion. Tuesday: lentil and "
             "carrot soup with bread. Wednesday: a frittata with whatever veg is left. "
             "Thursday: lentil dal with rice. Friday: chicken wraps with a quick carrot slaw."),
            ("rm1", "Hugo's snoring doesn't help. I refuse to leave our bedroom over it, though; "
             "it's my bed too.",
             "Earplugs or a white-noise app can take the edge off while he looks into the "
             "snoring.")]),
        "s2": ("2024-02-12 19:10", [
            ("rm2", "I want to make the spare room less grim on a budget of about a hundred "
             "pounds. It's got a single bed, a wardrobe and a lamp with no shade, and it faces "
             "the road. The reason: I've given in and moved in there for the time being, "
             "because Hugo's snoring has got worse and I was getting about four hours a night. "
             "He's mortified. I'd like it to feel like a proper bedroom rather than a "
             "punishment.",
             "Blackout curtains for the road-facing window come first, then a proper "
             "lampshade, a rug by the bed and a small bedside table. A throw and two extra "
             "pillows make a single bed feel much less like a camp bed.")]),
        "s3": ("2024-03-04 21:25", [
            ("cc2", "The GP has signed me up for Nightward, an online sleep course with a coach "
             "who messages me. First rules: caffeine finishes at 1 pm, tea and cola included, "
             "and no lying in at weekends.",
             "Those are standard and they work, though the first week is tough. Decaf in the "
             "afternoon can take the edge off."),
            ("wd1", "The coach also wants a wind-down from ten: a warm bath, then a chapter of a "
             "paper book in dim light, no screens.",
             "A fixed routine tells your body what's coming. Pick a book that's pleasant "
             "rather than gripping.")]),
        "s4": ("2024-04-15 20:00", [
            ("We spent Saturday lying on mattresses in a showroom. There was a 1,200 pound one I "
             "loved, but the course says the mattress is rarely the problem, so we didn't buy "
             "it.",
             "Probably wise. If yours isn't sagging, the routine matters more."),
            ("Hugo finally has an appointment at the dentist about a device for his snoring.",
             "Those devices help a lot of people. Good luck to him.")]),
        "s5": ("2024-05-20 18:50", [
            ("cc3", "Correction on the Nightward rules I told you: the caffeine cut-off is "
             "midday, not 1 pm. I reread the coach's message, and I'd been having an extra cup "
             "for weeks.",
             "Thanks for correcting it. That extra cup may explain a few of the bad nights."),
            ("wd2", "Could you help me write an email to my manager asking to start at ten on "
             "Mondays and finish later? Monday mornings are my worst after the weekend, and I'd "
             "like it to sound like a sensible request rather than a plea. The coach has "
             "changed my evenings, too: the bath and the book are out, and from ten I lie down "
             "with a twenty-minute body-scan recording from the course, which I thought would "
             "be nonsense, but I'm usually asleep before it ends.",
             "'Hi [name], I'd like to ask about a small change to my hours: starting at 10 am "
             "on Mondays and finishing an hour later. Monday mornings are the hardest part of "
             "my week at the moment, and this would help me be at my best for the rest of it. "
             "Happy to talk it through.'")]),
        "s6": ("2024-06-24 20:30", [
            ("rm3", "I need a birthday present for Hugo, around fifty pounds, and a thank-you of "
             "sorts: the dentist made him a snoring device in May and it's worked so well that "
             "as of last week I've moved back into our own bed after four months away. He likes "
             "cooking, old films and cycling, and he's impossible to buy for because he just "
             "buys anything he wants. Something he wouldn't get himself?",
             "A cookery class for two, a print of a favourite old film's poster, or a guided "
             "day's cycling somewhere new. A class or a ride also means time together.")]),
        "s7": ("2024-07-15 19:00", [
            ("My friend Fiorella has started the same Nightward course. Her coach has given her "
             "a 3 pm caffeine cut-off, which seems unfair, and her wind-down is herbal tea and "
             "a jigsaw.",
             "Coaches adjust the rules for each person."),
            ("Meanwhile Hugo has started night shifts at the depot, so on those weeks he sleeps "
             "in the spare room during the day.",
             "The blackout curtains will earn their keep, then.")]),
    }, "questions": [
        ("correction", "2024-08-05 09:00", "What time is my last coffee of the day allowed?",
         "Midday", ["cc3"]),
        ("distractor_slot", "2024-08-05 09:00", "What's my caffeine cut-off on the sleep "
         "course?", "Midday (Fiorella's is 3 pm)", ["cc3"]),
        ("paraphrase", "2024-08-05 09:00", "How late in the day can I still have a cup of tea?",
         "Until midday", ["cc3"]),
        ("explicit_present", "2024-08-05 09:00", "What do I do to wind down before bed these "
         "days?", "A twenty-minute body-scan recording from ten", ["wd2"]),
        ("changes_back", "2024-08-05 09:00", "Which room do I sleep in?",
         "Our own bedroom, with Hugo", ["rm3"]),
        ("distractor_slot", "2024-08-05 09:00", "Am I still sleeping in the spare room?",
         "No, back in our own bed since June (Hugo uses the spare room on night-shift weeks)",
         ["rm3"]),
        ("past", "2024-08-05 09:00", "What was my coffee rule before I started the sleep "
         "course?", "No coffee after four o'clock", ["cc1"]),
        ("past", "2024-08-05 09:00", "What was my bedtime routine in March 2024?",
         "A warm bath, then a chapter of a paper book in dim light, from ten", ["wd1"]),
        ("past", "2024-08-05 09:00", "Where was I sleeping in spring 2024?",
         "In the spare room", ["rm2"]),
    ]},
    {"id": "f176", "sessions": {
        "s1": ("2022-02-14 18:20", [
            ("pr1", "Can you help me make a grocery list for the week? My kidney doctor sent me "
             "to a renal dietitian after my labs last month, and she's set me at 60 grams of "
             "protein a day, which means way less chicken than I'm used to. I'm cooking for me "
             "and my son, who's sixteen and eats everything in sight, so I need meals where he "
             "can pile extra meat on his plate. I'm also supposed to go easy on salt, bananas "
             "and potatoes.",
             "Build meals around rice, pasta, bread and lower-potassium vegetables like green "
             "beans, cabbage, peppers and cauliflower, with a modest portion of meat for you "
             "and extra on the side for him. Think stir-fries, pasta with an oil-and-garlic "
             "sauce, and tacos with a build-your-own filling bar."),
            ("dt1", "Her name's Griselda Saltash. She's kind, but she weighs everything, "
             "including my excuses.",
             "Sounds like a good match. Bring your food diary to every visit.")]),
        "s2": ("2022-03-21 20:00", [
            ("fl1", "Griselda's next rule: fluids capped at 48 ounces a day, and soup, ice cubes "
             "and Jell-O all count. How do I keep track without going crazy?",
             "Fill a pitcher with the day's allowance each morning and pour out the same amount "
             "whenever you drink something else. When it's empty, you're done."),
            ("Can I chew gum when I'm thirsty?",
             "Yes. Sugar-free gum and frozen grapes help a lot.")]),
        "s3": ("2022-05-30 19:30", [
            ("I looked at Kidneykind Kitchen, a meal delivery service for renal diets, at 13 "
             "dollars a meal. Too expensive for two of us, so I'm sticking with cooking.",
             "Batch cooking on Sundays gives you most of the convenience for much less."),
            ("The thirst is the worst part, honestly. Some days I'd sell my car for a big glass "
             "of iced tea.",
             "That's very common. Spread your allowance through the day rather than saving "
             "it up.")]),
        "s4": ("2022-07-18 21:15", [
            ("fl2", "We're driving to my sister's in Tennessee next month, about nine hours, and "
             "I need help planning the stops and the snacks. The tricky part is drinks: after "
             "my June labs Griselda cut my fluids to 40 ounces a day, so I can't sip a giant "
             "soda all the way like I used to. I'd like a stop roughly every two hours, "
             "somewhere with a clean restroom, and snacks that aren't salty or loaded with "
             "potassium.",
             "Plan stops at big travel centers every two hours; they usually have clean "
             "restrooms. For snacks: unsalted pretzels, apple slices, grapes, rice cakes and "
             "hard candy for a dry mouth. Pour the day's drinks into a marked bottle so you can "
             "see where you are."),
            ("pr2", "She dropped my protein to 50 grams too. My son thinks I'm living on air.",
             "Eggs, fish and a little chicken go further than processed meats when the amount "
             "is small.")]),
        "s5": ("2022-09-26 18:45", [
            ("dt2", "Could you help me write a card for a nurse who's leaving my kidney clinic? "
             "Everyone's moving on at once: Griselda took a job at a hospital in Ohio, so since "
             "the start of September I've been seeing Joaquin Breslin instead, who's young and "
             "very into apps. The nurse, Ginny, has been there at every appointment for two "
             "years and always remembers my son's name. Something warm but not gushing, three "
             "or four lines.",
             "'Dear Ginny, thank you for two years of kindness, good humor and remembering the "
             "little things. You made every appointment easier. We'll miss you, and we wish "
             "you all the best in what comes next.'")]),
        "s6": ("2022-11-07 20:20", [
            ("pr3", "I need to correct something: when I told you in July my protein went down "
             "to 50 grams, I'd read the wrong line. The target is 55 grams a day, not 50. "
             "Joaquin checked it today.",
             "Thanks for setting it straight. Worth updating anything you track it in."),
            ("He wants me to log meals in an app. I hate apps.",
             "A paper log works just as well if you'll actually keep it.")]),
        "s7": ("2022-12-05 19:05", [
            ("My father-in-law Garfield started dialysis last month, and his fluid limit is only "
             "32 ounces a day. He's furious about the coffee.",
             "That's a hard adjustment. Small cups and ice chips can help him make it last."),
            ("And my friend Jorunn's wife just started seeing a dietitian for her diabetes, a "
             "man called Hartley who apparently bans nothing and calls it balance.",
             "Different conditions call for very different approaches.")]),
    }, "questions": [
        ("implicit_present", "2023-01-09 09:00", "How much fluid am I allowed each day?",
         "40 ounces", ["fl2"]),
        ("distractor_slot", "2023-01-09 09:00", "What's my daily fluid limit?",
         "40 ounces (Garfield's is 32)", ["fl2"]),
        ("correction", "2023-01-09 09:00", "How many grams of protein should I eat a day?",
         "55 grams", ["pr3"]),
        ("explicit_present", "2023-01-09 09:00", "Who is my renal dietitian right now?",
         "Joaquin Breslin", ["dt2"]),
        ("paraphrase", "2023-01-09 09:00", "Who advises me on what to eat for my kidneys?",
         "Joaquin Breslin", ["dt2"]),
        ("past", "2023-01-09 09:00", "What was my fluid cap when it was first set?",
         "48 ounces a day", ["fl1"]),
        ("past", "2023-01-09 09:00", "What protein target did I start on?", "60 grams a day",
         ["pr1"]),
        ("past", "2023-01-09 09:00", "Who was my dietitian in spring 2022?", "Griselda Saltash",
         ["dt1"]),
    ]},
    {"id": "f177", "sessions": {
        "s1": ("2023-11-06 19:20", [
            ("iv1", "I'd like help making a running playlist, thirty minutes, upbeat but not "
             "frantic, mostly 80s and 90s. I'm finally allowed to run again after the stress "
             "fracture in my shin in August. The sports physio, Isobel, has started me very "
             "gently: run one minute, walk two, eight times, three days a week, on flat ground "
             "only. So the playlist needs to cover that with a bit of warm-up either side. I'm "
             "absurdly excited about a run that's mostly walking.",
             "Open with something steady for the warm-up walk, like 'Don't You (Forget About "
             "Me)', then move into songs with a bounce, such as 'Walking on Sunshine', 'Livin' "
             "on a Prayer' and 'Song 2', and finish with something slower for the cool-down."),
            ("wk1", "She's also capped me at 10 km a week in total, walking bits included, for "
             "now.",
             "Sticking to a cap is the hardest part when you feel good. The bone needs time "
             "to adapt.")]),
        "s2": ("2024-01-15 20:10", [
            ("iv2", "Can you help me with a budget for the rest of January? Christmas was "
             "expensive and payday is still ten days off. I've cut takeaways and I'm selling "
             "the old bike. On the bright side, running is free and it's going well: since "
             "the new year Isobel has me on four minutes of running to one of walking, six "
             "rounds, and my shin hasn't said a word. I've got 230 pounds to last until the "
             "25th, with a 60 pound food shop already done.",
             "That leaves 170 pounds for ten days. Set aside 40 for a top-up shop, 30 for "
             "travel and 20 for anything unexpected, which leaves 80 to spend freely, about 8 a "
             "day. Check what's going out by direct debit before payday.")]),
        "s3": ("2024-02-26 21:00", [
            ("I tried on some carbon-plated racing shoes at 220 pounds. Isobel laughed and told "
             "me to keep my normal trainers until I'm further on, so I didn't buy them.",
             "She's right: plated shoes change the load on the lower leg, and you don't need "
             "them yet."),
            ("Brackenford Runners have a beginners' group on Thursdays, but I'll wait before "
             "joining.",
             "Sensible; you'll enjoy it more when you can keep up with the group.")]),
        "s4": ("2024-04-08 19:45", [
            ("wk2", "Isobel has bumped my weekly cap up to 18 km after a good check on the shin. "
             "I celebrated by running exactly that.",
             "Nice work staying inside it. Spread it over the week rather than one long "
             "run."),
            ("Is it OK to run two days in a row?",
             "Better to leave a rest day between runs at this stage.")]),
        "s5": ("2024-05-20 18:30", [
            ("iv3", "Could you help me write a short post for my neighbourhood group asking if "
             "anyone wants to share a lift to the city parkrun on Saturdays? I don't drive and "
             "the bus doesn't run early enough. Also, a milestone: no more walk breaks. Isobel "
             "signed me off for continuous running three weeks ago, and on Saturday I ran a "
             "whole 5 km without stopping for the first time since last summer. I'll chip in "
             "for petrol, obviously.",
             "'Hi all! Is anyone driving to the city parkrun on Saturday mornings with room for "
             "one more? I'm happy to chip in for petrol and can meet somewhere on your route. "
             "Thanks!'")]),
        "s6": ("2024-06-17 20:40", [
            ("wk3", "Can you help me pick a tent for a festival in August? Two people, light "
             "enough to carry from the car park, under 150 pounds. Running news while I'm "
             "here: at my check last week Isobel said my weekly cap goes up to 25 km from the "
             "1st of July, as long as the shin stays quiet, which means I can finally join "
             "Brackenford Runners on Thursdays. For the tent, we're not camping experts, so "
             "easy to pitch matters more than weight.",
             "Look at a two-person dome with pre-attached poles: quick to pitch, fine for a "
             "summer festival and well under your budget. Check it has a sewn-in groundsheet "
             "and a porch for bags, and practise pitching it once in the garden.")]),
        "s7": ("2024-07-29 19:15", [
            ("Fitz from Brackenford is training for a marathon, and his coach has him at 40 km "
             "a week already. I felt very small.",
             "Everyone is building from a different place, and yours is about the shin, not "
             "your fitness."),
            ("And my friend Gemma has just started a beginners' plan: run one minute, walk "
             "ninety seconds. I'm her cheerleader now.",
             "A lovely way to pass on what you've learned.")]),
    }, "questions": [
        ("announced", "2024-08-12 09:00", "How many kilometres a week am I allowed to run?",
         "25 km (from 1 July 2024)", ["wk3"]),
        ("distractor_slot", "2024-08-12 09:00", "What's my weekly running cap?",
         "25 km (Fitz runs 40 for his marathon)", ["wk3"]),
        ("paraphrase", "2024-08-12 09:00", "What's my training mileage ceiling at the moment?",
         "25 km a week", ["wk3"]),
        ("implicit_present", "2024-08-12 09:00", "Do I take walk breaks when I run?",
         "No, I run continuously (signed off in spring 2024)", ["iv3"]),
        ("distractor_slot", "2024-08-12 09:00", "What run-walk split am I doing?",
         "None: continuous running (Gemma does one minute running, ninety seconds walking)",
         ["iv3"]),
        ("past", "2024-08-12 09:00", "What intervals did the physio start me on after the "
         "fracture?", "Run one minute, walk two, eight times, three days a week", ["iv1"]),
        ("past", "2024-08-12 09:00", "What were my running and walking intervals in February "
         "2024?", "Four minutes running to one walking, six rounds", ["iv2"]),
        ("past", "2024-08-12 09:00", "What was my weekly limit when I started running again?",
         "10 km", ["wk1"]),
        ("past", "2024-08-12 09:00", "How far was I allowed to run each week in May 2024?",
         "18 km", ["wk2"]),
    ]},
]
