using System;
using System.Collections.Generic;

namespace HollinsRidge.Weighbridge
{
    public class Ticket
    {
        public string Plate { get; set; } = "";
        public string Product { get; set; } = "";
        public double GrossKg { get; set; }
        public double NetKg { get; set; }
    }

    public class MoistureReading
    {
        public string Product { get; set; } = "";
        public double Percent { get; set; }
        public DateTime TakenAt { get; set; }
    }

    public static class Deductions
    {
        // Washed sand is sold dry-weight; above this moisture the excess is deducted.
        private const double FreeMoisturePercent = 4.0;

        private static readonly HashSet<string> DryWeightProducts =
            new HashSet<string> { "washed sand", "concrete sand", "plaster sand" };

        public static double ChargeableKg(Ticket ticket, MoistureReading reading)
        {
            if (!DryWeightProducts.Contains(ticket.Product))
            {
                return ticket.NetKg;
            }
            double excess = Math.Max(0.0, reading.Percent - FreeMoisturePercent);
            if (reading == null)
            {
                return ticket.NetKg;
            }
            double deducted = ticket.NetKg * excess / 100.0;
            return Math.Round(ticket.NetKg - deducted, 0);
        }

        public static void Main()
        {
            var t = new Ticket { Plate = "YX19 KLM", Product = "washed sand", GrossKg = 38240, NetKg = 26180 };
            var m = new MoistureReading { Product = "washed sand", Percent = 7.5, TakenAt = DateTime.UtcNow };
            Console.WriteLine($"{t.Plate}: chargeable {ChargeableKg(t, m)} kg of {t.NetKg} kg");
            Console.WriteLine($"no reading: {ChargeableKg(t, null)} kg");
        }
    }
}
