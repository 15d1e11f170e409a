/// Turns frames into the bytes that change the terminal from the frame it shows to the
/// next one, and keeps the two frame buffers the run loop draws into.
///
/// Each frame is worked out in two steps, each tested on its own: `FrameDiff` says what
/// changed (spans of cells to write or erase, what becomes of the text cursor) and
/// `FrameEncoder` says it in ANSI. A resize, the first frame or `invalidate()` (Ctrl-L,
/// after Ctrl-Z) repaints everything.
///
/// As in ratatui, the renderer holds a front buffer (what the terminal shows) and a back
/// buffer (the next frame); `render(size:_:)` clears the back buffer in place, lets the
/// caller draw into it and swaps the two, so a frame allocates no cells unless the size
/// changed.
public struct Renderer: Sendable {
    public let colorMode: ColorMode
    /// The terminal fills erased cells with the current background (bce), so blanks on a
    /// colour (a selected row's) are erased, not written as spaces.
    public let backgroundErase: Bool
    /// The frame the terminal shows, when `frontIsOnScreen`.
    private var front = Canvas(size: .zero)
    /// The buffer the next frame is drawn into, kept so its cells are reused.
    private var back = Canvas(size: .zero)
    /// False until the first frame and after `invalidate()`: the terminal's content is unknown.
    private var frontIsOnScreen = false
    /// The rows where `front` and `back` may differ (nil: any): after a continued frame,
    /// the rows it wrote; so the next continued frame copies only those rows, not the screen.
    private var rowsFrontDiffers: RowSet?
    /// Numbers the frames handed out (`Canvas.frame`), so a drawer can tell its own.
    private let identity = UInt64.random(in: 0...UInt64.max)
    private var frames: UInt64 = 0

    public init(colorMode: ColorMode, backgroundErase: Bool = true) {
        self.colorMode = colorMode
        self.backgroundErase = backgroundErase
    }

    /// Forgets the previous frame so the next `render` repaints the whole screen.
    public mutating func invalidate() {
        frontIsOnScreen = false
    }

    /// Draws the next frame with `draw` into the reused back buffer (blank, of `size`) and
    /// returns the bytes that bring the terminal to it; empty when nothing changed.
    ///
    /// `keepingShownFrame`: the drawer draws only what changed, so when the terminal shows a
    /// frame of this size the back buffer starts as a copy of it (`Canvas.continuesShownFrame`)
    /// and only the rows the drawer writes are compared (a `j` writes three rows of forty).
    /// Otherwise, or when the drawer clears it, the frame starts blank and every row is compared.
    public mutating func render(size: Size, keepingShownFrame: Bool = false,
                                _ draw: (inout Canvas) throws -> Void) rethrows -> [UInt8] {
        if keepingShownFrame, frontIsOnScreen, front.frameSize == size {
            // The other buffer may still be of the size before a resize: then it is copied whole.
            let sameSize = back.frameSize == size
            if !sameSize { back.resize(to: size) }
            back.continueFrame(front, differingRows: sameSize ? rowsFrontDiffers : nil)
        } else {
            back.resize(to: size)
        }
        frames += 1
        back.frame = FrameID(renderer: identity, serial: frames)
        try draw(&back)
        let bytes = bytes(to: back)
        rowsFrontDiffers = back.continuesShownFrame ? back.rowsChangedFromShown : nil
        swap(&front, &back)
        frontIsOnScreen = true
        return bytes
    }

    /// The bytes that bring the terminal from the previous frame to `canvas`; empty when
    /// nothing changed.
    public mutating func render(_ canvas: Canvas) -> [UInt8] {
        let bytes = bytes(to: canvas)
        // The old front becomes the back buffer that `render(size:_:)` would reuse.
        back = canvas
        rowsFrontDiffers = nil
        swap(&front, &back)
        frontIsOnScreen = true
        return bytes
    }

    private func bytes(to canvas: Canvas) -> [UInt8] {
        let diff = FrameDiff(from: frontIsOnScreen ? front : nil, to: canvas, colorMode: colorMode,
                             backgroundErase: backgroundErase,
                             onlyRows: canvas.continuesShownFrame ? canvas.touchedRows : nil,
                             scrolled: canvas.continuesShownFrame ? canvas.scrolled : nil)
        return FrameEncoder.bytes(for: diff, of: canvas, colorMode: colorMode, backgroundErase: backgroundErase)
    }
}
