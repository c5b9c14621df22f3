/** Persian words of the natural-language search; the fields are described on `Lex` in ./shared. */
import { EMPTY, type Lex } from './shared';

export const fa: Lex = {
  ...EMPTY,
  bounded: true,
  buy: ['خرید', 'فروشی', 'برای فروش', 'بخرم', 'خریداری'],
  rent: ['اجاره', 'اجاره ای', 'اجاره‌ای', 'رهن', 'کرایه', 'استیجاری', 'رهن و اجاره'],
  perMonth: ['ماهانه', 'در ماه', 'ماهیانه', 'هر ماه', 'ماهی'],
  types: [
    // A vineyard or wine estate is land and forestry's, subtype Weinbau; first, before farms and plots.
    ['تاکستان|باغ انگور', 'LAND_UND_FORSTWIRTSCHAFT', 'WEINBAU'],
    // "زمین برای ساخت خانه": land to build a house on is a plot; the house is what it is for, no second type
    // (read before the house words).
    ['زمین (?:مسکونی|ساختمانی|برای ساخت(?: و ساز)?)(?: (?:خانه|منزل|ویلا))?', 'GRUNDSTUECK'],
    ['خانه (?:برای )?دو خانواده(?: ای|ای)?', 'HAUS', 'ZWEIFAMILIENHAUS'],
    // A house for one family ("خانه تک خانواری", "خانه یک خانواده", Einfamilienhaus) is a house, no subtype; its
    // family word says what the building is (the household words leave it).
    ['(?:خانه|خونه|منزل|ویلا) (?:برای )?(?:یک|تک) ?خانوا(?:ده|ر)(?: ?ای|ی)?', 'HAUS'],
    // A detached house ("خانه ویلایی", "خونه ویلایی" as spoken) is a house with no subtype, not a villa.
    ['(?:خانه|خونه) ویلایی|(?:خانه|خونه) مستقل', 'HAUS'],
    // A prefabricated house ("خانه پیش‌ساخته", "پیش ساخته") is a subtype of its own.
    ['(?:(?:خانه|منزل|ویلا) )?پیش ?ساخته', 'HAUS', 'FERTIGHAUS'],
    ['قلعه|کاخ|قصر', 'HAUS', 'SCHLOSS'],
    // A home for the elderly is a building to buy (the investment's subtype), not a wish about neighbours.
    ['خانه (?:ی )?سالمندان|سرای سالمندان', 'ZINSHAUS_RENDITEOBJEKT', 'SENIORENHEIM'],
    ['پمپ (?:بنزین|گاز)|جایگاه (?:سوخت|بنزین)', 'SONSTIGE', 'TANKSTELLE'],
    ['کیوسک|دکه', 'EINZELHANDEL', 'KIOSK'],
    ['خانه تعطیلات|خانه ییلاقی|خانه برای تعطیلات', 'HAUS', 'FERIENHAUS'],
    ['آپارتمان تعطیلات|آپارتمان برای تعطیلات', 'WOHNUNG', 'FERIENWOHNUNG'],
    ['خانه روستایی|خانه مزرعه|مزرعه', 'HAUS', 'BAUERNHAUS'],
    // A mountain hut ("کلبه کوهستانی", a hut in the mountains) is the subtype Berghütte; the word chalet itself and a
    // log or forest cabin ("کلبه چوبی") stay a chalet.
    ['کلبه (?:ی )?کوهستانی|کلبه (?:ای )?(?:در|توی|تو|بالای) کوه(?:ستان|ها)?', 'HAUS', 'BERGHUETTE'],
    ['شاله|کلبه(?: چوبی| جنگلی)?', 'HAUS', 'CHALET'],
    // A flat on the ground floor; a shop "همکف" is no flat.
    ['(?:آپارتمان|اپارتمان|واحد) (?:در )?(?:طبقه )?همکف', 'WOHNUNG', 'ERDGESCHOSS'],
    ['تاون ?هاوس|خانه (?:های )?ردیفی', 'HAUS', 'REIHENHAUS'],
    ['بنگلو|بانگلو|بانگالو', 'HAUS', 'BUNGALOW'],
    ['پنت ?هاوس', 'WOHNUNG', 'PENTHOUSE'],
    ['دوبلکس', 'WOHNUNG', 'MAISONETTE'],
    // Written apart or as one word (زیرشیروانی).
    ['زیر ?شیروانی', 'WOHNUNG', 'DACHGESCHOSS'],
    // Also as spelt with two ye (سوییت) or one (سویت).
    ['سوئیت|سوییت|سویت|استودیو|لافت', 'WOHNUNG', 'LOFT-STUDIO-ATELIER'],
    ['ویلا|ویلایی', 'HAUS', 'VILLA'],
    ['خانه مستقل|خانه ویلایی', 'HAUS'],
    ['پارکینگ', 'PARKEN'],
    ['زمین|قطعه زمین', 'GRUNDSTUECK'],
    ['مطب', 'BUERO_PRAXEN', 'PRAXIS'],
    ['فضای کار (?:اشتراکی|مشترک)|کوورکینگ', 'BUERO_PRAXEN', 'COWORKING'],
    ['دفتر کار|دفتر|اداری', 'BUERO_PRAXEN'],
    // A commercial unit (واحد تجاری) is a shop, not a flat (واحد alone).
    ['واحد تجاری|مغازه|فروشگاه|تجاری', 'EINZELHANDEL'],
    // A workshop word names the subtype Werkstatt, a production hall is a hall with no subtype.
    ['کارگاه', 'HALLEN_LAGER_PROD', 'WERKSTATT'],
    // A cold store ("سردخانه", "انبار سرد", "انبار یخچال‌دار") is the warehouse's subtype.
    ['سردخانه|انبار (?:سرد|یخچال ?دار|سردخانه ای)', 'HALLEN_LAGER_PROD', 'KUEHLHAUS'],
    ['انبار|سوله|سالن تولید|سالن صنعتی', 'HALLEN_LAGER_PROD'],
    // A hotel is the subtype of its own name; the other words for premises name none.
    ['هتل', 'GASTGEWERBE', 'HOTELS'],
    // The word Pension in the language's own form is a guesthouse of the subtype Pensionen, as pensionat, pensjonat;
    // so are the own words for a guesthouse or inn (مهمان‌پذیر, مهمانخانه, مسافرخانه).
    ['پانسیون|مهمان ?پذیر|مهمان ?خانه|مسافر ?خانه', 'GASTGEWERBE', 'PENSIONEN'],
    ['رستوران', 'GASTGEWERBE'],
    // A room in a shared flat: the flat says where the room is, not what is searched.
    [
      'اتاق\\s+(?:\\p{L}+\\s+)?در\\s+(?:خانه|آپارتمان|اپارتمان|واحد)\\s+(?:مشترک|اشتراکی)|(?:خانه|آپارتمان|اپارتمان|واحد) (?:مشترک|اشتراکی)',
      'ZIMMER',
    ],
    ['آپارتمان|اپارتمان|واحد', 'WOHNUNG'],
    // خونه: the spoken form of خانه (spoken Persian says -un for -ān), as people type it. A flatmate (هم‌خونه,
    // هم‌خانه) and a landlord (صاحب‌خانه) are people, no house.
    ['(?<!(?:هم|صاحب)\\s?)(?:خانه|خونه)|منزل', 'HAUS'],
  ],
  features: [
    ['بالکن|بالکنی', 'balcony'],
    ['تراس|ایوان', 'terrace'],
    ['باغ زمستانی|گلخانه', 'winter_garden'],
    // "باع": the garden typed without the dot of its last letter.
    ['حیاط|باغچه|با[غع](?! انگور)', 'garden'],
    ['آسانسور|اسانسور', 'lift'],
    // Before the garage: an underground car park is its own feature.
    ['پارکینگ زیرزمینی|پارکینگ زیر زمین|پارکینگ زیرزمین', 'underground_parking'],
    ['گاراژ(?: دو ?ماشینه| دوبل| (?:تک|یک) ?ماشینه| تکی)?', 'garage'],
    ['پارکینگ|جای پارک', 'parking'],
    // "انباری" is a flat's storage room (often in the basement), "زیرزمین" the cellar itself.
    ['(?:پارکینگ|انباری|اتاق) دوچرخه', 'bicycle_room'],
    ['سایبان (?:ماشین|خودرو)', 'carport'],
    ['انباری', 'storage_room'],
    ['زیرزمین', 'cellar'],
    // "بدون پله و مانع": without steps (and obstacles).
    ['بدون (?:پله(?: و)? )?مانع|بدون پله|مناسب معلولین|مناسب ویلچر', 'barrier_free'],
    ['نیمه مبله', 'partly_furnished'],
    ['مبله|مبلمان', 'furnished'],
    ['ویلچررو', 'wheelchair_accessible'],
    ['آشپزخانه (?:اوپن|باز)|اشپزخانه (?:اوپن|باز)', 'open_kitchen'],
    ['اسپا|ولنس', 'wellness'],
    ['رمپ بارگیری|سکوی بارگیری', 'loading_platform'],
    ['جرثقیل', 'crane'],
    ['دزدگیر|سیستم هشدار|سیستم اعلام سرقت', 'alarm_system'],
    ['کابل‌کشی شبکه|کابل کشی شبکه|شبکه‌کشی|شبکه کشی', 'data_cabling'],
    ['سطح شیبدار|رمپ', 'ramp'],
    ['آشپزخانه کوچک|آشپزخانه کوچک|آبدارخانه', 'kitchenette'],
    ['آشپزخانه مجهز|اشپزخانه مجهز', 'fitted_kitchen'],
    // A dog or cat that is to come along ("سگمون هم باید بتونه بیاد") asks for pets allowed.
    // Also as spoken ("حیوون خونگی").
    [
      'حیوان خانگی (?:مجاز|آزاد)|حیوانات خانگی|حیوان خانگی|حیوو?ن(?:ات)? خونگی|سگ(?:م|مون|مان|ها)?|گربه(?:م|مون|مان|ها)?',
      'pets_allowed',
    ],
    ['کولر|تهویه مطبوع|اسپلیت', 'air_conditioning'],
    ['شومینه', 'fireplace'],
    ['گرمایش از کف', 'floor_heating'],
    ['سونا', 'sauna'],
    ['استخر', 'pool'],
    ['وان', 'bathtub'],
    // Also with the ezafe before what is seen (ویوی دریاچه, the lake view); a view only praised ("ویوی عالی") is none.
    ['ویو|ویوی (?:دریاچه|کوه\\p{L}*|شهر|رود\\p{L}*|دانوب|آلپ|باغ|جنگل|طبیعت)|چشم انداز|منظره', 'view'],
  ],
  outdoor: ['فضای باز'],
  firstOcc: ['نوساز', 'کلید ?نخورده', '(?:تازه|نو) ?ساخته(?: شده)?', 'تازه ساز', 'نو', 'جدید', 'ساخت جدید'],
  // "دسترسی خوب به حمل‌ونقل عمومی": good access to public transport asks for it near, as "نزدیک" does.
  near: [
    [
      '(?:نزدیک|نزدیکی|کنار|دسترسی(?: (?:خوب|عالی|آسان|راحت|سریع))?) (?:به )?(?:ایستگاه مترو|ایستگاه قطار|مترو|ایستگاه|تراموا|اتوبوس|حمل ?و ?نقل(?: عمومی)?|وسایل نقلیه عمومی)',
      'transit',
    ],
    ['نزدیک (?:به )?(?:مدرسه|مهدکودک)', 'school'],
    ['نزدیک (?:به )?سوپرمارکت', 'supermarket'],
  ],
  // "کمیسیون نداشته باشه", "بی کمیسیون", "کمیسیون نمیدم": no commission, said in any of these ways.
  noCommission: [
    '(?:بدون|بی) (?:حق )?(?:کمیسیون|کمسیون)(?: مشاور(?: املاک)?| بنگاه)?',
    '(?:کمیسیون|کمسیون) (?:نداشته باش(?:ه|د)|نداره|نداشته|نمی ?دم|نمی ?دهم|نمی ?خوام|نمی ?دیم)',
    'بدون واسطه',
    'بدون بنگاه',
    'از مالک',
    'مستقیم از مالک',
  ],
  sort: [
    [
      'ارزان ?ترین (?:به ازای |برای )?هر متر(?: مربع)?(?: اول)?|قیمت هر متر(?: مربع)?(?: از کم به زیاد)?',
      'preis_pro_qm',
    ],
    ['متراژ از زیاد به کم|بیشترین متراژ(?: اول)?', 'flaeche_absteigend'],
    // Spoken Persian says -un for -ān (ارزون, گرون), as people type it.
    ['ارز(?:ا|و)ن ?ترین(?: ها)?(?: اول)?|از ارز(?:ا|و)ن به گر(?:ا|و)ن', 'preis_aufsteigend'],
    ['گر(?:ا|و)ن ?ترین(?: ها)?(?: اول)?|از گر(?:ا|و)ن به ارز(?:ا|و)ن', 'preis_absteigend'],
    // "آگهی‌های جدید اول", "تازه‌ترین آگهی‌ها": the newest listings first.
    [
      '(?:جدید|تازه) ?ترین(?: ها)?(?: (?:آگهی|اگهی)(?: ?ها)?)?(?: اول)?|(?:آگهی|اگهی)(?: ?های?)? (?:جدید|تازه)(?: ?تر)? (?:اول|اولا|اول باشه)|(?:جدید|تازه) ?ها (?:اول|اولا|بالا)',
      'neueste',
    ],
    ['بزرگ ?ترین(?: ها)?(?: اول)?', 'flaeche_absteigend'],
  ],
  rooms: ['اتاق(?:ه)?', 'اتاقه', 'اطاق', 'اتاق‌'],
  bedrooms: ['خوابه', 'خواب', 'اتاق خواب'],
  room: ['اتاق(?! خواب)'],
  numWords: { یک: 1, دو: 2, سه: 3, چهار: 4, پنج: 5 },
  roomWords: [],
  min: ['حداقل', 'دست کم', 'بیشتر از', 'بالای', 'از', 'بیش از'],
  max: ['تا', 'حداکثر', 'کمتر از', 'زیر', 'نه بیشتر از', 'بودجه', 'با بودجه'],
  exact: ['دقیقا', 'دقیقاً'],
  orMore: ['یا بیشتر', 'به بالا', 'و بیشتر', '\\+'],
  orLess: ['یا کمتر', 'به پایین'],
  approx: ['حدود', 'حدودا', 'حدوداً', 'تقریبا', 'تقریباً'],
  negAfter: ['نباشد', 'نباشه', 'نشود', 'نشه'],
  between: ['بین', 'از'],
  join: ['-', 'تا', 'و'],
  plot: ['زمین'],
  living: ['زیربنا', 'مساحت', 'متراژ'],
  area: ['متر مربع', 'متری', 'متر', 'مترمربع'],
  district: ['(?:منطقه|ناحیه|بخش) (\\d{1,2})(?!\\d)', '(\\d{1,2}) (?:منطقه|ناحیه)'],
  // Longer numerals first: "منطقه بیست و یک" before "منطقه بیست".
  districtWords: [
    ['منطقه بیست و سه|منطقه بیست و سوم|ناحیه بیست و سه|ناحیه بیست و سوم', 23],
    ['منطقه بیست و دو|منطقه بیست و دوم|ناحیه بیست و دو|ناحیه بیست و دوم', 22],
    ['منطقه بیست و یک|منطقه بیست و یکم|ناحیه بیست و یک|ناحیه بیست و یکم', 21],
    ['منطقه شانزده|منطقه شانزدهم|ناحیه شانزده|ناحیه شانزدهم', 16],
    ['منطقه پانزده|منطقه پانزدهم|ناحیه پانزده|ناحیه پانزدهم', 15],
    ['منطقه چهارده|منطقه چهاردهم|ناحیه چهارده|ناحیه چهاردهم', 14],
    ['منطقه دوازده|منطقه دوازدهم|ناحیه دوازده|ناحیه دوازدهم', 12],
    ['منطقه نوزده|منطقه نوزدهم|ناحیه نوزده|ناحیه نوزدهم', 19],
    ['منطقه سیزده|منطقه سیزدهم|ناحیه سیزده|ناحیه سیزدهم', 13],
    ['منطقه یازده|منطقه یازدهم|ناحیه یازده|ناحیه یازدهم', 11],
    ['منطقه بیست|منطقه بیستم|ناحیه بیست|ناحیه بیستم', 20],
    ['منطقه هجده|منطقه هجدهم|ناحیه هجده|ناحیه هجدهم', 18],
    ['منطقه هفده|منطقه هفدهم|ناحیه هفده|ناحیه هفدهم', 17],
    ['منطقه چهار|منطقه چهارم|ناحیه چهار|ناحیه چهارم', 4],
    ['منطقه هشت|منطقه هشتم|ناحیه هشت|ناحیه هشتم', 8],
    ['منطقه هفت|منطقه هفتم|ناحیه هفت|ناحیه هفتم', 7],
    ['منطقه پنج|منطقه پنجم|ناحیه پنج|ناحیه پنجم', 5],
    ['منطقه ده|منطقه دهم|ناحیه ده|ناحیه دهم', 10],
    ['منطقه نه|منطقه نهم|ناحیه نه|ناحیه نهم', 9],
    ['منطقه شش|منطقه ششم|ناحیه شش|ناحیه ششم', 6],
    ['منطقه سه|منطقه سوم|ناحیه سه|ناحیه سوم', 3],
    ['منطقه دو|منطقه دوم|ناحیه دو|ناحیه دوم', 2],
    ['منطقه یک|منطقه یکم|منطقه اول|ناحیه یک|ناحیه اول', 1],
  ],
  energy: ['رده انرژی', 'کلاس انرژی', 'برچسب انرژی', 'کلاس'],
  // Not the family of a house built for one ("خانه یک خانواده", read with the types).
  household: '(?<!(?:خانه|خونه|منزل|ویلا) (?:برای )?(?:یک|تک) ?)خانواده(?: با بچه)?|با بچه|بچه دار|کودکان',
  self: 'من|ما|همسرم|شوهرم|هستیم|داریم|کرده ایم|بچه هایم|خانواده ام',
  situation: ['از\\s+(?:خانه|خونه|منزل)\\s+کار'],
  moving: 'نقل مکان|مهاجرت|اسباب ?کشی',
  movedFrom: 'از\\s+\\S+(?:\\s+\\S+)?(?=\\s+به\\s)',
  refused: [
    ['بدون معلولیت|غیر معلول\\p{L}*|بدون ناتوانی', 'disability'],
    // A disabled neighbour or flatmate wished away ("همسایه معلول نداشته باشه", "هیچ معلولی تو ساختمون نباشه",
    // "همخونه معلول نمیخوام"), or named by the wheelchair ("همسایه ویلچری نباشد"); "مناسب معلولین", "مناسب ویلچر"
    // (suited to them) stays the accessible home's feature.
    [
      '(?:همسایه|همخونه|هم ?خانه|هم ?اتاق)\\p{L}* (?:\\p{L}+ ){0,2}(?:معلول|ناتوان|ویلچری)\\p{L}*|(?<!مناسب (?:حال )?)(?:معلول|ویلچری)\\p{L}* (?:\\p{L}+ ){0,3}(?:نباشه|نباشد|نباشن|نباشند|نداشته باش\\p{L}*|نمی ?خوام|نمی ?خواهم)',
      'disability',
    ],
    ['بین (?:1[89]|[2-9]\\d) (?:تا|و) (?:[2-9]\\d) سال', 'age'],
    // The landlord's nationality is a criterion about people, as the neighbours' is.
    // The landlord in writing or as said (صاحبخونه).
    ['صاحب\\s?\\u200c?(?:خانه|خونه)\\p{L}* (?:\\p{L}+ ){0,2}(?:ایر(?:ا|و)نی|افغان|عرب|ترک|اتریشی)\\p{L}*', 'origin'],
    ['(?:بالای|زیر) (?:1[89]|[2-9]\\d) سال', 'age'],
    // Young or old neighbours and flatmates ("همسایه‌ها جوان باشند").
    ['(?:همسایه|همخونه|هم ?خانه|هم ?اتاق)\\p{L}* (?:\\p{L}+ ){0,2}(?:جوان|پیر|مسن|سالمند)\\p{L}*', 'age'],
    ['همسایه\\p{L}* (?:\\p{L}+ ){0,2}(?:ایر(?:ا|و)نی|افغان|عرب|ترک|خارجی|اتریشی)\\p{L}*', 'origin'],
    ['خانم\\p{L}*|بانوان|زنان|زن|آقایان|آقا|مردان|مرد|دختران|دختر', 'gender'],
    // Not the elderly of a home for them ("خانه سالمندان", a building's subtype).
    ['(?<!(?:خانه|سرای) (?:ی )?)سالمند\\p{L}*|بازنشسته\\p{L}*|جوانان', 'age'],
    ['زوج\\p{L}*', 'family'],
    // Spoken Persian writes the written "ān" as "un" (خونه, مسلمون, ایرونی): both spellings name the same people.
    ['مسلم(?:ا|و)ن\\p{L}*|اسلامی|مسیحی\\p{L}*|یهودی\\p{L}*|کاتولیک\\p{L}*|دین\\p{L}*|مذهب\\p{L}*', 'religion'],
    [
      'خارجی\\p{L}*|شهروند\\p{L}*|ملیت|تبعه|فقط ایر(?:ا|و)نی|فقط برای ایر(?:ا|و)نی ها|فقط اتریشی|مهاجر(?!ت)\\p{L}*|نژاد',
      'origin',
    ],
    ['متاهل\\p{L}*|مجرد\\p{L}*|بدون بچه|بدون فرزند|وضعیت تاهل|فقط خانواده', 'family'],
    // Neighbours without children ("همسایه‌ها بچه نداشته باشن") is a criterion about people.
    ['همسایه\\p{L}* (?:\\p{L}+ ){0,2}(?:بچه|فرزند|کودک)\\p{L}*', 'family'],
  ],
  stop: [
    // The plural and indefinite endings written after a zero-width non-joiner, which folds to a space (خانه‌ای, آپارتمان‌های).
    'ای',
    'های',
    'ها',
    'اتریش',
    // The word for a Land or province before its name ("ایالت تیرول", "استان تیرول").
    'ایالت',
    'استان',
    // Cities the searchers come from ("ما از تهران هستیم"), never an Austrian town found by its sound.
    'تهران',
    'مشهد',
    'اصفهان',
    'شیراز',
    'تبریز',
    'کرج',
    'قم',
    'اهواز',
    'کابل',
    'هرات',
    'مزار شریف',
    'ایران',
    'افغانستان',
    'نزدیکی',
    'کنار',
    'منطقه',
    'ارزان',
    'کامل',
    'دنبال',
    'میگردم',
    'می گردم',
    'میخواهم',
    'می خواهم',
    'میخوام',
    'یک',
    'یه',
    'در',
    'با',
    'و',
    'یا',
    'از',
    'به',
    'برای',
    'نزدیک',
    'حوالی',
    'یورو',
    'قیمت',
    'بودجه',
    'مرکز',
    'شهر',
    'آرام',
    'روشن',
    'بزرگ',
    'کوچک',
    'زیبا',
    'اول',
    'که',
    'دارای',
    'داشته',
    'باشد',
    'ماه',
    'نه',
    'لطفا',
    'وین',
    'هستم',
    'را',
    'ها',
    'مرتب',
    'شده',
  ],
};
