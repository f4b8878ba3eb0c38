import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, SafeHtml } from './SafeHtml';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()">hi<script>alert(1)</script></p>' +
      '<img src="x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">link</a>' +
      '<a href="JaVaScRiPt:alert(4)">upper</a>' +
      '<iframe src="https://evil.example"></iframe>' +
      '<svg><g onload="alert(5)"></g></svg>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script/i);
    expect(clean).not.toMatch(/onclick|onerror|onload/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/iframe/i);
    expect(clean).toContain('<p>hi</p>');
    expect(clean).toContain('<img src="x.png">');
  });

  it('keeps ordinary formatting and links', () => {
    const html =
      '<h3>通知</h3><p style="color: red"><strong>重要</strong> <a href="https://a.example/x">详情</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('<SafeHtml>', () => {
  it('renders the sanitised markup', () => {
    const { container } = render(
      <SafeHtml
        className="notice"
        html={'<b>ok</b><script>window.bad = 1</script><i onmouseover="x()">i</i>'}
      />,
    );
    const root = container.firstElementChild!;
    expect(root.className).toBe('notice');
    expect(root.innerHTML).toBe('<b>ok</b><i>i</i>');
    expect(container.querySelector('script')).toBeNull();
  });

  it('renders an empty block for no content', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstElementChild!.innerHTML).toBe('');
  });
});
