/**
 * Frame scheduling of the property search: which result cards a change renders in its own frame, what waits
 * until that frame is on screen, how the other cards follow a few per frame, and the warm-up in idle time.
 * Tuned with `npm run bench:search` (a filter change on screen within 50 ms): change it only against new figures.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { runSearch } from '~/domain/search/filter';
import { emptyQuery } from '~/domain/search/query';
import type { SearchTable } from '~/domain/search/index-format';
import { cardFromRow, type CardData } from '~/domain/search/cards';
import { heldInput } from './held-input';

/**
 * Which result cards a change renders in its own frame: those inside the viewport at the moment of the change
 * (a phone shows one or two, a desktop two rows of three, none while the visitor is in the filters above the
 * list). The other cards follow a few per frame once that frame is on screen (CARDS_PER_FRAME), and so do the
 * titles and pictures that complete every card: what the visitor sees updates within 50 ms of the change, and
 * no later frame holds the main thread long enough to delay the release of the key or button that made it.
 */
const CARDS_PER_FRAME = 4;
export type CardRange = readonly [from: number, to: number];
export const ALL_CARDS: CardRange = [0, Infinity];

export function visibleCards(list: HTMLElement | null): CardRange {
  if (!list) return ALL_CARDS;
  const height = window.innerHeight;
  let from = -1;
  let to = 0;
  // Reads every card's box: a style and layout pass first when the change has invalidated them.
  for (let i = 0; i < list.children.length; i++) {
    const box = list.children[i]!.getBoundingClientRect();
    if (box.bottom > 0 && box.top < height) {
      if (from < 0) from = i;
      to = i + 1;
    } else if (from >= 0) break; // rows follow the card order: past the visible ones, none is visible again
  }
  return from < 0 ? [0, 0] : [from, to];
}

/**
 * The cards in view as an IntersectionObserver last reported them, without reading layout: visibleCards() reads
 * every card's box, which forces a style and layout pass in the change's handler (the select or checkbox the
 * visitor just changed has invalidated it), about 2 ms of a change's 10. The observer reports at each frame, so at
 * an input it holds the last frame's positions, what the visitor sees. Until it has reported on every card of the
 * list (the first frame after the list or a card appears), and where there is no IntersectionObserver, the boxes
 * are read as before.
 */
export function useCardsInView(list: RefObject<HTMLElement | null>): () => CardRange {
  const watch = useRef<{ list: HTMLElement; inView: Set<Element>; unreported: Set<Element>; stop(): void } | null>(
    null,
  );
  // After every render: the list element comes and goes with the view (the map shows none).
  useEffect(() => {
    const el = list.current;
    if (watch.current?.list === el) return;
    watch.current?.stop();
    watch.current = null;
    if (!el || typeof IntersectionObserver !== 'function') return;
    const inView = new Set<Element>();
    const unreported = new Set<Element>();
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) {
        unreported.delete(e.target);
        if (e.isIntersecting) inView.add(e.target);
        else inView.delete(e.target);
      }
    });
    const observe = (card: Element) => {
      unreported.add(card);
      io.observe(card);
    };
    const forget = (card: Element) => {
      unreported.delete(card);
      inView.delete(card);
      io.unobserve(card);
    };
    // Cards are added and removed when a page has fewer or more results than the one before.
    const mo = new MutationObserver((records) => {
      for (const r of records) {
        r.removedNodes.forEach((n) => n instanceof Element && forget(n));
        r.addedNodes.forEach((n) => n instanceof Element && observe(n));
      }
    });
    for (const card of Array.from(el.children)) observe(card);
    mo.observe(el, { childList: true });
    watch.current = {
      list: el,
      inView,
      unreported,
      stop: () => {
        io.disconnect();
        mo.disconnect();
      },
    };
  });
  useEffect(() => () => watch.current?.stop(), []);
  // One function for the hook's life (the search's callbacks keep it), reading the observer's latest report.
  const [read] = useState(() => () => rangeInView(watch.current, list.current));
  return read;
}

function rangeInView(
  w: { list: HTMLElement; inView: Set<Element>; unreported: Set<Element> } | null,
  el: HTMLElement | null,
): CardRange {
  if (!w || w.list !== el || w.unreported.size > 0) return visibleCards(el);
  let from = -1;
  let to = 0;
  for (let i = 0; i < el.children.length; i++) {
    if (w.inView.has(el.children[i]!)) {
      if (from < 0) from = i;
      to = i + 1;
    } else if (from >= 0) break; // rows follow the card order: past the visible ones, none is visible again
  }
  return from < 0 ? [0, 0] : [from, to];
}

/**
 * Runs `fn` once the change's frame is on screen and the key or button that made the change is released (the
 * release belongs to the same interaction; see held-input.ts). Animation frames run ahead of what is presented
 * (the next one starts while the last is still rastered and drawn, which takes up to two frame intervals without
 * a GPU), so the task waits one frame and a frame interval more: work started sooner competes with that frame
 * for a phone's few cores.
 */
const FRAME_MS = 17;
export function afterPaint(fn: () => void): () => void {
  let timer = 0;
  let frame = 0;
  const stopWaiting = heldInput.whenReleased(() => {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(fn, FRAME_MS);
      });
    });
  });
  return () => {
    stopWaiting();
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * The visitor's first change after the index arrives ran the search and React's card-update code for the first
 * time: that code is compiled lazily, and the change took 18–20 ms of handlers instead of 7–12 (the one change of
 * a run that missed 50 ms on screen). Once the index is there, the idle browser runs both once: two searches, and
 * a card that is created, updated and removed again inside a hidden element the visitor never sees.
 */
export function warmUp(table: SearchTable, setWarmCards: (cards: CardData[] | null) => void): void {
  if (table.n < 2) return;
  const idle = (fn: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);
  idle(() => {
    runSearch(table, { ...emptyQuery(), vermarktungsart: 'KAUF', sort: 'preis_aufsteigend' });
    runSearch(table, { ...emptyQuery(), zimmerVon: 2 });
    setWarmCards([cardFromRow(table, 0)]);
    idle(() => {
      setWarmCards([cardFromRow(table, 1)]);
      idle(() => setWarmCards(null));
    });
  });
}

/**
 * The cards a result list shows while a change settles: the urgent range (the cards in view) at once, the others
 * stepped in CARDS_PER_FRAME at a time. `settled` is what the steps have reached; `pageCards` what each position
 * shows, and whether its picture may load yet.
 */
export function useSteppedCards(shown: { cards: CardData[] }, initial: { cards: CardData[] }, urgent: CardRange) {
  // The cards on screen outside the urgent range: the previous ones until the change's frame is shown, then
  // replaced CARDS_PER_FRAME at a time, one step per frame.
  const [settled, setSettled] = useState<CardData[]>(initial.cards);
  const steppingFor = useRef<CardData[] | null>(null);
  useEffect(() => {
    if (settled === shown.cards) return;
    const step = () =>
      setSettled((prev) => {
        const next = shown.cards.map((card, i) => prev[i] ?? card);
        // The cards in view first (their text is on screen already; this adds their pictures), then the others.
        const [from, to] = urgent;
        for (let i = from; i < Math.min(to, next.length); i++) next[i] = shown.cards[i]!;
        let left = CARDS_PER_FRAME;
        for (let i = 0; i < next.length && left > 0; i++) {
          if (next[i] !== shown.cards[i]) {
            next[i] = shown.cards[i]!;
            left--;
          }
        }
        return next.every((card, i) => card === shown.cards[i]) ? shown.cards : next;
      });
    if (steppingFor.current !== shown.cards) {
      steppingFor.current = shown.cards;
      return afterPaint(step);
    }
    const frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [shown.cards, settled, urgent]);
  // What each position shows: the new card in view (its picture with the first step after the change's frame),
  // the previous card elsewhere until the steps reach it.
  const pageCards = useMemo(() => {
    if (settled === shown.cards) return shown.cards.map((card) => ({ card, picture: true }));
    const [from, to] = urgent;
    return shown.cards.map((card, i) => {
      const settledHere = settled[i] === card;
      // A position the previous page did not have renders at once (there is nothing to keep showing there).
      if ((i >= from && i < to) || !settled[i]) return { card, picture: settledHere };
      return { card: settled[i]!, picture: true };
    });
  }, [shown.cards, settled, urgent]);
  return { settled, pageCards };
}
