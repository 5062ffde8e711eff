import Core
import CoreCLI

/// `mosaic features --graph`: the runtime picture in Graphviz DOT — every loaded module, the services it
/// provides, requires and uses, and the section slots its sections fill. Pipe it to `dot -Tsvg`.
///
/// ```
/// digraph MosaicRuntime {
///   "module:detail" -> "service:PhotoClient" [label="requires", style=dashed];
///   "module:gallery" -> "slot:Photo.detail" [label="gallery.more-photos", color="#1f6feb"];
/// }
/// ```
struct FeaturesGraph: CommandOutput {
  let modules: [ModuleSummary]

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(lines(in: TextStyle()).joined(separator: "\n"))
  }

  func lines(in style: TextStyle) -> [String] {
    var nodes: [String] = []
    var edges: [String] = []
    var services: Set<String> = []
    var slots: Set<String> = []
    for module in modules {
      let label = "\(module.name(in: style.language))\n\(module.id) \(module.version)"
      nodes.append("  \(quoted("module:" + module.id)) [shape=box, style=rounded, label=\(quoted(label))];")
      let relations =
        [("provides", "solid", module.provides), ("requires", "dashed", module.requires)]
        + [("uses", "dotted", module.uses)]
      for (relation, line, names) in relations {
        for service in names {
          services.insert(service)
          edges.append(
            "  \(quoted("module:" + module.id)) -> \(quoted("service:" + service)) "
              + "[label=\(quoted(relation)), style=\(line)];")
        }
      }
      for section in module.names(of: "sections") {
        let parts = section.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { continue }
        slots.insert(parts[0])
        edges.append(
          "  \(quoted("module:" + module.id)) -> \(quoted("slot:" + parts[0])) "
            + "[label=\(quoted(parts[1])), color=\"#1f6feb\"];")
      }
    }
    for service in services.sorted() {
      nodes.append("  \(quoted("service:" + service)) [shape=ellipse, label=\(quoted(service))];")
    }
    for slot in slots.sorted() {
      nodes.append("  \(quoted("slot:" + slot)) [shape=component, label=\(quoted(slot))];")
    }
    let header = [
      "digraph MosaicRuntime {", "  rankdir=LR;", "  node [fontname=\"Helvetica\", fontsize=10];",
      "  edge [fontname=\"Helvetica\", fontsize=9];",
    ]
    return header + nodes + edges + ["}"]
  }

  private func quoted(_ text: String) -> String {
    let escaped = text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    return "\"" + escaped.replacing("\n", with: "\\n") + "\""
  }
}
