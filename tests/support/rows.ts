import type { messages, payments, photos, profiles, users } from '#server/db/schema';

/** Database rows as the domain loads them, for the pure presenters' unit tests (no database). */
export function profileRow(overrides: Partial<typeof profiles.$inferSelect> = {}): typeof profiles.$inferSelect {
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
    status: 'active',
    isMain: true,
    createdAt: new Date('2024-01-02T00:00:00Z'),
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
    ...overrides,
  };
}
