/// `taskdeck keys`: a full-screen diagnostic that shows each decoded key with its bytes.
/// It runs the same terminal run loop as the app, so it also proves the terminal engine.
enum KeysCommand {
    static let command = Command(
        name: "keys",
        summary: "show what your terminal sends for each key (Ctrl-C twice quits)",
        usage: "keys",
        examples: ["taskdeck keys"],
        readsConfig: false,
        run: { invocation in try FullScreen.run(KeysProgram(), environment: invocation.context.environment) })
}
