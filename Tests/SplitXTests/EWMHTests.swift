// The EWMH root properties, read back by a separate client as pagers and status bars read them.
import SplitX
import Testing
import XTestSupport

extension XServerTests {
    @Suite struct EWMH {
        @Test func announcingTheWindowManagerSetsTheCheckWindowAndWhatIsSupported() throws {
            try withX { x in
                let check = x.wm.announceWindowManager(name: "splitwm")
                x.wm.sync()
                let root = x.client.root
                #expect(x.client.items(root, "_NET_SUPPORTING_WM_CHECK", type: "WINDOW") == [check.rawValue])
                #expect(x.client.items(check, "_NET_SUPPORTING_WM_CHECK", type: "WINDOW") == [check.rawValue])
                #expect(x.client.text(check, "_NET_WM_NAME")?.type == "UTF8_STRING")
                #expect(x.client.text(check, "_NET_WM_NAME")?.text == "splitwm")
                let supported = try #require(x.client.items(root, "_NET_SUPPORTED", type: "ATOM"))
                #expect(supported.map { x.client.atomName(UInt($0)) } == XConnection.supportedEWMHAtoms)
                #expect(Set(XConnection.supportedEWMHAtoms).isSuperset(of: [
                    "_NET_SUPPORTED", "_NET_SUPPORTING_WM_CHECK", "_NET_WM_NAME", "_NET_CLIENT_LIST", "_NET_ACTIVE_WINDOW",
                    "_NET_CLOSE_WINDOW", "_NET_NUMBER_OF_DESKTOPS", "_NET_CURRENT_DESKTOP", "_NET_DESKTOP_GEOMETRY",
                    "_NET_WORKAREA", "_NET_FRAME_EXTENTS", "_NET_DESKTOP_NAMES", "_NET_WM_DESKTOP", "_NET_DESKTOP_VIEWPORT",
                    // What a title format shows (title_format), which i3 announces too.
                    "_NET_WM_VISIBLE_NAME",
                ]))
                // The maximized states splitwm sets on tiles alone along an axis (as i3 does), and sticky windows.
                #expect(Set(XConnection.supportedEWMHAtoms).isSuperset(of: ["_NET_WM_STATE_MAXIMIZED_HORZ", "_NET_WM_STATE_MAXIMIZED_VERT",
                                                                          "_NET_WM_STATE_STICKY"]))
                // Nothing it does not do: panels believe this list (no shading).
                for unsupported in ["_NET_WM_STATE_SHADED", "_NET_WM_STATE_ABOVE", "_NET_SHOWING_DESKTOP"] {
                    #expect(!supported.map { x.client.atomName(UInt($0)) }.contains(unsupported), "\(unsupported)")
                }
                // The check window is invisible (InputOnly, off the screen), never managed, and not a
                // client; mapped, so that it can hold the focus when no window has it.
                #expect(x.wm.attributes(of: check)?.mapState == .viewable)
                #expect(x.client.isOverrideRedirect(check) == true)
                #expect(x.client.isInputOnly(check) == true)
                #expect(x.client.geometry(of: check) == PixelRect(x: -1, y: -1, width: 1, height: 1))
            }
        }

        @Test func clientListAndActiveWindowFollowTheWindowManager() throws {
            try withX { x in
                let a = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                let b = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                x.client.sync()
                let root = x.client.root
                x.wm.setClientList([a, b])
                x.wm.setActiveWindow(b)
                x.wm.sync()
                #expect(x.client.items(root, "_NET_CLIENT_LIST", type: "WINDOW") == [a.rawValue, b.rawValue])
                #expect(x.client.items(root, "_NET_ACTIVE_WINDOW", type: "WINDOW") == [b.rawValue])

                x.wm.setClientList([])
                x.wm.setActiveWindow(nil)
                x.wm.sync()
                #expect(x.client.items(root, "_NET_CLIENT_LIST", type: "WINDOW") == [])
                #expect(x.client.items(root, "_NET_ACTIVE_WINDOW", type: "WINDOW") == [0])
            }
        }

        @Test func frameExtentsAndDesktopGeometry() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                x.client.sync()
                x.wm.setFrameExtents(w, border: 3)
                x.wm.setDesktopGeometry(PixelSize(width: 1920, height: 1080))
                x.wm.setWorkAreas([PixelRect(x: 0, y: 30, width: 1920, height: 1050)])
                x.wm.sync()
                #expect(x.client.items(w, "_NET_FRAME_EXTENTS", type: "CARDINAL") == [3, 3, 3, 3])
                #expect(x.client.items(x.client.root, "_NET_DESKTOP_GEOMETRY", type: "CARDINAL") == [1920, 1080])
                #expect(x.client.items(x.client.root, "_NET_WORKAREA", type: "CARDINAL") == [0, 30, 1920, 1050])
                x.wm.setNumberOfDesktops(3)
                x.wm.setCurrentDesktop(2)
                x.wm.setDesktopNames(["1", "web", "3"])
                x.wm.setDesktopViewports([PixelPoint(x: 0, y: 0), PixelPoint(x: 1920, y: 0), PixelPoint(x: 0, y: 0)])
                x.wm.setWindowDesktop(w, 1)
                x.wm.sync()
                #expect(x.client.items(x.client.root, "_NET_NUMBER_OF_DESKTOPS", type: "CARDINAL") == [3])
                #expect(x.client.items(x.client.root, "_NET_CURRENT_DESKTOP", type: "CARDINAL") == [2])
                #expect(x.client.text(x.client.root, "_NET_DESKTOP_NAMES")?.text == "1\u{0}web\u{0}3\u{0}")
                #expect(x.client.items(x.client.root, "_NET_DESKTOP_VIEWPORT", type: "CARDINAL") == [0, 0, 1920, 0, 0, 0])
                #expect(x.client.items(w, "_NET_WM_DESKTOP", type: "CARDINAL") == [1])
                x.wm.setWindowDesktop(w, nil)
                x.wm.sync()
                #expect(x.client.items(w, "_NET_WM_DESKTOP", type: "CARDINAL") == [0xFFFF_FFFF])
            }
        }

        @Test func windowTypeAndStateListsAreRead() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                let dock = x.client.atom("_NET_WM_WINDOW_TYPE_DOCK"), fullscreen = x.client.atom("_NET_WM_STATE_FULLSCREEN")
                x.client.setProperty(w, "_NET_WM_WINDOW_TYPE", type: "ATOM", .words([dock.rawValue, 0]))
                x.client.setProperty(w, "_NET_WM_STATE", type: "ATOM", .words([fullscreen.rawValue, fullscreen.rawValue]))
                x.client.sync()
                #expect(x.wm.windowTypes(of: w) == [dock])
                #expect(x.wm.netWMState(of: w) == [fullscreen])
            }
        }
    }
}
