import type { FastifyPluginAsync } from 'fastify';
import type { CountCache } from '../../platform/db/count-cache.js';
import type { Db } from '../../platform/db/database.js';
import type { DeptTrees } from '../../platform/db/dept-tree.js';
import type { Store } from '../../platform/store/index.js';
import type { MenuService } from '../system/menu/menu.service.js';
import type { DictSource } from '../../platform/http/xlsx-import.js';
import type { OssService } from '../resource/oss/oss.service.js';
import { LcAppService } from './design/app.service.js';
import { designRoutes } from './design/design.routes.js';
import { LcGraduateService, type GenImporter } from './design/graduate.service.js';
import { MetaRepo } from './design/meta.repo.js';
import { LcObjectService } from './design/object.service.js';
import { PublishRepo } from './design/publish.repo.js';
import { LcRegistry } from './registry.js';
import { fileRoutes } from './runtime/file.routes.js';
import { LcFileService } from './runtime/file.service.js';
import { RuntimeRepo } from './runtime/runtime.repo.js';
import { treeRoutes } from './runtime/tree.routes.js';
import { runtimeRoutes } from './runtime/runtime.routes.js';
import { LcRuntimeService } from './runtime/runtime.service.js';

export interface LowcodeAreaDeps {
  db: Db;
  store: Store;
  dicts: DictSource;
  /** Publishing changes menus and their permissions. */
  menus: MenuService;
  maxFileSize: number;
  counts: CountCache;
  deptTrees: DeptTrees;
  /** The code generator, which a published object graduates to. */
  gen: GenImporter;
  /** Files of image and file fields. */
  oss: OssService;
}

/** 低代码: the designer (apps, objects, fields, pages, publish) and the generic runtime `/lc/{app}/{object}`. */
export function createLowcodeArea(deps: LowcodeAreaDeps) {
  const { db, store } = deps;
  const meta = new MetaRepo(db);
  const registry = new LcRegistry(meta, store);
  const objects = new LcObjectService(db, meta, registry);
  const apps = new LcAppService(db, meta, new PublishRepo(db), objects, registry, deps.menus);
  const runtime = new LcRuntimeService(
    registry,
    meta,
    new RuntimeRepo(db),
    deps.dicts,
    deps.counts,
    deps.deptTrees,
  );
  const graduate = new LcGraduateService(meta, deps.gen);
  const files = new LcFileService(runtime, deps.oss);

  const routes: FastifyPluginAsync = async (app) => {
    await app.register(designRoutes, { apps, objects, graduate });
    await app.register(runtimeRoutes, { runtime, maxFileSize: deps.maxFileSize });
    await app.register(fileRoutes, { runtime, files, maxFileSize: deps.maxFileSize });
    await app.register(treeRoutes, { runtime });
  };
  return { routes, registry };
}

export type LowcodeArea = ReturnType<typeof createLowcodeArea>;
