/**
 * The assistant's launcher: loads the chat on first open (and ahead of time when the pointer rests on the
 * button), and reopens it on the next page when the visitor left it open.
 */
import { OPEN_KEY } from './keys';

const button = document.querySelector<HTMLButtonElement>('[data-assistant-launcher]');
if (button) {
  let chat: Promise<typeof import('./chat')> | null = null;
  const load = () => (chat ??= import('./chat'));
  button.addEventListener('click', () => {
    button.setAttribute('aria-busy', 'true');
    void load().then(
      (m) => m.openAssistant(button),
      () => button.removeAttribute('aria-busy'),
    );
  });
  button.addEventListener('pointerenter', () => void load(), { once: true });
  try {
    if (sessionStorage.getItem(OPEN_KEY) === '1') void load().then((m) => m.openAssistant(button, false));
  } catch {
    /* storage unavailable: the visitor opens it again */
  }
}
