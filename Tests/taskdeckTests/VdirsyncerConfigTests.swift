import Foundation
import TaskTestSupport
import Testing
@testable import taskdeck

/// What vdirsyncer's config tells taskdeck about a vdir: a storage root whose lists are its
/// sub-folders, and the one list a pair names.
struct VdirsyncerConfigTests {
    static func config(collections: String, path: String = "~/.local/share/taskdeck/vdir/") -> VdirsyncerConfig {
        VdirsyncerConfig(text: """
            [general]
            status_path = "~/.local/share/vdirsyncer/status/"

            [pair taskdeck]
            a = "taskdeck_local"
            b = "taskdeck_remote"
            collections = \(collections)

            [storage taskdeck_local]
            type = "filesystem"
            path = "\(path)"
            fileext = ".ics"

            [storage taskdeck_remote]
            type = "caldav"
            url = "https://dav.example.com/"
            """, home: "/home/alice")
    }

    @Test(arguments: [
        (#"["from a", "from b"]"#, VdirsyncerConfig.Storage(isStorageRoot: true, namedList: nil)),
        (#"["tasks"]"#, .init(isStorageRoot: true, namedList: "tasks")),
        (#"[["mine", "tasks", "remote-tasks"]]"#, .init(isStorageRoot: true, namedList: "tasks")),
        (#"["tasks", "work"]"#, .init(isStorageRoot: true, namedList: nil)),
        ("null", .init(isStorageRoot: false, namedList: nil)),
    ])
    func readsTheStorageOfTheVdir(collections: String, storage: VdirsyncerConfig.Storage) {
        #expect(Self.config(collections: collections).storage(at: "/home/alice/.local/share/taskdeck/vdir") == storage)
    }

    @Test func aFolderNoStorageNamesIsUnknown() {
        #expect(Self.config(collections: #"["from a"]"#).storage(at: "/home/alice/elsewhere") == nil)
    }

    /// Found where vdirsyncer looks: `$VDIRSYNCER_CONFIG`, else under `$XDG_CONFIG_HOME`.
    @Test func isReadWhereVdirsyncerReadsIt() throws {
        let folder = try TemporaryFolder("vdirsyncer-config")
        let text = "[pair p]\na = \"l\"\nb = \"r\"\ncollections = [\"from a\"]\n[storage l]\ntype = \"filesystem\"\npath = \"\(folder.path)/v\"\n"
        try FileManager.default.createDirectory(at: folder.appending("xdg/vdirsyncer"), withIntermediateDirectories: true)
        try folder.write(text, to: folder.appending("xdg/vdirsyncer/config"))
        let viaXDG = VdirsyncerConfig.load(environment: ["XDG_CONFIG_HOME": folder.appending("xdg").path, "HOME": "/nonexistent"])
        #expect(viaXDG?.storage(at: folder.path + "/v")?.isStorageRoot == true)
        try folder.write(text.replacingOccurrences(of: "/v", with: "/w"), to: folder.appending("explicit"))
        let explicit = VdirsyncerConfig.load(environment: ["VDIRSYNCER_CONFIG": folder.appending("explicit").path,
                                                           "XDG_CONFIG_HOME": folder.appending("xdg").path])
        #expect(explicit?.storage(at: folder.path + "/w")?.isStorageRoot == true)
        #expect(explicit?.storage(at: folder.path + "/v") == nil)
        #expect(VdirsyncerConfig.load(environment: ["HOME": folder.path]) == nil)
    }
}
