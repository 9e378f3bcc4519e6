# syntax=docker/dockerfile:1.7
FROM node:22.12-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json ./
COPY src ./src
RUN npm run build && npm prune --omit=dev

FROM node:22.12-bookworm-slim
ENV NODE_ENV=production \
    PORT=4000 \
    WS_PING_INTERVAL_MS=25000
WORKDIR /app
RUN groupadd --system chat && useradd --system --gid chat chat
COPY --from=build --chown=chat:chat /app/node_modules ./node_modules
COPY --from=build --chown=chat:chat /app/dist ./dist
COPY --chown=chat:chat package.json ./
USER chat
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD node dist/healthcheck.js || exit 1
CMD ["node", "dist/server.js"]
