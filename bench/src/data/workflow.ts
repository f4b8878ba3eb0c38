import type { DataScale } from '../options.js';
import { authHeaders, login, publicKey } from '../load/client.js';
import { FIRST_USER_ID, TENANT } from './sql.js';

/**
 * Workflow data (issue 21): a pre-review process made and deployed through the model API of the seeding server,
 * two instances started and moved through its task API (one waiting at 单位推荐, one at 评审办受理), then those
 * two cloned by INSERT … SELECT into N running instances with their tasks, history and activity rows: the
 * engine states are the engine's own, with the per-instance variables (initiator, unit reviewer) merged in
 * where the engine keeps them, so every clone recovers and takes approvals like an instance the engine made.
 */
export const WF_KEY = 'bench_prereview';
/**
 * Who approves 单位推荐: one of these users, by the start variable `unitReviewer`. The first holds the office role
 * (3), a candidate of every 评审办受理 task; the others a bench role with the office's menus and no task of its own.
 */
export const WF_REVIEWERS = {
  firstUserId: 910,
  count: 50,
  officeRoleId: 3,
  unitRoleId: 91,
  deptId: 106,
  prefix: 'benchwf',
};
/**
 * The todo scenarios' callers. The office reviewer: 评审办受理 of half the instances plus 1/50 of the 单位推荐
 * tasks, 我的待办 of about N/2 + N/100 rows. A unit reviewer: only their 1/50 of the 单位推荐 tasks (N/100 rows).
 */
export const WF_VIEWER = {
  userId: WF_REVIEWERS.firstUserId,
  username: `${WF_REVIEWERS.prefix}0`,
  roleId: WF_REVIEWERS.officeRoleId,
};
export const WF_UNIT_VIEWER = {
  userId: WF_REVIEWERS.firstUserId + 1,
  username: `${WF_REVIEWERS.prefix}1`,
  roleId: WF_REVIEWERS.unitRoleId,
};
export const FIRST_INSTANCE_ID = 1_000_000;
const TASKS_PER_INSTANCE = 4;

const head = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:zcps="http://zcps.dev/schema/bpmn/zcps" id="defs" targetNamespace="http://zcps.dev/bpmn">`;
const buttons = 'zcps:buttons="approve,reject,return,cc"';

/** 申报人提交 → 单位推荐 (the unit reviewer named at start) → 评审办受理 (office role) → end. */
export const WF_XML = `${head}
  <bpmn:process id="${WF_KEY}" name="压测申报预审" isExecutable="true">
    <bpmn:startEvent id="start" name="开始"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="submit" name="申报人提交" zcps:candidateStrategy="initiator" ${buttons}>
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:userTask id="unit" name="单位推荐" zcps:candidateStrategy="expression" zcps:candidates="=unitReviewer" ${buttons}>
      <bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing></bpmn:userTask>
    <bpmn:userTask id="office" name="评审办受理" zcps:candidateStrategy="role" zcps:candidates="${WF_REVIEWERS.officeRoleId}" ${buttons}>
      <bpmn:incoming>f3</bpmn:incoming><bpmn:outgoing>f4</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f4</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="submit" />
    <bpmn:sequenceFlow id="f2" sourceRef="submit" targetRef="unit" />
    <bpmn:sequenceFlow id="f3" sourceRef="unit" targetRef="office" />
    <bpmn:sequenceFlow id="f4" sourceRef="office" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
  rows?: { taskId: number; instanceId: number; elementId: string }[];
}

/** Deploys the process and makes the two template instances through the server at `base` (as the admin). */
export async function createWorkflowTemplates(base: string): Promise<void> {
  const headers = authHeaders(await login(base, await publicKey(base)));
  const call = async (method: 'GET' | 'POST', url: string, body?: object) => {
    const res = await fetch(`${base}/zcps/workflow/${url}`, {
      method,
      headers,
      ...(method === 'POST' && { body: JSON.stringify(body ?? {}) }),
    });
    const json = (await res.json()) as Envelope;
    if (json.code !== 200) throw new Error(`workflow ${method} ${url}: ${json.code} ${json.msg}`);
    return json;
  };
  const modelId = (await call('POST', 'model', { modelKey: WF_KEY, modelName: '压测申报预审', xml: WF_XML }))
    .data as number;
  await call('POST', `model/deploy/${modelId}`);
  const approveAt = async (instanceId: number, elementId: string) => {
    const todo = await call('GET', 'task/todo?pageNum=1&pageSize=100');
    const task = todo.rows?.find((r) => r.instanceId === instanceId && r.elementId === elementId);
    if (!task) throw new Error(`workflow template ${instanceId}: no open ${elementId} task for the admin`);
    await call('POST', 'task/approve', { taskId: task.taskId, comment: '同意' });
  };
  // No business key: a process started for a business record leaves its initiator's step to that record's page.
  for (const steps of [['submit'], ['submit', 'unit']]) {
    const started = await call('POST', 'process/start', {
      definitionKey: WF_KEY,
      variables: { unitReviewer: 1 },
    });
    const { instanceId } = started.data as { instanceId: number };
    for (const step of steps) await approveAt(instanceId, step);
  }
}

/** The engine keeps the process variables in three places of its state; merge `vars` into each. */
function mergeStateVariables(state: string, vars: string): string {
  const paths = [
    '{environment,variables}',
    '{definitions,0,environment,variables}',
    '{definitions,0,execution,processes,0,environment,variables}',
  ];
  return paths.reduce(
    (s, p) => `jsonb_set(${s}, '${p}', COALESCE(${state} #> '${p}', '{}'::jsonb) || ${vars})`,
    state,
  );
}

export function workflowGenerationSql(scale: DataScale): { label: string; sql: string }[] {
  const n = scale.workflowInstances;
  if (n <= 0) return [];
  const r = WF_REVIEWERS;
  const stride = Math.max(1, Math.floor(scale.users / n));
  // Clone g: the unit template when g is even, the office one when odd (each reviewer gets both kinds);
  // applicant = a generated user.
  // The templates: the first bench instance waiting at each of 单位推荐 and 评审办受理.
  const templates = `SELECT k.element_id AS kind, min(i.instance_id) AS id
    FROM wf_instance i JOIN wf_definition d ON d.definition_id = i.definition_id
    JOIN wf_task k ON k.instance_id = i.instance_id AND k.status = 'open'
    WHERE d.tenant_id = '${TENANT}' AND d.definition_key = '${WF_KEY}' AND i.instance_id < ${FIRST_INSTANCE_ID}
    GROUP BY k.element_id`;
  const clones = `
  SELECT g, ${FIRST_INSTANCE_ID} + g AS id, t.id AS template, u.user_id AS initiator, u.dept_id,
    ${r.firstUserId} + (g / 2) % ${r.count} AS reviewer, now() - make_interval(mins => ${n} - g) AS started
  FROM generate_series(0, ${n - 1}) g
  JOIN (${templates}) t ON t.kind = CASE WHEN g % 2 = 0 THEN 'unit' ELSE 'office' END
  JOIN sys_user u ON u.user_id = ${FIRST_USER_ID} + g * ${stride}`;
  const who = (element: string, fallback: string) =>
    `CASE ${element} WHEN 'submit' THEN c.initiator WHEN 'unit' THEN c.reviewer ELSE ${fallback} END`;
  const templateTasks = `SELECT t.*, row_number() OVER (PARTITION BY t.instance_id ORDER BY t.task_id) - 1 AS n
    FROM wf_task t WHERE t.instance_id IN (SELECT id FROM (${templates}) x)`;
  return [
    {
      label: `${r.count} workflow reviewers`,
      sql: `
INSERT INTO sys_role (role_id, tenant_id, role_name, role_key, role_sort, data_scope, status, del_flag,
  create_by, create_dept, create_time, update_time)
VALUES (${r.unitRoleId}, '${TENANT}', '压测单位审核', 'benchwfunit', 91, '1', '0', '0', 1, 103, now(), now());
INSERT INTO sys_role_menu (role_id, menu_id) SELECT ${r.unitRoleId}, menu_id FROM sys_role_menu WHERE role_id = ${r.officeRoleId};
INSERT INTO sys_user (user_id, tenant_id, dept_id, user_name, nick_name, user_type, password, status, del_flag,
  create_by, create_dept, create_time, update_time)
SELECT ${r.firstUserId} + g, '${TENANT}', ${r.deptId}, '${r.prefix}' || g, '压测审批员' || g, 'sys_user',
  (SELECT password FROM sys_user WHERE user_id = 1), '0', '0', 1, 103, now(), now()
FROM generate_series(0, ${r.count - 1}) g;
INSERT INTO sys_user_role (user_id, role_id)
SELECT ${r.firstUserId} + g, CASE WHEN g = 0 THEN ${r.officeRoleId} ELSE ${r.unitRoleId} END
FROM generate_series(0, ${r.count - 1}) g;`,
    },
    {
      label: `${n.toLocaleString('en')} running workflow instances (cloned engine states) with tasks and history`,
      sql: `
INSERT INTO wf_instance (instance_id, tenant_id, definition_id, business_key, initiator, initiator_dept, status,
  variables, state, engine_version, rev, start_time, update_time)
SELECT c.id, t.tenant_id, t.definition_id, 'bench-' || c.g, c.initiator, c.dept_id, 'running', t.variables || v.vars,
  ${mergeStateVariables('t.state', 'v.vars')}, t.engine_version, t.rev, c.started, c.started
FROM (${clones}) c
JOIN wf_instance t ON t.instance_id = c.template
CROSS JOIN LATERAL (SELECT jsonb_build_object('initiator', c.initiator, 'unitReviewer', c.reviewer) AS vars) v;
INSERT INTO wf_task (task_id, tenant_id, instance_id, element_id, element_name, execution_id, assignee,
  candidate_users, candidate_roles, candidate_depts, candidate_posts, owner, parent_task_id, status, handled_by,
  due_at, create_time, end_time)
SELECT c.id * ${TASKS_PER_INSTANCE} + t.n, t.tenant_id, c.id, t.element_id, t.element_name, t.execution_id,
  CASE WHEN t.assignee IS NULL THEN NULL ELSE ${who('t.element_id', 't.assignee')} END,
  t.candidate_users, t.candidate_roles, t.candidate_depts, t.candidate_posts, t.owner, NULL, t.status,
  CASE WHEN t.handled_by IS NULL THEN NULL ELSE ${who('t.element_id', 't.handled_by')} END,
  t.due_at, c.started + (t.create_time - i.start_time), c.started + (t.end_time - i.start_time)
FROM (${clones}) c
JOIN (${templateTasks}) t ON t.instance_id = c.template
JOIN wf_instance i ON i.instance_id = c.template;
INSERT INTO wf_task_log (tenant_id, instance_id, task_id, element_id, task_name, action, comment, attachments,
  variables, targets, user_id, create_time)
SELECT l.tenant_id, c.id, c.id * ${TASKS_PER_INSTANCE} + t.n, l.element_id, l.task_name, l.action, l.comment,
  l.attachments, l.variables, l.targets, ${who("COALESCE(l.element_id, 'submit')", 'l.user_id')},
  c.started + (l.create_time - i.start_time)
FROM (${clones}) c
JOIN wf_task_log l ON l.instance_id = c.template
LEFT JOIN (${templateTasks}) t ON t.task_id = l.task_id
JOIN wf_instance i ON i.instance_id = c.template
ORDER BY c.id, l.log_id;
INSERT INTO wf_activity_log (tenant_id, instance_id, element_id, status, create_time)
SELECT a.tenant_id, c.id, a.element_id, a.status, c.started
FROM (${clones}) c JOIN wf_activity_log a ON a.instance_id = c.template
ORDER BY c.id, a.id;`,
    },
  ];
}

/** Running generated instances (0 before the workflow tables exist). */
export async function workflowInstanceCount(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<number> {
  const [found] = await query(`SELECT to_regclass('wf_instance') IS NOT NULL AS present`);
  if (!found?.present) return 0;
  const [row] = await query(
    `SELECT count(*)::int AS n FROM wf_instance WHERE tenant_id = '${TENANT}' AND status = 'running'
       AND instance_id >= ${FIRST_INSTANCE_ID}`,
  );
  return Number(row?.n ?? 0);
}
