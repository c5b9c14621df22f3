/** Chinese words of the natural-language search; the fields are described on `Lex` in ./shared. */
import { CJK_DISTRICT_WORDS, EMPTY, type Lex } from './shared';

/**
 * What is near said by where it stands: "楼下有超市" (a supermarket downstairs), "旁边有学校", "周边有地铁", "超市就在旁边",
 * "家附近的超市". The place word before 有 or after 的, or the place itself before the word for beside.
 */
function nearBy(what: string): string {
  return `(?:楼下|旁边|附近|周边|周围|边上|对面|门口)(?:就)?有(?:一?(?:个|家|所|座))?(?:${what})|(?:${what})(?:就)?(?:在)?(?:旁边|周边|边上|楼下|门口)|附近的(?:${what})`;
}

export const zh: Lex = {
  ...EMPTY,
  bounded: false,
  // 求购 ("wanted to buy", the ad heading of a buyer) is a purchase as 求租 is a rental; 购 alone is not, it is also
  // shopping's (购物中心).
  buy: ['购买', '买房', '购房', '求购', '出售', '买', '售', '購買', '買'],
  rent: ['租房', '出租', '租赁', '租', '月租'],
  perMonth: ['每月', '/月', '一个月', '每个月', '月租', '元/月', '欧/月'],
  types: [
    // A vineyard or wine estate is land and forestry's, subtype Weinbau; first, before farms and plots.
    ['葡萄园|酒庄', 'LAND_UND_FORSTWIRTSCHAFT', 'WEINBAU'],
    ['度假公寓', 'WOHNUNG', 'FERIENWOHNUNG'],
    ['农舍|农家院|农家|农庄|农场', 'HAUS', 'BAUERNHAUS'],
    ['度假屋|度假别墅|度假房|度假小屋', 'HAUS', 'FERIENHAUS'],
    // The English word is written into Chinese as it stands ("买penthouse公寓"), as "loft" is below.
    ['顶层公寓|顶楼公寓|复式顶层|penthouse(?:公寓)?', 'WOHNUNG', 'PENTHOUSE'],
    // A flat in the attic (阁楼公寓) is a flat under the roof, not a penthouse.
    ['阁楼公寓|阁楼住宅', 'WOHNUNG', 'DACHGESCHOSS'],
    ['复式', 'WOHNUNG', 'MAISONETTE'],
    ['阁楼|loft', 'WOHNUNG', 'LOFT-STUDIO-ATELIER'],
    ['单身公寓|开间', 'WOHNUNG', 'APARTMENT'],
    ['双拼(?:别墅)?|半独立(?:式住宅|别墅|屋)?', 'HAUS', 'DOPPELHAUSHAELFTE'],
    ['联排别墅|联排|排屋', 'HAUS', 'REIHENHAUS'],
    ['平房', 'HAUS', 'BUNGALOW'],
    // A mountain hut (山间小屋, 山上小屋, 高山小屋) is the subtype Berghütte; a log or wooden cabin (小木屋) stays a chalet.
    ['(?:山间|山中|山上|山里|山区|高山|阿尔卑斯)(?:的)?小屋|山屋', 'HAUS', 'BERGHUETTE'],
    ['小木屋|木屋|木制小屋', 'HAUS', 'CHALET'],
    // A flat on the ground floor (一楼, not the 11th floor's 十一楼) or half below it; a shop there is no flat.
    ['(?<![一二三四五六七八九十\\d])(?:一楼|底楼)(?:的)?(?=公寓|住宅)', 'WOHNUNG', 'ERDGESCHOSS'],
    ['半地下(?:室)?(?:的)?(?=公寓|住宅)', 'WOHNUNG', 'SOUTERRAIN'],
    // A house for one household (单户住宅, 独户住宅, Einfamilienhaus) is a house, no subtype.
    ['独栋别墅|独栋(?:住宅|房屋|住房|房子|屋)?|[单独]户(?:住宅|房屋|住房|别墅|房子|屋)?', 'HAUS'],
    ['城堡|古堡', 'HAUS', 'SCHLOSS'],
    ['预制(?:房屋|住宅|房)|装配式(?:房屋|住宅)|组装房', 'HAUS', 'FERTIGHAUS'],
    ['别墅', 'HAUS', 'VILLA'],
    ['车位|停车位', 'PARKEN'],
    // Land "for building" or "for homes" in any wording (建筑用地, 建设用地, 建房用地, 住宅用地, 住房用地).
    ['建[筑设房]?用地|住[宅房]?用地', 'GRUNDSTUECK'],
    // Land to build a house on ("盖房子的土地", "可以建房的地"): the house is what the plot is for, no second type.
    ['(?:可以|能|可)?[盖建造](?:房子|房屋|住宅|别墅|房)的(?:土地|地块|地皮|地)', 'GRUNDSTUECK'],
    // Any other land by its use (商业用地, 工业用地) is a plot.
    ['\\p{Script=Han}{2}用地', 'GRUNDSTUECK'],
    ['土地|地块|宅基地', 'GRUNDSTUECK'],
    ['诊所', 'BUERO_PRAXEN', 'PRAXIS'],
    ['联合办公(?:空间)?|共享办公(?:空间)?', 'BUERO_PRAXEN', 'COWORKING'],
    ['办公室|写字楼|办公', 'BUERO_PRAXEN'],
    ['报亭|报刊亭|售货亭', 'EINZELHANDEL', 'KIOSK'],
    ['商铺|店铺|门面|店面|铺面', 'EINZELHANDEL'],
    ['加油站', 'SONSTIGE', 'TANKSTELLE'],
    // A home for the elderly is a building to buy (the investment's subtype), not a wish about neighbours.
    ['养老院|敬老院|老人院|养老公寓', 'ZINSHAUS_RENDITEOBJEKT', 'SENIORENHEIM'],
    // A workshop word names the subtype Werkstatt, a production hall is a hall with no subtype.
    ['车间|車間|作坊', 'HALLEN_LAGER_PROD', 'WERKSTATT'],
    // Warehouses by their kind are subtypes: cooled (冷库), high-bay (高架仓库, 立体仓库), a forwarder's (物流仓库).
    ['冷库|冷藏(?:仓)?库|冷冻(?:仓)?库|冷链仓库', 'HALLEN_LAGER_PROD', 'KUEHLHAUS'],
    ['高架(?:仓)?库|立体(?:仓)?库', 'HALLEN_LAGER_PROD', 'HOCHREGALLAGER'],
    ['物流(?:仓库|仓|中心)', 'HALLEN_LAGER_PROD', 'SPEDITIONSLAGER'],
    ['仓库|仓储空间|仓储|厂房', 'HALLEN_LAGER_PROD'],
    // The everyday words for a restaurant (餐馆, 饭馆) as the formal one.
    // A hotel is the subtype of its own name; the other words for premises name none.
    ['酒店|宾馆|賓館', 'GASTGEWERBE', 'HOTELS'],
    // A guesthouse or inn (民宿, 旅馆, 客栈, 家庭旅馆) as a business is the subtype Pensionen; a bar (酒吧) its own.
    ['家庭旅馆|民宿|客栈|旅馆|旅館|招待所', 'GASTGEWERBE', 'PENSIONEN'],
    ['酒吧|小酒馆|酒馆', 'GASTGEWERBE', 'BAR'],
    ['餐厅|饭店|餐馆|饭馆|餐館|飯館', 'GASTGEWERBE'],
    ['合租(?:公寓|房子?)?(?:里?的)?(?:房间|单间|卧室)?|共享公寓', 'ZIMMER'],
    ['公寓|住宅|楼房|单元房', 'WOHNUNG'],
    ['房子|独立屋|房屋|住房|洋房', 'HAUS'],
  ],
  features: [
    ['阳台', 'balcony'],
    ['露台|天台', 'terrace'],
    ['冬季花园|冬园|阳光房', 'winter_garden'],
    ['花园|院子|庭院', 'garden'],
    ['电梯', 'lift'],
    ['自行车(?:棚|房|库|间|停放处)|单车(?:房|棚)', 'bicycle_room'],
    ['车棚|停车棚', 'carport'],
    ['地下车库|地下(?:停)?车位', 'underground_parking'],
    ['(?:双|两车位|单个?|独立)?车库', 'garage'],
    ['停车位|车位|停车场|停车', 'parking'],
    ['(?<!半)地下室', 'cellar'],
    ['储藏室|储物间|储藏间|杂物间', 'storage_room'],
    ['轮椅(?:可达|通行|无障碍)|适合轮椅', 'wheelchair_accessible'],
    ['无障碍', 'barrier_free'],
    ['部分家具', 'partly_furnished'],
    ['带家具|有家具|家具齐全|拎包入住|家具', 'furnished'],
    ['开放式厨房', 'open_kitchen'],
    ['小厨房|简易厨房|迷你厨房', 'kitchenette'],
    // A fully equipped kitchen is a fitted kitchen.
    ['整体厨房|嵌入式厨房|厨房设备齐全|厨房设备', 'fitted_kitchen'],
    ['水疗|健身休闲区|spa', 'wellness'],
    ['装卸平台|卸货平台', 'loading_platform'],
    ['起重机|吊车|行车吊', 'crane'],
    ['报警系统|防盗报警|报警器|警报系统', 'alarm_system'],
    ['网络布线|综合布线|布线', 'data_cabling'],
    ['无障碍坡道|坡道', 'ramp'],
    // A dog or a cat allowed is a pet allowed: "允许养狗", "可以养猫", "能养狗", "带狗".
    ['可养宠物|允许宠物|宠物|(?:可以|可|允许|能)?养(?:狗|猫)|(?:带|有)(?:一只)?(?:狗|猫)', 'pets_allowed'],
    ['空调', 'air_conditioning'],
    ['壁炉', 'fireplace'],
    // 地暧: the floor heating's 暖 typed as the character that looks like it.
    ['地[暖暧]', 'floor_heating'],
    // 桑那 is the same loanword written with 那 for 拿.
    ['桑[拿那]', 'sauna'],
    ['游泳池|泳池', 'pool'],
    ['浴缸', 'bathtub'],
    ['景观|湖景|山景', 'view'],
  ],
  outdoor: ['户外空间'],
  firstOcc: ['新房|新楼盘|新建|全新|新盘|期房|一手房|首次入住'],
  // A new flat or block (新公寓, 新住宅, 新楼): 新 before the dwelling's word, which is still read as its type.
  firstOccPrefix: ['新(?=公寓|住宅|楼)'],
  // Near one place that is no filter and one that is (靠近医院和地铁): the second is near. The place may come before
  // 近 as well (离超市近, 学校很近).
  near: [
    [
      '(?:靠近|临近|附近有|近)(?:(?!学校|幼儿园|超市|地铁|轻轨|电车|公交|火车站|车站)\\p{Script=Han}{1,3}(?:和|及|与|、))?(?:地铁|轻轨|电车|公交|火车站|车站)|(?:地铁|地铁站|火车站|车站)附近|(?:离|距离)?(?:地铁站?|轻轨|电车|公交站?|火车站|车站)(?:很|比较|挺|非常)?近|' +
        nearBy('地铁站?|轻轨|电车|公交站?|火车站|车站'),
      'transit',
    ],
    [
      '(?:靠近|临近|附近有|近)(?:(?!学校|幼儿园|超市|地铁|轻轨|电车|公交|火车站|车站)\\p{Script=Han}{1,3}(?:和|及|与|、))?(?:学校|幼儿园)|(?:学校|幼儿园)附近|(?:离|距离)?(?:学校|幼儿园)(?:很|比较|挺|非常)?近|' +
        nearBy('学校|幼儿园'),
      'school',
    ],
    [
      '(?:靠近|临近|附近有|近)(?:(?!学校|幼儿园|超市|地铁|轻轨|电车|公交|火车站|车站)\\p{Script=Han}{1,3}(?:和|及|与|、))?超市|超市附近|(?:离|距离)?超市(?:很|比较|挺|非常)?近|' +
        nearBy('超市'),
      'supermarket',
    ],
  ],
  noCommission: ['免佣金|无佣金|免中介费|无中介费|不要中介|房东直租|个人房源|免佣'],
  sort: [
    [
      '单价最低|单价从低到高|每平米(?:价格|单价)?(?:最低|从低到高)|按单价(?:排序)?|按?每平(?:方)?米(?:的)?(?:价格|单价)(?:排序)?',
      'preis_pro_qm',
    ],
    ['面积从大到小(?:排序?)?|面积由大到小(?:排序?)?|按?面积(?:从大到小|降序)(?:排序?|排列)?', 'flaeche_absteigend'],
    [
      '最便宜|价格从低到高|价格由低到高|便宜的优先|(?:按)?价格升序(?:排列|排序)?|(?:从|由)便宜到贵',
      'preis_aufsteigend',
    ],
    ['最贵|价格从高到低|价格由高到低|(?:从|由)贵到便宜|(?:按)?价格降序(?:排列|排序)?', 'preis_absteigend'],
    ['最新|最新发布', 'neueste'],
    ['面积最大|最大的|从大到小(?:排序?)?', 'flaeche_absteigend'],
  ],
  rooms: ['室', '居室', '居', '房间', '个房间', '间房', '房'],
  bedrooms: ['卧室', '个卧室', '间卧室'],
  room: ['房间', '单间'],
  numWords: { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 },
  roomWords: [
    ['([一两二三四五六\\d])室[一两二三\\d]厅', -1],
    // 单间 (a single room) is the room to rent (Lex.room), no count of a flat's rooms.
    ['一居', 1],
  ],
  min: ['至少', '最少', '不少于', '不低于', '以上', '超过', '大于', '起'],
  max: ['最多', '不超过', '不高于', '以内', '以下', '低于', '少于', '预算', '之内', '内'],
  exact: ['正好', '刚好'],
  orMore: ['以上', '及以上', '或更多', '起', '\\+'],
  orLess: ['以下', '以内', '之内', '内'],
  approx: ['左右', '上下', '大约', '大概', '约'],
  between: ['在'],
  // "在五百和一千欧之间": between two bounds "and" (和, 与, 跟) joins them as 到 does.
  join: ['-', '到', '至', '~', '〜', '和', '与', '跟'],
  plot: ['土地', '地块', '占地'],
  living: ['建筑面积', '使用面积', '面积'],
  area: ['平方米', '平米', '平方', '㎡', '平'],
  // Chinese online shorthand writes 万 as "w" (its pinyin wan) and 千 as "k": "150w" is 1.5 million, "3k" 3,000.
  multipliers: [['w', 1e4]],
  district: ['第(\\d{1,2})区', '(\\d{1,2})区'],
  districtWords: CJK_DISTRICT_WORDS,
  energy: ['能效等级', '能源等级', '能效', '节能等级'],
  // Not the family hotel (家庭旅馆, a guesthouse read with the types).
  // "一家人" (the whole family) is the searchers' own: "一家人想搬到格拉茨".
  household: '家庭(?!旅馆)|带孩子|有孩子|孩子',
  // "家里有老人", "家里有两个孩子": the household at home is the searchers'; so are the children going to school there
  // ("孩子们在林茨上学").
  self: '我们|我家|我|家里|家中|家人|上学',
  situation: ['在家办公|在家工作|居家办公|远程办公'],
  moving: '搬|移居|迁居',
  movedFrom: '从[^，。,\\s]{1,12}?(?=搬|移|迁|到)',
  refused: [
    // "邻居不要有残疾人", "邻居别是残疾人", "不要坐轮椅的邻居": people with a disability or in a wheelchair wished away.
    ['没有残疾|无残疾|非残疾|(?:不要|别|不能|不想要?)(?:有|是)?(?:残疾|(?:坐|用)?轮椅)', 'disability'],
    // The landlord's nationality is a criterion about people, as the neighbours' is.
    ['房东(?:必须|一定|最好)?(?:要)?(?:是)?(?:中国人|华人|奥地利人|土耳其人|阿拉伯人|德国人)', 'origin'],
    ['(?:1[89]|[2-9]\\d)岁以(?:上|下)', 'age'],
    ['华人|华裔|亚洲人|白人|黑人|同胞', 'origin'],
    // Also a landlord or flatmate wished a woman or a man: "女房东", "房东是女的", "房东要是男的".
    ['女性|女生|男性|男生|女士|限女|限男|[女男]房东|(?:房东|室友|邻居)(?:最好|要|希望|必须)?是(?:女|男)的', 'gender'],
    ['老年人|老人(?!院)|退休|年轻人|年轻|长者|(?:老年|年长|年老)(?:的)?(?:邻居|室友|住户|租客)', 'age'],
    ['夫妇|夫妻|情侣', 'family'],
    ['穆斯林|伊斯兰|基督徒|犹太|天主教|宗教|佛教徒', 'religion'],
    ['外国人|公民|国籍|只租中国人|只限中国人|中国人|奥地利人|民族|种族|外地人', 'origin'],
    ['已婚|未婚|单身(?!公寓)|婚姻状况|无子女|无小孩|(?:没有|没|不要|不带)(?:孩子|小孩|子女)', 'family'],
  ],
  stop: [
    // "之间" closes a range said with "在" (between … and …), read with the bounds.
    '之间',
    '州',
    '奥地利',
    '边',
    '市',
    '二手',
    '学生',
    '左右',
    '我',
    '想',
    '要',
    '找',
    '在',
    '的',
    '和',
    '或',
    '有',
    '带',
    '一套',
    '一个',
    '一间',
    '附近',
    '欧元',
    '价格',
    '预算',
    '市中心',
    '中心',
    '安静',
    '明亮',
    '大',
    '小',
    '漂亮',
    '优先',
    '排序',
    '按',
    '月',
    '不',
    '请',
    '维也纳',
    '靠近',
    '周边',
    '房源',
    '左右',
    '个',
    '套',
    '间',
    '需要',
    '希望',
    '住',
    '能',
    '可以',
    '到',
    '是',
    '了',
    '吗',
    '地区',
    '附近的',
    '万',
  ],
};
