import type { CodeRuleCreate, CodeRuleUpdate, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const codeRuleApi = {
  add: (body: CodeRuleCreate) => http.post<Result<null>>('/system/userCode', body),
  update: (body: CodeRuleUpdate) => http.put<Result<null>>('/system/userCode', body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`/system/userCode/${ids.join(',')}`),
};
