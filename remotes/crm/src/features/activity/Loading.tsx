import { Spin } from 'antd';
import { VISUALLY_HIDDEN } from '@portal/kit';
import { AC, useCrmActivityTranslation } from './texts';

/** A spinner that says "Loading…" to screen readers (a status; antd's Spin takes no accessible name of its own). */
export function Loading() {
  const { t } = useCrmActivityTranslation();
  return <div role="status"><Spin /><span style={VISUALLY_HIDDEN}>{t(AC.loading)}</span></div>;
}
