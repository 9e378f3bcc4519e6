using System;
using System.Collections.Generic;
using System.Linq;

namespace InkwellRow.Inventory
{
    public class InkBottle
    {
        public string LotCode { get; }
        public string Pigment { get; }
        public double RemainingMl { get; private set; }

        public InkBottle(string lotCode, string pigment, double ml)
        {
            LotCode = lotCode;
            Pigment = pigment;
            RemainingMl = ml;
        }

        // ConsumeMl takes ink out of the bottle for one session.
        public void ConsumeMl(double ml)
        {
            if (ml <= 0) throw new ArgumentOutOfRangeException(nameof(ml));
            RemainingMl = Math.Max(0, RemainingMl - ml);
        }
    }

    public class SessionLog
    {
        private readonly List<(string LotCode, double Ml)> _used = new List<(string, double)>();

        public void Record(InkBottle bottle, double ml)
        {
            bottle.ConsumeMl(ml);
            _used.Add((bottle.LotCode, ml));
        }

        public double TotalFor(string lotCode) =>
            _used.Where(u => u.LotCode == lotCode).Sum(u => u.Ml);

        public string Audit() => "Deplete calls: " + _used.Count;
    }

    public static class Program
    {
        public static void Main()
        {
            var black = new InkBottle("LOT-2291", "carbon black", 120);
            var log = new SessionLog();
            log.Record(black, 4.5);
            black.Deplete(1.0);
            Console.WriteLine($"{black.LotCode}: {black.RemainingMl} ml left, {log.Audit()}");
        }
    }
}
