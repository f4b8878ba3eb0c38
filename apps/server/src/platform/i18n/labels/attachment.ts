import type { Language } from '@zcps/contracts';

/** Request fields of the attachment and attachment-type screens; spread into `fieldLabels`. */
export const attachmentFieldLabels: Record<string, Record<Language, string>> = {
  typeId: { zh_CN: '附件类型', en_US: 'Attachment type' },
  typeIds: { zh_CN: '附件类型编号', en_US: 'Attachment type ids' },
  typeCode: { zh_CN: '类型编码', en_US: 'Type code' },
  typeName: { zh_CN: '类型名称', en_US: 'Type name' },
  allowedExt: { zh_CN: '允许的文件格式', en_US: 'Allowed formats' },
  maxSizeMb: { zh_CN: '大小上限(MB)', en_US: 'Size limit (MB)' },
  required: { zh_CN: '是否必传', en_US: 'Required' },
  employeeId: { zh_CN: '人员编号', en_US: 'Employee id' },
  employeeName: { zh_CN: '人员姓名', en_US: 'Employee name' },
  refTable: { zh_CN: '关联材料类型', en_US: 'Related record kind' },
  refId: { zh_CN: '关联材料编号', en_US: 'Related record id' },
  recordId: { zh_CN: '记录编号', en_US: 'Record id' },
  recordIds: { zh_CN: '记录编号', en_US: 'Record ids' },
  checkStatus: { zh_CN: '审核状态', en_US: 'Check status' },
  checkRemark: { zh_CN: '审核意见', en_US: 'Check remark' },
  action: { zh_CN: '审核操作', en_US: 'Check action' },
};
