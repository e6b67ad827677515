// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineChip, offlineIndicatorText } from './offline-indicator.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const status = () => container.querySelector('[role="status"]');

  it('keeps an empty live region while online with nothing waiting', () => {
    act(() => root.render(<OfflineChip online waiting={0} />));
    expect(status()).not.toBeNull();
    expect(status()?.textContent).toBe('');
  });

  it('announces the offline state and what waits, in the same live region', () => {
    act(() => root.render(<OfflineChip online waiting={0} />));
    const region = status();
    act(() => root.render(<OfflineChip online={false} waiting={2} />));
    expect(status()).toBe(region);
    expect(region?.textContent).toBe('Hors ligne · 2 en attente');
    // The icon is decorative.
    expect(region?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    act(() => root.render(<OfflineChip online waiting={2} />));
    expect(region?.textContent).toBe("2 en attente d'envoi");
  });
});
