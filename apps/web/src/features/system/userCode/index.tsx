import { Form, Input, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeRulePermission as P, type CodeRuleVo } from '@zcps/contracts';
import {
  CrudTable,
  CrudToolbar,
  hintOf,
  RowActions,
  SearchForm,
  useCrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { codeRuleApi } from './api';
import { CodeRuleForm } from './CodeRuleForm';
import { purposeLabel } from './labels';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE };

/**
 * 用户编码: how declaration, certificate and expert numbers look in this tenant, each rule with the number the
 * system would issue next.
 */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const crud = useCrudPage<CodeRuleVo>({
    key: 'system/userCode',
    url: '/system/userCode/list',
    rowKey: 'ruleId',
    remove: codeRuleApi.remove,
    savedMessages: { add: 'codeRule.addOk', edit: 'codeRule.editOk' },
  });
  const { list } = crud;

  const columns: TableColumnsType<CodeRuleVo> = [
    { title: t('codeRule.ruleId'), dataIndex: 'ruleId', width: 90, align: 'center', sorter: true },
    {
      title: t('codeRule.ruleCode'),
      dataIndex: 'ruleCode',
      width: 200,
      sorter: true,
      render: (code: string) => purposeLabel(t, code),
    },
    { title: t('codeRule.ruleName'), dataIndex: 'ruleName', width: 140, sorter: true, ellipsis: true },
    {
      title: t('codeRule.nextCode'),
      dataIndex: 'nextCode',
      width: 170,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    { title: t('codeRule.prefix'), dataIndex: 'prefix', width: 100, align: 'center' },
    {
      title: t('codeRule.datePattern'),
      dataIndex: 'datePattern',
      width: 150,
      align: 'center',
      render: (v: CodeRuleVo['datePattern']) => t(`codeRule.date_${v}`),
    },
    {
      title: t('codeRule.resetCycle'),
      dataIndex: 'resetCycle',
      width: 100,
      align: 'center',
      render: (v: CodeRuleVo['resetCycle']) => t(`codeRule.reset_${v}`),
    },
    { title: t('codeRule.seqWidth'), dataIndex: 'seqWidth', width: 100, align: 'center' },
    { title: t('codeRule.remark'), dataIndex: 'remark', width: 200, ellipsis: true },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 160,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => <RowActions crud={crud} row={row} perms={perms} editLabel={t('codeRule.edit')} />,
    },
  ];

  return (
    <div className="zcps-page-card" data-testid="user-code-page">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('codeRule.ruleCode')} name="ruleCode">
          <Input allowClear placeholder={hintOf('input', t('codeRule.ruleCode'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('codeRule.ruleName')} name="ruleName">
          <Input allowClear placeholder={hintOf('input', t('codeRule.ruleName'))} style={{ width: 200 }} />
        </Form.Item>
      </SearchForm>
      <CrudToolbar crud={crud} perms={perms} addLabel={t('codeRule.add')} editLabel={t('codeRule.edit')} />
      <CrudTable crud={crud} columns={columns} scrollX={1460} />
      <CodeRuleForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
    </div>
  );
}
