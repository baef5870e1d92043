import Foundation

/// The text of the demo offerings document, kept apart from the code that reads it.
enum DemoOfferingsText {
    static let document = #"""
{
  "current_offering_id": "plus_trial",
  "offerings": [
    {
      "identifier": "plus_trial",
      "description": "Kiosk Plus with the premium free trial",
      "metadata": {"demo": true},
      "packages": [
        {"identifier": "$rc_annual", "platform_product_identifier": "demo.plus.premium.yearly"},
        {"identifier": "$rc_monthly", "platform_product_identifier": "demo.plus.premium.monthly"}
      ],
      "paywall_components": {
        "id": "demo_onboarding", "template_name": "kiosk_onboarding", "revision": 1, "default_locale": "en_US",
        "components_config": {"base": {
          "background": {"type": "color", "value": {"light": {"type": "hex", "value": "#ffffff"}, "dark": {"type": "hex", "value": "#101418"}}},
          "stack": {"type": "stack", "dimension": {"type": "vertical", "alignment": "center", "distribution": "start"}, "spacing": 12,
            "padding": {"top": 16, "bottom": 16, "leading": 16, "trailing": 16},
            "components": [
              {"type": "text", "text_lid": "title", "font_size": 28, "font_weight": "bold", "color": {"light": {"type": "hex", "value": "#1b1f3b"}, "dark": {"type": "hex", "value": "#f5f5f5"}}},
              {"type": "carousel", "page_spacing": 8, "page_peek": 0, "loop": true,
               "auto_advance": {"ms_time_per_page": 4000, "ms_transition_time": 400},
               "page_control": {"position": "bottom", "spacing": 4,
                 "default": {"width": 6, "height": 6, "color": {"light": {"type": "hex", "value": "#c0c4d0"}}},
                 "active": {"width": 8, "height": 8, "color": {"light": {"type": "hex", "value": "#4f46e5"}}}},
               "pages": [
                 {"type": "stack", "components": [
                   {"type": "icon", "icon_name": "palette", "color": {"light": {"type": "hex", "value": "#4f46e5"}}},
                   {"type": "text", "text_lid": "page_themes", "font_weight": "semibold"}]},
                 {"type": "stack", "components": [
                   {"type": "icon", "icon_name": "download", "color": {"light": {"type": "hex", "value": "#4f46e5"}}},
                   {"type": "text", "text_lid": "page_offline", "font_weight": "semibold"}]},
                 {"type": "stack", "components": [
                   {"type": "icon", "icon_name": "users", "color": {"light": {"type": "hex", "value": "#4f46e5"}}},
                   {"type": "text", "text_lid": "page_family", "font_weight": "semibold"}]}
               ]},
              {"type": "timeline", "icon_alignment": "title", "item_spacing": 8, "text_spacing": 2, "column_gutter": 8,
               "visible": false, "overrides": [{"conditions": [{"type": "intro_offer"}], "properties": {"visible": true}}],
               "items": [
                 {"title": {"type": "text", "text_lid": "step_today", "font_weight": "bold", "horizontal_alignment": "leading"},
                  "description": {"type": "text", "text_lid": "step_today_detail", "horizontal_alignment": "leading"},
                  "icon": {"type": "icon", "icon_name": "lock-open"},
                  "connector": {"width": 2, "color": {"light": {"type": "hex", "value": "#4f46e5"}}}},
                 {"title": {"type": "text", "text_lid": "step_reminder", "font_weight": "bold", "horizontal_alignment": "leading"},
                  "description": {"type": "text", "text_lid": "step_reminder_detail", "horizontal_alignment": "leading"},
                  "icon": {"type": "icon", "icon_name": "bell"},
                  "connector": {"width": 2, "color": {"light": {"type": "hex", "value": "#c0c4d0"}}}},
                 {"title": {"type": "text", "text_lid": "step_billing", "font_weight": "bold", "horizontal_alignment": "leading"},
                  "description": {"type": "text", "text_lid": "step_billing_detail", "horizontal_alignment": "leading"},
                  "icon": {"type": "icon", "icon_name": "star"}}
               ]},
              {"type": "package", "package_id": "$rc_annual", "is_selected_by_default": true,
               "stack": {"type": "stack", "dimension": {"type": "horizontal", "alignment": "center", "distribution": "space_between"},
                 "padding": {"top": 8, "bottom": 8, "leading": 12, "trailing": 12},
                 "border": {"color": {"light": {"type": "hex", "value": "#c0c4d0"}}, "width": 1},
                 "shape": {"type": "rectangle", "corners": {"top_leading": 8, "top_trailing": 8, "bottom_leading": 8, "bottom_trailing": 8}},
                 "badge": {"style": "overlay", "alignment": "top_trailing",
                   "stack": {"type": "stack", "visible": false, "overrides": [{"conditions": [{"type": "intro_offer"}], "properties": {"visible": true}}],
                     "components": [{"type": "text", "text_lid": "badge_trial", "font_size": 12, "font_weight": "bold"}],
                     "background_color": {"light": {"type": "hex", "value": "#4f46e5"}}}},
                 "overrides": [{"conditions": [{"type": "selected"}], "properties": {"border": {"color": {"light": {"type": "hex", "value": "#4f46e5"}}, "width": 2}}}],
                 "components": [
                   {"type": "text", "text_lid": "package_name", "font_weight": "semibold"},
                   {"type": "text", "text_lid": "package_price",
                    "overrides": [{"conditions": [{"type": "intro_offer"}], "properties": {"text_lid": "package_price_trial"}}]}
                 ]}},
              {"type": "package", "package_id": "$rc_monthly", "is_selected_by_default": false,
               "stack": {"type": "stack", "dimension": {"type": "horizontal", "alignment": "center", "distribution": "space_between"},
                 "padding": {"top": 8, "bottom": 8, "leading": 12, "trailing": 12},
                 "border": {"color": {"light": {"type": "hex", "value": "#c0c4d0"}}, "width": 1},
                 "overrides": [{"conditions": [{"type": "selected"}], "properties": {"border": {"color": {"light": {"type": "hex", "value": "#4f46e5"}}, "width": 2}}}],
                 "components": [
                   {"type": "text", "text_lid": "package_name", "font_weight": "semibold"},
                   {"type": "text", "text_lid": "package_price"}
                 ]}},
              {"type": "button", "action": {"type": "restore_purchases"},
               "stack": {"type": "stack", "components": [{"type": "text", "text_lid": "restore", "font_size": 13}]}},
              {"type": "button", "action": {"type": "navigate_to", "destination": "terms", "url": {"url_lid": "terms_url", "method": "external_browser"}},
               "stack": {"type": "stack", "components": [{"type": "text", "text_lid": "terms", "font_size": 12}]}}
            ]},
          "sticky_footer": {"type": "footer", "stack": {"type": "stack", "padding": {"top": 8, "bottom": 8, "leading": 16, "trailing": 16},
            "components": [
              {"type": "purchase_button", "stack": {"type": "stack", "background_color": {"light": {"type": "hex", "value": "#4f46e5"}},
                "shape": {"type": "pill"}, "padding": {"top": 12, "bottom": 12, "leading": 24, "trailing": 24},
                "components": [{"type": "text", "text_lid": "cta", "font_weight": "bold", "color": {"light": {"type": "hex", "value": "#ffffff"}},
                  "overrides": [{"conditions": [{"type": "intro_offer"}], "properties": {"text_lid": "cta_trial"}}]}]}}
            ]}}
        }},
        "components_localizations": {
          "en_US": {
            "title": "Get more from Kiosk", "page_themes": "Every theme, light and dark", "page_offline": "Read offline, anywhere",
            "page_family": "Share with your family", "step_today": "Today", "step_today_detail": "Everything in Kiosk Plus unlocks.",
            "step_reminder": "Before it ends", "step_reminder_detail": "We remind you two days before your trial ends.",
            "step_billing": "After {{ product.offer_period_with_unit }}", "step_billing_detail": "You pay {{ product.price_per_period }}. Cancel anytime.",
            "badge_trial": "{{ product.offer_period_with_unit | uppercase }} FREE", "package_name": "{{ product.store_product_name }}",
            "package_price": "{{ product.price_per_period_abbreviated }}",
            "package_price_trial": "{{ product.offer_price | capitalize }} for {{ product.offer_period_with_unit }}, then {{ product.price_per_period_abbreviated }}",
            "restore": "Restore purchases", "terms": "Terms of use", "terms_url": "https://example.com/kiosk/terms",
            "cta": "Continue", "cta_trial": "Start my free {{ product.offer_period }}"
          },
          "de_DE": {
            "title": "Mehr aus Kiosk herausholen", "page_themes": "Alle Designs, hell und dunkel", "page_offline": "Überall offline lesen",
            "page_family": "Mit der Familie teilen", "step_today": "Heute", "step_today_detail": "Alles in Kiosk Plus wird freigeschaltet.",
            "step_reminder": "Vor dem Ende", "step_reminder_detail": "Wir erinnern dich zwei Tage vor dem Ende deines Probezeitraums.",
            "step_billing": "Nach {{ product.offer_period_with_unit }}", "step_billing_detail": "Du zahlst {{ product.price_per_period }}. Jederzeit kündbar.",
            "badge_trial": "{{ product.offer_period_with_unit | uppercase }} GRATIS", "package_name": "{{ product.store_product_name }}",
            "package_price": "{{ product.price_per_period_abbreviated }}",
            "package_price_trial": "{{ product.offer_period_with_unit }} {{ product.offer_price }}, danach {{ product.price_per_period_abbreviated }}",
            "restore": "Käufe wiederherstellen", "terms": "Nutzungsbedingungen", "terms_url": "https://example.com/kiosk/terms?lang=de",
            "cta": "Weiter", "cta_trial": "Gratis testen"
          },
          "ja_JP": {
            "title": "Kiosk をもっと楽しもう", "page_themes": "すべてのテーマ（ライト・ダーク）", "page_offline": "どこでもオフラインで読める",
            "page_family": "家族と共有", "step_today": "今日", "step_today_detail": "Kiosk Plus のすべてが使えます。",
            "step_reminder": "終了前", "step_reminder_detail": "無料期間が終わる2日前にお知らせします。",
            "step_billing": "{{ product.offer_period_with_unit }}後", "step_billing_detail": "{{ product.price_per_period }}。いつでも解約できます。",
            "badge_trial": "{{ product.offer_period_with_unit }}無料", "package_name": "{{ product.store_product_name }}",
            "package_price": "{{ product.price_per_period_abbreviated }}",
            "package_price_trial": "{{ product.offer_period_with_unit }}{{ product.offer_price }}、その後 {{ product.price_per_period_abbreviated }}",
            "restore": "購入を復元", "terms": "利用規約", "terms_url": "https://example.com/kiosk/terms?lang=ja",
            "cta": "続ける", "cta_trial": "無料で始める"
          }
        }
      }
    },
    {
      "identifier": "plus_tiers",
      "description": "Kiosk Plus: Premium and Standard in tabs",
      "packages": [
        {"identifier": "premium_annual", "platform_product_identifier": "demo.plus.premium.yearly"},
        {"identifier": "premium_monthly", "platform_product_identifier": "demo.plus.premium.monthly"},
        {"identifier": "standard_annual", "platform_product_identifier": "demo.plus.standard.yearly"},
        {"identifier": "standard_monthly", "platform_product_identifier": "demo.plus.standard.monthly"},
        {"identifier": "basic_weekly", "platform_product_identifier": "demo.plus.basic.weekly"}
      ],
      "paywall_components": {
        "id": "demo_settings", "template_name": "kiosk_tiers", "revision": 1, "default_locale": "en_US",
        "components_config": {"base": {"stack": {"type": "stack", "spacing": 12, "padding": {"top": 16, "bottom": 16, "leading": 16, "trailing": 16},
          "components": [
            {"type": "text", "text_lid": "title", "font_size": 24, "font_weight": "bold"},
            {"type": "tabs", "default_tab_id": "premium",
             "control": {"type": "buttons", "stack": {"type": "stack", "dimension": {"type": "horizontal", "alignment": "center", "distribution": "center"}, "spacing": 8,
               "components": [
                 {"type": "tab_control_button", "tab_id": "premium", "stack": {"type": "stack", "components": [{"type": "text", "text_lid": "tab_premium", "font_weight": "semibold"}]}},
                 {"type": "tab_control_button", "tab_id": "standard", "stack": {"type": "stack", "components": [{"type": "text", "text_lid": "tab_standard", "font_weight": "semibold"}]}}
               ]}},
             "tabs": [
               {"id": "premium", "stack": {"type": "stack", "spacing": 8, "components": [
                 {"type": "tab_control"},
                 {"type": "text", "text_lid": "premium_pitch"},
                 {"type": "package", "package_id": "premium_annual", "is_selected_by_default": true,
                  "stack": {"type": "stack", "dimension": {"type": "horizontal", "alignment": "center", "distribution": "space_between"},
                    "components": [{"type": "text", "text_lid": "package_name"}, {"type": "text", "text_lid": "price_with_discount"}]}},
                 {"type": "package", "package_id": "premium_monthly",
                  "stack": {"type": "stack", "dimension": {"type": "horizontal", "alignment": "center", "distribution": "space_between"},
                    "components": [{"type": "text", "text_lid": "package_name"}, {"type": "text", "text_lid": "price",
                      "overrides": [{"conditions": [{"type": "promo_offer"}], "properties": {"text_lid": "price_promo"}}]}]}}
               ]}},
               {"id": "standard", "stack": {"type": "stack", "spacing": 8, "components": [
                 {"type": "tab_control"},
                 {"type": "text", "text_lid": "standard_pitch"},
                 {"type": "package", "package_id": "standard_annual",
                  "stack": {"type": "stack", "dimension": {"type": "horizontal", "alignment": "center", "distribution": "space_between"},
                    "components": [{"type": "text", "text_lid": "package_name"}, {"type": "text", "text_lid": "price_with_discount"}]}},
                 {"type": "package", "package_id": "standard_monthly", "is_selected_by_default": true,
                  "stack": {"type": "stack", "dimension": {"type": "horizontal", "alignment": "center", "distribution": "space_between"},
                    "components": [{"type": "text", "text_lid": "package_name"}, {"type": "text", "text_lid": "price",
                      "overrides": [{"conditions": [{"type": "intro_offer"}], "properties": {"text_lid": "price_intro"}}]}]}},
                 {"type": "package", "package_id": "basic_weekly",
                  "stack": {"type": "stack", "dimension": {"type": "horizontal", "alignment": "center", "distribution": "space_between"},
                    "components": [{"type": "text", "text_lid": "package_name"}, {"type": "text", "text_lid": "price"}]}}
               ]}}
             ]},
            {"type": "purchase_button", "stack": {"type": "stack", "shape": {"type": "pill"}, "background_color": {"light": {"type": "hex", "value": "#0f766e"}},
              "components": [{"type": "text", "text_lid": "cta", "font_weight": "bold", "color": {"light": {"type": "hex", "value": "#ffffff"}}}]}},
            {"type": "button", "action": {"type": "navigate_to", "destination": "offer_code"},
             "stack": {"type": "stack", "components": [{"type": "text", "text_lid": "redeem", "font_size": 13}]}}
          ]}}},
        "components_localizations": {
          "en_US": {
            "title": "Choose your plan", "tab_premium": "Premium", "tab_standard": "Standard",
            "premium_pitch": "Every feature, {{ custom.plan_name }} at its best.", "standard_pitch": "The essentials, for less.",
            "package_name": "{{ product.periodly | capitalize }}", "price": "{{ product.price_per_period }}",
            "price_with_discount": "{{ product.price_per_month }}/month · save {{ product.relative_discount }}",
            "price_intro": "{{ product.offer_price }}/month until {{ product.offer_end_date }}, then {{ product.price_per_period }}",
            "price_promo": "{{ product.offer_price }}/month until {{ product.offer_end_date }}",
            "cta": "Subscribe", "redeem": "Redeem an offer code"
          },
          "de_DE": {
            "title": "Wähle deinen Plan", "tab_premium": "Premium", "tab_standard": "Standard",
            "premium_pitch": "Alle Funktionen: {{ custom.plan_name }} in Bestform.", "standard_pitch": "Das Wichtigste, günstiger.",
            "package_name": "{{ product.periodly | capitalize }}", "price": "{{ product.price_per_period }}",
            "price_with_discount": "{{ product.price_per_month }}/Monat · {{ product.relative_discount }} sparen",
            "price_intro": "{{ product.offer_price }}/Monat bis {{ product.offer_end_date }}, danach {{ product.price_per_period }}",
            "price_promo": "{{ product.offer_price }}/Monat bis {{ product.offer_end_date }}",
            "cta": "Abonnieren", "redeem": "Angebotscode einlösen"
          },
          "ja_JP": {
            "title": "プランを選択", "tab_premium": "プレミアム", "tab_standard": "スタンダード",
            "premium_pitch": "すべての機能を。{{ custom.plan_name }} の最高の体験。", "standard_pitch": "必要なものを、お手頃に。",
            "package_name": "{{ product.periodly }}", "price": "{{ product.price_per_period }}",
            "price_with_discount": "月額 {{ product.price_per_month }}・{{ product.relative_discount }}お得",
            "price_intro": "{{ product.offer_end_date }}まで月額 {{ product.offer_price }}、その後 {{ product.price_per_period }}",
            "price_promo": "{{ product.offer_end_date }}まで月額 {{ product.offer_price }}",
            "cta": "登録する", "redeem": "オファーコードを使う"
          }
        }
      }
    },
    {
      "identifier": "comeback",
      "description": "For lapsed subscribers: the premium monthly promotional offer, for a limited time",
      "packages": [
        {"identifier": "$rc_monthly", "platform_product_identifier": "demo.plus.premium.monthly"}
      ],
      "paywall_components": {
        "id": "demo_comeback", "template_name": "kiosk_comeback", "revision": 1, "default_locale": "en_US",
        "components_config": {"base": {"stack": {"type": "stack", "spacing": 12, "padding": {"top": 16, "bottom": 16, "leading": 16, "trailing": 16},
          "components": [
            {"type": "text", "text_lid": "title", "font_size": 24, "font_weight": "bold"},
            {"type": "countdown", "style": {"type": "date", "date": "2030-01-01T00:00:00Z"}, "count_from": "days",
             "countdown_stack": {"type": "stack", "components": [{"type": "text", "text_lid": "countdown", "font_weight": "semibold"}]},
             "end_stack": {"type": "stack", "components": [{"type": "text", "text_lid": "countdown_over"}]}},
            {"type": "package", "package_id": "$rc_monthly", "is_selected_by_default": true,
             "apple_promo_offer_product_code": "demo.plus.premium.monthly.comeback",
             "stack": {"type": "stack", "components": [
               {"type": "text", "text_lid": "package_name", "font_weight": "semibold"},
               {"type": "text", "text_lid": "regular_price", "overrides": [{"conditions": [{"type": "promo_offer"}], "properties": {"text_lid": "promo_price"}}]}
             ]}},
            {"type": "purchase_button", "stack": {"type": "stack", "shape": {"type": "pill"}, "background_color": {"light": {"type": "hex", "value": "#b91c1c"}},
              "components": [{"type": "text", "text_lid": "cta", "font_weight": "bold", "color": {"light": {"type": "hex", "value": "#ffffff"}}}]}},
            {"type": "button", "action": {"type": "navigate_back"},
             "stack": {"type": "stack", "components": [{"type": "text", "text_lid": "not_now", "font_size": 13}]}}
          ]}}},
        "components_localizations": {
          "en_US": {
            "title": "We saved your seat", "countdown": "Offer ends in {{ count_days_without_zero }}d {{ count_hours_with_zero }}:{{ count_minutes_with_zero }}:{{ count_seconds_with_zero }}",
            "countdown_over": "This offer has ended.", "package_name": "{{ product.store_product_name }}",
            "regular_price": "{{ product.price_per_period }}", "promo_price": "{{ product.offer_price }}/month until {{ product.offer_end_date }}, then {{ product.price_per_period }}",
            "cta": "Come back", "not_now": "Not now"
          },
          "de_DE": {
            "title": "Dein Platz ist noch frei", "countdown": "Angebot endet in {{ count_days_without_zero }} T. {{ count_hours_with_zero }}:{{ count_minutes_with_zero }}:{{ count_seconds_with_zero }}",
            "countdown_over": "Dieses Angebot ist abgelaufen.", "package_name": "{{ product.store_product_name }}",
            "regular_price": "{{ product.price_per_period }}", "promo_price": "{{ product.offer_price }}/Monat bis {{ product.offer_end_date }}, danach {{ product.price_per_period }}",
            "cta": "Zurückkommen", "not_now": "Nicht jetzt"
          },
          "ja_JP": {
            "title": "おかえりなさい", "countdown": "残り {{ count_days_without_zero }}日 {{ count_hours_with_zero }}:{{ count_minutes_with_zero }}:{{ count_seconds_with_zero }}",
            "countdown_over": "このオファーは終了しました。", "package_name": "{{ product.store_product_name }}",
            "regular_price": "{{ product.price_per_period }}", "promo_price": "{{ product.offer_end_date }}まで月額 {{ product.offer_price }}、その後 {{ product.price_per_period }}",
            "cta": "再開する", "not_now": "今はしない"
          }
        }
      }
    },
    {
      "identifier": "store",
      "description": "Coins, the lifetime unlock and the season pass",
      "packages": [
        {"identifier": "coins_100", "platform_product_identifier": "demo.coins.100"},
        {"identifier": "coins_600", "platform_product_identifier": "demo.coins.600"},
        {"identifier": "$rc_lifetime", "platform_product_identifier": "demo.lifetime"},
        {"identifier": "season_pass", "platform_product_identifier": "demo.pass.season"}
      ],
      "paywall_components": {
        "id": "demo_store", "template_name": "kiosk_store", "revision": 1, "default_locale": "en_US",
        "components_config": {"base": {"stack": {"type": "stack", "spacing": 8, "padding": {"top": 16, "bottom": 16, "leading": 16, "trailing": 16},
          "components": [
            {"type": "text", "text_lid": "title", "font_size": 24, "font_weight": "bold"},
            {"type": "package", "package_id": "coins_100", "is_selected_by_default": true, "stack": {"type": "stack", "dimension": {"type": "horizontal", "alignment": "center", "distribution": "space_between"},
              "components": [{"type": "text", "text_lid": "name"}, {"type": "text", "text_lid": "price"}]}},
            {"type": "package", "package_id": "coins_600", "stack": {"type": "stack", "dimension": {"type": "horizontal", "alignment": "center", "distribution": "space_between"},
              "badge": {"style": "nested", "alignment": "top_leading", "stack": {"type": "stack", "components": [{"type": "text", "text_lid": "best_value", "font_size": 11}]}},
              "components": [{"type": "text", "text_lid": "name"}, {"type": "text", "text_lid": "price"}]}},
            {"type": "package", "package_id": "$rc_lifetime", "stack": {"type": "stack", "dimension": {"type": "horizontal", "alignment": "center", "distribution": "space_between"},
              "components": [{"type": "text", "text_lid": "name"}, {"type": "text", "text_lid": "price"}]}},
            {"type": "package", "package_id": "season_pass", "stack": {"type": "stack", "dimension": {"type": "horizontal", "alignment": "center", "distribution": "space_between"},
              "components": [{"type": "text", "text_lid": "name"}, {"type": "text", "text_lid": "price"}]}},
            {"type": "purchase_button", "stack": {"type": "stack", "shape": {"type": "pill"}, "background_color": {"light": {"type": "hex", "value": "#a16207"}},
              "components": [{"type": "text", "text_lid": "buy", "font_weight": "bold", "color": {"light": {"type": "hex", "value": "#ffffff"}}}]}},
            {"type": "button", "action": {"type": "navigate_to", "destination": "offer_code"},
             "stack": {"type": "stack", "components": [{"type": "text", "text_lid": "redeem", "font_size": 13}]}}
          ]}}},
        "components_localizations": {
          "en_US": {"title": "Kiosk Store", "name": "{{ product.store_product_name }}", "price": "{{ product.price }}", "best_value": "BEST VALUE", "buy": "Buy", "redeem": "Redeem an offer code"},
          "de_DE": {"title": "Kiosk-Laden", "name": "{{ product.store_product_name }}", "price": "{{ product.price }}", "best_value": "BESTER WERT", "buy": "Kaufen", "redeem": "Angebotscode einlösen"},
          "ja_JP": {"title": "Kiosk ストア", "name": "{{ product.store_product_name }}", "price": "{{ product.price }}", "best_value": "お得", "buy": "購入", "redeem": "オファーコードを使う"}
        }
      }
    },
    {
      "identifier": "news",
      "description": "Kiosk News, a v1 template paywall",
      "packages": [
        {"identifier": "$rc_monthly", "platform_product_identifier": "demo.news.allaccess.monthly"},
        {"identifier": "$rc_three_month", "platform_product_identifier": "demo.news.allaccess.quarterly"},
        {"identifier": "digital_monthly", "platform_product_identifier": "demo.news.digital.monthly"}
      ],
      "paywall": {
        "template_name": "2", "revision": 1, "default_locale": "en_US", "asset_base_url": "https://example.com/kiosk/assets",
        "config": {
          "packages": ["$rc_monthly", "$rc_three_month", "digital_monthly"], "default_package": "$rc_monthly",
          "images": {"header": "news-header.png"}, "display_restore_purchases": true,
          "tos_url": "https://example.com/kiosk/terms", "privacy_url": "https://example.com/kiosk/privacy",
          "colors": {
            "light": {"background": "#FFFFFF", "text_1": "#111827", "text_2": "#4B5563", "call_to_action_background": "#1D4ED8",
                      "call_to_action_foreground": "#FFFFFF", "accent_1": "#1D4ED8", "accent_2": "#DBEAFE"},
            "dark": {"background": "#0B1220", "text_1": "#F9FAFB", "text_2": "#9CA3AF", "call_to_action_background": "#3B82F6",
                     "call_to_action_foreground": "#FFFFFF", "accent_1": "#60A5FA", "accent_2": "#1E3A8A"}
          }
        },
        "localized_strings": {
          "en_US": {
            "title": "Kiosk News", "subtitle": "Independent reporting, every morning.",
            "call_to_action": "Subscribe for {{ price_per_period }}",
            "call_to_action_with_intro_offer": "Start with {{ sub_offer_price }} for {{ sub_offer_duration }}",
            "offer_details": "{{ total_price_and_per_month }}",
            "offer_details_with_intro_offer": "{{ sub_offer_price }} for {{ sub_offer_duration }}, then {{ price_per_period }}",
            "offer_name": "{{ sub_period }}",
            "features": [
              {"title": "All sections", "content": "World, business, culture and sport.", "icon_id": "newspaper"},
              {"title": "The archive", "content": "Every article since 1990.", "icon_id": "archive"}
            ],
            "offer_overrides": {"$rc_three_month": {"offer_badge": "{{ sub_relative_discount }}"}}
          },
          "de_DE": {
            "title": "Kiosk News", "subtitle": "Unabhängiger Journalismus, jeden Morgen.",
            "call_to_action": "Abonnieren für {{ price_per_period }}",
            "call_to_action_with_intro_offer": "Starte mit {{ sub_offer_price }} für {{ sub_offer_duration }}",
            "offer_details": "{{ total_price_and_per_month }}",
            "offer_details_with_intro_offer": "{{ sub_offer_price }} für {{ sub_offer_duration }}, danach {{ price_per_period }}",
            "offer_name": "{{ sub_period }}",
            "features": [
              {"title": "Alle Ressorts", "content": "Welt, Wirtschaft, Kultur und Sport.", "icon_id": "newspaper"},
              {"title": "Das Archiv", "content": "Jeder Artikel seit 1990.", "icon_id": "archive"}
            ]
          },
          "ja_JP": {
            "title": "Kiosk ニュース", "subtitle": "毎朝、独立した報道を。",
            "call_to_action": "{{ price_per_period }}で購読",
            "call_to_action_with_intro_offer": "{{ sub_offer_duration }} {{ sub_offer_price }}で始める",
            "offer_details": "{{ total_price_and_per_month }}",
            "offer_details_with_intro_offer": "{{ sub_offer_duration }} {{ sub_offer_price }}、その後 {{ price_per_period }}",
            "offer_name": "{{ sub_period }}",
            "features": [
              {"title": "すべてのセクション", "content": "国際、経済、文化、スポーツ。", "icon_id": "newspaper"},
              {"title": "アーカイブ", "content": "1990年以降のすべての記事。", "icon_id": "archive"}
            ]
          }
        }
      }
    }
  ],
  "placements": {
    "fallback_offering_id": "plus_trial",
    "offering_ids_by_placement": {
      "onboarding": "plus_trial",
      "settings": "plus_tiers",
      "upgrade": "news",
      "store": "store",
      "paywall_test": "plus_trial"
    },
    "kiosk_audiences_by_placement": {
      "paywall_test": [
        {"id": "lapsed", "condition": {"==": [{"var": "attributes.plan"}, "lapsed"]},
         "variants": [{"id": "comeback", "offering_id": "comeback", "weight": 100}]},
        {"id": "everyone", "version": 4,
         "variants": [{"id": "trial_first", "offering_id": "plus_trial", "weight": 50},
                      {"id": "tiers_first", "offering_id": "plus_tiers", "weight": 40}]}
      ]
    }
  },
  "ui_config": {
    "app": {"colors": {"primary": {"light": {"type": "hex", "value": "#4f46e5"}, "dark": {"type": "hex", "value": "#818cf8"}}}, "fonts": {}},
    "localizations": {
      "en_US": {"month": "month", "month_short": "mo", "year": "year", "year_short": "yr", "week": "week", "week_short": "wk", "free_price": "free", "percent": "%d%%"},
      "de_DE": {"month": "Monat", "month_short": "Mon.", "year": "Jahr", "year_short": "J.", "week": "Woche", "week_short": "Wo.",
                "num_week_one": "%d Woche", "num_week_other": "%d Wochen", "num_month_one": "%d Monat", "num_month_other": "%d Monate",
                "monthly": "monatlich", "yearly": "jährlich", "weekly": "wöchentlich", "free_price": "gratis", "percent": "%d %%"},
      "ja_JP": {"month": "月", "month_short": "月", "year": "年", "year_short": "年", "week": "週", "week_short": "週",
                "num_week_one": "%d週間", "num_week_other": "%d週間", "num_month_one": "%dか月", "num_month_other": "%dか月",
                "monthly": "月額", "yearly": "年額", "weekly": "週額", "free_price": "無料", "percent": "%d%%"}
    },
    "variable_config": {"variable_compatibility_map": {}, "function_compatibility_map": {}},
    "custom_variables": {"plan_name": {"type": "string", "default_value": "Kiosk Plus"}}
  }
}
"""#
}
