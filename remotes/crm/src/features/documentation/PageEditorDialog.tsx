import { Alert, Col, Input, Modal, Row, Typography } from 'antd';
import { useId, useState } from 'react';
import { DOC_AUDIENCES, DOC_LANGUAGES, DOC_LIMITS, DOC_PAGES, type DocAudience, type DocLanguage, type DocSection, type ResourceRowOf } from '@portal/contracts';
import { LANGUAGE_NAMES } from '@portal/i18n';
import { KitSelect, useResourceMutation } from '@portal/kit';
import { MarkdownView } from './MarkdownView';
import { DO, useDocumentationTranslation } from './texts';

export type DocPage = ResourceRowOf<typeof DOC_PAGES>;
interface Draft { title: string; body: string; audience: DocAudience; language: DocLanguage }

/** A page being translated (ADR 0148): the page it translates, and the language it is written in. */
export interface Translating { original: DocPage; language: DocLanguage }

/** What the browser checks before sending (the server checks the same, and a title's uniqueness). */
function problemsOf(draft: Draft): Partial<Record<'title' | 'body', { text: string; max?: number }>> {
  const problems: Partial<Record<'title' | 'body', { text: string; max?: number }>> = {};
  if (!draft.title.trim()) problems.title = { text: DO.titleRequired };
  else if (draft.title.length > DOC_LIMITS.titleMax) problems.title = { text: DO.titleTooLong, max: DOC_LIMITS.titleMax };
  if (!draft.body.trim()) problems.body = { text: DO.bodyRequired };
  else if (draft.body.length > DOC_LIMITS.bodyMax) problems.body = { text: DO.bodyTooLong, max: DOC_LIMITS.bodyMax };
  return problems;
}

/** The draft a dialog starts from: the page's own, a translation's original's, or an empty one in the reader's language. */
function firstDraft(page: DocPage | null, translating: Translating | undefined, reading: DocLanguage): Draft {
  if (page) return { title: page.title, body: page.body, audience: page.audience, language: page.language };
  if (translating) return { title: translating.original.title, body: translating.original.body, audience: translating.original.audience, language: translating.language };
  return { title: '', body: '', audience: 'staff', language: reading };
}

/**
 * A page written, changed or translated (ADR 0099, 0148): title, audience, language and Markdown beside a live preview
 * rendered as readers will see it (sanitised). A save is a new version; a refusal is shown in the dialog with everything
 * typed kept. A page's language is chosen when it is made; a translation starts from its original's title and text.
 */
export function PageEditorDialog({ section, page, translating, reading, onClose, onSaved }: {
  section: DocSection; page: DocPage | null; translating?: Translating; reading: DocLanguage; onClose(): void; onSaved(row: DocPage): void;
}) {
  const { t } = useDocumentationTranslation();
  const id = useId();
  const create = useResourceMutation(DOC_PAGES, 'create');
  const update = useResourceMutation(DOC_PAGES, 'update');
  const [draft, setDraft] = useState<Draft>(() => firstDraft(page, translating, reading));
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problems = tried ? problemsOf(draft) : {};
  const pending = create.isPending || update.isPending;

  const save = async () => {
    setTried(true);
    if (Object.keys(problemsOf(draft)).length) return;
    setRefusal(null);
    const body = { section, title: draft.title.trim(), body: draft.body, audience: draft.audience, language: draft.language };
    try {
      const row = (page
        ? await update.send({ id: page.id, body })
        : await create.send({ body: { ...body, translationOf: translating?.original.id ?? null } })) as DocPage;
      onSaved(row);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  };
  const problem = (name: 'title' | 'body') => problems[name] && (
    <Typography.Text type="danger" id={`${id}-${name}-error`} role="alert">{t(problems[name]!.text, { max: problems[name]!.max })}</Typography.Text>
  );
  const audiences = DOC_AUDIENCES.map((a) => ({ value: a, label: t(DO[a]) }));
  const languages = DOC_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));
  const title = page
    ? t(DO.editPage, { title: page.title })
    : translating ? t(DO.translateTitle, { title: translating.original.title, language: LANGUAGE_NAMES[translating.language] }) : t(DO.newPage);

  return (
    <Modal open width="90%" title={title} onCancel={onClose} mask={{ closable: false }}
      okText={t(DO.save)} cancelText={t(DO.cancel)} onOk={() => { void save(); }} confirmLoading={pending} destroyOnHidden>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      {translating && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }}
          title={t(DO.translateNote, { language: LANGUAGE_NAMES[translating.language], from: LANGUAGE_NAMES[translating.original.language] })} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <div style={{ marginBottom: 12 }}>
            <label htmlFor={`${id}-title`}>{t(DO.pageTitle)}</label>
            <Input id={`${id}-title`} value={draft.title} maxLength={DOC_LIMITS.titleMax} aria-required status={problems.title ? 'error' : undefined}
              aria-invalid={!!problems.title} aria-describedby={problems.title ? `${id}-title-error` : undefined}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
            {problem('title')}
          </div>
          <div style={{ marginBottom: 12 }}>
            {page || translating ? (
              // Fixed once made: a page in another language is a translation of it.
              <Typography.Text>{t(DO.writtenIn, { language: LANGUAGE_NAMES[draft.language] })}</Typography.Text>
            ) : (
              <>
                <label htmlFor={`${id}-language`}>{t(DO.language)}</label>
                <KitSelect id={`${id}-language`} value={draft.language} options={languages} style={{ width: '100%' }}
                  onChange={(language: DocLanguage) => setDraft({ ...draft, language })} />
              </>
            )}
          </div>
          <div style={{ marginBottom: 12 }}>
            <label htmlFor={`${id}-audience`}>{t(DO.audience)}</label>
            <KitSelect id={`${id}-audience`} value={draft.audience} options={audiences} style={{ width: '100%' }}
              onChange={(audience: DocAudience) => setDraft({ ...draft, audience })} />
          </div>
          <div>
            <label htmlFor={`${id}-body`}>{t(DO.body)}</label>
            <Input.TextArea id={`${id}-body`} lang={draft.language} value={draft.body} autoSize={{ minRows: 12, maxRows: 30 }} aria-required status={problems.body ? 'error' : undefined}
              aria-invalid={!!problems.body} aria-describedby={`${id}-body-help${problems.body ? ` ${id}-body-error` : ''}`}
              onChange={(e) => setDraft({ ...draft, body: e.target.value })} style={{ fontFamily: 'monospace' }} />
            <Typography.Text type="secondary" id={`${id}-body-help`} style={{ display: 'block' }}>{t(DO.bodyHelp)}</Typography.Text>
            {problem('body')}
          </div>
        </Col>
        <Col xs={24} lg={12}>
          <section aria-label={t(DO.preview)} style={{ border: '1px solid rgba(0,0,0,0.15)', borderRadius: 6, padding: 12, minHeight: 200 }}>
            <Typography.Text strong>{t(DO.preview)}</Typography.Text>
            {draft.body.trim() ? <div lang={draft.language}><MarkdownView text={draft.body} /></div> : <Typography.Paragraph type="secondary">{t(DO.previewEmpty)}</Typography.Paragraph>}
          </section>
        </Col>
      </Row>
    </Modal>
  );
}
