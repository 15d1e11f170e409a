import Foundation

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
            var checksum = 0
            for _ in 0..<benchmark.iterations {
                benchmark.prepare()
                let start = DispatchTime.now().uptimeNanoseconds
                checksum &+= try benchmark.run()
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            samples.sort()
            let median = samples[samples.count / 2]
            let best = samples.first ?? 0
            let p95 = samples[min(samples.count - 1, Int((Double(samples.count) * 0.95).rounded(.up)) - 1)]
            let line = String(format: "%-50@ median %9.3f ms   p95 %9.3f ms   best %9.3f ms   (n=%d, checksum %d)",
                              benchmark.name as NSString, median, p95, best, benchmark.iterations, checksum)
            print(line)
        }
    }
}
