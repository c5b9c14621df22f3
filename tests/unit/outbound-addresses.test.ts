import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '~/platform/net/addresses';

describe('addresses an outgoing request may reach', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.1',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    '[::1]',
    'fe80::1%eth0',
    'localhost',
    'not an address',
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '2606:4700::1111',
  ])('allows %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});
