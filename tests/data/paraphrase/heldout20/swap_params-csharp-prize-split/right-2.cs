using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;

namespace Frostbyte.Cup.Payouts
{
    /// <summary>A team's final placing and roster, as exported from the bracket service.</summary>
    public sealed class Standing
    {
        public string TeamTag { get; }
        public int Place { get; }
        public int RosterSize { get; }
        public int CoachCutPct { get; }
        public string Country { get; }

        public Standing(string teamTag, int place, int rosterSize, int coachCutPct, string country)
        {
            TeamTag = teamTag;
            Place = place;
            RosterSize = rosterSize;
            CoachCutPct = coachCutPct;
            Country = country;
        }
    }

    /// <summary>
    /// Splits the Frostbyte Cup prize pool: first by placing, then inside each team
    /// between the coach (a fixed percentage) and the players (equal shares).
    /// </summary>
    public sealed class PrizePool
    {
        // share of the pool per placing; 3rd and 4th share the third-place money
        private static readonly decimal[] PlacePct = { 50m, 25m, 12.5m, 12.5m };

        private static readonly Dictionary<string, decimal> WithholdingPct = new Dictionary<string, decimal>
        {
            ["AT"] = 20m,
            ["DE"] = 15.825m,
            ["SE"] = 20m,
            ["US"] = 30m,
        };

        public decimal Total { get; }
        public string Currency { get; }

        public PrizePool(decimal total, string currency = "EUR")
        {
            if (total <= 0)
            {
                throw new ArgumentOutOfRangeException(nameof(total), "prize pool must be positive");
            }
            Total = total;
            Currency = currency;
        }

        public decimal TeamPrize(int place)
        {
            if (place < 1 || place > PlacePct.Length)
            {
                return 0m;
            }
            return Math.Round(Total * PlacePct[place - 1] / 100m, 2);
        }

        /// <summary>What each player receives once the coach's cut is taken off.</summary>
        /// <param name="teamPrize">The team's prize for its placing.</param>
        /// <param name="rosterSize">Players on the roster, substitutes included.</param>
        /// <param name="coachCutPct">The coach's percentage of the team prize.</param>
        public static decimal PlayerShare(decimal teamPrize, decimal coachCutPct, int rosterSize)
        {
            if (rosterSize <= 0)
            {
                throw new ArgumentOutOfRangeException(nameof(rosterSize));
            }
            var forPlayers = teamPrize * (100m - coachCutPct) / 100m;
            return Math.Floor(forPlayers / rosterSize * 100m) / 100m;
        }

        public static decimal CoachShare(decimal teamPrize, decimal coachCutPct)
        {
            return Math.Floor(teamPrize * coachCutPct) / 100m;
        }

        public static decimal Withholding(decimal gross, string country)
        {
            return WithholdingPct.TryGetValue(country, out var pct) ? Math.Round(gross * pct / 100m, 2) : 0m;
        }

        /// <summary>Per-player gross and net amounts for one team.</summary>
        public (decimal Gross, decimal Net) PlayerPayout(Standing s)
        {
            var gross = PlayerShare(TeamPrize(s.Place), s.CoachCutPct, s.RosterSize);
            return (gross, gross - Withholding(gross, s.Country));
        }

        /// <summary>Money left in the pool after rounding down every share.</summary>
        public decimal RoundingRemainder(IEnumerable<Standing> standings)
        {
            decimal paid = 0m;
            foreach (var s in standings)
            {
                var prize = TeamPrize(s.Place);
                paid += PlayerShare(prize, s.CoachCutPct, s.RosterSize) * s.RosterSize;
                paid += CoachShare(prize, s.CoachCutPct);
            }
            return Total - paid;
        }

        /// <summary>Throws if two teams claim the same place or a coach cut is out of range.</summary>
        public static void Validate(IReadOnlyCollection<Standing> standings)
        {
            var dup = standings.GroupBy(s => s.Place).FirstOrDefault(g => g.Count() > 1);
            if (dup != null)
            {
                throw new InvalidOperationException($"place {dup.Key} claimed by {string.Join(", ", dup.Select(s => s.TeamTag))}");
            }
            var bad = standings.FirstOrDefault(s => s.CoachCutPct < 0 || s.CoachCutPct > 50);
            if (bad != null)
            {
                throw new InvalidOperationException($"{bad.TeamTag}: coach cut {bad.CoachCutPct}% is outside 0-50%");
            }
        }

        public string PayoutSheet(IEnumerable<Standing> standings)
        {
            var sb = new StringBuilder();
            var culture = CultureInfo.InvariantCulture;
            sb.AppendLine($"Frostbyte Cup payouts ({Currency}, pool {Total.ToString("N2", culture)})");
            foreach (var s in standings.OrderBy(x => x.Place))
            {
                var (gross, net) = PlayerPayout(s);
                sb.AppendLine(string.Format(culture, "{0,2}. {1,-6} coach {2,9:N2}  per player {3,9:N2} (net {4:N2})",
                    s.Place, s.TeamTag, CoachShare(TeamPrize(s.Place), s.CoachCutPct), gross, net));
            }
            return sb.ToString();
        }

        public static void Main()
        {
            var pool = new PrizePool(2500m);
            var standings = new List<Standing>
            {
                new Standing("NRD", 1, 4, 10, "SE"),
                new Standing("VLK", 2, 3, 0, "AT"),
                new Standing("SLT", 3, 4, 15, "DE"),
                new Standing("KRN", 4, 3, 10, "US"),
            };
            Validate(standings);
            Console.Write(pool.PayoutSheet(standings));
            Console.WriteLine($"showmatch bonus per player: {PlayerShare(300m, 0, 3)}");
            Console.WriteLine($"remainder: {pool.RoundingRemainder(standings)}");
        }
    }
}
