# Cairn's container image: `podman build -t cairn .` (or docker), then
#   podman run -d -p 7745:7745 -v cairn-data:/data cairn
# Tested by `npm run test:container` (README, "Run it in a container"). That test builds FROM a
# local Debian bookworm made with debootstrap plus this machine's node 20.20 and npm 11, because no
# registry can be pulled from here; the default base below was not pulled or tested on this machine.
ARG BASE_IMAGE=node:20-bookworm-slim

# ---- build: dependencies, Prisma clients, the production bundle -------------------------------
FROM ${BASE_IMAGE} AS build
# better-sqlite3 compiles from source wherever its prebuilt binary cannot be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# Dependencies first, so a source change does not reinstall them. Install scripts are skipped and
# the one that is needed run by name: npm 10 (the base image's) would otherwise run them all, and
# @prisma/engines' downloads an engine Cairn does not use.
COPY package.json package-lock.json ./
RUN CI=true npm ci --ignore-scripts --no-audit --no-fund \
  && npm rebuild better-sqlite3
COPY . .
# The commit the status endpoint reports (a build context has no .git).
ARG CAIRN_COMMIT=""
# Prisma clients, then the bundle through the same function `npm start` uses, so the bundle carries
# the source fingerprint that start checks: the image never rebuilds when it starts.
RUN node scripts/prisma-generate.mjs \
  && CAIRN_COMMIT="${CAIRN_COMMIT}" node --input-type=module \
    -e 'import { buildIfStale } from "./scripts/build-if-stale.mjs"; buildIfStale(process.cwd());'
# Down to what serving needs. The prisma CLI only generated the clients above (migrations run on
# @prisma/schema-engine-wasm), so it leaves with the dev dependencies; package.json and the lock
# file are put back as they were, since start fingerprints the lock file. Also left out: optional
# peers of next and @prisma/client that only tooling uses, next's SWC compiler (`next start`
# serves the finished bundle without it), Prisma's query compilers for databases Cairn does not
# speak, source maps (nothing runs with --enable-source-maps) and the build cache.
RUN cp package.json package-lock.json /tmp/ \
  && npm pkg delete dependencies.prisma \
  && npm prune --omit=dev --ignore-scripts --no-audit --no-fund \
  && mv /tmp/package.json /tmp/package-lock.json ./ \
  && rm -rf node_modules/typescript node_modules/playwright node_modules/playwright-core \
    node_modules/@playwright node_modules/@next/swc-* .next/cache \
  && find node_modules/@prisma/client/runtime \
    \( -name '*mysql*' -o -name '*sqlserver*' -o -name '*cockroachdb*' \) -delete \
  && find node_modules .next/server -name '*.map' -delete

# ---- runtime: what `npm start` needs to serve, owned by root, run as an unprivileged user ------
FROM ${BASE_IMAGE} AS runtime
RUN groupadd --system --gid 10001 cairn \
  && useradd --system --uid 10001 --gid cairn --home-dir /data --no-create-home \
    --shell /usr/sbin/nologin cairn \
  && mkdir /data \
  && chown cairn:cairn /data
WORKDIR /app
# The sources stay beside the bundle: start.mjs fingerprints them to know the bundle is current,
# reads the route files for its method checks, and the migration runner reads prisma/.
COPY --from=build /app/package.json /app/package-lock.json /app/next.config.mjs /app/tsconfig.json \
  /app/postcss.config.mjs /app/tailwind.config.ts /app/proxy.ts /app/instrumentation.ts ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/.next ./.next
COPY --from=build /app/app ./app
COPY --from=build /app/components ./components
COPY --from=build /app/lib ./lib
COPY --from=build /app/messages ./messages
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/public ./public
COPY --from=build /app/scripts ./scripts
ENV NODE_ENV=production \
  NEXT_TELEMETRY_DISABLED=1 \
  DATA_DIR=/data \
  PORT=7745 \
  HOST=0.0.0.0
USER cairn
VOLUME /data
EXPOSE 7745
# Liveness only (the process answers); /api/health/ready also checks the database and storage.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs, without npm's own process in between (less memory, and SIGTERM reaches
# the server directly for its graceful shutdown).
CMD ["node", "scripts/start.mjs"]
