import { SERIES } from './dicts-title.js';

/**
 * The national title catalogue (domain-research §5.9): every series with its titles per level, a dozen
 * professions and the attachment types of a dossier. Fixed ids so re-seeding finds them: series id = the
 * series code as a number, title id = series id × 10 + level (工程: 51 正高级工程师 … 55 技术员).
 */

export const seriesSeeds = SERIES.map(([code, name, nameEn], i) => ({
  seriesId: Number(code),
  seriesCode: code,
  seriesName: name,
  seriesNameEn: nameEn,
  orderNum: i + 1,
}));

/** Titles per series code, from 正高级 (level 1) down; null where a series has no title at that level. */
const TITLE_NAMES: Record<string, (string | null)[]> = {
  '01': ['教授', '副教授', '讲师', '助教', null],
  '02': ['研究员', '副研究员', '助理研究员', '研究实习员', null],
  '03': ['研究员', '副研究员', '助理研究员', '研究实习员', null],
  '04': ['主任医师', '副主任医师', '主治医师', '医师', '医士'],
  '05': ['正高级工程师', '高级工程师', '工程师', '助理工程师', '技术员'],
  '06': ['正高级农艺师', '高级农艺师', '农艺师', '助理农艺师', '农业技术员'],
  '07': ['高级记者', '主任记者', '记者', '助理记者', null],
  '08': ['编审', '副编审', '编辑', '助理编辑', null],
  '09': ['研究馆员', '副研究馆员', '馆员', '助理馆员', '管理员'],
  '10': ['研究馆员', '副研究馆员', '馆员', '助理馆员', null],
  '11': ['研究馆员', '副研究馆员', '馆员', '助理馆员', '管理员'],
  '12': ['正高级工艺美术师', '高级工艺美术师', '工艺美术师', '助理工艺美术师', '工艺美术员'],
  '13': ['正高级讲师', '高级讲师', '讲师', '助理讲师', null],
  '21': ['正高级经济师', '高级经济师', '经济师', '助理经济师', '经济员'],
  '22': ['正高级会计师', '高级会计师', '会计师', '助理会计师', '会计员'],
  '23': ['正高级审计师', '高级审计师', '审计师', '助理审计师', null],
  '24': ['正高级统计师', '高级统计师', '统计师', '助理统计师', null],
  '25': ['正高级讲师', '高级讲师', '讲师', '助理讲师', null],
  '26': ['正高级教师', '高级教师', '一级教师', '二级教师', '三级教师'],
  '27': ['正高级实验师', '高级实验师', '实验师', '助理实验师', '实验员'],
};

export const titleSeeds = Object.entries(TITLE_NAMES).flatMap(([code, names]) =>
  names.flatMap((name, i) => {
    if (!name) return [];
    const level = i + 1;
    const seriesId = Number(code);
    return [
      {
        titleId: seriesId * 10 + level,
        seriesId,
        titleCode: `${code}${String(level).padStart(2, '0')}`,
        titleName: name,
        titleLevel: String(level),
        orderNum: level,
      },
    ];
  }),
);

const profession = (professionId: number, seriesId: number, code: string, name: string) => ({
  professionId,
  seriesId,
  professionCode: code,
  professionName: name,
  orderNum: professionId,
});

/** Engineering professions first: the demo employees and reviewers are mostly engineers. */
export const professionSeeds = [
  profession(1, 5, '0501', '机械工程'),
  profession(2, 5, '0502', '电子信息'),
  profession(3, 5, '0503', '建筑工程'),
  profession(4, 5, '0504', '土木工程'),
  profession(5, 5, '0505', '水利工程'),
  profession(6, 5, '0506', '交通运输'),
  profession(7, 5, '0507', '化学工程'),
  profession(8, 5, '0508', '计算机软件'),
  profession(9, 4, '0401', '临床医学'),
  profession(10, 4, '0402', '护理'),
  profession(11, 21, '2101', '工商管理'),
  profession(12, 21, '2102', '金融'),
];

const attachmentType = (
  typeId: number,
  typeCode: string,
  typeName: string,
  required = false,
  allowedExt = 'pdf,jpg,jpeg,png',
) => ({ typeId, typeCode, typeName, required, allowedExt, maxSizeMb: 10, orderNum: typeId });

/** Evidence a dossier carries (domain-research §5.8 attachment_type). */
export const attachmentTypeSeeds = [
  attachmentType(1, 'id_card', '身份证', true),
  attachmentType(2, 'diploma', '学历证书', true),
  attachmentType(3, 'degree', '学位证书'),
  attachmentType(4, 'title_cert', '现职称证书', true),
  attachmentType(5, 'appointment', '聘任文件'),
  attachmentType(6, 'assessment', '年度考核表'),
  attachmentType(7, 'training', '继续教育证明'),
  attachmentType(8, 'works', '论文/著作', false, 'pdf,doc,docx,jpg,jpeg,png'),
  attachmentType(9, 'award', '获奖证书'),
  attachmentType(10, 'achievement', '业绩证明', false, 'pdf,doc,docx,jpg,jpeg,png'),
  attachmentType(11, 'social_security', '社保缴纳证明'),
  attachmentType(12, 'pledge', '诚信承诺书', true),
  attachmentType(13, 'recommendation', '单位推荐/公示证明'),
  attachmentType(14, 'entrust_letter', '委托评审函'),
  attachmentType(15, 'exception', '破格推荐材料'),
  attachmentType(16, 'other', '其他', false, 'pdf,doc,docx,xls,xlsx,jpg,jpeg,png,zip'),
];
