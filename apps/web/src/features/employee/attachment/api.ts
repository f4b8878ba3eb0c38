import {
  ResponseCode,
  type AttachmentTypeVo,
  type AttachmentVo,
  type RecordCheckBody,
  type Result,
} from '@zcps/contracts';
import { i18n } from '../../../i18n';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { http } from '../../../lib/request';
import { resolveMessage } from '../../../lib/response-handler';

export const ATTACHMENT_BASE = '/employee/attachment';

export interface UploadFields {
  employeeId: number;
  typeId: number;
  refTable?: string;
  refId?: number;
}

export const attachmentApi = {
  listUrl: `${ATTACHMENT_BASE}/list`,
  exportUrl: `${ATTACHMENT_BASE}/export`,
  /** Fields go before the file, the order the server reads them in. */
  upload: (fields: UploadFields, file: File) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields))
      if (value !== undefined) form.append(key, String(value));
    form.append('file', file);
    return http.post<Result<AttachmentVo>>(`${ATTACHMENT_BASE}/upload`, form);
  },
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`${ATTACHMENT_BASE}/${ids.join(',')}`),
  submit: (recordIds: readonly number[]) =>
    http.put<Result<null>>(`${ATTACHMENT_BASE}/submit`, { recordIds }),
  check: (body: RecordCheckBody) => http.put<Result<null>>(`${ATTACHMENT_BASE}/check`, body),
  missing: (employeeId: number) =>
    http.get<Result<AttachmentTypeVo[]>>(`${ATTACHMENT_BASE}/missing`, { params: { employeeId } }),
  /** The bytes as a blob: the bearer token cannot ride on an <img src> or an <iframe src>. */
  previewUrl: (recordId: number) => `${ATTACHMENT_BASE}/${recordId}/preview`,
  downloadPath: (recordId: number) => `${ATTACHMENT_BASE}/${recordId}/download`,
};

/** A JSON envelope where a file was expected is a refusal: its message, else null. */
export async function refusalOf(blob: Blob): Promise<string | null> {
  if (!blob.type.includes('json')) return null;
  try {
    const body = JSON.parse(await blob.text()) as { code?: number; msg?: string };
    if (body.code === undefined || Number(body.code) === ResponseCode.SUCCESS) return null;
    return resolveMessage(Number(body.code), body.msg);
  } catch {
    return i18n.t('download.failed');
  }
}

/** GETs the attachment and saves it under the name the server gives (`download-filename`). */
export async function downloadAttachment(row: AttachmentVo): Promise<void> {
  const { message } = feedback();
  try {
    const response = await http.download(attachmentApi.downloadPath(row.recordId), { silent: true });
    const refusal = await refusalOf(response.data);
    if (refusal) return void message.error(refusal);
    saveBlob(response.data, fileNameOf(response.headers as Record<string, unknown>, row.fileName));
  } catch {
    message.error(i18n.t('download.failed'));
  }
}
