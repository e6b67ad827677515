import { describe, expect, it } from 'vitest';
import { applicationServerKey, sameKey } from './application-server-key.ts';

describe('applicationServerKey', () => {
  it('decodes base64url without padding', () => {
    // 0xfb 0xff 0xbf is « +/+/ » in base64, « -_-_ » in base64url.
    expect([...applicationServerKey('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...applicationServerKey('AQ')]).toEqual([1]);
    expect([...applicationServerKey('AQI')]).toEqual([1, 2]);
  });

  it('decodes a 65-byte VAPID public key', () => {
    const raw = new Uint8Array(65).map((_, i) => (i * 37) % 256);
    const encoded = btoa(String.fromCharCode(...raw))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect([...applicationServerKey(encoded)]).toEqual([...raw]);
  });
});

describe('sameKey', () => {
  it('compares a subscription key with the expected bytes', () => {
    const key = new Uint8Array([1, 2, 3]);
    expect(sameKey(new Uint8Array([1, 2, 3]).buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array([1, 2, 4]).buffer, key)).toBe(false);
    expect(sameKey(new Uint8Array([1, 2]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
