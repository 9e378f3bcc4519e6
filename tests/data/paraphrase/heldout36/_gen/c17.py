from lib import case
orig = '''-- Intake bay allocation for the Harlow Vale tyre plant (runs on the yard tablet).
local Bays = {}

local BAY_CAPACITY_T = { north1 = 40, north2 = 40, otr = 120 }

local occupied = { north1 = 0, north2 = 0, otr = 0 }

local function fits(bay, tonnes)
  local capacity = BAY_CAPACITY_T[bay]
  local free = capacity - occupied[bay]
  return tonnes <= free
end

function Bays.choose(load_type, tonnes)
  if load_type == "otr" then
    if fits("otr", tonnes) then
      return "otr"
    end
    return nil, "OTR pad full"
  end
  for _, bay in ipairs({ "north1", "north2" }) do
    if fits(bay, tonnes) then
      return bay
    end
  end
  return nil, "north yard full"
end

function Bays.unload(bay, tonnes)
  occupied[bay] = occupied[bay] + tonnes
end

function Bays.shred(bay, tonnes)
  local free = BAY_CAPACITY_T[bay] - occupied[bay]
  occupied[bay] = math.max(0, occupied[bay] - tonnes)
  return free
end

return Bays
'''
OLD = "  local capacity = BAY_CAPACITY_T[bay]\n  local free = capacity - occupied[bay]\n  return tonnes <= free\n"
case("inline_variable-lua-intake-bays", "bays.lua", "inline_variable", "lua", orig, [
    ("terse", "inline `capacity` in fits()"),
    ("polite", "Could you inline the local `capacity` in fits(), so free is computed straight from BAY_CAPACITY_T[bay]? Keep the `free` local, and don't change the other functions."),
    ("declarative", "fits() should no longer have a capacity local; its value is used directly in the free calculation."),
    ("other", "capacity in fits is used once, just inline it. leave `free` alone"),
    ("other", "En fits(), elimina la variable local capacity y usa BAY_CAPACITY_T[bay] directamente; la variable free se queda."),
], [
    dict(label="right", why="capacity local removed, its expression used directly in free; free kept; nothing else changed",
         edits=[(OLD, "  local free = BAY_CAPACITY_T[bay] - occupied[bay]\n  return tonnes <= free\n")]),
    dict(label="wrong", why="free inlined instead of capacity (the instruction said to keep free); capacity still there",
         edits=[(OLD, "  local capacity = BAY_CAPACITY_T[bay]\n  return tonnes <= capacity - occupied[bay]\n")]),
    dict(label="wrong", why="capacity inlined, but the comparison became tonnes < free (a load that exactly fills the bay is refused)",
         edits=[(OLD, "  local free = BAY_CAPACITY_T[bay] - occupied[bay]\n  return tonnes < free\n")]),
    dict(label="wrong", why="the declaration was deleted but free still reads `capacity`, now an undefined global (nil arithmetic error at run time)",
         edits=[(OLD, "  local free = capacity - occupied[bay]\n  return tonnes <= free\n")]),
    dict(label="wrong", why="capacity inlined in fits, and shred's local free was inlined/removed too, so shred now returns nothing",
         edits=[(OLD, "  local free = BAY_CAPACITY_T[bay] - occupied[bay]\n  return tonnes <= free\n"),
                ("  local free = BAY_CAPACITY_T[bay] - occupied[bay]\n  occupied[bay] = math.max(0, occupied[bay] - tonnes)\n  return free\n", "  occupied[bay] = math.max(0, occupied[bay] - tonnes)\n")]),
])

orig2 = '''import Foundation

struct BoatBooking {
    let sailNumber: Int
    let sailorName: String
    let start: Date
    let hours: Double
    var checkedOut: Bool
}

enum CheckoutError: Error {
    case notFound
    case alreadyOut
    case tooWindy(gustKnots: Double)
}

final class BoatPark {
    private var bookings: [Int: BoatBooking] = [:]
    var maxGustKnots: Double = 22

    func add(_ booking: BoatBooking) {
        bookings[booking.sailNumber] = booking
    }

    func checkOut(sailNumber: Int, currentGust: Double) throws -> BoatBooking {
        if var booking = bookings[sailNumber] {
            if !booking.checkedOut {
                if currentGust <= maxGustKnots {
                    booking.checkedOut = true
                    bookings[sailNumber] = booking
                    return booking
                } else {
                    throw CheckoutError.tooWindy(gustKnots: currentGust)
                }
            } else {
                throw CheckoutError.alreadyOut
            }
        } else {
            throw CheckoutError.notFound
        }
    }

    func boatsOnWater() -> [Int] {
        bookings.values.filter { $0.checkedOut }.map { $0.sailNumber }.sorted()
    }
}
'''
BODY = orig2[orig2.index("        if var booking = bookings[sailNumber] {"):orig2.index("    func boatsOnWater")]
G = '''        guard var booking = bookings[sailNumber] else {
            throw CheckoutError.notFound
        }
        guard !booking.checkedOut else {
            throw CheckoutError.alreadyOut
        }
        guard currentGust <= maxGustKnots else {
            throw CheckoutError.tooWindy(gustKnots: currentGust)
        }
        booking.checkedOut = true
        bookings[sailNumber] = booking
        return booking
    }

'''
case("early_return-swift-boat-checkout", "BoatPark.swift", "early_return", "swift", orig2, [
    ("terse", "checkOut: nested ifs -> guard statements"),
    ("polite", "Could you flatten checkOut using guard statements with early throws, so the happy path isn't three levels deep? The same errors must be thrown in the same order."),
    ("declarative", "checkOut should use guard/else early exits for each failure (not found, already out, too windy) and end with the happy path unindented."),
    ("other", "checkOut is a pyramid of doom. guards + early throws please, same errors same order"),
    ("other", "checkOut 里的嵌套 if 改成 guard 提前抛错，错误类型和顺序保持不变。"),
], [
    dict(label="right", why="three guards throwing notFound, alreadyOut, tooWindy in the original order; happy path unchanged", edits=[(BODY, G)]),
    dict(label="right", why="guards for the two lookups, plain if-throw for the wind (free style); same errors and order",
         edits=[(BODY, G.replace("        guard currentGust <= maxGustKnots else {\n", "        if currentGust > maxGustKnots {\n"))]),
    dict(label="wrong", why="wind guard written as currentGust < maxGustKnots: a gust exactly at the limit is now refused",
         edits=[(BODY, G.replace("guard currentGust <= maxGustKnots", "guard currentGust < maxGustKnots"))]),
    dict(label="wrong", why="the wind check now comes before the already-out check, changing which error is thrown first",
         edits=[(BODY, G.replace("        guard !booking.checkedOut else {\n            throw CheckoutError.alreadyOut\n        }\n        guard currentGust <= maxGustKnots else {\n            throw CheckoutError.tooWindy(gustKnots: currentGust)\n        }\n",
                                 "        guard currentGust <= maxGustKnots else {\n            throw CheckoutError.tooWindy(gustKnots: currentGust)\n        }\n        guard !booking.checkedOut else {\n            throw CheckoutError.alreadyOut\n        }\n"))]),
    dict(label="wrong", why="the write-back bookings[sailNumber] = booking was lost, so the boat is never recorded as checked out",
         edits=[(BODY, G.replace("        bookings[sailNumber] = booking\n", ""))]),
    dict(label="wrong", why="already-out guard inverted (guard booking.checkedOut): every boat still ashore is refused as already out",
         edits=[(BODY, G.replace("guard !booking.checkedOut else", "guard booking.checkedOut else"))]),
])
