import type { FastifyPluginAsync } from 'fastify';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Database } from '../../platform/db/database.js';
import { DataSources } from './datasource/data-sources.js';
import { DataSourceRepo } from './datasource/datasource.repo.js';
import { dataSourceRoutes } from './datasource/datasource.routes.js';
import { DataSourceService } from './datasource/datasource.service.js';
import { CHECKOUT_ROOT } from './gen/code/apply.js';
import { genCodeRoutes } from './gen/code/gen-code.routes.js';
import { GenCodeService } from './gen/code/gen-code.service.js';
import { GenRepo } from './gen/gen.repo.js';
import { genRoutes } from './gen/gen.routes.js';
import { GenService } from './gen/gen.service.js';
import { IntrospectRepo } from './gen/introspect.repo.js';
import { FormRepo } from './form/form.repo.js';
import { formRoutes } from './form/form.routes.js';
import { FormService } from './form/form.service.js';

export interface ToolAreaDeps {
  database: Database;
  /** Seals data source secrets with the server's key. */
  secrets: SecretBox;
  /** ZCPS_CODEGEN_WRITE: 生成代码 writes into this checkout. */
  codegenWrite: boolean;
}

/** 系统工具: data sources, the code generator and the form builder's stored forms. */
export function createToolArea(deps: ToolAreaDeps) {
  const { database, secrets } = deps;
  const genRepo = new GenRepo(database.db);
  const dataSourceRepo = new DataSourceRepo(database.db);
  const sources = new DataSources(dataSourceRepo, secrets, database);
  const dataSources = new DataSourceService(dataSourceRepo, sources, secrets, (tenantId, names) =>
    genRepo.importedFrom(tenantId, names),
  );
  /** The generator's tables; `gen.load(caller, tableId)` gives code emission its GenTable. */
  const gen = new GenService(genRepo, new IntrospectRepo(), sources);
  const genCode = new GenCodeService((caller, tableId) => gen.load(caller, tableId), {
    root: CHECKOUT_ROOT,
    write: deps.codegenWrite,
  });
  /** Stored forms; `forms.schemaOf(tenantId, formKey)` gives workflow its start and task forms. */
  const forms = new FormService(new FormRepo(database.db));

  const routes: FastifyPluginAsync = async (app) => {
    await app.register(dataSourceRoutes, { dataSources });
    await app.register(genRoutes, { gen });
    await app.register(genCodeRoutes, { genCode });
    await app.register(formRoutes, { forms });
  };
  return { routes, gen, sources, forms };
}

export type ToolArea = ReturnType<typeof createToolArea>;
