import type { DeclarationVo, Language, ReviewTrailVo } from '@zcps/contracts';
import { buildXlsx, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';

const h = (zh_CN: string, en_US: string) => ({ zh_CN, en_US });

/** Declarations as a workbook, stage and status in words of the caller's language. */
export async function declarationSheet(
  dicts: DictService,
  tenantId: string,
  lang: Language,
  rows: DeclarationVo[],
): Promise<Buffer> {
  const [stage, status, level, type] = await Promise.all([
    dictLabels(dicts, tenantId, 'title_review_stage', lang),
    dictLabels(dicts, tenantId, 'title_review_approval_status', lang),
    dictLabels(dicts, tenantId, 'title_level', lang),
    dictLabels(dicts, tenantId, 'declare_type', lang),
  ]);
  const yes = lang === 'zh_CN' ? '符合' : 'Eligible';
  const no = lang === 'zh_CN' ? '不符合' : 'Not eligible';
  const columns: XlsxColumn<DeclarationVo>[] = [
    { header: h('申报编号', 'Declaration id'), value: (r) => r.declarationId, width: 12 },
    { header: h('评审活动', 'Review activity'), value: (r) => r.activityName, width: 30 },
    { header: h('申报人', 'Applicant'), value: (r) => r.applicantName, width: 12 },
    { header: h('工作单位', 'Work unit'), value: (r) => r.unitName, width: 24 },
    { header: h('申报职称', 'Title'), value: (r) => r.titleName },
    { header: h('职称级别', 'Title level'), value: (r) => level(r.titleLevel), width: 10 },
    { header: h('专业', 'Profession'), value: (r) => r.professionName },
    { header: h('申报类型', 'Declare type'), value: (r) => type(r.declareType), width: 10 },
    { header: h('破格条件', 'Exception'), value: (r) => r.exceptionName },
    { header: h('评审阶段', 'Stage'), value: (r) => stage(r.stage), width: 12 },
    { header: h('审核状态', 'Status'), value: (r) => status(r.approvalStatus), width: 10 },
    {
      header: h('申报条件', 'Eligibility'),
      value: (r) => (r.eligible === null ? '' : r.eligible ? yes : no),
    },
    { header: h('提交时间', 'Submitted'), value: (r) => r.submitTime, width: 20 },
    { header: h('推荐时间', 'Recommended'), value: (r) => r.recommendTime, width: 20 },
    { header: h('退回次数', 'Returns'), value: (r) => r.returnCount, width: 10 },
    { header: h('证书编号', 'Certificate no.'), value: (r) => r.certificateNo },
  ];
  return buildXlsx(lang, lang === 'en_US' ? 'Declarations' : '职称申报', columns, rows);
}

/** One declaration's trail as a workbook. */
export async function trailSheet(lang: Language, applicant: string, rows: ReviewTrailVo[]): Promise<Buffer> {
  const items = (r: ReviewTrailVo) => (r.items ?? []).map((i) => `${i.item}: ${i.reason}`).join('\n');
  const columns: XlsxColumn<ReviewTrailVo>[] = [
    { header: h('时间', 'Time'), value: (r) => r.createTime, width: 20 },
    { header: h('操作', 'Action'), value: (r) => r.actionText, width: 18 },
    { header: h('原状态', 'From'), value: (r) => r.fromText, width: 20 },
    { header: h('新状态', 'To'), value: (r) => r.toText, width: 20 },
    { header: h('操作人', 'Operator'), value: (r) => r.operatorName, width: 12 },
    { header: h('意见', 'Opinion'), value: (r) => r.opinion, width: 40 },
    { header: h('退回事项', 'Return items'), value: items, width: 40 },
  ];
  return buildXlsx(
    lang,
    `${lang === 'en_US' ? 'Trail' : '评审详情'} ${applicant}`.slice(0, 31),
    columns,
    rows,
  );
}
