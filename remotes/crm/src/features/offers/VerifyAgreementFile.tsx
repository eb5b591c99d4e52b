import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { AGREEMENT_ENDPOINTS } from '@portal/contracts';
import { formatInTimeZone } from '@portal/kit';
import { OF, useCrmOffersTranslation } from './texts';

type Answer = Awaited<ReturnType<typeof callApi<typeof AGREEMENT_ENDPOINTS.verify>>>;

/** A file's bytes (FileReader: every browser, and the test DOM, which lacks Blob.arrayBuffer). */
const bytesOf = (file: Blob) => new Promise<ArrayBuffer>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(reader.result as ArrayBuffer);
  reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
  reader.readAsArrayBuffer(file);
});

/** A file's SHA-256 in hex, computed in the browser (the file itself is not sent). */
async function sha256Of(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await bytesOf(file));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Says whether a PDF is an accepted agreement (ADR 0094): its SHA-256 is computed here and checked with the public
 * verify call, so a copy received by e-mail or kept on a disk can be checked against what was accepted.
 */
export function VerifyAgreementFile() {
  const { t } = useCrmOffersTranslation();
  const timeZone = useProfileTimeZone();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const check = async (file: Blob) => {
    setAnswer(null);
    setFailed(null);
    try {
      setAnswer(await callApi(AGREEMENT_ENDPOINTS.verify, { params: { sha256: await sha256Of(file) }, silent: true }));
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Upload accept="application/pdf,.pdf" showUploadList={false} beforeUpload={(file) => { void check(file); return false; }}>
        {/* Its long label wraps on a phone instead of widening the page (390 px). */}
        <Button icon={<UploadOutlined aria-hidden />} style={{ whiteSpace: 'normal', height: 'auto', maxWidth: '100%', textAlign: 'start' }}>{t(OF.verifyFile)}</Button>
      </Upload>
      {answer && (answer.matches
        ? <Alert type="success" showIcon role="status" title={t(OF.verified, {
          version: answer.version, tenant: answer.tenantName, merchant: answer.merchantName, by: answer.acceptedBy,
          at: answer.acceptedAt ? formatInTimeZone(answer.acceptedAt, timeZone, 'dateTime') : '',
        })} />
        : <Alert type="warning" showIcon role="status" title={t(OF.notVerified, { hash: answer.sha256 })} />)}
      {failed && <Alert type="error" showIcon title={failed} />}
    </Space>
  );
}
