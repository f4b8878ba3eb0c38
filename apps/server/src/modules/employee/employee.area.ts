import type { CountCache } from '../../platform/db/count-cache.js';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { OssService } from '../resource/oss/oss.service.js';
import type { SseHub } from '../resource/sse/sse.hub.js';
import type { DictService } from '../system/dict/dict.service.js';
import { AttachmentTypeRepo } from './attachment-type/attachment-type.repo.js';
import { attachmentTypeRoutes } from './attachment-type/attachment-type.routes.js';
import { AttachmentTypeService } from './attachment-type/attachment-type.service.js';
import { AttachmentRepo } from './attachment/attachment.repo.js';
import { attachmentRoutes } from './attachment/attachment.routes.js';
import { AttachmentService } from './attachment/attachment.service.js';
import { EmployeeRepo } from './info/employee.repo.js';
import { employeeRoutes } from './info/employee.routes.js';
import { EmployeeService } from './info/employee.service.js';
import { DossierService } from './records/dossier.js';
import { RECORD_DEFS } from './records/record-defs.js';
import { RecordRepo } from './records/record.repo.js';
import { recordRoutes } from './records/record.routes.js';
import { RecordService } from './records/record.service.js';

export interface EmployeeAreaDeps {
  db: Db;
  dicts: DictService;
  /** Attachments are stored as objects. */
  oss: OssService;
  /** Import progress reaches the caller's event stream. */
  sse: SseHub;
  maxFileSize: number;
  /** The employee list's totals. */
  counts: CountCache;
}

/** 人员信息: employees, their sub-records (the dossier), attachments and attachment types. */
export function createEmployeeArea(deps: EmployeeAreaDeps) {
  const { db, dicts } = deps;
  const attachmentTypes = new AttachmentTypeService(new AttachmentTypeRepo(db), dicts);
  const attachments = new AttachmentService(new AttachmentRepo(db), attachmentTypes, deps.oss, dicts);
  const employeeRepo = new EmployeeRepo(db);
  const employees = new EmployeeService(employeeRepo, dicts, deps.counts);
  const kinds = RECORD_DEFS.map((def) => {
    const repo = new RecordRepo(db, def);
    return { def, repo, service: new RecordService(def, repo, employeeRepo, dicts) };
  });
  const dossiers = new DossierService(db, employees, kinds);

  const routes: FastifyPluginAsync = async (api) => {
    const imports = { sse: deps.sse, maxFileSize: deps.maxFileSize };
    await api.register(attachmentTypeRoutes, { attachmentTypes });
    await api.register(attachmentRoutes, { attachments });
    await api.register(employeeRoutes, { employees, repo: employeeRepo, dicts, imports });
    await api.register(recordRoutes, { kinds, employees: employeeRepo, dossiers, dicts, imports });
  };
  return { dossiers, attachments, routes };
}

export type EmployeeArea = ReturnType<typeof createEmployeeArea>;
