import type { I18nResources } from '@portal/contracts';
import { DASHBOARD_NAMESPACE } from '@portal/dashboard-widgets';

/** Drag-and-drop hints (keys are the English texts, namespace "dashboard"); the Arrange menu is the keyboard's way. */
export const AT = {
  dragToMove: 'Drag to move {{name}} (or use its Arrange menu)',
  dragToResize: 'Drag to resize {{name}}',
} as const;

const TR: Record<keyof typeof AT, string> = {
  dragToMove: '{{name}} bileşenini taşımak için sürükleyin (veya düzenle menüsünü kullanın)',
  dragToResize: '{{name}} bileşenini yeniden boyutlandırmak için sürükleyin',
};

const keys = Object.keys(AT) as Array<keyof typeof AT>;
export const ARRANGE_TEXT_RESOURCES: I18nResources = {
  en: { [DASHBOARD_NAMESPACE]: Object.fromEntries(keys.map((k) => [AT[k], AT[k]])) },
  tr: { [DASHBOARD_NAMESPACE]: Object.fromEntries(keys.map((k) => [AT[k], TR[k]])) },
};
