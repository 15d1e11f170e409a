import Foundation
import TerminalCore

// MARK: - Inputs, built once

/// About 1 MB of what a terminal sends: text, UTF-8, arrows with modifiers, F-keys, pastes.
private let mixedInput: [UInt8] = {
    let pieces = ["hello world ", "é中😀", "\u{1B}[A", "\u{1B}[1;5C", "\u{1B}OP", "\u{1B}[15~", "\r", "\u{7F}",
                  "\u{1B}x", "\u{1B}[200~pasted text with \u{1B}[A inside\u{1B}[201~"]
    var bytes: [UInt8] = []
    var index = 0
    while bytes.count < 1 << 20 {
        bytes += Array(pieces[index % pieces.count].utf8)
        index += 7
    }
    return bytes
}()

private func listFrame(selected: Int) -> Canvas {
    var canvas = Canvas(size: Size(width: 200, height: 60))
    for row in 0..<60 {
        let style: Style = row == selected ? Style(foreground: .black, background: .cyan).bold : .plain
        let rect = Rect(x: 0, y: row, width: 200, height: 1)
        canvas.fill(rect, style: style)
        canvas.draw("  [ ] Task \(row) — buy milk 牛乳, write the report, call Alice 📞 #home !high",
                    in: rect, style: style)
    }
    return canvas
}

private let framesForDiff = (listFrame(selected: 10), listFrame(selected: 11))

private let mixedStrings: [String] = {
    let samples = ["Buy milk", "日本語のテキスト", "e\u{301}cole", "👨‍👩‍👧‍👦 family", "🇫🇷 trip", "plain ascii text here",
                   "☺\u{FE0F} ok", "tab\there"]
    return (0..<100_000).map { samples[$0 % samples.count] + String($0) }
}()

// MARK: - The suite

/// `Benchmark` holds a closure and is not `Sendable`; the list is built once and only read.
nonisolated(unsafe) let terminalBenchmarks: [Benchmark] = [
    Benchmark(name: "terminal: decode 1 MB of mixed input (4 KB reads)", iterations: 10) {
        var decoder = InputDecoder()
        var count = 0
        var index = 0
        while index < mixedInput.count {
            let end = min(mixedInput.count, index + 4096)
            count += decoder.feed(mixedInput[index..<end]).count
            index = end
        }
        return count
    },
    Benchmark(name: "terminal: draw + render a full 200x60 frame", iterations: 20) {
        var renderer = Renderer(colorMode: .trueColor)
        return renderer.render(listFrame(selected: 10)).count
    },
    Benchmark(name: "terminal: render a full 200x60 frame (drawn once)", iterations: 20) {
        var renderer = Renderer(colorMode: .trueColor)
        return renderer.render(framesForDiff.0).count
    },
    Benchmark(name: "terminal: diff a one-row highlight move on 200x60", iterations: 50) {
        var renderer = Renderer(colorMode: .trueColor)
        _ = renderer.render(framesForDiff.0)
        return renderer.render(framesForDiff.1).count
    },
    Benchmark(name: "terminal: width of 100k mixed strings", iterations: 10) {
        mixedStrings.reduce(0) { $0 + TextWidth.width(of: $1) }
    },
]

/// The byte counts behind the render benchmarks, printed once (when they are selected) so
/// they are on record next to the timings.
func printTerminalByteCounts(filter: String?) {
    guard terminalBenchmarks.contains(where: { filter.map($0.name.contains) ?? true }) else { return }
    var renderer = Renderer(colorMode: .trueColor)
    let full = renderer.render(framesForDiff.0).count
    let diff = renderer.render(framesForDiff.1).count
    print("terminal: full 200x60 frame = \(full) bytes; one-row highlight move = \(diff) bytes")
}
