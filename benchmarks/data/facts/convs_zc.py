"""Conversations f166-f171 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, on the home and its running, with slots new to the set: a rented flat's block managing agent,
its weekday concierge and the street bike hangar a tenant keeps a bike in; a cottage's heating oil
supplier, the price per litre of its last oil delivery and the firm that empties its septic tank;
a house's HOA monthly dues, the company that manages the HOA and the driveway snow plow
contractor; a burglar alarm's monitoring company, its monthly monitoring fee and the video
doorbell; whether a house's water is metered, the monthly water direct debit and who does the
ironing; a pool service company, a gutter cleaning company and a pest control company.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f166", "sessions": {
        "s1": ("2022-09-12 19:40", [
            ("agt1", "Can you help me write a polite but firm email to the people who run our "
             "building? The lift at Garnock Court has been out of order for nine days and I'm "
             "on the sixth floor, carrying a bike and the shopping up the stairs. The block is "
             "managed by Quillfield Estates, who never pick up the phone, and their portal just "
             "says 'ticket received'. I want a date for the repair and to ask whether the "
             "landlord will pass on any discount, without sounding like I'm threatening anyone. "
             "I rent, so I don't want to start a war.",
             "'Dear Sir or Madam, I'm writing about the lift at Garnock Court, which has now "
             "been out of service for nine days. Could you confirm when the repair is booked "
             "and what interim help is available for residents on the upper floors? Many "
             "thanks.' Keep a copy, and note the date you sent it."),
            ("con1", "At least our concierge, Dashiell Vowles, has been lovely about it. He "
             "carries the heavy bags up when the desk is quiet.",
             "That's kind of him. A card or a box of biscuits when the lift's fixed would go "
             "down well.")]),
        "s2": ("2022-11-03 08:15", [
            ("hng1", "I'd like a simple winter maintenance routine for my road bike, weekly "
             "and monthly. Since the lift saga I've stopped hauling it up six floors: I got a "
             "space in the council bike hangar on Soley Road, space 4, for 72 pounds a year, "
             "and it's a two-minute walk from the block. The catch is that it's outside and not "
             "very watertight, so the chain and the brakes will get wet and gritty all winter. "
             "What should I be doing, and how often?",
             "Weekly: wipe the chain, re-lube with a wet lube, check tyre pressure and brake "
             "pads. Monthly: degrease the drivetrain properly, check for chain stretch, and "
             "look over the cables for rust. A cheap cover over the saddle helps too."),
            ("The block has a basement cycle store too, but the waiting list is two years, so I "
             "didn't bother.",
             "Two years is a long wait. You can always add your name and see.")]),
        "s3": ("2023-01-19 20:30", [
            ("agt2", "Letter from the freeholder today: they're not renewing Quillfield's "
             "contract, and from 1 April the block will be managed by Marrable & Stone "
             "instead. There's a meet-the-agent evening in the residents' lounge in March. "
             "Can you give me a list of questions to ask them? I'm mainly worried about "
             "repairs, how quickly they answer, and whether the service charge will jump, "
             "because my landlord has already hinted he'll pass any rise on to me.",
             "Ask how residents report repairs and what response times they promise, who "
             "the named contact for the block will be, how the service charge budget is set "
             "and shared, and when residents will see the accounts. Also ask how they'll "
             "handle the lift contract."),
            ("Dashiell reckons they're cheaper but slower. We'll see.",
             "Worth asking them directly about response times, then.")]),
        "s4": ("2023-03-08 18:05", [
            ("Dashiell retired on Friday, with cake in the lobby and a collection from "
             "everyone.",
             "That sounds like a lovely send-off."),
            ("con2", "The new concierge seems to be a chap called Cassius Lumley. He's very "
             "young and very keen on the parcel log.",
             "A keen parcel log is good news for anyone who works all day.")]),
        "s5": ("2023-05-22 12:45", [
            ("hng2", "Could you help me plan a day ride out to the coast, around 60 miles with a "
             "pub stop, that avoids the worst of the A-roads? Good news on the storage front "
             "as well: a space came up in the new hangar on Pasco Street, literally outside "
             "our front door, so I handed back the Soley Road one and I've had space 2 on "
             "Pasco Street since the start of May. No more walking round the corner in the "
             "rain. I'd like to leave at eight and be home before dark.",
             "Head out on the quieter B-roads through the villages, aim for a pub stop at "
             "about mile 35, and come back along the river route for the flattest finish. "
             "Pack two tubes, a pump, a light and a layer for the evening."),
            ("con3", "Also, I had the concierge wrong. Cassius is only the weekend relief; the "
             "weekday concierge is Bronwen Teague. He was covering her first week while she "
             "finished at her old building.",
             "Thanks for correcting that. Good to know who'll be there during the week.")]),
        "s6": ("2023-07-30 17:10", [
            ("My friend Eudora has just moved into a new-build by the river, and her concierge, "
             "a man called Abelard Brisco, signs for parcels and even waters plants while "
             "people are away.",
             "That's a generous service. She's landed on her feet."),
            ("And my colleague Caius rents in a block managed by Quillfield Estates as well. "
             "His lift has been broken for a fortnight, so I sent him my email template.",
             "Sharing the template will save him some time.")]),
    }, "questions": [
        ("implicit_present", "2023-09-01 09:00", "Who manages my block?", "Marrable & Stone",
         ["agt2"]),
        ("announced", "2023-09-01 09:00", "Since the spring, which company has been running "
         "Garnock Court?", "Marrable & Stone", ["agt2"]),
        ("distractor_slot", "2023-09-01 09:00",
         "Which managing agent looks after the building I live in?",
         "Marrable & Stone (Caius's block is with Quillfield Estates)", ["agt2"]),
        ("correction", "2023-09-01 09:00", "Who is the weekday concierge in my building?",
         "Bronwen Teague", ["con3"]),
        ("paraphrase", "2023-09-01 09:00", "Who's on the front desk downstairs Monday to Friday?",
         "Bronwen Teague", ["con3"]),
        ("explicit_present", "2023-09-01 09:00", "Where is my bike kept at the moment?",
         "In the bike hangar on Pasco Street, space 2", ["hng2"]),
        ("past", "2023-09-01 09:00", "Who managed the block when the lift broke down?",
         "Quillfield Estates", ["agt1"]),
        ("past", "2023-09-01 09:00", "Which bike hangar did I use over the winter of 2022?",
         "The one on Soley Road, space 4", ["hng1"]),
        ("past", "2023-09-01 09:00", "Who was the concierge when the lift was broken?",
         "Dashiell Vowles", ["con1"]),
    ]},
    {"id": "f167", "sessions": {
        "s1": ("2021-09-20 18:30", [
            ("oil1", "We've been in the cottage at Brackenby for a month and I'm trying to get "
             "it ready for its first winter with us. Could you put together a checklist? Think "
             "draughts, pipes, the wood burner, that sort of thing. The heating's the bit I "
             "understand least: it's an oil boiler, so I've ordered 900 litres from Scarrow "
             "Fuels, who delivered for the last owners, at 61p a litre, which they say is as "
             "cheap as it'll get before the cold sets in.",
             "Bleed the radiators, lag any pipes in the loft and under the sink, fit brush "
             "strips to the doors, get the chimney swept before you light the burner, and have "
             "the boiler serviced. Check the oil tank's gauge once a week so you reorder in "
             "good time."),
            ("sep1", "The septic tank's due its yearly empty too. The last owners used Dunnock "
             "Drainage, so I've booked them for October.",
             "Good to get it done before the ground gets wet. Ask them how full it was.")]),
        "s2": ("2022-01-11 09:05", [
            ("Scarrow took eleven days to deliver during the cold snap and the tank nearly ran "
             "dry. Some of the village are in an oil buying club and keep telling me to join.",
             "A club can get a better price through bulk orders, though you give up some "
             "control over when your delivery comes."),
            ("I'll think about it. The oil costs are frightening me.",
             "Worth comparing a couple of quotes before you decide.")]),
        "s3": ("2022-03-15 20:00", [
            ("oil2", "Can you help me put together a monthly household budget now that "
             "everything has gone up? Income is two salaries, the mortgage is fixed, and food "
             "is creeping up every week. Heating is the scary line: we joined the Brackenby oil "
             "club in February, which orders through Holbeck Fuels for the whole village, and "
             "the March delivery came yesterday at 1.12 pounds a litre for 500 litres. I want "
             "to spread the oil cost over the year so it doesn't land all at once.",
             "Add up a year's oil at today's price, divide by twelve, and move that into a "
             "separate pot each month. Do the same for the car and the annual bills, so the "
             "main account only carries what you spend every week.")]),
        "s4": ("2022-06-02 19:20", [
            ("ppl3", "Small correction on the March oil: I told you 1.12 a litre, but the "
             "invoice says 1.21 pounds. I'd swapped the digits.",
             "Thanks. Better to budget on the real figure."),
            ("sep2", "Dunnock Drainage were bought out and the new owners tripled their prices, "
             "so I've switched the septic tank emptying to Ellerby Environmental. They came on "
             "Tuesday and were in and out in forty minutes.",
             "A quick, clean job is all you want from that visit.")]),
        "s5": ("2022-09-28 21:15", [
            ("oil3", "Could you help me write a friendly message to the oil club WhatsApp to "
             "say we're leaving, without sounding ungrateful? The club only orders when twenty "
             "houses are ready, so we kept waiting with the gauge on empty. We've gone back to "
             "Scarrow Fuels on our own this autumn: I ordered 700 litres last week at 98p a "
             "litre and it turned up in three days. I don't want any awkwardness at the village "
             "shop.",
             "'Hi all, thank you for having us in the club this year; it really helped while "
             "prices were wild. We've decided to order on our own for now because our tank is "
             "small and we can't wait for group orders. See you at the shop!'")]),
        "s6": ("2022-11-10 17:40", [
            ("My neighbour Dymphna is still in the club, and her November delivery through "
             "Holbeck came in at 89p a litre. She's being very smug about it.",
             "Group orders can win on price when the timing works out."),
            ("And my brother Cedric's septic tank is emptied by Dunnock Drainage, and he says "
             "he's never had a problem.",
             "Service can vary a lot by area.")]),
    }, "questions": [
        ("changes_back", "2022-12-01 09:00", "Who supplies my heating oil?", "Scarrow Fuels",
         ["oil3"]),
        ("distractor_slot", "2022-12-01 09:00", "Which firm delivers our oil now?",
         "Scarrow Fuels (Dymphna's comes through the club from Holbeck Fuels)", ["oil3"]),
        ("explicit_present", "2022-12-01 09:00",
         "What price per litre am I paying for heating oil at the moment?",
         "98p a litre (700 litres from Scarrow in September 2022)", ["oil3"]),
        ("distractor_slot", "2022-12-01 09:00", "Who empties my septic tank?",
         "Ellerby Environmental (Cedric uses Dunnock Drainage)", ["sep2"]),
        ("paraphrase", "2022-12-01 09:00",
         "Which company do I get in to pump out the sewage tank in the garden?",
         "Ellerby Environmental", ["sep2"]),
        ("correction", "2022-12-01 09:00",
         "What did I pay per litre for the oil that came in March 2022?", "1.21 pounds",
         ["ppl3"], "past"),
        ("past", "2022-12-01 09:00", "Where did our oil come from while we were in the club?",
         "Holbeck Fuels, through the Brackenby oil club", ["oil2"]),
        ("past", "2022-12-01 09:00", "Who emptied the septic tank in autumn 2021?",
         "Dunnock Drainage", ["sep1"]),
        ("past", "2022-12-01 09:00",
         "How much a litre was my first oil order at the cottage?", "61p", ["oil1"]),
    ]},
    {"id": "f168", "sessions": {
        "s1": ("2021-11-14 15:20", [
            ("hoa1", "Can you help me write a short, friendly note to drop in our neighbors' "
             "mailboxes? We closed on the house in Millbrook Hollow last month and I'd like to "
             "say hi before the holidays, with our names and a phone number. While I'm at it, "
             "I'm setting up autopay for everything: the HOA dues are $85 a month, billed by "
             "Beaconridge Association Services, who manage the community for the board. I "
             "already had to email them twice about a mailbox key. Not a great start.",
             "'Hi neighbors! We're the new family at number 14 and wanted to say hello before "
             "the holidays. If you ever need anything, or see a package on our porch in the "
             "rain, call or text us. We look forward to meeting you properly!' Add your "
             "names and number at the bottom."),
            ("plow1", "Also, snow. Our driveway is long and steep. The neighbor on the corner "
             "put me onto Dalton Kowalczyk, who plows a bunch of driveways here for $45 a "
             "push, and I signed up for the season.",
             "A local plow driver who already works the street is usually reliable. Mark the "
             "edges of the driveway with stakes before the first storm.")]),
        "s2": ("2022-02-07 08:40", [
            ("Dalton didn't show until noon after Saturday's storm, and I missed a morning "
             "meeting. I priced a two-stage snowblower: $1,300. Not happening this year.",
             "Ask him where you sit on his route; being earlier on it might solve it."),
            ("I'll ask. Coffee and layers for now.", "Sounds like a plan.")]),
        "s3": ("2022-06-20 19:55", [
            ("mgmt2", "Can you help me fill out an architectural request for a fence? We "
             "want a four-foot black aluminum fence around the backyard so the dog can be out "
             "on her own. The board fired Beaconridge in May for never answering anyone, and "
             "the new management company, Oriel Property Group, has its own online portal "
             "where the request has to go, with a site plan, the materials and the "
             "contractor's license. What should I say in the description box?",
             "'We request approval to install a 4-foot black aluminum fence along the rear "
             "and side property lines, as shown on the attached site plan. The fence will be "
             "installed by a licensed contractor (license attached), will match the style "
             "already approved in the community, and will include one gate on the side.'")]),
        "s4": ("2022-10-24 21:00", [
            ("dues2", "Annual HOA meeting last night. The big news: dues go up to $112 a month "
             "starting January 1, to pay for resurfacing the pool.",
             "That's a big jump. Update the autopay before the first bill in January."),
            ("They also floated a one-time assessment of $600 for the clubhouse roof, but "
             "that got voted down, thank goodness.",
             "That must have been a lively vote.")]),
        "s5": ("2022-11-30 18:10", [
            ("plow2", "Could you help me put together a winter emergency kit for the car? We "
             "both commute on back roads and last year I got stuck for an hour in a ditch. "
             "Snow's on my mind because Dalton hung up his plow after his back surgery, so "
             "this winter we've signed with Frostline Plowing, a small outfit in town: $55 a "
             "push, and they come automatically once we get two inches. I'd like the kit to "
             "fit in a plastic tub in the trunk.",
             "In the tub: a blanket, hand warmers, a small shovel, a bag of cat litter for "
             "traction, jumper cables, a flashlight with spare batteries, water, granola "
             "bars, a phone charger, and an ice scraper. Keep a warm hat and gloves in the "
             "cabin.")]),
        "s6": ("2023-01-25 20:20", [
            ("My sister-in-law Ainsley just bought a townhouse, and her HOA dues are $140 a "
             "month. I thought ours were bad.",
             "Townhouse HOAs often cover more, like roofs and exteriors."),
            ("And Clement next door hired Dalton's nephew, who has started his own plow "
             "business, Kowalczyk Snow Services. He did our street's corner lot on Sunday.",
             "Nice that the family business is carrying on.")]),
    }, "questions": [
        ("announced", "2023-03-01 09:00",
         "Now that the new year has started, how much are my HOA dues?", "$112 a month",
         ["dues2"]),
        ("distractor_slot", "2023-03-01 09:00", "What do I pay in HOA fees each month?",
         "$112 (Ainsley pays $140)", ["dues2"]),
        ("implicit_present", "2023-03-01 09:00", "Which company manages our HOA?",
         "Oriel Property Group", ["mgmt2"]),
        ("paraphrase", "2023-03-01 09:00",
         "Who handles the admin side of our neighborhood association for the board?",
         "Oriel Property Group", ["mgmt2"]),
        ("implicit_present", "2023-03-01 09:00", "Who plows my driveway?", "Frostline Plowing",
         ["plow2"]),
        ("explicit_present", "2023-03-01 09:00", "Who's doing our snow removal at the moment?",
         "Frostline Plowing", ["plow2"]),
        ("past", "2023-03-01 09:00", "How much were the HOA dues when we moved in?",
         "$85 a month", ["hoa1"]),
        ("past", "2023-03-01 09:00", "Who managed the HOA during our first winter here?",
         "Beaconridge Association Services", ["hoa1"]),
        ("past", "2023-03-01 09:00", "Who plowed the driveway in the winter of 2021-22?",
         "Dalton Kowalczyk", ["plow1"]),
    ]},
    {"id": "f169", "sessions": {
        "s1": ("2022-02-16 20:10", [
            ("alm1", "Two houses on our road were broken into last week and I've gone a bit "
             "paranoid. Could you give me a home security checklist I can work through at the "
             "weekend? Windows, sheds, lights, the lot. We do have a burglar alarm, monitored "
             "by Vigilon Alarms for 18.50 pounds a month, which has always felt steep for a "
             "box that beeps at the cat, but I suppose this is what it's for. I'd like to know "
             "what I'm missing.",
             "Check every window lock and keep the keys out of sight, put a lock on the shed "
             "and mark your tools, add a dusk-to-dawn light by the back door, and don't leave "
             "car keys near the front door. Test the alarm and make sure its keyholders are "
             "up to date."),
            ("bell1", "The front door has a Ring video doorbell that the previous owners left, "
             "though half the time it doesn't tell my phone anyone's there.",
             "Check the wifi signal at the door; a weak signal is the usual cause.")]),
        "s2": ("2022-04-05 19:00", [
            ("I've had quotes from three alarm companies. Kestrelguard was cheapest at 12 "
             "pounds a month, but they don't hold keys or send anyone out, so that's a no.",
             "Keyholding and a response service are worth paying for if you're away a lot."),
            ("The other one wanted a 36-month contract. No thanks.",
             "Long contracts are hard to get out of if the service slips.")]),
        "s3": ("2022-05-19 21:30", [
            ("alm2", "Can you help me write a short cancellation letter to Vigilon? Their "
             "contract needs 30 days' notice in writing, and I want it to be clear and polite "
             "with no room for them to argue. We're moving the monitoring to Corliss Security, "
             "who take over from 1 July: they were the only ones who came out to look at the "
             "house properly, and it comes to 14 pounds a month, with keyholding. I'd like "
             "the letter to give 1 July as the end date.",
             "'Dear Sir or Madam, please accept this letter as 30 days' written notice to "
             "cancel the monitoring contract for the address above, ending on 30 June 2022. "
             "Please confirm the cancellation and the final payment date in writing. Thank "
             "you for your service.'")]),
        "s4": ("2022-07-14 18:45", [
            ("fee3", "Correction on the alarm: the new monitoring costs 16 pounds a month, "
             "not 14. The 14 was their package without the smoke detectors, and we took the "
             "one with them.",
             "Thanks. Worth it for the smoke detectors."),
            ("The engineer swapped the old siren too. It's much louder.",
             "The neighbours will certainly know.")]),
        "s5": ("2022-09-30 20:05", [
            ("bell2", "Can you explain how to set motion zones on a video doorbell so it "
             "stops recording every car that drives past? The old Ring finally died in the "
             "rain, and last weekend we put up a Eufy video doorbell instead, mostly because "
             "it keeps the clips on a little box indoors and there's no monthly subscription. "
             "Now it pings my phone forty times a day, mostly buses and a very bold fox. I'd "
             "like it to catch only the path and the porch.",
             "In the app, open the doorbell's settings, find motion detection, and draw the "
             "zone round just the path and porch. Lower the sensitivity a notch, turn on "
             "person detection only, and test it by walking up to the door.")]),
        "s6": ("2022-12-08 17:30", [
            ("My sister Eloise has just had an alarm fitted, and she went with Vigilon Alarms "
             "at 19.99 a month because her neighbour swears by them.",
             "Everyone's needs are different. She can always review it at renewal."),
            ("And our neighbour Cuthbert was given a Ring doorbell for his birthday, so now "
             "our two doorbells film each other.",
             "A very well-watched street!")]),
    }, "questions": [
        ("announced", "2023-01-15 09:00", "Who monitors our burglar alarm?", "Corliss Security",
         ["alm2"]),
        ("distractor_slot", "2023-01-15 09:00",
         "Which security company is our alarm with at the moment?",
         "Corliss Security (Eloise is with Vigilon)", ["alm2"]),
        ("correction", "2023-01-15 09:00", "How much do we pay a month for alarm monitoring?",
         "16 pounds", ["fee3"]),
        ("paraphrase", "2023-01-15 09:00", "What kind of camera have we got by the front door?",
         "A Eufy video doorbell", ["bell2"]),
        ("distractor_slot", "2023-01-15 09:00", "What video doorbell do we have?",
         "A Eufy (Cuthbert's is the Ring)", ["bell2"]),
        ("past", "2023-01-15 09:00", "Who monitored the alarm before the summer of 2022?",
         "Vigilon Alarms", ["alm1"]),
        ("past", "2023-01-15 09:00", "What did the alarm monitoring cost at the start of 2022?",
         "18.50 pounds a month", ["alm1"]),
        ("past", "2023-01-15 09:00", "Which doorbell came with the house?", "A Ring doorbell",
         ["bell1"]),
    ]},
    {"id": "f170", "sessions": {
        "s1": ("2023-01-09 19:15", [
            ("wat1", "New year, new spreadsheet. Can you help me lay out a household budget for "
             "two of us, with the fixed bills at the top and a line for savings? Most of the "
             "bills I know: council tax, energy, broadband, phones. Water is 46 pounds a month "
             "by direct debit, which seems a lot for two people who are out all day, but "
             "we're still charged on the old rateable value with no meter, because the house "
             "is from the 1930s and nobody ever asked for one.",
             "Put the fixed bills first with their payment dates, then a line each for food, "
             "transport and fun money, then savings as a bill you pay yourself on payday. A "
             "totals row and a column for last year's figure help you spot anything that "
             "creeps up."),
            ("iro1", "And I'll put the ironing in too: Birgit Hallam down the road takes a "
             "basket every Monday for 15 pounds and brings it back on Wednesday.",
             "That's a good price for what it saves you.")]),
        "s2": ("2023-02-13 08:30", [
            ("The water company's website says we can ask for a free meter, and their "
             "calculator thinks we'd pay about 28 pounds a month. If it's worse, we can switch "
             "back within two years.",
             "With two people out at work, a meter often comes out cheaper."),
            ("I'll talk it over with Ed tonight.", "Good luck with the sums.")]),
        "s3": ("2023-03-20 20:45", [
            ("met2", "Could you give me some ways to cut down on water in the house that don't "
             "involve cold showers or a brick in the cistern? We applied for the meter after "
             "all, and the engineer is fitting it on 4 April; from then on we're billed for "
             "what we actually use, so suddenly every bath feels expensive. We have a combi "
             "boiler, an old toilet with a big flush, and a garden that Ed waters with a hose "
             "every evening in summer.",
             "Fit an aerating shower head and keep showers to about five minutes, ask the "
             "water company for a free cistern displacement bag, fix any dripping taps, and "
             "get a water butt for the garden so the hose is only a backup.")]),
        "s4": ("2023-05-25 18:20", [
            ("dd2", "First letter since the meter went in: the water direct debit has been "
             "reset to 24 pounds a month.",
             "A nice drop. Keep an eye on the first full bill to check it's right."),
            ("They offered quarterly payments too, but I said no. Monthly is easier to "
             "budget.",
             "Monthly keeps the spreadsheet simple.")]),
        "s5": ("2023-07-18 19:50", [
            ("iro2", "Can you help me write a farewell card for Birgit? She's moving to Bexhill "
             "to be near her grandchildren, and she's done our ironing for years, always with "
             "a little sprig of lavender in the basket. From next week the ironing goes to "
             "Ribble Laundry & Press on the high street instead; they collect on Thursdays in "
             "a van, which isn't the same. I'd like the card to be warm and a little bit "
             "funny, without making her cry.",
             "'Dear Birgit, our shirts have never looked so good, and they never will again. "
             "Thank you for years of crisp collars, lavender and chats on the doorstep. "
             "Bexhill is lucky to have you. With love and slightly creased regards.'")]),
        "s6": ("2023-09-04 08:55", [
            ("dd3", "I misread the water letter back in May. The monthly direct debit is 27 "
             "pounds, not 24; the 24 was just the estimate on our application form.",
             "Thanks for correcting it. Update the spreadsheet line so the totals are right."),
            ("Still a lot better than before the meter.", "A real saving over a year.")]),
        "s7": ("2023-10-12 20:30", [
            ("My friend Bettany just had a water meter fitted too, and her direct debit "
             "dropped to 19 pounds a month, which is annoyingly lower than ours.",
             "Usage varies a lot between households."),
            ("Her ironing goes to a woman in her village called Carys Tiverly, who charges by "
             "the item.",
             "By the item is fairer if you only have a few shirts.")]),
    }, "questions": [
        ("correction", "2023-11-15 09:00", "How much is our monthly water direct debit?",
         "27 pounds", ["dd3"]),
        ("distractor_slot", "2023-11-15 09:00", "What do we pay for water each month?",
         "27 pounds (Bettany pays 19)", ["dd3"]),
        ("announced", "2023-11-15 09:00", "Is our water on a meter now?",
         "Yes, fitted on 4 April 2023", ["met2"]),
        ("paraphrase", "2023-11-15 09:00",
         "Do we pay for water by how much we use or a flat charge?",
         "By how much we use (metered since April 2023)", ["met2"]),
        ("implicit_present", "2023-11-15 09:00", "Who does our ironing?",
         "Ribble Laundry & Press", ["iro2"]),
        ("explicit_present", "2023-11-15 09:00", "Where does our ironing go at the moment?",
         "Ribble Laundry & Press, collected on Thursdays", ["iro2"]),
        ("past", "2023-11-15 09:00", "How much was the water direct debit at the start of 2023?",
         "46 pounds a month", ["wat1"]),
        ("past", "2023-11-15 09:00", "How was our water charged before the meter?",
         "On the old rateable value, unmetered", ["wat1"]),
        ("past", "2023-11-15 09:00", "Who did our ironing in spring 2023?", "Birgit Hallam",
         ["iro1"]),
    ]},
    {"id": "f171", "sessions": {
        "s1": ("2022-03-08 17:25", [
            ("pest1", "Can you help me plan a raised vegetable bed for a hot, humid backyard? "
             "I'd like tomatoes, peppers and herbs, and something the kids can pick. I'm also "
             "trying to stay on top of bugs this year: the big roaches are back on the patio, "
             "so we signed a quarterly plan with Scuttlestop Pest Control. They spray the "
             "outside of the house every three months, and I have to keep the dog in on those "
             "days. Will the spray be a problem for a vegetable bed near the house?",
             "Put the bed at least a few yards from the foundation, ask the technician to skip "
             "the side by the bed, and wash anything you pick. Cherry tomatoes, sweet peppers, "
             "basil and a strawberry pot are easy wins for kids."),
            ("pool1", "And the pool: Cobaltwave Pool Service comes every Tuesday, $140 a "
             "month.",
             "Weekly service should keep it clear through spring.")]),
        "s2": ("2022-05-17 16:40", [
            ("gut1", "Had the gutters cleaned before storm season by Ridgeline Gutter Co., "
             "$175. They found a tennis ball and what used to be a bird.",
             "Good timing, before the heavy rain. Clear downspouts make a big difference."),
            ("The roof guy who came with them said the fascia on the back is soft.",
             "Worth getting that looked at before it gets worse.")]),
        "s3": ("2022-08-09 20:15", [
            ("pool2", "The pool has gone green twice this summer, and after the second time we "
             "fired Cobaltwave. Since the start of August it's Azure Reef Pool Care, on "
             "Fridays, and so far so good. Could you explain what I should check myself "
             "between visits with test strips? Chlorine, pH, and whatever else the strips have "
             "on them, what the numbers should be, and what to do when they're off. I don't "
             "want to pay for a third green pool.",
             "Free chlorine 1-3 ppm, pH 7.2-7.6, total alkalinity 80-120 ppm. If chlorine is "
             "low, add liquid chlorine in the evening; if pH is high, add a little acid with "
             "the pump running. Test twice a week in the heat, and after storms or pool "
             "parties.")]),
        "s4": ("2022-10-30 19:05", [
            ("pest2", "We dropped Scuttlestop and switched to Greenleaf Organic Pest, who use "
             "plant-based sprays. The dog kept licking the baseboards and I'd rather not risk "
             "it.",
             "That's understandable with a dog in the house. See how the next few months go."),
            ("We also priced gutter guards: $2,400. So, no.",
             "Yearly cleaning is cheaper for a long while at that price.")]),
        "s5": ("2023-02-21 21:40", [
            ("pest3", "Can you help me write a firm but fair review of a pest company? "
             "Greenleaf's organic sprays did nothing at all; by January we had roaches in the "
             "kitchen cabinets and under the dishwasher. So this month we went back to "
             "Scuttlestop on the same quarterly plan, and they cleared it in a week with a gel "
             "bait the dog can't reach. I don't want to trash Greenleaf, they were polite, but "
             "people should know it didn't work for us.",
             "'Friendly, on time and easy to book, and I liked the idea of plant-based "
             "products. Sadly they didn't control our roach problem over four months, and we "
             "had to switch. Might suit a lighter problem, but not a serious one.'")]),
        "s6": ("2023-04-20 18:30", [
            ("gut2", "Could you help me make a yearly home maintenance calendar, month by month? "
             "Things like the AC filter, the smoke alarm batteries, the pool pump, the dryer "
             "vent and the gutters. Gutters are sorted at least: Ridgeline stopped answering, "
             "so we booked Canopy Gutter Cleaning, who came last Saturday and did a better "
             "job, with before and after photos, so they're our gutter people now. I'd like "
             "the calendar in a table I can print.",
             "January: test smoke alarms, change the AC filter. March: service the AC. April "
             "and October: gutters and downspouts. Every three months: AC filter and dryer "
             "vent. Monthly: pool pump basket. I can lay it out as a twelve-row table with a "
             "tick column.")]),
        "s7": ("2023-05-28 16:50", [
            ("My friend Abigail switched her pool to Cobaltwave Pool Service last week. I did "
             "warn her.",
             "Maybe they've improved. She'll find out soon enough."),
            ("And Elwood across the street signed up with Greenleaf Organic Pest this spring "
             "and says he loves them.",
             "Pest problems vary a lot from house to house.")]),
    }, "questions": [
        ("implicit_present", "2023-06-15 09:00", "Who services our pool?",
         "Azure Reef Pool Care", ["pool2"]),
        ("distractor_slot", "2023-06-15 09:00", "Which pool company comes to our house now?",
         "Azure Reef Pool Care (Abigail just switched to Cobaltwave)", ["pool2"]),
        ("changes_back", "2023-06-15 09:00", "Who does our pest control?",
         "Scuttlestop Pest Control", ["pest3"]),
        ("paraphrase", "2023-06-15 09:00", "Which company treats our house for bugs?",
         "Scuttlestop Pest Control", ["pest3"]),
        ("explicit_present", "2023-06-15 09:00", "Who cleans our gutters these days?",
         "Canopy Gutter Cleaning", ["gut2"]),
        ("past", "2023-06-15 09:00", "Which pest company did we use in late 2022?",
         "Greenleaf Organic Pest", ["pest2"]),
        ("past", "2023-06-15 09:00", "Who cleaned the gutters before storm season in 2022?",
         "Ridgeline Gutter Co.", ["gut1"]),
        ("past", "2023-06-15 09:00", "Who looked after the pool in spring 2022?",
         "Cobaltwave Pool Service", ["pool1"]),
    ]},
]
