using System;
using System.Collections.Generic;
using System.Linq;

namespace Ravensmoor.Scheduling
{
    public sealed class ObservingBlock
    {
        public string Target { get; set; } = "";
        public DateTime Start { get; set; }
        public TimeSpan Length { get; set; }
        public int Priority { get; set; }

        public DateTime End => Start + Length;
    }

    public sealed class NightQueue
    {
        private readonly List<ObservingBlock> _blocks = new List<ObservingBlock>();

        public IReadOnlyList<ObservingBlock> Blocks => _blocks;

        public bool Overlaps(ObservingBlock block)
        {
            return _blocks.Any(b => b.Start < block.End && block.Start < b.End);
        }

        public bool TryAdd(ObservingBlock block)
        {
            if (Overlaps(block))
            {
                return false;
            }
            _blocks.Add(block);
            _blocks.Sort((a, b) => a.Start.CompareTo(b.Start));
            return true;
        }

        public TimeSpan IdleTime(DateTime dusk, DateTime dawn)
        {
            var busy = _blocks.Aggregate(TimeSpan.Zero, (sum, b) => sum + b.Length);
            return (dawn - dusk) - busy;
        }

        public IEnumerable<ObservingBlock> Bumpable(ObservingBlock incoming)
        {
            // blocks with lower priority that clash with the incoming one (ToO triggers)
            return _blocks.Where(b => b.Priority < incoming.Priority
                                      && b.Start < incoming.End && incoming.Start < b.End);
        }
    }

    public static class QueueReport
    {
        public static string Describe(NightQueue queue, DateTime dusk, DateTime dawn)
        {
            var idle = queue.IdleTime(dusk, dawn);
            var lines = queue.Blocks.Select(b => $"{b.Start:HH:mm}-{b.End:HH:mm} {b.Target} (P{b.Priority})");
            return string.Join(Environment.NewLine, lines) + Environment.NewLine + $"idle: {idle.TotalHours:F1} h";
        }
    }
}
