import { describe, expect, it } from 'vitest';
import { nextStatus } from './settle';

describe('payment states only move forward', () => {
  it('walks open → pending → paid', () => {
    expect(nextStatus('open', 'pending')).toBe('pending');
    expect(nextStatus('pending', 'paid')).toBe('paid');
    expect(nextStatus('open', 'paid')).toBe('paid');
  });

  it('ignores late news of an earlier state', () => {
    expect(nextStatus('paid', 'pending')).toBe('paid');
    expect(nextStatus('paid', 'open')).toBe('paid');
    expect(nextStatus('pending', 'open')).toBe('pending');
    expect(nextStatus('failed', 'pending')).toBe('failed');
  });

  it('never turns a settled payment into another outcome, except a paid one charged back', () => {
    expect(nextStatus('paid', 'failed')).toBe('paid');
    expect(nextStatus('cancelled', 'paid')).toBe('cancelled');
    expect(nextStatus('paid', 'charged_back')).toBe('charged_back');
    expect(nextStatus('pending', 'charged_back')).toBe('pending');
  });
});
