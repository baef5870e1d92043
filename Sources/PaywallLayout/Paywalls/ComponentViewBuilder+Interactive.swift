import PaywallModel

extension ComponentViewBuilder {
    // MARK: Buttons and packages

    func buttonView(_ button: ButtonComponent, in scope: ComponentScope) -> (any Renderable)? {
        guard let content = stackView(button.stack, in: scope) else { return nil }
        return Anchor(PaywallAnchor.button(for: button), content)
    }

    /// A package: its stack (with the selected state's overrides when selected) after a selection marker, so the
    /// selection never depends on color alone (none when it is the only package shown: there is nothing to choose
    /// between, and RevenueCat draws no marker). Packages missing from the offering are not shown.
    func packageView(_ package: PackageComponent, in scope: ComponentScope) -> (any Renderable)? {
        guard presentation.offering.package(package.packageID) != nil else { return nil }
        var inner = scope
        inner.packageID = package.packageID
        inner.isSelected = package.packageID == selectedPackageID
        guard var content = stackView(package.stack, in: inner) else { return nil }
        if let mark = PaywallWords.planMark(of: package.packageID, in: presentation, locale: locales.first) {
            content = Stack(.vertical, width: content.fills(.horizontal) ? .fill : .fit, children: [
                content, TextBlock(mark, style: Style(attributes: scope.emphasis.union(.bold))),
            ])
        }
        let isMarked = !isOnlyPackage && !drawsOwnSelection(package.stack, in: inner)
        let shown = isMarked ? marked(content, isSelected: inner.isSelected, scope: scope) : content
        return Anchor(PaywallAnchor.package(package.packageID), shown)
    }

    /// The purchase button: its texts follow the selected package (and its offer eligibility); with colors off it
    /// is drawn in reverse video. For a package the customer already has, the words saying so stand in for it, or
    /// while a change waits for the renewal, the words saying it keeps the plan (a button still).
    func purchaseButtonView(_ button: PurchaseButtonComponent, in scope: ComponentScope) -> (any Renderable)? {
        var inner = scope
        inner.packageID = selectedPackageID ?? scope.packageID
        if let package = inner.packageID, presentation.currentPlanPackages.contains(package) {
            let word = PaywallWords.currentPlanButton(for: package, in: presentation)
            let words = TextBlock(PaywallWords.text(word, locale: locales.first), style: Style(attributes: scope.emphasis.union(.bold)),
                                  alignment: .center, fillsWidth: true)
            return word == .keepCurrentPlan ? Anchor(PaywallAnchor.purchaseButton, words) : words
        }
        if look.isMonochrome { inner.emphasis.formUnion([.reverse, .bold]) }
        guard let content = stackView(button.stack, in: inner) else { return nil }
        guard look.isMonochrome else { return Anchor(PaywallAnchor.purchaseButton, content) }
        let reversed = Stack(.vertical, width: content.fills(.horizontal) ? .fill : .fit, background: Style(attributes: [.reverse, .bold]),
                             children: [content])
        return Anchor(PaywallAnchor.purchaseButton, reversed)
    }

    /// Whether a package's (or tab button's) stack shows its selection itself, so no marker is added: an icon in
    /// it changes glyph, or shows or hides, when selected (the radio buttons of RevenueCat's templates).
    func drawsOwnSelection(_ stack: StackComponent, in scope: ComponentScope) -> Bool {
        var selected = overrideState(scope)
        selected.isSelected = true
        var unselected = selected
        unselected.isSelected = false
        var found = false
        PaywallComponent.stack(stack).forEachComponent(path: "") { component, _ in
            guard !found, case .icon(let icon) = component else { return }
            let on = icon.resolved(in: selected), off = icon.resolved(in: unselected)
            found = on.isVisible != off.isVisible || (on.isVisible && IconGlyphs.glyph(for: on.iconName, ascii: false) != IconGlyphs.glyph(for: off.iconName, ascii: false))
        }
        return found
    }

    /// A view after a selected or unselected marker.
    func marked(_ content: any Renderable, isSelected: Bool, scope: ComponentScope) -> any Renderable {
        let marker = TextBlock(isSelected ? look.glyphs.selectedMarker : look.glyphs.unselectedMarker,
                               style: Style(attributes: isSelected ? scope.emphasis.union(.bold) : scope.emphasis))
        return Stack(.horizontal, spacing: 1, width: content.fills(.horizontal) ? .fill : .fit, children: [marker, content])
    }

    // MARK: Timeline

    func timelineView(_ raw: TimelineComponent, in scope: ComponentScope) -> (any Renderable)? {
        let timeline = raw.resolved(in: overrideState(scope))
        guard timeline.isVisible else { return nil }
        let rows: [any Renderable] = timeline.items.filter(\.isVisible).map { item in
            let icon = iconView(item.icon, in: scope) ?? TextBlock(look.glyphs.bullet)
            let texts = [textView(item.title, in: scope), item.description.flatMap { textView($0, in: scope) }].compactMap { $0 }
            let column = Stack(.vertical, spacing: isTight ? 0 : PointScale.rows(timeline.textSpacing), width: .fill,
                               horizontalAlignment: .leading, children: texts)
            return Stack(.horizontal, spacing: max(1, PointScale.columns(timeline.columnGutter)), width: .fill,
                         verticalAlignment: .top, children: [icon, column])
        }
        return Stack(.vertical, spacing: isTight ? 0 : PointScale.rows(timeline.itemSpacing), width: sizing(timeline.size.width, axis: .horizontal),
                     horizontalAlignment: .leading, padding: cells(timeline.padding), margin: cells(timeline.margin), children: rows)
    }

    // MARK: Tabs

    /// The tab shown by a tabs component: the one picked, else its default, else the first.
    func currentTab(of tabs: TabsComponent) -> TabsComponent.Tab? {
        tabs.tabs.first { $0.id == presentation.selectedTabID } ?? tabs.tabs.first { $0.id == tabs.defaultTabID } ?? tabs.tabs.first
    }

    func tabsView(_ raw: TabsComponent, in scope: ComponentScope) -> (any Renderable)? {
        let tabs = raw.resolved(in: overrideState(scope))
        guard tabs.isVisible, let tab = currentTab(of: tabs) else { return nil }
        var inner = scope
        inner.tabs = tabs
        inner.currentTabID = tab.id
        let content = stackView(tab.stack, in: inner).map { [$0] } ?? []
        return boxed(content, in: tabs.frame)
    }

    func tabButtonView(_ button: TabControlButtonComponent, in scope: ComponentScope) -> (any Renderable)? {
        var inner = scope
        inner.isSelected = button.tabID == scope.currentTabID
        guard let content = stackView(button.stack, in: inner) else { return nil }
        let shown = drawsOwnSelection(button.stack, in: inner) ? content : marked(content, isSelected: inner.isSelected, scope: scope)
        return Anchor(PaywallAnchor.tab(button.tabID), shown)
    }

    /// The toggle between the first two tabs: on shows the second.
    func tabToggleView(_ toggle: TabControlToggleComponent, in scope: ComponentScope) -> (any Renderable)? {
        guard let tabs = scope.tabs, tabs.tabs.count >= 2 else { return nil }
        let isOn = scope.currentTabID == tabs.tabs[1].id
        let color = palette.color(isOn ? toggle.trackColorOn : toggle.trackColorOff)
        let text = isOn ? "[ \(look.glyphs.selectedMarker) on ]" : "[ \(look.glyphs.unselectedMarker) off ]"
        let style = Style(foreground: color ?? .terminalDefault, attributes: isOn ? scope.emphasis.union(.bold) : scope.emphasis)
        return Anchor(PaywallAnchor.tab(tabs.tabs[isOn ? 0 : 1].id), TextBlock(text, style: style))
    }

    // MARK: Carousel and countdown

    /// One page of a carousel with its page dots (`‹ ● ○ ○ ›`); the app moves pages with left and right.
    func carouselView(_ raw: CarouselComponent, in scope: ComponentScope) -> (any Renderable)? {
        let carousel = raw.resolved(in: overrideState(scope))
        guard carousel.isVisible, !carousel.pages.isEmpty else { return nil }
        let key = carousel.id ?? ""
        let index = min(max(0, presentation.carouselPages[key] ?? carousel.initialPageIndex), carousel.pages.count - 1)
        var children = stackView(carousel.pages[index], in: scope).map { [$0] } ?? []
        if carousel.pages.count > 1 {
            let dots = carousel.pages.indices.map { $0 == index ? look.glyphs.currentPageDot : look.glyphs.pageDot }.joined(separator: " ")
            let indicator = TextBlock("‹ \(dots) ›", style: look.theme.style(.muted), alignment: .center, fillsWidth: true)
            if carousel.pageControl?.position == .top { children.insert(indicator, at: 0) } else { children.append(indicator) }
        }
        return Anchor(PaywallAnchor.carousel(key), boxed(children, in: carousel.frame))
    }

    /// A countdown: its stack with the time left until the end date, or its end stack (or nothing) once past.
    func countdownView(_ countdown: CountdownComponent, in scope: ComponentScope) -> (any Renderable)? {
        let now = presentation.now.timeIntervalSince1970, end = countdown.endDate.timeIntervalSince1970
        guard now < end else { return countdown.endStack.flatMap { stackView($0, in: scope) } }
        var inner = scope
        inner.countdown = CountdownValues(from: now, to: end, countFrom: countdown.countFrom)
        return stackView(countdown.countdownStack, in: inner)
    }
}
