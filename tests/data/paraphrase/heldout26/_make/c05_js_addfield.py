from lib import E, case

ORIG = '''// Station list for the Harbourline bike share.
// Loaded by the dock map and by the ops console; ids are printed on the dock pillars.
'use strict';

const STATIONS = [
  { id: 'HL-101', name: 'Ferry Terminal', lat: 53.3441, lon: -6.2379, docks: 28, zone: 'harbour' },
  { id: 'HL-102', name: 'Customs Quay', lat: 53.3467, lon: -6.2481, docks: 20, zone: 'harbour' },
  { id: 'HL-115', name: 'Ropewalk Market', lat: 53.3412, lon: -6.2554, docks: 24, zone: 'old-town' },
  { id: 'HL-118', name: 'St. Brigid Steps', lat: 53.3395, lon: -6.2620, docks: 16, zone: 'old-town' },
  { id: 'HL-130', name: 'Tannery Bridge', lat: 53.3371, lon: -6.2703, docks: 30, zone: 'canal' },
  { id: 'HL-131', name: 'Lock Keeper Row', lat: 53.3358, lon: -6.2761, docks: 18, zone: 'canal' },
];

const SERVICE_VANS = [
  { id: 'VAN-3', depot: 'Canal Yard', capacity: 20 },
  { id: 'VAN-4', depot: 'Harbour Depot', capacity: 16 },
];

function stationsInZone(zone) {
  return STATIONS.filter((s) => s.zone === zone);
}

function totalDocks() {
  return STATIONS.reduce((sum, s) => sum + s.docks, 0);
}

module.exports = { STATIONS, SERVICE_VANS, stationsInZone, totalDocks };
'''

ALL = E("' },\n", "', chargingPoints: 0 },\n", 6)

case(
    "add_field-javascript-station-charging", "stations.js", "add_field", "javascript", ORIG,
    [
        ("terse", "add chargingPoints: 0 to every station"),
        ("polite", "Could you add a `chargingPoints` property with the value 0 to each station object in STATIONS? Leave the service vans alone, please."),
        ("declarative", "Every entry of STATIONS should carry a chargingPoints field (number, 0 for now)."),
        ("other", "we're about to roll out e-bike chargers. for now give each station a chargingPoints field set to 0 — only the stations, not the vans"),
        ("other", "STATIONS の各オブジェクトに chargingPoints: 0 を追加してください。SERVICE_VANS はそのままで。"),
    ],
    [
        ("right-1.js", "right", "chargingPoints: 0 appended to all six station objects; vans untouched", [ALL]),
        ("right-2.js", "right", "chargingPoints: 0 added to all six stations right after docks instead of at the end (placement is a free choice); vans untouched",
         [E("docks: 28, zone", "docks: 28, chargingPoints: 0, zone"), E("docks: 20, zone", "docks: 20, chargingPoints: 0, zone"),
          E("docks: 24, zone", "docks: 24, chargingPoints: 0, zone"), E("docks: 16, zone", "docks: 16, chargingPoints: 0, zone"),
          E("docks: 30, zone", "docks: 30, chargingPoints: 0, zone"), E("docks: 18, zone", "docks: 18, chargingPoints: 0, zone")]),
        ("wrong-1.js", "wrong", "Lock Keeper Row (HL-131) did not get the field",
         [ALL, E("zone: 'canal', chargingPoints: 0 },\n];", "zone: 'canal' },\n];")]),
        ("wrong-2.js", "wrong", "the two service vans got chargingPoints as well",
         [ALL, E("capacity: 20 },", "capacity: 20, chargingPoints: 0 },"), E("capacity: 16 },", "capacity: 16, chargingPoints: 0 },")]),
        ("wrong-3.js", "wrong", "field added everywhere, but Tannery Bridge's docks changed from 30 to 20",
         [ALL, E("docks: 30, zone", "docks: 20, zone")]),
        ("wrong-4.js", "wrong", "the comma before chargingPoints is missing on Customs Quay: syntax error",
         [ALL, E("zone: 'harbour', chargingPoints: 0 },\n  { id: 'HL-115'", "zone: 'harbour' chargingPoints: 0 },\n  { id: 'HL-115'")], "broken"),
    ],
)
