import PaywallModel

/// Builds the terminal views of a v2 paywall's components for one presentation, look and width.
///
/// Each component becomes a `Renderable`: stacks become `Stack`s (points to cells by `PointScale`), texts become
/// `TextBlock`s (bold for bold weights and headings of 20 points or more), images, videos and web views become
/// framed placeholders, icons become glyphs. Overrides are applied for the size class, the selection, offer
/// eligibility and state before each component is built. In tight mode (content taller than the screen)
/// vertical spacing and padding are dropped and images are left out.
struct ComponentViewBuilder {
    let paywall: ComponentsPaywall
    let presentation: PaywallPresentation
    let look: PaywallLook
    let palette: PaywallPalette
    let sizeClass: SizeClass
    /// The localizations texts are looked up in, best first (see `ComponentsPaywall.localizationLocales`).
    let locales: [String]
    let selectedPackageID: String?
    /// Whether the paywall shows a single package (then no selection marker is added).
    let isOnlyPackage: Bool
    let isTight: Bool

    /// The view of any component; `nil` when it is hidden or draws nothing here.
    func view(_ component: PaywallComponent, in scope: ComponentScope) -> (any Renderable)? {
        switch component {
        case .text(let text): return textView(text, in: scope)
        case .image(let image): return imageView(image, in: scope)
        case .icon(let icon): return iconView(icon, in: scope)
        case .stack(let stack): return stackView(stack, in: scope)
        case .button(let button): return buttonView(button, in: scope)
        case .package(let package): return packageView(package, in: scope)
        case .purchaseButton(let button): return purchaseButtonView(button, in: scope)
        case .stickyFooter(let footer): return stackView(footer.stack, in: scope)
        case .timeline(let timeline): return timelineView(timeline, in: scope)
        case .tabs(let tabs): return tabsView(tabs, in: scope)
        case .tabControl: return scope.tabs.flatMap { stackView($0.control.stack, in: scope) }
        case .tabControlButton(let button): return tabButtonView(button, in: scope)
        case .tabControlToggle(let toggle): return tabToggleView(toggle, in: scope)
        case .carousel(let carousel): return carouselView(carousel, in: scope)
        case .video(let video): return mediaPlaceholder(ImageLabel.text(kind: "video", width: nil, height: nil),
                                                        isVisible: video.isVisible, size: video.size, margin: video.margin)
        case .countdown(let countdown): return countdownView(countdown, in: scope)
        case .webView(let web): return mediaPlaceholder("web page: \(web.url ?? localizedText(web.urlLID ?? ""))",
                                                        isVisible: web.isVisible, size: web.size, margin: web.margin)
        case .fallbackHeader: return nil
        }
    }

    /// What override conditions see for a component in a scope.
    func overrideState(_ scope: ComponentScope) -> OverrideState {
        let package = scope.packageID ?? selectedPackageID
        return OverrideState(
            sizeClass: sizeClass, isSelected: scope.isSelected,
            isEligibleForIntroOffer: package.map(presentation.introOfferEligiblePackages.contains) ?? false,
            hasPromotionalOffer: package.map(presentation.promotionalOfferPackages.contains) ?? false,
            hasMultipleIntroOffers: package.map(presentation.multipleIntroOfferPackages.contains) ?? false,
            selectedPackageID: selectedPackageID, variables: presentation.customVariables, states: presentation.states)
    }

    /// A localized string by id, or empty when no candidate locale has it.
    func localizedText(_ id: String) -> String {
        for locale in locales {
            if let text = paywall.localizations[locale]?[id]?.text { return text }
        }
        return ""
    }

    // MARK: Text, images, icons

    func textView(_ raw: TextComponent, in scope: ComponentScope) -> (any Renderable)? {
        let text = raw.resolved(in: overrideState(scope))
        guard text.isVisible else { return nil }
        var raw = localizedText(text.textLID)
        if let countdown = scope.countdown { raw = countdown.fill(raw) }
        let (content, emphasis) = MarkdownText.plain(presentation.resolveVariables(raw, scope.packageID ?? selectedPackageID))
        var attributes = scope.emphasis.union(emphasis)
        if text.fontWeight.isBold || text.fontSize >= 20 { attributes.insert(.bold) }
        let style = Style(foreground: palette.color(text.color) ?? .terminalDefault,
                          background: palette.color(text.backgroundColor) ?? .terminalDefault, attributes: attributes)
        let block: any Renderable = TextBlock(content, style: style, alignment: alignment(text.horizontalAlignment),
                                              fillsWidth: text.size.width != .fit)
        let named = text.id.map { Anchor(PaywallAnchor.text($0), block) } ?? block
        return framed(named, padding: text.padding, margin: text.margin, width: text.size.width)
    }

    func imageView(_ raw: ImageComponent, in scope: ComponentScope) -> (any Renderable)? {
        let image = raw.resolved(in: overrideState(scope))
        guard image.isVisible, !isTight, !isDecorative(image.size) else { return nil }
        let (width, height) = ImageLabel.size(of: image.source, dark: palette.isDark)
        return mediaPlaceholder(ImageLabel.text(kind: "image", width: width, height: height),
                                isVisible: true, size: image.size, margin: image.margin)
    }

    /// Whether an image is too small to stand for content (laurels, dividers, small ornaments): under 6 columns
    /// or 3 rows of fixed size.
    func isDecorative(_ size: ComponentSize) -> Bool {
        if case .fixed(let points) = size.width, PointScale.columns(points) < 6 { return true }
        if case .fixed(let points) = size.height, PointScale.rows(points) < 3 { return true }
        return false
    }

    func mediaPlaceholder(_ label: String, isVisible: Bool, size: ComponentSize, margin: EdgeInsets) -> (any Renderable)? {
        guard isVisible, !isTight else { return nil }
        // In the paywall's own colors: on its background, in the text color that reads on it, dimmed.
        let placeholder = Placeholder(label, style: Style(attributes: .dim), width: sizing(size.width, axis: .horizontal))
        return framed(placeholder, padding: .zero, margin: margin, width: size.width)
    }

    func iconView(_ raw: IconComponent, in scope: ComponentScope) -> (any Renderable)? {
        let icon = raw.resolved(in: overrideState(scope))
        guard icon.isVisible else { return nil }
        let glyph = IconGlyphs.glyph(for: icon.iconName, ascii: look.glyphs == .ascii)
        let style = Style(foreground: palette.color(icon.color) ?? .terminalDefault,
                          background: palette.color(icon.iconBackground?.color) ?? .terminalDefault, attributes: scope.emphasis)
        return framed(TextBlock(glyph, style: style, alignment: .center), padding: icon.padding, margin: icon.margin, width: .fit)
    }

    // MARK: Stacks

    func stackView(_ raw: StackComponent, in scope: ComponentScope) -> (any Renderable)? {
        let stack = raw.resolved(in: overrideState(scope))
        guard stack.isVisible else { return nil }
        var components = stack.components
        if case .zlayer = stack.dimension, components.count > 1, case .image = components[0] {
            components.removeFirst() // an image under other layers is decoration: nothing to show in a terminal.
        }
        var view = boxed(components.compactMap { self.view($0, in: scope) }, in: stack.frame, fill: stack.backgroundFill)
        if stack.components.isEmpty { view.height = sizing(stack.frame.size.height, axis: .vertical) }
        switch stack.dimension {
        case .vertical(let horizontal, let distribution):
            view.arrangement = .vertical
            view.horizontalAlignment = placement(horizontal)
            view.distribution = spread(distribution)
            view.spacing = isTight ? 0 : PointScale.rows(stack.spacing)
        case .horizontal(let vertical, let distribution):
            view.arrangement = .horizontal
            view.verticalAlignment = placement(vertical)
            view.distribution = spread(distribution)
            view.spacing = max(PointScale.columns(stack.spacing), stack.spacing > 0 ? 1 : 0)
        case .zlayer(let alignment):
            view.arrangement = .layered
            (view.horizontalAlignment, view.verticalAlignment) = placement(alignment)
        }
        guard let badge = stack.badge, var badgeView = stackView(badge.stack, in: scope) as? Stack else { return view }
        badgeView.border = nil
        badgeView.padding.top = 0
        badgeView.padding.bottom = 0
        badgeView.margin = .zero
        badgeView.width = .fit
        return badged(view, with: badgeView, alignment: badge.alignment)
    }

    /// A stack with its badge: over its top or bottom edge when that edge is a border or padding and the badge
    /// fits on it in one row, else on a row of its own, so the badge never covers the stack's content.
    func badged(_ stack: Stack, with badge: any Renderable, alignment: TwoDimensionAlignment) -> any Renderable {
        let (horizontal, vertical) = placement(alignment)
        let atBottom = vertical == .bottom
        return BadgedStack(stack: stack, badge: badge, alignment: horizontal, atBottom: atBottom,
                           edgeIsFree: stack.border != nil || (atBottom ? stack.padding.bottom : stack.padding.top) > 0)
    }

    /// A vertical stack of `children` in a component's frame: its width, padding, margin, fill and border.
    /// The fill is the frame's background color unless the component reads it elsewhere (`fill`).
    func boxed(_ children: [any Renderable], in frame: ComponentFrame, fill: ColorScheme? = nil) -> Stack {
        var color: ColorScheme? = fill
        if fill == nil, case .color(let scheme) = frame.background { color = scheme }
        return Stack(.vertical, spacing: 0, width: sizing(frame.size.width, axis: .horizontal), padding: cells(frame.padding),
                     margin: cells(frame.margin), background: palette.color(color).map { Style(background: $0) },
                     border: border(frame.border, shape: frame.shape), children: children)
    }

    /// A view with padding and margin around it, or the view itself when there are none.
    func framed(_ view: any Renderable, padding: EdgeInsets, margin: EdgeInsets,
                width: SizeConstraint) -> any Renderable {
        let inner = cells(padding), outer = cells(margin)
        guard inner != .zero || outer != .zero else { return view }
        return Stack(.vertical, width: sizing(width, axis: .horizontal), padding: inner, margin: outer, children: [view])
    }

    // MARK: Conversions

    /// Insets in points as cells (vertical ones dropped in tight mode).
    func cells(_ insets: EdgeInsets) -> CellInsets {
        CellInsets(top: isTight ? 0 : PointScale.rows(insets.top), left: PointScale.columns(insets.leading),
                   bottom: isTight ? 0 : PointScale.rows(insets.bottom), right: PointScale.columns(insets.trailing))
    }

    /// A size rule in cells. Fixed heights of stacks with content become `fit`, so text is never cut off.
    func sizing(_ constraint: SizeConstraint, axis: Axis) -> Sizing {
        switch constraint {
        case .fit: return .fit
        case .fill, .relative: return .fill
        case .fixed(let points):
            let cells = axis == .horizontal ? PointScale.columns(points) : min(PointScale.rows(points), isTight ? 0 : 2)
            return .fixed(max(axis == .horizontal ? 1 : 0, cells))
        }
    }

    func border(_ border: Border?, shape: Shape?) -> BoxBorder? {
        guard let border, border.width > 0 else { return nil }
        let rounded: Bool
        switch shape {
        case .pill, .circle: rounded = true
        case .rectangle(let radii?): rounded = max(radii.topLeading, radii.topTrailing, radii.bottomLeading, radii.bottomTrailing) > 0
        default: rounded = false
        }
        return BoxBorder(rounded ? .rounded : .single, style: Style(foreground: palette.color(border.color) ?? look.theme.color(.border)))
    }

    /// A text alignment; `leading` is the start of the text's own direction (the right edge for Arabic or Hebrew).
    func alignment(_ alignment: HorizontalAlignment) -> TextAlignment {
        switch alignment {
        case .leading: return .natural
        case .center: return .center
        case .trailing: return .trailing
        }
    }

    func placement(_ alignment: HorizontalAlignment) -> HorizontalPlacement {
        switch alignment {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }

    func placement(_ alignment: VerticalAlignment) -> VerticalPlacement {
        switch alignment {
        case .top: return .top
        case .center: return .center
        case .bottom: return .bottom
        }
    }

    func placement(_ alignment: TwoDimensionAlignment) -> (HorizontalPlacement, VerticalPlacement) {
        switch alignment {
        case .center: return (.center, .center)
        case .leading: return (.leading, .center)
        case .trailing: return (.trailing, .center)
        case .top: return (.center, .top)
        case .bottom: return (.center, .bottom)
        case .topLeading: return (.leading, .top)
        case .topTrailing: return (.trailing, .top)
        case .bottomLeading: return (.leading, .bottom)
        case .bottomTrailing: return (.trailing, .bottom)
        }
    }

    func spread(_ distribution: Distribution) -> StackDistribution {
        switch distribution {
        case .start: return .start
        case .center: return .center
        case .end: return .end
        case .spaceBetween: return .spaceBetween
        case .spaceAround: return .spaceAround
        case .spaceEvenly: return .spaceEvenly
        }
    }
}
