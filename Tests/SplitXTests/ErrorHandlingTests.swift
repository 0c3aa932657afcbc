// The X error handler: races with dying windows are tolerated and logged, anything else is fatal in strict mode.
import SplitX
import Testing
import XTestSupport

extension XServerTests {
    @Suite struct ErrorHandling {
        @Test func requestOnADestroyedWindowIsAToleratedLoggedRace() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 80, height: 80))
                x.client.destroy(w)
                x.client.sync()

                x.wm.moveResize(w, to: PixelRect(x: 5, y: 5, width: 50, height: 50))
                x.wm.sync()
                let errors = x.wm.takeErrors()
                try #require(errors.count == 1, "\(errors)")
                #expect(errors[0].code == .badWindow)
                #expect(errors[0].request == .configureWindow)
                #expect(errors[0].resourceID == w.rawValue)
                #expect(errors[0].tolerated)
                #expect(errors[0].description.contains("BadWindow"))
                #expect(x.wm.takeErrors().isEmpty)

                // Still connected and working: a live window obeys the next request.
                let live = x.client.createWindow(PixelRect(x: 0, y: 0, width: 80, height: 80))
                x.client.sync()
                x.wm.moveResize(live, to: PixelRect(x: 30, y: 40, width: 60, height: 70))
                x.wm.sync()
                #expect(x.client.geometry(of: live) == PixelRect(x: 30, y: 40, width: 60, height: 70))
            }
        }

        @Test func strictModeTreatsANonRaceErrorAsFatal() throws {
            try withX(strict: true) { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 80, height: 80))
                x.client.sync()
                x.wm.moveResize(w, to: PixelRect(x: 0, y: 0, width: 0, height: 10))   // X forbids zero sizes
                x.wm.sync()
                let fatal = x.fatal.take()
                try #require(fatal.count == 1, "\(fatal)")
                #expect(fatal[0].code == .badValue && fatal[0].request == .configureWindow && !fatal[0].tolerated)
            }
        }

        @Test func withoutStrictModeANonRaceErrorIsOnlyLogged() throws {
            try withX(strict: false) { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 80, height: 80))
                x.client.sync()
                x.wm.moveResize(w, to: PixelRect(x: 0, y: 0, width: 0, height: 10))
                x.wm.sync()
                #expect(x.fatal.take().isEmpty)
                #expect(x.wm.takeErrors().map(\.code) == [.badValue])
            }
        }

        @Test func capturedErrorsAreReturnedNotLoggedOrFatal() throws {
            try withX(strict: true) { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 80, height: 80))
                x.client.sync()
                let (_, captured) = x.wm.capturingErrors {
                    x.wm.moveResize(w, to: PixelRect(x: 0, y: 0, width: 10, height: 0))
                }
                #expect(captured.map(\.code) == [.badValue])
                #expect(x.wm.takeErrors().isEmpty)
            }
        }

        @Test(arguments: [
            ("1", true), ("true", true), ("YES", true), ("0", false), ("", false), (nil, false),
        ] as [(String?, Bool)])
        func strictModeComesFromTheEnvironment(value: String?, strict: Bool) {
            #expect(XErrorPolicy.fromEnvironment(value).strict == strict)
        }

        @Test(arguments: [
            (XErrorCode.badWindow, XRequestCode.configureWindow, true),
            (.badWindow, .changeProperty, true),
            (.badMatch, .setInputFocus, true),
            (.badMatch, .configureWindow, true),
            (.badDrawable, .getGeometry, true),
            (.badValue, .killClient, true),
            (.badValue, .configureWindow, false),
            (.badAccess, .grabKey, false),
            (.badAccess, .changeWindowAttributes, false),
            (.badMatch, .changeProperty, false),
        ])
        func onlyRacesWithDyingWindowsAreTolerated(code: XErrorCode, request: XRequestCode, tolerated: Bool) {
            #expect(XErrorPolicy.isToleratedRace(code, request: request) == tolerated)
        }
    }
}
