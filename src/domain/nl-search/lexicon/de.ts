/** German words of the natural-language search; the fields are described on `Lex` in ./shared. */
import { EMPTY, type Lex, ordinalDistricts } from './shared';

/**
 * Near, with its preposition and article: "nahe der Schule", "in der Nähe vom Bahnhof", "nah beim Supermarkt", "nahe
 * bei einer Haltestelle".
 */
const NEAR =
  '(?:nahe?|n(?:ä|ae)he|in der n(?:ä|ae)he) (?:beim |bei (?:der |einer |einem |dem )?|der |einer |eines |von |vom |zur |zum |zu |dem |einem )?';

export const de: Lex = {
  ...EMPTY,
  bounded: true,
  buy: [
    'kaufen',
    'kauf',
    'zu kaufen',
    'zum kauf',
    'kaufe',
    'eigentum',
    'eigentums\\p{L}*',
    'zu verkaufen',
    'verkauf',
    // The advertiser's form (verkaufe, vermiete below).
    'verkaufe',
  ],
  rent: [
    'mieten',
    'miete',
    'zur miete',
    'zu mieten',
    'mietwohnung',
    'miet\\p{L}*',
    'pacht',
    'pachten',
    'gemietet',
    'zu vermieten',
    'vermiete',
  ],
  perMonth: [
    'pro monat',
    'im monat',
    'monatlich',
    'mtl\\.?',
    '/ ?monat',
    'p\\.? ?m\\.?',
    'warm',
    'kalt',
    'inkl\\.? (?:bk|betriebskosten|nebenkosten|nk|heizung|strom|allem)',
    'all[- ]?inclusive',
    'alles inklusive',
  ],
  types: [
    // A vineyard or wine estate is land and forestry's, subtype Weinbau; first, before farms and plots.
    ['weing(?:u|ü)t(?:er|e|s)?|weinbaubetrieb(?:e)?|weinberg(?:e)?', 'LAND_UND_FORSTWIRTSCHAFT', 'WEINBAU'],
    // A market garden or nursery ("Gärtnerei", "Gartenbaubetrieb") is land and forestry's, subtype Gartenbau.
    [
      'gärtnerei(?:en|betrieb|betriebe)?|gartenbau(?:betrieb|betriebe|betriebs)?',
      'LAND_UND_FORSTWIRTSCHAFT',
      'GARTENBAU',
    ],
    ['penthouse\\p{L}*', 'WOHNUNG', 'PENTHOUSE'],
    // The set-back top floor's flat ("Attikawohnung", "Attika-Whg.").
    ['attika-?(?:wohnung(?:en)?|whg\\.?)', 'WOHNUNG', 'ATTIKAWOHNUNG'],
    ['maisonette\\p{L}*', 'WOHNUNG', 'MAISONETTE'],
    // Abbreviations as listings write them: DG (Dachgeschoss), EG-Whg (Erdgeschoss).
    // An unconverted attic sold to be built into a flat ("Rohdachboden", "Rohdachböden").
    ['rohdachb(?:o|ö)den\\p{L}*', 'WOHNUNG', 'ROHDACHBODEN'],
    [
      'dachgeschoss\\p{L}*|dg-wohnung|dg|dachwohnung|dachterrassenwohnung|mansarde(?:n|nwohnung(?:en)?)?',
      'WOHNUNG',
      'DACHGESCHOSS',
    ],
    ['gartenwohnung|erdgeschoss\\p{L}*|eg(?=[- ](?:whg|wohnung))', 'WOHNUNG', 'ERDGESCHOSS'],
    ['terrassenwohnung(?:en)?', 'WOHNUNG', 'TERRASSEN'],
    ['souterrain-?wohnung(?:en)?|wohnung im souterrain', 'WOHNUNG', 'SOUTERRAIN'],
    ['loft\\p{L}*|atelier\\p{L}*', 'WOHNUNG', 'LOFT-STUDIO-ATELIER'],
    ['ferienwohnung', 'WOHNUNG', 'FERIENWOHNUNG'],
    ['garconniere|garçonnière|kleinwohnung|single-?wohnung|single-?whg\\.?', 'WOHNUNG', 'APARTMENT'],
    ['villa|villen', 'HAUS', 'VILLA'],
    ['einfamilienhaus|efh', 'HAUS'],
    ['zweifamilienhaus|h(?:a|ä)us(?:er)? für (?:zwei|2) familien', 'HAUS', 'ZWEIFAMILIENHAUS'],
    // A house for three families or more is a multi-family house; its family word names no tenants.
    [
      'mehrfamilienhaus|h(?:a|ä)us(?:er)? für (?:drei|vier|fünf|sechs|mehrere|[3-9]) familien',
      'HAUS',
      'MEHRFAMILIENHAUS',
    ],
    ['doppelhaush(?:ä|ae)lfte|dhh', 'HAUS', 'DOPPELHAUSHAELFTE'],
    // The end, middle and corner houses of a row are subtypes of their own, named before the row house.
    // Each also as listings abbreviate it, as DHH and EFH: REH, RMH, RH.
    ['reihenendh(?:a|ä|ae)us(?:er)?|reh', 'HAUS', 'REIHENEND'],
    ['reihenmittelh(?:a|ä|ae)us(?:er)?|rmh', 'HAUS', 'REIHENMITTEL'],
    ['reiheneckh(?:a|ä|ae)us(?:er)?', 'HAUS', 'REIHENECK'],
    ['reihenhaus|reihenh(?:ä|ae)user|rh', 'HAUS', 'REIHENHAUS'],
    ['bungalow', 'HAUS', 'BUNGALOW'],
    // A farm no longer farmed, sold as a home ("Resthof", "Resthöfe").
    ['resthof(?:e|es)?|resthöfe', 'HAUS', 'RESTHOF'],
    ['bauernhaus|bauernhof', 'HAUS', 'BAUERNHAUS'],
    // A mountain hut (Berghütte, Almhütte, Skihütte, a bare "Hütte") is a house of the subtype Berghütte; the word
    // "Chalet" names its own subtype.
    ['(?:berg|alm|ski|schi)?hütte(?:n)?|almh(?:a|ä)us(?:er)?', 'HAUS', 'BERGHUETTE'],
    ['chalets?', 'HAUS', 'CHALET'],
    // A dacha or an allotment garden's house ("Datsche", "Schrebergartenhaus", "Kleingartenhaus").
    [
      'datsche(?:n)?|(?:schreber|klein)gartenh(?:a|ä)us(?:er|chen)?|gartenlaube(?:n)?',
      'HAUS',
      'LAUBE-DATSCHE-GARTENHAUS',
    ],
    // Subtypes by their own German names, as listings and the glosses of other scripts write them ("プレハブ住宅
    // （Fertighaus）", "古城（Schloss）", "老人ホーム（Seniorenheim）", "高架仓库（Hochregallager）").
    ['fertigh(?:a|ä)us(?:er)?', 'HAUS', 'FERTIGHAUS'],
    ['schlo(?:ss|ß)|schl(?:ö|oe)sser', 'HAUS', 'SCHLOSS'],
    ['senioren(?:heim|residenz)(?:e|en)?|altersheim(?:e)?|altenheim(?:e)?', 'ZINSHAUS_RENDITEOBJEKT', 'SENIORENHEIM'],
    ['pflegeheim(?:e)?', 'ZINSHAUS_RENDITEOBJEKT', 'PFLEGEHEIM'],
    ['hochregallager', 'HALLEN_LAGER_PROD', 'HOCHREGALLAGER'],
    ['speditionslager', 'HALLEN_LAGER_PROD', 'SPEDITIONSLAGER'],
    ['k(?:ü|ue)hlh(?:a|ä)us(?:er)?|k(?:ü|ue)hllager', 'HALLEN_LAGER_PROD', 'KUEHLHAUS'],
    ['kiosk(?:e)?', 'EINZELHANDEL', 'KIOSK'],
    ['tankstelle(?:n)?', 'SONSTIGE', 'TANKSTELLE'],
    // A house for holidays or weekends ("Ferienhäuser", "Wochenendhaus").
    ['(?:ferien|wochenend)h(?:a|ä)us(?:er|chen)?', 'HAUS', 'FERIENHAUS'],
    // A building of flats and shops, or of shops alone, bought for its rents ("Wohn- und Geschäftshaus", "Wohn-/
    // Geschäftshaus", "Geschäftshaus").
    [
      'wohn-? ?(?:und|u\\.?|&|/) ?geschäftsh(?:a|ä)us(?:er)?|wohn-?(?:und-?)?geschäftsh(?:a|ä)us(?:er)?',
      'ZINSHAUS_RENDITEOBJEKT',
      'WOHN_UND_GESCHAEFTSHAUS',
    ],
    ['geschäftsh(?:a|ä)us(?:er)?', 'ZINSHAUS_RENDITEOBJEKT', 'GESCHAEFTSHAUS'],
    ['zinshaus|anlageobjekt|renditeobjekt', 'ZINSHAUS_RENDITEOBJEKT'],
    // A parking space by its charging point ("Stellplatz mit Ladestation", "mit Wallbox", "E-Ladestation").
    [
      '(?:e-?)?lade(?:station|säule|punkt|stelle|möglichkeit)(?:en|n)?(?: für (?:e-?autos?|elektroautos?))?|wallbox(?:en)?',
      'PARKEN',
      'PARKPLATZ_STROM',
    ],
    ['tiefgaragen(?:stell)?platz|tg-platz', 'PARKEN', 'TIEFGARAGENSTELLPLATZ'],
    ['stellplatz|parkplatz|abstellplatz', 'PARKEN'],
    // A place in a garage, to rent or buy on its own: the parking searched, no subtype.
    ['garagen(?:stell)?pl(?:a|ä)tz(?:e)?|garagenbox(?:en)?', 'PARKEN'],
    // A hunting ground ("Jagdrevier", "Eigenjagd", "Genossenschaftsjagd", "Jagdgebiet") is land and forestry's, subtype
    // Jagdrevier; a fish farm ("Fischzucht", "Teichwirtschaft", "Fischteiche") the subtype Teich- und Fischwirtschaft.
    [
      'jagdrevier(?:e)?|jagdgebiet(?:e)?|eigenjagd(?:en)?|genossenschaftsjagd(?:en)?|jagdpacht',
      'LAND_UND_FORSTWIRTSCHAFT',
      'JAGDREVIER',
    ],
    [
      'fischzucht(?:betrieb)?(?:en|e)?|teichwirtschaft(?:en)?|fischteich(?:e)?|fischereibetrieb(?:e)?',
      'LAND_UND_FORSTWIRTSCHAFT',
      'TEICH_UND_FISCHWIRTSCHAFT',
    ],
    // A forest's plot is land and forestry's ("Waldgrundstück", "Forstfläche"); "Wald" alone is also a town's name.
    [
      '(?:wald|forst)(?:grundst(?:ü|ue)ck|fl(?:ä|ae)che|st(?:ü|ue)ck|parzelle|besitz)\\p{L}*|forst(?:e|betrieb)?',
      'LAND_UND_FORSTWIRTSCHAFT',
    ],
    // A building site ("Bauplatz", "Bauplätze", "Bauparzelle") is building land, as Baugrund is.
    ['baugrund|bauland|baugrundst(?:ü|ue)ck|baupl(?:a|ä)tz(?:e)?|bauparzelle(?:n)?', 'GRUNDSTUECK'],
    ['grundst(?:ü|ue)ck\\p{L}*', 'GRUNDSTUECK'],
    ['arztpraxis|praxis|ordination', 'BUERO_PRAXEN', 'PRAXIS'],
    ['co-?working(?:[- ]?(?:spaces?|platz|plätze|büro|fläche))?', 'BUERO_PRAXEN', 'COWORKING'],
    ['b(?:ü|ue)ro\\p{L}*', 'BUERO_PRAXEN'],
    ['gesch(?:ä|ae)ftslokal|ladenlokal|gesch(?:ä|ae)ft|shop|verkaufsfl(?:ä|ae)che', 'EINZELHANDEL'],
    // A workshop word names the subtype Werkstatt, a production hall is a hall with no subtype.
    ['werkst(?:a|ä)tt(?:e|en)?', 'HALLEN_LAGER_PROD', 'WERKSTATT'],
    // A store with an open yard is the subtype of its name; its "Freifläche" is no outdoor space of a home.
    [
      '(?:lager(?:halle|platz)?|halle) mit (?:freifläche|au(?:ß|ss)enfläche|freilager)(?:n)?',
      'HALLEN_LAGER_PROD',
      'LAGER_MIT_FREIFLAECHE',
    ],
    ['lagerhalle|lager|halle|(?:produktions|fertigungs|industrie)hallen?', 'HALLEN_LAGER_PROD'],
    ['hotel(?:s|betrieb)?', 'GASTGEWERBE', 'HOTELS'],
    // A guesthouse ("Pension", "Gästehaus") is the subtype Pensionen; being retired ("in Pension", "nach der
    // Pension", "bis zur Pension", "seit meiner Pension") is no object sought.
    [
      'frühstückspension(?:en)?|gästepension(?:en)?|hotelpension(?:en)?|(?<!(?:in|zur|(?:nach|vor|seit|ab) der|(?:mein|unser|sein|ihr)er) )pension(?:en)?|gästeh(?:a|ä)us(?:er)?',
      'GASTGEWERBE',
      'PENSIONEN',
    ],
    // A discotheque or a dance club is the subtype Diskothek.
    ['dis(?:k|c)othek(?:en)?|disco(?:s)?|tanzlokal(?:e)?|nachtclub(?:s)?', 'GASTGEWERBE', 'DISCOTHEK'],
    // Any compound of "Gastro" ("Gastrolokal", "Gastrobetrieb", "Gastronomiefläche").
    ['gasthaus|gasthof|restaurant|gastro\\p{L}*|lokal', 'GASTGEWERBE'],
    [
      'zimmer in (?:einer )?(?:wg|wohngemeinschaft)|wohngemeinschaft|wg-zimmer|wg zimmer|wg|studentenzimmer|zimmer für (?:eine?n? )?student\\p{L}*',
      'ZIMMER',
    ],
    // ETW (Eigentumswohnung) and MWG (Mietwohnung) as listings abbreviate them.
    // A flat in the colloquial "Bude" ("kleine Bude zum Mieten").
    ['\\p{L}*wohnung(?:en)?|\\p{L}*whg\\.?|apartment|appartement|etw|mwg|bude', 'WOHNUNG'],
    // Any compound of "Haus" but Vienna's district Rudolfsheim-Fünfhaus.
    ['(?!fünfhaus)\\p{L}*h(?:a|ä)us(?:er|chen)?|eigenheim', 'HAUS'],
  ],
  // "im Erdgeschoss", "im Parterre", "im Dachgeschoss", "im Attikageschoss" (the compounds are types).
  flatFloors: [
    ['erdgeschoss|parterre', 'ERDGESCHOSS'],
    ['dachgeschoss', 'DACHGESCHOSS'],
    ['attika(?:geschoss)?', 'ATTIKAWOHNUNG'],
  ],
  features: [
    [
      '(?:hunde?|katzen?|haustiere?) (?:muss |müssen |ist |sind |soll |sollen |darf |dürfen )?(?:erlaubt|gestattet|willkommen|ok|okay)(?: sein)?|(?:hunde?|katzen?|haustiere?) (?:muss |müssen |darf |dürfen )mit',
      'pets_allowed',
    ],
    // Listings abbreviate the balcony "Blk" as they do the rooms "Zi".
    ['balkon(?:e|en)?|blk\\.?', 'balcony'],
    ['dachterrasse|terrasse(?:n)?', 'terrace'],
    // A balcony or terrace by the side it faces ("Südbalkon", "Westterrasse") is one (each alternative a plain
    // word, as the spelling corrections read them).
    ['südbalkon(?:e|en)?|nordbalkon(?:e|en)?|ostbalkon(?:e|en)?|westbalkon(?:e|en)?|eckbalkon(?:e|en)?', 'balcony'],
    ['südterrasse(?:n)?|ostterrasse(?:n)?|westterrasse(?:n)?', 'terrace'],
    ['loggia', 'loggia'],
    // A garden of one's own or a share of one ("Gartenanteil", "Gartenmitbenützung", "Privatgarten").
    [
      'eigengarten|garten|gärten|garten(?:anteil|mitbenützung|mitbenutzung|benützung|nutzung|fläche|zugang)(?:e|en|s)?|(?:privat|haus|vor)g(?:a|ä)rten?',
      'garden',
    ],
    ['wintergarten', 'winter_garden'],
    ['lift|aufzug|fahrstuhl', 'lift'],
    // A parking space in the underground car park is that one feature, the space no second one.
    ['(?:(?:park|stell|autoabstell)platz (?:in der|im|in einer) )?tiefgarage', 'underground_parking'],
    ['(?:doppel|einzel)?garage', 'garage'],
    // Plural and dative too ("mit zwei Stellplätzen", "mit Parkplätzen").
    ['(?:park|stell|autoabstell)pl(?:a|ä)tz(?:e|en)?', 'parking'],
    ['carport', 'carport'],
    ['keller(?:abteil)?', 'cellar'],
    ['abstellr(?:au|äu)m(?:e|en)?|abstellkammer|lagerraum im keller', 'storage_room'],
    ['barrierefrei\\p{L}*', 'barrier_free'],
    ['rollstuhlgerecht|f(?:ü|ue)r rollstuhlfahrer\\p{L}*', 'wheelchair_accessible'],
    ['teilm(?:ö|oe)bliert\\p{L}*', 'partly_furnished'],
    ['m(?:ö|oe)bliert\\p{L}*|eingerichtet\\p{L}*', 'furnished'],
    ['offene[nrms]? k(?:ü|ue)che', 'open_kitchen'],
    ['fahrradr(?:au|äu)m(?:e|en)?|fahrradkeller|fahrradabstellraum|radraum', 'bicycle_room'],
    ['wellness(?:bereich|oase)?|spa-bereich', 'wellness'],
    ['laderampe|verladerampe', 'loading_platform'],
    ['kran(?:bahn|anlage)?', 'crane'],
    ['alarmanlage\\p{L}*|alarmsystem\\p{L}*|einbruchmeldeanlage\\p{L}*', 'alarm_system'],
    ['(?:edv|netzwerk|daten)-?verkabelung|verkabelung', 'data_cabling'],
    ['rollstuhlrampe|auffahrtsrampe|zufahrtsrampe|rampe', 'ramp'],
    ['kochnische|teek(?:ü|ue)che|pantryk(?:ü|ue)che', 'kitchenette'],
    ['einbauk(?:ü|ue)che|ebk', 'fitted_kitchen'],
    // Keeping pets in one word too: "Haustierhaltung erlaubt", "Tierhaltung gestattet".
    [
      'haustiere? erlaubt|haustiere|hund erlaubt|(?:(?:haus)?tier|hunde|katzen)haltung(?: (?:erlaubt|gestattet|möglich|ok))?',
      'pets_allowed',
    ],
    ['klimaanlage|klima|klimatisiert\\p{L}*', 'air_conditioning'],
    ['kamin|offener kamin', 'fireplace'],
    // Also as listings abbreviate it: "Fußbodenhzg.", "FB-Heizung", "FBH".
    ['fu(?:ß|ss)bodenh(?:ei)?zu?n?g\\.?|fb-?heizung|fbh', 'floor_heating'],
    ['sauna', 'sauna'],
    ['pool|schwimmbad', 'pool'],
    ['g(?:ä|ae)ste-?wc', 'guest_wc'],
    ['badewanne', 'bathtub'],
    // A building under heritage protection: "denkmalgeschützt", "unter Denkmalschutz".
    ['denkmalgeschützt\\p{L}*|(?:unter )?denkmalschutz', 'listed_building'],
    // Any view by what is seen ("Bergblick", "Panoramablick", "Seeblick", "Fernsicht"), not a glance ("Augenblick").
    [
      '(?!(?:augen|ein|über|rück|seiten|durch)blick)\\p{L}*blick(?:e|en)?|(?!erfolgs)\\p{L}*aussicht(?:en)?|fernsicht',
      'view',
    ],
    // With its ending ("WG-taugliche Wohnung").
    ['wg-?(?:geeignet|tauglich)\\p{L}*', 'shared_flat_suitable'],
  ],
  outdoor: [
    '(?<!(?:lager(?:halle|platz)?|halle) mit )freifläche',
    '(?<!(?:lager(?:halle|platz)?|halle) mit )au(?:ß|ss)enfläche',
    'balkon oder terrasse',
    'terrasse oder balkon',
  ],
  firstOcc: [
    'erstbezug',
    'neubau(?:wohnung|wohnungen|projekt|haus)',
    'im neubau',
    '(?<!in )neubau',
    'neuwertig',
    'neu gebaut',
    // NB, as listings abbreviate Neubau.
    'nb',
  ],
  firstOccPrefix: ['neubau', 'erstbezugs?'],
  near: [
    [
      `${NEAR}(?:u[1-6]|(?:u[- ]?bahn|s[- ]?bahn|stra(?:ß|ss)enbahn|bim|bus|tram|bahn)(?:[- ]?(?:station|haltestelle)(?:en|n)?)?|(?:haupt)?bahnhof|hbf\\.?|haltestelle(?:n)?|(?:ö|oe)ffis?|(?:ö|oe)ffentlichen? verkehrsmittel[n]?|(?:ö|oe)ffentlichem verkehr)`,
      'transit',
    ],
    ['(?:u[- ]?bahn|s[- ]?bahn|(?:ö|oe)ffi)[- ]?n(?:ä|ae)he', 'transit'],
    [`${NEAR}(?:schule|volksschule|kindergartens?|kindergarten)`, 'school'],
    [`${NEAR}supermarkts?`, 'supermarket'],
  ],
  noCommission: [
    'provisionsfrei\\p{L}*',
    // Listings' shorthand: "prov.frei", "provfrei", "prov. frei", "ohne Prov.".
    'prov\\.? ?frei',
    'ohne prov\\.?',
    'ohne provision',
    'keine provision',
    'ohne makler(?:provision)?',
    'von privat',
    'privat',
  ],
  sort: [
    [
      // The price per area also as a unit with a slash: "sortiert nach Preis/m²", "nach €/qm".
      '(?:die )?günstigste\\p{L}* (?:pro|je|per) (?:m2|m²|qm|quadratmeter)(?: zuerst)?|(?:sortiert )?(?:nach )?quadratmeterpreis(?: aufsteigend)?|(?:sortiert )?(?:nach )?(?:preis|€|euro) ?(?:/ ?|(?:pro|je|per) )(?:m2|m²|qm|quadratmeter)',
      'preis_pro_qm',
    ],
    // From one end of the prices to the other: the end named first comes first ("von teuer nach billig").
    [
      'von (?:teuer|den teuersten) (?:nach|bis|zu) (?:billig|günstig|den billigsten|den günstigsten)',
      'preis_absteigend',
    ],
    [
      'von (?:billig|günstig|den billigsten|den günstigsten) (?:nach|bis|zu) (?:teuer|den teuersten)',
      'preis_aufsteigend',
    ],
    [
      'g(?:ü|ue)nstigste\\p{L}* zuerst|g(?:ü|ue)nstigste\\p{L}*|billigste\\p{L}*|preiswerteste\\p{L}*|nach preis aufsteigend|preis aufsteigend',
      'preis_aufsteigend',
    ],
    ['teuerste\\p{L}*(?: zuerst)?|preis absteigend', 'preis_absteigend'],
    [
      'neueste\\p{L}*(?: zuerst)?|aktuellste\\p{L}*|zuletzt (?:eingestellt|inseriert|hinzugefügt)\\p{L}*(?: zuerst)?',
      'neueste',
    ],
    [
      // By any word for the area ("nach Wohnfläche absteigend", "Nutzfläche absteigend sortiert").
      'gr(?:ö|oe)(?:ß|ss)te\\p{L}*(?: zuerst)?|(?:von )?gro(?:ß|ss) nach klein|(?:(?:sortiert )?nach )?(?:(?:wohn|nutz|grund|gesamt)?fläche|größe|quadratmeter(?:zahl)?) absteigend(?: sortiert)?',
      'flaeche_absteigend',
    ],
  ],
  rooms: ['zimmer(?:n)?', 'zi\\.?', 'räume(?:n)?', 'raum'],
  bedrooms: ['schlafzimmer(?:n)?'],
  room: ['zimmer'],
  numWords: { ein: 1, eine: 1, einem: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7 },
  articles: ['ein', 'eine'],
  roomsOf: ['mit', 'von'],
  roomWords: [
    ['ein-?zimmer', 1],
    ['zwei-?zimmer', 2],
    ['drei-?zimmer', 3],
    ['vier-?zimmer', 4],
    ['f(?:ü|ue)nf-?zimmer', 5],
    ['sechs-?zimmer', 6],
    ['(\\d)-?zimmer(?=\\p{L})', 0],
  ],
  // A "Riese" is a thousand euros in spoken German ("bis 400 Riesen"), as "Mille" is.
  multipliers: [['riesen?', 1e3]],
  // "nicht weniger als 60 m²": not less is at least (the longer phrase is found before the max word inside it).
  min: [
    'ab',
    'mindestens',
    'nicht weniger als',
    'mind\\.?',
    'min\\.?',
    '(?:ü|ue)ber',
    'mehr als',
    'gr(?:ö|oe)(?:ß|ss)er als',
    'von',
    '>=?',
    'zumindest',
  ],
  max: [
    'bis',
    'bis zu',
    'maximal',
    'max\\.?',
    'h(?:ö|oe)chstens',
    'unter',
    'unterhalb von',
    'weniger als',
    'nicht mehr als',
    // "nicht über 850 €": the minimum word negated is a maximum.
    'nicht (?:ü|ue)ber',
    'budget',
    'für',
    '<=?',
    'kleiner als',
    'nix (?:ü|ue)ber',
    'nichts (?:ü|ue)ber',
  ],
  exact: ['genau', 'exakt'],
  orMore: ['oder mehr', 'und mehr', 'plus', 'aufwärts', '\\+'],
  orLess: ['oder weniger', 'und weniger'],
  // "About" before a quantity (Lex.approx): the most one pays of a price, the size wanted (a minimum) of an area.
  approx: [
    'ca\\.?',
    'circa',
    'zirka',
    'etwa',
    'in etwa',
    'ungefähr',
    'rund',
    'um',
    'um die',
    'so um die',
    'so ca\\.?',
    'so etwa',
  ],
  between: ['zwischen', 'zw\\.?', 'von'],
  join: ['-', 'bis', 'und', 'u\\.?', 'zu'],
  plot: ['grundst(?:ü|ue)ck\\p{L}*', 'grund', 'grundfl(?:ä|ae)che'],
  living: ['wohnfl(?:ä|ae)che', 'nutzfl(?:ä|ae)che', 'wohnraum'],
  area: ['quadratmeter(?:n)?', 'qm²?', 'm2'],
  district: [
    '(\\d{1,2})\\. ?bezirk',
    'bezirk (\\d{1,2})(?![\\d.])',
    '(\\d{1,2})\\. ?wiener gemeindebezirk',
    'im (\\d{1,2})\\.(?= |$)',
    '(\\d{1,2})\\. ?hieb',
  ],
  districtWords: [
    ...ordinalDistricts(
      [
        'erst',
        'zweit',
        'dritt',
        'viert',
        'fünft',
        'sechst',
        'sieb(?:en)?t',
        'acht',
        'neunt',
        'zehnt',
        'elft',
        'zwölft',
        'dreizehnt',
        'vierzehnt',
        'fünfzehnt',
        'sechzehnt',
        'siebzehnt',
        'achtzehnt',
        'neunzehnt',
        'zwanzigst',
        'einundzwanzigst',
        'zweiundzwanzigst',
        'dreiundzwanzigst',
      ].map((o) => `${o}(?:e|er|en|es|em)?`),
      '(?:wiener )?(?:gemeinde)?bezirk\\p{L}*',
    ),
  ],
  energy: ['energieklasse', 'energiekl\\.?', 'energieeffizienzklasse', 'hwb(?:-klasse)?', 'klasse', 'energieausweis'],
  household: 'famili(?:e|en)(?: mit (?:kind\\p{L}*|baby))?|mit (?:kind|kindern|baby)|kinder|kinderfreundlich\\p{L}*',
  self: 'wir|ich|uns|unser\\p{L}*|mein\\p{L}*',
  against: '(?<!(?:habe|haben|hab|hat|hatten|mit) )keine?n?',
  situation: ['von zu hause(?: aus)?', 'von daheim(?: aus)?', 'im home-?office'],
  moving: 'zieh\\p{L}*|umzieh\\p{L}*|übersiedl\\p{L}*|übersiedel\\p{L}*|umzug',
  movedFrom: '(?:von|aus) [^\\s,.;:!?\\d]+(?:\\s+[^\\s,.;:!?\\d]+){0,2}?(?=\\s+nach\\s)',
  refused: [
    ['ohne (?:behinderung(?:en)?|handicap)|nicht behindert\\p{L}*|keine behinderten', 'disability'],
    // People with a disability wished away ("keine Mitbewohner mit Behinderung"): up to three words between.
    [
      '(?:keine|ohne) (?:\\p{L}+ ){1,3}mit (?:einer )?(?:behinderung(?:en)?|handicap|beeinträchtigung(?:en)?)',
      'disability',
    ],
    // People named by their wheelchair, wished away ("keine Rollstuhlfahrer als Nachbarn", "Nachbarn sollen keine
    // Rollstuhlfahrerinnen sein"): up to two words between; "für Rollstuhlfahrer" is the home's access.
    ['(?:keine|ohne) (?:\\p{L}+ ){0,2}rollstuhlfahrer\\p{L}*', 'disability'],
    ['zwischen (?:1[89]|[2-9]\\d) und (?:[2-9]\\d) jahr\\p{L}*', 'age'],
    ['(?:unter|über|ueber|ab) (?:1[89]|[2-9]\\d) jahr\\p{L}*', 'age'],
    // The flatmates', the landlord's, other tenants' age without the word for years ("Mitbewohner bitte alle unter
    // 30", "Vermieter nicht älter als 50"): up to three words between them, no amount, area or distance after it.
    [
      '(?:mitbewohner\\p{L}*|vermieter\\p{L}*|mieter(?:in|innen|n)?|nachbar\\p{L}*|bewohner\\p{L}*|personen|student(?:en|innen)) (?:\\p{L}+ ){0,3}(?:unter|über|ueber|älter als|jünger als|höchstens|maximal) (?:1[89]|[2-9]\\d)(?![\\d%])(?!\\s*(?:m2|m²|qm|quadratmeter|euro|eur|€|km|min\\p{L}*|k|tsd\\.?)(?![\\p{L}]))',
      'age',
    ],
    ['männlich\\p{L}*|weiblich\\p{L}*', 'gender'],
    ['türk(?:en|innen)|araber\\p{L}*|afrikaner\\p{L}*|asiaten|inländer\\p{L}*|nachbarn (?:aus|von) \\p{L}+', 'origin'],
    // A nationality before the word for the landlord ("mit österreichischem Vermieter") as after it.
    [
      '(?:österreichisch|deutsch|türkisch|arabisch|ausländisch|inländisch|einheimisch|serbisch|kroatisch|polnisch|ungarisch|rumänisch)\\p{L}* (?:vermieter|eigentümer|hausbesitzer|besitzer)\\p{L}*',
      'origin',
    ],
    // The landlord's, the owner's or the seller's sex wished for with the word's feminine form ("nur von einer
    // Vermieterin", "landlady preferred"), and their age said in words (young, old), are criteria about people as the
    // landlord's nationality is. The feminine word alone ("die Vermieterin möchte keine …") only names who decides.
    [
      '(?:nur|bitte|lieber|am liebsten|bevorzugt|vorzugsweise|möglichst|idealerweise)(?: (?:von|bei|mit))?(?: einer| eine)? \\p{L}*(?:vermieter|eigentümer|besitzer|verkäufer)in(?:nen)?|(?:von|bei) einer \\p{L}*(?:vermieter|eigentümer|besitzer|verkäufer)in|\\p{L}*(?:vermieter|eigentümer|besitzer|verkäufer)in(?:nen)? (?:\\p{L}+ ){0,3}(?:bevorzugt|erwünscht|gewünscht|lieber|besser)',
      'gender',
    ],
    ['(?:jung|alt|älter)\\p{L}* \\p{L}*(?:vermieter|eigentümer|besitzer|verkäufer)\\p{L}*', 'age'],
    // Girls and boys in everyday words too ("nur Mädels", "Jungs").
    [
      'frau(?:en)?|männer|mann|damen|herren|weiblich\\p{L}*|männlich\\p{L}*|mädels?|mädchen|jungs|burschen|kerle',
      'gender',
    ],
    [
      'senioren|rentner\\p{L}*|pensionist\\p{L}*|ältere(?:n|s)? (?:menschen|personen|leute)|junge(?:s|n)? (?:leute|menschen)|(?:ältere|jüngere|junge)[nrs]? (?:nachbar|mitbewohner|mieter|bewohner)\\p{L}*|alte[nr]? nachbarn',
      'age',
    ],
    [
      'alleinstehend\\p{L}*|alleinerziehend\\p{L}*|kinderfrei\\p{L}*|kinderlos\\p{L}*|pärchen|ehepaar|(?:junges|älteres) paar|für (?:ein )?paar',
      'family',
    ],
    [
      // Religious dress names the religion ("keine Nachbarn mit Kopftuch", "Kippa").
      'muslim\\p{L}*|moslem\\p{L}*|islamisch\\p{L}*|hindu\\p{L}*|buddhist\\p{L}*|orthodox\\p{L}*|atheist\\p{L}*|christ(?:en|lich\\p{L}*|in)?|jud(?:en|e)|jüdisch\\p{L}*|katholi\\p{L}*|evangeli\\p{L}*|protestant\\p{L}*|religi\\p{L}*|konfession\\p{L}*|kopft(?:u|ü)ch(?:er|ern|s)?|hidschab|hijab|burka|burkini|niqab|kippa|turban',
      'religion',
    ],
    [
      'ausländer\\p{L}*|zigeuner\\p{L}*|flüchtling\\p{L}*|asylant\\p{L}*|asylwerber\\p{L}*|inländer\\p{L}*|österreicher\\p{L}*|nationalität|staatsbürger\\p{L}*|herkunft|migrant\\p{L}*|türken|deutsche|einheimische\\p{L}*',
      'origin',
    ],
    [
      'verheiratet\\p{L}*|ehepaar\\p{L}*|singles?(?![- ]?(?:wohnung|whg|haus|küche))|ledig\\p{L}*|kinderlos\\p{L}*|(?:ohne|keine) (?:klein|schul)?kinder(?:n)?|alleinerzieh\\p{L}*|familienstand',
      'family',
    ],
    // "nur Studentinnen", "nur für Mieterinnen": a noun's feminine plural after "only" asks for women.
    ['nur (?:für )?(?:frauen|männer|damen|herren|\\p{L}{3,}innen)', 'gender'],
  ],
  stop: [
    // Greetings, never a misspelt place ("Hallo" is not Hall).
    'hallo',
    'servus',
    // The mountains ("Blick auf die Berge", "in den Bergen"), never the town of Berg.
    'berge',
    'bergen',
    'moin',
    'grüß',
    'gruess',
    'zentrum',
    'ich',
    'suche',
    'suchen',
    'wir',
    'eine',
    'einen',
    'ein',
    // The spoken article ("ne kleine Bude", "nen Garten").
    'ne',
    'nen',
    // To build ("Grund zum Bauen"), never a misspelt Baden.
    'bauen',
    'in',
    'im',
    'mit',
    'und',
    'oder',
    'der',
    'die',
    'das',
    'den',
    'dem',
    'des',
    'für',
    'fuer',
    'nähe',
    'naehe',
    'nahe',
    'von',
    'bei',
    'am',
    'an',
    'zu',
    'zum',
    'zur',
    'euro',
    'gerne',
    'gern',
    'bitte',
    'möchte',
    'moechte',
    'hätte',
    'will',
    'brauche',
    'wohnen',
    'preis',
    'nur',
    'auch',
    'sehr',
    'schön\\p{L}*',
    'schoen\\p{L}*',
    'neue?',
    'gesucht',
    'sortiert',
    'zuerst',
    'oben',
    'kosten',
    'kostet',
    'max',
    'nicht',
    'mehr',
    'als',
    'region',
    'umgebung',
    'bezirk',
    'bez',
    'stadt',
    'gegend',
    'raum',
    'ort',
    'land',
    'lage',
    'ruhig\\p{L}*',
    'hell\\p{L}*',
    'groß\\p{L}*',
    'klein\\p{L}*',
    'auf',
    'dem',
    'bzw',
    'etc',
    'es',
    'soll',
    'sollte',
    'haben',
    'hat',
    'sein',
    'ist',
    'wo',
    'kann',
    'können',
    'keine',
    'kein',
    'ohne',
    'wien\\p{L}*',
    'fläche',
    'wohnfläche',
    'euro',
    // Past participles one or two letters from Gmunden ("Wohnung gefunden", "gebunden") and "hätten" one letter from
    // "Hütten": words of the language, never a misspelt place or search term.
    'gefunden',
    'gebunden',
    'gewunden',
    'gesund\\p{L}*',
    'hätten',
    'hatten',
  ],
};
