import { Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WfDefinitionVo } from '@zcps/contracts';
import { DiagramViewer } from '../viewer/DiagramViewer';
import { definitionApi } from './api';
import '../shared/workflow.css';

export type Viewing = { mode: 'xml' | 'diagram'; row: WfDefinitionVo } | null;

/** A version's BPMN as text or as a diagram. */
export function DefinitionView({ viewing, onClose }: { viewing: Viewing; onClose: () => void }) {
  const id = viewing?.row.definitionId ?? 0;
  const xml = useQuery({
    queryKey: ['workflow/definition/xml', id],
    queryFn: async () => (await definitionApi.xml(id)).data.xml,
    enabled: id > 0,
  });
  const row = viewing?.row;
  return (
    <Modal
      open={viewing !== null}
      onCancel={onClose}
      footer={null}
      width={1000}
      destroyOnHidden
      title={row ? `${row.definitionName} · v${row.version}` : ''}
    >
      {viewing?.mode === 'xml' && (
        <pre className="zcps-wf-xml" data-testid="wf-definition-xml">
          {xml.data ?? ''}
        </pre>
      )}
      {viewing?.mode === 'diagram' && xml.data && <DiagramViewer xml={xml.data} height={480} />}
    </Modal>
  );
}

/** The versions of one key, newest first. */
export function VersionsDialog({ row, onClose }: { row: WfDefinitionVo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const key = row?.definitionKey ?? '';
  const versions = useQuery({
    queryKey: ['workflow/definition/versions', key],
    queryFn: async () => (await definitionApi.versions(key)).data,
    enabled: key !== '',
  });
  const columns: TableColumnsType<WfDefinitionVo> = [
    { title: t('workflow.version'), dataIndex: 'version', width: 90, render: (v: number) => `v${v}` },
    { title: t('workflow.definitionName'), dataIndex: 'definitionName', ellipsis: true },
    {
      title: t('workflow.state'),
      dataIndex: 'suspended',
      width: 100,
      render: (s: boolean) =>
        s ? (
          <Tag color="warning">{t('workflow.suspendedTag')}</Tag>
        ) : (
          <Tag color="success">{t('workflow.active')}</Tag>
        ),
    },
    { title: t('workflow.deployTime'), dataIndex: 'deployTime', width: 170 },
  ];
  return (
    <Modal
      open={row !== null}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      title={t('workflow.versionsTitle', { name: row?.definitionName ?? '' })}
    >
      <Typography.Paragraph type="secondary">{key}</Typography.Paragraph>
      <Table<WfDefinitionVo>
        rowKey="definitionId"
        size="small"
        loading={versions.isFetching}
        columns={columns}
        dataSource={versions.data ?? []}
        pagination={false}
      />
    </Modal>
  );
}
