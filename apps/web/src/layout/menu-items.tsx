import type { MenuProps } from 'antd';
import type { MenuNode } from '../app/routes/build-routes';
import { MenuIcon } from './icon-map';

type MenuItem = Required<MenuProps>['items'][number];

export function toMenuItems(nodes: MenuNode[], depth = 0): MenuItem[] {
  return nodes.map((node) => {
    // Top-level entries always get an icon so the collapsed sidebar stays usable.
    const icon = node.icon || depth === 0 ? <MenuIcon name={node.icon} /> : undefined;
    if (node.children) {
      return { key: node.key, icon, label: node.title, children: toMenuItems(node.children, depth + 1) };
    }
    return { key: node.key, icon, label: node.title, title: node.title };
  });
}

export function indexMenu(nodes: MenuNode[], into = new Map<string, MenuNode>()): Map<string, MenuNode> {
  for (const node of nodes) {
    into.set(node.key, node);
    if (node.children) indexMenu(node.children, into);
  }
  return into;
}

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
