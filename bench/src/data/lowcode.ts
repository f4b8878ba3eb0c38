import type { DataScale } from '../options.js';
import { authHeaders, login, publicKey } from '../load/client.js';
import { TENANT, UNIT_BASE, unitCount } from './sql.js';

/**
 * The low-code generic list's data (issue 23): one object made and published through the designer API of the
 * running server (app `bench`, object `hours`: the same code path, DDL and menus as the office's own), then
 * its rows added by INSERT … SELECT like the other bulk data. One row in fifty is logically deleted.
 */
export const LC_APP = 'bench';
export const LC_OBJECT = 'hours';
export const LC_TABLE = `lc_${LC_APP}_${LC_OBJECT}`;

const FIELDS = [
  {
    name: 'employee_name',
    label: '姓名',
    type: 'text',
    length: 30,
    required: true,
    searchable: true,
    queryType: 'LIKE',
  },
  {
    name: 'study_year',
    label: '年度',
    type: 'number',
    precision: 4,
    scale: 0,
    required: true,
    searchable: true,
  },
  { name: 'hours', label: '学时', type: 'money', precision: 6, scale: 1, required: true },
  { name: 'status', label: '状态', type: 'select', dictType: 'sys_normal_disable', searchable: true },
  { name: 'finish_date', label: '完成日期', type: 'date' },
];

/** Creates and publishes the bench object through the server at `base` (signed in as the seeded admin). */
export async function createLowcodeObject(base: string): Promise<void> {
  const headers = authHeaders(await login(base, await publicKey(base)));
  const send = async (method: 'POST' | 'PUT', url: string, body?: object) => {
    const res = await fetch(`${base}/zcps/lowcode/${url}`, {
      method,
      headers,
      body: JSON.stringify(body ?? {}),
    });
    const json = (await res.json()) as { code: number; msg: string; data: number };
    if (json.code !== 200) throw new Error(`low-code ${method} ${url}: ${json.code} ${json.msg}`);
    return json.data;
  };
  const appId = await send('POST', 'app', { appKey: LC_APP, name: '压测学时', appGroup: '压测' });
  const objectId = await send('POST', 'object', { appId, objectKey: LC_OBJECT, label: '学时登记' });
  for (const field of FIELDS) await send('POST', 'field', { objectId, ...field });
  await send('PUT', 'object', { objectId, label: '学时登记', titleField: 'employee_name' });
  await send('POST', `app/${appId}/publish`);
}

export function lowcodeGenerationSql(scale: DataScale): { label: string; sql: string }[] {
  if (scale.lowcodeRows <= 0) return [];
  const units = unitCount(scale);
  const leaves = Math.max(scale.depts - units, 1);
  return [
    {
      label: `${scale.lowcodeRows.toLocaleString('en')} low-code rows (${LC_TABLE})`,
      sql: `
INSERT INTO ${LC_TABLE} (tenant_id, dept_id, create_by, create_time, update_by, update_time, del_flag,
  employee_name, study_year, hours, status, finish_date)
SELECT '${TENANT}', ${UNIT_BASE + units} + g % ${leaves}, 1, now() - make_interval(mins => g), 1, now(),
  CASE WHEN g % 50 = 0 THEN '2' ELSE '0' END, '职工' || g, 2020 + g % 7, (g % 600) / 10.0, (g % 2)::text,
  date '2020-01-01' + g % 2000
FROM generate_series(0, ${scale.lowcodeRows - 1}) g;`,
    },
  ];
}

/** Rows of the bench object's table (0 when it does not exist, e.g. in a bench database made before it). */
export async function lowcodeRowCount(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<number> {
  const [found] = await query(`SELECT to_regclass('${LC_TABLE}') IS NOT NULL AS present`);
  if (!found?.present) return 0;
  const [row] = await query(`SELECT count(*)::int AS n FROM ${LC_TABLE} WHERE tenant_id = '${TENANT}'`);
  return Number(row?.n ?? 0);
}
