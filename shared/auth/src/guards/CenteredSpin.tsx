// The file, not the barrel: @portal/auth's node-side users (tests, @portal/testing) must not load the barrel's
// sanitiser and antd pages. Builds rewrite barrel imports to this same file (ADR 0048).
import { FullPageSpin } from '@portal/ui/src/layout/FullPageSpin';

/** What a guard shows while it cannot decide yet, inside the shell's frame (drawn before antd loads, ADR 0062). */
export function CenteredSpin() {
  return <FullPageSpin minHeight="60vh" />;
}
