import Testing
import TaskStorage

struct TaskFileLocationTests {
    @Test func resolutionOrder() {
        let all = ["TASKDECK_FILE": "/t/file.json", "XDG_DATA_HOME": "/xdg", "HOME": "/home/me"]
        #expect(TaskFileLocation.resolve(explicitPath: "/cli.json", environment: all).path == "/cli.json")
        #expect(TaskFileLocation.resolve(explicitPath: nil, environment: all).path == "/t/file.json")
        var env = all
        env["TASKDECK_FILE"] = ""
        #expect(TaskFileLocation.resolve(explicitPath: nil, environment: env).path == "/xdg/taskdeck/tasks.json")
        env["XDG_DATA_HOME"] = nil
        #expect(TaskFileLocation.resolve(explicitPath: nil, environment: env).path
                == "/home/me/.local/share/taskdeck/tasks.json")
    }
}
