import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import {
  ClearOutlined,
  CodeOutlined,
  EyeOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  ImportOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { FormPermission as P } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { CodeDialog, ImportDialog, PreviewDialog } from './dialogs';
import { OpenDialog, SaveDialog, type CurrentForm } from './StoredForms';
import { tsxSnippet } from './tsx-snippet';
import type { Designer } from '../../../components/form-schema/designer';

type Dialog = 'preview' | 'json' | 'import' | 'tsx' | 'save' | 'open' | null;

export function Toolbar({ designer }: { designer: Designer }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [current, setCurrent] = useState<CurrentForm | null>(null);
  const close = () => setDialog(null);
  const empty = designer.items.length === 0;
  const clear = () =>
    feedback().modal.confirm({
      title: t('common.systemTip'),
      content: t('formBuilder.clearConfirm'),
      onOk: () => {
        designer.clear();
        setCurrent(null);
      },
    });
  return (
    <div className="fb-toolbar">
      <Typography.Text type="secondary">
        {t('formBuilder.itemCount', { count: designer.items.length })}
        {current && ` · ${t('storedForm.current', { name: current.formName, key: current.formKey })}`}
      </Typography.Text>
      <Space wrap>
        <Auth perm={current ? [P.EDIT, P.ADD] : P.ADD}>
          <Button icon={<SaveOutlined />} onClick={() => setDialog('save')} disabled={empty}>
            {t('storedForm.save')}
          </Button>
        </Auth>
        <Auth perm={P.LIST}>
          <Button icon={<FolderOpenOutlined />} onClick={() => setDialog('open')}>
            {t('storedForm.open')}
          </Button>
        </Auth>
        <Button type="primary" icon={<EyeOutlined />} onClick={() => setDialog('preview')} disabled={empty}>
          {t('formBuilder.preview')}
        </Button>
        <Button icon={<FileTextOutlined />} onClick={() => setDialog('json')}>
          {t('formBuilder.viewJson')}
        </Button>
        <Button icon={<ImportOutlined />} onClick={() => setDialog('import')}>
          {t('formBuilder.importJson')}
        </Button>
        <Button icon={<CodeOutlined />} onClick={() => setDialog('tsx')} disabled={empty}>
          {t('formBuilder.copyTsx')}
        </Button>
        <Button danger icon={<ClearOutlined />} onClick={clear} disabled={empty}>
          {t('formBuilder.clear')}
        </Button>
      </Space>
      <PreviewDialog open={dialog === 'preview'} onClose={close} schema={designer.schema} />
      <CodeDialog
        open={dialog === 'json'}
        onClose={close}
        title={t('formBuilder.viewJson')}
        copyLabel={t('formBuilder.copyJson')}
        code={JSON.stringify(designer.schema, null, 2)}
        testId="json-code"
      />
      <CodeDialog
        open={dialog === 'tsx'}
        onClose={close}
        title={t('formBuilder.tsxTitle')}
        copyLabel={t('formBuilder.copyTsx')}
        code={dialog === 'tsx' ? tsxSnippet(designer.schema, t) : ''}
        testId="tsx-code"
      />
      <ImportDialog open={dialog === 'import'} onClose={close} onImport={designer.load} />
      <SaveDialog
        open={dialog === 'save'}
        onClose={close}
        schema={designer.schema}
        current={current}
        onSaved={setCurrent}
      />
      <OpenDialog
        open={dialog === 'open'}
        onClose={close}
        onOpen={(form, schema) => {
          designer.load(schema);
          setCurrent(form);
        }}
      />
    </div>
  );
}
