import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_MAX_SIZE_MB, parseAllowedExt, ResponseCode } from '@zcps/contracts';
import { ServiceError } from '../../../platform/http/errors.js';
import { checkUpload } from '../../resource/oss/file-check.js';
import type { UploadedFile } from '../../resource/oss/multipart.js';
import { fieldLabel } from '../../../platform/i18n/field-labels.js';

export const ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_SIZE_MB * 1024 * 1024;
const FILE_FIELD = 'file';

/**
 * The text fields and the one `file` part of an upload, in any order. The parser stops at the largest size any
 * type may allow; the type's own limit is checked once the fields name the type.
 */
export async function readAttachmentUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  const required = () =>
    new ServiceError(
      'validation.required',
      { field: fieldLabel([FILE_FIELD], request.lang) },
      ResponseCode.BAD_REQUEST,
    );
  if (!request.isMultipart()) throw required();
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES } })) {
      if (part.type === 'file') {
        if (part.fieldname === FILE_FIELD && !file)
          file = { fileName: part.filename, content: await part.toBuffer() };
        else part.file.resume();
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ServiceError('oss.tooLarge', { maxMb: ATTACHMENT_MAX_SIZE_MB });
    throw error;
  }
  if (!file || !file.content.length) throw required();
  return { fields, file };
}

/** What the content of a file with each extension may be detected as (Office Open XML and OFD are zips). */
const CONTENT_OF: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  doc: ['cfb'],
  xls: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  zip: ['zip'],
  ofd: ['zip'],
};

const MIME_OF: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  ofd: 'application/ofd',
};

/**
 * A bare, safe file name with one of the type's extensions, whose content is really of that kind (the shared
 * upload check covers images and PDF; here every extension must match its magic bytes, so a renamed
 * executable is not accepted as a .docx). Answers the extension and the content type to serve it with.
 */
export async function checkAttachmentFile(
  file: UploadedFile,
  type: { typeName: string; allowedExt: string },
): Promise<{ ext: string; mimeType: string }> {
  const allowed = parseAllowedExt(type.allowedExt);
  let ext: string;
  try {
    ext = await checkUpload(file.fileName, file.content, allowed);
  } catch (error) {
    if (error instanceof ServiceError && error.key === 'oss.badExtension')
      throw new ServiceError('attachment.badExtension', {
        typeName: type.typeName,
        allowed: allowed.join(', '),
      });
    throw error;
  }
  const detected = (await fileTypeFromBuffer(file.content))?.ext ?? '';
  const normalised = detected === 'jpeg' ? 'jpg' : detected;
  if (!CONTENT_OF[ext]?.includes(normalised))
    throw new ServiceError('oss.contentMismatch', { fileName: file.fileName });
  return { ext, mimeType: MIME_OF[ext] ?? 'application/octet-stream' };
}
