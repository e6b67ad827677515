// Screenshots of every screen of every role, to look at the app as its users do:
//
//   npm run screens            (after `npm run build`; builds with `vite build` if dist/ is missing)
//
// Seeds the demo data (scripts/demo.ts) into a throw-away DATA_DIR, starts the server on a free
// port, signs in as each demo role and writes `screens/<role>/<screen>-390.png` and
// `-1366.png` (full page) for each screen of the role's menu and its extra screens. The
// folder is ignored by git. Chromium: /usr/bin/chromium, or CHROMIUM_PATH.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import type { Role } from '../src/contract/common.ts';
import { menuFor } from '../src/app/ui/menu-items.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'screens');
const ADMIN_EMAIL = 'admin@releve.demo';
const ADMIN_PASSWORD = 'Adm1n-Relève-screens';
const DEMO_PASSWORD = 'releve-demo-2026';
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} a échoué`);
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('Le serveur s’est arrêté au démarrage.');
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('GET /api/health n’a pas répondu à temps.');
}

/** `/heures-a-valider` → `heures-a-valider`. */
const fileName = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '-') || 'home';

async function shootRole(
  browser: Browser,
  baseUrl: string,
  account: (typeof accounts)[number],
): Promise<number> {
  const paths = [...new Set([...menuFor(account.role).map((e) => e.path), ...account.extra])];
  await mkdir(join(OUT, account.role), { recursive: true });
  let count = 0;
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport,
      hasTouch: viewport.width < 768,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto('/login');
    await page
      .locator('input[type="email"]')
      .waitFor()
      .catch(async (error: unknown) => {
        await page.screenshot({ path: join(OUT, `${account.role}-login-failed.png`) });
        throw error;
      });
    await page.locator('input[type="email"]').fill(account.email);
    await page.locator('input[type="password"]').fill(account.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/login');
    for (const path of paths) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Lists replace their spinner once their data has arrived; toasts leave.
      await page
        .locator('.spinner')
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined);
      await page.evaluate(() => document.querySelector('.Toastify')?.replaceChildren());
      await page.waitForTimeout(300);
      const file = join(OUT, account.role, `${fileName(path)}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      count += 1;
    }
    await context.close();
  }
  return count;
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) run('npx', ['vite', 'build']);
  const dataDir = await mkdtemp(join(tmpdir(), 'releve-screens-'));
  const env = { ...process.env, DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD };
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    run(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], env);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_DIR: join(ROOT, 'dist'),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(baseUrl, server);
    browser = await chromium.launch({
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
    await rm(OUT, { recursive: true, force: true });
    let count = 0;
    for (const account of accounts) count += await shootRole(browser, baseUrl, account);
    console.log(`${count} captures écrites dans ${relative(process.cwd(), OUT) || OUT}/`);
  } finally {
    await browser?.close();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
