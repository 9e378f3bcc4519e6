#!/usr/bin/env bash
# deploy.sh - copy a build to the app servers and switch the symlink
# usage: deploy.sh BUILD_DIR [ENV]
set -euo pipefail

build_dir=$1
env=${2:-staging}
stamp=$(date +%Y%m%d-%H%M%S)
release_root=/srv/app/releases
hosts_file="hosts/$env.txt"

if [ ! -d "$build_dir" ]; then
    echo "deploy: $build_dir is not a directory" >&2
    exit 1
fi

if [ ! -f "$hosts_file" ]; then
    echo "deploy: no hosts file for $env" >&2
    exit 1
fi

log() {
    printf '%s %s\n' "$(date +%T)" "$*"
}

while read -r host; do
    [ -z "$host" ] && continue
    case "$host" in \#*) continue ;; esac
    log "-> $host"
    target="$release_root/$stamp"
    ssh "$host" "mkdir -p $target"
    rsync -az --delete "$build_dir/" "$host:$target/"
    ssh "$host" "ln -sfn $target /srv/app/current && sudo systemctl reload app"
done < "$hosts_file"

# keep the last 5 releases on each host
while read -r host; do
    case "$host" in ''|\#*) continue ;; esac
    ssh "$host" "cd $release_root && ls -1t | tail -n +6 | xargs -r rm -rf"
done < "$hosts_file"

log "deployed $stamp to $env"
