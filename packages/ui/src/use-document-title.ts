import { useEffect } from 'react';

/** The product's name, the last part of every document title. */
const productName = 'Duality';

/** Sets the document title to "{title} | Duality" while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${productName}`;
  }, [title]);
}
