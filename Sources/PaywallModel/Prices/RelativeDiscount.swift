import Foundation

/// A discount as a fraction of a reference price (0.25 is 25% off).
public struct RelativeDiscount: Sendable, Hashable, Comparable {
    /// The unrounded fraction, from 0 to 1.
    public var fraction: Decimal

    /// Creates a discount.
    public init(fraction: Decimal) {
        self.fraction = fraction
    }

    /// The discount in whole percent, rounded to the nearest (half up): 0.4999 is 50, 0.774 is 77.
    public var wholePercent: Int {
        NSDecimalNumber(decimal: (fraction * 100).rounded(toDecimals: 0, .plain)).intValue
    }

    public static func < (lhs: RelativeDiscount, rhs: RelativeDiscount) -> Bool { lhs.fraction < rhs.fraction }
}
