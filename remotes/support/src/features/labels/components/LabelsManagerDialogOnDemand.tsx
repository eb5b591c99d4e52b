import { dialogOnDemand } from '../../../app/dialog-on-demand';

// The labels manager (its form's colour picker brings antd's ColorPicker, Slider and InputNumber: 13 files of the host)
// loads when first opened, not with the ticket lists every support landing page draws (ADR 0115 "Session 30").
export const LabelsManagerDialogOnDemand = dialogOnDemand(async () => (await import(/* webpackChunkName: "labels-manager" */ './LabelsManagerDialog')).LabelsManagerDialog);
