import { useEffect } from 'react';

/** "Login · Porchlight"; without a title, just "Porchlight". */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Porchlight` : 'Porchlight';
  }, [title]);
}
