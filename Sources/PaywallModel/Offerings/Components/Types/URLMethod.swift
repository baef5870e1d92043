/// How a link opens.
public enum URLMethod: String, Sendable, Hashable, CaseIterable {
    case inAppBrowser = "in_app_browser"
    case externalBrowser = "external_browser"
    case deepLink = "deep_link"
}
