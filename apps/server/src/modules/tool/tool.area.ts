import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/database.js';

export interface ToolAreaDeps {
  database: Database;
}

/** 系统工具: data sources, the code generator (and the form builder's schema checks). */
export function createToolArea(deps: ToolAreaDeps) {
  void deps;
  const routes: FastifyPluginAsync = async () => {};
  return { routes };
}

export type ToolArea = ReturnType<typeof createToolArea>;
