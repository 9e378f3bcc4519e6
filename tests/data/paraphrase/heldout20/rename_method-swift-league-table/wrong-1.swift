import Foundation

/// Group-stage table for the Northern Lights Invitational.
/// A map win is worth 3 points, a draw (tied series in Bo2) 1, a loss 0.
struct SeriesResult {
    let home: String
    let away: String
    let homeMaps: Int
    let awayMaps: Int
    /// points awarded to the home side, precomputed by the admin panel
    let pts: Int
}

final class LeagueTable {
    private(set) var results: [SeriesResult] = []
    let teams: [String]

    init(teams: [String]) {
        self.teams = teams
    }

    func record(_ result: SeriesResult) {
        results.append(result)
    }

    func points(for team: String) -> Int {
        results.reduce(0) { total, r in
            if r.home == team {
                return total + r.pts
            }
            if r.away == team {
                return total + (r.homeMaps == r.awayMaps ? 1 : (r.awayMaps > r.homeMaps ? 3 : 0))
            }
            return total
        }
    }

    func mapDifference(for team: String) -> Int {
        results.reduce(0) { total, r in
            if r.home == team { return total + r.homeMaps - r.awayMaps }
            if r.away == team { return total + r.awayMaps - r.homeMaps }
            return total
        }
    }

    /// Sorted by points, then map difference, then name.
    func standings() -> [String] {
        teams.sorted { a, b in
            let pa = points(for: a), pb = points(for: b)
            if pa != pb { return pa > pb }
            let da = mapDifference(for: a), db = mapDifference(for: b)
            if da != db { return da > db }
            return a < b
        }
    }

    func render() -> String {
        standings().enumerated().map { index, team in
            let line = String(format: "%2d. %-8@ %3d pts  %+d", index + 1, team, pts(for: team), mapDifference(for: team))
            return line
        }.joined(separator: "\n")
    }
}
