// Stand-alone dev entry: this remote inside @portal/dev-shell (see shared/dev-shell/README.md).
// Dynamic imports are the async boundary Module Federation needs before shared modules load.
void Promise.all([import('@portal/dev-shell'), import('./module')]).then(([{ mountDevShell }, { default: remote }]) =>
  mountDevShell({ remote, container: document.getElementById('root') as HTMLElement }),
);
