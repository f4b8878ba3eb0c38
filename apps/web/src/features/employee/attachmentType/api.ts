import type { AttachmentTypeCreate, AttachmentTypeUpdate, AttachmentTypeVo, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

export const ATTACHMENT_TYPE_BASE = '/employee/attachment-type';

export const attachmentTypeApi = {
  add: (body: AttachmentTypeCreate) => http.post<Result<null>>(ATTACHMENT_TYPE_BASE, body),
  update: (body: AttachmentTypeUpdate) => http.put<Result<null>>(ATTACHMENT_TYPE_BASE, body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`${ATTACHMENT_TYPE_BASE}/${ids.join(',')}`),
  /** Enabled types in display order (the upload form's choices). */
  options: () => http.get<Result<AttachmentTypeVo[]>>(`${ATTACHMENT_TYPE_BASE}/optionselect`),
  exportUrl: `${ATTACHMENT_TYPE_BASE}/export`,
};
