import { expect } from 'vitest';
import type { LcFieldCreate } from '@zcps/contracts';
import type { caller as callerOf } from './monitor.js';

type Caller = ReturnType<typeof callerOf>;

/** POST/PUT/DELETE through the designer API, expecting success; answers `data`. */
export async function design(
  admin: Caller,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const { body } = await admin.send({ method, url: `/zcps/lowcode/${url}`, ...(payload ? { payload } : {}) });
  expect(body, JSON.stringify(body)).toMatchObject({ code: 200 });
  return body!.data as number;
}

export type FieldSpec = Omit<
  LcFieldCreate,
  'objectId' | 'required' | 'unique' | 'validation' | 'listed' | 'searchable' | 'queryType'
> &
  Partial<LcFieldCreate>;

/**
 * The sample app: 继续教育 (`edu`) with 课程 (`course`, title `course_name`) and 学时登记 (`hours`:
 * a reference to a course, year, hours, certificate number (unique, pattern), status dictionary, remark).
 */
export async function buildEduApp(admin: Caller, appKey = 'edu') {
  const appId = await design(admin, 'POST', 'app', { appKey, name: '继续教育', appGroup: '培训' });
  const courseId = await design(admin, 'POST', 'object', { appId, objectKey: 'course', label: '课程' });
  await design(admin, 'POST', 'field', {
    objectId: courseId,
    name: 'course_name',
    label: '课程名称',
    type: 'text',
    length: 50,
    required: true,
  });
  await design(admin, 'PUT', 'object', { objectId: courseId, label: '课程', titleField: 'course_name' });
  const hoursId = await design(admin, 'POST', 'object', { appId, objectKey: 'hours', label: '学时登记' });
  const fields: FieldSpec[] = [
    { name: 'course_id', label: '课程', type: 'reference', refObjectId: courseId, required: true },
    {
      name: 'study_year',
      label: '年度',
      type: 'number',
      precision: 4,
      scale: 0,
      required: true,
      searchable: true,
      validation: { min: 2000, max: 2100 },
    },
    {
      name: 'hours',
      label: '学时',
      type: 'money',
      precision: 6,
      scale: 1,
      required: true,
      searchable: true,
      queryType: 'BETWEEN',
      validation: { min: 0, max: 1000 },
    },
    {
      name: 'cert_no',
      label: '证书编号',
      type: 'text',
      length: 20,
      unique: true,
      searchable: true,
      queryType: 'LIKE',
      validation: { pattern: '^ZS\\d+$', message: '须以 ZS 开头后跟数字' },
    },
    { name: 'status', label: '状态', type: 'select', dictType: 'sys_normal_disable', searchable: true },
    { name: 'remark', label: '备注', type: 'textarea' },
  ];
  for (const f of fields) await design(admin, 'POST', 'field', { objectId: hoursId, ...f });
  return { appId, courseId, hoursId };
}
