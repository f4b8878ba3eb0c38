import type {
  Result,
  SmsProviderSave,
  SmsProviderVo,
  SmsTemplateUpdate,
  SmsTemplateVo,
  SmsTestSend,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export const SMS_BASE = '/system/sms';

export const smsApi = {
  templates: () => http.get<Result<SmsTemplateVo[]>>(`${SMS_BASE}/template/list`).then((r) => r.data),
  updateTemplate: (body: SmsTemplateUpdate) => http.put<Result<null>>(`${SMS_BASE}/template`, body),
  providers: () => http.get<Result<SmsProviderVo[]>>(`${SMS_BASE}/provider/list`).then((r) => r.data),
  saveProvider: (body: SmsProviderSave) => http.put<Result<null>>(`${SMS_BASE}/provider`, body),
  testSend: (body: SmsTestSend) => http.post<Result<null>>(`${SMS_BASE}/provider/test`, body),
  resend: (logId: number) => http.post<Result<null>>(`${SMS_BASE}/log/${logId}/resend`),
  remove: (ids: readonly (number | string)[]) =>
    http.delete<Result<null>>(`${SMS_BASE}/log/${ids.join(',')}`),
};
