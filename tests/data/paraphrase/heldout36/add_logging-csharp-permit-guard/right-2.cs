using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.Extensions.Logging;

namespace HarlowVale.Permits
{
    public sealed record PermitLimit(string WasteCode, decimal AnnualTonnes, decimal StockpileTonnes);

    public sealed class PermitGuard
    {
        private readonly ILogger<PermitGuard> _logger;
        private readonly IReadOnlyDictionary<string, PermitLimit> _limits;

        public PermitGuard(ILogger<PermitGuard> logger, IEnumerable<PermitLimit> limits)
        {
            _logger = logger;
            _limits = limits.ToDictionary(l => l.WasteCode);
        }

        // Tonnes already received this permit year, by EWC waste code.
        public Dictionary<string, decimal> ReceivedThisYear { get; } = new();

        // Tonnes currently on site waiting for the shredder.
        public Dictionary<string, decimal> Stockpile { get; } = new();

        public bool CanAccept(string wasteCode, decimal tonnes)
        {
            if (!_limits.TryGetValue(wasteCode, out var limit))
            {
                LogRefusal(wasteCode, tonnes, "not on the permit");
                return false;
            }
            var received = ReceivedThisYear.GetValueOrDefault(wasteCode);
            if (received + tonnes > limit.AnnualTonnes)
            {
                LogRefusal(wasteCode, tonnes, "annual limit");
                return false;
            }
            var stock = Stockpile.GetValueOrDefault(wasteCode);
            if (stock + tonnes > limit.StockpileTonnes)
            {
                LogRefusal(wasteCode, tonnes, "stockpile limit");
                return false;
            }
            return true;
        }

        private void LogRefusal(string wasteCode, decimal tonnes, string reason) =>
            _logger.LogWarning("Refused {Tonnes} t of {WasteCode}: {Reason}", tonnes, wasteCode, reason);

        public void Record(string wasteCode, decimal tonnes)
        {
            ReceivedThisYear[wasteCode] = ReceivedThisYear.GetValueOrDefault(wasteCode) + tonnes;
            Stockpile[wasteCode] = Stockpile.GetValueOrDefault(wasteCode) + tonnes;
            _logger.LogInformation("Accepted {Tonnes} t of {WasteCode}", tonnes, wasteCode);
        }
    }
}
