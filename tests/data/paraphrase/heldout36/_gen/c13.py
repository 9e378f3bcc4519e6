from lib import case
orig = '''using System;
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
                return false;
            }
            var received = ReceivedThisYear.GetValueOrDefault(wasteCode);
            if (received + tonnes > limit.AnnualTonnes)
            {
                return false;
            }
            var stock = Stockpile.GetValueOrDefault(wasteCode);
            if (stock + tonnes > limit.StockpileTonnes)
            {
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
'''
R1 = [("            if (!_limits.TryGetValue(wasteCode, out var limit))\n            {\n                return false;",
       "            if (!_limits.TryGetValue(wasteCode, out var limit))\n            {\n                _logger.LogWarning(\"Refused {Tonnes} t of {WasteCode}: not on the permit\", tonnes, wasteCode);\n                return false;"),
      ("            if (received + tonnes > limit.AnnualTonnes)\n            {\n                return false;",
       "            if (received + tonnes > limit.AnnualTonnes)\n            {\n                _logger.LogWarning(\"Refused {Tonnes} t of {WasteCode}: annual limit {Limit} t would be exceeded\", tonnes, wasteCode, limit.AnnualTonnes);\n                return false;"),
      ("            if (stock + tonnes > limit.StockpileTonnes)\n            {\n                return false;",
       "            if (stock + tonnes > limit.StockpileTonnes)\n            {\n                _logger.LogWarning(\"Refused {Tonnes} t of {WasteCode}: stockpile limit {Limit} t would be exceeded\", tonnes, wasteCode, limit.StockpileTonnes);\n                return false;")]
case("add_logging-csharp-permit-guard", "PermitGuard.cs", "add_logging", "csharp", orig, [
    ("terse", "CanAccept: LogWarning on each refusal with the reason"),
    ("polite", "Could you add a warning log to each of the three places where CanAccept refuses a load, saying which limit was hit (use the existing _logger and structured placeholders)? Please don't change the accept/refuse logic."),
    ("declarative", "Every refusal in CanAccept should be logged as a warning that names the waste code, the tonnes and the reason; accepted loads are not logged there."),
    ("other", "the desk can't tell why the gate refused a load. log a warning at every return false in CanAccept w/ reason"),
    ("other", "CanAccept: ogni volta che rifiuta un carico, scrivi un LogWarning con codice rifiuto, tonnellate e motivo. La logica resta identica."),
], [
    dict(label="right", why="a LogWarning with code, tonnes and reason before each of the three return false; logic unchanged", edits=R1),
    dict(label="right", why="refusals logged through one helper method called before each return false (free structure); logic unchanged",
         edits=[(a, b.replace(b.split("\n")[2], "                LogRefusal(wasteCode, tonnes, \"%s\");" % reason)) for (a, b), reason in zip(R1, ["not on the permit", "annual limit", "stockpile limit"])] +
               [("        public void Record(", "        private void LogRefusal(string wasteCode, decimal tonnes, string reason) =>\n            _logger.LogWarning(\"Refused {Tonnes} t of {WasteCode}: {Reason}\", tonnes, wasteCode, reason);\n\n        public void Record(")]),
    dict(label="wrong", why="only the unknown-code refusal logs; the annual and stockpile refusals are still silent", edits=R1[:1]),
    dict(label="wrong", why="the stockpile warning was placed after return false, so it is unreachable",
         edits=R1[:2] + [("            if (stock + tonnes > limit.StockpileTonnes)\n            {\n                return false;\n",
                          "            if (stock + tonnes > limit.StockpileTonnes)\n            {\n                return false;\n                _logger.LogWarning(\"Refused {Tonnes} t of {WasteCode}: stockpile limit {Limit} t would be exceeded\", tonnes, wasteCode, limit.StockpileTonnes);\n")]),
    dict(label="wrong", why="logging added, but the annual check changed from > to >= (a load that exactly fills the permit is now refused)",
         edits=R1 + [("            if (received + tonnes > limit.AnnualTonnes)\n", "            if (received + tonnes >= limit.AnnualTonnes)\n")]),
    dict(label="wrong", why="warnings added, and the existing LogInformation in Record was removed",
         edits=R1 + [("            _logger.LogInformation(\"Accepted {Tonnes} t of {WasteCode}\", tonnes, wasteCode);\n", "")]),
])
