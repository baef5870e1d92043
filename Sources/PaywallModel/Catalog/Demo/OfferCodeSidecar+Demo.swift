import Foundation

extension OfferCodeSidecar {
    /// The demo catalog's offer codes: two one-time codes for FRIENDS (new customers, a free month of Plus
    /// Standard) and a custom code for HALFYEAR (half a year of Plus Premium) that redeems up to 3 times.
    public static let demo: OfferCodeSidecar = {
        let decoded = decode(Data(demoFile.utf8), file: demoFileName, catalog: .demo)
        guard let sidecar = decoded.sidecar, decoded.problems.isEmpty else {
            preconditionFailure("the built-in demo offer codes are invalid: \(decoded.problems)")
        }
        return sidecar
    }()

    /// The name the demo codes go by in messages.
    public static let demoFileName = "Kiosk Demo.codes.json"

    /// The demo codes as sidecar JSON.
    public static let demoFile = #"""
    {
      "version": 1,
      "products": {
        "demo.plus.standard.yearly": {
          "FRIENDS": {"oneTimeCodes": ["FRIEND-7Q2K", "FRIEND-9XW4"], "expires": "2027-12-31"}
        },
        "demo.plus.premium.yearly": {
          "HALFYEAR": {"customCodes": {"KIOSK-HALF": {"maxRedemptions": 3}}}
        }
      }
    }
    """#
}
