using System;

namespace Pressworks.Counter
{
    // Stored as an int in the tickets table: never renumber existing members.
    public enum GarmentCare
    {
        DryClean = 1,
        WetClean = 2,
        PressOnly = 3,
        Leather = 4,
        Bridal = 5,
    }

    public static class CarePricing
    {
        public static decimal BasePrice(GarmentCare care)
        {
            switch (care)
            {
                case GarmentCare.DryClean:
                    return 7.40m;
                case GarmentCare.WetClean:
                    return 6.10m;
                case GarmentCare.PressOnly:
                    return 3.25m;
                case GarmentCare.Leather:
                    return 18.50m;
                case GarmentCare.Bridal:
                    return 95.00m;
                default:
                    throw new ArgumentOutOfRangeException(nameof(care), care, "no price for care type");
            }
        }

        public static int TurnaroundDays(GarmentCare care)
        {
            switch (care)
            {
                case GarmentCare.Leather:
                case GarmentCare.Bridal:
                    return 7;
                case GarmentCare.PressOnly:
                    return 1;
                default:
                    return 2;
            }
        }

        public static decimal Quote(GarmentCare care, int pieces, bool rush)
        {
            if (pieces < 1)
            {
                throw new ArgumentException("at least one piece", nameof(pieces));
            }
            decimal total = BasePrice(care) * pieces;
            if (rush && TurnaroundDays(care) > 1)
            {
                total *= 1.35m;
            }
            return Math.Round(total, 2);
        }
    }
}
