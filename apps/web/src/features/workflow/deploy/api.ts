import type { Result, WfDefinitionVo, WfDefinitionXml } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const definitionApi = {
  versions: (key: string) =>
    http.get<Result<WfDefinitionVo[]>>(`/workflow/definition/versions/${encodeURIComponent(key)}`),
  xml: (definitionId: number) =>
    http.get<Result<WfDefinitionXml>>(`/workflow/definition/xml/${definitionId}`),
  suspend: (definitionId: number) => http.put<Result<null>>(`/workflow/definition/suspend/${definitionId}`),
  activate: (definitionId: number) => http.put<Result<null>>(`/workflow/definition/activate/${definitionId}`),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`/workflow/definition/${ids.join(',')}`),
};
