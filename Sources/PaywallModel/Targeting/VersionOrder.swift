/// Orders dotted version numbers (`1.10.2` after `1.9`), for targeting and for original-app-version rules.
enum VersionOrder {
    /// -1, 0 or 1: dotted versions compared part by part as whole numbers (missing parts are 0, a part that
    /// is not a number is 0).
    static func compare(_ left: String, _ right: String) -> Int {
        let a = left.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
        let b = right.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
        for index in 0..<max(a.count, b.count) {
            let (x, y) = (index < a.count ? a[index] : 0, index < b.count ? b[index] : 0)
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }
}
