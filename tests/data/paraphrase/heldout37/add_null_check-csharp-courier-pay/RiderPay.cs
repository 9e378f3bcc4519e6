using System;
using System.Collections.Generic;
using System.Linq;

namespace Veloxa.Payroll
{
    public class Delivery
    {
        public string ParcelId { get; set; }
        public double DistanceKm { get; set; }
        public bool Express { get; set; }
        public bool Cargo { get; set; }
        public DateTime DeliveredAt { get; set; }
    }

    public class Shift
    {
        public string RiderId { get; set; }
        public DateTime Start { get; set; }
        public DateTime End { get; set; }
        public List<Delivery> Deliveries { get; set; }
    }

    public static class RiderPay
    {
        public const decimal HourlyBase = 11.50m;
        public const decimal PerKm = 0.42m;
        public const decimal ExpressBonus = 2.00m;
        public const decimal CargoBonus = 3.50m;
        public const decimal NightSupplementRate = 0.25m;

        public static decimal DeliveryPay(Delivery d)
        {
            decimal pay = (decimal)d.DistanceKm * PerKm;
            if (d.Express) pay += ExpressBonus;
            if (d.Cargo) pay += CargoBonus;
            if (d.DeliveredAt.Hour >= 22 || d.DeliveredAt.Hour < 6)
                pay += pay * NightSupplementRate;
            return Math.Round(pay, 2);
        }

        public static decimal ShiftPay(Shift shift)
        {
            decimal hours = (decimal)(shift.End - shift.Start).TotalHours;
            decimal pay = hours * HourlyBase;
            foreach (var d in shift.Deliveries)
            {
                pay += DeliveryPay(d);
            }
            return Math.Round(pay, 2);
        }

        public static decimal WeekPay(IEnumerable<Shift> shifts)
        {
            return shifts.Sum(s => ShiftPay(s));
        }

        public static string Payslip(Shift shift)
        {
            int express = shift.Deliveries.Count(d => d.Express);
            return string.Format("{0}: {1:yyyy-MM-dd}, {2} deliveries ({3} express), {4:0.00} EUR",
                shift.RiderId, shift.Start, shift.Deliveries.Count, express, ShiftPay(shift));
        }
    }
}
