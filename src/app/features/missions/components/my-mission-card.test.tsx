// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { makeMission } from '../../../offline/fake-server.test-support.ts';
import { endedEarly, MyMissionCard } from './my-mission-card.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const completed = (actual: number) => ({
  ...makeMission({ id: 'm1' }),
  status: 'completed' as const,
  started_at: '2025-03-10T08:00:00.000Z',
  ended_at: new Date(Date.parse('2025-03-10T08:00:00.000Z') + actual * 60_000).toISOString(),
  actual_duration: actual,
  dureeMinutes: 480,
  owner_id: 'nurse-1',
  pending_sync: false,
});

describe('the early end on her card', () => {
  it('is a warning (« Terminée … avant l’heure prévue »), not a merit', async () => {
    const early = completed(480 - 289);
    expect(endedEarly(early)).toBe(true);
    expect(endedEarly(completed(480))).toBe(false);
    expect(endedEarly(completed(495))).toBe(false);

    const container = document.createElement('div');
    const root = createRoot(container);
    await act(() =>
      root.render(
        <ul>
          <MyMissionCard
            mission={early}
            now={Date.parse('2025-03-10T20:00:00.000Z')}
            rejected={[]}
            busy={false}
            guard={{ guarded: false, accepts: () => true, hold: () => undefined }}
            pendingSyncLabel="En attente de synchronisation"
            onAction={() => undefined}
            onDismiss={() => undefined}
          />
        </ul>,
      ),
    );
    const card = container.querySelector('li')!;
    expect(card.classList.contains('mission-card--ended-early')).toBe(true);
    expect(card.querySelector('.mission-facts__punctuality')?.textContent).toBe(
      "Terminée 4 h 49 avant l'heure prévue",
    );
    // Nothing left to do on it.
    expect(card.querySelectorAll('button')).toHaveLength(0);
    act(() => root.unmount());
  });
});
