# syntax=docker/dockerfile:1
# One Dockerfile for every app of the monorepo, parameterised by the build arg APP (the Nx project
# = its folder) and the target stage:
#   backend  docker build --build-arg APP=svc-pets --target service .     (svc-gateway, svc-directory, svc-pets, svc-notifications, svc-admin)
#   web      docker build --build-arg APP=mfe-account --target web .      (shell, mfe-directory, mfe-lostfound, mfe-account, mfe-admin)
# All apps share one lockfile and one `npm ci`, so one file keeps the install and build steps identical
# for all of them and lets BuildKit reuse the dependency layer across the ten images.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

# --- every package.json of the workspace (and the lockfile), nothing else: the cache key of `npm ci`
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY . .
RUN find . -type f ! -name package.json ! -path ./package-lock.json ! -path ./.npmrc -delete \
 && find . -type d -empty -delete

# --- dependencies (glibc image: nx, swc and rspack ship native binaries built for it)
FROM ${NODE_IMAGE} AS deps
WORKDIR /repo
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=true
COPY --from=manifests /repo/ ./
RUN npm ci --no-audit --no-fund

# --- build the app and the libraries it depends on (Nx `dependsOn: ^build`)
FROM deps AS build
ARG APP
COPY . .
RUN test -n "$APP" || (echo "build arg APP is required (e.g. --build-arg APP=svc-pets)" && false)
RUN npx nx build "$APP" --output-style=static

# --- backend: the app's dist plus only the node_modules it requires (see docker/runtime-deps.mjs)
FROM build AS service-files
ARG APP
RUN test -f "$APP/dist/main.js" \
 && node docker/runtime-deps.mjs /out "$APP/dist" tools/healthcheck.mjs \
 && mkdir -p "/out/$APP" /out/tools \
 && cp -r "$APP/dist" "$APP/package.json" "/out/$APP/" \
 && cp tools/healthcheck.mjs /out/tools/ \
 && find /out -name '*.map' -delete
# The gateway renders business and pet pages (share tags, first screen) from the shell's HTML, and the directory
# and the board with their first results through the shell's renderer for Node; and it writes /sw.js from the
# web apps' current files (docs/decisions/0143-installable-and-offline.md). So it holds the built web apps too,
# though the shell's and the sections' images serve them (the same source builds the same hashed names).
RUN if [ "$APP" = svc-gateway ]; then \
      npx nx run-many -t build -p 'tag:type:host' 'tag:type:remote' --output-style=static \
      && for web in $(node -p "const r = require('./libs/remotes/src/remotes.json'); [r.host.dir, ...Object.values(r.remotes).map((x) => x.dir)].join(' ')"); do \
           mkdir -p "/out/$web" && cp -r "$web/dist" "/out/$web/"; done \
      && cp -r shell/.prerender /out/shell/ \
      && find /out -name '*.map' -delete; \
    fi

FROM ${NODE_IMAGE} AS service
ARG APP
ENV NODE_ENV=production APP=${APP}
WORKDIR /app
# Files stay owned by root (read-only for the app); the process runs as the image's `node` user.
COPY --from=service-files /out/ ./
USER node
EXPOSE 3000
CMD ["sh", "-c", "exec node /app/${APP}/dist/main.js"]

# --- web: static files served by an unprivileged nginx (port 8080, user nginx)
FROM build AS web-files
ARG APP
RUN test -f "$APP/dist/index.html" -o -f "$APP/dist/remoteEntry.js" \
 && mkdir -p /web \
 && cp -r "$APP/dist" /web/html \
 && if [ "$APP" = shell ]; then cp docker/nginx/shell.conf /web/default.conf; else cp docker/nginx/remote.conf /web/default.conf; fi

FROM ${NGINX_IMAGE} AS web
COPY --from=web-files /web/default.conf /etc/nginx/conf.d/default.conf
COPY --from=web-files /web/html/ /usr/share/nginx/html/
EXPOSE 8080
