/** A piece of background work: what its log line says when it did something, how often it runs. */
export interface Job {
  done: string;
  everyMs: number;
  /** Resolves with how many things it did (0: nothing to log). */
  run(): Promise<number>;
}
