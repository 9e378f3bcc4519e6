using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using Microsoft.Extensions.Logging;

namespace Crumbworks.Labels
{
    public sealed class LabelPrinterSettings
    {
        public int WidthMm { get; init; } = 58;
        public bool BoldAllergens { get; init; } = true;
        public string Footer { get; init; } = "Made in a kitchen that handles nuts and sesame.";
    }

    public record Ingredient(string Name, IReadOnlyList<string> Allergens);

    /// <summary>Prints the shelf labels for the bread and pastry counters.</summary>
    public class AllergenLabelPrinter
    {
        private static readonly string[] Declared14 =
        {
            "celery", "gluten", "crustaceans", "eggs", "fish", "lupin", "milk",
            "molluscs", "mustard", "nuts", "peanuts", "sesame", "soya", "sulphites",
        };

        private readonly LabelPrinterSettings _settings;
        private readonly ILogger<AllergenLabelPrinter> _log;

        public AllergenLabelPrinter(LabelPrinterSettings settings, ILogger<AllergenLabelPrinter> log)
        {
            _settings = settings;
            _log = log;
        }

        public string Render(string product, IEnumerable<Ingredient> ingredients, DateOnly bakedOn)
        {
            var list = ingredients.ToList();
            var allergens = list.SelectMany(i => i.Allergens)
                .Where(a => Declared14.Contains(a))
                .Distinct()
                .OrderBy(a => a)
                .ToList();
            var sb = new StringBuilder();
            sb.AppendLine(product.ToUpperInvariant());
            sb.Append("Ingredients: ");
            sb.AppendLine(string.Join(", ", list.Select(i => Highlight(i, allergens))));
            sb.AppendLine($"Baked {bakedOn:dd MMM}. Best within 3 days.");
            sb.AppendLine(_settings.Footer);
            _log.LogDebug("LabelPrinter rendered {Product} with {Count} allergens", product, allergens.Count);
            return sb.ToString();
        }

        private string Highlight(Ingredient i, List<string> allergens)
        {
            bool hit = i.Allergens.Any(allergens.Contains);
            return hit && _settings.BoldAllergens ? $"**{i.Name}**" : i.Name;
        }
    }
}
