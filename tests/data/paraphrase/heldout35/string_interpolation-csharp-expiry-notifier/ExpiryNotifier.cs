using System;
using System.Collections.Generic;
using System.Linq;

namespace BloodBank.Stock
{
    public enum Component { RedCells, Platelets, Plasma }

    public sealed class BloodUnit
    {
        public string UnitNumber { get; set; }
        public Component Component { get; set; }
        public string Group { get; set; }
        public DateTime Expires { get; set; }
        public string Fridge { get; set; }
    }

    public static class ExpiryNotifier
    {
        public static string Describe(BloodUnit unit, DateTime now)
        {
            var hours = (int)Math.Floor((unit.Expires - now).TotalHours);
            return string.Format("Unit {0} ({1} {2}) in {3} expires {4:yyyy-MM-dd HH:mm}, {5} h left",
                unit.UnitNumber, unit.Group, unit.Component, unit.Fridge, unit.Expires, hours);
        }

        public static string Header(DateTime now, int count)
        {
            return string.Format("Expiry sweep {0:dd MMM HH:mm}: {1} unit(s)", now, count);
        }

        public static IEnumerable<string> Sweep(IEnumerable<BloodUnit> units, DateTime now, TimeSpan window)
        {
            var due = units.Where(u => u.Expires > now && u.Expires - now <= window)
                           .OrderBy(u => u.Expires)
                           .ToList();
            yield return Header(now, due.Count);
            foreach (var unit in due)
            {
                yield return Describe(unit, now);
            }
        }
    }
}
