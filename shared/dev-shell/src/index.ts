export { mountDevShell, type MountDevShellOptions } from './mount-dev-shell';
export { readDevShellSettings, devShellUrl, type DevShellSettings, type DevMode } from './settings/dev-shell-settings';
