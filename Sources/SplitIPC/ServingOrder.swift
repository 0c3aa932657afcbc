// The order in which one loop turn answers the requests it read from several connections on
// i3's socket: what arrived together is concurrent, and subscriptions take effect first.

extension IPCRequest {
    /// Whether this is i3's SUBSCRIBE.
    public var isI3Subscription: Bool { i3Type == I3Request.subscribe.rawValue }

    /// Requests read in one loop turn, in the order to answer them: each connection's stay in
    /// the order it sent them, and the subscriptions a connection sent before anything else go
    /// before every other connection's requests. Which ready descriptor is read first says
    /// nothing of which client wrote first, and a client may subscribe on one connection and
    /// then, without waiting for the reply, act on another (i3ipc-python's aio Connection sends
    /// SEND_TICK or `restart` so): it must hear of its own act, as it does from i3.
    public static func servingOrder(_ requests: [IPCRequest]) -> [IPCRequest] {
        var subscriptions: [IPCRequest] = []
        var rest: [IPCRequest] = []
        var started: Set<ClientID> = []
        for request in requests {
            if request.isI3Subscription, !started.contains(request.client) {
                subscriptions.append(request)
            } else {
                started.insert(request.client)
                rest.append(request)
            }
        }
        return subscriptions + rest
    }
}
