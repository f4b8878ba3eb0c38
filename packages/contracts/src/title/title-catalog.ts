import { z } from 'zod';

/** Permission codes of a catalogue screen (seeded buttons; the console gates on the same codes). */
const crudPermissions = <P extends string>(prefix: P) =>
  ({
    LIST: `${prefix}:list`,
    QUERY: `${prefix}:query`,
    ADD: `${prefix}:add`,
    EDIT: `${prefix}:edit`,
    REMOVE: `${prefix}:remove`,
    EXPORT: `${prefix}:export`,
  }) as const;
export type CrudPermissionCodes = ReturnType<typeof crudPermissions>;

export const TitleSeriesPermission = crudPermissions('title:series');
export const ProfessionPermission = crudPermissions('title:profession');
export const TitleNamePermission = crudPermissions('title:title-name');
export const TitleConditionPermission = crudPermissions('title:condition');
export const TitleExceptionPermission = crudPermissions('title:exception');

/** Who may check an employee's eligibility: whoever may see the employee's record or a declaration. */
export const EligibilityPermission = {
  EMPLOYEE: 'employee:info:query',
  DECLARE: 'title:review-declare:query',
} as const;

export const CatalogStatus = { NORMAL: '0', DISABLED: '1' } as const;

const noHtml = (s: string) => !/<[^>]*>/.test(s);
export const catalogText = (max: number) => z.string().trim().min(1).max(max).refine(noHtml);
export const catalogRemark = z.string().trim().max(500).nullish();
export const catalogStatus = z.enum([CatalogStatus.NORMAL, CatalogStatus.DISABLED]);
export const catalogFilterText = (max: number) => z.string().trim().max(max).optional();
export const catalogStatusFilter = z.enum([CatalogStatus.NORMAL, CatalogStatus.DISABLED, '']).optional();
export const optionalId = z.coerce.number().int().positive().optional();
const orderNum = z.number().int().min(0).max(99_999).default(0);
const titleLevel = z.enum(['1', '2', '3', '4', '5']);

// 职称系列
export const titleSeriesVoSchema = z.object({
  seriesId: z.number().int(),
  seriesCode: z.string(),
  seriesName: z.string(),
  seriesNameEn: z.string().nullable(),
  orderNum: z.number().int(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type TitleSeriesVo = z.infer<typeof titleSeriesVoSchema>;

export const titleSeriesFilterSchema = z.object({
  seriesCode: catalogFilterText(10),
  seriesName: catalogFilterText(50),
  status: catalogStatusFilter,
});
export type TitleSeriesFilter = z.infer<typeof titleSeriesFilterSchema>;

export const titleSeriesCreateSchema = z.object({
  seriesCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z_-]{1,10}$/),
  seriesName: catalogText(50),
  seriesNameEn: z.string().trim().max(100).refine(noHtml).nullish(),
  orderNum,
  status: catalogStatus.default(CatalogStatus.NORMAL),
  remark: catalogRemark,
});
export type TitleSeriesCreate = z.infer<typeof titleSeriesCreateSchema>;
export const titleSeriesUpdateSchema = titleSeriesCreateSchema.extend({
  seriesId: z.number().int().positive(),
});
export type TitleSeriesUpdate = z.infer<typeof titleSeriesUpdateSchema>;

// 专业
export const professionVoSchema = z.object({
  professionId: z.number().int(),
  seriesId: z.number().int(),
  seriesName: z.string().nullable(),
  professionCode: z.string(),
  professionName: z.string(),
  orderNum: z.number().int(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ProfessionVo = z.infer<typeof professionVoSchema>;

export const professionFilterSchema = z.object({
  seriesId: optionalId,
  professionCode: catalogFilterText(20),
  professionName: catalogFilterText(50),
  status: catalogStatusFilter,
});
export type ProfessionFilter = z.infer<typeof professionFilterSchema>;

export const professionCreateSchema = z.object({
  seriesId: z.number().int().positive(),
  professionCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z_-]{1,20}$/),
  professionName: catalogText(50),
  orderNum,
  status: catalogStatus.default(CatalogStatus.NORMAL),
  remark: catalogRemark,
});
export type ProfessionCreate = z.infer<typeof professionCreateSchema>;
export const professionUpdateSchema = professionCreateSchema.extend({
  professionId: z.number().int().positive(),
});
export type ProfessionUpdate = z.infer<typeof professionUpdateSchema>;

// 职称名称
export const titleNameVoSchema = z.object({
  titleId: z.number().int(),
  seriesId: z.number().int(),
  seriesName: z.string().nullable(),
  titleCode: z.string(),
  titleName: z.string(),
  titleLevel: z.string(),
  orderNum: z.number().int(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type TitleNameVo = z.infer<typeof titleNameVoSchema>;

export const titleNameFilterSchema = z.object({
  seriesId: optionalId,
  titleLevel: z.enum(['1', '2', '3', '4', '5', '']).optional(),
  titleCode: catalogFilterText(20),
  titleName: catalogFilterText(50),
  status: catalogStatusFilter,
});
export type TitleNameFilter = z.infer<typeof titleNameFilterSchema>;

export const titleNameCreateSchema = z.object({
  seriesId: z.number().int().positive(),
  titleCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z_-]{1,20}$/),
  titleName: catalogText(50),
  titleLevel,
  orderNum,
  status: catalogStatus.default(CatalogStatus.NORMAL),
  remark: catalogRemark,
});
export type TitleNameCreate = z.infer<typeof titleNameCreateSchema>;
export const titleNameUpdateSchema = titleNameCreateSchema.extend({ titleId: z.number().int().positive() });
export type TitleNameUpdate = z.infer<typeof titleNameUpdateSchema>;

/** Option lists of the pickers of other screens (enabled rows only). */
export const professionOptionQuerySchema = z.object({ seriesId: optionalId });
export const titleNameOptionQuerySchema = z.object({
  seriesId: optionalId,
  titleLevel: titleLevel.optional(),
});
