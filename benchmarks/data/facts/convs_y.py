"""Conversations f142-f147 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, on food and the household, with slots new to the set: a veg box scheme, its box size and its
delivery day, a meal-prep day, a cookery course and a meal-planning method, a firewood supplier,
a chimney sweep and the size of a winter log order, a kitchen cooker, an appliance repairer and
appliance cover, a food delivery app, a monthly takeout budget and a usual weekday lunch, the
shop for the weekly big shop, a compost setup and where a family's meat comes from.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f142", "sessions": {
        "s1": ("2022-02-10 18:40", [
            ("box1", "I need ideas for celeriac, kale and a frankly alarming number of swedes. We "
             "signed up for a veg box at Christmas, the small one from Furrowfield Organics, and "
             "it lands on the doorstep every Thursday before I'm even up. The trouble is I plan "
             "our dinners on a Sunday, so by the time the box turns up half the week is already "
             "decided and the roots pile up in the cupboard under the stairs. Could you give me "
             "three dinners that use a swede and a celeriac between them, nothing fiddly?",
             "Try a swede and carrot mash under a cottage pie, a celeriac and potato gratin, and "
             "a roast root traybake with sausages. All three keep well as leftovers, and you "
             "could shift your planning day to the evening the box arrives."),
            ("size1", "The small box is meant for two people, which we are, but it still feels "
             "like a lot of roots.",
             "Winter boxes lean heavily on roots; it usually eases by late spring.")]),
        "s2": ("2022-04-05 20:10", [
            ("Swede number six this month. I had a look at the Pike Hill Growers box, which lets "
             "you swap items, but it's eight pounds more a week and they don't come out to our "
             "village, so that's a no.",
             "A swap option is handy, but not at that price if they can't deliver."),
            ("Can swede be frozen?", "Yes: blanch cubes for three minutes, cool, then freeze.")]),
        "s3": ("2022-06-15 19:25", [
            ("box2", "Right, courgette emergency. We ended up leaving Furrowfield in May and going "
             "with Tolleymead Farm instead, because they let you pick what's in it and the "
             "driver comes round on Tuesdays, which suits my planning much better. The catch is "
             "that every box since has had four courgettes in it and my partner Dora has banned "
             "ratatouille. Could you suggest a courgette cake, a fritter recipe and something to "
             "freeze for winter? We have a decent freezer and a food processor.",
             "Grate and salt courgettes for fritters with feta and mint; a courgette and lemon "
             "loaf cake uses two at once; and for the freezer, soften grated courgette in a "
             "little oil, cool it and freeze it flat in bags for soups and sauces."),
            ("We took the large box, I think, so there's more of everything.",
             "A bigger box makes the fritters and cake easier to justify.")]),
        "s4": ("2022-08-03 12:15", [
            ("size2", "I told you wrong about the box from Tolleymead: it's the medium, not the "
             "large. The large was the one Dora wanted; I looked at the invoice this morning.",
             "Thanks for the correction. A medium box should mean fewer courgettes to hide."),
            ("Good, because we're away next week. Can I pause deliveries?",
             "Most schemes let you skip a week online if you do it a few days ahead.")]),
        "s5": ("2022-10-19 17:50", [
            ("Our neighbour Bettina has just signed up to Furrowfield Organics after hearing me "
             "talk about it. She's gone for their large box, delivered on Thursdays like ours "
             "used to be, and she's already asking what to do with a kohlrabi.",
             "Kohlrabi is lovely raw: peel it, slice it thin and dress it with lemon and salt."),
            ("I'll pass that on. She's braver than me with the large box.",
             "She'll have plenty to share over the fence.")]),
        "s6": ("2022-11-20 10:30", [
            ("day3", "Email from Tolleymead this morning: they're reorganising the delivery "
             "rounds, and from the first week of December our box will come on Fridays instead. "
             "Could you help me rework my meal plan so the fresh stuff gets eaten over the "
             "weekend and the roots carry us through to the Thursday?",
             "Put salad leaves, herbs and greens into the first three days after it comes, then "
             "soups, stews and roasts with the roots and squash. Keep one freezer "
             "meal in reserve for the last night before the next box.")]),
    }, "questions": [
        ("implicit_present", "2023-01-15 09:00", "Who delivers our veg box?", "Tolleymead Farm",
         ["box2"]),
        ("paraphrase", "2023-01-15 09:00", "Which farm sends us our weekly vegetables?",
         "Tolleymead Farm", ["box2"]),
        ("distractor_slot", "2023-01-15 09:00", "Which veg box company are we with?",
         "Tolleymead Farm (Bettina is the one with Furrowfield Organics)", ["box2"]),
        ("announced", "2023-01-15 09:00", "What day does our vegetable box arrive?", "Friday",
         ["day3"]),
        ("correction", "2023-01-15 09:00", "What size of box do we get?", "The medium box",
         ["size2"]),
        ("past", "2023-01-15 09:00", "Who did we get our veg box from in early 2022?",
         "Furrowfield Organics", ["box1"]),
        ("past", "2023-01-15 09:00", "What day did the box come before we switched farms?",
         "Thursday", ["box1"]),
        ("past", "2023-01-15 09:00", "What day did Tolleymead deliver when we first joined them?",
         "Tuesday", ["box2"]),
    ]},
    {"id": "f143", "sessions": {
        "s1": ("2023-01-08 15:20", [
            ("prep1", "Can you help me turn this into a proper grocery list, sorted by aisle? "
             "Chicken thighs, black beans, two onions, rice, cilantro, limes, sweet potatoes, "
             "Greek yogurt, spinach, feta, eggs. I do all my meal prep on Sunday afternoons, so "
             "I shop Sunday morning and cook five lunches and three dinners in one go while a "
             "football game is on. I plan everything in an app called Plattery, but its list "
             "export is a mess, which is why I'm asking you.",
             "Produce: onions, cilantro, limes, sweet potatoes, spinach. Dairy: Greek yogurt, "
             "feta, eggs. Meat: chicken thighs. Pantry: black beans, rice. Shop produce last so "
             "the herbs don't get crushed."),
            ("app1", "Plattery is fine otherwise. It's where all my recipes live and it builds "
             "the week's plan for me.",
             "Then it's only the export you need to work around.")]),
        "s2": ("2023-02-20 19:45", [
            ("cls1", "I did something for myself: I signed up for a six-week Thai cooking class "
             "at Saltgrove Kitchen on Tuesday nights. The teacher is Calla Penhaligon and the "
             "first week was curry pastes from scratch.",
             "That's a great one to start with; a fresh paste changes everything."),
            ("Do I need a mortar and pestle?",
             "A heavy granite one is best, but a small blender works for most pastes.")]),
        "s3": ("2023-04-10 21:05", [
            ("prep2", "My daughter made the travel soccer team, which means Sunday afternoons are "
             "now spent on the sidelines two towns over. So I've moved my cooking to Wednesday "
             "evenings after work, and I need dinners that survive being cooked midweek and "
             "eaten Thursday to Tuesday. What holds up best for five or six days in the fridge, "
             "and what should go straight into the freezer? I'm especially worried about rice "
             "and anything with a creamy sauce.",
             "Chili, curries without cream, braised beans and roasted vegetables hold up for "
             "four days; freeze anything meant for days five and six. Cool rice quickly and eat "
             "it within a day or freeze it in portions. Add cream or yogurt when you reheat.")]),
        "s4": ("2023-05-22 18:30", [
            ("app2", "Plattery started charging nine dollars a month, so I cancelled it. I gave "
             "Mealwise a week and hated the ads, so now I just write the week's meals on a "
             "whiteboard stuck to the side of the fridge and the kids can see what's coming.",
             "Low-tech and visible to everyone; that often works better than an app."),
            ("Can you give me a simple template to draw on it?",
             "Seven rows for the days, two columns for lunch and dinner, and a box for the "
             "shopping list at the bottom.")]),
        "s5": ("2023-06-30 20:00", [
            ("cls2", "The Thai class wrapped up last month, and I wanted something slower, so "
             "I've started a bread course at Ferncastle Community College, Saturday mornings "
             "until August. This week was a basic white loaf. Mine came out dense. Why?",
             "Usually underproofing or too little kneading. Let it rise until it has doubled "
             "and springs back slowly when poked."),
            ("I'll try the poke test.", "Good. A warm spot helps too.")]),
        "s6": ("2023-09-05 17:40", [
            ("prep3", "Soccer season is over and my daughter has decided she prefers swimming, "
             "which is on Saturday mornings, so my Sundays are free again and the big cook-up is "
             "back where it started. I'd like to add breakfasts this time. Could you suggest "
             "three make-ahead breakfasts that reheat in a microwave at work, and how I'd fit "
             "them around the lunches and dinners on the same afternoon?",
             "Egg and vegetable muffins, baked oatmeal squares and breakfast burritos wrapped in "
             "foil. Start the oatmeal first since it bakes longest, make the burrito filling "
             "while it's in, and do the egg muffins in the same oven at the end.")]),
        "s7": ("2023-10-01 12:10", [
            ("My coworker Bodhi has caught the bug. He does his meal prep on Wednesday nights "
             "now, like I used to, and he's just signed up for the Thai class at Saltgrove "
             "Kitchen with Calla.",
             "He'll enjoy it. You could swap recipes."),
            ("He also asked whether I'd recommend Plattery. I said the free version was better.",
             "An honest review.")]),
    }, "questions": [
        ("changes_back", "2023-11-01 09:00", "What day do I do my meal prep?",
         "Sunday afternoons", ["prep3"]),
        ("distractor_slot", "2023-11-01 09:00", "Which day is my batch-cooking day these days?",
         "Sunday (Bodhi is the one who cooks on Wednesdays)", ["prep3"]),
        ("explicit_present", "2023-11-01 09:00", "What cooking course am I taking at the moment?",
         "A bread course at Ferncastle Community College on Saturday mornings", ["cls2"]),
        ("distractor_slot", "2023-11-01 09:00", "Where do I go for cooking lessons?",
         "Ferncastle Community College (Bodhi is at Saltgrove Kitchen)", ["cls2"]),
        ("paraphrase", "2023-11-01 09:00", "How do I keep track of what we're eating each week?",
         "A whiteboard on the side of the fridge", ["app2"]),
        ("past", "2023-11-01 09:00", "What day did I batch cook in spring 2023?",
         "Wednesday evenings", ["prep2"]),
        ("past", "2023-11-01 09:00", "Who taught the cooking class I took early in 2023?",
         "Calla Penhaligon at Saltgrove Kitchen", ["cls1"]),
        ("past", "2023-11-01 09:00", "Which app did I plan meals with in January?", "Plattery",
         ["app1"]),
    ]},
    {"id": "f144", "sessions": {
        "s1": ("2021-10-03 16:15", [
            ("log1", "Could you help me write a friendly note to the new people next door? They "
             "mentioned the smoke from our wood burner, and I want to explain that we only burn "
             "seasoned wood and that the chimney gets swept every year, without sounding "
             "defensive. For the record, our logs come from Edda at Brackenholt Firewood: a "
             "one-cubic-metre crate of seasoned ash every October, tipped on the drive and "
             "stacked by me and a very reluctant teenager.",
             "'Hi both, thanks for mentioning the smoke. We burn only seasoned wood from a local "
             "supplier and have the chimney swept each year, but if you notice it again please "
             "knock; we'd much rather know. Welcome to the lane!'")]),
        "s2": ("2021-11-15 13:40", [
            ("swp1", "Chimney swept this morning by Donal Hewitt, who's done it since before we "
             "bought the house. He says there was less soot than last year, which he puts down "
             "to the ash being properly dry.",
             "That's a good sign for the flue and for the neighbours."),
            ("He left a certificate. Do I need to keep it?",
             "Yes; home insurers sometimes ask for proof of sweeping.")]),
        "s3": ("2022-03-07 20:30", [
            ("The last of this winter's logs have been hissing in the stove, so they can't have "
             "been as dry as promised. I looked at the bags of kiln-dried logs at the garage on "
             "the main road, but at that price we'd spend a fortune, so I haven't bothered.",
             "Hissing means moisture. A cheap moisture meter will tell you: under 20% is good."),
            ("I'll buy a meter before the next order.", "Sensible.")]),
        "s4": ("2022-09-20 18:55", [
            ("log2", "I'm building a proper log store against the back fence and need help with "
             "the design. Three bays, slatted sides, a sloping roof, about two metres wide. "
             "This winter's wood comes from Kilnbeck Timber instead, kiln-dried birch, because "
             "the meter said Brackenholt's ash was at 27% last spring. Kilnbeck deliver on a "
             "pallet in nets, so I want a bay I can fill straight from the drive. Which timber "
             "and what roof pitch?",
             "Use pressure-treated timber for the frame, leave 2 cm gaps in the slats for air, "
             "and raise the floor on bearers. A single pitch falling away from the fence at "
             "about 10 degrees, with felt or onduline, keeps the rain off."),
            ("Kilnbeck say it's two cubic metres, arriving on a pallet in October, I think.",
             "Make sure the store is finished before it arrives.")]),
        "s5": ("2022-11-02 09:10", [
            ("swp2", "Donal rang to say he's retired and has passed his customers on to Ada "
             "Marrick, who trained with him. She'll be doing our chimney from now on and is "
             "booked for 28 November.",
             "A handover from someone he trained sounds reassuring."),
            ("Should I do anything before she comes?",
             "Let the stove go out the night before and clear the hearth.")]),
        "s6": ("2022-12-10 14:20", [
            ("My brother-in-law Auden finally got his chimney swept last week, by Bexley "
             "Sweeps. He also ordered a crate of ash from Brackenholt Firewood, on my old "
             "recommendation, before I could warn him.",
             "He can always check the logs with a moisture meter before stacking them."),
            ("I'll lend him mine.", "Kind of you.")]),
        "s7": ("2023-01-15 19:00", [
            ("amt2", "Small correction on the log order I mentioned: we had a metre and a half "
             "from Kilnbeck this year, not two metres. I keep rounding it up in my head because "
             "the new store looks so full.",
             "Thanks for setting that straight. Is it lasting?"),
            ("So far, yes, with the heating on low as well.",
             "Dry wood burns hotter, so it goes further.")]),
    }, "questions": [
        ("implicit_present", "2023-02-01 09:00", "Who sweeps our chimney?", "Ada Marrick",
         ["swp2"]),
        ("announced", "2023-02-01 09:00", "Who does our chimney now that Donal has retired?",
         "Ada Marrick", ["swp2"]),
        ("distractor_slot", "2023-02-01 09:00", "Which chimney sweep do we use?",
         "Ada Marrick (Bexley Sweeps is Auden's)", ["swp2"]),
        ("explicit_present", "2023-02-01 09:00", "Where do we buy our firewood these days?",
         "Kilnbeck Timber", ["log2"]),
        ("paraphrase", "2023-02-01 09:00", "Who supplies the wood for our stove?",
         "Kilnbeck Timber (kiln-dried birch)", ["log2"]),
        ("correction", "2023-02-01 09:00", "How much wood did we order for this winter?",
         "A metre and a half (1.5 cubic metres)", ["amt2"]),
        ("past", "2023-02-01 09:00", "Who delivered our logs in autumn 2021?",
         "Edda at Brackenholt Firewood", ["log1"]),
        ("past", "2023-02-01 09:00", "Who swept the chimney in 2021?", "Donal Hewitt",
         ["swp1"]),
    ]},
    {"id": "f145", "sessions": {
        "s1": ("2022-05-08 11:30", [
            ("ck1", "What's the least miserable way to get burnt-on grease off oven shelves and "
             "the glass door? We've still got the old Brenlow gas cooker that came with the "
             "house, cream enamel, four burners and a grill at eye level, and I think the last "
             "owners never cleaned it once in fifteen years. I'd rather avoid the really harsh "
             "sprays because the kitchen is tiny and the window barely opens. I've got "
             "bicarbonate of soda, white vinegar and a lot of patience.",
             "Soak the shelves overnight in a bath of hot water with a dishwasher tablet, then "
             "scrub with a scourer. For the glass, spread a paste of bicarbonate and a little "
             "water, leave it for a few hours, spray with vinegar and wipe off with a plastic "
             "scraper.")]),
        "s2": ("2022-06-20 17:05", [
            ("rep1", "The oven door hinge snapped and the door was hanging off. Bertil Sandgren "
             "from Corrie's Appliance Repairs came out the same day and fitted new hinges for "
             "sixty pounds.",
             "Same-day and sixty pounds is good going for an old cooker."),
            ("cov1", "We pay Domacare nine pounds a month for appliance cover, but they said "
             "the cooker is too old to be included, which is why I paid Bertil myself.",
             "Worth checking what the cover does include, then.")]),
        "s3": ("2022-09-14 20:40", [
            ("Thinking of going induction. I priced a Vestrand induction range, but at over two "
             "thousand pounds it's out, and we'd have to rewire the cooker point too.",
             "Ask an electrician about the cooker circuit before you choose a model."),
            ("We'll decide after the energy bills for October come in.", "Sensible timing.")]),
        "s4": ("2022-11-30 19:15", [
            ("ck2", "Please help me convert my mum's recipes. We ended up getting a Tennick "
             "induction range cooker, fitted on Tuesday, after the electrician said the circuit "
             "was fine, and the Brenlow has gone off to the scrap dealer. Mum's recipes all say "
             "'gas mark 4' and 'medium flame', and I've burnt two pans of rice already because "
             "induction goes so fast. Could you give me a gas mark to Celsius table and a rough "
             "guide to what the induction numbers mean?",
             "Gas 1 is 140 C, 2 is 150, 3 is 170, 4 is 180, 5 is 190, 6 is 200, 7 is 220, 8 "
             "is 230. On a 1-9 induction scale, 2-3 is a gentle simmer, 5-6 medium, 8-9 a rapid "
             "boil. For rice, bring it to the boil on 8 and drop straight to 2.")]),
        "s5": ("2023-01-18 12:00", [
            ("cov2", "Domacare wanted to put us up to fourteen pounds a month to add the new "
             "cooker, so I've moved the whole lot to Hearthguard instead: fridge, washer and "
             "cooker for eleven.",
             "A cheaper plan that covers more sounds like a good move."),
            ("Is it worth covering a brand-new cooker at all?",
             "Its own guarantee runs for a year or two, so check for overlap.")]),
        "s6": ("2023-03-05 16:50", [
            ("rep2", "The oven fan started grinding, so Hearthguard sent their engineer, Eben "
             "Scoular. He replaced the fan motor and left his card: anything goes wrong in the "
             "kitchen, we ring him direct and he books it through the plan.",
             "That's a useful contact to have."),
            ("Bertil's number is still on the fridge, but I suppose I won't need it now.",
             "Keep it for anything the plan doesn't cover.")]),
        "s7": ("2023-04-10 20:25", [
            ("My mum has just bought herself a new Brenlow gas cooker, the modern version of "
             "our old one, and took out Domacare cover on it. She refuses to go near induction.",
             "Plenty of cooks prefer a flame."),
            ("Can you help me write her a one-page guide to the new grill?",
             "Start with lighting it, then preheating, then cleaning the tray.")]),
    }, "questions": [
        ("implicit_present", "2023-05-01 09:00", "What cooker do we have?",
         "A Tennick induction range cooker", ["ck2"]),
        ("distractor_slot", "2023-05-01 09:00", "What make is our cooker?",
         "Tennick (the new Brenlow is my mum's)", ["ck2"]),
        ("explicit_present", "2023-05-01 09:00", "Who covers our appliances at the moment?",
         "Hearthguard", ["cov2"]),
        ("distractor_slot", "2023-05-01 09:00", "Which appliance insurance are we paying for?",
         "Hearthguard (Domacare is my mum's)", ["cov2"]),
        ("paraphrase", "2023-05-01 09:00", "Who comes out to fix things in our kitchen now?",
         "Eben Scoular, Hearthguard's engineer", ["rep2"]),
        ("past", "2023-05-01 09:00", "What were we cooking on before the induction?",
         "The old Brenlow gas cooker", ["ck1"]),
        ("past", "2023-05-01 09:00", "Who repaired the oven door in summer 2022?",
         "Bertil Sandgren from Corrie's Appliance Repairs", ["rep1"]),
        ("past", "2023-05-01 09:00", "Who did we have appliance cover with in 2022?",
         "Domacare", ["cov1"]),
    ]},
    {"id": "f146", "sessions": {
        "s1": ("2023-03-02 21:10", [
            ("app1", "Can you help me set up a simple monthly budget in a spreadsheet? Rent is "
             "$1,450, utilities about $160, car $310, student loan $275, and then there's the "
             "embarrassing category. I order almost all my dinners through Forkrun, like four "
             "nights a week, and the delivery fees alone are probably a car payment. I want "
             "columns for planned and actual, and something that turns red when I go over.",
             "Columns: category, planned, actual, difference (planned minus actual). Use "
             "conditional formatting to turn the difference cell red when it's below zero, and "
             "add a total row at the bottom."),
            ("bud1", "Put takeout in as its own line: I'm allowing myself $220 a month for it.",
             "Done. Track it weekly so the month doesn't surprise you.")]),
        "s2": ("2023-04-15 13:20", [
            ("lun1", "My go-to weekday lunch is the chicken shawarma bowl from Cedarline Grill "
             "across from the office. Is it as healthy as I tell myself?",
             "With the salad base and sauce on the side it's reasonable; the rice and garlic "
             "sauce are where the calories hide."),
            ("I always get extra garlic sauce.", "Then maybe half of it.")]),
        "s3": ("2023-06-10 18:00", [
            ("March was $340 on takeout. Way over. I'm going to cut the limit starting in July, "
             "probably to $150, and see how it goes.",
             "Cooking a couple of batch meals a week will make a lower cap easier."),
            ("We'll see. I also want to try cooking on Sundays.", "Start with one easy dish.")]),
        "s4": ("2023-07-20 19:40", [
            ("app2", "I'm hosting a game night for eight on Saturday and want to order food but "
             "not blow the month. Since I moved over to Platewise (Forkrun's service fee went up "
             "again, and Munchly never has the places I like), I get a member discount on "
             "group orders over $60. Can you help me work out how much food eight people need "
             "if I order from a Thai place, plus a couple of cheap homemade sides?",
             "For eight: four large mains, two noodle dishes and three rice portions, plus "
             "homemade spring rolls and a big salad. That should land around $110 before the "
             "discount.")]),
        "s5": ("2023-09-05 20:30", [
            ("bud3", "I got my own takeout number wrong when I told you in June: I actually set "
             "it at $120 a month, not $150. The $150 was what my sister Dahlia picked for hers.",
             "Thanks, I'll use the right figure. How's it going?"),
            ("August came in at $115. Barely.", "Barely still counts.")]),
        "s6": ("2023-10-12 12:50", [
            ("lun2", "Can you help me write a polite email to my landlord about the dishwasher? "
             "It's leaked twice and I'm tired of mopping. I'm writing this on my lunch break, "
             "eating the miso salmon rice from Edgewater Poke, which is what I've been getting "
             "most days since Cedarline closed last month. I want it firm but friendly, with the "
             "dates it leaked: September 28 and October 9.",
             "'Hi, I'm writing about the dishwasher, which leaked on September 28 and October 9. "
             "I've been mopping up each time, but I'm worried about damage to the floor. Could "
             "you arrange a repair in the next week or two? Happy to be home for it. Thanks!'")]),
        "s7": ("2023-11-20 22:05", [
            ("My roommate Alma just signed up for Forkrun's membership, so now she gets free "
             "delivery and keeps offering to put my orders through her app.",
             "Tempting, but it's your budget either way."),
            ("And my coworker keeps ordering the chicken shawarma bowl from the new place that "
             "took over Cedarline's spot.",
             "Sounds like the bowl lives on.")]),
    }, "questions": [
        ("implicit_present", "2023-12-10 09:00", "Which app do I use for takeout?", "Platewise",
         ["app2"]),
        ("distractor_slot", "2023-12-10 09:00", "What food delivery app am I on?",
         "Platewise (Alma is the one on Forkrun)", ["app2"]),
        ("correction", "2023-12-10 09:00", "What's my monthly takeout budget?", "$120 a month",
         ["bud3"]),
        ("distractor_slot", "2023-12-10 09:00", "How much am I allowed to spend on takeout "
         "each month?", "$120 ($150 is my sister Dahlia's limit)", ["bud3"]),
        ("paraphrase", "2023-12-10 09:00", "What do I usually eat at midday on workdays?",
         "The miso salmon rice from Edgewater Poke", ["lun2"]),
        ("explicit_present", "2023-12-10 09:00", "Where do I get my weekday lunch these days?",
         "Edgewater Poke", ["lun2"]),
        ("past", "2023-12-10 09:00", "What was my takeout budget in spring 2023?", "$220 a month",
         ["bud1"]),
        ("past", "2023-12-10 09:00", "Which delivery app did I use before Platewise?", "Forkrun",
         ["app1"]),
        ("past", "2023-12-10 09:00", "What was my usual lunch before Cedarline closed?",
         "The chicken shawarma bowl from Cedarline Grill", ["lun1"]),
    ]},
    {"id": "f147", "sessions": {
        "s1": ("2021-04-11 09:45", [
            ("shop1", "Could you help me plan a week of dinners for four for under seventy "
             "pounds? Two of them are teenagers who eat like horses, one is vegetarian, and I "
             "don't want to cook more than forty minutes a night. I do the big shop on Saturday "
             "mornings at Brindlecombe's, the huge one on the ring road, so anything on their "
             "usual offers is a bonus. Leftovers for packed lunches would be great too.",
             "Try: a veggie chilli (extra for lunches), sausage and bean traybake with veggie "
             "sausages for one, pasta bake, chicken and chickpea curry with a paneer pot, "
             "fajitas, egg fried rice and a Saturday pizza night on flatbreads. Buy big packs "
             "of onions, tinned tomatoes and rice to keep it under budget.")]),
        "s2": ("2021-05-20 18:20", [
            ("cmp1", "We've set up a plastic dalek compost bin at the bottom of the garden for "
             "the peelings and teabags. What's the ratio of greens to browns?",
             "Roughly equal volumes: scraps and grass on one side, cardboard, leaves and "
             "straw on the other. Turn it every few weeks."),
            ("Can I put cooked food in?", "Best not; it draws rats.")]),
        "s3": ("2021-08-09 19:55", [
            ("shop2", "Brindlecombe's put their prices up again, so since July I've been doing "
             "the Saturday shop at Valdo on Mill Road instead. It's smaller and the layout makes "
             "no sense, but the bill is about twenty pounds less a week. Could you help me "
             "write a shopping list template grouped the way Valdo is laid out: fruit and veg "
             "first, then bread, then chilled, then tins and the middle aisle of random "
             "gardening tools?",
             "Sections: Fruit and veg; Bakery; Chilled (dairy, meat, veggie); Frozen; Tins and "
             "dry goods; Household; and a final 'do NOT buy' line for the middle aisle.")]),
        "s4": ("2021-10-02 11:10", [
            ("bch1", "I've started getting our meat from Embleton's, the butcher in the market "
             "hall. Better sausages, and he'll mince whatever I ask.",
             "A butcher who'll do custom mince is worth keeping."),
            ("I thought about the farm shop's monthly meat box, but it's all big joints.",
             "Hard to use those on weeknights.")]),
        "s5": ("2022-01-23 14:00", [
            ("cmp2", "The dalek bin got waterlogged and slimy over the winter, so we've replaced "
             "it with a wormery in the shed, three trays, and the kids have named the worms. "
             "Could you help me make a one-page sign for the kitchen: what can go in the worm "
             "caddy and what can't? Eggshells? Onion skins? Citrus? Teabags with plastic in? "
             "I'd like it readable by a nine-year-old.",
             "YES: veg and fruit peelings (not citrus), crushed eggshells, plain paper, "
             "plastic-free teabags, coffee grounds. NO: onion, garlic, citrus, meat, dairy, "
             "bread, anything cooked. Little and often, and chop big bits small.")]),
        "s6": ("2022-04-04 20:35", [
            ("shop3", "Valdo kept running out of half my list, so I've gone back to "
             "Brindlecombe's for the Saturday shop. Their new loyalty app gives me money off "
             "things I actually buy. Could you help me work out whether the loyalty points are "
             "worth more as vouchers or as fuel discount, if we spend about a hundred and thirty "
             "pounds a week and fill the car twice a month?",
             "At one point per pound that's about 560 points a month. Vouchers are usually worth "
             "about 1p a point, so around £5.60 a month; the fuel offer is only better if the "
             "per-litre saving beats that on your two fills.")]),
        "s7": ("2022-05-15 17:30", [
            ("bch2", "Sad news: Embleton's is closing at the end of May when the owner retires. "
             "From June we're having a monthly meat box from Corbrae Farm delivered instead; "
             "they do mince, sausages and chicken, not just joints.",
             "That covers the weeknight basics. Check how much freezer space it needs."),
            ("About one drawer. We'll manage.", "Good.")]),
        "s8": ("2022-06-12 13:15", [
            ("My friend Delia has started doing her big shop at Valdo on Mill Road and loves "
             "it, and she's just bought a dalek compost bin after seeing ours last spring.",
             "She might want your tips on getting the mix right."),
            ("I warned her about the slime.", "Fair warning.")]),
    }, "questions": [
        ("changes_back", "2022-07-01 09:00", "Where do I do the weekly shop?", "Brindlecombe's",
         ["shop3"]),
        ("distractor_slot", "2022-07-01 09:00", "Which supermarket do I use for the big shop?",
         "Brindlecombe's (Delia is the one at Valdo)", ["shop3"]),
        ("implicit_present", "2022-07-01 09:00", "What do we compost our scraps in?",
         "A three-tray wormery in the shed", ["cmp2"]),
        ("paraphrase", "2022-07-01 09:00", "Where do our kitchen peelings end up these days?",
         "In the wormery", ["cmp2"]),
        ("announced", "2022-07-01 09:00", "Where do we get our meat from at the moment?",
         "A monthly meat box from Corbrae Farm", ["bch2"]),
        ("past", "2022-07-01 09:00", "Which shop did I do the big shop at in autumn 2021?",
         "Valdo on Mill Road", ["shop2"]),
        ("past", "2022-07-01 09:00", "Who was our butcher before the meat box?",
         "Embleton's in the market hall", ["bch1"]),
        ("past", "2022-07-01 09:00", "What did we compost in when we started?",
         "A plastic dalek compost bin", ["cmp1"]),
    ]},
]
