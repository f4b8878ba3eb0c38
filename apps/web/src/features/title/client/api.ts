import type {
  OssVo,
  Result,
  TitleClientAudit,
  TitleClientCreate,
  TitleClientLicenceVo,
  TitleClientOption,
  TitleClientUpdate,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

const BASE = '/title/client';

export const clientApi = {
  add: (body: TitleClientCreate) => http.post<Result<null>>(BASE, body),
  update: (body: TitleClientUpdate) => http.put<Result<null>>(BASE, body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`${BASE}/${ids.join(',')}`),
  audit: (body: TitleClientAudit) => http.put<Result<null>>(`${BASE}/audit`, body),
  resubmit: (clientId: number) => http.put<Result<null>>(`${BASE}/${clientId}/resubmit`),
  /** Stores a licence file; its ossId goes into the unit as licenceOssId. */
  uploadLicence: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<Result<TitleClientLicenceVo>>(`${BASE}/licence`, form);
  },
  /** Approved units for the selects of other screens. */
  options: () => http.get<Result<TitleClientOption[]>>(`${BASE}/optionselect`),
  exportUrl: `${BASE}/export`,
};

/** A unit's licence in the shape the file preview dialog shows (served by the unit's own licence URL). */
export function licenceFile(unit: {
  licenceOssId: number | null;
  licenceName: string | null;
  licenceUrl: string | null;
}): OssVo | null {
  if (!unit.licenceOssId || !unit.licenceUrl) return null;
  const name = unit.licenceName ?? '';
  const dot = name.lastIndexOf('.');
  return {
    ossId: String(unit.licenceOssId),
    fileName: name,
    originalName: name,
    fileSuffix: dot >= 0 ? name.slice(dot) : '',
    url: unit.licenceUrl,
    createTime: null,
    createBy: null,
    createByName: null,
    service: '',
  };
}
