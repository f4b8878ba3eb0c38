import type { FormCreate, FormRow, FormSchema, FormUpdate, FormVo, Result, TableData } from '@zcps/contracts';
import { http } from '../../lib/request';

/** Stored forms (/tool/form): 表单构建 saves and opens them, workflow pages read one by key. */
export const storedFormApi = {
  list: (params: { pageNum: number; pageSize: number; formName?: string }) =>
    http.get<TableData<FormRow>>('/tool/form/list', { params }),
  get: (formId: number) => http.get<Result<FormVo>>(`/tool/form/${formId}`),
  add: (body: FormCreate) => http.post<Result<number>>('/tool/form', body),
  update: (body: FormUpdate) => http.put<Result<null>>('/tool/form', body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`/tool/form/${ids.join(',')}`),
  /** The enabled form a start event or user task names; silent, the caller words a missing one. */
  byKey: (formKey: string) =>
    http.get<Result<FormSchema>>(`/tool/form/key/${encodeURIComponent(formKey)}`, { silent: true }),
};
