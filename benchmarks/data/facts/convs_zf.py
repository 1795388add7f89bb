"""Conversations f184-f189 of taggraph's facts-that-change set (all dev).

Same layout as ``convs_a.py``. Written for taggraph to enlarge the dev part the ranker is trained
on, on money and accounts, with slots new to the set: who in a couple pays the council tax, what
each partner pays into a joint account every month and their personal fun money; the voluntary
excess on a car insurance policy, who insures a phone and laptop, and whether the car insurance is
paid monthly or yearly; a budgeting rule (50/30/20, 70/20/10, then zero-based), a weekly grocery
budget and the tool spending is tracked in; a music streaming plan's tier and the membership tier
a podcast is backed at; an emergency fund's target, where it is kept and the monthly payment into
a stocks and shares ISA; whose name a shared apartment's electric bill is in, the roommates'
monthly house fund and a credit score.
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f184", "sessions": {
        "s1": ("2022-02-13 19:30", [
            ("ctax1", "Could you help me set up a household bills spreadsheet that Rasmus and I "
             "will actually keep up to date? We've lived together a year and still work it all "
             "out on the back of an envelope. The way it's split at the moment: Rasmus pays the "
             "council tax and the water from his own account, I pay the energy and the "
             "broadband from mine, and everything else comes out of the joint account. I'd like "
             "one tab showing who pays what, and another that flags anything due in the next "
             "fortnight.",
             "Make the first tab a plain table: bill, amount, due day, who pays and from which "
             "account. On the second, a formula compares each due day with today and highlights "
             "anything within fourteen days. A monthly total per person at the bottom makes it "
             "easy to check the split still feels fair."),
            ("joint1", "The joint account covers the mortgage, food and the car. We each pay 900 "
             "a month into it on the first.",
             "Add the money going in as its own rows, so the sheet shows both sides.")]),
        "s2": ("2022-05-20 20:10", [
            ("fun1", "I need ideas for Rasmus's thirtieth in July. He says he wants nothing, "
             "which means he wants something thoughtful that didn't cost the earth. It's coming "
             "out of my own fun money, because at New Year we agreed that each of us keeps 150 "
             "a month for whatever we like, no questions asked, and presents never come out of "
             "the joint account. He likes cycling, old maps and terrible horror films. Could you "
             "give me a few ideas under a hundred?",
             "A framed print of an old map of the area he grew up in, a day's guided gravel "
             "ride, a boxed set of cult horror films with a popcorn kit, or a good bike light "
             "and saddlebag for longer rides."),
            ("The map is perfect. He'd stare at it for hours.",
             "Order soon: framing shops get busy before summer.")]),
        "s3": ("2022-09-28 21:00", [
            ("ctax2", "Can you help me write a cover letter? I'm applying for team leader of the "
             "lettings team at the housing association, where I've been a lettings officer for "
             "four years, and the pay rise would really help just now. Rasmus left the warehouse "
             "last month to start an electrical apprenticeship with Hollybeck Electrical, and "
             "his wage has roughly halved, so we've reshuffled: the council tax direct debit "
             "comes out of my account now and he only keeps the water. I want the letter to "
             "sound confident without sounding like I'm after my manager's job.",
             "Open with why you want to lead this team in particular, then give two short "
             "examples: a time you trained a new colleague and a time you fixed a process that "
             "was slowing lettings down. Close by saying what you'd focus on in your first three "
             "months. Keep it to one page."),
            ("fun2", "And we've cut our fun money to 100 each a month until he qualifies.",
             "A sensible trim for now. Put a review date in the spreadsheet.")]),
        "s4": ("2023-01-09 18:45", [
            ("fun3", "Small correction on the fun money: we settled on 120 each a month in the "
             "end, not 100. Rasmus argued that the lower figure wouldn't even cover his cycling "
             "club subs.",
             "Thanks for the correction. Cycling clubs are never cheap."),
            ("My sister Sibyl thinks we should split everything by income instead, sixty-forty. "
             "We did the sums and it felt like keeping score, so we've left it as it is.",
             "Either way can work; what matters is that you both think it's fair.")]),
        "s5": ("2023-03-16 19:20", [
            ("joint2", "Could you plan me a week of cheap dinners for two that don't taste "
             "cheap? Our fixed rate ends next month and the new mortgage payment is 310 more, "
             "so from April Rasmus and I are each paying 1,050 a month into the joint account, "
             "and the food money inside it has to shrink to make room. We eat meat twice a week "
             "at most, I can't stand mushrooms, and Rasmus takes leftovers to site for lunch, so "
             "bigger batches are a plus.",
             "Monday a big lentil and sweet potato curry (lunch for him on Tuesday), Wednesday "
             "chicken thigh tray-bake with chickpeas, Thursday a bean chilli that doubles as "
             "jacket potato filling, Friday homemade pizza, and Sunday a slow-cooked sausage "
             "casserole that stretches to Monday.")]),
        "s6": ("2023-07-04 20:30", [
            ("ctax3", "Rasmus passed his final assessment and Hollybeck have kept him on as a "
             "qualified electrician, with a proper wage and a van. The first thing he did was "
             "move the council tax back onto his account, like it used to be, which he says is "
             "a matter of pride.",
             "Congratulations to him! That's a real milestone after a hard year."),
            ("He wants to celebrate with a curry. Any dish for someone who can't take much heat?",
             "A korma or a butter chicken: rich and mild.")]),
        "s7": ("2023-09-10 17:15", [
            ("My friend Shona was round last night moaning about money. In her house she pays "
             "the council tax and Vidar pays everything else, and they each put 1,200 a month "
             "into their joint account, which she thinks leaves her nothing.",
             "Every couple lands on a different balance. It might be worth them sitting down "
             "with the numbers."),
            ("And my sister Sibyl has just given herself 200 a month of fun money, which she "
             "calls her sanity fund.",
             "A good name for it.")]),
    }, "questions": [
        ("changes_back", "2023-10-02 09:00", "Who pays our council tax?", "Rasmus", ["ctax3"]),
        ("distractor_slot", "2023-10-02 09:00",
         "Which of us has the council tax coming out of their account?",
         "Rasmus (in Shona's house she pays it)", ["ctax3"]),
        ("past", "2023-10-02 09:00", "Who paid the council tax while Rasmus was an apprentice?",
         "I did", ["ctax2"]),
        ("announced", "2023-10-02 09:00", "How much do I pay into the joint account each month?",
         "1,050", ["joint2"]),
        ("paraphrase", "2023-10-02 09:00",
         "What's my monthly transfer into the shared pot Rasmus and I run the mortgage from?",
         "1,050", ["joint2"]),
        ("past", "2023-10-02 09:00",
         "How much did we each put into the joint account before our fixed rate ended?", "900",
         ["joint1"]),
        ("correction", "2023-10-02 09:00", "How much fun money do I get a month?", "120",
         ["fun3"]),
        ("explicit_present", "2023-10-02 09:00",
         "What's my personal spending allowance at the moment?", "120 a month", ["fun3"]),
        ("past", "2023-10-02 09:00",
         "How much fun money did we each have before Rasmus started his apprenticeship?", "150",
         ["fun1"]),
    ]},
    {"id": "f185", "sessions": {
        "s1": ("2022-04-11 19:00", [
            ("exc1", "Could you help me write a complaint to a garage? They kept my car four "
             "days for a two-hour job and then charged me for a courtesy car I never had. I "
             "nearly went through my insurance instead, but my excess with Harlyn Motor is 300 "
             "pounds and the repair was only 410, so claiming made no sense when I'd lose my "
             "no-claims discount as well. I want the letter firm and short, and I'd like the "
             "courtesy car charge refunded within fourteen days.",
             "'Dear Sir or Madam, my car was with you from 4 to 8 April for a job you estimated "
             "at two hours. Your invoice includes a courtesy car charge, but no courtesy car was "
             "provided. Please refund this charge within fourteen days.' Attach the invoice and "
             "keep a copy."),
            ("pay1", "The insurance itself I pay monthly, 58 pounds by direct debit, which I "
             "know costs extra in interest.",
             "Instalments usually carry a credit charge. At renewal, compare the total with the "
             "one-off price.")]),
        "s2": ("2022-06-30 20:15", [
            ("gad1", "I cracked my phone screen at a wedding on Saturday, dancing, which is the "
             "most embarrassing way possible. Can you help me work out whether it's worth "
             "claiming? My phone cover comes with my Thornwick Bank packaged account, the one "
             "that costs 14 pounds a month and throws in breakdown cover too, and I think the "
             "claim excess on a phone is 75. A repair shop quoted 130 for a new screen, and the "
             "phone is two years old.",
             "A claim would save you about 55, but some policies raise the fee or limit claims "
             "after the first one. Check the terms for a claims limit; if there is one, paying "
             "the shop and keeping the cover for a loss or theft may be the better move.")]),
        "s3": ("2022-10-20 18:40", [
            ("gad2", "I need help with a polite but firm message to my landlord about the mould "
             "in the bathroom, which is back for the third winter running. Also, annoyingly, "
             "Thornwick have written to say they're scrapping the packaged account in December, "
             "so the phone cover goes with it. I've already bought a standalone policy with "
             "Pocketmend that starts on the first of December and covers my laptop as well, so "
             "at least that's sorted. Back to the mould: I'd like photos attached and a "
             "deadline.",
             "'Hi, the mould in the bathroom has come back for the third winter. I've attached "
             "photos from this week. Could you arrange for someone to look at the cause, such "
             "as ventilation or a leak, by 10 November? Thanks.' Keep a copy of the photos with "
             "dates.")]),
        "s4": ("2023-03-22 19:30", [
            ("exc2", "Renewal time on the car, and I'd like a sanity check. I looked at a black "
             "box policy from Milepost that was 80 pounds cheaper, but it penalises driving "
             "after eleven at night and I finish late shifts at half twelve, so that was a no. "
             "In the end I stayed with Harlyn, because they knocked 90 off when I raised my "
             "voluntary excess, and the total excess on the car is 750 now. Is that a silly "
             "thing to have done when I'm not a rich person?",
             "It isn't silly if you can cover that sum from savings and you rarely claim. The "
             "risk is a small bump you then pay for yourself. Putting the 90 you saved into a "
             "car fund each year softens that."),
            ("pay2", "I also paid the whole year in one go this time, 612, so no more monthly "
             "interest.",
             "That's the cheapest way to pay if you have the cash.")]),
        "s5": ("2023-04-05 12:10", [
            ("exc3", "Correction on the car insurance: I read the renewal papers again and the "
             "total excess is 700, not 750. It's 250 compulsory plus 450 voluntary. Still a lot "
             "to find if I crash.",
             "Thanks for correcting it. Keeping that amount set aside would take the sting out "
             "of a claim."),
            ("What else should I check in the renewal papers?",
             "The named drivers, the mileage, where the car is kept overnight, and whether "
             "windscreen cover has its own excess.")]),
        "s6": ("2023-08-14 21:00", [
            ("My brother Torvald has just passed his test, and his first car insurance quote has "
             "a 1,000 pound excess on a tiny hatchback. He's nineteen, so that's the price of "
             "being nineteen, apparently.",
             "Young drivers do face high excesses. A black box policy might suit him."),
            ("My friend Pilar says she doesn't bother with separate gadget cover; her phone is "
             "on her home insurance as an add-on. And Rudi at work still pays his car insurance "
             "monthly because he can't face one big bill.",
             "Both are common choices. What suits depends on the cover limits and the cash you "
             "have to hand.")]),
    }, "questions": [
        ("correction", "2023-09-18 09:00", "What's the excess on my car insurance?",
         "700 pounds in total (250 compulsory plus 450 voluntary)", ["exc3"]),
        ("distractor_slot", "2023-09-18 09:00",
         "How much would I have to pay towards a claim on my car policy?",
         "700 pounds (Torvald's excess is 1,000)", ["exc3"]),
        ("past", "2023-09-18 09:00", "What was my car excess before the 2023 renewal?",
         "300 pounds", ["exc1"]),
        ("announced", "2023-09-18 09:00", "Who insures my phone now?", "Pocketmend", ["gad2"]),
        ("paraphrase", "2023-09-18 09:00",
         "Which company would pay out if I smashed my mobile or my laptop?", "Pocketmend",
         ["gad2"]),
        ("past", "2023-09-18 09:00",
         "How was my phone covered when I cracked the screen at the wedding?",
         "Through my Thornwick Bank packaged account", ["gad1"]),
        ("explicit_present", "2023-09-18 09:00",
         "Do I pay for my car insurance monthly or in one go at the moment?",
         "In one go for the year (612 pounds)", ["pay2"]),
        ("past", "2023-09-18 09:00", "How did I pay for my car insurance in 2022?",
         "Monthly by direct debit, 58 pounds a month", ["pay1"]),
    ]},
    {"id": "f186", "sessions": {
        "s1": ("2022-08-08 20:00", [
            ("rule1", "I just got my first salaried job, as a paralegal at a firm downtown in "
             "Omaha, and I want to stop living paycheck to paycheck. I've read about the "
             "50/30/20 rule and I'm going with it: half my take-home for needs, thirty percent "
             "for wants, twenty for savings and paying down my card. Take-home is about $3,100 "
             "a month. Can you turn that into actual numbers and tell me which of my bills count "
             "as needs? Rent is $1,050, car payment $310, phone $65, gym $40.",
             "Needs get $1,550, wants $930 and savings and debt $620. Rent, the car payment, the "
             "phone, groceries, utilities and insurance are needs; the gym is a want, however "
             "virtuous it feels."),
            ("groc1", "Groceries I'm capping at $110 a week, which my mom says is generous for "
             "one person.",
             "It's workable for one, especially if you cook in batches."),
            ("tool1", "I'm tracking everything in a spreadsheet my cousin built for me.",
             "Update it once a week so it doesn't become a chore.")]),
        "s2": ("2022-12-05 19:30", [
            ("I tried the cash envelope thing for November and hated carrying cash around. I "
             "also looked at an app called Coinwren, but it wanted $14 a month, so no.",
             "Plenty of people find cash envelopes awkward. A tool is only worth paying for if "
             "you'll use it."),
            ("The spreadsheet's formulas keep breaking when I add rows, though.",
             "Turn the range into a table, and formulas will extend to new rows on their own.")]),
        "s3": ("2023-03-14 21:15", [
            ("rule2", "Can you help me write a short thank-you note to my old boss in Omaha? She "
             "wrote the reference that got me the new job, and I moved to Fort Collins last "
             "month. I want it warm but not gushing. Things are tighter here: rent is $1,640 "
             "for a smaller place, so 50/30/20 just doesn't add up anymore, and I've switched to "
             "70/20/10 until I get a raise, seventy for needs, twenty for wants and ten for "
             "savings. Anyway, the note. She loves gardening, if that helps.",
             "'Dear ..., thank you for the reference and for everything you taught me. I "
             "think of your advice every time I draft a letter, and I hope the tomatoes are "
             "doing better than mine ever did. Warmly, ...' Short and personal reads best.")]),
        "s4": ("2023-06-20 18:00", [
            ("groc2", "My nephew Zeno is staying with me for six weeks this summer while he does "
             "an internship at a lab up here. He's seventeen and eats like a horse, so I've "
             "bumped the grocery budget up to $150 a week while he's here. Can you give me some "
             "dinners a teenager will actually eat that are cheap and filling, and that he could "
             "make himself on the nights I'm late at work?",
             "Burrito bowls with rice, beans and whatever is on sale, sheet-pan chicken and "
             "potatoes, pasta bake, fried rice with eggs and frozen vegetables, and homemade "
             "burgers. Write each on a card with the steps, so he can cook without texting you.")]),
        "s5": ("2023-09-05 19:45", [
            ("groc3", "Zeno went home last week and the fridge is echoing. Grocery budget's back "
             "down to $110 a week now it's just me again.",
             "The apartment must feel quiet."),
            ("tool2", "I'm writing a list of money chores for the fall and could use a hand "
             "putting them in order: renew renter's insurance, look at my 401(k) contribution, "
             "cancel two streaming services, and set up autopay on the car loan. Related, I "
             "finally gave up on the spreadsheet in August, too many broken formulas, and I've "
             "been using an app called Tallybird instead. It links to my bank and sorts the "
             "spending itself, $6 a month. Which of the chores should come first?",
             "Autopay on the car loan first, since a missed payment costs the most. Then the "
             "renter's insurance before it lapses, then the streaming cancellations, and the "
             "401(k) review when your next statement arrives.")]),
        "s6": ("2024-01-08 20:20", [
            ("rule3", "Happy new year! Can you help me plan a cheap weekend in Santa Fe for "
             "Presidents' Day? I'm driving, so gas and one night's lodging, plus food and maybe "
             "a museum. Also, the raise came through in December, and rather than going back to "
             "a percentage rule I've moved to zero-based budgeting: every dollar gets a job at "
             "the start of the month, down to the last cent, until nothing is left unassigned. "
             "So the trip has its own line already, $450 all in, and I need to stay under it.",
             "Leave early Saturday, stay in a motel off Cerrillos Road, eat a big lunch at a "
             "local diner rather than dinner downtown, and pick one museum. Budget about $120 "
             "for gas, $140 for the room, $120 for food and the rest for the museum and "
             "spare.")]),
        "s7": ("2024-02-20 19:00", [
            ("My coworker Quinlan has just started cash stuffing, envelopes in a binder and the "
             "whole thing, and she keeps trying to convert me.",
             "Some people love the physical side of it. It doesn't suit everyone."),
            ("And my sister Valeska budgets $200 a week for groceries for a family of four and "
             "says I have it easy.",
             "Feeding four on that takes real planning.")]),
    }, "questions": [
        ("implicit_present", "2024-03-04 09:00", "What budgeting method do I use?",
         "Zero-based budgeting", ["rule3"]),
        ("distractor_slot", "2024-03-04 09:00", "What system do I budget with?",
         "Zero-based: every dollar gets a job (Quinlan does cash stuffing)", ["rule3"]),
        ("past", "2024-03-04 09:00", "What budget split did I use right after moving to Fort "
         "Collins?", "70/20/10", ["rule2"]),
        ("past", "2024-03-04 09:00", "What rule did I budget by at my first salaried job?",
         "50/30/20", ["rule1"]),
        ("changes_back", "2024-03-04 09:00", "What's my weekly grocery budget?", "$110",
         ["groc3"]),
        ("paraphrase", "2024-03-04 09:00",
         "How much do I let myself spend on food shopping per week?", "$110", ["groc3"]),
        ("past", "2024-03-04 09:00", "What was my grocery budget while Zeno stayed with me?",
         "$150 a week", ["groc2"]),
        ("explicit_present", "2024-03-04 09:00", "What am I tracking my spending with these "
         "days?", "The Tallybird app", ["tool2"]),
    ]},
    {"id": "f187", "sessions": {
        "s1": ("2021-10-04 19:40", [
            ("mus1", "I'm in my final year at uni and I need a revision timetable for the "
             "January exams: four modules, three weeks, and a part-time job on Saturdays. I "
             "work best with music on, so the Tunewharf student plan at 5.99 a month is the "
             "one bill I'll defend to the death, even when I'm eating beans. Could you build me "
             "a timetable with proper breaks, and with the hardest module, physical chemistry, "
             "in the mornings when my brain works?",
             "Give physical chemistry the first slot every weekday morning, rotate the other "
             "three through the afternoons, keep Saturday evening and Sunday morning off, and "
             "finish each day with twenty minutes of past-paper questions. Fifty minutes on, ten "
             "off."),
            ("pat1", "I also back The Slow Kiln, a pottery podcast, on Fanfold at the Listener "
             "tier, 3 pounds a month, for the bonus episodes.",
             "Small regular support like that keeps a lot of independent shows going.")]),
        "s2": ("2022-07-28 20:00", [
            ("mus2", "Can you help me write a short LinkedIn summary? I graduated last month "
             "with a chemistry degree and I'm starting as a lab technician at a paint company "
             "in September. I want it to sound keen without sounding like a school report. "
             "Money's about to get real, too: Tunewharf moved me off the student plan the "
             "moment my student status ran out, so I'm paying for Individual now at 10.99, "
             "which hurts more than it should.",
             "'Chemistry graduate starting as a lab technician in paint and coatings. I enjoy "
             "careful bench work, clear records and finding out why a result is odd. Keen to "
             "learn formulation and quality testing.' Add one line about your final-year "
             "project.")]),
        "s3": ("2022-11-15 21:10", [
            ("pat2", "Went up a tier on Fanfold for The Slow Kiln: I'm a Producer now, 8 pounds "
             "a month, and my name goes in the credits.",
             "Hearing your name read out must be a nice perk."),
            ("I did think about the top Studio tier at 20, with a monthly video call, but no.",
             "A sensible place to stop.")]),
        "s4": ("2023-01-18 19:00", [
            ("pat3", "Correction on the podcast: I'm not a Producer after all, I misclicked on "
             "my phone. The tier I'm actually paying for is Insider, 6 pounds a month. Same "
             "credits, no mug.",
             "Thanks for clearing that up. Worth checking the receipts now and then."),
            ("Tunewharf emailed to say prices are going up in the spring.",
             "Price rises are a good moment to look at which plan fits.")]),
        "s5": ("2023-04-10 20:30", [
            ("mus3", "Zuleika is moving in with me on the first of May! Can you help me make a "
             "checklist for merging two flats of stuff into one without a row? She has a better "
             "sofa, I have a better bed, and we both own a toaster. One easy win already: from "
             "May we're switching my Tunewharf to the Duo plan at 14.99 for both of us, and "
             "she's cancelling her own, so that's a saving. What else should be on the list?",
             "Walk through each room together and mark keep, sell or give; agree on the big "
             "furniture first; redirect her post; update the council tax and the contents "
             "insurance; and combine other subscriptions where you can. Sell the spare toaster "
             "to whoever wants it.")]),
        "s6": ("2023-07-02 18:15", [
            ("My brother Peregrine has just set up a Tunewharf Family plan for himself, his wife "
             "and their three kids, and they're already fighting over the shared playlist.",
             "Separate playlists for each child might keep the peace."),
            ("And my friend Solveig, who got me into The Slow Kiln in the first place, has gone "
             "up to the Studio tier on Fanfold. She's had two video calls already.",
             "She must be a real fan.")]),
    }, "questions": [
        ("implicit_present", "2023-08-01 09:00", "What music subscription plan am I on?",
         "Tunewharf Duo, shared with Zuleika", ["mus3"]),
        ("announced", "2023-08-01 09:00",
         "Since Zuleika moved in, which Tunewharf plan do I pay for?", "Duo", ["mus3"]),
        ("distractor_slot", "2023-08-01 09:00", "Which Tunewharf plan do I have?",
         "Duo (Peregrine has the Family plan)", ["mus3"]),
        ("past", "2023-08-01 09:00", "What music plan was I on at uni?",
         "Tunewharf's student plan", ["mus1"]),
        ("past", "2023-08-01 09:00", "Which Tunewharf plan did I have in autumn 2022?",
         "Individual", ["mus2"]),
        ("correction", "2023-08-01 09:00", "Which Fanfold tier am I on for The Slow Kiln?",
         "Insider, 6 pounds a month", ["pat3"]),
        ("paraphrase", "2023-08-01 09:00",
         "How much do I chip in each month to support that pottery show?",
         "6 pounds (the Insider tier)", ["pat3"]),
        ("explicit_present", "2023-08-01 09:00",
         "What level am I backing the podcast at currently?",
         "Insider (Solveig is on Studio)", ["pat3"]),
        ("past", "2023-08-01 09:00", "What tier did I first back The Slow Kiln at?",
         "Listener, 3 pounds a month", ["pat1"]),
    ]},
    {"id": "f188", "sessions": {
        "s1": ("2022-01-17 20:00", [
            ("tgt1", "New year, new spreadsheet. Can you help me lay out my monthly outgoings "
             "properly? Rent is 950, bills about 210, food 260, travel 120, phone 20, and then "
             "all the small stuff I never count. The point of it is savings: I want an "
             "emergency fund that covers three months of outgoings, which I've rounded up to "
             "6,000, and I'm at 2,400 so far. I'd like the sheet to show how far off that I am "
             "each month and roughly when I'll get there.",
             "List fixed costs first, then a line for irregular costs averaged over the year "
             "(gifts, clothes, car), then a total. On a second tab, track the fund's balance "
             "each month, the gap to the target, and divide the gap by what you save a month to "
             "get the months remaining."),
            ("whr1", "It's sitting in an easy-access saver with Merriford, an app-only bank, at "
             "0.9 percent. Not exciting, but I can get it out the same day.",
             "Same-day access is the whole point of an emergency fund."),
            ("isa1", "And I put 250 a month into a stocks and shares ISA with Quarrystone Invest, "
             "in a global tracker fund.",
             "Steady monthly investing smooths out the ups and downs.")]),
        "s2": ("2022-06-09 21:00", [
            ("Umberto thinks I should stop investing until the emergency fund is full. I did "
             "the sums and kept going, because I'd get there by spring either way.",
             "A reasonable call if the fund is growing steadily too."),
            ("I also looked at a regular saver at 3 percent, but it locks the money for a year, "
             "which rather defeats the point of an emergency fund.",
             "Agreed: access matters more than rate for that money.")]),
        "s3": ("2022-11-28 19:30", [
            ("tgt2", "I've done it: I've handed in my notice, and from January I'm freelance as "
             "a copy editor. Can you help me write a short, friendly email to the publishers "
             "I've worked with, letting them know I'm available and what I specialise in? "
             "Non-fiction, mostly history and food. Because my income is going to jump about, "
             "I've doubled my emergency fund target to six months of outgoings, 11,000, before "
             "I let myself relax. The email first, though, please.",
             "'Hello, I'm writing to let you know that from January I'll be working as a "
             "freelance copy editor, specialising in non-fiction, especially history and food "
             "writing. I'd be glad to hear about any upcoming projects. My rates and "
             "availability are below.'"),
            ("isa2", "And I've paused the ISA payments until the fund is there. It hurt to press "
             "the button.",
             "Pausing isn't stopping; you can restart whenever you like.")]),
        "s4": ("2023-03-03 20:40", [
            ("whr2", "Can you explain how Premium Bonds work, in plain English, for my dad? He "
             "thinks they're a lottery scam and is now cross with me, because last month I moved "
             "most of my emergency money out of Merriford and into them. The prize rate beat the "
             "saver's interest and I can still get the money back in a few days. I'd like "
             "something I can read out to him on the phone that explains why I won't lose what "
             "I put in.",
             "You buy bonds from the government's savings bank, a pound each, and you can cash "
             "them in at any time for what you paid. Instead of interest, each bond goes into a "
             "monthly draw for tax-free prizes. The money itself is guaranteed by the Treasury; "
             "only the prizes are down to luck.")]),
        "s5": ("2023-08-21 19:10", [
            ("isa3", "Freelancing is going better than I dared hope, but clients pay late. Can "
             "you help me set up a simple system of invoice reminders, say at seven days before "
             "the due date, on the day and at seven days over? Good news on the savings front: "
             "the emergency fund hit its target last week, so from September I'm restarting the "
             "Quarrystone ISA at 150 a month for now, rather than the old amount, and I'll build "
             "it back up once I've had a steady year.",
             "Keep a table of invoices with client, amount, sent date and due date, and add "
             "calendar reminders at those three points. Use one friendly template for the "
             "first, a firmer one on the day, and at seven days over mention your late-payment "
             "terms.")]),
        "s6": ("2023-10-12 20:00", [
            ("Umberto has decided his own emergency fund target should be 20,000, because he's "
             "convinced the boiler and the car will die in the same week.",
             "He may not be wrong about the timing of these things."),
            ("My friend Signe puts 500 a month into her stocks and shares ISA. She's a dentist, "
             "mind you.",
             "Everyone's right amount is different.")]),
    }, "questions": [
        ("implicit_present", "2023-11-06 09:00", "What's my emergency fund target?",
         "Six months of outgoings, 11,000", ["tgt2"]),
        ("paraphrase", "2023-11-06 09:00", "How big a cash cushion am I aiming to keep?",
         "11,000 (six months; Umberto's aiming for 20,000)", ["tgt2"]),
        ("past", "2023-11-06 09:00",
         "What was my emergency fund target while I was still employed?",
         "6,000, three months of outgoings", ["tgt1"]),
        ("explicit_present", "2023-11-06 09:00",
         "Where is my emergency money kept at the moment?", "Mostly in Premium Bonds",
         ["whr2"]),
        ("past", "2023-11-06 09:00", "Where did I keep my emergency savings in early 2022?",
         "An easy-access saver with Merriford", ["whr1"]),
        ("announced", "2023-11-06 09:00", "How much do I put into my ISA each month now?",
         "150", ["isa3"]),
        ("distractor_slot", "2023-11-06 09:00",
         "How much goes into my stocks and shares ISA monthly?",
         "150 (Signe puts in 500)", ["isa3"]),
        ("past", "2023-11-06 09:00", "How much was I paying into the ISA before I went "
         "freelance?", "250 a month", ["isa1"]),
    ]},
    {"id": "f189", "sessions": {
        "s1": ("2022-09-06 20:30", [
            ("elec1", "I just moved into a three-bedroom in Columbus with two roommates, "
             "Valentin and Thisbe, and I want to make a chore chart that doesn't start a war on "
             "day one. Kitchen, bathroom, trash and recycling, vacuuming the living room. The "
             "bills are sorted, at least: the electric bill is in Valentin's name because he's "
             "been here the longest, and Thisbe and I pay him back our third each month. Can "
             "you suggest a fair rotation for three people?",
             "Rotate four zones weekly on a three-week cycle: kitchen, bathroom, and trash plus "
             "vacuuming, with one person free of the bathroom each week. Post it on the fridge "
             "and let people swap weeks as long as they say so in the group chat."),
            ("fund1", "We also each put $25 a month into a house fund jar for toilet paper, dish "
             "soap, trash bags and so on.",
             "A shared jar saves a lot of arguments over small things.")]),
        "s2": ("2022-12-01 19:00", [
            ("score1", "Could you explain how credit utilization works? I checked my credit "
             "score for the first time last week and it's 641, which apparently counts as "
             "'fair', and I'd like to rent a place on my own in a couple of years. I have one "
             "credit card with a $1,500 limit and I usually owe about $900 on it when the "
             "statement closes. Is that bad, and what would move the number fastest?",
             "Utilization is your balance divided by your limit; yours is about 60 percent, and "
             "under 30 percent looks much better. Paying the card down before the statement "
             "closes, or paying in full each month, is usually the quickest lift.")]),
        "s3": ("2023-03-15 21:00", [
            ("February's electric bill was $212 and Valentin wants to split it by room size now. "
             "Thisbe's room is the biggest, so she's not thrilled.",
             "Splitting by room size is fair in theory; heaters and AC use matter more, though."),
            ("The power company also offered a budget billing plan, the same amount every month, "
             "but we passed on it.",
             "It smooths the bills but doesn't lower them.")]),
        "s4": ("2023-06-02 20:00", [
            ("elec2", "Valentin moved out last week to live with his girlfriend, and a guy called "
             "Yaw has taken his room. Can you help me write a short roommate agreement "
             "covering guests, quiet hours, cleaning and money? The electric account had to come "
             "out of Valentin's name, and nobody else wanted the hassle, so I put it in my name "
             "and I'm the one who pays it now and splits it three ways. I'd like the agreement "
             "to say bills get paid back within five days.",
             "Sections: guests (overnight guests no more than two nights a week without "
             "asking), quiet hours (10pm to 7am on weeknights), cleaning (the rotation on the "
             "fridge), and money (shared bills repaid within five days of the bill being "
             "posted in the group chat). Everyone signs and dates it.")]),
        "s5": ("2023-08-20 18:30", [
            ("score2", "Good news: my credit score is up to 712! Paying the card in full every "
             "month actually worked.",
             "That's a big jump in under a year. Well done."),
            ("fund2", "We had a house meeting last night, which was mostly about the dishes, but "
             "we did agree one money thing: from September the house fund goes up to $40 each "
             "a month, because Thisbe wants us to stop buying the cheapest dish soap and Yaw "
             "goes through paper towels like a restaurant. Can you suggest a way to keep track "
             "of what comes out of the jar, so nobody thinks anyone is skimming?",
             "Tape an envelope to the jar for receipts, and keep a running list on the fridge "
             "or in a shared note with the date, item, price and who bought it. Count the jar "
             "together at the start of each month.")]),
        "s6": ("2023-09-03 12:00", [
            ("score3", "Oops, correction: my credit score is 702, not 712. I was looking at the "
             "wrong bureau's number in the app.",
             "Easy to mix up; the bureaus often differ by a few points."),
            ("Any tips for getting it past 720?",
             "Keep paying in full, don't open new cards for a while, and let the account "
             "age.")]),
        "s7": ("2023-10-15 19:00", [
            ("Yaw has the internet bill in his name now, and he's already threatening to switch "
             "providers because the speed drops every evening.",
             "Evening slowdowns are common on cable. A new router might help before switching."),
            ("My friend Radha just checked her credit score and it's 780. She won't stop "
             "bragging about it.",
             "That's an excellent score. She's earned the bragging.")]),
    }, "questions": [
        ("implicit_present", "2023-11-01 09:00", "Whose name is our electric bill in?", "Mine",
         ["elec2"]),
        ("distractor_slot", "2023-11-01 09:00",
         "Which utility bill do I take care of for the apartment?",
         "The electric bill (Yaw has the internet)", ["elec2"]),
        ("paraphrase", "2023-11-01 09:00", "Who handles the power company account at our place?",
         "Me", ["elec2"]),
        ("past", "2023-11-01 09:00", "Who had the electric account when I first moved in?",
         "Valentin", ["elec1"]),
        ("correction", "2023-11-01 09:00", "What's my credit score?", "702", ["score3"]),
        ("explicit_present", "2023-11-01 09:00", "What's my credit rating right now?",
         "702 (Radha's is 780)", ["score3"]),
        ("past", "2023-11-01 09:00", "What was my credit score when I first checked it?", "641",
         ["score1"]),
        ("announced", "2023-11-01 09:00", "How much does each of us put in the house fund jar?",
         "$40 a month", ["fund2"]),
        ("past", "2023-11-01 09:00",
         "How much was the house fund per person before September 2023?", "$25 a month",
         ["fund1"]),
    ]},
]
