/** Who is writing: the signed-in caller's tenant, user and dept. */
export interface AuditCaller {
  tenantId: string;
  userId: number;
  deptId: number | null;
}

/** The tenant and audit columns of a new row (`...auditColumns()` tables): who created it, in which dept. */
export function createdBy(caller: AuditCaller) {
  return {
    tenantId: caller.tenantId,
    createDept: caller.deptId,
    createBy: caller.userId,
    updateBy: caller.userId,
  };
}

/** The audit columns of a change: who changed the row, and when. */
export function updatedBy(caller: AuditCaller) {
  return { updateBy: caller.userId, updateTime: new Date() };
}
