import PaywallLayout

/// Draws a placement's paywall between the bars, with a line above saying how it was chosen (audience and
/// variant, or the placement map) and one below with a purchase's status, else a note when its prices reuse
/// the catalog's amounts in another currency.
enum PaywallView {
    /// Why a placement shows no paywall, for the error panel.
    static func problem(_ placement: String, _ scene: PaywallScene, loading: OfferingsLoading? = nil) -> ErrorPanel.Problem {
        if let loading, scene.resolution == nil {
            let rows = loading.rows
            return ErrorPanel.Problem(title: "Loading", message: rows[0].label, wayBack: rows[1].label)
        }
        guard let resolution = scene.resolution else {
            return ErrorPanel.Problem(title: "No offerings", message: "Kiosk was started without offerings, so no placement has a paywall.",
                                      wayBack: "Esc goes back. Start kiosk with --offerings FILE|URL to see paywalls.")
        }
        let reason = if case .nothing(let reason) = resolution.outcome { "\(reason)" } else { "its paywall cannot be drawn" }
        return ErrorPanel.Problem(title: "Nothing to show", message: "The placement \(placement) shows nothing: \(reason).",
                                  wayBack: "Esc goes back to the placements.")
    }

    /// Draws the paywall of `placement` for the current screen.
    static func draw(placement: String, _ state: AppState, into buffer: inout Buffer) {
        let scene = PaywallScene(placement: placement, choices: state.current.paywall, state: state)
        let note = scene.resolutionNote ?? scene.priceNote
        if let status = PaywallPurchaseStatus.line(scene, screen: state.current, state: state) ?? note.map({ ($0, ColorRole.warning) }) {
            buffer.write(TextWrapping.truncate(" " + status.text, width: buffer.width), at: Point(x: 0, y: buffer.height - 2),
                         style: state.theme.style(status.role))
        }
        buffer.write(" " + scene.routeDescription(fitting: max(buffer.width - 1, 0)), at: Point(x: 0, y: 1),
                     style: state.theme.style(.muted))
        if let message = scene.ownedMessage {
            let width = max(buffer.width - 4, 10)
            for (offset, line) in TextWrapping.wrap(message, width: width).enumerated() {
                buffer.write(line, at: Point(x: 2, y: PaywallScene.top + 1 + offset), style: state.theme.style(.text),
                             clip: Rect(x: 0, y: PaywallScene.top, width: buffer.width, height: max(buffer.height - PaywallScene.top - PaywallScene.bottom, 0)))
            }
        } else if let canvas = scene.canvas() {
            buffer.draw(canvas.buffer, at: Point(x: 0, y: PaywallScene.top))
        } else {
            let body = Rect(x: 0, y: PaywallScene.top, width: buffer.width, height: max(buffer.height - PaywallScene.top - PaywallScene.bottom, 1))
            ErrorPanel.draw(problem(placement, scene, loading: state.offeringsLoading), in: body, state, into: &buffer)
        }
    }
}
