using System;
using System.Collections.Generic;
using System.Linq;

namespace Kettleworth.Billing
{
    public record Room(string Name, decimal HourlyRate);

    public record BookedSession(string Id, string RoomName, decimal Hours, bool IsWeekend);

    public static class InvoiceBuilder
    {
        private const decimal WeekendUplift = 1.25m;
        private const decimal VatRate = 0.20m;
        private const decimal MinimumHours = 3m;

        public static decimal SessionCharge(decimal hours, decimal hourlyRate, bool weekend)
        {
            if (hours <= 0)
            {
                throw new ArgumentOutOfRangeException(nameof(hours));
            }
            var charge = Math.Max(hours, MinimumHours) * hourlyRate;
            return weekend ? Math.Round(charge * WeekendUplift, 2) : charge;
        }

        public static IReadOnlyList<string> BuildInvoice(IEnumerable<BookedSession> sessions, IDictionary<string, Room> rooms)
        {
            var lines = new List<string>();
            decimal net = 0;
            foreach (var s in sessions)
            {
                var room = rooms[s.RoomName];
                var charge = SessionCharge(room.HourlyRate, s.Hours, s.IsWeekend);
                net += charge;
                lines.Add($"{s.Id,-8} {room.Name,-10} {s.Hours,5:0.0} h  {charge,9:0.00}");
            }
            var vat = Math.Round(net * VatRate, 2);
            lines.Add($"{"Net",-25} {net,9:0.00}");
            lines.Add($"{"VAT",-25} {vat,9:0.00}");
            lines.Add($"{"Total",-25} {net + vat,9:0.00}");
            return lines;
        }

        public static decimal QuoteForEmail(decimal hours)
        {
            // the quote always uses the small room's weekday rate
            return SessionCharge(55m, hours, false);
        }

        public static decimal WeekendLockout(decimal rate)
        {
            return SessionCharge(hours: 10m, hourlyRate: rate, weekend: true);
        }
    }
}
