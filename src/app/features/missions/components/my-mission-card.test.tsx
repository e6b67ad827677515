// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalMission } from '../../../offline/db.ts';
import { makeMission } from '../../../offline/fake-server.test-support.ts';
import { fakeModalDialogs, useDom } from '../../../test-kit/dom.test-support.ts';
import { endedEarly, MyMissionCard } from './my-mission-card.tsx';

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

describe('the compact card', () => {
  const guard = { guarded: false, accepts: () => true, hold: () => undefined };
  // A night in Paris: Tuesday 25 November 2025, 20:00 → 03:00.
  const night = (overrides: Partial<LocalMission>): LocalMission => ({
    ...makeMission({ id: 'n1', name: 'Nuit de veille' }),
    dateStart: '2025-11-25T19:00:00.000Z',
    dateEnd: '2025-11-26T02:00:00.000Z',
    dureeMinutes: 420,
    description: 'Deux résidents à surveiller.',
    etablissement: {
      name: 'EHPAD Les Tilleuls',
      address: '3 place Bellecour, 69002 Lyon',
      phone: '04 72 10 20 30',
    },
    etablissement_name: 'EHPAD Les Tilleuls',
    owner_id: 'nurse-1',
    pending_sync: false,
    ...overrides,
  });

  fakeModalDialogs({ closeEvent: false });
  // The device's clock is the card's `now`: the action button times its « Commencer » from it.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());
  const dom = useDom({ fetch: false });

  async function render(mission: LocalMission, now: number, extraActions?: ReactNode) {
    vi.setSystemTime(now);
    await act(() =>
      dom.root.render(
        <ul>
          <MyMissionCard
            mission={mission}
            now={now}
            rejected={[]}
            busy={false}
            guard={guard}
            pendingSyncLabel="En attente de synchronisation"
            onAction={() => undefined}
            onDismiss={() => undefined}
            extraActions={extraActions}
          />
        </ul>,
      ),
    );
    return dom.container.querySelector('li')!;
  }
  const primary = (card: HTMLElement) =>
    [...card.querySelectorAll<HTMLButtonElement>('button.mission-card__action')].filter(
      (b) => !b.closest('dialog'),
    );
  const text = (element: Element | null | undefined) =>
    (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

  it('has one primary action, the next step of her mission', async () => {
    const days = Date.parse('2025-11-22T10:00:00.000Z');
    const cases: [LocalMission['status'], number, RegExp][] = [
      ['assigned', days, /^Accepter/],
      ['accepted', days, /^Possible à partir de mardi 25 novembre à 19:00/],
      ['accepted', Date.parse('2025-11-25T18:30:00.000Z'), /^Commencer/],
      ['in_progress', Date.parse('2025-11-25T21:00:00.000Z'), /^Terminer/],
    ];
    for (const [status, now, label] of cases) {
      const card = await render(
        night({ status, started_at: status === 'in_progress' ? '2025-11-25T19:00:00.000Z' : null }),
        now,
      );
      const buttons = primary(card);
      expect(buttons, status).toHaveLength(1);
      expect(text(buttons[0])).toMatch(label);
    }
  });

  it('keeps the rarer actions as quiet text buttons under the primary one', async () => {
    const card = await render(
      night({ status: 'assigned' }),
      Date.parse('2025-11-20T10:00:00.000Z'),
      <button type="button" className="button button--ghost">
        Proposer un échange
      </button>,
    );
    const extra = card.querySelector('.mission-card__extra');
    expect(text(extra)).toBe('Proposer un échange');
    // After the primary action, in reading order.
    const action = primary(card)[0]!;
    expect(action.compareDocumentPosition(extra!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(extra!.querySelector('.mission-card__action')).toBeNull();
  });

  it('shows when, where and the status at a glance, the rest behind « Détails »', async () => {
    const card = await render(night({ status: 'accepted' }), Date.parse('2025-11-25T17:00:00Z'));
    expect(text(card.querySelector('.mission-card__range'))).toBe('mar. 25 nov. · 20:00 – 03:00');
    expect(text(card.querySelector('.mission-card__when'))).toBe('Début dans 2 h 00');
    expect(text(card.querySelector('.badge'))).toBe('Acceptée');
    expect(text(card.querySelector('.mission-place__name'))).toBe('EHPAD Les Tilleuls');
    const map = card.querySelector<HTMLAnchorElement>('a.mission-place__address')!;
    expect(map.textContent).toBe('3 place Bellecour, 69002 Lyon');
    expect(map.href).toContain('openstreetmap.org');
    const call = card.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!;
    expect(call.getAttribute('aria-label')).toBe('Appeler 04 72 10 20 30');
    expect(call.getAttribute('href')).toBe('tel:0472102030');

    const details = card.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(text(details.querySelector('summary'))).toBe('Détails — Nuit de veille');
    // Everything else is in it, not on the face.
    expect(details.contains(card.querySelector('.mission-card__description'))).toBe(true);
    const terms = [...details.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Début prévu', 'Fin prévue', 'Durée prévue']);
    // What the face says is not said twice.
    expect(terms).not.toContain('Établissement');
    expect(card.querySelectorAll('a[href^="tel:"]')).toHaveLength(1);
    // A native disclosure: keyboard and screen readers open it without help.
    act(() => details.querySelector('summary')!.click());
    expect(details.open).toBe(true);
  });

  it('gives no pay it was not served', async () => {
    const card = await render(night({ status: 'assigned' }), Date.parse('2025-11-20T10:00:00Z'));
    expect(card.textContent).not.toMatch(/€|Rémunération/);
  });
});
