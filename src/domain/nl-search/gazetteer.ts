/**
 * The places the natural-language search recognises: the Bundesländer, Vienna's districts and the curated towns
 * and Bezirke of src/domain/austria.ts, their names in the 15 languages (Vienna is Wien, Vienne, Вена, 维也纳 …),
 * plus whatever towns and Bezirke the search index holds (extendGazetteer), so a place with listings is found,
 * and the named areas of ./regions (Mühlviertel, Wörthersee, Lake Wörth, Зальцкаммергут …).
 */
import { BUNDESLAND_NAMES_DE, TOWNS, WIEN_BEZIRKE } from '../austria';
import { foldKey } from '../text/fold';
import { REGIONS } from './regions';
import { TOWN_PART_PLACES } from './town-parts';
import { austrianPlaces, DISTRICT_NAMES } from './austria-places';
import type { Bundesland } from '../vocabulary';
import type { Gazetteer, GazetteerEntry, PlaceKind } from './types';

/** Exonyms and common abbreviations: Latin-script names are folded and matched as words. */
export const BUNDESLAND_ALIASES: Readonly<Record<Bundesland, string[]>> = {
  wien: ['wien', 'vienna', 'vienne', 'viena', 'wenen', 'wiedniu', 'wiednia', 'viyana', 'wean', 'vídeň'],
  niederoesterreich: [
    'niederösterreich',
    'noe',
    'nö',
    'lower austria',
    'basse autriche',
    'bassa austria',
    'baja austria',
    'baixa áustria',
    'neder oostenrijk',
    'nedre österrike',
    'dolna austria',
    'dolnej austrii',
    'aşağı avusturya',
    'niederosterreich',
  ],
  oberoesterreich: [
    'oberösterreich',
    'ooe',
    'oö',
    'upper austria',
    'haute autriche',
    'alta austria',
    'alta áustria',
    'opper oostenrijk',
    'övre österrike',
    'górna austria',
    'górnej austrii',
    'yukarı avusturya',
    'oberosterreich',
  ],
  salzburg: [
    'land salzburg',
    'bundesland salzburg',
    'salzburger land',
    'salzburgerland',
    'salzburgo',
    'salisburgo',
    'salzburgu',
    'salzburga',
    'salzbourg',
  ],
  steiermark: [
    'steiermark',
    'styria',
    'styrie',
    'stiria',
    'estiria',
    'stíria',
    'stiermarken',
    'steiermarken',
    'styrii',
    'styria',
    'stmk',
  ],
  tirol: ['tirol', 'tyrol', 'tirolo', 'tyrolu', 'tyrolen', 'tiroler'],
  vorarlberg: ['vorarlberg', 'vorarlbergu'],
  kaernten: [
    'kärnten',
    'carinthia',
    'carinthie',
    'carinzia',
    'carintia',
    'caríntia',
    'karinthië',
    'karyntia',
    'karyntii',
    'karintiya',
    'kaernten',
    'karnten',
  ],
  burgenland: ['burgenland', 'burgenlandu'],
};

/** Names in other scripts and inflected stems, matched as substrings of the lower-cased text. */
const STEMS: Array<[string, GazetteerEntry]> = [
  // The city of Salzburg, before the names of the Bundesland that match inside these: "ザルツブルク市" is the city.
  ...(
    [
      'ザルツブルク市|ザルツブルグ市',
      '萨尔茨堡市|萨尔斯堡市|薩爾斯堡市',
      '薩爾茨堡市',
      'город\\p{L}*\\s+зальцбург\\p{L}*',
      'зальцбург\\p{L}*\\s+\\(?город\\p{L}*\\)?',
      // "مدينة …", "… المدينة", "شهر …": the word for a city before or after the name, in each spelling of Salzburg the Land's stems know.
      'مدينة (?:سالزبورغ|سالزبورج|زالتسبورغ|سالسبورغ)',
      '(?:سالزبورغ|سالزبورج|زالتسبورغ|سالسبورغ) المدينة',
      'شهر (?:سالزبورگ|زالتسبورگ|سالتسبورگ)',
    ] as const
  ).map((stem): [string, GazetteerEntry] => [stem, { kind: 'ort', value: 'Salzburg' }]),
  // Wiener Neustadt in Chinese ("Vienna's new town"), before Vienna's name that begins it.
  ['维也纳新城|維也納新城', { kind: 'ort', value: 'Wiener Neustadt' }],
  ...(
    [
      ['вен', 'wien'],
      ['wiedeń', 'wien'],
      ['فيينا', 'wien'],
      ['وین', 'wien'],
      ['فیینا', 'wien'],
      ['维也纳', 'wien'],
      ['維也納', 'wien'],
      ['ウィーン', 'wien'],
      ['ウイーン|ヴィーン', 'wien'],
      ['нижн\\p{L}* австри\\p{L}*', 'niederoesterreich'],
      ['النمسا السفلى', 'niederoesterreich'],
      ['اتریش سفلی', 'niederoesterreich'],
      ['下奥地利', 'niederoesterreich'],
      ['低地オーストリア|下オーストリア', 'niederoesterreich'],
      ['ニーダーエスターライヒ', 'niederoesterreich'],
      ['верхн\\p{L}* австри\\p{L}*', 'oberoesterreich'],
      ['النمسا العليا', 'oberoesterreich'],
      ['اتریش علیا', 'oberoesterreich'],
      ['上奥地利', 'oberoesterreich'],
      ['高地オーストリア|上オーストリア', 'oberoesterreich'],
      ['オーバーエスターライヒ', 'oberoesterreich'],
      ['зальцбург\\p{L}*', 'salzburg'],
      ['سالزبورغ|سالزبورج|زالتسبورغ|سالسبورغ', 'salzburg'],
      ['سالزبورگ|زالتسبورگ|سالتسبورگ', 'salzburg'],
      ['萨尔茨堡|萨尔斯堡|薩爾斯堡|薩爾茨堡|萨尔兹堡', 'salzburg'],
      ['ザルツブルク|ザルツブルグ', 'salzburg'],
      ['штири\\p{L}*', 'steiermark'],
      ['اشتایرمارک', 'steiermark'],
      ['اشتیریا', 'steiermark'],
      ['شتايرمارك', 'steiermark'],
      ['ستيريا|شتيريا', 'steiermark'],
      ['استیریا', 'steiermark'],
      ['施蒂利亚|施蒂里亚|施泰尔马克', 'steiermark'],
      ['シュタイアーマルク|シュタイヤーマルク', 'steiermark'],
      ['тирол\\p{L}*', 'tirol'],
      ['تيرول', 'tirol'],
      ['تیرول', 'tirol'],
      ['蒂罗尔|蒂羅爾', 'tirol'],
      ['チロル|ティロル', 'tirol'],
      ['каринти\\p{L}*', 'kaernten'],
      // Carinthia from its Latin name and Kärnten as German says it, in both scripts.
      ['كارينثيا|كارينتيا|كيرنتن|كارنتن', 'kaernten'],
      ['کارینتیا|کارینتی|کرنتن|کارنتن', 'kaernten'],
      ['克恩顿|卡林西亚|克恩滕', 'kaernten'],
      ['ケルンテン', 'kaernten'],
      ['форарльберг\\p{L}*', 'vorarlberg'],
      ['فورارلبرغ', 'vorarlberg'],
      ['فورارلبرگ', 'vorarlberg'],
      ['福拉尔贝格', 'vorarlberg'],
      ['フォアアールベルク', 'vorarlberg'],
      ['бургенланд\\p{L}*', 'burgenland'],
      ['بورغنلاند', 'burgenland'],
      ['بورگنلند', 'burgenland'],
      ['布尔根兰', 'burgenland'],
      ['ブルゲンラント|ブルゲンランド', 'burgenland'],
    ] as const
  ).map(([stem, value]): [string, GazetteerEntry] => [stem, { kind: 'bundesland', value }]),
  ...(
    [
      ['грац\\p{L}*', 'Graz'],
      ['غراتس|جراتس', 'Graz'],
      ['غراز|جراز', 'Graz'],
      ['گراتس', 'Graz'],
      ['گراز', 'Graz'],
      ['格拉茨|格拉兹|格拉茲', 'Graz'],
      ['グラーツ', 'Graz'],
      ['линц\\p{L}*', 'Linz'],
      ['لينتس', 'Linz'],
      ['لينز', 'Linz'],
      ['لینتس', 'Linz'],
      ['لینز', 'Linz'],
      ['林茨|林兹|林茲', 'Linz'],
      ['リンツ', 'Linz'],
      ['инн?сбрук\\p{L}*', 'Innsbruck'],
      ['انسبروك|انزبروك|اينسبروك', 'Innsbruck'],
      ['اینسبروک', 'Innsbruck'],
      ['اینسبورک|اینزبروک', 'Innsbruck'],
      ['因斯布鲁克|因斯布魯克|茵斯布鲁克|茵斯布魯克', 'Innsbruck'],
      ['インスブルック', 'Innsbruck'],
      ['клагенфурт\\p{L}*', 'Klagenfurt am Wörthersee'],
      ['كلاغنفورت|كلاجنفورت', 'Klagenfurt am Wörthersee'],
      ['کلاگنفورت', 'Klagenfurt am Wörthersee'],
      ['克拉根福特|克拉根福', 'Klagenfurt am Wörthersee'],
      ['クラーゲンフルト', 'Klagenfurt am Wörthersee'],
      ['филлах\\p{L}*|виллах\\p{L}*', 'Villach'],
      ['فيلاخ|ويلاخ|فیلاخ|ویلاخ', 'Villach'],
      ['菲拉赫', 'Villach'],
      ['フィラッハ', 'Villach'],
      ['брегенц\\p{L}*', 'Bregenz'],
      ['بريغنز|بريجنز|برگنتس|برگنز', 'Bregenz'],
      ['布雷根茨', 'Bregenz'],
      ['ブレゲンツ', 'Bregenz'],
      ['айзенштадт\\p{L}*', 'Eisenstadt'],
      ['ايزنشتات|آيزنشتات|آیزنشتات|آیزن‌اشتات', 'Eisenstadt'],
      ['艾森施塔特', 'Eisenstadt'],
      ['アイゼンシュタット', 'Eisenstadt'],
      ['санкт-пёльтен\\p{L}*|санкт-пельтен\\p{L}*', 'St. Pölten'],
      ['سانت بولتن|سانت بولتين|سنت پولتن|زانکت پولتن', 'St. Pölten'],
      ['圣珀尔滕', 'St. Pölten'],
      ['ザンクト・ペルテン', 'St. Pölten'],
      ['вельс\\p{L}*', 'Wels'],
      ['فيلس', 'Wels'],
      ['ولس', 'Wels'],
      ['韦尔斯', 'Wels'],
      ['ヴェルス', 'Wels'],
      ['баден\\p{L}*', 'Baden'],
      ['بادن', 'Baden'],
      ['巴登', 'Baden'],
      ['バーデン', 'Baden'],
      // The soft sign of the nominative goes in the other cases ("в Китцбюэле", "из Китцбюэля"); also by ear with х.
      ['китцбюэл\\p{L}*|кицбюэл\\p{L}*|китцбюхел\\p{L}*|кицбюхел\\p{L}*', 'Kitzbühel'],
      ['كيتسبويل|كيتزبوهل|کیتسبوهل|کیتسبول', 'Kitzbühel'],
      ['基茨比厄尔', 'Kitzbühel'],
      ['キッツビュール|キッツビューエル', 'Kitzbühel'],
      ['mödlingu', 'Mödling'],
      // Towns visitors know from travel, by the names Chinese, Japanese and Arabic write for them (katakana with too
      // few consonants for the sound rule, ハルシュタット, メルク).
      ['哈尔施塔特|哈爾施塔特', 'Hallstatt'],
      ['ハルシュタット', 'Hallstatt'],
      ['هالشتات|هالستات', 'Hallstatt'],
      ['梅尔克', 'Melk'],
      ['メルク', 'Melk'],
      ['采尔阿姆塞|滨湖采尔', 'Zell am See'],
      ['ツェル・?アム・?ゼー', 'Zell am See'],
      ['تسيل ام سي|تسيل ام زي|زيل ام زي|زيل ام سي', 'Zell am See'],
      ['巴德伊舍|巴特伊施尔', 'Bad Ischl'],
      ['バート・?イシュル', 'Bad Ischl'],
      ['باد ايشل|باد ایشل', 'Bad Ischl'],
      ['迈尔霍芬', 'Mayrhofen'],
      ['マイヤーホーフェン', 'Mayrhofen'],
      ['卡普伦', 'Kaprun'],
      ['カプルン', 'Kaprun'],
      ['杜恩施泰因', 'Dürnstein'],
      ['デュルンシュタイン', 'Dürnstein'],
      // The Länder's larger towns outside the capitals as Arabic, Persian, Chinese and Japanese write them (Steyr's
      // katakana has too few consonants for the sound rule; 施泰尔 is left out, it begins Steiermark's 施泰尔马克).
      ['دورنبيرن|دورنبیرن', 'Dornbirn'],
      ['多恩比恩|多恩比尔恩', 'Dornbirn'],
      ['فيلدكيرش|فيلدكيرخ|فلدکیرش|فلدکیرخ', 'Feldkirch'],
      ['费尔德基希', 'Feldkirch'],
      ['フェルトキルヒ', 'Feldkirch'],
      ['كوفشتاين|کوفشتاین|کوفستاین', 'Kufstein'],
      ['库夫施泰因', 'Kufstein'],
      ['クーフシュタイン', 'Kufstein'],
      ['امشتيتن|امشتتن|آمشتتن|آمشتیتن', 'Amstetten'],
      ['阿姆施泰滕', 'Amstetten'],
      ['アムシュテッテン', 'Amstetten'],
      ['كريمس|کرمس', 'Krems an der Donau'],
      ['克雷姆斯', 'Krems an der Donau'],
      ['クレムス', 'Krems an der Donau'],
      ['ليوبن|ليوبين|لئوبن|لیوبن', 'Leoben'],
      ['莱奥本|萊奧本', 'Leoben'],
      ['レオーベン', 'Leoben'],
      ['شتاير|شتایر|اشتاير|اشتایر', 'Steyr'],
      ['斯泰尔|斯太尔', 'Steyr'],
      ['シュタイ[アヤ]ー(?!ー?マルク)', 'Steyr'],
      ['فولفسبيرغ|ولفسبرگ', 'Wolfsberg'],
      ['沃尔夫斯贝格', 'Wolfsberg'],
      ['ヴォルフスベルク', 'Wolfsberg'],
      ['هالاين|هالاین', 'Hallein'],
      ['哈莱因', 'Hallein'],
      ['ハライン', 'Hallein'],
      // Mödling and Wiener Neustadt by ear: メードリング has Meidling's consonants too, and the Arabic-script sound rule
      // reads a name of two words among the portal's towns only.
      ['مودلينغ|مودلنغ|مودلينج|مودلینگ|مدلینگ', 'Mödling'],
      ['默德林|莫德林', 'Mödling'],
      ['メードリング|メートリング', 'Mödling'],
      ['[فو]ينر نويشتات|[فو]ینر نویشتات|[فو]ینر نوی ?اشتات', 'Wiener Neustadt'],
      ['[ウヴ]ィーナー・?ノイシュタット', 'Wiener Neustadt'],
    ] as const
  ).map(([stem, value]): [string, GazetteerEntry] => [stem, { kind: 'ort', value }]),
  ...(
    [
      // Vienna's districts in Russian (Wieden and Liesing left out: "виден" is "visible", "лизинг" "leasing").
      ['внутренн\\p{L}* город\\p{L}*|иннере штадт', 'Innere Stadt'],
      ['леопольдштадт', 'Leopoldstadt'],
      ['ландштрассе|ландштрасе', 'Landstraße'],
      ['маргаретен', 'Margareten'],
      ['мариахил[ь]?ф', 'Mariahilf'],
      ['нойбау', 'Neubau'],
      ['йозефштадт', 'Josefstadt'],
      ['альзергрунд', 'Alsergrund'],
      ['фаворитен', 'Favoriten'],
      ['зиммеринг', 'Simmering'],
      ['майдлинг', 'Meidling'],
      ['хитцинг|хицинг', 'Hietzing'],
      ['пенцинг', 'Penzing'],
      ['рудольфсхайм\\p{L}*', 'Rudolfsheim-Fünfhaus'],
      ['оттакринг', 'Ottakring'],
      ['хернальс', 'Hernals'],
      ['веринг', 'Währing'],
      ['д[её]блинг', 'Döbling'],
      ['бригиттенау', 'Brigittenau'],
      ['флоридсдорф', 'Floridsdorf'],
      ['донауштадт', 'Donaustadt'],
      // Vienna's districts in Arabic script (Persian reads them too: the stems fold the letters both write apart).
      ['المدينة الداخلية|اينيره شتات|انيري شتات', 'Innere Stadt'],
      ['ليوبولدشتات|ليوبولدستات', 'Leopoldstadt'],
      ['لاندشتراسه|لاندشتراسي|لاندستراسه', 'Landstraße'],
      ['فيدن', 'Wieden'],
      ['مارغريتن|مارجريتن|مارغاريتن', 'Margareten'],
      ['مارياهيلف', 'Mariahilf'],
      ['نويباو', 'Neubau'],
      ['يوزفشتات|يوزيفشتات|جوزيفشتات', 'Josefstadt'],
      ['السرغروند|السرجروند', 'Alsergrund'],
      // Persian writes its v as و (فاوریتن).
      ['فافوريتن|فافوريتين|فاوريتن', 'Favoriten'],
      ['زيمرينغ|سيمرينغ|زيمرينج', 'Simmering'],
      ['مايدلينغ|مايدلينج', 'Meidling'],
      ['هيتسينغ|هيتزينغ|هيتسينج', 'Hietzing'],
      ['بنتسينغ|بينتسينغ|بنزينغ', 'Penzing'],
      ['رودولفسهايم', 'Rudolfsheim-Fünfhaus'],
      ['اوتاكرينغ|اوتاكرينج', 'Ottakring'],
      ['هيرنالس|هرنالس', 'Hernals'],
      ['فيرينغ|فيرينج', 'Währing'],
      ['دوبلينغ|دوبلينج', 'Döbling'],
      ['بريغيتناو|بريجيتناو|بريغيتيناو', 'Brigittenau'],
      ['فلوريدسدورف', 'Floridsdorf'],
      ['دوناوشتات', 'Donaustadt'],
      ['ليزينغ|ليسينغ|ليزينج', 'Liesing'],
      // Vienna's districts in Chinese and Japanese, by their usual transliterations.
      ['新建区', 'Neubau'],
      ['内城区|内城', 'Innere Stadt'],
      ['利奥波德城|利奥波德施塔特', 'Leopoldstadt'],
      ['兰德街区|兰德施特拉塞', 'Landstraße'],
      ['维登区', 'Wieden'],
      ['玛格丽滕|马加雷滕|玛加雷滕', 'Margareten'],
      ['玛利亚希尔夫|玛丽亚希尔夫', 'Mariahilf'],
      ['约瑟夫城|约瑟夫施塔特', 'Josefstadt'],
      ['阿尔瑟格伦德|阿尔瑟格隆德', 'Alsergrund'],
      ['法沃里滕|法沃里腾|法沃利滕', 'Favoriten'],
      ['西默灵|锡默灵|西梅灵', 'Simmering'],
      ['迈德灵|迈德林', 'Meidling'],
      ['希青|希钦|希琴', 'Hietzing'],
      ['彭青|彭钦', 'Penzing'],
      ['鲁道夫斯海姆', 'Rudolfsheim-Fünfhaus'],
      ['奥塔克灵|奥塔克林', 'Ottakring'],
      ['赫纳尔斯|黑尔纳尔斯', 'Hernals'],
      ['韦灵区|韦林区', 'Währing'],
      ['多布林|德布林', 'Döbling'],
      ['布里吉特瑙|布里基特瑙', 'Brigittenau'],
      ['弗洛里茨多夫|弗洛里兹多夫|弗洛里德斯多夫', 'Floridsdorf'],
      ['多瑙城|多瑙施塔特', 'Donaustadt'],
      ['利辛区', 'Liesing'],
      ['ノイバウ', 'Neubau'],
      ['インネレ・シュタット', 'Innere Stadt'],
      ['レオポルトシュタット', 'Leopoldstadt'],
      ['ラントシュトラーセ', 'Landstraße'],
      ['ヴィーデン', 'Wieden'],
      ['マルガレーテン', 'Margareten'],
      ['マリアヒルフ', 'Mariahilf'],
      ['ヨーゼフシュタット', 'Josefstadt'],
      ['アルザーグルント', 'Alsergrund'],
      ['ファヴォリーテン|ファボリーテン', 'Favoriten'],
      ['ジンマリング|シンメリング', 'Simmering'],
      ['マイドリング', 'Meidling'],
      ['ヒーツィング', 'Hietzing'],
      ['ペンツィング', 'Penzing'],
      ['ルドルフスハイム', 'Rudolfsheim-Fünfhaus'],
      ['オッタクリング', 'Ottakring'],
      ['ヘルナルス', 'Hernals'],
      ['ヴェーリング', 'Währing'],
      ['デープリング', 'Döbling'],
      ['ブリギッテナウ', 'Brigittenau'],
      ['フロリツドルフ|フロリズドルフ', 'Floridsdorf'],
      ['ドナウシュタット', 'Donaustadt'],
      ['リージング', 'Liesing'],
    ] as const
  ).map(([stem, value]): [string, GazetteerEntry] => [stem, { kind: 'bezirk', value }]),
];

/**
 * The word for a town or its centre, before or after a name ("Stadt Salzburg", "Salisburgo città", "ciudad de
 * Salzburgo", "Salzburg şehir merkezinde"): it makes a name that is also a Bundesland's the town's.
 */
const CITY_AFTER = [
  'stadt',
  'city',
  'city centre',
  'city center',
  'ville',
  'centre',
  'città',
  'citta',
  'centro',
  'ciudad',
  'cidade',
  // "Salzburgo capital": the Land's capital, the town.
  'capital',
  'capitale',
  'stad',
  'stad centrum',
  'centrum',
  'miasto',
  'şehri',
  'şehir',
  'şehir merkezi',
  'şehir merkezinde',
  'şehrinde',
  'kenti',
  'kentinde',
  'merkez',
  'merkezinde',
  'zentrum',
  'innenstadt',
];
const CITY_BEFORE = [
  'stadt',
  'city of',
  'the city of',
  'ville de',
  'la ville de',
  'città di',
  'la città di',
  'ciudad de',
  'la ciudad de',
  'cidade de',
  'a cidade de',
  'centro de',
  'centro di',
  'stad',
  'staden',
  'miasto',
  'centrum',
  'centre de',
  'centre ville de',
  'innenstadt von',
  'zentrum von',
];
function cityOf(names: string[], town: string): Array<[string, string]> {
  return names.flatMap((n) => [
    ...CITY_AFTER.map((w): [string, string] => [`${n} ${w}`, town]),
    ...CITY_BEFORE.map((w): [string, string] => [`${w} ${n}`, town]),
  ]);
}

/** Latin-script town exonyms and spelling variants. */
const TOWN_ALIASES: Array<[string, string]> = [
  ...cityOf(['salzburg', 'salzbourg', 'salisburgo', 'salzburgo', 'salzburga', 'salzburgu'], 'Salzburg'),
  ['klagenfurcie', 'Klagenfurt am Wörthersee'],
  ['bregencja', 'Bregenz'],
  ['bregencji', 'Bregenz'],
  ['bregencję', 'Bregenz'],

  ['grazu', 'Graz'],
  ['linzu', 'Linz'],
  ['innsbrucku', 'Innsbruck'],
  ['klagenfurt', 'Klagenfurt am Wörthersee'],
  ['klagenfurtu', 'Klagenfurt am Wörthersee'],
  ['st poelten', 'St. Pölten'],
  ['sankt poelten', 'St. Pölten'],
  ['st polten', 'St. Pölten'],
  ['saint poelten', 'St. Pölten'],
  ['wiener neustadt', 'Wiener Neustadt'],
  ['krems', 'Krems an der Donau'],
  ['tulln', 'Tulln an der Donau'],
];

function add(g: Gazetteer, name: string, entry: GazetteerEntry): void {
  const key = foldKey(name);
  if (!key || key.length < 2) return;
  const existing = g.names.get(key);
  // The broader meaning wins when one name is several places: "Salzburg" is the Bundesland (it holds the city,
  // so nothing is lost), "Graz" the town rather than its Bezirk. A town with listings replaces the same name
  // from the gazetteer file (it is no longer a place "without listings").
  // A name from the file never displaces another meaning ("Neubau" is Vienna's district before the village).
  const replacesFileEntry = existing?.fromFile && !entry.fromFile && existing.kind === entry.kind;
  if (existing && (entry.fromFile || (!replacesFileEntry && rank(existing.kind) <= rank(entry.kind)))) return;
  g.names.set(key, entry);
  g.maxWords = Math.max(g.maxWords, key.split(' ').length);
  // Typos are forgiven silently only for the portal's own places and those with listings: among two thousand
  // villages a misspelt word ("Kindern") too easily lands on one; the others are offered as "did you mean".
  if (/^[a-z]/.test(key) && key.length >= 4 && !entry.fromFile) {
    const initial = key[0]!;
    const list = g.byInitial.get(initial) ?? [];
    if (!list.includes(key)) list.push(key);
    g.byInitial.set(initial, list);
  }
}

function rank(kind: PlaceKind): number {
  // A region's name ("Attersee") names the area before the town of the same name.
  return kind === 'bundesland' ? 0 : kind === 'region' ? 0.5 : kind === 'ort' ? 1 : kind === 'bezirk' ? 2 : 3;
}

/** The gazetteer from the portal's own geography (no index needed). */
export function buildGazetteer(): Gazetteer {
  const g: Gazetteer = { names: new Map(), stems: [], byInitial: new Map(), maxWords: 1 };
  for (const [land, aliases] of Object.entries(BUNDESLAND_ALIASES) as Array<[Bundesland, string[]]>) {
    for (const a of aliases) add(g, a, { kind: 'bundesland', value: land });
    add(g, BUNDESLAND_NAMES_DE[land], { kind: 'bundesland', value: land });
  }
  // Vienna is a town and a Land alike, its Land's capital and the country's: "Viena capital", "Vienne capitale".
  for (const a of BUNDESLAND_ALIASES.wien)
    for (const w of ['capital', 'capitale']) add(g, `${a} ${w}`, { kind: 'bundesland', value: 'wien' });
  for (const name of WIEN_BEZIRKE) add(g, name, { kind: 'bezirk', value: name });
  add(g, 'Rudolfsheim', { kind: 'bezirk', value: 'Rudolfsheim-Fünfhaus' });
  add(g, 'Fünfhaus', { kind: 'bezirk', value: 'Rudolfsheim-Fünfhaus' });
  add(g, 'Landstrasse', { kind: 'bezirk', value: 'Landstraße' });
  add(g, 'Innenstadt', { kind: 'bezirk', value: 'Innere Stadt' });
  for (const t of TOWNS) {
    if (t.bundesland === 'wien') continue;
    add(g, t.ort, { kind: 'ort', value: t.ort });
    // "Klagenfurt am Wörthersee" is called Klagenfurt; "St. Pölten" is typed "St Pölten" or "Sankt Pölten".
    const short = t.ort.replace(/\s+(?:am|an der|im|in|bei)\s+.*$/i, '');
    if (short !== t.ort) add(g, short, { kind: 'ort', value: t.ort });
    if (/^St\. /.test(t.ort)) add(g, t.ort.replace(/^St\. /, 'Sankt '), { kind: 'ort', value: t.ort });
    const bezirk = t.bezirk.replace(/\s*\((?:Stadt|Land)\)$/, '');
    add(g, t.bezirk, { kind: 'bezirk', value: t.bezirk });
    if (bezirk !== t.bezirk) add(g, bezirk, { kind: 'bezirk', value: t.bezirk });
  }
  for (const [alias, ort] of TOWN_ALIASES) add(g, alias, { kind: 'ort', value: ort });
  for (const r of REGIONS) for (const name of [r.name, ...r.names]) add(g, name, { kind: 'region', value: r.key });
  // Every place of the gazetteer file and every political district, after the portal's own names and the areas.
  for (const name of Object.values(DISTRICT_NAMES)) {
    add(g, name, { kind: 'bezirk', value: name });
    const bare = name.replace(/\s*\((?:Stadt|Land)\)$/, '');
    if (bare !== name) add(g, bare, { kind: 'bezirk', value: name });
  }
  for (const p of austrianPlaces()) {
    const entry: GazetteerEntry = { kind: 'ort', value: p.name, fromFile: true };
    add(g, p.name, entry);
    if (p.name.startsWith('St. ')) add(g, p.name.replace(/^St\. /, 'Sankt '), entry);
  }
  // The parts of the big towns (./town-parts), with the town's name ("Graz Lend", "Andritz Graz") and alone
  // ("Andritz"). Alone only where no municipality, curated place or area has the name: "Lend" is the municipality in
  // Pinzgau, "Innere Stadt" Vienna's district; a village of the same name gives way, the part being the town's.
  const municipalities = new Set(austrianPlaces().flatMap((p) => (p.name === p.municipality ? [foldKey(p.name)] : [])));
  for (const part of TOWN_PART_PLACES) {
    const entry: GazetteerEntry = { kind: 'ort', value: part.name };
    for (const name of part.names) add(g, name, entry);
    const alone: GazetteerEntry = { ...entry, partAlone: true };
    for (const name of part.bare) {
      const held = g.names.get(foldKey(name));
      if (!held || (held.fromFile && !municipalities.has(foldKey(held.value)))) add(g, name, alone);
    }
  }
  // A name with an umlaut typed with the plain vowel ("Koflach", "Barnbach", "Pochlarn"): keyboards and writers of
  // other languages drop the dots, and "Köflach" folds to "koeflach", two letters from what they type (a typo only
  // for the portal's own towns). The name without its dots is that place too, when it has six letters or more and
  // names nothing else; added after every name so that it never takes another place's name.
  for (const [key, entry] of [...g.names]) {
    if (foldKey(entry.value) !== key || !/[äöüÄÖÜ]/.test(entry.value)) continue;
    const bare = foldKey(entry.value.replace(/[äöüÄÖÜ]/g, (ch) => ch.normalize('NFD')[0]!));
    if (bare.replace(/[^a-z]/g, '').length >= 6 && !g.names.has(bare)) g.names.set(bare, entry);
  }
  const regionStems = REGIONS.flatMap((r) =>
    r.stems.map((stem) => ({ stem, entry: { kind: 'region' as const, value: r.key } })),
  );
  // An area whose name holds a place's ("ウィーンの森", "غابة فيينا": the Vienna Woods) is looked for before the place.
  const placeStems = STEMS.map(([stem]) => new RegExp(stem, 'u'));
  const holdsPlace = (stem: string) => {
    const text = stem.replace(/\\p\{L\}\*|[()?:|*+\\]/g, '');
    return placeStems.some((re) => re.test(text));
  };
  g.stems = [
    ...regionStems.filter((r) => holdsPlace(r.stem)),
    ...STEMS.map(([stem, entry]) => ({ stem, entry })),
    ...regionStems.filter((r) => !holdsPlace(r.stem)),
    // "на озере Вёртер", "озеро Аттер": a lake's name without its "-see" after the Russian word for lake.
    ...REGIONS.flatMap((r) =>
      r.stems
        .filter((stem) => /^[\u0400-\u04ff]+зе\\p\{L\}\*$/u.test(stem))
        .map((stem) => ({
          stem: `озер\\p{L}* ${stem.replace(/зе\\p\{L\}\*$/u, '')}`,
          entry: { kind: 'region' as const, value: r.key },
        })),
    ),
  ];
  return g;
}

/** Adds the towns and Bezirke the search index holds (names as the index spells them). */
export function extendGazetteer(g: Gazetteer, places: ReadonlyArray<{ kind: PlaceKind; value: string }>): Gazetteer {
  g.withListings = true;
  for (const p of places)
    if (p.kind === 'ort' || p.kind === 'bezirk') add(g, p.value, { kind: p.kind, value: p.value });
  return g;
}

let shared: Gazetteer | null = null;

/** One gazetteer per process, built on first use. */
export function defaultGazetteer(): Gazetteer {
  shared ??= buildGazetteer();
  return shared;
}
