import { Alert, Card, Typography } from 'antd';
import { CRM_EMAIL_PLACEHOLDER_NAMES, CRM_EMAIL_PLACEHOLDERS, emailMarkupToHtml, fillPlaceholders, unknownPlaceholder } from '@portal/contracts';
import { SafeHtml } from '@portal/ui';
import { ET, useEmailTemplatesTranslation } from './email-template-texts';

/**
 * A template as it reads with sample values (ADR 0090), and the placeholders it may use. Only the e-mail's own marks
 * (ADR 0149) become formatting: what is typed is escaped before they are read, so it never becomes markup; an unknown
 * placeholder is named.
 */
export function TemplatePreview({ subject, body }: { subject: string; body: string }) {
  const { t } = useEmailTemplatesTranslation();
  const unknown = unknownPlaceholder(subject, body);
  const empty = !subject.trim() && !body.trim();
  return (
    <Card size="small" title={t(ET.preview)} style={{ marginTop: 12 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>{t(ET.placeholdersIntro)}</Typography.Paragraph>
      <ul aria-label={t(ET.placeholders)} style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', padding: 0, margin: '0 0 12px' }}>
        {CRM_EMAIL_PLACEHOLDER_NAMES.map((name) => <li key={name}><Typography.Text code>{`{{${name}}}`}</Typography.Text></li>)}
      </ul>
      <div role="status" aria-live="polite">
        {unknown && <Alert type="error" showIcon title={t(ET.unknownPlaceholder, { placeholder: `{{${unknown}}}`, interpolation: { escapeValue: false } })} />}
      </div>
      {empty ? <Typography.Text type="secondary">{t(ET.previewEmpty)}</Typography.Text> : (
        <section aria-label={t(ET.preview)} data-testid="template-preview">
          <Typography.Paragraph strong style={{ marginBottom: 4 }}>{`${t(ET.previewSubject)}: ${fillPlaceholders(subject, CRM_EMAIL_PLACEHOLDERS)}`}</Typography.Paragraph>
          {/* As the recipient reads it (ADR 0149): the e-mail's own renderer, built from escaped text, sanitised again. */}
          <SafeHtml html={emailMarkupToHtml(fillPlaceholders(body, CRM_EMAIL_PLACEHOLDERS))} style={{ overflowWrap: 'anywhere' }} />
        </section>
      )}
    </Card>
  );
}
