/**
 * The inquiry form's message starts with a text that fits the chosen request: "… bitte um weitere Informationen"
 * for a message, "… möchte einen Besichtigungstermin vereinbaren" for a viewing, and so on. When the visitor
 * chooses another request, the text follows, but only while it is still one of the form's own texts (or empty):
 * what the visitor wrote is never replaced.
 */

/** The form's texts by intent (inquiry, viewing, consultation, phone_call, video_call). */
export type MessagePrefills = Partial<Record<string, string>>;

/** Line ends and runs of blanks do not count: a browser may hand the text back with \r\n. */
const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** The message for the chosen intent, or null to leave the field as it is. */
export function messageForIntent(current: string, prefills: MessagePrefills, intent: string): string | null {
  const next = prefills[intent];
  if (next === undefined || same(current, next)) return null;
  const untouched =
    current.trim() === '' || Object.values(prefills).some((text) => text !== undefined && same(current, text));
  return untouched ? next : null;
}

/** Reads the texts the form carries on its message field (data-prefills, JSON). */
export function readPrefills(field: HTMLTextAreaElement): MessagePrefills {
  try {
    const parsed: unknown = JSON.parse(field.dataset.prefills ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as MessagePrefills) : {};
  } catch {
    return {};
  }
}
