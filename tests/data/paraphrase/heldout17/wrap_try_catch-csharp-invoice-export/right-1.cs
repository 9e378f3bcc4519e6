using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Text;

namespace Eastbrook.Water.Billing
{
    public interface IBillingLog
    {
        void Info(string message);
        void Warn(string message);
    }

    public sealed class Account
    {
        public string Id { get; set; } = "";
        public string ServiceAddress { get; set; } = "";
        public decimal UsageM3 { get; set; }
        public decimal AmountDue { get; set; }
        public bool PaperlessBilling { get; set; }
    }

    /// <summary>
    /// Writes one PDF-ready text invoice per account into the print spool
    /// folder picked up by the mail house at 02:00.
    /// </summary>
    public sealed class InvoiceExporter
    {
        private readonly string _spoolDir;
        private readonly IBillingLog _log;
        private static readonly CultureInfo Money = CultureInfo.GetCultureInfo("en-US");

        public InvoiceExporter(string spoolDir, IBillingLog log)
        {
            _spoolDir = spoolDir;
            _log = log;
        }

        public int ExportBatch(IEnumerable<Account> accounts, DateTime cycleEnd)
        {
            Directory.CreateDirectory(_spoolDir);
            int exported = 0;
            foreach (var account in accounts)
            {
                if (account.PaperlessBilling)
                {
                    continue;
                }
                try
                {
                    WriteInvoice(account, cycleEnd);
                    exported++;
                }
                catch (IOException ex)
                {
                    _log.Warn($"account {account.Id}: invoice not written: {ex.Message}");
                }
            }
            _log.Info($"cycle {cycleEnd:yyyy-MM-dd}: {exported} paper invoices spooled");
            return exported;
        }

        private void WriteInvoice(Account account, DateTime cycleEnd)
        {
            var body = new StringBuilder();
            body.AppendLine("EASTBROOK MUNICIPAL WATER");
            body.AppendLine($"Account: {account.Id}");
            body.AppendLine($"Service address: {account.ServiceAddress}");
            body.AppendLine($"Cycle ending: {cycleEnd:d MMMM yyyy}");
            body.AppendLine($"Usage: {account.UsageM3:0.0} m3");
            body.AppendLine($"Amount due: {account.AmountDue.ToString("C", Money)}");
            var path = Path.Combine(_spoolDir, $"{account.Id}-{cycleEnd:yyyyMMdd}.txt");
            File.WriteAllText(path, body.ToString());
        }
    }
}
