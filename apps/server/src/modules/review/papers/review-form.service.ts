import {
  EmployeePermission,
  hasPermission,
  RECORD_KINDS,
  RECORD_SPECS,
  ReviewApprovalPermission as RA,
  RULE_KIND_LABELS,
  type DossierVo,
  type Language,
  type RecordVo,
  type RuleResult,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { forbidden, ServiceError } from '../../../platform/http/errors.js';
import { fieldLabels } from '../../../platform/i18n/field-labels.js';
import { formatMessage, localize, message } from '../../../platform/i18n/format.js';
import { Paper, type PdfColumn } from '../../../platform/pdf/paper.js';
import type { DossierService } from '../../employee/records/dossier.js';
import { RECORD_DEFS } from '../../employee/records/record-defs.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { WorkbenchService } from '../workbench/workbench.service.js';
import type { FormDeclaration, PapersRepo } from './papers.repo.js';

interface Snapshot {
  eligible?: boolean;
  rules?: RuleResult[];
}

type Rule = RuleResult;

/**
 * 评审表: one declaration's dossier and its eligibility at submission, with the opinion areas the unit, the
 * office, the team and the committee fill in. Whoever may read that dossier prints it: an expert assigned to
 * the declaration or seated in a meeting on it (the workbench's rule), or a reader of employee records whose
 * data scope holds the applicant (the employee dossier's rule).
 */
export class ReviewFormService {
  constructor(
    private readonly repo: PapersRepo,
    private readonly workbench: WorkbenchService,
    private readonly dossiers: DossierService,
    private readonly dicts: DictService,
  ) {}

  private async read(caller: LoginUser, declarationId: number) {
    const readsRecords = hasPermission(caller.permissions, EmployeePermission.QUERY);
    if (hasPermission(caller.permissions, RA.RATING)) {
      try {
        const { dossier } = await this.workbench.dossier(caller, declarationId);
        const declaration = await this.repo.formDeclaration(caller.tenantId, declarationId);
        if (declaration) return { declaration, dossier };
      } catch (error) {
        if (!readsRecords) throw error;
      }
    }
    if (!readsRecords) throw forbidden('review.notAssigned');
    const declaration = await this.repo.formDeclaration(caller.tenantId, declarationId);
    if (!declaration) throw new ServiceError('review.declarationNotFound');
    return { declaration, dossier: await this.dossiers.dossier(caller, declaration.employeeId) };
  }

  async pdf(caller: LoginUser, declarationId: number, lang: Language) {
    const { declaration: d, dossier } = await this.read(caller, declarationId);
    const name = formatMessage(lang, 'review.papers.reviewForm');
    const paper = new Paper(lang, name).title(name);
    const declareType = await dictLabels(this.dicts, caller.tenantId, 'declare_type', lang);
    paper.heading(formatMessage(lang, 'review.papers.form.basic')).keyValues([
      [message('review.papers.label.declarationNo'), d.declarationNo],
      [message('review.papers.label.activity'), d.activityName],
      [message('review.papers.label.name'), d.applicantName],
      [message('review.papers.label.idCard'), dossier.employee.idCard],
      [message('review.papers.label.unit'), d.unitName],
      [message('review.papers.label.series'), d.seriesName],
      [message('review.papers.label.title'), d.titleName],
      [message('review.papers.label.profession'), d.professionName],
      [message('review.papers.label.declareType'), declareType(d.declareType)],
      [
        message('review.papers.label.submitTime'),
        formatDateTime(d.submitTime ? new Date(d.submitTime) : null),
      ],
    ]);
    this.eligibility(paper, d, lang);
    await this.records(paper, caller, dossier, lang);
    this.opinions(paper, d, lang);
    return { name: `${name}_${d.applicantName}`, file: await paper.toBuffer() };
  }

  private eligibility(paper: Paper, d: FormDeclaration, lang: Language) {
    const snapshot = (d.eligibility ?? null) as Snapshot | null;
    paper.heading(formatMessage(lang, 'review.papers.form.eligibility'));
    if (!snapshot?.rules) {
      paper.paragraph(formatMessage(lang, 'review.papers.form.notEvaluated'));
      return;
    }
    paper.paragraph(
      formatMessage(
        lang,
        snapshot.eligible ? 'review.papers.form.eligibleAll' : 'review.papers.form.ineligible',
      ),
    );
    const worded = (text: { zh_CN: string; en_US: string } | null, raw: string | number | null) =>
      text ? text[lang] : raw === null ? '' : String(raw);
    const columns: PdfColumn<Rule>[] = [
      {
        header: message('review.papers.label.rule'),
        width: 16,
        value: (r) =>
          r.description ||
          RULE_KIND_LABELS[r.ruleKind as keyof typeof RULE_KIND_LABELS]?.[lang] ||
          r.ruleKind,
      },
      {
        header: message('review.papers.label.required'),
        width: 14,
        value: (r) => worded(r.requiredText, r.required),
      },
      { header: message('review.papers.label.found'), width: 14, value: (r) => worded(r.foundText, r.found) },
      {
        header: message('review.papers.label.result'),
        width: 8,
        value: (r) =>
          formatMessage(
            lang,
            r.pass
              ? 'review.papers.label.pass'
              : r.byException
                ? 'review.papers.label.byException'
                : 'review.papers.label.fail',
          ),
      },
      { header: message('review.papers.label.reason'), width: 24, value: (r) => r.reason[lang] },
    ];
    paper.table(columns, snapshot.rules);
  }

  /** Every record kind with its own fields, dictionary values as labels; a kind without records says so. */
  private async records(paper: Paper, caller: LoginUser, dossier: DossierVo, lang: Language) {
    const codes = new Set(
      RECORD_KINDS.flatMap((k) => RECORD_SPECS[k].fields.flatMap((f) => (f.dict ? [f.dict] : []))),
    );
    const labels = new Map(
      await Promise.all(
        [...codes].map(
          async (code) => [code, await dictLabels(this.dicts, caller.tenantId, code, lang)] as const,
        ),
      ),
    );
    for (const def of RECORD_DEFS) {
      const rows = dossier.records[def.spec.kind];
      paper.heading(`${localize(lang, def.title)}（${rows.length}）`);
      if (!rows.length) {
        paper.paragraph(formatMessage(lang, 'review.papers.label.none'));
        continue;
      }
      const columns: PdfColumn<RecordVo>[] = def.spec.fields.map((f) => ({
        header: fieldLabels[f.name] ?? f.name,
        width: f.kind === 'longText' ? 3 : f.kind === 'bool' ? 1 : f.dict ? 1.5 : 2,
        value: (r) => {
          const v = r[f.name];
          if (v === null || v === undefined) return null;
          if (f.kind === 'bool') return formatMessage(lang, v ? 'word.yes' : 'word.no');
          if (f.dict) return labels.get(f.dict)!(String(v));
          return typeof v === 'number' ? v : String(v);
        },
      }));
      paper.table(columns, rows, { fontSize: 8 });
    }
    paper.heading(
      `${formatMessage(lang, 'review.papers.form.attachments')}（${dossier.attachments.length}）`,
    );
    if (dossier.attachments.length)
      paper.table(
        [
          { header: message('review.papers.label.seq'), width: 1, value: (a: { i: number }) => a.i },
          { header: message('review.papers.label.attachmentType'), width: 3, value: (a) => a.typeName },
          { header: message('review.papers.label.fileName'), width: 6, value: (a) => a.fileName },
        ],
        dossier.attachments.map((a, i) => ({ ...a, i: i + 1 })),
      );
    else paper.paragraph(formatMessage(lang, 'review.papers.label.none'));
  }

  private opinions(paper: Paper, d: FormDeclaration, lang: Language) {
    const signed = [
      formatMessage(lang, 'review.papers.form.signer'),
      formatMessage(lang, 'review.papers.label.date'),
    ];
    paper
      .box(formatMessage(lang, 'review.papers.form.unitOpinion'), d.recommendOpinion, 70)
      .signatures(signed);
    for (const key of [
      'review.papers.form.checkOpinion',
      'review.papers.form.teamOpinion',
      'review.papers.form.committeeOpinion',
    ] as const)
      paper.box(formatMessage(lang, key), null, 70).signatures(signed);
  }
}
