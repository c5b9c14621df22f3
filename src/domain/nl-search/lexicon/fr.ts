/** French words of the natural-language search; the fields are described on `Lex` in ./shared. */
import { EMPTY, type Lex, ordinalDistricts } from './shared';

export const fr: Lex = {
  ...EMPTY,
  bounded: true,
  buy: ['acheter', 'achat', 'à vendre', 'a vendre', 'à acheter', 'en vente', 'acquérir', 'vente'],
  rent: ['louer', 'location', 'à louer', 'a louer', 'en location', 'loyer'],
  // A rent with its running costs ("all costs included") after the amount is a month's rent, as "warm" is.
  perMonth: ['par mois', 'mensuels?', '/ ?mois', 'cc', 'charges comprises', 'charges incluses', 'tout compris', 'hc'],
  types: [
    // A vineyard or wine estate is land and forestry's, subtype Weinbau; first, before farms and plots.
    ['vignobles?|domaines? viticoles?|exploitations? viticoles?', 'LAND_UND_FORSTWIRTSCHAFT', 'WEINBAU'],
    ['appartements? de vacances', 'WOHNUNG', 'FERIENWOHNUNG'],
    ['maisons? de vacances|maisons? de campagne pour les vacances', 'HAUS', 'FERIENHAUS'],
    // A second home names why one buys, not a holiday house: a house, no subtype.
    ['résidences? secondaires?', 'HAUS'],
    ['penthouses?', 'WOHNUNG', 'PENTHOUSE'],
    ['duplex|maisonnette', 'WOHNUNG', 'MAISONETTE'],
    [
      '(?:appartements?|studios?|logements?) (?:sous les toits|mansardés?)|combles|mansardes?',
      'WOHNUNG',
      'DACHGESCHOSS',
    ],
    // A flat on the ground floor, hyphens written or not ("rez de chaussée"); a shop "en rez-de-chaussée" is no flat.
    // The ads' short form "RDC" names the flat by itself ("rdc à louer"), not where it says where something lies
    // ("local commercial en rdc").
    [
      'appart(?:ement)?s? (?:en |au )?(?:rez[- ]de[- ](?:chaussée|chaussee|jardin)|rdc)|rez[- ]de[- ]jardin|(?<!(?:en|au) )rdc',
      'WOHNUNG',
      'ERDGESCHOSS',
    ],
    ['appartements? en (?:demi-)?sous-sol|souplex', 'WOHNUNG', 'SOUTERRAIN'],
    ['lofts?|studios?', 'WOHNUNG', 'LOFT-STUDIO-ATELIER'],
    ['villas?', 'HAUS', 'VILLA'],
    // A subtype named by its own word in the language: a castle, a prefab house, a riding stable, a kiosk, a cold
    // store, a boat mooring, a petrol station, a bar or a nightclub (as Schloss, Fertighaus, Reiterhof, Kiosk,
    // Kühlhaus, Bootsliegeplatz, Tankstelle, Bar, Diskothek in the listings).
    ['ch(?:â|a)teaux?', 'HAUS', 'SCHLOSS'],
    ['maisons? (?:pré-?fabriquées?|prefabriquées?|en kit)', 'HAUS', 'FERTIGHAUS'],
    ['centres? (?:équestres?|hippiques?)|fermes? équestres?|haras|écuries?', 'LAND_UND_FORSTWIRTSCHAFT', 'REITERHOEFE'],
    ['kiosques?', 'EINZELHANDEL', 'KIOSK'],
    ['entrepôts? (?:frigorifiques?|réfrigérés?)|chambres? froides?', 'HALLEN_LAGER_PROD', 'KUEHLHAUS'],
    [
      "places? (?:d'amarrage|de port|pour (?:un )?bateau)|anneaux? (?:de port|pour (?:un )?bateau)|amarrages?",
      'PARKEN',
      'BOOTSLIEGEPLATZ',
    ],
    ["stations?-service|stations? service|stations? d'essence|stations? essence", 'SONSTIGE', 'TANKSTELLE'],
    ['bars?', 'GASTGEWERBE', 'BAR'],
    ['discothèques?|discotheques?|boîtes? de nuit|boites? de nuit', 'GASTGEWERBE', 'DISCOTHEK'],
    ['maison individuelle', 'HAUS'],
    ['maison mitoyenne|maisons? jumelées?|maisons? jumelles?', 'HAUS', 'DOPPELHAUSHAELFTE'],
    ['maisons? en bande|maisons? en rangée', 'HAUS', 'REIHENHAUS'],
    ['maisons? bifamiliales?|maisons? à deux logements|maisons? pour (?:deux|2) familles', 'HAUS', 'ZWEIFAMILIENHAUS'],
    ['maisons? pour (?:trois|quatre|cinq|six|plusieurs|[3-9]) familles', 'HAUS', 'MEHRFAMILIENHAUS'],
    ['bungalows?', 'HAUS', 'BUNGALOW'],
    // A mountain hut (Berghütte) is its own subtype; the word chalet names the subtype Chalet.
    ["refuges?(?: de montagne| alpins?)?|cabanes? (?:de montagne|d'alpage|alpines?)", 'HAUS', 'BERGHUETTE'],
    ['chalets?', 'HAUS', 'CHALET'],
    ['datchas?', 'HAUS', 'LAUBE-DATSCHE-GARTENHAUS'],
    ['fermes?|fermettes?|corps de ferme|maisons? de campagne', 'HAUS', 'BAUERNHAUS'],
    ['immeubles? de (?:rapport|rendement)', 'ZINSHAUS_RENDITEOBJEKT'],
    // A parking space by its charging point ("place de parking avec borne de recharge").
    [
      '(?:bornes?|points?|prises?|stations?) de recharge(?: pour (?:voitures?|véhicules?) électriques?)?|wall ?box',
      'PARKEN',
      'PARKPLATZ_STROM',
    ],
    ['places? de parking|parking|garage box|box', 'PARKEN'],
    // A hunting ground is land and forestry's, subtype Jagdrevier; a fish farm the subtype Teich- und Fischwirtschaft.
    [
      '(?:terrains?|territoires?|domaines?|lots?|réserves?) de chasse|chasses? (?:privées?|gardées?)',
      'LAND_UND_FORSTWIRTSCHAFT',
      'JAGDREVIER',
    ],
    [
      'exploitations? piscicoles?|fermes? piscicoles?|piscicultures?|élevages? (?:de poissons|piscicoles?|de truites)|étangs? (?:à|de) (?:poissons|pêche)',
      'LAND_UND_FORSTWIRTSCHAFT',
      'TEICH_UND_FISCHWIRTSCHAFT',
    ],
    ['terrains? à bâtir|terrain constructible', 'GRUNDSTUECK'],
    ['terrains?', 'GRUNDSTUECK'],
    ['cabinet médical', 'BUERO_PRAXEN', 'PRAXIS'],
    ['(?:espaces? (?:de )?)?co-?working', 'BUERO_PRAXEN', 'COWORKING'],
    ['bureaux?', 'BUERO_PRAXEN'],
    // Premises for a restaurant or bar (local de restauration) are a hospitality business.
    ['(?:locaux?|local|espaces?) (?:de restauration|gastronomiques?)', 'GASTGEWERBE'],
    ['locaux? commerciaux?|local commercial|boutiques?|commerce', 'EINZELHANDEL'],
    // A workshop word names the subtype Werkstatt, a production hall is a hall with no subtype.
    ['ateliers?', 'HALLEN_LAGER_PROD', 'WERKSTATT'],
    ['entrepôts?|hangars?|locaux? industriels?|local industriel|espaces? industriels?', 'HALLEN_LAGER_PROD'],
    ['hôtels?', 'GASTGEWERBE', 'HOTELS'],
    // A guesthouse or a bed and breakfast (Pension, Frühstückspension) is the subtype Pensionen.
    ["maisons? d'hôtes?|chambres? d'hôtes?|pensions?(?: de famille)?", 'GASTGEWERBE', 'PENSIONEN'],
    ['restaurants?|gîtes?', 'GASTGEWERBE'],
    // A room in a shared flat: the flat says where the room is, not what is searched.
    [
      'chambres?\\s+(?:\\p{L}+\\s+)?(?:dans|en) (?:un |une )?(?:appartement|logement|maison) partagée?|(?:appartement|logement|maison) partagée?|colocation|chambre en colocation',
      'ZIMMER',
    ],
    // A room in a students' flat is a room in a flat share too.
    [
      "chambres?\\s+(?:\\p{L}+\\s+)?(?:dans|en) (?:un |une )?(?:appartement|logement|maison) (?:étudiante?|d'étudiants|pour (?:les )?étudiants)",
      'ZIMMER',
    ],
    // "logement" (a dwelling) names no type, as Dutch "woning" (the evaluation sets' conventions).
    ['appartements?|appart\\.?|apparts?|apt\\.?|apts|appts?\\.?', 'WOHNUNG'],
    // "un 4 pièces", "un deux-pièces": a count of rooms said as a noun is a flat, as T3 and F3 are; "3 pièces" alone counts.
    ['une?(?=\\s+(?:\\d{1,2}|deux|trois|quatre|cinq|six)[ -]?(?:pi(?:è|e)ces?|pces?|pcs)(?![\\p{L}]))', 'WOHNUNG'],
    // A suburban detached house ("pavillon").
    ['maisons?|pavillons?', 'HAUS'],
  ],
  // An "attique" is the set-back top floor (Attikawohnung), "en attique" a flat there.
  flatFloors: [
    ['(?:en |au )?rez[- ]de[- ](?:chaussée|chaussee|jardin)|(?:en|au) rdc', 'ERDGESCHOSS'],
    ['(?:en )?attiques?', 'ATTIKAWOHNUNG'],
  ],
  features: [
    // Listings' shorthand: "balc", "asc".
    ['balcons?|balc\\.?', 'balcony'],
    ['terrasses?', 'terrace'],
    ['loggias?', 'loggia'],
    // A "rez-de-jardin" is a ground-floor flat (a subtype), not a wish for a garden.
    ['(?<!rez[- ]de[- ])jardins?', 'garden'],
    ['véranda', 'winter_garden'],
    ['ascenseur|asc\\.?', 'lift'],
    // A parking space in the underground car park is that one feature, the space no second one.
    ['(?:places? de parking (?:en|dans le|dans un) )?parking souterrain', 'underground_parking'],
    ['(?:double )?garages?(?: doubles?| individuels?| simples?)?', 'garage'],
    ['places? de parking|parking|stationnement', 'parking'],
    // A flat "en sous-sol" is a basement flat (a subtype), no cellar.
    ['caves?|(?<!appartements? en (?:demi-)?)sous-sol', 'cellar'],
    [
      '(?:accessible|adapté\\p{L}*|aménagé\\p{L}*) (?:en|aux|au|pour(?: les)?) fauteuils? roulants?|accès fauteuil roulant',
      'wheelchair_accessible',
    ],
    // A home fitted for people with a disability ('adapté aux personnes à mobilité réduite', 'pour handicapés').
    [
      '(?:adapté|aménagé)e?s? (?:aux|pour(?: les)?) (?:personnes )?(?:handicapée?s|à mobilité réduite|en situation de handicap)|pour (?:les )?(?:handicapés|personnes à mobilité réduite)',
      'barrier_free',
    ],
    ['accès handicapés?|sans barrières?|sans obstacles?|accessible|pmr', 'barrier_free'],
    ['partiellement meublée?s?', 'partly_furnished'],
    ['meublée?s?', 'furnished'],
    ['cuisine ouverte|cuisine américaine', 'open_kitchen'],
    ['carport|abri (?:de |pour )?voitures?', 'carport'],
    ['cellier|débarras|cagibi', 'storage_room'],
    ['buanderie', 'laundry_room'],
    // A building under heritage protection: "immeuble classé", "classé monument historique".
    [
      '(?:bâtiments?|immeubles?|maisons?|édifices?|batiments?) class(?:é|e)e?s?|(?:class(?:é|e)e? )?monuments? historiques?',
      'listed_building',
    ],
    ['local (?:à |pour (?:les )?)?vélos?|garage à vélos', 'bicycle_room'],
    ['espace bien-être|bien-être|wellness|spa', 'wellness'],
    ['quai de chargement|plate-?formes? de chargement', 'loading_platform'],
    ['pont roulant|grue', 'crane'],
    ["(?:système d'|systeme d'|installation d')?alarme", 'alarm_system'],
    [
      '(?:pré)?câblage(?: informatique| réseau| reseau)?|(?:pre)?cablage(?: informatique| réseau| reseau)?',
      'data_cabling',
    ],
    ["rampe(?: d'accès| d'acces| pmr)?", 'ramp'],
    ['kitchenette|coin cuisine', 'kitchenette'],
    ['cuisine équipée', 'fitted_kitchen'],
    // A pet with a word of acceptance: "chats admis", "notre chien doit être accepté", the colloquial "animaux ok".
    [
      '(?:animaux(?: de compagnie)?|chiens?|chats?) (?:(?:doit|doivent|sont|est|soit|soient) (?:être )?)?(?:accept(?:é|e)e?s?|admis|autoris(?:é|e)e?s?|bienvenus?)|(?:animaux(?: de compagnie)?|chiens?|chats?) (?:ok|okay)',
      'pets_allowed',
    ],
    ['climatisation|climatisée?|clim', 'air_conditioning'],
    ['cheminée', 'fireplace'],
    ['chauffage au sol', 'floor_heating'],
    ['sauna', 'sauna'],
    ['piscine', 'pool'],
    ['baignoire', 'bathtub'],
    // "vue" is also the participle "seen": an ad or a home seen at a time ("annonce vue hier", "maison vue ce
    // matin") or in a place where ads are seen ("vue sur un site allemand", "vue dans une vitrine") is no view; an ad
    // never has one.
    [
      "(?<!annonces? )vues?(?! (?:hier|avant-hier|aujourd'hui|récemment|ce (?:matin|midi|soir|week-end)|cette (?:semaine|nuit|année)|la (?:semaine|veille)|le (?:mois|week-end)|l'autre jour|l'an dernier|il y a|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|(?:sur|dans|chez|par|en) (?:(?:un|une|le|la|les|des|l') ?)?(?:site|annonce|vitrine|journal|magazine|agence|appli|groupe|réseaux|pub|affiche)))(?: dégagée| sur le lac| sur les montagnes)?",
      'view',
    ],
  ],
  outdoor: ['espace extérieur', 'extérieur'],
  firstOcc: ['neufs?', 'neuves?', 'première occupation', 'construction neuve', 'programme neuf', 'jamais habitée?s?'],
  near: [
    [
      "(?:pr(?:è|e)s|proche|à proximité) (?:du |de la |des |d['’]un |d['’]une |de |d['’])?(?:m(?:é|e)tro|u-bahn|arr(?:ê|e)ts? (?:de |du )(?:bus|tram(?:way)?|m(?:é|e)tro)|tram(?:way)?|gare|transports? en commun|transports)",
      'transit',
    ],
    [
      "(?:pr(?:è|e)s|proche|à proximité) (?:de la |d['’]une |d['’]un |des |du |de l['’]|d['’]|de )?(?:(?:é|e)coles?(?: primaires?| maternelles?| (?:é|e)l(?:é|e)mentaires?)?|coll(?:è|e)ges?|lyc(?:é|e)es?|cr(?:è|e)che|maternelle)",
      'school',
    ],
    ["(?:pr(?:è|e)s|proche|à proximité) (?:du |d['’]un |des |de )?supermarch(?:é|e)s?", 'supermarket'],
  ],
  noCommission: [
    // "pas de commission (d'agence)", "sans commission d'agence"; "ss" as notes shorten sans.
    "(?:sans|ss|pas de) commission(?: d'agence)?",
    // Also typed without the apostrophe ("sans frais d agence", "sans frais dagence").
    "(?:sans|ss) frais d(?:'| )?agence",
    "pas de frais d(?:'| )?agence",
    'sans agence',
    'de particulier',
    'entre particuliers',
  ],
  sort: [
    [
      // The price per area also as a unit with a slash: "trié par prix/m²", "€/m2".
      "(?:le |les )?moins chers? (?:au|par) (?:m2|mètre carré)(?: d'abord)?|prix au (?:m2|mètre carré)(?: croissant| le plus bas(?: d'abord)?)?|(?:tri(?:é|e)e?s? par )?(?:prix|€|euros?) ?/ ?(?:m2|mètre carré)",
      'preis_pro_qm',
    ],
    // From one end of the prices to the other: the end named first comes first ("du plus cher au moins cher").
    ['du plus cher au moins cher|des plus ch(?:e|è)re?s aux moins ch(?:e|è)re?s', 'preis_absteigend'],
    [
      "(?:les )?plus grandes? surfaces?(?: d'abord)?|surface décroissante|du plus grand au plus petit",
      'flaeche_absteigend',
    ],
    // The adjective agrees with the listings it sorts: les moins chères, les annonces les plus récentes.
    [
      "les moins ch(?:e|è)re?s?(?: d'abord| en premier)?|moins ch(?:e|è)re?(?: d'abord)?|prix croissant|(?:le )?prix les? plus bas(?: d'abord| en premier)?",
      'preis_aufsteigend',
    ],
    ["les plus ch(?:e|è)re?s?(?: d'abord| en premier)?|prix décroissant", 'preis_absteigend'],
    // The last or new listings first: "dernières annonces en premier", "nouvelles annonces d'abord".
    [
      "les plus récente?s?(?: d'abord| en premier)?|plus récente?s?|récente?s d'abord|(?:les )?(?:derni(?:è|e)re?s|nouvelles) annonces(?: d'abord| en premier)",
      'neueste',
    ],
    ["les plus grands?(?: d'abord)?", 'flaeche_absteigend'],
  ],
  // Listings shorten pièces to "pces", "pcs".
  rooms: ['pièces?', 'pieces?', 'pces?\\.?', 'pcs\\.?', 'p\\.?'],
  bedrooms: ['chambres?'],
  room: ['chambre'],
  numWords: { une: 1, un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6 },
  articles: ['une', 'un'],
  roomsOf: ['de', "d'", 'avec', 'à'],
  roomWords: [
    ['t1|f1', 1],
    ['t2|f2', 2],
    ['t3|f3', 3],
    ['t4|f4', 4],
    ['t5|f5', 5],
  ],
  // "pas moins de 60 m²": not less is at least (the longer phrase is found before the max word inside it).
  min: [
    "d'au moins",
    'pas moins de',
    "pas moins d'",
    'au moins',
    // "minimum de 800 m²", "maximum de 500 000 €": the "de" belongs to the comparison, it is no "from".
    '(?:au )?minimum de',
    'min\\.? de',
    'minimum',
    'min\\.?',
    'plus de',
    // "de" elided before a vowel-initial number word or a digit: plus d'1,5 M€, moins d'un million.
    "plus d'",
    'à partir de',
    'a partir de',
    'dès',
    'dès',
    'supérieure? à',
    'de',
  ],
  max: [
    "jusqu'à",
    "jusqu'a",
    '(?:au )?maximum de',
    'max\\.? de',
    'max\\.?',
    'maximum',
    'moins de',
    "moins d'",
    'au maximum',
    'pas plus de',
    "pas plus d'",
    'budget(?: de)?',
    'sous',
    'inférieure? à',
    'pour',
    'à',
  ],
  exact: ['exactement'],
  orMore: ['ou plus', 'et plus', '\\+'],
  orLess: ['ou moins'],
  // "About" before a quantity (Lex.approx): the most one pays of a price, the size wanted (a minimum) of an area.
  approx: [
    'environ',
    'env\\.?',
    'autour de',
    'aux alentours de',
    'à peu près',
    'a peu pres',
    'dans les',
    'grosso modo',
  ],
  between: ['entre', 'de'],
  join: ['-', 'et', 'à', 'a'],
  plot: ['terrains?', 'parcelle'],
  living: ['habitables?', 'surface habitable'],
  area: ['mètres? carrés?', 'metres? carres?', 'm²'],
  district: [
    '(\\d{1,2})(?:e|ème|eme|er) (?:arrondissement|district|bezirk)',
    '(?:arrondissement|district) (\\d{1,2})(?!\\d)',
  ],
  districtWords: [
    ...ordinalDistricts(
      [
        'premier|1er',
        'deuxième|second',
        'troisième',
        'quatrième',
        'cinquième',
        'sixième',
        'septième',
        'huitième',
        'neuvième',
        'dixième',
        'onzième',
        'douzième',
        'treizième',
        'quatorzième',
        'quinzième',
        'seizième',
        'dix-septième',
        'dix-huitième',
        'dix-neuvième',
        'vingtième',
        'vingt et unième',
        'vingt-deuxième',
        'vingt-troisième',
      ],
      'arrondissement|district',
    ),
  ],
  // The energy label ("étiquette énergie", "étiquette énergétique B") names the class as "classe énergie" does.
  energy: [
    'classe (?:énergétique|energie|énergie)',
    'dpe',
    'classe',
    '(?:étiquette|etiquette|note|label)s? (?:énergétique|energetique|énergie|energie|dpe)',
    'étiquette|etiquette',
  ],
  household: 'familles?(?: avec (?:des )?enfants?)?|avec (?:des )?enfants?|enfants',
  self: 'nous|je|notre|nos|mon|ma|mes|moi',
  against: "(?<!(?:avons|avez|ai|as|a|ont|avec) )pas (?:d'|de|des)",
  situation: ['(?:travaill|télétravaill|bosse)\\p{L}*\\s+(?:depuis|de|à)\\s+(?:la\\s+)?maison'],
  moving: 'déménag\\p{L}*|quitt\\p{L}*',
  movedFrom: "(?:de|d'|quitt\\p{L}*) ?[^\\s,.;:!?\\d]+(?:\\s+[^\\s,.;:!?\\d]+){0,2}?(?=\\s+(?:à|pour)\\s)",
  refused: [
    // "pas de voisins handicapés": the people named, then their disability, up to three words between.
    // ("sans obstacles pour handicapés" is access, no criterion: "sans" only right before the word).
    [
      "sans handicap|non handicapée?s?|sans handicapée?s|(?:pas de|pas d'|aucun\\p{L}*) (?:\\p{L}+ ){0,3}handicapée?s?",
      'disability',
    ],
    // People with a disability wished away ("pas de colocataires avec un handicap"): up to three words between.
    ["(?:pas de|pas d'|aucun\\p{L}*|sans) (?:\\p{L}+ ){1,3}(?:avec (?:un )?|en situation de )handicap", 'disability'],
    // People named, then their disability or their wheelchair ("sans personnes handicapées dans l'immeuble", "pas de
    // voisins en fauteuil roulant"): "sans" with the people's word between, never a thing ("sans marches").
    [
      "(?:pas de|pas d'|aucun\\p{L}*|sans) (?:\\p{L}+ )?(?:personnes?|gens|voisins?|voisines?|locataires?|colocataires?|résidents?|habitants?|utilisateurs?) (?:\\p{L}+ )?(?:handicapée?s?|en fauteuils? roulants?)",
      'disability',
    ],
    // The landlord's nationality is a criterion about people, as the neighbours' is.
    [
      '(?:propriétaire|bailleur|proprio) (?:\\p{L}+ ){0,3}(?:autrichien|français|francais|turc|arabe|allemand|maghrébin|africain)\\p{L}*',
      'origin',
    ],
    // The landlord's, the owner's or the seller's sex wished for with the word's feminine form ("nur von einer
    // Vermieterin", "landlady preferred"), and their age said in words (young, old), are criteria about people as the
    // landlord's nationality is. The feminine word alone ("die Vermieterin möchte keine …") only names who decides.
    [
      '(?:de préférence|idéalement|si possible|uniquement|seulement|plutôt)(?: (?:avec|chez|par))? une (?:propriétaire|proprio|bailleresse)|bailleresse',
      'gender',
    ],
    [
      '(?:jeunes?|vieux|vieille|âgée?s?) (?:propriétaire|bailleur|bailleresse|proprio)s?|(?:propriétaire|bailleur|bailleresse|proprio)s? (?:jeunes?|âgée?s?)',
      'age',
    ],
    ['(?:moins|plus) de (?:1[89]|[2-9]\\d) ans', 'age'],
    ['masculins?|féminines?', 'gender'],
    [
      '(?:voisins|colocataires|locataires) (?:\\p{L}+ ){0,2}(?:français|arabes|maghrébins|africains|asiatiques|turcs|autrichiens)|(?:uniquement|que des|seulement des) (?:français|arabes|maghrébins|africains|asiatiques|turcs|autrichiens)',
      'origin',
    ],
    ['femmes? seules?|hommes? seuls?|femmes?|hommes?|dames?|filles?|messieurs', 'gender'],
    // Only boys or young men as flatmates ("que des garçons", "garçons uniquement"): a boy alone is no criterion.
    ['(?:que des|uniquement des|seulement des) garçons|garçons (?:uniquement|seulement)', 'gender'],
    [
      'personnes âgées|retraités?|seniors?|jeunes (?:gens|couples?|actifs)|(?:voisins|colocataires|locataires) (?:trop )?(?:âgés|jeunes|vieux)|(?:jeunes|vieux) (?:voisins|colocataires|locataires)',
      'age',
    ],
    ['couples?', 'family'],
    [
      'musulman\\p{L}*|islam|islamique\\p{L}*|hindou\\p{L}*|bouddhist\\p{L}*|orthodoxe\\p{L}*|athée\\p{L}*|évangélique\\p{L}*|protestant\\p{L}*|chrétien\\p{L}*|juif\\p{L}*|juive\\p{L}*|catholique\\p{L}*|religio\\p{L}*',
      'religion',
    ],
    [
      'étrangers?|gitans?|tziganes?|réfugiés?|demandeurs? d.asile|citoyens?|nationalité|origine|français uniquement|autrichiens? uniquement|immigrés?',
      'origin',
    ],
    ['mariés?|couple marié|sans enfants?|célibataires?|situation familiale', 'family'],
    // "Only for" and a people's name (solo per italiani, só para brasileiros, solo para peruanos, uniquement pour des
    // Italiens): a criterion of origin; last, so age, gender and family words are read first.
    // "Réservé aux Autrichiens", "exclusivement pour les Italiens" say the same.
    [
      '(?:uniquement|seulement|que|exclusivement|réservée?s?) (?:pour |aux |à des |a des )?(?:des |les )?\\p{L}+(?:ais|ois|iens|ains)',
      'origin',
    ],
  ],
  stop: [
    // Greetings, never a misspelt place ("Hallo" is not Hall).
    'bonjour',
    'salut',
    'cher',
    'je',
    'cherche',
    'recherche',
    'nous',
    'cherchons',
    'un',
    'une',
    'des',
    'le',
    'la',
    'les',
    "l'",
    'à',
    'a',
    'au',
    'aux',
    'en',
    'de',
    'du',
    "d'",
    'avec',
    'et',
    'ou',
    'pour',
    'près',
    'pres',
    'proche',
    'dans',
    'sur',
    'euros?',
    'prix',
    'budget',
    'max',
    'svp',
    "s'il vous plaît",
    'veux',
    'voudrais',
    'aimerais',
    'souhaite',
    'centre',
    'ville',
    'quartier',
    'région',
    'calme',
    'lumineux',
    'lumineuse',
    'grand',
    'grande',
    'petit',
    'petite',
    'beau',
    'belle',
    'vienne',
    "d'abord",
    'trié',
    'triés',
    'par',
    'qui',
    'est',
    'soit',
    'mois',
    'habiter',
    'vivre',
    'pas',
    'm²',
  ],
};
