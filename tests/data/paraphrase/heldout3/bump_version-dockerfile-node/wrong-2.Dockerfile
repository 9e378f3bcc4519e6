# syntax=docker/dockerfile:1.6

# ---- build stage -------------------------------------------------------
FROM node:20.11-alpine
WORKDIR /src

# native modules (sharp) need these at build time only
RUN apk add --no-cache python3 make g++

COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

COPY tsconfig.json ./
COPY src ./src
RUN npm run build && npm prune --omit=dev

# ---- runtime stage -----------------------------------------------------
FROM node:20.11-alpine AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    NODE_OPTIONS="--max-old-space-size=384"
WORKDIR /app

RUN addgroup -S app && adduser -S app -G app
COPY --from=build --chown=app:app /src/node_modules ./node_modules
COPY --from=build --chown=app:app /src/dist ./dist
COPY --chown=app:app package.json ./

USER app
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --retries=3 \
  CMD wget -qO- http://127.0.0.1:8080/healthz || exit 1

# labels: keep org.opencontainers.image.version in sync with package.json
LABEL org.opencontainers.image.title="thumbnailer" \
      org.opencontainers.image.version="2.18.1" \
      org.opencontainers.image.source="https://git.example.com/media/thumbnailer"

CMD ["node", "dist/server.js"]
