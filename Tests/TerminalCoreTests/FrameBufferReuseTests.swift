import TaskTestSupport
import Testing
@testable import TerminalCore

/// The renderer's two frame buffers: frames of one size are drawn into the same two
/// canvases, cleared in place, and say the same bytes as frames drawn into new canvases.
@Suite struct FrameBufferReuseTests {
    /// Where a canvas keeps its cells, to tell whether two frames shared storage.
    static func storage(of canvas: Canvas) -> UInt? {
        canvas.cells.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } }
    }

    @Test func framesOfOneSizeAlternateBetweenTwoBuffers() {
        var renderer = Renderer(colorMode: .ansi256)
        var used: [UInt?] = []
        // Blocks of a frame's size kept alive between frames take any storage a frame
        // freed, so a renderer that allocated each frame could not land on old addresses.
        var heldBlocks: [[Cell]] = []
        for frame in 0..<6 {
            _ = renderer.render(size: Size(width: 30, height: 4)) { canvas in
                used.append(Self.storage(of: canvas))
                canvas.draw("frame \(frame)", at: .zero)
            }
            heldBlocks.append(contentsOf: (0..<4).map { _ in Array(repeating: Cell.blank, count: 120) })
        }
        #expect(heldBlocks.count == 24)
        #expect(used[0] != nil && used[1] != nil && used[0] != used[1])
        #expect(used[2] == used[0] && used[4] == used[0])
        #expect(used[3] == used[1] && used[5] == used[1])
    }

    @Test func eachFrameStartsBlankWithNoCursorAndTheNewSize() {
        var renderer = Renderer(colorMode: .ansi16)
        _ = renderer.render(size: Size(width: 8, height: 2)) { canvas in
            canvas.fill(with: "#", style: .fg(.red))
            canvas.setCursor(Point(x: 1, y: 1))
        }
        for size in [Size(width: 8, height: 2), Size(width: 8, height: 2), Size(width: 5, height: 3)] {
            _ = renderer.render(size: size) { canvas in
                #expect(canvas.frameSize == size)
                #expect(canvas.cells == Array(repeating: .blank, count: size.width * size.height))
                #expect(canvas.cursor == nil)
            }
        }
    }

    /// Reusing buffers changes no byte: the same frames through `render(_:)` (a new canvas
    /// each time) and `render(size:_:)` give the same output, resizes and repaints included.
    @Test func reusedBuffersSayTheSameBytesAsNewCanvases() {
        var random = SplitMix64(seed: 7)
        var fresh = Renderer(colorMode: .trueColor)
        var reused = Renderer(colorMode: .trueColor)
        var size = Size(width: 20, height: 5)
        for step in 0..<60 {
            if step % 17 == 16 { size = Size(width: 14 + step % 9, height: 3 + step % 4) }
            if step % 11 == 10 { fresh.invalidate(); reused.invalidate() }
            let text = String(repeating: "ab日 ", count: Int.random(in: 0..<6, using: &random))
            let at = Point(x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random))
            let style = Style.fg(Bool.random(using: &random) ? .red : .green)
            func draw(_ canvas: inout Canvas) {
                canvas.draw(text, at: at, style: style)
                if step % 3 == 0 { canvas.setCursor(at) }
            }
            var canvas = Canvas(size: size)
            draw(&canvas)
            #expect(fresh.render(canvas) == reused.render(size: size, draw), "step \(step)")
        }
    }
}
