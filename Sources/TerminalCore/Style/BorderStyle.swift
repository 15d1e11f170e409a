/// The line-drawing characters of a box.
public struct BorderStyle: Hashable, Sendable {
    public var topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
    public var horizontal: Character, vertical: Character

    public init(_ characters: String) {
        let c = Array(characters)
        precondition(c.count == 6, "a border is six characters: ┌┐└┘─│")
        (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = (c[0], c[1], c[2], c[3], c[4], c[5])
    }

    public static let single = BorderStyle("┌┐└┘─│")
    public static let rounded = BorderStyle("╭╮╰╯─│")
    public static let double = BorderStyle("╔╗╚╝═║")
    public static let heavy = BorderStyle("┏┓┗┛━┃")
    /// For terminals without line drawing.
    public static let ascii = BorderStyle("++++-|")
}
