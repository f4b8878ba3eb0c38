import { Descriptions, Drawer, Skeleton, Table, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RECORD_KINDS, RECORD_SPECS, type DossierVo, type RecordKind, type RecordVo } from '@zcps/contracts';
import { DictTag } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { attachmentApi } from '../../employee/attachment/api';
import { kindLabel, recordColumns, useKindDicts } from '../../employee/records/record-fields';
import { workbenchApi } from '../defense/api';
import { ReviewFormButton } from '../papers/PaperButtons';
import { DossierAttachments } from './DossierAttachments';
import { DossierEligibility } from './DossierEligibility';

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

/** Where a reader fetches what the dossier answer does not hold: attachment files and eligibility. */
export interface DossierSource {
  /** An attachment's image or PDF (the office: the attachment route; an expert: the reader's own route). */
  previewUrl: (recordId: number) => string;
  /** The declaration's eligibility, when the caller may read it. */
  eligibilityUrl?: string;
}

/** The office reads attachments through the attachment route itself (its data scope decides). */
const OFFICE_SOURCE: DossierSource = { previewUrl: attachmentApi.previewUrl };

/**
 * Every sub-form of a dossier as tabs with counts, its attachments shown in the page, and the declaration's
 * eligibility rule by rule (read-only).
 */
export function DossierTabs({
  dossier,
  source = OFFICE_SOURCE,
}: {
  dossier: DossierVo;
  source?: DossierSource;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      style={{ marginTop: 12 }}
      items={[
        ...(source.eligibilityUrl
          ? [
              {
                key: 'eligibility',
                label: t('reviewDefense.eligibility'),
                children: <DossierEligibility url={source.eligibilityUrl} />,
              },
            ]
          : []),
        ...RECORD_KINDS.map((kind) => ({
          key: kind,
          label: `${kindLabel(t, kind)} (${dossier.records[kind].length})`,
          children: <KindTable kind={kind} rows={dossier.records[kind]} />,
        })),
        {
          key: 'attachments',
          label: `${t('reviewDefense.attachments')} (${dossier.attachments.length})`,
          children: <DossierAttachments attachments={dossier.attachments} previewUrl={source.previewUrl} />,
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
          <DossierTabs
            dossier={data.dossier}
            source={workbenchApi.dossierSource(data.declaration.declarationId)}
          />
        </div>
      )}
    </Drawer>
  );
}
