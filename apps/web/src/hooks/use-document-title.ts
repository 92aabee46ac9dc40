import { useEffect } from 'react';

/** The browser tab says where the user is. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} - DocVue Exchange` : 'DocVue Exchange';
  }, [title]);
}
