using System;
using System.Collections.Generic;
using System.Linq;

namespace Globe.BoxOffice
{
    public enum SeatStatus { Open, Held, Sold }

    public sealed class SeatBook
    {
        private readonly Dictionary<string, SeatStatus> _seats = new Dictionary<string, SeatStatus>();
        private readonly Dictionary<string, string> _holders = new Dictionary<string, string>();

        public SeatBook(IEnumerable<string> labels)
        {
            foreach (var label in labels)
            {
                _seats[label] = SeatStatus.Open;
            }
        }

        public void Hold(string label, string company)
        {
            if (!_seats.TryGetValue(label, out var status))
            {
                throw new KeyNotFoundException($"Unknown seat {label}");
            }
            if (status != SeatStatus.Open)
            {
                throw new ArgumentException($"Seat {label} is {status.ToString().ToLower()} and cannot be held for {company}");
            }
            _seats[label] = SeatStatus.Held;
            _holders[label] = company;
        }

        public void Sell(string label)
        {
            if (!_seats.TryGetValue(label, out var status))
            {
                throw new KeyNotFoundException($"Unknown seat {label}");
            }
            if (status == SeatStatus.Sold)
            {
                throw new InvalidOperationException($"Cannot sell seat {label}");
            }
            _seats[label] = SeatStatus.Sold;
            _holders.Remove(label);
        }

        public int OpenCount => _seats.Values.Count(s => s == SeatStatus.Open);

        public IReadOnlyList<string> HeldBy(string company) =>
            _holders.Where(kv => kv.Value == company).Select(kv => kv.Key).OrderBy(k => k).ToList();
    }
}
