import BoldOutlined from '@ant-design/icons/es/icons/BoldOutlined';
import ItalicOutlined from '@ant-design/icons/es/icons/ItalicOutlined';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import { Flex } from 'antd';
import { IconButton } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';

export interface RichTextEditorProps {
  value: string;
  onChange(html: string): void;
  label: string;
  placeholder?: string;
}

/**
 * A small rich-text box (bold, italic, lists) for comments. What it produces is HTML the server stores
 * and every reader renders through SafeHtml, never as is.
 */
export function RichTextEditor({ value, onChange, label, placeholder }: RichTextEditorProps) {
  const { t } = useSupportTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // Only push outside changes (e.g. cleared after sending) into the editable box, never while typing.
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);
  const format = (command: string) => {
    ref.current?.focus();
    document.execCommand?.(command);
    onChange(ref.current?.innerHTML ?? '');
  };
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Flex gap={4} style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }}>
        <IconButton icon={<BoldOutlined aria-hidden />} title={t(T.bold)} onMouseDown={(e) => e.preventDefault()} onClick={() => format('bold')} />
        <IconButton icon={<ItalicOutlined aria-hidden />} title={t(T.italic)} onMouseDown={(e) => e.preventDefault()} onClick={() => format('italic')} />
        <IconButton icon={<UnorderedListOutlined aria-hidden />} title={t(T.bulletList)} onMouseDown={(e) => e.preventDefault()} onClick={() => format('insertUnorderedList')} />
      </Flex>
      <div
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        data-placeholder={placeholder}
        contentEditable
        suppressContentEditableWarning
        onInput={(e) => onChange((e.target as HTMLDivElement).innerHTML)}
        style={{ minHeight: 88, padding: 8, outline: 'none' }}
      />
    </div>
  );
}
