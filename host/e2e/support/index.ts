export { DEMO, DEMO_PASSWORD, demoUser, type DemoUser, type DemoKind } from './demo-users';
export { signIn, signInWithForm, submitLoginForm, currentPath, type SignInOptions } from './sign-in';
export { recordRequests, recordNavigations, navigateInApp, trackNetwork } from './network';
export { ownBackend, freePort, type OwnBackend } from './backend-process';
export { shellSettled } from './shell';
export { expectLandingAndMenu, expectedMenuLinks, menuLinks } from './menu';
export { closeOwnContextsAfterEach } from './contexts';
export { fieldName } from './field-name';
export { chooseByTyping, chooseFirstOption } from './select';
