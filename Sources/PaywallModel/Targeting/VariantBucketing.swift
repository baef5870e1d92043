/// Puts a customer in a bucket (0..<100) for an audience, the same on every run and every machine.
///
/// The bucket is FNV-1a (64-bit) of `"PLACEMENT/AUDIENCE/VERSION/INSTALL_ID"` (UTF-8), mixed with
/// SplitMix64's finalizer, modulo 100. Variants take consecutive ranges of buckets in listed order, each as
/// wide as its weight; buckets past the sum of the weights are the holdout.
public enum VariantBucketing {
    /// The customer's bucket for one audience of one placement.
    public static func bucket(installID: String, placement: String, audienceID: String, version: Int) -> Int {
        var hash = FNV1a.hash64("\(placement)/\(audienceID)/\(version)/\(installID)")
        hash ^= hash >> 30
        hash &*= 0xbf58_476d_1ce4_e5b9
        hash ^= hash >> 27
        hash &*= 0x94d0_49bb_1331_11eb
        hash ^= hash >> 31
        return Int(hash % 100)
    }

    /// The variant whose range holds `bucket`, or `nil` for the holdout.
    public static func variant(forBucket bucket: Int, in variants: [Audience.Variant]) -> Audience.Variant? {
        var upperBound = 0.0
        for variant in variants {
            upperBound += variant.weight
            if Double(bucket) < upperBound { return variant }
        }
        return nil
    }
}
