import { titleSeeds } from './title-catalog.js';
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
 * Declare conditions of every series but engineering, after the shape the national 基本标准 of each series
 * share (人社部 2019–2021): education, years in the lower title by education, yearly assessments, continuing
 * education, works for the senior levels and no punishment in force. A province adjusts them in the console;
 * the demo needs every seeded title to have some, or nobody could ever be found eligible.
 */

const ENGINEERING = 5;

/** The series' title one level below (what a declarant must hold), by its seeded name. */
function lowerTitleName(seriesId: number, level: number): string {
  return (
    titleSeeds.find((t) => t.seriesId === seriesId && t.titleLevel === String(level + 1))?.titleName ?? ''
  );
}

const works = (count: number, description: string): Rule => ({
  ruleKind: 'works',
  params: { count, worksTypes: ['1', '2', '3', '5', '6', '7', '8'], sinceCurrentTitle: true },
  description,
});

function rulesOfLevel(seriesId: number, level: number): Rule[] {
  const lower = lowerTitleName(seriesId, level);
  switch (level) {
    case 1:
      return [
        education('21', '具备大学本科及以上学历或学士及以上学位'),
        currentTitle('2', `现任${lower}职称`),
        seniority([['21', 5]], `取得${lower}职称后，从事本专业工作满5年`),
        assessment(5, '任现职以来年度考核均为合格及以上'),
        training(5, '近5年继续教育不少于450学时，专业科目不少于三分之二'),
        works(2, '任现职以来发表论文、出版著作或取得专利、制定标准等成果不少于2项'),
        noPunishment(5),
      ];
    case 2:
      return [
        education('31', '具备大学专科及以上学历'),
        currentTitle('3', `现任${lower}职称`),
        seniority(
          [
            ['11', 2],
            ['31', 5],
          ],
          `具备博士学位，取得${lower}职称后满2年；具备硕士、本科或专科学历，取得${lower}职称后满5年`,
        ),
        assessment(5, '任现职以来年度考核均为合格及以上'),
        training(5, '近5年继续教育不少于450学时，专业科目不少于三分之二'),
        works(1, '任现职以来发表论文、出版著作或取得专利、撰写研究报告等成果不少于1项'),
        noPunishment(5),
      ];
    case 3:
      return [
        education('31', '具备大学专科及以上学历'),
        seniority(
          [
            ['11', 0],
            ['14', 2],
            ['21', 4],
            ['31', 4],
          ],
          `具备博士学位可直接申报；硕士从事本专业工作满2年；本科或专科取得${lower}职称后满4年`,
        ),
        assessment(3, '近3年年度考核均为合格及以上'),
        training(3, '近3年继续教育不少于270学时，专业科目不少于三分之二'),
        noPunishment(3),
      ];
    case 4:
      return [
        education('41', '具备中专及以上学历'),
        seniority(
          [
            ['14', 0],
            ['21', 1],
            ['31', 3],
            ['41', 5],
          ],
          '硕士可直接申报；本科从事本专业工作满1年；专科满3年；中专满5年',
        ),
        assessment(1, '上一年度考核合格及以上'),
        noPunishment(1),
      ];
    default:
      return [
        education('41', '具备中专及以上学历'),
        seniority(
          [
            ['31', 0],
            ['41', 1],
          ],
          '专科及以上可直接申报；中专从事本专业工作满1年',
        ),
        noPunishment(1),
      ];
  }
}

/** [titleId, rules] of every seeded title outside engineering, in catalogue order. */
export function generalRulesByTitle(): [string, Rule[]][] {
  return titleSeeds
    .filter((t) => t.seriesId !== ENGINEERING)
    .map((t) => [String(t.titleId), rulesOfLevel(t.seriesId, Number(t.titleLevel))]);
}
