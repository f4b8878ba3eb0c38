import { z } from 'zod';

/**
 * The check state of an employee sub-record or attachment (dictionary `record_check_status`). The owner (the
 * applicant or their company) edits drafts and returned records and submits them; a checker (the review office,
 * `employee:<resource>:check`) approves, returns or rejects pending ones, and may return an approved record to
 * reopen it. Rejected records stay as they are; the owner may delete drafts, returned and rejected records.
 */
export const RecordCheckStatus = {
  DRAFT: '0',
  PENDING: '1',
  RETURNED: '2',
  REJECTED: '3',
  APPROVED: '4',
} as const;
export type RecordCheckStatusValue = (typeof RecordCheckStatus)[keyof typeof RecordCheckStatus];

export type RecordCheckAction = 'submit' | 'approve' | 'return' | 'reject';

const S = RecordCheckStatus;
const TRANSITIONS: Record<RecordCheckAction, Partial<Record<string, RecordCheckStatusValue>>> = {
  submit: { [S.DRAFT]: S.PENDING, [S.RETURNED]: S.PENDING },
  approve: { [S.PENDING]: S.APPROVED },
  return: { [S.PENDING]: S.RETURNED, [S.APPROVED]: S.RETURNED },
  reject: { [S.PENDING]: S.REJECTED },
};

/** The status after `action`, or null when the action is not allowed from `status`. */
export function nextCheckStatus(status: string, action: RecordCheckAction): RecordCheckStatusValue | null {
  return TRANSITIONS[action][status] ?? null;
}

/** The owner may change the record's fields only in draft or returned. */
export function isRecordEditable(status: string): boolean {
  return status === S.DRAFT || status === S.RETURNED;
}

/** The owner may delete anything not pending or approved (the office's verdict must stay visible). */
export function isRecordRemovable(status: string): boolean {
  return status !== S.PENDING && status !== S.APPROVED;
}

/** Body of a checker's verdict on one or more records; returning and rejecting need a reason. */
export const recordCheckBodySchema = z
  .object({
    recordIds: z.array(z.number().int().positive()).min(1).max(500),
    action: z.enum(['approve', 'return', 'reject']),
    checkRemark: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.action === 'approve' || (b.checkRemark ?? '').length > 0, {
    path: ['checkRemark'],
    message: 'required',
  });
export type RecordCheckBody = z.infer<typeof recordCheckBodySchema>;

/** Body of an owner's submission of records for checking. */
export const recordSubmitBodySchema = z.object({
  recordIds: z.array(z.number().int().positive()).min(1).max(500),
});
export type RecordSubmitBody = z.infer<typeof recordSubmitBodySchema>;
