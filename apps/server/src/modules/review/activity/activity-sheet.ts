import type { Language, ReviewActivityVo } from '@zcps/contracts';
import { buildXlsx, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';

const h = (zh_CN: string, en_US: string) => ({ zh_CN, en_US });
const ratio = (num: number, den: number) => `${num}/${den}`;

/** The activity list as a workbook, with dictionary labels in the caller's language. */
export async function activitySheet(
  dicts: DictService,
  tenantId: string,
  lang: Language,
  rows: ReviewActivityVo[],
): Promise<Buffer> {
  const [status, level] = await Promise.all([
    dictLabels(dicts, tenantId, 'review_activity_status', lang),
    dictLabels(dicts, tenantId, 'title_level', lang),
  ]);
  // Sub-phases read 未开始 / 进行中 / 已结束 like the activity itself.
  const phase = status;
  const yes = lang === 'zh_CN' ? '是' : 'Yes';
  const no = lang === 'zh_CN' ? '否' : 'No';
  const columns: XlsxColumn<ReviewActivityVo>[] = [
    { header: h('活动编号', 'Activity id'), value: (r) => r.activityId, width: 12 },
    { header: h('活动名称', 'Activity name'), value: (r) => r.activityName, width: 32 },
    { header: h('评审年度', 'Review year'), value: (r) => r.reviewYear, width: 10 },
    { header: h('职称系列', 'Title series'), value: (r) => r.seriesName },
    { header: h('评审专业', 'Professions'), value: (r) => r.professionNames.join('、'), width: 28 },
    { header: h('评审级别', 'Title levels'), value: (r) => r.titleLevels.map(level).join('、') },
    { header: h('评审组织', 'Organization'), value: (r) => r.orgName, width: 24 },
    { header: h('申报开始', 'Declaration start'), value: (r) => r.declareStart, width: 20 },
    { header: h('申报截止', 'Declaration end'), value: (r) => r.declareEnd, width: 20 },
    { header: h('需要答辩', 'Defense required'), value: (r) => (r.defenseRequired ? yes : no), width: 10 },
    { header: h('评审组通过比例', 'Team pass ratio'), value: (r) => ratio(r.teamPassNum, r.teamPassDen) },
    { header: h('评委会到会比例', 'Quorum'), value: (r) => ratio(r.quorumNum, r.quorumDen) },
    {
      header: h('评委会通过比例', 'Committee pass ratio'),
      value: (r) => ratio(r.committeePassNum, r.committeePassDen),
    },
    { header: h('公示天数', 'Publicity days'), value: (r) => r.publicityDays, width: 10 },
    { header: h('状态', 'Status'), value: (r) => status(r.status), width: 10 },
    { header: h('分配阶段', 'Assignment'), value: (r) => phase(r.assignmentStatus), width: 10 },
    { header: h('答辩阶段', 'Defense'), value: (r) => phase(r.defenseStatus), width: 10 },
    { header: h('申报数', 'Declarations'), value: (r) => r.declarationCount, width: 10 },
    { header: h('未办结', 'Not final'), value: (r) => r.liveCount, width: 10 },
    { header: h('备注', 'Remark'), value: (r) => r.remark, width: 30 },
    { header: h('创建时间', 'Created'), value: (r) => r.createTime, width: 20 },
  ];
  return buildXlsx(lang, lang === 'en_US' ? 'Review activities' : '评审活动', columns, rows);
}
