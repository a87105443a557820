/**
 * The stored vocabularies the API's answers carry: the database's column enums
 * (server/platform/db/schema/) must stay within them, and the compiler checks they do wherever a
 * presenter hands a column to an answer.
 */
export type Gender = 'male' | 'female';
export type Sexuality = 'hetero' | 'gay' | 'lesbian' | 'bi';
export type AccountStatus = 'not_confirmed' | 'active' | 'pending_deletion';
export type PhotoStatus = 'pending' | 'active' | 'rejected';
export type MessageType = 'text' | 'icebreaker' | 'gift' | 'photo';
/** Why an address gets no mail: bounces or a spam report (decision 0133). */
export type EmailDisabled = 'bounce' | 'fbl';

/** Where a visitor came from: the tracking values of a landing URL (docs/product.md#tracking). */
export interface TrafficSource {
  network?: string;
  ref?: string;
  sub1?: string;
  sub2?: string;
  sub3?: string;
}
