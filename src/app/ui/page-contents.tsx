import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { fr } from './fr.ts';

interface Entry {
  id: string;
  text: string;
}

let counter = 0;

/** The sections of the screen: its second-level headings, in order, each given an id. */
function sectionsOf(root: ParentNode): Entry[] {
  return [...root.querySelectorAll<HTMLHeadingElement>('h2')]
    .filter((heading) => !heading.closest('[role="dialog"], dialog, nav'))
    .map((heading) => {
      if (!heading.id) heading.id = `section-${(counter += 1)}`;
      return { id: heading.id, text: (heading.textContent ?? '').trim() };
    })
    .filter((entry) => entry.text !== '');
}

const same = (a: readonly Entry[], b: readonly Entry[]) =>
  a.length === b.length &&
  a.every((entry, i) => entry.id === b[i]?.id && entry.text === b[i]?.text);

/**
 * « Sur cette page » (issue 27): a small table of contents of a long screen (the profile), one
 * link per section heading, kept up to date as sections load. A link scrolls to its section and
 * moves the focus there, without changing the address. Shown from three sections on.
 */
export function PageContents() {
  const ref = useRef<HTMLElement>(null);
  const [entries, setEntries] = useState<Entry[]>([]);

  useEffect(() => {
    const root = ref.current?.closest('main') ?? document.body;
    const refresh = () =>
      setEntries((previous) => {
        const next = sectionsOf(root);
        return same(previous, next) ? previous : next;
      });
    refresh();
    const observer = new MutationObserver(refresh);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.setAttribute('tabindex', '-1');
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }

  return (
    <nav
      ref={ref}
      className="page-contents"
      aria-label={fr.pageContents}
      hidden={entries.length < 3}
    >
      {entries.length >= 3 ? (
        <ul className="page-contents__list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className="page-contents__link"
                onClick={(event) => jump(event, entry.id)}
              >
                {entry.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
