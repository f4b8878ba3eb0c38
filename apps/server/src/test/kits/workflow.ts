import { expect } from 'vitest';
import { adminToken, type TestApp } from '../test-app.js';
import { caller, createUser, tokenOf } from './monitor.js';

export type Caller = ReturnType<typeof caller>;
/** 评审办: the workflow task pages and also models and deployments. */
export const OFFICE_ROLE_ID = 3;
/** 主管部门: only the workflow task pages (todo, own, finished, cc, start, detail): a plain participant. */
export const PARTICIPANT_ROLE_ID = 7;
/** 评审专家: no workflow page at all. */
export const NO_WORKFLOW_ROLE_ID = 4;

export interface Person {
  id: number;
  as: Caller;
}

export async function person(
  t: TestApp,
  name: string,
  roleId = PARTICIPANT_ROLE_ID,
  lang = 'zh_CN',
): Promise<Person> {
  const id = await createUser(t, name, 'secret123', roleId);
  return { id, as: caller(t, await tokenOf(t, name, 'secret123'), lang) };
}

export async function admin(t: TestApp, lang = 'zh_CN'): Promise<Caller> {
  return caller(t, await adminToken(t), lang);
}

export const post = async (who: Caller, url: string, payload?: object) =>
  (await who.send({ method: 'POST', url: `/zcps${url}`, payload })).body;
export const put = async (who: Caller, url: string, payload?: object) =>
  (await who.send({ method: 'PUT', url: `/zcps${url}`, payload: payload ?? {} })).body;
export const get = (who: Caller, url: string) => who.get(`/zcps${url}`);

/** Creates a model from XML and deploys it; answers the definition. */
export async function deploy(adminCaller: Caller, key: string, xml: string) {
  const created = await post(adminCaller, '/workflow/model', { modelKey: key, modelName: key, xml });
  if (created.code !== 200) {
    const existing = (await get(adminCaller, `/workflow/model/list?modelKey=${key}`)).rows.find(
      (m: { modelKey: string }) => m.modelKey === key,
    );
    const detail = (await get(adminCaller, `/workflow/model/${existing.modelId}`)).data;
    expect((await put(adminCaller, '/workflow/model', { ...detail, xml })).code).toBe(200);
    const deployed = await post(adminCaller, `/workflow/model/deploy/${existing.modelId}`);
    expect(deployed.code, deployed.msg).toBe(200);
    return deployed.data;
  }
  const deployed = await post(adminCaller, `/workflow/model/deploy/${created.data}`);
  expect(deployed.code, deployed.msg).toBe(200);
  return deployed.data as { definitionId: number; definitionKey: string; version: number };
}

export async function start(
  who: Caller,
  definitionKey: string,
  variables: object = {},
  businessKey?: string,
) {
  const body = await post(who, '/workflow/process/start', { definitionKey, variables, businessKey });
  expect(body.code, body.msg).toBe(200);
  return body.data as { instanceId: number; status: string; currentTasks: string[] };
}

/** The caller's open todo rows of one instance. */
export async function todoOf(who: Caller, instanceId: number) {
  const body = await get(who, '/workflow/task/todo?pageSize=100');
  expect(body.code, body.msg).toBe(200);
  return (
    body.rows as { taskId: number; instanceId: number; elementId: string; assignee: number | null }[]
  ).filter((r) => r.instanceId === instanceId);
}

export async function detail(who: Caller, instanceId: number) {
  const body = await get(who, `/workflow/instance/detail/${instanceId}`);
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** Everything a refused action must leave as it was: the instance row, its tasks, history and cc rows. */
export async function snapshot(t: TestApp, instanceId: number) {
  const { sql } = await import('drizzle-orm');
  const rows = async (q: ReturnType<typeof sql>) =>
    (await t.database.db.execute(q)) as unknown as { rows: unknown[] };
  return JSON.stringify([
    (await rows(sql`SELECT status, rev FROM wf_instance WHERE instance_id = ${instanceId}`)).rows,
    (
      await rows(sql`SELECT task_id, status, assignee, owner FROM wf_task WHERE instance_id = ${instanceId}
      ORDER BY task_id`)
    ).rows,
    (await rows(sql`SELECT count(*)::int AS n FROM wf_task_log WHERE instance_id = ${instanceId}`)).rows,
    (await rows(sql`SELECT count(*)::int AS n FROM wf_cc WHERE instance_id = ${instanceId}`)).rows,
  ]);
}
