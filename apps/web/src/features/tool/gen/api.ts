import {
  GEN_COMPILE_COLD_LIMIT_MS,
  type GenTable,
  type GenTableColumn,
  type GenTableEdit,
  type Result,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

const BASE = '/tool/gen';

/** A table of a data source that can be imported (RuoYi's db/list rows). */
export interface DbTableVo {
  tableName: string;
  tableComment: string | null;
  createTime: string | null;
  updateTime: string | null;
}

/** `GET /tool/gen/{tableId}` answers the table, its columns and every imported table (tree/sub options). */
export interface GenTableDetail {
  info: GenTable;
  rows: GenTableColumn[];
  tables: GenTable[];
}

/** The compile check of a preview: whether the generated files compile against this project's code. */
export interface GenCompileCheck {
  compiles: boolean;
  diagnostics: { file: string; line: number; message: string }[];
}

export const genApi = {
  listUrl: `${BASE}/list`,
  dbListUrl: `${BASE}/db/list`,
  get: (tableId: number) => http.get<Result<GenTableDetail>>(`${BASE}/${tableId}`),
  dataNames: () => http.get<Result<string[]>>(`${BASE}/getDataNames`),
  importTables: (tables: readonly string[], dataName: string) =>
    http.post<Result<null>>(`${BASE}/importTable`, null, { params: { tables: tables.join(','), dataName } }),
  update: (body: GenTableEdit) => http.put<Result<null>>(BASE, body),
  remove: (ids: readonly number[]) => http.delete<Result<null>>(`${BASE}/${ids.join(',')}`),
  sync: (tableId: number) => http.get<Result<null>>(`${BASE}/synchDb/${tableId}`),
  preview: (tableId: number) => http.get<Result<Record<string, string>>>(`${BASE}/preview/${tableId}`),
  // The first check after a server start type-checks the whole graph: wait as long as the server lets it run.
  check: (tableId: number) =>
    http.get<Result<GenCompileCheck>>(`${BASE}/check/${tableId}`, {
      timeout: GEN_COMPILE_COLD_LIMIT_MS + 15_000,
    }),
  downloadUrl: (tableId: number) => `${BASE}/download/${tableId}`,
  batchUrl: `${BASE}/batchGenCode`,
  writeToCheckout: (tableId: number) => http.get<Result<null>>(`${BASE}/genCode/${tableId}`),
};
