# The shop as one image: the same image runs as a server, a worker or the one-shot migrate/seed
# step (ROLE and the command decide; see compose.yaml and README 'Running several instances').
#
#   docker build -t makers-pantry .
#
# NODE_IMAGE is the public Node image; a machine that reaches no registry passes a local stand-in
# (scripts/local-node-base.sh) with --build-arg NODE_IMAGE=...
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, then the web app and the server bundle ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Only the workspaces the build needs (not the browser tests' or the bench's tools).
RUN npm ci --no-audit --no-fund --include-workspace-root \
      -w packages/domain -w apps/server -w apps/web
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# ---- runtime dependencies: the server's packages only, no dev dependencies ----
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# A version the server needs beside another one at the root is installed under apps/server
# (lru-cache 11 today): the folder is made either way, so the runtime stage can copy it.
RUN npm ci --no-audit --no-fund --omit=dev -w apps/server && npm cache clean --force \
    && mkdir -p apps/server/node_modules

# ---- runtime: the built server and web app, run by the unprivileged `node` user ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    UPLOAD_DIR=/data/uploads \
    PRIVATE_UPLOAD_DIR=/data/private-uploads \
    DATA_DIR=/data/db
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/apps/server/node_modules apps/server/node_modules
COPY --from=runtime-deps /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data/uploads /data/private-uploads /data/db && chown -R node:node /data
USER node
EXPOSE 3000
# Liveness only (the process answers); readiness is the proxy's business (/api/health/ready).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The built server, without building (as `npm start` does after its build); signals reach node
# directly, so SIGTERM starts the graceful shutdown.
CMD ["node", "--enable-source-maps", "--max-old-space-size=160", "--max-semi-space-size=4", "apps/server/dist/main.js"]
