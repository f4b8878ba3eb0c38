import type {
  LcFileVo,
  LcRefOption,
  LcRow,
  LcRowCreate,
  LcRowUpdate,
  LcRuntimeMeta,
  Result,
} from '@zcps/contracts';
import { downloadGet } from '../../../lib/download';
import { http } from '../../../lib/request';

/** The generic routes of one published object: `/lc/{app}/{object}` (permissions `lc:{app}:{object}:*`). */
export function lcApi(app: string, object: string) {
  const base = `/lc/${app}/${object}`;
  return {
    base,
    listUrl: `${base}/list`,
    exportUrl: `${base}/export`,
    meta: () => http.get<Result<LcRuntimeMeta>>(`${base}/meta`),
    get: (id: number) => http.get<Result<Record<string, unknown>>>(`${base}/${id}`),
    add: (body: LcRowCreate) => http.post<Result<null>>(base, body),
    update: (body: LcRowUpdate) => http.put<Result<null>>(base, body),
    remove: (ids: readonly number[]) => http.delete<Result<null>>(`${base}/${ids.join(',')}`),
    refOptions: (field: string) => http.get<Result<LcRefOption[]>>(`${base}/ref/${field}`, { silent: true }),
    /** Tree objects: every node, parents first. */
    tree: () => http.get<Result<LcRow[]>>(`${base}/tree`, { silent: true }),
    /** Files go through the object's own routes (its editors need no system:oss:* right). */
    uploadUrl: `${base}/upload`,
    fileNames: async (ossIds: readonly string[]) =>
      (await http.get<Result<LcFileVo[]>>(`${base}/files/${ossIds.join(',')}`, { silent: true })).data,
    downloadFile: (file: LcFileVo) => downloadGet(`${base}/file/${file.ossId}`, {}, file.name),
  };
}

export type LcApi = ReturnType<typeof lcApi>;
