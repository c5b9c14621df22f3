/** Dutch words of the natural-language search; the fields are described on `Lex` in ./shared. */
import { EMPTY, type Lex, ordinalDistricts } from './shared';

export const nl: Lex = {
  ...EMPTY,
  bounded: true,
  // A home word compounded with koop/huur (koopappartement, huurflat) says the deal.
  buy: ['kopen', 'koop', 'te koop', 'koop(?:woning(?:en)?|appartement(?:en)?|huis|huizen|flats?)', 'aankoop'],
  rent: ['huren', 'huur', 'te huur', 'huur(?:woning(?:en)?|appartement(?:en)?|huis|huizen|flats?)'],
  // A rent with its running costs ("all costs included") after the amount is a month's rent, as "warm" is.
  perMonth: [
    'per maand',
    'p\\/m',
    'p\\.?m\\.?',
    'maandelijks',
    '/ ?maand',
    'per mnd',
    'all-in',
    '(?:inclusief|incl\\.?) (?:servicekosten|g/w/l|gas,? water(?:,? (?:en )?licht)?)',
  ],
  types: [
    // A vineyard or wine estate is land and forestry's, subtype Weinbau; first, before farms and plots.
    ['wijngaard(?:en)?|wijndomein(?:en)?|wijnbouwbedrijf', 'LAND_UND_FORSTWIRTSCHAFT', 'WEINBAU'],
    ['(?:vakantie|zomer)huis(?:je|jes|en)?|vakantiewoning(?:en)?', 'HAUS', 'FERIENHAUS'],
    ['vakantieappartement(?:en)?', 'WOHNUNG', 'FERIENWOHNUNG'],
    ['(?:huur|koop)(?:appartement(?:en)?|flats?)', 'WOHNUNG'],
    ['penthouses?', 'WOHNUNG', 'PENTHOUSE'],
    ['maisonnettes?|maisonettes?', 'WOHNUNG', 'MAISONETTE'],
    [
      'zolderappartement(?:en)?|dakappartement(?:en)?|dakterrasappartement(?:en)?|zolderwoning(?:en)?',
      'WOHNUNG',
      'DACHGESCHOSS',
    ],
    ['souterrain(?:woning|appartement)(?:en)?', 'WOHNUNG', 'SOUTERRAIN'],
    ['benedenwoning|gelijkvloers', 'WOHNUNG', 'ERDGESCHOSS'],
    ["lofts?|studio'?s?", 'WOHNUNG', 'LOFT-STUDIO-ATELIER'],
    ["villa'?s?", 'HAUS', 'VILLA'],
    ['vrijstaande? (?:huis|woning)|eengezinswoning', 'HAUS'],
    ['twee-onder-een-kap(?:[- ]?woning(?:en)?)?|2-onder-1-kap(?:[- ]?woning(?:en)?)?', 'HAUS', 'DOPPELHAUSHAELFTE'],
    ['hoekwoning(?:en)?|hoekhuis', 'HAUS', 'REIHENECK'],
    // A house in the middle of a row is a mid-terrace house, one at its end an end-terrace house.
    ['tussenwoning(?:en)?|tussenhuis', 'HAUS', 'REIHENMITTEL'],
    ['eindwoning(?:en)?', 'HAUS', 'REIHENEND'],
    ['rijtjeshui(?:s|zen)|rijwoning(?:en)?|rijhui(?:s|zen)', 'HAUS', 'REIHENHAUS'],
    ['tweegezinswoning(?:en)?|tweegezinshuis|(?:huis|woning) voor (?:twee|2) gezinnen', 'HAUS', 'ZWEIFAMILIENHAUS'],
    [
      'meergezinswoning(?:en)?|(?:huis|woning) voor (?:drie|vier|vijf|zes|meerdere|[3-9]) gezinnen',
      'HAUS',
      'MEHRFAMILIENHAUS',
    ],
    ['bungalows?', 'HAUS', 'BUNGALOW'],
    // Rare kinds of property by their own word.
    ['sportcomplex(?:en)?|sportaccommodatie(?:s)?', 'FREIZEITIMMOBILIE_GEWERBLICH', 'SPORTANLAGEN'],
    ['koelhuis|koelhuizen|koelcel(?:len)?', 'HALLEN_LAGER_PROD', 'KUEHLHAUS'],
    ['manege(?:s)?|paardenhouderij', 'LAND_UND_FORSTWIRTSCHAFT', 'REITERHOEFE'],
    ['boerderij', 'HAUS', 'BAUERNHAUS'],
    // A castle, a boat's mooring, a kiosk and a high-bay warehouse are the subtypes of their own names; the mooring
    // and the high-bay store before the parking space and the warehouse.
    ['kastelen|kasteel(?:tje)?', 'HAUS', 'SCHLOSS'],
    [
      '(?:boot|jacht)?ligplaats(?:en)?(?: voor (?:een |de )?(?:boot|boten|jacht|sloep))?|aanlegplaats(?:en)?(?: voor (?:een |de )?(?:boot|boten|jacht))?|bootplaats(?:en)?',
      'PARKEN',
      'BOOTSLIEGEPLATZ',
    ],
    ['kiosk(?:en|s)?', 'EINZELHANDEL', 'KIOSK'],
    ['(?:hoogbouw|hoogstapel|hoogregaal)magazijn(?:en)?|hoogbouwopslag', 'HALLEN_LAGER_PROD', 'HOCHREGALLAGER'],
    // A mountain hut (Berghütte) is its own subtype; the word chalet names the subtype Chalet.
    ['(?:berg|alpen|ski|alm)hut(?:ten|je)?', 'HAUS', 'BERGHUETTE'],
    ['chalets?', 'HAUS', 'CHALET'],
    ["datsja'?s?|volkstuinhuis(?:je)?|tuinhuisje op (?:een )?volkstuin", 'HAUS', 'LAUBE-DATSCHE-GARTENHAUS'],
    // A hunting ground is land and forestry's, subtype Jagdrevier; a fish farm the subtype Teich- und Fischwirtschaft.
    ['jacht(?:gebied|terrein|revier|veld)(?:en)?', 'LAND_UND_FORSTWIRTSCHAFT', 'JAGDREVIER'],
    ['viskwekerij(?:en)?|forellenkwekerij(?:en)?|visvijvers?', 'LAND_UND_FORSTWIRTSCHAFT', 'TEICH_UND_FISCHWIRTSCHAFT'],
    // A parking space by its charging point ("parkeerplaats met laadpaal").
    ['laadpa(?:al|len)|laadpunt(?:en)?|laadstation(?:s)?|wall ?box', 'PARKEN', 'PARKPLATZ_STROM'],
    // A lock-up garage on its own is a single garage.
    ['garagebox(?:en)?', 'PARKEN', 'EINZELGARAGE'],
    ['parkeerplaats(?:en)?|parkeerplek', 'PARKEN'],
    ['bouwgrond|bouwkavel', 'GRUNDSTUECK'],
    ['grond|kavels?|perceel', 'GRUNDSTUECK'],
    ['praktijkruimte|praktijk', 'BUERO_PRAXEN', 'PRAXIS'],
    ['co-?working\\p{L}*', 'BUERO_PRAXEN', 'COWORKING'],
    ['kantoor(?:ruimte)?|kantoren', 'BUERO_PRAXEN'],
    ['winkel(?:ruimte|pand)?s?|winkels', 'EINZELHANDEL'],
    // A workshop word names the subtype Werkstatt, a production hall is a hall with no subtype.
    ['werkplaats(?:en)?', 'HALLEN_LAGER_PROD', 'WERKSTATT'],
    ['bedrijfshal|productiehal|loods|magazijn|opslagruimte', 'HALLEN_LAGER_PROD'],
    ['hotels?', 'GASTGEWERBE', 'HOTELS'],
    // A guesthouse ("pension", "gastenhuis") is the subtype Pensionen, a discotheque or nightclub Diskothek.
    ['pensions?|gastenhuis|gastenhuizen|bed (?:and|&) breakfast|b&b', 'GASTGEWERBE', 'PENSIONEN'],
    ["discothe(?:ek|ken)|disco'?s?|nachtclubs?", 'GASTGEWERBE', 'DISCOTHEK'],
    ['restaurants?|horeca\\p{L}*|gastenverblijf', 'GASTGEWERBE'],
    // "3 kamer appartement": a number before "kamer" counts rooms, it is no room to let.
    // A room in a shared flat: the flat says where the room is, not what is searched.
    [
      'kamer in (?:een )?(?:gedeeld\\p{L}* (?:appartement|woning|huis)|studentenhuis)|gedeeld\\p{L}* (?:appartement|woning|huis)|kamer in studentenhuis|studentenkamer|(?<!\\d[\\s-]?)kamer',
      'ZIMMER',
    ],
    ['(?:huur|koop)hui(?:s|zen)', 'HAUS'],
    // "app" is how listings and chats shorten the appartement ("app te huur", "2-kamer app").
    ['appartement(?:en)?|app\\.?|flats?|bovenwoning', 'WOHNUNG'],
    ['huis|huizen|woonhuis', 'HAUS'],
  ],
  flatFloors: [['(?:op de )?(?:begane grond|benedenverdieping)|gelijkvloers', 'ERDGESCHOSS']],
  features: [
    ['balkons?', 'balcony'],
    ['dakterras|terras(?:sen)?', 'terrace'],
    ['loggia', 'loggia'],
    ['tuin(?:en)?|achtertuin', 'garden'],
    ['serre|wintertuin', 'winter_garden'],
    ['lift', 'lift'],
    ['parkeergarage', 'underground_parking'],
    ['(?:dubbele |enkele )?garage', 'garage'],
    // Room or a possibility to park: parkeerplaats, parkeergelegenheid, parkeerruimte, parkeermogelijkheid.
    ['parkeer(?:plaats|plek|gelegenheid|ruimte|voorziening|mogelijkheid)(?:en|s)?|parkeren', 'parking'],
    // A storage room (arrecadação, berging, кладовка, kiler, 物置) is a room of its own, not a cellar.
    ['kelder', 'cellar'],
    ['berging(?:en)?', 'storage_room'],
    // The room for washing clothes: wasruimte, washok, waskamer, washuis.
    ['was(?:ruimte|hok|kamer|huis|keuken)(?:s|en)?', 'laundry_room'],
    ['rolstoeltoegankelijk', 'wheelchair_accessible'],
    ['drempelvrij|toegankelijk|gelijkvloers wonen', 'barrier_free'],
    ['gestoffeerd|deels gemeubileerd', 'partly_furnished'],
    ['gemeubileerde?|gemeubelde?', 'furnished'],
    ['open keuken', 'open_kitchen'],
    ['fietsenberging|fietsenstalling|fietsenhok|fietsberging', 'bicycle_room'],
    ['carport', 'carport'],
    ['wellness(?:ruimte)?|spa', 'wellness'],
    // A loading dock by any of its words: laadperron, laaddock, laadplatform, laadkuil, laadbrug.
    ['laad(?:perron|dock|platform|kuil|brug)(?:s|en)?', 'loading_platform'],
    ['(?:boven)?loopkraan|kraan', 'crane'],
    ['alarm(?:systeem|installatie)?|inbraakalarm', 'alarm_system'],
    ['(?:netwerk|data)?bekabeling', 'data_cabling'],
    // Dutch 'ramp' is a disaster: a ramp is a 'hellingbaan'.
    ['(?:rolstoel)?hellingbaan|rolstoelhelling', 'ramp'],
    ['kitchenette|pantry', 'kitchenette'],
    // A kitchen fitted or equipped with its appliances: inbouwkeuken, ingerichte, ingebouwde, uitgeruste keuken.
    ['inbouwkeuken|(?:ingerichte|ingebouwde|uitgeruste) keuken', 'fitted_kitchen'],
    // A pet by its kind allowed or coming along: "hond toegestaan", "onze kat moet mee", "de honden mogen mee", "honden ok".
    [
      'huisdieren (?:toegestaan|welkom|mogen)|huisdieren|(?:hond(?:en)?|kat(?:ten)?|huisdier) (?:\\p{L}+ ){0,2}(?:mag|mogen|moet|moeten) mee|(?:hond(?:en)?|kat(?:ten)?) (?:toegestaan|welkom|ok|oké|okay)',
      'pets_allowed',
    ],
    ['airco|airconditioning', 'air_conditioning'],
    ['open haard', 'fireplace'],
    ['vloerverwarming', 'floor_heating'],
    ['sauna', 'sauna'],
    ['zwembad', 'pool'],
    // "bad" is a bath only where no name follows it: "Bad Ischl", "Bad Aussee" are towns ("met bad en balkon").
    [
      'ligbad|bad(?!\\s+(?!(?:en|of|met|plus|is|moet|gewenst|graag|aanwezig|nodig|zonder)(?![\\p{L}]))\\p{L})',
      'bathtub',
    ],
    // A view by "zicht op" (met zicht op het water), "vrij zicht" or a compound (meerzicht, bergzicht) as by "uitzicht".
    ['uitzicht|zicht op|vrij zicht|(?:meer|berg|zee|water|panorama)zicht', 'view'],
  ],
  outdoor: ['buitenruimte'],
  // "nieuwbouwappartement", "nieuwbouwwoning": new build written onto the type.
  firstOccPrefix: ['nieuwbouw'],
  firstOcc: [
    'nieuwbouw',
    'eerste bewoning',
    // "New" said of the searchers' job, work, life or family (a new job, a new baby) says why they move, not a
    // newly built home.
    'nieuw(?:e)?(?! (?:baan|job|werk|werkplek|functie|leven|baby|partner|school|studie|opleiding|collega\\p{L}*))',
    'nieuw gebouwd',
  ],
  near: [
    [
      '(?:dicht ?bij|in de buurt van|vlak ?bij|bij) (?:de |een |het )?(?:metro|u-bahn|tram|bushalte|station|openbaar vervoer)',
      'transit',
    ],
    [
      '(?:dicht ?bij|in de buurt van|vlak ?bij|bij) (?:de |een )?(?:school|scholen|(?:basis|kleuter)school|basisscholen|middelbare school|kinderopvang)',
      'school',
    ],
    ['(?:dicht ?bij|in de buurt van|vlak ?bij|bij) (?:de |een )?supermarkt(?:en)?', 'supermarket'],
  ],
  noCommission: [
    'zonder provisie',
    'geen makelaarskosten',
    'zonder makelaarskosten',
    'zonder makelaar',
    'courtagevrij',
    // "provisievrij", free of commission, as an adjective too ("provisievrije woning").
    'provisie-?vrij(?:e)?',
    'geen provisie',
    'particulier',
  ],
  sort: [
    [
      'goedkoopste per (?:vierkante meter|m2)(?: eerst)?|(?:laagste )?prijs per (?:vierkante meter|m2)(?: oplopend)?',
      'preis_pro_qm',
    ],
    [
      'grootste oppervlakte(?: eerst)?|(?:(?:gesorteerd )?op )?(?:woon|vloer|perceel)?oppervlakte aflopend|van groot naar klein',
      'flaeche_absteigend',
    ],
    // A sort said from one end to the other or as on top: "van goedkoop naar duur", "goedkoopste bovenaan".
    [
      'goedkoopste(?: eerst| bovenaan)?|prijs oplopend|laagste prijs(?: eerst)?|van goedkoop naar duur',
      'preis_aufsteigend',
    ],
    ['duurste(?: eerst| bovenaan)?|prijs aflopend|hoogste prijs(?: eerst)?|van duur naar goedkoop', 'preis_absteigend'],
    [
      'nieuwste(?: (?:advertenties|aanbiedingen))?(?: eerst| bovenaan)?|laatst (?:geplaatste?|toegevoegde?)(?: eerst)?',
      'neueste',
    ],
    ['grootste(?: eerst)?', 'flaeche_absteigend'],
  ],
  rooms: ['kamers?', 'k'],
  bedrooms: ['slaapkamers?'],
  room: ['kamer'],
  multipliers: [['ton', 1e5]],
  numWords: { een: 1, één: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6 },
  articles: ['een'],
  roomsOf: ['met', 'van'],
  roomWords: [
    // "3-kamerappartement", "4-kamerhuis", "driekamerwoning": the count written onto the word for rooms; what follows
    // ("appartement", "huis") is read as the type.
    ['(\\d{1,2})[\\s-]?kamer-?(?=\\p{L}{2})', 0],
    ['tweekamer-?', 2],
    ['driekamer-?', 3],
    ['vierkamer-?', 4],
    ['vijfkamer-?', 5],
  ],
  // "niet minder dan 60 m²": not less is at least (the longer phrase is found before the max word inside it).
  min: ['minimaal', 'niet minder dan', 'minstens', 'min\\.?', 'meer dan', 'vanaf', 'boven', 'ten minste'],
  max: [
    'tot',
    'goedkoper dan',
    'niet duurder dan',
    'niet meer dan',
    'onder de',
    'maximaal',
    'max\\.?',
    'hoogstens',
    'minder dan',
    'onder',
    'niet meer dan',
    'budget(?: van)?',
    'voor',
  ],
  exact: ['precies', 'exact'],
  orMore: ['of meer', 'en meer', '\\+'],
  orLess: ['of minder'],
  // "About" before a quantity (Lex.approx): the most one pays of a price, the size wanted (a minimum) of an area.
  approx: ['rond(?: de)?', 'ongeveer', 'circa', 'ca\\.?', "zo'n", 'pakweg', 'plusminus', '±', 'omstreeks'],
  between: ['tussen', 'van'],
  join: ['-', 'en', 'tot', 'à', 'a'],
  plot: ['grond', 'perceel', 'kavel'],
  living: ['woonoppervlak(?:te)?', 'woonruimte'],
  area: ['vierkante meters?', 'm²'],
  district: ['(\\d{1,2})(?:e|de|ste) (?:district|bezirk)', '(?:district|bezirk) (\\d{1,2})(?!\\d)'],
  districtWords: [
    ...ordinalDistricts(
      [
        'eerste',
        'tweede',
        'derde',
        'vierde',
        'vijfde',
        'zesde',
        'zevende',
        'achtste',
        'negende',
        'tiende',
        'elfde',
        'twaalfde',
        'dertiende',
        'veertiende',
        'vijftiende',
        'zestiende',
        'zeventiende',
        'achttiende',
        'negentiende',
        'twintigste',
        'eenentwintigste',
        'twee[eë]ntwintigste',
        'drie[eë]ntwintigste',
      ],
      'district|stadsdeel|bezirk',
    ),
    ['eerste district', 1],
    ['tweede district', 2],
    ['derde district', 3],
    ['zevende district', 7],
  ],
  energy: ['energielabel', 'energieklasse', 'label'],
  household: 'gezin(?:nen)?(?: met kinderen)?|met kinderen|kinderen|familie',
  self: 'wij|we|ik|ons|onze|mijn',
  against: '(?<!(?:hebben|heb|hebt|heeft|had|hadden|met) )geen',
  situation: ['werk\\p{L}*\\s+(?:vanuit|van)\\s+huis'],
  moving: 'verhuiz\\p{L}*|verhuis\\p{L}*',
  movedFrom: 'van [^\\s,.;:!?\\d]+(?:\\s+[^\\s,.;:!?\\d]+){0,2}?(?=\\s+naar\\s)',
  refused: [
    ['zonder (?:handicap|beperking)|geen gehandicapten', 'disability'],
    // People with a disability wished away ("geen huisgenoten met een handicap"): up to three words between.
    ['(?:geen|zonder) (?:\\p{L}+ ){1,3}met (?:een )?(?:handicap|beperking)|geen gehandicapte \\p{L}+', 'disability'],
    // People named by their wheelchair ("geen rolstoelgebruikers in het gebouw", "geen buren in een rolstoel").
    [
      '(?:geen|zonder) (?:\\p{L}+ ){0,2}rolstoelgebruikers?|(?:geen|zonder) (?:\\p{L}+ )?(?:mensen|buren|huurders|bewoners|huisgenoten) in (?:een )?rolstoel(?:en)?',
      'disability',
    ],
    // The landlord's nationality is a criterion about people, as the neighbours' is.
    [
      '(?:verhuurder|huisbaas|eigenaar) (?:\\p{L}+ ){0,3}(?:nederlands|nederlander|oostenrijks|oostenrijker|turks|turk|arabisch|duits|duitser)\\p{L}*|(?:nederlandse|oostenrijkse|turkse|arabische|duitse|marokkaanse|poolse|belgische|buitenlandse) (?:verhuurder|verhuurster|huisbaas|eigenaar|eigenares)\\p{L}*',
      'origin',
    ],
    // The landlord's, the owner's or the seller's sex wished for with the word's feminine form ("nur von einer
    // Vermieterin", "landlady preferred"), and their age said in words (young, old), are criteria about people as the
    // landlord's nationality is. The feminine word alone ("die Vermieterin möchte keine …") only names who decides.
    [
      '(?:liefst|bij voorkeur|het liefst|graag|alleen|enkel|voorkeur voor)(?: (?:bij|van))?(?: een)? (?:verhuurster|eigenares|huisbazin)|(?:verhuurster|eigenares|huisbazin) (?:\\p{L}+ ){1,3}(?:liever|fijner|beter|prettiger)',
      'gender',
    ],
    [
      '(?:jonge|oude|oudere) (?:verhuurder|verhuurster|huisbaas|huisbazin|eigenaar|eigenares|buren|huisgenoten|medebewoners|bewoners|huurders)',
      'age',
    ],
    ['(?:onder|boven|ouder dan|jonger dan) (?:de )?(?:1[89]|[2-9]\\d) jaar', 'age'],
    // The flatmates', the landlord's, the neighbours' age without the word for years ("verhuurder jonger dan 40"): up
    // to three words between them, no amount, area or distance after it.
    [
      '(?:verhuurder\\p{L}*|huisbaas|eigenaar|huisgeno(?:ot|ten)|medebewoners?|bewoners|huurders|buren) (?:\\p{L}+ ){0,3}(?:onder de|boven de|ouder dan|jonger dan|hoogstens|maximaal) (?:1[89]|[2-9]\\d)(?![\\d%])(?!\\s*(?:m2|m²|euro|eur|€|km|min\\p{L}*|k)(?![\\p{L}]))',
      'age',
    ],
    ['mannelijke|vrouwelijke', 'gender'],
    [
      '(?:buren|huisgenoten|bewoners|huurders) (?:\\p{L}+ ){0,2}(?:nederlanders|turken|marokkanen|buitenlanders|oostenrijkers)|(?:nederlandse|turkse|marokkaanse|buitenlandse|oostenrijkse|arabische) (?:buren|huisgenoten|bewoners|huurders)',
      'origin',
    ],
    // Girls said colloquially ("meiden"); boys only as flatmates ("alleen jongens"), the boy word alone being also
    // children.
    ['vrouw(?:en)?|mannen|dames|heren|meisjes|meiden|(?:alleen|enkel|uitsluitend) (?:jongens|knullen)', 'gender'],
    ['senioren|ouderen|gepensioneerden|jongeren', 'age'],
    ['stel(?:letje)?|koppel', 'family'],
    [
      'moslim\\p{L}*|islam|islamiet\\p{L}*|islamitisch\\p{L}*|orthodox\\p{L}*|atheïst\\p{L}*|gelovig\\p{L}*|protestant\\p{L}*|hindoe\\p{L}*|boeddhist\\p{L}*|christenen|christelijk\\p{L}*|joden|joods\\p{L}*|katholie\\p{L}*|religie\\p{L}*|geloof',
      'religion',
    ],
    [
      'buitenlanders?|zigeuners|vluchteling\\p{L}*|asielzoeker\\p{L}*|statushouder\\p{L}*|staatsburger\\p{L}*|nationaliteit|afkomst|alleen nederlanders|alleen oostenrijkers|allochton\\p{L}*|immigranten',
      'origin',
    ],
    ['getrouwd\\p{L}*|echtpaar|zonder kinderen|alleenstaande\\p{L}*|singles|burgerlijke staat', 'family'],
  ],
  stop: [
    // Greetings, never a misspelt place ("Hallo" is not Hall).
    'hallo',
    // Retirement ("met pensioen"), never a misspelt "pension" (a guesthouse).
    'pensioen',
    // To begin, start or open a business ("een bakkerij beginnen"), never a misspelt "bergingen" (storage rooms).
    'beginnen',
    'begin',
    'begint',
    'starten',
    'openen',
    'hoi',
    'goedendag',
    // The mountains ("uitzicht op de bergen"), never the town of Berg.
    'bergen',
    // "woning" is any dwelling, a flat or a house: no type.
    'woning',
    'woningen',
    'goedkoop',
    'goedkope',
    'oostenrijk',
    'meer',
    'volledig',
    'aan',
    'ik',
    'zoek',
    'zoeken',
    'we',
    'wij',
    'een',
    'de',
    'het',
    'in',
    'met',
    'en',
    'of',
    'van',
    'voor',
    'bij',
    'nabij',
    'buurt',
    'omgeving',
    'euro',
    'prijs',
    'budget',
    'centrum',
    'stad',
    'rustig\\p{L}*',
    'licht\\p{L}*',
    'grote?',
    'kleine?',
    'mooie?',
    'wenen',
    'eerst',
    'gesorteerd',
    'op',
    'die',
    'dat',
    'heeft',
    'maand',
    'niet',
    'graag',
    'wonen',
    'mag',
    'kosten',
    // Everyday words that are also villages of the gazetteer (Weer in Tyrol): never read as a place.
    'weer',
    'wat',
    // "welke woning kopen": which one to buy.
    'welke?',
    'wordt',
    'morgen',
  ],
};
