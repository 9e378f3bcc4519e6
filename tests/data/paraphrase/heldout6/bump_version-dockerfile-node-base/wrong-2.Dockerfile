# syntax=docker/dockerfile:1
# Image for the public storefront API.
# Build: docker build -t storefront-api .

FROM node:20.18 AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM node:20.18 AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:20.18
LABEL org.opencontainers.image.source="https://github.com/example/storefront-api"
LABEL org.opencontainers.image.licenses="MIT"
ENV NODE_ENV=production
ENV PORT=3000
# node 20.11 ships npm 10.2; the healthcheck script needs it
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node dist/healthcheck.js
CMD ["node", "dist/server.js"]
