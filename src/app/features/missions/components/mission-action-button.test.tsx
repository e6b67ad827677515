// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Prestation, SignalKind } from '../../../../contract/missions.ts';
import { fakeModalDialogs, useDom } from '../../../test-kit/dom.test-support.ts';
import { useTapGuard } from '../../../ui/use-tap-guard.ts';
import { MissionActionButton } from './mission-action-button.tsx';

type Mission = Pick<
  Prestation,
  'id' | 'name' | 'status' | 'dateStart' | 'dateEnd' | 'started_at' | 'dureeMinutes'
>;

// A night in Paris: 21:00 → 04:00 (7 h); its start window opens at 20:00 (19:00 UTC).
const NIGHT: Mission = {
  id: 'm1',
  name: 'Nuit',
  status: 'accepted',
  dateStart: '2025-03-10T20:00:00.000Z',
  dateEnd: '2025-03-11T03:00:00.000Z',
  started_at: null,
  dureeMinutes: 420,
};

const taps: { kind: SignalKind; at: number }[] = [];

/** The button as a screen uses it: the screen's `now`, its guard moving with the mission. */
function Screen({ mission }: { mission: Mission }) {
  const [now] = useState(() => Date.now());
  const guard = useTapGuard(`${mission.id}:${mission.status}`);
  return (
    <MissionActionButton
      mission={mission}
      now={now}
      guard={guard}
      busy={false}
      onAction={(kind, at) => taps.push({ kind, at })}
    />
  );
}

describe('MissionActionButton', () => {
  fakeModalDialogs({ closeEvent: true });
  beforeEach(() => {
    vi.useFakeTimers();
    taps.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const dom = useDom({ fetch: false });

  const render = (mission: Mission) => act(() => dom.root.render(<Screen mission={mission} />));
  const buttonNamed = (name: RegExp) =>
    [...dom.container.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''));
  const click = (name: RegExp) =>
    act(() => {
      const button = buttonNamed(name);
      if (!button) throw new Error(`No button ${String(name)}`);
      button.click();
    });
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('says from when a start is possible, disabled, and turns into « Commencer » at that very time', async () => {
    vi.setSystemTime(Date.parse('2025-03-10T18:59:58Z'));
    await render(NIGHT);
    const early = buttonNamed(/^Possible/)!;
    expect(early.textContent).toBe('Possible à partir de 20:00 Nuit');
    expect(early.disabled).toBe(true);
    await click(/^Possible/);
    expect(taps).toEqual([]);

    await wait(2_000);
    const start = buttonNamed(/^Commencer/)!;
    expect(start.disabled).toBe(false);
    await click(/^Commencer/);
    expect(taps).toEqual([{ kind: 'start', at: Date.parse('2025-03-10T19:00:00Z') }]);
  });

  it('takes no second tap for one second (the double tap of a hurried finger)', async () => {
    vi.setSystemTime(Date.parse('2025-03-10T19:30:00Z'));
    await render({ ...NIGHT, status: 'assigned' });
    await click(/^Accepter/);
    await click(/^Accepter/);
    expect(taps.map((t) => t.kind)).toEqual(['accept']);
    expect(buttonNamed(/^Accepter/)?.getAttribute('aria-disabled')).toBe('true');
    // The card moved (accepted): « Commencer » under the same finger waits a second too.
    await render(NIGHT);
    await click(/^Commencer/);
    expect(taps).toHaveLength(1);
    await wait(1_000);
    await click(/^Commencer/);
    expect(taps.map((t) => t.kind)).toEqual(['accept', 'start']);
  });

  it('asks before an end far from the planned end, and records the time of the first tap', async () => {
    const startedAt = Date.parse('2025-03-10T20:00:00Z');
    const firstTap = startedAt + (2 * 60 + 11) * 60_000;
    vi.setSystemTime(firstTap);
    await render({
      ...NIGHT,
      status: 'in_progress',
      started_at: new Date(startedAt).toISOString(),
    });
    await click(/^Terminer/);
    expect(taps).toEqual([]);
    const dialog = dom.container.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    // The question, in two lines: what is asked, then the figures.
    expect(dialog.querySelector('h2')?.textContent).toBe('Terminer maintenant ?');
    expect(dialog.querySelector('.end-confirm__figures')?.textContent).toBe(
      '2 h 11 sur 7 h 00 prévues',
    );
    expect(dialog.textContent).toContain(
      'Heure de fin enregistrée\u202f: 23:11. Fin prévue\u202f: 04:00.',
    );
    // An early end is no late end: no word of a signal.
    expect(dialog.querySelector('.end-confirm__late')).toBeNull();

    // The dialog appeared under the finger: its « Oui » waits a second too.
    await click(/^Oui, terminer$/);
    expect(taps).toEqual([]);
    await wait(5_000);
    await click(/^Oui, terminer$/);
    expect(taps).toEqual([{ kind: 'end', at: firstTap }]);
    expect(dialog.open).toBe(false);
  });

  it('records nothing when she answers « Non, continuer »', async () => {
    vi.setSystemTime(Date.parse('2025-03-10T22:00:00Z'));
    await render({ ...NIGHT, status: 'in_progress', started_at: '2025-03-10T20:00:00Z' });
    await click(/^Terminer/);
    await wait(1_000);
    await click(/^Non, continuer$/);
    expect(taps).toEqual([]);
    expect(dom.container.querySelector('dialog')?.open).toBe(false);
  });

  it('ends at once within 15 minutes of the planned end', async () => {
    const at = Date.parse('2025-03-11T02:50:00Z');
    vi.setSystemTime(at);
    await render({ ...NIGHT, status: 'in_progress', started_at: '2025-03-10T20:00:00Z' });
    await click(/^Terminer/);
    expect(taps).toEqual([{ kind: 'end', at }]);
    expect(dom.container.querySelector('dialog')?.open).toBe(false);
  });

  it('says, before a late end is confirmed, that the establishment will have to confirm it', async () => {
    // Started at 21:00 for 7 h; « Terminer » tapped two days later.
    vi.setSystemTime(Date.parse('2025-03-12T20:00:00Z'));
    await render({ ...NIGHT, status: 'in_progress', started_at: '2025-03-10T20:00:00Z' });
    await click(/^Terminer/);
    const dialog = dom.container.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('.end-confirm__figures')?.textContent).toBe(
      '48 h 00 sur 7 h 00 prévues',
    );
    expect(dialog.querySelector('.end-confirm__late')?.textContent).toBe(
      "Une fin aussi tardive sera signalée à l'établissement\u202f: vos heures devront être confirmées avant d'être payées.",
    );
  });
});
