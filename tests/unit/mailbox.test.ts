import { describe, expect, it } from 'vitest';
import { mailboxKey } from '~/domain/mailbox';

describe('mailboxKey', () => {
  it('counts letter case and a +tag as one mailbox', () => {
    expect(mailboxKey('Anna.Muster+portal1@Example.AT')).toBe('anna.muster@example.at');
    expect(mailboxKey(' anna.muster@example.at ')).toBe('anna.muster@example.at');
  });
  it("drops Gmail's dots and treats googlemail.com as gmail.com, but keeps dots elsewhere", () => {
    expect(mailboxKey('A.n.n.a+x@gmail.com')).toBe('anna@gmail.com');
    expect(mailboxKey('anna@googlemail.com')).toBe('anna@gmail.com');
    expect(mailboxKey('a.nna@gmx.at')).toBe('a.nna@gmx.at');
  });
  it('leaves an address without a local part alone', () => {
    expect(mailboxKey('+tag@example.at')).toBe('+tag@example.at');
  });
});
