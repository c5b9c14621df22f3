/**
 * No two homes of one place and kind show pictures of equal bytes, at any size of sample: where two drawings come
 * out alike, the generator draws the later one again with more variety instead of stopping, and the check that stops
 * the run stays for what a redraw cannot mend. Collisions are forced with drawings of a tiny variant space; bytes
 * stand in as the SVG's hash except where the real encoder is the point.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clashes, ensureDistinct, MAX_REDRAWS, renderDistinct, type Showing } from '../../src/sample/distinct';
import { renderPicture, roomPicture } from '../../src/sample/images';
import { Rng } from '../../src/sample/random';

const sha1 = (s: string | Buffer) => createHash('sha1').update(s).digest('hex');

/** Bathrooms whose first drawing is one of `variants` looks; a redraw is the real drawing's. */
function bathrooms(variants: number) {
  const calls: Array<[string, number]> = [];
  const draw = (name: string, attempt: number) => {
    calls.push([name, attempt]);
    const seed = attempt ? `${name}-redraw-${attempt}` : `look-${Number(name.slice(1)) % variants}`;
    return roomPicture(name, 'bathroom', new Rng(7).fork(seed), attempt);
  };
  const render = async (name: string, attempt: number) => ({ sha1: sha1(draw(name, attempt).svg) });
  return { calls, render };
}

const flat = (place: string, home: string, ...images: string[]): Showing => ({ place, home, images });

describe('sample pictures alike within a place', () => {
  it('draws the later of two equal pictures again instead of failing, and leaves other places alone', async () => {
    const { calls, render } = bathrooms(1);
    const showings = [
      flat('1030 Wien|WOHNUNG', 'a', 'b1'),
      flat('1030 Wien|WOHNUNG', 'b', 'b2'),
      flat('1030 Wien|WOHNUNG', 'c', 'b3'),
      flat('8010 Graz|WOHNUNG', 'd', 'b4'),
    ];
    const names = ['b1', 'b2', 'b3', 'b4'];
    // the tiny variant space: every first drawing is the same bathroom
    const first = await Promise.all(names.map((n) => render(n, 0)));
    expect(new Set(first.map((r) => r.sha1)).size).toBe(1);
    expect(() => ensureDistinct(showings, (n) => first[names.indexOf(n)]!.sha1)).toThrow(/same picture b2/);
    calls.length = 0;

    const { rendered, attempts } = await renderDistinct(names, render, showings);
    expect(clashes(showings, (n) => rendered.get(n)!.sha1)).toEqual([]);
    expect(() => ensureDistinct(showings, (n) => rendered.get(n)!.sha1)).not.toThrow();
    // the first of the place keeps its drawing; Graz's equal bathroom is in another place and is not drawn again
    expect(Object.fromEntries(attempts)).toEqual({ b2: 1, b3: 1 });
    expect(rendered.get('b4')!.sha1).toBe(rendered.get('b1')!.sha1);
    expect(calls.filter(([, attempt]) => attempt > 0).map(([n]) => n)).toEqual(['b2', 'b3']);
  });

  it('keeps redrawing until a district of many flats has no two bathrooms alike', async () => {
    const { render } = bathrooms(3);
    const names = Array.from({ length: 60 }, (_, i) => `b${i}`);
    const showings = names.map((n, i) => flat('1100 Wien|WOHNUNG', `home-${i}`, n));
    const { rendered, attempts } = await renderDistinct(names, render, showings);
    expect(new Set(names.map((n) => rendered.get(n)!.sha1)).size).toBe(60);
    expect(attempts.size).toBe(57);
  });

  it('renders each picture once when none are alike, and lets a home show its own picture twice', async () => {
    const { calls, render } = bathrooms(1000);
    const showings = [
      flat('1030 Wien|WOHNUNG', 'a', 'b1', 'b2'),
      // a home a second agency sends too shows the first offer's pictures
      flat('1030 Wien|WOHNUNG', 'a', 'b1', 'b2'),
    ];
    const { attempts } = await renderDistinct(['b1', 'b2'], render, showings);
    expect(attempts.size).toBe(0);
    expect(calls).toEqual([
      ['b1', 0],
      ['b2', 0],
    ]);
  });

  it('still stops the run where a redraw cannot help', async () => {
    let renders = 0;
    const same = async () => {
      renders++;
      return { sha1: 'always-the-same' };
    };
    const showings = [flat('4020 Linz|HAUS', 'a', 'h1'), flat('4020 Linz|HAUS', 'b', 'h2')];
    const { rendered, attempts } = await renderDistinct(['h1', 'h2'], same, showings);
    expect(attempts.get('h2')).toBe(MAX_REDRAWS);
    expect(renders).toBe(2 + MAX_REDRAWS);
    expect(() => ensureDistinct(showings, (n) => rendered.get(n)!.sha1)).toThrow(
      /b and a \(4020 Linz\|HAUS\) show the same picture h2/,
    );
    // one picture the assignment gave to two homes of a place is not redrawn (no redraw mends it) and stops the run
    const shared = [flat('4020 Linz|HAUS', 'a', 'h1'), flat('4020 Linz|HAUS', 'b', 'h1')];
    const again = await renderDistinct(['h1'], same, shared);
    expect(again.attempts.size).toBe(0);
    expect(() => ensureDistinct(shared, (n) => again.rendered.get(n)!.sha1)).toThrow(/same picture h1/);
  });

  it('gives a redrawn room more details, and so other bytes, while its first drawing stays as it was', async () => {
    const r = () => new Rng(2026).fork('room-x-bathroom-0');
    const plain = roomPicture('bad-x-1.jpg', 'bathroom', r());
    expect(roomPicture('bad-x-1.jpg', 'bathroom', r(), 0).svg).toBe(plain.svg);
    const again = roomPicture('bad-x-1.jpg', 'bathroom', r(), 2);
    // the same room with details added (inside the mirroring group where the room is seen from the other side)
    expect(again.svg.startsWith(plain.svg.slice(0, -4))).toBe(true);
    expect(again.svg.length).toBeGreaterThan(plain.svg.length);
    expect(sha1(await renderPicture(again))).not.toBe(sha1(await renderPicture(plain)));
  });
});
