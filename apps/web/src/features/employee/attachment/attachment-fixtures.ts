import type { InternalAxiosRequestConfig } from 'axios';
import type { AttachmentTypeVo, AttachmentVo } from '@zcps/contracts';
import type { Reply } from '../../../test/fake-adapter';

/** Rows and a fake server for the attachment screens' tests. */
const attachment = (
  recordId: number,
  fileName: string,
  checkStatus: string,
  extra: Partial<AttachmentVo> = {},
) => ({
  recordId,
  employeeId: 7,
  employeeName: '张三',
  typeId: 1,
  typeCode: 'photo',
  typeName: '证件照',
  ossId: String(100 + recordId),
  fileName,
  fileSize: 2048,
  mimeType: 'image/png',
  previewable: true,
  refTable: null,
  refId: null,
  checkStatus,
  checkRemark: null,
  checkTime: null,
  createTime: '2026-01-01 10:00:00',
  ...extra,
});

const type = (typeId: number, typeName: string, allowedExt: string, maxSizeMb: number, required = false) => ({
  typeId,
  typeCode: `t${typeId}`,
  typeName,
  allowedExt,
  maxSizeMb,
  required,
  orderNum: typeId,
  status: '0',
  remark: null,
  createTime: null,
});

export const attachmentFixtures = {
  draft: attachment(1, '照片.png', '0'),
  returned: attachment(2, '学位.pdf', '2', {
    typeId: 2,
    typeName: '学位证书',
    mimeType: 'application/pdf',
    checkRemark: '扫描不清晰',
  }),
  pending: attachment(3, '业绩.xlsx', '1', {
    employeeName: '李四',
    typeId: 3,
    typeName: '业绩表',
    previewable: false,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  photoType: type(1, '证件照', 'png', 1) as AttachmentTypeVo,
  types: [type(1, '证件照', 'png', 1), type(2, '学位证书', 'pdf', 5)] as AttachmentTypeVo[],
  missing: [type(9, '身份证', 'pdf,jpg', 10, true)] as AttachmentTypeVo[],
};

const CHECK_STATUS = [
  ['0', '草稿', 'info'],
  ['1', '待审核', 'warning'],
  ['2', '已退回', 'primary'],
  ['3', '不通过', 'danger'],
  ['4', '已通过', 'success'],
].map(([dictValue, dictLabel, listClass]) => ({ dictValue, dictLabel, listClass }));

const ok = (data: unknown = null): Reply => ({ data: { code: 200, msg: '操作成功', data } });

export function serveAttachments(config: InternalAxiosRequestConfig): Reply {
  const url = config.url ?? '';
  const fx = attachmentFixtures;
  if (url.startsWith('/employee/attachment/list'))
    return { data: { code: 200, msg: '查询成功', total: 3, rows: [fx.draft, fx.returned, fx.pending] } };
  if (url === '/employee/attachment/missing') return ok(fx.missing);
  if (url === '/employee/attachment-type/optionselect') return ok(fx.types);
  if (url === '/system/dict/data/type/record_check_status') return ok(CHECK_STATUS);
  if (url.startsWith('/system/dict/data/type/')) return ok([]);
  if (url.endsWith('/preview'))
    return { data: new Blob(['png'], { type: 'image/png' }), headers: { 'content-type': 'image/png' } };
  return ok();
}
