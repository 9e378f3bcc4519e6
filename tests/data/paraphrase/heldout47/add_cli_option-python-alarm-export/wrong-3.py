#!/usr/bin/env python3
"""Pull SCADA alarm history from the Kestrel Bank substation gateway.

    alarms.py export --site KB2 --out kb2.csv
    alarms.py ack --site KB2 ALM-3312 ALM-3318
"""
import argparse
import csv
import json
import logging
import sys
import urllib.parse
import urllib.request

log = logging.getLogger("scada.alarms")

GATEWAY = "https://scada-gw.kestrelbank.internal/api/v2"
SEVERITIES = ("info", "warning", "fault", "trip")


class GatewayClient:
    def __init__(self, base_url, token, timeout=15):
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.timeout = timeout

    def get(self, path, **params):
        query = urllib.parse.urlencode({k: v for k, v in params.items() if v is not None})
        req = urllib.request.Request(
            f"{self.base_url}{path}?{query}",
            headers={"Authorization": f"Bearer {self.token}"},
        )
        with urllib.request.urlopen(req, timeout=self.timeout) as resp:
            return json.load(resp)

    def post(self, path, body):
        req = urllib.request.Request(
            f"{self.base_url}{path}",
            data=json.dumps(body).encode(),
            headers={"Authorization": f"Bearer {self.token}", "Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(req, timeout=self.timeout) as resp:
            return json.load(resp)


def fetch_alarms(client, site, min_severity="warning", limit=500):
    """Newest first; the gateway pages at 100, so keep asking until `limit`."""
    wanted = SEVERITIES[SEVERITIES.index(min_severity):]
    alarms, cursor = [], None
    while len(alarms) < limit:
        page = client.get(f"/sites/{site}/alarms", cursor=cursor, page_size=100)
        alarms.extend(a for a in page["alarms"] if a["severity"] in wanted)
        cursor = page.get("next")
        if not cursor:
            break
    return alarms[:limit]


def write_csv(alarms, out):
    fields = ["raised_at", "cleared_at", "turbine", "code", "severity", "text"]
    writer = csv.DictWriter(out, fieldnames=fields, extrasaction="ignore")
    writer.writeheader()
    for alarm in alarms:
        writer.writerow(alarm)
    return len(alarms)


def acknowledge(client, site, alarm_ids, operator):
    done = []
    for alarm_id in alarm_ids:
        result = client.post(f"/sites/{site}/alarms/{alarm_id}/ack", {"operator": operator})
        if result.get("ok"):
            done.append(alarm_id)
        else:
            log.warning("ack failed for %s: %s", alarm_id, result.get("error"))
    return done


def cmd_export(client, args):
    alarms = fetch_alarms(client, args.site, min_severity=args.severity, limit=args.limit)
    if args.out == "-":
        n = write_csv(alarms, sys.stdout)
    else:
        with open(args.out, "w", newline="") as fh:
            n = write_csv(alarms, fh)
    log.info("exported %d alarms for %s", n, args.site)
    return 0


def cmd_ack(client, args):
    done = acknowledge(client, args.site, args.alarm_ids, args.operator)
    missing = set(args.alarm_ids) - set(done)
    if missing:
        print("not acknowledged: " + ", ".join(sorted(missing)), file=sys.stderr)
        return 1
    return 0


def build_parser():
    parser = argparse.ArgumentParser(prog="alarms.py", description="SCADA alarm history tool")
    parser.add_argument("--gateway", default=GATEWAY)
    parser.add_argument("--token-file", default="/etc/scada/token")
    parser.add_argument("-v", "--verbose", action="store_true")
    sub = parser.add_subparsers(dest="command", required=True)

    export = sub.add_parser("export", help="write alarm history as CSV")
    export.add_argument("--site", required=True)
    export.add_argument("--severity", choices=SEVERITIES, default="warning")
    export.add_argument("--out", default="-", help="CSV path, - for stdout")
    export.set_defaults(func=cmd_export)

    ack = sub.add_parser("ack", help="acknowledge alarms")
    ack.add_argument("--site", required=True)
    ack.add_argument("--operator", required=True)
    ack.add_argument("--limit", type=int, default=500, help="maximum number of alarms to export")
    ack.add_argument("alarm_ids", nargs="+")
    ack.set_defaults(func=cmd_ack)
    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)
    with open(args.token_file) as fh:
        token = fh.read().strip()
    client = GatewayClient(args.gateway, token)
    return args.func(client, args)


if __name__ == "__main__":
    sys.exit(main())
