/** Italian words of the natural-language search; the fields are described on `Lex` in ./shared. */
import { EMPTY, type Lex, ordinalDistricts } from './shared';

export const it: Lex = {
  ...EMPTY,
  bounded: true,
  // The advertiser's forms too: vendesi, vendo (for sale), affittasi, affitto (for rent).
  buy: ['comprare', 'acquisto', 'in vendita', 'vendita', 'acquistare', 'compro', 'da comprare', 'vendesi', 'vendo'],
  rent: ['affitto', 'in affitto', 'affittare', 'affitasi', 'affittasi', 'locazione', 'noleggio'],
  // A rent with its running costs ("all costs included") after the amount is a month's rent, as "warm" is.
  perMonth: ['al mese', 'mensili?', '/ ?mese', 'mensilmente', 'tutto compreso', 'spese (?:comprese|incluse)'],
  types: [
    // A vineyard or wine estate is land and forestry's, subtype Weinbau; first, before farms and plots.
    ['vignet[oi]|aziend[ae] (?:viti)?vinicol[ae]|tenut[ae] vinicol[ae]', 'LAND_UND_FORSTWIRTSCHAFT', 'WEINBAU'],
    ['appartament[oi] (?:per le |per |delle )?vacanz[ae]|appartament[oi] vacanz[ae]', 'WOHNUNG', 'FERIENWOHNUNG'],
    ['cas[ae] (?:per le |per |delle )?vacanz[ae]|cas[ae] vacanz[ae]', 'HAUS', 'FERIENHAUS'],
    // A second home names why one buys, not a holiday house: a house, no subtype.
    ['seconda casa', 'HAUS'],
    ['attico|attici|penthouse', 'WOHNUNG', 'PENTHOUSE'],
    ['maisonette|duplex', 'WOHNUNG', 'MAISONETTE'],
    ['mansard[ae]|mansardat[oaie]|sottotett[oi]', 'WOHNUNG', 'DACHGESCHOSS'],
    // A flat on the ground floor or half below it; a shop "al piano terra" is no flat.
    [
      '(?:appartament[oi]|bilocale|trilocale|quadrilocale|alloggio|app\\.?|appartam\\.?) (?:al |a )?(?:piano terra|pianoterra|pianterreno|piano terreno)',
      'WOHNUNG',
      'ERDGESCHOSS',
    ],
    [
      '(?:appartament[oi]|bilocale|trilocale|quadrilocale|alloggio|app\\.?|appartam\\.?) (?:al |in )?seminterrat[oi]',
      'WOHNUNG',
      'SOUTERRAIN',
    ],
    ['loft|monolocale|studio', 'WOHNUNG', 'LOFT-STUDIO-ATELIER'],
    ['villett[ae] a schiera|cas[ae] a schiera', 'HAUS', 'REIHENHAUS'],
    [
      '(?:cas[ae]|villett[ae]|vill[ae]) bifamiliar[ei]|bifamiliar[ei]|cas[ae] per (?:due|2) famiglie',
      'HAUS',
      'ZWEIFAMILIENHAUS',
    ],
    ['cas[ae] per (?:tre|quattro|cinque|più|[3-9]) famiglie|cas[ae] plurifamiliar[ei]', 'HAUS', 'MEHRFAMILIENHAUS'],
    ['cas[ae] semi-?i?ndipendent[ei]', 'HAUS', 'DOPPELHAUSHAELFTE'],
    ['bungalow', 'HAUS', 'BUNGALOW'],
    // A villetta is a small detached house, the plain type; a villa is the grand one.
    ['villett[ae]', 'HAUS'],
    ['villa|ville', 'HAUS', 'VILLA'],
    // A subtype named by its own word in the language: a castle, a prefab house, a riding stable, a kiosk, a cold
    // store, a boat mooring, a petrol station, a bar or a nightclub (as Schloss, Fertighaus, Reiterhof, Kiosk,
    // Kühlhaus, Bootsliegeplatz, Tankstelle, Bar, Diskothek in the listings); "pensione" is the guesthouse.
    ['castell[oi]', 'HAUS', 'SCHLOSS'],
    ['cas[ae] prefabbricat[ae]|vill[ae] prefabbricat[ae]|prefabbricat[oi]', 'HAUS', 'FERTIGHAUS'],
    ['maneggi(?:o)?|centr[oi] (?:ippic[oi]|equestr[ei])|scuderi[ae]', 'LAND_UND_FORSTWIRTSCHAFT', 'REITERHOEFE'],
    ['chiosco|chioschi', 'EINZELHANDEL', 'KIOSK'],
    [
      '(?:magazzin[oi]|deposit[oi]|capannon[ei]) frigorifer[oi]|cell[ae] frigorifer[ae]',
      'HALLEN_LAGER_PROD',
      'KUEHLHAUS',
    ],
    ['post[oi] barca|ormeggi(?:o)?', 'PARKEN', 'BOOTSLIEGEPLATZ'],
    [
      'distributor[ei] (?:di )?(?:benzina|carburante|carburanti)|stazion[ei] di servizio|aree? di servizio',
      'SONSTIGE',
      'TANKSTELLE',
    ],
    ['bar', 'GASTGEWERBE', 'BAR'],
    ['discotec(?:a|he)', 'GASTGEWERBE', 'DISCOTHEK'],
    ['pension[ei]', 'GASTGEWERBE', 'PENSIONEN'],
    ['(?:palazz|immobil|stabil|edifici)[oie] (?:a|da) reddito', 'ZINSHAUS_RENDITEOBJEKT'],
    ['casa indipendente|casa singola', 'HAUS'],
    // A mountain hut (baita, rifugio, malga: Berghütte, Almhütte) is its own subtype; the word chalet names the
    // subtype Chalet.
    ['baita|baite|rifugi[oi](?: (?:di |in )?montagna| alpin[oi])?|malga|malghe', 'HAUS', 'BERGHUETTE'],
    ['chalet', 'HAUS', 'CHALET'],
    ['dacia|dacie', 'HAUS', 'LAUBE-DATSCHE-GARTENHAUS'],
    // "rustico" is the subtype's own name (Rustico: a stone farmhouse of the south), the other farm words a farmhouse.
    ['rustic[oi]', 'HAUS', 'RUSTICO'],
    ['casale|cascina|casa di campagna|casa colonica|agriturismo', 'HAUS', 'BAUERNHAUS'],
    // A parking space by its charging point ("posto auto con colonnina di ricarica").
    [
      "colonnin[ae](?: di ricarica| elettric(?:a|he))?|(?:punt|stazion)[oie] di ricarica|wall ?box|ricarica (?:per (?:l['’]|le )?)?auto elettric(?:a|he)",
      'PARKEN',
      'PARKPLATZ_STROM',
    ],
    ['posti? auto|box auto|parcheggio', 'PARKEN'],
    // A hunting ground is land and forestry's, subtype Jagdrevier; a fish farm the subtype Teich- und Fischwirtschaft.
    ['(?:riserv|zon|tenut)[ae] di caccia|(?:terren|territori)[oi] di caccia', 'LAND_UND_FORSTWIRTSCHAFT', 'JAGDREVIER'],
    [
      'allevament[oi] (?:ittic[oi]|di (?:pesci|trote))|piscicoltur[ae]|troticoltur[ae]|laghett[oi] di pesca',
      'LAND_UND_FORSTWIRTSCHAFT',
      'TEICH_UND_FISCHWIRTSCHAFT',
    ],
    // A building lot ("lotto edificabile", "lotto di terreno", "lotto dove costruire") is a plot; "lotto" alone is
    // also a lottery.
    [
      'terreno edificabile|lott[oi] (?:edificabil[ei]|di terreno)|lott[oi](?= (?:dove|per) (?:\\p{L}+ ){0,2}(?:costruire|edificare))|aree? edificabil[ei]',
      'GRUNDSTUECK',
    ],
    ['terreni?', 'GRUNDSTUECK'],
    ['studio medico', 'BUERO_PRAXEN', 'PRAXIS'],
    ['(?:spazi[oi] (?:di )?)?co-?working', 'BUERO_PRAXEN', 'COWORKING'],
    ['ufficio|uffici', 'BUERO_PRAXEN'],
    // Premises for a restaurant or bar (locale gastronomico, locale per la ristorazione) are a hospitality business.
    [
      'local[ei] (?:gastronomic[oi]|(?:per (?:la )?|di |da )?ristorazione)|spazi[oi] (?:per (?:la )?)?ristorazione',
      'GASTGEWERBE',
    ],
    ['negozio|negozi|locale commerciale', 'EINZELHANDEL'],
    // "deposito" is a storage building; "deposito cauzionale", "deposito cauzione", "di garanzia" and "senza deposito"
    // are a rent deposit.
    // A workshop word names the subtype Werkstatt, a production hall is a hall with no subtype.
    ['officin[ae]', 'HALLEN_LAGER_PROD', 'WERKSTATT'],
    [
      'magazzin[oi]|capannon[ei]|spazi[oi] industrial[ei]|local[ei] industrial[ei]|(?<!senza )deposit[oi](?! (?:cauzion\\p{L}*|di garanzia|mensil\\p{L}*))',
      'HALLEN_LAGER_PROD',
    ],
    ['hotel|albergo|alberghi', 'GASTGEWERBE', 'HOTELS'],
    ['ristorante|ristoranti|b&b|agriturismo', 'GASTGEWERBE'],
    // A room in a shared flat: the flat says where the room is, not what is searched.
    [
      'stanza\\s+(?:\\p{L}+\\s+)?in (?:un |una )?(?:appartamento|casa) condivis[oa]|(?:appartamento|casa) condivis[oa]|stanza singola|posto letto',
      'ZIMMER',
    ],
    // A room in a students' flat is a room in a flat share too.
    ['stanz[ae]\\s+(?:\\p{L}+\\s+)?in (?:un |una )?(?:appartamento|casa) (?:per|di|da) studenti', 'ZIMMER'],
    // Listings shorten the flat by its rooms ("bilo", "trilo") and its word ("app.", "appartam.").
    ['appartament[oi]|bilocale|trilocale|quadrilocale|alloggio|bilo|trilo|app\\.?|appartam\\.?', 'WOHNUNG'],
    ['casa|case|abitazione', 'HAUS'],
  ],
  flatFloors: [['(?:al |a |in )?(?:piano terra|pianoterra|pianterreno|piano terreno)', 'ERDGESCHOSS']],
  features: [
    ['balcon[ei]', 'balcony'],
    ['terrazz[oi]|terrazza', 'terrace'],
    ['loggia', 'loggia'],
    ["giardin[oi] d['’]inverno|veranda", 'winter_garden'],
    ['giardin[oi]', 'garden'],
    ['ascensore', 'lift'],
    // Before the garage: an underground car park is its own feature.
    // A parking space in the underground car park is that one feature, the space no second one.
    [
      "(?:(?:posto auto|posto macchina|parcheggio|box)\\s+(?:in|nel|nell'|nella)\\s*)?(?:garage sotterraneo|box sotterraneo|parcheggio sotterraneo|autorimessa sotterranea)",
      'underground_parking',
    ],
    ['posto auto coperto|tettoia (?:per )?auto|carport', 'carport'],
    // "box auto singolo", "garage doppio": the garage named as for one or two cars (a parking subtype when searched).
    ['box auto (?:doppi|singol)[oa]|(?:garage|box)(?: doppi[oa]| singol[oa])?', 'garage'],
    ['posto (?:auto|macchina)|posteggio|parcheggio', 'parking'],
    ['cantina', 'cellar'],
    ['accessibile (?:in|con|alle|per) sedi[ae] a rotelle|per sedie a rotelle', 'wheelchair_accessible'],
    // A home fitted for people with a disability ('adatto a disabili', 'per persone con mobilità ridotta').
    [
      '(?:adatt|attrezzat|predispost|idone)[oa] (?:a|ai|per) (?:persone )?(?:disabili|con (?:disabilità|mobilità ridotta))|per (?:persone )?(?:disabili|con mobilità ridotta)',
      'barrier_free',
    ],
    ['senza barriere|senza ostacoli|accessibile', 'barrier_free'],
    ['parzialmente arredat[oa]', 'partly_furnished'],
    ['arredat[oai]|ammobiliat[oa]', 'furnished'],
    ['cucina a vista|cucina aperta|cucina open space', 'open_kitchen'],
    ['ripostigli[oi]|sgabuzzin[oi]', 'storage_room'],
    ['lavanderia|locale lavanderia', 'laundry_room'],
    // A building under heritage protection: "edificio storico vincolato", "immobile vincolato".
    [
      '(?:edifici|immobil|palazz|stabil)[oie] (?:storic[oi] )?vincolat[oi]|vincolo (?:storico|monumentale)',
      'listed_building',
    ],
    ['(?:locale|deposito|rimessa) (?:per )?bici(?:clette)?', 'bicycle_room'],
    ['(?:area|zona|centro) (?:benessere|wellness)|wellness|spa', 'wellness'],
    ['baia di carico|piano di carico|piattaform[ae] di carico', 'loading_platform'],
    ['carroponte|gru', 'crane'],
    ["(?:impianto (?:d'|di )?)?allarme|antifurto", 'alarm_system'],
    ['cablaggio(?: strutturato| di rete| dati)?|rete dati', 'data_cabling'],
    ['rampa(?: di accesso)?|rampe', 'ramp'],
    ['angolo cottura', 'kitchenette'],
    ['cucina attrezzata', 'fitted_kitchen'],
    // A pet with a word of acceptance: "cane ammesso", "gatti benvenuti", "cani ok".
    [
      'animali ammessi|animali domestici ammessi|animali|(?:cani|cane|gatti|gatto) (?:ammess[io]|accettat[io]|benvenut[io]|consentit[io]|ok|okay)',
      'pets_allowed',
    ],
    ['aria condizionata|climatizzat[oa]|climatizzazione|clima', 'air_conditioning'],
    ['camino|caminetto', 'fireplace'],
    ['riscaldamento a pavimento', 'floor_heating'],
    ['sauna', 'sauna'],
    ['piscina', 'pool'],
    ['vasca da bagno', 'bathtub'],
    ['vista(?: lago| montagne)?', 'view'],
  ],
  outdoor: ['spazio esterno', 'spazi esterni', 'esterno'],
  firstOcc: [
    'nuova costruzione',
    // "New" said of the searchers' job, work, life or family (a new job, a new baby) says why they move, not a
    // newly built home.
    '(?<!(?:lavoro|impiego|vita) )nuov[oaie](?! (?:lavoro|impiego|posto di lavoro|incarico|vita|bambin\\p{L}*|scuola|compagn[oa]|collega))',
    'primo ingresso',
    'prima occupazione',
    'di nuova costruzione',
    'mai abitat[oaie]',
  ],
  near: [
    [
      'vicin[oa] (?:alla |alle |al |a una |a un |ai |a )?(?:metro(?:politana)?|u-bahn|tram|fermata|stazione|mezzi pubblici)',
      'transit',
    ],
    [
      "vicin[oa] (?:alla |a una |alle |all['’]|a )?(?:scuol[ae](?: elementar[ei]| primari[ae]| medi[ae])?|asilo)",
      'school',
    ],
    ['vicin[oa] (?:al |a un |ai |a )?supermercat[oi]', 'supermarket'],
  ],
  // Any word for none before the commission ("senza", "niente", "nessuna", "zero", "no"): no commission.
  noCommission: [
    '(?:senza|niente|nessuna|zero|no) (?:provvigion[ei]|commission[ei])',
    'senza agenzia',
    'da privato',
    'no agenzie',
  ],
  sort: [
    [
      // The price per area also as a unit with a slash: "ordinati per prezzo/mq", "€/m2".
      '(?:i |le )?più economic[ih]e? al (?:mq|m2|metro quadro)(?: prima)?|prezzo al (?:mq|m2|metro quadro)(?: crescente| più basso)?|(?:ordinat[eiao] per )?(?:prezzo|€|euro) ?/ ?(?:mq|m2|metro quadro)',
      'preis_pro_qm',
    ],
    // From one end of the prices to the other: the end named first comes first ("dal più caro al più economico").
    [
      // Dear is "caro" or "costoso".
      '(?:dal|dalla|dai|dalle) più (?:car|costos)[oaie] (?:al|alla|ai|alle) più (?:economic(?:[oai]|he)|bass[oaie])',
      'preis_absteigend',
    ],
    [
      'superficie decrescente|(?:i |le )?più grand[ie] per (?:superficie|metratura)|dal più grande al più piccolo',
      'flaeche_absteigend',
    ],
    // The adjective agrees with the listings it sorts: dalla più economica, le più care prima.
    [
      'dal più economico al più (?:caro|costoso)|(?:(?:ordinat[eiao] )?(?:dal|dalla|dai|dalle) )?(?:più economic(?:[oai]|he)|men[oa] (?:car|costos)[oiae])(?: prima)?|prezzo crescente',
      'preis_aufsteigend',
    ],
    [
      '(?:(?:ordinat[eiao] )?(?:dal|dalla|dai|dalle) )?più (?:car|costos)[oiae](?: prima)?|prezzo decrescente',
      'preis_absteigend',
    ],
    // By the price itself: "dal prezzo più alto", "prima il prezzo più basso", "prezzo più alto in cima".
    [
      '(?:(?:ordinat[eiao] )?dal |prima (?:il )?|(?:il )?)prezzo più alto(?: prima| in cima| in alto| per primo)?',
      'preis_absteigend',
    ],
    [
      '(?:(?:ordinat[eiao] )?dal |prima (?:il )?|(?:il )?)prezzo più basso(?: prima| in cima| in alto| per primo)?',
      'preis_aufsteigend',
    ],
    // New listings first ("prima i nuovi annunci", "annunci più nuovi prima"): the sort, not a new building.
    [
      // Sorted by novelty ("ordinati dai più nuovi", "per novità", "il più nuovo prima"): the listings' age, not a new
      // building.
      '(?:i )?più recent[ie](?: prima)?|(?:gli )?ultimi(?: annunci)?(?: prima| in cima| in alto| per primi)|(?:prima )?(?:i |gli )?(?:nuovi annunci|annunci (?:più )?nuovi)(?: prima)?|(?:ordinat[eiao] )?(?:dai|dalle) più nuov[ie](?: prima)?|(?:ordinat[eiao] )?per novità|(?:prima )?(?:il|la|i) più (?:nuov[oaie]|recent[ei])(?: prima| in cima| per primo)?',
      'neueste',
    ],
    ['(?:i )?più grand[ie](?: prima)?', 'flaeche_absteigend'],
  ],
  rooms: ['locali', 'vani', 'stanze', 'stanza', 'camere'],
  bedrooms: ['camere da letto'],
  room: ['stanza', 'stanzetta', 'camera(?! da letto)'],
  numWords: { un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5 },
  articles: ['una', 'un'],
  roomsOf: ['di', 'con', 'da'],
  roomWords: [
    ['monolocale', 1],
    ['bilocale', 2],
    ['trilocale', 3],
    ['bilo', 2],
    ['trilo', 3],
    ['quadrilocale', 4],
    ['pentalocale', 5],
  ],
  // "non meno di 60 m²": not less is at least (the longer phrase is found before the max word inside it).
  min: ['almeno', 'non meno di', 'minimo', 'min\\.?', 'più di', 'oltre', 'da', 'a partire da', 'sopra'],
  max: [
    'fino a',
    'massimo',
    'max\\.?',
    'meno di',
    'sotto (?:i|ai|gli|le)',
    'sotto',
    'non più di',
    // "non oltre 800": the minimum word negated is a maximum.
    'non oltre',
    'budget(?: di)?',
    'entro',
    'per',
  ],
  exact: ['esattamente'],
  orMore: ['o più', 'e più', '\\+'],
  orLess: ['o meno'],
  // "About" before a quantity (Lex.approx): the most one pays of a price, the size wanted (a minimum) of an area.
  approx: [
    'circa',
    'intorno a(?:i|gli|lle)?',
    'attorno a(?:i|gli|lle)?',
    'sui',
    'sugli',
    'sulle',
    'più o meno',
    'piu o meno',
    "all'incirca",
  ],
  between: ['tra', 'fra', 'da'],
  join: ['-', 'e', 'a'],
  plot: ['terreno', 'lotto'],
  living: ['abitabili', 'superficie'],
  area: ['metri quadr[ia]ti', 'metri quadri', 'mq', 'metri'],
  district: ['(\\d{1,2})[°º]? (?:distretto|bezirk|quartiere)', '(?:distretto|quartiere) (\\d{1,2})(?!\\d)'],
  districtWords: [
    ...ordinalDistricts(
      [
        'primo',
        'secondo',
        'terzo',
        'quarto',
        'quinto',
        'sesto',
        'settimo',
        'ottavo',
        'nono',
        'decimo',
        'undicesimo',
        'dodicesimo',
        'tredicesimo',
        'quattordicesimo',
        'quindicesimo',
        'sedicesimo',
        'diciassettesimo',
        'diciottesimo',
        'diciannovesimo',
        'ventesimo',
        'ventunesimo',
        'ventiduesimo',
        'ventitreesimo',
      ],
      'distretto|circoscrizione|municipio',
    ),
    ['primo distretto', 1],
    ['secondo distretto', 2],
    ['terzo distretto', 3],
    ['settimo distretto', 7],
    ['ottavo distretto', 8],
  ],
  energy: ['classe energetica', 'classe'],
  household: 'famigli[ae](?: con (?:bambini|figli))?|con (?:bambini|figli)|bambini',
  self: 'siamo|noi|io|nostr\\p{L}*|mio|mia|miei|mie|abbiamo|ho',
  // The master or owner of the house is the landlord ("il padrone di casa"), whose house is no type wished for.
  situation: ['lavor\\p{L}*\\s+(?:da|a|in)\\s+casa', '(?:padron[ea]|proprietari[oa]) (?:di|della) casa'],
  moving: 'trasfer\\p{L}*|trasloc\\p{L}*',
  movedFrom: 'da [^\\s,.;:!?\\d]+(?:\\s+[^\\s,.;:!?\\d]+){0,2}?(?=\\s+a\\s)',
  refused: [
    // "niente vicini disabili": the people named, then their disability, up to three words between.
    ['senza disabilità|non disabili|(?:niente|nessun[oa]?) (?:\\p{L}+ ){0,3}disabili', 'disability'],
    // People with a disability wished away ("niente coinquilini con disabilità"): up to three words between.
    ['(?:niente|nessun[oa]?|senza) (?:\\p{L}+ ){1,3}con (?:una )?disabilità', 'disability'],
    // People named, then their wheelchair ("niente persone in sedia a rotelle"); "accessibile in sedia a rotelle" is
    // the home's access.
    [
      '(?:niente|nessun[oa]?|senza) (?:\\p{L}+ )?(?:persone|gente|vicini|inquilini|coinquilini|residenti|condomini) (?:\\p{L}+ )?(?:in|su) sedi[ae] a rotelle',
      'disability',
    ],
    ['(?:sotto|sopra|oltre|più di|meno di) (?:i |gli )?(?:1[89]|[2-9]\\d) anni', 'age'],
    ['maschi(?:li)?|femmine|femminili', 'gender'],
    // The landlord's nationality: "il proprietario è italiano", "un proprietario austriaco", "il padrone di casa deve
    // essere tedesco".
    [
      '(?:proprietari[oa]|padron[ea] di casa|locator[ei]|affittuari[oa]) (?:\\p{L}+ ){0,3}(?:italian|austriac|tedesc|arab|turc|rumen|african|asiatic|stranier|cines|russ|polacc)\\p{L}*',
      'origin',
    ],
    // The landlord's, the owner's or the seller's sex wished for with the word's feminine form ("nur von einer
    // Vermieterin", "landlady preferred"), and their age said in words (young, old), are criteria about people as the
    // landlord's nationality is. The feminine word alone ("die Vermieterin möchte keine …") only names who decides.
    [
      '(?:preferibilmente|meglio|possibilmente|idealmente|solo|soltanto)(?: (?:con|da))?(?: una)? (?:proprietaria|padrona di casa|locatrice)',
      'gender',
    ],
    [
      '(?:giovane|anzian[oa]) (?:proprietari[oa]|padron[ea] di casa|locator[ei]|locatrice)|(?:proprietari[oa]|padron[ea] di casa|locator[ei]|locatrice) (?:giovane|anzian[oa])',
      'age',
    ],
    [
      '(?:vicini|inquilini|coinquilini) (?:\\p{L}+ ){0,2}(?:italiani|arabi|africani|asiatici|turchi|austriaci|rumeni)|solo (?:arabi|africani|asiatici|turchi|rumeni)',
      'origin',
    ],
    ['donn[ae]|uomini|uomo|ragazz[ae]|signor[ae]', 'gender'],
    // Only young men as flatmates ("solo ragazzi"): "ragazzi" alone is also young people of both sexes.
    ['(?:solo|soltanto|solamente) (?:per )?ragazzi|ragazzi (?:solo|soltanto)', 'gender'],
    ['anziani|pensionati|giovani', 'age'],
    ['coppi[ae]', 'family'],
    [
      'musulman\\p{L}*|islam|islamic\\p{L}*|buddhist\\p{L}*|induist\\p{L}*|ortodoss\\p{L}*|evangelic\\p{L}*|protestant\\p{L}*|cristian\\p{L}*|ebre[ioe]|ebrea|cattolic\\p{L}*|religio\\p{L}*',
      'religion',
    ],
    [
      'stranieri|zingar[io]|profughi|profugo|rifugiat[io]|richiedenti asilo|cittadini|cittadinanza|nazionalità|origine|solo italiani|solo austriaci|immigrati',
      'origin',
    ],
    ['sposat[ie]|coppia sposata|senza figli|single|stato civile', 'family'],
    // "Only for" and a people's name (solo per italiani, só para brasileiros, solo para peruanos, uniquement pour des
    // Italiens): a criterion of origin; last, so age, gender and family words are read first.
    [
      'solo (?:per )?(?:gli |i )?(?!cani|gatti|animali|coinquilin|inquilin|vicin|giovan|anzian|person)\\p{L}+(?:ani|ini|esi|eni)',
      'origin',
    ],
  ],
  stop: [
    // Greetings, never a misspelt place ("Hallo" is not Hall).
    'ciao',
    'salve',
    'buongiorno',
    'cerco',
    'cerchiamo',
    'vorrei',
    'un',
    'uno',
    'una',
    'il',
    'lo',
    'la',
    'le',
    'gli',
    'i',
    "l'",
    'in',
    'a',
    'ad',
    'con',
    'e',
    'o',
    'di',
    'del',
    'della',
    'vicino',
    'per',
    'da',
    'zona',
    'euro',
    'prezzo',
    'budget',
    'centro',
    'città',
    'tranquill[oa]',
    'luminos[oa]',
    'grande',
    'piccol[oa]',
    'bell[oa]',
    'vienna',
    // The verbs of a plot's purpose ("lotto dove edificare una casa"), never a misspelt building word ("edifici").
    'costruire',
    'edificare',
    'prima',
    'ordinati',
    'che',
    'sia',
    'mese',
    'con',
    'non',
    'mq',
    'abitare',
    // Thanks ("grazie mille"), one letter from Graz: never a misspelt place.
    'grazie',
    // Arrived ("appena arrivata a Vienna"), two letters from "arredata": a word of the language, never a misspelt
    // "furnished".
    'arrivat[oaie]',
  ],
};
