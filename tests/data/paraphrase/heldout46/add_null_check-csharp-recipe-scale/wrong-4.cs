using System;
using System.Collections.Generic;
using System.Linq;

namespace AlderLab.Compounding
{
    public sealed class Ingredient
    {
        public string Name { get; init; } = "";
        public decimal AmountGrams { get; init; }
        public string? LotNumber { get; init; }
    }

    public sealed class Recipe
    {
        public string Code { get; init; } = "";
        public List<Ingredient> Ingredients { get; } = new();
        public int BatchSizeMl { get; init; }
    }

    public static class RecipeScaler
    {
        public static Recipe Scale(Recipe recipe, int targetMl)
        {
            if (targetMl <= 0)
                throw new ArgumentOutOfRangeException(nameof(targetMl));
            var factor = (decimal)targetMl / recipe.BatchSizeMl;
            var scaled = new Recipe { Code = recipe.Code, BatchSizeMl = targetMl };
            foreach (var ing in recipe.Ingredients)
            {
                scaled.Ingredients.Add(new Ingredient
                {
                    Name = ing.Name,
                    AmountGrams = Math.Round(ing.AmountGrams * factor, 3),
                    LotNumber = ing.LotNumber,
                });
            }
            return scaled;
        }

        public static decimal TotalGrams(Recipe recipe)
        {
            if (recipe is null)
                throw new ArgumentNullException(nameof(recipe));
            return recipe.Ingredients.Sum(i => i.AmountGrams);
        }
    }
}
