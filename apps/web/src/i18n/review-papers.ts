/** Console messages of the printable papers (sign-in sheets, notices, publicity list, certificate, 评审表). */
export const reviewPapersZhCN = {
  reviewPapers: {
    signIn: '签到表',
    applicantSignIn: '答辩签到表',
    expertSignIn: '专家签到表',
    xlsx: '电子表格',
    signInXlsx: '导出签到表',
    sendNotice: '发送答辩通知',
    sendNoticeConfirm:
      '向本场次每位申报人发送答辩时间和地点（评审消息）。已收到相同通知的不会重复发送。确认发送吗？',
    printNotice: '打印答辩通知',
    noticeSent:
      '已发送 {{sent}} 份答辩通知；{{already}} 人此前已收到相同通知，未重复发送；{{noAccount}} 人没有账号，请打印通知送达',
    publicityList: '公示名单',
    publicityNeedsActivity: '请先选择评审活动',
    downloadPdf: '下载 PDF',
    downloadCertificate: '下载证书',
    reviewForm: '评审表',
  },
};

export const reviewPapersEnUS: {
  reviewPapers: Record<keyof typeof reviewPapersZhCN.reviewPapers, string>;
} = {
  reviewPapers: {
    signIn: 'Sign-in sheets',
    applicantSignIn: 'Defense sign-in sheet',
    expertSignIn: 'Expert sign-in sheet',
    xlsx: 'Excel',
    signInXlsx: 'Export sign-in sheet',
    sendNotice: 'Send defense notices',
    sendNoticeConfirm:
      'Sends each applicant of this session the time and place (review message). Those who already hold the same notice are not sent it again. Send?',
    printNotice: 'Print defense notices',
    noticeSent:
      '{{sent}} notices sent; {{already}} already held the same notice and were not sent it again; {{noAccount}} have no account: print their notice',
    publicityList: 'Publicity list',
    publicityNeedsActivity: 'Choose a review activity first',
    downloadPdf: 'Download PDF',
    downloadCertificate: 'Download certificate',
    reviewForm: 'Review form',
  },
};
