"""Conversations f70-f75 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, with slots new to the set: a work project's code name, a work laptop, a password manager, a
car club, a favourite board game and the games night venue, migraine tablets and a preventer
dose, a counsellor, a wedding venue, date and photographer, a son's football position, a nail
salon, a dog groomer, a bell-ringing tower and practice night, and a storage unit.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f70", "sessions": {
        "s1": ("2021-03-08 18:40", [
            ("proj1", "Three weeks in at Lanternfold and they've finally given me something "
             "real: I'm on Bramblegate, which is what they call moving billing off the old "
             "mainframe. Nobody can tell me why it's called that.",
             "Code names are often picked at random so they don't give anything away. A "
             "billing migration is a good way to learn how the business actually works."),
            ("lap1", "IT also issued me a Dell Latitude 7420. The fan sounds like a hairdryer "
             "the second Teams opens.",
             "Turning off background effects in Teams and closing spare browser tabs usually "
             "calms the fan down a bit.")]),
        "s2": ("2021-04-19 12:55", [
            ("pw1", "Everything shared at work lives in LastPass, the test accounts, the cloud "
             "logins, the lot. Is it daft to keep my personal passwords in the same vault?",
             "Keep them apart. A work vault belongs to your employer and can be audited or "
             "switched off when you leave; a separate personal account is safer."),
            ("Fair, I'll set one up tonight.", "Pick a long passphrase for the master "
             "password and turn on two-factor.")]),
        "s3": ("2021-05-27 09:50", [
            ("The Bramblegate stand-up is meant to be fifteen minutes and it's never under "
             "forty. How do I cut people off without being rude?",
             "Offer a 'parking lot': note the tangent, promise to pick it up straight after "
             "with just the people who need it, and move to the next person."),
            ("I'll try it tomorrow.", "Say it cheerfully and people usually go along.")]),
        "s4": ("2021-07-05 20:10", [
            ("lap2", "Disaster of a day. The keyboard died halfway through the quarterly demo. "
             "IT swapped the Dell for a MacBook Pro 14 by the afternoon and I can't even find "
             "the hash key.",
             "On a UK Mac keyboard it's Option and 3. The first week on a Mac is all "
             "shortcuts."),
            ("Everyone in the demo watched me type with one finger.", "They'll have "
             "forgotten by Friday.")]),
        "s5": ("2021-08-16 19:25", [
            ("proj2", "Reorg. Bramblegate is being handed to the Bristol team and from Monday "
             "I'm on Cormorant, the new customer notifications service. Greenfield, no "
             "mainframe!",
             "Greenfield work is a nice change after a migration. Enjoy choosing the tools."),
            ("pw2", "And security says LastPass is out after the audit. The whole company "
             "moves to Bitwarden on the first of October and we've all got homework to tidy "
             "our entries before then.",
             "Good time to delete the stale shared logins rather than copy them across.")]),
        "s6": ("2021-09-02 21:15", [
            ("lap3", "Quick correction on the laptop saga: what IT gave me is a MacBook Air, "
             "not a Pro. The Pro on the invoice was my manager's, I mixed the two up.",
             "Noted, a MacBook Air. For what you do it's plenty, and it has no fan at all."),
            ("So no more hairdryer.", "Blissful silence.")]),
        "s7": ("2021-10-25 18:05", [
            ("Ignatius, who sits next to me, has been pulled off Cormorant and put on Halyard, "
             "the payments rewrite, starting this week. He's fuming, he'd only just learned "
             "our codebase.",
             "Being moved just as you get up to speed is frustrating. Halyard might be a "
             "good line on his CV though."),
            ("I'm glad it wasn't me.", "Keep your head down for a bit then.")]),
        "s8": ("2021-12-06 20:30", [
            ("Christmas do is at a bowling alley. Tips for not embarrassing myself?",
             "Pick a ball a bit heavier than feels natural, aim at the arrows rather than the "
             "pins, and keep your arm straight."),
            ("And the drinking?", "Pace yourself; bowling gets worse per pint.")]),
        "s9": ("2022-01-17 19:00", [
            ("proj3", "Cormorant is on ice until the new budget, so guess where I've ended up. "
             "Back on Bramblegate, helping the Bristol lot finish the cutover. Hello again, "
             "mainframe.",
             "At least you know that codebase; you'll be useful from day one."),
            ("My wife Cressida finally replaced her ancient laptop as well. She got a "
             "ThinkPad X1 Carbon and keeps stroking the keyboard.",
             "ThinkPad keyboards do have their fans.")]),
    }, "questions": [
        ("announced", "2021-09-20 09:00", "Which password manager do we use at work?",
         "LastPass (the move to Bitwarden only happens on 1 October)", ["pw1", "pw2"]),
        ("announced", "2022-02-21 09:00", "Where does my team keep its shared logins?",
         "In Bitwarden", ["pw2"]),
        ("changes_back", "2022-02-21 09:00", "Which project am I on at work?", "Bramblegate",
         ["proj3"]),
        ("distractor_slot", "2022-02-21 09:00", "What's the code name of the thing I'm "
         "building right now?", "Bramblegate, the billing migration", ["proj3"]),
        ("correction", "2022-02-21 09:00", "What laptop did work give me?", "A MacBook Air",
         ["lap3"]),
        ("explicit_present", "2022-02-21 09:00", "Which computer am I doing my job on at "
         "the moment?", "A MacBook Air", ["lap3"]),
        ("past", "2022-02-21 09:00", "What was the project I moved to after the reorg in "
         "August 2021?", "Cormorant, the customer notifications service", ["proj2"]),
        ("past", "2022-02-21 09:00", "What machine did I have when I started at "
         "Lanternfold?", "A Dell Latitude 7420", ["lap1"]),
    ]},
    {"id": "f71", "sessions": {
        "s1": ("2023-02-06 19:30", [
            ("cc1", "Sold the car at last! For the odd run to IKEA I've joined Hopalong, the "
             "car club with two bays on Chandos Street. 7.50 an hour and fuel's included.",
             "For a few trips a month a car club is usually far cheaper than owning."),
            ("gn1", "Games night is Thursdays at the Meeple Pantry, the board game cafe by the "
             "station. Six of us, same corner table every week.",
             "A fixed night and a fixed table is how these groups last.")]),
        "s2": ("2023-03-13 21:45", [
            ("bg1", "We played Cascadia three times in a row tonight. Nothing beats it for me, "
             "I love fitting the little habitats together.",
             "It's a very satisfying puzzle, and it plays fast."),
            ("My flatmate Imelda says Agricola is the best game ever made and would play it "
             "every night if we let her.",
             "Agricola is a big one; maybe save it for weekends.")]),
        "s3": ("2023-04-24 08:30", [
            ("The car club app logged me out just as I was trying to unlock the car in the "
             "rain. Twenty minutes on hold. Are these apps always this bad?",
             "They're patchy. Keep the support number saved and check you're logged in "
             "before you walk over."),
            ("I was soaked.", "Sorry, that's miserable.")]),
        "s4": ("2023-06-12 20:05", [
            ("cc2", "Hopalong is pulling out of the borough at the end of the month, so I've "
             "signed up with Kerbside Share. Their nearest car is an electric one outside the "
             "Co-op, which is actually closer.",
             "Closer and electric sounds like an upgrade. Check how they charge for "
             "mileage."),
            ("gn2", "And the Meeple Pantry has shut for good. For now games night is at my "
             "friend Leofric's flat, which means his cat sits on the board.",
             "A cat on the board is a house rule in a lot of groups.")]),
        "s5": ("2023-07-31 13:20", [
            ("bg2", "I've barely touched Cascadia since we got Jaipur. Imelda and I play it "
             "over breakfast most mornings; honestly it's the best thing on our shelf now.",
             "Two-player games that fit in a breakfast are gold."),
            ("She still wants Agricola at weekends.", "A fair trade.")]),
        "s6": ("2023-08-21 19:10", [
            ("We nearly moved games night to the library's community room, but they want "
             "everyone out by eight, so that idea's dead.",
             "Eight is far too early for a proper game."),
            ("gn3", "Leofric's had enough of crumbs anyway. From September we're taking over "
             "the back room of the Mallard on Thursdays; the landlord says we can keep our "
             "boxes in his cupboard.",
             "A pub back room with storage is ideal. Buy a drink each and he'll love you.")]),
        "s7": ("2023-10-09 22:00", [
            ("My neighbour Evander asked me about car clubs. He's gone with Fernway Wheels "
             "because they have vans for moving his mum, and he's already booked one for "
             "Saturday.",
             "Vans are a good reason to pick a club. Hope the move goes smoothly."),
            ("He says they're cheaper for whole days.", "Worth knowing if you ever need a car "
             "for a full day.")]),
        "s8": ("2023-11-13 20:40", [
            ("Someone brought Azul to games night and now half the table wants it for "
             "Christmas. Azul or Cascadia, which is better value?",
             "Azul is quicker to teach and plays well with four; Cascadia has more variety. "
             "For a mixed group, Azul."),
            ("Azul it is, then.", "Good choice for a group.")]),
    }, "questions": [
        ("implicit_present", "2023-12-04 10:00", "Which car club am I a member of?",
         "Kerbside Share", ["cc2"]),
        ("distractor_slot", "2023-12-04 10:00", "Which car-sharing scheme do I book cars "
         "through?", "Kerbside Share", ["cc2"]),
        ("past", "2023-12-04 10:00", "Which car club did I join when I sold my car?",
         "Hopalong", ["cc1"]),
        ("explicit_present", "2023-12-04 10:00", "What's my favourite board game at the "
         "moment?", "Jaipur", ["bg2"]),
        ("announced", "2023-12-04 10:00", "Where is games night held?",
         "The back room of the Mallard, on Thursdays", ["gn3"]),
        ("paraphrase", "2023-12-04 10:00", "Where do my friends and I get together to play "
         "on Thursday evenings?", "The back room of the Mallard pub", ["gn3"]),
        ("past", "2023-12-04 10:00", "Where did we meet up to play games in July 2023?",
         "At Leofric's flat", ["gn2"]),
        ("past", "2023-12-04 10:00", "Which game did I like best in the spring of 2023?",
         "Cascadia", ["bg1"]),
    ]},
    {"id": "f72", "sessions": {
        "s1": ("2019-09-16 21:05", [
            ("rx1", "Third migraine this month. The GP finally gave me something for them: "
             "almotriptan 12.5 mg, one as it starts and another after two hours if it comes "
             "back.",
             "Taking it early in the attack works best. Keep a diary of when they start."),
            ("Is it OK with coffee?", "Coffee is generally fine with it, though caffeine "
             "itself can be a trigger for some people.")]),
        "s2": ("2019-10-28 19:40", [
            ("pv1", "The GP wants to try prevention too: from tonight it's amitriptyline 10 mg "
             "at bedtime. She warned me I'd feel groggy for a while.",
             "The grogginess usually fades after a couple of weeks. Take it an hour or two "
             "before bed."),
            ("co1", "And work's wellbeing scheme has put me with a counsellor, Dorothea, for "
             "six video sessions, mostly about the stress that sets the headaches off.",
             "That's a good pairing with the tablets; stress is a common trigger.")]),
        "s3": ("2019-12-09 12:15", [
            ("Can screen brightness bring on a migraine? I'm at a monitor nine hours a day.",
             "Glare and flicker can, for some people. Match the screen to the room's light, "
             "use a dark mode and look away every twenty minutes."),
            ("I'll try the dark mode.", "Small changes like that add up.")]),
        "s4": ("2020-01-20 18:30", [
            ("pv2", "The grogginess wore off, so the GP bumped me up to 20 at night. Fewer "
             "attacks, but my mouth is like sandpaper.",
             "Dry mouth is a common side effect. Sugar-free gum and sipping water help."),
            ("rx2", "And the almotriptan barely touches the bad ones, so she's swapped it for "
             "eletriptan 40. Took one on Saturday and I was upright within the hour.",
             "That's a good result. Stick to the maximum she gave you per day.")]),
        "s5": ("2020-02-24 20:50", [
            ("co2", "Used up my six sessions with Dorothea. The talking actually helped, so "
             "I've found someone private: Marek Dunleavy, every other Wednesday evening, 55 a "
             "session.",
             "Carrying on with what works makes sense. Regular sessions keep the momentum."),
            ("Pricey but worth it.", "It's an investment in fewer bad days.")]),
        "s6": ("2020-04-06 11:00", [
            ("Any tips for working at the kitchen table without wrecking my neck?",
             "Raise the laptop on books to eye level, use a separate keyboard and get up every "
             "half hour."),
            ("The books are all cookbooks.", "They'll do the job.")]),
        "s7": ("2020-05-11 20:20", [
            ("pv3", "Dry mouth won. I asked to come down again and the GP agreed: back to 10 "
             "at bedtime, and I'll live with the odd extra headache.",
             "A dose you can actually live with is the right dose."),
            ("co3", "Oh, and I had it wrong before: the sessions with Marek are every other "
             "Thursday, not Wednesday. I'd put it in my calendar wrong.",
             "Thursdays, noted.")]),
        "s8": ("2020-06-15 19:00", [
            ("My mum's on amitriptyline too, for her back, and her doctor has just upped her "
             "to 30 mg. She's sleeping eleven hours a night.",
             "It's used for nerve pain at similar doses. The long sleep often settles."),
            ("She's delighted, to be honest.", "Then good for her.")]),
    }, "questions": [
        ("paraphrase", "2020-07-06 09:00", "What do I take when a migraine comes on?",
         "Eletriptan 40 mg", ["rx2"]),
        ("changes_back", "2020-07-06 09:00", "What dose of amitriptyline do I take?",
         "10 mg at bedtime", ["pv3"]),
        ("distractor_slot", "2020-07-06 09:00", "How much of the preventive tablet am I on "
         "now?", "Amitriptyline 10 mg at night", ["pv3"]),
        ("past", "2020-07-06 09:00", "What dose was my preventer in February 2020?",
         "Amitriptyline 20 mg at night", ["pv2"]),
        ("implicit_present", "2020-07-06 09:00", "Who is my counsellor?", "Marek Dunleavy",
         ["co2"]),
        ("correction", "2020-07-06 09:00", "Which day are my therapy sessions?",
         "Every other Thursday evening", ["co3"]),
        ("past", "2020-07-06 09:00", "Who did I talk to through the work wellbeing scheme?",
         "Dorothea", ["co1"]),
        ("past", "2020-07-06 09:00", "What was I first prescribed for migraine attacks?",
         "Almotriptan 12.5 mg", ["rx1"]),
    ]},
    {"id": "f73", "sessions": {
        "s1": ("2024-01-15 20:00", [
            ("ven1", "We did it, deposit paid on Hollycombe Barn for the wedding! Fairy "
             "lights, hay bales, the whole thing.",
             "Congratulations! Barns photograph beautifully, especially at dusk."),
            ("dt1", "It's Saturday 14 June 2025. Feels miles away and also like next week.",
             "Eighteen months goes fast once suppliers start wanting deposits.")]),
        "s2": ("2024-02-19 19:15", [
            ("ph1", "Booked our photographer today, Gwendolyn Fairlie. Her black-and-white "
             "stuff made me cry at the laptop.",
             "If her work moves you, that's the right choice. Ask for a full gallery, not "
             "just highlights."),
            ("Already asked. She sent three.", "Then you know what you're getting.")]),
        "s3": ("2024-03-25 21:30", [
            ("We had a wobble and looked at doing it on a beach in Cornwall, but my nan can't "
             "manage sand, so that's off the table.",
             "Nan comes first. A beach is lovely for photos, not for walking frames."),
            ("How many is normal to invite to the evening do?", "Often the day guests plus "
             "half again; it depends on the room.")]),
        "s4": ("2024-04-29 18:45", [
            ("ven2", "Hollycombe double-booked us and refunded the deposit, mortifying emails "
             "all round. We grabbed the last autumn slot at Ketterley Hall instead, so it's a "
             "stately home now, not a barn.",
             "What a scramble, but a stately home is quite an upgrade. Check what their "
             "in-house catering rules are."),
            ("dt2", "Which moves everything to Saturday 6 September 2025. The save-the-dates "
             "have to be redone.",
             "Better now than after they're in the post.")]),
        "s5": ("2024-05-27 13:10", [
            ("dt3", "Ugh, correction: our Ketterley date is the 13th of September, not the "
             "6th. The 6th was a provisional hold we let go of. So glad I checked before "
             "printing anything.",
             "The 13th of September 2025, then. Good catch."),
            ("Nearly printed 120 cards with the wrong date.", "A very expensive typo avoided.")]),
        "s6": ("2024-06-24 20:20", [
            ("ph2", "Gwendolyn emailed: she's emigrating to Melbourne next March, so all her "
             "2025 weddings go to her colleague Lachlan Mair. We met him on Saturday, he's "
             "lovely, and he'll shoot ours.",
             "Sad to lose her, but meeting him first helps. Ask if he'll use her editing "
             "style."),
            ("He trained with her, so yes.", "Then the look should be similar.")]),
        "s7": ("2024-08-12 19:50", [
            ("My sister Eulalie got engaged last week and they've already booked Ambleford "
             "Mill for next May. She's asked to borrow our cake lady.",
             "Quick work! A mill sounds pretty."),
            ("She wants the barn vibe we were originally going for.", "A rustic look suits "
             "a spring wedding.")]),
        "s8": ("2024-09-23 21:10", [
            ("Can you help me word the bit on the invitation about it being adults only? "
             "Without sounding grumpy.",
             "Try: 'We love your little ones, but we've chosen to make our day an adults-only "
             "celebration.'"),
            ("Perfect, stealing that.", "It's yours.")]),
    }, "questions": [
        ("implicit_present", "2025-04-07 09:00", "Where are we getting married?",
         "Ketterley Hall", ["ven2"]),
        ("distractor_slot", "2025-04-07 09:00", "Which venue have we booked for the wedding?",
         "Ketterley Hall", ["ven2"]),
        ("past", "2025-04-07 09:00", "Which place did we first put a deposit down on?",
         "Hollycombe Barn", ["ven1"]),
        ("correction", "2025-04-07 09:00", "When is our wedding?", "Saturday 13 September "
         "2025", ["dt3"]),
        ("past", "2025-04-07 09:00", "What date was the wedding set for when we first "
         "booked?", "Saturday 14 June 2025", ["dt1"]),
        ("announced", "2025-04-07 09:00", "Who is our wedding photographer?", "Lachlan Mair",
         ["ph2"]),
        ("paraphrase", "2025-04-07 09:00", "Who's taking the pictures on our big day?",
         "Lachlan Mair", ["ph2"]),
        ("past", "2025-04-07 09:00", "Who did we hire to photograph the wedding in "
         "February 2024?", "Gwendolyn Fairlie", ["ph1"]),
    ]},
    {"id": "f74", "sessions": {
        "s1": ("2022-08-29 18:20", [
            ("pos1", "Ferdie's first match for the Under-11s on Saturday. The coach has him at "
             "left back and he's sulking because he wanted to score goals.",
             "Full-backs get forward a lot in kids' football. He'll have chances."),
            ("gr1", "Also Marmite is booked into Fernleigh Grooming on Friday. He looks like a "
             "haystack with legs.",
             "A late-summer trim will keep him cooler.")]),
        "s2": ("2022-10-10 20:45", [
            ("nl1", "Treated myself: gel nails at Gilded Tips on the high street. 28 quid and "
             "they've lasted three weeks without a chip.",
             "Three weeks chip-free is a good sign of a careful technician."),
            ("Same time next month, I think.", "Sounds like a new habit.")]),
        "s3": ("2022-11-21 19:05", [
            ("Ferdie wants to know how to take a penalty and I know nothing about football. "
             "Help?",
             "Pick a corner before the run-up and don't change your mind, keep the ball low "
             "and strike it with the inside of the foot."),
            ("He says that's what his coach said.", "Then it must be right.")]),
        "s4": ("2023-01-09 21:30", [
            ("nl2", "Gilded Tips put their prices up in January, so I've been going to "
             "Lacquer Lounge next to the dry cleaner's instead. Not quite as good, half the "
             "price.",
             "Half price for nearly as good is a reasonable trade."),
            ("gr2", "And we've stopped taking Marmite to Fernleigh, he shakes the whole car "
             "journey. A mobile groomer, Harriet Colley, comes to the house with her van now.",
             "No car ride at all should make it much calmer for him.")]),
        "s5": ("2023-02-20 08:40", [
            ("pos2", "Their keeper broke his wrist at a trampoline park, so Ferdie went in goal "
             "on Saturday. Saved a penalty and now won't hear of playing anywhere else. Coach "
             "says the gloves are his.",
             "A penalty save will do that. Goalkeeping gloves in his size are worth buying."),
            ("Already ordered.", "Of course you have.")]),
        "s6": ("2023-03-27 20:10", [
            ("gr3", "Embarrassing: the groomer's surname is Clegg, not Colley. Harriet Clegg. "
             "I'd saved her wrong in my phone and called her the wrong name for two months.",
             "She's probably heard worse. Harriet Clegg, noted."),
            ("Marmite looks very handsome, though.", "That's what matters.")]),
        "s7": ("2023-04-24 19:35", [
            ("nl3", "Lacquer Lounge chipped on day two, twice. I've gone crawling back to "
             "Gilded Tips; they're worth the extra.",
             "Paying more for nails that last is cheaper per week in the end."),
            ("My sister-in-law swears by Amethyst Nails in town, but it's miles.",
             "Convenience counts for a lot.")]),
        "s8": ("2023-05-15 18:00", [
            ("My friend Declan's boy Elliot has just been moved from up front to centre back, "
             "same team as Ferdie. Declan's convinced it's a demotion.",
             "Centre back is a key position; coaches often move steady players there."),
            ("Ferdie told Elliot defenders are the real heroes.", "Spoken like a keeper.")]),
    }, "questions": [
        ("implicit_present", "2023-06-05 09:00", "What position does Ferdie play?",
         "Goalkeeper", ["pos2"]),
        ("distractor_slot", "2023-06-05 09:00", "Where does my son play in his team these "
         "days?", "In goal", ["pos2"]),
        ("past", "2023-06-05 09:00", "Where did Ferdie play at the start of the season?",
         "Left back", ["pos1"]),
        ("changes_back", "2023-06-05 09:00", "Where do I get my nails done?",
         "Gilded Tips on the high street", ["nl3"]),
        ("past", "2023-06-05 09:00", "Which nail salon was I using in February 2023?",
         "Lacquer Lounge", ["nl2"]),
        ("correction", "2023-06-05 09:00", "What's the name of our dog groomer?",
         "Harriet Clegg", ["gr3"]),
        ("paraphrase", "2023-06-05 09:00", "Where does Marmite get his haircuts?",
         "At home: a mobile groomer comes to the house with her van", ["gr2"]),
        ("past", "2023-06-05 09:00", "Where did we take the dog to be groomed last summer?",
         "Fernleigh Grooming", ["gr1"]),
    ]},
    {"id": "f75", "sessions": {
        "s1": ("2024-09-09 22:10", [
            ("tw1", "Good night up the tower at All Hallows. We finally rang a whole plain "
             "course of Grandsire without it falling apart.",
             "Well done, that's a real milestone for a band."),
            ("pr1", "Practice is Tuesdays, half seven to nine, and then most of us go to the "
             "pub.",
             "The pub is half the point of ringing, from what I hear.")]),
        "s2": ("2024-10-14 18:25", [
            ("st1", "Moving in with my partner means half my stuff doesn't fit. I've rented a "
             "unit at Caddock Self Store, 50 square feet, 38 a month.",
             "Label the boxes on the sides, not the tops, so you can read them when "
             "they're stacked."),
            ("Mostly books and a sofa I can't let go of.", "The sofa is always the hard "
             "one.")]),
        "s3": ("2024-11-18 20:00", [
            ("pr2", "Tower captain says from January practice moves to Wednesdays, because "
             "half the band does the Tuesday pub quiz now. Same times.",
             "A fair reason. Wednesdays, from January then."),
            ("I'll have to move my swim.", "Mornings are quieter in the pool anyway.")]),
        "s4": ("2025-01-13 19:45", [
            ("tw2", "Our bells are coming down to be rehung, so until Easter the All Hallows "
             "band is practising at Holy Trinity in Hexley. Ten bells instead of six, "
             "terrifying.",
             "A heavier ring is a good challenge. Watch the bigger bells' timing."),
            ("The tenor there weighs as much as a car.", "Then don't let it take you up "
             "with the rope.")]),
        "s5": ("2025-02-17 12:30", [
            ("st2", "Caddock put their prices up, so on Saturday my brother and I shifted "
             "everything to a cheaper unit at Blackthorn Storage by the ring road. 29 a "
             "month.",
             "Nine pounds a month adds up. Did the sofa survive the move?"),
            ("Just about.", "Good.")]),
        "s6": ("2025-03-24 21:00", [
            ("What's a good stretch for a stiff shoulder? Ringing is killing my right side.",
             "Doorway chest stretches and slow arm circles help; also check your rope length "
             "so you're not reaching."),
            ("The rope might be too long.", "Ask the captain to shorten the tail end.")]),
        "s7": ("2025-04-28 20:15", [
            ("tw3", "The bells are back up! We rang them in on Easter Sunday and we're home at "
             "All Hallows again. Six bells feel like toys now.",
             "Welcome home. Hexley will have sharpened everyone up."),
            ("st3", "Doing my paperwork: the Blackthorn unit is actually 31 a month, not 29. "
             "I forgot they add insurance on top.",
             "31 a month, noted. Still cheaper than Caddock.")]),
        "s8": ("2025-05-19 19:30", [
            ("My friend Juno rings at Kellingford, and their practice night has just moved to "
             "Mondays. She wants me to come along.",
             "Visiting other towers is a good way to improve. Mondays wouldn't clash."),
            ("Might go once a month.", "A nice change of scene.")]),
    }, "questions": [
        ("announced", "2024-12-09 09:00", "Which night is bell-ringing practice?",
         "Tuesday (it only moves to Wednesdays in January)", ["pr1", "pr2"]),
        ("announced", "2025-06-09 09:00", "What night do I go ringing?",
         "Wednesday, half seven to nine", ["pr2"]),
        ("explicit_present", "2025-06-09 09:00", "When is my tower practice these days?",
         "Wednesdays, half seven to nine", ["pr2"]),
        ("changes_back", "2025-06-09 09:00", "Which tower do I ring at?", "All Hallows",
         ["tw3"]),
        ("past", "2025-06-09 09:00", "Where was my band practising in February 2025?",
         "Holy Trinity in Hexley", ["tw2"]),
        ("correction", "2025-06-09 09:00", "How much is my storage unit a month?", "31",
         ["st3"]),
        ("paraphrase", "2025-06-09 09:00", "Where are the things that didn't fit at my "
         "partner's being kept?", "In a unit at Blackthorn Storage by the ring road",
         ["st2"]),
        ("past", "2025-06-09 09:00", "Where did I first put my stuff when I moved in with my "
         "partner?", "Caddock Self Store", ["st1"]),
    ]},
]
