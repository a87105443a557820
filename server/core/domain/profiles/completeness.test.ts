import { describe, expect, it } from 'vitest';
import { missingProfileParts } from './completeness';

describe('what a profile still lacks', () => {
  it('names the photo, the interests and the about-me text, in that order', () => {
    expect(missingProfileParts({ aboutMe: '', interests: [], hasPhoto: false })).toEqual(['photo', 'interests', 'about_me']);
  });

  it('asks nothing of a profile with all three', () => {
    expect(missingProfileParts({ aboutMe: 'Walks by the sea', interests: [4], hasPhoto: true })).toEqual([]);
  });

  it('counts a text of blanks as none', () => {
    expect(missingProfileParts({ aboutMe: ' \n ', interests: [4], hasPhoto: true })).toEqual(['about_me']);
  });
});
