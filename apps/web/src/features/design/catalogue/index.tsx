import { useState } from 'react';
import { Button, Col, Empty, Form, Input, Row, Select, Spin, Upload } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LcAppStatus, type LcAppVo } from '@zcps/contracts';
import {
  SearchForm,
  TablePagination,
  TableToolbar,
  confirmAction,
  hintOf,
  useTableQuery,
} from '../../../components/crud';
import { saveBlob } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { appPath, designApi } from '../api';
import { AppCard } from './AppCard';
import { AppForm } from './AppForm';
import { CopyForm } from './CopyForm';
import '../design.css';

/** 应用目录: the low-code apps of the tenant as cards; create, copy, export / import as JSON, open to design. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const list = useTableQuery<LcAppVo>({ key: 'design/catalogue', url: designApi.appList, pageSize: 20 });
  const [editing, setEditing] = useState<{ open: boolean; row: LcAppVo | null }>({ open: false, row: null });
  const [copying, setCopying] = useState<LcAppVo | null>(null);

  const exportJson = async (app: LcAppVo) => {
    const res = await designApi.exportApp(app.appId);
    const text = JSON.stringify(res.data, null, 2);
    saveBlob(new Blob([text], { type: 'application/json' }), `${app.appKey}.json`);
  };
  const importJson = async (file: File) => {
    let body: unknown;
    try {
      body = JSON.parse(await file.text());
    } catch {
      feedback().message.error(t('lcDesign.importBadJson'));
      return;
    }
    await designApi.importApp(body);
    feedback().message.success(t('lcDesign.importOk'));
    await list.refresh();
  };
  const remove = async (app: LcAppVo) => {
    if (!(await confirmAction(t('lcDesign.removeAppConfirm', { name: app.name })))) return;
    await designApi.removeApps([app.appId]);
    feedback().message.success(t('crud.deleteOk'));
    await list.refresh();
  };

  return (
    <div className="zcps-page-card" data-testid="lc-catalogue">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('lcDesign.appName')} name="name">
          <Input allowClear placeholder={hintOf('input', t('lcDesign.appName'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('lcDesign.appGroup')} name="appGroup">
          <Input allowClear placeholder={hintOf('input', t('lcDesign.appGroup'))} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('lcDesign.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('lcDesign.status'))}
            style={{ width: 140 }}
            options={[
              { value: LcAppStatus.NORMAL, label: t('lcDesign.statusNormal') },
              { value: LcAppStatus.DISABLED, label: t('lcDesign.statusDisabled') },
            ]}
          />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, row: null })}>
          {t('lcDesign.addApp')}
        </Button>
        <Upload
          accept=".json,application/json"
          showUploadList={false}
          beforeUpload={(file) => {
            void importJson(file);
            return false;
          }}
        >
          <Button icon={<ImportOutlined />} data-testid="import-app">
            {t('lcDesign.importJson')}
          </Button>
        </Upload>
      </TableToolbar>
      <Spin spinning={list.loading}>
        {list.rows.length === 0 ? (
          <Empty description={t('lcDesign.noApps')} style={{ padding: 48 }} />
        ) : (
          <Row gutter={[16, 16]} className="lc-app-grid">
            {list.rows.map((app) => (
              <Col key={app.appId} xs={24} sm={12} lg={8} xxl={6}>
                <AppCard
                  app={app}
                  onOpen={() => navigate(appPath(app.appId))}
                  onEdit={() => setEditing({ open: true, row: app })}
                  onCopy={() => setCopying(app)}
                  onExport={() => void exportJson(app)}
                  onRemove={() => void remove(app)}
                />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
      <AppForm
        open={editing.open}
        row={editing.row}
        onClose={() => setEditing({ open: false, row: null })}
        onSaved={(added) => {
          setEditing({ open: false, row: null });
          feedback().message.success(t(added ? 'lcDesign.addOk' : 'lcDesign.editOk'));
          void list.refresh();
        }}
      />
      <CopyForm
        source={copying}
        onClose={() => setCopying(null)}
        onSaved={() => {
          setCopying(null);
          feedback().message.success(t('lcDesign.copyOk'));
          void list.refresh();
        }}
      />
    </div>
  );
}
