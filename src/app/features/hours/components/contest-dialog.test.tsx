// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Prestation } from '../../../../contract/missions.ts';
import { fr } from '../fr.ts';
import { ContestDialog } from './contest-dialog.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mission = {
  id: 'p1',
  name: 'Nuit en EHPAD',
  dateStart: '2025-01-15T20:00:00.000Z',
  dateEnd: '2025-01-16T06:00:00.000Z',
  started_at: '2025-01-15T20:04:00.000Z',
  ended_at: '2025-01-16T06:12:00.000Z',
} as Prestation;

/** The error a field points at through `aria-describedby`, if any. */
function errorOf(field: Element | null): string | null {
  const ids = field?.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field__error'));
  return error?.textContent ?? null;
}

describe('ContestDialog', () => {
  let container: HTMLDivElement;
  let root: Root;
  const fetchSpy = vi.fn();

  beforeEach(() => {
    // jsdom has no modal dialogs: opening one is all the component asks.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    vi.stubGlobal('fetch', fetchSpy);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
    fetchSpy.mockReset();
  });

  it('starts from the declared times and says each problem under its field, without calling', () => {
    const client = new QueryClient();
    act(() =>
      root.render(
        <QueryClientProvider client={client}>
          <ContestDialog mission={mission} onClose={() => undefined} />
        </QueryClientProvider>,
      ),
    );
    const start = container.querySelector<HTMLInputElement>('input[name="start"]');
    const end = container.querySelector<HTMLInputElement>('input[name="end"]');
    const reason = container.querySelector<HTMLTextAreaElement>('textarea[name="reason"]');
    // 20:04Z is 21:04 in Paris in January.
    expect(start?.value).toBe('2025-01-15T21:04');
    expect(end?.value).toBe('2025-01-16T07:12');

    act(() => {
      container
        .querySelector('form')
        ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });

    expect(errorOf(reason)).toBe('Indiquez la raison de la contestation (5 caractères au moins).');
    expect(reason?.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(start)).toBeNull();
    expect(document.activeElement).toBe(reason);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(container.textContent).toContain(fr.contestSubmit);
  });
});
