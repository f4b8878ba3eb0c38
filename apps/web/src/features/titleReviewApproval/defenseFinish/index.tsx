import { ActivityGate } from '../defense/ActivityGate';
import { PhasePanel } from '../defense/PhasePanel';

/** 结束答辩 (title:review-approval:defense-finish): finishing freezes every score. */
export function Page() {
  return (
    <ActivityGate>
      <PhasePanel mode="finish" />
    </ActivityGate>
  );
}
