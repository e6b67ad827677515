import { useLayoutEffect, type RefObject } from 'react';

/** Kept free under the thread (the card's own padding, a breath above the tab bar). */
const BOTTOM_GAP_PX = 8;

/**
 * On a phone, the open thread takes the whole height left under it down to the bottom of what
 * is visible: the visual viewport (so that the send box stays above the on-screen keyboard) or
 * a bar fixed at the bottom of the screen (the tab bar), whichever is higher. Writes it as
 * `--thread-height` on the element; removes it when `active` is false (two panes).
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!active) {
      element.style.removeProperty('--thread-height');
      return;
    }
    const viewport = window.visualViewport;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const visibleBottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
      const top = element.getBoundingClientRect().top;
      // Whatever is drawn at the bottom edge and is not part of the page flow (a fixed tab bar).
      const atBottom = document.elementFromPoint(window.innerWidth / 2, visibleBottom - 2);
      const bar = atBottom?.closest<HTMLElement>('nav, footer, [role="navigation"]');
      const barTop =
        bar && !element.contains(bar) && getComputedStyle(bar).position === 'fixed'
          ? bar.getBoundingClientRect().top
          : visibleBottom;
      const height = Math.max(240, Math.min(visibleBottom, barTop) - top - BOTTOM_GAP_PX);
      element.style.setProperty('--thread-height', `${Math.round(height)}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    viewport?.addEventListener('resize', schedule);
    viewport?.addEventListener('scroll', schedule);
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      viewport?.removeEventListener('resize', schedule);
      viewport?.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      element.style.removeProperty('--thread-height');
    };
  }, [ref, active]);
}
