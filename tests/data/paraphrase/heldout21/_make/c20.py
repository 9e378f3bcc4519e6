from mk import Case
# ---------------- change_condition swift
orig = '''
import Foundation

struct WeatherWindow {
    let windKnots: Double
    let cloudBaseMetres: Int
    let visibilityKm: Double
    let icing: Bool
}

enum AirSupport {
    case helicopter
    case groundOnly(reason: String)
}

/// Decides whether the Coastguard helicopter can be requested for a callout.
func airSupport(for window: WeatherWindow, casualtyAltitude: Int) -> AirSupport {
    if window.icing {
        return .groundOnly(reason: "icing forecast")
    }
    if window.windKnots > 45 {
        return .groundOnly(reason: "wind \\(Int(window.windKnots)) kn")
    }
    if window.cloudBaseMetres < casualtyAltitude {
        return .groundOnly(reason: "casualty in cloud")
    }
    if window.visibilityKm < 1.5 {
        return .groundOnly(reason: "visibility \\(window.visibilityKm) km")
    }
    return .helicopter
}

func briefing(for window: WeatherWindow, casualtyAltitude: Int) -> String {
    switch airSupport(for: window, casualtyAltitude: casualtyAltitude) {
    case .helicopter:
        return "Request helicopter; ground party to follow."
    case .groundOnly(let reason):
        return "Ground party only (\\(reason)). Stretcher team of 8 minimum."
    }
}

let window = WeatherWindow(windKnots: 38, cloudBaseMetres: 900, visibilityKm: 4, icing: false)
print(briefing(for: window, casualtyAltitude: 760))
'''
c = Case("change_condition-swift-air_support", "AirSupport.swift", "change_condition", "swift", orig)
c.ins("terse", "cloud check: require 150 m clearance above the casualty")
c.ins("polite", "Could you change the cloud-base check in airSupport so the helicopter also needs at least 150 m of clearance, i.e. ground only when cloudBaseMetres < casualtyAltitude + 150? Please leave the wind and visibility limits alone.")
c.ins("declarative", "Air support is ruled out unless the cloud base is at least 150 m above the casualty.")
c.ins("other", "the pilots want a 150 m margin: cloud base has to be >= casualty altitude + 150, otherwise ground only")
c.ins("other", "Cambia la condizione della base delle nuvole: serve un margine di 150 m sopra l'altitudine del ferito.")
OLD = "    if window.cloudBaseMetres < casualtyAltitude {"
C = (OLD, "    if window.cloudBaseMetres < casualtyAltitude + 150 {", 1)
c.res("right", [C], "cloud check now requires 150 m clearance; nothing else changed")
c.res("right", [(OLD, "    if window.cloudBaseMetres - casualtyAltitude < 150 {", 1)], "same condition written as a difference")
c.res("wrong", [(OLD, "    if window.cloudBaseMetres < casualtyAltitude - 150 {", 1)], "margin subtracted: the helicopter is allowed even when the casualty is up to 150 m inside the cloud")
c.res("wrong", [(OLD, "    if window.cloudBaseMetres > casualtyAltitude + 150 {", 1)], "comparison flipped: ground only exactly when the cloud is well clear")
c.res("wrong", [C, ("    if window.windKnots > 45 {", "    if window.windKnots > 40 {", 1)], "margin added but the wind limit also lowered from 45 to 40 kn")
c.res("wrong", [(OLD, "    if window.cloudBaseMetres < casualtyAltitude + 15 {", 1)], "margin written as 15 m instead of 150 m")
c.write()

# ---------------- dedupe toml
orig = '''
# Dye house stock list: one entry per dyestuff lot on the shelf.
[shelf]
location = "Store B, bay 3"
checked = 2026-11-20

[[lots]]
dyestuff = "indigo (natural)"
lot = "IND-2611"
grams = 4200

[[lots]]
dyestuff = "madder root"
lot = "MAD-2609"
grams = 2600

[[lots]]
dyestuff = "weld"
lot = "WEL-2608"
grams = 1500

[[lots]]
dyestuff = "madder root"
lot = "MAD-2609"
grams = 2600

[[lots]]
dyestuff = "logwood chips"
lot = "LOG-2605"
grams = 900

[[lots]]
dyestuff = "madder root"
lot = "MAD-2610"
grams = 3100
'''
c = Case("dedupe-toml-dye_stock", "stock.toml", "dedupe", "toml", orig)
c.ins("terse", "remove duplicate lot entries")
c.ins("polite", "Could you remove the duplicated lot from the stock list? Only entries that are identical in every field count as duplicates; please keep the first one and the original order.")
c.ins("declarative", "Each lot should appear only once in the stock list.")
c.ins("other", "MAD-2609 steht doppelt drin, bitte den zweiten Eintrag löschen")
c.ins("other", "dedupe [[lots]] (same lot number = same entry), keep order")
DUP = '''[[lots]]
dyestuff = "madder root"
lot = "MAD-2609"
grams = 2600

[[lots]]
dyestuff = "logwood chips"'''
KEEP = '''[[lots]]
dyestuff = "logwood chips"'''
c.res("right", [(DUP, KEEP, 1)], "second MAD-2609 entry removed; order and the MAD-2610 lot kept")
c.res("wrong", [('''
[[lots]]
dyestuff = "madder root"
lot = "MAD-2610"
grams = 3100
''', "", 1), (DUP, KEEP, 1)], "also removed MAD-2610, a different lot of the same dyestuff")
c.res("wrong", [(DUP, KEEP, 1), ("grams = 2600", "grams = 5200", 1)], "duplicate removed but its grams were added to the first MAD-2609 entry (5200 g): the same lot is counted twice")
c.res("wrong", [(DUP, KEEP, 1), ("grams = 900", "grams = 9000", 1)], "duplicate removed, but logwood's stock changed from 900 to 9000 g")
c.res("wrong", [(DUP, 'dyestuff = "logwood chips"', 1)], "the [[lots]] header of the following entry was deleted with the duplicate: logwood's keys merge into the weld lot and the file no longer loads", breaks=True)
c.write()
