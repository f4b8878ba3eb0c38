import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Pages reachable from server menus: `src/features/<area>/<feature>/index.tsx` exporting `Page`.
 * The file path below `features/` is the menu's component key, e.g. `system/user/index`.
 */
export interface PageModule {
  Page: ComponentType;
}

type Loader = () => Promise<PageModule>;

const loaders = import.meta.glob<PageModule>('../../features/**/index.tsx');

export function componentKeyOf(file: string): string {
  return file.replace(/^.*?features\//, '').replace(/\.tsx$/, '');
}

export function normaliseKey(key: string): string {
  return key
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx)$/, '');
}

const registry = new Map<string, Loader>(
  Object.entries(loaders).map(([file, load]) => [componentKeyOf(file), load as Loader]),
);
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function findLoader(key: string): [string, Loader] | undefined {
  const normalised = normaliseKey(key);
  for (const candidate of [normalised, `${normalised}/index`]) {
    const loader = registry.get(candidate);
    if (loader) return [candidate, loader];
  }
  return undefined;
}

export function hasPage(key: string): boolean {
  return findLoader(key) !== undefined;
}

export function getPage(key: string): LazyExoticComponent<ComponentType> | undefined {
  const found = findLoader(key);
  if (!found) return undefined;
  const [resolved, load] = found;
  let page = lazyPages.get(resolved);
  if (!page) {
    page = lazy(() => load().then((module) => ({ default: module.Page })));
    lazyPages.set(resolved, page);
  }
  return page;
}

export function registeredKeys(): string[] {
  return [...registry.keys()].sort();
}
