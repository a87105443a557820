import { z } from 'zod';

const token = z.string().min(10).max(200);

export const tokenBody = z.object({ token });
export const emailBody = z.object({ email: z.string().max(254).default('') });
export const resetBody = z.object({ token, password: z.string().max(1024).default(''), password_repeat: z.string().max(1024).default('') });
export const mailChangeBody = z.object({ email: z.string().max(254).default(''), password: z.string().max(1024).default('') });
export const reactivateBody = z.union([z.object({ token }), z.object({ email: z.string().min(1).max(254) })]);
