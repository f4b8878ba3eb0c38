import {
  reviewerCreateSchema,
  type ImportReport,
  type ImportRow,
  type Language,
  type ReviewerCreate,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { formatIssue } from '../../../platform/http/validation.js';
import { dictValues, importRows, readSheet, type SheetRow } from '../../../platform/http/xlsx-import.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { ReviewerRepo } from './reviewer.repo.js';
import { reviewerScopeOf, type ReviewerService } from './reviewer.service.js';
import { NO, reviewerSheetColumns, YES, type ReviewerSheetKey } from './reviewer-sheet.js';
import type { TitleRefsRepo } from './title-refs.repo.js';
import { bilingual, message, type KeyWith } from '../../../platform/i18n/format.js';

/** Most rows one import takes. */
export const REVIEWER_IMPORT_MAX_ROWS = 5000;

export interface ReviewerImportDeps {
  repo: ReviewerRepo;
  refs: TitleRefsRepo;
  service: ReviewerService;
  dicts: DictService;
  progress?: (processed: number, total: number) => void;
}

type Catalog = Awaited<ReturnType<TitleRefsRepo['catalog']>>;
const [yes, no] = [bilingual(YES), bilingual(NO)];
const TRUE_TEXT = new Set(['1', 'y', 'true', yes.zh_CN, yes.en_US.toLowerCase()]);
const FALSE_TEXT = new Set(['', '0', 'n', 'false', no.zh_CN, no.en_US.toLowerCase()]);

/** Text → what the form would send: dictionary labels to values, series and profession by code or name. */
async function rowReader(deps: ReviewerImportDeps, tenantId: string) {
  const [sex, level, type, catalog] = await Promise.all([
    dictValues(deps.dicts, tenantId, 'sys_user_sex'),
    dictValues(deps.dicts, tenantId, 'title_level'),
    dictValues(deps.dicts, tenantId, 'reviewer_type'),
    deps.refs.catalog(tenantId),
  ]);
  /** Blank → undefined (the schema says it is required where it is); unknown text refuses the row. */
  const byCodeOrName = (rows: Catalog['series'], text: string, unknown: KeyWith<'value'>) => {
    if (!text) return undefined;
    const found = rows.find((r) => r.code === text) ?? rows.find((r) => r.name === text);
    if (!found) throw new ServiceError(unknown, { value: text });
    return found.id;
  };
  return (cells: SheetRow<ReviewerSheetKey>['cells']) => {
    const text = (key: ReviewerSheetKey) => cells[key] ?? '';
    const seriesId = byCodeOrName(catalog.series, text('series'), 'reviewer.seriesNotFound');
    const professions = catalog.professions.filter((p) => p.seriesId === seriesId);
    const external = text('isExternal').toLowerCase();
    return {
      reviewerName: text('reviewerName'),
      sex: sex(text('sex')) ?? '0',
      idCard: text('idCard'),
      phone: text('phone'),
      email: text('email'),
      unitName: text('unitName'),
      seriesId,
      professionId: byCodeOrName(professions, text('profession'), 'reviewer.professionMismatch'),
      titleLevel: level(text('titleLevel')),
      titleName: text('titleName'),
      reviewerType: type(text('reviewerType')),
      isExternal: TRUE_TEXT.has(external) ? true : FALSE_TEXT.has(external) ? false : external,
      remark: text('remark'),
    };
  };
}

/**
 * Imports reviewers row by row: a row whose identity number is new is created, one whose number is known is
 * updated (only with updateSupport, only reviewers the caller may see) and any other is refused with its reason.
 */
export async function importReviewers(
  deps: ReviewerImportDeps,
  caller: LoginUser,
  content: Buffer,
  updateSupport: boolean,
  lang: Language,
): Promise<ImportReport> {
  const parsed = await readSheet(content, {
    columns: reviewerSheetColumns,
    required: 'reviewerName',
    maxRows: REVIEWER_IMPORT_MAX_ROWS,
    badHeader: message('reviewer.importBadHeader'),
    notXlsx: 'user.importNotXlsx',
  });
  if (!parsed.length) throw new ServiceError('reviewer.importEmpty');
  if (parsed.length > REVIEWER_IMPORT_MAX_ROWS)
    throw new ServiceError('reviewer.importTooMany', { max: REVIEWER_IMPORT_MAX_ROWS });
  const read = await rowReader(deps, caller.tenantId);
  return importRows(
    parsed,
    lang,
    ({ cells }) => cells.reviewerName ?? '',
    async ({ cells }): Promise<Omit<ImportRow, 'row' | 'userName'>> => {
      const input = read(cells);
      const candidate = reviewerCreateSchema.safeParse(input);
      if (!candidate.success)
        return { outcome: 'failed', reason: formatIssue(candidate.error.issues[0]!, lang, input) };
      return importOne(deps, caller, candidate.data, updateSupport);
    },
    deps.progress,
  );
}

async function importOne(
  { repo, service }: ReviewerImportDeps,
  caller: LoginUser,
  body: ReviewerCreate,
  updateSupport: boolean,
): Promise<{ outcome: 'created' | 'updated' }> {
  const known = body.idCard ? await repo.holderOf(caller.tenantId, 'idCard', body.idCard) : undefined;
  if (!known) {
    await service.create(caller, body);
    return { outcome: 'created' };
  }
  if (!updateSupport) throw new ServiceError('reviewer.importExists');
  const row = await repo.find(caller.tenantId, reviewerScopeOf(caller), known.reviewerId);
  if (!row) throw new ServiceError('reviewer.notFound');
  await service.checkFields(caller.tenantId, body, row.reviewerId);
  await repo.update(caller.tenantId, row.reviewerId, {
    ...service.fields(body),
    userId: row.userId,
    updateBy: caller.userId,
    updateTime: new Date(),
  });
  return { outcome: 'updated' };
}
