import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/kits/pdf-text.js';
import { Paper } from './paper.js';

describe('Paper', () => {
  it('writes Chinese text with an embedded subset font, repeats the header and numbers the pages', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      n: i + 1,
      name: `申请人${i + 1}`,
      unit: '某某设计研究院',
    }));
    const paper = new Paper('zh_CN', '答辩签到表')
      .title('答辩签到表')
      .keyValues([
        ['地点', '第一会议室'],
        ['时间', '2026-12-01 09:00'],
      ])
      .table(
        [
          { header: '序号', width: 1, value: (r: (typeof rows)[number]) => r.n },
          { header: '姓名', width: 2, value: (r) => r.name },
          { header: '工作单位', width: 4, value: (r) => r.unit },
          { header: '签名', width: 3, value: () => null },
        ],
        rows,
        { rowHeight: 26 },
      )
      .signatures(['经办人', '日期']);
    const pdf = await paper.toBuffer();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const read = readPdf(pdf);
    expect(read.pages.length).toBeGreaterThan(1);
    expect(read.embeddedFonts.some((f) => /^[A-Z]{6}\+NotoSansSC/.test(f))).toBe(true);
    expect(read.pages[0]).toContain('第一会议室');
    expect(read.pages[0]).toContain('申请人1');
    // The header repeats on the second page, and every page is numbered.
    expect(read.pages[1]).toContain('工作单位');
    expect(read.pages[1]).toContain(`第 2 页，共 ${read.pages.length} 页`);
    expect(read.text).toContain('申请人60');
    expect(read.pages.at(-1)).toContain('经办人');
  });

  it('words the page numbers in the caller language', async () => {
    const pdf = await new Paper('en_US', 'Sheet').title('Sign-in sheet').toBuffer();
    expect(readPdf(pdf).text).toContain('Page 1 of 1');
  });
});
