/** Spanish words of the natural-language search; the fields are described on `Lex` in ./shared. */
import { EMPTY, type Lex, ordinalDistricts } from './shared';

export const es: Lex = {
  ...EMPTY,
  bounded: true,
  buy: ['comprar', 'compra', 'en venta', 'venta', 'adquirir', 'se vende'],
  rent: ['alquilar', 'alquiler', 'en alquiler', 'arrendar', 'arriendo', 'se alquila', 'rentar', 'renta'],
  // A rent with its running costs ("all costs included") after the amount is a month's rent, as "warm" is.
  perMonth: ['al mes', 'por mes', 'mensuales?', '/ ?mes', '(?:con )?gastos incluidos', 'todo incluido'],
  types: [
    // A vineyard or wine estate is land and forestry's, subtype Weinbau; first, before farms and plots.
    [
      'viñedos?|fincas? vitivin[ií]colas?|explotaci[oó]n(?:es)? vitivin[ií]colas?',
      'LAND_UND_FORSTWIRTSCHAFT',
      'WEINBAU',
    ],
    [
      'apartamentos? (?:de|para) vacaciones|apartamentos? vacacionales?|pisos? (?:de|para) vacaciones',
      'WOHNUNG',
      'FERIENWOHNUNG',
    ],
    ['casas? (?:de|para) vacaciones|casas? vacacionales?|casas? de veraneo', 'HAUS', 'FERIENHAUS'],
    // A second home names why one buys, not a holiday house: a house, no subtype.
    ['segunda residencia', 'HAUS'],
    ['casas? rurale?s?|casas? de campo|fincas? rústicas?|masías?|cortijos?', 'HAUS', 'BAUERNHAUS'],
    // A flat under the sloping roof ("piso abuhardillado", "ático abuhardillado", "bajo cubierta") is an attic flat,
    // read before "ático" (the top floor) and before "bajo" (the ground floor).
    [
      '(?:(?:[aá]ticos?|pisos?|apartamentos?|viviendas?) )?abuhardillad[oa]s?|(?:pisos?|apartamentos?|viviendas?|[aá]ticos?) bajo cubierta',
      'WOHNUNG',
      'DACHGESCHOSS',
    ],
    ['[aá]ticos?|penthouse', 'WOHNUNG', 'PENTHOUSE'],
    ['d[uú]plex', 'WOHNUNG', 'MAISONETTE'],
    ['buhardillas?', 'WOHNUNG', 'DACHGESCHOSS'],
    // A flat on the ground floor or half below it; a shop "en planta baja" is no flat.
    ['(?:pisos?|apartamentos?|viviendas?) (?:en )?planta baja|pisos? bajos?', 'WOHNUNG', 'ERDGESCHOSS'],
    ['(?:pisos?|apartamentos?|viviendas?) (?:en )?semis[oó]tanos?', 'WOHNUNG', 'SOUTERRAIN'],
    ['lofts?|estudios?', 'WOHNUNG', 'LOFT-STUDIO-ATELIER'],
    ['casas? pareadas?|chalets? pareados?|pareados?', 'HAUS', 'DOPPELHAUSHAELFTE'],
    ['chalets? adosados?|adosados?|(?:casas?|chalets?|viviendas?) en hilera', 'HAUS', 'REIHENHAUS'],
    ['casas? bifamiliar(?:es)?|casas? para (?:dos|2) familias', 'HAUS', 'ZWEIFAMILIENHAUS'],
    [
      'casas? para (?:tres|cuatro|cinco|seis|varias|[3-9]) familias|casas? multifamiliar(?:es)?',
      'HAUS',
      'MEHRFAMILIENHAUS',
    ],
    ['bungal[oó]s?|bungalows?', 'HAUS', 'BUNGALOW'],
    // A mountain hut (Berghütte) is its own subtype; a Spanish "chalet" alone is a detached house.
    // A cabin ("cabaña") in the Alps is a mountain hut, with or without its qualifier.
    ['refugios?(?: de montaña| alpinos?)?|cabañas?(?: de montaña| alpinas?)?', 'HAUS', 'BERGHUETTE'],
    ['dachas?', 'HAUS', 'LAUBE-DATSCHE-GARTENHAUS'],
    ['villas?|chalets?', 'HAUS', 'VILLA'],
    // A subtype named by its own word in the language: a castle, a prefab house, a riding stable, a kiosk, a cold
    // store, a boat mooring, a petrol station, a bar, a nightclub or a guesthouse (as Schloss, Fertighaus, Reiterhof,
    // Kiosk, Kühlhaus, Bootsliegeplatz, Tankstelle, Bar, Diskothek, Pension in the listings).
    ['castillos?', 'HAUS', 'SCHLOSS'],
    ['casas? prefabricadas?|viviendas? prefabricadas?|prefabricad[oa]s?', 'HAUS', 'FERTIGHAUS'],
    ['centros? (?:ecuestres?|h[ií]picos?)|h[ií]picas?|picaderos?', 'LAND_UND_FORSTWIRTSCHAFT', 'REITERHOEFE'],
    ['quioscos?|kioscos?', 'EINZELHANDEL', 'KIOSK'],
    ['(?:almac[eé]n(?:es)?|naves?) frigor[ií]fic[oa]s?|c[aá]maras? frigor[ií]ficas?', 'HALLEN_LAGER_PROD', 'KUEHLHAUS'],
    ['amarres?(?: para (?:barcos?|embarcaciones?))?|atraques?|plazas? de amarre', 'PARKEN', 'BOOTSLIEGEPLATZ'],
    ['gasolineras?|estaci(?:ó|o)n(?:es)? de (?:servicio|gasolina)', 'SONSTIGE', 'TANKSTELLE'],
    ['bar(?:es)?', 'GASTGEWERBE', 'BAR'],
    ['discotecas?', 'GASTGEWERBE', 'DISCOTHEK'],
    ['pensi(?:ó|o)n(?:es)?|casas? de hu(?:é|e)spedes', 'GASTGEWERBE', 'PENSIONEN'],
    ['edificios? de (?:rentas|renta|inversi(?:ó|o)n)', 'ZINSHAUS_RENDITEOBJEKT'],
    ['casa unifamiliar', 'HAUS'],
    // A parking space by its charger ("plaza de garaje con cargador para coche eléctrico", "punto de recarga").
    [
      'cargador(?:es)?(?: eléctricos?)?(?: (?:para|de) (?:coches?|vehículos?|autos?) eléctricos?)?|(?:puntos?|tomas?|estaci(?:ó|o)n(?:es)?) de (?:re)?carga|wall ?box',
      'PARKEN',
      'PARKPLATZ_STROM',
    ],
    ['plazas? de garaje|plazas? de aparcamiento|aparcamiento|parking', 'PARKEN'],
    // A hunting ground is land and forestry's, subtype Jagdrevier; a fish farm the subtype Teich- und Fischwirtschaft.
    ['cotos?(?: de caza)?|(?:terrenos?|fincas?|reservas?) de caza', 'LAND_UND_FORSTWIRTSCHAFT', 'JAGDREVIER'],
    [
      'piscifactor(?:í|i)as?|granjas? (?:de peces|de truchas|piscícolas?)|explotaci(?:ó|o)n(?:es)? pisc(?:í|i)colas?|piscicultura',
      'LAND_UND_FORSTWIRTSCHAFT',
      'TEICH_UND_FISCHWIRTSCHAFT',
    ],
    ['solar(?:es)?|terreno urbanizable', 'GRUNDSTUECK'],
    ['terrenos?|parcelas?', 'GRUNDSTUECK'],
    ['consulta médica', 'BUERO_PRAXEN', 'PRAXIS'],
    ['(?:espacios? (?:de )?)?co-?working', 'BUERO_PRAXEN', 'COWORKING'],
    ['oficinas?|despachos?', 'BUERO_PRAXEN'],
    // An industrial unit ("local industrial", "espacio industrial") is a hall, not a shop.
    ['(?:local(?:es)?|espacios?) industrial(?:es)?', 'HALLEN_LAGER_PROD'],
    // Premises for a restaurant or bar (local de hostelería, local de restauración) are a hospitality business.
    [
      '(?:local(?:es)?|espacios?) (?:de (?:hosteler[ií]a|restauraci[oó]n)|hosteler[oa]s?|gastron[oó]mic[oa]s?)',
      'GASTGEWERBE',
    ],
    ['locales? comerciales?|tiendas?|local', 'EINZELHANDEL'],
    // A workshop word names the subtype Werkstatt, a production hall is a hall with no subtype.
    ['taller(?:es)?', 'HALLEN_LAGER_PROD', 'WERKSTATT'],
    ['naves?(?: industriales?)?|almac[eé]n(?:es)?', 'HALLEN_LAGER_PROD'],
    ['hotel(?:es)?', 'GASTGEWERBE', 'HOTELS'],
    ['restaurantes?|hostal(?:es)?', 'GASTGEWERBE'],
    // A room in a shared flat: the flat says where the room is, not what is searched.
    [
      'habitaci[oó]n\\s+(?:\\p{L}+\\s+)?en (?:un |una )?(?:piso|apartamento|casa|vivienda) compartid[oa]|(?:piso|apartamento|casa|vivienda) compartid[oa]',
      'ZIMMER',
    ],
    // A room in a students' flat is a room in a flat share too.
    [
      'habitaci[oó]n(?:es)?\\s+(?:\\p{L}+\\s+)?en (?:un |una )?(?:piso|apartamento|casa|vivienda) (?:de|para) estudiantes',
      'ZIMMER',
    ],
    // 'compañeros de piso/casa' (flatmates) are people, no flat or house.
    // "apto" shortens the apartamento in listings; "apto para" is "fit for".
    [
      '(?<!compañer[oa]s? de )(?:pisos?|apartamentos?|departamentos?|depas?|deptos?|vivienda|aptos?\\.?(?! (?:para|a) ))',
      'WOHNUNG',
    ],
    ['(?<!compañer[oa]s? de )casas?', 'HAUS'],
  ],
  flatFloors: [['(?:en (?:la )?)?planta baja', 'ERDGESCHOSS']],
  features: [
    ['trasteros?', 'storage_room'],
    ['lavaderos?|cuarto de lavado|lavander(?:í|i)a', 'laundry_room'],
    // A building under heritage protection: "edificio histórico protegido", "edificio catalogado".
    [
      '(?:edificios?|inmuebles?|casas?|fincas?) (?:hist(?:ó|o)ric[oa]s? )?(?:protegid[oa]s?|catalogad[oa]s?)|monumentos? protegidos?',
      'listed_building',
    ],
    ['sa[uú]nas?', 'sauna'],
    ['balc[oó]n(?:es)?', 'balcony'],
    // Also with one r and the z said as s ("terasa", "terrasa"), as typed by ear.
    ['terr?a[zs]as?', 'terrace'],
    ['loggia', 'loggia'],
    ['jard[ií]n de invierno', 'winter_garden'],
    ['jard[ií]n(?:es)?', 'garden'],
    // "Elevador" as Latin America says it.
    // Listings abbreviate the lift "asc.".
    ['ascensor|elevador|asc\\.?', 'lift'],
    // Before the garage: an underground car park is its own feature.
    [
      // A parking space in the underground car park is that one feature, the space no second one.
      '(?:plaza de (?:aparcamiento|garaje|parking) en (?:el |un )?)?(?:garaje subterráneo|garaje subterraneo|aparcamiento subterráneo|parking subterráneo|parking subterraneo)',
      'underground_parking',
    ],
    // A space in a garage ("plaza de garaje") is a parking space, read with the types.
    // "Cochera" as Latin America says a garage.
    ['(?<!plazas? de )garajes?(?: dobles?| individual(?:es)?| simples?)?|cocheras?', 'garage'],
    ['plaza de aparcamiento|aparcamiento|estacionamiento|parking', 'parking'],
    ['s[oó]tano|bodega', 'cellar'],
    ['(?:accesible|adaptad[oa]) (?:en|para|a) silla de ruedas', 'wheelchair_accessible'],
    // A home fitted for people with a disability ('adaptado para discapacitados', 'apto para personas con movilidad
    // reducida') is barrier-free; people with one wished away are a criterion about people (refused, below).
    [
      '(?:adaptad|apt|acondicionad|preparad)[oa]s? (?:para|a) (?:personas |gente )?(?:discapacitad[oa]s|minusv[aá]lid[oa]s|con (?:discapacidad|movilidad reducida))|para (?:personas )?(?:discapacitad[oa]s|minusv[aá]lid[oa]s|con movilidad reducida)',
      'barrier_free',
    ],
    ['sin barreras|sin obst(?:á|a)culos|accesible', 'barrier_free'],
    ['semiamueblad[oa]|parcialmente amueblad[oa]', 'partly_furnished'],
    ['amueblad[oa]s?', 'furnished'],
    ['cocina abierta|cocina americana', 'open_kitchen'],
    ['carport|aparcamiento cubierto', 'carport'],
    ['(?:cuarto|sala|trastero) (?:de|para) bicicletas|bicicletero', 'bicycle_room'],
    ['zona (?:de )?(?:wellness|bienestar)|wellness|spa', 'wellness'],
    ['muelle de carga|plataformas? de carga', 'loading_platform'],
    ['puente gr[uú]a|gr[uú]a', 'crane'],
    ['(?:sistema de )?alarma', 'alarm_system'],
    ['cableado(?: estructurado| de red| de datos)?', 'data_cabling'],
    ['rampa(?: de acceso)?', 'ramp'],
    ['cocineta|kitchenette', 'kitchenette'],
    ['cocina equipada', 'fitted_kitchen'],
    // A pet with a word of acceptance: "admite gatos", "que acepten perros", "perros permitidos", "perros ok".
    [
      'se admiten mascotas|mascotas permitidas|admite mascotas|mascotas|(?:se )?(?:admit(?:e|en|an|a)|acept(?:a|an|e|en)) (?:perros?|gatos?|animales)|(?:perros?|gatos?|animales) (?:permitidos?|admitidos?|bienvenidos?|ok|okay)',
      'pets_allowed',
    ],
    // "Con aire" for short; the open air ("al aire libre") is none.
    ['aire acondicionado|climatizad[oa]|climatización|con aire(?! libre| acondicionado)', 'air_conditioning'],
    ['chimenea', 'fireplace'],
    // "Piso radiante" is floor heating where "piso" says floor (no flat), with or without "calefacción por".
    // "Calefacción por suelo" says it without "radiante": the heating is in the floor.
    [
      '(?:calefacci(?:ó|o)n (?:por |de )?)?(?:suelo|piso) radiante|calefacci(?:ó|o)n (?:por|de|bajo) suelo',
      'floor_heating',
    ],
    ['sauna', 'sauna'],
    // "Alberca" as Mexico says a pool.
    ['piscina|albercas?', 'pool'],
    ['ba[ñn]era', 'bathtub'],
    ['vistas?(?: al lago| a la montaña)?', 'view'],
  ],
  outdoor: ['espacio exterior', 'exterior'],
  firstOcc: [
    'obra nueva',
    'a estrenar',
    // "New" said of the searchers' job, work, life or family (a new job, a new baby) says why they move, not a
    // newly built home.
    '(?<!(?:trabajo|empleo|puesto|vida) )nuev[oa](?! (?:trabajo|empleo|puesto|vida|beb[eé]|escuela|colegio|pareja))',
    'primera ocupaci[oó]n',
    'reci[eé]n construid[oa]',
    'nunca habitad[oa]s?',
  ],
  near: [
    [
      'cerca (?:del |de la |de un |de una |de )?(?:metro|u-bahn|tranv(?:í|i)a|parada|estaci(?:ó|o)n|transporte p(?:ú|u)blico)',
      'transit',
    ],
    [
      'cerca (?:de la |de una |de un |del |de )?(?:(?:escuelas?|colegios?)(?: primarias?| secundarias?| de primaria)?|guarder(?:í|i)a)',
      'school',
    ],
    // The supermarket also as people shorten it: "cerca del súper", "con un súper cerca".
    ['cerca (?:del |de un |de )?(?:supermercados?|s(?:ú|u)per(?:es)?(?![\\p{L}-]))', 'supermarket'],
  ],
  noCommission: [
    'sin comisi(?:ó|o)n(?:es)?',
    'libre de comisi(?:ó|o)n(?:es)?',
    'sin agencia',
    'sin honorarios',
    'de particular',
    'particular',
  ],
  sort: [
    [
      // The price per area also as a unit with a slash: "ordenado por €/m²", "precio/m2".
      '(?:los |las )?más barat[oa]s? por (?:m2|metro cuadrado)(?: primero)?|precio por (?:m2|metro cuadrado)(?: (?:ascendente|más bajo))?|(?:ordenad[oa]s? por )?(?:precio|€|euros?) ?/ ?(?:m2|metro cuadrado)',
      'preis_pro_qm',
    ],
    // From one end of the prices to the other: the end named first comes first ("del más caro al más barato").
    [
      '(?:del|de la|de los|de las|de) (?:más )?(?:car|costos)[oa]s? (?:al|a la|a los|a las|a) (?:más )?(?:barat[oa]s?|económic[oa]s?)',
      'preis_absteigend',
    ],
    [
      '(?:de )?mayor (?:a menor )?superficie|superficie descendente|(?<!precio )de mayor a menor(?! precio)',
      'flaeche_absteigend',
    ],
    [
      // "Económico" is cheap: "primero los más económicos".
      // By the price itself: "(ordenar por) precio más bajo", "el precio más alto primero".
      'del más barato al más caro|(?:primero )?(?:los |las )?más (?:barat[oa]s|económic[oa]s)(?: primero)?|(?:el |la )?más barat[oa]|precio ascendente|(?:por )?(?:el )?precio más bajo(?: primero)?|(?:por )?precio de menor a mayor',
      'preis_aufsteigend',
    ],
    [
      '(?:los |las )?más (?:car|costos)[oa]s(?: primero)?|precio descendente|(?:por )?precio de mayor a menor|(?:por )?(?:el )?precio más alto(?: primero)?',
      'preis_absteigend',
    ],
    // The newest as a whole, "lo más nuevo/reciente (primero/arriba)", is the order, not a new build.
    [
      '(?:los |las )?más recientes(?: primero)?|más nuev[oa]s|(?:los )?últimos(?: anuncios)?(?: primero)|(?:primero )?lo más (?:nuevo|reciente)(?: primero| arriba)?',
      'neueste',
    ],
    ['(?:los |las )?más grandes(?: primero)?', 'flaeche_absteigend'],
  ],
  rooms: ['ambientes', 'habitaciones', 'habitación', 'hab\\.?', 'piezas', 'cuartos'],
  bedrooms: ['dormitorios?', 'recámaras'],
  // Not the ordinal of a floor (cuarto piso, cuarta planta).
  room: ['habitaci(?:ó|o)n', 'cuarto(?! piso| planta)'],
  numWords: { un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5 },
  articles: ['un', 'una'],
  roomsOf: ['de', 'con'],
  roomWords: [],
  // "no menos de 60 m²": not less is at least (the longer phrase is found before the max word inside it).
  min: ['al menos', 'no menos de', 'mínimo', 'min\\.?', 'más de', 'desde', 'a partir de', 'por encima de'],
  max: [
    'hasta',
    'máximo',
    'max\\.?',
    'máx\\.?',
    'menos de',
    'como máximo',
    'no más de',
    'presupuesto(?: de)?',
    'por debajo de',
    'sobre',
    'por',
  ],
  exact: ['exactamente'],
  orMore: ['o más', 'y más', '\\+'],
  orLess: ['o menos'],
  // "About" before a quantity (Lex.approx): the most one pays of a price, the size wanted (a minimum) of an area.
  approx: [
    'unos',
    'unas',
    'aprox\\.?',
    'aproximadamente',
    'alrededor de(?: los| las)?',
    'cerca de',
    'más o menos',
    'mas o menos',
    'en torno a(?: los| las)?',
    'sobre los',
    'sobre las',
  ],
  between: ['entre', 'de'],
  join: ['-', 'y', 'a'],
  plot: ['terreno', 'parcela', 'solar'],
  living: ['útiles', 'construidos', 'habitables'],
  area: ['metros cuadrados', 'metros', 'mts\\.?', 'm²'],
  district: ['(?:distrito|bezirk) (\\d{1,2})(?!\\d)', '(\\d{1,2})[ºo°]? distrito'],
  districtWords: [
    ...ordinalDistricts(
      [
        'primer(?:o)?',
        'segundo',
        'tercer(?:o)?',
        'cuarto',
        'quinto',
        'sexto',
        's[eé]ptimo',
        'octavo',
        'noveno',
        'd[eé]cimo',
        'und[eé]cimo|decimoprimer(?:o)?',
        'duod[eé]cimo|decimosegundo',
        'decimotercer(?:o)?',
        'decimocuarto',
        'decimoquinto',
        'decimosexto',
        'decimos[eé]ptimo',
        'decimoctavo',
        'decimonoveno',
        'vig[eé]simo',
        'vig[eé]simo primer(?:o)?',
        'vig[eé]simo segundo',
        'vig[eé]simo tercer(?:o)?',
      ],
      'distrito',
    ),
    ['primer distrito', 1],
    ['segundo distrito', 2],
    ['tercer distrito', 3],
    ['séptimo distrito', 7],
  ],
  energy: ['certificado energético', 'clase energética', 'calificación energética', 'clase'],
  household: 'familias?(?: con (?:niños|hijos))?|con (?:niños|hijos)|niños',
  // Spanish leaves the pronoun out: a verb in the first person plural ("buscamos", "queremos", "nos mudamos") says
  // the searchers speak of themselves as well.
  self: 'somos|soy|nosotr[oa]s|yo|nuestr\\p{L}*|mis?|\\p{L}{2,}(?:amos|emos|imos)',
  against:
    '(?<!(?:tenemos|tengo|tiene|con|somos|soy|pareja) )(?:sin|ningún|ningun[oa]s?|nada de|no queremos|no quiero)',
  situation: ['(?:trabaj|teletrabaj)\\p{L}*\\s+(?:desde|en|de)\\s+(?:mi\\s+)?casa'],
  moving: 'mud\\p{L}*|traslad\\p{L}*',
  movedFrom: '(?:de|desde) [^\\s,.;:!?\\d]+(?:\\s+[^\\s,.;:!?\\d]+){0,2}?(?=\\s+a\\s)',
  refused: [
    ['sin discapacidad(?:es)?|sin minusval[ií]as?|no discapacitad[oa]s', 'disability'],
    // "sin vecinos discapacitados": the people named, then their disability.
    ['(?:sin|ning[uú]n[oa]?) (?:\\p{L}+ ){1,3}(?:discapacitad[oa]s|minusv[aá]lid[oa]s)', 'disability'],
    // People named, then their wheelchair ("sin vecinos en silla de ruedas"), also wished away by "no" and a verb
    // ("que no vivan personas en silla de ruedas", "que no haya gente en sillas de ruedas"); "accesible en silla de
    // ruedas" is the home's access.
    [
      '(?:sin|ning[uú]n[oa]?|nada de|no(?: (?!para )\\p{L}+){1,2}) (?:\\p{L}+ )?(?:personas|gente|vecin[oa]s|inquilin[oa]s|compañer[oa]s|residentes) (?:\\p{L}+ )?en sillas? de ruedas',
      'disability',
    ],
    // Wished away by "no" ("que no haya vecinos discapacitados", "no quiero minusválidos"), or the neighbours,
    // tenants, flatmates named by their disability: a criterion about people. "para discapacitados" (for them) is
    // the accessible home's, so no "para" between.
    [
      'no (?:(?!para )\\p{L}+ ){0,3}(?:discapacitad[oa]s|minusv[aá]lid[oa]s)|(?:vecin|inquilin|compañer)[oa]s (?:\\p{L}+ )?(?:discapacitad[oa]s|minusv[aá]lid[oa]s)',
      'disability',
    ],
    // "sin compañeros de piso con discapacidad": without people who have one.
    ['sin (?:\\p{L}+ ){1,3}con discapacidad(?:es)?', 'disability'],
    ['(?:menores|mayores|menos|más) de (?:1[89]|[2-9]\\d) años', 'age'],
    // The neighbours', tenants', flatmates' age without the word for years ("vecinos menores de 40").
    [
      '(?:vecin|inquilin|compañer)[oa]s (?:\\p{L}+ ){0,3}(?:menores|mayores|de menos|de más) de (?:1[89]|[2-9]\\d)(?![\\d.,])',
      'age',
    ],
    // The landlord's nationality is a criterion about people, as the neighbours' is.
    [
      '(?:casero|casera|propietari[oa]|arrendador[a]?|dueñ[oa]) (?:\\p{L}+ ){0,3}(?:español\\p{L}*|austriac[oa]s?|alem[aá]n\\p{L}*|árabes?|turc[oa]s?|latin[oa]s?|extranjer[oa]s?)',
      'origin',
    ],
    // The landlord's, the owner's or the seller's sex wished for with the word's feminine form ("nur von einer
    // Vermieterin", "landlady preferred"), and their age said in words (young, old), are criteria about people as the
    // landlord's nationality is. The feminine word alone ("die Vermieterin möchte keine …") only names who decides.
    [
      '(?:preferiblemente|preferentemente|idealmente|mejor|solo|sólo)(?: (?:con|de))?(?: una| la)? (?:casera|propietaria|arrendadora|dueña)',
      'gender',
    ],
    [
      '(?:casero|casera|propietari[oa]|arrendador[a]?|dueñ[oa]) (?:joven|mayor|ancian[oa])|joven (?:casero|casera|propietari[oa]|arrendador[a]?|dueñ[oa])',
      'age',
    ],
    ['masculin[oa]s?|femenin[oa]s?', 'gender'],
    [
      '(?:vecinos|inquilinos|compañeros de piso) (?:\\p{L}+ ){0,2}(?:españoles|latinos|árabes|africanos|asiáticos|turcos|austriacos|extranjeros)|solo (?:españoles|latinos|árabes|africanos|asiáticos)',
      'origin',
    ],
    ['mujer(?:es)? solas?|hombres? solos?|mujer(?:es)?|hombres?|chicas?|señoras?', 'gender'],
    // Only young men as flatmates ("solo chicos"): "chicos" alone is also children.
    ['(?:s[oó]lo|solamente|únicamente) (?:para )?(?:chicos|varones)|chicos (?:s[oó]lo|solamente|únicamente)', 'gender'],
    [
      'personas mayores|jubilad[oa]s?|ancian[oa]s|jóvenes|(?:vecin|inquilin)[oa]s (?:muy )?(?:mayores|viej[oa]s)(?! de (?:1[89]|[2-9]\\d))',
      'age',
    ],
    ['parejas?', 'family'],
    [
      'musulman\\p{L}*|islam|isl[aá]mic\\p{L}*|evang[eé]lic\\p{L}*|budistas?|hind[uú](?:es|s)?|ortodox[oa]s|ateos|protestante\\p{L}*|cristian\\p{L}*|jud[ií][oa]s?|cat[oó]lic\\p{L}*|religi\\p{L}*',
      'religion',
    ],
    [
      'extranjeros?|gitan[oa]s|refugiad[oa]s?|solicitantes de asilo|ciudadan[oa]s|nacionalidad|origen|solo españoles|solo austriacos|inmigrantes',
      'origin',
    ],
    ['casad[oa]s|pareja casada|sin hijos|solter[oa]s?|estado civil', 'family'],
    // "Only for" and a people's name (solo per italiani, só para brasileiros, solo para peruanos, uniquement pour des
    // Italiens): a criterion of origin; last, so age, gender and family words are read first.
    // Not the people themselves: "solo vecinos islámicos" names their religion, the "-inos" of "vecinos" no origin.
    [
      'solo (?:para )?(?:los )?(?!vecin|inquilin|compañer|herman|person|gatos|perros|animal)\\p{L}+(?:anos|eses|inos|enos)',
      'origin',
    ],
  ],
  stop: [
    // A washing machine is an appliance, no feature, and never a misspelt "lavadero" (a laundry room).
    'lavadoras?',
    // To build ("terreno para construir una casa", "donde edificar") is a verb, never a misspelt "construido" (newly
    // built) or "edificio" (a building).
    'construir',
    'edificar',
    // Greetings, never a misspelt place ("Hallo" is not Hall).
    'hola',
    'saludos',
    'barato',
    'barata',
    'busco',
    'buscamos',
    'quiero',
    'quisiera',
    'un',
    'una',
    'unos',
    'el',
    'la',
    'los',
    'las',
    'en',
    'con',
    'y',
    'o',
    'de',
    'del',
    'al',
    'cerca',
    'para',
    'por',
    'zona',
    'euros?',
    'precio',
    'presupuesto',
    'centro',
    'ciudad',
    'tranquil[oa]',
    'luminos[oa]',
    'grande',
    'pequeñ[oa]',
    'bonit[oa]',
    'viena',
    'primero',
    'ordenados',
    'que',
    'tenga',
    'mes',
    'no',
    'vivir',
  ],
};
