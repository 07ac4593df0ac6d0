/// The short names people write after a city for its state or country: US state, Canadian province
/// and Australian state abbreviations ("Springfield, IL", "Nanaimo, BC", "Newcastle, NSW"), also as
/// ISO 3166-2 codes ("US-IL", "CA-BC", "AU-NSW"), and a few country abbreviations that are not
/// ISO codes ("UK", "USA").
enum RegionCodes {
  /// A subdivision: its code, its country's ISO code and its admin-1 name as the data spells it
  /// (empty: the data has no admin-1 name for it, as for Washington, D.C.).
  struct Subdivision {
    var code: String
    var country: String
    var admin: String
  }

  /// Country abbreviations that are not the country's ISO code, lowercase, with the ISO code.
  static let countryAliases: [(alias: String, country: String)] = [
    ("uk", "GB"), ("usa", "US"), ("uae", "AE"),
  ]

  /// Every subdivision with a code people write.
  static let subdivisions: [Subdivision] = unitedStates + canada + australia

  private static let unitedStates: [Subdivision] = [
    ("AK", "Alaska"), ("AL", "Alabama"), ("AR", "Arkansas"), ("AZ", "Arizona"), ("CA", "California"),
    ("CO", "Colorado"), ("CT", "Connecticut"), ("DC", ""), ("DE", "Delaware"), ("FL", "Florida"),
    ("GA", "Georgia"), ("HI", "Hawaii"), ("IA", "Iowa"), ("ID", "Idaho"), ("IL", "Illinois"),
    ("IN", "Indiana"), ("KS", "Kansas"), ("KY", "Kentucky"), ("LA", "Louisiana"), ("MA", "Massachusetts"),
    ("MD", "Maryland"), ("ME", "Maine"), ("MI", "Michigan"), ("MN", "Minnesota"), ("MO", "Missouri"),
    ("MS", "Mississippi"), ("MT", "Montana"), ("NC", "North Carolina"), ("ND", "North Dakota"),
    ("NE", "Nebraska"), ("NH", "New Hampshire"), ("NJ", "New Jersey"), ("NM", "New Mexico"),
    ("NV", "Nevada"), ("NY", "New York"), ("OH", "Ohio"), ("OK", "Oklahoma"), ("OR", "Oregon"),
    ("PA", "Pennsylvania"), ("RI", "Rhode Island"), ("SC", "South Carolina"), ("SD", "South Dakota"),
    ("TN", "Tennessee"), ("TX", "Texas"), ("UT", "Utah"), ("VA", "Virginia"), ("VT", "Vermont"),
    ("WA", "Washington"), ("WI", "Wisconsin"), ("WV", "West Virginia"), ("WY", "Wyoming"),
  ].map { Subdivision(code: $0.0, country: "US", admin: $0.1) }

  private static let canada: [Subdivision] = [
    ("AB", "Alberta"), ("BC", "British Columbia"), ("MB", "Manitoba"), ("NB", "New Brunswick"),
    ("NL", "Newfoundland and Labrador"), ("NS", "Nova Scotia"), ("NT", "Northwest Territories"),
    ("NU", "Nunavut"), ("ON", "Ontario"), ("PE", "Prince Edward Island"), ("QC", "Quebec"),
    ("SK", "Saskatchewan"), ("YT", "Yukon"),
  ].map { Subdivision(code: $0.0, country: "CA", admin: $0.1) }

  private static let australia: [Subdivision] = [
    ("ACT", "Australian Capital Territory"), ("NSW", "New South Wales"), ("NT", "Northern Territory"),
    ("QLD", "Queensland"), ("SA", "South Australia"), ("TAS", "Tasmania"), ("VIC", "Victoria"),
    ("WA", "Western Australia"),
  ].map { Subdivision(code: $0.0, country: "AU", admin: $0.1) }
}
