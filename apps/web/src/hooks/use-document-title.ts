import { documentTitle } from '@porchlight/contracts';
import { useEffect } from 'react';

/** "Login · Porchlight"; without a title, just "Porchlight" (the server's head says the same). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
