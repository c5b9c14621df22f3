/**
 * The four exposé designs as plain template functions: a model in, one HTML document with inline CSS out, which
 * Chromium prints to A4. Every value is escaped except the listing's description texts, which the importer
 * already sanitized. The designs differ in layout, typography and picture treatment:
 *   modern        full-bleed cover picture with the title over it, sans-serif, two-column picture grid
 *   professional  cover with a brand band and a fact table beside a framed picture, serif headings, picture grid
 *                 with captions, section numbers
 *   luxury        centred serif typography with wide letter spacing, cover picture in a passe-partout, one large
 *                 picture per half page, gold hairlines
 *   compact       no cover page: title, picture and facts share the first page; small type, three pictures a row
 */
import type { ExposeTemplate } from '../../domain/validation/expose';
import type { ExposeImage, ExposeModel } from './model';
import { CJK_FAMILY, cjkFontFaceCss } from './cjk-fonts';

/** Raised whenever the output changes, so cached PDFs of an older layout are not served. */
export const TEMPLATE_VERSION = 5;

export function esc(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const ENERGY_SCALE: Array<[string, string, string]> = [
  ['A++', '#00612e', '#ffffff'],
  ['A+', '#007a37', '#ffffff'],
  ['A', '#2e8b3d', '#ffffff'],
  ['B', '#8cbf3f', '#0b1f00'],
  ['C', '#d8e022', '#1f1f00'],
  ['D', '#ffd500', '#1f1a00'],
  ['E', '#f7a21b', '#1f1000'],
  ['F', '#e8641b', '#1a0800'],
  ['G', '#c81e1e', '#ffffff'],
];

/**
 * Latin, Arabic and then Chinese and Japanese type: the last come as inlined web fonts (see cjk-fonts), in sans
 * for every design, the system's CJK fonts only catching a character no range file holds.
 */
function fontStack(m: ExposeModel, serif: boolean): string {
  const cjk = m.lang === 'ja' ? 'JP' : 'SC';
  return serif
    ? `"Noto Serif", "Noto Naskh Arabic", "${CJK_FAMILY}", "Noto Serif CJK ${cjk}", serif`
    : `"Noto Sans", "Noto Sans Arabic", "${CJK_FAMILY}", "Noto Sans CJK ${cjk}", sans-serif`;
}

interface Design {
  accent: string;
  serifHeadings: boolean;
  serifBody: boolean;
  css: string;
  cover(m: ExposeModel): string;
  gallery(m: ExposeModel): string;
  /** Headings carry a running number (professional). */
  numbered: boolean;
}

/**
 * A feed text in its language: the German original in an exposé in another language is marked lang="de" and
 * isolated (<bdi>), so a right-to-left exposé keeps its order ("1080 Wien", "2. OG") and screen readers and
 * translation tools know it; a translation is marked with the exposé's language; a German exposé's text is plain.
 */
function inLang(text: string | null | undefined, lang?: string): string {
  return lang ? `<bdi lang="${esc(lang)}">${esc(text)}</bdi>` : esc(text);
}

/** The attributes of a block holding a feed text (description, location): the German original runs left to right. */
function langAttrs(m: ExposeModel, lang?: string): string {
  return lang ? ` lang="${esc(lang)}"${lang !== m.lang && m.dir === 'rtl' ? ' dir="ltr"' : ''}` : '';
}

const title = (m: ExposeModel) => inLang(m.title, m.titleLang);
const address = (m: ExposeModel) => m.addressParts.map((p) => inLang(p.text, p.lang)).join(', ');
/** A fact's value; in a right-to-left exposé a figure or code ("DI-10052", "94,1 m²") is isolated too. */
const factValue = (m: ExposeModel, f: { value: string; lang?: string }) =>
  f.lang ? inLang(f.value, f.lang) : m.dir === 'rtl' ? `<bdi>${esc(f.value)}</bdi>` : esc(f.value);

const h = (d: Design, n: { i: number }, text: string) =>
  `<h2>${d.numbered ? `<span class="no">${++n.i}</span> ` : ''}${esc(text)}</h2>`;

function converted(m: ExposeModel): string {
  return m.priceConverted ? `<p class="converted">${esc(m.priceConverted)}</p>` : '';
}

function factsTable(m: ExposeModel, facts: { label: string; value: string; lang?: string }[], cls = 'facts'): string {
  if (!facts.length) return '';
  return `<table class="${cls}"><tbody>${facts
    .map((f) => `<tr><th scope="row">${esc(f.label)}</th><td>${factValue(m, f)}</td></tr>`)
    .join('')}</tbody></table>`;
}

function figure(img: ExposeImage, cls = ''): string {
  return `<figure class="${cls}"><img src="${img.src}" alt="${esc(img.caption)}">${
    img.caption ? `<figcaption>${esc(img.caption)}</figcaption>` : ''
  }</figure>`;
}

function energyBlock(m: ExposeModel): string {
  if (!m.energy) return '';
  const t = m.t;
  const { hwb, fgee } = m.energy;
  if (!hwb && !fgee) {
    return `<section class="energy keep"><h3>${esc(t('search.energy.heading'))}</h3><p class="note">${esc(
      m.energyRequired ? t('expose.pdf.energyNone') : t('expose.pdf.energyNotRequired'),
    )}</p></section>`;
  }
  const rows = ENERGY_SCALE.map(([cls, bg, fg], i) => {
    const marks = [
      hwb?.cls === cls ? `<span class="mark">HWB ${esc(hwb.value)}</span>` : '',
      fgee?.cls === cls ? `<span class="mark">fGEE ${esc(fgee.value)}</span>` : '',
    ].join('');
    return `<div class="bar-row"><span class="bar" style="background:${bg};color:${fg};width:${30 + i * 7}%">${cls}</span>${marks}</div>`;
  }).join('');
  const facts = [
    hwb ? { label: t('search.energy.hwb'), value: `${hwb.value} (${hwb.cls})` } : null,
    fgee ? { label: t('search.energy.fgee'), value: `${fgee.value} (${fgee.cls})` } : null,
    ...m.energy.extra,
  ].filter((f): f is { label: string; value: string; lang?: string } => f !== null);
  return `<section class="energy keep"><h3>${esc(t('search.energy.heading'))}</h3>
    <div class="energy-grid"><div class="scale" role="img" aria-label="${esc(t('search.energy.scale'))}">${rows}</div>
    ${factsTable(m, facts)}</div></section>`;
}

function qrBlock(img: string, label: string, url: string): string {
  return `<div class="qr keep"><img src="${img}" alt="" class="qr-img"><div><p class="qr-label">${esc(
    label,
  )}</p><p class="url" dir="ltr">${esc(url)}</p></div></div>`;
}

function agentBlock(m: ExposeModel): string {
  const a = m.agent;
  if (!a) return '';
  // The agency's name is its German one; the phone, mail and web addresses run left to right on their own.
  const lines = [
    a.name ? `<strong>${esc(a.name)}</strong>` : '',
    a.position ? inLang(a.position, a.positionLang) : '',
    a.agency ? inLang(a.agency, a.agencyLang) : '',
    ...[a.phone, a.email, a.website].map((v) => (v ? `<span dir="ltr">${esc(v)}</span>` : '')),
  ].filter(Boolean);
  return `<section class="agent keep"><h3>${esc(m.t('expose.pdf.contact'))}</h3><div class="agent-row">${
    a.logo ? `<img class="logo" src="${a.logo}" alt="${esc(a.agency)}">` : ''
  }<p>${lines.join('<br>')}</p></div></section>`;
}

function costsBlock(m: ExposeModel): string {
  const rows = m.costs
    .map(
      (c) =>
        `<tr class="${c.strong ? 'strong' : ''}"><th scope="row">${esc(c.label)}${
          c.note ? `<small>${inLang(c.note, c.noteLang)}</small>` : ''
        }</th><td>${esc(c.value)}</td></tr>`,
    )
    .join('');
  return `<section class="costs keep"><h3>${esc(m.costsCaption)}</h3>${
    rows ? `<table class="facts cost-table"><tbody>${rows}</tbody></table>` : ''
  }<p class="note">${esc(m.costsNote)}</p>${m.commission ? `<p class="note">${esc(m.commission)}</p>` : ''}</section>`;
}

function body(m: ExposeModel, d: Design): string {
  const t = m.t;
  const n = { i: 0 };
  const parts: string[] = [];
  parts.push(d.cover(m));
  parts.push(
    `<section class="text">${h(d, n, t('search.tabs.description'))}${
      m.description
        ? `<div class="rich"${langAttrs(m, m.descriptionLang)}>${m.description}</div>`
        : `<p>${esc(t('search.detail.noDescription'))}</p>`
    }${
      m.location
        ? `<h3>${esc(t('search.tabs.location'))}</h3><div class="rich"${langAttrs(m, m.locationLang)}>${m.location}</div>`
        : ''
    }</section>`,
  );
  parts.push(
    `<section class="features">${h(d, n, t('search.tabs.features'))}${
      m.features.length
        ? `<ul class="feature-list">${m.features.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>`
        : `<p>${esc(t('search.detail.noFeatures'))}</p>`
    }${m.descriptionExtra ? `<div class="rich"${langAttrs(m, m.descriptionExtraLang)}>${m.descriptionExtra}</div>` : ''}</section>`,
  );
  parts.push(
    `<section class="building">${h(d, n, t('search.tabs.building'))}${factsTable(m, m.building)}${energyBlock(m)}</section>`,
  );
  if (m.images.length)
    parts.push(`<section class="pictures">${h(d, n, t('expose.pdf.images'))}${d.gallery(m)}</section>`);
  if (m.floorplans.length)
    parts.push(
      `<section class="floorplans">${h(d, n, t('expose.pdf.floorplans'))}${m.floorplans
        .map((f) => figure(f, 'plan'))
        .join('')}</section>`,
    );
  parts.push(`<section class="money">${h(d, n, t('search.tabs.costs'))}${costsBlock(m)}</section>`);
  const links = [
    m.tour ? qrBlock(m.tour.qr, t('expose.pdf.tourScan'), m.tour.url) : '',
    m.listing ? qrBlock(m.listing.qr, t('expose.pdf.listingScan'), m.listing.url) : '',
  ].join('');
  parts.push(
    `<section class="closing keep">${h(d, n, t('expose.pdf.contactAndLinks'))}${agentBlock(m)}${
      links ? `<div class="qr-row">${links}</div>` : ''
    }${
      m.imprint
        ? `<h3>${esc(t('expose.pdf.imprint'))}</h3><p class="imprint"${m.lang === 'de' ? '' : ' lang="de"'} dir="auto">${esc(m.imprint)}</p>`
        : ''
    }<p class="disclaimer">${esc(t('expose.pdf.disclaimer'))}</p></section>`,
  );
  return parts.join('\n');
}

const BASE_CSS = (m: ExposeModel, d: Design) => `
@page { size: A4; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: ${fontStack(m, d.serifBody)}; font-size: 10.5pt; line-height: 1.45; color: #1e293b; }
h1, h2, h3 { font-family: ${fontStack(m, d.serifHeadings)}; line-height: 1.2; break-after: avoid; }
h2 { font-size: 16pt; margin: 0 0 8pt; color: ${d.accent}; }
h3 { font-size: 12pt; margin: 12pt 0 6pt; }
section { margin-bottom: 14pt; }
.keep, figure, tr { break-inside: avoid; }
table.facts { width: 100%; border-collapse: collapse; }
table.facts th { text-align: start; font-weight: normal; color: #475569; padding: 3pt 8pt 3pt 0; }
table.facts td { text-align: end; font-weight: 600; padding: 3pt 0; }
table.facts tr { border-bottom: 0.5pt solid #e2e8f0; }
table.facts tr.strong th, table.facts tr.strong td { font-weight: 700; color: #0f172a; }
table.facts small { display: block; font-size: 8pt; color: #64748b; }
.note { font-size: 8.5pt; color: #475569; }
.feature-list { columns: 2; padding-inline-start: 14pt; margin: 0; }
figure { margin: 0; }
figure img { display: block; width: 100%; object-fit: cover; }
figcaption { font-size: 8pt; color: #64748b; margin-top: 2pt; }
.floorplans { break-before: page; }
.floorplans figure.plan { margin-bottom: 10pt; }
.floorplans figure.plan img { object-fit: contain; max-height: 110mm; background: #fff; border: 0.5pt solid #cbd5e1; }
.energy-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 12pt; align-items: start; }
.bar-row { display: flex; align-items: center; gap: 6pt; margin: 1.5pt 0; }
.bar { display: inline-block; padding: 1pt 6pt; font-weight: 700; font-size: 8.5pt; border-radius: 0 3pt 3pt 0; }
[dir="rtl"] .bar { border-radius: 3pt 0 0 3pt; }
.mark { font-size: 8pt; font-weight: 700; border: 1pt solid #0f172a; padding: 0 4pt; white-space: nowrap; }
.qr-row { display: flex; gap: 16pt; flex-wrap: wrap; margin-top: 10pt; }
.qr { display: flex; gap: 8pt; align-items: center; max-width: 85mm; }
.qr-img { width: 30mm; height: 30mm; }
.qr-label { margin: 0 0 2pt; font-weight: 600; }
.url { font-size: 7.5pt; color: #475569; word-break: break-all; margin: 0; unicode-bidi: embed; text-align: start; }
.agent-row { display: flex; gap: 12pt; align-items: center; }
.logo { max-width: 40mm; max-height: 18mm; object-fit: contain; }
.imprint { font-size: 8.5pt; color: #475569; }
.disclaimer { font-size: 9pt; font-weight: 700; margin-top: 10pt; }
.rich p { margin: 0 0 6pt; }
.price { font-size: 20pt; font-weight: 700; color: ${d.accent}; margin: 0; }
.converted { margin: 2pt 0 0; font-size: 9pt; color: #475569; }
.price-label { margin: 0; font-size: 9pt; color: #475569; text-transform: uppercase; letter-spacing: .05em; }
.type-line { margin: 0 0 4pt; font-size: 9pt; letter-spacing: .08em; text-transform: uppercase; color: #475569; }
`;

const DESIGNS: Record<ExposeTemplate, Design> = {
  modern: {
    accent: '#0f766e',
    serifHeadings: false,
    serifBody: false,
    numbered: false,
    css: `
.cover { break-after: page; }
.cover .hero { position: relative; height: 150mm; border-radius: 6pt; overflow: hidden; background: #0f766e; }
.cover .hero img { width: 100%; height: 100%; object-fit: cover; display: block; }
.cover .hero .over { position: absolute; inset-inline: 0; bottom: 0; padding: 14pt 16pt; color: #fff;
  background: linear-gradient(transparent, rgba(0,0,0,.75)); }
.cover .hero .over h1 { font-size: 24pt; margin: 0 0 4pt; }
.cover .hero .over .type-line { color: #ccfbf1; }
.cover .band { display: grid; grid-template-columns: 1fr 1fr; gap: 14pt; margin-top: 14pt; }
.cover .chips { display: flex; flex-wrap: wrap; gap: 6pt; margin-top: 8pt; }
.cover .chip { background: #f0fdfa; border: 0.5pt solid #99f6e4; border-radius: 10pt; padding: 3pt 8pt; font-size: 9pt; }
h2 { border-bottom: 2pt solid #14b8a6; padding-bottom: 3pt; }
.gallery { display: grid; grid-template-columns: 1fr 1fr; gap: 8pt; }
.gallery img { height: 58mm; border-radius: 4pt; }`,
    cover: (m) => `<section class="cover">
  <div class="hero">${m.cover ? `<img src="${m.cover.src}" alt="">` : ''}<div class="over">
    <p class="type-line">${esc(m.typeLine)}</p><h1>${title(m)}</h1><p style="margin:0">${address(m)}</p></div></div>
  <div class="band"><div><p class="price-label">${esc(m.priceLabel)}</p><p class="price">${esc(m.price)}</p>${converted(m)}${
    m.priceNote ? `<p class="note"${langAttrs(m, m.priceNoteLang)}>${esc(m.priceNote)}</p>` : ''
  }<div class="chips">${m.keyFacts.map((f) => `<span class="chip">${esc(f.label)}: <b>${factValue(m, f)}</b></span>`).join('')}</div></div>
  <div>${m.addressHidden ? `<p class="note">${esc(m.t('search.location.addressHidden'))}</p>` : ''}<p class="note">${esc(
    m.t('search.facts.reference'),
  )}: <bdi>${esc(m.reference)}</bdi></p></div></div></section>`,
    gallery: (m) => `<div class="gallery">${m.images.map((i) => figure(i)).join('')}</div>`,
  },
  professional: {
    accent: '#1e3a8a',
    serifHeadings: true,
    serifBody: false,
    numbered: true,
    css: `
.cover { break-after: page; }
.cover .brandband { background: #1e3a8a; color: #fff; padding: 10pt 14pt; font-size: 11pt; letter-spacing: .1em; text-transform: uppercase; }
.cover h1 { font-size: 22pt; color: #1e3a8a; margin: 16pt 0 4pt; }
.cover .split { display: grid; grid-template-columns: 3fr 2fr; gap: 14pt; margin-top: 12pt; }
.cover .split img { width: 100%; height: 95mm; object-fit: cover; border: 3pt solid #fff; outline: 0.75pt solid #94a3b8; }
.cover .pricebox { border-inline-start: 3pt solid #1e3a8a; padding-inline-start: 10pt; margin-bottom: 10pt; }
h2 { font-size: 15pt; border-bottom: 0.75pt solid #1e3a8a; padding-bottom: 2pt; }
h2 .no { display: inline-block; min-width: 16pt; color: #fff; background: #1e3a8a; text-align: center; font-size: 11pt; padding: 1pt 4pt; margin-inline-end: 6pt; }
.gallery { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 6pt; }
.gallery img { height: 38mm; border: 0.5pt solid #94a3b8; }
.gallery figcaption { text-align: center; }`,
    cover: (m) => `<section class="cover">
  <div class="brandband">${esc(m.brand)} · ${esc(m.t('expose.pdf.documentTitle'))}</div>
  <p class="type-line" style="margin-top:14pt">${esc(m.typeLine)}</p>
  <h1>${title(m)}</h1><p>${address(m)}</p>
  <div class="split"><div>${m.cover ? `<img src="${m.cover.src}" alt="">` : ''}</div><div>
    <div class="pricebox"><p class="price-label">${esc(m.priceLabel)}</p><p class="price">${esc(m.price)}</p>${converted(m)}</div>
    ${factsTable(m, m.keyFacts)}
    <p class="note">${esc(m.t('search.facts.reference'))}: <bdi>${esc(m.reference)}</bdi></p></div></div>
  ${m.addressHidden ? `<p class="note">${esc(m.t('search.location.addressHidden'))}</p>` : ''}</section>`,
    gallery: (m) => `<div class="gallery">${m.images.map((i) => figure(i)).join('')}</div>`,
  },
  luxury: {
    accent: '#8a6d1f',
    serifHeadings: true,
    serifBody: true,
    numbered: false,
    css: `
body { color: #27272a; }
.cover { break-after: page; text-align: center; padding-top: 6mm; }
.cover .brand { letter-spacing: .35em; text-transform: uppercase; font-size: 9pt; color: #8a6d1f; }
.cover .frame { margin: 10pt auto; padding: 8pt; border: 0.75pt solid #b59a4c; width: 88%; }
.cover .frame img { width: 100%; height: 120mm; object-fit: cover; display: block; filter: saturate(.9) contrast(1.05); }
.cover h1 { font-size: 26pt; font-weight: 400; letter-spacing: .04em; margin: 12pt 0 4pt; }
.cover .rule { width: 40mm; height: 0; border-top: 0.75pt solid #b59a4c; margin: 8pt auto; }
.cover .price { font-weight: 400; letter-spacing: .05em; }
.cover .facts-line { font-size: 10pt; color: #52525b; letter-spacing: .05em; }
h2 { font-weight: 400; letter-spacing: .12em; text-transform: uppercase; text-align: center; font-size: 14pt; }
h2::after { content: ""; display: block; width: 24mm; border-top: 0.75pt solid #b59a4c; margin: 6pt auto 0; }
.gallery figure { margin: 0 auto 12pt; width: 92%; padding: 5pt; border: 0.5pt solid #d6c08a; }
.gallery img { height: 105mm; }
.gallery figcaption { text-align: center; font-style: italic; }`,
    cover: (m) => `<section class="cover">
  <p class="brand">${esc(m.brand)}</p>
  ${m.cover ? `<div class="frame"><img src="${m.cover.src}" alt=""></div>` : ''}
  <p class="type-line">${esc(m.typeLine)}</p><h1>${title(m)}</h1><p>${address(m)}</p>
  <div class="rule"></div><p class="price-label">${esc(m.priceLabel)}</p><p class="price">${esc(m.price)}</p>${converted(m)}<div class="rule"></div>
  <p class="facts-line">${m.keyFacts.map((f) => `${esc(f.label)} ${factValue(m, f)}`).join(' · ')}</p>
  ${m.addressHidden ? `<p class="note">${esc(m.t('search.location.addressHidden'))}</p>` : ''}</section>`,
    gallery: (m) => `<div class="gallery">${m.images.map((i) => figure(i)).join('')}</div>`,
  },
  compact: {
    accent: '#b91c1c',
    serifHeadings: false,
    serifBody: false,
    numbered: false,
    css: `
body { font-size: 9pt; line-height: 1.35; }
h2 { font-size: 12pt; text-transform: uppercase; letter-spacing: .04em; background: #fef2f2; padding: 3pt 6pt; border-inline-start: 3pt solid #b91c1c; }
h3 { font-size: 10pt; }
section { margin-bottom: 8pt; }
.cover { display: grid; grid-template-columns: 70mm 1fr; gap: 10pt; border-bottom: 1pt solid #b91c1c; padding-bottom: 8pt; }
.cover img { width: 70mm; height: 50mm; object-fit: cover; }
.cover h1 { font-size: 15pt; margin: 0 0 3pt; }
.cover .price { font-size: 15pt; }
.feature-list { columns: 3; }
.gallery { display: grid; grid-template-columns: repeat(4, 1fr); gap: 4pt; }
.gallery img { height: 28mm; }
.gallery figcaption { display: none; }
.floorplans { break-before: page; }`,
    cover: (m) => `<section class="cover">${m.cover ? `<img src="${m.cover.src}" alt="">` : '<div></div>'}<div>
  <p class="type-line">${esc(m.typeLine)}</p><h1>${title(m)}</h1><p style="margin:0 0 4pt">${address(m)}</p>
  <p class="price-label">${esc(m.priceLabel)}</p><p class="price">${esc(m.price)}</p>${converted(m)}${factsTable(m, m.keyFacts)}</div></section>`,
    gallery: (m) => `<div class="gallery">${m.images.map((i) => figure(i)).join('')}</div>`,
  },
};

/** The whole document for one design. */
export function renderExposeHtml(m: ExposeModel, template: ExposeTemplate): string {
  const d = DESIGNS[template];
  const content = body(m, d);
  return `<!doctype html><html lang="${esc(m.lang)}" dir="${m.dir}"><head><meta charset="utf-8">
<title>${esc(m.title)}</title><style>${cjkFontFaceCss(m.lang, content)}${BASE_CSS(m, d)}${d.css}</style></head>
<body class="t-${template}">${content}</body></html>`;
}

/**
 * Chromium's running header and footer (they know nothing of the page's CSS: every size is set here). The
 * page number spans are filled in by Chromium.
 */
export function headerFooter(m: ExposeModel, template: ExposeTemplate): { header: string; footer: string } {
  const d = DESIGNS[template];
  const font = `font-family:${fontStack(m, false).replace(/"/g, "'")};font-size:7.5pt;color:#64748b;`;
  const row = `width:100%;margin:0 14mm;display:flex;justify-content:space-between;${font}`;
  const header = `<div dir="${m.dir}" style="${row}border-bottom:0.5pt solid ${d.accent};padding-bottom:2pt"><span style="color:${d.accent};font-weight:700">${esc(
    m.brand,
  )}</span>${inLang(m.title.length > 70 ? `${m.title.slice(0, 69)}…` : m.title, m.titleLang ?? m.lang)}</div>`;
  const footer = `<div dir="${m.dir}" style="${row}"><span>${esc(m.t('expose.pdf.asOf', { date: m.createdDate }))}</span><span>${esc(
    m.t('expose.pdf.page'),
  )} <span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`;
  // The running header and footer are documents of their own: they get the range files their own text needs.
  const fonts = (html: string) => {
    const css = cjkFontFaceCss(m.lang, html);
    return css ? `<style>${css}</style>` : '';
  };
  return { header: fonts(header) + header, footer: fonts(footer) + footer };
}
