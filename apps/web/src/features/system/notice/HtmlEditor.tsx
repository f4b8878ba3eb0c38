import { useRef, type CSSProperties } from 'react';
import { Button, Input, Space, Tabs } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';

interface HtmlEditorProps {
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
}

/** Wraps the selection of `text` (start..end) in an element; with nothing selected inserts an empty one. */
export function wrapSelection(text: string, start: number, end: number, open: string, close: string) {
  return text.slice(0, start) + open + text.slice(start, end) + close + text.slice(end);
}

const TOOLS: { label: string; open: string; close: string; style?: CSSProperties }[] = [
  { label: 'B', open: '<strong>', close: '</strong>', style: { fontWeight: 700 } },
  { label: 'I', open: '<em>', close: '</em>', style: { fontStyle: 'italic' } },
  { label: 'U', open: '<u>', close: '</u>', style: { textDecoration: 'underline' } },
  { label: 'H', open: '<h3>', close: '</h3>' },
  { label: '¶', open: '<p>', close: '</p>' },
  { label: '•', open: '<ul>\n  <li>', close: '</li>\n</ul>' },
  { label: '🔗', open: '<a href="https://">', close: '</a>' },
];

/** HTML source with a small tag toolbar and a sanitised preview (the server sanitises again on save). */
export function HtmlEditor({ value, onChange, id }: HtmlEditorProps) {
  const { t } = useTranslation();
  const area = useRef<TextAreaRef>(null);
  const text = value ?? '';

  const apply = (open: string, close: string) => {
    const el = area.current?.resizableTextArea?.textArea;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    onChange?.(wrapSelection(text, start, end, open, close));
  };

  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'source',
          label: 'HTML',
          children: (
            <>
              <Space size={4} style={{ marginBottom: 6 }}>
                {TOOLS.map((tool) => (
                  <Button
                    key={tool.label}
                    size="small"
                    style={tool.style}
                    onClick={() => apply(tool.open, tool.close)}
                  >
                    {tool.label}
                  </Button>
                ))}
              </Space>
              <Input.TextArea
                id={id}
                ref={area}
                rows={10}
                value={text}
                onChange={(e) => onChange?.(e.target.value)}
                style={{ fontFamily: 'monospace' }}
                data-testid="notice-content"
              />
            </>
          ),
        },
        {
          key: 'preview',
          label: t('noticeAdmin.preview'),
          children: (
            <SafeHtml
              html={text}
              className="zcps-notice-content"
              style={{ minHeight: 200, padding: 8, border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6 }}
            />
          ),
        },
      ]}
    />
  );
}
