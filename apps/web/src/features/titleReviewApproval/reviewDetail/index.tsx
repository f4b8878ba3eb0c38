import { useState } from 'react';
import { Button, Form, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeclarationVo } from '@zcps/contracts';
import { CrudTable, CrudToolbar, useCrudPage } from '../../../components/crud';
import { APPROVAL_BASE } from '../../title/reviewDeclare/api';
import { DeclarationSearch, useDeclarationColumns } from './declaration-columns';
import { TrailDrawer } from './TrailDrawer';

/**
 * 评审详情: the declarations the caller may read (the office all, a company its unit's, an applicant their own,
 * a reviewer those assigned) and the full trail of each.
 */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [trailOf, setTrailOf] = useState<number | null>(null);
  const crud = useCrudPage<DeclarationVo>({
    key: `${APPROVAL_BASE}/detail`,
    url: `${APPROVAL_BASE}/detail/list`,
    rowKey: 'declarationId',
  });
  const columns: TableColumnsType<DeclarationVo> = [
    ...useDeclarationColumns<DeclarationVo>(),
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 100,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setTrailOf(row.declarationId)}>
          {t('reviewTrail.open')}
        </Button>
      ),
    },
  ];
  return (
    <div className="zcps-page-card">
      <DeclarationSearch form={form} onSearch={crud.list.search} />
      <CrudToolbar crud={crud} perms={{}} addLabel="" editLabel="" />
      <CrudTable crud={crud} columns={columns} scrollX={1300} selectable={false} />
      <TrailDrawer declarationId={trailOf} onClose={() => setTrailOf(null)} />
    </div>
  );
}
