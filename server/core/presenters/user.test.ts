import { describe, expect, it } from 'vitest';
import { photoRow, profileRow, userRow } from '#tests/support/rows';
import { presentOwnProfile, presentOwnProfileBasics } from './profile';
import { presentUser } from './user';
import { presentLikes } from './likes';
import { presentCard } from './members';

const CDN = 'https://cdn.example/';

describe('own account presenters', () => {
  it('presents the member to themselves with their profile basics, never the password hash', () => {
    const user = presentUser(userRow(), { profile: profileRow(), photo: photoRow(), missing: [] }, CDN);
    expect(user).toMatchObject({
      id: 7,
      email: 'anna@example.com',
      status: 'active',
      credits: 40,
      paid_user: false,
      signup_date: '2024-01-01T00:00:00.000Z',
      language: 'nl',
      notifications_disabled: ['newsletter'],
      email_disabled: null,
      email_disabled_since: null,
      email_unsubscribed: [],
      profile_missing: [],
    });
    expect(user.profile).toEqual(presentOwnProfileBasics(profileRow(), photoRow(), CDN));
    expect(JSON.stringify(user)).not.toContain('password');
    expect(presentUser(userRow(), undefined, CDN).profile).toBeNull();
  });

  it('tells the members area what the profile lacks and why mail stopped, so its alerts need no request of their own', () => {
    const stopped = userRow({ emailDisabled: 'bounce', emailDisabledAt: new Date('2024-03-02T10:00:00Z'), emailUnsubscribed: ['like', 'no_such_type'] });
    const user = presentUser(stopped, { profile: profileRow(), photo: null, missing: ['photo', 'interests'] }, CDN);
    expect(user).toMatchObject({
      email_disabled: 'bounce',
      email_disabled_since: '2024-03-02T10:00:00.000Z',
      email_unsubscribed: ['like'],
      profile_missing: ['photo', 'interests'],
    });
    // Before sign-up's profile step there is nothing to ask for yet.
    expect(presentUser(stopped, undefined, CDN).profile_missing).toEqual([]);
  });

  it('shows the basics’ main image only when active, and every own photo with its status on /profile', () => {
    expect(presentOwnProfileBasics(profileRow(), photoRow({ status: 'pending' }), CDN).main_image).toBeNull();
    const own = presentOwnProfile(
      profileRow(),
      [photoRow({ status: 'pending' }), photoRow({ id: 12, isMain: false }), photoRow({ id: 13, isMain: false, status: 'rejected', rejectReason: 'nudity' })],
      CDN,
    );
    expect(own.photos).toEqual([
      { id: 11, filename: `${CDN}nl/a.webp`, thumb_filename: `${CDN}nl/a_thumb.webp`, variant_widths: [], status: 'pending', main: true, reject_reason: null },
      { id: 12, filename: `${CDN}nl/a.webp`, thumb_filename: `${CDN}nl/a_thumb.webp`, variant_widths: [], status: 'active', main: false, reject_reason: null },
      // The owner reads why a moderator turned a photo down.
      {
        id: 13,
        filename: `${CDN}nl/a.webp`,
        thumb_filename: `${CDN}nl/a_thumb.webp`,
        variant_widths: [],
        status: 'rejected',
        main: false,
        reject_reason: 'nudity',
      },
    ]);
    expect(own).toMatchObject({ about_me: 'Hallo!', interests: [3, 5], has_location: false, main_image: null });
    expect(presentOwnProfile(profileRow({ latitude: 52.1, longitude: 4.3 }), [], CDN).has_location).toBe(true);
  });

  it('presents likes with cards, the ids sent and who liked the member', () => {
    const profile = profileRow({ userId: 9 });
    expect(
      presentLikes(
        { visible: [{ profile, photo: null }], liked: [9], likedBy: [{ id: 9, isNew: true, announced: false }] },
        CDN,
        new Date('2024-06-14T00:00:00Z'),
      ),
    ).toEqual({
      profiles: [presentCard(profile, null, CDN, new Date('2024-06-14T00:00:00Z'))],
      liked: [9],
      liked_by: [{ id: 9, like_new: true, like_announced: false }],
    });
  });
});
