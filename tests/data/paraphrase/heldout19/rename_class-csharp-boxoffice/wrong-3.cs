using System;
using System.Collections.Generic;
using System.Linq;

namespace LyricPlayhouse.BoxOffice
{
    public enum PriceBandKind
    {
        Standard,
        Premium,
        RestrictedView,
    }

    public sealed class SeatingTier
    {
        public string Code { get; }
        public PriceBandKind Kind { get; }
        public decimal BasePrice { get; }

        public SeatingTier(string code, PriceBandKind kind, decimal basePrice)
        {
            if (basePrice < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(basePrice), "a price band cannot be negative");
            }
            Code = code;
            Kind = kind;
            BasePrice = basePrice;
        }

        public override string ToString() => $"{Code} ({Kind}) {BasePrice:0.00}";
    }

    public sealed class Seat
    {
        public string Row { get; set; } = "";
        public int Number { get; set; }
        public SeatingTier Band { get; set; }
    }

    public static class TicketPricing
    {
        private const decimal ConcessionDiscount = 0.20m;
        private const decimal MatineeDiscount = 0.15m;

        public static readonly IReadOnlyList<SeatingTier> MainHouse = new List<SeatingTier>
        {
            new SeatingTier("A", PriceBandKind.Premium, 68.00m),
            new SeatingTier("B", PriceBandKind.Standard, 49.50m),
            new SeatingTier("C", PriceBandKind.Standard, 36.00m),
            new SeatingTier("RV", PriceBandKind.RestrictedView, 18.00m),
        };

        public static SeatingTier BandFor(string code)
        {
            var band = MainHouse.FirstOrDefault(b => b.Code == code);
            if (band == null)
            {
                throw new KeyNotFoundException($"no price band '{code}'");
            }
            return band;
        }

        public static decimal PriceFor(Seat seat, bool concession, bool matinee)
        {
            decimal price = seat.Band.BasePrice;
            if (matinee && seat.Band.Kind != PriceBandKind.Premium)
            {
                price -= price * MatineeDiscount;
            }
            if (concession)
            {
                price -= price * ConcessionDiscount;
            }
            return Math.Round(price, 2, MidpointRounding.AwayFromZero);
        }

        public static decimal BasketTotal(IEnumerable<(Seat Seat, bool Concession)> basket, bool matinee) =>
            basket.Sum(line => PriceFor(line.Seat, line.Concession, matinee));
    }
}
