import { z } from 'zod';

/** Permission codes of the dept screen (seeded buttons; the console gates on the same codes). */
export const DeptPermission = {
  LIST: 'system:dept:list',
  QUERY: 'system:dept:query',
  ADD: 'system:dept:add',
  EDIT: 'system:dept:edit',
  REMOVE: 'system:dept:remove',
} as const;

/** Status of depts and posts (dict sys_normal_disable): 0 normal, 1 disabled. */
export const DeptPostStatus = { NORMAL: '0', DISABLED: '1' } as const;

const noHtml = (s: string) => !/<[^>]*>/.test(s);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const statusValue = z.enum([DeptPostStatus.NORMAL, DeptPostStatus.DISABLED]);
/** Filters accept '' for "any", as the console's cleared selects send it. */
const statusFilter = z.enum([DeptPostStatus.NORMAL, DeptPostStatus.DISABLED, '']).optional();

export const deptVoSchema = z.object({
  deptId: z.number().int(),
  parentId: z.number().int(),
  parentName: z.string().nullable(),
  /** Comma list of ancestor ids from the top: `0,100,101`. */
  ancestors: z.string(),
  deptName: z.string(),
  deptCategory: z.string().nullable(),
  orderNum: z.number().int(),
  leader: z.number().int().nullable(),
  leaderName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string(),
  createTime: z.string().nullable(),
});
export type DeptVo = z.infer<typeof deptVoSchema>;

export const deptFilterSchema = z.object({
  deptId: z.coerce.number().int().positive().optional(),
  parentId: z.coerce.number().int().min(0).optional(),
  deptName: z.string().trim().max(30).optional(),
  deptCategory: z.string().trim().max(100).optional(),
  status: statusFilter,
});
export type DeptFilter = z.infer<typeof deptFilterSchema>;

/** `POST /system/dept`. The parent must exist (the tenant's root dept is made with the tenant). */
export const deptCreateSchema = z.object({
  parentId: z.number().int().min(0),
  deptName: z.string().trim().min(1).max(30).refine(noHtml),
  deptCategory: optionalText(100),
  orderNum: z.number().int().min(0).max(99_999),
  leader: z.number().int().positive().nullish(),
  phone: z
    .string()
    .trim()
    .max(11)
    .regex(/^[\d-]*$/)
    .nullish(),
  email: z.union([z.literal(''), z.string().trim().max(50).pipe(z.email())]).nullish(),
  status: statusValue.default(DeptPostStatus.NORMAL),
});
export type DeptCreate = z.infer<typeof deptCreateSchema>;

export const deptUpdateSchema = deptCreateSchema.extend({ deptId: z.number().int().positive() });
export type DeptUpdate = z.infer<typeof deptUpdateSchema>;

/** A node of the dept tree (user screen's left panel, role data-scope picker): weight = order_num. */
export interface DeptTreeNode {
  id: number;
  parentId: number;
  label: string;
  weight: number;
  disabled: boolean;
  children?: DeptTreeNode[];
}

export const deptTreeNodeSchema: z.ZodType<DeptTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int(),
    label: z.string(),
    weight: z.number().int(),
    disabled: z.boolean(),
    children: z.array(deptTreeNodeSchema).optional(),
  }),
);

/** `?deptIds=1,2` of optionselect; empty means all. */
export const optionIdsQuery = z
  .string()
  .regex(/^(\d{1,19}(,\d{1,19})*)?$/)
  .max(4000)
  .optional()
  .transform((s) => (s ? [...new Set(s.split(',').map(Number))] : undefined));

/** Flat rows → tree; a row whose parent is not among the rows (scoped out, or the top) becomes a root. */
export function buildDeptTree<T extends { deptId: number; parentId: number }, N extends { children?: N[] }>(
  rows: readonly T[],
  toNode: (row: T) => N,
): N[] {
  const nodes = new Map<number, N>();
  for (const row of rows) nodes.set(row.deptId, toNode(row));
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(row.deptId)!;
    const parent = row.parentId === row.deptId ? undefined : nodes.get(row.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
