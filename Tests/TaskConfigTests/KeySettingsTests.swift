import Testing
@testable import TaskConfig

/// `[keys]` and `[keys.SCENE]` read for their shape: each binding with its scene and line,
/// without a warning, and a malformed one refused with the line and what is expected.
struct KeySettingsTests {
    @Test func bindingsAndThePresetAreReadWithTheirLines() throws {
        let (settings, warnings) = try ConfigSchemaTests.read("""
            [keys]
            preset = "emacs"
            help = "f1"
            [keys.list]
            toggle = ["x", "ctrl-t"]
            quit = []
            """)
        #expect(warnings.isEmpty)
        #expect(settings.keys.preset == Sourced("emacs", from: .configFile(line: 2)))
        #expect(settings.keys.bindings == [
            KeySettings.Binding(scene: nil, action: "help", keys: ["f1"], line: 3),
            KeySettings.Binding(scene: "list", action: "toggle", keys: ["x", "ctrl-t"], line: 5),
            KeySettings.Binding(scene: "list", action: "quit", keys: [], line: 6),
        ])
    }

    @Test(arguments: [
        ("[keys.list]\ntoggle = 1\n",
         "/home/a/.config/taskdeck/config:2: keys.list.toggle must be a key or a list of keys in quotes ([\"x\", \"ctrl-r\"]), not a number"),
        ("[keys.list]\ntoggle = [\"x\", true]\n",
         "/home/a/.config/taskdeck/config:2: keys.list.toggle must be a key or a list of keys in quotes ([\"x\", \"ctrl-r\"]), found a boolean in the list"),
        ("[keys]\npreset = [\"emacs\"]\n",
         "/home/a/.config/taskdeck/config:2: keys.preset must be the name of a preset in quotes (\"emacs\"), not a list"),
        ("[keys.list.more]\ntoggle = \"x\"\n",
         "/home/a/.config/taskdeck/config:2: keys.list.more.toggle: expected action = keys under [keys] or [keys.SCENE]"),
    ])
    func malformedBindingsAreErrors(text: String, message: String) {
        #expect(throws: ConfigError.self) { try ConfigSchemaTests.read(text) }
        do {
            _ = try ConfigSchemaTests.read(text)
        } catch {
            #expect(error.description == message)
        }
    }
}
