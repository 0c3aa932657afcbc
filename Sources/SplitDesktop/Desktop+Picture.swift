// The picture the state shows: computed whole from the state every time (a drag step too),
// so nothing the state no longer holds can stay on screen. The renderer sends only the
// difference from the picture before.
import SplitCore
import SplitEngine
import XModel

extension Desktop {
    /// The picture, laid out in `buffer` (reused between calls: a drag lays out at every motion).
    public func picture(buffer: inout Layout<WindowID>) -> Picture {
        var picture = Picture()
        picture.screenSize = monitors.reduce(PixelSize(width: 0, height: 0)) {
            PixelSize(width: max($0.width, $1.area.x + $1.area.width), height: max($0.height, $1.area.y + $1.area.height))
        }
        layout(into: &buffer)
        let border = settings.border
        let color = { (window: WindowID) -> RGB in
            window == self.focused ? border.focusedColor
                : self.clients[window]?.urgent == true ? border.urgentColor : border.unfocusedColor
        }
        if let drag = splitterDrag, settings.dragMode == .onRelease {
            // Only the splitter follows the pointer; the windows stay where they were at the press.
            var windows = Layout<WindowID>()
            layout(of: drag.treeAtPress, into: &windows)
            picture.place(windows, splitters: buffer, border: border, color: color)
        } else {
            picture.place(buffer, splitters: buffer, border: border, color: color)
        }
        for (window, client) in clients where client.urgent { picture.urgent.insert(window) }
        if let focused, let client = clients[focused] {
            picture.focus = Picture.Focus(window: focused, acceptsInput: client.acceptsInput, takesFocus: client.takesFocus)
        }
        picture.focusRequests = focusRequests
        picture.clientList = clientOrder
        return picture
    }

    /// The windows the picture shows (as `picture.shown`, without building the picture).
    public var shownWindows: Set<WindowID> {
        let border = settings.border.width
        return Set(layout.tiles.lazy.filter { Picture.hasRoom($0.rect, border: border) }.map(\.leaf))
    }

    public var picture: Picture {
        var buffer = Layout<WindowID>()
        return picture(buffer: &buffer)
    }
}
