import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Modal, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formCreateSchema, FormPermission as P, type FormRow, type FormSchema } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { hintOf } from '../../../components/crud';
import { rulesFrom } from '../../../components/form';
import { storedFormApi } from '../../../components/form-schema';
import { feedback } from '../../../lib/feedback';

/** The stored form the canvas came from (or was last saved as). */
export interface CurrentForm {
  formId: number;
  formKey: string;
  formName: string;
  remark: string | null;
}

interface SaveValues {
  formKey: string;
  formName: string;
  remark?: string;
  saveAsNew?: boolean;
}

/** 保存: the canvas as a stored form — the opened one updated, or a new one under a key. */
export function SaveDialog({
  open,
  onClose,
  schema,
  current,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  schema: FormSchema;
  current: CurrentForm | null;
  onSaved: (form: CurrentForm) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SaveValues>();
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      formKey: current?.formKey ?? '',
      formName: current?.formName ?? '',
      remark: current?.remark ?? '',
      saveAsNew: false,
    });
  }, [open, current, form]);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = {
      formKey: values.formKey.trim(),
      formName: values.formName.trim(),
      remark: values.remark?.trim() || null,
      schema,
      status: '0' as const,
    };
    setSaving(true);
    try {
      let formId: number;
      if (current && !values.saveAsNew) {
        await storedFormApi.update({ ...body, formId: current.formId });
        formId = current.formId;
      } else formId = (await storedFormApi.add(body)).data;
      feedback().message.success(t('storedForm.saved'));
      onSaved({ formId, formKey: body.formKey, formName: body.formName, remark: body.remark });
      void client.invalidateQueries({ queryKey: ['tool/form/list'] });
      onClose();
    } catch {
      // the request layer showed the refusal; the dialog stays open
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('storedForm.saveTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} data-testid="save-form">
        <Form.Item
          name="formKey"
          label={t('storedForm.formKey')}
          extra={t('storedForm.formKeyHelp')}
          rules={rulesFrom(formCreateSchema, 'formKey')}
        >
          <Input placeholder={hintOf('input', t('storedForm.formKey'))} />
        </Form.Item>
        <Form.Item
          name="formName"
          label={t('storedForm.formName')}
          rules={rulesFrom(formCreateSchema, 'formName')}
        >
          <Input placeholder={hintOf('input', t('storedForm.formName'))} />
        </Form.Item>
        <Form.Item name="remark" label={t('storedForm.remark')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        {current && (
          <Form.Item name="saveAsNew" valuePropName="checked">
            <Checkbox>{t('storedForm.saveAsNew')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** 打开: the tenant's stored forms; opening one puts its schema on the canvas. */
export function OpenDialog({
  open,
  onClose,
  onOpen,
}: {
  open: boolean;
  onClose: () => void;
  onOpen: (form: CurrentForm, schema: FormSchema) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['tool/form/list', name, pageNum],
    queryFn: () => storedFormApi.list({ pageNum, pageSize: 10, formName: name || undefined }),
    enabled: open,
    staleTime: 0,
  });
  const openRow = async (row: FormRow) => {
    const vo = (await storedFormApi.get(row.formId)).data;
    onOpen({ formId: vo.formId, formKey: vo.formKey, formName: vo.formName, remark: vo.remark }, vo.schema);
    feedback().message.success(t('storedForm.opened', { name: vo.formName }));
    onClose();
  };
  const remove = (row: FormRow) =>
    feedback().modal.confirm({
      title: t('common.systemTip'),
      content: t('storedForm.removeConfirm', { name: row.formName }),
      onOk: async () => {
        await storedFormApi.remove([row.formId]);
        void client.invalidateQueries({ queryKey: ['tool/form/list'] });
      },
    });
  return (
    <Modal
      open={open}
      title={t('storedForm.openTitle')}
      width={760}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={hintOf('input', t('storedForm.formName'))}
        onSearch={(v) => {
          setName(v.trim());
          setPageNum(1);
        }}
        style={{ marginBottom: 12, maxWidth: 320 }}
      />
      <Table<FormRow>
        rowKey="formId"
        size="small"
        data-testid="stored-forms"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: t('storedForm.empty') }}
        pagination={{
          current: pageNum,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setPageNum,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('storedForm.formKey'), dataIndex: 'formKey' },
          { title: t('storedForm.formName'), dataIndex: 'formName' },
          { title: t('storedForm.fieldCount'), dataIndex: 'fieldCount', width: 80 },
          { title: t('storedForm.updateTime'), dataIndex: 'updateTime', width: 170 },
          {
            title: t('crud.operation'),
            key: 'actions',
            width: 130,
            render: (_, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => void openRow(row)}>
                  {t('storedForm.open')}
                </Button>
                <Auth perm={P.REMOVE}>
                  <Button type="link" size="small" danger onClick={() => remove(row)}>
                    {t('crud.delete')}
                  </Button>
                </Auth>
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
}
