import type {
  WfCategoryCreate,
  WfCategoryFilter,
  WfCategoryUpdate,
  WfCategoryVo,
  WfDefinitionFilter,
  WfDefinitionVo,
  WfDeployResult,
  WfModelCopy,
  WfModelCreate,
  WfModelDetail,
  WfModelFilter,
  WfModelImport,
  WfModelUpdate,
  WfModelVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db } from '../../../platform/db/database.js';
import type { ListQuery, Paged } from '../../../platform/db/paging.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import type { DefinitionListRow, DefinitionRepo, ModelListRow } from './definition.repo.js';
import { createModdle, describeProcess } from '../engine/bpmn-model.js';
import { validateModel } from './validate.js';

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** A new model's process: a start event only, to be drawn in the designer. */
export function emptyProcessXml(key: string, name: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:zcps="http://zcps.dev/schema/bpmn/zcps" id="Definitions_${escapeXml(key)}" targetNamespace="http://zcps.dev/bpmn">
  <bpmn:process id="${escapeXml(key)}" name="${escapeXml(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="开始" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${escapeXml(key)}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1"><dc:Bounds x="180" y="160" width="36" height="36" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

function categoryVo(row: {
  categoryId: number;
  parentId: number;
  categoryName: string;
  categoryCode: string;
  orderNum: number;
  createTime: Date | null;
}): WfCategoryVo {
  return { ...row, createTime: formatDateTime(row.createTime) };
}

function modelVo(row: ModelListRow): WfModelVo {
  return {
    modelId: row.modelId,
    modelKey: row.modelKey,
    modelName: row.modelName,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    formKey: row.formKey,
    remark: row.remark,
    latestVersion: row.latestVersion,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}

export function definitionVo(row: DefinitionListRow): WfDefinitionVo {
  return {
    definitionId: row.definitionId,
    definitionKey: row.definitionKey,
    definitionName: row.definitionName,
    version: row.version,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    formKey: row.formKey,
    suspended: row.suspended,
    latest: row.latest,
    modelId: row.modelId,
    deployTime: formatDateTime(row.deployTime),
  };
}

/** 流程分类, 模型管理 and 流程部署. */
export class DefinitionService {
  constructor(
    private readonly db: Db,
    private readonly repo: DefinitionRepo,
  ) {}

  async categories(caller: LoginUser, q: WfCategoryFilter): Promise<WfCategoryVo[]> {
    return (await this.repo.categories(caller.tenantId, q)).map(categoryVo);
  }

  async category(caller: LoginUser, id: number): Promise<WfCategoryVo> {
    const row = await this.repo.category(caller.tenantId, id);
    if (!row) throw new ServiceError('workflow.category.notFound');
    return categoryVo(row);
  }

  private async checkCategory(caller: LoginUser, body: WfCategoryCreate, id?: number): Promise<void> {
    if (await this.repo.categoryCodeTaken(caller.tenantId, body.categoryCode, id)) {
      throw new ServiceError('workflow.category.codeExists', { code: body.categoryCode });
    }
    if (body.parentId === 0) return;
    const all = await this.repo.categories(caller.tenantId);
    const byId = new Map(all.map((c) => [c.categoryId, c]));
    if (!byId.has(body.parentId)) throw new ServiceError('workflow.category.notFound');
    for (let at: number | undefined = body.parentId; at; at = byId.get(at)?.parentId) {
      if (at === id) throw new ServiceError('workflow.category.parentLoop');
    }
  }

  async createCategory(caller: LoginUser, body: WfCategoryCreate): Promise<number> {
    await this.checkCategory(caller, body);
    return this.repo.insertCategory({ ...body, tenantId: caller.tenantId, createBy: caller.userId });
  }

  async updateCategory(caller: LoginUser, body: WfCategoryUpdate): Promise<void> {
    await this.category(caller, body.categoryId);
    await this.checkCategory(caller, body, body.categoryId);
    const { categoryId, ...patch } = body;
    await this.repo.updateCategory(caller.tenantId, categoryId, {
      ...patch,
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  async removeCategories(caller: LoginUser, ids: number[]): Promise<void> {
    refuseMissing(ids, await this.repo.foundIds('category', caller.tenantId, ids));
    const blocker = await this.repo.categoryBlocker(caller.tenantId, ids);
    if (blocker === 'children') throw new ServiceError('workflow.category.hasChildren');
    if (blocker === 'used') throw new ServiceError('workflow.category.inUse');
    await this.repo.removeCategories(caller.tenantId, ids);
  }

  async models(caller: LoginUser, q: ListQuery & WfModelFilter): Promise<Paged<WfModelVo>> {
    const { rows, total } = await this.repo.models(caller.tenantId, q);
    return { rows: rows.map(modelVo), total };
  }

  async model(caller: LoginUser, id: number): Promise<WfModelDetail> {
    const row = await this.repo.model(caller.tenantId, id);
    if (!row) throw new ServiceError('workflow.model.notFound');
    return { ...modelVo(row), xml: row.xml };
  }

  private async checkCategoryRef(caller: LoginUser, categoryId: number | null | undefined) {
    if (categoryId && !(await this.repo.category(caller.tenantId, categoryId))) {
      throw new ServiceError('workflow.category.notFound');
    }
  }

  async createModel(caller: LoginUser, body: WfModelCreate): Promise<number> {
    if (await this.repo.modelKeyTaken(caller.tenantId, body.modelKey)) {
      throw new ServiceError('workflow.model.keyExists', { key: body.modelKey });
    }
    await this.checkCategoryRef(caller, body.categoryId);
    return this.repo.insertModel({
      tenantId: caller.tenantId,
      modelKey: body.modelKey,
      modelName: body.modelName,
      categoryId: body.categoryId ?? null,
      formKey: body.formKey ?? null,
      xml: body.xml ?? emptyProcessXml(body.modelKey, body.modelName),
      remark: body.remark ?? null,
      createBy: caller.userId,
      createDept: caller.deptId,
    });
  }

  /** Saves a draft as it is (the designer saves work in progress); validation happens at deploy. */
  async updateModel(caller: LoginUser, body: WfModelUpdate): Promise<void> {
    await this.model(caller, body.modelId);
    await this.checkCategoryRef(caller, body.categoryId);
    await this.repo.updateModel(caller.tenantId, body.modelId, {
      modelName: body.modelName,
      categoryId: body.categoryId ?? null,
      formKey: body.formKey ?? null,
      ...(body.xml ? { xml: body.xml } : {}),
      remark: body.remark ?? null,
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  async removeModels(caller: LoginUser, ids: number[]): Promise<void> {
    refuseMissing(ids, await this.repo.foundIds('model', caller.tenantId, ids));
    await this.repo.removeModels(caller.tenantId, ids);
  }

  /** A new model with the same process under another key (the process id follows the key). */
  async copyModel(caller: LoginUser, body: WfModelCopy): Promise<number> {
    const source = await this.model(caller, body.modelId);
    const xml = renameProcess(source.xml, source.modelKey, body.modelKey, body.modelName);
    return this.createModel(caller, {
      modelKey: body.modelKey,
      modelName: body.modelName,
      categoryId: source.categoryId,
      formKey: source.formKey,
      xml,
      remark: source.remark,
    });
  }

  async importModel(caller: LoginUser, body: WfModelImport): Promise<number> {
    const { key, name } = await readProcess(body.xml);
    const modelKey = body.modelKey ?? key;
    return this.createModel(caller, {
      modelKey,
      modelName: body.modelName ?? name,
      categoryId: body.categoryId ?? null,
      xml: modelKey === key ? body.xml : renameProcess(body.xml, key, modelKey, body.modelName ?? name),
    });
  }

  /** Validates the model and deploys it as the next version of its key; running instances keep theirs. */
  async deploy(caller: LoginUser, modelId: number): Promise<WfDeployResult> {
    const model = await this.model(caller, modelId);
    const { key, name } = await validateModel(model.xml);
    if (key !== model.modelKey) {
      throw new ServiceError('workflow.model.keyMismatch', { key: model.modelKey, processId: key });
    }
    const formKey = model.formKey ?? (await readProcess(model.xml)).startFormKey;
    return this.db.transaction(async (tx) => {
      await this.repo.lockKey(tx, caller.tenantId, key);
      const version = ((await this.repo.latest(caller.tenantId, key, tx))?.version ?? 0) + 1;
      const definitionId = await this.repo.insertDefinition(tx, {
        tenantId: caller.tenantId,
        definitionKey: key,
        definitionName: name || model.modelName,
        version,
        categoryId: model.categoryId,
        modelId: model.modelId,
        xml: model.xml,
        formKey,
        createBy: caller.userId,
      });
      return { definitionId, definitionKey: key, version };
    });
  }

  async definitions(caller: LoginUser, q: ListQuery & WfDefinitionFilter): Promise<Paged<WfDefinitionVo>> {
    const { rows, total } = await this.repo.definitions(caller.tenantId, q);
    return { rows: rows.map(definitionVo), total };
  }

  async versions(caller: LoginUser, key: string): Promise<WfDefinitionVo[]> {
    return (await this.repo.versions(caller.tenantId, key)).map(definitionVo);
  }

  async startable(caller: LoginUser): Promise<WfDefinitionVo[]> {
    return (await this.repo.startable(caller.tenantId)).map(definitionVo);
  }

  async xml(caller: LoginUser, definitionId: number): Promise<string> {
    const row = await this.repo.definition(caller.tenantId, definitionId);
    if (!row) throw new ServiceError('workflow.definition.notFound');
    return row.xml;
  }

  async setSuspended(caller: LoginUser, definitionId: number, suspended: boolean): Promise<void> {
    await this.xml(caller, definitionId);
    await this.repo.setSuspended(caller.tenantId, definitionId, suspended);
  }

  async removeDefinitions(caller: LoginUser, ids: number[]): Promise<void> {
    refuseMissing(ids, await this.repo.foundIds('definition', caller.tenantId, ids));
    if ((await this.repo.definitionsWithInstances(caller.tenantId, ids)) > 0) {
      throw new ServiceError('workflow.definition.hasInstances');
    }
    await this.repo.removeDefinitions(caller.tenantId, ids);
  }
}

async function readProcess(xml: string) {
  try {
    const { rootElement } = await createModdle().fromXML(xml);
    const info = describeProcess(rootElement);
    return { key: info.processId, name: info.name, startFormKey: info.startFormKey };
  } catch (error) {
    throw new ServiceError('workflow.model.invalidXml', {
      reason: error instanceof Error ? error.message.split('\n')[0]! : String(error),
    });
  }
}

/** Renames the process id (and its diagram plane reference) from one key to another. */
function renameProcess(xml: string, from: string, to: string, name: string): string {
  const quoted = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return xml
    .replace(new RegExp(`(<(?:bpmn:)?process[^>]*\\sid=")${quoted}(")`), `$1${to}$2`)
    .replace(new RegExp(`(<(?:bpmn:)?process[^>]*\\sname=")[^"]*(")`), `$1${escapeXml(name)}$2`)
    .replace(new RegExp(`(bpmnElement=")${quoted}(")`, 'g'), `$1${to}$2`);
}
