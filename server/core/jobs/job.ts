/** A piece of background work: what its log line says when it did something, how often it runs. */
export interface Job {
  /** Stable and unique among jobs: the key its periods are claimed under (server/core/jobs/schedule.ts). */
  name: string;
  done: string;
  everyMs: number;
  /** Resolves with how many things it did (0: nothing to log). */
  run(): Promise<number>;
}
