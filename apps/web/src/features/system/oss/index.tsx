import { useState } from 'react';
import { Button, DatePicker, Form, Input, Table, Upload, type TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
  SettingOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OSS_ALLOWED_EXTENSIONS, OssConfigPermission, OssPermission as P, type OssVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  confirmAction,
  hintOf,
  SearchForm,
  sortOf,
  TablePagination,
  TableToolbar,
  useTableQuery,
} from '../../../components/crud';
import type { Filters } from '../../../components/crud/useTableQuery';
import { downloadOss } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { useStableNavigate } from '../../../lib/use-stable-navigate';
import { OssPreview } from './OssPreview';
import { OSS_BASE, OSS_CONFIG_ROUTE, ossApi, previewKindOf } from './api';

const ACCEPT = OSS_ALLOWED_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The file list filters its upload time as `params[beginCreateTime]` / `params[endCreateTime]`. */
function toOssFilters({ createRange, ...values }: Filters): Filters {
  const [begin, end] = (Array.isArray(createRange) ? createRange : []) as ({
    format(f: string): string;
  } | null)[];
  if (!begin || !end) return values;
  return {
    ...values,
    params: {
      beginCreateTime: begin.format('YYYY-MM-DD 00:00:00'),
      endCreateTime: end.format('YYYY-MM-DD 23:59:59'),
    },
  };
}

/** 文件管理: upload, preview (images, PDF), download and delete of stored files. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const navigate = useStableNavigate();
  const list = useTableQuery<OssVo>({ key: OSS_BASE, url: `${OSS_BASE}/list` });
  const [preview, setPreview] = useState<OssVo | null>(null);
  const [uploading, setUploading] = useState(false);

  const remove = async (ids: readonly (string | number)[]) => {
    if (!ids.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await ossApi.remove(ids);
    feedback().message.success(t('crud.deleteOk'));
    await list.refresh();
  };
  const upload = async (file: File) => {
    setUploading(true);
    try {
      await ossApi.upload(file);
      feedback().message.success(t('ossAdmin.uploadOk', { name: file.name }));
      await list.refresh();
    } finally {
      setUploading(false);
    }
  };

  const columns: TableColumnsType<OssVo> = [
    { title: t('ossAdmin.ossId'), dataIndex: 'ossId', width: 110, align: 'center', sorter: true },
    { title: t('ossAdmin.fileName'), dataIndex: 'fileName', ellipsis: true, sorter: true },
    { title: t('ossAdmin.originalName'), dataIndex: 'originalName', ellipsis: true, sorter: true },
    { title: t('ossAdmin.fileSuffix'), dataIndex: 'fileSuffix', width: 100, align: 'center', sorter: true },
    { title: t('ossAdmin.createTime'), dataIndex: 'createTime', width: 170, align: 'center', sorter: true },
    { title: t('ossAdmin.createByName'), dataIndex: 'createByName', width: 110, align: 'center' },
    { title: t('ossAdmin.service'), dataIndex: 'service', width: 100, align: 'center', sorter: true },
    {
      title: t('crud.operation'),
      key: 'operation',
      width: 230,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <>
          {previewKindOf(row.fileSuffix) && (
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setPreview(row)}>
              {t('ossAdmin.preview')}
            </Button>
          )}
          <Auth perm={P.DOWNLOAD}>
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => void downloadOss(row.ossId, row.originalName)}
            >
              {t('ossAdmin.download')}
            </Button>
          </Auth>
          <Auth perm={P.REMOVE}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => void remove([row.ossId])}
            >
              {t('crud.delete')}
            </Button>
          </Auth>
        </>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm
        form={form}
        onSearch={(values: Filters) => list.search(toOssFilters(values))}
        onReset={() => list.search({})}
      >
        <Form.Item label={t('ossAdmin.fileName')} name="fileName">
          <Input allowClear placeholder={hintOf('input', t('ossAdmin.fileName'))} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('ossAdmin.originalName')} name="originalName">
          <Input
            allowClear
            placeholder={hintOf('input', t('ossAdmin.originalName'))}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label={t('ossAdmin.fileSuffix')} name="fileSuffix">
          <Input allowClear placeholder={hintOf('input', t('ossAdmin.fileSuffix'))} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label={t('ossAdmin.service')} name="service">
          <Input allowClear placeholder={hintOf('input', t('ossAdmin.service'))} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label={t('ossAdmin.createTime')} name="createRange">
          <DatePicker.RangePicker placeholder={[t('crud.beginDate'), t('crud.endDate')]} />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.UPLOAD}>
          <Upload
            accept={ACCEPT}
            showUploadList={false}
            customRequest={({ file }) => void upload(file as File)}
            disabled={uploading}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={uploading}>
              {t('ossAdmin.upload')}
            </Button>
          </Upload>
        </Auth>
        <Auth perm={P.REMOVE}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!list.selectedKeys.length}
            onClick={() => void remove(list.selectedKeys.map(String))}
          >
            {t('crud.delete')}
          </Button>
        </Auth>
        <Auth perm={OssConfigPermission.LIST}>
          <Button icon={<SettingOutlined />} onClick={() => navigate(OSS_CONFIG_ROUTE)}>
            {t('ossAdmin.config')}
          </Button>
        </Auth>
      </TableToolbar>
      <Table<OssVo>
        rowKey="ossId"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: 1200 }}
        rowSelection={{ selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys) }}
        onChange={(_p, _f, sorter) => list.setSort(sortOf(sorter))}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
      <OssPreview file={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
