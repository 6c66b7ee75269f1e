# The provider as a container image (docs/operating.md#the-container-image): Node 20 on Debian slim, the
# native SQLite module built in a stage of its own so that no compiler reaches the image, run as the
# image's unprivileged `node` user, SQLite's file on the /data volume, and a health check on /healthz.

FROM node:20-slim AS build
WORKDIR /app
# node-gyp's needs when better-sqlite3 has no prebuilt binary for this platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# The provider's dependencies only (tsx runs its TypeScript); nothing the tests, the app or the bench need.
RUN npm ci --omit=dev && npm cache clean --force
COPY src/provider ./src/provider
COPY src/shared ./src/shared

FROM node:20-slim
ENV NODE_ENV=production \
  PROVIDER_HOST=0.0.0.0 \
  PROVIDER_PORT=8787 \
  PROVIDER_DB=/data/provider.sqlite
WORKDIR /app
COPY --from=build /app ./
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8787
# SIGTERM stops it gracefully within 10 s (docs/operating.md#stopping); give the container longer than that.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "src/provider/ops/healthcheck.mjs"]
CMD ["node", "--import", "tsx", "src/provider/main.ts"]
