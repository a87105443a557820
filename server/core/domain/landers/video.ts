import crypto from 'node:crypto';
import type { Db } from '#server/platform/db/client';
import type { Logger } from '#server/platform/logger';
import type { Storage } from '#server/adapters/storage/storage';
import { encodeFaceClip, FfmpegMissingError, renderPoster, type ClipStyle } from '#server/adapters/storage/face-clip';
import type { Tenant } from '#server/platform/tenancy/schema';
import { landerFaces } from './members';
import { chooseVariant } from './variant';

/**
 * The clips of the video landers (docs/decisions/0090-lander-video.md): made from the site's own
 * faces on the first request that needs one, kept in the media storage under a name that changes
 * with the faces (so /media can cache them forever), and made again when the faces change. An
 * operator may name a file of their own in the tenant file instead.
 */

export const VIDEO_LANDERS = { video: 'zoom', transitionsvideolanding: 'crossfade' } as const satisfies Record<string, ClipStyle>;
export type VideoLanderName = keyof typeof VIDEO_LANDERS;

export function isVideoLander(name: string): name is VideoLanderName {
  return name in VIDEO_LANDERS;
}

/** Faces in a clip: six at about 1.5 s each make the 8–10 s the lander loops. */
export const CLIP_FACES = 6;
/** How long a known clip is trusted before the faces are looked at again (one indexed query). */
const RECHECK_MS = 10 * 60_000;

/** Storage keys ("<tenant>/<file>") of a lander's clip; the files are null when ffmpeg could not make them. */
export interface LanderClip {
  poster: string;
  webm: string | null;
  mp4: string | null;
}

interface Manifest extends LanderClip {
  faces: string;
}

export interface LanderVideoDeps {
  db: Db;
  storage: Storage;
  /** The ffmpeg command (FFMPEG_PATH). */
  ffmpeg: string;
  logger: Logger;
  now: () => Date;
}

function manifestKey(tenantId: string, style: ClipStyle): string {
  return `${tenantId}/lander-${style}.json`;
}

function parseManifest(data: Buffer | null): Manifest | null {
  if (!data) return null;
  const value: unknown = JSON.parse(data.toString('utf8'));
  if (typeof value !== 'object' || value === null) return null;
  const { faces, poster, webm, mp4 } = value as Record<string, unknown>;
  const keyOrNull = (key: unknown): key is string | null => key === null || typeof key === 'string';
  if (typeof faces !== 'string' || typeof poster !== 'string' || !keyOrNull(webm) || !keyOrNull(mp4)) return null;
  return { faces, poster, webm, mp4 };
}

/** The faces a clip shows (the lander's default audience) and a short name for that set. */
async function clipFaces(db: Db, tenant: Tenant, name: VideoLanderName) {
  const { gender } = chooseVariant(tenant, name, undefined);
  const faces = await landerFaces(db, { tenantId: tenant.id, gender }, CLIP_FACES);
  const keys = faces.map((face) => face.photo.filename);
  const hash = crypto
    .createHash('sha256')
    .update(`${VIDEO_LANDERS[name]}\n${keys.join('\n')}`)
    .digest('hex')
    .slice(0, 12);
  return { keys, hash };
}

/**
 * Makes the clip of one video lander from the site's current faces and records it; the poster
 * even without ffmpeg. Null when the site has no face with a photo yet.
 */
export async function generateLanderClip(deps: Omit<LanderVideoDeps, 'now'>, tenant: Tenant, name: VideoLanderName): Promise<LanderClip | null> {
  const style = VIDEO_LANDERS[name];
  const { keys, hash } = await clipFaces(deps.db, tenant, name);
  const photos = (await Promise.all(keys.map((key) => deps.storage.read(key)))).filter((photo): photo is Buffer => photo !== null);
  const first = photos[0];
  if (!first) return null;
  const base = `${tenant.id}/lander-${style}-${hash}`;
  const clip: LanderClip = { poster: `${base}.webp`, webm: null, mp4: null };
  await deps.storage.put(clip.poster, await renderPoster(first));
  if (photos.length < 2) return clip;
  try {
    const encoded = await encodeFaceClip({ ffmpeg: deps.ffmpeg, photos, style });
    await deps.storage.put(`${base}.webm`, encoded.webm);
    await deps.storage.put(`${base}.mp4`, encoded.mp4);
    clip.webm = `${base}.webm`;
    clip.mp4 = `${base}.mp4`;
  } catch (error) {
    if (!(error instanceof FfmpegMissingError)) throw error;
    // Not recorded: once ffmpeg is installed, the next look at the faces makes the clip.
    deps.logger.warn({ tenant: tenant.id, lander: name }, error.message);
    return clip;
  }
  const previous = parseManifest(await deps.storage.read(manifestKey(tenant.id, style)));
  await deps.storage.put(manifestKey(tenant.id, style), Buffer.from(JSON.stringify({ ...clip, faces: hash } satisfies Manifest)));
  if (previous && previous.faces !== hash) {
    for (const key of [previous.poster, previous.webm, previous.mp4]) if (key) await deps.storage.remove(key);
  }
  return clip;
}

/** The operator's own clip from the tenant file (landers.<name>.file), when there is one; its poster may be left out. */
function operatorClip(tenant: Tenant, name: VideoLanderName): (Omit<LanderClip, 'poster'> & { poster: string | null }) | null {
  const config = tenant.landers[name];
  if (!config?.file) return null;
  const webm = config.file.endsWith('.webm');
  return { poster: config.poster ?? null, webm: webm ? config.file : null, mp4: webm ? null : config.file };
}

export interface LanderVideos {
  /**
   * The lander's clip as far as it exists now (the operator's, else the one made from the faces);
   * a missing or outdated one is made in the background. A null poster: the page shows the first face.
   */
  clip(tenant: Tenant, name: VideoLanderName): Promise<(Omit<LanderClip, 'poster'> & { poster: string | null }) | null>;
  /** Resolves once no clip is being made (tests, shutdown). */
  settled(): Promise<void>;
}

export function createLanderVideos(deps: LanderVideoDeps): LanderVideos {
  const known = new Map<string, { clip: LanderClip | null; checkedAt: number }>();
  const running = new Map<string, Promise<void>>();

  const refresh = (tenant: Tenant, name: VideoLanderName, key: string) => {
    if (running.has(key)) return;
    const job = generateLanderClip(deps, tenant, name)
      .then((clip) => {
        known.set(key, { clip, checkedAt: deps.now().getTime() });
      })
      .catch((error: unknown) => {
        deps.logger.error({ err: error, tenant: tenant.id, lander: name }, 'lander clip failed');
        known.set(key, { clip: known.get(key)?.clip ?? null, checkedAt: deps.now().getTime() });
      })
      .finally(() => running.delete(key));
    running.set(key, job);
  };

  return {
    async clip(tenant, name) {
      const own = operatorClip(tenant, name);
      if (own) return own;
      const key = `${tenant.id}:${name}`;
      const entry = known.get(key);
      if (entry && deps.now().getTime() - entry.checkedAt < RECHECK_MS) return entry.clip;
      const [recorded, faces] = await Promise.all([
        deps.storage.read(manifestKey(tenant.id, VIDEO_LANDERS[name])).then(parseManifest),
        clipFaces(deps.db, tenant, name),
      ]);
      const stored = recorded && { poster: recorded.poster, webm: recorded.webm, mp4: recorded.mp4 };
      if (stored && recorded.faces === faces.hash) {
        known.set(key, { clip: stored, checkedAt: deps.now().getTime() });
        return stored;
      }
      if (faces.keys.length) refresh(tenant, name, key);
      return stored ?? entry?.clip ?? null;
    },
    async settled() {
      await Promise.all(running.values());
    },
  };
}
