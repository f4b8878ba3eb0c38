import { messageIfAny, type Text } from '../../../platform/i18n/format.js';

/** The catalogue's names of review stages, approval statuses and actions; a value it does not know names itself. */
export const stageWord = (stage: string): Text => messageIfAny(`review.stage.${stage}`) ?? stage;
export const statusWord = (status: string): Text => messageIfAny(`review.approval.${status}`) ?? status;
export const actionWord = (action: string): Text => messageIfAny(`review.action.${action}`) ?? action;
