import { describe, expect, it } from 'vitest';
import { creditsBadgeTone } from '../TopBar/credits-badge';
import {
  formatCountdown,
  isMembersAreaPath,
  secondsLeft,
  showsTimeBonusBanner,
  shouldShowTimeBonusModal,
  TIME_BONUS_SECONDS,
  timeBonusDeadline,
  timeBonusWindowEnd,
} from './rules';

const signup = '2026-01-10T12:00:00.000Z';
const signupMs = Date.parse(signup);

describe('time bonus countdown (docs/product.md#credits-time-bonus)', () => {
  it('shows hours, minutes and seconds with two digits each', () => {
    expect(formatCountdown(TIME_BONUS_SECONDS)).toBe('04:00:00');
    expect(formatCountdown(14_399)).toBe('03:59:59');
    expect(formatCountdown(3_661)).toBe('01:01:01');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(0)).toBe('00:00:00');
  });

  it('never shows a negative or fractional time', () => {
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(9.9)).toBe('00:00:09');
  });

  it('counts whole seconds down to zero and stays there', () => {
    const deadline = signupMs + TIME_BONUS_SECONDS * 1000;
    expect(secondsLeft(deadline, signupMs)).toBe(14_400);
    expect(secondsLeft(deadline, deadline - 1_500)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 60_000)).toBe(0);
  });

  it('ends when the server says, counted from the answer so a wrong device clock does not matter', () => {
    const receivedAt = 1_000_000;
    expect(timeBonusDeadline({ validity: 600, expires: '2030-01-01T00:00:00.000Z' }, receivedAt)).toBe(receivedAt + 600_000);
    expect(timeBonusDeadline({ validity: null, expires: signup }, receivedAt)).toBe(signupMs);
    expect(timeBonusDeadline({ validity: null, expires: null }, receivedAt)).toBeNull();
  });
});

describe('who may have a time bonus (docs/product.md#credits-time-bonus)', () => {
  it('is a logged-in member who never paid, for 4 hours after sign-up', () => {
    expect(timeBonusWindowEnd({ paid_user: false, signup_date: signup })).toBe(signupMs + 14_400_000);
  });

  it('is nobody for visitors, paying members, or without a sign-up date', () => {
    expect(timeBonusWindowEnd(null)).toBeNull();
    expect(timeBonusWindowEnd({ paid_user: true, signup_date: signup })).toBeNull();
    expect(timeBonusWindowEnd({ paid_user: false, signup_date: '' })).toBeNull();
  });
});

describe('where and when it shows (docs/product.md#credits-time-bonus)', () => {
  it('the modal belongs to the members area routes only; the banner to them and the member home', () => {
    for (const path of ['/members', '/members/12', '/chats', '/likes', '/likes/m/7', '/premium']) expect(isMembersAreaPath(path), path).toBe(true);
    for (const path of ['/', '/credits', '/profile', '/chats/3', '/members/12/chat', '/likes/sent', '/pricing', '/transactions'])
      expect(isMembersAreaPath(path), path).toBe(false);
    for (const path of ['/', '/members', '/premium']) expect(showsTimeBonusBanner(path), path).toBe(true);
    for (const path of ['/credits', '/profile', '/chats/3', '/transactions']) expect(showsTimeBonusBanner(path), path).toBe(false);
  });

  it('the modal only while the bonus runs, at 0 credits, and never again once dismissed', () => {
    expect(shouldShowTimeBonusModal({ secondsLeft: 100, credits: 0, dismissedAt: null })).toBe(true);
    expect(shouldShowTimeBonusModal({ secondsLeft: 100, credits: 5, dismissedAt: null })).toBe(false);
    expect(shouldShowTimeBonusModal({ secondsLeft: 0, credits: 0, dismissedAt: null })).toBe(false);
    expect(shouldShowTimeBonusModal({ secondsLeft: 100, credits: 0, dismissedAt: '2026-01-10T12:01:00.000Z' })).toBe(false);
  });
});

describe('credits badge in the top bar (docs/product.md#top-bar)', () => {
  it('is for paid members at 10 credits or fewer: warning above 0, danger at 0', () => {
    expect(creditsBadgeTone({ paid_user: true, credits: 11 })).toBeNull();
    expect(creditsBadgeTone({ paid_user: true, credits: 10 })).toBe('warning');
    expect(creditsBadgeTone({ paid_user: true, credits: 1 })).toBe('warning');
    expect(creditsBadgeTone({ paid_user: true, credits: 0 })).toBe('danger');
    expect(creditsBadgeTone({ paid_user: false, credits: 0 })).toBeNull();
  });
});
