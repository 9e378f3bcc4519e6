using System;
using System.Collections.Generic;
using System.Linq;

namespace Eastbrook.Billing
{
    public class MeterRead
    {
        public string MeterId { get; set; }
        public DateTime ReadOn { get; set; }
        public decimal CubicMetres { get; set; }
        public bool Estimated { get; set; }
    }

    public class Account
    {
        public string AccountNo { get; set; }
        public string Tariff { get; set; }
        public Account Guarantor { get; set; }
        public List<MeterRead> Reads { get; set; }
    }

    public class BillCalculator
    {
        private readonly IDictionary<string, decimal> _ratePerM3;

        public BillCalculator(IDictionary<string, decimal> ratePerM3)
        {
            _ratePerM3 = ratePerM3;
        }

        public decimal Consumption(Account account)
        {
            if (account.Reads == null)
            {
                throw new ArgumentNullException(nameof(account.Reads));
            }
            var reads = account.Reads.OrderBy(r => r.ReadOn).ToList();
            if (reads.Count < 2)
            {
                return 0m;
            }
            return reads[reads.Count - 1].CubicMetres - reads[0].CubicMetres;
        }

        public decimal Amount(Account account)
        {
            var rate = _ratePerM3[account.Tariff];
            return Math.Round(Consumption(account) * rate, 2);
        }

        public string BillHeader(Account account)
        {
            var guarantor = account.Guarantor == null ? "none" : account.Guarantor.AccountNo;
            return $"{account.AccountNo} ({account.Tariff}), guarantor {guarantor}";
        }
    }
}
