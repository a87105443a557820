import crypto from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo, linkIn } from '../support/mail';
import { apiPost, expect, siteUrl } from './fixtures';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');

/** A portrait-like picture: a face-coloured oval on a background of its own colour. */
export function picture(background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750">
    <rect width="600" height="750" fill="${background}"/>
    <ellipse cx="300" cy="300" rx="150" ry="190" fill="#e8b894"/>
    <rect x="130" y="520" width="340" height="260" rx="120" fill="#33425c"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A member signed up through the API from the site's own page and activated through the mail's link. */
export async function activatedMember(page: Page, site: string, name: string, gender: 'male' | 'female'): Promise<{ id: number; email: string }> {
  const email = `photos.${name.toLowerCase()}.${Date.now()}.${crypto.randomInt(1e6)}@example.org`;
  const signup = await apiPost<{ user: { id: number } }>(page, site, '/api/signup.php', {
    email,
    name,
    password: 'Velvet-Harbour-82',
    date_of_birth: '1990-04-04',
    gender,
    sexuality: 'hetero',
  });
  expect(signup.status).toBe(201);
  await page.goto(siteUrl(site, linkIn(await lastMailTo(OUTBOX, email))));
  return { id: signup.body.user.id, email };
}

/** The file name (a UUID) of an own photo as the profile page shows it. */
export async function ownPhotoFile(photo: Locator): Promise<string> {
  const src = (await photo.locator('img').getAttribute('src')) ?? '';
  return /([\w-]+)_thumb\.webp$/.exec(src)?.[1] ?? 'missing';
}
