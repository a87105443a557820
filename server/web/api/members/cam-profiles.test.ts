import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantSchema } from '#server/platform/tenancy/schema';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const english = texts('en');
// The demo files: FlirtLocal has a cam partner, Herzklopfen none.
const WITH_PARTNER = { id: 'flirtlocal', host: 'flirtlocal.localhost' };
const WITHOUT_PARTNER = { id: 'herzklopfen', host: 'herzklopfen.localhost' };

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Roxy',
  gender: 'female',
  sexuality: 'hetero',
  date_of_birth: '1996-02-02',
  country: 'GB',
  region: null,
  about_me: 'Live every night at nine.',
  interests: [],
  ...overrides,
});

describe('a site file with a cam partner', () => {
  const site = (url: string) => ({
    id: 'cams-site',
    domains: ['cams.example'],
    name: 'Cams Site',
    company: 'amora-media',
    niche: 1,
    domain_language: 'en',
    languages: ['en'],
    countries: ['GB'],
    index_title: 'Cams',
    description: 'Cams',
    support_phone: '+44 20 7946 0123',
    support_email: 'support@cams.example',
    mail_name: 'Cams',
    cam_partner: { name: 'LiveCams', url },
  });

  it('takes an https partner URL and refuses every other', () => {
    expect(tenantSchema.safeParse(site('https://livecams.example/models/')).success).toBe(true);
    for (const url of [
      'http://livecams.example/models/',
      'javascript:alert(1)',
      'ftp://livecams.example/',
      'https://user:pw@livecams.example/',
      'https://livecams.example/?ref=1',
    ])
      expect(tenantSchema.safeParse(site(url)).success, url).toBe(false);
  });
});

describe.each(BACKENDS)('cam profiles on $name', (backend) => {
  let t: TestApp;
  let owner: SignedInOperator;
  let viewer: { id: number; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signedInOperator(t, 'owner');
    viewer = await createMember(t.app, t.database.db, WITH_PARTNER.host, { gender: 'male', sexuality: 'hetero' }, { gender: 'male' });
  });
  afterAll(() => t.close());

  const createCam = (overrides: Record<string, unknown> = {}) =>
    owner.api.post('/api/operator/fictional-profiles.php', { tenant_id: WITH_PARTNER.id, ...form(overrides) });

  it('is made in the console with a handle, shown with the cam badge and linked to the partner, never as fictional', async () => {
    const created = await createCam({ cam_handle: 'roxy_live' }).expect(201);
    const id = created.body.id as number;
    const member = await api(t.app, WITH_PARTNER.host, viewer.cookie).get(`/api/member.php?id=${id}`).expect(200);
    expect(member.body.profile).toMatchObject({
      kind: 'cam',
      fictional: false,
      verified: false,
      cam: { partner: 'LiveCams', url: 'https://livecams.example/models/roxy_live' },
    });
    const search = await api(t.app, WITH_PARTNER.host, viewer.cookie).get('/api/members.php?gender=female').expect(200);
    expect(search.body.results.find((card: { id: number }) => card.id === id)).toMatchObject({ kind: 'cam', fictional: false });
    const row = await owner.api.get(`/api/operator/fictional-profile.php?id=${id}`).expect(200);
    expect(row.body.profile.cam_handle).toBe('roxy_live');
  });

  it('takes no messages: its main action is the partner page', async () => {
    const id = (await createCam({ name: 'Sunny', cam_handle: 'sunny' }).expect(201)).body.id as number;
    const sent = await api(t.app, WITH_PARTNER.host, viewer.cookie)
      .post('/api/chat.php', { profile_id: id, text: 'Hi there', client_id: crypto.randomUUID() })
      .expect(403);
    expect(sent.body.message).toBe(english('chat.cam_no_messages', { name: 'Sunny' }));
  });

  it('refuses a handle that could leave the partner path, and a cam profile on a site without a partner', async () => {
    for (const cam_handle of ['../admin', 'a/b', 'x?y=1', '.hidden']) {
      const refused = await createCam({ cam_handle }).expect(400);
      expect(refused.body.fields.cam_handle, cam_handle).toBe(english('errors.invalid_field'));
    }
    const elsewhere = await owner.api
      .post('/api/operator/fictional-profiles.php', { tenant_id: WITHOUT_PARTNER.id, ...form({ country: 'DE', cam_handle: 'roxy' }) })
      .expect(400);
    expect(elsewhere.body.fields.cam_handle).toBe(english('operator_console.cam_no_partner'));
  });

  it('turns back into a fictional profile when its handle is emptied', async () => {
    const id = (await createCam({ name: 'Jade', cam_handle: 'jade' }).expect(201)).body.id as number;
    await owner.api.put('/api/operator/fictional-profiles.php', { id, ...form({ name: 'Jade', cam_handle: '' }) }).expect(200);
    const member = await api(t.app, WITH_PARTNER.host, viewer.cookie).get(`/api/member.php?id=${id}`).expect(200);
    expect(member.body.profile).toMatchObject({ kind: 'fictional', fictional: true, cam: null });
  });
});
