using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.Extensions.Logging;

namespace Lindner.Bakehouse.Production
{
    public enum BatchState
    {
        Planned,
        Mixing,
        Resting,
        Divided,
        Scrapped,
    }

    public sealed class DoughBatch
    {
        public string Id { get; init; } = "";
        public string Recipe { get; init; } = "";
        public decimal FlourKg { get; init; }
        public decimal WaterKg { get; init; }
        public int Mixer { get; init; }
        public BatchState State { get; set; } = BatchState.Planned;
        public DateTime? MixStarted { get; set; }
    }

    public interface IFlourStock
    {
        decimal AvailableKg(string recipe);
        void Withdraw(string recipe, decimal kg);
    }

    /// <summary>
    /// Runs the dough batches through the three spiral mixers of the night shift.
    /// </summary>
    public sealed class DoughBatchService
    {
        private static readonly TimeSpan MinimumRest = TimeSpan.FromMinutes(20);
        private const int MixerCount = 3;

        private readonly ILogger<DoughBatchService> _logger;
        private readonly IFlourStock _stock;
        private readonly Dictionary<string, DoughBatch> _batches = new();
        private readonly Func<DateTime> _clock;

        public DoughBatchService(ILogger<DoughBatchService> logger, IFlourStock stock, Func<DateTime>? clock = null)
        {
            _logger = logger;
            _stock = stock;
            _clock = clock ?? (() => DateTime.Now);
        }

        public void Plan(DoughBatch batch)
        {
            if (batch.Mixer < 1 || batch.Mixer > MixerCount)
            {
                throw new ArgumentOutOfRangeException(nameof(batch), $"mixer {batch.Mixer} does not exist");
            }
            _batches.Add(batch.Id, batch);
            _logger.LogInformation("Planned batch {BatchId} ({Recipe}) on mixer {Mixer}", batch.Id, batch.Recipe, batch.Mixer);
        }

        public bool StartMixing(string batchId)
        {
            var batch = _batches[batchId];
            if (batch.State != BatchState.Planned)
            {
                throw new InvalidOperationException($"batch {batchId} is already {batch.State}");
            }
            var busy = _batches.Values.Any(b => b.Mixer == batch.Mixer && b.State == BatchState.Mixing);
            if (busy)
            {
                return false;
            }
            var available = _stock.AvailableKg(batch.Recipe);
            if (available < batch.FlourKg)
            {
                var missing = batch.FlourKg - available;
                _logger.LogWarning("Batch {BatchId} cannot start, flour short by {MissingKg} kg", batch.Id, missing);
                return false;
            }
            _stock.Withdraw(batch.Recipe, batch.FlourKg);
            batch.State = BatchState.Mixing;
            batch.MixStarted = _clock();
            return true;
        }

        /// <summary>Moves a planned batch to another mixer, e.g. when one breaks down.</summary>
        public void MoveToMixer(string batchId, int mixer)
        {
            var batch = _batches[batchId];
            if (batch.State != BatchState.Planned)
            {
                throw new InvalidOperationException($"batch {batchId} is already {batch.State}");
            }
            _batches[batchId] = new DoughBatch
            {
                Id = batch.Id,
                Recipe = batch.Recipe,
                FlourKg = batch.FlourKg,
                WaterKg = batch.WaterKg,
                Mixer = mixer,
            };
        }

        public void FinishMixing(string batchId)
        {
            var batch = _batches[batchId];
            batch.State = BatchState.Resting;
        }

        public bool Divide(string batchId)
        {
            var batch = _batches[batchId];
            if (batch.State != BatchState.Resting || batch.MixStarted is null)
            {
                return false;
            }
            if (_clock() - batch.MixStarted.Value < MinimumRest)
            {
                return false;
            }
            batch.State = BatchState.Divided;
            return true;
        }

        public void Scrap(string batchId, string reason)
        {
            var batch = _batches[batchId];
            batch.State = BatchState.Scrapped;
            _logger.LogWarning("Scrapped batch {BatchId}: {Reason}", batchId, reason);
        }

        public IReadOnlyList<DoughBatch> Waiting() =>
            _batches.Values.Where(b => b.State == BatchState.Planned).OrderBy(b => b.Mixer).ThenBy(b => b.Id).ToList();

        /// <summary>One line per batch for the shift report printed at 06:00.</summary>
        public IEnumerable<string> ShiftReport()
        {
            foreach (var batch in _batches.Values.OrderBy(b => b.Id))
            {
                var started = batch.MixStarted?.ToString("HH:mm") ?? "--:--";
                yield return $"{batch.Id,-10} {batch.Recipe,-22} mixer {batch.Mixer} {started} {batch.State}";
            }
        }

        public int CountInState(BatchState state) =>
            _batches.Values.Count(b => b.State == state);

        public bool MixerFree(int mixer) =>
            !_batches.Values.Any(b => b.Mixer == mixer && b.State == BatchState.Mixing);

        public decimal Hydration(string batchId)
        {
            var batch = _batches[batchId];
            return batch.FlourKg == 0 ? 0 : Math.Round(batch.WaterKg / batch.FlourKg, 3);
        }
    }
}
