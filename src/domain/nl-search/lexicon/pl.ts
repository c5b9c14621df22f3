/** Polish words of the natural-language search; the fields are described on `Lex` in ./shared. */
import { EMPTY, type Lex } from './shared';

/**
 * A row house in any case ("dom szeregowy", "domu szeregowego", "domów szeregowych", "szeregowca", "w zabudowie
 * szeregowej"): the noun and its adjective both decline.
 */
const ROW =
  'szeregow(?:iec|ca|cu|cem|ce|ców|cach|cami)|dom\\p{L}{0,3} szeregow\\p{L}*|dom\\p{L}{0,3} w zabudowie szeregowej';

export const pl: Lex = {
  ...EMPTY,
  bounded: true,
  // "mieszkanie własnościowe": a flat to own.
  buy: [
    'kupić',
    'kupie',
    'kupię',
    'kupno',
    'zakup',
    'na sprzedaż',
    'sprzedaż',
    'do kupienia',
    'kupna',
    'własnościow\\p{L}*',
  ],
  rent: [
    'wynająć',
    'wynajme',
    'wynajmę',
    'wynajem',
    'wynajmu',
    'do wynajęcia',
    'najem',
    'najmu',
    'wynajęcia',
    'dzierżaw\\p{L}*',
    'wydzierżaw\\p{L}*',
  ],
  perMonth: ['miesięcznie', 'na miesiąc', 'za miesiąc', '/ ?mc', '/ ?mies\\.?', 'mies\\.?'],
  types: [
    // A vineyard or wine estate is land and forestry's, subtype Weinbau; first, before farms and plots.
    ['winnic\\p{L}*', 'LAND_UND_FORSTWIRTSCHAFT', 'WEINBAU'],
    // Rare kinds of property by their own word: a tenement let for rent income, a cold store, riding stables, a sports
    // ground. A flat "w kamienicy" (in a tenement) is a flat: the building says where it is.
    ['(?<!w )kamienic\\p{L}*|budyn\\p{L}* (?:pod wynajem|czynszow\\p{L}*)', 'ZINSHAUS_RENDITEOBJEKT'],
    ['chłodni\\p{L}*|mroźni\\p{L}*', 'HALLEN_LAGER_PROD', 'KUEHLHAUS'],
    ['stadnin\\p{L}*|ośrod\\p{L}* jeździeck\\p{L}*', 'LAND_UND_FORSTWIRTSCHAFT', 'REITERHOEFE'],
    ['(?:kompleks|obiekt|ośrod)\\p{L}* sportow\\p{L}*', 'FREIZEITIMMOBILIE_GEWERBLICH', 'SPORTANLAGEN'],
    ['mieszkani\\p{L}* wakacyjn\\p{L}*|apartament\\p{L}* wakacyjn\\p{L}*', 'WOHNUNG', 'FERIENWOHNUNG'],
    ['dom(?:ek|ku|ki|y|u)? letniskow\\p{L}*|dom(?:ek|ku|ki|y|u)? wakacyjn\\p{L}*', 'HAUS', 'FERIENHAUS'],
    ['lokal\\p{L}* gastronomiczn\\p{L}*|lokal\\p{L}* usługow\\p{L}* gastronomiczn\\p{L}*', 'GASTGEWERBE'],
    // A market garden, greenhouses or a nursery are land and forestry's, subtype Gartenbau; before the farm.
    [
      'gospodarstw\\p{L}* ogrodnicz\\p{L}*|szklarni(?:a|e|ę|ą|ach)?|szkółk\\p{L}* (?:roślin|drzew|drzewek|krzewów)|centrum ogrodnicze',
      'LAND_UND_FORSTWIRTSCHAFT',
      'GARTENBAU',
    ],
    ['dom(?:u|y)? wiejsk\\p{L}*|gospodarstw\\p{L}*|siedlisk\\p{L}*', 'HAUS', 'BAUERNHAUS'],
    // A manor house (dworek, dwór) is the subtype Herrenhaus ("na dworze" is outdoors, no form of it here).
    ['dworek|dworku|dworki|dworkiem|dworków|dworkach|dw[óo]r|dworu|dworem|dwory|dworów', 'HAUS', 'HERRENHAUS'],
    // A cottage on an allotment (ogródek działkowy, działka rekreacyjna z domkiem, domek na działce ROD) is the
    // Austrian Laube, Datsche, Gartenhaus; before the plot.
    [
      'działk\\p{L}* rekreacyjn\\p{L}* z (?:domkiem|altaną|domem)|ogr[óo]d(?:ek|k\\p{L}*) działkow\\p{L}*(?: z (?:domkiem|altaną))?|(?:domek|domku|altan\\p{L}*) na działce(?: rod)?|(?:domek|altan\\p{L}*) (?:na |w )?rod',
      'HAUS',
      'LAUBE-DATSCHE-GARTENHAUS',
    ],
    ['penthouse|apartament na ostatnim piętrze', 'WOHNUNG', 'PENTHOUSE'],
    ['dwupoziomowe|mieszkanie dwupoziomowe|maisonette', 'WOHNUNG', 'MAISONETTE'],
    ['poddasze|na poddaszu', 'WOHNUNG', 'DACHGESCHOSS'],
    // A flat on the ground floor or half below it; a shop "na parterze" is no flat.
    ['mieszkani\\p{L}* na parterze|mieszkani\\p{L}* parterow\\p{L}*', 'WOHNUNG', 'ERDGESCHOSS'],
    ['(?<!(?:lokal|biur|sklep|magazyn)\\p{L}* (?:w )?)suteren\\p{L}*', 'WOHNUNG', 'SOUTERRAIN'],
    ['bungalow\\p{L}*|dom\\p{L}* parterow\\p{L}*|parterow\\p{L}* dom\\p{L}*', 'HAUS', 'BUNGALOW'],
    ['dom\\p{L}* dwurodzinn\\p{L}*|dom\\p{L}* dla (?:dwóch|dwu|2) rodzin', 'HAUS', 'ZWEIFAMILIENHAUS'],
    [
      'dom\\p{L}* wielorodzinn\\p{L}*|dom\\p{L}* dla (?:trzech|czterech|pięciu|kilku|[3-9]) rodzin',
      'HAUS',
      'MEHRFAMILIENHAUS',
    ],
    // A mountain hut (górska chata, domek w górach) is the subtype Berghütte; the word chalet names the chalet.
    [
      'górsk\\p{L}* chat\\p{L}*|chat\\p{L}* górsk\\p{L}*|chat\\p{L}* w górach|dom(?:ek|ku|ki) w górach',
      'HAUS',
      'BERGHUETTE',
    ],
    ['chalet', 'HAUS', 'CHALET'],
    ['loft|kawalerk\\p{L}*|studio', 'WOHNUNG', 'LOFT-STUDIO-ATELIER'],
    // The noun in its cases and its adjective ("willa", "willę", "willowa"), not another word that begins so.
    ['will(?:a|i|ę|ą|o|e|om|ami|ach|ow\\p{L}{1,3})', 'HAUS', 'VILLA'],
    ['dom(?:u)? wolnostojąc\\p{L}*|dom(?:u)? jednorodzinn\\p{L}*', 'HAUS'],
    ['bliźniak\\p{L}*', 'HAUS', 'DOPPELHAUSHAELFTE'],
    // A house in the middle of a row is a mid-terrace house, one at its end an end-terrace house; the row's word
    // before the segment's is read with it.
    [`(?:${ROW},? )?(?:segment\\p{L}* środkow\\p{L}*|środkow\\p{L}* segment\\p{L}*)`, 'HAUS', 'REIHENMITTEL'],
    [`(?:${ROW},? )?(?:segment\\p{L}* skrajn\\p{L}*|skrajn\\p{L}* segment\\p{L}*)`, 'HAUS', 'REIHENEND'],
    [`${ROW}|segment`, 'HAUS', 'REIHENHAUS'],
    // A castle, a boat's mooring, a kiosk and a high-bay warehouse are the subtypes of their own names; the mooring
    // and the high-bay store before the parking space and the warehouse. "zamek" is also a lock: not after the words
    // of a door or a code.
    ['(?<!(?:drzw|kod|szyfr|elektroniczn|centraln)\\p{L}* )zam(?:ek|ku|ki|kiem|ków)', 'HAUS', 'SCHLOSS'],
    [
      'miejsc\\p{L}* (?:dla|na) (?:łodzi|łódź|łódkę|łódki|jacht\\p{L}*)|miejsc\\p{L}* (?:do cumowania|cumownicz\\p{L}*)|koj\\p{L}* (?:dla|na) (?:łodzi|jacht\\p{L}*)',
      'PARKEN',
      'BOOTSLIEGEPLATZ',
    ],
    ['kiosk(?:u|i|iem|ów)?', 'EINZELHANDEL', 'KIOSK'],
    [
      'magazyn\\p{L}* (?:wysokiego składowania|wysokiegoskładowania|wysokoregałow\\p{L}*)|magazyn\\p{L}* z regałami wysokiego składowania',
      'HALLEN_LAGER_PROD',
      'HOCHREGALLAGER',
    ],
    ['miejsc[ea] parkingow\\p{L}*|miejsce postojowe|garaż na wynajem', 'PARKEN'],
    // A plot for a house ("działka pod dom", "grunt pod budowę domu", "działka pod zabudowę jednorodzinną") is the
    // plot: the house is what may be built on it.
    [
      '(?:działk|grunt)\\p{L}* pod (?:(?:za)?budow\\p{L}*(?: dom\\p{L}*)?|dom\\p{L}*)(?: (?:jednorodzinn|wolnostojąc|mieszkaln)\\p{L}*)?',
      'GRUNDSTUECK',
    ],
    ['działk\\p{L}* budowlan\\p{L}*', 'GRUNDSTUECK'],
    ['działk\\p{L}*|grunt\\p{L}*|teren\\p{L}*', 'GRUNDSTUECK'],
    ['gabinet\\p{L}*', 'BUERO_PRAXEN', 'PRAXIS'],
    ['(?:przestrze\\p{L}* |biur\\p{L}* )?co-?working\\p{L}*', 'BUERO_PRAXEN', 'COWORKING'],
    ['biur\\p{L}*', 'BUERO_PRAXEN'],
    ['lokal\\p{L}* (?:użytkow|handlow)\\p{L}*|sklep\\p{L}*', 'EINZELHANDEL'],
    // A hall by what it is for: storage, production, industry.
    // A workshop word names the subtype Werkstatt, a production hall is a hall with no subtype.
    ['warsztat\\p{L}*', 'HALLEN_LAGER_PROD', 'WERKSTATT'],
    // A hall alone (hala, hali, halę) is one too; a garage hall (hala garażowa) is read before as the car park.
    // A store or hall with a yard (z placem składowym, z placem manewrowym) is the subtype of its name.
    [
      '(?:magazyn\\p{L}*|hal\\p{L}*(?: magazynow\\p{L}*| produkcyjn\\p{L}*)?) z plac\\p{L}*(?: składow\\p{L}*| manewrow\\p{L}*)?',
      'HALLEN_LAGER_PROD',
      'LAGER_MIT_FREIFLAECHE',
    ],
    [
      'magazyn\\p{L}*|hal\\p{L}* (?:magazynow|produkcyjn|przemysłow|składow)\\p{L}*|hal[aęiy](?! garażow)',
      'HALLEN_LAGER_PROD',
    ],
    ['hotel\\p{L}*', 'GASTGEWERBE', 'HOTELS'],
    // A guesthouse run as a business (pensjonat, dom gościnny) is the subtype Pensionen.
    ['pensjonat\\p{L}*|dom\\p{L}* gościnn\\p{L}*', 'GASTGEWERBE', 'PENSIONEN'],
    ['(?:drink|koktajl\\p{L}*[- ])?bar(?:u|y|ów|em|ach)?', 'GASTGEWERBE', 'BAR'],
    ['restauracj\\p{L}*', 'GASTGEWERBE'],
    // A room in a shared flat: the flat says where the room is, not what is searched.
    [
      'pok(?:ój|oju|oje) (?:\\p{L}+ )?we? (?:wspóln|współdzielon)\\p{L}* mieszkani\\p{L}*|(?:wspóln|współdzielon)\\p{L}* mieszkani\\p{L}*|pokój do wynajęcia|pokój w mieszkaniu',
      'ZIMMER',
    ],
    // Listings shorten the flat to "mieszk." (often typed without its dot).
    ['mieszka(?:nie|nia|ń|niu)|mieszk\\.?|apartament\\p{L}*', 'WOHNUNG'],
    ['dom(?:u|y|ek|ów)?', 'HAUS'],
  ],
  flatFloors: [['na parterze', 'ERDGESCHOSS']],
  features: [
    ['balkon\\p{L}*', 'balcony'],
    ['taras\\p{L}*', 'terrace'],
    ['loggi\\p{L}*', 'loggia'],
    ['ogr(?:ó|o)d\\p{L}* zimow\\p{L}*', 'winter_garden'],
    // Not a market garden's word (ogrodniczy) nor an allotment (ogródek działkowy), types of their own.
    ['(?!ogrodnicz|ogr[óo]d(?:ek|k\\p{L}*) działkow)(?:ogr(?:ó|o)d\\p{L}*|ogródk\\p{L}*|ogródek)', 'garden'],
    ['wind\\p{L}*', 'lift'],
    // In every case: "z garażem podziemnym", "miejsce w garażu podziemnym", "parking podziemny".
    ['hal\\p{L}* garażow\\p{L}*|(?:garaż|parking)\\p{L}* podziemn\\p{L}*', 'underground_parking'],
    ['wiat\\p{L}* (?:garażow|samochodow)\\p{L}*|carport', 'carport'],
    // A single garage's words are read with it (pojedynczy garaż, garaż jednostanowiskowy): searched alone, the subtype.
    [
      '(?:(?:podwójn|pojedyncz|jednostanowiskow)\\p{L}* )?garaż\\p{L}*(?: (?:dwustanowiskow|podwójn|pojedyncz|jednostanowiskow)\\p{L}*)?',
      'garage',
    ],
    // Room or a possibility to park: miejsce parkingowe, miejsce do parkowania, możliwość parkowania, z parkingiem.
    [
      'miejsc\\p{L}* parkingow\\p{L}*|miejsc\\p{L}* (?:do|na) parkowani\\p{L}*|możliwoś\\p{L}* parkowania|parking(?:u|iem|i|ów)?',
      'parking',
    ],
    ['piwnic\\p{L}*|komórk\\p{L}* lokatorsk\\p{L}*', 'cellar'],
    // The room for washing clothes (pralnia, z pralnią), not the washing machine (pralka).
    ['pralni\\p{L}*', 'laundry_room'],
    [
      '(?:dostosowan\\p{L}*|przystosowan\\p{L}*) (?:do|dla) (?:wózk\\p{L}*|osób na wózk\\p{L}*)',
      'wheelchair_accessible',
    ],
    // A fully equipped kitchen is a fitted kitchen.
    [
      'kuchni\\p{L}* w zabudowie|kuchni\\p{L}* z zabudową|zabudow\\p{L}* kuchenn\\p{L}*|(?:w pełni |kompletnie )?wyposażon\\p{L}* kuchni\\p{L}*|kuchni\\p{L}* (?:w pełni |kompletnie )?wyposażon\\p{L}*',
      'fitted_kitchen',
    ],
    ['otwart\\p{L}* kuchni\\p{L}*|kuchni\\p{L}* otwart\\p{L}*', 'open_kitchen'],
    ['rowerowni\\p{L}*|pomieszczeni\\p{L}* na rowery', 'bicycle_room'],
    ['strefa wellness|stref\\p{L}* spa|wellness|spa', 'wellness'],
    // A loading dock by any of its words: rampa, platforma, dok załadunkowy.
    ['(?:ramp|platform|dok)\\p{L}* (?:załadunkow|rozładunkow)\\p{L}*', 'loading_platform'],
    ['suwnic\\p{L}*|dźwig\\p{L}*', 'crane'],
    ['(?:instalacj\\p{L}*|system\\p{L}*) alarmow\\p{L}*|alarm\\p{L}*', 'alarm_system'],
    ['okablowani\\p{L}*(?: strukturaln\\p{L}*| sieciow\\p{L}*)?|sieć komputerow\\p{L}*', 'data_cabling'],
    ['podjazd\\p{L}* dla (?:wózków|niepełnosprawnych)|podjazd\\p{L}*', 'ramp'],
    ['aneks\\p{L}* kuchenn\\p{L}*', 'kitchenette'],
    ['bez barier|dla (?:osób |ludzi )?niepełnosprawnych', 'barrier_free'],
    ['częściowo umeblowan\\p{L}*', 'partly_furnished'],
    ['umeblowan\\p{L}*|z meblami', 'furnished'],
    // A pet by its kind allowed: "pies dozwolony", "kot musi być dozwolony", "zwierzęta mile widziane".
    [
      'zwierzęta (?:dozwolone|mile widziane)|zwierzęta|(?:pies|psy|psa|kot|koty|kota) (?:\\p{L}+ ){0,2}(?:dozwolon|akceptowan|mile widzian)\\p{L}*|(?:(?:można|mozna|może być|moze byc) )?(?:z|ze) (?:psem|psami|pieskiem|kotem|kotami|kotkiem|zwierzętami|zwierzetami|zwierzakiem|zwierzakami)',
      'pets_allowed',
    ],
    ['klimatyzacj\\p{L}*', 'air_conditioning'],
    ['kominek|kominkiem', 'fireplace'],
    ['ogrzewanie podłogowe', 'floor_heating'],
    ['saun\\p{L}*', 'sauna'],
    ['basen\\p{L}*', 'pool'],
    ['wann\\p{L}*', 'bathtub'],
    ['widok\\p{L}*', 'view'],
  ],
  outdoor: ['przestrzeń zewnętrzna', 'teren zewnętrzny'],
  firstOcc: [
    // In any case: "w nowym budownictwie", "z rynku pierwotnego", "w nowej inwestycji" (a new development).
    'now\\p{L}* budownictw\\p{L}*',
    // Newly or freshly built: "nowo wybudowany", "świeżo wybudowane", "nowo powstałe".
    '(?:nowo|świeżo|niedawno) (?:wybudowan|zbudowan|powstał|oddan)\\p{L}*',
    'ryn(?:ek|ku) pierwotn\\p{L}*',
    'now\\p{L}* inwestycj\\p{L}*',
    'nowe',
    'nowy',
    'nowa',
    'od dewelopera',
    'pierwsze zasiedlenie',
    'stan deweloperski',
    // The first tenant or occupant ("pierwszy najem", "pierwszy najemca", "pierwszy lokator") is first occupancy, in a
    // sale as well: its "najem" is no wish to rent.
    'pierwsz\\p{L}* (?:najem|najmu|najemc\\p{L}*|lokator\\p{L}*|mieszkańc\\p{L}*)',
  ],
  near: [
    ['(?:blisko|w pobliżu|niedaleko) (?:metra|u-bahn|tramwaju|przystanku|stacji|komunikacji miejskiej)', 'transit'],
    ['(?:blisko|w pobliżu|niedaleko) (?:szko(?:ł|l)y(?: podstawowej| (?:ś|s)redniej)?|przedszkola)', 'school'],
    ['(?:blisko|w pobliżu|niedaleko) (?:supermarketu|sklepu)', 'supermarket'],
  ],
  // A commission of nought written as a figure is none: "0% prowizji", "prowizja 0%".
  noCommission: [
    'bez prowizji',
    'bez pośredników',
    'bez pośrednika',
    'bezpośrednio',
    'od właściciela',
    'prywatnie',
    '0 ?% prowizji',
    'prowizj\\p{L}*:? 0 ?%',
  ],
  sort: [
    [
      'najtańsze za (?:m2|m²|metr kwadratowy|metr)(?: najpierw)?|cena za (?:m2|m²|metr kwadratowy|metr)(?: rosnąco)?|(?:sortuj\\p{L}* )?(?:według|wg\\.?|po) cen\\p{L}* za (?:m2|m²|metr kwadratowy|metr)',
      'preis_pro_qm',
    ],
    ['od największej powierzchni|powierzchnia malejąco|od największ\\p{L}* do najmniejsz\\p{L}*', 'flaeche_absteigend'],
    // "od najtańszych", "od najtańszego", "od największej": the superlative after "od" in any gender and number.
    // The price in any case, after "sortuj po" or "według": sortuj po cenie rosnąco, według ceny rosnąco.
    [
      'najtańsze(?: najpierw)?|od najtańsz\\p{L}*|(?:(?:sortuj\\p{L}* )?(?:po|według|wg\\.?) )?cen(?:a|ie|y|ę) rosnąco',
      'preis_aufsteigend',
    ],
    // From the lowest or the highest price: "od najniższej ceny", "cena od najniższej", "po cenie malejąco".
    ['(?:cen\\p{L}* )?od najniższ\\p{L}*(?: cen\\p{L}*)?', 'preis_aufsteigend'],
    [
      'najdroższe(?: najpierw)?|od najdroższ\\p{L}*|(?:po )?cen(?:a|ie|y|ę) malejąco|(?:cen\\p{L}* )?od najwyższ\\p{L}*(?: cen\\p{L}*)?',
      'preis_absteigend',
    ],
    // The freshest as the newest, with the listings' word and "on top": "najświeższe oferty na górze".
    [
      '(?:najnowsze|najświeższe)(?: (?:oferty|ogłoszenia))?(?: najpierw| na górze| na początku)?|od (?:najnowsz|najświeższ)\\p{L}*',
      'neueste',
    ],
    ['największe(?: najpierw)?|od największ\\p{L}*', 'flaeche_absteigend'],
  ],
  rooms: ['pok(?:oje|oi|ój|\\.)?', 'pokojowe', 'pokojow\\p{L}*'],
  bedrooms: ['sypialni\\p{L}*'],
  room: ['pok(?:ó|o)j', 'pokoik'],
  multipliers: [['ba(?:ń|n)(?:ka|ki|ek)', 1e6]],
  // The first parts of compounds ("dwu-", "cztero-") count as well: "dwu- lub trzypokojowe".
  numWords: {
    jeden: 1,
    jedno: 1,
    dwa: 2,
    dwóch: 2,
    dwu: 2,
    trzy: 3,
    trzech: 3,
    cztery: 4,
    czterech: 4,
    cztero: 4,
    pięć: 5,
    pięcio: 5,
  },
  roomWords: [
    ['jednopokojow\\p{L}*', 1],
    ['dwupokojow\\p{L}*', 2],
    ['trzypokojow\\p{L}*', 3],
    ['czteropokojow\\p{L}*', 4],
    ['pięciopokojow\\p{L}*', 5],
    ['(\\d)-pokojow\\p{L}*', 0],
  ],
  // "nie mniej niż 60 m²": not less is at least (the longer phrase is found before the max word inside it).
  min: [
    'co najmniej',
    'nie mniej niż',
    'nie mniej niz',
    'minimum',
    'min\\.?',
    'ponad',
    'powyżej',
    'od',
    'więcej niż',
    'przynajmniej',
  ],
  max: [
    'taniej niż',
    'nie droższe niż',
    'nie droższy niż',
    'nie drożej niż',
    'do',
    'maksymalnie',
    'max\\.?',
    'maks\\.?',
    'poniżej',
    'mniej niż',
    'nie więcej niż',
    'budżet',
    'za',
  ],
  exact: ['dokładnie'],
  orMore: ['lub więcej', 'i więcej', '\\+'],
  orLess: ['lub mniej'],
  approx: ['około', 'okolo', 'ok\\.?', 'mniej więcej', 'jakieś', 'jakies', 'coś koło', 'koło'],
  between: ['między', 'od', 'pomiędzy'],
  join: ['-', 'do', 'a'],
  plot: ['działk\\p{L}*', 'grunt\\p{L}*'],
  living: ['powierzchni\\p{L}* użytkow\\p{L}*', 'mieszkaln\\p{L}*'],
  area: ['mkw\\.?', 'm kw\\.?', 'metrów(?: kwadratowych)?', 'metry', 'metrów kw\\.?', 'm²'],
  district: [
    '(\\d{1,2})\\. ?(?:dzielnic\\p{L}*|bezirk|okręg\\p{L}*)',
    '(?:dzielnic\\p{L}*|bezirk|okręg\\p{L}*) (\\d{1,2})(?!\\d)',
  ],
  districtWords: [
    ['pierwszej dzielnicy|pierwsza dzielnica', 1],
    ['siódmej dzielnicy|siódma dzielnica', 7],
  ],
  energy: ['klas\\p{L}* energetyczn\\p{L}*', 'klas\\p{L}* energ\\.?', 'klasa'],
  household: 'rodzin\\p{L}*(?: z dziećmi)?|z dziećmi|dzieci',
  // Polish leaves the pronoun out: a verb in the first person plural ("przeprowadzamy się", "szukamy", "chcemy")
  // says the searchers speak of themselves as well.
  self: 'my|ja|jestem|jesteśmy|nasz\\p{L}*|mój|moj\\p{L}+|razem z|\\p{L}{2,}(?:amy|emy|imy|ymy)',
  against: '(?<!(?:mamy|mam|ma|jesteśmy|jestem|z|małżeństwem|parą) )(?:bez|żadnych|zadnych|nie chcemy|nie chcę)',
  situation: ['pracuj\\p{L}*\\s+(?:z|w)\\s+domu'],
  moving: 'przeprowadz\\p{L}*',
  movedFrom: 'ze? [^\\s,.;:!?\\d]+(?:\\s+[^\\s,.;:!?\\d]+){0,2}?(?=\\s+do\\s)',
  refused: [
    // People with a disability wished away: bez niepełnosprawności, bez niepełnosprawnych sąsiadów, żadnych
    // niepełnosprawnych ("dla niepełnosprawnych", for them, is the accessible home's feature).
    ['bez niepełnosprawn\\p{L}*|nie niepełnosprawn\\p{L}*|żadnych niepełnosprawn\\p{L}*', 'disability'],
    // People with a disability wished away ("bez współlokatorów z niepełnosprawnością"): up to three words between.
    ['bez (?:\\p{L}+ ){1,3}z niepełnosprawnoś\\p{L}*', 'disability'],
    // People named, then their wheelchair ("bez sąsiadów na wózkach"); "dostosowane do wózków" is the home's access.
    [
      '(?:bez|żadnych) (?:\\p{L}+ )?(?:sąsiadów|lokatorów|współlokatorów|najemców|mieszkańców|osób|ludzi) (?:\\p{L}+ )?na wózk\\p{L}*',
      'disability',
    ],
    // Wished away with words between ("żeby w sąsiedztwie nie było osób niepełnosprawnych", "bez osób
    // niepełnosprawnych"), or the neighbours, tenants named by their disability; "dla" between is the feature's.
    [
      '(?:bez|nie|żadnych) (?:(?!dla )\\p{L}+ ){1,3}niepełnosprawn\\p{L}*|(?:sąsiad|lokator|współlokator|najemc)\\p{L}* (?:\\p{L}+ )?niepełnosprawn\\p{L}*',
      'disability',
    ],
    // The landlord's country or nationality, up to three words between ("właściciel z Polski", "właściciel nie może
    // być Turkiem"), or the nationality before the word.
    [
      'właściciel\\p{L}* (?:\\p{L}+ ){0,2}(?:z|ze) (?:polski|ukrainy|rosji|białorusi|turcji|niemiec|austrii|czech|słowacji|litwy|rumunii|serbii|zagranicy)|właściciel\\p{L}* (?:\\p{L}+ ){0,3}(?:polak\\p{L}*|polk\\p{L}*|austriak\\p{L}*|austriacz\\p{L}*|niem(?:iec|c)\\p{L}*|ukrai\\p{L}*|tur(?:ek|cz|k)\\p{L}*|arab\\p{L}*|rosjan\\p{L}*)|(?:polsk|austriack|niemieck|ukraińsk|tureck|arabsk|rosyjsk)\\p{L}* właściciel\\p{L}*',
      'origin',
    ],
    // The landlord's, the owner's or the seller's sex wished for with the word's feminine form ("nur von einer
    // Vermieterin", "landlady preferred"), and their age said in words (young, old), are criteria about people as the
    // landlord's nationality is. The feminine word alone ("die Vermieterin möchte keine …") only names who decides.
    [
      '(?:najlepiej|preferowan\\p{L}*|tylko|wyłącznie|chętnie)(?: (?:u|od))? (?:właścicielk|wynajmując)\\p{L}*',
      'gender',
    ],
    ['(?:młod|starsz|star)\\p{L}* (?:właściciel|wynajmując)\\p{L}*|właściciel\\p{L}* (?:młod|starsz)\\p{L}*', 'age'],
    ['(?:poniżej|powyżej|ponad) (?:1[89]|[2-9]\\d) (?:lat|roku)', 'age'],
    // Neighbours or tenants from abroad wished away: "żadnych sąsiadów z innych krajów", "lokatorów z zagranicy".
    [
      '(?:sąsiad|lokator|współlokator|najemc|mieszkańc)\\p{L}* (?:\\p{L}+ )?(?:z innych krajów|z innego kraju|z zagranicy|spoza (?:polski|austrii|unii|ue))',
      'origin',
    ],
    // The flatmates', the landlord's age with "at most"/"up to" ("współlokatorzy max 30 lat"): up to three words between.
    [
      '(?:współlokator\\p{L}*|lokator(?:zy|ów|ami|om)?|właściciel\\p{L}*|wynajmując\\p{L}*|sąsiad\\p{L}*) (?:\\p{L}+ ){0,3}(?:max\\.?|maks\\.?|maksymalnie|najwyżej|do|od) (?:1[89]|[2-9]\\d) (?:lat|roku)',
      'age',
    ],
    // An age said by its decade: "po pięćdziesiątce" (past fifty), "przed trzydziestką" (under thirty).
    ['(?:po|przed) (?:dwudziest|trzydziest|czterdziest|pięćdziesiąt|sześćdziesiąt|siedemdziesiąt)(?:ce|ką|ka)', 'age'],
    ['męsk\\p{L}*|żeńsk\\p{L}*', 'gender'],
    // Female flatmates or tenants only ("tylko współlokatorki").
    ['(?:tylko|wyłącznie|jedynie|same)(?: dla)? (?:współ)?lokator(?:k\\p{L}*|ek)', 'gender'],
    [
      // The neighbours' nationality in any case and number, up to three words between ("sąsiedzi byli Polakami",
      // "sąsiedzi nie mogą być Niemcami", "sąsiadów Turków"): the stem of "sąsiad" changes to "sąsiedz-" in the
      // plural, the nationality's noun to "Polac-", "Niemc-".
      'sąsiedzi (?:\\p{L}+ ){0,3}z \\p{L}+|sąsiadów (?:\\p{L}+ ){0,3}z (?:afryki|azji|turcji|polski|rosji|ukrainy|niemiec|austrii|syrii|afganistanu|czeczenii|rumunii|serbii|bułgarii|bałkanów|bliskiego wschodu|zagranicy)|sąsi[ae]d\\p{L}* (?:\\p{L}+ ){0,3}(?:pola[ck]\\p{L}*|polsc\\p{L}*|austria[ck]\\p{L}*|niem(?:iec|c)\\p{L}*|ukrai\\p{L}*|arab\\p{L}*|tur(?:ek|c|k)\\p{L}*|rosjan\\p{L}*|afryka\\p{L}*)|tylko polak\\p{L}*',
      'origin',
    ],
    ['kobiet\\p{L}*|mężczyzn\\p{L}*|pań|panie|dziewczyn\\p{L}*', 'gender'],
    ['senior\\p{L}*|emeryt\\p{L}*|os[óo]b starszych|starsz\\p{L}* (?:osob\\p{L}*|ludzi)|młodzież\\p{L}*', 'age'],
    // Young or old neighbours and flatmates ("najlepiej młodzi sąsiedzi", "nie chcemy starszych sąsiadów").
    [
      '(?:młod\\p{L}*|starsi|starsz\\p{L}*) (?:sąsi[ae]d\\p{L}*|współlokator\\p{L}*|lokator\\p{L}*)|(?:sąsi[ae]d\\p{L}*|współlokator\\p{L}*|lokator\\p{L}*) (?:\\p{L}+ )?(?:młod\\p{L}*|starsi|starsz\\p{L}*)',
      'age',
    ],
    ['pary|parze|para|samotn\\p{L}*', 'family'],
    [
      'muzułma\\p{L}*|islams(?:k|c)\\p{L}*|protestan\\p{L}*|prawosławn\\p{L}*|chrześcija\\p{L}*|żyd\\p{L}*|katoli\\p{L}*|religi\\p{L}*',
      'religion',
    ],
    [
      'obcokrajow\\p{L}*|obywatel\\p{L}*|cudzoziem\\p{L}*|narodowoś\\p{L}*|pochodzeni\\p{L}*|tylko polacy|tylko dla polaków|imigrant\\p{L}*',
      'origin',
    ],
    ['małżeń\\p{L}*|bez dzieci|singl\\p{L}*|stan cywilny', 'family'],
  ],
  stop: [
    // Greetings, never a misspelt place ("Hallo" is not Hall).
    'cześć',
    'witam',
    // "pod Grazem": near a town, which names no filter of its own.
    'pod',
    'tanie',
    'tani',
    'tanio',
    'austrii',
    'austria',
    'nad',
    'jeziorem',
    'pełni',
    'lokal',
    'szukam',
    'szukamy',
    'chcę',
    'chce',
    'chciałbym',
    'chciałabym',
    'w',
    'we',
    'z',
    'ze',
    'i',
    'lub',
    'albo',
    'na',
    'do',
    'dla',
    'koło',
    'blisko',
    'okolic\\p{L}*',
    'pobliżu',
    'euro',
    'cena',
    'cenie',
    'budżet',
    'centrum',
    'miasto',
    'spokojn\\p{L}*',
    'jasn\\p{L}*',
    'duż\\p{L}*',
    'mał\\p{L}*',
    'ładn\\p{L}*',
    'najpierw',
    'posortowane',
    'który',
    'które',
    'ma',
    'miesiąc',
    'nie',
    'mieszkać',
    // "mieszka z nami mama": lives, a verb one slip from "mieszkań" (flats).
    'mieszka',
    'mieszkam',
    'mieszkamy',
    'mieszkają',
    'za',
    'o',
    'po',
    'przy',
  ],
};
