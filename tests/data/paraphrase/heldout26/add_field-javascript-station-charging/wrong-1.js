// Station list for the Harbourline bike share.
// Loaded by the dock map and by the ops console; ids are printed on the dock pillars.
'use strict';

const STATIONS = [
  { id: 'HL-101', name: 'Ferry Terminal', lat: 53.3441, lon: -6.2379, docks: 28, zone: 'harbour', chargingPoints: 0 },
  { id: 'HL-102', name: 'Customs Quay', lat: 53.3467, lon: -6.2481, docks: 20, zone: 'harbour', chargingPoints: 0 },
  { id: 'HL-115', name: 'Ropewalk Market', lat: 53.3412, lon: -6.2554, docks: 24, zone: 'old-town', chargingPoints: 0 },
  { id: 'HL-118', name: 'St. Brigid Steps', lat: 53.3395, lon: -6.2620, docks: 16, zone: 'old-town', chargingPoints: 0 },
  { id: 'HL-130', name: 'Tannery Bridge', lat: 53.3371, lon: -6.2703, docks: 30, zone: 'canal', chargingPoints: 0 },
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
