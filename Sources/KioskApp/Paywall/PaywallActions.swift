import PaywallLayout
import PaywallModel

/// What a paywall's controls do when clicked or pressed with Enter: a package is selected, a tab shown, the
/// purchase button buys, restore restores through the store, terms and privacy show where they lead, the offer
/// code button opens the redeem sheet, a sheet opens over the paywall, close closes (the sheet, else the paywall).
enum PaywallActions {
    /// Acts on the control under an anchor name of the scene's paywall.
    static func activate(_ anchor: String, _ scene: PaywallScene, in state: inout AppState) -> [Effect] {
        if let package = anchor.dropPrefix(PaywallAnchor.package("")) {
            state.current.paywall.packageID = package
            return []
        }
        if let tab = anchor.dropPrefix(PaywallAnchor.tab("")) {
            state.current.paywall.tabID = tab
            state.current.paywall.packageID = nil
            return []
        }
        switch anchor {
        case PaywallAnchor.purchaseButton: return PaywallKeys.buySelected(scene, in: &state)
        case PaywallAnchor.restore: return restore(in: &state)
        case PaywallAnchor.terms: return showLink(.terms, address: scene.policyLinks.terms, in: &state)
        case PaywallAnchor.privacy: return showLink(.privacy, address: scene.policyLinks.privacy, in: &state)
        default: break
        }
        guard let button = scene.button(anchor) else { return [] }
        switch button.action {
        case .restorePurchases:
            return restore(in: &state)
        case .navigateBack:
            close(scene, in: &state)
        case .navigateTo(.customerCenter):
            state.push(.myPurchases)
        case .navigateTo(.offerCode):
            state.push(.offerCode)
        case .navigateTo(.terms(let link)):
            return showLink(.terms, address: scene.text(link.urlLID), in: &state)
        case .navigateTo(.privacyPolicy(let link)):
            return showLink(.privacy, address: scene.text(link.urlLID), in: &state)
        case .navigateTo(.url(let link)):
            return showLink(.address, address: scene.text(link.urlLID), in: &state)
        case .navigateTo(.sheet):
            state.current.paywall.sheet = anchor
            state.current.paywall.focus = nil
        case .navigateTo(.unsupported), .unsupported:
            state.notice = "This button does nothing in kiosk (\(button.action.kindName))."
        }
        return []
    }

    /// Closes the open sheet, else the paywall: as RevenueCat's SDK, a paywall left without buying shows its exit
    /// offer's paywall in its place (`PaywallScene.exitOffer(after:)`), which the next close leaves.
    static func close(_ scene: PaywallScene, in state: inout AppState) {
        if state.current.paywall.sheet != nil {
            state.current.paywall.sheet = nil
            state.current.paywall.focus = nil
        } else if let exit = scene.exitOffer(after: state.current.paywall), let left = scene.resolution?.offering?.identifier {
            var choices = PaywallChoices()
            choices.exitOfferingID = exit
            choices.leftOfferings = state.current.paywall.leftOfferings + [left]
            state.current.paywall = choices
            state.notice = "Before you go: the exit offer of \(left)."
        } else {
            state.pop()
        }
    }

    /// Opens the restore screen and runs a restore through the store; the screen says what the ledger gave back.
    private static func restore(in state: inout AppState) -> [Effect] {
        state.push(.restore)
        return ActionRunner.start(.restore, in: &state)
    }

    /// What a link is.
    private enum Link {
        case terms, privacy, address
    }

    /// Shows where a link leads: the terms' address (else the catalog's licence agreement), the catalog's privacy
    /// policy for the customer's locale (else the paywall's address), or the address.
    private static func showLink(_ link: Link, address: String?, in state: inout AppState) -> [Effect] {
        let address = address.flatMap { $0.isEmpty ? nil : $0 }
        let policies = state.store?.appPolicies
        let texts: [String]
        switch link {
        case .terms:
            texts = address.map { [$0] } ?? policies?.licenseAgreement.map { [$0] } ?? []
        case .privacy:
            let policy = policies?.privacyPolicy(for: state.store?.settings.locale, catalogLocale: nil)
            texts = policy.map { [$0.url, $0.text].compactMap { $0 } } ?? address.map { [$0] } ?? []
        case .address:
            texts = address.map { [$0] } ?? []
        }
        let title: AppWords.Word = switch link {
        case .terms: .termsOfService
        case .privacy: .privacyPolicy
        case .address: .link
        }
        state.push(.link(title: AppWords.text(title, locale: state.store?.settings.locale), texts: texts))
        return []
    }
}
