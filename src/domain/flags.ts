/** Every page's header shows some 30 flags of the same few dozen: each picture's address is worked out once. */
const flagSrcs = new Map<string, string>();

/**
 * Flags as small pictures (public/flags/<code>.svg) instead of emoji: Windows and Linux without an emoji font show
 * a flag emoji as two letters or boxes. The vocabularies keep the emoji; its two regional-indicator letters name
 * the picture ('🇦🇹' → /flags/at.svg, '🇪🇺' → /flags/eu.svg).
 */
export function flagSrc(emoji: string): string {
  let src = flagSrcs.get(emoji);
  if (src === undefined) {
    const code = [...emoji]
      .map((c) => c.codePointAt(0)! - 0x1f1e6)
      .filter((n) => n >= 0 && n < 26)
      .map((n) => String.fromCharCode(97 + n))
      .join('');
    flagSrcs.set(emoji, (src = `/flags/${code}.svg`));
  }
  return src;
}
