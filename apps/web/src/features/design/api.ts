import type {
  LcAppCopy,
  LcAppCreate,
  LcAppExport,
  LcAppUpdate,
  LcAppVo,
  LcFieldCreate,
  LcFieldReorder,
  LcFieldUpdate,
  LcGraduateVo,
  LcObjectCreate,
  LcObjectDetail,
  LcObjectUpdate,
  LcObjectVo,
  LcPageSave,
  LcPublishLogVo,
  Result,
} from '@zcps/contracts';
import { http } from '../../lib/request';

const APP = '/lowcode/app';
const OBJECT = '/lowcode/object';

/** The designer's routes (`*:*:*`): apps, objects, fields, page layouts, publish. */
export const designApi = {
  appList: APP + '/list',
  app: (appId: number) => http.get<Result<LcAppVo>>(`${APP}/${appId}`),
  addApp: (body: LcAppCreate) => http.post<Result<LcAppVo>>(APP, body),
  updateApp: (body: LcAppUpdate) => http.put<Result<null>>(APP, body),
  removeApps: (ids: readonly number[]) => http.delete<Result<null>>(`${APP}/${ids.join(',')}`),
  copyApp: (appId: number, body: LcAppCopy) => http.post<Result<LcAppVo>>(`${APP}/${appId}/copy`, body),
  exportApp: (appId: number) => http.get<Result<LcAppExport>>(`${APP}/${appId}/export`),
  importApp: (body: unknown) => http.post<Result<LcAppVo>>(`${APP}/import`, body),
  publish: (appId: number) => http.post<Result<null>>(`${APP}/${appId}/publish`),
  unpublish: (appId: number) => http.post<Result<null>>(`${APP}/${appId}/unpublish`),
  publishLog: (appId: number) => http.get<Result<LcPublishLogVo[]>>(`${APP}/${appId}/publishLog`),

  objects: (appId: number) => http.get<Result<LcObjectVo[]>>(`${OBJECT}/list`, { params: { appId } }),
  object: (objectId: number) => http.get<Result<LcObjectDetail>>(`${OBJECT}/${objectId}`),
  addObject: (body: LcObjectCreate) => http.post<Result<LcObjectVo>>(OBJECT, body),
  updateObject: (body: LcObjectUpdate) => http.put<Result<null>>(OBJECT, body),
  removeObject: (objectId: number) => http.delete<Result<null>>(`${OBJECT}/${objectId}`),
  graduate: (objectId: number) => http.post<Result<LcGraduateVo>>(`${OBJECT}/${objectId}/graduate`),

  addField: (body: LcFieldCreate) => http.post<Result<null>>('/lowcode/field', body, { silent: true }),
  updateField: (body: LcFieldUpdate) => http.put<Result<null>>('/lowcode/field', body, { silent: true }),
  removeField: (fieldId: number) => http.delete<Result<null>>(`/lowcode/field/${fieldId}`),
  reorderFields: (body: LcFieldReorder) => http.put<Result<null>>('/lowcode/field/reorder', body),
  savePage: (body: LcPageSave) => http.put<Result<null>>('/lowcode/page', body),
};

export const appPath = (appId: number) => `/design/application?appId=${appId}`;
export const objectPath = (objectId: number) => `/design/object?objectId=${objectId}`;
/** 代码生成's 修改生成配置 page of one imported table (features/tool/gen/edit). */
export const codegenEditPath = (tableId: number) => `/codegen/edit?tableId=${tableId}`;
