import { Alert, Col, Input, Modal, Row, Typography } from 'antd';
import { useId, useState } from 'react';
import { DOC_AUDIENCES, DOC_LIMITS, DOC_PAGES, type DocAudience, type DocSection, type ResourceRowOf } from '@portal/contracts';
import { KitSelect, useResourceMutation } from '@portal/kit';
import { MarkdownView } from './MarkdownView';
import { DO, useDocumentationTranslation } from './texts';

export type DocPage = ResourceRowOf<typeof DOC_PAGES>;
interface Draft { title: string; body: string; audience: DocAudience }

/** What the browser checks before sending (the server checks the same, and a title's uniqueness). */
function problemsOf(draft: Draft): Partial<Record<'title' | 'body', { text: string; max?: number }>> {
  const problems: Partial<Record<'title' | 'body', { text: string; max?: number }>> = {};
  if (!draft.title.trim()) problems.title = { text: DO.titleRequired };
  else if (draft.title.length > DOC_LIMITS.titleMax) problems.title = { text: DO.titleTooLong, max: DOC_LIMITS.titleMax };
  if (!draft.body.trim()) problems.body = { text: DO.bodyRequired };
  else if (draft.body.length > DOC_LIMITS.bodyMax) problems.body = { text: DO.bodyTooLong, max: DOC_LIMITS.bodyMax };
  return problems;
}

/**
 * A page written or changed (ADR 0099): title, audience and Markdown beside a live preview rendered as readers will
 * see it (sanitised). A save is a new version; a refusal is shown in the dialog with everything typed kept.
 */
export function PageEditorDialog({ section, page, onClose, onSaved }: {
  section: DocSection; page: DocPage | null; onClose(): void; onSaved(row: DocPage): void;
}) {
  const { t } = useDocumentationTranslation();
  const id = useId();
  const create = useResourceMutation(DOC_PAGES, 'create');
  const update = useResourceMutation(DOC_PAGES, 'update');
  const [draft, setDraft] = useState<Draft>({ title: page?.title ?? '', body: page?.body ?? '', audience: page?.audience ?? 'staff' });
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problems = tried ? problemsOf(draft) : {};
  const pending = create.isPending || update.isPending;

  const save = async () => {
    setTried(true);
    if (Object.keys(problemsOf(draft)).length) return;
    setRefusal(null);
    const body = { section, title: draft.title.trim(), body: draft.body, audience: draft.audience };
    try {
      const row = (page ? await update.send({ id: page.id, body }) : await create.send({ body })) as DocPage;
      onSaved(row);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  };
  const problem = (name: 'title' | 'body') => problems[name] && (
    <Typography.Text type="danger" id={`${id}-${name}-error`} role="alert">{t(problems[name]!.text, { max: problems[name]!.max })}</Typography.Text>
  );
  const audiences = DOC_AUDIENCES.map((a) => ({ value: a, label: t(DO[a]) }));

  return (
    <Modal open width="90%" title={page ? t(DO.editPage, { title: page.title }) : t(DO.newPage)} onCancel={onClose} mask={{ closable: false }}
      okText={t(DO.save)} cancelText={t(DO.cancel)} onOk={() => { void save(); }} confirmLoading={pending} destroyOnHidden>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
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
            <label htmlFor={`${id}-audience`}>{t(DO.audience)}</label>
            <KitSelect id={`${id}-audience`} value={draft.audience} options={audiences} style={{ width: '100%' }}
              onChange={(audience: DocAudience) => setDraft({ ...draft, audience })} />
          </div>
          <div>
            <label htmlFor={`${id}-body`}>{t(DO.body)}</label>
            <Input.TextArea id={`${id}-body`} value={draft.body} autoSize={{ minRows: 12, maxRows: 30 }} aria-required status={problems.body ? 'error' : undefined}
              aria-invalid={!!problems.body} aria-describedby={`${id}-body-help${problems.body ? ` ${id}-body-error` : ''}`}
              onChange={(e) => setDraft({ ...draft, body: e.target.value })} style={{ fontFamily: 'monospace' }} />
            <Typography.Text type="secondary" id={`${id}-body-help`} style={{ display: 'block' }}>{t(DO.bodyHelp)}</Typography.Text>
            {problem('body')}
          </div>
        </Col>
        <Col xs={24} lg={12}>
          <section aria-label={t(DO.preview)} style={{ border: '1px solid rgba(0,0,0,0.15)', borderRadius: 6, padding: 12, minHeight: 200 }}>
            <Typography.Text strong>{t(DO.preview)}</Typography.Text>
            {draft.body.trim() ? <MarkdownView text={draft.body} /> : <Typography.Paragraph type="secondary">{t(DO.previewEmpty)}</Typography.Paragraph>}
          </section>
        </Col>
      </Row>
    </Modal>
  );
}
