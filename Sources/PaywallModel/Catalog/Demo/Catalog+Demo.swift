import Foundation

extension Catalog {
    /// The built-in demo catalog: a StoreKit configuration file of kiosk's own, so `kiosk` never needs a file.
    ///
    /// It holds consumable coins (bought in quantities), two non-consumables (a lifetime unlock and a
    /// family lifetime that only basic subscribers are offered, see `StorefrontRules.demo`), a non-renewing
    /// season pass and two subscription groups with several levels: Kiosk Plus (premium, standard, basic;
    /// a free trial, a pay-as-you-go introductory offer, a promotional offer, two offer codes) and Kiosk News
    /// (a pay-up-front introductory offer and a win-back offer). Every product is localized in English,
    /// German, Japanese and Arabic. Its app policies have a licence text and a privacy policy link in English and German.
    public static let demo: Catalog = {
        do {
            return try Catalog(decoding: Data(demoConfiguration.utf8), file: demoFileName)
        } catch {
            preconditionFailure("the built-in demo catalog is invalid: \(error)")
        }
    }()

    /// The name the demo catalog goes by in messages and summaries.
    public static let demoFileName = "Kiosk Demo.storekit"

    /// The demo catalog as `.storekit` JSON (format version 4), for `kiosk catalog demo` and for tests.
    public static let demoConfiguration = #"""
{
  "appPolicies" : {
    "eula" : "Kiosk Demo licence: you may use the demo store for testing and demonstrations. Purchases in the sandbox are not charged.",
    "policies" : [
      {
        "locale" : "en_US",
        "policyText" : "",
        "policyURL" : "https://example.com/kiosk/privacy"
      },
      {
        "locale" : "de_DE",
        "policyText" : "",
        "policyURL" : "https://example.com/kiosk/de/datenschutz"
      }
    ]
  },
  "identifier" : "KIOSKDEMO",
  "nonRenewingSubscriptions" : [
    {
      "displayPrice" : "14.99",
      "familyShareable" : false,
      "internalID" : "K2000001",
      "localizations" : [
        {
          "description" : "Everything in Kiosk for one season (90 days). Does not renew.",
          "displayName" : "Season Pass",
          "locale" : "en_US"
        },
        {
          "description" : "Alles in Kiosk für eine Saison (90 Tage). Verlängert sich nicht.",
          "displayName" : "Saisonpass",
          "locale" : "de_DE"
        },
        {
          "description" : "Kiosk のすべてを 1 シーズン（90 日間）。自動更新されません。",
          "displayName" : "シーズンパス",
          "locale" : "ja_JP"
        },
        {
          "description" : "كل ما في كيوسك لموسم واحد (90 يومًا). لا يتجدد تلقائيًا.",
          "displayName" : "تذكرة الموسم",
          "locale" : "ar_SA"
        }
      ],
      "productID" : "demo.pass.season",
      "referenceName" : "Season pass (90 days)",
      "type" : "NonRenewingSubscription"
    }
  ],
  "products" : [
    {
      "displayPrice" : "0.99",
      "familyShareable" : false,
      "internalID" : "K1000001",
      "localizations" : [
        {
          "description" : "A pouch of 100 coins to spend on themes and stickers.",
          "displayName" : "100 Coins",
          "locale" : "en_US"
        },
        {
          "description" : "Ein Beutel mit 100 Münzen für Designs und Sticker.",
          "displayName" : "100 Münzen",
          "locale" : "de_DE"
        },
        {
          "description" : "テーマやステッカーに使えるコイン 100 枚。",
          "displayName" : "コイン 100 枚",
          "locale" : "ja_JP"
        },
        {
          "description" : "كيس من ١٠٠ عملة لإنفاقها على السمات والملصقات.",
          "displayName" : "١٠٠ عملة",
          "locale" : "ar_SA"
        }
      ],
      "productID" : "demo.coins.100",
      "referenceName" : "100 coins",
      "type" : "Consumable"
    },
    {
      "displayPrice" : "4.99",
      "familyShareable" : false,
      "internalID" : "K1000002",
      "localizations" : [
        {
          "description" : "600 coins for the price of 500.",
          "displayName" : "Chest of 600 Coins",
          "locale" : "en_US"
        },
        {
          "description" : "600 Münzen zum Preis von 500.",
          "displayName" : "Truhe mit 600 Münzen",
          "locale" : "de_DE"
        },
        {
          "description" : "500 枚の価格でコイン 600 枚。",
          "displayName" : "コイン 600 枚の宝箱",
          "locale" : "ja_JP"
        },
        {
          "description" : "٦٠٠ عملة بسعر ٥٠٠.",
          "displayName" : "صندوق ٦٠٠ عملة",
          "locale" : "ar_SA"
        }
      ],
      "productID" : "demo.coins.600",
      "referenceName" : "600 coins",
      "type" : "Consumable"
    },
    {
      "displayPrice" : "99.99",
      "familyShareable" : true,
      "internalID" : "K1000003",
      "localizations" : [
        {
          "description" : "Every Plus feature, forever. Pay once.",
          "displayName" : "Lifetime Unlock",
          "locale" : "en_US"
        },
        {
          "description" : "Alle Plus-Funktionen für immer. Einmal zahlen.",
          "displayName" : "Lebenslang freischalten",
          "locale" : "de_DE"
        },
        {
          "description" : "Plus のすべての機能をずっと。一度の支払いで。",
          "displayName" : "永久アンロック",
          "locale" : "ja_JP"
        },
        {
          "description" : "كل ميزات بلس إلى الأبد. ادفع مرة واحدة.",
          "displayName" : "فتح مدى الحياة",
          "locale" : "ar_SA"
        }
      ],
      "productID" : "demo.lifetime",
      "referenceName" : "Lifetime unlock",
      "type" : "NonConsumable"
    },
    {
      "displayPrice" : "149.99",
      "familyShareable" : true,
      "internalID" : "K1000004",
      "localizations" : [
        {
          "description" : "Every Plus feature and priority support, forever, for the whole family. Pay once.",
          "displayName" : "Family Lifetime",
          "locale" : "en_US"
        },
        {
          "description" : "Alle Plus-Funktionen und bevorzugter Support für immer, für die ganze Familie. Einmal zahlen.",
          "displayName" : "Familie lebenslang",
          "locale" : "de_DE"
        },
        {
          "description" : "Plus の全機能と優先サポートをずっと、家族みんなで。一度の支払いで。",
          "displayName" : "ファミリー永久プラン",
          "locale" : "ja_JP"
        },
        {
          "description" : "كل ميزات بلس ودعم ذو أولوية إلى الأبد، للعائلة كلها. ادفع مرة واحدة.",
          "displayName" : "العائلة مدى الحياة",
          "locale" : "ar_SA"
        }
      ],
      "productID" : "demo.family.lifetime",
      "referenceName" : "Family lifetime",
      "type" : "NonConsumable"
    }
  ],
  "settings" : {
    "_askToBuyEnabled" : false,
    "_billingGracePeriodEnabled" : true,
    "_billingIssuesEnabled" : false,
    "_disableDialogs" : false,
    "_failTransactionsEnabled" : false,
    "_locale" : "en_US",
    "_renewalBillingIssuesEnabled" : false,
    "_storeKitErrors" : [
      {
        "current" : null,
        "enabled" : false,
        "name" : "Load Products"
      },
      {
        "current" : null,
        "enabled" : false,
        "name" : "Purchase"
      },
      {
        "current" : null,
        "enabled" : false,
        "name" : "Verification"
      },
      {
        "current" : null,
        "enabled" : false,
        "name" : "App Store Sync"
      },
      {
        "current" : null,
        "enabled" : false,
        "name" : "Subscription Status"
      },
      {
        "current" : null,
        "enabled" : false,
        "name" : "App Transaction"
      },
      {
        "current" : null,
        "enabled" : false,
        "name" : "Manage Subscriptions Sheet"
      },
      {
        "current" : null,
        "enabled" : false,
        "name" : "Refund Request Sheet"
      },
      {
        "current" : null,
        "enabled" : false,
        "name" : "Offer Code Redeem Sheet"
      }
    ],
    "_storefront" : "USA",
    "_timeRate" : 13
  },
  "subscriptionGroups" : [
    {
      "id" : "KPLUS",
      "localizations" : [
        {
          "description" : "Plans for Kiosk Plus",
          "displayName" : "Kiosk Plus",
          "locale" : "en_US"
        },
        {
          "description" : "Tarife für Kiosk Plus",
          "displayName" : "Kiosk Plus",
          "locale" : "de_DE"
        },
        {
          "description" : "Kiosk Plus のプラン",
          "displayName" : "Kiosk Plus",
          "locale" : "ja_JP"
        },
        {
          "description" : "خطط كيوسك بلس",
          "displayName" : "كيوسك بلس",
          "locale" : "ar_SA"
        }
      ],
      "name" : "Kiosk Plus",
      "subscriptions" : [
        {
          "adHocOffers" : [],
          "codeOffers" : [
            {
              "displayPrice" : "29.99",
              "eligibility" : [
                "existing",
                "expired"
              ],
              "internalID" : "K4000001",
              "isStackable" : false,
              "numberOfPeriods" : 1,
              "paymentMode" : "payUpFront",
              "referenceName" : "HALFYEAR",
              "subscriptionPeriod" : "P6M"
            }
          ],
          "displayPrice" : "119.99",
          "familyShareable" : false,
          "groupNumber" : 1,
          "internalID" : "K7000001",
          "introductoryOffer" : {
            "internalID" : "K3000001",
            "numberOfPeriods" : 1,
            "paymentMode" : "free",
            "subscriptionPeriod" : "P1W"
          },
          "localizations" : [
            {
              "description" : "All Plus features and priority support, billed every year.",
              "displayName" : "Plus Premium, Yearly",
              "locale" : "en_US"
            },
            {
              "description" : "Alle Plus-Funktionen und bevorzugter Support, jährliche Abrechnung.",
              "displayName" : "Plus Premium, jährlich",
              "locale" : "de_DE"
            },
            {
              "description" : "Plus の全機能と優先サポート、毎年請求。",
              "displayName" : "Plus プレミアム（年額）",
              "locale" : "ja_JP"
            },
            {
              "description" : "كل ميزات بلس ودعم ذو أولوية، يُدفع سنويًا.",
              "displayName" : "بلس بريميوم، سنوي",
              "locale" : "ar_SA"
            }
          ],
          "productID" : "demo.plus.premium.yearly",
          "recurringSubscriptionPeriod" : "P1Y",
          "referenceName" : "Plus Premium yearly",
          "subscriptionGroupID" : "KPLUS",
          "type" : "RecurringSubscription",
          "winbackOffers" : []
        },
        {
          "adHocOffers" : [
            {
              "displayPrice" : "6.49",
              "internalID" : "K5000001",
              "numberOfPeriods" : 3,
              "offerID" : "demo.plus.premium.monthly.comeback",
              "paymentMode" : "payAsYouGo",
              "referenceName" : "Come back: half price for 3 months",
              "subscriptionPeriod" : "P1M"
            }
          ],
          "codeOffers" : [],
          "displayPrice" : "12.99",
          "familyShareable" : false,
          "groupNumber" : 1,
          "internalID" : "K7000002",
          "localizations" : [
            {
              "description" : "All Plus features and priority support, billed every month.",
              "displayName" : "Plus Premium, Monthly",
              "locale" : "en_US"
            },
            {
              "description" : "Alle Plus-Funktionen und bevorzugter Support, monatliche Abrechnung.",
              "displayName" : "Plus Premium, monatlich",
              "locale" : "de_DE"
            },
            {
              "description" : "Plus の全機能と優先サポート、毎月請求。",
              "displayName" : "Plus プレミアム（月額）",
              "locale" : "ja_JP"
            },
            {
              "description" : "كل ميزات بلس ودعم ذو أولوية، يُدفع شهريًا.",
              "displayName" : "بلس بريميوم، شهري",
              "locale" : "ar_SA"
            }
          ],
          "productID" : "demo.plus.premium.monthly",
          "recurringSubscriptionPeriod" : "P1M",
          "referenceName" : "Plus Premium monthly",
          "subscriptionGroupID" : "KPLUS",
          "type" : "RecurringSubscription",
          "winbackOffers" : []
        },
        {
          "adHocOffers" : [],
          "codeOffers" : [
            {
              "eligibility" : [
                "new"
              ],
              "internalID" : "K4000002",
              "isStackable" : true,
              "numberOfPeriods" : 1,
              "paymentMode" : "free",
              "referenceName" : "FRIENDS",
              "subscriptionPeriod" : "P1M"
            }
          ],
          "displayPrice" : "83.99",
          "familyShareable" : false,
          "groupNumber" : 2,
          "internalID" : "K7000003",
          "localizations" : [
            {
              "description" : "All Plus features, billed every year.",
              "displayName" : "Plus Standard, Yearly",
              "locale" : "en_US"
            },
            {
              "description" : "Alle Plus-Funktionen, jährliche Abrechnung.",
              "displayName" : "Plus Standard, jährlich",
              "locale" : "de_DE"
            },
            {
              "description" : "Plus の全機能、毎年請求。",
              "displayName" : "Plus スタンダード（年額）",
              "locale" : "ja_JP"
            },
            {
              "description" : "كل ميزات بلس، يُدفع سنويًا.",
              "displayName" : "بلس العادي، سنوي",
              "locale" : "ar_SA"
            }
          ],
          "productID" : "demo.plus.standard.yearly",
          "recurringSubscriptionPeriod" : "P1Y",
          "referenceName" : "Plus Standard yearly",
          "subscriptionGroupID" : "KPLUS",
          "type" : "RecurringSubscription",
          "winbackOffers" : []
        },
        {
          "adHocOffers" : [],
          "codeOffers" : [],
          "displayPrice" : "7.99",
          "familyShareable" : false,
          "groupNumber" : 2,
          "internalID" : "K7000004",
          "introductoryOffer" : {
            "displayPrice" : "1.99",
            "internalID" : "K3000002",
            "numberOfPeriods" : 3,
            "paymentMode" : "payAsYouGo",
            "subscriptionPeriod" : "P1M"
          },
          "localizations" : [
            {
              "description" : "All Plus features, billed every month.",
              "displayName" : "Plus Standard, Monthly",
              "locale" : "en_US"
            },
            {
              "description" : "Alle Plus-Funktionen, monatliche Abrechnung.",
              "displayName" : "Plus Standard, monatlich",
              "locale" : "de_DE"
            },
            {
              "description" : "Plus の全機能、毎月請求。",
              "displayName" : "Plus スタンダード（月額）",
              "locale" : "ja_JP"
            },
            {
              "description" : "كل ميزات بلس، يُدفع شهريًا.",
              "displayName" : "بلس العادي، شهري",
              "locale" : "ar_SA"
            }
          ],
          "productID" : "demo.plus.standard.monthly",
          "recurringSubscriptionPeriod" : "P1M",
          "referenceName" : "Plus Standard monthly",
          "subscriptionGroupID" : "KPLUS",
          "type" : "RecurringSubscription",
          "winbackOffers" : []
        },
        {
          "adHocOffers" : [],
          "codeOffers" : [],
          "displayPrice" : "1.99",
          "familyShareable" : false,
          "groupNumber" : 3,
          "internalID" : "K7000005",
          "localizations" : [
            {
              "description" : "Ad-free browsing, billed every week.",
              "displayName" : "Plus Basic, Weekly",
              "locale" : "en_US"
            },
            {
              "description" : "Werbefrei stöbern, wöchentliche Abrechnung.",
              "displayName" : "Plus Basic, wöchentlich",
              "locale" : "de_DE"
            },
            {
              "description" : "広告なしで閲覧、毎週請求。",
              "displayName" : "Plus ベーシック（週額）",
              "locale" : "ja_JP"
            },
            {
              "description" : "تصفح بلا إعلانات، يُدفع أسبوعيًا.",
              "displayName" : "بلس الأساسي، أسبوعي",
              "locale" : "ar_SA"
            }
          ],
          "productID" : "demo.plus.basic.weekly",
          "recurringSubscriptionPeriod" : "P1W",
          "referenceName" : "Plus Basic weekly",
          "subscriptionGroupID" : "KPLUS",
          "type" : "RecurringSubscription",
          "winbackOffers" : []
        }
      ]
    },
    {
      "id" : "KNEWS",
      "localizations" : [
        {
          "description" : "News subscriptions",
          "displayName" : "Kiosk News",
          "locale" : "en_US"
        },
        {
          "description" : "Nachrichten-Abos",
          "displayName" : "Kiosk News",
          "locale" : "de_DE"
        },
        {
          "description" : "ニュースの定期購読",
          "displayName" : "Kiosk ニュース",
          "locale" : "ja_JP"
        },
        {
          "description" : "اشتراكات الأخبار",
          "displayName" : "أخبار كيوسك",
          "locale" : "ar_SA"
        }
      ],
      "name" : "Kiosk News",
      "subscriptions" : [
        {
          "adHocOffers" : [],
          "codeOffers" : [],
          "displayPrice" : "9.99",
          "familyShareable" : false,
          "groupNumber" : 1,
          "internalID" : "K7000006",
          "introductoryOffer" : {
            "displayPrice" : "0.99",
            "internalID" : "K3000003",
            "numberOfPeriods" : 1,
            "paymentMode" : "payUpFront",
            "subscriptionPeriod" : "P2M"
          },
          "localizations" : [
            {
              "description" : "Every section and the archive, billed every month.",
              "displayName" : "News All Access, Monthly",
              "locale" : "en_US"
            },
            {
              "description" : "Alle Ressorts und das Archiv, monatliche Abrechnung.",
              "displayName" : "News Vollzugriff, monatlich",
              "locale" : "de_DE"
            },
            {
              "description" : "全セクションとアーカイブ、毎月請求。",
              "displayName" : "ニュース オールアクセス（月額）",
              "locale" : "ja_JP"
            },
            {
              "description" : "كل الأقسام والأرشيف، يُدفع شهريًا.",
              "displayName" : "الأخبار وصول كامل، شهري",
              "locale" : "ar_SA"
            }
          ],
          "productID" : "demo.news.allaccess.monthly",
          "recurringSubscriptionPeriod" : "P1M",
          "referenceName" : "News All Access monthly",
          "subscriptionGroupID" : "KNEWS",
          "type" : "RecurringSubscription",
          "winbackOffers" : [
            {
              "displayPrice" : "4.99",
              "eligibilityPaidSubscriptionDurationInMonths" : 2,
              "eligibilityTimeSinceLastSubscribedInMonths" : 1,
              "internalID" : "K6000001",
              "numberOfPeriods" : 2,
              "offerID" : "demo.news.winback",
              "paymentMode" : "payAsYouGo",
              "referenceName" : "Welcome back",
              "subscriptionPeriod" : "P1M"
            }
          ]
        },
        {
          "adHocOffers" : [],
          "codeOffers" : [],
          "displayPrice" : "24.99",
          "familyShareable" : false,
          "groupNumber" : 1,
          "internalID" : "K7000007",
          "localizations" : [
            {
              "description" : "Every section and the archive, billed every three months.",
              "displayName" : "News All Access, Quarterly",
              "locale" : "en_US"
            },
            {
              "description" : "Alle Ressorts und das Archiv, Abrechnung alle drei Monate.",
              "displayName" : "News Vollzugriff, vierteljährlich",
              "locale" : "de_DE"
            },
            {
              "description" : "全セクションとアーカイブ、3 か月ごとに請求。",
              "displayName" : "ニュース オールアクセス（3 か月）",
              "locale" : "ja_JP"
            },
            {
              "description" : "كل الأقسام والأرشيف، يُدفع كل ثلاثة أشهر.",
              "displayName" : "الأخبار وصول كامل، ربع سنوي",
              "locale" : "ar_SA"
            }
          ],
          "productID" : "demo.news.allaccess.quarterly",
          "recurringSubscriptionPeriod" : "P3M",
          "referenceName" : "News All Access quarterly",
          "subscriptionGroupID" : "KNEWS",
          "type" : "RecurringSubscription",
          "winbackOffers" : []
        },
        {
          "adHocOffers" : [],
          "codeOffers" : [],
          "displayPrice" : "4.99",
          "familyShareable" : false,
          "groupNumber" : 2,
          "internalID" : "K7000008",
          "localizations" : [
            {
              "description" : "Today's news, billed every month.",
              "displayName" : "News Digital, Monthly",
              "locale" : "en_US"
            },
            {
              "description" : "Die Nachrichten des Tages, monatliche Abrechnung.",
              "displayName" : "News Digital, monatlich",
              "locale" : "de_DE"
            },
            {
              "description" : "今日のニュース、毎月請求。",
              "displayName" : "ニュース デジタル（月額）",
              "locale" : "ja_JP"
            },
            {
              "description" : "أخبار اليوم، يُدفع شهريًا.",
              "displayName" : "الأخبار الرقمية، شهري",
              "locale" : "ar_SA"
            }
          ],
          "productID" : "demo.news.digital.monthly",
          "recurringSubscriptionPeriod" : "P1M",
          "referenceName" : "News Digital monthly",
          "subscriptionGroupID" : "KNEWS",
          "type" : "RecurringSubscription",
          "winbackOffers" : []
        }
      ]
    }
  ],
  "version" : {
    "major" : 4,
    "minor" : 0
  }
}
"""#
}
