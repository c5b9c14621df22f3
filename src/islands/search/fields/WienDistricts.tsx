/**
 * Vienna's 23 districts as boxes to tick, any of which may match. A disclosure (open while any is ticked) keeps
 * the form short; it works without JavaScript like the rest of the form. Shown while no place outside Vienna is
 * chosen.
 */
import { wienBezirkNumber, WIEN_BEZIRK_COUNT } from '~/domain/search/query';
import { fill } from '~/domain/search/text';
import { WIEN_BEZIRKE } from '~/domain/wien-bezirke';
import type { FieldProps } from './field-props';

const DISTRICTS = Array.from({ length: WIEN_BEZIRK_COUNT }, (_, i) => i + 1);

export function WienDistricts({ text, query, set }: FieldProps) {
  const s = text.s;
  if ((query.bundesland && query.bundesland !== 'wien') || query.ort || query.plz) return null;
  const chosen = query.bezirk.map(wienBezirkNumber).filter((n): n is number => n != null);
  const others = query.bezirk.filter((b) => wienBezirkNumber(b) == null);
  const toggle = (n: number) => {
    const next = chosen.includes(n) ? chosen.filter((x) => x !== n) : [...chosen, n];
    set({ bezirk: [...others, ...next.sort((a, b) => a - b).map(String)] });
  };
  return (
    <details className="group" open={chosen.length > 0 || undefined}>
      <summary className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">
        {s['form.wienDistricts']}
        {chosen.length > 0 && ` (${fill(s['form.wienDistrictsChosen']!, { count: chosen.length })})`}
      </summary>
      <fieldset className="mt-1.5">
        <legend className="sr-only">{s['form.wienDistricts']}</legend>
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-1">
          {DISTRICTS.map((n) => (
            <label key={n} className="flex items-center gap-2 text-sm" lang="de">
              <input
                type="checkbox"
                name="bezirk"
                value={n}
                checked={chosen.includes(n)}
                onChange={() => toggle(n)}
                className="h-4 w-4 accent-brand-600"
              />
              {`${n}. ${WIEN_BEZIRKE[n - 1]}`}
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
