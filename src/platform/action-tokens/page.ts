/**
 * The few pages the API answers itself: what a link from a mail opens (confirm an address, pause or delete a
 * search agent, leave the newsletter). Plain HTML in the reader's language, a form that posts back to the same
 * address, no script; their own Content-Security-Policy allows exactly that.
 */
import type { Context } from 'hono';
import { getLanguage } from '../../i18n/languages';
import type { HttpEnv } from '../context';
import { site } from '../../config/site';

export const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

export interface PageButton {
  label: string;
  /** Hidden fields the button posts. */
  fields: Record<string, string>;
}

export function actionPage<E extends HttpEnv>(
  c: Context<E>,
  options: { title: string; text: string; buttons?: PageButton[]; link?: { href: string; label: string } },
  status: 200 | 400 | 404 = 200,
): Response {
  const lang = c.get('lang');
  const dir = getLanguage(lang).dir;
  const action = esc(c.req.url.replace(/^https?:\/\/[^/]+/, ''));
  const buttons = (options.buttons ?? [])
    .map(
      (b) =>
        `<form method="post" action="${action}">${Object.entries(b.fields)
          .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
          .join('')}<button type="submit">${esc(b.label)}</button></form>`,
    )
    .join('');
  const link = options.link ? `<p><a href="${esc(options.link.href)}">${esc(options.link.label)}</a></p>` : '';
  const html =
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${esc(options.title)} – ${esc(site.brand)}</title>` +
    '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}' +
    'form{display:inline-block;margin:0 .5rem .5rem 0}button{font:inherit;padding:.6rem 1rem;border-radius:.5rem;border:1px solid #11523d;background:#11523d;color:#fff;cursor:pointer}' +
    'a{color:#11523d}</style></head>' +
    `<body><main><h1>${esc(options.title)}</h1><p>${esc(options.text)}</p>${buttons}${link}</main></body></html>`;
  return c.html(html, status, { 'Content-Security-Policy': PAGE_POLICY });
}
