/**
 * One mailbox, however its address is spelled: limits on mails to a mailbox count `Anna+1@Example.at` and
 * `anna@example.at` as one, and at Gmail also `a.n.n.a@gmail.com` (Gmail ignores dots in the local part and treats
 * googlemail.com as gmail.com). A `+tag` is cut at every provider: most deliver it to the same mailbox, and a limit
 * that counts a few distinct mailboxes as one errs on the side of fewer mails.
 */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

export function mailboxKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
