import type { Language } from '@zcps/contracts';

/** Server messages of organizations and entrusted units. Spread into `messages` (../messages.ts). */
export const titleOrgMessages = {
  'titleOrg.notFound': { zh_CN: '评审组织不存在', en_US: 'The organization does not exist' },
  'titleOrg.parentNotFound': { zh_CN: '上级组织不存在', en_US: 'The parent organization does not exist' },
  'titleOrg.parentDisabled': {
    zh_CN: '上级组织已停用，不允许新增或启用下级组织',
    en_US: 'The parent organization is disabled; no enabled organization may be placed under it',
  },
  'titleOrg.parentSelf': {
    zh_CN: "修改组织'{orgName}'失败，上级组织不能是自己",
    en_US: "Could not update organization '{orgName}': it cannot be its own parent",
  },
  'titleOrg.parentDescendant': {
    zh_CN: "修改组织'{orgName}'失败，上级组织不能是自己的下级组织",
    en_US: "Could not update organization '{orgName}': the parent cannot be one of its sub-organizations",
  },
  'titleOrg.nameExists': {
    zh_CN: "保存组织'{orgName}'失败，同一上级下组织名称已存在",
    en_US: "Could not save organization '{orgName}': the name is already used under this parent",
  },
  'titleOrg.codeExists': {
    zh_CN: "保存组织'{orgName}'失败，统一社会信用代码已被其他组织使用",
    en_US: "Could not save organization '{orgName}': another organization has this credit code",
  },
  'titleOrg.typeInvalid': {
    zh_CN: '组织类型(orgType)取值无效',
    en_US: 'Organization type (orgType) is not a valid value',
  },
  'titleOrg.tooDeep': {
    zh_CN: '组织层级过深，无法保存',
    en_US: 'The organization tree is too deep to save this organization',
  },
  'titleOrg.hasEnabledChildren': {
    zh_CN: '该组织包含未停用的下级组织，不能停用',
    en_US: 'This organization has sub-organizations that are not disabled',
  },
  'titleOrg.hasChildren': {
    zh_CN: '存在下级组织，不允许删除',
    en_US: 'The organization has sub-organizations and cannot be deleted',
  },
  'titleOrg.hasClients': {
    zh_CN: '组织"{orgName}"下有{count}个委托单位，不允许删除',
    en_US: 'Organization "{orgName}" supervises {count} entrusted unit(s) and cannot be deleted',
  },
  'titleClient.notFound': { zh_CN: '委托单位不存在', en_US: 'The entrusted unit does not exist' },
  'titleClient.codeExists': {
    zh_CN: "保存委托单位'{clientName}'失败，统一社会信用代码已存在",
    en_US: "Could not save entrusted unit '{clientName}': the credit code is already registered",
  },
  'titleClient.unitTypeInvalid': {
    zh_CN: '单位类型(unitType)取值无效',
    en_US: 'Unit type (unitType) is not a valid value',
  },
  'titleClient.orgNotFound': {
    zh_CN: '主管组织不存在或已停用',
    en_US: 'The supervising organization does not exist or is disabled',
  },
  'titleClient.licenceNotFound': {
    zh_CN: '营业执照文件不存在，请重新上传',
    en_US: 'The licence file does not exist; upload it again',
  },
  'titleClient.noLicence': {
    zh_CN: '该委托单位没有上传营业执照',
    en_US: 'This entrusted unit has no licence on file',
  },
  'titleClient.registrationLocked': {
    zh_CN: '单位已审核通过，名称、信用代码、单位类型、主管组织、执照和状态只能由评审办修改',
    en_US:
      'The unit is approved: its name, credit code, type, supervising organization, licence and status can only be changed by the review office',
  },
  'titleClient.notPending': {
    zh_CN: "委托单位'{clientName}'不是待审核状态，不能审核",
    en_US: "Entrusted unit '{clientName}' is not pending and cannot be audited",
  },
  'titleClient.auditInProcess': {
    zh_CN: "委托单位'{clientName}'的注册审核在流程中，当前步骤'{steps}'不是您的待办",
    en_US: "Entrusted unit '{clientName}' is audited by its process; the current step '{steps}' is not yours",
  },
  'titleClient.notRejected': {
    zh_CN: "委托单位'{clientName}'未被驳回，无需重新提交",
    en_US: "Entrusted unit '{clientName}' was not rejected; there is nothing to resubmit",
  },
  'titleClient.hasEmployees': {
    zh_CN: '委托单位"{clientName}"下有{count}名人员，不允许删除',
    en_US: 'Entrusted unit "{clientName}" has {count} employee(s) and cannot be deleted',
  },
} as const satisfies Record<string, Record<Language, string>>;
