import { Descriptions, Drawer, List, Skeleton, Table, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RECORD_KINDS, RECORD_SPECS, type DossierVo, type RecordKind, type RecordVo } from '@zcps/contracts';
import { DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { kindLabel, recordColumns, useKindDicts } from '../../employee/records/record-fields';
import { workbenchApi } from '../defense/api';
import { ReviewFormButton } from '../papers/PaperButtons';

function KindTable({ kind, rows }: { kind: RecordKind; rows: RecordVo[] }) {
  const { t } = useTranslation();
  const spec = RECORD_SPECS[kind];
  const dicts = useKindDicts(spec);
  return (
    <Table<RecordVo>
      rowKey="recordId"
      size="small"
      pagination={false}
      scroll={{ x: 900 }}
      columns={recordColumns(t, spec, dicts, false)}
      dataSource={rows}
    />
  );
}

/** Every sub-form of a dossier as tabs with counts, and its attachments (read-only). */
export function DossierTabs({ dossier }: { dossier: DossierVo }) {
  const { t } = useTranslation();
  return (
    <Tabs
      style={{ marginTop: 12 }}
      items={[
        ...RECORD_KINDS.map((kind) => ({
          key: kind,
          label: `${kindLabel(t, kind)} (${dossier.records[kind].length})`,
          children: <KindTable kind={kind} rows={dossier.records[kind]} />,
        })),
        {
          key: 'attachments',
          label: `${t('reviewDefense.attachments')} (${dossier.attachments.length})`,
          children: (
            <List
              size="small"
              dataSource={dossier.attachments}
              renderItem={(a) => (
                <List.Item>
                  {a.typeName ?? ''} · {a.fileName}
                </List.Item>
              )}
            />
          ),
        },
      ]}
    />
  );
}

/** One assigned applicant's dossier, read-only: the declaration, the employee, every sub-form, attachments. */
export function DossierDrawer(props: { declarationId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const stages = useDict('title_review_stage');
  const statuses = useDict('title_review_approval_status');
  const { declarationId } = props;
  const { data } = useQuery({
    queryKey: ['assigned-dossier', declarationId],
    enabled: declarationId !== null,
    queryFn: async () => (await workbenchApi.dossier(declarationId!)).data,
  });
  const d = data?.declaration;
  return (
    <Drawer
      open={declarationId !== null}
      onClose={props.onClose}
      width={960}
      title={t('reviewDefense.dossier')}
      extra={declarationId !== null && <ReviewFormButton declarationId={declarationId} />}
    >
      {!data || !d ? (
        <Skeleton active />
      ) : (
        <div data-testid="assigned-dossier">
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={t('reviewDefense.applicant')}>{d.applicantName}</Descriptions.Item>
            <Descriptions.Item label={t('reviewDefense.unit')}>{d.unitName}</Descriptions.Item>
            <Descriptions.Item label={t('reviewDefense.activity')}>{d.activityName}</Descriptions.Item>
            <Descriptions.Item label={t('reviewDefense.titleName')}>{d.titleName}</Descriptions.Item>
            <Descriptions.Item label={t('reviewDefense.stage')}>
              <DictTag options={stages} value={d.stage} />
            </Descriptions.Item>
            <Descriptions.Item label={t('reviewDefense.status')}>
              <DictTag options={statuses} value={d.approvalStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={t('reviewDefense.idCard')}>
              {data.dossier.employee.idCard}
            </Descriptions.Item>
            <Descriptions.Item label={t('reviewDefense.team')}>{d.teamName}</Descriptions.Item>
          </Descriptions>
          <DossierTabs dossier={data.dossier} />
        </div>
      )}
    </Drawer>
  );
}
