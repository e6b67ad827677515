// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './error-boundary.tsx';
import { fr } from './fr.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let broken = true;
function Fragile() {
  if (broken) throw new Error('rendu impossible');
  return <p>Écran réparé</p>;
}

function Frame() {
  return (
    <>
      <nav>
        <Link to="/fragile">Menu : écran fragile</Link>
      </nav>
      <ScreenErrorBoundary>
        <Fragile />
      </ScreenErrorBoundary>
    </>
  );
}

describe('ScreenErrorBoundary', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    // React reports the caught error on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    container.remove();
    vi.restoreAllMocks();
  });

  it('shows « Une erreur est survenue » with a reload button in place of the screen, and keeps the frame', async () => {
    broken = true;
    const router = createMemoryRouter([{ path: '*', element: <Frame /> }], {
      initialEntries: ['/fragile'],
    });
    const root = createRoot(container);
    await act(async () => root.render(<RouterProvider router={router} />));

    expect(container.querySelector('h1')?.textContent).toBe('Une erreur est survenue');
    expect(fr.screenErrorTitle).toBe('Une erreur est survenue');
    const reload = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === fr.reload,
    );
    expect(reload).toBeDefined();
    // The menu around the screen still works.
    expect(container.querySelector('nav a')?.textContent).toBe('Menu : écran fragile');

    // A navigation (even to the same entry) tries the screen again.
    broken = false;
    await act(async () => {
      await router.navigate('/fragile');
    });
    expect(container.textContent).toContain('Écran réparé');
    expect(container.textContent).not.toContain('Une erreur est survenue');
    await act(async () => root.unmount());
  });
});
