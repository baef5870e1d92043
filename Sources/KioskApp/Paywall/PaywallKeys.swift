import PaywallLayout
import PurchaseFlow

/// Key commands and clicks on a paywall screen (which key asks for which command is `KeyBindings`'): the selection
/// up and down the packages, the focus around every control, carousel pages or tabs, a tab by its number, pressing
/// the focused control (a package pressed is selected; with nothing focused the selected package is bought), closing
/// an open sheet, the subscription store of the packages' group; a click acts on the control under it (see
/// `PaywallActions`). The focus and the selection are separate, as in RevenueCat's SDK, where a package is a button
/// that only its action selects: moving the focus over a package never changes what the purchase button buys.
enum PaywallKeys {
    /// Carries out a key's command on the paywall of `placement`; `nil` leaves the key to the ordinary commands.
    static func perform(_ command: KeyCommand, placement: String, in state: inout AppState) -> [Effect]? {
        let scene = PaywallScene(placement: placement, choices: state.current.paywall, state: state)
        switch command {
        case .previousPackage:
            return movePackage(by: -1, scene, in: &state)
        case .nextPackage:
            return movePackage(by: 1, scene, in: &state)
        case .nextControl:
            return moveFocus(by: 1, scene, in: &state)
        case .previousControl:
            return moveFocus(by: -1, scene, in: &state)
        case .closeSheet:
            PaywallActions.close(scene, in: &state)
            return []
        case .previousPage:
            return page(by: -1, scene, in: &state)
        case .nextPage:
            return page(by: 1, scene, in: &state)
        case .chooseTab(let index):
            guard index < scene.tabs.count else { return [] }
            state.current.paywall.tabID = scene.tabs[index]
            state.current.paywall.packageID = nil
            return []
        case .press:
            if let focus = state.current.paywall.focus, scene.focusRing.contains(focus) {
                return PaywallActions.activate(focus, scene, in: &state)
            }
            return buySelected(scene, in: &state)
        case .pageDown:
            return scroll(scene, in: &state) { $0.shown + max($0.page - 1, 1) }
        case .pageUp:
            return scroll(scene, in: &state) { $0.shown - max($0.page - 1, 1) }
        case .firstItem:
            return scroll(scene, in: &state) { _ in 0 }
        case .lastItem:
            return scroll(scene, in: &state) { $0.most }
        case .plans:
            guard let groupID = scene.subscriptionGroupID(in: state.store) else {
                state.notice = "This paywall sells no subscription."
                return []
            }
            state.push(.subscriptionStore(groupID: groupID, placement: placement))
            return []
        default:
            return nil
        }
    }

    /// Applies a click on the paywall of `placement`.
    static func click(_ point: Point, placement: String, in state: inout AppState) -> [Effect] {
        let scene = PaywallScene(placement: placement, choices: state.current.paywall, state: state)
        guard let anchor = scene.anchor(at: point), PaywallFocus.isControl(anchor) else { return [] }
        state.current.paywall.focus = nil
        return PaywallActions.activate(anchor, scene, in: &state)
    }

    /// Scrolls the paywall's body to the row `row` gives for how it is scrolled now (kept within it); a body that fits
    /// does not move. Moving the selection or the focus afterwards scrolls it to them again.
    static func scroll(_ scene: PaywallScene, in state: inout AppState, to row: ((shown: Int, most: Int, page: Int)) -> Int) -> [Effect] {
        guard let scrolling = scene.scrolling else { return [] }
        state.current.paywall.scrollOffset = min(max(row(scrolling), 0), scrolling.most)
        return []
    }

    private static func movePackage(by offset: Int, _ scene: PaywallScene, in state: inout AppState) -> [Effect] {
        let packages = scene.packages
        guard !packages.isEmpty else { return [] }
        let current = scene.selectedPackage.flatMap { packages.firstIndex(of: $0) } ?? 0
        state.current.paywall.packageID = packages[min(max(current + offset, 0), packages.count - 1)]
        state.current.paywall.focus = nil
        state.current.paywall.scrollOffset = nil
        return []
    }

    /// Moves the focus around the ring of controls (from the selected package when nothing is focused yet). A
    /// package reached is focused only: the selection stays where the customer put it.
    private static func moveFocus(by offset: Int, _ scene: PaywallScene, in state: inout AppState) -> [Effect] {
        let start = state.current.paywall.focus ?? scene.selectedPackage.map(PaywallAnchor.package)
        guard let next = PaywallFocus.step(from: start, by: offset, in: scene.focusRing) else { return [] }
        state.current.paywall.focus = next
        state.current.paywall.scrollOffset = nil
        return []
    }

    /// Turns the first carousel's page, else moves between tabs; with neither, ← goes back as elsewhere.
    private static func page(by offset: Int, _ scene: PaywallScene, in state: inout AppState) -> [Effect]? {
        if let carousel = scene.carousels.keys.sorted().first, let count = scene.carousels[carousel], count > 0 {
            let page = scene.carouselPages[carousel] ?? 0
            state.current.paywall.carouselPages[carousel] = CarouselClock.turned(page, by: offset, count: count, loops: scene.carouselLoops(carousel))
            state.current.paywall.carouselsSince = state.now.addingTimeInterval(CarouselClock.pauseAfterTurn)
            return []
        }
        let tabs = scene.tabs
        guard !tabs.isEmpty else { return nil }
        let current = state.current.paywall.tabID.flatMap { tabs.firstIndex(of: $0) } ?? 0
        state.current.paywall.tabID = tabs[min(max(current + offset, 0), tabs.count - 1)]
        state.current.paywall.packageID = nil
        return []
    }

    /// Buys the selected package (after confirming a change of plan), or says why there is nothing to buy.
    static func buySelected(_ scene: PaywallScene, in state: inout AppState) -> [Effect] {
        guard let package = scene.selectedPackage, let productID = scene.productID(ofPackage: package) else {
            state.notice = scene.ownedMessage ?? "This paywall has no package to buy."
            return []
        }
        if scene.presentation?.currentPlanPackages.contains(package) == true {
            if scene.presentation?.keptPlanPackages.contains(package) == true {
                // Choosing the current plan again keeps it: the change waiting for the renewal is dropped.
                return ActionRunner.start(.subscription(.resumeRenewal, productID: productID), in: &state)
            }
            state.notice = "\(state.store?.displayName(of: productID) ?? productID) is your current plan; there is nothing to buy."
            return []
        }
        // The package's promotional offer, when the customer may have it, is bought with it (as the paywall shows it).
        let offer = scene.promotionalOfferIDs[productID].map { OfferChoice(kind: .promotional, id: $0) }
        if let store = state.store, let product = store.product(productID), PlanChangePreview(to: product, in: store) != nil {
            // A change of plan is confirmed first, as from the product screen and the subscription store.
            state.push(.planChange(productID: productID, offer: offer))
            return []
        }
        return ActionRunner.start(.purchase(productID: productID, offer: offer), in: &state)
    }
}

extension String {
    /// The rest of the string after a prefix, or `nil` when it does not start with it.
    func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
