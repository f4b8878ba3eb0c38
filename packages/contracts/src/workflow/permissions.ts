/**
 * Permission codes of the workflow screens, as seeded in `apps/server/src/seed/data/menus-workflow.ts` (the console
 * gates buttons on the same codes). Task actions are also checked in the service: the caller must be the task's
 * assignee or one of its candidates.
 */
export const WorkflowPermission = {
  CATEGORY_LIST: 'workflow:category:list',
  CATEGORY_QUERY: 'workflow:category:query',
  CATEGORY_ADD: 'workflow:category:add',
  CATEGORY_EDIT: 'workflow:category:edit',
  CATEGORY_REMOVE: 'workflow:category:remove',
  CATEGORY_EXPORT: 'workflow:category:export',
  MODEL_LIST: 'workflow:model:list',
  MODEL_QUERY: 'workflow:model:query',
  MODEL_ADD: 'workflow:model:add',
  MODEL_EDIT: 'workflow:model:edit',
  MODEL_REMOVE: 'workflow:model:remove',
  MODEL_DESIGN: 'workflow:model:design',
  MODEL_DEPLOY: 'workflow:model:deploy',
  MODEL_EXPORT: 'workflow:model:export',
  DEPLOY_LIST: 'workflow:deploy:list',
  DEPLOY_QUERY: 'workflow:deploy:query',
  DEPLOY_DEPLOY: 'workflow:deploy:deploy',
  DEPLOY_SUSPEND: 'workflow:deploy:suspend',
  DEPLOY_REMOVE: 'workflow:deploy:remove',
  TODO_LIST: 'workflow:todo:list',
  TODO_QUERY: 'workflow:todo:query',
  TODO_APPROVE: 'workflow:todo:approve',
  TODO_REJECT: 'workflow:todo:reject',
  TODO_TRANSFER: 'workflow:todo:transfer',
  OWN_LIST: 'workflow:own:list',
  OWN_QUERY: 'workflow:own:query',
  OWN_CANCEL: 'workflow:own:cancel',
  OWN_REMOVE: 'workflow:own:remove',
  FINISHED_LIST: 'workflow:finished:list',
  FINISHED_QUERY: 'workflow:finished:query',
  PROCESS_QUERY: 'workflow:process:query',
  PROCESS_START: 'workflow:process:start',
} as const;
