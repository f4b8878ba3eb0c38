import type { Result } from '@zcps/contracts';
import { download, downloadGet } from '../../../lib/download';
import { http } from '../../../lib/request';

const BASE = '/title/review-approval';
const session = (sessionId: number) => `${BASE}/defense/session/${sessionId}`;
const meeting = (meetingId: number) => `${BASE}/vote/meeting/${meetingId}`;

export type SignInWho = 'applicants' | 'experts';

export interface NoticeSendResult {
  sent: number;
  already: number;
  noAccount: number;
}

/** The printable papers: PDFs are GETs, their xlsx exports POSTs (the family's export convention). */
export const papersApi = {
  signInPdf: (sessionId: number, who: SignInWho) =>
    downloadGet(`${session(sessionId)}/sign-in/${who}/pdf`, {}, `sign_in_${who}_${sessionId}.pdf`),
  signInXlsx: (sessionId: number, who: SignInWho) =>
    download(`${session(sessionId)}/sign-in/${who}/export`, {}, `sign_in_${who}_${sessionId}.xlsx`),
  noticePdf: (sessionId: number) =>
    downloadGet(`${session(sessionId)}/notice/pdf`, {}, `defense_notice_${sessionId}.pdf`),
  noticeXlsx: (sessionId: number) =>
    download(`${session(sessionId)}/notice/export`, {}, `defense_notice_${sessionId}.xlsx`),
  sendNotices: (sessionId: number) => http.post<Result<NoticeSendResult>>(`${session(sessionId)}/notice`),
  meetingSignInPdf: (meetingId: number) =>
    downloadGet(`${meeting(meetingId)}/sign-in/pdf`, {}, `meeting_sign_in_${meetingId}.pdf`),
  meetingSignInXlsx: (meetingId: number) =>
    download(`${meeting(meetingId)}/sign-in/export`, {}, `meeting_sign_in_${meetingId}.xlsx`),
  publicityPdf: (activityId: number) =>
    downloadGet(`${BASE}/final-approval/publicity/pdf`, { activityId }, `publicity_${activityId}.pdf`),
  certificatePdf: (declarationId: number) =>
    downloadGet(`${BASE}/certificate/${declarationId}/pdf`, {}, `certificate_${declarationId}.pdf`),
  reviewFormPdf: (declarationId: number) =>
    downloadGet(`${BASE}/review-form/${declarationId}/pdf`, {}, `review_form_${declarationId}.pdf`),
};
