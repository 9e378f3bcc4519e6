using System;
using System.Collections.Generic;
using System.Linq;

namespace Dunmore.Water.Billing
{
    public class StandingCharge
    {
        public string AccountNumber { get; set; }
        public int MeterSizeMm { get; set; }
        public bool SewerageConnected { get; set; }
    }

    public static class ChargeCalculator
    {
        private const decimal SewerReturnFactor = 0.95m;

        private const decimal WaterRate = 1.6234m;

        public static decimal DailyStandingCharge(StandingCharge account)
        {
            decimal water = account.MeterSizeMm <= 20 ? 0.1837m : 0.4410m;
            decimal sewer = account.SewerageConnected ? 0.2215m : 0m;
            return water + sewer;
        }

        public static decimal QuarterCharge(StandingCharge account, int days)
        {
            if (days <= 0 || days > 92)
            {
                throw new ArgumentOutOfRangeException(nameof(days));
            }
            return Math.Round(DailyStandingCharge(account) * days, 2);
        }

        public static decimal VolumeCharge(decimal cubicMetres, bool sewerageConnected)
        {
            decimal waterRate = WaterRate;
            decimal sewerRate = sewerageConnected ? 2.0142m * SewerReturnFactor : 0m;
            return Math.Round(cubicMetres * (waterRate + sewerRate), 2);
        }

        public static IEnumerable<string> LargeMeterAccounts(IEnumerable<StandingCharge> accounts)
        {
            return accounts.Where(a => a.MeterSizeMm > 20).Select(a => a.AccountNumber);
        }
    }
}
