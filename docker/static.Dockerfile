# One static image per deployable: the shell or one remote, built alone and served by an
# unprivileged nginx on port 8080 behind the gateway. From the repository root:
#   docker build -f docker/static.Dockerfile --build-arg PACKAGE=mfe-gallery \
#     --build-arg MOUNT=remotes/gallery --build-arg SITE=remote -t softskills/mfe-gallery .
#   docker build -f docker/static.Dockerfile --build-arg PACKAGE=shell --build-arg SITE=shell -t softskills/shell .
# Plain Dockerfile syntax only, so the classic builder (DOCKER_BUILDKIT=0) builds it as well as
# BuildKit does.
ARG NODE_VERSION=24
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

# The dependencies of every browser package in one install. Nothing above PACKAGE depends on it,
# so the four static images share these layers: the install runs once, not four times.
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
ARG PACKAGE
RUN test -n "${PACKAGE}" || (echo "build arg PACKAGE is required (shell, mfe-public, mfe-gallery or mfe-admin)" && exit 1)
COPY ${PACKAGE} ${PACKAGE}
RUN npm run build --workspace "${PACKAGE}"

FROM ${NGINX_IMAGE} AS runtime
ARG PACKAGE
# Where the files sit under the web root: empty for the shell, remotes/<name> for a remote.
ARG MOUNT=""
# shell (SPA fallback to index.html) or remote (a missing file is a 404).
ARG SITE=remote
USER root
RUN rm -rf /usr/share/nginx/html/*
COPY nginx/static/nginx.conf /etc/nginx/nginx.conf
COPY nginx/static/http.conf /etc/nginx/static/http.conf
COPY nginx/static/${SITE}.conf /etc/nginx/static/site.conf
COPY --from=build /app/${PACKAGE}/dist /usr/share/nginx/html/${MOUNT}
RUN nginx -t
USER 101
EXPOSE 8080
HEALTHCHECK --interval=5s --timeout=3s --retries=6 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
