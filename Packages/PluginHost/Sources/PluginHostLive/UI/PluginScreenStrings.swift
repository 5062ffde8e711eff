import Core

/// What a plugin's tab or page says itself, in English and German (the plugin's own text comes from the plugin).
enum PluginScreenStrings {
  static func loading(_ plugin: String, _ language: Language) -> String {
    language.pick(en: "Asking plugin '\(plugin)'…", de: "Das Plugin '\(plugin)' wird gefragt …")
  }

  static func empty(_ plugin: String, _ language: Language) -> String {
    language.pick(en: "Plugin '\(plugin)' has nothing to show here.", de: "Das Plugin '\(plugin)' zeigt hier nichts.")
  }

  static func done(_ action: String, _ language: Language) -> String {
    language.pick(en: "Done: \(action).", de: "Erledigt: \(action).")
  }

  static func working(_ plugin: String, _ language: Language) -> String {
    language.pick(en: "Plugin '\(plugin)' is working…", de: "Das Plugin '\(plugin)' arbeitet …")
  }

  static func retry(_ language: Language) -> String { language.pick(en: "try again", de: "erneut versuchen") }
  static func pick(_ language: Language) -> String { language.pick(en: "pick", de: "wählen") }
  static func activate(_ language: Language) -> String { language.pick(en: "open or act", de: "öffnen oder ausführen") }
}
