import type { MenuNode } from '../lib/build-routes';

function findTrail(nodes: MenuNode[], key: string, trail: string[]): string[] | null {
  for (const node of nodes) {
    if (node.key === key) return trail;
    if (node.children) {
      const found = findTrail(node.children, key, [...trail, node.key]);
      if (found) return found;
    }
  }
  return null;
}

/** Keys of the submenus that contain `key`, outermost first; empty when the key is not in the menu. */
export function ancestorKeys(nodes: MenuNode[], key: string): string[] {
  return findTrail(nodes, key, []) ?? [];
}

/** Unique-opened: keep only the newly opened submenu and the submenus around it. */
export function uniqueOpenKeys(previous: string[], next: string[]): string[] {
  const latest = next.find((key) => !previous.includes(key));
  if (!latest) return next;
  return next.filter((key) => key === latest || latest.startsWith(`${key}/`));
}
