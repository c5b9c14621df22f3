/**
 * The keyboard of an editable combobox with list autocomplete and automatic selection (WAI-ARIA 1.2 combobox
 * pattern): typing opens the suggestions with the first one selected, DOM focus never leaves the text box, and
 * the option the arrows move to is named by aria-activedescendant. Pure, so the rules are tested without a DOM.
 */
export interface ComboboxState {
  /** The listbox is shown (when there are suggestions). */
  open: boolean;
  /** The selected suggestion, -1 for none; Enter takes it. */
  active: number;
  /** Visual focus is on the selected suggestion (the arrows put it there) rather than in the text box. */
  inList: boolean;
}

export const CLOSED: ComboboxState = { open: false, active: -1, inList: false };

/** After typing: suggestions for the new text, the first selected, visual focus still in the text box. */
export const TYPED: ComboboxState = { open: true, active: 0, inList: false };

export interface KeyOutcome {
  state: ComboboxState;
  /** 'pick': take suggestion `state.active`; 'commit': take the text as typed. */
  take?: 'pick' | 'commit';
  /** The key did the combobox's work; the browser's default (the caret, sending the form) must not follow. */
  handled: boolean;
}

/** What a key pressed in the text box does, given `count` suggestions for its text. */
export function comboboxKey(state: ComboboxState, key: string, count: number): KeyOutcome {
  const { open, active, inList } = state;
  const shown = open && count > 0;
  const selected = active >= 0 && active < count;
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return { state, handled: false };
      // Closed: the first suggestion. Open: the one after the selected one, which was either chosen with the
      // arrows or selected automatically while typing (it is already the one Enter takes); the last wraps round.
      return {
        state: { open: true, active: shown && selected ? (active + 1) % count : 0, inList: true },
        handled: true,
      };
    case 'ArrowUp':
      if (count === 0) return { state, handled: false };
      return {
        state: {
          open: true,
          active: shown && inList && selected ? (active - 1 + count) % count : count - 1,
          inList: true,
        },
        handled: true,
      };
    case 'Enter':
      return shown && selected
        ? { state: CLOSED, take: 'pick', handled: true }
        : { state: CLOSED, take: 'commit', handled: true };
    case 'Escape':
      return { state: { ...state, open: false, inList: false }, handled: shown };
    case 'Home':
    case 'End':
    case 'ArrowLeft':
    case 'ArrowRight':
      // Editing keys: the caret moves in the text box (the browser's default), and visual focus returns there.
      return { state: { ...state, inList: false }, handled: false };
    default:
      return { state, handled: false };
  }
}
