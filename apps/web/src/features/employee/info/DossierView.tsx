import { useState, type ReactNode } from 'react';
import { Badge, Button, Descriptions, Skeleton, Space, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  EmployeePermission as P,
  RECORD_SPECS,
  RecordCheckStatus,
  recordPermissions,
  type EmployeeVo,
  type RecordKind,
} from '@zcps/contracts';
import { Auth, useAuth } from '../../../components/Auth';
import { DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { EligibilityCheck } from '../../title/eligibility/EligibilityCheck';
import { AttachmentPanel } from '../attachment/AttachmentPanel';
import { kindLabel } from '../records/record-fields';
import { useDossier } from './api';
import { DossierTab } from './DossierTab';
import { EmployeeForm } from './EmployeeForm';
import { PendingChecks } from './PendingChecks';

/** The dossier's own sub-forms, in the order of the materials menu. */
const DOSSIER_KINDS: RecordKind[] = [
  'education',
  'officePost',
  'dutyAchievement',
  'yearlyAchievement',
  'academicWorks',
  'reward',
  'punishment',
  'training',
  'partyInfo',
];
/** Kept by the office on the title menu; shown to callers who may see those lists. */
const OFFICE_KINDS: RecordKind[] = ['wageLevel', 'jobQualification'];

function Header({ employee }: { employee: EmployeeVo }) {
  const { t } = useTranslation();
  const sex = useDict('sys_user_sex');
  const education = useDict('education');
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} bordered>
      <Descriptions.Item label={t('employee.employeeName')}>{employee.employeeName}</Descriptions.Item>
      <Descriptions.Item label={t('employee.sex')}>
        <DictTag options={sex} value={employee.sex} />
      </Descriptions.Item>
      <Descriptions.Item label={t('employee.idCard')}>{employee.idCard}</Descriptions.Item>
      <Descriptions.Item label={t('employee.client')}>{employee.clientName}</Descriptions.Item>
      <Descriptions.Item label={t('employee.education')}>
        <DictTag options={education} value={employee.education} />
      </Descriptions.Item>
      <Descriptions.Item label={t('employee.series')}>{employee.seriesName}</Descriptions.Item>
      <Descriptions.Item label={t('employee.profession')}>{employee.professionName}</Descriptions.Item>
      <Descriptions.Item label={t('employee.currentTitle')}>{employee.currentTitleName}</Descriptions.Item>
    </Descriptions>
  );
}

/**
 * 人员档案: the employee and one tab per sub-form (each record with its check state and the checker's remark),
 * then the attachments. Owners add, edit and submit; the office approves, returns or rejects.
 */
export function DossierView({ employeeId, onBack }: { employeeId: number; onBack?: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const dossier = useDossier(employeeId);
  const [editing, setEditing] = useState(false);
  const data = dossier.data;
  if (!data) return <Skeleton active />;

  const refresh = () => dossier.refetch();
  const kinds = [
    ...DOSSIER_KINDS,
    ...OFFICE_KINDS.filter((k) => auth.hasPermi(recordPermissions(RECORD_SPECS[k]).LIST)),
  ];
  const pendingOf = (kind: RecordKind) =>
    data.records[kind].filter((r) => r.checkStatus === RecordCheckStatus.PENDING);
  const tabs: { key: string; label: ReactNode; children: ReactNode }[] = kinds.map((kind) => {
    const rows = data.records[kind];
    const pending = pendingOf(kind).length;
    return {
      key: kind,
      label: (
        <Badge count={pending} size="small" offset={[8, -2]}>
          {`${kindLabel(t, kind)} (${rows.length})`}
        </Badge>
      ),
      children: (
        <DossierTab spec={RECORD_SPECS[kind]} rows={rows} employeeId={employeeId} onChanged={refresh} />
      ),
    };
  });
  // A checker starts on what awaits them: every kind's pending records on one tab.
  const checked = kinds.filter((k) => auth.hasPermi(recordPermissions(RECORD_SPECS[k]).CHECK));
  const pending = checked.map((kind) => ({ kind, rows: pendingOf(kind) })).filter((p) => p.rows.length);
  const waiting = pending.reduce((n, p) => n + p.rows.length, 0);
  if (checked.length)
    tabs.unshift({
      key: 'pending',
      label: (
        <Badge count={waiting} size="small" offset={[8, -2]}>
          {t('employee.pendingChecks')}
        </Badge>
      ),
      children: <PendingChecks pending={pending} employeeId={employeeId} onChanged={refresh} />,
    });
  tabs.push({
    key: 'attachments',
    label: <span>{`${t('employee.attachments')} (${data.attachments.length})`}</span>,
    children: <AttachmentPanel employeeId={employeeId} />,
  });

  return (
    <div className="zcps-page-card" data-testid="dossier-view">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('employee.dossierTitle', { name: data.employee.employeeName })}
        </Typography.Title>
        <Space wrap>
          <EligibilityCheck employeeId={employeeId} />
          <Auth perm={P.EDIT}>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('employee.edit')}
            </Button>
          </Auth>
          {onBack && (
            <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
              {t('employee.back')}
            </Button>
          )}
        </Space>
      </Space>
      <Header employee={data.employee} />
      <Tabs items={tabs} defaultActiveKey={waiting ? 'pending' : undefined} style={{ marginTop: 12 }} />
      <EmployeeForm
        open={editing}
        row={data.employee}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void refresh();
        }}
      />
    </div>
  );
}
