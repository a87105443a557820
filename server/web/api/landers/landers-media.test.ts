import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePresence, photos } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';

interface LanderAnswer {
  members: { id: number; country: string }[];
  video: { poster: string | null; webm: string | null; mp4: string | null } | null;
  nearby: { country: string | null; online: number[] } | null;
}

/** The video landers where ffmpeg is missing, and alonetonight (docs/product.md#landers, decision 0090). */
describe.each(BACKENDS)('media landers on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { ffmpegPath: '/nonexistent/ffmpeg' });
  });
  afterAll(() => t.close());

  /** A visible member with a real photo file in the app's media folder. */
  const face = async (profile: Parameters<typeof createMember>[3], colour: string) => {
    // has_photo: what an upload sets with its main photo, and what the landers' faces are found by.
    const member = await createMember(t.app, t.database.db, EN, { ...profile, hasPhoto: true });
    const folder = path.join(t.dataDir, 'media', 'flirtlocal');
    fs.mkdirSync(folder, { recursive: true });
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
      .webp()
      .toBuffer();
    fs.writeFileSync(path.join(folder, `${member.id}.webp`), photo);
    await t.database.db.insert(photos).values({
      tenantId: 'flirtlocal',
      userId: member.id,
      filename: `flirtlocal/${member.id}.webp`,
      thumbFilename: `flirtlocal/${member.id}.webp`,
      status: 'active',
      isMain: true,
    });
    return member;
  };

  it('without ffmpeg the video lander answers with a poster of the first frame and no clip', async () => {
    await face({ name: 'Vera', gender: 'female', country: 'GB' }, '#d04070');
    await face({ name: 'Wendy', gender: 'female', country: 'GB' }, '#4070d0');
    // The first ask starts the poster in the background; the answer is a 200 all the same.
    await api(t.app, EN).get('/api/lander.php?name=video').expect(200);
    let answer: LanderAnswer | undefined;
    await expect
      .poll(
        async () => {
          answer = (await api(t.app, EN).get('/api/lander.php?name=video').expect(200)).body as LanderAnswer;
          return answer.video?.poster ?? null;
        },
        { timeout: 20_000, interval: 300 },
      )
      .toMatch(/^\/media\/flirtlocal\/lander-zoom-[0-9a-f]{12}\.webp$/);
    expect(answer?.video).toMatchObject({ webm: null, mp4: null });
    const poster = await api(t.app, EN)
      .get(answer?.video?.poster ?? '')
      .expect(200);
    expect(poster.headers['content-type']).toBe('image/webp');
  });

  it("alonetonight shows the visitor's country first and marks only those with a live socket as online", async () => {
    const away = await face({ name: 'Uma', gender: 'female', country: 'US' }, '#70d040');
    const near = await face({ name: 'Gwen', gender: 'female', country: 'GB' }, '#d0a040');
    await t.database.db.insert(livePresence).values({ userId: near.id, node: 'test-node', connections: 1, seenAt: new Date() });
    const { body } = await api(t.app, EN).get('/api/lander.php?name=alonetonight').set('cf-ipcountry', 'GB').expect(200);
    const answer = body as LanderAnswer;
    expect(answer.nearby).toEqual({ country: 'GB', online: [near.id] });
    const countries = answer.members.map((member) => member.country);
    expect(countries.indexOf('US')).toBeGreaterThan(countries.lastIndexOf('GB'));
    expect(answer.members.map((member) => member.id)).toContain(away.id);
    // A visitor from a country the site does not serve sees the whole site.
    const elsewhere = (await api(t.app, EN).get('/api/lander.php?name=alonetonight').set('cf-ipcountry', 'JP').expect(200)).body as LanderAnswer;
    expect(elsewhere.nearby?.country).toBeNull();
    expect(answer.video).toBeNull();
  });
});
