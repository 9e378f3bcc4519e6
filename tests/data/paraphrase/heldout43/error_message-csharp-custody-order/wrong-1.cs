using System;
using System.Collections.Generic;
using System.Linq;

namespace Ashgrove.Records.Custody
{
    public enum SealState { Intact, Broken, Resealed }

    public sealed class CustodyEntry
    {
        public string ExhibitLabel { get; set; } = "";
        public string Officer { get; set; } = "";
        public DateTime At { get; set; }
        public SealState Seal { get; set; }
    }

    public class CustodyValidator
    {
        private static readonly TimeSpan MaxGap = TimeSpan.FromDays(30);

        public IReadOnlyList<string> Validate(string caseNumber, IReadOnlyList<CustodyEntry> entries)
        {
            var problems = new List<string>();
            if (entries.Count == 0)
            {
                problems.Add($"Case {caseNumber}: no custody entries");
                return problems;
            }

            for (int i = 1; i < entries.Count; i++)
            {
                var prev = entries[i - 1];
                var cur = entries[i];
                if (cur.At < prev.At)
                {
                    throw new InvalidOperationException("Case {caseNumber}: custody entry for {cur.ExhibitLabel} at {cur.At:u} is earlier than the one before it");
                }
                if (prev.Seal == SealState.Broken && cur.Seal != SealState.Resealed)
                {
                    problems.Add($"Exhibit {cur.ExhibitLabel}: seal broken by {prev.Officer} and not resealed");
                }
                if (cur.At - prev.At > MaxGap)
                {
                    problems.Add($"Exhibit {cur.ExhibitLabel}: {(cur.At - prev.At).Days} days without a custody check");
                }
            }
            return problems;
        }

        public static bool IsClean(IEnumerable<CustodyEntry> entries) =>
            entries.All(e => e.Seal != SealState.Broken);
    }
}
