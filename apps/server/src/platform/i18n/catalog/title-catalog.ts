import type { Language } from '@zcps/contracts';

/**
 * Server messages of the title catalogue (series, professions, titles, declare conditions, exceptions) and of
 * the eligibility check. Spread into `messages` (../messages.ts).
 */
export const titleCatalogMessages = {
  'titleSeries.notFound': { zh_CN: '职称系列不存在', en_US: 'The title series does not exist' },
  'titleSeries.codeExists': {
    zh_CN: "保存职称系列'{name}'失败，系列代码已存在",
    en_US: "Could not save title series '{name}': the series code is already used",
  },
  'titleSeries.hasChildren': {
    zh_CN: "职称系列'{name}'下存在专业或职称，不能删除",
    en_US: "Title series '{name}' still has professions or titles and cannot be deleted",
  },
  'titleSeries.inUse': {
    zh_CN: "职称系列'{name}'已被人员、专家或专家库引用，不能删除",
    en_US: "Title series '{name}' is used by employees, reviewers or reviewer pools and cannot be deleted",
  },
  'profession.notFound': { zh_CN: '专业不存在', en_US: 'The profession does not exist' },
  'profession.codeExists': {
    zh_CN: "保存专业'{name}'失败，专业代码已存在",
    en_US: "Could not save profession '{name}': the profession code is already used",
  },
  'profession.inUse': {
    zh_CN: "专业'{name}'已被人员或专家引用，不能删除",
    en_US: "Profession '{name}' is used by employees or reviewers and cannot be deleted",
  },
  'titleName.notFound': { zh_CN: '职称不存在', en_US: 'The title does not exist' },
  'titleName.codeExists': {
    zh_CN: "保存职称'{name}'失败，职称代码已存在",
    en_US: "Could not save title '{name}': the title code is already used",
  },
  'titleName.hasChildren': {
    zh_CN: "职称'{name}'下存在申报条件或破格条件，不能删除",
    en_US: "Title '{name}' still has declare conditions or exceptions and cannot be deleted",
  },
  'titleName.inUse': {
    zh_CN: "职称'{name}'已被人员引用为现任职称，不能删除",
    en_US: "Title '{name}' is the current title of employees and cannot be deleted",
  },
  'titleCatalog.seriesNotFound': { zh_CN: '所属职称系列不存在', en_US: 'The title series does not exist' },
  'titleCatalog.titleNotFound': { zh_CN: '所属职称不存在', en_US: 'The title does not exist' },
  'titleCondition.notFound': { zh_CN: '申报条件不存在', en_US: 'The declare condition does not exist' },
  'titleException.notFound': { zh_CN: '破格条件不存在', en_US: 'The exception does not exist' },
  'eligibility.employeeNotFound': {
    zh_CN: '人员不存在或无权查看',
    en_US: 'The employee does not exist or is out of your data scope',
  },
  'eligibility.noRecord': {
    zh_CN: '您还没有人员信息，请先填写人员信息',
    en_US: 'You have no employee record yet; fill in your employee information first',
  },
  'eligibility.exceptionMismatch': {
    zh_CN: '所选破格条件不存在或不属于该职称',
    en_US: 'The exception does not exist or does not belong to this title',
  },
} as const satisfies Record<string, Record<Language, string>>;
