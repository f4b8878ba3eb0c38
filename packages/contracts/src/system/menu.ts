import { z } from 'zod';

/** Menu kinds: M directory, C page, F button. */
export const MenuType = { DIRECTORY: 'M', MENU: 'C', BUTTON: 'F' } as const;
export type MenuTypeValue = (typeof MenuType)[keyof typeof MenuType];

export const metaVoSchema = z.object({
  title: z.string(),
  icon: z.string().nullable(),
  noCache: z.boolean(),
  link: z.string().nullable(),
});
export type MetaVo = z.infer<typeof metaVoSchema>;

export interface RouterVo {
  name?: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: MetaVo;
  children?: RouterVo[];
}

export const routerVoSchema: z.ZodType<RouterVo> = z.lazy(() =>
  z.object({
    name: z.string().optional(),
    path: z.string(),
    hidden: z.boolean(),
    redirect: z.string().optional(),
    component: z.string().optional(),
    query: z.string().optional(),
    alwaysShow: z.boolean().optional(),
    meta: metaVoSchema.optional(),
    children: z.array(routerVoSchema).optional(),
  }),
);

/** Permission codes of the menu screen (seeded in menus-system.ts). */
export const MenuPermission = {
  LIST: 'system:menu:list',
  QUERY: 'system:menu:query',
  ADD: 'system:menu:add',
  EDIT: 'system:menu:edit',
  REMOVE: 'system:menu:remove',
} as const;

const flag = z.enum(['0', '1']);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** One sys_menu row. The list localizes menuName by Content-Language; GET /{menuId} answers it as stored. */
export const menuVoSchema = z.object({
  menuId: z.number().int(),
  menuName: z.string(),
  menuNameEn: z.string().nullable(),
  parentId: z.number().int(),
  orderNum: z.number().int(),
  path: z.string(),
  component: z.string().nullable(),
  queryParam: z.string().nullable(),
  /** '0' external link, '1' inside the console. */
  isFrame: flag,
  /** '0' kept alive, '1' not cached. */
  isCache: flag,
  menuType: z.enum(['M', 'C', 'F']),
  visible: flag,
  status: flag,
  perms: z.string().nullable(),
  icon: z.string(),
  createTime: z.string().nullable(),
  remark: z.string(),
});
export type MenuVo = z.infer<typeof menuVoSchema>;

export const menuQuerySchema = z.object({
  menuName: optionalText(50),
  visible: flag.optional(),
  status: flag.optional(),
});
export type MenuQuery = z.infer<typeof menuQuerySchema>;

const PERMS_PATTERN = /^(|[a-zA-Z0-9_-]+:[a-zA-Z0-9_-]+:[a-zA-Z0-9_-]+)$/;

/** Add/edit body; the per-type rules (path, component, links, parent) are checked by the server's service. */
export const menuBodySchema = z.object({
  menuId: z.coerce.number().int().positive().optional(),
  menuName: z.string().trim().min(1).max(50),
  menuNameEn: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || null),
  parentId: z.coerce.number().int().min(0).default(0),
  orderNum: z.coerce.number().int().min(0).max(99999),
  path: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v ?? ''),
  component: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  queryParam: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => v || null),
  isFrame: z.coerce.string().pipe(flag).default('1'),
  isCache: z.coerce.string().pipe(flag).default('0'),
  menuType: z.enum(['M', 'C', 'F']),
  visible: flag.default('0'),
  status: flag.default('0'),
  perms: z
    .string()
    .trim()
    .max(100)
    .regex(PERMS_PATTERN)
    .nullish()
    .transform((v) => v || null),
  icon: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || '#'),
  remark: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v ?? ''),
});
export type MenuBody = z.input<typeof menuBodySchema>;
export type MenuInput = z.output<typeof menuBodySchema>;

/** A tree-select node (the family's Hutool tree: label, weight = order_num). */
export interface MenuTreeNode {
  id: number;
  parentId: number;
  label: string;
  weight: number;
  children?: MenuTreeNode[];
}
export const menuTreeNodeSchema: z.ZodType<MenuTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int(),
    label: z.string(),
    weight: z.number().int(),
    children: z.array(menuTreeNodeSchema).optional(),
  }),
);

/** GET roleMenuTreeselect/{roleId}: the caller's menu tree and the role's granted ids. */
export const roleMenuTreeSchema = z.object({
  checkedKeys: z.array(z.number().int()),
  menus: z.array(menuTreeNodeSchema),
});
export type RoleMenuTree = z.infer<typeof roleMenuTreeSchema>;
