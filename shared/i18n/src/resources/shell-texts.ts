/**
 * The shell's texts. Keys are the English texts themselves (spec texts exactly, typos included),
 * so a missing translation or an uninitialised instance still shows the right English text.
 * Use them as `t(SHELL_TEXTS.loggedOut)` or `t('You successfully logged out!')`.
 */
export const SHELL_TEXTS = {
  // Authentication pages (spec part 1 section 2)
  unauthorized: "401: You don't have enough permissions to get access to the resource",
  unauthorizedHint: 'Please, try to Logout/Login using other credentials',
  loggedOut: 'You successfully logged out!',
  logoutNotInitiated: 'The logout was not initiated from within the page.',
  signInError: 'There was an error signing in. Error: {{message}}',
  userClosedWindow: 'The user closed the window.',
  signInFailed: 'Sign-in failed',
  signIn: 'Sign in',
  signOut: 'Sign out',
  login: 'Login',
  logout: 'Logout',
  register: 'Register',
  myProfile: 'My Profile',
  signingIn: 'Signing in...',
  signingOut: 'Signing out...',
  loading: 'Loading...',
  backToSignIn: 'Back to sign in',
  goToDashboard: 'Go to dashboard',
  // Breadcrumbs and menu group titles (contracts ROUTE_CATALOG groups)
  dashboard: 'Dashboard',
  crm: 'CRM',
  transactionManagement: 'Transaction management',
  reports: 'Reports',
  settings: 'Settings',
  support: 'Support',
  platformTransactionManagement: 'Platform transaction management',
  tenantManagement: 'Tenant management',
  users: 'Users',
  resources: 'Resources',
  leaveManagement: 'Leave management',
  aiChat: 'AI chat',
  boarding: 'Boarding',
  transactions: 'Transactions',
  payments: 'Payments',
  paymentSettings: 'Payment settings',
  developerSettings: 'Developer settings',
  documentation: 'Documentation',
  // Errors (spec part 1 section 8) and remote failures
  retry: 'Retry',
  areaNotLoaded: 'This area could not be loaded',
  unknownError: 'Unknown error',
  notAuthorizedAction: 'You are not authorized to perform this action',
  // Placeholder pages
  routeLabel: 'Route: {{path}}',
  filledByLabel: 'Filled by: {{filledBy}}',
  notBuiltYet: 'This page is not built yet.',
  // Mode switch (spec part 1 section 2)
  modeTest: 'Test',
  modeLive: 'Live',
  modeChanged: 'You are now in {{mode}} mode',
  // Idle warning (spec part 1 section 2)
  idleTitle: 'You have been inactive',
  idleText: 'You session will expire in {{seconds}} s and you will be logged out',
  idleQuit: 'Quit',
  idleContinue: 'Continue',
  language: 'Language',
  // Relative time (spec part 2 section 9)
  justNow: 'just now',
  minutesAgo: '{{n}} minutes ago',
  hoursAgo: '{{n}}h ago',
} as const;

export type ShellTextKey = (typeof SHELL_TEXTS)[keyof typeof SHELL_TEXTS];
