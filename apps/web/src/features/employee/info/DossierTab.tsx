import { useState, type Key } from 'react';
import { Button, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { recordPermissions, type RecordSpec, type RecordVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { fitColumns } from '../../../components/crud';
import { RecordBatchButtons, RecordRowActions, useRecordActions } from '../records/RecordActions';
import { recordColumns, useKindDicts } from '../records/record-fields';

/** One sub-form of a dossier: its records with their check state, and what the caller may do with them. */
export function DossierTab({
  spec,
  rows,
  employeeId,
  onChanged,
  adds = true,
  testId = `dossier-tab-${spec.kind}`,
}: {
  spec: RecordSpec;
  rows: RecordVo[];
  employeeId: number;
  onChanged: () => unknown;
  /** Offers 新增 (to whoever may add); the review of pending records does not. */
  adds?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const P = recordPermissions(spec);
  const dicts = useKindDicts(spec);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const actions = useRecordActions(
    spec,
    dicts,
    async () => {
      setSelectedKeys([]);
      await onChanged();
    },
    employeeId,
  );
  const selected = rows.filter((r) => selectedKeys.includes(r.recordId));
  // The check state stays beside the pinned actions, in sight on a 1440 px screen.
  const fitted = fitColumns(
    [
      ...recordColumns(t, spec, dicts, false),
      {
        title: t('crud.operation'),
        key: 'actions',
        width: 240,
        fixed: 'right' as const,
        render: (_v: unknown, row: RecordVo) => <RecordRowActions row={row} actions={actions} />,
      },
    ],
    32,
  );

  return (
    <div data-testid={testId}>
      <Space wrap style={{ marginBottom: 12 }}>
        {adds && (
          <Auth perm={P.ADD}>
            <Button type="primary" icon={<PlusOutlined />} onClick={actions.add}>
              {t('record.add')}
            </Button>
          </Auth>
        )}
        <RecordBatchButtons selected={selected} actions={actions} />
      </Space>
      <Table<RecordVo>
        rowKey="recordId"
        size="middle"
        columns={fitted.columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: fitted.scrollX }}
        locale={{ emptyText: t('record.empty') }}
        rowSelection={{ selectedRowKeys: selectedKeys, onChange: setSelectedKeys }}
      />
      {actions.dialogs}
    </div>
  );
}
