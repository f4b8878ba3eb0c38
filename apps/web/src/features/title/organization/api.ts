import type { FormRule } from 'antd';
import {
  buildDeptTree,
  isValidCreditCode,
  type DeptTreeNode,
  type OrganizationCreate,
  type OrganizationUpdate,
  type OrganizationVo,
  type Result,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

const BASE = '/title/organization';

export const organizationApi = {
  list: (params: Record<string, unknown>) => http.get<Result<OrganizationVo[]>>(`${BASE}/list`, { params }),
  /** Every organization but this one and its subtree: where it may move. */
  parentChoices: (orgId: number) => http.get<Result<OrganizationVo[]>>(`${BASE}/list/exclude/${orgId}`),
  /** Enabled organizations as a tree, for the selects of other screens. */
  tree: () => http.get<Result<DeptTreeNode[]>>(`${BASE}/treeselect`),
  add: (body: OrganizationCreate) => http.post<Result<null>>(BASE, body),
  update: (body: OrganizationUpdate) => http.put<Result<null>>(BASE, body),
  remove: (orgId: number) => http.delete<Result<null>>(`${BASE}/${orgId}`),
  exportUrl: `${BASE}/export`,
};

/** A select's tree node: `{value, title, children}` from the server's `{id, label, children}`. */
export interface OrgOption {
  value: number;
  title: string;
  children?: OrgOption[];
}

export function toOrgOptions(nodes: readonly DeptTreeNode[]): OrgOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.label,
    ...(n.children?.length ? { children: toOrgOptions(n.children) } : {}),
  }));
}

/** The flat list (tree order) as nested nodes made by `toNode`. */
export function nestOrganizations<N extends { children?: N[] }>(
  rows: readonly OrganizationVo[],
  toNode: (row: OrganizationVo) => N,
): N[] {
  return buildDeptTree(
    rows.map((row) => ({ ...row, deptId: row.orgId })),
    toNode,
  );
}

/** Checks a typed credit code (GB 32100 check character) before the server does; blank passes. */
export function creditCodeRule(message: string): FormRule {
  return {
    validator: async (_rule, value?: string) => {
      if (value && !isValidCreditCode(value)) throw new Error(message);
    },
  };
}
