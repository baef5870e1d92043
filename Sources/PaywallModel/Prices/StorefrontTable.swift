/// The App Store storefronts: ISO 3166-1 alpha-3 code, alpha-2 code, the ISO 4217 currency the App Store
/// charges in that storefront (US dollars where Apple does not price in the local currency), and the
/// English name. 175 storefronts, 43 currencies. Bulgaria charges euros since 1 January 2026, when it joined the
/// euro area (Apple moved its storefront from the lev that day); Croatia since 2023.
enum StorefrontTable {
    static let rows = """
AFG AF USD Afghanistan
ALB AL USD Albania
DZA DZ USD Algeria
AGO AO USD Angola
AIA AI USD Anguilla
ATG AG USD Antigua and Barbuda
ARG AR USD Argentina
ARM AM USD Armenia
AUS AU AUD Australia
AUT AT EUR Austria
AZE AZ USD Azerbaijan
BHS BS USD Bahamas
BHR BH USD Bahrain
BRB BB USD Barbados
BLR BY USD Belarus
BEL BE EUR Belgium
BLZ BZ USD Belize
BEN BJ USD Benin
BMU BM USD Bermuda
BTN BT USD Bhutan
BOL BO USD Bolivia
BIH BA USD Bosnia and Herzegovina
BWA BW USD Botswana
BRA BR BRL Brazil
VGB VG USD British Virgin Islands
BRN BN USD Brunei
BGR BG EUR Bulgaria
BFA BF USD Burkina Faso
KHM KH USD Cambodia
CMR CM USD Cameroon
CAN CA CAD Canada
CPV CV USD Cape Verde
CYM KY USD Cayman Islands
TCD TD USD Chad
CHL CL CLP Chile
CHN CN CNY China mainland
COL CO COP Colombia
COD CD USD Congo, Democratic Republic of the
COG CG USD Congo, Republic of the
CRI CR USD Costa Rica
CIV CI USD Côte d'Ivoire
HRV HR EUR Croatia
CYP CY EUR Cyprus
CZE CZ CZK Czechia
DNK DK DKK Denmark
DMA DM USD Dominica
DOM DO USD Dominican Republic
ECU EC USD Ecuador
EGY EG EGP Egypt
SLV SV USD El Salvador
EST EE EUR Estonia
SWZ SZ USD Eswatini
FJI FJ USD Fiji
FIN FI EUR Finland
FRA FR EUR France
GAB GA USD Gabon
GMB GM USD Gambia
GEO GE USD Georgia
DEU DE EUR Germany
GHA GH USD Ghana
GRC GR EUR Greece
GRD GD USD Grenada
GTM GT USD Guatemala
GNB GW USD Guinea-Bissau
GUY GY USD Guyana
HND HN USD Honduras
HKG HK HKD Hong Kong
HUN HU HUF Hungary
ISL IS USD Iceland
IND IN INR India
IDN ID IDR Indonesia
IRQ IQ USD Iraq
IRL IE EUR Ireland
ISR IL ILS Israel
ITA IT EUR Italy
JAM JM USD Jamaica
JPN JP JPY Japan
JOR JO USD Jordan
KAZ KZ KZT Kazakhstan
KEN KE USD Kenya
KOR KR KRW Korea, Republic of
XKS XK EUR Kosovo
KWT KW USD Kuwait
KGZ KG USD Kyrgyzstan
LAO LA USD Laos
LVA LV EUR Latvia
LBN LB USD Lebanon
LBR LR USD Liberia
LBY LY USD Libya
LTU LT EUR Lithuania
LUX LU EUR Luxembourg
MAC MO USD Macao
MDG MG USD Madagascar
MWI MW USD Malawi
MYS MY MYR Malaysia
MDV MV USD Maldives
MLI ML USD Mali
MLT MT EUR Malta
MRT MR USD Mauritania
MUS MU USD Mauritius
MEX MX MXN Mexico
FSM FM USD Micronesia
MDA MD USD Moldova
MNG MN USD Mongolia
MNE ME EUR Montenegro
MSR MS USD Montserrat
MAR MA USD Morocco
MOZ MZ USD Mozambique
MMR MM USD Myanmar
NAM NA USD Namibia
NRU NR USD Nauru
NPL NP USD Nepal
NLD NL EUR Netherlands
NZL NZ NZD New Zealand
NIC NI USD Nicaragua
NER NE USD Niger
NGA NG NGN Nigeria
MKD MK USD North Macedonia
NOR NO NOK Norway
OMN OM USD Oman
PAK PK PKR Pakistan
PLW PW USD Palau
PAN PA USD Panama
PNG PG USD Papua New Guinea
PRY PY USD Paraguay
PER PE PEN Peru
PHL PH PHP Philippines
POL PL PLN Poland
PRT PT EUR Portugal
QAT QA QAR Qatar
ROU RO RON Romania
RUS RU RUB Russia
RWA RW USD Rwanda
KNA KN USD Saint Kitts and Nevis
LCA LC USD Saint Lucia
VCT VC USD Saint Vincent and the Grenadines
STP ST USD São Tomé and Príncipe
SAU SA SAR Saudi Arabia
SEN SN USD Senegal
SRB RS USD Serbia
SYC SC USD Seychelles
SLE SL USD Sierra Leone
SGP SG SGD Singapore
SVK SK EUR Slovakia
SVN SI EUR Slovenia
SLB SB USD Solomon Islands
ZAF ZA ZAR South Africa
ESP ES EUR Spain
LKA LK USD Sri Lanka
SUR SR USD Suriname
SWE SE SEK Sweden
CHE CH CHF Switzerland
TWN TW TWD Taiwan
TJK TJ USD Tajikistan
TZA TZ TZS Tanzania
THA TH THB Thailand
TON TO USD Tonga
TTO TT USD Trinidad and Tobago
TUN TN USD Tunisia
TUR TR TRY Türkiye
TKM TM USD Turkmenistan
TCA TC USD Turks and Caicos Islands
UGA UG USD Uganda
UKR UA USD Ukraine
ARE AE AED United Arab Emirates
GBR GB GBP United Kingdom
USA US USD United States
URY UY USD Uruguay
UZB UZ USD Uzbekistan
VUT VU USD Vanuatu
VEN VE USD Venezuela
VNM VN VND Vietnam
YEM YE USD Yemen
ZMB ZM USD Zambia
ZWE ZW USD Zimbabwe
"""

    /// The currency codes of the rows: the third field of each, after the alpha-3 code, the alpha-2 code and their spaces.
    static let currencyCodes: Set<String> = Set(rows.utf8.split(separator: UInt8(ascii: "\n")).map {
        String(decoding: $0.dropFirst(7).prefix(3), as: UTF8.self)
    })

    /// The row whose alpha-3 code (three letters) or alpha-2 code (two) is `code`, exactly; `nil` when none is.
    static func row(withCode code: String) -> Substring? {
        // A row starts with its alpha-3 code, a space, its alpha-2 code and a space.
        let field = Array(code.utf8)
        guard field.count == 2 || field.count == 3 else { return nil }
        let offset = field.count == 3 ? 0 : 4
        func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                let at = start + offset
                if at + field.count < end, bytes[at + field.count] == UInt8(ascii: " "),
                   field.indices.allSatisfy({ bytes[at + $0] == field[$0] }) {
                    return start..<end
                }
                start = end + 1
            }
            return nil
        }
        let utf8 = rows.utf8
        guard let found = utf8.withContiguousStorageIfAvailable(find) ?? Array(utf8).withUnsafeBufferPointer(find) else { return nil }
        return rows[utf8.index(utf8.startIndex, offsetBy: found.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: found.upperBound)]
    }
}
