"""Conversations f148-f153 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, on sport and fitness as a participant or a fan, with slots new to the set: a rugby club's
training night, its league division and its kit sponsor; a baseball fan's season-ticket seats,
the team's manager and who shares the ticket plan; a powerlifter's bench-press personal best,
competition weight class and programming coach; a badminton club's club-night venue, a mixed
doubles partner and the county-league team played for; a self-set fitness goal (no physio or
trainer), a resting heart rate and a workout app; a triathlete's target race, the tri club's swim
session and the bike ridden.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f148", "sessions": {
        "s1": ("2022-08-21 18:40", [
            ("tn1", "Could you help me write a short welcome message for new players at Tarrock "
             "Vale RFC? We've got a recruitment stall at the village fete next weekend and I'd "
             "like a flyer that doesn't scare anyone off. Training is Tuesday nights, seven till "
             "half eight on the Mill Lane pitch, and it's genuinely open to all shapes and ages; "
             "half our front row is over forty. Mention that you don't need boots on the first "
             "night and that the bar is open afterwards.",
             "'Fancy a go at rugby? Tarrock Vale welcomes all shapes, sizes and ages, no "
             "experience needed. Come along to a session, bring trainers and a water bottle, "
             "and stay for a drink with the squad afterwards. Boots can wait.' Add the pitch "
             "address and a phone number at the bottom."),
            ("div1", "Good. Should I say what level we play at? We're in Counties 3, the bottom "
             "league in our area, which honestly suits a lot of us old lads.",
             "Yes; saying it's a friendly, lower level reassures beginners.")]),
        "s2": ("2022-10-09 20:15", [
            ("spon1", "How do I get grass stains out of white rugby shirts? Ours have Thackstone "
             "Builders printed across the front, they've paid for the kit for years, and the "
             "white bits are now a sort of permanent beige.",
             "Soak them overnight in cool water with an oxygen-based stain remover, then wash at "
             "40. Avoid hot water, which sets grass stains."),
            ("Someone suggested moving training to Mondays so we'd recover better for Saturdays, "
             "but nobody could make it, so that went nowhere.",
             "Fair enough; a night people can actually make beats the ideal one.")]),
        "s3": ("2023-01-15 11:05", [
            ("tn2", "Can you give me a ten-minute warm-up that looks after hamstrings? I've pulled "
             "mine twice this season and I'm not getting any younger. The trouble is it's "
             "freezing when we start: since the new year the council has given the floodlit "
             "pitch on Tuesdays to the football lot, so we've been training on Wednesday nights "
             "instead, and by half seven it's properly arctic out there. Something we can do as "
             "a group in the corner of the pitch, no kit needed.",
             "Two minutes of easy jogging, then leg swings front-to-back and side-to-side, "
             "walking lunges with a twist, inchworms, high knees and butt kicks, and finish with "
             "a few build-up runs at 60, 75 and 90 percent. Keep moving between drills so "
             "nobody cools down.")]),
        "s4": ("2023-04-30 19:30", [
            ("div2", "I've been asked to say a few words at the end-of-season dinner on Saturday, "
             "and I'd love some help with it. We won the league on the last day by two points, "
             "which means next season we go up to Counties 2, the first promotion the club has "
             "had in twenty years. I want to thank the coaches, the ladies who run the tea bar "
             "and the lads who turned up every week in the rain, and maybe one joke about the "
             "front row. Three minutes, tops.",
             "Open with the final whistle on the last day, then thanks in three groups: coaches, "
             "tea bar, players. One line about the front row being the only unit in the league "
             "that eats more than it runs, then a toast to next season. About 350 words."),
            ("Thackstone have told the committee they're pulling out after this season. "
             "There's talk of a cider maker or a car dealer taking over the shirts.",
             "Worth getting the new deal signed before the kit order deadline.")]),
        "s5": ("2023-08-13 16:50", [
            ("spon2", "Can you write me a cheerful post for the club's social media? The new "
             "shirts have arrived and they look brilliant: green and gold hoops, and Oastfield "
             "Cider across the chest, since we ended up signing with them for three seasons "
             "rather than the car dealer. I'd like to thank them without it sounding like an "
             "advert, mention that the first home game is on 9 September, and invite people to "
             "come and watch. Couple of emojis is fine.",
             "'The new kit has landed! Huge thanks to our friends at the orchard for backing the "
             "club for the next three seasons. First home game: Saturday 9 September. Come down, "
             "cheer us on and see the hoops in action.' Add a photo of the squad in the shirts."),
            ("tn3", "Also, training's back to Tuesday nights from this month, now the football "
             "club have moved to the new 3G pitch at the school.",
             "Good news; you'll want to update the flyer.")]),
        "s6": ("2023-10-01 21:00", [
            ("My brother Gulliver plays for Wrenhurst RFC. They've just moved their training to "
             "Wednesday nights, and guess who's sponsoring their kit now: Thackstone Builders.",
             "So your old sponsor found a new club."),
            ("They got relegated to Counties 3 as well, so we won't play them this season.",
             "No family derby this year, then.")]),
    }, "questions": [
        ("changes_back", "2023-11-05 09:00", "Which night is rugby training?",
         "Tuesday nights", ["tn3"]),
        ("explicit_present", "2023-11-05 09:00", "What evening does my club train on these days?",
         "Tuesday", ["tn3"]),
        ("announced", "2023-11-05 09:00", "Which division does Tarrock Vale play in?",
         "Counties 2", ["div2"]),
        ("paraphrase", "2023-11-05 09:00", "Whose name is on the front of our team's jerseys?",
         "Oastfield Cider", ["spon2"]),
        ("distractor_slot", "2023-11-05 09:00", "Who sponsors our rugby kit at the moment?",
         "Oastfield Cider (Thackstone Builders now sponsor Gulliver's club)", ["spon2"]),
        ("past", "2023-11-05 09:00", "Which night did we train in spring 2023?",
         "Wednesday nights", ["tn2"]),
        ("past", "2023-11-05 09:00", "What league were we in during the 2022-23 season?",
         "Counties 3", ["div1"]),
        ("past", "2023-11-05 09:00", "Who paid for our shirts before the cider company?",
         "Thackstone Builders", ["spon1"]),
    ]},
    {"id": "f149", "sessions": {
        "s1": ("2022-03-06 14:20", [
            ("seat1", "Can you help me put together a little budget for the baseball season? We "
             "just renewed our 20-game plan for the Pell River Otters, same seats as last year, "
             "Section 114, row G, seats 5 and 6, right behind the home dugout. The plan is $640 "
             "for the pair, plus parking at $12 a game, and I always end up spending a fortune "
             "on hot dogs. I'd like a simple monthly breakdown from April to September so it "
             "doesn't sneak up on me.",
             "Spread the $640 over the six months (about $107 a month), then add roughly three "
             "or four home games a month at $12 parking plus a food allowance, say $20 a game. "
             "That's around $200 a month in season; bank a little more in April when the "
             "homestands are longest."),
            ("part1", "I split the plan with my coworker Gus Pardoe, so halve all of that. He "
             "takes the weekday games, I take weekends.",
             "Then about $100 a month each, depending on the schedule.")]),
        "s2": ("2022-05-22 21:10", [
            ("mgr1", "Explain something to me. Harlan Brannigan, our manager, pulled "
             " the starter in the third inning again tonight with a two-run lead. Is there "
             "some analytics reason for that or is he just nervous?",
             "Many teams now avoid letting a starter face the lineup a third time, because hitters "
             "do much better once they've seen a pitcher twice. In the minors, pitch counts for "
             "prospects are also tightly managed by the parent club.")]),
        "s3": ("2022-07-31 10:30", [
            ("mgr2", "Could you help me write a polite email to the Otters front office? The "
             "Thursday dollar-dog night has been cancelled for the rest of the year and a lot of "
             "families I know are upset. Bit of context: they fired Brannigan on Thursday after "
             "the nine-game losing streak, and the bench coach, Ike Delmotte, is running the "
             "team for the rest of the season, so the place is in a bit of an uproar anyway. I "
             "don't want to pile on, just ask them to reconsider.",
             "'Dear Otters front office, as season-ticket holders we wanted to say how much "
             "families value Thursday dollar-dog night. It's often the only affordable outing "
             "for parents with young kids. We understand it's been a hard few weeks, but we'd "
             "ask you to reconsider bringing it back before the season ends. Thanks, and go "
             "Otters.'"),
            ("Gus says he's moving to Denver in the fall, so I have no idea what we'll do "
             "about the plan next year.",
             "Plenty of time to find someone before renewals.")]),
        "s4": ("2022-11-20 17:45", [
            ("seat2", "I need a gift idea for my dad, who turns 70 next month and loves baseball. "
             "Related: we renewed for 2023 but moved seats. Section 114 gets the sun full in the "
             "face for day games and Dad nearly fainted in August, so we're up in Section 207, "
             "row B, on the upper deck in the shade. I looked at the club seats in 101 too, but "
             "they were nearly triple the price. Maybe something to go with the new seats?",
             "A stadium seat cushion and a pair of compact binoculars would both make the upper "
             "deck more comfortable. A framed print of the ballpark or a signed ball from his "
             "favourite player would be a nice keepsake too."),
            ("part2", "And my brother-in-law Isambard is taking Gus's half of the plan. He only "
             "wants Sunday games, which suits me fine.",
             "Sounds like an easy split.")]),
        "s5": ("2023-01-29 15:00", [
            ("mgr3", "I write a little newsletter for our fan club, about forty people, and I need "
             "the lead item for February. The Otters have named Jorge Salcedo as manager for "
             "2023, he was a hitting coach in the big leagues for years, and he takes over at "
             "spring training in March. Delmotte goes back to being bench coach. Can you help "
             "me write three upbeat paragraphs about what this could mean for the young hitters, "
             "without overpromising?",
             "Paragraph one: the announcement and his background as a hitting coach. Paragraph "
             "two: what it could mean for the prospects, patience at the plate and a plan for "
             "each hitter. Paragraph three: a thank-you to the interim staff and a reminder "
             "that it takes time, ending with the home opener date.")]),
        "s6": ("2023-02-19 12:15", [
            ("seat3", "Small correction on the seats: the renewal letter says Section 207, row D, "
             "not B. I'd misremembered. Seats 11 and 12.",
             "Thanks for the correction. Handy to have the letter."),
            ("Does row D matter for foul balls?",
             "A few rows back on the upper deck, they're rare, but keep a glove handy.")]),
        "s7": ("2023-05-14 20:40", [
            ("Funny thing: my coworker Fiona just bought an Otters season plan, and she's ended "
             "up in our old seats, Section 114, row G. She splits it with her husband.",
             "Warn her about the afternoon sun."),
            ("Her husband follows the Drumlin Bay club too, and their manager just got fired, "
             "so he's miserable.",
             "Baseball is hard on managers.")]),
    }, "questions": [
        ("correction", "2023-06-01 09:00", "Where are my season-ticket seats?",
         "Section 207, row D, seats 11 and 12", ["seat3"]),
        ("distractor_slot", "2023-06-01 09:00", "Which section and row do I sit in at Otters "
         "games?",
         "Section 207, row D (Fiona has Section 114, row G)", ["seat3"]),
        ("announced", "2023-06-01 09:00", "Who's the Otters' manager?", "Jorge Salcedo", ["mgr3"]),
        ("paraphrase", "2023-06-01 09:00", "Who's calling the shots from the Otters' bench this "
         "year?",
         "Jorge Salcedo", ["mgr3"]),
        ("implicit_present", "2023-06-01 09:00", "Who do I share my ticket plan with?",
         "My brother-in-law Isambard", ["part2"]),
        ("past", "2023-06-01 09:00", "Who managed the team at the end of the 2022 season?",
         "Ike Delmotte, as interim", ["mgr2"]),
        ("past", "2023-06-01 09:00", "Where were our seats in 2022?",
         "Section 114, row G, seats 5 and 6", ["seat1"]),
        ("past", "2023-06-01 09:00", "Who shared the plan with me before my brother-in-law?",
         "My coworker Gus Pardoe", ["part1"]),
    ]},
    {"id": "f150", "sessions": {
        "s1": ("2022-02-13 13:00", [
            ("pb1", "Can you help me plan a week of high-protein lunches I can batch cook on a "
             "Sunday? I'm training for my first powerlifting meet in June and I need about 160 "
             "grams of protein a day without living on chicken and rice. For context, my best "
             "bench press is 102.5 kg, and I'd love to get it over 110 by the meet. I've got a "
             "slow cooker, an oven and not much patience. Nothing with mushrooms.",
             "Try a slow-cooker chilli with beef and beans, a tray of harissa turkey meatballs, "
             "Greek yoghurt pots with oats, and a tuna pasta bake. Portion into five boxes each, "
             "and you're at roughly 50 grams of protein per lunch."),
            ("cls1", "I've entered the 83 kg class. I walk around at about 82, so no cutting.",
             "Lifting at your natural weight is sensible for a first meet.")]),
        "s2": ("2022-04-10 09:30", [
            ("coach1", "I've started paying Frida Quaide for online programming. She sends my "
             "sessions every Sunday and watches my videos. Is 80 pounds a month normal?",
             "That's in the usual range for online coaching with video feedback."),
            ("What should I film from, front or side?",
             "Side-on for squats and deadlifts, and from the head end, slightly raised, for bench "
             "press.")]),
        "s3": ("2022-06-26 18:20", [
            ("pb2", "Could you help me write a thank-you message to the volunteers at the "
             "Coldmarsh Open? It was my first meet and they were brilliant: the spotters, the "
             "loaders, the woman on the desk who found me a spare belt. I hit 110 kg on my last "
             "bench attempt, a new best by seven and a half kilos, and I nearly cried on the "
             "platform. I'd like something warm for the club's page, not too long.",
             "'A huge thank-you to every volunteer at the Coldmarsh Open. Spotters, loaders, "
             "judges and the desk team who rescued me with a spare belt: you made a nervous first "
             "meet feel like home. I'll be back, and next time I'll bring my own belt.'"),
            ("People keep telling me I'd be competitive in 74s. I'm not sure I want to diet for "
             "it.",
             "There's no rush to decide.")]),
        "s4": ("2022-10-02 17:10", [
            ("cls2", "Decision made: for the March meet I'm dropping to the 74 kg class. Frida "
             "thinks my numbers will hold if I cut slowly over the winter, and 74s is a much "
             "smaller field.",
             "A slow cut of about half a kilo a week gives you time to keep your strength."),
            ("I weighed in this morning at 81.4.",
             "That's about fifteen weeks at that pace.")]),
        "s5": ("2023-01-08 19:45", [
            ("coach2", "Can you give me a simple cutting meal plan around 2,100 calories with "
             "the protein kept high? I'm at 77 kg, still about three kilos off the class "
             "limit. Frida has gone on maternity leave, so I've been working with Jarrah "
             "McAnally since Christmas; he writes my blocks in a spreadsheet and wants me to log "
             "my bodyweight every morning, so the plan needs to be boring and repeatable. I "
             "eat breakfast at six and train after work.",
             "Breakfast: egg-white omelette with two whole eggs and toast. Lunch: chicken, rice "
             "and veg. Pre-training: Greek yoghurt and a banana. Dinner: white fish or lean mince "
             "with potatoes and greens. A protein shake before bed takes you to about 170 "
             "grams.")]),
        "s6": ("2023-03-26 20:30", [
            ("Meet day report: made weight at 73.8, squatted 145, and I benched 115 on my third "
             "attempt! Deadlift was a bit rough. Can you help me work out what went wrong on the "
             "deadlift? I lost it at the knees.",
             "Losing it at the knees usually means the hips rose early or the bar drifted "
             "forward. Check the video for the first inch off the floor."),
            ("Jarrah says we'll look at the video on Tuesday.", "Good plan.")]),
        "s7": ("2023-05-07 12:40", [
            ("pb3", "Bad news, I told you wrong about the bench. My 115 was overturned on review "
             "for my bum coming off the bench, so my official best is 112.5, from my second "
             "attempt. Still a PB, just not the one I celebrated.",
             "That's frustrating, but it's still real progress in a lighter class."),
            ("I'll get 115 at the next one.", "With a clean lift, you will.")]),
        "s8": ("2023-06-18 16:00", [
            ("Frida's back from leave and she's coaching my mate Hector now. He benched 140 at "
             "the weekend, a huge personal best, and he's in the 93 kg class.",
             "Impressive numbers for Hector."),
            ("I'm staying with Jarrah though.", "No reason to change what's working.")]),
    }, "questions": [
        ("correction", "2023-07-02 09:00", "What's my best bench press?",
         "112.5 kg (the 115 was overturned)", ["pb3"]),
        ("distractor_slot", "2023-07-02 09:00", "What's my personal best on the bench?",
         "112.5 kg (Hector's is 140)", ["pb3"]),
        ("announced", "2023-07-02 09:00", "Which weight class do I compete in?", "74 kg",
         ["cls2"]),
        ("explicit_present", "2023-07-02 09:00", "Who writes my training programme at the "
         "moment?",
         "Jarrah McAnally", ["coach2"]),
        ("paraphrase", "2023-07-02 09:00", "Who plans my lifting blocks these days?",
         "Jarrah McAnally", ["coach2"]),
        ("distractor_slot", "2023-07-02 09:00", "Who is my powerlifting coach?",
         "Jarrah McAnally (Frida now coaches Hector)", ["coach2"]),
        ("past", "2023-07-02 09:00", "What was my bench PB before the Coldmarsh Open?",
         "102.5 kg", ["pb1"]),
        ("past", "2023-07-02 09:00", "Which class did I lift in at my first meet?", "83 kg",
         ["cls1"]),
        ("past", "2023-07-02 09:00", "Who coached me in 2022?", "Frida Quaide", ["coach1"]),
    ]},
    {"id": "f151", "sessions": {
        "s1": ("2022-09-11 20:05", [
            ("ven1", "Could you give me some footwork drills for badminton that I can do at "
             "home? I rejoined a club this month after ten years off, and I'm slow getting back "
             "to the middle of the court. Club night is Mondays, seven to nine, in the sports "
             "hall at Gorsebrook School, and by half eight my legs are gone. I've got a hallway "
             "and a bit of the garden, no fancy kit.",
             "Set out six markers for the corners and sides of a pretend court. Shadow each "
             "corner from a split-step in the middle, ten rounds of all six, then rest. Add "
             "skipping for two minutes at a time, and lunges with a reach to build the last "
             "step."),
            ("par1", "I've been partnering a lovely woman called Hebe Varley in mixed doubles; "
             "she covers the net so I only have to run at the back.",
             "That's the classic mixed split; it suits you both.")]),
        "s2": ("2022-11-06 15:30", [
            ("team1", "I've been picked for the club's third team in the county league! First "
             "match is away on the 17th. What should I eat beforehand?",
             "A normal meal with some carbohydrates three hours before, and a banana an hour "
             "before play."),
            ("Is it normal to feel sick with nerves at my age?", "Completely. It fades after a "
             "few games.")]),
        "s3": ("2023-01-22 19:00", [
            ("ven2", "Can you help me write an email to our members about car sharing? Gorsebrook "
             "is refurbishing its hall, so since January our club night has been at the "
             "Hollinsdale Leisure Centre on Thursdays, eight till ten, and the car park there "
             "costs four pounds a night, which is annoying people. I'd like to suggest a lift "
             "rota and point out the bus from the High Street, without sounding like a nag.",
             "'Hi everyone, a quick note about getting to club night while we're at the leisure "
             "centre. Parking is £4 a go, so we're setting up a lift rota: reply if you can "
             "drive or would like a lift. The number 12 bus from the High Street stops outside. "
             "See you on court!'")]),
        "s4": ("2023-03-19 21:20", [
            ("Hebe has moved to Glasgow for work, sadly. I thought about pairing with Fenna, but "
             "we both like the back of the court, so no.",
             "Two back-court players in mixed rarely works."),
            ("par2", "So Jasper Okonedo and I have been playing mixed together since the start "
             "of March. I'm at the net now, which is terrifying.",
             "Keep your racket up and your weight forward; you'll be fine.")]),
        "s5": ("2023-06-04 10:10", [
            ("team2", "Can you build me a summer training plan, three sessions a week? The "
             "captain told me after the last match that I'll be going up to the club's second "
             "team in the county league from September, so I need to get fitter and sharpen my "
             "net play over the break. I can do one club session, one gym session and one run a "
             "week. I'm 46 and my knees are fine as long as I warm up.",
             "Club night: net drills and games. Gym: squats, lunges, step-ups and some core. "
             "Run: twenty-five minutes with six short hill sprints. Add five minutes of "
             "shadow footwork after the run, and a rest day before club night.")]),
        "s6": ("2023-09-17 18:45", [
            ("ven3", "We're back at Gorsebrook on Mondays as of this week. The new sprung floor "
             "is lovely, but the lighting still makes high clears vanish.",
             "Glad the floor is better. Ask if the lights can be angled."),
            ("How do I stop losing the shuttle in the lights?",
             "Watch it off the racket and turn side-on early, so you're not staring straight "
             "up.")]),
        "s7": ("2023-10-15 13:30", [
            ("My sister Gisela plays badminton too, at a club in Hollinsdale on Thursdays. Guess "
             "who her new mixed doubles partner is: Hebe Varley! Hebe moved back from Glasgow.",
             "Small world."),
            ("Gisela's been picked for her club's second team as well.",
             "You'll have plenty to compare notes on.")]),
    }, "questions": [
        ("changes_back", "2023-11-01 09:00", "Where is my badminton club night?",
         "Gorsebrook School sports hall, Mondays", ["ven3"]),
        ("explicit_present", "2023-11-01 09:00", "Where do we play on club nights at the moment?",
         "Back at Gorsebrook School on Mondays", ["ven3"]),
        ("distractor_slot", "2023-11-01 09:00", "Who's my mixed doubles partner?",
         "Jasper Okonedo (Hebe now partners my sister Gisela)", ["par2"]),
        ("paraphrase", "2023-11-01 09:00", "Who do I play pairs with on court?",
         "Jasper Okonedo", ["par2"]),
        ("announced", "2023-11-01 09:00", "Which team do I play for in the county league?",
         "The club's second team", ["team2"]),
        ("past", "2023-11-01 09:00", "Where was club night in spring 2023?",
         "Hollinsdale Leisure Centre, Thursdays", ["ven2"]),
        ("past", "2023-11-01 09:00", "Who was my doubles partner when I rejoined the club?",
         "Hebe Varley", ["par1"]),
        ("past", "2023-11-01 09:00", "Which team was I in during my first league season?",
         "The third team", ["team1"]),
    ]},
    {"id": "f152", "sessions": {
        "s1": ("2022-01-09 10:20", [
            ("goal1", "New year, new attempt at getting fit, and this time I'm doing it on my "
             "own: no physio, no trainer, no boot camp. My goal is 25 push-ups in a row by June. "
             "Right now I can do nine before my arms shake. Could you help me set up a simple "
             "tracker in a notebook, something where I write the date, the sets and how I felt, "
             "so I can see progress without an app nagging me every day?",
             "Rule a page into columns: date, sets x reps, best single set, and a one-word "
             "feeling. Test your max every two weeks on a fresh morning and circle it. Between "
             "tests, do three sets at about two-thirds of your max, three times a week."),
            ("rhr1", "My watch says my resting heart rate is 72. Is that bad?",
             "It's within the normal range; it often drops as fitness improves."),
            ("app1", "I'm doing the free beginner plans on Sprigfit for everything else.",
             "Free plans are a fine way to start.")]),
        "s2": ("2022-03-20 12:00", [
            ("rhr2", "Can you suggest some make-ahead lunches that aren't salad? I'm trying to "
             "eat better to go with the workouts, and it's working: my resting heart rate is "
             "down to 66 already, which made me irrationally happy when I saw it on my watch this "
             "morning. I work from home, so I have a microwave but no time at lunch. Around 500 "
             "calories each, nothing too spicy because my partner steals them.",
             "Try a lentil and sweet potato stew, chicken and barley soup, turkey chilli with "
             "black beans, and baked oatmeal cups for the afternoon. All freeze well and reheat "
             "in three minutes.")]),
        "s3": ("2022-06-12 19:10", [
            ("goal2", "I did it! 25 push-ups on Saturday, proper chest-to-fist ones. Since that "
             "one's done, I've set the next goal: a 60-second handstand against the wall by the "
             "end of the year. Meanwhile can you help me plan a small birthday dinner for my "
             "partner? Eight people, a backyard, a grill, and one vegetarian. I want it to feel "
             "relaxed, not like I've been cooking for three days.",
             "Congratulations! For the dinner: grilled chicken thighs and halloumi skewers, a big "
             "grain salad, corn on the cob, and a store-bought cake dressed up with berries. "
             "Prep the skewers and salad in the morning and you'll only be at the grill for "
             "half an hour.")]),
        "s4": ("2022-08-28 09:40", [
            ("app2", "Can you help me write a short review for an app store? I dropped Sprigfit "
             "when they moved the plans behind a paywall without warning, and I want to say so "
             "politely but clearly, because I'd been with them since January. I've been "
             "following the free programs on Loftwell since July, which are honestly better, but "
             "I don't want the review to read like an ad for the other one. Two or three "
             "sentences, fair, and no all-caps.",
             "'I used this app happily for months, but moving the beginner plans behind a "
             "paywall with no notice left me stranded mid-program. A heads-up or a grace period "
             "would have kept me. Two stars for the plans themselves.'"),
            ("Loftwell has a wrist-prep routine for handstands. Worth doing?",
             "Yes; wrists take most of the load, so prepare them every time.")]),
        "s5": ("2022-10-23 16:25", [
            ("goal3", "I need to correct something I told you. The handstand goal on my fridge is "
             "45 seconds, not 60. Sixty was my partner's idea and I chickened out.",
             "Noted. A goal you'll actually reach is better than a heroic one."),
            ("I'm at 20 seconds now.", "You're nearly halfway, with two months left.")]),
        "s6": ("2023-01-15 08:50", [
            ("rhr3", "Can you recommend winter running layers for someone who hates being cold? "
             "I've added two short runs a week to the routine and I'm freezing for the first "
             "mile. The running is paying off though: my watch says my resting heart rate "
             "averaged 59 for December, which is the lowest it's ever been. I'd rather not "
             "spend more than about $150 in total. I run early, in the dark, on roads.",
             "A thin merino base layer, a light windproof jacket with reflective trim, fleece-"
             "lined tights, a headband and thin gloves. Add a clip-on light. That comes in under "
             "$150 if you shop the end-of-season sales.")]),
        "s7": ("2023-02-12 20:30", [
            ("My partner Ilario has caught the bug. His resting heart rate is 51, which is "
             "insufferable, and his goal is 25 push-ups by summer.",
             "You can coach him from your notebook."),
            ("He's signed up to Sprigfit, paywall and all.", "Each to their own.")]),
    }, "questions": [
        ("correction", "2023-03-01 09:00", "What's my current fitness goal?",
         "A 45-second handstand against the wall", ["goal3"]),
        ("distractor_slot", "2023-03-01 09:00", "What exercise goal am I working toward?",
         "A 45-second wall handstand (Ilario's goal is 25 push-ups)", ["goal3"]),
        ("paraphrase", "2023-03-01 09:00", "What's my pulse at rest these days?",
         "About 59 beats a minute", ["rhr3"]),
        ("distractor_slot", "2023-03-01 09:00", "What is my resting heart rate?",
         "About 59 (Ilario's is 51)", ["rhr3"]),
        ("implicit_present", "2023-03-01 09:00", "Which app do I get my workout plans from?",
         "Loftwell", ["app2"]),
        ("past", "2023-03-01 09:00", "What was my resting heart rate when I started in January "
         "2022?",
         "72", ["rhr1"]),
        ("past", "2023-03-01 09:00", "What goal did I set at the start of 2022?",
         "25 push-ups in a row by June", ["goal1"]),
        ("past", "2023-03-01 09:00", "Which app did I use before Loftwell?", "Sprigfit",
         ["app1"]),
    ]},
    {"id": "f153", "sessions": {
        "s1": ("2023-01-08 17:30", [
            ("swim1", "Can you sketch me a 20-week plan for my first triathlon? I've just joined "
             "Kelsbury Tri Club, and the only structured session I have is the club swim, "
             "Fridays at half six in the morning at Petrel Road pool, which is brutal but good. "
             "I can fit in two rides and two runs a week around work. I'm a decent runner, a "
             "nervous swimmer and a beginner on the bike.",
             "Weeks 1-6: build base with easy rides and runs and technique in the pool. Weeks "
             "7-14: add one longer ride, one tempo run and open-water practice. Weeks 15-18: "
             "two brick sessions, bike then run. Weeks 19-20: taper, keeping a little intensity."),
            ("race1", "The target is the Ashgrove Sprint in June. 750 m swim, 20 km bike, 5 km "
             "run.",
             "A sprint is a perfect first race.")]),
        "s2": ("2023-03-05 14:00", [
            ("bike1", "I'm still on my old aluminium hybrid with flat pedals. It's heavy but it "
             "works. Should I get clip-in pedals?",
             "They help, but practise unclipping on grass first."),
            ("I looked at a proper tri bike with aero bars, but at two grand that's a no.",
             "For a sprint, a tri bike is a luxury, not a need.")]),
        "s3": ("2023-04-23 19:20", [
            ("swim2", "Could you help me pick a wetsuit size? I'm 178 cm and 74 kg, broad in the "
             "shoulders, and the size charts all disagree. I'll be trying it at the club swim: "
             "the club lost its Friday slot at Petrel Road, so since April we've been swimming "
             "on Wednesdays at eight in the evening at the Hartsedge Leisure Centre, and they "
             "let us wear wetsuits in the last session of the month. I'd rather not spend more "
             "than 250 pounds.",
             "On most charts you'd be a medium or medium-tall. Try both if you can; it should be "
             "snug everywhere with no water pockets at the lower back, and you should be able to "
             "lift your arms overhead without the shoulders fighting you.")]),
        "s4": ("2023-06-25 21:00", [
            ("race2", "Ashgrove done! I finished in 1:28 and didn't drown. Can you help me write a "
             "short race report for the club newsletter? Transitions were slow, the run was my "
             "best part, and I cried at the finish. And the next big one is booked: I've entered "
             "the Harrowdene Olympic distance, in July 2024. I'd like the report to end with "
             "that, to keep myself honest.",
             "'My first triathlon: a cold, choppy swim, a bike leg spent grinning, and a run "
             "where the crowd carried me home in 1:28. Transitions need work, and I cried at "
             "the line. Next summer I'm stepping up to the Olympic distance. See you out "
             "there.'")]),
        "s5": ("2023-09-10 16:15", [
            ("bike2", "Went and did it: I picked up a secondhand Tallisker Allroad road bike "
             "from a club mate who's upgrading, for 600 quid. The hybrid is now the shopping bike.",
             "Get a bike fit; a small change in saddle height makes a big difference."),
            ("Should I keep the flat pedals for winter?",
             "Clip-ins are fine year round, but some people prefer flats in the wet.")]),
        "s6": ("2023-12-03 11:40", [
            ("race3", "Correction to what I said in June: I'm not doing Harrowdene after all. My "
             "payment bounced and it sold out before I noticed, so my 2024 target is the "
             "Gullhaven Olympic, the same weekend, ten miles up the coast.",
             "Annoying, but the training is identical."),
            ("Gullhaven has a sea swim, though. Any tips?",
             "Practise sighting every six strokes and swim in open water as soon as it's warm "
             "enough.")]),
        "s7": ("2024-01-21 18:30", [
            ("My club mate Jude has entered the Harrowdene Olympic, the one I missed, and just "
             "bought a new carbon bike. Jude swims with the masters group at Petrel Road on "
             "Friday mornings.",
             "You'll be racing the same weekend, then."),
            ("Jude is much faster than me, but I'm catching up on the run.",
             "A strong run leg is a great weapon in an Olympic race.")]),
    }, "questions": [
        ("correction", "2024-02-10 09:00", "Which race is my main target for 2024?",
         "The Gullhaven Olympic", ["race3"]),
        ("distractor_slot", "2024-02-10 09:00", "Which Olympic-distance triathlon have I "
         "entered?",
         "The Gullhaven Olympic (Jude is doing Harrowdene)", ["race3"]),
        ("implicit_present", "2024-02-10 09:00", "When is the tri club swim session?",
         "Wednesdays at 8 pm at the Hartsedge Leisure Centre", ["swim2"]),
        ("paraphrase", "2024-02-10 09:00", "When do I get in the water with my triathlon "
         "group?",
         "Wednesday evenings at Hartsedge Leisure Centre", ["swim2"]),
        ("explicit_present", "2024-02-10 09:00", "What bike am I riding these days?",
         "A secondhand Tallisker Allroad road bike", ["bike2"]),
        ("past", "2024-02-10 09:00", "What race was I training for in spring 2023?",
         "The Ashgrove Sprint", ["race1"]),
        ("past", "2024-02-10 09:00", "Where did the club swim when I first joined?",
         "Petrel Road pool, Fridays at 6:30 am", ["swim1"]),
        ("past", "2024-02-10 09:00", "What was I riding before the road bike?",
         "An old aluminium hybrid", ["bike1"]),
    ]},
]
