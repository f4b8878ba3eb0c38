import { useState, type Key } from 'react';
import { Button, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { recordPermissions, type RecordSpec, type RecordVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { RecordBatchButtons, RecordRowActions, useRecordActions } from '../records/RecordActions';
import { recordColumns, useKindDicts } from '../records/record-fields';

/** One sub-form of a dossier: its records with their check state, and what the caller may do with them. */
export function DossierTab({
  spec,
  rows,
  employeeId,
  onChanged,
}: {
  spec: RecordSpec;
  rows: RecordVo[];
  employeeId: number;
  onChanged: () => unknown;
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
  const columns = [
    ...recordColumns(t, spec, dicts, false),
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 240,
      fixed: 'right' as const,
      render: (_v: unknown, row: RecordVo) => <RecordRowActions row={row} actions={actions} />,
    },
  ];

  return (
    <div data-testid={`dossier-tab-${spec.kind}`}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Auth perm={P.ADD}>
          <Button type="primary" icon={<PlusOutlined />} onClick={actions.add}>
            {t('record.add')}
          </Button>
        </Auth>
        <RecordBatchButtons selected={selected} actions={actions} />
      </Space>
      <Table<RecordVo>
        rowKey="recordId"
        size="middle"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1100 }}
        locale={{ emptyText: t('record.empty') }}
        rowSelection={{ selectedRowKeys: selectedKeys, onChange: setSelectedKeys }}
      />
      {actions.dialogs}
    </div>
  );
}
