import { LC_APP, LC_OBJECT } from '../data/lowcode.js';
import { WF_UNIT_VIEWER, WF_VIEWER } from '../data/workflow.js';
import { filterDeptId, SCOPED_VIEWER } from '../data/sql.js';
import { ADMIN } from './client.js';
import type { WorkerStep } from './types.js';
import { LIST_FLOORS, type ListFloor } from '../baseline/list-queries.js';

export type Floor = 'userList' | 'dict' | 'lowcodeList' | 'workflowTodo' | 'workflowTodoUnit' | ListFloor;

/**
 * One row per load scenario. A scenario whose probe answers HTTP 404 is reported as skipped ("endpoint not
 * built yet (issue N)") and lights up by itself once the endpoint lands.
 */
export interface Scenario {
  id: string;
  title: string;
  steps: WorkerStep[];
  /** GET used to tell whether the endpoint exists; defaults to the first step. */
  probe?: string;
  issue?: number;
  kind: 'read' | 'login' | 'noticeWrite' | 'loginStorm';
  /** The baseline whose throughput is this scenario's floor. */
  floor: Floor;
  /** Part of the mixed-read soak. */
  soak?: boolean;
  /** Who sends the requests; the seeded super admin unless given. */
  caller?: { username: string; password: string };
}

/** Page size of the list scenarios: the console's default table page. */
export const PAGE_SIZE = 20;
const scopedViewer = { username: SCOPED_VIEWER.username, password: ADMIN.password };

export const DICT_TYPE = 'sys_user_sex';

export const scenarios: Scenario[] = [
  {
    id: 'getInfo',
    title: 'GET user/getInfo',
    steps: [{ method: 'GET', path: '/zcps/system/user/getInfo' }],
    kind: 'read',
    floor: 'dict',
    soak: true,
  },
  {
    id: 'getRouters',
    title: 'GET menu/getRouters',
    steps: [{ method: 'GET', path: '/zcps/system/menu/getRouters' }],
    kind: 'read',
    floor: 'dict',
    soak: true,
  },
  {
    id: 'dict',
    title: `GET dict/data/type/${DICT_TYPE}`,
    steps: [{ method: 'GET', path: `/zcps/system/dict/data/type/${DICT_TYPE}` }],
    kind: 'read',
    floor: 'dict',
    soak: true,
  },
  {
    id: 'userList',
    title: 'GET user/list (dept filter, data scope)',
    steps: [
      {
        method: 'GET',
        path: `/zcps/system/user/list?pageNum=1&pageSize=${PAGE_SIZE}&deptId=${filterDeptId()}`,
      },
    ],
    issue: 5,
    caller: scopedViewer,
    kind: 'read',
    floor: 'userList',
    soak: true,
  },
  {
    id: 'noticeList',
    title: 'GET notice/list',
    steps: [{ method: 'GET', path: `/zcps/system/notice/list?${LIST_FLOORS.noticeList.query}` }],
    issue: 5,
    kind: 'read',
    floor: 'noticeList',
    soak: true,
  },
  {
    id: 'declarationList',
    title: 'GET review-declare/list (activity + stage + status)',
    steps: [
      {
        method: 'GET',
        path: `/zcps/title/review-declare/list?${LIST_FLOORS.declarationList.query}`,
      },
    ],
    issue: 8,
    kind: 'read',
    floor: 'declarationList',
    soak: true,
  },
  // Issue 25 point 2: the other lists the console opens by default, as it opens them (page 1 of 20, no filter),
  // each against a floor running its own SQL (src/baseline/list-queries.ts).
  ...(['employeeList', 'reviewStageList', 'reviewerList', 'operLogList', 'loginLogList'] as const).map(
    (id): Scenario => ({
      id,
      title: LIST_FLOORS[id].title,
      steps: [{ method: 'GET', path: `/zcps${LIST_FLOORS[id].endpoint}?${LIST_FLOORS[id].query}` }],
      issue: 25,
      kind: 'read',
      floor: id,
      soak: true,
    }),
  ),
  {
    id: 'lowcodeList',
    title: `GET lc/${LC_APP}/${LC_OBJECT}/list (generic low-code list)`,
    steps: [{ method: 'GET', path: `/zcps/lc/${LC_APP}/${LC_OBJECT}/list?pageNum=1&pageSize=${PAGE_SIZE}` }],
    issue: 23,
    kind: 'read',
    floor: 'lowcodeList',
    soak: true,
  },
  {
    id: 'workflowTodo',
    title: 'GET workflow/task/todo (我的待办, office reviewer: ~N/2 rows)',
    steps: [{ method: 'GET', path: `/zcps/workflow/task/todo?pageNum=1&pageSize=${PAGE_SIZE}` }],
    issue: 21,
    caller: { username: WF_VIEWER.username, password: ADMIN.password },
    kind: 'read',
    floor: 'workflowTodo',
    soak: true,
  },
  {
    id: 'workflowTodoUnit',
    title: 'GET workflow/task/todo (我的待办, unit reviewer: ~N/100 rows)',
    steps: [{ method: 'GET', path: `/zcps/workflow/task/todo?pageNum=1&pageSize=${PAGE_SIZE}` }],
    issue: 21,
    caller: { username: WF_UNIT_VIEWER.username, password: ADMIN.password },
    kind: 'read',
    floor: 'workflowTodoUnit',
  },
  {
    id: 'noticeWrite',
    title: 'notice create + find + delete (3 requests/op)',
    steps: [],
    probe: '/zcps/system/notice/list?pageNum=1&pageSize=1',
    issue: 5,
    kind: 'noticeWrite',
    floor: 'dict',
  },
  // Last: logins pile up sessions and may evict the admin token the read scenarios use.
  {
    id: 'login',
    title: 'POST auth/new/login (encrypted, bcrypt)',
    steps: [{ method: 'POST', path: '/zcps/auth/new/login' }],
    kind: 'login',
    floor: 'dict',
  },
  // Issue 25 point 3 (src/load/login-storm.ts): the user list alone, sign-ins alone at 64 connections, then both.
  {
    id: 'loginStorm',
    title: 'sign-in storm (64 conns) + GET user/list',
    steps: [],
    issue: 25,
    kind: 'loginStorm',
    floor: 'userList',
  },
];

function todoFloor(viewer: { userId: number; roleId: number }): string {
  return `/wf/todo?pageNum=1&pageSize=${PAGE_SIZE}&userId=${viewer.userId}&roleId=${viewer.roleId}`;
}

export const floorScenarios: Record<Floor, WorkerStep[]> = {
  userList: [{ method: 'GET', path: `/user/list?pageNum=1&pageSize=${PAGE_SIZE}&deptId=${filterDeptId()}` }],
  dict: [{ method: 'GET', path: `/dict/${DICT_TYPE}` }],
  lowcodeList: [{ method: 'GET', path: `/lc/list?pageNum=1&pageSize=${PAGE_SIZE}` }],
  workflowTodo: [{ method: 'GET', path: todoFloor(WF_VIEWER) }],
  workflowTodoUnit: [{ method: 'GET', path: todoFloor(WF_UNIT_VIEWER) }],
  ...(Object.fromEntries(
    Object.entries(LIST_FLOORS).map(([id, list]) => [
      id,
      [{ method: 'GET', path: `/lists/${id}?${list.query}` }],
    ]),
  ) as Record<ListFloor, WorkerStep[]>),
};
