import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One named measurement. `run` does the work `iterations` times and returns a value
/// that is printed, so the optimizer cannot drop the work.
struct Benchmark {
    let name: String
    let iterations: Int
    /// Run before each iteration, untimed (e.g. closing the scene the iteration opens).
    var prepare: () -> Void = {}
    let run: () throws -> Int

    init(name: String, iterations: Int, prepare: @escaping () -> Void = {}, run: @escaping () throws -> Int) {
        self.name = name
        self.iterations = iterations
        self.prepare = prepare
        self.run = run
    }
}

/// Runs benchmarks and prints one line each: the median, the 95th percentile and the best
/// wall time per iteration (the issues' targets are p95).
enum BenchmarkRunner {
    static func run(_ benchmarks: [Benchmark], filter: String?) throws {
        for benchmark in benchmarks where filter.map({ benchmark.name.contains($0) }) ?? true {
            var samples: [Double] = []
            var cpuSamples: [Double] = []
            var faultSamples: [Double] = []
            var checksum = 0
            for _ in 0..<benchmark.iterations {
                benchmark.prepare()
                let faultsStart = pageFaults()
                let cpuStart = cpuMilliseconds()
                let start = DispatchTime.now().uptimeNanoseconds
                checksum &+= try benchmark.run()
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                cpuSamples.append(cpuMilliseconds() - cpuStart)
                faultSamples.append(Double(pageFaults() - faultsStart))
            }
            let (median, p95, best) = figures(samples)
            let cpu = figures(cpuSamples)
            let faults = figures(faultSamples)
            let line = String(format: "%-50@ median %9.3f ms   p95 %9.3f ms   best %9.3f ms   (n=%d, checksum %d)   cpu median %.3f p95 %.3f ms   page faults median %.0f",
                              benchmark.name as NSString, median, p95, best, benchmark.iterations, checksum, cpu.median, cpu.p95,
                              faults.median)
            print(line)
        }
    }

    /// Median, 95th percentile and best of `samples`.
    private static func figures(_ samples: [Double]) -> (median: Double, p95: Double, best: Double) {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return (0, 0, 0) }
        let p95 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
        return (sorted[sorted.count / 2], p95, sorted[0])
    }

    /// The page faults this process has taken so far (minor ones: fresh memory touched the
    /// first time). On this VM a fault costs microseconds, so tens of megabytes of fresh memory
    /// show in a wall time: the figure says when a time is that and not the work.
    private static func pageFaults() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return usage.ru_minflt + usage.ru_majflt
    }

    /// Processor time used so far by this process (every thread) and its waited-for children
    /// (the real binary a benchmark runs), in milliseconds: unlike the wall time, it barely
    /// moves when other builds share the machine, so a figure taken under load can be compared.
    private static func cpuMilliseconds() -> Double {
        var own = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &own)
        var children = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_CHILDREN.rawValue, &children)
        #else
        getrusage(RUSAGE_CHILDREN, &children)
        #endif
        let childSeconds = Double(children.ru_utime.tv_sec + children.ru_stime.tv_sec)
            + Double(children.ru_utime.tv_usec + children.ru_stime.tv_usec) / 1e6
        return (Double(own.tv_sec) + Double(own.tv_nsec) / 1e9 + childSeconds) * 1000
    }
}

/// How many tasks a benchmark list holds, and how its names say so.
enum BenchmarkSize {
    /// `TASKDECK_BENCH_TASKS` (CI sets it small so the run stays short), else `standard`.
    static func tasks(standard: Int = 100_000) -> Int {
        Int(ProcessInfo.processInfo.environment["TASKDECK_BENCH_TASKS"] ?? "") ?? standard
    }

    /// "100k" for 100,000 tasks; a count under 1,000 as it is.
    static func label(_ count: Int) -> String {
        count >= 1000 ? "\(count / 1000)k" : "\(count)"
    }
}
