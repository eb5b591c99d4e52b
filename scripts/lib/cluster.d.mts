// Types of cluster.mjs for the TypeScript that imports it (deploy/e2e/cluster-setup.ts).
export interface Replica {
  index: number;
  port: number;
  ready: boolean;
  restarts: number;
  pid(): number | undefined;
  start(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}
export interface Cluster {
  origin: string;
  databaseUrl: string;
  html: string;
  remotesJson: string;
  replicas: Replica[];
  /** JSON [{ index, port, pid, ready, restarts }], rewritten at every start of a replica. */
  replicasFile: string;
  logs: string;
  stop(): Promise<void>;
}
export function startCluster(options?: { replicas?: number; port?: number; databaseUrl?: string; env?: Record<string, string>; logDir?: string; restartOnExit?: boolean }): Promise<Cluster>;
