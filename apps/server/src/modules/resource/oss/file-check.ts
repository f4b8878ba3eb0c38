import { fileTypeFromBuffer } from 'file-type';
import { ServiceError } from '../../../platform/http/errors.js';
import { hasForbiddenChars } from '../../../platform/http/control-chars.js';

/** Types whose content is checked against the extension: a renamed file must not pass as one of these. */
const CONTENT_CHECKED = new Set(['jpg', 'png', 'gif', 'bmp', 'webp', 'pdf']);
const normalise = (ext: string) => (ext === 'jpeg' ? 'jpg' : ext);

/**
 * The original name must be a bare file name (no folder, no control character) with an allowed extension, and
 * for images and PDF the detected content must agree with that extension in both directions.
 * Answers the lower-case extension.
 */
export async function checkUpload(
  name: string,
  content: Buffer,
  allowed: readonly string[],
): Promise<string> {
  // Control characters and direction overrides (a name that reads "…fdp.exe" as "…exe.pdf") are refused too.
  const unsafe = /[/\\\t\n\r]/.test(name) || hasForbiddenChars(name) || name === '.' || name === '..';
  if (!name.trim() || name.length > 255 || unsafe) throw new ServiceError('oss.badName', { name });
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!allowed.includes(ext)) throw new ServiceError('oss.badExtension', { allowed: allowed.join(', ') });
  const detected = await fileTypeFromBuffer(content);
  const found = detected ? normalise(detected.ext) : '';
  const claimed = normalise(ext);
  if ((CONTENT_CHECKED.has(claimed) || CONTENT_CHECKED.has(found)) && found !== claimed)
    throw new ServiceError('oss.contentMismatch', { fileName: name });
  return ext;
}

/** Avatars are judged by content alone (croppers often send a name like "blob"); answers the extension. */
export async function checkImage(content: Buffer, allowed: readonly string[]): Promise<string> {
  const detected = await fileTypeFromBuffer(content);
  const ext = detected ? normalise(detected.ext) : '';
  if (!allowed.includes(ext)) throw new ServiceError('oss.badExtension', { allowed: allowed.join(', ') });
  return ext;
}
