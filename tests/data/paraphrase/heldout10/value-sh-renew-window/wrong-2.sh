#!/usr/bin/env bash
# Renews the TLS certificates of the internal services when they get close
# to expiry, then reloads nginx. Run daily from cron on the edge hosts.
set -euo pipefail

CERT_DIR="/etc/ssl/internal"
ACME_DIR="/opt/acme"
RENEW_BEFORE_DAYS=30
LOG_KEEP_DAYS=14
ALERT_WEBHOOK="${ALERT_WEBHOOK:-}"
DOMAINS=(sso.corp.example vault.corp.example ldap.corp.example grafana.corp.example)

log() { printf '%s %s\n' "$(date -u +%FT%TZ)" "$*" >&2; }

alert() {
  [[ -z "$ALERT_WEBHOOK" ]] && return 0
  curl -fsS -m 10 -H 'Content-Type: application/json' \
    -d "{\"text\": \"cert-renew on $(hostname): $*\"}" "$ALERT_WEBHOOK" >/dev/null || true
}

days_left() {
  local cert="$1" end
  end=$(openssl x509 -enddate -noout -in "$cert" | cut -d= -f2)
  echo $(( ( $(date -d "$end" +%s) - $(date +%s) ) / 86400 ))
}

renewed=0
for domain in "${DOMAINS[@]}"; do
  cert="$CERT_DIR/$domain/fullchain.pem"
  if [[ ! -f "$cert" ]]; then
    log "no certificate for $domain yet, issuing"
  else
    left=$(days_left "$cert")
    if (( left > RENEW_BEFORE_DAYS )); then
      log "$domain: $left days left, nothing to do"
      continue
    fi
    log "$domain: $left days left, renewing"
  fi
  if "$ACME_DIR/acme.sh" --issue --dns dns_internal -d "$domain" \
       --cert-file "$CERT_DIR/$domain/cert.pem" \
       --key-file "$CERT_DIR/$domain/privkey.pem" \
       --fullchain-file "$cert" --force; then
    renewed=$((renewed + 1))
  else
    log "renewal of $domain failed"
    alert "renewal of $domain failed"
  fi
done

if (( renewed > 0 )); then
  nginx -t && systemctl reload nginx
  log "reloaded nginx after $renewed renewals"
fi

find /var/log/cert-renew -name '*.log' -mtime +"$LOG_KEEP_DAYS" -delete
