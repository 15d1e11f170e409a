extension SceneRouter {
    /// Pushes the Task Editor: `pass` gives its data store what the form starts from (the
    /// task to edit, a parent, defaults) before it shows; after a save the editor tells
    /// `returnDataStore` which task was saved and what changed.
    func routeToTaskEditor(returningTo returnDataStore: TaskReturnDataStore?,
                           passing pass: (TaskEditorDataStore) -> Void) {
        let editor = TaskEditorConfigurator.make(environment: environment, navigator: navigator, returnDataStore: returnDataStore)
        if let destination = editor.router?.dataStore { pass(destination) }
        navigator?.push(editor)
    }
}
