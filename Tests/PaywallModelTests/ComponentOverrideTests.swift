import Foundation
import Testing
@testable import PaywallModel

@Suite("Component overrides")
struct ComponentOverrideTests {
    func text(_ overrides: String) throws -> (TextComponent, [DocumentIssue]) {
        let json = #"{"type": "text", "text_lid": "base", "font_size": 14, "overrides": "# + overrides + "}"
        let document = try JSONDocument(data: Data(json.utf8))
        let context = DecodingContext(source: "t.json", document: document)
        let reader = JSONReader(node: document.root, path: .root, context: context)
        guard case .text(let component) = try reader.decode(PaywallComponent.self) else { throw DocumentError(DocumentIssue(severity: .error, source: "", message: "not text")) }
        return (component, context.issues)
    }

    @Test func laterMatchingOverridesWin() throws {
        let (component, issues) = try text(#"""
        [{"conditions": [{"type": "selected"}], "properties": {"text_lid": "selected", "font_size": 20}},
         {"conditions": [{"type": "selected"}, {"type": "intro_offer"}], "properties": {"text_lid": "trial"}}]
        """#)
        #expect(issues.isEmpty)
        #expect(component.resolved(in: OverrideState()).textLID == "base")
        let selected = component.resolved(in: OverrideState(isSelected: true))
        #expect(selected.textLID == "selected")
        #expect(selected.fontSize == 20)
        let trial = component.resolved(in: OverrideState(isSelected: true, isEligibleForIntroOffer: true))
        #expect(trial.textLID == "trial")
        #expect(trial.fontSize == 20)
    }

    @Test func sizeClassesCascadeUpwards() throws {
        let (component, _) = try text(#"[{"conditions": [{"type": "medium"}], "properties": {"text_lid": "wide"}}]"#)
        #expect(component.resolved(in: OverrideState(sizeClass: .compact)).textLID == "base")
        #expect(component.resolved(in: OverrideState(sizeClass: .medium)).textLID == "wide")
        #expect(component.resolved(in: OverrideState(sizeClass: .expanded)).textLID == "wide")
    }

    @Test func ruleConditionsCompareWithTheirOperators() throws {
        let (component, _) = try text(#"""
        [{"conditions": [{"type": "selected_package_condition", "operator": "not in", "packages": ["$rc_annual"]}], "properties": {"text_lid": "not_annual"}},
         {"conditions": [{"type": "intro_offer_condition", "operator": "!=", "value": true}], "properties": {"font_size": 9}},
         {"conditions": [{"type": "variable_condition", "operator": "=", "variable": "plan", "value": "pro"}], "properties": {"text_lid": "pro"}},
         {"conditions": [{"type": "state_condition", "operator": "=", "name": "step", "value": 2}], "properties": {"text_lid": "step2"}}]
        """#)
        let annual = component.resolved(in: OverrideState(isEligibleForIntroOffer: true, selectedPackageID: "$rc_annual"))
        #expect(annual.textLID == "base")
        #expect(annual.fontSize == 14)
        let monthly = component.resolved(in: OverrideState(selectedPackageID: "$rc_monthly"))
        #expect(monthly.textLID == "not_annual")
        #expect(monthly.fontSize == 9)
        #expect(component.resolved(in: OverrideState(variables: ["plan": .string("pro")])).textLID == "pro")
        #expect(component.resolved(in: OverrideState(states: ["step": .number("2.0")])).textLID == "step2")
    }

    @Test func unsupportedConditionsNeverMatch() throws {
        let (component, issues) = try text(#"""
        [{"conditions": [{"type": "moon_phase"}], "properties": {"text_lid": "moon"}},
         {"conditions": [{"type": "intro_offer_condition", "operator": "~", "value": true}], "properties": {"text_lid": "bad"}}]
        """#)
        #expect(component.overrides.first?.conditions == [.unsupported(type: "moon_phase")])
        #expect(component.resolved(in: OverrideState(isSelected: true, isEligibleForIntroOffer: true)).textLID == "base")
        #expect(issues.count == 1)
        #expect(issues.first?.message.contains("never matches") == true)
    }

    @Test func overridesWithUnreadablePropertiesAreDroppedWithAnError() throws {
        let (component, issues) = try text(#"[{"conditions": [{"type": "selected"}], "properties": {"font_size": "enormous"}}]"#)
        #expect(component.overrides.isEmpty)
        #expect(issues.first?.severity == .error)
        #expect(issues.first?.path == "$.overrides[0].properties.font_size")
    }
}

@Suite("Stack overrides")
struct StackOverrideTests {
    func stack(_ json: String) throws -> StackComponent {
        let document = try JSONDocument(data: Data(json.utf8))
        let reader = JSONReader(node: document.root, path: .root, context: DecodingContext(source: "s.json", document: document))
        return try reader.decode(StackComponent.self)
    }

    @Test func resolvingKeepsTheChildrenUnlessAnOverrideReplacesThem() throws {
        let base = try stack(#"""
        {"type": "stack", "spacing": 4, "components": [{"type": "text", "text_lid": "a"}, {"type": "text", "text_lid": "b"}],
         "badge": {"style": "overlay", "alignment": "top", "stack": {"type": "stack", "components": [{"type": "text", "text_lid": "badge"}]}},
         "overrides": [{"conditions": [{"type": "selected"}], "properties": {"spacing": 9}},
                       {"conditions": [{"type": "expanded"}], "properties": {"components": [{"type": "text", "text_lid": "wide"}]}}]}
        """#)
        let selected = base.resolved(in: OverrideState(isSelected: true))
        #expect(selected.spacing == 9)
        #expect(selected.components == base.components)
        #expect(selected.badge?.stack.components.count == 1)
        #expect(selected.badge == base.badge)
        let wide = base.resolved(in: OverrideState(sizeClass: .expanded))
        guard case .text(let text) = wide.components.first else { Issue.record("no text"); return }
        #expect(wide.components.count == 1)
        #expect(text.textLID == "wide")
    }
}

@Suite("Tabs overrides")
struct TabsOverrideTests {
    @Test func resolvingTabsKeepsTheirStacksWhole() throws {
        let json = #"""
        {"type": "tabs", "control": {"type": "buttons", "stack": {"type": "stack", "components": [{"type": "text", "text_lid": "c"}]}},
         "tabs": [{"id": "a", "stack": {"type": "stack", "components": [{"type": "text", "text_lid": "in_a"}]}}],
         "overrides": [{"conditions": [{"type": "selected"}], "properties": {"default_tab_id": "a"}}]}
        """#
        let document = try JSONDocument(data: Data(json.utf8))
        let reader = JSONReader(node: document.root, path: .root, context: DecodingContext(source: "t.json", document: document))
        let tabs = try reader.decode(TabsComponent.self)
        let resolved = tabs.resolved(in: OverrideState(isSelected: true))
        #expect(resolved.defaultTabID == "a")
        #expect(resolved.tabs.first?.stack.components.count == 1)
        #expect(resolved.control.stack.components.count == 1)
    }
}
