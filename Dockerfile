# Multi-stage build: compile with the full toolchain, run on a small Debian image.
FROM rust:1.95-bookworm AS build
WORKDIR /src
COPY . .
# The committed .sqlx/ query data lets the crate build with no database.
ENV SQLX_OFFLINE=true
RUN cargo build --release --bin spyfall

FROM debian:bookworm-slim
RUN useradd --system --home-dir /app spyfall && mkdir -p /app/data && chown spyfall /app/data
WORKDIR /app
COPY --from=build /src/target/release/spyfall /usr/local/bin/spyfall
COPY locations /app/locations
USER spyfall
ENV SPYFALL_ADDR=0.0.0.0:8080 \
    SPYFALL_DATA_DIR=/app/data \
    SPYFALL_PACKS_DIR=/app/locations \
    SPYFALL_LOG_FORMAT=json
EXPOSE 8080
CMD ["spyfall", "serve"]
