// @vitest-environment jsdom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../api/token-storage.ts';
import { useDom } from '../test-kit/dom.test-support.ts';
import type { User } from '../../contract/auth.ts';
import { listPainterSource } from './list-painter.ts';
import { LIST_SNAPSHOT_KEY, SNAPSHOT_PATIENCE_MS } from './list-snapshot-keys.ts';
import { releaseListSnapshot } from './list-snapshot-release.ts';
import {
  endOfBusinessDay,
  keepListSnapshot,
  snapshotMarkup,
  useListSnapshot,
  type ListSnapshot,
} from './list-snapshot.ts';

const NURSE = { id: 'nurse-1', email: 'camille.petit@example.fr' } as User;

/** « Mes prestations » as the app draws it: a frame, a toast, the cards, the week beside. */
function drawList(cards: number): void {
  document.head.innerHTML =
    '<meta name="releve-build" content="build-a"><title>Mes prestations · Relève</title>';
  const items = Array.from(
    { length: cards },
    (_, i) =>
      `<li class="mission-card" id="mission-card-${i}"><h3 id="h-${i}">Mission ${i}</h3></li>`,
  ).join('');
  document.body.innerHTML = `<div id="root"><div class="frame"><header class="topbar">Relève</header>
    <div class="Toastify"><p>Prestation acceptée</p></div><dialog open>Proposer un échange</dialog>
    <section aria-labelledby="page-title"><h1 id="page-title">Mes prestations</h1>
    <ul class="card-list">${items}</ul><div class="my-missions__agenda"><p>Semaine</p></div>
    </section></div></div><noscript id="root-end"></noscript>`;
}

function kept(): ListSnapshot | null {
  return JSON.parse(localStorage.getItem(LIST_SNAPSHOT_KEY) ?? 'null') as ListSnapshot | null;
}

/** Runs the script of mes-prestations.html as the browser would, with or without network. */
function runPainter(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.eval(listPainterSource());
}

beforeEach(() => {
  window.history.replaceState(null, '', '/mes-prestations');
  storeSession('token-1', NURSE);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the copy of « Mes prestations » kept for an offline start', () => {
  it('keeps the frame and the first four cards, without ids or what passes', () => {
    drawList(6);
    const markup = snapshotMarkup(document.getElementById('root') as HTMLElement);
    const copy = document.createElement('div');
    copy.innerHTML = markup;
    expect([...copy.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Mission 0',
      'Mission 1',
      'Mission 2',
      'Mission 3',
    ]);
    expect(copy.querySelector('[id]')).toBeNull();
    expect(copy.querySelector('.Toastify, dialog')).toBeNull();
    expect(copy.querySelector('.my-missions__agenda')?.childElementCount).toBe(0);
    expect(copy.querySelector('.topbar')?.textContent).toBe('Relève');
  });

  it('is good until midnight in the business time zone, across a change of clock', () => {
    // 12:00 in Paris on the day summer time starts, then on the day it ends.
    expect(endOfBusinessDay(Date.parse('2026-03-29T10:00:00Z'), 'Europe/Paris')).toBe(
      Date.parse('2026-03-29T22:00:00Z'),
    );
    expect(endOfBusinessDay(Date.parse('2026-10-25T11:00:00Z'), 'Europe/Paris')).toBe(
      Date.parse('2026-10-25T23:00:00Z'),
    );
    // 00:30 in Paris is already the next day.
    expect(endOfBusinessDay(Date.parse('2026-11-29T23:30:00Z'), 'Europe/Paris')).toBe(
      Date.parse('2026-11-30T23:00:00Z'),
    );
  });

  it('is kept for her, this build and today, on « Mes prestations » only', () => {
    drawList(2);
    keepListSnapshot(NURSE.id, Date.parse('2026-11-29T09:00:00Z'));
    expect(kept()).toMatchObject({
      user: NURSE.id,
      build: 'build-a',
      until: Date.parse('2026-11-29T23:00:00Z'),
      title: 'Mes prestations · Relève',
    });
    expect(kept()?.html).toContain('Mission 1');

    localStorage.removeItem(LIST_SNAPSHOT_KEY);
    window.history.replaceState(null, '', '/prestations');
    keepListSnapshot(NURSE.id);
    expect(kept()).toBeNull();
  });

  it('is forgotten at sign-out', () => {
    drawList(2);
    keepListSnapshot(NURSE.id);
    expect(kept()).not.toBeNull();
    clearSession();
    expect(kept()).toBeNull();
  });
});

describe('the copy taken by « Mes prestations » (useListSnapshot)', () => {
  const dom = useDom({ fetch: false });

  it('is taken within a second of a change, and at once if the page goes first', async () => {
    vi.useFakeTimers();
    drawList(2);
    document.body.append(dom.container); // drawList replaced the page, container included
    const Screen = () => {
      useListSnapshot(NURSE.id, true);
      return null;
    };
    await act(async () => dom.root.render(createElement(Screen)));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(kept()?.html).toContain('Mission 1');

    // She taps « Commencer »: the copy follows within the second…
    const title = document.querySelector('#h-0') as HTMLElement;
    await act(async () => {
      title.textContent = 'Mission 0 — en cours';
    });
    expect(kept()?.html).not.toContain('en cours');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(kept()?.html).toContain('Mission 0 — en cours');

    // …and the page closed within that second leaves its last state all the same.
    await act(async () => {
      title.textContent = 'Mission 0 — terminée';
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()?.html).toContain('Mission 0 — terminée');
  });
});

describe('the script of mes-prestations.html', () => {
  function keptThenOpened(change?: (snapshot: ListSnapshot) => void): void {
    drawList(3);
    keepListSnapshot(NURSE.id);
    const snapshot = kept();
    if (!snapshot) throw new Error('nothing kept');
    change?.(snapshot);
    localStorage.setItem(LIST_SNAPSHOT_KEY, JSON.stringify(snapshot));
    // A new page: the splash in #root.
    document.title = 'Relève';
    document.body.innerHTML = '<div id="root"><p>Chargement…</p></div>';
  }

  it('paints the copy offline, inert and hidden from assistive technology, over a hidden #root', () => {
    keptThenOpened();
    runPainter(false);
    const painted = document.getElementById('first-paint');
    expect(painted?.inert).toBe(true);
    expect(painted?.getAttribute('aria-hidden')).toBe('true');
    expect([...(painted?.querySelectorAll('h3') ?? [])].map((h) => h.textContent)).toEqual([
      'Mission 0',
      'Mission 1',
      'Mission 2',
    ]);
    expect(document.getElementById('root')?.hidden).toBe(true);
    expect(document.title).toBe('Mes prestations · Relève');

    releaseListSnapshot();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
  });

  it('removes the copy by itself if the app has not drawn the list in time', () => {
    vi.useFakeTimers();
    keptThenOpened();
    runPainter(false);
    vi.advanceTimersByTime(SNAPSHOT_PATIENCE_MS);
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
  });

  it.each([
    ['online', () => runPainter(true)],
    [
      'for someone else signed in',
      () => {
        storeSession('token-2', { ...NURSE, id: 'nurse-2' });
        runPainter(false);
      },
    ],
    [
      'signed out',
      () => {
        localStorage.removeItem('releve.token');
        runPainter(false);
      },
    ],
    [
      'with another build',
      () => {
        document.head.innerHTML = '<meta name="releve-build" content="build-b">';
        runPainter(false);
      },
    ],
    [
      'on another page',
      () => {
        window.history.replaceState(null, '', '/dashboard');
        runPainter(false);
      },
    ],
  ])('paints nothing %s', (_case, open) => {
    keptThenOpened();
    open();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
  });

  it('paints nothing on another day', () => {
    keptThenOpened((snapshot) => {
      snapshot.until = Date.now() - 1;
    });
    runPainter(false);
    expect(document.getElementById('first-paint')).toBeNull();
  });
});
