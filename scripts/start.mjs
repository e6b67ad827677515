// `npm start`: build the PWA when there is no build (or it is older than the sources), then serve.
import { execSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(newest('src/app'), newest('sw'), statSync('index.html').mtimeMs);
if (built < sources) {
  console.log('Construction de l’application…');
  execSync('npx vite build', { stdio: 'inherit' });
}
// --no-liftoff: the embedded database's WebAssembly is compiled by V8's optimizing compiler at
// start (about 3 s more), not in background threads during the first minutes of work, where it
// made the first hundreds of writes dearer (docs/benchmarks.md, « Writes (issue 30), third
// session »).
const server = spawn(process.execPath, ['--no-liftoff', '--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
