/**
 * Answers of operator-configured services are read only up to a cap: a declared length beyond it is refused
 * before reading, an undeclared stream is cut off once it passes the cap, a small answer reads whole.
 */
import { describe, expect, it } from 'vitest';
import { AnswerTooLarge, readCappedJson, readCappedText } from '~/platform/net/capped';

function endless(): ReadableStream<Uint8Array> {
  let pulled = 0;
  return new ReadableStream({
    pull(controller) {
      pulled++;
      if (pulled > 100_000) return controller.close(); // about 800 MB: the reader must stop long before
      controller.enqueue(new Uint8Array(8192).fill(120));
    },
  });
}

describe('readCapped', () => {
  it('reads a small answer whole', async () => {
    expect(await readCappedText(new Response('hello'), 100)).toBe('hello');
    expect(await readCappedJson(new Response('{"a":1}'), 100)).toEqual({ a: 1 });
  });
  it('refuses a declared length beyond the cap', async () => {
    const res = new Response('x'.repeat(200), { headers: { 'content-length': '200' } });
    await expect(readCappedText(res, 100)).rejects.toBeInstanceOf(AnswerTooLarge);
  });
  it('cuts off an endless answer once it passes the cap', async () => {
    await expect(readCappedText(new Response(endless()), 64 * 1024)).rejects.toBeInstanceOf(AnswerTooLarge);
  });
});
