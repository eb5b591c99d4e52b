import { Alert, Card, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { contrastWithWhite, PAYMENT_LINK_ENDPOINTS as E, type HostedPaymentSettings } from '@portal/contracts';
import { FieldList, useFieldForm } from '@portal/kit';
import { AttachmentsBox, PageTitle, type AttachedFile, type AttachmentLimits } from '@portal/ui';
import { settingsBody, settingsErrors, settingsFields, settingsValues } from './settings-form';
import { colourMessage, K, usePaymentLinksTranslation } from './texts';

const SETTINGS_KEY = ['hosted-payment-settings'];
/** The logo: an image the page can show (no SVG: it may carry script), at most 200 KB. */
const LOGO_LIMITS: AttachmentLimits = {
  maxBytes: 200 * 1024, allowedContentTypes: ['image/png', 'image/jpeg', 'image/gif'], allowedExtensions: ['png', 'jpg', 'jpeg', 'gif'],
  previewContentTypes: ['image/png', 'image/jpeg', 'image/gif'],
};

/**
 * Hosted payment settings (spec part 2: /developer-settings/hosted-payment "Websites settings"; ADR 0108): the websites
 * that may send customers to the payment page (and frame it, and create sessions with a publishable key), the logo
 * (the shared upload box; the server keeps only a PNG, JPEG or GIF of the merchant's), brand colours white text stays
 * readable on, and the success and cancel URLs. The browser checks what the server checks again.
 */
export function HostedPaymentPage({ title }: { title: string }) {
  const { t } = usePaymentLinksTranslation();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => callApi(E.settings, { signal, silent: true }) as Promise<HostedPaymentSettings> });
  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph type="secondary">{t(K.settingsIntro)}</Typography.Paragraph>
      {settings.isError && <Alert type="error" showIcon role="alert" title={t(K.loadFailed, { message: String((settings.error as Error).message) })} />}
      {settings.data && <SettingsForm saved={settings.data} />}
    </Card>
  );
}

function SettingsForm({ saved }: { saved: HostedPaymentSettings }) {
  const { t } = usePaymentLinksTranslation();
  const [done, setSaved] = useState(false);
  const queryClient = useQueryClient();
  const [logo, setLogo] = useState<AttachedFile[]>(saved.logoFileId ? [{ fileId: saved.logoFileId, name: t(K.logo), size: 0, contentType: 'image/png' }] : []);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fields = useMemo(() => settingsFields((s) => t(s)), [t]);
  const values = useMemo(() => settingsValues(saved), [saved]);
  const colourText = (value: string) => colourMessage(value, (text, v) => t(text, v));
  const form = useFieldForm({
    fields, values,
    validate: (current) => settingsErrors(current, (s) => t(s), colourText),
    onSubmit: async (submitted) => {
      setRefusal(null);
      setSaved(false);
      try {
        const answer = await callApi(E.saveSettings, { body: settingsBody(submitted, logo[0]?.fileId ?? null), silent: true }) as HostedPaymentSettings;
        queryClient.setQueryData(SETTINGS_KEY, answer);
        setSaved(true);
      } catch (error) {
        setRefusal(t(error instanceof Error ? error.message : String(error)));
      }
    },
  });
  const brand = String(form.values.brandColour ?? '');
  const brandOk = /^#[0-9A-Fa-f]{6}$/.test(brand) && !colourText(brand);
  return (
    <div style={{ maxWidth: 720 }}>
      {done && <Alert type="success" showIcon role="status" title={t(K.saved)} closable onClose={() => setSaved(false)} style={{ marginBottom: 16 }} />}
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} closable onClose={() => setRefusal(null)} style={{ marginBottom: 16 }} />}
      <Typography.Title level={2} style={{ fontSize: 16 }}>{t(K.logo)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(K.logoHelp)}</Typography.Paragraph>
      <AttachmentsBox value={logo} onChange={(next) => setLogo(next.slice(-1))} limits={LOGO_LIMITS} multiple={false} onBusyChange={setBusy} />
      <div style={{ marginTop: 16 }}>
        <FieldList form={form} fields={busy ? fields.map((f) => (f.type === 'button' ? { ...f, disabled: true } : f)) : fields} idPrefix="hosted-payment" />
      </div>
      {brandOk && (
        <Flex gap={12} align="center" wrap style={{ marginTop: 8 }}>
          <Typography.Text strong>{t(K.preview)}</Typography.Text>
          <span style={{ background: brand, color: '#fff', padding: '8px 16px', borderRadius: 6, fontWeight: 700 }}>{t(K.previewButton)}</span>
          <Typography.Text type="secondary">{t(K.contrastOk, { colour: brand.toUpperCase(), ratio: (Math.floor(contrastWithWhite(brand) * 100) / 100).toFixed(2) })}</Typography.Text>
        </Flex>
      )}
    </div>
  );
}
