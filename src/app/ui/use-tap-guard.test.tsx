// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDom } from '../test-kit/dom.test-support.ts';
import { useTapGuard, type TapGuardView } from './use-tap-guard.ts';

let view: TapGuardView;
function Probe({ layout }: { layout: string }) {
  view = useTapGuard(layout);
  return (
    <button type="button" aria-disabled={view.guarded || undefined}>
      Commencer
    </button>
  );
}

describe('useTapGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2025-03-10T19:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const dom = useDom({ fetch: false });
  const render = (layout: string) => act(() => dom.root.render(<Probe layout={layout} />));
  const button = () => dom.container.querySelector('button')!;

  it('takes taps on the first cards shown', async () => {
    await render('a:accepted');
    expect(view.accepts()).toBe(true);
    expect(view.guarded).toBe(false);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
  });

  it('refuses every tap for one second after the cards moved, then takes them again', async () => {
    await render('a:assigned|b:assigned');
    await render('a:accepted|b:assigned');
    expect(view.accepts()).toBe(false);
    expect(button().getAttribute('aria-disabled')).toBe('true');

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(view.accepts()).toBe(false);
    expect(button().getAttribute('aria-disabled')).toBe('true');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(view.accepts()).toBe(true);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
  });

  it('starts again at each move, and on a tap about to move its card (`hold`)', async () => {
    await render('a:assigned');
    await act(async () => view.hold());
    expect(view.accepts()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(600));
    // The card moved 600 ms after the tap: one more full second from then.
    await render('a:accepted');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(view.accepts()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(view.accepts()).toBe(true);
  });

  it('does not hold when a render leaves the cards where they were', async () => {
    await render('a:assigned');
    await render('a:assigned');
    expect(view.accepts()).toBe(true);
    expect(view.guarded).toBe(false);
  });
});
