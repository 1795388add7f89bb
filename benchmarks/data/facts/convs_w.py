"""Conversations f130-f135 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, on friends, community and volunteering, with slots new to the set: a parish vicar, a church
role (sidesperson, then churchwarden) and the Sunday service attended, a community garden
committee role, its plot dues and its workday, a seva at a Hindu temple, a sponsored charity
challenge and its fundraising target, a cricket club team (which XI), batting position and nets
night, the next-door neighbours, the holder of a spare house key, a block association president,
a part in a community theater play, its director and the rehearsal venue.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f130", "sessions": {
        "s1": ("2022-01-16 12:40", [
            ("role1", "Could you help me word a small welcome card for newcomers at church? "
             "Something to tuck into the service sheet: who we are, when the services are, that "
             "there's tea afterwards and that nobody will pounce on them. I've been a sidesperson "
             "at St Kentigern's for about two years now, so on Sundays I'm the one at the west "
             "door with the sheets and the collection bag, and I can always tell when someone new "
             "walks in and panics about where to sit. Warm, short, no churchy jargon, please.",
             "Try: 'Welcome! Whether it's your first visit or your fiftieth, we're glad you're "
             "here. Sit wherever you like, join in as much or as little as you want, and do stay "
             "for tea afterwards: no sign-up sheets, we promise.' Put the service times and a "
             "contact email on the back."),
            ("svc1", "Lovely. The times are easy for me to check, at least for the early one: I "
             "only ever go to the eight o'clock, the quiet said communion with no hymns. About "
             "twenty of us, done in forty minutes, home for breakfast.",
             "List each service with a line on its style, so newcomers can choose the one that "
             "suits them."),
            ("vic1", "Lavinia Stroud, our vicar, wants to see the card before it goes to the "
             "printer. She reads every comma.",
             "Leave a few days for her changes before the print deadline.")]),
        "s2": ("2022-03-06 20:15", [
            ("role2", "I need help with something nerve-racking. The annual parish meeting is on "
             "24 April, and I've let my name go forward for churchwarden. Nobody else is "
             "standing, so from that evening I'll be one of the two wardens, alongside Ned "
             "Tregarth, who has done it for years. They'd like a few words from me about why. "
             "What should I say in two minutes, and what am I actually signing up for? I know "
             "about the keys and the candles and not much else.",
             "Wardens look after the building and its contents, keep order at services, work "
             "closely with the clergy and sit on the parochial church council. For the speech: "
             "why the church matters to you, one thing you'd like to help with, and thanks to "
             "the people already doing the work. Two minutes is about 250 words."),
            ("And Lavinia has told the church council she's retiring in the summer, after "
             "fourteen years with us.",
             "That's a big change for a parish. The search for a successor can take a while.")]),
        "s3": ("2022-06-12 18:30", [
            ("The boiler man quoted nine thousand pounds for a new boiler and I nearly fell off "
             "the pew. We looked at an air-source heat pump too, but the diocesan paperwork alone "
             "would take a year, so that's parked.",
             "Get two more quotes, and ask the diocese whether it has a grants officer who can "
             "help."),
            ("I also wondered about moving to the 10:30 so I could help count the collection "
             "afterwards, but I'd miss the quiet, so I haven't.",
             "The counting can usually be fitted round either service.")]),
        "s4": ("2022-09-18 19:00", [
            ("svc2", "Can you help me write a short piece for the parish magazine about the "
             "vacancy? Lavinia left in July, and until a new vicar arrives we're relying on "
             "retired clergy from round about, so the rota is chaos. The eight o'clock has gone "
             "down to the first Sunday of the month only, so I've been going to the 10:30 parish "
             "communion with the choir and the Sunday school instead, and honestly the coffee "
             "afterwards has grown on me. The piece should reassure people that things are "
             "ticking along, and ask for patience.",
             "'While we wait for our new vicar, services carry on with the help of visiting "
             "clergy, and the wardens and church council are keeping things running. Times may "
             "shift a little, so please check the notice sheet each week. Thank you for your "
             "patience and your prayers, and for every hand that stacks a chair.'")]),
        "s5": ("2022-11-06 17:45", [
            ("vic2", "Job of the month: catering for a licensing service. The bishop has "
             "appointed our new vicar, Nkechi Brightwell, who is coming from a town parish up "
             "north, and she's licensed at St Kentigern's on 30 November at seven. We're "
             "expecting 150, including the bishop and a coachload from her old church. How do I "
             "organise a bring-and-share buffet that doesn't end with forty quiches and no "
             "puddings?",
             "Use a sign-up sheet split by category (savoury, salads, sweet, gluten-free) with a "
             "cap on each. Ask a few people for drinks and paper plates, keep tea and coffee for "
             "the wardens' team, label everything, and set up two serving lines so 150 people "
             "aren't queueing for an hour."),
            ("Do the wardens process in with the bishop?",
             "Usually, yes; the bishop's chaplain will brief you on the night.")]),
        "s6": ("2023-01-22 20:00", [
            ("My sister Maren's parish over in Coldharbour has a new vicar as well, Kenrick "
             "Dallow, who started there in January. She says he plays the ukulele during the "
             "children's talk.",
             "Every new vicar brings something of their own."),
            ("She's been asked to stand for churchwarden there too. It must run in the family.",
             "She'll have someone to ask what it's really like.")]),
        "s7": ("2023-02-26 19:30", [
            ("svc3", "Could you help me plan a five-week Lent course? Nkechi wants one on "
             "Wednesday evenings in the hall, an hour each with soup first, open to people who "
             "don't normally come to church. Her first big change since she arrived was putting "
             "the eight o'clock back every Sunday, so I'm back at my early service, and she comes "
             "to shake hands at the door after it. I'm thinking of one theme a week and a short "
             "video to get people talking. Any ideas for themes?",
             "Try five ordinary things: bread, water, home, time and forgiveness. Open each "
             "evening with soup, then a five-minute clip or reading, two or three open "
             "questions in small groups and a short closing prayer. Keep the last ten minutes "
             "free for anyone who wants to stay on and talk.")]),
    }, "questions": [
        ("explicit_present", "2023-03-20 09:00", "Who is the vicar at my church at the moment?",
         "Nkechi Brightwell", ["vic2"]),
        ("distractor_slot", "2023-03-20 09:00", "Who's our parish priest?",
         "Nkechi Brightwell (Kenrick Dallow is my sister's vicar)", ["vic2"]),
        ("announced", "2023-03-20 09:00", "What's my role at St Kentigern's?",
         "Churchwarden, alongside Ned Tregarth", ["role2"]),
        ("paraphrase", "2023-03-20 09:00", "Which office do I hold in the parish?",
         "Churchwarden", ["role2"]),
        ("changes_back", "2023-03-20 09:00", "Which Sunday service do I go to?",
         "The eight o'clock said communion", ["svc3"]),
        ("past", "2023-03-20 09:00", "Which service was I going to in autumn 2022?",
         "The 10:30 parish communion", ["svc2"]),
        ("past", "2023-03-20 09:00", "Who was the vicar when I was writing the welcome cards?",
         "Lavinia Stroud", ["vic1"]),
        ("past", "2023-03-20 09:00", "What did I do at church before I became a warden?",
         "I was a sidesperson at the west door", ["role1"]),
    ]},
    {"id": "f131", "sessions": {
        "s1": ("2023-03-05 14:20", [
            ("role1", "Can you help me set up a simple budget spreadsheet for the Tamarind Street "
             "Community Garden? I'm the volunteer treasurer, which mostly means I chase people "
             "for money and keep receipts in a shoebox. We have 38 beds, a shared tool shed, and "
             "a water bill that doubles every July. I want tabs for income, expenses, and a "
             "running balance, and something the rest of the committee can read without a "
             "tutorial. Nothing fancy, Google Sheets is fine.",
             "Make three tabs. Income: date, member or source, category (dues, donations, plant "
             "sale), amount. Expenses: date, vendor, category (water, tools, seeds, insurance), "
             "amount, receipt link. Summary: SUMIF totals by category and a running balance that "
             "pulls from both. Freeze the header rows and color-code the categories."),
            ("dues1", "Income is mostly plot dues: each gardener pays $25 a year for a bed, due "
             "by April 1.",
             "Add a 'paid on' column so you can see who's late at a glance.")]),
        "s2": ("2023-04-16 10:05", [
            ("wd1", "Our first workday of the season was this morning. We meet every Saturday "
             "from 9 to 11 to do the shared jobs, and today was sheet mulching the paths. How "
             "thick should the cardboard and wood chips be?",
             "One layer of overlapping plain cardboard, soaked, then three to four inches of "
             "wood chips on top. Pull the tape off the boxes first."),
            ("A couple of people asked for Wednesday evening workdays instead, but we polled "
             "everyone and most members can't do weeknights, so that idea's dead.",
             "Polling first was smart; it saves an argument later.")]),
        "s3": ("2023-07-09 21:30", [
            ("wd2", "Could you help me write an email to members about hose etiquette? People are "
             "leaving the hoses kinked in the sun, someone left the spigot running all night last "
             "week, and our water bill is going to be brutal. Since this heat wave started, the "
             "committee has moved workdays to Sunday evenings, 6 to 8, through the end of August, "
             "so I'd like to add a line inviting people to come and learn the drip setup at the "
             "next one. Firm but friendly, please; our members are mostly lovely.",
             "'Hi all, a quick hose reminder: please coil the hoses in the shade when you're "
             "done and double-check that the spigot is off. A tap left running overnight costs "
             "us more than a season of seeds. If you'd like to learn the drip lines, come to "
             "the next workday and we'll walk you through them. Thanks for looking after the "
             "garden!'")]),
        "s4": ("2023-09-24 12:00", [
            ("wd3", "Cooler at last, so workdays went back to Saturday mornings, nine to eleven, "
             "as of yesterday. We planted garlic.",
             "Late September gives garlic time to root before the ground freezes."),
            ("My neighbor Lucan does his workdays at the Elmhurst garden on Sunday mornings. He "
             "says they're mostly coffee and gossip.",
             "That's half the point of a community garden.")]),
        "s5": ("2023-12-03 16:40", [
            ("role2", "I have to give a short speech at our annual meeting on January 13 and I'm "
             "dreading it. After three years of keeping the books, I'm handing the treasurer job "
             "to Linus Abernathy, and the members have voted me in as co-chair with Odalys "
             "Pereira, starting February 1. I'd like to thank everyone, give the year's numbers "
             "in one breath, and say what I hope we'll do next: a rain barrel system and a kids' "
             "bed. Can you draft three minutes, warm and not too sappy?",
             "Open with thanks to the gardeners and the committee, then one sentence of numbers: "
             "beds filled, money raised, pounds of produce given to the pantry. Then the two "
             "hopes, rain barrels and a kids' bed, with a call for volunteers. Close by thanking "
             "Linus for taking on the spreadsheet and the shoebox. That's about 400 words."),
            ("dues2", "The members also voted to raise plot dues to $40 from next year, to pay "
             "for a proper water line.",
             "A clear reason like that makes an increase much easier to accept.")]),
        "s6": ("2024-02-18 15:10", [
            ("dues3", "I told you wrong about the dues. The final vote was $35 a bed for 2024, "
             "not $40; forty was the first proposal and it got talked down at the meeting.",
             "Thanks, noted. Worth checking the sign-up form says the same."),
            ("Linus has already color-coded my shoebox.",
             "The books are in good hands, then.")]),
        "s7": ("2024-03-03 11:00", [
            ("My friend Kavya just got elected co-chair of her garden over in Elmhurst, and their "
             "treasurer quit the same week, so she's doing both jobs for now.",
             "That's a lot for one person. Maybe she can borrow your spreadsheet."),
            ("I sent it over. Their beds are $50 a year, by the way, and they still have a "
             "waiting list.",
             "A waiting list at that price says the demand is there.")]),
    }, "questions": [
        ("announced", "2024-03-25 09:00", "What's my role at the community garden?",
         "Co-chair, with Odalys Pereira", ["role2"]),
        ("paraphrase", "2024-03-25 09:00", "Which leadership post do I hold on the board of our "
         "neighborhood garden?",
         "Co-chair", ["role2"]),
        ("correction", "2024-03-25 09:00", "How much are the plot dues this year?",
         "$35 a bed", ["dues3"]),
        ("changes_back", "2024-03-25 09:00", "When are the garden workdays?",
         "Saturday mornings, 9 to 11", ["wd3"]),
        ("distractor_slot", "2024-03-25 09:00", "What day does our community garden hold its "
         "workdays?",
         "Saturdays, 9 to 11 in the morning", ["wd3"]),
        ("past", "2024-03-25 09:00", "When were the workdays held in summer 2023?",
         "Sunday evenings, 6 to 8", ["wd2"]),
        ("past", "2024-03-25 09:00", "What did I do on the garden committee before February 2024?",
         "I was the treasurer", ["role1"]),
        ("past", "2024-03-25 09:00", "How much did a bed cost per year when I set up the budget "
         "spreadsheet?",
         "$25", ["dues1"]),
    ]},
    {"id": "f132", "sessions": {
        "s1": ("2022-05-08 16:00", [
            ("seva1", "Could you help me scale up a dal recipe? Every Sunday I'm on kitchen seva "
             "at the mandir on Brackley Road, rolling rotli with the aunties after the morning "
             "aarti, and next month it's my turn to lead the dal for the lunch. My recipe feeds "
             "six and we feed around 200. Do I just multiply everything by 33, or do the spices "
             "go strange in big pots? The kitchen has two giant pans and a very opinionated "
             "supervisor, Kokila-ben.",
             "Don't scale the spices straight up. Multiply the lentils, water and vegetables by "
             "33, but start the salt, chilli and whole spices at about two-thirds and adjust at "
             "the end. Do the tempering in batches, because a huge tadka burns before it cooks "
             "through, and allow extra simmering time for the volume."),
            ("chal1", "Also, I've signed up for the Harrowfield Half Marathon in October, running "
             "for the Ravenscar Kidney Trust after everything Dad went through with his "
             "transplant.",
             "That's a lovely reason to run, and five months is a good runway for a half."),
            ("tgt1", "The fundraising page is live with a target of £600. I've never asked people "
             "for money before and it feels odd.",
             "Tell the story about your dad; people give to people.")]),
        "s2": ("2022-06-26 20:00", [
            ("I looked at doing a skydive instead, because everyone sponsors a skydive, but Mum "
             "said absolutely not, and it costs £400 just to jump.",
             "A run keeps more of the money for the charity anyway."),
            ("Week eight of training and my left knee is grumbling on the long runs.",
             "Ease off the distance for a week, and have it looked at if it's still sore.")]),
        "s3": ("2022-08-14 19:20", [
            ("chal2", "Could you help me rewrite the story on my fundraising page? The physio "
             "says my knee won't take a half marathon this year, so I've switched to a sponsored "
             "swim instead: 5 km, which is 200 lengths, at the Brackley Road leisure centre on 5 "
             "March, for the same charity. I don't want the people who sponsored the run to feel "
             "cheated. Something honest and a bit funny, with a line saying that anyone who'd "
             "prefer a refund can just ask me.",
             "'Change of plan! My knee has filed a formal complaint, so I'm swapping my trainers "
             "for goggles. Same cause, same determination, a lot more chlorine. Thank you to "
             "everyone who has already sponsored me; if you'd rather have your money back, just "
             "message me, no hard feelings. Otherwise, wish me luck.'"),
            ("tgt2", "And my office has promised to match whatever I raise, so I've put the "
             "target on the page up to £1,000.",
             "Mention the matching in your update; people like knowing their money counts "
             "twice.")]),
        "s4": ("2022-10-02 18:00", [
            ("seva2", "Diwali is three weeks off and I'm making the plan for the children's "
             "rangoli competition: age groups, judging, prizes, and how not to upset any parents. "
             "Could you help? On the mandir front, these are my last few weeks in the kitchen: "
             "the committee has asked me to take over the Sunday Gujarati class for the "
             "under-tens after Diwali, ten till half eleven in the upstairs room, because their "
             "teacher is moving away to be near her grandchildren. I'm terrified and thrilled in "
             "equal measure.",
             "Use three age groups (under 6, 6 to 9, 10 and over), judge on colour, neatness "
             "and idea, and give every child a small certificate with a few named prizes on "
             "top. Pick judges who have no children entering, and announce all the results at "
             "once.")]),
        "s5": ("2022-10-23 21:10", [
            ("tgt3", "Correction about my fundraising page: the target is £1,100, not £1,000. I "
             "checked it properly tonight; I'd rounded it down in my head.",
             "Noted. You're close enough that the extra hundred is well within reach."),
            ("We were up until two making mathiya for tomorrow.",
             "Happy Diwali! That sounds like a proper celebration.")]),
        "s6": ("2022-12-04 17:30", [
            ("My cousin Nikhil has signed up for the Harrowfield Half Marathon next spring, for "
             "the hospice that looked after his nani, and his fundraising target is £2,000. He's "
             "already at £800.",
             "That's a strong start. You two can swap training tips, even if yours are wetter."),
            ("And my friend Meera has started kitchen seva on Sundays. She's taken my old spot on "
             "the rotli board next to Kokila-ben.",
             "Nice that someone you know is in there.")]),
        "s7": ("2023-01-15 19:00", [
            ("A few parents asked whether I'd run an adult Gujarati class on Wednesday evenings "
             "as well. I thought about it for a week and said no; with a full-time job, one class "
             "is plenty.",
             "Knowing your limits will keep you enjoying it."),
            ("My lengths are up to 160 without stopping.",
             "That's well ahead of where you need to be.")]),
    }, "questions": [
        ("announced", "2023-02-06 09:00", "What seva do I do at the mandir?",
         "I teach the Sunday Gujarati class for the under-tens", ["seva2"]),
        ("paraphrase", "2023-02-06 09:00", "What's my volunteer job at the temple?",
         "Running the Sunday Gujarati class for children under ten", ["seva2"]),
        ("implicit_present", "2023-02-06 09:00", "What sponsored challenge am I doing?",
         "A 5 km sponsored swim at the Brackley Road leisure centre on 5 March", ["chal2"]),
        ("distractor_slot", "2023-02-06 09:00", "Which event am I training for?",
         "The 5 km sponsored swim (Nikhil is the one doing the half marathon)", ["chal2"]),
        ("correction", "2023-02-06 09:00", "What's my fundraising target?",
         "£1,100", ["tgt3"]),
        ("past", "2023-02-06 09:00", "What did I do at the mandir in summer 2022?",
         "Kitchen seva on Sundays, rolling rotli", ["seva1"]),
        ("past", "2023-02-06 09:00", "What challenge had I signed up for at first?",
         "The Harrowfield Half Marathon", ["chal1"]),
        ("past", "2023-02-06 09:00", "What was my fundraising target when the page went live?",
         "£600", ["tgt1"]),
    ]},
    {"id": "f133", "sessions": {
        "s1": ("2023-04-17 19:30", [
            ("team1", "Could you give me a warm-up to do before matches? I'm 46, my hamstrings "
             "are made of string, and the season starts on Saturday. I'm in the 3rd XI at "
             "Pellingford again, which suits me: the standard is friendly, the teas are "
             "excellent, and I get to bowl a few overs of off-spin at people who are mostly as "
             "old as I am. Ten minutes, no equipment, something I can do on the boundary without "
             "looking ridiculous.",
             "Two minutes of brisk walking and easy jogging round the boundary, then leg swings "
             "front to back and side to side, ten each, walking lunges, high knees, and a few "
             "shuttle runs building to three-quarter pace. Finish with arm circles and some "
             "gentle throws. Save the static stretching for afterwards."),
            ("bat1", "Lennox Haverstock, our skipper, has me batting at number eight, which is "
             "about right. I'm there to block and run.",
             "A lower-order batter who can hang around is worth a lot in club cricket."),
            ("nets1", "Nets are on Tuesday evenings at six at the club, and I've promised myself "
             "I'll go every week.",
             "Regular nets make the first few innings much less painful.")]),
        "s2": ("2023-05-21 20:00", [
            ("I'm eyeing up a new bat. There's a lovely English willow one for £250, but I face "
             "about forty balls a season, so I've talked myself out of it.",
             "A fresh grip and a bit of oil can give your old bat another season for a fraction "
             "of that."),
            ("My son Monty's under-11s had their first match on Sunday. He batted at three and "
             "made 12.",
             "A good effort for a first outing.")]),
        "s3": ("2023-06-18 18:45", [
            ("team2", "Could you help me write a message to the 3rds' group chat? Selection got "
             "in touch on Thursday: two of the 2nd XI lads are away with exams and then "
             "travelling, so I'm playing for the 2nd XI from this Saturday until the end of the "
             "season. I feel a bit like I'm deserting Lennox mid-season, and I'd promised to sort "
             "out the tea rota. I want to say thanks, hand the rota to someone, and not sound "
             "smug.",
             "'Hi all, a bit of news: I've been asked to help out another side for the rest of "
             "the season, so I won't be around on Saturdays for a while. Thanks for a great "
             "start to the year; you're the best bunch to play with. Could someone take over "
             "the tea rota? It's all in the shared sheet. I'll still be at nets and cheering "
             "you on when I can.'")]),
        "s4": ("2023-07-23 21:00", [
            ("bat2", "What should I eat on a long match day? The 2nds play 50 overs a side, so "
             "I'm out from eleven till seven and I'm flagging by tea. Also, something ridiculous "
             "happened: their opener did his ankle in the warm-up last week, Omari Bastable, "
             "their captain, threw me the pads, and I made 46 at the top of the order. Omari says "
             "I'm opening for the rest of the summer. Me, at forty-six. I need to be able to "
             "concentrate for a couple of hours.",
             "Have a proper breakfast with slow carbohydrates (porridge, or eggs on toast), "
             "keep a banana and some nuts in your bag for the drinks breaks, and go easy at "
             "tea: a sandwich and some fruit rather than three slices of cake before you bat. "
             "Sip water all day, with an electrolyte drink if it's hot.")]),
        "s5": ("2023-09-10 19:15", [
            ("Monty's coach has moved him up to open the batting for the under-11s. He says he's "
             "better at it than I am.",
             "He might be right; children have fewer bad habits."),
            ("My brother-in-law Niall plays for a village side in Wiltshire and has been dropped "
             "down to number nine. He's furious.",
             "There's always next season.")]),
        "s6": ("2024-03-17 20:30", [
            ("nets2", "Could you help me plan four weeks of pre-season fitness? Three short "
             "sessions a week at home, mostly core and legs, nothing that needs a gym. Club news: "
             "from April, nets move to Thursday evenings at six, because the school next door "
             "wants the Tuesday slot for its own teams and pays the club for it. That actually "
             "suits me better, since Tuesday is when Monty has swimming. I'd like to turn up to "
             "the first session without pulling anything.",
             "Weeks one and two: squats, lunges, glute bridges, planks and side planks, three "
             "rounds, three times a week. Weeks three and four: add single-leg work, jump "
             "squats and one short interval run. Finish every session with hamstring and hip "
             "flexor stretches.")]),
        "s7": ("2024-04-28 18:00", [
            ("team3", "Selection is out for the new season. The 2nds have two keen young openers "
             "back from university, so I'm back in the 3rd XI with Lennox. Honestly, I'm "
             "relieved; the teas are better.",
             "It sounds like a side you really enjoy playing for."),
            ("bat3", "Lennox says I can keep the pads and go in first for the 3rds as well.",
             "Then your summer of practice won't go to waste.")]),
    }, "questions": [
        ("changes_back", "2024-05-20 09:00", "Which team do I play for at Pellingford?",
         "The 3rd XI", ["team3"]),
        ("past", "2024-05-20 09:00", "Which team was I in at the start of the 2023 season?",
         "The 3rd XI", ["team1"]),
        ("past", "2024-05-20 09:00", "Which side was I playing for in August 2023?",
         "The 2nd XI", ["team2"]),
        ("explicit_present", "2024-05-20 09:00", "Where do I bat in the order these days?",
         "I open the batting", ["bat2", "bat3"]),
        ("distractor_slot", "2024-05-20 09:00", "What's my batting position?",
         "Opener (Monty opens for the under-11s; Niall bats at nine)", ["bat2", "bat3"]),
        ("past", "2024-05-20 09:00", "Where did I bat before I started opening?",
         "Number eight", ["bat1"]),
        ("announced", "2024-05-20 09:00", "When are nets?",
         "Thursday evenings at six", ["nets2"]),
        ("paraphrase", "2024-05-20 09:00", "Which evening is cricket practice at the club?",
         "Thursdays at six", ["nets2"]),
    ]},
    {"id": "f134", "sessions": {
        "s1": ("2022-04-10 15:00", [
            ("nb1", "Can you help me plan a small block party for Memorial Day weekend? Twelve "
             "houses, a potluck on the sidewalk, maybe a bounce house if the budget stretches. "
             "Our next-door neighbor, Norbert Halloran, is 88 and has lived in the yellow house "
             "since 1971, and he's offered to run the grill, which is either a wonderful idea or "
             "a fire hazard. I'm thinking 3 to 7 pm, tables from whoever has them, and a sign-up "
             "sheet for food.",
             "Start with a sign-up sheet split into mains, sides, desserts and drinks, plus a "
             "column for tables and chairs. Check whether you need a street-closure permit, keep "
             "a fire extinguisher near the grill, and give him a co-griller so he can sit down "
             "whenever he likes. A bounce house usually runs $150 to $250 for the afternoon."),
            ("pres1", "The permit goes through the block association. Lucinda Prewitt has been "
             "president for six years and knows every form the city has.",
             "Someone who knows the process will save you weeks."),
            ("key1", "Norbert is also the one with our spare key. He waters the ferns whenever we "
             "travel.",
             "A neighbor who's always home makes the best key holder.")]),
        "s2": ("2022-06-19 20:30", [
            ("After a family two streets over got locked out for six hours, I looked into a smart "
             "lock with a keypad. It's $230 plus installation, and the reviews about dead "
             "batteries scared me off, so we're sticking with a real key.",
             "A physical key with someone you trust is still hard to beat."),
            ("The block party raised $310 for the library's summer reading program.",
             "That's a great result for a first one.")]),
        "s3": ("2022-09-05 19:10", [
            ("key2", "Could you help me write a goodbye card for Norbert? He's moving to his "
             "daughter's place in Oregon at the end of the month, and I'm going to cry at the "
             "curb. Fifty-one years on this street. He gave us back our spare key this morning, "
             "so now it lives with Marisela Ortiz two blocks over, who has a key to half the "
             "neighborhood anyway. I want to thank him for the tomatoes, the snow shoveling, and "
             "for teaching my kids to whistle.",
             "'Dear Norbert, this street won't be the same without you. Thank you for the "
             "tomatoes every August, for shoveling our walk before we were even awake, and for "
             "teaching our kids to whistle (we're still recovering). Fifty-one years of being "
             "the neighbor everyone hopes for. Please come back to visit, and send us a photo "
             "of the view.'")]),
        "s4": ("2022-12-11 16:20", [
            ("nb2", "The yellow house finally sold, and the new people moved in last weekend: "
             "Leonie and Kasimir Vance, with toddler twins and a very loud beagle. I'd like to "
             "bring something over. Can you suggest a welcome gift that isn't another plate of "
             "cookies? Something useful for a family in the middle of unpacking, plus a short "
             "note with our names, our number, and the trash pickup days, since I know nobody "
             "ever tells you those.",
             "A 'first night' basket works well: a couple of good takeout menus, paper plates, a "
             "roll of trash bags, a flashlight, and a treat for the grown-ups and the kids. In "
             "the note, add your names and number, the trash and recycling days, and a "
             "pediatrician you like."),
            ("pres2", "Also, Lucinda is stepping down as block association president at the end "
             "of the year. Oren Malacek was the only one who ran, so he takes over on January 1.",
             "A smooth handover, then. The permit side will be easier if she shows him the "
             "ropes.")]),
        "s5": ("2023-03-19 14:45", [
            ("key3", "Can you help me write instructions for whoever feeds our cat while we're in "
             "Vermont for a week? Marisela is away half the year now, so we've moved our spare "
             "key next door to Leonie, who's home with the twins and offered straight away. "
             "Marzipan gets half a can at 7 and at 6, dry food in the blue bowl, and a thyroid "
             "pill hidden in a treat. She'll hide under the bed for the first two days, and "
             "that's normal.",
             "Try a one-page sheet with four headings. Feeding: half a can at 7 am and 6 pm, "
             "dry food topped up in the blue bowl. Medicine: one thyroid pill in a treat each "
             "morning; check it's eaten. Behavior: hides under the bed for a day or two, which "
             "is normal; don't pull her out. Emergencies: the vet's number and yours.")]),
        "s6": ("2023-05-07 20:00", [
            ("My sister Kenna finally got new next-door neighbors in her condo building, a "
             "retired couple who already invited her over for cards. She gave them her spare key "
             "the same week.",
             "Fast friends. Card nights are a good sign."),
            ("Meanwhile the beagle next door howls at the mail carrier every single day.",
             "Beagles take their guard duties very seriously.")]),
        "s7": ("2023-06-11 10:30", [
            ("Marisela says her own block association just elected a new president, a retired "
             "firefighter who wants monthly meetings. She's already dreading them.",
             "Monthly might settle down once the new president finds their feet.")]),
    }, "questions": [
        ("implicit_present", "2023-07-10 09:00", "Who lives next door to us?",
         "Leonie and Kasimir Vance, with their toddler twins", ["nb2"]),
        ("distractor_slot", "2023-07-10 09:00", "Who are my next-door neighbors?",
         "Leonie and Kasimir Vance", ["nb2"]),
        ("explicit_present", "2023-07-10 09:00", "Who has our spare key these days?",
         "Leonie Vance, next door", ["key3"]),
        ("announced", "2023-07-10 09:00", "Who's president of our block association?",
         "Oren Malacek", ["pres2"]),
        ("paraphrase", "2023-07-10 09:00", "Who chairs the neighborhood group on our street?",
         "Oren Malacek", ["pres2"]),
        ("past", "2023-07-10 09:00", "Who lived in the yellow house when we planned the Memorial "
         "Day block party?",
         "Norbert Halloran", ["nb1"]),
        ("past", "2023-07-10 09:00", "Who was keeping our spare key in fall 2022?",
         "Marisela Ortiz, two blocks over", ["key2"]),
        ("past", "2023-07-10 09:00", "Who ran the block association when we got the block party "
         "permit?",
         "Lucinda Prewitt", ["pres1"]),
    ]},
    {"id": "f135", "sessions": {
        "s1": ("2023-08-20 19:00", [
            ("dir1", "Can you help me pick an audition monologue? Two minutes, contemporary-ish, "
             "for a woman in her forties who can do warm but not weepy. The Quarry Hill Players "
             "are doing Our Town this fall, and Lorraine Kestle is directing, which is a big deal "
             "for us because she taught drama at the high school for twenty years and everyone "
             "wants to work with her. Auditions are a week from Tuesday, and I'd rather not do "
             "something she's heard fifty times.",
             "Look for a piece where the character explains something ordinary that turns out to "
             "matter, which fits the tone of Our Town. Ask the library for a recent anthology of "
             "contemporary monologues for women, pick one that isn't overdone, and time it at "
             "about a minute forty-five so you're not rushed."),
            ("ven1", "Rehearsals will be Tuesday and Thursday nights in the fellowship hall at "
             "Olivet Lutheran, same as always. The radiators clank during the quiet scenes.",
             "Maybe that'll teach everyone to project.")]),
        "s2": ("2023-09-03 21:15", [
            ("role1", "Okay, I need a system for learning lines. I got cast as Mrs. Soames, the "
             "one who chatters through the wedding and cries at everything, which is small but "
             "fun, and I have a full-time job and two teenagers. What actually works for people "
             "who learn lines in the car? Recording the other parts? Flashcards? I have about "
             "five weeks before we're off book.",
             "Record the cues in your own voice with a pause after each, so you can say your "
             "line in the gap while you drive. Work in short chunks, say the lines out loud "
             "rather than reading them, and run them once just before sleep. For the tricky "
             "speeches, write the first letter of each word on a card.")]),
        "s3": ("2023-09-24 20:40", [
            ("role2", "Plot twist. One of our two mothers had to drop out because of a new job, "
             "and Lorraine moved me up into Mrs. Gibbs, which means twice the lines and the big "
             "breakfast scene in act one. Can you help me build a line-learning schedule for the "
             "next four weeks? I can do 30 minutes before work, the commute, and maybe an hour on "
             "weekends, and we're off book on October 22.",
             "Week one: act one in scene order, 30 minutes each morning on new lines and the "
             "commute on review. Week two: act two the same way, with one run of act one a "
             "day. Week three: act three, plus full runs on the weekend. Week four: full runs "
             "only, with someone cueing you, and the slippery bits on cards.")]),
        "s4": ("2023-10-08 19:00", [
            ("role3", "I told you wrong, and only noticed when I saw the cast list taped to the "
             "hall door: Lorraine moved me into Mrs. Webb, not Mrs. Gibbs. The woman who had Mrs. "
             "Webb went to Gibbs. I've been learning the right lines all along; I just named the "
             "wrong mother.",
             "Easy to do in that play, since the two households mirror each other."),
            ("The breakfast scene is still mine, at least: both mothers get one.",
             "Then your schedule still works.")]),
        "s5": ("2023-10-22 17:00", [
            ("My friend Kenji got cast as Scrooge in the Pinecrest Rep's Christmas Carol. He's 34 "
             "and they're putting him in a bald cap.",
             "Bald caps and cold rehearsal rooms: the joys of community theater."),
            ("Off book today and I only dried twice.",
             "That's a very good first day off book.")]),
        "s6": ("2024-01-14 18:30", [
            ("dir2", "Can you help me write a welcome email to the volunteers for our spring "
             "show? Lorraine is taking a break after Our Town, so the board has brought in "
             "Mattias Drummond to direct the spring comedy from February. He's run a few shows in "
             "the city and wants a tight ship: sign-in sheets, phones away, scripts in binders. "
             "I'm running props this time, no lines, so the email falls to me. Friendly, clear, "
             "and with the first rehearsal date up top, please.",
             "'Welcome to the spring show! Our first rehearsal is on the date above, and we're "
             "so glad you're joining us. A few house rules: please sign in when you arrive, keep "
             "phones away during rehearsal, and bring your script in a binder. Questions about "
             "props go to me. See you there!'"),
            ("ven2", "And we're losing the fellowship hall while Olivet Lutheran redoes its "
             "floor, so from February rehearsals move to the black box at Birchmont Middle "
             "School, Monday and Wednesday nights.",
             "Put the new address in bold in the email; someone always goes to the old place.")]),
        "s7": ("2024-02-25 20:00", [
            ("My sister's choir rehearses at Olivet Lutheran too, in the sanctuary on Thursdays, "
             "and she says the new floor in the fellowship hall is taking forever.",
             "Church renovations always seem to run long."),
            ("Kenji says the Pinecrest director already wants him back for their summer show.",
             "He must have made a memorable Scrooge.")]),
    }, "questions": [
        ("correction", "2023-10-30 09:00", "Which part am I playing in Our Town?",
         "Mrs. Webb", ["role3"]),
        ("distractor_slot", "2023-10-30 09:00", "What role did I get cast as?",
         "Mrs. Webb", ["role3"]),
        ("announced", "2024-03-11 09:00", "Who's directing our current show?",
         "Mattias Drummond", ["dir2"]),
        ("paraphrase", "2024-03-11 09:00", "Who's calling the shots on the Quarry Hill Players' "
         "spring play?",
         "Mattias Drummond", ["dir2"]),
        ("implicit_present", "2024-03-11 09:00", "Where do we rehearse?",
         "The black box at Birchmont Middle School", ["ven2"]),
        ("explicit_present", "2024-03-11 09:00", "Where does my theater group practice these days?",
         "The black box at Birchmont Middle School, Monday and Wednesday nights", ["ven2"]),
        ("past", "2024-03-11 09:00", "Who directed Our Town?",
         "Lorraine Kestle", ["dir1"]),
        ("past", "2024-03-11 09:00", "Where were the rehearsals for Our Town held?",
         "The fellowship hall at Olivet Lutheran", ["ven1"]),
        ("past", "2024-03-11 09:00", "What part was I first cast in for Our Town?",
         "Mrs. Soames", ["role1"]),
    ]},
]
