/**
 * The jsdom scaffolding of the app's component tests (files marked `@vitest-environment
 * jsdom`): a container in the page with a React root in it for each test, `fetch` stubbed, the
 * session token stored, all of it undone after the test.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest';
import { TOKEN_KEY } from '../api/token-storage.ts';
import { routeTable, type Routes } from './api.test-support.ts';

// React checks that updates are wrapped in act() only where the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface DomOptions {
  /** `fetch` is `fetchMock` during each test (reset before it); `true` unless said. */
  fetch?: boolean;
  /** Stored as the session token before each test; the storage is cleared after it. */
  token?: string;
  /** Reset before each test: the toasts, a callback the component is given… */
  resets?: readonly Pick<Mock, 'mockReset'>[];
  /** How many turns of the event loop `settle()` lets pass (5 unless said). */
  rounds?: number;
}

export interface Dom {
  /** The current test's container, in the page. */
  readonly container: HTMLDivElement;
  /** The current test's React root, in `container`. */
  readonly root: Root;
  /** What `fetch` is during a test (with `fetch: true`). */
  readonly fetchMock: Mock<typeof fetch>;
  /** The calls made, as `METHOD path`. */
  calls(): string[];
  /** `fetch` answers from `routes` (see `routeTable`). */
  stubApi(routes: Routes, otherwise?: (key: string) => Response): void;
  /** Lets the answers in flight arrive (fetch, then its body, then the render). */
  settle(): Promise<void>;
  /** The buttons she can reach: a closed dialog's are not. */
  buttons(): HTMLButtonElement[];
  /** The reachable button that reads `text` (the test fails without one). */
  button(text: string): HTMLButtonElement;
  /** Clicks the reachable button that reads `text`, then settles. */
  click(text: string): Promise<void>;
  /** Unmounts the root and makes a new one in the same container (a screen opened again). */
  remount(): void;
}

/**
 * Registers, in the `describe` (or file) it is called in, the `beforeEach` that sets a test up
 * and the `afterEach` that undoes it; returns accessors to the current test's page. Hooks the
 * file registers before this call run before the set-up and after the clean-up.
 */
export function useDom(options: DomOptions = {}): Dom {
  const { fetch: stubFetch = true, token, resets = [], rounds = 5 } = options;
  const fetchMock = vi.fn<typeof fetch>();
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useDom: only inside a test');
    return value;
  };

  beforeEach(() => {
    if (token !== undefined) localStorage.setItem(TOKEN_KEY, token);
    if (stubFetch) {
      fetchMock.mockReset();
      vi.stubGlobal('fetch', fetchMock);
    }
    for (const mock of resets) mock.mockReset();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    const mounted = current(root);
    act(() => mounted.unmount());
    current(container).remove();
    if (token !== undefined) localStorage.clear();
    if (stubFetch) vi.unstubAllGlobals();
  });

  const dom: Dom = {
    get container() {
      return current(container);
    },
    get root() {
      return current(root);
    },
    fetchMock,
    calls: () =>
      fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`),
    stubApi: (routes, otherwise) => {
      fetchMock.mockImplementation(routeTable(routes, otherwise));
    },
    settle: () =>
      act(async () => {
        for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      }),
    buttons: () =>
      [...dom.container.querySelectorAll('button')].filter((b) => !b.closest('dialog:not([open])')),
    button: (text) => {
      const found = dom.buttons().find((b) => b.textContent === text);
      if (!found) {
        throw new Error(`No button « ${text} »: ${dom.buttons().map((b) => b.textContent)}`);
      }
      return found;
    },
    click: async (text) => {
      const found = dom.button(text);
      await act(async () => found.click());
      await dom.settle();
    },
    remount: () => {
      const mounted = dom.root;
      act(() => mounted.unmount());
      root = createRoot(dom.container);
    },
  };
  return dom;
}

/**
 * jsdom has no modal dialogs: enough of one for the components, installed once for the file.
 * With `closeEvent`, `close()` fires « close » as a browser does.
 */
export function fakeModalDialogs({ closeEvent }: { closeEvent: boolean }) {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      if (closeEvent) this.dispatchEvent(new Event('close'));
    };
  });
}

/** The error a field points at through `aria-describedby`, if any. */
export function errorOf(field: Element | null): string | null {
  const ids = field?.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field__error'));
  return error?.textContent ?? null;
}
