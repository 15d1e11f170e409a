/// A centred, bordered box for dialogs (confirmations, forms, help): it clears its area,
/// draws the border and title, and returns the inside for the content.
public struct ModalBox: Hashable, Sendable {
    public var title: String
    public var size: Size
    public var border: BorderStyle

    public init(title: String, size: Size, border: BorderStyle = .rounded) {
        self.title = title
        self.size = size
        self.border = border
    }

    /// Where the box goes in `bounds`: centred, shrunk to fit.
    public func frame(in bounds: Rect) -> Rect { bounds.centered(size) }

    /// Draws the box centred in `bounds` and returns the content rectangle inside the border
    /// (with one column of padding each side).
    @discardableResult
    public func draw(on canvas: inout Canvas, in bounds: Rect, style: Style = .plain,
                     borderStyle: Style = .plain) -> Rect {
        let frame = frame(in: bounds)
        guard frame.width >= 2, frame.height >= 2 else { return Rect(origin: frame.origin, size: .zero) }
        canvas.fill(frame, style: style)
        canvas.box(frame, border: border, style: borderStyle, title: title, titleStyle: borderStyle.bold)
        return frame.inset(top: 1, left: 2, bottom: 1, right: 2)
    }
}
