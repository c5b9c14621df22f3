/**
 * Pictures for the sample, drawn as SVG and rasterised with sharp. A picture shows what its listing is: the
 * building of its type with the listing's storeys, balconies only where the listing has one, a pool only where it
 * has one; rooms by kind; a floor plan with exactly the listing's rooms. Every picture is drawn from its own seed;
 * the generator hands them out so that no two listings of a place and type show the same one, and checks that by
 * hash.
 *
 * What a picture shows is marked in its SVG (data-storey per storey, data-balcony, data-pool, data-room="zimmer"
 * per counted room), and drawnFacts() reads those marks back, so the checks count what was drawn, not what was
 * asked for.
 */
import sharp from 'sharp';
import { type Rng } from './random';

export const IMAGE_WIDTH = 960;
export const IMAGE_HEIGHT = 640;
const W = IMAGE_WIDTH;
const H = IMAGE_HEIGHT;

export type FacadeKind =
  | 'block'
  | 'altbau'
  | 'house'
  | 'villa'
  | 'bungalow'
  | 'semi'
  | 'row'
  | 'farmhouse'
  | 'office'
  | 'shop'
  | 'hall'
  | 'plot'
  | 'farm'
  | 'gastro'
  | 'garage'
  | 'underground'
  | 'carport'
  | 'lot'
  | 'sports'
  | 'petrol';
export type RoomKind = 'living' | 'kitchen' | 'bedroom' | 'bathroom' | 'office_room';

/** What a façade shows; the generator fills it from the listing's facts. */
export interface FacadeSpec {
  kind: FacadeKind;
  /** Storeys above ground of the building (the listing's anzahl_etagen where it has one). */
  storeys: number;
  balconies: boolean;
  pool: boolean;
  /** A private garden in front (ground-floor flats). */
  garden: boolean;
  /** A terrace on the roof (top-floor flats with a terrace). */
  roofTerrace: boolean;
  garage: boolean;
  /** Mountains behind (the Alps' Bundesländer). */
  mountains: boolean;
  /** A new building: flat roofs, large windows, dark frames. */
  modern: boolean;
}

export interface PlanRoom {
  label: string;
  /** Counts as a room (Zimmer) in the Austrian sense: living and bed rooms, not kitchen, bath, WC or hall. */
  zimmer: boolean;
  /** Relative floor area. */
  weight: number;
}

export interface PlanLevel {
  /** 'Erdgeschoß', 'Obergeschoß'; null for a plan of one level. */
  title: string | null;
  rooms: PlanRoom[];
}

export interface Picture {
  /** File name in the feed's bilder/ folder. */
  name: string;
  /** 'exterior' | 'interior' | 'floorplan' (OpenImmo anhang gruppe follows from it) */
  group: 'exterior' | 'interior' | 'floorplan';
  title: string;
  svg: string;
}

/** What a picture shows, read from the marks in its SVG. */
export interface DrawnFacts {
  /** Storeys of the building shown; 0 where no building is. */
  storeys: number;
  balconies: number;
  pool: boolean;
  /** Rooms (Zimmer) of a floor plan; 0 in other pictures. */
  rooms: number;
}

export function drawnFacts(svg: string): DrawnFacts {
  const count = (re: RegExp) => svg.match(re)?.length ?? 0;
  return {
    storeys: count(/data-storey="/g),
    balconies: count(/data-balcony="/g),
    pool: svg.includes('data-pool="'),
    rooms: count(/data-room="zimmer"/g),
  };
}

const WALLS = [
  '#f3e9d2',
  '#e8d5b5',
  '#f6f1e7',
  '#dfe6e9',
  '#f2d7c9',
  '#e9e4d8',
  '#d9cbb3',
  '#fbe8c8',
  '#e6eef0',
  '#cfd8c4',
  '#f4f4f2',
  '#e3d3c3',
];
const ROOFS = ['#8d3b2f', '#5b5b5b', '#7a4a2a', '#3e4a57', '#9c4f2f', '#4d3b30', '#6d2f26'];
const SKIES: Array<[string, string]> = [
  ['#7fb7e6', '#d8ecfa'],
  ['#8fc4ea', '#eef6fb'],
  ['#f3b27a', '#fde3c5'],
  ['#6aa5d8', '#cfe5f5'],
  ['#9fb7c9', '#e4ecf1'],
  ['#5d9cd6', '#bfe0f7'],
];
const GROUND_Y = 540;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;
const poly = (points: Array<[number, number]>, fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}" ${extra}/>`;
const text = (
  x: number,
  y: number,
  s: string,
  size: number,
  fill: string,
  extra = '',
  family = 'DejaVu Sans, sans-serif',
) =>
  `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${family}" font-size="${size}" fill="${fill}" text-anchor="middle" ${extra}>${s}</text>`;

function sky(r: Rng): string {
  const [a, b] = r.pick(SKIES);
  const clouds = Array.from({ length: r.int(1, 4) }, () => {
    const x = r.int(20, W - 160);
    const y = r.int(24, 150);
    const s = r.float(0.6, 1.3);
    return `<g fill="#ffffff" opacity="${r.float(0.7, 0.95).toFixed(2)}" transform="translate(${x},${y}) scale(${s.toFixed(2)})"><ellipse cx="0" cy="0" rx="60" ry="20"/><ellipse cx="40" cy="-12" rx="45" ry="22"/><ellipse cx="80" cy="0" rx="50" ry="18"/></g>`;
  }).join('');
  const sun = r.chance(0.4)
    ? `<circle cx="${r.int(60, W - 60)}" cy="${r.int(40, 110)}" r="${r.int(22, 34)}" fill="#fff3c4"/>`
    : '';
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>${rect(0, 0, W, H, 'url(#sky)')}${sun}${clouds}`;
}

function mountains(r: Rng, baseY: number): string {
  const pts: Array<[number, number]> = [[0, baseY]];
  let x = -r.int(0, 80);
  while (x < W) {
    pts.push([x + r.int(60, 120), baseY - r.int(60, 190)]);
    x += r.int(140, 240);
    pts.push([Math.min(x, W), baseY - r.int(10, 50)]);
  }
  pts.push([W, baseY]);
  const snow = pts
    .filter(([, y]) => y < baseY - 130)
    .map(([px, py]) =>
      poly(
        [
          [px - 22, py + 26],
          [px, py],
          [px + 22, py + 26],
        ],
        '#ffffff',
        'opacity="0.9"',
      ),
    )
    .join('');
  return poly(pts, r.pick(['#8a9aa8', '#7d8f9c', '#95a3ae'])) + snow;
}

function ground(y: number, color = '#7fae5b'): string {
  return rect(0, y, W, H - y, color) + rect(0, y, W, 8, '#6c9a4b');
}

function pavement(y: number): string {
  return rect(0, y, W, H - y, '#a3a3a3') + rect(0, y + 40, W, H - y - 40, '#6f6f6f') + rect(0, y, W, 6, '#8d8d8d');
}

function tree(x: number, y: number, s = 1, r?: Rng): string {
  const greens = ['#4f8a3c', '#5b9a45', '#467f35', '#3f7a3a', '#6aa14c'];
  const g = (i: number) => (r ? r.pick(greens) : greens[i]!);
  return `<g transform="translate(${x.toFixed(1)},${y.toFixed(1)}) scale(${s.toFixed(2)})">${rect(-6, -10, 12, 50, '#6b4f2f')}<circle cx="0" cy="-40" r="38" fill="${g(0)}"/><circle cx="-22" cy="-22" r="26" fill="${g(1)}"/><circle cx="22" cy="-24" r="28" fill="${g(2)}"/></g>`;
}

function conifer(x: number, y: number, s = 1): string {
  return `<g transform="translate(${x.toFixed(1)},${y.toFixed(1)}) scale(${s.toFixed(2)})">${rect(-5, -10, 10, 20, '#5b4128')}${poly(
    [
      [-34, -10],
      [0, -120],
      [34, -10],
    ],
    '#2f6b3a',
  )}</g>`;
}

function windowEl(
  x: number,
  y: number,
  w: number,
  h: number,
  frame = '#ffffff',
  glass = '#9cc3de',
  cross = true,
): string {
  return `${rect(x, y, w, h, frame)}${rect(x + 4, y + 4, w - 8, h - 8, glass)}${
    cross
      ? `<line x1="${(x + w / 2).toFixed(1)}" y1="${y + 4}" x2="${(x + w / 2).toFixed(1)}" y2="${y + h - 4}" stroke="${frame}" stroke-width="3"/>`
      : ''
  }`;
}

/** Trees (or firs in the mountains) left and right of a building from `left` to `right`. */
function flankingTrees(r: Rng, left: number, right: number, y: number, alpine: boolean): string {
  let s = '';
  const one = (x: number) =>
    alpine && r.chance(0.6) ? conifer(x, y, r.float(0.8, 1.2)) : tree(x, y, r.float(0.8, 1.2), r);
  if (left > 70) s += one(r.int(30, Math.max(40, left - 40)));
  if (right < W - 70) s += one(r.int(Math.min(W - 40, right + 40), W - 30));
  return s;
}

// ---------------------------------------------------------------------------------------------------------------
// Buildings

/** A block of flats, an office or a project: `storeys` rows of windows, balconies on the upper storeys if asked. */
function block(spec: FacadeSpec, look: Rng, scene: Rng): string {
  const n = Math.max(2, Math.min(8, spec.storeys));
  // The building's look is drawn in one fixed order whatever the spec asks, so that one look is one building
  // (a project's units show the same house with or without their roof terrace).
  const bw = look.int(n <= 3 ? 420 : 500, n <= 3 ? 600 : 720);
  const wall = look.pick(WALLS);
  const modernFrame = look.pick(['#3b3f45', '#4a4a4a', '#ffffff']);
  const pitched = look.chance(0.5);
  const accent = look.pick(['#c9b9a3', '#9aa7b0', '#b5835a', '#7d8b74', '#d1a38a']);
  const stripAt = look.float(0.3, 0.6);
  const parapet = look.pick(['#6d6d6d', '#555b61', '#8a8a8a']);
  const roofColour = look.pick(ROOFS);
  const balconyPhase = look.int(0, 1);
  const doorColour = look.pick(['#5a4632', '#3b3f45', '#7b5b3a']);
  const fh = Math.min(64, 390 / n);
  const bx = (W - bw) / 2 + scene.int(-60, 60);
  // seen from nearer or further away
  const zoom = scene.float(0.86, 1.06);
  const top = GROUND_Y - n * fh;
  const frame = spec.modern ? modernFrame : '#ffffff';
  const flatRoof = spec.modern || spec.roofTerrace || !pitched;
  const backdrop = sky(scene) + (spec.mountains ? mountains(scene, 400) : '') + pavement(GROUND_Y);
  let s = rect(bx, top, bw, GROUND_Y - top, wall);
  // a coloured stair-house strip makes buildings of the same colour differ
  s += rect(bx + bw * stripAt, top, 34, GROUND_Y - top, accent, 'opacity="0.55"');
  if (flatRoof) s += rect(bx - 8, top - 14, bw + 16, 16, parapet);
  else
    s += poly(
      [
        [bx - 18, top],
        [bx + 50, top - 70],
        [bx + bw - 50, top - 70],
        [bx + bw + 18, top],
      ],
      roofColour,
    );
  if (spec.roofTerrace) {
    s += `<g stroke="#cfd8dc" stroke-width="3">${Array.from({ length: 14 }, (_, i) => `<line x1="${(bx + 10 + i * ((bw - 20) / 13)).toFixed(1)}" y1="${top - 14}" x2="${(bx + 10 + i * ((bw - 20) / 13)).toFixed(1)}" y2="${top - 40}"/>`).join('')}</g>`;
    s +=
      rect(bx + 6, top - 42, bw - 12, 4, '#b0bec5') +
      `<circle cx="${bx + 40}" cy="${top - 30}" r="14" fill="#66bb6a"/>`;
    s +=
      poly(
        [
          [bx + bw - 90, top - 60],
          [bx + bw - 60, top - 78],
          [bx + bw - 30, top - 60],
        ],
        '#e57373',
      ) + rect(bx + bw - 61, top - 60, 3, 46, '#555');
  }
  const cols = Math.max(3, Math.round(bw / 96));
  const colW = bw / cols;
  const ww = colW * (spec.modern ? 0.62 : 0.5);
  const wh = fh * (spec.modern ? 0.62 : 0.55);
  const door = Math.floor(cols / 2);
  for (let f = 0; f < n; f++) {
    const y0 = GROUND_Y - (f + 1) * fh;
    let row = '';
    for (let c = 0; c < cols; c++) {
      const x = bx + c * colW + (colW - ww) / 2;
      if (f === 0 && c === door) {
        row += rect(x, GROUND_Y - fh * 0.8, ww, fh * 0.8, doorColour);
        continue;
      }
      row += windowEl(x, y0 + fh * 0.2, ww, wh, frame, '#9cc3de', !spec.modern);
      if (spec.balconies && f > 0 && c % 2 === balconyPhase) {
        const by = y0 + fh - 4;
        row +=
          `<g data-balcony="1">${rect(x - 10, by - 5, ww + 20, 6, '#7a7a7a')}` +
          `${rect(x - 10, by - 5 - fh * 0.3, ww + 20, fh * 0.3, spec.modern ? '#cfe3ee' : '#ffffff', 'opacity="0.65" stroke="#8a8a8a" stroke-width="2"')}</g>`;
      }
    }
    s += `<g data-storey="${f}">${row}</g>`;
  }
  if (spec.garden) {
    s += rect(bx - 20, GROUND_Y - 6, bw + 40, H - GROUND_Y + 6, '#7fae5b');
    for (let x = bx - 10; x < bx + bw + 10; x += 34)
      s += `<circle cx="${x}" cy="${GROUND_Y - 4}" r="20" fill="#4f8a3c"/>`;
  }
  const cx = bx + bw / 2;
  return (
    backdrop +
    `<g transform="translate(${cx.toFixed(1)} ${GROUND_Y}) scale(${zoom.toFixed(3)}) translate(${(-cx).toFixed(1)} ${-GROUND_Y})">${s}</g>` +
    flankingTrees(scene, bx, bx + bw, GROUND_Y + 20, spec.mountains)
  );
}

/** A Gründerzeit house: stucco, cornices between the storeys, a pitched roof with dormers. */
function altbau(spec: FacadeSpec, look: Rng, scene: Rng): string {
  const n = Math.max(2, Math.min(7, spec.storeys));
  const bw = look.int(640, 800);
  const bx = (W - bw) / 2 + scene.int(-40, 40);
  const fh = Math.min(76, 400 / n);
  const top = GROUND_Y - n * fh;
  const wall = look.pick(['#e9d8b4', '#f0e0c0', '#dcc8a2', '#efe3cf', '#e6d2c4', '#d9d4c2', '#f2e8d8']);
  const trim = look.pick(['#c9b58f', '#bfae94', '#d8c39a', '#b9a27a']);
  let s = sky(scene) + pavement(GROUND_Y);
  s += rect(bx, top, bw, GROUND_Y - top, wall);
  s += poly(
    [
      [bx - 10, top],
      [bx + 30, top - 60],
      [bx + bw - 30, top - 60],
      [bx + bw + 10, top],
    ],
    look.pick(['#8d3b2f', '#6d6d6d', '#9c4f2f']),
  );
  const dormers = look.int(2, 4);
  for (let i = 0; i < dormers; i++) {
    const dx = bx + (bw * (i + 1)) / (dormers + 1) - 22;
    s +=
      rect(dx, top - 46, 44, 34, wall) +
      poly(
        [
          [dx - 6, top - 46],
          [dx + 22, top - 66],
          [dx + 50, top - 46],
        ],
        '#6d6d6d',
      );
  }
  s += rect(bx - 8, top - 4, bw + 16, 12, trim);
  const cols = Math.round(bw / 92);
  const colW = bw / cols;
  const balconyCols = new Set([Math.floor(cols / 2) - 1, Math.floor(cols / 2)]);
  for (let f = 0; f < n; f++) {
    const y0 = GROUND_Y - (f + 1) * fh;
    let row = rect(bx, y0 + fh - 6, bw, 6, trim);
    for (let c = 0; c < cols; c++) {
      const x = bx + c * colW + (colW - 40) / 2;
      if (f === 0) {
        if (c === Math.floor(cols / 2)) {
          row += `<path d="M${x - 6} ${GROUND_Y} v-${(fh * 0.8).toFixed(1)} a26 26 0 0 1 52 0 v${(fh * 0.8).toFixed(1)}z" fill="#4a3a2a"/>`;
          continue;
        }
        row += rect(x - 8, y0 + fh * 0.25, 56, fh * 0.6, '#7f9fb5', 'stroke="#f8f4ea" stroke-width="4"');
        continue;
      }
      row += windowEl(x, y0 + fh * 0.18, 40, fh * 0.62, '#f8f4ea', '#7f9fb5');
      row += `<path d="M${x - 6} ${(y0 + fh * 0.16).toFixed(1)} Q${x + 20} ${(y0 + fh * 0.02).toFixed(1)} ${x + 46} ${(y0 + fh * 0.16).toFixed(1)}" fill="${trim}"/>`;
      if (spec.balconies && balconyCols.has(c) && f >= 1) {
        const by = y0 + fh * 0.8;
        row += `<g data-balcony="1">${rect(x - 12, by, 64, 5, '#3c3c3c')}<g stroke="#3c3c3c" stroke-width="2">${Array.from({ length: 9 }, (_, k) => `<line x1="${x - 10 + k * 7.5}" y1="${by}" x2="${x - 10 + k * 7.5}" y2="${(by - fh * 0.22).toFixed(1)}"/>`).join('')}</g>${rect(x - 12, by - fh * 0.22, 64, 3, '#3c3c3c')}</g>`;
      }
    }
    s += `<g data-storey="${f}">${row}</g>`;
  }
  s += flankingTrees(scene, bx, bx + bw, GROUND_Y + 20, false);
  return s;
}

interface HouseLook {
  wall: string;
  roof: string;
  frame: string;
  roofKind: 'gable' | 'hip' | 'flat';
  shutters: boolean;
  wood: boolean;
}

function houseLook(spec: FacadeSpec, look: Rng): HouseLook {
  const alpine = spec.kind === 'farmhouse' || (spec.mountains && look.chance(0.5));
  return {
    wall: look.pick(WALLS),
    roof: look.pick(ROOFS),
    frame: spec.modern ? look.pick(['#3b3f45', '#4a4a4a']) : look.pick(['#ffffff', '#ffffff', '#6b4423']),
    roofKind: spec.modern ? (look.chance(0.7) ? 'flat' : 'gable') : look.chance(0.25) ? 'hip' : 'gable',
    shutters: !spec.modern && !alpine && look.chance(0.35),
    wood: alpine,
  };
}

/** One house body from x to x + bw standing on the lawn line; marks its storeys and balcony only if `mark`. */
function houseBody(
  x: number,
  bw: number,
  storeys: number,
  hl: HouseLook,
  o: { balcony: boolean; mark: boolean; villa?: boolean },
): string {
  const gy = GROUND_Y - 40;
  const fh = o.villa ? 100 : 90;
  const top = gy - storeys * fh;
  let s = rect(x, top, bw, gy - top, hl.wall);
  if (hl.wood && storeys >= 2) s += rect(x, top, bw, fh, '#8b5a2b');
  if (hl.roofKind === 'flat') s += rect(x - 10, top - 16, bw + 20, 18, '#4a4a4a');
  else if (hl.roofKind === 'hip')
    s += poly(
      [
        [x - 26, top],
        [x + bw * 0.25, top - 80],
        [x + bw * 0.75, top - 80],
        [x + bw + 26, top],
      ],
      hl.roof,
    );
  else
    s +=
      poly(
        [
          [x - 28, top],
          [x + bw / 2, top - (hl.wood ? 70 : 120)],
          [x + bw + 28, top],
        ],
        hl.roof,
      ) + (hl.wood ? '' : rect(x + bw * 0.72, top - 92, 24, 50, '#7b5b4b'));
  const n = Math.max(2, Math.round(bw / 110));
  const step = bw / n;
  const wwidth = o.villa ? step * 0.6 : step * 0.46;
  const mark = (f: number) => (o.mark ? ` data-storey="${f}"` : '');
  for (let f = 0; f < storeys; f++) {
    const y0 = gy - (f + 1) * fh;
    let row = '';
    for (let i = 0; i < n; i++) {
      const wx = x + i * step + (step - wwidth) / 2;
      if (f === 0 && i === Math.floor(n / 2)) {
        row += rect(wx + wwidth * 0.15, gy - fh * 0.78, wwidth * 0.7, fh * 0.78, '#6b4a2f');
        continue;
      }
      row += windowEl(wx, y0 + fh * 0.22, wwidth, fh * (o.villa ? 0.62 : 0.5), hl.frame);
      if (hl.shutters)
        row +=
          rect(wx - 12, y0 + fh * 0.22, 10, fh * 0.5, '#4e6b3e') +
          rect(wx + wwidth + 2, y0 + fh * 0.22, 10, fh * 0.5, '#4e6b3e');
    }
    s += `<g${mark(f)}>${row}</g>`;
  }
  if (o.balcony && storeys >= 2) {
    const by = gy - fh * (storeys - 1);
    const bx = x + bw * 0.12;
    const bwid = bw * 0.76;
    const railing = hl.wood
      ? `${rect(bx, by - 34, bwid, 34, '#8b5a2b')}${Array.from({ length: Math.floor(bwid / 16) }, (_, k) => rect(bx + 4 + k * 16, by - 30, 6, 26, '#6b4423')).join('')}<g fill="#e06a6a">${Array.from({ length: Math.floor(bwid / 40) }, (_, k) => `<circle cx="${bx + 20 + k * 40}" cy="${by - 38}" r="7"/>`).join('')}</g>`
      : rect(bx, by - 32, bwid, 32, '#cfe3ee', 'opacity="0.7" stroke="#7a7a7a" stroke-width="3"');
    s += `<g${o.mark ? ' data-balcony="1"' : ''}>${rect(bx - 6, by - 4, bwid + 12, 8, '#7a7a7a')}${railing}</g>`;
  }
  return s;
}

function houseScene(spec: FacadeSpec, look: Rng, scene: Rng): string {
  const hl = houseLook(spec, look);
  const storeys = spec.kind === 'bungalow' ? 1 : Math.max(1, Math.min(2, spec.storeys));
  let s = sky(scene) + (spec.mountains ? mountains(scene, 430) : '') + ground(GROUND_Y - 60);
  let left: number;
  let right: number;
  if (spec.kind === 'semi') {
    const bw = look.int(230, 280);
    const x = (W - 2 * bw) / 2 + scene.int(-40, 40);
    const mine = scene.chance(0.5) ? 0 : 1;
    for (let k = 0; k < 2; k++)
      s += houseBody(x + k * bw, bw, storeys, hl, { balcony: spec.balconies && k === mine, mark: k === mine });
    left = x;
    right = x + 2 * bw;
  } else if (spec.kind === 'row') {
    const bw = look.int(190, 220);
    const x = (W - 3 * bw) / 2 + scene.int(-30, 30);
    for (let k = 0; k < 3; k++)
      s += houseBody(
        x + k * bw,
        bw,
        storeys,
        { ...hl, wall: k === 1 ? hl.wall : look.pick(WALLS) },
        {
          balcony: spec.balconies && k === 1,
          mark: k === 1,
        },
      );
    left = x;
    right = x + 3 * bw;
  } else {
    const villa = spec.kind === 'villa';
    const bw = villa ? look.int(500, 580) : spec.kind === 'bungalow' ? look.int(440, 520) : look.int(340, 430);
    const x = (W - bw) / 2 + scene.int(-70, 70);
    s += houseBody(x, bw, storeys, hl, { balcony: spec.balconies, mark: true, villa });
    left = x;
    right = x + bw;
  }
  if (spec.garage) {
    const gx = right + 100 < W ? right + 6 : left - 136;
    s += rect(gx, GROUND_Y - 130, 130, 90, hl.wall) + rect(gx + 14, GROUND_Y - 112, 102, 72, '#9e9e9e');
    for (let k = 0; k < 6; k++) s += rect(gx + 14, GROUND_Y - 108 + k * 12, 102, 3, '#8a8a8a');
    s += rect(gx - 4, GROUND_Y - 136, 138, 8, '#5b5b5b');
  }
  if (spec.pool) {
    const px = scene.chance(0.5) ? scene.int(30, 140) : scene.int(W - 330, W - 250);
    s += `<g data-pool="1">${rect(px, GROUND_Y + 10, 230, 62, '#e0e0e0', 'rx="10"')}${rect(px + 8, GROUND_Y + 16, 214, 50, '#4fc3f7', 'rx="8"')}<path d="M${px + 20} ${GROUND_Y + 40} q20 -8 40 0 t40 0 t40 0 t40 0" stroke="#b3e5fc" stroke-width="3" fill="none"/></g>`;
  }
  // a fence along the front
  s += `<g stroke="#ffffff" stroke-width="5">${Array.from({ length: 24 }, (_, i) => `<line x1="${i * 42}" y1="${GROUND_Y + 78}" x2="${i * 42}" y2="${GROUND_Y + 112}"/>`).join('')}<line x1="0" y1="${GROUND_Y + 88}" x2="${W}" y2="${GROUND_Y + 88}"/></g>`;
  s += flankingTrees(
    scene,
    left - (spec.garage ? 140 : 0),
    right + (spec.garage ? 140 : 0),
    GROUND_Y - 30,
    spec.mountains,
  );
  return s;
}

function office(spec: FacadeSpec, look: Rng, scene: Rng): string {
  const n = Math.max(2, Math.min(8, spec.storeys));
  const bw = look.int(360, 520);
  const bx = (W - bw) / 2 + scene.int(-80, 80);
  const fh = Math.min(60, 420 / n);
  const top = GROUND_Y - n * fh;
  const glass = look.pick(['#8fb8d6', '#9ec5df', '#7fa7c4', '#a7c7d9']);
  const body = look.pick(['#3c5a78', '#4d5b66', '#d7d7d2', '#5c6f7e']);
  let s = sky(scene) + pavement(GROUND_Y) + rect(bx, top, bw, GROUND_Y - top, body);
  s += rect(bx - 6, top - 10, bw + 12, 12, '#39434b');
  for (let f = 0; f < n; f++) {
    const y0 = GROUND_Y - (f + 1) * fh;
    let row = '';
    for (let x = bx + 12; x < bx + bw - 30; x += 42)
      row += rect(x, y0 + 8, 34, fh - 16, scene.chance(0.15) ? '#d9ecf7' : glass);
    s += `<g data-storey="${f}">${row}</g>`;
  }
  s += rect(bx + bw / 2 - 40, GROUND_Y - 56, 80, 56, '#263238');
  s += tree(bx - 70, GROUND_Y + 20, 1, scene) + tree(bx + bw + 70, GROUND_Y + 20, 0.9, scene);
  return s;
}

function shop(spec: FacadeSpec, look: Rng, scene: Rng): string {
  const n = Math.max(2, Math.min(5, spec.storeys));
  const bw = look.int(640, 820);
  const bx = (W - bw) / 2 + scene.int(-30, 30);
  const fh = Math.min(80, 380 / n);
  const top = GROUND_Y - n * fh;
  let s = sky(scene) + pavement(GROUND_Y) + rect(bx, top, bw, GROUND_Y - top, look.pick(WALLS));
  s += rect(bx - 8, top - 12, bw + 16, 14, '#6d6d6d');
  const awning = look.pick(['#c0392b', '#2e7d32', '#1565c0', '#6a1b9a', '#ef6c00', '#37474f']);
  for (let f = 0; f < n; f++) {
    const y0 = GROUND_Y - (f + 1) * fh;
    let row = '';
    if (f === 0) {
      row +=
        rect(bx + 30, y0 + 28, bw - 60, fh - 28, '#b9d6e6') + rect(bx + bw / 2 - 30, y0 + 34, 60, fh - 34, '#5a4632');
      row += Array.from({ length: 10 }, (_, i) =>
        rect(bx + 30 + (i * (bw - 60)) / 10, y0, (bw - 60) / 10, 26, i % 2 ? '#ffffff' : awning),
      ).join('');
    } else {
      const cols = Math.round(bw / 110);
      for (let c = 0; c < cols; c++)
        row += windowEl(bx + 30 + (c * (bw - 60)) / cols + 10, y0 + fh * 0.2, 56, fh * 0.58);
    }
    s += `<g data-storey="${f}">${row}</g>`;
  }
  s +=
    rect(W / 2 - 150, GROUND_Y - fh - 36, 300, 30, '#333333') +
    text(W / 2, GROUND_Y - fh - 14, 'GESCHÄFTSLOKAL', 20, '#fff');
  return s;
}

function hall(_spec: FacadeSpec, look: Rng, scene: Rng): string {
  const bx = look.int(60, 140);
  const bw = look.int(640, 780);
  const wall = look.pick(['#c7ccd1', '#b8c2c9', '#d5d0c6', '#a9b4bd']);
  let s = sky(scene) + (scene.chance(0.3) ? mountains(scene, 400) : '') + pavement(GROUND_Y);
  s +=
    rect(bx, 260, bw, GROUND_Y - 260, wall) +
    poly(
      [
        [bx - 10, 265],
        [bx + bw / 2, 200],
        [bx + bw + 10, 265],
      ],
      '#8c959e',
    );
  const gates = Math.max(2, Math.floor(bw / 190));
  for (let i = 0; i < gates; i++) {
    const gx = bx + 40 + i * ((bw - 80) / gates);
    s += rect(gx, 360, 120, GROUND_Y - 360, '#7d868f');
    for (let k = 0; k < 8; k++) s += rect(gx, 368 + k * 19, 120, 3, '#6b737b');
  }
  const tx = scene.int(bx + 40, bx + bw - 220);
  s +=
    rect(tx, GROUND_Y - 70, 160, 60, '#e0e0e0') +
    rect(tx + 160, GROUND_Y - 50, 50, 40, look.pick(['#1e5fa8', '#c62828', '#2e7d32']));
  s += `<circle cx="${tx + 40}" cy="${GROUND_Y - 5}" r="14" fill="#222"/><circle cx="${tx + 180}" cy="${GROUND_Y - 5}" r="14" fill="#222"/>`;
  return s;
}

function plot(spec: FacadeSpec, look: Rng, scene: Rng): string {
  let s = sky(scene) + (spec.mountains || scene.chance(0.3) ? mountains(scene, 380) : '');
  s += ground(360, look.pick(['#8cbf63', '#9ccc65', '#a5c46b', '#93b95c']));
  const slope = scene.int(-6, 6);
  s += `<g stroke="#6b4f2f" stroke-width="6">${Array.from({ length: 9 }, (_, i) => `<line x1="${80 + i * 100}" y1="${470 + i * slope}" x2="${80 + i * 100}" y2="${520 + i * slope}"/>`).join('')}</g>`;
  s += `<polyline points="80,480 880,${480 + 8 * slope}" stroke="#6b4f2f" stroke-width="3" fill="none"/>`;
  const fx = scene.int(200, 760);
  s +=
    rect(fx, 380, 6, 90, '#444') +
    poly(
      [
        [fx + 6, 380],
        [fx + 80, 396],
        [fx + 6, 412],
      ],
      look.pick(['#e53935', '#fb8c00', '#1e88e5']),
    );
  s += tree(scene.int(60, 200), 370, 0.8, scene) + tree(scene.int(760, 900), 360, 0.7, scene);
  return s;
}

function farm(_spec: FacadeSpec, look: Rng, scene: Rng): string {
  let s = sky(scene) + mountains(scene, 360) + ground(360, '#a3c26b');
  for (let i = 0; i < 6; i++)
    s += poly(
      [
        [0, 380 + i * 45],
        [W, 370 + i * 45],
        [W, 395 + i * 45],
        [0, 405 + i * 45],
      ],
      i % 2 ? look.pick(['#c8b35a', '#d4c06a']) : look.pick(['#8fb35a', '#9cc063']),
    );
  const x = scene.int(420, 620);
  s +=
    rect(x, 240, 260, 150, look.pick(['#a63d2f', '#8b5a2b', '#f2e6d0'])) +
    poly(
      [
        [x - 20, 245],
        [x + 130, 160],
        [x + 280, 245],
      ],
      '#5b2a22',
    );
  s += rect(x + 90, 300, 80, 90, '#f2e6d0') + conifer(x - 60, 390) + conifer(x + 320, 392, 0.9);
  return s;
}

function gastro(spec: FacadeSpec, look: Rng, scene: Rng): string {
  const storeys = Math.max(2, Math.min(3, spec.storeys));
  const bx = scene.int(160, 240);
  const bw = look.int(520, 600);
  const fh = 90;
  const top = GROUND_Y - 40 - storeys * fh;
  let s = sky(scene) + (spec.mountains ? mountains(scene, 400) : '') + ground(GROUND_Y - 40);
  s +=
    rect(bx, top, bw, GROUND_Y - 40 - top, look.pick(WALLS)) +
    poly(
      [
        [bx - 30, top + 5],
        [bx + bw / 2, top - 120],
        [bx + bw + 30, top + 5],
      ],
      look.pick(ROOFS),
    );
  for (let f = 0; f < storeys; f++) {
    const y0 = GROUND_Y - 40 - (f + 1) * fh;
    let row = '';
    for (let i = 0; i < 5; i++) row += windowEl(bx + 30 + i * ((bw - 60) / 5), y0 + 18, 60, 60, '#6b4423', '#a9cbe0');
    s += `<g data-storey="${f}">${row}</g>`;
  }
  s +=
    rect(bx + bw / 2 - 110, top - 40, 220, 40, '#5a3a22') +
    text(bx + bw / 2, top - 12, 'GASTHOF', 24, '#f5e6c8', '', 'DejaVu Serif, serif');
  if (spec.garden)
    for (let i = 0; i < 4; i++)
      s +=
        poly(
          [
            [bx + 40 + i * 140, GROUND_Y + 20],
            [bx + 80 + i * 140, GROUND_Y - 15],
            [bx + 120 + i * 140, GROUND_Y + 20],
          ],
          i % 2 ? '#d84315' : '#f9a825',
        ) + rect(bx + 78 + i * 140, GROUND_Y + 20, 4, 40, '#555');
  return s;
}

function garage(spec: FacadeSpec, look: Rng, scene: Rng): string {
  if (spec.kind === 'underground') {
    // inside a car park: columns, numbered bays, the ceiling lights
    let s =
      rect(0, 0, W, H, '#cfd2d4') +
      poly(
        [
          [0, 360],
          [W, 360],
          [W, H],
          [0, H],
        ],
        '#8e9194',
      );
    s += rect(0, 0, W, 90, '#b7bbbe');
    for (let i = 0; i < 4; i++) s += rect(100 + i * 240, 40, 120, 12, '#fffde7');
    const first = scene.int(1, 180);
    for (let i = 0; i < 5; i++) {
      const x = 40 + i * 190;
      s += `<line x1="${x}" y1="380" x2="${x - 60}" y2="${H}" stroke="#ffffff" stroke-width="6"/>`;
      s += text(x + 70, 430, String(first + i), 34, '#ffffff', 'font-weight="bold"');
    }
    s +=
      rect(scene.int(120, 700), 90, 60, 270, '#b0b4b7') +
      rect(0, 150, W, 8, look.pick(['#fbc02d', '#43a047', '#1e88e5']));
    return s;
  }
  let s = sky(scene) + pavement(300);
  if (spec.kind === 'carport' || spec.kind === 'lot') {
    // a carport has a roof on posts; an open parking space only its lines
    if (spec.kind === 'carport')
      s += rect(160, 180, 640, 14, '#6d4c41') + rect(170, 194, 12, 200, '#6d4c41') + rect(778, 194, 12, 200, '#6d4c41');
    else
      s += `<g stroke="#ffffff" stroke-width="6">${Array.from({ length: 6 }, (_, i) => `<line x1="${100 + i * 160}" y1="320" x2="${60 + i * 160}" y2="${H}"/>`).join('')}</g>${rect(W - 84, 150, 8, 170, '#777')}<circle cx="${W - 80}" cy="130" r="40" fill="#1565c0"/>${text(W - 80, 150, 'P', 56, '#fff', 'font-weight="bold"')}`;
    s +=
      rect(260, 300, 220, 80, look.pick(['#1e5fa8', '#c62828', '#455a64']), 'rx="20"') +
      `<circle cx="300" cy="384" r="20" fill="#222"/><circle cx="440" cy="384" r="20" fill="#222"/>`;
    return s;
  }
  const doors = look.int(3, 6);
  const dw = 760 / doors;
  s += rect(100, 140, 760, 170, look.pick(['#d5d5d5', '#e0d6c8', '#cfd8dc'])) + rect(100, 130, 760, 14, '#8c8c8c');
  for (let i = 0; i < doors; i++) {
    s += rect(110 + i * dw, 170, dw - 20, 140, look.pick(['#9aa3ab', '#8d6e63', '#7b8d99']));
    for (let k = 0; k < 7; k++) s += rect(110 + i * dw, 178 + k * 19, dw - 20, 3, '#87909a');
  }
  s += `<circle cx="860" cy="80" r="40" fill="#1565c0"/>${text(860, 100, 'P', 56, '#fff', 'font-weight="bold"')}`;
  return s;
}

function sports(spec: FacadeSpec, look: Rng, scene: Rng): string {
  let s = sky(scene) + (spec.mountains ? mountains(scene, 360) : '') + ground(360, '#86b565');
  const court = look.pick(['#c75b39', '#3f7f4f', '#2f6f9f']);
  s += poly(
    [
      [180, 400],
      [780, 400],
      [900, 600],
      [60, 600],
    ],
    court,
  );
  s += `<g stroke="#ffffff" stroke-width="4" fill="none"><polygon points="210,410 750,410 860,590 100,590"/><line x1="480" y1="410" x2="480" y2="590"/></g>`;
  s +=
    rect(40, 260, 260, 120, look.pick(WALLS)) +
    poly(
      [
        [30, 262],
        [170, 210],
        [310, 262],
      ],
      look.pick(ROOFS),
    );
  return s + tree(scene.int(700, 900), 380, 1, scene);
}

function petrol(_spec: FacadeSpec, look: Rng, scene: Rng): string {
  const brand = look.pick(['#c62828', '#1565c0', '#2e7d32', '#f9a825']);
  let s = sky(scene) + pavement(420);
  s += rect(120, 200, 560, 40, brand) + rect(150, 240, 14, 200, '#9e9e9e') + rect(636, 240, 14, 200, '#9e9e9e');
  for (let i = 0; i < 3; i++)
    s += rect(240 + i * 130, 340, 50, 100, '#eceff1') + rect(250 + i * 130, 355, 30, 20, '#263238');
  s += rect(720, 300, 200, 140, look.pick(WALLS)) + rect(760, 350, 60, 90, '#b9d6e6');
  return s;
}

const FACADE_TITLE: Record<FacadeKind, string> = {
  block: 'Außenansicht',
  altbau: 'Fassade',
  house: 'Außenansicht',
  villa: 'Ansicht Garten',
  bungalow: 'Außenansicht',
  semi: 'Außenansicht',
  row: 'Außenansicht',
  farmhouse: 'Außenansicht',
  office: 'Bürogebäude',
  shop: 'Geschäftslokal',
  hall: 'Halle',
  plot: 'Grundstück',
  farm: 'Hof und Felder',
  gastro: 'Gasthof',
  garage: 'Garagen',
  underground: 'Tiefgarage',
  carport: 'Carport',
  lot: 'Stellplatz',
  sports: 'Anlage',
  petrol: 'Tankstelle',
};

/**
 * The outside of a listing. `look` decides the building (colours, width, roof), `scene` the day it was taken (sky,
 * clouds, trees, position), so a project's units show one building, each from its own day.
 */
export function facadePicture(name: string, spec: FacadeSpec, look: Rng, scene: Rng): Picture {
  const draw: Record<FacadeKind, (s: FacadeSpec, l: Rng, sc: Rng) => string> = {
    block,
    altbau,
    house: houseScene,
    villa: houseScene,
    bungalow: houseScene,
    semi: houseScene,
    row: houseScene,
    farmhouse: houseScene,
    office,
    shop,
    hall,
    plot,
    farm,
    gastro,
    garage,
    underground: garage,
    carport: garage,
    lot: garage,
    sports,
    petrol,
  };
  return { name, group: 'exterior', title: FACADE_TITLE[spec.kind], svg: draw[spec.kind](spec, look, scene) };
}

// ---------------------------------------------------------------------------------------------------------------
// Rooms

function room(kind: RoomKind, r: Rng): string {
  const wall = r.pick(['#f4efe6', '#eae4da', '#e9eef2', '#f3e6d8', '#e6ede3', '#f7f3ee', '#ece6f0']);
  const floor = r.pick(['#c49a6c', '#b5835a', '#d2b48c', '#a9a9a9', '#8d6e63', '#d7c4a3']);
  const horizon = r.int(440, 490);
  let s =
    rect(0, 0, W, H, wall) +
    poly(
      [
        [0, horizon],
        [W, horizon],
        [W, H],
        [0, H],
      ],
      floor,
    );
  if (kind !== 'bathroom') {
    for (let i = 0; i < 12; i++)
      s += `<line x1="${i * 90}" y1="${horizon}" x2="${i * 90 - 120}" y2="${H}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`;
  }
  const win = (x: number) =>
    rect(x, 80, 220, 260, '#ffffff') +
    rect(x + 10, 90, 200, 240, r.pick(['#bfe0f5', '#cfe8f7', '#b3d4ea'])) +
    `<line x1="${x + 110}" y1="90" x2="${x + 110}" y2="330" stroke="#fff" stroke-width="6"/>`;
  const picture = (x: number, y: number) =>
    rect(x, y, 120, 86, '#ffffff') +
    rect(x + 8, y + 8, 104, 70, r.pick(['#e57373', '#64b5f6', '#81c784', '#ffb74d', '#9575cd']));
  switch (kind) {
    case 'living': {
      const wx = r.int(60, 220);
      s += win(wx) + picture(r.int(wx + 260, 700), r.int(110, 160));
      const sofa = r.pick(['#5c6bc0', '#8d6e63', '#78909c', '#a1887f', '#4db6ac', '#90a4ae', '#c5a880']);
      const sx = r.int(360, 460);
      s +=
        rect(sx, 380, 420, 110, sofa, 'rx="18"') +
        rect(sx - 20, 350, 460, 60, sofa, 'rx="20" opacity="0.9"') +
        rect(sx + 10, 490, 20, 30, '#444') +
        rect(sx + 390, 490, 20, 30, '#444');
      if (r.chance(0.6))
        s += `<ellipse cx="${sx + 120}" cy="${H - 60}" rx="220" ry="40" fill="${r.pick(['#d7ccc8', '#b0bec5', '#ffe0b2'])}"/>`;
      s += rect(150, 470, 180, 18, '#6d4c41') + rect(160, 488, 10, 60, '#6d4c41') + rect(310, 488, 10, 60, '#6d4c41');
      s += rect(880, 360, 40, 110, '#795548') + `<circle cx="900" cy="330" r="${r.int(40, 56)}" fill="#66bb6a"/>`;
      break;
    }
    case 'kitchen': {
      const front = r.pick(['#eceff1', '#f5f5f5', '#dcdcdc', '#d7ccc8', '#c5d5cb', '#37474f']);
      s +=
        win(r.int(300, 460)) +
        rect(60, 300, 840, 200, '#ffffff') +
        rect(60, 290, 840, 16, r.pick(['#9e9e9e', '#795548', '#eeeeee']));
      for (let i = 0; i < 7; i++)
        s += rect(70 + i * 120, 320, 110, 170, front) + rect(115 + i * 120, 330, 20, 6, '#777');
      for (let i = 0; i < 3; i++) s += rect(70 + i * 110, 80, 100, 150, front, 'stroke="#ccc"');
      s +=
        rect(640, 272, 140, 20, '#424242') +
        `<circle cx="680" cy="282" r="8" fill="#e53935"/><circle cx="740" cy="282" r="8" fill="#e53935"/>`;
      break;
    }
    case 'bedroom': {
      s += win(r.int(560, 680)) + picture(r.int(180, 380), 120);
      const cover = r.pick(['#90caf9', '#ce93d8', '#a5d6a7', '#ffe082', '#bcaaa4', '#f8bbd0']);
      s +=
        rect(120, 250, 440, 140, r.pick(['#6d4c41', '#8d6e63', '#cfd8dc'])) +
        rect(140, 360, 400, 140, '#fafafa', 'rx="12"') +
        rect(140, 400, 400, 100, cover, 'rx="12"');
      s += rect(170, 330, 140, 50, '#ffffff', 'rx="14"') + rect(370, 330, 140, 50, '#ffffff', 'rx="14"');
      s += rect(40, 390, 70, 90, '#8d6e63') + rect(60, 330, 30, 60, '#fff59d');
      break;
    }
    case 'bathroom': {
      const tiles = r.pick([
        ['#e3f2fd', '#ffffff'],
        ['#e8f5e9', '#ffffff'],
        ['#eceff1', '#cfd8dc'],
        ['#fff3e0', '#ffffff'],
      ]);
      for (let y = 0; y < 470; y += 40)
        for (let x = 0; x < W; x += 40) s += rect(x + 1, y + 1, 38, 38, tiles[(x / 40 + y / 40) % 2]!);
      s +=
        rect(80, 360, 420, 140, '#ffffff', 'rx="40" stroke="#cfd8dc" stroke-width="4"') +
        rect(600, 120, 200, 160, '#cfe8f7', 'stroke="#b0bec5" stroke-width="6"');
      s +=
        rect(580, 330, 240, 40, '#ffffff', 'stroke="#cfd8dc" stroke-width="3"') +
        rect(600, 370, 200, 120, r.pick(['#8d6e63', '#ffffff', '#546e7a']));
      s += rect(280, 120, 12, 240, '#b0bec5') + `<circle cx="286" cy="120" r="22" fill="#b0bec5"/>`;
      break;
    }
    case 'office_room': {
      const n = r.int(2, 3);
      for (let i = 0; i < n; i++) s += win(60 + i * (840 / n));
      for (let i = 0; i < 3; i++) {
        const x = 90 + i * 290;
        s +=
          rect(x, 420, 220, 14, r.pick(['#eeeeee', '#d7ccc8'])) +
          rect(x + 10, 434, 8, 90, '#616161') +
          rect(x + 200, 434, 8, 90, '#616161');
        s += rect(x + 70, 350, 90, 60, '#263238') + rect(x + 110, 410, 10, 12, '#455a64');
      }
      break;
    }
  }
  return s;
}

const ROOM_TITLE: Record<RoomKind, string> = {
  living: 'Wohnzimmer',
  kitchen: 'Küche',
  bedroom: 'Schlafzimmer',
  bathroom: 'Badezimmer',
  office_room: 'Büroraum',
};

/**
 * Small things a room has besides its furniture: a towel or a framed print on the wall, a plant or a basket on the
 * floor, each at a place and in colours of its own. A room drawn again (alike another of its place, see
 * src/sample/distinct.ts) gets one more of them with each attempt, so its variants grow by thousands each time: the
 * plain drawing has a few dozen bathrooms, and a district of a national catalogue more flats.
 */
function details(kind: RoomKind, r: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const colour = r.pick(['#ef9a9a', '#90caf9', '#a5d6a7', '#fff59d', '#ce93d8', '#ffcc80', '#b0bec5', '#f5f5f5']);
    const x = r.int(20, W - 120);
    if (r.chance(0.5)) {
      const y = r.int(110, 250);
      s +=
        kind === 'bathroom'
          ? // a towel on its hook
            `<circle cx="${x + 40}" cy="${y - 8}" r="6" fill="#9e9e9e"/>` +
            rect(x, y, 80, r.int(110, 160), colour, 'rx="6"') +
            rect(x, y + 24, 80, 10, '#ffffff', 'opacity="0.6"')
          : // a framed print
            rect(x, y, 100, 76, '#5d4037') + rect(x + 8, y + 8, 84, 60, colour);
    } else {
      const y = r.int(H - 150, H - 110);
      s += r.chance(0.5)
        ? // a potted plant
          rect(x + 20, y + 50, 50, 60, colour, 'rx="6"') +
          `<circle cx="${x + 45}" cy="${y + 30}" r="${r.int(26, 40)}" fill="${r.pick(['#66bb6a', '#43a047', '#81c784'])}"/>`
        : // a basket
          rect(x, y + 60, 90, 50, colour, 'rx="10" stroke="#8d6e63" stroke-width="3"');
    }
  }
  return s;
}

/** A room of a kind; `redraws` (0 for the first drawing) adds that many details (see details). */
export function roomPicture(name: string, kind: RoomKind, r: Rng, redraws = 0): Picture {
  const mirrored = r.chance(0.5);
  const svg = room(kind, r) + details(kind, r, redraws);
  return {
    name,
    group: 'interior',
    title: ROOM_TITLE[kind],
    // the room seen from the other side
    svg: mirrored ? `<g transform="translate(${W},0) scale(-1,1)">${svg}</g>` : svg,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Floor plans

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The worst width-to-height ratio of a row of cells with these areas along a side of length `side`. */
function worstRatio(areas: number[], side: number): number {
  const sum = areas.reduce((a, b) => a + b, 0);
  const max = Math.max(...areas);
  const min = Math.min(...areas);
  return Math.max((side * side * max) / (sum * sum), (sum * sum) / (side * side * min));
}

/**
 * Splits a box into one cell per room, areas in proportion to the rooms' weights and as square as the rooms allow
 * (the squarified treemap of Bruls, Huizing and van Wijk): rooms, largest first, are laid in rows along the shorter
 * side of what is left, a row taking rooms while that makes its cells squarer. No room comes out a sliver.
 */
function layout(box: Box, rooms: PlanRoom[]): Array<Box & { room: PlanRoom }> {
  const out: Array<Box & { room: PlanRoom }> = [];
  const scale = (box.w * box.h) / rooms.reduce((s, x) => s + x.weight, 0);
  const queue = [...rooms].sort((a, b) => b.weight - a.weight);
  let rest = { ...box };
  while (queue.length) {
    const side = Math.min(rest.w, rest.h);
    const row: PlanRoom[] = [];
    let best = Infinity;
    while (queue.length) {
      const worst = worstRatio(
        [...row, queue[0]!].map((x) => x.weight * scale),
        side,
      );
      if (row.length && worst > best) break;
      best = worst;
      row.push(queue.shift()!);
    }
    const thickness = (row.reduce((s, x) => s + x.weight, 0) * scale) / side;
    let along = 0;
    for (const room of row) {
      const length = (room.weight * scale) / thickness;
      out.push(
        rest.w >= rest.h
          ? { x: rest.x, y: rest.y + along, w: thickness, h: length, room }
          : { x: rest.x + along, y: rest.y, w: length, h: thickness, room },
      );
      along += length;
    }
    rest =
      rest.w >= rest.h
        ? { x: rest.x + thickness, y: rest.y, w: rest.w - thickness, h: rest.h }
        : { x: rest.x, y: rest.y + thickness, w: rest.w, h: rest.h - thickness };
  }
  return out;
}

function floorplan(levels: PlanLevel[], r: Rng): string {
  let s = rect(0, 0, W, H, '#ffffff');
  const gap = 50;
  const x0 = 60;
  const y0 = levels.length > 1 ? 90 : 60;
  const w = (W - 2 * x0 - gap * (levels.length - 1)) / levels.length;
  const h = H - y0 - 70;
  levels.forEach((level, li) => {
    const box = { x: x0 + li * (w + gap), y: y0, w, h };
    if (level.title) s += text(box.x + w / 2, y0 - 24, level.title, 22, '#333', 'font-weight="bold"');
    // rooms a little larger or smaller, the plan mirrored: the same rooms give another plan
    const rooms = level.rooms.map((x) => ({ ...x, weight: x.weight * r.float(0.85, 1.15) }));
    const flipX = r.chance(0.5);
    const flipY = r.chance(0.5);
    const cells = layout(box, rooms).map((c) => ({
      ...c,
      x: flipX ? 2 * box.x + box.w - c.x - c.w : c.x,
      y: flipY ? 2 * box.y + box.h - c.y - c.h : c.y,
    }));
    for (const c of cells) {
      const fill = c.room.zimmer ? r.pick(['#f7f3ea', '#f3efe4', '#faf6ee']) : '#ffffff';
      s += rect(
        c.x,
        c.y,
        c.w,
        c.h,
        fill,
        `stroke="#222" stroke-width="7" data-room="${c.room.zimmer ? 'zimmer' : 'neben'}"`,
      );
      const size = Math.max(11, Math.min(20, c.w / (c.room.label.length * 0.62), c.h / 3));
      s += text(c.x + c.w / 2, c.y + c.h / 2 + size / 3, c.room.label, Math.round(size), '#333');
      // a door: a gap in the wall and its swing
      const d = Math.min(44, c.w / 3, c.h / 3);
      const dx = c.x + Math.min(18, c.w / 6);
      const dy = c.y + c.h;
      s +=
        rect(dx, dy - 4, d, 8, '#ffffff') +
        `<path d="M${dx.toFixed(1)} ${dy.toFixed(1)} A${d.toFixed(1)} ${d.toFixed(1)} 0 0 1 ${(dx + d).toFixed(1)} ${(dy - d).toFixed(1)}" fill="none" stroke="#999" stroke-width="2"/>`;
    }
    s += rect(box.x, box.y, box.w, box.h, 'none', 'stroke="#111" stroke-width="12"');
    const windows = Math.max(2, Math.round(w / 190));
    for (let i = 0; i < windows; i++)
      s += rect(box.x + 30 + (i * (w - 60)) / windows, box.y - 6, Math.min(80, w / windows - 30), 12, '#9ec5df');
  });
  const zimmer = levels.reduce((n, l) => n + l.rooms.filter((x) => x.zimmer).length, 0);
  s += text(120, H - 24, `${zimmer} Zimmer`, 18, '#555');
  s += text(W - 60, H - 24, 'N ↑', 18, '#555');
  return s;
}

export function floorplanPicture(name: string, levels: PlanLevel[], r: Rng): Picture {
  return { name, group: 'floorplan', title: 'Grundriss', svg: floorplan(levels, r) };
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * Photos as JPEG, floor plans (line drawings) as PNG. The encoders' fastest settings that still look right: several
 * hundred pictures are rendered on every `npm run sample` and decoded again by the import.
 */
export async function renderPicture(p: Picture): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${p.svg}</svg>`;
  const s = sharp(Buffer.from(svg));
  return p.name.endsWith('.png')
    ? s.png({ compressionLevel: 6 }).toBuffer()
    : // every picture paints its whole canvas: the alpha channel is dropped before encoding, which saves its flattening
      s.removeAlpha().jpeg({ quality: 80, optimiseCoding: false }).toBuffer();
}

/** A simple agency logo: coloured badge with initials. */
export async function renderLogo(initials: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect width="320" height="120" rx="16" fill="${color}"/><circle cx="60" cy="60" r="38" fill="#ffffff" opacity="0.9"/><text x="60" y="72" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="${color}" text-anchor="middle">${initials}</text><rect x="120" y="42" width="170" height="12" rx="6" fill="#ffffff" opacity="0.9"/><rect x="120" y="66" width="120" height="10" rx="5" fill="#ffffff" opacity="0.6"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
