/** Swedish words of the natural-language search; the fields are described on `Lex` in ./shared. */
import { EMPTY, type Lex, ordinalDistricts } from './shared';

export const sv: Lex = {
  ...EMPTY,
  bounded: true,
  // The ad forms of a wish ("köpes", "köper": wanted, buying) as the verb.
  buy: ['köpa', 'köp', 'köpes', 'köper', 'till salu', 'säljes', 'bostadsrätt', 'äganderätt'],
  rent: [
    'hyra',
    'hyr',
    // Not the landlord ("hyresvärden"): a person, no wish to rent.
    'hyres(?!hus|värd)\\p{L}*',
    'uthyres',
    'att hyra',
    'för uthyrning',
    'hyresrätt',
    // Land is leased ("arrendera", "arrende"), homes are rented.
    'arrender\\p{L}*',
    'arrende\\p{L}*',
  ],
  // A rent with its running costs ("all costs included") after the amount is a month's rent, as "warm" is.
  perMonth: [
    'i månaden',
    'per månad',
    '/ ?mån(?:ad)?',
    'kr/mån',
    'månadsvis',
    'i mån',
    'allt inkluderat',
    'inkl\\.? (?:el och värme|el|värme)',
  ],
  types: [
    // A vineyard or wine estate is land and forestry's, subtype Weinbau; first, before farms and plots.
    ['vingård(?:ar|en|arna)?|vinodling(?:ar|en)?', 'LAND_UND_FORSTWIRTSCHAFT', 'WEINBAU'],
    // Rare kinds of property by their own word: a block let for rent income, riding stables, a sports ground.
    ['hyreshus(?:et)?|hyresfastighet(?:en)?', 'ZINSHAUS_RENDITEOBJEKT'],
    ['ridanläggning(?:en)?|hästgård(?:en)?|stuteri(?:et)?', 'LAND_UND_FORSTWIRTSCHAFT', 'REITERHOEFE'],
    ['idrottsanläggning(?:en)?|sportanläggning(?:en)?', 'FREIZEITIMMOBILIE_GEWERBLICH', 'SPORTANLAGEN'],
    ['fristående hus|friliggande hus|enfamiljshus', 'HAUS'],
    // A co-op flat (bought) and a rented flat: flats either way.
    ['bostadsrätt(?:er)?|hyresrätt(?:er)?', 'WOHNUNG'],
    ['semesterlägenhet(?:er|en)?|fritidslägenhet(?:er|en)?', 'WOHNUNG', 'FERIENWOHNUNG'],
    // A flat on the ground floor or half below it; a shop "på bottenvåningen" is no flat.
    ['souterräng\\p{L}+', 'WOHNUNG', 'SOUTERRAIN'],
    // Also as one compound (markplanslägenhet, bottenvåningslägenhet).
    [
      'lägenhet(?:en)? på (?:bottenvåningen|markplan)|(?:bottenvånings|markplans|bottenplans)lägenhet(?:er|en)?',
      'WOHNUNG',
      'ERDGESCHOSS',
    ],
    ['takvåning(?:ar)?|penthouse', 'WOHNUNG', 'PENTHOUSE'],
    ['etagevåning|maisonette', 'WOHNUNG', 'MAISONETTE'],
    ['vindsvåning(?:ar)?|vindslägenhet(?:er)?', 'WOHNUNG', 'DACHGESCHOSS'],
    ['loft|etta|studio', 'WOHNUNG', 'LOFT-STUDIO-ATELIER'],
    // A one-storey house is a bungalow: enplanshus, enplansvilla, hus i ett plan.
    ['enplans(?:hus|villa|villor)\\p{L}*|(?:hus|villa) (?:i|på) ett plan', 'HAUS', 'BUNGALOW'],
    // Swedish "villa" is the everyday word for a detached house (villa = Einfamilienhaus), no villa subtype.
    ['villa|villor|villan', 'HAUS'],
    // The half of a pair of houses (parhushalva) is the same semi-detached house.
    ['parhus(?:et|en|halva|halvan|halvor)?', 'HAUS', 'DOPPELHAUSHAELFTE'],
    // A house in the middle of a row is a mid-terrace house, one at its end (gavel) an end-terrace house.
    ['mellanliggande radhus|mittradhus|radhus i mitten(?: av längan)?', 'HAUS', 'REIHENMITTEL'],
    ['gavelradhus(?:et)?|radhus (?:på|i) gaveln|radhus i gavelläge', 'HAUS', 'REIHENEND'],
    ['radhus|kedjehus', 'HAUS', 'REIHENHAUS'],
    // A mountain hut (fjällstuga, alpstuga) is the subtype Berghütte; the word chalet names the chalet.
    ['fjällstug(?:a|an|or|orna)|alpstug(?:a|an|or|orna)', 'HAUS', 'BERGHUETTE'],
    ['chalet(?:en|er|erna)?', 'HAUS', 'CHALET'],
    // An allotment cottage (kolonistuga, a cottage on a koloniträdgård) is the Austrian Laube, Datsche, Gartenhaus.
    [
      'kolonistug(?:a|an|or|orna)|koloni(?:trädgård|lott)(?:en|ar|er)?(?: med (?:stuga|hus))?',
      'HAUS',
      'LAUBE-DATSCHE-GARTENHAUS',
    ],
    // A manor house (herrgård) is the subtype Herrenhaus; before the farm (gård).
    ['herrgård(?:en|ar|arna)?|herrgårdsbyggnad(?:en)?', 'HAUS', 'HERRENHAUS'],
    // A market garden or plant nursery is land and forestry's, subtype Gartenbau.
    [
      'handelsträdgård(?:en|ar|arna)?|plantskol(?:a|an|or|orna)|växthusodling(?:en|ar)?|växthusföretag(?:et)?',
      'LAND_UND_FORSTWIRTSCHAFT',
      'GARTENBAU',
    ],
    ['tvåfamiljshus|hus för (?:två|2) familjer', 'HAUS', 'ZWEIFAMILIENHAUS'],
    ['flerfamiljshus|hus för (?:tre|fyra|fem|sex|flera|[3-9]) familjer', 'HAUS', 'MEHRFAMILIENHAUS'],
    ['bungalow(?:er)?', 'HAUS', 'BUNGALOW'],
    // A summer or leisure house or cottage (fritidshus, sommarhus, sommarstuga, stuga) is a holiday house.
    ['(?:fritids|sommar)hus(?:et)?|(?:sommar|fritids)?stug(?:a|an|or|orna)', 'HAUS', 'FERIENHAUS'],
    ['gård|bondgård', 'HAUS', 'BAUERNHAUS'],
    // A castle, a boat's mooring, a kiosk and a high-bay warehouse are the subtypes of their own names; the mooring
    // and the high-bay store before the parking space and the warehouse.
    ['slott(?:et|en)?', 'HAUS', 'SCHLOSS'],
    ['båtplats(?:er|en|erna)?|(?:båt)?förtöjningsplats(?:er|en)?', 'PARKEN', 'BOOTSLIEGEPLATZ'],
    ['kiosk(?:en|er|erna)?', 'EINZELHANDEL', 'KIOSK'],
    ['höglag(?:er|ret|ren)|höglagerlokal(?:en|er)?|höglagerbyggnad(?:en)?', 'HALLEN_LAGER_PROD', 'HOCHREGALLAGER'],
    ['parkeringsplats(?:er)?|p-plats|garageplats', 'PARKEN'],
    ['byggtomt', 'GRUNDSTUECK'],
    ['tomt(?:er)?|mark', 'GRUNDSTUECK'],
    ['mottagning|praktik', 'BUERO_PRAXEN', 'PRAXIS'],
    ['co-?working\\p{L}*', 'BUERO_PRAXEN', 'COWORKING'],
    ['kontor(?:slokal)?(?:er)?', 'BUERO_PRAXEN'],
    ['butik(?:slokal)?(?:er)?|affärslokal', 'EINZELHANDEL'],
    // A workshop word names the subtype Werkstatt, a production hall is a hall with no subtype.
    ['verkstad(?:en|slokal)?', 'HALLEN_LAGER_PROD', 'WERKSTATT'],
    ['kylhus(?:et)?|kyllager', 'HALLEN_LAGER_PROD', 'KUEHLHAUS'],
    // A storage building (magasin) is a warehouse.
    ['(?:lager|industri)(?:lokal|hall)?(?:en|ar|er|arna)?|produktionshall(?:en)?|magasin(?:et)?', 'HALLEN_LAGER_PROD'],
    ['hotell(?:et)?', 'GASTGEWERBE', 'HOTELS'],
    // A guesthouse run as a business (pensionat, gästhem, gästhus) is the subtype Pensionen.
    ['pensionat(?:et|en)?|gästhem(?:met|men)?|gästhus(?:et|en)?', 'GASTGEWERBE', 'PENSIONEN'],
    ['(?:cocktail|vin|sport)?bar(?:en|er|erna)?', 'GASTGEWERBE', 'BAR'],
    ['restaurang|vandrarhem', 'GASTGEWERBE'],
    // A room in a shared flat: the flat says where the room is, not what is searched.
    ['rum i (?:en )?(?:delad lägenhet|kollektiv)|delad lägenhet|rum i kollektiv|inneboende|kollektiv', 'ZIMMER'],
    // A compound ending in the word for flat is a flat (sekelskifteslägenhet, hörnlägenhet, bostadsrättslägenhet).
    ['\\p{L}*lägenhet(?:er|en)?|lgh|lägh|lägga|våning(?:ar)?', 'WOHNUNG'],
    ['hus|bostadshus|egnahem', 'HAUS'],
  ],
  flatFloors: [['(?:på )?(?:bottenvåningen|bottenplan(?:et)?|markplan(?:et)?|entréplan(?:et)?)', 'ERDGESCHOSS']],
  features: [
    // Listings abbreviate the balcony "balk".
    ['balkong(?:er)?|balk\\.?', 'balcony'],
    ['takterrass|terrass(?:er)?|uteplats', 'terrace'],
    ['loggia', 'loggia'],
    ['trädgård|tomt med trädgård', 'garden'],
    ['inglasad veranda|vinterträdgård', 'winter_garden'],
    ['hiss', 'lift'],
    // Before the garage: an underground car park is its own feature.
    ['underjordiskt garage|underjordisk parkering|garage under mark', 'underground_parking'],
    ['garage|dubbelgarage|enkelgarage', 'garage'],
    // Room or a possibility to park: parkering, parkeringsplats, parkeringsmöjlighet.
    ['parkering(?:splats|smöjlighet(?:er)?)?', 'parking'],
    ['cykelrum|cykelförråd|cykelgarage', 'bicycle_room'],
    ['öppet kök|öppen köksplanlösning', 'open_kitchen'],
    // A fully equipped kitchen is a fitted kitchen.
    ['(?:fullt |full)?utrustat kök|inbyggt kök|köksutrustning', 'fitted_kitchen'],
    ['carport', 'carport'],
    ['spa(?:avdelning)?|wellness(?:avdelning)?', 'wellness'],
    // A loading dock by any of its words: lastkaj, lastbrygga, lastramp.
    ['lastkaj(?:er)?|lastbrygg(?:a|an|or)|lastramp(?:en|er)?', 'loading_platform'],
    ['traverskran|travers|kran', 'crane'],
    ['(?:inbrotts)?larm(?:system|anläggning)?', 'alarm_system'],
    ['(?:nätverks|data)kabl(?:ing|age)|datanät', 'data_cabling'],
    ['(?:rullstols)?ramp(?:er)?', 'ramp'],
    ['pentry|kokvrå', 'kitchenette'],
    // Fit for a wheelchair in one word or by "för rullstol" (tillgängligt för rullstol, anpassad för rullstolar); before
    // the accessible alone, which is barrier-free.
    [
      'rullstols(?:anpassad|anpassat|anpassade|vänlig|vänligt|vänliga|tillgänglig|tillgängligt|tillgängliga)|(?:tillgänglig|tillgängligt|tillgängliga|anpassad|anpassat|anpassade) för rullstol(?:ar|sburna|sanvändare)?',
      'wheelchair_accessible',
    ],
    ['källare|källarförråd', 'cellar'],
    ['förråd', 'storage_room'],
    ['tillgänglighetsanpassad|handikappanpassad|tillgänglig', 'barrier_free'],
    ['delvis möblerad', 'partly_furnished'],
    ['möblerad(?:e)?|möblerat', 'furnished'],
    // Pets, animals, dogs or cats allowed ("djur ok", "hundar välkomna", "katt tillåten"), or allowed to be kept
    // ("där man får ha hund", "kan ha katt").
    [
      '(?:husdjur|djur|hund(?:ar)?|katt(?:er)?) (?:tillåtna|tillåtet|tillåten|ok|okej|välkomna|välkommen)|husdjur|(?:får|kan|tillåtet att) ha (?:en |ett )?(?:djur|hund(?:ar)?|katt(?:er)?)',
      'pets_allowed',
    ],
    ['luftkonditionering|ac', 'air_conditioning'],
    ['öppen spis|kamin', 'fireplace'],
    ['golvvärme', 'floor_heating'],
    // The shared laundry room of a Swedish block of flats.
    ['tvättstug(?:a|an|or)|tvättrum(?:met)?', 'laundry_room'],
    ['bastu', 'sauna'],
    ['pool', 'pool'],
    ['badkar', 'bathtub'],
    // Any view by what is seen ("fjällutsikt", "bergsutsikt", "havsutsikt").
    ['\\p{L}*utsikt', 'view'],
  ],
  outdoor: ['uteplats eller balkong', 'utomhusyta'],
  firstOcc: ['nybyggd|nybyggt|nyproduktion|nybygge|nyproducerad\\p{L}*|nyprod', 'första inflyttning', 'helt ny'],
  near: [
    [
      'n(?:ä|a)ra (?:till )?(?:tunnelbana(?:n)?|t-bana(?:n)?|u-bahn|sp(?:å|a)rvagn(?:en)?|buss(?:h(?:å|a)llplats)?|station(?:en)?|kollektivtrafik(?:en)?)',
      'transit',
    ],
    ['n(?:ä|a)ra (?:till )?(?:en )?(?:skola|skolan|skolor|f(?:ö|o)rskola(?:n)?|dagis(?:et)?)', 'school'],
    ['n(?:ä|a)ra (?:till )?(?:en )?(?:mataff(?:ä|a)r|livsmedelsbutik|stormarknad)', 'supermarket'],
  ],
  // A commission of nought written as a figure is none: "0 % provision", "provision 0 %".
  noCommission: [
    'utan provision',
    'utan mäklararvode',
    'ingen provision',
    // "inget mäklararvode", "ingen mäklarprovision", "ingen courtage": no fee as none.
    'inge[nt] (?:mäklar)?(?:arvode|provision|courtage)',
    'provisionsfri',
    'privat',
    '0 ?% (?:i )?provision',
    'provision:? 0 ?%',
  ],
  // The short superlative after a noun ("billigast först", "nyast först") as the long one.
  sort: [
    [
      'billigaste per (?:kvadratmeter|kvm|m2)(?: först)?|(?:lägsta )?pris per (?:kvadratmeter|kvm|m2)(?: först)?|kvadratmeterpris(?: stigande)?',
      'preis_pro_qm',
    ],
    [
      'störst(?:a)?(?: yta)? först|störst yta|(?:bo|golv|tomt)?yta fallande|(?:från )?störst till minst',
      'flaeche_absteigend',
    ],
    // "lägst pris först" as "lägsta pris först", the rent as the price ("lägsta hyra först").
    ['billigaste?(?: först)?|lägsta? (?:pris|hyra)(?: först)?|pris stigande', 'preis_aufsteigend'],
    ['dyraste?(?: först)?|högsta (?:pris|hyra)(?: först)?|högst (?:pris|hyra) först|pris fallande', 'preis_absteigend'],
    ['nyaste?(?: först)?|senast (?:inlagda|publicerade|tillagda|upplagda)(?: först)?|senaste', 'neueste'],
    ['största(?: först)?', 'flaeche_absteigend'],
  ],
  rooms: ['rum', 'rok', 'r\\.?o\\.?k\\.?', 'rum och kök', ':or', ':a'],
  bedrooms: ['sovrum'],
  room: ['rum'],
  flatRoomUnits: ['r\\.?o\\.?k\\.?', 'rum och kök'],
  numWords: { ett: 1, en: 1, två: 2, tre: 3, fyra: 4, fem: 5, sex: 6 },
  articles: ['ett', 'en'],
  roomsOf: ['med', 'på'],
  roomWords: [
    ['etta', 1],
    ['tvåa|tvåor', 2],
    ['trea|treor', 3],
    ['fyra|fyror', 4],
    ['femma', 5],
    ['(\\d)[:]?[ae]', 0],
    // "3-rumslägenhet", "3-rums radhus", "4-rumsvilla", "3-rummare", "trerumslägenhet": the count written onto the
    // word for rooms; what follows ("lägenhet", "radhus") is read as the type, also after a space ("rums" only
    // begins a compound).
    ['(\\d{1,2}) ?-? ?rum(?:s ?|mare)', 0],
    ['(?:en|ett)rum(?:s ?|mare)', 1],
    ['två ?-?rum(?:s ?|mare)', 2],
    ['tre ?-?rum(?:s ?|mare)', 3],
    ['fyra ?-?rum(?:s ?|mare)', 4],
    ['fem ?-?rum(?:s ?|mare)', 5],
  ],
  // "inte mindre än 60 m²": not less is at least (the longer phrase is found before the max word inside it).
  min: ['minst', 'inte mindre än', 'min\\.?', 'mer än', 'över', 'från', 'åtminstone'],
  max: [
    'billigare än',
    'inte dyrare än',
    'högst',
    'upp till',
    'max\\.?',
    'högst',
    'under',
    'mindre än',
    'inte mer än',
    'budget(?: på)?',
    'för',
  ],
  exact: ['exakt', 'precis'],
  orMore: ['eller mer', 'eller fler', 'och uppåt', '\\+'],
  orLess: ['eller mindre'],
  // "About" before a quantity (Lex.approx): the most one pays of a price, the size wanted (a minimum) of an area.
  approx: ['cirka', 'ca\\.?', 'runt', 'ungefär', 'ungefar', 'omkring', 'kring', 'uppskattningsvis'],
  between: ['mellan', 'från'],
  join: ['-', 'och', 'till'],
  plot: ['tomt', 'mark'],
  living: ['boyta', 'bostadsyta'],
  area: ['kvm', 'kvadratmeter', 'm²'],
  district: ['(\\d{1,2})(?::e|:a)? (?:distriktet|distrikt|bezirk)', '(?:distrikt|bezirk) (\\d{1,2})(?!\\d)'],
  districtWords: [
    ...ordinalDistricts(
      [
        'första',
        'andra',
        'tredje',
        'fjärde',
        'femte',
        'sjätte',
        'sjunde',
        'åttonde',
        'nionde',
        'tionde',
        'elfte',
        'tolfte',
        'trettonde',
        'fjortonde',
        'femtonde',
        'sextonde',
        'sjuttonde',
        'artonde',
        'nittonde',
        'tjugonde',
        'tjugoförsta',
        'tjugoandra',
        'tjugotredje',
      ],
      'distrikt(?:et)?|stadsdel(?:en)?|bezirk',
    ),
    ['första distriktet', 1],
    ['andra distriktet', 2],
    ['sjunde distriktet', 7],
  ],
  energy: ['energiklass', 'energimärkning', 'klass'],
  household: 'familj(?:er|en)?(?: med barn)?|med barn|barnfamilj\\p{L}*',
  self: 'vi|jag|oss|vår|vårt|våra|mitt|mina',
  situation: [],
  moving: 'flytt\\p{L}*',
  movedFrom: 'från [^\\s,.;:!?\\d]+(?:\\s+[^\\s,.;:!?\\d]+){0,2}?(?=\\s+till\\s)',
  refused: [
    ['utan (?:funktionsnedsättning(?:ar)?|funktionshinder|handikapp)|inga funktionshindrade', 'disability'],
    // Neighbours, tenants, flatmates named by their disability, wished away or not ("inga handikappade grannar").
    [
      '(?:inga|utan) (?:\\p{L}+ )?(?:handikappade|funktionshindrade|rörelsehindrade)|(?:handikappade|funktionshindrade|rörelsehindrade) (?:grannar|hyresgäster|rumskamrater|rumskompisar|inneboende)',
      'disability',
    ],
    // People named by their wheelchair, wished away ("inga rullstolsburna grannar", "inga rullstolsanvändare i
    // huset"); "anpassad för rullstolsburna" is the home's access.
    ['(?:inga|utan) (?:\\p{L}+ )?(?:rullstolsburna|rullstolsanvändare)', 'disability'],
    // People with a disability wished away ("inga rumskamrater med funktionsnedsättning"): up to three words between.
    [
      '(?:inga|utan) (?:\\p{L}+ ){1,3}med (?:en )?(?:funktionsnedsättning(?:ar)?|funktionshinder|handikapp)',
      'disability',
    ],
    // The landlord's nationality is a criterion about people, as the neighbours' is.
    [
      '(?:svensk|österrikisk|tysk|turkisk|arabisk|polsk|rysk|utländsk)\\p{L}* hyresvärd\\p{L}*|hyresvärd\\p{L}* (?:\\p{L}+ ){0,3}(?:svensk|österrikisk|tysk|turkisk|arabisk)\\p{L}*|(?:bara|endast|enbart) (?:för |till )?(?:svenskar|österrikare|tyskar|araber|turkar|polacker|ryssar)',
      'origin',
    ],
    // The landlord's, the owner's or the seller's sex wished for with the word's feminine form ("nur von einer
    // Vermieterin", "landlady preferred"), and their age said in words (young, old), are criteria about people as the
    // landlord's nationality is. The feminine word alone ("die Vermieterin möchte keine …") only names who decides.
    ['(?:helst|gärna|bara|endast|företrädesvis)(?: (?:hos|av))?(?: en)? hyresvärdinn(?:a|an|or)', 'gender'],
    ['(?:ung|unga|gammal|gamla|äldre) hyresvärd\\p{L}*', 'age'],
    ['(?:under|över) (?:1[89]|[2-9]\\d) år', 'age'],
    // People under or over an age without the word for years ("bara för studenter under 30", "hyresvärden ska vara
    // under 40"): up to three words between them.
    [
      '(?:studenter|studerande|personer|hyresgäster|sökande|ungdomar|hyresvärd\\p{L}*|rumskompis\\p{L}*|inneboende|grann(?:ar|arna|e)) (?:\\p{L}+ ){0,3}(?:under|över) (?:1[89]|[2-9]\\d)(?![\\d%])(?!\\s*(?:kvm|m2|m²|kvadratmeter|euro|eur|€|kr|km|min\\p{L}*)(?![\\p{L}]))',
      'age',
    ],
    ['manliga|kvinnliga', 'gender'],
    [
      '(?:grannar|hyresgäster|rumskompisar|rumskamrater) från \\p{L}+|(?:svenska|utländska|österrikiska|tyska|turkiska|arabiska|polska|ryska) (?:grannar|hyresgäster|rumskamrater|rumskompisar|inneboende|medboende)|(?:grannar|hyresgäster) (?:\\p{L}+ ){0,2}(?:svenskar|araber|turkar)',
      'origin',
    ],
    // "män" (men) reads as the impersonal "man" (one, you) once its letters are folded: not after "där", "som", "om"
    // and the like, nor before a verb ("där man kan bygga", "man får ha hund"), nor after a slash, where it is the
    // month typed short ("900 eur/man").
    [
      'kvinn\\p{L}*|(?<!(?:där|som|om|när|att|så|hur|var|vad) |/\\s?)män(?! (?:kan|kunde|får|fick|vill|ska|skall|måste|har|hade|bor|behöver|slipper|hittar|når|kommer|går|betalar|blir|bör|brukar|önskar|letar|söker|vet))|tjej\\p{L}*|killar',
      'gender',
    ],
    [
      'pensionär\\p{L}*|seniorer|äldre (?:personer|människor)|ungdomar|(?:äldre|unga|gamla) (?:grannar|rumskompisar|hyresgäster|inneboende)',
      'age',
    ],
    ['sambo\\p{L}*|ungt par|äldre par', 'family'],
    [
      'muslim\\p{L}*|islam|islamisk\\p{L}*|hinduer|buddhister|ortodox\\p{L}*|ateist\\p{L}*|troende|protestant\\p{L}*|kristn\\p{L}*|kristen|judar|judisk\\p{L}*|katolik\\p{L}*|religi\\p{L}*',
      'religion',
    ],
    [
      'utlänningar|zigenare|flykting\\p{L}*|asylsökande|medborgar\\p{L}*|invandrare|nationalitet|ursprung|bara svenskar|bara österrikare|etnisk\\p{L}*',
      'origin',
    ],
    ['gifta|gift par|utan barn|barnlösa|barnfri(?:a|tt)?|ensamstående|singlar|civilstånd', 'family'],
  ],
  stop: [
    // Greetings, never a misspelt place ("Hallo" is not Hall).
    'hej',
    'hallå',
    'hejsan',
    'billig',
    'billiga',
    'österrike',
    'sjön',
    'fullt',
    'jag',
    'söker',
    'letar',
    'efter',
    'vi',
    'en',
    'ett',
    'i',
    'med',
    'och',
    'eller',
    'av',
    'för',
    'nära',
    'vid',
    'på',
    'till',
    'område',
    'euro',
    'pris',
    'budget',
    'centrum',
    'stad',
    'lugn\\p{L}*',
    'ljus\\p{L}*',
    'stor\\p{L}*',
    'liten',
    'fin\\p{L}*',
    'wien',
    'först',
    'sorterade',
    'som',
    'har',
    'månad',
    'inte',
    'gärna',
    'bo',
    'vill',
    'ha',
    'helst',
    // The mountains ("utsikt över bergen"), never the town of Berg.
    'berget',
    'bergen',
    // The children ("för barnen"), one letter from "baren" (the bar), and far ("inte långt från"), the town of Lang
    // by sound: words of the language, never a misspelt term or place.
    'barn(?:en|et)?',
    'långt',
  ],
};
