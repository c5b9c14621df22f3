/**
 * The natural-language search form with JavaScript: sends the description to POST /api/ai/search, shows what was
 * understood as chips (each removable) and the words that were not, with a button that adds them as a search
 * term (only then are they searched for: unknown words as a hidden filter would empty the results), announces
 * the summary to screen readers,
 * and opens the results after 2 seconds. The stop button, Escape, removing a chip or typing again stop the
 * countdown, so the visitor can edit first and then open the results with the link.
 */
import { apiJson, fieldErrorsOf, messageOf } from '~/client/api';
import { removeChip, type NlChip } from '~/domain/nl-search/chips';
import { filtersToUrl } from '~/domain/nl-search/url';
import type { Lang, NlFilters } from '~/domain/nl-search/types';

/** How long the understood search shows before the results open. */
export const COUNTDOWN_MS = 2000;

type Strings = Record<string, string>;

interface Answer {
  url: string;
  filters: NlFilters;
  summary: string;
  chips: NlChip[];
  unmatched: string[];
  suggestions?: Array<{ word: string; suggestion: string; text: string }>;
}

function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}

export function enhanceNlSearch(form: HTMLFormElement): void {
  if (form.dataset.enhanced) return;
  form.dataset.enhanced = '1';
  const lang = (form.dataset.lang ?? 'de') as Lang;
  let s: Strings = {};
  try {
    s = JSON.parse(form.querySelector('[data-nl-strings]')?.textContent ?? '{}') as Strings;
  } catch {
    s = {};
  }
  const input = form.querySelector<HTMLInputElement>('input[name="text"]')!;
  const result = form.querySelector<HTMLElement>('[data-nl-result]')!;
  const status = form.querySelector<HTMLElement>('[data-nl-status]')!;
  const understood = form.querySelector<HTMLElement>('[data-nl-understood]')!;
  const chipList = form.querySelector<HTMLUListElement>('[data-nl-chips]')!;
  const unmatchedLine = form.querySelector<HTMLElement>('[data-nl-unmatched]')!;
  const unmatchedText = form.querySelector<HTMLElement>('[data-nl-unmatched-text]')!;
  const addTerm = form.querySelector<HTMLButtonElement>('[data-nl-add-term]')!;
  const actions = form.querySelector<HTMLElement>('[data-nl-actions]')!;
  const stopButton = form.querySelector<HTMLButtonElement>('[data-nl-stop]')!;
  const go = form.querySelector<HTMLAnchorElement>('[data-nl-go]')!;
  const fieldError = form.querySelector<HTMLElement>('[data-nl-field-error]')!;
  const suggestLine = form.querySelector<HTMLElement>('[data-nl-suggest]');
  const suggestList = form.querySelector<HTMLElement>('[data-nl-suggestions]');

  let answer: Answer | null = null;
  let filters: NlFilters = {};
  let chips: NlChip[] = [];
  let timer = 0;
  let seq = 0;
  /** The visitor added the words not understood as a search term. */
  let withTerm = false;

  const url = () => filtersToUrl(filters, lang, withTerm ? (answer?.unmatched.join(' ') ?? '') : '');

  function stop(announce: boolean): void {
    if (!timer) return;
    window.clearTimeout(timer);
    timer = 0;
    stopButton.hidden = true;
    form.removeAttribute('data-nl-counting');
    if (announce) status.textContent = s.stopped ?? '';
  }

  function renderChips(): void {
    chipList.replaceChildren(
      ...chips.map((chip, i) => {
        const li = document.createElement('li');
        li.className =
          'inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-brand-900 dark:bg-slate-800 dark:text-slate-100';
        const label = document.createElement('span');
        label.textContent = chip.label;
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.dataset.nlRemove = String(i);
        remove.className =
          'inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-700';
        remove.setAttribute('aria-label', fill(s.remove ?? '{{label}} ×', { label: chip.label }));
        remove.textContent = '×';
        li.append(label, ' ', remove);
        return li;
      }),
    );
    understood.hidden = chips.length === 0;
    go.href = url();
  }

  /** "Meinten Sie …?": each correction a button that puts the corrected text in the box and searches again. */
  function renderSuggestions(list: NonNullable<Answer['suggestions']>): void {
    if (!suggestLine || !suggestList) return;
    suggestLine.hidden = list.length === 0;
    suggestList.replaceChildren(
      ...list.map((x) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.nlSuggestion = x.suggestion;
        b.className =
          'ms-1 rounded-md border border-slate-300 px-2 py-0.5 font-semibold text-brand-700 hover:bg-slate-100 dark:border-slate-700 dark:text-emerald-300 dark:hover:bg-slate-800';
        b.textContent = x.suggestion;
        b.addEventListener('click', () => {
          input.value = x.text;
          form.requestSubmit();
        });
        return b;
      }),
    );
  }

  function show(a: Answer): void {
    answer = a;
    filters = a.filters;
    chips = a.chips;
    result.hidden = false;
    fieldError.textContent = '';
    input.removeAttribute('aria-invalid');
    withTerm = false;
    addTerm.setAttribute('aria-pressed', 'false');
    renderChips();
    unmatchedLine.hidden = a.unmatched.length === 0;
    unmatchedText.textContent = a.unmatched.length ? `${s.notUnderstood ?? ''}: ${a.unmatched.join(', ')}` : '';
    renderSuggestions(a.suggestions ?? []);
    actions.hidden = false;
    if (!chips.length) {
      stopButton.hidden = true;
      status.textContent = s.nothing ?? a.summary;
      return;
    }
    stopButton.hidden = false;
    status.textContent = `${a.summary} ${fill(s.countdown ?? '', { seconds: COUNTDOWN_MS / 1000 })}`;
    form.setAttribute('data-nl-counting', '1');
    timer = window.setTimeout(() => {
      timer = 0;
      location.assign(url());
    }, COUNTDOWN_MS);
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    stop(false);
    const text = input.value.trim();
    if (!text) return;
    const mine = ++seq;
    status.textContent = s.loading ?? '';
    result.hidden = false;
    void apiJson<Answer>('POST', '/api/ai/search', { query: text, lang }).then(
      ({ ok, status: code, body }) => {
        if (mine !== seq) return;
        if (ok && body) return show(body);
        if (code === 422) {
          fieldError.textContent = fieldErrorsOf(body).query ?? messageOf(body) ?? '';
          input.setAttribute('aria-invalid', 'true');
          status.textContent = fieldError.textContent;
          return;
        }
        status.textContent = messageOf(body) ?? s.error ?? '';
      },
      () => {
        if (mine === seq) status.textContent = s.error ?? '';
      },
    );
  });

  addTerm.addEventListener('click', () => {
    stop(true);
    withTerm = !withTerm;
    addTerm.setAttribute('aria-pressed', String(withTerm));
    go.href = url();
  });

  stopButton.addEventListener('click', () => {
    stop(true);
    go.focus();
  });
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && timer) {
      event.preventDefault();
      stop(true);
    }
  });
  input.addEventListener('input', () => stop(false));
  chipList.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-nl-remove]');
    if (!button) return;
    const chip = chips[Number(button.dataset.nlRemove)];
    if (!chip) return;
    stop(true);
    filters = removeChip(filters, chip);
    chips = chips.filter((c) => c !== chip);
    renderChips();
    // Focus stays in the list: on the chip that took the removed one's place, else on the results link.
    const next = chipList.querySelectorAll<HTMLButtonElement>('button[data-nl-remove]');
    (next[Math.min(Number(button.dataset.nlRemove), next.length - 1)] ?? go).focus();
  });
}
