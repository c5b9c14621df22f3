/** Portuguese words of the natural-language search; the fields are described on `Lex` in ./shared. */
import { EMPTY, type Lex, ordinalDistricts } from './shared';

export const pt: Lex = {
  ...EMPTY,
  bounded: true,
  // The advertiser's forms too: vende-se, vendo (for sale), aluga-se, arrenda-se, alugo (for rent).
  buy: ['comprar', 'compra', 'à venda', 'a venda', 'venda', 'adquirir', 'vende-se', 'vendo'],
  rent: [
    'alugar',
    'aluguel',
    'aluguer',
    'arrendar',
    'arrendamento',
    'para alugar',
    'para arrendar',
    'locação',
    'aluga-se',
    'arrenda-se',
    'alugo',
    'arrendo',
  ],
  // A rent with its running costs ("all costs included") after the amount is a month's rent, as "warm" is.
  perMonth: [
    'por mês',
    'por mes',
    'ao mês',
    'mensais?',
    '/ ?mês',
    '(?:com )?(?:despesas|contas) incluídas',
    'condomínio incluso',
    'tudo incluído',
  ],
  types: [
    // A vineyard or wine estate is land and forestry's, subtype Weinbau; first, before farms and plots.
    ['vinhas?|vinhedos?|quintas? vin[ií]colas?|propriedades? vin[ií]colas?', 'LAND_UND_FORSTWIRTSCHAFT', 'WEINBAU'],
    ['apartamentos? de férias|apartamentos? para férias', 'WOHNUNG', 'FERIENWOHNUNG'],
    ['casas? de férias|casas? de veraneio|casas? de campo para férias', 'HAUS', 'FERIENHAUS'],
    // A second home names why one buys, not a holiday house: a house, no subtype.
    ['segunda habitação', 'HAUS'],
    // A flat on the ground floor; a shop "no rés-do-chão" is no flat. The ads' short form "r/c" names the flat by
    // itself ("r/c para alugar"), not where it says where something lies ("loja no r/c").
    [
      'apartamentos? (?:no |em |ao )?(?:rés-do-chão|rés do chão|res-do-chao|r/c)|apartamentos? térreos?|(?<!(?:no|em|ao|do|de) )r/c',
      'WOHNUNG',
      'ERDGESCHOSS',
    ],
    ['apartamentos? (?:na |em )(?:semi-)?cave', 'WOHNUNG', 'SOUTERRAIN'],
    ['(?:moradias?|casas?) em (?:banda|fila|fileira)', 'HAUS', 'REIHENHAUS'],
    ['(?:moradias?|casas?) (?:bifamiliar(?:es)?|para (?:duas|2) famílias)', 'HAUS', 'ZWEIFAMILIENHAUS'],
    [
      '(?:moradias?|casas?) (?:multifamiliar(?:es)?|para (?:três|quatro|cinco|seis|várias|[3-9]) famílias)',
      'HAUS',
      'MEHRFAMILIENHAUS',
    ],
    ['bangalôs?|bangalo|bungalows?', 'HAUS', 'BUNGALOW'],
    ['casas? geminadas?|moradias? geminadas?', 'HAUS', 'DOPPELHAUSHAELFTE'],
    ['casas? de campo|casas? rústicas?|quintas?|herdades?', 'HAUS', 'BAUERNHAUS'],
    ['coberturas?|penthouse', 'WOHNUNG', 'PENTHOUSE'],
    ['duplex', 'WOHNUNG', 'MAISONETTE'],
    ['sótão|águas-furtadas', 'WOHNUNG', 'DACHGESCHOSS'],
    ['lofts?|estúdios?|estudio|kitnet', 'WOHNUNG', 'LOFT-STUDIO-ATELIER'],
    ['vivendas?|moradias? isoladas?', 'HAUS'],
    ['moradias? geminadas?', 'HAUS', 'DOPPELHAUSHAELFTE'],
    ['villas?|mansão', 'HAUS', 'VILLA'],
    // A subtype named by its own word in the language: a castle, a prefab house, a riding stable, a kiosk, a cold
    // store, a boat mooring, a petrol station, a bar or a nightclub (as Schloss, Fertighaus, Reiterhof, Kiosk,
    // Kühlhaus, Bootsliegeplatz, Tankstelle, Bar, Diskothek in the listings).
    ['castelos?', 'HAUS', 'SCHLOSS'],
    [
      '(?:casas?|moradias?) (?:pré-?fabricadas?|pre-?fabricadas?)|pré-fabricad[oa]s?|prefabricad[oa]s?',
      'HAUS',
      'FERTIGHAUS',
    ],
    ['centros? (?:hípicos?|hipicos?|equestres?)|haras|hípicas?', 'LAND_UND_FORSTWIRTSCHAFT', 'REITERHOEFE'],
    ['quiosques?', 'EINZELHANDEL', 'KIOSK'],
    [
      '(?:armaz(?:é|e)ns?|armazem|galp(?:ão|ões)|pavilh(?:ão|ões)) frigor(?:í|i)fic[oa]s?|c(?:â|a)maras? frigor(?:í|i)ficas?',
      'HALLEN_LAGER_PROD',
      'KUEHLHAUS',
    ],
    [
      '(?:lugar(?:es)?|vagas?|postos?) de amarração(?: (?:para|de) barcos?)?|amarraç(?:ão|ões)(?: (?:para|de) barcos?)?|vagas? (?:para|de) barcos?|ancoradouros?',
      'PARKEN',
      'BOOTSLIEGEPLATZ',
    ],
    [
      'postos? de (?:combust(?:í|i)vel|combust(?:í|i)veis|gasolina|abastecimento)|bombas? de gasolina|estaç(?:ão|ões) de serviço',
      'SONSTIGE',
      'TANKSTELLE',
    ],
    ['bar(?:es)?', 'GASTGEWERBE', 'BAR'],
    ['discotecas?|boates?', 'GASTGEWERBE', 'DISCOTHEK'],
    ['casas? de h(?:ó|o)spedes', 'GASTGEWERBE', 'PENSIONEN'],
    [
      '(?:prédios?|predios?|edifícios?|edificios?) (?:de rendimento|para investimento|de investimento)',
      'ZINSHAUS_RENDITEOBJEKT',
    ],
    // A mountain hut (Berghütte) is its own subtype; the word chalet (chalé) names the subtype Chalet.
    ['refúgios?(?: de montanha| alpinos?)?|cabanas? (?:de montanha|alpinas?)', 'HAUS', 'BERGHUETTE'],
    ['chalés?|chalets?', 'HAUS', 'CHALET'],
    ['dachas?', 'HAUS', 'LAUBE-DATSCHE-GARTENHAUS'],
    // A parking space by its charger ("lugar de garagem com carregador para carro elétrico").
    [
      'carregador(?:es)?(?: el(?:é|e)tricos?)?(?: (?:para|de) (?:carros?|veículos?|veiculos?|automóveis) el(?:é|e)tricos?)?|(?:pontos?|postos?|estaç(?:ão|ões)|tomadas?) de carregamento|wall ?box',
      'PARKEN',
      'PARKPLATZ_STROM',
    ],
    ['lugar(?:es)? de garagem|vagas? de garagem|estacionamento', 'PARKEN'],
    // A hunting ground is land and forestry's, subtype Jagdrevier; a fish farm the subtype Teich- und Fischwirtschaft.
    ['(?:reservas?|terrenos?|zonas?|herdades?) de ca(?:ç|c)a|coutadas?', 'LAND_UND_FORSTWIRTSCHAFT', 'JAGDREVIER'],
    [
      'pisciculturas?|viveiros? de (?:peixes|trutas)|explora(?:ç|c)(?:ão|ões) pisc(?:í|i)colas?|quintas? pisc(?:í|i)colas?',
      'LAND_UND_FORSTWIRTSCHAFT',
      'TEICH_UND_FISCHWIRTSCHAFT',
    ],
    ['terrenos? para construção|lote urbano', 'GRUNDSTUECK'],
    ['terrenos?|lotes?', 'GRUNDSTUECK'],
    ['consultório', 'BUERO_PRAXEN', 'PRAXIS'],
    ['(?:espaços? (?:de )?)?co-?working', 'BUERO_PRAXEN', 'COWORKING'],
    ['escritórios?|salas? comercia(?:l|is)', 'BUERO_PRAXEN'],
    // Premises for a restaurant or bar (espaço de restauração, loja de restauração) are a hospitality business.
    [
      '(?:espaços?|lojas?|loca(?:l|is)|estabelecimentos?) (?:de restaura(?:ção|cao)|gastron(?:ó|o)mic[oa]s?)',
      'GASTGEWERBE',
    ],
    ['lojas?|espaço comercial', 'EINZELHANDEL'],
    // A workshop word names the subtype Werkstatt, a production hall is a hall with no subtype.
    ['oficinas?', 'HALLEN_LAGER_PROD', 'WERKSTATT'],
    ['armazéns?|armazem|galpão|pavilhão|espaços? industria(?:l|is)', 'HALLEN_LAGER_PROD'],
    ['hot[eé]is|hotel', 'GASTGEWERBE', 'HOTELS'],
    // The word Pension in the language's own form is a guesthouse of the subtype Pensionen, as pensionat, pensjonat.
    ['pens(?:ão|ões|ao|oes)', 'GASTGEWERBE', 'PENSIONEN'],
    ['restaurantes?|pousada|alojamento local', 'GASTGEWERBE'],
    // A room in a shared flat: the flat says where the room is, not what is searched.
    [
      'quarto\\s+(?:\\p{L}+\\s+)?(?:em|num|numa) (?:um |uma )?(?:apartamento|casa) (?:partilhad|compartilhad)[oa]|(?:apartamento|casa) (?:partilhad|compartilhad)[oa]|quarto compartilhado',
      'ZIMMER',
    ],
    // A room in a students' flat (a "república") is a room in a flat share too.
    [
      'quartos?\\s+(?:\\p{L}+\\s+)?(?:em|num|numa) (?:um |uma )?(?:apartamento|casa) (?:de|para) estudantes|quartos? (?:em|numa) república',
      'ZIMMER',
    ],
    // Brazilian "apê" (short for apartamento) too.
    ['apartamentos?|ap(?:to)?\\.?|apês?|apezinho', 'WOHNUNG'],
    // 'colegas de casa' (housemates) are people, no house.
    // A house of two floors as Brazil says a house ("sobrado").
    ['(?<!(?:colegas?|companheir[oa]s?) de )casas?|moradias?|sobrados?', 'HAUS'],
  ],
  flatFloors: [['(?:no |em |ao )?(?:rés-do-chão|rés do chão|res-do-chao|res do chao|r/c|andar térreo)', 'ERDGESCHOSS']],
  features: [
    ['varandas?|sacadas?', 'balcony'],
    // A café's or restaurant's outdoor seating (esplanada) is its terrace.
    ['terraços?|esplanadas?', 'terrace'],
    ['loggia', 'loggia'],
    ['jardi(?:m|ns) de inverno', 'winter_garden'],
    ['jardi(?:m|ns)|quintal', 'garden'],
    ['elevador', 'lift'],
    // Before the garage: an underground car park is its own feature.
    ['garagem subterrânea|garagens subterrâneas|estacionamento subterrâneo|parque subterrâneo', 'underground_parking'],
    // A space in a garage ("vaga de garagem") is a parking space, read with the types.
    ['(?<!(?:vagas?|lugar(?:es)?) de )(?:garagem|garagens)(?: duplas?| individua(?:l|is)| simples)?', 'garage'],
    ['estacionamento|lugar de estacionamento|vaga', 'parking'],
    ['(?:arrecadação|sala|garagem) (?:para|de) bicicletas|bicicletário', 'bicycle_room'],
    // A flat "na cave" is a basement flat (a subtype), no cellar.
    ['(?<!apartamentos? (?:na |em )(?:semi-)?)cave|porão', 'cellar'],
    ['(?:acessível|adaptad[oa]) (?:a|para|em) cadeira de rodas', 'wheelchair_accessible'],
    // A home fitted for people with a disability ('adaptado para deficientes', 'para pessoas com mobilidade reduzida').
    [
      '(?:adaptad|preparad|apropriad)[oa]s? (?:para|a) (?:pessoas )?(?:deficientes|com (?:deficiência|mobilidade reduzida))|para (?:pessoas )?(?:deficientes|com mobilidade reduzida)',
      'barrier_free',
    ],
    ['acessível|sem barreiras|sem obst(?:á|a)culos', 'barrier_free'],
    ['semi-?mobiliad[oa]|semi-?mobilad[oa]|parcialmente mobil(?:i)?ad[oa]', 'partly_furnished'],
    ['mobilad[oa]s?|mobiliad[oa]s?', 'furnished'],
    ['cozinha aberta|cozinha americana|cozinha em open space', 'open_kitchen'],
    ['carport|telheiro (?:para|de) carros?', 'carport'],
    // A storage room (arrecadação, berging, кладовка, kiler, 物置) is a room of its own, not a cellar.
    ['arrumos|despensa|dispensa|arrecadaç(?:ão|ões)|arrecadacao', 'storage_room'],
    ['lavandaria|lavanderia', 'laundry_room'],
    // A building under heritage protection: "edifício classificado", Brazilian "imóvel tombado".
    [
      '(?:edifícios?|edificios?|prédios?|predios?|imóve(?:l|is)|casas?) (?:hist(?:ó|o)ric[oa]s? )?(?:classificad[oa]s?|tombad[oa]s?|protegid[oa]s?)',
      'listed_building',
    ],
    ['(?:área|zona|espaço) (?:de )?(?:wellness|bem-estar)|wellness|spa', 'wellness'],
    ['cais de carga|plataformas? de carga', 'loading_platform'],
    ['ponte rolante|grua|guindaste', 'crane'],
    ['(?:sistema de )?alarme', 'alarm_system'],
    ['cablagem(?: estruturada)?|cabeamento(?: estruturado)?|rede de dados', 'data_cabling'],
    ['rampa(?: de acesso)?', 'ramp'],
    ['kitchenette', 'kitchenette'],
    ['cozinha equipada', 'fitted_kitchen'],
    [
      // The participle after the animals too: "animais aceites", "cães aceitos", "animais bem-vindos", "animais ok".
      // A dog as Brazil says it ("aceita cachorro").
      'aceit(?:a|am|em|e|amos)(?:-se)? (?:animais|animal|cães|cão|cachorros?|gatos?|pets)|(?:animais|cães|gatos|pets) (?:aceites|aceitos|permitidos|bem-vindos|ok|okay)|animais de estimação',
      'pets_allowed',
    ],
    ['ar condicionado|climatizad[oa]', 'air_conditioning'],
    ['lareira', 'fireplace'],
    ['piso radiante|aquecimento de piso', 'floor_heating'],
    ['sauna', 'sauna'],
    ['piscina', 'pool'],
    ['banheira', 'bathtub'],
    ['vista(?: para o lago| para as montanhas)?', 'view'],
  ],
  outdoor: ['espaço exterior', 'área externa', 'exterior'],
  // "a estrear", "por estrear" (never yet used): first occupancy, as Spanish "a estrenar".
  firstOcc: [
    'construção nova',
    // "New" said of the searchers' job, work, life or family (a new job, a new baby) says why they move, not a
    // newly built home.
    '(?<!(?:emprego|trabalho|cargo|vida) )nov[oa]s?(?! (?:emprego|trabalho|cargo|vida|beb[eê]|escola|empresa))',
    'primeira ocupação',
    'na planta',
    'obra nova',
    'nunca habitad[oa]s?',
    '(?:a|por) estrear',
  ],
  near: [
    [
      'perto (?:do |da |de um |de uma |de )?(?:metro|metr(?:ô|o)|u-bahn|el(?:é|e)trico|paragem|esta(?:ç|c)(?:ã|a)o|transportes? p(?:ú|u)blicos?)',
      'transit',
    ],
    [
      'perto (?:da |de uma |de |do )?(?:escolas?(?: prim(?:á|a)rias?| b(?:á|a)sicas?| secund(?:á|a)rias?)?|jardim de inf(?:â|a)ncia|creche)',
      'school',
    ],
    ['perto (?:do |de um |de |dos )?supermercados?', 'supermarket'],
  ],
  noCommission: [
    'sem comissão',
    'sem comissao',
    // "isento de comissão", "isenta de comissões", "livre de comissão": no fee for the buyer or tenant.
    '(?:isent[oa]s?|livres?) de (?:comiss(?:ão|ao|ões|oes)|taxas? de media(?:ç|c)(?:ão|ao))',
    'sem agência',
    // The Brazilian agent's fee.
    'sem (?:taxa de )?corretagem',
    'sem corretor',
    'direto com o proprietário',
    'particular',
  ],
  sort: [
    [
      // The price per area also as a unit with a slash: "ordenado por €/m²", "preço/m2".
      '(?:os |as )?mais barat[oa]s? por (?:m2|metro quadrado)(?: primeiro)?|preço por (?:m2|metro quadrado)(?: (?:crescente|mais baixo))?|(?:ordenad[oa]s? por )?(?:preço|€|euros?) ?/ ?(?:m2|metro quadrado)',
      'preis_pro_qm',
    ],
    // From one end of the prices to the other: the end named first comes first ("das mais caras para as mais baratas").
    ['d[oa]s? mais car[oa]s? (?:para|ao|à|aos|às) (?:o |a |os |as )?mais barat[oa]s?', 'preis_absteigend'],
    ['maior área(?: primeiro)?|área decrescente|do maior (?:para|ao) o? ?menor(?! preço)', 'flaeche_absteigend'],
    [
      'do mais barato (?:para|ao) o? ?mais caro|(?:os |as |o |a )?mais barat[oa]s?(?: primeiro)?|preço crescente|menor preço|pre[çc]os? mais baixos?(?: primeiro)?',
      'preis_aufsteigend',
    ],
    ['(?:os |as )?mais car[oa]s(?: primeiro)?|preço decrescente|maior preço', 'preis_absteigend'],
    // The newest listings first ("os mais novos primeiro"): the listings' age, not a new building.
    [
      // The newest one with its article, "o mais novo primeiro", is the order too, not a new build.
      '(?:os |as )?mais recentes(?: primeiro)?|(?:os )?últimos(?: anúncios)?(?: primeiro)|(?:os |as )?mais nov[oa]s(?: primeiro)?|(?:primeiro )?(?:o|a) mais (?:nov[oa]|recente)(?: primeiro| em cima)?',
      'neueste',
    ],
    ['(?:os |as )?maiores(?: primeiro)?', 'flaeche_absteigend'],
  ],
  rooms: ['assoalhadas', 'cômodos', 'divisões', 'salas'],
  bedrooms: ['quartos?', 'dormitórios?'],
  // Not the ordinal of a floor (quarto andar).
  room: ['quarto(?! andar)'],
  numWords: { um: 1, uma: 1, dois: 2, duas: 2, três: 3, tres: 3, quatro: 4, cinco: 5 },
  articles: ['um', 'uma'],
  roomsOf: ['de', 'com'],
  roomWords: [
    ['t0', 1],
    ['t1', 2],
    ['t2', 3],
    ['t3', 4],
    ['t4', 5],
  ],
  // "não menos de 60 m²": not less is at least (the longer phrase is found before the max word inside it).
  min: [
    'pelo menos',
    'não menos de',
    'nao menos de',
    'no mínimo',
    'mínimo',
    'min\\.?',
    'mais de',
    'a partir de',
    'acima de',
    'desde',
  ],
  // "não mais de 800": the minimum word negated is a maximum.
  max: [
    'até',
    'ate',
    'máximo',
    'max\\.?',
    'máx\\.?',
    'no máximo',
    'menos de',
    'abaixo de',
    'orçamento(?: de)?',
    'por',
    'n(?:ã|a)o mais (?:de|do que|que)',
  ],
  exact: ['exatamente', 'exactamente'],
  orMore: ['ou mais', 'e mais', '\\+'],
  orLess: ['ou menos'],
  // "About" before a quantity (Lex.approx): the most one pays of a price, the size wanted (a minimum) of an area.
  approx: [
    'cerca de',
    'uns',
    'umas',
    'aprox\\.?',
    'aproximadamente',
    'por volta de(?: os| as)?',
    'em torno de',
    'mais ou menos',
    'à volta de',
    'a volta de',
  ],
  between: ['entre', 'de'],
  join: ['-', 'e', 'a'],
  plot: ['terreno', 'lote'],
  living: ['úteis', 'construídos', 'habitáveis'],
  area: ['metros quadrados', 'metros', 'm²'],
  district: ['(?:distrito|bezirk) (\\d{1,2})(?!\\d)', '(\\d{1,2})\\.?[ºo°]? distrito'],
  districtWords: [
    ...ordinalDistricts(
      [
        'primeiro',
        'segundo',
        'terceiro',
        'quarto',
        'quinto',
        'sexto',
        's[eé]timo',
        'oitavo',
        'nono',
        'd[eé]cimo',
        'd[eé]cimo primeiro',
        'd[eé]cimo segundo',
        'd[eé]cimo terceiro',
        'd[eé]cimo quarto',
        'd[eé]cimo quinto',
        'd[eé]cimo sexto',
        'd[eé]cimo s[eé]timo',
        'd[eé]cimo oitavo',
        'd[eé]cimo nono',
        'vig[eé]simo',
        'vig[eé]simo primeiro',
        'vig[eé]simo segundo',
        'vig[eé]simo terceiro',
      ],
      'distrito|bairro',
    ),
    ['primeiro distrito', 1],
    ['segundo distrito', 2],
    ['sétimo distrito', 7],
  ],
  energy: ['certificado energético', 'classe energética', 'classe'],
  household: 'famílias?(?: com (?:crianças|filhos))?|com (?:crianças|filhos)|crianças',
  // Portuguese leaves the pronoun out: a verb in the first person plural ("gostaríamos", "queremos", "vamos") says the
  // searchers speak of themselves as well.
  self: 'somos|sou|nós|eu|noss[oa]s?|meus?|minhas?|\\p{L}{2,}(?:amos|emos|imos)',
  against: '(?<!(?:temos|tenho|tem|com|somos|sou|casal) )(?:sem|nenhum\\p{L}*|não queremos|não quero)',
  situation: ['(?:trabalh|teletrabalh)\\p{L}*\\s+(?:em|de|a partir de)\\s+casa'],
  moving: 'mud\\p{L}*',
  movedFrom: 'de [^\\s,.;:!?\\d]+(?:\\s+[^\\s,.;:!?\\d]+){0,2}?(?=\\s+para\\s)',
  refused: [
    ['sem deficiências?|sem deficiencias?|sem necessidades especiais|não deficientes', 'disability'],
    // "sem vizinhos deficientes": the people named, then their disability.
    ['(?:sem|nenhum[a]?) (?:\\p{L}+ ){1,3}deficientes', 'disability'],
    // Wished away by "não" ("que não haja vizinhos deficientes"), or the neighbours, tenants, flatmates named by
    // their disability: a criterion about people. "para deficientes" (for them) is the accessible home's.
    [
      'não (?:(?!para )\\p{L}+ ){0,3}deficientes|(?:vizinh|inquilin)[oa]s (?:\\p{L}+ )?deficientes|colegas de casa (?:\\p{L}+ )?deficientes',
      'disability',
    ],
    // "sem colegas de casa com deficiência": without people who have one.
    ['sem (?:\\p{L}+ ){1,3}com deficiências?', 'disability'],
    // People named by their wheelchair ("sem cadeirantes no prédio", "sem vizinhos em cadeira de rodas").
    [
      '(?:sem|nenhum[a]?) (?:\\p{L}+ ){0,2}cadeirantes|(?:sem|nenhum[a]?) (?:\\p{L}+ )?(?:pessoas|vizinh[oa]s|inquilin[oa]s|moradores|residentes) (?:\\p{L}+ )?em cadeiras? de rodas',
      'disability',
    ],
    ['(?:menores|maiores|menos|mais) de (?:1[89]|[2-9]\\d) anos', 'age'],
    // The landlord's nationality is a criterion about people, as the neighbours' is.
    [
      '(?:senhori[oa]|propriet(?:á|a)ri[oa]|dono|dona) (?:\\p{L}+ ){0,3}(?:portugu(?:ê|e)s\\p{L}*|brasileir\\p{L}*|austr(?:í|i)ac[oa]s?|alem(?:ã|a)\\p{L}*|árabes?|turc[oa]s?|estrangeir[oa]s?)',
      'origin',
    ],
    // The landlord's, the owner's or the seller's sex wished for with the word's feminine form ("nur von einer
    // Vermieterin", "landlady preferred"), and their age said in words (young, old), are criteria about people as the
    // landlord's nationality is. The feminine word alone ("die Vermieterin möchte keine …") only names who decides.
    [
      '(?:de preferência|preferencialmente|idealmente|só|apenas)(?: (?:com|de))?(?: uma| a)? (?:senhoria|propriet(?:á|a)ria|locadora)',
      'gender',
    ],
    [
      '(?:senhori[oa]|propriet(?:á|a)ri[oa]|dono|dona|locador[a]?) (?:jovem|idos[oa]|velh[oa])|jovem (?:senhori[oa]|propriet(?:á|a)ri[oa]|dono|dona)',
      'age',
    ],
    ['masculin[oa]s?|feminin[oa]s?', 'gender'],
    [
      '(?:vizinhos|inquilinos|colegas de casa) (?:\\p{L}+ ){0,2}(?:brasileir\\p{L}*|portugues\\p{L}*|árabes|africanos|asiáticos|turcos|austríacos|estrangeiros)|só (?:brasileir\\p{L}*|portugues\\p{L}*)',
      'origin',
    ],
    ['mulher(?:es)?|homem|homens|senhoras?|raparigas?|moças?', 'gender'],
    // Only young men as flatmates ("só rapazes"): a boy alone is no criterion.
    ['(?:só|apenas|somente) (?:para )?(?:rapazes|meninos)|(?:rapazes|meninos) (?:só|apenas|somente)', 'gender'],
    ['idos[oa]s?|aposentad[oa]s?|reformad[oa]s?|jovens', 'age'],
    ['casal|casais', 'family'],
    [
      'muçulman\\p{L}*|islã|islão|isl[aâ]mic\\p{L}*|evang[eé]lic\\p{L}*|crentes|budistas?|hindus|ortodox[oa]s|ateus|protestante\\p{L}*|cristã(?:o|os|s)?|judeus?|judia|católic\\p{L}*|religi\\p{L}*',
      'religion',
    ],
    [
      'estrangeiros?|cigan[oa]s|refugiad[oa]s?|requerentes de asilo|cidad(?:ã|a)os|nacionalidade|origem|só portugueses|só austríacos|imigrantes',
      'origin',
    ],
    ['casad[oa]s|casal casado|sem filhos|solteir[oa]s?|estado civil', 'family'],
    // "Only for" and a people's name (solo per italiani, só para brasileiros, solo para peruanos, uniquement pour des
    // Italiens): a criterion of origin; last, so age, gender and family words are read first.
    [
      's(?:ó|o) (?:para )?(?:os )?(?!solteir|companheir|enfermeir|meninos|inquilin|vizinh|pessoa)\\p{L}+(?:anos|eses|inos|eiros|enos)',
      'origin',
    ],
  ],
  stop: [
    // Running costs said with the rent ("até 780 € com despesas", "despesas incluídas") are no feature, and never a
    // misspelt "despensa" (a storage room).
    'despesas?',
    // To build ("terreno onde edificar uma casa") is a verb, never a misspelt "edifício" (a building).
    'construir',
    'edificar',
    // Greetings, never a misspelt place ("Hallo" is not Hall).
    'olá',
    'ola',
    'oi',
    'procuro',
    'procuramos',
    'quero',
    'queria',
    'gostaria',
    'um',
    'uma',
    'o',
    'a',
    'os',
    'as',
    'em',
    'no',
    'na',
    'com',
    'e',
    'ou',
    'de',
    'do',
    'da',
    'perto',
    'para',
    'por',
    'zona',
    'euros?',
    'preço',
    'orçamento',
    'centro',
    'cidade',
    'tranquil[oa]',
    'luminos[oa]',
    'grande',
    'pequen[oa]',
    'bonit[oa]',
    'viena',
    'primeiro',
    'ordenados',
    'que',
    'tenha',
    'mês',
    'não',
    'viver',
    'morar',
  ],
};
