import type { DictTypeSeed } from '../types.js';
import type { DictRow } from './dict-builders.js';
import { dict } from './dict-builders.js';

/** Title-review dictionaries (domain.md; values and colours of the two status dicts from spec §4). */

const WAGE_GRADES_ZH = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三'];
const WAGE_LEVEL_OF_GRADE = [
  '正高级',
  '正高级',
  '正高级',
  '正高级',
  '副高级',
  '副高级',
  '副高级',
  '中级',
  '中级',
  '中级',
  '助理级',
  '助理级',
  '员级',
];

const wageRows: DictRow[] = [
  ...WAGE_GRADES_ZH.map((zh, i): DictRow => [String(i + 1), `专技${zh}级`, `Professional grade ${i + 1}`]),
  ['99', '未定级/企业自定', 'Ungraded / set by employer'],
];

/** National 职称系列 codes; 01–13 confirmed, 14–27 recalled from the 2021 MOHRSS list (domain-research §5.9). */
export const SERIES: DictRow[] = [
  ['01', '高等学校教师', 'Higher education teachers'],
  ['02', '哲学社会科学研究人员', 'Philosophy and social science researchers'],
  ['03', '自然科学研究人员', 'Natural science researchers'],
  ['04', '卫生技术人员', 'Health technicians'],
  ['05', '工程技术人员', 'Engineering technicians'],
  ['06', '农业技术人员', 'Agricultural technicians'],
  ['07', '新闻专业人员', 'Journalism professionals'],
  ['08', '出版专业人员', 'Publishing professionals'],
  ['09', '图书资料专业人员', 'Library and information professionals'],
  ['10', '文物博物专业人员', 'Cultural heritage and museum professionals'],
  ['11', '档案专业人员', 'Archives professionals'],
  ['12', '工艺美术专业人员', 'Arts and crafts professionals'],
  ['13', '技工院校教师', 'Technical school teachers'],
  ['14', '体育专业人员', 'Sports professionals'],
  ['15', '翻译专业人员', 'Translators and interpreters'],
  ['16', '播音主持专业人员', 'Broadcasting and presenting professionals'],
  ['17', '艺术专业人员', 'Art professionals'],
  ['18', '公共法律服务专业人员', 'Public legal service professionals'],
  ['19', '船舶专业技术人员', 'Ship technicians'],
  ['20', '民用航空飞行技术人员', 'Civil aviation flight technicians'],
  ['21', '经济专业人员', 'Economics professionals'],
  ['22', '会计人员', 'Accountants'],
  ['23', '审计专业人员', 'Auditors'],
  ['24', '统计专业人员', 'Statisticians'],
  ['25', '中等职业学校教师', 'Secondary vocational school teachers'],
  ['26', '中小学教师', 'Primary and secondary school teachers'],
  ['27', '实验技术人才', 'Laboratory technicians'],
];

export const titleDicts: DictTypeSeed[] = [
  dict('review_activity_status', '评审活动状态', 'Review activity status', [
    ['0', '未开始', 'Not started', 'danger'],
    ['1', '进行中', 'In progress', 'warning'],
    ['2', '已结束', 'Ended', 'info'],
  ]),
  dict('title_review_approval_status', '职称评审状态', 'Title review status', [
    ['0', '待审核', 'Pending', 'warning'],
    ['1', '已通过', 'Passed', 'success'],
    ['2', '未通过', 'Failed', 'danger'],
    ['3', '已退回', 'Returned', 'info'],
    ['4', '评审中', 'In review', 'primary'],
    ['5', '已撤销', 'Revoked', 'danger'],
    ['6', '已终审', 'Final', 'primary'],
  ]),
  dict(
    'title_review_stage',
    '评审阶段',
    'Review stage',
    [
      ['pre_review', '预审', 'Pre-review', 'default'],
      ['prepare', '资格审查', 'Eligibility check', 'default'],
      ['defense', '答辩', 'Defense', 'primary'],
      ['group_review', '学科组评议', 'Group review', 'primary'],
      ['team_vote', '评审组投票', 'Team vote', 'warning'],
      ['committee_vote', '评委会表决', 'Committee vote', 'warning'],
      ['final_approval', '终审', 'Final approval', 'success'],
      ['result', '评审结果', 'Result', 'info'],
    ],
    // Older databases already hold prepare at 1: the stage added before it sorts first there too.
    { sort: { pre_review: 0 } },
  ),
  dict('defense_status', '答辩状态', 'Defense status', [
    ['0', '未安排', 'Not scheduled', 'info'],
    ['1', '已安排', 'Scheduled', 'primary'],
    ['2', '答辩中', 'In defense', 'warning'],
    ['3', '已完成', 'Completed', 'success'],
    ['4', '缺席', 'Absent', 'danger'],
    ['5', '免答辩', 'Exempt', 'default'],
  ]),
  dict('title_level', '职称级别', 'Title level', [
    ['1', '正高级', 'Full senior', 'danger'],
    ['2', '副高级', 'Associate senior', 'warning'],
    ['3', '中级', 'Intermediate', 'primary'],
    ['4', '助理级', 'Assistant', 'success'],
    ['5', '员级', 'Junior', 'info'],
  ]),
  dict('wage_level', '专业技术岗位等级', 'Professional post grade', wageRows, {
    remark: `1–13 专业技术岗位等级; levels: ${WAGE_LEVEL_OF_GRADE.map((l, i) => `${i + 1}=${l}`).join(', ')}; 99 企业不适用`,
  }),
  dict('reviewer_type', '专家类型', 'Reviewer type', [
    ['1', '评委会委员', 'Committee member', 'danger'],
    ['2', '学科组专家', 'Group expert', 'primary'],
    ['3', '同行评议专家', 'Peer reviewer', 'success'],
    ['4', '答辩专家', 'Defense examiner', 'warning'],
    ['5', '单位推荐评议专家', 'Unit reviewer', 'info'],
  ]),
  dict(
    'reviewer_status',
    '专家状态',
    'Reviewer status',
    [
      ['0', '在库', 'Active', 'success'],
      ['1', '停用', 'Suspended', 'warning'],
      ['2', '黑名单', 'Blacklisted', 'danger'],
    ],
    { defaultValue: '0' },
  ),
  dict('member_role', '成员角色', 'Member role', [
    ['1', '主任委员', 'Chair', 'danger'],
    ['2', '副主任委员', 'Vice chair', 'warning'],
    ['3', '委员', 'Member', 'primary'],
    ['4', '组长', 'Team leader', 'success'],
    ['5', '秘书', 'Secretary (non-voting)', 'info'],
  ]),
  dict('team_type', '评审组类型', 'Team type', [
    ['1', '学科组', 'Discipline team', 'primary'],
    ['2', '评委会', 'Committee', 'danger'],
  ]),
  dict(
    'declare_type',
    '申报方式',
    'Declare type',
    [
      ['1', '正常申报', 'Normal', 'primary'],
      ['2', '破格申报', 'Exception', 'warning'],
      ['3', '转评', 'Transfer', 'info'],
      ['4', '认定', 'Recognition', 'success'],
    ],
    { defaultValue: '1' },
  ),
  dict('exception_type', '破格类别', 'Exception type', [
    ['1', '学历破格', 'Education exception'],
    ['2', '资历破格', 'Seniority exception'],
    ['3', '业绩破格', 'Achievement exception'],
  ]),
  dict('vote_option', '投票选项', 'Vote option', [
    ['1', '同意', 'Agree', 'success'],
    ['2', '不同意', 'Oppose', 'danger'],
    ['3', '弃权', 'Abstain', 'info'],
  ]),
  dict('vote_type', '投票类型', 'Vote type', [
    ['1', '评审组投票', 'Team vote', 'primary'],
    ['2', '评委会表决', 'Committee vote', 'danger'],
  ]),
  dict('review_result', '评审结论', 'Review result', [
    ['0', '未定', 'Undecided', 'info'],
    ['1', '通过', 'Passed', 'success'],
    ['2', '未通过', 'Failed', 'danger'],
    ['3', '已撤销', 'Revoked', 'danger'],
  ]),
  dict('assign_status', '分配状态', 'Assignment phase', [
    ['0', '未分配', 'Not started', 'info'],
    ['1', '分配中', 'Assigning', 'warning'],
    ['2', '分配完成', 'Done', 'success'],
  ]),
  dict('defense_phase_status', '答辩阶段状态', 'Defense phase', [
    ['0', '未开始', 'Not started', 'info'],
    ['1', '答辩中', 'In defense', 'warning'],
    ['2', '答辩结束', 'Done', 'success'],
  ]),
  dict('review_rating', '评议等级', 'Review rating', [
    ['A', '优秀', 'Excellent', 'success'],
    ['B', '良好', 'Good', 'primary'],
    ['C', '合格', 'Pass', 'warning'],
    ['D', '不合格', 'Fail', 'danger'],
  ]),
  dict('checkin_status', '签到状态', 'Check-in status', [
    ['0', '未签到', 'Not checked in', 'info'],
    ['1', '已签到', 'Present', 'success'],
    ['2', '缺席', 'Absent', 'danger'],
  ]),
  dict('title_series', '职称系列', 'Title series', SERIES, {
    remark: '国家职称系列代码; 01–13 已核对, 14–27 待核对',
  }),
  dict('client_audit_status', '委托单位审核状态', 'Entrusted unit audit status', [
    ['0', '待审核', 'Pending', 'warning'],
    ['1', '已通过', 'Approved', 'success'],
    ['2', '已驳回', 'Rejected', 'danger'],
  ]),
  dict(
    'client_type',
    '委托单位类型',
    'Entrusted unit type',
    [
      ['1', '机关', 'Government agency'],
      ['2', '事业单位', 'Public institution'],
      ['3', '国有企业', 'State-owned enterprise'],
      ['4', '民营企业', 'Private enterprise'],
      ['5', '外资企业', 'Foreign-invested enterprise'],
      ['6', '社会组织', 'Social organisation'],
      ['9', '其他', 'Other'],
    ],
    { remark: '注册委托单位时的单位类型 (/auth/company/register/type/entrustedUnit)' },
  ),
  dict('organization_type', '评审组织类型', 'Organization type', [
    ['1', '评委会组建单位', 'Committee-building unit'],
    ['2', '职改办', 'Title reform office'],
    ['3', '主管部门', 'Competent department'],
    ['4', '评审办事机构', 'Review office'],
  ]),
];
