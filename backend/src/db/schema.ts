import { sql } from 'drizzle-orm';
import {
  bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex, uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
// The channel's MID column points into the payment configuration tables (references are read lazily).
import { mids } from './payment-configuration.schema';
import type { PaymentMethodCategory, ProfileLanguage, ThemeSettings, TransactionStatus as TransactionStatusValue, TransactionType as TransactionTypeValue } from '@portal/contracts';

/** The one schema for PGlite and PostgreSQL. Migrations in ../../drizzle come from it (drizzle-kit generate). */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  supportEmail: text('support_email').notNull(),
  emailSenderAddress: text('email_sender_address').notNull(),
  isDefaultTenant: boolean('is_default_tenant').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  themeSettings: jsonb('theme_settings').$type<ThemeSettings>().notNull(),
  logo: text('logo'),
  favicon: text('favicon'),
  loginTemplate: text('login_template'),
  /**
   * Four-eyes (ADR 0046): a refund or payout above this many major units of its currency waits for a second
   * user's approval. The default is contracts' DEFAULT_FOUR_EYES_THRESHOLD_MAJOR.
   */
  fourEyesThresholdMajor: integer('four_eyes_threshold_major').notNull().default(1000),
  /**
   * Retention (ADR 0117): the tenant's transactions older than this many whole months before the current one are
   * archived (a gzip NDJSON file per month in the tenant's files) and deleted by the daily job; null keeps them all.
   */
  transactionRetentionMonths: integer('transaction_retention_months'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('tenants_name_key').on(t.name)]);

export const merchants = pgTable('merchants', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  legalBusinessName: text('legal_business_name').notNull(),
  boardingStage: text('boarding_stage').notNull(),
  merchantStatus: text('merchant_status').notNull(),
  reviewStatus: text('review_status').notNull(),
  processingStatus: text('processing_status').notNull(),
  activationDate: timestamp('activation_date', { withTimezone: true }),
  merchantNotes: text('merchant_notes'),
  description: text('description'),
  visibility: text('visibility').notNull().default('Visible'),
  merchantType: text('merchant_type').notNull().default('Merchant'),
  isActive: boolean('is_active').notNull().default(true),
  /** True for rows made by SEED_SIZE (benchmarks), so a larger SEED_SIZE tops them up. */
  generated: boolean('generated').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  // Lists sort by name then id within a tenant: this index serves both the filter and the order.
  index('merchants_tenant_name_idx').on(t.tenantId, t.legalBusinessName, t.id),
  index('merchants_name_idx').on(t.legalBusinessName, t.id),
]);

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey(),
  /** Null for platform roles. */
  tenantId: uuid('tenant_id').references(() => tenants.id),
  name: text('name').notNull(),
  userType: text('user_type').$type<UserTypeValue>().notNull(),
  isAdministrator: boolean('is_administrator').notNull().default(false),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  /** The held permissions whose mutating calls need a fresh TOTP code in the scaCode header (ADR 0080). */
  scaRequiredPermissions: text('sca_required_permissions').array().notNull().default(sql`'{}'::text[]`),
  description: text('description').notNull().default(''),
  /** The portal's own roles (the seed's): read-only in the role editor, copied to change (ADR 0079). */
  builtIn: boolean('built_in').notNull().default(false),
  /** A merchant's own role (made by its administrator); null for a tenant's roles, merchant roles included. */
  merchantId: uuid('merchant_id').references((): AnyPgColumn => merchants.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
}, (t) => [index('roles_tenant_idx').on(t.tenantId)]);

export type UserTypeValue = 'platform' | 'crm' | 'merchant';

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  /** Stored lower-case; unique across the installation. */
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  userType: text('user_type').$type<UserTypeValue>().notNull(),
  tenantId: uuid('tenant_id').references(() => tenants.id),
  merchantId: uuid('merchant_id').references(() => merchants.id),
  roleId: uuid('role_id').notNull().references(() => roles.id),
  isActive: boolean('is_active').notNull().default(true),
  /** When the owner proved the address; null while a self-registration waits for its link (ADR 0036). */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }).defaultNow(),
  lastLoginTime: timestamp('last_login_time', { withTimezone: true }),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Written only from the profile form's list (and the seed): one of the portal's languages. */
  language: text('language').$type<ProfileLanguage>().notNull().default('en'),
  /** Shell preferences (quick-panel toggles and the like), owned by the shell. */
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
  /** Invited by an administrator and no password set yet (status InvitationSent, ADR 0077); null once set. */
  invitedAt: timestamp('invited_at', { withTimezone: true }),
  /** Deleted by an administrator (ADR 0077): kept for history, gone from lists, sign-in and the address's uniqueness. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /**
   * A CRM user's data permissions (spec part 2 section 6, ADR 0082): the merchants, payment methods and service
   * providers whose transactions they may see. Null = all of their tenant's; the scope resolver applies them to
   * every query, so no page can forget them.
   */
  merchantPermissions: uuid('merchant_permissions').array(),
  paymentMethodPermissions: text('payment_method_permissions').array(),
  serviceProviderPermissions: text('service_provider_permissions').array(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('users_email_key').on(t.email).where(sql`${t.deletedAt} is null`),
  index('users_tenant_type_email_idx').on(t.tenantId, t.userType, t.email),
  index('users_merchant_idx').on(t.merchantId),
]);

/** ISO 3166-1 countries; `id` is the alpha-2 code (ADR 0064). */
export const countries = pgTable('countries', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  alpha3: text('alpha3').notNull().default(''),
  numericCode: text('numeric_code').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * ISO 4217 currencies; `id` is the code. `decimal_places` is the one source of a currency's minor unit: every
 * amount input, format and export reads it (through the user context's list in the browser; ADR 0064).
 */
export const currencies = pgTable('currencies', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  numericCode: text('numeric_code').notNull().default(''),
  symbol: text('symbol').notNull().default(''),
  decimalPlaces: integer('decimal_places').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * The platform's payment methods (ADR 0065): the id is the code transactions and channels store. Inactive ones
 * leave every picker and the routing check refuses them; an empty currency list means every currency.
 */
export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').$type<PaymentMethodCategory>().notNull().default('Other'),
  supportedCurrencies: text('supported_currencies').array().notNull().default(sql`'{}'::text[]`),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * The platform's service providers (acquirers, APM and open-banking connectors; ADR 0065): what the connector can
 * do, which methods and currencies it carries (empty: all), and its API key, write-only (never returned).
 */
export const serviceProviders = pgTable('service_providers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  capabilities: text('capabilities').array().notNull().default(sql`'{}'::text[]`),
  supportedMethods: text('supported_methods').array().notNull().default(sql`'{}'::text[]`),
  supportedCurrencies: text('supported_currencies').array().notNull().default(sql`'{}'::text[]`),
  apiBaseUrl: text('api_base_url'),
  secret: text('secret'),
  isActive: boolean('is_active').notNull().default(true),
});

export const languages = pgTable('languages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
});

/** oidc-provider adapter storage: one row per model instance (Session, Grant, AccessToken, ...). */
export const oidcPayloads = pgTable('oidc_payloads', {
  id: text('id').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  grantId: text('grant_id'),
  userCode: text('user_code'),
  uid: text('uid'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.type, t.id] }),
  index('oidc_payloads_grant_idx').on(t.grantId),
  index('oidc_payloads_uid_idx').on(t.uid),
  index('oidc_payloads_user_code_idx').on(t.userCode),
  index('oidc_payloads_expires_idx').on(t.expiresAt),
]);

/** Signing JWKs and cookie keys, made once at first start so restarts keep sessions and tokens valid. */
export const oidcKeys = pgTable('oidc_keys', {
  id: text('id').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Failed sign-ins per account (`account:<e-mail>`, any e-mail, so a lockout never tells whether an account
 * exists): consecutive failures and the time until which the account refuses passwords (ADR 0034).
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** In-app notifications, one row per recipient (spec part 1 section 3 "Notification"). Purged after 30 days. */
export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  icon: text('icon'),
  notificationType: text('notification_type').notNull(),
  /**
   * The text as a catalogue key and its parameters (ADR 0042): read back in the reader's language.
   * Null on rows written before keys (their title and description are shown as stored).
   */
  textKey: text('text_key'),
  textParams: jsonb('text_params').$type<Record<string, string>>(),
  objectUrl: text('object_url'),
  useRouter: boolean('use_router').notNull().default(true),
  isRead: boolean('is_read').notNull().default(false),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // Lists page newest first per user; `created` is NOT NULL so a plain index serves ORDER BY created DESC.
  index('notifications_user_created_idx').on(t.userId, t.created),
  index('notifications_created_idx').on(t.created),
]);

/** Files behind ReportGenerated notifications (exports), downloadable by their owner only. */
export const generatedReports = pgTable('generated_reports', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  /** The file itself, or '' when it is stored in `parts` pieces (generated_report_parts). */
  content: text('content').notNull(),
  /** Pieces of a large file (a background export), written and read one at a time; 0 = `content` holds it. */
  parts: integer('parts').notNull().default(0),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('generated_reports_user_idx').on(t.userId)]);

/** The pieces of a large generated file, in order (ADR 0045): memory holds one piece, whatever the file's size. */
export const generatedReportParts = pgTable('generated_report_parts', {
  reportId: uuid('report_id').notNull().references(() => generatedReports.id, { onDelete: 'cascade' }),
  part: integer('part').notNull(),
  content: text('content').notNull(),
}, (t) => [primaryKey({ columns: [t.reportId, t.part] })]);

/** Quick panel notes, kept per user (issue 3). */
export const userNotes = pgTable('user_notes', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('user_notes_user_idx').on(t.userId, t.createdAt)]);

/** Quick panel events (today's agenda), kept per user (issue 3). */
export const userEvents = pgTable('user_events', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('user_events_user_starts_idx').on(t.userId, t.startsAt)]);

// ---------------------------------------------------------------------------------------------
// Support tickets, feed, labels and files (issue 4; spec part 1 sections 3 "Ticket", "Label", "File")
// ---------------------------------------------------------------------------------------------

/** A tenant's ticket labels in display order; the three defaults are made for every tenant. */
export const supportLabels = pgTable('support_labels', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
  description: text('description'),
  color: text('color').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [index('support_labels_tenant_position_idx').on(t.tenantId, t.position)]);

export interface StoredReference { key: string; value: string }
export interface StoredExternalParty { externalPartyEmail: string; invitationDescription: string | null; invitedById: string; timestamp: string }

export const supportTickets = pgTable('support_tickets', {
  id: uuid('id').primaryKey(),
  /** Short number people quote ("#1042"); a sequence, so concurrent creations never collide. */
  ticketNumber: serial('ticket_number').notNull(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  /** The merchant a customer ticket belongs to (also kept on the platform ticket it was escalated to). */
  customerId: uuid('customer_id').references(() => merchants.id),
  channelType: text('channel_type').$type<'CustomerToTenantTicketChannel' | 'TenantToPlatformTicketChannel'>().notNull(),
  category: text('category').notNull(),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  status: text('status').$type<'Opened' | 'Closed'>().notNull().default('Opened'),
  priority: text('priority').$type<'Low' | 'Medium' | 'High'>().notNull().default('Medium'),
  assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  createdById: uuid('created_by_id').notNull().references(() => users.id),
  createdByParty: integer('created_by_party').notNull(),
  contactEmail: text('contact_email'),
  contactEmails: text('contact_emails').array().notNull().default(sql`'{}'::text[]`),
  references: jsonb('references').$type<StoredReference[]>().notNull().default([]),
  labelId: uuid('label_id').references(() => supportLabels.id, { onDelete: 'set null' }),
  billable: boolean('billable').notNull().default(false),
  jiraTicket: text('jira_ticket'),
  initialRequestAt: timestamp('initial_request_at', { withTimezone: true }),
  responseAt: timestamp('response_at', { withTimezone: true }),
  resolutionAt: timestamp('resolution_at', { withTimezone: true }),
  /** Scoping run in progress while polls remain and the deadline has not passed. */
  /** Bit set of the timing fields platform staff set by hand (1 initial request, 2 response, 4 resolution). */
  timingSetByHand: integer('timing_set_by_hand').notNull().default(0),
  scopingUntil: timestamp('scoping_until', { withTimezone: true }),
  escalatedFromTicketId: uuid('escalated_from_ticket_id'),
  escalatedToTicketId: uuid('escalated_to_ticket_id'),
  externalParties: jsonb('external_parties').$type<StoredExternalParty[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // Lists filter by tenant + channel (or merchant) and show the newest first; created_at is NOT NULL.
  index('support_tickets_tenant_channel_created_idx').on(t.tenantId, t.channelType, t.createdAt),
  index('support_tickets_customer_created_idx').on(t.customerId, t.createdAt),
  index('support_tickets_channel_created_idx').on(t.channelType, t.createdAt),
]);

/** Feed of a ticket: one row per item; `data` holds the kind's own fields (spec "Feed item kinds"). */
export const supportFeedItems = pgTable('support_feed_items', {
  id: uuid('id').primaryKey(),
  ticketId: uuid('ticket_id').notNull().references(() => supportTickets.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  /** Who made the item (null for external parties). */
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  /** Party whose internal comment this is (only that party reads it); null = visible to every party of the ticket. */
  internalTo: integer('internal_to'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [index('support_feed_items_ticket_created_idx').on(t.ticketId, t.createdAt)]);

/** Comments a reader has read (isUnread per reader). */
export const supportFeedReads = pgTable('support_feed_reads', {
  feedItemId: uuid('feed_item_id').notNull().references(() => supportFeedItems.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.feedItemId, t.userId] }), index('support_feed_reads_user_idx').on(t.userId)]);

/** Uploaded attachments (max 5 MB), content kept base64 so PGlite and PostgreSQL treat it alike. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey(),
  /** Null for files platform staff upload without naming a tenant. */
  tenantId: uuid('tenant_id').references(() => tenants.id),
  merchantId: uuid('merchant_id').references(() => merchants.id),
  uploadedById: uuid('uploaded_by_id').notNull().references(() => users.id),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** The file itself, or '' when it is stored in `parts` pieces (stored_file_parts). */
  contentBase64: text('content_base64').notNull(),
  /** Pieces of a large file (a transactions archive, ADR 0117), written and read one at a time; 0 = `content_base64` holds it. */
  parts: integer('parts').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [index('stored_files_tenant_idx').on(t.tenantId), index('stored_files_merchant_idx').on(t.merchantId)]);

/** The pieces of a large stored file, in order (as generated_report_parts, ADR 0045): memory holds one piece, whatever the file's size. */
export const storedFileParts = pgTable('stored_file_parts', {
  fileId: uuid('file_id').notNull().references(() => storedFiles.id, { onDelete: 'cascade' }),
  part: integer('part').notNull(),
  contentBase64: text('content_base64').notNull(),
}, (t) => [primaryKey({ columns: [t.fileId, t.part] })]);

// ---------------------------------------------------------------------------------------------
// Transactions (spec part 2 sections 3, 4, 7.1-7.3; ADR 0016): the model every part-2 area reads
// ---------------------------------------------------------------------------------------------

/** A merchant's web shop or app; payments name the website they came from. */
export const websites = pgTable('websites', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  name: text('name').notNull(),
  url: text('url').notNull(),
  isActive: boolean('is_active').notNull().default(true),
}, (t) => [index('websites_tenant_merchant_idx').on(t.tenantId, t.merchantId, t.name)]);

/** How a merchant's website reaches a service provider for one payment method and currency (a MID). */
export const paymentChannels = pgTable('payment_channels', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  name: text('name').notNull(),
  serviceProviderId: text('service_provider_id').notNull().references(() => serviceProviders.id),
  paymentMethodId: text('payment_method_id').notNull().references(() => paymentMethods.id),
  currency: text('currency').notNull(),
  /** The tenant's MID the channel sends through (ADR 0065); none for APMs that need no MID. */
  midId: uuid('mid_id').references((): AnyPgColumn => mids.id),
  isActive: boolean('is_active').notNull().default(true),
}, (t) => [index('payment_channels_merchant_idx').on(t.merchantId), index('payment_channels_mid_idx').on(t.midId)]);

/**
 * One money movement of a merchant, in Test or Live mode; amount in minor units of its currency.
 * PARTITIONED BY RANGE (created_at), one partition a month plus a default one (ADR 0117, migration
 * transaction_month_partitions): drizzle cannot declare partitioning, so this describes the columns and indexes
 * (each index exists on every partition). The primary key includes the partition key, so no foreign key can
 * reference transactions.id: the 18 that did are triggers (on delete cascade / set null) and the maintenance job's
 * orphan check. external_id is unique per tenant by how it is made, not by an index (no unique index can span
 * partitions without created_at).
 */
export const transactions = pgTable('transactions', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  /** The id people quote (e.g. TX-BBC-0001); unique within a tenant. */
  externalId: text('external_id').notNull(),
  type: text('type').$type<TransactionTypeValue>().notNull().default('Sale'),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<TransactionStatusValue>().notNull(),
  paymentMethod: text('payment_method').notNull(),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  websiteId: uuid('website_id').references(() => websites.id),
  paymentChannelId: uuid('payment_channel_id').references(() => paymentChannels.id),
  serviceProviderId: text('service_provider_id').references(() => serviceProviders.id),
  /** Masked card only: first 6 and last 4 digits; the full number is never stored. */
  cardFirst6: text('card_first6'),
  cardLast4: text('card_last4'),
  cardCountry: text('card_country'),
  /** Stored lower-case, so the e-mail filter is an index lookup. */
  customerEmail: text('customer_email'),
  customerIp: text('customer_ip'),
  /** The transaction this one acts on (refund -> payment, capture -> authorisation). */
  parentId: uuid('parent_id'),
  /**
   * The parent's `created_at`, written with `parent_id` (ADR 0117 "Session 30"): a reader finds the parent in its
   * month's partition (`id` and `created_at`, the whole key) instead of probing every month's primary key.
   */
  parentCreatedAt: timestamp('parent_created_at', { withTimezone: true }),
  /**
   * The parent's external id, written with `parent_id` (ADR 0126; an external id never changes): a lookup page shows
   * it without reading its parents. Null on rows written without it, whose readers read the parent.
   */
  parentExternalId: text('parent_external_id'),
  /**
   * Whole milliseconds even when a writer leaves it to the default: the children carry it as read into JavaScript
   * (a `Date`) in `transaction_created_at` and are found by it (ADR 0117, session 29).
   */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`date_trunc('milliseconds', now())`),
}, (t) => [
  primaryKey({ name: 'transactions_pkey', columns: [t.id, t.createdAt] }),
  index('transactions_tenant_external_id_idx').on(t.tenantId, t.externalId),
  // Lists filter by tenant (or merchant) and mode and show the newest first: created_at is NOT NULL, so a
  // plain ascending index read backwards serves ORDER BY created_at DESC, id DESC (and the keyset predicate).
  index('transactions_tenant_mode_created_idx').on(t.tenantId, t.mode, t.createdAt, t.id),
  index('transactions_merchant_mode_created_idx').on(t.merchantId, t.mode, t.createdAt, t.id),
  // The platform lookup across every tenant.
  index('transactions_mode_created_idx').on(t.mode, t.createdAt, t.id),
  // Status is the filter people use most: its rows in a date range (and their capped count) without
  // reading every row of the range.
  index('transactions_tenant_mode_status_created_idx').on(t.tenantId, t.mode, t.status, t.createdAt, t.id),
  index('transactions_merchant_mode_status_created_idx').on(t.merchantId, t.mode, t.status, t.createdAt, t.id),
  // Type (refunds, captures, payouts, ...) picks a small share of a tenant's range: read only those rows.
  // Migration 0012 adds INCLUDE (payment_method, type) to the two status indexes (drizzle cannot say
  // INCLUDE), so status + method/type filters and their capped counts stay index-only.
  index('transactions_tenant_mode_type_created_idx').on(t.tenantId, t.mode, t.type, t.createdAt, t.id),
  // Filters that pick a handful of rows out of millions: an e-mail, a card, a parent's related rows.
  index('transactions_customer_email_idx').on(t.customerEmail),
  // Velocity: a merchant's first payments with one card / e-mail / IP in the last day (the antifraud screen, ADR 0106
  // "Bench": through the card and e-mail indexes above a busy card read its whole history, 16 ms a payment at 1 M rows).
  index('transactions_velocity_card_idx').on(t.merchantId, t.cardFirst6, t.cardLast4, t.createdAt).where(sql`${t.parentId} IS NULL`),
  index('transactions_velocity_email_idx').on(t.merchantId, t.customerEmail, t.createdAt).where(sql`${t.parentId} IS NULL`),
  index('transactions_velocity_ip_idx').on(t.merchantId, t.customerIp, t.createdAt).where(sql`${t.parentId} IS NULL`),
  index('transactions_card_last4_idx').on(t.cardLast4, t.cardFirst6),
  index('transactions_parent_idx').on(t.parentId),
]);

/**
 * Transactions summed per UTC day (ADR 0060): one row per merchant, mode, day, currency, status, type and
 * payment method, with how many and their amount in minor units (per currency, never summed across them).
 * The transaction reports read it instead of every row. Kept by database triggers on transactions (migration
 * 0028, in the same database transaction as the write), never by the application: no writer can forget it.
 */
export const transactionDayTotals = pgTable('transaction_day_totals', {
  tenantId: uuid('tenant_id').notNull(),
  merchantId: uuid('merchant_id').notNull(),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<TransactionStatusValue>().notNull(),
  type: text('type').$type<TransactionTypeValue>().notNull(),
  paymentMethod: text('payment_method').notNull(),
  /** The channel that carried them (channel reports), none for transactions without one. */
  paymentChannelId: uuid('payment_channel_id'),
  transactions: integer('transactions').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /**
   * The day split at the hour (session 12): how many and their amount in each UTC hour, [1] = 00:00-01:00. A
   * report on a clock whose midnight is not UTC's takes the hours on the other side of the user's midnight from
   * the same row instead of from the transactions.
   */
  hourTransactions: integer('hour_transactions').array().notNull(),
  hourAmounts: bigint('hour_amounts', { mode: 'number' }).array().notNull(),
}, (t) => [
  // The key (NULLS NOT DISTINCT: transactions without a channel share one row), and a merchant's rows of a
  // mode and period (merchant@'s reports; the tenant is the merchant's).
  unique('transaction_day_totals_key').on(t.merchantId, t.mode, t.day, t.currency, t.status, t.type, t.paymentMethod, t.paymentChannelId).nullsNotDistinct(),
  // A tenant's rows of a mode and period (tenant staff's reports and dashboards), covering what their sums read, so
  // a tenant's 90 days are an index-only scan: the heap's rows are wide (the hourly slots) and scattered by the
  // triggers' updates (ADR 0117 "Session 31": 4 131 heap pages for 19 447 rows at 10 M). The price: the counts
  // change on every write, so the triggers' updates are no longer HOT (about 35 µs more a day totals row).
  index('transaction_day_totals_tenant_idx').on(t.tenantId, t.mode, t.day, t.merchantId, t.currency, t.status, t.type,
    t.paymentMethod, t.paymentChannelId, t.transactions, t.amount),
]);

/**
 * Card payments summed per UTC day and card country (ADR 0123): what the dashboards' card countries map and "Volume
 * by card country" read for whole days, instead of every card payment of the period (a merchant's 90 days at 10 M
 * are ~300 000 payments; these are a few hundred rows a day). Only payments (sales and authorisations) with a card
 * country; no payment method or channel, so a tenant user whose data permissions name methods or providers reads
 * the transactions instead. Kept by database triggers on transactions (migration 0074), as the day totals are.
 */
export const transactionCardCountryTotals = pgTable('transaction_card_country_totals', {
  tenantId: uuid('tenant_id').notNull(),
  merchantId: uuid('merchant_id').notNull(),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<TransactionStatusValue>().notNull(),
  type: text('type').$type<TransactionTypeValue>().notNull(),
  cardCountry: text('card_country').notNull(),
  transactions: integer('transactions').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
}, (t) => [
  // The key, and a merchant's rows of a mode and period (rows are narrow: their heap pages are few).
  unique('transaction_card_country_totals_key').on(t.merchantId, t.mode, t.day, t.currency, t.status, t.type, t.cardCountry),
  // A tenant's rows of a mode and period, covering what the sums read (an index-only scan, as the day totals').
  index('transaction_card_country_totals_tenant_idx').on(t.tenantId, t.mode, t.day, t.merchantId, t.currency, t.status, t.type,
    t.cardCountry, t.transactions, t.amount),
]);

/** A user's visible columns of one list (`transaction-lookup-columns` and later lists), in display order. */
export const userColumnChoices = pgTable('user_column_choices', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** Which list: 'transactions:tenant', 'transactions:platform', 'transactions:merchant', ... */
  listKey: text('list_key').notNull(),
  columns: jsonb('columns').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.listKey] })]);

/**
 * A user's saved transaction filters (spec part 2 sections 3, 4, 7.4; ADR 0043): per user and lookup, `request`
 * holds the lookup's filters, sort, page size and chosen columns. Names are unique per user and lookup.
 */
export const savedTransactionFilters = pgTable('saved_transaction_filters', {
  id: uuid('id').primaryKey(),
  externalId: text('external_id').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** 'tenant', 'platform' or 'merchant'. */
  lookup: text('lookup').notNull(),
  name: text('name').notNull(),
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('saved_transaction_filters_external_id_key').on(t.externalId),
  uniqueIndex('saved_transaction_filters_user_lookup_name_key').on(t.userId, t.lookup, t.name),
]);

// Transaction detail (issue 10, ADR 0044): events, API logs, antifraud, fees, cascading, routing, accounting, lookups.
export * from './transaction-detail.schema';

// Transaction actions (issue 10, ADR 0046): idempotent action requests, relationships (allocations).
export * from './transaction-actions.schema';
export * from './dashboards.schema';
export * from './sign-in-events.schema';

// Disputes and platform bulk status updates (issue 13 part A, ADR 0050).
export * from './disputes-bulk.schema';
export * from './merchant-payments.schema';

// The tenant's transaction tools (issue 13 part C, ADR 0053): APM requests, ...
export * from './transaction-tools.schema';

// Report settings, usage and daily report files (issue 12, ADR 0057).
export * from './report-settings.schema';
export * from './data-analytics.schema';
export * from './open-banking.schema';

// Platform currencies, document types, system variables and default parameters (ADR 0064).
export * from './reference-data.schema';
// Payment configuration (ADR 0065): a tenant's POS providers, banking channels, MPI configurations and MIDs.
export * from './payment-configuration.schema';
// Tenant engine settings (ADR 0066): fee receivers, billing, whitelist entries, decline pending ratio thresholds.
export * from './fees.schema';
export * from './billing.schema';
export * from './whitelisting.schema';
export * from './alert-thresholds.schema';
// A merchant's payment settings per mode and their Test-to-Live promotions (ADR 0067).
export * from './payment-settings.schema';
export * from './dev-mailbox.schema';
export * from './user-admin.schema';
export * from './encryption-keys.schema';
export * from './leave.schema';

// The audit log and its chain heads (ADR 0081).
export * from './audit.schema';
export * from './sca.schema';
export * from './crm-settings.schema';
export * from './crm.schema';
export * from './crm-work.schema';
export * from './list-views.schema';
export * from './crm-pricing.schema';
export * from './crm-emails.schema';
export * from './crm-offers.schema';
export * from './boarding.schema';
export * from './crm-deals.schema';
export * from './documentation.schema';
export * from './webhooks.schema';
export * from './scheduler.schema';
export * from './api-keys.schema';
export * from './assistant.schema';
export * from './antifraud.schema';
export * from './smart-routing.schema';
export * from './payment-links.schema';
export * from './geoip.schema';
