"""Conversations f160-f165 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, on relatives and care, with slots new to the set: an elderly mother's befriender (a charity
volunteer who visits), her lunch club and its day, and her chiropodist; the user's monthly share
of a father's care-home top-up, who holds the father's lasting power of attorney and whom the care
home rings first; a toddler's Saturday class, its coach and who collects her from nursery on
Wednesdays; a grandmother's number of grandchildren, her school pickup day and what the
grandchildren call her; the app a family group chat is on, its admin and its name; who hosts the
family Christmas, the family Secret Santa spending limit and who organises the draw.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f160", "sessions": {
        "s1": ("2022-02-08 19:20", [
            ("bef1", "Could you help me write a thank-you card for Mum's neighbour? She's been "
             "taking Mum's bins out all winter without being asked and I want to say something "
             "nicer than 'thanks for the bins'. Also a bit of good news on the loneliness front: "
             "the Silver Threads charity finally matched Mum with a befriender, a retired music "
             "teacher called Petronella Quaye, who comes round on Thursday afternoons for tea and "
             "a natter. Mum pretended she didn't care and then changed her blouse twice.",
             "Try: 'Thank you for looking out for Mum this winter. Knowing someone next door "
             "notices the little things means more to both of us than we can say.' Add a small "
             "box of biscuits and you're done."),
            ("chi1", "Her feet are the other worry. A chiropodist, Pradeep Khurana, comes to the "
             "house every eight weeks to do her nails and the corn on her left foot.",
             "Home visits are a real help when walking is sore. Keep a note of when he's due.")]),
        "s2": ("2022-04-20 10:05", [
            ("lun1", "I'm making Mum a big weekly chart for the fridge, because she forgets "
             "which day is which and rings me in a panic. Can you suggest a layout that's easy "
             "to read for someone with poor eyesight? The main fixed point now is that she's "
             "started going to the Brambling Lunch Club in St Ebba's church hall on Tuesdays: "
             "a minibus fetches her at half eleven, she gets a hot dinner and a quiz, and she's "
             "home by three. We looked at the Friday club at the British Legion too, but its bus "
             "doesn't come out her way, so that was a no.",
             "Use one row per day, the day's name in very large bold type, and at most two "
             "things per day with a picture each: a bus for the lunch club, a teacup for a "
             "visitor. High contrast, black on pale yellow, and laminate it so she can tick "
             "things off with a wipeable pen.")]),
        "s3": ("2022-07-14 18:40", [
            ("bef2", "Mum's 88th birthday is next month and I'd love ideas for a present that "
             "isn't another cardigan. Sad news from Silver Threads, by the way: Petronella has "
             "taken a job in Carlisle and has to stop, so from August Mum's befriender will be a "
             "woman called Ulrike Tindall, who is German, knits, and will come on Monday "
             "mornings instead. Mum has already decided she'll be bossy. What could I get an "
             "88-year-old who says she wants nothing?",
             "A digital photo frame you can load from your phone, a large-print word-search "
             "book with a good pen, or a hamper of her favourite treats. An outing can be the "
             "best present of all: a cream tea somewhere with a view."),
            ("Photo frame it is. Can I add pictures to it remotely?",
             "Most take photos sent to an email address or an app, so you can add them from "
             "home.")]),
        "s4": ("2022-10-03 20:15", [
            ("chi2", "Pradeep has retired, so Mum's feet are in new hands. I've been taking her "
             "to Velma Ruthven at the Kestleigh foot clinic since September, every ten weeks, and "
             "she's gentler than he was, according to Mum.",
             "Good that the change went smoothly. Clinic visits can be a nice outing too."),
            ("The lunch club has gone up to six pounds a head, which Mum thinks is scandalous.",
             "For a hot meal, transport and company it's still good value.")]),
        "s5": ("2023-01-19 11:30", [
            ("lun2", "I need to write to the council about Mum's bus pass, which was sent to her "
             "old address even though we told them twice she moved. Could you draft a firm but "
             "polite letter? Her routine's shifted again too: Brambling has shut for the winter "
             "while St Ebba's roof is fixed, and the organisers say it may not reopen, so she's "
             "been going to the Hollowmead Lunch Club on Fridays since the New Year. She misses "
             "the quiz, but the dinners are better.",
             "'Dear Sir or Madam, I am writing on behalf of my mother about her concessionary "
             "bus pass. Despite two notifications of her change of address, the pass was sent to "
             "her previous home. Please reissue it to the address below and confirm your records "
             "have been updated.' Add her full name, date of birth and both addresses.")]),
        "s6": ("2023-02-11 09:45", [
            ("lun3", "Small correction to what I said about Mum's lunch club: Hollowmead is on "
             "Thursdays, not Fridays. I'd muddled it with her hair appointment. The fridge chart "
             "is wrong now, of course.",
             "Thanks for correcting it. A sticky label over the old day will do until you "
             "reprint it.")]),
        "s7": ("2023-03-04 16:10", [
            ("My friend Wilma's dad has just got a befriender as well, through a different "
             "charity: a retired postman called Trefor who visits him on Saturdays and talks "
             "football.",
             "That sounds like a good match. Shared interests make the visits easier."),
            ("And our neighbour's chiropodist is Silas Marchbank, who does home visits in "
             "Kestleigh. She swears by him.",
             "Worth keeping his name in case Mum ever needs home visits again.")]),
    }, "questions": [
        ("implicit_present", "2023-03-20 09:00", "Who is Mum's befriender?", "Ulrike Tindall",
         ["bef2"]),
        ("announced", "2023-03-20 09:00",
         "Who visits my mother from Silver Threads these days?", "Ulrike Tindall", ["bef2"]),
        ("distractor_slot", "2023-03-20 09:00", "Who's the volunteer who visits my mum?",
         "Ulrike Tindall (Trefor visits Wilma's dad)", ["bef2"]),
        ("paraphrase", "2023-03-20 09:00", "Who does Mum see about her toenails and corns?",
         "Velma Ruthven at the Kestleigh foot clinic", ["chi2"]),
        ("correction", "2023-03-20 09:00", "Which day does Mum go to her lunch club?",
         "Thursdays, at Hollowmead", ["lun3"]),
        ("explicit_present", "2023-03-20 09:00", "Where does Mum have her hot dinner out at "
         "the moment?", "The Hollowmead Lunch Club", ["lun2", "lun3"]),
        ("past", "2023-03-20 09:00", "Which lunch club did Mum go to in summer 2022?",
         "The Brambling Lunch Club at St Ebba's, on Tuesdays", ["lun1"]),
        ("past", "2023-03-20 09:00", "Who was Mum's first befriender?", "Petronella Quaye",
         ["bef1"]),
        ("past", "2023-03-20 09:00", "Who did Mum's feet before the foot clinic?",
         "Pradeep Khurana, on home visits", ["chi1"]),
    ]},
    {"id": "f161", "sessions": {
        "s1": ("2021-11-07 20:30", [
            ("fee1", "Can you help me set up a spreadsheet for Dad's costs? He moved into "
             "Holmwood Grange in September and the paperwork is already out of hand: council "
             "contribution, his pension, the family top-up, the hairdresser, chiropody, "
             "newspapers. My sister Sidonie and I split the top-up between us: I pay 280 pounds "
             "a month and she pays the rest, since she earns more. I'd like a monthly view and a "
             "running total so we can see if his savings are going down faster than we think.",
             "One tab per month isn't needed: use a single table with date, item, who paid, "
             "amount and category, then a pivot table by month and category. Add a savings "
             "balance column and a simple chart of it over time."),
            ("con1", "The home rings Sidonie first if anything happens, since she's ten minutes "
             "away and I'm an hour.",
             "That makes sense. Make sure they have your number as the second contact.")]),
        "s2": ("2022-01-15 14:00", [
            ("att1", "Dad's lasting power of attorney for property and finance is registered at "
             "last. Sidonie and I are joint attorneys, so we both have to sign for anything big.",
             "Well done: registration takes months. Keep certified copies for the bank."),
            ("We did look at naming a solicitor instead, but the fees were silly.",
             "Family attorneys are the usual choice when you trust each other.")]),
        "s3": ("2022-03-28 19:10", [
            ("con2", "Could you help me with a leaving present for my sister? Her husband has "
             "been offered a job in Vancouver and they fly out in June for at least three years. "
             "I'm happy for her and sick about it at the same time. It changes things with Dad "
             "too: from July the home will ring me first instead of her, and I've said I'll take "
             "on more of the money. Something she can carry in hand luggage, please, and that "
             "reminds her of home.",
             "A small photo book of family pictures, a framed print of a place you both love, "
             "or a tea towel printed with a map of your home town. Add a voucher for a video "
             "call with Dad on her first weekend there."),
            ("fee2", "Photo book, I think. And for Dad's spreadsheet: my share of the top-up "
             "goes up to 450 pounds from July.",
             "Update the row from July so the running total stays right.")]),
        "s4": ("2022-08-10 17:25", [
            ("att2", "I need to write to Dad's bank and would like a draft. Doing the joint "
             "attorney thing with Sidonie from Canada turned out to be hopeless, because every "
             "form needed both our wet signatures, so she has stepped down, and the Office of "
             "the Public Guardian has confirmed I now act alone for Dad's money. The bank still "
             "has both our names on the account mandate and keeps posting letters to her old "
             "flat. Can you help me ask them to update it?",
             "'Dear Sir or Madam, I write regarding my father's account. One of his two "
             "attorneys has resigned, and the enclosed letter from the Office of the Public "
             "Guardian confirms that I now act as his sole attorney. Please update the mandate "
             "and send all correspondence to me at the address below.'")]),
        "s5": ("2022-11-02 21:00", [
            ("fee3", "A correction for the spreadsheet: my share of Dad's top-up is 420 pounds a "
             "month, not 450. I'd added his pharmacy bill in by mistake.",
             "Thanks: 420 from July onwards. I'd move the pharmacy bill to its own row."),
            ("The home says fees will rise again in April, but they haven't said how much.",
             "Ask for the figure in writing as early as they can give it.")]),
        "s6": ("2023-01-12 18:35", [
            ("My friend Silas pays 600 pounds a month towards his mum's care home, and his "
             "brother pays nothing, which is causing a war.",
             "That's a hard conversation for any family."),
            ("And a colleague, Yvonne, has just become the attorney for her uncle; his care "
             "home rings her first about everything, including lost socks.",
             "She'll get used to the calls, hopefully with fewer about socks.")]),
    }, "questions": [
        ("implicit_present", "2023-02-01 09:00",
         "How much do I put towards Dad's care home each month?", "420 pounds", ["fee3"]),
        ("correction", "2023-02-01 09:00", "What's my monthly share of Dad's top-up?",
         "420 pounds (not 450)", ["fee3"]),
        ("distractor_slot", "2023-02-01 09:00",
         "How much do I pay a month for my parent's care?",
         "420 pounds for Dad (Silas pays 600 for his mum)", ["fee3"]),
        ("paraphrase", "2023-02-01 09:00",
         "If something happens to Dad, who does Holmwood Grange phone first?", "Me",
         ["con2"]),
        ("announced", "2023-02-01 09:00", "Who is the care home's first contact for Dad now?",
         "Me", ["con2"]),
        ("explicit_present", "2023-02-01 09:00",
         "Who handles Dad's money under the power of attorney at the moment?",
         "Me alone; Sidonie stepped down", ["att2"]),
        ("past", "2023-02-01 09:00", "Who were Dad's attorneys when the LPA was first "
         "registered?", "Sidonie and me, jointly", ["att1"]),
        ("past", "2023-02-01 09:00",
         "How much was my part of the top-up before Sidonie moved abroad?", "280 pounds a month",
         ["fee1"]),
        ("past", "2023-02-01 09:00", "Who did the home call first in winter 2021?", "Sidonie",
         ["con1"]),
    ]},
    {"id": "f162", "sessions": {
        "s1": ("2023-01-14 12:10", [
            ("act1", "We've signed Mena up to Springers toddler gymnastics at the leisure centre, "
             "Saturday mornings at nine. Her coach is Sabrina Valdivia, who is endlessly "
             "patient. What should a two-and-a-half-year-old wear?",
             "Leggings and a fitted T-shirt, bare feet, hair tied back, and no jewellery. Bring "
             "a water bottle and a snack for afterwards."),
            ("She spent most of the first class hiding behind my legs.",
             "Very normal. Most toddlers watch for a few weeks before they join in.")]),
        "s2": ("2023-02-22 20:40", [
            ("pick1", "Help me plan a fortnight of weekday dinners that a toddler and two tired "
             "adults will all eat, with as little washing-up as possible. Wednesday is the easy "
             "one: my mother-in-law, Granny Pearl, collects Mena from nursery on Wednesdays and "
             "gives her tea at hers, so it's just the two of us and we can have something spicy. "
             "Mena won't touch anything green unless it's hidden in a sauce, and my partner is "
             "vegetarian.",
             "Week one: veggie bolognese with blended courgette, fish-free fishcakes, a tray-bake "
             "of sausages (veggie ones for your partner) with sweet potato, Wednesday's Thai "
             "green curry for the two of you, and pizza Friday with spinach under the cheese. "
             "Week two: repeat the favourites and swap one new dish in.")]),
        "s3": ("2023-05-06 10:30", [
            ("coach2", "Sabrina's gone on maternity leave, so Mena's Saturday gymnastics class "
             "is being run by a young lad called Zachary Winslow now. Mena adores him because he "
             "does silly voices.",
             "A coach she likes will make Saturdays much easier."),
            ("She still cries at the cartwheel station, though.",
             "Let her skip it for a while; she'll try when she's ready.")]),
        "s4": ("2023-07-19 21:15", [
            ("pick2", "Can you help me write a handover note for a new carer? Granny Pearl has "
             "had her hip done and can't lift Mena for a few months, so since the start of July "
             "the Wednesday nursery collection has been done by Zuzana Hladka, the au pair we "
             "share with our neighbours the Ozannes. She's lovely, but I want everything written "
             "down: Mena's allergies (none, touch wood), nap rules, what she eats, the nursery "
             "door code, and who to ring if something goes wrong.",
             "Use short headed sections: Contacts (you, your partner, the nursery, the GP), "
             "Collection (time, door code, who may collect), Food (likes, dislikes, no snacks "
             "after five), Sleep (no nap after four), Comfort (favourite toy, the song that "
             "works), and Emergencies. Keep it to one page and stick it on the fridge.")]),
        "s5": ("2023-09-09 13:50", [
            ("act2", "Change of plan for Saturdays: Mena kept asking to 'play with the big ball', "
             "so we've swapped gymnastics for tots' mini rugby at Carrowby RFC, nine till ten on "
             "the back pitch. Her coach there is Vivienne Teodorou, who played for the county. "
             "Does a three-year-old need boots?",
             "Not yet: trainers with a good grip are fine at that age. Add a waterproof and a "
             "spare set of clothes, because the back pitch will be muddy by October."),
            ("I did look at a ballet class, but it was fully booked until spring.",
             "Rugby may be the better fit for a child who wants to run about anyway.")]),
        "s6": ("2023-11-15 19:00", [
            ("pick3", "Zuzana went home to Brno at the end of October, and Granny Pearl's hip is "
             "mended, so she's back to fetching Mena from nursery every Wednesday. They've "
             "celebrated with a lot of fish fingers.",
             "Lovely that it worked out. Mena will be glad of the routine."),
            ("Pearl says she's missed their Wednesdays more than Mena has.",
             "Grandparents often feel these breaks more.")]),
        "s7": ("2023-12-02 15:20", [
            ("My friend Yolande's little boy has just started at Springers gymnastics; Zachary "
             "is his coach now too, and he's already doing forward rolls.",
             "Zachary sounds like a favourite with the little ones."),
            ("Her boy's grandad picks him up from nursery on Wednesdays as well. It's a whole "
             "Wednesday grandparents' club.",
             "The nursery door must be busy with grandparents that day.")]),
    }, "questions": [
        ("implicit_present", "2024-01-10 09:00", "What does Mena do on Saturday mornings?",
         "Tots' mini rugby at Carrowby RFC", ["act2"]),
        ("distractor_slot", "2024-01-10 09:00", "Which Saturday class is my daughter in?",
         "Mini rugby at Carrowby RFC (Yolande's son does Springers gymnastics)", ["act2"]),
        ("paraphrase", "2024-01-10 09:00", "Who coaches my little girl at the weekend?",
         "Vivienne Teodorou", ["act2"]),
        ("changes_back", "2024-01-10 09:00", "Who collects Mena from nursery on Wednesdays?",
         "Granny Pearl", ["pick3"]),
        ("explicit_present", "2024-01-10 09:00",
         "Who does the Wednesday nursery pick-up at the moment?", "Granny Pearl", ["pick3"]),
        ("past", "2024-01-10 09:00", "Who picked Mena up on Wednesdays in summer 2023?",
         "Zuzana Hladka, the shared au pair", ["pick2"]),
        ("past", "2024-01-10 09:00", "Who was Mena's coach when she started gymnastics?",
         "Sabrina Valdivia", ["act1"]),
        ("past", "2024-01-10 09:00", "Who ran the gymnastics class in spring 2023?",
         "Zachary Winslow", ["coach2"]),
    ]},
    {"id": "f163", "sessions": {
        "s1": ("2022-09-06 15:40", [
            ("gk1", "I need after-school snack ideas that won't get me in trouble with my "
             "daughter, who reads every label. I have three grandkids now, Roscoe who's seven, "
             "Sloane who's four and Paisley who's two, and Roscoe is the one I see most: I pick "
             "him up from Linden Elementary every Wednesday and keep him till his mom gets off "
             "work at six. He comes out starving and cranky. Something I can keep in the car "
             "that isn't candy?",
             "Cheese sticks in a small cooler bag, apple slices with a squeeze of lemon, "
             "whole-grain crackers, a handful of unsalted pretzels, or a banana. A water "
             "bottle helps with the cranky part too."),
            ("pick1", "Cheese sticks, he'll love that. Wednesdays are our day, and I guard them.",
             "That weekly time together is worth a lot to both of you.")]),
        "s2": ("2022-11-20 11:15", [
            ("nick1", "The kids call me Grammy, and Sloane has made me a sign for the kitchen "
             "that says GRAMMYS KICHEN. Should I laminate it or frame it?",
             "Frame it: a simple frame keeps it flat and makes it look like the treasure it "
             "is."),
            ("Frame it is. The spelling stays.", "Absolutely. That's the best part.")]),
        "s3": ("2023-01-30 16:05", [
            ("pick2", "Can you walk me through making a bird feeder out of a pine cone? It's for "
             "my afternoons with Roscoe, which have moved: Winona changed her shifts at the "
             "hospital, so I'm picking him up on Fridays now instead, and Fridays feel like they "
             "need a project. He's seven, so nothing with a hot glue gun, and I'd rather not use "
             "peanut butter because one of his friends is allergic.",
             "Tie a string round the top of the cone, spread it with soft vegetable shortening "
             "or sunflower seed butter, roll it in birdseed on a tray, and hang it where you can "
             "see it from the window. Keep a notebook of which birds visit.")]),
        "s4": ("2023-04-11 09:30", [
            ("gk2", "Big news: my son Thaddeus and his wife had their baby on Saturday, a girl "
             "called Zelda, seven pounds even. That makes four grandchildren!",
             "Congratulations! What a joy. How are mom and baby doing?"),
            ("Both fine. I'm driving up next week with a freezer full of casseroles.",
             "Label each one with the heating time; new parents forget everything.")]),
        "s5": ("2023-06-18 20:20", [
            ("nick2", "I'd like help with a little scrapbook for the grandkids to keep at my "
             "house: photos, drawings, ticket stubs. Sloane gets to name the cover, apparently, "
             "because she's the one who decided last month that I'm not Grammy anymore, I'm "
             "Gigi, and now all of them call me Gigi, even Roscoe. So it'll be 'Gigi's Book' in "
             "glitter. What kind of album survives sticky fingers?",
             "A post-bound scrapbook with thick card pages and page protectors works well, "
             "because you can add pages as it fills. Use photo corners instead of glue so the "
             "kids can move things around, and keep a pencil case of supplies in the back.")]),
        "s6": ("2023-09-05 17:45", [
            ("pick3", "New school year, new schedule again: Winona's back on her old shifts, "
             "so I'm picking Roscoe up on Wednesdays like before. He's in second grade now and "
             "very grown up about it.",
             "Back to your old day. Second grade is a big year."),
            ("He asked if we could keep the bird notebook going.",
             "What a lovely thing to keep.")]),
        "s7": ("2023-10-22 13:10", [
            ("My neighbor Rosalee picks up her granddaughter on Fridays, so we wave at each "
             "other across the school lot.",
             "It's nice to have a friendly face in the pickup line."),
            ("And my sister Priscilla has six grandkids, with a seventh due in January. She "
             "says she needs a spreadsheet for birthdays.",
             "A shared calendar with reminders might serve her better.")]),
    }, "questions": [
        ("implicit_present", "2023-11-15 09:00", "How many grandchildren do I have?", "Four",
         ["gk2"]),
        ("distractor_slot", "2023-11-15 09:00", "How many grandkids have I got now?",
         "Four (Priscilla has six)", ["gk2"]),
        ("changes_back", "2023-11-15 09:00", "Which day do I pick Roscoe up from school?",
         "Wednesdays", ["pick3"]),
        ("explicit_present", "2023-11-15 09:00", "What day is my school pickup these days?",
         "Wednesday", ["pick3"]),
        ("paraphrase", "2023-11-15 09:00", "What do my daughter's and son's kids call me?",
         "Gigi", ["nick2"]),
        ("past", "2023-11-15 09:00", "What day was I collecting Roscoe in spring 2023?",
         "Fridays", ["pick2"]),
        ("past", "2023-11-15 09:00", "How many grandkids did I have before Zelda was born?",
         "Three", ["gk1"]),
        ("past", "2023-11-15 09:00", "What did the grandkids call me in 2022?", "Grammy",
         ["nick1"]),
    ]},
    {"id": "f164", "sessions": {
        "s1": ("2022-05-03 21:05", [
            ("app1", "I need help writing a friendly 'house rules' message for our family group "
             "on WhatsApp. I'm the admin, which I regret daily: twenty-three members, four "
             "generations, and Uncle Gwillam forwards every chain message about free vouchers. "
             "I want to ask people to keep it to family news, no politics, no forwards, and to "
             "mute it rather than leave in a huff. It has to be kind, because half of them are "
             "over seventy and take everything personally.",
             "'Hello everyone! A few gentle house rules so this stays a happy place: family "
             "news and photos are very welcome; please skip politics and forwarded messages; "
             "and if it gets too busy, you can mute the group instead of leaving. Thank you, "
             "and keep the baby pictures coming!'"),
            ("name1", "Perfect. The group's called 'Tregellas Tribe', after Gran's maiden name.",
             "A nice nod to her. Pin the rules message so newcomers see it.")]),
        "s2": ("2022-07-18 19:40", [
            ("Gwillam forwarded three 'free voucher' scams this week. My cousin suggested moving "
             "everyone to Telegram, but half the aunts would never manage it, so we didn't.",
             "Moving a big family group is hard. A private word with him may work better."),
            ("I'll phone him.", "A phone call is friendlier than a public telling-off.")]),
        "s3": ("2022-10-09 18:25", [
            ("adm2", "Can you help me write a short poem for Gran's ninetieth? Something the "
             "great-grandchildren can read out at the party, funny and warm, about her garden, "
             "her terrible driving and her trifle. I've finally got time to do it because I "
             "handed the family chat over to my cousin Quilla last month: she's the admin now, "
             "she's retired, and she actually enjoys chasing people for RSVPs.",
             "'Ninety years of roses grown, / ninety years of trifle known, / ninety years of "
             "driving fast / (the hedges rarely lasted). / Gran, you are the heart of us, / our "
             "garden, pudding, fuss and fuss: / happy birthday, here's to more / trifle, roses "
             "and a roar!'")]),
        "s4": ("2023-01-25 20:50", [
            ("app2", "Could you help me explain to my dad, on the phone, how to install Signal "
             "and join a group from a link? After the scam messages, the whole family chat has "
             "moved over to Signal this month, and he's the last one left on WhatsApp, "
             "wondering why it's gone quiet. He has an Android phone, reads glasses-on only, "
             "and will hang up if I say 'app store'.",
             "Ask him to open the Play Store (the coloured triangle), tap the search bar, type "
             "Signal, and press Install. Then open it, type his phone number and the code it "
             "texts him. Finally, tap the group link you send him by text, and press Join."),
            ("name2", "And the group isn't 'Tregellas Tribe' anymore: Quilla called the new one "
             "'Tregellas HQ'.",
             "Tell your dad to look for that name once he's in.")]),
        "s5": ("2023-03-14 17:30", [
            ("adm3", "I got something wrong earlier: Quilla isn't the admin of the Signal group. "
             "Her brother Tancred set it up, so he's the admin, and she's just a member like "
             "the rest of us.",
             "Thanks for the correction. Questions about the group should go to Tancred, then."),
            ("He's already turned off the message timer everyone was complaining about.",
             "A good start for a new admin.")]),
        "s6": ("2023-05-20 12:00", [
            ("My husband's family chat is still on WhatsApp. His sister Romaine is the admin "
             "and she's just renamed it 'Pimlott Posse'.",
             "Every family seems to have one person who keeps the group going."),
            ("She's asked me to help with their rules too. Ha.",
             "You can reuse the message we wrote last year.")]),
    }, "questions": [
        ("implicit_present", "2023-06-10 09:00", "Which app is our family group chat on?",
         "Signal", ["app2"]),
        ("distractor_slot", "2023-06-10 09:00", "What app does my family's group use?",
         "Signal (my husband's family is on WhatsApp)", ["app2"]),
        ("correction", "2023-06-10 09:00", "Who is the admin of our family chat?", "Tancred",
         ["adm3"]),
        ("explicit_present", "2023-06-10 09:00",
         "Who runs the Tregellas family group these days?", "Tancred", ["adm3"]),
        ("paraphrase", "2023-06-10 09:00", "What's the name of my relatives' chat group?",
         "Tregellas HQ", ["name2"]),
        ("past", "2023-06-10 09:00", "What was the family group called when I ran it?",
         "Tregellas Tribe", ["name1"]),
        ("past", "2023-06-10 09:00", "Which app was the family chat on in summer 2022?",
         "WhatsApp", ["app1"]),
        ("past", "2023-06-10 09:00", "Who was the chat's admin before Quilla took over?",
         "Me", ["app1"]),
        ("past", "2023-06-10 09:00", "Who ran the family chat in late 2022?", "Quilla",
         ["adm2"]),
    ]},
    {"id": "f165", "sessions": {
        "s1": ("2022-10-02 19:30", [
            ("host1", "Could you help me plan the journey for Christmas? We're doing it at my "
             "brother Rupert's in Harrogate this year, which means two adults, two children, a "
             "dog and a boot full of presents on a motorway on the 23rd. I'd like a rough "
             "timetable with stops, and a list of what has to go in the car versus what can be "
             "posted ahead. The kids get sick if we don't stop every ninety minutes.",
             "Leave by eight, stop at ninety minutes and three hours for the kids and the dog, "
             "and aim to arrive mid-afternoon before the dark. Post the presents a week ahead "
             "to Rupert; in the car keep the dog's bed and food, overnight bags, snacks, sick "
             "bags and one present per child to open on arrival."),
            ("ss1", "Good idea. Aunt Sunita runs the family Secret Santa draw, and the limit is "
             "25 pounds.",
             "That's a generous limit. The draw keeps present-buying sane for a big family.")]),
        "s2": ("2022-12-28 21:10", [
            ("host2", "Rupert's was chaos: twelve people, one bathroom, a dog fight. We've said "
             "we'll host next Christmas at ours, since we have the bigger kitchen.",
             "Hosting is a lot of work, but at least you'll have your own bathroom."),
            ("I'm already dreading the turkey.", "A crown or a smaller bird is far easier.")]),
        "s3": ("2023-09-14 20:00", [
            ("ss2", "Can you help me start planning Christmas dinner for fourteen? Sunita emailed "
             "everyone about the Secret Santa and has cut the limit to 15 pounds this year "
             "because of everyone's bills, which honestly is a relief. For the dinner, two are "
             "vegetarian, one is gluten-free, and my oven is only a normal size. I'd like a menu "
             "and a timing plan so I'm not crying into the gravy at two o'clock.",
             "Roast a turkey crown the day before and carve it cold, then reheat in gravy; it "
             "frees the oven on the day. Add a nut roast for the vegetarians, cornflour gravy "
             "so it's gluten-free for everyone, and roast potatoes and vegetables in two "
             "batches. Write a timing sheet backwards from serving at three.")]),
        "s4": ("2023-10-20 18:45", [
            ("ss3", "A correction on the Secret Santa: Sunita got her own email wrong, and the "
             "limit is 20 pounds, not 15.",
             "Thanks: 20 pounds. Still lower than last year."),
            ("org2", "And she's tired of the spreadsheets, so my niece Perdita is running the "
             "draw from now on, with an app that emails you your person.",
             "An app takes the work out of it. Tell everyone to check their spam folders.")]),
        "s5": ("2024-01-06 11:20", [
            ("host3", "I need help writing thank-you notes from the kids for their Christmas "
             "presents, in a way that doesn't sound forced. Hosting went well in the end, "
             "although I slept for two days afterwards. The good news is that I won't have to do "
             "it again for a while: Aunt Sunita has announced that Christmas 2024 is at hers in "
             "Rainford, and nobody dared argue. Can you suggest a simple template a seven-year-"
             "old and a nine-year-old can fill in themselves?",
             "'Dear ___, thank you for the ___. My favourite thing about it is ___. I have "
             "already ___ with it. Love from ___.' Let them draw a picture at the bottom; "
             "that's the part grandparents keep.")]),
        "s6": ("2024-03-10 17:05", [
            ("My friend Temperance is hosting her in-laws for Christmas this year, all nine of "
             "them, and she's already making lists in March.",
             "Starting early will take the pressure off."),
            ("And the Secret Santa at work has a 10 pound limit, which is about right for an "
             "office.",
             "A low limit keeps it fun rather than a chore.")]),
    }, "questions": [
        ("announced", "2024-04-01 09:00", "Where are we having Christmas this year?",
         "At Aunt Sunita's in Rainford", ["host3"]),
        ("distractor_slot", "2024-04-01 09:00", "Who is hosting our family Christmas in 2024?",
         "Aunt Sunita", ["host3"]),
        ("correction", "2024-04-01 09:00", "What's our family Secret Santa limit?", "20 pounds",
         ["ss3"]),
        ("explicit_present", "2024-04-01 09:00",
         "How much can I spend on a present in the family gift draw now?", "20 pounds",
         ["ss3"]),
        ("implicit_present", "2024-04-01 09:00", "Who runs our family Secret Santa?", "Perdita",
         ["org2"]),
        ("past", "2024-04-01 09:00", "Where did we spend Christmas 2022?",
         "At Rupert's in Harrogate", ["host1"]),
        ("past", "2024-04-01 09:00", "Who hosted the family Christmas in 2023?", "We did",
         ["host2"]),
        ("past", "2024-04-01 09:00", "What was the Secret Santa limit the first year we "
         "talked about it?", "25 pounds", ["ss1"]),
    ]},
]
