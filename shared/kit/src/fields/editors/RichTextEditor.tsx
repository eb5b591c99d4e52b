import { Button, Input, Segmented, Space, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SafeHtml, sanitizeHtml } from '@portal/ui';
import { KIT_TEXTS, useKitTranslation } from '../../i18n/kit-texts';
import type { FieldEditorProps } from './editor-props';

type View = 'edit' | 'html' | 'preview';

/** A toolbar command: document.execCommand's name and value (the browsers' own editing, no library). */
interface Command { key: string; label: string; glyph: ReactNode; command: string; value?: string }

const COMMANDS: readonly Command[] = [
  { key: 'bold', label: KIT_TEXTS.richTextBold, glyph: <b>B</b>, command: 'bold' },
  { key: 'italic', label: KIT_TEXTS.richTextItalic, glyph: <i>I</i>, command: 'italic' },
  { key: 'underline', label: KIT_TEXTS.richTextUnderline, glyph: <u>U</u>, command: 'underline' },
  { key: 'heading', label: KIT_TEXTS.richTextHeading, glyph: 'H', command: 'formatBlock', value: 'h3' },
  { key: 'paragraph', label: KIT_TEXTS.richTextParagraph, glyph: '¶', command: 'formatBlock', value: 'p' },
  { key: 'bulleted', label: KIT_TEXTS.richTextBulleted, glyph: '•', command: 'insertUnorderedList' },
  { key: 'numbered', label: KIT_TEXTS.richTextNumbered, glyph: '1.', command: 'insertOrderedList' },
  { key: 'clear', label: KIT_TEXTS.richTextClear, glyph: '⌫', command: 'removeFormat' },
];

const SURFACE = {
  minHeight: 160, maxHeight: 420, overflow: 'auto', padding: '6px 11px', border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff',
  overflowWrap: 'anywhere',
} as const;

/**
 * Rich text (an offer's template, its body; ADR 0111): a small toolbar over an editable surface, the same text as HTML
 * for what the toolbar cannot do, and a preview as readers see it. What the surface holds goes to the form sanitised
 * (DOMPurify, the portal's one rich-text policy); the server sanitises it again. Placeholders ({{merchantName}}) are
 * plain text and stay as typed.
 */
export function RichTextEditor({ field, form, id, invalid }: FieldEditorProps) {
  const { t } = useKitTranslation();
  const [view, setView] = useState<View>('edit');
  const surface = useRef<HTMLDivElement>(null);
  // What the surface last wrote: the form's value changed elsewhere (the HTML view, a reset) is drawn again.
  const written = useRef<string | null>(null);
  const raw = form.values[field.name];
  const value = typeof raw === 'string' ? raw : '';

  useEffect(() => {
    const element = surface.current;
    if (view !== 'edit' || !element || written.current === value) return;
    element.innerHTML = sanitizeHtml(value);
    written.current = value;
  }, [value, view]);

  const takeSurface = () => {
    const element = surface.current;
    if (!element) return;
    const clean = sanitizeHtml(element.innerHTML);
    written.current = clean;
    void form.setFieldValue(field.name, clean);
  };
  const run = (command: Command) => {
    surface.current?.focus();
    document.execCommand(command.command, false, command.value);
    takeSurface();
  };

  return (
    <div>
      <Space wrap style={{ marginBottom: 6, justifyContent: 'space-between', width: '100%' }}>
        <Segmented<View> size="small" aria-label={t(KIT_TEXTS.richTextView)} value={view} onChange={(next) => {
          if (view === 'edit') takeSurface();
          // The HTML typed goes on sanitised, as the surface and the preview draw it.
          if (view === 'html') void form.setFieldValue(field.name, sanitizeHtml(value));
          written.current = null;
          setView(next);
        }}
          options={[{ value: 'edit', label: t(KIT_TEXTS.richTextEdit) }, { value: 'html', label: t(KIT_TEXTS.richTextHtml) }, { value: 'preview', label: t(KIT_TEXTS.richTextPreview) }]} />
        {view === 'edit' && (
          <div role="toolbar" aria-label={t(KIT_TEXTS.richTextFormatting)} aria-controls={id} style={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {COMMANDS.map((command) => (
              <Tooltip key={command.key} title={t(command.label)}>
                {/* mousedown kept from taking the focus: the selection in the surface stays what the command acts on. */}
                <Button size="small" type="text" aria-label={t(command.label)} onMouseDown={(event) => event.preventDefault()} onClick={() => run(command)}>
                  {command.glyph}
                </Button>
              </Tooltip>
            ))}
          </div>
        )}
      </Space>
      {view === 'edit' && (
        // A div is not labelled by the form's <label for>: it names itself with the field's (translated) label.
        <div id={id} ref={surface} role="textbox" aria-multiline="true" aria-label={field.label} contentEditable suppressContentEditableWarning
          aria-invalid={invalid || undefined} tabIndex={0} style={{ ...SURFACE, ...(invalid ? { borderColor: '#ff4d4f' } : {}) }}
          onInput={takeSurface} onBlur={() => { takeSurface(); void form.setFieldTouched(field.name, true); }} />
      )}
      {view === 'html' && (
        <Input.TextArea id={id} rows={8} value={value} status={invalid ? 'error' : undefined}
          onChange={(e) => { void form.setFieldValue(field.name, e.target.value); }}
          onBlur={() => { void form.setFieldTouched(field.name, true); }} />
      )}
      {view === 'preview' && (
        <div id={id} role="region" aria-label={t(KIT_TEXTS.richTextPreview)} tabIndex={0} style={{ ...SURFACE, background: '#fafafa' }}>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{t(KIT_TEXTS.richTextPreviewNote)}</Typography.Paragraph>
          <SafeHtml html={value} />
        </div>
      )}
    </div>
  );
}
