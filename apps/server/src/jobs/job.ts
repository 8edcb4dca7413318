import type { Deps } from '../deps.js';

/** Periodic work that runs in one server process at a time (jobs/runner.ts runs it). */
export interface Job {
  /** Unique; also the name of the advisory lock that keeps it to one process. */
  name: string;
  everyMs: number;
  run(deps: Deps): Promise<void>;
}
