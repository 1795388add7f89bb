"""Conversations f112-f117 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, with slots new to the set, on family, pets and hobbies: a dog's boarding kennels, a dog's flea
treatment, where a dog sleeps, a child's Cubs night and Cub leader, a child's drum grade and exam
result, a camera, a birdwatching patch, a garden bird list, a teenager's weekend curfew, a
daughter's netball position, the size of a flock of hens, the top hen, the hens' feed, a
role-playing character and a Dungeon Master.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f112", "sessions": {
        "s1": ("2021-03-08 19:40", [
            ("ken1", "Could you help me with a packing list? It's our first holiday abroad since "
             "before Covid: two weeks in Brittany in August, on the ferry, with the kids, who "
             "are nine and six. Tumble can't come, sadly, so he's booked into Yarrowdene "
             "Kennels out past the garden centre; they walk the dogs twice a day and send "
             "photos, which is more than the kids will do for us. I always forget the small "
             "things, adaptors and the like.",
             "Start with documents (passports, ferry tickets, insurance, health cards), then "
             "chargers and two travel adaptors, a first-aid kit with children's doses, the "
             "kit France asks for in the car (hi-vis vests, warning triangle, headlamp "
             "deflectors), and a small bag for the crossing with snacks, cards and wipes."),
            ("sl1", "Thanks. The kennels want his own bedding, so the tartan blanket comes out "
             "of his crate; he's slept in that crate in the utility room every night since he "
             "was a puppy.",
             "Take it unwashed. The smell of home helps a dog settle in kennels.")]),
        "s2": ("2021-04-19 20:10", [
            ("flea1", "Reminder to self, and to you: Tumble's flea treatment is due. We do a "
             "Vexaguard spot-on once a month between the shoulder blades, and he sulks under "
             "the table for an hour afterwards because of the smell.",
             "Put it on just before a walk so he's distracted; the smell fades within a day."),
            ("My sister's terriers wear flea collars instead. Her house smells like a chemistry "
             "set.",
             "Collars suit some dogs; the smell is the usual complaint.")]),
        "s3": ("2021-06-14 18:30", [
            ("The kennels have put their price up to 28 a night. I had a look at one of those "
             "dog-sitting apps instead, but the reviews were a lottery, so I left it.",
             "That's around the going rate for a good kennels in summer, and a place you know "
             "is worth something."),
            ("Two weeks of that costs more than the ferry!", "Holidays with a dog at home are "
             "never cheap.")]),
        "s4": ("2021-09-06 19:15", [
            ("ken2", "Home from France, and I need your help with something. Tumble came back "
             "from the kennels with kennel cough, so how long do I keep him away from other "
             "dogs, and does honey actually help? We've already changed plans for the October "
             "half-term: a friend put us onto Ulla Winterbourne, a retired lady two streets "
             "over who takes at most three dogs into her own house. She's having him for the "
             "week, and he'll be allowed on her sofa, heaven help her.",
             "Keep him away from other dogs until he's been free of the cough for about a "
             "week, and call the vet if he goes off his food or seems feverish. A little honey "
             "soothes some dogs' throats, but check with the vet first. Home boarding sounds "
             "a gentler fit for him."),
            ("sl2", "The crate's gone up in the loft. Since the cough started he's been on a "
             "bed on the landing outside the kids' rooms, and nobody has the heart to move him.",
             "Plenty of dogs settle better close to their people. If it works, it works.")]),
        "s5": ("2021-10-25 20:00", [
            ("flea2", "Birthday SOS: my youngest turns seven on Saturday and wants 'a cake that "
             "looks like Tumble'. Brown and white springer, long floppy ears, permanently "
             "muddy. I can manage a sponge but I've never touched fondant. Dog news while I'm "
             "here: the spot-on was making him scratch himself raw, so the vet switched him to "
             "a Zentick chew, beef flavoured, every three months, which does fleas, ticks and "
             "worms in one, and he thinks it's a treat. How do I do the ears?",
             "Bake a round sponge for the head and cover it in white buttercream with brown "
             "patches piped on. For the ears, cut two long ovals from a second sponge, coat "
             "them in brown buttercream and tuck them against the sides. Chocolate buttons "
             "make good eyes and a nose."),
            ("Muddy paws in crushed biscuit?", "Perfect, and very true to life.")]),
        "s6": ("2021-12-13 19:30", [
            ("Our neighbour Sabine has just put her labrador into Stonecroft Kennels for "
             "Christmas and is already fretting that he won't eat.",
             "Most dogs skip a meal or two and then settle; the kennels will have seen it "
             "many times."),
            ("She's phoning them twice a day.", "They'll be used to that too.")]),
        "s7": ("2022-01-24 18:45", [
            ("flea3", "I told you wrong about Tumble's chew: it's one a month, not every three "
             "months. I'd mixed it up with his old worming tablets, which were three-monthly.",
             "Thanks, noted: one Zentick chew a month."),
            ("The box lives in the treat cupboard and he watches it like a hawk.",
             "Keep it up high; flavoured tablets are easy for a dog to help himself to.")]),
        "s8": ("2022-02-21 20:20", [
            ("ken3", "Ulla's had to stop taking dogs because of her hip, so for the Easter trip "
             "Tumble is going back to Yarrowdene. They've put new ventilation in the kennel "
             "block since last summer, apparently.",
             "Better airflow cuts kennel cough a lot. Ask whether they want the cough vaccine "
             "done before he goes."),
            ("He had the nose drops in January.", "Then he's as protected as he can be.")]),
    }, "questions": [
        ("changes_back", "2022-03-28 09:00", "Where does Tumble stay when we go away?",
         "Yarrowdene Kennels", ["ken3"]),
        ("distractor_slot", "2022-03-28 09:00", "Which boarding kennels does our springer go "
         "to?", "Yarrowdene Kennels", ["ken3"]),
        ("past", "2022-03-28 09:00", "Who looked after Tumble over the October half-term in "
         "2021?", "Ulla Winterbourne, a retired neighbour who boards dogs at home", ["ken2"]),
        ("correction", "2022-03-28 09:00", "How often does Tumble get his Zentick chew?",
         "Once a month", ["flea3"]),
        ("paraphrase", "2022-03-28 09:00", "What keeps the parasites off our dog?",
         "A beef-flavoured Zentick chew, once a month", ["flea2", "flea3"]),
        ("explicit_present", "2022-03-28 09:00", "Where does Tumble sleep at night these "
         "days?", "On a bed on the landing outside the kids' rooms", ["sl2"]),
        ("past", "2022-03-28 09:00", "What flea treatment was Tumble on in spring 2021?",
         "A Vexaguard spot-on, once a month", ["flea1"]),
        ("past", "2022-03-28 09:00", "Where did our dog spend his nights before he caught "
         "kennel cough?", "In his crate in the utility room", ["sl1"]),
    ]},
    {"id": "f113", "sessions": {
        "s1": ("2023-09-11 19:05", [
            ("cub1", "Sefton's moved up from Beavers to Cubs! The pack meets on Wednesday "
             "evenings, half six to eight, in the Scout hut on Sallowfield Lane.",
             "Cubs is a big step up in independence. Has he got his necker yet?"),
            ("ak1", "Yes, and he's in awe of the Akela, a postman called Torquil Yelland who "
             "does an owl call to get them quiet.",
             "An owl call beats a whistle any day."),
            ("drm1", "He's also started drum lessons at school, aiming for Grade 1 in the "
             "spring.",
             "Having an exam to aim for helps with practice.")]),
        "s2": ("2023-10-16 20:30", [
            ("We looked at moving him to the Thursday pack in Stourley because his best mate "
             "goes there, but it's twenty minutes each way in traffic, so that idea's dead.",
             "He'll make friends in his own pack quickly; give it a term.")]),
        "s3": ("2023-11-20 19:45", [
            ("cub2", "Help needed for Sefton's Cubs cook badge. He has to plan and cook a "
             "two-course meal for four on a camping stove, with me only allowed to supervise, "
             "and he can boil pasta and that's about it. Big change at the hut, by the way: "
             "Torquil's new shifts mean he's had to step back, and Saskia Vantreight took over "
             "as Akela last week. Very organised, sends a message round every Monday. Can you "
             "suggest something one pot can do?",
             "A one-pot sausage and bean stew with crusty bread, then chocolate bananas "
             "wrapped in foil and warmed by the stove. Both are forgiving, and he can do every "
             "step himself."),
            ("He'll want extra chocolate.", "It's a badge, not a diet.")]),
        "s4": ("2024-01-15 18:20", [
            ("nite1", "Could you help me make a weekly timetable for Sefton? Monday is "
             "swimming, Tuesday drums after school, Friday his gran picks him up, and he needs "
             "twenty minutes of reading most days plus times tables, which cause daily war. "
             "The Cubs letter came home too: after February half-term the pack moves to "
             "Thursday evenings, same times, because a dance school has taken the hall on "
             "Wednesdays. I want it on the fridge so nobody can say they didn't know.",
             "A simple grid works: Monday swimming, Tuesday drums, Cubs on Wednesday until "
             "half-term and Thursday after it, Friday with gran. Put reading at bedtime every "
             "night and do times tables for five minutes at breakfast, so they're over before "
             "anyone has the energy to argue.")]),
        "s5": ("2024-03-25 20:10", [
            ("drm2", "Sefton passed his Grade 1 drums with a merit! He's straight on to the "
             "Grade 2 book, which has a swing piece he already hates.",
             "Congratulations to him. Swing feel is hard; it usually clicks suddenly after "
             "weeks of grumbling."),
            ("He's drumming on the dinner table.", "Sounds like practice to me.")]),
        "s6": ("2024-04-22 19:00", [
            ("My brother's lad Wendell has just joined Cubs up north. His pack meets on "
             "Mondays, and their Akela is a retired headteacher who takes no nonsense.",
             "It's lovely for cousins to have the same thing to talk about."),
            ("They compare badges on video calls.", "Healthy competition.")]),
        "s7": ("2024-05-20 19:30", [
            ("nite2", "The dance school went bust, so Cubs is back on Wednesdays from this "
             "week. Sefton's relieved; Thursdays meant missing his mate's football.",
             "Nice when a change undoes itself.")]),
        "s8": ("2024-06-17 20:00", [
            ("drm3", "The certificate for Sefton's Grade 1 drums came, and I'd told you wrong: "
             "it was a distinction, not a merit.",
             "Even better. Well done him."),
            ("It's on the fridge next to the timetable.", "Pride of place.")]),
    }, "questions": [
        ("announced", "2024-02-05 09:00", "What night does Sefton go to Cubs?",
         "Wednesdays (the pack only moves to Thursdays after February half-term)",
         ["cub1", "nite1"]),
        ("changes_back", "2024-07-08 09:00", "What night is Cubs?",
         "Wednesday evenings, half six to eight", ["nite2"]),
        ("distractor_slot", "2024-07-08 09:00", "Who is the leader of Sefton's Cub pack?",
         "Saskia Vantreight", ["cub2"]),
        ("paraphrase", "2024-07-08 09:00", "Which grown-up runs the weekly meetings my boy "
         "goes to in his green jumper?", "Saskia Vantreight", ["cub2"]),
        ("past", "2024-07-08 09:00", "Who was the Cub leader when Sefton joined?",
         "Torquil Yelland, a postman", ["ak1"]),
        ("past", "2024-07-08 09:00", "Which evening did Sefton have Cubs in April 2024?",
         "Thursdays", ["nite1"]),
        ("explicit_present", "2024-07-08 09:00", "Which drum grade is Sefton working towards "
         "at the moment?", "Grade 2", ["drm2"]),
        ("correction", "2024-07-08 09:00", "What result did Sefton get in his Grade 1 drum "
         "exam?", "A distinction", ["drm3"]),
        ("past", "2024-07-08 09:00", "What night did the pack meet when Sefton started in "
         "autumn 2023?", "Wednesdays", ["cub1"]),
    ]},
    {"id": "f114", "sessions": {
        "s1": ("2022-04-04 07:50", [
            ("pat1", "Dawn at Wrayfield Reservoir again. It's my patch: three mornings a week, "
             "every bird written in the notebook, and today a pair of great crested grebes "
             "doing their weed dance.",
             "The weed dance is one of the best displays of spring. Lucky you."),
            ("cam1", "Photos were mush, as usual. The secondhand Sonnet D40 I shoot with hunts "
             "for focus whenever the light's low.",
             "Older bodies struggle at dawn; try a higher ISO and accept a bit of grain.")]),
        "s2": ("2022-05-23 20:30", [
            ("gl1", "Garden list hit 41 species today: a spotted flycatcher sat on the washing "
             "line for ten minutes!",
             "Flycatchers are getting scarce, so that's a proper garden tick."),
            ("Best moment of the year so far.", "Put the date next to it on the list.")]),
        "s3": ("2022-07-11 19:10", [
            ("cam2", "Could you help me plan a talk? The village history society wants twenty "
             "minutes on 'birds of the parish' in September, with slides, and I've never "
             "spoken in public. I'd like to start with the barn owls at Tollworth farm, then "
             "go through the seasons, and end with what people can do in their gardens. The "
             "slides should be decent at last, because I ended up buying a Valcor R7 from a "
             "chap at the camera club, and the focus is instant. How would you structure it?",
             "Open with the barn owls and your best photo to hook them, then four short "
             "sections for the seasons with three or four birds each, then a practical close: "
             "feeders, water, a wild corner. End on a slide of the birds they can hope to see "
             "at home, and leave five minutes for questions."),
            ("The old Sonnet's going in the cupboard.", "Keep it as a spare.")]),
        "s4": ("2022-08-29 18:00", [
            ("The water company are draining Wrayfield from October to work on the dam, for at "
             "least a year. I'll need somewhere else. The estuary's too far, so maybe the "
             "marsh at Thornacre, but I haven't decided.",
             "Trying a couple of sites for a few weeks before you choose is sensible.")]),
        "s5": ("2022-10-17 08:40", [
            ("pat2", "Quick one about a bird I couldn't name: small, brown, thin down-curved "
             "bill, creeping up a tree trunk like a mouse. It was at Thornacre Marsh, which is "
             "where I go now the reservoir's empty. Nine mornings there in a fortnight, and "
             "the hide is falling to bits, but I had a water rail on day one and a marsh "
             "harrier on day three. Treecreeper, do you think?",
             "Yes, that's a treecreeper: brown above, white below, a fine curved bill and that "
             "mouse-like creep up the trunk, usually spiralling round it.")]),
        "s6": ("2022-12-05 21:00", [
            ("gl2", "Embarrassing. I looked at the 'spotted flycatcher' photo on the big "
             "screen and it was a young robin. So the garden list is 40, not 41.",
             "An easy mistake with a speckled juvenile. An honest list is worth more.")]),
        "s7": ("2023-01-23 19:30", [
            ("My son-in-law Soren has caught the bug too. He's claimed the estuary at Ulverby "
             "as his patch and texts me his counts every Sunday to rub it in.",
             "A friendly rivalry will keep you both out in the cold."),
            ("And my grandson Zander has borrowed the old Sonnet for his GCSE photography. "
             "He's better with it than I ever was.",
             "Good to see the camera in use again.")]),
        "s8": ("2023-02-27 20:15", [
            ("Looked at the new Swiftar Z9 mirrorless today. 2,800 pounds, so no. I'll make "
             "do.",
             "What you have is plenty for birds; if you spend anything, spend it on glass.")]),
    }, "questions": [
        ("implicit_present", "2023-04-10 09:00", "What camera do I use for my bird photos?",
         "A Valcor R7", ["cam2"]),
        ("paraphrase", "2023-04-10 09:00", "What kit do I take my wildlife shots with?",
         "A Valcor R7 body, bought from someone at the camera club", ["cam2"]),
        ("past", "2023-04-10 09:00", "What was I taking pictures with in spring 2022?",
         "A secondhand Sonnet D40", ["cam1"]),
        ("explicit_present", "2023-04-10 09:00", "Where's my regular birdwatching spot at "
         "the moment?", "Thornacre Marsh", ["pat2"]),
        ("distractor_slot", "2023-04-10 09:00", "Which site is my patch?", "Thornacre Marsh",
         ["pat2"]),
        ("past", "2023-04-10 09:00", "Which site did I watch three mornings a week in spring "
         "2022?", "Wrayfield Reservoir", ["pat1"]),
        ("correction", "2023-04-10 09:00", "How many species are on my garden list?", "40",
         ["gl2"]),
        ("implicit_present", "2023-04-10 09:00", "Where do I go birding most mornings?",
         "Thornacre Marsh", ["pat2"]),
    ]},
    {"id": "f115", "sessions": {
        "s1": ("2019-09-09 21:15", [
            ("cf1", "Tindra's started Year 10 and instantly wants Saturday parties. We've said "
             "home by half nine on Fridays and Saturdays, and you'd think we'd locked her in a "
             "tower.",
             "Half nine at fourteen is common. Agreeing how she gets home matters as much as "
             "the time."),
            ("nb1", "At least netball's going well. She plays goal attack for the Sternway "
             "under-14s and trains on Tuesdays.",
             "GA is a busy position: shooting and feeding the circle.")]),
        "s2": ("2019-10-14 20:00", [
            ("cf2", "Could you help me write a message to the other Year 10 parents? I want to "
             "set up a rota for lifts home from the Friday youth club at the Tidewell centre, "
             "which finishes at ten, because the last bus goes at nine. Half of us don't know "
             "each other. We've agreed with Tindra that when she turns fifteen on the 23rd of "
             "November her weekend curfew goes to half ten, so a lift would line up nicely. "
             "Friendly, not pushy, please.",
             "Something like: 'Hi all, with the last bus at nine, getting the kids home from "
             "the Tidewell youth club on Fridays is tricky. Would anyone like to share a lift "
             "rota? If each of us took one Friday a month it would be easy. Reply here if "
             "you're in and I'll draw up a list.'")]),
        "s3": ("2019-11-04 19:30", [
            ("Is it normal for a fourteen-year-old to sleep until one on a Sunday?",
             "Very. Teenage body clocks shift later; she's not just being lazy."),
            ("Her brother was the same.", "It passes, mostly.")]),
        "s4": ("2019-12-02 20:45", [
            ("nb2", "Can you recommend a book for a fifteen-year-old who says she hates "
             "reading but loves any film with dragons in it? It's for Christmas. Also a "
             "netball thing: after the first tournament her coach moved Tindra out of the "
             "shooting circle, and she's wing defence now. She sulked for a whole day, then "
             "got player of the match, so I think the coach knows something we don't.",
             "Look for a standalone fantasy with short chapters and a dragon on the cover, or "
             "ask the school librarian which one is borrowed most. A graphic novel is another "
             "easy way in.")]),
        "s5": ("2019-12-16 19:00", [
            ("My friend Valmai lets her son stay out until eleven on Saturdays and says I'm a "
             "dinosaur for half ten.",
             "Every family draws its own line; the right time is the one you both keep to.")]),
        "s6": ("2020-01-13 22:05", [
            ("cf3", "Tindra rolled in at quarter to midnight on Saturday with a dead phone. So "
             "that's it: home by half nine at weekends again, at least until Easter. She's "
             "furious.",
             "Going back to the earlier time with a date to review it gives her a way to earn "
             "it back."),
            ("We'll see how she does.", "Praise it when she keeps to it.")]),
        "s7": ("2020-02-10 18:50", [
            ("My niece Tallulah plays goal attack for the county now and scored 22 goals on "
             "Sunday. Tindra's suddenly saying she wants to go back to GA.",
             "Ask her coach what she'd need to work on; she may get a chance in the shooting "
             "circle later."),
            ("The coach said not this season.", "Then she knows where she stands.")]),
        "s8": ("2020-02-24 20:30", [
            ("Can you make Tindra a revision timetable for her mocks in March? Six subjects, "
             "weekday evenings only.",
             "Try forty minutes a subject, two subjects a night on rotation, Friday off, and "
             "a short recap of the week on Sunday afternoon.")]),
    }, "questions": [
        ("announced", "2019-11-11 09:00", "What time does Tindra have to be home on a "
         "Saturday?", "Half past nine (it only goes to half ten from her fifteenth birthday "
         "on 23 November)", ["cf1", "cf2"]),
        ("announced", "2019-12-09 09:00", "What's Tindra's weekend curfew?", "Half past ten",
         ["cf2"]),
        ("changes_back", "2020-03-09 09:00", "What time does my daughter have to be in by at "
         "weekends?", "Half past nine", ["cf3"]),
        ("distractor_slot", "2020-03-09 09:00", "How late can my teenager stay out on a "
         "Saturday night?", "Until half past nine", ["cf3"]),
        ("past", "2020-03-09 09:00", "What time did Tindra have to be home by over the "
         "Christmas holidays in 2019?", "Half past ten", ["cf2"]),
        ("implicit_present", "2020-03-09 09:00", "What position does Tindra play in netball?",
         "Wing defence", ["nb2"]),
        ("paraphrase", "2020-03-09 09:00", "What letters are on my daughter's bib on court?",
         "WD, wing defence", ["nb2"]),
        ("past", "2020-03-09 09:00", "Where did Tindra play on the team at the start of Year "
         "10?", "Goal attack", ["nb1"]),
    ]},
    {"id": "f116", "sessions": {
        "s1": ("2024-03-18 17:30", [
            ("hen1", "We've doubled the flock! Three ex-battery girls from the rescue at "
             "Sowerley joined our three Pekins on Saturday, so six hens in the run now.",
             "Keep the newcomers in a pen within sight of the others for a week or two; it "
             "cuts down the bullying."),
            ("boss1", "Too late. The pecking order sorted itself out in one afternoon: Sultana, "
             "the big buff Pekin, is the boss and chases everyone off the mealworms.",
             "As long as nobody is bleeding or kept off food and water, some chasing is "
             "normal.")]),
        "s2": ("2024-04-29 19:20", [
            ("feed1", "Can you help me plan the veg beds? Four raised beds, 2.4 by 1.2, and I "
             "want potatoes, runner beans, courgettes and salad, ideally without the hens "
             "getting any of it. They're fed on Tolbury layers pellets from the farm shop, "
             "with grit on the side, but they still go feral for anything green the minute "
             "they're let out. Is netting enough, or do I need a proper fence round the beds?",
             "Netting over hoops works for the salad and courgettes, as long as it reaches the "
             "ground, because hens scratch underneath. Beans are safe once they're tall, and "
             "potatoes can take a bit of scratching. A low fence round the whole veg patch is "
             "the lasting fix.")]),
        "s3": ("2024-06-10 08:15", [
            ("hen2", "Awful weekend. A fox got into the run on Thursday night and took two of "
             "the ex-batts. We're down to four, and the survivors won't leave the coop.",
             "I'm sorry. Check the base for gaps, and bury wire about 30 cm down or lay a "
             "skirt of it outwards."),
            ("The farm shop was out of Tolbury too, so they've had one bag of supermarket "
             "pellets to tide them over. Mostly dust.",
             "One bag won't hurt; go back to the usual when it's in.")]),
        "s4": ("2024-07-22 19:45", [
            ("boss2", "Soap opera in the run. Sultana went broody, and while she sat glued to "
             "the nest box, Wisteria, one of the surviving rescues, took the top spot. Sultana "
             "came out and found herself third in line.",
             "A broody hen often loses rank. She may or may not win it back."),
            ("Should I break the broodiness?",
             "With no fertile eggs, yes: a day or two in a wire-floored crate usually does "
             "it.")]),
        "s5": ("2024-09-02 20:10", [
            ("feed2", "What do people do with spare eggs? We're getting about a dozen more a "
             "week than we can eat, which surprised me with only four birds. I think it's the "
             "food: at their check-up in July the vet suggested moving them onto Vellacott "
             "organic layers mash, wetted in the mornings, and they've been laying like "
             "machines since. Selling at the gate, giving them to neighbours, pickling? I "
             "don't want to get tangled up in hygiene rules.",
             "Giving them to friends and neighbours is simplest. Small sales at the gate are "
             "allowed in many places if the eggs are clean, fresh and unwashed, but check "
             "your local rules. Pickled eggs and frozen beaten egg use up a glut too.")]),
        "s6": ("2024-10-14 18:30", [
            ("hen3", "Could you help me write a thank-you card for the volunteers at the "
             "Sowerley rescue? We went back on Sunday and came home with two more girls, so "
             "there are six in the run again, like before the fox. The volunteers drove them "
             "halfway to meet us and even brought a sack of straw. Something warm but not "
             "soppy, and maybe a line about how the new pair have already bagged the best "
             "perch.",
             "'Thank you all for driving our two new girls halfway and for the straw. They "
             "settled in so fast they've already claimed the best perch, and the rest of the "
             "flock is still recovering from the cheek. We're so grateful for what you do.'")]),
        "s7": ("2024-11-25 20:00", [
            ("Half the flock look like burst pillows with the moult. Should I be worried?",
             "No, the autumn moult is normal. Add a little extra protein and expect fewer "
             "eggs until the new feathers are in.")]),
        "s8": ("2024-12-16 19:10", [
            ("Our neighbour Suki's flock is up to twelve hens now. She keeps coming back from "
             "the poultry auction with another box.",
             "Twelve is a lot of mouths; she'll need a bigger run soon."),
            ("She offered us a pair and we said no thanks; the coop's full.",
             "Wise. Overcrowding brings pecking and mites.")]),
        "s9": ("2025-01-13 18:50", [
            ("feed3", "I told you wrong about their feed: it's Vellacott's ordinary layers "
             "mash, not the organic one. The organic was the free sample bag from the vet, and "
             "at twice the price I never bought it.",
             "Thanks, noted: ordinary Vellacott layers mash.")]),
    }, "questions": [
        ("explicit_present", "2025-02-10 09:00", "How many hens are in the run at the "
         "moment?", "Six", ["hen3"]),
        ("distractor_slot", "2025-02-10 09:00", "How big is our flock?", "Six hens",
         ["hen3"]),
        ("past", "2025-02-10 09:00", "How many hens did we have in August 2024?", "Four",
         ["hen2"]),
        ("implicit_present", "2025-02-10 09:00", "Which hen is top of the pecking order?",
         "Wisteria", ["boss2"]),
        ("paraphrase", "2025-02-10 09:00", "Who rules the roost in our garden?",
         "Wisteria, one of the ex-battery rescues", ["boss2"]),
        ("past", "2025-02-10 09:00", "Which hen was in charge when the rescues first "
         "arrived?", "Sultana, the buff Pekin", ["boss1"]),
        ("correction", "2025-02-10 09:00", "What do we feed the hens?",
         "Vellacott's ordinary layers mash (not the organic)", ["feed3"]),
        ("past", "2025-02-10 09:00", "What were the chickens eating in spring 2024?",
         "Tolbury layers pellets from the farm shop", ["feed1"]),
    ]},
    {"id": "f117", "sessions": {
        "s1": ("2021-01-18 21:40", [
            ("chr1", "Our online D&D group started a new campaign last night, and I'm Yseult "
             "Thornquill, a tiefling warlock with a very bad attitude.",
             "Warlocks are great fun to roleplay. Who's her patron?"),
            ("dm1", "A sea witch, apparently. My brother-in-law Vasco runs the game; he's a "
             "tyrant about rules, but a fun tyrant.",
             "A strict DM keeps combat moving, at least.")]),
        "s2": ("2021-02-22 20:15", [
            ("What's the difference between advantage and a plus-two bonus? Vasco keeps giving "
             "me one and never the other.",
             "Advantage means rolling two d20s and keeping the higher, worth roughly plus four "
             "or five on average; a bonus is a flat number added to one roll.")]),
        "s3": ("2021-04-12 22:00", [
            ("chr2", "Yseult is dead. Young green dragon, breath weapon, three failed death "
             "saves in a row. I've rolled up a replacement: a dwarf cleric called Ulfgar "
             "Stonewhistle, who turns up next session looking for his missing brother.",
             "A tragic death makes a good story, and a cleric is welcome in any party."),
            ("I'm still in mourning.", "Give her a proper funeral scene.")]),
        "s4": ("2021-05-24 19:30", [
            ("dm2", "Can you suggest snacks for a four-hour game that won't get grease on the "
             "character sheets? We're allowed to meet in person again, in Vasco's garage. "
             "Bigger news: Vasco is handing the DM screen to his daughter Solenne from July, "
             "so he can finally play a character; she's nineteen, home after her first year "
             "at university and terrifyingly prepared. Seven of us, one vegan, one who can't "
             "eat gluten.",
             "A big bowl of popcorn, vegetable sticks with hummus, rice crackers, grapes, and "
             "flapjacks made with oats labelled gluten-free. Put out napkins and a 'no snacks "
             "on the map' rule.")]),
        "s5": ("2021-06-28 21:15", [
            ("I thought about retiring Ulfgar for a ranger, because tracking cleric spells is "
             "a lot of bookkeeping, but the party would have no healer, so I'll put up with "
             "it.",
             "An index card for each prepared spell makes a cleric much easier to run.")]),
        "s6": ("2021-08-09 22:30", [
            ("My dice keep rolling low. Is it superstition to retire a d20?",
             "Entirely, but plenty of players do it. Any fair die rolls the same in the "
             "long run."),
            ("I've put it in dice jail.", "A time-honoured punishment.")]),
        "s7": ("2021-09-13 20:40", [
            ("My colleague Tadeo has just joined a Tuesday group at the game shop. He plays a "
             "gnome wizard, and the shop owner, Zoltan, is their DM.",
             "Game shop tables are a good way to meet other players.")]),
        "s8": ("2021-10-04 21:00", [
            ("dm3", "Solenne's gone back to university, so Vasco is behind the DM screen again, "
             "and his own character has been 'called away on family business'.",
             "The classic way to write a character out."),
            ("He already misses playing.", "Maybe he can guest when she's home.")]),
    }, "questions": [
        ("announced", "2021-08-30 09:00", "Who's the DM for our D&D group?",
         "Solenne, Vasco's daughter", ["dm2"]),
        ("changes_back", "2021-11-15 09:00", "Who runs our D&D sessions?",
         "Vasco, my brother-in-law", ["dm3"]),
        ("distractor_slot", "2021-11-15 09:00", "Who is the Dungeon Master of my group?",
         "Vasco", ["dm3"]),
        ("past", "2021-11-15 09:00", "Who was running our game in August 2021?",
         "Solenne, Vasco's daughter", ["dm2"]),
        ("implicit_present", "2021-11-15 09:00", "What character do I play?",
         "Ulfgar Stonewhistle, a dwarf cleric", ["chr2"]),
        ("explicit_present", "2021-11-15 09:00", "What class is my D&D character at the "
         "moment?", "Cleric (Ulfgar Stonewhistle, a dwarf)", ["chr2"]),
        ("past", "2021-11-15 09:00", "Who was I playing when the campaign began in January "
         "2021?", "Yseult Thornquill, a tiefling warlock", ["chr1"]),
    ]},
]
