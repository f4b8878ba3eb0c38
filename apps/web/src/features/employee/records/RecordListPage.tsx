import { useState } from 'react';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  RECORD_SPECS,
  recordImportTask,
  recordPermissions,
  type RecordKind,
  type RecordVo,
} from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { CrudTable, CrudToolbar, hintOf, SearchForm, useCrudPage } from '../../../components/crud';
import { ImportDialog } from '../../system/user/ImportDialog';
import { recordApi } from './api';
import { RecordBatchButtons, RecordRowActions, useRecordActions } from './RecordActions';
import { CHECK_DICT, fieldLabel, kindLabel, recordColumns, useKindDicts } from './record-fields';

/**
 * One sub-record kind across the employees the caller reaches (人员材料 › 学历学位 …): filter by employee and
 * check status so the office can work through pending records; owners add, edit, submit and import here too.
 */
export function RecordListPage({ kind }: { kind: RecordKind }) {
  const { t } = useTranslation();
  const spec = RECORD_SPECS[kind];
  const P = recordPermissions(spec);
  const api = recordApi(spec);
  const [form] = Form.useForm();
  const [importing, setImporting] = useState(false);
  const dicts = useKindDicts(spec);
  const crud = useCrudPage<RecordVo>({
    key: spec.base,
    url: api.listUrl,
    rowKey: 'recordId',
    exportUrl: api.exportUrl,
    exportFile: `${kind}.xlsx`,
  });
  const actions = useRecordActions(spec, dicts, () => crud.list.refresh());
  const columns = [
    { title: t('record.employeeName'), dataIndex: 'employeeName', width: 110, ellipsis: true, sorter: true },
    ...recordColumns(t, spec, dicts, true),
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 240,
      fixed: 'right' as const,
      render: (_v: unknown, row: RecordVo) => <RecordRowActions row={row} actions={actions} />,
    },
  ];
  const options = (dict: string) =>
    (dicts[dict] ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel }));

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={crud.list.search} onReset={() => crud.list.search({})}>
        <Form.Item label={t('record.employeeName')} name="employeeName">
          <Input allowClear placeholder={hintOf('input', t('record.employeeName'))} style={{ width: 160 }} />
        </Form.Item>
        {spec.fields
          .filter((f) => f.filter)
          .map((f) => (
            <Form.Item key={f.name} label={fieldLabel(t, f.name)} name={f.name}>
              {f.dict ? (
                <Select
                  allowClear
                  placeholder={hintOf('select', fieldLabel(t, f.name))}
                  style={{ width: 160 }}
                  options={options(f.dict)}
                />
              ) : f.kind === 'year' ? (
                <InputNumber min={1950} max={2100} style={{ width: 120 }} />
              ) : (
                <Input
                  allowClear
                  placeholder={hintOf('input', fieldLabel(t, f.name))}
                  style={{ width: 160 }}
                />
              )}
            </Form.Item>
          ))}
        <Form.Item label={t('record.checkStatus')} name="checkStatus">
          <Select
            allowClear
            placeholder={hintOf('select', t('record.checkStatus'))}
            style={{ width: 140 }}
            options={options(CHECK_DICT)}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={{ ...crud, openAdd: actions.add }}
        perms={{ add: P.ADD, export: P.EXPORT }}
        addLabel={t('record.add')}
        editLabel=""
      >
        <Auth perm={P.IMPORT}>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('record.import')}
          </Button>
        </Auth>
        <RecordBatchButtons selected={crud.selected} actions={actions} />
      </CrudToolbar>
      <CrudTable crud={crud} columns={columns} scrollX={1400} />
      {actions.dialogs}
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onDone={() => void crud.list.refresh()}
        target={{
          base: spec.base,
          task: recordImportTask(kind),
          templateFile: `${kind}_template.xlsx`,
          title: t('record.importTitle', { kind: kindLabel(t, kind) }),
          nameLabel: t('record.employeeName'),
        }}
      />
    </div>
  );
}
