using System;
using System.Collections.Generic;

namespace Larkspur.DyeWorks
{
    public enum VatStatus
    {
        Idle,
        Filling,
        Mordanting,
        Heating,
        Dyeing,
        Rinsing,
        Draining
    }

    public class Vat
    {
        public string Name { get; }
        public VatStatus Status { get; private set; } = VatStatus.Idle;
        public double TemperatureC { get; set; }

        public Vat(string name)
        {
            Name = name;
        }

        public void Advance()
        {
            switch (Status)
            {
                case VatStatus.Idle: Status = VatStatus.Filling; break;
                case VatStatus.Filling: Status = VatStatus.Mordanting; break;
                case VatStatus.Heating: Status = VatStatus.Dyeing; break;
                case VatStatus.Dyeing: Status = VatStatus.Rinsing; break;
                case VatStatus.Rinsing: Status = VatStatus.Draining; break;
                case VatStatus.Draining: Status = VatStatus.Idle; break;
                default: throw new InvalidOperationException("unknown status " + Status);
            }
        }

        public bool IsHot() => Status == VatStatus.Heating || Status == VatStatus.Dyeing;
    }

    public static class Floor
    {
        public static Dictionary<VatStatus, int> Tally(IEnumerable<Vat> vats)
        {
            var tally = new Dictionary<VatStatus, int>();
            foreach (var vat in vats)
            {
                tally.TryGetValue(vat.Status, out var n);
                tally[vat.Status] = n + 1;
            }
            return tally;
        }
    }
}
