import type { FinalDeclarationVo } from '@zcps/contracts';

/** A declaration as the final-approval, archive and result lists answer it (page tests). */
export const declaration = (
  declarationId: number,
  name: string,
  changes: Partial<FinalDeclarationVo> = {},
): FinalDeclarationVo => ({
  declarationId,
  activityId: 1,
  activityName: '2026 年度工程系列高级职称评审',
  applicantName: name,
  unitName: '华信建设集团',
  titleName: '高级工程师',
  titleLevel: '2',
  stage: 'final_approval',
  approvalStatus: '1',
  teamResult: '1',
  committeeResult: '1',
  publicityStart: null,
  publicityEnd: null,
  openObjections: 0,
  upheldObjections: 0,
  finalTime: null,
  certificateNo: null,
  revokeReason: null,
  barUntil: null,
  version: 3,
  ...changes,
});
