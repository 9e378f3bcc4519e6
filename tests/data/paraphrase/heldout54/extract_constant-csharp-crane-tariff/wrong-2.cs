using System;
using System.Collections.Generic;
using System.Linq;

namespace Ostermole.Cranes
{
    public sealed class CraneCharge
    {
        public string CraneId { get; set; } = "";
        public string VesselCall { get; set; } = "";
        public int Lifts { get; set; }
        public bool Overtime { get; set; }
    }

    public static class CraneTariff
    {
        private const decimal LiftRate = 38.50m;

        public static decimal LiftCharge(CraneCharge c)
        {
            decimal perLift = c.Overtime ? LiftRate * 1.5m : LiftRate;
            return c.Lifts * perLift;
        }

        public static decimal MinimumCharge(CraneCharge c)
        {
            // a crane that is ordered costs at least 20 lifts
            return Math.Max(LiftCharge(c), 20 * 38.50m);
        }

        public static decimal Invoice(IEnumerable<CraneCharge> charges)
        {
            decimal total = charges.Sum(MinimumCharge);
            const decimal restowSurcharge = 38.50m;
            return total + restowSurcharge;
        }

        public static string Describe(CraneCharge c) =>
            $"{c.CraneId} on {c.VesselCall}: {c.Lifts} lifts at 38.50 = {MinimumCharge(c):F2}";
    }
}
