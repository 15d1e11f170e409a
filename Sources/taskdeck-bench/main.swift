// Release-build benchmarks for the targets named in the issues:
//   swift run -c release taskdeck-bench [name-filter]
// Each suite lives in its own file and adds its benchmarks to this list.
import Foundation
import TaskWording

#if DEBUG
print("note: this is a debug build; run with `swift run -c release taskdeck-bench` for real figures")
#endif

// `taskdeck-bench guard FILE`: the deterministic figures against their bounds (CI).
if CommandLine.arguments.dropFirst().first == "guard" {
    guard CommandLine.arguments.count == 3 else {
        FileHandle.standardError.write(Data("usage: taskdeck-bench guard BOUNDS-FILE\n".utf8))
        exit(64)
    }
    let within: Bool
    do {
        within = try MainActor.assumeIsolated { try GuardFigures.check(boundsFile: CommandLine.arguments[2]) }
    } catch {
        FileHandle.standardError.write(Data("taskdeck-bench: \(ErrorMessage.text(error))\n".utf8))
        exit(1)
    }
    BenchmarkFolders.removeFinished()
    exit(within ? 0 : 1)
}

let filter = CommandLine.arguments.dropFirst().first
// A filter naming the sort suite ("sort: ...") or the tab suite ("tab: ...") builds only that
// suite: each suite makes its own data when first read, which at TASKDECK_BENCH_TASKS=1000000
// outlasts the sort's figures.
let everyBenchmark: () -> [Benchmark] = {
    storageBenchmarks + terminalBenchmarks + sceneBenchmarks + agendaBenchmarks + durableBenchmarks
    + vdirBenchmarks + dateBenchmarks + planBenchmarks + dependencyBenchmarks + undoBenchmarks + annotationBenchmarks
    + contextBenchmarks + importBenchmarks + fieldBenchmarks + searchCurveBenchmarks + searchOpenBenchmarks
    + searchTextMemoryBenchmarks + sortBenchmarks + tabBenchmarks
}
let benchmarks = filter?.hasPrefix("sort:") == true ? sortBenchmarks
    : filter?.hasPrefix("tab:") == true ? tabBenchmarks : everyBenchmark()
printTerminalByteCounts(filter: filter)
var failure: (any Error)?
do {
    try BenchmarkRunner.run(benchmarks, filter: filter)
} catch {
    failure = error
}
// Leave nothing in the temporary folder, whichever way the run ends.
BenchmarkFolders.removeFinished()
if let failure {
    FileHandle.standardError.write(Data("taskdeck-bench: \(ErrorMessage.text(failure))\n".utf8))
    exit(1)
}
