import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

/**
 * Short muted clips of members' faces for the video landers (docs/decisions/0090-lander-video.md),
 * made here from the site's own photos with ffmpeg — never fetched. The poster is drawn with sharp
 * from the same crop as the clip's first frame, so it exists (and matches) even where ffmpeg does not.
 */

/** 'zoom': a slideshow with a gentle zoom on each face; 'crossfade': faces fading into each other. */
export type ClipStyle = 'zoom' | 'crossfade';

/** Portrait 3:4, the shape of a phone's first screen; small enough to stay well under 1 MB. */
export const CLIP_WIDTH = 540;
export const CLIP_HEIGHT = 720;
const FPS = 24;
/** Seconds each face is on screen (zoom) or held between fades (crossfade). */
const ZOOM_SECONDS = 1.4;
const HOLD_SECONDS = 1.5;
const FADE_SECONDS = 0.5;
/** The zoom grows from 1 to 1 + ZOOM_GROWTH over a face's time. */
const ZOOM_GROWTH = 0.12;
/** An encode that takes longer is stuck; the lander keeps its poster. */
const FFMPEG_TIMEOUT_MS = 120_000;

export interface EncodedClip {
  webm: Buffer;
  mp4: Buffer;
  /** Seconds. */
  duration: number;
}

/** ffmpeg is not installed (or not where FFMPEG_PATH says): the landers show the poster. */
export class FfmpegMissingError extends Error {
  constructor(command: string) {
    super(`${command} not found: lander videos fall back to their poster`);
  }
}

/** A face cropped to the clip's shape: the head of a square photo sits in the middle third. */
function cropped(photo: Buffer, scale: number): Sharp {
  return sharp(photo).resize(CLIP_WIDTH * scale, CLIP_HEIGHT * scale, { fit: 'cover', position: 'centre' });
}

/** The clip's first frame as a WebP image: the first face, unzoomed. */
export async function renderPoster(photo: Buffer): Promise<Buffer> {
  return cropped(photo, 1).webp({ quality: 78 }).toBuffer();
}

/**
 * Filter graph of the zoom slideshow. zoompan makes `d` frames out of ONE input frame, so each
 * input is a single still; inputs are twice the output size so the slow zoom does not judder.
 */
function zoomGraph(count: number): { graph: string; duration: number } {
  const frames = Math.round(ZOOM_SECONDS * FPS);
  const parts = Array.from({ length: count }, (_, i) => {
    // Alternate in and out so consecutive faces do not all rush towards the viewer.
    const zoom = i % 2 === 0 ? `1+${ZOOM_GROWTH}*on/${frames}` : `${1 + ZOOM_GROWTH}-${ZOOM_GROWTH}*on/${frames}`;
    return `[${i}:v]zoompan=z='${zoom}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${CLIP_WIDTH}x${CLIP_HEIGHT}:fps=${FPS},setsar=1[v${i}]`;
  });
  const inputs = Array.from({ length: count }, (_, i) => `[v${i}]`).join('');
  return { graph: `${parts.join(';')};${inputs}concat=n=${count}:v=1:a=0,format=yuv420p[clip]`, duration: (frames * count) / FPS };
}

/**
 * Filter graph of the crossfade: each face held, then faded into the next. The inputs are the
 * faces and the first face once more, so the clip ends the moment it is back: a loop without seam.
 */
function crossfadeGraph(count: number): { graph: string; duration: number } {
  const parts = Array.from({ length: count + 1 }, (_, i) => `[${i}:v]setsar=1,format=yuv420p,fps=${FPS}[v${i}]`);
  let last = 'v0';
  for (let i = 1; i <= count; i += 1) {
    const out = i === count ? 'clip' : `x${i}`;
    parts.push(`[${last}][v${i}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${(HOLD_SECONDS * i).toFixed(2)}[${out}]`);
    last = out;
  }
  return { graph: parts.join(';'), duration: HOLD_SECONDS * count + FADE_SECONDS };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: FFMPEG_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reject(new FfmpegMissingError(command));
      reject(new Error(`${command} failed: ${error.message}\n${String(stderr).slice(-800)}`));
    });
  });
}

/** Encodes the faces (photo files' bytes, 3 to 8) into a muted looping clip, WebM (VP9) and MP4 (H.264). */
export async function encodeFaceClip(options: { ffmpeg: string; photos: readonly Buffer[]; style: ClipStyle }): Promise<EncodedClip> {
  const { photos, style } = options;
  if (photos.length < 2) throw new Error('a clip needs at least two faces');
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'face-clip-'));
  try {
    const scale = style === 'zoom' ? 2 : 1;
    const stills = await Promise.all(
      photos.map(async (photo, i) => {
        const file = path.join(work, `face-${i}.png`);
        await cropped(photo, scale).png({ compressionLevel: 1 }).toFile(file);
        return file;
      }),
    );
    const { graph, duration } = style === 'zoom' ? zoomGraph(stills.length) : crossfadeGraph(stills.length);
    // The crossfade repeats each still for as long as it can be on screen (hold plus both fades).
    const still = ['-loop', '1', '-framerate', String(FPS), '-t', String(HOLD_SECONDS + 2 * FADE_SECONDS)];
    const inputs = style === 'zoom' ? stills.flatMap((file) => ['-i', file]) : [...stills, stills[0] as string].flatMap((file) => [...still, '-i', file]);
    const webm = path.join(work, 'clip.webm');
    const mp4 = path.join(work, 'clip.mp4');
    const length = ['-an', '-t', duration.toFixed(2)];
    await run(options.ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y', ...inputs],
      ...['-filter_complex', `${graph};[clip]split=2[a][b]`],
      ...['-map', '[a]', ...length, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-deadline', 'good', '-cpu-used', '5', '-row-mt', '1', webm],
      ...[
        '-map',
        '[b]',
        ...length,
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '28',
        '-profile:v',
        'main',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        mp4,
      ],
    ]);
    return { webm: await fs.readFile(webm), mp4: await fs.readFile(mp4), duration };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
