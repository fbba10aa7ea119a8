# The page renderer (shell/renderer): server-rendered HTML for every public route,
# composed at run time from the remotes' server builds. Built from the shell package, like the
# shell's static image (same sources, same hashed file names), so the two deploy together:
# `docker compose up -d --build shell renderer`. Node, unprivileged, no node_modules at run time
# (the build bundles everything). From the repository root:
#   docker build -f docker/renderer.Dockerfile -t softskills/renderer .
ARG NODE_VERSION=24

# The build stage starts with exactly the lines of static.Dockerfile's, so the one `npm ci` of
# the browser packages is shared from the build cache (the shell's build writes dist-renderer too).
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-gallery/package.json mfe-gallery/
COPY mfe-admin/package.json mfe-admin/
RUN npm ci --no-audit --no-fund --workspace domain --workspace shared-ui --workspace shell \
      --workspace mfe-public --workspace mfe-gallery --workspace mfe-admin
COPY tsconfig.base.json ./
COPY domain domain
COPY shared-ui shared-ui
COPY shell shell
RUN npm run build --workspace shell

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    SHELL_DIST=/app/shell/dist
WORKDIR /app
# The browser build is read for its manifest (entry script, stylesheet) and index.html.
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/shell/dist-renderer shell/dist-renderer
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "shell/dist-renderer/renderer.js"]
