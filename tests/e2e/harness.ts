/**
 * End-to-end harness: the real server (built PWA + API + embedded PGlite in a throw-away
 * DATA_DIR) on a free port, and Debian's Chromium driven by playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { isFrenchPublicHoliday } from '../../src/domain/pay/french-holidays.ts';
import { localDateTime } from '../../src/domain/pay/local-time.ts';
import { AUTO_VALIDATION_MS } from '../../src/domain/missions/hours.ts';
import { localInputToEpochMs } from '../../src/domain/time/local-input-to-instant.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN_EMAIL = 'admin@releve.test';
export const ADMIN_PASSWORD = 'Adm1n-Relève-e2e';
/** The phone size every screen must work at. */
export const MOBILE_VIEWPORT = { width: 360, height: 740 } as const;
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;
/** The phone and desktop sizes screens are judged at (a current phone, a common laptop). */
export const PHONE = { width: 390, height: 844 } as const;
export const WIDE = { width: 1366, height: 900 } as const;

/**
 * With `SCREENSHOTS_DIR` set, a full-page picture of the page (kept out of the repository),
 * taken from the top: a full-page picture of a scrolled page paints the sticky bar mid-page.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

const HEALTH_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  port: number;
  dataDir: string;
  admin: { email: string; password: string };
  /** Everything the server printed so far, for failure messages. */
  logs: () => string;
  /**
   * Stops the server (SIGTERM, then SIGKILL) and deletes its DATA_DIR, unless `keepDataDir`
   * (to start it again on the same data with `startServer(env, { dataDir, port })`).
   */
  stop: (options?: { keepDataDir?: boolean }) => Promise<void>;
}

export interface StartServerOptions {
  /**
   * An existing DATA_DIR to serve (a server stopped with `stop({ keepDataDir: true })`): its
   * database, secrets and tokens are kept. Default: a fresh temporary folder.
   */
  dataDir?: string;
  /** The port to listen on (e.g. the stopped server's, so pages keep their origin). */
  port?: number;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts `node --import tsx src/server/main.ts` serving `dist/` with a fresh DATA_DIR (or
 * `options.dataDir`) and a known admin, and resolves once GET /api/health answers 200. Run
 * `vite build` first.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: StartServerOptions = {},
): Promise<TestServer> {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/index.html is missing: run `vite build` first (npm run test:e2e does).');
  }
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'releve-e2e-')));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      STATIC_DIR: join(ROOT, 'dist'),
      // The stories register their people from this host; the limit is not what they test.
      REGISTRATIONS_PER_ADDRESS_HOUR: '1000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async ({ keepDataDir = false }: { keepDataDir?: boolean } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, STOP_TIMEOUT_MS);
      }
    }
    if (!keepDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop({ keepDataDir: options.dataDir !== undefined });
      throw new Error(`The server exited with code ${child.exitCode} before answering:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop({ keepDataDir: options.dataDir !== undefined });
      throw new Error(`GET /api/health did not answer within ${HEALTH_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    port,
    dataDir,
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    logs: () => output,
    stop,
  };
}

/** Debian's Chromium, headless, with everything that phones home switched off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Where the phone is; the page may read it (the permission is granted). */
  geolocation?: { latitude: number; longitude: number; accuracy?: number };
}

/**
 * A fresh browser context (its own storage: one per person in a story) and a page in it,
 * French and in Paris, with relative `page.goto('/login')` resolved against the server.
 */
export async function newPage(
  browser: Browser,
  server: TestServer,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const viewport = options.viewport ?? MOBILE_VIEWPORT;
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport,
    hasTouch: viewport.width < 600,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    ...(options.geolocation
      ? { geolocation: options.geolocation, permissions: ['geolocation'] }
      : {}),
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the API (no UI) and returns the token: for checks behind the screens. */
export async function apiLogin(
  server: TestServer,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** Any call to the API (bearer token when given, JSON body); returns the parsed JSON answer. */
export async function apiRequest<T = unknown>(
  server: TestServer,
  method: string,
  path: string,
  token?: string | null,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET on the API with a bearer token; returns the parsed JSON. */
export function apiGet<T>(server: TestServer, path: string, token: string): Promise<T> {
  return apiRequest<T>(server, 'GET', path, token);
}

/** Registers an account through the API and has the admin approve it; returns its id. */
export async function registerApproved(
  server: TestServer,
  adminToken: string,
  account: object,
): Promise<string> {
  const { user } = await apiRequest<{ user: { id: string } }>(
    server,
    'POST',
    '/auth/register',
    null,
    account,
  );
  await apiRequest(server, 'POST', `/users/${user.id}/approve`, adminToken);
  return user.id;
}

/**
 * A real, small, valid one-page PDF (« Diplôme d'État »): what a professional's phone would
 * send as her diploma.
 */
export function smallPdf(title = "Diplôme d'État"): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Gives a professional what claiming open missions needs, through the API: she uploads a
 * diploma (multipart, as her phone would) and the administrator verifies it. Returns the
 * document's id.
 */
export async function giveVerifiedDocument(
  server: TestServer,
  adminToken: string,
  professionalToken: string,
): Promise<string> {
  const form = new FormData();
  form.set('kind', 'diplome');
  form.set(
    'file',
    new Blob([new Uint8Array(smallPdf())], { type: 'application/pdf' }),
    'diplome.pdf',
  );
  const response = await fetch(`${server.baseUrl}/api/users/me/documents`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${professionalToken}` },
    body: form,
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${text}`);
  const { id } = JSON.parse(text) as { id: string };
  await apiRequest(server, 'PUT', `/documents/${id}/verify`, adminToken, { status: 'verified' });
  return id;
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] as const;

let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe-core on the page as it is now, for WCAG 2.2 A/AA; returns the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) {
    // The server's CSP (script-src 'self') rightly blocks page.addScriptTag's inline script, and
    // the app's CSP stays on in these tests. Code evaluated through the DevTools protocol is not
    // governed by CSP, so axe is loaded that way.
    axeSource ??= await readFile(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  return page.evaluate(
    async (tags) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const result = (await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      })) as { violations: AxeViolation[]; passes: unknown[] };
      // Zero violations is only good news if axe did check something.
      if (result.passes.length === 0) throw new Error('axe-core ran no rule on this page');
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    [...AXE_TAGS],
  );
}

/** A readable list of violations for an assertion message. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? '?'}): ${v.help}\n` +
        v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n'),
    )
    .join('\n');
}

/** Asserts that axe finds no WCAG 2.2 A/AA violation on the page as it is now. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** The toast carrying exactly this text (toasts sit top right, docs/product-rules.md §1). */
export function toast(page: Page, text: string) {
  return page.locator('.Toastify').getByText(text, { exact: true });
}

/** Resolves when the page's path is `path` (query and hash ignored). */
export function waitForPath(page: Page, path: string): Promise<void> {
  return page.waitForURL((url) => url.pathname === path);
}

/** How many CSS pixels the page is wider than the viewport (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * The controls of the page smaller than a 44 × 44 px touch target, described for a failure
 * message. Links inside a sentence (inline) are exempt, as in WCAG; a checkbox, a radio or a
 * switch counts by its label, which is what the finger taps.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[href], select, textarea, summary, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])',
      ),
    ]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Nothing to tap: not rendered, or a visually hidden input behind its visible label.
        if (box.width <= 1 || box.height <= 1) return false;
        if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') return false;
        return box.height < 44 || box.width < 44;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return `${element.tagName.toLowerCase()} « ${name.slice(0, 40)} » ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
  );
}

/** A planned window starting `hours` from now on a whole minute, lasting `length` hours. */
export function plannedWindow(hours: number, length: number) {
  const start = Math.ceil((Date.now() + hours * 3_600_000) / 60_000) * 60_000;
  return {
    dateStart: new Date(start).toISOString(),
    dateEnd: new Date(start + length * 3_600_000).toISOString(),
  };
}

/** Intl writes French numbers with no-break spaces; the page and the files are compared plainly. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').trim();

/** What a story's set-up may take between choosing a day and signing its hours off (ms). */
const SIGN_OFF_MARGIN_MS = 10 * 60_000;

/**
 * The most recent working day in Paris (a weekday, not a public holiday) whose mission ending at
 * `endsAt` (local « HH:MM ») is over and can still be signed off: hours are validated by time
 * 72 h after their end, and the establishment's sign-off is then refused. Missions created in
 * the past must start within the API's 7 days.
 */
export function recentWorkingDay(now: number, endsAt = '16:00'): string {
  for (let daysAgo = 0; daysAgo <= 6; daysAgo += 1) {
    const { date: day, weekday } = localDateTime(now - daysAgo * 86_400_000, 'Europe/Paris');
    const end = localInputToEpochMs(`${day}T${endsAt}`, 'Europe/Paris') ?? Number.NaN;
    const signable = end < now - 60_000 && end > now - AUTO_VALIDATION_MS + SIGN_OFF_MARGIN_MS;
    if (signable && weekday >= 1 && weekday <= 5 && !isFrenchPublicHoliday(day)) return day;
  }
  throw new Error(`no working day ending at ${endsAt} that can still be signed off`);
}
