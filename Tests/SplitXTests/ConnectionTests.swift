// Connecting, refusing to run beside another window manager, and atom interning, against a real Xvfb.
import SplitX
import Testing
import XTestSupport

extension XServerTests {
    @Suite struct Connection {
        @Test(arguments: [PixelSize(width: 1920, height: 1080), PixelSize(width: 1280, height: 720)])
        func freshServerReportsItsScreenSize(size: PixelSize) throws {
            try withX(size: size) { x in
                #expect(x.wm.screenSize == size)
                #expect(x.wm.displayName == x.server.displayName)
                #expect(x.wm.root == x.client.root)
                #expect(x.wm.fileDescriptor >= 0)
                #expect(x.wm.hasRandR)
            }
        }

        @Test func missingDisplayIsAClearError() {
            #expect(throws: XConnectionError.cannotOpen(display: ":4093")) {
                _ = try XConnection(displayName: ":4093")
            }
            #expect(XConnectionError.cannotOpen(display: ":4093").description.contains("\":4093\""))
        }

        @Test func secondWindowManagerIsRefusedAndTheFirstKeepsWorking() throws {
            try withX { x in
                try x.wm.becomeWindowManager()
                let other = try x.server.connect()
                #expect(throws: XConnectionError.anotherWindowManager(display: x.server.displayName)) {
                    try other.becomeWindowManager()
                }
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100))
                x.client.map(w)
                x.client.sync()
                #expect(x.wm.syncAndDrainEvents() == [.mapRequest(w)])
                #expect(other.syncAndDrainEvents() == [])
                #expect(x.client.mapState(of: w) == .unmapped)
            }
        }

        @Test func closingTwiceIsHarmless() throws {
            try withX { x in
                let c = try x.server.connect()
                c.close()
                c.close()
                #expect(!c.isOpen)
            }
        }

        @Test func atomsAreInternedOnceAndAgreeWithTheServer() throws {
            try withX { x in
                let protocols = x.wm.atoms.intern("WM_PROTOCOLS")
                #expect(protocols == x.client.atom("WM_PROTOCOLS"))
                #expect(x.wm.atoms.intern("WM_PROTOCOLS") == protocols)
                #expect(x.wm.atoms.name(of: protocols) == "WM_PROTOCOLS")

                let names = ["_NET_WM_STATE", "_SPLITWM_TEST_NEW_ATOM", "WM_PROTOCOLS", "_NET_WM_STATE"]
                #expect(x.wm.atoms.intern(names) == names.map { x.client.atom($0) })

                // A garbage atom from a client is BadAtom: answered with nil, never fatal.
                #expect(x.wm.atoms.name(of: AtomID(rawValue: 0x1FFF_FFFF)) == nil)
            }
        }
    }
}
