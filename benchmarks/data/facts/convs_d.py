"""Conversations f25-f27 of taggraph's facts-that-change set (f25, f26 dev; f27 held-out).

Same layout as ``convs_a.py``. These add values that change back, corrections, and an announced
change asked about both before and after it takes effect (the haystack only holds sessions dated
before the question, so the early question sees the announcement but not the new value in use).
"""

from typing import Any

CONVERSATIONS: list[dict[str, Any]] = [
    {"id": "f25", "sessions": {
        "s1": ("2023-01-16 20:00", [
            ("bank1", "I bank with Harbourside Building Society, the branch on Corn Street. Is "
             "it worth opening a separate savings pot?",
             "Yes, a separate pot you can't see every day makes saving easier."),
            ("coach1", "Unrelated: my masters swim coach, Coach Maddox, wants me to try "
             "butterfly. I look like a drowning moth.",
             "Everyone does at first. Work on the kick with fins before the full stroke.")]),
        "s2": ("2023-03-08 19:30", [
            ("bb1", "Our broadband is 32 pounds a month with Fibrelink and it's slow upstairs.",
             "A mesh system or a powerline adapter would fix the upstairs dead zone."),
            ("Mesh sounds easier.", "It is, and you can move it around.")]),
        "s3": ("2023-04-11 12:10", [
            ("bank2", "I moved my current account to Plinth, one of those app-only banks. The "
             "spending charts are addictive.",
             "Switching is easy now. Keep an eye on the direct debits moving across."),
            ("They all moved fine.", "Then you're set.")]),
        "s4": ("2023-05-10 21:00", [
            ("coach2", "News from the pool: Coach Maddox steps down after the July gala, and "
             "Coach Ferreira takes over our squad from August.",
             "A new coach can freshen up the sessions. Good luck at the gala."),
            ("I'm swimming the 100 free.", "Pace the first 50!")]),
        "s5": ("2023-06-24 10:45", [
            ("My brother's rowing coach shouts at them through a megaphone from a bike on the "
             "towpath.",
             "Classic rowing coach behaviour."),
            ("He loves it, oddly.", "Some people need the noise.")]),
        "s6": ("2023-08-15 18:00", [
            ("Fibrelink put the broadband price up to 38 pounds a month. Outrageous.",
             "Call them and ask for a retention deal; it often works."),
            ("I'll call tomorrow.", "Mention competitor prices.")]),
        "s7": ("2023-08-17 17:20", [
            ("bb3", "Called Fibrelink: with a loyalty discount we pay 36 pounds a month, not 38.",
             "Nice work, that call paid off."),
            ("Two pounds is two pounds.", "It adds up over a year.")]),
        "s8": ("2023-10-05 20:40", [
            ("bank3", "Plinth froze my account for a week over a 'security check', so I moved "
             "everything back to Harbourside.",
             "Understandable; a frozen account is stressful. Reconnect your direct debits."),
            ("The branch staff were lovely about it.", "Good old-fashioned service.")]),
    }, "questions": [
        ("announced", "2023-06-15 09:00", "Who coaches my swim squad?",
         "Coach Maddox (Coach Ferreira only takes over in August)", ["coach1", "coach2"]),
        ("announced", "2023-11-20 09:00", "Who is my swim coach?", "Coach Ferreira",
         ["coach2"]),
        ("explicit_present", "2023-11-20 09:00", "Who coaches me at the pool at the moment?",
         "Coach Ferreira", ["coach2"]),
        ("changes_back", "2023-11-20 09:00", "Which bank am I with?",
         "Harbourside Building Society", ["bank3"]),
        ("explicit_present", "2023-11-20 09:00", "Which bank holds my current account these "
         "days?", "Harbourside Building Society", ["bank3"]),
        ("past", "2023-11-20 09:00", "Which bank was I using in the summer of 2023?", "Plinth",
         ["bank2"]),
        ("correction", "2023-11-20 09:00", "How much do we pay for broadband now?",
         "36 pounds a month", ["bb3"]),
        ("past", "2023-11-20 09:00", "What did our broadband cost before the price rise?",
         "32 pounds a month", ["bb1"]),
    ]},
    {"id": "f26", "sessions": {
        "s1": ("2024-01-23 19:10", [
            ("office1", "We're hybrid at work: two days a week in the office, Tuesdays and "
             "Thursdays. How do I make office days count?",
             "Save meetings and collaboration for those days and do focus work at home."),
            ("Makes sense.", "Batching helps.")]),
        "s2": ("2024-02-17 11:00", [
            ("allow1", "We give Maisie 5 pounds pocket money a week. Should she save part of it?",
             "A simple split, like half to spend and half to save, teaches a lot."),
            ("She wants a jar for each.", "Clear jars are great, she can watch it grow.")]),
        "s3": ("2024-03-20 18:40", [
            ("office2", "New policy: from April we're expected in the office four days a week. "
             "Ugh.",
             "That's a big shift. Plan childcare and commuting costs early."),
            ("Lots of people are unhappy.", "Sometimes feedback changes these policies.")]),
        "s4": ("2024-05-09 20:00", [
            ("My colleague Fenella goes into the office every single day by choice. She says the "
             "coffee machine is worth it.",
             "Everyone has their reasons."),
            ("It's a very good coffee machine.", "Then she may have a point.")]),
        "s5": ("2024-06-25 17:45", [
            ("office3", "Victory: after the staff survey they reverted, so we're back to two "
             "office days a week.",
             "Great outcome. Back to Tuesdays and Thursdays?"),
            ("Yes, same days as before.", "Nice and predictable.")]),
        "s6": ("2024-07-14 13:15", [
            ("Maisie turned nine! Her pocket money goes up to 8 pounds a week.",
             "Happy birthday to her. A raise is a good moment to talk about saving."),
            ("She's saving for roller skates.", "A great goal.")]),
        "s7": ("2024-07-16 09:30", [
            ("allow3", "I misspoke about Maisie: her pocket money is 7 pounds a week now, not 8. "
             "8 is what her brother gets.",
             "Noted: 7 pounds a week for Maisie."),
            ("She noticed the difference immediately.", "Nine-year-olds always do.")]),
    }, "questions": [
        ("changes_back", "2024-09-02 09:00", "How many days a week am I in the office?",
         "Two (Tuesdays and Thursdays)", ["office3"]),
        ("explicit_present", "2024-09-02 09:00", "Am I going into the office four days a week at "
         "the moment?", "No, two days a week", ["office3"]),
        ("distractor_slot", "2024-09-02 09:00", "How often do I go into the office?",
         "Two days a week", ["office3"]),
        ("past", "2024-09-02 09:00", "How many office days a week did I have in May 2024?",
         "Four", ["office2"]),
        ("correction", "2024-09-02 09:00", "How much pocket money does Maisie get?",
         "7 pounds a week", ["allow3"]),
        ("paraphrase", "2024-09-02 09:00", "What's my daughter's weekly allowance?",
         "7 pounds", ["allow3"]),
        ("past", "2024-09-02 09:00", "How much pocket money did Maisie get before her birthday?",
         "5 pounds a week", ["allow1"]),
    ]},
    {"id": "f27", "sessions": {
        "s1": ("2023-05-06 22:30", [
            ("band1", "I play bass in a covers band called The Lamplighters. We have a wedding "
             "gig next month. Setlist tips?",
             "Open with something everyone knows, save the big singalong for late, and keep a "
             "slow song ready for the first dance."),
            ("tr1", "Rehearsal nights are rough since I catch the 7:42 train every morning.",
             "Maybe keep rehearsals to two hours.")]),
        "s2": ("2023-08-01 19:50", [
            ("band2", "I left The Lamplighters and joined a jazz trio, Blue Pontoon. Walking bass "
             "lines are hard!",
             "Practice outlining the chords with roots and fifths, then add passing notes."),
            ("Scary but fun.", "Good music usually is.")]),
        "s3": ("2023-10-10 21:15", [
            ("den1", "My dentist Dr Pryce retires at Christmas. From January my dentist will be "
             "Dr Mbeki at the same practice.",
             "Book your next check-up for the new year then."),
            ("I'll do it now.", "Good, the slots go fast.")]),
        "s4": ("2023-11-18 16:30", [
            ("My friend's band needs a bass player for one gig and asked me.",
             "A one-off gig is good fun if you have time to learn the set."),
            ("I said no, too busy.", "Fair enough.")]),
        "s5": ("2024-01-22 20:05", [
            ("band3", "Blue Pontoon fell apart over the holidays, and The Lamplighters took me "
             "back. Covers it is!",
             "Welcome home to the wedding circuit."),
            ("tr2", "And I've moved to the 8:12 train; work let me start later.",
             "Thirty more minutes of sleep is a gift.")]),
    }, "questions": [
        ("changes_back", "2024-03-04 10:00", "Which band do I play in?", "The Lamplighters",
         ["band3"]),
        ("explicit_present", "2024-03-04 10:00", "What band am I in these days?",
         "The Lamplighters", ["band3"]),
        ("distractor_slot", "2024-03-04 10:00", "Who do I play bass for?", "The Lamplighters",
         ["band3"]),
        ("past", "2024-03-04 10:00", "Which band was I in during autumn 2023?", "Blue Pontoon",
         ["band2"]),
        ("announced", "2024-03-04 10:00", "Who is my dentist?", "Dr Mbeki", ["den1"]),
        ("implicit_present", "2024-03-04 10:00", "Which train do I catch to work?",
         "The 8:12", ["tr2"]),
        ("past", "2024-03-04 10:00", "Which train did I take in spring 2023?", "The 7:42",
         ["tr1"]),
    ]},
]
