// The one sign-in helper of every e2e spec lives in host/e2e/support (remotes' specs may import it: lint rule
// portal/no-cross-remote-imports allows e2e helpers). Kept so that `import { signIn } from './sign-in'` works.
export { signIn } from '../../../host/e2e/support';
