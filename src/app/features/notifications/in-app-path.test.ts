import { describe, expect, it } from 'vitest';
import { inAppPath } from './in-app-path.ts';

describe('inAppPath', () => {
  it('keeps an in-app path with its query and hash', () => {
    expect(inAppPath('/exchanges')).toBe('/exchanges');
    expect(inAppPath('/messages?with=u-1#fin')).toBe('/messages?with=u-1#fin');
  });

  it('refuses no link, other sites and tricks that browsers read as other sites', () => {
    expect(inAppPath(null)).toBeNull();
    expect(inAppPath('')).toBeNull();
    expect(inAppPath('https://evil.example/')).toBeNull();
    expect(inAppPath('//evil.example/x')).toBeNull();
    expect(inAppPath('/\\evil.example')).toBeNull();
    expect(inAppPath('javascript:alert(1)')).toBeNull();
  });
});
