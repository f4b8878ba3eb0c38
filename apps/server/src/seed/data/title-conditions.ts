import type { TitleConditionSeed, TitleExceptionSeed } from '@zcps/contracts';
import { generalRulesByTitle } from './title-conditions-general.js';
import {
  assessment,
  currentTitle,
  education,
  noPunishment,
  seniority,
  training,
  type Rule,
} from './title-rule-builders.js';

/**
 * Declare conditions and exceptions of the engineering series (工程技术, series 5), after the national
 * 工程技术人才职称评价基本标准 (人社部发〔2019〕16号): education and years in the lower title by education,
 * yearly assessments of at least 合格, 90 hours of continuing education a year (two thirds professional),
 * achievements and works since the current title, and no punishment in force. Titles: 51 正高级工程师,
 * 52 高级工程师, 53 工程师, 54 助理工程师, 55 技术员. The other series' conditions follow (title-conditions-general.ts).
 * Plain data; the title seed inserts it.
 */

const RULES_BY_TITLE: Record<number, Rule[]> = {
  51: [
    education('21', '具备大学本科及以上学历或学士及以上学位'),
    currentTitle('2', '现任高级工程师职称'),
    seniority([['21', 5]], '取得高级工程师职称后，从事与所申报职称相关工作满5年'),
    assessment(5, '任现职以来年度考核均为合格及以上'),
    training(5, '近5年继续教育不少于450学时，专业科目不少于三分之二'),
    {
      ruleKind: 'works',
      params: { count: 2, worksTypes: ['1', '2', '6', '7'], firstAuthorOnly: true, sinceCurrentTitle: true },
      description: '任现职以来以第一作者发表论文、出版专著或取得发明专利、主持制定标准不少于2项',
    },
    {
      ruleKind: 'achievements',
      params: { count: 2, ownRoles: ['1'], sinceCurrentTitle: true },
      description: '任现职以来主持完成重大工程技术项目不少于2项',
    },
    noPunishment(5),
  ],
  52: [
    education('31', '具备大学专科及以上学历'),
    currentTitle('3', '现任工程师职称'),
    seniority(
      [
        ['11', 2],
        ['31', 5],
      ],
      '具备博士学位，取得工程师职称后满2年；具备硕士、本科或专科学历，取得工程师职称后满5年',
    ),
    assessment(5, '任现职以来年度考核均为合格及以上'),
    training(5, '近5年继续教育不少于450学时，专业科目不少于三分之二'),
    {
      ruleKind: 'works',
      params: { count: 1, worksTypes: ['1', '2', '6', '7', '8'], sinceCurrentTitle: true },
      description: '任现职以来发表论文、出版著作、取得专利或参与制定标准、撰写技术报告不少于1项',
    },
    {
      ruleKind: 'achievements',
      params: { count: 1, ownRoles: ['1', '2'], sinceCurrentTitle: true },
      description: '任现职以来主持或作为主要参与人完成工程技术项目不少于1项',
    },
    noPunishment(5),
  ],
  53: [
    education('31', '具备大学专科及以上学历'),
    seniority(
      [
        ['11', 0],
        ['14', 2],
        ['21', 4],
        ['31', 4],
      ],
      '具备博士学位可直接申报；硕士从事技术工作满2年；本科或专科取得助理工程师职称后满4年',
    ),
    assessment(3, '近3年年度考核均为合格及以上'),
    training(3, '近3年继续教育不少于270学时，专业科目不少于三分之二'),
    noPunishment(3),
  ],
  54: [
    education('41', '具备中专及以上学历'),
    seniority(
      [
        ['14', 0],
        ['21', 1],
        ['31', 3],
        ['41', 5],
      ],
      '硕士可直接申报；本科从事技术工作满1年；专科满3年；中专满5年',
    ),
    assessment(1, '上一年度考核合格及以上'),
    noPunishment(1),
  ],
  55: [
    education('41', '具备中专及以上学历'),
    seniority(
      [
        ['31', 0],
        ['41', 1],
      ],
      '专科及以上可直接申报；中专从事技术工作满1年',
    ),
    noPunishment(1),
  ],
};

// Engineering first: its ids were seeded before the other series had conditions and must not move.
let nextConditionId = 1;
export const titleConditionSeeds: TitleConditionSeed[] = [
  ...Object.entries(RULES_BY_TITLE),
  ...generalRulesByTitle(),
].flatMap(([titleId, rules]) =>
  rules.map((rule, i) => ({
    ...rule,
    conditionId: nextConditionId++,
    titleId: Number(titleId),
    orderNum: i + 1,
  })),
);

export const titleExceptionSeeds: TitleExceptionSeed[] = [
  {
    exceptionId: 1,
    titleId: 52,
    exceptionType: '3',
    exceptionName: '业绩突出破格申报高级工程师',
    relaxes: ['education', 'seniority'],
    evidence: [
      { ruleKind: 'awards', params: { count: 1, minAwardLevel: '2', sinceCurrentTitle: true } },
      {
        ruleKind: 'works',
        params: {
          count: 2,
          paperIndexes: ['sci', 'ei', 'pku_core'],
          firstAuthorOnly: true,
          sinceCurrentTitle: true,
        },
      },
    ],
    description:
      '任现职以来获省部级及以上科技奖励，且以第一作者在核心期刊发表论文不少于2篇，可不受学历和资历限制',
  },
  {
    exceptionId: 2,
    titleId: 51,
    exceptionType: '2',
    exceptionName: '资历破格申报正高级工程师',
    relaxes: ['seniority'],
    evidence: [
      { ruleKind: 'awards', params: { count: 1, minAwardLevel: '1', sinceCurrentTitle: true } },
      { ruleKind: 'assessment', params: { years: 3, minResult: '2', excellentAtLeast: 2 } },
    ],
    description: '任现职以来获国家级科技奖励，且近3年至少2次年度考核优秀，任职年限可缩短',
  },
  {
    exceptionId: 3,
    titleId: 53,
    exceptionType: '1',
    exceptionName: '学历破格申报工程师',
    relaxes: ['education', 'seniority'],
    evidence: [
      { ruleKind: 'seniority', params: { byEducation: [{ education: '41', years: 6 }] } },
      { ruleKind: 'achievements', params: { count: 2, ownRoles: ['1'] } },
      { ruleKind: 'awards', params: { count: 1, minAwardLevel: '3' } },
    ],
    description:
      '中专学历，取得助理工程师职称后满6年，主持完成工程技术项目不少于2项并获市厅级及以上奖励的，可不受学历限制',
  },
];
