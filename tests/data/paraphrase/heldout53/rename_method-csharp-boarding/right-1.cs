using System;
using System.Collections.Generic;
using System.Linq;

namespace Lindenhof.Boarding
{
    public class KennelRun
    {
        public string Code { get; set; }
        public string Size { get; set; }
        public bool Heated { get; set; }
    }

    public class BoardingDesk
    {
        private readonly List<KennelRun> _runs;
        private readonly Dictionary<string, string> _occupant = new Dictionary<string, string>();

        public BoardingDesk(IEnumerable<KennelRun> runs)
        {
            _runs = runs.ToList();
        }

        // Finds a free run of the right size; short-haired breeds get a heated one.
        public KennelRun FindFreeRun(string size, bool needsHeat)
        {
            return _runs
                .Where(r => r.Size == size && !_occupant.ContainsKey(r.Code))
                .Where(r => !needsHeat || r.Heated)
                .OrderBy(r => r.Code)
                .FirstOrDefault();
        }

        public bool CheckIn(string patientName, string size, bool needsHeat)
        {
            var run = FindFreeRun(size, needsHeat);
            if (run == null)
            {
                return false;
            }
            _occupant[run.Code] = patientName;
            return true;
        }

        public void CheckOut(string runCode)
        {
            _occupant.Remove(runCode);
        }

        public string WhoIsIn(string runCode)
        {
            return _occupant.TryGetValue(runCode, out var name) ? name : null;
        }

        public int FreeRuns(string size)
        {
            return _runs.Count(r => r.Size == size && !_occupant.ContainsKey(r.Code));
        }

        // Moves a boarder to another run, e.g. when a heated one becomes free.
        public bool Move(string fromCode, string toCode)
        {
            if (!_occupant.TryGetValue(fromCode, out var name) || _occupant.ContainsKey(toCode))
            {
                return false;
            }
            if (!_runs.Any(r => r.Code == toCode))
            {
                return false;
            }
            _occupant.Remove(fromCode);
            _occupant[toCode] = name;
            return true;
        }

        public IReadOnlyList<string> OccupiedRuns()
        {
            return _occupant.Keys.OrderBy(c => c).ToList();
        }

        // Occupancy per size for the morning report, e.g. "small 3/5".
        public IEnumerable<string> OccupancyReport()
        {
            foreach (var group in _runs.GroupBy(r => r.Size).OrderBy(g => g.Key))
            {
                int taken = group.Count(r => _occupant.ContainsKey(r.Code));
                yield return $"{group.Key} {taken}/{group.Count()}";
            }
        }

        // Boarders whose names match the search box at reception (case-insensitive).
        public IEnumerable<KeyValuePair<string, string>> Search(string text)
        {
            if (string.IsNullOrWhiteSpace(text))
            {
                return Enumerable.Empty<KeyValuePair<string, string>>();
            }
            return _occupant
                .Where(kv => kv.Value.IndexOf(text.Trim(), StringComparison.OrdinalIgnoreCase) >= 0)
                .OrderBy(kv => kv.Value);
        }
    }

    public class BoardingInvoice
    {
        private static readonly Dictionary<string, decimal> NightlyRate = new Dictionary<string, decimal>
        {
            ["small"] = 28.00m,
            ["medium"] = 34.00m,
            ["large"] = 41.00m,
        };

        private const decimal HeatedSupplement = 4.50m;
        private const decimal VatRate = 0.081m;

        public string PatientName { get; }
        public string Size { get; }
        public int Nights { get; }
        public bool Heated { get; }

        public BoardingInvoice(string patientName, string size, int nights, bool heated)
        {
            if (nights <= 0)
            {
                throw new ArgumentOutOfRangeException(nameof(nights), "a stay has at least one night");
            }
            PatientName = patientName;
            Size = size;
            Nights = nights;
            Heated = heated;
        }

        public decimal Net
        {
            get
            {
                decimal perNight = NightlyRate[Size] + (Heated ? HeatedSupplement : 0m);
                return perNight * Nights;
            }
        }

        public decimal Vat => Math.Round(Net * VatRate, 2);

        public decimal Total => Net + Vat;

        public override string ToString()
        {
            return $"{PatientName}: {Nights} night(s) {Size}{(Heated ? ", heated" : "")} = CHF {Total:F2}";
        }
    }
}
