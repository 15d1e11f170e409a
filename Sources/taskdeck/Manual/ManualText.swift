import TaskScenes
import TaskWording

/// What a topic's generated parts are read from: the key maps in effect (the defaults
/// remapped by the user's config file), so `taskdeck help keys` shows the user's keys.
struct ManualContext {
    var keyMaps: SceneKeyMaps = .defaults
}

/// The manual's source texts, one a topic (in `Topics/`). The switch is exhaustive, so a
/// topic added to `ManualTopic` does not build without its text.
enum ManualText {
    static func source(of topic: ManualTopic, _ context: ManualContext) -> String {
        switch topic {
        case .app: AppTopic.text
        case .keys: KeysTopic.text(context)
        case .commands: CommandsTopic.text
        case .dates: DatesTopic.text
        case .filters: FiltersTopic.text
        case .repeats: RepeatsTopic.text
        case .config: ConfigTopic.text
        case .themes: ThemesTopic.text
        case .views: ViewsTopic.text
        case .importExport: ImportExportTopic.text
        case .storage: StorageTopic.text
        case .sync: SyncTopic.text
        case .taskwarrior: TaskwarriorTopic.text
        case .troubleshooting: TroubleshootingTopic.text
        case .exitCodes: ExitCodesTopic.text
        }
    }

    /// A topic read into blocks.
    static func document(of topic: ManualTopic, _ context: ManualContext) -> ManualDocument {
        ManualDocument(markdown: source(of: topic, context))
    }

    /// The list of topics, for `taskdeck help` and `taskdeck help topics`.
    static var index: String {
        let width = ManualTopic.allCases.map(\.name.count).max() ?? 0
        return "manual (taskdeck help TOPIC):\n" + ManualTopic.allCases.map {
            "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary + "\n"
        }.joined()
    }
}
