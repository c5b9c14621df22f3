/**
 * A form posted without JavaScript (an inquiry, a newsletter sign-up, a listing report, a registration): its
 * on-request page reads the post and hands it to the API route the form's script calls, in this process, as JSON
 * with the browser's own Origin, Referer, host and forwarded headers, its address and the page's language. So the
 * post meets the same schema, rate limits and cross-site check as the script's request, and the page shows the
 * API's answer: its message, or the form again with the field messages.
 */
import { app } from '~/server/app';
import { isLangCode, type LangCode } from '~/i18n/languages';
import { useTranslations } from '~/i18n/t';

/** The headers the API's cross-site check, proxy rules and address limits read. */
const FORWARDED = ['origin', 'referer', 'host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

export type ApiAnswer = { message?: string; errors?: Record<string, string[]> } | null;

export interface FormPostResult {
  /** The posted text fields (files are no field of these forms). */
  fields: Record<string, string>;
  /** The API's status, or 413 for a post over the page's size. */
  status: number;
  answer: ApiAnswer;
}

/** The page's language from its `[...lang]` parameter; null where the address names none the portal has. */
export function formPageLang(param: string | undefined): LangCode | null {
  if (param === undefined) return 'de';
  return isLangCode(param) && param !== 'de' ? param : null;
}

/**
 * Reads the post (at most `maxBytes` as declared: a form of these pages is a few kilobytes; anything far larger is
 * not one) and sends `body(fields)` to the API route `path(fields)`.
 */
export async function postFormToApi(options: {
  request: Request;
  clientAddress: string;
  lang: LangCode;
  maxBytes: number;
  path: string | ((fields: Record<string, string>) => string);
  body: (fields: Record<string, string>) => unknown;
  /** Each field's value cut to this many characters before the API sees it. */
  maxFieldLength?: number;
}): Promise<FormPostResult> {
  const { request, lang } = options;
  let fields: Record<string, string> = {};
  if (Number(request.headers.get('content-length') ?? 0) > options.maxBytes)
    return { fields, status: 413, answer: { message: useTranslations(lang)('errors.payloadTooLarge') } };
  try {
    const form = await request.formData();
    for (const [name, value] of form)
      if (typeof value === 'string') fields[name] = value.slice(0, options.maxFieldLength ?? value.length);
  } catch {
    fields = {};
  }
  const url = new URL(typeof options.path === 'string' ? options.path : options.path(fields), request.url);
  url.searchParams.set('lang', lang);
  const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const res = await app.fetch(
    new Request(url, { method: 'POST', headers, body: JSON.stringify(options.body(fields)) }),
    { clientAddress: options.clientAddress },
  );
  return { fields, status: res.status, answer: (await res.json().catch(() => null)) as ApiAnswer };
}

/** The first message for each form field of the API's answer (`fieldOf` maps an error's path to its field). */
export function fieldMessages(answer: ApiAnswer, fieldOf: (path: string) => string = (p) => p): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(answer?.errors ?? {}))
    if (messages[0]) errors[fieldOf(path)] ??= messages[0];
  return errors;
}
