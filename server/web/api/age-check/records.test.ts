import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { download, entriesOf } from '#tests/support/member-data';
import { createMember } from '#tests/support/members';
import { signedInOperator } from '#tests/support/operators';
import { createPaymentTestApp } from '#tests/support/payments';
import type { TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';

describe.each(BACKENDS)("an age check's result in the console and the data export on $name", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentTestApp(backend);
  });
  afterAll(() => t.close());

  /** A GB member who declined once and then passed through the sandbox. */
  async function assuredMember() {
    const member = await createMember(t.app, t.database.db, EN, { dateOfBirth: '1991-03-09' });
    for (const outcome of ['declined', 'approved']) {
      const { url } = (await api(t.app, EN, member.cookie).post('/api/age-check.php').set('CF-IPCountry', 'GB').expect(201)).body as { url: string };
      await request(t.app).post(new URL(url).pathname).set('Host', EN).type('form').send({ outcome }).expect(303);
    }
    return member;
  }

  it("shows the operator whether, when and how the member passed, and each check's reference", async () => {
    const member = await assuredMember();
    const owner = await signedInOperator(t, 'owner');
    const { body } = await owner.api.get(`/api/operator/member.php?id=${member.id}`).expect(200);
    expect(body.age_assurance).toEqual({
      passed: true,
      assured_at: expect.any(String),
      method: 'sandbox',
      checks: [
        expect.objectContaining({ provider: 'sandbox', reference: expect.stringMatching(/^sbx_age_/), country: 'GB', status: 'declined', method: null }),
        expect.objectContaining({ provider: 'sandbox', reference: expect.stringMatching(/^sbx_age_/), country: 'GB', status: 'approved', method: 'sandbox' }),
      ],
    });
    const other = await createMember(t.app, t.database.db, EN);
    expect((await owner.api.get(`/api/operator/member.php?id=${other.id}`).expect(200)).body.age_assurance).toEqual({
      passed: false,
      assured_at: null,
      method: null,
      checks: [],
    });
  });

  it('puts the same in the data export, and no birth date or document beside it', async () => {
    const member = await assuredMember();
    const { json, files } = entriesOf((await download(t, EN, '/api/export.php', member.cookie).expect(200)).body);
    const record = json('age-assurance');
    expect(record).toMatchObject({ passed: true, method: 'sandbox', checks: [{ status: 'declined' }, { status: 'approved', decided_at: expect.any(String) }] });
    // The references are random hex, which can hold "1991" by chance: the rest must not.
    const { checks, ...rest } = record as { checks: Record<string, unknown>[] };
    const withoutReferences = { ...rest, checks: checks.map(({ reference, ...check }) => ({ ...check, reference: typeof reference })) };
    expect(JSON.stringify(withoutReferences)).not.toContain('1991');
    expect(Object.keys(files).filter((name) => name.startsWith('age-assurance'))).toEqual(['age-assurance.json']);
    // A member who never took a check has no such file.
    const other = await createMember(t.app, t.database.db, EN);
    expect(Object.keys(entriesOf((await download(t, EN, '/api/export.php', other.cookie).expect(200)).body).files)).not.toContain('age-assurance.json');
  });
});
