import { ReviewApprovalPermission as RA } from '@zcps/contracts';
import { PhasePanel } from '../assignmentBegin/PhasePanel';

/** 完成分配: finishes an activity's assignment (locks teams and dossiers) once every declaration is staffed. */
export function Page() {
  return <PhasePanel step="finish" perm={RA.FINISH_ASSIGNMENT} />;
}
