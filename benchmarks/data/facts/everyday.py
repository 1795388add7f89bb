"""Everyday chat sessions with no changing fact in them, written for taggraph's facts set.

Each conversation gets three of these as filler between its own sessions. The dev and held-out
parts draw from separate pools so no text is shared across the split.
"""

EVERYDAY_DEV: list[list[tuple[str, str]]] = [
    [("Can you give me a quick way to use up half a bag of spinach before it goes slimy?",
      "Wilt it into a pan of garlic and chickpeas, or blitz it into a pesto with walnuts and "
      "lemon. Both take under fifteen minutes."),
     ("The pesto sounds good. Does it freeze?",
      "Yes. Freeze it in an ice-cube tray without the cheese and stir the cheese in after "
      "thawing.")],
    [("My spreadsheet shows ##### in a column of dates. Did I break something?",
      "No, the column is just too narrow. Double-click the right edge of the column header to "
      "widen it to fit."),
     ("Ha, that fixed it. Thanks.", "Glad it was the easy kind of problem.")],
    [("Recommend a board game for four adults who hate long rules explanations.",
      "Try Codenames or Just One: you can teach either in two minutes and a round is short."),
     ("We played Just One and loved it. Anything similar?",
      "Wavelength and So Clover! have the same cooperative guessing feel.")],
    [("How do I get candle wax out of a tablecloth?",
      "Scrape off what you can, then put a paper towel over the spot and press with a warm iron; "
      "the towel soaks up the melted wax. Move to a clean patch of towel as it fills."),
     ("It left a faint colour mark.", "Dab it with a little rubbing alcohol before you wash it.")],
    [("What's a polite way to decline a wedding invitation from a distant cousin?",
      "Reply early, thank them warmly, say you can't make it without over-explaining, and send "
      "a small gift or card if you'd like."),
     ("Should I give a reason?", "A short one is fine, like a prior commitment. Details aren't "
      "needed.")],
    [("Explain the offside rule in ice hockey in two sentences.",
      "An attacking player can't cross the opponent's blue line before the puck does. If they "
      "do, play stops and there's a faceoff outside the zone.")],
    [("I keep waking up at 4am. Any tips that aren't just 'no screens'?",
      "Keep the room cool, get daylight soon after you wake, keep caffeine to the morning, and "
      "if you're awake for more than twenty minutes, get up and read somewhere dim until you're "
      "drowsy."),
     ("The cool room thing might be it. The radiator is right by the bed.",
      "Turning that radiator down at night is an easy first experiment.")],
    [("Give me a packing list for a two-day hike with one night in a hut.",
      "Layers, a waterproof, hat and gloves, head torch, map, snacks and lunch, water bottle, "
      "blister kit, sleeping bag liner, earplugs, and cash for the hut."),
     ("Do I need a stove?", "Not if the hut serves dinner and breakfast; check when you book.")],
    [("What's the difference between baking soda and baking powder?",
      "Baking soda is pure sodium bicarbonate and needs an acid in the recipe. Baking powder "
      "already contains the acid, so it rises with just moisture and heat.")],
    [("Help me write a two-line thank-you note to a neighbour who watered my plants.",
      "Thank you so much for looking after my plants while I was away, they've never looked "
      "happier! Please let me return the favour any time."),
     ("Perfect, I'll leave it with a jar of jam.", "That's a lovely touch.")],
    [("My sourdough starter smells like nail polish remover. Is it dead?",
      "It's just hungry. That smell is from acetone-like by-products when it runs out of food. "
      "Discard most of it and feed it twice a day for a couple of days."),
     ("It bubbled up again overnight!", "Then it's back in business.")],
    [("How long should I steep green tea?",
      "Two to three minutes at around 75-80 degrees Celsius. Boiling water and long steeps make "
      "it bitter.")],
]

EVERYDAY_HELDOUT: list[list[tuple[str, str]]] = [
    [("Why do my cookies spread into one flat sheet in the oven?",
      "Usually the butter was too soft or the dough too warm. Chill the dough for half an hour "
      "and make sure your baking soda isn't doubling as extra leavening."),
     ("Chilling worked. They're thick now.", "Nice. Chilled dough also tastes a bit deeper.")],
    [("Suggest a podcast about the history of everyday objects.",
      "Look for shows that take one object per episode, like the stories behind zips, pencils or "
      "shipping containers. Many design museums publish one.")],
    [("How do I stop my glasses fogging up when I wear a scarf?",
      "Wash the lenses with a drop of dish soap and let them air dry, and tuck the scarf so your "
      "breath goes down rather than up."),
     ("The soap trick actually works.", "It leaves a thin film that stops droplets forming.")],
    [("What's a good stretch after sitting at a desk all day?",
      "A doorway chest stretch and a hip flexor lunge, thirty seconds each side, undo most of "
      "the hunch.")],
    [("Write a limerick about a forgetful kettle.",
      "There once was a kettle named Lou, who forgot what a kettle should do; it would sit on the "
      "hob, never doing its job, till the tea-drinkers switched to a brew.")],
    [("Is it okay to put a cast-iron pan in the dishwasher?",
      "Better not: it strips the seasoning and can rust. Rinse with hot water, scrub, dry it on "
      "the hob, and wipe on a thin layer of oil."),
     ("Too late, it's orange now.", "Scrub the rust off with steel wool, then re-season it in "
      "the oven for an hour.")],
]
