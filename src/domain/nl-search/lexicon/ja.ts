/** Japanese words of the natural-language search; the fields are described on `Lex` in ./shared. */
import { CJK_DISTRICT_WORDS, EMPTY, type Lex } from './shared';

/**
 * What is near said the other way round: the word for near first ("近くにスーパーがある", "そばに学校", "近所に駅"), or the
 * walk to it ("スーパーまで徒歩5分").
 */
function nearBy(what: string): string {
  return `(?:近く|そば|近所|周辺|徒歩圏内?)に(?:は)?(?:${what})|(?:${what})(?:まで|へ)(?:は)?徒歩`;
}

export const ja: Lex = {
  ...EMPTY,
  bounded: false,
  // 売 before a type is "for sale" in listings' words (売地, 売家, 売店舗), as 売り is.
  buy: [
    '購入',
    '買いたい',
    '買う',
    '売買',
    '売り',
    '分譲',
    '売却',
    '売(?=地|土地|家|店舗|事務所|ビル|マンション|アパート|別荘|倉庫)',
  ],
  // 貸 before a type is "for rent" (貸事務所, 貸店舗, 貸倉庫, 貸地), as 売り before one is "for sale".
  rent: [
    '賃貸',
    '借りたい',
    '借りる',
    '貸し',
    '家賃',
    '賃料',
    '月額',
    '貸(?=事務所|店舗|倉庫|オフィス|工場|土地|地|駐車場|ビル|マンション|アパート|家|部屋|別荘)',
  ],
  perMonth: ['月額', '毎月', '/月', '月々', 'ひと月', '1か月', '1ヶ月', '月'],
  types: [
    // A vineyard or wine estate is land and forestry's, subtype Weinbau; first, before farms and plots.
    ['ワイナリー|ぶどう園|ブドウ園|葡萄園|ブドウ畑|ぶどう畑', 'LAND_UND_FORSTWIRTSCHAFT', 'WEINBAU'],
    // A "別荘" is a holiday home (Ferienhaus), not a villa: the grand house is "ヴィラ".
    ['ホリデーハウス|別荘', 'HAUS', 'FERIENHAUS'],
    ['二世帯住宅|二世帯', 'HAUS', 'ZWEIFAMILIENHAUS'],
    // A house for three households or more is a multi-family house.
    ['三世帯住宅|多世帯住宅', 'HAUS', 'MEHRFAMILIENHAUS'],
    // A flat on the ground floor (1階, not the 11th floor's 11階) or half below it; a shop there is no flat.
    ['(?<![\\d０-９一二三四五六七八九十])(?:[1１]|一)階(?:の)?(?=マンション|アパート|部屋)', 'WOHNUNG', 'ERDGESCHOSS'],
    ['半地下(?:の)?(?=マンション|アパート|部屋)', 'WOHNUNG', 'SOUTERRAIN'],
    // A second home names why one buys, not a holiday house: a house, no subtype.
    ['セカンドハウス', 'HAUS'],
    ['リゾートマンション|ホリデーアパート', 'WOHNUNG', 'FERIENWOHNUNG'],
    ['農家|古民家|農場', 'HAUS', 'BAUERNHAUS'],
    ['平屋|バンガロー', 'HAUS', 'BUNGALOW'],
    // A mountain hut (山小屋) is the subtype Berghütte; the word chalet (シャレー) and a log house stay a chalet.
    ['山小屋|山の小屋|山荘', 'HAUS', 'BERGHUETTE'],
    ['シャレー|ロッジ(?!ア)|ログハウス', 'HAUS', 'CHALET'],
    ['学生寮|寮', 'ZIMMER'],
    ['ペントハウス', 'WOHNUNG', 'PENTHOUSE'],
    ['メゾネット', 'WOHNUNG', 'MAISONETTE'],
    ['屋根裏', 'WOHNUNG', 'DACHGESCHOSS'],
    ['ロフト|ワンルーム|スタジオ', 'WOHNUNG', 'LOFT-STUDIO-ATELIER'],
    // Land to build a house on ("家を建てる土地", "住宅を建てられる土地", "一戸建てを建てるための土地"): the house is
    // what the plot is for, no second type (before the house words).
    [
      '(?:マイホーム|一戸建て|戸建て?|一軒家|住宅|別荘|家)を建て(?:る|られる|たい)(?:ための|ため の)?(?=土地|敷地)',
      'GRUNDSTUECK',
    ],
    ['ヴィラ|ヴィラ', 'HAUS', 'VILLA'],
    ['一戸建て|戸建て|一軒家|戸建', 'HAUS'],
    ['古城|お城|城館|シャトー', 'HAUS', 'SCHLOSS'],
    ['プレハブ(?:住宅|ハウス)?', 'HAUS', 'FERTIGHAUS'],
    ['テラスハウス|タウンハウス|長屋', 'HAUS', 'REIHENHAUS'],
    ['駐車場|駐車スペース|ガレージ付き駐車場', 'PARKEN'],
    ['建築用地|宅地', 'GRUNDSTUECK'],
    // 売地, 貸地: land for sale or rent, the listings' own words.
    ['土地|敷地|(?<=[売貸])地', 'GRUNDSTUECK'],
    ['診療所|クリニック', 'BUERO_PRAXEN', 'PRAXIS'],
    ['コワーキング(?:スペース)?', 'BUERO_PRAXEN', 'COWORKING'],
    ['オフィス|事務所', 'BUERO_PRAXEN'],
    ['キオスク|売店', 'EINZELHANDEL', 'KIOSK'],
    ['店舗|テナント', 'EINZELHANDEL'],
    ['ガソリンスタンド|給油所', 'SONSTIGE', 'TANKSTELLE'],
    // A home for the elderly is a building to buy (the investment's subtype), not a wish about neighbours.
    ['(?:有料)?老人ホーム|シニアホーム|高齢者住宅', 'ZINSHAUS_RENDITEOBJEKT', 'SENIORENHEIM'],
    // A workshop word names the subtype Werkstatt, a production hall is a hall with no subtype.
    ['作業場|工房', 'HALLEN_LAGER_PROD', 'WERKSTATT'],
    // Warehouses by their kind are subtypes: cooled (冷蔵倉庫), high-bay (高架倉庫, 自動倉庫), a forwarder's (物流倉庫).
    ['冷蔵倉庫|冷凍倉庫|冷蔵庫倉庫', 'HALLEN_LAGER_PROD', 'KUEHLHAUS'],
    ['高架倉庫|立体倉庫|自動倉庫', 'HALLEN_LAGER_PROD', 'HOCHREGALLAGER'],
    ['物流倉庫|物流センター', 'HALLEN_LAGER_PROD', 'SPEDITIONSLAGER'],
    ['倉庫|工場', 'HALLEN_LAGER_PROD'],
    // A hotel is the subtype of its own name; the other words for premises name none.
    ['ホテル', 'GASTGEWERBE', 'HOTELS'],
    // A guesthouse (ペンション, 民宿) as a business is the subtype Pensionen; a bar (バー) its own.
    ['ペンション|民宿', 'GASTGEWERBE', 'PENSIONEN'],
    ['(?<![ァ-ヺー])バー(?![ァ-ヺー])', 'GASTGEWERBE', 'BAR'],
    ['レストラン|旅館', 'GASTGEWERBE'],
    ['シェアハウス(?:の個室)?|ルームシェア', 'ZIMMER'],
    ['マンション|アパート|アパートメント|集合住宅', 'WOHNUNG'],
    // 大家 and 家主 are the landlord, 家庭 and 家族 a household, 実家 the searcher's parents' home: no house searched.
    // 我が家 is the searchers' own household ("我が家は四人家族"), no house searched either.
    ['住宅(?!街|地|エリア)|ハウス|(?<![賃具大実]|我が|わが)家(?![賃具主庭族])', 'HAUS'],
  ],
  features: [
    // "バルコニ付き": the long vowel mark left off.
    ['バルコニー?|ベランダ', 'balcony'],
    ['テラス(?!ハウス)|ルーフバルコニー', 'terrace'],
    ['ロッジア', 'loggia'],
    ['サンルーム|ウィンターガーデン', 'winter_garden'],
    ['庭付き|(?<!家)庭|ガーデン', 'garden'],
    ['エレベーター?', 'lift'],
    ['カーポート', 'carport'],
    ['駐輪場|自転車置き場', 'bicycle_room'],
    ['地下駐車場', 'underground_parking'],
    ['(?:ダブル|2台用|二台用|シングル|1台用|一台用)?(?:ガレージ|車庫)', 'garage'],
    ['駐車場|駐車スペース|駐車場付き', 'parking'],
    // A storage room (arrecadação, berging, кладовка, kiler, 物置) is a room of its own, not a cellar.
    ['地下室|収納庫', 'cellar'],
    ['物置', 'storage_room'],
    ['車椅子対応|車いす対応', 'wheelchair_accessible'],
    ['バリアフリー', 'barrier_free'],
    ['一部家具付き', 'partly_furnished'],
    ['家具(?:付き|付|つき|あり|有り)', 'furnished'],
    ['オープンキッチン|対面キッチン', 'open_kitchen'],
    ['ミニキッチン|簡易キッチン', 'kitchenette'],
    ['スパ|ウェルネス', 'wellness'],
    ['荷積みプラットフォーム|荷捌き場|プラットホーム', 'loading_platform'],
    // ソ for ン is the usual slip of the look-alike katakana (クレーソ).
    ['クレー[ンソ]', 'crane'],
    ['防犯アラーム|警報装置|防犯システム|セキュリティシステム', 'alarm_system'],
    ['lan配線|ネットワーク配線|oaフロア', 'data_cabling'],
    ['スロープ', 'ramp'],
    ['システムキッチン', 'fitted_kitchen'],
    // A dog or a cat allowed is a pet allowed: "犬可", "猫ok", "小型犬相談", "犬を飼える".
    [
      'ペット可|ペットok|ペット相談|ペット|(?:小型犬|犬|猫)(?:・(?:犬|猫))?(?:可|ok|相談|飼育可)|(?:犬|猫)を飼(?:え|う|って)',
      'pets_allowed',
    ],
    ['エアコン|冷房', 'air_conditioning'],
    ['暖炉', 'fireplace'],
    ['床暖房', 'floor_heating'],
    ['サウナ', 'sauna'],
    ['プール', 'pool'],
    ['バスタブ|浴槽', 'bathtub'],
    // ビュー ends a word of its own ("レイクビュー"), not one of a longer katakana name ("キッツビューエル", Kitzbühel).
    [
      '眺望|眺め|景色|(?:湖|山|街|川|海|ドナウ川|アルプス)(?:が|の)見え(?:る|て|ます)|(?:湖|山|アルプス)を見渡せる|ビュー(?![ァ-ヺ])',
      'view',
    ],
  ],
  outdoor: ['屋外スペース'],
  // "新しい" (new) before a building is a new one; before home or life ("新しい家で暮らしたい", "新しい生活") it is the
  // searchers' next home, whatever its age.
  firstOcc: ['新築|未入居|新築物件|新しい(?!家|お家|住まい|生活|暮らし|環境|職場|仕事|勤務先|会社|学校|赤ちゃん)'],
  // What is near by any particle before "near" ("駅の近く", "駅が近くて", "スーパーに近い", "幼稚園のそば").
  near: [
    [
      '(?:駅|地下鉄|電車|バス停|路面電車)(?:の|が|に|から)?(?:近く|近い|そば)|駅(?:から)?徒歩(?:\\d+分)?(?:圏内|以内)?|駅近|駅チカ|' +
        nearBy('駅|地下鉄|電車|バス停|路面電車'),
      'transit',
    ],
    [
      '(?:学校|小学校|幼稚園|保育園)(?:の|が|に|から)?(?:近く|近い|そば)|' + nearBy('学校|小学校|幼稚園|保育園'),
      'school',
    ],
    ['スーパー(?:マーケット)?(?:の|が|に|から)?(?:近く|近い|そば)|' + nearBy('スーパー(?:マーケット)?'), 'supermarket'],
  ],
  noCommission: ['(?:仲介(?:手数)?|手数)料(?:なし|無し|無料|不要|ゼロ|0円?)'],
  sort: [
    ['(?:平米|㎡|m2|坪)単価(?:の安い)?順|単価の安い順', 'preis_pro_qm'],
    ['面積の大きい順|面積が大きい順', 'flaeche_absteigend'],
    // "安いものから", "価格の高いものから": from the cheap (dear) ones, as 安い順 (高い順).
    ['(?:価格|値段)?(?:の|が)?安い(?:もの|物|ほう|方)?(?:順|から)|一番安い|最も安い|最安値?', 'preis_aufsteigend'],
    ['(?:価格|値段)?(?:の|が)?高い(?:もの|物|ほう|方)?(?:順|から)', 'preis_absteigend'],
    // 新着 (new arrivals) alone asks for them first as 新着順 does (also typed 新着準, by its sound).
    ['新しい順|新着順|最新|新着', 'neueste'],
    ['広い順|面積の広い順|大きい順', 'flaeche_absteigend'],
  ],
  rooms: ['部屋', '室', '間'],
  bedrooms: ['寝室', 'ベッドルーム'],
  room: ['部屋', '個室'],
  numWords: { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5 },
  roomWords: [
    // "2~3LDK": a range of layouts.
    ['(\\d)\\s?[~〜～-]\\s?(\\d)\\s?s?ldk', -1],
    ['(\\d)\\s?s?ldk', -1],
    // "寝室2つ": two bedrooms.
    ['(?:寝室|ベッドルーム)\\s?(\\d)\\s?つ?', -1],
    ['(\\d)\\s?dk', -1],
    ['(\\d)\\s?k', -2],
  ],
  min: ['以上', '最低', '少なくとも', '超'],
  max: ['以下', '以内', '未満', '最大', 'まで', '予算'],
  exact: ['ちょうど'],
  orMore: ['以上', '\\+'],
  orLess: ['以下', '以内', '未満', 'まで'],
  approx: ['程度', '位', 'くらい', 'ぐらい', '前後', '約', 'およそ'],
  between: [],
  // "七百ユーロと千ユーロの間": between two bounds "and" (と) joins them as から does.
  join: ['-', '〜', '~', 'から', '～', 'と'],
  plot: ['土地', '敷地'],
  living: ['専有面積', '延床面積', '面積', '広さ'],
  area: ['平米', '平方メートル', '㎡', 'm²', 'm2'],
  district: ['第?(\\d{1,2})区'],
  districtWords: CJK_DISTRICT_WORDS,
  energy: ['エネルギー等級', '省エネ等級', 'エネルギー効率クラス', 'エネルギークラス'],
  household: '子供連れ|子ども連れ|家族|子供|子ども',
  // Also the searchers' household and their reasons ("我が家は四人家族です", "大家族なので", "子供が二人いるので"), and the
  // family they will live with ("家族で住む", "家族全員で住める", "家族と暮らせる").
  self: '私|わたし|僕|我々|一緒に|我が家|ので|全員|で住|で暮ら|と住|と暮ら|同居',
  // The parents' home or the home town and where it is ("実家はザルツブルクにあります", "地元はリンツだけど"): where the
  // searchers come from, not where they search; the place up to the clause's end or the verb of being is passed over.
  situation: [
    '在宅勤務|在宅で仕事|在宅ワーク|リモートワーク',
    '(?:実家|地元)(?:は|が|も)[^\\s、。，,！!？?]{1,15}?(?=に(?:あ|住)|です|だ|なので|で(?:す|、)|[、。，,])',
  ],
  moving: '引っ越|引越|移住|転居',
  movedFrom: '[^\\s、。,]{1,12}?から(?=[^\\s、。,]{1,12}?(?:に|へ))',
  refused: [
    // "障害のある人は不可", "障がい者はNG", "車椅子の方はお断り": people with a disability turned away.
    [
      '(?:障害|障がい)(?:の|が)ない|(?:(?:障害|障がい)(?:者|の(?:ある)?(?:人|方))|車(?:椅子|いす)の(?:人|方))(?:が|は)?(?:い|居|住んでい)ない|(?:(?:障害|障がい)(?:の|が)ある(?:人|方|者)|(?:障害|障がい)者|車(?:椅子|いす)(?:の(?:人|方))?)(?:は|も)?(?:不可|お断り|ng|ダメ|だめ|無理)',
      'disability',
    ],
    ['(?:1[89]|[2-9]\\d)歳(?:以上|以下|未満)', 'age'],
    [
      '(?:日本|中国|韓国|外国|オーストリア|アジア|欧米|白|黒|アラブ|トルコ|ロシア)人(?:だけ|のみ|限定|ばかり|専用)',
      'origin',
    ],
    // The landlord's nationality ("大家さんはオーストリア人希望", "家主はドイツ人がいい", "日本人の大家").
    [
      '(?:大家|家主|オーナー)(?:さん)?(?:は|が|も)?(?:日本|中国|韓国|外国|オーストリア|ドイツ|アジア|アラブ|トルコ|ロシア|イタリア|フランス)人|(?:日本|中国|韓国|外国|オーストリア|ドイツ|アジア|アラブ|トルコ|ロシア|イタリア|フランス)人の(?:大家|家主|オーナー)',
      'origin',
    ],
    ['女性|男性|女子|男子|レディース|女の人|男の人', 'gender'],
    // Young or old people by their adjective: "若い人", "若い方", "お年寄り", "高齢の方".
    [
      '高齢者(?!住宅)|シニア(?!ホーム)|年配|若者|老人(?!ホーム)|若い(?:人|方|世代)|お年寄り|高齢の(?:人|方)|(?:高齢|年配|若い)の?(?:隣人|住人|入居者|ルームメイト)',
      'age',
    ],
    ['夫婦|カップル', 'family'],
    ['イスラム教徒|イスラム|キリスト教徒|ユダヤ|カトリック|宗教|仏教徒', 'religion'],
    ['外国人|国民|市民権|国籍|日本人のみ|日本人限定|オーストリア人のみ|出身|人種', 'origin'],
    // People named by the region they come from ("アフリカ系の隣人", "アジア系").
    ['(?:アフリカ|アジア|アラブ|中東|ラテン|ヒスパニック)系', 'origin'],
    ['既婚|独身|子供なし|子どもなし|婚姻', 'family'],
  ],
  stop: [
    // "の間" closes a range said with と (between … and …), read with the bounds.
    '間',
    '私',
    // The parents' home ("実家の近く", "実家を出て"): where the searcher comes from, no type.
    '実家',
    '高級',
    '畔',
    '可',
    '州',
    'か',
    '探し',
    'てい',
    '向け',
    'いる',
    '以上',
    '以下',
    '中古',
    '前後',
    'くらい',
    'ぐらい',
    '程度',
    '市内',
    '近郊',
    '管理費',
    '共益費',
    '込み',
    'オーストリア',
    '物件',
    'を',
    'が',
    'の',
    'に',
    'で',
    'と',
    'は',
    'へ',
    'や',
    'も',
    'な',
    'た',
    'い',
    'です',
    'ます',
    '探して',
    '探しています',
    // The word segmenter cuts "探してます" (spoken "探しています", looking for) into 探, し, て and ます.
    '探',
    'し',
    'て',
    'います',
    'ほしい',
    '欲しい',
    '希望',
    'したい',
    '付き',
    'ある',
    'あり',
    '近く',
    '周辺',
    '付近',
    'ユーロ',
    '価格',
    '予算',
    '中心',
    '静か',
    '明るい',
    '大きい',
    '小さい',
    'きれい',
    '順',
    '月',
    'ない',
    'ください',
    'ウィーン',
    'エリア',
    '物件',
    'お願いします',
    '円',
    'から',
    '内',
    'で',
    'がいい',
    'いい',
    'する',
  ],
};
