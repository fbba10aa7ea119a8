# syntax=docker/dockerfile:1
# The API image: Node LTS, production dependencies only (sharp's and the database drivers'
# binaries included), running as the unprivileged `node` user. Build from the repository root:
#   docker build -f docker/api.Dockerfile -t softskills/api .
ARG NODE_VERSION=20

# Every workspace manifest, so `npm ci` sees the same tree as package-lock.json.
FROM node:${NODE_VERSION}-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-gallery/package.json mfe-gallery/
COPY mfe-admin/package.json mfe-admin/

# Compile shared-ui's domain constants and the API (TypeScript needs the dev dependencies).
FROM manifests AS build
# better-sqlite3 and argon2 compile from source where no prebuilt binary fits the platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
RUN npm ci --no-audit --no-fund --include-workspace-root --workspace shared-ui --workspace api
COPY tsconfig.base.json ./
COPY shared-ui shared-ui
COPY api api
RUN npm run build --workspace shared-ui && npm run build --workspace api

# Only what the API needs at run time.
FROM manifests AS prod-deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
RUN npm ci --no-audit --no-fund --omit=dev --workspace shared-ui --workspace api \
 && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data \
    UPLOADS_DIR=/data/uploads
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY package.json ./
COPY shared-ui/package.json shared-ui/
COPY --from=build /app/shared-ui/dist shared-ui/dist
COPY api/package.json api/
COPY --from=build /app/api/dist api/dist
# The uploads volume is mounted here; a fresh named volume takes this owner.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=40s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/main.js"]
