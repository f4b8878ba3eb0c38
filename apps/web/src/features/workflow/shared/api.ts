import type {
  Result,
  WfAddSign,
  WfApprove,
  WfCc,
  WfDefinitionVo,
  WfDelegate,
  WfInstanceAction,
  WfInstanceDetail,
  WfInstanceVo,
  WfReduceSign,
  WfReject,
  WfReturn,
  WfReturnTarget,
  WfStart,
  WfTaskCount,
  WfTodoVo,
  WfTransfer,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

/** Task actions by their route name under /workflow/task. */
export interface TaskActionBodies {
  approve: WfApprove;
  reject: WfReject;
  return: WfReturn;
  delegate: WfDelegate;
  transfer: WfTransfer;
  addSign: WfAddSign;
  reduceSign: WfReduceSign;
  cc: WfCc;
}
export type TaskAction = keyof TaskActionBodies;

export const taskApi = {
  get: (taskId: number) => http.get<Result<WfTodoVo>>(`/workflow/task/${taskId}`),
  count: () => http.get<Result<WfTaskCount>>('/workflow/task/count', { silent: true }),
  returnTargets: (taskId: number) =>
    http.get<Result<WfReturnTarget[]>>(`/workflow/task/returnTargets/${taskId}`),
  act: <A extends TaskAction>(action: A, body: TaskActionBodies[A]) =>
    http.post<Result<null>>(`/workflow/task/${action}`, body),
};

export const instanceApi = {
  detail: (instanceId: number) =>
    http.get<Result<WfInstanceDetail>>(`/workflow/instance/detail/${instanceId}`),
  withdraw: (instanceId: number, body: WfInstanceAction = {}) =>
    http.put<Result<null>>(`/workflow/instance/withdraw/${instanceId}`, body),
  terminate: (instanceId: number, body: WfInstanceAction = {}) =>
    http.put<Result<null>>(`/workflow/instance/terminate/${instanceId}`, body),
  suspend: (instanceId: number) => http.put<Result<null>>(`/workflow/instance/suspend/${instanceId}`),
  activate: (instanceId: number) => http.put<Result<null>>(`/workflow/instance/activate/${instanceId}`),
};

export const processApi = {
  startable: () => http.get<Result<WfDefinitionVo[]>>('/workflow/process/startable'),
  start: (body: WfStart) => http.post<Result<WfInstanceVo>>('/workflow/process/start', body),
};

export const detailPath = (instanceId: number, taskId?: number) =>
  `/workflow/process/detail?instanceId=${instanceId}${taskId ? `&taskId=${taskId}` : ''}`;
export const START_PATH = '/workflow/process/start';
