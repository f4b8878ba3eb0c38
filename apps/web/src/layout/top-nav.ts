import type { MenuNode } from '../lib/build-routes';
import { ancestorKeys } from './menu-items';

/** The top-level entry whose subtree holds `pathname` (top navigation mode). */
export function topKeyOf(menu: MenuNode[], pathname: string): string | undefined {
  const direct = menu.find((node) => node.key === pathname);
  if (direct) return direct.key;
  return ancestorKeys(menu, pathname)[0];
}

/** Sidebar entries in top navigation mode: the children of the active top entry (none for a leaf). */
export function sidebarFor(menu: MenuNode[], topNav: boolean, topKey: string | undefined): MenuNode[] {
  if (!topNav) return menu;
  const top = menu.find((node) => node.key === topKey);
  return top?.children ?? [];
}

/** First routable leaf under an entry: where clicking a top entry goes. */
export function firstLeaf(node: MenuNode): MenuNode | undefined {
  if (!node.children) return node.path ? node : undefined;
  for (const child of node.children) {
    const leaf = firstLeaf(child);
    if (leaf) return leaf;
  }
  return undefined;
}
