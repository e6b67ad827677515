import { useEffect } from 'react';
import { fr } from './fr.ts';

/** Names the browser tab after the screen (WCAG 2.4.2), e.g. « Utilisateurs · Relève ». */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${fr.productName}`;
  }, [title]);
}
