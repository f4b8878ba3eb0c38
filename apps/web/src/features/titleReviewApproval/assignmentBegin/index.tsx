import { ReviewApprovalPermission as RA } from '@zcps/contracts';
import { PhasePanel } from './PhasePanel';

/** 开始分配: moves an activity's assignment from not started to in progress. */
export function Page() {
  return <PhasePanel step="begin" perm={RA.BEGIN_ASSIGNMENT} />;
}
