import type { MenuVo } from '@zcps/contracts';

export type MenuNode = MenuVo & { children?: MenuNode[] };

/** Flat rows (ordered by parent and order) → a forest; rows whose parent is not listed become roots. */
export function toMenuTree(rows: readonly MenuVo[]): MenuNode[] {
  const byId = new Map<number, MenuNode>(rows.map((r) => [r.menuId, { ...r }]));
  const roots: MenuNode[] = [];
  for (const row of rows) {
    const node = byId.get(row.menuId)!;
    const parent = byId.get(row.parentId);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export interface ParentOption {
  value: number;
  title: string;
  children?: ParentOption[];
}

/**
 * Parents a menu may move under: directories and pages (never buttons), without the menu itself and
 * its descendants, below a top-level root (0).
 */
export function parentOptions(
  tree: readonly MenuNode[],
  rootTitle: string,
  exceptId?: number,
): ParentOption[] {
  const walk = (nodes: readonly MenuNode[]): ParentOption[] =>
    nodes
      .filter((n) => n.menuType !== 'F' && n.menuId !== exceptId)
      .map((n) => {
        const children = walk(n.children ?? []);
        return { value: n.menuId, title: n.menuName, ...(children.length ? { children } : {}) };
      });
  return [{ value: 0, title: rootTitle, children: walk(tree) }];
}

export type MenuField =
  'icon' | 'isFrame' | 'path' | 'component' | 'perms' | 'queryParam' | 'isCache' | 'visible' | 'status';

/** Which form fields a menu type uses: directories route, pages route and render, buttons only gate. */
export function fieldsOf(menuType: string | undefined): ReadonlySet<MenuField> {
  if (menuType === 'F') return new Set<MenuField>(['perms']);
  if (menuType === 'M') return new Set<MenuField>(['icon', 'isFrame', 'path', 'visible', 'status']);
  return new Set<MenuField>([
    'icon',
    'isFrame',
    'path',
    'component',
    'perms',
    'queryParam',
    'isCache',
    'visible',
    'status',
  ]);
}
