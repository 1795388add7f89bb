"""Conversations f154-f159 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, on working life beyond the manager, with slots new to the set: a civil servant's pay grade
(with a temporary promotion and the return from it), a job-share partner and a work-funded
training course, a firefighter's watch, fire station and current course, a desk phone extension,
a work cellphone and the grant project an administrator coordinates, a role on a staff social
committee, the office Christmas party venue and the office charity of the year, a warehouse
picker's hourly pay, picking zone and the machine driven on shift, and a consultant's
performance review rating, practice area and certification course.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f154", "sessions": {
        "s1": ("2023-02-06 08:45", [
            ("js1", "Could you help me write a tidy handover note template? I job-share with "
             "Lysette Marwick: she does Monday to Wednesday lunchtime, I do Wednesday afternoon "
             "to Friday, and we overlap for an hour on Wednesdays to swap notes. Lately things "
             "have been slipping through the gap, like a casework query nobody answered for a "
             "week. I'd like a one-page thing we can both fill in: open cases, deadlines, who "
             "rang, anything the team leader asked for. Plain headings, nothing clever.",
             "Try five headings: Open cases (reference, status, next step), Deadlines this week, "
             "Calls and emails waiting for a reply, Requests from the team leader, and Anything "
             "odd. Keep it in a shared document and add a date line at the top each Wednesday."),
            ("grade1", "Perfect. For context, I'm an EO, executive officer, so the casework is "
             "mine but sign-off on anything over the limit goes up a grade.",
             "Then a column for 'needs sign-off' would help, so nothing waits unseen.")]),
        "s2": ("2023-04-12 19:20", [
            ("course1", "Work is funding a training course for me: the Level 3 Data Essentials "
             "course at Pellworth College, Thursday afternoons for a year. First session was "
             "today and we did pivot tables.",
             "A good foundation. Practise on a real spreadsheet from work each week."),
            ("I also looked at an evening bookkeeping course, but it clashed with my daughter's "
             "swimming, so I let it go.",
             "The data course probably fits your casework better anyway.")]),
        "s3": ("2023-06-20 21:10", [
            ("grade2", "Big news and a favour. My team leader is going on maternity leave and "
             "they've offered me temporary promotion to HEO to cover her, starting on 3 July "
             "for about six months. It's a proper pay rise while it lasts, so I want to be "
             "sensible: can you help me sketch a budget where the extra goes into savings and "
             "a bit towards the car, and we don't get used to spending it? Take-home goes up "
             "by roughly two hundred and forty pounds a month.",
             "Split it before it lands: say 150 into an easy-access saver by standing order on "
             "payday, 60 towards the car fund, and 30 as spending money. Because it's "
             "temporary, don't take on any new monthly commitments against it.")]),
        "s4": ("2023-09-14 12:30", [
            ("js2", "Can you help me design a shared notebook layout? Lysette moved to the "
             "licensing team in August, and Mabyn Cardew picked up her half of the post, so "
             "Mabyn now does my Mondays to Wednesdays. She's very organised and wants a proper "
             "notebook rather than my one-page note: sections per case, a log of decisions, and "
             "a page for things that are waiting on other departments. I'd like to meet her "
             "halfway without turning it into a second job.",
             "Use three sections: a case index with one line per case and a link to its page, "
             "a running decision log with date and initials, and a 'waiting on' list with the "
             "department and the date you chased. Agree that each of you spends ten minutes on "
             "it at the end of your last day.")]),
        "s5": ("2024-01-22 18:00", [
            ("grade3", "The cover ended last week when my team leader came back, so I'm back on "
             "EO pay and EO work. Strange to hand the sign-offs back, but fine.",
             "It still counts as experience at the higher grade for your next application."),
            ("course2", "And I've swapped courses: I dropped the data course at Christmas and "
             "started the Project Delivery Foundations course instead, online on Tuesday "
             "mornings.",
             "Worth noting the modules on your development plan so the funding follows.")]),
        "s6": ("2024-03-05 20:40", [
            ("My sister Orlaith got her promotion to HEO at the tax office this week, a "
             "permanent one, unlike mine was. We're going out to celebrate.",
             "Congratulations to her. Somewhere nice, I hope."),
            ("Kenzie on my team is looking for a job-share partner too; she's been talking to "
             "someone from the grants side.",
             "Good luck to her. A trial month often shows whether it works.")]),
    }, "questions": [
        ("implicit_present", "2024-03-20 09:00", "What grade am I at work?",
         "EO (executive officer)", ["grade3"]),
        ("changes_back", "2024-03-20 09:00", "What pay grade am I on right now?",
         "EO, back from the temporary HEO cover", ["grade3"]),
        ("distractor_slot", "2024-03-20 09:00", "Who do I job-share with?", "Mabyn Cardew",
         ["js2"]),
        ("paraphrase", "2024-03-20 09:00", "Who does the other half of my week in the post?",
         "Mabyn Cardew", ["js2"]),
        ("explicit_present", "2024-03-20 09:00",
         "Which training course am I doing at the moment?",
         "Project Delivery Foundations, online on Tuesday mornings", ["course2"]),
        ("past", "2024-03-20 09:00", "What grade was I in the autumn of 2023?",
         "HEO, on temporary promotion", ["grade2"]),
        ("past", "2024-03-20 09:00", "Who was sharing my job when I first asked you for help?",
         "Lysette Marwick", ["js1"]),
        ("past", "2024-03-20 09:00", "Which course was work paying for in 2023?",
         "Level 3 Data Essentials at Pellworth College", ["course1"]),
    ]},
    {"id": "f155", "sessions": {
        "s1": ("2022-05-10 15:30", [
            ("watch1", "I need help meal prepping around my shifts. I'm on Blue Watch, which "
             "means two day shifts, two nights, then four days off, and by the second night I "
             "live on crisps from the mess vending machine. I'd like four or five dinners I can "
             "cook on my first day off, portion up and take in, that reheat well in a microwave "
             "and don't make me sleepy at three in the morning. I don't eat pork, otherwise "
             "anything goes.",
             "Try a chicken and chickpea curry, a beef chilli with beans, a turkey and veg "
             "traybake with rice, a lentil and sweet potato stew and a salmon pasta bake. Keep "
             "portions moderate on nights and add fruit and nuts for the small hours."),
            ("stn1", "Great. The mess at Hollinsgate station does have a decent fridge, at "
             "least.",
             "Label the tubs with your name and date and they should survive the night.")]),
        "s2": ("2022-08-15 20:00", [
            ("A transfer list went round for Oxley Bridge station. It's bigger and busier, but "
             "it's fifty minutes each way, so I didn't put my name down.",
             "A long commute after a night shift is a real safety issue, so that's sensible."),
            ("Maybe one day, if we move house.", "Keep an eye on the next list.")]),
        "s3": ("2022-11-02 17:45", [
            ("watch2", "Can you help me plan a long weekend away in February? Since I swapped "
             "onto Red Watch last month, my four days off finally line up with Kasia's weekends "
             "now and then, so we can actually go somewhere together. We fancy a coast walk, a "
             "cottage with a wood burner and a pub we can walk to, no more than three hours' "
             "drive from home. Budget about four hundred for three nights. What should we look "
             "for, and when should we book?",
             "Look for a cottage within a mile of a pub on a coastal path, with a log burner "
             "and dog-free if you prefer quiet. Book by early December: February half-term "
             "weeks go first, so pick dates outside the school holiday and you'll pay less.")]),
        "s4": ("2023-02-20 19:15", [
            ("course1", "I've got a place on the emergency response driving course at the "
             "Lowfold training centre, three weeks from 13 March. Blue lights on the appliance, "
             "finally.",
             "Congratulations. Expect a lot of commentary driving; practise it on the way in."),
            ("Any tips for commentary driving?",
             "Say what you see, what it means and what you'll do, in that order.")]),
        "s5": ("2023-06-08 21:00", [
            ("stn2", "Help me write a message for a leaving card, please. My transfer came "
             "through: from 1 July I'm at Carrbrook station, still on Red Watch, ten minutes "
             "from home instead of thirty. The card is for the whole crew at Hollinsgate, who "
             "put up with me for six years, including the time I reversed into the gate post. "
             "I want it funny and a bit soppy, and short enough to fit under everyone else's "
             "scribbles.",
             "'Six years, a thousand brews and one gate post I'll never live down. Thanks for "
             "looking after me. Carrbrook has big boots to fill. Come and visit, I'll put the "
             "kettle on.'")]),
        "s6": ("2023-09-12 18:30", [
            ("course2", "Could you help me sort out a study routine? I'm on the crew commander "
             "development course now, one day a week at headquarters until Christmas with a "
             "workbook to fill in between, and the first module was incident command basics. "
             "The trouble is that after two nights I'm useless, and on days off Kasia and I "
             "want to actually do things. I reckon I need about four hours a week on the "
             "workbook. Where would you put them in a two-days, two-nights, four-off pattern?",
             "Put two hours on your first afternoon off, after you've slept, and two on the "
             "morning of your last day off, when you're rested. Keep a notebook on the "
             "appliance to jot down real incidents; they make the best workbook evidence."),
            ("My mate Lennart has just moved from Red to Blue Watch at Carrbrook, so we'll "
             "hardly see each other now.",
             "That's the watch system for you; at least you share a station.")]),
        "s7": ("2023-11-03 19:00", [
            ("My brother-in-law Osian just started as a trainee at Hollinsgate station, on "
             "Green Watch. I've warned him about the vending machine.",
             "He's lucky to have someone who knows the place."),
            ("He asked what watch I was on when I was there, the cheek.",
             "He'll learn the station gossip soon enough.")]),
    }, "questions": [
        ("implicit_present", "2023-12-01 09:00", "Which watch am I on?", "Red Watch",
         ["watch2"]),
        ("distractor_slot", "2023-12-01 09:00", "What watch do I work these days?",
         "Red Watch", ["watch2"]),
        ("announced", "2023-12-01 09:00", "Which fire station do I work out of?",
         "Carrbrook", ["stn2"]),
        ("paraphrase", "2023-12-01 09:00", "Where am I based with the fire service?",
         "Carrbrook station", ["stn2"]),
        ("explicit_present", "2023-12-01 09:00", "What training am I doing at the moment?",
         "The crew commander development course", ["course2"]),
        ("past", "2023-12-01 09:00", "Which watch was I on when we first talked?", "Blue Watch",
         ["watch1"]),
        ("past", "2023-12-01 09:00", "Where was I stationed before the summer of 2023?",
         "Hollinsgate", ["stn1"]),
        ("past", "2023-12-01 09:00", "Which course did I start in March 2023?",
         "Emergency response driving at the Lowfold training centre", ["course1"]),
    ]},
    {"id": "f156", "sessions": {
        "s1": ("2023-01-09 10:00", [
            ("ext1", "Can you write me a short, professional voicemail greeting? I'm the grants "
             "administrator in the environmental science department at Bramblecote University, "
             "and my desk phone is extension 4417 from inside campus. The current greeting is "
             "from the person who had the job before me and says to press zero for a "
             "receptionist who retired in 2019. I'd like it to give my name and role, say to "
             "email for anything urgent, and mention office hours, nine to four.",
             "'Hello, you've reached the grants administrator for environmental science. I'm "
             "not at my desk right now. Please leave your name, number and a short message, or "
             "for anything urgent, email me. I'm in the office nine to four, Monday to Friday.'"),
            ("phone1", "Thanks. I also got handed a work iPhone 11 for travel days, which is "
             "ancient but works.",
             "Set up the same greeting on that voicemail so callers get one message.")]),
        "s2": ("2023-03-14 14:20", [
            ("proj1", "I'm coordinating the Quillmere Estuary sediment study grant now: budgets, "
             "reports to the funder, all the receipts from the field team.",
             "Set up a receipts folder per month; funders' auditors love a clean trail."),
            ("The field team keep buying waders on personal cards.",
             "A short reimbursement form with a deadline will help a lot.")]),
        "s3": ("2023-05-02 09:30", [
            ("ext2", "Could you update my email signature? We moved offices to the third floor "
             "over the weekend, so my desk line is now extension 5230, and the room is 312 "
             "instead of 118. I also want to drop the fax number, which nobody has used in "
             "years, and add a line saying I work Monday to Friday. Keep it to four lines, "
             "please, my old one was a paragraph and people kept replying to the quote at the "
             "bottom.",
             "Name | Grants Administrator, Environmental Science\n"
             "Bramblecote University, Room 312\n"
             "Desk: ext. (new number) | Email\n"
             "Monday to Friday")]),
        "s4": ("2023-05-09 11:10", [
            ("ext3", "Oops, I gave you the wrong number last week. My new extension is 5203, not "
             "5230. I've been putting the wrong one on everything.",
             "Easy to fix: update the signature and the voicemail, then tell the front desk."),
            ("Who knows who has been ringing 5230.", "Hopefully someone friendly.")]),
        "s5": ("2023-08-21 16:45", [
            ("phone2", "Could you help me make a checklist for moving my work apps? IT finally "
             "swapped the old iPhone for a Google Pixel 7 this morning. I'd asked for an iPhone "
             "14, but they only stock Pixels now, so I'm switching from Apple to Android for "
             "the first time. I need my authenticator, email, the expenses app, the travel "
             "booking app and my contacts to come across, and IT wants the old one back by "
             "Friday. What order should I do things in so nothing locks me out?",
             "1. Move the authenticator first, while the old phone still works. 2. Sign in to "
             "email and check contacts synced from your work account. 3. Install the expenses "
             "and travel apps and log in. 4. Test each one. 5. Only then sign out and wipe the "
             "old phone for IT."),
            ("The camera is great for photographing receipts, at least.",
             "A scanning app will turn those into tidy PDFs.")]),
        "s6": ("2023-10-30 13:00", [
            ("proj2", "I need help with a kickoff email. The department reassigned grants, so "
             "Marisa Quintero has taken over Quillmere and I've been put on the Lowmoor "
             "Mobility study, a three-year grant on how older people get around rural towns. "
             "It has five partners and a funder who wants quarterly reports. I'd like to "
             "introduce myself to the partners, ask each one for a finance contact, and set out "
             "the reporting dates. Friendly, efficient, not too long.",
             "'Dear all, I'm the new grants administrator for the study and will be your main "
             "contact for budgets and reporting. Could each partner send me the name of a "
             "finance contact by 17 November? Quarterly reports are due at the end of January, "
             "April, July and October; I'll send a template a month ahead of each. I look "
             "forward to working with you.'")]),
        "s7": ("2023-12-04 10:20", [
            ("My coworker Nolan Ruskin moved into the office next to mine, so he got extension "
             "5204 and a new work iPhone 15. He's very smug about the phone.",
             "Perhaps he'll lend it for receipt photos."),
            ("People keep dialling him when they want me.",
             "A note by the phone list with both names would help.")]),
    }, "questions": [
        ("correction", "2024-01-10 09:00", "What's my desk phone extension?", "5203",
         ["ext3"]),
        ("distractor_slot", "2024-01-10 09:00", "Which extension should people dial to reach "
         "me?", "5203", ["ext3"]),
        ("implicit_present", "2024-01-10 09:00", "What phone did work give me?",
         "A Google Pixel 7", ["phone2"]),
        ("paraphrase", "2024-01-10 09:00", "Which handset do I carry for the job?",
         "A Google Pixel 7", ["phone2"]),
        ("explicit_present", "2024-01-10 09:00", "Which grant am I coordinating at the moment?",
         "The Lowmoor Mobility study", ["proj2"]),
        ("past", "2024-01-10 09:00", "What was my extension before we moved upstairs?",
         "4417", ["ext1"]),
        ("past", "2024-01-10 09:00", "Which project was I administering in the summer of 2023?",
         "The Quillmere Estuary sediment study", ["proj1"]),
        ("past", "2024-01-10 09:00", "What work phone did I have at the start of 2023?",
         "An iPhone 11", ["phone1"]),
    ]},
    {"id": "f157", "sessions": {
        "s1": ("2022-09-05 19:40", [
            ("role1", "Could you help me put together a lunchtime quiz for the office? I joined "
             "the staff social committee last week as an ordinary member, mostly because nobody "
             "else on our floor volunteered, and my first job is a thirty-minute quiz in the "
             "canteen on a Thursday. I'd like four rounds of five questions, nothing too niche, "
             "one round that's pictures, and a tiebreaker. About forty people, tables of four "
             "or five, and a box of biscuits as the prize.",
             "Try General knowledge, Music intros (played from a phone), a Picture round of "
             "zoomed-in office objects and a 'Guess the year' round. Tiebreaker: closest guess "
             "to the number of paperclips in a jar. Print answer sheets per table and keep each "
             "round to six minutes.")]),
        "s2": ("2022-10-11 12:15", [
            ("venue1", "We've booked the office Christmas do for 9 December at the Lanternworks, "
             "the old factory by the canal with the long tables.",
             "A good choice for a big group. Check what the menu deadline is."),
            ("charity1", "And the office voted for our charity of the year: Tansley Cat Rescue, "
             "by a mile, after someone brought in kitten photos.",
             "Kitten photos win every vote. A bake sale would fit nicely.")]),
        "s3": ("2023-01-16 18:20", [
            ("role2", "Can you help me set up a simple spreadsheet for the social committee's "
             "money? Koa Penrose, who kept the kitty, has left the company, so I've taken over "
             "as treasurer. It's nothing big: ticket money for events, the raffle, a small "
             "budget from the company each quarter and receipts for prizes. At the moment it "
             "all lives in a cash tin and a notebook, and I'd like something I can show the "
             "committee at each meeting without a lecture.",
             "Three tabs: Money in (date, event, source, amount), Money out (date, item, event, "
             "amount, receipt photo link) and a Summary with totals per event and the running "
             "balance. Bank the cash tin weekly so the tin and the sheet agree.")]),
        "s4": ("2023-09-18 13:05", [
            ("venue2", "This year's Christmas do is booked for 8 December at Olmstead Barn, out "
             "in the country; we're hiring a coach.",
             "A barn is atmospheric. Check the heating and the last coach time."),
            ("charity2", "New charity of the year too: we're collecting for the Norbridge Food "
             "Bank now, with a donation box in reception.",
             "Food banks need a lot in winter. A list of wanted items by the box helps.")]),
        "s5": ("2023-10-20 17:30", [
            ("venue3", "I need a quick all-staff email, and it has to be calm. Scrap the barn: "
             "they double-booked us with a wedding, so the Christmas do has moved to the "
             "Heronsgate Rooms in town, same date, same time, and the coach is cancelled. "
             "People have already paid their twenty pounds, and a few have booked babysitters "
             "around the coach times, so I want to reassure everyone that tickets still stand, "
             "the menu is the same, and anyone who can't make the new place can have a refund.",
             "'Hi all, a change of venue for the Christmas do: the date, time and menu are the "
             "same, but we'll be in town rather than out in the country, so there's no coach. "
             "Your tickets still stand. If the new location doesn't work for you, reply by "
             "Friday for a full refund. Thanks for your patience!'"),
            ("At least we don't need the coach now.", "That saves the budget a chunk.")]),
        "s6": ("2023-11-14 20:10", [
            ("role3", "Help me draft an agenda for Thursday's committee meeting. Olwen "
             "Faircloth stepped down as chair at the AGM and the others voted me in, so this is "
             "my first meeting running things, and I've handed the cash tin to the new "
             "treasurer. We need to cover the Christmas do (menu choices, raffle prizes, who is "
             "on the door), the food bank collection, next year's budget and whether we do a "
             "summer picnic again. One hour, six people, lots of opinions.",
             "1. Apologies and last minutes (5 min). 2. Christmas do: menu, raffle, door rota "
             "(20). 3. Food bank collection update (10). 4. Budget for next year (15). 5. "
             "Summer picnic: yes or no (5). 6. Any other business (5). Put times next to each "
             "item and stick to them.")]),
        "s7": ("2023-11-28 21:00", [
            ("My partner Lorne's office have their Christmas party at the Lanternworks this "
             "year, the week after ours, and his team are collecting for a cat rescue.",
             "The canal will be busy in December, then."),
            ("My friend Odette just became treasurer of her firm's social club, so I've sent "
             "her my spreadsheet.",
             "Passing on a working system is a good deed.")]),
    }, "questions": [
        ("correction", "2023-12-05 09:00", "Where is the work Christmas do this year?",
         "The Heronsgate Rooms in town", ["venue3"]),
        ("distractor_slot", "2023-12-05 09:00", "Which venue is our office Christmas party at?",
         "The Heronsgate Rooms", ["venue3"]),
        ("implicit_present", "2023-12-05 09:00", "What's my role on the social committee?",
         "Chair", ["role3"]),
        ("paraphrase", "2023-12-05 09:00", "Which position do I hold in the staff social club?",
         "Chair", ["role3"]),
        ("explicit_present", "2023-12-05 09:00",
         "Which charity is our office raising money for at the moment?",
         "The Norbridge Food Bank", ["charity2"]),
        ("past", "2023-12-05 09:00", "Where did we have the Christmas do in 2022?",
         "The Lanternworks", ["venue1"]),
        ("past", "2023-12-05 09:00",
         "What was my job on the committee for most of 2023, before the AGM?",
         "Treasurer", ["role2"]),
        ("past", "2023-12-05 09:00", "Which charity did the office support last year?",
         "Tansley Cat Rescue", ["charity1"]),
    ]},
    {"id": "f158", "sessions": {
        "s1": ("2022-03-14 18:00", [
            ("zone1", "I need help layering for work. I'm a picker at Pinebrook Distribution, "
             "and they put me in the frozen zone, which is minus ten all shift with breaks "
             "every ninety minutes to warm up. They give us a freezer suit, but my hands and "
             "feet are still numb by the end and I sweat under the suit when I'm lifting. "
             "What should I wear underneath, and what socks and gloves actually work?",
             "Start with a thin synthetic or merino base layer, then a light fleece under the "
             "suit so you can vent. Wear one pair of thick wool socks in boots half a size up, "
             "and thin liner gloves under insulated work gloves. Swap damp liners at each "
             "break."),
            ("pay1", "Thanks. For seventeen fifty an hour I'd like to keep my toes.",
             "Fair. Ask whether they supply boot warmers too.")]),
        "s2": ("2022-05-20 17:30", [
            ("eq1", "Got certified on the sit-down forklift today, so I'm off the pallet jack "
             "and driving a forklift most shifts now.",
             "Congratulations. Keep your daily pre-use checks honest; they matter."),
            ("There was a reach truck class too, but it was full, so that's for later.",
             "Worth asking to go on the waiting list.")]),
        "s3": ("2022-08-08 20:15", [
            ("pay2", "Can you help me with a monthly budget? After my review last week I'm "
             "making $18.25 an hour, forty hours most weeks, and I'd like to finally build an "
             "emergency fund and stop using my credit card for groceries. Rent is $950, car "
             "payment $240, phone $45, insurance $110. I want a simple split I can stick to, "
             "not an app with ten categories.",
             "At about $2,900 a month after tax (check your stub), try: fixed bills $1,345, "
             "groceries $350, gas $150, fun $150, emergency fund $300, and the rest as a buffer "
             "that tops up the fund at month end. Pay groceries by debit so the card stays "
             "clear.")]),
        "s4": ("2022-11-15 19:00", [
            ("zone2", "Could you give me a short back stretch routine? Since they moved me to "
             "ambient dry goods, the regular warehouse side with the cereal and canned stuff, I'm "
             "lifting way more heavy cases off high racks and my lower back is complaining by "
             "Thursday. I'd like something I can do in ten minutes before the shift in the "
             "break room without lying on the floor, and maybe something for after.",
             "Before: hip circles, standing cat-cow with hands on knees, standing hamstring "
             "stretch on a low step, and ten bodyweight squats. After: a doorway chest stretch, "
             "a seated figure-four and a knees-to-chest on the couch at home. Lift with the "
             "case close to your body.")]),
        "s5": ("2023-02-27 18:40", [
            ("eq2", "Can you help me write a thank-you message to the trainer? I passed the "
             "reach truck certification on Friday, so I'm on the reach truck for put-away now, "
             "up to the top racks, and the sit-down forklift is somebody else's problem. The "
             "trainer, an older guy who has been driving trucks for thirty years, stayed late "
             "twice to let me practice the high racks when I was nervous. I'd like to leave a "
             "card and maybe a coffee gift card. Short, sincere, a little funny.",
             "'Thanks for the extra evenings and the patience. I couldn't have passed without "
             "you, and I promise never to take a top beam at speed. Coffee's on me.' Keep the "
             "gift card small so it doesn't feel awkward."),
            ("The view from eleven meters up is something.", "Keep your eyes on the forks.")]),
        "s6": ("2023-04-10 20:30", [
            ("zone3", "I'm back in the frozen zone as of this week, because they're short of "
             "reach truck drivers in the freezer and I'm one of the few certified.",
             "Dig out the merino layers again, then."),
            ("pay3", "The freezer comes with a premium, so with that I'm on $19.40 an hour now.",
             "That's a nice bump for the cold. Update your budget with the difference.")]),
        "s7": ("2023-05-22 17:50", [
            ("My coworker Ozzie got moved into the chilled zone last week, the dairy and produce "
             "side, and he's making $20.10 an hour because he's a lead.",
             "Chilled sounds like a reasonable middle ground."),
            ("He also just got certified on the reach truck, so now he's my competition.",
             "Competition for the warm seat, maybe.")]),
    }, "questions": [
        ("changes_back", "2023-06-15 09:00", "Which zone of the warehouse do I work in?",
         "The frozen zone", ["zone3"]),
        ("distractor_slot", "2023-06-15 09:00", "What area do I pick in these days?",
         "The frozen zone", ["zone3"]),
        ("implicit_present", "2023-06-15 09:00", "How much do I make an hour?",
         "$19.40, with the freezer premium", ["pay3"]),
        ("paraphrase", "2023-06-15 09:00", "What's my hourly wage at Pinebrook?", "$19.40",
         ["pay3"]),
        ("explicit_present", "2023-06-15 09:00", "Which machine am I driving on shift now?",
         "The reach truck", ["eq2"]),
        ("past", "2023-06-15 09:00", "What was I paid per hour when I first talked to you?",
         "$17.50", ["pay1"]),
        ("past", "2023-06-15 09:00", "Where in the warehouse was I working in winter 2022?",
         "Ambient dry goods", ["zone2"]),
        ("past", "2023-06-15 09:00", "What did I drive before the reach truck?",
         "The sit-down forklift", ["eq1"]),
    ]},
    {"id": "f159", "sessions": {
        "s1": ("2022-12-12 21:00", [
            ("prac1", "Can you help me rewrite my LinkedIn summary? I'm a senior consultant at "
             "Kelloway Partners in the supply chain practice, which in plain terms means I help "
             "manufacturers work out why their warehouses are full of the wrong stuff. My "
             "current summary is a list of buzzwords from 2018. I'd like three or four "
             "sentences, first person, that say what I do, what I'm good at, and that I like "
             "messy problems, without sounding like a brochure.",
             "'I help manufacturers untangle their supply chains: forecasting, inventory and "
             "the spreadsheets everyone is scared to touch. I'm at my best with messy "
             "problems and the people living with them. Outside work I cook far too much for "
             "two.' Swap the last line for something true about you.")]),
        "s2": ("2023-01-30 19:30", [
            ("rev1", "Year-end review came back: 'meets expectations', a three out of five. I "
             "thought I'd done better and I'm a bit flat about it.",
             "Ask your reviewer for two concrete things that would have made it a four."),
            ("Can you help me turn that into a development plan later?",
             "Yes: bring the feedback and we'll make a quarterly plan.")]),
        "s3": ("2023-03-20 20:15", [
            ("course1", "I enrolled in a PMP prep bootcamp, Tuesday nights for ten weeks, and "
             "the firm is paying for it.",
             "Block the study time in your calendar so client work doesn't eat it."),
            ("I almost did Six Sigma Green Belt instead, but the PMP seemed more useful.",
             "For a consultant managing engagements, that reasoning holds.")]),
        "s4": ("2023-06-05 18:45", [
            ("prac2", "I need help with a note to my clients. I'm transferring into the "
             "healthcare practice on July 1, working with hospital systems on staffing and "
             "patient flow, which I've wanted for years. That means handing my two "
             "manufacturing clients to colleagues, and I'd like to tell them myself before the "
             "partners do: thank them, introduce the person taking over, and promise a proper "
             "handover call. Warm, professional, short.",
             "'I wanted you to hear it from me: from July 1 I'm moving to a new area of the "
             "firm. It's been a pleasure working with you. [Name] will take over your account, "
             "and the three of us will have a handover call in June so nothing drops. Thank "
             "you for the trust and the great problems.'")]),
        "s5": ("2023-09-11 20:00", [
            ("course2", "Can you help me make a study schedule? The healthcare team runs every "
             "engagement in sprints, so I quit the PMP bootcamp halfway and I'm now doing a "
             "Certified ScrumMaster course instead, two full days in October and then an "
             "online exam. Before that I'd like to read the Scrum Guide properly and do "
             "practice questions, maybe forty minutes on weeknights, while still getting to the "
             "gym three times a week. Can you lay out four weeks?",
             "Week 1: read the Scrum Guide twice and make notes on roles, events and artifacts. "
             "Week 2: one chapter of a practical Scrum book a night. Week 3: practice questions "
             "on three nights, review wrong answers on the fourth. Week 4: course days, then "
             "one timed mock before the exam. Keep gym nights as they are.")]),
        "s6": ("2024-01-29 18:30", [
            ("rev2", "Review season again, and I got 'exceeds expectations' this time, a four "
             "out of five! The hospital work really showed.",
             "Congratulations. Note what worked so you can repeat it."),
            ("I'm going to ask about promotion timing.", "Good moment to ask.")]),
        "s7": ("2024-02-12 12:40", [
            ("rev3", "Can you help me word an email to my career counselor? I have to correct "
             "what I told you: after calibration the final rating came back as 'strongly "
             "meets', not 'exceeds'. Still a step up from last year, I suppose. I'd like to ask "
             "her, without sounding bitter, what changed in the calibration meeting, what "
             "would have kept it at the higher level, and whether this affects the promotion "
             "timing we discussed. Two short paragraphs, please.",
             "'Thanks for walking me through my review. I'd value your view on what shifted in "
             "calibration and what would have made the difference, so I can focus on it this "
             "year. Could we also talk about whether it changes the promotion timeline we "
             "discussed? Happy to find time whenever suits you.'"),
            ("It stings a bit, honestly.", "Understandable. The trend is what matters.")]),
        "s8": ("2024-02-20 20:00", [
            ("My friend Noemi Vandermeer got 'exceeds expectations' at her firm this year, and a "
             "promotion with it.",
             "Good for her. Her firm may calibrate differently."),
            ("My colleague Kobina Strand moved from healthcare into the supply chain practice, "
             "the exact opposite of me.",
             "Swapping practices both ways keeps a firm interesting.")]),
    }, "questions": [
        ("correction", "2024-03-05 09:00", "What rating did I get in my latest review?",
         "Strongly meets expectations", ["rev3"]),
        ("distractor_slot", "2024-03-05 09:00", "What was my most recent performance rating?",
         "Strongly meets expectations", ["rev3"]),
        ("announced", "2024-03-05 09:00", "Which practice am I in at Kelloway?", "Healthcare",
         ["prac2"]),
        ("paraphrase", "2024-03-05 09:00", "Which industry group do I sit in at my firm?",
         "Healthcare", ["prac2"]),
        ("explicit_present", "2024-03-05 09:00",
         "Which certification am I working towards these days?",
         "Certified ScrumMaster", ["course2"]),
        ("past", "2024-03-05 09:00", "What rating did I get in the review at the start of 2023?",
         "Meets expectations (three out of five)", ["rev1"]),
        ("past", "2024-03-05 09:00", "Which practice was I in before July 2023?",
         "Supply chain", ["prac1"]),
        ("past", "2024-03-05 09:00", "What course was I taking in spring 2023?",
         "A PMP prep bootcamp", ["course1"]),
    ]},
]
