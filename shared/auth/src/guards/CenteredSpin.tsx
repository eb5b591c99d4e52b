// The file, not the barrel: @portal/auth's node-side users (tests, @portal/testing) must not load the barrel's
// sanitiser and antd pages. Builds rewrite barrel imports to this same file (ADR 0048).
import { Spinner } from '@portal/ui/src/layout/Spinner';

/** What a guard shows while it cannot decide yet (without antd: the shell's frame draws it before antd loads, ADR 0062). */
export function CenteredSpin() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh', width: '100%' }} role="status" aria-label="Loading...">
      <Spinner />
    </div>
  );
}
