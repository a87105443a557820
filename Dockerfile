# Production image: Node 24 LTS, built assets and the operator CLIs; PGlite data in /data unless DATABASE_URL is set.
# The reference deployment (PostgreSQL, Redis, an S3 store) is compose.yaml; the whole story is docs/deploy.md.
#
# The server exits with code 1 after an uncaught exception (having finished what it could):
# run it with a restart policy so a fresh process takes over, e.g.
#   docker run -d --restart unless-stopped -p 3000:3000 -v dp-data:/data <image>
# (Compose: `restart: unless-stopped`; Kubernetes restarts pods by itself). The HEALTHCHECK marks
# a container that stopped answering as unhealthy for orchestrators that replace such ones.
#
# The build context is what .dockerignore lets in: the sources and lock file, never the host's
# node_modules, .data (with its app-secret), dist or .env files.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build also bundles each operator CLI into dist/cli (scripts/cli-bundle.ts), so pruning tsx does not lose them.
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/package.json ./
COPY --from=build /app/server/platform/db/migrations ./server/platform/db/migrations
COPY --from=build /app/server/platform/reference-data/data ./server/platform/reference-data/data
COPY --from=build /app/client/i18n/locales ./client/i18n/locales
# The demo sites (served with DEMO_SITES=1 only; production refuses them): a deployment mounts its own site files
# and points TENANTS_DIR there (compose.yaml). Owned by the app's user, so `npm run tenant -- add` can write in a demo.
COPY --from=build --chown=node:node /app/tenants ./tenants
# The image's npm scripts are the ones that run without the sources: the server and the bundled
# operator CLIs, so `docker run <image> npm run operator -- add --email you@example.com --role owner`
# works as in a checkout. scripts/image.test.ts checks every operator CLI of package.json is here.
RUN npm pkg delete scripts && npm pkg set \
  scripts.serve="node dist/server/index.js" \
  scripts.tenant="node dist/cli/tenant.js" \
  scripts.operator="node dist/cli/operator.js" \
  scripts.payments="node dist/cli/payments.js" \
  scripts.complaints="node dist/cli/complaints.js" \
  scripts.traffic="node dist/cli/traffic.js" \
  scripts.seed="node dist/cli/seed.js" \
  scripts.media:copy="node dist/cli/media-copy.js"
# ffmpeg makes the video landers' clips from the site's own photos (decision 0090); fonts draw the share image's text.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
USER node
# Liveness only (the process answers); /readyz, which also asks the database and Redis, is for load balancers.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1: it handles SIGTERM (graceful shutdown) and exits, the restart policy decides what next.
# With DATABASE_URL and REDIS_URL set it runs one worker per core under it (WEB_CONCURRENCY, decision 0109).
CMD ["node", "dist/server/index.js"]
