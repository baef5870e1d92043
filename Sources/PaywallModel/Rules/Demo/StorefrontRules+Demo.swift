import Foundation

extension StorefrontRules {
    /// The built-in rules for the demo catalog, as a rules file of kiosk's own.
    ///
    /// Owning the family lifetime hides every Plus tier (premium, plus, basic); an annual plan hides its
    /// monthly one; a basic subscriber is offered the family lifetime, which nobody else sees (but its owner); features
    /// unlock by tier (export, offline issues, priority support, holiday themes, ad-free). Owning the family
    /// lifetime together with another Plus product, or the lifetime unlock with the season pass, is a
    /// conflict. Coins count into one balance; the season pass lasts 90 days. Customers who first got the app before version 2.0 (when it
    /// was a paid app) have "plus" and "ad_free" without buying them.
    public static let demo: StorefrontRules = {
        do {
            let rules = try decode(Data(demoRulesFile.utf8), source: demoFileName, catalog: .demo)
            precondition(rules.issues.isEmpty, "the built-in demo rules have problems: \(rules.issues)")
            return rules
        } catch {
            preconditionFailure("the built-in demo rules are invalid: \(error)")
        }
    }()

    /// The name the demo rules go by in messages.
    public static let demoFileName = "Kiosk Demo.rules.json"

    /// The demo rules file as JSON, for `kiosk rules demo` and for tests.
    public static let demoRulesFile = #"""
{
  "entitlements": {
    "plus": {
      "name": "Kiosk Plus",
      "originalAppVersionBelow": "2.0",
      "products": ["demo.plus.premium.yearly", "demo.plus.premium.monthly", "demo.plus.standard.yearly",
                   "demo.plus.standard.monthly", "demo.lifetime", "demo.family.lifetime", "demo.pass.season"]
    },
    "ad_free": {
      "name": "Ad-free browsing",
      "originalAppVersionBelow": "2.0",
      "products": ["demo.plus.premium.yearly", "demo.plus.premium.monthly", "demo.plus.standard.yearly",
                   "demo.plus.standard.monthly", "demo.plus.basic.weekly", "demo.lifetime",
                   "demo.family.lifetime", "demo.pass.season"]
    },
    "priority_support": {
      "name": "Priority support",
      "products": ["demo.plus.premium.yearly", "demo.plus.premium.monthly", "demo.family.lifetime"]
    },
    "family": {
      "name": "Family sharing of everything",
      "products": ["demo.family.lifetime"]
    },
    "news": {
      "name": "Kiosk News",
      "products": ["demo.news.allaccess.monthly", "demo.news.allaccess.quarterly", "demo.news.digital.monthly"]
    },
    "news_archive": {
      "name": "News archive",
      "products": ["demo.news.allaccess.monthly", "demo.news.allaccess.quarterly"]
    }
  },
  "tiers": {
    "family": {"name": "Family", "level": 1, "products": ["demo.family.lifetime"]},
    "premium": {"name": "Premium", "level": 2, "products": ["demo.plus.premium.yearly", "demo.plus.premium.monthly"]},
    "plus": {"name": "Plus", "level": 3,
             "products": ["demo.plus.standard.yearly", "demo.plus.standard.monthly", "demo.lifetime", "demo.pass.season"]},
    "basic": {"name": "Basic", "level": 4, "products": ["demo.plus.basic.weekly"]},
    "free": {"name": "Free", "level": 9, "products": []}
  },
  "defaultTier": "free",
  "capabilities": {
    "ad_free": {"family": "unrestricted", "premium": "unrestricted", "plus": true, "basic": true, "free": false},
    "export": {"family": "unrestricted", "premium": "unrestricted", "plus": {"limit": 10}, "basic": "unavailable"},
    "offline_issues": {"family": {"limit": 100}, "premium": {"limit": 50}, "plus": {"limit": 20}, "basic": {"limit": 3},
                       "free": {"limit": 1}},
    "priority_support": {"family": true, "premium": true, "plus": false, "basic": false, "free": false},
    "holiday_themes": {"family": "unrestricted", "premium": "unrestricted", "plus": {"until": "2027-01-06"},
                       "basic": {"until": "2027-01-06"}, "free": "unavailable"}
  },
  "store": {
    "defaultVisible": ["demo.coins.100", "demo.coins.600", "demo.lifetime", "demo.pass.season",
                       "demo.plus.premium.yearly", "demo.plus.premium.monthly", "demo.plus.standard.yearly",
                       "demo.plus.standard.monthly", "demo.plus.basic.weekly", "demo.news.allaccess.monthly",
                       "demo.news.allaccess.quarterly", "demo.news.digital.monthly"],
    "hideMap": {
      "demo.plus.premium.yearly": ["demo.plus.premium.monthly"],
      "demo.plus.standard.yearly": ["demo.plus.standard.monthly"],
      "demo.news.allaccess.quarterly": ["demo.news.allaccess.monthly"],
      "demo.lifetime": ["demo.pass.season"]
    },
    "showMap": {
      "demo.plus.basic.weekly": ["demo.family.lifetime"],
      "demo.family.lifetime": ["demo.family.lifetime"]
    },
    "groupHideMap": {
      "demo.family.lifetime": ["premium", "plus", "basic"]
    }
  },
  "conflicts": {
    "tiers": {"family": ["premium", "plus", "basic"]},
    "products": {"demo.lifetime": ["demo.pass.season"]}
  },
  "balances": {
    "coins": {"name": "Coins", "products": {"demo.coins.100": 100, "demo.coins.600": 600}}
  },
  "nonRenewingTerms": {"demo.pass.season": "P90D"}
}
"""#
}
