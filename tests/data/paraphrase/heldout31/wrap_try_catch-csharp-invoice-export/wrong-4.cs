using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;

namespace HalloranVey.Billing
{
    public enum InvoiceState
    {
        Draft,
        Sent,
        Paid,
        Void
    }

    public sealed class InvoiceLine
    {
        public string Description { get; set; } = "";
        public int Quantity { get; set; }
        public decimal UnitPrice { get; set; }

        public decimal Total => Quantity * UnitPrice;
    }

    public sealed class Invoice
    {
        public string Number { get; set; } = "";
        public string Customer { get; set; } = "";
        public DateTime Issued { get; set; }
        public InvoiceState State { get; set; } = InvoiceState.Draft;
        public List<InvoiceLine> Lines { get; } = new List<InvoiceLine>();

        public decimal Net => Lines.Sum(l => l.Total);
        public decimal Vat => Math.Round(Net * 0.20m, 2, MidpointRounding.AwayFromZero);
        public decimal Gross => Net + Vat;
    }

    public interface IAuditLog
    {
        void Write(string message);
    }

    /// <summary>
    /// Exports invoices to the CSV the accountant imports every quarter.
    /// </summary>
    public sealed class InvoiceExporter
    {
        private static readonly CultureInfo UK = CultureInfo.GetCultureInfo("en-GB");
        private readonly IAuditLog _audit;

        public InvoiceExporter(IAuditLog audit)
        {
            _audit = audit;
        }

        public static string CsvEscape(string value)
        {
            if (value.IndexOfAny(new[] { ',', '"', '\n' }) < 0)
            {
                return value;
            }
            return "\"" + value.Replace("\"", "\"\"") + "\"";
        }

        public static string ToCsvRow(Invoice inv)
        {
            return string.Join(",", new[]
            {
                CsvEscape(inv.Number),
                CsvEscape(inv.Customer),
                inv.Issued.ToString("yyyy-MM-dd", UK),
                inv.State.ToString(),
                inv.Net.ToString("0.00", CultureInfo.InvariantCulture),
                inv.Vat.ToString("0.00", CultureInfo.InvariantCulture),
                inv.Gross.ToString("0.00", CultureInfo.InvariantCulture),
            });
        }

        public IEnumerable<Invoice> ForQuarter(IEnumerable<Invoice> invoices, int year, int quarter)
        {
            int firstMonth = (quarter - 1) * 3 + 1;
            var from = new DateTime(year, firstMonth, 1);
            var to = from.AddMonths(3);
            return invoices
                .Where(i => i.State != InvoiceState.Draft && i.State != InvoiceState.Void)
                .Where(i => i.Issued >= from && i.Issued < to)
                .OrderBy(i => i.Issued)
                .ThenBy(i => i.Number, StringComparer.Ordinal);
        }

        /// <summary>
        /// Writes the quarter's invoices to <paramref name="path"/>.
        /// Returns false if nothing could be written.
        /// </summary>
        public bool ExportQuarter(IEnumerable<Invoice> invoices, int year, int quarter, string path)
        {
            var rows = ForQuarter(invoices, year, quarter).Select(ToCsvRow).ToList();
            var sb = new StringBuilder();
            sb.AppendLine("number,customer,issued,state,net,vat,gross");
            foreach (var row in rows)
            {
                sb.AppendLine(row);
            }
            try
            {
                File.WriteAllText(path, sb.ToString(), Encoding.UTF8);
            catch (IOException ex)
            {
                _audit.Write($"export to {path} failed: {ex.Message}");
                return false;
            }
            _audit.Write($"exported {rows.Count} invoices for {year} Q{quarter} to {path}");
            return true;
        }

        /// <summary>
        /// Late fee for an invoice still unpaid after the payment terms, as the
        /// accountant calculates it: a flat 2% of gross, at least £5.
        /// </summary>
        public static decimal LateFee(Invoice inv, DateTime today, int termsDays = 14)
        {
            if (inv.State != InvoiceState.Sent || today <= inv.Issued.AddDays(termsDays))
            {
                return 0m;
            }
            var fee = Math.Round(inv.Gross * 0.02m, 2, MidpointRounding.AwayFromZero);
            return fee < 5m ? 5m : fee;
        }

        public static decimal OutstandingTotal(IEnumerable<Invoice> invoices)
        {
            return invoices.Where(i => i.State == InvoiceState.Sent).Sum(i => i.Gross);
        }

        public static IReadOnlyDictionary<string, decimal> GrossByCustomer(IEnumerable<Invoice> invoices)
        {
            return invoices
                .Where(i => i.State == InvoiceState.Paid)
                .GroupBy(i => i.Customer)
                .ToDictionary(g => g.Key, g => g.Sum(i => i.Gross));
        }
    }

    public sealed class ConsoleAudit : IAuditLog
    {
        public void Write(string message)
        {
            Console.WriteLine(DateTime.Now.ToString("s") + " " + message);
        }
    }

    public static class Program
    {
        public static void Main()
        {
            var inv = new Invoice { Number = "HV-1187", Customer = "Mrs E. Sutherland", Issued = new DateTime(2026, 2, 11), State = InvoiceState.Sent };
            inv.Lines.Add(new InvoiceLine { Description = "Tuning, Bechstein A 160", Quantity = 1, UnitPrice = 95m });
            inv.Lines.Add(new InvoiceLine { Description = "Replace bass string No. 4", Quantity = 1, UnitPrice = 38.50m });
            var exporter = new InvoiceExporter(new ConsoleAudit());
            exporter.ExportQuarter(new[] { inv }, 2026, 1, "q1.csv");
            Console.WriteLine(InvoiceExporter.ToCsvRow(inv));
        }
    }
}
