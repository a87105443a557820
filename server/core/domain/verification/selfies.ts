import crypto from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { photos, photoVerifications, users } from '#server/platform/db/schema';
import type { Secrets } from '#server/platform/secrets';
import type { Storage } from '#server/adapters/storage/storage';
import { VERIFICATION_POSE_IDS, type VerificationPose } from '#server/contract/verification-poses';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';
import { reencodePhoto } from '../photos/upload';

export type Verification = typeof photoVerifications.$inferSelect;

export interface VerificationDeps {
  db: Db;
  /** Where selfies are kept, outside the public media folder (server/adapters/storage/selfies.ts). */
  selfies: Storage;
  secrets: Secrets;
}

/** What the member's verification page shows (GET /api/verification.php). */
export interface VerificationState {
  status: 'none' | 'pending' | 'approved' | 'rejected';
  /** The pose to copy: the pending selfie's, or the next attempt's; none once verified. */
  pose: VerificationPose | null;
  rejectReason: string | null;
  submittedAt: Date | null;
  reviewedAt: Date | null;
  /** A selfie is compared with the profile photos: without an active one there is nothing to ask. */
  hasPhoto: boolean;
}

/**
 * The pose of a member's n-th attempt: a keyed hash of the member and the attempt, so the server
 * decides it, reloading the page never changes it, and the member cannot learn the next one or
 * pick another (decision 0098). No state is kept before the selfie arrives; the row stores it.
 */
export function poseFor(secrets: Secrets, userId: number, attempt: number): VerificationPose {
  const digest = crypto.createHmac('sha256', secrets.derive('verification-pose')).update(`${userId}:${attempt}`).digest();
  return VERIFICATION_POSE_IDS[digest.readUInt32BE(0) % VERIFICATION_POSE_IDS.length] as VerificationPose;
}

type Reader = Pick<Db, 'select'>;

async function attempts(db: Reader, userId: number): Promise<{ latest: Verification | undefined; total: number }> {
  const [latest] = await db.select().from(photoVerifications).where(eq(photoVerifications.userId, userId)).orderBy(desc(photoVerifications.id)).limit(1);
  const [counted] = await db.select({ total: count() }).from(photoVerifications).where(eq(photoVerifications.userId, userId));
  return { latest, total: counted?.total ?? 0 };
}

async function hasActivePhoto(db: Reader, userId: number): Promise<boolean> {
  const [photo] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.status, 'active')))
    .limit(1);
  return Boolean(photo);
}

/** The member's verification as their page shows it. */
export async function verificationState(deps: Pick<VerificationDeps, 'db' | 'secrets'>, user: User): Promise<VerificationState> {
  const [{ latest, total }, hasPhoto] = await Promise.all([attempts(deps.db, user.id), hasActivePhoto(deps.db, user.id)]);
  const reviewed = { submittedAt: latest?.createdAt ?? null, reviewedAt: latest?.reviewedAt ?? null };
  if (user.verifiedAt) return { status: 'approved', pose: null, rejectReason: null, ...reviewed, hasPhoto };
  if (latest?.status === 'pending') return { status: 'pending', pose: latest.pose as VerificationPose, rejectReason: null, ...reviewed, hasPhoto };
  const next = poseFor(deps.secrets, user.id, total);
  if (latest?.status === 'rejected') return { status: 'rejected', pose: next, rejectReason: latest.rejectReason, ...reviewed, hasPhoto };
  return { status: 'none', pose: next, rejectReason: null, submittedAt: null, reviewedAt: null, hasPhoto };
}

/**
 * POST /api/verification.php: a selfie copying the member's current pose, re-encoded like every
 * photo (EXIF and anything hidden dropped) and stored privately. One pending at a time, only with
 * an active profile photo to compare it with, never once verified. The member's row is the lock,
 * so two parallel uploads cannot both be pending or both claim the same attempt's pose.
 */
export async function submitSelfie(deps: VerificationDeps, user: User, data: Buffer): Promise<VerificationState> {
  if (user.verifiedAt) throw new DomainError(409, 'already_verified', 'verification.already_verified');
  const { full } = await reencodePhoto(data);
  const filename = `${user.tenantId}/${crypto.randomUUID()}.webp`;
  let stored = false;
  try {
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx.select({ verifiedAt: users.verifiedAt }).from(users).where(eq(users.id, user.id)).for('update');
      if (locked?.verifiedAt) throw new DomainError(409, 'already_verified', 'verification.already_verified');
      const { latest, total } = await attempts(tx, user.id);
      if (latest?.status === 'pending') throw new DomainError(409, 'verification_pending', 'verification.already_pending');
      if (!(await hasActivePhoto(tx, user.id))) throw new DomainError(409, 'photo_required', 'verification.needs_photo');
      await deps.selfies.put(filename, full);
      stored = true;
      await tx.insert(photoVerifications).values({ tenantId: user.tenantId, userId: user.id, pose: poseFor(deps.secrets, user.id, total), filename });
    });
  } catch (error) {
    if (stored) await deps.selfies.remove(filename);
    throw error;
  }
  return verificationState(deps, user);
}
