// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useDom } from '../test-kit/dom.test-support.ts';
import { OfflineChip, offlineIndicatorText } from './offline-indicator.tsx';

describe('offlineIndicatorText', () => {
  it('says « Hors ligne » offline, with the number of actions waiting', () => {
    expect(offlineIndicatorText(false, 0)).toBe('Hors ligne');
    expect(offlineIndicatorText(false, 1)).toBe('Hors ligne · 1 en attente');
    expect(offlineIndicatorText(false, 2)).toBe('Hors ligne · 2 en attente');
  });

  it('online, says what still waits to be sent, and nothing once the outbox is empty', () => {
    expect(offlineIndicatorText(true, 2)).toBe("2 en attente d'envoi");
    expect(offlineIndicatorText(true, 0)).toBeNull();
  });
});

describe('OfflineChip', () => {
  const dom = useDom({ fetch: false });

  const status = () => dom.container.querySelector('[role="status"]');

  it('keeps an empty live region while online with nothing waiting', () => {
    act(() => dom.root.render(<OfflineChip online waiting={0} />));
    expect(status()).not.toBeNull();
    expect(status()?.textContent).toBe('');
  });

  it('announces the offline state and what waits, in the same live region', () => {
    act(() => dom.root.render(<OfflineChip online waiting={0} />));
    const region = status();
    act(() => dom.root.render(<OfflineChip online={false} waiting={2} />));
    expect(status()).toBe(region);
    expect(region?.textContent).toBe('Hors ligne · 2 en attente');
    // The icon is decorative.
    expect(region?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    act(() => dom.root.render(<OfflineChip online waiting={2} />));
    expect(region?.textContent).toBe("2 en attente d'envoi");
  });
});
