import { RouteComponent, type Language, type MetaVo, type RouterVo } from '@zcps/contracts';

/** The menu columns route building needs (a subset of sys_menu). */
export interface RouterMenu {
  menuId: number;
  parentId: number;
  menuName: string;
  menuNameEn: string | null;
  path: string;
  component: string | null;
  queryParam: string | null;
  isFrame: number;
  isCache: number;
  menuType: string;
  visible: string;
  icon: string;
}

const HTTP = /^https?:\/\//;

const isHttp = (path: string) => HTTP.test(path);
const capitalize = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
const isMenuFrame = (m: RouterMenu) => m.parentId === 0 && m.menuType === 'C' && m.isFrame === 1;
const isInnerLink = (m: RouterMenu) => m.isFrame === 1 && isHttp(m.path);
const isParentView = (m: RouterMenu) => m.parentId !== 0 && m.menuType === 'M';

/** `https://www.example.com:8080` → `example/com/8080`: a link turned into a route segment. */
export function innerLinkReplaceEach(path: string): string {
  return path
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[.:]/g, '/');
}

function routerPath(m: RouterMenu): string {
  let path = m.path;
  if (m.parentId !== 0 && isInnerLink(m)) path = innerLinkReplaceEach(path);
  if (m.parentId === 0 && m.menuType === 'M' && m.isFrame === 1) return `/${path}`;
  if (isMenuFrame(m)) return '/';
  return path;
}

function component(m: RouterMenu): string {
  if (m.component && !isMenuFrame(m)) return m.component;
  if (!m.component && m.parentId !== 0 && isInnerLink(m)) return RouteComponent.INNER_LINK;
  if (!m.component && isParentView(m)) return RouteComponent.PARENT_VIEW;
  return RouteComponent.LAYOUT;
}

function title(m: RouterMenu, lang: Language): string {
  return lang === 'en_US' && m.menuNameEn ? m.menuNameEn : m.menuName;
}

function meta(m: RouterMenu, lang: Language): MetaVo {
  return {
    title: title(m, lang),
    icon: m.icon,
    noCache: m.isCache === 1,
    link: isHttp(m.path) ? m.path : null,
  };
}

function withQuery(vo: RouterVo, query: string | null): RouterVo {
  return query ? { ...vo, query } : vo;
}

function buildNode(m: RouterMenu, children: Map<number, RouterMenu[]>, lang: Language): RouterVo {
  const kids = children.get(m.menuId) ?? [];
  const base: RouterVo = withQuery(
    {
      name: (isMenuFrame(m) ? '' : capitalize(m.path)) + m.menuId,
      path: routerPath(m),
      hidden: m.visible === '1',
      component: component(m),
      meta: meta(m, lang),
    },
    m.queryParam,
  );
  if (kids.length && m.menuType === 'M') {
    return {
      ...base,
      alwaysShow: true,
      redirect: 'noRedirect',
      children: kids.map((k) => buildNode(k, children, lang)),
    };
  }
  if (isMenuFrame(m)) {
    const { meta: _omit, ...frame } = base;
    const child = withQuery(
      {
        name: capitalize(m.path) + m.menuId,
        path: m.path,
        hidden: false,
        component: m.component ?? undefined,
        meta: meta(m, lang),
      },
      m.queryParam,
    );
    return { ...frame, query: undefined, children: [child] };
  }
  if (m.parentId === 0 && isInnerLink(m)) {
    const linkPath = innerLinkReplaceEach(m.path);
    const child: RouterVo = {
      name: capitalize(linkPath) + m.menuId,
      path: linkPath,
      hidden: false,
      component: RouteComponent.INNER_LINK,
      meta: { title: title(m, lang), icon: m.icon, noCache: false, link: m.path },
    };
    return { ...base, path: '/', meta: { ...meta(m, lang), noCache: false, link: null }, children: [child] };
  }
  return base;
}

/** Drops absent optional fields, as the family's NON_EMPTY serialisation does. */
function compact(vo: RouterVo): RouterVo {
  const out = Object.fromEntries(
    Object.entries(vo).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length)),
  ) as unknown as RouterVo;
  if (out.children) out.children = out.children.map(compact);
  return out;
}

/**
 * sys_menu rows (directories and pages, ordered by parent and order) → the route tree of getRouters
 * (reference §3.2). Rows whose parent is not in the set are dropped.
 */
export function buildRouters(menus: readonly RouterMenu[], lang: Language): RouterVo[] {
  const children = new Map<number, RouterMenu[]>();
  for (const m of menus) {
    const list = children.get(m.parentId) ?? [];
    list.push(m);
    children.set(m.parentId, list);
  }
  return (children.get(0) ?? []).map((m) => compact(buildNode(m, children, lang)));
}
