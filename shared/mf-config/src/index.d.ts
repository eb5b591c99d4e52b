import type { Configuration } from 'webpack';

export interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  strictVersion: false;
  allowNodeModulesSuffixMatch?: boolean;
  /** The module to provide, when not the key's own request (a slim module, antd's colour packages). */
  import?: string;
  /** The package whose version the federation's options read, when the key is a prefix. */
  packageName?: string;
}

/** The one `shared` map (react, react-dom, router, antd, query, jotai, i18next, dayjs, @portal/*): all singletons. */
/** perModuleSharing: antd and @rc-component shared module by module (ADR 0048; the default of a build, PORTAL_PER_MODULE_SHARING=0 turns it off). */
export function sharedDependencies(appDir?: string, options?: { perModuleSharing?: boolean }): Record<string, SharedEntry>;
export function installedVersion(pkg: string, fromDir: string): string | undefined;
export const SHARED_PACKAGES: string[];
export const SHARED_WORKSPACE_PACKAGES: string[];

export interface ExtraPage {
  /** Entry (chunk) name. */
  name: string;
  /** Entry module, relative to `dir`. */
  entry: string;
  /** Output HTML file name, e.g. silent-renew.html. */
  filename: string;
  title?: string;
  template?: string;
  /**
   * The page's script imports nothing and is emitted as it is, outside the app's build: no federation runtime, which
   * the federation plugin adds to every entry (ADR 0135). Host pages only (its URL is absolute).
   */
  standalone?: boolean;
}

export interface AppWebpackOptions {
  /** Package-level name: 'host' or the remote's name (RemoteName). */
  name: string;
  kind: 'host' | 'remote';
  /** The app folder (__dirname of its webpack.config.js). */
  dir: string;
  port: number;
  /** Remotes: exposed modules, e.g. { './module': './src/module.tsx' }. */
  exposes?: Record<string, string>;
  /** Remotes: the stand-alone dev entry (development builds only). */
  devEntry?: string;
  /** Host: its entry (default ./src/index.ts). */
  entry?: string;
  /** Extra static pages with their own entry (e.g. silent-renew.html). */
  pages?: ExtraPage[];
  title?: string;
  mode?: 'production' | 'development';
}

export function createAppWebpackConfig(
  options: AppWebpackOptions,
  argv?: { mode?: string },
): Configuration & { devServer?: Record<string, unknown> };

/** 'reports-settings' -> 'reports_settings' (container names become JavaScript globals). */
export function federationName(name: string): string;

export const DEV_PORTS: Record<'host' | 'support' | 'transactions' | 'reports-settings' | 'dashboard' | 'crm', number>;
export const BACKEND_PATHS: string[];
export function backendUrl(): string;
export function devRemotesManifest(): Record<string, string>;
