/**
 * A typed amount as a number: spaces and thousands dots ("250.000") dropped, a decimal comma read as a point;
 * empty, negative or unreadable input is no bound (null).
 */
export function parseAmount(typed: string): number | null {
  const n = Number(
    typed
      .replace(/\s/g, '')
      .replace(/\.(?=\d{3}\b)/g, '')
      .replace(',', '.'),
  );
  return typed.trim() === '' || !Number.isFinite(n) || n < 0 ? null : n;
}
