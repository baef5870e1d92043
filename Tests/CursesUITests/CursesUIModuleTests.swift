import Testing
@testable import CursesUI

@Suite("CursesUI module")
struct CursesUIModuleTests {
    @Test func moduleIsLinked() {
        #expect(CursesUIModule.name == "CursesUI")
    }
}
