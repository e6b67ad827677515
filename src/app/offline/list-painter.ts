import { TOKEN_KEY, USER_KEY } from '../api/token-storage.ts';
import {
  BUILD_META,
  FIRST_PAINT_ID,
  LIST_SNAPSHOT_KEY,
  SNAPSHOT_PATH,
  SNAPSHOT_PATIENCE_MS,
} from './list-snapshot-keys.ts';

/**
 * The classic script `mes-prestations.html` runs as it is parsed (`assets/paint-list-<hash>.js`):
 * offline, with the same user signed in, the same build and the same business day as the copy
 * kept in localStorage, it hides `#root` and paints the copy beside it (inert, hidden from
 * assistive technology: the app's list, drawn in a second, is the one she uses), with the
 * rules of the stylesheets it had. The app removes it when its list is drawn; after
 * `SNAPSHOT_PATIENCE_MS` it removes itself. Any doubt, and the splash shows as before.
 */
export function listPainterSource(): string {
  return `// Paints her list as she last saw it, offline, before the app starts.
(function () {
  try {
    if (navigator.onLine || location.pathname !== ${JSON.stringify(SNAPSHOT_PATH)}) return;
    var kept = JSON.parse(localStorage.getItem(${JSON.stringify(LIST_SNAPSHOT_KEY)}) || 'null');
    var user = JSON.parse(localStorage.getItem(${JSON.stringify(USER_KEY)}) || 'null');
    var build = document.querySelector('meta[name=${JSON.stringify(BUILD_META)}]');
    if (!kept || !user || kept.user !== user.id || !localStorage.getItem(${JSON.stringify(TOKEN_KEY)})) return;
    if (!build || kept.build !== build.content || !(Date.now() < kept.until)) return;
    var root = document.getElementById('root');
    if (!root || typeof kept.html !== 'string') return;
    var painted = document.createElement('div');
    painted.id = ${JSON.stringify(FIRST_PAINT_ID)};
    painted.inert = true;
    painted.setAttribute('aria-hidden', 'true');
    painted.innerHTML = kept.html;
    if (typeof kept.css === 'string') {
      var style = document.createElement('style');
      style.textContent = kept.css;
      painted.insertBefore(style, painted.firstChild);
    }
    root.hidden = true;
    root.parentNode.insertBefore(painted, root.nextSibling);
    if (typeof kept.title === 'string') document.title = kept.title;
    setTimeout(function () {
      if (!painted.parentNode) return;
      painted.parentNode.removeChild(painted);
      root.hidden = false;
    }, ${SNAPSHOT_PATIENCE_MS});
  } catch (error) {
    // The splash shows, as without a copy.
  }
})();
`;
}
