/**
 * Workflow (BPMN). Server routes under /zcps, permission codes in WorkflowPermission:
 *
 * - 流程分类: GET /workflow/category/list (category:list, flat tree) · GET /workflow/category/{id} (query) ·
 *   POST /workflow/category (add) · PUT /workflow/category (edit) · DELETE /workflow/category/{ids} (remove)
 * - 模型管理: GET /workflow/model/list (model:list, paged) · GET /workflow/model/{id} (query) → WfModelDetail ·
 *   POST /workflow/model (add) → modelId · PUT /workflow/model (edit or design) · DELETE /workflow/model/{ids}
 *   (remove) · POST /workflow/model/copy (add) → modelId · POST /workflow/model/import (add) → modelId ·
 *   GET /workflow/model/export/{id} (export) → the .bpmn file · POST /workflow/model/deploy/{id} (model:deploy
 *   or deploy:deploy) → WfDeployResult; a model that fails validation is refused naming the element
 * - 流程部署: GET /workflow/definition/list (deploy:list, paged) · GET /workflow/definition/versions/{key}
 *   (deploy:query) · GET /workflow/definition/xml/{id} (deploy:query or process:query) · PUT
 *   /workflow/definition/suspend/{id} · PUT /workflow/definition/activate/{id} (deploy:suspend) · DELETE
 *   /workflow/definition/{ids} (deploy:remove; only versions without instances)
 * - POST /workflow/process/start (process:start) → WfInstanceVo · GET /workflow/process/startable (process:start)
 *   → WfDefinitionVo[] (latest active version per key)
 * - GET /workflow/instance/list (own:list, the caller's instances, paged) · GET /workflow/instance/detail/{id}
 *   (process:query; initiator, participants, cc receivers or deploy:query) → WfInstanceDetail · PUT
 *   /workflow/instance/withdraw/{id} (own:cancel; the initiator while nobody acted on the current tasks) · PUT
 *   /workflow/instance/terminate/{id} (deploy:suspend, or todo:reject for a participant whose task offers
 *   terminate) · PUT /workflow/instance/suspend/{id} · PUT /workflow/instance/activate/{id} (deploy:suspend)
 * - GET /workflow/task/todo (todo:list, paged) · GET /workflow/task/done (finished:list, paged) · GET
 *   /workflow/task/cc (todo:list, paged) · GET /workflow/task/count (todo:list) → WfTaskCount · GET
 *   /workflow/task/{taskId} (todo:query) → WfTodoVo · POST /workflow/task/approve (todo:approve) · POST
 *   /workflow/task/reject (todo:reject) · POST /workflow/task/return (todo:reject) · GET
 *   /workflow/task/returnTargets/{taskId} (todo:reject) · POST /workflow/task/delegate|transfer|addSign|
 *   reduceSign (todo:transfer) · POST /workflow/task/cc (todo:approve)
 */
export * from './bpmn-extension.js';
export * from './permissions.js';
export * from './category.js';
export * from './model.js';
export * from './definition.js';
export * from './instance.js';
export * from './task.js';
