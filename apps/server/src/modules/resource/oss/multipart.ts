import type { FastifyRequest } from 'fastify';
import { ResponseCode } from '@zcps/contracts';
import { ServiceError } from '../../../platform/http/errors.js';
import { fieldLabel } from '../../../platform/i18n/field-labels.js';

export interface UploadedFile {
  fileName: string;
  content: Buffer;
}

/** Bytes → whole megabytes for messages. */
const mb = (bytes: number) => Math.max(1, Math.round(bytes / (1024 * 1024)));

/**
 * Reads the one file of a multipart request from the named field; a missing file, another field name or a
 * non-multipart request answers 400 naming the field, an oversized file names the limit.
 */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<UploadedFile> {
  const required = () =>
    new ServiceError(
      'validation.required',
      { field: fieldLabel([field], request.lang) },
      ResponseCode.BAD_REQUEST,
    );
  if (!request.isMultipart()) throw required();
  const part = await request.file();
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw required();
  }
  try {
    const content = await part.toBuffer();
    if (!content.length) throw required();
    return { fileName: part.filename, content };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ServiceError('oss.tooLarge', { maxMb: mb(maxBytes) });
    throw error;
  }
}
