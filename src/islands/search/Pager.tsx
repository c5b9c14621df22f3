/** The result pager: real links (they work before hydration and open in a new tab), handled in place after it. */
import type { SearchText } from '~/site/listing/search-text';
import { fill } from '~/domain/search/text';
import { pagerItems } from '~/domain/search/urls';

export function Pager({
  text,
  current,
  count,
  hrefFor,
  onGo,
}: {
  text: SearchText;
  current: number;
  count: number;
  hrefFor: (p: number) => string;
  onGo: (p: number) => void;
}) {
  const s = text.s;
  const link = (p: number, label: React.ReactNode, attrs: Record<string, string> = {}) => (
    <a
      href={hrefFor(p)}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onGo(p);
      }}
      className="inline-flex min-w-10 items-center justify-center rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:border-slate-700 dark:hover:bg-slate-800"
      {...attrs}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label={s['results.pagination']} data-pager-nav className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {current > 1 && (
          <li>
            {link(current - 1, <span aria-hidden="true">‹</span>, {
              'aria-label': s['results.prev']!,
              rel: 'prev',
              'data-pager': 'prev',
            })}
          </li>
        )}
        {pagerItems(current, count).map((p, i) =>
          p == null ? (
            <li key={`gap${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              {link(p, String(p), {
                'aria-label': fill(s['results.page']!, { page: p }),
                ...(p === current ? { 'aria-current': 'page' } : {}),
              })}
            </li>
          ),
        )}
        {current < count && (
          <li>
            {link(current + 1, <span aria-hidden="true">›</span>, {
              'aria-label': s['results.next']!,
              rel: 'next',
              'data-pager': 'next',
            })}
          </li>
        )}
      </ul>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {fill(s['results.pageOf']!, { page: current, count })}
      </p>
    </nav>
  );
}
