/** Turkish words of the natural-language search; the fields are described on `Lex` in ./shared. */
import { EMPTY, type Lex } from './shared';

export const tr: Lex = {
  ...EMPTY,
  bounded: true,
  // "almalıyım", "almalı mıyız": I (we) should buy.
  buy: ['satılık', 'satın almak', 'satın al\\p{L}*', 'almak', 'almal(?:ı|i)\\p{L}*', 'alım', 'satış'],
  // 'kira getirisi', 'kira geliri': a property's rental income, no wish to rent.
  rent: ['kiralık', 'kiralamak', 'kira\\p{L}*(?!\\s+(?:getiri|geliri))', 'kiraya'],
  perMonth: ['aylık', 'ayda', 'ay başına', '/ ?ay'],
  types: [
    // Land to build a house on ("ev yapmaya uygun arsa", "konut yapılabilecek arsa", "villa inşa etmek için arsa"):
    // the house is what the plot is for, no second type; the house and building words are read with the plot.
    [
      '(?:müstakil ev|ev|konut|villa|bina)\\p{L}* (?:yap|inşa)\\p{L}*(?: (?:etme\\p{L}*|için|uygun|elverişli))*(?=,? (?:satılık |kiralık )?(?:arsa|arazi))',
      'GRUNDSTUECK',
    ],
    // A vineyard or wine estate is land and forestry's, subtype Weinbau; first, before farms and plots.
    ['üzüm bağ\\p{L}*|bağ arazi\\p{L}*|şarap bağ\\p{L}*', 'LAND_UND_FORSTWIRTSCHAFT', 'WEINBAU'],
    ['tatil daire\\p{L}*|yazlık daire\\p{L}*', 'WOHNUNG', 'FERIENWOHNUNG'],
    ['yazlık(?: ev)?|tatil evi|tatil evleri', 'HAUS', 'FERIENHAUS'],
    // A flat on the ground floor or half below it; a shop "zemin katta" is no flat.
    ['bahçe katı(?: daire\\p{L}*)?|(?:giriş|zemin) kat(?:ı|taki)? daire\\p{L}*', 'WOHNUNG', 'ERDGESCHOSS'],
    ['(?:yarı )?bodrum kat(?:ı|taki)? daire\\p{L}*', 'WOHNUNG', 'SOUTERRAIN'],
    ['çiftlik evi|köy evi|çiftlik', 'HAUS', 'BAUERNHAUS'],
    // "çatı katı" is the storey under the roof (Dachgeschoss); a penthouse is called so.
    ['çatı (?:katı|dairesi)', 'WOHNUNG', 'DACHGESCHOSS'],
    ['penthouse', 'WOHNUNG', 'PENTHOUSE'],
    ['dubleks', 'WOHNUNG', 'MAISONETTE'],
    ['loft|stüdyo(?: daire)?', 'WOHNUNG', 'LOFT-STUDIO-ATELIER'],
    ['ikiz (?:villa|ev)\\p{L}*', 'HAUS', 'DOPPELHAUSHAELFTE'],
    // A one-storey house is a bungalow: tek katlı ev, tek katlı müstakil ev, tek katlı villa.
    ['tek katlı (?:müstakil )?(?:ev|villa)\\p{L}*|tek katlı müstakil|bungalov\\p{L}*|bungalow', 'HAUS', 'BUNGALOW'],
    ['villa(?!ch)\\p{L}*', 'HAUS', 'VILLA'],
    ['(?:iki|2) aileli(?:k)? ev\\p{L}*', 'HAUS', 'ZWEIFAMILIENHAUS'],
    // A house for three families or more is a multi-family house.
    ['(?:üç|dört|beş|[3-9]|çok) aileli(?:k)? ev\\p{L}*', 'HAUS', 'MEHRFAMILIENHAUS'],
    ['müstakil(?: ev)?', 'HAUS'],
    ['sıra ev(?:ler)?|sıralı ev(?:ler)?', 'HAUS', 'REIHENHAUS'],
    // A mountain hut (dağ evi, dağ kulübesi) is the subtype Berghütte; the word şale the chalet.
    ['dağ ev(?:i|leri|inde|ini|ine)|dağ kulübe\\p{L}*', 'HAUS', 'BERGHUETTE'],
    ['şale(?:ler|si)?', 'HAUS', 'CHALET'],
    // A greenhouse or nursery business (sera, sera işletmesi, fidanlık) is land and forestry's, subtype Gartenbau.
    [
      'sera(?:lar|sı)?(?: işletme\\p{L}*)?|fidanlık\\p{L}*|bahçecilik işletme\\p{L}*',
      'LAND_UND_FORSTWIRTSCHAFT',
      'GARTENBAU',
    ],
    // A castle, a boat's mooring, a kiosk and a high-bay warehouse are the subtypes of their own names; the mooring
    // and the high-bay store before the parking space and the warehouse.
    ['şato\\p{L}*', 'HAUS', 'SCHLOSS'],
    [
      '(?:tekne|yat|bot) (?:bağlama |park |çekme )?yer\\p{L}*|tekne bağlama\\p{L}*|yat bağlama\\p{L}*',
      'PARKEN',
      'BOOTSLIEGEPLATZ',
    ],
    // "açık büfe" is a buffet meal, no kiosk.
    ['(?<!açık )büfe(?:si|ler|yi)?|kiosk\\p{L}*', 'EINZELHANDEL', 'KIOSK'],
    ['yüksek raflı depo\\p{L}*|yüksek raf depo\\p{L}*', 'HALLEN_LAGER_PROD', 'HOCHREGALLAGER'],
    ['otopark yeri|park yeri|otopark', 'PARKEN'],
    ['imarlı arsa', 'GRUNDSTUECK'],
    ['arsa\\p{L}*|arazi\\p{L}*', 'GRUNDSTUECK'],
    ['muayenehane', 'BUERO_PRAXEN', 'PRAXIS'],
    ['co-?working(?: ofis\\p{L}*| alan\\p{L}*)?|ortak çalışma alan\\p{L}*', 'BUERO_PRAXEN', 'COWORKING'],
    ['ofis\\p{L}*|büro\\p{L}*', 'BUERO_PRAXEN'],
    ['dükkan\\p{L}*|mağaza\\p{L}*|işyeri', 'EINZELHANDEL'],
    // "depo" is a storage or warehouse (depolar, depo alanı), "depozito" a deposit (depozitosu, depozitoyu).
    // A workshop word names the subtype Werkstatt, a production hall is a hall with no subtype.
    ['atölye\\p{L}*', 'HALLEN_LAGER_PROD', 'WERKSTATT'],
    ['soğuk hava depo\\p{L}*|soğuk depo\\p{L}*|soğutmalı depo\\p{L}*', 'HALLEN_LAGER_PROD', 'KUEHLHAUS'],
    ['depo(?!zit)\\p{L}*', 'HALLEN_LAGER_PROD'],
    // Rare kinds of property by their own word: a hunting ground, riding stables, a sports ground.
    ['av saha\\p{L}*|av alan\\p{L}*', 'LAND_UND_FORSTWIRTSCHAFT', 'JAGDREVIER'],
    ['binicilik tesis\\p{L}*|at çiftli\\p{L}*|harası?', 'LAND_UND_FORSTWIRTSCHAFT', 'REITERHOEFE'],
    ['spor tesis\\p{L}*|spor kompleks\\p{L}*', 'FREIZEITIMMOBILIE_GEWERBLICH', 'SPORTANLAGEN'],
    // A hotel is the subtype of its own name; the other words for premises name none.
    ['otel\\p{L}*', 'GASTGEWERBE', 'HOTELS'],
    // The word Pension in the language's own form is a guesthouse of the subtype Pensionen, as pensionat, pensjonat.
    ['pansiyon\\p{L}*|misafirhane\\p{L}*|konukev\\p{L}*', 'GASTGEWERBE', 'PENSIONEN'],
    ['bar(?:lar|ı)?', 'GASTGEWERBE', 'BAR'],
    ['restoran\\p{L}*', 'GASTGEWERBE'],
    // A room in a shared flat: the flat says where the room is, not what is searched.
    [
      '(?:paylaşımlı|ortak) (?:ev|daire)\\p{L}*(?:\\s+(?:\\p{L}+\\s+)?oda\\p{L}*)?|öğrenci odası|paylaşımlı oda|kiralık oda|öğrenci(?:ler)? için (?:ucuz )?oda',
      'ZIMMER',
    ],
    ['daire\\p{L}*|apartman dairesi|konut', 'WOHNUNG'],
    // "ev sahibi" is the landlord, no house.
    // "ev sahibi" is the landlord, "ev arkadaşı" a flatmate: no house.
    ['ev(?:i|ler|lerin)?(?! sahib| arkadaş)', 'HAUS'],
  ],
  features: [
    ['balkon\\p{L}*', 'balcony'],
    ['teras\\p{L}*', 'terrace'],
    ['kış bahçe', 'winter_garden'],
    // "bahçe katı" is a garden-level flat (a subtype), "bodrum kat" a basement flat: no garden, no cellar.
    ['(?!bahçe kat)bahçe\\p{L}*|bahçeli', 'garden'],
    ['asansör\\p{L}*', 'lift'],
    // "yer altı" written apart as well as together: yer altı otoparklı, yeraltı garajı.
    ['kapalı otopark|yer ?altı (?:otopark|garaj)\\p{L}*', 'underground_parking'],
    // A single garage's words are read with it (tek araçlık garaj); "garj" is a usual slip for garaj.
    ['(?:çift |iki araçlık |tek araçlık |tekli )?gara?j\\p{L}*', 'garage'],
    ['otopark\\p{L}*|park yeri', 'parking'],
    // A storage room (arrecadação, berging, кладовка, kiler, 物置) is a room of its own, not a cellar.
    ['(?!bodrum kat)bodrum\\p{L}*', 'cellar'],
    ['engelli erişim\\p{L}*|engelsiz|engelliye uygun', 'barrier_free'],
    ['tekerlekli sandalye(?:ye)? uygun', 'wheelchair_accessible'],
    ['ankastre mutfak|ankastre', 'fitted_kitchen'],
    ['açık mutfak|amerikan mutfak', 'open_kitchen'],
    ['bisiklet (?:odası|deposu|park yeri)|bisiklet', 'bicycle_room'],
    ['kapalı otopark yeri|araba sundurması|carport', 'carport'],
    ['depo odası|kiler\\p{L}*', 'storage_room'],
    ['wellness|spa|sağlık merkezi', 'wellness'],
    // A loading dock by any of its words: yükleme rampası, yükleme platformu, rampa.
    ['yükleme (?:ramp|platform|peron)\\p{L}*|rampa', 'loading_platform'],
    ['vinç', 'crane'],
    ['hırsız alarm|alarm sistemi|alarm', 'alarm_system'],
    ['(?:network|ağ|data) kablolama|kablolama', 'data_cabling'],
    // A plain 'rampa' is the loading ramp (above); the one for wheelchairs says so.
    ['engelli rampa', 'ramp'],
    ['mini mutfak|mutfak nişi', 'kitchenette'],
    ['yarı eşyalı', 'partly_furnished'],
    ['eşyalı|mobilyalı', 'furnished'],
    ['çamaşır odas\\p{L}*|çamaşır odalı|çamaşırhane\\p{L}*', 'laundry_room'],
    // Also the searcher's own pet ("köpeğim var", "kedim var": I have a dog, a cat).
    [
      'evcil hayvan\\p{L}*(?: izinli| serbest| kabul)?|(?:köpeğim|köpeklerim|kedim|kedilerim|evcil hayvanım) var',
      'pets_allowed',
    ],
    // Also as typed without its a ("klimlı").
    ['klima\\p{L}*|kliml[ıi]', 'air_conditioning'],
    ['şömine\\p{L}*', 'fireplace'],
    ['yerden ısıtma', 'floor_heating'],
    ['sauna\\p{L}*', 'sauna'],
    ['havuz\\p{L}*', 'pool'],
    ['küvet\\p{L}*', 'bathtub'],
    ['manzara\\p{L}*', 'view'],
  ],
  outdoor: ['açık alan\\p{L}*', 'dış alan\\p{L}*'],
  firstOcc: [
    'sıfır',
    'yeni bina',
    'yeni yapı',
    // "New" said of the searchers' job, work, life or family (a new job, a new baby) says why they move, not a
    // newly built home.
    'yeni(?! boyan\\p{L}*| badana\\p{L}*| yapılmış mutfak| eklen\\p{L}*| iş\\p{L}*| görev\\p{L}*| hayat\\p{L}*| bebe\\p{L}*| okul\\p{L}*)',
    'ilk kullanım',
    'yeni inşaat',
  ],
  near: [
    // A noun with its dative (and possessive) ending before "yakın" (near): "metroya", "tren istasyonuna",
    // "otobüs durağına", "tramvay durağına", "ilkokula", "anaokuluna"; or after "yakında" (nearby): "daire, yakında
    // metro", "yakında okul olsun".
    [
      "(?:metro|u-bahn['’]?|tramvay|(?:otobüs |tramvay )?dura[kğ]|(?:tren |metro |otobüs |tramvay )?istasyon|toplu taşıma)\\p{L}{0,5} (?:yakın|yürüme mesafesinde)|yakında(?:ki)? (?:bir )?(?:metro|u-bahn|tramvay|(?:otobüs |tramvay )?dura[kğ]|(?:tren |metro |otobüs |tramvay )?istasyon|toplu taşıma)\\p{L}{0,5}",
      'transit',
    ],
    // Within walking distance is near: "okula yürüme mesafesinde".
    [
      '(?:okul|ilkokul|ortaokul|anaokul|kreş|lise)\\p{L}{0,5} (?:yakın|yürüme mesafesinde)|yakında(?:ki)? (?:bir )?(?:okul|ilkokul|ortaokul|anaokul|kreş|lise)\\p{L}{0,5}',
      'school',
    ],
    [
      '(?:süpermarket|market)\\p{L}{0,4} (?:yakın|yürüme mesafesinde)|yakında(?:ki)? (?:bir )?(?:süpermarket|market)\\p{L}{0,4}',
      'supermarket',
    ],
  ],
  noCommission: [
    'komisyonsuz',
    'komisyon yok',
    'sahibinden',
    'emlakçısız',
    // "komisyonu olmasın", "komisyon olmayan": let there be no (agent's) commission.
    '(?:emlakçı )?komisyon(?:u)? (?:olmasın|olmayan|istemiyoruz|istemiyorum)',
    // A commission of nought written as a figure is none: "%0 komisyon", "komisyon %0", "sıfır komisyon".
    '(?:%0|0 ?%|sıfır) komisyon\\p{L}*',
    'komisyon:? (?:%0|0 ?%)',
  ],
  sort: [
    // The square metre written as a word or a unit: metrekare fiyatına göre, m² fiyatına göre sırala.
    ['(?:metrekare|m2) fiyatı en düşük(?: önce)?|(?:metrekare|m2) fiyatına göre(?: sırala\\p{L}*)?', 'preis_pro_qm'],
    ['en geniş(?: önce)?|metrekareye göre büyükten küçüğe|(?:en )?büyükten küçüğe', 'flaeche_absteigend'],
    // "en ucuzlar önce", "en düşük fiyat önce": the cheapest first.
    [
      'en ucuz(?:lar|dan)?(?: önce)?|en düşük fiyat\\p{L}*(?: önce)?|ucuzdan pahalıya|fiyata göre artan',
      'preis_aufsteigend',
    ],
    // The price falling or rising: "fiyata göre azalan (sırala)", "fiyat azalan", "fiyat artan".
    ['fiyat(?:a göre)? artan(?: sırala\\p{L}*)?', 'preis_aufsteigend'],
    [
      'en pahalı(?:lar|dan)?(?: önce)?|en yüksek fiyat\\p{L}*(?: önce)?|pahalıdan ucuza|fiyat(?:a göre)? azalan(?: sırala\\p{L}*)?',
      'preis_absteigend',
    ],
    // The latest added first: "son eklenen ilanlar önce", "son eklenenler".
    // Also the new ones on top or first: "yeniler üstte", "yeniler önce".
    [
      'en yeni(?: önce)?|en yeniler|(?:son|yeni) eklenen(?:ler| ilanlar)?(?: önce)?|yeniler (?:üstte|önce|başta|yukarıda)',
      'neueste',
    ],
    ['en büyük(?: önce)?', 'flaeche_absteigend'],
  ],
  rooms: ['oda\\p{L}*'],
  bedrooms: ['yatak odas\\p{L}*', 'yatak odalı'],
  room: ['oda'],
  numWords: { bir: 1, iki: 2, üç: 3, dört: 4, beş: 5 },
  roomWords: [],
  min: ['en az', 'minimum', 'min\\.?', 'üzeri', 'fazla', 'den fazla', 'dan fazla', 'itibaren'],
  max: [
    'en fazla',
    'maksimum',
    'max\\.?',
    'maks\\.?',
    'altı',
    'altında',
    'kadar',
    'bütçe\\p{L}*',
    'civarı',
    'yaklaşık',
  ],
  exact: ['tam', 'tam olarak'],
  orMore: ['veya daha fazla', 've üzeri', 've üstü', 'üzeri', 'den fazla', 'dan fazla', '\\+'],
  orLess: ['veya daha az', 've altı', "'?y?[ae] kadar", 'kadar', 'altı', 'altında', 'az'],
  // A multiplier takes the case ending of the amount it ends: 1 milyona kadar, 450 bine kadar, 400 binden az.
  multipliers: [
    ['milyon(?:a|dan|u|luk)', 1e6],
    ['bin(?:e|den|i|lik)', 1e3],
  ],
  between: [],
  join: ['-', 'ile', 'ila'],
  plot: ['arsa\\p{L}*', 'arazi\\p{L}*'],
  living: ['net', 'brüt', 'oturum alanı'],
  area: ['metrekare\\p{L}*', 'm²', 'metre\\p{L}*'],
  // 'ilçe' (district) is often typed without its cedilla ('ilcesinde').
  district: ['(\\d{1,2})\\. ?(?:bölge\\p{L}*|bezirk|il(?:ç|c)e\\p{L}*)', '(?:bölge|il(?:ç|c)e) (\\d{1,2})(?!\\d)'],
  districtWords: [
    ['birinci bölge\\p{L}*', 1],
    ['yedinci bölge\\p{L}*', 7],
  ],
  energy: ['enerji sınıfı', 'enerji sınıf\\p{L}*', 'enerji', 'sınıf\\p{L}*'],
  household: 'aile(?:ler|ye|miz)?(?: için)?|çocuklu\\p{L}*|çocuklar\\p{L}*',
  // Also the searchers' own household ("annem bizimle yaşıyor") and the verb said of themselves ("emekli olduk").
  self: 'ben|biz|benim|bizim|bizimle|benimle|eşim\\p{L}*|ailem\\p{L}*|çocuklarım\\p{L}*|çocuğum\\p{L}*|annem\\p{L}*|babam\\p{L}*|anneannem\\p{L}*|babaannem\\p{L}*|dedem\\p{L}*|ninem\\p{L}*|olduk|oldum',
  situation: ['evden çalış\\p{L}*'],
  moving: 'taşın\\p{L}*',
  movedFrom: "\\p{L}+['’]?(?:dan|den|tan|ten)(?=\\s+\\p{L}+['’]?(?:a|e|ya|ye)\\s)",
  refused: [
    // People with a disability wished away: "engelli olmayan", "engelli olmasın", "engelli ev arkadaşı istemiyorum"
    // ("engelliye uygun", suited to them, is the accessible home's feature).
    [
      'engell?i olmayan\\p{L}*|engel(?:li)?siz kiracı\\p{L}*|engelli(?:ler)? (?:\\p{L}+ ){0,2}(?:olmasın|istemiyorum|istemiyoruz|istenmiyor)',
      'disability',
    ],
    // People named by their wheelchair, wished away ("tekerlekli sandalye kullanan olmasın"); "tekerlekli sandalyeye
    // uygun" is the home's access.
    ['tekerlekli sandalye\\p{L}* (?:\\p{L}+ ){0,2}(?:olmasın|istemiyorum|istemiyoruz|istenmiyor)', 'disability'],
    // The landlord's nationality is a criterion about people, as the neighbours' is.
    [
      'ev sahib\\p{L}* (?:\\p{L}+ ){0,2}(?:türk|arap|yabancı|avusturyalı|alman|suriyeli|kürt)\\p{L}*|(?:türk|arap|yabancı|avusturyalı|alman|suriyeli|kürt)\\p{L}* ev sahib\\p{L}*',
      'origin',
    ],
    // "40 yaşından büyük/küçük/genç olmasın": older or younger than an age, as under or over it.
    ['(?:1[89]|[2-9]\\d) yaş\\p{L}* (?:altı|üstü|üzeri|büyük|küçük|genç|yaşlı)\\p{L}*', 'age'],
    [
      'komşu\\p{L}* (?:\\p{L}+ ){0,2}(?:türk|arap|yabancı|avusturyalı|alman|suriyeli)\\p{L}*|(?:türk|arap|yabancı|alman|suriyeli) komşu\\p{L}*|hepsi türk\\p{L}*',
      'origin',
    ],
    ['bayan\\p{L}*|kadın\\p{L}*|erkek\\p{L}*|kız\\p{L}*', 'gender'],
    // "emekliyim", "yaşlıyız" (I am retired, we are old): the searchers speaking of themselves, no criterion.
    ['(?:yaşlı|emekli)(?!y[iı][mz](?![\\p{L}]))\\p{L}*|genç\\p{L}*', 'age'],
    ['çiftler\\p{L}*', 'family'],
    [
      'müslüman\\p{L}*|islami\\p{L}*|hristiyan\\p{L}*|yahudi\\p{L}*|katolik\\p{L}*|din\\p{L}*|alevi\\p{L}*|sünni\\p{L}*|ortodoks\\p{L}*|budist\\p{L}*|ateist\\p{L}*',
      'religion',
    ],
    [
      'yabancı\\p{L}*|vatandaş\\p{L}*|milliyet\\p{L}*|köken\\p{L}*|sadece türk\\p{L}*|sadece avusturyalı\\p{L}*|göçmen\\p{L}*',
      'origin',
    ],
    ['evli\\p{L}*|bekar\\p{L}*|çocuksuz\\p{L}*|medeni hal\\p{L}*', 'family'],
  ],
  stop: [
    // "… ile … arası", "… arasında": the word that closes a range (between), read with its bounds.
    'aras[ıi]',
    'aras[ıi]nda',
    // Greetings, never a misspelt place or term ("Hallo" is not Hall, "Selamlar" not "seralar").
    'merhaba',
    'selam(?:lar|ın|ünler)?',
    'ucuz',
    'arıyorum',
    'arıyoruz',
    'istiyorum',
    'bir',
    've',
    'veya',
    'ile',
    'için',
    'yakın\\p{L}*',
    'civarında',
    'de',
    'da',
    'te',
    'ta',
    'euro',
    'fiyat\\p{L}*',
    'bütçe\\p{L}*',
    'merkez\\p{L}*',
    'şehir\\p{L}*',
    'sakin',
    'aydınlık',
    'büyük',
    'küçük',
    'güzel',
    'önce',
    'sıralı',
    'olan',
    'olsun',
    'ay',
    'değil',
    'lütfen',
    'bana',
    'göster',
    'tl',
    'ayda',
    'içinde',
    'bölgesinde',
    'evi',
    'olarak',
  ],
};
