import Foundation
import PluginKit

func output(_ hash: String, _ host: HostServices) throws -> PluginOutput {
  let colour = try averageColour(hash)
  RecentColours.remember("\(colour)  \(hash.prefix(20))", host)
  return PluginOutput(title: "Palette", fields: [.init(label: "Average colour", value: colour)])
}

var runner = PluginRunner(id: "palette", version: "1.1.0")
runner.command("palette") { call in
  if let key = call.options["unsplash-key"] {
    try call.host.storage.set(MoreByPhotographer.keyName, key)
    return PluginOutput(lines: ["Kept your Unsplash access key for the 'More by the photographer' section."])
  }
  guard let hash = call.arguments.first else {
    return PluginOutput(title: "Recent colours", lines: RecentColours.load(call.host))
  }
  return try output(hash, call.host)
}
runner.route { call in try output(call.parameters["blurhash"] ?? "", call.host) }
runner.section("palette") { call in
  [
    PluginItem(
      id: "average", kind: .field, title: "Average colour", detail: try averageColour(call.subject["blurHash"] ?? ""))
  ]
}
runner.section("more") { call in try MoreByPhotographer.items(call) }
exit(runner.run())
