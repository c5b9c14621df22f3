/**
 * Reading the answer of a request to a service the operator configured (sign-in providers' userinfo, the ECB's
 * rates, the model server's list of models): such a URL is no stranger's choice, so it is fetched with plain fetch
 * and may live in the operator's own network, but its answer is read only up to a cap, within the request's time
 * limit, so a broken or hostile service cannot fill the server's memory. URLs a stranger or a feed chooses (feed
 * URLs, Web Push endpoints) go through outbound.ts instead, which also checks the address connected to.
 */

export class AnswerTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`answer exceeds ${maxBytes} bytes`);
    this.name = 'AnswerTooLarge';
  }
}

/** The body as text, or AnswerTooLarge once more than `maxBytes` arrived (the rest is not read). */
export async function readCappedText(res: Response, maxBytes: number): Promise<string> {
  return (await readCappedBytes(res, maxBytes)).toString('utf8');
}

/** The body's bytes, or AnswerTooLarge once more than `maxBytes` arrived (the rest is not read). */
export async function readCappedBytes(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new AnswerTooLarge(maxBytes);
  }
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body parsed as JSON, read within the cap. */
export async function readCappedJson(res: Response, maxBytes: number): Promise<unknown> {
  return JSON.parse(await readCappedText(res, maxBytes));
}
