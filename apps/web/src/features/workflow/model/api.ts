import type {
  Result,
  WfDeployResult,
  WfModelCopy,
  WfModelCreate,
  WfModelDetail,
  WfModelImport,
  WfModelUpdate,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const modelApi = {
  get: (modelId: number) => http.get<Result<WfModelDetail>>(`/workflow/model/${modelId}`),
  add: (body: WfModelCreate) => http.post<Result<number>>('/workflow/model', body),
  update: (body: WfModelUpdate) => http.put<Result<null>>('/workflow/model', body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`/workflow/model/${ids.join(',')}`),
  copy: (body: WfModelCopy) => http.post<Result<number>>('/workflow/model/copy', body),
  import: (body: WfModelImport) => http.post<Result<number>>('/workflow/model/import', body),
  exportUrl: (modelId: number) => `/workflow/model/export/${modelId}`,
  deploy: (modelId: number) => http.post<Result<WfDeployResult>>(`/workflow/model/deploy/${modelId}`),
};

export const designPath = (modelId: number) => `/workflow/model/design?modelId=${modelId}`;
