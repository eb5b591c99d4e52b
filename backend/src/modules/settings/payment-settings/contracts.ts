import * as contractsModule from '@portal/contracts';

/** Contract values through the module object (tsx loads @portal/contracts as CommonJS; see lib/contracts.ts). */
const contracts = ((contractsModule as unknown as { default?: typeof contractsModule }).default ?? contractsModule);

export const {
  WEBSITE_SETTINGS, CHANNEL_SETTINGS, MID_SETTINGS, WHITELIST_SETTINGS, CONFIRMATION_LEVELS, ERROR_MAPPINGS,
  PAYMENT_SETTINGS_PERMISSIONS, PROMOTION_ENDPOINTS, PROMOTION_MESSAGES, PROMOTION_AREA_FIELDS, diffSettings,
} = contracts;
