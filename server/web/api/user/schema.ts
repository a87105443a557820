import { z } from 'zod';
import { DELETE_REASONS } from '#server/contract/deletion-reasons';
import { PASSWORD_MAX } from '#server/core/domain/accounts/validation';
import { LANGUAGES } from '#server/contract/languages';

const text = (max: number) => z.string().max(max).default('');

export const loginBody = z.object({ email: text(254), password: text(1024) });

export const settingsBody = z
  .object({
    language: z.enum(LANGUAGES).optional(),
    invisible: z.boolean().optional(),
    only_verified_messages: z.boolean().optional(),
    resell: z.boolean().optional(),
    old_password: z.string().max(1024).optional(),
    password: z
      .string()
      .max(PASSWORD_MAX * 2)
      .optional(),
    password_repeat: z
      .string()
      .max(PASSWORD_MAX * 2)
      .optional(),
  })
  .strict();

export const deleteBody = z.object({ reason: z.enum(DELETE_REASONS), password: text(1024) });
