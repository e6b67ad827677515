import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint } from './push-services.ts';

describe('isPushServiceEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://web.push.apple.com/QGx4Y2ZzZmRz',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    'https://FCM.googleapis.com/fcm/send/abc',
  ])('accepts the push service %s', (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(true);
  });

  it.each([
    'https://localhost./x',
    'https://127.0.0.1.nip.io:8443/x',
    'https://169.254.169.254.nip.io/latest/meta-data/',
    'https://internal./x',
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com./fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com/x',
    'https://evil.example/fcm.googleapis.com',
    'https://user:pw@fcm.googleapis.com/x',
    'https://push.apple.com/x',
    'https://evilpush.apple.com/x',
    'https://web.push.apple.com.evil.example/x',
    'https://notify.windows.com.evil.example/x',
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'wss://fcm.googleapis.com/x',
    'pas une url',
    '',
  ])('refuses %s', (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(false);
  });
});
