import { lazy, Suspense, useState } from 'react';
import type { LabelsManagerDialogProps } from './LabelsManagerDialog';

// The labels manager (its form's colour picker brings antd's ColorPicker, Slider and InputNumber: 13 files of the host)
// loads when first opened, not with the ticket lists every support landing page draws (ADR 0115 "Session 30").
const LabelsManagerDialog = lazy(async () => ({
  default: (await import(/* webpackChunkName: "labels-manager" */ './LabelsManagerDialog')).LabelsManagerDialog,
}));

/** The labels manager, fetched on its first opening and kept mounted after it (so it closes as before). */
export function LabelsManagerDialogOnDemand(props: LabelsManagerDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LabelsManagerDialog {...props} />
    </Suspense>
  );
}
