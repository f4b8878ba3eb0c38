import { RouteComponent, type RouterVo } from '@zcps/contracts';

export type RouteKind = 'page' | 'innerLink' | 'placeholder';

/** A route the router can mount: server tree flattened, paths absolute. */
export interface FlatRoute {
  path: string;
  name?: string;
  title: string;
  /** i18n key used instead of `title` for the console's own static routes. */
  titleKey?: string;
  componentKey: string;
  kind: RouteKind;
  link?: string;
  noCache: boolean;
  hidden: boolean;
  /** Titles from the top menu down to this route. */
  breadcrumb: string[];
}

export interface MenuNode {
  key: string;
  title: string;
  icon?: string;
  path?: string;
  /** Absolute http(s) address: opened in a new browser tab, never routed. */
  externalLink?: string;
  query?: Record<string, string>;
  children?: MenuNode[];
}

export interface DirectoryRedirect {
  from: string;
  to: string;
}

export interface BuiltRoutes {
  menu: MenuNode[];
  routes: FlatRoute[];
  redirects: DirectoryRedirect[];
}

const HTTP_PATTERN = /^https?:\/\//i;

export function isExternal(path: string | undefined | null): boolean {
  return !!path && HTTP_PATTERN.test(path);
}

export function joinPath(base: string, path: string): string {
  if (isExternal(path)) return path;
  const joined = path.startsWith('/') ? path : `${base}/${path}`;
  const collapsed = joined.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : '/';
}

function parseQuery(raw: string | undefined): Record<string, string> | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return undefined;
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  } catch {
    return undefined;
  }
}

function leafKind(component: string, hasPage: (key: string) => boolean): RouteKind {
  if (component === RouteComponent.INNER_LINK) return 'innerLink';
  if (component === RouteComponent.LAYOUT || component === RouteComponent.PARENT_VIEW) return 'placeholder';
  return hasPage(component) ? 'page' : 'placeholder';
}

function collectRoutes(
  nodes: RouterVo[],
  base: string,
  trail: string[],
  hasPage: (key: string) => boolean,
  out: BuiltRoutes,
): string | undefined {
  let firstLeaf: string | undefined;
  for (const node of nodes) {
    if (isExternal(node.path)) continue;
    const path = joinPath(base, node.path);
    const title = node.meta?.title ?? '';
    const crumbs = title ? [...trail, title] : trail;
    if (node.children?.length) {
      // Layout and ParentView levels only contribute their path: children are flattened beneath them.
      const target = collectRoutes(node.children, path, crumbs, hasPage, out);
      if (target && path !== '/' && path !== target) out.redirects.push({ from: path, to: target });
      firstLeaf ??= target;
      continue;
    }
    const componentKey = node.component || RouteComponent.LAYOUT;
    const route: FlatRoute = {
      path,
      title,
      componentKey,
      kind: leafKind(componentKey, hasPage),
      noCache: node.meta?.noCache ?? false,
      hidden: node.hidden,
      breadcrumb: crumbs,
    };
    if (node.name) route.name = node.name;
    if (node.meta?.link) route.link = node.meta.link;
    out.routes.push(route);
    if (!node.hidden) firstLeaf ??= path;
  }
  return firstLeaf;
}

function leafNode(node: RouterVo, path: string, fallbackIcon?: string | null): MenuNode {
  const icon = node.meta?.icon && node.meta.icon !== '#' ? node.meta.icon : fallbackIcon;
  const item: MenuNode = { key: path, title: node.meta?.title ?? '' };
  if (icon && icon !== '#') item.icon = icon;
  if (isExternal(path)) item.externalLink = path;
  else item.path = path;
  const query = parseQuery(node.query);
  if (query) item.query = query;
  return item;
}

/** Sidebar rules of the RuoYi family: hidden entries skipped, a lone child promoted unless alwaysShow. */
function toMenu(node: RouterVo, base: string): MenuNode | null {
  if (node.hidden) return null;
  const path = joinPath(base, node.path);
  const visible = (node.children ?? []).filter((child) => !child.hidden);
  if (!node.alwaysShow && visible.length <= 1) {
    const only = visible[0];
    if (!only) return leafNode(node, path);
    if (!only.children?.some((c) => !c.hidden))
      return leafNode(only, joinPath(path, only.path), node.meta?.icon);
  }
  const children = visible.map((child) => toMenu(child, path)).filter((c): c is MenuNode => c !== null);
  const item: MenuNode = { key: path, title: node.meta?.title ?? '', children };
  if (node.meta?.icon && node.meta.icon !== '#') item.icon = node.meta.icon;
  return item;
}

export function buildRoutes(routers: RouterVo[], hasPage: (key: string) => boolean): BuiltRoutes {
  const out: BuiltRoutes = { menu: [], routes: [], redirects: [] };
  collectRoutes(routers, '/', [], hasPage, out);
  out.menu = routers.map((node) => toMenu(node, '/')).filter((m): m is MenuNode => m !== null);
  return out;
}

/** Leaf menu entries in sidebar order, for quick links. */
export function flattenMenu(menu: MenuNode[]): MenuNode[] {
  return menu.flatMap((item) => (item.children ? flattenMenu(item.children) : [item]));
}
