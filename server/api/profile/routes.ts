import { Router } from 'express';
import type { Db } from '../../db/client';
import type { User } from '../../domain/accounts/context';
import { findProfile } from '../../domain/accounts/lookup';
import { presentMainImage } from '../../domain/members/presenter';
import { listOwnPhotos } from '../../domain/photos/manage';
import { updateOwnProfile } from '../../domain/profiles/update';
import { requireUser } from '../../http/session';
import type { ReadEndpoint } from '../endpoints';
import { presentPhoto } from '../photos/routes';
import { profileBody } from './schema';

interface ProfileDeps {
  db: Db;
  mediaUrl: string | undefined;
}

/** The member's own profile with every field and every photo (any status). */
async function presentOwnProfile(db: Db, user: User, cdnPrefix: string) {
  const [profile, photos] = await Promise.all([findProfile(db, user.id), listOwnPhotos(db, user.id)]);
  if (!profile) return null;
  return {
    id: user.id,
    name: profile.name,
    gender: profile.gender,
    sexuality: profile.sexuality,
    date_of_birth: profile.dateOfBirth,
    country: profile.country,
    region: profile.region,
    status: profile.status,
    about_me: profile.aboutMe,
    relationship_status: profile.relationshipStatus,
    body_type: profile.bodyType,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    tattoos: profile.tattoos,
    interests: profile.interests,
    has_location: profile.latitude !== null,
    main_image: presentMainImage(photos.find((photo) => photo.isMain), cdnPrefix),
    photos: photos.map((photo) => presentPhoto(photo, cdnPrefix)),
  };
}

export function profileEndpoint({ db, mediaUrl }: ProfileDeps): ReadEndpoint {
  return {
    path: '/api/profile.php',
    handle: async (ctx) => {
      if (!ctx.user) return { profile: null };
      return { profile: await presentOwnProfile(db, ctx.user, mediaUrl ?? ctx.site.tenant.cdn_prefix) };
    },
  };
}

/** PUT /api/profile.php: any subset of the member's own fields (sign-up steps and /profile). */
export function profileRoutes({ db, mediaUrl }: ProfileDeps): Router {
  const router = Router();
  router.put('/api/profile.php', async (req, res) => {
    const user = requireUser(res);
    const { tenant } = res.locals.ctx.site;
    await updateOwnProfile(db, user.id, tenant.countries, profileBody.parse(req.body ?? {}));
    res.json({ profile: await presentOwnProfile(db, user, mediaUrl ?? tenant.cdn_prefix) });
  });
  return router;
}
