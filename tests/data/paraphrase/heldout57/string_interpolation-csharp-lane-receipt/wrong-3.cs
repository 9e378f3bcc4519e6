using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;

namespace Strikeline.Desk
{
    public sealed class LaneReceipt
    {
        public string Reference { get; init; } = "";
        public int Lane { get; init; }
        public DateTime Start { get; init; }
        public int Games { get; init; }
        public int Bowlers { get; init; }
        public decimal PricePerGame { get; init; }
        public decimal ShoeHire { get; init; }

        public decimal Total => Games * Bowlers * PricePerGame + Bowlers * ShoeHire;
    }

    public static class ReceiptPrinter
    {
        private static readonly CultureInfo Euro = CultureInfo.GetCultureInfo("de-DE");

        public static string Header(LaneReceipt r)
        {
            return string.Format(Euro, "Strikeline Bowl - booking {0}, lane {1}, {2:dd.MM.yyyy HH:mm}", r.Reference, r.Lane, r.Start);
        }

        public static IEnumerable<string> Lines(LaneReceipt r)
        {
            yield return string.Create(Euro, $"{r.Games} x {r.Bowlers} games at {r.PricePerGame:C}");
            yield return string.Create(Euro, $"{r.Bowlers} x shoe hire at {r.ShoeHire:C}");
            yield return string.Create(Euro, $"Total: {r.Total:C}");
        }

        public static string Footer(int pointsEarned)
        {
            return string.Format(Euro, "You earned {0} Strike Points. See you soon!", pointsEarned);
        }

        public static string Print(LaneReceipt r, int pointsEarned)
        {
            var parts = new List<string> { Header(r) };
            parts.AddRange(Lines(r));
            parts.Add(Footer(pointsEarned));
            return string.Join(Environment.NewLine, parts);
        }
    }
}
