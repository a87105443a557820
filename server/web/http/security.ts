import crypto from 'node:crypto';
import type { RequestHandler } from 'express';

/** The headers every page and API answer carries whatever its nonce. */
function fixedHeaders(isProduction: boolean): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // The site's own pages may ask for the camera (the verification selfie, decision 0098); no embedded frame may.
    ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(self)'],
    // A page we open (a payment provider, a link in a chat) gets no handle back to ours.
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(isProduction ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
  ];
}

/**
 * API answers are JSON or files, never a document that runs anything: their policy allows
 * nothing and needs no nonce, so they skip making one (decision 0112).
 */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Everything an API answer's headers say about security: the fixed ones and the policy that allows nothing. */
export function apiHeaders(isProduction: boolean): [string, string][] {
  return [...fixedHeaders(isProduction), ['Content-Security-Policy', API_POLICY]];
}

/**
 * A fresh CSP nonce per page; scripts run only with it. Development relaxes styles and
 * connections for Vite's injected CSS and HMR socket.
 */
export function securityHeaders(isProduction: boolean): RequestHandler {
  const headers = fixedHeaders(isProduction);
  const api = apiHeaders(isProduction);
  return (req, res, next) => {
    // Built scripts and stylesheets are no documents: a policy on them does nothing but weigh
    // half a kilobyte on each of a page's many requests. They keep nosniff.
    if (isProduction && req.path.startsWith('/assets/')) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      return next();
    }
    if (req.path.startsWith('/api/')) {
      for (const [name, value] of api) res.setHeader(name, value);
      return next();
    }
    for (const [name, value] of headers) res.setHeader(name, value);
    const nonce = crypto.randomBytes(16).toString('base64');
    res.locals.nonce = nonce;
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      isProduction ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      isProduction ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
      "worker-src 'self'",
      "manifest-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; ');
    res.setHeader('Content-Security-Policy', csp);
    next();
  };
}

/**
 * Every answer after the static files is personal unless its route says otherwise: member pages
 * and API answers carry names, messages and credits, so no browser or shared cache may keep
 * them. Public answers (reference data such as interests and regions, the manifest, icons) set their own
 * Cache-Control, which replaces this one. Mounted after the static files, which keep theirs.
 */
export const privateByDefault: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
};
