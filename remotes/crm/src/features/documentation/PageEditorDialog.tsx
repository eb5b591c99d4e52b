import { Alert, Col, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DOC_AUDIENCES, DOC_LANGUAGES, DOC_LIMITS, DOC_PAGES, type DocAudience, type DocLanguage, type DocSection, type FieldDefinition, type ResourceRowOf } from '@portal/contracts';
import { LANGUAGE_NAMES } from '@portal/i18n';
import { FieldFormDialog, FieldList, useFieldForm, useResourceMutation, type FieldFormValues } from '@portal/kit';
import { MarkdownView } from './MarkdownView';
import { DO, useDocumentationTranslation } from './texts';

export type DocPage = ResourceRowOf<typeof DOC_PAGES>;

/** A page being translated (ADR 0148): the page it translates, and the language it is written in. */
export interface Translating { original: DocPage; language: DocLanguage }

const ID_PREFIX = 'doc-page';

/** The values a dialog starts from: the page's own, a translation's original's, or an empty page in the reader's language. */
function firstValues(page: DocPage | null, translating: Translating | undefined, reading: DocLanguage): FieldFormValues {
  if (page) return { title: page.title, body: page.body, audience: page.audience, language: page.language };
  if (translating) return { title: translating.original.title, body: translating.original.body, audience: translating.original.audience, language: translating.language };
  return { title: '', body: '', audience: 'staff', language: reading };
}

/**
 * A page written, changed or translated (ADR 0099, 0148), on the kit's form dialog: title, language, audience and
 * Markdown, beside a live preview rendered as readers will see it (sanitised). The browser checks what the server
 * checks (a title and a text, each within its limit); the server also checks a title's uniqueness, and its refusal is
 * shown in the dialog with everything typed kept. A save is a new version. A page's language is chosen when it is made
 * and fixed after; a translation starts from its original's title and text.
 */
export function PageEditorDialog({ section, page, translating, reading, onClose, onSaved }: {
  section: DocSection; page: DocPage | null; translating?: Translating; reading: DocLanguage; onClose(): void; onSaved(row: DocPage): void;
}) {
  const { t } = useDocumentationTranslation();
  const create = useResourceMutation(DOC_PAGES, 'create');
  const update = useResourceMutation(DOC_PAGES, 'update');
  const [refusal, setRefusal] = useState<string | null>(null);
  const values = useMemo(() => firstValues(page, translating, reading), [page, translating, reading]);
  const [preview, setPreview] = useState({ body: String(values.body ?? ''), language: values.language as DocLanguage });
  const languageFixed = !!(page || translating);

  const fields = useMemo<FieldDefinition[]>(() => [
    {
      name: 'title', label: t(DO.pageTitle), type: 'input', maxLength: DOC_LIMITS.titleMax, autoComplete: 'off',
      validations: [{ name: 'required', message: t(DO.titleRequired) }, { name: 'maxLength', value: DOC_LIMITS.titleMax, message: t(DO.titleTooLong, { max: DOC_LIMITS.titleMax }) }],
    },
    // Fixed once made: a page in another language is a translation of it (said in the intro instead).
    ...(languageFixed ? [] : [{ name: 'language', label: t(DO.language), type: 'select' as const, options: DOC_LANGUAGES.map((l) => ({ id: l, name: LANGUAGE_NAMES[l] })) }]),
    { name: 'audience', label: t(DO.audience), type: 'select', options: DOC_AUDIENCES.map((a) => ({ id: a, name: t(DO[a]) })) },
    {
      name: 'body', label: t(DO.body), type: 'input', inputType: 'textarea', maxLength: DOC_LIMITS.bodyMax, rows: { min: 12, max: 30 }, help: t(DO.bodyHelp),
      lang: preview.language, monospace: true,
      validations: [{ name: 'required', message: t(DO.bodyRequired) }, { name: 'maxLength', value: DOC_LIMITS.bodyMax, message: t(DO.bodyTooLong, { max: DOC_LIMITS.bodyMax }) }],
    },
  ], [t, languageFixed, preview.language]);

  const form = useFieldForm({
    fields, values,
    // Markdown is sent as typed (ADR 0109: the server leaves it as sent); the title is trimmed below.
    sanitize: false,
    onValuesChange: (v) => setPreview({ body: String(v.body ?? ''), language: v.language as DocLanguage }),
    onSubmit: async (submitted) => {
      setRefusal(null);
      const body = {
        section, title: String(submitted.title ?? '').trim(), body: String(submitted.body ?? ''),
        audience: submitted.audience as DocAudience, language: submitted.language as DocLanguage,
      };
      try {
        const row = (page
          ? await update.send({ id: page.id, body })
          : await create.send({ body: { ...body, translationOf: translating?.original.id ?? null } })) as DocPage;
        onSaved(row);
      } catch (error) {
        setRefusal(error instanceof Error ? error.message : String(error));
      }
    },
  });

  const title = page
    ? t(DO.editPage, { title: page.title })
    : translating ? t(DO.translateTitle, { title: translating.original.title, language: LANGUAGE_NAMES[translating.language] }) : t(DO.newPage);
  const intro = (
    <>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} />}
      {translating && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }}
          title={t(DO.translateNote, { language: LANGUAGE_NAMES[translating.language], from: LANGUAGE_NAMES[translating.original.language] })} />
      )}
      {languageFixed && <Typography.Paragraph>{t(DO.writtenIn, { language: LANGUAGE_NAMES[preview.language] })}</Typography.Paragraph>}
    </>
  );
  // The fields and the preview side by side on a wide screen, the preview under the fields on a phone.
  const body = (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <FieldList form={form} fields={fields} layout="vertical" idPrefix={ID_PREFIX} />
      </Col>
      <Col xs={24} lg={12}>
        <section aria-label={t(DO.preview)} style={{ border: '1px solid rgba(0,0,0,0.15)', borderRadius: 6, padding: 12, minHeight: 200 }}>
          <Typography.Text strong>{t(DO.preview)}</Typography.Text>
          {preview.body.trim()
            ? <div lang={preview.language}><MarkdownView text={preview.body} /></div>
            : <Typography.Paragraph type="secondary">{t(DO.previewEmpty)}</Typography.Paragraph>}
        </section>
      </Col>
    </Row>
  );

  return (
    <FieldFormDialog
      open keepSubmitEnabled width={1100} title={title} form={form} fields={fields} okText={t(DO.save)} onCancel={onClose}
      idPrefix={ID_PREFIX} intro={intro} body={body}
    />
  );
}
