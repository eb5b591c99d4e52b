/** Alert banner severities (spec part 2 section 3). */
export const ALERT_SEVERITIES = ['success', 'warning', 'info', 'failed'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** An alert auto-dismisses after 5000 ms unless it persists (spec part 2 sections 4 and 9). */
export const ALERT_AUTO_DISMISS_MS = 5000;

/** Alert banner: id, severity, message (spec part 2 section 3); `persist` keeps it until closed. */
export interface BannerAlert {
  id: string;
  severity: AlertSeverity;
  /** The text shown, already translated by the caller. */
  message: string;
  persist?: boolean;
  /** One button beside the message (e.g. Retry after a failed action): its text, already translated. */
  action?: { label: string; onClick(): void };
}

export type NewBannerAlert = Omit<BannerAlert, 'id'> & { id?: string };
