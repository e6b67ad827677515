/**
 * Every screen of every role, filled with the demo data (`npm run demo`), scanned by axe-core
 * (wcag2a, wcag2aa, wcag21aa, wcag22aa) at phone and desktop widths: zero violations, and no
 * sideways scrolling on a phone.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/contract/common.ts';
import { menuFor } from '../../src/app/ui/menu-items.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DESKTOP_VIEWPORT,
  MOBILE_VIEWPORT,
  axeViolations,
  describeViolations,
  horizontalOverflow,
  launchBrowser,
  newPage,
  smallTouchTargets,
  startServer,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { LoginPage } from './pages/login-page.ts';

const DEMO_PASSWORD = 'releve-demo-2026';
const accounts: { role: Role; email: string; password: string; extra: string[] }[] = [
  { role: 'admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD, extra: ['/approbations'] },
  {
    role: 'nurse',
    email: 'camille.durand@exemple.fr',
    password: DEMO_PASSWORD,
    extra: ['/mes-prestations'],
  },
  {
    role: 'caregiver',
    email: 'lea.petit@exemple.fr',
    password: DEMO_PASSWORD,
    extra: ['/mes-prestations'],
  },
  { role: 'institution', email: 'contact@clinique-lilas.fr', password: DEMO_PASSWORD, extra: [] },
];

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'releve-a11y-'));
  try {
    await promisify(execFile)('node', ['--import', 'tsx', 'scripts/demo.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD },
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  server = await startServer({}, { dataDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(accounts)('every screen of $role', ({ role, email, password, extra }) => {
  const paths = [...menuFor(role).map((entry) => entry.path), ...extra];

  it.each([
    ['phone', MOBILE_VIEWPORT],
    ['desktop', DESKTOP_VIEWPORT],
  ])(
    'has no axe violation, and no touch target under 44 px on a phone, on %s',
    async (_label, viewport) => {
      const { context, page } = await newPage(browser, server, { viewport });
      try {
        const login = new LoginPage(page);
        await login.goto();
        await login.login(email, password);
        await waitForPath(page, role === 'institution' ? '/institution-dashboard' : '/dashboard');
        for (const path of paths) {
          await page.goto(path);
          await waitForPath(page, path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          // Let the screen's data arrive: lists replace their spinner.
          await page.locator('.spinner').first().waitFor({ state: 'detached', timeout: 15_000 });
          const violations = await axeViolations(page);
          expect(violations, `${path}: ${describeViolations(violations)}`).toEqual([]);
          if (viewport === MOBILE_VIEWPORT) {
            expect(await horizontalOverflow(page), path).toBe(0);
            // Every control is a 44 px target for a thumb.
            expect(await smallTouchTargets(page), path).toEqual([]);
          }
        }
      } finally {
        await context.close();
      }
    },
  );
});
