/**
 * Pictures for the sample, drawn as SVG and rasterised with sharp: façades of each property type, rooms and
 * floor plans. Deterministic (seeded), rendered once into a small pool that many listings share, so the
 * sample stays fast to generate and import and still looks like a portal, not a wall of grey boxes.
 */
import sharp from 'sharp';
import { type Rng } from './random';

export const IMAGE_WIDTH = 960;
export const IMAGE_HEIGHT = 640;
const W = IMAGE_WIDTH;
const H = IMAGE_HEIGHT;

export type FacadeKind =
  | 'apartment'
  | 'altbau'
  | 'house'
  | 'villa'
  | 'chalet'
  | 'office'
  | 'shop'
  | 'hall'
  | 'plot'
  | 'farm'
  | 'gastro'
  | 'parking';
export type RoomKind = 'living' | 'kitchen' | 'bedroom' | 'bathroom' | 'office_room';
export type PoolImageKind = FacadeKind | RoomKind | 'floorplan';

export interface PoolImage {
  name: string;
  kind: PoolImageKind;
  /** 'exterior' | 'interior' | 'floorplan' (OpenImmo anhang gruppe follows from it) */
  group: 'exterior' | 'interior' | 'floorplan';
  title: string;
  svg: string;
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
];
const ROOFS = ['#8d3b2f', '#5b5b5b', '#7a4a2a', '#3e4a57', '#9c4f2f', '#4d3b30'];
const SKIES: Array<[string, string]> = [
  ['#7fb7e6', '#d8ecfa'],
  ['#8fc4ea', '#eef6fb'],
  ['#f3b27a', '#fde3c5'],
  ['#6aa5d8', '#cfe5f5'],
  ['#9fb7c9', '#e4ecf1'],
];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;

function sky(r: Rng): string {
  const [a, b] = r.pick(SKIES);
  const clouds = Array.from({ length: r.int(1, 3) }, () => {
    const x = r.int(40, W - 160);
    const y = r.int(30, 140);
    return `<g fill="#ffffff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="60" ry="20"/><ellipse cx="${x + 40}" cy="${y - 12}" rx="45" ry="22"/><ellipse cx="${x + 80}" cy="${y}" rx="50" ry="18"/></g>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>${rect(0, 0, W, H, 'url(#sky)')}${clouds}`;
}

function mountains(r: Rng, baseY: number): string {
  const pts: string[] = [`0,${baseY}`];
  let x = 0;
  while (x < W) {
    const peak = r.int(40, 160);
    pts.push(`${x + r.int(60, 120)},${baseY - peak}`);
    x += r.int(140, 240);
    pts.push(`${Math.min(x, W)},${baseY - r.int(10, 40)}`);
  }
  pts.push(`${W},${baseY}`);
  return `<polygon points="${pts.join(' ')}" fill="#8a9aa8"/><polygon points="${pts.join(' ')}" fill="#ffffff" opacity="0.25" transform="translate(0,6)"/>`;
}

function ground(y: number, color = '#7fae5b'): string {
  return rect(0, y, W, H - y, color) + rect(0, y, W, 8, '#6c9a4b');
}

function tree(x: number, y: number, s = 1): string {
  return `<g transform="translate(${x},${y}) scale(${s})">${rect(-6, -10, 12, 50, '#6b4f2f')}<circle cx="0" cy="-40" r="38" fill="#4f8a3c"/><circle cx="-22" cy="-22" r="26" fill="#5b9a45"/><circle cx="22" cy="-24" r="28" fill="#467f35"/></g>`;
}

function windowEl(x: number, y: number, w: number, h: number, frame = '#ffffff', glass = '#9cc3de'): string {
  return `${rect(x, y, w, h, frame)}${rect(x + 4, y + 4, w - 8, h - 8, glass)}<line x1="${x + w / 2}" y1="${y + 4}" x2="${x + w / 2}" y2="${y + h - 4}" stroke="${frame}" stroke-width="3"/>`;
}

function facade(kind: FacadeKind, r: Rng): string {
  const wall = r.pick(WALLS);
  const roof = r.pick(ROOFS);
  const gy = 520;
  let s = sky(r);
  switch (kind) {
    case 'apartment': {
      s += ground(gy, '#9a9a9a');
      const floors = r.int(4, 7);
      const bw = r.int(520, 700);
      const bx = (W - bw) / 2;
      const fh = Math.min(62, 420 / floors);
      const top = gy - floors * fh - 20;
      s += rect(bx, top, bw, gy - top, wall) + rect(bx - 10, top - 14, bw + 20, 18, '#6d6d6d');
      const cols = Math.floor(bw / 90);
      for (let f = 0; f < floors; f++) {
        for (let c = 0; c < cols; c++) {
          const x = bx + 25 + (c * (bw - 50)) / cols;
          const y = top + 18 + f * fh;
          s += windowEl(x, y, 44, fh - 22);
          if (f > 0 && c % 2 === 1)
            s +=
              rect(x - 10, y + fh - 26, 64, 6, '#555') + rect(x - 10, y + fh - 40, 64, 14, '#ffffff', 'opacity="0.5"');
        }
      }
      s += rect(W / 2 - 28, gy - 70, 56, 70, '#5a4632') + tree(bx - 60, gy, 1.1) + tree(bx + bw + 60, gy, 0.9);
      break;
    }
    case 'altbau': {
      s += ground(gy, '#a8a39a');
      const floors = 5;
      const bw = 760;
      const bx = (W - bw) / 2;
      const top = 110;
      s += rect(bx, top, bw, gy - top, r.pick(['#e9d8b4', '#f0e0c0', '#dcc8a2', '#efe3cf']));
      for (let f = 0; f < floors; f++) {
        const y = top + 30 + f * 78;
        s += rect(bx, y - 12, bw, 6, '#c9b58f');
        for (let c = 0; c < 8; c++) {
          const x = bx + 30 + c * 92;
          s += windowEl(x, y, 40, 56, '#f8f4ea', '#7f9fb5');
          s += `<path d="M${x - 6} ${y - 2} Q${x + 20} ${y - 20} ${x + 46} ${y - 2}" fill="#d8c39a"/>`;
        }
      }
      s +=
        rect(bx - 8, top - 20, bw + 16, 22, '#b9a27a') +
        `<path d="M${W / 2 - 40} ${gy} v-80 a40 40 0 0 1 80 0 v80z" fill="#4a3a2a"/>`;
      break;
    }
    case 'house':
    case 'villa': {
      s += (r.chance(0.4) ? mountains(r, 430) : '') + ground(gy - 80);
      const villa = kind === 'villa';
      const bw = villa ? 560 : 380;
      const bx = (W - bw) / 2 + r.int(-60, 60);
      const top = villa ? 300 : 280;
      s += rect(bx, top, bw, gy - 40 - top, wall);
      s += villa
        ? `<polygon points="${bx - 30},${top} ${bx + 80},${top - 70} ${bx + bw - 80},${top - 70} ${bx + bw + 30},${top}" fill="${roof}"/>`
        : `<polygon points="${bx - 30},${top} ${bx + bw / 2},${top - 130} ${bx + bw + 30},${top}" fill="${roof}"/>` +
          rect(bx + bw - 90, top - 100, 30, 60, '#7b5b4b');
      const n = villa ? 5 : 3;
      for (let i = 0; i < n; i++)
        s += windowEl(bx + 30 + i * ((bw - 60) / n), top + 30, villa ? 80 : 70, villa ? 110 : 60);
      s += rect(bx + bw / 2 - 25, gy - 120, 50, 80, '#6b4a2f');
      if (villa) s += rect(bx - 120, gy - 30, 200, 40, '#5fb6d9', 'rx="6"');
      s += `<g stroke="#ffffff" stroke-width="6">${Array.from({ length: 24 }, (_, i) => `<line x1="${i * 42}" y1="${gy + 10}" x2="${i * 42}" y2="${gy + 50}"/>`).join('')}<line x1="0" y1="${gy + 22}" x2="${W}" y2="${gy + 22}"/></g>`;
      s += tree(bx - 80, gy - 40, 1.2) + tree(bx + bw + 90, gy - 40, 1);
      break;
    }
    case 'chalet': {
      s += mountains(r, 420) + ground(gy - 60, '#86b565');
      const bx = 260;
      const bw = 440;
      s += rect(bx, 300, bw, 160, '#f4efe6') + rect(bx, 220, bw, 90, '#8b5a2b');
      s += `<polygon points="${bx - 50},${230} ${bx + bw / 2},${120} ${bx + bw + 50},${230}" fill="#5a3a22"/>`;
      s += rect(bx - 10, 300, bw + 20, 12, '#6b4423');
      for (let i = 0; i < 20; i++) s += rect(bx + i * 22, 290, 6, 28, '#6b4423');
      for (let i = 0; i < 4; i++) s += windowEl(bx + 30 + i * 105, 330, 60, 70, '#6b4423', '#a9cbe0');
      s += `<g fill="#e06a6a">${Array.from({ length: 8 }, (_, i) => `<circle cx="${bx + 40 + i * 52}" cy="318" r="7"/>`).join('')}</g>`;
      break;
    }
    case 'office': {
      s += ground(gy, '#8f8f8f');
      const bx = r.int(220, 320);
      const bw = r.int(300, 420);
      s += rect(bx, 70, bw, gy - 70, '#3c5a78');
      for (let y = 90; y < gy - 20; y += 34)
        for (let x = bx + 12; x < bx + bw - 20; x += 40) s += rect(x, y, 32, 24, r.chance(0.2) ? '#d9ecf7' : '#8fb8d6');
      s += rect(bx + bw + 20, 260, 200, gy - 260, '#4d6d8c');
      for (let y = 280; y < gy - 20; y += 34)
        for (let x = bx + bw + 30; x < bx + bw + 210; x += 40) s += rect(x, y, 32, 24, '#9ec5df');
      s += tree(120, gy, 1) + tree(W - 90, gy, 0.9);
      break;
    }
    case 'shop': {
      s += ground(gy, '#a0a0a0');
      s += rect(80, 120, 800, gy - 120, wall);
      for (let i = 0; i < 6; i++) s += windowEl(110 + i * 128, 150, 70, 90);
      const awning = r.pick(['#c0392b', '#2e7d32', '#1565c0', '#6a1b9a']);
      s += Array.from({ length: 10 }, (_, i) => rect(120 + i * 72, 300, 72, 40, i % 2 ? '#ffffff' : awning)).join('');
      s += rect(140, 340, 680, gy - 340, '#b9d6e6') + rect(440, 360, 80, gy - 360, '#5a4632');
      s +=
        rect(300, 262, 360, 34, '#333333') +
        `<text x="480" y="286" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#fff" text-anchor="middle">GESCHÄFTSLOKAL</text>`;
      break;
    }
    case 'hall': {
      s += ground(gy, '#9d9d9d');
      s += rect(100, 260, 760, gy - 260, '#c7ccd1') + `<polygon points="90,265 480,200 870,265" fill="#8c959e"/>`;
      for (let i = 0; i < 4; i++)
        s +=
          rect(150 + i * 180, 360, 120, gy - 360, '#7d868f') +
          Array.from({ length: 8 }, (_, k) => rect(150 + i * 180, 368 + k * 19, 120, 3, '#6b737b')).join('');
      s +=
        rect(650, gy - 70, 160, 60, '#e0e0e0') +
        rect(810, gy - 50, 50, 40, '#1e5fa8') +
        `<circle cx="690" cy="${gy - 5}" r="14" fill="#222"/><circle cx="830" cy="${gy - 5}" r="14" fill="#222"/>`;
      break;
    }
    case 'plot': {
      s += (r.chance(0.6) ? mountains(r, 380) : '') + ground(360, r.pick(['#8cbf63', '#9ccc65', '#a5c46b']));
      s += `<g stroke="#6b4f2f" stroke-width="6">${Array.from({ length: 9 }, (_, i) => `<line x1="${80 + i * 100}" y1="${470 - i * 4}" x2="${80 + i * 100}" y2="${520 - i * 4}"/>`).join('')}</g>`;
      s += `<polyline points="80,480 880,448" stroke="#6b4f2f" stroke-width="3" fill="none"/>`;
      s += rect(600, 380, 6, 90, '#444') + `<polygon points="606,380 680,396 606,412" fill="#e53935"/>`;
      s += tree(150, 370, 0.8) + tree(820, 360, 0.7);
      break;
    }
    case 'farm': {
      s += mountains(r, 360) + ground(360, '#a3c26b');
      for (let i = 0; i < 6; i++)
        s += `<polygon points="0,${380 + i * 45} ${W},${370 + i * 45} ${W},${395 + i * 45} 0,${405 + i * 45}" fill="${i % 2 ? '#c8b35a' : '#8fb35a'}"/>`;
      s +=
        rect(560, 240, 260, 150, '#a63d2f') +
        `<polygon points="540,245 690,160 840,245" fill="#5b2a22"/>` +
        rect(650, 300, 80, 90, '#f2e6d0');
      break;
    }
    case 'gastro': {
      s += mountains(r, 400) + ground(gy - 40);
      s += rect(200, 230, 560, 250, wall) + `<polygon points="170,235 480,110 790,235" fill="${roof}"/>`;
      for (let i = 0; i < 5; i++) s += windowEl(230 + i * 108, 270, 60, 70, '#6b4423', '#a9cbe0');
      s +=
        rect(370, 190, 220, 40, '#5a3a22') +
        `<text x="480" y="218" font-family="DejaVu Serif, serif" font-size="24" fill="#f5e6c8" text-anchor="middle">GASTHOF</text>`;
      for (let i = 0; i < 4; i++)
        s +=
          `<polygon points="${250 + i * 150},430 ${290 + i * 150},395 ${330 + i * 150},430" fill="${i % 2 ? '#d84315' : '#f9a825'}"/>` +
          rect(288 + i * 150, 430, 4, 40, '#555');
      break;
    }
    case 'parking': {
      s += rect(0, 300, W, H - 300, '#6f6f6f');
      s += rect(80, 140, 800, 170, '#d5d5d5') + rect(80, 130, 800, 14, '#8c8c8c');
      for (let i = 0; i < 5; i++)
        s +=
          rect(100 + i * 156, 170, 140, 140, '#9aa3ab') +
          Array.from({ length: 7 }, (_, k) => rect(100 + i * 156, 178 + k * 19, 140, 3, '#87909a')).join('');
      s += `<g stroke="#ffffff" stroke-width="6">${Array.from({ length: 7 }, (_, i) => `<line x1="${90 + i * 130}" y1="360" x2="${60 + i * 130}" y2="620"/>`).join('')}</g>`;
      s += `<circle cx="840" cy="80" r="44" fill="#1565c0"/><text x="840" y="100" font-family="DejaVu Sans, sans-serif" font-size="60" font-weight="bold" fill="#fff" text-anchor="middle">P</text>`;
      break;
    }
  }
  return s;
}

function room(kind: RoomKind, r: Rng): string {
  const wall = r.pick(['#f4efe6', '#eae4da', '#e9eef2', '#f3e6d8', '#e6ede3']);
  const floor = r.pick(['#c49a6c', '#b5835a', '#d2b48c', '#a9a9a9', '#8d6e63']);
  let s = rect(0, 0, W, H, wall) + `<polygon points="0,470 ${W},470 ${W},${H} 0,${H}" fill="${floor}"/>`;
  if (kind !== 'bathroom') {
    for (let i = 0; i < 12; i++)
      s += `<line x1="${i * 90}" y1="470" x2="${i * 90 - 120}" y2="${H}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`;
  }
  const win = (x: number) =>
    rect(x, 80, 220, 260, '#ffffff') +
    rect(x + 10, 90, 200, 240, '#bfe0f5') +
    `<line x1="${x + 110}" y1="90" x2="${x + 110}" y2="330" stroke="#fff" stroke-width="6"/>`;
  switch (kind) {
    case 'living': {
      s +=
        win(r.int(80, 200)) +
        rect(600, 120, 160, 110, '#ffffff') +
        rect(610, 130, 140, 90, r.pick(['#e57373', '#64b5f6', '#81c784', '#ffb74d']));
      const sofa = r.pick(['#5c6bc0', '#8d6e63', '#78909c', '#a1887f', '#4db6ac']);
      s +=
        rect(420, 380, 420, 110, sofa, 'rx="18"') +
        rect(400, 350, 460, 60, sofa, 'rx="20" opacity="0.9"') +
        rect(430, 490, 20, 30, '#444') +
        rect(810, 490, 20, 30, '#444');
      s += rect(200, 470, 180, 18, '#6d4c41') + rect(210, 488, 10, 60, '#6d4c41') + rect(360, 488, 10, 60, '#6d4c41');
      s += rect(880, 360, 40, 110, '#795548') + `<circle cx="900" cy="330" r="50" fill="#66bb6a"/>`;
      break;
    }
    case 'kitchen': {
      s += win(380) + rect(60, 300, 840, 200, '#ffffff') + rect(60, 290, 840, 16, '#9e9e9e');
      for (let i = 0; i < 7; i++)
        s +=
          rect(70 + i * 120, 320, 110, 170, r.pick(['#eceff1', '#f5f5f5', '#dcdcdc'])) +
          rect(115 + i * 120, 330, 20, 6, '#777');
      for (let i = 0; i < 3; i++) s += rect(70 + i * 110, 80, 100, 150, '#fafafa', 'stroke="#ccc"');
      s +=
        rect(640, 272, 140, 20, '#424242') +
        `<circle cx="680" cy="282" r="8" fill="#e53935"/><circle cx="740" cy="282" r="8" fill="#e53935"/>`;
      break;
    }
    case 'bedroom': {
      s += win(620);
      const cover = r.pick(['#90caf9', '#ce93d8', '#a5d6a7', '#ffe082', '#bcaaa4']);
      s +=
        rect(120, 250, 440, 140, '#6d4c41') +
        rect(140, 360, 400, 140, '#fafafa', 'rx="12"') +
        rect(140, 400, 400, 100, cover, 'rx="12"');
      s += rect(170, 330, 140, 50, '#ffffff', 'rx="14"') + rect(370, 330, 140, 50, '#ffffff', 'rx="14"');
      s += rect(40, 390, 70, 90, '#8d6e63') + rect(60, 330, 30, 60, '#fff59d');
      break;
    }
    case 'bathroom': {
      for (let y = 0; y < 470; y += 40)
        for (let x = 0; x < W; x += 40) s += rect(x + 1, y + 1, 38, 38, r.pick(['#e3f2fd', '#e8f5e9', '#ffffff']));
      s +=
        rect(80, 360, 420, 140, '#ffffff', 'rx="40" stroke="#cfd8dc" stroke-width="4"') +
        rect(600, 120, 200, 160, '#cfe8f7', 'stroke="#b0bec5" stroke-width="6"');
      s +=
        rect(580, 330, 240, 40, '#ffffff', 'stroke="#cfd8dc" stroke-width="3"') + rect(600, 370, 200, 120, '#8d6e63');
      s += rect(280, 120, 12, 240, '#b0bec5') + `<circle cx="286" cy="120" r="22" fill="#b0bec5"/>`;
      break;
    }
    case 'office_room': {
      s += win(60) + win(360) + win(660);
      for (let i = 0; i < 3; i++) {
        const x = 90 + i * 290;
        s +=
          rect(x, 420, 220, 14, '#eeeeee') + rect(x + 10, 434, 8, 90, '#616161') + rect(x + 200, 434, 8, 90, '#616161');
        s += rect(x + 70, 350, 90, 60, '#263238') + rect(x + 110, 410, 10, 12, '#455a64');
      }
      break;
    }
  }
  return s;
}

function floorplan(r: Rng): string {
  let s = rect(0, 0, W, H, '#ffffff');
  const x0 = 90;
  const y0 = 70;
  const w = W - 180;
  const h = H - 140;
  // split the outline into rooms, recursively, like a real plan
  const rooms: Array<{ x: number; y: number; w: number; h: number }> = [];
  const split = (x: number, y: number, rw: number, rh: number, depth: number) => {
    if (depth === 0 || (rw < 260 && rh < 220)) {
      rooms.push({ x, y, w: rw, h: rh });
      return;
    }
    if (rw >= rh) {
      const cut = Math.round(rw * r.float(0.35, 0.65));
      split(x, y, cut, rh, depth - 1);
      split(x + cut, y, rw - cut, rh, depth - 1);
    } else {
      const cut = Math.round(rh * r.float(0.35, 0.65));
      split(x, y, rw, cut, depth - 1);
      split(x, y + cut, rw, rh - cut, depth - 1);
    }
  };
  split(x0, y0, w, h, r.int(2, 3));
  const names = ['Wohnen/Essen', 'Zimmer', 'Küche', 'Bad', 'Schlafen', 'Vorraum', 'WC', 'Abstellraum', 'Zimmer'];
  rooms.sort((a, b) => b.w * b.h - a.w * a.h);
  rooms.forEach((room, i) => {
    s += rect(room.x, room.y, room.w, room.h, i === 0 ? '#f7f3ea' : '#ffffff', 'stroke="#222" stroke-width="8"');
    const area = ((room.w * room.h) / 2600).toFixed(1).replace('.', ',');
    s += `<text x="${room.x + room.w / 2}" y="${room.y + room.h / 2}" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#333" text-anchor="middle">${names[i % names.length]}</text>`;
    s += `<text x="${room.x + room.w / 2}" y="${room.y + room.h / 2 + 26}" font-family="DejaVu Sans, sans-serif" font-size="16" fill="#777" text-anchor="middle">${area} m²</text>`;
    // a door: gap in the wall plus swing arc
    const dx = room.x + 20;
    const dy = room.y + room.h;
    s +=
      rect(dx, dy - 5, 50, 10, '#ffffff') +
      `<path d="M${dx} ${dy} A50 50 0 0 1 ${dx + 50} ${dy - 50}" fill="none" stroke="#999" stroke-width="2"/>`;
  });
  s += rect(x0, y0, w, h, 'none', 'stroke="#111" stroke-width="14"');
  for (let i = 0; i < 4; i++) s += rect(x0 + 60 + i * 190, y0 - 7, 90, 14, '#9ec5df');
  s += `<text x="${W - 40}" y="${H - 24}" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#555" text-anchor="end">N ↑</text>`;
  return s;
}

const TITLES: Record<PoolImageKind, string> = {
  apartment: 'Außenansicht',
  altbau: 'Fassade',
  house: 'Außenansicht',
  villa: 'Ansicht Garten',
  chalet: 'Außenansicht',
  office: 'Bürogebäude',
  shop: 'Geschäftslokal',
  hall: 'Halle',
  plot: 'Grundstück',
  farm: 'Hof und Felder',
  gastro: 'Gasthof',
  parking: 'Stellplätze',
  living: 'Wohnzimmer',
  kitchen: 'Küche',
  bedroom: 'Schlafzimmer',
  bathroom: 'Badezimmer',
  office_room: 'Büroraum',
  floorplan: 'Grundriss',
};

export interface PoolSpec {
  facades: Partial<Record<FacadeKind, number>>;
  rooms: Partial<Record<RoomKind, number>>;
  floorplans: number;
}

export const DEFAULT_POOL: PoolSpec = {
  facades: {
    apartment: 4,
    altbau: 2,
    house: 3,
    villa: 2,
    chalet: 2,
    office: 2,
    shop: 2,
    hall: 2,
    plot: 3,
    farm: 1,
    gastro: 1,
    parking: 1,
  },
  rooms: { living: 3, kitchen: 2, bedroom: 2, bathroom: 2, office_room: 1 },
  floorplans: 4,
};

export function buildPool(r: Rng, spec: PoolSpec = DEFAULT_POOL): PoolImage[] {
  const pool: PoolImage[] = [];
  for (const [kind, n] of Object.entries(spec.facades) as Array<[FacadeKind, number]>) {
    for (let i = 0; i < n; i++)
      pool.push({ name: `${kind}-${i + 1}.jpg`, kind, group: 'exterior', title: TITLES[kind], svg: facade(kind, r) });
  }
  for (const [kind, n] of Object.entries(spec.rooms) as Array<[RoomKind, number]>) {
    for (let i = 0; i < n; i++)
      pool.push({ name: `${kind}-${i + 1}.jpg`, kind, group: 'interior', title: TITLES[kind], svg: room(kind, r) });
  }
  for (let i = 0; i < spec.floorplans; i++)
    pool.push({
      name: `grundriss-${i + 1}.png`,
      kind: 'floorplan',
      group: 'floorplan',
      title: TITLES.floorplan,
      svg: floorplan(r),
    });
  return pool;
}

export async function renderImage(img: PoolImage): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${img.svg}</svg>`;
  const s = sharp(Buffer.from(svg));
  return img.name.endsWith('.png')
    ? s.png({ compressionLevel: 9, palette: true }).toBuffer()
    : s.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** A simple agency logo: coloured badge with initials. */
export async function renderLogo(initials: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect width="320" height="120" rx="16" fill="${color}"/><circle cx="60" cy="60" r="38" fill="#ffffff" opacity="0.9"/><text x="60" y="72" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="${color}" text-anchor="middle">${initials}</text><rect x="120" y="42" width="170" height="12" rx="6" fill="#ffffff" opacity="0.9"/><rect x="120" y="66" width="120" height="10" rx="5" fill="#ffffff" opacity="0.6"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
