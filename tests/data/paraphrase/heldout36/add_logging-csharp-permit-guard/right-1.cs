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
                _logger.LogWarning("Refused {Tonnes} t of {WasteCode}: not on the permit", tonnes, wasteCode);
                return false;
            }
            var received = ReceivedThisYear.GetValueOrDefault(wasteCode);
            if (received + tonnes > limit.AnnualTonnes)
            {
                _logger.LogWarning("Refused {Tonnes} t of {WasteCode}: annual limit {Limit} t would be exceeded", tonnes, wasteCode, limit.AnnualTonnes);
                return false;
            }
            var stock = Stockpile.GetValueOrDefault(wasteCode);
            if (stock + tonnes > limit.StockpileTonnes)
            {
                _logger.LogWarning("Refused {Tonnes} t of {WasteCode}: stockpile limit {Limit} t would be exceeded", tonnes, wasteCode, limit.StockpileTonnes);
                return false;
            }
            return true;
        }

        public void Record(string wasteCode, decimal tonnes)
        {
            ReceivedThisYear[wasteCode] = ReceivedThisYear.GetValueOrDefault(wasteCode) + tonnes;
            Stockpile[wasteCode] = Stockpile.GetValueOrDefault(wasteCode) + tonnes;
            _logger.LogInformation("Accepted {Tonnes} t of {WasteCode}", tonnes, wasteCode);
        }
    }
}
