import type { Language } from '@zcps/contracts';

/** Server messages of dossier attachments and attachment types. Spread into `messages` (../messages.ts). */
export const employeeAttachmentMessages = {
  'attachmentType.notFound': { zh_CN: '附件类型不存在', en_US: 'No such attachment type' },
  'attachmentType.codeExists': {
    zh_CN: "保存附件类型'{typeName}'失败，类型编码已存在",
    en_US: "Cannot save attachment type '{typeName}': the type code already exists",
  },
  'attachmentType.inUse': {
    zh_CN: "附件类型'{typeName}'已有附件，不能删除",
    en_US: "Attachment type '{typeName}' has attachments and cannot be deleted",
  },
  'attachmentType.disabled': {
    zh_CN: "附件类型'{typeName}'已停用，不能上传",
    en_US: "Attachment type '{typeName}' is disabled; nothing can be uploaded to it",
  },
  'attachment.notFound': { zh_CN: '附件不存在', en_US: 'No such attachment' },
  'attachment.employeeNotFound': {
    zh_CN: '人员不存在或不在您的数据范围内',
    en_US: 'No such employee in your data scope',
  },
  'attachment.refNotFound': {
    zh_CN: '关联的材料记录不存在：{refTable} #{refId}',
    en_US: 'The related record does not exist: {refTable} #{refId}',
  },
  'attachment.badExtension': {
    zh_CN: "附件类型'{typeName}'只允许上传{allowed}格式的文件",
    en_US: "Attachment type '{typeName}' accepts only these formats: {allowed}",
  },
  'attachment.tooLarge': {
    zh_CN: "附件类型'{typeName}'的文件大小不能超过{maxSizeMb}MB",
    en_US: "Files of attachment type '{typeName}' must not be larger than {maxSizeMb} MB",
  },
  'attachment.noPreview': {
    zh_CN: '只有图片和PDF可以在线预览，请下载后查看',
    en_US: 'Only images and PDF can be previewed; please download the file',
  },
  'attachment.notRemovable': {
    zh_CN: "附件'{fileName}'待审核或已通过，不能删除",
    en_US: "Attachment '{fileName}' is pending or approved and cannot be deleted",
  },
  'attachment.cannotSubmit': {
    zh_CN: "附件'{fileName}'不是草稿或已退回状态，不能提交审核",
    en_US: "Attachment '{fileName}' is neither a draft nor returned and cannot be submitted",
  },
  'attachment.cannotCheck': {
    zh_CN: "附件'{fileName}'当前状态不能执行该审核操作",
    en_US: "Attachment '{fileName}' is not in a state that allows this check action",
  },
} as const satisfies Record<string, Record<Language, string>>;
