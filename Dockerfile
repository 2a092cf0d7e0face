# Production image: build with dev dependencies, run with production dependencies only, as a non-root user.
# Run it against a PostgreSQL server:  docker run -e DATABASE_URL=postgres://… -e SESSION_SECRET=… -p 3000:3000 IMAGE
# Operator scripts:  docker run --rm -e DATABASE_URL=postgres://… IMAGE npm run events:verify   (or db:migrate,
# projections:rebuild)
# (Not built in this project's CI: the development machines have no Docker engine. See README.)
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server.js ./server.js
COPY --from=build /app/server ./server
COPY --from=build /app/seed-data ./seed-data
COPY --from=build /app/scripts/start.js ./scripts/start.js
COPY --from=build /app/scripts/server-args.js ./scripts/server-args.js
# The operator scripts (npm run db:migrate | projections:rebuild | events:verify) run from build/scripts
# here, compiled by `npm run build`; tsx is not installed (ADR 019).
COPY --from=build /app/scripts/operator.js ./scripts/operator.js
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "start"]
