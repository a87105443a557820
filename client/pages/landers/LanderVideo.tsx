import { useEffect, useState } from 'react';
import type { LanderResponse } from '#client/queries/landers';
import * as styles from './media.css';
import { useAgeBlur } from '#client/components/AgeCheck/useAgeBlur';

/** The clip's shape (server/adapters/storage/face-clip.ts): the poster reserves exactly this space. */
const CLIP_WIDTH = 540;
const CLIP_HEIGHT = 720;

function motionAllowed(): boolean {
  return !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The poster the page shows first: the clip's first frame, else (clip not made yet) the first face's photo. */
export function clipPoster(data: LanderResponse): string | null {
  return data.video?.poster ?? data.members[0]?.main_image?.filename ?? null;
}

/**
 * A video lander's clip: the poster is the page's LCP image (eager, first in line, sized), drawn
 * on the server and shown without JavaScript or with reduced motion; once the page runs and motion
 * is welcome, the muted looping clip plays over it.
 */
export function LanderVideo({ data, className }: { data: LanderResponse; className?: string }) {
  // Members' photos: blurred, video and poster alike, where the visitor's country needs an age check first (decision 0144).
  const clipClass = useAgeBlur(`${styles.clip} ${className ?? ''}`);
  const poster = clipPoster(data);
  const [play, setPlay] = useState(false);
  const { video } = data;
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setPlay(motionAllowed());
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  const sources = video ? [video.webm && { src: video.webm, type: 'video/webm; codecs=vp9' }, video.mp4 && { src: video.mp4, type: 'video/mp4' }] : [];
  const playable = sources.filter((source): source is { src: string; type: string } => Boolean(source));
  return (
    <div className={clipClass} data-testid="lander-clip">
      {poster && (
        <img
          className={styles.clipMedia}
          src={poster}
          alt=""
          width={CLIP_WIDTH}
          height={CLIP_HEIGHT}
          loading="eager"
          fetchPriority="high"
          decoding="sync"
          data-testid="lander-poster"
        />
      )}
      {play && playable.length > 0 && (
        <video
          className={styles.clipMedia}
          poster={poster ?? undefined}
          width={CLIP_WIDTH}
          height={CLIP_HEIGHT}
          muted
          autoPlay
          playsInline
          loop
          preload="auto"
          aria-hidden="true"
          data-testid="lander-clip-video"
        >
          {playable.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      )}
    </div>
  );
}
