import { Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_RECORD_CHECK_DICT, AttachmentPermission as P, type AttachmentVo } from '@zcps/contracts';
import { CrudTable, CrudToolbar, hintOf, SearchForm, useCrudPage } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { attachmentTypeApi } from '../attachmentType/api';
import { AttachmentBatchButtons, useAttachmentActions, useAttachmentColumns } from './AttachmentActions';
import { ATTACHMENT_BASE, attachmentApi } from './api';

/** 附件材料: attachments across the employees in the caller's scope — the office checks them here. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const status = useDict(ATTACHMENT_RECORD_CHECK_DICT);
  const types = useQuery({
    queryKey: ['/employee/attachment-type/optionselect'],
    queryFn: async () => (await attachmentTypeApi.options()).data ?? [],
  });
  const crud = useCrudPage<AttachmentVo>({
    key: ATTACHMENT_BASE,
    url: attachmentApi.listUrl,
    rowKey: 'recordId',
    exportUrl: attachmentApi.exportUrl,
    exportFile: 'attachment.xlsx',
  });
  const actions = useAttachmentActions(() => crud.list.refresh());
  const columns = useAttachmentColumns(actions, true);

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={crud.list.search} onReset={() => crud.list.search({})}>
        <Form.Item label={t('attachment.employeeName')} name="employeeName">
          <Input
            allowClear
            placeholder={hintOf('input', t('attachment.employeeName'))}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label={t('attachment.type')} name="typeId">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={hintOf('select', t('attachment.type'))}
            style={{ width: 180 }}
            options={(types.data ?? []).map((ty) => ({ value: ty.typeId, label: ty.typeName }))}
          />
        </Form.Item>
        <Form.Item label={t('attachment.checkStatus')} name="checkStatus">
          <Select
            allowClear
            placeholder={hintOf('select', t('attachment.checkStatus'))}
            style={{ width: 140 }}
            options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar crud={crud} perms={{ export: P.EXPORT }} addLabel="" editLabel="">
        <AttachmentBatchButtons selected={crud.selected} actions={actions} />
      </CrudToolbar>
      <CrudTable crud={crud} columns={columns} scrollX={1300} />
      {actions.dialogs}
    </div>
  );
}
