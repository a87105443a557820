import { GOOD_PASSWORD } from './accounts';
import type { Plausible } from './fuzz';
import { COMPLAINT_REASONS } from '#server/contract/complaint-reasons';
import { DELETE_REASONS } from '#server/contract/deletion-reasons';
import { PHOTO_REJECT_REASONS } from '#server/contract/photo-reject-reasons';
import { VERIFICATION_REJECT_REASONS } from '#server/contract/verification-reject-reasons';

/**
 * Values each field name may plausibly take, so generated requests get past validation to the
 * handlers; the partner is a member the requests may address (ids, e-mail).
 */
export function plausibleValues(partner: { id: number; email: string }): Plausible {
  return {
    text: ['Hello there, how are you?'],
    about_me: ['Jazz and long walks.'],
    name: ['Fuzzy'],
    account_holder: ['Fuzz Tester'],
    street: ['Main street'],
    city: ['Amsterdam'],
    id: [partner.id, 2_147_483_647],
    profile_id: [partner.id],
    message_id: [1],
    // A page of the chat's messages or of the credit history older than this id.
    before: [1, 2_147_483_647],
    conversation: [1],
    request_id: [1],
    like: [true, false],
    email: [partner.email, 'fuzz@example.org'],
    password: [GOOD_PASSWORD],
    password_repeat: [GOOD_PASSWORD],
    old_password: [GOOD_PASSWORD],
    date_of_birth: ['1990-05-17'],
    gender: ['female', 'male'],
    sexuality: ['hetero'],
    language: ['en', 'de'],
    invisible: [true],
    country: ['GB', 'DE'],
    interests: [[1, 2]],
    location: [{ lat: 51.5, lon: -0.12 }],
    lat: ['51.5'],
    lon: ['-0.12'],
    min_age: ['25'],
    max_age: ['60'],
    limit: ['6', '24'],
    package: ['starter', 'popular'],
    paymentmethod: ['creditcard', 'paypal', 'directdebit'],
    discountcode: ['TIMEBONUS25'],
    welcome: ['true'],
    type: ['text', 'gift', 'photo'],
    gift: ['rose'],
    client_id: ['fuzz-client-0001', 'fuzz-client-0002', 'fuzz-client-0003'],
    reason: [...COMPLAINT_REASONS, ...DELETE_REASONS, ...PHOTO_REJECT_REASONS, ...VERIFICATION_REJECT_REASONS],
    iban: ['NL91ABNA0417164300'],
    house_number: ['1'],
    postal_code: ['1011AB'],
    mobile: ['+31612345678'],
    authorised: [true],
    code: ['123456'],
    outcome: ['paid', 'failed', 'cancelled'],
    token: ['0123456789abcdef0123'],
    disabled: [['likes']],
    param: ['sandbox', 'mollie', 'sbx_1', '512'],
    // Console operators (server/web/api/operator/admin): a moderator of one site, so the fuzz owner stays the last owner.
    role: ['moderator'],
    tenants: [['flirtlocal']],
    // Console complaints (server/web/api/operator/complaints).
    action: ['dismiss', 'warn', 'hide_photo', 'ban', 'approve', 'reject'],
    status: ['open', 'closed', 'pending'],
    // Console photo moderation (server/web/api/operator/photos).
    ids: [[1, 2]],
    after: [0],
    order: ['oldest', 'newest'],
    photo_reason: ['other'],
    note: ['Checked by the fuzz suite.'],
    // Console fictional profiles and inbox (server/web/api/operator/fictional).
    tenant_id: ['flirtlocal'],
    // Console site settings (server/web/api/operator/admin/site-settings.ts): a save over the first version.
    version: [0],
    settings: [{ message_credits: 11 }, { index_title: 'Fuzzy headline' }],
    region: ['ANS'],
    seen_up_to: [0],
    // Console members (server/web/api/operator/members): a search, a credit correction either way.
    q: ['anna', '12'],
    amount: [50, -5],
    // Console GDPR (server/web/api/operator/gdpr): an erasure's written-request reference.
    reference: ['REQ-2026-0001'],
    // Console payments and discount codes (server/web/api/operator/payments).
    percentage: [20],
    take_credits: [0],
    member: ['12'],
    provider: ['sandbox'],
    method: ['creditcard'],
    state: ['active'],
    currency: ['EUR'],
    minimum_order_value: [0],
    payment_methods: [['creditcard']],
    expires_at: ['2099-01-01T00:00:00Z'],
    from: ['2026-01-01T00:00:00Z'],
    to: ['2099-01-01T00:00:00Z'],
  };
}
