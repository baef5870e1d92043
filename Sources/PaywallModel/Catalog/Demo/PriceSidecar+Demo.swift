import Foundation

extension PriceSidecar {
    /// The demo catalog's prices in every storefront that does not charge dollars: its own file for Germany,
    /// France, the United Kingdom and Japan, derived price points for the others (`DemoPricePoints`, worked out
    /// when a price in that storefront is asked for), so switching the storefront in settings shows and charges
    /// believable prices.
    public static let demo: PriceSidecar = {
        let decoded = decode(Data(demoFile.utf8), file: demoFileName, catalog: .demo)
        guard let sidecar = decoded.sidecar, decoded.problems.isEmpty else {
            preconditionFailure("the built-in demo prices are invalid: \(decoded.problems)")
        }
        return sidecar.pricingUnlistedStorefronts()
    }()

    /// The name the demo prices go by in messages.
    public static let demoFileName = "Kiosk Demo.prices.json"

    /// The demo prices as sidecar JSON.
    public static let demoFile = #"""
    {
      "version": 1,
      "storefronts": {
        "DEU": {
          "products": {
            "demo.pass.season": "14.99",
            "demo.coins.100": "0.99",
            "demo.coins.600": "4.99",
            "demo.lifetime": "99.99",
            "demo.family.lifetime": "149.99",
            "demo.plus.premium.yearly": "119.99",
            "demo.plus.premium.monthly": "12.99",
            "demo.plus.standard.yearly": "83.99",
            "demo.plus.standard.monthly": "7.99",
            "demo.plus.basic.weekly": "1.99",
            "demo.news.allaccess.monthly": "9.99",
            "demo.news.allaccess.quarterly": "24.99",
            "demo.news.digital.monthly": "4.99"
          },
          "offers": {
            "demo.plus.premium.yearly": {
              "HALFYEAR": "29.99"
            },
            "demo.plus.premium.monthly": {
              "demo.plus.premium.monthly.comeback": "6.49"
            },
            "demo.plus.standard.monthly": {
              "introductory": "1.99"
            },
            "demo.news.allaccess.monthly": {
              "introductory": "0.99",
              "demo.news.winback": "4.99"
            }
          }
        },
        "FRA": {
          "products": {
            "demo.pass.season": "14.99",
            "demo.coins.100": "0.99",
            "demo.coins.600": "4.99",
            "demo.lifetime": "99.99",
            "demo.family.lifetime": "149.99",
            "demo.plus.premium.yearly": "119.99",
            "demo.plus.premium.monthly": "12.99",
            "demo.plus.standard.yearly": "83.99",
            "demo.plus.standard.monthly": "7.99",
            "demo.plus.basic.weekly": "1.99",
            "demo.news.allaccess.monthly": "9.99",
            "demo.news.allaccess.quarterly": "24.99",
            "demo.news.digital.monthly": "4.99"
          },
          "offers": {
            "demo.plus.premium.yearly": {
              "HALFYEAR": "29.99"
            },
            "demo.plus.premium.monthly": {
              "demo.plus.premium.monthly.comeback": "6.49"
            },
            "demo.plus.standard.monthly": {
              "introductory": "1.99"
            },
            "demo.news.allaccess.monthly": {
              "introductory": "0.99",
              "demo.news.winback": "4.99"
            }
          }
        },
        "GBR": {
          "products": {
            "demo.pass.season": "13.99",
            "demo.coins.100": "0.89",
            "demo.coins.600": "4.49",
            "demo.lifetime": "89.99",
            "demo.family.lifetime": "139.99",
            "demo.plus.premium.yearly": "109.99",
            "demo.plus.premium.monthly": "11.99",
            "demo.plus.standard.yearly": "79.99",
            "demo.plus.standard.monthly": "6.99",
            "demo.plus.basic.weekly": "1.79",
            "demo.news.allaccess.monthly": "8.99",
            "demo.news.allaccess.quarterly": "22.99",
            "demo.news.digital.monthly": "4.49"
          },
          "offers": {
            "demo.plus.premium.yearly": {
              "HALFYEAR": "27.99"
            },
            "demo.plus.premium.monthly": {
              "demo.plus.premium.monthly.comeback": "5.99"
            },
            "demo.plus.standard.monthly": {
              "introductory": "1.79"
            },
            "demo.news.allaccess.monthly": {
              "introductory": "0.89",
              "demo.news.winback": "4.49"
            }
          }
        },
        "JPN": {
          "products": {
            "demo.pass.season": "2300",
            "demo.coins.100": "160",
            "demo.coins.600": "800",
            "demo.lifetime": "16000",
            "demo.family.lifetime": "24000",
            "demo.plus.premium.yearly": "19000",
            "demo.plus.premium.monthly": "2000",
            "demo.plus.standard.yearly": "13000",
            "demo.plus.standard.monthly": "1200",
            "demo.plus.basic.weekly": "300",
            "demo.news.allaccess.monthly": "1500",
            "demo.news.allaccess.quarterly": "3800",
            "demo.news.digital.monthly": "800"
          },
          "offers": {
            "demo.plus.premium.yearly": {
              "HALFYEAR": "4800"
            },
            "demo.plus.premium.monthly": {
              "demo.plus.premium.monthly.comeback": "1000"
            },
            "demo.plus.standard.monthly": {
              "introductory": "300"
            },
            "demo.news.allaccess.monthly": {
              "introductory": "160",
              "demo.news.winback": "800"
            }
          }
        }
      }
    }
    """#
}
