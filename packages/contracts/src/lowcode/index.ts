/**
 * The low-code designer and runtime. Server routes (under /zcps):
 *
 * Designer, `*:*:*` (LowcodePermission.DESIGN):
 * - GET /lowcode/app/list (paged, lcAppFilterSchema) · GET /lowcode/app/{appId} · POST /lowcode/app → appId ·
 *   PUT /lowcode/app · DELETE /lowcode/app/{appId} (only without objects)
 * - POST /lowcode/app/{appId}/copy (lcAppCopySchema) → appId · GET /lowcode/app/{appId}/export → LcAppExport ·
 *   POST /lowcode/app/import (LcAppExport) → appId
 * - POST /lowcode/app/{appId}/publish · POST /lowcode/app/{appId}/unpublish · GET /lowcode/app/{appId}/publishLog
 * - GET /lowcode/object/list?appId= · GET /lowcode/object/{objectId} → LcObjectDetail · POST /lowcode/object →
 *   objectId · PUT /lowcode/object · DELETE /lowcode/object/{objectId} (only an empty, unreferenced table)
 * - POST /lowcode/field → fieldId · PUT /lowcode/field · DELETE /lowcode/field/{fieldId} (only an empty column) ·
 *   PUT /lowcode/field/reorder · PUT /lowcode/page (LcPageSave)
 * - POST /lowcode/object/{objectId}/graduate (tool:gen:import): a published object's table imported into the
 *   code generator (data source master), or the one imported before → LcGraduateVo
 *
 * Runtime, `lc:{app}:{object}:{op}` (lcPermission); 404 for an unknown, unpublished or disabled object:
 * - GET /lc/{app}/{object}/meta (list) → LcRuntimeMeta · GET /lc/{app}/{object}/list (list) → rows ·
 *   GET /lc/{app}/{object}/ref/{field}?keyword= (list) → LcRefOption[] · GET /lc/{app}/{object}/{id} (query)
 * - POST /lc/{app}/{object} (add) → id · PUT /lc/{app}/{object} (edit, `id` + values) ·
 *   DELETE /lc/{app}/{object}/{ids} (remove)
 * - POST /lc/{app}/{object}/export (export, filters as the list) · POST /lc/{app}/{object}/importTemplate and
 *   /importData (import; multipart field "file") → LcImportResult
 * - POST /lc/{app}/{object}/upload (add or edit; multipart field "file") → OssUploadVo ·
 *   GET /lc/{app}/{object}/files/{ossIds} (list) → LcFileVo[] · GET /lc/{app}/{object}/file/{ossId} (list) →
 *   the file; only files that a row the caller sees holds in a file or image field
 * - Tree objects (list): GET /lc/{app}/{object}/tree (filters as the list) → rows, parents first ·
 *   GET /lc/{app}/{object}/children/{parentId} (0: roots) → rows with `hasChildren`; a parent must exist, may
 *   not be the row or below it, and a row with live children cannot be deleted
 */
export * from './app.js';
export * from './object.js';
export * from './runtime.js';
