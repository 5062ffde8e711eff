extension NewsWords {
  static let englishBusiness = NewsWords(
    headlines: [
      "{company} shares {move} after {event}",
      "{company} to cut {jobs} jobs as {pressure}",
      "{company} agrees {amount} deal to buy {rival}",
      "The {bank} holds rates steady as inflation {inflation}",
      "Why {trend} is worrying {group}",
      "Markets {move} as {news}",
      "{company} chief says {trend} will last into {year}",
    ],
    descriptions: [
      "Investors reacted after {news}, with analysts warning that {trend} could weigh on results.",
      "The company said it expects the slowdown to continue for several quarters.",
      "{group} are watching closely as {trend} reshapes the outlook for the year ahead.",
    ],
    bodies: [
      "{company} said on {weekday} that {pressure}, sending its shares lower in early trading. Analysts had expected a"
        + " stronger quarter, but {trend} has squeezed margins across the sector, and several rivals have issued"
        + " similar warnings in recent weeks.",
      "Officials at the {bank} signalled that inflation {inflation}, leaving the door open to rate cuts later in the year."
        + " Bond yields fell after the announcement, while {group} said the decision offered little relief from"
        + " {trend}.",
    ],
    slots: [
      "company": [
        "Northwind Logistics", "Halcyon Energy", "Brightwater Bank", "Meridian Foods", "Kestrel Motors",
        "Larkspur Pharma",
      ],
      "rival": ["Orbital Freight", "Copperline Mining", "Summit Retail", "Bluefin Airlines"],
      "move": ["jump", "slide", "surge", "tumble", "edge higher", "fall sharply", "rally"],
      "event": [
        "quarterly earnings beat forecasts", "a surprise profit warning", "regulators open an inquiry",
        "its chief executive steps down", "record holiday sales", "a dividend cut",
      ],
      "news": [
        "the jobs report beats expectations", "oil prices climb", "the dollar weakens", "bond yields hit a new high",
        "tech stocks rebound",
      ],
      "jobs": ["400", "850", "1,200", "2,500", "6,000"],
      "pressure": [
        "demand slows", "costs keep rising", "orders dry up", "consumers cut back", "the housing market cools",
      ],
      "amount": ["$2.4bn", "$640m", "£1.1bn", "$9bn", "€3.2bn"],
      "bank": ["Federal Reserve", "Bank of England", "European Central Bank"],
      "inflation": ["cools", "stays sticky", "edges up", "eases for a third month"],
      "trend": [
        "the shipping slowdown", "stubborn inflation", "rising bond yields", "the chip shortage",
        "weak consumer spending", "the commercial property slump",
      ],
      "group": ["investors", "small businesses", "pension funds", "economists", "retailers"],
    ])

  static let englishEntertainment = NewsWords(
    headlines: [
      "{film} tops the box office with {money} opening",
      "{star} to star in {kind} remake of {classic}",
      "{show} renewed for a {ordinal} season",
      "{band} announce {tour} world tour",
      "Review: {film} is a {verdict}",
      "{festival} lineup revealed, with {star} headlining",
    ],
    descriptions: [
      "The {genre} has won over critics and audiences alike, and the studio is already planning a sequel.",
      "Fans have waited {years} years for the news, which {star} shared on social media.",
      "Industry analysts say the result is a sign that audiences are returning to cinemas.",
    ],
    bodies: [
      "{film} earned {money} in its first weekend, well ahead of industry forecasts. The {genre}, directed by a"
        + " first-time filmmaker, drew strong reviews at {festival} and has become a word-of-mouth hit among younger"
        + " audiences.",
      "{star} confirmed the project in an interview on {weekday}, saying the script had been in development for"
        + " {years} years. Production is expected to begin in the spring, with a release planned for late {year}.",
    ],
    slots: [
      "film": [
        "The Glass Orchard", "Midnight Relay", "Paper Lanterns", "The Long Harbour", "Northbound", "Static Bloom",
      ],
      "star": ["Ava Sinclair", "Leo Marchetti", "Nina Osei", "Caleb Rhodes", "Maya Lindgren"],
      "kind": ["a gritty", "a musical", "an animated", "a big-budget"],
      "classic": ["The Lighthouse Keeper", "Summer in Verona", "The Iron Coast"],
      "show": ["Harbour Lights", "The Understudy", "Dead Reckoning", "Small Hours"],
      "ordinal": ["second", "third", "fourth", "final"],
      "band": ["Velvet Static", "Northern Bloom", "The Lantern Club", "Echo Harbour"],
      "tour": ["40-date", "stadium", "farewell", "intimate"],
      "verdict": [
        "quiet triumph", "glorious mess", "stylish but hollow thriller", "career best for its star",
      ],
      "festival": ["the Lakeshore Film Festival", "the Harbourfront Music Festival", "the Autumn Light Festival"],
      "genre": ["thriller", "musical drama", "animated comedy", "period drama"],
      "money": ["$48m", "$112m", "$23m", "$76m"],
      "years": ["two", "five", "ten"],
    ])

  static let englishGeneral = NewsWords(
    headlines: [
      "{official} promises {policy} ahead of {event}",
      "Storm {storm} brings {weather} to {region}",
      "{city} council approves {project}",
      "Rail strike: what {days} days of disruption mean for commuters",
      "{official} faces questions over {issue}",
      "Thousands gather in {city} for {gathering}",
    ],
    descriptions: [
      "Critics say the plans do not go far enough, while supporters call them a long overdue first step.",
      "Officials urged residents in {region} to check local advice before travelling.",
      "The decision follows months of debate over {issue}.",
    ],
    bodies: [
      "{official} set out the plans in a speech on {weekday}, promising {policy} within the next year. Opposition"
        + " figures said the proposals lacked detail, and several councils warned that funding for {project} had yet"
        + " to be agreed.",
      "Forecasters said Storm {storm} would bring {weather} to {region} through the weekend, with travel disruption"
        + " likely on major roads and rail lines. Emergency services have asked people to avoid unnecessary journeys.",
    ],
    slots: [
      "official": [
        "The prime minister", "The transport secretary", "The mayor", "The health secretary", "The opposition leader",
      ],
      "policy": [
        "lower rail fares", "thousands of new homes", "a review of school funding", "faster planning decisions",
      ],
      "event": ["the spring budget", "local elections", "the party conference"],
      "storm": ["Elin", "Gideon", "Maren", "Ottilie"],
      "weather": ["heavy rain and flooding", "gales of up to 80mph", "snow and ice", "a week of heat"],
      "region": ["the north-west", "Scotland", "Wales", "the south coast", "the Midlands"],
      "city": ["Manchester", "Bristol", "Leeds", "Glasgow", "Cardiff"],
      "project": ["a new tram line", "the riverside park", "a city-centre cycle network", "the stadium redevelopment"],
      "days": ["three", "five", "seven"],
      "issue": [
        "hospital waiting lists", "the cost of housing", "delays to the new rail line", "unpaid contractor bills",
      ],
      "gathering": ["a climate march", "the marathon", "a candlelit vigil", "the New Year celebrations"],
    ])
}
