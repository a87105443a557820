import type { ComponentType } from 'react';
import type { LanderName } from '#server/contract/landers';
import { AloneTonightLander } from './AloneTonightLander';
import { CollageLander } from './CollageLander';
import { SwipeLander } from './SwipeLander';
import { TransitionsVideoLander, VideoLander } from './VideoLanders';
import { GalleryLander } from './GalleryLander';
import { IconsLander } from './IconsLander';
import type { LanderProps } from './kit';
import { MapLander } from './MapLander';
import { SocialLander } from './SocialLander';

/**
 * The page that draws each lander (docs/product.md#landers). A name of the shared list without
 * a page here answers 404, like an unknown one.
 */
export const LANDER_PAGES: Partial<Record<LanderName, ComponentType<LanderProps>>> = {
  collagelanding: CollageLander,
  alonetonight: AloneTonightLander,
  video: VideoLander,
  transitionsvideolanding: TransitionsVideoLander,
  tinderswipe: SwipeLander,
  gallery: GalleryLander,
  iconslanding: IconsLander,
  maplanding: MapLander,
  socialnetwork: SocialLander,
};
