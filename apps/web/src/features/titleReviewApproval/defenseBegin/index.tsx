import { ActivityGate } from '../defense/ActivityGate';
import { PhasePanel } from '../defense/PhasePanel';

/** 开始答辩 (title:review-approval:defense-begin). */
export function Page() {
  return (
    <ActivityGate>
      <PhasePanel mode="begin" />
    </ActivityGate>
  );
}
