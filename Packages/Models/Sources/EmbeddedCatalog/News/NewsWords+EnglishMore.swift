extension NewsWords {
  static let englishHealth = NewsWords(
    headlines: [
      "Study links {habit} to lower risk of {condition}",
      "{agency} approves new treatment for {condition}",
      "Doctors warn of early {season} surge in {illness}",
      "{minutes} minutes of {activity} a day may {benefit}, researchers say",
      "What the latest research says about {topic}",
      "Hospitals in {region} face {strain}",
    ],
    descriptions: [
      "Researchers followed more than {participants} adults for a decade, but cautioned that the study shows an"
        + " association, not cause and effect.",
      "Experts say the findings should reassure patients, though more work is needed.",
      "Public health officials are urging people at higher risk to get vaccinated.",
    ],
    bodies: [
      "The study, which followed {participants} adults over ten years, found that people who reported {habit} were"
        + " less likely to develop {condition}. The authors said the effect held after accounting for age, income and"
        + " smoking, but called for randomised trials.",
      "{agency} said the treatment had shown clear benefits in two large trials, with side effects that were mostly"
        + " mild. Doctors said it could help thousands of patients with {condition} who do not respond to existing"
        + " drugs.",
    ],
    slots: [
      "habit": ["regular walking", "eating more fibre", "a good night's sleep", "gardening", "drinking coffee"],
      "condition": ["heart disease", "type 2 diabetes", "dementia", "migraine", "high blood pressure"],
      "agency": ["The FDA", "The regulator", "The health agency"],
      "season": ["winter", "autumn"],
      "illness": ["flu cases", "RSV infections", "norovirus"],
      "minutes": ["Ten", "Twenty", "Thirty"],
      "activity": ["brisk walking", "stretching", "cycling", "strength training"],
      "benefit": ["add years to your life", "protect your memory", "ease back pain", "improve sleep"],
      "topic": ["intermittent fasting", "vitamin D", "screen time and sleep", "ultra-processed food"],
      "region": ["the Midwest", "New England", "California", "Texas"],
      "strain": ["record winter demand", "staff shortages", "long emergency-room waits"],
      "participants": ["8,500", "12,000", "40,000", "100,000"],
    ])

  static let englishScience = NewsWords(
    headlines: [
      "Astronomers spot {object} {distance} light-years away",
      "{mission} sends back first images of {target}",
      "Scientists {discover} a {species} in {habitat}",
      "Ancient {artifact} rewrite the history of {era}",
      "Researchers build {device} that {capability}",
      "Why {phenomenon} is happening faster than expected",
    ],
    descriptions: [
      "The discovery, published in a leading journal, could change how scientists think about {phenomenon}.",
      "The team says further observations are planned for next year.",
      "It is the first time such an object has been observed directly.",
    ],
    bodies: [
      "Using data from several telescopes, the team detected {object} around a star {distance} light-years from"
        + " Earth. The researchers said the finding offers a rare chance to study how such systems form, and more"
        + " observations are planned.",
      "Researchers working in {habitat} described a {species} that had gone unnoticed for decades. Its discovery,"
        + " they said, shows how much remains unknown about life in places that are hard to reach.",
    ],
    slots: [
      "object": ["a water-rich planet", "a rogue black hole", "a newborn star", "a planet with two suns"],
      "distance": ["40", "120", "650", "1,400"],
      "mission": ["The Horizon probe", "The lunar lander", "The Aurora orbiter"],
      "target": ["Europa's ice shell", "the far side of the Moon", "a passing comet", "Saturn's rings"],
      "discover": ["identify", "describe", "discover"],
      "species": ["new species of frog", "deep-sea octopus", "glowing fungus", "tiny dinosaur"],
      "habitat": ["the Andes", "the Pacific seabed", "a Borneo rainforest", "the Gobi Desert"],
      "artifact": ["footprints", "tools", "star maps", "shipwrecks"],
      "era": ["the Americas", "early farming", "the Bronze Age", "seafaring"],
      "device": ["a battery", "a robot", "a microscope", "a solar cell"],
      "capability": ["charges in 90 seconds", "swims like an eel", "sees single molecules", "works in the dark"],
      "phenomenon": ["glacier melt", "sea-level rise", "the slowing of ocean currents", "coral bleaching"],
    ])

  static let englishSports = NewsWords(
    headlines: [
      "{club} beat {opponent} {score} to go top of the table",
      "{player} signs new {years}-year contract with {club}",
      "{club} sack manager after {run}",
      "{player} through to {stage} at {tournament}",
      "England name squad for {series}",
      "Late drama as {club} snatch draw against {opponent}",
    ],
    descriptions: [
      "{player} scored twice as {club} extended their unbeaten run to {number} matches.",
      "The manager said the team had shown real character after a difficult start.",
      "It caps a remarkable season for a player who was nearly released two years ago.",
    ],
    bodies: [
      "{club} moved to the top of the table with a {score} win over {opponent} on {weekday} night. {player} opened"
        + " the scoring before half-time, and a second-half header sealed the result in front of a sell-out crowd.",
      "{player} needed just under three hours to reach {stage} at {tournament}, recovering from a set down against"
        + " a seeded opponent. The win sets up a meeting with the defending champion.",
    ],
    slots: [
      "club": ["Ashford Rovers", "Kingsbridge United", "Harrow Vale"],
      "opponent": ["Northgate City", "Redcliffe Athletic", "Westmoor Town"],
      "score": ["2-1", "3-0", "1-0", "4-2", "2-0"],
      "player": ["Jamie Holt", "Marco Velez", "Tariq Amin", "Ellie Shaw", "Nadia Petrova"],
      "years": ["three", "four", "five"],
      "run": ["five straight defeats", "a winless autumn", "a cup exit"],
      "stage": ["the quarter-finals", "the semi-finals", "the final"],
      "tournament": ["the Riverside Open", "the Northern Championships", "the Indoor Masters"],
      "series": ["the winter Test series", "the autumn internationals", "the Six Nations"],
      "number": ["eight", "eleven", "fourteen"],
    ])

  static let englishTechnology = NewsWords(
    headlines: [
      "{company} unveils {product} with {feature}",
      "{company} fined {amount} over {issue}",
      "Hands-on with {product}: {verdict}",
      "{company} to open-source its {asset}",
      "Outage at {company} leaves millions unable to {action}",
      "The {trend} is coming for your {thing}",
    ],
    descriptions: [
      "The company says the update will roll out to all users over the coming weeks.",
      "Regulators said the company had failed to protect users' data for more than {years} years.",
      "Early reviews praise the battery life but question the price.",
    ],
    bodies: [
      "{company} showed off {product} at an event on {weekday}, promising {feature} and a lower price than its"
        + " predecessor. Analysts said the launch was aimed squarely at rivals that have gained ground with younger"
        + " buyers.",
      "Users reported problems from mid-morning, when {company} services stopped responding in several regions. The"
        + " company blamed a faulty configuration change and said everything was back to normal by the evening.",
    ],
    slots: [
      "company": ["Lumen Labs", "Corvid Systems", "Pinecrest Software", "Helix Devices", "Quanta Cloud"],
      "product": ["a foldable phone", "new smart glasses", "an AI laptop", "a home robot", "a budget tablet"],
      "feature": [
        "all-day battery life", "an on-device assistant", "a satellite messaging mode", "a repairable design",
      ],
      "amount": ["$150m", "€90m", "$1.2bn"],
      "issue": ["children's privacy", "misleading ads", "a data breach", "app store rules"],
      "verdict": ["surprisingly good", "a step backwards", "the best yet", "too expensive for what it does"],
      "asset": ["code assistant", "mapping data", "chip designs", "database engine"],
      "action": ["send messages", "log in", "make payments", "stream video"],
      "trend": ["AI agent", "subscription model", "passkey era", "right-to-repair movement"],
      "thing": ["inbox", "car", "kitchen", "password"],
      "years": ["two", "three", "four"],
    ])
}
