// @vitest-environment jsdom
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Prestation } from '../../../../contract/missions.ts';
import { errorOf, fakeModalDialogs, useDom } from '../../../test-kit/dom.test-support.ts';
import { fr } from '../fr.ts';
import { ContestDialog } from './contest-dialog.tsx';

const mission = {
  id: 'p1',
  name: 'Nuit en EHPAD',
  dateStart: '2025-01-15T20:00:00.000Z',
  dateEnd: '2025-01-16T06:00:00.000Z',
  started_at: '2025-01-15T20:04:00.000Z',
  ended_at: '2025-01-16T06:12:00.000Z',
} as Prestation;

describe('ContestDialog', () => {
  fakeModalDialogs({ closeEvent: false });
  const dom = useDom();
  const { fetchMock } = dom;

  it('starts from the declared times and says each problem under its field, without calling', () => {
    const client = new QueryClient();
    act(() =>
      dom.root.render(
        <QueryClientProvider client={client}>
          <ContestDialog mission={mission} onClose={() => undefined} />
        </QueryClientProvider>,
      ),
    );
    const start = dom.container.querySelector<HTMLInputElement>('input[name="start"]');
    const end = dom.container.querySelector<HTMLInputElement>('input[name="end"]');
    const reason = dom.container.querySelector<HTMLTextAreaElement>('textarea[name="reason"]');
    // 20:04Z is 21:04 in Paris in January.
    expect(start?.value).toBe('2025-01-15T21:04');
    expect(end?.value).toBe('2025-01-16T07:12');

    act(() => {
      dom.container
        .querySelector('form')
        ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });

    expect(errorOf(reason)).toBe('Indiquez la raison de la contestation (5 caractères au moins).');
    expect(reason?.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(start)).toBeNull();
    expect(document.activeElement).toBe(reason);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dom.container.textContent).toContain(fr.contestSubmit);
  });
});
