import { useMemo, useState } from 'react';
import { Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  recordCreateSchema,
  type DictDataVo,
  type EmployeeVo,
  type RecordSpec,
  type RecordVo,
  type TableData,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
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
  const [search, setSearch] = useState('');
  const picking = open && !row && employeeId === undefined;
  const employees = useEmployeeOptions(search, picking);
  const api = recordApi(spec);

  // The kind's spec is part of what is edited: another kind while open fills the form again.
  const loadKey = useMemo(() => ({ row, spec }), [row, spec]);
  const kit = useModalForm<Record<string, unknown>>({
    open,
    target: loadKey,
    initialValues: () => toFormValues(spec, row),
    save: (values) => {
      const body = toBody(spec, values);
      return row
        ? api.update({ ...body, recordId: row.recordId })
        : api.add({ ...body, employeeId: employeeId ?? values.employeeId });
    },
    onSaved: () => onSaved(!row),
    onClose,
  });
  // The remark keeps its own bound: rulesFrom does not read through the schema's z.preprocess (blank to null).
  const schema = useMemo(() => recordCreateSchema(spec), [spec]);

  const kind = kindLabel(t, spec.kind);
  return (
    <ModalForm
      kit={kit}
      title={row ? t('record.editTitle', { kind }) : t('record.addTitle', { kind })}
      width={640}
      testId="record-form"
    >
      {picking && (
        <Form.Item name="employeeId" label={t('record.employee')} rules={rulesFrom(schema, 'employeeId')}>
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
    </ModalForm>
  );
}
