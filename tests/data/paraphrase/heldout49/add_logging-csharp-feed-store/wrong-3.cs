using System;
using System.Collections.Generic;
using System.Linq;

namespace HollinsGreen.Feed
{
    public class FeedStore
    {
        private readonly Dictionary<string, double> stockKg = new Dictionary<string, double>();
        private readonly double reorderLevelKg;

        public FeedStore(double reorderLevelKg)
        {
            this.reorderLevelKg = reorderLevelKg;
        }

        public void Deliver(string feed, double kg)
        {
            if (kg <= 0)
            {
                throw new ArgumentOutOfRangeException(nameof(kg));
            }
            stockKg[feed] = Stock(feed) + kg;
        }

        public bool Draw(string feed, double kg)
        {
            double available = Stock(feed);
            if (available < kg)
            {
                return false;
            }
            Console.Error.WriteLine($"not enough {feed}: wanted {kg} kg, only {available} kg in stock");
            stockKg[feed] = available - kg;
            return true;
        }

        public double Stock(string feed)
        {
            double kg;
            return stockKg.TryGetValue(feed, out kg) ? kg : 0.0;
        }

        public List<string> NeedsReorder()
        {
            return stockKg.Where(p => p.Value < reorderLevelKg).Select(p => p.Key).OrderBy(k => k).ToList();
        }

        public static void Main()
        {
            var store = new FeedStore(50);
            store.Deliver("haylage", 400);
            store.Deliver("pony nuts", 60);
            Console.WriteLine(store.Draw("pony nuts", 25));
            Console.WriteLine(string.Join(", ", store.NeedsReorder()));
        }
    }
}
