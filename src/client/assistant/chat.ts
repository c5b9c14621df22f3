/**
 * The assistant's chat, loaded on first open. A modal <dialog> (focus stays inside, Escape closes, focus returns
 * to the launcher), a log region that announces each finished answer, a labelled input. The conversation lives
 * in sessionStorage only: it survives moving between pages of this tab and is gone when the tab closes.
 * Answers come from POST /api/assistant as JSON, or as server-sent events when a model writes them.
 */
import type { AssistantAnswer } from '../../domain/assistant';
import { CONVERSATION_KEY, OPEN_KEY } from './keys';

interface Turn {
  role: 'user' | 'assistant';
  text: string;
  answer?: AssistantAnswer;
}

type Strings = Record<string, string>;

const MAX_TURNS = 40;
let dialog: HTMLDialogElement | null = null;
let log: HTMLElement;
let input: HTMLInputElement;
let form: HTMLFormElement;
let strings: Strings = {};
let turns: Turn[] = [];
let busy = false;

const s = (key: string) => strings[`assistant.ui.${key}`] ?? key;

function load(): Turn[] {
  try {
    const raw = JSON.parse(sessionStorage.getItem(CONVERSATION_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? (raw as Turn[]).filter((t) => t && typeof t.text === 'string') : [];
  } catch {
    return [];
  }
}

function save(): void {
  try {
    sessionStorage.setItem(CONVERSATION_KEY, JSON.stringify(turns.slice(-MAX_TURNS)));
  } catch {
    /* storage full or blocked: the conversation simply is not kept */
  }
}

function setOpenFlag(open: boolean): void {
  try {
    if (open) sessionStorage.setItem(OPEN_KEY, '1');
    else sessionStorage.removeItem(OPEN_KEY);
  } catch {
    /* ignore */
  }
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text != null) node.textContent = text;
  return node;
}

function link(href: string, text: string, className: string): HTMLAnchorElement {
  const a = el('a', className, text);
  a.href = href;
  return a;
}

const pageLang = () => document.documentElement.lang || 'de';

/** The listing whose page this is (/immobilien/12/slug, any language prefix), if any. */
function pageListingId(): number | null {
  const m = /\/immobilien\/(\d+)(?:\/|$)/.exec(location.pathname);
  return m ? Number(m[1]) : null;
}

/** "Request a viewing" for the listing on this very page: choose that intent in its form instead of reloading. */
function handOver(event: MouseEvent, a: HTMLAnchorElement): void {
  const url = new URL(a.href, location.href);
  if (url.pathname.replace(/\/$/, '') !== location.pathname.replace(/\/$/, '')) return;
  const formOnPage = document.querySelector<HTMLFormElement>('form[data-lead-form]');
  if (!formOnPage) return;
  event.preventDefault();
  const intent = a.dataset.intent === 'viewing' ? 'viewing' : 'inquiry';
  const radio = formOnPage.querySelector<HTMLInputElement>(`input[name="intent"][value="${intent}"]`);
  close();
  if (radio) radio.checked = true;
  formOnPage.scrollIntoView({ behavior: 'smooth', block: 'start' });
  (radio ?? formOnPage.querySelector<HTMLElement>('input, textarea'))?.focus({ preventScroll: true });
}

function renderAnswer(box: HTMLElement, answer: AssistantAnswer): void {
  box.replaceChildren();
  box.append(el('p', 'whitespace-pre-line', answer.text));
  if (answer.lines.length) {
    const ul = el('ul', 'mt-2 list-disc space-y-1 ps-5');
    for (const line of answer.lines) ul.append(el('li', '', line));
    box.append(ul);
  }
  if (answer.cards.length) {
    const ul = el('ul', 'mt-2 space-y-2');
    for (const card of answer.cards) {
      const li = el('li');
      const a = link(
        card.url,
        '',
        'flex gap-3 rounded-md border border-slate-200 bg-white p-2 text-slate-900 hover:border-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
      );
      a.dataset.assistantCard = String(card.id);
      if (card.image) {
        const img = el('img', 'h-16 w-20 flex-none rounded object-cover');
        img.src = card.image;
        img.alt = '';
        img.loading = 'lazy';
        a.append(img);
      }
      const body = el('span', 'min-w-0');
      body.append(el('span', 'block font-semibold leading-snug', card.title));
      if (card.price) body.append(el('span', 'block text-sm text-brand-700 dark:text-emerald-300', card.price));
      if (card.facts) body.append(el('span', 'block text-xs text-slate-600 dark:text-slate-400', card.facts));
      a.append(body);
      li.append(a);
      ul.append(li);
    }
    box.append(ul);
  }
  if (answer.resultsUrl && answer.cards.length)
    box.append(
      link(
        answer.resultsUrl,
        s('allResults'),
        'mt-2 inline-block font-semibold text-brand-700 underline dark:text-emerald-300',
      ),
    );
  if (answer.actions.length) {
    const p = el('p', 'mt-2 flex flex-wrap gap-2');
    for (const action of answer.actions) {
      const a = link(
        action.url,
        action.label,
        'inline-flex rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800',
      );
      a.dataset.intent = action.kind;
      if (action.kind !== 'contact') a.addEventListener('click', (e) => handOver(e, a));
      p.append(a);
    }
    box.append(p);
  }
  if (answer.sources.length) {
    const p = el('p', 'mt-2 text-xs text-slate-600 dark:text-slate-400');
    p.append(`${s('source')}: `);
    answer.sources.forEach((src, i) => {
      if (i) p.append(', ');
      p.append(link(src.url, src.title, 'underline'));
    });
    box.append(p);
  }
}

function bubble(turn: Turn): HTMLElement {
  const mine = turn.role === 'user';
  const item = el(
    'div',
    mine
      ? 'ms-8 rounded-lg bg-brand-50 p-3 text-slate-900 dark:bg-slate-800 dark:text-slate-100'
      : 'me-4 rounded-lg bg-slate-100 p-3 text-slate-900 dark:bg-slate-800/60 dark:text-slate-100',
  );
  item.dataset.role = turn.role;
  if (mine) {
    item.append(el('span', 'sr-only', `${s('you')}: `), el('span', '', turn.text));
  } else if (turn.answer) renderAnswer(item, turn.answer);
  else item.append(el('p', '', turn.text));
  return item;
}

function renderAll(): void {
  log.replaceChildren(bubble({ role: 'assistant', text: s('welcome') }), ...turns.map(bubble));
}

function scrollDown(): void {
  log.scrollTop = log.scrollHeight;
}

/** Reads server-sent events from a fetch response: `delta` text while it is written, then `answer`. */
async function readEvents(res: Response, onDelta: (text: string) => void): Promise<AssistantAnswer | null> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let answer: AssistantAnswer | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      if (!data) continue;
      if (event === 'delta') onDelta((JSON.parse(data) as { text: string }).text);
      else if (event === 'answer') answer = JSON.parse(data) as AssistantAnswer;
    }
    if (done) return answer;
  }
}

async function ask(message: string): Promise<void> {
  if (busy) return;
  busy = true;
  const history = turns.slice(-8).map((t) => ({ role: t.role, content: t.answer?.text ?? t.text }));
  turns.push({ role: 'user', text: message });
  save();
  log.append(bubble(turns[turns.length - 1]!));
  const pending = el('div', 'me-4 rounded-lg bg-slate-100 p-3 text-slate-700 dark:bg-slate-800/60 dark:text-slate-200');
  pending.dataset.role = 'assistant';
  pending.setAttribute('aria-busy', 'true');
  pending.append(el('p', 'italic', s('pending')));
  log.append(pending);
  scrollDown();
  form.setAttribute('aria-busy', 'true');
  try {
    const res = await fetch('/api/assistant', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream, application/json',
        'X-Requested-With': 'XMLHttpRequest',
      },
      body: JSON.stringify({ message, lang: pageLang(), listingId: pageListingId(), history }),
    });
    let answer: AssistantAnswer | null = null;
    if (res.ok && (res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      let text = '';
      const live = el('p', 'whitespace-pre-line');
      answer = await readEvents(res, (delta) => {
        if (!text) pending.replaceChildren(live);
        text += delta;
        live.textContent = text;
        scrollDown();
      });
    } else if (res.ok) answer = ((await res.json()) as { answer: AssistantAnswer }).answer;
    if (!answer) throw new Error(String(res.status));
    turns.push({ role: 'assistant', text: answer.text, answer });
    save();
    pending.replaceWith(bubble(turns[turns.length - 1]!));
  } catch {
    pending.replaceWith(bubble({ role: 'assistant', text: s('failed') }));
  } finally {
    busy = false;
    form.removeAttribute('aria-busy');
    scrollDown();
  }
}

function close(): void {
  dialog?.close();
}

function build(launcher: HTMLElement): HTMLDialogElement {
  strings = JSON.parse(launcher.dataset.strings ?? '{}') as Strings;
  const d = el(
    'dialog',
    'assistant-dialog fixed inset-0 m-0 h-full open:flex max-h-none w-full max-w-none flex-col bg-white p-0 text-slate-900 shadow-2xl sm:inset-auto sm:start-4 sm:bottom-20 sm:h-[min(40rem,calc(100vh-7rem))] sm:w-[26rem] sm:rounded-xl dark:bg-slate-900 dark:text-slate-100',
  );
  d.setAttribute('aria-labelledby', 'assistant-title');
  d.dataset.assistant = '';
  const head = el(
    'div',
    'flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700',
  );
  const title = el('h2', 'text-base font-semibold', s('title'));
  title.id = 'assistant-title';
  const tools = el('div', 'flex gap-1');
  const reset = el('button', 'rounded px-2 py-1 text-sm underline', s('reset'));
  reset.type = 'button';
  reset.addEventListener('click', () => {
    turns = [];
    save();
    renderAll();
    input.focus();
  });
  const closeButton = el('button', 'rounded px-2 py-1 text-xl leading-none');
  closeButton.type = 'button';
  closeButton.setAttribute('aria-label', s('close'));
  closeButton.append(Object.assign(el('span', '', '×'), { ariaHidden: 'true' }));
  closeButton.addEventListener('click', close);
  tools.append(reset, closeButton);
  head.append(title, tools);

  log = el('div', 'flex-1 space-y-3 overflow-y-auto px-4 py-3');
  log.setAttribute('role', 'log');
  log.setAttribute('aria-live', 'polite');
  log.setAttribute('aria-relevant', 'additions');
  log.setAttribute('aria-label', s('title'));
  log.tabIndex = 0;
  log.dataset.assistantLog = '';

  form = el('form', 'flex gap-2 border-t border-slate-200 p-3 dark:border-slate-700');
  const label = el('label', 'sr-only', s('inputLabel'));
  label.htmlFor = 'assistant-input';
  input = el(
    'input',
    'min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100',
  );
  input.id = 'assistant-input';
  input.name = 'message';
  input.type = 'text';
  input.maxLength = 500;
  input.autocomplete = 'off';
  input.placeholder = s('placeholder');
  input.required = true;
  const send = el('button', 'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800', s('send'));
  send.type = 'submit';
  form.append(label, input, send);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const message = input.value.trim();
    if (!message) return;
    input.value = '';
    void ask(message);
  });

  d.append(head, log, form);
  d.addEventListener('close', () => {
    setOpenFlag(false);
    launcher.setAttribute('aria-expanded', 'false');
    launcher.focus();
  });
  document.body.append(d);
  return d;
}

/** Opens the chat (building it the first time); `focus` false when reopening after a page change. */
export function openAssistant(launcher: HTMLElement, focus = true): void {
  launcher.removeAttribute('aria-busy');
  if (!dialog) {
    dialog = build(launcher);
    turns = load();
    renderAll();
  }
  if (!dialog.open) dialog.showModal();
  launcher.setAttribute('aria-expanded', 'true');
  setOpenFlag(true);
  scrollDown();
  if (focus || document.activeElement === document.body) input.focus();
}
