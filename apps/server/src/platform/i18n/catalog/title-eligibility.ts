import type { Language } from '@zcps/contracts';

/**
 * Reasons of the eligibility check, answered in both languages. A part only one sentence has ("以第一作者",
 * "; at least 2 professional") is a fragment of its own, given as a parameter or as ''. Spread into `messages`
 * (../messages.ts).
 */
export const titleEligibilityMessages = {
  'eligibility.unfit': {
    zh_CN: '条件参数与规则类型不符，请联系评审办核对',
    en_US: "The rule's parameters do not fit its kind; ask the review office to check it",
  },
  'eligibility.shown.years': { zh_CN: '{count} 年', en_US: '{count} years' },
  'eligibility.shown.yearsGood': { zh_CN: '{count} 年合格', en_US: '{count} years passed' },
  'eligibility.shown.hours': { zh_CN: '{count} 学时', en_US: '{count} hours' },
  'eligibility.shown.items': { zh_CN: '{count} 项', en_US: '{count} items' },
  'eligibility.shown.punishments': { zh_CN: '{count} 项处分', en_US: '{count} punishments in force' },
  'eligibility.shown.none': { zh_CN: '无', en_US: 'None' },
  'eligibility.noConditions': {
    zh_CN: '该职称尚未配置申报条件，请联系评审办',
    en_US: 'No declare conditions are configured for this title; ask the review office',
  },
  'eligibility.byException': {
    zh_CN: '{reason}；按破格条件「{exception}」视为满足',
    en_US: '{reason}; met through the exception "{exception}"',
  },
  'eligibility.span.year': { zh_CN: '{count}年', en_US: '{count} year' },
  'eligibility.span.years': { zh_CN: '{count}年', en_US: '{count} years' },
  'eligibility.span.month': { zh_CN: '{count}个月', en_US: '{count} month' },
  'eligibility.span.months': { zh_CN: '{count}个月', en_US: '{count} months' },
  'eligibility.span.both': { zh_CN: '{years}{months}', en_US: '{years} {months}' },
  'eligibility.education.none': {
    zh_CN: '无审核通过的学历记录{required}',
    en_US: 'No approved education record{required}',
  },
  'eligibility.education.noneRequired': {
    zh_CN: '，要求{need}及以上',
    en_US: '; {need} or higher is required',
  },
  'eligibility.education.met': {
    zh_CN: '最高学历{has}，满足{need}及以上的要求',
    en_US: 'Highest education {has} meets the minimum of {need}',
  },
  'eligibility.education.below': {
    zh_CN: '最高学历{has}，低于要求的{need}',
    en_US: 'Highest education {has} is below the required {need}',
  },
  'eligibility.seniority.uncovered': {
    zh_CN: '最高学历{has}不在本职称资历要求的学历范围内',
    en_US: 'Highest education {has} is not covered by the seniority requirement of this title',
  },
  'eligibility.seniority.noDate': {
    zh_CN: '未填写现职称取得时间或参加工作时间，{has}须满{years}年',
    en_US: 'No date of the current title or of starting work; {years} years required with {has}',
  },
  'eligibility.seniority.sinceTitle': { zh_CN: '取得现职称', en_US: 'obtaining the current title' },
  'eligibility.seniority.sinceWork': { zh_CN: '参加工作', en_US: 'starting work' },
  'eligibility.seniority.met': {
    zh_CN: '自{basis}（{since}）至{evalDate}已满{span}，{has}须满{years}年',
    en_US: '{span} since {basis} ({since}) to {evalDate}; {years} years required with {has}',
  },
  'eligibility.seniority.short': {
    zh_CN: '自{basis}（{since}）至{evalDate}仅{span}，{has}须满{years}年',
    en_US: '{span} since {basis} ({since}) to {evalDate}; {years} years required with {has}',
  },
  'eligibility.currentTitle.none': {
    zh_CN: '无现任职称，要求{need}及以上职称',
    en_US: 'No current title; a {need} title or higher is required',
  },
  'eligibility.currentTitle.below': {
    zh_CN: '现任{has}职称，低于要求的{need}',
    en_US: 'The current {has} title is below the required {need}',
  },
  'eligibility.currentTitle.otherSeries': {
    zh_CN: '现任职称不属于本系列，须为本系列{need}及以上职称',
    en_US: 'The current title is of another series; a {need} title of this series is required',
  },
  'eligibility.currentTitle.met': {
    zh_CN: '现任{has}职称，满足{need}及以上的要求',
    en_US: 'The current {has} title meets the minimum of {need}',
  },
  'eligibility.assessment.missingYear': {
    zh_CN: '{year}年无审核通过的考核结果',
    en_US: '{year}: no approved result',
  },
  'eligibility.assessment.yearResult': { zh_CN: '{year}年为{result}', en_US: '{year}: {result}' },
  'eligibility.assessment.excellentCount': { zh_CN: '优秀{count}次', en_US: '{count} excellent' },
  'eligibility.assessment.rule': {
    zh_CN: '近{years}年（{first}–{last}）年度考核须均为{need}及以上{excellent}',
    en_US:
      'Yearly assessments of the last {years} years ({first}–{last}) must all be {need} or better{excellent}',
  },
  'eligibility.assessment.ruleExcellent': {
    zh_CN: '且至少{count}次优秀',
    en_US: ', at least {count} of them excellent',
  },
  'eligibility.assessment.met': { zh_CN: '{rule}，已满足{excellent}', en_US: '{rule}: met{excellent}' },
  'eligibility.assessment.metExcellent': { zh_CN: '（优秀{count}次）', en_US: ' ({count} excellent)' },
  'eligibility.assessment.failed': { zh_CN: '{rule}，{issues}', en_US: '{rule}; {issues}' },
  'eligibility.assessment.issueSeparator': { zh_CN: '，', en_US: '; ' },
  'eligibility.training.hours': {
    zh_CN: '{total}学时（专业科目{professional}学时）',
    en_US: '{total} hours ({professional} professional)',
  },
  'eligibility.training.professional': {
    zh_CN: '，其中专业科目不少于{count}学时',
    en_US: ', at least {count} professional',
  },
  'eligibility.training.done': {
    zh_CN: '近{years}年继续教育须满{hours}学时{professional}，已完成{had}',
    en_US: 'Continuing education of the last {years} years needs {hours} hours{professional}; done {had}',
  },
  'eligibility.training.short': {
    zh_CN: '近{years}年继续教育须满{hours}学时{professional}，现有{had}',
    en_US: 'Continuing education of the last {years} years needs {hours} hours{professional}; has {had}',
  },
  'eligibility.counted': {
    zh_CN: '{since}{what}{found}项，要求至少{required}项',
    en_US: '{found} {what}{since}; at least {required} required',
  },
  'eligibility.counted.since': { zh_CN: '任现职以来（{from}起）', en_US: ' since {from}' },
  'eligibility.works.what': {
    zh_CN: '{firstAuthor}{representative}{types}{indexed}',
    en_US: '{representative}{types}{firstAuthor}{indexed}',
  },
  'eligibility.works.any': { zh_CN: '论文著作', en_US: 'academic works' },
  'eligibility.works.firstAuthor': { zh_CN: '以第一作者', en_US: ' as first author' },
  'eligibility.works.representative': { zh_CN: '代表性', en_US: 'representative ' },
  'eligibility.works.indexed': { zh_CN: '（{labels}收录）', en_US: ' indexed by {labels}' },
  'eligibility.achievements.what': { zh_CN: '{roles}业绩成果', en_US: 'duty achievements{roles}' },
  'eligibility.achievements.roles': { zh_CN: '本人为{roles}的', en_US: ' as {roles}' },
  'eligibility.awards.what': { zh_CN: '{level}及以上奖励', en_US: 'awards of {level} level or higher' },
  'eligibility.punishment.none': {
    zh_CN: '近{years}年无处分',
    en_US: 'No punishment in force in the last {years} years',
  },
  'eligibility.punishment.inForce': {
    zh_CN: '近{years}年受处分{count}次（{dates}），影响期内不得申报',
    en_US: '{count} punishment(s) in force in the last {years} years ({dates})',
  },
} as const satisfies Record<string, Record<Language, string>>;
