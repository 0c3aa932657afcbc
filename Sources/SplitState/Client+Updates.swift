// What one client's record does by itself: take the properties the X edge read again (saying
// which changes matter beyond the record), and choose where the window floats first.
import SplitEngine
import XModel

extension Client {
    /// What a property update changed that matters beyond this record.
    struct UpdateOutcome {
        /// WM_HINTS' urgency flag changed: the window wants attention, or not.
        var urgencyHint = false
        /// A dock's strut changed: the work areas change.
        var strut = false
        var title = false
        /// A new minimum size the tree must take before the record may (nil: unchanged).
        var minSize: Size?
    }

    /// Takes `update` into the record, all but the minimum size, which the tree must accept
    /// first (a tiled window's); returns what changed.
    mutating func take(_ update: PropertyUpdate) -> UpdateOutcome {
        var outcome = UpdateOutcome()
        if let minSize = update.minSize, minSize != self.minSize { outcome.minSize = minSize }
        if let accepts = update.acceptsInput { acceptsInput = accepts }
        if let takes = update.takesFocus { takesFocus = takes }
        if let polite = update.deletesPolitely { deletesPolitely = polite }
        if let hint = update.urgencyHint, hint != urgencyHint {
            urgencyHint = hint
            outcome.urgencyHint = true
        }
        if let limits = update.sizeLimits { facts.sizeLimits = limits }
        if let strut = update.strut, strut != facts.strut {
            facts.strut = strut
            outcome.strut = true
        }
        if let decorations = update.decorations { facts.decorations = decorations }
        if let title = update.title, title != facts.title {
            facts.title = title
            outcome.title = true
        }
        return outcome
    }

    /// Where it goes when it first floats in `bounds`: at the size it asked for (within its
    /// size hints), where it put itself when it `asked` for that place (USPosition or
    /// PPosition, at a point on its monitor: 0,0 too, GTK's place at the pointer in a corner),
    /// else centred over its parent's rectangle `over` when the parent is shown, else centred
    /// in the bounds; with `border` on each side, kept inside. Its size is within its size
    /// hints, then within the floating `limits`, as i3 checks a window that starts floating;
    /// its own hints again last, so that a window of a fixed size (a minimum equal to its
    /// maximum) keeps it whatever the floating minimum says.
    func initialFrame(in bounds: Rect, asked: Bool, over parent: PixelRect?, border: Int, limits: FloatingLimits) -> PixelRect {
        let requested = facts.requested
        var frame = facts.sizeLimits.applied(to: PixelRect(x: requested.x, y: requested.y, width: requested.width, height: requested.height))
        let limited = limits.clamped(Size(width: frame.width, height: frame.height))
        frame.width = limited.width
        frame.height = limited.height
        frame = facts.sizeLimits.applied(to: frame)
        let outerWidth = frame.width + 2 * border, outerHeight = frame.height + 2 * border
        if asked {
            // Where it asked: kept inside below (a panel's strut, a window larger than the rest).
        } else if let over = parent {
            // Halves rounded each as i3 rounds them (`floating_center`), so that an odd size
            // lands where `move position center` would put it.
            frame.x = over.x + over.width / 2 - outerWidth / 2
            frame.y = over.y + over.height / 2 - outerHeight / 2
        } else {
            frame.x = bounds.x + bounds.width / 2 - outerWidth / 2
            frame.y = bounds.y + bounds.height / 2 - outerHeight / 2
        }
        return frame.clamped(into: bounds, border: border)
    }
}
