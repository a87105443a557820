import type { messages, paymentRefunds, payments, photos, users } from '#server/platform/db/schema';
import type { CardProfile } from '#server/core/domain/members/with-main-photo';

/** Database rows as the domain loads them, for the pure presenters' unit tests (no database). A profile comes with its owner's verified mark, as cards load it. */
export function profileRow(overrides: Partial<CardProfile> = {}): CardProfile {
  return {
    userId: 7,
    tenantId: 'nl',
    name: 'Anna',
    gender: 'female',
    sexuality: 'hetero',
    dateOfBirth: '1990-06-15',
    country: 'NL',
    region: 'NH',
    status: 'active',
    fictional: false,
    camHandle: null,
    resell: false,
    hasPhoto: true,
    aboutMe: 'Hallo!',
    relationshipStatus: 'single',
    bodyType: null,
    hairColor: 'blond',
    eyeColor: null,
    tattoos: null,
    interests: [3, 5],
    latitude: null,
    longitude: null,
    createdAt: new Date('2024-01-01T00:00:00Z'),
    verifiedAt: null,
    ...overrides,
  };
}

export function photoRow(overrides: Partial<typeof photos.$inferSelect> = {}): typeof photos.$inferSelect {
  return {
    id: 11,
    tenantId: 'nl',
    userId: 7,
    filename: 'nl/a.webp',
    thumbFilename: 'nl/a_thumb.webp',
    variantWidths: [],
    status: 'active',
    isMain: true,
    createdAt: new Date('2024-01-02T00:00:00Z'),
    rejectReason: null,
    reviewedAt: null,
    reviewedBy: null,
    ...overrides,
  };
}

export function messageRow(overrides: Partial<typeof messages.$inferSelect> = {}): typeof messages.$inferSelect {
  return {
    id: 21,
    conversationId: 4,
    senderId: 7,
    type: 'text',
    text: 'Hoi',
    gift: null,
    photoFilename: null,
    photoThumbFilename: null,
    credits: 10,
    clientId: 'client-0001',
    createdAt: new Date('2024-03-01T12:00:00Z'),
    operatorId: null,
    ...overrides,
  };
}

export function paymentRow(overrides: Partial<typeof payments.$inferSelect> = {}): typeof payments.$inferSelect {
  return {
    id: 31,
    tenantId: 'nl',
    userId: 7,
    packageId: 'medium',
    credits: 500,
    amount: 1995,
    listAmount: 2495,
    currency: 'EUR',
    method: 'ideal',
    provider: 'sandbox',
    providerRef: 'tr_1',
    sequence: 'oneoff',
    status: 'paid',
    discountCode: 'WELCOME',
    discountPercentage: 20,
    mandateId: null,
    refundDays: 14,
    tracking: {},
    createdAt: new Date('2024-04-01T10:00:00Z'),
    paidAt: new Date('2024-04-01T10:05:00Z'),
    chargedBackAt: null,
    refundedAmount: 0,
    erasedFirstPayment: false,
    ...overrides,
  };
}

export function refundRow(overrides: Partial<typeof paymentRefunds.$inferSelect> = {}): typeof paymentRefunds.$inferSelect {
  return {
    id: 5,
    tenantId: 'nl',
    paymentId: 31,
    amount: 1995,
    credits: 0,
    provider: 'sandbox',
    providerRef: 'sbr_1',
    status: 'refunded',
    reason: 'Asked for it',
    operatorId: 2,
    createdAt: new Date('2024-04-02T10:00:00Z'),
    completedAt: new Date('2024-04-02T10:01:00Z'),
    ...overrides,
  };
}

export function userRow(overrides: Partial<typeof users.$inferSelect> = {}): typeof users.$inferSelect {
  return {
    id: 7,
    tenantId: 'nl',
    email: 'anna@example.com',
    passwordHash: 'x',
    status: 'active',
    language: 'nl',
    credits: 40,
    paidUser: false,
    directDebitBlocked: false,
    paymentCustomerRef: null,
    invisible: false,
    unlisted: false,
    notificationsDisabled: ['newsletter'],
    pushDisabled: [],
    emailUnsubscribed: [],
    emailDisabled: null,
    emailDisabledAt: null,
    tracking: {},
    signupMessage: null,
    signupDate: new Date('2024-01-01T00:00:00Z'),
    deletionRequestedAt: null,
    activationRemindedAt: null,
    deleteReason: null,
    bannedAt: null,
    banReason: null,
    verifiedAt: null,
    onlyVerifiedMessages: false,
    ageAssuredAt: null,
    ageAssuranceMethod: null,
    termsVersion: '2023-12-01',
    termsAcceptedAt: new Date('2024-01-01T00:00:00Z'),
    ...overrides,
  };
}
