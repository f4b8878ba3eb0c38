import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECORD_KINDS,
  ReviewApprovalPermission as P,
  type AttachmentVo,
  type EligibilityResult,
} from '@zcps/contracts';
import { service } from '../../../lib/request';
import { fakeAdapter } from '../../../test/fake-adapter';
import { ok, renderPage, setup, teardown } from '../defense/test-kit';
import { DossierDrawer, DossierTabs } from './DossierDrawer';

const file = (recordId: number, fileName: string, mimeType: string, previewable: boolean): AttachmentVo => ({
  recordId,
  employeeId: 101,
  employeeName: '张三',
  typeId: 1,
  typeCode: null,
  typeName: '证明材料',
  ossId: String(recordId),
  fileName,
  fileSize: 10,
  mimeType,
  previewable,
  refTable: null,
  refId: null,
  checkStatus: '2',
  checkRemark: null,
  checkTime: null,
  createTime: null,
});
const attachments = [
  file(1, '毕业证书.png', 'image/png', true),
  file(2, '业绩报告.pdf', 'application/pdf', true),
  file(3, '论文.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', false),
];
const dossier = {
  employee: { employeeId: 101, employeeName: '张三', idCard: '110101********1234' },
  records: Object.fromEntries(RECORD_KINDS.map((k) => [k, []])),
  attachments,
};
const bilingual = (zh_CN: string, en_US: string) => ({ zh_CN, en_US });
const eligibility: EligibilityResult = {
  employeeId: 101,
  employeeName: '张三',
  titleId: 52,
  titleName: '高级工程师',
  evalDate: '2026-11-27',
  eligible: false,
  reason: null,
  rules: [
    {
      conditionId: 1,
      ruleKind: 'education',
      description: null,
      pass: false,
      byException: false,
      found: '31',
      required: '21',
      foundText: bilingual('大学专科毕业', 'College'),
      requiredText: bilingual('大学本科毕业', 'Bachelor'),
      reason: bilingual('最高学历：大学专科毕业，要求：大学本科毕业', 'College, bachelor required'),
    },
    {
      conditionId: 2,
      ruleKind: 'seniority',
      description: null,
      pass: true,
      byException: false,
      found: 21,
      required: 2,
      foundText: bilingual('21 年', '21 years'),
      requiredText: bilingual('2 年', '2 years'),
      reason: bilingual('任职年限 21 年，要求 2 年', '21 years, 2 required'),
    },
  ],
  exception: null,
};
const declaration = {
  declarationId: 9,
  activityId: 7,
  activityName: '2026 年度评审',
  employeeId: 101,
  applicantName: '张三',
  unitName: '华信',
  titleName: '高级工程师',
  titleLevel: '2',
  declareType: '1',
  stage: 'group_review',
  approvalStatus: '4',
  teamName: '机械组',
  myRating: null,
  myOpinion: null,
  myScore: null,
};

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => `blob:local/${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  teardown();
});

function serveReader() {
  const fake = fakeAdapter((config) => {
    const url = config.url ?? '';
    if (url.endsWith('/preview'))
      return { data: new Blob(['file'], { type: 'image/png' }), headers: { 'content-type': 'image/png' } };
    if (url.endsWith('/eligibility')) return ok(eligibility);
    if (url === '/title/review-approval/rating/dossier/9') return ok({ declaration, dossier });
    return ok([]);
  });
  service.defaults.adapter = fake.adapter;
  return fake;
}

describe('the dossier reader', () => {
  it('shows an expert the eligibility rule by rule and the attachments in the page, through the reader’s routes', async () => {
    setup([P.RATING]);
    const fake = serveReader();
    renderPage(<DossierDrawer declarationId={9} onClose={() => {}} />);
    const drawer = await screen.findByTestId('assigned-dossier');
    // Eligibility comes first: each rule with pass or fail and its worded actual/required, never "21"/"2".
    const panel = await within(drawer).findByTestId('eligibility-panel');
    expect(within(panel).getByTestId('rule-education').getAttribute('data-pass')).toBe('no');
    expect(within(panel).getByTestId('rule-seniority').getAttribute('data-pass')).toBe('yes');
    expect(within(panel).getByText('最高学历：大学专科毕业，要求：大学本科毕业')).toBeTruthy();
    expect(within(panel).getByText('任职年限 21 年，要求 2 年')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('tab', { name: '附件 (3)' }));
    const viewer = await within(drawer).findByTestId('attachment-viewer');
    // The first image shows at once, inside the drawer.
    await waitFor(() => expect(within(viewer).getByRole('img', { name: '毕业证书.png' })).toBeTruthy());
    fireEvent.click(within(drawer).getByText('业绩报告.pdf'));
    await waitFor(() => expect(viewer.querySelector('iframe[title="业绩报告.pdf"]')).toBeTruthy());
    expect(
      within(screen.getByTestId('dossier-attachment-3')).getByText('此格式不能在页面中查看'),
    ).toBeTruthy();
    const urls = fake.calls.map((c) => c.url);
    expect(urls).toContain('/title/review-approval/rating/dossier/9/eligibility');
    expect(urls).toContain('/title/review-approval/rating/dossier/9/attachment/1/preview');
    expect(urls).toContain('/title/review-approval/rating/dossier/9/attachment/2/preview');
    expect(urls.some((u) => u?.startsWith('/employee/attachment/'))).toBe(false);
  }, 60_000);

  it('reads the office’s attachments through the attachment route, without eligibility unless given', async () => {
    setup([]);
    const fake = serveReader();
    renderPage(<DossierTabs dossier={dossier as never} />);
    expect(screen.queryByRole('tab', { name: '资格条件' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '附件 (3)' }));
    await waitFor(() => expect(screen.getByRole('img', { name: '毕业证书.png' })).toBeTruthy());
    expect(fake.calls.map((c) => c.url)).toContain('/employee/attachment/1/preview');
  }, 60_000);
});
