import { createHash } from 'node:crypto';
import { createServer, type Plugin } from 'vite';
import { BUILD_META } from '../../src/app/offline/list-snapshot-keys.ts';
import { listPainterSource } from '../../src/app/offline/list-painter.ts';

/**
 * What a phone paints before any script has run (docs/budgets.md, « First paint »):
 *
 * - the first screen's stylesheet is written into `index.html` as a `<style>`: the shell paints
 *   as soon as the HTML arrives, without waiting for one more request on a slow network;
 * - `login.html` is `index.html` with the sign-in screen already rendered in `#root` (from
 *   `src/app/prerender.tsx`, the app's own components), served for `/login` by the server.
 *   Its script is a small `boot` module that fetches the app once that screen is on the glass
 *   (the first frame), so the download does not compete with the first paint; the app's first
 *   render then replaces the screen with the same markup, live. Until then the form is inert
 *   (and its fields read-only): sent by the browser alone, it would put the password in the
 *   address.
 * - `mes-prestations.html`, which the service worker answers for `/mes-prestations`, is
 *   `index.html` with the same `boot` module and, before it, a small classic script that paints
 *   the copy of her list the app kept (`src/app/offline/list-snapshot.ts`) when the phone is
 *   offline: her cards are on the glass before any module is fetched. Every page names its
 *   build in `<meta name="releve-build">`, so that a copy is painted only by the build that
 *   drew it.
 *
 * All of it happens in `generateBundle`, before the service worker's precache list is made,
 * so the precached `index.html`, `login.html` and `mes-prestations.html` are the ones served.
 */
export function firstPaint(): Plugin {
  let root = process.cwd();
  return {
    name: 'releve:first-paint',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return; // the service worker's own build
      let html = String(index.source).replace(
        /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
        (tag, file: string) => {
          const css = bundle[file];
          if (css?.type !== 'asset') return tag;
          // The file stays, named by a disabled link (never fetched): a lazy chunk that shares
          // a module with the entry lists this stylesheet among its dependencies, and Vite's
          // preload helper adds only those no <link rel="stylesheet"> of the page names yet.
          return `<style>${String(css.source)}</style>${tag.replace(/>$/, ' disabled>')}`;
        },
      );
      // The build's name: its files' hashed names, every chunk and stylesheet.
      const build = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('base64url')
        .slice(0, 12);
      html = html.replace(
        '<title>',
        `<meta name="${BUILD_META}" content="${build}" />\n    <title>`,
      );
      index.source = html;

      const login = await renderLogin(root);
      const boot = bootModule(html);
      this.emitFile({ type: 'asset', fileName: boot.fileName, source: boot.source });
      const bootTag = `<script type="module" crossorigin src="/${boot.fileName}"></script>`;

      const painter = listPainter();
      this.emitFile({ type: 'asset', fileName: painter.fileName, source: painter.source });
      const withList = html
        .replace(boot.tags, bootTag)
        .replace(
          /(<\/div>\s*)(<noscript id="root-end">)/,
          (_match, before: string, end: string) =>
            `${before}<script src="/${painter.fileName}"></script>\n    ${end}`,
        );
      if (!withList.includes(painter.fileName))
        throw new Error('first-paint: no place for the list painter in index.html');
      this.emitFile({ type: 'asset', fileName: 'mes-prestations.html', source: withList });

      const withLogin = html
        .replace(/<title>[^<]*<\/title>/, `<title>${login.title}</title>`)
        .replace(boot.tags, bootTag)
        .replace(
          /(<div id="root">)[\s\S]*?(<\/div>\s*<noscript\b)/,
          (_match, open: string, close: string) => `${open}${login.markup}${close}`,
        );
      if (withLogin === html) throw new Error('first-paint: #root not found in index.html');
      this.emitFile({ type: 'asset', fileName: 'login.html', source: withLogin });
    },
  };
}

/**
 * `assets/boot-<hash>.js` (login.html, mes-prestations.html): on the first frame after the
 * screen is painted (or after 300 ms in a tab that does not paint), asks for the app's
 * modules, as the `modulepreload` links of index.html would, then starts it.
 */
function bootModule(html: string): { fileName: string; source: string; tags: RegExp } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('first-paint: no module script in index.html');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
    .map((match) => match[1])
    .filter((href): href is string => href !== undefined);
  // All the requests are started in one task. Started one per task (eleven tasks), they
  // gave a busy phone eleven chances to be interrupted while the screen is already shown: on
  // one core shared with other processes each task lasted 10–20 ms whatever its own work, and
  // Lighthouse's blocking time grew (docs/benchmarks.md, « Fewer tasks on a busy core »).
  const source = `// Starts the app once the screen painted from the HTML is on the glass.
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry)});
}
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 300);
`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return {
    fileName: `assets/boot-${hash}.js`,
    source,
    // The entry script and its preload links, replaced by the boot module in login.html.
    tags: /<script type="module" crossorigin src="[^"]+"><\/script>(\s*<link rel="modulepreload"[^>]*>)*/,
  };
}

/** `assets/paint-list-<hash>.js`: the script of `src/app/offline/list-painter.ts`. */
function listPainter(): { fileName: string; source: string } {
  const source = listPainterSource();
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/paint-list-${hash}.js`, source };
}

/** Renders the sign-in screen with Vite's module loader (TypeScript, JSX, the app's imports). */
async function renderLogin(root: string): Promise<{ markup: string; title: string }> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const prerender = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
      renderLoginScreen: () => string;
      loginTitle: string;
    };
    // Until the app runs, the form cannot be sent: submitted by the browser alone, it would put
    // the password in the address. `inert` keeps it visible but out of reach for that second.
    const markup = prerender
      .renderLoginScreen()
      .replace('<form ', '<form inert="" ')
      .replaceAll('<input ', '<input readOnly="" ');
    if (!markup.includes('<form inert'))
      throw new Error('first-paint: no form in the login screen');
    return { markup, title: prerender.loginTitle };
  } finally {
    await server.close();
  }
}
