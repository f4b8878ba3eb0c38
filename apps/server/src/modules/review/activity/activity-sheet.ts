import type { Language, ReviewActivityVo } from '@zcps/contracts';
import { buildXlsx, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

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
  const yes = formatMessage(lang, 'word.yes');
  const no = formatMessage(lang, 'word.no');
  const columns: XlsxColumn<ReviewActivityVo>[] = [
    { header: message('review.activity.column.activityId'), value: (r) => r.activityId, width: 12 },
    { header: message('review.activity.column.activityName'), value: (r) => r.activityName, width: 32 },
    { header: message('review.activity.column.reviewYear'), value: (r) => r.reviewYear, width: 10 },
    { header: message('review.activity.column.seriesName'), value: (r) => r.seriesName },
    {
      header: message('review.activity.column.professionNames'),
      value: (r) => r.professionNames.join('、'),
      width: 28,
    },
    {
      header: message('review.activity.column.titleLevels'),
      value: (r) => r.titleLevels.map(level).join('、'),
    },
    { header: message('review.activity.column.orgName'), value: (r) => r.orgName, width: 24 },
    { header: message('review.activity.column.declareStart'), value: (r) => r.declareStart, width: 20 },
    { header: message('review.activity.column.declareEnd'), value: (r) => r.declareEnd, width: 20 },
    {
      header: message('review.activity.column.defenseRequired'),
      value: (r) => (r.defenseRequired ? yes : no),
      width: 10,
    },
    {
      header: message('review.activity.column.teamPassNum'),
      value: (r) => ratio(r.teamPassNum, r.teamPassDen),
    },
    { header: message('review.activity.column.quorumNum'), value: (r) => ratio(r.quorumNum, r.quorumDen) },
    {
      header: message('review.activity.column.committeePassNum'),
      value: (r) => ratio(r.committeePassNum, r.committeePassDen),
    },
    { header: message('review.activity.column.publicityDays'), value: (r) => r.publicityDays, width: 10 },
    { header: message('review.activity.column.status'), value: (r) => status(r.status), width: 10 },
    {
      header: message('review.activity.column.assignmentStatus'),
      value: (r) => phase(r.assignmentStatus),
      width: 10,
    },
    {
      header: message('review.activity.column.defenseStatus'),
      value: (r) => phase(r.defenseStatus),
      width: 10,
    },
    {
      header: message('review.activity.column.declarationCount'),
      value: (r) => r.declarationCount,
      width: 10,
    },
    { header: message('review.activity.column.liveCount'), value: (r) => r.liveCount, width: 10 },
    { header: message('review.activity.column.remark'), value: (r) => r.remark, width: 30 },
    { header: message('review.activity.column.createTime'), value: (r) => r.createTime, width: 20 },
  ];
  return buildXlsx(lang, formatMessage(lang, 'review.activity.sheet'), columns, rows);
}
