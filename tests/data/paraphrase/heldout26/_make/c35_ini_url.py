from lib import E, case

ORIG = '''; Dock sensor gateway at Tannery Bridge (HL-130).
; Read by dockgw at start-up; restart the service after editing.

[gateway]
id = hl-gw-03
site = Tannery Bridge
pillars = 30

[upload]
endpoint = https://telemetry.harbourline.example/v1/ingest
batch_size = 50
interval_seconds = 60
compress = true

[firmware]
update_url = https://telemetry.harbourline.example/v1/firmware
channel = stable
check_hours = 24

[ntp]
server = 0.ie.pool.ntp.org
'''

NEW = E("endpoint = https://telemetry.harbourline.example/v1/ingest", "endpoint = https://ingest.harbourline.example/v2/ingest")

case(
    "change_url-ini-upload-endpoint", "dockgw.ini", "change_url", "ini", ORIG,
    [
        ("terse", "[upload] endpoint -> https://ingest.harbourline.example/v2/ingest"),
        ("polite", "Could you point the upload endpoint at https://ingest.harbourline.example/v2/ingest? The firmware update URL stays on the old telemetry host for now, and please keep the comments."),
        ("declarative", "The gateway uploads readings to https://ingest.harbourline.example/v2/ingest; firmware updates still come from the telemetry host."),
        ("other", "Cambia el endpoint de [upload] a https://ingest.harbourline.example/v2/ingest; la URL de firmware se queda igual."),
    ],
    [
        ("right-1.ini", "right", "upload endpoint replaced; firmware URL and comments unchanged", [NEW]),
        ("wrong-1.ini", "wrong", "the firmware update_url was moved to the new host as well",
         [NEW, E("update_url = https://telemetry.harbourline.example/v1/firmware", "update_url = https://ingest.harbourline.example/v2/firmware")]),
        ("wrong-2.ini", "wrong", "only the host was changed; the path still says /v1/ingest",
         [E("endpoint = https://telemetry.harbourline.example/v1/ingest", "endpoint = https://ingest.harbourline.example/v1/ingest")]),
        ("wrong-3.ini", "wrong", "endpoint written with http:// instead of https://",
         [E("endpoint = https://telemetry.harbourline.example/v1/ingest", "endpoint = http://ingest.harbourline.example/v2/ingest")]),
        ("wrong-4.ini", "wrong", "endpoint changed, but the two header comments were dropped",
         [NEW, E("; Dock sensor gateway at Tannery Bridge (HL-130).\n; Read by dockgw at start-up; restart the service after editing.\n\n", "")]),
    ],
)
