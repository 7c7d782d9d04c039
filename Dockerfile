# One image for the API and the worker (docs/deployment.md): the built API, the built front ends and
# ffmpeg. Node 24 LTS pinned to a minor, on Debian bookworm (ffmpeg 5.1 from its packages).

# Build: install with the committed lock file, build everything, then drop the dev dependencies.
FROM node:24.21-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build && npm prune --omit=dev

# Run: only what the processes need, as the unprivileged `node` user (uid 1000).
FROM node:24.21-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
# The API's memory settings, as `npm start` sets them (scripts/api-runtime.mjs says why;
# docs/performance.md, "API: soak (memory)", has the measurements): fewer glibc arenas, a 32 MB young
# generation instead of 128 MB, and a 1.5 GB old-generation cap so V8 collects garbage sooner.
ENV MALLOC_ARENA_MAX=2 \
    NODE_OPTIONS="--max-semi-space-size=16 --max-old-space-size=1536"
# The code stays owned by root: the app user can read it, not change it.
COPY --from=build /app /app
# DATA_DIR: created here and owned by the app user, so a named volume mounted on /data starts with
# this ownership (Docker copies it into an empty volume) and the first start can write to it.
RUN mkdir -p /data/media && chown -R node:node /data
USER node
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
