import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECORD_SPECS, type RecordKind, type RecordVo } from '@zcps/contracts';
import { kindLabel } from '../records/record-fields';
import { DossierTab } from './DossierTab';

/**
 * Everything of one person awaiting the checker, kind after kind on one page, each record with its verdicts
 * (approve, return, reject; batch over the selected ones), so a dossier is checked without a page per kind.
 */
export function PendingChecks({
  pending,
  employeeId,
  onChanged,
}: {
  pending: { kind: RecordKind; rows: RecordVo[] }[];
  employeeId: number;
  onChanged: () => unknown;
}) {
  const { t } = useTranslation();
  if (!pending.length) return <Empty description={t('employee.noPendingChecks')} />;
  return (
    <div data-testid="dossier-pending">
      {pending.map(({ kind, rows }) => (
        <section key={kind}>
          <Typography.Title level={5}>{`${kindLabel(t, kind)} (${rows.length})`}</Typography.Title>
          <DossierTab
            spec={RECORD_SPECS[kind]}
            rows={rows}
            employeeId={employeeId}
            onChanged={onChanged}
            adds={false}
            testId={`dossier-pending-${kind}`}
          />
        </section>
      ))}
    </div>
  );
}
