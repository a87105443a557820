import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBarTimer, HIDE_AFTER_MS, SHOW_AFTER_MS, type LoadingBarPhase } from './timing';

describe('loading bar timing', () => {
  let phases: LoadingBarPhase[];
  const timer = () => createLoadingBarTimer((phase) => phases.push(phase));

  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
  });
  afterEach(() => vi.useRealTimers());

  it('never shows for work that ends within 200 ms', () => {
    const bar = timer();
    bar.setBusy(true);
    vi.advanceTimersByTime(SHOW_AFTER_MS - 1);
    bar.setBusy(false);
    vi.advanceTimersByTime(10_000);
    expect(phases).toEqual([]);
  });

  it('shows once work has lasted 200 ms, then finishes and hides 500 ms after it ends', () => {
    const bar = timer();
    bar.setBusy(true);
    vi.advanceTimersByTime(SHOW_AFTER_MS);
    expect(phases).toEqual(['running']);
    vi.advanceTimersByTime(7_000);
    expect(phases).toEqual(['running']);
    bar.setBusy(false);
    expect(phases).toEqual(['running', 'finishing']);
    vi.advanceTimersByTime(HIDE_AFTER_MS - 1);
    expect(phases).toEqual(['running', 'finishing']);
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['running', 'finishing', 'hidden']);
  });

  it('takes the fading bar back when work starts again, without waiting 200 ms', () => {
    const bar = timer();
    bar.setBusy(true);
    vi.advanceTimersByTime(SHOW_AFTER_MS);
    bar.setBusy(false);
    vi.advanceTimersByTime(HIDE_AFTER_MS / 2);
    bar.setBusy(true);
    expect(phases).toEqual(['running', 'finishing', 'running']);
    vi.advanceTimersByTime(HIDE_AFTER_MS);
    expect(phases.at(-1)).toBe('running');
  });

  it('waits 200 ms again once the bar has gone', () => {
    const bar = timer();
    bar.setBusy(true);
    vi.advanceTimersByTime(SHOW_AFTER_MS);
    bar.setBusy(false);
    vi.advanceTimersByTime(HIDE_AFTER_MS);
    bar.setBusy(true);
    vi.advanceTimersByTime(SHOW_AFTER_MS - 1);
    expect(phases).toEqual(['running', 'finishing', 'hidden']);
    vi.advanceTimersByTime(1);
    expect(phases.at(-1)).toBe('running');
  });

  it('repeated reports of the same state change nothing', () => {
    const bar = timer();
    bar.setBusy(true);
    vi.advanceTimersByTime(SHOW_AFTER_MS - 50);
    bar.setBusy(true);
    vi.advanceTimersByTime(50);
    expect(phases).toEqual(['running']);
  });

  it('a disposed bar changes no more', () => {
    const bar = timer();
    bar.setBusy(true);
    bar.dispose();
    vi.advanceTimersByTime(10_000);
    expect(phases).toEqual([]);
  });
});
