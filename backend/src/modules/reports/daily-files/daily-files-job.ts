/**
 * Every day at 00:15 UTC: yesterday's files, once its last transactions are in. The scheduler runs it as the
 * system job DailyReportFiles (ADR 0103, job-catalogue.ts); its missed-run policy `runOnce` writes a day missed
 * while the backend was down at 00:15 (the start-up catch-up of ADR 0057).
 */
export const DAILY_FILES_CRON = '15 0 * * *';
