import Models

/// The people who took the catalog's photos: realistic names, Unsplash-style usernames and ids.
enum Photographers {
  /// `count` photographers (at most half the possible names) with distinct names, usernames and ids.
  static func make(count: Int, using random: inout SeededGenerator) -> [PhotoUser] {
    let count = min(count, firstNames.count * lastNames.count / 2)
    var users: [PhotoUser] = []
    var names: Set<String> = []
    var usernames: Set<String> = []
    while users.count < count {
      let first = random.pick(firstNames)
      let last = random.pick(lastNames)
      let name = "\(first.display) \(last.display)"
      let username = makeUsername(first: first.ascii, last: last.ascii, using: &random)
      guard !names.contains(name), !usernames.contains(username) else { continue }
      names.insert(name)
      usernames.insert(username)
      users.append(PhotoUser(id: random.identifier(), username: username, name: name))
    }
    return users
  }

  private static func makeUsername(first: String, last: String, using random: inout SeededGenerator) -> String {
    switch random.next(below: 6) {
    case 0: "\(first)\(last)"
    case 1: "\(first)_\(last.prefix(1))"
    case 2: "\(first)\(last)photo"
    case 3: "\(last)\(first.prefix(1))"
    case 4: "\(first)\(random.next(in: 7...98))"
    default: "\(first).\(last)"
    }
  }

  /// Display spelling and the ASCII spelling a username would use.
  private static let firstNames: [(display: String, ascii: String)] = [
    ("Anna", "anna"), ("Lukas", "lukas"), ("Sofia", "sofia"), ("Mateo", "mateo"), ("Chloé", "chloe"),
    ("Noah", "noah"), ("Aiko", "aiko"), ("Kwame", "kwame"), ("Priya", "priya"), ("Jonas", "jonas"),
    ("Lena", "lena"), ("Omar", "omar"), ("Zoë", "zoe"), ("Mikael", "mikael"), ("Isabela", "isabela"),
    ("Daniel", "daniel"), ("Hannah", "hannah"), ("Tomás", "tomas"), ("Mei", "mei"), ("Felix", "felix"),
    ("Amara", "amara"), ("Oliver", "oliver"), ("Yuki", "yuki"), ("Elena", "elena"), ("Samuel", "samuel"),
    ("Freya", "freya"), ("Ravi", "ravi"), ("Clara", "clara"), ("Henrik", "henrik"), ("Leila", "leila"),
    ("Marcus", "marcus"), ("Nadia", "nadia"), ("Emil", "emil"), ("Julia", "julia"), ("Kai", "kai"),
    ("Ingrid", "ingrid"), ("Diego", "diego"), ("Maya", "maya"), ("Ethan", "ethan"), ("Sara", "sara"),
  ]

  private static let lastNames: [(display: String, ascii: String)] = [
    ("Kowalski", "kowalski"), ("Berger", "berger"), ("Rossi", "rossi"), ("Fernández", "fernandez"),
    ("Dubois", "dubois"), ("Tanaka", "tanaka"), ("Mensah", "mensah"), ("Sharma", "sharma"),
    ("Lindqvist", "lindqvist"), ("Okafor", "okafor"), ("Nguyen", "nguyen"), ("Haddad", "haddad"),
    ("Petrov", "petrov"), ("Silva", "silva"), ("Walsh", "walsh"), ("Schmidt", "schmidt"), ("Costa", "costa"),
    ("Moreau", "moreau"), ("Kim", "kim"), ("Novak", "novak"), ("Larsen", "larsen"), ("Brooks", "brooks"),
    ("Yamamoto", "yamamoto"), ("Castillo", "castillo"), ("Fischer", "fischer"), ("Ahmed", "ahmed"),
    ("Hughes", "hughes"), ("Jensen", "jensen"), ("Müller", "mueller"), ("Romero", "romero"),
    ("Bianchi", "bianchi"), ("Carter", "carter"), ("Lund", "lund"), ("Osei", "osei"), ("Park", "park"),
    ("Vidal", "vidal"), ("Horvat", "horvat"), ("Reyes", "reyes"), ("Sato", "sato"), ("Weber", "weber"),
  ]
}
