#!/usr/bin/env node
// Browser budget of issue 7: the JavaScript a phone downloads before it can show `/login`
// must stay at or under 150 KiB gzip. Run after `vite build`:
//
//   node scripts/bundle-size.mjs [--dist dist] [--budget 150] [--modules]
//
// The first screen is what index.html asks for (its module script and modulepreload links;
// login.html's boot module asks for the same, once the screen is painted)
// plus every chunk those import statically, followed transitively: exactly what the browser
// fetches before the app's first render. Chunks reached only through `import()` (the
// signed-in screens, socket.io, the PDF writer…) are lazy and counted in the total only.
// `--modules` lists the source files that weigh most in the first screen (from the source
// maps), to know what to split next.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    budget: { type: 'string', default: '150' },
    modules: { type: 'boolean', default: false },
  },
});
const dist = resolve(args.dist);
const budgetKiB = Number(args.budget);
const KiB = 1024;
const VLQ_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

if (!existsSync(join(dist, 'index.html'))) {
  console.error(
    `${relative(process.cwd(), dist) || dist}/index.html introuvable : lancez d'abord « npx vite build ».`,
  );
  process.exit(2);
}

/** Sizes of one file: raw, gzip at zlib's default level (the budget's unit) and brotli q11. */
const sizeCache = new Map();
function sizes(file) {
  let known = sizeCache.get(file);
  if (!known) {
    const bytes = readFileSync(file);
    known = {
      raw: bytes.length,
      gzip: gzipSync(bytes).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
    sizeCache.set(file, known);
  }
  return known;
}

/** `/assets/x.js` or `./x.js` (relative to `from`) → absolute path inside dist. */
function resolveUrl(url, from) {
  const clean = url.split(/[?#]/)[0];
  return clean.startsWith('/') ? join(dist, clean) : resolve(from, '..', clean);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const attribute = (tag, name) => new RegExp(`\\s${name}=["']([^"']+)["']`, 'i').exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
const htmlScripts = [];
const htmlStyles = [];
for (const tag of tags) {
  if (/^<script/i.test(tag) && attribute(tag, 'type') === 'module' && attribute(tag, 'src')) {
    htmlScripts.push(resolveUrl(attribute(tag, 'src'), join(dist, 'index.html')));
  } else if (/^<link/i.test(tag)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (!href || /^https?:/i.test(href)) continue;
    if (rel === 'modulepreload') htmlScripts.push(resolveUrl(href, join(dist, 'index.html')));
    if (rel === 'stylesheet') htmlStyles.push(resolveUrl(href, join(dist, 'index.html')));
  }
}
if (htmlScripts.length === 0) {
  console.error('index.html ne charge aucun script module : build inattendu.');
  process.exit(2);
}

// Static ESM imports of a minified chunk: `import"./a.js"`, `import{x as y}from"./a.js"`,
// `export*from"./a.js"`. A dynamic `import("./a.js")` has a parenthesis and does not match.
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:(?:[\w$*\s]+|\{[^}]*\}|[\w$]+\s*,\s*\{[^}]*\}|\*\s*as\s+[\w$]+)\s*from\s*)?["'](\.{1,2}\/[^"']+\.js|\/[^"']+\.js)["']/g;

function staticImportsOf(file) {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map((match) => resolveUrl(match[1], file));
}

const firstScreen = new Set();
const queue = [...htmlScripts];
while (queue.length > 0) {
  const file = queue.shift();
  if (firstScreen.has(file)) continue;
  if (!existsSync(file)) {
    console.error(`Chunk introuvable : ${relative(dist, file)}`);
    process.exit(2);
  }
  firstScreen.add(file);
  queue.push(...staticImportsOf(file));
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
const allFiles = walk(dist);
const appJs = allFiles.filter((file) => file.endsWith('.js') && file.includes(`${dist}/assets/`));
const lazyJs = appJs.filter((file) => !firstScreen.has(file));
const allCss = allFiles.filter((file) => file.endsWith('.css'));
const serviceWorker = allFiles.filter((file) => /[/\\]sw\.js$/.test(file));

const total = (files) =>
  files.reduce(
    (sum, file) => {
      const size = sizes(file);
      return {
        raw: sum.raw + size.raw,
        gzip: sum.gzip + size.gzip,
        brotli: sum.brotli + size.brotli,
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const pad = (text, width) => text.padStart(width);
function row(label, size) {
  return `  ${label.padEnd(48)} ${pad(kib(size.raw), 11)} ${pad(kib(size.gzip), 11)} ${pad(kib(size.brotli), 11)}`;
}
const header = `  ${''.padEnd(48)} ${pad('brut', 11)} ${pad('gzip', 11)} ${pad('brotli', 11)}`;

const firstList = [...firstScreen];
const firstTotal = total(firstList);
console.log(
  `Premier écran (/login) — JS chargé au démarrage (${relative(process.cwd(), dist) || '.'})`,
);
console.log(header);
for (const file of firstList) console.log(row(relative(dist, file), sizes(file)));
console.log(row('= JS premier écran', firstTotal));
// The first screen's CSS is written into the page (scripts/lib/first-paint.ts), and /login is
// served as login.html, with the sign-in screen already in it.
const loginPage = ['login.html', 'index.html'].map((name) => join(dist, name)).find(existsSync);
console.log(row(`+ ${relative(dist, loginPage)} (CSS en ligne compris)`, total([loginPage])));
if (htmlStyles.length > 0) console.log(row('+ CSS premier écran', total(htmlStyles)));
console.log('');
console.log(`Chunks chargés à la demande : ${lazyJs.length}`);
const lazyBySize = [...lazyJs].sort((a, b) => sizes(b).gzip - sizes(a).gzip);
for (const file of lazyBySize.slice(0, 8)) console.log(row(relative(dist, file), sizes(file)));
if (lazyBySize.length > 8) console.log(`  … et ${lazyBySize.length - 8} autres`);
console.log('');
console.log(row('Total JS de l’application', total(appJs)));
console.log(row('Total CSS', total(allCss)));
if (serviceWorker.length > 0) console.log(row('Service worker', total(serviceWorker)));

if (args.modules) printModules(firstList);

const firstKiB = firstTotal.gzip / KiB;
console.log('');
if (firstKiB > budgetKiB) {
  console.log(
    `ÉCHEC : JS du premier écran ${firstKiB.toFixed(1)} KiB gzip > budget ${budgetKiB} KiB.`,
  );
  process.exit(1);
}
console.log(`OK : JS du premier écran ${firstKiB.toFixed(1)} KiB gzip ≤ budget ${budgetKiB} KiB.`);

/**
 * Which source files the first-screen bytes come from, from the chunks' source maps: each
 * generated segment is credited to its source up to the next segment. Approximate (minified
 * bytes, before compression) but enough to rank the heavy ones.
 */
function printModules(files) {
  const bySource = new Map();
  for (const file of files) {
    const mapFile = `${file}.map`;
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const lines = readFileSync(file, 'utf8').split('\n');
    const mappingLines = map.mappings.split(';');
    let source = 0;
    mappingLines.forEach((segments, lineIndex) => {
      const lineLength = lines[lineIndex]?.length ?? 0;
      let column = 0;
      let previous = null;
      for (const segment of segments ? segments.split(',') : []) {
        const fields = decodeVlq(segment);
        column += fields[0];
        if (fields.length > 1) source += fields[1];
        if (previous) credit(previous.source, column - previous.column);
        previous = { source: fields.length > 1 ? source : -1, column };
      }
      if (previous) credit(previous.source, lineLength - previous.column);
    });
    function credit(sourceIndex, bytes) {
      const name = sourceIndex >= 0 ? normalise(map.sources[sourceIndex]) : '(généré)';
      bySource.set(name, (bySource.get(name) ?? 0) + bytes);
    }
  }
  console.log('');
  console.log('Plus gros modules du premier écran (octets minifiés, avant compression) :');
  for (const [name, bytes] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`  ${pad(kib(bytes), 10)}  ${name}`);
  }
}

function normalise(source) {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return `npm:${inModules[1]}`;
  return source.replace(/^(\.\.\/)+/, '');
}

function decodeVlq(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = VLQ_CHARS.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
