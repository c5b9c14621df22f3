/**
 * Free text (Pagefind); it counts once typing pauses, and the form's sending takes it as it understands it. The
 * words sending did not understand are listed below with a button that adds them as the search term.
 */
import { useEffect, useRef, useState } from 'react';
import type { SearchText } from '~/site/listing/search-text';
import { inputCls, labelCls } from './styles';
import { useOnChange } from './use-on-change';

/** How long typing must pause before the text counts. */
const TYPING_PAUSE_MS = 350;

export function TextField({
  text,
  value,
  onCommit,
  unmatched = [],
  onAddTerm,
}: {
  text: SearchText;
  value: string;
  onCommit: (q: string, history: 'push' | 'replace') => void;
  unmatched?: readonly string[];
  onAddTerm?: () => void;
}) {
  const s = text.s;
  const [draft, setDraft] = useState(value);
  const timer = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  useOnChange(value, () => setDraft(value));
  // A search sent with the form (Enter, the button) takes the text as it understands it; the pause's commit of the
  // raw text, still pending when the visitor types and sends at once, would come after it and undo its filters.
  useEffect(() => {
    const form = input.current?.form;
    const cancel = () => window.clearTimeout(timer.current);
    form?.addEventListener('submit', cancel);
    return () => form?.removeEventListener('submit', cancel);
  }, []);
  return (
    <div>
      <label className={labelCls} htmlFor="f-q">
        {s['form.text']}
      </label>
      <input
        ref={input}
        id="f-q"
        name="q"
        type="search"
        maxLength={120}
        placeholder={s['form.textPlaceholder']}
        value={draft}
        onChange={(e) => {
          const next = e.target.value;
          setDraft(next);
          window.clearTimeout(timer.current);
          // While typing, the history gets one entry per pause, not one per letter.
          timer.current = window.setTimeout(() => onCommit(next.trim(), 'replace'), TYPING_PAUSE_MS);
        }}
        className={`${inputCls} mt-1.5`}
      />
      {unmatched.length > 0 && onAddTerm && (
        <div className="mt-1.5 text-sm text-slate-600 dark:text-slate-400" data-unmatched>
          <p>
            {s['form.notUnderstood']}: {unmatched.join(', ')}
          </p>
          <button
            type="button"
            onClick={onAddTerm}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1 font-medium text-slate-800 hover:bg-white dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {s['form.addAsTerm']}
          </button>
        </div>
      )}
    </div>
  );
}
