import CLibXML2

extension HTMLDocument {
  /// Parses `bytes` (in `encoding`) with libxml2's HTML parser — error-tolerant like a browser's, no network,
  /// no messages on standard error — and copies the tree into a document: at most `limits.maximumNodes`
  /// nodes and `limits.maximumDepth` levels. Comments and processing instructions are dropped. Nil when
  /// libxml2 makes no document.
  static func parse(_ bytes: [UInt8], encoding: String, limits: ExtractionLimits) -> HTMLDocument? {
    LibXML2.initialize()
    var options = HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
    options |= HTML_PARSE_NONET.rawValue | HTML_PARSE_COMPACT.rawValue | HTML_PARSE_NOIMPLIED.rawValue
    if encoding == "UTF-8" { options |= HTML_PARSE_IGNORE_ENC.rawValue }
    let bytes = TagGuard.bounded(bytes)
    guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return nil }
    let parsed = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.flatMap { base in
        base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
          htmlReadMemory(chars, Int32(buffer.count), nil, encoding, Int32(options))
        }
      }
    }
    guard let parsed else { return nil }
    defer { xmlFreeDoc(parsed) }
    var document = HTMLDocument()
    let top = document.append(name: "#document", text: "", attributes: [], parent: -1)
    document.copy(from: parsed.pointee.children, under: top, limits: limits)
    document.root = top
    return document
  }

  /// A walk with an explicit stack: a page nested a million levels deep costs no call stack.
  private mutating func copy(from first: xmlNodePtr?, under top: Int, limits: ExtractionLimits) {
    var stack: [(node: xmlNodePtr, parent: Int, depth: Int)] = []
    var sibling = first
    var siblings: [xmlNodePtr] = []
    while let node = sibling {
      siblings.append(node)
      sibling = node.pointee.next
    }
    for node in siblings.reversed() { stack.append((node, top, 1)) }
    while let (node, parent, depth) = stack.popLast() {
      guard nodes.count < limits.maximumNodes else { return }
      switch node.pointee.type {
      case XML_ELEMENT_NODE:
        let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? "unknown"
        let index = append(name: name, text: "", attributes: Self.attributes(of: node), parent: parent)
        guard depth < limits.maximumDepth else { continue }
        var children: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
          children.append(current)
          child = current.pointee.next
        }
        for child in children.reversed() { stack.append((child, index, depth + 1)) }
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        guard let content = node.pointee.content else { continue }
        _ = append(name: "", text: String(cString: content), attributes: [], parent: parent)
      default:
        continue
      }
    }
  }

  private static func attributes(of node: xmlNodePtr) -> [(name: String, value: String)] {
    var result: [(name: String, value: String)] = []
    var property = node.pointee.properties
    while let current = property, result.count < 64 {
      property = current.pointee.next
      guard let rawName = current.pointee.name else { continue }
      let name = String(cString: rawName).lowercased()
      guard kept.contains(name) || name.hasPrefix("data-") else { continue }
      var value = ""
      var child = current.pointee.children
      while let text = child {
        if let content = text.pointee.content { value += String(cString: content) }
        child = text.pointee.next
      }
      result.append((name, value))
    }
    return result
  }

  /// The attributes extraction reads; the rest are not copied.
  private static let kept: Set<String> = [
    "id", "class", "href", "src", "srcset", "alt", "title", "itemprop", "itemtype", "itemscope", "role", "property",
    "name", "content", "type", "rel", "hidden", "aria-hidden", "aria-label", "style", "datetime", "start", "width",
    "height",
  ]
}

/// libxml2's one-time set-up, done before the first parse from any thread.
enum LibXML2 {
  private static let ready: Bool = {
    xmlInitParser()
    return true
  }()

  static func initialize() { _ = ready }

  /// Whether libxml2 can convert from the character set `label`.
  static func supportsEncoding(_ label: String) -> Bool {
    initialize()
    guard let handler = xmlFindCharEncodingHandler(label) else { return false }
    xmlCharEncCloseFunc(handler)
    return true
  }
}
