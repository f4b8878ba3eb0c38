import { message, messageIfAny, type Text } from '../../../platform/i18n/format.js';

/** The catalogue's names of review stages, approval statuses and actions; a value it does not know names itself. */
export const stageWord = (stage: string): Text => messageIfAny(`review.stage.${stage}`) ?? stage;
export const statusWord = (status: string): Text => messageIfAny(`review.approval.${status}`) ?? status;
export const actionWord = (action: string): Text => messageIfAny(`review.action.${action}`) ?? action;

/**
 * The opinion a tally writes on the trail is stored in one fixed form (rows written before this change carry the
 * same text), and read back in the reader's language by `opinionWord`; no one sees the stored form.
 */
export const roundOpinion = (committee: boolean, roundNo: number): string =>
  `${committee ? '评委会表决' : '评审组投票'} 第 ${roundNo} 轮 / round ${roundNo}`;

const ROUND_OPINION = /^(?:评委会表决|评审组投票) 第 (\d+) 轮 \/ round \1$/;

/** A trail or message opinion as its reader should see it: a tally's round in their language, other text as is. */
export function opinionWord(opinion: string | null): Text | null {
  const round = opinion === null ? null : ROUND_OPINION.exec(opinion);
  return round ? message('review.trail.roundOpinion', { roundNo: Number(round[1]) }) : opinion;
}
