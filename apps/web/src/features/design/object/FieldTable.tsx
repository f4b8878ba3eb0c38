import { Button, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LcFieldState, type LcFieldVo } from '@zcps/contracts';
import { confirmAction } from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { designApi } from '../api';

interface FieldTableProps {
  objectId: number;
  fields: LcFieldVo[];
  loading: boolean;
  onAdd: () => void;
  onEdit: (field: LcFieldVo) => void;
  onChanged: () => Promise<unknown>;
}

const yes = (v: boolean) => (v ? <Tag color="success">✓</Tag> : null);

/** The object's fields in order: add, edit, hide / show, delete (an empty hidden column), move up and down. */
export function FieldTable({ objectId, fields, loading, onAdd, onEdit, onChanged }: FieldTableProps) {
  const { t } = useTranslation();
  const move = async (index: number, by: -1 | 1) => {
    const ids = fields.map((f) => f.fieldId);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    await designApi.reorderFields({ objectId, fieldIds: ids });
    await onChanged();
  };
  const toggle = async (field: LcFieldVo) => {
    const hide = field.state === LcFieldState.ACTIVE;
    if (hide && !(await confirmAction(t('lcDesign.hideConfirm', { name: field.label })))) return;
    const { fieldId, objectId: _o, sort: _s, ...rest } = field;
    try {
      await designApi.updateField({
        ...rest,
        fieldId,
        state: hide ? LcFieldState.HIDDEN : LcFieldState.ACTIVE,
      });
    } catch (e) {
      feedback().message.error((e as Error).message);
      return;
    }
    feedback().message.success(t(hide ? 'lcDesign.hideOk' : 'lcDesign.showOk'));
    await onChanged();
  };
  const remove = async (field: LcFieldVo) => {
    if (!(await confirmAction(t('lcDesign.removeFieldConfirm', { name: field.label })))) return;
    await designApi.removeField(field.fieldId);
    feedback().message.success(t('crud.deleteOk'));
    await onChanged();
  };

  const columns: TableColumnsType<LcFieldVo> = [
    {
      title: t('lcDesign.order'),
      key: 'order',
      width: 80,
      align: 'center',
      render: (_v, _row, index) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            aria-label={t('lcDesign.moveUp')}
            onClick={() => void move(index, -1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === fields.length - 1}
            aria-label={t('lcDesign.moveDown')}
            onClick={() => void move(index, 1)}
          />
        </Space>
      ),
    },
    {
      title: t('lcDesign.fieldLabel'),
      dataIndex: 'label',
      width: 140,
      render: (v: string, row) => (
        <Space size={4}>
          {v}
          {row.state === LcFieldState.HIDDEN && <Tag>{t('lcDesign.hidden')}</Tag>}
        </Space>
      ),
    },
    { title: t('lcDesign.fieldName'), dataIndex: 'name', width: 140 },
    {
      title: t('lcDesign.fieldType'),
      dataIndex: 'type',
      width: 110,
      render: (v: LcFieldVo['type']) => <Tag color="blue">{t(`lcDesign.type_${v}`)}</Tag>,
    },
    {
      title: t('lcDesign.length'),
      key: 'length',
      width: 90,
      align: 'center',
      render: (_v, row) => row.length ?? (row.precision ? `${row.precision},${row.scale ?? 0}` : ''),
    },
    { title: t('lcDesign.required'), dataIndex: 'required', width: 70, align: 'center', render: yes },
    { title: t('lcDesign.unique'), dataIndex: 'unique', width: 70, align: 'center', render: yes },
    { title: t('lcDesign.listed'), dataIndex: 'listed', width: 70, align: 'center', render: yes },
    {
      title: t('lcDesign.searchable'),
      key: 'searchable',
      width: 100,
      align: 'center',
      render: (_v, row) => (row.searchable ? <Tag>{t(`codegen.query_${row.queryType}`)}</Tag> : null),
    },
    { title: t('lcDesign.dictType'), dataIndex: 'dictType', width: 150, ellipsis: true },
    {
      title: t('lcDesign.defaultValue'),
      dataIndex: 'defaultValue',
      width: 100,
      ellipsis: true,
      render: (v: unknown) => (v === null ? '' : String(v as string)),
    },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      align: 'center',
      render: (_v, row) => (
        <Space size={0}>
          <Tooltip title={t('lcDesign.edit')}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('lcDesign.edit')}
              onClick={() => onEdit(row)}
            />
          </Tooltip>
          <Tooltip title={row.state === LcFieldState.ACTIVE ? t('lcDesign.hide') : t('lcDesign.show')}>
            <Button
              type="link"
              size="small"
              icon={row.state === LcFieldState.ACTIVE ? <EyeInvisibleOutlined /> : <EyeOutlined />}
              aria-label={row.state === LcFieldState.ACTIVE ? t('lcDesign.hide') : t('lcDesign.show')}
              onClick={() => void toggle(row)}
            />
          </Tooltip>
          <Tooltip title={t('crud.delete')}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('crud.delete')}
              onClick={() => void remove(row)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="lc-head">
        <span />
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {t('lcDesign.addField')}
        </Button>
      </div>
      <Table<LcFieldVo>
        size="small"
        rowKey="fieldId"
        loading={loading}
        dataSource={fields}
        columns={columns}
        pagination={false}
        scroll={{ x: 1300 }}
        locale={{ emptyText: t('lcDesign.noFields') }}
        data-testid="field-table"
      />
    </>
  );
}
