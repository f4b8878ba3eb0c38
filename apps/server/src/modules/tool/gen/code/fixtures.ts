import type { GenTable, GenTableColumn } from '@zcps/contracts';
import { camelOf } from './names.js';

type ColumnSpec = Partial<GenTableColumn> & { columnName: string; columnType: string };

/** A GenTable model as introspection and the edit page would leave it (golden tests and previews in tests). */
export function genFixture(
  table: Partial<GenTable> & Pick<GenTable, 'tableName' | 'moduleName' | 'businessName' | 'className'>,
  columns: ColumnSpec[],
): GenTable {
  const tableId = table.tableId ?? 1;
  return {
    tableId,
    dataName: 'master',
    tableComment: null,
    subTableName: null,
    subTableFkName: null,
    tplCategory: 'crud',
    packageName: table.moduleName,
    functionName: table.className,
    functionAuthor: 'zcps',
    genType: '0',
    genPath: '/',
    options: {},
    remark: null,
    createTime: null,
    updateTime: null,
    ...table,
    columns: columns.map((c, i) => ({
      columnId: tableId * 100 + i,
      tableId,
      columnComment: null,
      javaType: 'string',
      javaField: camelOf(c.columnName),
      isPk: '0',
      isIncrement: '0',
      isRequired: '0',
      isInsert: '1',
      isEdit: '1',
      isList: '1',
      isQuery: '0',
      queryType: 'EQ',
      htmlType: 'input',
      dictType: null,
      sort: i + 1,
      ...c,
    })),
  };
}

const pk = (columnName: string): ColumnSpec => ({
  columnName,
  columnType: 'bigint',
  isPk: '1',
  isIncrement: '1',
  isRequired: '1',
  isInsert: '0',
  isEdit: '0',
  javaType: 'number',
});
const system = (names: string[]): ColumnSpec[] =>
  names.map((columnName) => ({
    columnName,
    columnType: columnName.endsWith('_time')
      ? 'timestamp without time zone'
      : columnName === 'tenant_id'
        ? 'character varying(20)'
        : columnName === 'del_flag'
          ? 'character(1)'
          : 'bigint',
    isInsert: '0',
    isEdit: '0',
    isList: '0',
  }));
const AUDIT = ['create_dept', 'create_by', 'create_time', 'update_by', 'update_time'];

/** A plain CRUD table with every column kind the templates know. */
export const certRegisterFixture = genFixture(
  {
    tableId: 901,
    tableName: 'gen_demo_cert_register',
    tableComment: '证书登记',
    moduleName: 'title',
    businessName: 'certRegister',
    className: 'CertRegister',
    functionName: '证书登记',
  },
  [
    pk('cert_id'),
    ...system(['tenant_id']),
    {
      columnName: 'cert_no',
      columnType: 'character varying(64)',
      columnComment: '证书编号',
      isRequired: '1',
      isQuery: '1',
      queryType: 'LIKE',
    },
    {
      columnName: 'holder_name',
      columnType: 'character varying(30)',
      columnComment: '持证人',
      isRequired: '1',
      isQuery: '1',
      queryType: 'LIKE',
    },
    {
      columnName: 'score',
      columnType: 'smallint',
      columnComment: '分数',
      javaType: 'number',
      isQuery: '1',
      queryType: 'GE',
    },
    {
      columnName: 'pages',
      columnType: 'integer',
      columnComment: '页数',
      javaType: 'number',
      isQuery: '1',
      queryType: 'BETWEEN',
    },
    { columnName: 'owner_id', columnType: 'bigint', columnComment: '所有人', javaType: 'number' },
    { columnName: 'fee', columnType: 'numeric(8,2)', columnComment: '费用' },
    { columnName: 'weight', columnType: 'real', columnComment: '权重', javaType: 'number' },
    { columnName: 'ratio', columnType: 'double precision', columnComment: '比例', javaType: 'number' },
    {
      columnName: 'issue_time',
      columnType: 'timestamp without time zone',
      columnComment: '发证时间',
      javaType: 'Date',
      htmlType: 'datetime',
      isQuery: '1',
      queryType: 'BETWEEN',
    },
    {
      columnName: 'checked_at',
      columnType: 'timestamp with time zone',
      columnComment: '核验时间',
      javaType: 'Date',
      htmlType: 'datetime',
    },
    { columnName: 'valid_until', columnType: 'date', columnComment: '有效期至', htmlType: 'datetime' },
    { columnName: 'active', columnType: 'boolean', columnComment: '有效', javaType: 'boolean' },
    {
      columnName: 'extra',
      columnType: 'jsonb',
      columnComment: '扩展',
      javaType: 'unknown',
      isList: '0',
      isInsert: '0',
      isEdit: '0',
    },
    {
      columnName: 'photo',
      columnType: 'character varying(500)',
      columnComment: '照片',
      htmlType: 'imageUpload',
      isList: '0',
    },
    {
      columnName: 'attachment',
      columnType: 'character varying(500)',
      columnComment: '附件',
      htmlType: 'fileUpload',
      isList: '0',
    },
    { columnName: 'content', columnType: 'text', columnComment: '内容', htmlType: 'editor', isList: '0' },
    {
      columnName: 'remark',
      columnType: 'character varying(500)',
      columnComment: '备注',
      htmlType: 'textarea',
      isList: '0',
      isEdit: '1',
    },
    ...system([...AUDIT, 'del_flag']),
  ],
);

/** A tree (parent id) table. */
export const regionFixture = genFixture(
  {
    tableId: 902,
    tableName: 'gen_demo_region',
    tableComment: '地区',
    moduleName: 'employee',
    businessName: 'region',
    className: 'Region',
    functionName: '地区',
    tplCategory: 'tree',
    options: { treeCode: 'region_id', treeParentCode: 'parent_id', treeName: 'region_name', parentMenuId: 3 },
  },
  [
    pk('region_id'),
    ...system(['tenant_id']),
    {
      columnName: 'parent_id',
      columnType: 'bigint',
      columnComment: '上级',
      javaType: 'number',
      isRequired: '1',
    },
    {
      columnName: 'region_name',
      columnType: 'character varying(50)',
      columnComment: '地区名称',
      isRequired: '1',
      isQuery: '1',
      queryType: 'LIKE',
    },
    { columnName: 'order_num', columnType: 'integer', columnComment: '显示顺序', javaType: 'number' },
    {
      columnName: 'status',
      columnType: 'character(1)',
      columnComment: '状态（0正常 1停用）',
      htmlType: 'radio',
      dictType: 'sys_normal_disable',
      isQuery: '1',
    },
    ...system(AUDIT),
  ],
);

/** A table whose columns show dictionaries (select, radio, checkbox) and a partial audit set. */
export const trainingLogFixture = genFixture(
  {
    tableId: 903,
    tableName: 'gen_demo_training_log',
    tableComment: '培训学时',
    moduleName: 'review',
    businessName: 'trainingLog',
    className: 'TrainingLog',
    functionName: '培训学时',
  },
  [
    pk('log_id'),
    ...system(['tenant_id']),
    {
      columnName: 'trainee',
      columnType: 'character varying(30)',
      columnComment: '学员',
      isRequired: '1',
      isQuery: '1',
      queryType: 'LIKE',
    },
    {
      columnName: 'training_type',
      columnType: 'character(1)',
      columnComment: '培训类型',
      htmlType: 'select',
      dictType: 'sys_notice_type',
      isQuery: '1',
      isRequired: '1',
    },
    {
      columnName: 'status',
      columnType: 'character(1)',
      columnComment: '状态',
      htmlType: 'radio',
      dictType: 'sys_normal_disable',
      isQuery: '1',
    },
    {
      columnName: 'channels',
      columnType: 'character varying(100)',
      columnComment: '渠道',
      htmlType: 'checkbox',
      dictType: 'sys_yes_no',
    },
    {
      columnName: 'hours',
      columnType: 'integer',
      columnComment: '学时',
      javaType: 'number',
      isRequired: '1',
    },
    ...system(['create_dept', 'create_by', 'create_time']),
  ],
);

export const goldenFixtures = [certRegisterFixture, regionFixture, trainingLogFixture];
