/** English words of the natural-language search; the fields are described on `Lex` in ./shared. */
import { EMPTY, type Lex, ordinalDistricts } from './shared';

/** Nationalities and origins named of a landlord or of neighbours (refused as `origin`). */
const NATIONS =
  'british|english|american|arab|turkish|chinese|russian|indian|african|asian|polish|german|austrian|italian|french|spanish|romanian|serbian|croatian|hungarian|syrian|afghan|ukrainian|foreign';

export const en: Lex = {
  ...EMPTY,
  bounded: true,
  buy: ['buy', 'buying', 'to buy', 'for sale', 'purchase', 'purchasing', 'own', 'freehold'],
  // A ground or land lease is the land under a home that is bought ("ground lease flat … 190k"), not a rental.
  rent: [
    'rent',
    'renting',
    'to rent',
    'for rent',
    'rental',
    'to let',
    'let',
    '(?<!(?:ground|land)s? )lease',
    'leasing',
  ],
  // A rent with its running costs ("all costs included") after the amount is a month's rent, as "warm" is.
  perMonth: [
    'a month',
    'per month',
    'monthly',
    '/ ?month',
    '/ ?mo',
    'pcm',
    'p\\.? ?m\\.?',
    'pm',
    'per mo',
    '(?:all )?bills incl(?:uded|\\.)?',
    '(?:incl\\.?|including) (?:all )?(?:bills|utilities)',
    'utilities included',
    'all[- ]inclusive',
    'all-in',
  ],
  types: [
    // A vineyard or wine estate is land and forestry's, subtype Weinbau; first, before farms and plots.
    ['vineyards?|winer(?:y|ies)|wine estates?', 'LAND_UND_FORSTWIRTSCHAFT', 'WEINBAU'],
    // A market garden or plant nursery is land and forestry's, subtype Gartenbau.
    [
      'market gardens?|(?:plant|tree) nurser(?:y|ies)|horticultural (?:business|farm|holding|property|operation)s?',
      'LAND_UND_FORSTWIRTSCHAFT',
      'GARTENBAU',
    ],
    ['penthouses?', 'WOHNUNG', 'PENTHOUSE'],
    ['maisonettes?|duplex(?: apartment| flat)?', 'WOHNUNG', 'MAISONETTE'],
    ['attic (?:flat|apartment)s?|top[- ]floor (?:flat|apartment)s?|loft conversion', 'WOHNUNG', 'DACHGESCHOSS'],
    ['ground[- ]floor (?:flat|apartment)s?|garden (?:flat|apartment)s?', 'WOHNUNG', 'ERDGESCHOSS'],
    ['basement (?:flat|apartment)s?|lower[- ]ground[- ]floor (?:flat|apartment)s?', 'WOHNUNG', 'SOUTERRAIN'],
    ['lofts?|studio|studios', 'WOHNUNG', 'LOFT-STUDIO-ATELIER'],
    ['holiday (?:flat|apartment)s?', 'WOHNUNG', 'FERIENWOHNUNG'],
    ['(?:holiday|vacation|weekend) (?:house|home|cottage)s?', 'HAUS', 'FERIENHAUS'],
    ['villas?', 'HAUS', 'VILLA'],
    ['semi[- ]detached(?: house| home)?', 'HAUS', 'DOPPELHAUSHAELFTE'],
    // "a semi" is the British short word for the semi-detached house; "semi-furnished" and the like are other words.
    ['semis?(?!-| furnished| detached)', 'HAUS', 'DOPPELHAUSHAELFTE'],
    ['detached house|single[- ]family (?:house|home)|family home', 'HAUS'],
    ['two[- ]family (?:house|home)s?|(?:house|home)s? for (?:two|2) families', 'HAUS', 'ZWEIFAMILIENHAUS'],
    // A house for three families or more is a multi-family house; its family word names no tenants.
    [
      'multi[- ]family (?:house|home)s?|(?:house|home)s? for (?:three|four|five|six|several|multiple|[3-9]) families',
      'HAUS',
      'MEHRFAMILIENHAUS',
    ],
    ['end[- ](?:of[- ])?terrace(?: house| home)?', 'HAUS', 'REIHENEND'],
    ['mid[- ]terrace(?: house| home)?', 'HAUS', 'REIHENMITTEL'],
    ['terraced (?:house|home)s?|townhouses?|row[- ]?(?:house|home)s?', 'HAUS', 'REIHENHAUS'],
    ['bungalows?', 'HAUS', 'BUNGALOW'],
    // A hunting ground is land and forestry's, subtype Jagdrevier; a fish farm (before
    // the farm) the subtype Teich- und Fischwirtschaft.
    [
      'hunting (?:grounds?|estates?|areas?|rights?|reserves?|territor(?:y|ies)|preserves?)|game reserves?',
      'LAND_UND_FORSTWIRTSCHAFT',
      'JAGDREVIER',
    ],
    [
      '(?:fish|trout|carp) farms?|fish farming(?: business| property)?|fisher(?:y|ies)|fish ponds?|fish hatcher(?:y|ies)',
      'LAND_UND_FORSTWIRTSCHAFT',
      'TEICH_UND_FISCHWIRTSCHAFT',
    ],
    ['farmhouses?|farm', 'HAUS', 'BAUERNHAUS'],
    // A mountain hut (Berghütte) is its own subtype; the word chalet names the subtype Chalet.
    ['(?:mountain|alpine|ski) (?:hut|cabin|lodge|refuge)s?|mountain shelters?', 'HAUS', 'BERGHUETTE'],
    ['chalets?', 'HAUS', 'CHALET'],
    // A dacha or an allotment garden's house (Datsche, Schrebergartenhaus).
    ['dachas?|allotment (?:house|cabin|hut|shed)s?|summer ?house on an allotment', 'HAUS', 'LAUBE-DATSCHE-GARTENHAUS'],
    // Care homes are bought for their rents: the investment type, by the kind of home.
    ['nursing homes?|care homes?', 'ZINSHAUS_RENDITEOBJEKT', 'PFLEGEHEIM'],
    [
      "retirement homes?|senior(?:s'?)? (?:residences?|homes?)|old people'?s homes?",
      'ZINSHAUS_RENDITEOBJEKT',
      'SENIORENHEIM',
    ],
    [
      'residential (?:and|&) commercial (?:building|property)|mixed[- ]use (?:building|property)',
      'ZINSHAUS_RENDITEOBJEKT',
      'WOHN_UND_GESCHAEFTSHAUS',
    ],
    ['investment property|apartment building|tenement', 'ZINSHAUS_RENDITEOBJEKT'],
    // A parking space by its charging point ("parking space with EV charging point", "EV charging space").
    [
      '(?:ev|e-car|electric (?:car|vehicle)) (?:charging|charger)(?: (?:points?|stations?|sockets?|spots?|spaces?|bays?))?|charging (?:points?|stations?|sockets?)(?: for (?:an? )?(?:evs?|e-cars?|electric cars?))?|wall ?box(?:es)?',
      'PARKEN',
      'PARKPLATZ_STROM',
    ],
    // "TG" (Tiefgarage), as Austrian listings abbreviate the underground car park: "TG spot", "TG space".
    ['underground parking spaces?|tg[- ](?:spots?|spaces?|places?|platz)', 'PARKEN', 'TIEFGARAGENSTELLPLATZ'],
    ['garage spaces?|parking spaces?|parking spots?|parking', 'PARKEN'],
    ['building plot|building land', 'GRUNDSTUECK'],
    // A forest is land and forestry's, not a building plot ("the Vienna Woods" is a region).
    ['forests?|forest land|woodland|(?<!vienna )woods', 'LAND_UND_FORSTWIRTSCHAFT'],
    // "Linz-Land", "Villach-Land": a political district's name ends in "-Land", no plot.
    ['plots?|(?<!\\p{L}-)land|lots?(?! of)', 'GRUNDSTUECK'],
    ["doctor'?s? (?:practice|surgery)|practice", 'BUERO_PRAXEN', 'PRAXIS'],
    ['co-?working(?: spaces?| desks?| offices?)?', 'BUERO_PRAXEN', 'COWORKING'],
    ['offices?|office space', 'BUERO_PRAXEN'],
    // A cold store is a refrigerated warehouse, no shop.
    [
      'cold stores?|cold storage(?: warehouses?| halls?| facilit(?:y|ies))?|refrigerated warehouses?',
      'HALLEN_LAGER_PROD',
      'KUEHLHAUS',
    ],
    ['shops?|retail(?: space| unit)?|store', 'EINZELHANDEL'],
    // A workshop word names the subtype Werkstatt, a production hall is a hall with no subtype.
    ['workshops?', 'HALLEN_LAGER_PROD', 'WERKSTATT'],
    ['warehouses?|storage hall|production hall', 'HALLEN_LAGER_PROD'],
    ['hotels?', 'GASTGEWERBE', 'HOTELS'],
    // A guesthouse or a bed and breakfast (Pension, Frühstückspension) is the subtype Pensionen.
    ['guest ?houses?|b&bs?|bed (?:and|&) breakfasts?', 'GASTGEWERBE', 'PENSIONEN'],
    ['night ?clubs?|discoth(?:e|è)ques?|discos?|dance clubs?', 'GASTGEWERBE', 'DISCOTHEK'],
    ['restaurants?', 'GASTGEWERBE'],
    [
      'room in (?:a )?(?:shared flat|flatshare|house share)|flatshare|flat share|house share|shared flat|student room|room for (?:a )?students?',
      'ZIMMER',
    ],
    // The listings' German abbreviation ETW (Eigentumswohnung, a flat to own) too.
    ['apartments?|flats?|condos?|condominiums?|appartments?|appartements?|apt\\.?|etw', 'WOHNUNG'],
    ['houses?|homes?|cottages?', 'HAUS'],
  ],
  flatFloors: [['(?:on (?:the )?)?ground[- ]floor', 'ERDGESCHOSS']],
  features: [
    // Listings' shorthand: "balc", "prkg".
    ['balcon(?:y|ies)|balconys?|balc\\.?', 'balcony'],
    // "end-of-terrace" and "mid-terrace" houses are a row's end and middle houses, no terrace.
    ['roof terrace|(?<!end[- ](?:of[- ])?|mid[- ])terraces?|patio', 'terrace'],
    ['loggias?', 'loggia'],
    // A garden flat is a ground-floor flat (a subtype), not a wish for a garden.
    ['(?<!market )gardens?(?! (?:flat|apartment)s?)|yard|backyard', 'garden'],
    ['conservatory|winter garden', 'winter_garden'],
    ['lifts?|elevators?', 'lift'],
    // A parking space in the underground car park is that one feature, the space no second one.
    [
      '(?:parking (?:space|spot|place) in (?:the |an )?)?underground (?:parking|garage|car park)',
      'underground_parking',
    ],
    ['(?:(?:double|single|(?:two|one|2|1)[- ]car) )?garages?', 'garage'],
    ['parking(?: space| spot| place)?|car park|prkg\\.?', 'parking'],
    // Dictation splits the compounds of features into their two words ("car port", "fire place", "store room").
    ['car ?port', 'carport'],
    ['cellar|basement(?! (?:flat|apartment)s?)', 'cellar'],
    // A bare "storage" is the home's storage room; a cold store or a storage building is a type.
    [
      'storage room|store ?room|(?<!cold |self[- ])storage(?: unit| space)?(?! (?:warehouse|hall|facilit|depot|building))',
      'storage_room',
    ],
    // "wheelchair accessible" before "accessible" alone.
    ['wheel ?chair[- ]accessible|wheel ?chair', 'wheelchair_accessible'],
    ['barrier[- ]free|step[- ]free|accessible', 'barrier_free'],
    ['partly furnished|part[- ]furnished|semi[- ]furnished', 'partly_furnished'],
    ['furnished', 'furnished'],
    ['open[- ]plan kitchen|open kitchen', 'open_kitchen'],
    ['(?:bike|bicycle|cycle) (?:storage|room|shed|store)', 'bicycle_room'],
    ['wellness(?: area| centre| center| suite)?|spa area|spa', 'wellness'],
    ['loading (?:ramp|dock|bay|platform)s?', 'loading_platform'],
    ['(?:overhead |gantry )?cranes?', 'crane'],
    ['(?:burglar |security )?alarm(?: system)?s?', 'alarm_system'],
    ['(?:network|data|lan|it|structured) cabling|cat ?[5-7]a? cabling|cabling', 'data_cabling'],
    ['(?:wheel ?chair |access )?ramps?', 'ramp'],
    ['kitchenettes?', 'kitchenette'],
    ['laundry room|utility room', 'laundry_room'],
    ['fitted kitchen', 'fitted_kitchen'],
    // A flat that suits a flatshare ("WG-tauglich"): a feature, no room searched.
    [
      '(?:flat ?share|house ?share|wg)[- ](?:friendly|suitable)|suitable for (?:a )?(?:flat ?share|house ?share|shared living)',
      'shared_flat_suitable',
    ],
    // The searchers' own pet asks for a home that allows it: "I have a small cat", "we have a dog". Dictation writes
    // "allowed" as its homophone "aloud" ("pets aloud").
    [
      "(?:pets?|dogs?|cats?) (?:allowed|aloud|welcome|ok|okay|friendly)|(?:pet|dog|cat)[- ]friendly|(?:i|we) (?:have|own|'ve got|have got) (?:a |an |two |our |my )?(?:small |little |big |young )?(?:dogs?|cats?|puppy|kitten)",
      'pets_allowed',
    ],
    // Also in one word ("aircon") and as the adjective ("air-conditioned").
    // "AC" as people type it ("with AC", "ac + balcony").
    ['air[- ]?con(?:ditioning|ditioned)?|a/c|ac', 'air_conditioning'],
    ['fire ?place', 'fireplace'],
    ['under ?floor heating|floor heating', 'floor_heating'],
    ['sauna', 'sauna'],
    ['(?:swimming )?pool', 'pool'],
    ['guest (?:wc|toilet)', 'guest_wc'],
    ['bathtub|bath tub', 'bathtub'],
    // A building under heritage protection: "listed building", "heritage-listed", "grade II listed".
    [
      'listed (?:building|property|house)|(?:heritage|grade (?:i|ii|1|2)\\*?)[- ]listed(?: building)?|heritage[- ]protected(?: building)?|protected (?:historic )?building',
      'listed_building',
    ],
    ['(?:lake |mountain |great )?views?', 'view'],
  ],
  outdoor: ['outdoor space', 'outside space', 'private outdoor area', 'balcony or terrace', 'terrace or balcony'],
  firstOcc: ['first occupancy', 'new[- ]build', 'newly built', 'brand[- ]new', 'new construction', 'never lived in'],
  // Near one place that is no filter and one that is ("close to a doctor and a bus stop"): the second is near.
  near: [
    [
      '(?:near|close to|next to|walking distance (?:to|from)) (?:(?:a |the |an )?(?!(?:u-?bahn|underground|subway|metro|tube|tram|bus|train|station|public|schools?|kindergartens?|nursery|supermarkets?|grocery)(?![\\p{L}]))\\p{L}+ (?:and|or|&) )?(?:a |the |an )?(?:u[1-6]|u[- ]?bahn|s[- ]?bahn|underground|subway|metro|tube|tram|bus stop|train station|station|public transport)',
      'transit',
    ],
    [
      '(?:near|close to|next to|walking distance (?:to|from)) (?:(?:a |the |an )?(?!(?:u-?bahn|underground|subway|metro|tube|tram|bus|train|station|public|schools?|kindergartens?|nursery|supermarkets?|grocery)(?![\\p{L}]))\\p{L}+ (?:and|or|&) )?(?:a |the |an )?(?:(?:primary|elementary|secondary|high|grammar|middle|junior|international) )?(?:schools?|kindergartens?|nursery)',
      'school',
    ],
    [
      '(?:near|close to|next to|walking distance (?:to|from)) (?:(?:a |the |an )?(?!(?:u-?bahn|underground|subway|metro|tube|tram|bus|train|station|public|schools?|kindergartens?|nursery|supermarkets?|grocery)(?![\\p{L}]))\\p{L}+ (?:and|or|&) )?(?:a |the )?(?:supermarkets?|grocery stores?|grocery)',
      'supermarket',
    ],
  ],
  noCommission: [
    'no commission',
    'commission[- ]free',
    'without commission',
    'no agent fees?',
    '(?:no|without) agency fees?',
    'no broker fees?',
    'no fees',
    'without (?:an )?agent',
    'private seller',
  ],
  sort: [
    [
      // The price per area also as a unit with a slash: "sorted by €/sqm", "price/m2".
      '(?:the )?cheapest per (?:m2|m²|sqm|sq\\.? ?m|square met(?:er|re))(?: first)?|lowest price per (?:m2|m²|sqm|sq\\.? ?m|square met(?:er|re))(?: first)?|(?:sort(?:ed)? )?(?:by )?(?:price|€|eur|euros?) ?(?:/ ?|per )(?:m2|m²|sqm|sq\\.? ?m|square met(?:er|re))',
      'preis_pro_qm',
    ],
    // From one end of the prices to the other: the end named first comes first.
    [
      '(?:from )?(?:the )?(?:most expensive|priciest|dearest|highest price) to (?:the )?(?:cheapest|least expensive|lowest price)',
      'preis_absteigend',
    ],
    [
      '(?:the )?(?:largest|biggest) (?:area|size|floor area) first|size (?:high to low|descending)|area (?:high to low|descending)|(?:from )?(?:the )?(?:largest|biggest) to (?:the )?smallest',
      'flaeche_absteigend',
    ],
    ['cheapest(?: first)?|lowest price(?: first)?|price low to high|sorted by price', 'preis_aufsteigend'],
    [
      '(?:most expensive|priciest|dearest|highest price)(?: first| at the top| on top)?|price high to low',
      'preis_absteigend',
    ],
    [
      '(?:newest|latest|most recent(?:ly (?:listed|added|posted|published))?)(?: (?:listings|ads|offers))?(?: first)?',
      'neueste',
    ],
    ['largest(?: first)?|biggest(?: first)?', 'flaeche_absteigend'],
    ['most relevant(?: first)?', 'relevanz'],
  ],
  rooms: ['rooms?', 'rms?', '-room'],
  bedrooms: ['bedrooms?', 'bed(?:room)?s?', 'br', 'bd', 'beds?'],
  room: ['(?<!(?:living|dining|storage|utility|box|spare|bath|laundry|family|sitting|guest) )room'],
  // "690 grand": thousands, as people say them.
  multipliers: [
    ['mill?', 1e6],
    ['grand', 1e3],
  ],
  numWords: { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, a: 1 },
  articles: ['a'],
  roomsOf: ['of', 'with'],
  // "studio flat": one room, and the flat word after it names the type.
  roomWords: [['studio(?= flat| apartment)', 1]],
  min: ['at least', 'min\\.?', 'minimum', 'from', 'over', 'above', 'more than', 'no less than', '>=?', 'starting at'],
  max: [
    'up to',
    'upto',
    'under',
    'below',
    'max\\.?',
    'maximum',
    'less than',
    'no more than',
    // "not over 800", "not more than": the minimum word negated is a maximum.
    'not (?:over|more than|above)',
    'at most',
    'budget(?: of| is)?',
    'for',
    'within',
    '<=?',
    'not more than',
    'cheaper than',
    'till',
    'to',
    'nothing (?:over|above|more than)',
  ],
  exact: ['exactly', 'precisely'],
  orMore: ['or more', 'and more', 'and up', 'plus', 'or bigger', 'or larger', '\\+'],
  // "1,200 max", "900 tops": the maximum word after the number, when no number follows it ("2 bedrooms, max 1,200"
  // is the price's).
  orLess: ['or less', 'or under', 'or below', 'and under', '(?:max\\.?|maximum|tops|at most)(?!\\s*(?:[€$£]\\s*)?\\d)'],
  // "About" before a quantity (Lex.approx): the most one pays of a price, the size wanted (a minimum) of an area.
  approx: [
    'around',
    'about',
    'approx\\.?',
    'approximately',
    'roughly',
    'circa',
    'ca\\.?',
    'somewhere around',
    'round about',
    '~',
    'or so',
  ],
  between: ['between', 'from'],
  join: ['-', 'to', 'and', 'till'],
  // "Linz-Land": a district's name, no word for the plot.
  plot: ['plots?', '(?<!\\p{L}-)land', 'lot', 'grounds?'],
  living: ['living(?: space| area)?', 'floor area', 'floor space'],
  area: ['square met(?:er|re)s?', 'sq\\.? met(?:er|re)s?', 'square m', 'm\\^2', 'sqm', 'sq m'],
  district: [
    '(\\d{1,2})(?:st|nd|rd|th) district',
    'district (\\d{1,2})(?!\\d)',
    '(\\d{1,2})(?:st|nd|rd|th) bezirk',
    'bezirk (\\d{1,2})(?!\\d)',
  ],
  districtWords: [
    ...ordinalDistricts(
      [
        'first',
        'second',
        'third',
        'fourth',
        'fifth',
        'sixth',
        'seventh',
        'eighth',
        'ninth',
        'tenth',
        'eleventh',
        'twelfth',
        'thirteenth',
        'fourteenth',
        'fifteenth',
        'sixteenth',
        'seventeenth',
        'eighteenth',
        'nineteenth',
        'twentieth',
        'twenty[- ]first',
        'twenty[- ]second',
        'twenty[- ]third',
      ],
      'district|bezirk',
    ),
    ['first district', 1],
    ['second district', 2],
    ['third district', 3],
    ['fourth district', 4],
    ['fifth district', 5],
    ['sixth district', 6],
    ['seventh district', 7],
    ['eighth district', 8],
    ['ninth district', 9],
    ['tenth district', 10],
  ],
  energy: ['energy (?:class|rating|efficiency class|label)', 'epc(?: rating)?', 'energy certificate', 'class', 'rated'],
  household:
    'famil(?:y|ies)(?! home| house| room)(?: with (?:kids|children|a baby))?|with (?:kids|children|a baby)|kids|children',
  self: "we|i|us|our|my|we're|i'm|we've|i've",
  against: "(?<!(?:have|has|had|got|with|we've|i've) )no",
  // The owner of the house or home is the landlord, whose house is no type wished for ("the house owner is nice").
  situation: ['(?:work|working|works)\\s+from\\s+home', 'house ?owners?|home ?owners?|owners? of the (?:house|home)'],
  moving: 'mov(?:e|es|ed|ing)|relocat\\p{L}*',
  movedFrom: 'from [^\\s,.;:!?\\d]+(?:\\s+[^\\s,.;:!?\\d]+){0,2}?(?=\\s+to\\s)',
  refused: [
    [
      'without (?:a |any )?disabilit(?:y|ies)|no disabled(?: people| persons| tenants)?|non[- ]disabled|able[- ]bodied|(?:disabled|handicapped) (?:people|persons|neighbou?rs|tenants|flatmates|roommates|housemates|residents)',
      'disability',
    ],
    // People with a disability wished away ("no flatmates with a disability"): up to three words between. So are
    // people named by their aid or their sense ("no wheelchair users", "without blind tenants"), up to two words
    // between; "wheelchair accessible" alone stays the home's feature.
    [
      '(?:no|without|not for) (?:\\p{L}+ ){0,2}(?:wheelchair users?|people in wheelchairs|(?:blind|deaf) (?:people|persons|tenants|neighbou?rs|flatmates|residents))',
      'disability',
    ],
    ['no (?:\\p{L}+ ){1,3}with (?:a |any )?disabilit(?:y|ies)', 'disability'],
    [
      '(?:aged |between )(?:1[89]|[2-9]\\d) (?:and|to|-) (?:[2-9]\\d)(?: years?(?: old)?)?(?![\\d%])(?!\\s*(?:m2|m²|sqm|sq|square|k|€|eur|euros?|km|minutes?|mins?)(?![\\p{L}]))',
      'age',
    ],
    // The landlord's nationality is a criterion about people, as the neighbours' is.
    [`landlords? (?:\\p{L}+ ){0,3}(?:${NATIONS})|(?:${NATIONS}) (?:landlords?|owners?)`, 'origin'],
    // The landlord's, the owner's or the seller's sex wished for with the word's feminine form ("nur von einer
    // Vermieterin", "landlady preferred"), and their age said in words (young, old), are criteria about people as the
    // landlord's nationality is. The feminine word alone ("die Vermieterin möchte keine …") only names who decides.
    [
      '(?:prefer(?:ably|red)?|ideally|only|rather)(?: (?:with|from|by))?(?: an?| the)? landlad(?:y|ies)|landlad(?:y|ies) (?:preferred|only|ideally|please)|landlad(?:y|ies) (?:\\p{L}+ ){1,3}(?:better|preferable|nicer)',
      'gender',
    ],
    ['(?:young|old|older|elderly|retired) (?:landlord|landlady|house ?owner|owner|seller)s?', 'age'],
    [
      '(?:under|over|above|below|older than|younger than) (?:1[89]|[2-9]\\d) years?(?: old)?|aged (?:under|over) (?:1[89]|[2-9]\\d)|(?:people|persons|tenants|residents|renters|occupants|applicants|flatmates?|roommates?|housemates?|landlord|landlady|owner|neighbou?rs|nobody|no ?one|anyone|anybody|someone|somebody) (?:\\p{L}+ ){0,3}(?:under|over|above|below|older than|younger than|aged) (?:1[89]|[2-9]\\d)(?![\\d%])(?!\\s*(?:m2|m²|sqm|sq|square|k|€|eur|euros?|km|minutes?|mins?)(?![\\p{L}]))',
      'age',
    ],
    ['male|female', 'gender'],
    // The landlord's sex ("the house owner should be a man"), as the landlord's nationality.
    [
      '(?:landlords?|landlady|house ?owners?|home ?owners?|owners?) (?:\\p{L}+ ){0,3}(?:a )?(?:man|woman|male|female)',
      'gender',
    ],
    [
      // A nationality before the people it names is a criterion whatever word comes before it ("no Turkish
      // neighbours", "only British tenants", "Polish flatmates only").
      `(?:${NATIONS}) (?:neighbou?rs|tenants|residents|flatmates|roommates|housemates|people)|neighbou?rs from \\p{L}+`,
      'origin',
    ],
    ['wom[ae]n|lad(?:y|ies)|girls?|gentlem[ae]n|single m[ae]n|for men', 'gender'],
    [
      // Old or young people named by the neighbours', flatmates', tenants' age ("neighbours who are not too old",
      // "younger flatmates").
      "(?:neighbou?rs|flatmates|roommates|housemates|tenants|residents) (?:who are |that are |who aren't |that aren't )?(?:not )?(?:too |very |that |all )?(?:old(?:er)?|young(?:er)?|elderly)|(?:old(?:er)?|young(?:er)?|elderly) (?:neighbou?rs|flatmates|roommates|housemates|tenants|residents)|seniors?(?![- ]?(?:friendly|residences?|homes?))|elderly (?:people|persons?|couples?|tenants?)|retirees?|retired (?:couples?|people|persons?)|pensioners?|old(?:er)? people|young people|(?:under|over)[- ]?(?:1[89]|[2-9]\\d)s(?![\\p{L}\\d])",
      'age',
    ],
    // "a couple of minutes" is no couple.
    ['couples?(?! of)', 'family'],
    // Religious dress names the religion ("no neighbours wearing headscarves", "hijab"); so does the faith's adjective
    // ("islamic neighbours"), in every language as its believers' noun.
    [
      'muslims?|moslems?|islam|islamic|sikhs?|mormons?|orthodox|atheists?|evangelicals?|christians?|jews|jewish|catholics?|protestants?|religio\\p{L}*|hindus?|buddhists?|headscar(?:f|ves)|hijabs?|burkas?|burqas?|niqabs?|turbans?|kippahs?|yarmulkes?',
      'religion',
    ],
    [
      'foreigners?|gypsies|gipsies|refugees?|asylum seekers?|citizens?|citizenship|natives?|austrians? only|nationality|immigrants?|ethnic\\p{L}*|origin|race|white people|locals only',
      'origin',
    ],
    [
      'married(?: couples?)?|singles? only|(?:only )?singles|no kids|no children|childless|child-?free|kid-?free|single mothers?|family status|unmarried',
      'family',
    ],
    ['women only|men only|female only|male only|females?|males?', 'gender'],
  ],
  stop: [
    // Greetings, never a misspelt place ("Hallo" is not Hall).
    'hello',
    'hi',
    'hey',
    'i',
    'im',
    "i'm",
    'am',
    'we',
    'are',
    'looking',
    'searching',
    'search',
    'for',
    'find',
    'me',
    'a',
    'an',
    'the',
    'in',
    'near',
    'with',
    'and',
    'or',
    'of',
    'at',
    'around',
    'close',
    'to',
    'by',
    'on',
    'want',
    'need',
    'would',
    'like',
    'please',
    'some',
    'any',
    'my',
    'our',
    'that',
    'has',
    'have',
    'having',
    'is',
    'it',
    'be',
    'euros?',
    'eur',
    'price',
    'budget',
    'total',
    'max',
    'area',
    'central',
    'centre',
    'center',
    'city',
    'nice',
    'quiet',
    'bright',
    'big',
    'large',
    'small',
    'cozy',
    'cosy',
    'show',
    'first',
    'sorted',
    'by',
    'list',
    'vienna\\p{L}*',
    'region',
    'location',
    'also',
    'not',
    'no',
    'place',
    'property',
    'properties',
    'real estate',
    'something',
    'living',
    'space',
    'new',
    'cheap',
    'up',
    'move',
    'should',
    'must',
    'within',
    'from',
    'out',
    'which',
    'where',
    'there',
    'one',
    'either',
    'preferably',
    'ideally',
    'so',
    'only',
  ],
};
