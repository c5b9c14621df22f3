/** A signed-in visitor's contact fields: filled from the account, never over what the visitor typed. */
import { describe, expect, it } from 'vitest';
import { prefilledValue } from '~/client/leads/prefill';

describe('lead form prefill', () => {
  it('fills an empty field from the account, and leaves it empty without a value', () => {
    expect(prefilledValue('', undefined, 'Lena Gruber')).toBe('Lena Gruber');
    expect(prefilledValue('', undefined, '  lena@example.at ')).toBe('lena@example.at');
    expect(prefilledValue('', undefined, null)).toBeNull();
    expect(prefilledValue('', undefined, undefined)).toBeNull();
  });

  it('never overwrites what the visitor typed', () => {
    expect(prefilledValue('Max Muster', undefined, 'Lena Gruber')).toBeNull();
    // filled in, then changed by the visitor
    expect(prefilledValue('Lena G.', 'Lena Gruber', 'Lena Gruber')).toBeNull();
    expect(prefilledValue('Lena G.', 'Lena Gruber', null)).toBeNull();
  });

  it('follows the account while the field holds what was filled in: another account, or signed out', () => {
    expect(prefilledValue('Lena Gruber', 'Lena Gruber', 'Paul Huber')).toBe('Paul Huber');
    expect(prefilledValue('Lena Gruber', 'Lena Gruber', null)).toBe('');
    expect(prefilledValue('Lena Gruber', 'Lena Gruber', 'Lena Gruber')).toBeNull();
  });
});
