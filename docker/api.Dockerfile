# The API image: Node LTS, production dependencies only (sharp's and the database drivers'
# binaries included), running as the unprivileged `node` user. Build from the repository root:
#   docker build -f docker/api.Dockerfile -t softskills/api .
# Plain Dockerfile syntax only, so the classic builder (DOCKER_BUILDKIT=0) builds it as well as
# BuildKit does.
ARG NODE_VERSION=24

# Every workspace manifest, so `npm ci` sees the same tree as package-lock.json, and a C
# toolchain: npm compiles better-sqlite3 from source on install (it has a binding.gyp and no
# install script of its own).
FROM node:${NODE_VERSION}-bookworm-slim AS manifests
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-gallery/package.json mfe-gallery/
COPY mfe-admin/package.json mfe-admin/

# One install for the build (TypeScript needs the dev dependencies): the API and the domain package
# only, so no UI library (React, Radix) enters the image...
FROM manifests AS deps
RUN npm ci --no-audit --no-fund --workspace domain --workspace api

# ...pruned to what the API needs at run time: the same tree `npm ci --omit=dev` gives, in
# seconds instead of a second download and compile.
FROM deps AS prod-deps
RUN npm prune --no-audit --no-fund --omit=dev --workspace api

# Compile the domain and the API. Sources come last: changing them reuses both installs above.
FROM deps AS build
COPY tsconfig.base.json ./
COPY domain domain
COPY api api
RUN npm run build --workspace domain && npm run build --workspace api

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# MALLOC_ARENA_MAX: glibc gives every thread that converts images an arena of its own and keeps
# what it freed; two arenas cut the peak of 20 large photos at once from about 990 to 640 MB (issue 13).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    PORT=8080 \
    DATA_DIR=/data \
    UPLOADS_DIR=/data/uploads \
    BACKUP_DIR=/data/backups
WORKDIR /app
# The uploads and backups volumes are mounted here; a fresh named volume takes this owner.
RUN mkdir -p /data/uploads /data/backups && chown -R node:node /data
COPY --from=prod-deps /app/node_modules node_modules
# better-sqlite3 13 sits in api/node_modules (TypeORM's optional peer range asks for 12).
COPY --from=prod-deps /app/api/node_modules api/node_modules
COPY package.json ./
COPY domain/package.json domain/
COPY --from=build /app/domain/dist domain/dist
COPY api/package.json api/
COPY --from=build /app/api/dist api/dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=5s --timeout=5s --start-period=40s --retries=10 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/main.js"]
