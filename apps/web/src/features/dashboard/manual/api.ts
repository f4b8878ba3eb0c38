import type { ManualContent, ManualRole, ManualVo, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';

export type { ManualContent, ManualRole, ManualVo };

/** The manuals of the caller's roles (each with the ossId of its PDF). */
export const fetchManualList = () =>
  http.get<Result<ManualVo[]>>('/resource/manual/list').then((res) => res.data);

/** One manual's chapters and sections, screenshots inlined. */
export const fetchManualContent = (role: ManualRole) =>
  http.get<Result<ManualContent>>(`/resource/manual/${role}`).then((res) => res.data);
