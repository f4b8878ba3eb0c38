import { createContext, useContext } from 'react';

/** False while a kept-alive page sits in a background tab: pages that poll can pause on it. */
export const PageActiveContext = createContext(true);

export function usePageActive(): boolean {
  return useContext(PageActiveContext);
}
