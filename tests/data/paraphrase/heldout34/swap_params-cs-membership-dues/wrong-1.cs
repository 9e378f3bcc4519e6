using System;
using System.Collections.Generic;
using System.Linq;

namespace Elmbridge.Mrc.Membership
{
    public enum MemberGrade { Full, Junior, Senior, Family, Honorary }

    public sealed class Member
    {
        public string Number { get; set; } = "";
        public string Name { get; set; } = "";
        public MemberGrade Grade { get; set; }
        public DateTime Joined { get; set; }
        public bool GiftAid { get; set; }
    }

    public static class DuesCalculator
    {
        public const decimal FullAnnualFee = 48.00m;
        private const decimal JuniorDiscountPercent = 50m;
        private const decimal SeniorDiscountPercent = 25m;
        private const decimal LateSurchargePercent = 10m;

        /// <summary>Reduces a price by a percentage, rounded to whole pence.</summary>
        public static decimal ApplyDiscount(decimal percent, decimal price)
        {
            if (percent < 0m || percent > 100m)
                throw new ArgumentOutOfRangeException(nameof(percent));
            return Math.Round(price * (100m - percent) / 100m, 2, MidpointRounding.AwayFromZero);
        }

        /// <summary>Adds a percentage on top of a price, rounded to whole pence.</summary>
        public static decimal ApplySurcharge(decimal price, decimal percent)
        {
            return Math.Round(price * (100m + percent) / 100m, 2, MidpointRounding.AwayFromZero);
        }

        public static decimal AnnualDues(Member m)
        {
            switch (m.Grade)
            {
                case MemberGrade.Honorary:
                    return 0m;
                case MemberGrade.Junior:
                    return ApplyDiscount(JuniorDiscountPercent, FullAnnualFee);
                case MemberGrade.Senior:
                    return ApplyDiscount(SeniorDiscountPercent, FullAnnualFee);
                case MemberGrade.Family:
                    return FullAnnualFee * 1.5m;
                default:
                    return FullAnnualFee;
            }
        }

        /// <summary>Dues for someone joining part way through the club year (1 October).</summary>
        public static decimal FirstYearDues(Member m)
        {
            int monthsGone = ((m.Joined.Month - 10) + 12) % 12;
            decimal percentGone = monthsGone * 100m / 12m;
            return ApplyDiscount(AnnualDues(m), percentGone);
        }

        public static decimal Renewal(Member m, DateTime paidOn, int clubYear)
        {
            var due = AnnualDues(m);
            var deadline = new DateTime(clubYear, 10, 31);
            return paidOn > deadline ? ApplySurcharge(due, LateSurchargePercent) : due;
        }

        public static decimal TotalExpected(IEnumerable<Member> members) =>
            members.Sum(m => AnnualDues(m));
    }
}
