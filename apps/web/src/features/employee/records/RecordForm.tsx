import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DictDataVo, EmployeeVo, RecordSpec, RecordVo, TableData } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { http } from '../../../lib/request';
import { recordApi } from './api';
import { kindLabel, RecordFieldItems, toBody, toFormValues } from './record-fields';

/** Employees the caller reaches whose name contains `name` (the picker of the cross-employee list). */
function useEmployeeOptions(name: string, enabled: boolean) {
  return useQuery({
    queryKey: ['employee/info/pick', name],
    queryFn: async () =>
      (
        await http.get<TableData<EmployeeVo>>('/employee/info/list', {
          params: { employeeName: name || undefined, pageSize: 20 },
        })
      ).rows ?? [],
    enabled,
  });
}

/**
 * Adds or edits one record of a kind. In a dossier the employee is given; on the kind's own screen the owner
 * picks one of the employees they reach.
 */
export function RecordForm({
  spec,
  dicts,
  open,
  row,
  employeeId,
  onClose,
  onSaved,
}: {
  spec: RecordSpec;
  dicts: Record<string, DictDataVo[]>;
  open: boolean;
  row: RecordVo | null;
  employeeId?: number;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const picking = open && !row && employeeId === undefined;
  const employees = useEmployeeOptions(search, picking);
  const api = recordApi(spec);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toFormValues(spec, row));
  }, [open, row, form, spec]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const body = toBody(spec, values);
      if (row) await api.update({ ...body, recordId: row.recordId });
      else await api.add({ ...body, employeeId: employeeId ?? values.employeeId });
      onSaved(!row);
    } finally {
      setSaving(false);
    }
  };

  const kind = kindLabel(t, spec.kind);
  return (
    <Modal
      open={open}
      title={row ? t('record.editTitle', { kind }) : t('record.addTitle', { kind })}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      width={640}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="record-form">
        {picking && (
          <Form.Item name="employeeId" label={t('record.employee')} rules={[{ required: true }]}>
            <Select
              showSearch
              filterOption={false}
              onSearch={setSearch}
              loading={employees.isFetching}
              placeholder={hintOf('select', t('record.employee'))}
              options={(employees.data ?? []).map((e) => ({
                value: e.employeeId,
                label: `${e.employeeName}${e.clientName ? `（${e.clientName}）` : ''}`,
              }))}
            />
          </Form.Item>
        )}
        <RecordFieldItems spec={spec} dicts={dicts} />
        <Form.Item name="remark" label={t('record.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} placeholder={hintOf('input', t('record.remark'))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
