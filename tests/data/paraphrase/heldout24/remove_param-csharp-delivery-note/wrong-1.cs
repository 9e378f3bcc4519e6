using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;

namespace Kornfeld.Dispatch
{
    // Delivery notes for the wholesale routes of the Kornfeld bakery. The numbers
    // printed here must match what the ERP invoices a day later.
    public sealed class NoteLine
    {
        public string Article { get; }
        public int Quantity { get; }
        public decimal UnitPrice { get; }

        public NoteLine(string article, int quantity, decimal unitPrice)
        {
            Article = article;
            Quantity = quantity;
            UnitPrice = unitPrice;
        }
    }

    public sealed class ShopDrop
    {
        public IReadOnlyList<NoteLine> Lines { get; set; }
        public int Crates { get; set; }
    }

    public static class DeliveryNote
    {
        public const decimal CrateDeposit = 4.50m;
        private static readonly CultureInfo German = CultureInfo.GetCultureInfo("de-DE");

        /// <summary>Gross total of a note: lines plus VAT plus crate deposit.</summary>
        /// <param name="lines">The delivered articles.</param>
        /// <param name="vatRate">0.07 for bread and rolls, 0.19 for the cafe range.</param>
        /// <param name="crates">Crates left at the shop.</param>
        public static decimal Total(IEnumerable<NoteLine> lines, decimal vatRate, int crates)
        {
            decimal net = lines.Sum(l => l.Quantity * l.UnitPrice);
            decimal gross = net * (1 + vatRate);
            return Math.Round(gross, 2) + crates * CrateDeposit;
        }

        /// <summary>Formats an amount the way the printed note shows it.</summary>
        public static string FormatAmount(decimal amount, bool legacyRounding)
        {
            if (legacyRounding)
            {
                amount = Math.Round(amount * 20, MidpointRounding.AwayFromZero) / 20;
            }
            return amount.ToString("N2", German) + " EUR";
        }

        public static string Print(string shop, IReadOnlyList<NoteLine> lines, int crates)
        {
            var sb = new StringBuilder();
            sb.AppendLine($"Lieferschein {shop} {DateTime.Today:dd.MM.yyyy}");
            foreach (var line in lines)
            {
                sb.AppendLine($"{line.Quantity,4} x {line.Article,-28} {FormatAmount(line.Quantity * line.UnitPrice, false),14}");
            }
            decimal total = Total(lines, 0.07m, crates);
            sb.AppendLine($"Pfand: {crates} Kisten");
            sb.AppendLine($"Gesamt: {FormatAmount(total, false)}");
            return sb.ToString();
        }

        public static decimal RouteTotal(IEnumerable<ShopDrop> notes)
        {
            return notes.Sum(n => Total(n.Lines, 0.07m, n.Crates));
        }

        public static decimal CafeTotal(IReadOnlyList<NoteLine> lines)
        {
            return Total(lines, 0.19m, 0, true);
        }
    }
}
